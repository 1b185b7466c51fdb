"""Scorer of the Ramsey lower-bound task: read the colouring, check it exactly, tell recall from discovery.

A reply is read by ``parsers.ramsey_bounds`` (for the agent, the answer file in its
sandbox comes first) and checked by ``core.ramsey_check.check_colouring`` under a budget of
counted work, so a verdict is the same on every machine: ``valid`` scores C; ``invalid``
(naming the monochromatic clique found) and ``undecided`` (the budget ran out; never
counted valid) score I, as does an ``unreadable`` reply. A valid colouring is compared up
to isomorphism with the constructions the package holds (``matches_known`` names the
source, ``new`` says it matches none); on an ``open`` cell it is a new lower bound
(``new_record``). An invalid colouring gets a distance (monochromatic forbidden cliques
found, capped, and a greedy count of edges to recolour), so progress shows before validity;
it is given the same held constructions as references as the check, so a near copy of one
is counted exactly through the entries it changed (``core.ramsey_check.distance``), with its
vertices renumbered too (lined up with the construction by nauty, ``answer_distance``).

Score metadata keys: ``status``, ``n``, ``sizes``, ``tier``, ``best_lower``, ``upper``,
``clique``, ``colour``, ``work``, ``matches_known``, ``new``, ``new_record``,
``mono_cliques``, ``recolour`` (fixed by the task's plan: the report reads them), plus
``epoch``, ``form`` (how the answer was written), ``read_error`` (the reader's code),
``answer_source`` (``reply`` or the answer file) and, for an invalid answer, ``mono_exact``
(True when ``mono_cliques`` is every forbidden clique, not a capped or budget-cut count).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import partial
from typing import Any, Final

from anyio import to_thread
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    metric,
    scorer,
)
from inspect_ai.solver import TaskState
from inspect_ai.util import sandbox

from ramsey_inspect._inspect_compat import breakdown_metrics
from ramsey_inspect.core.ramsey_check import DEFAULT_BUDGET, DEFAULT_DISTANCE_BUDGET
from ramsey_inspect.core.ramsey_constructions import answer_distance, check_answer, match_known
from ramsey_inspect.names import BEST_LOWER, RAMSEY_BOUNDS, RAMSEY_CHECKER, SIZES, TIER
from ramsey_inspect.parsers.ramsey_bounds import Colouring, Reading, read_colouring
from ramsey_inspect.scorers._answer_metrics import (
    accuracy_per,
    format_failures,
    metric_view,
    problem_accuracy,
)

VALID: Final = "valid"
INVALID: Final = "invalid"
UNDECIDED: Final = "undecided"
UNREADABLE: Final = "unreadable"
STATUSES: Final = (VALID, INVALID, UNDECIDED, UNREADABLE)
DISTANCE_CAP: Final = 100
"""Monochromatic forbidden cliques counted at most, per invalid answer."""
MAX_ANSWER_FILE_BYTES: Final = 8 << 20
"""Largest answer file read back from a sandbox."""
ANSWER_FILE_KEY: Final = "ramsey_bounds:answer_file"
"""Where the sample's store keeps the answer file as first read ("" when there was none), so
``inspect score`` of the log reads the same answer without the sandbox, which is gone by then."""
SCORE_KEYS: Final = (
    "status",
    "n",
    SIZES,
    TIER,
    BEST_LOWER,
    "upper",
    "clique",
    "colour",
    "work",
    "matches_known",
    "new",
    "new_record",
    "mono_cliques",
    "recolour",
)


@metric(scores="unreduced")
def tier_solved() -> Metric:
    """Solved share per tier, ``solved_known`` ... ``solved_open``, each cell's epochs averaged."""
    return accuracy_per(TIER, "solved", "solved")


@metric(scores="unreduced")
def ladder() -> Metric:
    """The ladder's headline: ``reach_mean`` and ``new_records``.

    ``reach_mean``: over the sizes posed, the largest n of a valid answer over best_lower
    (each sizes' best over all cells and epochs; 0 where none is valid); ``new_records``:
    valid answers on open cells. Per sizes with ``-T metrics=all`` (:func:`ladder_by_sizes`).
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:
            return {"reach_mean": None}
        values = ladder_values(s.score.metadata or {} for s in scores)
        return {k: values[k] for k in ("reach_mean", "new_records")}

    return compute


@metric(scores="unreduced")
def ladder_by_sizes() -> Metric:
    """The ladder per clique sizes: ``reach_<sizes>``.

    ``reach_3_17`` is 92/93 when the best valid answer for R(3,17), over all cells and
    epochs, has 92 vertices; 0 when no answer for those sizes is valid.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        values = ladder_values(s.score.metadata or {} for s in scores)
        return {k: v for k, v in values.items() if k not in ("reach_mean", "new_records")}

    return compute


