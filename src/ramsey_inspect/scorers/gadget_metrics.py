"""RamseyGadgets' accuracy per run (mean and sd over epochs) as a metric, on ``ramsey_inspect.stats``.

The report computes Table 1's mean +- sd with the same function.
"""

from __future__ import annotations

import math
from collections import defaultdict

from inspect_ai.scorer import Metric, SampleScore, metric, value_to_float

from ramsey_inspect import stats

_TO_FLOAT = value_to_float()


@metric(scores="unreduced")
def run_accuracy() -> Metric:
    """Accuracy of each epoch taken as one run: ``run_mean`` and ``run_sd`` across runs.

    The paper reports mean accuracy +- standard deviation over its five runs. With one
    epoch the deviation is undefined and ``run_sd`` is left out.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        runs: dict[int, list[float]] = defaultdict(list)
        for s in scores:
            epoch = int((s.score.metadata or {}).get("epoch", 1))
            runs[epoch].append(_TO_FLOAT(s.score.value))
        run_mean, run_sd, count = stats.run_accuracy(runs[e] for e in sorted(runs))
        if not count:
            return {}
        out = {"run_mean": run_mean}
        if not math.isnan(run_sd):
            out["run_sd"] = run_sd
        return out

    return compute
