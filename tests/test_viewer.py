"""The log viewer's sample columns: configured per task, filled per sample, kept in the log."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai import Task, eval
from inspect_ai.log import EvalLog, read_eval_log
from inspect_ai.model import ChatMessageUser, ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import Score, Target
from inspect_ai.solver import TaskState
from inspect_ai.viewer import ViewerConfig

from ramsey_inspect import names
from ramsey_inspect.tasks.gadgets import gadgets
from ramsey_inspect.tasks.gtbench import gtbench
from ramsey_inspect.tasks.kcoloring import kcoloring
from ramsey_inspect.viewer import (
    COLUMNS,
    MAX_CELL_CHARS,
    VIEWER_COLUMNS,
    viewer_columns,
    viewer_config,
)

FACETS = {
    names.KCOLORING: ["problem_type", "frame", "edge_count", "outcome", "answer", "false_edges"],
    names.GADGETS: ["pair", "type", "tier", "min_size", "size_ratio", "failure", "answer"],
    names.GTBENCH: ["group", "evaluation_type", "failure_type", "answer"],
    names.RAMSEY_BOUNDS: ["cell", "tier", "status", "matches_known", "answer"],
}
"""What a researcher sorts each task's samples by."""


def column_ids(config: ViewerConfig | None) -> list[tuple[str, bool]]:
    assert config is not None
    view = config.task_samples_view
    assert view is not None
    assert not isinstance(view, list)
    assert view.columns is not None
    return [(c.id, c.visible) for c in view.columns]


def score_id(key: str) -> str:
    return f"score__{VIEWER_COLUMNS}__{key}"


@pytest.mark.parametrize("task", names.TASKS)
def test_each_task_lists_its_facets_between_the_sample_and_its_score(task: str) -> None:
    ids = column_ids(viewer_config(task))
    facets = [i for i, _ in ids if i.startswith(f"score__{VIEWER_COLUMNS}__")]
    assert facets == [score_id(k) for k in FACETS[task]]
    order = [i for i, _ in ids]
    main = f"score__{names.SCORERS[task]}__{names.SCORERS[task]}"
    assert order.index("sampleId") < order.index(facets[0])
    assert order.index(facets[-1]) < order.index(main)
    hidden = {i for i, visible in ids if not visible}
    assert {"input", "target", "answer"} <= hidden
    assert {"sampleId", "epoch", main} & hidden == set()
    view = viewer_config(task).task_samples_view
    assert view is not None
    assert not isinstance(view, list)
    assert view.score_labels == {c.key: c.label for c in COLUMNS[task]}


def test_unknown_task_is_refused() -> None:
    with pytest.raises(ValueError, match="task must be one of"):
        viewer_config("chess")
    with pytest.raises(ValueError, match="task must be one of"):
        viewer_columns("chess")


def _state(metadata: dict[str, Any], scores: dict[str, Score] | None) -> TaskState:
    state = TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id="s",
        epoch=1,
        input="q",
        messages=[ChatMessageUser(content="q")],
        metadata=metadata,
    )
    state.scores = scores
    return state


async def test_facets_come_from_the_sample_and_the_task_score() -> None:
    meta = {"f": "K1,3", "h": "C5", "gadget_type": "clause", "tier": "hard", "min_vertices": 7}
    main = Score(value="I", metadata={"failure": "combination_unrealisable"})
    got = await viewer_columns(names.GADGETS)(
        _state(meta, {names.GADGET_VERIFIER: main}), Target("")
    )
    assert got is not None
    assert got.value == {
        "pair": "K1,3:C5",
        "type": "clause",
        "tier": "hard",
        "min_size": 7,
        "size_ratio": "",  # only a valid gadget has one
        "failure": "combination_unrealisable",
        "answer": "read_wrong",  # a gadget was read and breaks a condition
    }


async def test_a_valid_gadget_shows_its_size_ratio() -> None:
    meta = {"f": "P3", "h": "K3", "gadget_type": "red_determiner", "tier": "easy"}
    main = Score(value="C", metadata={"failure": None, "size_ratio": 5 / 7})
    got = await viewer_columns(names.GADGETS)(
        _state(meta, {names.GADGET_VERIFIER: main}), Target("")
    )
    assert got is not None
    assert isinstance(got.value, dict)
    assert got.value["size_ratio"] == 0.714


