"""What the log viewer shows for each task: the sample columns a researcher sorts by.

Inspect 0.3.285's sample list (``Task(viewer=ViewerConfig(...))``) offers the built-in
sample columns and one column per score value, but none for sample or score metadata.
So each task also runs :func:`viewer_columns`, a scorer without metrics that copies the
facets worth sorting by (problem type, frame, gadget pair, failure code, ...) from the
sample metadata and from the task's own score into one dict-valued score: the viewer
turns each key into a column, and its filter box takes them by name (``type == "clause"``).
Having no metrics, it adds nothing to the results, the terminal or the reducers.

    inspect view --log-dir logs   # then a log's Samples tab
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from inspect_ai.scorer import Score, Scorer, Target, scorer
from inspect_ai.solver import TaskState
from inspect_ai.viewer import TaskSamplesColumn, TaskSamplesView, ViewerConfig

from ramsey_inspect import names
from ramsey_inspect.answer_status import answer_status
from ramsey_inspect.prompts.kcoloring import edge_name

VIEWER_COLUMNS = "viewer_columns"
"""The name the columns scorer's values are stored under in each sample's scores."""
MAX_CELL_CHARS = 80
"""Longer text (or anything that is not a plain value) is cut to this many characters."""

Cell = str | int | float | bool | None
Reader = Callable[[Mapping[str, Any], Mapping[str, Any]], Any]
"""Reads a cell from (sample metadata, the task score's metadata)."""


@dataclass(frozen=True)
class Column:
    """One facet column: its key (the score value key), header, and where it is read."""

    key: str
    label: str
    read: Reader
    missing: Cell = None
    """Shown when the field is absent or None: "" for text, so the cell is blank."""


def _sample(key: str) -> Reader:
    return lambda sample, score: sample.get(key)


def _score(key: str) -> Reader:
    return lambda sample, score: score.get(key)


def _answer(task: str) -> Reader:
    """Whether the answer was correct, unreadable (a format failure) or read and wrong."""
    return lambda sample, score: answer_status(task, score) if score else None


def _false_edges(sample: Mapping[str, Any], score: Mapping[str, Any]) -> Any:
    """The edges the reply states that the prompt lacks, in the frame's own names.

    ``6-7, 0-3`` in the math frames, ``city 7-city 8`` in cities (numbered from 1, as its
    prompt does), ``Alice-Bob`` in friends, comma-separated; the score metadata keeps them
    0-based.
    ``unseen`` when none was found but the provider hid the reasoning: not "none stated".
    """
    found = score.get(names.FALSE_EDGES)
    if not isinstance(found, list):
        return None
    pairs = [
        (int(p[0]), int(p[1]))
        for p in found
        if isinstance(p, (list, tuple))
        and len(p) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in p)
    ]
    if not pairs and score.get(names.REASONING) == "unseen":
        return "unseen"
    frame = str(sample.get(names.FRAME, "math"))
    return ", ".join(edge_name(frame, u, v) for u, v in pairs)


def _size_ratio(sample: Mapping[str, Any], score: Mapping[str, Any]) -> Any:
    """A valid gadget's ``min_vertices / vertices``, rounded (1 for a smallest one)."""
    ratio = score.get(names.SIZE_RATIO)
    if isinstance(ratio, bool) or not isinstance(ratio, (int, float)):
        return None
    return round(float(ratio), 3)


def _pair(sample: Mapping[str, Any], score: Mapping[str, Any]) -> Any:
    f, h = sample.get("f"), sample.get("h")
    return None if f is None or h is None else f"{f}:{h}"


