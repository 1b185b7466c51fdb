"""How the k-coloring reader takes an answer the way a grader would.

Hedges, reasoning in think tags, commentary after or under the answer, alternative
colorings, abbreviations, tables and headings, and verdicts in words. The problem is a
triangle 0-1-2 with a path 2-3-4-5 (3-colorable), as in ``test_kcoloring_parser``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.parsers._kcoloring_lines import lexicon, line_pairs
from ramsey_inspect.parsers.kcoloring import (
    MAX_SCAN_LINES,
    ColoringVerdict,
    ParsedAnswer,
    judge_answer,
    parse_answer,
    visible_text,
)
from ramsey_inspect.prompts.kcoloring import FRAMES, format_answer

N, K = 6, 3
EDGES: list[Edge] = [(0, 1), (0, 2), (1, 2), (2, 3), (3, 4), (4, 5)]
PROPER = [0, 1, 2, 0, 1, 0]
MATH = format_answer("math", PROPER)
FRIENDS = format_answer("friends", PROPER)
K4_EDGES: list[Edge] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


def read(text: str, frame: str = "math", *, k: int | None = K) -> ParsedAnswer:
    """Parse ``text`` with the problem's size and edges, as the scorer does."""
    return parse_answer(text, frame, k=k, n=N, edges=EDGES)


def judge(
    text: str,
    frame: str = "math",
    *,
    k: int = K,
    edges: Sequence[Edge] = EDGES,
    colorable: bool = True,
) -> ColoringVerdict:
    """Parse and judge ``text`` as the scorer does."""
    parsed = parse_answer(text, frame, k=k, n=N, edges=edges)
    return judge_answer(parsed, frame, N, k, edges, colorable)


def coloring(parsed: ParsedAnswer) -> dict[int | None, int | None]:
    """Vertex to color as parsed (the last pair for a vertex named twice)."""
    assert parsed.kind == "coloring", parsed
    return {a.vertex: a.color for a in parsed.assignments}


