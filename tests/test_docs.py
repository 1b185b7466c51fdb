"""The README is a front page and the docs pages hold the manual; what they show must run.

Every ``inspect eval`` a page shows names a model, a task that exists and only ``-T``
options that task takes (a newcomer once copied two examples without ``--model`` and got a
traceback, exit 0 and a ``none/none`` log); the offline ones run as written (slow).
"""

from __future__ import annotations

import inspect
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from ramsey_inspect import names
from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring, ramsey_bounds

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
README = ROOT / "README.md"
PAGES = [README, *sorted(DOCS.glob("*.md"))]
DOCUMENTED = names.TASKS
"""Every task has a page."""
TASK_PAGES = {
    names.KCOLORING: "kcoloring.md",
    names.GADGETS: "gadgets.md",
    names.GTBENCH: "gtbench.md",
    names.RAMSEY_BOUNDS: "ramsey_bounds.md",
}
TASK_SECTIONS = [
    "Usage",
    "Options",
    "Dataset",
    "Scoring",
    "Reproducing the paper",
    "Deviations from the paper",
    "Changelog",
]
RAMSEY_BOUNDS_SECTIONS = [
    "Usage",
    "Options",
    "The cells and their sources",
    "Scoring",
    "Recall or discovery",
    "Agents and sandboxes",
    "Reproducing the published bounds",
    "Deviations from the published campaigns",
    "Changelog",
]
"""The same order, adapted: no paper to reproduce, and a task of agents and open cells."""
SECTIONS = {
    **{task: TASK_SECTIONS for task in names.TASKS if task != names.RAMSEY_BOUNDS},
    names.RAMSEY_BOUNDS: RAMSEY_BOUNDS_SECTIONS,
}
TASK_FUNCTIONS = {
    names.KCOLORING: kcoloring,
    names.GADGETS: gadgets,
    names.GTBENCH: gtbench,
    names.RAMSEY_BOUNDS: ramsey_bounds,
}
README_MAX_BYTES = 10 * 1024
TOC_OVER_LINES = 300
OFFLINE_MODELS = ("ramsey_inspect/greedy", "ramsey_inspect/exact", "ramsey_inspect/search")


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.

    >>> anchor("Auditing the scorer: replaying a study's recorded responses")
    'auditing-the-scorer-replaying-a-studys-recorded-responses'
    >>> anchor("`gadget_verifier`"), anchor("Running it offline, judge included")
    ('gadget_verifier', 'running-it-offline-judge-included')
    """
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(text: str) -> list[tuple[int, str]]:
    """(level, title) of every markdown heading outside code fences."""
    found: list[tuple[int, str]] = []
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"^(#{1,6}) (.+)$", line)):
            found.append((len(m.group(1)), m.group(2).strip()))
    return found


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    out: set[str] = set()
    for _, title in headings(path.read_text(encoding="utf-8")):
        base = anchor(title)
        n = seen.get(base, 0)
        out.add(base if n == 0 else f"{base}-{n}")
        seen[base] = n + 1
    return out


def links(path: Path) -> list[str]:
    """Relative link targets of a page (``[text](target)``), code spans left out."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", "", text)
    return [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in t]


def bash_commands(path: Path) -> list[str]:
    """Each command line of the page's ```bash blocks, continuations joined, comments cut."""
    text = path.read_text(encoding="utf-8")
    commands: list[str] = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL):
        for line in block.replace("\\\n", " ").splitlines():
            words = shlex.split(line, comments=True)
            if words:
                commands.append(shlex.join(words))
    return commands


def inspect_evals() -> list[tuple[Path, list[str]]]:
    """The words of every ``inspect eval`` / ``inspect eval-set`` line on every page."""
    found = []
    for page in PAGES:
        for command in bash_commands(page):
            words = shlex.split(command)
            for start in range(len(words) - 1):
                if words[start] == "inspect" and words[start + 1] in ("eval", "eval-set"):
                    found.append((page, words[start:]))
                    break
    return found


# --- the front page and the pages ----------------------------------------------------------------


def test_the_readme_is_a_front_page() -> None:
    size = len(README.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size} bytes; move the detail to docs/"
    for page in TASK_PAGES.values():
        assert f"(docs/{page})" in README.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_resolves_to_a_file_and_heading(page: Path) -> None:
    for target in links(page):
        file, _, fragment = target.partition("#")
        dest = (page.parent / file).resolve() if file else page
        assert dest.exists(), f"{page.name}: {target} names no file"
        if fragment:
            assert dest.suffix == ".md", f"{page.name}: {target}"
            assert fragment in anchors(dest), f"{page.name}: {target} names no heading"


@pytest.mark.parametrize("task", DOCUMENTED)
def test_task_pages_share_their_sections(task: str) -> None:
    page = DOCS / TASK_PAGES[task]
    top = [title for level, title in headings(page.read_text(encoding="utf-8")) if level == 2]
    assert top == SECTIONS[task]


