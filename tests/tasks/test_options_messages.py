"""Option errors in plain words: an empty value is called empty, and the reason is the real one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import Task, eval

from ramsey_inspect._inspect_compat import PrerequisiteError, parse_cli_args
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring

OPTIONS: dict[Callable[..., Task], tuple[str, ...]] = {
    kcoloring: ("problem_set", "frame", "selection", "profile"),
    gadgets: ("setting", "tier", "types", "pairs", "tool_cap", "profile", "search_seconds"),
    gtbench: ("prompting", "group", "variant", "problem_seed", "count", "judge_check", "profile"),
}
"""Every option without a default of None (for those, ``-T x=`` means not given)."""


@pytest.mark.parametrize(
    ("task", "option", "form"),
    [(t, o, f) for t, names in OPTIONS.items() for o in names for f in ("{}=", "{}=''")],
)
def test_an_empty_value_is_called_empty(task: Callable[..., Task], option: str, form: str) -> None:
    args: dict[str, Any] = parse_cli_args([form.format(option)])
    with pytest.raises(PrerequisiteError) as err:
        task(**args)
    line = str(err.value)
    assert line.startswith(f"{option}: ")
    assert "empty" in line
    assert "None" not in line


def test_tier_easy_with_hard_types_says_what_tier_easy_holds() -> None:
    with pytest.raises(PrerequisiteError) as err:
        gadgets(**parse_cli_args(["tier=easy", "types=clause"]))
    assert str(err.value) == (
        "types: tier easy holds only determiners, so types=clause leaves no problem; "
        "choose types of tier easy or -T tier=all"
    )


def test_tier_hard_with_determiners_too() -> None:
    with pytest.raises(PrerequisiteError, match=r"^types: tier hard holds no determiners"):
        gadgets(tier="hard", types="red_determiner,blue_determiner")


def test_hardness_gadgets_for_a_polynomial_pair_keep_their_reason() -> None:
    with pytest.raises(PrerequisiteError, match="need a star F"):
        gadgets(pairs="P3:K3", types="clause")


def test_the_seed_message_is_a_whole_sentence() -> None:
    with pytest.raises(PrerequisiteError) as err:
        kcoloring(problem_set="6v3c", problem_seed=3)
    assert str(err.value) == (
        "problem_seed: applies only to generated sets; the paper sets were drawn with their "
        "authors' own seeds, so leave problem_seed out for them"
    )


@pytest.mark.parametrize("name", ["kcoloring", "gadgets", "gtbench"])
def test_no_model_is_refused_at_creation_in_one_line(name: str, tmp_path: Path) -> None:
    """Without --model Inspect runs on none/none; the task refuses it before any sample."""
    with pytest.raises(PrerequisiteError) as err:
        eval(f"ramsey_inspect/{name}", model="none", limit=1, log_dir=str(tmp_path), display="none")
    line = str(err.value)
    assert line.startswith(f"--model: {name} needs a model and none was given")
    assert "\n" not in line
    assert not list(tmp_path.iterdir())  # no log written


def test_a_task_built_outside_an_eval_is_not_checked() -> None:
    """A Task object made before eval() sees no model: it is built as usual."""
    assert isinstance(kcoloring(problem_set="4v2c", frame="math"), Task)