class TestHedges:
    """A line offering a vertex several colors gives it none: the coloring is invalid."""

    @pytest.mark.parametrize(
        ("frame", "line", "vertex"),
        [
            ("math", "0: Red, Green, Blue", "vertex 0"),
            ("math", "1: Green or Red", "vertex 1"),
            ("math", "2: Red/Green", "vertex 2"),
            ("friends", "Alice: Red (or Blue)", "person Alice"),
            ("friends", "Alice: either Red or Blue", "person Alice"),
            ("math", "3: Red and/or Green", "vertex 3"),
            ("math", "4: Green (Blue would also work)", "vertex 4"),
            ("math", "5: Red, or maybe Blue", "vertex 5"),
            ("cities", "City 2: VP or Secretary", "city 2"),
        ],
    )
    def test_hedged_line_is_invalid_and_named(self, frame: str, line: str, vertex: str) -> None:
        """Each hedge form, put into an otherwise proper answer, fails and names the vertex."""
        answer = format_answer(frame, PROPER).split("\n")
        entity = line.split(":")[0].removeprefix("City ")
        index = next(i for i, a in enumerate(answer) if a.split(":")[0].split(" ")[0] == entity)
        answer[index] = line
        verdict = judge("\n".join(answer), frame)
        assert verdict.outcome == "invalid_coloring", verdict
        assert f"{vertex} is offered" in verdict.explanation

    def test_hedge_is_kept_in_the_answer(self) -> None:
        """The rendered answer and the assignment show every color offered."""
        parsed = read(MATH.replace("1 Green", "1: Green or Red"))
        hedged = next(a for a in parsed.assignments if a.vertex == 1)
        assert hedged.color is None
        assert hedged.alternatives == ("Green", "Red")
        assert "1 Green or Red" in parsed.render("math").split("\n")

    @pytest.mark.parametrize(
        "line",
        [
            "Alice: Red (not Blue, since Bob is Blue)",
            "Alice: Red (she is adjacent to Bob)",
            "Alice: Red (instead of Blue)",
            "Alice: Red, neither Green nor Blue",
            "Alice: Red (Green and Blue are taken by her friends)",
            "Alice: Red (red)",
            "Alice: Red (she can't wear Green)",
        ],
    )
    def test_other_colors_in_comments_are_not_hedges(self, line: str) -> None:
        """Colors ruled out, explained or repeated leave the one color given."""
        text = FRIENDS.replace("Alice: Red", line)
        assert coloring(read(text, "friends"))[0] == 0
        assert judge(text, "friends").correct

    def test_ruled_out_color_in_a_sentence(self) -> None:
        """'Alice can't wear Green, so Alice wears Red' gives Alice Red."""
        pairs = line_pairs("Alice can't wear Green, so Alice wears Red.", lexicon("friends"))
        assert [(a.entity, a.value) for a in pairs] == [("Alice", "Red")]

    def test_color_groups_are_not_hedges(self) -> None:
        """``Red: 0, 3, 5`` gives three vertices one color each."""
        assert judge("Red: 0, 3, 5\nGreen: 1, 4\nBlue: 2").correct

    def test_listed_vertices_with_listed_colors(self) -> None:
        """``0 and 1: Red and Green`` pairs in order; ``or`` between them is a hedge."""
        in_order = MATH.replace("0 Red\n1 Green", "0 and 1: Red and Green")
        assert judge(in_order).correct
        hedged = judge(MATH.replace("0 Red\n1 Green", "0 and 1: Red or Green"))
        assert "vertex 0 is offered Red or Green" in hedged.explanation
        assert "vertex 1 is offered Red or Green" in hedged.explanation

    def test_hedge_on_uncolorable_graph_is_missed_impossible(self) -> None:
        """A hedged coloring is still a coloring, so it misses the impossible verdict."""
        verdict = judge("0 Red\n1 Green\n2 Blue\n3 Red or Green", edges=K4_EDGES, colorable=False)
        assert verdict.outcome == "missed_impossible"
        assert "vertex 3 is offered Red or Green" in verdict.explanation


class TestThinking:
    """Reasoning between think tags is never the answer."""

    def test_coloring_inside_think_is_not_read(self) -> None:
        """A wrong coloring while thinking and a proper one after: the proper one counts."""
        text = f"<think>\n0 Red\n1 Red\n2 Blue\n3 Red\n4 Green\n5 Red\n</think>\n\n{MATH}"
        assert judge(text).correct

    def test_answer_only_inside_think_is_no_answer(self) -> None:
        """A coloring given only while thinking leaves the visible reply without one."""
        text = f"<think>\n{MATH}\n</think>\n\nI could not finish."
        assert judge(text).outcome == "no_answer"

    def test_unclosed_think_is_no_answer(self) -> None:
        """A reply cut off while thinking has no answer, whatever the thinking holds."""
        assert judge(f"<think>\nLet me see.\n{MATH}\nNow check each edge").outcome == "no_answer"

    def test_prefilled_think_has_no_opening_tag(self) -> None:
        """With ``<think>`` prefilled, everything before ``</think>`` is reasoning."""
        text = "0 Red\n1 Red\n2 Red\n3 Red\n4 Red\n5 Red\n</think>\nImpossible"
        assert read(text).kind == "impossible"
        assert judge(f"Impossible, surely.\n</think>\n{MATH}").correct

    def test_impossible_inside_think_does_not_count(self) -> None:
        """'Impossible' said while thinking does not override the visible coloring."""
        assert judge(f"<think>\nIs it impossible?\nImpossible.\n</think>\n{MATH}").correct

    @pytest.mark.parametrize("tag", ["think", "THINK", "thinking"])
    def test_tag_spellings(self, tag: str) -> None:
        """Upper case and ``<thinking>`` are tags too."""
        text = f"<{tag}>\n0 Red\n1 Red\n</{tag}>\n{MATH}"
        assert visible_text(text).strip() == MATH
        assert judge(text).correct

    def test_gpt_oss_channels(self) -> None:
        """Of channels written out as text, only the final channel is read."""
        text = "<|channel|>analysis<|message|>0 Red\n1 Red<|end|>"
        assert judge(text).outcome == "no_answer"
        final = f"{text}<|start|>assistant<|channel|>final<|message|>{MATH}"
        assert judge(final).correct


