"""Which Inspect logs a report reads: damaged files are skipped by name, retries count once.

Both ``ramsey-inspect report`` and ``gtbench export-sheets`` start here.

- A file that cannot be read as a log (truncated, not a zip, invalid JSON) is skipped with a
  warning naming it, instead of ending the whole command.
- Inspect's listing takes a ``.json`` file for a log only under Inspect's own file name
  (``2026-01-01T10-00-00..._task_id.json``); a renamed ``.json`` log in a folder (one whose
  text opens as a log does, ``{"version": ...``) is read too, never passed over unnamed.
- ``inspect eval-retry`` and the retries of ``eval_set`` write a new log for the same task
  and keep its ``eval.task_id``; each attempt is seeded with the samples its predecessor
  completed. So, of the logs sharing a ``task_id``, only the newest (by ``eval.created``,
  then file modification time, as Inspect's own eval-set bookkeeping does) is read; the
  others are reported as superseded.
- ``inspect score LOG --output-file NEW`` writes the same run again (same ``eval_id``) with
  new scores: the newer file is read and the other is reported as re-scored, not as a retry.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from os import PathLike
from pathlib import Path
from urllib.parse import unquote, urlparse

from inspect_ai.log import EvalLog, list_eval_logs, read_eval_log

StrPath = str | PathLike[str]

_INSPECT_NAME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}[:-]\d{2}[:-]\d{2}")
"""How Inspect's log file names start; its listing skips a ``.json`` file named otherwise."""
_JSON_LOG_HEAD = re.compile(rb'^\s*\{\s*"version"\s*:')
"""How the text of a ``.json`` log opens (Inspect writes ``version`` first)."""


class NoLogsError(ValueError):
    """No readable Inspect log was found under the given paths."""


@dataclass(frozen=True)
class Superseded:
    """A log left out because a later attempt of the same task replaces it."""

    log: str
    status: str
    by: str
    why: str = "retry"
    """``retry`` (a later attempt of the task) or ``re-scored`` (the same run scored again)."""


@dataclass(frozen=True)
class LogSet:
    """The logs to read (headers only), and what was left out and why."""

    headers: list[EvalLog]
    superseded: list[Superseded] = field(default_factory=list)
    unreadable: list[tuple[str, str]] = field(default_factory=list)

    @property
    def files(self) -> list[str]:
        """The paths of the logs to read."""
        return [h.location for h in self.headers]

    def warnings(self) -> list[str]:
        """One line per file that could not be read."""
        return [
            f"skipped {log}: not a readable Inspect log ({why})" for log, why in self.unreadable
        ]

    def superseded_lines(self) -> list[str]:
        """One line per log replaced by a later attempt."""
        return [
            f"not counted: {s.log} ({s.status}) is superseded by its retry {s.by}"
            if s.why == "retry"
            else f"not counted: {s.log} is the same run as {s.by}, which re-scored it"
            for s in self.superseded
        ]


def local_path(name: str) -> str:
    """A local path for a ``file://`` URI, anything else unchanged."""
    parsed = urlparse(name)
    return unquote(parsed.path) if parsed.scheme == "file" else name


def find_log_files(paths: Iterable[StrPath]) -> tuple[list[str], list[tuple[str, str]]]:
    """Files named directly, and logs found (recursively, by Inspect's rules) in folders.

    Also returns, with the reason, each path that carries a log's name but is not a
    regular file (a named pipe or a device would block or never end a read), so that it
    is named in a warning rather than passed over. Raises ``NoLogsError`` for a path that
    does not exist and when nothing is found.
    """
    given = [Path(p) for p in paths]
    found: list[str] = []
    special: list[tuple[str, str]] = []
    for path in given:
        if path.is_dir():
            listed = [local_path(info.name) for info in list_eval_logs(str(path))]
            linked, odd = _linked_logs(path, listed)
            found.extend(sorted(listed + linked))
            special.extend(odd)
        elif path.is_file():
            found.append(str(path))
        elif path.exists():
            raise NoLogsError(f"{path}: {_not_regular(path)}; a log is a file or a folder of them")
        else:
            raise NoLogsError(f"{path}: no such file or folder")
    unique: dict[str, str] = {}
    for f in found:
        unique.setdefault(str(Path(f).resolve()), f)
    if not unique and not special:
        shown = ", ".join(str(p) for p in given) or "(no path given)"
        raise NoLogsError(f"no Inspect logs (.eval or .json) found in {shown}")
    return list(unique.values()), special


