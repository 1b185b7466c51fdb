"""How often the false-edge reader is right per reply, on text it was never tuned on.

``false_edge_share`` counts replies that state at least one false edge. On the hand-labelled
corpus (``tests/parsers/kcoloring_edge_corpus``), each held-out part from 5 to 55 read by the
reader of its first measure, before anyone tuned on it: of the replies that state a false
edge, those flagged; of the replies that state none, those flagged all the same. Printed by
``python benchmarks/false_edge_first_measures.py`` ("per reply", row "all"); the report uses
them to map a share as read back to an estimate of the true one. Update both when a new
held-out part is first measured.
"""

from __future__ import annotations

STATING_FLAGGED = (3751, 4191)
"""(flagged, replies) among the replies that state a false edge."""

CLEAN_FLAGGED = (176, 3843)
"""(flagged, replies) among the replies that state none."""


def rates() -> tuple[float, float]:
    """(share of stating replies flagged, share of clean replies flagged).

    >>> [round(r, 3) for r in rates()]
    [0.895, 0.046]
    """
    return STATING_FLAGGED[0] / STATING_FLAGGED[1], CLEAN_FLAGGED[0] / CLEAN_FLAGGED[1]
