"""Reading (F, H, gadget type) back from gadget prompts, with no Inspect involved."""

from __future__ import annotations

import pytest

from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    GADGET_TYPES,
    VERTEX_ROLES,
    Gadget,
    format_gadget,
)
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs
from ramsey_inspect.prompts import gadgets as prompts
from ramsey_inspect.prompts.kcoloring import FRAMES, render_prompt
from ramsey_inspect.providers._gadgets_prompt import PromptGadgetProblem, read_gadget_prompt

PAPER = gadget_problems(parse_pairs("paper"))
OTHERS = gadget_problems(parse_pairs("K1,3:C5,P3:K5-e,[0-1;0-2;0-3]:[0-1;1-2;2-3;3-0;0-2]"))


def as_read(problem: GadgetProblem) -> PromptGadgetProblem:
    return PromptGadgetProblem(problem.f, problem.h, problem.gadget_type)


def merged(problem: GadgetProblem, statement: str) -> str:
    """The single user turn of a profile without system prompt (DeepSeek-R1)."""
    system = prompts.system_prompt(problem.f, problem.h, problem.gadget_type)
    return f"Instructions:\n{system}\n\nTask:\n{statement}"


def statement(problem: GadgetProblem, hints: list[str] | None = None) -> str:
    return prompts.problem_statement(problem.f, problem.h, problem.gadget_type, hints or [])


def layout(gadget_type: str) -> Gadget:
    """A graph with the type's designated items: a layout, not a solution."""
    edges = ((0, 1), (0, 2), (1, 3))
    designated: dict[str, tuple[int, int] | int] = {}
    designated.update(zip(EDGE_ROLES.get(gadget_type, ()), edges, strict=False))
    designated.update(zip(VERTEX_ROLES.get(gadget_type, ()), (0, 2, 3), strict=False))
    return Gadget(4, edges, designated)


def another(problem: GadgetProblem) -> GadgetProblem:
    """A problem with a different pair and type, for decoy paragraphs."""
    return next(
        p
        for p in PAPER
        if (p.f.name, p.h.name) != (problem.f.name, problem.h.name)
        and p.gadget_type != problem.gadget_type
    )


class TestPaperProblems:
    def test_there_are_seventy(self) -> None:
        assert len(PAPER) == 70

    @pytest.mark.parametrize("problem", PAPER, ids=lambda p: p.id)
    def test_statement_alone(self, problem: GadgetProblem) -> None:
        """The user message of the task is enough."""
        assert read_gadget_prompt(statement(problem)) == as_read(problem)

    @pytest.mark.parametrize("problem", PAPER, ids=lambda p: p.id)
    def test_merged_with_the_system_message(self, problem: GadgetProblem) -> None:
        """Definitions in front of the statement do not count as a statement."""
        assert read_gadget_prompt(merged(problem, statement(problem))) == as_read(problem)

    @pytest.mark.parametrize("problem", PAPER, ids=lambda p: p.id)
    def test_every_hint_of_the_task(self, problem: GadgetProblem) -> None:
        f, h = problem.f, problem.h
        hints = [
            prompts.structural_hint(f, h),
            prompts.multiround_note(f, h, 50),
            prompts.NEXT_ROUND_TEXT,
            prompts.FINAL_ROUND_TEXT,
        ]
        assert read_gadget_prompt(statement(problem, hints)) == as_read(problem)

    @pytest.mark.parametrize("problem", PAPER, ids=lambda p: p.id)
    def test_a_decoy_statement_after_it(self, problem: GadgetProblem) -> None:
        """A worked example quoting another pair's statement does not change the problem."""
        decoy = another(problem)
        example = f"Here is a solved example. {statement(decoy)}\n" + format_gadget(
            decoy.gadget_type, layout(decoy.gadget_type)
        )
        text = merged(problem, statement(problem, [example]))
        assert read_gadget_prompt(text) == as_read(problem)

    def test_the_system_message_alone_is_no_statement(self) -> None:
        for problem in PAPER:
            assert (
                read_gadget_prompt(prompts.system_prompt(problem.f, problem.h, problem.gadget_type))
                is None
            )


class TestHintSettings:
    """The size and example hints of the task's hint settings."""

    @pytest.mark.parametrize(
        "problem", [p for p in PAPER if p.f.name == "K1,3"], ids=lambda p: p.id
    )
    def test_example_hint_for_the_smaller_star(self, problem: GadgetProblem) -> None:
        example = layout(problem.gadget_type)
        hints = [
            prompts.size_hint(7),
            prompts.example_hint(
                problem.f, problem.h, problem.gadget_type, parse_graph("P3"), example
            ),
        ]
        assert read_gadget_prompt(statement(problem, hints)) == as_read(problem)
        assert read_gadget_prompt(merged(problem, statement(problem, hints))) == as_read(problem)


class TestOtherPairs:
    @pytest.mark.parametrize("problem", OTHERS, ids=lambda p: p.id)
    def test_generated_pairs(self, problem: GadgetProblem) -> None:
        """Names beyond the paper's, edge lists included, are read back as given."""
        assert read_gadget_prompt(statement(problem)) == as_read(problem)

    def test_edge_list_names(self) -> None:
        assert {p.gadget_type for p in OTHERS if p.f.name.startswith("[")} == set(GADGET_TYPES)

    def test_line_breaks_and_spacing_inside_the_statement(self) -> None:
        problem = OTHERS[0]
        text = statement(problem).replace(" such that ", "\nsuch  that\n")
        assert read_gadget_prompt(text) == as_read(problem)


class TestNotAGadgetPrompt:
    @pytest.mark.parametrize("frame", FRAMES)
    def test_kcoloring_prompts(self, frame: str) -> None:
        assert read_gadget_prompt(render_prompt(frame, 4, 2, [(0, 1), (1, 2), (2, 3)])) is None

    @pytest.mark.parametrize(
        "text",
        [
            "",
            "hello",
            "Construct an (F,H)-good graph G together with an edge e of G.",
            "Construct an (X1,Y2)-good graph G together with an edge e of G such that e is "
            "red in every (X1,Y2)-good coloring of G.",
            # a pair that does not repeat itself
            "Construct an (P3,K3)-good graph G together with an edge e of G such that e is "
            "red in every (P3,K4)-good coloring of G.",
            # graph-like names the package refuses (too large, disconnected)
            "Construct an (K9,K3)-good graph G together with an edge e of G such that e is "
            "red in every (K9,K3)-good coloring of G.",
            "Construct an ([0-1;2-3],K3)-good graph G together with an edge e of G such that "
            "e is red in every ([0-1;2-3],K3)-good coloring of G.",
        ],
    )
    def test_junk(self, text: str) -> None:
        assert read_gadget_prompt(text) is None
