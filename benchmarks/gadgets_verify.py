"""How long verifying a gadget answer takes, and that it stays bounded for any accepted pair.

Five measurements, each printed as figures (run on an idle machine; other load skews the
times, never the verdicts: the budget counts work, and its wall-clock safety net raising
``TimeLimitExceeded`` would stop this script):

1. Random answers (6-10 vertices, G(n, p) graphs, random designations) over the paper's 13
   pairs (F in {P3, K1,3}, H in {K3, K1,3, P4, TK3, C4, K4-e, K4}, F != H) and the types
   each pair has in the dataset: ``verify_gadget`` under the scorer's budget against an
   enumeration verifier (every good coloring listed, as the paper did for hardness
   gadgets). The two must agree on every answer.
2. Near misses with 10 or more vertices: each shipped minimal gadget with one edit (an edge
   removed or added, or a pendant vertex), timed with ``verify_gadget`` and with an
   independent, straightforward SAT check of the same candidates (copies found by trying
   every vertex subset against every labelled copy, one Glucose instance per answer).
   Each answer is timed three times and the fastest run kept. The two must agree.
3. The paper's 13 pairs with dense answers at the cap (30 vertices, up to 200 edges),
   every type: the worst time per answer.
4. Large user pairs (patterns up to 8 vertices) with the same dense answers: the bounded
   worst case (the time the budget's counts allow), how many answers the budget left
   unsettled, and the peak memory.
5. The multiround tool at its cap (12 vertices, 40 edges) for the same large pairs.

    python benchmarks/gadgets_verify.py [--answers 1000] [--seed 0] [--sections 1,2,3,4,5]
"""

from __future__ import annotations

import argparse
import gc
import itertools
import multiprocessing
import random
import resource
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache

from pysat.solvers import Glucose4

from ramsey_inspect.core.gadgets import (
    BUDGET_CODE,
    EDGE_ROLES,
    GADGET_TYPES,
    HARDNESS_TYPES,
    MAX_EDGES,
    MAX_VERTICES,
    Gadget,
    GadgetVerdict,
    roles,
    verify_gadget,
)
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
from ramsey_inspect.core.ramsey import DEFAULT_BUDGET, GoodColorings, pattern_copies
from ramsey_inspect.datasets.gadget_solutions import DATA_PATH, read_records, record_solution
from ramsey_inspect.tools.gadgets import (
    TOOL_MAX_EDGES,
    TOOL_MAX_VERTICES,
    list_good_colorings,
)

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
LARGE_PAIRS = (
    "P3:P8",
    "K1,3:C8",
    "P3:K8",
    "K1,7:P8",
    "C5:K1,7",
    "K2,3:C7",
    "K4,4:P8",
    "P8:C8",
    "K7:K8",
)
"""User pairs with large F or H (8 vertices is the most a pattern may have)."""
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


# -- an independent, straightforward SAT check -----------------------------------------------


@lru_cache(maxsize=None)
def labelled_copies(p: int, edges: tuple[Edge, ...]) -> list[tuple[Edge, ...]]:
    """The distinct edge sets of the pattern on vertices 0..p-1 (over all p! labellings)."""
    out = set()
    for perm in itertools.permutations(range(p)):
        out.add(frozenset((min(perm[a], perm[b]), max(perm[a], perm[b])) for a, b in edges))
    return [tuple(sorted(c)) for c in out]


