"""Scorer of the gadgets task: parse the answer block and verify it exactly with SAT.

Its metrics are RamseyGadgets': accuracy per run (mean and sd over epochs), pass@k, and the
budget share; and, beyond the paper, how close valid answers come to the smallest gadget
(``size_ratio``, ``minimal_share``). They come from ``ramsey_inspect.stats``; the report computes Table 1's mean
+- sd and pass@k with the same functions.
"""

from __future__ import annotations

import base64
import logging
import math
from collections import defaultdict
from functools import partial

from anyio import to_thread
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
    value_to_float,
)
from inspect_ai.solver import TaskState

from ramsey_inspect import stats
from ramsey_inspect._inspect_compat import breakdown_metrics
from ramsey_inspect.core.gadget_drawing import drawing_png, gadget_drawing
from ramsey_inspect.core.gadgets import (
    BUDGET_CODE,
    EDGE_ROLES,
    TIME_LIMIT_CODE,
    TOOL_TIME_LIMIT_CODE,
    Gadget,
    GadgetType,
    GadgetVerdict,
    format_gadget,
    roles,
    verify_gadget,
)
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.core.ramsey import DEFAULT_BUDGET, TimeLimitExceeded
from ramsey_inspect.names import (
    GADGET_TYPE,
    GADGET_VERIFIER,
    GADGETS,
    MIN_VERTICES,
    MINIMALITY_PROVEN,
    SIZE_RATIO,
    TIER,
)
from ramsey_inspect.parsers.gadgets import AnswerError, parse_gadget
from ramsey_inspect.parsers.replies import prompt_texts
from ramsey_inspect.scorers._answer_metrics import (
    ScorerOptionError,
    format_failures,
    metric_view,
    problem_accuracy,
    problem_means,
)
from ramsey_inspect.tools.gadgets import TOOL_TIME_LIMIT_KEY

logger = logging.getLogger(__name__)

_TO_FLOAT = value_to_float()


_BUDGET_NOTE = (
    "Scored incorrect: an answer the verifier cannot settle counts as not shown valid. "
    "Re-score with a larger budget_scale to settle it."
)
TOOL_TIME_LIMIT = TOOL_TIME_LIMIT_CODE
"""Reason of a sample left unscored because a good_colorings call hit its safety net."""


@metric(scores="unreduced")
def run_accuracy() -> Metric:
    """Accuracy over runs: ``run_mean`` and ``run_sd`` across epochs, and ``pass_at_k``.

    The paper reports mean accuracy +- standard deviation over its five runs, and pass@k:
    the share of problems solved in at least one of the k runs (k = ``--epochs``). With
    one epoch the deviation is undefined and ``run_sd`` is left out. These are computed on
    unreduced scores, so they sit apart from the epoch-mean ``accuracy`` and keep their own
    names in Inspect's results panel.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        runs: dict[int, list[float]] = defaultdict(list)
        problems: dict[str, list[float]] = defaultdict(list)
        for s in scores:
            epoch = int((s.score.metadata or {}).get("epoch", 1))
            value = _TO_FLOAT(s.score.value)
            runs[epoch].append(value)
            problems[str(s.sample_id)].append(value)
        run_mean, run_sd, count = stats.run_accuracy(runs[e] for e in sorted(runs))
        if not count:
            return {}
        out = {"run_mean": run_mean}
        if not math.isnan(run_sd):
            out["run_sd"] = run_sd
        out["pass_at_k"] = stats.pass_at_k(problems.values())
        return out

    return compute


@metric(scores="unreduced")
def verification_budget_share() -> Metric:
    """Share of answers (sample-epochs) the budget left unsettled, all scored incorrect.

    Non-zero means some scores depend on the budget; re-score with a larger
    ``budget_scale`` to settle them.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        hits = sum((s.score.metadata or {}).get("failure") == BUDGET_CODE for s in scores)
        # A dict, so the metric is named by its key alone (no package prefix).
        return {"verification_budget_share": hits / len(scores) if scores else 0.0}

    return compute


