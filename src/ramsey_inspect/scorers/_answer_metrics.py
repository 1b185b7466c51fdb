"""Format failures as a headline number: unreadable answers apart from read-and-wrong ones.

Every task's scorer lists :func:`format_failures` beside its accuracy, so the terminal
summary shows ``unreadable`` (no answer, no block, a reply that could not be parsed) and
``read_wrong`` (an answer was read and it is wrong) as shares of scored responses. The
reading of each score is ``ramsey_inspect.answer_status``, which the viewer and the report
use too; it looks only at the score's metadata, never at the reply again.
"""

from __future__ import annotations

import math
from collections import defaultdict

from inspect_ai.scorer import (
    Metric,
    SampleScore,
    Score,
    accuracy,
    grouped,
    metric,
    stderr,
    value_to_float,
)

from ramsey_inspect._inspect_compat import PrerequisiteError
from ramsey_inspect.answer_status import READ_WRONG, UNREADABLE, answer_status, status_shares

__all__ = [
    "METRIC_VIEWS",
    "ScorerOptionError",
    "format_failures",
    "metric_view",
    "problem_accuracy",
    "problem_means",
]

_TO_FLOAT = value_to_float()

METRIC_VIEWS = ("headline", "all")
"""Values of the scorers' (and the tasks') ``metrics`` switch: the few headline metrics,
or those and every breakdown."""


class ScorerOptionError(PrerequisiteError):
    """A bad scorer argument (``-S``), printed by Inspect as its one line.

    Deliberately no ValueError: ``inspect score --scorer NAME -S ...`` turns a ValueError
    raised while making the scorer into "The scorer NAME couldn't be loaded. Please
    provide a path ...", which hides the argument at fault.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.args = (message,)

    def __str__(self) -> str:
        return str(self.args[0])


def metric_view(value: str) -> None:
    """Refuse a ``metrics`` switch other than ``headline`` or ``all`` (ScorerOptionError)."""
    if value not in METRIC_VIEWS:
        raise ScorerOptionError(
            f"metrics: must be one of {', '.join(METRIC_VIEWS)}, not {value!r} "
            "(-S metrics=... with inspect score --scorer, -T metrics=... with inspect eval)"
        )


@metric(scores="unreduced")
def problem_accuracy() -> Metric:
    """``accuracy`` and ``stderr`` over problems, each problem's epochs averaged first.

    The same numbers as Inspect's ``accuracy()`` and ``stderr()`` after its default
    ``mean`` epoch reducer, computed here from the unreduced scores so that all of a
    scorer's metrics see one view and Inspect reports one ``results.scores`` entry per
    scorer (a scorer mixing reduced and unreduced metrics gets two of one name).
    """
    mean_of, error_of = accuracy(), stderr()

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # every sample unscored: NaN, as Inspect's own accuracy and stderr
            return {"accuracy": math.nan, "stderr": math.nan}
        problems = problem_means(scores)
        return {"accuracy": float(mean_of(problems)), "stderr": float(error_of(problems))}  # type: ignore[arg-type]

    return compute


def problem_means(scores: list[SampleScore]) -> list[SampleScore]:
    """One score per problem, the mean of its epochs, as Inspect's ``mean`` reducer gives.

    Each keeps its problem's sample metadata, so ``grouped()`` can group the result.
    """
    values: dict[str, list[float]] = defaultdict(list)
    first: dict[str, SampleScore] = {}
    for s in scores:
        key = str(s.sample_id)
        values[key].append(_TO_FLOAT(s.score.value))
        first.setdefault(key, s)
    return [
        SampleScore(
            score=Score(value=sum(v) / len(v)),
            sample_id=first[key].sample_id,
            sample_metadata=first[key].sample_metadata,
        )
        for key, v in values.items()
    ]


def accuracy_per(key: str, prefix: str, empty: str) -> Metric:
    """Accuracy per value of the sample metadata ``key`` (``<prefix>_<value>``), over problems.

    Each problem's epochs are averaged first, as Inspect's ``mean`` reducer does; with no
    scored sample it reports ``{empty: None}``, rather than a NaN row named ``grouped``.
    """
    by_value = grouped(accuracy(), key, all=False, name_template=prefix + "_{group_name}")

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:
            return {empty: None}
        return dict(by_value(problem_means(scores)))  # type: ignore[arg-type]

    return compute


@metric(scores="unreduced")
def format_failures(task: str) -> Metric:
    """``unreadable`` and ``read_wrong``: shares of scored responses, every epoch counted.

    Args:
        task: ``kcoloring``, ``gadgets`` or ``gtbench``: whose score metadata to read.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # every sample unscored: None keeps Inspect from a NaN row
            return {UNREADABLE: None}
        shares = status_shares(
            answer_status(task, s.score.metadata, _TO_FLOAT(s.score.value)) for s in scores
        )
        return {UNREADABLE: shares[UNREADABLE], READ_WRONG: shares[READ_WRONG]}

    return compute
