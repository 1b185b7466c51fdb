"""GTBench's and RamseyGadgets' metrics follow the shared rules of ``ramsey_inspect.stats``."""

from __future__ import annotations

import math
from typing import Any

import pytest
from inspect_ai.scorer import CORRECT, INCORRECT, SampleScore, Score

from ramsey_inspect import stats
from ramsey_inspect.scorers.gadgets import run_accuracy
from ramsey_inspect.scorers.gtbench import consistency, failure_types


def verdict(sample_id: str, value: Any, failure: str | None = None, epoch: int = 1) -> SampleScore:
    """A GTBench-style score: C / I / NaN with the judge's failure type and the epoch."""
    meta = {"failure_type": failure, "epoch": epoch}
    return SampleScore(score=Score(value=value, metadata=meta), sample_id=sample_id)


class TestConsistency:
    def test_single_epoch_problems_are_not_consistent_by_default(self) -> None:
        """One epoch per problem: no consistency to report (it was 1.0 before)."""
        scores = [verdict("a", CORRECT), verdict("b", INCORRECT, "B")]
        assert consistency()(scores) == {}

    def test_mixed_epochs(self) -> None:
        scores = [
            verdict("a", CORRECT),
            verdict("a", CORRECT, epoch=2),
            verdict("b", INCORRECT, "B"),
            verdict("b", CORRECT, epoch=2),
            verdict("c", INCORRECT, "D"),  # seen once: left out
        ]
        out = consistency()(scores)
        assert out == {"consistency": 0.5, "wrong_reproduced": 0.0}


class TestFailureTypes:
    def test_untyped_failures_are_unclassified_and_shares_add_up(self) -> None:
        scores = [
            verdict("a", INCORRECT, "B"),
            verdict("b", INCORRECT, None),
            verdict("c", INCORRECT, "b"),
            verdict("d", INCORRECT, "Z"),
            verdict("e", CORRECT),
        ]
        out = failure_types()(scores)
        assert out["fail_B"] == 0.5
        assert out["fail_unclassified"] == 0.5
        assert sum(out.values()) == pytest.approx(1.0)
        assert set(out) == {f"fail_{k}" for k in ("A", "B", "C", "D", "E", "unclassified")}


class TestRunAccuracy:
    def test_one_epoch_has_no_sd(self) -> None:
        out = run_accuracy()([verdict("a", CORRECT), verdict("b", INCORRECT)])
        assert out == {"run_mean": 0.5, "pass_at_k": 0.5}

    def test_two_epochs(self) -> None:
        scores = [verdict("a", CORRECT), verdict("b", INCORRECT)]
        scores += [verdict("a", CORRECT, epoch=2), verdict("b", CORRECT, epoch=2)]
        out = run_accuracy()(scores)
        assert out["run_mean"] == 0.75
        assert out["run_sd"] == pytest.approx(math.sqrt(0.125))

    def test_pass_at_k_counts_problems_solved_in_any_epoch(self) -> None:
        """The paper's pass@k, under its own name beside the epoch-mean accuracy."""
        scores = [verdict("a", INCORRECT), verdict("b", INCORRECT), verdict("c", CORRECT)]
        scores += [verdict("a", CORRECT, epoch=2), verdict("b", INCORRECT, epoch=2)]
        scores += [verdict("c", CORRECT, epoch=2)]
        out = run_accuracy()(scores)
        assert out["pass_at_k"] == pytest.approx(2 / 3)
        assert out["pass_at_k"] == stats.pass_at_k([[0.0, 1.0], [0.0, 0.0], [1.0, 1.0]])
