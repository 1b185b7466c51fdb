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
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from scipy.special import betaincinv
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
    # The beta quantiles themselves: scipy's binomtest(...).proportion_ci finds the same bounds
    # by root-finding, hundreds of times slower, and metrics are recomputed while a run goes.
    tail = (1.0 - level) / 2
    low = 0.0 if successes == 0 else betaincinv(successes, trials - successes + 1, tail)
    high = 1.0 if successes == trials else betaincinv(successes + 1, trials - successes, 1 - tail)
    return float(low), float(high)


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


def share_without_reader_error(
    flagged: int, read: int, found: float, clean_flagged: float, level: float = 0.95
) -> tuple[float, float, float] | None:
    """(share, CI low, CI high) of replies that truly have a property a reader flags.

    A reader that flags ``found`` of the replies that have it and ``clean_flagged`` of those
    that do not reads a true share p as r = clean_flagged + (found - clean_flagged) * p; this
    inverts that (Rogan and Gladen's estimator) for r = flagged / read, and maps the
    Clopper-Pearson bounds of r the same way, each clipped to [0, 1]. The reader's two rates
    are taken as known, so the interval is the sampling one only. None when nothing was read
    or the reader tells the two kinds apart no better than chance.

    >>> [round(x, 3) for x in share_without_reader_error(10, 100, 0.9, 0.05)]
    [0.059, 0.0, 0.148]
    """
    if read <= 0 or found <= clean_flagged:
        return None
    low, high = clopper_pearson(flagged, read, level)

    def back(r: float) -> float:
        return min(1.0, max(0.0, (r - clean_flagged) / (found - clean_flagged)))

    return back(flagged / read), back(low), back(high)


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


MIN_SHARED_PROBLEMS = 10
"""Fewest problems two runs must both have scored before the report compares them.

Below ten, a bootstrap over problems has too few distinct resamples for a 95% interval to
mean much, and an exact McNemar test cannot reach p < 0.05 with fewer than six discordant
problems; such a pair is reported as not comparable rather than given a number.
"""
BOOTSTRAP_RESAMPLES = 10_000
BOOTSTRAP_SEED = 20_250_101
"""Fixed, so the same logs always give the same interval."""
_FEW_VALUES = 256
_BATCH_CELLS = 1 << 22


