"""Each k-coloring reply's false edges: the sequel's hallucinated edges, recorded per sample.

Heyman & Zylberberg (2025) traced most wrong verdicts of reasoning models to an edge the
reasoning states although the prompt never gave it. The scorer keeps, per reply, the
record ``names`` describes (``FALSE_EDGES``, ``REASONING``, ``CORRECT_UNDER_FALSE_EDGES``,
``FALSE_IMPOSSIBLE_WITH_FALSE_EDGE``); the metrics here sum it up for the results panel,
and the report's sequel tables read it from the log.

What is read: the reasoning Inspect keeps apart (``ContentReasoning``: its text, or for a
redacted block the readable summary some providers attach), ``<think>`` blocks and gpt-oss
channels written into the reply, and the reply text itself. Where the provider spent
reasoning tokens or sent a redacted block but showed no text, the reasoning is ``unseen``:
the reply text is still read, but the metrics leave such replies out rather than count
them as free of false edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from inspect_ai.model import ContentReasoning, ModelOutput
from inspect_ai.scorer import Metric, SampleScore, metric

from ramsey_inspect import names
from ramsey_inspect.core.coloring import find_coloring
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.names import ReasoningSeen
from ramsey_inspect.parsers._kcoloring_edges import false_edge_reading
from ramsey_inspect.parsers.kcoloring import ParsedAnswer, coloring_faults
from ramsey_inspect.parsers.replies import split_thinking
from ramsey_inspect.prompts.kcoloring import Frame, edge_name

__all__ = [
    "correct_under",
    "false_edge_breakdown",
    "false_edge_record",
    "false_edge_sentence",
    "false_edge_share",
    "reasoning_read",
]

FALSE_EDGE_NOTES = "false_edge_notes"
"""Metadata key: what the reading saw but did not count (a relabelled graph, lists about
another graph), one sentence each; the scorer adds them to the sample's explanation."""

MAX_SEARCH_VERTICES = 64
"""Largest graph whose colorability under the false edges is searched (ours have 12)."""


def reasoning_read(output: ModelOutput | None) -> tuple[list[str], ReasoningSeen]:
    """The texts of a reply to read for edge statements, and how much reasoning they show.

    Reasoning blocks come first, then ``<think>`` text, then what the reply says.
    """
    if output is None or not output.choices:
        return [], "none"
    message = output.message
    completion = message.text if isinstance(message.text, str) else ""
    said, thought = split_thinking(completion)
    texts: list[str] = []
    hidden = False
    if not isinstance(message.content, str):
        for part in message.content:
            if not isinstance(part, ContentReasoning):
                continue
            shown = (part.summary or "") if part.redacted else (part.reasoning or part.summary)
            if shown and isinstance(shown, str) and shown.strip():
                texts.append(shown)
            elif part.redacted:
                hidden = True
    if thought.strip():
        texts.append(thought)
    spent = output.usage is not None and (output.usage.reasoning_tokens or 0) > 0
    seen: ReasoningSeen = "seen" if texts else "unseen" if hidden or spent else "none"
    texts.append(said)
    return texts, seen


def correct_under(
    parsed: ParsedAnswer, frame: Frame, n: int, k: int, edges: Sequence[Edge], false: Sequence[Edge]
) -> bool | None:
    """Whether the verdict would be right were the false edges real; None without any.

    An "Impossible" would be right when the graph with the false edges added has no
    ``k``-coloring; a coloring, when it is proper on that graph; a reply with no answer
    never is (the sequel's rule).
    """
    if not false:
        return None
    widened = sorted({*map(_pair, edges), *map(_pair, false)})
    if parsed.kind == "impossible":
        if n > MAX_SEARCH_VERTICES:
            return None
        return find_coloring(n, widened, k) is None
    if parsed.kind == "coloring":
        return not coloring_faults(parsed.assignments, frame, n, k, widened)
    return False


