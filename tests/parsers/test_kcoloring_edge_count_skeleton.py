"""The count pre-tests must never tell one colour word from another.

Their store (``_counts_masked``) keys a line by its skeleton with its colour words written
alike (a speed guard: a search's trials repeat each line shape with every colour).
"""

from __future__ import annotations

import itertools

import pytest

from ramsey_inspect.parsers._kcoloring_edges import (
    _COUNT_WORDS,
    _count_kinds,
    _counts_masked,
)

COLOURS = ("red", "green", "blue", "yellow", "orange", "purple")

CONTEXTS = (
    "{c} 3",
    "3 {c}",
    "3-{c}",
    "3 - {c}",
    "3-4 {c}",
    "3–4 {c} edges",
    "{c}: 3",
    "{c}=3, {c}(4)",
    "{c}<3 and {c}≥4",
    "deg {c} 3",
    "step {c} 3",
    "c({c} 3, 2)",
    "{c} (3 choose 2)",
    "1. {c} 3 edges",
    "- 2) {c}",
    "so far: 0-{c}, 1-{c}, 6-{c}.",
    "now vertex 2. its neighbors 0, 3, 4 are {c}, {c}, {c}. so 2 must be {c}.",
    "vertex 7 has {c} 3 neighbours and degree 4",
    "is {c} 3 or is 3 {c} again, 3 {c} in total",
    "step 3: {c} has degree 4, {c} 5 steps",
    "{c} is 3-regular, {c} 2-4 highest",
    "{c} needs 3 colours; {c} 1 through 4",
)


def test_no_colour_word_is_a_count_word() -> None:
    assert not set(COLOURS) & set(_COUNT_WORDS)


@pytest.mark.parametrize("context", CONTEXTS)
def test_count_kinds_do_not_tell_colours_apart(context: str) -> None:
    kinds = {frozenset(_count_kinds(context.format(c=colour))) for colour in COLOURS}
    assert len(kinds) == 1, kinds


def test_shared_store_masks_as_each_line_alone() -> None:
    lines = [
        context.replace("{c}", a, 1).replace("{c}", b)
        for context in CONTEXTS
        for a, b in itertools.product(COLOURS, repeat=2)
    ]
    store: dict[bytes, set[str]] = {}
    for line in lines + lines[::-1]:
        assert _counts_masked(line, store) == _counts_masked(line)
