"""Figure layout shared by the benchmarks: panel grids, colours, percent axes, saving.

The drawing functions of each benchmark take a Matplotlib ``Axes`` and draw one panel;
this module lays panels out and is the one place that writes a file. Figures are built
on ``matplotlib.figure.Figure`` directly (no pyplot state, no GUI backend).
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

PANEL = (4.2, 3.1)
"""Inches per panel: at 110 dpi a three-panel row is about 1400 px wide."""
MAX_COLUMNS = 3
DPI = 110
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "<", ">")


def grid(n: int, columns: int = MAX_COLUMNS, sharey: bool = True) -> tuple[Figure, list[Axes]]:
    """A figure of ``n`` panels in rows of at most ``columns``; unused cells removed."""
    cols = max(1, min(columns, n))
    rows = max(1, math.ceil(n / cols))
    fig = Figure(figsize=(PANEL[0] * cols, PANEL[1] * rows + 0.6), layout="constrained")
    axes = fig.subplots(rows, cols, squeeze=False, sharey=sharey)
    flat = [ax for row in axes for ax in row]
    for ax in flat[n:]:
        ax.remove()
    return fig, flat[:n]


def colours(names: Sequence[str]) -> dict[str, str]:
    """A fixed colour per name (the tab10 cycle), in the order given."""
    return {name: f"C{i % 10}" for i, name in enumerate(dict.fromkeys(names))}


def markers(names: Sequence[str]) -> dict[str, str]:
    """A fixed marker shape per name, in the order given."""
    return {name: MARKERS[i % len(MARKERS)] for i, name in enumerate(dict.fromkeys(names))}


def percent_axis(ax: Axes, axis: Literal["x", "y"] = "y", label: str = "") -> None:
    """0-100% with a little room, so points at 0% and 100% are not cut by the frame."""
    if axis == "y":
        ax.set_ylim(-4, 104)
        ax.yaxis.set_major_formatter(PercentFormatter(100, decimals=0))
        if label:
            ax.set_ylabel(label)
    else:
        ax.set_xlim(-4, 104)
        ax.xaxis.set_major_formatter(PercentFormatter(100, decimals=0))
        if label:
            ax.set_xlabel(label)
    ax.grid(True, axis=axis, alpha=0.3)


def legend_below(
    fig: Figure,
    handles: Sequence[Any],
    title: str,
    columns: int = 4,
    handler_map: dict[Any, Any] | None = None,
) -> None:
    """One legend for all panels, under them, so it never covers data.

    A tuple of artists is one entry (drawn side by side with ``HandlerTuple`` in
    ``handler_map``), labelled by its first artist.
    """
    if handles:
        labels = [(h[0] if isinstance(h, tuple) else h).get_label() for h in handles]
        fig.legend(
            list(handles),
            labels,
            handler_map=handler_map,
            title=title,
            loc="outside lower center",
            ncols=max(1, min(columns, len(handles))),
            fontsize=8,
            title_fontsize=8,
            frameon=False,
        )


def short(text: str, width: int = 28) -> str:
    """A label cut to ``width`` characters with an ellipsis, so titles stay on one line.

    >>> short("ramsey_inspect/replay/a-very-long-label", 20)
    'ramsey_inspect/repl…'
    """
    return text if len(text) <= width else text[: width - 1] + "…"


def wrap(text: str, width: int = 60) -> str:
    """A legend or tick label on lines of at most ``width`` characters, nothing cut.

    Legends must keep every option: the one that tells two runs apart (``relabel=1``) is
    often the last.

    >>> print(wrap("m · problem_set=6v3c · frame=math · relabel=1", 30))
    m · problem_set=6v3c ·
    frame=math · relabel=1
    """
    return textwrap.fill(text, width, break_long_words=False, break_on_hyphens=False)


def is_first_column(ax: Axes) -> bool:
    """Whether ``ax`` is in the grid's first column (it gets the y label)."""
    spec = ax.get_subplotspec()
    return spec is None or spec.is_first_col()


def is_last_row(ax: Axes) -> bool:
    """Whether ``ax`` is in the grid's last row (it gets the x label)."""
    spec = ax.get_subplotspec()
    return spec is None or spec.is_last_row()


def save(fig: Figure, path: Path) -> Path:
    """Write ``fig`` as PNG (nothing cut at the edges) and return the path."""
    fig.savefig(path, dpi=DPI, bbox_inches="tight")
    return path
