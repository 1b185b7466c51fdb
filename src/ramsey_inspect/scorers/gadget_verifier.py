"""Scorer of the gadgets task: parse the answer block and verify it exactly with SAT."""

from __future__ import annotations

import statistics
from collections import defaultdict

from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    accuracy,
    grouped,
    metric,
    scorer,
    stderr,
    value_to_float,
)
from inspect_ai.solver import TaskState

from ramsey_inspect.core.gadget_answer import AnswerError, format_gadget, parse_gadget
from ramsey_inspect.core.gadgets import verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph

_TO_FLOAT = value_to_float()


@metric(scores="unreduced")
def run_accuracy() -> Metric:
    """Accuracy of each epoch taken as one run: their mean and standard deviation.

    The paper reports mean accuracy +- standard deviation over its five runs; with one
    epoch the deviation is 0.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        runs: dict[int, list[float]] = defaultdict(list)
        for s in scores:
            epoch = int((s.score.metadata or {}).get("epoch", 1))
            runs[epoch].append(_TO_FLOAT(s.score.value))
        means = [sum(v) / len(v) for _, v in sorted(runs.items())]
        if not means:
            return {}
        sd = statistics.stdev(means) if len(means) > 1 else 0.0
        return {"run_mean": statistics.mean(means), "run_sd": sd}

    return compute


@scorer(
    metrics=[
        accuracy(),
        stderr(),
        grouped(accuracy(), "tier", all=False, name_template="tier_{group_name}"),
        grouped(accuracy(), "gadget_type", all=False, name_template="type_{group_name}"),
        run_accuracy(),
    ]
)
def gadget_verifier() -> Scorer:
    """Correct when the final answer block is a gadget of the asked type, checked by SAT.

    The explanation names what failed: the parse error, or the first gadget condition
    that does not hold. ``metadata.failure`` holds a short code.
    """

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata
        f, h, kind = parse_graph(meta["f"]), parse_graph(meta["h"]), meta["gadget_type"]
        completion = state.output.completion if state.output else ""
        details: dict[str, object] = {"epoch": state.epoch}
        try:
            parsed = parse_gadget(completion, kind)
        except AnswerError as err:
            details["failure"] = err.code
            return Score(
                value=INCORRECT,
                answer="",
                explanation=f"Parse error: {err}",
                reason="invalid_response_format" if err.code != "no_block" else "no_response",
                metadata=details,
            )
        verdict = verify_gadget(f, h, kind, parsed.gadget)
        details["failure"] = None if verdict.valid else verdict.code
        details["vertices"] = parsed.gadget.n
        details["edges"] = len(parsed.gadget.edges)
        return Score(
            value=CORRECT if verdict.valid else INCORRECT,
            answer=format_gadget(kind, parsed.gadget),
            explanation=verdict.reason,
            metadata=details,
        )

    return score
