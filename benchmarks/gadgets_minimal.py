"""How long the minimal-gadget search takes, and whether exhaustive enumeration agrees.

1. Builds the minimal solutions of all 70 paper problems from scratch (one process, then
   ``--jobs`` processes through ``ramsey-inspect gadgets build``'s code), printing per
   problem the size found and the seconds, where the time goes by vertex count, and the
   slowest problems. Minimality must come out proven for all 70.
2. Compares the sizes with the paper's statements about its own minimal solutions.
3. Cross-checks against the slow way: every graph on up to ``--crosscheck`` vertices
   (networkx's atlas holds all graphs up to 7), every good coloring listed by SAT, every
   designation checked on the list. The smallest size found that way must equal the
   search's wherever it is within reach, and exceed the reach otherwise.

    python benchmarks/gadgets_minimal.py [--jobs 2] [--crosscheck 7]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

import networkx as nx
import numpy as np

from ramsey_inspect.core.gadget_search import minimal_gadget
from ramsey_inspect.core.gadgets import verify_gadget
from ramsey_inspect.core.ramsey import GoodColorings
from ramsey_inspect.datasets.gadget_build import build
from ramsey_inspect.datasets.gadget_solutions import MAX_N
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "core"))
from gadget_bruteforce import has_gadget  # noqa: E402  (the tests' definition check)


def search_all(problems: list[GadgetProblem]) -> dict[str, int | None]:
    """Search every problem in this process; print the time per problem and per n."""
    by_n: dict[int, float] = defaultdict(float)
    rows = []
    sizes: dict[str, int | None] = {}
    start = time.perf_counter()
    for p in problems:
        out = minimal_gadget(p.f, p.h, p.gadget_type, MAX_N)
        assert out.gadget is not None, p.id
        assert verify_gadget(p.f, p.h, p.gadget_type, out.gadget).valid, p.id
        for step in out.steps:
            by_n[step.n] += step.seconds
        rows.append((out.seconds, p.id, out.min_vertices, out.proven))
        sizes[p.id] = out.min_vertices
    total = time.perf_counter() - start
    print(f"{'problem':<36} {'n':>3} {'proven':>7} {'seconds':>9}")
    for seconds, pid, n, proven in rows:
        print(f"{pid:<36} {n:>3} {str(proven):>7} {seconds:>9.3f}")
    proven = sum(r[3] for r in rows)
    print(f"\none process: {len(rows)} problems in {total:.2f}s, minimality proven for {proven}")
    print(
        "time by vertex count searched (all problems): "
        + ", ".join(f"n={n}: {s:.2f}s" for n, s in sorted(by_n.items()))
    )
    print("slowest: " + ", ".join(f"{pid} {s:.2f}s" for s, pid, _, _ in sorted(rows)[-5:][::-1]))
    return sizes


def compare_with_paper(sizes: dict[str, int | None]) -> None:
    """The paper: all <= 10, the largest is 10, exactly 8 need >= 8, (K1,3,K4) determiners."""
    values = [v for v in sizes.values() if v is not None]
    big = sorted(pid for pid, v in sizes.items() if v is not None and v >= 8)
    print("\nminimal sizes: " + ", ".join(f"{n}: {c}" for n, c in sorted(Counter(values).items())))
    print(f"largest: {max(values)} (paper: 10); at most 10 for all: {max(values) <= 10}")
    print(f"problems needing >= 8 vertices: {len(big)} (paper: exactly 8): {', '.join(big)}")
    largest = sorted(pid for pid, v in sizes.items() if v == max(values))
    print(f"largest ones: {', '.join(largest)}")


def crosscheck(problems: list[GadgetProblem], sizes: dict[str, int | None], reach: int) -> None:
    """Smallest sizes by listing every graph, coloring and designation up to ``reach``."""
    start = time.perf_counter()
    graphs = [
        (g.number_of_nodes(), sorted((min(a, b), max(a, b)) for a, b in g.edges()))
        for g in nx.graph_atlas_g()
        if 2 <= g.number_of_nodes() <= reach and g.number_of_edges() > 0
    ]
    pairs: dict[tuple[str, str], list[GadgetProblem]] = defaultdict(list)
    for p in problems:
        pairs[(p.f.name, p.h.name)].append(p)
    found: dict[str, int | None] = {p.id: None for p in problems}
    for group in pairs.values():
        f, h = group[0].f, group[0].h
        for n, edges in graphs:
            open_ = [p for p in group if found[p.id] is None]
            if not open_:
                break
            with GoodColorings(f, h, n, edges) as good:
                colorings = list(good.enumerate())
            red = np.array([[e in c for e in good.edges] for c in colorings], dtype=bool)
            red = red.reshape(len(colorings), len(good.edges))
            incidence = np.zeros((len(good.edges), n), dtype=np.int64)
            for i, (a, b) in enumerate(good.edges):
                incidence[i, a] = incidence[i, b] = 1
            degree = red.astype(np.int64) @ incidence
            for p in open_:
                if has_gadget(red, degree, p.gadget_type, f.star_size):
                    found[p.id] = n
    seconds = time.perf_counter() - start
    agree = [
        p.id
        for p in problems
        if found[p.id] == sizes[p.id] or (found[p.id] is None and (sizes[p.id] or 0) > reach)
    ]
    print(
        f"\nexhaustive check over all {len(graphs)} graphs on 2..{reach} vertices: "
        f"{seconds:.1f}s; agrees with the search on {len(agree)}/{len(problems)} problems"
    )
    for p in problems:
        if p.id not in agree:
            print(f"  DISAGREES {p.id}: enumeration {found[p.id]}, search {sizes[p.id]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--crosscheck", type=int, default=7, help="0 to skip; at most 7")
    args = parser.parse_args()
    problems = gadget_problems(parse_pairs("paper"))
    sizes = search_all(problems)
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        records = build(problems, Path(tmp) / "minimal.jsonl", jobs=args.jobs, show_progress=False)
        wall = time.perf_counter() - start
    proven = sum(r["minimality_proven"] for r in records.values())
    print(f"build with {args.jobs} jobs: {wall:.2f}s wall, minimality proven for {proven}/70")
    compare_with_paper(sizes)
    if args.crosscheck:
        crosscheck(problems, sizes, min(args.crosscheck, 7))


if __name__ == "__main__":
    main()
