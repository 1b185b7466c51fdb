"""Exact check of Ramsey colourings: does colour d hold a clique of its forbidden size?

A colouring of the edges of K_n with k colours answers the cell (s_1, ..., s_k) when colour d
holds no clique on ``sizes[d]`` vertices (two colours: a graph with no K_s and no independent
set of t vertices; matrix digit 1 is an edge, so digit 1 answers to ``sizes[0]`` and digit 0
to ``sizes[1]``). Proving that takes an exhaustive search, and for the 2026 records (92 and
159 vertices) the search is the whole cost. This module holds the public API (the check, the
distance, their verdicts and limits) and the order of the work:

- a bounded fast pass runs first (:mod:`ramsey_inspect.core.ramsey_near`): a one-edge change of
  a valid witness holds forbidden cliques only through that edge, so the common
  neighbourhoods of a few suspect edges are searched first (entries changed from the held
  constructions the caller passes as references, as held or renumbered, and edges between
  the vertices of highest degree in a colour); it can only reject, never prove valid;
- then each colour, the smallest forbidden clique first, is searched whole by the branch and
  bound on adjacency bitsets of :mod:`ramsey_inspect.core.ramsey_cliques`;
- symmetry is used only when it is free to see: in a circulant colouring (entry (i, j)
  depends on j - i mod n alone, as in Paley graphs and the R(4,14) witness) rotations map
  any clique onto one through vertex 0, so only the neighbourhood of 0 is searched. Beyond
  that none: both ypwang61 witnesses have a trivial automorphism group (nauty), so one start
  vertex per orbit would save nothing on them.

Work is counted (search nodes, candidates coloured, class tests, the fast pass's searches),
never timed: the same colouring gets the same verdict and the same ``work`` everywhere, and a
check that runs out of its budget says ``undecided``, never ``valid``. ``benchmarks/ramsey_check.py`` times it
against a plain bitset branch and bound.

:func:`distance` measures how far an invalid colouring is: the monochromatic forbidden cliques
(counted up to a cap) and a greedy count of entries to recolour, under its own budget, with
``exact`` saying the count is complete. Near a held construction (given as a reference, as
held or, with an ``isomorphism``, renumbered) it counts through the changed entries alone,
exactly and in milliseconds (:mod:`ramsey_inspect.core.ramsey_near`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from ramsey_inspect.core.ramsey_cliques import (
    Colouring,
    OutOfWork,
    bitsets_of_rows,
    cliques_through_vertex,
    find_cliques,
)
from ramsey_inspect.core.ramsey_near import (
    Isomorphism,
    cliques_through_changes,
    fast_pass,
    line_up,
    nearest_changes,
)

__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_DISTANCE_BUDGET",
    "MAX_CLIQUE_SIZE",
    "MAX_COLOURS",
    "MAX_VERTICES",
    "Colouring",
    "Distance",
    "Isomorphism",
    "Verdict",
    "check_colouring",
    "colouring_from_graph",
    "distance",
]

MAX_VERTICES = 1000
"""Largest n accepted: building the colour graphs is quadratic in n, and the budget bounds the rest."""
MAX_COLOURS = 10
"""Largest k accepted (one decimal digit per entry in the answer matrices)."""
MAX_CLIQUE_SIZE = 200
"""Largest forbidden clique size accepted; the search recurses once per clique vertex."""
DEFAULT_BUDGET = 150_000_000
"""Work units per check: twice what the hardest published witness takes. Measured
(benchmarks/ramsey_check.py and the 41 witnesses): R(3,17) >= 93 on 92 vertices 9.9 million,
R(4,15) >= 160 on 159 vertices 8.0 million, R(8,10) >= 345 on 344 vertices 68 million (some
20 s of CPU on a loaded core; the units run at roughly 3 million a second), R(6,8) >= 135 and
R(3,13) >= 61 under 1 million. A colouring that exhausts it is undecided after about a minute
on such a core (wider bitsets run slower: about 1.5 million units a second at 1000 vertices)."""
DEFAULT_DISTANCE_BUDGET = 2_000_000
"""Work units for :func:`distance`: it counts cliques of invalid answers, where they are easy to find."""


@dataclass(frozen=True)
class Verdict:
    """The outcome of one exact check."""

    status: Literal["valid", "invalid", "undecided"]
    clique: tuple[int, ...] | None
    """The monochromatic forbidden clique found (sorted vertices) when invalid."""
    colour: int | None
    """Its colour as the matrix digit (two colours: 1 = edge of the graph, 0 = non-edge)."""
    work: int
    """Work units spent: deterministic and machine independent."""
    explanation: str
    """One sentence a researcher reads."""


@dataclass(frozen=True)
class Distance:
    """How far an invalid colouring is from valid, by bounded work."""

    cliques: int
    """Monochromatic forbidden cliques found, at most ``cap``."""
    capped: bool
    """True when the count stopped at ``cap``."""
    recolour: int
    """Edges a greedy hitting set recolours so that no clique found stays monochromatic."""
    exact: bool
    """True when every such clique was listed (not capped, within the budget): then
    ``cliques`` is the colouring's number of forbidden cliques, the same whether they were
    counted over the whole colouring or through the entries changed from a valid reference."""


def colouring_from_graph(n: int, edges: Iterable[tuple[int, int]]) -> Colouring:
    """The two-colour matrix of a graph on vertices 0..n-1: 1 for an edge, 0 otherwise."""
    if type(n) is not int or not 0 <= n <= MAX_VERTICES:
        raise ValueError(f"n must be an integer from 0 to {MAX_VERTICES}, got {n!r}")
    rows = [[0] * n for _ in range(n)]
    for edge in edges:
        u, v = edge
        if type(u) is not int or type(v) is not int or not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge {edge!r} has a vertex outside 0..{n - 1}")
        if u == v:
            raise ValueError(f"edge {edge!r} is a loop")
        rows[u][v] = rows[v][u] = 1
    return tuple(tuple(row) for row in rows)


def check_colouring(
    colouring: Colouring,
    sizes: Sequence[int],
    budget: int = DEFAULT_BUDGET,
    references: Iterable[Colouring] = (),
) -> Verdict:
    """Decide exactly whether every colour d avoids a clique on ``sizes[d]`` vertices.

    A bounded fast pass runs first (see :func:`fast_pass`): it searches for a forbidden
    clique through a few suspect edges, those where the colouring differs from one of the
    ``references`` (colourings of K_n it is likely a near copy of, such as the witnesses the
    package holds), those a reference renumbered would differ in (found by isomorphism
    invariants) and those between the vertices of highest degree in a colour. It can only
    reject, with a clique it found; when it finds none the complete search decides, colours
    with the smallest forbidden clique first. Its work is counted in ``work`` and against
    ``budget`` like the complete search's. Raises ValueError for a malformed colouring,
    sizes or budget (the parser turns model output into a well-formed colouring first).
    """
    graphs = _colour_graphs(colouring, sizes)
    _check_budget(budget)
    left = [budget]
    try:
        hit = fast_pass(colouring, graphs, references, left)
    except OutOfWork:
        return _undecided(budget, left, "any colour holds its forbidden clique")
    if hit is not None:
        return _invalid(*hit, len(sizes), budget, left)
    circulant = _is_circulant(colouring)
    for digit, size, adj in graphs:
        try:
            if circulant:  # every vertex is alike: a clique anywhere has a copy through 0
                found = cliques_through_vertex(adj, 0, size, left)
            else:
                found = find_cliques(adj, size, 1, left)
        except OutOfWork:
            return _undecided(budget, left, f"{_colour_name(digit, len(sizes))} holds a K_{size}")
        if found:
            return _invalid(digit, size, found[0], len(sizes), budget, left)
    avoided = "; ".join(f"{_colour_name(d, len(sizes))} has no K_{s}" for d, s, _ in graphs)
    return Verdict(
        "valid",
        None,
        None,
        budget - left[0],
        f"Valid on {len(colouring)} vertices: {avoided} (exhaustive search).",
    )


def distance(
    colouring: Colouring,
    sizes: Sequence[int],
    cap: int = 100,
    budget: int = DEFAULT_DISTANCE_BUDGET,
    references: Iterable[Colouring] = (),
    isomorphism: Isomorphism | None = None,
) -> Distance:
    """Count monochromatic forbidden cliques (up to ``cap``) and a greedy repair size.

    The repair count is a greedy hitting set over the cliques found: the edge lying in most of
    them is recoloured first, until each has lost an edge. It ignores cliques the recolouring
    may create, so it measures progress, not a proof of distance.

    ``references`` are colourings of the same cell the caller knows to be VALID (the scorer
    passes the constructions the package holds, which its tests prove valid). When the
    colouring differs from one of them in at most ``MAX_DISTANCE_CHANGES`` entries, the
    cliques are counted through those entries only (:func:`cliques_through_changes`): each forbidden
    clique of the colouring holds a changed entry in its new colour, since otherwise the
    reference would hold it too. That count is exhaustive, so a near copy of a held witness
    gets ``exact`` True in milliseconds, where the search over the whole colouring runs out
    of its budget on the large witnesses. An invalid reference breaks that argument (cliques
    away from the changed entries are missed), hence the precondition.

    When no reference is that close but one of the same n is, and ``isomorphism`` is given
    (a map finder such as nauty's canonical labelling, see :data:`Isomorphism`), the colouring
    may be a held witness renumbered with one entry changed: :func:`line_up` takes the
    entries the check's renumbered step finds by isomorphism invariants, changes each back,
    asks ``isomorphism`` for a vertex map onto the reference, renumbers the reference by it
    and keeps it when it differs from the colouring in that one entry alone (checked entry by
    entry here, never assumed). That renumbered reference is valid (a renumbering of a valid
    one) and one entry away, so the count through the entry is exact, as in the reference's
    own numbering. When both colours forbid the same clique size, the references with their
    colours swapped (valid too) are tried the same way after them. At most
    ``MAX_LINE_UP_TRIES`` maps are asked for, each charged
    ``n * n`` work units, ``LINE_UP_WORK`` in all, and the sieve at most
    ``RENUMBERED_SIEVE_WORK``; their work comes out of ``budget``. Without a reference that
    close, and when nothing lines up, every colour is searched whole, as without references.
    """
    graphs = _colour_graphs(colouring, sizes)
    _check_budget(budget)
    if type(cap) is not int or cap < 1:
        raise ValueError(f"cap must be a positive integer, got {cap!r}")
    left = [budget]
    cliques: list[tuple[int, ...]] = []
    exact = True
    references = tuple(references)
    changes = nearest_changes(colouring, references, left)
    if changes is None and isomorphism is not None:
        changes = line_up(colouring, graphs, references, isomorphism, left)
    if changes is not None:
        try:
            cliques = cliques_through_changes(colouring, graphs, changes, cap, left)
        except OutOfWork as stop:
            cliques = stop.args[0]
            exact = False
    else:
        for _, size, adj in graphs:
            try:
                cliques += find_cliques(adj, size, cap - len(cliques), left)
            except OutOfWork as stop:
                cliques += stop.args[0]
                exact = False
                break
            if len(cliques) >= cap:
                break
    capped = len(cliques) >= cap
    return Distance(len(cliques), capped, _greedy_recolour(cliques), exact and not capped)


# -- input ----------------------------------------------------------------------------------


def _undecided(budget: int, left: list[int], question: str) -> Verdict:
    """The verdict of a search that ran out of work before settling ``question``."""
    return Verdict(
        "undecided",
        None,
        None,
        budget - left[0],
        f"The search used its whole budget of {budget:,} work units before settling "
        f"whether {question}; no forbidden clique was found, but the colouring is not proved "
        "valid.",
    )


def _invalid(
    digit: int, size: int, clique: tuple[int, ...], k: int, budget: int, left: list[int]
) -> Verdict:
    """The verdict naming the forbidden clique found in colour ``digit``."""
    return Verdict(
        "invalid",
        clique,
        digit,
        budget - left[0],
        f"{_colour_name(digit, k).capitalize()} holds a K_{size} on vertices {list(clique)}.",
    )


def _check_budget(budget: int) -> None:
    if type(budget) is not int or budget < 1:
        raise ValueError(f"budget must be a positive integer of work units, got {budget!r}")


def _colour_graphs(colouring: Colouring, sizes: Sequence[int]) -> list[tuple[int, int, list[int]]]:
    """Validate the input; (digit, forbidden size, adjacency bitsets) per colour, cheapest first."""
    if isinstance(sizes, (str, bytes)) or not isinstance(sizes, Sequence):
        raise ValueError(f"sizes must be a sequence of integers, got {sizes!r}")
    k = len(sizes)
    if not 2 <= k <= MAX_COLOURS:
        raise ValueError(f"sizes must name 2 to {MAX_COLOURS} colours, got {k}")
    for s in sizes:
        if type(s) is not int or not 2 <= s <= MAX_CLIQUE_SIZE:
            raise ValueError(f"each size must be an integer from 2 to {MAX_CLIQUE_SIZE}, got {s!r}")
    if not isinstance(colouring, Sequence) or isinstance(colouring, (str, bytes)):
        raise ValueError("the colouring must be a sequence of rows")
    n = len(colouring)
    if n > MAX_VERTICES:
        raise ValueError(f"the colouring has {n} vertices; at most {MAX_VERTICES} are accepted")
    adj = _row_bitsets(colouring, n, k)
    if adj is None:  # something is wrong: the entry-by-entry pass names it
        adj = _row_bitsets_checked(colouring, n, k)
    if k == 2:  # digit 1 (an edge) avoids K_{sizes[0]}, digit 0 avoids K_{sizes[1]}
        forbidden = {1: sizes[0], 0: sizes[1]}
    else:
        forbidden = dict(enumerate(sizes))
    return sorted(((d, s, adj[d]) for d, s in forbidden.items()), key=lambda g: (g[1], g[0]))


def _row_bitsets(colouring: Colouring, n: int, k: int) -> list[list[int]] | None:
    """Adjacency bitsets per digit, row by row at C speed; None when anything is amiss.

    Checking and building entry by entry in Python took some 20 ms at 344 vertices, twice per
    scored answer (check and distance), more than the fast pass and the distance's search of
    a near copy of a held witness. Here each row is checked by the set of its entries' types
    and as bytes (every byte a digit below k), symmetry by comparing the rows with the
    columns, and each row's bitset is parsed from its digits.
    """
    digits = bytes(range(k))
    rows: list[bytes] = []
    for row in colouring:
        if not isinstance(row, Sequence) or isinstance(row, (str, bytes)) or len(row) != n:
            return None
        if set(map(type, row)) != {int}:
            return None
        try:
            raw = bytes(row)
        except ValueError:  # an entry outside 0..255
            return None
        if raw.translate(None, digits):  # an entry that is no digit below k
            return None
        rows.append(raw)
    if [tuple(row) for row in colouring] != list(zip(*colouring, strict=True)):
        return None
    return [bitsets_of_rows(rows, d) for d in range(k)]


def _row_bitsets_checked(colouring: Colouring, n: int, k: int) -> list[list[int]]:
    """Adjacency bitsets per digit, entry by entry; raises ValueError naming what is wrong."""
    adj = [[0] * n for _ in range(k)]
    for i, row in enumerate(colouring):
        if not isinstance(row, Sequence) or isinstance(row, (str, bytes)) or len(row) != n:
            raise ValueError(f"row {i} is not a sequence of {n} entries")
        for j, digit in enumerate(row):
            if type(digit) is not int or not 0 <= digit < k:
                raise ValueError(f"entry ({i}, {j}) is {digit!r}, not a colour digit 0..{k - 1}")
            if j < i:
                if digit != colouring[j][i]:
                    raise ValueError(f"the matrix is not symmetric at ({j}, {i})")
                adj[digit][i] |= 1 << j
                adj[digit][j] |= 1 << i
    return adj


def _colour_name(digit: int, k: int) -> str:
    if k == 2:
        return "colour 1 (the edges)" if digit == 1 else "colour 0 (the non-edges)"
    return f"colour {digit}"


# -- symmetry and the repair count -----------------------------------------------------------


def _is_circulant(colouring: Colouring) -> bool:
    """Whether entry (i, j) depends on (j - i) mod n alone (so rotations are automorphisms)."""
    n = len(colouring)
    if n == 0:
        return False
    first = tuple(colouring[0])
    return all(tuple(colouring[i]) == first[n - i :] + first[: n - i] for i in range(1, n))


def _greedy_recolour(cliques: list[tuple[int, ...]]) -> int:
    """Edges recoloured by the greedy hitting set: most-shared edge first, ties by the smaller edge."""
    remaining = [set(itertools.combinations(c, 2)) for c in cliques]
    recoloured = 0
    while remaining:
        counts = Counter(edge for edges in remaining for edge in edges)
        edge = min(counts, key=lambda e: (-counts[e], e))
        remaining = [edges for edges in remaining if edge not in edges]
        recoloured += 1
    return recoloured
