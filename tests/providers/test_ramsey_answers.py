"""The offline baselines on Ramsey cells: exact answers with held constructions, search is seeded."""

from __future__ import annotations

import pytest

from ramsey_inspect.core.ramsey_cells import CELLS
from ramsey_inspect.core.ramsey_check import check_colouring
from ramsey_inspect.core.ramsey_constructions import construction_for
from ramsey_inspect.parsers.ramsey_bounds import read_colouring
from ramsey_inspect.providers.ramsey_answers import exact_reply, search_reply

HELD = [c for c in CELLS if c.tier in ("known", "best") and construction_for(c) is not None]
BEST_WITHOUT_CONSTRUCTION: set[str] = set()
"""Best cells whose witness the package does not hold: none since R(4,6) n=35 (issue 41)."""


def test_every_known_cell_is_held() -> None:
    assert {c.id for c in CELLS if c.tier == "known"} <= {c.id for c in HELD}


def test_the_best_cells_without_a_construction_are_these() -> None:
    """Pinned, so that a newly shipped witness (or a lost one) shows here."""
    missing = {c.id for c in CELLS if c.tier == "best" and construction_for(c) is None}
    assert missing == BEST_WITHOUT_CONSTRUCTION
    for cell_id in missing:
        assert "holds no construction" in exact_reply(cell_id)


@pytest.mark.parametrize("cell", [c for c in HELD if c.n <= 40], ids=lambda c: c.id)
def test_exact_reply_reads_back_valid(cell: object) -> None:
    reading = read_colouring(exact_reply(cell.id), cell.n, len(cell.sizes))  # type: ignore[attr-defined]
    assert reading.colouring is not None, reading.error
    assert check_colouring(reading.colouring, cell.sizes).status == "valid"  # type: ignore[attr-defined]


TOO_SLOW_TO_TEST = {"R(8,10)_n344"}
"""Proving the 344-vertex witness takes about 68 million work units (minutes here); the
checker's own benchmark covers it, so it is left out of the read-back test below."""


@pytest.mark.slow
@pytest.mark.parametrize(
    "cell",
    [c for c in HELD if c.n > 40 and c.id not in TOO_SLOW_TO_TEST],
    ids=lambda c: c.id,
)
def test_exact_reply_reads_back_valid_large(cell: object) -> None:
    reading = read_colouring(exact_reply(cell.id), cell.n, len(cell.sizes))  # type: ignore[attr-defined]
    assert reading.colouring is not None, reading.error
    assert check_colouring(reading.colouring, cell.sizes).status == "valid"  # type: ignore[attr-defined]


def test_unknown_cell() -> None:
    assert "do not know the cell" in exact_reply("R(2,2)_n1")


def test_search_is_seeded_and_read_back() -> None:
    first = search_reply((3, 4), 8, seed=5, steps=2000)
    assert first == search_reply((3, 4), 8, seed=5, steps=2000)
    reading = read_colouring(first, 8, 2)
    assert reading.colouring is not None
    assert check_colouring(reading.colouring, (3, 4)).status == "valid"


def test_the_work_budget_stops_the_search() -> None:
    reply = search_reply((4, 6), 35, seed=1, steps=10**6, work=10_000)
    assert "no valid colouring found" in reply
    assert "of 1000000 steps" in reply


def test_search_that_fails_gives_no_matrix() -> None:
    reply = search_reply((3, 3), 6, seed=1, steps=50)  # R(3,3) = 6: nothing to find
    assert "no valid colouring found" in reply
    assert read_colouring(reply, 6, 2).colouring is None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"steps": "many"}, "-M steps: must be a whole number from 0 to"),
        ({"steps": -1}, "-M steps: must be a whole number from 0 to"),
        (
            {"stepz": 5},
            "-M stepz: ramsey_inspect/search has no such argument (did you mean -M steps?)",
        ),
    ],
)
def test_search_model_args_are_checked(args: dict[str, object], message: str) -> None:
    from inspect_ai.model import get_model

    from ramsey_inspect.providers.baselines import ModelArgError

    with pytest.raises(ModelArgError) as err:
        get_model("ramsey_inspect/search", memoize=False, **args)
    assert str(err.value).startswith(message)
