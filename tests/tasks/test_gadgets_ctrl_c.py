"""Ctrl-C while the gadgets task searches minimal solutions stops task creation at once."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest

# Inspect creates tasks inside its event loop; asyncio.run's SIGINT handler only cancels
# the main task, which a search that never awaits would see after it ends.
CHILD = """
import asyncio
from ramsey_inspect.tasks.gadgets import gadgets

async def create() -> None:
    print("searching", flush=True)
    gadgets(pairs="K1,3:K3,3", types="red_determiner", search_seconds=1000)
    print("finished", flush=True)

asyncio.run(create())
"""


@pytest.mark.slow
def test_ctrl_c_during_the_search_raises_keyboard_interrupt() -> None:
    """The (K1,3,K3,3) determiner search takes seconds; Ctrl-C ends it within one slice."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # The default Ctrl-C, as from a terminal: a run started as a background job ignores
        # SIGINT, the child would inherit that, and the task (rightly) keeps ignoring it.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "searching"
    time.sleep(0.5)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=120)
    waited = time.perf_counter() - sent
    assert "finished" not in out, f"the search ran to its end ({waited:.1f}s after Ctrl-C)"
    assert child.returncode != 0
    assert "KeyboardInterrupt" in err
    assert waited < 10
