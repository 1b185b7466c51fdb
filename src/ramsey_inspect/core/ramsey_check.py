"""Exact check of Ramsey colourings: does colour d hold a clique of its forbidden size?

A colouring of the edges of K_n with k colours answers the cell (s_1, ..., s_k) when colour d
holds no clique on ``sizes[d]`` vertices (two colours: a graph with no K_s and no independent
set of t vertices; matrix digit 1 is an edge, so digit 1 answers to ``sizes[0]`` and digit 0
to ``sizes[1]``). Proving that takes an exhaustive search, and for the 2026 records (92 and
159 vertices) the search is the whole cost, so it is built for speed in pure Python:

- each colour class is a graph of adjacency bitsets (Python ints), searched for one clique of
  the forbidden size (a yes/no question, cheaper than computing the clique number);
- branch and bound in the style of Tomita's MCQ and San Segundo's BBMC: a greedy colouring of
  the candidates bounds the clique, and only vertices coloured past the bound are branched on;
- before such a vertex is branched on, it is tried in the kept colour classes: moved in by
  swapping one blocking vertex out (Tomita's Re-NUMBER), or paired with two kept classes that
  together hold no triangle with it (San Segundo's infra-chromatic bound). In the complement
  of a triangle-free graph every colour class has at most two vertices, so the plain bound is
  weak there and this tighter one cuts the search nodes about threefold;
- symmetry is used only when it is free to see: in a circulant colouring (entry (i, j)
  depends on j - i mod n alone, as in Paley graphs and the R(4,14) witness) rotations map
  any clique onto one through vertex 0, so only the neighbourhood of 0 is searched. Beyond
  that none: both ypwang61 witnesses have a trivial automorphism group (nauty), so one start
  vertex per orbit would save nothing on them;
- vertices are numbered in smallest-last (degeneracy) order, and at each node the vertex with
  the fewest candidates left is branched on first (a fifth less work than colour order on
  the 92-vertex witness);
- a bounded fast pass runs first (:func:`_fast_pass`): a one-edge change of a valid witness
  holds forbidden cliques only through that edge, which the search above reaches late (up to
  seconds), so the common neighbourhoods of a few suspect edges are searched first: entries
  where the answer differs from a reference colouring the caller passes (the scorer passes
  the constructions the package holds for the cell); when the answer does not line up with a
  reference of its size (a held witness with its vertices renumbered), the edges whose change
  back would give the answer the reference's isomorphism invariants (degree vectors, then
  neighbours' degree sums and triangle counts at the few vertices whose degrees moved); then
  edges between the vertices of highest degree in a colour. With the references it rejects
  one-edge flips of every held witness in under 0.1 s of CPU, in its own vertex numbering
  and renumbered (``benchmarks/ramsey_check.py --before 45d726a``, 30 renumbered flips per
  witness: those of the 344-vertex R(8,10) witness took a median 2.2 s and up to 11 s before
  the invariants, 0.04 s and 0.07 s since); it can only reject, never prove valid.

Work is counted (search nodes, candidates coloured, class tests, the fast pass's searches),
never timed: the same colouring gets the same verdict and the same ``work`` everywhere, and a
check that runs out of its budget says ``undecided``, never ``valid``. ``benchmarks/ramsey_check.py`` times it
against a plain bitset branch and bound.

:func:`distance` measures how far an invalid colouring is: the monochromatic forbidden cliques
(counted up to a cap) and a greedy count of entries to recolour, under its own budget, with
``exact`` saying the count is complete. Given the same references as the check, and when they
are valid (the caller's precondition: the scorer passes only the constructions the package
holds, which its tests prove valid), a colouring at most ``MAX_DISTANCE_CHANGES`` entries away
from one is counted through the changed entries alone, which is complete, so a one-edge flip
of a held witness gets an exact count in milliseconds (``benchmarks/ramsey_distance.py``).
Renumbered, such a flip lines up with no reference entry for entry; given an ``isomorphism``
(nauty's canonical labelling, which this module does not import: the scorer passes
:func:`ramsey_inspect.core.ramsey_constructions.isomorphism`), the distance changes back each
entry the renumbered step's invariants point at, maps the result onto the reference, and
when the reference renumbered by that map differs from the answer in that entry alone
(checked here, entry by entry) counts through it as in the witness's own numbering, exact
(``benchmarks/ramsey_distance.py --renumbered``).
"""

from __future__ import annotations

import itertools
import operator
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

Colouring = tuple[tuple[int, ...], ...]
"""An n x n matrix of colour digits 0..k-1, symmetric; the diagonal is ignored."""

Isomorphism = Callable[[Colouring, Colouring], Sequence[int] | None]
"""A finder of vertex maps: given colourings a and b of K_n, a sequence ``place`` with
``a[u][w] == b[place[u]][place[w]]`` for all u, w when it finds one (nauty's canonical
labelling in :func:`ramsey_inspect.core.ramsey_constructions.isomorphism`), else anything:
:func:`distance` checks what it returns entry by entry and relies on nothing else."""

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


