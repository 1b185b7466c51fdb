"""The ramsey_bounds task: options, samples, and runs end to end on offline models."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest
from inspect_ai import Task, eval

from ramsey_inspect.core.ramsey_cells import CELLS, CELLS_BY_ID
from ramsey_inspect.names import RAMSEY_CHECKER
from ramsey_inspect.prompts.ramsey_bounds import cell_from_prompt
from ramsey_inspect.tasks._options import OptionError
from ramsey_inspect.tasks.ramsey_bounds import SANDBOX_COMPOSE, ramsey_bounds

C5_ROWS = "0 1 0 0 1\n1 0 1 0 0\n0 1 0 1 0\n0 0 1 0 1\n1 0 0 1 0"
K5_ROWS = "\n".join(" ".join("0" if i == j else "1" for j in range(5)) for i in range(5))
SAMPLE_KEYS = {"cell", "sizes", "n", "tier", "best_lower", "upper", "source"}


class TestOptions:
    def test_default_poses_every_cell(self) -> None:
        task = ramsey_bounds()
        assert [s.id for s in task.dataset] == [c.id for c in CELLS]

    def test_sample_metadata_and_prompt(self) -> None:
        [sample] = ramsey_bounds(cells="R(3,17)_n92").dataset
        assert sample.metadata is not None
        assert set(sample.metadata) == SAMPLE_KEYS
        assert sample.metadata["sizes"] == [3, 17]
        assert sample.metadata["n"] == 92
        assert sample.metadata["tier"] == "best"
        assert isinstance(sample.input, str)
        assert cell_from_prompt(sample.input) == ("R(3,17)_n92", (3, 17), 92)
        assert "no clique of 3 vertices" in sample.input
        assert "no independent set of 17 vertices" in sample.input

    def test_cells_split_by_inspect_are_joined(self) -> None:
        """-T cells=R(3,3)_n5,R(4,4)_n17 arrives as ['R(3', '3)_n5', 'R(4', '4)_n17']."""
        task = ramsey_bounds(cells=["R(3", "3)_n5", "R(4", "4)_n17"])
        assert [s.id for s in task.dataset] == ["R(3,3)_n5", "R(4,4)_n17"]

    def test_tiers(self) -> None:
        task = ramsey_bounds(tier=["open"])
        assert {s.metadata["tier"] for s in task.dataset if s.metadata} == {"open"}

    def test_three_colours_prompt_uses_digits(self) -> None:
        [sample] = ramsey_bounds(cells="R(3,3,3)_n16").dataset
        assert isinstance(sample.input, str)
        assert "digits from 0 to 2" in sample.input
        assert "colour 3 contains no K_3" in sample.input

    def test_agent_defaults(self) -> None:
        task = ramsey_bounds(solver="agent", sandbox="local", cells="R(3,3)_n5")
        assert task.time_limit == 1800
        assert task.message_limit == 200
        assert task.sandbox is not None
        assert task.sandbox.type == "local"
        [sample] = task.dataset
        assert "answer.txt" in str(sample.input)

    def test_docker_sandbox_is_the_shipped_compose_file(self) -> None:
        task = ramsey_bounds(solver="agent", cells="R(3,3)_n5")
        assert task.sandbox is not None
        assert task.sandbox.type == "docker"
        assert Path(str(task.sandbox.config)) == SANDBOX_COMPOSE
        compose = SANDBOX_COMPOSE.read_text()
        assert "network_mode: none" in compose
        docker = (SANDBOX_COMPOSE.parent / "Dockerfile").read_text()
        assert all(p in docker for p in ("numpy", "networkx", "python-sat"))

    @pytest.mark.parametrize(
        ("kwargs", "start"),
        [
            ({"solver": "agents"}, "solver: must be one of direct, verify_tool, agent"),
            ({"sandbox": "podman"}, "sandbox: must be one of docker, local"),
            ({"tier": "easy"}, "tier: unknown value 'easy'"),
            ({"cells": "R(3,3)_n6"}, "cells: unknown cell 'R(3,3)_n6'"),
            ({"tool_cap": 0}, "tool_cap: must be a whole number from 1 to 1000"),
            ({"time_limit": -5}, "time_limit: must be a positive number"),
            ({"token_limit": "many"}, "token_limit: must be a whole number"),
            ({"message_limit": 1}, "message_limit: must be a whole number from 2"),
            ({"budget_scale": 0}, "budget_scale: must be a positive number"),
            ({"cells": ""}, "cells: the value is empty"),
            ({"tier": "known", "cells": "R(5,5)_n42"}, "cells: no cell is both"),
            (
                {"solverr": "direct"},
                "-T solverr: ramsey_bounds has no such option; did you mean solver?",
            ),
        ],
    )
    def test_a_bad_option_is_one_line_naming_it(
        self, kwargs: dict[str, object], start: str
    ) -> None:
        with pytest.raises(OptionError) as err:
            ramsey_bounds(**kwargs)  # type: ignore[arg-type]
        assert str(err.value).startswith(start)
        assert "\n" not in str(err.value)


@pytest.mark.slow
def test_cli_bad_option_exits_with_one_line(tmp_path: Path) -> None:
    """Inspect eval with a bad -T value prints one line and exits non-zero, writing no log."""
    run = subprocess.run(
        [sys.executable, "-m", "inspect_ai", "eval", "ramsey_inspect/ramsey_bounds",
         "--model", "ramsey_inspect/exact", "-T", "solver=oracle", "--log-dir", str(tmp_path),
         "--display", "plain"],  # "none" silences the message too
        capture_output=True, text=True, timeout=120, env={**os.environ, "NO_COLOR": "1"},
    )  # fmt: skip
    assert run.returncode == 1
    output = (run.stdout + run.stderr).strip()
    assert output == "solver: must be one of direct, verify_tool, agent, not 'oracle'"
    assert not list(tmp_path.glob("*.eval"))


def _script(tmp_path: Path, rules: list[dict[str, object]]) -> str:
    path = tmp_path / "script.json"
    path.write_text(json.dumps({"rules": rules, "default": "no idea"}))
    return str(path)


def _scores(task: Task, model: str, **model_args: object) -> dict[str, object]:
    [log] = eval(task, model=model, model_args=model_args, display="none")
    assert log.status == "success", log.error
    assert log.samples is not None
    return {str(s.id): s.scores[RAMSEY_CHECKER] for s in log.samples if s.scores}


@pytest.mark.slow
class TestEndToEnd:
    def test_direct_scripted_replies(self, tmp_path: Path) -> None:
        """A valid matrix scores C; a K_5 scores I naming a triangle; prose is unreadable."""
        script = _script(
            tmp_path,
            [
                {"match": "Cell: R(3,3)_n5", "turns": [f"Here:\n```\n{C5_ROWS}\n```"]},
                {"match": "Cell: R(3,4)_n8", "turns": ["Edges: (0, 1), (1, 2), (0, 2)"]},
                {"match": "Cell: R(3,5)_n13", "turns": ["I cannot do this."]},
            ],
        )
        task = ramsey_bounds(cells="R(3,3)_n5,R(3,4)_n8,R(3,5)_n13")
        scores = _scores(task, "ramsey_inspect/scripted", script=script)
        valid, invalid, unreadable = (scores[c] for c in ("R(3,3)_n5", "R(3,4)_n8", "R(3,5)_n13"))
        assert valid.value == "C"  # type: ignore[attr-defined]
        assert valid.metadata["status"] == "valid"  # type: ignore[attr-defined]
        assert valid.metadata["matches_known"]  # type: ignore[attr-defined]
        assert invalid.value == "I"  # type: ignore[attr-defined]
        meta = invalid.metadata  # type: ignore[attr-defined]
        assert meta["status"] == "invalid"
        assert meta["clique"] == [0, 1, 2] or meta["colour"] == 0
        assert meta["mono_cliques"] >= 1
        assert "on vertices [0, 1, 2]" in invalid.explanation  # type: ignore[attr-defined]
        assert unreadable.metadata["status"] == "unreadable"  # type: ignore[attr-defined]
        assert unreadable.metadata["clique"] is None  # type: ignore[attr-defined]

    def test_verify_tool_makes_real_tool_calls(self, tmp_path: Path) -> None:
        script = _script(
            tmp_path,
            [
                {
                    "match": "Cell: R(3,3)_n5",
                    "turns": [
                        {"tool": "ramsey_check", "arguments": {"colouring": K5_ROWS}},
                        {"tool": "ramsey_check", "arguments": {"colouring": C5_ROWS}},
                        f"The checker says it is valid:\n```\n{C5_ROWS}\n```",
                    ],
                }
            ],
        )
        task = ramsey_bounds(cells="R(3,3)_n5", solver="verify_tool", tool_cap=3)
        [log] = eval(
            task, model="ramsey_inspect/scripted", model_args={"script": script}, display="none"
        )
        assert log.status == "success", log.error
        assert log.samples is not None
        [sample] = log.samples
        results = [m.text for m in sample.messages if m.role == "tool"]
        assert len(results) == 2
        assert results[0].startswith("Invalid. Vertices")
        assert results[1].startswith("Valid")
        assert sample.scores is not None
        assert sample.scores[RAMSEY_CHECKER].value == "C"

    def test_exact_baseline_solves_every_known_cell(self) -> None:
        scores = _scores(ramsey_bounds(tier="known"), "ramsey_inspect/exact")
        assert len(scores) == sum(c.tier == "known" for c in CELLS)
        assert {s.value for s in scores.values()} == {"C"}  # type: ignore[attr-defined]
        assert all(s.metadata["matches_known"] for s in scores.values())  # type: ignore[attr-defined]

    def test_exact_baseline_on_best_cells_it_holds(self) -> None:
        """R(6,6)_n101 (Paley 101) and the 2026 R(6,8)_n134 witness: C, recalled."""
        scores = _scores(ramsey_bounds(cells="R(6,6)_n101,R(6,8)_n134"), "ramsey_inspect/exact")
        assert {s.value for s in scores.values()} == {"C"}  # type: ignore[attr-defined]
        assert all(s.metadata["matches_known"] for s in scores.values())  # type: ignore[attr-defined]

    def test_search_baseline_is_seeded(self) -> None:
        task = ramsey_bounds(cells="R(3,3)_n5,R(3,4)_n8")
        first = _scores(task, "ramsey_inspect/search", seed=3, steps=500)
        again = _scores(
            ramsey_bounds(cells="R(3,3)_n5,R(3,4)_n8"), "ramsey_inspect/search", seed=3, steps=500
        )
        assert {k: v.answer for k, v in first.items()} == {k: v.answer for k, v in again.items()}  # type: ignore[attr-defined]
        assert first["R(3,3)_n5"].value == "C"  # type: ignore[attr-defined]


def test_the_open_cells_are_n_equal_best_lower() -> None:
    """A valid answer on an open cell is a new record: the prompt's n is best_lower."""
    for cell in CELLS:
        if cell.tier == "open":
            assert cell.n == cell.best_lower
    assert CELLS_BY_ID["R(3,17)_n93"].tier == "open"
    assert nx.cycle_graph(5).number_of_edges() == 5


