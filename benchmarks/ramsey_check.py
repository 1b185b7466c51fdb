"""How long the exact Ramsey check takes on the witnesses the package holds, against a plain search.

For each witness (the published ones shipped in data/ramsey_bounds/ and the constructions held
for the best-tier cells, e.g. R(3,17) n=92, R(4,15) n=159, R(8,10) n=344) it prints, in CPU
seconds (``time.process_time``, best of the repeats):

- ``plain``: the reference, a plain pure-Python bitset branch and bound with a greedy-colouring
  bound (Tomita's MCQ, written out below) that computes the clique number of each colour
  graph; the witness is valid when every clique number is below its forbidden size;
- ``check``: ``check_colouring`` with its default budget, and the work units it counted;
- the ratio check / plain (the target is at most 0.5);
- one-edge flips under the default budget, ``--flips`` entries chosen at random (seeded), each
  timed (best of the repeats): the median and the worst CPU time of the rejections and the
  worst over 0.1 s (the target is at most 1), as the scorer checks them (the held
  constructions passed as references, so a near copy of one is searched through the changed
  entry first). A flip that creates no forbidden clique is valid, needs a whole proof, and
  is counted apart;
- renumbered flips: ``--flips`` times, a seeded random renumbering of the witness's vertices
  with one random entry flipped, checked as the scorer checks them (with the references,
  which no longer line up: the fast pass finds the changed entry by isomorphism invariants),
  the median and the worst CPU time of the rejections. With ``--before REV`` the checker as
  it was at git revision REV is timed on the same colourings, in turns with the current one,
  and on the witness's proof too (``before`` lines), so both figures come from one run;
- near misses that surely break the witness (an edge that completes a K_s, or the removal of
  an edge that completes an independent t-set, see ``near_misses``), as the scorer checks them.

Both searches run in the same process, one after the other, so load on the machine affects
both alike; the ratio is the figure to read.

    python benchmarks/ramsey_check.py [--repeats 2] [--flips 30] [--seed 0] [--only R(3,17)]
        [--no-proof] [--before 45d726a]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
import types
from collections import Counter
from collections.abc import Callable

from _revision import source_at

from ramsey_inspect.core.ramsey_cells import CELLS
from ramsey_inspect.core.ramsey_check import Colouring, check_colouring
from ramsey_inspect.core.ramsey_constructions import known_constructions, reference_colourings


def witnesses() -> list[tuple[str, Colouring, tuple[int, int]]]:
    """The held constructions for the best-tier cells, on exactly the cell's n vertices."""
    found = []
    for cell in CELLS:
        if cell.tier != "best" or len(cell.sizes) != 2:
            continue
        for c in known_constructions(cell.sizes):
            if c.n == cell.n:
                found.append((f"{c.name} {cell.id}", c.colouring, (c.sizes[0], c.sizes[1])))
    return found


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


def time_rejections(
    colouring: Colouring,
    sizes: tuple[int, int],
    pairs: list,
    label: str,
    repeats: int,
    references: tuple[Colouring, ...],
) -> None:
    statuses: Counter[str] = Counter()
    times = []
    for u, v in pairs:
        mutant = flip(colouring, u, v)
        seconds, verdict = cpu(
            lambda m=mutant: check_colouring(m, sizes, references=references), repeats
        )
        statuses[verdict.status] += 1
        if verdict.status == "invalid":
            times.append(seconds)
            clique, digit = verdict.clique, verdict.colour
            assert clique is not None
            assert digit is not None
            assert len(clique) == sizes[1 - digit]
            assert all(mutant[a][b] == digit for a in clique for b in clique if a != b)
            assert u in clique
            assert v in clique
    times.sort()
    spread = (
        f"median {statistics.median(times):.3f} s, worst {times[-1]:.3f} s "
        f"(worst / 0.1 s = {times[-1] / 0.1:.2f}), {sum(t < 0.1 for t in times)} under 0.1 s"
        if times
        else "none rejected"
    )
    print(f"    {len(pairs)} {label}: {dict(sorted(statuses.items()))}; {spread}")


def relabel(colouring: Colouring, seed: int) -> Colouring:
    n = len(colouring)
    perm = list(range(n))
    random.Random(seed).shuffle(perm)
    return tuple(tuple(colouring[perm[i]][perm[j]] for j in range(n)) for i in range(n))


PREFIX = "ramsey_inspect.core.ramsey_"
"""The core modules of the checker, loaded from the revision compared with."""


def checker_at(rev: str) -> types.ModuleType:
    """The module ``ramsey_inspect.core.ramsey_check`` as it was at git revision ``rev``.

    The core modules it imports that start with ``ramsey_`` (the near-copy passes and the
    clique search, split out of it after f5f3bc0) are taken from ``rev`` too; they stand in
    for the current ones in ``sys.modules`` only while ``rev``'s modules are run.
    """
    loaded: dict[str, types.ModuleType] = {}
    saved = {name: module for name, module in sys.modules.items() if name.startswith(PREFIX)}
    try:
        return _module_at(rev, "ramsey_check", loaded)
    finally:
        for name in loaded:
            sys.modules.pop(name, None)
        sys.modules.update(saved)


