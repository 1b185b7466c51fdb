"""The BEGIN GADGET ... END GADGET answer block and the lenient reader.

Round trips, which block counts, the lenient layouts a grader accepts, what stays an
error (with its code), thinking, 1-based labels, and fuzzing: whatever the input, only
AnswerError comes out. Speed is measured in ``benchmarks/parse_gadgets.py``.
"""

import itertools
import random
import string
from collections.abc import Callable

import pytest

from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    GADGET_TYPES,
    MAX_EDGES,
    MAX_VERTICES,
    Gadget,
    format_gadget,
    roles,
)
from ramsey_inspect.parsers.gadgets import MAX_SCAN_CHARS, AnswerError, ParsedGadget, parse_gadget
from ramsey_inspect.parsers.replies import split_thinking

CODES = {
    "no_block",
    "malformed",
    "ambiguous",
    "too_large",
    "self_loop",
    "out_of_range",
    "repeated_edge",
    "missing_role",
    "role_not_edge",
    "roles_not_distinct",
}


def random_gadget(rng: random.Random, kind: str, max_n: int = MAX_VERTICES) -> Gadget:
    n = rng.randint(3, max_n)
    pairs = list(itertools.combinations(range(n), 2))
    edges = tuple(sorted(rng.sample(pairs, rng.randint(2, min(MAX_EDGES, len(pairs))))))
    names = roles(kind)
    if kind in EDGE_ROLES:
        values: list[tuple[int, int] | int] = list(rng.sample(edges, len(names)))
    else:
        values = list(rng.sample(range(n), len(names)))
    return Gadget(n, edges, dict(zip(names, values, strict=True)))


def block(kind: str, **lines: str) -> str:
    """A block with default lines for the type, some replaced or removed (value None)."""
    default = {"vertices": "4", "edges": "0-1, 1-2, 2-3, 0-3"}
    default.update(
        {"e": "0-1", "f": "2-3"}
        if kind in EDGE_ROLES
        else dict(zip(roles(kind), ["0", "1", "2"], strict=True))
    )
    default.update(lines)
    body = "\n".join(f"{k}: {v}" for k, v in default.items() if v != "DROP")
    return f"BEGIN GADGET\n{body}\nEND GADGET"


def error(text: str, kind: str = "positive_sender") -> AnswerError:
    with pytest.raises(AnswerError) as info:
        parse_gadget(text, kind)
    err = info.value
    assert err.code in CODES
    assert str(err)
    return err


class TestRoundTrip:
    @pytest.mark.parametrize("kind", GADGET_TYPES)
    def test_random_gadgets(self, kind: str) -> None:
        rng = random.Random(kind)
        for _ in range(60):
            gadget = random_gadget(rng, kind)
            text = format_gadget(kind, gadget)
            parsed = parse_gadget(text, kind)
            assert parsed.gadget == gadget
            assert parsed.block == text
            wrapped = f"Reasoning... {rng.random()}\n\n```\n{text}\n```\nDone."
            assert parse_gadget(wrapped, kind).gadget == gadget

    def test_format_writes_one_role_per_line(self) -> None:
        g = Gadget(4, ((0, 1), (1, 2)), {"u1": 0, "u2": 3, "n1": 2})
        assert format_gadget("variable", g).splitlines() == [
            "BEGIN GADGET",
            "vertices: 4",
            "edges: 0-1, 1-2",
            "u1: 0",
            "u2: 3",
            "n1: 2",
            "END GADGET",
        ]

    def test_caps_are_inclusive(self) -> None:
        pairs = list(itertools.combinations(range(MAX_VERTICES), 2))[:MAX_EDGES]
        g = Gadget(MAX_VERTICES, tuple(pairs), {"e": pairs[0]})
        assert parse_gadget(format_gadget("red_determiner", g), "red_determiner").gadget == g


class TestWhichBlock:
    def test_later_good_block_wins(self) -> None:
        first = block("red_determiner", e="0-1")
        second = block("red_determiner", e="2-3")
        parsed = parse_gadget(f"{first}\nOn second thought:\n{second}", "red_determiner")
        assert parsed.gadget.designated == {"e": (2, 3)}
        assert parsed.block == second

    def test_later_malformed_block_falls_back_to_the_earlier(self) -> None:
        good = block("red_determiner", e="0-1")
        bad = block("red_determiner", e="zero-one")
        parsed = parse_gadget(f"{good}\n\n{bad}", "red_determiner")
        assert parsed.gadget.designated == {"e": (0, 1)}

    def test_later_hedged_block_is_final(self) -> None:
        """A closing block that offers two answers is not skipped for an earlier one."""
        good = block("red_determiner", e="0-1")
        hedged = block("red_determiner", e="0-1 or 2-3")
        err = error(f"{good}\nTo be safe:\n{hedged}", "red_determiner")
        assert err.code == "ambiguous"
        assert parse_gadget(f"{hedged}\n{good}", "red_determiner").block == good

    def test_all_malformed_reports_the_last(self) -> None:
        text = block("red_determiner", e="DROP") + block("red_determiner", edges="0-0")
        err = error(text, "red_determiner")
        assert err.code == "self_loop"
        assert "2 blocks" in str(err)

    def test_format_mentioned_in_prose_first(self) -> None:
        """A BEGIN GADGET in prose without its END does not swallow the real block."""
        good = block("red_determiner")
        text = f"I will answer in a BEGIN GADGET block, as asked.\n\n{good}"
        assert parse_gadget(text, "red_determiner").block == good
        text = f"Format: BEGIN GADGET ... END GADGET.\n{good}"
        assert parse_gadget(text, "red_determiner").block == good

    def test_block_at_the_end_of_a_very_long_reply(self) -> None:
        good = block("clause")
        assert parse_gadget("x " * 2_000_000 + good, "clause").block == good


