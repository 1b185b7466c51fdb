"""``ramsey-inspect report LOGS... --out DIR``: tables and figures from finished Inspect logs.

Reads logs of the three tasks (``kcoloring``, ``gadgets``, ``gtbench``) through
``inspect_ai.analysis`` (``evals_df`` / ``samples_df``, which need pandas and pyarrow) and writes
``report.md``, ``report.html`` and PNG figures (matplotlib, Agg backend) into ``DIR``.

- Logs of other benchmarks are listed as skipped.
- Partial logs (cancelled, error, ``--limit``) are used as they are; the overview gives the
  expected and present sample counts, and a value with no data is shown as ``n/a``.
- A path with no Inspect logs, or an ``--out`` that cannot be written, is refused with one line
  (exit code 2). A damaged log file is skipped with a warning naming it.
- A retried eval (``inspect eval-retry``, ``eval_set`` retries: logs sharing ``eval.task_id``)
  counts once, from its newest log; the earlier attempts are listed as superseded.

Conventions:
- A *run* is one epoch of one log. Table 1 (gadgets) takes each run's accuracy, then the mean
  and the sample standard deviation across runs; pass@k is the share of problems solved in at
  least one run, with k the number of runs.
- Unscored responses (NaN: kcoloring refusals, gtbench ``grader_failed``, sample errors) are left
  out of every rate and counted in their own column.
"""

from __future__ import annotations

import argparse
import html
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ramsey_inspect.core.gadgets import GADGET_TYPES
from ramsey_inspect.core.problem_sets import PROBLEM_TYPES
from ramsey_inspect.output_paths import OutputPathError, check_output_dir, describe
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES as JUDGE_FAILURE_TYPES
from ramsey_inspect.reports.log_files import LogSet, NoLogsError, read_log_set

TASKS = ("kcoloring", "gadgets", "gtbench")
SCORERS = {
    "kcoloring": "coloring_checker",
    "gadgets": "gadget_verifier",
    "gtbench": "gtbench_scorer",
}
# Score metadata read per sample (only these keys, so large values never reach the frame).
SCORE_META = ("outcome", "failure", "failure_type", "decided_by")
KC_ERRORS = ("invalid_coloring", "false_impossible", "missed_impossible", "no_answer")
KC_TYPES: tuple[str, ...] = PROBLEM_TYPES
FAILURE_TYPES = tuple(JUDGE_FAILURE_TYPES)
NA = "n/a"


@dataclass
class Report:
    """Everything the report shows; numeric frames keep NaN where data is missing."""

    out_dir: Path
    logs: pd.DataFrame
    skipped: pd.DataFrame
    superseded: pd.DataFrame = field(default_factory=pd.DataFrame)
    gadgets_table1: pd.DataFrame | None = None
    gadgets_by_tier: pd.DataFrame | None = None
    gadgets_by_type: pd.DataFrame | None = None
    gadgets_by_min_vertices: pd.DataFrame | None = None
    kcoloring_errors: pd.DataFrame | None = None
    kcoloring_by_edges: pd.DataFrame | None = None
    gtbench_accuracy: pd.DataFrame | None = None
    gtbench_failures: pd.DataFrame | None = None
    gtbench_consistency: pd.DataFrame | None = None
    figures: list[Path] = field(default_factory=list)
    markdown: Path | None = None
    html: Path | None = None


# ----------------------------------------------------------------------------- reading


def _task_of(name: Any) -> str | None:
    """Our task name for a log's task (``kcoloring`` or ``ramsey_inspect/kcoloring``), else None."""
    if not isinstance(name, str):
        return None
    short = name.split("/")[-1]
    return short if short in TASKS else None


def _value(v: Any) -> Any:
    """A plain Python value for a frame cell (pandas / pyarrow NA becomes None)."""
    if v is None:
        return None
    try:
        if pd.isna(v):
            return None
    except (TypeError, ValueError):
        pass
    return v


def _score(v: Any) -> float:
    """1.0 / 0.0 for C / I (or a number), NaN when unscored."""
    v = _value(v)
    if v is None:
        return math.nan
    if isinstance(v, str):
        return {"C": 1.0, "I": 0.0, "P": 0.5}.get(v.strip().upper(), math.nan)
    try:
        return float(v)
    except (TypeError, ValueError):
        return math.nan


