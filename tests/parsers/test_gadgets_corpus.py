"""The gadget scorer on realistic replies (``gadget_corpus``) and on seeded hostile ones.

Each corpus reply is scored end to end on a TaskState for its problem, and must get the
verdict a careful grader gives, read the gadget the grader reads, and say why. The fuzz
test feeds mutated corpus replies, junk and hostile text: every one must come back as a
score with an explanation, never an exception. Timing is measured in
``benchmarks/parse_gadgets.py``, not asserted here.
"""

from __future__ import annotations

import asyncio
import random
import string
from collections import Counter
from collections.abc import Coroutine
from typing import Any

import networkx as nx
import pytest
from gadget_corpus import CASES, SOLUTIONS, Case
from inspect_ai.model import ChatMessageSystem, ChatMessageUser, ModelOutput
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Target
from inspect_ai.solver import TaskState

from prompt_echoes import gadget_prompts
from ramsey_inspect.core.gadgets import Gadget, format_gadget
from ramsey_inspect.datasets.gadget_solutions import load_solutions
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs
from ramsey_inspect.scorers.gadgets import gadget_verifier

PROBLEMS: dict[str, GadgetProblem] = {p.id: p for p in gadget_problems(parse_pairs("paper"))}
PARSE_CODES = {
    "no_block",
    "malformed",
    "ambiguous",
    "too_large",
    "self_loop",
    "out_of_range",
    "missing_role",
    "role_not_edge",
    "roles_not_distinct",
}


def task_state(reply: str, problem: GadgetProblem, stop_reason: str = "stop") -> TaskState:
    output = ModelOutput.from_content("mockllm/model", reply, stop_reason=stop_reason)  # type: ignore[arg-type]
    return TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=problem.id,
        epoch=1,
        input="construct a gadget",
        messages=[ChatMessageUser(content="construct a gadget")],
        output=output,
        metadata={
            "f": problem.f.name,
            "h": problem.h.name,
            "gadget_type": problem.gadget_type,
            "tier": problem.tier,
            "setting": "zero_shot",
        },
    )


async def score_reply(reply: str, problem: GadgetProblem, stop_reason: str = "stop") -> Score:
    result = await gadget_verifier()(task_state(reply, problem, stop_reason), Target(""))
    assert result is not None
    return result


class TestCorpusShape:
    def test_size_spread_and_real_problems(self) -> None:
        assert len(CASES) >= 60
        assert len({c.name for c in CASES}) == len(CASES)
        assert all(c.style for c in CASES)
        assert {c.problem for c in CASES} <= set(PROBLEMS)
        verdicts = Counter(c.verdict for c in CASES)
        assert verdicts["C"] >= 25
        assert verdicts["I"] >= 25
        kinds = {PROBLEMS[c.problem].gadget_type for c in CASES}
        assert len(kinds) == 6

    @pytest.mark.parametrize("problem_id", sorted(SOLUTIONS))
    def test_solutions_are_shipped_minimal_gadgets_renamed(self, problem_id: str) -> None:
        shipped = load_solutions()[problem_id].gadget
        assert shipped is not None
        ours = SOLUTIONS[problem_id]
        assert ours.n == shipped.n
        assert nx.is_isomorphic(_graph(ours), _graph(shipped))


def _graph(g: Gadget) -> nx.Graph[int]:
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(g.n))
    graph.add_edges_from(g.edges)
    return graph


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
async def test_corpus_verdict(case: Case) -> None:
    problem = PROBLEMS[case.problem]
    result = await score_reply(case.reply, problem, case.stop_reason)
    assert result.explanation
    assert result.metadata is not None
    assert result.value == case.verdict, (case.style, result.explanation)
    if case.verdict == "C":
        assert result.metadata["failure"] is None
    else:
        assert result.metadata["failure"] == case.failure, result.explanation
    if case.reason is not None:
        assert result.reason == case.reason
    if case.expect is not None:
        assert result.answer == format_gadget(problem.gadget_type, case.expect)
    if result.metadata["failure"] in PARSE_CODES:
        assert result.answer == ""
        assert result.reason in ("invalid_response_format", "no_response")
    else:
        assert result.metadata["one_based"] is case.one_based
    if case.says is not None:
        assert case.says in result.explanation


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
async def test_corpus_verdict_with_the_prompt_known(case: Case) -> None:
    """Read against the sample's real prompt, no reply changes verdict (none is an echo)."""
    prompt = next(p for p in gadget_prompts("zero_shot") if p.sample_id == case.problem)
    state = task_state(case.reply, PROBLEMS[case.problem], case.stop_reason)
    state.messages = [
        ChatMessageSystem(content=prompt.system),
        ChatMessageUser(content=prompt.user),
    ]
    result = await gadget_verifier()(state, Target(""))
    assert result is not None
    assert result.metadata is not None
    assert result.value == case.verdict, (case.style, result.explanation)
    assert result.metadata["failure"] == (None if case.verdict == "C" else case.failure)


# --- fuzz -------------------------------------------------------------------------------------

FUZZ_REPLIES = 1200
NOISE = [
    "BEGIN GADGET", "END GADGET", "BEGIN_GADGET", "<think>", "</think>", "vertices:",
    "edges:", "e:", "f:", "i1:", "u1 =", "n1:", "(", ")", "{", "}", "[", "]", "--", "—",
    "...", "or", "$", "\\{", "**", "`", "```", "|", "//", "\n", "\n\n", ",", ";", " ",
    "0-1", "2 3", "(4,5)", "{6,7}", "9", "30", "31", "999999", "1234567",
]  # fmt: skip


