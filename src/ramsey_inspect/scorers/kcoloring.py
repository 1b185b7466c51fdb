"""Scorer of the k-coloring task, and the breakdowns of its results the study reports.

The scorer parses the reply and checks it against the graph. The breakdowns are error
rates with exact intervals.

The numbers come from ``ramsey_inspect.stats``, which the report uses too.

They see every response (``scores="unreduced"``), as the study counted each of its five
repeats: with ``--epochs 5`` a problem contributes five responses. Refusals are unscored
and left out, as the study did.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable

from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    metric,
    scorer,
    value_to_float,
)
from inspect_ai.solver import TaskState
from rich.markup import escape

from ramsey_inspect._inspect_compat import PrerequisiteError, breakdown_metrics
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.names import (
    COLORABLE,
    COLORING_CHECKER,
    EDGE_COUNT,
    FALSE_EDGES,
    FRAME,
    KCOLORING,
    PROBLEM_TYPE,
)
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import FRAMES, Frame
from ramsey_inspect.scorers._answer_metrics import format_failures, metric_view, problem_accuracy
from ramsey_inspect.scorers._kcoloring_false_edges import (
    FALSE_EDGE_NOTES,
    false_edge_breakdown,
    false_edge_record,
    false_edge_sentence,
    false_edge_share,
)
from ramsey_inspect.stats import clopper_pearson, error_rate, mean

__all__ = [
    "accuracy_by_edge_count",
    "clopper_pearson",
    "coloring_checker",
    "error_rate_by_frame",
    "error_rate_by_type",
    "false_edge_breakdown",
    "false_edge_share",
    "outcome_shares",
]

_TO_FLOAT = value_to_float()
_VERDICTS = {CORRECT: 1.0, INCORRECT: 0.0}
"""The checker's own values, read without the general conversion: Inspect recomputes the
metrics over every score so far while a run goes, so this loop runs often."""


def _scored(scores: list[SampleScore]) -> list[tuple[SampleScore, float]]:
    out = []
    for s in scores:
        raw = s.score.value
        value = _VERDICTS.get(raw) if isinstance(raw, str) else None
        if value is None:
            value = _TO_FLOAT(raw)
        if not math.isnan(value):
            out.append((s, value))
    return out


def _error_rates(key: Callable[[SampleScore], str], prefix: str) -> Metric:
    def compute(scores: list[SampleScore]) -> dict[str, float]:
        values: dict[str, list[float]] = defaultdict(list)
        for s, value in _scored(scores):
            values[key(s)].append(value)
        out: dict[str, float] = {}
        for group in sorted(values):
            _, _, rate, low, high = error_rate(values[group])
            name = f"{prefix}_{group}"
            out[name] = rate
            out[f"{name}_lo"] = low
            out[f"{name}_hi"] = high
        return out

    return compute


def _metadata(field: str) -> Callable[[SampleScore], str]:
    return lambda s: str((s.sample_metadata or {}).get(field, "unknown"))


@metric(scores="unreduced")
def error_rate_by_type() -> Metric:
    """Error rate per problem type, with a 95% Clopper-Pearson interval (``_lo``, ``_hi``)."""
    return _error_rates(_metadata(PROBLEM_TYPE), "err")


@metric(scores="unreduced")
def error_rate_by_frame() -> Metric:
    """Error rate per frame, with a 95% Clopper-Pearson interval (``_lo``, ``_hi``)."""
    return _error_rates(_metadata(FRAME), "err_frame")


@metric(scores="unreduced")
def accuracy_by_edge_count() -> Metric:
    """Share of correct responses per edge count (``acc_edges_07`` for 7 edges)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        hits: dict[int, list[float]] = defaultdict(list)
        for s, value in _scored(scores):
            hits[int((s.sample_metadata or {}).get(EDGE_COUNT, -1))].append(value)
        return {f"acc_edges_{e:02d}": mean(v) for e, v in sorted(hits.items())}

    return compute


