"""Reading files a user names: regular files only, under a size cap, inside their folder.

Every file the package reads from a user (a GTBench dataset, a scripted model's script, a
study's problem files and recorded replies, grading sheets and their key) comes through
here. A FIFO would block ``open`` until some writer came, ``/dev/zero`` never ends and a
folder fails deep inside a parser, so anything but a regular file is refused before it is
opened, and what is read stops at a cap the message names. JSON is checked for nesting
depth before it is parsed, where Python's parser would otherwise end in a
``RecursionError``. Every error is a :class:`UserFileError`, one line that starts with the
option (``dataset:``, ``-M script:``) and names the file.

A folder the user names (``-M responses=DIR``, ``-T data_dir=``) is all that is read:
:func:`inside` refuses a path whose links resolve outside it, so a downloaded archive's
``1.txt -> /etc/passwd`` never lands in a log.
"""

from __future__ import annotations

import json
import os
import re
import stat
from os import PathLike
from pathlib import Path
from typing import Any

MAX_JSON_DEPTH = 64
"""Deepest nesting of arrays and objects read from a user's JSON file."""

_NONBLOCK = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class UserFileError(ValueError):
    """A user's file that cannot be read as asked; the message names the option and file."""


def size_text(count: int) -> str:
    """A byte count as people write it.

    >>> size_text(1 << 20), size_text(64 << 20), size_text(1500)
    ('1 MiB', '64 MiB', '1,500 bytes')
    """
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if count >= 1 << shift and count % (1 << shift) == 0:
            return f"{count >> shift} {unit}"
    return f"{count:,} bytes"


def read_bytes(path: str | PathLike[str], option: str, max_bytes: int) -> bytes:
    """The whole of a regular file of at most ``max_bytes``.

    Raises:
        UserFileError: no such file, not a regular file (a folder, FIFO, device), larger
            than ``max_bytes``, or unreadable; the message names ``option`` and the path.
    """
    target = Path(path)
    where = f"{option}: {target}"
    size = _regular_size(target, where)
    if size > max_bytes:
        raise UserFileError(
            f"{where} is {size_text(size)}, over the {size_text(max_bytes)} this option reads"
        )
    with _opened(target, where) as fd:
        data = _read_up_to(fd, max_bytes + 1, where)
    if len(data) > max_bytes:  # it grew after the check
        raise UserFileError(f"{where} is over the {size_text(max_bytes)} this option reads")
    return data


def read_tail(path: str | PathLike[str], option: str, keep: int) -> tuple[bytes, int]:
    """The last ``keep`` bytes of a regular file of any size, and the file's size.

    For model output, whose answer is at its end: a long reply is kept in part, not
    refused. Raises :class:`UserFileError` as :func:`read_bytes` does.
    """
    target = Path(path)
    where = f"{option}: {target}"
    _regular_size(target, where)
    with _opened(target, where) as fd:
        size = os.fstat(fd).st_size
        os.lseek(fd, max(size - keep, 0), os.SEEK_SET)
        return _read_up_to(fd, keep, where), size


def read_text(path: str | PathLike[str], option: str, max_bytes: int) -> str:
    """A regular file of at most ``max_bytes`` as UTF-8 text (a byte order mark is dropped).

    Raises:
        UserFileError: as :func:`read_bytes`, or the file is not UTF-8, with the byte at fault.
    """
    data = read_bytes(path, option, max_bytes)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise UserFileError(
            f"{option}: {Path(path)} is not UTF-8 text (byte {err.start} is "
            f"0x{data[err.start]:02x}); save it as UTF-8"
        ) from None


def read_json(
    path: str | PathLike[str], option: str, max_bytes: int, max_depth: int = MAX_JSON_DEPTH
) -> Any:
    """A JSON file read as :func:`read_text` does, nested at most ``max_depth`` deep.

    Raises:
        UserFileError: as :func:`read_text`, too deep, or not JSON.
    """
    text = read_text(path, option, max_bytes)
    depth = json_depth(text)
    if depth > max_depth:
        raise UserFileError(
            f"{option}: {Path(path)} nests arrays or objects {depth} deep, more than the "
            f"{max_depth} this option reads"
        )
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        raise UserFileError(f"{option}: {Path(path)} is not valid JSON: {err}") from None


def json_depth(text: str) -> int:
    """How deep arrays and objects nest in JSON text (brackets inside strings not counted).

    Works on malformed text too, so it can run before the parser.

    >>> json_depth('{"a": [[1], "]]]"]}'), json_depth("[" * 5), json_depth("3")
    (3, 5, 0)
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(depth - 1, 0)
    return deepest


def inside(path: str | PathLike[str], folder: str | PathLike[str], option: str) -> Path:
    """``path`` when it (following every link) lies inside ``folder`` (following its links).

    ``folder`` itself may be a link: the user named it. A path that is not there yet is
    checked as far as it resolves.

    Raises:
        UserFileError: ``path`` resolves outside ``folder``; the message names both.
    """
    target = Path(path)
    root = Path(folder).resolve()
    try:
        real = target.resolve()
    except (OSError, RuntimeError) as err:  # a link loop
        raise UserFileError(f"{option}: cannot follow the links of {target}: {err}") from None
    if not real.is_relative_to(root):
        raise UserFileError(
            f"{option}: {target} links to {real}, outside the folder {Path(folder)}; "
            "only files inside it are read"
        )
    return target


def _regular_size(path: Path, where: str) -> int:
    """The size of ``path``, a regular file (after links), or a one-line refusal."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise UserFileError(f"{where}: no such file") from None
    except OSError as err:
        raise UserFileError(f"{where}: cannot read it: {err.strerror or err}") from None
    if stat.S_ISDIR(info.st_mode):
        raise UserFileError(f"{where} is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(f"{where} is {_kind(info.st_mode)}, not a regular file")
    return info.st_size


class _opened:
    """An open descriptor of a regular file, checked again once open (no FIFO swap)."""

    def __init__(self, path: Path, where: str) -> None:
        self.path, self.where = path, where

    def __enter__(self) -> int:
        try:
            # Non-blocking, so a FIFO put in place after the check cannot hang the open.
            self.fd = os.open(self.path, os.O_RDONLY | _NONBLOCK)
        except OSError as err:
            raise UserFileError(f"{self.where}: cannot read it: {err.strerror or err}") from None
        mode = os.fstat(self.fd).st_mode
        if not stat.S_ISREG(mode):
            os.close(self.fd)
            raise UserFileError(f"{self.where} is {_kind(mode)}, not a regular file")
        return self.fd

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)


def _read_up_to(fd: int, limit: int, where: str) -> bytes:
    chunks: list[bytes] = []
    left = limit
    try:
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as err:
        raise UserFileError(f"{where}: cannot read it: {err.strerror or err}") from None
    return b"".join(chunks)


def _kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"
