"""GTBench in the report: accuracy by group, failure types, consistency across epochs; figures.

Failure shares and consistency come from ``ramsey_inspect.stats``, as the scorer's metrics:
an incorrect response without a type A-E is ``unclassified``, and consistency counts only
problems with two or more scored epochs (one epoch cannot disagree with itself).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ramsey_inspect import stats
from ramsey_inspect.names import GTBENCH_GROUPS
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import (
    accuracy_by,
    config_title,
    key_columns,
    per_config,
    value_columns,
)
from ramsey_inspect.reports.render import Column, Section, Table, display

TITLE = "GTBench (gtbench)"
KINDS = tuple(FAILURE_TYPES)
SHARES = (*KINDS, stats.UNCLASSIFIED)


@dataclass
class GTBenchTables:
    """Accuracy by group, failure-type shares and consistency, one row per configuration."""

    accuracy: pd.DataFrame
    failures: pd.DataFrame
    consistency: pd.DataFrame


def tables(samples: pd.DataFrame, configs: pd.DataFrame) -> GTBenchTables:
    """The GTBench tables of the samples."""
    accuracy = accuracy_by(samples, configs, "group", GTBENCH_GROUPS)
    accuracy = accuracy.rename(columns={c: f"group_{c}" for c in value_columns(accuracy)})
    failures: list[dict[str, Any]] = []
    consistency: list[dict[str, Any]] = []
    overall: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        overall.append(
            {
                "overall": stats.mean(grp["score"]),
                "responses": int(grp["score"].notna().sum()),
                "unscored": int(grp["score"].isna().sum()),
            }
        )
        wrong = grp[grp["score"] < 1.0]
        shares = stats.failure_shares(list(wrong["failure_type"]), KINDS)
        failures.append({**config.to_dict(), "incorrect": len(wrong), **shares})
        verdicts = {str(i): g["score"].tolist() for i, g in grp.groupby("id")}
        c = stats.consistency(verdicts)
        consistency.append(
            {
                **config.to_dict(),
                "problems": c.problems,
                "consistency": c.consistency,
                "ever_wrong": c.ever_wrong,
                "wrong_reproduced": c.wrong_reproduced,
            }
        )
    accuracy = pd.concat([accuracy, pd.DataFrame(overall, index=accuracy.index)], axis=1)
    return GTBenchTables(accuracy, pd.DataFrame(failures), pd.DataFrame(consistency))


# ----------------------------------------------------------------------------- figures


def plot_accuracy(
    ax: Axes, accuracy: pd.DataFrame, labels: Sequence[str], colour: dict[str, str]
) -> None:
    """Grouped bars: one group per GTBench group (and overall), one bar per configuration."""
    groups = [c for c in accuracy.columns if str(c).startswith("group_")] + ["overall"]
    width = 0.8 / max(len(accuracy), 1)
    for j, (label, (_, row)) in enumerate(zip(labels, accuracy.iterrows(), strict=True)):
        xs = np.arange(len(groups)) + (j - (len(accuracy) - 1) / 2) * width
        ys = np.array([100 * float(row[g]) for g in groups])
        ax.bar(xs, np.nan_to_num(ys), width, color=colour[label], alpha=0.85)
        ax.plot(xs, ys, "o", color="black", markersize=3.5, clip_on=False)
    ax.set_xticks(range(len(groups)), [g.replace("group_", "group ") for g in groups])
    figures.percent_axis(ax, label="accuracy")


def plot_failures(ax: Axes, failures: pd.DataFrame, labels: Sequence[str]) -> list[Any]:
    """Stacked horizontal bars: the failure-type shares of each configuration's wrong answers."""
    colour = figures.colours(list(SHARES))
    colour[stats.UNCLASSIFIED] = "lightgrey"
    left = np.zeros(len(failures))
    ys = np.arange(len(failures))
    for kind in SHARES:
        values = 100 * failures[kind].astype(float).fillna(0).to_numpy()
        ax.barh(ys, values, left=left, color=colour[kind], edgecolor="white", linewidth=0.5)
        left += values
    ax.set_yticks(ys, [f"{figures.short(label, 60)} (n={n})" for label, n in
                       zip(labels, failures["incorrect"], strict=True)], fontsize=8)  # fmt: skip
    ax.invert_yaxis()
    figures.percent_axis(ax, axis="x", label="share of incorrect responses")
    ax.set_xlim(0, 100)
    return [Patch(color=colour[k], label=k) for k in SHARES]


def draw(t: GTBenchTables, shown: list[str], out_dir: Path) -> list[Path]:
    """The GTBench figures as PNG files in ``out_dir``."""
    out: list[Path] = []
    acc = t.accuracy[t.accuracy["overall"].notna()]
    if len(acc):
        labels = [config_title(r, shown, with_model=True) for _, r in acc.iterrows()]
        colour = figures.colours(labels)
        fig, [ax] = figures.grid(1)
        fig.set_size_inches(8.5, 3.8)
        plot_accuracy(ax, acc, labels, colour)
        ax.set_title("GTBench: accuracy by group", fontsize=10)
        fig.legend(
            handles=[Patch(color=colour[x], label=figures.short(x, 60)) for x in labels],
            loc="outside right upper", fontsize=8, frameon=False,
        )  # fmt: skip
        out.append(figures.save(fig, out_dir / "gtbench_accuracy_by_group.png"))
    fail = t.failures[t.failures["incorrect"] > 0]
    if len(fail):
        labels = [config_title(r, shown, with_model=True) for _, r in fail.iterrows()]
        fig, [ax] = figures.grid(1)
        fig.set_size_inches(8.5, 1.2 + 0.35 * len(fail))
        handles = plot_failures(ax, fail, labels)
        ax.set_title("GTBench: failure types of incorrect responses", fontsize=10)
        figures.legend_below(fig, handles, "failure type", columns=len(handles))
        out.append(figures.save(fig, out_dir / "gtbench_failure_types.png"))
    return out


# ----------------------------------------------------------------------------- section


def section(t: GTBenchTables, shown: list[str], pngs: list[Path]) -> Section:
    """The GTBench part of the report."""
    keys = key_columns(shown)
    groups = [c for c in t.accuracy.columns if str(c).startswith("group_")]
    acc_cols: list[Column] = [*keys, *((g, "pct") for g in groups), ("overall", "pct")]
    acc_cols += [("responses", "int"), ("unscored", "int")]
    fail_cols: list[Column] = [*keys, ("incorrect", "int"), *((k, "pct") for k in SHARES)]
    cons_cols: list[Column] = [
        *keys,
        ("problems", "int"),
        ("consistency", "pct"),
        ("ever_wrong", "int"),
        ("wrong_reproduced", "pct"),
    ]
    legend = "; ".join(f"{k} {FAILURE_TYPES[k].split(':')[0]}" for k in KINDS)
    return Section(
        TITLE,
        [
            Table("Accuracy by group", display(t.accuracy, acc_cols)),
            Table(
                "Failure types among incorrect responses",
                display(t.failures, fail_cols),
                f"{legend}; unclassified = an incorrect response with no type (an empty "
                "reply, or a final answer the normaliser rejected while the judge accepted it).",
            ),
            Table(
                "Consistency across epochs",
                display(t.consistency, cons_cols),
                "problems = problems with two or more scored epochs (only they can agree or "
                "disagree); consistency = share of them whose verdicts all agree; "
                "wrong_reproduced = share of the ever-wrong ones wrong in every epoch.",
            ),
            *pngs,
        ],
    )
