r"""The GTBench normaliser: finding the stated answer, and comparing it with the reference."""

from __future__ import annotations

import inspect
import sys
from fractions import Fraction

import pytest

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.datasets.gtbench_generated import generate_problems
from ramsey_inspect.parsers._gtbench_reader import MAX_DEPTH, Formula, Name, Seq
from ramsey_inspect.parsers.gtbench import compare, final_answer, read_value


class TestFinalAnswer:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("so it is 6.\nFinal answer: 6", "6"),
            ("**Final answer:** {1, 2}.", "{1, 2}"),
            ("Final Answer = Yes", "Yes"),
            ("Final answer: first\nmore work\nFinal answer: second", "second"),
            ("We get \\boxed{n^(n-2)} in the end.", "n^(n-2)"),
            ("Final answer: $\\boxed{12}$", "12"),
            ("Thus, the final answer is 7.", "7"),
            ("The final answer is: **9**", "9"),
            ("### Final Answer\n\n$$\n\\boxed{5}\n$$", "5"),
            ("**Answer:** 5", "5"),
            ("Long work.\nSo the answer is 12.", "12"),
            ("5", "5"),
            ("There are 5 triangles.", "There are 5 triangles"),
            ("no verdict at all", None),
            ("", None),
        ],
    )
    def test_extracts_the_last_stated_answer(self, text: str, expected: str | None) -> None:
        assert final_answer(text) == expected

    def test_not_text(self) -> None:
        assert final_answer(None) is None  # type: ignore[arg-type]

    def test_think_block_is_never_the_answer(self) -> None:
        assert final_answer("<think>Final answer: 4</think>\nFinal answer: 5") == "5"
        assert final_answer("<think>\\boxed{4}</think>The count is $\\boxed{5}$.") == "5"
        # the opening tag stripped by the provider: everything before </think> is reasoning
        assert final_answer("Final answer: 4\n</think>\n\nFinal answer: 5") == "5"

    def test_reply_cut_off_inside_its_reasoning_has_no_answer(self) -> None:
        assert final_answer("<think>\nFinal answer: 4\nbut let me check e(5) =") is None

    def test_several_different_boxed_values_are_not_the_last_one(self) -> None:
        reply = "First try: $\\boxed{4}$. Recounting gives $\\boxed{5}$."
        assert final_answer(reply) is None
        assert compare(final_answer(reply), "5") == "undecided"
        assert final_answer("So $\\boxed{5}$, and again $\\boxed{ 5 }$.") == "5"

    def test_final_line_wins_over_boxed_drafts(self) -> None:
        assert final_answer("$\\boxed{4}$ ... $\\boxed{3}$\n\nFinal answer: 4") == "4"

    def test_an_answer_taken_back_is_not_read(self) -> None:
        assert final_answer("Final answer: 6\n\nWait, I missed one walk: 7.") is None
        assert final_answer("Final answer: 6\n\nExplanation: 2 + 4 = 6.") == "6"

    def test_bullets_under_a_heading_form_one_list(self) -> None:
        reply = "## Final Answer\n\n- {7, 8}\n- {8, 9}\n- {11, 12}"
        assert compare(final_answer(reply), "{{7, 8}, {8, 9}, {11, 12}}") == "match"

    def test_a_one_line_reply_cut_off_mid_sentence_is_not_an_answer(self) -> None:
        assert final_answer("We need 9 vertices and then") is None

    def test_huge_reply_is_read_in_bounded_size(self) -> None:
        assert final_answer("Final answer: " + "x" * 5_000_000) is None
        assert final_answer("x" * 1_000_000 + "\nFinal answer: 5") == "5"


