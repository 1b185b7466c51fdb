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
    assert [t["name"] for t in tasks] == list(names.TASKS)
    for t in tasks:
        tree = ast.parse((ROOT / t["task_path"]).read_text(encoding="utf-8"))
        defined = {
            f.name
            for f in tree.body
            if isinstance(f, ast.FunctionDef)
            and any(getattr(d, "id", getattr(d, "attr", None)) == "task" for d in f.decorator_list)
        }
        assert t["name"] in defined, t


def _GIT(repo: Path) -> list[str]:
    return ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org"]


def _repo(tmp_path: Path, remote: str | None) -> tuple[Path, str]:
    repo = tmp_path / "repo"
    (repo / "register" / "ramsey_inspect").mkdir(parents=True)
    shutil.copy(ENTRY, repo / "register" / "ramsey_inspect" / "eval.yaml")
    (repo / "docs").mkdir()
    (repo / "docs" / "evaluation-report.md").write_text("# Evaluation report\n", encoding="utf-8")
    git = _GIT(repo)
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
        ("https://github.com/a/b", ["--commit", "nosuch"], "--commit: no such commit: nosuch"),
        ("https://github.com/a/b", ["--commit=--all"], "--commit: no such commit: '--all'"),
        ("https://github.com/owner/..", [], "not a GitHub repository address"),
        ("https://github.com/owner/.", [], "not a GitHub repository address"),
        ("https://github.com/owner/...git", [], "not a GitHub repository address"),
        ("https://github.com/-owner/x", [], "not a GitHub repository address"),
        ("https://github.com/a/b", ["--maintainer", "x\nrepository_url: evil"], "--maintainer"),
        ("https://github.com/a/b", ["--maintainer", "evil: x"], "--maintainer"),
        ("https://github.com/a/b", ["--maintainer", ""], "--maintainer"),
        ("https://github.com/a/b", ["--maintainer", "#x"], "--maintainer"),
        ("https://github.com/a/b", ["--maintainer", "ok", "--maintainer", "a--b"], "'a--b'"),
    ],
)
def test_pin_refuses_in_one_line(
    tmp_path: Path, remote: str | None, args: list[str], message: str
) -> None:
    repo, _ = _repo(tmp_path, remote)
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    before = entry.read_bytes()
    done = subprocess.run(
        [sys.executable, str(PIN), "--repo", str(repo), *args], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert entry.read_bytes() == before  # nothing written


def test_pin_refuses_a_dirty_tree(tmp_path: Path) -> None:
    repo, _ = _repo(tmp_path, "https://github.com/a/b")
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    entry.write_text(entry.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    pin = _pin_module()
    with pytest.raises(pin.PinError, match="uncommitted changes"):
        pin.pin(repo, "HEAD", None, [])


def _pin(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(PIN), "--repo", str(repo), *args], capture_output=True, text=True
    )


def test_pin_writes_only_the_two_fields_and_keeps_the_rest_as_it_was(tmp_path: Path) -> None:
    repo, sha = _repo(tmp_path, "https://github.com/a/b")
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    before = entry.read_text(encoding="utf-8")
    done = _pin(repo, "--maintainer", "a-b", "--maintainer", "C9")
    assert done.returncode == 0, done.stderr
    after = entry.read_text(encoding="utf-8")
    head = before.split("source:")[0]
    assert after.startswith(head)  # comments, description and tasks byte for byte
    assert _entry(entry)["source"]["maintainers"] == ["a-b", "C9"]
    # Pinned again (now from the listed maintainers): the same file.
    assert _pin(repo, "--commit", sha).returncode == 0
    assert entry.read_text(encoding="utf-8") == after


@pytest.mark.parametrize("link", ["eval.yaml", "folder"])
def test_pin_refuses_a_linked_entry_and_writes_nothing_through_it(
    tmp_path: Path, link: str
) -> None:
    repo, _ = _repo(tmp_path, "https://github.com/a/b")
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.copy(ENTRY, outside / "eval.yaml")
    before = (outside / "eval.yaml").read_bytes()
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    if link == "eval.yaml":
        entry.unlink()
        entry.symlink_to(outside / "eval.yaml")
    else:
        shutil.rmtree(entry.parent)
        entry.parent.symlink_to(outside)
    sha = subprocess.run(
        [*_GIT(repo), "rev-parse", "HEAD"], check=True, capture_output=True, text=True
    ).stdout.strip()
    done = _pin(repo, "--commit", sha)
    assert done.returncode == 2
    assert "is a link" in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert (outside / "eval.yaml").read_bytes() == before


def test_pin_warns_when_the_commit_is_older_than_the_report(tmp_path: Path) -> None:
    repo, old = _repo(tmp_path, "https://github.com/a/b")
    (repo / "docs" / "evaluation-report.md").write_text("# newer figures\n", encoding="utf-8")
    subprocess.run([*_GIT(repo), "commit", "-qam", "report"], check=True)
    done = _pin(repo, "--commit", old)
    assert done.returncode == 0, done.stderr
    assert f"pin: warning: {old[:12]} is older than the evaluation report" in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert (
        _entry(repo / "register" / "ramsey_inspect" / "eval.yaml")["source"]["repository_commit"]
        == old
    )
    # The commit that holds the newer report pins without a word.
    assert _pin(repo, "--commit", "HEAD~0").stderr == ""


def test_pin_refuses_a_commit_without_the_report(tmp_path: Path) -> None:
    repo, _ = _repo(tmp_path, "https://github.com/a/b")
    subprocess.run([*_GIT(repo), "rm", "-q", "docs/evaluation-report.md"], check=True)
    subprocess.run([*_GIT(repo), "commit", "-qm", "no report"], check=True)
    done = _pin(repo)
    assert done.returncode == 2
    assert "has no docs/evaluation-report.md" in done.stderr


def test_pin_checks_the_maintainers_already_listed(tmp_path: Path) -> None:
    repo, _ = _repo(tmp_path, "https://github.com/a/b")
    entry = repo / "register" / "ramsey_inspect" / "eval.yaml"
    text = entry.read_text(encoding="utf-8").replace("maintainers: []", "maintainers: ['evil: x']")
    entry.write_text(text, encoding="utf-8")
    subprocess.run([*_GIT(repo), "commit", "-qam", "listed"], check=True)
    done = _pin(repo)
    assert done.returncode == 2
    assert "source.maintainers: not a GitHub user name: 'evil: x'" in done.stderr
