"""Graph k-coloring in the report: error rates with exact intervals, accuracy by edge count.

Every scored response counts (epochs are the study's repeats); refusals and other unscored
responses are counted apart. Rates and Clopper-Pearson intervals come from
``ramsey_inspect.stats``, as the scorer's metrics do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import pandas as pd
from matplotlib.axes import Axes
from matplotlib.legend_handler import HandlerTuple
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator, PercentFormatter

from ramsey_inspect import names, stats
from ramsey_inspect.core.problem_sets import PAPER_SETS, PROBLEM_TYPES, classify
from ramsey_inspect.names import CONFIGURATION_ARGS, KCOLORING
from ramsey_inspect.prompts.kcoloring import FRAMES
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import (
    config_title,
    figure_titles,
    key_columns,
    per_config,
    wrap_phrases,
)
from ramsey_inspect.reports.render import NA, Column, Section, Table, display, fmt
from ramsey_inspect.reports.results import NUMBER, SAMPLES

TITLE = "Graph k-coloring (kcoloring)"
ERRORS = ("invalid_coloring", "false_impossible", "missed_impossible", "no_answer")
"""The scorer's outcomes of a wrong answer, in the study's order."""
REFUSAL = "refusal"
ALL_TYPES = "all"
"""The problem type of a set x frame's total row."""
STUDY_CUT = 20
"""The study showed a cell only with at least this many responses; fewer are marked."""
CUT_MARK = "†"

Typing = Literal["exact", "study"]
TYPINGS: tuple[Typing, ...] = ("exact", "study")
DEFAULT_TYPING: Typing = "exact"
TYPING_NOTE = {
    "exact": "Problem types follow the exact greedy score g (the package's typing).",
    "study": "Problem types follow the study's Monte Carlo estimate of g (greedy_score in "
    "each sample's metadata), as the study typed them; this moves problems whose "
    "estimate lands on the other side of a threshold (16 of 5v2c's).",
}


@dataclass
class KColoringTables:
    """Error rates per configuration x set x problem type x frame; accuracy per edge count."""

    errors: pd.DataFrame
    by_edges: pd.DataFrame
    typing: Typing = DEFAULT_TYPING


def study_type(colorable: Any, greedy_score: Any, problem_type: Any) -> str:
    """The study's type of a problem: a colorable one by its Monte Carlo estimate of g.

    Uncolorable problems keep their type (g is 0 for them either way).

    >>> study_type(True, 0.8995, "colorable_high"), study_type(False, 0.0, "c_uncolorable")
    ('colorable_mid', 'c_uncolorable')
    """
    if str(colorable) not in ("True", "true", "1") or greedy_score is None:
        return str(problem_type)
    try:
        g = float(greedy_score)
    except (TypeError, ValueError):
        return str(problem_type)
    return str(classify(True, g, False)) if not math.isnan(g) else str(problem_type)


