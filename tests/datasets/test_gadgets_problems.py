"""The RamseyGadgets problem family: the paper's 70, their ids, and reading ``pairs``."""

from __future__ import annotations

from collections import Counter

import pytest

from ramsey_inspect.core.gadgets import GADGET_TYPES, HARDNESS_TYPES, gadget_type_name
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets.gadgets import (
    PAPER_PAIRS,
    POLYNOMIAL_PAIRS,
    GadgetProblem,
    current_id,
    gadget_problems,
    parse_pairs,
)

POLYNOMIAL = [("P3", "K3"), ("P3", "K1,3"), ("P3", "P4"), ("P3", "TK3")]


def names(value: str | list[str]) -> list[tuple[str, str]]:
    return [(f.name, h.name) for f, h in parse_pairs(value)]


@pytest.fixture(scope="module")
def paper() -> list[GadgetProblem]:
    return gadget_problems(parse_pairs("paper"))


# --- the paper's 70 ---------------------------------------------------------------------------


def test_paper_has_70_problems_26_easy_44_hard(paper: list[GadgetProblem]) -> None:
    assert len(paper) == 70
    tiers = Counter(p.tier for p in paper)
    assert tiers == {"easy": 26, "hard": 44}
    assert {p.gadget_type for p in paper if p.tier == "easy"} == {
        "red_determiner",
        "blue_determiner",
    }


def test_paper_has_13_pairs_each_with_every_non_hardness_type(paper: list[GadgetProblem]) -> None:
    assert len(PAPER_PAIRS) == 13
    by_pair = Counter((p.f.name, p.h.name) for p in paper)
    assert set(by_pair) == set(PAPER_PAIRS)
    for pair, count in by_pair.items():
        assert count == (4 if pair in POLYNOMIAL else 6), pair
    assert Counter(p.gadget_type for p in paper) == {
        "red_determiner": 13,
        "blue_determiner": 13,
        "positive_sender": 13,
        "negative_sender": 13,
        "clause": 9,
        "variable": 9,
    }


@pytest.mark.parametrize(("f", "h"), POLYNOMIAL)
def test_no_hardness_gadgets_for_polynomial_pairs(
    paper: list[GadgetProblem], f: str, h: str
) -> None:
    kinds = {p.gadget_type for p in paper if (p.f.name, p.h.name) == (f, h)}
    assert kinds == {"red_determiner", "blue_determiner", "positive_sender", "negative_sender"}
    assert (f, h) in POLYNOMIAL_PAIRS


def test_ids_are_unique_readable_and_stable(paper: list[GadgetProblem]) -> None:
    ids = [p.id for p in paper]
    assert len(set(ids)) == 70
    assert ids[0] == "P3-K3-red-determiner"
    for expected in (
        "K1_3-K4-red-determiner",
        "K1_3-K4-blue-determiner",
        "P3-K4-e-clause-gadget",
        "P3-K4-e-variable-gadget",
        "K1_3-TK3-positive-sender",
        "P3-C4-negative-sender",
    ):
        assert expected in ids
    # Stable: the same call gives the same ids in the same order.
    assert [p.id for p in gadget_problems(parse_pairs("paper"))] == ids


@pytest.mark.parametrize("pairs", ["paper", "K1,3:C5", "K2,3:K4-e", "P3:[0-1;1-2;1-3]"])
def test_ids_can_be_named_by_any_inspect_option(pairs: str) -> None:
    """No comma (``--sample-id`` splits at it) and no glob character (it matches patterns)."""
    for p in gadget_problems(parse_pairs(pairs)):
        assert not set(p.id) & set(",[]*?"), p.id
        assert p.id.startswith(f"{current_id(p.f.name)}-{current_id(p.h.name)}-"), p.id


def test_old_ids_read_as_today_s(paper: list[GadgetProblem]) -> None:
    """A 1.x log's ``K1,3-...`` id maps to the same problem's id today."""
    for p in paper:
        assert current_id(f"{p.f.name}-{p.h.name}-{gadget_type_name(p.gadget_type)}") == p.id
    assert current_id("K1,3-K4-red-determiner") == "K1_3-K4-red-determiner"
    assert current_id("P3-[0-1;1-2;1-3]-clause-gadget") == "P3-(0-1;1-2;1-3)-clause-gadget"


def test_metadata_fields(paper: list[GadgetProblem]) -> None:
    for p in paper:
        assert p.tier == ("easy" if p.gadget_type.endswith("determiner") else "hard")
        assert p.gadget_type in GADGET_TYPES
        if p.gadget_type in HARDNESS_TYPES:
            assert p.f.star_size is not None


def test_types_and_tiers_filter(paper: list[GadgetProblem]) -> None:
    pairs = parse_pairs("paper")
    assert len(gadget_problems(pairs, tiers=["easy"])) == 26
    assert len(gadget_problems(pairs, tiers=["hard"])) == 44
    clauses = gadget_problems(pairs, gadget_types=["clause"])
    assert [p.id for p in clauses] == [p.id for p in paper if p.gadget_type == "clause"]
    assert gadget_problems(pairs, gadget_types=["clause"], tiers=["easy"]) == []


