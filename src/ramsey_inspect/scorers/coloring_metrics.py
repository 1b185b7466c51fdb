"""Breakdowns of k-coloring results the study reports: error rates with exact intervals.

They see every response (``scores="unreduced"``), as the study counted each of its five
repeats: with ``--epochs 5`` a problem contributes five responses. Refusals are unscored
and left out, as the study did.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable

from inspect_ai.scorer import Metric, SampleScore, metric, value_to_float
from scipy.stats import binomtest

_TO_FLOAT = value_to_float()


def clopper_pearson(successes: int, trials: int, level: float = 0.95) -> tuple[float, float]:
    """Exact (Clopper-Pearson) binomial confidence interval for ``successes / trials``.

    >>> [round(x, 4) for x in clopper_pearson(3, 10)]
    [0.0667, 0.6525]
    """
    interval = binomtest(successes, trials).proportion_ci(confidence_level=level, method="exact")
    return float(interval.low), float(interval.high)


def _scored(scores: list[SampleScore]) -> list[tuple[SampleScore, float]]:
    out = []
    for s in scores:
        value = _TO_FLOAT(s.score.value)
        if not math.isnan(value):
            out.append((s, value))
    return out


def _error_rates(key: Callable[[SampleScore], str], prefix: str) -> Metric:
    def compute(scores: list[SampleScore]) -> dict[str, float]:
        wrong: dict[str, int] = defaultdict(int)
        total: dict[str, int] = defaultdict(int)
        for s, value in _scored(scores):
            group = key(s)
            total[group] += 1
            wrong[group] += value < 1.0
        out: dict[str, float] = {}
        for group in sorted(total):
            low, high = clopper_pearson(wrong[group], total[group])
            name = f"{prefix}_{group}"
            out[name] = wrong[group] / total[group]
            out[f"{name}_lo"] = low
            out[f"{name}_hi"] = high
        return out

    return compute


def _metadata(field: str) -> Callable[[SampleScore], str]:
    return lambda s: str((s.sample_metadata or {}).get(field, "unknown"))


@metric(scores="unreduced")
def error_rate_by_type() -> Metric:
    """Error rate per problem type, with a 95% Clopper-Pearson interval (``_lo``, ``_hi``)."""
    return _error_rates(_metadata("problem_type"), "err")


@metric(scores="unreduced")
def error_rate_by_frame() -> Metric:
    """Error rate per frame, with a 95% Clopper-Pearson interval (``_lo``, ``_hi``)."""
    return _error_rates(_metadata("frame"), "err_frame")


@metric(scores="unreduced")
def accuracy_by_edge_count() -> Metric:
    """Share of correct responses per edge count (``acc_edges_07`` for 7 edges)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        hits: dict[int, list[float]] = defaultdict(list)
        for s, value in _scored(scores):
            hits[int((s.sample_metadata or {}).get("edge_count", -1))].append(value)
        return {f"acc_edges_{e:02d}": sum(v) / len(v) for e, v in sorted(hits.items())}

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
