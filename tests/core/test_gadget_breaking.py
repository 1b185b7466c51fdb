"""The coloring a failed verdict shows: a good coloring that breaks the gadget, checked by brute force.

Each verdict code that is about a coloring which exists carries one (``breaking``); the
brute-force reading of ``gadget_bruteforce`` confirms it is good and that it breaks the
condition the code names. Codes about a coloring that does not exist carry none.
"""

from __future__ import annotations

import random

import pytest
from gadget_bruteforce import TYPES, Brute, Designation, Edge, random_graph

from ramsey_inspect.core import ramsey
from ramsey_inspect.core.gadgets import Gadget, GadgetVerdict, verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.core.ramsey import Budget

SHOWN_BY_A_COLORING = {
    "e_can_be_blue",
    "e_can_be_red",
    "colors_not_forced",
    "all_enforced_possible",
    "condition_1",
}
PAIRS = [("P3", "K3"), ("K1,3", "C4"), ("P3", "K4-e")]
GRAPHS = 6
"""Random graphs per pair; one designation per verdict code of every type is checked on each."""


def breaks(kind: str, d: Designation, red: frozenset[Edge], k: int | None) -> bool:
    """Whether the coloring (red edges) breaks the condition its type's failure names."""

    def is_red(e: Edge | int) -> bool:
        assert isinstance(e, tuple)
        return (min(e), max(e)) in red

    def red_degree(v: Edge | int) -> int:
        return sum(v in e for e in red)

    if kind == "red_determiner":
        return not is_red(d["e"])
    if kind == "blue_determiner":
        return is_red(d["e"])
    if kind in ("positive_sender", "negative_sender"):
        same = is_red(d["e"]) == is_red(d["f"])
        return not same if kind == "positive_sender" else same
    if kind == "clause":
        return all(red_degree(d[r]) == 0 for r in ("i1", "i2", "i3"))
    assert k is not None
    not_enforcer = {r: red_degree(d[r]) != k - 1 for r in ("u1", "u2", "n1")}
    return not_enforcer["n1"] and (not_enforcer["u1"] or not_enforcer["u2"])


def verdicts(f: str, h: str, kind: str, g: Gadget) -> list[GadgetVerdict]:
    """Unbudgeted, budgeted, and budgeted with every pattern added lazily."""
    fg, hg = parse_graph(f), parse_graph(h)
    generous = Budget(seconds=60)
    out = [verify_gadget(fg, hg, kind, g), verify_gadget(fg, hg, kind, g, budget=generous)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ramsey, "EAGER_COPIES", 1)
        patch.setattr(ramsey, "LAZY_BATCH", 1)
        patch.setattr(ramsey, "STAR_DIRECT", 0)
        out.append(verify_gadget(fg, hg, kind, g, budget=generous))
    return out


def test_the_shown_coloring_is_good_and_breaks_the_gadget() -> None:
    checked: set[str] = set()
    for f, h in PAIRS:
        rng = random.Random(f"breaking|{f}|{h}")
        fg, hg = parse_graph(f), parse_graph(h)
        for _ in range(GRAPHS):
            n = rng.randint(5, 6)
            edges = random_graph(rng, n, 11)
            b = Brute(fg.n, fg.edges, hg.n, hg.edges, n, edges)
            good = b.colorings()
            for kind in TYPES:
                by_code: dict[str, Designation] = {}
                for d in b.designations(kind):
                    by_code.setdefault(b.verdict(kind, d, fg.star_size), d)
                for code, d in by_code.items():
                    for verdict in verdicts(f, h, kind, Gadget(n, edges, dict(d))):
                        assert verdict.code == code
                        if code not in SHOWN_BY_A_COLORING:
                            assert verdict.breaking is None, (kind, code)
                            continue
                        assert verdict.breaking is not None, (kind, code)
                        assert verdict.breaking in good, (f, h, kind, code, edges, d)
                        assert breaks(kind, d, verdict.breaking, fg.star_size), (kind, code, d)
                    checked.add(code)
    assert checked >= SHOWN_BY_A_COLORING
