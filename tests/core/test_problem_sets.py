"""The problem sets: the study's procedure, counts, types and subsets."""

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from ramsey_inspect.core.graphs import candidate_edges, clique_number
from ramsey_inspect.core.problem_sets import (
    PAPER_SETS,
    Problem,
    classify,
    lrm_selection,
    parse_problem_set,
    problem_graphs,
    sequel_selection,
)
from ramsey_inspect.datasets.kcoloring import load_problem_set, lrm_ids

SIZES = {"4v2c": 63, "5v2c": 1023, "6v3c": 631, "7v3c": 943, "8v4c": 1307}


@pytest.fixture(scope="module")
def shipped() -> dict[str, list[Problem]]:
    return {name: [p for p, _ in load_problem_set(name)] for name in PAPER_SETS}


def naive_study_procedure(n: int, seed: int) -> list[tuple[tuple[int, int], ...]]:
    """The study's recipe with every combination listed (fine for up to 7 vertices)."""
    pairs = candidate_edges(n)
    rng = random.Random(seed)
    out = []
    for e in range(1, len(pairs) + 1):
        graphs = list(itertools.combinations(pairs, e))
        if len(graphs) > 50:
            out += [graphs[i] for i in rng.sample(range(len(graphs)), 50)]
        else:
            out += graphs
    return out


class TestStudyProcedure:
    @pytest.mark.parametrize(("n", "seed"), [(6, 100), (7, 101)])
    def test_matches_listing_every_combination(self, n: int, seed: int) -> None:
        assert [edges for _, edges in problem_graphs(n, seed)] == naive_study_procedure(n, seed)

    def test_full_sets_are_every_graph_by_edge_count(self) -> None:
        graphs = [edges for _, edges in problem_graphs(4, None)]
        pairs = candidate_edges(4)
        expected = [c for e in range(1, 7) for c in itertools.combinations(pairs, e)]
        assert graphs == expected

    def test_ids_run_from_one(self) -> None:
        ids = [pid for pid, _ in problem_graphs(6, 100)]
        assert ids == list(range(1, 632))


class TestShippedSets:
    @pytest.mark.parametrize(("name", "size"), SIZES.items())
    def test_sizes(self, shipped: dict[str, list[Problem]], name: str, size: int) -> None:
        problems = shipped[name]
        assert len(problems) == size
        assert [p.id for p in problems] == list(range(1, size + 1))

    @pytest.mark.parametrize("name", list(SIZES))
    def test_per_edge_count(self, shipped: dict[str, list[Problem]], name: str) -> None:
        spec = parse_problem_set(name)
        m = spec.n * (spec.n - 1) // 2
        counts = Counter(p.edge_count for p in shipped[name])
        cap = math.inf if PAPER_SETS[name] is None else 50
        assert counts == {e: min(math.comb(m, e), cap) for e in range(1, m + 1)}

    @pytest.mark.parametrize("name", list(SIZES))
    def test_records_are_consistent(self, shipped: dict[str, list[Problem]], name: str) -> None:
        for p in shipped[name]:
            assert p.colorable == (p.chromatic_number <= p.k)
            assert p.greedy_score_exact is not None
            assert p.problem_type == classify(
                p.colorable, p.greedy_score_exact, clique_number(p.n, p.edges) > p.k
            )
            if not p.colorable:
                assert p.greedy_score == 0
                assert p.greedy_score_exact == 0

    def test_the_studys_d_uncolorable_counts(self, shipped: dict[str, list[Problem]]) -> None:
        """Section 3.1: 6v3c holds two D-uncolorable problems and 8v4c one; 5v2c's are C5s."""
        counts = {n: Counter(p.problem_type for p in ps) for n, ps in shipped.items()}
        assert counts["6v3c"]["d_uncolorable"] == 2
        assert counts["8v4c"]["d_uncolorable"] == 1
        assert counts["5v2c"]["d_uncolorable"] == 12
        assert all(p.edge_count == 5 for p in shipped["5v2c"] if p.problem_type == "d_uncolorable")

    def test_exact_threshold_cases_typed_by_exact(self, shipped: dict[str, list[Problem]]) -> None:
        """5v2c has graphs with g exactly 9/10: always 'high', whatever the estimate says."""
        on_edge = [p for p in shipped["5v2c"] if p.greedy_score_exact == Fraction(9, 10)]
        assert on_edge
        assert {p.problem_type for p in on_edge} == {"colorable_high"}
        assert any(p.greedy_score < 0.9 for p in on_edge)

    def test_estimates_track_exact(self, shipped: dict[str, list[Problem]]) -> None:
        for problems in shipped.values():
            for p in problems:
                assert p.greedy_score_exact is not None
                assert abs(p.greedy_score - float(p.greedy_score_exact)) < 0.025