@metric(scores="unreduced")
def outcome_shares() -> Metric:
    """Share of scored responses ending in each outcome.

    Refusals are unscored, and Inspect hands metrics only scored responses: they are
    counted in the results' ``unscored_samples`` instead.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        counts = Counter(str((s.score.metadata or {}).get("outcome", "unknown")) for s in scores)
        total = sum(counts.values())
        return {f"share_{name}": counts[name] / total for name in sorted(counts)}

    return compute


_REQUIRED = (FRAME, "n", "k", "edges", COLORABLE)
_MAX_N = 64
"""The most vertices a sample's metadata may name (the task's sets stop at 12)."""


class SampleMetadataError(PrerequisiteError, ValueError):
    """A sample whose metadata is not the task's: one line, no traceback.

    Inspect prints a PrerequisiteError as its message alone (``inspect score`` on a log
    whose samples were edited or written by another task), exit status 1.
    """

    def __init__(self, message: str) -> None:
        super().__init__(escape(message))
        self.args = (message,)

    def __str__(self) -> str:
        return str(self.args[0])


def _problem(sample_id: object, meta: dict[str, object]) -> tuple[Frame, int, int, list[Edge]]:
    """The frame, n, k and edges a sample's metadata gives, or SampleMetadataError."""

    def bad(what: str) -> SampleMetadataError:
        return SampleMetadataError(
            f"coloring_checker: sample {sample_id!r} cannot be scored: {what} (it needs "
            f"{', '.join(_REQUIRED)} as ramsey_inspect/kcoloring writes them)"
        )

    missing = [key for key in _REQUIRED if key not in meta]
    if missing:
        raise bad(f"its metadata lacks {', '.join(missing)}")
    frame = meta[FRAME]
    if frame not in FRAMES:
        raise bad(f"metadata {FRAME}={frame!r} is not one of {', '.join(FRAMES)}")
    n, k = meta["n"], meta["k"]
    if not (type(n) is int and 1 <= n <= _MAX_N):
        raise bad(f"metadata n={n!r} is not a whole number from 1 to {_MAX_N}")
    if not (type(k) is int and 1 <= k <= n):
        raise bad(f"metadata k={k!r} is not a whole number from 1 to n={n}")
    raw = meta["edges"]
    edges: list[Edge] = []
    if isinstance(raw, list):
        for pair in raw:
            if (
                isinstance(pair, list | tuple)
                and len(pair) == 2
                and all(type(v) is int and 0 <= v < n for v in pair)
                and pair[0] != pair[1]
            ):
                edges.append((pair[0], pair[1]))
            else:
                raise bad(
                    f"metadata edges holds {str(pair)[:40]!r}, not a pair of vertices below n={n}"
                )
    else:
        raise bad("metadata edges is not a list of vertex pairs")
    return frame, n, k, edges


_REASONS = {"no_answer": "invalid_response_format", "refusal": "refusal"}


# The breakdowns (-T metrics=all).
@breakdown_metrics(
    error_rate_by_type(),
    error_rate_by_frame(),
    accuracy_by_edge_count(),
    outcome_shares(),
    false_edge_breakdown(),
)
# The headline, printed by default.
@scorer(
    metrics=[problem_accuracy(), format_failures(KCOLORING), false_edge_share()],
    name=COLORING_CHECKER,
)
def coloring_checker(metrics: str = "headline") -> Scorer:
    """Correct for a proper coloring of a colorable graph or 'Impossible' for one that is not.

    The reply is read as a grader would (see ``parsers.kcoloring``): reasoning in think
    tags is skipped, what the reply copies from its prompt is not an answer, the last
    coloring that covers the graph is the answer unless the reply's final stance takes it
    back, and a vertex offered several colors has none. The outcome (correct, invalid_coloring,
    false_impossible, missed_impossible, no_answer, refusal) goes in the score's
    metadata; refusals are unscored. So does the false-edge reading (the sequel's
    hallucinated edges, see ``_kcoloring_false_edges``): the edges the reasoning or the
    reply states that the prompt lacks, and whether the reasoning was seen.

    Args:
        metrics: ``headline`` (accuracy, stderr, the unreadable and read-but-wrong
            shares, the share of replies stating a false edge) or ``all`` (those and the
            study's breakdowns: error rate per problem type and per frame with intervals,
            accuracy per edge count, outcome shares, the sequel's false-edge shares).
    """
    metric_view(metrics)

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata or {}
        frame, n, k, edges = _problem(state.sample_id, meta)
        completion = state.output.completion if state.output else ""
        parsed = parse_answer(completion, frame, k=k, n=n, edges=edges, prompt=state.input_text)
        verdict = judge_answer(parsed, frame, n, k, edges, bool(meta[COLORABLE]))
        details: dict[str, object] = {
            "outcome": verdict.outcome,
            "answer_kind": parsed.kind,
            "assignments": [[a.entity, a.value] for a in parsed.assignments],
        }
        if parsed.note:
            details["no_answer_note"] = parsed.note  # "echo": only the prompt repeated
        record = false_edge_record(state.output, parsed, verdict.outcome, frame, n, k, edges)
        details.update(record)
        explanation = verdict.explanation + false_edge_sentence(frame, record[FALSE_EDGES])
        answer = parsed.render(frame)
        notes = details.get(FALSE_EDGE_NOTES)
        if isinstance(notes, list) and notes:
            explanation += "\nFalse edges not counted: " + "; ".join(map(str, notes)) + "."
        if verdict.outcome == "refusal":
            return Score.unscored(
                reason="refusal", answer=answer, explanation=explanation, metadata=details
            )
        return Score(
            value=CORRECT if verdict.correct else INCORRECT,
            answer=answer,
            explanation=explanation,
            reason=_REASONS.get(verdict.outcome),
            metadata=details,
        )

    return score