def _not_regular(path: Path) -> str:
    """What a path that exists but is neither a regular file nor a folder is, in words."""
    try:
        mode = path.stat().st_mode
    except OSError as err:
        return f"cannot be read ({err.strerror or err})"
    if stat.S_ISFIFO(mode):
        return "a named pipe, not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file"
    return "not a regular file"


def inspect_lists(path: StrPath) -> bool:
    """Whether Inspect's own readers (``list_eval_logs``, ``samples_df``) take ``path`` as a log.

    >>> [inspect_lists(p) for p in ("a/run.eval", "2026-01-01T10-00-00_x_y.json", "run.json")]
    [True, True, False]
    """
    name = Path(path).name
    return name.endswith(".eval") or (
        name.endswith(".json") and _INSPECT_NAME.match(name) is not None
    )


def _looks_like_json_log(path: Path) -> bool:
    """A regular ``.json`` file whose text opens as an Inspect log's does."""
    try:
        with path.open("rb") as f:
            return _JSON_LOG_HEAD.match(f.read(256)) is not None
    except OSError:
        return False


def _linked_logs(folder: Path, listed: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """Logs under ``folder`` that Inspect's listing passes over, and log names it cannot read.

    Symbolic links to ``.eval`` files (a folder of links to chosen logs is a common way to
    pick the logs of a report), and ``.json`` logs not under Inspect's own file name. A
    ``.eval`` or ``.json`` name that is a pipe, device or socket comes back with its reason.
    """
    seen = {str(Path(f).resolve()) for f in listed}
    out: list[str] = []
    special: list[tuple[str, str]] = []
    visited: set[str] = set()
    for root, dirs, files in os.walk(folder, followlinks=True):
        real = os.path.realpath(root)
        if real in visited:  # a link back up the tree: walk each folder once
            dirs[:] = []
            continue
        visited.add(real)
        for name in files:
            path = Path(root) / name
            if name.endswith((".eval", ".json")) and path.exists() and not path.is_file():
                special.append((str(path), _not_regular(path)))
                continue
            wanted = name.endswith(".eval") or (
                name.endswith(".json") and not inspect_lists(name) and _looks_like_json_log(path)
            )
            if wanted and path.is_file() and str(path.resolve()) not in seen:
                seen.add(str(path.resolve()))
                out.append(str(path))
    return out, special


def read_log_set(paths: Iterable[StrPath]) -> LogSet:
    """The headers of the newest attempt of every task under ``paths``.

    Raises ``NoLogsError`` when no readable log remains.
    """
    headers: list[EvalLog] = []
    files, unreadable = find_log_files(paths)  # the special files are unreadable from the start
    named = len(files) + len(unreadable)
    for file in files:
        try:
            header = read_eval_log(file, header_only=True)
        except Exception as err:  # any damage: name the file and go on
            unreadable.append((file, f"{type(err).__name__}: {err}"))
            continue
        header.location = file
        headers.append(header)
    if not headers:
        shown = "; ".join(f"{log} ({why})" for log, why in unreadable[:3])
        more = f"; and {len(unreadable) - 3} more" if len(unreadable) > 3 else ""
        raise NoLogsError(f"none of the {named} log file(s) found could be read: {shown}{more}")
    kept, superseded = latest_attempts(headers)
    return LogSet(kept, superseded, unreadable)


def latest_attempts(headers: list[EvalLog]) -> tuple[list[EvalLog], list[Superseded]]:
    """Of the logs sharing an ``eval.task_id``, the newest; the rest as superseded.

    The kept logs stay in their given order.
    """
    groups: dict[str, list[EvalLog]] = {}
    for h in headers:
        groups.setdefault(h.eval.task_id or h.location, []).append(h)
    latest = {key: max(group, key=_attempt_order) for key, group in groups.items()}
    kept: list[EvalLog] = []
    superseded: list[Superseded] = []
    for h in headers:
        newest = latest[h.eval.task_id or h.location]
        if newest is h:
            kept.append(h)
        else:
            # ``inspect score`` writes the same run (same eval_id) with new scores; a retry
            # (``eval-retry``, eval_set) is a new run of the task (new eval_id).
            rescored = bool(h.eval.eval_id) and h.eval.eval_id == newest.eval.eval_id
            why = "re-scored" if rescored else "retry"
            superseded.append(Superseded(h.location, h.status, newest.location, why))
    return kept, superseded


def _attempt_order(header: EvalLog) -> tuple[float, float]:
    """(creation time, file modification time) in seconds; 0 where unknown."""
    try:
        created = datetime.fromisoformat(header.eval.created).timestamp()
    except (TypeError, ValueError):
        created = 0.0
    try:
        modified = os.stat(header.location).st_mtime
    except OSError:
        modified = 0.0
    return created, modified
