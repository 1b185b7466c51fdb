"""The Ramsey lower-bound cells as Inspect samples, one per cell of ``core.ramsey_cells``.

A sample's id is the cell id (``R(3,17)_n92``), which names everything that tells two
cells apart (the clique sizes and n), so ids are stable across versions of the table. Its
metadata carries the cell's numbers and the citation of its bound, which the scorer and
the report read: ``cell``, ``sizes``, ``n``, ``tier``, ``best_lower``, ``upper``, ``source``.
"""

from __future__ import annotations

from typing import Any

from inspect_ai.dataset import MemoryDataset, Sample

from ramsey_inspect.core.ramsey_cells import Cell, select_cells
from ramsey_inspect.names import BEST_LOWER, CELL, RAMSEY_BOUNDS, SIZES, TIER, RamseySolver
from ramsey_inspect.prompts.ramsey_bounds import cell_prompt

SAMPLE_KEYS = (CELL, SIZES, "n", TIER, BEST_LOWER, "upper", "source")
"""The sample metadata keys, in order."""


def cell_metadata(cell: Cell) -> dict[str, Any]:
    """The sample metadata of one cell (JSON-ready: sizes as a list)."""
    return {
        CELL: cell.id,
        SIZES: list(cell.sizes),
        "n": cell.n,
        TIER: cell.tier,
        BEST_LOWER: cell.best_lower,
        "upper": cell.upper,
        "source": cell.source,
    }


def cell_sample(cell: Cell, solver: RamseySolver, **prompt_args: Any) -> Sample:
    """The sample of one cell, its prompt written for ``solver``."""
    return Sample(
        id=cell.id,
        input=cell_prompt(cell.id, cell.sizes, cell.n, solver, **prompt_args),
        metadata=cell_metadata(cell),
    )


def ramsey_dataset(
    tier: str | None, cells: str | None, solver: RamseySolver, **prompt_args: Any
) -> MemoryDataset:
    """The chosen cells as a dataset, in table order.

    Raises:
        ValueError: an unknown tier or cell id, or a choice that leaves no cell (one line
            naming the option).
    """
    chosen = select_cells(tier, cells)
    return MemoryDataset(
        [cell_sample(c, solver, **prompt_args) for c in chosen], name=RAMSEY_BOUNDS
    )
