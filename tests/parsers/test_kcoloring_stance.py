"""The final stance of a k-coloring reply: "Impossible" is a verdict about the graph, not a word.

Two graphs: K4 with three colors (no coloring exists) and the triangle-with-a-path of
``test_kcoloring_lines_rules`` (one does). Each phrasing is what a model writes; the expected
outcome is the one a careful grader gives after reading the reply's end.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.parsers._kcoloring_stance import sentence_stance
from ramsey_inspect.parsers.kcoloring import ColoringVerdict, judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import format_answer

K = 3
K4: list[Edge] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
PATH: list[Edge] = [(0, 1), (0, 2), (1, 2), (2, 3)]
PROPER = format_answer("math", [0, 1, 2, 0])


def judge(text: str, edges: Sequence[Edge], frame: str = "math") -> ColoringVerdict:
    """Parse and judge as the scorer does, on a 4-vertex graph with three colors."""
    parsed = parse_answer(text, frame, k=K, n=4, edges=edges)
    return judge_answer(parsed, frame, 4, K, edges, edges is not K4)


DENIALS = [
    "It isn't impossible.",
    "Is it impossible? No.",
    "This is never impossible.",
    "That is hardly impossible.",
    "I wouldn't say impossible.",
    "Impossible? Not at all.",
    "It is not impossible to do this.",
    "Can that be done? Yes.",
]


@pytest.mark.parametrize("text", DENIALS)
def test_denial_is_not_a_verdict_of_impossible(text: str) -> None:
    """Denying impossibility on an uncolorable graph is no answer, never a correct one."""
    verdict = judge(text, K4)
    assert verdict.outcome == "no_answer", verdict
    assert "says a coloring exists" in verdict.explanation


@pytest.mark.parametrize(
    "text",
    [
        "This is impossible due to the triangle 0-1-2.\n\nActually, this is possible.",
        "This is impossible at first sight, but yes, you could color it.",
        "It looks impossible.\nOn reflection it can be done.",
    ],
)
def test_boilerplate_then_contradiction_takes_the_final_stance(text: str) -> None:
    """Boilerplate "impossible" taken back later is not the answer."""
    assert judge(text, K4).outcome == "no_answer"


def test_boilerplate_then_coloring_is_the_coloring() -> None:
    """'This is impossible due to ...' then a complete coloring at the end."""
    text = f"This is impossible due to the many edges. Let me try anyway:\n{PROPER}"
    assert judge(text, PATH).correct
    assert judge(text, K4).outcome == "missed_impossible"


@pytest.mark.parametrize(
    "text",
    [
        "Vertex 3 must differ from 0, 1 and 2 (which is impossible).",
        "Option A: 0 Red, 1 Red (Impossible)\nOption B: 0 Green, 1 Red (Impossible)",
        "Following the instructions, the last line of your reply will be 'Impossible'.",
        'If it cannot be done, make the very last line of your reply the single word "Impossible".',
        "Or if this is not possible, we say so.",
        "It might be impossible.",
        "If we try this, it is impossible.",
        "If we try Red for vertex 3, it cannot be done.",
        "The answer is not obvious yet.",
    ],
)
def test_asides_labels_instructions_and_conditions_are_not_verdicts(text: str) -> None:
    """The word inside brackets, an option's tag, the instruction, an if: no stance."""
    assert judge(text, K4).outcome == "no_answer", text


@pytest.mark.parametrize(
    "text",
    [
        "I am not able to make the last line 'Impossible' because I cannot check every case.",
        "I'm not able to determine whether it is impossible.",
    ],
)
def test_refusal_quoting_the_word_is_a_refusal(text: str) -> None:
    """Declining while quoting the word is a refusal, not an answer of impossible."""
    assert judge(text, PATH).outcome == "refusal"


@pytest.mark.parametrize(
    "text",
    [
        "That's not possible.",
        "So it cannot be done.",
        "No such coloring exists.",
        "Therefore there is no valid coloring.",
        "The graph is not 3-colorable, since 0, 1, 2 and 3 are all adjacent.",
        "Can that be done? No.",
        "Is it possible? No, it isn't: vertices 0 to 3 form a K4.",
        "Impossible",
        "**Answer:** Impossible",
        "We would need four colors, so this is impossible.",
        "After trying all options, I conclude it's not possible to color this graph with 3 colors.",
        "So the graph cannot be 3-colored.",
        "We cannot color it with three colors.",
        "The answer is no.",
        "Final answer: No",
        "I tried every option. No, it cannot.",
    ],
)
def test_the_same_verdict_in_other_words(text: str) -> None:
    """A final stance of impossible, however worded, is a verdict."""
    assert judge(text, K4).correct, text
    assert judge(text, PATH).outcome == "false_impossible", text


