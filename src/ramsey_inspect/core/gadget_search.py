"""Smallest gadgets by counter-example guided SAT (CEGAR), with proofs of minimality.

A gadget asks for a graph G such that *every* good coloring has a property (e forced red,
e and f equal, ...) and *some* good colorings exist with others. For a vertex count n the
search is a 2QBF: exists G on n vertices, for all colorings. We solve it the usual way:

- The outer SAT instance has a variable per vertex pair of K_n (edge present) and, per
  existential demand, a witness coloring whose red edges must be edges of G and which has
  no red F and no blue H inside G. So every candidate already meets the "there is a good
  coloring with ..." conditions.
- Each candidate G is checked for the "every good coloring" condition with the verifier's
  incremental solver. A good coloring that breaks it is a counter-example; it is extended
  to all of K_n (non-edges blue) and the outer instance learns that G must destroy it: it
  must contain a red F or a blue H of that coloring, or change the designated vertices'
  status. That is a necessary condition for every gadget, so no solution is lost.
- UNSAT of the outer instance proves no gadget exists on n vertices (given none on fewer,
  see below); a candidate that survives the check is a gadget and is re-verified.

Limits: a :class:`SearchBudget` counts the outer solver's conflicts and the steps of the
searches for copies of F and H (in each candidate, and in each counter-example) over the
whole minimal search. Both counts depend on the problem alone (Glucose is deterministic
and is sliced by conflicts), so a search stopped by its budget stops at the
same point, with the same answer, on every machine. A time limit is a safety net on top:
every SAT call of the outer loop is a limited call that a timer interrupts at the
deadline, and the Python work between calls looks at the clock, so a search stops within
one solver restart of its deadline (Glucose looks at interrupts and budgets between
restarts). Such a stop is reported as ``timeout``, apart from ``budget``, since where it
falls depends on the machine. Each slice returns to Python, where Ctrl-C is raised.

Symmetry breaking, all sound: designated edges and vertices sit on the first labels (two
layouts for senders: f meeting e, or not); the other vertices are ordered by the lex
constraints of Codish et al. (row a >= row a+1, ignoring columns a and a+1); and every
vertex has an edge. The last needs the minimal sequence: a gadget with the fewest
vertices is connected (F and H are connected, so good colorings of a disconnected graph
are products over components, and the component holding the designated items is already
a gadget), so once n-1 is refuted, isolated vertices cannot help on n.
"""

from __future__ import annotations

import functools
import itertools
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal

from pysat.formula import IDPool
from pysat.solvers import Glucose4, pysolvers

from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    HARDNESS_TYPES,
    Gadget,
    GadgetType,
    roles,
    verify_gadget,
)
from ramsey_inspect.core.graphs import Edge, candidate_edges
from ramsey_inspect.core.named_graphs import NamedGraph
from ramsey_inspect.core.ramsey import (
    GoodColorings,
    copies_in_complete_graph,
    counted_copies,
    pattern_copies,
)

Status = Literal["found", "none", "budget", "timeout", "too_large"]
SLICE_CONFLICTS = 1_000
"""Conflicts per call of the outer solver (it stops at the first restart after them)."""
_CLOCK_EVERY = 1_024
"""Clauses built between two looks at the clock."""
COPY_LIMIT = 150_000
"""Most copies of F or H in K_n the search takes on (K_10 holds 907,200 paths P8)."""


class _OutOfTime(Exception):
    """The deadline passed while the outer instance was being built."""


@dataclass(frozen=True)
class SearchBudget:
    """The work one minimal search may do, in counts that do not depend on the machine."""

    conflicts: int
    """Conflicts of the outer solver, over every size and layout."""
    search_steps: int
    """Steps of the searches for copies in candidates and counter-examples, over all."""

    def __str__(self) -> str:
        return f"{self.conflicts:,} conflicts, {self.search_steps:,} search steps"


@dataclass
class _Spent:
    """What a search has used of its budget so far (no budget: nothing is limited)."""

    budget: SearchBudget | None
    conflicts: int = 0
    search_steps: int = 0

    def conflicts_left(self) -> int | None:
        return None if self.budget is None else self.budget.conflicts - self.conflicts

    def exhausted(self) -> bool:
        return self.budget is not None and (
            self.conflicts >= self.budget.conflicts or self.search_steps >= self.budget.search_steps
        )


