"""The cell table stays consistent with itself and with the tiers' definitions."""

from __future__ import annotations

import collections

import pytest

from ramsey_inspect.core.ramsey_cells import CELLS, TIERS, select_cells


def test_at_least_thirty_cells_in_all_four_tiers() -> None:
    assert len(CELLS) >= 30
    assert set(collections.Counter(c.tier for c in CELLS)) == set(TIERS)


@pytest.mark.parametrize("cell", CELLS, ids=lambda c: c.id)
def test_cell_numbers_agree_with_its_tier(cell) -> None:
    assert list(cell.sizes) == sorted(cell.sizes)
    assert min(cell.sizes) >= 3
    assert cell.id == f"R({','.join(map(str, cell.sizes))})_n{cell.n}"
    assert cell.upper is None or cell.best_lower <= cell.upper
    assert cell.source.strip()
    if cell.tier == "known":
        assert cell.exact is not None
        assert cell.exact == cell.best_lower == cell.upper
        assert cell.n == cell.exact - 1
    else:
        assert cell.exact is None
        assert cell.upper is None or cell.best_lower < cell.upper
    if cell.tier == "best":
        assert cell.n == cell.best_lower - 1
    if cell.tier == "open":
        assert cell.n == cell.best_lower
    if cell.tier == "near":
        assert 0 < cell.n < cell.best_lower - 1


def test_ids_unique_and_one_cell_per_sizes_and_n() -> None:
    assert len({c.id for c in CELLS}) == len(CELLS)
    assert len({(c.sizes, c.n) for c in CELLS}) == len(CELLS)


def test_same_sizes_share_their_bounds() -> None:
    by_sizes: dict[tuple[int, ...], set[tuple[int, int | None]]] = collections.defaultdict(set)
    for c in CELLS:
        by_sizes[c.sizes].add((c.best_lower, c.upper))
    assert all(len(v) == 1 for v in by_sizes.values())


@pytest.mark.parametrize(
    ("sizes", "n"),
    [
        ((3, 13), 60),
        ((3, 17), 92),
        ((3, 18), 99),
        ((4, 13), 138),
        ((4, 14), 147),
        ((4, 15), 159),
        ((6, 8), 134),
        ((8, 10), 344),
    ],
)
def test_every_2026_record_is_a_best_cell(sizes, n) -> None:
    (cell,) = [c for c in CELLS if c.sizes == sizes and c.n == n]
    assert cell.tier == "best"


def test_2026_bounds() -> None:
    lower = {c.sizes: c.best_lower for c in CELLS}
    assert lower[(4, 15)] == 160
    assert lower[(3, 17)] == 93
    assert lower[(8, 10)] == 345
    assert lower[(6, 8)] == 135
    assert lower[(3, 13)] == 61


def test_select_by_tier_and_id() -> None:
    assert {c.tier for c in select_cells(tier="known")} == {"known"}
    assert {c.tier for c in select_cells(tier="best, open")} == {"best", "open"}
    picked = select_cells(cells="R(3,17)_n92,R(3, 3, 3)_n16")
    assert [c.id for c in picked] == ["R(3,3,3)_n16", "R(3,17)_n92"]
    assert select_cells() == list(CELLS)
    assert select_cells(tier="", cells="") == list(CELLS)


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"tier": "knwn"}, "tier: unknown value 'knwn'; allowed: known, near, best, open"),
        ({"cells": "R(3,17)_n91"}, "cells: unknown cell 'R(3,17)_n91'; allowed: "),
        ({"tier": "known", "cells": "R(3,17)_n92"}, "no cell is both"),
    ],
)
def test_bad_values_stop_with_one_line(kwargs, needle) -> None:
    with pytest.raises(ValueError, match=r"^(tier|cells): ") as info:
        select_cells(**kwargs)
    assert needle in str(info.value)
    assert "\n" not in str(info.value)
