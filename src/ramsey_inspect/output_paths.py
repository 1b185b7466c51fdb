"""Checks that a command's output path can be written, before any long work starts.

The commands that write files (``report``, ``gtbench export-sheets``, ``gadgets build``)
call these first, so a path under ``/proc``, a folder given for a file or a path through a
file ends the command at once with one line naming the path and the reason (exit code 2),
not with a traceback after minutes of work. Nothing is created by the checks.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from os import PathLike
from pathlib import Path


def write_whole(out: Path, text: str) -> None:
    """Write ``out`` whole through a temporary file beside it, so readers never see half of it.

    A full disk or a failed write leaves ``out`` as it was (absent or the old file), never a
    truncated file under the real name; the error goes to the caller.
    """
    tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        if out.exists():
            shutil.copymode(out, tmp)
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)


class OutputPathError(Exception):
    """An output path that cannot be written; the message names it and says why."""


def check_output_dir(path: str | PathLike[str]) -> Path:
    """``path`` as a folder the caller may create (with its parents) and write files into."""
    target = Path(path)
    if target.exists():
        if not target.is_dir():
            raise OutputPathError(f"cannot write {target}: it is a file, not a folder")
        _probe(target, target)
        return target
    _probe(_existing_ancestor(target), target)
    return target


def check_output_file(path: str | PathLike[str]) -> Path:
    """``path`` as a file the caller may create (with its parent folders) or append to."""
    target = Path(path)
    if target.is_dir():
        raise OutputPathError(f"cannot write {target}: it is a folder, not a file")
    if target.exists():
        if not target.is_file():  # a pipe would block the open, a device swallow the data
            raise OutputPathError(f"cannot write {target}: it is not a regular file")
        try:
            with target.open("a", encoding="utf-8"):
                pass
        except OSError as err:
            raise OutputPathError(f"cannot write {target}: {_reason(err)}") from None
        return target
    _probe(_existing_ancestor(target), target)
    return target


def describe(err: OSError) -> str:
    """One line for an OS error met while writing: the path and the reason."""
    where = err.filename if err.filename is not None else "output"
    return f"cannot write {where}: {_reason(err)}"


def _existing_ancestor(target: Path) -> Path:
    """The nearest existing folder above ``target``; an error when that is a file."""
    ancestor = target.parent  # ends at '.' or '/', which exist
    while not ancestor.exists():
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise OutputPathError(f"cannot write {target}: {ancestor} is a file, not a folder")
    return ancestor


def _probe(folder: Path, target: Path) -> None:
    """Create and remove a scratch file in ``folder``; an error naming ``target`` if it fails."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        raise OutputPathError(f"cannot write {target}: {_reason(err)}") from None


def _reason(err: OSError) -> str:
    return err.strerror or str(err)