def tables(
    samples: pd.DataFrame, configs: pd.DataFrame, typing: Typing = DEFAULT_TYPING
) -> KColoringTables:
    """The k-coloring tables of the samples, problems typed by ``typing``."""
    if typing not in TYPINGS:
        raise ValueError(f"typing must be one of {', '.join(TYPINGS)}, not {typing!r}")
    rows: list[dict[str, Any]] = []
    edges: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        if grp.empty:
            rows.append({**config.to_dict(), "responses": 0, "error_rate": math.nan})
            continue
        if typing == "study":
            types = [
                study_type(c, g, t)
                for c, g, t in zip(
                    grp[names.COLORABLE],
                    grp[names.GREEDY_SCORE],
                    grp[names.PROBLEM_TYPE],
                    strict=True,
                )
            ]
        else:
            types = list(grp[names.PROBLEM_TYPE])
        grp = grp.assign(
            **{
                names.PROBLEM_TYPE: pd.Series(types, index=grp.index, dtype=object).fillna("?"),
                names.FRAME: grp[names.FRAME].fillna("?"),
                names.PROBLEM_SET: grp[names.PROBLEM_SET].fillna("?"),
            }
        )
        cells = [
            (k, c) for k, c in grp.groupby([names.PROBLEM_SET, names.PROBLEM_TYPE, names.FRAME])
        ]
        cells += [
            ((pset, ALL_TYPES, frame), c)
            for (pset, frame), c in grp.groupby([names.PROBLEM_SET, names.FRAME])
        ]
        for (pset, ptype, frame), cell in sorted(
            cells, key=lambda g: _cell_order(str(g[0][0]), str(g[0][1]), str(g[0][2]))
        ):
            rows.append({**config.to_dict(), **_cell_row(str(pset), str(ptype), str(frame), cell)})
        known = grp[grp[names.EDGE_COUNT].notna()]
        cells_by_edges = known.groupby([names.FRAME, names.PROBLEM_SET, names.EDGE_COUNT])
        for (frame, pset, count), cell in cells_by_edges:
            if cell["score"].notna().any():
                edges.append(
                    {
                        **config.to_dict(),
                        "frame": frame,
                        "problem_set": pset,
                        "edge_count": int(float(str(count))),
                        "accuracy": stats.mean(cell["score"]),
                        "responses": int(cell["score"].notna().sum()),
                    }
                )
    by_edges = pd.DataFrame(
        edges,
        columns=[*configs.columns, "frame", "problem_set", "edge_count", "accuracy", "responses"],
    )
    return KColoringTables(pd.DataFrame(rows), by_edges, typing)


def _cell_row(pset: str, ptype: str, frame: str, cell: pd.DataFrame) -> dict[str, Any]:
    errors, n, rate, low, high = stats.error_rate(cell["score"])
    outcomes = cell["outcome"]
    refusals = int((outcomes == REFUSAL).sum())
    return {
        "problem_set": pset,
        "problem_type": ptype,
        "frame": frame,
        "responses": n,
        "under_cut": n < STUDY_CUT,
        "errors": errors,
        "error_rate": rate,
        "ci_low": low,
        "ci_high": high,
        **{o: int((outcomes[cell["score"].notna()] == o).sum()) for o in ERRORS},
        "refusals": refusals,
        "other_unscored": int(cell["score"].isna().sum()) - refusals,
    }


def _cell_order(pset: str, ptype: str, frame: str) -> tuple[int, int, str, int, str]:
    """Sets in the study's order, types in the study's order with the total last, frames."""
    sets, types, frames = list(PAPER_SETS), [*PROBLEM_TYPES, ALL_TYPES], list(FRAMES)
    p = sets.index(pset) if pset in sets else len(sets)
    t = types.index(ptype) if ptype in types else len(types) - 1
    f = frames.index(frame) if frame in frames else len(frames)
    return p, t, ptype, f, frame


# ----------------------------------------------------------------------------- figures


ERROR_COLOURS = {
    "invalid_coloring": "C3",
    "false_impossible": "C0",
    "missed_impossible": "C1",
    "no_answer": "0.6",
}
"""One colour per kind of error, the same in every panel (grey: nothing could be read)."""
HATCHES = ("", "///", "...", "xxx", "\\\\\\", "ooo")


def error_axis_top(cells: pd.DataFrame) -> float:
    """The top of the error-rate axis in percent: the data's highest interval, with room.

    Rates of a few percent drawn on a 0-100% axis are flat; the axis follows the data
    (at least 5%, at most 100%) and every panel of a figure shares it. Cells under the
    study's cut do not stretch it (their intervals are cut at the top, marked ``†``).

    >>> error_axis_top(pd.DataFrame({"ci_high": [0.02, 0.17]}))
    20.0
    """
    if "under_cut" in cells and not cells["under_cut"].astype(bool).all():
        cells = cells[~cells["under_cut"].astype(bool)]  # a few responses' wide intervals
    column = cells["ci_high"] if "ci_high" in cells else pd.Series(dtype=float)
    high = pd.to_numeric(column, errors="coerce").dropna()
    top = 100 * float(high.max()) if len(high) else 0.0
    top = max(5.0, top * 1.1)
    step = 5.0 if top <= 50 else 10.0
    return min(100.0, math.ceil(top / step) * step)


