"""GTBench's failure-type shares and consistency as metrics, on ``ramsey_inspect.stats``.

The report computes the same numbers from the log with the same functions.
"""

from __future__ import annotations

import math
from collections import defaultdict

from inspect_ai.scorer import Metric, SampleScore, metric, value_to_float

from ramsey_inspect import stats
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES

_TO_FLOAT = value_to_float()


@metric(scores="unreduced")
def failure_types() -> Metric:
    """Share of incorrect responses of each failure type: ``fail_A`` ... ``fail_E``.

    ``fail_unclassified`` counts incorrect responses without a type (an empty reply, or a
    final answer the normaliser rejected while the judge thought it right).
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        wrong = [
            (s.score.metadata or {}).get("failure_type")
            for s in scores
            if _TO_FLOAT(s.score.value) < 1.0
        ]
        if not wrong:
            # No scores at all: every sample is unscored. None keeps Inspect from a NaN row.
            return {} if scores else {"fail_A": None}
        shares = stats.failure_shares(wrong, list(FAILURE_TYPES))
        return {f"fail_{k}": shares[k] for k in [*FAILURE_TYPES, stats.UNCLASSIFIED]}

    return compute


@metric(scores="unreduced")
def consistency() -> Metric:
    """Agreement across epochs (the paper's three repeats), over problems scored twice or more.

    ``consistency``: share of those problems whose verdicts agree in every epoch;
    ``wrong_reproduced``: of those answered wrongly at least once, the share answered
    wrongly in every epoch. A value is left out when no problem qualifies (one epoch).
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # every sample unscored: None keeps Inspect from a NaN row
            return {"consistency": None}
        verdicts: dict[str, list[float]] = defaultdict(list)
        for s in scores:
            verdicts[str(s.sample_id)].append(_TO_FLOAT(s.score.value))
        result = stats.consistency(verdicts)
        out: dict[str, float | None] = {}
        if result.problems:
            out["consistency"] = result.consistency
        if result.ever_wrong:
            out["wrong_reproduced"] = result.wrong_reproduced
        return out

    return compute


@metric(scores="unreduced")
def judge_agreement() -> Metric:
    """How far two judges agree, when a second grader role is bound (``second_grader``).

    Over the responses both judges gave a verdict on: ``judge_kappa`` (Cohen's kappa of
    their correct/incorrect verdicts, the statistic of the human grading sheets; None when
    undefined, as when both call everything correct), ``judge_agreement`` (share of equal
    verdicts) and ``judge_disagreements`` (how many differ). With one judge it reports
    nothing: the report then says the judge is unchecked.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        first: list[int] = []
        second: list[int] = []
        for s in scores:
            meta = s.score.metadata or {}
            a, b = meta.get("judge_correct"), meta.get("second_correct")
            if isinstance(a, bool) and isinstance(b, bool):
                first.append(int(a))
                second.append(int(b))
        if not first:  # one judge: None keeps Inspect from a NaN row named after the metric
            return {"judge_kappa": None}
        kappa = stats.cohen_kappa(first, second)
        differ = sum(x != y for x, y in zip(first, second, strict=True))
        return {
            "judge_kappa": None if math.isnan(kappa) else kappa,
            "judge_agreement": 1 - differ / len(first),
            "judge_disagreements": float(differ),
        }

    return compute
