"""An independent, brute-force reading of the RamseyGadgets definitions, for tests only.

Nothing here uses the package's copy finder or SAT encoding: copies come from trying
every injective vertex map, good colorings from listing all 2^m red/blue colorings, and
each gadget definition is checked literally on the list of good colorings. Arrays keep
it fast enough for hundreds of graphs (m <= ~14 edges), but the logic is the plain one.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np
import numpy.typing as npt

Edge = tuple[int, int]
Designation = dict[str, "Edge | int"]

TYPES = (
    "red_determiner",
    "blue_determiner",
    "positive_sender",
    "negative_sender",
    "clause",
    "variable",
)
ROLES = {
    "red_determiner": ("e",),
    "blue_determiner": ("e",),
    "positive_sender": ("e", "f"),
    "negative_sender": ("e", "f"),
    "clause": ("i1", "i2", "i3"),
    "variable": ("u1", "u2", "n1"),
}


def brute_copies(
    p_n: int, p_edges: Sequence[Edge], n: int, edges: Sequence[Edge]
) -> set[frozenset[Edge]]:
    """Edge sets of all images of the pattern under injective maps into the graph."""
    present = {(min(a, b), max(a, b)) for a, b in edges}
    found: set[frozenset[Edge]] = set()
    for image in itertools.permutations(range(n), p_n):
        mapped = [(min(image[a], image[b]), max(image[a], image[b])) for a, b in p_edges]
        if all(e in present for e in mapped):
            found.add(frozenset(mapped))
    return found


@dataclass
class Brute:
    """All (F,H)-good colorings of one graph, by listing every red/blue coloring."""

    f_n: int
    f_edges: tuple[Edge, ...]
    h_n: int
    h_edges: tuple[Edge, ...]
    n: int
    edges: tuple[Edge, ...]

    @cached_property
    def red(self) -> npt.NDArray[np.bool_]:
        """Boolean matrix: good coloring x edge -> red (edges in ``self.edges`` order)."""
        m = len(self.edges)
        index = {e: i for i, e in enumerate(self.edges)}
        masks = np.arange(1 << m, dtype=np.int64)
        good = np.ones(1 << m, dtype=bool)
        for copy in brute_copies(self.f_n, self.f_edges, self.n, self.edges):
            bits = sum(1 << index[e] for e in copy)
            good &= (masks & bits) != bits  # not every edge of this F is red
        for copy in brute_copies(self.h_n, self.h_edges, self.n, self.edges):
            bits = sum(1 << index[e] for e in copy)
            good &= (masks & bits) != 0  # not every edge of this H is blue
        chosen = masks[good]
        return ((chosen[:, None] >> np.arange(m)) & 1).astype(bool)

    def colorings(self) -> set[frozenset[Edge]]:
        """The good colorings as sets of red edges."""
        return {frozenset(e for e, r in zip(self.edges, row, strict=True) if r) for row in self.red}

    @cached_property
    def red_degree(self) -> npt.NDArray[np.int64]:
        """Matrix: good coloring x vertex -> number of red edges at the vertex."""
        incidence = np.zeros((len(self.edges), self.n), dtype=np.int64)
        for i, (a, b) in enumerate(self.edges):
            incidence[i, a] = incidence[i, b] = 1
        return self.red.astype(np.int64) @ incidence

    def col(self, e: Edge) -> npt.NDArray[np.bool_]:
        """Per good coloring: is edge ``e`` red."""
        return self.red[:, self.edges.index((min(e), max(e)))]

    def verdict(self, gadget_type: str, d: Designation, star_k: int | None) -> str:
        """The first failing condition, in the order the package reports them, or 'valid'."""
        good = len(self.red) > 0
        if gadget_type in ("red_determiner", "blue_determiner"):
            e = self.col(_edge(d["e"]))
            if not good:
                return "not_good"
            if gadget_type == "red_determiner" and not e.all():
                return "e_can_be_blue"
            if gadget_type == "blue_determiner" and e.any():
                return "e_can_be_red"
            return "valid"
        if gadget_type in ("positive_sender", "negative_sender"):
            e, f = self.col(_edge(d["e"])), self.col(_edge(d["f"]))
            if not good:
                return "not_good"
            if not e.any():
                return "e_never_red"
            if e.all():
                return "e_never_blue"
            forced = (e == f).all() if gadget_type == "positive_sender" else (e != f).all()
            return "valid" if forced else "colors_not_forced"
        assert star_k is not None
        if gadget_type == "clause":
            # Enforced: incident to no red edge.
            enforced = [self.red_degree[:, _vertex(d[r])] == 0 for r in ROLES["clause"]]
            if not good:
                return "not_good"
            realised = {tuple(bool(x) for x in row) for row in np.stack(enforced, axis=1)}
            if (True, True, True) in realised:
                return "all_enforced_possible"
            for combo in itertools.product((True, False), repeat=3):
                if combo != (True, True, True) and combo not in realised:
                    return "combination_unrealisable"
            return "valid"
        # Variable gadget. Enforcer: incident to exactly k-1 red edges (the paper's words).
        u1, u2, n1 = (self.red_degree[:, _vertex(d[r])] == star_k - 1 for r in ROLES["variable"])
        cond1 = bool(((u1 & u2) | n1).all())  # u1 or u2 not an enforcer -> n1 is one
        cond2 = bool((n1 | (u1 & u2)).all())  # n1 not an enforcer -> u1 and u2 are
        cond3 = bool((~u1 & ~u2).any())
        cond4 = bool((~n1).any())
        if not (cond1 and cond2):
            return "condition_1"
        if not cond3:
            return "condition_3"
        if not cond4:
            return "condition_4"
        return "valid"

    def designations(self, gadget_type: str) -> Iterator[Designation]:
        """Every designation of the type on this graph, up to the type's symmetries."""
        if gadget_type in ("red_determiner", "blue_determiner"):
            for e in self.edges:
                yield {"e": e}
        elif gadget_type in ("positive_sender", "negative_sender"):
            for e, f in itertools.permutations(self.edges, 2):
                yield {"e": e, "f": f}
        elif gadget_type == "clause":
            for i1, i2, i3 in itertools.combinations(range(self.n), 3):
                yield {"i1": i1, "i2": i2, "i3": i3}
        else:
            for u1, u2 in itertools.combinations(range(self.n), 2):
                for n1 in range(self.n):
                    if n1 not in (u1, u2):
                        yield {"u1": u1, "u2": u2, "n1": n1}


