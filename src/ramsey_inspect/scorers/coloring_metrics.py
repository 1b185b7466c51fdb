"""Breakdowns of k-coloring results the study reports: error rates with exact intervals.

The numbers come from ``ramsey_inspect.stats``, which the report uses too.

They see every response (``scores="unreduced"``), as the study counted each of its five
repeats: with ``--epochs 5`` a problem contributes five responses. Refusals are unscored
and left out, as the study did.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable

from inspect_ai.scorer import CORRECT, INCORRECT, Metric, SampleScore, metric, value_to_float

from ramsey_inspect.names import EDGE_COUNT, FRAME, PROBLEM_TYPE
from ramsey_inspect.stats import clopper_pearson, error_rate, mean

__all__ = [
    "accuracy_by_edge_count",
    "clopper_pearson",
    "error_rate_by_frame",
    "error_rate_by_type",
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