def _module_at(rev: str, name: str, loaded: dict[str, types.ModuleType]) -> types.ModuleType:
    """``ramsey_inspect.core.<name>`` at ``rev``, after the ``ramsey_*`` core modules it imports."""
    full = f"ramsey_inspect.core.{name}"
    if full in loaded:
        return loaded[full]
    source = source_at(rev, f"src/ramsey_inspect/core/{name}.py")
    for other in sorted(set(re.findall(rf"^from {re.escape(PREFIX)}(\w+) import", source, re.M))):
        if other not in ("cells", "constructions"):  # data, not the checker
            _module_at(rev, f"ramsey_{other}", loaded)
    module = types.ModuleType(f"{name}_at_{rev}")
    sys.modules[full] = loaded[full] = module  # its own imports and dataclasses look it up
    sys.modules[module.__name__] = module
    exec(compile(source, f"{rev}:{name}.py", "exec"), module.__dict__)
    return module


def renumbered_flips(
    colouring: Colouring,
    sizes: tuple[int, int],
    count: int,
    seed: int,
    repeats: int,
    before: types.ModuleType | None,
) -> None:
    """Time ``count`` seeded renumbered one-entry flips, now and (``before``) at a revision."""
    n = len(colouring)
    references = reference_colourings(sizes, n)
    checkers: list[tuple[str, Callable[..., object]]] = [("after", check_colouring)]
    if before is not None:
        checkers.append(("before", before.check_colouring))
    times: dict[str, list[float]] = {label: [] for label, _ in checkers}
    statuses: Counter[str] = Counter()
    for i in range(count):
        rng = random.Random(seed * 1_000_003 + i)
        u, v = sorted(rng.sample(range(n), 2))
        mutant = flip(relabel(colouring, rng.randrange(2**32)), u, v)
        for label, check in checkers if i % 2 else checkers[::-1]:  # in turns
            seconds, verdict = cpu(
                lambda c=check, m=mutant: c(m, sizes, references=references),
                repeats,
            )
            if label == "after":
                statuses[verdict.status] += 1
            if verdict.status == "invalid":
                times[label].append(seconds)
                assert verdict.clique is not None
                assert u in verdict.clique
                assert v in verdict.clique
                assert all(
                    mutant[a][b] == verdict.colour
                    for a in verdict.clique
                    for b in verdict.clique
                    if a != b
                )
    print(f"    {count} renumbered flips: {dict(sorted(statuses.items()))}")
    for label, spent in times.items():
        spent.sort()
        print(
            f"      {label:6} median {statistics.median(spent):.3f} s, worst {spent[-1]:.3f} s, "
            f"{sum(t < 0.1 for t in spent)} of {len(spent)} under 0.1 s"
            if spent
            else f"      {label:6} none rejected",
            flush=True,
        )


def mutants(
    colouring: Colouring,
    sizes: tuple[int, int],
    count: int,
    seed: int,
    repeats: int,
    before: types.ModuleType | None,
) -> None:
    n = len(colouring)
    references = reference_colourings(sizes, n)
    flips = random.Random(seed).sample([(u, v) for u in range(n) for v in range(u + 1, n)], count)
    time_rejections(colouring, sizes, flips, "random flips, as held", repeats, references)
    renumbered_flips(colouring, sizes, count, seed, repeats, before)
    for label, pairs in near_misses(colouring, sizes, 10).items():
        time_rejections(colouring, sizes, pairs, f"near misses, {label}", repeats, references)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--flips", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", action="append", help="witnesses whose name has this text")
    parser.add_argument("--no-proof", action="store_true", help="time the flips only")
    parser.add_argument(
        "--before", metavar="REV", help="also time the checker at this git revision"
    )
    args = parser.parse_args()
    before = checker_at(args.before) if args.before else None
    for title, colouring, sizes in witnesses():
        if args.only and not any(text in title for text in args.only):
            continue
        print(f"{title}: {len(colouring)} vertices, sizes {sizes}", flush=True)
        if not args.no_proof:
            plain_s, plain_ok = cpu(lambda c=colouring, s=sizes: plain_check(c, s), args.repeats)
            check_s, verdict = cpu(
                lambda c=colouring, s=sizes: check_colouring(
                    c, s, references=reference_colourings(s, len(c))
                ),
                args.repeats,
            )
            print(
                f"    plain branch and bound: {plain_s:.2f} s "
                f"({'valid' if plain_ok else 'NOT valid'})"
            )
            print(
                f"    check_colouring:        {check_s:.2f} s "
                f"({verdict.status}, work {verdict.work:,})"
            )
            print(f"    ratio check / plain:    {check_s / plain_s:.2f}", flush=True)
            if before is not None:
                before_s, verdict = cpu(
                    lambda c=colouring, s=sizes: before.check_colouring(
                        c, s, references=reference_colourings(s, len(c))
                    ),
                    args.repeats,
                )
                print(
                    f"    before ({args.before}):       {before_s:.2f} s "
                    f"({verdict.status}, work {verdict.work:,})"
                )
        mutants(colouring, sizes, args.flips, args.seed, args.repeats, before)


if __name__ == "__main__":
    main()
