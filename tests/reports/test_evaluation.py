"""The evaluation report page and the report's options, on small fixture logs (no network).

The fixture logs (``fixtures/evaluation/runs``, rebuilt by ``make_logs.sh``): the k-coloring
study's layout replayed for two 4v2c problems over two epochs (one reply right, one
"Impossible" on a colorable graph, one with no answer, one right again, against a study
verdict file that disagrees on the last), one gadgets problem, and two GTBench runs of two
proofs, one under the scripted stand-in grader and one with a second scripted grader that
rejects one proof.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from bounded import within
from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.reports import figures, kcoloring
from ramsey_inspect.reports.gtbench import judge_reliability
from ramsey_inspect.reports.summary import build_report

FIXTURE = Path(__file__).parent / "fixtures" / "evaluation"
RUNS = FIXTURE / "runs"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("page") / "evaluation-report.md"
    code = cli_main(
        [
            "evaluation-report",
            str(RUNS),
            "--out",
            str(out),
            "--study-evaluations",
            str(FIXTURE / "study"),
        ]
    )
    assert code == 0
    return out.read_text(encoding="utf-8")


class TestEvaluationPage:
    def test_one_section_per_task_with_its_runs(self, page: str) -> None:
        for task in ("kcoloring", "gadgets", "gtbench"):
            assert f"## {task}" in page
        assert page.count("| ramsey_inspect/exact |") == 3

    def test_rows_say_command_date_versions_samples_and_deviations(self, page: str) -> None:
        row = next(
            line for line in page.splitlines() if "| ramsey_inspect/replay/o1-mini |" in line
        )
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[4] == "2.0.0"  # task version
        # 2 problems x 2 epochs of 63 x 2: a partial run, never read as a whole one.
        assert cells[5] == "4 of 126 (partial, 2 epochs)"
        assert (cells[6], cells[7], cells[8]) == ("50.0%", "25.0%", "25.0%")
        assert "a subset: 2 of 63 samples" in cells[9]
        assert "replayed" in cells[9]
        assert "--model ramsey_inspect/replay/o1-mini -M responses=" in page
        assert "--epochs 2" in page

    def test_replayed_model_beside_the_study_and_the_paper(self, page: str) -> None:
        assert "| 4v2c | math | 4 | 50.00% | 25.00% | 25.00% | 25.00% | 3 / 4 |" in page
        assert "agree with the study's on 3 of 4 responses" in page
        assert "| 4v2c | math | all | 3 of 315 responses incorrect (section 3.2) | 2 of 4" in page

    def test_judges_stand_in_and_kappa(self, page: str) -> None:
        judges = page.split("Judges (")[1]
        assert "| 1 | ramsey_inspect/scripted | - | stand-in | 0 | n/a | 0 |" in judges
        assert "| 2 | ramsey_inspect/scripted | ramsey_inspect/scripted | stand-in | 2 |" in judges
        assert judges.splitlines()[5].rstrip().endswith("| 1 |")  # one disagreement
        assert "scripted stand-in that does not grade" in page


def _links(tmp_path: Path) -> Path:
    """A folder holding only symbolic links to the fixture logs."""
    folder = tmp_path / "picked"
    folder.mkdir()
    for log in RUNS.glob("*.eval"):
        (folder / log.name).symlink_to(log.resolve())
    return folder


class TestReportOptions:
    @pytest.mark.slow
    def test_report_follows_symlinked_logs(self, tmp_path: Path) -> None:
        report = build_report([_links(tmp_path)], tmp_path / "out", progress=False)
        assert len(report.logs) == len(list(RUNS.glob("*.eval")))

    @pytest.mark.slow
    def test_study_typing_cut_marks_totals_and_headlines(self, tmp_path: Path) -> None:
        report = build_report([RUNS], tmp_path / "out", progress=False, typing="study")
        assert report.kcoloring is not None
        assert report.kcoloring.typing == "study"
        errors = report.kcoloring.errors
        total = errors[errors["problem_type"] == kcoloring.ALL_TYPES].iloc[0]
        assert (total["responses"], total["errors"]) == (4, 2)
        assert (total["no_answer"], total["false_impossible"]) == (1, 1)
        assert errors["under_cut"].all()  # 4 responses: under the study's 20
        text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
        assert "Monte Carlo estimate" in text
        assert f"50.0% {kcoloring.CUT_MARK}" in text
        head = report.headlines["kcoloring"].iloc[0]
        assert (head["unreadable"], head["read_wrong"]) == (0.25, 0.25)
        assert "Accuracy and format failures" in text

    @pytest.mark.slow
    def test_judge_status_in_the_report(self, tmp_path: Path) -> None:
        report = build_report([RUNS], tmp_path / "out", progress=False)
        assert report.judges is not None
        summary = report.judges.summary
        assert set(summary["status"]) == {"stand-in"}
        assert len(report.judges.disagreements) == 1

    def test_a_bad_typing_is_refused(self) -> None:
        with pytest.raises(ValueError, match="typing must be one of"):
            kcoloring.tables(pd.DataFrame(), pd.DataFrame(), "guess")  # type: ignore[arg-type]


def test_judge_statuses_checked_and_unchecked() -> None:
    """Two real judges are checked (kappa over both verdicts); one judge is unchecked."""
    configs = pd.DataFrame([{"model": "m", "config": "c1"}, {"model": "m", "config": "c2"}])
    rows: list[dict[str, Any]] = []
    for i, (a, b) in enumerate([(True, True), (False, False), (True, False), (False, False)]):
        rows.append({"model": "m", "config": "c1", "id": str(i), "epoch": 1,
                     "grader_model": "openai/gpt-4o", "second_grader_model": "vllm/judge",
                     "judge_correct": str(a), "second_correct": str(b)})  # fmt: skip
    rows.append({"model": "m", "config": "c2", "id": "0", "epoch": 1,
                 "grader_model": "openai/gpt-4o", "second_grader_model": None,
                 "judge_correct": "True", "second_correct": None})  # fmt: skip
    judged = judge_reliability(pd.DataFrame(rows), configs)
    first, second = judged.summary.iloc[0], judged.summary.iloc[1]
    assert (first["status"], first["both"], first["disagreements"]) == ("checked", 4, 1)
    assert first["kappa"] == pytest.approx(0.5)
    assert second["status"] == "unchecked"
    assert list(judged.disagreements["id"]) == ["2"]


def test_legends_keep_the_option_that_tells_runs_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two configurations differing only in relabel keep relabel in their legend labels."""
    seen: list[str] = []

    def capture(fig: Any, handles: Any, title: str, columns: int = 4) -> None:
        seen.extend(h.get_label() for h in handles)

    monkeypatch.setattr(figures, "legend_below", capture)
    long = "ramsey_inspect/replay/a-model-with-a-rather-long-name-indeed"
    edges = pd.DataFrame(
        [
            {"model": long, "config": cfg, "arg_problem_set": "6v3c", "arg_frame": "math",
             "arg_relabel": rel, "frame": "math", "edge_count": e, "accuracy": 0.5,
             "responses": 5}
            for cfg, rel in (("a", "-"), ("b", "1")) for e in (3, 4)
        ]
    )  # fmt: skip
    t = kcoloring.KColoringTables(pd.DataFrame(columns=["model", "config", "error_rate"]), edges)
    kcoloring.draw(t, ["problem_set", "frame", "relabel"], tmp_path)
    assert any(label.replace("\n", " ").endswith("relabel=1") for label in seen)
    assert not any("…" in label for label in seen)


