"""The false-edge reader: what a reply asserts about the graph, graded by hand.

Two kinds of evidence. The sequel's authors flagged the edges their parser found in the
reasoning of DeepSeek-R1, Claude 3.7 Sonnet and o3-mini and judged each by hand (true
edge statement, or false positive); ``kcoloring_sequel_edges.jsonl`` keeps those excerpts
with the verdicts, plus whole o3-mini replies they searched by hand for false edges. The
reader must find at least 90% of the confirmed statements and flag at most 20% of those
marked false positive (a line mostly about another graph read as the scorer reads it), per model wherever a model has enough judged statements.

Then hand-written replies in today's styles, for every frame with its own vertex names
(``0``-based numbers in math and math_demanding, city numbers from 1 in cities, the people
in friends), each with the edges a careful grader reads as asserted. Hostile text never
raises and stays bounded.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ramsey_inspect.parsers._kcoloring_edges import (
    MAX_CHARS,
    MIN_OTHER_BLOCK,
    MIN_OTHER_SENTENCE,
    false_edge_claims,
    false_edge_reading,
    false_edges,
    read_edge_claims,
    read_edges,
)

CORPUS = Path(__file__).with_name("kcoloring_sequel_edges.jsonl")
MIN_JUDGED = 20
"""A model's recall or false-positive share is asserted only over this many verdicts."""
MIN_RECALL = 0.90
MAX_FALSE_POSITIVES = 0.20


@cache
def _rows() -> list[dict[str, Any]]:
    return [json.loads(line) for line in CORPUS.read_text().splitlines()]


def _asserted(text: str, frame: str, n: int) -> set[tuple[int, int]]:
    return {c.edge for c in read_edge_claims([text], frame, n)}


@cache
def _tally() -> dict[str, Counter[str]]:
    """Per model: confirmed edges and those found, marked false positives and those flagged."""
    tally: dict[str, Counter[str]] = {}
    for row in _rows():
        edges = [tuple(e) for e in row["edges"]]
        got = {c.edge for c in false_edge_claims([row["text"]], row["frame"], row["n"], edges)}
        count = tally.setdefault(row["model"], Counter())
        if row["kind"] == "search":
            judged = [(a, b, "tp") for a, b in row["false_edges"]]
        else:
            judged = [tuple(j) for j in row["judged"]]
        for a, b, verdict in judged:
            hit = (min(a, b), max(a, b)) in got
            count[verdict] += 1
            count[f"{verdict}_{'found' if verdict == 'tp' else 'flagged'}"] += hit
    return tally


def test_the_corpus_holds_only_the_allowed_models() -> None:
    assert {r["model"] for r in _rows()} == {"claude3.7s-think", "o3-mini-high", "deepseek-r1"}


@pytest.mark.slow
@pytest.mark.parametrize("model", ["claude3.7s-think", "o3-mini-high", "deepseek-r1"])
def test_finds_the_edges_the_authors_confirmed(model: str) -> None:
    count = _tally()[model]
    assert count["tp"] > 0
    if count["tp"] >= MIN_JUDGED:
        assert count["tp_found"] / count["tp"] >= MIN_RECALL, dict(count)


@pytest.mark.slow
@pytest.mark.parametrize("model", ["claude3.7s-think", "o3-mini-high", "deepseek-r1"])
def test_flags_few_of_the_statements_the_authors_rejected(model: str) -> None:
    count = _tally()[model]
    if count["fp"] >= MIN_JUDGED:
        assert count["fp_flagged"] / count["fp"] <= MAX_FALSE_POSITIVES, dict(count)


@pytest.mark.slow
def test_all_models_together() -> None:
    total: Counter[str] = Counter()
    for count in _tally().values():
        total.update(count)
    assert total["tp_found"] / total["tp"] >= MIN_RECALL
    assert total["fp_flagged"] / total["fp"] <= MAX_FALSE_POSITIVES


