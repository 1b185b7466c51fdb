"""The shipped minimal solutions, the builder behind ``ramsey-inspect gadgets build``."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.core.gadget_search import SearchBudget
from ramsey_inspect.core.gadgets import verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets import gadget_build
from ramsey_inspect.datasets.gadget_build import build
from ramsey_inspect.datasets.gadget_solutions import (
    DATA_PATH,
    load_solutions,
    read_records,
    solution_for,
)
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs

PAPER = gadget_problems(parse_pairs("paper"))


def test_the_file_holds_the_70_paper_problems_in_order() -> None:
    records = read_records(DATA_PATH)
    assert list(records) == [p.id for p in PAPER]
    assert len(records) == 70


@pytest.mark.parametrize("problem", PAPER, ids=lambda p: p.id)
def test_every_shipped_example_is_a_verified_minimal_gadget(problem: GadgetProblem) -> None:
    record = read_records(DATA_PATH)[problem.id]
    solution = load_solutions()[problem.id]
    assert solution.proven
    assert solution.gadget is not None
    assert solution.gadget.n == solution.min_vertices == record["min_vertices"]
    verdict = verify_gadget(problem.f, problem.h, problem.gadget_type, solution.gadget)
    assert verdict.valid, verdict.reason
    g = nx.Graph(solution.gadget.edges)
    g.add_nodes_from(range(solution.gadget.n))
    assert nx.is_connected(g)
    # The proof: every size from the start up to n-1 refuted, then found at n.
    steps = record["proof"]
    assert [s["result"] for s in steps] == ["none"] * (len(steps) - 1) + ["found"]
    assert [s["n"] for s in steps] == list(range(steps[0]["n"], solution.min_vertices + 1))
    assert all("UNSAT" in s["how"] for s in steps[:-1])
    assert record["seconds"] >= 0


def test_the_paper_statements_about_sizes_hold() -> None:
    """The paper's notes on its minimal examples hold for ours.

    At most 10 vertices, 10 the largest, exactly 8 problems need 8 or more, and the
    (K1,3,K4) determiners among the largest.
    """
    sizes = {pid: s.min_vertices for pid, s in load_solutions().items()}
    values = [v for v in sizes.values() if v is not None]
    assert len(values) == 70
    assert max(values) == 10
    assert sum(v >= 8 for v in values) == 8
    assert sizes["K1_3-K4-red-determiner"] == sizes["K1_3-K4-blue-determiner"] == 10


@pytest.mark.slow
def test_build_check_reproduces_the_shipped_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["gadgets", "build", "--check"]) == 0
    assert "identical" in capsys.readouterr().out


def _small() -> list[GadgetProblem]:
    return gadget_problems(parse_pairs("K1,3:C5"), ["red_determiner", "blue_determiner"]) + (
        gadget_problems(parse_pairs("P3:C5"), ["positive_sender", "clause"])
    )


def _strip(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "seconds"}


def test_build_resumes_after_an_interruption(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    problems = _small()
    out = tmp_path / "minimal.jsonl"
    full = build(problems, out, show_progress=False)
    lines = out.read_text(encoding="utf-8").splitlines()
    # Interrupted after the second record, halfway through writing the third.
    out.write_text(lines[1] + "\n" + lines[0] + "\n" + lines[2][:40], encoding="utf-8")
    searched: list[str] = []
    real = gadget_build._search_job

    def counting(problem: GadgetProblem, max_n: int, limit: float | None) -> dict[str, Any]:
        searched.append(problem.id)
        return real(problem, max_n, limit)

    monkeypatch.setattr(gadget_build, "_search_job", counting)
    again = build(problems, out, show_progress=False)
    assert searched == [p.id for p in problems[2:]]
    assert list(read_records(out)) == [p.id for p in problems]
    assert {k: _strip(v) for k, v in again.items()} == {k: _strip(v) for k, v in full.items()}


def test_parallel_build_gives_the_same_records(tmp_path: Path) -> None:
    problems = _small()
    one = build(problems, tmp_path / "one.jsonl", show_progress=False)
    two = build(problems, tmp_path / "two.jsonl", jobs=2, show_progress=False)
    assert list(read_records(tmp_path / "two.jsonl")) == [p.id for p in problems]
    assert {k: _strip(v) for k, v in one.items()} == {k: _strip(v) for k, v in two.items()}


def test_build_keeps_other_problems_already_in_the_file(tmp_path: Path) -> None:
    out = tmp_path / "mine.jsonl"
    first, second = _small()[:2], _small()[2:]
    build(first, out, show_progress=False)
    build(second, out, show_progress=False)
    assert list(read_records(out)) == [p.id for p in second + first]


def test_cli_build_for_a_new_pair(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "c5.jsonl"
    code = cli_main(
        ["gadgets", "build", "--pairs", "K1,3:C5", "--types", "clause", "variable",
         "--out", str(out), "--quiet"]
    )  # fmt: skip
    assert code == 0
    records = read_records(out)
    assert list(records) == ["K1_3-C5-clause-gadget", "K1_3-C5-variable-gadget"]
    assert all(r["minimality_proven"] for r in records.values())
    assert "minimality proven for 2" in capsys.readouterr().out
    line = out.read_text(encoding="utf-8").splitlines()[0]
    assert json.loads(line)["min_vertices"] == 5


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--max-n", "40"], "--max-n must be between 2 and 16"),
        (["--jobs", "0"], "--jobs must be from 1 to 256, not 0"),
        (["--jobs", "100000"], "--jobs must be from 1 to 256, not 100000"),
        (["--pairs", "K1,3"], "pairs: cannot read"),
        (["--types", "bridge"], "invalid choice"),
        (["--time-limit", "-1"], "--time-limit must be a positive, finite number"),
        (["--time-limit", "0"], "--time-limit must be a positive, finite number"),
        (["--time-limit", "nan"], "--time-limit must be a positive, finite number"),
        (["--time-limit", "inf"], "--time-limit must be a positive, finite number"),
    ],
)
def test_cli_rejects_bad_options(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli_main(["gadgets", "build", *argv])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_a_time_limit_leaves_minimality_unproven(tmp_path: Path) -> None:
    out = tmp_path / "slow.jsonl"
    problem = GadgetProblem(parse_graph("K1,3"), parse_graph("K4"), "positive_sender")
    record = build([problem], out, time_limit=1e-6, show_progress=False)[problem.id]
    assert record["minimality_proven"] is False
    assert record["min_vertices"] is None
    assert "time limit" in record["note"]


def test_solution_for_uses_the_shipped_file_and_searches_the_rest() -> None:
    shipped = GadgetProblem(parse_graph("K1,3"), parse_graph("K4"), "red_determiner")
    assert solution_for(shipped) is load_solutions()[shipped.id]
    fresh = solution_for(GadgetProblem(parse_graph("K1,3"), parse_graph("C5"), "clause"))
    assert fresh.min_vertices == 5
    assert fresh.proven
    assert fresh.size_hint == 5
    unproven = solution_for(
        GadgetProblem(parse_graph("K1,4"), parse_graph("K4"), "positive_sender"), time_limit=0.0
    )
    assert unproven.size_hint is None
    assert unproven.timed_out  # the clock, not the budget: a caller must not trust it
    assert not fresh.timed_out


def test_a_search_stopped_by_its_budget_is_not_timed_out() -> None:
    problem = GadgetProblem(parse_graph("K1,4"), parse_graph("K4"), "positive_sender")
    stopped = solution_for(problem, budget=SearchBudget(conflicts=10, search_steps=1_000))
    assert stopped.size_hint is None
    assert not stopped.timed_out
    assert "the search budget (10 conflicts, 1,000 search steps)" in stopped.note


@pytest.mark.parametrize("limit", [-1.0, 0.0, math.nan, math.inf])
def test_build_refuses_a_time_limit_that_is_not_a_positive_number(
    tmp_path: Path, limit: float
) -> None:
    """Such a limit would write unproven records that every later resume keeps."""
    out = tmp_path / "never.jsonl"
    with pytest.raises(ValueError, match="positive, finite"):
        build(_small()[:1], out, time_limit=limit, show_progress=False)
    assert not out.exists()


GOOD_PROBLEM = "P3-C5-positive-sender"


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ('{"id": "P3-C5-clause-gadget", "max_n": 10}', "record lacks f, h, gadget_type"),
        ("[1, 2]", "expected a JSON object, found list"),
        ('"just text"', "expected a JSON object, found str"),
        ("min_vertices: 5", "not a solution record (not JSON)"),
        ("RECORD", "minimality_proven is"),  # filled in below: a wrong type
        ("GADGET", "gadget is malformed"),  # filled in below: a gadget without edges
    ],
)
def test_a_damaged_resume_file_is_refused_before_anything_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, problem: str
) -> None:
    out = tmp_path / "resume.jsonl"
    code = cli_main(
        ["gadgets", "build", "--pairs", "P3:C5", "--types", "positive_sender", "--out", str(out),
         "--quiet"]
    )  # fmt: skip
    assert code == 0
    good = json.loads(out.read_text(encoding="utf-8"))
    assert good["id"] == GOOD_PROBLEM
    if line == "RECORD":
        line = json.dumps({**good, "id": "other", "minimality_proven": "yes"})
    elif line == "GADGET":
        line = json.dumps({**good, "id": "other", "gadget": {"vertices": 5, "designated": {}}})
    out.write_text(json.dumps(good) + "\n" + line + "\n", encoding="utf-8")
    before = out.read_bytes()
    capsys.readouterr()
    code = cli_main(
        ["gadgets", "build", "--pairs", "P3:C5", "--types", "positive_sender", "clause",
         "--out", str(out), "--quiet"]
    )  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"ramsey-inspect gadgets: {out}, line 2: ")
    assert problem in err
    assert out.read_bytes() == before


def test_a_fresh_build_never_wipes_a_file_of_other_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# My notes\n\nNot gadget records.\n", encoding="utf-8")
    code = cli_main(
        ["gadgets", "build", "--pairs", "P3:C5", "--types", "clause", "--out", str(notes),
         "--fresh", "--quiet"]
    )  # fmt: skip
    assert code == 2
    assert f"{notes}, line 1: not a solution record" in capsys.readouterr().err
    assert notes.read_text(encoding="utf-8").startswith("# My notes")


def test_a_resume_after_a_torn_line_starts_on_a_new_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Interrupted twice: the second run's records are not glued onto the first's torn text."""
    problems = _small()
    out = tmp_path / "torn.jsonl"
    build(problems[:1], out, show_progress=False)
    first = out.read_text(encoding="utf-8")
    out.write_text(first + first[:30], encoding="utf-8")  # interrupted mid-line

    def interrupted(path: Path, text: str) -> None:
        raise KeyboardInterrupt  # before the final rewrite

    monkeypatch.setattr(gadget_build, "write_whole", interrupted)
    with pytest.raises(KeyboardInterrupt):
        build(problems[:2], out, show_progress=False)
    assert list(read_records(out)) == [p.id for p in problems[:2]]


