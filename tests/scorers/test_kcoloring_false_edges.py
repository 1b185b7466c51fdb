"""The k-coloring scorer's false-edge record and its metrics (the sequel's hallucinated edges).

Replies are hand-written in today's styles: reasoning as Inspect keeps it apart
(``ContentReasoning``), as ``<think>`` blocks in the text, redacted, or not shown at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import read_eval_log
from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ContentReasoning,
    ContentText,
    ModelOutput,
    ModelUsage,
    get_model,
)
from inspect_ai.scorer import SampleScore, Score, Target
from inspect_ai.solver import TaskState

from ramsey_inspect import names
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.prompts.kcoloring import render_prompt
from ramsey_inspect.reports.results import load
from ramsey_inspect.reports.sequel import rows_from_samples
from ramsey_inspect.scorers._kcoloring_false_edges import (
    FALSE_EDGE_NOTES,
    false_edge_breakdown,
    false_edge_share,
)
from ramsey_inspect.scorers.kcoloring import coloring_checker

# Triangle 0-1-2 plus a pendant 2-3; vertex 4 isolated. 3-colorable.
EDGES: list[Edge] = [(0, 1), (0, 2), (1, 2), (2, 3)]
K4: list[Edge] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
COLORING = "0 Red\n1 Green\n2 Blue\n3 Red\n4 Red"
BLOB = "gAAAAABo" + "x" * 200  # an encrypted reasoning blob: no text to read


def metadata(frame: str = "math", edges: list[Edge] = EDGES, colorable: bool = True) -> dict:
    return {
        "problem_set": "5v3c",
        "problem_id": 1,
        "frame": frame,
        "n": 5,
        "k": 3,
        "edges": [list(e) for e in edges],
        "colorable": colorable,
        "problem_type": "colorable_high",
        "edge_count": len(edges),
    }


def output(
    reply: str, reasoning: list[ContentReasoning] | None = None, reasoning_tokens: int | None = None
) -> ModelOutput:
    """A reply as a provider hands it to Inspect: reasoning blocks, then the text."""
    content: list[Any] = [*(reasoning or []), ContentText(text=reply)]
    out = ModelOutput.from_message(ChatMessageAssistant(content=content, model="m"))
    out.usage = ModelUsage(
        input_tokens=10, output_tokens=50, total_tokens=60, reasoning_tokens=reasoning_tokens
    )
    return out


async def checked(out: ModelOutput, meta: dict[str, Any] | None = None) -> Score:
    """The checker's score of a reply to the sample ``meta`` describes."""
    state = TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id="x",
        epoch=1,
        input="q",
        messages=[],
        output=out,
        metadata=meta or metadata(),
    )
    score = await coloring_checker()(state, Target(""))
    assert score is not None
    return score


async def record(out: ModelOutput, meta: dict | None = None) -> dict[str, Any]:
    score = await checked(out, meta)
    assert score.metadata is not None
    return score.metadata


