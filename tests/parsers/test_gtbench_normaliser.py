"""The GTBench normaliser: final-answer extraction and exact comparison of short answers."""

import time

import pytest

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
            ("no verdict at all", None),
            ("", None),
        ],
    )
    def test_extracts_the_last_stated_answer(self, text: str, expected: str | None) -> None:
        assert final_answer(text) == expected

    def test_not_text(self) -> None:
        assert final_answer(None) is None  # type: ignore[arg-type]


class TestCompare:
    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            ("6", "6"),
            ("6.0", "6"),
            ("3/4", "3/4"),
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
        ],
    )
    def test_mismatches(self, answer: str, truth: str) -> None:
        assert compare(answer, truth) == "mismatch"

    @pytest.mark.parametrize(
        ("answer", "truth"),
        [
            (None, "6"),
            ("six", "6"),
            ("{1, 2}", "[1, 2]"),
            ("the center is vertex 3", "{3}"),
            ("n^(n-2)", "m^(m-2)"),
            ("__import__('os').system('echo hi')", "n"),
            ("2^(10^10)", "1"),
            ("(((n^64)^64)^64)^64", "n"),
            ("{1, 2", "{1, 2}"),
            ("9" * 5000, "9"),
        ],
    )
    def test_undecided_goes_to_the_judge(self, answer: str | None, truth: str) -> None:
        assert compare(answer, truth) == "undecided"

    def test_hostile_inputs_are_fast(self) -> None:
        start = time.perf_counter()
        for text in ["(" * 300, "n" + "^n" * 150, "{" * 200 + "}" * 200, "n*" * 150 + "n"]:
            compare(text, "n")
            read_value(text)
        final_answer("Final answer: " + "x" * 5_000_000)
        assert time.perf_counter() - start < 2.0
