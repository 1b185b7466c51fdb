"""Graph k-coloring in the report: error rates with exact intervals, accuracy by edge count.

Every scored response counts (epochs are the study's repeats); refusals and other unscored
responses are counted apart. Rates and Clopper-Pearson intervals come from
``ramsey_inspect.stats``, as the scorer's metrics do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from ramsey_inspect import stats
from ramsey_inspect.core.problem_sets import PROBLEM_TYPES
from ramsey_inspect.prompts.kcoloring import FRAMES
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import config_title, key_columns, per_config
from ramsey_inspect.reports.render import NA, Column, Section, Table, display, fmt

TITLE = "Graph k-coloring (kcoloring)"
ERRORS = ("invalid_coloring", "false_impossible", "missed_impossible", "no_answer")
"""The scorer's outcomes of a wrong answer, in the study's order."""
REFUSAL = "refusal"


@dataclass
class KColoringTables:
    """Error rates per configuration x problem type x frame; accuracy per edge count."""

    errors: pd.DataFrame
    by_edges: pd.DataFrame


def tables(samples: pd.DataFrame, configs: pd.DataFrame) -> KColoringTables:
    """The k-coloring tables of the samples."""
    rows: list[dict[str, Any]] = []
    edges: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        if grp.empty:
            rows.append({**config.to_dict(), "responses": 0, "error_rate": math.nan})
            continue
        cells = grp.assign(
            problem_type=grp["problem_type"].fillna("?"), frame=grp["frame"].fillna("?")
        ).groupby(["problem_type", "frame"])
        for (ptype, frame), cell in sorted(
            cells, key=lambda g: _cell_order(str(g[0][0]), str(g[0][1]))
        ):
            errors, n, rate, low, high = stats.error_rate(cell["score"])
            outcomes = cell["outcome"]
            row = {
                **config.to_dict(),
                "problem_type": ptype,
                "frame": frame,
                "responses": n,
                "errors": errors,
                "error_rate": rate,
                "ci_low": low,
                "ci_high": high,
                **{o: int((outcomes[cell["score"].notna()] == o).sum()) for o in ERRORS},
                "refusals": int((outcomes == REFUSAL).sum()),
            }
            row["other_unscored"] = int(cell["score"].isna().sum()) - row["refusals"]
            rows.append(row)
        for (frame, count), cell in grp[grp["edge_count"].notna()].groupby(["frame", "edge_count"]):
            if cell["score"].notna().any():
                edges.append(
                    {
                        **config.to_dict(),
                        "frame": frame,
                        "edge_count": int(float(str(count))),
                        "accuracy": stats.mean(cell["score"]),
                        "responses": int(cell["score"].notna().sum()),
                    }
                )
    by_edges = pd.DataFrame(
        edges, columns=[*configs.columns, "frame", "edge_count", "accuracy", "responses"]
    )
    return KColoringTables(pd.DataFrame(rows), by_edges)


def _cell_order(ptype: str, frame: str) -> tuple[int, str, int, str]:
    types, frames = list(PROBLEM_TYPES), list(FRAMES)
    t = types.index(ptype) if ptype in types else len(types)
    f = frames.index(frame) if frame in frames else len(frames)
    return t, ptype, f, frame


# ----------------------------------------------------------------------------- figures


def plot_error_rates(ax: Axes, cells: pd.DataFrame, colour: dict[str, str]) -> None:
    """Grouped bars, one group per problem type and one bar per frame, with 95% intervals.

    Every rate also gets a marker on its bar top, so a 0% rate shows a point, not only
    the whisker of its interval.
    """
    cells = cells[cells["error_rate"].notna()]
    types = list(dict.fromkeys(cells["problem_type"]))
    frames = [f for f in colour if f in set(cells["frame"])]
    width = 0.8 / max(len(frames), 1)
    for j, frame in enumerate(frames):
        sub = cells[cells["frame"] == frame]
        xs = [types.index(t) + (j - (len(frames) - 1) / 2) * width for t in sub["problem_type"]]
        ys = 100 * sub["error_rate"]
        low = (ys - 100 * sub["ci_low"]).clip(lower=0)
        high = (100 * sub["ci_high"] - ys).clip(lower=0)
        ax.bar(xs, ys, width, color=colour[frame], alpha=0.85)
        ax.errorbar(
            xs, ys, yerr=[low, high], fmt="o", markersize=3.5, color="black",
            ecolor="black", elinewidth=0.8, capsize=2, clip_on=False,
        )  # fmt: skip
    ax.set_xticks(range(len(types)), [t.replace("_", "\n", 1) for t in types], fontsize=7)
    ax.set_xlim(-0.6, len(types) - 0.4)
    figures.percent_axis(ax)


def plot_accuracy_by_edges(
    ax: Axes, lines: pd.DataFrame, colour: dict[str, str], marker: dict[str, str]
) -> None:
    """Accuracy against edge count, one line per configuration (colour: model)."""
    for (model, config), grp in lines.groupby(["model", "config"], sort=False):
        grp = grp.sort_values("edge_count")
        ax.plot(
            grp["edge_count"], 100 * grp["accuracy"], marker=marker[str(config)],
            color=colour[str(model)], markersize=4, clip_on=False,
        )  # fmt: skip
    figures.percent_axis(ax)


def draw(t: KColoringTables, shown: list[str], out_dir: Path) -> tuple[list[Path], list[str]]:
    """The k-coloring figures, and a note naming configurations left out for lack of data."""
    out: list[Path] = []
    notes: list[str] = []
    errors = t.errors
    frames = [f for f in FRAMES if f in set(errors.get("frame", []))]
    frames += sorted(set(errors.get("frame", pd.Series(dtype=object)).dropna()) - set(frames))
    frame_colour = figures.colours(frames)
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
    if with_data:
        fig, axes = figures.grid(len(with_data), columns=2)
        for ax, key in zip(axes, with_data, strict=True):
            cells = errors[(errors["model"] == key["model"]) & (errors["config"] == key["config"])]
            plot_error_rates(ax, cells, frame_colour)
            ax.set_title(config_title(key, shown, with_model=True, width=55), fontsize=8)
            if figures.is_first_column(ax):
                ax.set_ylabel("error rate (95% CI)")
        fig.suptitle("k-coloring: error rate by problem type and frame", fontsize=10)
        used = [f for f in frames if f in set(errors.loc[errors["error_rate"].notna(), "frame"])]
        figures.legend_below(fig, [Patch(color=frame_colour[f], label=f) for f in used], "frame")
        out.append(figures.save(fig, out_dir / "kcoloring_error_rates.png"))
    by_edges = t.by_edges
    if len(by_edges):
        edge_frames = [f for f in frames if f in set(by_edges["frame"])]
        edge_frames += sorted(set(by_edges["frame"]) - set(edge_frames))
        model_colour = figures.colours(list(dict.fromkeys(by_edges["model"])))
        marker = figures.markers(list(dict.fromkeys(by_edges["config"])))
        fig, axes = figures.grid(len(edge_frames), columns=2)
        for ax, frame in zip(axes, edge_frames, strict=True):
            plot_accuracy_by_edges(ax, by_edges[by_edges["frame"] == frame], model_colour, marker)
            ax.set_title(f"frame: {frame}", fontsize=9)
            if figures.is_first_column(ax):
                ax.set_ylabel("accuracy")
            if figures.is_last_row(ax):
                ax.set_xlabel("edges")
        fig.suptitle("k-coloring: accuracy by edge count", fontsize=10)
        lines = by_edges.drop_duplicates(["model", "config"])
        handles = [
            Line2D([], [], color=model_colour[r["model"]], marker=marker[r["config"]],
                   label=figures.short(config_title(r, shown, with_model=True), 70))
            for _, r in lines.iterrows()
        ]  # fmt: skip
        figures.legend_below(fig, handles, "model · configuration", columns=2)
        out.append(figures.save(fig, out_dir / "kcoloring_accuracy_by_edges.png"))
    return out, notes


# ----------------------------------------------------------------------------- section


def section(t: KColoringTables, shown: list[str], pngs: list[Path], notes: list[str]) -> Section:
    """The k-coloring part of the report."""
    keys = key_columns(shown, taken=("frame", "problem_type"))
    cols: list[Column] = [
        *keys,
        ("problem_type", "str"),
        ("frame", "str"),
        ("responses", "int"),
        ("error_rate", "pct"),
        ("95% CI", _ci),
        *((o, "int") for o in ERRORS),
        ("refusals", "int"),
        ("other_unscored", "int"),
    ]
    items: list[Table | Path | str] = [
        Table(
            "Error rate by problem type and frame",
            display(t.errors, cols),
            "Every response counts (epochs are repeats). Refusals and other unscored responses "
            "are left out of the rate and counted on their own.",
        )
    ]
    if len(t.by_edges):
        wide = t.by_edges.pivot_table(
            index=["model", "config", "frame"], columns="edge_count", values="accuracy"
        )
        wide.columns = [str(int(c)) for c in wide.columns]
        args = t.by_edges.drop_duplicates(["model", "config"]).set_index(["model", "config"])
        wide = wide.reset_index().join(
            args[[c for c in args.columns if c.startswith("arg_")]], on=["model", "config"]
        )
        edge_cols: list[Column] = [*keys, ("frame", "str")]
        edge_cols += [(c, "pct") for c in wide.columns if c.isdigit()]
        items.append(Table("Accuracy by edge count", display(wide, edge_cols)))
    items += [*pngs, *notes]
    return Section(TITLE, items)


def _ci(row: pd.Series) -> str:
    low, high = fmt(row.get("ci_low"), "pct"), fmt(row.get("ci_high"), "pct")
    return NA if low == NA else f"[{low}, {high}]"