class TestRejections:
    @pytest.mark.parametrize(
        ("text", "code"),
        [
            ("Here is my gadget: 0-1, 1-2.", "no_block"),
            ("Here is my gadget: 0-1, 1-2.\nEND GADGET", "no_block"),
            ("vertices: 3\nedges: 0-1, 1-2\ne: 0-1\nThat is my answer.\nEND GADGET", "no_block"),
            ("", "no_block"),
            ("  \n ", "no_block"),
        ],
    )
    def test_no_block(self, text: str, code: str) -> None:
        assert error(text).code == code

    def test_not_text(self) -> None:
        assert error(None).code == "no_block"  # type: ignore[arg-type]

    @pytest.mark.parametrize(
        ("kind", "lines", "code", "fragment"),
        [
            (
                "positive_sender",
                {"junk": "DROP", "f": "2-3\n1-3, 0-2"},
                "malformed",
                "outside the 'edges:' list",
            ),
            ("positive_sender", {"edges": "0-1, 1_2, 2-3"}, "malformed", "edge"),
            ("positive_sender", {"edges": "0-1, 1-2, 2-3, 0-3, 1"}, "malformed", "edge"),
            ("positive_sender", {"edges": "0-1 1-2 x"}, "malformed", "edge"),
            ("positive_sender", {"edges": "0-1, (0 1 2), 2-3"}, "malformed", "edge"),
            ("positive_sender", {"edges": ""}, "malformed", "no edges"),
            ("positive_sender", {"vertices": "four"}, "malformed", "whole number"),
            ("positive_sender", {"vertices": "-4"}, "malformed", "whole number"),
            ("positive_sender", {"vertices": "0"}, "malformed", "at least one"),
            ("positive_sender", {"e": "01"}, "malformed", "not an edge"),
            ("clause", {"i1": "zero"}, "malformed", "vertex number"),
            ("clause", {"i1": "0-1"}, "malformed", "vertex number"),
            ("positive_sender", {"edges": "0-1, 2-2"}, "self_loop", "self-loop"),
            ("positive_sender", {"e": "0-2"}, "role_not_edge", "not an edge"),
            ("positive_sender", {"e": "1-1"}, "role_not_edge", "not an edge"),
            ("positive_sender", {"edges": "0-1, 1-4"}, "out_of_range", "outside"),
            ("positive_sender", {"e": "0-9"}, "out_of_range", "outside"),
            ("clause", {"i3": "4"}, "out_of_range", "not a vertex"),
            ("positive_sender", {"f": "1-0", "e": "0-1"}, "roles_not_distinct", "different"),
            ("clause", {"i1": "2", "i2": "2"}, "roles_not_distinct", "different"),
            ("variable", {"u2": "0"}, "roles_not_distinct", "different"),
            ("positive_sender", {"f": "DROP"}, "missing_role", "f"),
            ("variable", {"n1": "DROP"}, "missing_role", "n1"),
            ("positive_sender", {"vertices": "31"}, "too_large", "at most 30"),
            ("positive_sender", {"vertices": "999999"}, "too_large", "at most 30"),
            ("positive_sender", {"vertices": "1234567"}, "malformed", "too many digits"),
            ("positive_sender", {"vertices": "2..6"}, "malformed", "0..n-1 or 1..n"),
            ("positive_sender", {"vertices": "0, 1, 3, 4"}, "malformed", "0..n-1 or 1..n"),
            ("positive_sender", {"edges": "0-1, 1-2, 2-3, 0-3, 1-4"}, "out_of_range", "0..3"),
        ],
    )
    def test_codes(self, kind: str, lines: dict[str, str], code: str, fragment: str) -> None:
        err = error(block(kind, **lines), kind)
        assert err.code == code
        assert fragment in str(err)

    def test_repeated_key_with_another_value(self) -> None:
        text = block("red_determiner").replace("e: 0-1", "e: 0-1\ne: 1-2")
        err = error(text, "red_determiner")
        assert err.code == "ambiguous"
        assert "twice" in str(err)

    def test_repeated_key_with_the_same_value_is_fine(self) -> None:
        text = block("red_determiner").replace("e: 0-1", "e: 0-1\ne = (1, 0)")
        assert parse_gadget(text, "red_determiner").gadget.designated == {"e": (0, 1)}

    def test_too_many_edges(self) -> None:
        pairs = list(itertools.combinations(range(MAX_VERTICES), 2))[: MAX_EDGES + 1]
        edges = ", ".join(f"{a}-{b}" for a, b in pairs)
        err = error(block("red_determiner", vertices="30", edges=edges), "red_determiner")
        assert err.code == "too_large"

    def test_huge_vertex_number_in_an_edge(self) -> None:
        assert error(block("red_determiner", edges="0-1, 1-" + "9" * 5000)).code == "malformed"

    def test_unknown_type_is_a_caller_error(self) -> None:
        with pytest.raises(ValueError, match="unknown gadget type") as info:
            parse_gadget(block("red_determiner"), "bogus")
        assert not isinstance(info.value, AnswerError)


