"""The sequel's tables in ``ramsey-inspect report``, from logs and from its own files.

From our logs' false-edge record, and from the sequel's own files with
``--sequel-evaluations``.

The logs are written here with Inspect's log API, each sample's score carrying the record
the k-coloring scorer keeps (``names.FALSE_EDGES`` and the rest) as a careful reader of
the reply would fill it in; a second log has no such record, as logs from before it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai.log import EvalConfig, EvalDataset, EvalLog, EvalSample, EvalSpec, write_eval_log
from inspect_ai.model import ModelOutput
from inspect_ai.scorer import Score

from ramsey_inspect import names
from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.reports.summary import build_report

SEQUEL = Path(__file__).parent / "fixtures" / "sequel" / "evaluations"

# (problem id, colorable, reply, outcome, false edges, reasoning, correct under them)
# Problem 1 is colorable, problem 2 is not; the replies are what a reasoning model writes.
REPLIES: list[tuple[int, bool, str, str, list[list[int]] | None, str, bool | None]] = [
    # "Vertex 6 is connected to 7" where the prompt had no such edge; the verdict would
    # stand if it were there.
    (
        1,
        True,
        "6 and 7 are adjacent, so ... Impossible",
        "false_impossible",
        [[6, 7]],
        "seen",
        True,
    ),
    # The same edge, and another; the verdict would still be wrong.
    (1, True, "0-1, 6-7 ... Impossible", "false_impossible", [[0, 1], [6, 7]], "seen", False),
    # No false edge, a false "Impossible" all the same.
    (1, True, "I cannot find a coloring. Impossible", "false_impossible", [], "seen", None),
    # The provider hid the reasoning; the answer names no edge.
    (1, True, "Impossible", "false_impossible", [], "unseen", None),
    # A right answer that states a false edge on the way.
    (2, False, "since 6-7 is an edge ... Impossible", "correct", [[6, 7]], "seen", None),
    # A coloring given for the uncolorable graph; no reasoning beyond the reply.
    (2, False, "0 Red\n1 Green ...", "missed_impossible", [], "none", None),
    # No answer could be read.
    (1, True, "Let me think about it.", "no_answer", [], "seen", None),
]


def _sample(epoch: int, item: tuple[Any, ...], record: bool) -> EvalSample:
    pid, colorable, reply, outcome, edges, reasoning, under = item
    meta: dict[str, Any] = {"outcome": outcome}
    if record:
        meta[names.FALSE_EDGES] = edges
        meta[names.REASONING] = reasoning
        meta[names.CORRECT_UNDER_FALSE_EDGES] = under if edges else None
        meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] = (
            bool(edges) if outcome == "false_impossible" else None
        )
    return EvalSample(
        id=f"8v4c-math-{pid}",
        epoch=epoch,
        input="Color the graph.",
        target="",
        output=ModelOutput.from_content("m", reply),
        scores={
            names.COLORING_CHECKER: Score(
                value="C" if outcome == "correct" else "I", answer=reply[-10:], metadata=meta
            )
        },
        metadata={
            names.PROBLEM_SET: "8v4c",
            names.PROBLEM_ID: pid,
            names.COLORABLE: colorable,
            names.FRAME: "math",
            names.PROBLEM_TYPE: "colorable_mid" if colorable else "c_uncolorable",
            names.EDGE_COUNT: 20,
            names.GREEDY_SCORE: 0.9 if colorable else 0.0,
        },
    )


def _write(path: Path, model: str, record: bool) -> None:
    samples = [_sample(i + 1, item, record) for i, item in enumerate(REPLIES)]
    spec = EvalSpec(
        created="2026-01-01T00:00:00+00:00",
        task="ramsey_inspect/kcoloring",
        dataset=EvalDataset(name="kcoloring", samples=2, sample_ids=["8v4c-math-1", "8v4c-math-2"]),
        model=model,
        config=EvalConfig(epochs=len(REPLIES)),
        task_args={"problem_set": "8v4c", "frame": "math"},
    )
    write_eval_log(EvalLog(status="success", eval=spec, samples=samples), str(path))


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    base = tmp_path_factory.mktemp("sequel_report")
    logs = base / "logs"
    logs.mkdir()
    _write(logs / "new.eval", "vllm/reasoner", record=True)
    _write(logs / "old.eval", "vllm/older", record=False)
    out = base / "report"
    build_report([logs], out, progress=False, sequel_evaluations=SEQUEL)
    return out, (out / "report.md").read_text(encoding="utf-8")


def _row(md: str, title: str, model: str) -> dict[str, str]:
    """A row of a Markdown table under ``### title``, by its model, header -> cell."""
    part = md.split(f"### {title}", 1)[1].split("\n### ", 1)[0]
    lines = [line for line in part.splitlines() if line.startswith("| ")]
    header = [c.strip() for c in lines[0].strip("|").split(" | ")]
    for line in lines[2:]:
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        row = dict(zip(header, cells, strict=True))
        if row.get("model") == model:  # rows by set lead with the configuration's #
            return row
    raise AssertionError(f"no row of {model} under {title}")


