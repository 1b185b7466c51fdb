"""The k-coloring reader on hand-written replies to shipped problems, as a grader reads them.

Every case carries the verdict a careful grader gives (see ``kcoloring_corpus``). The
coloring the grader reads is checked against the real graph here, without the parser, so
the expected verdicts are tied to the problems and not to the reader's rules.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from kcoloring_corpus import CASES, Case

from ramsey_inspect.core.problem_sets import Problem
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import FRAMES


@cache
def _problems(problem_set: str) -> dict[int, Problem]:
    return {p.id: p for p, _ in load_problem_set(problem_set)}


def problem_of(case: Case) -> Problem:
    """The shipped problem a case answers."""
    problem_set, problem_id = case.problem.split("/")
    return _problems(problem_set)[int(problem_id)]


def grader_outcome(case: Case, problem: Problem) -> str:
    """The outcome of the coloring the grader reads, decided from the graph alone."""
    assert case.reads is not None
    assert len(case.reads) == problem.n, case.style
    color = {v: int(c) for v, c in enumerate(case.reads) if c != "-"}
    if not problem.colorable:
        return "missed_impossible"
    named_all = all(v in color for edge in problem.edges for v in edge)
    allowed = all(c < problem.k for c in color.values())
    proper = all(color[a] != color[b] for a, b in problem.edges if a in color and b in color)
    return "correct" if named_all and allowed and proper else "invalid_coloring"


@pytest.mark.parametrize("case", CASES, ids=[c.style for c in CASES])
def test_reply_gets_the_graders_verdict(case: Case) -> None:
    """The scorer's reading of the reply gives the outcome a careful grader gives."""
    problem = problem_of(case)
    parsed = parse_answer(case.reply, case.frame, k=problem.k, n=problem.n, edges=problem.edges)
    verdict = judge_answer(
        parsed, case.frame, problem.n, problem.k, problem.edges, problem.colorable
    )
    assert (verdict.outcome, verdict.correct) == (case.outcome, case.correct), (
        verdict.explanation,
        parsed.render(case.frame),
    )
    assert verdict.explanation
    if case.reads is not None:
        read = {
            a.vertex: a.color
            for a in parsed.assignments
            if a.vertex is not None and 0 <= a.vertex < problem.n
        }
        wanted = {v: int(c) for v, c in enumerate(case.reads) if c != "-"}
        assert read == wanted, parsed.render(case.frame)


@pytest.mark.parametrize("case", [c for c in CASES if c.reads is not None], ids=lambda c: c.style)
def test_expected_verdict_follows_from_the_graph(case: Case) -> None:
    """The verdict written for a coloring is what the graph says about that coloring."""
    assert grader_outcome(case, problem_of(case)) == case.outcome


def test_corpus_covers_frames_sizes_and_outcomes() -> None:
    """At least 60 replies, over every frame, every shipped set, and both kinds of graph."""
    assert len(CASES) >= 60
    assert {c.frame for c in CASES} == set(FRAMES)
    assert {c.problem.split("/")[0] for c in CASES} == {"4v2c", "5v2c", "6v3c", "7v3c", "8v4c"}
    colorable = Counter(problem_of(c).colorable for c in CASES)
    assert colorable[True] >= 20
    assert colorable[False] >= 10
    outcomes = Counter(c.outcome for c in CASES)
    assert set(outcomes) == {
        "correct",
        "invalid_coloring",
        "false_impossible",
        "missed_impossible",
        "no_answer",
        "refusal",
    }
    assert len({c.style for c in CASES}) == len(CASES)
