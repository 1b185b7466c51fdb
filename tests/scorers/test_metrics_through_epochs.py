"""Every metric of the three scorers, run through a real eval with several epochs.

The other metric tests call a metric on hand-built ``SampleScore``s. Here each one goes
through Inspect as an eval does (pytest-inspect-evals' helper): scores shaped like the
scorer's, the task's epoch reducer, the sample metadata the task writes. All of them are
declared ``scores="unreduced"``, so the reducer never touches what they see: each epoch's
response arrives as the scorer returned it (``"C"``, not ``1.0``), unscored ones left out.

Two checks per metric. First, equal epochs: the helper sets unreduced metrics aside, as
repeating a response changes what counts responses, but these report shares and means of
responses or problems, which repeating every response must leave where they were. What
legitimately moves (a count, an exact interval narrowing with more responses) is left out
of that comparison with ``ignore=``; ``consistency`` has no one-epoch value at all and is
checked by what equal epochs mean for it. Second, epochs that disagree, under the task's
reducer, with the value worked out by hand from what the metric is documented to report
(its docstring, and *Metrics* in docs/kcoloring.md, docs/gadgets.md, docs/gtbench.md).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ChatMessageAssistant, ChatMessageUser, Model
from inspect_ai.scorer import CORRECT, INCORRECT, Score
from pytest_inspect_evals.metrics import assert_agreeing_epochs_change_nothing, run_metrics
from scipy.stats import beta

from ramsey_inspect.core.gadgets import BUDGET_CODE, TOOL_TIME_LIMIT_CODE
from ramsey_inspect.names import (
    EDGE_COUNT,
    EVALUATION_TYPE,
    FRAME,
    GADGET_TYPE,
    GADGETS,
    GROUP,
    GTBENCH,
    KCOLORING,
    PROBLEM_TYPE,
    QUESTION,
    TIER,
)
from ramsey_inspect.prompts.kcoloring import Frame, format_answer
from ramsey_inspect.scorers._answer_metrics import format_failures, problem_accuracy
from ramsey_inspect.scorers.gadgets import (
    answer_size,
    run_accuracy,
    tier_accuracy,
    type_accuracy,
    verification_budget_share,
)
from ramsey_inspect.scorers.gtbench import (
    consistency,
    failure_types,
    grader_failed,
    group_accuracy,
    judge_agreement,
)
from ramsey_inspect.scorers.kcoloring import (
    accuracy_by_edge_count,
    error_rate_by_frame,
    error_rate_by_type,
    false_edge_breakdown,
    false_edge_share,
    outcome_shares,
)

Epochs = list[list[Score]]

# The reducers the tasks run under. Only gadgets pins one (``Epochs(1, "mean")``);
# k-coloring and GTBench leave Inspect's default, which is ``mean`` too.
GADGETS_REDUCER = "mean"
KCOLORING_REDUCER = "mean"
GTBENCH_REDUCER = "mean"


@pytest.fixture(autouse=True)
def _mockllm_with_usage(
    monkeypatch: pytest.MonkeyPatch, scripted_model: Callable[[Callable[[str], str]], Model]
) -> None:
    """Run the helper's evals on a mockllm whose outputs carry token usage.

    The helper evaluates on the plain ``"mockllm/model"``, whose outputs have no usage, so
    Inspect counts their tokens with tiktoken, which downloads its vocabulary first: that
    fails offline (here and in CI). Only the model changes; every other argument stays.
    """
    model = scripted_model(lambda prompt: "-")

    def with_usage(*args: Any, **kwargs: Any) -> Any:
        assert kwargs.get("model") == "mockllm/model", "the helper changed its model"
        return inspect_eval(*args, **{**kwargs, "model": model})

    monkeypatch.setattr("pytest_inspect_evals.metrics.inspect_eval", with_usage)


def _numbered(samples: Sequence[Sequence[Score]]) -> Epochs:
    """Copies whose ``epoch`` metadata is the epoch they stand in, as the scorers record it."""
    out: Epochs = []
    for sample in samples:
        row = []
        for epoch, score in enumerate(sample, start=1):
            copy = score.model_copy(deep=True)
            copy.metadata = {**(copy.metadata or {}), "epoch": epoch}
            row.append(copy)
        out.append(row)
    return out


def _interval(errors: int, trials: int) -> tuple[float, float]:
    """A 95% Clopper-Pearson interval from beta quantiles, apart from ``ramsey_inspect.stats``."""
    low = 0.0 if errors == 0 else float(beta.ppf(0.025, errors, trials - errors + 1))
    high = 1.0 if errors == trials else float(beta.ppf(0.975, errors + 1, trials - errors))
    return low, high


# --- k-coloring: coloring_checker's scores, the task's sample metadata ----------------------

PATH = [[0, 1], [1, 2], [2, 3]]
"""A path on four vertices: two colors suffice, so "Impossible" is a false verdict."""
TRIANGLE = [[0, 1], [0, 2], [1, 2]]
"""A triangle and an isolated vertex: no 2-coloring (it holds K3, a clique on k+1)."""

_KINDS = {
    "correct": "coloring",
    "invalid_coloring": "coloring",
    "missed_impossible": "coloring",
    "false_impossible": "impossible",
    "no_answer": "none",
    "refusal": "refusal",
}


def kc_problem(
    problem_type: str = "colorable_high", frame: Frame = "math", edges: list[list[int]] = PATH
) -> dict[str, Any]:
    """A 4-vertex, 2-color problem's sample metadata, as the k-coloring task writes it."""
    colorable = problem_type.startswith("colorable")
    return {
        "problem_set": "4v2c",
        "problem_id": 1,
        "n": 4,
        "k": 2,
        "edges": edges,
        "colorable": colorable,
        "chromatic_number": 2 if colorable else 3,
        "greedy_score": 1.0 if colorable else 0.0,
        "greedy_score_exact": 1.0 if colorable else 0.0,
        PROBLEM_TYPE: problem_type,
        EDGE_COUNT: len(edges),
        FRAME: frame,
        "relabel": None,
    }