@pytest.mark.parametrize("kind", ["proc", "folder", "through_file"])
def test_an_unwritable_out_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    if kind == "proc" and not Path("/proc").is_dir():
        pytest.skip("no /proc here")
    a_file = tmp_path / "a_file.txt"
    a_file.write_text("x", encoding="utf-8")
    out = {
        "proc": "/proc/ramsey-test/minimal.jsonl",
        "folder": str(tmp_path),
        "through_file": str(a_file / "minimal.jsonl"),
    }[kind]
    code = cli_main(
        ["gadgets", "build", "--pairs", "P3:C5", "--types", "clause", "--out", out, "--quiet"]
    )
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"ramsey-inspect gadgets: cannot write {out}: ")


@pytest.mark.parametrize("check", [False, True])
def test_a_pipe_as_out_is_refused_without_blocking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], check: bool
) -> None:
    out = tmp_path / "pipe.jsonl"
    os.mkfifo(out)
    argv = ["gadgets", "build", "--pairs", "P3:C5", "--types", "clause", "--out", str(out)]
    with _alarm(20):
        code = cli_main([*argv, "--quiet", *(["--check"] if check else [])])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "not a regular file" in err


@contextmanager
def _alarm(seconds: int) -> Iterator[None]:
    """Fail, rather than hang the test run, when the code under test blocks."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError(f"blocked for {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# Run in two processes at once: each search is slowed down so the builds overlap for sure.
CONCURRENT_BUILD = """
import sys, time
from pathlib import Path
from ramsey_inspect.datasets import gadget_build

