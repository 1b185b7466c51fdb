"""The inspect_evals register entry (register/ramsey_inspect/eval.yaml) and its pin script."""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from ramsey_inspect import names

ROOT = Path(__file__).resolve().parents[1]
ENTRY = ROOT / "register" / "ramsey_inspect" / "eval.yaml"
PIN = ROOT / "register" / "pin.py"


def _entry(path: Path = ENTRY) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


def _pin_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("register_pin", PIN)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_register_fields_are_there() -> None:
    entry = _entry()
    for key in ("title", "description", "contributors", "tasks", "tags"):
        assert entry.get(key), key
    assert set(entry["source"]) == {"repository_url", "repository_commit", "maintainers"}
    assert "evaluation_report" in entry
    assert not (ROOT / "src" / "ramsey_inspect" / "eval.yaml").exists()  # the older form


def test_every_task_is_listed_with_the_file_that_defines_it() -> None:
    tasks = _entry()["tasks"]
    assert [t["name"] for t in tasks] == [*names.TASKS, names.RAMSEY_BOUNDS]
    for t in tasks:
        tree = ast.parse((ROOT / t["task_path"]).read_text(encoding="utf-8"))
        defined = {
            f.name
            for f in tree.body
            if isinstance(f, ast.FunctionDef)
            and any(getattr(d, "id", getattr(d, "attr", None)) == "task" for d in f.decorator_list)
        }
        assert t["name"] in defined, t


def _repo(tmp_path: Path, remote: str | None) -> tuple[Path, str]:
    repo = tmp_path / "repo"
    (repo / "register" / "ramsey_inspect").mkdir(parents=True)
    shutil.copy(ENTRY, repo / "register" / "ramsey_inspect" / "eval.yaml")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "release"], check=True)
    if remote:
        subprocess.run([*git, "remote", "add", "origin", remote], check=True)
    sha = subprocess.run(
        [*git, "rev-parse", "HEAD"], check=True, capture_output=True, text=True
    ).stdout.strip()
    return repo, sha


def test_pin_fills_the_source_from_the_checkout(tmp_path: Path) -> None:
    repo, sha = _repo(tmp_path, "git@github.com:someone/graphs.git")
    done = subprocess.run(
        [sys.executable, str(PIN), "--repo", str(repo)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    entry = _entry(repo / "register" / "ramsey_inspect" / "eval.yaml")
    assert entry["source"] == {
        "repository_url": "https://github.com/someone/graphs",
        "repository_commit": sha,
        "maintainers": ["someone"],
    }
    assert entry["evaluation_report"] == (
        f"https://github.com/someone/graphs/blob/{sha}/docs/evaluation-report.md"
    )
    assert entry["tasks"] == _entry()["tasks"]  # the rest untouched


@pytest.mark.parametrize(
    ("remote", "args", "message"),
    [
        (None, [], "no origin remote: pass --repository-url"),
        ("https://gitlab.com/a/b", [], "not a GitHub repository address"),
        ("https://github.com/a/b", ["--commit", "nosuch"], "git rev-parse"),
    ],
)
def test_pin_refuses_in_one_line(
    tmp_path: Path, remote: str | None, args: list[str], message: str
) -> None:
    repo, _ = _repo(tmp_path, remote)
    done = subprocess.run(
        [sys.executable, str(PIN), "--repo", str(repo), *args], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr


def test_pin_refuses_a_dirty_tree(tmp_path: Path) -> None:
    repo, _ = _repo(tmp_path, "https://github.com/a/b")
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    entry.write_text(entry.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    pin = _pin_module()
    with pytest.raises(pin.PinError, match="uncommitted changes"):
        pin.pin(repo, "HEAD", None, [])
