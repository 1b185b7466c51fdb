"""The k-coloring reader on 1,000+ seeded random and hostile replies.

Nothing in a reply may raise; every verdict is explained and agrees with what was read.
Time per reply is measured by ``benchmarks/parse_kcoloring.py``, not asserted here.
"""

from __future__ import annotations

import random

import pytest
from kcoloring_hostile import giant_replies, hostile_replies

from ramsey_inspect.core.problem_sets import Problem
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import OUTCOMES, judge_answer, parse_answer

_SETS = ("4v2c", "5v2c", "6v3c", "7v3c", "8v4c")


def _problem_pool(seed: int) -> list[Problem]:
    rng = random.Random(seed)
    pool: list[Problem] = []
    for name in _SETS:
        problems = [p for p, _ in load_problem_set(name)]
        pool.extend(rng.sample(problems, 20))
    return pool


def check_reply(frame: str, text: str, problem: Problem) -> str:
    """Judge one reply and check the verdict is explained and consistent; its outcome."""
    parsed = parse_answer(text, frame, k=problem.k, n=problem.n, edges=problem.edges)
    verdict = judge_answer(parsed, frame, problem.n, problem.k, problem.edges, problem.colorable)
    assert verdict.outcome in OUTCOMES
    assert verdict.explanation.strip()
    rendered = parsed.render(frame)
    expected_kinds = {
        "coloring": {"correct", "invalid_coloring", "missed_impossible"},
        "impossible": {"correct", "false_impossible"},
        "refusal": {"refusal"},
        "none": {"no_answer"},
    }
    assert verdict.outcome in expected_kinds[parsed.kind]
    if parsed.kind == "coloring":
        assert parsed.assignments
        assert problem.colorable or verdict.outcome == "missed_impossible"
        assert rendered.count("\n") == len(parsed.assignments) - 1
    else:
        assert rendered == ("Impossible" if parsed.kind == "impossible" else "")
        assert verdict.correct == (parsed.kind == "impossible" and not problem.colorable)
    return verdict.outcome


@pytest.mark.slow
def test_random_and_hostile_replies() -> None:
    """Over 1,000 replies in every frame: no exception, every verdict explained."""
    replies = hostile_replies(seed=0, count=1_000)
    assert len(replies) >= 1_000
    pool = _problem_pool(seed=0)
    rng = random.Random(1)
    seen = set()
    for i, (frame, text) in enumerate(replies):
        outcome = check_reply(frame, text, rng.choice(pool))
        seen.add(outcome)
        if i % 97 == 0:
            problem = pool[i % len(pool)]
            assert check_reply(frame, text, problem) == check_reply(frame, text, problem)
    assert {"correct", "invalid_coloring", "no_answer"} <= seen


def test_giant_replies() -> None:
    """Megabyte replies, a 1 MB line and 100,000 vertex lines are judged, not crashed on."""
    pool = _problem_pool(seed=1)
    for i, (frame, text) in enumerate(giant_replies()):
        check_reply(frame, text, pool[i % len(pool)])
