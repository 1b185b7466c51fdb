"""Unreadable against read-and-wrong: the one reading behind metrics, viewer and report."""

from __future__ import annotations

import math
from typing import Any

import pytest
from inspect_ai.scorer import SampleScore, Score

from ramsey_inspect.answer_status import answer_status, status_shares
from ramsey_inspect.parsers.gadgets import ANSWER_ERROR_CODES, AnswerError
from ramsey_inspect.scorers._answer_metrics import format_failures


@pytest.mark.parametrize(
    ("task", "meta", "value", "expected"),
    [
        ("kcoloring", {"outcome": "correct"}, 1.0, "correct"),
        ("kcoloring", {"outcome": "no_answer"}, 0.0, "unreadable"),
        ("kcoloring", {"outcome": "invalid_coloring"}, 0.0, "read_wrong"),
        ("kcoloring", {"outcome": "false_impossible"}, None, "read_wrong"),
        ("kcoloring", {"outcome": "missed_impossible"}, 0.0, "read_wrong"),
        ("kcoloring", {"outcome": "refusal"}, math.nan, None),
        ("kcoloring", {"outcome": "refusal"}, None, None),
        ("gadgets", {"failure": None}, 1.0, "correct"),
        ("gadgets", {"failure": "no_block"}, 0.0, "unreadable"),
        ("gadgets", {"failure": "ambiguous"}, 0.0, "unreadable"),
        ("gadgets", {"failure": "not_good"}, 0.0, "read_wrong"),
        ("gadgets", {"failure": "verification_budget"}, 0.0, "read_wrong"),
        ("gadgets", {"failure": "verification_time_limit"}, None, None),
        ("gadgets", {"failure": "tool_time_limit"}, None, None),
        ("gtbench", {"decided_by": "normaliser", "correct": True}, 1.0, "correct"),
        ("gtbench", {"decided_by": "empty", "correct": False}, 0.0, "unreadable"),
        ("gtbench", {"decided_by": "echo", "correct": "False"}, None, "unreadable"),
        ("gtbench", {"decided_by": "judge", "final_answer_found": False}, 0.0, "unreadable"),
        ("gtbench", {"decided_by": "judge", "final_answer_found": "True"}, 0.0, "read_wrong"),
        ("gtbench", {"decided_by": "judge", "correct": None}, math.nan, None),
    ],
)
def test_answer_status(task: str, meta: dict[str, Any], value: float | None, expected: str) -> None:
    assert answer_status(task, meta, value) == expected


def test_unknown_task_is_refused() -> None:
    with pytest.raises(ValueError, match="task must be one of"):
        answer_status("chess", {})


def test_every_answer_error_code_is_known() -> None:
    """An AnswerError with a code the status reading does not know would count as read."""
    with pytest.raises(ValueError, match="unknown answer error code"):
        AnswerError("brand_new_code", "x")
    assert "no_block" in ANSWER_ERROR_CODES


def test_shares_leave_unscored_out() -> None:
    shares = status_shares(["correct", "unreadable", None, float("nan"), "read_wrong"])  # type: ignore[list-item]
    assert shares == {"correct": 1 / 3, "unreadable": 1 / 3, "read_wrong": 1 / 3}
    assert all(math.isnan(v) for v in status_shares([]).values())


def test_format_failures_metric() -> None:
    """The terminal's numbers: unreadable and read-and-wrong shares of scored responses."""
    scores = [
        SampleScore(score=Score(value="C", metadata={"outcome": "correct"}), sample_id=1),
        SampleScore(score=Score(value="I", metadata={"outcome": "no_answer"}), sample_id=2),
        SampleScore(score=Score(value="I", metadata={"outcome": "no_answer"}), sample_id=3),
        SampleScore(score=Score(value="I", metadata={"outcome": "invalid_coloring"}), sample_id=4),
    ]
    out = format_failures("kcoloring")(scores)
    assert out == {"unreadable": 0.5, "read_wrong": 0.25}