# A hand-written reply, the frame and vertex count, and the edges (0-based) a careful
# grader reads as stated to exist; statements the model doubts, denies, asks about or
# takes back are not.
CASES: list[tuple[str, str, int, set[tuple[int, int]]]] = [
    # -- math: numbers from 0
    ("math", 8, "Vertex 6 is connected to 7, so they need different colors.", {(6, 7)}),
    ("math", 8, "So 2 is adjacent to 0, 1, and 3.", {(0, 2), (1, 2), (2, 3)}),
    # two relations in one sentence: the first one's last vertex starts the second
    ("math", 8, "Vertex 2 is adjacent to vertex 3, and 0 is connected to 3.", {(2, 3), (0, 3)}),
    ("math", 8, "1 is connected to 2, 3 is connected to 6.", {(1, 2), (3, 6)}),
    ("math", 8, "Is 6 connected to 7? No.", set()),
    ("math", 8, "Is vertex 6 adjacent to vertex 7? Let me look at the list again.", set()),
    ("math", 8, "6 is not connected to 7, so both can be red.", set()),
    ("math", 8, "If 6 were adjacent to 7 we would need a fifth color.", set()),
    ("math", 8, "Maybe 3 is adjacent to 5; I need to check the edge list.", set()),
    ("math", 8, "Vertex 4 is red and vertex 5 is green.", set()),
    ("math", 8, "The edges of vertex 6 are (0,6), (2,6) and (6,7).", {(0, 6), (2, 6), (6, 7)}),
    (
        "math",
        8,
        "Adjacency list:\n- **0**: 1, 4, 5\n- **6**: 7\n- **3**: 2",
        {(0, 1), (0, 4), (0, 5), (6, 7), (2, 3)},
    ),
    ("math", 8, "Neighbors of 6: {1, 3, 7}", {(1, 6), (3, 6), (6, 7)}),
    ("math", 8, "Since $(6,7) \\in E$, vertices 6 and 7 differ.", {(6, 7)}),
    ("math", 8, "We have $N(5) = \\{0, 2, 4\\}$.", {(0, 5), (2, 5), (4, 5)}),
    (
        "math",
        8,
        "<think>\nVertex 3 is adjacent to 6 (wait, no, that edge isn't there).\n</think>\n",
        set(),
    ),
    (
        "math",
        8,
        "| Vertex | Neighbors |\n|---|---|\n| 1 | 0, 2 |\n| 4 | 7 |",
        {(0, 1), (1, 2), (4, 7)},
    ),
    (
        "math",
        8,
        "Vertices 0, 1, 2 and 3 form a clique, a K4.",
        {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)},
    ),
    ("math", 8, "The path 0-1-2 uses the edges I listed.", {(0, 1), (1, 2)}),
    ("math", 8, "Vertex 9 is adjacent to 3.", set()),  # no vertex 9 in an 8-vertex graph
    # -- math_demanding: same numbering, terser replies
    ("math_demanding", 12, "11 is adjacent to every other vertex.", {(i, 11) for i in range(11)}),
    ("math_demanding", 12, "Edge (10,11) is present, so 10 and 11 differ.", {(10, 11)}),
    ("math_demanding", 12, "There is no edge between 10 and 11.", set()),
    ("math_demanding", 12, "Vertex 2 and vertex 5 are adjacent.", {(2, 5)}),
    ("math_demanding", 12, "Does 4 connect to 8? It does not.", set()),
    # -- cities: city numbers from 1
    ("cities", 8, "City 3 and city 5 are joined by a highway.", {(2, 4)}),
    ("cities", 8, "There is a highway between city 3 and city 5.", {(2, 4)}),
    ("cities", 8, "City 7 is connected to cities 1, 2 and 8.", {(0, 6), (1, 6), (6, 7)}),
    ("cities", 8, "Is there a highway between city 7 and city 8? No.", set()),
    ("cities", 8, "No highway between city 7 and city 8, so both get the President.", set()),
    ("cities", 8, "City 1: 2, 3, 4", {(0, 1), (0, 2), (0, 3)}),
    ("cities", 8, "City 0 is connected to city 1.", set()),  # there is no city 0
    # -- friends: the people by name
    ("friends", 8, "George is friends with Heather.", {(6, 7)}),
    ("friends", 8, "Alice and Dave are friends, so their shirts differ.", {(0, 3)}),
    ("friends", 8, "- Heather: Alice, Bob, George", {(0, 7), (1, 7), (6, 7)}),
    ("friends", 8, "Is George friends with Heather? No, they are not.", set()),
    ("friends", 8, "George is not friends with Heather.", set()),
    ("friends", 8, "I said Heather knows George, but that's not in the list.", set()),
    ("friends", 8, "If George were friends with Heather, we would need five colors.", set()),
    ("friends", 8, "George wears a red shirt and Heather wears a red shirt.", set()),
    ("friends", 12, "Kathy is friends with Larry.", {(10, 11)}),
    ("friends", 12, "Kevin is friends with Laura.", {(10, 11)}),
    # -- o3-mini's manner: initials, groups named before or after a clique, universal people
    (
        "friends",
        12,
        "Label them A = Alice, B = Bob, C = Carol, D = Dave.\n• A is friends with {B, C}.\n"
        "• D is friends with {A}.\nA careful look shows that I can stop here.",
        {(0, 1), (0, 2), (0, 3)},
    ),
    ("friends", 12, "A careful look: B is friends with C.", set()),  # no initials defined
    (
        "friends",
        12,
        "The following people are all mutual friends:\n  Ethan, Fran, and George.",
        {(4, 5), (4, 6), (5, 6)},
    ),
    (
        "friends",
        12,
        "One may verify that\n  Alice, Bob, and Carol\nform a clique. Also Dave is friends "
        "with all three of them.",
        {(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)},
    ),
    (
        "friends",
        12,
        "For Alice, Bob and Carol to form a clique, we would need Alice to know Carol.",
        set(),
    ),
    ("friends", 8, "Heather is friends with everyone except Alice.", {(i, 7) for i in range(1, 7)}),
    (
        "friends",
        12,
        "Jack and Larry are friends with all the other 11 people.",
        {(min(i, v), max(i, v)) for v in (9, 11) for i in range(12) if i != v},
    ),
    ("friends", 12, "Jack is friends with every one of the other three in that group.", set()),
    # -- Claude's manner: notes after a statement
    ("math", 8, "- Vertex 6 is connected to vertex 7 (not yet colored)", {(6, 7)}),
    ("math", 8, "Vertex 2 is adjacent to 5. ✗ (not in the edge list)", set()),
    ("math", 8, "If 4 is red too we have a problem, because 3 is adjacent to 4.", {(3, 4)}),
    ("math", 8, "We need edges (0,1), (0,2) and (1,2) for 0, 1, 2 to form a clique.", set()),
    (
        "math",
        8,
        "The vertices 0, 1, 2, 3 form a clique (i.e. every two of them are adjacent).",
        {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)},
    ),
    ("cities", 8, "City 8 is connected to every other city.", {(i, 7) for i in range(7)}),
    ("cities", 8, "Cities 1, 2 and 3 are all connected to each other.", {(0, 1), (0, 2), (1, 2)}),
    (
        "math_demanding",
        12,
        "Vertex 11 is adjacent to all the other 11 vertices except 4.",
        {(i, 11) for i in range(11) if i != 4},
    ),
]


