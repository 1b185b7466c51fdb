"""A generated k-coloring set is built once per seed, then read from the cache folder.

Building 9v4c took 17-46 s with nothing on screen; now the first build says so in one line
and later runs read the set back. What is read back must be exactly what a build gives.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from ramsey_inspect.core import problem_sets
from ramsey_inspect.core.coloring import find_coloring
from ramsey_inspect.datasets import kcoloring as datasets_kcoloring
from ramsey_inspect.datasets._kcoloring_cache import CACHE_ENV, cache_dir, code_key
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.tasks import kcoloring

kcoloring_task = importlib.import_module("ramsey_inspect.tasks.kcoloring")

SMALL = "5v3c"
"""A generated set small enough to build in a test."""


def _direct(seed: int) -> list[tuple[problem_sets.Problem, list[int] | None]]:
    """The set as built before the cache existed: problems and their witnesses."""
    built = problem_sets.build_problem_set(SMALL, seed=seed)
    return [(p, find_coloring(p.n, p.edges, p.k) if p.colorable else None) for p in built]


def _no_build(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("built again")

    monkeypatch.setattr(datasets_kcoloring, "build_problem_set", refuse)


def test_the_cache_folder_is_the_environments(tmp_path: Path) -> None:
    assert cache_dir() == Path(os.environ[CACHE_ENV])
    assert len(code_key()) == 16


@pytest.mark.slow
def test_a_set_is_built_once_then_read_back_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []
    first = load_problem_set(SMALL, seed=3, notify=heard.append)
    assert first == _direct(3)
    assert len(heard) == 2
    assert heard[0].startswith(f"building the generated set {SMALL} (problem_seed 3), once")
    assert heard[1].startswith(f"built {SMALL} in ")
    [kept] = cache_dir().glob(f"{SMALL}-seed3-*.jsonl")
    assert code_key() in kept.name

    _no_build(monkeypatch)
    heard.clear()
    assert load_problem_set(SMALL, seed=3, notify=heard.append) == first
    assert heard == []


@pytest.mark.slow
def test_each_seed_has_its_own_file() -> None:
    three, four = load_problem_set(SMALL, seed=3), load_problem_set(SMALL, seed=4)
    assert three != four
    assert len(list(cache_dir().glob(f"{SMALL}-seed*.jsonl"))) == 2


@pytest.mark.slow
@pytest.mark.parametrize("damage", ["", "{not json\n", '{"id": 1}\n'])
def test_a_damaged_file_is_built_again(damage: str) -> None:
    load_problem_set(SMALL, seed=3)
    [kept] = cache_dir().glob(f"{SMALL}-seed3-*.jsonl")
    kept.write_text(damage, encoding="utf-8") if damage else kept.write_bytes(b"\xff\xfe")
    heard: list[str] = []
    assert load_problem_set(SMALL, seed=3, notify=heard.append) == _direct(3)
    assert len(heard) == 2


@pytest.mark.slow
def test_an_unwritable_cache_costs_only_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(CACHE_ENV, str(blocker / "cache"))
    heard: list[str] = []
    assert load_problem_set(SMALL, seed=3, notify=heard.append) == _direct(3)
    assert not list(tmp_path.glob("**/*.tmp"))
    # what it says is what happened: nothing cached, so no "later runs read it from"
    assert "later runs read it" not in " ".join(heard)
    assert "could not cache it at" in heard[-1]
    assert "later runs build it again" in heard[-1]


def test_a_cached_set_says_where_later_runs_read_it() -> None:
    heard: list[str] = []
    load_problem_set(SMALL, seed=7, notify=heard.append)
    [kept] = cache_dir().glob(f"{SMALL}-seed7-*.jsonl")
    assert heard[-1].endswith(f"later runs read it from {kept}")


def test_paper_sets_need_no_cache() -> None:
    heard: list[str] = []
    assert len(load_problem_set("4v2c", notify=heard.append)) == 63
    assert heard == []
    assert not cache_dir().exists()


@pytest.fixture
def display(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """Set the display type the task sees (an earlier eval in this process set its own)."""

    def use(kind: str) -> None:
        monkeypatch.setattr(kcoloring_task, "display_type", lambda: kind)

    return use


def test_the_task_says_so_on_stderr_the_first_time(
    capsys: pytest.CaptureFixture[str], display: Callable[[str], None]
) -> None:
    display("full")
    kcoloring(problem_set=SMALL, frame="math", problem_seed=5)
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2
    assert err[0].startswith(f"kcoloring: building the generated set {SMALL} (problem_seed 5)")
    assert err[1].startswith(f"kcoloring: built {SMALL} in ")
    kcoloring(problem_set=SMALL, frame="math", problem_seed=5)
    assert capsys.readouterr().err == ""


def test_display_none_keeps_it_quiet(
    capsys: pytest.CaptureFixture[str], display: Callable[[str], None]
) -> None:
    display("none")
    kcoloring(problem_set=SMALL, frame="math", problem_seed=5)
    assert capsys.readouterr().err == ""
