"""Run a command, send its process group SIGINT (or SIGKILL) after a delay, relay its output.

    python interrupt.py DELAY SIGNAL WAIT -- command args...

SIGNAL is INT or KILL. Exits with the command's status; 124 when it has not ended WAIT
seconds after the signal (it is then killed).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

delay, sig, wait = float(sys.argv[1]), sys.argv[2], float(sys.argv[3])
cmd = sys.argv[sys.argv.index("--") + 1 :]
proc = subprocess.Popen(cmd, start_new_session=True)
try:
    proc.wait(timeout=delay)
    print(f"interrupt.py: the command ended before the signal (rc={proc.returncode})")
    sys.exit(proc.returncode)
except subprocess.TimeoutExpired:
    pass
os.killpg(proc.pid, signal.SIGINT if sig == "INT" else signal.SIGKILL)
start = time.monotonic()
try:
    rc = proc.wait(timeout=wait)
except subprocess.TimeoutExpired:
    os.killpg(proc.pid, signal.SIGKILL)
    print(f"interrupt.py: no end within {wait} s of SIG{sig}")
    sys.exit(124)
print(f"interrupt.py: rc={rc} after SIG{sig}, {time.monotonic() - start:.1f} s")
sys.exit(rc if rc >= 0 else 128 - rc)