@metric(scores="unreduced")
def answer_size() -> Metric:
    """How far valid answers are from the smallest gadget: ``size_ratio`` and ``minimal_share``.

    ``size_ratio`` is the mean of ``min_vertices / vertices`` over the valid answers
    (sample-epochs) whose problem has a proven minimum: 1.0 when every valid answer is as
    small as possible, lower as answers carry more vertices than needed. ``minimal_share``
    is the share of those answers with exactly the minimal number of vertices. Valid
    answers to a problem without a proven minimum are left out of both; with no valid
    answer to count, both are NaN (nothing was measured), as ``accuracy`` of nothing.
    Repeating every answer over more epochs changes neither.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        ratios = [r for s in scores if (r := size_ratio_of(s.score)) is not None]
        if not ratios:
            return {SIZE_RATIO: math.nan, "minimal_share": math.nan}
        return {
            SIZE_RATIO: sum(ratios) / len(ratios),
            "minimal_share": sum(r == 1.0 for r in ratios) / len(ratios),
        }

    return compute


def size_ratio_of(score: Score) -> float | None:
    """A scored answer's ``size_ratio``: a number for a valid answer of proven minimum, else None.

    Read from the score's metadata as the scorer wrote it; anything else there is None.
    """
    if score.value != CORRECT:
        return None
    value = (score.metadata or {}).get(SIZE_RATIO)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if value > 0 else None


def answer_size_details(meta: dict[str, object], vertices: int, valid: bool) -> dict[str, object]:
    """The score metadata that sets a valid answer's size against the problem's smallest.

    ``min_vertices`` and ``minimality_proven`` come from the sample (the task writes a
    minimum only when proven); ``size_ratio`` is ``min_vertices / vertices`` for a valid
    answer of proven minimum, else None.
    """
    minimum = meta.get(MIN_VERTICES)
    if isinstance(minimum, bool) or not isinstance(minimum, int) or minimum <= 0:
        minimum = None
    proven = minimum is not None and meta.get(MINIMALITY_PROVEN) is True
    ratio = minimum / vertices if valid and minimum and proven and vertices > 0 else None
    return {
        MIN_VERTICES: minimum if proven else None,
        MINIMALITY_PROVEN: proven,
        SIZE_RATIO: ratio,
    }


@metric(scores="unreduced")
def tier_accuracy() -> Metric:
    """Accuracy per tier, ``tier_easy`` ..., over problems (epochs averaged first)."""
    return _over_problems(grouped(accuracy(), TIER, all=False, name_template="tier_{group_name}"))


@metric(scores="unreduced")
def type_accuracy() -> Metric:
    """Accuracy per gadget type, ``type_determiner`` ..., over problems (epochs averaged first)."""
    return _over_problems(
        grouped(accuracy(), GADGET_TYPE, all=False, name_template="type_{group_name}")
    )


def _over_problems(by_group: Metric) -> Metric:
    """``by_group`` over each problem's epoch mean (annotated: Inspect reads the signature)."""

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # nothing scored: None keeps Inspect from a NaN row
            return {"grouped": None}
        return dict(by_group(problem_means(scores)))  # type: ignore[arg-type]

    return compute