def _score_meta(sample: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, score in (getattr(sample, "scores", None) or {}).items():
        for key in SCORE_META:
            value = (score.metadata or {}).get(key)
            if value is not None:
                out[f"{name}_{key}"] = str(value)
    return out


def _read_samples(logs: list[str], progress: bool) -> list[pd.DataFrame]:
    """One frame per log (``samples_df`` with score metadata), with a progress bar on stderr."""
    from inspect_ai.analysis import SampleColumn, SampleSummary, samples_df

    columns = [*SampleSummary, SampleColumn("smeta_*", path=_score_meta, full=False)]
    frames: list[pd.DataFrame] = []

    def read(log: str) -> None:
        try:
            frames.append(samples_df(log, columns=columns, quiet=True))
        except Exception as err:  # a damaged log: report it and go on
            print(f"warning: could not read samples of {log}: {err}", file=sys.stderr)

    if not progress or len(logs) < 2:
        for log in logs:
            read(log)
        return frames
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    with Progress(
        TextColumn("reading logs"),
        BarColumn(),
        MofNCompleteColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as bar:
        job = bar.add_task("logs", total=len(logs))
        for log in logs:
            read(log)
            bar.advance(job)
    return frames


def _arg(row: pd.Series, name: str) -> Any:
    return _value(row.get(f"task_arg_{name}"))


def _expected(row: pd.Series) -> int | None:
    """Sample-epochs the run was to produce: its sample ids (after any limit) × epochs."""
    ids, epochs = _value(row.get("dataset_sample_ids")), _value(row.get("epochs"))
    try:
        if ids is not None and epochs is not None:
            return len(json.loads(ids) if isinstance(ids, str) else ids) * int(epochs)
    except (TypeError, ValueError):
        pass
    total = _value(row.get("total_samples"))
    return int(total) if total is not None else None


def load(
    paths: Sequence[str | Path], progress: bool = True
) -> tuple[pd.DataFrame, pd.DataFrame, LogSet]:
    """(overview of the logs read, their sample-epochs, which logs were left out and why).

    Unreadable files are skipped with a warning on stderr; of a retried eval only the newest
    attempt is read (see ``log_files``). Raises NoLogsError when no readable log exists.
    """
    from inspect_ai.analysis import evals_df

    log_set = read_log_set(paths)
    for line in log_set.warnings():
        print(f"warning: {line}", file=sys.stderr)
    evals, errors = evals_df(log_set.headers, strict=False, quiet=True)
    for err in errors:
        print(f"warning: {err}", file=sys.stderr)
    if evals.empty:
        raise NoLogsError("no readable Inspect logs found in " + ", ".join(map(str, paths)))
    rows: list[dict[str, Any]] = []
    for _, row in evals.iterrows():
        task = _task_of(_value(row.get("task_name")))
        rows.append(
            {
                "log": str(row["log"]),
                "eval_id": str(row["eval_id"]),
                "benchmark": task,
                "task_name": _value(row.get("task_name")),
                "model": _value(row.get("model")) or "unknown",
                "status": _value(row.get("status")),
                "epochs": _value(row.get("epochs")),
                "setting": _arg(row, "setting"),
                "prompting": _arg(row, "prompting"),
                "frame": _arg(row, "frame"),
                "problem_set": _arg(row, "problem_set"),
                "expected": _expected(row),
            }
        )
    overview = pd.DataFrame(rows)
    ours = overview[overview["benchmark"].notna()]
    frames = _read_samples(list(ours["log"]), progress)
    samples = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
    present = (
        samples.groupby("eval_id").size()
        if not samples.empty
        else pd.Series(dtype="int64")  # no sample at all
    )
    overview["present"] = [int(present.get(e, 0)) for e in overview["eval_id"]]
    overview["missing"] = [
        max(int(x) - p, 0) if x is not None else None
        for x, p in zip(overview["expected"], overview["present"], strict=True)
    ]
    return overview, _tidy(samples, overview), log_set


def _tidy(samples: pd.DataFrame, overview: pd.DataFrame) -> pd.DataFrame:
    """Plain-Python sample rows with benchmark, model, setting/prompting and a 0/1/NaN score."""
    if samples.empty:
        return pd.DataFrame()
    info = overview.set_index("eval_id")
    rows: list[dict[str, Any]] = []
    for rec in samples.to_dict("records"):
        meta = info.loc[str(rec["eval_id"])]
        task = str(meta["benchmark"])
        scorer = SCORERS[task]

        def get(key: str, rec: dict[Any, Any] = rec) -> Any:
            return _value(rec.get(key))

        row = {
            "benchmark": task,
            "eval_id": str(rec["eval_id"]),
            "model": str(meta["model"]),
            "id": str(rec["id"]),
            "epoch": int(rec["epoch"]),
            "score": _score(rec.get(f"score_{scorer}")),
            "tokens": _score(rec.get("total_tokens")),
            "setting": _value(meta["setting"]) or get("metadata_setting") or "zero_shot",
            "prompting": _value(meta["prompting"]) or get("metadata_prompting") or "zero_shot",
        }
        for key in ("outcome", "failure", "failure_type", "decided_by"):
            row[key] = get(f"smeta_{scorer}_{key}")
        for key in (
            "tier",
            "gadget_type",
            "min_vertices",
            "problem_type",
            "frame",
            "edge_count",
            "problem_set",
            "group",
        ):
            row[key] = get(f"metadata_{key}")
        rows.append(row)
    return pd.DataFrame(rows)


# ----------------------------------------------------------------------------- statistics


def clopper_pearson(errors: int, n: int) -> tuple[float, float]:
    """95% exact (Clopper–Pearson) interval for errors / n; (NaN, NaN) when n == 0."""
    if n == 0:
        return math.nan, math.nan
    from scipy.stats import binomtest

    ci = binomtest(errors, n).proportion_ci(confidence_level=0.95, method="exact")
    return float(ci.low), float(ci.high)


def _mean(values: pd.Series) -> float:
    clean = values.dropna()
    return float(clean.mean()) if len(clean) else math.nan


def gadgets_tables(df: pd.DataFrame) -> dict[str, pd.DataFrame | None]:
    """Table 1 (mean ± sd over runs, pass@k, tokens) and accuracy by tier, type, min size."""
    keys = ["model", "setting"]
    table1: list[dict[str, Any]] = []
    for (model, setting), grp in df.groupby(keys, sort=True):
        scored = grp[grp["score"].notna()]
        runs = scored.groupby(["eval_id", "epoch"])["score"].mean()
        solved = scored.groupby("id")["score"].max()
        table1.append(
            {
                "model": model,
                "setting": setting,
                "problems": grp["id"].nunique(),
                "runs": len(runs),
                "responses": len(scored),
                "unscored": int(grp["score"].isna().sum()),
                "accuracy_mean": float(runs.mean()) if len(runs) else math.nan,
                "accuracy_sd": float(runs.std(ddof=1)) if len(runs) > 1 else math.nan,
                "pass_at_k": float((solved >= 1).mean()) if len(solved) else math.nan,
                "k": len(runs),
                "mean_tokens": _mean(grp["tokens"]),
            }
        )
    out: dict[str, pd.DataFrame | None] = {"table1": pd.DataFrame(table1)}
    out["by_tier"] = _acc_pivot(df, keys, "tier", ("easy", "hard"))
    out["by_type"] = _acc_pivot(df, keys, "gadget_type", GADGET_TYPES)
    has_min = "min_vertices" in df and df["min_vertices"].notna().any()
    out["by_min_vertices"] = _acc_pivot(df, keys, "min_vertices", ()) if has_min else None
    return out


def _acc_pivot(
    df: pd.DataFrame, keys: list[str], column: str, order: Sequence[Any]
) -> pd.DataFrame:
    """Accuracy over scored responses, rows ``keys``, one column per value of ``column``."""
    scored = df[df["score"].notna() & df[column].notna()].copy()
    scored[column] = scored[column].map(_label)
    table = scored.pivot_table(index=keys, columns=column, values="score", aggfunc="mean")
    seen = [str(c) for c in table.columns]
    wanted = [_label(c) for c in order if _label(c) in seen] + sorted(
        (c for c in seen if c not in {str(o) for o in order}), key=_natural
    )
    full = df[keys].drop_duplicates().set_index(keys).sort_index()
    table = full.join(table[wanted] if wanted else table) if len(full) else table
    table = table.reset_index()
    table.columns.name = None
    return table


def _label(value: Any) -> str:
    """A category label: 2.0 (an int column made float by missing values) reads as 2."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _natural(text: str) -> tuple[float, str]:
    try:
        return float(text), text
    except ValueError:
        return math.inf, text


def kcoloring_tables(df: pd.DataFrame) -> dict[str, pd.DataFrame | None]:
    """Error rate with 95% Clopper–Pearson CI by model × problem type × frame; accuracy by edges."""
    rows: list[dict[str, Any]] = []
    frame = df.assign(frame=df["frame"].fillna("?"), problem_type=df["problem_type"].fillna("?"))
    rank = {t: i for i, t in enumerate(KC_TYPES)}
    groups = sorted(
        frame.groupby(["model", "problem_type", "frame"]),
        key=lambda g: (g[0][0], rank.get(str(g[0][1]), 99), str(g[0][1]), str(g[0][2])),
    )
    for (model, ptype, fr), grp in groups:
        scored = grp[grp["score"].notna()]
        n = len(scored)
        errors = int((scored["score"] < 1).sum())
        lo, hi = clopper_pearson(errors, n)
        row: dict[str, Any] = {
            "model": model,
            "problem_type": ptype,
            "frame": fr,
            "responses": n,
            "errors": errors,
            "error_rate": errors / n if n else math.nan,
            "ci_low": lo,
            "ci_high": hi,
        }
        for outcome in KC_ERRORS:
            row[outcome] = int((scored["outcome"] == outcome).sum())
        row["refusals"] = int((grp["outcome"] == "refusal").sum())
        row["other_unscored"] = int(grp["score"].isna().sum()) - row["refusals"]
        rows.append(row)
    edges = frame[frame["score"].notna() & frame["edge_count"].notna()]
    by_edges = (
        edges.groupby(["model", "frame", "edge_count"])["score"]
        .agg(accuracy="mean", responses="size")
        .reset_index()
        .sort_values(["model", "frame", "edge_count"])
    )
    return {"errors": pd.DataFrame(rows), "by_edges": by_edges}


def gtbench_tables(df: pd.DataFrame) -> dict[str, pd.DataFrame | None]:
    """Accuracy by group × prompting, failure types among incorrect, consistency across epochs."""
    keys = ["model", "prompting"]
    accuracy = _acc_pivot(df, keys, "group", (1, 2, 3))
    accuracy = accuracy.rename(columns={c: f"group_{c}" for c in accuracy.columns if c not in keys})
    overall = df.groupby(keys).agg(
        overall=("score", _mean),
        responses=("score", lambda s: int(s.notna().sum())),
        unscored=("score", lambda s: int(s.isna().sum())),
    )
    accuracy = accuracy.set_index(keys).join(overall).reset_index()

    failures: list[dict[str, Any]] = []
    consistency: list[dict[str, Any]] = []
    for (model, prompting), grp in df.groupby(keys, sort=True):
        wrong = grp[grp["score"] == 0]
        row: dict[str, Any] = {"model": model, "prompting": prompting, "incorrect": len(wrong)}
        kinds = wrong["failure_type"].fillna("none").astype(str).str.strip().str.upper()
        for kind in FAILURE_TYPES:
            row[kind] = float((kinds == kind).mean()) if len(wrong) else math.nan
        row["none"] = float((~kinds.isin(FAILURE_TYPES)).mean()) if len(wrong) else math.nan
        failures.append(row)

        scored = grp[grp["score"].notna()]
        per_problem = scored.groupby("id")["score"].agg(["min", "max", "size"])
        multi = per_problem[per_problem["size"] >= 2]
        ever_wrong = multi[multi["min"] < 1]
        consistency.append(
            {
                "model": model,
                "prompting": prompting,
                "problems": len(multi),
                "consistency": float((multi["min"] == multi["max"]).mean())
                if len(multi)
                else math.nan,
                "ever_wrong": len(ever_wrong),
                "wrong_every_epoch": (
                    float((ever_wrong["max"] < 1).mean()) if len(ever_wrong) else math.nan
                ),
            }
        )
    return {
        "accuracy": accuracy,
        "failures": pd.DataFrame(failures),
        "consistency": pd.DataFrame(consistency),
    }


# ----------------------------------------------------------------------------- figures


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    _plt().close(fig)
    return path


def fig_gadgets_scatter(table1: pd.DataFrame, path: Path) -> Path:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6, 4.5))
    for _, row in table1.iterrows():
        x, y = row["mean_tokens"], row["accuracy_mean"]
        if pd.isna(x) or pd.isna(y):
            continue
        ax.scatter([x], [100 * y])
        ax.annotate(f"{row['model']} ({row['setting']})", (x, 100 * y), fontsize=7)
    ax.set_xlabel("mean total tokens per sample")
    ax.set_ylabel("mean accuracy (%)")
    ax.set_title("RamseyGadgets: accuracy vs tokens")
    ax.set_ylim(-5, 105)
    return _save(fig, path)


def fig_gadgets_min_vertices(by_min: pd.DataFrame, path: Path) -> Path:
    """Mean accuracy against minimal solution size: a panel per setting, a line per model."""
    from ramsey_inspect.tasks.gadgets import SETTINGS

    plt = _plt()
    sizes = [c for c in by_min.columns if c not in ("model", "setting")]
    rank = {s: i for i, s in enumerate(SETTINGS)}
    settings = sorted(dict.fromkeys(by_min["setting"]), key=lambda s: (rank.get(s, 99), str(s)))
    models = sorted(set(by_min["model"]))
    colours = {m: f"C{i % 10}" for i, m in enumerate(models)}
    fig, axes = plt.subplots(
        1, len(settings), figsize=(4.5 * len(settings), 4), squeeze=False, sharey=True
    )
    for ax, setting in zip(axes[0], settings, strict=True):
        for _, row in by_min[by_min["setting"] == setting].iterrows():
            points = [(float(s), 100 * float(row[s])) for s in sizes if pd.notna(row[s])]
            if points:
                xs, ys = zip(*points, strict=True)
                ax.plot(xs, ys, marker="o", color=colours[row["model"]], label=row["model"])
        ax.set_title(str(setting))
        ax.set_xlabel("minimal solution size (vertices)")
        ax.set_xticks([float(s) for s in sizes], sizes)
        ax.set_ylim(-5, 105)
        ax.legend(fontsize=7)
    axes[0][0].set_ylabel("mean accuracy (%)")
    fig.suptitle("RamseyGadgets: accuracy by minimal solution size")
    return _save(fig, path)


def fig_kcoloring_errors(errors: pd.DataFrame, path: Path) -> Path:
    plt = _plt()
    from matplotlib.patches import Patch

    models = list(dict.fromkeys(errors["model"]))
    # One colour per frame across all panels, also for frames with no bar in a panel.
    colours = {fr: f"C{i}" for i, fr in enumerate(sorted(set(errors["frame"])))}
    fig, axes = plt.subplots(len(models), 1, figsize=(8, 3.5 * len(models)), squeeze=False)
    for ax, model in zip(axes[:, 0], models, strict=True):
        sub = errors[errors["model"] == model]
        types = list(dict.fromkeys(sub["problem_type"]))
        frames = sorted(set(sub["frame"]))
        width = 0.8 / max(len(frames), 1)
        for j, fr in enumerate(frames):
            xs, ys, lo, hi = [], [], [], []
            for i, ptype in enumerate(types):
                cell = sub[(sub["problem_type"] == ptype) & (sub["frame"] == fr)]
                if cell.empty or pd.isna(cell["error_rate"].iloc[0]):
                    continue
                rate = float(cell["error_rate"].iloc[0])
                xs.append(i + (j - (len(frames) - 1) / 2) * width)
                ys.append(100 * rate)
                lo.append(100 * (rate - float(cell["ci_low"].iloc[0])))
                hi.append(100 * (float(cell["ci_high"].iloc[0]) - rate))
            if xs:
                ax.bar(xs, ys, width, yerr=[lo, hi], capsize=2, color=colours[fr])
        ax.set_xticks(range(len(types)), types, rotation=15, fontsize=8)
        ax.set_ylabel("error rate (%)")
        ax.set_ylim(0, 105)
        ax.set_title(f"k-coloring errors: {model} (95% Clopper–Pearson)")
        handles = [Patch(color=colours[fr], label=fr) for fr in frames]
        ax.legend(handles=handles, title="frame", fontsize=7)
    return _save(fig, path)


def fig_kcoloring_edges(by_edges: pd.DataFrame, path: Path) -> Path:
    plt = _plt()
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for (model, fr), grp in by_edges.groupby(["model", "frame"], sort=True):
        ax.plot(grp["edge_count"], 100 * grp["accuracy"], marker="o", label=f"{model} / {fr}")
    ax.set_xlabel("edges")
    ax.set_ylabel("accuracy (%)")
    ax.set_ylim(-5, 105)
    ax.set_title("k-coloring: accuracy by edge count")
    ax.legend(fontsize=7)
    return _save(fig, path)


# ----------------------------------------------------------------------------- rendering


def _fmt(value: Any, kind: str) -> str:
    value = _value(value)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return NA
    if kind == "pct":
        return f"{100 * float(value):.1f}%"
    if kind == "num":
        return f"{float(value):.1f}"
    if kind == "int":
        return str(int(value))
    return str(value)


Formatter = Callable[[pd.Series], str]


@dataclass
class Table:
    title: str
    headers: list[str]
    rows: list[list[str]]
    note: str = ""


def _table(
    title: str,
    df: pd.DataFrame,
    columns: Sequence[tuple[str, str | Formatter]],
    note: str = "",
) -> Table:
    """A display table: each column is (header, kind) or (header, function of the row)."""
    rows = []
    for _, row in df.iterrows():
        cells = []
        for header, how in columns:
            cells.append(how(row) if callable(how) else _fmt(row.get(header), how))
        rows.append(cells)
    return Table(title, [h for h, _ in columns], rows, note)


def _pct_columns(df: pd.DataFrame, keys: Sequence[str]) -> list[tuple[str, str | Formatter]]:
    cols: list[tuple[str, str | Formatter]] = [(k, "str") for k in keys]
    return cols + [(str(c), "pct") for c in df.columns if c not in keys]


def _md_table(t: Table) -> str:
    def esc(s: str) -> str:
        return s.replace("|", "\\|").replace("\n", " ")

    lines = [f"### {t.title}", ""]
    if t.note:
        lines += [t.note, ""]
    if not t.rows:
        return "\n".join([*lines, "_no data_", ""])
    lines.append("| " + " | ".join(esc(h) for h in t.headers) + " |")
    lines.append("|" + "|".join(" --- " for _ in t.headers) + "|")
    lines += ["| " + " | ".join(esc(c) for c in r) + " |" for r in t.rows]
    return "\n".join([*lines, ""])


def _html_table(t: Table) -> str:
    parts = [f"<h3>{html.escape(t.title)}</h3>"]
    if t.note:
        parts.append(f"<p>{html.escape(t.note)}</p>")
    if not t.rows:
        return "\n".join([*parts, "<p><em>no data</em></p>"])
    parts.append("<table>")
    parts.append("<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in t.headers) + "</tr>")
    for r in t.rows:
        parts.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>")
    parts.append("</table>")
    return "\n".join(parts)


CSS = (
    "body{font-family:sans-serif;max-width:1100px;margin:2em auto}"
    "table{border-collapse:collapse;margin-bottom:1em}"
    "td,th{border:1px solid #bbb;padding:3px 8px;text-align:right}"
    "th{background:#eee}img{max-width:100%}"
)


def _write(report: Report, sections: list[tuple[str, list[Table | Path]]]) -> None:
    md: list[str] = ["# ramsey_inspect report", ""]
    body: list[str] = ["<h1>ramsey_inspect report</h1>"]
    for title, items in sections:
        md += [f"## {title}", ""]
        body.append(f"<h2>{html.escape(title)}</h2>")
        for item in items:
            if isinstance(item, Table):
                md.append(_md_table(item))
                body.append(_html_table(item))
            else:
                md += [f"![{item.stem}]({item.name})", ""]
                body.append(
                    f'<p><img src="{html.escape(item.name)}" alt="{html.escape(item.stem)}"></p>'
                )
    report.markdown = report.out_dir / "report.md"
    report.markdown.write_text("\n".join(md), encoding="utf-8")
    report.html = report.out_dir / "report.html"
    page = (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>ramsey_inspect report</title>'
        f"<style>{CSS}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n"
    )
    report.html.write_text(page, encoding="utf-8")


def _pm(row: pd.Series) -> str:
    mean, sd = _fmt(row["accuracy_mean"], "pct"), _fmt(row["accuracy_sd"], "pct")
    return NA if mean == NA else f"{mean} ± {sd}"


def _ci(row: pd.Series) -> str:
    lo, hi = _fmt(row["ci_low"], "pct"), _fmt(row["ci_high"], "pct")
    return NA if lo == NA else f"[{lo}, {hi}]"


def build_report(paths: Sequence[str | Path], out_dir: str | Path, progress: bool = True) -> Report:
    """Read the logs under ``paths`` and write report.md, report.html and figures to ``out_dir``."""
    out = check_output_dir(out_dir)
    overview, samples, log_set = load(paths, progress)
    ours = overview[overview["benchmark"].notna()].reset_index(drop=True)
    if ours.empty:
        raise NoLogsError(
            f"none of the {len(overview)} log(s) found is of kcoloring, gadgets or gtbench"
        )
    out.mkdir(parents=True, exist_ok=True)
    skipped = overview[overview["benchmark"].isna()][["log", "task_name"]].reset_index(drop=True)
    superseded = pd.DataFrame(
        [{"log": s.log, "status": s.status, "superseded_by": s.by} for s in log_set.superseded],
        columns=["log", "status", "superseded_by"],
    )
    report = Report(out_dir=out, logs=ours, skipped=skipped, superseded=superseded)
    sections: list[tuple[str, list[Table | Path]]] = []

    log_cols: list[tuple[str, str | Formatter]] = [
        ("benchmark", "str"),
        ("model", "str"),
        (
            "setting",
            lambda r: _fmt(
                _value(r["setting"]) or _value(r["prompting"]) or _value(r["frame"]), "str"
            ),
        ),
        ("status", "str"),
        ("epochs", "int"),
        ("expected", "int"),
        ("present", "int"),
        ("missing", "int"),
        ("log", lambda r: Path(str(r["log"])).name),
    ]
    items: list[Table | Path] = [
        _table(
            "Logs",
            ours,
            log_cols,
            "setting = gadgets setting, gtbench prompting or kcoloring frame.",
        )
    ]
    if len(skipped):
        skip_cols: list[tuple[str, str | Formatter]] = [
            ("task_name", "str"),
            ("log", lambda r: Path(str(r["log"])).name),
        ]
        items.append(_table("Skipped logs (other benchmarks)", skipped, skip_cols))
    if len(superseded):
        sup_cols: list[tuple[str, str | Formatter]] = [
            ("log", lambda r: Path(str(r["log"])).name),
            ("status", "str"),
            ("superseded by", lambda r: Path(str(r["superseded_by"])).name),
        ]
        items.append(
            _table(
                "Superseded logs (not counted)",
                superseded,
                sup_cols,
                "Earlier attempts of a retried eval (same task id: inspect eval-retry, eval_set "
                "retries). Each retry carries the samples its predecessor completed, so only the "
                "newest attempt is counted.",
            )
        )
    sections.append(("Overview", items))

    def part(task: str) -> pd.DataFrame | None:
        if not (ours["benchmark"] == task).any():
            return None
        if samples.empty or not (samples["benchmark"] == task).any():
            return pd.DataFrame(columns=list(_EMPTY_COLUMNS))
        return samples[samples["benchmark"] == task].reset_index(drop=True)

    gad = part("gadgets")
    if gad is not None:
        _gadgets_section(report, gad, ours, sections)
    kc = part("kcoloring")
    if kc is not None:
        _kcoloring_section(report, kc, sections)
    gt = part("gtbench")
    if gt is not None:
        _gtbench_section(report, gt, ours, sections)
    _write(report, sections)
    return report


_EMPTY_COLUMNS = (
    "benchmark eval_id model id epoch score tokens setting prompting outcome failure failure_type "
    "decided_by tier gadget_type min_vertices problem_type frame edge_count problem_set group"
).split()


def _with_missing_rows(
    table: pd.DataFrame, ours: pd.DataFrame, task: str, key: str
) -> pd.DataFrame:
    """Add an all-n/a row for each model × setting whose logs hold no sample at all."""
    logs = ours[ours["benchmark"] == task]
    extra = []
    for _, log in logs.iterrows():
        setting = _value(log[key]) or "zero_shot"
        present = (
            ((table["model"] == log["model"]) & (table[key] == setting)).any()
            if len(table)
            else False
        )
        if not present:
            extra.append({"model": log["model"], key: setting})
    if not extra:
        return table
    return pd.concat([table, pd.DataFrame(extra).drop_duplicates()], ignore_index=True)


def _gadgets_section(
    report: Report,
    df: pd.DataFrame,
    ours: pd.DataFrame,
    sections: list[tuple[str, list[Table | Path]]],
) -> None:
    t = gadgets_tables(df)
    table1 = _with_missing_rows(
        t["table1"] if t["table1"] is not None else pd.DataFrame(), ours, "gadgets", "setting"
    )
    report.gadgets_table1 = table1
    report.gadgets_by_tier = t["by_tier"]
    report.gadgets_by_type = t["by_type"]
    report.gadgets_by_min_vertices = t["by_min_vertices"]
    cols: list[tuple[str, str | Formatter]] = [
        ("model", "str"),
        ("setting", "str"),
        ("accuracy (mean ± sd)", _pm),
        ("pass@k", "pct"),
        ("k", "int"),
        ("mean tokens", lambda r: _fmt(r.get("mean_tokens"), "num")),
        ("problems", "int"),
        ("responses", "int"),
        ("unscored", "int"),
    ]
    display = table1.rename(columns={"pass_at_k": "pass@k"})
    items: list[Table | Path] = [
        _table(
            "Table 1: accuracy per model and setting",
            display,
            cols,
            "Mean and sample sd of per-run accuracy (a run = one epoch of one log); pass@k = share of "
            "problems solved in at least one of the k runs; mean total tokens per sample.",
        )
    ]
    if report.gadgets_by_tier is not None:
        by = report.gadgets_by_tier
        items.append(_table("Accuracy by tier", by, _pct_columns(by, ["model", "setting"])))
    if report.gadgets_by_type is not None:
        by = report.gadgets_by_type
        items.append(_table("Accuracy by gadget type", by, _pct_columns(by, ["model", "setting"])))
    if report.gadgets_by_min_vertices is not None:
        by = report.gadgets_by_min_vertices
        items.append(
            _table(
                "Accuracy by minimal solution size",
                by,
                _pct_columns(by, ["model", "setting"]),
                "Columns: vertices of the problem's smallest solution (only proven minima); "
                "problems of each size: " + _size_counts(df) + ".",
            )
        )
        fig = fig_gadgets_min_vertices(by, report.out_dir / "gadgets_accuracy_by_min_vertices.png")
        report.figures.append(fig)
        items.append(fig)
    if table1["accuracy_mean"].notna().any() if "accuracy_mean" in table1 else False:
        fig = fig_gadgets_scatter(table1, report.out_dir / "gadgets_accuracy_vs_tokens.png")
        report.figures.append(fig)
        items.append(fig)
    sections.append(("RamseyGadgets (gadgets)", items))


def _size_counts(df: pd.DataFrame) -> str:
    """``4: 2, 5: 3``: distinct problems per minimal solution size."""
    known = df[df["min_vertices"].notna()].drop_duplicates("id")
    counts = known["min_vertices"].map(_label).value_counts()
    return ", ".join(f"{size}: {counts[size]}" for size in sorted(counts.index, key=_natural))


def _kcoloring_section(
    report: Report, df: pd.DataFrame, sections: list[tuple[str, list[Table | Path]]]
) -> None:
    t = kcoloring_tables(df)
    errors, by_edges = t["errors"], t["by_edges"]
    assert errors is not None
    assert by_edges is not None
    report.kcoloring_errors, report.kcoloring_by_edges = errors, by_edges
    cols: list[tuple[str, str | Formatter]] = [
        ("model", "str"),
        ("problem_type", "str"),
        ("frame", "str"),
        ("responses", "int"),
        ("error_rate", "pct"),
        ("95% CI", _ci),
        *[(o, "int") for o in KC_ERRORS],
        ("refusals", "int"),
        ("other_unscored", "int"),
    ]
    items: list[Table | Path] = [
        _table(
            "Error rate by problem type and frame",
            errors,
            cols,
            "Every response counts (epochs are repeats). Refusals and other unscored responses are "
            "left out of the rate and counted on their own.",
        )
    ]
    if len(by_edges):
        wide = by_edges.pivot_table(
            index=["model", "frame"], columns="edge_count", values="accuracy"
        )
        wide.columns = [str(int(c)) for c in wide.columns]
        wide = wide.reset_index()
        items.append(_table("Accuracy by edge count", wide, _pct_columns(wide, ["model", "frame"])))
    if errors["error_rate"].notna().any() if len(errors) else False:
        fig = fig_kcoloring_errors(errors, report.out_dir / "kcoloring_error_rates.png")
        report.figures.append(fig)
        items.append(fig)
    if len(by_edges):
        fig = fig_kcoloring_edges(by_edges, report.out_dir / "kcoloring_accuracy_by_edges.png")
        report.figures.append(fig)
        items.append(fig)
    sections.append(("Graph k-coloring (kcoloring)", items))


def _gtbench_section(
    report: Report,
    df: pd.DataFrame,
    ours: pd.DataFrame,
    sections: list[tuple[str, list[Table | Path]]],
) -> None:
    t = gtbench_tables(df)
    accuracy = _with_missing_rows(
        t["accuracy"] if t["accuracy"] is not None else pd.DataFrame(), ours, "gtbench", "prompting"
    )
    assert t["failures"] is not None
    assert t["consistency"] is not None
    failures = _with_missing_rows(t["failures"], ours, "gtbench", "prompting")
    consistency = _with_missing_rows(t["consistency"], ours, "gtbench", "prompting")
    report.gtbench_accuracy, report.gtbench_failures, report.gtbench_consistency = (
        accuracy,
        failures,
        consistency,
    )
    keys = ["model", "prompting"]
    acc_cols = [(k, "str") for k in keys] + [
        (c, "pct") for c in accuracy.columns if c.startswith("group_") or c == "overall"
    ]
    acc_cols += [("responses", "int"), ("unscored", "int")]
    fail_cols = [(k, "str") for k in keys] + [("incorrect", "int")]
    fail_cols += [(c, "pct") for c in (*FAILURE_TYPES, "none")]
    cons_cols: list[tuple[str, str | Formatter]] = [
        ("model", "str"),
        ("prompting", "str"),
        ("problems", "int"),
        ("consistency", "pct"),
        ("ever_wrong", "int"),
        ("wrong_every_epoch", "pct"),
    ]
    items: list[Table | Path] = [
        _table("Accuracy by group and prompting", accuracy, acc_cols),
        _table(
            "Failure types among incorrect responses",
            failures,
            fail_cols,
            "A hallucinated definition, B wrong execution, C wrong algorithm, D incomplete "
            "reasoning, E refusal; none = no type given.",
        ),
        _table(
            "Consistency across epochs",
            consistency,
            cons_cols,
            "consistency = share of problems (with 2+ scored epochs) whose verdicts all agree; "
            "wrong_every_epoch = share of ever-wrong problems wrong in every epoch.",
        ),
    ]
    sections.append(("GTBench (gtbench)", items))


# ----------------------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    """``ramsey-inspect report LOGS... --out DIR``."""
    parser = argparse.ArgumentParser(
        prog="ramsey-inspect report",
        description="Tables and figures (report.md, report.html, PNG) from Inspect logs of "
        "kcoloring, gadgets and gtbench.",
    )
    parser.add_argument("logs", nargs="+", help="log folders or .eval/.json log files")
    parser.add_argument(
        "--out", required=True, help="folder for report.md, report.html and figures"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    try:
        report = build_report(args.logs, args.out, progress=not args.quiet)
    except (NoLogsError, OutputPathError) as err:
        print(f"ramsey-inspect report: {err}", file=sys.stderr)
        return 2
    except OSError as err:  # the output failed after the first check (e.g. disk full)
        print(f"ramsey-inspect report: {describe(err)}", file=sys.stderr)
        return 2
    print(f"wrote {report.markdown} and {report.html} ({len(report.figures)} figures)")
    if len(report.superseded):
        print(
            f"{len(report.superseded)} superseded log(s) of retried evals not counted "
            "(listed in the report)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
