"""Bad model names and ``-M`` values end in one line and exit status 1, as ``-T`` errors do.

Inspect's command line prints a ``PrerequisiteError`` raised while it resolves models as
its message alone; any other error as a traceback of some 200 lines.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.model import get_model

from bounded import within
from ramsey_inspect._inspect_compat import PrerequisiteError
from ramsey_inspect.providers.baselines import ModelArgError
from ramsey_inspect.providers.replay import Replay
from ramsey_inspect.tasks.kcoloring import kcoloring

MISSING = "nowhere.json"


def cases(folder: Path) -> list[tuple[str, dict[str, object], str]]:
    """(model, -M arguments, what the one line says) for every kind of bad argument."""
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "deep.json").write_text("[" * 10_000 + "]" * 10_000, encoding="utf-8")
    (folder / "a-file.txt").write_text("x", encoding="utf-8")
    (folder / "a-folder").mkdir(exist_ok=True)
    out = [
        ("ramsey_inspect/gready", {}, "did you mean ramsey_inspect/greedy?"),
        ("ramsey_inspect/scripted", {}, "ramsey_inspect/scripted needs -M script=<file.json>"),
        ("ramsey_inspect/scripted", {"script": str(folder / MISSING)}, "no such file"),
        ("ramsey_inspect/scripted", {"script": str(folder / "broken.json")}, "not valid JSON"),
        ("ramsey_inspect/scripted", {"script": str(folder / "deep.json")}, "10000 deep"),
        ("ramsey_inspect/scripted", {"script": str(folder / "a-folder")}, "is a folder"),
        ("ramsey_inspect/replay", {}, "needs -M responses=DIR"),
        ("ramsey_inspect/replay", {"responses": str(folder / "gone")}, "is not a folder"),
        ("ramsey_inspect/replay", {"responses": str(folder / "a-file.txt")}, "is not a folder"),
        ("ramsey_inspect/replay", {"responses": str(folder / "a-folder")}, "holds no <set>/"),
        ("ramsey_inspect/exact", {"dataset": str(folder / "a-folder")}, "-M dataset: "),
        # YAML reads -M dataset={a: 1} as a mapping: it was a TypeError traceback.
        ("ramsey_inspect/exact", {"dataset": {"a": 1}}, "-M dataset: {'a': 1}: no such file"),
        ("ramsey_inspect/greedy", {"seed": "abc"}, "-M seed: must be a whole number"),
        ("ramsey_inspect/exact", {"search_seconds": "-1"}, "-M search_seconds: "),
        # A -M argument the model does not read would otherwise be ignored without a word.
        (
            "ramsey_inspect/greedy",
            {"seeed": "3"},
            "-M seeed: ramsey_inspect/greedy has no such argument (did you mean -M seed?); "
            "it takes -M seed",
        ),
        (
            "ramsey_inspect/exact",
            {"seed": "3"},
            "-M seed: ramsey_inspect/exact has no such argument; it takes -M dataset, "
            "-M search_seconds",
        ),
        ("ramsey_inspect/scripted", {"scrip": "replies.json"}, "(did you mean -M script?)"),
        (
            "ramsey_inspect/replay/o1-mini",
            {"response": "DIR"},
            "-M response: ramsey_inspect/replay has no such argument (did you mean -M responses?)",
        ),
    ]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        out.append(("ramsey_inspect/scripted", {"script": str(folder / "pipe.json")}, "FIFO"))
    # /dev/zero as a script is checked in a memory-limited child (test_scripted.py): here a
    # regression would read it into this process.
    return out


def _made_ready(model: str, args: dict[str, str]) -> None:
    get_model(model, memoize=False, **args).api.check_ready()  # type: ignore[attr-defined]


def test_every_bad_argument_is_a_prerequisite_error_naming_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    for model, args, says in cases(tmp_path):
        with pytest.raises(PrerequisiteError) as err:  # a FIFO opened by mistake would block
            # A file the model replies from is read when it is made; its error is raised by
            # check_ready() (what a task's require_model calls) or at the first reply.
            within(lambda: _made_ready(model, args), fifo=fifo)  # noqa: B023
        assert isinstance(err.value, ModelArgError)
        assert isinstance(err.value, ValueError)
        line = str(err.value)
        assert says in line, (model, args, line)
        assert "\n" not in line


CLI_CASES = ("gready", MISSING, "pipe.json", "a-file.txt", "a-folder", "seeed")
"""The cases run through ``inspect eval`` too (each start costs seconds of imports)."""


@pytest.mark.slow
def test_the_command_line_prints_one_line_and_exits_1(tmp_path: Path) -> None:
    """A typo of a baseline, and a missing, special or wrong-kind file, through the CLI."""
    env = {**os.environ, "COLUMNS": "400"}  # rich would wrap a long line at 80 columns
    chosen = [
        case
        for case in cases(tmp_path)
        if any(word in f"{case[0]} {case[1]}" for word in CLI_CASES)
    ]
    assert len(chosen) >= 5
    for model, args, says in chosen:
        margs = [a for k, v in args.items() for a in ("-M", f"{k}={v}")]
        command = [sys.executable, "-m", "inspect_ai", "eval", "ramsey_inspect/kcoloring"]
        command += ["-T", "problem_set=4v2c", "--limit", "1", "--model", model, *margs]
        command += ["--log-dir", str(tmp_path / "logs")]
        result = subprocess.run(
            command,
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        output = result.stdout + result.stderr
        lines = [line for line in output.splitlines() if line.strip()]
        assert result.returncode == 1, (model, args, output[-2000:])
        assert len(lines) == 1, (model, args, output[-2000:])
        assert says in lines[0]


# -------------------------------------------- a replay folder that answers none of the task


def responses(root: Path) -> Path:
    """A model folder holding one recorded response: 4v2c, math, problem 1, epoch 1."""
    path = root / "4v2c" / "math" / "repeat0" / "1.txt"
    path.parent.mkdir(parents=True)
    path.write_text("0 Red\n1 Blue\n2 Red\n3 Blue", encoding="utf-8")
    return root


def refused(tmp_path: Path, task: str = "kcoloring", **task_args: Any) -> str:
    """The one line ``eval`` stops with before any sample (and that no log was written)."""
    logs = tmp_path / "logs"
    with pytest.raises(ModelArgError) as err:
        eval(
            f"ramsey_inspect/{task}",
            task_args=task_args,
            model="ramsey_inspect/replay",
            model_args={"responses": str(responses(tmp_path / "r"))},
            limit=1,
            log_dir=str(logs),
            display="none",
        )
    assert not logs.exists() or not list(logs.iterdir())
    line = str(err.value)
    assert "\n" not in line
    return line


def test_a_replay_folder_for_other_samples_stops_the_task_at_once(tmp_path: Path) -> None:
    """It was a traceback at the first sample and exit status 0 (issue 31)."""
    line = refused(tmp_path, problem_set="6v3c", frame="math,friends")
    count = len(kcoloring(problem_set="6v3c", frame="math,friends").dataset)
    assert f"has a response for none of the task's {count} samples" in line
    assert str(Path("6v3c", "math", "repeat0", "1.txt")) in line
    assert line.endswith("it holds 4v2c/math")


def test_a_relabelled_replay_stops_the_task_at_once(tmp_path: Path) -> None:
    line = refused(tmp_path, problem_set="4v2c", frame="math", relabel=3)
    assert line.startswith("-T relabel: ramsey_inspect/replay cannot answer relabelled samples")


def test_a_folder_covering_part_of_the_task_is_let_through(tmp_path: Path) -> None:
    """Partial folders are documented use: the missing ones are sample errors."""
    replay = Replay(responses(tmp_path))
    assert replay.uncovered([("4v2c", "cities", "1"), ("4v2c", "math", "1")]) is None
    assert replay.uncovered([]) is None
    why = replay.uncovered([("4v2c", "cities", "1"), ("4v2c", "math", "2")])
    assert why is not None
    assert "none of the task's 2 samples" in why


@pytest.mark.parametrize("task", ["gadgets", "gtbench"])
def test_a_replay_of_a_task_without_k_coloring_samples_stops_at_once(
    task: str, tmp_path: Path
) -> None:
    """Every sample was an error, found at the first one: a traceback and exit 0."""
    line = refused(tmp_path, task)
    assert line == (
        "--model: ramsey_inspect/replay replays recorded k-coloring responses; "
        f"{task} has no k-coloring samples (use it with ramsey_inspect/kcoloring)"
    )
