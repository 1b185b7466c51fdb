"""Pin the register entry to a commit: fills the source fields of register/ramsey_inspect/eval.yaml.

The inspect_evals register runs a registered eval from a pinned commit of its author's
repository, so the entry names that commit. Run at release time, from a clean checkout of
the commit being released, then copy the file into inspect_evals::

    python register/pin.py                                   # HEAD, the origin remote's URL
    python register/pin.py --commit v0.2.0 --repository-url https://github.com/OWNER/NAME

It writes repository_url, repository_commit (the full 40-character hash), maintainers (the
ones given, else those already listed, else the repository's owner) and evaluation_report
(docs/evaluation-report.md at that commit). A problem is one line and exit status 2.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = Path("register") / "ramsey_inspect" / "eval.yaml"
REPORT = "docs/evaluation-report.md"
_GITHUB = re.compile(
    r"^(?:https://github\.com/|git@github\.com:|ssh://git@github\.com/)"
    r"(?P<owner>[A-Za-z0-9][A-Za-z0-9-]*)/(?P<name>[A-Za-z0-9._-]+?)(?:\.git)?/?$"
)


class PinError(Exception):
    """A problem the user can fix, said in one line."""


def github_url(remote: str) -> tuple[str, str]:
    """The https address and owner of a GitHub remote, in any of git's spellings.

    >>> github_url("git@github.com:someone/graphs.git")
    ('https://github.com/someone/graphs', 'someone')
    """
    match = _GITHUB.match(remote.strip())
    if match is None:
        raise PinError(f"--repository-url: not a GitHub repository address: {remote.strip()!r}")
    return f"https://github.com/{match['owner']}/{match['name']}", match["owner"]


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise PinError(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout.strip()


def pin(repo: Path, commit: str, url: str | None, maintainers: list[str]) -> str:
    """Fill the entry's source fields in place; returns what was pinned, for the user."""
    entry = repo / ENTRY
    if not entry.is_file():
        raise PinError(f"{ENTRY}: no such file under {repo}")
    if commit == "HEAD" and _git(repo, "status", "--porcelain", "--untracked-files=no"):
        raise PinError("the work tree has uncommitted changes; commit them or pass --commit")
    sha = _git(repo, "rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}")
    if url is None:
        try:
            url = _git(repo, "remote", "get-url", "origin")
        except PinError:
            raise PinError("no origin remote: pass --repository-url") from None
    address, owner = github_url(url)
    text = entry.read_text(encoding="utf-8")
    if not maintainers:
        listed = re.search(r"^  maintainers:\n((?:    - .*\n)+)", text, re.M)
        maintainers = re.findall(r"- \"?([^\"\n]+)\"?", listed[1]) if listed else [owner]
    source = (
        "source:\n"
        f"  repository_url: {address}\n"
        f"  repository_commit: {sha}\n"
        "  maintainers:\n" + "".join(f"    - {m}\n" for m in maintainers)
    )
    text, n = re.subn(r"^source:\n(?:  .*\n)+", source, text, count=1, flags=re.M)
    report = f"evaluation_report: {address}/blob/{sha}/{REPORT}\n"
    text, m = re.subn(r"^evaluation_report:.*\n", report, text, count=1, flags=re.M)
    if n != 1 or m != 1:
        raise PinError(f"{ENTRY}: no source block or evaluation_report line to fill")
    entry.write_text(text, encoding="utf-8")
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
    try:
        print(pin(args.repo, args.commit, args.repository_url, args.maintainer))
    except PinError as e:
        print(f"pin: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
