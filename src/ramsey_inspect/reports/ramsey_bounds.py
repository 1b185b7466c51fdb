"""Ramsey lower bounds in the report: solved share per tier, every cell's verdicts, the ladder.

A sample is one cell: colour K_n so that colour i holds no K_{sizes[i]}. Its metadata gives
the cell (``cell``, ``sizes``, ``n``, ``tier``, ``best_lower``, ``upper``); each answer's score
metadata its verdict (``status``: valid, invalid, undecided or unreadable), whether a valid
answer is a known construction (``matches_known``, its source) or ``new``, whether it is a
new lower bound (``new_record``: valid on an ``open`` cell) and, for an invalid one, how far
it is (``mono_cliques``, ``recolour``).

Three tables and a figure:

- per configuration and tier: cells, answers, valid answers and the solved share, cells
  solved at least once, answers new to the package, new records;
- per configuration and cell: the verdicts counted, the known construction matched, the
  closest invalid answer;
- per configuration and ``sizes``: the largest n reached by a valid answer against
  ``best_lower`` and ``upper`` (the ladder), drawn as one row per ``sizes``.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import config_title, key_columns, per_config
from ramsey_inspect.reports.render import Column, Section, Table, display, fmt

TITLE = "Ramsey lower bounds (ramsey_bounds)"
TIERS = ("known", "near", "best", "open")
"""The cell tiers, easiest first (``core.ramsey_cells``)."""
STATUSES = ("valid", "invalid", "undecided", "unreadable")
"""A scored answer's verdict (score metadata ``status``)."""
CELL = "cell"
SIZES = "sizes"
N = "n"
BEST_LOWER = "best_lower"
UPPER = "upper"
TIER = "tier"
SAMPLE_FIELDS = (CELL, SIZES, N, TIER, BEST_LOWER, UPPER)
"""Sample metadata the tables read (the task writes them for every cell)."""
SCORE_FIELDS = ("status", "matches_known", "new", "new_record", "mono_cliques", "recolour")
"""Score metadata the tables read (the scorer writes them for every answer)."""
SHOWN_GAP = 6
"""How far right of ``best_lower`` the ladder draws a gap before it cuts it with an arrow."""


@dataclass
class RamseyTables:
    """The ramsey_bounds tables (numbers kept as numbers, NaN where there is no data)."""

    by_tier: pd.DataFrame
    """One row per configuration and tier: ``cells``, ``answers``, ``valid``, ``solved``
    (valid share of scored answers), ``cells_solved``, ``new``, ``new_record``."""
    by_cell: pd.DataFrame
    """One row per configuration and cell, in the ladder's order: the cell's numbers, the
    verdict counts, ``matches_known`` (sources, joined), ``new``, ``new_record``, the
    fewest ``mono_cliques`` and ``recolour`` of its invalid answers."""
    ladder: pd.DataFrame
    """One row per configuration and ``sizes``: ``label``, ``best_lower``, ``upper``,
    ``asked`` (the n of its cells, sorted), ``reached`` (largest valid n, NaN if none),
    ``reached_over_lower``."""


def tidy(samples: pd.DataFrame) -> pd.DataFrame:
    """The sample-epochs with the cell fields typed: ``sizes`` a tuple, numbers as floats.

    Metadata arrives as the log reader leaves it (lists as JSON text, score metadata as
    text); anything unreadable becomes NaN or None, never an error.
    """
    out = samples.copy()
    for column in (*SAMPLE_FIELDS, *SCORE_FIELDS):
        if column not in out:
            out[column] = None
    sizes = [sizes_of(v) for v in out[SIZES]]
    out[SIZES] = pd.Series(sizes, index=out.index, dtype=object)
    out["label"] = [ramsey_label(s) for s in sizes]
    for column in (N, BEST_LOWER, UPPER, "mono_cliques", "recolour"):
        out[column] = pd.to_numeric(out[column], errors="coerce").astype(float)
    for column in ("new", "new_record"):
        out[column] = [flag(v) for v in out[column]]
    out["status"] = [text_or_none(v) for v in out["status"]]
    out["matches_known"] = [text_or_none(v) for v in out["matches_known"]]
    out["tier"] = [text_or_none(v) for v in out["tier"]]
    out[CELL] = [text_or_none(c) or str(i) for c, i in zip(out[CELL], out["id"], strict=True)]
    return out