@pytest.mark.parametrize(("frame", "n", "text", "expected"), CASES)
def test_hand_written_replies(
    frame: str, n: int, text: str, expected: set[tuple[int, int]]
) -> None:
    assert _asserted(text, frame, n) == expected


def test_false_edges_keeps_only_what_the_prompt_lacks() -> None:
    text = "Vertex 6 is adjacent to 7, and 0 is adjacent to 1."
    assert false_edges([text], "math", 8, [(0, 1)]) == [(6, 7)]
    assert false_edges([text], "math", 8, [(1, 0), (7, 6)]) == []


BLOCK_EDGES = [(0, 1), (0, 5), (1, 6), (2, 7), (3, 4)]


def test_a_block_of_rows_mostly_about_another_graph_is_not_counted() -> None:
    """Rows of a renumbered list: each states one or two edges, together mostly absent."""
    rows = "Neighbours:\n0: 1, 2\n1: 2\n2: 3\n\nNow colour it."
    reading = false_edge_reading([rows], "math", 8, BLOCK_EDGES)
    assert reading.claims == []
    assert any("rows around them" in note for note in reading.notes)


def test_a_block_below_the_bound_or_half_right_is_counted() -> None:
    """At the bounds a block is judged row by row, so its absent pairs count.

    Three edges are fewer than MIN_OTHER_BLOCK; four with two absent are no majority.
    """
    assert MIN_OTHER_BLOCK == 4
    three = "Neighbours:\n0: 2\n1: 2\n2: 3\n\nNow colour it."
    assert false_edges([three], "math", 8, BLOCK_EDGES) == [(0, 2), (1, 2), (2, 3)]
    half = "Neighbours:\n0: 1, 2\n1: 6\n2: 3\n\nNow colour it."
    assert false_edges([half], "math", 8, BLOCK_EDGES) == [(0, 2), (2, 3)]


