"""The gadgets task's size and example hints, min_vertices metadata, and on-demand search."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import Model
from inspect_ai.scorer import CORRECT, INCORRECT

from ramsey_inspect.core.gadget_search import SearchBudget
from ramsey_inspect.core.gadgets import format_gadget, verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets import gadget_solutions
from ramsey_inspect.datasets.gadget_solutions import MinimalSolution, load_solutions
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs
from ramsey_inspect.parsers.gadgets import parse_gadget
from ramsey_inspect.prompts.gadgets import size_hint
from ramsey_inspect.tasks.gadgets import GADGETS_VERSION, gadgets

ScriptedModel = Callable[[Callable[[str], str]], Model]
LOGGER = "ramsey_inspect.tasks.gadgets"
SIZE_PHRASE = "known to have a solution with exactly"
EXAMPLE_PHRASE = "solved problem of the same kind"
BLOCK = re.compile(r"BEGIN GADGET.*?END GADGET", re.DOTALL)
# The paper's 30 example-hint problems: K1,3 with H in K3, P4, TK3 (determiners and
# senders: the P3 pairs are polynomial) and H in C4, K4-e, K4 (all six types).
PAPER_EXAMPLE_COUNTS = {"K3": 4, "P4": 4, "TK3": 4, "C4": 6, "K4-e": 6, "K4": 6}


def by_id(task: Task) -> dict[str, Sample]:
    return {str(s.id): s for s in task.dataset}


def meta(sample: Sample) -> dict[str, Any]:
    assert sample.metadata is not None
    return sample.metadata


def text(sample: Sample) -> str:
    assert isinstance(sample.input, str)
    return sample.input


# --- min_vertices metadata --------------------------------------------------------------------


@pytest.mark.parametrize("setting", ["zero_shot", "structural_hint", "multiround"])
def test_every_paper_sample_records_the_shipped_minimum(setting: str) -> None:
    shipped = load_solutions()
    got = by_id(gadgets(setting=setting))
    assert len(got) == 70
    for pid, sample in got.items():
        assert meta(sample)["min_vertices"] == shipped[pid].min_vertices, pid
        assert meta(sample)["minimality_proven"] is True
        assert "example_id" not in meta(sample)


# --- size hint ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def size_task() -> Task:
    return gadgets(setting="size_hint")


@pytest.mark.parametrize(
    ("pid", "n"),
    [
        ("K1_3-K4-red-determiner", 10),
        ("K1_3-K4-variable-gadget", 9),
        ("K1_3-P4-clause-gadget", 8),
        ("P3-K3-positive-sender", 4),
        ("P3-K4-e-negative-sender", 7),
    ],
)
def test_size_hint_states_the_minimum(size_task: Task, pid: str, n: int) -> None:
    sample = by_id(size_task)[pid]
    assert f"{SIZE_PHRASE} {n} vertices." in text(sample)
    assert text(sample).endswith(size_hint(n))
    assert meta(sample)["min_vertices"] == n
    assert meta(sample)["setting"] == "size_hint"


def test_size_hint_keeps_all_seventy(size_task: Task) -> None:
    shipped = load_solutions()
    got = by_id(size_task)
    assert len(got) == 70
    for pid, sample in got.items():
        assert f"{SIZE_PHRASE} {shipped[pid].min_vertices} vertices" in text(sample)
        assert EXAMPLE_PHRASE not in text(sample)


def test_other_settings_have_no_size_or_example_hint() -> None:
    for setting in ("zero_shot", "structural_hint", "multiround"):
        for sample in gadgets(setting=setting, pairs="K1,3:K4").dataset:
            assert SIZE_PHRASE not in text(sample)
            assert EXAMPLE_PHRASE not in text(sample)
            assert "BEGIN GADGET" not in text(sample)


# --- example hint -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def example_task() -> Task:
    return gadgets(setting="example_hint")


def test_example_hint_poses_the_papers_thirty(example_task: Task) -> None:
    got = by_id(example_task)
    assert len(got) == 30
    counts: dict[str, int] = {}
    for pid, sample in got.items():
        m = meta(sample)
        assert m["f"] == "K1,3"
        assert m["setting"] == "example_hint"
        assert m["example_id"] == "P3" + pid.removeprefix("K1_3")
        counts[m["h"]] = counts.get(m["h"], 0) + 1
    assert counts == PAPER_EXAMPLE_COUNTS
    assert "K1_3-K3-clause-gadget" not in got  # (P3,K3) is polynomial: no clause gadget


def test_example_block_is_the_shipped_p3_gadget_and_verifies(example_task: Task) -> None:
    shipped = load_solutions()
    for pid, sample in by_id(example_task).items():
        m = meta(sample)
        kind = m["gadget_type"]
        [block] = BLOCK.findall(text(sample))
        gadget = parse_gadget(block, kind).gadget
        example = shipped[m["example_id"]]
        assert example.gadget is not None
        assert gadget == example.gadget, pid
        assert block == format_gadget(kind, example.gadget)
        assert verify_gadget(parse_graph("P3"), parse_graph(m["h"]), kind, gadget).valid, pid
        assert f"({'P3'},{m['h']})-" in text(sample)
        # The K1,3 problem's own size is still recorded.
        assert m["min_vertices"] == shipped[pid].min_vertices


def test_example_hint_explains_the_p3_enforcer(example_task: Task) -> None:
    variable = text(by_id(example_task)["K1_3-C4-variable-gadget"])
    assert "an enforcer is a vertex with 1 red edge" in variable
    clause = text(by_id(example_task)["K1_3-C4-clause-gadget"])
    assert "enforcer" not in clause


def test_example_hint_matches_graphs_up_to_isomorphism() -> None:
    # F as an edge list is still the star K1,3, and H = [triangle] is K3: the shipped
    # (P3,K3) determiners and senders are found under the paper's name.
    task = gadgets(setting="example_hint", pairs="[0-1;0-2;0-3]:[0-1;1-2;2-0]")
    got = list(task.dataset)
    assert [meta(s)["example_id"] for s in got] == [
        "P3-K3-red-determiner",
        "P3-K3-blue-determiner",
        "P3-K3-positive-sender",
        "P3-K3-negative-sender",
    ]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"pairs": "P3:K4"},  # F is not K1,3
        {"pairs": "K1,3:K1,2"},  # the counterpart would be (P3,P3)
        {"pairs": "K1,3:K3", "types": "clause,variable"},  # (P3,K3) is polynomial
        {"pairs": "K1,4:C4"},  # F = K1,4: examples are for K1,3 only
    ],
)
def test_example_hint_with_no_counterpart_is_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"^setting: example_hint needs \(K1,3,H\) problems"):
        gadgets(setting="example_hint", **kwargs)


def test_example_hint_drops_only_problems_without_a_counterpart() -> None:
    task = gadgets(setting="example_hint", pairs="P3:K4,K1,3:TK3,K1,3:K4")
    ids = list(by_id(task))
    assert len(ids) == 4 + 6
    assert all(i.startswith("K1_3-") for i in ids)


# --- pairs outside the shipped data -------------------------------------------------------------


def _c5_solutions() -> dict[str, MinimalSolution]:
    problems = gadget_problems(parse_pairs("K1,3:C5,P3:C5"))
    return {p.id: gadget_solutions.solution_for(p) for p in problems}


@pytest.mark.slow
def test_unshipped_pair_is_searched_at_creation() -> None:
    solutions = _c5_solutions()
    assert not set(solutions) & set(load_solutions())
    for setting in ("zero_shot", "size_hint", "example_hint"):
        got = by_id(gadgets(setting=setting, pairs="K1,3:C5"))
        assert len(got) == 6
        for pid, sample in got.items():
            n = solutions[pid].min_vertices
            assert n is not None
            assert meta(sample)["min_vertices"] == n
            assert meta(sample)["minimality_proven"] is True
            assert (f"{SIZE_PHRASE} {n} vertices" in text(sample)) == (setting == "size_hint")
            if setting == "example_hint":
                example_id = meta(sample)["example_id"]
                assert example_id == "P3" + pid.removeprefix("K1_3")
                [block] = BLOCK.findall(text(sample))
                kind = meta(sample)["gadget_type"]
                gadget = parse_gadget(block, kind).gadget
                assert verify_gadget(parse_graph("P3"), parse_graph("C5"), kind, gadget).valid


@pytest.mark.slow
def test_unshipped_pair_end_to_end(scripted_model: ScriptedModel, tmp_path: Path) -> None:
    """A mockllm run of (K1,3,C5) with the size hint: only the red determiner is answered."""
    red = _c5_solutions()["K1_3-C5-red-determiner"]
    assert red.gadget is not None
    answer = format_gadget("red_determiner", red.gadget)

    def reply(prompt: str) -> str:
        if "e is red in every (K1,3,C5)-good coloring" in prompt:
            return "Here it is.\n" + answer
        return "I do not know."

    [log] = eval(
        gadgets(setting="size_hint", pairs="K1,3:C5"),
        model=scripted_model(reply),
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert log.eval.task_version == GADGETS_VERSION
    assert log.samples is not None
    verdicts = {}
    for s in log.samples:
        assert s.metadata["min_vertices"] == _c5_solutions()[str(s.id)].min_vertices
        assert s.scores is not None
        verdicts[str(s.id)] = s.scores["gadget_verifier"].value
    assert verdicts.pop("K1_3-C5-red-determiner") == CORRECT
    assert set(verdicts.values()) == {INCORRECT}
    assert log.results is not None
    [row] = log.results.scores
    assert row.metrics["accuracy"].value == pytest.approx(1 / 6)


# --- search bounds ------------------------------------------------------------------------------


def test_no_gadget_up_to_the_bound_drops_the_size_hint(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """(K1,3,K5) determiners need more than 10 vertices; its clause gadget has 7."""
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        task = gadgets(setting="size_hint", pairs="K1,3:K5", types="red_determiner,clause")
    assert list(by_id(task)) == ["K1_3-K5-clause-gadget"]
    [record] = [r for r in caplog.records if r.name == LOGGER]
    assert record.levelno == logging.WARNING
    assert "K1_3-K5-red-determiner" in record.getMessage()
    assert "no gadget on at most 10 vertices" in record.getMessage()
    assert "left out of the size_hint setting" in record.getMessage()

    caplog.clear()
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        zero = by_id(gadgets(pairs="K1,3:K5", types="red_determiner,clause"))
    assert meta(zero["K1_3-K5-red-determiner"])["min_vertices"] is None
    assert meta(zero["K1_3-K5-red-determiner"])["minimality_proven"] is False
    assert meta(zero["K1_3-K5-clause-gadget"])["min_vertices"] == 7
    [record] = [r for r in caplog.records if r.name == LOGGER]
    assert "min_vertices is None" in record.getMessage()
    assert "left out" not in record.getMessage()


def test_tiny_search_seconds_leaves_no_size_hint(caplog: pytest.LogCaptureFixture) -> None:
    """A microsecond is too little to refute six sizes and find a (K1,3,C5) determiner."""
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        zero = by_id(gadgets(pairs="K1,3:C5", types="red_determiner", search_seconds=1e-6))
    m = meta(zero["K1_3-C5-red-determiner"])
    assert (m["min_vertices"], m["minimality_proven"]) == (None, False)
    [record] = [r for r in caplog.records if r.name == LOGGER]
    assert "K1_3-C5-red-determiner" in record.getMessage()
    assert "time limit" in record.getMessage()
    with pytest.raises(
        ValueError, match=r"^search_seconds: within 1e-06s per problem no size_hint"
    ):
        gadgets(setting="size_hint", pairs="K1,3:C5", types="red_determiner", search_seconds=1e-6)


def test_unproven_minimum_is_not_offered(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A gadget found above a size that timed out is an upper bound only: no size hint."""
    real = gadget_solutions.solve
    limits: list[float | None] = []
    budgets: list[SearchBudget | None] = []

    def solve(
        problem: GadgetProblem,
        max_n: int = 10,
        time_limit: float | None = None,
        budget: SearchBudget | None = None,
    ) -> MinimalSolution:
        limits.append(time_limit)
        budgets.append(budget)
        found = real(problem, max_n, time_limit=None)
        if problem.id != "K1_3-C5-blue-determiner":
            return found
        note = "found on 7 vertices, but n = 6 timed out"
        return MinimalSolution(problem.id, 7, found.gadget, False, note, 2.0)

    monkeypatch.setattr(gadget_solutions, "solve", solve)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        task = gadgets(setting="size_hint", pairs="K1,3:C5", search_seconds=2.5)
    assert set(limits) == {2.5}
    assert set(budgets) == {gadget_solutions.ON_DEMAND_BUDGET}
    got = by_id(task)
    assert len(got) == 5
    assert "K1_3-C5-blue-determiner" not in got
    [record] = [r for r in caplog.records if r.name == LOGGER]
    assert "K1_3-C5-blue-determiner" in record.getMessage()
    assert "n = 6 timed out" in record.getMessage()

    blue = by_id(gadgets(pairs="K1,3:C5", types="blue_determiner"))["K1_3-C5-blue-determiner"]
    assert (meta(blue)["min_vertices"], meta(blue)["minimality_proven"]) == (None, False)


