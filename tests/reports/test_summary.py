"""``ramsey-inspect report``: tables checked by hand against scripted runs of the three tasks."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import Task, eval, eval_retry, eval_set
from inspect_ai.dataset import Sample
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from inspect_ai.model import (
    GenerateConfig,
    Model,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    get_model,
    modelapi,
)
from inspect_ai.scorer import match
from inspect_ai.solver import generate
from scipy.stats import binomtest

from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.core.gadgets import format_gadget
from ramsey_inspect.datasets.gadget_solutions import load_solutions
from ramsey_inspect.reports.grouping import value_columns
from ramsey_inspect.reports.kcoloring import ALL_TYPES
from ramsey_inspect.reports.summary import build_report
from ramsey_inspect.tasks import kcoloring

USAGE = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
RED_DETERMINER = (
    "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\ne: 1-4\nEND GADGET"
)
GT_PROBLEMS = [
    # id, group, truth: answered right always / wrong always / wrong once in three epochs.
    ("T1_901", 1, "5"),
    ("T2_901", 2, "7"),
    ("T2_902", 2, "3"),
]


def _mock(answer: Callable[[str], str]) -> Model:
    def generate_(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
        output = ModelOutput.from_content("mockllm/model", answer(prompt))
        output.usage = USAGE
        return output

    return get_model("mockllm/model", custom_outputs=generate_)


def _run(task: str | Task, log_dir: Path, **kwargs: Any) -> EvalLog:
    [log] = eval(task, log_dir=str(log_dir), display="none", **kwargs)
    assert log.status == "success", log.error
    return log


def _kcoloring_answer(prompt: str) -> str:
    # math frame: always "Impossible"; friends frame: a refusal.
    if "Alice" in prompt:
        return "I'm sorry, I cannot determine this."
    return "Impossible"


def _gtbench_model() -> Model:
    calls: Counter[str] = Counter()

    def answer(prompt: str) -> str:
        for pid, _, truth in GT_PROBLEMS:
            if f"question {pid}" in prompt:
                calls[pid] += 1
                if pid == "T2_901":
                    return "Final answer: 4"
                if pid == "T2_902" and calls[pid] == 3:
                    return "Final answer: 9"
                return f"Final answer: {truth}"
        return "Final answer: 0"

    return _mock(answer)


def _grader() -> Model:
    verdict = {"correct": False, "failure_type": "B", "justification": "Wrong execution."}
    return _mock(lambda _: json.dumps(verdict))


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Scripted runs of all three tasks, and a log of another benchmark, in one folder."""
    base = tmp_path_factory.mktemp("summary")
    logs = base / "logs"
    _run(
        "ramsey_inspect/kcoloring",
        logs,
        task_args={"problem_set": "4v2c", "frame": "math,friends", "metrics": "all"},
        model=_mock(_kcoloring_answer),
        epochs=2,
    )
    script = base / "script.json"
    rule = {"match": "(P3,K3)-good graph G together with an edge e of G such that e is red"}
    script.write_text(
        json.dumps({"rules": [{**rule, "turns": [RED_DETERMINER]}], "default": "No idea."}),
        encoding="utf-8",
    )
    gadgets_log = _run(
        "ramsey_inspect/gadgets",
        logs,
        task_args={"pairs": "P3:K3"},
        model="ramsey_inspect/scripted",
        model_args={"script": str(script)},
        epochs=3,
    )
    dataset = base / "gt.json"
    dataset.write_text(
        json.dumps(
            [
                {
                    "id": pid,
                    "tier": group,
                    "source": "test",
                    "topic": "test",
                    "question": f"This is question {pid}. What is the number?",
                    "ground_truth": truth,
                    "requires_figure": False,
                    "evaluation_type": "exact_match",
                }
                for pid, group, truth in GT_PROBLEMS
            ]
        ),
        encoding="utf-8",
    )
    _run(
        "ramsey_inspect/gtbench",
        logs,
        task_args={"dataset": str(dataset), "metrics": "all"},  # the breakdowns compared below
        model=_gtbench_model(),
        model_roles={"grader": _grader()},
        epochs=3,
        max_samples=1,
    )
    other = Task(
        dataset=[Sample(input="Say hi", target="hi")],
        solver=generate(),
        scorer=match(),
        name="other_benchmark",
    )
    other_dir = base / "other"
    _run(other, other_dir, model=_mock(lambda _: "hi"))
    for path in other_dir.iterdir():
        (logs / path.name).write_bytes(path.read_bytes())
    return {"base": base, "logs": logs, "other": other_dir, "gadgets": Path(gadgets_log.location)}