def _mutate(rng: random.Random, text: str) -> str:
    """A corpus reply with a few realistic accidents: edits, dropped or doubled lines."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(6)
        i = rng.randrange(len(lines))
        if op == 0:
            del lines[i]
            if not lines:
                lines = [""]
        elif op == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 2:
            lines.insert(i, rng.choice(NOISE))
        elif op == 3 and lines[i]:
            j = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:j] + rng.choice(NOISE + list("0123456789-,:")) + lines[i][j + 1 :]
        elif op == 4:
            cut = rng.randrange(len(text) + 1)
            return text[:cut]
        else:
            lines[i] = lines[i].replace("-", rng.choice([" ", "--", ",", "—", "-", ""]))
    return "\n".join(lines)


def _junk(rng: random.Random) -> str:
    pick = rng.randrange(5)
    if pick == 0:
        return rng.randbytes(rng.randrange(800)).decode("utf-8", errors="replace")
    if pick == 1:
        return "".join(rng.choice(NOISE) for _ in range(rng.randrange(200)))
    if pick == 2:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(600)))
    if pick == 3:
        depth = rng.randrange(1, 300)
        return "BEGIN GADGET\nedges: " + "(" * depth + "0,1" + ")" * depth + "\nEND GADGET"
    return "<think>" * rng.randrange(5) + "BEGIN GADGET\n" + "</think>" * rng.randrange(5)


RUN = 180_000
"""Hostile parts are sized to lie inside the searched tail of the reply."""
HOSTILE = [
    "BEGIN GADGET\nvertices: 5\nedges: " + "0" * RUN + "\nEND GADGET",
    "BEGIN GADGET\n" + "e" + " " * RUN + "x\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "0-1 " * (RUN // 4) + "\ne: 0-1\nEND GADGET",
    "BEGIN GADGET\n" + "i1, " * (RUN // 4) + ": 0\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "{" * RUN + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "0," * (RUN // 2) + "\nEND GADGET",
    "BEGIN GADGET\n" * (RUN // 13) + "END GADGET",
    "BEGIN GADGET\n" + "\\text{" * (RUN // 6) + "\nEND GADGET",
    "BEGIN GADGET\n" + "| a " * (RUN // 4) + "|\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "0-1-" * (RUN // 4) + "\nEND GADGET",
    "BEGIN GADGET " + "vertices: 3 " * (RUN // 12) + "END GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: 0-1\ne: 0" + "-0" * (RUN // 2) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: 0-1\n" + "e: " * (RUN // 3) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "(0, " * (RUN // 4) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "0 " * (RUN // 2) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: 0-1\ne: 0-1 " + "(" * (RUN // 2) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: 0-1\n" + "number of " * (RUN // 10) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: " + "0, " * (RUN // 3) + "\nEND GADGET",
    "BEGIN GADGET\n" + "<think>" * (RUN // 7) + "\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges:\n" + "0-1\n" * (RUN // 4) + "e: 0-1\nEND GADGET",
    "BEGIN GADGET\nvertices: 5\nedges: " + "0-1, " * 200_000 + "\ne: 0-1\nEND GADGET",
    "x" * 1_000_000 + "BEGIN GADGET vertices: 3 edges: 0-1, 1-2 e: 0-1 END GADGET",
]
"""Replies of about a megabyte whose last 180,000 characters invite slow paths."""


def _hostile(index: int) -> str:
    return "a line of filler text\n" * 50_000 + HOSTILE[index]


@pytest.mark.slow
def test_fuzz_every_reply_gets_an_explained_score() -> None:
    """1,200 seeded replies through the scorer: no exception, every score explained.

    Mutated corpus replies keep graphs at most 10 vertices, so the SAT verifier stays
    cheap; large hostile inputs are in the slow test below.
    """
    rng = random.Random(20241122)
    seen: Counter[str] = Counter()
    for n in range(FUZZ_REPLIES):
        base = rng.choice(CASES)
        reply = _mutate(rng, base.reply) if n % 3 else _junk(rng)
        problem = PROBLEMS[base.problem]
        stop = rng.choice(["stop", "stop", "max_tokens"])
        result = _run(score_reply(reply, problem, stop))
        _check(result, reply)
        seen[str(result.value)] += 1
    assert seen[CORRECT] > 50  # mutations keep some answers right
    assert seen[INCORRECT] > 50


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(HOSTILE)))
def test_hostile_megabyte_replies(index: int) -> None:
    problem = PROBLEMS["K1_3-K4-red-determiner"]
    reply = _hostile(index)
    assert len(reply) >= 1_000_000
    _check(_run(score_reply(reply, problem)), reply)


def _check(result: Score, reply: str) -> None:
    assert result.value in (CORRECT, INCORRECT)
    assert result.explanation, reply[:200]
    assert result.metadata is not None
    if result.value == INCORRECT:
        assert result.metadata["failure"], reply[:200]
    if result.metadata["failure"] in PARSE_CODES:
        expected = "invalid_response_format" if reply.strip() else "no_response"
        assert result.reason == expected


def _run(coro: Coroutine[Any, Any, Score]) -> Score:
    return asyncio.run(coro)