def plot_error_rates(
    ax: Axes, cells: pd.DataFrame, hatch: dict[str, str], top: float = 100.0
) -> None:
    """Bars by problem type, one per frame (hatched by frame), stacked by kind of error.

    Each stack reaches the cell's error rate; the whisker is its 95% interval and a point
    marks the rate, so a 0% rate shows. A cell under the study's 20-response cut is drawn
    faded with a dagger over it.
    """
    cells = cells[cells["error_rate"].notna()]
    types = list(dict.fromkeys(cells["problem_type"]))
    frames = [f for f in hatch if f in set(cells["frame"])]
    width = 0.8 / max(len(frames), 1)
    for j, frame in enumerate(frames):
        sub = cells[cells["frame"] == frame]
        xs = [types.index(t) + (j - (len(frames) - 1) / 2) * width for t in sub["problem_type"]]
        n = sub["responses"].astype(float).clip(lower=1).to_numpy()
        alpha = [FADED if bool(c) else 0.9 for c in sub["under_cut"]]
        bottom = [0.0] * len(sub)
        for kind in ERRORS:
            height = list(100 * sub[kind].astype(float).to_numpy() / n)
            for x, b, h, a in zip(xs, bottom, height, alpha, strict=True):
                if h > 0:
                    ax.bar(x, h, width, bottom=b, color=ERROR_COLOURS[kind], alpha=a,
                           hatch=hatch[frame], edgecolor="white", linewidth=0.4)  # fmt: skip
            bottom = [b + h for b, h in zip(bottom, height, strict=True)]
        ys = 100 * sub["error_rate"]
        low = (ys - 100 * sub["ci_low"]).clip(lower=0)
        high = (100 * sub["ci_high"] - ys).clip(lower=0)
        ax.errorbar(
            xs, ys, yerr=[low, high], fmt="o", markersize=3, color="black",
            ecolor="black", elinewidth=0.8, capsize=2,
        )  # fmt: skip
        for x, rate, y, cut in zip(xs, ys, 100 * sub["ci_high"], sub["under_cut"], strict=True):
            _mark(ax, x, float(rate), float(y), bool(cut), top)
    # Slanted one-line labels: "c uncolorable" beside "d uncolorable" upright would touch.
    ax.set_xticks(
        range(len(types)), [t.replace("_", " ") for t in types], fontsize=7,
        rotation=25, ha="right", rotation_mode="anchor",
    )  # fmt: skip
    ax.set_xlim(-0.6, len(types) - 0.4)
    ax.set_ylim(-0.04 * top, top)  # a little room below, so a point at 0% is not cut
    # Whole percents only: a 2.5% tick under a no-decimals label would read "2%".
    ax.yaxis.set_major_locator(MaxNLocator(nbins=6, steps=[1, 2, 5, 10], integer=True))
    ax.yaxis.set_major_formatter(PercentFormatter(100, decimals=0))
    ax.grid(True, axis="y", alpha=0.3)


ROOM = 0.9
"""A dagger goes over its whisker only below this share of the axis (else beside it)."""


def _mark(ax: Axes, x: float, rate: float, ci_high: float, cut: bool, top: float) -> None:
    """A cell's dagger, and its rate where the bar runs past the axis top.

    The axis follows the cells above the study's cut, so a faded cell's bar (or the
    interval of any cell) may end above it: the value is then written inside the top, so
    no bar is cut off without its number, and nothing is drawn over the panel's title.
    """
    text = CUT_MARK if cut else ""
    if rate > top:
        text = f"{text} {rate:.0f}%".strip()
    if not text:
        return
    if ci_high < ROOM * top and rate <= top:
        ax.annotate(text, (x, ci_high), ha="center", va="bottom", fontsize=8,
                    xytext=(0, 1), textcoords="offset points")  # fmt: skip
        return
    if rate <= top:  # the whisker ends at the top: the dagger beside it, inside the axes
        ax.annotate(text, (x, min(ci_high, top)), ha="left", va="top", fontsize=8,
                    xytext=(2, -1), textcoords="offset points")  # fmt: skip
        return
    ax.annotate(
        text, (x, top), ha="center", va="top", fontsize=7, xytext=(0, -2),
        textcoords="offset points", rotation=90 if rate > top else 0,
        bbox={"boxstyle": "square,pad=0.1", "facecolor": "white", "edgecolor": "none",
              "alpha": 0.8},
    )  # fmt: skip


