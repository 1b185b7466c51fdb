"""Scorer of the k-coloring task: parses the reply and checks it against the graph."""

from __future__ import annotations

from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Score,
    Scorer,
    Target,
    accuracy,
    scorer,
    stderr,
)
from inspect_ai.solver import TaskState

from ramsey_inspect.names import COLORABLE, COLORING_CHECKER, FRAME, KCOLORING
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import Frame
from ramsey_inspect.scorers.answer_metrics import format_failures
from ramsey_inspect.scorers.coloring_metrics import (
    accuracy_by_edge_count,
    error_rate_by_frame,
    error_rate_by_type,
    outcome_shares,
)

_REQUIRED = (FRAME, "n", "k", "edges", COLORABLE)
_REASONS = {"no_answer": "invalid_response_format", "refusal": "refusal"}


@scorer(
    metrics=[
        accuracy(),
        stderr(),
        error_rate_by_type(),
        error_rate_by_frame(),
        accuracy_by_edge_count(),
        outcome_shares(),
        format_failures(KCOLORING),
    ],
    name=COLORING_CHECKER,
)
def coloring_checker() -> Scorer:
    """Correct for a proper coloring of a colorable graph or 'Impossible' for one that is not.

    The reply is read as a grader would (see ``parsers.kcoloring``): reasoning in think
    tags is skipped, what the reply copies from its prompt is not an answer, the last
    coloring that covers the graph is the answer unless the reply's final stance takes it
    back, and a vertex offered several colors has none. The outcome (correct, invalid_coloring,
    false_impossible, missed_impossible, no_answer, refusal) goes in the score's
    metadata; refusals are unscored.
    """

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata or {}
        missing = [key for key in _REQUIRED if key not in meta]
        if missing:
            raise ValueError(f"sample {state.sample_id} lacks metadata {missing}")
        frame: Frame = meta[FRAME]  # one of FRAMES: the task wrote it
        n, k = int(meta["n"]), int(meta["k"])
        edges = [(int(a), int(b)) for a, b in meta["edges"]]
        completion = state.output.completion if state.output else ""
        parsed = parse_answer(completion, frame, k=k, n=n, edges=edges, prompt=state.input_text)
        verdict = judge_answer(parsed, frame, n, k, edges, bool(meta[COLORABLE]))
        details: dict[str, object] = {
            "outcome": verdict.outcome,
            "answer_kind": parsed.kind,
            "assignments": [[a.entity, a.value] for a in parsed.assignments],
        }
        if parsed.note:
            details["no_answer_note"] = parsed.note  # "echo": only the prompt repeated
        answer = parsed.render(frame)
        if verdict.outcome == "refusal":
            return Score.unscored(
                reason="refusal", answer=answer, explanation=verdict.explanation, metadata=details
            )
        return Score(
            value=CORRECT if verdict.correct else INCORRECT,
            answer=answer,
            explanation=verdict.explanation,
            reason=_REASONS.get(verdict.outcome),
            metadata=details,
        )

    return score