async def test_missing_facets_are_empty_and_odd_ones_are_short_text() -> None:
    meta = {"problem_type": ["not", "a", "string"], "frame": "x" * 500}
    got = await viewer_columns(names.KCOLORING)(_state(meta, None), Target(""))
    assert got is not None
    assert isinstance(got.value, dict)
    assert got.value["problem_type"] == "['not', 'a', 'string']"
    assert len(str(got.value["frame"])) == MAX_CELL_CHARS
    assert got.value["edge_count"] is None
    assert got.value["outcome"] == ""  # no task score to read: a blank cell


@pytest.mark.parametrize(
    ("record", "cell"),
    [
        ({names.FALSE_EDGES: [[0, 3], [6, 7]], names.REASONING: "seen"}, "0-3, 6-7"),
        ({names.FALSE_EDGES: [], names.REASONING: "seen"}, ""),
        ({names.FALSE_EDGES: [], names.REASONING: "unseen"}, "unseen"),
        ({names.FALSE_EDGES: [[6, 7]], names.REASONING: "unseen"}, "6-7"),
        ({}, ""),  # a log from before the record: blank, not "none found"
    ],
)
async def test_kcoloring_false_edges_column(record: dict[str, Any], cell: str) -> None:
    """The false edges the scorer recorded, and ``unseen`` where hidden reasoning hid them."""
    main = Score(value="I", metadata={"outcome": "false_impossible", **record})
    got = await viewer_columns(names.KCOLORING)(
        _state({}, {names.COLORING_CHECKER: main}), Target("")
    )
    assert got is not None
    assert isinstance(got.value, dict)
    assert got.value["false_edges"] == cell
    labels = viewer_config(names.KCOLORING).task_samples_view
    assert labels is not None
    assert not isinstance(labels, list)
    assert (labels.score_labels or {})["false_edges"] == "false edges"


def _text(text: str) -> ModelOutput:
    output = ModelOutput.from_content("mockllm/model", text)
    output.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
    return output


WRONG_GADGET = "BEGIN GADGET\nvertices: 3\nedges: 0-1, 1-2\ne: 0-1\nEND GADGET"


def _run(task: Task, tmp_path: Path, **kwargs: Any) -> EvalLog:
    [log] = eval(task, display="none", log_dir=str(tmp_path / "logs"), **kwargs)
    assert log.status == "success", log.error
    # Read back from the file: what the viewer loads.
    return read_eval_log(log.location)


def _check_log(log: EvalLog, task: str) -> list[dict[str, Any]]:
    """The log holds the task's viewer config; every sample has its facets; results do not."""
    assert log.eval.viewer == viewer_config(task)
    assert column_ids(log.eval.viewer) == column_ids(viewer_config(task))
    assert log.results is not None
    assert {s.scorer for s in log.results.scores} == {names.SCORERS[task]}
    assert log.samples
    rows = []
    for sample in log.samples:
        assert sample.scores is not None
        value = sample.scores[VIEWER_COLUMNS].value
        assert isinstance(value, dict)
        assert list(value) == FACETS[task]
        rows.append(value)
    return rows


@pytest.mark.slow  # an eval each (about 2 s)
def test_kcoloring_log_keeps_its_viewer_and_facets(tmp_path: Path) -> None:
    log = _run(
        kcoloring(problem_set="4v2c", frame="math"),
        tmp_path,
        model=get_model("ramsey_inspect/exact"),
        limit=3,
    )
    rows = _check_log(log, names.KCOLORING)
    assert log.samples is not None
    for sample, row in zip(log.samples, rows, strict=True):
        assert row["problem_type"] == sample.metadata["problem_type"]
        assert row["frame"] == "math"
        assert row["edge_count"] == len(sample.metadata["edges"])
        assert row["outcome"] == "correct"
        assert row["answer"] == "correct"
        assert row["false_edges"] == ""  # the exact baseline states no edge