def kc(
    outcome: str,
    frame: Frame = "math",
    *,
    kind: str | None = None,
    false_edges: Sequence[Sequence[int]] = (),
    reasoning: str = "none",
    under: bool | None = None,
) -> Score:
    """One response as ``coloring_checker`` scores it (refusals unscored)."""
    kind = kind or _KINDS[outcome]
    colors = [0, 1, 0, 1] if outcome == "correct" else [0, 0, 1, 1]
    answer = {"coloring": format_answer(frame, colors), "impossible": "Impossible"}.get(kind, "")
    assignments = (
        [line.rsplit(" ", 1) for line in answer.splitlines()] if kind == "coloring" else []
    )
    metadata: dict[str, Any] = {
        "outcome": outcome,
        "answer_kind": kind,
        "assignments": assignments,
        "false_edges": [list(e) for e in false_edges],
        "reasoning": reasoning,
        "correct_under_false_edges": under if false_edges else None,
        "false_impossible_with_false_edge": (
            bool(false_edges) if outcome == "false_impossible" else None
        ),
    }
    if outcome == "refusal":
        return Score.unscored(
            reason="refusal", answer=answer, explanation="The reply refuses.", metadata=metadata
        )
    return Score(
        value=CORRECT if outcome == "correct" else INCORRECT,
        answer=answer,
        explanation=f"Outcome: {outcome}.",
        reason="invalid_response_format" if outcome == "no_answer" else None,
        metadata=metadata,
    )


