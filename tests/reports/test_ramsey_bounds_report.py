"""The ramsey_bounds part of ``ramsey-inspect report``, on real logs of a stand-in task.

The stand-in is a Task named ``ramsey_bounds`` whose scorer is named ``ramsey_checker`` and
writes the score metadata the task's scorer writes (docs/ramsey_bounds.md, *Scoring*): a
fixed verdict per model and cell. So the logs are real Inspect logs, read by the report as
it reads any, while the verdicts (and so every number below) are known in advance.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Scorer, Target, mean, scorer
from inspect_ai.solver import TaskState, generate
from PIL import Image

from ramsey_inspect.answer_status import answer_status
from ramsey_inspect.reports.ramsey_bounds import bounds_text, draw, section, sizes_of, tables
from ramsey_inspect.reports.results import load
from ramsey_inspect.reports.summary import build_report

CELLS: dict[str, dict[str, Any]] = {
    "R(3,3)_n5": {"sizes": [3, 3], "n": 5, "tier": "known", "best_lower": 6, "upper": 6},
    "R(3,3,3)_n16": {"sizes": [3, 3, 3], "n": 16, "tier": "known", "best_lower": 17, "upper": 17},
    "R(4,6)_n33": {"sizes": [4, 6], "n": 33, "tier": "near", "best_lower": 36, "upper": 40},
    "R(3,17)_n92": {"sizes": [3, 17], "n": 92, "tier": "best", "best_lower": 93, "upper": None},
    "R(3,17)_n93": {"sizes": [3, 17], "n": 93, "tier": "open", "best_lower": 93, "upper": None},
}
VALID = {"status": "valid", "matches_known": None, "new": False, "new_record": False}
# Model a: recalls two known constructions, finds a new near-tier colouring, misses the open
# cell by 3 cliques, writes nothing readable for R(3,3,3).
# Model b: matches Clebsch, leaves the R(3,17) witness undecided, and "sets a record".
VERDICTS: dict[str, dict[str, dict[str, Any]]] = {
    "mockllm/a": {
        "R(3,3)_n5": {**VALID, "matches_known": "Paley graph on 5 vertices"},
        "R(3,3,3)_n16": {"status": "unreadable"},
        "R(4,6)_n33": {**VALID, "new": True},
        "R(3,17)_n92": {**VALID, "matches_known": "ypwang61: R(3, 17) >= 93.txt"},
        "R(3,17)_n93": {"status": "invalid", "mono_cliques": 3, "recolour": 2},
    },
    "mockllm/b": {
        "R(3,3)_n5": {"status": "invalid", "mono_cliques": 1, "recolour": 1},
        "R(3,3,3)_n16": {**VALID, "matches_known": "Clebsch colouring"},
        "R(4,6)_n33": {"status": "invalid", "mono_cliques": 100, "recolour": 40},
        "R(3,17)_n92": {"status": "undecided"},
        "R(3,17)_n93": {**VALID, "new": True, "new_record": True},
    },
}


@scorer(metrics=[mean()], name="ramsey_checker")
def stand_in_checker() -> Scorer:
    """Scores each cell as ``VERDICTS`` says, with the real scorer's metadata keys."""

    async def score(state: TaskState, target: Target) -> Score:
        verdict = VERDICTS[str(state.model)][str(state.sample_id)]
        cell = CELLS[str(state.sample_id)]
        metadata = {
            "clique": None, "colour": None, "work": 10, "matches_known": None, "new": False,
            "new_record": False, "mono_cliques": None, "recolour": None,
            **cell, **verdict,
        }  # fmt: skip
        return Score(
            value=CORRECT if verdict["status"] == "valid" else INCORRECT,
            explanation=verdict["status"],
            metadata=metadata,
        )

    return score


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("ramsey") / "logs"
    task = Task(
        dataset=[
            Sample(id=cid, input=f"Colour {cid}.", metadata={"cell": cid, **meta, "source": "x"})
            for cid, meta in CELLS.items()
        ],
        solver=generate(),
        scorer=stand_in_checker(),
        name="ramsey_bounds",
    )
    for name in VERDICTS:
        # Outputs carry usage: without it Inspect counts tokens with tiktoken, which downloads.
        output = ModelOutput.from_content(name, "0 1\n1 0")
        output.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
        model = get_model(name, custom_outputs=[output] * 20)
        [log] = eval(task, model=model, epochs=2, log_dir=str(folder), display="none")
        assert log.status == "success", log.error
    return folder


