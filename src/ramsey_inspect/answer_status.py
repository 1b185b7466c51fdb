"""Was an answer unreadable, or read and wrong? One reading for the metrics, viewer and report.

Readers conflate "did not follow the format" with "reasoned wrongly"; the scorers already
know which happened, from what they store in each score's metadata:

- k-coloring: ``outcome`` ``no_answer`` (no coloring and no verdict found, or only the
  prompt repeated) is unreadable; ``invalid_coloring``, ``false_impossible`` and
  ``missed_impossible`` were read and are wrong.
- gadgets: a ``failure`` code of the answer reader (``ANSWER_ERROR_CODES``: no block, a
  malformed or ambiguous block, ...) is unreadable; a verifier code (the gadget breaks a
  condition, or could not be settled within the budget) was read and is wrong.
- GTBench: an empty reply or one that only repeats the prompt (``decided_by`` ``empty`` or
  ``echo``), or an exact-answer question whose reply states no final answer
  (``final_answer_found`` false), is unreadable; other wrong answers were read.
- ramsey_bounds: ``status`` ``unreadable`` (no colouring of the right size could be read)
  is unreadable; ``invalid`` and ``undecided`` colourings were read and are wrong.

Only the score's metadata is read (no reply is parsed again), so this is as cheap as the
metrics that count outcomes. Nothing here imports Inspect.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, Final, Literal

from ramsey_inspect.core.gadgets import TIME_LIMIT_CODE, TOOL_TIME_LIMIT_CODE
from ramsey_inspect.names import GADGETS, GTBENCH, KCOLORING, RAMSEY_BOUNDS
from ramsey_inspect.parsers.gadgets import ANSWER_ERROR_CODES

AnswerStatus = Literal["correct", "unreadable", "read_wrong"]
CORRECT: Final = "correct"
UNREADABLE: Final = "unreadable"
READ_WRONG: Final = "read_wrong"
STATUSES: Final[tuple[AnswerStatus, ...]] = (CORRECT, UNREADABLE, READ_WRONG)

_KCOLORING_UNREADABLE: Final = frozenset({"no_answer"})
_GTBENCH_UNREADABLE: Final = frozenset({"empty", "echo"})
_GADGETS_UNSCORED: Final = frozenset({TIME_LIMIT_CODE, TOOL_TIME_LIMIT_CODE})


def answer_status(
    task: str, metadata: Mapping[str, Any] | None, value: float | None = None
) -> AnswerStatus | None:
    """The status of one scored answer, or None for an unscored one.

    ``value`` is the score as a float (1 correct, 0 wrong, NaN unscored) when known;
    without it the metadata decides alone. Metadata values may be text, as the report
    reads them (``"False"``).

    >>> answer_status("kcoloring", {"outcome": "no_answer"})
    'unreadable'
    >>> answer_status("gadgets", {"failure": "not_good"}, 0.0)
    'read_wrong'
    >>> answer_status("gtbench", {"decided_by": "echo", "correct": False})
    'unreadable'
    >>> answer_status("kcoloring", {"outcome": "refusal"}) is None
    True
    >>> answer_status("ramsey_bounds", {"status": "undecided"}, 0.0)
    'read_wrong'
    """
    meta = metadata or {}
    if value is not None and isinstance(value, float) and math.isnan(value):
        return None
    if task == KCOLORING:
        outcome = _text(meta.get("outcome"))
        if outcome in (None, "refusal"):
            return None if value is None else (CORRECT if value >= 1 else READ_WRONG)
        if outcome == "correct":
            return CORRECT
        return UNREADABLE if outcome in _KCOLORING_UNREADABLE else READ_WRONG
    if task == GADGETS:
        failure = _text(meta.get("failure"))
        if failure in _GADGETS_UNSCORED:
            return None
        if failure in ANSWER_ERROR_CODES:
            return UNREADABLE
        if value is not None:
            return CORRECT if value >= 1 else READ_WRONG
        return CORRECT if failure is None else READ_WRONG
    if task == GTBENCH:
        decided = _text(meta.get("decided_by"))
        correct = _flag(meta.get("correct"))
        if value is not None:
            correct = value >= 1
        if correct:
            return CORRECT
        if decided in _GTBENCH_UNREADABLE or _flag(meta.get("final_answer_found")) is False:
            return UNREADABLE
        return None if correct is None else READ_WRONG
    if task == RAMSEY_BOUNDS:
        status = _text(meta.get("status"))
        if status == "unreadable":
            return UNREADABLE
        if status == "valid":
            return CORRECT
        if status in ("invalid", "undecided"):
            return READ_WRONG
        return None if value is None else (CORRECT if value >= 1 else READ_WRONG)
    raise ValueError(
        f"task must be one of {KCOLORING}, {GADGETS}, {GTBENCH}, {RAMSEY_BOUNDS}, not {task!r}"
    )


def status_shares(statuses: Iterable[AnswerStatus | None]) -> dict[str, float]:
    """Shares of scored answers that are correct, unreadable and read-and-wrong.

    Unscored answers (None, or anything else that is not a status, such as a frame's NaN)
    count in none of them; with no scored answer every share is NaN.

    >>> status_shares(["correct", "unreadable", "read_wrong", "read_wrong", None])
    {'correct': 0.25, 'unreadable': 0.25, 'read_wrong': 0.5}
    """
    counts = dict.fromkeys(STATUSES, 0)
    for status in statuses:
        if isinstance(status, str) and status in counts:
            counts[status] += 1
    total = sum(counts.values())
    return {s: (counts[s] / total if total else math.nan) for s in STATUSES}


def _text(value: Any) -> str | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    text = str(value)
    return None if text in ("", "None", "nan") else text


def _flag(value: Any) -> bool | None:
    """A boolean from a bool or from its text (``"True"``/``"False"``); None otherwise."""
    if isinstance(value, bool):
        return value
    text = _text(value)
    return {"True": True, "true": True, "False": False, "false": False}.get(text or "")
