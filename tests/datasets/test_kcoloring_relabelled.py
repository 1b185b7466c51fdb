"""Relabelled k-coloring problems: the same graphs, so the same facts, under new numbers.

Every fact the study records about a problem is recomputed here on the shown graph and
compared with the published one: colorability, chromatic number, the exact greedy score
(label-free, since the greedy process picks vertices uniformly), the problem type and the
witness.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import networkx as nx
import pytest

from ramsey_inspect.core.coloring import chromatic_number, is_proper_coloring
from ramsey_inspect.core.graphs import clique_number, to_networkx
from ramsey_inspect.core.greedy import greedy_score_exact
from ramsey_inspect.core.problem_sets import PAPER_SETS, Problem, classify
from ramsey_inspect.core.relabel import permute_edges
from ramsey_inspect.datasets.kcoloring import load_problem_set, relabel_problem
from ramsey_inspect.prompts.kcoloring import FRAMES, entity_name

SEED = 11
EIGHT_PEOPLE = ("Alice", "Bob", "Carol", "Dave", "Ethan", "Fran", "George", "Heather")


def check_same_problem(problem: Problem, witness: list[int] | None, seed: int) -> None:
    """The relabelled problem against facts recomputed on the graph it shows."""
    shown = relabel_problem(problem, witness, seed)
    p = shown.problem
    assert (p.problem_set, p.id, p.n, p.k) == (
        problem.problem_set,
        problem.id,
        problem.n,
        problem.k,
    )
    assert shown.original_edges == problem.edges
    assert p.edges == permute_edges(problem.edges, shown.permutation)
    assert p.edge_count == problem.edge_count
    assert chromatic_number(p.n, p.edges) == problem.chromatic_number == p.chromatic_number
    exact = greedy_score_exact(p.n, p.edges, p.k) if problem.colorable else Fraction(0)
    assert exact == problem.greedy_score_exact == p.greedy_score_exact
    assert p.greedy_score == problem.greedy_score
    big_clique = clique_number(p.n, p.edges) > p.k
    assert classify(p.colorable, exact, big_clique) == problem.problem_type == p.problem_type
    if problem.colorable:
        assert shown.witness is not None
        assert is_proper_coloring(p.edges, shown.witness)
    else:
        assert shown.witness is None
    if problem.edge_count < problem.n * (problem.n - 1) // 2:
        assert p.edges != problem.edges, problem.id


class TestSameProblem:
    @pytest.mark.parametrize("name", list(PAPER_SETS))
    def test_every_fact_holds_on_a_spread_of_each_set(self, name: str) -> None:
        problems = load_problem_set(name)
        for problem, witness in problems[::15]:
            check_same_problem(problem, witness, SEED)

    @pytest.mark.slow
    @pytest.mark.parametrize("name", list(PAPER_SETS))
    def test_every_fact_holds_on_every_shipped_problem(self, name: str) -> None:
        for problem, witness in load_problem_set(name):
            check_same_problem(problem, witness, SEED)

    def test_generated_sets_relabel_too(self) -> None:
        for problem, witness in load_problem_set("5v3c", seed=4)[::5]:
            check_same_problem(problem, witness, 2)

    def test_the_shown_graph_is_isomorphic_through_the_permutation(self) -> None:
        for problem, witness in load_problem_set("7v3c")[::50]:
            shown = relabel_problem(problem, witness, SEED)
            original = to_networkx(problem.n, problem.edges)
            renamed = nx.relabel_nodes(original, dict(enumerate(shown.permutation)))
            assert nx.utils.graphs_equal(renamed, to_networkx(problem.n, shown.problem.edges))


class TestFreshCopies:
    def test_same_seed_same_copy(self) -> None:
        problems = load_problem_set("6v3c")
        first = [relabel_problem(p, w, SEED) for p, w in problems]
        again = [relabel_problem(p, w, SEED) for p, w in problems]
        assert first == again

    def test_several_seeds_give_several_copies(self) -> None:
        """Copies from different seeds rarely coincide (only small orbits can)."""
        problems = load_problem_set("8v4c")
        copies = {
            seed: [relabel_problem(p, w, seed).problem.edges for p, w in problems]
            for seed in range(4)
        }
        for a, b in itertools.combinations(copies, 2):
            same = sum(x == y for x, y in zip(copies[a], copies[b], strict=True))
            assert same <= len(problems) // 100, (a, b, same)

    def test_the_numbering_is_the_problems_own_not_its_position(self) -> None:
        """Problem 200 gets the same copy whether or not the problems before it are loaded."""
        problems = load_problem_set("7v3c")
        problem, witness = problems[199]
        alone = relabel_problem(problem, witness, SEED)
        in_order = [relabel_problem(p, w, SEED) for p, w in problems][199]
        assert alone == in_order


class TestMetadata:
    def test_records_id_edges_and_permutation(self) -> None:
        problem, witness = load_problem_set("6v3c")[278]
        shown = relabel_problem(problem, witness, 3)
        meta = shown.metadata("math")
        assert meta["original_id"] == problem.id == 279
        assert meta["original_edges"] == [list(e) for e in problem.edges]
        assert sorted(meta["permutation"]) == list(range(6))
        assert meta["entity_map"] == {str(v): str(t) for v, t in enumerate(meta["permutation"])}

    @pytest.mark.parametrize("frame", FRAMES)
    def test_entity_map_uses_each_frames_names(self, frame: str) -> None:
        problem, witness = load_problem_set("8v4c")[500]
        shown = relabel_problem(problem, witness, SEED)
        entity_map = shown.metadata(frame)["entity_map"]
        assert entity_map == {
            entity_name(frame, v): entity_name(frame, shown.permutation[v]) for v in range(8)
        }
        if frame == "friends":
            assert set(entity_map) == set(entity_map.values()) == set(EIGHT_PEOPLE)
        if frame == "cities":
            assert set(entity_map) == set(entity_map.values()) == {str(c) for c in range(1, 9)}
