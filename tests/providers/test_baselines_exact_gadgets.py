"""``ramsey_inspect/exact`` on the gadgets task: it reads the problem and answers by search."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog, EvalSample
from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageUser,
    Model,
    get_model,
)
from inspect_ai.scorer import CORRECT, INCORRECT

import ramsey_inspect.providers.baselines as exact_module
from ramsey_inspect.core.gadget_search import SearchBudget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets.gadget_solutions import load_solutions
from ramsey_inspect.parsers.gadgets import parse_gadget
from ramsey_inspect.prompts.gadgets import NEXT_ROUND_TEXT, problem_statement, system_prompt
from ramsey_inspect.tasks.gadgets import gadgets

SCORER = "gadget_verifier"
EXACT = "ramsey_inspect/exact"
PAPER_PROBLEMS = 70
FOUND = "A CEGAR SAT search found the smallest "


def run(task_args: dict[str, Any], log_dir: Path, model: str | Model = EXACT) -> EvalLog:
    [log] = eval(gadgets(**task_args), model=model, display="none", log_dir=str(log_dir))
    assert log.status == "success", log.error
    return log


def samples(log: EvalLog) -> list[EvalSample]:
    assert log.samples is not None
    return log.samples


def values(log: EvalLog) -> set[Any]:
    return {s.scores[SCORER].value for s in samples(log) if s.scores is not None}


def accuracy(log: EvalLog) -> float:
    assert log.results is not None
    [first, *_] = log.results.scores
    return float(first.metrics["accuracy"].value)


def assert_all_correct(log: EvalLog, count: int) -> None:
    """Every sample is verified correct, each answer in one turn without tool calls."""
    assert len(samples(log)) == count
    assert values(log) == {CORRECT}
    assert accuracy(log) == 1.0
    for s in samples(log):
        assistant = [m for m in s.messages if isinstance(m, ChatMessageAssistant)]
        assert not any(m.tool_calls for m in assistant), s.id
        assert s.output.completion.startswith(FOUND), s.id
        assert "minimality proven" in s.output.completion


def exact(**model_args: Any) -> Model:
    return get_model(EXACT, memoize=False, **model_args)


@pytest.mark.slow
class TestPaperProblems:
    def test_zero_shot(self, tmp_path: Path) -> None:
        log = run({}, tmp_path)
        assert_all_correct(log, PAPER_PROBLEMS)
        shipped = load_solutions()
        for s in samples(log):
            answer = parse_gadget(s.output.completion, s.metadata["gadget_type"]).gadget
            assert answer == shipped[str(s.id)].gadget, s.id
            assert f"{answer.n} vertices" in s.output.completion

    @pytest.mark.parametrize("setting", ["structural_hint", "size_hint", "multiround"])
    def test_settings(self, tmp_path: Path, setting: str) -> None:
        log = run({"setting": setting}, tmp_path)
        assert_all_correct(log, PAPER_PROBLEMS)

    def test_multiround_answers_in_the_first_round(self, tmp_path: Path) -> None:
        log = run({"setting": "multiround", "tier": "hard"}, tmp_path)
        for s in samples(log):
            assert [m.role for m in s.messages] == ["system", "user", "assistant"], s.id

    def test_example_hint_names_another_pair(self, tmp_path: Path) -> None:
        """The worked (P3, H) example in a (K1,3, H) prompt is not taken for the problem."""
        log = run({"setting": "example_hint"}, tmp_path)
        assert_all_correct(log, len(samples(log)))
        assert {s.metadata["f"] for s in samples(log)} == {"K1,3"}
        assert all("(K1,3," in s.output.completion for s in samples(log))

    @pytest.mark.parametrize("setting", ["zero_shot", "multiround", "example_hint"])
    def test_deepseek_r1_profile(self, tmp_path: Path, setting: str) -> None:
        """System message merged into the user turn; prefilled '<think>' in one-shot settings."""
        log = run({"setting": setting, "profile": "DeepSeek-R1"}, tmp_path)
        assert_all_correct(log, len(samples(log)))
        for s in samples(log):
            assert s.messages[0].role == "user"
            assert s.messages[0].text.startswith("Instructions:\n")
            assert not any(m.role == "system" for m in s.messages)


class TestOtherPairs:
    @pytest.mark.slow
    def test_searched_on_the_fly(self, tmp_path: Path) -> None:
        types = "red_determiner,negative_sender,clause"
        log = run({"pairs": "K1,3:C5", "types": types}, tmp_path)
        assert_all_correct(log, 3)
        assert not set(load_solutions()) & {str(s.id) for s in samples(log)}

    def test_no_gadget_within_the_budget_is_an_incorrect_answer(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """The budget counts work, so this answer is the same on every machine."""
        monkeypatch.setattr(exact_module, "ON_DEMAND_BUDGET", SearchBudget(1, 1))
        log = run({"pairs": "K1,3:C5", "types": "red_determiner,variable"}, tmp_path)
        assert values(log) == {INCORRECT}
        assert accuracy(log) == 0.0
        for s in samples(log):
            text = s.output.completion
            assert "found no" in text
            assert "the search budget (1 conflicts, 1 search steps)" in text
            assert "GADGET" not in text
            assert s.scores is not None
            assert s.scores[SCORER].metadata == {"epoch": 1, "failure": "no_block"}

    @pytest.mark.slow
    def test_the_safety_time_limit_gives_an_error_not_an_answer(self, tmp_path: Path) -> None:
        """Where the clock stops a search depends on the machine: no score from it."""
        model = exact(search_seconds=1e-9)
        task = gadgets(pairs="K1,3:C5", types="red_determiner")
        [log] = eval(task, model=model, display="none", log_dir=str(tmp_path))
        assert log.status == "error"
        assert log.error is not None
        assert "reached its 1e-09 s safety limit before its budget" in log.error.message

    def test_shipped_problems_ignore_the_time_limit(self, tmp_path: Path) -> None:
        log = run({"pairs": "P3:K4"}, tmp_path, exact(search_seconds=1e-9))
        assert_all_correct(log, 6)


class TestConversations:
    """Direct ``generate`` calls with the message shapes the solvers produce."""

    @staticmethod
    def messages(f: str, h: str, gadget_type: str) -> list[ChatMessage]:
        ff, hh = parse_graph(f), parse_graph(h)
        return [
            ChatMessageSystem(content=system_prompt(ff, hh, gadget_type)),
            ChatMessageUser(content=problem_statement(ff, hh, gadget_type)),
        ]

    async def test_asked_again_answers_again(self) -> None:
        first = self.messages("K1,3", "K4-e", "positive_sender")
        model = exact()
        reply = await model.generate(first)
        again = await model.generate(
            [
                *first,
                ChatMessageAssistant(content="Let me think."),
                ChatMessageUser(content=NEXT_ROUND_TEXT),
            ]
        )
        assert reply.completion.startswith(FOUND)
        assert again.completion == reply.completion
        assert reply.message.tool_calls is None

    async def test_system_message_alone_with_a_bare_user_turn(self) -> None:
        """No statement in the user turn: the system message's definitions are no problem."""
        [system, _] = self.messages("P3", "C4", "red_determiner")
        output = await exact().generate([system, ChatMessageUser(content="Go on.")])
        assert "cannot find" in output.completion

    async def test_greedy_does_not_answer_gadgets(self) -> None:
        output = await get_model("ramsey_inspect/greedy").generate(
            self.messages("P3", "C4", "red_determiner")
        )
        assert "cannot find a k-coloring problem" in output.completion

    async def test_a_non_star_hardness_problem_gets_a_sentence(self) -> None:
        f, h = parse_graph("P4"), parse_graph("K3")
        prompt = problem_statement(f, h, "clause")
        output = await exact().generate(prompt)
        assert "cannot search" in output.completion
        assert "star" in output.completion

    @pytest.mark.parametrize("seconds", [0, -1, "soon", float("nan")])
    def test_search_seconds_must_be_positive(self, seconds: Any) -> None:
        with pytest.raises(ValueError, match="search_seconds"):
            exact(search_seconds=seconds)

    def test_search_seconds_from_the_command_line(self) -> None:
        """``-M search_seconds=5`` may arrive as text."""
        exact(search_seconds="5")
