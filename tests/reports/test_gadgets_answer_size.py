"""Valid gadgets set against the proven minimum: the scorer's metadata, its metric, the report.

A scripted model answers the (P3,K3) red determiner with the minimal 5-vertex gadget plus
two isolated vertices (valid, 7 vertices: "bloated") and the blue determiner with a
minimal one; the other two problems get no answer. Every epoch answers the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog

from ramsey_inspect.reports.summary import build_report

BLOATED_RED = (
    "BEGIN GADGET\nvertices: 7\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\ne: 1-4\nEND GADGET"
)
MINIMAL_BLUE = (
    "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4\ne: 1-2\nEND GADGET"
)
STATEMENT = "(P3,K3)-good graph G together with an edge e of G such that e is {}"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[EvalLog, Path]:
    base = tmp_path_factory.mktemp("sizes")
    script = base / "script.json"
    rules = [
        {"match": STATEMENT.format("red"), "turns": [BLOATED_RED]},
        {"match": STATEMENT.format("blue"), "turns": [MINIMAL_BLUE]},
    ]
    script.write_text(json.dumps({"rules": rules, "default": "No idea."}), encoding="utf-8")
    [log] = eval(
        "ramsey_inspect/gadgets",
        task_args={"pairs": "P3:K3"},
        model="ramsey_inspect/scripted",
        model_args={"script": str(script)},
        epochs=2,
        log_dir=str(base / "logs"),
        display="none",
    )
    assert log.status == "success", log.error
    return log, base


def _scores(log: EvalLog) -> dict[str, dict[str, object]]:
    out = {}
    for sample in log.samples or []:
        score = (sample.scores or {})["gadget_verifier"]
        out[str(sample.id)] = {"value": score.value, **(score.metadata or {})}
    return out


@pytest.mark.slow
def test_scores_set_each_valid_answer_against_the_proven_minimum(
    run: tuple[EvalLog, Path],
) -> None:
    got = _scores(run[0])
    red, blue = got["P3-K3-red-determiner"], got["P3-K3-blue-determiner"]
    assert red["value"] == "C"
    assert blue["value"] == "C"
    assert (red["vertices"], red["min_vertices"], red["minimality_proven"]) == (7, 5, True)
    assert red["size_ratio"] == pytest.approx(5 / 7)
    assert blue["size_ratio"] == 1.0
    unanswered = got["P3-K3-positive-sender"]
    assert unanswered["value"] == "I"
    assert "size_ratio" not in unanswered  # a reply with no block is not measured


@pytest.mark.slow
def test_the_metric_is_the_mean_over_valid_answers(run: tuple[EvalLog, Path]) -> None:
    log = run[0]
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["size_ratio"] == pytest.approx((5 / 7 + 1) / 2)
    assert metrics["minimal_share"] == pytest.approx(0.5)
    assert metrics["accuracy"] == pytest.approx(0.5)


@pytest.mark.slow
def test_the_report_tells_bloated_from_optimal(run: tuple[EvalLog, Path]) -> None:
    base = run[1]
    report = build_report([base / "logs"], base / "report", progress=False)
    assert report.gadgets is not None
    [row] = report.gadgets.answer_size.to_dict("records")
    assert (row["valid"], row["with_minimum"]) == (4, 4)  # 2 problems x 2 epochs
    assert row["size_ratio"] == pytest.approx((5 / 7 + 1) / 2)
    assert row["minimal_share"] == pytest.approx(0.5)
    assert row["extra_vertices"] == pytest.approx(1.0)
    assert row["most_extra"] == 2
    text = (base / "report" / "report.md").read_text(encoding="utf-8")
    assert "Size of valid answers against the proven minimum" in text
    line = next(
        x for x in text.splitlines() if x.startswith("| ramsey_inspect/scripted") and "0.857" in x
    )
    assert "50.0%" in line