class TestDecoration:
    @pytest.mark.parametrize(
        "text",
        [
            "BEGIN GADGET\n**vertices**: 4\n**edges**: 0-1, 1-2, 2-3\n**e**: 0-1\n**f**: 2-3\nEND GADGET",
            "BEGIN GADGET\n**vertices:** 4\n**edges:** 0-1, 1-2, 2-3\n**e:** 0-1\n**f:** 2-3\nEND GADGET",
            "```\nBEGIN GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\nEND GADGET\n```",
            "```text\nBEGIN GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\nEND GADGET\n```",
            "BEGIN GADGET\n```\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\n```\nEND GADGET",
            "BEGIN GADGET\n- vertices: 4\n- edges: 0-1, 1-2, 2-3\n- e: 0-1\n- f: 2-3\nEND GADGET",
            "BEGIN GADGET\n- **vertices**: 4\n* **edges**: `0-1, 1-2, 2-3`\n- `e`: `0-1`\n- f = 2-3\nEND GADGET",
            "> BEGIN GADGET\n> vertices: 4\n> edges: 0-1, 1-2, 2-3\n> e: 0-1\n> f: 2-3\n> END GADGET",
            "**BEGIN GADGET**\nvertices: 4\nedges: (0,1), (1, 2), [2,3]\ne: (0, 1)\nf: [3, 2]\n**END GADGET**",
            "begin gadget\nVertices: 4\nEdges: 0-1; 1-2; 2-3;\nE: 1-0\nF: 3-2\nend gadget",
            "BEGIN GADGET\r\nvertices: 4\r\nedges: 0-1, 1-2, 2-3\r\ne: 0-1\r\nf: 2-3\r\nEND GADGET\r\n",
            "BEGIN GADGET\nvertices: 4\nedges: 0 - 1, 1\u20132, 2-3.\ne: 0-1\nf: 2-3\nEND GADGET",
            "BEGIN GADGET\nvertices: 4\nedges:\n- 0-1\n- 1-2,\n2-3\ne: 0-1\nf: 2-3\nEND GADGET",
            "BEGIN GADGET\nvertices: 4\nedges: 0-1 1-2\n  2-3\n\n---\ne: 0-1\nf: 2-3\nEND GADGET",
            "### BEGIN GADGET\n#### The graph\nvertices: 4\nedges: 0-1, 1-2, 2-3\n#### Roles\ne: 0-1\nf: 2-3\n### END GADGET",
            "BEGIN   GADGET\n\n  vertices :  4  \n\tedges:0-1,1-2,2-3\n e:0-1\n f:2-3 \n\nEND\nGADGET",
        ],
    )
    def test_tolerated(self, text: str) -> None:
        parsed = parse_gadget(text, "positive_sender")
        assert parsed.gadget == Gadget(4, ((0, 1), (1, 2), (2, 3)), {"e": (0, 1), "f": (2, 3)})

    def test_extra_keys_are_ignored(self) -> None:
        text = block("clause", note="i1 to i3 are the inputs", name="my clause gadget")
        assert parse_gadget(text, "clause").gadget.designated == {"i1": 0, "i2": 1, "i3": 2}


SENDER = Gadget(4, ((0, 1), (1, 2), (2, 3)), {"e": (0, 1), "f": (2, 3)})
CLAUSE = Gadget(5, ((0, 1), (1, 2), (2, 3), (3, 4)), {"i1": 0, "i2": 2, "i3": 4})


def sender_block(*lines: str) -> str:
    return "\n".join(["BEGIN GADGET", *lines, "END GADGET"])


