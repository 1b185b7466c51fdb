"""Running a check that a regression could hang or fill memory with, within bounds.

A read of a FIFO blocks until a writer comes; a read of ``/dev/zero`` never ends. Such a
check runs in a daemon thread (:func:`within`) or in a child interpreter with a memory
limit (:func:`python_within`), so a regression fails the test instead of hanging it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

SECONDS = 20.0
MEMORY = 3 << 30
"""Address space a child may use: room for Inspect's imports, none for reading /dev/zero."""


def within(call: Callable[[], Any], seconds: float = SECONDS, fifo: Path | None = None) -> Any:
    """What ``call()`` returns or raises, or an AssertionError after ``seconds``.

    A thread stuck opening ``fifo`` is let go by opening the FIFO's other end.
    """
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as err:  # noqa: BLE001 - handed to the test below
            outcome["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if fifo is not None:
            _release(fifo)
        raise AssertionError(f"still running after {seconds:.0f}s (a read that never ends?)")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def python_within(code: str, seconds: float = 120.0) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter limited to ``MEMORY`` bytes and ``seconds``."""

    def limit() -> None:  # pragma: no cover - runs in the child
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))

    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=seconds,
        stdin=subprocess.DEVNULL,
        preexec_fn=limit if sys.platform.startswith("linux") else None,  # noqa: PLW1509
        check=False,
    )


def _release(fifo: Path) -> None:
    """Open and close the write end of ``fifo`` so a reader blocked on it goes on."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return
    os.close(fd)
