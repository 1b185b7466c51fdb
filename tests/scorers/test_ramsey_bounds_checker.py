"""The ramsey_checker scorer on hand-made states, and its metrics (epochs included)."""

from __future__ import annotations

import itertools
import math
import random
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
from inspect_ai.model import ModelOutput
from inspect_ai.scorer import SampleScore, Score, Target
from inspect_ai.solver import TaskState

import ramsey_inspect
from ramsey_inspect.core.ramsey_cells import CELLS_BY_ID
from ramsey_inspect.core.ramsey_check import distance
from ramsey_inspect.core.ramsey_constructions import construction_for
from ramsey_inspect.datasets.ramsey_bounds import cell_metadata
from ramsey_inspect.scorers.ramsey_bounds import (
    SCORE_KEYS,
    invalid_distance,
    ladder,
    ladder_by_sizes,
    ladder_values,
    ramsey_checker,
    tier_solved,
)

PALEY17 = nx.paley_graph(17).to_undirected()


def rows(graph: nx.Graph[int]) -> str:
    n = graph.number_of_nodes()
    return "\n".join(
        " ".join("1" if graph.has_edge(i, j) else "0" for j in range(n)) for i in range(n)
    )


def state(reply: str, cell: str, epoch: int = 1) -> TaskState:
    return TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=cell,
        epoch=epoch,
        input="q",
        messages=[],
        output=ModelOutput.from_content("m", reply),
        metadata=cell_metadata(CELLS_BY_ID[cell]),
    )


async def score(reply: str, cell: str = "R(4,4)_n17", **kwargs: Any) -> Score:
    result = await ramsey_checker(**kwargs)(state(reply, cell), Target(""))
    assert result is not None
    return result


async def test_paley_17_is_valid_and_recalled() -> None:
    got = await score(f"```\n{rows(PALEY17)}\n```")
    assert got.value == "C"
    assert got.metadata is not None
    assert set(SCORE_KEYS) <= set(got.metadata)
    assert got.metadata["status"] == "valid"
    assert got.metadata["matches_known"]
    assert got.metadata["new"] is False
    assert got.metadata["new_record"] is False
    assert got.metadata["mono_cliques"] is None


async def test_a_one_edge_change_names_the_clique() -> None:
    graph = PALEY17.copy()
    u, v = next((u, v) for u in range(17) for v in range(u + 1, 17) if not graph.has_edge(u, v))
    graph.add_edge(u, v)
    got = await score(rows(graph))
    assert got.value == "I"
    assert got.metadata is not None
    meta = got.metadata
    assert meta["status"] == "invalid"
    assert len(meta["clique"]) == 4
    clique = meta["clique"]
    if meta["colour"] == 1:  # four vertices pairwise joined in G
        assert all(graph.has_edge(a, b) for a in clique for b in clique if a < b)
    else:
        assert not any(graph.has_edge(a, b) for a in clique for b in clique if a < b)
    assert ", ".join(map(str, clique)) in (got.explanation or "")
    # Paley(17) is held: the count runs through the changed entry and is complete
    k4 = [
        q
        for q in itertools.combinations(range(17), 4)
        if len({graph.has_edge(a, b) for a, b in itertools.combinations(q, 2)}) == 1
    ]
    assert meta["mono_cliques"] == len(k4)
    assert meta["mono_exact"] is True
    assert "(all there are)" in (got.explanation or "")
    assert meta["recolour"] == 1


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "no_response"),
        ("I am not sure.", "invalid_response_format"),
        ("0 1\n1 0", "invalid_response_format"),
    ],
)
async def test_unreadable_replies_score_i_with_a_reason(reply: str, reason: str) -> None:
    got = await score(reply)
    assert got.value == "I"
    assert got.reason == reason
    assert got.metadata is not None
    assert got.metadata["status"] == "unreadable"
    assert (got.explanation or "").startswith("Unreadable: ")