def tables(samples: pd.DataFrame, configs: pd.DataFrame) -> RamseyTables:
    """The three tables of the ramsey_bounds samples (``results.Results.samples``)."""
    data = tidy(samples)
    tier_rows: list[dict[str, Any]] = []
    cell_rows: list[dict[str, Any]] = []
    ladder_rows: list[dict[str, Any]] = []
    for config, grp in per_config(data, configs):
        key = config.to_dict()
        for tier in [t for t in TIERS if (grp["tier"] == t).any()] + sorted(
            {t for t in grp["tier"] if isinstance(t, str) and t not in TIERS}
        ):
            tier_rows.append({**key, "tier": tier, **_counts(grp[grp["tier"] == tier])})
        for cell, rows in sorted(grp.groupby(CELL, sort=False), key=lambda kv: _cell_order(kv[1])):
            first = rows.iloc[0]
            invalid = rows[rows["status"] == "invalid"]
            sources = sorted({s for s in rows["matches_known"] if isinstance(s, str) and s})
            cell_rows.append(
                {
                    **key,
                    CELL: cell,
                    "label": first["label"],
                    N: first[N],
                    "tier": first["tier"],
                    BEST_LOWER: first[BEST_LOWER],
                    UPPER: first[UPPER],
                    "answers": int(rows["score"].notna().sum()),
                    **{s: int((rows["status"] == s).sum()) for s in STATUSES},
                    "matches_known": "; ".join(sources) if sources else None,
                    "new": int(sum(v is True for v in rows["new"])),
                    "new_record": int(sum(v is True for v in rows["new_record"])),
                    "fewest_cliques": invalid["mono_cliques"].min() if len(invalid) else math.nan,
                    "fewest_recolour": invalid["recolour"].min() if len(invalid) else math.nan,
                }
            )
        for label, rows in grp.groupby("label", sort=False):
            lower = rows[BEST_LOWER].dropna()
            upper = rows[UPPER].dropna()
            valid = rows[rows["score"] == 1.0][N].dropna()
            best = float(lower.max()) if len(lower) else math.nan
            reached = float(valid.max()) if len(valid) else math.nan
            ladder_rows.append(
                {
                    **key,
                    "label": label,
                    SIZES: rows[SIZES].iloc[0],
                    BEST_LOWER: best,
                    UPPER: float(upper.min()) if len(upper) else math.nan,
                    "asked": sorted({int(n) for n in rows[N].dropna()}),
                    "reached": reached,
                    "reached_over_lower": reached / best if best > 0 else math.nan,
                }
            )
    keys = list(configs.columns)
    by_cell = pd.DataFrame(cell_rows, columns=[*keys, *_CELL_COLUMNS])
    ladder = pd.DataFrame(ladder_rows, columns=[*keys, *_LADDER_COLUMNS])
    ladder = ladder.sort_values(
        ["label"], key=lambda s: s.map(lambda v: _sizes_order(ladder, v)), kind="stable"
    ).reset_index(drop=True)
    return RamseyTables(
        by_tier=pd.DataFrame(tier_rows, columns=[*keys, "tier", *_TIER_NUMBERS]),
        by_cell=by_cell,
        ladder=ladder,
    )


_TIER_NUMBERS = "cells answers valid solved cells_solved new new_record unscored".split()
_CELL_COLUMNS = [
    CELL, "label", N, "tier", BEST_LOWER, UPPER, "answers", *STATUSES, "matches_known", "new",
    "new_record", "fewest_cliques", "fewest_recolour",
]  # fmt: skip
_LADDER_COLUMNS = ["label", SIZES, BEST_LOWER, UPPER, "asked", "reached", "reached_over_lower"]