@dataclass(frozen=True)
class SearchOutcome:
    """The answer for one vertex count: a gadget, a proof that none exists, or a timeout.

    ``time_limit`` and ``budget`` are the limits of the whole minimal search, for the
    wording; ``searched`` is False for a size the limits left nothing to start with.
    """

    n: int
    status: Status
    gadget: Gadget | None
    refinements: int
    seconds: float
    time_limit: float | None = None
    searched: bool = True
    budget: SearchBudget | None = None

    @property
    def method(self) -> str:
        """How the answer was obtained, in words, for the shipped data and logs."""
        count = f"{self.refinements} counter-example{'' if self.refinements == 1 else 's'}"
        if self.status == "found":
            return f"found after {count}, verified"
        if self.status == "none":
            return f"UNSAT after {count} (CEGAR, symmetry-broken)"
        if self.status == "too_large":
            return f"not searched: K_{self.n} holds over {COPY_LIMIT:,} copies of F or H"
        if self.status == "budget":
            budget = f"the search budget ({self.budget})"
            if not self.searched:
                return f"not searched: {budget} was used up before this size"
            return f"undecided: {budget} ran out after {count} at this size"
        limit = (
            "the time limit" if self.time_limit is None else f"the {self.time_limit:g}s time limit"
        )
        if not self.searched:
            return f"not searched: {limit} was used up before this size"
        return f"undecided: {limit} ran out after {count} at this size ({self.seconds:.2f}s)"


@dataclass
class MinimalOutcome:
    """The smallest gadget up to ``max_n`` vertices and how smaller sizes were ruled out."""

    min_vertices: int | None
    gadget: Gadget | None
    proven: bool
    steps: list[SearchOutcome] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def reason(self) -> str:
        """Why minimality is or is not proven, in a sentence."""
        stopped = next(
            (s for s in self.steps if s.status in ("budget", "timeout", "too_large")), None
        )
        if self.gadget is None:
            if stopped is not None:
                refuted = [s.n for s in self.steps if s.status == "none"]
                below = (
                    f"none on {refuted[0]} to {refuted[-1]} vertices (UNSAT); "
                    if len(refuted) > 1
                    else f"none on {refuted[0]} vertices (UNSAT); "
                    if refuted
                    else ""
                )
                return f"no gadget found; {below}at n = {stopped.n}: {stopped.method}"
            return f"no gadget on at most {self.steps[-1].n if self.steps else 0} vertices"
        if stopped is not None:
            return (
                f"found on {self.min_vertices} vertices, but at n = {stopped.n}: {stopped.method}"
            )
        return f"no gadget on fewer than {self.min_vertices} vertices (each size UNSAT)"


def smallest_start(gadget_type: GadgetType) -> int:
    """The fewest vertices that hold the type's designated items, where the search starts.

    2 for one edge, 3 for two distinct edges (sharing a vertex) or three distinct vertices.
    Nothing about F or H is assumed: (K1,4,K4) has a clause gadget on 4 < 5 vertices.
    """
    return 2 if gadget_type in EDGE_ROLES and len(EDGE_ROLES[gadget_type]) == 1 else 3


