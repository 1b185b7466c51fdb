"""Ctrl-C during a long ``ramsey-inspect`` command: one line on stderr, exit 130, no traceback.

Each command runs in a child started as a shell starts a job (its own process group, the
default SIGINT handling). Where a command is too quick to catch in flight, the step it
spends its time in is replaced by one that says ``ready`` and waits, so the interrupt
lands inside the command's own work, as a user's Ctrl-C would.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups (POSIX)"),
]

RUNS = Path(__file__).parent / "reports" / "fixtures" / "evaluation" / "runs"

CHILD = """
import importlib, sys, time
from ramsey_inspect.cli import main

def stall(*args, **kwargs):
    print("ready", flush=True)
    time.sleep(300)

if {target!r}:
    module, name = {target!r}
    setattr(importlib.import_module(module), name, stall)
raise SystemExit(main({argv!r}))
"""

LOG_READ = ("ramsey_inspect.reports.log_files", "read_eval_log")


def _interrupted(argv: list[str], target: tuple[str, str] | None) -> tuple[int, str, str]:
    """Start ``ramsey-inspect ARGV``, Ctrl-C it once its first line is out; (code, out, err)."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(argv=argv, target=target)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a shell's job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], 120)
        assert ready, "the command printed nothing in 120 s"
        first = child.stdout.readline()
        assert child.poll() is None, f"the command ended before the interrupt: {first}"
        os.killpg(child.pid, signal.SIGINT)  # what Ctrl-C sends: the whole job
        out, err = child.communicate(timeout=60)
        return child.returncode, first + out, err
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()


@pytest.mark.parametrize(
    ("argv", "target"),
    [
        (["report", str(RUNS), "--out", "OUT", "--quiet"], LOG_READ),
        (["evaluation-report", str(RUNS), "--out", "OUT/page.md"], LOG_READ),
        (["gtbench", "export-sheets", str(RUNS), "--out", "OUT"], LOG_READ),
        (["gtbench", "generate", "--count", "1000", "--out", "OUT.json"],
         ("ramsey_inspect.datasets.gtbench_generated", "problems_json")),
        (["gtbench", "constant-answers", "--seeds", "3"],
         ("ramsey_inspect.datasets.gtbench_generated", "generate_problems")),
        (["kcoloring", "build", "--check"], None),  # minutes of real work: 4v2c comes first
    ],
    ids=["report", "evaluation-report", "export-sheets", "generate", "constant-answers",
         "kcoloring-build"],
)  # fmt: skip
def test_ctrl_c_ends_a_long_command_in_one_line(
    argv: list[str], target: tuple[str, str] | None, tmp_path: Path
) -> None:
    argv = [a.replace("OUT", str(tmp_path / "out")) for a in argv]
    code, _, err = _interrupted(argv, target)
    assert code == 130, err
    assert err.count("\n") == 1, err
    command = " ".join(a for a in argv[:2] if not a.startswith(("-", "/")))
    if argv[0] == "kcoloring":
        command = "kcoloring"
    assert err.startswith(f"ramsey-inspect {command}: interrupted"), err
    assert "Traceback" not in err
