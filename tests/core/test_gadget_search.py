"""The minimal-gadget search against exhaustive enumeration, and its symmetry breaking.

The oracle lists every graph on up to six vertices (networkx's atlas, disconnected ones
included), every designation, and every red/blue coloring (``gadget_bruteforce``), and
reads the smallest gadget size off that. The search must agree: same size when the
oracle finds one, and a larger one when it does not.
"""

from __future__ import annotations

import itertools
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import networkx as nx
import pytest
from gadget_bruteforce import Brute, has_gadget
from pysat.formula import IDPool
from pysat.solvers import Glucose4

from ramsey_inspect.core import gadget_search
from ramsey_inspect.core.gadget_search import (
    SearchBudget,
    minimal_gadget,
    search_gadget,
    structure_clauses,
)
from ramsey_inspect.core.gadgets import GADGET_TYPES, verify_gadget
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
from ramsey_inspect.datasets.gadgets import PAPER_PAIRS, gadget_problems

ORACLE_MAX_N = 6


def _atlas(max_n: int) -> Iterator[tuple[int, tuple[tuple[int, int], ...]]]:
    for g in nx.graph_atlas_g():
        n = g.number_of_nodes()
        if 2 <= n <= max_n and g.number_of_edges() > 0:
            yield n, tuple(sorted((min(a, b), max(a, b)) for a, b in g.edges()))


def _oracle_minimum(f: NamedGraph, h: NamedGraph, types: list[str]) -> dict[str, int | None]:
    best: dict[str, int | None] = dict.fromkeys(types)
    for n, edges in _atlas(ORACLE_MAX_N):
        open_types = [t for t in types if best[t] is None]
        if not open_types:
            break
        brute = Brute(f.n, f.edges, h.n, h.edges, n, edges)
        for t in open_types:
            if has_gadget(brute.red, brute.red_degree, t, f.star_size):
                best[t] = n
    return best


@pytest.mark.slow
@pytest.mark.parametrize(("f_name", "h_name"), [*PAPER_PAIRS, ("K1,3", "C5")])
def test_minimal_sizes_agree_with_exhaustive_enumeration(f_name: str, h_name: str) -> None:
    f, h = parse_graph(f_name), parse_graph(h_name)
    types = [p.gadget_type for p in gadget_problems([(f, h)])]
    oracle = _oracle_minimum(f, h, types)
    for t in types:
        found = minimal_gadget(f, h, t, max_n=ORACLE_MAX_N)
        assert all(s.status != "timeout" for s in found.steps), t
        expected = oracle[t]
        if expected is None:
            assert found.gadget is None, t
            assert all(s.status == "none" for s in found.steps), t
        else:
            assert found.proven, t
            assert found.min_vertices == expected, t
            assert found.gadget is not None
            assert verify_gadget(f, h, t, found.gadget).valid


def _lex_ok(adj: list[list[bool]], free: list[int]) -> bool:
    n = len(adj)
    for a, b in itertools.pairwise(free):
        cols = [c for c in range(n) if c not in (a, b)]
        if [adj[a][c] for c in cols] < [adj[b][c] for c in cols]:
            return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize("fixed", [2, 3])
def test_symmetry_breaking_keeps_a_labelling_of_every_graph(fixed: int) -> None:
    """Every graph on 6 vertices has a relabelling of its free vertices passing the lex.

    So the constraints never exclude a graph, only duplicate labellings of it.
    """
    n = 6
    pairs = list(itertools.combinations(range(n), 2))
    free = list(range(fixed, n))
    for bits in range(1 << len(pairs)):
        adj = [[False] * n for _ in range(n)]
        for i, (a, b) in enumerate(pairs):
            if bits >> i & 1:
                adj[a][b] = adj[b][a] = True
        ok = False
        for perm in itertools.permutations(free):
            label = list(range(fixed)) + list(perm)  # old vertex -> new label
            new = [[False] * n for _ in range(n)]
            for a in range(n):
                for b in range(n):
                    new[label[a]][label[b]] = adj[a][b]
            if _lex_ok(new, free):
                ok = True
                break
        assert ok, bits


def test_lex_encoding_matches_its_definition() -> None:
    """The SAT structure clauses accept exactly the labelled graphs the predicate does."""
    n = 5
    pairs = list(itertools.combinations(range(n), 2))
    pool = IDPool()
    x = {e: int(pool.id(e)) for e in pairs}
    counted = 0
    with Glucose4(bootstrap_with=structure_clauses(n, {"e": (0, 1)}, x, pool)) as solver:
        while solver.solve():
            model = set(solver.get_model() or [])
            solver.add_clause([-x[e] if x[e] in model else x[e] for e in pairs])
            counted += 1
    expected = 0
    for bits in range(1 << len(pairs)):
        adj = [[False] * n for _ in range(n)]
        for i, (a, b) in enumerate(pairs):
            if bits >> i & 1:
                adj[a][b] = adj[b][a] = True
        if adj[0][1] and all(any(row) for row in adj) and _lex_ok(adj, [2, 3, 4]):
            expected += 1
    assert counted == expected


