"""``ramsey-inspect evaluation-report LOGS... --out PAGE.md``: reference results from real runs.

The docs page ``docs/evaluation-report.md`` is rebuilt by this command from a folder of
logs, so every row is a run anyone can repeat: its command (rebuilt from the log's own
record of task, options, model and generation settings), date, package and task
versions, samples run out of the task's whole dataset (``partial`` when fewer), accuracy with the shares unreadable and
read-and-wrong (``answer_status``), and what differs from the paper's protocol.

For a model replayed from the k-coloring study's published responses
(``ramsey_inspect/replay/<name>``) and ``--study-evaluations DIR`` (the study's
``evaluations`` folder), each set x frame is set beside the study's own verdicts on the
same responses, and the paper's stated figures beside ours (``PAPER_FIGURES``).
"""

from __future__ import annotations

import math
import shlex
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ramsey_inspect import stats
from ramsey_inspect.answer_status import READ_WRONG, UNREADABLE, status_shares
from ramsey_inspect.core.problem_sets import PAPER_SETS
from ramsey_inspect.names import (
    FRAME,
    GTBENCH,
    KCOLORING,
    PROBLEM_ID,
    PROBLEM_SET,
    STAND_IN_GRADERS,
    TASKS,
)
from ramsey_inspect.reports import kcoloring
from ramsey_inspect.reports.log_files import StrPath, read_log_set
from ramsey_inspect.reports.render import NA, fmt, markdown_table
from ramsey_inspect.reports.results import load
from ramsey_inspect.user_files import UserFileError, inside, read_json, read_text

MAX_NOTES_BYTES = 1 << 20
"""The largest ``--notes`` file read (a page's deviations fit in far less)."""
MAX_STUDY_FILE_BYTES = 64 << 20
"""The largest verdict file of the study's read (the largest published one is under 1 MiB)."""

REPLAY_PREFIX = "ramsey_inspect/replay/"
STUDY_VERDICTS = {"correct": 1.0, "incorrect": 0.0}
"""The study's evaluation-file verdicts that count; ``refuse`` is left out, as ours."""

PAPER_FIGURES: dict[str, list[tuple[str, str, str, str]]] = {
    "o1-mini": [
        ("4v2c", "math", "all", "3 of 315 responses incorrect (section 3.2)"),
        ("4v2c", "friends", "all", "4 of 315 responses incorrect (section 3.2)"),
        ("8v4c", "math", "colorable_mid", "about 4.5% error (section 3.2)"),
        ("8v4c", "math", "colorable_low", "about 16% error (section 3.2)"),
    ]
}
"""What the k-coloring paper (Heyman & Zylberberg) states in its text about a replayed
model: (set, frame, problem type, the paper's words). Its figures are bar charts; these
are the numbers its text gives."""

INTRO = """\
Reference results from real models, rebuilt from their Inspect logs by

    {command}

Every row says how to repeat it. Accuracy is over scored responses (every epoch counts);
*unreadable* is the share of scored responses from which no answer could be read (no
answer, no answer block, a reply that could not be parsed), *read and wrong* the share
whose answer was read and is wrong. Unscored responses (refusals, a failed judge, sample
errors) count in neither.

## Getting the k-coloring study's responses

The study (Heyman & Zylberberg) published every response its models gave, and its own
verdict on each, in its repository `AlexHeyman/LLMGraphColoring`. Nothing in this package
downloads them:

    git clone https://github.com/AlexHeyman/LLMGraphColoring
    cd LLMGraphColoring/graph_coloring
    unzip responses/o1-mini.zip -d responses   # responses/o1-mini/<set>/<frame>/repeat<r>/<id>.txt
    # the study's verdicts: evaluations/o1-mini_<set>_<frame>.txt

Replay one set (both of the frames the study gave its reasoning models), then rebuild this page:

    inspect eval ramsey_inspect/kcoloring -T problem_set=8v4c -T frame=math,friends \\
      -T selection=lrm --epochs 5 --model ramsey_inspect/replay/o1-mini \\
      -M responses=responses/o1-mini --no-fail-on-error --log-dir logs/o1-mini
    ramsey-inspect evaluation-report logs/ --out evaluation-report.md \\
      --study-evaluations evaluations
"""


