"""The shared statistics: the rules the scorers' metrics and the report both follow."""

from __future__ import annotations

import math

import pytest
from scipy.stats import beta, binomtest

from ramsey_inspect.stats import (
    UNCLASSIFIED,
    clopper_pearson,
    consistency,
    error_rate,
    failure_shares,
    mean,
    pass_at_k,
    run_accuracy,
    share_without_reader_error,
)

NAN = math.nan
LETTERS = ["A", "B", "C", "D", "E"]


class TestConsistency:
    """Only problems with two or more scored verdicts can agree or disagree."""

    def test_a_problem_seen_once_is_not_counted(self) -> None:
        """A single scored epoch says nothing: it is neither consistent nor inconsistent."""
        c = consistency({"a": [1.0], "b": [0.0, 0.0], "c": [0.0, 1.0]})
        assert c.problems == 2
        assert c.consistency == pytest.approx(0.5)

    def test_one_epoch_everywhere_is_undefined(self) -> None:
        c = consistency({"a": [1.0], "b": [0.0]})
        assert (c.problems, c.ever_wrong) == (0, 0)
        assert math.isnan(c.consistency)
        assert math.isnan(c.wrong_reproduced)

    def test_unscored_epochs_are_left_out(self) -> None:
        """A judge that failed in one epoch leaves two verdicts, which agree."""
        c = consistency({"a": [0.0, NAN, 0.0], "b": [1.0, NAN]})
        assert (c.problems, c.consistency) == (1, 1.0)
        assert (c.ever_wrong, c.wrong_reproduced) == (1, 1.0)

    def test_wrong_reproduced_is_over_ever_wrong_problems(self) -> None:
        c = consistency({"a": [0.0, 0.0, 0.0], "b": [0.0, 1.0, 1.0], "c": [1.0, 1.0, 1.0]})
        assert c.ever_wrong == 2
        assert c.wrong_reproduced == pytest.approx(0.5)
        assert c.consistency == pytest.approx(2 / 3)


class TestFailureShares:
    """Every incorrect response has one type; missing or unknown types are unclassified."""

    def test_untyped_and_unknown_types_are_unclassified(self) -> None:
        shares = failure_shares(["B", None, "", "F", " c "], LETTERS)
        assert shares["B"] == pytest.approx(0.2)
        assert shares["C"] == pytest.approx(0.2)
        assert shares[UNCLASSIFIED] == pytest.approx(0.6)
        assert sum(shares.values()) == pytest.approx(1.0)

    def test_no_incorrect_response_gives_nan(self) -> None:
        shares = failure_shares([], LETTERS)
        assert list(shares) == [*LETTERS, UNCLASSIFIED]
        assert all(math.isnan(v) for v in shares.values())


class TestRuns:
    """Table 1: mean and sample sd over runs; pass@k over problems."""

    def test_sd_is_undefined_for_one_run(self) -> None:
        m, sd, k = run_accuracy([[1.0, 0.0, 1.0, 1.0]])
        assert (m, k) == (0.75, 1)
        assert math.isnan(sd)

    def test_sample_sd_and_unscored_runs(self) -> None:
        m, sd, k = run_accuracy([[1.0, 0.0], [1.0, 1.0], [NAN, NAN]])
        assert (m, k) == (0.75, 2)
        assert sd == pytest.approx(math.sqrt(((0.5 - 0.75) ** 2 + (1 - 0.75) ** 2) / 1))

    def test_pass_at_k(self) -> None:
        assert pass_at_k([[0.0, 0.0, 1.0], [0.0, NAN], [NAN]]) == 0.5
        assert math.isnan(pass_at_k([[NAN]]))


class TestRates:
    def test_error_rate_leaves_unscored_out(self) -> None:
        errors, n, rate, low, high = error_rate([0.0, 1.0, 1.0, 1.0, NAN])
        assert (errors, n, rate) == (1, 4, 0.25)
        a = 0.025
        assert low == pytest.approx(float(beta.ppf(a, 1, 4)))
        assert high == pytest.approx(float(beta.ppf(1 - a, 2, 3)))

    @pytest.mark.parametrize(
        ("successes", "trials"),
        [(0, 1), (1, 1), (0, 7), (3, 10), (7, 7), (1, 400), (396, 400), (2345, 15868)],
    )
    def test_clopper_pearson_is_scipys_exact_interval(self, successes: int, trials: int) -> None:
        # computed from the beta quantiles directly; scipy finds the same bounds by search
        ci = binomtest(successes, trials).proportion_ci(confidence_level=0.95, method="exact")
        low, high = clopper_pearson(successes, trials)
        assert low == pytest.approx(ci.low, abs=1e-11)
        assert high == pytest.approx(ci.high, abs=1e-11)

    def test_no_trials(self) -> None:
        assert all(math.isnan(x) for x in clopper_pearson(0, 0))
        assert math.isnan(error_rate([NAN])[2])
        assert math.isnan(mean([]))


class TestShareWithoutReaderError:
    """A share read by an imperfect reader, mapped back to the share that is true."""

    def test_a_perfect_reader_gives_the_share_and_its_exact_interval_back(self) -> None:
        ci = binomtest(12, 40).proportion_ci(confidence_level=0.95, method="exact")
        share, low, high = share_without_reader_error(12, 40, 1.0, 0.0) or (NAN, NAN, NAN)
        assert share == pytest.approx(0.3)
        assert (low, high) == (pytest.approx(ci.low), pytest.approx(ci.high))

    def test_the_readers_errors_are_taken_out(self) -> None:
        # a reader flagging 80% of true cases and 10% of clean ones reads a true 50% as 45%
        share, low, high = share_without_reader_error(45, 100, 0.8, 0.1) or (NAN, NAN, NAN)
        assert share == pytest.approx(0.5)
        cp_low, cp_high = float(beta.ppf(0.025, 45, 56)), float(beta.ppf(0.975, 46, 55))
        assert low == pytest.approx((cp_low - 0.1) / 0.7)
        assert high == pytest.approx((cp_high - 0.1) / 0.7)

    def test_a_share_under_the_false_flags_is_zero_not_negative(self) -> None:
        share, low, high = share_without_reader_error(2, 100, 0.9, 0.05) or (NAN, NAN, NAN)
        assert (share, low) == (0.0, 0.0)
        assert 0.0 < high < 1.0

    def test_a_share_over_what_the_reader_finds_is_one_not_more(self) -> None:
        # 95% read: (0.95 - 0.05) / 0.85 is over 1; the interval's low end is not
        share, low, high = share_without_reader_error(95, 100, 0.9, 0.05) or (NAN, NAN, NAN)
        assert (share, high) == (1.0, 1.0)
        assert low == pytest.approx((float(beta.ppf(0.025, 95, 6)) - 0.05) / 0.85)
        assert low < 1.0

    @pytest.mark.parametrize(
        ("read", "found", "clean"), [(0, 0.9, 0.05), (10, 0.5, 0.5), (10, 0.2, 0.3)]
    )
    def test_no_estimate_without_replies_or_a_reader_that_tells_apart(
        self, read: int, found: float, clean: float
    ) -> None:
        assert share_without_reader_error(0, read, found, clean) is None
