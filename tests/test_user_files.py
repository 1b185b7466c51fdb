"""Files a user names: regular files only, under a cap, nested boundedly, inside their folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from bounded import python_within, within
from ramsey_inspect.user_files import (
    UserFileError,
    inside,
    json_depth,
    read_bytes,
    read_json,
    read_tail,
    read_text,
)

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


@needs_fifo
@pytest.mark.parametrize(
    "read",
    [
        lambda p: read_bytes(p, "dataset", 1 << 20),
        lambda p: read_text(p, "dataset", 1 << 20),
        lambda p: read_json(p, "dataset", 1 << 20),
        lambda p: read_tail(p, "dataset", 1 << 20),
    ],
)
def test_a_fifo_is_refused_at_once(fifo: Path, read: object) -> None:
    with pytest.raises(UserFileError) as err:
        within(lambda: read(fifo), fifo=fifo)  # type: ignore[operator]
    assert str(err.value) == f"dataset: {fifo} is a FIFO (named pipe), not a regular file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_without_reading() -> None:
    """In a child with 3 GiB of address space: a read without end would die of it."""
    code = (
        "from ramsey_inspect.user_files import read_text\n"
        "try:\n"
        "    read_text('/dev/zero', '-M script', 16 << 20)\n"
        "except ValueError as err:\n"
        "    print(err)\n"
    )
    result = python_within(code, seconds=60)
    assert result.stdout.strip() == "-M script: /dev/zero is a device, not a regular file"


def test_a_folder_is_named_as_one(tmp_path: Path) -> None:
    with pytest.raises(UserFileError, match=r"^data_dir: .* is a folder, not a file$"):
        read_text(tmp_path, "data_dir", 100)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(UserFileError, match=r"^dataset: .*absent\.json: no such file$"):
        read_json(tmp_path / "absent.json", "dataset", 100)


def test_the_cap_is_checked_by_size_and_named(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 1025)
    with pytest.raises(UserFileError) as err:
        read_bytes(path, "dataset", 1024)
    assert str(err.value) == f"dataset: {path} is 1,025 bytes, over the 1 KiB this option reads"
    path.write_bytes(b" " * 1024)
    assert len(read_bytes(path, "dataset", 1024)) == 1024


def test_non_utf8_names_the_option_the_file_and_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "1.txt"
    path.write_bytes(b"0,1\xff\nTrue\n")
    with pytest.raises(UserFileError) as err:
        read_text(path, "data_dir", 100)
    assert (
        str(err.value) == f"data_dir: {path} is not UTF-8 text (byte 3 is 0xff); save it as UTF-8"
    )


def test_deep_json_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    with pytest.raises(
        UserFileError, match=r"nests arrays or objects 200000 deep, more than the 64"
    ):
        read_json(path, "dataset", 1 << 20)
    path.write_text('[{"a": "[[[[[[[["}]', encoding="utf-8")
    assert read_json(path, "dataset", 1 << 20, max_depth=2) == [{"a": "[[[[[[[["}]


def test_json_depth_skips_strings_with_escapes() -> None:
    assert json_depth(r'["\"[[[", {"k": [1]}]') == 3


def test_a_long_file_keeps_its_tail(tmp_path: Path) -> None:
    path = tmp_path / "reply.txt"
    path.write_bytes(b"x" * 100 + b"END")
    assert read_tail(path, "-M responses", 3) == (b"END", 103)


class TestInside:
    """Links out of a named folder are refused, links within it are fine."""

    @pytest.fixture
    def folder(self, tmp_path: Path) -> Path:
        (tmp_path / "secret.txt").write_text("password", encoding="utf-8")
        folder = tmp_path / "replies"
        (folder / "set").mkdir(parents=True)
        (folder / "set" / "real.txt").write_text("a reply", encoding="utf-8")
        return folder

    def test_an_absolute_link_out(self, folder: Path) -> None:
        link = folder / "set" / "1.txt"
        link.symlink_to(folder.parent / "secret.txt")
        with pytest.raises(UserFileError) as err:
            inside(link, folder, "-M responses")
        assert str(err.value) == (
            f"-M responses: {link} links to {(folder.parent / 'secret.txt').resolve()}, "
            f"outside the folder {folder}; only files inside it are read"
        )

    def test_a_relative_link_climbing_out(self, folder: Path) -> None:
        link = folder / "set" / "2.txt"
        link.symlink_to(Path("..") / ".." / "secret.txt")
        with pytest.raises(UserFileError, match="outside the folder"):
            inside(link, folder, "-M responses")

    def test_a_linked_folder_out(self, folder: Path) -> None:
        (folder / "6v3c").symlink_to(folder.parent)
        with pytest.raises(UserFileError, match="outside the folder"):
            inside(folder / "6v3c", folder, "data_dir")
        with pytest.raises(UserFileError, match="outside the folder"):
            inside(folder / "6v3c" / "secret.txt", folder, "data_dir")

    def test_links_within_are_fine_and_the_folder_may_be_a_link(self, folder: Path) -> None:
        link = folder / "set" / "3.txt"
        link.symlink_to("real.txt")
        assert inside(link, folder, "x") == link
        alias = folder.parent / "alias"
        alias.symlink_to(folder)
        assert inside(alias / "set" / "3.txt", alias, "x") == alias / "set" / "3.txt"

    @pytest.mark.skipif(sys.platform == "win32", reason="POSIX links")
    def test_a_link_loop(self, folder: Path) -> None:
        loop = folder / "loop.txt"
        loop.symlink_to("loop.txt")
        with pytest.raises(UserFileError):
            read_text(inside(loop, folder, "x"), "x", 10)
