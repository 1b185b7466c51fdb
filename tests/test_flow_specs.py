"""The papers' grids as inspect-flow specs (examples/flow/), run on the offline baselines.

Each spec is run the way docs/vllm.md shows, through the ``flow`` command, with a small
``--limit`` and no network: ``UV_OFFLINE`` keeps the ``uv pip compile`` that flow runs for
its ``flow-requirements.txt`` off the network (with an empty cache it fails, and the specs
make that one warning line: ``ramsey_inspect.flow_offline``), and
``--store none`` keeps flow's log index out of the user's data folder. Skipped when the
``flow`` extra (inspect-flow and uv) is not installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ramsey_inspect.names import GADGET_SETTINGS, GADGETS, KCOLORING
from ramsey_inspect.reports.summary import build_report

pytest.importorskip("inspect_flow", reason="the flow extra is not installed")

REPO = Path(__file__).resolve().parents[1]
SPECS = REPO / "examples" / "flow"
BIN = Path(sys.executable).parent
FLOW = shutil.which("flow", path=str(BIN)) or shutil.which("flow")
UV = shutil.which("uv", path=str(BIN)) or shutil.which("uv")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(FLOW is None or UV is None, reason="flow or uv is not on the PATH"),
]


def _flow(spec: str, log_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "UV_OFFLINE": "1",
        "UV_CACHE_DIR": str(log_dir.parent / "empty-uv-cache"),  # as on a machine never online
        "INSPECT_LOG_DIR": str(log_dir),
    }
    command = [str(FLOW), "run", str(SPECS / spec), *args]
    command += ["--log-dir", str(log_dir), "--store", "none", "--display", "plain"]
    done = subprocess.run(
        command, cwd=REPO, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    shown = done.stdout + done.stderr
    assert "No solution found" not in shown  # a one-line warning instead (flow_offline)
    assert "flow-requirements.txt lists the installed packages without hashes" in shown
    return done


def _logs(log_dir: Path) -> dict[str, float]:
    return {p.name: p.stat().st_mtime for p in log_dir.glob("*.eval")}


def test_the_specs_declare_the_papers_grids() -> None:
    """Gadgets 5 x 5 x 5 epochs; k-coloring 4 + 2 models (x labellings); GTBench 5 x 2 x 3."""
    from inspect_flow.api import load_spec

    gadgets = load_spec(str(SPECS / "gadgets.py"))
    assert len(gadgets.tasks) == 25
    settings = {t.args["setting"] for t in gadgets.tasks}
    assert settings == set(GADGET_SETTINGS)
    assert {t.epochs for t in gadgets.tasks} == {5}
    assert {t.model.model_args["device"] for t in gadgets.tasks} == {"0,1,2,3"}

    kcoloring = load_spec(str(SPECS / "kcoloring.py"), args={"relabel": [1, 2]})
    assert len(kcoloring.tasks) == 6 * 3
    lrm = [t for t in kcoloring.tasks if t.args.get("selection") == "lrm"]
    assert len(lrm) == 2 * 3
    assert {t.args["frame"] for t in lrm} == {"math,friends"}
    assert sorted({t.args.get("relabel") for t in kcoloring.tasks}, key=str) == [1, 2, None]
    temperature = {t.model.name: t.model.config.temperature for t in kcoloring.tasks}
    assert temperature["openai/o1-mini-2024-09-12"] == 1.0
    assert temperature["fireworks/accounts/fireworks/models/deepseek-r1"] == 0.5
    assert temperature["openai/gpt-4o-2024-08-06"] == 0.0

    gtbench = load_spec(str(SPECS / "gtbench.py"))
    assert len(gtbench.tasks) == 10
    assert {t.args["prompting"] for t in gtbench.tasks} == {"zero_shot", "cot"}
    assert {t.epochs for t in gtbench.tasks} == {3}
    assert {t.model_roles["grader"].name for t in gtbench.tasks} == {"openai/gpt-4o"}
    assert all("judge_check" not in t.args for t in gtbench.tasks)


def test_gadgets_grid_runs_offline_and_resumes(tmp_path: Path) -> None:
    """Two baselines x five settings x two epochs: ten logs, one report row each.

    A second run of the same command finds them complete and writes nothing.
    """
    logs = tmp_path / "logs"
    models = "models=ramsey_inspect/exact,ramsey_inspect/greedy"
    _flow("gadgets.py", logs, "-A", models, "-A", "epochs=2", "--limit", "2")
    first = _logs(logs)
    assert len(first) == 10
    assert (logs / "flow.yaml").is_file()

    report = build_report([logs], tmp_path / "report", progress=False)
    assert report.gadgets is not None
    table = report.gadgets.table1.set_index(["model", "arg_setting"])
    assert len(table) == 10
    assert set(table.index.get_level_values("arg_setting")) == set(GADGET_SETTINGS)
    assert (table["runs"] == 2).all()
    assert (table.loc["ramsey_inspect/exact", "accuracy_mean"] == 1.0).all()
    pairs = report.pairs[GADGETS]
    assert len(pairs) == 5  # exact vs greedy in each setting, on 2 problems: too few
    assert not pairs["comparable"].any()

    again = _flow("gadgets.py", logs, "-A", models, "-A", "epochs=2", "--limit", "2")
    assert _logs(logs) == first
    assert "Running 0 tasks" in again.stdout


def test_kcoloring_spec_runs_published_and_relabelled(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    _flow(
        "kcoloring.py", logs,
        "-A", "models=ramsey_inspect/exact", "-A", "reasoning_models=ramsey_inspect/greedy",
        "-A", "relabel=1", "-A", "epochs=1", "--limit", "3",
    )  # fmt: skip
    assert len(_logs(logs)) == 4
    report = build_report([logs], tmp_path / "report", progress=False)
    configs = report.results.configurations(KCOLORING)
    assert sorted(configs["arg_relabel"]) == ["-", "-", "1", "1"]
    assert set(configs["arg_profile"]) == {"none"}
    assert report.relabelled is not None
    assert sorted(report.relabelled["model"]) == ["ramsey_inspect/exact", "ramsey_inspect/greedy"]
    assert list(report.relabelled["shared"]) == [3, 3]


def test_gtbench_spec_runs_with_a_scripted_grader(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    grader = f"grader_args={{script: {REPO / 'examples' / 'gtbench_grader.json'}}}"
    _flow(
        "gtbench.py", logs,
        "-A", "models=ramsey_inspect/exact", "-A", "grader=ramsey_inspect/scripted",
        "-A", grader, "-A", "epochs=1", "--limit", "3",
    )  # fmt: skip
    assert len(_logs(logs)) == 2
    report = build_report([logs], tmp_path / "report", progress=False)
    assert report.gtbench is not None
    accuracy = report.gtbench.accuracy.set_index("arg_prompting")
    assert sorted(accuracy.index) == ["cot", "zero_shot"]
    assert (accuracy["overall"] == 1.0).all()
    assert (accuracy["responses"] == 3).all()