# --- parse_pairs ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("K1,3:C5", [("K1,3", "C5")]),
        ("P3:K5-e", [("P3", "K5-e")]),
        (["K1", "3:C5"], [("K1,3", "C5")]),  # what -T pairs=K1,3:C5 gives the task
        ("P3:K4,K1,3:C5", [("P3", "K4"), ("K1,3", "C5")]),
        (["P3:K4", "K1", "3:C5"], [("P3", "K4"), ("K1,3", "C5")]),
        ("P3:K3;P3:K4", [("P3", "K3"), ("P3", "K4")]),
        (" P3 : K3 ", [("P3", "K3")]),
        ("K3,3:K4", [("K3,3", "K4")]),
        (["K3", 3, "K4:P3"], None),  # YAML may turn a bare 3 into an int; still refused cleanly
    ],
)
def test_parse_pairs_reads(value: str | list[str], expected: list[tuple[str, str]] | None) -> None:
    if expected is None:
        with pytest.raises(ValueError, match=r"^pairs: "):
            parse_pairs(value)
    else:
        assert names(value) == expected


def test_int_piece_from_yaml_rejoins() -> None:
    assert names(["P3:K3", 3]) == [("P3", "K3,3")]  # type: ignore[list-item]


@pytest.mark.parametrize("value", ["paper", ["paper"], "all"])
def test_paper_keyword(value: str | list[str]) -> None:
    assert names(value) == list(PAPER_PAIRS)


@pytest.mark.parametrize(
    "value",
    ["paper,K1,3:C5", ["paper", "K1", "3:C5"], "K1,3:C5;paper", "paper, K1,3:C5, P3:K4"],
)
def test_paper_keyword_with_more_pairs(value: str | list[str]) -> None:
    """The paper's pairs first, then the others; one already among them counts once."""
    assert names(value) == [*PAPER_PAIRS, ("K1,3", "C5")]


@pytest.mark.parametrize("value", ["paper,P3:Q7", "papers", "paper:K4", "paperK1,3:C5"])
def test_paper_keyword_with_unreadable_pairs_is_refused(value: str) -> None:
    with pytest.raises(ValueError, match=r"^pairs: cannot read"):
        parse_pairs(value)


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ("K3:K3", "F = H"),
        ("P3:K1,2", "F = H"),  # P3 is the star K1,2
        ("K1,2:P3", "F = H"),
        ("C4:K2,2", "F = H"),
        ("P3:X9", "cannot read"),
        ("garbage", "cannot read"),
        ("", "the value is empty"),
        ("P3:K3 and more", "cannot read"),
        ("P3:K4:K5", "cannot read"),
        ("P3;K3", "cannot read"),
        ("P3:K2", "at least 3 vertices"),
        ("P3:K9", "at most 8 vertices"),
        ("P3:[0-1;2-3]", "connected"),
    ],
)
def test_parse_pairs_refuses(value: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=r"^pairs: ") as err:
        parse_pairs(value)
    assert fragment in str(err.value)


@pytest.mark.parametrize("value", [5, None, True, 3.5])
def test_parse_pairs_refuses_non_text_without_crashing(value: object) -> None:
    with pytest.raises(ValueError, match=r"^pairs: "):
        parse_pairs(value)  # type: ignore[arg-type]


def test_repeated_pair_counts_once() -> None:
    assert names("P3:K3,P3:K3") == [("P3", "K3")]
    # K1,2 is P3 under another name: same problems, so the ids would repeat.
    assert names("P3:K3,K1,2:K3") == [("P3", "K3")]


# --- pairs generated on the fly ---------------------------------------------------------------


def test_star_f_gets_hardness_gadgets() -> None:
    ids = [p.id for p in gadget_problems(parse_pairs("K1,3:C5"))]
    assert ids == [
        "K1_3-C5-red-determiner",
        "K1_3-C5-blue-determiner",
        "K1_3-C5-positive-sender",
        "K1_3-C5-negative-sender",
        "K1_3-C5-clause-gadget",
        "K1_3-C5-variable-gadget",
    ]
    assert len(gadget_problems(parse_pairs("P3:K5-e"))) == 6


@pytest.mark.parametrize("f", ["C4", "K3", "P4", "TK3", "K2,2"])
def test_non_star_f_gets_no_hardness_gadgets(f: str) -> None:
    problems = gadget_problems(parse_pairs(f"{f}:K4"))
    assert [p.gadget_type for p in problems] == [
        "red_determiner",
        "blue_determiner",
        "positive_sender",
        "negative_sender",
    ]


@pytest.mark.parametrize("value", ["K1,2:K3", "K2,1:K1,3", "P3:[0-1;1-2;2-0]", "K1,2:P4"])
def test_polynomial_pair_under_another_name_gets_no_hardness_gadgets(value: str) -> None:
    kinds = {p.gadget_type for p in gadget_problems(parse_pairs(value))}
    assert not kinds & set(HARDNESS_TYPES)


def test_star_sizes() -> None:
    assert parse_graph("P3").star_size == 2
    assert parse_graph("K1,3").star_size == 3
    assert parse_graph("C4").star_size is None