def plot_accuracy_by_edges(
    ax: Axes, lines: pd.DataFrame, colour: dict[str, str], marker: dict[str, str]
) -> None:
    """Accuracy against edge count, one line per configuration and set, a colour per configuration.

    ``colour`` is keyed by ``line_key`` (model and configuration), so two configurations of
    one model never share a colour. Each set is a line of its own (4v2c's 1-6 edges are
    never joined to 8v4c's 14-23), named over its first point; edge counts are whole
    numbers on the axis.
    """
    if "problem_set" not in lines:
        lines = lines.assign(problem_set="")
    named: set[str] = set()
    leftmost = float(lines["edge_count"].min()) if len(lines) else 0.0
    for (model, config, pset), grp in lines.groupby(["model", "config", "problem_set"], sort=False):
        grp = grp.sort_values("edge_count")
        ax.plot(
            grp["edge_count"], 100 * grp["accuracy"], marker=marker[str(config)],
            color=colour[line_key(model, config)], markersize=4, clip_on=False,
            label=str(pset),
        )  # fmt: skip
        if pset and str(pset) not in named:
            named.add(str(pset))
            x, y = float(grp["edge_count"].iloc[0]), 100 * float(grp["accuracy"].iloc[0])
            first = x <= leftmost  # the leftmost set is named above its start, the others before it
            ax.annotate(
                str(pset), (x, y), xytext=(0, 6) if first else (-5, 0),
                textcoords="offset points", fontsize=7, color="0.25",
                ha="left" if first else "right", va="bottom" if first else "center",
                bbox={"boxstyle": "square,pad=0.1", "facecolor": "white", "edgecolor": "none",
                      "alpha": 0.8},
            )  # fmt: skip
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    figures.percent_axis(ax)


def line_key(model: Any, config: Any) -> str:
    """The key of one configuration's line (its colour)."""
    return f"{model}\x00{config}"


TITLE_OPTIONS = (*CONFIGURATION_ARGS[KCOLORING], SAMPLES)
"""The options a figure's titles name (those the run was given; ``samples`` when partial)."""
IN_PANEL = ("problem_set", "frame")
"""Options each error-rate panel names itself: its set and the frames drawn in it."""
FADED = 0.35
"""Opacity of a cell under the study's cut (its bars and its legend entry)."""


def panel_title(
    key: Any, own: Sequence[str], with_model: bool, pset: str, cells: pd.DataFrame
) -> str:
    """An error-rate panel's title: its set and frames, after what sets its run apart.

    The configuration the panels share is the figure's title; a panel adds only the model
    and the options that differ between the figure's configurations.

    >>> cells = pd.DataFrame({"frame": ["math", "friends", "math"]})
    >>> print(panel_title({"model": "m", "arg_relabel": "1"}, ["relabel"], False, "8v4c", cells))
    relabel=1
    8v4c · math, friends
    """
    frames = ", ".join(dict.fromkeys(str(f) for f in cells["frame"]))
    head = config_title(key, own, with_model=with_model, width=55) if own or with_model else ""
    head = "" if head == "all runs" else head
    return (head + "\n" if head else "") + f"{pset} · {frames}"


def cut_handle(cells: pd.DataFrame) -> Any:
    """The legend entry of the faded cells: their bars' own colours, faded; None without any.

    A faded cell's bars take the colour of its kinds of error, so the entry shows each kind
    that a faded bar has (one patch, or a row of them); a faded cell with no error shows
    only its dagger, and the entry is a pale outline.
    """
    faded = cells[cells["under_cut"].astype(bool)] if "under_cut" in cells else cells.iloc[0:0]
    if faded.empty:
        return None
    label = f"{CUT_MARK} under {STUDY_CUT} responses (faded)"
    kinds = [k for k in ERRORS if k in faded and pd.to_numeric(faded[k]).fillna(0).sum() > 0]
    patches = [Patch(facecolor=ERROR_COLOURS[k], alpha=FADED, label=label) for k in kinds]
    if not patches:
        return Patch(facecolor="white", edgecolor="0.6", label=label)
    return patches[0] if len(patches) == 1 else (*patches,)


