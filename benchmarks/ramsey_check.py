"""How long the exact Ramsey check takes on the published 2026 witnesses, against a plain search.

For each witness (the two Apache-2.0 ones from ypwang61/ScaleAutoResearch-Ramsey, kept in
tests/core/data/) it prints, in CPU seconds (``time.process_time``, best of the repeats):

- ``plain``: the reference, a plain pure-Python bitset branch and bound with a greedy-colouring
  bound (Tomita's MCQ, written out below) that computes the clique number of each colour
  graph; the witness is valid when every clique number is below its forbidden size;
- ``check``: ``check_colouring`` with its default budget, and the work units it counted;
- the ratio check / plain (the target is at most 0.5);
- one-edge mutants under the default budget: entries flipped at random (seeded; most add an
  edge to these sparse graphs), and near misses that surely break the witness (an edge that
  completes a K_s, or the removal of an edge that completes an independent t-set, see
  ``near_misses``): their verdicts and the median and slowest rejection times.

Both searches run in the same process, one after the other, so load on the machine affects
both alike; the ratio is the figure to read.

    python benchmarks/ramsey_check.py [--repeats 2] [--mutants 10] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from pathlib import Path

from ramsey_inspect.core.ramsey_check import Colouring, check_colouring

DATA = Path(__file__).resolve().parent.parent / "tests" / "core" / "data"
WITNESSES = (
    ("R(3,17) >= 93", "ramsey_3_17_n92.txt", (3, 17)),
    ("R(4,15) >= 160", "ramsey_4_15_n159.txt", (4, 15)),
)


def load(name: str) -> Colouring:
    lines = (DATA / name).read_text().splitlines()
    return tuple(tuple(int(x) for x in line.split()) for line in lines if line.strip())


def plain_clique_number(adj: list[int]) -> int:
    """The reference: MCQ-style maximum clique on bitsets, greedy colouring as the bound."""
    best = 0

    def expand(size: int, cand: int) -> None:
        nonlocal best
        order: list[int] = []
        colours: list[int] = []
        uncoloured = cand
        colour = 0
        while uncoloured:
            colour += 1
            free = uncoloured
            while free:
                low = free & -free
                v = low.bit_length() - 1
                free &= ~adj[v]
                free &= ~low
                uncoloured &= ~low
                order.append(v)
                colours.append(colour)
        for i in range(len(order) - 1, -1, -1):
            if size + colours[i] <= best:
                return
            v = order[i]
            inner = cand & adj[v]
            if inner:
                expand(size + 1, inner)
            elif size + 1 > best:
                best = size + 1
            cand &= ~(1 << v)

    expand(0, (1 << len(adj)) - 1)
    return best


def plain_check(colouring: Colouring, sizes: tuple[int, int]) -> bool:
    """Valid by the reference: the graph's and its complement's clique numbers are small enough."""
    n = len(colouring)
    for digit, size in ((1, sizes[0]), (0, sizes[1])):
        adj = [
            sum(1 << j for j in range(n) if j != i and colouring[i][j] == digit) for i in range(n)
        ]
        if plain_clique_number(adj) >= size:
            return False
    return True


def cpu(fn, repeats: int):  # type: ignore[no-untyped-def]
    best = float("inf")
    result = None
    for _ in range(repeats):
        start = time.process_time()
        result = fn()
        best = min(best, time.process_time() - start)
    return best, result


def flip(colouring: Colouring, u: int, v: int) -> Colouring:
    rows = [list(row) for row in colouring]
    rows[u][v] = rows[v][u] = 1 - rows[u][v]
    return tuple(tuple(row) for row in rows)


def near_misses(colouring: Colouring, sizes: tuple[int, int], count: int) -> dict[str, list]:
    """One-edge changes that surely break the witness, ``count`` of each kind.

    "edge added": a K_{s-1} the checker finds plus a vertex x joined to all of it but y; adding
    xy completes a K_s. "edge removed": an independent (t-1)-set plus a vertex x with exactly
    one neighbour y in it; removing xy completes an independent t-set. These are the hard
    rejections: the graph stays a near-witness with few forbidden cliques, all through x and y.
    """
    kinds: dict[str, list] = {}
    for label, smaller, digit in (
        ("edge added", (sizes[0] - 1, sizes[1]), 1),
        ("edge removed", (sizes[0], sizes[1] - 1), 0),
    ):
        part = check_colouring(colouring, smaller).clique or ()
        kinds[label] = []
        for x in range(len(colouring)):
            others = [y for y in part if colouring[x][y] != digit]
            if x not in part and len(others) == 1 and len(kinds[label]) < count:
                kinds[label].append((x, others[0]))
    return kinds


def time_rejections(colouring: Colouring, sizes: tuple[int, int], pairs: list, label: str) -> None:
    statuses: Counter[str] = Counter()
    times = []
    for u, v in pairs:
        mutant = flip(colouring, u, v)
        seconds, verdict = cpu(lambda m=mutant: check_colouring(m, sizes), 1)
        statuses[verdict.status] += 1
        if verdict.status == "invalid":
            times.append(seconds)
            clique, digit = verdict.clique, verdict.colour
            assert clique is not None
            assert digit is not None
            assert len(clique) == sizes[1 - digit]
            assert all(mutant[a][b] == digit for a in clique for b in clique if a != b)
    times.sort()
    spread = (
        f"median {statistics.median(times):.3f} s, max {times[-1]:.3f} s, "
        f"{sum(t < 0.1 for t in times)} under 0.1 s"
        if times
        else "none rejected"
    )
    print(f"    {len(pairs)} mutants, {label}: {dict(sorted(statuses.items()))}; {spread}")


def mutants(colouring: Colouring, sizes: tuple[int, int], count: int, seed: int) -> None:
    n = len(colouring)
    rng = random.Random(seed)
    flips = rng.sample([(u, v) for u in range(n) for v in range(u + 1, n)], count)
    time_rejections(colouring, sizes, flips, "random entries flipped")
    for label, pairs in near_misses(colouring, sizes, count).items():
        time_rejections(colouring, sizes, pairs, f"near misses, {label}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--mutants", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for title, name, sizes in WITNESSES:
        colouring = load(name)
        print(f"{title}: {len(colouring)} vertices, sizes {sizes}")
        plain_s, plain_ok = cpu(lambda c=colouring, s=sizes: plain_check(c, s), args.repeats)
        check_s, verdict = cpu(lambda c=colouring, s=sizes: check_colouring(c, s), args.repeats)
        print(
            f"    plain branch and bound: {plain_s:.2f} s ({'valid' if plain_ok else 'NOT valid'})"
        )
        print(
            f"    check_colouring:        {check_s:.2f} s ({verdict.status}, work {verdict.work:,})"
        )
        print(f"    ratio check / plain:    {check_s / plain_s:.2f}")
        mutants(colouring, sizes, args.mutants, args.seed)


if __name__ == "__main__":
    main()
