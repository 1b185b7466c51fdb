"""Paired comparisons: two runs on the same problems, compared problem by problem.

The papers compare models by their means alone. Two models answering the same problems
are paired data, and a comparison that uses the pairing is much sharper: a problem both
get right or both get wrong says nothing about which is better. For every configuration
run on two or more models, each pair of models gets the difference in accuracy on the
problems both have scored, a 95% interval from a bootstrap over problems (a problem's
epochs resampled together) and, with one epoch, an exact McNemar test
(``stats.compare_paired``). Fewer than ``stats.MIN_SHARED_PROBLEMS`` shared problems give
"not comparable" instead of numbers.

The same comparison sets a k-coloring model's runs on the published labelling beside its
runs on relabelled copies (``-T relabel=<seed>``) of the same problems: a contamination
check.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from itertools import combinations
from typing import Any

import pandas as pd

from ramsey_inspect import stats
from ramsey_inspect.datasets.kcoloring import sample_id
from ramsey_inspect.names import FRAME, PROBLEM_ID, PROBLEM_SET, RELABEL
from ramsey_inspect.reports.grouping import label, natural
from ramsey_inspect.reports.render import NA, Column, Table, display, fmt
from ramsey_inspect.reports.results import SAMPLES

PUBLISHED = "-"
"""``arg_relabel`` of a run on the published labelling (the option absent or None)."""
RELABEL_ARG = f"arg_{RELABEL}"
SAMPLES_ARG = f"arg_{SAMPLES}"
"""A configuration's coverage: each model's own, so never a key of a pair."""


def by_problem(samples: pd.DataFrame, key: str = "id") -> dict[str, list[float]]:
    """Each problem's scores (every epoch and log), keyed by the ``key`` column as text."""
    if samples.empty:
        return {}
    lists = samples.groupby(samples[key].map(label), sort=False)["score"].agg(list)
    return {str(k): [float(v) for v in scores] for k, scores in lists.items()}


def model_pairs(samples: pd.DataFrame, configs: pd.DataFrame) -> pd.DataFrame:
    """One row per configuration and pair of models run on it (A before B by name).

    Problems are matched by :func:`problem_key`.

    Columns: ``config``, the ``arg_*`` options, ``model_a``, ``model_b`` and the fields of
    ``stats.PairedComparison``.
    """
    args = [c for c in configs.columns if str(c).startswith("arg_") and c != SAMPLES_ARG]
    keyed = samples.assign(problem=problem_key(samples)) if len(samples) else samples
    rows: list[dict[str, Any]] = []
    for config, runs in configs.groupby("config", sort=False):
        models = sorted(dict.fromkeys(runs["model"]))
        mine = keyed[keyed["config"] == config]
        scores = {m: by_problem(mine[mine["model"] == m], "problem") for m in models}
        for a, b in combinations(models, 2):
            compared = stats.compare_paired(scores[a], scores[b])
            rows.append(
                {
                    "config": config,
                    **{arg: runs.iloc[0][arg] for arg in args},
                    "model_a": a,
                    "model_b": b,
                    **asdict(compared),
                }
            )
    return pd.DataFrame(rows, columns=["config", *args, "model_a", "model_b", *_FIELDS])


def problem_key(samples: pd.DataFrame) -> pd.Series:
    """The problem each sample asks: for k-coloring, the published sample's id.

    The id (``6v3c-math-17``) is rebuilt from the set, problem id and frame in the sample's
    metadata, so a relabelled sample (``6v3c-math-17-r3``) pairs with its published one,
    and so do samples of 1.x task versions, whose ids depended on the selection. Samples
    without that metadata (other benchmarks) keep their own id.
    """
    parts = [PROBLEM_SET, FRAME, PROBLEM_ID]
    ids = samples["id"].map(label)
    if not set(parts) <= set(samples.columns):
        return ids
    known = samples[parts].notna().all(axis=1)
    keys = [
        sample_id(str(problem_set), str(frame), int(float(problem_id)))
        if ok
        else own
        for problem_set, frame, problem_id, ok, own in zip(
            samples[PROBLEM_SET], samples[FRAME], samples[PROBLEM_ID], known, ids,
            strict=True,
        )
    ]  # fmt: skip
    return pd.Series(keys, index=samples.index, dtype=object)


def published_vs_relabelled(samples: pd.DataFrame, configs: pd.DataFrame) -> pd.DataFrame:
    """Each model's published runs beside its relabelled runs of the same configuration.

    A row per model and configuration (all options but ``relabel``) that has both; the
    relabelled side pools every seed (each seed is a fresh copy of the same problems).
    Comparison is A = published, B = relabelled, paired by problem. Empty when no model
    has both.
    """
    args = [
        c
        for c in configs.columns
        if str(c).startswith("arg_") and c not in (RELABEL_ARG, SAMPLES_ARG)
    ]
    columns = ["model", *args, "seeds", "by_seed", *_FIELDS]
    if RELABEL_ARG not in configs or samples.empty:
        return pd.DataFrame(columns=columns)
    keyed = samples.assign(problem=problem_key(samples))
    rows: list[dict[str, Any]] = []
    for _, runs in configs.groupby(["model", *args], sort=False, dropna=False):
        published = runs[runs[RELABEL_ARG] == PUBLISHED]
        fresh = runs[runs[RELABEL_ARG] != PUBLISHED]
        if published.empty or fresh.empty:
            continue
        model = runs["model"].iloc[0]
        own = keyed[keyed["model"] == model]
        pub = own[own["config"].isin(published["config"])]
        new = own[own["config"].isin(fresh["config"])]
        by_seed = {
            str(seed): _accuracy(new.loc[new["config"].isin(grp["config"]), "score"])
            for seed, grp in sorted(fresh.groupby(RELABEL_ARG), key=lambda g: natural(str(g[0])))
        }
        compared = stats.compare_paired(by_problem(pub, "problem"), by_problem(new, "problem"))
        rows.append(
            {
                "model": model,
                **{arg: runs.iloc[0][arg] for arg in args},
                "seeds": ",".join(by_seed),
                "by_seed": by_seed,
                **asdict(compared),
            }
        )
    return pd.DataFrame(rows, columns=columns)