def test_search_reports_unsat_below_and_a_verified_gadget_at_the_minimum() -> None:
    f, h = parse_graph("K1,3"), parse_graph("K3")
    below = search_gadget(f, h, "red_determiner", 6)
    at = search_gadget(f, h, "red_determiner", 7)
    assert below.status == "none"
    assert below.gadget is None
    assert "UNSAT" in below.method
    assert at.status == "found"
    assert at.gadget is not None
    assert at.gadget.n == 7
    assert verify_gadget(f, h, "red_determiner", at.gadget).valid


def test_time_limit_gives_an_unproven_outcome() -> None:
    f, h = parse_graph("K1,3"), parse_graph("K4")
    out = minimal_gadget(f, h, "positive_sender", 10, time_limit=0.0)
    assert not out.proven
    assert out.gadget is None
    assert out.steps[-1].status == "timeout"
    assert "time limit" in out.reason


def test_a_budget_stops_a_search_at_the_same_point_on_a_busy_machine(busy_cpus: Any) -> None:
    """Counted work, not seconds: the same sizes decided, refinements made and reason."""
    f, h = parse_graph("P3"), parse_graph("C8")
    budget = SearchBudget(conflicts=1_500, search_steps=40_000)

    def outcome() -> tuple[list[tuple[int, str, int]], str]:
        out = minimal_gadget(f, h, "positive_sender", 10, time_limit=120, budget=budget)
        return [(s.n, s.status, s.refinements) for s in out.steps], out.reason

    idle = outcome()
    assert idle[0][-1][1] == "budget"
    assert "the search budget (1,500 conflicts, 40,000 search steps)" in idle[1]
    with busy_cpus(3):
        assert outcome() == idle


def test_sizes_below_the_start_are_not_searched() -> None:
    out = minimal_gadget(parse_graph("K1,3"), parse_graph("TK3"), "clause", 10)
    assert [s.n for s in out.steps] == [3, 4]
    assert out.min_vertices == 4


def test_the_start_assumes_nothing_about_the_size_of_f() -> None:
    """K4 with any three vertices is a (K1,4,K4) clause gadget, below F's 5 vertices."""
    f, h = parse_graph("K1,4"), parse_graph("K4")
    out = minimal_gadget(f, h, "clause", 6)
    assert out.proven
    assert out.min_vertices == 4


@pytest.mark.parametrize("gadget_type", GADGET_TYPES)
def test_found_gadgets_are_connected(gadget_type: str) -> None:
    f, h = parse_graph("K1,3"), parse_graph("C4")
    out = minimal_gadget(f, h, gadget_type, 8)
    assert out.gadget is not None
    g = nx.Graph(out.gadget.edges)
    g.add_nodes_from(range(out.gadget.n))
    assert nx.is_connected(g)


def test_unknown_type_and_non_star_hardness_raise() -> None:
    with pytest.raises(ValueError, match="unknown gadget type"):
        minimal_gadget(parse_graph("P3"), parse_graph("K3"), "bridge")
    with pytest.raises(ValueError, match="star F"):
        minimal_gadget(parse_graph("K3"), parse_graph("C4"), "clause")


def test_patterns_too_large_for_k_n_stop_the_search_with_a_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    big = search_gadget(parse_graph("K1,3"), parse_graph("P8"), "red_determiner", 10)
    assert big.status == "too_large"  # K_10 holds 907,200 paths on 8 vertices
    monkeypatch.setattr(gadget_search, "COPY_LIMIT", 40)  # K_6 holds 60 paths P3
    out = minimal_gadget(parse_graph("P3"), parse_graph("K4"), "red_determiner", 10)
    assert not out.proven
    assert out.gadget is None
    assert [s.status for s in out.steps][-2:] == ["none", "too_large"]
    assert out.steps[-1].n == 6
    assert "at n = 6" in out.reason
    assert "copies of F or H" in out.reason


def test_larger_stars_use_the_general_enforcer_count() -> None:
    """K1,4: an enforcer has three red edges; the search and the verifier agree on it."""
    f, h = parse_graph("K1,4"), parse_graph("K3")
    out = minimal_gadget(f, h, "variable", 9)
    assert out.proven
    assert out.gadget is not None
    assert verify_gadget(f, h, "variable", out.gadget).valid