@pytest.mark.slow
def test_metrics_survive_epochs_and_the_viewer_gets_its_columns() -> None:
    """Two epochs give the same metrics as one; each sample gets its viewer facets."""
    from ramsey_inspect.viewer import VIEWER_COLUMNS

    cells = "R(3,3)_n5,R(3,4)_n8,R(5,5)_n43"
    logs = [
        eval(
            ramsey_bounds(cells=cells, metrics="all"),
            model="ramsey_inspect/exact",
            epochs=e,
            display="none",
        )[0]
        for e in (1, 2)
    ]
    metrics = []
    for log in logs:
        assert log.status == "success", log.error
        assert log.results is not None
        [main] = [s for s in log.results.scores if s.name == RAMSEY_CHECKER]
        metrics.append({k: m.value for k, m in main.metrics.items()})
    assert metrics[0] == metrics[1]
    assert metrics[0]["solved_known"] == 1.0
    assert metrics[0]["solved_open"] == 0.0
    assert metrics[0]["reach_5_5"] == 0.0
    assert metrics[0]["unreadable"] == pytest.approx(1 / 3)
    assert logs[1].samples is not None
    facets = logs[1].samples[0].scores[VIEWER_COLUMNS].value  # type: ignore[index]
    assert isinstance(facets, dict)
    assert facets["status"] in ("valid", "unreadable")
