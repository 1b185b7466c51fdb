"""Read finished logs into data frames: one row per log, one row per sample-epoch.

The one log reader of the report. It finds logs with ``log_files`` (damaged files skipped
by name, of a retried eval only its newest attempt), reads them with
``inspect_ai.analysis.evals_df`` / ``samples_df`` and decodes scores with
``prepare(..., score_to_float(...))``, so a C/I/NaN score becomes 1.0/0.0/NaN exactly as
Inspect's own metrics see it.

A *configuration* is a model with the ``-T`` options that change what is measured
(``names.CONFIGURATION_ARGS``); its ``config`` label (``setting=zero_shot, pairs=paper``)
keys every table, so runs of one configuration (epochs, several logs) combine and runs of
different ones never do. Logs of different task versions of one configuration are kept
apart too: when a benchmark's logs hold more than one version, the label ends in
``version=<v>`` (``arg_version``).

Each configuration also records how much of its dataset it covers (``arg_samples``: the
distinct samples present in its logs out of the dataset's full count, as the log's eval
spec records it), so a ``--limit``, ``--sample-id`` or cancelled run is never shown as a
whole one.
"""

from __future__ import annotations

import json
import sys
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ramsey_inspect import names
from ramsey_inspect.answer_status import answer_status
from ramsey_inspect.names import (
    CONFIGURATION_ARGS,
    GADGET_SETTINGS,
    GTBENCH_PROMPTINGS,
    NO_MODEL,
    RAMSEY_BOUNDS,
    RENAMED_OPTIONS,
    SCORERS,
    TASKS,
)
from ramsey_inspect.reports.log_files import (
    LogSet,
    NoLogsError,
    StrPath,
    inspect_lists,
    read_log_set,
)

VERSION = "version"
"""Pseudo-option of a configuration: the task version its logs record (``arg_version``)."""
SAMPLES = "samples"
NUMBER = "number"
"""A configuration's number in its benchmark's ``configurations`` (1, 2, ...)."""
"""Pseudo-option of a configuration: how much of the dataset its logs cover (``arg_samples``)."""
BENCHMARKS = TASKS
"""The tasks the report reads: the three papers' and ramsey_bounds."""

SCORE_META = (
    "outcome",
    "failure",
    "failure_type",
    "decided_by",
    "correct",
    "final_answer_found",
    "judge_correct",
    "second_correct",
    "grader_model",
    "second_grader_model",
    names.FALSE_EDGES,
    names.REASONING,
    names.CORRECT_UNDER_FALSE_EDGES,
    names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE,
    "vertices",
    "status",
    "matches_known",
    "new",
    "new_record",
    "mono_cliques",
    "recolour",
)
"""Score metadata read per sample (only these keys, so large values never reach a frame):
the outcome and failure codes, GTBench's judges and their verdicts, k-coloring's
false-edge record (``sequel``), the vertices of a gadget answer (set against the
problem's smallest solution; logs of every task version record it), and a Ramsey
colouring's verdict, recall or discovery and distance (``ramsey_bounds``)."""
SAMPLE_META = {
    names.GADGETS: (names.TIER, names.GADGET_TYPE, names.MIN_VERTICES),
    names.KCOLORING: (
        names.PROBLEM_TYPE,
        names.FRAME,
        names.EDGE_COUNT,
        names.PROBLEM_SET,
        names.PROBLEM_ID,
        names.COLORABLE,
        names.GREEDY_SCORE,
    ),
    names.GTBENCH: (names.GROUP, names.EVALUATION_TYPE),
    RAMSEY_BOUNDS: (names.CELL, names.SIZES, "n", names.TIER, names.BEST_LOWER, "upper"),
}
"""Sample metadata each benchmark's tables group by (k-coloring's set and problem id pair a
problem's published and relabelled samples; colorability and the Monte Carlo greedy
estimate give the study's own typing)."""


