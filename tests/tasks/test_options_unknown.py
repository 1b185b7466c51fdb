"""A ``-T`` option a task does not have stops it at once, naming the closest valid option.

Inspect itself only warns about such an option and runs the task without it, so a typo
(``problem_sets``) would run the whole default set.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from inspect_ai import Task

from ramsey_inspect._inspect_compat import PrerequisiteError, parse_cli_args
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring

ROOT = Path(__file__).resolve().parent.parent.parent
TYPOS = [
    (kcoloring, "problem_sets=6v3c", "-T problem_sets: kcoloring has no such option; did you mean problem_set?"),
    (kcoloring, "frames=math", "-T frames: kcoloring has no such option; did you mean frame?"),
    (gadgets, "pair=P3:K3", "-T pair: gadgets has no such option; did you mean pairs?"),
    (gadgets, "tool_caps=3", "-T tool_caps: gadgets has no such option; did you mean tool_cap?"),
    (gtbench, "groups=1", "-T groups: gtbench has no such option; did you mean group?"),
    (gtbench, "judge_attempt=2", "-T judge_attempt: gtbench has no such option; did you mean judge_attempts?"),
]  # fmt: skip


@pytest.mark.parametrize(("task", "arg", "line"), TYPOS)
def test_a_misspelled_option_is_refused_with_the_closest_one(
    task: Callable[..., Task], arg: str, line: str
) -> None:
    with pytest.raises(PrerequisiteError) as err:
        task(**parse_cli_args([arg]))
    assert str(err.value) == line


def test_an_option_nothing_like_any_is_passed_over_with_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """An eval set hands every task all its -T options: another benchmark's must not stop ours."""
    with caplog.at_level("WARNING"):
        task = kcoloring(problem_set="4v2c", zzz=1, pairs="P3:K3")  # pairs: gadgets' option
    assert len(task.dataset) > 0
    assert (
        "-T zzz: kcoloring has no such option and runs without it (its options are "
        "problem_set, frame, selection, problem_seed, data_dir, profile, relabel, metrics)"
    ) in caplog.text


@pytest.mark.parametrize("task", [kcoloring, gtbench])
def test_the_old_seed_option_points_to_problem_seed(task: Callable[..., Task]) -> None:
    """``-T seed`` was the problem seed, a name Inspect's ``--seed`` (the model's) also has."""
    with pytest.raises(PrerequisiteError) as err:
        task(**parse_cli_args(["seed=7"]))
    name = task.__name__
    assert str(err.value) == (
        f"-T seed: {name} calls this option problem_seed now (-T problem_seed=...); "
        "Inspect's --seed is another thing, the model's sampling seed"
    )


@pytest.mark.slow
@pytest.mark.parametrize("task", ["kcoloring", "gadgets", "gtbench"])
def test_inspect_eval_stops_with_one_line_and_exit_1(task: str, tmp_path: Path) -> None:
    arg, line = {
        "kcoloring": (TYPOS[0][1], TYPOS[0][2]),
        "gadgets": (TYPOS[2][1], TYPOS[2][2]),
        "gtbench": (TYPOS[4][1], TYPOS[4][2]),
    }[task]
    result = subprocess.run(
        [sys.executable, "-m", "inspect_ai", "eval", f"ramsey_inspect/{task}", "-T", arg,
         "--model", "ramsey_inspect/exact", "--log-dir", str(tmp_path)],
        cwd=ROOT, env={**os.environ, "COLUMNS": "1000"}, capture_output=True, text=True,
        stdin=subprocess.DEVNULL, timeout=300, check=False,
    )  # fmt: skip
    assert result.returncode == 1
    printed = [text for text in (result.stdout + result.stderr).splitlines() if text.strip()]
    assert printed == [line]
    assert not list(tmp_path.glob("*.eval"))