@pytest.mark.slow
def test_the_logs_are_read_as_ramsey_bounds(logs: Path) -> None:
    results = load([logs])
    samples = results.samples["ramsey_bounds"]
    assert len(samples) == 2 * 5 * 2
    assert set(samples["answer"]) == {"correct", "read_wrong", "unreadable"}
    assert set(samples["cell"]) == set(CELLS)


@pytest.mark.slow
def test_tables_per_tier_cell_and_sizes(logs: Path, tmp_path: Path) -> None:
    report = build_report([logs], tmp_path / "out", progress=False)
    t = report.ramsey_bounds
    assert t is not None
    tiers = {(r["model"], r["tier"]): r for r in t.by_tier.to_dict("records")}
    assert [tier for model, tier in tiers if model == "mockllm/a"] == [
        "known",
        "near",
        "best",
        "open",
    ]
    a_known = tiers[("mockllm/a", "known")]
    # Two known cells, two epochs each: R(3,3) valid twice, R(3,3,3) unreadable twice.
    assert (a_known["cells"], a_known["answers"], a_known["valid"]) == (2, 4, 2)
    assert a_known["solved"] == pytest.approx(0.5)
    assert a_known["cells_solved"] == 1
    assert tiers[("mockllm/a", "near")]["new"] == 2
    assert tiers[("mockllm/a", "open")]["new_record"] == 0
    assert tiers[("mockllm/b", "open")]["new_record"] == 2
    assert tiers[("mockllm/b", "best")]["solved"] == 0.0

    cells = {(r["model"], r["cell"]): r for r in t.by_cell.to_dict("records")}
    assert cells[("mockllm/a", "R(3,3)_n5")]["matches_known"] == "Paley graph on 5 vertices"
    assert cells[("mockllm/b", "R(3,17)_n92")]["undecided"] == 2
    assert cells[("mockllm/a", "R(3,17)_n93")]["fewest_cliques"] == 3
    assert cells[("mockllm/a", "R(3,17)_n93")]["fewest_recolour"] == 2
    assert cells[("mockllm/a", "R(3,3,3)_n16")]["unreadable"] == 2
    # The ladder's order: two colours by sizes, then three.
    order = [c for m, c in cells if m == "mockllm/a"]
    assert order == ["R(3,3)_n5", "R(3,17)_n92", "R(3,17)_n93", "R(4,6)_n33", "R(3,3,3)_n16"]

    ladder = {(r["model"], r["label"]): r for r in t.ladder.to_dict("records")}
    a17, b17 = ladder[("mockllm/a", "R(3,17)")], ladder[("mockllm/b", "R(3,17)")]
    assert a17["asked"] == [92, 93]
    assert a17["reached"] == 92
    assert a17["reached_over_lower"] == pytest.approx(92 / 93)
    assert b17["reached"] == 93
    assert b17["reached_over_lower"] == 1.0
    assert pd_isnan(ladder[("mockllm/b", "R(4,6)")]["reached"])  # nothing valid
    assert ladder[("mockllm/a", "R(4,6)")]["upper"] == 40

    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "## Ramsey lower bounds (ramsey_bounds)" in text
    assert "NEW LOWER BOUNDS: 2 valid answer(s) on open cells" in text
    assert "| mockllm/a | - | R(3,17) | R ≥ 93 | 92, 93 | 92 | 0.989 |" in text
    assert (
        "| mockllm/b | - | R(3,3,3)_n16 | known | 16 | R = 17 | 2 | 2 | 0 | 0 | 0 | Clebsch" in text
    )
    assert "| R(4,6)_n33 | near | 33 | 36 ≤ R ≤ 40 | 2 | 2 | 0 | 0 | 0 | - | 2 |" in text
    assert "ramsey_bounds_ladder.png" in [p.name for p in report.figures]


@pytest.mark.slow
def test_the_ladder_figure_is_drawn(logs: Path, tmp_path: Path) -> None:
    report = build_report([logs], tmp_path / "out", progress=False)
    [png] = [p for p in report.figures if p.name == "ramsey_bounds_ladder.png"]
    with Image.open(png) as image:
        width, height = image.size
        colours = image.convert("RGB").getcolors(maxcolors=1_000_000)
    assert width > 600
    assert height > 250
    assert colours is not None
    assert len(colours) > 50  # bars, markers, text: not a blank canvas