def paired_bootstrap(
    differences: Sequence[float],
    level: float = 0.95,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float]:
    """Percentile bootstrap interval for the mean of per-problem differences.

    The problem is the unit resampled: each entry is one problem's difference, its epochs
    already averaged, so a problem's epochs always move together. A resample of n problems
    drawn with replacement matters only through how often each distinct difference is
    drawn, which is multinomial. Per-problem differences of right/wrong verdicts take few
    distinct values, so drawing those counts gives the same distribution as drawing indices
    in time that does not grow with n (a k-coloring report pairs up to 16,000 problems);
    with many distinct values, indices are drawn in batches. (NaN, NaN) when there are no
    differences.

    >>> paired_bootstrap([0.0] * 12)
    (0.0, 0.0)
    """
    d = np.asarray(differences, dtype=float)
    if d.size == 0:
        return math.nan, math.nan
    values, counts = np.unique(d, return_counts=True)
    rng = np.random.default_rng(seed)
    if values.size <= _FEW_VALUES:
        means = rng.multinomial(d.size, counts / d.size, size=resamples) @ values / d.size
    else:
        batch = max(1, _BATCH_CELLS // d.size)
        means = np.concatenate(
            [
                d[rng.integers(0, d.size, size=(min(batch, resamples - done), d.size))].mean(1)
                for done in range(0, resamples, batch)
            ]
        )
    low, high = np.quantile(means, [(1 - level) / 2, (1 + level) / 2])
    return float(low), float(high)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value from the discordant counts.

    ``only_a`` problems were right for A and wrong for B, ``only_b`` the reverse. Under
    no difference each discordant problem is a fair coin, so the test is a binomial test
    of ``only_a`` out of ``only_a + only_b`` at 1/2. With no discordant problem, 1.

    >>> mcnemar_exact(7, 1)  # 2 * (1 + 8) / 2**8
    0.0703125
    """
    n = only_a + only_b
    return 1.0 if n == 0 else float(binomtest(only_a, n, 0.5).pvalue)


@dataclass(frozen=True)
class PairedComparison:
    """Two runs compared on the problems both have scored (A minus B).

    Attributes:
        shared: Problems with at least one scored response from each.
        unshared: Problems scored by only one of the two.
        comparable: Whether ``shared`` reaches ``MIN_SHARED_PROBLEMS``; when it does not,
            every number below is NaN (the counts -1).
        accuracy_a: A's accuracy over the shared problems (each problem's epochs averaged,
            each problem weighted once); ``accuracy_b`` likewise.
        difference: ``accuracy_a - accuracy_b``.
        ci_low: Lower end of its paired bootstrap interval; ``ci_high`` the upper.
        single_epoch: Whether every shared problem has exactly one scored response from
            each, the case where McNemar's test applies.
        both_right: Shared problems right for both (single epoch only, else -1);
            ``only_a``, ``only_b`` and ``both_wrong`` likewise.
        mcnemar_p: Exact McNemar p-value (NaN unless ``single_epoch``).
    """

    shared: int
    unshared: int
    comparable: bool
    accuracy_a: float = math.nan
    accuracy_b: float = math.nan
    difference: float = math.nan
    ci_low: float = math.nan
    ci_high: float = math.nan
    single_epoch: bool = False
    both_right: int = -1
    only_a: int = -1
    only_b: int = -1
    both_wrong: int = -1
    mcnemar_p: float = math.nan


def compare_paired(
    a: Mapping[str, Sequence[float]],
    b: Mapping[str, Sequence[float]],
    min_shared: int = MIN_SHARED_PROBLEMS,
    level: float = 0.95,
    seed: int = BOOTSTRAP_SEED,
) -> PairedComparison:
    """Compare two runs problem by problem: difference, paired interval, McNemar.

    ``a`` and ``b`` give each problem's scores (all its epochs); a response is right when
    its score is 1. Unscored responses (NaN) are left out, and a problem counts only when
    both runs have scored it.

    >>> a = {str(i): [1.0] for i in range(10)}
    >>> b = {str(i): [1.0 if i < 4 else 0.0] for i in range(10)}
    >>> c = compare_paired(a, b)
    >>> (c.shared, c.difference, c.only_a, c.only_b, round(c.mcnemar_p, 4))
    (10, 0.6, 6, 0, 0.0312)
    """
    right_a = {k: [v >= 1.0 for v in kept] for k, vs in a.items() if (kept := scored(vs))}
    right_b = {k: [v >= 1.0 for v in kept] for k, vs in b.items() if (kept := scored(vs))}
    keys = sorted(right_a.keys() & right_b.keys())
    unshared = len(right_a.keys() ^ right_b.keys())
    if len(keys) < min_shared:
        return PairedComparison(shared=len(keys), unshared=unshared, comparable=False)
    pa = np.array([sum(right_a[k]) / len(right_a[k]) for k in keys])
    pb = np.array([sum(right_b[k]) / len(right_b[k]) for k in keys])
    low, high = paired_bootstrap(pa - pb, level, seed=seed)
    single = all(len(right_a[k]) == 1 and len(right_b[k]) == 1 for k in keys)
    counts: dict[str, int] = {}
    p_value = math.nan
    if single:
        pairs = [(right_a[k][0], right_b[k][0]) for k in keys]
        counts = {
            "both_right": pairs.count((True, True)),
            "only_a": pairs.count((True, False)),
            "only_b": pairs.count((False, True)),
            "both_wrong": pairs.count((False, False)),
        }
        p_value = mcnemar_exact(counts["only_a"], counts["only_b"])
    return PairedComparison(
        shared=len(keys),
        unshared=unshared,
        comparable=True,
        accuracy_a=float(pa.mean()),
        accuracy_b=float(pb.mean()),
        difference=float(pa.mean() - pb.mean()),
        ci_low=low,
        ci_high=high,
        single_epoch=single,
        mcnemar_p=p_value,
        **counts,
    )


def cohen_kappa(a: Sequence[int], b: Sequence[int]) -> float:
    """Cohen's kappa of two binary label lists (scikit-learn); NaN when undefined.

    The human grading sheets and the two-judge check on GTBench runs both use it.

    >>> round(cohen_kappa([1, 1, 0, 0], [1, 0, 0, 0]), 3)
    0.5
    """
    if len(a) == 0 or len(set(a) | set(b)) < 2:  # no answers, or one label only: pe = 1
        return math.nan
    from sklearn.metrics import cohen_kappa_score

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(cohen_kappa_score(list(a), list(b), labels=[0, 1]))


def landis_koch(kappa: float) -> str:
    """The agreement band of a kappa value.

    From 0.40 up, the bands of the paper's Table 6 caption; below, Landis & Koch's own
    (the caption calls everything under 0.40 "fair").

    >>> [landis_koch(k) for k in (-0.1, 0.1, 0.3, 0.48, 0.77, 0.83)]
    ['poor', 'slight', 'fair', 'moderate', 'substantial', 'excellent']
    """
    if math.isnan(kappa):
        return "undefined"
    if kappa < 0:
        return "poor"
    if kappa <= 0.20:
        return "slight"
    if kappa < 0.40:
        return "fair"
    if kappa < 0.60:
        return "moderate"
    if kappa < 0.80:
        return "substantial"
    return "excellent"