def draw(t: KColoringTables, shown: list[str], out_dir: Path) -> tuple[list[Path], list[str]]:
    """The k-coloring figures, and a note naming configurations left out for lack of data."""
    out: list[Path] = []
    notes: list[str] = []
    errors = t.errors
    frames = [f for f in FRAMES if f in set(errors.get("frame", []))]
    frames += sorted(set(errors.get("frame", pd.Series(dtype=object)).dropna()) - set(frames))
    hatch: dict[str, str] = {str(f): HATCHES[i % len(HATCHES)] for i, f in enumerate(frames)}
    keys = errors.drop_duplicates(["model", "config"])
    with_data = [
        k for _, k in keys.iterrows()
        if errors.loc[(errors["model"] == k["model"]) & (errors["config"] == k["config"]),
                      "error_rate"].notna().any()
    ]  # fmt: skip
    empty = [config_title(k, shown, with_model=True) for _, k in keys.iterrows()
             if not any(k["model"] == w["model"] and k["config"] == w["config"] for w in with_data)]  # fmt: skip
    if empty:
        notes.append("No scored answers (left out of the figures): " + "; ".join(empty) + ".")
    panels: list[tuple[Any, str, pd.DataFrame]] = []
    for key in with_data:
        mine = errors[(errors["model"] == key["model"]) & (errors["config"] == key["config"])]
        mine = mine[mine["error_rate"].notna()]
        for pset in dict.fromkeys(mine["problem_set"]):
            panels.append((key, str(pset), mine[mine["problem_set"] == pset]))
    if panels:
        top = error_axis_top(pd.concat([p for _, _, p in panels]))
        fig, axes = figures.grid(len(panels), columns=2)
        shared, own, models = figure_titles(with_data, TITLE_OPTIONS, IN_PANEL)
        for ax, (key, pset, cells) in zip(axes, panels, strict=True):
            plot_error_rates(ax, cells, hatch, top)
            ax.set_title(panel_title(key, own, models, pset, cells), fontsize=8)
            if figures.is_first_column(ax):
                ax.set_ylabel("error rate (95% CI)")
        fig.suptitle(
            "k-coloring: error rate by problem type and frame, by kind of error"
            f" ({'exact g' if t.typing == 'exact' else 'study typing: Monte Carlo g'})"
            + (f"\n{shared}" if shared else ""),
            fontsize=10,
        )
        used = [f for f in frames if f in set(errors.loc[errors["error_rate"].notna(), "frame"])]
        kinds: list[Any] = [
            Patch(facecolor=ERROR_COLOURS[k], label=k.replace("_", " ")) for k in ERRORS
        ]
        kinds += [
            Patch(facecolor="white", edgecolor="black", hatch=hatch[f], label=f"frame: {f}")
            for f in used
        ]
        cut = cut_handle(pd.concat([p for _, _, p in panels]))
        if cut is not None:
            kinds.append(cut)
        figures.legend_below(
            fig, kinds, "kind of error · frame", columns=4, handler_map={tuple: HandlerTuple(None)}
        )
        out.append(figures.save(fig, out_dir / "kcoloring_error_rates.png"))
    by_edges = t.by_edges
    if len(by_edges):
        edge_frames = [f for f in frames if f in set(by_edges["frame"])]
        edge_frames += sorted(set(by_edges["frame"]) - set(edge_frames))
        lines = by_edges.drop_duplicates(["model", "config"])
        model_colour = figures.colours(
            [line_key(m, c) for m, c in zip(lines["model"], lines["config"], strict=True)]
        )
        marker = figures.markers(list(dict.fromkeys(by_edges["config"])))
        fig, axes = figures.grid(len(edge_frames), columns=2)
        for ax, frame in zip(axes, edge_frames, strict=True):
            plot_accuracy_by_edges(ax, by_edges[by_edges["frame"] == frame], model_colour, marker)
            ax.set_title(f"frame: {frame}", fontsize=9)
            if figures.is_first_column(ax):
                ax.set_ylabel("accuracy")
            if figures.is_last_row(ax):
                ax.set_xlabel("edges")
        rows = [r for _, r in lines.iterrows()]
        shared, own, models = figure_titles(rows, TITLE_OPTIONS)
        fig.suptitle(
            "k-coloring: accuracy by edge count, one line per problem set"
            + (f"\n{shared}" if shared else ""),
            fontsize=10,
        )
        handles = [
            Line2D([], [], color=model_colour[line_key(r["model"], r["config"])],
                   marker=marker[r["config"]],
                   label=_line_label(r, own, models))
            for r in rows
        ]  # fmt: skip
        figures.legend_below(fig, handles, "model · configuration", columns=2)
        out.append(figures.save(fig, out_dir / "kcoloring_accuracy_by_edges.png"))
    return out, notes