def test_a_block_of_rows_mostly_right_keeps_its_slip() -> None:
    """The twin: a copied adjacency list with one wrong neighbour counts that one."""
    rows = "Adjacency:\n0: 1, 5\n1: 0, 6\n2: 7, 6\n3: 4"
    assert false_edges([rows], "math", 8, BLOCK_EDGES) == [(2, 6)]


def test_rows_apart_are_judged_one_by_one() -> None:
    """The twin: the same rows with prose between them are no block; each is read alone."""
    rows = "0: 1, 2\nThat settles 0.\n1: 2\nThat settles 1.\n2: 3"
    assert false_edges([rows], "math", 8, BLOCK_EDGES) == [(0, 2), (1, 2), (2, 3)]


def test_sentences_in_a_row_are_no_block() -> None:
    """The twin: statements one a line, in prose, are each a slip of their own."""
    text = "So 0 is adjacent to 2.\nAnd 1 is adjacent to 2.\nAlso 2 is adjacent to 3.\n0 - 1."
    assert false_edges([text], "math", 8, BLOCK_EDGES) == [(0, 2), (1, 2), (2, 3)]


MISSING = {(0, 4), (0, 10), (1, 6), (2, 10), (3, 8)}
CITY_EDGES = [(a, b) for a in range(12) for b in range(a + 1, 12) if (a, b) not in MISSING]
CITY_8 = " City 8 appears in none of them — it's connected to every other city."


def test_a_sentence_mostly_about_another_graph_is_not_counted() -> None:
    """A line lists the missing highways, then a city's real edges: the list is not counted.

    Judged sentence by sentence, the list (five pairs, all absent) is another graph's, though
    the line as a whole (five absent of sixteen) is not.
    """
    text = "That's 1-5, 1-11, 2-7, 3-11, 4-9: five pairs, matching the count." + CITY_8
    reading = false_edge_reading([text], "cities", 12, CITY_EDGES)
    assert reading.claims == []
    assert any("hold a sentence" in note for note in reading.notes)
    (parts,) = read_edges([text], "cities", 12).clauses
    assert [len(part) for part in parts] == [5, 11]


def test_a_sentence_mostly_right_keeps_its_slip() -> None:
    """The twin: one absent pair among true ones in the same line still counts."""
    text = "That's 1-2, 1-3, 2-4, 3-5, 4-9: five pairs." + CITY_8
    assert false_edges([text], "cities", 12, CITY_EDGES) == [(3, 8)]


def test_a_sentence_below_the_bound_is_counted() -> None:
    """The twin: three absent pairs are fewer than MIN_OTHER_SENTENCE, so they count.

    A triangle named in one sentence may be the model's own slip.
    """
    assert MIN_OTHER_SENTENCE == 4
    text = "That's 1-5, 1-11, 2-7: three pairs." + CITY_8
    assert false_edges([text], "cities", 12, CITY_EDGES) == [(0, 4), (0, 10), (1, 6)]