class TestRecord:
    """What a reply's reasoning states about the graph, kept in the score's metadata."""

    async def test_reasoning_block_with_a_false_edge(self) -> None:
        """R1 style: the reasoning lists a neighbour the prompt never gave (0-3)."""
        out = output(COLORING, [ContentReasoning(reasoning="Vertex 3 is connected to 0 and 2.")])
        meta = await record(out)
        assert meta["outcome"] == "correct"
        assert meta[names.FALSE_EDGES] == [[0, 3]]
        assert meta[names.REASONING] == "seen"
        # 0 and 3 are both Red: were 0-3 an edge, this coloring would be wrong.
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is False
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is None  # not a false Impossible

    async def test_a_list_about_another_graph_is_noted_in_the_explanation(self) -> None:
        """A renumbered subgraph's edge list: mostly edges the graph lacks, so none counted."""
        reasoning = "Relabel the core as a triangle.\nEdges: (0,3), (0,4), (3,4), (1,4)\n\nDone."
        out = output(COLORING, [ContentReasoning(reasoning=reasoning)])
        score = await checked(out, metadata())
        assert score is not None
        assert score.metadata is not None
        assert score.metadata[names.FALSE_EDGES] == []
        assert score.metadata[FALSE_EDGE_NOTES]
        assert "False edges not counted" in (score.explanation or "")

    async def test_think_block_in_the_text(self) -> None:
        """Served without a reasoning parser: the thinking arrives in ``<think>`` tags."""
        out = output(f"<think>So 4 is adjacent to 1.</think>\n{COLORING}")
        meta = await record(out)
        assert meta[names.FALSE_EDGES] == [[1, 4]]
        assert meta[names.REASONING] == "seen"
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is True  # 1 Green, 4 Red: still proper

    async def test_reply_text_alone_is_read(self) -> None:
        """A model without separate reasoning: the reply is all there is, and it is read."""
        meta = await record(output("Since 3 is adjacent to 1, 1 and 3 differ.\n" + COLORING))
        assert meta[names.REASONING] == "none"
        assert meta[names.FALSE_EDGES] == [[1, 3]]

    async def test_a_question_answered_no_is_no_false_edge(self) -> None:
        out = output(COLORING, [ContentReasoning(reasoning="Is 3 connected to 0? No.")])
        meta = await record(out)
        assert meta[names.FALSE_EDGES] == []
        assert meta[names.REASONING] == "seen"
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is None  # nothing to add

    async def test_cities_are_recorded_in_the_problems_numbering(self) -> None:
        """The cities frame counts from City 1; the record counts vertices from 0."""
        text = "There is a highway between City 1 and City 4."
        out = output("Impossible", [ContentReasoning(reasoning=text)])
        meta = await record(out, metadata(frame="cities"))
        assert meta[names.FALSE_EDGES] == [[0, 3]]

    async def test_friends_frame(self) -> None:
        out = output("Impossible", [ContentReasoning(reasoning="Alice and Ethan are friends.")])
        meta = await record(out, metadata(frame="friends"))
        assert meta[names.FALSE_EDGES] == [[0, 4]]

    async def test_hostile_reasoning_is_bounded(self) -> None:
        """A megabyte of junk reasoning is read without raising, and states no edge."""
        junk = ("(((" * 1000 + "1-" * 5000 + "\n") * 60
        out = output("Impossible", [ContentReasoning(reasoning=junk)])
        meta = await record(out)
        assert meta[names.REASONING] == "seen"
        assert isinstance(meta[names.FALSE_EDGES], list)


class TestUnseen:
    """Reasoning the provider hid is unseen: never taken for reasoning free of false edges."""

    async def test_redacted_block(self) -> None:
        """Anthropic's redacted thinking: a block with no readable text."""
        out = output("Impossible", [ContentReasoning(reasoning=BLOB, redacted=True)])
        meta = await record(out)
        assert meta[names.REASONING] == "unseen"
        assert meta[names.FALSE_EDGES] == []
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is False  # a lower bound

    async def test_reasoning_tokens_without_text(self) -> None:
        """o1-style: reasoning tokens billed, none shown."""
        meta = await record(output(COLORING, reasoning_tokens=812))
        assert meta[names.REASONING] == "unseen"

    async def test_redacted_block_with_a_readable_summary_is_read(self) -> None:
        """Providers that encrypt the reasoning but send its text too (Grok, OpenAI)."""
        block = ContentReasoning(
            reasoning=BLOB, redacted=True, summary="Vertex 4 is connected to vertex 0."
        )
        meta = await record(output("Impossible", [block], reasoning_tokens=400))
        assert meta[names.REASONING] == "seen"
        assert meta[names.FALSE_EDGES] == [[0, 4]]

    async def test_an_edge_in_the_reply_is_kept_though_the_reasoning_is_unseen(self) -> None:
        out = output("Vertex 3 is adjacent to 0.\nImpossible", reasoning_tokens=300)
        meta = await record(out)
        assert meta[names.REASONING] == "unseen"
        assert meta[names.FALSE_EDGES] == [[0, 3]]