# The breakdowns, printed with -T metrics=all.
@breakdown_metrics(tier_accuracy(), type_accuracy())
# The headline: accuracy, Table 1's mean +- sd over runs and pass@k, unsettled answers.
@scorer(
    metrics=[
        problem_accuracy(),
        run_accuracy(),
        answer_size(),
        verification_budget_share(),
        format_failures(GADGETS),
    ],
    name=GADGET_VERIFIER,
)
def gadget_verifier(budget_scale: float = 1.0, metrics: str = "headline") -> Scorer:
    """Correct when the final answer block is a gadget of the asked type, checked by SAT.

    A block that only repeats one of the prompt's example blocks (read from the sample's
    messages) is not the model's answer: alone, it leaves the reply without a block.

    The explanation names what failed: the parse error, or the first gadget condition
    that does not hold, and below it draws the answer's graph (a PNG: the log viewer shows
    no SVG) with its designated edges or vertices marked and, when a good coloring breaks
    the gadget, that coloring in red and blue. ``metadata.failure`` holds a short code,
    ``metadata.breaking_coloring`` that coloring as ``{"red": [[a, b], ...], "blue": ...}``
    (vertices numbered as in ``answer``, from 0) or None. A valid answer's size is set
    against the problem's proven minimum: ``metadata.size_ratio`` is ``min_vertices /
    vertices`` (1.0 for a smallest gadget; None when the minimum is not proven or the
    answer is not valid), beside ``min_vertices`` and ``minimality_proven``, so a valid
    but bloated gadget is told from an optimal one. Each check runs in a
    worker thread under ``DEFAULT_BUDGET`` times ``budget_scale``; an answer it cannot
    settle within the budget's counts is scored incorrect with reason
    ``verification_budget``, the same on every machine (docs/gadgets.md: "The verification
    budget"). Only the budget's wall-clock safety net, or a tool call stopped by it, leaves
    the sample unscored, with reason ``verification_time_limit`` or ``tool_time_limit``:
    a verdict must not depend on how fast or busy the machine was.

    Args:
        budget_scale: Multiplies the verification budget (a positive number).
        metrics: ``headline`` (accuracy, stderr, ``run_mean``/``run_sd``/``pass_at_k``,
            ``size_ratio``/``minimal_share``, the budget share, the unreadable and read-but-wrong shares) or ``all`` (those
            and accuracy per tier and per gadget type).
    """
    metric_view(metrics)
    if isinstance(budget_scale, bool) or not isinstance(budget_scale, (int, float)):
        raise ScorerOptionError(f"budget_scale must be a positive number, not {budget_scale!r}")
    if not (math.isfinite(budget_scale) and budget_scale > 0):
        raise ScorerOptionError(f"budget_scale must be a positive number, not {budget_scale!r}")
    budget = DEFAULT_BUDGET.scaled(float(budget_scale))

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata
        f, h, gadget_type = parse_graph(meta["f"]), parse_graph(meta["h"]), meta[GADGET_TYPE]
        completion = state.output.completion if state.output else ""
        details: dict[str, object] = {"epoch": state.epoch}
        # At the token limit an unterminated block may be incomplete, so it is not read.
        cut_off = bool(state.output) and state.output.stop_reason in ("max_tokens", "model_length")
        tool_stopped = state.store.get(TOOL_TIME_LIMIT_KEY)
        if tool_stopped is not None:
            # Whatever the answer, the model worked from a reply another machine would
            # not have given.
            details["failure"] = TOOL_TIME_LIMIT
            return Score.unscored(
                reason=TOOL_TIME_LIMIT,
                answer=completion[-200:],
                explanation=f"Not scored: a good_colorings call stopped because {tool_stopped}.",
                metadata=details,
            )
        try:
            parsed = parse_gadget(
                completion, gadget_type, cut_off=cut_off, prompt=prompt_texts(state.messages)
            )
        except AnswerError as err:
            details["failure"] = err.code
            return Score(
                value=INCORRECT,
                answer="",
                explanation=f"Parse error: {err}",
                reason="invalid_response_format" if completion.strip() else "no_response",
                metadata=details,
            )
        answer = format_gadget(gadget_type, parsed.gadget)
        try:
            verdict = await to_thread.run_sync(
                partial(verify_gadget, f, h, gadget_type, parsed.gadget, budget=budget)
            )
        except TimeLimitExceeded as err:
            details["failure"] = TIME_LIMIT_CODE
            return Score.unscored(
                reason=TIME_LIMIT_CODE,
                answer=answer,
                explanation=f"Not scored: {err}. Where a check stops must not depend on the "
                "machine; re-score on a less busy one.",
                metadata=details,
            )
        unsettled = verdict.code == BUDGET_CODE
        details["failure"] = None if verdict.valid else verdict.code
        details["vertices"] = parsed.gadget.n
        details["edges"] = len(parsed.gadget.edges)
        details["one_based"] = parsed.one_based
        details["breaking_coloring"] = _coloring_data(parsed.gadget.edges, verdict.breaking)
        details.update(answer_size_details(meta, parsed.gadget.n, verdict.valid))
        picture = await to_thread.run_sync(partial(_picture, gadget_type, parsed.gadget, verdict))
        return Score(
            value=CORRECT if verdict.valid else INCORRECT,
            answer=answer,
            explanation=" ".join(
                [verdict.reason, *([_BUDGET_NOTE] if unsettled else []), *parsed.notes]
            )
            + picture,
            reason=BUDGET_CODE if unsettled else None,
            metadata=details,
        )

    return score


def _coloring_data(
    edges: tuple[Edge, ...], red: frozenset[Edge] | None
) -> dict[str, list[list[int]]] | None:
    """A coloring as JSON-ready lists of red and blue edges."""
    if red is None:
        return None
    return {
        "red": [[a, b] for a, b in edges if (a, b) in red],
        "blue": [[a, b] for a, b in edges if (a, b) not in red],
    }


def _picture(gadget_type: GadgetType, gadget: Gadget, verdict: GadgetVerdict) -> str:
    """Markdown for the explanation: the drawn answer as an inline PNG, and a key to it.

    The picture is an aid: should drawing fail, the score stands without it.
    """
    try:
        png = drawing_png(gadget_drawing(gadget, gadget_type, verdict.breaking))
    except Exception:  # never lose a score over its picture
        logger.warning("gadget_verifier: could not draw the answer", exc_info=True)
        return ""
    named = roles(gadget_type)
    if gadget_type not in EDGE_ROLES:
        marked = f"{', '.join(named)} are the gold vertices"
    elif len(named) == 1:
        marked = f"{named[0]} is the thick edge"
    else:
        marked = f"{' and '.join(named)} are the thick edges"
    key = f"The answer's graph as read ({marked})"
    if verdict.breaking is not None:
        key += "; red and blue: a good coloring that breaks it"
    data = base64.b64encode(png).decode("ascii")
    return f"\n\n{key}.\n\n![answer graph](data:image/png;base64,{data})"