class TestCompare:
    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            ("6", "6"),
            ("6.0", "6"),
            ("3/4", "3/4"),
            ("1.5/2", "3/4"),
            ("yes", "Yes"),
            ("No.", "No"),
            ("{3, 1, 2}", "{1, 2, 3}"),
            ("{{2,1},{3}}", "{{3}, {1, 2}}"),
            ("[0, 1, 1, 2]", "[0, 1, 1, 2]"),
            ("(2, 3)", "[2, 3]"),
            ("n^(n-2)", "n**(n-2)"),
            ("n(n-1)/2", "n*(n-1)/2"),
            ("2n^2 - 2n", "2*n*(n-1)"),
            ("{a, c}", "{c, a}"),
            ("none", "{}"),
            ("the center is vertex 3", "{3}"),
        ],
    )
    def test_matches(self, answer: str, truth: str) -> None:
        assert compare(answer, truth) == "match"

    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            ("12", "16"),
            ("Yes", "No"),
            ("{1, 2}", "{1, 2, 3}"),
            ("[1, 2, 3]", "[1, 3, 2]"),
            ("n^(n-1)", "n^(n-2)"),
            ("{(7, 8), (8, 9)}", "{{7, 8}, {8, 9}, {11, 12}}"),
            ("7-8, 8-9", "{{7, 8}, {8, 9}, {11, 12}}"),
            ("none", "{3, 4}"),
        ],
    )
    def test_mismatches(self, answer: str, truth: str) -> None:
        assert compare(answer, truth) == "mismatch"

    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            (None, "6"),
            ("six or seven", "6"),
            ("{1, 2}", "[1, 2]"),
            ("n^(n-2)", "m^(m-2)"),
            ("__import__('os').system('echo hi')", "n"),
            ("2^(10^10)", "1"),
            ("(((n^64)^64)^64)^64", "n"),
            ("{1, 2", "{1, 2}"),
            ("9" * 5000, "9"),
            ("8", "2*n"),  # a number where a formula is asked
            ("7-8", "-1"),  # a difference or an edge
        ],
    )
    def test_undecided_goes_to_the_judge(self, answer: str | None, truth: str) -> None:
        assert compare(answer, truth) == "undecided"


class TestCountsNamedByANounPhrase:
    """Issue 32: a number, then a noun phrase naming what it counts, states that number.

    Hyphenated words ("self-complementary", "edge-disjoint") and the question's size restated
    ("on 5 vertices") are part of the phrase; what qualifies the count or offers two stays
    with the judge.
    """

    @pytest.mark.parametrize(
        "answer",
        [
            "72 labelled self-complementary graphs.",
            "72 labeled self-complementary graphs",
            "72 non-isomorphic graphs",
            "72 edge-disjoint spanning trees",
            "72 vertex-transitive graphs",
            "seventy-two self-complementary graphs",
            "Seventy-two self-complementary graphs",
            "72 labelled graphs on 5 vertices.",
            "72 such trees on exactly 7 vertices",
            "72 self-complementary graphs",
            "72 spanning trees",
            "72 edges",
        ],
    )
    def test_the_count_is_read(self, answer: str) -> None:
        assert compare(answer, "72") == "match"
        assert compare(answer, "73") == "mismatch"

    def test_the_reported_reply(self) -> None:
        """The prober's reply is decided without the judge."""
        stated = final_answer("Counting...\nFinal answer: 72 labelled self-complementary graphs.")
        assert compare(stated, "72") == "match"

    @pytest.mark.parametrize(
        "answer",
        [
            "72 or 73 self-complementary graphs",
            "at least 72 self-complementary graphs",
            "approximately 72 edge-disjoint trees",
            "72 labelled graphs up to isomorphism",  # counted two ways at once
            "72 non-isomorphic labelled graphs",
            "72 graphs with 5 edges",  # another condition, not the question's size
            "72 graphs on 5 vertices and 3 edges",
            "72 self-complementary graphs, or 73 if the empty one counts",
        ],
    )
    def test_a_qualified_or_doubled_count_stays_with_the_judge(self, answer: str) -> None:
        assert compare(answer, "72") == "undecided"


