"""The offline baselines' answers to Ramsey cells: a held construction, or a plain local search.

``ramsey_inspect/exact`` answers a ``known`` or ``best`` cell with a colouring the package
holds for it (``core.ramsey_constructions.construction_for``: Paley and circulant graphs,
the Clebsch colouring, shipped published witnesses), the upper line of a report; on other
cells it says it holds none and gives no matrix. ``ramsey_inspect/search`` runs the seeded
tabu search of ``core.ramsey_search`` with a step budget, the line an agent has to beat: its
answer depends only on the cell, the seed and its budgets of steps and counted work. Both find the cell from the
prompt's ``Cell:`` line (``prompts.ramsey_bounds.cell_from_prompt``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ramsey_inspect.core.ramsey_cells import CELLS_BY_ID
from ramsey_inspect.core.ramsey_constructions import construction_for
from ramsey_inspect.core.ramsey_search import search


def matrix_block(colouring: Sequence[Sequence[int]]) -> str:
    """A colouring as the prompt asks for it: rows of digits between fences.

    >>> print(matrix_block([[0, 1], [1, 0]]))
    ```
    0 1
    1 0
    ```
    """
    rows = "\n".join(" ".join(map(str, row)) for row in colouring)
    return f"```\n{rows}\n```"


def exact_reply(cell_id: str) -> str:
    """The exact baseline's reply: a held construction for the cell, or a sentence saying none."""
    cell = CELLS_BY_ID.get(cell_id)
    if cell is None:
        return f"I do not know the cell {cell_id}, so I give no colouring."
    colouring = construction_for(cell)
    if colouring is None:
        return (
            f"The package holds no construction on {cell.n} vertices for "
            f"R({','.join(map(str, cell.sizes))}) (tier {cell.tier}), so I give no colouring."
        )
    return f"A construction the package holds for {cell.id}:\n\n{matrix_block(colouring)}"


def search_reply(
    sizes: Sequence[int], n: int, seed: int, steps: int, work: int | None = None
) -> str:
    """The search baseline's reply: the colouring found, or how close the search came.

    ``work`` bounds the search's counted work as well as its steps (None: steps alone).
    """
    result = search(sizes, n, seed=seed, steps=steps, work=work)
    head = (
        f"Tabu search ({result.method}), seed {seed}, {result.steps_used} of {steps} steps, "
        f"{result.work_used:,} work units"
    )
    if result.colouring is None:
        return (
            f"{head}: no valid colouring found; the best state still had "
            f"{result.best_conflicts} forbidden monochromatic clique(s). I give no colouring."
        )
    return f"{head}: found a colouring.\n\n{matrix_block(result.colouring)}"
