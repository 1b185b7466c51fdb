"""Answers near a held construction: the check's fast pass and the distance's line-up.

Most invalid answers a model gives for a cell the package holds a witness for are that
witness with an entry or two changed, in its own vertex numbering or renumbered. Such an
answer holds forbidden cliques only through the changed entries, which the complete search
(:mod:`ramsey_inspect.core.ramsey_check`) reaches late (up to seconds) and the distance's
count over the whole colouring runs out of its budget on. The machinery here finds those
entries and searches through them first.

:func:`fast_pass` runs before the complete search of ``check_colouring``: the common
neighbourhoods of a few suspect edges are searched first: entries where the answer differs
from a reference colouring the caller passes (the scorer passes the constructions the package
holds for the cell); when the answer does not line up with a reference of its size (a held
witness with its vertices renumbered), the edges whose change back would give the answer the
reference's isomorphism invariants (:func:`_renumbered_flips`: degree vectors, then
neighbours' degree sums and triangle counts at the few vertices whose degrees moved); then
edges between the vertices of highest degree in a colour. With the references it rejects
one-edge flips of every held witness in under 0.1 s of CPU, in its own vertex numbering and
renumbered (``benchmarks/ramsey_check.py --before 45d726a``, 30 renumbered flips per witness:
those of the 344-vertex R(8,10) witness took a median 2.2 s and up to 11 s before the
invariants, 0.04 s and 0.07 s since); it can only reject, never prove valid.

For ``distance``, given the same references and when they are valid (the caller's
precondition: the scorer passes only the constructions the package holds, which its tests
prove valid), a colouring at most ``MAX_DISTANCE_CHANGES`` entries away from one
(:func:`nearest_changes`) is counted through the changed entries alone
(:func:`cliques_through_changes`), which is complete, so a one-edge flip of a held witness gets an exact
count in milliseconds (``benchmarks/ramsey_distance.py``). Renumbered, such a flip lines up
with no reference entry for entry; given an ``isomorphism`` (nauty's canonical labelling,
which this module does not import: the scorer passes
:func:`ramsey_inspect.core.ramsey_constructions.isomorphism`), :func:`line_up` changes back
each entry the renumbered step's invariants point at, maps the result onto the reference, and
when the reference renumbered by that map differs from the answer in that entry alone
(checked here, entry by entry) the count goes through it as in the witness's own numbering,
exact (``benchmarks/ramsey_distance.py --renumbered``). When both colours forbid the same
clique size, the witness with its colours swapped is valid too and is lined up the same way
once the witness itself has not (:func:`_colour_swaps`; the held Paley witnesses are
self-complementary, so renumbering alone reaches their swaps, but Paley(101) cut to the 99
vertices of the R(6,6) near cell is not). The fast pass does not try the swaps: that would
add work to every renumbered answer of an (s, s) cell, and the complete search rejects such
an answer anyway.

All work is counted against the caller's ``left`` like the complete search's, so verdicts,
``work`` and distances stay deterministic.
"""

from __future__ import annotations

import itertools
import operator
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence

from ramsey_inspect.core.ramsey_cliques import (
    Colouring,
    OutOfWork,
    bit_members,
    clique_through,
    colour_bitsets,
    common_graph,
    find_cliques,
)

Isomorphism = Callable[[Colouring, Colouring], Sequence[int] | None]
"""A finder of vertex maps: given colourings a and b of K_n, a sequence ``place`` with
``a[u][w] == b[place[u]][place[w]]`` for all u, w when it finds one (nauty's canonical
labelling in :func:`ramsey_inspect.core.ramsey_constructions.isomorphism`), else anything:
:func:`_renumbered_reference` checks what it returns entry by entry and relies on nothing
else."""

# -- the fast pass -------------------------------------------------------------------------

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