class TestCommentary:
    """Explanations after the answer and notes under its lines do not replace it."""

    def test_explanation_bullets_after_the_answer(self) -> None:
        """Bold bullets restating some colors after a complete list leave the list."""
        text = (
            f"```\n{FRIENDS}\n```\n\n**Explanation:**\n"
            "- **Carol** wears **Blue**. Her friends Alice and Bob cannot wear Blue.\n"
            "- **Dave** wears **Red**, unlike Carol.\n"
        )
        assert judge(text, "friends").correct

    def test_vertex_sentences_after_the_answer(self) -> None:
        """'Vertex 1 is adjacent to Vertex 0, so it is colored Green.' is commentary."""
        text = (
            f"{MATH}\n\n**Explanation:**\n"
            "- Vertex 1 is adjacent to Vertex 0, so it is colored Green.\n"
            "- Vertex 2 is adjacent to both, so it is Blue."
        )
        assert judge(text).correct

    def test_explanation_restating_differently_does_not_replace_answer(self) -> None:
        """A complete restatement under an explanation heading yields to the answer."""
        restated = "\n".join(f"- Vertex {v} is {c}." for v, c in enumerate(
            ["Red", "Green", "Blue", "Red", "Green", "Green"]
        ))  # fmt: skip
        verdict = judge(f"**Answer:**\n{MATH}\n\n**Explanation:**\n{restated}")
        assert verdict.correct, verdict.explanation

    def test_explanation_heading_not_after_an_answer(self) -> None:
        """A heading after a failed attempt and a remark does not demote the coloring under it."""
        wrong = "0 Red\n1 Red\n2 Blue\n3 Red\n4 Green\n5 Red"
        text = f"{wrong}\nThis fails at 0-1.\n\n**Explanation:**\nThe right coloring is:\n{MATH}"
        assert judge(text).correct

    @pytest.mark.parametrize("indent", ["    ", "  ", ""])
    def test_sub_bullets_under_answer_lines(self, indent: str) -> None:
        """Neighbour colors in a sub-bullet are a check, indented or not."""
        lines = []
        for v, c in enumerate(["Red", "Green", "Blue", "Red", "Green", "Red"]):
            marker = "- " if indent else ""
            lines.append(f"{marker}**Vertex {v}:** {c}")
            lines.append(f"{indent}- Adjacent to Vertex {(v + 1) % 6} (Blue), Vertex 9 (Red).")
            lines.append(f"{indent}- {(v + 2) % 6} is Green, {(v + 3) % 6} is Blue")
        assert judge("\n".join(lines)).correct

    def test_answer_lines_with_trailing_reasons(self) -> None:
        """A reason after the color keeps the line in its list."""
        text = (
            "- **0: Red** - highest degree, so colored first\n- **1: Green** - must differ\n"
            "- **2: Blue**\n- **3: Red** - only touches 2 and 4\n- **4: Green**\n- **5: Red**"
        )
        assert judge(text).correct

    def test_prose_line_does_not_join_the_list(self) -> None:
        """A sentence naming a vertex and colors right above the list is not part of it."""
        text = f"Let me think about vertex 3 and Red or Green.\n{MATH}"
        assert judge(text).correct

    def test_partial_fix_after_the_answer_is_not_applied(self) -> None:
        """A later line recoloring one vertex does not replace the complete coloring."""
        text = f"{MATH}\n\nActually, 5 could be Blue instead:\n5 Blue"
        assert coloring(read(text))[5] == 0


