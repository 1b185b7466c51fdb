"""The reader's per-reply rates that the report uses are the ones the corpus measures."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from ramsey_inspect.parsers._kcoloring_edge_accuracy import CLEAN_FLAGGED, STATING_FLAGGED, rates

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "benchmarks"


def test_the_rates_are_shares_of_the_counts() -> None:
    found, clean = rates()
    assert 0 < clean < found < 1
    assert STATING_FLAGGED[0] <= STATING_FLAGGED[1]
    assert CLEAN_FLAGGED[0] <= CLEAN_FLAGGED[1]


def test_the_docs_quote_the_same_rates() -> None:
    """docs/kcoloring.md's 'Limits and measured accuracy' and its mapping use these rates."""
    found, clean = rates()
    page = (ROOT / "docs" / "kcoloring.md").read_text(encoding="utf-8")
    limits = page.split("**Limits and measured accuracy.**", 1)[1][:6000]
    assert f"**{found:.1%}**" in limits
    assert f"**{clean:.1%}**" in limits
    assert f"p = (r - {clean:.3f}) / ({found:.3f} - {clean:.3f})" in limits


def _has_revisions(revisions: set[str]) -> bool:
    for rev in revisions:
        shown = subprocess.run(
            ["git", "cat-file", "-e", f"{rev}^{{commit}}"], cwd=ROOT, capture_output=True
        )
        if shown.returncode != 0:
            return False
    return True


@pytest.mark.slow
def test_the_counts_are_the_pooled_first_measures() -> None:
    """Every held-out part from 5 on, read by the reader of its first measure, per reply."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import false_edge_first_measures as pooled
    finally:
        sys.path.remove(str(BENCHMARKS))
    if not _has_revisions(set(pooled.FIRST_MEASURED.values())):
        pytest.skip("a shallow clone: the revisions of the first measures are not here")
    parts = [p for p in pooled.held_out_parts() if int(p.removeprefix("heldout")) >= 5]
    unpinned = [p for p in parts if p not in pooled.FIRST_MEASURED]
    assert not unpinned, f"first measured on which reader? {unpinned}"
    total: Counter[str] = Counter()
    for part in parts:
        total.update(pooled.first_measure(part)["all"])
    assert STATING_FLAGGED == (total["replies_both"], total["replies_labelled"])
    clean = total["texts"] - total["replies_labelled"]
    assert CLEAN_FLAGGED == (total["replies_flagged"] - total["replies_both"], clean)