def test_error_rate_by_type_counts_every_response() -> None:
    """``err_<type>``: wrong of scored responses, each epoch one response; refusals out."""
    types = ("colorable_high", "c_uncolorable")
    metadata = [kc_problem(types[0]), kc_problem(types[0]), kc_problem(types[1], edges=TRIANGLE)]
    assert_agreeing_epochs_change_nothing(
        [error_rate_by_type()],
        [kc("correct"), kc("invalid_coloring"), kc("missed_impossible")],
        metadata=metadata,
        # Three times the responses narrow the exact interval; the rate stays.
        ignore={f"err_{t}_{end}" for t in types for end in ("lo", "hi")},
    )
    got = run_metrics(
        [error_rate_by_type()],
        [
            [kc("correct"), kc("invalid_coloring"), kc("correct")],
            [kc("false_impossible"), kc("no_answer"), kc("refusal")],
            [kc("correct", kind="impossible")] * 3,
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # colorable_high: 3 wrong of 5 scored (the refusal is no response to rate). The mean of
    # the per-problem error rates, (1/3 + 1) / 2, would be the reduced reading instead.
    high_lo, high_hi = _interval(3, 5)
    low_lo, low_hi = _interval(0, 3)
    assert got == pytest.approx(
        {
            "err_colorable_high": 3 / 5,
            "err_colorable_high_lo": high_lo,
            "err_colorable_high_hi": high_hi,
            "err_c_uncolorable": 0.0,
            "err_c_uncolorable_lo": low_lo,
            "err_c_uncolorable_hi": low_hi,
        }
    )
    assert low_hi == pytest.approx(1 - 0.025 ** (1 / 3))  # no error in 3


def test_error_rate_by_frame_counts_every_response() -> None:
    """``err_frame_<frame>``: the same rate, grouped by the frame the problem was shown in."""
    metadata = [kc_problem(frame="math"), kc_problem(frame="friends"), kc_problem(frame="friends")]
    assert_agreeing_epochs_change_nothing(
        [error_rate_by_frame()],
        [kc("invalid_coloring"), kc("correct", "friends"), kc("no_answer", "friends")],
        metadata=metadata,
        ignore={f"err_frame_{f}_{end}" for f in ("math", "friends") for end in ("lo", "hi")},
    )
    got = run_metrics(
        [error_rate_by_frame()],
        [
            [kc("invalid_coloring"), kc("false_impossible"), kc("correct")],
            [kc("correct", "friends")] * 3,
            [kc("no_answer", "friends"), kc("refusal", "friends"), kc("correct", "friends")],
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # math: 2 wrong of 3; friends: 1 wrong of 5 scored (3 + 2, the refusal left out).
    math_lo, math_hi = _interval(2, 3)
    friends_lo, friends_hi = _interval(1, 5)
    assert got == pytest.approx(
        {
            "err_frame_math": 2 / 3,
            "err_frame_math_lo": math_lo,
            "err_frame_math_hi": math_hi,
            "err_frame_friends": 1 / 5,
            "err_frame_friends_lo": friends_lo,
            "err_frame_friends_hi": friends_hi,
        }
    )


def test_accuracy_by_edge_count_counts_every_response() -> None:
    """``acc_edges_NN``: right of scored responses per edge count, not per problem."""
    five = [*PATH, [0, 3], [0, 2]]  # a triangle 0-1-2 in it: not 2-colorable
    metadata = [kc_problem(), kc_problem(), kc_problem("c_uncolorable", edges=five)]
    assert_agreeing_epochs_change_nothing(
        [accuracy_by_edge_count()],
        [kc("correct"), kc("invalid_coloring"), kc("missed_impossible")],
        metadata=metadata,
    )
    got = run_metrics(
        [accuracy_by_edge_count()],
        [
            [kc("correct"), kc("invalid_coloring"), kc("no_answer")],
            [kc("correct"), kc("correct"), kc("refusal")],
            [kc("missed_impossible"), kc("missed_impossible"), kc("correct", kind="impossible")],
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # 3 edges: 3 right of 5 scored (per problem it would be (1/3 + 1) / 2); 5 edges: 1 of 3.
    assert got == pytest.approx({"acc_edges_03": 3 / 5, "acc_edges_05": 1 / 3})


def test_outcome_shares_are_of_scored_responses() -> None:
    """``share_<outcome>``: refusals are unscored, so Inspect never hands them to the metric."""
    metadata = [kc_problem(), kc_problem()]
    assert_agreeing_epochs_change_nothing(
        [outcome_shares()], [kc("correct"), kc("false_impossible")], metadata=metadata
    )
    got = run_metrics(
        [outcome_shares()],
        [
            [kc("correct"), kc("invalid_coloring"), kc("correct")],
            [kc("false_impossible"), kc("refusal"), kc("no_answer")],
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # Five scored responses; no share_refusal, and the shares add up to one.
    assert got == pytest.approx(
        {
            "share_correct": 2 / 5,
            "share_invalid_coloring": 1 / 5,
            "share_false_impossible": 1 / 5,
            "share_no_answer": 1 / 5,
        }
    )


def test_false_edge_share_leaves_unseen_reasoning_out() -> None:
    """``false_edge_share``: replies stating a false edge, of those whose reasoning was read."""
    metadata = [kc_problem(), kc_problem()]
    assert_agreeing_epochs_change_nothing(
        [false_edge_share()],
        [kc("correct", false_edges=[[0, 3]], reasoning="seen", under=True), kc("correct")],
        metadata=metadata,
    )
    got = run_metrics(
        [false_edge_share()],
        [
            [
                kc("false_impossible", false_edges=[[0, 2]], reasoning="seen", under=True),
                kc("correct", reasoning="seen"),
                kc("correct", reasoning="unseen"),
            ],
            [
                kc("invalid_coloring", false_edges=[[1, 3]], reasoning="none", under=False),
                kc("false_impossible", false_edges=[[0, 3]], reasoning="unseen", under=False),
                kc("refusal", false_edges=[[0, 2]], reasoning="seen", under=False),
            ],
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # Read: s0's first two, s1's first (the unseen ones are out, the refusal is unscored):
    # two of those three state a false edge.
    assert got == pytest.approx({"false_edge_share": 2 / 3})


def test_false_edge_breakdown_reads_false_impossible_verdicts() -> None:
    """The sequel's shares, over the false "Impossible" verdicts of every epoch."""
    metadata = [kc_problem(), kc_problem()]
    assert_agreeing_epochs_change_nothing(
        [false_edge_breakdown()],
        [
            # On the path, a false edge 0-2 closes a triangle: "Impossible" would be right.
            kc("false_impossible", false_edges=[[0, 2]], reasoning="seen", under=True),
            kc("false_impossible", reasoning="none"),
        ],
        metadata=metadata,
    )
    got = run_metrics(
        [false_edge_breakdown()],
        [
            [
                kc("false_impossible", false_edges=[[0, 2]], reasoning="seen", under=True),
                kc("false_impossible", reasoning="seen"),
                kc("correct", reasoning="seen"),
            ],
            [
                # 0-3 closes an even cycle, still 2-colorable: not right under it.
                kc("false_impossible", false_edges=[[0, 3]], reasoning="unseen", under=False),
                kc("false_impossible", false_edges=[[0, 3]], reasoning="none", under=False),
                kc("invalid_coloring", false_edges=[[0, 3]], reasoning="seen", under=False),
            ],
        ],
        reducer=KCOLORING_REDUCER,
        metadata=metadata,
    )
    # False "Impossible" read: s0's two and s1's second; two of the three state an edge.
    # Stating one (unseen included): s0's first, s1's first two; one is right under it.
    assert got == pytest.approx(
        {"false_impossible_with_false_edge": 2 / 3, "correct_under_false_edges": 1 / 3}
    )


# --- gadgets: gadget_verifier's scores, the task's sample metadata -----------------------------

_ANSWER = (
    "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-3, 1-2, 1-3, 2-3, 2-4, 3-4\ne: 0-1\nEND GADGET"
)
_PARSE_ERRORS = {"no_block", "malformed", "ambiguous"}


def gadget_problem(gadget_type: str = "red_determiner") -> dict[str, Any]:
    """A P3:K3 problem's sample metadata, as the gadgets task writes it (zero-shot)."""
    return {
        "f": "P3",
        "h": "K3",
        GADGET_TYPE: gadget_type,
        TIER: "easy" if gadget_type.endswith("determiner") else "hard",
        "setting": "zero_shot",
        "min_vertices": 5,
        "minimality_proven": True,
    }


def gadget(failure: str | None = None, epoch: int = 1, vertices: int = 5) -> Score:
    """One answer as ``gadget_verifier`` scores it: ``failure`` None is a valid gadget.

    The problem's proven minimum is 5 vertices (``gadget_problem``).
    """
    details: dict[str, Any] = {"epoch": epoch, "failure": failure}
    if failure == TOOL_TIME_LIMIT_CODE:
        return Score.unscored(
            reason=failure,
            answer=_ANSWER[-200:],
            explanation="Not scored: a good_colorings call stopped.",
            metadata=details,
        )
    if failure in _PARSE_ERRORS:
        return Score(
            value=INCORRECT,
            answer="",
            explanation=f"Parse error: {failure}",
            reason="invalid_response_format",
            metadata=details,
        )
    details.update(vertices=vertices, edges=8, one_based=False, breaking_coloring=None)
    details.update(
        min_vertices=5,
        minimality_proven=True,
        size_ratio=5 / vertices if failure is None else None,
    )
    if failure == "e_can_be_blue":
        details["breaking_coloring"] = {"red": [[0, 2]], "blue": [[0, 1], [1, 2]]}
    return Score(
        value=CORRECT if failure is None else INCORRECT,
        answer=_ANSWER,
        explanation="The gadget holds." if failure is None else f"It fails: {failure}.",
        reason=BUDGET_CODE if failure == BUDGET_CODE else None,
        metadata=details,
    )


GOOD, BROKEN = gadget(), gadget("not_good")
UNSCORED = gadget(TOOL_TIME_LIMIT_CODE)


def test_problem_accuracy_averages_each_problems_epochs_first() -> None:
    """``accuracy`` and ``stderr`` over problems, as after Inspect's ``mean`` reducer."""
    metadata = [gadget_problem()] * 4
    assert_agreeing_epochs_change_nothing(
        [problem_accuracy()], [GOOD, BROKEN, GOOD, gadget("no_block")], metadata=metadata
    )
    got = run_metrics(
        [problem_accuracy()],
        _numbered(
            [
                [GOOD, BROKEN, GOOD],
                [BROKEN, gadget("no_block"), BROKEN],
                [GOOD, UNSCORED, GOOD],
                [GOOD, GOOD, GOOD],
            ]
        ),
        reducer=GADGETS_REDUCER,
        metadata=metadata,
    )
    # Problem means 2/3, 0, 1 (its unscored epoch left out) and 1: accuracy 2/3. Their
    # deviations 0, -2/3, 1/3, 1/3 give a sample variance of (6/9) / 3 = 2/9, so the
    # standard error is sqrt(2/9) / sqrt(4) = sqrt(2) / 6.
    assert got == pytest.approx({"accuracy": 2 / 3, "stderr": math.sqrt(2) / 6})


def test_run_accuracy_takes_each_epoch_as_a_run() -> None:
    """``run_mean`` and ``run_sd`` over epochs as runs, ``pass_at_k`` over problems."""
    metadata = [gadget_problem()] * 3
    # The helper repeats one Score, so every copy says epoch 1: one run, as with one epoch,
    # hence no run_sd on either side; the numbered epochs below give it.
    assert_agreeing_epochs_change_nothing(
        [run_accuracy()], [GOOD, BROKEN, BROKEN], metadata=metadata
    )
    got = run_metrics(
        [run_accuracy()],
        _numbered(
            [[GOOD, GOOD, BROKEN], [BROKEN, BROKEN, GOOD], [BROKEN, UNSCORED, gadget("no_block")]]
        ),
        reducer=GADGETS_REDUCER,
        metadata=metadata,
    )
    # Runs: epoch 1 has 1 right of 3, epoch 2 1 of 2 (the unscored answer is no answer),
    # epoch 3 1 of 3. Mean (1/3 + 1/2 + 1/3) / 3 = 7/18; deviations -1/18, 2/18, -1/18, a
    # sample variance of (6/324) / 2 = 1/108. Two of three problems solved at least once.
    assert got == pytest.approx(
        {"run_mean": 7 / 18, "run_sd": 1 / math.sqrt(108), "pass_at_k": 2 / 3}
    )


def test_verification_budget_share_counts_every_scored_answer() -> None:
    """``verification_budget_share``: unsettled answers of the sample-epochs scored."""
    metadata = [gadget_problem(), gadget_problem("clause")]
    assert_agreeing_epochs_change_nothing(
        [verification_budget_share()], [gadget(BUDGET_CODE), GOOD], metadata=metadata
    )
    got = run_metrics(
        [verification_budget_share()],
        _numbered(
            [
                [gadget(BUDGET_CODE), GOOD, gadget(BUDGET_CODE)],
                [gadget("e_can_be_blue"), UNSCORED, gadget("no_block")],
            ]
        ),
        reducer=GADGETS_REDUCER,
        metadata=metadata,
    )
    assert got == pytest.approx({"verification_budget_share": 2 / 5})


def test_answer_size_is_over_valid_answers() -> None:
    """``size_ratio`` and ``minimal_share``: every valid answer of proven minimum, each epoch."""
    metadata = [gadget_problem(), gadget_problem("blue_determiner"), gadget_problem("clause")]
    assert_agreeing_epochs_change_nothing(
        [answer_size()], [GOOD, gadget(vertices=8), BROKEN], metadata=metadata
    )
    got = run_metrics(
        [answer_size()],
        _numbered(
            [
                [GOOD, gadget(vertices=10), BROKEN],
                [gadget(vertices=8), UNSCORED, gadget("no_block")],
                [gadget(BUDGET_CODE), gadget("not_good"), BROKEN],
            ]
        ),
        reducer=GADGETS_REDUCER,
        metadata=metadata,
    )
    # Three valid answers: 5/5, 5/10 and 5/8; only the first is minimal. Invalid, unread
    # and unscored answers have no size to set against the minimum.
    assert got == pytest.approx({"size_ratio": (1 + 0.5 + 0.625) / 3, "minimal_share": 1 / 3})


def test_answer_size_of_no_valid_answer_is_not_a_number() -> None:
    got = run_metrics(
        [answer_size()],
        _numbered([[BROKEN, gadget("no_block")]]),
        reducer=GADGETS_REDUCER,
        metadata=[gadget_problem()],
    )
    assert math.isnan(got["size_ratio"])
    assert math.isnan(got["minimal_share"])


# Five problems: two easy, three hard; each problem's epochs are averaged first.
_BY_GROUP_METADATA = [
    gadget_problem("red_determiner"),
    gadget_problem("blue_determiner"),
    gadget_problem("clause"),
    gadget_problem("variable"),
    gadget_problem("clause"),
]
_BY_GROUP_EPOCHS = _numbered(
    [
        [GOOD, BROKEN, GOOD],  # 2/3
        [BROKEN, UNSCORED, gadget("no_block")],  # 0
        [GOOD, UNSCORED, BROKEN],  # 1/2
        [GOOD, GOOD, BROKEN],  # 2/3
        [BROKEN, gadget(BUDGET_CODE), BROKEN],  # 0
    ]
)


def test_tier_accuracy_is_over_problems() -> None:
    """``tier_<tier>``: accuracy per tier over problem means, not over pooled answers."""
    assert_agreeing_epochs_change_nothing(
        [tier_accuracy()],
        [GOOD, BROKEN, GOOD, BROKEN, gadget("no_block")],
        metadata=_BY_GROUP_METADATA,
    )
    got = run_metrics(
        [tier_accuracy()], _BY_GROUP_EPOCHS, reducer=GADGETS_REDUCER, metadata=_BY_GROUP_METADATA
    )
    # easy: (2/3 + 0) / 2 (pooled it would be 2 of 5); hard: (1/2 + 2/3 + 0) / 3 (pooled 3/8).
    assert got == pytest.approx({"tier_easy": 1 / 3, "tier_hard": 7 / 18})


def test_type_accuracy_is_over_problems() -> None:
    """``type_<gadget type>``: accuracy per type over problem means."""
    assert_agreeing_epochs_change_nothing(
        [type_accuracy()],
        [GOOD, BROKEN, GOOD, BROKEN, gadget("no_block")],
        metadata=_BY_GROUP_METADATA,
    )
    got = run_metrics(
        [type_accuracy()], _BY_GROUP_EPOCHS, reducer=GADGETS_REDUCER, metadata=_BY_GROUP_METADATA
    )
    assert got == pytest.approx(
        {
            "type_red_determiner": 2 / 3,
            "type_blue_determiner": 0.0,
            "type_clause": (1 / 2 + 0) / 2,
            "type_variable": 2 / 3,
        }
    )


# --- GTBench: gtbench_scorer's scores, the task's sample metadata ------------------------------


def gt_problem(group: int = 1, exact: bool = True) -> dict[str, Any]:
    """A GTBench problem's sample metadata, as the task writes it (the group an int)."""
    return {
        GROUP: group,
        EVALUATION_TYPE: "exact_match" if exact else "proof",
        "topic": "Standard graph families",
        "source": "Undergraduate graph theory curriculum",
        QUESTION: "How many edges has the wheel W_n?",
        "ground_truth": "2*n",
        "requires_figure": "False",
        "prompting": "zero_shot",
    }


def _judged_by(
    correct: bool | None, failure_type: str | None, second: bool | None
) -> dict[str, Any]:
    """What a judge call adds to the metadata; ``second`` is the second judge's verdict."""
    prompt = ChatMessageUser(content="Grade the answer ...")
    said = json.dumps({"correct": correct, "failure_type": failure_type, "justification": "j"})
    details: dict[str, Any] = {
        "judge_answer_chars": 40,
        "judge_omitted_chars": 0,
        "judge_input_truncated": False,
        "grading": [prompt] if correct is None else [prompt, ChatMessageAssistant(content=said)],
        "judge_format": "json_schema",
        "grader_model": "mockllm/grader",
        "judge_correct": correct,
    }
    if second is not None:
        details.update(
            second_grader_model="mockllm/second",
            second_grading=[prompt, ChatMessageAssistant(content=said)],
            second_correct=second,
            second_failure_type=None if second else "B",
            second_justification="j2",
            second_grader_failure=None,
        )
    return details


def gt(
    how: str,
    group: int = 1,
    *,
    correct: bool = False,
    failure_type: str | None = None,
    second: bool | None = None,
    exact: bool = True,
) -> Score:
    """One answer as ``gtbench_scorer`` scores it.

    ``how``: ``empty`` (no reply), ``match`` (the normaliser accepts the final answer),
    ``mismatch`` (it rejects it; the judge is still asked for a failure type), ``judge``
    (the judge decides; ``exact`` with no final answer found), or ``failed`` (the grader
    failed: unscored).
    """
    details: dict[str, Any] = {"epoch": 1, "group": group}
    if how == "empty":
        details.update(correct=False, failure_type=None, decided_by="empty")
        return Score(
            value=INCORRECT,
            answer="",
            explanation="The reply is empty.",
            reason="no_response",
            metadata=details,
        )
    if how == "match":
        details.update(
            final_answer_found=True,
            correct=True,
            failure_type=None,
            decided_by="normaliser",
            justification="",
        )
        return Score(value=CORRECT, answer="2n", explanation="Equal.", metadata=details)
    if exact:
        details["final_answer_found"] = how == "mismatch"
    details.update(_judged_by(None if how == "failed" else correct, failure_type, second))
    if how == "failed":
        details.update(
            correct=None,
            failure_type=None,
            decided_by="judge",
            judge_reply="",
            grader_failure="timeout",
            grader_error="AttemptTimeoutError: 120 s",
        )
        return Score.unscored(
            reason="grader_failed",
            answer="n",
            explanation="The grader timed out.",
            metadata=details,
        )
    details.update(failure_type=failure_type, justification="j")
    if how == "mismatch":
        details.update(correct=False, decided_by="normaliser", judge_says_correct=correct)
        if correct:
            details["failure_type"] = None
        return Score(value=INCORRECT, answer="3n", explanation="Differs.", metadata=details)
    details.update(correct=correct, decided_by="judge")
    return Score(
        value=CORRECT if correct else INCORRECT, answer="n", explanation="j", metadata=details
    )


def test_failure_types_share_out_every_incorrect_response() -> None:
    """``fail_<type>``: shares of incorrect responses; untyped ones are ``unclassified``."""
    metadata = [gt_problem(1), gt_problem(2, exact=False), gt_problem(1)]
    assert_agreeing_epochs_change_nothing(
        [failure_types()],
        [gt("judge", failure_type="B"), gt("empty", 2, exact=False), gt("match")],
        metadata=metadata,
    )
    got = run_metrics(
        [failure_types()],
        _numbered(
            [
                [gt("judge", failure_type="B"), gt("judge", failure_type="B"), gt("match")],
                [
                    gt("judge", 2, failure_type="D", exact=False),
                    gt("empty", 2, exact=False),
                    gt("failed", 2, exact=False),
                ],
                # The normaliser rejects what the judge accepted: wrong, with no type.
                [gt("mismatch", correct=True), gt("mismatch", failure_type="B"), gt("match")],
            ]
        ),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    # Six incorrect responses (the grader failure is unscored): B three times, D once,
    # and two untyped (the empty reply, the rejected answer the judge accepted).
    assert got == pytest.approx(
        {
            "fail_A": 0.0,
            "fail_B": 1 / 2,
            "fail_C": 0.0,
            "fail_D": 1 / 6,
            "fail_E": 0.0,
            "fail_unclassified": 1 / 3,
        }
    )


def test_consistency_compares_a_problems_epochs() -> None:
    """``consistency`` and ``wrong_reproduced`` exist only across epochs.

    With one epoch no problem qualifies and the metric reports nothing, so the helper's
    one-epoch reference is empty; equal epochs are checked here by what they mean
    instead: every repeated problem agrees, and every wrong one is wrong every time.
    """
    metadata = [gt_problem(1), gt_problem(2), gt_problem(3, exact=False)]
    agreeing = [gt("match"), gt("judge", 2, failure_type="C"), gt("empty", 3, exact=False)]
    one_epoch = run_metrics(
        [consistency()], [[s] for s in agreeing], reducer=GTBENCH_REDUCER, metadata=metadata
    )
    assert one_epoch == {}
    equal = run_metrics(
        [consistency()],
        _numbered([[s] * 3 for s in agreeing]),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    assert equal == pytest.approx({"consistency": 1.0, "wrong_reproduced": 1.0})

    metadata = [gt_problem(1), gt_problem(1), gt_problem(2), gt_problem(2), gt_problem(3)]
    got = run_metrics(
        [consistency()],
        _numbered(
            [
                [gt("match")] * 3,  # agrees, never wrong
                [gt("judge", failure_type="A")] * 3,  # agrees, wrong every time
                [gt("match", 2), gt("mismatch", 2, failure_type="B"), gt("match", 2)],
                [gt("empty", 2), gt("failed", 2), gt("judge", 2, failure_type="E")],
                [gt("match", 3), gt("failed", 3), gt("failed", 3)],  # scored once: out
            ]
        ),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    # Four problems scored twice or more, three agreeing; of the three ever wrong, two are
    # wrong in every scored epoch (the fourth's unscored epoch is no verdict).
    assert got == pytest.approx({"consistency": 3 / 4, "wrong_reproduced": 2 / 3})


def test_judge_agreement_over_responses_both_judges_graded() -> None:
    """``judge_kappa``, ``judge_agreement``, ``judge_disagreements`` of two bound judges."""
    metadata = [gt_problem(1, exact=False), gt_problem(1, exact=False), gt_problem(2)]
    assert_agreeing_epochs_change_nothing(
        [judge_agreement()],
        [
            gt("judge", correct=True, second=True, exact=False),
            gt("judge", failure_type="B", second=True, exact=False),
            gt("judge", 2, failure_type="B", second=False),
        ],
        metadata=metadata,
        # A count of responses: three equal epochs triple it.
        ignore={"judge_disagreements"},
    )
    got = run_metrics(
        [judge_agreement()],
        _numbered(
            [
                [
                    gt("judge", correct=True, second=True, exact=False),
                    gt("judge", correct=True, second=True, exact=False),
                    gt("judge", failure_type="C", second=False, exact=False),
                ],
                [
                    gt("judge", correct=True, second=False, exact=False),
                    gt("judge", failure_type="A", second=False, exact=False),
                    gt("failed", second=True, exact=False),  # unscored: no pair
                ],
                [gt("match", 2), gt("empty", 2), gt("mismatch", 2, failure_type="B", second=False)],
            ]
        ),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    # Pairs (first, second): (1,1) (1,1) (0,0) (1,0) (0,0) (0,0); the match and the empty
    # reply reached no judge. Agreement 5/6. First says 1 in 3/6, second in 2/6, so the
    # chance agreement is 1/2 * 1/3 + 1/2 * 2/3 = 1/2 and kappa (5/6 - 1/2) / (1 - 1/2) = 2/3.
    assert got == pytest.approx(
        {"judge_kappa": 2 / 3, "judge_agreement": 5 / 6, "judge_disagreements": 1.0}
    )


def test_group_accuracy_is_over_problems() -> None:
    """``group_<n>``: accuracy per group over each problem's epoch mean."""
    metadata = [gt_problem(1), gt_problem(1), gt_problem(3, exact=False)]
    assert_agreeing_epochs_change_nothing(
        [group_accuracy()],
        [gt("match"), gt("mismatch", failure_type="B"), gt("judge", 3, correct=True, exact=False)],
        metadata=metadata,
    )
    got = run_metrics(
        [group_accuracy()],
        _numbered(
            [
                [gt("match"), gt("empty"), gt("match")],  # 2/3
                [gt("mismatch", failure_type="B"), gt("failed"), gt("empty")],  # 0
                [
                    gt("judge", 3, correct=True, exact=False),
                    gt("judge", 3, correct=True, exact=False),
                    gt("judge", 3, failure_type="C", exact=False),
                ],  # 2/3
            ]
        ),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    # group 1: (2/3 + 0) / 2, where pooling its five scored answers would give 2/5.
    assert got == pytest.approx({"group_1": 1 / 3, "group_3": 2 / 3})


def test_grader_failed_only_when_nothing_is_scored() -> None:
    """``grader_failed`` is 1.0 when the grader failed on every sample, else absent."""
    metadata = [gt_problem(1), gt_problem(2, exact=False)]
    assert_agreeing_epochs_change_nothing(
        [grader_failed()], [gt("failed"), gt("failed", 2, exact=False)], metadata=metadata
    )
    all_failed = run_metrics(
        [grader_failed()],
        _numbered([[gt("failed")] * 3, [gt("failed", 2, exact=False)] * 3]),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    assert all_failed == {"grader_failed": 1.0}
    one_scored = run_metrics(
        [grader_failed()],
        _numbered(
            [
                [gt("failed")] * 3,
                [
                    gt("failed", 2, exact=False),
                    gt("empty", 2, exact=False),
                    gt("failed", 2, exact=False),
                ],
            ]
        ),
        reducer=GTBENCH_REDUCER,
        metadata=metadata,
    )
    # One scored epoch: the grader answered, and the failures show as unscored samples.
    assert one_scored == {}


# --- format_failures: each task's score metadata ------------------------------------------------


def _format_failures_cases() -> list[Any]:
    """(task, reducer, one score per sample, disagreeing epochs, sample metadata, expected)."""
    kcoloring = (
        KCOLORING,
        KCOLORING_REDUCER,
        [kc("correct"), kc("no_answer")],
        [
            [kc("correct"), kc("no_answer"), kc("invalid_coloring")],
            [kc("refusal"), kc("false_impossible"), kc("no_answer")],
        ],
        [kc_problem(), kc_problem()],
        # Five scored: no_answer twice is unreadable; invalid and false "Impossible" read wrong.
        {"unreadable": 2 / 5, "read_wrong": 2 / 5},
    )
    gadgets = (
        GADGETS,
        GADGETS_REDUCER,
        [GOOD, gadget("no_block")],
        _numbered(
            [
                [GOOD, gadget("no_block"), gadget("e_can_be_blue")],
                [gadget(BUDGET_CODE), UNSCORED, GOOD],
            ]
        ),
        [gadget_problem(), gadget_problem()],
        # Five scored: no block is unreadable; a broken gadget and an unsettled one read wrong.
        {"unreadable": 1 / 5, "read_wrong": 2 / 5},
    )
    gtbench = (
        GTBENCH,
        GTBENCH_REDUCER,
        [gt("match"), gt("empty", 2, exact=False)],
        _numbered(
            [
                [gt("match"), gt("mismatch", failure_type="B"), gt("judge", failure_type="A")],
                [
                    gt("empty", 2, exact=False),
                    gt("judge", 2, failure_type="D", exact=False),
                    gt("failed", 2, exact=False),
                ],
            ]
        ),
        [gt_problem(1), gt_problem(2, exact=False)],
        # Five scored: the empty reply and the exact answer with no final answer found are
        # unreadable; the rejected final answer and the wrong proof were read and are wrong.
        {"unreadable": 2 / 5, "read_wrong": 2 / 5},
    )
    return [pytest.param(*case, id=case[0]) for case in (kcoloring, gadgets, gtbench)]


@pytest.mark.parametrize(
    ("task", "reducer", "scores", "epochs", "metadata", "expected"), _format_failures_cases()
)
def test_format_failures_counts_every_scored_response(
    task: str,
    reducer: str,
    scores: list[Score],
    epochs: Epochs,
    metadata: list[dict[str, Any]],
    expected: dict[str, float],
) -> None:
    """``unreadable`` and ``read_wrong``: shares of scored responses, every epoch counted."""
    assert_agreeing_epochs_change_nothing([format_failures(task)], scores, metadata=metadata)
    got = run_metrics([format_failures(task)], epochs, reducer=reducer, metadata=metadata)
    assert got == pytest.approx(expected)