def _counts(rows: pd.DataFrame) -> dict[str, Any]:
    scored = rows[rows["score"].notna()]
    valid = scored[scored["score"] == 1.0]
    return {
        "cells": rows[CELL].nunique(),
        "answers": len(scored),
        "valid": len(valid),
        "solved": len(valid) / len(scored) if len(scored) else math.nan,
        "cells_solved": valid[CELL].nunique(),
        "new": int(sum(v is True for v in scored["new"])),
        "new_record": int(sum(v is True for v in scored["new_record"])),
        "unscored": len(rows) - len(scored),
    }


def _cell_order(rows: pd.DataFrame) -> tuple[Any, ...]:
    first = rows.iloc[0]
    sizes = first[SIZES] or ()
    n = first[N]
    return (len(sizes), sizes, -1 if pd.isna(n) else n)


def _sizes_order(ladder: pd.DataFrame, label: str) -> tuple[Any, ...]:
    sizes = ladder.loc[ladder["label"] == label, SIZES].iloc[0] or ()
    return (len(sizes), sizes)


def sizes_of(value: Any) -> tuple[int, ...] | None:
    """A cell's clique sizes from metadata: a list, a tuple or its JSON text; None otherwise.

    >>> sizes_of("[3, 17]"), sizes_of([3, 3, 3]), sizes_of("junk"), sizes_of(None)
    ((3, 17), (3, 3, 3), None, None)
    """
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return None
    if isinstance(value, (list, tuple)) and value:
        try:
            return tuple(int(v) for v in value)
        except (TypeError, ValueError):
            return None
    return None


def ramsey_label(sizes: tuple[int, ...] | None) -> str:
    """``R(3,17)``; ``R(?)`` for sizes the metadata did not give.

    >>> ramsey_label((3, 17)), ramsey_label(None)
    ('R(3,17)', 'R(?)')
    """
    return f"R({','.join(map(str, sizes))})" if sizes else "R(?)"


def flag(value: Any) -> bool | None:
    """A boolean from metadata (``True``, ``"True"``, ``"false"``); None otherwise."""
    if isinstance(value, bool):
        return value
    return {"true": True, "false": False}.get(str(value).strip().lower())