async def test_a_valid_answer_on_an_open_cell_is_a_new_record() -> None:
    """No real record is at hand: the open cell's sizes are borrowed for a tiny stand-in cell."""
    meta = cell_metadata(CELLS_BY_ID["R(3,3)_n5"]) | {"tier": "open", "best_lower": 5}
    c5 = rows(nx.cycle_graph(5))
    st = state(c5, "R(3,3)_n5")
    st.metadata.update(meta)
    got = await ramsey_checker()(st, Target(""))
    assert got is not None
    assert got.value == "C"
    assert got.metadata is not None
    assert got.metadata["new_record"] is True
    assert "NEW RECORD" in (got.explanation or "")


async def test_a_tiny_budget_leaves_it_undecided_never_valid() -> None:
    got = await score(rows(PALEY17), budget_scale=1e-12)
    assert got.value == "I"
    assert got.metadata is not None
    assert got.metadata["status"] == "undecided"
    assert "budget" in (got.explanation or "")


@pytest.mark.parametrize("bad", [0, -1, float("nan"), True, "x"])
def test_a_bad_budget_scale_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="budget_scale"):
        ramsey_checker(budget_scale=bad)  # type: ignore[arg-type,unused-ignore]


def sample_score(sample: str, value: str, **meta: Any) -> SampleScore:
    cell = cell_metadata(CELLS_BY_ID[sample])
    return SampleScore(
        score=Score(value=value, metadata={**cell, **meta}),
        sample_id=sample,
        sample_metadata=cell,
    )


class TestMetrics:
    def test_empty(self) -> None:
        assert tier_solved()([]) == {"solved": None}
        assert ladder()([]) == {"reach_mean": None}
        assert ladder_by_sizes()([]) == {}
        assert invalid_distance()([]) == {"mono_cliques": None, "recolour": None}

    def test_epochs_average_per_cell_then_per_tier(self) -> None:
        scores = [
            sample_score("R(4,4)_n17", "C", status="valid", epoch=1),
            sample_score("R(4,4)_n17", "I", status="invalid", epoch=2, mono_cliques=4, recolour=2),
            sample_score("R(3,3)_n5", "C", status="valid", epoch=1),
            sample_score("R(3,3)_n5", "C", status="valid", epoch=2),
            sample_score("R(5,5)_n42", "I", status="unreadable", epoch=1),
        ]
        solved = tier_solved()(scores)  # type: ignore[arg-type]
        assert solved == {"solved_known": 0.75, "solved_best": 0.0}
        distance = invalid_distance()(scores)  # type: ignore[arg-type]
        assert distance == {"mono_cliques": 4.0, "recolour": 2.0}

    def test_ladder_keeps_the_best_valid_answer_per_sizes(self) -> None:
        values = ladder_values(
            [
                {"sizes": [5, 5], "n": 40, "best_lower": 43, "status": "valid"},
                {"sizes": [5, 5], "n": 42, "best_lower": 43, "status": "invalid"},
                {
                    "sizes": [3, 17],
                    "n": 93,
                    "best_lower": 93,
                    "status": "valid",
                    "new_record": True,
                },
                {"sizes": [4, 6], "n": 35, "best_lower": 36, "status": "unreadable"},
            ]
        )
        assert values["reach_5_5"] == pytest.approx(40 / 43)
        assert values["reach_3_17"] == 1.0
        assert values["reach_4_6"] == 0.0
        assert values["reach_mean"] == pytest.approx((40 / 43 + 1.0) / 3)
        assert values["new_records"] == 1.0
        assert not any(isinstance(v, float) and math.isnan(v) for v in values.values())

    def test_the_headline_keeps_the_mean_and_the_breakdown_each_sizes(self) -> None:
        scores = [
            sample_score("R(3,3)_n5", "C", status="valid", epoch=1),
            sample_score("R(4,4)_n17", "I", status="invalid", epoch=1),
        ]
        assert ladder()(scores) == {"reach_mean": pytest.approx(5 / 12), "new_records": 0.0}  # type: ignore[arg-type]
        assert ladder_by_sizes()(scores) == {"reach_3_3": pytest.approx(5 / 6), "reach_4_4": 0.0}  # type: ignore[arg-type]


