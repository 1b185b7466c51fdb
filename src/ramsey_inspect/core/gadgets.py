"""The six RamseyGadgets gadget types and an exact verifier for each.

Definitions (the paper's section on gadget types), for a pair (F, H):

- red-determiner: G has an edge e that is red in every (F,H)-good coloring, and G is good;
  blue-determiner likewise with blue.
- positive-sender: distinct edges e, f with the same color in every good coloring, and a
  good coloring with e red and one with e blue; negative-sender: always opposite colors.
- For F = K1,k only: a vertex is *enforced* when no red edge meets it, an *enforcer* when
  k-1 red edges do (the most a good coloring allows).
  clause gadget: G is good, has distinct vertices i1, i2, i3, no good coloring enforces all
  three, and each of the other 7 enforcement combinations is realised by a good coloring.
  variable gadget: distinct u1, u2, n1 with (1) in every good coloring, u1 or u2 not an
  enforcer implies n1 is one; (2) n1 not an enforcer implies u1 and u2 are; (3) some good
  coloring has neither u1 nor u2 an enforcer; (4) some good coloring has n1 not an enforcer.

Readings taken where the paper is terse: a clause "combination" is exact (a coloring
realises (enforced, not, not) only if i1 has no red edge and i2, i3 each have one);
conditions 1 and 2 are contrapositives of each other, so one check covers both and fails
as ``condition_1``; the variable gadget is not required to be good separately (condition
3 implies it, so a graph with no good coloring fails ``condition_3``). "Incident to k-1
red edges" is read as at least k-1, which in a good coloring is exactly k-1 (k red edges
at a vertex would form a red K1,k).

Each check is a handful of incremental SAT calls with assumptions. Given a
:class:`~ramsey_inspect.core.ramsey.Budget`, a check that reaches one of its count limits
ends with the verdict ``verification_budget``: neither shown valid nor shown invalid, and
the same on every machine. Its wall-clock safety net gives no verdict: it raises
:class:`~ramsey_inspect.core.ramsey.TimeLimitExceeded`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ramsey_inspect.core.graphs import Edge, normalize_edges
from ramsey_inspect.core.named_graphs import NamedGraph
from ramsey_inspect.core.ramsey import Budget, BudgetExceeded, GoodColorings

GadgetType = Literal[
    "red_determiner", "blue_determiner", "positive_sender", "negative_sender", "clause", "variable"
]
GADGET_TYPES: tuple[GadgetType, ...] = get_args(GadgetType)
HARDNESS_TYPES: tuple[GadgetType, ...] = ("clause", "variable")
EDGE_ROLES: dict[GadgetType, tuple[str, ...]] = {
    "red_determiner": ("e",),
    "blue_determiner": ("e",),
    "positive_sender": ("e", "f"),
    "negative_sender": ("e", "f"),
}
VERTEX_ROLES: dict[GadgetType, tuple[str, ...]] = {
    "clause": ("i1", "i2", "i3"),
    "variable": ("u1", "u2", "n1"),
}
BUDGET_CODE = "verification_budget"
"""Verdict code of a check stopped by a count limit of its budget before an answer."""
TIME_LIMIT_CODE = "verification_time_limit"
"""Why a check has no verdict: its budget's wall-clock safety net fired first."""
TOOL_TIME_LIMIT_CODE = "tool_time_limit"
"""Why a sample is unscored: a good_colorings call the model made hit its safety net."""
MAX_VERTICES = 30
MAX_EDGES = 200
"""Caps on an answer's graph, so that verification stays bounded (the paper's solutions
need at most 10 vertices)."""


def roles(gadget_type: GadgetType) -> tuple[str, ...]:
    """The names of the designated edges or vertices of a gadget type."""
    if gadget_type in EDGE_ROLES:
        return EDGE_ROLES[gadget_type]
    if gadget_type in VERTEX_ROLES:
        return VERTEX_ROLES[gadget_type]
    raise ValueError(
        f"unknown gadget type {gadget_type!r}; expected one of {', '.join(GADGET_TYPES)}"
    )


def gadget_type_name(gadget_type: GadgetType) -> str:
    """The type as the paper writes it after "(F,H)-".

    >>> gadget_type_name("red_determiner"), gadget_type_name("clause")
    ('red-determiner', 'clause-gadget')
    """
    roles(gadget_type)  # raises on an unknown type
    name = gadget_type.replace("_", "-")
    return name + "-gadget" if gadget_type in HARDNESS_TYPES else name


