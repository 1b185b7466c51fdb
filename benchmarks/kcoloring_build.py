"""How long building the five k-coloring sets takes, against a per-trial Python loop.

Builds every paper set as `python -m ramsey_inspect.datasets.kcoloring build` does
(chromatic number, 10,000 greedy trials and exact greedy score per colorable problem,
witness coloring), then times the straightforward way of estimating g -- 10,000 calls
of a plain Python greedy run per problem -- on a spread-out subset and extrapolates.

    python benchmarks/kcoloring_build.py [--subset 20]
"""

from __future__ import annotations

import argparse
import random
import time

from ramsey_inspect.core.greedy import GREEDY_TRIALS, greedy_run
from ramsey_inspect.core.problem_sets import PAPER_SETS, build_problem_set
from ramsey_inspect.datasets.kcoloring import dumps_problem_set


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--subset", type=int, default=20, help="colorable problems per set for the loop"
    )
    args = parser.parse_args()

    total_problems = 0
    colorable: dict[str, list] = {}
    start = time.perf_counter()
    for name in PAPER_SETS:
        t0 = time.perf_counter()
        problems = build_problem_set(name)
        dumps_problem_set(problems)
        seconds = time.perf_counter() - t0
        total_problems += len(problems)
        colorable[name] = [p for p in problems if p.colorable]
        print(
            f"{name}: {len(problems):5d} problems, {len(colorable[name]):4d} colorable, {seconds:6.2f} s"
        )
    wall = time.perf_counter() - start
    print(
        f"all five sets: {total_problems} problems in {wall:.2f} s ({total_problems / wall:.0f} problems/s)"
    )

    loop_estimate = 0.0
    for name, problems in colorable.items():
        step = max(1, len(problems) // args.subset)
        sample = problems[::step][: args.subset]
        rng = random.Random(0)
        t0 = time.perf_counter()
        for p in sample:
            for _ in range(GREEDY_TRIALS):
                greedy_run(p.n, p.edges, p.k, rng)
        per_problem = (time.perf_counter() - t0) / len(sample)
        loop_estimate += per_problem * len(problems)
        print(f"{name}: per-trial loop {per_problem * 1000:7.1f} ms per colorable problem")
    print(f"per-trial loop, extrapolated to all colorable problems: {loop_estimate:.1f} s")
    print(f"ratio loop / package build: {loop_estimate / wall:.1f}x")


if __name__ == "__main__":
    main()
