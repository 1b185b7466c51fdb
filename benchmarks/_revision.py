"""Source files as they were at an earlier git revision, for the benchmarks that time a change.

``false_edges.py --baseline`` and ``ramsey_check.py --before`` run an older module in turns
with the working tree's, in one process; both read it through here, and a revision git
cannot show stops the run with one line instead of a traceback.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def source_at(rev: str, path: str) -> str:
    """The text of ``path`` (relative to the repository root) at git revision ``rev``."""
    shown = subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if shown.returncode != 0:
        raise SystemExit(f"cannot read {path} at revision {rev!r}: {shown.stderr.strip()}")
    return shown.stdout
