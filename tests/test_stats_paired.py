"""Paired comparisons of two runs: the hand-computed cases the report's numbers rest on."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from scipy.stats import binom, multinomial

from ramsey_inspect import stats
from ramsey_inspect.stats import (
    MIN_SHARED_PROBLEMS,
    compare_paired,
    mcnemar_exact,
    paired_bootstrap,
)

NAN = math.nan

# Twelve problems, one epoch each. Verdicts written out: (A, B), 1 = right.
HAND = {
    "p01": (1, 1), "p02": (1, 1), "p03": (1, 1),  # both right: 3
    "p04": (0, 0),                                 # both wrong: 1
    "p05": (1, 0), "p06": (1, 0), "p07": (1, 0), "p08": (1, 0),
    "p09": (1, 0), "p10": (1, 0), "p11": (1, 0),   # A only: 7
    "p12": (0, 1),                                 # B only: 1
}  # fmt: skip


def _runs(verdicts: dict[str, tuple[int, int]]) -> tuple[dict[str, list[float]], ...]:
    a = {k: [float(v[0])] for k, v in verdicts.items()}
    b = {k: [float(v[1])] for k, v in verdicts.items()}
    return a, b


def _exact_law(values: list[float], counts: list[int]) -> list[tuple[float, float]]:
    """The bootstrap mean's exact law, every resample's counts enumerated: (mean, P(<= mean))."""
    n = sum(counts)
    law = multinomial(n, [c / n for c in counts])
    mass: dict[float, float] = {}
    for draw in itertools.product(range(n + 1), repeat=len(values) - 1):
        if sum(draw) > n:
            continue
        full = [*draw, n - sum(draw)]
        m = round(sum(c * v for c, v in zip(full, values, strict=True)) / n, 12)
        mass[m] = mass.get(m, 0.0) + float(law.pmf(full))
    return list(zip(sorted(mass), itertools.accumulate(mass[m] for m in sorted(mass)), strict=True))


def _is_quantile(x: float, q: float, law: list[tuple[float, float]], slack: float) -> bool:
    """``x`` is the q-quantile of ``law`` up to Monte Carlo error ``slack``."""
    below = max((c for m, c in law if m < x - 1e-9), default=0.0)
    at_or_below = max(c for m, c in law if m <= x + 1e-9)
    return below <= q + slack and at_or_below >= q - slack


class TestMcNemar:
    def test_hand_case(self) -> None:
        """7 discordant for A, 1 for B: p = 2 * (C(8,0) + C(8,1)) / 2**8 = 18/256."""
        assert mcnemar_exact(7, 1) == pytest.approx(18 / 256)
        assert mcnemar_exact(1, 7) == pytest.approx(18 / 256)

    def test_balanced_and_empty(self) -> None:
        assert mcnemar_exact(3, 3) == pytest.approx(1.0)
        assert mcnemar_exact(0, 0) == 1.0

    def test_one_sided_landslide(self) -> None:
        """40 discordant, all one way: p = 2 / 2**40."""
        assert mcnemar_exact(0, 40) == pytest.approx(2.0**-39, rel=1e-9)


class TestPairedBootstrap:
    def test_identical_runs_give_a_zero_interval(self) -> None:
        assert paired_bootstrap([0.0] * 50) == (0.0, 0.0)

    def test_complete_dominance_gives_a_unit_interval(self) -> None:
        assert paired_bootstrap([1.0] * 30) == (1.0, 1.0)

    def test_no_problems(self) -> None:
        low, high = paired_bootstrap([])
        assert all(map(math.isnan, (low, high)))

    def test_matches_the_exact_bootstrap_distribution(self) -> None:
        """Half of 20 problems differ by 1: resampled means are Binomial(20, 1/2) / 20.

        Its 2.5% and 97.5% quantiles are 6/20 and 14/20 (P(X<=5) = 0.021, P(X<=6) = 0.058,
        P(X<=13) = 0.942, P(X<=14) = 0.979), far enough from the cut for 10,000 resamples.
        """
        assert binom.ppf([0.025, 0.975], 20, 0.5).tolist() == [6.0, 14.0]
        assert paired_bootstrap([1.0] * 10 + [0.0] * 10) == pytest.approx((0.30, 0.70))

    def test_hand_case_matches_exact_enumeration(self) -> None:
        """Differences +1 x7, 0 x4, -1 x1: every resample of 12 problems enumerated.

        The exact law puts P(mean <= 0) = 0.0105, P(<= 1/12) = 0.0277, P(<= 9/12) = 0.9517,
        P(<= 10/12) = 0.9878: its 95% percentile interval is [1/12, 10/12]. Each end must
        be that quantile up to 4 standard errors of 10,000 resamples.
        """
        law = _exact_law([-1.0, 0.0, 1.0], [1, 4, 7])
        low, high = paired_bootstrap([1.0] * 7 + [0.0] * 4 + [-1.0])
        slack = 4 * math.sqrt(0.025 * 0.975 / 10_000)
        assert _is_quantile(low, 0.025, law, slack)
        assert _is_quantile(high, 0.975, law, slack)
        assert (low, high) == pytest.approx((1 / 12, 10 / 12))  # at the fixed seed

    def test_agrees_with_resampling_indices(self) -> None:
        """Counting draws per value is the same law as drawing problem indices."""
        rng = np.random.default_rng(7)
        d = rng.choice([-1.0, -0.5, 0.0, 0.5, 1.0], size=200, p=[0.1, 0.1, 0.4, 0.2, 0.2])
        idx = np.random.default_rng(1).integers(0, d.size, size=(20_000, d.size))
        direct = np.quantile(d[idx].mean(axis=1), [0.025, 0.975])
        assert paired_bootstrap(d.tolist()) == pytest.approx(tuple(direct), abs=0.01)

    def test_many_distinct_values_resample_indices_to_the_same_law(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        rng = np.random.default_rng(3)
        d = rng.choice([-1.0, 0.0, 0.25, 1.0], size=300).tolist()
        counted = paired_bootstrap(d)
        monkeypatch.setattr(stats, "_FEW_VALUES", 0)
        assert paired_bootstrap(d) == pytest.approx(counted, abs=0.01)

    def test_seeded(self) -> None:
        d = np.random.default_rng(5).normal(size=40).tolist()
        assert paired_bootstrap(d) == paired_bootstrap(d)
        assert paired_bootstrap(d, seed=1) != paired_bootstrap(d, seed=2)


class TestComparePaired:
    def test_hand_case(self) -> None:
        """3 both right, 1 both wrong, 7 A only, 1 B only (12 problems, one epoch)."""
        c = compare_paired(*_runs(HAND))
        assert (c.shared, c.unshared, c.comparable, c.single_epoch) == (12, 0, True, True)
        assert (c.both_right, c.only_a, c.only_b, c.both_wrong) == (3, 7, 1, 1)
        assert c.accuracy_a == pytest.approx(10 / 12)
        assert c.accuracy_b == pytest.approx(4 / 12)
        assert c.difference == pytest.approx(6 / 12)
        assert c.mcnemar_p == pytest.approx(18 / 256)
        assert (c.ci_low, c.ci_high) == pytest.approx((1 / 12, 10 / 12))  # see above

    def test_swapping_the_runs_mirrors_the_result(self) -> None:
        a, b = _runs(HAND)
        ab, ba = compare_paired(a, b), compare_paired(b, a)
        assert ba.difference == pytest.approx(-ab.difference)
        assert (ba.only_a, ba.only_b) == (ab.only_b, ab.only_a)
        assert ba.mcnemar_p == pytest.approx(ab.mcnemar_p)

    def test_identical_runs(self) -> None:
        a, _ = _runs(HAND)
        c = compare_paired(a, a)
        assert (c.difference, c.ci_low, c.ci_high, c.mcnemar_p) == (0.0, 0.0, 0.0, 1.0)

    def test_epochs_of_a_problem_are_resampled_together(self) -> None:
        """10 problems x 10 epochs; A right on every epoch of 5 problems, B never right.

        The unit is the problem: the interval is Binomial(10, 1/2) / 10's, [0.2, 0.8]
        (P(X<=1) = 0.011, P(X<=2) = 0.055). Resampling the 100 responses one by one would
        give about [0.4, 0.6], as if every epoch were a fresh problem.
        """
        a = {str(i): [1.0 if i < 5 else 0.0] * 10 for i in range(10)}
        b = {str(i): [0.0] * 10 for i in range(10)}
        c = compare_paired(a, b)
        assert c.difference == pytest.approx(0.5)
        assert (c.ci_low, c.ci_high) == pytest.approx((0.2, 0.8))
        assert not c.single_epoch
        assert math.isnan(c.mcnemar_p)
        assert c.only_a == -1

    def test_epochs_are_averaged_within_a_problem(self) -> None:
        a = {str(i): [1.0, 0.0] for i in range(10)}  # 50% on every problem
        b = {str(i): [1.0, 1.0, 1.0] for i in range(10)}  # 3 epochs: a different count is fine
        c = compare_paired(a, b)
        assert (c.accuracy_a, c.accuracy_b, c.difference) == (0.5, 1.0, -0.5)
        assert (c.ci_low, c.ci_high) == (-0.5, -0.5)

    def test_only_shared_scored_problems_count(self) -> None:
        """Unscored responses drop out; a problem one run never scored is unshared."""
        a, b = _runs(HAND)
        a["p13"] = [1.0]  # A only
        b["p14"] = [0.0]  # B only
        a["p15"], b["p15"] = [NAN], [1.0]  # A never scored it
        a["p01"] = [NAN, 1.0]  # one unscored epoch: still one scored response
        c = compare_paired(a, b)
        assert (c.shared, c.unshared) == (12, 3)
        assert c.single_epoch
        assert (c.only_a, c.only_b, c.mcnemar_p) == (7, 1, pytest.approx(18 / 256))

    def test_too_few_shared_problems_is_not_comparable(self) -> None:
        a, b = _runs(dict(list(HAND.items())[: MIN_SHARED_PROBLEMS - 1]))
        c = compare_paired(a, b)
        assert (c.shared, c.comparable) == (MIN_SHARED_PROBLEMS - 1, False)
        numbers = (c.accuracy_a, c.accuracy_b, c.difference, c.ci_low, c.ci_high, c.mcnemar_p)
        assert all(map(math.isnan, numbers))

    def test_scores_below_one_are_wrong(self) -> None:
        a = {str(i): [0.5] for i in range(10)}
        b = {str(i): [0.0] for i in range(10)}
        c = compare_paired(a, b)
        assert (c.difference, c.both_wrong, c.mcnemar_p) == (0.0, 10, 1.0)
