"""The GTBench normaliser on a corpus of realistic replies to the shipped problems.

Every case carries the verdict a careful grader gives (see ``gtbench_corpus``); the
normaliser must give the same, except where the corpus says the judge is left to decide.
"""

from __future__ import annotations

from collections import Counter

import pytest
from gtbench_corpus import CASES, YES_NO, Case

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.prompts.gtbench import answer_prompt

TRUTHS = {p["id"]: str(p["ground_truth"]) for p in load_problems()}
TRUTHS.update({k: truth for k, (_, truth) in YES_NO.items()})
QUESTIONS = {p["id"]: str(p["question"]) for p in load_problems()}
QUESTIONS.update({k: question for k, (question, _) in YES_NO.items()})


def verdict(case: Case, prompt: str = "") -> str:
    return compare(final_answer(case.reply, prompt), TRUTHS[case.problem])


@pytest.mark.parametrize("case", CASES, ids=[f"{c.problem}-{c.style}" for c in CASES])
def test_reads_the_reply_as_a_careful_grader(case: Case) -> None:
    expected = "undecided" if case.defer else case.verdict
    assert verdict(case) == expected, (final_answer(case.reply), TRUTHS[case.problem])


@pytest.mark.parametrize("prompting", ["zero_shot", "cot"])
def test_knowing_the_prompt_changes_no_verdict(prompting: str) -> None:
    """The prompt's sentences are set aside; the replies' own statements still count."""
    for case in CASES:
        prompt = answer_prompt(QUESTIONS[case.problem], prompting, exact=True)
        assert verdict(case, prompt) == verdict(case), (case.problem, case.style)
        echoed = Case(case.problem, case.style, f"{prompt}\n\n{case.reply}", case.verdict)
        assert verdict(echoed, prompt) == verdict(case), (case.problem, case.style)


def test_corpus_covers_the_shipped_problems_and_all_verdicts() -> None:
    assert len(CASES) >= 60
    exact = {p["id"] for p in load_problems() if p["evaluation_type"] == "exact_match"}
    assert {c.problem for c in CASES} <= exact | set(YES_NO)
    assert len({c.problem for c in CASES}) >= 30
    counts = Counter(c.verdict for c in CASES)
    assert counts["match"] >= 30
    assert counts["mismatch"] >= 15
    assert counts["undecided"] >= 8
    assert sum(bool(c.defer) for c in CASES) <= len(CASES) // 10


def test_think_blocks_are_never_the_answer() -> None:
    for case in CASES:
        if "<think>" in case.reply and "</think>" in case.reply:
            hidden = case.reply.split("<think>", 1)[1].split("</think>", 1)[0]
            visible = case.reply.split("</think>", 1)[1]
            stated = final_answer(case.reply)
            assert stated is None or stated in visible, (stated, hidden)
