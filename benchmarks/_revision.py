"""Source files as they were at an earlier git revision, for the benchmarks that compare one.

``false_edges.py --baseline`` and ``ramsey_check.py --before`` run an older module in turns
with the working tree's, in one process; ``false_edge_corpus.py --at`` and
``false_edge_first_measures.py`` read a corpus part with the false-edge reader of the day it
was first measured. All read it through here, and a revision git cannot show stops the run
with one line instead of a traceback.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def source_at(rev: str, path: str) -> str:
    """The text of ``path`` (relative to the repository root) at git revision ``rev``."""
    shown = subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if shown.returncode != 0:
        raise SystemExit(f"cannot read {path} at revision {rev!r}: {shown.stderr.strip()}")
    return shown.stdout


READER = "src/ramsey_inspect/parsers/_kcoloring_edges.py"


def reader_at(rev: str) -> ModuleType:
    """The false-edge reader module as it was at git revision ``rev``."""
    name = f"edges_at_{rev}".replace("-", "_").replace(".", "_")
    if name in sys.modules:
        return sys.modules[name]
    path = Path(tempfile.mkdtemp()) / f"{name}.py"
    path.write_text(source_at(rev, READER), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load the reader of {rev}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module
