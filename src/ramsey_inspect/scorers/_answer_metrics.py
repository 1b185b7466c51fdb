"""Format failures as a headline number: unreadable answers apart from read-and-wrong ones.

Every task's scorer lists :func:`format_failures` beside its accuracy, so the terminal
summary shows ``unreadable`` (no answer, no block, a reply that could not be parsed) and
``read_wrong`` (an answer was read and it is wrong) as shares of scored responses. The
reading of each score is ``ramsey_inspect.answer_status``, which the viewer and the report
use too; it looks only at the score's metadata, never at the reply again.
"""

from __future__ import annotations

from inspect_ai.scorer import Metric, SampleScore, metric, value_to_float

from ramsey_inspect.answer_status import READ_WRONG, UNREADABLE, answer_status, status_shares

__all__ = ["format_failures"]

_TO_FLOAT = value_to_float()


@metric(scores="unreduced")
def format_failures(task: str) -> Metric:
    """``unreadable`` and ``read_wrong``: shares of scored responses, every epoch counted.

    Args:
        task: ``kcoloring``, ``gadgets`` or ``gtbench``: whose score metadata to read.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # every sample unscored: None keeps Inspect from a NaN row
            return {UNREADABLE: None}
        shares = status_shares(
            answer_status(task, s.score.metadata, _TO_FLOAT(s.score.value)) for s in scores
        )
        return {UNREADABLE: shares[UNREADABLE], READ_WRONG: shares[READ_WRONG]}

    return compute