def test_an_edge_another_sentence_of_the_line_asserts_counts() -> None:
    """The twin: a listed pair the line's next sentence states of the graph itself counts."""
    text = "That's 1-5, 1-11, 2-7, 3-11, 4-9: five pairs. City 4 is connected to city 9." + CITY_8
    assert false_edges([text], "cities", 12, CITY_EDGES) == [(3, 8)]


def test_a_claim_quotes_its_words() -> None:
    (claim,) = false_edge_claims(["Fine.\nGeorge is friends with Heather."], "friends", 8, [])
    assert claim.edge == (6, 7)
    assert "George is friends with Heather" in claim.quote


def test_every_text_is_read_and_first_statements_kept() -> None:
    texts = [
        "Vertex 1 is adjacent to 2.",
        "Vertex 3 is adjacent to 4.",
        "Vertex 1 is adjacent to 2.",
    ]
    assert [c.edge for c in read_edge_claims(texts, "math", 8)] == [(1, 2), (3, 4)]


@pytest.mark.parametrize(
    ("text", "edges"),
    [
        ("Edges:\n0-1\n\nFine so far.\n\nEdges:\n1-5\n4-6\n", {(0, 1), (1, 5), (4, 6)}),
        (
            "| Vertex | Neighbours |\n|---|---|\n| 0 | 1, 2 |\n\nNext.\n\n"
            "| Vertex | Neighbours |\n|---|---|\n| 3 | 5, 6 |\n",
            {(0, 1), (0, 2), (3, 5), (3, 6)},
        ),
    ],
    ids=["heading", "table-header"],
)
def test_a_repeated_line_sets_what_it_set_the_first_time(
    text: str, edges: set[tuple[int, int]]
) -> None:
    # A line read before in the same state is not read again, but the state it left (a
    # heading, a table's columns) is restored: the list under a repeated heading counts.
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == edges


def test_a_line_shape_read_once_serves_other_vertices_and_replies() -> None:
    # The reader keeps what a line shape asserts by slot, across readings.
    assert _asserted("Vertex 1 is adjacent to 2 and 3.", "math", 8) == {(1, 2), (1, 3)}
    assert _asserted("Vertex 5 is adjacent to 0 and 7.", "math", 8) == {(0, 5), (5, 7)}
    assert _asserted("Vertex 5 is adjacent to 5 and 7.", "math", 8) == {(5, 7)}
    assert _asserted("City 5 is adjacent to 1 and 8.", "cities", 8) == {(0, 4), (4, 7)}
    assert _asserted("Vertex 5 is adjacent to 1 and 9.", "math", 8) == {(1, 5)}


HOSTILE = [
    "",
    "\x00" * 1000,
    "\ud800\udfff lone surrogates \udc00 6 is adjacent to 7",
    "9" * 100_000,
    "vertex 99999999999999999999999 is adjacent to 123456789012345678901234567890",
    "6 and 7 are connected. " * 45_000,
    "6-7-" * 250_000,
    "(" * 500_000 + ")" * 500_000,
    "Alice, Bob, " * 80_000 + "are all friends with each other.",
    "| Vertex | Neighbors |\n" + "| 1 | 0, 2, 3, 4, 5, 6, 7 |\n" * 40_000,
    "".join(chr(i % 0x2FFF + 32) for i in range(200_000)),
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
@pytest.mark.parametrize("frame", ["math", "cities", "friends"])
def test_hostile_text_never_raises(text: str, frame: str) -> None:
    claims = read_edge_claims([text], frame, 8)
    assert all(0 <= a < b < 8 for a, b in (c.edge for c in claims))


def test_odd_arguments_never_raise() -> None:
    assert read_edge_claims([None, 5, b"6 is adjacent to 7"], "math", 8) == []  # type: ignore[list-item]
    assert read_edge_claims(["6 is adjacent to 7."], "math", 0) == []
    assert read_edge_claims(["6 is adjacent to 7."], "math", -3) == []
    assert read_edge_claims(["6 is adjacent to 7."], "no such frame", 8) != []


def test_text_past_the_limit_is_not_read() -> None:
    text = "x" * MAX_CHARS + "\nVertex 6 is adjacent to 7."
    assert read_edge_claims([text], "math", 8) == []
