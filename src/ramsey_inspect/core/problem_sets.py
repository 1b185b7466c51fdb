"""The k-coloring problem sets: which graphs they hold and how each problem is typed.

The study's five sets (``PAPER_SETS``) and the sequel's four (``SEQUEL_SETS``, drawn in
``core.sequel_sets``) are fixed; any other ``NvKc`` is generated. A set ``NvKc`` asks for ``K``-colorings of graphs on ``N`` vertices. Its problems follow
the study's procedure: candidate edges in lexicographic order, edge counts from 1 up, and
per edge count either every graph (in lexicographic order of edge combinations) or, when
there are more than ``per_edge_count`` of them, positions drawn with
``random.sample(range(C(M, e)), per_edge_count)`` from one ``random.Random(seed)`` per set.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import numpy as np

from ramsey_inspect.core.coloring import chromatic_number
from ramsey_inspect.core.graphs import Edge, candidate_edges, clique_number, unrank_combination
from ramsey_inspect.core.greedy import GREEDY_TRIALS, exact_states_or_none, simulate_greedy
from ramsey_inspect.core.sequel_sets import SEQUEL_SETS, sequel_graphs

ProblemType = Literal[
    "colorable_high", "colorable_mid", "colorable_low", "c_uncolorable", "d_uncolorable"
]
PROBLEM_TYPES: tuple[ProblemType, ...] = (
    "colorable_high",
    "colorable_mid",
    "colorable_low",
    "c_uncolorable",
    "d_uncolorable",
)
"""Problem types: colorable with g >= 0.9, 0.5 <= g < 0.9, g < 0.5; uncolorable with or
without a complete subgraph on k+1 vertices."""

PER_EDGE_COUNT = 50
MIN_VERTICES, MAX_VERTICES = 2, 12
MIN_COLORS, MAX_COLORS = 2, 8
GREEDY_SEED = 20250101
"""Root seed of the greedy estimates; each problem draws from (root, n, k, id)."""

PAPER_SETS: dict[str, int | None] = {
    "4v2c": None,
    "5v2c": None,
    "6v3c": 100,
    "7v3c": 101,
    "8v4c": 102,
}
"""The study's five sets and the seed of their sampling (None: every graph is used).
``problem_set=all`` means these five."""
SHIPPED_SETS: tuple[str, ...] = (*PAPER_SETS, *SEQUEL_SETS)
"""Every fixed set, shipped as package data: the study's five, then the sequel's four."""

LRM_EDGE_RANGES: dict[str, tuple[int, int] | None] = {
    "4v2c": None,
    "5v2c": (3, 6),
    "6v3c": (7, 12),
    "7v3c": (7, 15),
    "8v4c": (14, 23),
}
"""Edge counts kept for reasoning models (the study's section 2.4); None keeps all."""
LRM_LISTED = frozenset({"5v2c"})
"""Sets whose reasoning-model subset is a list of ids rather than a rule: the study kept half
of each 5v2c edge count, and which half is known only from its evaluation files."""

SEQUEL_STUDY_SETS: dict[str, tuple[int, int] | None] = {"4v2c": None, "8v4c": (14, 23)}
"""The study's sets the sequel ran again, and the edge counts of its 8v4c problems (None:
the whole set). The sequel's 8v4c problems are a list of ids, shipped beside the sets."""
SEQUEL_LISTED = frozenset({"8v4c", "8v4c_gs_test"})
"""Sets whose sequel subset is a list of ids from the sequel's evaluation files: its 500 of
8v4c, and the 711 colorable problems of 8v4c_gs_test it ran (its ``_selected`` folder)."""

_SET_NAME = re.compile(r"^(\d+)v(\d+)c(_[a-z_]+)?$")


@dataclass(frozen=True)
class ProblemSet:
    """A problem set name parsed into vertices, colors and the sequel's suffix (``_adv``)."""

    n: int
    k: int
    suffix: str = ""

    @property
    def name(self) -> str:
        return f"{self.n}v{self.k}c{self.suffix}"

    @property
    def is_paper_set(self) -> bool:
        """A fixed set of the study or the sequel (shipped, drawn with the authors' seeds)."""
        return self.name in SHIPPED_SETS


def parse_problem_set(name: str) -> ProblemSet:
    """Parse and bound-check a set name such as ``"6v3c"`` or ``"8v4c_adv"``.

    >>> parse_problem_set("10v4c"), parse_problem_set("8v4c_adv").is_paper_set
    (ProblemSet(n=10, k=4, suffix=''), True)
    """
    match = _SET_NAME.match(str(name).strip())
    if not match:
        raise ValueError(f"problem set {name!r} is not of the form NvKc, e.g. 6v3c")
    n, k, suffix = int(match[1]), int(match[2]), match[3] or ""
    if suffix and f"{n}v{k}c{suffix}" not in SEQUEL_SETS:
        raise ValueError(
            f"problem set {name!r}: a name with a suffix must be one of the sequel's sets "
            f"{', '.join(s for s in SEQUEL_SETS if '_' in s)}"
        )
    if not MIN_VERTICES <= n <= MAX_VERTICES:
        raise ValueError(
            f"problem set {name!r}: n must be between {MIN_VERTICES} and {MAX_VERTICES}"
        )
    if not MIN_COLORS <= k <= MAX_COLORS:
        raise ValueError(f"problem set {name!r}: k must be between {MIN_COLORS} and {MAX_COLORS}")
    if k >= n:
        raise ValueError(f"problem set {name!r}: k must be below n (every graph is k-colorable)")
    return ProblemSet(n, k, suffix)


def problem_graphs(
    n: int, seed: int | None, per_edge_count: int = PER_EDGE_COUNT
) -> Iterator[tuple[int, tuple[Edge, ...]]]:
    """Yield ``(id, edges)`` for a set, ids 1..N in the study's order.

    With ``seed=None`` every non-empty graph is yielded; otherwise edge counts with more
    than ``per_edge_count`` graphs are sampled as the study did.
    """
    pairs = candidate_edges(n)
    m = len(pairs)
    rng = random.Random(seed) if seed is not None else None
    problem_id = 0
    for e in range(1, m + 1):
        total = math.comb(m, e)
        if rng is not None and total > per_edge_count:
            positions: Sequence[int] = rng.sample(range(total), per_edge_count)
        else:
            positions = range(total)
        for position in positions:
            problem_id += 1
            yield problem_id, tuple(pairs[i] for i in unrank_combination(m, e, position))


@dataclass(frozen=True)
class Problem:
    """One k-coloring problem with everything the study records about it."""

    problem_set: str
    id: int
    n: int
    k: int
    edges: tuple[Edge, ...]
    colorable: bool
    chromatic_number: int
    greedy_score: float
    greedy_score_exact: Fraction | None
    problem_type: ProblemType

    @property
    def edge_count(self) -> int:
        return len(self.edges)


def classify(colorable: bool, g: Fraction | float, has_big_clique: bool) -> ProblemType:
    """The problem type from colorability, greedy score and a (k+1)-clique."""
    if not colorable:
        return "c_uncolorable" if has_big_clique else "d_uncolorable"
    if g >= Fraction(9, 10):
        return "colorable_high"
    if g >= Fraction(1, 2):
        return "colorable_mid"
    return "colorable_low"


def analyse(
    problem_set: str,
    problem_id: int,
    n: int,
    k: int,
    edges: tuple[Edge, ...],
    trials: int = GREEDY_TRIALS,
) -> Problem:
    """Compute colorability, chromatic number, greedy scores and type of one graph.

    The estimate uses ``trials`` runs seeded from (GREEDY_SEED, n, k, id). The exact
    score is None beyond ``EXACT_MAX_VERTICES`` vertices (the sequel's 12v6c and large
    generated sets); the type then follows the estimate. An uncolorable graph scores 0
    without trials, since a successful run is a proper coloring.
    """
    chi = chromatic_number(n, edges)
    colorable = chi <= k
    exact: Fraction | None = Fraction(0)
    estimate = 0.0
    if colorable:
        rng = np.random.default_rng([GREEDY_SEED, n, k, problem_id])
        states = exact_states_or_none(n, edges, k)
        if states is None:
            exact = None
            estimate = simulate_greedy(n, edges, k, trials, rng) / trials
        else:
            exact = states.exact
            estimate = states.walk(trials, rng) / trials
    score = exact if exact is not None else estimate
    kind = classify(colorable, score, clique_number(n, edges) > k)
    return Problem(problem_set, problem_id, n, k, edges, colorable, chi, estimate, exact, kind)


def build_problem_set(
    name: str, seed: int | None = None, trials: int = GREEDY_TRIALS
) -> list[Problem]:
    """All problems of a set; the fixed sets use their authors' seeds, others ``seed``."""
    spec = parse_problem_set(name)
    if spec.name in SEQUEL_SETS:
        return [
            analyse(spec.name, pid, spec.n, spec.k, edges, trials)
            for pid, edges in sequel_graphs(spec.name)
        ]
    if spec.is_paper_set:
        seed = PAPER_SETS[spec.name]
    elif seed is None:
        raise ValueError(f"problem set {name!r} is not one of the study's: pass a seed")
    return [
        analyse(spec.name, pid, spec.n, spec.k, edges, trials)
        for pid, edges in problem_graphs(spec.n, seed)
    ]


def lrm_selection(
    problems: Sequence[Problem], listed: Collection[int] | None = None
) -> list[Problem]:
    """The study's subset for reasoning models (section 2.4) of one paper set.

    Most sets keep an edge-count range. For a set in ``LRM_LISTED`` the study's own ids are
    needed too, as ``listed`` (the shipped copy: ``datasets.kcoloring.lrm_ids``); a listed
    problem outside the set's edge range means the ids number the set differently.

    >>> p = Problem("6v3c", 9, 6, 3, ((0, 1),), True, 2, 1.0, Fraction(1), "colorable_high")
    >>> lrm_selection([p])
    []
    """
    if not problems:
        return []
    name = problems[0].problem_set
    if name not in LRM_EDGE_RANGES:
        raise ValueError(f"selection 'lrm' exists only for {sorted(LRM_EDGE_RANGES)}, not {name}")
    bounds = LRM_EDGE_RANGES[name]
    if bounds is None:
        return list(problems)
    low, high = bounds
    if name not in LRM_LISTED:
        return [p for p in problems if low <= p.edge_count <= high]
    if listed is None:
        raise ValueError(f"selection 'lrm' of {name} is a list of the study's ids: pass listed")
    wanted = set(listed)
    kept = [p for p in problems if p.id in wanted]
    stray = [p.id for p in kept if not low <= p.edge_count <= high]
    if stray:
        raise ValueError(
            f"listed {name} problems {stray[:5]} have edge counts outside {low}-{high}: "
            "the ids do not follow the study's numbering"
        )
    return kept


def sequel_selection(
    problems: Sequence[Problem], listed: Collection[int] | None = None
) -> list[Problem]:
    """The sequel's problems of a set: listed ids of 8v4c and 8v4c_gs_test, the rest whole.

    For a set in ``SEQUEL_LISTED`` the sequel's ids are needed as ``listed`` (the shipped
    copy: ``datasets.kcoloring.sequel_ids``); a listed 8v4c problem outside the sequel's
    edge range, or an uncolorable listed 8v4c_gs_test problem, means the ids number the set
    differently.

    >>> p = Problem("6v3c", 9, 6, 3, ((0, 1),), True, 2, 1.0, Fraction(1), "colorable_high")
    >>> sequel_selection([p])
    Traceback (most recent call last):
    ...
    ValueError: selection 'sequel' exists only for 4v2c, 8v4c and the sequel's sets, not 6v3c
    """
    if not problems:
        return []
    name = problems[0].problem_set
    if name not in SEQUEL_STUDY_SETS and name not in SEQUEL_SETS:
        raise ValueError(
            f"selection 'sequel' exists only for {', '.join(SEQUEL_STUDY_SETS)} and the "
            f"sequel's sets, not {name}"
        )
    if name not in SEQUEL_LISTED:
        return list(problems)
    if listed is None:
        raise ValueError(f"selection 'sequel' of {name} is a list of the sequel's ids: pass listed")
    wanted = set(listed)
    kept = [p for p in problems if p.id in wanted]
    bounds = SEQUEL_STUDY_SETS.get(name)
    if bounds is not None:
        low, high = bounds
        stray = [p.id for p in kept if not low <= p.edge_count <= high]
        rule = f"have edge counts outside {low}-{high}"
    else:
        stray = [p.id for p in kept if not p.colorable]
        rule = "are not colorable"
    if stray:
        raise ValueError(
            f"listed {name} problems {stray[:5]} {rule}: the ids do not follow the authors' "
            "numbering"
        )
    return kept
