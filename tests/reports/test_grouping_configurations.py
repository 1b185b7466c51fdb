"""One report row per configuration: model plus the task options that change what is measured."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from inspect_ai.model import Model, ModelOutput, ModelUsage, get_model
from matplotlib.figure import Figure

from ramsey_inspect.names import CONFIGURATION_ARGS, GADGETS
from ramsey_inspect.reports import gadgets as gadget_report
from ramsey_inspect.reports import kcoloring as kcoloring_report
from ramsey_inspect.reports.grouping import shown_args
from ramsey_inspect.reports.results import config_label
from ramsey_inspect.reports.summary import Report, build_report

RED_P3_K3 = (
    "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\ne: 1-4\nEND GADGET"
)
RED_DETERMINERS = {"types": "red_determiner"}


def _model() -> Model:
    """Right on the (P3,K3) red determiner, "No idea." elsewhere; 15 tokens a call."""

    def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
        answer = RED_P3_K3 if "(P3,K3)-good" in prompt else "No idea."
        output = ModelOutput.from_content("mockllm/model", answer)
        output.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
        return output

    return get_model("mockllm/model", custom_outputs=generate)


def _run(log_dir: Path, **task_args: Any) -> EvalLog:
    [log] = eval(
        "ramsey_inspect/gadgets",
        model=_model(),
        task_args={**RED_DETERMINERS, **task_args},
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    return log


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Report:
    """Paper pairs twice (one configuration), K1,3:C5, size_hint, and an errored run."""
    base = tmp_path_factory.mktemp("configurations")
    logs = base / "logs"
    _run(logs)
    _run(logs)
    _run(logs, pairs="K1,3:C5")  # one problem, its minimum searched when the task is made
    _run(logs, setting="size_hint")
    failed = _run(base / "failed", setting="structural_hint")
    failed.status, failed.samples, failed.results = "error", [], None
    write_eval_log(failed, str(logs / "failed.eval"))
    return build_report([logs], base / "out", progress=False)


def _table1(report: Report) -> dict[tuple[str, str], dict[str, Any]]:
    assert report.gadgets is not None
    rows = report.gadgets.table1.to_dict("records")
    return {(r["arg_setting"], r["arg_pairs"]): r for r in rows}


@pytest.mark.slow
def test_options_that_change_the_measure_split_rows(report: Report) -> None:
    """Paper pairs and ``pairs=K1,3:C5`` are two rows; so are two settings."""
    rows = _table1(report)
    assert set(rows) == {
        ("zero_shot", "paper"),
        ("zero_shot", "K1,3:C5"),
        ("size_hint", "paper"),
        ("structural_hint", "paper"),
    }
    assert rows[("zero_shot", "K1,3:C5")]["problems"] == 1
    assert rows[("zero_shot", "K1,3:C5")]["accuracy_mean"] == 0.0
    assert rows[("size_hint", "paper")]["problems"] == 13


def test_runs_of_one_configuration_combine(report: Report) -> None:
    """Two logs of the same configuration: one row, two runs, 26 responses."""
    row = _table1(report)[("zero_shot", "paper")]
    assert (row["problems"], row["runs"], row["k"], row["responses"]) == (13, 2, 2, 26)
    assert row["accuracy_mean"] == pytest.approx(1 / 13)
    assert row["accuracy_sd"] == pytest.approx(0.0)
    assert row["pass_at_k"] == pytest.approx(1 / 13)


def test_a_configuration_without_samples_keeps_its_row(report: Report) -> None:
    row = _table1(report)[("structural_hint", "paper")]
    assert (row["runs"], row["responses"]) == (0, 0)
    assert math.isnan(row["accuracy_mean"])


def test_the_rows_show_the_options_that_differ(report: Report) -> None:
    assert report.markdown is not None
    md = report.markdown.read_text(encoding="utf-8")
    assert "| model | setting | pairs | samples | accuracy (mean ± sd) |" in md
    assert "| mockllm/model | zero_shot | K1,3:C5 | 1 of 1 | 0.0% | 0.0% | 1 |" in md
    assert "| mockllm/model | zero_shot | paper | 13 of 13 | 7.7% ± 0.0% | 7.7% | 2 |" in md
    assert "| mockllm/model | structural_hint | paper | 0 of 13 (partial) | n/a | n/a | 0 |" in md
    # The log overview names every option, the pairs as the user typed them.
    assert "setting=zero_shot, pairs=K1,3:C5, tier=all, types=red_determiner" in md
    assert "['K1', '3:C5']" not in md


def test_no_panel_for_a_configuration_without_scored_answers(report: Report) -> None:
    """The size figure has a panel per configuration with a known minimal size, no more."""
    assert report.gadgets is not None
    by = report.gadgets.by_min_vertices
    assert by is not None
    panels = [config for config, _ in gadget_report.size_panels(by)]
    # structural_hint has no samples: no panel (it keeps its table row).
    assert panels == [
        "setting=zero_shot, pairs=K1,3:C5, tier=all, types=red_determiner, tool_protocol=native, profile=auto",
        "setting=zero_shot, pairs=paper, tier=all, types=red_determiner, tool_protocol=native, profile=auto",
        "setting=size_hint, pairs=paper, tier=all, types=red_determiner, tool_protocol=native, profile=auto",
    ]
    fig = Path(report.out_dir / "gadgets_accuracy_by_min_vertices.png")
    assert fig in report.figures


def test_config_label_joins_list_options_as_typed() -> None:
    args = {"setting": "zero_shot", "pairs": ["K1", "3:C5"], "tier": "all", "types": "all"}
    assert config_label(GADGETS, args) == (
        "setting=zero_shot, pairs=K1,3:C5, tier=all, types=all, tool_protocol=-, profile=-"
    )
    assert CONFIGURATION_ARGS[GADGETS][0] == "setting"


def test_shown_args_are_the_main_option_and_those_that_differ(report: Report) -> None:
    configs = report.results.configurations(GADGETS)
    # the errored structural_hint run covered none of its 13 problems: partial, so samples show
    assert shown_args(configs, GADGETS) == ["setting", "pairs", "samples"]
    assert shown_args(configs.iloc[:1], GADGETS) == ["setting"]


def test_error_bars_at_zero_get_a_marker() -> None:
    """A 0% error rate is drawn as a point on the axis, not only as a whisker."""
    import pandas as pd

    cells = pd.DataFrame(
        [
            {"problem_type": "colorable_high", "frame": "math", "error_rate": 0.0,
             "ci_low": 0.0, "ci_high": 0.3, "responses": 10, "under_cut": True,
             "invalid_coloring": 0, "false_impossible": 0, "missed_impossible": 0,
             "no_answer": 0},
            {"problem_type": "colorable_mid", "frame": "math", "error_rate": 0.5,
             "ci_low": 0.2, "ci_high": 0.8, "responses": 10, "under_cut": True,
             "invalid_coloring": 3, "false_impossible": 1, "missed_impossible": 0,
             "no_answer": 1},
        ]
    )  # fmt: skip
    ax = Figure().subplots()
    kcoloring_report.plot_error_rates(ax, cells, {"math": ""}, top=90.0)
    points = [line for line in ax.get_lines() if line.get_marker() == "o"]
    ys = sorted(float(y) for line in points for y in line.get_ydata())
    assert ys == [0.0, 50.0]
    assert ax.get_ylim()[0] < 0  # the marker at 0% is inside the frame


def test_log_overview_counts_the_errored_run(report: Report) -> None:
    failed = report.logs[report.logs["status"] == "error"]
    assert list(failed["present"]) == [0]
    assert read_eval_log(str(failed["log"].iloc[0]), header_only=True).status == "error"


def test_error_bars_stack_by_kind_on_an_axis_scaled_to_the_data() -> None:
    """Stacked segments per kind of error add up to the rate; the axis top follows the data."""
    import pandas as pd

    cells = pd.DataFrame(
        [{"problem_type": "colorable_low", "frame": "math", "error_rate": 0.16, "ci_low": 0.09,
          "ci_high": 0.26, "responses": 75, "under_cut": False, "invalid_coloring": 8,
          "false_impossible": 4, "missed_impossible": 0, "no_answer": 0}]
    )  # fmt: skip
    top = kcoloring_report.error_axis_top(cells)
    assert top == 30.0
    ax = Figure().subplots()
    kcoloring_report.plot_error_rates(ax, cells, {"math": ""}, top=top)
    heights = sorted(round(p.get_height(), 6) for p in ax.patches)
    assert heights == [round(100 * 4 / 75, 6), round(100 * 8 / 75, 6)]
    assert ax.get_ylim()[1] == 30.0
