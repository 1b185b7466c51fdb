"""The false-edge reader's line shapes read alike whatever colours or group before they hold.

The line-shape store (``_TEMPLATES``) keys a line with its colour words written alike
(``_colour_blind``: "so #0 must be red" and "... yellow" are one shape, read once), so
every shape must read such a line the same whichever colour words stand in it. Each line
shape the reader reads here is read again with its colour words swapped (each colour for
all, and mixed), and must give the same edges and state; a new shape that tells colours
apart fails here, and must then be ruled out in ``_COLOUR_SEEN``.

Likewise a line that refers to the group named before ("they") is keyed without that group
unless it holds a word of the shapes that read it (``_RECENT_READERS``): such a line is read
again with no group before it and must give the same edges and state.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from tests.parsers.test_kcoloring_edge_shapes import CASES

from ramsey_inspect.parsers import _kcoloring_edges as edges_module

COLOURS = ("red", "green", "blue", "yellow", "orange", "purple")
_STATE = ("table", "group", "recent", "pending", "clique_said", "line_text", "line_is_edgy",
          "sentence_text", "sentence_edgy", "buffer", "sentence_no")  # fmt: skip
HERE = Path(__file__).resolve().parent

LINES = [
    "Now vertex 3. Its neighbors 1, 2, 5 are Red, Blue, Red. So 3 must be Yellow.",
    "Vertex 4: neighbors are 0, 2, 6. So 4 can't be Green.",
    "So far: 0-Blue, 1-Yellow, 6-Red.",
    "But 2 is adjacent to 7, which is Purple. Conflict!",
    "Let's assign 5 to Orange.",
    "3: Red, adj 4, 6",
    "Vertex 2 (Green) is connected to 0 (Red), 5 (Blue) and 7 (Yellow).",
    "1 red, 2 blue, 3 green: 1-2, 2-3 are edges, so 1 is adjacent to 3 yellow.",
    "Alice is Red and is friends with Bob (Blue) and Carol, who is Green.",
    "6 is connected to 1, 2 and 3, which are red, green and blue, so 6 is yellow.",
    "Edges of 0: 1 (green), 4 (yellow); 0 is red. Not 5 (blue) though.",
]


def _swapped(rng: random.Random, text: str) -> list[str]:
    uniform = [edges_module._COLOUR.sub(c, text) for c in COLOURS]
    return uniform + [
        edges_module._COLOUR.sub(lambda m: rng.choice(COLOURS), text) for _ in range(3)
    ]


def _check(texts: list[tuple[str, str, int]], monkeypatch: pytest.MonkeyPatch) -> int:
    """Read ``texts``; every coloured shape the store may merge is read with swapped colours."""
    read, blind = edges_module._Reader._read, edges_module._colour_blind
    rng = random.Random(0)
    checked: list[str] = []

    def reading(reader: Any, text: str, raw: str, worded: bool) -> tuple[Any, ...]:
        reader.record = []
        read(reader, text, raw, worded)
        return (
            reader.record,
            reader.table,
            list(reader.group),
            list(reader.recent),
            reader.pending,
        )

    def checking(reader: Any, text: str, raw: str, worded: bool) -> None:
        if reader.record is None or blind(text) == text:
            read(reader, text, raw, worded)
            return
        state = {name: getattr(reader, name) for name in _STATE}
        lists = {name: list(v) for name, v in state.items() if isinstance(v, list)}

        def restore() -> None:
            for name, value in state.items():
                setattr(reader, name, list(lists[name]) if name in lists else value)

        restore()
        want = reading(reader, text, raw, worded)
        for other in _swapped(rng, text):
            restore()
            assert reading(reader, other, raw, worded) == want, (text, other)
        restore()
        reader.record = []
        read(reader, text, raw, worded)
        checked.append(text)

    monkeypatch.setattr(edges_module._Reader, "_read", checking)
    monkeypatch.setattr(edges_module, "_colour_blind", lambda text: text)  # every line read
    for text, frame, n in texts:
        edges_module._TEMPLATES.clear()
        edges_module.read_edges([text], frame, n)
    edges_module._TEMPLATES.clear()
    return len(checked)


def test_colour_words_are_no_part_of_a_line_shape() -> None:
    blind = edges_module._colour_blind
    assert blind("so #0 must be yellow.") == blind("so #0 must be red.") == "so #0 must be red."
    assert blind("#0 is reddish, #1 is bluer.") == "#0 is reddish, #1 is bluer."
    # where a shape may see which colour it is, the shape keeps it
    assert blind("#0 (yellow) is adjacent to #1.") == "#0 (yellow) is adjacent to #1."
    assert blind("#0 is adjacent to #1, blue... no") == "#0 is adjacent to #1, blue... no"
    assert blind("{#0, #1, #2} is a clique, all red") == "{#0, #1, #2} is a clique, all red"


def test_shapes_read_alike_whatever_the_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [(text, frame, n) for _, frame, n, text, _ in CASES]
    texts += [(line, "friends" if "Alice" in line else "math", 8) for line in LINES]
    texts.append(("\n".join(LINES), "math", 8))
    assert _check(texts, monkeypatch) >= len(LINES)


def _corpus_texts() -> list[tuple[str, str, int]]:
    """(text, frame, n) of every corpus part and of the sequel's annotated lines."""
    paths = [
        *sorted((HERE / "kcoloring_edge_corpus").glob("*/*.jsonl")),
        HERE / "kcoloring_sequel_edges.jsonl",
    ]
    rows = [
        json.loads(line)
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    return [(r["text"], r["frame"], r["n"]) for r in rows]


@pytest.mark.slow
def test_corpus_shapes_read_alike_whatever_the_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check(_corpus_texts(), monkeypatch) > 1000


REFERRING = [
    "Vertex 3: neighbors are 0, 2, 6. So 3 can't be Red.\nEdge (0,2) means they differ.",
    "Vertex 3: neighbors are 0, 2, 6.\nThey are adjacent to 5, so 5-6 is an edge.",
    "Vertex 4: neighbors are 0, 5, 6.\nSo these are its neighbours; 4-5 is an edge, they differ.",
    "Alice: friends are Bob, Carol, Dave.\nThey know Fran, who is friends with Bob.",
    "Vertex 1: neighbors are 2, 3, 4, 5.\nThose are red; they are adjacent to 6.",
    "Vertex 3: neighbors are 0, 2, 6.\n5 is adjacent to all of them, and 5-7 is an edge.",
    "Vertex 3: neighbors are 0, 2, 6.\nThey form a clique, so 5-7 is an edge too.",
]


def _check_groups(texts: list[tuple[str, str, int]], monkeypatch: pytest.MonkeyPatch) -> int:
    """Read ``texts``, checking the lines that refer to the group named before.

    Such a line with no word of the shapes that read that group (``_RECENT_READERS``) must
    read alike with the group or with none.
    """
    read, readers = edges_module._Reader._read, edges_module._RECENT_READERS
    checked: list[str] = []

    def reading(reader: Any, text: str, raw: str, worded: bool, recent: list[int]) -> Any:
        reader.record, reader.recent = [], list(recent)
        read(reader, text, raw, worded)
        return reader.record, reader.table, list(reader.group), list(reader.recent), reader.pending

    def checking(reader: Any, text: str, raw: str, worded: bool) -> None:
        if reader.record is None or not reader.recent or readers.search(text) is not None:
            read(reader, text, raw, worded)
            return
        slots = list(reader.recent)
        state = {name: getattr(reader, name) for name in _STATE}
        lists = {name: list(v) for name, v in state.items() if isinstance(v, list)}

        def restore() -> None:
            for name, value in state.items():
                setattr(reader, name, list(lists[name]) if name in lists else value)

        restore()
        pairs, table, group, recent, pending = reading(reader, text, raw, worded, slots)
        restore()
        alone = reading(reader, text, raw, worded, [])
        assert alone[:3] == (pairs, table, group), text
        assert alone[4] == pending, text
        assert recent == alone[3] or (recent == slots and alone[3] == []), text
        restore()
        reader.record, reader.recent = [], slots
        read(reader, text, raw, worded)
        checked.append(text)

    monkeypatch.setattr(edges_module._Reader, "_read", checking)
    monkeypatch.setattr(edges_module, "_RECENT_READERS", edges_module.re.compile(""))  # slots kept
    for text, frame, n in texts:
        edges_module._TEMPLATES.clear()
        edges_module.read_edges([text], frame, n)
    edges_module._TEMPLATES.clear()
    return len(checked)


def test_a_line_referring_back_reads_alike_whatever_the_group(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    texts = [(text, frame, n) for _, frame, n, text, _ in CASES]
    texts += [(t, "friends" if "Alice" in t else "math", 8) for t in REFERRING]
    assert _check_groups(texts, monkeypatch) >= 3


@pytest.mark.slow
def test_corpus_lines_referring_back_read_alike_whatever_the_group(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert _check_groups(_corpus_texts(), monkeypatch) > 100