class TestLenientForms:
    """Clear answers written in layouts other than the canonical one are read."""

    @pytest.mark.parametrize(
        "text",
        [
            sender_block("vertices: 4", "edges: {0,1}, {1,2}, {2,3}", "e: {0,1}", "f: {2,3}"),
            sender_block("vertices: 4", "edges: 0--1, 1--2, 2--3", "e: 0--1", "f: 2--3"),
            sender_block(
                "vertices: 4", "edges: 0\u20141, 1\u20142, 2\u20143", "e: 0\u20141", "f: 2\u20143"
            ),
            sender_block("vertices: 4", "edges: 0->1, 1<->2, 2\u21923", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4", "edges: 0 1, 1 2, 2 3", "e: 0 1", "f: 2 3"),
            sender_block("vertices: 4", "edges: 0 1; 1 2; 2 3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4", "edges:", "0 1", "1 2", "2 3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4", "edges: 0,1; 1,2; 2,3", "e: 0-1", "f: 2-3"),
            sender_block(
                "vertices: 4", "edges: [(0, 1), (1, 2), (2, 3)]", "e: (0, 1)", "f: (2, 3)"
            ),
            sender_block("vertices: 4", "edges: [[0,1],[1,2],[2,3]]", "e: [0,1]", "f: [2,3]"),
            sender_block("vertices: 4", "edges: 0-1, 1-2 and 2-3.", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4", "edges: v0-v1, v1-v2, v2-v3", "e: v0-v1", "f: v2-v3"),
            sender_block(
                "vertices: 4", "edges: 0-1, 1-2, 2-3", "e: 0-1 (the forced edge)", "f: 2-3"
            ),
            sender_block(
                "vertices: 4  // 0..3", "edges: 0-1, 1-2, 2-3  # a path", "e: 0-1", "f: 2-3"
            ),
            sender_block(
                "vertices: 4",
                "A path on four vertices.",
                "edges: 0-1, 1-2, 2-3",
                "// roles",
                "e: 0-1",
                "f: 2-3",
            ),
            sender_block(
                "vertices: 4", "edges: 0-1, 1-2, 2-3 (a path)", "e: 0-1 is the first edge", "f: 2-3"
            ),
            sender_block("vertices: 0, 1, 2, 3", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 0..3", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: {0, 1, ..., 3}", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4 (0..3)", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 0 to 3", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block(
                "Number of vertices: 4",
                "Number of edges: 3",
                "edges: 0-1, 1-2, 2-3",
                "e: 0-1",
                "f: 2-3",
            ),
            sender_block("edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3", "e: edge 0-1", "f: the edge 2-3"),
            sender_block(
                "vertices: 4", "edges: 0-1, 1-2, 2-3", "e: the edge between 0 and 1", "f: 2-3"
            ),
            sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3", "$e = (0,1)$", "$f = (2,3)$"),
            sender_block(
                "vertices: 4", r"edges: $\{0,1\}, \{1,2\}, \{2,3\}$", r"e: $\{0,1\}$", "f: 2-3"
            ),
            sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3", "e = 0-1, f = 2-3"),
            sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3", "(e, f) = (0-1, 2-3)"),
            sender_block("V: 4", "E: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"),
            sender_block(
                '{"vertices": 4, "edges": [[0, 1], [1, 2], [2, 3]], "e": [0, 1], "f": [2, 3]}'
            ),
            sender_block(
                "| key | value |",
                "|---|---|",
                "| vertices | 4 |",
                "| edges | 0-1, 1-2, 2-3 |",
                "| e | 0-1 |",
                "| f | 2-3 |",
            ),
            sender_block("1. vertices: 4", "2. edges: 0-1, 1-2, 2-3", "3. e: 0-1", "4. f: 2-3"),
            sender_block(
                "vertices: 4", "edges: 0-1, 1-2, 2-3", "e (red): 0-1", "f (same color): 2-3"
            ),
            sender_block(
                "vertices: n = 4", "edges:", "1. 0-1", "2. 1-2", "3. 2-3", "e: 0-1", "f: 2-3"
            ),
            sender_block("vertices: 4<br>edges: 0-1, 1-2, 2-3<br/>e: <code>0-1</code><br>f: 2-3"),
            sender_block(
                "vertices: 4",
                "edges: 0-1, 1-2, 2-3",
                "red edges: 0-1, 2-3",
                "non-edges: 0-2",
                "e: 0-1",
                "f: 2-3",
            ),
            "BEGIN GADGET vertices: 4 edges: 0-1, 1-2, 2-3 e: 0-1 f: 2-3 END GADGET",
            "BEGIN GADGET; vertices: 4; edges: 0-1; 1-2; 2-3; e: 0-1; f: 2-3; END GADGET",
            "BEGIN_GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\nEND_GADGET",
            "Begin Gadget\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\nEnd Gadget",
            "BEGIN GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3",
            "BEGIN GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\n\nThis works since 0-1 ...",
            "BEGIN GADGET\nvertices: 4\nedges: 0-1, 1-2, 2-3\ne: 0-1\nf: 2-3\nThe path 0-1-2-3 does it.",
        ],
    )
    def test_sender_layouts(self, text: str) -> None:
        parsed = parse_gadget(text, "positive_sender")
        assert parsed.gadget == SENDER
        assert not parsed.one_based

    @pytest.mark.parametrize(
        ("kind", "lines"),
        [
            ("clause", ["vertices: 5", "edges: 0-1, 1-2, 2-3, 3-4", "(i1, i2, i3) = (0, 2, 4)"]),
            ("clause", ["vertices: 5", "edges: 0-1, 1-2, 2-3, 3-4", "i1, i2, i3: 0, 2, 4"]),
            ("clause", ["vertices: 5", "edges: 0-1, 1-2, 2-3, 3-4", "i_1 = 0, i_2 = 2, i_3 = 4"]),
            (
                "clause",
                ["vertices: 5", "edges: 0-1, 1-2, 2-3, 3-4", "$i_{1} = 0$, $i_2=2$", "i\u2083: 4"],
            ),
            (
                "clause",
                [
                    "vertices: 5",
                    "edges: 0-1, 1-2, 2-3, 3-4",
                    "i1: vertex 0",
                    "i2: v2",
                    "i3: node 4",
                ],
            ),
            (
                "clause",
                ["vertices: 5", "edges: 0-1, 1-2, 2-3, 3-4", "i1: 0 (a leaf)", "i2: 2", "i3: 4."],
            ),
            ("clause", ["vertices: 5", "E: 0-1, 1-2, 2-3, 3-4", "I1: 0", "I2: 2", "I3: 4"]),
        ],
    )
    def test_hardness_layouts(self, kind: str, lines: list[str]) -> None:
        assert parse_gadget(sender_block(*lines), kind).gadget == CLAUSE

    def test_variable_roles(self) -> None:
        text = sender_block("vertices: 3", "edges: 0-1, 1-2", "u1: vertex 0", "u_2 = 1", "n_1: 2")
        assert parse_gadget(text, "variable").gadget.designated == {"u1": 0, "u2": 1, "n1": 2}

    def test_upper_case_e_alone_is_the_role(self) -> None:
        text = sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3", "E: 0-1")
        assert parse_gadget(text, "red_determiner").gadget.designated == {"e": (0, 1)}

    def test_edges_continue_over_lines_and_headings(self) -> None:
        text = sender_block(
            "vertices: 4", "edges:", "Path part:", "- 0-1, 1-2", "- (2, 3)", "e: 0-1", "f: 2-3"
        )
        assert parse_gadget(text, "positive_sender").gadget == SENDER


class TestNotes:
    def test_repeated_edge_is_read_once_and_noted(self) -> None:
        text = sender_block("vertices: 4", "edges: 0-1, 1-2, 2-3, 1-0, 3-2", "e: 0-1", "f: 2-3")
        parsed = parse_gadget(text, "positive_sender")
        assert parsed.gadget == SENDER
        assert parsed.notes == ("Edges 0-1, 2-3 are listed more than once; read once.",)

    def test_missing_vertex_count_is_noted(self) -> None:
        text = sender_block("edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3")
        assert "no 'vertices:' line" in parse_gadget(text, "positive_sender").notes[0]

    def test_canonical_block_has_no_notes(self) -> None:
        parsed = parse_gadget(format_gadget("positive_sender", SENDER), "positive_sender")
        assert parsed.notes == ()


class TestOneBased:
    """Labels 1..n with ``vertices: n`` are lowered by one; mixed numbering is an error."""

    def test_labels_one_to_n(self) -> None:
        text = sender_block("vertices: 4", "edges: 1-2, 2-3, 3-4", "e: 1-2", "f: 3-4")
        parsed = parse_gadget(text, "positive_sender")
        assert parsed.gadget == SENDER
        assert parsed.one_based
        assert parsed.notes == ("Vertices are numbered 1..4; read as 0..3.",)

    def test_declared_range_one_to_n(self) -> None:
        text = sender_block(
            "vertices: 1..5", "edges: 1-2, 2-3, 3-4, 4-5", "i1: 1", "i2: 3", "i3: 5"
        )
        parsed = parse_gadget(text, "clause")
        assert (parsed.gadget, parsed.one_based) == (CLAUSE, True)

    def test_roles_count_as_labels(self) -> None:
        text = sender_block("vertices: 5", "edges: 1-2, 2-3, 3-4", "i1: 1", "i2: 3", "i3: 5")
        parsed = parse_gadget(text, "clause")
        assert parsed.one_based
        assert parsed.gadget.designated == {"i1": 0, "i2": 2, "i3": 4}

    def test_labels_inside_both_ranges_stay_zero_based(self) -> None:
        text = sender_block("vertices: 5", "edges: 1-2, 2-3", "e: 1-2", "f: 2-3")
        parsed = parse_gadget(text, "positive_sender")
        assert not parsed.one_based
        assert parsed.gadget.edges == ((1, 2), (2, 3))

    def test_one_based_without_a_vertex_count(self) -> None:
        text = sender_block("edges: 1-2, 2-3, 3-4", "e: 1-2", "f: 3-4")
        parsed = parse_gadget(text, "positive_sender")
        assert (parsed.gadget, parsed.one_based) == (SENDER, True)

    @pytest.mark.parametrize(
        ("lines", "words"),
        [
            (["vertices: 4", "edges: 0-1, 1-2, 2-3, 3-4", "e: 0-1", "f: 2-3"], "not 1..4 either"),
            (["vertices: 4", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 3-4"], "not 1..4 either"),
            (["vertices: 1..4", "edges: 0-1, 1-2, 2-3", "e: 0-1", "f: 2-3"], "outside 1..4"),
            (["vertices: 0..3", "edges: 1-2, 2-3, 3-4", "e: 1-2", "f: 3-4"], "outside 0..3"),
            (["vertices: 4", "edges: 1-2, 2-3, 3-5", "e: 1-2", "f: 3-5"], "outside 0..3"),
        ],
    )
    def test_mixed_numbering_is_an_error(self, lines: list[str], words: str) -> None:
        err = error(sender_block(*lines))
        assert err.code == "out_of_range"
        assert words in str(err)


class TestStillRejected:
    """What a careful grader cannot read as one answer stays an error, with its reason."""

    @pytest.mark.parametrize(
        ("kind", "lines", "code", "words"),
        [
            ("positive_sender", {"e": "0-1 or 2-3"}, "ambiguous", "more than one edge"),
            ("positive_sender", {"e": "0-1 (or maybe 1-2)"}, "ambiguous", "more than one edge"),
            ("positive_sender", {"e": "0-1 / 1-2"}, "ambiguous", "more than one edge"),
            ("positive_sender", {"f": "2-3, 1-2"}, "ambiguous", "more than one edge"),
            ("positive_sender", {"e": "0-1-2"}, "ambiguous", "path"),
            ("clause", {"i1": "0 or 3"}, "ambiguous", "more than one vertex"),
            ("clause", {"i1": "0, 3"}, "ambiguous", "more than one vertex"),
            ("positive_sender", {"edges": "0-1-2-3-0"}, "ambiguous", "path"),
            ("positive_sender", {"edges": "0 1 1 2 2 3 0 3"}, "ambiguous", "a-b"),
            ("positive_sender", {"edges": "0-1, 1-2, ..., 0-3"}, "ambiguous", "..."),
            ("positive_sender", {"edges": "0-1, 1-2, etc"}, "ambiguous", "..."),
            ("positive_sender", {"edges": "0-1, 1-2, 2-3 or 0-3"}, "ambiguous", "alternatives"),
            ("positive_sender", {"edges": "0-1, 1-2, 2-3 plus 0-3"}, "ambiguous", "0-3"),
            ("positive_sender", {"edges": "0-1, 1-2, 2-3 (and also 0-3)"}, "ambiguous", "unclear"),
            ("positive_sender", {"vertices": "4 or 5"}, "ambiguous", "more than one count"),
            (
                "positive_sender",
                {"vertices": "4\nvertices: 5"},
                "ambiguous",
                "different vertex counts",
            ),
            ("positive_sender", {"e": "zero-one"}, "malformed", "not an edge"),
            ("positive_sender", {"e": "DROP", "f": "DROP"}, "missing_role", "e"),
        ],
    )
    def test_rejected(self, kind: str, lines: dict[str, str], code: str, words: str) -> None:
        err = error(block(kind, **lines), kind)
        assert err.code == code
        assert words in str(err)

    def test_stray_edge_line_after_the_roles(self) -> None:
        text = sender_block("vertices: 4", "edges: 0-1, 1-2", "e: 0-1", "f: 1-2", "2-3")
        err = error(text)
        assert (err.code, "outside the 'edges:' list" in str(err)) == ("malformed", True)


class TestOpenBlock:
    """A block without END GADGET at the very end of a reply."""

    def test_open_block_is_read(self) -> None:
        text = "My answer:\n" + format_gadget("positive_sender", SENDER).removesuffix("END GADGET")
        assert parse_gadget(text, "positive_sender").gadget == SENDER

    def test_open_block_is_not_read_when_cut_off(self) -> None:
        text = format_gadget("positive_sender", SENDER).removesuffix("\nEND GADGET")
        with pytest.raises(AnswerError) as info:
            parse_gadget(text, "positive_sender", cut_off=True)
        assert info.value.code == "no_block"
        assert "cut off" in str(info.value)

    def test_cut_off_open_block_falls_back_to_an_earlier_block(self) -> None:
        done = format_gadget("positive_sender", SENDER)
        text = done + "\nA variant:\nBEGIN GADGET\nvertices: 5\nedges: 0-1, 1-"
        assert parse_gadget(text, "positive_sender", cut_off=True).gadget == SENDER

    def test_unfinished_open_block_reports_its_problem(self) -> None:
        err = error("BEGIN GADGET\nvertices: 3\nedges: 0-1")
        assert err.code == "missing_role"

    def test_open_block_stops_at_prose_after_the_roles(self) -> None:
        text = format_gadget("positive_sender", SENDER).removesuffix("END GADGET")
        parsed = parse_gadget(text + "\nWhy: 0-2 is absent, so ...\n2-3 more", "positive_sender")
        assert parsed.gadget == SENDER
        assert parsed.block.endswith("f: 2-3")


class TestForgottenBegin:
    """An END GADGET with no BEGIN closes the field lines just above it."""

    def test_fields_above_end_are_the_block(self) -> None:
        body = format_gadget("positive_sender", SENDER).removeprefix("BEGIN GADGET\n")
        parsed = parse_gadget("My answer:\n" + body, "positive_sender")
        assert parsed.gadget == SENDER
        assert parsed.block.startswith("vertices:")

    def test_prose_above_end_is_not_a_block(self) -> None:
        assert error("I tried everything.\nEND GADGET").code == "no_block"
        body = format_gadget("positive_sender", SENDER).removeprefix("BEGIN GADGET\n")
        assert error(body.replace("\nEND GADGET", "\nThat is all.\nEND GADGET")).code == "no_block"
        assert parse_gadget(body.replace("\nEND", "\n\nEND"), "positive_sender").gadget == SENDER


class TestWordedBlock:
    """Inside the markers, fields said in words are read when key: value lines fail."""

    def test_sentences_inside_the_markers(self) -> None:
        text = (
            "BEGIN GADGET\nThe graph has 5 vertices and the edges 0-1, 1-2, 2-3, 3-4, 0-4. "
            "The designated edges are e = 0-1 and f = 2-3.\nEND GADGET"
        )
        parsed = parse_gadget(text, "positive_sender")
        assert parsed.gadget == Gadget(
            5, ((0, 1), (0, 4), (1, 2), (2, 3), (3, 4)), {"e": (0, 1), "f": (2, 3)}
        )

    def test_keys_without_colons_and_a_role_in_a_sentence(self) -> None:
        text = "BEGIN GADGET vertices 4, edges 0-1, 1-2, 2-3, 0-3, e is 0-1, f is 2-3 END GADGET"
        assert parse_gadget(text, "positive_sender").gadget.designated == {"e": (0, 1), "f": (2, 3)}

    def test_a_remark_is_not_the_edge_list(self) -> None:
        text = "BEGIN GADGET\nThe red edges 0-1 and 1-2 meet at 1.\nvertices: 4\nEND GADGET"
        assert error(text).code == "malformed"

    def test_a_well_formed_block_is_not_reread(self) -> None:
        """Prose inside a readable block stays prose, whatever numbers it names."""
        text = block("positive_sender").replace(
            "vertices: 4", "vertices: 4\nThe 2 vertices 0 and 2 are far apart."
        )
        assert parse_gadget(text, "positive_sender").gadget.n == 4


class TestPromptExamples:
    """A block that repeats one of the prompt's examples is not the model's answer."""

    PROMPT = (
        "Answer with a block like this one; it is not a solution.\n"
        + format_gadget("positive_sender", SENDER)
        + "\nConstruct the gadget."
    )

    def test_the_example_alone_is_no_block(self) -> None:
        for text in (
            format_gadget("positive_sender", SENDER),
            " ".join(format_gadget("positive_sender", SENDER).split()),
            format_gadget("positive_sender", SENDER).replace("2-3\nf", "f"),  # a word dropped
            format_gadget("positive_sender", SENDER)[:40],  # cut short
            self.PROMPT,
        ):
            err = error_with(text, [self.PROMPT])
            assert err.code == "no_block", text
            assert "example" in str(err)

    def test_an_answer_after_the_echo_is_read(self) -> None:
        mine = format_gadget("positive_sender", SENDER).replace("f: 2-3", "f: 1-2")
        parsed = parse_gadget(f"{self.PROMPT}\n\n{mine}", "positive_sender", prompt=[self.PROMPT])
        assert parsed.gadget.designated["f"] == (1, 2)

    def test_without_the_prompt_the_example_is_read(self) -> None:
        assert parse_gadget(self.PROMPT, "positive_sender").gadget == SENDER

    def test_a_block_naming_the_format_only_is_no_block(self) -> None:
        err = error("I end with the BEGIN GADGET ... END GADGET block.")
        assert err.code == "no_block"


class TestTrueExplanations:
    """Issue 32: what the error says of an over-long or oddly written block is true."""

    ROLES = "e: 0-1\nf: 2-3"

    @pytest.mark.parametrize(
        "body",
        [
            "vertices: 30000\nedges: " + ", ".join(f"{i}-{i + 1}" for i in range(29_999)),
            "vertices: " + ", ".join(map(str, range(50_000))) + "\nedges: 0-1, 2-3",
            "vertices: 1000\nedges:\n"
            + "\n".join(f"{i % 1000}-{(7 * i + 1) % 1000}" for i in range(30_000)),
        ],
        ids=["30k-vertex path", "50k vertices listed", "30k edge lines"],
    )
    def test_a_block_cut_by_the_scan_limit_says_so(self, body: str) -> None:
        """A block starting before the scanned tail is not read from its cut end.

        Only the reply's last MAX_SCAN_CHARS are read; the cut can drop the block's vertices
        line, its edges line or both.
        """
        text = f"BEGIN GADGET\n{body}\n{self.ROLES}\nEND GADGET"
        assert len(text) > MAX_SCAN_CHARS
        err = error(text)
        assert err.code == "too_large"
        assert f"last {MAX_SCAN_CHARS:,} characters" in str(err)
        assert "lists no edges" not in str(err)

    def test_a_block_beginning_before_the_scan_limit_without_end_says_so(self) -> None:
        edges = ", ".join(f"{i % 1000}-{(7 * i + 1) % 1000}" for i in range(30_000))
        err = error(f"BEGIN GADGET\nvertices: 1000\n{self.ROLES}\nedges: {edges}")
        assert err.code == "no_block"
        assert f"last {MAX_SCAN_CHARS:,} characters" in str(err)

    def test_a_short_block_after_long_prose_is_read(self) -> None:
        text = "x" * (MAX_SCAN_CHARS + 10) + "\n" + block("positive_sender")
        alone = parse_gadget(block("positive_sender"), "positive_sender").gadget
        assert parse_gadget(text, "positive_sender").gadget == alone

    def test_full_width_digits_are_named_not_called_the_example(self) -> None:
        full_width = str.maketrans(
            "0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19"
        )
        text = block("positive_sender").translate(full_width)
        err = error_with(text, [TestPromptExamples.PROMPT])
        assert "example" not in str(err)
        assert "digits 0-9 only" in str(err)
        assert "\uff14" in str(err)


def error_with(text: str, prompt: list[str], kind: str = "positive_sender") -> AnswerError:
    with pytest.raises(AnswerError) as info:
        parse_gadget(text, kind, prompt=prompt)
    return info.value


class TestThinking:
    """What the model only thought is never read as its answer."""

    GOOD = format_gadget("positive_sender", SENDER)
    OTHER = format_gadget(
        "positive_sender", Gadget(3, ((0, 1), (1, 2)), {"e": (0, 1), "f": (1, 2)})
    )

    def test_block_after_thinking(self) -> None:
        text = f"<think>\n{self.OTHER}\nno, wrong\n</think>\n{self.GOOD}"
        assert parse_gadget(text, "positive_sender").gadget == SENDER

    def test_block_only_in_thinking(self) -> None:
        err = error(f"<think>{self.GOOD}</think>\nI could not decide.")
        assert err.code == "no_block"
        assert "thinking" in str(err)

    def test_forced_prefix_closing_tag_only(self) -> None:
        text = f"{self.OTHER}\nhmm\n</think>\n\n{self.GOOD}"
        assert parse_gadget(text, "positive_sender").gadget == SENDER
        assert error(f"{self.GOOD}\n</think>\nNo answer.").code == "no_block"

    def test_unclosed_thinking_at_the_end(self) -> None:
        text = f"{self.GOOD}\n<think>\nlet me double-check with {self.OTHER}"
        assert parse_gadget(text, "positive_sender").gadget == SENDER
        assert error(f"<think>\n{self.GOOD}").code == "no_block"

    def test_thinking_tag_variants(self) -> None:
        for tag in ("thinking", "THINK", "reasoning"):
            text = f"<{tag}>{self.OTHER}</{tag}>{self.GOOD}"
            assert parse_gadget(text, "positive_sender").gadget == SENDER

    def test_harmony_channels(self) -> None:
        text = (
            f"<|channel|>analysis<|message|>{self.OTHER}<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>{self.GOOD}<|return|>"
        )
        assert parse_gadget(text, "positive_sender").gadget == SENDER
        assert error(f"<|channel|>analysis<|message|>{self.GOOD}").code == "no_block"

    def test_split_thinking(self) -> None:
        """Text between two thinking blocks is said; only the blocks are thought."""
        assert split_thinking("no thinking here") == ("no thinking here", "")
        assert split_thinking("<think>a</think>b<think>c</think>d") == (
            "bd",
            "<think>a</think><think>c</think>",
        )
        assert split_thinking("a<think>b") == ("a", "<think>b")
        assert split_thinking("a</think>b") == ("b", "a</think>")


# ---------------------------------------------------------------------------------------
# Fuzzing.

KEYWORDS = [
    "BEGIN GADGET",
    "END GADGET",
    "begin gadget",
    "vertices:",
    "edges:",
    "e:",
    "f:",
    "i1:",
    "i2:",
    "i3:",
    "u1:",
    "u2:",
    "n1:",
    "=",
    ":",
]
PUNCT = list("-,;:()[]*`>#_|\n\n\n\t ") + ["\r\n", "\u2013", "```", "**", "  ", "\u00a0", "\ufffd"]


def junk(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        raw = bytes(rng.randrange(256) for _ in range(rng.randrange(600)))
        return raw.decode("utf-8", errors="replace")
    if style == 1:
        parts = []
        for _ in range(rng.randrange(120)):
            pick = rng.random()
            if pick < 0.3:
                parts.append(rng.choice(KEYWORDS))
            elif pick < 0.6:
                parts.append(
                    str(rng.choice([0, 1, 2, 3, 5, 29, 30, 31, 199, 200, 10 ** rng.randrange(12)]))
                )
            else:
                parts.append(rng.choice(PUNCT))
            if rng.random() < 0.5:
                parts.append(rng.choice([" ", "\n", "-", ", "]))
        return "".join(parts)
    if style == 2:
        kind = rng.choice(GADGET_TYPES)
        text = list(format_gadget(kind, random_gadget(rng, kind, max_n=8)))
        for _ in range(rng.randint(1, 6)):
            i = rng.randrange(len(text) + 1)
            op = rng.randrange(3)
            if op == 0 and i < len(text):
                del text[i]
            elif op == 1:
                text.insert(i, rng.choice(string.printable + "\u2013\ufffd"))
            elif i < len(text):
                text[i] = rng.choice(string.digits + "-,:\n ")
        return "".join(text)
    return "".join(rng.choice(string.printable) for _ in range(rng.randrange(400)))


def check_outcome(text: str, kind: str) -> bool:
    """Parse; an error must be an AnswerError with a known code, a gadget must be sane."""
    outcome: ParsedGadget | AnswerError
    try:
        outcome = parse_gadget(text, kind)
    except AnswerError as err:
        outcome = err
    if isinstance(outcome, AnswerError):
        assert outcome.code in CODES, outcome.code
        assert str(outcome)
        return False
    g = outcome.gadget
    assert 1 <= g.n <= MAX_VERTICES
    assert 0 < len(g.edges) <= MAX_EDGES
    assert list(g.edges) == sorted(set(g.edges))
    assert all(0 <= a < b < g.n for a, b in g.edges)
    values = [g.designated[r] for r in roles(kind)]
    assert len(set(values)) == len(values)
    for v in values:
        assert v in g.edges if isinstance(v, tuple) else 0 <= v < g.n
    return True


def test_fuzz_junk_raises_only_answer_errors() -> None:
    rng = random.Random(2024)
    parsed = 0
    for _ in range(2000):
        text, kind = junk(rng), rng.choice(GADGET_TYPES)
        parsed += check_outcome(text, kind)
    assert parsed > 0  # some mutated blocks still parse


MB = 1_000_000
TAIL = 190_000
"""Adversarial parts are sized to fit in the searched tail (MAX_SCAN_CHARS)."""
_EDGES_30 = ", ".join(f"{a}-{b}" for a, b in itertools.combinations(range(30), 2))


def _padded(tail: str) -> str:
    return "filler " * (5 * MB // 7) + tail


HUGE: dict[str, Callable[[random.Random], str]] = {
    "random tokens": lambda rng: "".join(rng.choices(KEYWORDS + PUNCT + ["0", "12", "3-4"], k=MB)),
    "random bytes": lambda rng: rng.randbytes(5 * MB).decode("utf-8", errors="replace"),
    "many begins": lambda rng: "BEGIN GADGET " * (5 * MB // 13),
    "many blocks": lambda rng: "BEGIN GADGET\nvertices: 3\nedges: 0-1\nEND GADGET\n" * 120_000,
    "many good blocks": lambda rng: block("red_determiner") * 80_000,
    "one huge block": lambda rng: "BEGIN GADGET\n" + "a" * 5 * MB + "\nEND GADGET",
    "block larger than the tail": lambda rng: (
        "BEGIN GADGET\nvertices: 3\nedges: 0-1\ne: 0-1\nnote: " + "z" * 5 * MB + "\nEND GADGET"
    ),
    "spaces in a line": lambda rng: _padded(
        "BEGIN GADGET\nvertices" + " " * TAIL + "x\nEND GADGET"
    ),
    "spaces in a key": lambda rng: _padded(
        "BEGIN GADGET\na" + " b" * (TAIL // 2) + " c\nEND GADGET"
    ),
    "spaces in a value": lambda rng: _padded("BEGIN GADGET\ne: 0" + " " * TAIL + "x\nEND GADGET"),
    "spaces before a colon": lambda rng: _padded("BEGIN GADGET\ne" + " " * TAIL + "x:\nEND GADGET"),
    "spaces in edges": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 3\nedges: 0-1" + " " * TAIL + "x\nEND GADGET"
    ),
    "commas": lambda rng: _padded("BEGIN GADGET\nvertices: 3\nedges: " + "0-1," * (TAIL // 4)),
    "commas without parentheses": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 3\nedges: 0-1 " + "," * TAIL + "\nEND GADGET"
    ),
    "parentheses": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 3\nedges: " + "(" * TAIL + "\nEND GADGET"
    ),
    "open paren spaces": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 3\nedges: (" + " " * TAIL + "\nEND GADGET"
    ),
    "digits": lambda rng: _padded("BEGIN GADGET\nvertices: " + "9" * TAIL + "\nEND GADGET"),
    "edge digits": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 3\nedges: 0-" + "1" * TAIL + "\nEND GADGET"
    ),
    "long edge list": lambda rng: _padded(
        "BEGIN GADGET\nvertices: 30\nedges: " + (_EDGES_30 + ", ") * 50 + "\nEND GADGET"
    ),
    "many lines": lambda rng: _padded(
        "BEGIN GADGET\n" + "".join(f"k{i}: {i}\n" for i in range(20_000)) + "END GADGET"
    ),
    "newlines": lambda rng: "BEGIN GADGET" + "\n" * 5 * MB + "END GADGET",
    "markers without space": lambda rng: "BEGINGADGET ENDGADGET " * (5 * MB // 22),
    "begin then spaces": lambda rng: ("BEGIN" + " " * 1000) * 5000,
    "nested": lambda rng: "BEGIN GADGET\n" * 400_000 + block("red_determiner"),
    "role tuples": lambda rng: _padded("BEGIN GADGET\n" + "i1, " * (TAIL // 4) + "\nEND GADGET"),
    "key words": lambda rng: _padded(
        "BEGIN GADGET\n" + "number of " * (TAIL // 10) + "\nEND GADGET"
    ),
    "empty keys": lambda rng: _padded("BEGIN GADGET\nedges: 0-1\n" + "e: " * (TAIL // 3)),
    "latex commands": lambda rng: _padded("BEGIN GADGET\n" + "\\text{" * (TAIL // 6)),
    "table bars": lambda rng: _padded("BEGIN GADGET\n" + "| e " * (TAIL // 4) + "\nEND GADGET"),
    "think tags": lambda rng: "<think>" * (MB // 7) + block("red_determiner"),
    "close tags": lambda rng: "</think>" * (MB // 8) + block("red_determiner"),
    "paths": lambda rng: _padded("BEGIN GADGET\nedges: " + "0-1-" * (TAIL // 4) + "\nEND GADGET"),
    "bare numbers": lambda rng: _padded(
        "BEGIN GADGET\nedges: " + "0 " * (TAIL // 2) + "\nEND GADGET"
    ),
    "edge lines": lambda rng: _padded("BEGIN GADGET\nedges:\n" + "0-1\n" * (TAIL // 4)),
    "dots": lambda rng: _padded("BEGIN GADGET\nvertices: 0" + "." * TAIL + "\nEND GADGET"),
    "dashes": lambda rng: _padded("BEGIN GADGET\nedges: 0" + "-" * TAIL + "1\nEND GADGET"),
    "open block lines": lambda rng: _padded("BEGIN GADGET\n" + "vertices: 3\n" * (TAIL // 12)),
}
"""Inputs of several megabytes (only the last MAX_SCAN_CHARS are searched)."""


@pytest.mark.parametrize("name", list(HUGE))
def test_huge_inputs_get_an_outcome(name: str) -> None:
    """Megabytes of hostile text end in a gadget or an AnswerError (timed in benchmarks/)."""
    text = HUGE[name](random.Random(name))
    assert len(text) >= MB
    for kind in ("red_determiner", "clause"):
        check_outcome(text, kind)
