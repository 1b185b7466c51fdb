"""Ramsey cells as samples: ids, metadata and prompts, for each solver."""

from __future__ import annotations

import pytest

from ramsey_inspect.core.ramsey_cells import CELLS, CELLS_BY_ID
from ramsey_inspect.datasets.ramsey_bounds import SAMPLE_KEYS, cell_sample, ramsey_dataset
from ramsey_inspect.prompts.ramsey_bounds import cell_from_prompt


def test_one_sample_per_cell_with_stable_ids() -> None:
    dataset = ramsey_dataset(None, None, "direct")
    assert [s.id for s in dataset] == [c.id for c in CELLS]
    for sample, cell in zip(dataset, CELLS, strict=True):
        assert sample.metadata is not None
        assert tuple(sample.metadata) == SAMPLE_KEYS
        assert tuple(sample.metadata["sizes"]) == cell.sizes
        assert cell_from_prompt(str(sample.input)) == (cell.id, cell.sizes, cell.n)


def test_prompts_differ_by_solver_only_in_their_note() -> None:
    cell = CELLS_BY_ID["R(4,4)_n17"]
    direct = str(cell_sample(cell, "direct").input)
    tool = str(cell_sample(cell, "verify_tool", tool_cap=7).input)
    agent = str(cell_sample(cell, "agent", answer_file="answer.txt", minutes=30).input)
    assert "ramsey_check" not in direct
    assert "up to 7 times" in tool
    assert "answer.txt" in agent
    assert "30 minutes" in agent
    statement = direct.split("\n\nCell:")[0]
    assert tool.startswith(statement)
    assert agent.startswith(statement)


@pytest.mark.parametrize(("tier", "cells"), [("nope", None), (None, "R(9,9)_n3")])
def test_unknown_choices_raise_one_line(tier: str | None, cells: str | None) -> None:
    with pytest.raises(ValueError, match="unknown") as err:
        ramsey_dataset(tier, cells, "direct")
    assert "\n" not in str(err.value)