# ----------------------------------------------------------------------------- display


def pairs_items(pairs: pd.DataFrame, shown: Sequence[str]) -> list[Table | str]:
    """The paired-comparison table of one benchmark, or a line saying why there is none."""
    if pairs.empty:
        return [
            "Paired comparisons: no configuration was run on two or more models (a pair "
            "needs the same options and the same problems)."
        ]
    cols: list[Column] = [
        *((a, lambda r, a=a: str(r[f"arg_{a}"])) for a in shown if a != SAMPLES),
        ("model A", lambda r: str(r["model_a"])),
        ("model B", lambda r: str(r["model_b"])),
        *_comparison_columns("A", "B"),
    ]
    return [
        Table(
            "Paired comparisons between models",
            display(pairs, cols),
            "Each pair of models run on the same configuration, compared on the problems both "
            "scored (unshared = problems only one of them scored). Accuracy averages each "
            "problem's epochs and weights problems equally; A − B is in percentage points, "
            "with a 95% percentile interval from "
            f"{stats.BOOTSTRAP_RESAMPLES:,} bootstrap resamples of problems (a problem's "
            "epochs stay together; fixed seed). With one epoch, right only = problems one "
            "model got right and the other wrong, and p is the exact two-sided McNemar test "
            "on them. A pair sharing fewer than "
            f"{stats.MIN_SHARED_PROBLEMS} problems is not comparable. With few right-only "
            "problems the bootstrap interval is too narrow (when they all favour one model "
            "it cannot reach 0); McNemar's exact p is then the better guide.",
        )
    ]


def relabel_items(frame: pd.DataFrame, shown: Sequence[str]) -> list[Table | str]:
    """The published-versus-relabelled table (k-coloring), or nothing when no model has both."""
    if frame.empty:
        return []
    cols: list[Column] = [
        ("model", "str"),
        *((a, lambda r, a=a: str(r[f"arg_{a}"])) for a in shown if a not in (RELABEL, SAMPLES)),
        ("relabel seeds", lambda r: str(r["seeds"])),
        *_comparison_columns("published", "relabelled"),
        ("relabelled by seed", _by_seed),
    ]
    return [
        Table(
            "Published versus relabelled problems (contamination check)",
            display(frame, cols),
            "The same problems shown with the study's published vertex labels and with fresh "
            "labels (-T relabel=<seed>; all seeds pooled). Paired by problem (set, id, frame); "
            "numbers as in the paired comparisons. A gap whose interval lies above 0 means "
            "the model does better on the published labelling than on the same graphs "
            "relabelled: a sign it has seen the published problems (or leans on their "
            "labels). An interval that contains 0 shows no such sign at this sample size.",
        )
    ]


_FIELDS = list(stats.PairedComparison.__dataclass_fields__)


def _comparison_columns(a: str, b: str) -> list[Column]:
    return [
        ("shared problems", lambda r: fmt(r["shared"], "int")),
        ("unshared", lambda r: fmt(r["unshared"], "int")),
        (f"accuracy {a}", lambda r: fmt(r["accuracy_a"], "pct")),
        (f"accuracy {b}", lambda r: fmt(r["accuracy_b"], "pct")),
        (f"{a} − {b}", _difference),
        ("95% CI", _interval),
        ("right only (A / B)" if a == "A" else f"right only ({a} / {b})", _discordant),
        ("McNemar p", _p_value),
    ]


def _difference(row: pd.Series) -> str:
    if not row["comparable"]:
        return f"not comparable (under {stats.MIN_SHARED_PROBLEMS} shared problems)"
    return _pp(row["difference"])


def _interval(row: pd.Series) -> str:
    if not row["comparable"] or pd.isna(row["ci_low"]):
        return NA
    return f"[{_pp(row['ci_low'])}, {_pp(row['ci_high'])}]"


def _discordant(row: pd.Series) -> str:
    if not row["comparable"] or not row["single_epoch"]:
        return NA
    return f"{int(row['only_a'])} / {int(row['only_b'])}"


def _p_value(row: pd.Series) -> str:
    if not row["comparable"]:
        return NA
    if not row["single_epoch"]:
        return "n/a (several epochs)"
    return fmt(row["mcnemar_p"], "3g")


def _pp(value: float) -> str:
    """A difference of shares in percentage points: ``+12.5 pp``, ``−3.0 pp``, ``0.0 pp``."""
    text = f"{100 * value:+.1f}"
    return ("0.0" if text in ("+0.0", "-0.0") else text.replace("-", "−")) + " pp"


def _by_seed(row: pd.Series) -> str:
    return ", ".join(f"{seed}: {fmt(acc, 'pct')}" for seed, acc in row["by_seed"].items())


def _accuracy(scores: pd.Series) -> float:
    """Share of scored responses that are right (score 1); NaN when none is scored."""
    return stats.mean(float(v >= 1.0) for v in stats.scored(scores))