def test_fixture_logs_are_small() -> None:
    """The fixture stays a handful of small logs."""
    sizes = [p.stat().st_size for p in RUNS.glob("*.eval")]
    assert 3 <= len(sizes) <= 6
    assert sum(sizes) < 200_000


class TestEvaluationPageRefusals:
    """A bad ``--notes`` or ``--study-evaluations``: one line, exit 1; damaged logs named."""

    def _run(self, tmp_path: Path, *more: str) -> int:
        out = tmp_path / "page.md"
        return cli_main(["evaluation-report", str(RUNS), "--out", str(out), *more])

    def test_a_fifo_as_notes_is_refused_without_opening_it(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        fifo = tmp_path / "notes.json"
        os.mkfifo(fifo)  # no writer: opening it to read would block for ever
        assert within(lambda: self._run(tmp_path, "--notes", str(fifo)), fifo=fifo) == 1
        err = capsys.readouterr().err
        assert err == (
            f"ramsey-inspect evaluation-report: error: --notes: {fifo} is a FIFO "
            "(named pipe), not a regular file\n"
        )

    @pytest.mark.parametrize(
        ("text", "why"),
        [
            ('{"ramsey_inspect/replay/o1-mini": ["a",', "is not valid JSON"),
            ('{"ramsey_inspect/replay/o1-mini": "not a list"}', "must hold a JSON object"),
            ("[1, 2]", "must hold a JSON object"),
        ],
    )
    def test_notes_that_are_not_a_deviation_list_are_refused(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, why: str
    ) -> None:
        notes = tmp_path / "notes.json"
        notes.write_text(text, encoding="utf-8")
        assert self._run(tmp_path, "--notes", str(notes)) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1
        assert err.startswith(f"ramsey-inspect evaluation-report: error: --notes: {notes} {why}")

    def test_a_missing_study_folder_is_refused(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        missing = tmp_path / "nope"
        assert self._run(tmp_path, "--study-evaluations", str(missing)) == 1
        assert capsys.readouterr().err == (
            "ramsey-inspect evaluation-report: error: --study-evaluations: "
            f"{missing}: no such folder\n"
        )
        assert not (tmp_path / "page.md").exists()

    @pytest.mark.slow
    def test_a_damaged_log_is_named(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        folder = tmp_path / "runs"
        shutil.copytree(RUNS, folder)
        [kcol] = folder.glob("*_kcoloring_*.eval")
        damaged = folder / "2026-12-02T06-00-00-00-00_kcoloring_damaged.eval"
        damaged.write_bytes(kcol.read_bytes()[:2000])
        junk = folder / "2026-12-02T06-00-01-00-00_gadgets_junk.eval"
        junk.write_text("not a zip file", encoding="utf-8")
        out = tmp_path / "page.md"
        assert cli_main(["evaluation-report", str(folder), "--out", str(out)]) == 0
        err = capsys.readouterr().err
        for log in (damaged, junk):
            assert f"warning: skipped {log}: not a readable Inspect log" in err
        assert "Traceback" not in err
