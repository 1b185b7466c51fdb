"""The k-coloring scorer on replies a real small model wrote, graded by hand.

``kcoloring_real_replies.jsonl`` holds replies of SmolLM2-135M-Instruct (served by real vLLM
on CPU, and run with transformers) and of the base model gemma-3-270m (transformers, the
raw prompt with no chat template) to shipped problems, each with the outcome a careful
human grader gave after reading it against the graph, and the reason. Where the grader
reads a coloring, ``reads`` holds it (one character per vertex: a color index, or ``-``
for a vertex left out) and the test checks it against the graph without the parser, so the
expected outcome is tied to the problem and not to the reader's rules.

A few rows record ``scorer_outcome``: the scorer labels them otherwise than the grader
(an echoed example read as a broken coloring, say), with the same credit. They are kept
visible rather than dropped, and a change in either direction fails the test.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ramsey_inspect.core.problem_sets import Problem
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import OUTCOMES, judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import render_prompt

CORPUS = Path(__file__).with_name("kcoloring_real_replies.jsonl")
CASES: list[dict[str, Any]] = [json.loads(line) for line in CORPUS.read_text().splitlines()]


@cache
def _problems(problem_set: str) -> dict[int, Problem]:
    return {p.id: p for p, _ in load_problem_set(problem_set)}


def _problem(case: dict[str, Any]) -> Problem:
    name, problem_id = case["problem"].split("/")
    return _problems(name)[int(problem_id)]


def _graph_outcome(reads: str, p: Problem) -> str:
    """The outcome of the coloring the grader reads, from the graph alone."""
    assert len(reads) == p.n
    color = {v: int(c) for v, c in enumerate(reads) if c != "-"}
    if not p.colorable:
        return "missed_impossible"
    named = all(v in color for edge in p.edges for v in edge)
    proper = all(color[a] != color[b] for a, b in p.edges if a in color and b in color)
    allowed = all(c < p.k for c in color.values())
    return "correct" if named and proper and allowed else "invalid_coloring"


def test_corpus_is_real_and_graded() -> None:
    """At least 350 replies, every one with a grade and a reason, from a real model."""
    assert len(CASES) >= 350
    ids = [c["sample_id"] + c["source"] for c in CASES]
    assert len(set(ids)) == len(ids)
    for case in CASES:
        assert case["outcome"] in OUTCOMES
        assert case.get("scorer_outcome", case["outcome"]) in OUTCOMES
        assert case["reason"]
        assert "SmolLM2" in case["source"] or "gemma-3-270m" in case["source"]


def test_label_disagreements_are_few_and_never_change_credit() -> None:
    """Where the scorer's label differs from the grader's, both give the same credit."""
    differ = [c for c in CASES if "scorer_outcome" in c]
    assert len(differ) <= len(CASES) // 20
    for case in differ:
        assert case["scorer_outcome"] != case["outcome"]
        assert (case["scorer_outcome"] == "correct") == (case["outcome"] == "correct")


@pytest.mark.parametrize("case", CASES, ids=[f"{c['sample_id']}@{c['source'][:12]}" for c in CASES])
def test_scorer_agrees_with_the_human_grader(case: dict[str, Any]) -> None:
    """The scorer's outcome is the grader's, and so is the coloring it reads."""
    p = _problem(case)
    frame = case["frame"]
    prompt = render_prompt(frame, p.n, p.k, p.edges)
    parsed = parse_answer(case["reply"], frame, k=p.k, n=p.n, edges=p.edges, prompt=prompt)
    verdict = judge_answer(parsed, frame, p.n, p.k, p.edges, p.colorable)
    expected = case.get("scorer_outcome", case["outcome"])
    assert verdict.outcome == expected, (case["reason"], verdict.explanation)
    if case.get("reads"):
        assert _graph_outcome(case["reads"], p) == case["outcome"], case["reason"]
    if case.get("reads") and "scorer_outcome" not in case:
        # the vertices of the graph that the coloring gives one color each ("-" in reads
        # is a vertex left out or given several colors)
        given: dict[int, set[int | None]] = {}
        for a in parsed.assignments:
            if a.vertex is not None and 0 <= a.vertex < p.n:
                given.setdefault(a.vertex, set()).add(a.color)
        read = {v: c.pop() for v, c in given.items() if len(c) == 1}
        expected = {v: int(c) for v, c in enumerate(case["reads"]) if c != "-"}
        assert read == expected, parsed.render(frame)