class TestCorrectUnderFalseEdges:
    """The sequel's would-be-correct rule: add the false edges, judge the verdict again."""

    async def test_false_impossible_right_were_the_edges_real(self) -> None:
        """0-3 and 1-3 make 0, 1, 2, 3 a K4: no 3-coloring, so "Impossible" would be right."""
        text = "Vertex 3 is adjacent to 0, 1, and 2. So 0, 1, 2, 3 form a K4."
        meta = await record(output("Impossible", [ContentReasoning(reasoning=text)]))
        assert meta["outcome"] == "false_impossible"
        assert meta[names.FALSE_EDGES] == [[0, 3], [1, 3]]
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is True
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is True

    async def test_false_impossible_wrong_even_with_the_edge(self) -> None:
        """4-0 alone leaves the graph 3-colorable: still wrong under the false edge."""
        text = "4 is connected to 0."
        meta = await record(output("Impossible", [ContentReasoning(reasoning=text)]))
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is True
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is False

    async def test_false_impossible_without_a_false_edge(self) -> None:
        text = "0, 1 and 2 form a triangle, and I cannot fit 3 in."
        meta = await record(output("Impossible", [ContentReasoning(reasoning=text)]))
        assert meta[names.FALSE_EDGES] == []
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is False
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is None

    async def test_right_impossible_stays_right(self) -> None:
        out = output("Impossible", [ContentReasoning(reasoning="Vertex 4 is adjacent to 0.")])
        meta = await record(out, metadata(edges=K4, colorable=False))
        assert meta["outcome"] == "correct"
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is True
        assert meta[names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE] is None

    async def test_no_answer_is_never_right(self) -> None:
        out = output("I am not sure.", [ContentReasoning(reasoning="3 is connected to 0.")])
        meta = await record(out)
        assert meta["outcome"] == "no_answer"
        assert meta[names.CORRECT_UNDER_FALSE_EDGES] is False


def scored(outcome: str, edges: list[list[int]] | None, seen: str, under: bool | None = None):
    meta: dict[str, Any] = {"outcome": outcome}
    if edges is not None:
        meta |= {
            names.FALSE_EDGES: edges,
            names.REASONING: seen,
            names.CORRECT_UNDER_FALSE_EDGES: under,
        }
    value = "C" if outcome == "correct" else "I"
    return SampleScore(score=Score(value=value, metadata=meta), sample_id="s")


class TestMetrics:
    def test_share_of_replies_with_a_false_edge_leaves_unseen_out(self) -> None:
        scores = [
            scored("correct", [], "seen"),
            scored("false_impossible", [[6, 7]], "seen", under=True),
            scored("correct", [], "none"),
            scored("correct", [], "unseen"),  # hidden: not counted as free of false edges
            scored("correct", None, ""),  # a score without the record
        ]
        assert false_edge_share()(scores) == {"false_edge_share": pytest.approx(1 / 3)}

    def test_all_unseen_is_absent_not_zero(self) -> None:
        scores = [scored("correct", [], "unseen"), scored("false_impossible", [], "unseen")]
        assert false_edge_share()(scores) == {"false_edge_share": None}
        assert false_edge_share()([]) == {"false_edge_share": None}

    def test_false_impossible_shares(self) -> None:
        scores = [
            scored("false_impossible", [[6, 7]], "seen", under=True),
            scored("false_impossible", [[5, 7]], "seen", under=False),
            scored("false_impossible", [[6, 7], [0, 1]], "seen", under=True),
            scored("false_impossible", [], "seen"),
            scored("false_impossible", [], "unseen"),  # unknown: out of the first share
            scored("invalid_coloring", [[2, 3]], "seen", under=False),  # not a false Impossible
        ]
        got = false_edge_breakdown()(scores)
        assert got["false_impossible_with_false_edge"] == pytest.approx(3 / 4)
        assert got["correct_under_false_edges"] == pytest.approx(2 / 3)

    def test_no_false_impossible_gives_no_shares(self) -> None:
        got = false_edge_breakdown()([scored("correct", [[1, 2]], "seen", under=True)])
        assert got == {"false_impossible_with_false_edge": None, "correct_under_false_edges": None}