@dataclass
class Results:
    """What the logs hold, per benchmark.

    Attributes:
        logs: One row per log of our tasks: ``log``, ``eval_id``, ``benchmark``, ``model``,
            ``config``, ``status``, ``epochs``, ``expected`` and ``present`` sample-epochs,
            ``missing``, ``dataset_samples`` (the dataset's full count), ``coverage`` (the
            log's own samples of that count, ``coverage_text``), an ``arg_<name>``
            column per configuration option, ``arg_version`` (the task version),
            ``arg_samples`` (the configuration's coverage, ``coverage_text``) and ``partial``.
        skipped: Logs of other benchmarks (``log``, ``task_name``).
        superseded: Earlier attempts of retried evals (``log``, ``status``, ``superseded_by``).
        samples: Per benchmark, one row per sample-epoch: ``eval_id``, ``model``, ``config``,
            ``id``, ``epoch``, ``score`` (1.0 / 0.0 / NaN unscored), ``tokens``, the score
            metadata ``SCORE_META``, the sample metadata ``SAMPLE_META`` and ``answer``
            (``answer_status``: correct, unreadable or read_wrong; None when unscored).
        warnings: What was skipped while reading, one line each.
    """

    logs: pd.DataFrame
    skipped: pd.DataFrame
    superseded: pd.DataFrame
    samples: dict[str, pd.DataFrame] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def configurations(self, benchmark: str) -> pd.DataFrame:
        """The configurations run for ``benchmark``: ``model``, ``config`` and ``arg_*`` columns.

        ``passed`` lists the options any of its logs was given (``-T``), comma-separated;
        the others ran at the task's default, which titles leave out.

        One row each, sorted by model, then by the paper's order of the main option, and
        numbered in that order (``number``): tables with a row per set name the
        configuration by it, the one-row-per-configuration table spells it out once.
        """
        logs = self.logs[self.logs["benchmark"] == benchmark]
        args = [f"arg_{a}" for a in (*CONFIGURATION_ARGS[benchmark], VERSION, SAMPLES)]
        configs = logs[["model", "config", *args]].drop_duplicates(["model", "config"])
        passed = logs.groupby(["model", "config"])["passed"].agg(
            lambda p: ",".join(sorted({a for x in p for a in str(x).split(",") if a}))
        )
        configs["passed"] = [
            passed[(m, c)] for m, c in zip(configs["model"], configs["config"], strict=True)
        ]
        configs = configs.assign(rank=configs["config"].map(_config_rank))
        configs = configs.sort_values(["model", "rank", "config"]).drop(columns="rank")
        configs = configs.reset_index(drop=True)
        configs[NUMBER] = range(1, len(configs) + 1)
        return configs


