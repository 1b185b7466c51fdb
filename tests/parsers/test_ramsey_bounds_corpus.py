"""The Ramsey answer reader against hand-written replies and hostile inputs."""

from __future__ import annotations

import random
import time

import networkx as nx
import pytest
from tests.parsers.ramsey_bounds_corpus import C5, CASES, matrix, spaced

from ramsey_inspect.parsers.ramsey_bounds import (
    MAX_CHARS,
    READ_ERROR_CODES,
    SHAPES,
    read_colouring,
)


@pytest.mark.parametrize(
    ("reply", "n", "k", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_grader_reads_the_same(reply: str, n: int, k: int, expected: object) -> None:
    """The reader finds the answer a human grader reads, or the fault the grader sees."""
    got = read_colouring(reply, n, k)
    if isinstance(expected, str):
        assert got.colouring is None
        assert got.code == expected, got.error
        assert got.error
    else:
        assert got.colouring == expected, got.error


def test_every_shape_has_cases() -> None:
    """Each shape of the table is read in the corpus."""
    read = {read_colouring(c[1], c[2], c[3]).form for c in CASES if not isinstance(c[4], str)}
    assert read == set(SHAPES)


def test_error_codes_are_known() -> None:
    codes = {read_colouring(c[1], c[2], c[3]).code for c in CASES}
    assert codes - {None} <= READ_ERROR_CODES


def test_the_explanation_names_the_fault() -> None:
    got = read_colouring(spaced(C5).replace("0 1 0 0 1", "0 1 1 0 1", 1), 5, 2)
    assert got.error == "the matrix is not symmetric: entry (0, 2) is 1 but (2, 0) is 0"


def test_a_replaced_answer_leaves_a_note() -> None:
    import networkx as nx

    first = spaced(nx.complete_graph(5))
    got = read_colouring(f"{first}\n\nno wait:\n\n{spaced(C5)}", 5, 2)
    assert got.colouring == matrix(C5)
    assert any("last one" in note for note in got.notes)


def test_one_based_edges_leave_a_note() -> None:
    got = read_colouring("(1,2), (2,3), (3,4), (4,5), (5,1)", 5, 2)
    assert got.colouring == matrix(C5)
    assert got.notes
    assert "1 to 5" in got.notes[0]


@pytest.mark.parametrize(
    "junk",
    [
        "0" * 100_000,
        "1 " * 200_000,
        "(" * 50_000 + "1,2" + ")" * 50_000,
        "~~~~~~~~" * 10_000,
        "\\\\" * 100_000,
        "[[" * 50_000,
        "\x00\ud800 é 🙂" * 1000,
        "0-" * 100_000,
    ],
    ids=["zeros", "ones", "parens", "tildes", "latex", "brackets", "unicode", "dashes"],
)
def test_junk_is_refused_quickly(junk: str) -> None:
    start = time.perf_counter()
    got = read_colouring(junk, 17, 2)
    assert got.colouring is None
    assert got.code in READ_ERROR_CODES
    assert time.perf_counter() - start < 2.0


@pytest.mark.slow
def test_a_huge_reply_is_read_from_its_end() -> None:
    """Only the reply's tail is read; the answer at the end still counts."""
    rng = random.Random(1)
    noise = "".join(rng.choice("01 \n()abc,-") for _ in range(MAX_CHARS))
    start = time.perf_counter()
    got = read_colouring(noise + "\n\n" + spaced(C5), 5, 2)
    assert got.colouring == matrix(C5)
    assert time.perf_counter() - start < 20.0


def test_an_answer_buried_under_prose_beyond_the_room_is_not_read() -> None:
    """The tail read grows with n (8 characters per pair, 64 KiB at least), never beyond."""
    prose = "and so on. " * 10_000  # 110 000 characters after the answer
    assert read_colouring(spaced(C5) + "\n" + prose, 5, 2).code == "no_answer"
    assert read_colouring(spaced(C5) + "\n" + prose[:50_000], 5, 2).colouring == matrix(C5)


@pytest.mark.parametrize("quote", ["", "`", '"'])
def test_graph6_beyond_62_vertices(quote: str) -> None:
    """Four-character headers (n > 62), and backticks that are also graph6 characters."""
    graph = nx.gnp_random_graph(92, 0.5, seed=3)
    text = nx.to_graph6_bytes(graph, header=False).decode().strip()
    got = read_colouring(f"graph6: {quote}{text}{quote}", 92, 2)
    assert got.colouring == matrix(graph)


def test_random_text_never_raises() -> None:
    rng = random.Random(7)
    alphabet = "01234 \n\t()[]{},;-–&\\`$|:#>~?@ABCxyz"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 400)))
        n, k = rng.randint(1, 12), rng.randint(2, 4)
        got = read_colouring(text, n, k)
        assert (got.colouring is None) == (got.error is not None)
        if got.colouring is not None:
            assert len(got.colouring) == n
            assert all(
                got.colouring[i][j] == got.colouring[j][i] for i in range(n) for j in range(n)
            )
            assert all(0 <= d < k for r in got.colouring for d in r)


@pytest.mark.parametrize(("n", "k"), [(0, 2), (5, 1), (5, 11), (10**6, 2)])
def test_bad_cell_sizes_are_our_fault(n: int, k: int) -> None:
    with pytest.raises(ValueError, match="must be a whole number"):
        read_colouring("0 1\n1 0", n, k)
