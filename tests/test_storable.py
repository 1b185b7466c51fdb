"""Text that Inspect can store: lone surrogates out, every other character kept."""

from __future__ import annotations

import json

import pytest

from ramsey_inspect.storable import REPLACEMENT, storable


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 Red \ud800", f"3 Red {REPLACEMENT}"),
        ("\udfff at the start", f"{REPLACEMENT} at the start"),
        ("two \ud800\udbff in a row", f"two {REPLACEMENT}{REPLACEMENT} in a row"),
        ("plain ASCII", "plain ASCII"),
        ("emoji 😀, CJK 色, math ∉", "emoji 😀, CJK 色, math ∉"),
        ("", ""),
    ],
)
def test_only_lone_surrogates_change(text: str, expected: str) -> None:
    assert storable(text) == expected
    storable(text).encode("utf-8")  # what Inspect's sample buffer does


def test_json_surrogate_escapes_decode_to_text_utf8_can_carry() -> None:
    """A real pair in JSON decodes to one character; only a lone half needs replacing."""
    pair, lone = json.loads('"\\ud83d\\ude00"'), json.loads('"\\ud83d"')
    assert storable(pair) == "😀"
    assert storable(lone) == REPLACEMENT