def ladder_values(metadata: Any) -> dict[str, float | None]:
    """The ladder from score metadata (one function for the metric and the report)."""
    best: dict[tuple[int, ...], float] = {}
    records = 0
    for meta in metadata:
        sizes = tuple(meta.get(SIZES) or ())
        if not sizes or not meta.get(BEST_LOWER):
            continue
        reached = meta["n"] / meta[BEST_LOWER] if meta.get("status") == VALID else 0.0
        best[sizes] = max(best.get(sizes, 0.0), reached)
        records += bool(meta.get("new_record"))
    out: dict[str, float | None] = {
        "reach_" + "_".join(map(str, sizes)): value for sizes, value in sorted(best.items())
    }
    out["reach_mean"] = sum(best.values()) / len(best) if best else None
    out["new_records"] = float(records)
    return out


@metric(scores="unreduced")
def invalid_distance() -> Metric:
    """Over invalid answers (every epoch): mean monochromatic cliques found and edges to recolour."""

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        found = [
            m
            for s in scores
            if (m := s.score.metadata or {}).get("status") == INVALID
            and m.get("mono_cliques") is not None
        ]
        if not found:
            return {"mono_cliques": None, "recolour": None}
        return {
            "mono_cliques": sum(m["mono_cliques"] for m in found) / len(found),
            "recolour": sum(m["recolour"] for m in found) / len(found),
        }

    return compute


# The breakdown (-T metrics=all): one reach per clique sizes posed.
@breakdown_metrics(ladder_by_sizes())
# The headline, printed by default.
@scorer(
    metrics=[
        problem_accuracy(),
        tier_solved(),
        ladder(),
        invalid_distance(),
        format_failures(RAMSEY_BOUNDS),
    ],
    name=RAMSEY_CHECKER,
)
def ramsey_checker(
    budget_scale: float = 1.0, answer_file: str | None = None, metrics: str = "headline"
) -> Scorer:
    """C for a colouring of the cell's K_n with no forbidden monochromatic clique, proven exactly.

    Args:
        budget_scale: Multiplies the checker's budget of counted work (a positive number);
            an answer it cannot settle is ``undecided`` and scored I.
        answer_file: A file in the sample's sandbox that holds the answer (the agent
            solver's); when it exists and is not empty it is read instead of the reply.
        metrics: ``headline`` (accuracy, solved share per tier, ``reach_mean``,
            ``new_records``, the distance of invalid answers, the format failures) or
            ``all`` (those and ``reach_<sizes>`` for every clique sizes posed).
    """
    metric_view(metrics)
    if isinstance(budget_scale, bool) or not isinstance(budget_scale, (int, float)):
        raise ValueError(f"budget_scale must be a positive number, not {budget_scale!r}")
    if not (math.isfinite(budget_scale) and budget_scale > 0):
        raise ValueError(f"budget_scale must be a positive number, not {budget_scale!r}")
    budget = max(1, int(DEFAULT_BUDGET * budget_scale))
    distance_budget = max(1, int(DEFAULT_DISTANCE_BUDGET * budget_scale))

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata
        sizes, n = tuple(int(s) for s in meta[SIZES]), int(meta["n"])
        text = state.output.completion if state.output else ""
        source, notes = "reply", []
        if answer_file is not None:
            kept = state.store.get(ANSWER_FILE_KEY)
            if isinstance(kept, str):  # a re-score: the file as read when the sample ran
                from_file, note = kept or None, None
            else:
                from_file, note = await read_answer_file(answer_file)
                state.store.set(ANSWER_FILE_KEY, from_file or "")  # logged with the sample
            if note:
                notes.append(note)
            if from_file is not None:
                text, source = from_file, answer_file
        reading = await to_thread.run_sync(partial(read_colouring, text, n, len(sizes)))
        details = _base_metadata(meta, state.epoch, reading, source)
        if reading.colouring is None:
            details["status"] = UNREADABLE
            return Score(
                value=INCORRECT,
                answer="",
                explanation=" ".join([f"Unreadable: {reading.error}.", *notes]),
                reason="invalid_response_format" if text.strip() else "no_response",
                metadata=details,
            )
        details.update(
            await to_thread.run_sync(
                _judge, reading.colouring, sizes, (budget, distance_budget), meta
            )
        )
        why = [details.pop("_explanation"), *reading.notes, *notes]
        return Score(
            value=CORRECT if details["status"] == VALID else INCORRECT,
            answer=_answer_text(reading.colouring),
            explanation=" ".join(w.rstrip(".") + "." for w in why if w),
            metadata=details,
        )

    return score