@pytest.mark.slow
def test_gadgets_log_keeps_its_viewer_and_facets(tmp_path: Path) -> None:
    model = get_model("mockllm/model", custom_outputs=lambda *a: _text(WRONG_GADGET))
    log = _run(gadgets(pairs="P3:K3"), tmp_path, model=model, limit=4)
    rows = _check_log(log, names.GADGETS)
    assert log.samples is not None
    for sample, row in zip(log.samples, rows, strict=True):
        main = sample.scores[names.GADGET_VERIFIER]  # type: ignore[index]
        assert row["pair"] == "P3:K3"
        assert row["type"] == sample.metadata["gadget_type"]
        assert row["tier"] == sample.metadata["tier"]
        assert row["min_size"] == sample.metadata["min_vertices"]
        assert row["size_ratio"] == ""  # no answer is valid here
        assert row["failure"] == main.metadata["failure"]  # type: ignore[index]
        assert row["failure"] is not None
    # The explanation draws the answer and the coloring that breaks it (red-determiner).
    [red] = [s for s in log.samples if s.metadata["gadget_type"] == "red_determiner"]
    main = red.scores[names.GADGET_VERIFIER]  # type: ignore[index]
    assert main.metadata["failure"] == "e_can_be_blue"  # type: ignore[index]
    assert main.metadata["breaking_coloring"] == {"red": [], "blue": [[0, 1], [1, 2]]}  # type: ignore[index]
    assert "![answer graph](data:image/png;base64," in str(main.explanation)


def test_gtbench_log_keeps_its_viewer_and_facets(tmp_path: Path) -> None:
    judge = get_model(
        "mockllm/model",
        custom_outputs=lambda *a: _text(
            '{"correct": false, "failure_type": "B", "justification": "a step is missing"}'
        ),
    )
    model = get_model("mockllm/model", custom_outputs=lambda *a: _text("Final answer: 12345"))
    log = _run(gtbench(), tmp_path, model=model, model_roles={"grader": judge}, limit=3)
    rows = _check_log(log, names.GTBENCH)
    assert log.samples is not None
    for sample, row in zip(log.samples, rows, strict=True):
        assert row["group"] == sample.metadata["group"]
        assert row["evaluation_type"] == sample.metadata["evaluation_type"]
        assert row["failure_type"] == "B"
        assert row["answer"] == "read_wrong"


@pytest.mark.parametrize(
    ("frame", "cell"),
    [
        ("math", "6-7, 0-3"),
        ("math_demanding", "6-7, 0-3"),
        ("cities", "city 7-city 8, city 1-city 4"),  # the cities prompt numbers from 1
        ("friends", "George-Heather, Alice-Dave"),
    ],
)
async def test_false_edges_column_names_vertices_as_the_frame_does(frame: str, cell: str) -> None:
    """The column speaks the frame's names; the score metadata keeps the 0-based pairs."""
    record = {names.FALSE_EDGES: [[6, 7], [0, 3]], names.REASONING: "seen"}
    main = Score(value="I", metadata={"outcome": "false_impossible", **record})
    got = await viewer_columns(names.KCOLORING)(
        _state({names.FRAME: frame}, {names.COLORING_CHECKER: main}), Target("")
    )
    assert got is not None
    assert isinstance(got.value, dict)
    assert got.value["false_edges"] == cell
    assert main.metadata is not None
    assert main.metadata[names.FALSE_EDGES] == [[6, 7], [0, 3]]


async def test_a_malformed_stored_edge_is_left_out_of_the_column() -> None:
    record = {names.FALSE_EDGES: [[0, "x"], [True, 1], [1, 2]], names.REASONING: "seen"}
    main = Score(value="I", metadata={"outcome": "false_impossible", **record})
    got = await viewer_columns(names.KCOLORING)(
        _state({names.FRAME: "friends"}, {names.COLORING_CHECKER: main}), Target("")
    )
    assert got is not None
    assert isinstance(got.value, dict)
    assert got.value["false_edges"] == "Bob-Carol"