def _non_edge(n: int, edges: tuple[Edge, ...]) -> Edge:
    return next((u, v) for u in range(n) for v in range(u + 1, n) if (u, v) not in edges)


@pytest.mark.slow  # an eval (about 2 s)
def test_eval_log_carries_the_record_and_the_metrics(tmp_path: Path) -> None:
    """A run whose model reasons with a false edge: the log's scores and results hold it."""
    from ramsey_inspect.tasks import kcoloring

    problem, _ = load_problem_set("4v2c")[0]
    u, v = _non_edge(problem.n, problem.edges)
    reasoning = ContentReasoning(reasoning=f"Vertex {u} is adjacent to vertex {v}.")
    first_prompt = render_prompt("math", problem.n, problem.k, problem.edges)

    def reply(messages: list[ChatMessage], *_: Any) -> ModelOutput:
        """Problem 1 gets reasoning with the false edge; the other one hidden reasoning."""
        if any(first_prompt in m.text for m in messages):
            return output("Impossible", [reasoning])
        return output("Impossible", reasoning_tokens=90)

    [log] = eval(
        kcoloring(problem_set="4v2c", frame="math", metrics="all"),  # the breakdowns too
        model=get_model("mockllm/model", custom_outputs=reply),
        sample_id=["4v2c-math-1", "4v2c-math-2"],
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    log = read_eval_log(log.location)
    assert log.samples is not None
    by_id = {s.id: s.scores[names.COLORING_CHECKER].metadata for s in log.samples if s.scores}
    first = by_id["4v2c-math-1"]
    assert first is not None
    assert first[names.FALSE_EDGES] == [[u, v]]
    assert first[names.REASONING] == "seen"
    second = by_id["4v2c-math-2"]
    assert second is not None
    assert second[names.REASONING] == "unseen"
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["false_edge_share"] == 1.0  # of the one reply read; the unseen one is out
    assert metrics["false_impossible_with_false_edge"] == 1.0
    assert [s.name for s in log.results.scores].count(names.COLORING_CHECKER) == 1
    # The report's sequel table reads the same record back from the log.
    results = load([tmp_path])
    [row] = rows_from_samples(results.samples[names.KCOLORING], results.configurations("kcoloring"))
    assert (row.trials, row.false_uncolorable, row.read, row.unseen) == (2, 2, 1, 1)
    assert row.with_false_edges == 1
    assert row.including_false_edges == 1
    assert row.edge_counts == {(u, v): 1}


@pytest.mark.parametrize(
    ("frame", "reasoning", "named"),
    [
        ("math", "Vertex 3 is connected to 0 and 2.", "an edge the prompt lacks: 0-3."),
        ("cities", "City 1 and city 4 are joined by a highway.", "a highway the prompt lacks: city 1-city 4."),
        ("friends", "Alice and Dave are friends.", "a friendship the prompt lacks: Alice-Dave."),
    ],
)  # fmt: skip
async def test_the_explanation_names_false_edges_as_the_frame_does(
    frame: str, reasoning: str, named: str
) -> None:
    """The score's explanation speaks the frame's names; the metadata stays 0-based."""
    score = await checked(
        output("Impossible", [ContentReasoning(reasoning=reasoning)]), metadata(frame)
    )
    assert score is not None
    assert score.metadata is not None
    assert score.metadata[names.FALSE_EDGES] == [[0, 3]]
    assert score.explanation is not None
    assert score.explanation.startswith("Answered impossible, but a 3-coloring exists.")
    assert score.explanation.endswith(" The reply states " + named)


async def test_no_false_edge_adds_nothing_to_the_explanation() -> None:
    score = await checked(output(COLORING), metadata())
    assert score is not None
    assert score.explanation == "A proper coloring with the allowed colors."