TITLE = "Errors by kind and false edges (the sequel's tables)"
ESTIMATE = "with false edges, reader's errors removed (est.)"


@pytest.mark.slow
def test_the_false_edge_table_from_logs(report: tuple[Path, str]) -> None:
    _, md = report
    row = _row(md, TITLE, "vllm/reasoner")
    assert row["problems"] == "2"
    assert row["trials"] == "7"
    assert row["incorrect"] == "6"
    assert (row["false uncolorable"], row["false colorable"], row["wrong coloring"]) == (
        "4",
        "1",
        "0",
    )
    assert row["no answer"] == "1"
    # six replies read (one hid its reasoning), three of them state a false edge
    assert row["with false edges"] == "3 of 6 (50.0%)"
    # (0.5 - 165/3679) / (3610/4027 - 165/3679), and Clopper-Pearson's [0.1181, 0.8819] mapped
    assert row[ESTIMATE] == "53.5% [8.5, 98.5]"
    assert row["not read"] == "1"
    # two of the four false "Impossible" include one; one of them hid its reasoning
    assert row["+ including false edges"] == "≥ 2 of 4"
    assert row["+ correct under false edges"] == "1"
    assert row["10 most frequent false edges (count/total)"] == (
        "(6, 7) 3/4 (75.0%); (0, 1) 1/4 (25.0%)"
    )


@pytest.mark.slow
def test_logs_without_the_record_say_unknown(report: tuple[Path, str]) -> None:
    _, md = report
    row = _row(md, TITLE, "vllm/older")
    assert row["false uncolorable"] == "4"  # the outcome is there
    for column in ("with false edges", ESTIMATE, "+ including false edges"):
        assert row[column] == "unknown"
    assert row["+ correct under false edges"] == "unknown"
    assert row["not read"] == "7"


@pytest.mark.slow
def test_the_sequels_own_numbers_and_figures(report: tuple[Path, str]) -> None:
    out, md = report
    assert "## The k-coloring sequel's own results (--sequel-evaluations)" in md
    r1 = _row(md, "The sequel's results", "DeepSeek-R1")
    assert r1["with false edges"] == "564 of 2,500 (22.6%)"
    assert r1["+ including false edges"] == "36 of 39"
    o1 = _row(md, "The sequel's results", "o1-mini")
    assert o1["with false edges"] == "unknown"
    # the sequel's counts were checked by hand: no estimate of our reader's errors there
    assert ESTIMATE not in r1
    assert (out / "kcoloring_false_edges_8v4c.png").is_file()
    assert (out / "sequel_false_edges_8v4c.png").is_file()
    assert "![sequel_false_edges_8v4c](sequel_false_edges_8v4c.png)" in md


@pytest.mark.slow
def test_a_bad_sequel_folder_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    _write(logs / "a.eval", "vllm/reasoner", record=True)
    code = cli_main(
        [
            "report", str(logs), "--out", str(tmp_path / "out"), "--quiet",
            "--sequel-evaluations", str(tmp_path / "missing"),
        ]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1
    assert "--sequel-evaluations" in err
    assert "no such folder" in err
    assert "Traceback" not in err
    assert not (tmp_path / "out" / "report.md").exists()  # refused before any work