def text_or_none(value: Any) -> str | None:
    """Metadata text, with None, NaN and the texts ``None``/``nan``/empty as None."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    text = str(value)
    return None if text in ("", "None", "nan") else text


def bounds_text(lower: float, upper: float) -> str:
    """``93 ≤ R ≤ 111``, ``R = 18`` or ``R ≥ 93`` (upper unknown).

    >>> bounds_text(93.0, 111.0), bounds_text(18.0, 18.0), bounds_text(93.0, float("nan"))
    ('93 ≤ R ≤ 111', 'R = 18', 'R ≥ 93')
    """
    if pd.isna(lower):
        return "n/a"
    if pd.isna(upper):
        return f"R ≥ {int(lower)}"
    if lower == upper:
        return f"R = {int(lower)}"
    return f"{int(lower)} ≤ R ≤ {int(upper)}"


# ----------------------------------------------------------------------------- figure


def plot_ladder(
    ax: Axes, ladder: pd.DataFrame, colour: dict[str, str], marker: dict[str, str]
) -> None:
    """One row per ``sizes``: the vertices n of cells against the record, x = n - best_lower.

    The known range of R sits right of 0: a grey bar from ``best_lower`` (x = 0) to
    ``upper`` (cut with an arrow past ``SHOWN_GAP``, the upper bound written at its end);
    x = -1 is the record witness's size and x = 0 a new lower bound. Small grey ticks mark
    the cells asked; a coloured marker per configuration the largest n a valid answer
    reached (none when it reached nothing).
    """
    labels = list(dict.fromkeys(ladder["label"]))
    configs = list(dict.fromkeys(ladder["config_key"]))
    step = 0.8 / max(1, len(configs))  # each configuration keeps its own lane in a row
    lows = [0.0]
    for y, label in enumerate(labels):
        rows = ladder[ladder["label"] == label]
        lower, upper = rows[BEST_LOWER].iloc[0], rows[UPPER].iloc[0]
        if pd.isna(lower):
            continue
        gap = (upper - lower) if pd.notna(upper) else math.inf
        shown = min(gap, SHOWN_GAP)
        ax.plot([0, shown], [y, y], color="0.8", linewidth=7, solid_capstyle="butt", zorder=1)
        end = "upper bound unknown" if math.isinf(gap) else f"R ≤ {int(upper)}"
        if gap > SHOWN_GAP:
            ax.annotate(
                "", xy=(shown + 0.6, y), xytext=(shown, y),
                arrowprops={"arrowstyle": "->", "color": "0.6"},
            )  # fmt: skip
        if gap > 0:
            at = shown + (0.75 if gap > SHOWN_GAP else 0.15)
            ax.text(at, y, end, va="center", fontsize=7, color="0.35")
        asked = sorted({n for a in rows["asked"] for n in a})
        xs = [n - lower for n in asked]
        lows += xs
        ax.scatter(xs, [y] * len(xs), marker="|", s=120, color="0.45", zorder=2)
        for _, row in rows.iterrows():
            if pd.isna(row["reached"]):
                continue
            x = row["reached"] - lower
            lows.append(x)
            i = configs.index(row["config_key"])
            ax.scatter(
                [x], [y + (i - (len(configs) - 1) / 2) * step],
                marker=marker[row["config_key"]], color=colour[row["config_key"]],
                s=55 if len(configs) <= 3 else 36, edgecolors="black", linewidths=0.5,
                zorder=3,
            )  # fmt: skip
    for y in range(len(labels) - 1):  # rows apart, so each row's lanes read as one
        ax.axhline(y + 0.5, color="0.9", linewidth=0.6, zorder=0)
    ax.axvline(0, color="black", linewidth=0.8, linestyle="--", zorder=0)
    ax.axvline(-1, color="0.5", linewidth=0.6, linestyle=":", zorder=0)
    ax.set_yticks(
        range(len(labels)),
        [f"{label}  ({bounds_text(*_bounds(ladder, label))})" for label in labels],
        fontsize=8,
    )
    ax.set_ylim(len(labels) - 0.5, -0.5)
    ax.set_xlim(min(lows) - 1, SHOWN_GAP + 3.5)
    ax.set_xlabel(
        "n - best known lower bound   (-1: the record witness's size; 0: a new lower bound)",
        fontsize=8,
    )
    ax.grid(True, axis="x", alpha=0.3)


def _bounds(ladder: pd.DataFrame, label: str) -> tuple[float, float]:
    rows = ladder[ladder["label"] == label]
    return float(rows[BEST_LOWER].iloc[0]), float(rows[UPPER].iloc[0])


def draw(t: RamseyTables, shown: list[str], out_dir: Path) -> list[Path]:
    """The ladder figure as a PNG in ``out_dir`` (none without a cell read)."""
    ladder = t.ladder[t.ladder[BEST_LOWER].notna()]
    if ladder.empty:
        return []
    ladder = ladder.assign(
        config_key=[f"{m}\0{c}" for m, c in zip(ladder["model"], ladder["config"], strict=True)]
    )
    keys = list(dict.fromkeys(ladder["config_key"]))
    colour = figures.colours(keys)
    marker = figures.markers(keys)
    rows = ladder["label"].nunique()
    per_row = max(0.32, 0.1 * len(keys))  # inches: room for one lane per configuration
    fig = Figure(figsize=(10, 1.2 + per_row * rows), layout="constrained")
    ax = fig.subplots()
    plot_ladder(ax, ladder, colour, marker)
    ax.set_title("Ramsey lower bounds: the largest n each configuration coloured", fontsize=10)
    titles = {
        k: config_title(r, shown, with_model=True)
        for k, r in zip(ladder["config_key"], ladder.to_dict("records"), strict=True)
    }
    handles: list[Any] = [
        Line2D([], [], linestyle="", marker=marker[k], color=colour[k], markeredgecolor="black",
               markeredgewidth=0.5, label=figures.wrap(titles[k], 60))
        for k in keys
    ]  # fmt: skip
    handles += [
        Line2D([], [], linestyle="", marker="|", color="0.45", markersize=10, label="cells asked"),
        Line2D([], [], color="0.8", linewidth=6, label="best lower bound to upper bound"),
    ]
    figures.legend_below(fig, handles, "largest n reached by a valid answer", columns=2)
    return [figures.save(fig, out_dir / "ramsey_bounds_ladder.png")]


# ----------------------------------------------------------------------------- section


def section(t: RamseyTables, shown: list[str], pngs: list[Path]) -> Section:
    """The ramsey_bounds part of the report."""
    keys: list[Column] = key_columns(shown, ("tier", "cells"))
    records = int(t.by_tier["new_record"].sum()) if len(t.by_tier) else 0
    items: list[Table | Path | str] = []
    if records:
        items.append(
            f"NEW LOWER BOUNDS: {records} valid answer(s) on open cells (n = best known "
            "lower bound). Each is a claim to check independently before it is cited; the "
            "cells are listed below with new_record > 0."
        )
    items += [
        Table(
            "Solved share per tier",
            display(
                t.by_tier,
                [
                    *keys,
                    ("tier", "str"),
                    ("cells", "int"),
                    ("answers", "int"),
                    ("valid", "int"),
                    ("solved", "pct"),
                    ("cells solved", lambda r: fmt(r["cells_solved"], "int")),
                    ("new to the package", lambda r: fmt(r["new"], "int")),
                    ("new records", lambda r: fmt(r["new_record"], "int")),
                    ("unscored", "int"),
                ],
            ),
            "Tiers: known (n = R - 1, R known exactly), near (n below the best published "
            "witness), best (n = the best published witness), open (n = best known lower "
            "bound: a valid answer raises it). solved = valid share of scored answers (every "
            "epoch counts); cells solved = cells with at least one valid answer; new to the "
            "package = valid answers isomorphic to no construction the package holds.",
        ),
        Table(
            "Verdicts per cell",
            display(
                t.by_cell,
                [
                    *keys,
                    ("cell", "str"),
                    ("tier", "str"),
                    ("n", "int"),
                    ("bounds", lambda r: bounds_text(r[BEST_LOWER], r[UPPER])),
                    ("answers", "int"),
                    *((s, "int") for s in STATUSES),
                    ("matches known", lambda r: text_or_none(r["matches_known"]) or "-"),
                    ("new", "int"),
                    ("new record", lambda r: fmt(r["new_record"], "int")),
                    ("fewest mono cliques", lambda r: fmt(r["fewest_cliques"], "int")),
                    ("fewest edges to recolour", lambda r: fmt(r["fewest_recolour"], "int")),
                ],
            ),
            "Counts of answers (every epoch) by verdict. matches known = the source of a "
            "known construction a valid answer is isomorphic to (recall); new = valid and "
            "isomorphic to none of them. For invalid answers, the fewest monochromatic "
            "forbidden cliques found (capped) and the fewest edges a greedy recolouring "
            "changes to remove them: progress before validity.",
        ),
        Table(
            "The ladder: largest n reached per clique sizes",
            display(
                t.ladder,
                [
                    *keys,
                    ("sizes", lambda r: str(r["label"])),
                    ("bounds", lambda r: bounds_text(r[BEST_LOWER], r[UPPER])),
                    ("cells asked (n)", lambda r: ", ".join(map(str, r["asked"]))),
                    ("largest n reached", lambda r: fmt(r["reached"], "int")),
                    ("n reached / best lower", lambda r: fmt(r["reached_over_lower"], "3g")),
                ],
            ),
            "n reached = the most vertices of a valid answer for these clique sizes; the "
            "record witness has best_lower - 1 vertices (a ratio just under 1), a new lower "
            "bound reaches best_lower (1.0).",
        ),
    ]
    items += list(pngs)
    return Section(TITLE, items)