def test_self_contradiction_without_final_stance_is_no_answer() -> None:
    """Impossible, then possible, with no coloring: the reply ends on no answer."""
    text = "It is impossible. Hmm, no, it is possible after all."
    assert judge(text, K4).outcome == "no_answer"
    assert judge(text, PATH).outcome == "no_answer"


def test_last_line_impossible_is_the_answer() -> None:
    """The study's rule: a last line saying Impossible decides, whatever came before."""
    text = f"It can be done:\n{PROPER}\nWait, 3 is adjacent to 0.\nImpossible"
    assert judge(text, K4).correct


def test_restated_question_with_a_verdict_is_read() -> None:
    """A verdict worded in the prompt's own phrases is the model's, not an echo."""
    text = (
        "It is not possible to give every vertex one color, red, green, or blue, so that "
        "the two ends of each edge never share a color."
    )
    assert judge(text, K4, "math_demanding").correct
    text = (
        "Therefore it cannot be done, since the two ends of each edge would share a color "
        "somewhere."
    )
    assert judge(text, K4, "math_demanding").correct


@pytest.mark.parametrize(
    ("sentence", "stance"),
    [
        ("It is impossible.", "impossible"),
        ("It isn't impossible.", "possible"),
        ("It is possible.", "possible"),
        ("Yes, it can be done.", "possible"),
        ("It is possible that vertex 2 is Blue.", None),
        ("It is possible to color vertex 3 Red.", None),
        ("Vertex 4 cannot be colored Red.", None),
        ("Is it impossible?", None),
        ("I can't say whether it is impossible.", "refusal"),
    ],
)
def test_sentence_stances(sentence: str, stance: str | None) -> None:
    """What one sentence asserts, with the frame's remark test left out."""
    remark = None
    if "vertex" in sentence.lower():

        def remark(line: str, m: object, clause: str) -> bool:
            return True

    assert sentence_stance(sentence, remark=remark) == stance


@pytest.mark.parametrize(
    "text",
    [
        # a relative clause: the saying is about the noun before it
        "Here are the colors of the edges that cannot be colored with any color.",
        "The plan is to list the people who cannot be dressed in red or green.",
        # the word as a noun, or describing something other than the task
        "Sometime, Alice and Bob must meet to determine the impossible.",
        "This is an impossible sentence.",
        # a subject that is not the graph or the task
        "The sentence is impossible.",
        "At first, the last line is impossible.",
        # fewer colors than the problem allows
        "One color is not possible.",
        "The graph cannot be colored with only one color.",
        # hedged or conditional
        "I'm not sure, but I can make it as long as it's impossible to make a plan.",
        # a sameness the task does not ask for, one coloring, the format
        "It's impossible to achieve a condition, which is to have everyone wear the same color.",
        "I'm ready to provide a coloring that is impossible.",
        "Following the instructions, the last line of your reply will be 'Impossible'.",
        # the word quoted as a label, what is impossible named in the same clause
        'It seems to me that the person who made the "impossible" sentence is a machine.',
        "The graph is impossible to achieve with any color other than red, green or blue.",
        "It's impossible to add a third line to this sentence.",
        'For each edge that cannot be colored, show a line that says "Impossible".',
    ],
)
def test_sayings_about_something_else_are_not_verdicts(text: str) -> None:
    """Written by small models: "impossible" said of something other than this problem."""
    assert judge(text, K4).outcome == "no_answer", text


@pytest.mark.parametrize(
    "text",
    [
        "This is a graph which is impossible to color.",
        "This is an impossible task.",
        "The undirected graph with 4 vertices and 6 edges is not possible to color.",
        "We would need four colors, which is impossible.",
        "Three colors are not enough, so it is impossible.",
        "It is not possible to give every vertex one color so that the ends of each edge differ.",
        "It is impossible to color it so that no two adjacent vertices have the same color.",
        'This cannot be done, so the end of your reply will be "Impossible".',
        "The last line of my reply will be Impossible, because it is not possible.",
        "Your request to give every vertex one color, either red, green, or blue, is impossible.",
        "It is impossible, except by using a fourth color.",
    ],
)
def test_verdicts_near_those_forms_still_count(text: str) -> None:
    """The same forms said of the graph or the task are verdicts."""
    assert judge(text, K4).correct, text


