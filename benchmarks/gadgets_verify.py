"""How long verifying a gadget answer takes: incremental SAT against listing all colorings.

Draws random answers (6-10 vertices, G(n, p) graphs, random designations) over the
paper's 13 pairs (F in {P3, K1,3}, H in {K3, K1,3, P4, TK3, C4, K4-e, K4}, F != H) and
the gadget types each pair has in the dataset (no hardness gadgets for the four
polynomial pairs), then times per answer, copy finding and CNF building included:

- ``verify_gadget``: a handful of incremental SAT calls under assumptions;
- an enumeration verifier, as the paper did for hardness gadgets: list every good
  coloring with ``GoodColorings.enumerate`` and check the definition on the list.

The two must agree on every answer. Last, the worst case the answer cap allows: a random
30-vertex, 200-edge graph with F = K1,3 and H = K4, every type.

    python benchmarks/gadgets_verify.py [--answers 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import gc
import itertools
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from ramsey_inspect.core.gadget_answer import MAX_EDGES, MAX_VERTICES
from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    GADGET_TYPES,
    HARDNESS_TYPES,
    Gadget,
    GadgetVerdict,
    roles,
    verify_gadget,
)
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
from ramsey_inspect.core.ramsey import GoodColorings, pattern_copies

F_NAMES = ("P3", "K1,3")
H_NAMES = ("K3", "K1,3", "P4", "TK3", "C4", "K4-e", "K4")
POLYNOMIAL = {("P3", "K3"), ("P3", "K1,3"), ("P3", "P4"), ("P3", "TK3")}
PROBLEMS = [
    (f, h, kind)
    for f in F_NAMES
    for h in H_NAMES
    if f != h
    for kind in GADGET_TYPES
    if not (kind in HARDNESS_TYPES and (f, h) in POLYNOMIAL)
]
ENUMERATION_CAP = 1_000_000
"""Colorings listed per answer at most (the enumeration verifier gives up beyond)."""


def random_answer(rng: random.Random, kind: str, n: int, edges: list[Edge]) -> Gadget:
    names = roles(kind)
    if kind in EDGE_ROLES:
        values: list[Edge | int] = list(rng.sample(edges, len(names)))
    else:
        values = list(rng.sample(range(n), len(names)))
    return Gadget(n, tuple(edges), dict(zip(names, values, strict=True)))


def random_graph(rng: random.Random, n: int, min_edges: int) -> list[Edge]:
    p = rng.uniform(0.25, 0.75)
    pairs = list(itertools.combinations(range(n), 2))
    edges = [e for e in pairs if rng.random() < p]
    while len(edges) < min_edges:
        edges = sorted(set(edges) | {rng.choice(pairs)})
    return edges


def verify_by_enumeration(f: NamedGraph, h: NamedGraph, kind: str, g: Gadget) -> GadgetVerdict:
    """The definitions checked on the full list of good colorings (red-edge sets)."""
    with GoodColorings(f, h, g.n, g.edges) as good:
        colorings = list(itertools.islice(good.enumerate(), ENUMERATION_CAP + 1))
    if len(colorings) > ENUMERATION_CAP:
        raise OverflowError(f"more than {ENUMERATION_CAP} good colorings")

    def fail(code: str) -> GadgetVerdict:
        return GadgetVerdict(False, code, code)

    ok = GadgetVerdict(True, "valid", "valid")
    d = g.designated
    if kind in ("red_determiner", "blue_determiner", "positive_sender", "negative_sender"):
        if not colorings:
            return fail("not_good")
        e = d["e"]
        e_red = [e in c for c in colorings]
        if kind == "red_determiner":
            return ok if all(e_red) else fail("e_can_be_blue")
        if kind == "blue_determiner":
            return fail("e_can_be_red") if any(e_red) else ok
        if not any(e_red):
            return fail("e_never_red")
        if all(e_red):
            return fail("e_never_blue")
        f_red = [d["f"] in c for c in colorings]
        same = kind == "positive_sender"
        forced = all((a == b) == same for a, b in zip(e_red, f_red, strict=True))
        return ok if forced else fail("colors_not_forced")

    def red_degree(c: frozenset[Edge], v: object) -> int:
        return sum(v in edge for edge in c)

    if kind == "clause":
        if not colorings:
            return fail("not_good")
        names = roles(kind)
        realised = {tuple(red_degree(c, d[r]) == 0 for r in names) for c in colorings}
        if (True, True, True) in realised:
            return fail("all_enforced_possible")
        if len(realised) < 7:
            return fail("combination_unrealisable")
        return ok
    k = f.star_size
    assert k is not None
    states = [tuple(red_degree(c, d[r]) == k - 1 for r in ("u1", "u2", "n1")) for c in colorings]
    if any(not (u1 and u2) and not n1 for u1, u2, n1 in states):
        return fail("condition_1")
    if not any(not u1 and not u2 for u1, u2, _ in states):
        return fail("condition_3")
    if not any(not n1 for _, _, n1 in states):
        return fail("condition_4")
    return ok


def timed(fn: Callable[[], GadgetVerdict]) -> tuple[float, GadgetVerdict]:
    """Milliseconds of one call, with the garbage of earlier calls collected beforehand."""
    gc.collect()
    start = time.perf_counter()
    out = fn()
    return (time.perf_counter() - start) * 1000, out


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    graphs = {name: parse_graph(name) for name in F_NAMES + H_NAMES}

    answers = []
    for _ in range(args.answers):
        f, h, kind = rng.choice(PROBLEMS)
        n = rng.randint(6, 10)
        edges = random_graph(rng, n, 2)
        answers.append((graphs[f], graphs[h], kind, random_answer(rng, kind, n, edges)))

    # Warm up: the search plan of each pattern (automorphisms) is computed once and cached.
    for graph in graphs.values():
        pattern_copies(graph, 4, [(0, 1), (1, 2), (2, 3)])
    verify_gadget(*answers[0])

    sat_ms, enum_ms, copies_ms = [], [], []
    verdicts: Counter[str] = Counter()
    gave_up = 0
    slowest: tuple[float, str] = (0.0, "")
    for f, h, kind, g in answers:
        gc.collect()
        start = time.perf_counter()
        pattern_copies(f, g.n, g.edges)
        pattern_copies(h, g.n, g.edges)
        copies_ms.append((time.perf_counter() - start) * 1000)
        ms, verdict = timed(lambda f=f, h=h, kind=kind, g=g: verify_gadget(f, h, kind, g))
        sat_ms.append(ms)
        verdicts[f"{kind}:{verdict.code}"] += 1
        if ms > slowest[0]:
            slowest = (ms, f"({f.name},{h.name}) {kind}, {g.n} vertices, {len(g.edges)} edges")
        try:
            ms2, other = timed(
                lambda f=f, h=h, kind=kind, g=g: verify_by_enumeration(f, h, kind, g)
            )
        except OverflowError:
            gave_up += 1
            continue
        enum_ms.append(ms2)
        assert other.code == verdict.code, (f.name, h.name, kind, g, verdict, other)

    valid = sum(v for k, v in verdicts.items() if k.endswith(":valid"))
    print(f"{len(answers)} random answers over {len(PROBLEMS)} problems; {valid} valid")
    print(
        f"copy finding (F and H)      median {statistics.median(copies_ms):7.3f} ms"
        f"   p99 {pct(copies_ms, 0.99):8.3f} ms   max {max(copies_ms):8.3f} ms"
    )
    print(
        f"verify_gadget (SAT)         median {statistics.median(sat_ms):7.3f} ms"
        f"   p99 {pct(sat_ms, 0.99):8.3f} ms   max {max(sat_ms):8.3f} ms"
    )
    print(f"   slowest: {slowest[1]}")
    print(
        f"enumerate-all verifier      median {statistics.median(enum_ms):7.3f} ms"
        f"   p99 {pct(enum_ms, 0.99):8.3f} ms   max {max(enum_ms):8.3f} ms"
        + (f"   ({gave_up} answers over {ENUMERATION_CAP} colorings skipped)" if gave_up else "")
    )
    print(
        f"ratio enumerate / SAT       median {statistics.median(enum_ms) / statistics.median(sat_ms):7.1f}x"
        f"   p99 {pct(enum_ms, 0.99) / pct(sat_ms, 0.99):6.1f}x"
        f"   total {sum(enum_ms) / sum(sat_ms):6.1f}x"
    )
    print("both verifiers agree on every verdict")

    wrng = random.Random(args.seed + 1)
    n = MAX_VERTICES
    pairs = list(itertools.combinations(range(n), 2))
    edges = sorted(wrng.sample(pairs, MAX_EDGES))
    f, h = graphs["K1,3"], graphs["K4"]
    start = time.perf_counter()
    copies = len(pattern_copies(f, n, edges)), len(pattern_copies(h, n, edges))
    build = (time.perf_counter() - start) * 1000
    print(
        f"\nworst case allowed by the cap: {n} vertices, {MAX_EDGES} edges, F = K1,3, H = K4"
        f" ({copies[0]} copies of F, {copies[1]} of H; copy finding {build:.1f} ms)"
    )
    for kind in GADGET_TYPES:
        g = random_answer(wrng, kind, n, edges)
        ms, verdict = timed(lambda kind=kind, g=g: verify_gadget(f, h, kind, g))
        print(f"  {kind:16s} {ms:8.1f} ms  {verdict.code}")


if __name__ == "__main__":
    main()