class TestNothingRaises:
    """Model text that used to raise (ZeroDivisionError, ValueError) now gets a verdict."""

    @pytest.mark.parametrize("text", ["1/0", "0/0", "{4/0, 5}", "[1, 2/0]", "0^-1", "(-8)^(1/3)"])
    def test_division_by_zero_and_friends(self, text: str) -> None:
        assert compare(text, "5") == "undecided"
        assert compare(text, "{4, 5}") == "undecided"
        assert compare(f"Final answer: {text}", "n") == "undecided"
        assert compare(final_answer(f"Final answer: {text}"), "5") == "undecided"

    def test_a_decimal_over_an_integer_is_a_number(self) -> None:
        assert read_value("1.5/2") == Fraction(3, 4)
        assert compare("1.5/2", "0.75") == "match"

    @pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 300, 10_000])
    @pytest.mark.parametrize("brackets", ["()", "{}", "[]", "\\{\\}"])
    def test_deep_nesting_stays_far_below_the_recursion_limit(
        self, depth: int, brackets: str
    ) -> None:
        half = len(brackets) // 2
        nested = brackets[:half] * depth + "1" + brackets[half:] * depth
        assert read_value(nested) is None
        assert compare(nested, "1") == "undecided"
        assert compare(final_answer(f"Final answer: $\\boxed{{{nested}}}$"), "1") == "undecided"

    def test_reading_needs_few_stack_frames(self) -> None:
        """Any nesting is read or refused within 200 frames (Python allows 1000)."""
        shapes = [
            ("(", "n", ")"),
            ("-", "n", ""),
            ("2^", "2", ""),
            ("{", "1", "}"),
            ("floor(", "n", ")"),
        ]
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(len(inspect.stack(0)) + 200)
        try:
            verdicts = {
                (opener, depth): compare(
                    f"Final answer: {opener * depth}{core}{closer * depth}", "n"
                )
                for opener, core, closer in shapes
                for depth in range(1, 3 * MAX_DEPTH)
            }
        finally:
            sys.setrecursionlimit(limit)
        assert set(verdicts.values()) <= {"match", "mismatch", "undecided"}
        assert verdicts[("(", 15)] == "match"
        assert verdicts[("-", 15)] == "mismatch"  # -n

    def test_moderate_nesting_is_still_read(self) -> None:
        assert read_value("(" * 10 + "5" + ")" * 10) == Fraction(5)
        assert compare("{{{1}}}", "{{{1}}}") == "match"

    @pytest.mark.parametrize(
        "text",
        ["-" * 500 + "5", "5" + "!" * 500, "2^" * 300 + "2", "n^" * 300 + "n", "9^9^9^9", "1000!"],
    )
    def test_long_chains_are_refused_or_bounded(self, text: str) -> None:
        assert compare(text, "5") in ("undecided", "mismatch")
        assert compare(text, "n") == "undecided"


class TestKindsThatDiffer:
    """Edges are unordered pairs; other differences of kind never give a mismatch."""

    EDGES = "{{7, 8}, {8, 9}, {11, 12}}"
    PARTITION = "{{1, 4, 6, 11}, {2, 7, 12}, {3, 8}, {5, 9, 10}}"

    @pytest.mark.parametrize(
        "answer",
        [
            "{(7, 8), (8, 9), (11, 12)}",
            "{(8, 7), (9, 8), (12, 11)}",
            "[(7, 8), (8, 9), (11, 12)]",
            "(7, 8), (8, 9), (11, 12)",
            "7-8, 8-9, 11-12",
            "7–8, 8–9 and 11–12",
            "7 → 8, 8 → 9, 11 → 12",
            "{7,8}, {8,9}, {11,12}",
            r"\{\{7,8\},\{8,9\},\{11,12\}\}",
        ],
    )
    def test_edge_sets_in_any_notation(self, answer: str) -> None:
        assert compare(answer, self.EDGES) == "match"

    def test_a_loop_is_not_an_edge(self) -> None:
        assert compare("{(7, 7), (8, 9), (11, 12)}", self.EDGES) == "undecided"

    @pytest.mark.parametrize(
        "answer",
        [
            "{(1,4,6,11), (2,7,12), (3,8), (5,9,10)}",
            "[[1, 6, 11, 4], [2, 7, 12], [3, 8], [5, 9, 10]]",
            "{1, 4, 6, 11}, {2, 7, 12}, {3, 8}, {5, 9, 10}",
        ],
    )
    def test_partitions_with_tuple_or_list_blocks(self, answer: str) -> None:
        assert compare(answer, self.PARTITION) == "match"

    def test_a_wrong_partition_written_as_tuples_is_left_to_the_judge(self) -> None:
        assert compare("{(1,4,6), (2,7,12,11), (3,8), (5,9,10)}", self.PARTITION) == "undecided"

    def test_named_vertices_for_numbered_ones(self) -> None:
        assert compare("{v0, v4, v5}", "{0, 4, 5}") == "match"
        assert compare("{v_0, v_4, v_{5}}", "{0, 4, 5}") == "match"
        assert compare("{v0, v4, v6}", "{0, 4, 5}") == "undecided"
        assert compare("{v0, u4, v5}", "{0, 4, 5}") == "undecided"
        assert compare("{a, b}", "{0, 1}") == "undecided"

    def test_a_list_where_a_set_is_expected(self) -> None:
        assert compare("[5, 4]", "{4, 5}") == "match"
        assert compare("[4, 6]", "{4, 5}") == "undecided"
        assert compare("[4, 4, 5]", "{4, 5}") == "match"

    def test_a_set_where_a_sequence_is_expected(self) -> None:
        assert compare("{3, 1, 5}", "[3, 3, 1, 5]") == "undecided"

    def test_numbers_against_names(self) -> None:
        assert compare("{1, 3}", "{a, c}") == "undecided"


