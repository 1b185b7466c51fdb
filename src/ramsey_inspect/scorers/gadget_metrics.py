"""RamseyGadgets' metrics: accuracy per run (mean and sd over epochs), pass@k, budget share.

Both come from ``ramsey_inspect.stats``; the report computes Table 1's mean +- sd and
pass@k with the same functions.
"""

from __future__ import annotations

import math
from collections import defaultdict

from inspect_ai.scorer import Metric, SampleScore, metric, value_to_float

from ramsey_inspect import stats
from ramsey_inspect.core.gadgets import BUDGET_CODE

_TO_FLOAT = value_to_float()


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