def _line_label(row: Any, own: Sequence[str], with_model: bool) -> str:
    """A configuration's legend entry: what sets it apart from the figure's others."""
    if not own and not with_model:
        return "every line (the configuration is in the title)"
    return wrap_phrases([config_title(row, own, with_model=with_model)], 70)


# ----------------------------------------------------------------------------- section


def section(t: KColoringTables, shown: list[str], pngs: list[Path], notes: list[str]) -> Section:
    """The k-coloring part of the report."""
    keys = key_columns(shown, taken=("frame", "problem_type", "problem_set"), by_set=True)
    cols: list[Column] = [
        *keys,
        ("problem_set", "str"),
        ("problem_type", "str"),
        ("frame", "str"),
        ("responses", "int"),
        ("error_rate", _marked_rate),
        ("95% CI", _ci),
        *((o, "int") for o in ERRORS),
        ("refusals", "int"),
        ("other_unscored", "int"),
    ]
    items: list[Table | Path | str] = [
        Table(
            "Error rate by problem type and frame",
            display(t.errors, cols),
            f"{TYPING_NOTE[t.typing]} Every response counts (epochs are repeats); "
            f"problem_type {ALL_TYPES} is the set x frame's total. {CUT_MARK} = fewer than "
            f"{STUDY_CUT} scored responses, a cell the study left out (its rate rests on too "
            "few answers to compare). Refusals and other unscored responses are left out of "
            "the rate and counted on their own.",
        )
    ]
    edges = t.by_edges
    sets = sorted(dict.fromkeys(edges["problem_set"]), key=lambda p: _cell_order(str(p), "", ""))
    for pset in sets if len(edges) else ():
        mine = edges[edges["problem_set"] == pset]
        wide = mine.pivot_table(
            index=["model", "config", "frame"], columns="edge_count", values="accuracy"
        )
        wide.columns = [str(int(c)) for c in wide.columns]
        args = mine.drop_duplicates(["model", "config"]).set_index(["model", "config"])
        wide = wide.reset_index().join(
            args[[c for c in args.columns if c.startswith("arg_") or c == NUMBER]],
            on=["model", "config"],
        )
        edge_cols: list[Column] = [*keys, ("frame", "str")]
        edge_cols += [(c, "pct") for c in wide.columns if c.isdigit()]
        items.append(
            Table(f"Accuracy by edge count · {pset}", display(wide, edge_cols), EDGES_NOTE)
        )
    items += [*pngs, *notes]
    return Section(TITLE, items)


EDGES_NOTE = "Accuracy of the scored responses; a column per edge count of this set's problems."


def _marked_rate(row: pd.Series) -> str:
    rate = fmt(row.get("error_rate"), "pct")
    return f"{rate} {CUT_MARK}" if rate != NA and bool(row.get("under_cut")) else rate


def _ci(row: pd.Series) -> str:
    low, high = fmt(row.get("ci_low"), "pct"), fmt(row.get("ci_high"), "pct")
    return NA if low == NA else f"[{low}, {high}]"