@pytest.fixture(scope="module")
def report_dir(logs: dict[str, Path]) -> Path:
    return logs["base"] / "report"


@pytest.mark.slow
def test_full_report(logs: dict[str, Path], report_dir: Path) -> None:
    report = build_report([logs["logs"]], report_dir, progress=False)

    # The other benchmark is skipped and named; our three logs are complete.
    assert list(report.skipped["task_name"]) == ["other_benchmark"]
    assert sorted(report.logs["benchmark"]) == ["gadgets", "gtbench", "kcoloring"]
    assert (report.logs["missing"] == 0).all()

    # gadgets: 4 problems for (P3,K3) (no clause/variable); only the red determiner is right.
    assert report.gadgets is not None
    t1 = report.gadgets.table1
    assert len(t1) == 1
    row = t1.iloc[0]
    assert (row["model"], row["arg_setting"]) == ("ramsey_inspect/scripted", "zero_shot")
    assert row["problems"] == 4
    assert row["runs"] == 3
    assert row["k"] == 3
    assert row["accuracy_mean"] == pytest.approx(0.25)
    assert row["accuracy_sd"] == pytest.approx(0.0)
    assert row["pass_at_k"] == pytest.approx(0.25)
    log = read_eval_log(str(logs["gadgets"]))
    tokens = [
        sum(u.total_tokens for u in (s.model_usage or {}).values()) for s in log.samples or []
    ]
    assert row["mean_tokens"] == pytest.approx(sum(tokens) / len(tokens))
    tier = report.gadgets.by_tier
    assert tier.iloc[0]["easy"] == pytest.approx(0.5)
    assert tier.iloc[0]["hard"] == 0
    types = report.gadgets.by_type
    assert types.iloc[0]["red_determiner"] == 1
    assert types.iloc[0]["blue_determiner"] == 0
    assert "clause" not in types.columns
    # (P3,K3) minimal sizes: positive sender 4; red, blue and negative sender 5.
    by_min = report.gadgets.by_min_vertices
    assert by_min is not None
    assert value_columns(by_min) == ["4", "5"]
    assert by_min.iloc[0]["4"] == 0
    assert by_min.iloc[0]["5"] == pytest.approx(3 / 9)

    # kcoloring: 4v2c = 40 colorable_high + 23 c_uncolorable; math says "Impossible" (2 epochs),
    # friends refuses everything.
    assert report.kcoloring is not None
    err = report.kcoloring.errors
    cells = {(r["problem_type"], r["frame"]): r for _, r in err.iterrows()}
    high = cells[("colorable_high", "math")]
    assert (high["responses"], high["errors"], high["false_impossible"]) == (80, 80, 0 + 80)
    assert high["error_rate"] == 1.0
    assert high["invalid_coloring"] == 0
    ci = binomtest(80, 80).proportion_ci(method="exact")
    assert (high["ci_low"], high["ci_high"]) == pytest.approx((ci.low, ci.high))
    unc = cells[("c_uncolorable", "math")]
    assert (unc["responses"], unc["errors"], unc["error_rate"]) == (46, 0, 0.0)
    friends = cells[("colorable_high", "friends")]
    assert (friends["responses"], friends["refusals"]) == (0, 80)
    assert math.isnan(friends["error_rate"])
    assert math.isnan(friends["ci_low"])
    # One total row per set x frame; a cell under the study's 20-response cut is marked.
    total = cells[("all", "math")]
    assert (total["problem_set"], total["responses"], total["errors"]) == ("4v2c", 126, 80)
    assert not total["under_cut"]
    assert friends["under_cut"]
    # Format failures: "Impossible" is read (and wrong on colorable graphs); refusals unscored.
    head = report.headlines["kcoloring"].iloc[0]
    assert (head["responses"], head["unscored"]) == (126, 126)
    assert (head["unreadable"], head["read_wrong"]) == (0.0, pytest.approx(80 / 126))
    edges = report.kcoloring.by_edges
    assert set(edges["frame"]) == {"math"}
    # Edge count 6 is K4 only (uncolorable): "Impossible" is right there.
    assert edges.set_index("edge_count").loc[6, "accuracy"] == 1.0

    # gtbench: group 1 right 3/3; group 2: 0/3 + 2/3; all 4 wrong answers typed B by the judge.
    assert report.gtbench is not None
    acc = report.gtbench.accuracy
    assert len(acc) == 1
    assert acc.iloc[0]["group_1"] == 1.0
    assert acc.iloc[0]["group_2"] == pytest.approx(2 / 6)
    assert acc.iloc[0]["overall"] == pytest.approx(5 / 9)
    fail = report.gtbench.failures
    assert fail.iloc[0]["incorrect"] == 4
    assert fail.iloc[0]["B"] == 1.0
    assert fail.iloc[0]["A"] == 0
    cons = report.gtbench.consistency
    assert cons.iloc[0]["consistency"] == pytest.approx(2 / 3)
    assert cons.iloc[0]["wrong_reproduced"] == pytest.approx(0.5)
    # The judge here is a scripted mockllm: the report says it is a stand-in.
    assert report.judges is not None
    assert report.judges.summary.iloc[0]["status"] == "stand-in"

    # Files: report.md, report.html, and every figure non-empty and referenced.
    assert {p.name for p in report.figures} == {
        "gadgets_accuracy_vs_tokens.png",
        "gadgets_accuracy_by_min_vertices.png",
        "kcoloring_error_rates.png",
        "kcoloring_accuracy_by_edges.png",
        "gtbench_accuracy_by_group.png",
        "gtbench_failure_types.png",
    }
    md = (report_dir / "report.md").read_text(encoding="utf-8")
    page = (report_dir / "report.html").read_text(encoding="utf-8")
    for fig in report.figures:
        assert fig.parent == report_dir
        assert fig.stat().st_size > 1000
        assert f"({fig.name})" in md
        assert f'src="{fig.name}"' in page
    assert "| 25.0% ± 0.0% | 25.0% | 3 |" in md
    assert "n/a" in md  # friends error rates
    assert "<table" in page
    assert "Table 1" in page


