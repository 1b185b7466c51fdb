"""The names other code reads from logs match what the tasks and scorers register."""

from __future__ import annotations

import importlib
import inspect

import pytest
from inspect_ai.util import registry_info

from ramsey_inspect import names
from ramsey_inspect.scorers import (
    coloring_checker,
    gadget_verifier,
    gtbench_scorer,
    ramsey_checker,
)
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring, ramsey_bounds

gadgets_module = importlib.import_module("ramsey_inspect.tasks.gadgets")
gtbench_module = importlib.import_module("ramsey_inspect.tasks.gtbench")
kcoloring_module = importlib.import_module("ramsey_inspect.tasks.kcoloring")

TASK_FUNCTIONS = {
    names.GADGETS: gadgets,
    names.GTBENCH: gtbench,
    names.KCOLORING: kcoloring,
    names.RAMSEY_BOUNDS: ramsey_bounds,
}
SCORER_FUNCTIONS = {
    names.KCOLORING: coloring_checker,
    names.GADGETS: gadget_verifier,
    names.GTBENCH: gtbench_scorer,
    names.RAMSEY_BOUNDS: ramsey_checker,
}


@pytest.mark.parametrize("task", names.TASKS)
def test_each_task_scores_under_the_scorer_name_the_report_reads(task: str) -> None:
    """A renamed scorer would leave the report with no scores; this fails first."""
    registered = registry_info(SCORER_FUNCTIONS[task]).name
    assert registered.split("/")[-1] == names.SCORERS[task]
    assert registry_info(TASK_FUNCTIONS[task]).name.split("/")[-1] == task


@pytest.mark.parametrize("task", names.TASKS)
def test_configuration_options_are_task_parameters(task: str) -> None:
    parameters = inspect.signature(TASK_FUNCTIONS[task]).parameters
    for arg in names.CONFIGURATION_ARGS[task]:
        assert arg in parameters, f"{task} has no -T {arg}"
    main = names.MAIN_ARG.get(task)
    assert main is None or main in names.CONFIGURATION_ARGS[task]


def test_settings_match_the_tasks() -> None:
    assert names.GADGET_SETTINGS == gadgets_module.SETTINGS
    assert names.DEFAULT_GADGET_SETTING == gadgets_module.DEFAULT_SETTING
    assert names.GTBENCH_PROMPTINGS == gtbench_module.PROMPTINGS
    assert names.GTBENCH_GROUPS == gtbench_module.GROUPS
    assert names.GTBENCH_VARIANTS == gtbench_module.VARIANTS
    assert names.KCOLORING_SELECTIONS == kcoloring_module.SELECTIONS
    defaults = inspect.signature(gtbench).parameters
    assert defaults["prompting"].default == names.DEFAULT_GTBENCH_PROMPTING


@pytest.mark.parametrize(
    ("task", "args"),
    [
        (names.GADGETS, {"pairs": "P3:K3", "types": "red_determiner"}),
        (names.KCOLORING, {"problem_set": "4v2c", "frame": "math"}),
        (names.GTBENCH, {"group": "1"}),
    ],
)
def test_every_sample_carries_the_metadata_the_report_reads(
    task: str, args: dict[str, str]
) -> None:
    from ramsey_inspect.reports.results import SAMPLE_META

    dataset = TASK_FUNCTIONS[task](**args).dataset
    assert len(dataset) > 0
    for sample in dataset:
        missing = [key for key in SAMPLE_META[task] if key not in (sample.metadata or {})]
        assert not missing, f"{task} sample {sample.id} lacks {missing}"