@dataclass(frozen=True)
class Run:
    """One log, as a row of the page."""

    task: str
    model: str
    command: str
    date: str
    package: str
    task_version: str
    samples_run: int
    samples_total: int | None
    epochs: int
    deviations: list[str]
    log: str
    eval_id: str
    roles: dict[str, str]


def build_page(
    paths: Sequence[StrPath],
    out: StrPath,
    study_evaluations: StrPath | None = None,
    notes: StrPath | None = None,
    command: str = "",
    typing: kcoloring.Typing = "study",
) -> Path:
    """Write the evaluation report page for the logs under ``paths``; return its path.

    ``notes`` is a JSON file ``{model name: [deviation, ...]}`` for what a log cannot
    record (how a model file was made, a provider's sampling defaults).

    Every log that cannot be read is named on standard error.

    Raises:
        UserFileError: ``notes`` is not such a file, or ``study_evaluations`` is not a folder.
    """
    extra = _read_notes(notes)
    if study_evaluations is not None and not Path(study_evaluations).is_dir():
        why = "not a folder" if Path(study_evaluations).exists() else "no such folder"
        raise UserFileError(f"--study-evaluations: {study_evaluations}: {why}")
    results = load(paths, progress=False)
    for line in results.warnings:
        print(f"warning: {line}", file=sys.stderr)
    runs = [_run(h, extra) for h in read_log_set(paths).headers if _task(h.eval.task)]
    runs.sort(key=lambda r: (r.model, r.command))
    lines = ["# Evaluation report", "", INTRO.format(command=command or _command(paths)), ""]
    for task in TASKS:
        mine = [r for r in runs if r.task == task]
        if not mine:
            continue
        samples = results.samples.get(task, pd.DataFrame())
        lines += [f"## {task}", "", "### Runs", ""]
        lines += [markdown_table(_runs_table(mine, samples, task)), ""]
        lines += _commands(mine)
        if task == KCOLORING:
            lines += _kcoloring_detail(mine, samples, study_evaluations, typing)
        if task == GTBENCH:
            lines += _judges(mine, samples)
    page = Path(out)
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    return page


# ----------------------------------------------------------------------------- runs


def _task(name: Any) -> str | None:
    short = str(name).split("/")[-1]
    return short if short in TASKS else None


def _run(header: Any, extra: Mapping[str, list[str]]) -> Run:
    ev = header.eval
    task = _task(ev.task) or ""
    epochs = int(ev.config.epochs or 1)
    run_samples = header.results.completed_samples if header.results else 0
    listed = len(ev.dataset.sample_ids or []) if ev.dataset else 0
    full = ev.dataset.samples if ev.dataset else None
    total = int(full) * epochs if full is not None else None
    deviations: list[str] = []
    if ev.config.limit is not None or (full is not None and listed and listed < full):
        deviations.append(f"a subset: {listed:,} of {full:,} samples")
    gen = ev.model_generate_config
    if gen.max_tokens is not None:
        deviations.append(f"max_tokens={gen.max_tokens}")
    if ev.model_args.get("do_sample") is False:
        deviations.append("greedy decoding (do_sample=false)")
    if ev.model.startswith(REPLAY_PREFIX):
        deviations.append("recorded responses replayed, not a live model")
    roles = ev.model_roles or {}
    grader = roles.get("grader")
    if task == GTBENCH:
        judge = getattr(grader, "model", None) if grader is not None else None
        second = roles.get("second_grader")
        if judge is None:
            deviations.append("judge: the default grader, unchecked")
        elif str(judge).startswith(STAND_IN_GRADERS):
            deviations.append(f"judge: {judge}, a scripted stand-in that does not grade")
        elif second is None:
            deviations.append(f"judge: {judge}, unchecked (no second grader)")
    errors = int(header.results.total_samples - run_samples) if header.results else 0
    if header.status != "success":
        deviations.append(f"log status {header.status}")
    if errors > 0:
        deviations.append(f"{errors} sample-epochs without a score (errors)")
    for model, more in extra.items():
        if model == ev.model:
            deviations += more
    return Run(
        task=task,
        model=str(ev.model),
        command=_rebuild_command(ev),
        date=str(ev.created)[:10],
        package=str((ev.packages or {}).get("ramsey-inspect", "?"))
        + (f" ({ev.revision.commit})" if ev.revision else ""),
        task_version=str(ev.task_version),
        samples_run=int(run_samples),
        samples_total=total,
        epochs=epochs,
        deviations=deviations,
        log=Path(str(header.location)).name,
        eval_id=str(ev.eval_id),
        roles={str(k): str(getattr(v, "model", v)) for k, v in roles.items()},
    )


