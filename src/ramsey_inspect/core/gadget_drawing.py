"""A proposed gadget drawn as a small picture, for the score's explanation in the log viewer.

One layout feeds two renderers: :func:`drawing_svg` (plain SVG text) and :func:`drawing_png`
(a PNG, drawn with matplotlib). Inspect 0.3.285's viewer escapes raw HTML in explanations
and shows only raster ``data:`` images, so the explanation carries the PNG; the SVG is the
same picture for pages and reports that take vector graphics.

What the picture shows: vertices with their numbers (0-based, as in the scored answer);
designated edges (e, f) drawn thick and named at their middle; designated vertices (i1,
i2, i3 or u1, u2, n1) filled gold and named beside them. Given a coloring, every edge is
red or blue. Only parsed gadgets are drawn, within the answer caps (``MAX_VERTICES``,
``MAX_EDGES``), so a picture stays small; the layout is seeded, so it is repeatable.
"""

from __future__ import annotations

import io
import math
from collections.abc import Collection
from dataclasses import dataclass
from html import escape
from typing import Literal

import networkx as nx

from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    MAX_EDGES,
    MAX_VERTICES,
    Gadget,
    GadgetType,
    roles,
)
from ramsey_inspect.core.graphs import Edge

SIZE = 360
"""Width and height of the picture, in pixels."""
LAYOUT_SEED = 0
COLORS = {"red": "#d62728", "blue": "#1f77b4", "plain": "#8c8c8c"}
PLAIN_ROLE_COLOR = "#222222"
"""A designated edge of an uncolored drawing: dark, so it stands out from the gray."""
ROLE_FILL = "#ffd92f"
"""Fill of a designated vertex (and of the tag naming a designated edge)."""
_MARGIN = 26.0
_RADIUS = 10.0
_TAG_RADIUS = 9.0
_EDGE_WIDTH = 2.0
_ROLE_EDGE_WIDTH = 5.0

EdgeColor = Literal["red", "blue", "plain"]


@dataclass(frozen=True)
class DrawnVertex:
    """A vertex at its place; ``role`` names it when it is designated."""

    label: int
    x: float
    y: float
    role: str | None


@dataclass(frozen=True)
class DrawnEdge:
    """An edge between two vertices (their labels), its color, and its role if designated."""

    a: int
    b: int
    color: EdgeColor
    role: str | None


@dataclass(frozen=True)
class GadgetDrawing:
    """Everything a renderer needs: places, colors and roles, already decided."""

    vertices: tuple[DrawnVertex, ...]
    edges: tuple[DrawnEdge, ...]
    colored: bool

    def place(self, label: int) -> tuple[float, float]:
        """Where vertex ``label`` is drawn."""
        v = self.vertices[label]
        return v.x, v.y


def gadget_drawing(
    gadget: Gadget, gadget_type: GadgetType, red_edges: Collection[Edge] | None = None
) -> GadgetDrawing:
    """Lay out a gadget; with ``red_edges`` every edge is colored (red if listed, else blue).

    Raises:
        ValueError: a graph over the answer caps, a designation that is not in the graph,
            or a red edge that is not an edge of the graph.
    """
    if not 1 <= gadget.n <= MAX_VERTICES or len(gadget.edges) > MAX_EDGES:
        raise ValueError(
            f"only graphs with 1 to {MAX_VERTICES} vertices and at most {MAX_EDGES} edges "
            f"are drawn, not {gadget.n} vertices and {len(gadget.edges)} edges"
        )
    edges = sorted({(min(a, b), max(a, b)) for a, b in gadget.edges})
    if any(not (0 <= a < b < gadget.n) for a, b in edges):
        raise ValueError(f"an edge is a loop or uses a vertex outside 0..{gadget.n - 1}")
    edge_roles: dict[Edge, str] = {}
    vertex_roles: dict[int, str] = {}
    for role in roles(gadget_type):
        value = gadget.designated.get(role)
        if gadget_type in EDGE_ROLES:
            if not isinstance(value, tuple) or (min(value), max(value)) not in edges:
                raise ValueError(f"{role} is not an edge of the graph")
            edge_roles[(min(value), max(value))] = role
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{role} is not a vertex of the graph")
            if not 0 <= value < gadget.n:
                raise ValueError(f"{role} is not a vertex of the graph")
            vertex_roles[value] = role
    red: set[Edge] | None = None
    if red_edges is not None:
        red = {(min(a, b), max(a, b)) for a, b in red_edges}
        if not red <= set(edges):
            raise ValueError("a red edge is not an edge of the graph")
    places = _layout(gadget.n, edges)
    vertices = tuple(DrawnVertex(v, *places[v], vertex_roles.get(v)) for v in range(gadget.n))
    drawn = tuple(
        DrawnEdge(
            a,
            b,
            "plain" if red is None else "red" if (a, b) in red else "blue",
            edge_roles.get((a, b)),
        )
        for a, b in edges
    )
    return GadgetDrawing(vertices, drawn, red is not None)


