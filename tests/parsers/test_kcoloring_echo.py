"""A reply that repeats its prompt earns nothing, in every frame of every shipped problem.

Small and base models often answer by repeating the question. The prompt's instruction
("... or state that this cannot be done"), its question and its format example are never
the model's answer: not echoed whole, cut short, repeated, with words dropped, nor the
example block alone. A prompt echoed first and a real answer after it is read by that answer.

The default run takes every 20th problem of each set; the slow test takes them all.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from ramsey_inspect.core.problem_sets import PAPER_SETS, Problem
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import FRAMES, format_answer, render_prompt


def corruptions(prompt: str, rng: random.Random) -> Iterator[tuple[str, str]]:
    """The prompt as a small or base model repeats it."""
    half = prompt.index(" ", len(prompt) // 2)
    yield "whole", prompt
    yield "first half", prompt[:half]
    yield "second half", prompt[half + 1 :]
    yield "twice", f"{prompt}\n{prompt}"
    yield (
        "words dropped",
        "\n".join(
            " ".join(w for w in line.split(" ") if rng.random() > 0.15)
            for line in prompt.split("\n")
        ),
    )
    example = prompt[prompt.rindex(":\n") + 2 :]
    yield "example block", example
    yield "example block without its last line", example.replace("\n(and so on)", "")
    yield "example block indented", "\n".join("    " + line for line in example.split("\n"))


def _outcomes(problems: list[Problem], seed: int) -> tuple[Counter[str], list[str]]:
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    wrong: list[str] = []
    for p in problems:
        for frame in FRAMES:
            prompt = render_prompt(frame, p.n, p.k, p.edges)
            for kind, text in corruptions(prompt, rng):
                parsed = parse_answer(text, frame, k=p.k, n=p.n, edges=p.edges)
                verdict = judge_answer(parsed, frame, p.n, p.k, p.edges, p.colorable)
                counts[verdict.outcome] += 1
                if verdict.outcome != "no_answer":
                    wrong.append(f"{p.problem_set}/{p.id} {frame} {kind}: {verdict.outcome}")
    return counts, wrong


def _problems(step: int) -> list[Problem]:
    return [p for name in PAPER_SETS for p, _ in load_problem_set(name)[::step]]


@pytest.mark.slow
def test_echoes_of_a_sample_of_prompts_are_no_answer() -> None:
    """Every 20th problem of every set, all frames, all corruptions: no_answer only."""
    counts, wrong = _outcomes(_problems(20), seed=25)
    assert not wrong, (len(wrong), wrong[:10])
    assert counts["no_answer"] > 5_000


@pytest.mark.slow
def test_echoes_of_every_shipped_prompt_are_no_answer() -> None:
    """All 3,967 problems × 4 frames (15,868 prompts) × 8 corruptions: no_answer only."""
    counts, wrong = _outcomes(_problems(1), seed=2025)
    assert not wrong, (len(wrong), wrong[:10])
    assert sum(counts.values()) == 15_868 * 8


@pytest.mark.parametrize("frame", FRAMES)
def test_echo_explains_itself(frame: str) -> None:
    """The explanation says the reply only repeats the prompt."""
    p = load_problem_set("6v3c")[0][0]
    prompt = render_prompt(frame, p.n, p.k, p.edges)
    verdict = judge_answer(
        parse_answer(prompt, frame, k=p.k, n=p.n, edges=p.edges), frame, p.n, p.k, p.edges, True
    )
    assert verdict.outcome == "no_answer"
    assert "repeats the prompt" in verdict.explanation


@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("name", ["4v2c", "6v3c", "8v4c"])
def test_echo_then_a_real_answer_is_read_by_the_answer(frame: str, name: str) -> None:
    """The prompt repeated first, then the model's own answer: the answer is judged."""
    problems = load_problem_set(name)
    for p, witness in problems[:: max(1, len(problems) // 25)]:
        prompt = render_prompt(frame, p.n, p.k, p.edges)
        for lead in (prompt, prompt[: prompt.index(" ", len(prompt) // 2)]):
            answer = format_answer(frame, witness)
            text = f"{lead}\n\nLet me work it out.\n\n{answer}"
            parsed = parse_answer(text, frame, k=p.k, n=p.n, edges=p.edges)
            verdict = judge_answer(parsed, frame, p.n, p.k, p.edges, p.colorable)
            assert verdict.correct, (p.problem_set, p.id, frame, verdict, parsed.render(frame))


def test_example_block_alone_is_not_an_answer_even_where_it_is_proper() -> None:
    """6v3c/1 has the single edge 0-1, so '0 Red / 1 Green / 2 Blue' would be proper."""
    p = load_problem_set("6v3c")[0][0]
    assert p.edges == ((0, 1),)
    example = "0 Red\n1 Green\n2 Blue"
    verdict = judge_answer(
        parse_answer(example, "math", k=p.k, n=p.n, edges=p.edges), "math", p.n, p.k, p.edges, True
    )
    assert verdict.outcome == "no_answer"
    longer = example + "\n3 Red\n4 Red\n5 Red"
    verdict = judge_answer(
        parse_answer(longer, "math", k=p.k, n=p.n, edges=p.edges), "math", p.n, p.k, p.edges, True
    )
    assert verdict.correct


@pytest.mark.parametrize(
    "reply",
    [
        "Let me try. 0 Red, 1 Green, 2 Blue. Then vertex 3 has no color left.\n"
        "It may be impossible, but I'm not certain.",
        "Tentatively:\n0 Red\n1 Green\nMaybe 2 Blue?\nIt may be impossible, but I'm not certain.",
        "I would give 0 Red, 1 Green and 2 Blue. It might be impossible, but I am not sure.",
    ],
)
@pytest.mark.parametrize("given_prompt", [True, False])
def test_own_hedge_with_example_like_colors_is_no_echo(reply: str, given_prompt: bool) -> None:
    """Issue 32: tentative colors matching the format example, then a hedge, are no echo.

    They are the model's own reasoning: no answer, rightly, but not "only repeats the prompt".
    """
    p = next(p for p, _ in load_problem_set("6v3c") if not p.colorable)
    prompt = render_prompt("math", p.n, p.k, p.edges) if given_prompt else None
    parsed = parse_answer(reply, "math", k=p.k, n=p.n, edges=p.edges, prompt=prompt)
    verdict = judge_answer(parsed, "math", p.n, p.k, p.edges, p.colorable)
    assert verdict.outcome == "no_answer"
    assert parsed.note != "echo"
    assert "repeats the prompt" not in verdict.explanation


def test_prompt_with_words_dropped_is_still_explained_as_an_echo() -> None:
    """The neighbour kept: a garbled copy has no words the prompt lacks, so it is an echo."""
    rng = random.Random(5)
    for p in _problems(200):
        for frame in FRAMES:
            prompt = render_prompt(frame, p.n, p.k, p.edges)
            text = dict(corruptions(prompt, rng))["words dropped"]
            assert parse_answer(text, frame, k=p.k, n=p.n, edges=p.edges).note == "echo"
