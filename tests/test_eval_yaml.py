"""eval.yaml, the register's entry, cannot drift from the tasks: versions and sample counts."""

from __future__ import annotations

from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
import yaml

from ramsey_inspect import names
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring

EVAL_YAML = Path(__file__).resolve().parents[1] / "src" / "ramsey_inspect" / "eval.yaml"
TASKS = {names.KCOLORING: kcoloring, names.GADGETS: gadgets, names.GTBENCH: gtbench}


@pytest.fixture(scope="module")
def entry() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(EVAL_YAML.read_text(encoding="utf-8"))
    return data


def test_the_register_fields_are_there(entry: dict[str, Any]) -> None:
    for key in ("title", "description", "group", "contributors", "version", "tasks"):
        assert entry.get(key), key
    assert entry["version"] == version("ramsey-inspect")
    assert set(entry["metadata"]["papers"]) == set(names.TASKS)


def test_one_entry_per_task(entry: dict[str, Any]) -> None:
    assert [t["name"] for t in entry["tasks"]] == list(names.TASKS)


@pytest.mark.parametrize("name", names.TASKS)
def test_version_and_sample_count_match_the_task(entry: dict[str, Any], name: str) -> None:
    [listed] = [t for t in entry["tasks"] if t["name"] == name]
    task = TASKS[name]()  # the defaults: what `inspect eval ramsey_inspect/<name>` runs
    assert listed["version"] == task.version
    assert listed["dataset_samples"] == len(task.dataset)
