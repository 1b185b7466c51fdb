"""``ramsey-inspect report LOGS... --out DIR``: read logs, build each benchmark's tables, render.

Reading is ``results``, each benchmark's tables and figures are in its own module
(``gadgets``, ``kcoloring``, ``gtbench``, ``ramsey_bounds``), writing is ``render``. This module only wires
them together and adds the overview of the logs read.

- Logs of other benchmarks are listed as skipped.
- Partial logs (cancelled, error, ``--limit``) are used as they are; the overview gives
  each log's samples of its whole task (``60 of 1,926 (partial)``) and its run's planned,
  present and missing sample-epochs, every figure of a partial run says ``partial:``, and
  a value with no data is shown as ``n/a``.
- A damaged log file is skipped with a warning naming it; of a retried eval only the newest
  log counts, the earlier attempts are listed as superseded (a log re-scored into a new
  file by ``inspect score``: the newer copy counts, the other is listed as re-scored).
- One row per configuration: the model and the ``-T`` options that change what is
  measured (``names.CONFIGURATION_ARGS``). Runs of one configuration combine.
- Every benchmark ends with paired comparisons between models run on the same
  configuration (``paired``); k-coloring also sets each model's published and relabelled
  runs side by side.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from ramsey_inspect.names import GADGETS, GTBENCH, KCOLORING, RAMSEY_BOUNDS
from ramsey_inspect.output_paths import check_output_dir
from ramsey_inspect.reports import gadgets, gtbench, kcoloring, paired, ramsey_bounds, sequel
from ramsey_inspect.reports.grouping import (
    HEADLINE_NOTE,
    headline,
    headline_columns,
    shown_args,
)
from ramsey_inspect.reports.gtbench import JudgeReliability
from ramsey_inspect.reports.log_files import StrPath
from ramsey_inspect.reports.render import Column, Section, Table, display, fmt, write_report
from ramsey_inspect.reports.results import BENCHMARKS, Results, load

TITLE = "ramsey_inspect report"


@dataclass
class Report:
    """What the report shows (numeric frames keep NaN where data is missing) and its files."""

    out_dir: Path
    results: Results
    gadgets: gadgets.GadgetTables | None = None
    kcoloring: kcoloring.KColoringTables | None = None
    gtbench: gtbench.GTBenchTables | None = None
    ramsey_bounds: ramsey_bounds.RamseyTables | None = None
    pairs: dict[str, pd.DataFrame] = field(default_factory=dict)
    """Per benchmark, one row per configuration and pair of models (``paired.model_pairs``)."""
    headlines: dict[str, pd.DataFrame] = field(default_factory=dict)
    """Per benchmark, accuracy and the shares unreadable and read-wrong (``headline``)."""
    judges: JudgeReliability | None = None
    """GTBench: which judges graded each configuration and how far two of them agree."""
    relabelled: pd.DataFrame | None = None
    """k-coloring models' published runs beside their relabelled ones (``paired``)."""
    figures: list[Path] = field(default_factory=list)
    markdown: Path | None = None
    html: Path | None = None

    @property
    def logs(self) -> pd.DataFrame:
        """One row per log counted."""
        return self.results.logs

    @property
    def skipped(self) -> pd.DataFrame:
        """Logs of other benchmarks."""
        return self.results.skipped

    @property
    def superseded(self) -> pd.DataFrame:
        """Earlier attempts of retried evals and re-scored originals (``why``), not counted."""
        return self.results.superseded