def false_edge_record(
    output: ModelOutput | None,
    parsed: ParsedAnswer,
    outcome: str,
    frame: Frame,
    n: int,
    k: int,
    edges: Sequence[Edge],
) -> dict[str, Any]:
    """The score metadata of the false-edge reading (keys and values as ``names`` says)."""
    texts, seen = reasoning_read(output)
    reading = false_edge_reading(texts, frame, n, edges)
    found = [c.edge for c in reading.claims]
    record: dict[str, Any] = {FALSE_EDGE_NOTES: reading.notes} if reading.notes else {}
    return record | {
        names.FALSE_EDGES: [[u, v] for u, v in found],
        names.REASONING: seen,
        names.CORRECT_UNDER_FALSE_EDGES: correct_under(parsed, frame, n, k, edges, found),
        names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE: (
            bool(found) if outcome == "false_impossible" else None
        ),
    }


MAX_NAMED = 6
"""False edges named in a score's explanation; the metadata keeps them all."""


def false_edge_sentence(frame: str, found: Sequence[Sequence[int]]) -> str:
    """A sentence for the explanation naming the false edges in the frame's words ('' if none).

    >>> false_edge_sentence("cities", [[6, 7]])
    ' The reply states a highway the prompt lacks: city 7-city 8.'
    >>> false_edge_sentence("friends", [[0, 1], [2, 3]])
    ' The reply states 2 friendships the prompt lacks: Alice-Bob, Carol-Dave.'
    >>> false_edge_sentence("math", [])
    ''
    """
    if not found:
        return ""
    noun = {"cities": "highway", "friends": "friendship"}.get(frame, "edge")
    named = ", ".join(edge_name(frame, int(u), int(v)) for u, v in found[:MAX_NAMED])
    more = f" and {len(found) - MAX_NAMED} more" if len(found) > MAX_NAMED else ""
    what = (
        ("an " if noun == "edge" else "a ") + noun if len(found) == 1 else f"{len(found)} {noun}s"
    )
    return f" The reply states {what} the prompt lacks: {named}{more}."


def _pair(edge: Sequence[int]) -> Edge:
    a, b = int(edge[0]), int(edge[1])
    return (a, b) if a < b else (b, a)


# ----------------------------------------------------------------------------- metrics


def _record(s: SampleScore) -> tuple[bool, bool | None, str, Any]:
    """(reasoning read, has false edges or None without a record, outcome, correct-under)."""
    meta = s.score.metadata or {}
    seen = meta.get(names.REASONING)
    found = meta.get(names.FALSE_EDGES)
    has = bool(found) if isinstance(found, list) else None
    read = seen in ("seen", "none") and has is not None
    return read, has, str(meta.get("outcome", "")), meta.get(names.CORRECT_UNDER_FALSE_EDGES)


def _share(hits: int, total: int) -> float | None:
    return hits / total if total else None


@metric(scores="unreduced")
def false_edge_share() -> Metric:
    """``false_edge_share``: replies stating an edge the prompt lacks, of those read.

    Replies whose reasoning the provider hid (``unseen``) are left out, as are scores
    without the record; with none left the metric is absent, never 0.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        read = [has for ok, has, _, _ in map(_record, scores) if ok]
        return {"false_edge_share": _share(sum(bool(h) for h in read), len(read))}

    return compute


@metric(scores="unreduced")
def false_edge_breakdown() -> Metric:
    """The sequel's two shares of false "Impossible" verdicts.

    ``false_impossible_with_false_edge``: of the false "Impossible" verdicts whose
    reasoning was read, the share stating a false edge. ``correct_under_false_edges``: of
    the false "Impossible" verdicts stating one, the share that would be right were those
    edges real. Each is absent when it has no denominator.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        read_total = read_with = with_total = under = 0
        for ok, has, outcome, correct in map(_record, scores):
            if outcome != "false_impossible":
                continue
            if ok:
                read_total += 1
                read_with += bool(has)
            if has:
                with_total += 1
                under += correct is True
        return {
            "false_impossible_with_false_edge": _share(read_with, read_total),
            "correct_under_false_edges": _share(under, with_total),
        }

    return compute
