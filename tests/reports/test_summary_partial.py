"""Partial runs and task versions in ``ramsey-inspect report`` (issue 31; issue 32, item 2).

On the evaluation fixture's real logs (``fixtures/evaluation/runs``, see test_evaluation.py):
the k-coloring replay covers 2 of its 63 samples (``--limit``-style) and the gadgets run 1 of
70. A *whole* run and a run of another task version are the same logs with their header
rewritten (the dataset count cut to the samples present; ``task_version``), written back
with Inspect's own ``write_eval_log``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log, write_eval_log

from ramsey_inspect.reports.grouping import config_title, shown_args
from ramsey_inspect.reports.results import load
from ramsey_inspect.reports.summary import build_report

RUNS = Path(__file__).parent / "fixtures" / "evaluation" / "runs"
KCOLORING_LOG = next(RUNS.glob("*_kcoloring_*.eval"))

pytestmark = pytest.mark.slow  # each reads logs through Inspect's dataframes: seconds


def _rewritten(to: Path, *, whole: bool = False, version: str | None = None) -> Path:
    """The k-coloring fixture log with its header changed, as another run would record it."""
    log = read_eval_log(str(KCOLORING_LOG))
    if whole:  # a run of a dataset made of exactly the samples present
        ids = sorted({s.id for s in log.samples or []}, key=str)
        log.eval.dataset.samples = len(ids)
        log.eval.dataset.sample_ids = ids
    if version is not None:
        log.eval.task_version = version
        log.eval.eval_id += version  # another run, not a retry of the same one
        log.eval.task_id += version
        for sample in log.samples or []:
            sample.uuid = f"{sample.uuid}-{version}"
    to.parent.mkdir(parents=True, exist_ok=True)
    write_eval_log(log, str(to))
    return to


def test_a_partial_run_says_how_much_of_its_dataset_it_covers(tmp_path: Path) -> None:
    report = build_report([KCOLORING_LOG], tmp_path / "out", progress=False)
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    # 2 problems of the 63 samples the task's dataset has (the log's own eval spec).
    assert "2 of 63 (partial)" in text
    head = report.headlines["kcoloring"]
    assert list(head["arg_samples"]) == ["2 of 63 (partial)"]
    configs = report.results.configurations("kcoloring")
    shown = shown_args(configs, "kcoloring")
    assert "samples" in shown
    title = config_title(configs.iloc[0], shown, with_model=True)
    assert title.endswith("partial: 2 of 63 samples")
    html = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    assert "2 of 63 (partial)" in html


def test_a_whole_run_is_not_marked_partial(tmp_path: Path) -> None:
    whole = _rewritten(tmp_path / "logs" / "whole.eval", whole=True)
    results = load([whole])
    configs = results.configurations("kcoloring")
    assert list(configs["arg_samples"]) == ["2 of 2"]
    assert "samples" not in shown_args(configs, "kcoloring")


def test_partial_and_whole_runs_of_other_benchmarks_side_by_side() -> None:
    results = load([RUNS])
    gadgets = results.configurations("gadgets")
    assert list(gadgets["arg_samples"]) == ["1 of 70 (partial)"]


def test_titles_leave_out_options_absent_or_at_their_default() -> None:
    configs = load([KCOLORING_LOG]).configurations("kcoloring")
    row = configs.iloc[0]
    # relabel and seed were not given (-), profile ran at its default (auto).
    title = config_title(
        row, ["problem_set", "frame", "selection", "problem_seed", "relabel", "profile"]
    )
    assert "=-" not in title
    assert "profile=" not in title
    assert "selection=lrm" in title


def test_task_versions_are_kept_apart(tmp_path: Path) -> None:
    """Two versions of one configuration: two rows and a version column, never one pooled row."""
    older = _rewritten(tmp_path / "logs" / "older.eval", version="1.9.0")
    report = build_report([KCOLORING_LOG, older], tmp_path / "out", progress=False)
    head = report.headlines["kcoloring"]
    assert sorted(head["arg_version"]) == ["1.9.0", "2.0.0"]
    assert len(head) == 2
    assert sorted(head["responses"]) == [4, 4]  # each version's own samples, not 8 pooled
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "| version |" in text.replace("| version (-T) |", "| version |")
    configs = report.results.configurations("kcoloring")
    assert "version" in shown_args(configs, "kcoloring")


@pytest.mark.parametrize("version", ["2.0.0"])
def test_one_version_adds_no_column(tmp_path: Path, version: str) -> None:
    same = _rewritten(tmp_path / "logs" / "same.eval", version=version)
    configs = load([KCOLORING_LOG, same]).configurations("kcoloring")
    assert len(configs) == 1
    assert "version" not in shown_args(configs, "kcoloring")


def test_the_logs_table_counts_a_limited_run_against_its_whole_task(tmp_path: Path) -> None:
    """A ``--limit`` run produced all it set out to do, yet covers 2 of the task's 63 samples."""
    report = build_report([KCOLORING_LOG], tmp_path / "out", progress=False)
    [log] = report.logs.to_dict("records")
    assert log["coverage"] == "2 of 63 (partial)"
    assert log["missing"] == 0  # nothing the limited run planned is missing...
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    logs_table = text.split("### Logs", 1)[1].split("\n## ", 1)[0]
    assert "| samples of the task |" in logs_table
    assert "| 2 of 63 (partial) |" in logs_table  # ...and the table still says partial
    whole = _rewritten(tmp_path / "logs" / "whole.eval", whole=True)
    assert list(load([whole]).logs["coverage"]) == ["2 of 2"]


def test_a_rescored_copy_is_reported_as_rescored_not_as_a_retry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``inspect score LOG --output-file NEW`` writes the same run (same eval_id) again."""
    from ramsey_inspect.cli import main

    logs = tmp_path / "logs"
    logs.mkdir()
    original = logs / KCOLORING_LOG.name
    original.write_bytes(KCOLORING_LOG.read_bytes())
    copy = read_eval_log(str(original))
    write_eval_log(copy, str(logs / "rescored.eval"))  # newer file, same eval_id and task_id
    assert main(["report", str(logs), "--out", str(tmp_path / "out"), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "1 log(s) re-scored by a newer copy of the same run not counted" in out
    assert "retried" not in out
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert f"| {original.name} | success | re-scored | rescored.eval |" in text


def test_every_figure_of_a_partial_run_says_partial(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fixture's k-coloring (2 of 63) and gadgets (1 of 70) runs: each figure says so."""
    from matplotlib.figure import Figure

    from ramsey_inspect.reports import figures

    kept: dict[str, Figure] = {}
    real_save = figures.save

    def keep(fig: Figure, path: Path) -> Path:
        kept[path.name] = fig
        return real_save(fig, path)

    monkeypatch.setattr(figures, "save", keep)
    build_report([RUNS], tmp_path / "out", progress=False)
    assert kept  # the fixture's runs draw figures
    for name, fig in kept.items():
        texts = [str(fig.get_suptitle())]
        texts += [ax.get_title() for ax in fig.axes]
        legends = [*fig.legends, *(ax.get_legend() for ax in fig.axes)]
        texts += [t.get_text() for lg in legends if lg is not None for t in lg.get_texts()]
        assert any("partial: " in t for t in texts), name
