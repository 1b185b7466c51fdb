"""Run a command, send its process group SIGINT (or SIGKILL) after a delay, relay its output.

    python interrupt.py DELAY SIGNAL WAIT [--after GLOB | --after-output] -- command args...

SIGNAL is INT or KILL. The signal goes DELAY seconds after the start; with ``--after``,
DELAY seconds after a file matching GLOB first exists; with ``--after-output``, DELAY
seconds after the command's first output (so a slow start on a loaded machine, Python
still importing, is not mistaken for the command's own doing; at most 300 s are spent
waiting for either).
SIGINT is restored to its default in the command: a job started in the background by a
non-interactive shell inherits SIGINT ignored, and a terminal's Ctrl-C is what is meant.
Exits with the command's status; 124 when it has not ended WAIT seconds after the signal
(it is then killed).
"""

from __future__ import annotations

import glob
import os
import signal
import subprocess
import sys
import threading
import time

args = sys.argv[1 : sys.argv.index("--")]
delay, sig, wait = float(args[0]), args[1], float(args[2])
after = args[args.index("--after") + 1] if "--after" in args else None
on_output = "--after-output" in args
cmd = sys.argv[sys.argv.index("--") + 1 :]
signal.signal(signal.SIGINT, signal.SIG_DFL)
proc = subprocess.Popen(
    cmd,
    start_new_session=True,
    stdout=subprocess.PIPE if on_output else None,
    stderr=subprocess.STDOUT if on_output else None,
    preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509
)
start = time.monotonic()
spoke = threading.Event()


def _relay() -> None:
    assert proc.stdout is not None
    for chunk in iter(lambda: proc.stdout.read1(4096), b""):  # type: ignore[union-attr]
        spoke.set()
        sys.stdout.buffer.write(chunk)
        sys.stdout.buffer.flush()


if on_output:
    threading.Thread(target=_relay, daemon=True).start()
while time.monotonic() - start < 300 and proc.poll() is None:
    if after and glob.glob(after):
        break
    if on_output and spoke.is_set():
        break
    if not after and not on_output:
        break
    time.sleep(0.2)
try:
    proc.wait(timeout=delay)
    print(f"interrupt.py: the command ended before the signal (rc={proc.returncode})")
    sys.exit(proc.returncode)
except subprocess.TimeoutExpired:
    pass
os.killpg(proc.pid, signal.SIGINT if sig == "INT" else signal.SIGKILL)
sent = time.monotonic()
try:
    rc = proc.wait(timeout=wait)
except subprocess.TimeoutExpired:
    os.killpg(proc.pid, signal.SIGKILL)
    print(f"interrupt.py: no end within {wait} s of SIG{sig}")
    sys.exit(124)
print(f"interrupt.py: rc={rc} after SIG{sig}, {time.monotonic() - sent:.1f} s")
sys.exit(rc if rc >= 0 else 128 - rc)
