"""The gadget picture: what it marks, its colors, its bounds, and that it repeats exactly."""

from __future__ import annotations

import io
import itertools
import re

import numpy as np
import numpy.typing as npt
import pytest
from PIL import Image

from ramsey_inspect.core.gadget_drawing import (
    COLORS,
    ROLE_FILL,
    SIZE,
    drawing_png,
    drawing_svg,
    gadget_drawing,
)
from ramsey_inspect.core.gadgets import MAX_EDGES, MAX_VERTICES, Gadget

SENDER = Gadget(
    7,
    ((0, 1), (0, 4), (0, 6), (1, 3), (1, 4), (2, 5), (2, 6), (3, 4), (3, 5)),
    {"e": (1, 0), "f": (3, 4)},
)
CLAUSE = Gadget(
    6, ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 5), (1, 4)), {"i1": 0, "i2": 2, "i3": 5}
)


def _largest() -> Gadget:
    """A graph at both answer caps: 30 vertices, 200 edges."""
    edges = tuple(itertools.islice(itertools.combinations(range(MAX_VERTICES), 2), MAX_EDGES))
    return Gadget(MAX_VERTICES, edges, {"u1": 0, "u2": 1, "n1": 29})


def lines(svg: str) -> dict[str, str]:
    """Edge ``a-b`` -> its class (``edge red``, ``edge blue`` or ``edge plain``)."""
    return {
        m.group(2): m.group(1)
        for m in re.finditer(r'<line class="([^"]+)" data-edge="([0-9]+-[0-9]+)"', svg)
    }


def widths(svg: str) -> dict[str, float]:
    return {
        m.group(1): float(m.group(2))
        for m in re.finditer(r'data-edge="([0-9-]+)"[^>]*stroke-width="([0-9.]+)"', svg)
    }


def test_designated_edges_are_thick_and_named() -> None:
    svg = drawing_svg(gadget_drawing(SENDER, "positive_sender"))
    width = widths(svg)
    assert width["0-1"] == width["3-4"] > width["0-4"]  # e given as 1-0 is the edge 0-1
    assert sorted(w for e, w in width.items() if e not in ("0-1", "3-4")) == [2.0] * 7
    assert re.findall(r'font-weight="bold">([a-z0-9]+)</text>', svg) == ["e", "f"]
    assert set(lines(svg).values()) == {"edge plain"}


def test_designated_vertices_are_gold_and_named() -> None:
    svg = drawing_svg(gadget_drawing(CLAUSE, "clause"))
    gold = re.findall(rf'data-vertex="([0-9]+)"[^>]*fill="{ROLE_FILL}"', svg)
    assert gold == ["0", "2", "5"]
    assert re.findall(r'class="role"[^>]*>([a-z0-9]+)</text>', svg) == ["i1", "i2", "i3"]
    assert len(re.findall(r'class="vertex"', svg)) == 6


def test_a_coloring_paints_every_edge_red_or_blue() -> None:
    red = {(0, 4), (1, 3), (5, 2)}
    svg = drawing_svg(gadget_drawing(SENDER, "negative_sender", red))
    drawn = lines(svg)
    assert {e for e, c in drawn.items() if c == "edge red"} == {"0-4", "1-3", "2-5"}
    assert {e for e, c in drawn.items() if c == "edge blue"} == {
        f"{a}-{b}" for a, b in SENDER.edges
    } - {"0-4", "1-3", "2-5"}
    assert svg.count(f'stroke="{COLORS["red"]}"') == 3
    assert svg.count(f'stroke="{COLORS["blue"]}"') == 6
    # The designated edges keep their thickness whatever their color.
    assert widths(svg)["0-1"] > widths(svg)["1-3"]


def test_an_empty_coloring_is_all_blue() -> None:
    drawn = lines(drawing_svg(gadget_drawing(SENDER, "positive_sender", set())))
    assert set(drawn.values()) == {"edge blue"}


