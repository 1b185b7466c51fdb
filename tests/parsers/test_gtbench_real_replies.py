"""The GTBench normaliser on real small-model replies, against a careful grader's reading.

``gtbench_real_replies.jsonl`` holds SmolLM2-135M-Instruct's replies to shipped GTBench
prompts (prompting and decoding recorded), each graded by hand: the verdict, the final
answer the grader reads (``grader_answer``, null when the reply states none) and why.
For an exact-answer problem the normaliser, given the prompt, must read the same: a stated
answer decided as the grader decides it, no answer left to the judge (``undecided``), and
where ``defer`` says why, an answer the normaliser by design leaves to the judge. No reply
is a mere echo of its prompt. Proofs always go to the judge.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ramsey_inspect.core.echoes import PromptEcho
from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.parsers.replies import visible_text
from ramsey_inspect.prompts.gtbench import answer_prompt

ROWS: list[dict[str, Any]] = [
    json.loads(line)
    for line in (Path(__file__).parent / "gtbench_real_replies.jsonl").read_text().splitlines()
]
PROBLEMS = {p["id"]: p for p in load_problems()}
FIELDS = {"sample_id", "prompting", "reply", "finish", "grader_verdict", "grader_reason", "source"}


def expected(row: dict[str, Any]) -> str:
    """What the normaliser must say: the grader's verdict, or the judge's turn."""
    if row["grader_answer"] is None or row.get("defer"):
        return "undecided"
    return "match" if row["grader_verdict"] == "C" else "mismatch"


def test_every_row_is_graded() -> None:
    assert len(ROWS) >= 30
    for row in ROWS:
        assert FIELDS <= set(row), row["sample_id"]
        assert row["grader_verdict"] in ("C", "I")
        assert row["grader_reason"]
        assert row["source"].startswith("SmolLM2-135M-Instruct Q4_1")
        if PROBLEMS[row["sample_id"]]["evaluation_type"] == "proof":
            assert row["grader_answer"] is None


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['prompting']}-{r['sample_id']}" for r in ROWS])
def test_the_normaliser_reads_the_reply_as_the_grader(row: dict[str, Any]) -> None:
    problem = PROBLEMS[row["sample_id"]]
    exact = problem["evaluation_type"] == "exact_match"
    prompt = answer_prompt(problem["question"], row["prompting"], exact)
    assert not PromptEcho(prompt).only_echo(visible_text(row["reply"]))
    if not exact:
        return  # the judge grades proofs
    stated = final_answer(row["reply"], prompt)
    verdict = compare(stated, str(problem["ground_truth"]))
    assert verdict == expected(row), (stated, row["grader_reason"])
