"""RamseyGadgets in the report: Table 1, accuracy by tier, type and minimal size; figures.

A run is one epoch of one log. Table 1 takes each run's accuracy, then their mean and
sample standard deviation; pass@k is the share of problems solved in at least one of the
configuration's k runs (both from ``ramsey_inspect.stats``, as the scorer's metrics).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from matplotlib.axes import Axes
from matplotlib.lines import Line2D

from ramsey_inspect import names, stats
from ramsey_inspect.core.gadgets import GADGET_TYPES
from ramsey_inspect.datasets.gadgets import TIERS, current_id
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import (
    accuracy_by,
    config_title,
    key_columns,
    label,
    natural,
    per_config,
    value_columns,
)
from ramsey_inspect.reports.render import NA, Column, Section, Table, display, fmt

TITLE = "RamseyGadgets (gadgets)"


@dataclass
class GadgetTables:
    """The gadgets tables, one row per configuration (``model``, ``config``, ``arg_*``)."""

    table1: pd.DataFrame
    by_tier: pd.DataFrame
    by_type: pd.DataFrame
    by_min_vertices: pd.DataFrame | None
    size_counts: dict[str, int]
    answer_size: pd.DataFrame
    """Valid answers against the proven minimum, one row per configuration (``answer_sizes``)."""


def tables(samples: pd.DataFrame, configs: pd.DataFrame) -> GadgetTables:
    """Table 1 and the accuracy breakdowns of the gadgets samples.

    Ids are read in today's form, so 1.x logs (``K1,3-...``) count the same problems.
    """
    samples = samples.assign(id=samples["id"].astype(str).map(current_id))
    rows: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        runs = [g["score"].tolist() for _, g in grp.groupby(["eval_id", "epoch"])]
        mean, sd, k = stats.run_accuracy(runs)
        rows.append(
            {
                **config.to_dict(),
                "problems": grp["id"].nunique(),
                "runs": k,
                "responses": int(grp["score"].notna().sum()),
                "unscored": int(grp["score"].isna().sum()),
                "accuracy_mean": mean,
                "accuracy_sd": sd,
                "pass_at_k": stats.pass_at_k(g["score"].tolist() for _, g in grp.groupby("id")),
                "k": k,
                "mean_tokens": float(grp["tokens"].mean())
                if grp["tokens"].notna().any()
                else math.nan,
            }
        )
    table1 = pd.DataFrame(rows, columns=[*configs.columns, *_TABLE1_NUMBERS])
    has_min = samples[names.MIN_VERTICES].notna().any()
    known = samples[samples[names.MIN_VERTICES].notna()].drop_duplicates("id")
    counts = known[names.MIN_VERTICES].map(label).value_counts()
    return GadgetTables(
        table1=table1,
        by_tier=accuracy_by(samples, configs, names.TIER, TIERS),
        by_type=accuracy_by(samples, configs, names.GADGET_TYPE, GADGET_TYPES),
        by_min_vertices=accuracy_by(samples, configs, names.MIN_VERTICES) if has_min else None,
        size_counts={s: int(counts[s]) for s in sorted(counts.index, key=natural)},
        answer_size=answer_sizes(samples, configs),
    )


def size_ratios(samples: pd.DataFrame) -> pd.Series:
    """Each valid answer's ``min_vertices / vertices``; NaN where either is unknown.

    Computed from the answer's vertex count (score metadata) and the problem's proven
    minimum (sample metadata, None when not proven), so logs written before the scorer
    recorded ``size_ratio`` read the same. Answers that are not valid get NaN.
    """
    vertices = pd.to_numeric(samples["vertices"], errors="coerce").astype(float)
    minimum = pd.to_numeric(samples[names.MIN_VERTICES], errors="coerce").astype(float)
    valid = samples["score"] == 1.0
    ratio = minimum / vertices.where(vertices > 0)
    return ratio.where(valid & ratio.notna())


def answer_sizes(samples: pd.DataFrame, configs: pd.DataFrame) -> pd.DataFrame:
    """Per configuration: valid answers, how many have a proven minimum, and their size.

    ``size_ratio`` is the mean ``min_vertices / vertices`` over valid answers of proven
    minimum (every epoch counts, as the scorer's ``size_ratio`` metric), ``minimal_share``
    the share of them on exactly the minimal number of vertices and ``extra_vertices`` the
    mean number of vertices beyond it: "valid but bloated" against "optimal".
    """
    rows: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        ratio = size_ratios(grp) if len(grp) else pd.Series(dtype=float)
        measured = grp[ratio.notna()] if len(grp) else grp
        extra = pd.to_numeric(measured["vertices"], errors="coerce") - pd.to_numeric(
            measured[names.MIN_VERTICES], errors="coerce"
        )
        kept = ratio.dropna()
        rows.append(
            {
                **config.to_dict(),
                "valid": int((grp["score"] == 1.0).sum()) if len(grp) else 0,
                "with_minimum": len(kept),
                "size_ratio": float(kept.mean()) if len(kept) else math.nan,
                "minimal_share": float((kept == 1.0).mean()) if len(kept) else math.nan,
                "extra_vertices": float(extra.mean()) if len(kept) else math.nan,
                "most_extra": float(extra.max()) if len(kept) else math.nan,
            }
        )
    return pd.DataFrame(rows, columns=[*configs.columns, *_SIZE_NUMBERS])


_SIZE_NUMBERS = "valid with_minimum size_ratio minimal_share extra_vertices most_extra".split()


_TABLE1_NUMBERS = (
    "problems runs responses unscored accuracy_mean accuracy_sd pass_at_k k mean_tokens".split()
)


# ----------------------------------------------------------------------------- figures


def plot_accuracy_vs_tokens(
    ax: Axes, table1: pd.DataFrame, shown: list[str], colour: dict[str, str], marker: dict[str, str]
) -> list[Any]:
    """One point per configuration: mean tokens against mean accuracy (± sd over runs).

    Colour says the model, the marker shape the configuration. Returns legend handles.
    """
    done = table1[table1["accuracy_mean"].notna() & table1["mean_tokens"].notna()]
    for _, row in done.iterrows():
        sd = row["accuracy_sd"]
        ax.errorbar(
            [row["mean_tokens"]],
            [100 * row["accuracy_mean"]],
            yerr=None if pd.isna(sd) else [[100 * sd], [100 * sd]],
            fmt=marker[row["config"]],
            color=colour[row["model"]],
            markersize=8,
            capsize=3,
            markeredgecolor="black",
            markeredgewidth=0.5,
        )
    tokens = done["mean_tokens"]
    if len(tokens) and tokens.min() > 0 and tokens.max() / tokens.min() > 20:
        ax.set_xscale("log")
    ax.margins(x=0.15)
    ax.set_xlabel("mean total tokens per sample")
    figures.percent_axis(ax, label="mean accuracy over runs")
    handles: list[Any] = [_heading("colour: model")]
    handles += [
        Line2D([], [], linestyle="", marker="o", color=colour[m], label=figures.wrap(m, 45))
        for m in dict.fromkeys(done["model"])
    ]
    handles.append(_heading("marker: configuration"))
    handles += [
        Line2D([], [], linestyle="", marker=marker[r["config"]], color="grey",
               label=figures.wrap(config_title(r, shown), 60))
        for _, r in done.drop_duplicates("config").iterrows()
    ]  # fmt: skip
    return handles


def _heading(text: str) -> Line2D:
    """A legend entry with no symbol, heading the entries under it."""
    return Line2D([], [], linestyle="", marker="", label=text)


def plot_accuracy_by_size(
    ax: Axes, rows: pd.DataFrame, sizes: list[str], colour: dict[str, str]
) -> None:
    """One line per model: accuracy against the minimal solution size (one configuration)."""
    for _, row in rows.iterrows():
        points = [(float(s), 100 * float(row[s])) for s in sizes if pd.notna(row[s])]
        if points:
            xs, ys = zip(*points, strict=True)
            ax.plot(xs, ys, marker="o", color=colour[row["model"]], clip_on=False)
    figures.percent_axis(ax)


def draw(t: GadgetTables, shown: list[str], out_dir: Path, samples: pd.DataFrame) -> list[Path]:
    """The gadgets figures as PNG files in ``out_dir``."""
    out: list[Path] = []
    models = list(dict.fromkeys(t.table1["model"]))
    colour = figures.colours(models)
    marker = figures.markers(list(dict.fromkeys(t.table1["config"])))
    if t.table1["accuracy_mean"].notna().any() and t.table1["mean_tokens"].notna().any():
        fig, [ax] = figures.grid(1)
        fig.set_size_inches(11, 4.5)
        handles = plot_accuracy_vs_tokens(ax, t.table1, shown, colour, marker)
        ax.set_title("RamseyGadgets: accuracy against tokens", fontsize=10)
        fig.legend(handles=handles, loc="outside right upper", fontsize=8, frameon=False)
        out.append(figures.save(fig, out_dir / "gadgets_accuracy_vs_tokens.png"))
    by = t.by_min_vertices
    if by is not None:
        sizes = value_columns(by)
        panels = size_panels(by)
        if panels:
            fig, axes = figures.grid(len(panels))
            plotted: set[str] = set()
            for ax, (config, rows) in zip(axes, panels, strict=True):
                problems = _problems_per_size(samples[samples["config"] == config])
                here = [s for s in sizes if problems.get(s) and rows[s].notna().any()]
                plot_accuracy_by_size(ax, rows, here, colour)
                plotted |= set(rows.loc[rows[here].notna().any(axis=1), "model"])
                ax.set_title(config_title(rows.iloc[0], shown, width=50), fontsize=8)
                ax.set_xticks(
                    [float(s) for s in here], [f"{s}\n({problems[s]})" for s in here], fontsize=8
                )
                ax.set_xmargin(0.1)
                ax.set_xlabel("minimal solution size (problems)", fontsize=8)
                if figures.is_first_column(ax):
                    ax.set_ylabel("accuracy")
            fig.suptitle("RamseyGadgets: accuracy by minimal solution size", fontsize=10)
            figures.legend_below(
                fig,
                [
                    Line2D([], [], marker="o", color=colour[m], label=figures.wrap(m, 40))
                    for m in models
                    if m in plotted
                ],
                "model",
            )
            out.append(figures.save(fig, out_dir / "gadgets_accuracy_by_min_vertices.png"))
    return out


def size_panels(by_min_vertices: pd.DataFrame) -> list[tuple[str, pd.DataFrame]]:
    """(configuration, its rows) for each configuration with an accuracy at some size.

    One panel each in the size figure: a configuration without scored answers of known
    minimal size gets none, rather than an empty frame.
    """
    sizes = value_columns(by_min_vertices)
    return [
        (str(config), rows)
        for config, rows in by_min_vertices.groupby("config", sort=False)
        if rows[sizes].notna().any().any()
    ]


def _problems_per_size(samples: pd.DataFrame) -> dict[str, int]:
    known = samples[samples[names.MIN_VERTICES].notna()]
    known = known.assign(id=known["id"].astype(str).map(current_id)).drop_duplicates("id")
    return {str(k): int(v) for k, v in known[names.MIN_VERTICES].map(label).value_counts().items()}


# ----------------------------------------------------------------------------- section


def section(t: GadgetTables, shown: list[str], pngs: list[Path]) -> Section:
    """The gadgets part of the report."""
    keys = key_columns(shown)
    cols: list[Column] = [
        *keys,
        ("accuracy (mean ± sd)", _mean_sd),
        ("pass@k", lambda r: fmt(r["pass_at_k"], "pct")),
        ("k", "int"),
        ("mean tokens", lambda r: fmt(r["mean_tokens"], "num")),
        ("problems", "int"),
        ("responses", "int"),
        ("unscored", "int"),
    ]
    items: list[Table | Path | str] = [
        Table(
            "Table 1: accuracy per configuration",
            display(t.table1, cols),
            "Mean and sample sd of per-run accuracy (a run = one epoch of one log; no sd with "
            "a single run); pass@k = share of problems solved in at least one of the k runs; "
            "mean total tokens per sample.",
        ),
        Table(
            "Size of valid answers against the proven minimum",
            display(
                t.answer_size,
                [
                    *keys,
                    ("valid answers", "int"),
                    ("with a proven minimum", lambda r: fmt(r["with_minimum"], "int")),
                    ("mean size ratio", lambda r: fmt(r["size_ratio"], "3g")),
                    ("minimal", lambda r: fmt(r["minimal_share"], "pct")),
                    ("mean extra vertices", lambda r: fmt(r["extra_vertices"], "num")),
                    ("most extra vertices", lambda r: fmt(r["most_extra"], "int")),
                ],
            ),
            "Every valid answer (each epoch counts) of a problem whose smallest solution is "
            "proven minimal: size ratio = minimal vertices / the answer's vertices (1 for a "
            "smallest gadget); minimal = share of those answers on exactly the minimal number "
            "of vertices. A valid but bloated gadget scores C like an optimal one; this table "
            "tells them apart.",
        ),
        Table("Accuracy by tier", _pct_table(t.by_tier, keys)),
        Table("Accuracy by gadget type", _pct_table(t.by_type, keys)),
    ]
    if t.by_min_vertices is not None:
        counts = ", ".join(f"{size}: {n}" for size, n in t.size_counts.items())
        items.append(
            Table(
                "Accuracy by minimal solution size",
                _pct_table(t.by_min_vertices, keys),
                "Columns: vertices of the problem's smallest solution (only proven minima); "
                f"problems of each size: {counts}.",
            )
        )
    items += [p for p in pngs]
    return Section(TITLE, items)


def _mean_sd(row: pd.Series) -> str:
    mean, sd = fmt(row["accuracy_mean"], "pct"), fmt(row["accuracy_sd"], "pct")
    return mean if NA in (mean, sd) else f"{mean} ± {sd}"


def _pct_table(table: pd.DataFrame, keys: list[Column]) -> pd.DataFrame:
    return display(table, [*keys, *((str(c), "pct") for c in value_columns(table))])
