"""Offline, inspect-flow's flow-requirements.txt step is one warning line, not a red error.

flow runs ``uv pip compile --generate-hashes``, which needs the package index; with
``UV_OFFLINE=1`` and an empty uv cache it fails as it does on a machine with no network.
Skipped when the ``flow`` extra (inspect-flow and uv) is not installed.
"""

from __future__ import annotations

import ast
import os
import shutil
import sys
from pathlib import Path

import pytest

from ramsey_inspect.flow_offline import WARNING, quiet_offline_freeze

pytest.importorskip("inspect_flow", reason="the flow extra is not installed")

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
UV = shutil.which("uv", path=str(BIN)) or shutil.which("uv")


def test_every_spec_quiets_the_offline_step() -> None:
    for spec in sorted((REPO / "examples" / "flow").glob("*.py")):
        calls = [
            node.value.func
            for node in ast.parse(spec.read_text(encoding="utf-8")).body
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
        ]
        assert any(getattr(f, "id", "") == "quiet_offline_freeze" for f in calls), spec.name


def test_it_wraps_flow_once() -> None:
    from inspect_flow._launcher import freeze, inproc

    assert quiet_offline_freeze()
    wrapped = inproc.write_flow_requirements
    assert quiet_offline_freeze()
    assert inproc.write_flow_requirements is wrapped is freeze.write_flow_requirements


@pytest.mark.slow
@pytest.mark.skipif(UV is None, reason="uv is not on the PATH")
def test_offline_the_step_warns_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from inspect_flow import FlowSpec
    from inspect_flow._launcher import inproc

    assert quiet_offline_freeze()
    env = {
        **os.environ,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "UV_OFFLINE": "1",
        "UV_CACHE_DIR": str(tmp_path / "empty-cache"),
    }
    logs = tmp_path / "logs"
    spec = FlowSpec(log_dir=str(logs), tasks=[])
    inproc.write_flow_requirements(spec, str(tmp_path), env, False, sys.executable)
    shown = " ".join(capsys.readouterr().out.split())
    assert "✗" not in shown
    assert "No solution found" not in shown
    assert f"⚠ {WARNING}" in shown
    listed = (logs / "flow-requirements.txt").read_text(encoding="utf-8")
    assert "inspect-flow==" in listed  # the installed versions, without hashes
    assert "--hash" not in listed