DATA = Path(ramsey_inspect.__file__).resolve().parent / "data" / "ramsey_bounds"


@pytest.mark.slow
@pytest.mark.parametrize(
    ("file", "cell"),
    [
        ("r3_13_n60_alphaevolve.txt", "R(3,13)_n60"),  # numpy's print, rows wrapped
        ("r6_8_n134_cremer.g6", "R(6,8)_n134"),  # graph6
        ("r3_17_n92_ypwang61.txt", "R(3,17)_n92"),  # rows of space-separated 0/1
    ],
)
async def test_published_witnesses_as_written_score_c(file: str, cell: str) -> None:
    """A published file pasted as the reply, in its own format, is read, proven and recalled."""
    text = (DATA / file).read_text()
    got = await score(f"Here is the witness:\n\n{text}\n", cell)
    assert got.value == "C", got.explanation
    assert got.metadata is not None
    assert got.metadata["matches_known"]


@pytest.mark.parametrize("seed", range(3))
async def test_flips_of_a_held_best_tier_witness_get_the_whole_count(seed: int) -> None:
    """The scorer's distance of a near copy of a held witness: complete, as the whole search's."""
    cell = CELLS_BY_ID["R(3,13)_n60"]
    base = construction_for(cell)
    assert base is not None
    u, v = sorted(random.Random(seed).sample(range(60), 2))
    answer = [list(row) for row in base]
    answer[u][v] = answer[v][u] = 1 - answer[u][v]
    got = await score("\n".join("".join(map(str, row)) for row in answer), cell.id)
    assert got.value == "I"
    assert got.metadata is not None
    assert {u, v} <= set(got.metadata["clique"])
    whole = distance(tuple(map(tuple, answer)), cell.sizes, budget=10**8)
    assert whole.cliques == got.metadata["mono_cliques"]
    assert got.metadata["mono_exact"] is whole.exact
    if not whole.capped:
        assert got.metadata["mono_exact"] is True
        assert got.metadata["recolour"] == whole.recolour == 1


@pytest.mark.parametrize("seed", range(3))
async def test_renumbered_flips_of_a_held_witness_get_the_same_count(seed: int) -> None:
    """A held witness renumbered with one entry changed: counted as the flip unrenumbered."""
    cell = CELLS_BY_ID["R(3,17)_n92"]
    base = construction_for(cell)
    assert base is not None
    rng = random.Random(seed)
    u, v = sorted(rng.sample(range(92), 2))
    flipped = [list(row) for row in base]
    flipped[u][v] = flipped[v][u] = 1 - flipped[u][v]
    own = await score("\n".join("".join(map(str, row)) for row in flipped), cell.id)
    place = list(range(92))
    rng.shuffle(place)
    answer = [[flipped[p][q] for q in place] for p in place]
    got = await score("\n".join("".join(map(str, row)) for row in answer), cell.id)
    assert got.value == own.value == "I"
    assert got.metadata is not None
    assert own.metadata is not None
    assert {place.index(u), place.index(v)} <= set(got.metadata["clique"])
    for key in ("mono_cliques", "mono_exact", "recolour"):
        assert got.metadata[key] == own.metadata[key], key


@pytest.mark.slow
async def test_a_one_edge_mutant_of_a_published_witness_scores_i() -> None:
    rows = [
        line.split()
        for line in (DATA / "r3_17_n92_ypwang61.txt").read_text().split("\n")
        if line.strip()
    ]
    i, j = 0, next(j for j in range(1, 92) if rows[0][j] == "0")
    rows[i][j] = rows[j][i] = "1"
    got = await score("\n".join(" ".join(r) for r in rows), "R(3,17)_n92")
    assert got.value == "I"
    assert got.metadata is not None
    assert got.metadata["status"] == "invalid"
    assert got.metadata["colour"] == 1
    assert {i, j} <= set(got.metadata["clique"])
    assert got.metadata["mono_exact"] is True  # counted through the change, not cut by the budget
