"""The agent solver end to end on the local sandbox: real python() calls, the answer file, submit()."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import eval, score

from ramsey_inspect.names import RAMSEY_CHECKER
from ramsey_inspect.scorers.ramsey_bounds import ANSWER_FILE_KEY, ramsey_checker
from ramsey_inspect.solvers.ramsey_bounds import ANSWER_FILE
from ramsey_inspect.tasks.ramsey_bounds import ramsey_bounds

C5 = "0 1 0 0 1\n1 0 1 0 0\n0 1 0 1 0\n0 0 1 0 1\n1 0 0 1 0"
K5 = "\n".join(" ".join("0" if i == j else "1" for j in range(5)) for i in range(5))
WRITE_C5 = (
    "import networkx as nx\n"
    "g = nx.cycle_graph(5)\n"
    "rows = [' '.join('1' if g.has_edge(i, j) else '0' for j in range(5)) for i in range(5)]\n"
    f"open({ANSWER_FILE!r}, 'w').write('\\n'.join(rows))\n"
    "print('written', len(rows))\n"
)


def run_agent(tmp_path: Path, turns: list[object], **task_args: object) -> object:
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"rules": [{"match": "Cell: R(3,3)_n5", "turns": turns}]}))
    task = ramsey_bounds(cells="R(3,3)_n5", solver="agent", sandbox="local", **task_args)  # type: ignore[arg-type]
    [log] = eval(
        task, model="ramsey_inspect/scripted", model_args={"script": str(script)}, display="none"
    )
    assert log.status == "success", log.error
    assert log.samples is not None
    return log.samples[0]


@pytest.mark.slow
def test_python_writes_the_answer_file_then_submit(tmp_path: Path) -> None:
    sample = run_agent(
        tmp_path,
        [
            {"tool": "python", "arguments": {"code": WRITE_C5}},
            {"tool": "submit", "arguments": {"answer": f"See {ANSWER_FILE}."}},
        ],
    )
    tool_results = [m.text for m in sample.messages if m.role == "tool"]  # type: ignore[attr-defined]
    assert "written 5" in tool_results[0]
    score = sample.scores[RAMSEY_CHECKER]  # type: ignore[attr-defined]
    assert score.value == "C"
    assert score.metadata["answer_source"] == ANSWER_FILE


@pytest.mark.slow
def test_the_file_wins_over_the_submitted_answer(tmp_path: Path) -> None:
    sample = run_agent(
        tmp_path,
        [
            {"tool": "python", "arguments": {"code": WRITE_C5}},
            {"tool": "submit", "arguments": {"answer": K5}},
        ],
    )
    assert sample.scores[RAMSEY_CHECKER].value == "C"  # type: ignore[attr-defined]


@pytest.mark.slow
def test_without_a_file_the_submitted_answer_is_read(tmp_path: Path) -> None:
    sample = run_agent(
        tmp_path,
        [
            {"tool": "python", "arguments": {"code": "print(2 + 2)"}},
            {"tool": "submit", "arguments": {"answer": K5}},
        ],
    )
    score = sample.scores[RAMSEY_CHECKER]  # type: ignore[attr-defined]
    assert score.value == "I"
    assert score.metadata["answer_source"] == "reply"
    assert score.metadata["status"] == "invalid"


@pytest.mark.slow
def test_the_message_limit_stops_an_agent_that_never_submits(tmp_path: Path) -> None:
    sample = run_agent(
        tmp_path,
        [{"tool": "python", "arguments": {"code": "print(1)"}}],
        message_limit=6,
    )
    assert sample.limit is not None  # type: ignore[attr-defined]
    assert sample.limit.type == "message"  # type: ignore[attr-defined]
    assert sample.scores[RAMSEY_CHECKER].value == "I"  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_re_score_reads_the_answer_file_from_the_log(tmp_path: Path) -> None:
    """The sandbox is gone when a log is re-scored: the file as first read is in the log."""
    script = tmp_path / "script.json"
    turns = [
        {"tool": "python", "arguments": {"code": WRITE_C5}},
        {"tool": "submit", "arguments": {"answer": K5}},  # the reply alone would score I
    ]
    script.write_text(json.dumps({"rules": [{"match": "Cell: R(3,3)_n5", "turns": turns}]}))
    task = ramsey_bounds(cells="R(3,3)_n5", solver="agent", sandbox="local")
    [log] = eval(
        task, model="ramsey_inspect/scripted", model_args={"script": str(script)}, display="none"
    )
    assert log.samples is not None
    assert log.samples[0].store[ANSWER_FILE_KEY].startswith("0 1 0 0 1")

    again = score(log, ramsey_checker(answer_file=ANSWER_FILE), action="overwrite", display="none")

    assert again.samples is not None
    rescored = again.samples[0].scores[RAMSEY_CHECKER]  # type: ignore[index]
    assert rescored.value == "C"
    assert rescored.metadata["answer_source"] == ANSWER_FILE  # type: ignore[index]