def pd_isnan(value: Any) -> bool:
    return isinstance(value, float) and value != value


def test_metadata_readers() -> None:
    assert sizes_of("[4, 6]") == (4, 6)
    assert sizes_of([3, "x"]) is None
    assert sizes_of("[") is None
    assert bounds_text(36.0, 40.0) == "36 ≤ R ≤ 40"
    assert answer_status("ramsey_bounds", {"status": "unreadable"}, 0.0) == "unreadable"
    assert answer_status("ramsey_bounds", {"status": "undecided"}, 0.0) == "read_wrong"
    assert answer_status("ramsey_bounds", {"status": "valid"}) == "correct"
    assert answer_status("ramsey_bounds", {}) is None


# --- real logs of the task itself ---------------------------------------------------------------


@pytest.fixture(scope="module")
def exact_logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The task run on the exact baseline: two known cells it holds, one near cell it does not."""
    folder = tmp_path_factory.mktemp("ramsey_exact") / "logs"
    [log] = eval(
        "ramsey_inspect/ramsey_bounds",
        task_args={"cells": "R(3,3)_n5,R(4,4)_n17,R(4,7)_n46"},
        model="ramsey_inspect/exact",
        log_dir=str(folder),
        display="none",
    )
    assert log.status == "success", log.error
    return folder


@pytest.mark.slow
def test_the_report_reads_the_tasks_own_logs(exact_logs: Path, tmp_path: Path) -> None:
    report = build_report([exact_logs], tmp_path / "out", progress=False)
    t = report.ramsey_bounds
    assert t is not None
    tiers = {r["tier"]: r for r in t.by_tier.to_dict("records")}
    assert set(tiers) == {"known", "near"}
    assert (tiers["known"]["cells"], tiers["known"]["valid"], tiers["known"]["solved"]) == (
        2,
        2,
        1.0,
    )
    assert (tiers["near"]["answers"], tiers["near"]["valid"]) == (1, 0)
    cells = {r["cell"]: r for r in t.by_cell.to_dict("records")}
    assert "Paley graph on 17 vertices" in cells["R(4,4)_n17"]["matches_known"]
    assert cells["R(4,7)_n46"]["unreadable"] == 1  # the baseline holds no colouring there
    ladder = {r["label"]: r for r in t.ladder.to_dict("records")}
    assert ladder["R(4,4)"]["reached"] == 17
    assert ladder["R(4,4)"]["reached_over_lower"] == pytest.approx(17 / 18)
    assert (ladder["R(4,7)"]["best_lower"], ladder["R(4,7)"]["upper"]) == (49, 58)
    assert math.isnan(ladder["R(4,7)"]["reached"])
    assert report.headlines["ramsey_bounds"].iloc[0]["unreadable"] == pytest.approx(1 / 3)
    assert [p.name for p in report.figures] == ["ramsey_bounds_ladder.png"]


def test_no_samples_and_junk_metadata_give_rows_not_errors(tmp_path: Path) -> None:
    """Metadata a log may hold in any state: the tables never raise, the figure is skipped."""
    configs = pd.DataFrame([{"model": "m", "config": "c", "arg_solver": "direct", "passed": ""}])
    columns = ["eval_id", "model", "config", "id", "epoch", "score", "tokens", "answer"]
    empty = tables(pd.DataFrame(columns=columns), configs)
    assert (len(empty.by_tier), len(empty.by_cell), len(empty.ladder)) == (0, 0, 0)
    assert draw(empty, ["solver"], tmp_path) == []
    junk = pd.DataFrame(
        [
            {
                "eval_id": "e", "model": "m", "config": "c", "id": "x", "epoch": 1,
                "score": 1.0, "tokens": 1, "cell": None, "sizes": "junk", "n": "abc",
                "tier": None, "best_lower": None, "upper": "?", "status": "valid",
                "new": "maybe",
            }
        ]
    )  # fmt: skip
    t = tables(junk, configs)
    [row] = t.by_cell.to_dict("records")
    assert (row["cell"], row["label"], row["valid"], row["new"]) == ("x", "R(?)", 1, 0)
    assert math.isnan(row["n"])
    assert draw(t, ["solver"], tmp_path) == []  # no best_lower: nothing to draw against
    assert section(t, ["solver"], []).title == "Ramsey lower bounds (ramsey_bounds)"