def _rebuild_command(ev: Any) -> str:
    """The ``inspect eval`` command line the log records (paths shortened to their name)."""
    parts = ["inspect", "eval", str(ev.task)]
    passed = getattr(ev, "task_args_passed", None)
    passed = ev.task_args if passed is None else passed
    for key, value in passed.items():
        parts += ["-T", f"{key}={_arg(value)}"]
    parts += ["--model", str(ev.model)]
    for key, value in (ev.model_args or {}).items():
        parts += ["-M", f"{key}={_arg(value)}"]
    for role, spec in (ev.model_roles or {}).items():
        args = getattr(spec, "args", None) or {}
        body = f"{{model: {spec.model}" + (
            ", model_args: {" + ", ".join(f"{k}: {_arg(v)}" for k, v in args.items()) + "}}"
            if args
            else "}"
        )
        parts += ["--model-role", f"{role}={body}"]
    cfg = ev.config
    if cfg.epochs and cfg.epochs > 1:
        parts += ["--epochs", str(cfg.epochs)]
    if cfg.limit is not None:
        parts += ["--limit", _arg(cfg.limit)]
    if cfg.sample_shuffle is not None:
        parts += ["--sample-shuffle", _arg(cfg.sample_shuffle)]
    gen = ev.model_generate_config
    for flag, value in (("--max-tokens", gen.max_tokens), ("--temperature", gen.temperature)):
        if value is not None:
            parts += [flag, _arg(value)]
    if cfg.fail_on_error is False:
        parts.append("--no-fail-on-error")
    return shlex.join(parts)