@dataclass(frozen=True)
class Gadget:
    """A proposed gadget: a graph on ``0..n-1`` and its designated edges or vertices."""

    n: int
    edges: tuple[Edge, ...]
    designated: dict[str, Edge | int]


@dataclass(frozen=True)
class GadgetVerdict:
    """Whether a gadget is valid, and if not, the first property that fails.

    ``breaking`` is the set of red edges (all others blue) of a good coloring that shows
    the failure, when one does: e colored the forbidden way, e and f not in the forced
    relation, i1, i2 and i3 all enforced, or u1/u2 and n1 both not enforcers. Failures
    that are about a coloring that does not exist (no good coloring, e never red, a
    combination never realised) have none.
    """

    valid: bool
    reason: str
    code: str
    breaking: frozenset[Edge] | None = None


def _ok() -> GadgetVerdict:
    return GadgetVerdict(True, "All gadget conditions hold.", "valid")


def _fail(code: str, reason: str, shown_by: GoodColorings | None = None) -> GadgetVerdict:
    """A failed check; ``shown_by`` gives the good coloring its last satisfiable query found."""
    breaking = None
    if shown_by is not None:
        breaking = frozenset(e for e, red in shown_by.model_coloring().items() if red)
    return GadgetVerdict(False, reason, code, breaking)


def verify_gadget(
    f: NamedGraph,
    h: NamedGraph,
    gadget_type: GadgetType,
    gadget: Gadget,
    *,
    budget: Budget | None = None,
) -> GadgetVerdict:
    """Check a proposed gadget against the definition of its type for the pair (F, H).

    Designated edges must be edges of the graph and pairwise distinct; designated vertices
    must be vertices of the graph and pairwise distinct. Malformed designations raise
    ``ValueError`` (the answer parser rejects them before this is called). With a
    ``budget`` the check is bounded, and one that reaches a count limit returns the verdict
    ``verification_budget`` (not valid, reason stated); without one it is exact whatever
    it costs (for trusted inputs).

    Raises:
        TimeLimitExceeded: the budget's wall-clock safety net fired first. That depends on
            the machine, so it is left to the caller rather than made a verdict.
    """
    names = roles(gadget_type)
    _check_designated(gadget, names, gadget_type)
    if gadget_type in HARDNESS_TYPES and f.star_size is None:
        raise ValueError(f"{gadget_type} gadgets are defined only for a star F, not {f.name}")
    try:
        with GoodColorings(f, h, gadget.n, gadget.edges, budget=budget) as good:
            if gadget_type in ("red_determiner", "blue_determiner"):
                return _determiner(good, gadget_type, _edge(gadget, "e"))
            if gadget_type in ("positive_sender", "negative_sender"):
                return _sender(good, gadget_type, _edge(gadget, "e"), _edge(gadget, "f"))
            if gadget_type == "clause":
                return _clause(good, [_vertex(gadget, r) for r in names])
            return _variable(good, *(_vertex(gadget, r) for r in names))
    except BudgetExceeded as stop:
        return _fail(
            BUDGET_CODE,
            f"Not verified: {stop} ({len(gadget.edges)} edges, F = {f.name}, "
            f"H = {h.name}), so it is not known whether this is a gadget.",
        )


def _determiner(good: GoodColorings, gadget_type: GadgetType, e: Edge) -> GadgetVerdict:
    if not good.possible():
        return _fail("not_good", "The graph has no (F,H)-good coloring at all.")
    red = good.red(e)
    if gadget_type == "red_determiner" and good.possible(-red):
        return _fail("e_can_be_blue", f"Some good coloring makes e = {_e(e)} blue.", good)
    if gadget_type == "blue_determiner" and good.possible(red):
        return _fail("e_can_be_red", f"Some good coloring makes e = {_e(e)} red.", good)
    return _ok()


def _sender(good: GoodColorings, gadget_type: GadgetType, e: Edge, f: Edge) -> GadgetVerdict:
    if not good.possible():
        return _fail("not_good", "The graph has no (F,H)-good coloring at all.")
    re, rf = good.red(e), good.red(f)
    if not good.possible(re):
        return _fail("e_never_red", f"No good coloring makes e = {_e(e)} red.")
    if not good.possible(-re):
        return _fail("e_never_blue", f"No good coloring makes e = {_e(e)} blue.")
    same = gadget_type == "positive_sender"
    for e_red in (True, False):
        f_red = (not e_red) if same else e_red
        if good.possible(re if e_red else -re, rf if f_red else -rf):
            return _fail(
                "colors_not_forced",
                f"A good coloring makes e = {_e(e)} {_color(e_red)} and f = {_e(f)} "
                f"{_color(f_red)}, so they are not always {'equal' if same else 'opposite'}.",
                good,
            )
    return _ok()