def fast_pass(
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
    taken from ``left`` (raising OutOfWork when the check's budget runs out), so the pass is
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
        raise OutOfWork([])
    hit = _search_pairs(changed, size_of, REFERENCE_PAIR_WORK, REFERENCE_WORK, left)
    if hit is not None:
        return hit
    renumbered: list[tuple[int, int, int]] = []
    sieve = [min(RENUMBERED_SIEVE_WORK, left[0])]
    start = sieve[0]
    try:
        for reference in unaligned:
            _renumbered_flips(colouring, graphs, reference, renumbered, sieve)
    except OutOfWork:
        pass  # the edges found so far are searched; past its cap the sieve says nothing more
    left[0] -= start - sieve[0]
    if left[0] < 0:  # the check's own budget ran out first
        raise OutOfWork([])
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
            clique = clique_through(size_of[digit][1], x, y, size_of[digit][0], budget)
        except OutOfWork:
            if binding:
                left[0] -= start - budget[0]
                raise OutOfWork([]) from None
            clique = None
            if unsettled is not None:
                unsettled.append((digit, x, y))
        used = start - budget[0]
        spent += used
        left[0] -= used
        if left[0] < 0:
            raise OutOfWork([])
        if clique is not None:
            return digit, size_of[digit][0], clique
    return None


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
        raise OutOfWork([])
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
(the held references are the same objects on every call, in the check and the distance),
and its colour swap (:func:`_colour_swaps`). Only tuples of tuples are kept (they cannot
change); the work charged is the same with or without the entry, so verdicts and ``work``
do not depend on what was scored before."""


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
    """:func:`colour_bitsets` of ``reference``, kept for the held references."""
    return _kept(reference, ("bitsets", digit), lambda: colour_bitsets(reference, digit))  # type: ignore[return-value]


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
        for y in bit_members(adj_b[x] & y_ends):
            if vx == vy and y < x:
                continue
            left[0] -= 1
            if left[0] < 0:
                raise OutOfWork([])
            as_x = images(x, y, before[0])
            as_y = images(y, x, before[1]) if as_x else []
            if not as_y:
                continue
            close_a = (adj_a[x] & adj_a[y]).bit_count()
            close_b = (adj_b[x] & adj_b[y]).bit_count()
            left[0] -= len(as_x) * len(as_y)
            if left[0] < 0:
                raise OutOfWork([])
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
        raise OutOfWork([])
    return {
        v: sum(d * (adj[v] & mask).bit_count() for d, mask in classes.items()) for v in vertices
    }


def _minus(vector: tuple[int, ...], step: list[int]) -> tuple[int, ...]:
    return tuple(c - s for c, s in zip(vector, step, strict=True))


def _triangles_kept(adj: list[int], v: int, memo: dict[int, int], left: list[int]) -> int:
    """:func:`_triangles` through ``memo``, charged the same units whether found there or not."""
    if v not in memo:
        memo[v] = _triangles(adj, v, left)
        return memo[v]
    left[0] -= adj[v].bit_count()
    if left[0] < 0:
        raise OutOfWork([])
    return memo[v]


def _triangles(adj: list[int], v: int, left: list[int]) -> int:
    """Triangles through v in the graph ``adj``; one work unit per neighbour."""
    mine = adj[v]
    left[0] -= mine.bit_count()
    if left[0] < 0:
        raise OutOfWork([])
    # at C speed: the neighbours read off the binary digits, each neighbourhood masked
    digits = bin(mine)[:1:-1].encode().translate(_BINARY)
    neighbours = map(adj.__getitem__, itertools.compress(itertools.count(), digits))
    return sum(map(int.bit_count, map(mine.__and__, neighbours))) // 2


_BINARY = bytes.maketrans(b"01", b"\x00\x01")
"""Turns the characters of ``bin`` into bytes 0 and 1, for ``itertools.compress``."""


# -- the distance near a reference ---------------------------------------------------------

MAX_DISTANCE_CHANGES = 64
"""A reference differing from the colouring in more entries than this is not used by
:func:`distance` (nor beyond ``MAX_REFERENCE_CHANGES``, where ``_changes`` stops comparing).
Measured (``benchmarks/ramsey_distance.py --changes``, cap 100, on a shared core): through
up to 64 changed entries of a best-tier witness the count took at most 0.6 to 0.75 s of CPU
(R(4,15), capped at 64 changes, exact up to 32), and it is held by the same budget as the
search of the whole colouring, which spends all of it (0.6 to 1.0 s) for a cut count; past
some 8 changes most answers reach the cap within 0.1 s anyway."""


MAX_LINE_UP_TRIES = 16
"""Vertex maps :func:`line_up` asks for per colouring at most, each charged n * n work units,
and no more than ``LINE_UP_WORK`` in all (4 maps at 344 vertices, 16 up to 176). The
renumbered step's sieve passes the changed entry and few others: over 20 seeded renumbered
one-edge flips of each best-tier witness (``benchmarks/ramsey_distance.py --renumbered``),
one map lined up 175 of the 180, two maps 2 (R(3,18), R(4,13)), three 1 and four 2 (R(3,17))."""
LINE_UP_WORK = 500_000
"""Work units for the maps of :func:`line_up` together (the sieve has its own cap)."""


def nearest_changes(
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


def line_up(
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
    :func:`cliques_through_changes`, is complete). When the two colours have the same forbidden size,
    the references with their colours swapped (:func:`_colour_swaps`, valid too) are tried
    after them, under the same caps. Work is taken from ``left``: the sieve's, and
    ``n * n + n`` per map asked for and checked.
    """
    n = len(colouring)
    digits = sorted(digit for digit, _, _ in graphs)
    sieve = [min(RENUMBERED_SIEVE_WORK, left[0])]
    tries = 0
    for reference in itertools.chain(references, _colour_swaps(references, graphs)):
        if len(reference) != n or n < 2:
            continue
        edges: list[tuple[int, int, int]] = []
        start = sieve[0]
        try:
            _renumbered_flips(colouring, graphs, reference, edges, sieve)
        except OutOfWork:
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


def _colour_swaps(
    references: tuple[Colouring, ...], graphs: list[tuple[int, int, list[int]]]
) -> Iterator[Colouring]:
    """The references with their two colours swapped, when both forbid the same clique size.

    Swapping the colours of a valid (s, s) colouring gives a valid one, but not always one
    that renumbering the reference reaches: it does for a self-complementary witness (the
    Paley graphs), not for Paley(101) cut to 99 vertices. Yields nothing for other sizes.
    Built lazily, only once the references themselves have not lined up, and kept for the
    held references like their invariants.
    """
    if len(graphs) != 2 or graphs[0][1] != graphs[1][1]:
        return
    for reference in references:
        yield _reference_swapped(reference)


def _reference_swapped(reference: Colouring) -> Colouring:
    """``reference`` with digits 0 and 1 exchanged off the diagonal (other entries kept)."""

    def build() -> Colouring:
        swap = {0: 1, 1: 0}
        return tuple(
            tuple(x if u == w else swap.get(x, x) for w, x in enumerate(row))
            for u, row in enumerate(reference)
        )

    return _kept(reference, "swapped", build)  # type: ignore[return-value]


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


def cliques_through_changes(
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
    counted against ``left``; raises OutOfWork(cliques found so far) when it runs out.
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
        verts = list(bit_members(common))
        left[0] -= 1 + len(found) + 2 * len(verts)
        if left[0] < 0:
            raise OutOfWork(found)
        through: list[tuple[int, ...]] = [()]  # size 2: the pair itself is the clique
        if size > 2:
            local = common_graph(adj, common, verts)
            left[0] -= sum(row.bit_count() for row in local)  # the entries just set
            if left[0] < 0:
                raise OutOfWork(found)
            try:
                through = find_cliques(local, size - 2, cap - len(found) + again, left)
            except OutOfWork as stop:
                _keep(stop.args[0], x, y, verts, cap, found, seen)
                raise OutOfWork(found) from None
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
