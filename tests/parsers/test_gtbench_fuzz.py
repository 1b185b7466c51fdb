"""Fuzzing the GTBench normaliser: random and hostile replies never raise, always get a verdict.

Time per reply is measured by ``benchmarks/parse_gtbench.py``, not asserted here.
"""

from __future__ import annotations

from collections import Counter

import pytest
from gtbench_hostile import hostile_replies

from ramsey_inspect.parsers.gtbench import MAX_ANSWER_CHARS, compare, final_answer

VERDICTS = {"match", "mismatch", "undecided"}


@pytest.mark.slow
def test_hostile_replies_get_a_verdict_without_raising() -> None:
    families: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    for family, reply, truth in hostile_replies(seed=20240601, count=1200):
        stated = final_answer(reply)
        assert stated is None or (isinstance(stated, str) and 0 < len(stated) <= MAX_ANSWER_CHARS)
        verdict = compare(stated, truth)
        assert verdict in VERDICTS
        assert compare(reply, truth) in VERDICTS  # the whole reply read as an answer
        families[family] += 1
        verdicts[verdict] += 1
    assert sum(families.values()) == 1200
    assert set(families) == {"fragments", "nested", "mutated", "repeated", "large"}
    assert verdicts["undecided"] > 0
    assert verdicts["match"] + verdicts["mismatch"] > 0


def test_the_generator_is_seeded() -> None:
    first = list(hostile_replies(seed=7, count=50))
    assert first == list(hostile_replies(seed=7, count=50))
    assert first != list(hostile_replies(seed=8, count=50))
