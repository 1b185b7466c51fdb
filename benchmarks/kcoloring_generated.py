"""How long a generated k-coloring set takes to prepare: first build, then from the cache.

A generated set (``-T problem_set=9v4c -T problem_seed=7``) is built when the task starts
and kept in the cache folder (``datasets/_kcoloring_cache.py``). This builds it into a
temporary cache folder, then loads it again, and prints wall-clock and CPU seconds of each:
the first is what a first run waits for, the second what every later run waits for.

    python benchmarks/kcoloring_generated.py [--set 9v4c] [--seed 7]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from ramsey_inspect.datasets._kcoloring_cache import CACHE_ENV
from ramsey_inspect.datasets.kcoloring import load_problem_set


def _timed(name: str, seed: int) -> tuple[int, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    problems = load_problem_set(name, seed=seed)
    return len(problems), time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", default="9v4c", help="a generated set (default 9v4c)")
    parser.add_argument("--seed", type=int, default=7, help="its problem_seed (default 7)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        os.environ[CACHE_ENV] = cache
        for label in ("first build", "from the cache"):
            count, wall, cpu = _timed(args.set, args.seed)
            print(f"{args.set} seed {args.seed}, {label}: {count} problems, "
                  f"{wall:.2f} s wall, {cpu:.2f} s CPU")  # fmt: skip


if __name__ == "__main__":
    main()