class TestLrmSelection:
    @pytest.mark.parametrize(
        ("name", "size"), [("4v2c", 63), ("5v2c", 396), ("6v3c", 300), ("7v3c", 450), ("8v4c", 500)]
    )
    def test_sizes(self, shipped: dict[str, list[Problem]], name: str, size: int) -> None:
        assert len(lrm_selection(shipped[name], lrm_ids(name))) == size

    def test_5v2c_is_the_listed_ids(self, shipped: dict[str, list[Problem]]) -> None:
        listed = lrm_ids("5v2c")
        assert listed is not None
        assert {p.id for p in lrm_selection(shipped["5v2c"], listed)} == listed

    def test_5v2c_needs_the_list(self, shipped: dict[str, list[Problem]]) -> None:
        with pytest.raises(ValueError, match="listed"):
            lrm_selection(shipped["5v2c"])

    def test_a_listed_id_outside_the_edge_range_is_refused(
        self, shipped: dict[str, list[Problem]]
    ) -> None:
        one_edge = next(p.id for p in shipped["5v2c"] if p.edge_count == 1)
        with pytest.raises(ValueError, match="numbering"):
            lrm_selection(shipped["5v2c"], {56, one_edge})

    def test_ranged_sets_ignore_a_list(self, shipped: dict[str, list[Problem]]) -> None:
        assert lrm_selection(shipped["6v3c"], {1}) == lrm_selection(shipped["6v3c"])

    def test_generated_sets_have_none(self) -> None:
        problems = [
            Problem("9v3c", 1, 9, 3, ((0, 1),), True, 2, 1.0, Fraction(1), "colorable_high")
        ]
        with pytest.raises(ValueError, match="lrm"):
            lrm_selection(problems)


class TestParseProblemSet:
    def test_parses(self) -> None:
        assert parse_problem_set(" 12v5c ").name == "12v5c"

    @pytest.mark.parametrize(
        ("name", "message"),
        [("bogus", "NvKc"), ("5v1c", "k must be"), ("3v5c", "below n"), ("20v3c", "n must be")],
    )
    def test_rejects(self, name: str, message: str) -> None:
        with pytest.raises(ValueError, match=message):
            parse_problem_set(name)


def test_types_cover_thresholds() -> None:
    assert classify(True, Fraction(9, 10), False) == "colorable_high"
    assert classify(True, Fraction(899, 1000), False) == "colorable_mid"
    assert classify(True, Fraction(1, 2), False) == "colorable_mid"
    assert classify(True, 0.4999, False) == "colorable_low"
    assert classify(False, 0, True) == "c_uncolorable"
    assert classify(False, 0, False) == "d_uncolorable"


def _made(name: str, pid: int, edges: int, colorable: bool) -> Problem:
    """A stand-in problem: only its set, id, edge count and colorability matter here."""
    pairs = tuple(itertools.combinations(range(8), 2))[:edges]
    kind = "colorable_high" if colorable else "c_uncolorable"
    return Problem(name, pid, 8, 4, pairs, colorable, 4 if colorable else 5, 1.0, None, kind)


class TestSequelSelection:
    def test_whole_sets(self) -> None:
        for name in ("4v2c", "8v4c_adv", "8v4c_hec_col", "12v6c"):
            made = [_made(name, i, 20, i % 2 == 0) for i in range(1, 5)]
            assert sequel_selection(made, {1}) == made

    def test_listed_sets_keep_the_listed_ids(self) -> None:
        made = [_made("8v4c", i, 14 + i, True) for i in range(1, 5)]
        assert [p.id for p in sequel_selection(made, {2, 4})] == [2, 4]
        gs = [_made("8v4c_gs_test", i, 19, True) for i in range(1, 5)]
        assert [p.id for p in sequel_selection(gs, {3})] == [3]

    @pytest.mark.parametrize("name", ["8v4c", "8v4c_gs_test"])
    def test_listed_sets_need_the_list(self, name: str) -> None:
        with pytest.raises(ValueError, match="pass listed"):
            sequel_selection([_made(name, 1, 19, True)])

    def test_a_listed_8v4c_id_outside_14_to_23_edges_is_refused(self) -> None:
        made = [_made("8v4c", 1, 13, True), _made("8v4c", 2, 14, True)]
        with pytest.raises(ValueError, match=r"\[1\] have edge counts outside 14-23"):
            sequel_selection(made, {1, 2})

    def test_an_uncolorable_listed_gs_test_id_is_refused(self) -> None:
        made = [_made("8v4c_gs_test", 1, 19, True), _made("8v4c_gs_test", 2, 20, False)]
        with pytest.raises(ValueError, match=r"\[2\] are not colorable"):
            sequel_selection(made, {1, 2})

    @pytest.mark.parametrize("name", ["5v2c", "6v3c", "7v3c", "9v4c"])
    def test_other_sets_are_refused(self, name: str) -> None:
        with pytest.raises(ValueError, match=f"not {name}"):
            sequel_selection([_made(name, 1, 3, True)])