class TestAlternatives:
    """Several colorings are separate candidates; the last complete one is the answer."""

    WRONG = "0 Red\n1 Red\n2 Blue\n3 Red\n4 Green\n5 Red"

    def test_last_of_two_counts(self) -> None:
        """'One possible ... Alternatively ...': the alternative is judged."""
        good_last = f"One possible coloring:\n{self.WRONG}\n\nAlternatively:\n{MATH}"
        assert judge(good_last).correct
        bad_last = f"One possible coloring:\n{MATH}\n\nAlternatively:\n{self.WRONG}"
        assert "vertex 0 and vertex 1 share an edge" in judge(bad_last).explanation

    def test_inline_alternative_is_not_merged(self) -> None:
        """An alternative on one line right after the list is its own candidate."""
        swapped = "Alternatively: Alice: Green, Bob: Red, Carol: Blue, Dave: Green, "
        swapped += "Ethan: Red, Fran: Green"
        verdict = judge(f"{FRIENDS}\n{swapped}", "friends")
        assert verdict.correct
        assert "given both" not in verdict.explanation

    def test_back_to_back_full_colorings(self) -> None:
        """Two complete lists with no line between them are two candidates."""
        assert judge(f"{self.WRONG}\n{MATH}").correct

    def test_incomplete_last_block_does_not_replace_complete_one(self) -> None:
        """A partial block after a complete coloring is commentary."""
        assert judge(f"{MATH}\n\nCheck:\n0 Red\n1 Green").correct

    def test_most_complete_block_judged_when_none_is_complete(self) -> None:
        """Without a complete block, the fullest one is judged, naming what is missing."""
        verdict = judge("0 Red\n1 Green\n2 Blue\n3 Red\n4 Green\n\nSo:\n- 0 is Red")
        assert verdict.explanation == "no choice given for vertex 5."


class TestAbbreviations:
    """Capital letters and unambiguous prefixes of the frame's names, as the study read."""

    @pytest.mark.parametrize(
        "text",
        [
            "0 R\n1 G\n2 B\n3 R\n4 G\n5 R",
            "0: R, 1: G, 2: B, 3: R, 4: G, 5: R",
            '{"0": "R", "1": "G", "2": "B", "3": "R", "4": "G", "5": "R"}',
            "| 0 | R |\n| 1 | G |\n| 2 | B |\n| 3 | R |\n| 4 | G |\n| 5 | R |",
            "R: 0, 3, 5\nG: 1, 4\nB: 2",
            "0 Re\n1 Gre\n2 Blu\n3 RED\n4 gree\n5 R.",
        ],
    )
    def test_math_letters_and_prefixes(self, text: str) -> None:
        """Letters and prefixes right after a vertex, or heading a group, are colors."""
        if "Re\n" in text:
            text = text.replace("0 Re\n", "0 Red\n")  # "re" is an English word, not read
        assert judge(text).correct

    def test_fourth_color_letter(self) -> None:
        """Y is Yellow, allowed with four colors and named as not allowed with three."""
        text = "0 R\n1 G\n2 B\n3 Y\n4 G\n5 R"
        assert judge(text, k=4).correct
        assert "Yellow is not an allowed choice for vertex 3" in judge(text).explanation

    def test_letter_resolves_among_allowed_colors(self) -> None:
        """B could be Blue or Brown; with three allowed colors it is Blue."""
        assert coloring(read("2 B"))[2] == 2
        ambiguous = read("2 B", k=None).assignments[0]
        assert ambiguous.color is None
        assert ambiguous.readings == ("Blue", "Brown")

    @pytest.mark.parametrize(
        "text",
        [
            "1 P\n2 V\n3 S\n4 P\n5 V\n6 P",
            "1 Pres.\n2 V.P.\n3 Sec.\n4 Pres\n5 Vice Pres.\n6 Pres",
            "City 1: Pres\nCity 2: Vice\nCity 3: Sec. of State\nCity 4: P\nCity 5: VP\nCity 6: P",
        ],
    )
    def test_cities_abbreviations(self, text: str) -> None:
        """Honorees by initial or prefix: President, VP, Secretary."""
        assert judge(text, "cities").correct

    def test_ambiguous_prefix_is_named(self) -> None:
        """With four honorees, S is Secretary or Speaker: invalid, saying so."""
        text = "1 P\n2 V\n3 S\n4 P\n5 V\n6 P"
        verdict = judge(text, "cities", k=4)
        assert verdict.outcome == "invalid_coloring"
        assert "S for city 3 could be Secretary or Speaker" in verdict.explanation
        assert judge(text.replace("3 S", "3 Sec"), "cities", k=4).correct

    def test_friends_letters(self) -> None:
        """Shirt colors by initial."""
        text = "Alice: R\nBob: G\nCarol: B\nDave: R\nEthan: G\nFran: R"
        assert judge(text, "friends").correct

    @pytest.mark.parametrize(
        "text",
        [
            "Vertex 0 of G has degree 2.",
            "0 or 1 is next.",
            "Vertex 0 re-colored later.",
            "0 r\n1 g",
            "Vertex 4 B ranks second.",
        ],
    )
    def test_loose_letters_are_not_colors(self, text: str) -> None:
        """Letters not written as a vertex's color (or lower case single letters) say nothing."""
        parsed = read(text)
        assert parsed.kind == "none" or all(a.color is None for a in parsed.assignments), parsed