def load(paths: Sequence[StrPath], progress: bool = False) -> Results:
    """Read the logs under ``paths`` (files or folders).

    Raises ``NoLogsError`` when no readable log is found, or none is of our tasks.
    """
    from inspect_ai.analysis import evals_df

    log_set = read_log_set(paths)
    notes = list(log_set.warnings())
    evals, errors = evals_df(log_set.headers, strict=False, quiet=True)
    notes += [str(e) for e in errors]
    if evals.empty:
        raise NoLogsError("no readable Inspect logs found in " + ", ".join(map(str, paths)))
    evals["benchmark"] = evals["task_name"].map(_benchmark)
    # A run with no model (Inspect's none/none) answered nothing: listed and skipped, not a row.
    no_model = evals["benchmark"].notna() & (evals.get("model") == NO_MODEL)
    notes += [f"{log}: run without a model ({NO_MODEL}); skipped" for log in evals["log"][no_model]]
    evals.loc[no_model, "task_name"] = evals["task_name"][no_model] + f" (no model: {NO_MODEL})"
    evals.loc[no_model, "benchmark"] = None
    ours = evals[evals["benchmark"].notna()].reset_index(drop=True)
    skipped = evals[evals["benchmark"].isna()][["log", "task_name"]].reset_index(drop=True)
    superseded = _superseded(log_set)
    if ours.empty:
        raise NoLogsError(
            f"none of the {len(evals)} log(s) found is of {', '.join(BENCHMARKS[:-1])} or {BENCHMARKS[-1]}"
            + (f" (found: {', '.join(sorted(set(skipped['task_name'])))})" if len(skipped) else "")
        )
    logs = _logs(ours)
    typed = {str(h.location): set(h.eval.task_args_passed or {}) for h in log_set.headers}
    logs["passed"] = [",".join(sorted(typed.get(str(log), set()))) for log in logs["log"]]
    samples, more = _samples(list(logs["log"]), progress)
    notes += more
    present = samples.groupby("eval_id").size() if len(samples) else pd.Series(dtype="int64")
    logs["present"] = [int(present.get(e, 0)) for e in logs["eval_id"]]
    logs["missing"] = [
        None if pd.isna(x) else max(int(x) - p, 0)
        for x, p in zip(logs["expected"], logs["present"], strict=True)
    ]
    logs = _split_versions(logs)
    logs = _coverage(logs, samples)
    by_task = {
        task: _tidy(task, samples, logs) for task in BENCHMARKS if (logs["benchmark"] == task).any()
    }
    return Results(logs, skipped, superseded, by_task, notes)


def config_label(benchmark: str, args: dict[str, Any]) -> str:
    """The configuration label of a log's task arguments: ``setting=zero_shot, pairs=paper``.

    Lists are joined with commas, so ``-T pairs=K1,3:C5`` (which YAML splits into
    ``['K1', '3:C5']``) reads as typed.

    >>> config_label("gadgets", {"setting": "size_hint", "pairs": ["K1", "3:C5"], "tool_cap": 8})
    'setting=size_hint, pairs=K1,3:C5, tier=-, types=-, tool_protocol=-, profile=-'
    """
    return ", ".join(f"{a}={arg_text(args.get(a))}" for a in CONFIGURATION_ARGS[benchmark])


def coverage_text(present: int, total: int | None, missing: int = 0) -> str:
    """A configuration's coverage: ``100 of 1,709 (partial)``, or ``1,709 of 1,709``.

    ``missing`` counts sample-epochs a run planned and did not produce (a cancelled or
    failed run, an epoch cut short): the configuration is then partial even when every
    sample is present.

    >>> coverage_text(100, 1709), coverage_text(63, 63), coverage_text(63, 63, 4)
    ('100 of 1,709 (partial)', '63 of 63', '63 of 63 (partial: 4 sample-epochs missing)')
    >>> coverage_text(5, None)
    '5 of n/a (partial: total unknown)'
    """
    if total is None:
        return f"{present:,} of n/a (partial: total unknown)"
    text = f"{present:,} of {total:,}"
    if present < total:
        return text + " (partial)"
    if missing:
        return text + f" (partial: {missing:,} sample-epochs missing)"
    return text


def is_partial(text: str) -> bool:
    """Whether a ``coverage_text`` names a partial configuration."""
    return "(partial" in text


def arg_text(value: Any) -> str:
    """A task argument as text; ``-`` when it is absent.

    >>> [arg_text(v) for v in (["K1", "3:C5"], '["a", "b"]', None, 2.0, "/x/y/data.json")]
    ['K1,3:C5', 'a,b', '-', '2', 'data.json']
    """
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return "-"
    if isinstance(value, str) and value.startswith("["):
        try:  # evals_df stores list arguments as JSON text
            value = json.loads(value)
        except ValueError:
            pass
    if isinstance(value, (list, tuple)):
        return ",".join(arg_text(v) for v in value)
    if isinstance(value, float) and value.is_integer():  # an int column made float by NaN
        return str(int(value))
    text = str(value)
    return Path(text).name if ("/" in text or "\\" in text) else text