@pytest.mark.slow
def test_partial_logs(logs: dict[str, Path], tmp_path: Path) -> None:
    """A cancelled gadgets log missing its last epoch, and a gtbench error log with no sample."""
    folder = tmp_path / "partial"
    folder.mkdir()
    log = read_eval_log(str(logs["gadgets"]))
    log.status = "cancelled"
    log.samples = [s for s in log.samples or [] if s.epoch < 3]
    log.results = None
    write_eval_log(log, str(folder / "cancelled.eval"))

    gt = _run(
        "ramsey_inspect/gtbench",
        tmp_path / "gt",
        task_args={"group": "2", "prompting": "cot"},
        model=_mock(lambda _: "Final answer: 0"),
        model_roles={"grader": _grader()},
        limit=1,
    )
    gt.status = "error"
    gt.samples = []
    gt.results = None
    write_eval_log(gt, str(folder / "error.eval"))

    report = build_report([folder], tmp_path / "out", progress=False)
    overview = report.logs.set_index("benchmark")
    assert overview.loc["gadgets", "status"] == "cancelled"
    assert overview.loc["gadgets", "present"] == 8
    assert overview.loc["gtbench", "present"] == 0
    assert report.gadgets is not None
    t1 = report.gadgets.table1
    assert t1.iloc[0]["runs"] == 2
    assert t1.iloc[0]["accuracy_mean"] == pytest.approx(0.25)
    assert report.gtbench is not None
    acc = report.gtbench.accuracy
    assert list(acc["arg_prompting"]) == ["cot"]
    assert math.isnan(acc.iloc[0]["overall"])
    md = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    [row] = [line for line in md.splitlines() if line.startswith("| gadgets |")]
    assert row.startswith(
        "| gadgets | ramsey_inspect/scripted | setting=zero_shot, pairs=P3:K3, tier=all, "
        "types=all, tool_protocol=native, profile=auto | cancelled | "
    )
    # the samples of the task (partial: epochs cut short), epochs, planned, present, missing
    assert "(partial" in row.split(" | ")[4]
    assert " | 3 | 12 | 8 | 4 | " in row
    # a cancelled GTBench run with no samples: a partial configuration, said in its row
    assert "| mockllm/model | cot | 0 of 21 (partial) | n/a |" in md