class TestTablesAndHeadings:
    """Tables are read by their header; a color heading colors the list under it."""

    def test_neighbours_column_before_color(self) -> None:
        """Only the vertex and color columns assign."""
        rows = ["| 0 | 1, 2 | Red |", "| 1 | 0, 2 | Green |", "| 2 | 0, 1, 3 | Blue |"]
        rows += ["| 3 | 2, 4 | Red |", "| 4 | 3, 5 | Green |", "| 5 | 4 | Red |"]
        text = "| Vertex | Neighbors | Color |\n|---|---|---|\n" + "\n".join(rows)
        assert judge(text).correct

    def test_neighbour_colors_column(self) -> None:
        """A column listing neighbours' colors is a check."""
        rows = [
            f"| {v} | {c} | Red, Green, Blue |"
            for v, c in enumerate(["Red", "Green", "Blue", "Red", "Green", "Red"])
        ]
        text = "| Vertex | Color | Neighbor colors |\n|---|---|---|\n" + "\n".join(rows)
        assert judge(text).correct

    def test_hedge_in_a_table_cell(self) -> None:
        """Two colors in the color cell are a hedge."""
        text = "| Vertex | Color |\n|---|---|\n| 0 | Red / Blue |\n" + "\n".join(
            f"| {v} | {c} |" for v, c in enumerate(["Red", "Green", "Blue", "Red", "Green", "Red"])
        )
        assert "vertex 0 is offered Red or Blue" in judge(text).explanation

    def test_color_headings_over_names(self) -> None:
        """``**Red:**`` then bullets of people."""
        text = (
            "**Red:**\n* Alice\n* Dave\n* Fran\n\n**Green:**\n* Bob\n* Ethan\n\n**Blue:**\n* Carol"
        )
        assert judge(text, "friends").correct