def build_report(
    paths: Sequence[StrPath],
    out_dir: StrPath,
    progress: bool = True,
    typing: kcoloring.Typing = kcoloring.DEFAULT_TYPING,
    sequel_evaluations: StrPath | None = None,
) -> Report:
    """Read the logs under ``paths`` and write report.md, report.html and figures to ``out_dir``.

    ``typing`` picks how k-coloring problems are typed: ``exact`` (our exact greedy score)
    or ``study`` (the study's Monte Carlo estimate, from each sample's metadata).

    ``sequel_evaluations`` (the k-coloring sequel's ``evaluations`` folder) adds the
    sequel's own numbers for every configuration it holds (``sequel``).

    Raises ``OutputPathError`` at once when ``out_dir`` cannot be written,
    ``UserFileError`` when ``sequel_evaluations`` cannot be read and ``NoLogsError`` when
    no log of our tasks is found.
    """
    out = check_output_dir(out_dir)
    sequel_data = sequel.read_sequel(sequel_evaluations) if sequel_evaluations else None
    results = load(paths, progress)
    for line in results.warnings:
        print(f"warning: {line}", file=sys.stderr)
    out.mkdir(parents=True, exist_ok=True)
    report = Report(out_dir=out, results=results)
    sections = [_overview(results)]
    for task in BENCHMARKS:
        if task not in results.samples:
            continue
        samples, configs = results.samples[task], results.configurations(task)
        shown = shown_args(configs, task)
        if task == GADGETS:
            g = report.gadgets = gadgets.tables(samples, configs)
            pngs = gadgets.draw(g, shown, out, samples)
            section = gadgets.section(g, shown, pngs)
        elif task == KCOLORING:
            k = report.kcoloring = kcoloring.tables(samples, configs, typing)
            pngs, notes = kcoloring.draw(k, shown, out)
            section = kcoloring.section(k, shown, pngs, notes)
            report.relabelled = paired.published_vs_relabelled(samples, configs)
            _before_figures(section, paired.relabel_items(report.relabelled, shown))
            fe_items, fe_pngs = sequel.log_items(samples, configs, shown, out)
            section.items += [*fe_items, *fe_pngs]
            pngs = [*pngs, *fe_pngs]
        elif task == GTBENCH:
            t = report.gtbench = gtbench.tables(samples, configs)
            pngs = gtbench.draw(t, shown, out)
            section = gtbench.section(t, shown, pngs)
            report.judges = gtbench.judge_reliability(samples, configs, results.logs)
            _before_figures(section, gtbench.judge_items(report.judges, shown))
        elif task == RAMSEY_BOUNDS:
            r = report.ramsey_bounds = ramsey_bounds.tables(samples, configs)
            pngs = ramsey_bounds.draw(r, shown, out)
            section = ramsey_bounds.section(r, shown, pngs)
        report.headlines[task] = head = headline(samples, configs)
        section.items.insert(
            0,
            Table(
                "Accuracy and format failures",
                display(head, headline_columns(shown, ("frame",), task == KCOLORING)),
                HEADLINE_NOTE
                + (
                    " # numbers each configuration; the tables below, a row per problem set, "
                    "name it by that number."
                    if task == KCOLORING
                    else ""
                ),
            ),
        )
        pairs = report.pairs[task] = paired.model_pairs(samples, configs)
        _before_figures(section, paired.pairs_items(pairs, shown))
        sections.append(section)
        report.figures += pngs
    if sequel_data is not None:
        sequel_part, sequel_pngs = sequel.sequel_section(sequel_data, out)
        sections.append(sequel_part)
        report.figures += sequel_pngs
    report.markdown, report.html = write_report(out, TITLE, sections)
    return report


def _before_figures(section: Section, items: list[Table | str]) -> None:
    """Add tables to a benchmark's section after its other tables, before its figures."""
    at = next((i for i, x in enumerate(section.items) if isinstance(x, Path)), len(section.items))
    section.items[at:at] = items


def _overview(results: Results) -> Section:
    def name(column: str) -> Column:
        return column, lambda r: Path(str(r[column])).name

    items: list[Table | Path | str] = [
        Table(
            "Logs",
            display(
                results.logs,
                [
                    ("benchmark", "str"),
                    ("model", "str"),
                    ("configuration", lambda r: str(r["config"])),
                    ("status", "str"),
                    ("samples of the task", lambda r: fmt(r.get("coverage"), "str")),
                    ("epochs", "int"),
                    ("run's sample-epochs", lambda r: fmt(r.get("expected"), "int")),
                    ("present", "int"),
                    ("missing", "int"),
                    name("log"),
                ],
            ),
            "configuration = the task options that change what is measured; the tables below "
            "have one row per model and configuration, and show the options that differ. "
            "samples of the task = the distinct samples the log answered of all its task's "
            "samples (partial when fewer: a --limit, --sample-id or cut-short run); run's "
            "sample-epochs = what the run set out to produce (after any --limit), of which "
            "present were produced and missing were not.",
        )
    ]
    if len(results.skipped):
        items.append(
            Table(
                "Skipped logs (other benchmarks, runs without a model)",
                display(results.skipped, [("task_name", "str"), name("log")]),
            )
        )
    if len(results.superseded):
        items.append(
            Table(
                "Superseded logs: retried or re-scored (not counted)",
                display(
                    results.superseded,
                    [name("log"), ("status", "str"), ("why", _why), ("superseded by", _by)],
                ),
                "retried: an earlier attempt of a retried eval (same task id: inspect "
                "eval-retry, eval_set retries); each retry carries the samples its predecessor "
                "completed, so only the newest attempt is counted. re-scored: the same run "
                "(same eval id) that inspect score wrote again with new scores; the newer "
                "copy is counted.",
            )
        )
    return Section("Overview", items)


def _why(row: pd.Series) -> str:
    return "re-scored" if row.get("why") == "re-scored" else "retried"


def _by(row: pd.Series) -> str:
    return Path(str(row["superseded_by"])).name