class _StuckSolver:
    """A stand-in for Glucose whose limited call runs until ``interrupt`` (or ``rounds``)."""

    def __init__(self, rounds: int | None = None) -> None:
        self.rounds = rounds
        self.calls: list[tuple[int, bool]] = []
        self.budget = 0
        self.cleared = 0
        self._stop = threading.Event()

    def conf_budget(self, budget: int) -> None:
        self.budget = budget

    def solve_limited(self, expect_interrupt: bool = False) -> bool | None:
        self.calls.append((self.budget, expect_interrupt))
        if self.rounds is not None:
            return True if len(self.calls) > self.rounds else None
        assert self._stop.wait(30), "never interrupted"
        return None

    def interrupt(self) -> None:
        self._stop.set()

    def clear_interrupt(self) -> None:
        self.cleared += 1
        self._stop.clear()


def test_a_running_solver_call_is_interrupted_at_the_deadline() -> None:
    """The deadline interrupts the call in flight instead of waiting for it to end."""
    solver = _StuckSolver()
    start = time.perf_counter()
    assert gadget_search.solve_until(solver, start + 0.05) is None
    assert solver.calls == [(gadget_search.SLICE_CONFLICTS, True)]
    assert solver.cleared == 1  # the next call starts uninterrupted


def test_without_a_deadline_the_solver_runs_in_conflict_slices() -> None:
    """Slices by conflicts keep the search reproducible and let Ctrl-C through between them."""
    solver = _StuckSolver(rounds=3)
    assert gadget_search.solve_until(solver, None) is True
    assert solver.calls == [(gadget_search.SLICE_CONFLICTS, True)] * 4
    assert solver.cleared == 0


def test_building_the_instance_stops_at_the_deadline() -> None:
    f, h = parse_graph("K1,3"), parse_graph("K4")
    layout: dict[str, tuple[int, int] | int] = {"e": (0, 1), "f": (1, 2)}
    with pytest.raises(gadget_search._OutOfTime):
        gadget_search._Cegar(f, h, "positive_sender", 10, layout, time.perf_counter() - 1)


def test_a_timed_out_search_says_what_was_decided_and_the_limit() -> None:
    """The reason names the limit, the sizes refuted before it, and the size left open."""
    f, h = parse_graph("P3"), parse_graph("C8")
    out = minimal_gadget(f, h, "positive_sender", 10, time_limit=0.3)
    assert out.gadget is None
    assert not out.proven
    stopped = next(s for s in out.steps if s.status == "timeout")
    assert f"at n = {stopped.n}: " in out.reason
    assert "the 0.3s time limit" in out.reason
    refuted = [s.n for s in out.steps if s.status == "none"]
    if len(refuted) > 1:
        assert f"none on {refuted[0]} to {refuted[-1]} vertices (UNSAT)" in out.reason


def test_a_size_the_limit_leaves_no_time_for_is_not_called_searched() -> None:
    out = minimal_gadget(parse_graph("K1,3"), parse_graph("K4"), "positive_sender", time_limit=0)
    [step] = out.steps
    assert (step.n, step.status, step.searched) == (3, "timeout", False)
    assert out.reason == (
        "no gadget found; at n = 3: not searched: the 0s time limit was used up before this size"
    )


CTRL_C_CHILD = """
import sys
from pysat.examples.genhard import PHP
from pysat.solvers import Glucose4
from ramsey_inspect.core.gadget_search import solve_until
with Glucose4(bootstrap_with=PHP(nof_holes=11).clauses) as solver:
    print("solving", flush=True)
    solve_until(solver, None)  # pigeonhole 12 into 11: minutes for a CDCL solver
print("finished", flush=True)
"""


def _as_from_a_terminal() -> None:
    """Give the child the default Ctrl-C, whatever the test run inherited.

    A run started as a background job ignores SIGINT, and so would the child: it would
    (rightly) keep ignoring it, and the test would measure the launch, not the search.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.slow
def test_ctrl_c_stops_a_solver_call_without_a_time_limit() -> None:
    """Ctrl-C raises KeyboardInterrupt within a slice (not python-sat's own error)."""
    child = subprocess.Popen(
        [sys.executable, "-c", CTRL_C_CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_as_from_a_terminal,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "solving"
    time.sleep(0.3)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    waited = time.perf_counter() - sent
    assert "finished" not in out
    assert child.returncode != 0
    assert "KeyboardInterrupt" in err
    assert "pysolvers.error" not in err
    assert waited < 10, f"took {waited:.1f}s to stop"
