"""The task on the sequel's sets: ``selection=sequel``, its refusals, and its prompts."""

import pytest
from inspect_ai._util.error import PrerequisiteError

from ramsey_inspect.datasets.kcoloring import sequel_ids
from ramsey_inspect.tasks.kcoloring import kcoloring


def _ids(**args: str) -> list[int]:
    task = kcoloring(**args)  # type: ignore[arg-type]
    return [s.metadata["problem_id"] for s in task.dataset if s.metadata]


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("4v2c", 63),
        ("8v4c", 500),
        ("8v4c_adv", 400),
        ("8v4c_hec_col", 400),
        ("12v6c", 500),
        ("8v4c_gs_test", 711),
    ],
)
def test_selection_sequel_sizes(name: str, count: int) -> None:
    assert len(_ids(problem_set=name, frame="math", selection="sequel")) == count


@pytest.mark.parametrize("name", ["8v4c", "8v4c_gs_test"])
def test_selection_sequel_is_the_listed_ids(name: str) -> None:
    assert set(_ids(problem_set=name, frame="math", selection="sequel")) == sequel_ids(name)


def test_the_sequel_grid_in_one_task() -> None:
    task = kcoloring(problem_set="4v2c,8v4c_adv", frame="math,friends", selection="sequel")
    assert len(task.dataset) == 2 * (63 + 400)
    assert task.dataset[0].id == "4v2c-math-1"


@pytest.mark.parametrize(
    ("args", "detail"),
    [
        ({"problem_set": "6v3c", "selection": "sequel"}, "not 6v3c"),
        ({"problem_set": "8v4c,9v4c", "selection": "sequel"}, "not 9v4c"),
        ({"problem_set": "12v6c", "problem_seed": 6}, "problem_seed: applies only to generated"),
        ({"problem_set": "8v4c_adv", "selection": "lrm"}, "not 8v4c_adv"),
        (
            {"selection": "sequel"},
            r"not 5v2c, 6v3c, 7v3c \(problem_set is the default 'all', the study's five sets\); "
            r"name them, e\.g\. -T problem_set=4v2c,8v4c,8v4c_adv,8v4c_hec_col,12v6c,8v4c_gs_test",
        ),
    ],
)
def test_refusals(args: dict[str, object], detail: str) -> None:
    with pytest.raises(PrerequisiteError, match=detail):
        kcoloring(**args)  # type: ignore[arg-type]


def test_12v6c_friends_names_kathy_and_larry_as_the_sequel() -> None:
    task = kcoloring(problem_set="12v6c", frame="friends")
    sample = task.dataset[0]
    text = str(sample.input)
    assert "Kathy" in text
    assert "Larry" in text
    assert "Kevin" not in text
    assert "an orange shirt, or a purple shirt" in text  # six colors, Red to Purple


@pytest.mark.parametrize("frame", ["math", "math_demanding", "cities", "friends"])
def test_every_frame_builds_on_every_sequel_set(frame: str) -> None:
    for name in ("8v4c_adv", "8v4c_hec_col", "12v6c", "8v4c_gs_test"):
        task = kcoloring(problem_set=name, frame=frame, selection="sequel")
        first = task.dataset[0]
        assert first.id == f"{name}-{frame}-{first.metadata['problem_id']}"  # type: ignore[index]