real = gadget_build._search_job

def slow(problem, max_n, limit):
    time.sleep(0.15)
    return real(problem, max_n, limit)

gadget_build._search_job = slow
ready, me = Path(sys.argv[1]), sys.argv[2]
(ready / me).touch()
deadline = time.monotonic() + 60
while len(list(ready.iterdir())) < 2 and time.monotonic() < deadline:
    time.sleep(0.01)
sys.exit(gadget_build.main(sys.argv[3:]))
"""


@pytest.mark.slow
def test_concurrent_builds_of_different_problems_lose_nothing(tmp_path: Path) -> None:
    """Two builds writing the same --out at once: every record of both ends in the file."""
    script = tmp_path / "build_slowly.py"
    script.write_text(CONCURRENT_BUILD, encoding="utf-8")
    ready = tmp_path / "ready"
    ready.mkdir()
    out = tmp_path / "shared.jsonl"
    sets = {"a": ["P3:C5", "P3:C4"], "b": ["K1,3:C5", "K1,3:C4"]}
    runs = [
        subprocess.Popen(
            [sys.executable, str(script), str(ready), name, "build", "--pairs", *pairs,
             "--out", str(out), "--quiet"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name, pairs in sets.items()
    ]  # fmt: skip
    for run in runs:
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
    expected = {p.id for pairs in sets.values() for p in gadget_problems(parse_pairs(pairs))}
    assert len(expected) == 24
    assert set(read_records(out)) == expected
    assert len(out.read_text(encoding="utf-8").splitlines()) == 24  # merged, one line each