def drawing_svg(drawing: GadgetDrawing, title: str = "") -> str:
    """The drawing as a standalone SVG document; ``title`` (any text) is escaped."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}" font-family="sans-serif" font-size="11">',
    ]
    if title:
        out.append(f"<title>{escape(title)}</title>")
    out.append(f'<rect width="{SIZE}" height="{SIZE}" fill="white"/>')
    for e in _paint_order(drawing.edges):
        (x1, y1), (x2, y2) = drawing.place(e.a), drawing.place(e.b)
        width = _ROLE_EDGE_WIDTH if e.role else _EDGE_WIDTH
        out.append(
            f'<line class="edge {e.color}" data-edge="{e.a}-{e.b}" x1="{x1:.1f}" y1="{y1:.1f}" '
            f'x2="{x2:.1f}" y2="{y2:.1f}" stroke="{_stroke(e)}" stroke-width="{width}"/>'
        )
    for e in drawing.edges:
        if e.role:
            x, y = _midpoint(drawing, e)
            out.append(
                f'<circle class="role" cx="{x:.1f}" cy="{y:.1f}" r="{_TAG_RADIUS:.0f}" fill="{ROLE_FILL}" '
                f'stroke="black"/><text x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" '
                f'font-weight="bold">{escape(e.role)}</text>'
            )
    for v in drawing.vertices:
        fill = ROLE_FILL if v.role else "white"
        width = 2.5 if v.role else 1.2
        out.append(
            f'<circle class="vertex" data-vertex="{v.label}" cx="{v.x:.1f}" cy="{v.y:.1f}" '
            f'r="{_RADIUS:.0f}" fill="{fill}" stroke="black" stroke-width="{width}"/>'
            f'<text x="{v.x:.1f}" y="{v.y + 4:.1f}" text-anchor="middle">{v.label}</text>'
        )
        if v.role:
            x, y = _role_tag(v)
            out.append(
                f'<text class="role" x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" '
                'font-weight="bold" stroke="white" stroke-width="3" paint-order="stroke">'
                f"{escape(v.role)}</text>"
            )
    out.append("</svg>")
    return "".join(out)


def drawing_png(drawing: GadgetDrawing) -> bytes:
    """The drawing as a small palette PNG (the same picture as :func:`drawing_svg`).

    Drawn on a bare matplotlib ``Figure`` (no pyplot state), so it can run in a worker
    thread; the PNG carries no software or date stamp, so equal drawings give equal bytes.
    """
    from matplotlib import patheffects
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import LineCollection
    from matplotlib.figure import Figure
    from matplotlib.patches import Circle
    from PIL import Image

    dpi = 100
    fig = Figure(figsize=(SIZE / dpi, SIZE / dpi), dpi=dpi, facecolor="white")
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    ax.set_xlim(0, SIZE)
    ax.set_ylim(SIZE, 0)  # y grows downwards, as in SVG
    ax.set_axis_off()
    points_per_pixel = 72 / dpi
    ordered = _paint_order(drawing.edges)
    ax.add_collection(
        LineCollection(
            [[drawing.place(e.a), drawing.place(e.b)] for e in ordered],
            colors=[_stroke(e) for e in ordered],
            linewidths=[
                (_ROLE_EDGE_WIDTH if e.role else _EDGE_WIDTH) * points_per_pixel for e in ordered
            ],
            capstyle="round",
        )
    )
    size = 11 * points_per_pixel
    halo = [patheffects.withStroke(linewidth=2.5, foreground="white")]
    for e in drawing.edges:
        if e.role:
            x, y = _midpoint(drawing, e)
            ax.add_patch(
                Circle(
                    (x, y), _TAG_RADIUS, facecolor=ROLE_FILL, edgecolor="black", lw=0.7, zorder=3
                )
            )
            ax.text(
                x, y, e.role, ha="center", va="center", fontsize=size, fontweight="bold", zorder=4
            )
    for v in drawing.vertices:
        ax.add_patch(
            Circle(
                (v.x, v.y),
                _RADIUS,
                facecolor=ROLE_FILL if v.role else "white",
                edgecolor="black",
                lw=(2.5 if v.role else 1.2) * points_per_pixel,
                zorder=3,
            )
        )
        ax.text(v.x, v.y, str(v.label), ha="center", va="center", fontsize=size, zorder=4)
        if v.role:
            x, y = _role_tag(v)
            ax.text(
                x,
                y,
                v.role,
                ha="center",
                va="center",
                fontsize=size,
                fontweight="bold",
                zorder=4,
                path_effects=halo,
            )
    raw = io.BytesIO()
    fig.savefig(raw, format="png", dpi=dpi, metadata={"Software": None})
    raw.seek(0)
    with Image.open(raw) as image:
        small = image.convert("RGB").quantize(colors=32, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _layout(n: int, edges: list[Edge]) -> dict[int, tuple[float, float]]:
    """Seeded spring layout scaled into the picture, kept off its border."""
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(edges)
    if n == 1:
        return {0: (SIZE / 2, SIZE / 2)}
    raw = nx.spring_layout(graph, seed=LAYOUT_SEED)
    xs = [float(p[0]) for p in raw.values()]
    ys = [float(p[1]) for p in raw.values()]
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    scale = (SIZE - 2 * _MARGIN) / span
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return {
        int(v): (
            round(SIZE / 2 + (float(p[0]) - cx) * scale, 1),
            round(SIZE / 2 - (float(p[1]) - cy) * scale, 1),
        )
        for v, p in raw.items()
    }


def _stroke(e: DrawnEdge) -> str:
    return PLAIN_ROLE_COLOR if e.color == "plain" and e.role else COLORS[e.color]


def _paint_order(edges: tuple[DrawnEdge, ...]) -> list[DrawnEdge]:
    """Designated edges last, so no other edge covers them."""
    return sorted(edges, key=lambda e: e.role is not None)


def _midpoint(drawing: GadgetDrawing, e: DrawnEdge) -> tuple[float, float]:
    (x1, y1), (x2, y2) = drawing.place(e.a), drawing.place(e.b)
    return (x1 + x2) / 2, (y1 + y2) / 2


def _role_tag(v: DrawnVertex) -> tuple[float, float]:
    """Where a designated vertex's name goes: just outside it, away from the center."""
    dx, dy = v.x - SIZE / 2, v.y - SIZE / 2
    length = math.hypot(dx, dy)
    if length < 1.0:  # at the center: put the name above
        dx, dy, length = 0.0, -1.0, 1.0
    gap = _RADIUS + 9
    return v.x + dx / length * gap, v.y + dy / length * gap
