"""A plain seeded local search for Ramsey colourings: the line an agent has to beat.

Two searches, both tabu searches that minimise the number of monochromatic forbidden cliques
(a clique of sizes[i] vertices in colour i) and stop at zero or when the step budget is spent:

- over circulant colourings of K_n (the colour of edge {u, v} depends only on the distance
  min(|u - v|, n - |u - v|)): a state has only n // 2 entries and, the colouring being vertex
  transitive, its cost is the number of forbidden cliques through vertex 0;
- over all colourings: one move recolours one edge, and the cliques it creates or removes
  are counted in the common neighbourhood of its two ends (bitsets), so a move is priced
  without recounting the whole colouring.

Everything is driven by ``random.Random(seed)``, so a call is reproducible to the step. A
step is one move made; ``steps`` bounds them. Clique counts are capped (``_CAP``) so that one
count stays bounded on a very bad colouring; the cap only blunts the cost far from a solution
(and measured, it makes the search both faster per step and likelier to succeed on the larger
cells). A count of zero is exact, and a colouring is only returned after an uncapped check
that no edge lies in a forbidden clique.

The colouring returned follows the package convention: for two colours the matrix holds 1 on
the edges of a graph with no K_{sizes[0]} and 0 elsewhere (no independent set of sizes[1]);
for k >= 3 colours digit d must hold no K_{sizes[d]}.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

Colouring = tuple[tuple[int, ...], ...]
Method = Literal["auto", "circulant", "general"]

_CAP = 512


@dataclass(frozen=True)
class SearchResult:
    """What the search reached: a valid colouring, or the fewest forbidden cliques it saw."""

    colouring: Colouring | None
    best_conflicts: int
    steps_used: int
    method: str
    work_used: int = 0


class _Meter:
    """Counted work (clique counts and their loop turns): deterministic, machine independent."""

    def __init__(self, limit: int | None) -> None:
        self.used = 0
        self.limit = limit

    def spent(self) -> bool:
        return self.limit is not None and self.used >= self.limit


def search(
    sizes: Sequence[int],
    n: int,
    seed: int,
    steps: int,
    method: Method = "auto",
    work: int | None = None,
) -> SearchResult:
    """Search for a colouring of K_n with colour i free of K_{sizes[i]}.

    ``auto`` spends half the steps on the circulant search and, if that finds nothing, the
    rest on the general one. ``best_conflicts`` counts the forbidden cliques of the best
    state met (for the circulant search: those through vertex 0).

    A step costs far more on large cells (the general search prices every edge each step),
    so ``work`` optionally bounds the counted work too (clique counts and their loop turns, a
    deterministic measure): the search stops before the next step once it is spent (in
    ``auto``, the circulant half gets half of it). The first pricing of the general search
    always completes, so ``best_conflicts`` is a real count.
    """
    sizes = tuple(int(s) for s in sizes)
    if len(sizes) < 2 or min(sizes) < 2:
        raise ValueError(f"sizes: need at least two clique sizes, each >= 2, got {sizes}")
    if n < 1:
        raise ValueError(f"n: need at least one vertex, got {n}")
    if steps < 0:
        raise ValueError(f"steps: need a non-negative budget, got {steps}")
    if work is not None and work < 0:
        raise ValueError(f"work: need a non-negative budget or None, got {work}")
    rng = random.Random(seed)
    meter = _Meter(work)
    if method == "circulant":
        return _circulant(sizes, n, rng, steps, meter)
    if method == "general":
        return _general(sizes, n, rng, steps, meter)
    if method != "auto":
        raise ValueError(f"method: unknown value {method!r}; allowed: auto, circulant, general")
    meter.limit = None if work is None else work // 2
    first = _circulant(sizes, n, rng, steps // 2, meter)
    if first.colouring is not None:
        return SearchResult(first.colouring, 0, first.steps_used, "circulant", meter.used)
    meter.limit = work
    second = _general(sizes, n, rng, steps - first.steps_used, meter)
    return SearchResult(
        second.colouring,
        second.best_conflicts,
        first.steps_used + second.steps_used,
        "general" if second.colouring is not None else "auto",
        meter.used,
    )


def count_cliques(
    nbrs: Sequence[int], cand: int, r: int, cap: int = _CAP, meter: _Meter | None = None
) -> int:
    """Number of r-vertex cliques inside the vertex set ``cand`` (a bitmask), at most about cap."""
    if meter is not None:
        meter.used += 1  # every call counts, so triangle-only cells are metered too
    if r <= 0:
        return 1
    if r == 1:
        return cand.bit_count()
    total = 0
    while cand:
        if meter is not None:
            meter.used += 1
        if cand.bit_count() < r:
            break
        low = cand & -cand
        v = low.bit_length() - 1
        cand ^= low
        rest = cand & nbrs[v]
        if r == 2:
            total += rest.bit_count()
        elif rest.bit_count() >= r - 1:
            total += count_cliques(nbrs, rest, r - 1, cap - total, meter)
        if total >= cap:
            break
    return total


def _digit(k: int, colour: int) -> int:
    """Matrix digit of internal colour i (colour i avoids K_{sizes[i]})."""
    return 1 - colour if k == 2 else colour


# --- circulant search -----------------------------------------------------------------------


def _circulant(
    sizes: tuple[int, ...], n: int, rng: random.Random, steps: int, meter: _Meter
) -> SearchResult:
    k = len(sizes)
    half = n // 2
    if half == 0:
        return SearchResult(_circulant_matrix(sizes, n, []), 0, 0, "circulant")
    colour = [_start_colour(sizes, rng) for _ in range(half)]
    full = (1 << n) - 1

    def cost(col: list[int]) -> int:
        masks = [0] * k
        for d in range(1, half + 1):
            masks[col[d - 1]] |= (1 << d) | (1 << ((n - d) % n))
        total = 0
        for c in range(k):
            nbrs = [((masks[c] << v) | (masks[c] >> (n - v))) & full for v in range(n)]
            total += count_cliques(nbrs, masks[c], sizes[c] - 1, meter=meter)
        return total

    current = cost(colour)
    best, best_colour = current, list(colour)
    tabu = [0] * half
    tenure = max(2, half // 4)
    used = 0
    while current > 0 and used < steps and not meter.spent():
        used += 1
        moves: list[tuple[int, int, int]] = []
        best_value: int | None = None
        for d in range(half):
            old = colour[d]
            for c in range(k):
                if c == old:
                    continue
                colour[d] = c
                value = cost(colour)
                colour[d] = old
                if tabu[d] > used and value >= best:
                    continue
                if best_value is None or value < best_value:
                    best_value, moves = value, [(d, c, value)]
                elif value == best_value:
                    moves.append((d, c, value))
        if not moves:
            d = rng.randrange(half)
            colour[d] = rng.choice([c for c in range(k) if c != colour[d]])
            current = cost(colour)
        else:
            d, c, current = rng.choice(moves)
            colour[d] = c
        tabu[d] = used + tenure + rng.randrange(3)
        if current < best:
            best, best_colour = current, list(colour)
    found = _circulant_matrix(sizes, n, best_colour) if best == 0 else None
    return SearchResult(found, best, used, "circulant", meter.used)


def _start_colour(sizes: tuple[int, ...], rng: random.Random) -> int:
    """A random colour, likelier for colours with larger forbidden cliques."""
    weights = [s - 1 for s in sizes]
    return rng.choices(range(len(sizes)), weights=weights)[0]


def _circulant_matrix(sizes: tuple[int, ...], n: int, colour: Sequence[int]) -> Colouring:
    k = len(sizes)
    rows = []
    for u in range(n):
        row = []
        for v in range(n):
            if u == v:
                row.append(0)
            else:
                d = min((u - v) % n, (v - u) % n)
                row.append(_digit(k, colour[d - 1]))
        rows.append(tuple(row))
    return tuple(rows)


# --- general search -------------------------------------------------------------------------


def _general(
    sizes: tuple[int, ...], n: int, rng: random.Random, steps: int, meter: _Meter
) -> SearchResult:
    k = len(sizes)
    edges = [(u, v) for u in range(n) for v in range(u + 1, n)]
    colour = {e: _start_colour(sizes, rng) for e in edges}
    nbrs = [[0] * n for _ in range(k)]
    for (u, v), c in colour.items():
        nbrs[c][u] |= 1 << v
        nbrs[c][v] |= 1 << u

    def through(c: int, u: int, v: int) -> int:
        """Forbidden cliques of colour c that edge {u, v} would lie in, were it colour c."""
        return count_cliques(nbrs[c], nbrs[c][u] & nbrs[c][v], sizes[c] - 2, meter=meter)

    pairs = [s * (s - 1) // 2 for s in sizes]
    best: int | None = None
    best_state = dict(colour)
    tabu: dict[tuple[tuple[int, int], int], int] = {}
    tenure = max(3, n // 2)
    used = 0
    while True:
        # One scan prices every move and counts the forbidden cliques of the current state
        # (each is seen from its C(s, 2) edges; capped counts make this a lower estimate
        # above zero, and zero exactly when there are none).
        counts = [0] * k
        scored: list[tuple[tuple[int, int], int, int]] = []
        for e in edges:
            a = colour[e]
            lose = through(a, *e)
            if lose == 0:
                continue
            counts[a] += lose
            for b in range(k):
                if b != a:
                    scored.append((e, b, through(b, *e) - lose))
        current = sum(max(1, cnt // pairs[c]) if cnt else 0 for c, cnt in enumerate(counts))
        if best is None or current < best:
            best, best_state = current, dict(colour)
        if current == 0 or used >= steps or meter.spent():
            break
        used += 1
        allowed = [m for m in scored if tabu.get((m[0], m[1]), 0) <= used or current + m[2] < best]
        pool = allowed or scored
        low = min(m[2] for m in pool)
        e, b, _ = rng.choice([m for m in pool if m[2] == low])
        a = colour[e]
        u, v = e
        nbrs[a][u] ^= 1 << v
        nbrs[a][v] ^= 1 << u
        nbrs[b][u] |= 1 << v
        nbrs[b][v] |= 1 << u
        colour[e] = b
        tabu[(e, a)] = used + tenure + rng.randrange(tenure)
    if best:
        return SearchResult(None, best, used, "general", meter.used)
    rows = [[0] * n for _ in range(n)]
    for (u, v), c in best_state.items():
        rows[u][v] = rows[v][u] = _digit(k, c)
    return SearchResult(tuple(tuple(r) for r in rows), 0, used, "general", meter.used)