def independent_code(f: NamedGraph, h: NamedGraph, kind: str, g: Gadget) -> str:
    """The verdict code by the plainest encoding, sharing no code with the package's.

    A clause per copy of F or H, the copies found by trying every p-subset of vertices
    against every labelled copy of the pattern on it; then one Glucose call per question,
    under assumptions. Enforcer literals use one auxiliary per (k-1)-set of edges.
    """
    var = {e: i + 1 for i, e in enumerate(sorted(g.edges))}
    clauses = []
    for pattern, sign in ((f, -1), (h, 1)):
        shapes = labelled_copies(pattern.n, pattern.edges)
        for subset in itertools.combinations(range(g.n), pattern.n):
            for shape in shapes:
                mapped = [(subset[a], subset[b]) for a, b in shape]
                if all(e in var for e in mapped):
                    clauses.append([sign * var[e] for e in mapped])
    top = len(var)
    d = g.designated
    with Glucose4(bootstrap_with=clauses) as solver:

        def sat(*lits: int) -> bool:
            return bool(solver.solve(assumptions=list(lits)))

        if kind in EDGE_ROLES:
            if not sat():
                return "not_good"
            x = var[d["e"]]  # type: ignore[index]
            if kind == "red_determiner":
                return "e_can_be_blue" if sat(-x) else "valid"
            if kind == "blue_determiner":
                return "e_can_be_red" if sat(x) else "valid"
            if not sat(x):
                return "e_never_red"
            if not sat(-x):
                return "e_never_blue"
            y = var[d["f"]]  # type: ignore[index]
            if kind == "positive_sender":
                return "colors_not_forced" if sat(x, -y) or sat(-x, y) else "valid"
            return "colors_not_forced" if sat(x, y) or sat(-x, -y) else "valid"
        at = {v: [x for e, x in var.items() if v in e] for v in range(g.n)}
        lits = []
        for role in roles(kind):
            top += 1
            lit = top
            lits.append(lit)
            if kind == "clause":  # lit <-> no red edge at the vertex
                solver.add_clause([lit, *at[d[role]]])  # type: ignore[index]
                for x in at[d[role]]:  # type: ignore[index]
                    solver.add_clause([-lit, -x])
                continue
            k = f.star_size
            assert k is not None
            groups = []  # lit <-> some k-1 edges at the vertex are all red
            for group in itertools.combinations(at[d[role]], k - 1):  # type: ignore[index]
                solver.add_clause([lit, *(-x for x in group)])
                top += 1
                groups.append(top)
                for x in group:
                    solver.add_clause([-top, x])
            solver.add_clause([-lit, *groups])
        if kind == "clause":
            if not sat():
                return "not_good"
            if sat(*lits):
                return "all_enforced_possible"
            for combo in itertools.product((1, -1), repeat=3):
                if combo != (1, 1, 1) and not sat(
                    *(c * x for c, x in zip(combo, lits, strict=True))
                ):
                    return "combination_unrealisable"
            return "valid"
        a, b, c = lits
        if sat(-a, -c) or sat(-b, -c):
            return "condition_1"
        if not sat(-a, -b):
            return "condition_3"
        if not sat(-c):
            return "condition_4"
        return "valid"


# -- answers ----------------------------------------------------------------------------------


def near_misses(rng: random.Random) -> list[tuple[NamedGraph, NamedGraph, str, Gadget]]:
    """Shipped minimal gadgets with one edit each, kept when they have 10+ vertices."""
    out = []
    for record in read_records(DATA_PATH).values():
        gadget = record_solution(record).gadget
        if gadget is None:
            continue
        f, h = parse_graph(record["f"]), parse_graph(record["h"])
        n, edges = gadget.n, set(gadget.edges)
        fixed = {v for v in gadget.designated.values() if isinstance(v, tuple)}
        for _ in range(40):
            m, new = n, set(edges)
            edit = rng.choice(["remove", "add", "pendant"])
            if edit == "remove":
                new.discard(rng.choice(sorted(edges - fixed)))
            elif edit == "add":
                absent = [e for e in itertools.combinations(range(n), 2) if e not in edges]
                if not absent:
                    continue
                new.add(rng.choice(absent))
            else:
                new.add((rng.randrange(n), n))
                m = n + 1
            if m >= 10:
                candidate = Gadget(m, tuple(sorted(new)), dict(gadget.designated))
                out.append((f, h, record["gadget_type"], candidate))
    return out


