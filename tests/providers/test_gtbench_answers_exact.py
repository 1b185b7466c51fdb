"""``ramsey_inspect/exact`` on GTBench: the reference answer to every question, an upper line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.model import (
    ChatMessageSystem,
    ChatMessageUser,
    ModelOutput,
    ModelUsage,
    get_model,
)

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.datasets.gtbench_generated import generate_problems
from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.tasks.gtbench import gtbench

PROBLEMS = {str(p["id"]): p for p in load_problems()}


def exact(**model_args: Any) -> Any:
    return get_model("ramsey_inspect/exact", memoize=False, **model_args)


@pytest.mark.slow
@pytest.mark.parametrize("prompting", ["zero_shot", "cot"])
async def test_every_shipped_question_gets_its_reference(prompting: str) -> None:
    """Exact answers pass the normaliser as a match; proofs are the reference proof."""
    model = exact()
    for sample in gtbench(prompting=prompting).dataset:
        problem = PROBLEMS[str(sample.id)]
        reply = (await model.generate(str(sample.input))).completion
        truth = str(problem["ground_truth"])
        if problem["evaluation_type"] == "exact_match":
            assert compare(final_answer(reply), truth) == "match", (sample.id, reply)
        else:
            assert reply.endswith(truth), sample.id


async def test_the_question_is_found_wherever_a_profile_puts_it() -> None:
    problem = PROBLEMS["T1_001"]
    messages = [ChatMessageSystem(content=str(problem["question"])), ChatMessageUser(content="Go.")]
    reply = (await exact().generate(messages)).completion
    assert reply.startswith("The reference answer to problem T1_001.")


async def test_a_question_from_another_file(tmp_path: Path) -> None:
    """-M dataset= names the file whose reference answers exact gives."""
    path = tmp_path / "gt.json"
    problem = {
        "id": "X_001",
        "tier": 2,
        "source": "s",
        "topic": "t",
        "question": "How many spanning trees does the 4-cycle have? Give an integer.",
        "ground_truth": "4",
        "requires_figure": False,
        "evaluation_type": "exact_match",
    }
    path.write_text(json.dumps([problem]), encoding="utf-8")
    prompt = f"Please answer this graph theory question.\n\n{problem['question']}"
    reply = (await exact(dataset=str(path)).generate(prompt)).completion
    assert reply.endswith("Final answer: 4")
    shipped = (await exact().generate(prompt)).completion
    assert "cannot find a k-coloring, gadget or GTBench problem" in shipped


def test_a_bad_dataset_file_is_refused_at_once(tmp_path: Path) -> None:
    """Kept until asked for (re-scoring needs no dataset); a task's require_model asks."""
    model = exact(dataset=str(tmp_path / "missing.json"))
    with pytest.raises(ValueError, match=r"-M dataset: .*missing\.json: no such file"):
        model.api.check_ready()  # type: ignore[attr-defined]


async def test_generated_questions_are_not_known() -> None:
    """The generated variant has no file to look answers up in: exact says it cannot answer."""
    [sample, *_] = gtbench(variant="generated", problem_seed=1, count=1).dataset
    reply = (await exact().generate(str(sample.input))).completion
    assert "cannot find" in reply
    assert "ramsey-inspect gtbench generate" in reply  # and says how to give it their answers
    assert "-M dataset=" in reply


async def test_generated_questions_are_answered_from_their_file(tmp_path: Path) -> None:
    """With the generated problems as -M dataset=, exact answers them as it does the paper's."""
    problems = generate_problems(seed=7, count=14)  # one of each of the fourteen kinds
    path = tmp_path / "generated.json"
    path.write_text(json.dumps(problems), encoding="utf-8")
    truths = {str(p["id"]): str(p["ground_truth"]) for p in problems}
    model = exact(dataset=str(path))
    for sample in gtbench(variant="generated", problem_seed=7, count=14).dataset:
        reply = (await model.generate(str(sample.input))).completion
        assert compare(final_answer(reply), truths[str(sample.id)]) == "match", (sample.id, reply)


def test_the_readme_says_what_exact_scores_on_generated_problems() -> None:
    """The README's row for exact claims every task: it must say what the generated variant needs."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    [row] = [line for line in readme.splitlines() if line.startswith("| `ramsey_inspect/exact`")]
    assert "generated" in row
    assert "-M dataset=" in row


@pytest.mark.slow
def test_exact_scores_one_on_the_shipped_problems(tmp_path: Path) -> None:
    """Every proof reaches the judge as the reference proof; every exact answer matches."""
    shown: list[str] = []

    def judge(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        shown.append(inp[-1].text)
        out = ModelOutput.from_content(
            "mockllm", '{"correct": true, "failure_type": null, "justification": "ok"}'
        )
        out.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
        return out

    [log] = eval(
        gtbench(),
        model="ramsey_inspect/exact",
        model_roles={"grader": get_model("mockllm/model", custom_outputs=judge)},
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert log.results is not None
    assert log.results.scores[0].metrics["accuracy"].value == 1.0
    proofs = [p for p in PROBLEMS.values() if p["evaluation_type"] == "proof"]
    assert len(shown) == len(proofs) == 29
    for problem in proofs:
        assert any(str(problem["ground_truth"]) in prompt for prompt in shown), problem["id"]
