"""Pin the register entry to a commit: fills the source fields of register/ramsey_inspect/eval.yaml.

The inspect_evals register runs a registered eval from a pinned commit of its author's
repository, so the entry names that commit. Run at release time, from a clean checkout of
the commit being released, then copy the file into inspect_evals::

    python register/pin.py                                   # HEAD, the origin remote's URL
    python register/pin.py --commit v0.2.0 --repository-url https://github.com/OWNER/NAME

It writes repository_url, repository_commit (the full 40-character hash), maintainers (the
ones given, else those already listed, else the repository's owner) and evaluation_report
(docs/evaluation-report.md at that commit). Every value is checked first (a GitHub user
name, a GitHub repository, a commit that exists and holds the report) and written with
PyYAML, so no value can add a key; the rest of the file is kept as it is. A problem is one
line and exit status 2; a commit older than the last change to the report pins with a
warning.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]  # PyYAML, installed with Inspect

ROOT = Path(__file__).resolve().parent.parent
ENTRY = Path("register") / "ramsey_inspect" / "eval.yaml"
REPORT = "docs/evaluation-report.md"
_GITHUB = re.compile(
    r"^(?:https://github\.com/|git@github\.com:|ssh://git@github\.com/)"
    r"(?P<owner>[A-Za-z0-9][A-Za-z0-9-]*)/(?P<name>[A-Za-z0-9._-]+?)(?:\.git)?/?$"
)
_USER = re.compile(r"[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}")
"""A GitHub user or organisation name: letters, digits and single inner hyphens, 1-39."""


class PinError(Exception):
    """A problem the user can fix, said in one line."""


def github_url(remote: str) -> tuple[str, str]:
    """The https address and owner of a GitHub remote, in any of git's spellings.

    >>> github_url("git@github.com:someone/graphs.git")
    ('https://github.com/someone/graphs', 'someone')
    """
    match = _GITHUB.match(remote.strip())
    if match is None or match["name"].strip(".") == "" or not _USER.fullmatch(match["owner"]):
        raise PinError(f"--repository-url: not a GitHub repository address: {remote.strip()!r}")
    return f"https://github.com/{match['owner']}/{match['name']}", match["owner"]


def maintainer(name: object, where: str = "--maintainer") -> str:
    """A maintainer as the register lists it: a GitHub user name, else PinError."""
    if not isinstance(name, str) or not _USER.fullmatch(name):
        raise PinError(f"{where}: not a GitHub user name: {name!r}")
    return name


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise PinError(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout.strip()


def _commit(repo: Path, commit: str) -> str:
    """The full hash of ``commit``, or a PinError naming it."""
    if not commit or commit.startswith("-") or any(c.isspace() for c in commit):
        raise PinError(f"--commit: no such commit: {commit!r}")
    try:
        return _git(repo, "rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}")
    except PinError:
        raise PinError(f"--commit: no such commit: {commit}") from None


def _entry_file(repo: Path) -> Path:
    """The entry, refused when it or a folder above it (inside the checkout) is a link."""
    entry = repo / ENTRY
    part = repo
    for name in ENTRY.parts:
        part = part / name
        if part.is_symlink():
            raise PinError(f"{ENTRY}: {part.relative_to(repo)} is a link; pin writes only a file")
    if not entry.is_file():
        raise PinError(f"{ENTRY}: no such file under {repo}")
    return entry


def _report_check(repo: Path, sha: str) -> str | None:
    """None, or a warning when the report changed after ``sha`` (PinError when ``sha`` lacks it)."""
    try:
        _git(repo, "cat-file", "-e", f"{sha}:{REPORT}")
    except PinError:
        raise PinError(
            f"--commit: {sha[:12]} has no {REPORT}, so evaluation_report would point at nothing"
        ) from None
    latest = _git(repo, "log", "-1", "--format=%H", "HEAD", "--", REPORT)
    if (
        latest
        and subprocess.run(
            ["git", "-C", str(repo), "merge-base", "--is-ancestor", latest, sha],
            capture_output=True,
        ).returncode
    ):
        return (
            f"warning: {sha[:12]} is older than the evaluation report: {REPORT} last changed at "
            f"{latest[:12]}, which it does not contain; the entry links the report as it was at "
            f"{sha[:12]}"
        )
    return None


def _top_level(text: str, key: str) -> tuple[int, int]:
    """Line span [start, end) of the top-level ``key:`` and the indented lines under it."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if re.match(rf"{key}:(\s|$)", line)]
    if len(starts) != 1:
        raise PinError(f"{ENTRY}: no single top-level {key} to fill")
    end = starts[0] + 1
    while end < len(lines) and (lines[end][:1] in (" ", "\t") or not lines[end].strip()):
        end += 1
    while end > starts[0] + 1 and not lines[end - 1].strip():
        end -= 1  # blank lines after the block stay where they are
    return starts[0], end


