"""Generated k-coloring sets, kept on disk after their first build.

A generated set is built when the task starts: every graph's chromatic number, 10,000
greedy trials (the exact greedy score up to 9 vertices) and a witness coloring. For 9v4c
that is 1,723 graphs and about 40 s of one core. The result depends only on the set, the
seed and the code, so the set's file text is written once under the user's cache folder and
read back on later runs. The file name carries a hash of the modules that build it, so a
changed procedure never reads an old file; a file that cannot be read or parsed is built
again, and a folder that cannot be written only costs the cache.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TypeVar

from ramsey_inspect.output_paths import write_whole

CACHE_ENV = "RAMSEY_INSPECT_CACHE_DIR"
"""Environment variable naming the cache folder; else ``$XDG_CACHE_HOME`` or ``~/.cache``."""
_PACKAGE = Path(__file__).resolve().parent.parent
_BUILDERS = (
    "core/coloring.py",
    "core/graphs.py",
    "core/greedy.py",
    "core/problem_sets.py",
    "datasets/kcoloring.py",
)
"""The modules whose code decides a generated set's records."""

T = TypeVar("T")


def cache_dir() -> Path:
    """Where generated sets are kept."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ramsey_inspect" / "kcoloring"


@cache
def code_key() -> str:
    """A short hash of the building modules' source."""
    digest = hashlib.sha256()
    for rel in _BUILDERS:
        digest.update(rel.encode())
        digest.update((_PACKAGE / rel).read_bytes())
    return digest.hexdigest()[:16]


def cached_set(
    name: str,
    seed: int,
    build: Callable[[], str],
    read: Callable[[str], T],
    notify: Callable[[str], None] | None = None,
) -> T:
    """The set ``name`` drawn with ``seed``: read from the cache, else built and kept.

    Args:
        name: The set's canonical name (``9v4c``).
        seed: The seed it is drawn with.
        build: Builds the set's file text (slow).
        read: Parses file text into the set; any exception it raises means "build again".
        notify: Told, in one line each, when a build starts and when it ends.
    """
    path = cache_dir() / f"{name}-seed{seed}-{code_key()}.jsonl"
    try:
        return read(path.read_text(encoding="utf-8"))
    except Exception:  # noqa: BLE001 - absent, unreadable or damaged: build it again
        pass
    say = notify or (lambda line: None)
    say(f"building the generated set {name} (problem_seed {seed}), once")
    start = time.monotonic()
    text = build()
    result = read(text)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, text)  # whole or not at all, even with two runs at once
    except OSError as err:  # read-only, full, or under a file: the run goes on uncached
        why = err.strerror or type(err).__name__
        say(
            f"built {name} in {time.monotonic() - start:.0f} s; could not cache it at {path} "
            f"({why}), so later runs build it again"
        )
        return result
    say(f"built {name} in {time.monotonic() - start:.0f} s; later runs read it from {path}")
    return result