class TestDecidedWithoutTheJudge:
    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            ("**5**.", "5"),
            ("$\\boxed{5}$.", "5"),
            ("\\(5\\)", "5"),
            ("n^{2n-2}", "n^(2*n-2)"),
            ("(n^2)^(n-1)", "n^(2*n-2)"),
            ("n^{n-1} \\cdot n^{n-1}", "n^(2*n-2)"),
            ("2^6", "64"),
            ("2^{\\binom{4}{2}}", "64"),
            ("5 triangles", "5"),
            ("There are 5 triangles in H", "5"),
            ("Q_4 has 32 edges", "32"),
            ("3, 4, 6, 8, 10", "{3, 4, 6, 8, 10}"),
            ("The cut vertices are 3, 4, 6, 8, and 10", "{3, 4, 6, 8, 10}"),
            ("0, 1, 1, 2", "[0, 1, 1, 2]"),
            ("\\frac{n(n-1)}{2}", "n*(n-1)/2"),
            ("\\binom{n}{2}", "n*(n-1)/2"),
            ("C(n, 2)", "n*(n-1)/2"),
            ("\\lfloor n^2/4 \\rfloor", "floor(n^2/4)"),
            ("|E(W_n)| = n + n = 2n", "2*n"),
            ("\\kappa(Q_d) = d", "d"),
            ("2n, for n ≥ 3", "2*n"),
            ("2n edges (n spokes and n rim edges)", "2*n"),
            ("(n-1)!/2", "(n-1)!/2"),
            ("five", "5"),
            ("seventy-two", "72"),
            ("There are twenty four of them.", "24"),
            ("one hundred and six spanning trees", "106"),
            ("nineteen hundred", "1900"),
            ("4 directed 3-cycles", "4"),
            ("n²", "n^2"),
        ],
    )
    def test_decidable_answers_are_decided(self, answer: str, truth: str) -> None:
        assert compare(answer, truth) == "match"

    @pytest.mark.parametrize(
        ("answer", "truth", "decision"),
        [
            ("seventy-three", "72", "mismatch"),
            ("Final answer: seventy-two or so", "72", "undecided"),
            ("five or six", "5", "undecided"),
            ("one thousand thousand", "1000", "undecided"),
        ],
    )
    def test_spelled_numbers_are_read_whole(self, answer: str, truth: str, decision: str) -> None:
        assert compare(final_answer(answer) or answer, truth) == decision

    @pytest.mark.parametrize(
        "answer",
        [
            "5 or 6",
            "at least 5",
            "approximately 5",
            "about 5",
            "5?",
            "5 (not 4)",
            "either 4 or 5",
            "n^n-2",  # n^n - 2 or n^(n-2)?
            "n^2n-2",  # n^2·n - 2 or n^(2n-2)?
            "1/2n",  # n/2 or 1/(2n)?
            "d(1)=0, d(2)=5",
            "5 \\approx 5.0",
            "0, 1, …, 5",
        ],
    )
    def test_hedged_or_ambiguous_answers_go_to_the_judge(self, answer: str) -> None:
        assert compare(answer, "5") == "undecided"
        assert compare(answer, "n^(n-2)") == "undecided"


class TestReadValue:
    def test_kinds(self) -> None:
        assert read_value("v0") == Name("v0")
        assert read_value("7-8, 9-10") == Seq(
            (Seq((Fraction(7), Fraction(8)), "-"), Seq((Fraction(9), Fraction(10)), "-")), ""
        )
        assert isinstance(read_value("2n + 1"), Formula)
        assert read_value("True") is True
        assert read_value("∅") == frozenset()

    def test_not_text(self) -> None:
        assert read_value(None) is None  # type: ignore[arg-type]


def test_every_reference_answer_reads_and_matches_itself() -> None:
    """The shipped and generated ground truths are all in forms the normaliser reads."""
    problems = [p for p in load_problems() if p["evaluation_type"] == "exact_match"]
    problems += generate_problems(seed=3, count=90)
    for p in problems:
        assert compare(p["ground_truth"], p["ground_truth"]) == "match", p["id"]