def test_refuses_paths_without_our_logs(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert cli_main(["report", str(empty), "--out", str(tmp_path / "o1")]) == 2
    assert "no Inspect logs" in capsys.readouterr().err
    assert cli_main(["report", str(logs["other"]), "--out", str(tmp_path / "o2")]) == 2
    assert "kcoloring, gadgets, gtbench or ramsey_bounds" in capsys.readouterr().err
    assert not (tmp_path / "o2").exists()


@pytest.mark.slow
def test_main_writes_report(logs: dict[str, Path], tmp_path: Path) -> None:
    files = sorted(str(p) for p in logs["logs"].iterdir())
    assert cli_main(["report", *files, "--out", str(tmp_path / "out"), "--quiet"]) == 0
    assert (tmp_path / "out" / "report.md").stat().st_size > 0
    assert (tmp_path / "out" / "report.html").stat().st_size > 0


# (P3,K4-e): positive sender 4 vertices; blue determiner, clause 5; red determiner, variable 6;
# negative sender 7 (the shipped minimal solutions).
K4E_STATEMENT = {
    "red_determiner": "e is red in every",
    "blue_determiner": "e is blue in every",
    "positive_sender": "positive-sender",
    "negative_sender": "negative-sender",
    "clause": "clause-gadget",
    "variable": "variable-gadget",
}


def _k4e_model(right: Callable[[str, int], bool]) -> Model:
    """Answers a (P3,K4-e) problem with its shipped solution when ``right(type, call no.)``."""
    shipped = load_solutions()
    calls: Counter[str] = Counter()

    def answer(prompt: str) -> str:
        kind = next(k for k, phrase in K4E_STATEMENT.items() if phrase in prompt)
        calls[kind] += 1
        if not right(kind, calls[kind]):
            return "No idea."
        pid = (
            "P3-K4-e-"
            + kind.replace("_", "-")
            + ("-gadget" if kind in ("clause", "variable") else "")
        )
        gadget = shipped[pid].gadget
        assert gadget is not None
        return format_gadget(kind, gadget)

    return _mock(answer)


@pytest.mark.slow
def test_accuracy_by_min_vertices(tmp_path: Path) -> None:
    """Figure 5's numbers: mean accuracy per minimal solution size, per model and setting."""
    logs = tmp_path / "logs"
    # zero_shot, 2 epochs: blue determiner always right, red determiner in its first epoch.
    _run(
        "ramsey_inspect/gadgets",
        logs,
        task_args={"pairs": "P3:K4-e"},
        model=_k4e_model(
            lambda kind, n: kind == "blue_determiner" or (kind == "red_determiner" and n == 1)
        ),
        epochs=2,
    )
    # size_hint, 1 epoch: positive sender and clause gadget right.
    _run(
        "ramsey_inspect/gadgets",
        logs,
        task_args={"pairs": "P3:K4-e", "setting": "size_hint"},
        model=_k4e_model(lambda kind, n: kind in ("positive_sender", "clause")),
    )
    report = build_report([logs], tmp_path / "out", progress=False)
    assert report.gadgets is not None
    by_min = report.gadgets.by_min_vertices
    assert by_min is not None
    assert value_columns(by_min) == ["4", "5", "6", "7"]
    rows = {r["arg_setting"]: r for _, r in by_min.iterrows()}
    assert set(rows) == {"zero_shot", "size_hint"}
    # size 4: positive sender; 5: blue + clause; 6: red + variable; 7: negative sender.
    zero = rows["zero_shot"]
    assert zero["4"] == 0
    assert zero["5"] == pytest.approx((2 + 0) / 4)
    assert zero["6"] == pytest.approx((1 + 0) / 4)
    assert zero["7"] == 0
    hint = rows["size_hint"]
    assert hint["4"] == 1
    assert hint["5"] == pytest.approx((0 + 1) / 2)
    assert hint["6"] == 0
    assert hint["7"] == 0

    md = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "### Accuracy by minimal solution size" in md
    assert "problems of each size: 4: 1, 5: 2, 6: 2, 7: 1." in md
    assert "| mockllm/model | size_hint | 100.0% | 50.0% | 0.0% | 0.0% |" in md
    assert "| mockllm/model | zero_shot | 0.0% | 50.0% | 25.0% | 0.0% |" in md
    fig = tmp_path / "out" / "gadgets_accuracy_by_min_vertices.png"
    assert fig in report.figures
    assert fig.stat().st_size > 1000
    assert f"({fig.name})" in md


# ----------------------------------------------------------------------------- retries


@modelapi(name="flaky_summary_test")
class FlakyAPI(ModelAPI):
    """Answers "No idea.", but fails red-determiner prompts while the file ``flag`` exists.

    With ``once``, the first failure removes the flag (the next attempt succeeds).
    """

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 - Inspect's own default
        flag: str = "",
        once: bool = False,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        self.flag, self.once = Path(flag), once

    async def generate(
        self, input: list[Any], tools: Any, tool_choice: Any, config: GenerateConfig
    ) -> ModelOutput:
        if self.flag.exists() and "e is red in every" in input[-1].text:
            if self.once:
                self.flag.unlink(missing_ok=True)
            raise RuntimeError("the provider failed")
        output = ModelOutput.from_content(self.model_name, "No idea.")
        output.usage = USAGE
        return output


GADGETS_P3_K3 = {"task_args": {"pairs": "P3:K3"}, "display": "none", "epochs": 2}


def _only_responses(report: Any) -> tuple[int, int]:
    """(runs, responses incl. unscored) of the single Table 1 row."""
    [row] = report.gadgets.table1.to_dict("records")
    return row["runs"], row["responses"] + row["unscored"]


@pytest.mark.slow
def test_a_retried_eval_counts_once_from_its_newest_log(tmp_path: Path) -> None:
    """An errored eval and the ``eval_retry`` log that completes it: 8 responses, not 14."""
    flag = tmp_path / "failing"
    flag.touch()
    logs = tmp_path / "logs"
    model_args = {"flag": str(flag)}
    [first] = eval(
        "ramsey_inspect/gadgets",
        model="flaky_summary_test/m",
        model_args=model_args,
        log_dir=str(logs),
        **GADGETS_P3_K3,
    )
    assert first.status == "error"
    flag.unlink()
    [retry] = eval_retry(first.location, log_dir=str(logs), display="none")
    assert retry.status == "success"
    assert retry.eval.task_id == first.eval.task_id  # how Inspect marks a retry

    report = build_report([logs], tmp_path / "out", progress=False)
    assert [Path(p).name for p in report.logs["log"]] == [Path(retry.location).name]
    assert _only_responses(report) == (2, 8)  # 4 problems x 2 epochs, once
    [row] = report.superseded.to_dict("records")
    assert Path(row["log"]).name == Path(first.location).name
    assert row["status"] == "error"
    assert Path(row["superseded_by"]).name == Path(retry.location).name
    md = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "### Superseded logs: retried or re-scored (not counted)" in md
    assert f"| {Path(first.location).name} | error | retried | {Path(retry.location).name} |" in md


@pytest.mark.slow
def test_eval_set_retries_count_once(tmp_path: Path) -> None:
    """``eval_set`` keeps the failed attempt when asked to (retry_cleanup=False)."""
    flag = tmp_path / "failing"
    flag.touch()
    logs = tmp_path / "set"
    ok, _ = eval_set(
        "ramsey_inspect/gadgets",
        model="flaky_summary_test/m",
        model_args={"flag": str(flag), "once": True},
        log_dir=str(logs),
        retry_attempts=2,
        retry_wait=0.1,
        retry_cleanup=False,
        **GADGETS_P3_K3,
    )
    assert ok
    assert len(list(logs.glob("*.eval"))) == 2
    report = build_report([logs], tmp_path / "out", progress=False)
    assert _only_responses(report) == (2, 8)
    assert list(report.logs["status"]) == ["success"]
    assert list(report.superseded["status"]) == ["error"]


@pytest.mark.slow
def test_a_damaged_log_is_skipped_and_named(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "mixed"
    folder.mkdir()
    whole = logs["gadgets"].read_bytes()
    (folder / "whole.eval").write_bytes(whole)
    (folder / "truncated.eval").write_bytes(whole[: len(whole) // 2])
    (folder / "junk.eval").write_text("not a zip file", encoding="utf-8")
    assert cli_main(["report", str(folder), "--out", str(tmp_path / "out"), "--quiet"]) == 0
    err = capsys.readouterr().err
    for name in ("truncated.eval", "junk.eval"):
        assert f"{folder / name}: not a readable Inspect log" in err
    assert "Traceback" not in err
    report = build_report([folder], tmp_path / "out2", progress=False)
    assert [Path(p).name for p in report.logs["log"]] == ["whole.eval"]
    assert _only_responses(report) == (3, 12)


def _as_json(log: Path, target: Path, keep: float = 1.0) -> Path:
    """``log`` rewritten as a ``.json`` log at ``target``, cut to a ``keep`` share of its bytes."""
    write_eval_log(read_eval_log(str(log)), str(target), format="json")
    whole = target.read_bytes()
    target.write_bytes(whole[: int(len(whole) * keep)])
    return target


@pytest.mark.slow
def test_json_logs_under_any_name_are_read_or_named(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A ``.json`` log not under Inspect's own file name is read, or named when damaged."""
    folder = tmp_path / "json"
    folder.mkdir()
    _as_json(logs["gadgets"], folder / "gadgets-run.json")
    cut = _as_json(logs["gadgets"], tmp_path / "cut.json", keep=0.6)
    (folder / "notes.json").write_text('{"not": "a log"}', encoding="utf-8")

    assert cli_main(["report", str(folder), "--out", str(tmp_path / "out"), "--quiet"]) == 0
    report = build_report([folder], tmp_path / "out2", progress=False)
    assert [Path(p).name for p in report.logs["log"]] == ["gadgets-run.json"]
    assert _only_responses(report) == (3, 12)  # its samples, not an empty row

    capsys.readouterr()
    assert cli_main(["report", str(cut), "--out", str(tmp_path / "out3"), "--quiet"]) == 0
    err = capsys.readouterr().err
    assert f"skipped the samples of {cut}: the file is damaged or cut short" in err
    assert "Traceback" not in err


def test_a_json_log_cut_in_its_header_is_named(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "json"
    folder.mkdir()
    cut = _as_json(logs["gadgets"], folder / "run.json", keep=0.01)
    assert cli_main(["report", str(folder), "--out", str(tmp_path / "out"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"could be read: {cut} (" in err


def _unwritable(tmp_path: Path, kind: str) -> str:
    """An output path of one kind that cannot be written."""
    a_file = tmp_path / "a_file.txt"
    a_file.write_text("x", encoding="utf-8")
    return {
        "proc": "/proc/ramsey-inspect-test/out",
        "file": str(a_file),
        "through_file": str(a_file / "out"),
    }[kind]


@pytest.mark.parametrize("kind", ["proc", "file", "through_file"])
def test_an_unwritable_out_fails_in_one_line(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    if kind == "proc" and not Path("/proc").is_dir():
        pytest.skip("no /proc here")
    out = _unwritable(tmp_path, kind)
    assert cli_main(["report", str(logs["logs"]), "--out", out, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"ramsey-inspect report: error: cannot write {out}: ")


# ----------------------------------------------------------------------------- one statistic


def _log_of(folder: Path, task: str) -> EvalLog:
    [path] = [p for p in folder.glob("*.eval") if f"_{task}_" in p.name]
    return read_eval_log(str(path))


def _logged_metrics(log: EvalLog) -> dict[str, float]:
    assert log.results is not None
    return {k: m.value for s in log.results.scores for k, m in s.metrics.items()}


@pytest.mark.slow
def test_kcoloring_metrics_and_report_agree(logs: dict[str, Path], report_dir: Path) -> None:
    """The scorer's error rate per frame, with its interval, is the report's, pooled."""
    report = build_report([logs["logs"]], report_dir, progress=False)
    assert report.kcoloring is not None
    metrics = _logged_metrics(_log_of(logs["logs"], "kcoloring"))
    errors = report.kcoloring.errors
    math_rows = errors[(errors["frame"] == "math") & (errors["problem_type"] != ALL_TYPES)]
    n, wrong = int(math_rows["responses"].sum()), int(math_rows["errors"].sum())
    assert metrics["err_frame_math"] == pytest.approx(wrong / n)
    ci = binomtest(wrong, n).proportion_ci(method="exact")
    assert (metrics["err_frame_math_lo"], metrics["err_frame_math_hi"]) == pytest.approx(
        (ci.low, ci.high)
    )
    assert "err_frame_friends" not in metrics  # refusals only: unscored in both


@pytest.mark.slow
def test_gtbench_metrics_and_report_agree(logs: dict[str, Path], report_dir: Path) -> None:
    report = build_report([logs["logs"]], report_dir, progress=False)
    assert report.gtbench is not None
    metrics = _logged_metrics(_log_of(logs["logs"], "gtbench"))
    cons = report.gtbench.consistency.iloc[0]
    assert metrics["consistency"] == pytest.approx(cons["consistency"])
    assert metrics["wrong_reproduced"] == pytest.approx(cons["wrong_reproduced"])
    fail = report.gtbench.failures.iloc[0]
    for kind in ("A", "B", "C", "D", "E", "unclassified"):
        assert metrics[f"fail_{kind}"] == pytest.approx(fail[kind])


@pytest.mark.slow
def test_one_epoch_has_no_consistency_in_the_log_either(tmp_path: Path) -> None:
    """One epoch: the report shows n/a, and the scorer logs no consistency (not 1.0)."""
    dataset = tmp_path / "gt.json"
    dataset.write_text(
        json.dumps(
            [
                {"id": pid, "tier": group, "source": "t", "topic": "t",
                 "question": f"This is question {pid}.", "ground_truth": truth,
                 "requires_figure": False, "evaluation_type": "exact_match"}
                for pid, group, truth in GT_PROBLEMS
            ]
        ),
        encoding="utf-8",
    )  # fmt: skip
    log = _run(
        "ramsey_inspect/gtbench",
        tmp_path / "logs",
        task_args={"dataset": str(dataset)},
        model=_gtbench_model(),
        model_roles={"grader": _grader()},
    )
    report = build_report([tmp_path / "logs"], tmp_path / "out", progress=False)
    assert report.gtbench is not None
    assert math.isnan(report.gtbench.consistency.iloc[0]["consistency"])
    assert "consistency" not in _logged_metrics(log)


def test_tokens_are_the_model_under_test_not_the_judge(logs: dict[str, Path]) -> None:
    """GTBench samples count the answering model's tokens; the grader's sit in role_usage."""
    from ramsey_inspect.reports.results import load

    log = _log_of(logs["logs"], "gtbench")
    assert log.samples
    judged = [s for s in log.samples if s.role_usage]
    assert judged, "the scripted grader was used"
    samples = load([logs["logs"]]).samples["gtbench"]
    for s in judged:
        row = samples[(samples["id"] == s.id) & (samples["epoch"] == s.epoch)]
        everything = sum(u.total_tokens for u in s.model_usage.values())
        judge = sum(u.total_tokens for u in s.role_usage.values())
        assert judge > 0
        assert int(row["tokens"].iloc[0]) == everything - judge


@pytest.mark.slow
def test_a_log_run_without_a_model_is_skipped_and_named(
    logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A none/none log (older versions ran a task without --model) is no configuration row."""
    folder = tmp_path / "mixed"
    [failed] = eval(
        kcoloring(problem_set="4v2c", frame="math"),  # built outside eval(): not refused
        model="none",
        limit=2,
        log_dir=str(folder),
        display="none",
    )
    assert str(failed.eval.model) == "none/none"
    assert failed.status == "error"
    (folder / "whole.eval").write_bytes(logs["gadgets"].read_bytes())
    assert cli_main(["report", str(folder), "--out", str(tmp_path / "out"), "--quiet"]) == 0
    err = capsys.readouterr().err
    assert f"{failed.location}: run without a model (none/none); skipped" in err
    report = build_report([folder], tmp_path / "out2", progress=False)
    assert [Path(p).name for p in report.logs["log"]] == ["whole.eval"]
    assert list(report.skipped["task_name"]) == ["kcoloring (no model: none/none)"]
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "runs without a model" in text