def has_gadget(
    red: npt.NDArray[np.bool_], degree: npt.NDArray[np.int64], gadget_type: str, k: int | None
) -> bool:
    """Whether some designation makes a graph a gadget, vectorised over designations.

    ``red`` is good coloring x edge -> red, ``degree`` good coloring x vertex -> red edges
    at the vertex (as :class:`Brute` gives them, or from any other list of colorings).
    """
    n = degree.shape[1]
    if len(red) == 0:
        return False
    if gadget_type == "red_determiner":
        return bool(red.all(axis=0).any())
    if gadget_type == "blue_determiner":
        return bool((~red).all(axis=0).any())
    if gadget_type in ("positive_sender", "negative_sender"):
        both = red.any(axis=0) & ~red.all(axis=0)  # e takes both colors
        same = (red[:, :, None] == red[:, None, :]).all(axis=0)
        opposite = (red[:, :, None] != red[:, None, :]).all(axis=0)
        forced = same if gadget_type == "positive_sender" else opposite
        np.fill_diagonal(forced, False)
        return bool((forced & both[:, None]).any())
    assert k is not None
    if gadget_type == "clause":
        enforced = degree == 0
        for a, b, c in itertools.combinations(range(n), 3):
            codes = set((enforced[:, a] * 4 + enforced[:, b] * 2 + enforced[:, c]).tolist())
            if codes == set(range(7)):
                return True
        return False
    enforcer = degree == k - 1
    for u1, u2 in itertools.combinations(range(n), 2):
        for n1 in range(n):
            if n1 in (u1, u2):
                continue
            a, b, c = enforcer[:, u1], enforcer[:, u2], enforcer[:, n1]
            if ((a & b) | c).all() and (~a & ~b).any() and (~c).any():
                return True
    return False


def random_graph(rng: random.Random, n: int, max_edges: int) -> tuple[Edge, ...]:
    """A random graph on ``n`` vertices with between n-1 and ``max_edges`` edges."""
    pairs = list(itertools.combinations(range(n), 2))
    m = rng.randint(min(n - 1, len(pairs)), min(max_edges, len(pairs)))
    return tuple(sorted(rng.sample(pairs, m)))


def _edge(value: Edge | int) -> Edge:
    assert isinstance(value, tuple)
    return value


def _vertex(value: Edge | int) -> int:
    assert isinstance(value, int)
    return value
