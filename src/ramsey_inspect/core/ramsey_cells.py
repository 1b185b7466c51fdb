"""The cells of the Ramsey lower-bound task: which complete graph to colour, and why.

A cell asks for a colouring of the edges of K_n with k = len(sizes) colours in which colour i
holds no clique of sizes[i] vertices. For two colours that is a graph on n vertices with no
K_s and no independent set of t vertices. Each cell carries what is known about its Ramsey
number (``best_lower``: some colouring of K_{best_lower - 1} exists, so R >= best_lower;
``upper``: R <= upper) and where that comes from, and sits in one of four tiers:

- ``known``: R is known exactly and n = R - 1, the largest n that can be done;
- ``near``: R is open and n lies a little below the best published witness, so a colouring
  exists (any induced part of that witness is one) but finding one is real search work;
- ``best``: n = best_lower - 1, the size of the best published witness: matching the record;
- ``open``: n = best_lower: a valid colouring would be a new lower bound.

The numbers are as of December 2026. Sources, shortened in ``source``:

- ``DS1``: S. Radziszowski, *Small Ramsey Numbers*, Electronic Journal of Combinatorics
  dynamic survey DS1; its pre-2026 table as copied in the public repository
  daniel-munro/leaps-in-bounds (``_includes/constant_tables/ramsey.html``, commit 4eceb5f).
- ``AlphaEvolve``: Nagda, Raghavan, Thakurta, arXiv:2603.09172 (March 2026); witnesses in
  google-research/google-research, ``ramsey_number_bounds/improved_bounds/``.
- ``ypwang61``: Y. Wang, github.com/ypwang61/ScaleAutoResearch-Ramsey (2026).
- ``Cremer``: F. Cremer, github.com/fritzcremer/ramsey-lower-bounds (October 2026).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

Tier = Literal["known", "near", "best", "open"]
TIERS: tuple[Tier, ...] = get_args(Tier)

_DS1 = "Radziszowski, Small Ramsey Numbers, EJC DS1 (pre-2026 table via daniel-munro/leaps-in-bounds@4eceb5f)"
_GREENWOOD_GLEASON = "Greenwood-Gleason 1955 (R(3,3,3) = 17), DS1"
_R334 = "Kalbfleisch 1966 (lower), Codish-Frank-Itzhakov-Miller 2016 (R(3,3,4) = 30), DS1"
_ALPHAEVOLVE = "AlphaEvolve, Nagda-Raghavan-Thakurta, arXiv:2603.09172 (google-research/google-research ramsey_number_bounds)"
_YPWANG = "Y. Wang, github.com/ypwang61/ScaleAutoResearch-Ramsey (2026)"
_CREMER = "F. Cremer, github.com/fritzcremer/ramsey-lower-bounds (Oct 2026)"
_PALEY101 = "Paley graph on 101 vertices (R(6,6) >= 102), DS1"


@dataclass(frozen=True)
class Cell:
    """One cell: colour K_n so that colour i has no K_{sizes[i]}."""

    id: str
    sizes: tuple[int, ...]
    n: int
    tier: Tier
    best_lower: int
    upper: int | None
    source: str
    exact: int | None


@dataclass(frozen=True)
class _Bound:
    """What is known about one Ramsey number R(sizes)."""

    sizes: tuple[int, ...]
    best_lower: int
    upper: int | None
    source: str

    @property
    def exact(self) -> int | None:
        return self.best_lower if self.best_lower == self.upper else None


def _b(sizes: tuple[int, ...], lower: int, upper: int | None, source: str) -> _Bound:
    return _Bound(sizes, lower, upper, source)


# Exactly known values (known tier).
_EXACT = (
    _b((3, 3), 6, 6, "Greenwood-Gleason 1955, DS1"),
    _b((3, 4), 9, 9, "Greenwood-Gleason 1955, DS1"),
    _b((3, 5), 14, 14, "Greenwood-Gleason 1955, DS1"),
    _b((3, 6), 18, 18, "Kery 1964, DS1"),
    _b((3, 7), 23, 23, "Kalbfleisch 1966 (lower), Graver-Yackel 1968, DS1"),
    _b((3, 8), 28, 28, "McKay-Zhang 1992, DS1"),
    _b((3, 9), 36, 36, "Kalbfleisch 1966 (lower), Grinstead-Roberts 1982, DS1"),
    _b((4, 4), 18, 18, "Greenwood-Gleason 1955 (Paley graph on 17 vertices), DS1"),
    _b((4, 5), 25, 25, "Kalbfleisch 1965 (lower), McKay-Radziszowski 1995, DS1"),
    _b((3, 3, 3), 17, 17, _GREENWOOD_GLEASON),
    _b((3, 3, 4), 30, 30, _R334),
)

# Open values, best lower bounds after the 2026 records.
_OPEN = {
    (3, 10): _b((3, 10), 40, 41, "Exoo 1989 (lower), DS1"),
    (3, 11): _b((3, 11), 47, 50, "Exoo 1989 (lower), DS1"),
    (3, 12): _b((3, 12), 53, 59, "Kolodyazhny 2015 (lower), DS1"),
    (3, 13): _b((3, 13), 61, 68, f"{_ALPHAEVOLVE}; was 60, upper {_DS1}"),
    (3, 17): _b((3, 17), 93, None, f"{_YPWANG}; was 92 (1994), DS1"),
    (3, 18): _b((3, 18), 100, None, f"{_ALPHAEVOLVE}; was 99, DS1"),
    (4, 6): _b((4, 6), 36, 40, "Exoo 2012 (lower), DS1"),
    (4, 7): _b((4, 7), 49, 58, "Exoo-Tatarevic 2015 (lower), DS1"),
    (4, 8): _b((4, 8), 59, 79, "Exoo-Tatarevic 2015 (lower), DS1"),
    (4, 13): _b((4, 13), 139, 256, f"{_ALPHAEVOLVE}; was 138, upper {_DS1}"),
    (4, 14): _b((4, 14), 148, 307, f"{_ALPHAEVOLVE}; was 147, upper {_DS1}"),
    (4, 15): _b((4, 15), 160, 364, f"{_YPWANG}; 159 by {_ALPHAEVOLVE}; upper {_DS1}"),
    (5, 5): _b((5, 5), 43, 46, "Exoo 1989 (lower); Angeltveit-McKay arXiv:2409.15709 (upper), DS1"),
    (5, 6): _b((5, 6), 59, 85, "Exoo-Tatarevic 2015 (lower), DS1"),
    (6, 6): _b((6, 6), 102, 160, f"{_PALEY101}"),
    (6, 8): _b((6, 8), 135, 423, f"{_CREMER}; was 134 (Exoo-Tatarevic 2015), upper {_DS1}"),
    (8, 10): _b((8, 10), 345, 4402, f"{_CREMER}; was 343 (Kuznetsov), upper {_DS1}"),
    (3, 3, 3, 3): _b(
        (3, 3, 3, 3),
        51,
        62,
        "Chung 1973 (lower; as cited by Robertson, EJC 6 (1999) R3), Fettes-Kramer-Radziszowski, Ars Combin. 72 (2004) (upper), DS1",
    ),
}

# (sizes, n, source of the witness on n vertices) for the best tier: n = best_lower - 1.
_BEST = (
    ((3, 10), "Exoo 1989 witness on 39 vertices, DS1"),
    ((3, 13), f"{_ALPHAEVOLVE}: R(3, 13) >= 61.txt"),
    ((3, 17), f"{_YPWANG}: R(3, 17) >= 93.txt"),
    ((3, 18), f"{_ALPHAEVOLVE}: R(3, 18) >= 100.txt"),
    ((4, 6), "Exoo 2012 witness on 35 vertices, DS1"),
    ((4, 13), f"{_ALPHAEVOLVE}: R(4, 13) >= 139.txt"),
    ((4, 14), f"{_ALPHAEVOLVE}: R(4, 14) >= 148.txt"),
    ((4, 15), f"{_YPWANG}: R(4, 15) >= 160.txt"),
    ((5, 5), "Exoo 1989 witness on 42 vertices (656 such graphs known, McKay-Radziszowski), DS1"),
    ((6, 6), _PALEY101),
    ((6, 8), f"{_CREMER}: R6_8/n134-gpt-6.1-sol"),
    ((8, 10), f"{_CREMER}: R8_10/n344-gpt-6.1-sol-1"),
)

# (sizes, n) for the near tier: a witness on more than n + 1 vertices is published.
_NEAR = (
    ((3, 10), 37),
    ((3, 11), 44),
    ((3, 12), 50),
    ((3, 13), 57),
    ((4, 6), 33),
    ((4, 7), 46),
    ((4, 8), 56),
    ((4, 15), 158),  # AlphaEvolve's witness on 158 vertices, one below ypwang61's record
    ((5, 5), 40),
    ((5, 6), 56),
    ((6, 6), 99),
    ((3, 3, 3, 3), 48),
)
_NEAR_SOURCE: dict[tuple[int, ...], str] = {
    (4, 15): f"{_ALPHAEVOLVE}: R(4, 15) >= 159.txt (158 vertices)"
}

# Open cells: n = best_lower.
_OPEN_CELLS = ((3, 10), (3, 13), (3, 17), (3, 18), (4, 6), (4, 15), (5, 5), (6, 6), (6, 8), (8, 10))


def _cell_id(sizes: tuple[int, ...], n: int) -> str:
    return f"R({','.join(map(str, sizes))})_n{n}"


def _cell(bound: _Bound, n: int, tier: Tier, source: str | None = None) -> Cell:
    return Cell(
        id=_cell_id(bound.sizes, n),
        sizes=bound.sizes,
        n=n,
        tier=tier,
        best_lower=bound.best_lower,
        upper=bound.upper,
        source=source or bound.source,
        exact=bound.exact,
    )


def _build() -> tuple[Cell, ...]:
    cells = [_cell(b, b.best_lower - 1, "known") for b in _EXACT]
    for sizes, n in _NEAR:
        cells.append(_cell(_OPEN[sizes], n, "near", _NEAR_SOURCE.get(sizes)))
    for sizes, witness in _BEST:
        bound = _OPEN[sizes]
        cells.append(
            _cell(bound, bound.best_lower - 1, "best", f"{witness}; bound: {bound.source}")
        )
    for sizes in _OPEN_CELLS:
        bound = _OPEN[sizes]
        cells.append(_cell(bound, bound.best_lower, "open"))
    return tuple(cells)


CELLS: tuple[Cell, ...] = _build()
CELLS_BY_ID: dict[str, Cell] = {c.id: c for c in CELLS}


def select_cells(tier: str | None = None, cells: str | None = None) -> list[Cell]:
    """The cells of the given tiers and ids (comma-separated; None or "" means all), in table order.

    Raises ValueError with one line naming the first value it does not know and the allowed ones.
    """
    chosen = list(CELLS)
    if tier:
        tiers = _split(tier)
        for t in tiers:
            if t not in TIERS:
                raise ValueError(f"tier: unknown value {t!r}; allowed: {', '.join(TIERS)}")
        chosen = [c for c in chosen if c.tier in tiers]
    if cells:
        ids = _split(cells)
        for i in ids:
            if i not in CELLS_BY_ID:
                raise ValueError(f"cells: unknown cell {i!r}; allowed: {', '.join(CELLS_BY_ID)}")
        chosen = [c for c in chosen if c.id in ids]
    if not chosen:
        raise ValueError(f"cells: no cell is both in tier {tier!r} and among {cells!r}")
    return chosen


def _split(value: str) -> list[str]:
    """Comma-separated values, where commas inside parentheses (cell ids) do not split."""
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in value:
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        depth += {"(": 1, ")": -1}.get(char, 0)
        current.append(char)
    parts.append("".join(current))
    return [p.replace(" ", "") for p in parts if p.strip()]
