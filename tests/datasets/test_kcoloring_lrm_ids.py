"""The shipped reasoning-model ids of 5v2c: the study's list, whole, and a valid subset."""

import hashlib
import tomllib
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path

import pytest

from ramsey_inspect.core.problem_sets import LRM_EDGE_RANGES, LRM_LISTED
from ramsey_inspect.datasets.kcoloring import DATA_DIR, LRM_IDS_FILES, load_problem_set, lrm_ids
from ramsey_inspect.tasks.kcoloring import kcoloring

STUDY_IDS_SHA256 = "2d9ccbfeba7f79b99d68c669ee0133807e971fcfcf43048ea55ddaeb3d0b25df"
"""SHA-256 of the study's 396 ids, one per line in its order (ascending), newline-ended."""
EDGE_COUNTS = {3: 60, 4: 105, 5: 126, 6: 105}
"""Listed problems per edge count: half of 5v2c's 120, 210, 252 and 210 graphs."""


@pytest.fixture(scope="module")
def listed() -> frozenset[int]:
    ids = lrm_ids("5v2c")
    assert ids is not None
    return ids


def test_only_5v2c_has_a_list() -> None:
    assert set(LRM_IDS_FILES) == set(LRM_LISTED) == {"5v2c"}
    assert all(lrm_ids(name) is None for name in LRM_EDGE_RANGES if name != "5v2c")


def test_the_ids_are_the_studys(listed: frozenset[int]) -> None:
    text = "".join(f"{i}\n" for i in sorted(listed))
    assert len(listed) == 396
    assert hashlib.sha256(text.encode()).hexdigest() == STUDY_IDS_SHA256
    assert min(listed) == 56
    assert max(listed) == 847


def test_the_file_lists_each_id_once_in_order() -> None:
    lines = LRM_IDS_FILES["5v2c"].read_text(encoding="utf-8").splitlines()
    ids = [int(line) for line in lines if line and not line.startswith("#")]
    assert ids == sorted(set(ids))


def test_every_id_is_a_5v2c_problem_with_3_to_6_edges(listed: frozenset[int]) -> None:
    problems = {p.id: p for p, _ in load_problem_set("5v2c")}
    assert listed <= set(problems)
    edges = Counter(problems[i].edge_count for i in listed)
    assert edges == EDGE_COUNTS
    every = Counter(p.edge_count for p in problems.values())
    assert all(2 * count == every[e] for e, count in edges.items())


@pytest.mark.parametrize("frame", ["math", "friends"])
def test_the_task_selects_exactly_the_listed_problems(listed: frozenset[int], frame: str) -> None:
    task = kcoloring(problem_set="5v2c", frame=frame, selection="lrm")
    got = [s.metadata["problem_id"] for s in task.dataset if s.metadata is not None]
    assert sorted(got) == sorted(listed)


def test_a_malformed_line_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "ids.txt"
    bad.write_text("# ids\n56\nfifty\n", encoding="utf-8")
    monkeypatch.setitem(LRM_IDS_FILES, "5v2c", bad)
    with pytest.raises(ValueError, match=r"ids.txt:3: 'fifty'"):
        lrm_ids("5v2c")


def test_every_shipped_data_file_is_package_data() -> None:
    root = DATA_DIR.parent.parent
    config = tomllib.loads((root.parent.parent / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["ramsey_inspect"]
    shipped = [p.relative_to(root).as_posix() for p in (root / "data").rglob("*") if p.is_file()]
    assert "data/kcoloring/lrm_5v2c_ids.txt" in shipped
    assert [p for p in shipped if not any(fnmatch(p, g) for g in globs)] == []
