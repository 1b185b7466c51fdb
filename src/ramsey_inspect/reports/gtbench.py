"""GTBench in the report: accuracy by group, failure types, consistency across epochs; figures.

Failure shares and consistency come from ``ramsey_inspect.stats``, as the scorer's metrics:
an incorrect response without a type A-E is ``unclassified``, and consistency counts only
problems with two or more scored epochs (one epoch cannot disagree with itself).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ramsey_inspect import stats
from ramsey_inspect.names import (
    GRADER_ROLE,
    GROUP,
    GTBENCH_GROUPS,
    SECOND_GRADER_ROLE,
    STAND_IN_GRADERS,
)
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import (
    accuracy_by,
    config_title,
    key_columns,
    label,
    per_config,
    value_columns,
)
from ramsey_inspect.reports.render import NA, Column, Section, Table, display, fmt
from ramsey_inspect.stats import landis_koch

TITLE = "GTBench (gtbench)"
KINDS = tuple(FAILURE_TYPES)
SHARES = (*KINDS, stats.UNCLASSIFIED)


@dataclass
class GTBenchTables:
    """Accuracy by group, failure-type shares and consistency, one row per configuration."""

    accuracy: pd.DataFrame
    failures: pd.DataFrame
    consistency: pd.DataFrame
    intervals: pd.DataFrame | None = None
    """95% Clopper-Pearson intervals of ``accuracy``: same rows, each group column (and
    ``overall``) holding ``(low, high)``, NaNs where nothing was scored."""


def tables(samples: pd.DataFrame, configs: pd.DataFrame) -> GTBenchTables:
    """The GTBench tables of the samples."""
    accuracy = accuracy_by(samples, configs, GROUP, GTBENCH_GROUPS)
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
    intervals = pd.DataFrame(
        [_intervals(grp, list(accuracy.columns)) for _, grp in per_config(samples, configs)],
        index=accuracy.index,
    )
    return GTBenchTables(accuracy, pd.DataFrame(failures), pd.DataFrame(consistency), intervals)


def _intervals(grp: pd.DataFrame, columns: Sequence[Any]) -> dict[str, tuple[float, float]]:
    """Per group column and overall: the 95% interval of the share of scored answers right."""
    out: dict[str, tuple[float, float]] = {}
    scored = grp[grp["score"].notna()]
    for column in [*(c for c in columns if str(c).startswith("group_")), "overall"]:
        cell = scored if column == "overall" else scored[
            scored[GROUP].map(label) == str(column).removeprefix("group_")
        ]  # fmt: skip
        n = len(cell)
        out[str(column)] = (
            stats.clopper_pearson(round(float(cell["score"].sum())), n)
            if n
            else (math.nan, math.nan)
        )
    return out


# ----------------------------------------------------------------------------- figures


def plot_accuracy(
    ax: Axes,
    accuracy: pd.DataFrame,
    labels: Sequence[str],
    colour: dict[str, str],
    intervals: pd.DataFrame | None = None,
) -> None:
    """Grouped bars: one group per GTBench group (and overall), one bar per configuration.

    With ``intervals`` (``GTBenchTables.intervals``) each bar gets its 95% interval.
    """
    groups = [c for c in accuracy.columns if str(c).startswith("group_")] + ["overall"]
    width = 0.8 / max(len(accuracy), 1)
    for j, (name, (i, row)) in enumerate(zip(labels, accuracy.iterrows(), strict=True)):
        xs = np.arange(len(groups)) + (j - (len(accuracy) - 1) / 2) * width
        ys = np.array([100 * float(row[g]) for g in groups])
        ax.bar(xs, np.nan_to_num(ys), width, color=colour[name], alpha=0.85)
        if intervals is not None and i in intervals.index:
            cell: dict[Any, Any] = intervals.to_dict("index")[i]
            bounds = [cell.get(g, (math.nan, math.nan)) for g in groups]
            low = np.array([100 * float(b[0]) for b in bounds])
            high = np.array([100 * float(b[1]) for b in bounds])
            ax.errorbar(
                xs, ys, yerr=[np.clip(ys - low, 0, None), np.clip(high - ys, 0, None)],
                fmt="o", color="black", markersize=3.5, elinewidth=0.8, capsize=2,
                clip_on=False,
            )  # fmt: skip
        else:
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
    ax.set_yticks(ys, [f"{figures.wrap(text, 60)} (n={n})" for text, n in
                       zip(labels, failures["incorrect"], strict=True)], fontsize=8)  # fmt: skip
    ax.invert_yaxis()
    figures.percent_axis(ax, axis="x", label="share of incorrect responses")
    ax.set_xlim(0, 100)
    return [Patch(color=colour[k], label=failure_label(k)) for k in SHARES]


def failure_label(kind: str) -> str:
    """A failure type as a legend says it: the letter with its short meaning.

    >>> failure_label("E"), failure_label("unclassified")
    ('E: refusal', 'unclassified')
    """
    meaning = FAILURE_TYPES.get(kind)
    return f"{kind}: {meaning.split(':')[0]}" if meaning else kind


def draw(t: GTBenchTables, shown: list[str], out_dir: Path) -> list[Path]:
    """The GTBench figures as PNG files in ``out_dir``."""
    out: list[Path] = []
    acc = t.accuracy[t.accuracy["overall"].notna()]
    if len(acc):
        labels = [config_title(r, shown, with_model=True) for _, r in acc.iterrows()]
        colour = figures.colours(labels)
        fig, [ax] = figures.grid(1)
        fig.set_size_inches(8.5, 3.8)
        intervals = t.intervals.loc[acc.index] if t.intervals is not None else None
        plot_accuracy(ax, acc, labels, colour, intervals)
        ax.set_title("GTBench: accuracy by group (95% CI)", fontsize=10)
        fig.legend(
            handles=[Patch(color=colour[x], label=figures.wrap(x, 60)) for x in labels],
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
        figures.legend_below(fig, handles, "failure type", columns=3)
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


# ----------------------------------------------------------------------------- judges


@dataclass
class JudgeReliability:
    """Per configuration, who judged and how far two judges agree; and where they differ.

    Attributes:
        summary: One row per configuration: ``judge`` and ``second_judge`` (model names,
            "" when none), ``status`` (``checked``, ``unchecked`` or ``stand-in``),
            ``both`` (answers both judged), ``agreement``, ``kappa``, ``band`` and
            ``disagreements``.
        disagreements: One row per answer the two judges called differently: the
            configuration, ``id``, ``epoch``, ``judge_correct`` and ``second_correct``.
    """

    summary: pd.DataFrame
    disagreements: pd.DataFrame


def judge_reliability(
    samples: pd.DataFrame, configs: pd.DataFrame, logs: pd.DataFrame | None = None
) -> JudgeReliability:
    """Who judged each configuration and, with two judges, Cohen's kappa between them.

    The judges are named in each judged score (``grader_model``); for logs written before
    scores named them, the logs' bound ``grader`` and ``second_grader`` roles (``logs``).
    """
    rows: list[dict[str, Any]] = []
    differ: list[dict[str, Any]] = []
    for config, grp in per_config(samples, configs):
        first = _names(grp.get("grader_model")) or _bound(logs, config, GRADER_ROLE)
        second = _names(grp.get("second_grader_model")) or _bound(logs, config, SECOND_GRADER_ROLE)
        a = grp.get("judge_correct", pd.Series(dtype=object)).map(_flag)
        b = grp.get("second_correct", pd.Series(dtype=object)).map(_flag)
        both = grp[a.notna() & b.notna()] if len(grp) else grp
        xa = [int(v) for v in a[both.index]]
        xb = [int(v) for v in b[both.index]]
        kappa = stats.cohen_kappa(xa, xb) if xa else float("nan")
        n_differ = sum(x != y for x, y in zip(xa, xb, strict=True))
        stand_in = any(n.startswith(STAND_IN_GRADERS) for n in [*first, *second])
        status = (
            "no judge call" if not first
            else "stand-in" if stand_in
            else "checked" if second
            else "unchecked"
        )  # fmt: skip
        rows.append(
            {
                **config.to_dict(),
                "judge": ", ".join(first),
                "second_judge": ", ".join(second),
                "status": status,
                "both": len(xa),
                "agreement": (1 - n_differ / len(xa)) if xa else float("nan"),
                "kappa": kappa,
                "band": landis_koch(kappa) if xa else "",
                "disagreements": n_differ,
            }
        )
        for idx in both.index:
            if a[idx] != b[idx]:
                differ.append(
                    {
                        **config.to_dict(),
                        "id": grp.at[idx, "id"],
                        "epoch": grp.at[idx, "epoch"],
                        "judge_correct": a[idx],
                        "second_correct": b[idx],
                    }
                )
    return JudgeReliability(pd.DataFrame(rows), pd.DataFrame(differ))


def judge_items(judges: JudgeReliability, shown: list[str]) -> list[Table | str]:
    """The report's judge-reliability table, its disagreements, and what each status means."""
    keys = key_columns(shown)
    cols: list[Column] = [
        *keys,
        ("judge", "str"),
        ("second judge", lambda r: str(r.get("second_judge") or "-")),
        ("status", "str"),
        ("both judged", lambda r: fmt(r.get("both"), "int")),
        ("agreement", "pct"),
        ("Cohen's kappa", lambda r: _kappa_text(r)),
        ("disagreements", "int"),
    ]
    items: list[Table | str] = [
        Table(
            "Judge reliability",
            display(judges.summary, cols),
            "checked = a second grader (model role second_grader) judged the same answers "
            "on the same prompts; kappa is Cohen's kappa of their correct/incorrect verdicts, "
            "as on the human grading sheets. unchecked = one judge only: nothing here "
            "measures how far it can be trusted (bind --model-role second_grader=<model>). "
            "stand-in = a scripted grader, which does not grade: its accuracy says nothing "
            "about the model (a model that answered nothing right can score 0.9 under it).",
        )
    ]
    if len(judges.disagreements):
        items.append(
            Table(
                "Where the two judges disagree",
                display(
                    judges.disagreements,
                    [
                        *keys,
                        ("id", "str"),
                        ("epoch", "int"),
                        ("judge says correct", lambda r: str(r["judge_correct"])),
                        ("second judge says correct", lambda r: str(r["second_correct"])),
                    ],
                ),
            )
        )
    return items


def _kappa_text(row: pd.Series) -> str:
    kappa, band = row.get("kappa"), row.get("band")
    if not row.get("both"):
        return NA
    return f"{fmt(kappa, '3g')} ({band})" if band != "undefined" else "undefined (one label only)"


def _bound(logs: pd.DataFrame | None, config: Any, role: str) -> list[str]:
    """The models bound to ``role`` in the logs of ``config``."""
    if logs is None or "roles" not in logs:
        return []
    mine = logs[(logs["model"] == config["model"]) & (logs["config"] == config["config"])]
    return sorted({r[role] for r in mine["roles"] if isinstance(r, dict) and role in r})


def _names(column: pd.Series | None) -> list[str]:
    if column is None:
        return []
    return sorted({str(v) for v in column.dropna() if str(v) not in ("", "None")})


def _flag(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    return {"True": True, "False": False}.get(str(value))
