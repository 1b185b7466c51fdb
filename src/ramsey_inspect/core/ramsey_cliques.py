"""Counted clique search on the colour graphs of a colouring, as adjacency bitsets.

The exact check (:mod:`ramsey_inspect.core.ramsey_check`) proves a colour class free of a
clique of its forbidden size, and the near-copy passes (:mod:`ramsey_inspect.core.ramsey_near`)
search for one through a few edges; both search with the functions here. For the 2026 records
(92 and 159 vertices) the search is the whole cost of a check, so it is built for speed in
pure Python:

- each colour class is a graph of adjacency bitsets (Python ints), searched for one clique of
  the forbidden size (a yes/no question, cheaper than computing the clique number);
- branch and bound in the style of Tomita's MCQ and San Segundo's BBMC: a greedy colouring of
  the candidates bounds the clique, and only vertices coloured past the bound are branched on;
- before such a vertex is branched on, it is tried in the kept colour classes: moved in by
  swapping one blocking vertex out (Tomita's Re-NUMBER), or paired with two kept classes that
  together hold no triangle with it (San Segundo's infra-chromatic bound). In the complement
  of a triangle-free graph every colour class has at most two vertices, so the plain bound is
  weak there and this tighter one cuts the search nodes about threefold;
- vertices are numbered in smallest-last (degeneracy) order, and at each node the vertex with
  the fewest candidates left is branched on first (a fifth less work than colour order on
  the 92-vertex witness).

Work is counted (search nodes, candidates coloured, class tests), never timed, in a
one-element list ``left`` the caller shares between searches; a search that empties it raises
``OutOfWork`` with the cliques found so far.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Colouring = tuple[tuple[int, ...], ...]
"""An n x n matrix of colour digits 0..k-1, symmetric; the diagonal is ignored."""


class OutOfWork(Exception):
    """The counted work reached the budget."""


def find_cliques(adj: list[int], size: int, limit: int, left: list[int]) -> list[tuple[int, ...]]:
    """Up to ``limit`` cliques on ``size`` vertices, each once; ``left[0]`` is the work left.

    Raises OutOfWork(cliques found so far) when the work runs out.
    """
    n = len(adj)
    if size > n or limit < 1:
        return []
    order = _smallest_last(adj)
    place = {v: i for i, v in enumerate(order)}
    g = [0] * n
    for v in range(n):
        g[place[v]] = sum(1 << place[u] for u in bit_members(adj[v]))
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
            raise OutOfWork(found)
        if need == 1:
            return any(emit((v,)) for v in bit_members(cand))
        if need == 2:
            rest = cand
            while rest:
                low = rest & -rest
                rest ^= low
                v = low.bit_length() - 1
                for u in bit_members(rest & g[v]):
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


def clique_through(
    adj: list[int], x: int, y: int, size: int, left: list[int]
) -> tuple[int, ...] | None:
    """A clique on ``size`` vertices containing the edge xy, or None; counts its work."""
    common = adj[x] & adj[y]
    verts = list(bit_members(common))
    left[0] -= 1 + len(verts)
    if left[0] < 0:
        raise OutOfWork([])
    if size <= 2:
        return tuple(sorted((x, y)))
    if len(verts) < size - 2:
        return None
    local = common_graph(adj, common, verts)
    left[0] -= len(verts)
    found = find_cliques(local, size - 2, 1, left)
    if not found:
        return None
    return tuple(sorted((x, y, *(verts[i] for i in found[0]))))


def cliques_through_vertex(
    adj: list[int], v: int, size: int, left: list[int]
) -> list[tuple[int, ...]]:
    """At most one clique on ``size`` vertices containing v (as a list, like find_cliques)."""
    verts = list(bit_members(adj[v]))
    left[0] -= 1 + 2 * len(verts)
    if left[0] < 0:
        raise OutOfWork([])
    if size == 1:
        return [(v,)]
    found = find_cliques(common_graph(adj, adj[v], verts), size - 1, 1, left)
    return [tuple(sorted((v, *(verts[i] for i in found[0]))))] if found else []


def common_graph(adj: list[int], common: int, verts: list[int]) -> list[int]:
    """The graph ``adj`` induced on ``common`` (members ``verts``), renumbered 0..len(verts)-1."""
    index = {v: i for i, v in enumerate(verts)}
    return [sum(1 << index[w] for w in bit_members(adj[v] & common)) for v in verts]


def _smallest_last(adj: list[int]) -> list[int]:
    """Degeneracy order, densest core first: a vertex of least remaining degree goes last."""
    alive = (1 << len(adj)) - 1
    last: list[int] = []
    degree = [a.bit_count() for a in adj]
    for _ in range(len(adj)):
        v = min((d, v) for v, d in enumerate(degree) if alive >> v & 1)[1]
        last.append(v)
        alive ^= 1 << v
        for u in bit_members(adj[v] & alive):
            degree[u] -= 1
    last.reverse()
    return last


def bit_members(bits: int) -> Iterable[int]:
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def colour_bitsets(colouring: Colouring, digit: int) -> list[int]:
    """Adjacency bitsets of colour ``digit`` (the diagonal left out), built from bytes."""
    return bitsets_of_rows([bytes(row) for row in colouring], digit)


def bitsets_of_rows(rows: Sequence[bytes], digit: int) -> list[int]:
    """Adjacency bitsets of colour ``digit`` from rows of digit bytes, at C speed."""
    table = bytes(0x31 if i == digit else 0x30 for i in range(256))
    # reversed: int(..., 2) reads the last entry as the highest bit
    return [int(raw[::-1].translate(table), 2) & ~(1 << v) for v, raw in enumerate(rows)]
