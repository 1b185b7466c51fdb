"""What plain seeded search reaches on each Ramsey cell: the line an agent has to beat.

For every selected cell up to --max-n vertices, runs ``ramsey_search.search`` (circulant
tabu search for half the steps, then tabu search over all colourings) with one seed and
step budget, and prints whether it found a valid colouring, the fewest forbidden cliques
it met, the steps used and the wall time. Nothing is asserted; the times depend on the
machine and its load, the other columns only on the seed and budget.

    python benchmarks/ramsey_search_baseline.py [--tier known,near] [--steps 400] [--work N] [--seed 0] [--max-n 60]

``--work`` bounds the counted work (clique counts and their loop turns) per cell as well; roughly a
million turns a second on the 2-core machines here.
"""

from __future__ import annotations

import argparse
import time

from ramsey_inspect.core.ramsey_cells import select_cells
from ramsey_inspect.core.ramsey_search import search


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tier", default="known,near,best")
    parser.add_argument("--cells", default=None)
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--work", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-n", type=int, default=60)
    args = parser.parse_args()
    print(f"steps={args.steps} work={args.work} seed={args.seed}")
    print(
        f"{'cell':<18} {'tier':<6} {'found':<6} {'best':>6} {'steps':>7} {'work':>11} "
        f"{'method':<10} {'seconds':>8}"
    )
    for cell in select_cells(args.tier, args.cells):
        if cell.n > args.max_n:
            continue
        start = time.perf_counter()
        result = search(cell.sizes, cell.n, seed=args.seed, steps=args.steps, work=args.work)
        seconds = time.perf_counter() - start
        found = "yes" if result.colouring is not None else "no"
        print(
            f"{cell.id:<18} {cell.tier:<6} {found:<6} {result.best_conflicts:>6} {result.steps_used:>7} "
            f"{result.work_used:>11} {result.method:<10} {seconds:>8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
