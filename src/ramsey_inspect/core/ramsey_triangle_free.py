"""A seeded tabu search for (3, k)-graphs: no triangle, no independent set of k vertices.

This is the search that found the package's own (3,10)-graph on 39 vertices (R(3,10) >= 40),
a cell whose published witnesses (Exoo 1989, and others since) have no public copy
under a licence that lets the package ship them. It is unrestricted: no symmetry is assumed.

The state is any graph on n vertices; its cost is ``weight`` times the number of triangles plus
the number of independent k-sets. A move adds one edge (only while both its ends have degree
below ``max_degree``) or removes one. Every move is priced from a table ``T[x][y]``: the number
of independent (k-2)-sets in the common non-neighbourhood of x and y (the vertices adjacent to
neither, x and y left out), which is the number of independent k-sets through both x and y once
they are non-adjacent. So adding the edge xy changes the cost by
``weight * |N(x) & N(y)| - T[x][y]`` and removing it by the negative of that. After a move only the entries it can change
are corrected, each by a count of independent sets in a smaller set (see :func:`_update`), so
the table always holds exact counts.

Each step makes the cheapest move among those that are not tabu (a pair is tabu for a random
``tenure`` to ``2 * tenure`` steps after it last changed) and those that would reach a cost
below the best seen; ties are broken uniformly at random by reservoir sampling. A restart
begins from the random greedy triangle-free graph (every pair in random order, joined when that
makes no triangle and no vertex degree above ``max_degree``). All randomness comes from one
splitmix64 stream seeded by ``(seed, restart)``, so a restart is reproducible on its own, to
the step and to the byte: this module replays, decision for decision, the C program in
``tools/ramsey_triangle_free.c`` (which ran the 30,000-step restarts until one reached zero),
and ``python -m ramsey_inspect.core.ramsey_constructions build r3_10_n39_search`` rebuilds the
shipped graph from its seed and restart (about 1.5 minutes).
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class SplitMix64:
    """The splitmix64 generator, as in the C program: 64-bit state, 64-bit outputs."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, m: int) -> int:
        """A number in 0..m-1 (the C program's ``rnd() % m``)."""
        return self.next() % m


def restart_stream(seed: int, restart: int) -> SplitMix64:
    """The random stream of one restart: seeded by (seed, restart), two outputs discarded."""
    rng = SplitMix64(seed * 0x100000001B3 + restart * _GAMMA)
    rng.next()
    rng.next()
    return rng


def count_independent(adj: list[int], pool: int, k: int) -> int:
    """How many independent sets of k vertices lie in ``pool`` (a bitset) of the graph ``adj``."""
    if k == 0:
        return 1
    if k == 1:
        return pool.bit_count()
    total = 0
    if k == 2:  # the pairs, one vertex at a time (no call per vertex)
        while pool:
            low = pool & -pool
            pool ^= low
            total += (pool & ~adj[low.bit_length() - 1]).bit_count()
        return total
    while pool:
        if pool.bit_count() < k:
            break
        low = pool & -pool
        pool ^= low
        total += count_independent(adj, pool & ~adj[low.bit_length() - 1], k - 1)
    return total


def count_triangles(adj: list[int]) -> int:
    """The number of triangles of the graph ``adj`` (bitset rows)."""
    total = 0
    for x, row in enumerate(adj):
        for y in range(x + 1, len(adj)):
            if row >> y & 1:
                total += (row & adj[y] & ~((2 << y) - 1)).bit_count()
    return total


def greedy_triangle_free(n: int, max_degree: int, rng: SplitMix64) -> list[int]:
    """The random greedy triangle-free graph: pairs shuffled (Fisher-Yates), each joined if it can be."""
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    for i in range(len(pairs) - 1, 0, -1):
        j = rng.below(i + 1)
        pairs[i], pairs[j] = pairs[j], pairs[i]
    adj = [0] * n
    for u, v in pairs:
        if (
            adj[u].bit_count() < max_degree
            and adj[v].bit_count() < max_degree
            and not adj[u] & adj[v]
        ):
            adj[u] |= 1 << v
            adj[v] |= 1 << u
    return adj


@dataclass(frozen=True)
class TriangleFreeResult:
    """What one restart reached: the graph's rows (0/1 strings) when its cost hit zero."""

    rows: tuple[str, ...] | None
    best_cost: int
    steps_used: int