@pytest.mark.parametrize("task", DOCUMENTED)
def test_each_changelog_names_the_current_version(task: str) -> None:
    text = (DOCS / TASK_PAGES[task]).read_text(encoding="utf-8")
    changelog = text[text.index("\n## Changelog\n") :]
    version = TASK_FUNCTIONS[task]().version
    assert f"- **{version}** (current" in changelog


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_long_pages_open_with_contents(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    if len(text.splitlines()) <= TOC_OVER_LINES:
        return
    head = text[: text.index("\n## ")]
    assert "**Contents**" in head, f"{page.name} has no table of contents"
    listed = re.findall(r"\]\(#([^)]+)\)", head)
    wanted = [anchor(t) for level, t in headings(text) if level == 2]
    assert [a for a in listed if a in wanted] == wanted


def test_the_manual_is_where_the_readme_was() -> None:
    """What tests and error messages point to exists on the page they name."""
    vllm = (DOCS / "vllm.md").read_text(encoding="utf-8")
    assert "declare -A SERVE=(" in vllm  # the gadgets grid (tests/test_profiles.py)
    assert "## Context length" in vllm  # named by the context-length refusal


# --- every command a page shows ------------------------------------------------------------------


def test_the_pages_show_inspect_evals() -> None:
    shown = inspect_evals()
    assert len(shown) > 20
    assert {words[2] for _, words in shown} >= {f"ramsey_inspect/{t}" for t in DOCUMENTED}


@pytest.mark.parametrize(
    ("page", "words"), inspect_evals(), ids=lambda v: v.name if isinstance(v, Path) else ""
)
def test_every_inspect_eval_names_a_model_a_task_and_its_options(
    page: Path, words: list[str]
) -> None:
    line = f"{page.name}: {shlex.join(words)}"
    task = words[2]
    assert task.startswith("ramsey_inspect/"), line
    name = task.split("/", 1)[1]
    assert name in DOCUMENTED, line
    assert "--model" in words, f"no --model: {line}"
    model = words[words.index("--model") + 1]
    assert "/" in model, line
    assert not model.startswith("-"), line
    params = inspect.signature(TASK_FUNCTIONS[name]).parameters
    for i, word in enumerate(words):
        if word == "-T":
            option = words[i + 1].split("=", 1)[0]
            assert option in params, f"-T {option} is not an option of {name}: {line}"


def _offline_evals() -> list[tuple[Path, list[str]]]:
    out = []
    for page, words in inspect_evals():
        if words[1] != "eval" or any("$" in w or "<" in w for w in words):
            continue
        model = words[words.index("--model") + 1] if "--model" in words else ""
        if model in OFFLINE_MODELS:
            out.append((page, words))
    return out


def test_offline_examples_are_found() -> None:
    shown = _offline_evals()
    assert {w[2] for _, w in shown} == {f"ramsey_inspect/{t}" for t in DOCUMENTED}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("page", "words"), _offline_evals(), ids=lambda v: v.name if isinstance(v, Path) else ""
)
def test_offline_examples_run_as_written(page: Path, words: list[str], tmp_path: Path) -> None:
    """Each offline example runs from the repository root, on two samples, and succeeds."""
    from inspect_ai.log import list_eval_logs, read_eval_log

    inspect_cli = Path(sys.executable).parent / "inspect"
    run = [str(inspect_cli), *words[1:], "--limit", "2", "--log-dir", str(tmp_path)]
    done = subprocess.run(
        [*run, "--display", "plain"], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    [info] = list_eval_logs(str(tmp_path))
    log = read_eval_log(info, header_only=True)
    assert log.status == "success", (page.name, words, log.error)
    assert log.results is not None
    assert log.results.total_samples > 0
    assert log.results.completed_samples == log.results.total_samples  # 2 x any --epochs


@pytest.mark.slow
def test_without_a_model_the_cli_fails_in_one_line(tmp_path: Path) -> None:
    """An example copied without --model: exit 1, one message, no traceback, no log."""
    inspect_cli = Path(sys.executable).parent / "inspect"
    done = subprocess.run(
        [str(inspect_cli), "eval", "ramsey_inspect/kcoloring", "-T", "problem_set=8v4c"]
        + ["-T", "frame=math,friends", "--log-dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={k: v for k, v in __import__("os").environ.items() if k != "INSPECT_EVAL_MODEL"},
    )
    out = " ".join((done.stdout + done.stderr).split())
    assert done.returncode == 1, out
    assert "--model: kcoloring needs a model and none was given" in out
    assert "Traceback" not in out
    assert not list(tmp_path.iterdir())


def _ramsey_inspect_commands() -> list[tuple[Path, list[str]]]:
    found = []
    for page in PAGES:
        for command in bash_commands(page):
            words = shlex.split(command)
            if words and words[0] == "ramsey-inspect":
                found.append((page, words[1:]))
    return found


@pytest.mark.parametrize(
    ("page", "words"),
    _ramsey_inspect_commands(),
    ids=lambda v: v.name if isinstance(v, Path) else "",
)
def test_every_ramsey_inspect_command_and_flag_exists(
    page: Path, words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = words[:2] if words[0] in ("kcoloring", "gadgets", "gtbench") else words[:1]
    with pytest.raises(SystemExit) as done:
        cli_main([*path, "--help"])
    assert done.value.code == 0, (page.name, words)
    usage = capsys.readouterr().out
    for flag in (w.split("=", 1)[0] for w in words if w.startswith("--")):
        assert flag in usage, f"{page.name}: ramsey-inspect {shlex.join(words)}: {flag} unknown"
