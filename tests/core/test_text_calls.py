"""Reading good_colorings calls written as text, the way models write them."""

from __future__ import annotations

import random

import pytest

from ramsey_inspect.core.text_calls import (
    MAX_CALL_CHARS,
    MAX_CALLS_READ,
    SYNTAX,
    find_calls,
    format_call,
)

TRIANGLE = ((0, 1), (1, 2), (0, 2))

# Replies as models write them, with what a careful reader takes from each.
READ = [
    (
        "plain line after reasoning",
        "The triangle is the smallest graph with a K3.\n"
        "CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])",
        3,
        TRIANGLE,
    ),
    (
        "code fence",
        "Let me check it:\n\n```\nCALL good_colorings(vertices=3, edges=[[0,1],[1,2],[0,2]])\n```\n",
        3,
        TRIANGLE,
    ),
    (
        "python fence with tuples",
        "```python\nCALL good_colorings(vertices=3, edges=[(0, 1), (1, 2), (0, 2)])\n```",
        3,
        TRIANGLE,
    ),
    (
        "bold keyword",
        "**CALL** good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])",
        3,
        TRIANGLE,
    ),
    (
        "inline code at the start of the line",
        "`CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])`",
        3,
        TRIANGLE,
    ),
    (
        "blockquote",
        "> CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])",
        3,
        TRIANGLE,
    ),
    (
        "edges wrapped over lines",
        "CALL good_colorings(\n    vertices=3,\n    edges=[\n        [0, 1],\n        [1, 2],\n"
        "        [0, 2],\n    ],\n)",
        3,
        TRIANGLE,
    ),
    (
        "JSON arguments",
        'CALL good_colorings({"vertices": 3, "edges": [[0, 1], [1, 2], [0, 2]]})',
        3,
        TRIANGLE,
    ),
    ("values in order", "CALL good_colorings(3, [[0, 1], [1, 2], [0, 2]])", 3, TRIANGLE),
    ("dash pairs", "CALL good_colorings(vertices: 3, edges: [0-1, 1-2, 0-2])", 3, TRIANGLE),
    ("lower case", "call good_colorings(vertices=3, edges=[[0,1],[1,2],[0,2]])", 3, TRIANGLE),
    ("empty graph", "CALL good_colorings(vertices=2, edges=[])", 2, ()),
    (
        "trailing commas",
        "CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2],],)",
        3,
        TRIANGLE,
    ),
    (
        "answer block after the call",
        "CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])\n\n"
        "If that works my answer will be:\nBEGIN GADGET\nvertices: 3\nedges: 0-1\ne: 0-1\n"
        "END GADGET",
        3,
        TRIANGLE,
    ),
]


@pytest.mark.parametrize(("case", "reply", "vertices", "edges"), READ, ids=[r[0] for r in READ])
def test_calls_models_write_are_read(
    case: str, reply: str, vertices: int, edges: tuple[tuple[int, int], ...]
) -> None:
    calls, total = find_calls(reply)
    assert total == 1
    [call] = calls
    assert call.error is None, call.error
    assert (call.vertices, call.edges) == (vertices, edges)
    assert call.shown == format_call(vertices, edges)


def test_several_calls_in_a_numbered_list() -> None:
    reply = (
        "I will test two candidates:\n"
        "1. CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2]])\n"
        "2. CALL good_colorings(vertices=4, edges=[[0, 1], [1, 2], [2, 3], [3, 0]])\n"
    )
    calls, total = find_calls(reply)
    assert total == 2
    assert [c.vertices for c in calls] == [3, 4]
    assert calls[1].edges == ((0, 1), (1, 2), (2, 3), (3, 0))


NOT_CALLS = [
    (
        "mentioned inside a sentence",
        "I could write CALL good_colorings(vertices=3, edges=[[0, 1]]) but the answer is clear.",
    ),
    ("the function without the keyword", "good_colorings(vertices=3, edges=[[0, 1]])"),
    ("another tool", "CALL color_graph(vertices=3, edges=[[0, 1]])"),
    ("no parentheses", "CALL good_colorings on the triangle, please."),
    ("plain answer", "BEGIN GADGET\nvertices: 3\nedges: 0-1\ne: 0-1\nEND GADGET"),
]


@pytest.mark.parametrize(("case", "reply"), NOT_CALLS, ids=[r[0] for r in NOT_CALLS])
def test_text_that_is_not_a_call(case: str, reply: str) -> None:
    assert find_calls(reply) == ([], 0)


UNREADABLE = [
    ("the syntax copied with placeholders", f"{SYNTAX}", "cannot read"),
    ("a triple", "CALL good_colorings(vertices=3, edges=[[0, 1, 2]])", "'[0,1,2]' is not a pair"),
    ("a negative label", "CALL good_colorings(vertices=3, edges=[[-1, 2]])", "not a pair"),
    ("edges missing", "CALL good_colorings(vertices=3)", "edges missing"),
    ("unknown argument", "CALL good_colorings(vertices=3, edges=[], colors=2)", "'colors'"),
    ("a key twice", "CALL good_colorings(vertices=3, vertices=4, edges=[])", "given twice"),
    ("vertices as a list", "CALL good_colorings(vertices=[0, 1, 2], edges=[])", "whole number"),
    ("edges as text", "CALL good_colorings(vertices=3, edges='0-1, 1-2')", "cannot read"),
    ("a huge number", "CALL good_colorings(vertices=12345678901234, edges=[])", "not a vertex"),
    ("never closed", "CALL good_colorings(vertices=3, edges=[[0, 1]", "not closed"),
    ("closed by the wrong bracket", "CALL good_colorings(vertices=3, edges=[[0, 1]]]", "closed"),
]


@pytest.mark.parametrize(("case", "reply", "why"), UNREADABLE, ids=[r[0] for r in UNREADABLE])
def test_calls_that_cannot_be_read_say_why(case: str, reply: str, why: str) -> None:
    [call], total = find_calls(reply)
    assert total == 1
    assert call.vertices is None
    assert call.error is not None
    assert why in call.error
    assert call.shown.startswith("CALL good_colorings(")


def test_a_call_longer_than_the_bound_is_not_read() -> None:
    edges = [[i % 12, (i + 1) % 12] for i in range(200)]
    reply = format_call(12, [tuple(e) for e in edges])  # type: ignore[misc]
    assert len(reply) > MAX_CALL_CHARS
    [call], _ = find_calls(reply)
    assert call.error is not None
    assert f"within {MAX_CALL_CHARS:,} characters" in call.error
    assert len(call.shown) <= 160


def test_only_the_first_calls_are_read_but_all_are_counted() -> None:
    reply = "\n".join(format_call(3, [(0, 1)]) for _ in range(MAX_CALLS_READ + 50))
    calls, total = find_calls(reply)
    assert len(calls) == MAX_CALLS_READ
    assert total == MAX_CALLS_READ + 50


def test_format_and_read_agree() -> None:
    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(1, 12)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 40))]
        [call], _ = find_calls(format_call(n, edges))
        assert (call.vertices, call.edges) == (n, tuple(edges))


PIECES = ["CALL ", "good_colorings", "(", ")", "[", "]", ",", "=", "0", "12", "-", "\n", "x", " "]


def test_junk_never_raises() -> None:
    rng = random.Random(11)
    for _ in range(500):
        reply = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 400)))
        calls, total = find_calls(reply)
        assert total >= len(calls)
        for call in calls:
            assert (call.error is None) == (call.vertices is not None)