def search_restart(
    n: int,
    k: int,
    seed: int,
    restart: int,
    steps: int,
    *,
    weight: int = 5,
    max_degree: int = 12,
    tenure: int = 10,
) -> TriangleFreeResult:
    """Run one restart of the tabu search for a (3, k)-graph on n vertices (n <= 64).

    Stops when the cost reaches zero (then ``rows`` is the graph, row i the 0/1 adjacency of
    vertex i) or after ``steps`` steps. Deterministic in all its arguments.
    """
    if not 3 <= n <= 64 or k < 4 or steps < 0:
        raise ValueError(
            f"search_restart: need 3 <= n <= 64, k >= 4, steps >= 0; got n={n}, k={k}, steps={steps}"
        )
    rng = restart_stream(seed, restart)
    adj = greedy_triangle_free(n, max_degree, rng)
    deg = [row.bit_count() for row in adj]
    full = (1 << n) - 1
    pairs = [(x, y) for x in range(n) for y in range(x + 1, n)]
    table = [[0] * n for _ in range(n)]
    for x, y in pairs:
        table[x][y] = count_independent(adj, _common_non(adj, full, x, y), k - 2)
    tabu = [[0] * n for _ in range(n)]
    cost = weight * count_triangles(adj) + count_independent(adj, full, k)
    best = cost
    step = 1
    while step <= steps and cost > 0:
        best_delta: int | None = None
        ties = 0
        bx = by = 0
        for x, y in pairs:
            ax = adj[x]
            edge = ax >> y & 1
            if edge:
                delta = table[x][y] - weight * (ax & adj[y]).bit_count()
            else:
                if deg[x] >= max_degree or deg[y] >= max_degree:
                    continue
                delta = weight * (ax & adj[y]).bit_count() - table[x][y]
            if tabu[x][y] >= step and cost + delta >= best:
                continue
            if best_delta is None or delta < best_delta:
                best_delta = delta
                ties = 0
            if delta == best_delta:
                ties += 1
                if rng.below(ties) == 0:
                    bx, by = x, y
        if best_delta is None:  # every move tabu: forget the tabu list
            tabu = [[0] * n for _ in range(n)]
            step += 1
            continue
        hold = tenure + rng.below(tenure + 1)
        _update(adj, deg, table, full, k, bx, by)
        tabu[bx][by] = step + hold
        cost += best_delta
        best = min(best, cost)
        step += 1
    if cost > 0:
        return TriangleFreeResult(None, best, step - 1)
    rows = tuple("".join("1" if adj[i] >> j & 1 else "0" for j in range(n)) for i in range(n))
    return TriangleFreeResult(rows, 0, step - 1)


def _common_non(adj: list[int], full: int, x: int, y: int) -> int:
    return full & ~adj[x] & ~adj[y] & ~(1 << x) & ~(1 << y)


def _update(
    adj: list[int], deg: list[int], table: list[list[int]], full: int, k: int, a: int, b: int
) -> None:
    """Flip the edge ab and correct every table entry the flip changes, exactly.

    An entry (x, y) counts independent (k-2)-sets in S, the common non-neighbourhood of x and y.
    - x, y both outside {a, b}: S is unchanged as a set; if a and b both lie in S, the sets
      through both of them (independent (k-4)-sets in S off the neighbourhoods of a and b)
      are lost when ab is added and gained when it is removed.
    - one of x, y is a (or b) and the other is not in {a, b}: S gains or loses the other end
      c of the edge (when c is not adjacent to the other vertex); the sets through c are the
      independent (k-3)-sets in S off the neighbourhood of c.
    - {x, y} = {a, b}: S is unchanged.
    """
    adding = not adj[a] >> b & 1
    sign = -1 if adding else 1
    bit_a, bit_b = 1 << a, 1 << b
    adj[a] ^= bit_b
    adj[b] ^= bit_a
    deg[a] += 1 if adding else -1
    deg[b] += 1 if adding else -1
    n = len(adj)
    both = bit_a | bit_b
    through_ab_pool = full & ~adj[a] & ~adj[b] & ~both
    for x in range(n):
        if x in (a, b):
            continue
        adj_x = adj[x]
        if adj_x & both:  # a or b is adjacent to x: no S of a pair (x, y) holds both
            continue
        row = table[x]
        for y in range(x + 1, n):
            if y == a or y == b or adj[y] & both:
                continue
            pool = through_ab_pool & ~adj_x & ~adj[y] & ~(1 << x) & ~(1 << y)
            row[y] += sign * count_independent(adj, pool, k - 4)
    for end, other in ((a, b), (b, a)):
        bit_other = 1 << other
        for y in range(n):
            if y in (a, b) or adj[y] & bit_other:
                continue
            # S of (end, y) gains (removal) or loses (addition) the vertex `other`
            pool = _common_non(adj, full, end, y) & ~bit_other & ~adj[other]
            change = count_independent(adj, pool, k - 3)
            if end < y:
                table[end][y] += sign * change
            else:
                table[y][end] += sign * change