def minimal_gadget(
    f: NamedGraph,
    h: NamedGraph,
    gadget_type: GadgetType,
    max_n: int = 10,
    *,
    time_limit: float | None = None,
    budget: SearchBudget | None = None,
) -> MinimalOutcome:
    """Search n = smallest_start .. max_n until a gadget turns up.

    Minimality is proven when every smaller size ended in UNSAT; a size left undecided
    by the budget or the time limit makes the search go on to larger sizes (a gadget
    found there is an upper bound only), while anything is left of either.
    """
    roles(gadget_type)  # raises on an unknown type
    if gadget_type in HARDNESS_TYPES and f.star_size is None:
        raise ValueError(f"{gadget_type} gadgets are defined only for a star F, not {f.name}")
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    spent = _Spent(budget)
    out = MinimalOutcome(None, None, False)
    for n in range(smallest_start(gadget_type), max_n + 1):
        if spent.exhausted():
            out.steps.append(SearchOutcome(n, "budget", None, 0, 0.0, time_limit, False, budget))
            break
        if deadline is not None and time.perf_counter() >= deadline:
            out.steps.append(SearchOutcome(n, "timeout", None, 0, 0.0, time_limit, False, budget))
            break
        step = _search(f, h, gadget_type, n, deadline, time_limit, spent)
        out.steps.append(step)
        if step.status == "found":
            out.min_vertices, out.gadget = n, step.gadget
            out.proven = all(s.status == "none" for s in out.steps[:-1])
            break
        if step.status == "too_large":  # larger n only hold more copies
            break
    out.seconds = time.perf_counter() - start
    return out