# ----------------------------------------------------------------------------- private


def _benchmark(task_name: Any) -> str | None:
    """Our task for a log's task name (``kcoloring`` or ``ramsey_inspect/kcoloring``)."""
    if not isinstance(task_name, str):
        return None
    short = task_name.split("/")[-1]
    return short if short in BENCHMARKS else None


def _arg(rec: dict[Any, Any], name: str) -> Any:
    """A task option of a log, under its old name in a log older than the rename."""
    value = _cell(rec.get(f"task_arg_{name}"))
    old = [o for o, new in RENAMED_OPTIONS.items() if new == name]
    return _cell(rec.get(f"task_arg_{old[0]}")) if value is None and old else value


def _superseded(log_set: LogSet) -> pd.DataFrame:
    return pd.DataFrame(
        [
            {"log": s.log, "status": s.status, "superseded_by": s.by, "why": s.why}
            for s in log_set.superseded
        ],
        columns=["log", "status", "superseded_by", "why"],
    )


def _logs(ours: pd.DataFrame) -> pd.DataFrame:
    rows: list[dict[str, Any]] = []
    for rec in ours.to_dict("records"):
        task = str(rec["benchmark"])
        args = {a: _arg(rec, a) for a in CONFIGURATION_ARGS[task]}
        rows.append(
            {
                "log": str(rec["log"]),
                "eval_id": str(rec["eval_id"]),
                "benchmark": task,
                "task_name": rec["task_name"],
                "model": _cell(rec.get("model")) or "unknown",
                "config": config_label(task, args),
                "status": _cell(rec.get("status")),
                "epochs": _cell(rec.get("epochs")),
                "expected": _expected(rec),
                "dataset_samples": _int(rec.get("dataset_samples")),
                "roles": _roles(rec.get("model_roles")),
                **{f"arg_{a}": arg_text(v) for a, v in args.items()},
                f"arg_{VERSION}": arg_text(_cell(rec.get("task_version"))),
            }
        )
    return pd.DataFrame(rows)


def _int(value: Any) -> int | None:
    value = _cell(value)
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def _split_versions(logs: pd.DataFrame) -> pd.DataFrame:
    """Configurations of a benchmark whose logs hold several task versions: one per version.

    A version changes what is measured (problems, prompts, scoring), so its logs never pool
    with another version's; the label only grows where a benchmark has more than one.
    """
    logs = logs.copy()
    for _, rows in logs.groupby("benchmark"):
        if rows[f"arg_{VERSION}"].nunique() > 1:
            logs.loc[rows.index, "config"] = [
                f"{c}, {VERSION}={v}"
                for c, v in zip(rows["config"], rows[f"arg_{VERSION}"], strict=True)
            ]
    return logs


def _coverage(logs: pd.DataFrame, samples: pd.DataFrame) -> pd.DataFrame:
    """``arg_samples`` and ``partial`` of each log: its configuration's coverage.

    The samples present are the distinct sample ids in the configuration's logs (several
    ``--sample-id`` runs may add up to a whole); the total is the dataset's full count the
    logs record (``dataset_samples``, before any limit or id filter).
    """
    logs = logs.copy()
    texts: dict[int, str] = {}
    for _, rows in logs.groupby(["benchmark", "model", "config"], sort=False):
        mine = samples[samples["eval_id"].isin(rows["eval_id"])] if len(samples) else samples
        present = int(mine["id"].astype(str).nunique()) if len(mine) else 0
        totals = rows["dataset_samples"].dropna()
        total = int(totals.max()) if len(totals) else None
        missing = int(pd.to_numeric(rows["missing"], errors="coerce").fillna(0).sum())
        for i in rows.index:
            texts[i] = coverage_text(present, total, missing)
    logs[f"arg_{SAMPLES}"] = [texts[i] for i in logs.index]
    logs["partial"] = [is_partial(t) for t in logs[f"arg_{SAMPLES}"]]
    logs["coverage"] = [_log_coverage(row, samples) for _, row in logs.iterrows()]
    return logs