def test_the_title_is_escaped() -> None:
    svg = drawing_svg(gadget_drawing(CLAUSE, "clause"), title='<script>alert("x")</script> & more')
    assert "<script>" not in svg
    assert "<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>" in svg
    # Only the SVG's own elements appear.
    tags = set(re.findall(r"<([a-z]+)", svg))
    assert tags == {"svg", "title", "rect", "line", "circle", "text"}


def test_places_stay_inside_the_picture() -> None:
    for gadget, kind in ((SENDER, "positive_sender"), (CLAUSE, "clause"), (_largest(), "variable")):
        for v in gadget_drawing(gadget, kind).vertices:
            assert 0 < v.x < SIZE
            assert 0 < v.y < SIZE


@pytest.mark.parametrize(
    ("gadget", "kind", "red", "fragment"),
    [
        (Gadget(MAX_VERTICES + 1, ((0, 1),), {"e": (0, 1)}), "red_determiner", None, "vertices"),
        (
            Gadget(
                MAX_VERTICES,
                tuple(itertools.islice(itertools.combinations(range(30), 2), MAX_EDGES + 1)),
                {"e": (0, 1)},
            ),
            "red_determiner",
            None,
            "edges",
        ),
        (Gadget(3, ((0, 1),), {"e": (1, 2)}), "red_determiner", None, "e is not an edge"),
        (Gadget(3, ((0, 1),), {"i1": 0, "i2": 1, "i3": 3}), "clause", None, "i3 is not a vertex"),
        (Gadget(3, ((0, 3),), {"e": (0, 3)}), "red_determiner", None, "outside 0..2"),
        (Gadget(3, ((0, 1),), {"e": (0, 1)}), "red_determiner", [(1, 2)], "red edge"),
    ],
)
def test_what_is_not_a_parsed_gadget_is_refused(
    gadget: Gadget, kind: str, red: list[tuple[int, int]] | None, fragment: str
) -> None:
    with pytest.raises(ValueError, match=fragment):
        gadget_drawing(gadget, kind, red)


def test_the_largest_answer_gives_a_small_picture() -> None:
    big = _largest()
    red = big.edges[::2]
    drawing = gadget_drawing(big, "variable", red)
    svg = drawing_svg(drawing)
    png = drawing_png(drawing)
    assert len(lines(svg)) == MAX_EDGES
    assert len(svg) < 40_000
    assert len(png) < 60_000


def test_pictures_repeat_exactly() -> None:
    first = gadget_drawing(SENDER, "positive_sender", {(0, 4)})
    again = gadget_drawing(SENDER, "positive_sender", {(0, 4)})
    assert first == again
    assert drawing_svg(first) == drawing_svg(again)
    assert drawing_png(first) == drawing_png(again)


def _pixels(png: bytes) -> npt.NDArray[np.int16]:
    with Image.open(io.BytesIO(png)) as image:
        assert image.size == (SIZE, SIZE)
        return np.asarray(image.convert("RGB"), dtype=np.int16).reshape(-1, 3)


def _near(pixels: npt.NDArray[np.int16], color: str, tolerance: int = 40) -> int:
    target = np.array([int(color[i : i + 2], 16) for i in (1, 3, 5)], dtype=np.int16)
    return int((np.abs(pixels - target) <= tolerance).all(axis=1).sum())


def test_the_png_shows_the_coloring_and_the_marks() -> None:
    colored = _pixels(drawing_png(gadget_drawing(CLAUSE, "clause", {(0, 1), (2, 3)})))
    assert _near(colored, COLORS["red"]) > 100
    assert _near(colored, COLORS["blue"]) > 100
    assert _near(colored, ROLE_FILL) > 300  # three gold vertices
    plain = _pixels(drawing_png(gadget_drawing(CLAUSE, "clause")))
    assert _near(plain, COLORS["red"]) == 0
    assert _near(plain, COLORS["blue"]) == 0
    assert _near(plain, COLORS["plain"], tolerance=10) > 100