async def read_answer_file(path: str) -> tuple[str | None, str | None]:
    """The answer file's text (None when absent or empty), and a note when it could not be read.

    Whatever the agent left there (a folder, binary bytes, a huge file) is a note, never
    an error: the reply is read instead.
    """
    try:
        data = await sandbox().read_file(path, text=False)
    except FileNotFoundError:
        return None, None
    except Exception as err:  # the agent's file: anything it did is its answer's fault
        return (
            None,
            f"The answer file {path} could not be read ({type(err).__name__}); the reply was read.",
        )
    if len(data) > MAX_ANSWER_FILE_BYTES:
        return (
            None,
            f"The answer file {path} holds {len(data)} bytes, over {MAX_ANSWER_FILE_BYTES}; the reply was read.",
        )
    text = data.decode("utf-8", errors="replace")
    return (text, None) if text.strip() else (None, None)


def _base_metadata(
    meta: Mapping[str, Any], epoch: int, reading: Reading, source: str
) -> dict[str, Any]:
    details: dict[str, Any] = dict.fromkeys(SCORE_KEYS)
    details.update(
        {
            "n": meta["n"],
            SIZES: list(meta[SIZES]),
            TIER: meta[TIER],
            BEST_LOWER: meta[BEST_LOWER],
            "upper": meta.get("upper"),
            "new": False,
            "new_record": False,
            "epoch": epoch,
            "form": reading.form,
            "read_error": reading.code,
            "answer_source": source,
        }
    )
    return details


def _judge(
    colouring: Colouring,
    sizes: tuple[int, ...],
    budgets: tuple[int, int],
    meta: Mapping[str, Any],
) -> dict[str, Any]:
    """The verdict's metadata and explanation (in a worker thread: checks can take seconds).

    ``budgets`` holds the work units of the check and of the distance of an invalid answer.
    """
    verdict = check_answer(colouring, sizes, budget=budgets[0])
    out: dict[str, Any] = {
        "status": verdict.status,
        "clique": list(verdict.clique) if verdict.clique is not None else None,
        "colour": verdict.colour,
        "work": verdict.work,
    }
    said = [verdict.explanation]
    if verdict.status == VALID:
        known = match_known(colouring, sizes)
        out["matches_known"] = known
        out["new"] = known is None
        out["new_record"] = meta[TIER] == "open"
        said.append(
            f"It is isomorphic to a known construction: {known}"
            if known is not None
            else "It is isomorphic to no construction the package holds"
        )
        if out["new_record"]:
            said.append(
                f"NEW RECORD: it shows R({','.join(map(str, sizes))}) > {meta['n']}, "
                f"beyond the best known lower bound {meta[BEST_LOWER]}"
            )
    elif verdict.status == INVALID:
        far = answer_distance(colouring, sizes, verdict, cap=DISTANCE_CAP, budget=budgets[1])
        out["mono_cliques"] = far.cliques
        out["recolour"] = far.recolour
        out["mono_exact"] = far.exact
        if far.capped:
            count = f" (stopped counting at {DISTANCE_CAP})"
        elif far.exact:
            count = " (all there are)"
        else:
            count = " (the count ran out of its budget; there may be more)"
        said.append(
            f"Monochromatic forbidden cliques found: {far.cliques}{count}"
            + f"; recolouring about {far.recolour} edge(s) would remove them"
        )
    else:
        said.append(
            "The check ran out of its budget of counted work, so the answer is not shown "
            "valid and scores I; re-score with a larger budget_scale to settle it"
        )
    out["_explanation"] = " ".join(s.rstrip(".") + "." for s in said)
    return out


def _answer_text(colouring: Colouring) -> str:
    """The colouring as read, rows of digits (what the viewer shows as the answer)."""
    return "\n".join("".join(map(str, row)) for row in colouring)
