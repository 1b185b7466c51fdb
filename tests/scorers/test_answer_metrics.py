"""The results panel: a few headline metrics per scorer, the breakdowns behind one switch.

Every headline metric sees unreduced scores, so Inspect reports one ``results.scores``
entry per scorer (a scorer mixing reduced and unreduced metrics got two of one name);
``problem_accuracy`` still gives the numbers of Inspect's ``accuracy`` and ``stderr`` after
its ``mean`` epoch reducer.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    SampleScore,
    Score,
    Scorer,
    accuracy,
    mean_score,
    stderr,
)

from ramsey_inspect._inspect_compat import PrerequisiteError, private
from ramsey_inspect.scorers._answer_metrics import (
    ScorerOptionError,
    metric_view,
    problem_accuracy,
    problem_means,
)
from ramsey_inspect.scorers.gadgets import gadget_verifier
from ramsey_inspect.scorers.gtbench import gtbench_scorer
from ramsey_inspect.scorers.kcoloring import coloring_checker
from ramsey_inspect.tasks import kcoloring

HEADLINE = {
    "coloring_checker": ["problem_accuracy", "format_failures", "false_edge_share"],
    "gadget_verifier": [
        "problem_accuracy",
        "run_accuracy",
        "answer_size",
        "verification_budget_share",
        "format_failures",
    ],
    "gtbench_scorer": [
        "problem_accuracy",
        "group_accuracy",
        "grader_failed",
        "format_failures",
        "judge_agreement",
    ],
}
BREAKDOWNS = {
    "coloring_checker": [
        "error_rate_by_type",
        "error_rate_by_frame",
        "accuracy_by_edge_count",
        "outcome_shares",
        "false_edge_breakdown",
    ],
    "gadget_verifier": ["tier_accuracy", "type_accuracy"],
    "gtbench_scorer": ["failure_types", "consistency"],
}
FACTORIES: dict[str, Callable[..., Scorer]] = {
    "coloring_checker": coloring_checker,
    "gadget_verifier": gadget_verifier,
    "gtbench_scorer": gtbench_scorer,
}


def _metric_names(scorer: Scorer) -> list[str]:
    info = private("inspect_ai._util.registry", "registry_info")
    return [info(m).name.rsplit("/", 1)[-1] for m in info(scorer).metadata["metrics"]]


def _score(sample_id: str, value: Any) -> SampleScore:
    return SampleScore(score=Score(value=value), sample_id=sample_id, sample_metadata={"g": 1})


@pytest.mark.parametrize("name", list(FACTORIES))
def test_a_scorer_lists_the_headline_by_default_and_the_breakdowns_on_request(name: str) -> None:
    assert _metric_names(FACTORIES[name]()) == HEADLINE[name]
    assert _metric_names(FACTORIES[name](metrics="all")) == HEADLINE[name] + BREAKDOWNS[name]
    assert _metric_names(FACTORIES[name]()) == HEADLINE[name]  # one scorer's list, not all


@pytest.mark.parametrize("name", list(FACTORIES))
def test_every_metric_of_a_scorer_sees_unreduced_scores(name: str) -> None:
    """Mixed views would split the scorer into a reduced and an unreduced results entry."""
    info = private("inspect_ai._util.registry", "registry_info")
    for m in info(FACTORIES[name](metrics="all")).metadata["metrics"]:
        assert info(m).metadata.get("scores") == "unreduced", info(m).name


def test_an_unknown_view_is_refused() -> None:
    with pytest.raises(
        ScorerOptionError, match="metrics: must be one of headline, all, not 'some'"
    ):
        metric_view("some")
    with pytest.raises(ScorerOptionError, match="metrics: must be one of"):
        coloring_checker(metrics="some")


def test_an_unknown_view_reaches_the_user_as_one_line() -> None:
    """Not a ValueError: Inspect's scorer loader would say "couldn't be loaded" instead."""
    with pytest.raises(PrerequisiteError) as err:
        coloring_checker(metrics="al")
    assert not isinstance(err.value, ValueError)
    assert "\n" not in str(err.value)


def test_problem_accuracy_equals_inspects_after_the_mean_reducer() -> None:
    scores = [
        _score("a", CORRECT),
        _score("a", INCORRECT),
        _score("b", CORRECT),
        _score("b", CORRECT),
        _score("c", INCORRECT),
        _score("c", INCORRECT),
        _score("d", CORRECT),  # one epoch scored, the other unscored
    ]
    reduce = mean_score()
    reduced = [
        SampleScore(score=reduce([s.score for s in scores if s.sample_id == i]), sample_id=i)
        for i in "abcd"
    ]
    got = problem_accuracy()(scores)
    assert got == {
        "accuracy": pytest.approx(accuracy()(reduced)),
        "stderr": pytest.approx(stderr()(reduced)),
    }
    assert got["accuracy"] == pytest.approx((0.5 + 1 + 0 + 1) / 4)


def test_problem_means_keep_each_problems_metadata() -> None:
    means = problem_means([_score("a", 1.0), _score("a", 0.0), _score("b", 1.0)])
    assert [(m.sample_id, m.score.value, m.sample_metadata) for m in means] == [
        ("a", 0.5, {"g": 1}),
        ("b", 1.0, {"g": 1}),
    ]


def test_nothing_scored_gives_nan_rows_as_inspects_own() -> None:
    got = problem_accuracy()([])
    assert math.isnan(got["accuracy"])  # type: ignore[arg-type]
    assert math.isnan(got["stderr"])  # type: ignore[arg-type]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("view", "breakdown"), [("headline", False), ("all", True)], ids=["headline", "all"]
)
def test_the_results_panel_has_one_entry_per_scorer(
    view: str, breakdown: bool, tmp_path: Path
) -> None:
    [log] = eval(
        kcoloring(problem_set="4v2c", frame="math", metrics=view),
        model="ramsey_inspect/greedy",
        limit=4,
        epochs=2,
        seed=1,
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert log.results is not None
    [row] = log.results.scores
    assert (row.name, row.reducer) == ("coloring_checker", None)
    headline = {"accuracy", "stderr", "unreadable", "read_wrong", "false_edge_share"}
    assert headline <= set(row.metrics)
    assert (set(row.metrics) == headline) is not breakdown
    assert ("err_frame_math" in row.metrics) is breakdown
    assert row.metrics["accuracy"].value == 1.0  # greedy colors every 2-colorable 4-vertex graph
