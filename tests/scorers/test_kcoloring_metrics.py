"""The k-coloring metrics: error rates with exact intervals, per group."""

from __future__ import annotations

import math
from typing import Any

import pytest
from inspect_ai.scorer import CORRECT, INCORRECT, SampleScore, Score
from scipy.stats import beta

from ramsey_inspect.scorers.kcoloring import (
    accuracy_by_edge_count,
    clopper_pearson,
    error_rate_by_frame,
    error_rate_by_type,
    outcome_shares,
)


def sample(
    value: str | float,
    outcome: str,
    problem_type: str = "colorable_high",
    frame: str = "math",
    edge_count: int = 3,
    sample_id: int = 0,
) -> SampleScore:
    """A SampleScore as the scorer and task make them."""
    meta: dict[str, Any] = {"problem_type": problem_type, "frame": frame, "edge_count": edge_count}
    return SampleScore(
        score=Score(value=value, metadata={"outcome": outcome}),
        sample_id=sample_id,
        sample_metadata=meta,
    )


def refusal(**kwargs: Any) -> SampleScore:
    """An unscored refusal."""
    s = sample(CORRECT, "refusal", **kwargs)
    s.score = Score.unscored(reason="refusal", metadata={"outcome": "refusal"})
    return s


def exact_interval(x: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Clopper-Pearson from beta quantiles, independently of the module."""
    a = (1 - level) / 2
    lo = 0.0 if x == 0 else float(beta.ppf(a, x, n - x + 1))
    hi = 1.0 if x == n else float(beta.ppf(1 - a, x + 1, n - x))
    return lo, hi


class TestClopperPearson:
    """Exact binomial intervals."""

    def test_known_value(self) -> None:
        """3 of 10: (0.0667, 0.6525)."""
        lo, hi = clopper_pearson(3, 10)
        assert lo == pytest.approx(0.06673951, abs=1e-6)
        assert hi == pytest.approx(0.65245285, abs=1e-6)

    @pytest.mark.parametrize(("x", "n"), [(0, 10), (10, 10), (1, 1), (0, 1), (7, 50), (25, 50)])
    def test_against_beta_quantiles(self, x: int, n: int) -> None:
        """Agrees with the beta-quantile form, including the edges 0 and n."""
        lo, hi = clopper_pearson(x, n)
        want_lo, want_hi = exact_interval(x, n)
        assert lo == pytest.approx(want_lo, abs=1e-9)
        assert hi == pytest.approx(want_hi, abs=1e-9)
        assert 0.0 <= lo <= x / n <= hi <= 1.0

    def test_zero_successes(self) -> None:
        """0 of 10: lower bound 0, upper 1 - 0.025^(1/10)."""
        lo, hi = clopper_pearson(0, 10)
        assert lo == 0.0
        assert hi == pytest.approx(1 - 0.025 ** (1 / 10), abs=1e-9)

    def test_level(self) -> None:
        """A lower confidence level narrows the interval."""
        lo95, hi95 = clopper_pearson(5, 20)
        lo80, hi80 = clopper_pearson(5, 20, level=0.8)
        assert lo95 < lo80 < 0.25 < hi80 < hi95


class TestErrorRates:
    """Error rate per problem type and per frame."""

    def test_by_type(self) -> None:
        """Rates and bounds per type; refusals are skipped."""
        scores = [
            sample(CORRECT, "correct", "colorable_high"),
            sample(INCORRECT, "invalid_coloring", "colorable_high"),
            sample(CORRECT, "correct", "colorable_high"),
            sample(CORRECT, "correct", "colorable_high"),
            refusal(problem_type="colorable_high"),
            sample(INCORRECT, "missed_impossible", "c_uncolorable"),
            sample(INCORRECT, "no_answer", "c_uncolorable"),
            refusal(problem_type="d_uncolorable"),
        ]
        result = error_rate_by_type()(scores)
        assert isinstance(result, dict)
        assert set(result) == {
            "err_colorable_high",
            "err_colorable_high_lo",
            "err_colorable_high_hi",
            "err_c_uncolorable",
            "err_c_uncolorable_lo",
            "err_c_uncolorable_hi",
        }  # d_uncolorable had only a refusal: no group
        assert result["err_colorable_high"] == pytest.approx(0.25)
        lo, hi = exact_interval(1, 4)
        assert result["err_colorable_high_lo"] == pytest.approx(lo)
        assert result["err_colorable_high_hi"] == pytest.approx(hi)
        assert result["err_c_uncolorable"] == 1.0
        assert result["err_c_uncolorable_hi"] == 1.0
        assert result["err_c_uncolorable_lo"] == pytest.approx(exact_interval(2, 2)[0])

    def test_by_frame(self) -> None:
        """Rates per frame, missing metadata grouped as 'unknown'."""
        scores = [
            sample(CORRECT, "correct", frame="math"),
            sample(INCORRECT, "false_impossible", frame="math"),
            sample(CORRECT, "correct", frame="friends"),
            refusal(frame="cities"),
            SampleScore(score=Score(value=INCORRECT), sample_id=9, sample_metadata=None),
        ]
        result = error_rate_by_frame()(scores)
        assert isinstance(result, dict)
        assert result["err_frame_math"] == 0.5
        assert result["err_frame_friends"] == 0.0
        assert result["err_frame_friends_lo"] == 0.0
        assert result["err_frame_unknown"] == 1.0
        assert "err_frame_cities" not in result

    def test_only_refusals(self) -> None:
        """Refusals alone give no rates (and no division by zero)."""
        assert error_rate_by_type()([refusal(), refusal()]) == {}
        assert error_rate_by_frame()([refusal()]) == {}


class TestAccuracyByEdgeCount:
    """Share correct per edge count."""

    def test_groups(self) -> None:
        """Keys are zero-padded edge counts, sorted; refusals are skipped."""
        scores = [
            sample(CORRECT, "correct", edge_count=7),
            sample(INCORRECT, "invalid_coloring", edge_count=7),
            sample(CORRECT, "correct", edge_count=7),
            sample(CORRECT, "correct", edge_count=12),
            refusal(edge_count=12),
            refusal(edge_count=3),
        ]
        result = accuracy_by_edge_count()(scores)
        assert result == {"acc_edges_07": pytest.approx(2 / 3), "acc_edges_12": 1.0}
        assert isinstance(result, dict)
        assert list(result) == ["acc_edges_07", "acc_edges_12"]


class TestOutcomeShares:
    """Share of every response, refusals included, per outcome."""

    def test_shares(self) -> None:
        """Shares sum to one and count refusals."""
        scores = [
            sample(CORRECT, "correct"),
            sample(CORRECT, "correct"),
            sample(INCORRECT, "invalid_coloring"),
            refusal(),
        ]
        result = outcome_shares()(scores)
        assert result == {
            "share_correct": 0.5,
            "share_invalid_coloring": 0.25,
            "share_refusal": 0.25,
        }
        assert isinstance(result, dict)
        assert math.fsum(result.values()) == pytest.approx(1.0)

    def test_missing_outcome(self) -> None:
        """A score without an outcome counts as 'unknown'."""
        result = outcome_shares()([SampleScore(score=Score(value=CORRECT), sample_id=1)])
        assert result == {"share_unknown": 1.0}


@pytest.mark.parametrize(
    "make", [error_rate_by_type, error_rate_by_frame, accuracy_by_edge_count, outcome_shares]
)
def test_empty_scores(make: Any) -> None:
    """No scores: an empty result, no exception."""
    assert make()([]) == {}