def search_gadget(
    f: NamedGraph,
    h: NamedGraph,
    gadget_type: GadgetType,
    n: int,
    *,
    time_limit: float | None = None,
    budget: SearchBudget | None = None,
) -> SearchOutcome:
    """A connected gadget on exactly n vertices, or UNSAT (see the module notes)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    return _search(f, h, gadget_type, n, deadline, time_limit, _Spent(budget))


def _search(
    f: NamedGraph,
    h: NamedGraph,
    gadget_type: GadgetType,
    n: int,
    deadline: float | None,
    time_limit: float | None,
    spent: _Spent,
) -> SearchOutcome:
    start = time.perf_counter()
    budget = spent.budget
    if max(copies_in_complete_graph(f, n), copies_in_complete_graph(h, n)) > COPY_LIMIT:
        return SearchOutcome(n, "too_large", None, 0, 0.0, time_limit, budget=budget)
    total = 0
    status: Status = "none"
    with _keyboard_interrupts():
        for designated in _layouts(gadget_type, n):
            try:
                cegar = _Cegar(f, h, gadget_type, n, designated, deadline, spent)
            except _OutOfTime:
                status = "timeout"
                break
            with cegar:
                status = cegar.run(deadline)
            total += cegar.refinements
            if status == "found":
                assert cegar.gadget is not None
                seconds = time.perf_counter() - start
                return SearchOutcome(
                    n, "found", cegar.gadget, total, seconds, time_limit, budget=budget
                )
            if status != "none":
                break
    seconds = time.perf_counter() - start
    return SearchOutcome(n, status, None, total, seconds, time_limit, budget=budget)


def _layouts(gadget_type: GadgetType, n: int) -> list[dict[str, Edge | int]]:
    """The designated items on the first labels, one dict per non-isomorphic placement."""
    if gadget_type in ("red_determiner", "blue_determiner"):
        return [{"e": (0, 1)}] if n >= 2 else []
    if gadget_type in ("positive_sender", "negative_sender"):
        out: list[dict[str, Edge | int]] = []
        if n >= 3:
            out.append({"e": (0, 1), "f": (1, 2)})
        if n >= 4:
            out.append({"e": (0, 1), "f": (2, 3)})
        return out
    names = roles(gadget_type)
    return [dict(zip(names, range(3), strict=True))] if n >= 3 else []


class _Cegar:
    """One outer SAT instance for a type, n and layout of designated items."""

    def __init__(
        self,
        f: NamedGraph,
        h: NamedGraph,
        gadget_type: GadgetType,
        n: int,
        designated: dict[str, Edge | int],
        deadline: float | None = None,
        spent: _Spent | None = None,
    ) -> None:
        self.f, self.h, self.gadget_type, self.n = f, h, gadget_type, n
        self.designated = designated
        self.deadline = deadline
        self.spent = _Spent(None) if spent is None else spent
        self.k = f.star_size
        self.pool = IDPool()
        self.pairs = candidate_edges(n)
        self.x = {e: int(self.pool.id(("x", e))) for e in self.pairs}
        self.solver = Glucose4()
        self.refinements = 0
        self.gadget: Gadget | None = None
        self._copy_lit: dict[frozenset[Edge], int] = {}
        try:
            self.f_copies = _copies_in_k(f, n)
            self.h_copies = _copies_in_k(h, n)
            self._structure()
            self._witnesses()
        except BaseException:
            self.solver.delete()
            raise

    def __enter__(self) -> _Cegar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.solver.delete()

    # -- the outer instance -------------------------------------------------------------

    def _structure(self) -> None:
        for clause in structure_clauses(self.n, self.designated, self.x, self.pool):
            self.solver.add_clause(clause)

    def _witness(self) -> dict[Edge, int]:
        """A good coloring of G: its red edges are edges of G; returns edge -> red."""
        add = self.solver.add_clause
        w = {e: int(self.pool.id()) for e in self.pairs}
        for e in self.pairs:
            add([-w[e], self.x[e]])
        for i, copy in enumerate(self.f_copies):
            if i % _CLOCK_EVERY == 0:
                self._check_clock()
            add([-w[e] for e in copy])
        for i, copy in enumerate(self.h_copies):
            if i % _CLOCK_EVERY == 0:
                self._check_clock()
            add([-self.x[e] for e in copy] + [w[e] for e in copy])
        return w

    def _check_clock(self) -> None:
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise _OutOfTime

    def _witnesses(self) -> None:
        add = self.solver.add_clause
        d = self.designated
        if self.gadget_type in ("red_determiner", "blue_determiner"):
            self._witness()
        elif self.gadget_type in ("positive_sender", "negative_sender"):
            e = d["e"]
            assert isinstance(e, tuple)
            add([self._witness()[e]])
            add([-self._witness()[e]])
        elif self.gadget_type == "clause":
            ids = [d[r] for r in ("i1", "i2", "i3")]
            for combo in itertools.product((True, False), repeat=3):
                if all(combo):
                    continue
                w = self._witness()
                for v, on in zip(ids, combo, strict=True):
                    assert isinstance(v, int)
                    incident = [w[_pair(v, u)] for u in range(self.n) if u != v]
                    if on:
                        for lit in incident:
                            add([-lit])
                    else:
                        add(incident)
        else:
            assert self.k is not None
            u1, u2, n1 = (d[r] for r in ("u1", "u2", "n1"))
            w3 = self._witness()
            for v in (u1, u2):
                assert isinstance(v, int)
                add([-self._at_least(self._incident(w3, v), self.k - 1)])
            w4 = self._witness()
            assert isinstance(n1, int)
            add([-self._at_least(self._incident(w4, n1), self.k - 1)])

    def _incident(self, lits: dict[Edge, int], v: int) -> list[int]:
        return [lits[_pair(v, u)] for u in range(self.n) if u != v]

    def _at_least(self, lits: Sequence[int], m: int) -> int:
        """A literal equivalent to "at least m of lits are true".

        Subset clauses (the incident edges of one vertex are at most n-1 <= 15 here): all of
        some m-subset true forces t; t forces a true literal in every subset of size
        len(lits) - m + 1, which is exactly "at most m-1 false".
        """
        t = int(self.pool.id())
        add = self.solver.add_clause
        if m <= 0:
            add([t])
            return t
        if len(lits) < m:
            add([-t])
            return t
        for group in itertools.combinations(lits, m):
            add([t, *(-lit for lit in group)])
        for group in itertools.combinations(lits, len(lits) - m + 1):
            add([-t, *group])
        return t

    def _present(self, copy: frozenset[Edge]) -> int:
        """A literal that implies every edge of the copy is in G."""
        lit = self._copy_lit.get(copy)
        if lit is None:
            lit = int(self.pool.id())
            for e in copy:
                self.solver.add_clause([-lit, self.x[e]])
            self._copy_lit[copy] = lit
        return lit

    # -- the loop -----------------------------------------------------------------------

    def run(self, deadline: float | None) -> Status:
        self.deadline = deadline
        with interrupt_at(self.solver, deadline) as fired:
            return self._loop(fired)

    def _loop(self, fired: threading.Event) -> Status:
        try:
            while True:
                if self.spent.exhausted():
                    return "budget"
                self._check_clock()
                answer = solve_sliced(self.solver, fired, self.spent)
                if answer is None:
                    return "timeout" if fired.is_set() else "budget"
                if not answer:
                    return "none"
                model = set(self.solver.get_model() or [])
                edges = [e for e in self.pairs if self.x[e] in model]
                counter = self._counter_example(edges)
                if counter is None:
                    gadget = Gadget(self.n, tuple(edges), dict(self.designated))
                    verdict = verify_gadget(self.f, self.h, self.gadget_type, gadget)
                    if not verdict.valid:  # would be a bug in the encoding: never trust it
                        raise AssertionError(f"search produced an invalid gadget: {verdict.reason}")
                    self.gadget = gadget
                    return "found"
                if self.spent.exhausted():
                    return "budget"
                self._check_clock()
                self._refine(edges, counter)
                self.refinements += 1
        except _OutOfTime:
            return "timeout"

    def _counter_example(self, edges: list[Edge]) -> set[Edge] | None:
        """Red edges of a good coloring of G that breaks the universal condition, if any."""
        d = self.designated
        with GoodColorings(self.f, self.h, self.n, edges) as good:
            self.spent.search_steps += good.search_steps
            if self.gadget_type in ("red_determiner", "blue_determiner"):
                e = d["e"]
                assert isinstance(e, tuple)
                lit = good.red(e)
                found = good.possible(-lit if self.gadget_type == "red_determiner" else lit)
            elif self.gadget_type in ("positive_sender", "negative_sender"):
                e, f2 = d["e"], d["f"]
                assert isinstance(e, tuple)
                assert isinstance(f2, tuple)
                re, rf = good.red(e), good.red(f2)
                same = self.gadget_type == "positive_sender"
                found = good.possible(re, -rf if same else rf) or good.possible(
                    -re, rf if same else -rf
                )
            elif self.gadget_type == "clause":
                found = good.possible(*(good.enforced(v) for v in self._vertices()))
            else:
                u1, u2, n1 = (good.enforcer(v) for v in self._vertices())
                found = good.possible(-u1, -n1) or good.possible(-u2, -n1)
            if not found:
                return None
            return {e for e, red in good.model_coloring().items() if red}

    def _vertices(self) -> list[int]:
        return [int(v) for v in (self.designated[r] for r in roles(self.gadget_type))]  # type: ignore[arg-type]

    def _refine(self, edges: list[Edge], red: set[Edge]) -> None:
        """G must destroy this coloring (non-edges blue): a red F, a blue H, or status."""
        blue = [e for e in self.pairs if e not in red]
        copies, steps = counted_copies(self.f, self.n, sorted(red))
        self._check_clock()
        more, more_steps = counted_copies(self.h, self.n, blue)
        copies += more
        self.spent.search_steps += steps + more_steps
        clause = []
        for i, copy in enumerate(copies):
            if i % _CLOCK_EVERY == 0:
                self._check_clock()
            clause.append(self._present(copy))
        if self.gadget_type == "variable":
            assert self.k is not None
            u1, u2, n1 = self._vertices()
            reds = {v: [self.x[e] for e in red if v in e] for v in (u1, u2, n1)}
            clause.append(self._at_least(reds[n1], self.k - 1))
            both = int(self.pool.id())
            for v in (u1, u2):
                self.solver.add_clause([-both, self._at_least(reds[v], self.k - 1)])
            clause.append(both)
        self.solver.add_clause(clause)


def solve_until(solver: Any, deadline: float | None) -> bool | None:
    """Solve in slices of ``SLICE_CONFLICTS`` conflicts; None once ``deadline`` passes.

    >>> from pysat.solvers import Glucose4
    >>> with Glucose4(bootstrap_with=[[1, 2], [-1], [-2]]) as s:
    ...     solve_until(s, None), solve_until(s, time.perf_counter() - 1)
    (False, None)
    """
    with interrupt_at(solver, deadline) as fired:
        return solve_sliced(solver, fired)


@contextmanager
def interrupt_at(solver: Any, deadline: float | None) -> Iterator[threading.Event]:
    """Interrupt the solver's limited calls from ``deadline`` on; the event tells it fired.

    One timer serves every call inside the block: the interrupt stays set once fired, so
    a call made after the deadline returns at once.
    """
    fired = threading.Event()
    if deadline is None:
        yield fired
        return

    def stop() -> None:
        fired.set()
        solver.interrupt()

    left = deadline - time.perf_counter()
    timer = None
    if left <= 0:
        stop()
    else:
        timer = threading.Timer(min(left, threading.TIMEOUT_MAX), stop)
        timer.daemon = True
        timer.start()
    try:
        yield fired
    finally:
        if timer is not None:
            timer.cancel()
            timer.join()
        solver.clear_interrupt()


def solve_sliced(
    solver: Any, fired: threading.Event | None = None, spent: _Spent | None = None
) -> bool | None:
    """Solve in limited calls of ``SLICE_CONFLICTS`` conflicts until an answer or ``fired``.

    None when ``fired`` is set or ``spent`` has no conflicts left. The calls release the
    GIL (``expect_interrupt``), so other threads and an event loop keep running meanwhile,
    and each returns to Python, where Ctrl-C is raised.
    """
    counted = spent if spent is not None and spent.budget is not None else None
    while fired is None or not fired.is_set():
        if counted is None:
            solver.conf_budget(SLICE_CONFLICTS)
            answer = solver.solve_limited(expect_interrupt=True)
        else:
            left = counted.conflicts_left()
            assert left is not None
            if left <= 0:
                return None
            before = solver.accum_stats()["conflicts"]
            solver.conf_budget(min(left, SLICE_CONFLICTS))
            answer = solver.solve_limited(expect_interrupt=True)
            counted.conflicts += solver.accum_stats()["conflicts"] - before
        if answer is not None:
            return bool(answer)
    return None


@contextmanager
def _keyboard_interrupts() -> Iterator[None]:
    """Turn python-sat's own Ctrl-C error into KeyboardInterrupt.

    Unlimited calls (the counter-example check) catch SIGINT in C and raise
    ``pysolvers.error`` with their C handler left in place; Python's handler is put back
    so that a second Ctrl-C is Python's again.
    """
    try:
        yield
    except pysolvers.error as err:
        if "keyboard interrupt" not in str(err).lower():
            raise
        if threading.current_thread() is threading.main_thread():
            handler = signal.getsignal(signal.SIGINT)
            signal.signal(signal.SIGINT, handler if handler is not None else signal.SIG_DFL)
        raise KeyboardInterrupt from None


def structure_clauses(
    n: int, designated: dict[str, Edge | int], x: dict[Edge, int], pool: IDPool
) -> list[list[int]]:
    """Designated edges present, no isolated vertex, and lex order on the free vertices.

    For consecutive free vertices a < b, row a of the adjacency matrix must be at least
    row b as a bit string over the other columns (Codish et al.'s sb_l constraints, on the
    vertices a relabelling may move): every graph keeps at least one labelling.
    """
    clauses: list[list[int]] = []
    fixed: set[int] = set()
    for value in designated.values():
        if isinstance(value, tuple):
            clauses.append([x[value]])
            fixed.update(value)
        else:
            fixed.add(value)
    for v in range(n):
        clauses.append([x[_pair(v, u)] for u in range(n) if u != v])
    free = [v for v in range(n) if v not in fixed]
    for a, b in itertools.pairwise(free):
        cols = [c for c in range(n) if c not in (a, b)]
        left = [x[_pair(a, c)] for c in cols]
        right = [x[_pair(b, c)] for c in cols]
        eq = int(pool.id())  # "equal so far"
        clauses.append([eq])
        for hi, lo in zip(left, right, strict=True):
            clauses.append([-eq, hi, -lo])
            nxt = int(pool.id())
            clauses.append([-eq, hi, lo, nxt])
            clauses.append([-eq, -hi, -lo, nxt])
            eq = nxt
    return clauses


@functools.lru_cache(maxsize=64)
def _copies_in_k(pattern: NamedGraph, n: int) -> tuple[frozenset[Edge], ...]:
    """Copies of a pattern in K_n, shared by every type and layout searched at that n."""
    return tuple(pattern_copies(pattern, n, candidate_edges(n)))


def _pair(a: int, b: int) -> Edge:
    return (a, b) if a < b else (b, a)
