"""``gadgets build --jobs 2`` leaves no process behind: not after ``kill -9``, not after Ctrl-C."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)"),
]

# Six searches of several seconds each: both workers are busy when the build is stopped.
BUILD = [
    "-m", "ramsey_inspect.cli", "gadgets", "build", "--pairs", "K1,3:K3,3", "--jobs", "2",
    "--quiet",
]  # fmt: skip


def _state(pid: int) -> tuple[int, str] | None:
    """(parent pid, state letter) of a live process; None once it is gone or a zombie."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
    except OSError:
        return None
    state, ppid = text.rsplit(")", 1)[1].split()[:2]
    return None if state in "ZX" else (int(ppid), state)


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (info := _state(int(entry.name))) and info[0] == pid:
            found.append(int(entry.name))
    return found


def _start(tmp_path: Path) -> tuple[subprocess.Popen[str], list[int]]:
    build = subprocess.Popen(
        [sys.executable, *BUILD, "--out", str(tmp_path / "out.jsonl")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a shell's job
        # The default Ctrl-C, as from a terminal: a run started as a background job ignores
        # SIGINT, and the build would inherit that.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 120
    workers: list[int] = []
    while len(workers) < 2 and time.monotonic() < deadline and build.poll() is None:
        time.sleep(0.2)
        workers = _children(build.pid)
    assert len(workers) >= 2, "the build never started its two workers"
    time.sleep(1.0)  # into their searches
    return build, workers


def _gone_within(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        alive = [p for p in pids if _state(p) is not None]
        if not alive:
            return []
        time.sleep(0.1)
    return [p for p in pids if _state(p) is not None]


def _end(pids: list[int]) -> None:
    """Test cleanup: what is left of the build, ended."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def test_workers_end_when_the_build_is_killed(tmp_path: Path) -> None:
    build, workers = _start(tmp_path)
    try:
        build.kill()  # kill -9
        build.wait(timeout=30)
        left = _gone_within(workers, 10)
        assert left == [], f"workers {left} outlived their killed parent"
    finally:
        _end([build.pid, *workers])
        build.communicate(timeout=30)


def test_ctrl_c_prints_one_line_and_ends_the_workers(tmp_path: Path) -> None:
    build, workers = _start(tmp_path)
    try:
        os.killpg(build.pid, signal.SIGINT)  # what Ctrl-C sends: the whole job
        out, err = build.communicate(timeout=60)
        assert build.returncode == 130, err
        assert err.count("\n") == 1, err
        assert err.startswith("ramsey-inspect gadgets: interrupted; the results found so far")
        assert _gone_within(workers, 10) == []
    finally:
        _end([build.pid, *workers])
