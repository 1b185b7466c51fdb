"""Shipped k-coloring files: rebuilt byte for byte, read back intact, originals loaded."""

import subprocess
import sys
from pathlib import Path

import pytest

from ramsey_inspect.core.coloring import is_proper_coloring
from ramsey_inspect.core.problem_sets import PAPER_SETS, SHIPPED_SETS, build_problem_set
from ramsey_inspect.datasets.kcoloring import (
    DATA_DIR,
    dumps_problem_set,
    load_original,
    load_problem_set,
    main,
)


@pytest.mark.slow
def test_build_check_reproduces_every_shipped_file(capsys: pytest.CaptureFixture[str]) -> None:
    """`build --check` regenerates all five sets and finds them identical to the package data."""
    assert main(["build", "--check"]) == 0
    out = capsys.readouterr().out
    assert out.count("identical") == len(SHIPPED_SETS)


@pytest.mark.slow
def test_build_writes_the_same_bytes(tmp_path: Path) -> None:
    assert main(["build", "--sets", "4v2c", "6v3c", "--out", str(tmp_path)]) == 0
    for name in ("4v2c", "6v3c"):
        assert (tmp_path / f"{name}.jsonl").read_bytes() == (
            DATA_DIR / f"{name}.jsonl"
        ).read_bytes()


def test_a_failed_write_leaves_no_truncated_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A full disk mid-write: one line, exit 1, and the old file (or none) under the name."""
    (tmp_path / "4v2c.jsonl").write_text("old\n", encoding="utf-8")
    real = Path.write_text

    def full(self: Path, data: str, *args: object, **kwargs: object) -> int:
        real(self, data[: len(data) // 2], encoding="utf-8")  # half written, then the disk fills
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", full)
    assert main(["build", "--sets", "4v2c", "--out", str(tmp_path)]) == 1
    monkeypatch.undo()
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"ramsey-inspect kcoloring: cannot write {tmp_path / '4v2c.jsonl'}: No space left on "
        "device; the file there is unchanged"
    ]
    assert (tmp_path / "4v2c.jsonl").read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["4v2c.jsonl"]


def test_check_detects_a_changed_file(tmp_path: Path) -> None:
    (tmp_path / "4v2c.jsonl").write_text(dumps_problem_set(build_problem_set("4v2c")[:-1]))
    assert main(["build", "--sets", "4v2c", "--out", str(tmp_path), "--check"]) == 1


def test_console_script_builds(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ramsey_inspect.cli", "kcoloring", "build", "--sets", "4v2c",
         "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "4v2c: 63 problems" in result.stdout


@pytest.mark.parametrize("name", list(PAPER_SETS))
def test_witnesses_are_proper(name: str) -> None:
    for problem, witness in load_problem_set(name):
        if problem.colorable:
            assert witness is not None
            assert len(witness) == problem.n
            assert max(witness) < problem.k
            assert is_proper_coloring(problem.edges, witness)
        else:
            assert witness is None


@pytest.mark.slow
def test_generated_sets_depend_on_seed() -> None:
    first = [p.edges for p, _ in load_problem_set("6v2c", seed=1)]
    assert first == [p.edges for p, _ in load_problem_set("6v2c", seed=1)]
    assert first != [p.edges for p, _ in load_problem_set("6v2c", seed=2)]


class TestOriginalFiles:
    def write(self, root: Path, name: str, files: dict[int, str]) -> Path:
        folder = root / name
        folder.mkdir(parents=True)
        for pid, text in files.items():
            (folder / f"{pid}.txt").write_text(text)
        return root

    def test_loads_with_ids_from_file_names(self, tmp_path: Path) -> None:
        root = self.write(tmp_path, "4v2c", {7: "0,1|1,2\nTrue\n", 12: "0,1|1,2|0,2\nFalse\n"})
        loaded = load_original(root, "4v2c")
        assert [p.id for p, _ in loaded] == [7, 12]
        assert [p.problem_type for p, _ in loaded] == ["colorable_high", "c_uncolorable"]

    def test_wrong_flag_names_the_file(self, tmp_path: Path) -> None:
        root = self.write(tmp_path, "4v2c", {3: "0,1|1,2|0,2\nTrue\n"})
        with pytest.raises(ValueError, match=r"3\.txt"):
            load_original(root, "4v2c")

    @pytest.mark.parametrize(
        "text", ["0,1|1,9\nTrue\n", "0,1,2\nTrue\n", "zero,one\nTrue\n", "0,1\nmaybe\n", "0,1\n"]
    )
    def test_malformed_files(self, tmp_path: Path, text: str) -> None:
        root = self.write(tmp_path, "4v2c", {1: text})
        with pytest.raises(ValueError, match=r"1\.txt"):
            load_original(root, "4v2c")

    def test_missing_folder(self, tmp_path: Path) -> None:
        with pytest.raises(ValueError, match="data_dir"):
            load_original(tmp_path, "6v3c")