COLUMNS: dict[str, tuple[Column, ...]] = {
    names.KCOLORING: (
        Column("problem_type", "problem type", _sample(names.PROBLEM_TYPE)),
        Column("frame", "frame", _sample(names.FRAME)),
        Column("edge_count", "edges", _sample(names.EDGE_COUNT)),
        Column("outcome", "outcome", _score("outcome"), missing=""),
        Column("answer", "answer read", _answer(names.KCOLORING), missing=""),
        Column(names.FALSE_EDGES, "false edges", _false_edges, missing=""),
    ),
    names.GADGETS: (
        Column("pair", "pair F:H", _pair),
        Column("type", "gadget type", _sample(names.GADGET_TYPE)),
        Column("tier", "tier", _sample(names.TIER)),
        Column("min_size", "min size", _sample(names.MIN_VERTICES)),
        Column(names.SIZE_RATIO, "size ratio", _size_ratio, missing=""),
        Column("failure", "failure code", _score("failure"), missing=""),
        Column("answer", "answer read", _answer(names.GADGETS), missing=""),
    ),
    names.GTBENCH: (
        Column("group", "group", _sample(names.GROUP)),
        Column("evaluation_type", "evaluation", _sample(names.EVALUATION_TYPE)),
        Column("failure_type", "failure type", _score("failure_type"), missing=""),
        Column("answer", "answer read", _answer(names.GTBENCH), missing=""),
    ),
    names.RAMSEY_BOUNDS: (
        Column("cell", "cell", _sample(names.CELL)),
        Column("tier", "tier", _sample(names.TIER)),
        Column("status", "verdict", _score("status"), missing=""),
        Column("matches_known", "matches known", _score("matches_known"), missing=""),
        Column("answer", "answer read", _answer(names.RAMSEY_BOUNDS), missing=""),
    ),
}
"""The facet columns of each task, in the order shown.

Every score column is shown: the 0.3.285 viewer does not hide one that the view marks
``visible=False``, so a facet that is not worth a column is left out here.
"""
_NOT_A_SCORE = (
    "Columns for the log viewer's sample list, from the sample and its score; not a score."
)


@scorer(metrics=[])
def viewer_columns(task: str) -> Scorer:
    """The sample's facets for the log viewer's columns, as one dict-valued score.

    Runs after the task's own scorer, whose metadata it reads (``outcome``, ``failure``,
    ``failure_type``); a missing field gives an empty cell. It never changes whether an
    answer is correct and has no metrics.

    Args:
        task: ``kcoloring``, ``gadgets`` or ``gtbench``: whose columns to fill.
    """
    if task not in COLUMNS:
        raise ValueError(f"task must be one of {', '.join(COLUMNS)}, not {task!r}")
    columns, main = COLUMNS[task], names.SCORERS[task]

    async def score(state: TaskState, target: Target) -> Score:
        own = (state.scores or {}).get(main)
        score_meta = own.metadata if own is not None and own.metadata else {}
        sample_meta = state.metadata or {}
        value: dict[str, Cell] = {c.key: _cell(c, sample_meta, score_meta) for c in columns}
        return Score(value=value, explanation=_NOT_A_SCORE)

    return score


def viewer_config(task: str) -> ViewerConfig:
    """The sample list of a task: id, epoch, its facet columns, its score, tokens.

    Input, target and answer stay available from the viewer's Columns menu (a column left
    out of the list would be shown); rows are one line each, so a screen shows many samples.
    """
    if task not in COLUMNS:
        raise ValueError(f"task must be one of {', '.join(COLUMNS)}, not {task!r}")
    main = names.SCORERS[task]
    columns = [
        TaskSamplesColumn(id="sampleStatus"),
        TaskSamplesColumn(id="sampleId"),
        TaskSamplesColumn(id="epoch"),
        *(TaskSamplesColumn.score(VIEWER_COLUMNS, c.key) for c in COLUMNS[task]),
        TaskSamplesColumn.score(main),
        TaskSamplesColumn(id="tokens"),
        TaskSamplesColumn(id="duration", visible=False),
        TaskSamplesColumn(id="answer", visible=False),
        TaskSamplesColumn(id="input", visible=False),
        TaskSamplesColumn(id="target", visible=False),
        TaskSamplesColumn(id="error", visible=False),
    ]
    return ViewerConfig(
        task_samples_view=TaskSamplesView(
            name=f"{task} samples",
            columns=columns,
            multiline=False,
            score_labels={c.key: c.label for c in COLUMNS[task]},
        )
    )


def _cell(column: Column, sample: Mapping[str, Any], score: Mapping[str, Any]) -> Cell:
    """A plain value as is; anything else as short text."""
    value = column.read(sample, score)
    if value is None:
        return column.missing
    if isinstance(value, (bool, int, float)):
        return value
    text = value if isinstance(value, str) else str(value)
    return text if len(text) <= MAX_CELL_CHARS else text[: MAX_CELL_CHARS - 1] + "…"
