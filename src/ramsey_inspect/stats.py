"""The statistics the papers report, written once for the scorers' metrics and the report.

Each function takes plain numbers (a score of 1.0 is right, anything lower is wrong, NaN is
unscored), so a metric over Inspect's ``SampleScore`` list and a report over a log's data
frame give the same value for the same responses. Unscored responses (refusals, a judge
that failed, sample errors) are left out of every statistic here; callers count them apart.
No Inspect imports.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from scipy.stats import binomtest

UNCLASSIFIED = "unclassified"
"""Failure-type key of an incorrect response whose type is missing or not a known letter."""


def scored(values: Iterable[float]) -> list[float]:
    """The values that are not NaN (the scored responses).

    >>> scored([1.0, float("nan"), 0.0])
    [1.0, 0.0]
    """
    return [float(v) for v in values if not math.isnan(float(v))]


def clopper_pearson(successes: int, trials: int, level: float = 0.95) -> tuple[float, float]:
    """Exact (Clopper-Pearson) binomial confidence interval for ``successes / trials``.

    (NaN, NaN) when there are no trials.

    >>> [round(x, 4) for x in clopper_pearson(3, 10)]
    [0.0667, 0.6525]
    """
    if trials == 0:
        return math.nan, math.nan
    interval = binomtest(successes, trials).proportion_ci(confidence_level=level, method="exact")
    return float(interval.low), float(interval.high)


def error_rate(
    values: Iterable[float], level: float = 0.95
) -> tuple[int, int, float, float, float]:
    """(errors, scored responses, error rate, CI low, CI high) over the scored values.

    The k-coloring study's rate: every scored response counts, each repeat included.

    >>> error_rate([1.0, 0.0, 0.0, float("nan")])[:3]
    (2, 3, 0.6666666666666666)
    """
    kept = scored(values)
    errors = sum(v < 1.0 for v in kept)
    low, high = clopper_pearson(errors, len(kept), level)
    return errors, len(kept), (errors / len(kept) if kept else math.nan), low, high


def mean(values: Iterable[float]) -> float:
    """Mean of the scored values; NaN when none is scored.

    >>> mean([1.0, 0.0, float("nan")])
    0.5
    """
    kept = scored(values)
    return sum(kept) / len(kept) if kept else math.nan


def run_accuracy(runs: Iterable[Iterable[float]]) -> tuple[float, float, int]:
    """(mean, sample standard deviation, number of runs) of per-run accuracy.

    A run is one epoch of one log; its accuracy is the mean of its scored responses, and a
    run with none scored is not a run. The RamseyGadgets paper reports mean +- sd over five
    runs; with a single run the deviation is undefined (NaN), not 0.

    >>> run_accuracy([[1.0, 0.0], [1.0, 1.0]])
    (0.75, 0.3535533905932738, 2)
    >>> run_accuracy([[1.0, 0.0]])
    (0.5, nan, 1)
    """
    means = [mean(r) for r in runs]
    means = [m for m in means if not math.isnan(m)]
    if not means:
        return math.nan, math.nan, 0
    sd = statistics.stdev(means) if len(means) > 1 else math.nan
    return statistics.mean(means), sd, len(means)


def pass_at_k(problems: Iterable[Iterable[float]]) -> float:
    """Share of problems right in at least one of their scored responses.

    Problems with no scored response are left out (NaN when none remains). Equal to the
    ``max`` epoch reducer's accuracy when every problem has the same responses.

    >>> pass_at_k([[0.0, 1.0], [0.0, 0.0], [float("nan")]])
    0.5
    """
    best = [max(kept) for p in problems if (kept := scored(p))]
    return sum(b >= 1.0 for b in best) / len(best) if best else math.nan


@dataclass(frozen=True)
class Consistency:
    """Agreement of a problem's verdicts across repeats (the GTBench paper's consistency).

    Only problems with at least two scored verdicts can agree or disagree, so only they are
    counted: a problem seen once says nothing about consistency.

    Attributes:
        problems: Problems with two or more scored verdicts.
        consistency: Share of those whose verdicts all agree (NaN when there are none).
        ever_wrong: Those answered wrongly at least once.
        wrong_reproduced: Share of the ever-wrong ones answered wrongly every time (NaN
            when there are none): how reproducible the failures are.
    """

    problems: int
    consistency: float
    ever_wrong: int
    wrong_reproduced: float


def consistency(verdicts: Mapping[str, Sequence[float]]) -> Consistency:
    """Consistency of the verdicts given per problem id, unscored ones left out.

    >>> c = consistency({"a": [1.0, 1.0], "b": [0.0, 1.0], "c": [0.0, 0.0], "d": [0.0]})
    >>> (c.problems, round(c.consistency, 3), c.ever_wrong, c.wrong_reproduced)
    (3, 0.667, 2, 0.5)
    """
    repeated = [kept for v in verdicts.values() if len(kept := scored(v)) >= 2]
    agree = [len(set(v)) == 1 for v in repeated]
    ever_wrong = [v for v in repeated if min(v) < 1.0]
    return Consistency(
        problems=len(repeated),
        consistency=sum(agree) / len(agree) if agree else math.nan,
        ever_wrong=len(ever_wrong),
        wrong_reproduced=(
            sum(max(v) < 1.0 for v in ever_wrong) / len(ever_wrong) if ever_wrong else math.nan
        ),
    )


def failure_shares(failures: Sequence[str | None], kinds: Sequence[str]) -> dict[str, float]:
    """Share of incorrect responses of each failure type, plus ``unclassified``.

    ``failures`` holds the type given to each incorrect response. A type is read without
    case or surrounding space; one that is missing or not among ``kinds`` counts as
    ``unclassified`` (an empty reply, a verdict of the normaliser the judge thought right),
    so the shares always add up to 1. NaN for every key when there is no incorrect response.

    >>> failure_shares(["B", "b ", None, "Z"], ["A", "B"])
    {'A': 0.0, 'B': 0.5, 'unclassified': 0.5}
    """
    keys = [*kinds, UNCLASSIFIED]
    if not failures:
        return dict.fromkeys(keys, math.nan)
    known = set(kinds)
    read = [
        text if (text := str(f).strip().upper()) in known else UNCLASSIFIED
        for f in (x if x is not None else "" for x in failures)
    ]
    return {k: read.count(k) / len(read) for k in keys}