@pytest.mark.parametrize(
    "text",
    [
        "No, this coloring is not possible, but it can be made possible.",
        "A possible coloring of this graph can be achieved by alternating colors.",
        "This coloring is not possible.\nSo the coloring must be 1:1:1:1, one color for all.",
        "Here is a possible coloring: alternate the colors around the graph.",
        "I can provide a coloring that is impossible.\nThere is only one possible coloring of "
        "the graph, and I am ready to present it.",
    ],
)
def test_a_reply_ending_on_possible_is_not_credited_with_impossible(text: str) -> None:
    """Where the reply goes on to say it can be done, the earlier "not possible" is withdrawn."""
    assert judge(text, K4).outcome == "no_answer", text


@pytest.mark.parametrize(
    "text",
    [
        "This is impossible.\nYes, you could give each vertex a color so that no edge joins two "
        "equal colors.",
        "The coloring is impossible.\nBut yes, it's doable.",
        "This cannot be done.\nSo yes, this is achievable.",
        "This cannot be done.\nIn short: yes, it can.",
        "This is impossible.\nSo yes: it's feasible.",
        "This is impossible.\nYes, you could.",
    ],
)
def test_last_word_yes_it_can_be_done_withdraws_impossible(text: str) -> None:
    """Issue 32: a final "yes, you could ..." is the reply's last word on the question.

    The "impossible" said before it is not the answer; with no coloring, none is given.
    """
    verdict = judge(text, K4)
    assert verdict.outcome == "no_answer", verdict
    assert "says a coloring exists" in verdict.explanation


@pytest.mark.parametrize(
    "text",
    [
        "This is impossible.\nYes, it can't be done.",
        "Is it possible? Yes, you could say so, but no: it cannot be done.",
    ],
)
def test_a_yes_that_goes_on_to_deny_is_no_withdrawal(text: str) -> None:
    """A "yes" that goes on to "can't" or "no: it cannot be done" still ends on impossible."""
    assert judge(text, K4).correct, text


@pytest.mark.parametrize(
    "text",
    [
        "To color this graph, I will give vertex 0 and vertex 1 the same color, which would be "
        "impossible.",
        "One plan is to color every vertex Red, which would be impossible.",
        "We could start by using only two colors, which would be impossible since there is a "
        "triangle.",
        "My idea is to put 0 and 2 in the same color class, which would be impossible.",
        "Let's try to use just Red and Green, which would be impossible.",
        "I'd first try coloring vertex 3 Red, which is impossible because 0 is Red.",
        "We could give every vertex its own color, which would be impossible with only three "
        "colors.",
        "Another approach would be to color 0 and 3 alike, which would be impossible.",
        "Suppose I color 0 Red and 1 Red, which would be impossible.",
        "I'll assign Red to both 1 and 2, which would be impossible, so let me think again.",
        "Choosing Red for vertex 3 would be impossible.",
        "Using Red here is impossible.",
        "This step is impossible.",
        "My first attempt, giving 0 and 1 Red, is impossible.",
    ],
)
def test_impossible_said_of_the_models_own_plan_is_no_verdict(text: str) -> None:
    """Issue 32: "impossible" said of the model's own plan, attempt, step or color choice.

    It judges that, not the graph; nor are the pairs of a rejected try an answer.
    """
    assert judge(text, K4).outcome == "no_answer", text


@pytest.mark.parametrize(
    "text",
    [
        "Every vertex touches the other three, so we would need a fourth color, which is "
        "impossible.",
        "So vertex 3 has to take a fourth color, which is impossible.",
        "I checked all options: any coloring would require 4 colors, which is not possible.",
        "We have tried all combinations, and it is impossible.",
        "We would need a fourth color, which is impossible with only Red, Green and Blue.",
    ],
)
def test_what_the_graph_demands_which_is_impossible_is_a_verdict(text: str) -> None:
    """The neighbours kept: what the graph demands, then ", which is impossible", is a verdict.

    "We would need a fourth color" (also "impossible with only" the palette) is about the
    graph, not a plan.
    """
    assert judge(text, K4).correct, text