def _replace(text: str, key: str, value: Any) -> str:
    start, end = _top_level(text, key)
    lines = text.splitlines(keepends=True)
    dumped = str(yaml.safe_dump({key: value}, sort_keys=False, allow_unicode=True, width=1000))
    return "".join(lines[:start]) + dumped + "".join(lines[end:])


def _write(entry: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``entry`` and rename it over the entry."""
    fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=".eval.yaml.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, entry)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def pin(
    repo: Path, commit: str, url: str | None, maintainers: list[str], warn: list[str] | None = None
) -> str:
    """Fill the entry's source fields in place; returns what was pinned, for the user.

    Warnings (a commit older than the report) are appended to ``warn`` when given.
    """
    entry = _entry_file(repo)
    if commit == "HEAD" and _git(repo, "status", "--porcelain", "--untracked-files=no"):
        raise PinError("the work tree has uncommitted changes; commit them or pass --commit")
    sha = _commit(repo, commit)
    if url is None:
        try:
            url = _git(repo, "remote", "get-url", "origin")
        except PinError:
            raise PinError("no origin remote: pass --repository-url") from None
    address, owner = github_url(url)
    text = entry.read_text(encoding="utf-8")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise PinError(f"{ENTRY}: not valid YAML ({str(e).splitlines()[0]})") from None
    if not isinstance(data, dict) or not isinstance(data.get("source"), dict):
        raise PinError(f"{ENTRY}: no source block or evaluation_report line to fill")
    if "evaluation_report" not in data:
        raise PinError(f"{ENTRY}: no source block or evaluation_report line to fill")
    where = "--maintainer"
    if not maintainers:
        where = f"{ENTRY} source.maintainers"
        maintainers = data["source"].get("maintainers") or [owner]
        if not isinstance(maintainers, list):
            raise PinError(f"{where} is not a list")
    names = [maintainer(m, where) for m in maintainers]
    note = _report_check(repo, sha)
    source = {"repository_url": address, "repository_commit": sha, "maintainers": names}
    report = f"{address}/blob/{sha}/{REPORT}"
    new = _replace(_replace(text, "source", source), "evaluation_report", report)
    expected = {**data, "source": source, "evaluation_report": report}
    if yaml.safe_load(new) != expected:  # the file's own layout defeated the splice
        raise PinError(f"{ENTRY}: could not fill its source block in place; nothing written")
    _write(entry, new)
    if note and warn is not None:
        warn.append(note)
    return f"pinned {ENTRY} to {address} at {sha}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commit", default="HEAD", help="the commit to pin (default: HEAD)")
    parser.add_argument("--repository-url", help="default: the origin remote's address")
    parser.add_argument(
        "--maintainer", action="append", default=[], help="a GitHub user name (repeatable)"
    )
    parser.add_argument("--repo", type=Path, default=ROOT, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    warnings: list[str] = []
    try:
        done = pin(args.repo, args.commit, args.repository_url, args.maintainer, warnings)
    except PinError as e:
        print(f"pin: {e}", file=sys.stderr)
        return 2
    for w in warnings:
        print(f"pin: {w}", file=sys.stderr)
    print(done)
    return 0


if __name__ == "__main__":
    sys.exit(main())