def _clause(good: GoodColorings, vertices: list[int]) -> GadgetVerdict:
    if not good.possible():
        return _fail("not_good", "The graph has no (F,H)-good coloring at all.")
    lits = [good.enforced(v) for v in vertices]
    if good.possible(*lits):
        return _fail(
            "all_enforced_possible",
            "A good coloring enforces i1, i2 and i3 at once (no red edge at any of them).",
            good,
        )
    for combo in itertools.product((True, False), repeat=3):
        if all(combo):
            continue
        if not good.possible(*(lit if on else -lit for lit, on in zip(lits, combo, strict=True))):
            words = ", ".join("enforced" if on else "not enforced" for on in combo)
            return _fail(
                "combination_unrealisable",
                f"No good coloring realises (i1, i2, i3) = ({words}).",
            )
    return _ok()


def _variable(good: GoodColorings, u1: int, u2: int, n1: int) -> GadgetVerdict:
    a, b, c = good.enforcer(u1), good.enforcer(u2), good.enforcer(n1)
    for name, other in (("u1", a), ("u2", b)):
        if good.possible(-other, -c):
            return _fail(
                "condition_1",
                f"A good coloring has {name} not an enforcer and n1 not an enforcer "
                "(conditions 1 and 2 fail).",
                good,
            )
    if not good.possible(-a, -b):
        return _fail("condition_3", "No good coloring has both u1 and u2 not enforcers.")
    if not good.possible(-c):
        return _fail("condition_4", "No good coloring has n1 not an enforcer.")
    return _ok()


def _check_designated(gadget: Gadget, names: Sequence[str], gadget_type: GadgetType) -> None:
    if not all(isinstance(e, tuple) and len(e) == 2 for e in gadget.edges):
        raise ValueError("edges must be pairs of vertices")
    if any(not 0 <= v < gadget.n for e in gadget.edges for v in e):
        raise ValueError(f"an edge uses a vertex outside 0..{gadget.n - 1}")
    missing = [r for r in names if r not in gadget.designated]
    if missing:
        raise ValueError(f"{gadget_type} needs {', '.join(names)}; missing {', '.join(missing)}")
    edges = set(normalize_edges(gadget.edges))
    values: list[Edge | int] = []
    for r in names:
        value = gadget.designated[r]
        if gadget_type in EDGE_ROLES:
            if not (isinstance(value, tuple) and len(value) == 2):
                raise ValueError(f"{r} must be an edge (a pair of vertices), not {value!r}")
            edge = (min(value), max(value))
            if edge not in edges:
                raise ValueError(f"{r} = {_e(edge)} is not an edge of the graph")
            values.append(edge)
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{r} must be a vertex number, not {value!r}")
            if not 0 <= value < gadget.n:
                raise ValueError(f"{r} = {value} is not a vertex of the graph")
            values.append(value)
    if len(set(values)) != len(values):
        raise ValueError(f"{', '.join(names)} must be pairwise distinct")


def _edge(gadget: Gadget, role: str) -> Edge:
    value = gadget.designated[role]
    assert isinstance(value, tuple)
    return (min(value), max(value))


def _vertex(gadget: Gadget, role: str) -> int:
    value = gadget.designated[role]
    assert isinstance(value, int)
    return value


def _e(e: Edge) -> str:
    return f"{e[0]}-{e[1]}"


def _color(red: bool) -> str:
    return "red" if red else "blue"


def format_gadget(gadget_type: GadgetType, gadget: Gadget) -> str:
    """Write a gadget as the canonical answer block (``parsers.gadgets.parse_gadget`` reads it).

    >>> print(format_gadget("red_determiner", Gadget(3, ((0, 1), (1, 2)), {"e": (0, 1)})))
    BEGIN GADGET
    vertices: 3
    edges: 0-1, 1-2
    e: 0-1
    END GADGET
    """
    lines = ["BEGIN GADGET", f"vertices: {gadget.n}"]
    lines.append("edges: " + ", ".join(f"{a}-{b}" for a, b in gadget.edges))
    for role in roles(gadget_type):
        value = gadget.designated[role]
        lines.append(
            f"{role}: {value[0]}-{value[1]}" if isinstance(value, tuple) else f"{role}: {value}"
        )
    lines.append("END GADGET")
    return "\n".join(lines)