def test_missing_example_drops_the_problem(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    real = gadget_solutions.solve

    def solve(
        problem: GadgetProblem,
        max_n: int = 10,
        time_limit: float | None = None,
        budget: SearchBudget | None = None,
    ) -> MinimalSolution:
        if problem.id == "P3-C5-clause-gadget":
            note = "no gadget found; the time limit was hit at n = 4"
            return MinimalSolution(problem.id, None, None, False, note, 1.0)
        return real(problem, max_n, time_limit, budget)

    monkeypatch.setattr(gadget_solutions, "solve", solve)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        got = by_id(gadgets(setting="example_hint", pairs="K1,3:C5"))
    assert len(got) == 5
    assert "K1_3-C5-clause-gadget" not in got
    [record] = [r for r in caplog.records if r.name == LOGGER]
    message = record.getMessage()
    assert "K1_3-C5-clause-gadget" in message
    assert "P3-C5-clause-gadget" in message
    assert "time limit was hit at n = 4" in message
    assert "left out of the example_hint setting" in message


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (0, "0"),
        (0.0, "0.0"),
        (-1, "-1"),
        (-0.5, "-0.5"),
        ("ten", "'ten'"),
        (True, "True"),
        (None, "an empty value"),  # -T search_seconds= (YAML reads nothing as None)
        ("", "an empty value"),
        (float("nan"), "nan"),
        (float("inf"), "inf"),
        ("1e999", "'1e999'"),
        ([1, 2], "[1, 2]"),
    ],
)
def test_bad_search_seconds_names_the_parameter(value: Any, shown: str) -> None:
    message = f"search_seconds: must be a positive number of seconds, not {shown}"
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        gadgets(search_seconds=value)


@pytest.mark.parametrize(
    ("value", "seconds"),
    [(1, 1.0), (0.5, 0.5), (60.0, 60.0), ("1e9", 1e9), ("2.5", 2.5), ("1_000", 1000.0)],
)
def test_good_search_seconds(value: Any, seconds: float) -> None:
    """``-T search_seconds=1e9`` reaches the task as the text '1e9' (YAML): it is a number."""
    task = gadgets(pairs="P3:K3", search_seconds=value)
    assert task.metadata is not None
    assert task.metadata["search_seconds"] == seconds