def dense_answers(seed: int) -> Iterator[tuple[str, int, list[Edge]]]:
    """In-cap graphs as dense as the cap allows, and a few structured ones."""
    rng = random.Random(seed)
    pairs = list(itertools.combinations(range(MAX_VERTICES), 2))
    for i in range(2):
        yield (
            f"random {MAX_VERTICES}v/{MAX_EDGES}e #{i + 1}",
            MAX_VERTICES,
            sorted(rng.sample(pairs, MAX_EDGES)),
        )
    yield "K20 (190 edges)", 20, list(itertools.combinations(range(20), 2))
    yield "K10,20 (200 edges)", 30, [(a, b) for a in range(10) for b in range(10, 30)]


def designate(rng: random.Random, kind: str, n: int, edges: list[Edge]) -> Gadget:
    return random_answer(rng, kind, n, edges)


def timed(fn: Callable[[], GadgetVerdict]) -> tuple[float, GadgetVerdict]:
    """Milliseconds of one call, with the garbage of earlier calls collected beforehand."""
    gc.collect()
    start = time.perf_counter()
    out = fn()
    return (time.perf_counter() - start) * 1000, out


def best_of(fn: Callable[[], object], runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def peak_memory_mb() -> float:
    """This process's peak resident memory.

    Linux's VmHWM belongs to the process image, while ``ru_maxrss`` survives the exec of a
    spawned child and would report the parent's peak.
    """
    try:
        with open("/proc/self/status", encoding="utf-8") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def row(label: str, values: list[float]) -> str:
    return (
        f"{label:34s} median {statistics.median(values):8.3f} ms   p99 {pct(values, 0.99):8.3f} ms"
        f"   max {max(values):8.3f} ms"
    )


def types_for(f: NamedGraph) -> list[str]:
    return [k for k in GADGET_TYPES if f.star_size is not None or k not in HARDNESS_TYPES]


# -- the sections -----------------------------------------------------------------------------


def random_section(args: argparse.Namespace, graphs: dict[str, NamedGraph]) -> None:
    rng = random.Random(args.seed)
    answers = []
    for _ in range(args.answers):
        f, h, kind = rng.choice(PROBLEMS)
        n = rng.randint(6, 10)
        edges = random_graph(rng, n, 2)
        answers.append((graphs[f], graphs[h], kind, random_answer(rng, kind, n, edges)))
    verify_gadget(*answers[0], budget=DEFAULT_BUDGET)  # warm up the search plans

    sat_ms, enum_ms = [], []
    verdicts: Counter[str] = Counter()
    gave_up = 0
    for f, h, kind, g in answers:
        ms, verdict = timed(
            lambda f=f, h=h, kind=kind, g=g: verify_gadget(f, h, kind, g, budget=DEFAULT_BUDGET)
        )
        sat_ms.append(ms)
        verdicts[f"{kind}:{verdict.code}"] += 1
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
    print(f"1. {len(answers)} random answers over {len(PROBLEMS)} problems; {valid} valid")
    print(row("verify_gadget (budgeted SAT)", sat_ms))
    print(
        row("enumerate-all verifier", enum_ms)
        + (f"   ({gave_up} over {ENUMERATION_CAP:,} colorings skipped)" if gave_up else "")
    )
    print("   both verifiers agree on every verdict")


def near_miss_section(args: argparse.Namespace) -> None:
    cases = near_misses(random.Random(args.seed))
    for case in cases[:5]:
        verify_gadget(*case, budget=DEFAULT_BUDGET)
        independent_code(*case)
    ours, theirs = [], []
    kinds: Counter[str] = Counter()
    for f, h, kind, g in cases:
        code = verify_gadget(f, h, kind, g, budget=DEFAULT_BUDGET).code
        assert code == independent_code(f, h, kind, g), (f.name, h.name, kind, g)
        kinds[kind] += 1
        ours.append(
            best_of(lambda f=f, h=h, k=kind, g=g: verify_gadget(f, h, k, g, budget=DEFAULT_BUDGET))
        )
        theirs.append(best_of(lambda f=f, h=h, k=kind, g=g: independent_code(f, h, k, g)))
    print(f"\n2. {len(cases)} near misses with 10+ vertices ({dict(kinds)})")
    print(row("verify_gadget (budgeted SAT)", ours))
    print(row("independent straightforward SAT", theirs))
    print("   both agree on every verdict")


def paper_section(args: argparse.Namespace, graphs: dict[str, NamedGraph]) -> None:
    rng = random.Random(args.seed + 2)
    worst: tuple[float, str] = (0.0, "")
    times = []
    for name, n, edges in dense_answers(args.seed + 1):
        for fn, hn, kind in PROBLEMS:
            g = designate(rng, kind, n, edges)
            f, h = graphs[fn], graphs[hn]
            ms, verdict = timed(
                lambda f=f, h=h, k=kind, g=g: verify_gadget(f, h, k, g, budget=DEFAULT_BUDGET)
            )
            assert verdict.code != BUDGET_CODE, (fn, hn, kind, name)
            times.append(ms)
            if ms > worst[0]:
                worst = (ms, f"({fn},{hn}) {kind}, {name}: {verdict.code}")
    print(f"\n3. the paper's 13 pairs, {len(times)} dense answers at the cap, every type")
    print(row("verify_gadget (budgeted SAT)", times))
    print(f"   slowest: {worst[1]}; none left unsettled by the budget")


def large_section(seed: int) -> tuple[list[str], float]:
    """Run in a fresh process, so that its peak memory is its own; returns the lines."""
    rng = random.Random(seed + 3)
    lines = [f"\n4. large user pairs, dense answers at the cap, every type ({DEFAULT_BUDGET})"]
    overall: tuple[float, str] = (0.0, "")
    for pair in LARGE_PAIRS:
        f, h = (parse_graph(x) for x in pair.split(":"))
        pattern_copies(f, 3, [(0, 1), (1, 2)])  # the search plan, computed once per process
        pattern_copies(h, 3, [(0, 1), (1, 2)])
        times, unsettled = [], 0
        for name, n, edges in dense_answers(seed + 1):
            for kind in types_for(f):
                g = designate(rng, kind, n, edges)
                ms, verdict = timed(
                    lambda f=f, h=h, k=kind, g=g: verify_gadget(f, h, k, g, budget=DEFAULT_BUDGET)
                )
                times.append(ms)
                unsettled += verdict.code == BUDGET_CODE
                if ms > overall[0]:
                    overall = (ms, f"{pair} {kind}, {name}: {verdict.code}")
        lines.append(
            f"   {pair:9s} worst {max(times):7.0f} ms   median {statistics.median(times):7.1f} ms"
            f"   unsettled {unsettled:2d} of {len(times)}"
        )
    peak = peak_memory_mb()
    lines.append(f"   bounded worst case: {overall[0]:.0f} ms ({overall[1]})")
    lines.append(
        f"   peak memory of the process running these {len(LARGE_PAIRS)} pairs: {peak:.0f} MB"
    )
    return lines, peak


def tool_section() -> None:
    edges = list(itertools.combinations(range(TOOL_MAX_VERTICES), 2))[:TOOL_MAX_EDGES]
    print(
        f"\n5. the good_colorings tool at its cap ({TOOL_MAX_VERTICES} vertices, "
        f"{TOOL_MAX_EDGES} edges of K{TOOL_MAX_VERTICES})"
    )
    for pair in LARGE_PAIRS:
        f, h = (parse_graph(x) for x in pair.split(":"))
        start = time.perf_counter()
        reply = list_good_colorings(f, h, TOOL_MAX_VERTICES, edges)
        ms = (time.perf_counter() - start) * 1000
        print(f"   {pair:9s} {ms:7.0f} ms  {reply.splitlines()[0][:70]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sections", default="1,2,3,4,5", help="which of 1-5 to run")
    args = parser.parse_args()
    graphs = {name: parse_graph(name) for name in F_NAMES + H_NAMES}
    chosen = {int(x) for x in args.sections.split(",")}
    if 1 in chosen:
        random_section(args, graphs)
    if 2 in chosen:
        near_miss_section(args)
    if 3 in chosen:
        paper_section(args, graphs)
    if 4 in chosen:
        spawn = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            lines, _ = pool.submit(large_section, args.seed).result()
        print("\n".join(lines))
    if 5 in chosen:
        tool_section()


if __name__ == "__main__":
    main()