def _arg(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ",".join(_arg(v) for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    text = str(value)
    return Path(text).name if text.startswith("/") else text


def _runs_table(runs: list[Run], samples: pd.DataFrame, task: str) -> pd.DataFrame:
    rows = []
    for i, r in enumerate(runs, 1):
        mine = samples[samples["eval_id"] == r.eval_id] if len(samples) else samples
        status = list(mine["answer"]) if len(mine) else []
        shares = status_shares(status)
        rows.append(
            {
                "#": str(i),
                "model": r.model,
                "date": r.date,
                "package": r.package,
                "task version": r.task_version,
                "samples run": _samples_cell(r),
                "accuracy": fmt(shares["correct"], "pct"),
                "unreadable": fmt(shares[UNREADABLE], "pct"),
                "read and wrong": fmt(shares[READ_WRONG], "pct"),
                "deviations": "; ".join(r.deviations) or "none",
            }
        )
    return pd.DataFrame(rows)


def _samples_cell(r: Run) -> str:
    """``100 of 1,709 (partial)``: sample-epochs scored out of the whole dataset's.

    A run that covers less than its task's dataset (``--limit``, ``--sample-id``, a
    cancelled or failed run) is marked partial, so its row is never read as a whole one.
    """
    total = f"{r.samples_total:,}" if r.samples_total is not None else NA
    text = f"{r.samples_run:,} of {total}"
    notes = [f"{r.epochs} epochs"] if r.epochs > 1 else []
    if r.samples_total is None or r.samples_run < r.samples_total:
        notes.insert(0, "partial")
    return text + (f" ({', '.join(notes)})" if notes else "")


def _commands(runs: list[Run]) -> list[str]:
    out = ["Commands (log file names in brackets):", ""]
    for i, r in enumerate(runs, 1):
        out += [f"{i}. [{r.log}]", "", "   ```bash", f"   {r.command}", "   ```", ""]
    return out


def _judges(runs: list[Run], samples: pd.DataFrame) -> list[str]:
    """Per GTBench run: its judges, and with two, their agreement (``gtbench.judge_reliability``)."""
    from ramsey_inspect.reports.gtbench import judge_reliability

    rows = []
    for i, r in enumerate(runs, 1):
        mine = samples[samples["eval_id"] == r.eval_id] if len(samples) else samples
        configs = pd.DataFrame([{"model": r.model, "config": r.eval_id}])
        logs = configs.assign(roles=pd.Series([r.roles], dtype=object))
        judged = judge_reliability(mine.assign(config=r.eval_id), configs, logs).summary.iloc[0]
        both = int(judged["both"])
        rows.append(
            {
                "#": str(i),
                "judge": judged["judge"] or "-",
                "second judge": judged["second_judge"] or "-",
                "status": judged["status"],
                "both judged": str(both),
                "Cohen's kappa": (
                    NA
                    if not both
                    else "undefined (one label only)"
                    if math.isnan(judged["kappa"])
                    else f"{judged['kappa']:.3g} ({judged['band']})"
                ),  # fmt: skip
                "disagreements": str(int(judged["disagreements"])),
            }
        )
    return [
        "Judges (checked = a second grader judged the same answers; unchecked = one judge, "
        "its reliability unmeasured; stand-in = a scripted grader that does not grade):",
        "",
        markdown_table(pd.DataFrame(rows)),
        "",
    ]


# ----------------------------------------------------------------------------- kcoloring


def _kcoloring_detail(
    runs: list[Run],
    samples: pd.DataFrame,
    study_dir: StrPath | None,
    typing: kcoloring.Typing,
) -> list[str]:
    """Per replayed model: each set x frame beside the study's verdicts and the paper's words."""
    out: list[str] = []
    for model in dict.fromkeys(r.model for r in runs if r.model.startswith(REPLAY_PREFIX)):
        name = model[len(REPLAY_PREFIX) :]
        mine = samples[samples["model"] == model]
        study = _study_verdicts(Path(study_dir), name) if study_dir else None
        out += [f"### {name} (replayed) by set and frame", ""]
        out += [markdown_table(_set_frame_table(mine, study)), ""]
        if study is not None:
            both = _joined(mine, study)
            agree = int((both["score"] == both["study"]).sum())
            out += [
                f"Our verdicts agree with the study's on {agree:,} of {len(both):,} responses "
                f"both scored. Accuracy over all responses we scored: "
                f"{_pct(stats.mean(mine['score']), 3)}; the study's over the responses it "
                f"scored: {_pct(stats.mean(study['study']), 3)}.",
                "",
            ]
        figures = PAPER_FIGURES.get(name, [])
        if figures:
            out += _paper_rows(mine, figures, typing)
    return out


def _set_frame_table(mine: pd.DataFrame, study: pd.DataFrame | None) -> pd.DataFrame:
    rows = []
    for (pset, frame), cell in mine.groupby([PROBLEM_SET, FRAME], sort=False):
        shares = status_shares(list(cell["answer"]))
        row = {
            "set": pset,
            "frame": frame,
            "responses": f"{int(cell['score'].notna().sum()):,}",
            "accuracy (ours)": _pct(shares["correct"]),
            "unreadable": _pct(shares[UNREADABLE]),
            "read and wrong": _pct(shares[READ_WRONG]),
        }
        if study is not None:
            theirs = study[(study[PROBLEM_SET] == pset) & (study[FRAME] == frame)]
            both = _joined(cell, theirs)
            row["accuracy (study's verdicts)"] = _pct(stats.mean(theirs["study"]))
            row["verdicts agree"] = (
                f"{int((both['score'] == both['study']).sum()):,} / {len(both):,}"
            )
        rows.append(row)
    order = {s: i for i, s in enumerate(PAPER_SETS)}
    table = pd.DataFrame(rows)
    if len(table):
        table = table.sort_values(["set", "frame"], key=lambda c: c.map(lambda v: order.get(v, v)))
    return table


def _paper_rows(
    mine: pd.DataFrame, figures: list[tuple[str, str, str, str]], typing: kcoloring.Typing
) -> list[str]:
    configs = mine[["model", "config"]].drop_duplicates()
    cells = kcoloring.tables(mine, configs, typing).errors
    rows = []
    for pset, frame, ptype, words in figures:
        hit = cells[
            (cells["problem_set"] == pset)
            & (cells["frame"] == frame)
            & (cells["problem_type"] == ptype)
        ]
        if hit.empty:
            ours = NA
        else:
            errors, n = int(hit["errors"].sum()), int(hit["responses"].sum())
            ours = f"{errors} of {n} incorrect ({_pct(errors / n if n else math.nan)})"
        rows.append(
            {"set": pset, "frame": frame, "problem type": ptype, "paper": words, "ours": ours}
        )
    return [
        "The paper's stated figures beside ours (problem types: "
        + ("the study's Monte Carlo typing" if typing == "study" else "exact g")
        + "):",
        "",
        markdown_table(pd.DataFrame(rows)),
        "",
    ]


def _study_verdicts(folder: Path, model: str) -> pd.DataFrame:
    """The study's verdicts: one row per response (set, frame, problem id, epoch, 1/0)."""
    rows = []
    for path in sorted(folder.glob(f"{model}_*.txt")):
        pset, _, frame = path.stem[len(model) + 1 :].partition("_")
        option = "--study-evaluations"
        text = read_text(inside(path, folder, option), option, MAX_STUDY_FILE_BYTES)
        for line in text.splitlines():
            fields = line.split()
            if len(fields) < 3 or fields[-1] not in STUDY_VERDICTS:
                continue
            rows.append(
                {
                    PROBLEM_SET: pset,
                    FRAME: frame,
                    PROBLEM_ID: _whole(fields[0].removesuffix(".txt")),
                    "epoch": _whole(fields[1].removeprefix("repeat")) + 1,
                    "study": STUDY_VERDICTS[fields[-1]],
                }
            )
    return pd.DataFrame(rows, columns=[PROBLEM_SET, FRAME, PROBLEM_ID, "epoch", "study"])


def _joined(mine: pd.DataFrame, study: pd.DataFrame) -> pd.DataFrame:
    ours = mine[mine["score"].notna()].assign(
        **{PROBLEM_ID: pd.to_numeric(mine[PROBLEM_ID], errors="coerce")}
    )
    return ours.merge(study, on=[PROBLEM_SET, FRAME, PROBLEM_ID, "epoch"], how="inner")


def _pct(value: float, decimals: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return NA
    return f"{100 * value:.{decimals}f}%"


def _whole(text: str) -> int:
    """A whole number of the study's verdict files; -1 (matching nothing) for anything else."""
    return int(text) if text.isascii() and text.isdigit() else -1


def _read_notes(path: StrPath | None) -> dict[str, list[str]]:
    """``--notes``: a JSON object of model name to a list of deviations, read as a user file."""
    if path is None:
        return {}
    data = read_json(path, "--notes", MAX_NOTES_BYTES)
    if not isinstance(data, dict) or not all(
        isinstance(v, list) and all(isinstance(x, str) for x in v) for v in data.values()
    ):
        raise UserFileError(
            f"--notes: {path} must hold a JSON object of model name to a list of "
            'deviations, as {"ramsey_inspect/replay/o1-mini": ["..."]}'
        )
    return {str(k): list(v) for k, v in data.items()}


def _command(paths: Sequence[StrPath]) -> str:
    return "ramsey-inspect evaluation-report " + " ".join(str(p) for p in paths)


__all__ = ["PAPER_FIGURES", "build_page"]