def _log_coverage(row: pd.Series, samples: pd.DataFrame) -> str:
    """One log's own coverage of its task's dataset: ``60 of 1,926 (partial)``.

    Counted against the dataset's full count (``dataset_samples``), not the samples the run
    was limited to, so a ``--limit`` run never reads as whole.
    """
    mine = samples[samples["eval_id"] == row["eval_id"]] if len(samples) else samples
    present = int(mine["id"].astype(str).nunique()) if len(mine) else 0
    total = None if pd.isna(row["dataset_samples"]) else int(row["dataset_samples"])
    missing = 0 if pd.isna(row["missing"]) else int(row["missing"])
    return coverage_text(present, total, missing)


def _roles(value: Any) -> dict[str, str]:
    """``{role: model}`` from a log's model roles (JSON text in ``evals_df``)."""
    value = _cell(value)
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return {}
    if not isinstance(value, dict):
        return {}
    return {str(k): str(v.get("model", v) if isinstance(v, dict) else v) for k, v in value.items()}


def _cell(value: Any) -> Any:
    """A plain Python value for a frame cell (pandas / pyarrow NA becomes None)."""
    if value is None:
        return None
    try:
        if pd.isna(value):
            return None
    except (TypeError, ValueError):  # lists and arrays
        pass
    return value


def _expected(rec: dict[Any, Any]) -> int | None:
    """Sample-epochs the run was to produce: its sample ids (after any limit) x epochs."""
    ids, epochs = _cell(rec.get("dataset_sample_ids")), _cell(rec.get("epochs"))
    try:
        if ids is not None and epochs is not None:
            return len(json.loads(ids) if isinstance(ids, str) else ids) * int(epochs)
    except (TypeError, ValueError):
        pass
    total = _cell(rec.get("total_samples"))
    return int(total) if total is not None else None