class _OutOfWork(Exception):
    """The counted work reached the budget."""


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

    A bounded fast pass runs first (see :func:`_fast_pass`): it searches for a forbidden
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
        hit = _fast_pass(colouring, graphs, references, left)
    except _OutOfWork:
        return _undecided(budget, left, "any colour holds its forbidden clique")
    if hit is not None:
        return _invalid(*hit, len(sizes), budget, left)
    circulant = _is_circulant(colouring)
    for digit, size, adj in graphs:
        try:
            if circulant:  # every vertex is alike: a clique anywhere has a copy through 0
                found = _cliques_through_vertex(adj, 0, size, left)
            else:
                found = _find_cliques(adj, size, 1, left)
        except _OutOfWork:
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
    cliques are counted through those entries only (:func:`_cliques_near`): each forbidden
    clique of the colouring holds a changed entry in its new colour, since otherwise the
    reference would hold it too. That count is exhaustive, so a near copy of a held witness
    gets ``exact`` True in milliseconds, where the search over the whole colouring runs out
    of its budget on the large witnesses. An invalid reference breaks that argument (cliques
    away from the changed entries are missed), hence the precondition.

    When no reference is that close but one of the same n is, and ``isomorphism`` is given
    (a map finder such as nauty's canonical labelling, see :data:`Isomorphism`), the colouring
    may be a held witness renumbered with one entry changed: :func:`_line_up` takes the
    entries the check's renumbered step finds by isomorphism invariants, changes each back,
    asks ``isomorphism`` for a vertex map onto the reference, renumbers the reference by it
    and keeps it when it differs from the colouring in that one entry alone (checked entry by
    entry here, never assumed). That renumbered reference is valid (a renumbering of a valid
    one) and one entry away, so the count through the entry is exact, as in the reference's
    own numbering. At most ``MAX_LINE_UP_TRIES`` maps are asked for, each charged
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
    changes = _nearest_changes(colouring, references, left)
    if changes is None and isomorphism is not None:
        changes = _line_up(colouring, graphs, references, isomorphism, left)
    if changes is not None:
        try:
            cliques = _cliques_near(colouring, graphs, changes, cap, left)
        except _OutOfWork as stop:
            cliques = stop.args[0]
            exact = False
    else:
        for _, size, adj in graphs:
            try:
                cliques += _find_cliques(adj, size, cap - len(cliques), left)
            except _OutOfWork as stop:
                cliques += stop.args[0]
                exact = False
                break
            if len(cliques) >= cap:
                break
    capped = len(cliques) >= cap
    return Distance(len(cliques), capped, _greedy_recolour(cliques), exact and not capped)


MAX_DISTANCE_CHANGES = 64
"""A reference differing from the colouring in more entries than this is not used by
:func:`distance` (nor beyond ``MAX_REFERENCE_CHANGES``, where ``_changes`` stops comparing).
Measured (``benchmarks/ramsey_distance.py --changes``, cap 100, on a shared core): through
up to 64 changed entries of a best-tier witness the count took at most 0.6 to 0.75 s of CPU
(R(4,15), capped at 64 changes, exact up to 32), and it is held by the same budget as the
search of the whole colouring, which spends all of it (0.6 to 1.0 s) for a cut count; past
some 8 changes most answers reach the cap within 0.1 s anyway."""


MAX_LINE_UP_TRIES = 16
"""Vertex maps :func:`_line_up` asks for per colouring at most, each charged n * n work units,
and no more than ``LINE_UP_WORK`` in all (4 maps at 344 vertices, 16 up to 176). The
renumbered step's sieve passes the changed entry and few others: over 20 seeded renumbered
one-edge flips of each best-tier witness (``benchmarks/ramsey_distance.py --renumbered``),
one map lined up 175 of the 180, two maps 2 (R(3,18), R(4,13)), three 1 and four 2 (R(3,17))."""
LINE_UP_WORK = 500_000
"""Work units for the maps of :func:`_line_up` together (the sieve has its own cap)."""


def _line_up(
    colouring: Colouring,
    graphs: list[tuple[int, int, list[int]]],
    references: tuple[Colouring, ...],
    isomorphism: Isomorphism,
    left: list[int],
) -> list[tuple[int, int]] | None:
    """The one changed pair of the colouring from a renumbered reference, or None.

    Candidates are the entries :func:`_renumbered_flips` finds (the check's renumbered step,
    its sieve capped at ``RENUMBERED_SIEVE_WORK`` over all references). Each is changed back
    to each other colour (two colours: the other one), ``isomorphism`` maps the result onto
    the reference, and the reference renumbered by that map is compared with the colouring
    entry by entry: when exactly the candidate differs, that pair is returned (the renumbered
    reference is valid and differs from the colouring there alone, so the count through it,
    :func:`_cliques_near`, is complete). Work is taken from ``left``: the sieve's, and
    ``n * n + n`` per map asked for and checked.
    """
    n = len(colouring)
    digits = sorted(digit for digit, _, _ in graphs)
    sieve = [min(RENUMBERED_SIEVE_WORK, left[0])]
    tries = 0
    for reference in references:
        if len(reference) != n or n < 2:
            continue
        edges: list[tuple[int, int, int]] = []
        start = sieve[0]
        try:
            _renumbered_flips(colouring, graphs, reference, edges, sieve)
        except _OutOfWork:
            pass  # the edges found so far are tried
        left[0] -= start - sieve[0]
        for digit, x, y in edges:
            for old in digits:
                if old == digit:
                    continue
                if tries >= MAX_LINE_UP_TRIES or (tries + 1) * n * n > LINE_UP_WORK:
                    return None
                if left[0] < n * n:
                    return None
                tries += 1
                left[0] -= n * n + n
                if _renumbered_reference(colouring, reference, x, y, old, isomorphism):
                    return [(min(x, y), max(x, y))]
    return None


def _renumbered_reference(
    colouring: Colouring,
    reference: Colouring,
    x: int,
    y: int,
    old: int,
    isomorphism: Isomorphism,
) -> Colouring | None:
    """``reference`` renumbered onto ``colouring`` with entry xy changed back to ``old``, or None.

    None unless the map ``isomorphism`` returns is a permutation of the vertices under which
    the reference differs from the colouring in the entry xy alone.
    """
    n = len(colouring)
    rows = list(colouring)
    for u, w in ((x, y), (y, x)):
        row = list(rows[u])
        row[w] = old
        rows[u] = tuple(row)
    place = isomorphism(tuple(rows), reference)
    if place is None or len(place) != n or sorted(place) != list(range(n)):
        return None
    pick = operator.itemgetter(*place)
    renumbered = tuple(tuple(pick(reference[p])) for p in place)
    if _changes(colouring, renumbered) != [(min(x, y), max(x, y))]:
        return None
    return renumbered


def _nearest_changes(
    colouring: Colouring, references: Iterable[Colouring], left: list[int]
) -> list[tuple[int, int]] | None:
    """The changed pairs of the reference closest to ``colouring`` (first on ties), or None.

    None when no reference has the colouring's size and differs in at most
    ``MAX_DISTANCE_CHANGES`` entries. Each reference compared costs n work units.
    """
    best: list[tuple[int, int]] | None = None
    for reference in references:
        left[0] -= len(colouring)
        diff = _changes(colouring, reference)
        if diff is None or len(diff) > MAX_DISTANCE_CHANGES:
            continue
        if best is None or len(diff) < len(best):
            best = diff
    return best


def _cliques_near(
    colouring: Colouring,
    graphs: list[tuple[int, int, list[int]]],
    changes: list[tuple[int, int]],
    cap: int,
    left: list[int],
) -> list[tuple[int, ...]]:
    """Every forbidden clique through one of ``changes`` in its new colour, each once, up to ``cap``.

    When the reference the pairs were taken from is valid, these are all the forbidden
    cliques of the colouring. Per changed pair (x, y) of new colour d with forbidden size s,
    the cliques on s - 2 vertices of the common colour-d neighbourhood of x and y are listed;
    a clique through several changed pairs is met once per pair and kept once. The work is
    counted against ``left``; raises _OutOfWork(cliques found so far) when it runs out.
    """
    size_of = {digit: (size, adj) for digit, size, adj in graphs}
    found: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for x, y in changes:
        if len(found) >= cap:
            break
        digit = colouring[x][y]
        if digit not in size_of:
            continue
        size, adj = size_of[digit]
        # cliques through x and y already kept come again here: ask for that many more
        again = sum(1 for c in found if x in c and y in c)
        common = adj[x] & adj[y]
        verts = list(_members(common))
        left[0] -= 1 + len(found) + 2 * len(verts)
        if left[0] < 0:
            raise _OutOfWork(found)
        through: list[tuple[int, ...]] = [()]  # size 2: the pair itself is the clique
        if size > 2:
            local = _common_graph(adj, common, verts)
            left[0] -= sum(row.bit_count() for row in local)  # the entries just set
            if left[0] < 0:
                raise _OutOfWork(found)
            try:
                through = _find_cliques(local, size - 2, cap - len(found) + again, left)
            except _OutOfWork as stop:
                _keep(stop.args[0], x, y, verts, cap, found, seen)
                raise _OutOfWork(found) from None
        _keep(through, x, y, verts, cap, found, seen)
    return found


def _keep(
    through: list[tuple[int, ...]],
    x: int,
    y: int,
    verts: list[int],
    cap: int,
    found: list[tuple[int, ...]],
    seen: set[tuple[int, ...]],
) -> None:
    """Add the cliques {x, y} + ``through`` (local indices into ``verts``) not yet kept."""
    for rest in through:
        if len(found) >= cap:
            return
        clique = tuple(sorted((x, y, *(verts[i] for i in rest))))
        if clique not in seen:
            seen.add(clique)
            found.append(clique)


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
    return [_bitsets_of_rows(rows, d) for d in range(k)]


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


# -- the search -----------------------------------------------------------------------------


def _is_circulant(colouring: Colouring) -> bool:
    """Whether entry (i, j) depends on (j - i) mod n alone (so rotations are automorphisms)."""
    n = len(colouring)
    if n == 0:
        return False
    first = tuple(colouring[0])
    return all(tuple(colouring[i]) == first[n - i :] + first[: n - i] for i in range(1, n))


def _cliques_through_vertex(
    adj: list[int], v: int, size: int, left: list[int]
) -> list[tuple[int, ...]]:
    """At most one clique on ``size`` vertices containing v (as a list, like _find_cliques)."""
    verts = list(_members(adj[v]))
    left[0] -= 1 + 2 * len(verts)
    if left[0] < 0:
        raise _OutOfWork([])
    if size == 1:
        return [(v,)]
    found = _find_cliques(_common_graph(adj, adj[v], verts), size - 1, 1, left)
    return [tuple(sorted((v, *(verts[i] for i in found[0]))))] if found else []


def _smallest_last(adj: list[int]) -> list[int]:
    """Degeneracy order, densest core first: a vertex of least remaining degree goes last."""
    alive = (1 << len(adj)) - 1
    last: list[int] = []
    degree = [a.bit_count() for a in adj]
    for _ in range(len(adj)):
        v = min((d, v) for v, d in enumerate(degree) if alive >> v & 1)[1]
        last.append(v)
        alive ^= 1 << v
        for u in _members(adj[v] & alive):
            degree[u] -= 1
    last.reverse()
    return last


def _members(bits: int) -> Iterable[int]:
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def _find_cliques(adj: list[int], size: int, limit: int, left: list[int]) -> list[tuple[int, ...]]:
    """Up to ``limit`` cliques on ``size`` vertices, each once; ``left[0]`` is the work left.

    Raises _OutOfWork(cliques found so far) when the work runs out.
    """
    n = len(adj)
    if size > n or limit < 1:
        return []
    order = _smallest_last(adj)
    place = {v: i for i, v in enumerate(order)}
    g = [0] * n
    for v in range(n):
        g[place[v]] = sum(1 << place[u] for u in _members(adj[v]))
    full = (1 << n) - 1
    non = [full ^ a for a in g]
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def emit(extra: Sequence[int]) -> bool:
        found.append(tuple(sorted(order[v] for v in (*chosen, *extra))))
        return len(found) >= limit

    def expand(cand: int, need: int) -> bool:
        """Search ``cand`` for cliques on ``need`` more vertices; True when done."""
        left[0] -= 1 + cand.bit_count()
        if left[0] < 0:
            raise _OutOfWork(found)
        if need == 1:
            return any(emit((v,)) for v in _members(cand))
        if need == 2:
            rest = cand
            while rest:
                low = rest & -rest
                rest ^= low
                v = low.bit_length() - 1
                for u in _members(rest & g[v]):
                    if emit((v, u)):
                        return True
            return False
        # Greedy colouring, one class at a time; only need - 1 classes are kept.
        kept = need - 1
        classes: list[int] = []
        rest = cand
        while rest:
            if len(classes) == kept:
                break
            free_of = rest
            cls = 0
            while free_of:
                low = free_of & -free_of
                free_of &= non[low.bit_length() - 1]
                free_of ^= low
                cls |= low
            rest ^= cls
            classes.append(cls)
        else:
            return False
        # Each vertex left over is absorbed into the kept classes if it can be, else branched on.
        left[0] -= rest.bit_count() * kept
        usable = list(range(kept))
        branch: list[int] = []
        while rest:
            low = rest & -rest
            rest ^= low
            v = low.bit_length() - 1
            av = g[v]
            for i in usable:
                hit = classes[i] & av
                if not hit:  # v fits class i (a vertex left it in a swap)
                    classes[i] |= low
                    break
                if hit & (hit - 1):
                    continue  # two or more neighbours in class i
                aw = g[hit.bit_length() - 1]
                for j in usable:  # Re-NUMBER: move the one blocker w from class i to class j
                    if j != i and not classes[j] & aw:
                        classes[j] |= hit
                        classes[i] ^= hit | low
                        break
                else:  # infra-chromatic: no triangle across v, class i and class j
                    common = av & aw
                    for j in usable:
                        if j != i and not classes[j] & common:
                            usable.remove(i)
                            usable.remove(j)
                            break
                    else:
                        continue
                break
            else:
                branch.append(v)
        # Smallest subproblem first: later ones shrink by each vertex already searched.
        branch.sort(key=lambda v: (cand & g[v]).bit_count(), reverse=True)
        for v in reversed(branch):
            chosen.append(v)
            if expand(cand & g[v], need - 1):
                return True
            chosen.pop()
            cand ^= 1 << v
        return False

    expand(full, size)
    return found


# -- the fast pass ---------------------------------------------------------------------------

FAST_SUSPECTS = 8
"""Vertices of highest degree per colour (above its median) whose joining edges are tried."""
FAST_PAIR_WORK = 5_000
"""Work units for the search through one suspect edge of the degree pass."""
FAST_DEGREE_WORK = 10_000
"""Work units for the whole degree pass (all colours together): small, since on a valid
colouring it is spent for nothing (Cremer's R(6,8) witness is proved in some 480,000 units,
about half the plain search's time, so 30,000 here showed in its ratio)."""
REFERENCE_PAIR_WORK = 200_000
"""Work units for the search through one edge changed from a reference."""
REFERENCE_WORK = 400_000
"""Work units for the whole reference pass."""
MAX_REFERENCE_CHANGES = 64
"""A reference differing from the colouring in more entries than this is not used."""
RENUMBERED_SIEVE_WORK = 200_000
"""Work units for :func:`_renumbered_flips` over all references: the edges found within it
are searched (measured on renumbered one-edge flips: at most about 25,000 on the 344-vertex
R(8,10) witness; up to about 150,000 on Paley(101) cut to 99 vertices, whose vertices the
invariants tell apart the least)."""
RENUMBERED_WORK = 400_000
"""Work units for the searches through the edges :func:`_renumbered_flips` finds."""
RENUMBERED_FIRST_WORK = 20_000
"""Work units for the first, short search through each of those edges; those it leaves
unsettled are searched again with ``REFERENCE_PAIR_WORK`` each, in the same order."""


def _fast_pass(
    colouring: Colouring,
    graphs: list[tuple[int, int, list[int]]],
    references: Iterable[Colouring],
    left: list[int],
) -> tuple[int, int, tuple[int, ...]] | None:
    """(digit, size, clique) of a forbidden clique through a suspect edge, or None.

    A colouring that is one edge away from a valid one holds forbidden cliques only through
    that edge, and the complete search finds them only when it reaches their first vertex
    in its order, after proving everything before it (up to seconds on the 2026 witnesses).
    The fast pass looks there first, with a bounded search of the common neighbourhood of
    each suspect edge in its colour, in this order:

    1. edges where the colouring differs from a reference (at most ``MAX_REFERENCE_CHANGES``
       of them per reference): when the reference is valid, every forbidden clique contains
       one of them, so a near copy of a held witness is rejected in milliseconds;
    2. for a reference of the same n that does not line up (more than
       ``MAX_REFERENCE_CHANGES`` entries differ, as when the answer is a held witness with
       its vertices renumbered and one entry changed), the edges :func:`_renumbered_flips`
       finds by isomorphism invariants: degree vectors, then neighbours' degree sums and
       triangle counts, at the few vertices whose degrees moved. On a renumbered valid
       witness the degree vectors agree and this costs one count of the rows. Some other
       edges may pass too, and an edge in no forbidden clique can take long to settle, so
       each is first searched with the small cap ``RENUMBERED_FIRST_WORK`` and those left
       unsettled again with ``REFERENCE_PAIR_WORK``;
    3. per colour (cheapest first), edges joining two of the ``FAST_SUSPECTS`` vertices of
       highest degree in that colour, above its median degree, the higher degree sum first: a
       flipped edge raises the degree of both its ends in its new colour, which stands out in
       a near-regular witness (in a regular one no vertex is above the median, so a valid
       regular colouring spends nothing here). When exactly two vertices of a colour are
       above its median and they are joined in it, their edge is searched with the caps of
       the reference pass: that is the mark of one changed entry in a regular colouring.

    Each edge's search stops at its own work cap (``REFERENCE_PAIR_WORK``,
    ``FAST_PAIR_WORK``) and each pass at its total (``REFERENCE_WORK``,
    ``RENUMBERED_SIEVE_WORK`` for finding the edges of step 2 and ``RENUMBERED_WORK`` for
    searching them, ``FAST_DEGREE_WORK``);
    a search stopped by a cap says nothing and the next edge is tried. Every unit spent is
    taken from ``left`` (raising _OutOfWork when the check's budget runs out), so the pass is
    deterministic and counted like the rest. It never concludes valid: None hands over to the
    complete search, which is unchanged.
    """
    n = len(colouring)
    size_of = {digit: (size, adj) for digit, size, adj in graphs}
    changed: list[tuple[int, int, int]] = []
    unaligned: list[Colouring] = []  # references of the same n that do not line up
    for reference in references:
        diff = _changes(colouring, reference)
        if diff is None:
            if len(reference) == n:
                unaligned.append(reference)
            continue
        for x, y in diff:
            digit = colouring[x][y]
            if digit in size_of and (digit, x, y) not in changed:
                changed.append((digit, x, y))
    suspects: list[tuple[int, int, int]] = []
    for digit, _, adj in graphs:
        degree = [a.bit_count() for a in adj]
        median = sorted(degree)[n // 2] if n else 0
        above = [v for v in range(n) if degree[v] > median]  # none in a regular colouring
        if len(above) == 2 and adj[above[0]] >> above[1] & 1:
            # a regular colouring with one entry changed: its two ends alone stand out
            changed.append((digit, above[0], above[1]))
            continue
        top = sorted(above, key=lambda v: (-degree[v], v))[:FAST_SUSPECTS]
        pairs = [(x, y) for x, y in itertools.combinations(sorted(top), 2) if adj[x] >> y & 1]
        pairs.sort(key=lambda p: (-degree[p[0]] - degree[p[1]], p))
        suspects += [(digit, x, y) for x, y in pairs]
    left[0] -= n * len(graphs)
    if left[0] < 0:
        raise _OutOfWork([])
    hit = _search_pairs(changed, size_of, REFERENCE_PAIR_WORK, REFERENCE_WORK, left)
    if hit is not None:
        return hit
    renumbered: list[tuple[int, int, int]] = []
    sieve = [min(RENUMBERED_SIEVE_WORK, left[0])]
    start = sieve[0]
    try:
        for reference in unaligned:
            _renumbered_flips(colouring, graphs, reference, renumbered, sieve)
    except _OutOfWork:
        pass  # the edges found so far are searched; past its cap the sieve says nothing more
    left[0] -= start - sieve[0]
    if left[0] < 0:  # the check's own budget ran out first
        raise _OutOfWork([])
    # a short search through each edge first: the changed one lies in a forbidden clique and
    # is quick to settle, while an edge that merely passed the invariants may take long
    unsettled: list[tuple[int, int, int]] = []
    start = left[0]
    hit = _search_pairs(
        renumbered, size_of, RENUMBERED_FIRST_WORK, RENUMBERED_WORK, left, unsettled
    )
    if hit is None:
        spent = start - left[0]
        hit = _search_pairs(unsettled, size_of, REFERENCE_PAIR_WORK, RENUMBERED_WORK - spent, left)
    if hit is not None:
        return hit
    return _search_pairs(suspects, size_of, FAST_PAIR_WORK, FAST_DEGREE_WORK, left)


def _renumbered_flips(
    colouring: Colouring,
    graphs: list[tuple[int, int, list[int]]],
    reference: Colouring,
    edges: list[tuple[int, int, int]],
    left: list[int],
) -> None:
    """Add the edges (digit, x, y) whose change back makes the colouring resemble ``reference``.

    For an answer that is ``reference`` with its vertices renumbered and one entry changed,
    found without the numbering. Changing the entry xy from colour a to colour b moves the
    colour degrees of x and y alone, by one each, so the answer's multiset of degree vectors
    differs from the reference's by at most two vectors each way, and from that difference
    follow a, b and the degree vectors x and y have now (:func:`_pairs_moved_back` then
    sieves the edges of colour b between such vertices). The changed edge always passes;
    other edges rarely do, except where the reference is nearly strongly regular (Paley(101)
    cut to 99 vertices: up to about a hundred edges pass).

    A colouring whose degree vectors agree with the reference's (a renumbered valid witness),
    or differ from them by more than one change, costs one count of its rows and adds
    nothing. Work is taken from ``left``: the rows counted, each popcount, each edge tried.
    """
    n = len(colouring)
    if any(len(row) != n for row in reference):
        return
    digits = [digit for digit, _, _ in graphs]
    left[0] -= n * len(digits)
    if left[0] < 0:
        raise _OutOfWork([])
    mine = [tuple(adj[v].bit_count() for _, _, adj in graphs) for v in range(n)]
    theirs = _reference_degrees(reference, tuple(digits))
    diff = Counter(mine)
    diff.subtract(Counter(theirs))
    gained = sorted(itertools.chain.from_iterable([s] * c for s, c in diff.items() if c > 0))
    lost = sorted(itertools.chain.from_iterable([s] * -c for s, c in diff.items() if c < 0))
    if not 1 <= len(gained) <= 2 or len(lost) != len(gained):
        return
    # (a, b, vector of x, vector of y), x and y now, the entry moved from colour a to b
    shapes: list[tuple[int, int, tuple[int, ...], tuple[int, ...]]] = []
    for a, b in itertools.permutations(range(len(digits)), 2):
        step = [0] * len(digits)
        step[a], step[b] = -1, 1
        if len(gained) == 2:
            for was in (lost, lost[::-1]):
                shape = (a, b, gained[0], gained[1])
                moved = all(_minus(gained[i], step) == was[i] for i in range(2))
                if moved and shape not in shapes:  # both ends moved by one step
                    shapes.append(shape)
        elif _minus(_minus(gained[0], step), step) == lost[0]:  # y took x's old vector
            shapes.append((a, b, gained[0], _minus(gained[0], step)))
    for a, b, vx, vy in shapes:
        try:
            ref_a = _reference_bitsets(reference, digits[a])
            ref_b = _reference_bitsets(reference, digits[b])
        except (TypeError, ValueError):  # not a colouring of digits
            return
        left[0] -= 2 * n
        memo_a = _kept(reference, ("triangles", digits[a]), dict)
        memo_b = _kept(reference, ("triangles", digits[b]), dict)
        _pairs_moved_back(
            (graphs[a][2], graphs[b][2], mine, a, b, vx, vy),
            (ref_a, ref_b, theirs, memo_a, memo_b),  # type: ignore[arg-type]
            digits[b],
            edges,
            left,
        )


_KEPT: dict[tuple[int, object], tuple[Colouring, object]] = {}
"""Per reference (by identity, while it is alive in the entry): its degree vectors, colour
bitsets and triangle counts, which :func:`_renumbered_flips` reads on every answer of its n
(the held references are the same objects on every call, in the check and the distance).
Only tuples of tuples are kept (they cannot change); the work charged is the same with or
without the entry, so verdicts and ``work`` do not depend on what was scored before."""


def _kept(reference: Colouring, key: object, build: Callable[[], object]) -> object:
    if type(reference) is not tuple or any(type(row) is not tuple for row in reference):
        return build()
    entry = _KEPT.get((id(reference), key))
    if entry is not None and entry[0] is reference:
        return entry[1]
    value = build()
    if len(_KEPT) >= 256:
        _KEPT.clear()
    _KEPT[id(reference), key] = (reference, value)
    return value


def _reference_degrees(reference: Colouring, digits: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The degree vector of each vertex of ``reference`` in the colours ``digits``."""

    def build() -> list[tuple[int, ...]]:
        return [
            tuple(row.count(d) - (row[v] == d) for d in digits) for v, row in enumerate(reference)
        ]

    return _kept(reference, ("degrees", digits), build)  # type: ignore[return-value]


def _reference_bitsets(reference: Colouring, digit: int) -> list[int]:
    """:func:`_bitsets` of ``reference``, kept for the held references."""
    return _kept(reference, ("bitsets", digit), lambda: _bitsets(reference, digit))  # type: ignore[return-value]


def _pairs_moved_back(
    answer: tuple[
        list[int], list[int], list[tuple[int, ...]], int, int, tuple[int, ...], tuple[int, ...]
    ],
    reference: tuple[list[int], list[int], list[tuple[int, ...]], dict[int, int], dict[int, int]],
    digit: int,
    edges: list[tuple[int, int, int]],
    left: list[int],
) -> None:
    """Add to ``edges`` the edges xy of colour b that may be the changed entry, as (digit, x, y).

    x has degree vector vx and y has vy, ``digit`` is b's matrix digit.

    ``answer`` is (colour a's bitsets, colour b's, the degree vectors, a, b, vx, vy) and
    ``reference`` (its bitsets of colours a and b, its degree vectors, and the triangle
    counts per vertex in a and in b found so far, kept between calls for a held reference).
    An edge passes when both its ends, with the edge moved back to colour a, have the invariants of some vertex
    of the reference: the degree vector, the sums of the neighbours' degrees in a and in b
    (a first sieve, a few popcounts a vertex), then the triangle counts in a and in b
    (computed only for the ends and the reference vertices that pass the sieve), and the two
    reference vertices must be joined in colour a with as many common neighbours in a and in
    b as x and y have (checked before the triangles, which cost the most).
    """
    adj_a, adj_b, mine, a, b, vx, vy = answer
    ref_a, ref_b, theirs, memo_a, memo_b = reference
    n = len(mine)
    step = [0] * len(mine[0])
    step[a], step[b] = -1, 1
    before = (_minus(vx, step), _minus(vy, step))
    ends = [v for v in range(n) if mine[v] in (vx, vy)]
    olds = [v for v in range(n) if theirs[v] in before]
    sum_a = _degree_sums(adj_a, ends, [d[a] for d in mine], left)
    sum_b = _degree_sums(adj_b, ends, [d[b] for d in mine], left)
    ref_sa = _degree_sums(ref_a, olds, [d[a] for d in theirs], left)
    ref_sb = _degree_sums(ref_b, olds, [d[b] for d in theirs], left)
    known: dict[tuple[int, ...], list[int]] = {}
    for v in olds:
        known.setdefault((*theirs[v], ref_sa[v], ref_sb[v]), []).append(v)
    triangles: dict[tuple[bool, int], tuple[int, int]] = {}

    def tri(ours: bool, v: int) -> tuple[int, int]:
        if (ours, v) not in triangles:
            if ours:
                triangles[ours, v] = (_triangles(adj_a, v, left), _triangles(adj_b, v, left))
            else:
                triangles[ours, v] = (
                    _triangles_kept(ref_a, v, memo_a, left),
                    _triangles_kept(ref_b, v, memo_b, left),
                )
        return triangles[ours, v]

    def images(v: int, w: int, was: tuple[int, ...]) -> list[int]:
        """The reference vertices v passes the sieve for, once vw is back in colour a."""
        return known.get((*was, sum_a[v] + mine[w][a] + 1, sum_b[v] - mine[w][b]), [])

    y_ends = sum(1 << v for v in ends if mine[v] == vy)
    for x in ends:
        if mine[x] != vx:
            continue
        for y in _members(adj_b[x] & y_ends):
            if vx == vy and y < x:
                continue
            left[0] -= 1
            if left[0] < 0:
                raise _OutOfWork([])
            as_x = images(x, y, before[0])
            as_y = images(y, x, before[1]) if as_x else []
            if not as_y:
                continue
            close_a = (adj_a[x] & adj_a[y]).bit_count()
            close_b = (adj_b[x] & adj_b[y]).bit_count()
            left[0] -= len(as_x) * len(as_y)
            if left[0] < 0:
                raise _OutOfWork([])
            pairs = [
                (u, w)
                for u in as_x
                for w in as_y
                if ref_a[u] >> w & 1
                and (ref_a[u] & ref_a[w]).bit_count() == close_a
                and (ref_b[u] & ref_b[w]).bit_count() == close_b
            ]
            if not pairs:
                continue
            tx, ty = tri(True, x), tri(True, y)
            now_x = (tx[0] + close_a, tx[1] - close_b)
            now_y = (ty[0] + close_a, ty[1] - close_b)
            edge = (digit, min(x, y), max(x, y))
            if edge not in edges and any(
                tri(False, u) == now_x and tri(False, w) == now_y for u, w in pairs
            ):
                edges.append(edge)


def _degree_sums(
    adj: list[int], vertices: list[int], degree: list[int], left: list[int]
) -> dict[int, int]:
    """For each of ``vertices``, the sum of its neighbours' degrees; one unit per class test."""
    classes: dict[int, int] = {}
    for v, d in enumerate(degree):
        classes[d] = classes.get(d, 0) | 1 << v
    left[0] -= len(degree) + len(vertices) * len(classes)
    if left[0] < 0:
        raise _OutOfWork([])
    return {
        v: sum(d * (adj[v] & mask).bit_count() for d, mask in classes.items()) for v in vertices
    }


def _minus(vector: tuple[int, ...], step: list[int]) -> tuple[int, ...]:
    return tuple(c - s for c, s in zip(vector, step, strict=True))


def _bitsets(colouring: Colouring, digit: int) -> list[int]:
    """Adjacency bitsets of colour ``digit`` (the diagonal left out), built from bytes."""
    return _bitsets_of_rows([bytes(row) for row in colouring], digit)


def _bitsets_of_rows(rows: Sequence[bytes], digit: int) -> list[int]:
    """Adjacency bitsets of colour ``digit`` from rows of digit bytes, at C speed."""
    table = bytes(0x31 if i == digit else 0x30 for i in range(256))
    # reversed: int(..., 2) reads the last entry as the highest bit
    return [int(raw[::-1].translate(table), 2) & ~(1 << v) for v, raw in enumerate(rows)]


def _triangles_kept(adj: list[int], v: int, memo: dict[int, int], left: list[int]) -> int:
    """:func:`_triangles` through ``memo``, charged the same units whether found there or not."""
    if v not in memo:
        memo[v] = _triangles(adj, v, left)
        return memo[v]
    left[0] -= adj[v].bit_count()
    if left[0] < 0:
        raise _OutOfWork([])
    return memo[v]


def _triangles(adj: list[int], v: int, left: list[int]) -> int:
    """Triangles through v in the graph ``adj``; one work unit per neighbour."""
    mine = adj[v]
    left[0] -= mine.bit_count()
    if left[0] < 0:
        raise _OutOfWork([])
    # at C speed: the neighbours read off the binary digits, each neighbourhood masked
    digits = bin(mine)[:1:-1].encode().translate(_BINARY)
    neighbours = map(adj.__getitem__, itertools.compress(itertools.count(), digits))
    return sum(map(int.bit_count, map(mine.__and__, neighbours))) // 2


_BINARY = bytes.maketrans(b"01", b"\x00\x01")
"""Turns the characters of ``bin`` into bytes 0 and 1, for ``itertools.compress``."""


def _changes(colouring: Colouring, reference: Colouring) -> list[tuple[int, int]] | None:
    """Pairs x < y where the colourings differ, or None when not comparable or too many."""
    n = len(colouring)
    if len(reference) != n:
        return None
    diff: list[tuple[int, int]] = []
    for x, (row, other) in enumerate(zip(colouring, reference, strict=True)):
        if len(other) != n:
            return None
        if row == other:
            continue
        diff += [(x, y) for y in range(x + 1, n) if row[y] != other[y]]
        if len(diff) > MAX_REFERENCE_CHANGES:
            return None
    return diff


def _search_pairs(
    pairs: list[tuple[int, int, int]],
    size_of: dict[int, tuple[int, list[int]]],
    pair_work: int,
    total_work: int,
    left: list[int],
    unsettled: list[tuple[int, int, int]] | None = None,
) -> tuple[int, int, tuple[int, ...]] | None:
    """The first forbidden clique through one of ``pairs`` (digit, x, y), within the caps.

    The pairs whose search a cap stopped, or that were not reached, are added to
    ``unsettled`` when it is given.
    """
    spent = 0
    for index, (digit, x, y) in enumerate(pairs):
        cap = min(pair_work, total_work - spent)
        if cap <= 0:
            if unsettled is not None:
                unsettled += pairs[index:]
            break
        binding = left[0] <= cap  # the check's own budget runs out first
        budget = [min(cap, left[0])]
        start = budget[0]
        try:
            clique = _clique_through(size_of[digit][1], x, y, size_of[digit][0], budget)
        except _OutOfWork:
            if binding:
                left[0] -= start - budget[0]
                raise _OutOfWork([]) from None
            clique = None
            if unsettled is not None:
                unsettled.append((digit, x, y))
        used = start - budget[0]
        spent += used
        left[0] -= used
        if left[0] < 0:
            raise _OutOfWork([])
        if clique is not None:
            return digit, size_of[digit][0], clique
    return None


def _clique_through(
    adj: list[int], x: int, y: int, size: int, left: list[int]
) -> tuple[int, ...] | None:
    """A clique on ``size`` vertices containing the edge xy, or None; counts its work."""
    common = adj[x] & adj[y]
    verts = list(_members(common))
    left[0] -= 1 + len(verts)
    if left[0] < 0:
        raise _OutOfWork([])
    if size <= 2:
        return tuple(sorted((x, y)))
    if len(verts) < size - 2:
        return None
    local = _common_graph(adj, common, verts)
    left[0] -= len(verts)
    found = _find_cliques(local, size - 2, 1, left)
    if not found:
        return None
    return tuple(sorted((x, y, *(verts[i] for i in found[0]))))


def _common_graph(adj: list[int], common: int, verts: list[int]) -> list[int]:
    """The graph ``adj`` induced on ``common`` (members ``verts``), renumbered 0..len(verts)-1."""
    index = {v: i for i, v in enumerate(verts)}
    return [sum(1 << index[w] for w in _members(adj[v] & common)) for v in verts]


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