class TestVerdictWords:
    """What counts as saying 'impossible', and what is only a remark."""

    @pytest.mark.parametrize(
        "remark",
        [
            "Note: vertex 4 cannot be colored Red because 3 is Red.",
            "Vertices 0 and 1 cannot be colored the same.",
            "It is impossible for 0 and 1 to share a color.",
            "With only two colors this would be impossible.",
            "If 2 were Red, the coloring would be impossible.",
        ],
    )
    def test_remarks_after_a_complete_coloring(self, remark: str) -> None:
        """A remark about a vertex, a pair or a what-if leaves the coloring standing."""
        assert judge(f"{MATH}\n\n{remark}").correct

    @pytest.mark.parametrize(
        "verdict",
        [
            "Wait, that's wrong. So it is impossible.",
            "Therefore no valid coloring exists.",
            "After all, a proper 3-coloring does not exist.",
            "There is no way to color the graph.",
        ],
    )
    def test_verdict_after_a_coloring(self, verdict: str) -> None:
        """A plain verdict after the coloring overrides it."""
        assert read(f"{MATH}\n\n{verdict}").kind == "impossible"

    def test_answer_label_holds_against_walkthrough(self) -> None:
        """'**Answer: Impossible**' then an explanation walking through a coloring."""
        text = "**Answer: Impossible**\n\nExplanation:\n" + format_answer("math", [0, 1, 2, 0])
        assert judge(text, edges=K4_EDGES, colorable=False).correct

    def test_answer_label_withdrawn_by_a_correction(self) -> None:
        """'Final answer: Impossible', then 'Wait, actually ...' and a full coloring."""
        text = f"Final answer: Impossible\n\nWait, actually it works:\n{MATH}"
        assert judge(text).correct

    def test_partial_attempt_then_refusal(self) -> None:
        """A partial attempt followed by declining to answer is a refusal."""
        text = "0 Red\n1 Green\n2 Blue\n\nI am unable to determine whether a coloring exists."
        assert judge(text).outcome == "refusal"

    def test_question_is_not_a_verdict(self) -> None:
        """'Is it impossible? No.' before a partial coloring leaves the coloring."""
        verdict = judge("Is it impossible? No.\n0 Red\n1 Green")
        assert verdict.outcome == "invalid_coloring"


class TestBounds:
    """Only the end of the visible reply is read."""

    def test_answer_before_the_last_lines_is_not_read(self) -> None:
        """More than ``MAX_SCAN_LINES`` lines after the answer hide it."""
        filler = "\n".join(f"Note {i}." for i in range(MAX_SCAN_LINES))
        assert judge(f"{MATH}\n{filler}").outcome == "no_answer"
        assert judge(f"{MATH}\n{filler[: len(filler) // 2]}").correct


class TestMarkup:
    """LaTeX, strikethrough and emoji around the answer."""

    @pytest.mark.parametrize(
        "text",
        [
            "$$\\begin{array}{c|c} 0 & \\text{Red} \\\\ 1 & \\text{Green} \\\\ 2 & \\text{Blue}"
            " \\\\ 3 & \\text{Red} \\\\ 4 & \\text{Green} \\\\ 5 & \\text{Red} \\end{array}$$",
            "\n".join(
                f"- $v_{{{v}}} \\to \\text{{{c}}}$"
                for v, c in enumerate(["Red", "Green", "Blue", "Red", "Green", "Red"])
            ),
            "\\boxed{0: Red, 1: Green, 2: Blue, 3: Red, 4: Green, 5: Red}",
        ],
    )
    def test_latex(self, text: str) -> None:
        """Arrays, subscripts, arrows and boxes are read through."""
        assert judge(text).correct

    def test_struck_out_color(self) -> None:
        """``~~Green~~ Blue`` is a correction: Blue."""
        assert judge(MATH.replace("2 Blue", "2 ~~Green~~ Blue")).correct

    @pytest.mark.parametrize("frame", ["math", "friends"])
    def test_emoji(self, frame: str) -> None:
        """Colored circles and squares name their color."""
        text = format_answer(frame, PROPER)
        for name, mark in (("Red", "🔴"), ("Green", "🟩"), ("Blue", "🔵")):
            text = text.replace(name, mark)
        assert judge(text, frame).correct


@pytest.mark.parametrize("frame", FRAMES)
def test_canonical_answer_with_explanation_in_every_frame(frame: str) -> None:
    """Each frame's canonical answer followed by bullets restating two lines is correct."""
    lines = format_answer(frame, PROPER).split("\n")
    text = "\n".join(lines) + "\n\n**Why:**\n- " + lines[1] + " since it differs.\n- " + lines[2]
    assert judge(text, frame).correct