def _score_meta(sample: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, score in (getattr(sample, "scores", None) or {}).items():
        for key in SCORE_META:
            value = (score.metadata or {}).get(key)
            if value is not None:
                out[f"{name}_{key}"] = str(value)
    return out


def _samples(logs: list[str], progress: bool) -> tuple[pd.DataFrame, list[str]]:
    """All sample-epochs of ``logs`` in one frame; a log whose samples cannot be read is named.

    ``samples_df`` silently passes over a ``.json`` log not under Inspect's own file name,
    so such a log is read whole here and handed over as an ``EvalLog``.
    """
    from inspect_ai.analysis import SampleColumn, samples_df
    from inspect_ai.log import EvalLog, read_eval_log

    columns = [
        SampleColumn("id", path="id", required=True, type=str),
        SampleColumn("epoch", path="epoch", required=True),
        SampleColumn("metadata_*", path="metadata"),
        SampleColumn("score_*", path="scores", value=_score_values),
        SampleColumn("total_tokens", path=_total_tokens),
        SampleColumn("error", path="error", default=""),
        SampleColumn("smeta_*", path=_score_meta, full=False),
    ]
    notes: list[str] = []
    listed = [log for log in logs if inspect_lists(log)]
    frames: list[pd.DataFrame] = []
    with _quiet_pandas():
        try:
            frame, errors = samples_df(listed, columns=columns, strict=False, quiet=not progress)
            frames, notes = [frame], [str(e) for e in errors]
        except Exception:  # a log damaged past its header: read one at a time, name it
            for log in listed:
                try:
                    frame, errors = samples_df(log, columns=columns, strict=False, quiet=True)
                except Exception as err:
                    notes.append(_unreadable_samples(log, err))
                    continue
                frames.append(frame)
                notes += [str(e) for e in errors]
        for log in logs:
            if log in listed:
                continue
            try:
                whole: EvalLog = read_eval_log(log)
                frame, errors = samples_df(whole, columns=columns, strict=False, quiet=True)
            except Exception as err:
                notes.append(_unreadable_samples(log, err))
                continue
            frames.append(frame)
            notes += [str(e) for e in errors]
    frames = [f for f in frames if len(f)]
    return (pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()), notes


def _unreadable_samples(log: str, err: Exception) -> str:
    """The warning for a log whose header reads but whose samples do not (cut or damaged)."""
    return (
        f"skipped the samples of {log}: the file is damaged or cut short, so its run counts "
        f"as partial ({type(err).__name__}: {err})"
    )


@contextmanager
def _quiet_pandas() -> Iterator[None]:
    """Hide a deprecation pandas raises inside Inspect's reader (not ours to fix)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="The inplace keyword", category=Warning)
        yield


def _total_tokens(sample: Any) -> int | None:
    """Tokens of the model under test: all usage less what models in a role (the judge) used."""
    usage = getattr(sample, "model_usage", None) or {}
    if not usage:
        return None
    roles = getattr(sample, "role_usage", None) or {}
    spent = sum(u.total_tokens for u in usage.values())
    return max(0, int(spent - sum(u.total_tokens for u in roles.values())))


def _score_values(scores: Any) -> Any:
    """``{scorer: value}`` of a sample's scores (``score_<scorer>`` columns)."""
    return {name: score["value"] for name, score in (scores or {}).items()}


def _tidy(task: str, samples: pd.DataFrame, logs: pd.DataFrame) -> pd.DataFrame:
    """The sample-epochs of one benchmark, with model, configuration and a 0/1/NaN score."""
    from inspect_ai.analysis import prepare, score_to_float

    scorer = SCORERS[task]
    meta = SAMPLE_META[task]
    columns = [
        "eval_id", "model", "config", "id", "epoch", "score", "tokens", *SCORE_META, *meta,
        "answer",
    ]  # fmt: skip
    info = logs[logs["benchmark"] == task].set_index("eval_id")[["model", "config"]]
    if samples.empty:
        return pd.DataFrame(columns=columns)
    mine = samples[samples["eval_id"].isin(info.index)].reset_index(drop=True)
    if mine.empty:
        return pd.DataFrame(columns=columns)
    score = f"score_{scorer}"
    if score not in mine:
        others = sorted(str(c)[6:] for c in mine.columns if str(c).startswith("score_"))
        if others:
            print(
                f"warning: the {task} logs hold no '{scorer}' scores (found: "
                f"{', '.join(others)}); their samples count as unscored",
                file=sys.stderr,
            )
        mine[score] = None
    mine = prepare(mine, score_to_float(score))
    out = pd.DataFrame(
        {
            "eval_id": mine["eval_id"].astype(str),
            "id": mine["id"].astype(str),
            "epoch": mine["epoch"].astype(int),
            "score": mine[score].astype(float),
            "tokens": pd.to_numeric(mine["total_tokens"], errors="coerce").astype(float),
        }
    )
    out = out.join(info, on="eval_id")
    for key in SCORE_META:
        out[key] = _column(mine, f"smeta_{scorer}_{key}")
    for key in meta:
        out[key] = _column(mine, f"metadata_{key}")
    out["answer"] = [
        answer_status(task, {str(k): v for k, v in row.items()}, score)
        for row, score in zip(out[list(SCORE_META)].to_dict("records"), out["score"], strict=True)
    ]
    return out[columns]


def _column(frame: pd.DataFrame, name: str) -> list[Any]:
    if name not in frame:
        return [None] * len(frame)
    return [_cell(v) for v in frame[name]]


def _config_rank(config: str) -> int:
    """Position of a configuration's main option in its paper's order (others last)."""
    main, _, value = config.split(", ")[0].partition("=")
    order = {"setting": GADGET_SETTINGS, "prompting": GTBENCH_PROMPTINGS}.get(main, ())
    return order.index(value) if value in order else len(order)
