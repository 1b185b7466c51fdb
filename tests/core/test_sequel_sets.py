"""The sequel's procedure: its colorability test, its conditions, and how it draws and numbers."""

import itertools
import math
import random

import pytest

from ramsey_inspect.core.coloring import chromatic_number
from ramsey_inspect.core.graphs import candidate_edges
from ramsey_inspect.core.sequel_sets import (
    ENUMERATE_SHARE,
    SEQUEL_SETS,
    SequelSet,
    _draw,
    condition_test,
    is_colorable,
    sequel_graphs,
)


def test_is_colorable_agrees_with_the_sat_chromatic_number() -> None:
    rng = random.Random(7)
    for _ in range(300):
        n = rng.randint(2, 10)
        pairs = candidate_edges(n)
        edges = tuple(sorted(rng.sample(pairs, rng.randint(0, len(pairs)))))
        chi = chromatic_number(n, edges)
        for k in range(1, 6):
            assert is_colorable(n, edges, k) == (chi <= k), (n, edges, k)


def test_the_four_sets_and_their_sizes() -> None:
    sizes = {name: spec.size for name, spec in SEQUEL_SETS.items()}
    assert sizes == {"8v4c_adv": 400, "8v4c_hec_col": 400, "12v6c": 500, "8v4c_gs_test": 2000}
    assert [s.seed for s in SEQUEL_SETS.values()] == [4, 3, 6, 2]


def test_the_adversarial_condition() -> None:
    test = condition_test(SEQUEL_SETS["8v4c_adv"])
    assert test is not None
    # K4 on 4..7 minus (6, 7), plus 4..7 all joined to 3: adding (6, 7) closes a K5.
    near_k5 = tuple(sorted({*itertools.combinations(range(3, 8), 2)} - {(6, 7)}))
    assert test(near_k5)
    assert not test(((0, 1),))  # colorable with (6, 7) too
    assert not test(tuple(sorted((*near_k5, (6, 7)))))  # holds the edge already
    assert condition_test(SEQUEL_SETS["12v6c"]) is None


def test_draws_without_a_condition_follow_the_rng_and_keep_each_graph_once() -> None:
    pairs = candidate_edges(6)
    first = _draw(random.Random(1), pairs, 7, 20, None)
    assert first == _draw(random.Random(1), pairs, 7, 20, None)
    assert first != _draw(random.Random(2), pairs, 7, 20, None)
    assert len(set(first)) == 20
    assert all(len(g) == 7 for g in first)


def test_numbering_follows_the_order_of_the_set_that_collects_the_draws() -> None:
    """The published ids follow a Python set's order, not the order of drawing."""
    pairs = candidate_edges(8)
    rng = random.Random(2)
    drawn: list[tuple[int, ...]] = []
    while len(set(drawn)) < 30:
        index = tuple(sorted(rng.sample(range(28), 19)))
        if index not in drawn:
            drawn.append(index)
    in_set_order = [tuple(pairs[i] for i in index) for index in set(drawn)]
    assert _draw(random.Random(2), pairs, 19, 30, None) == in_set_order
    assert in_set_order != [tuple(pairs[i] for i in index) for index in drawn]


def test_a_count_with_few_graphs_is_listed_whole() -> None:
    pairs = candidate_edges(4)
    assert _draw(random.Random(0), pairs, 5, 50, None) == list(itertools.combinations(pairs, 5))
    # With a condition the sequel shuffles the whole count and keeps it untested.
    shuffled = _draw(random.Random(0), pairs, 5, 50, lambda g: False)
    assert sorted(shuffled) == list(itertools.combinations(pairs, 5))
    assert shuffled != list(itertools.combinations(pairs, 5))


def test_a_condition_no_graph_meets_ends_the_draw() -> None:
    pairs = candidate_edges(5)
    assert _draw(random.Random(0), pairs, 3, 2, lambda g: False) == []
    assert 2 <= math.comb(10, 3) * ENUMERATE_SHARE  # the drawing branch, not the listing one


def test_ids_run_from_one_edge_count_after_edge_count() -> None:
    spec = SEQUEL_SETS["12v6c"]
    graphs = list(sequel_graphs(spec.name))
    assert [pid for pid, _ in graphs] == list(range(1, 501))
    counts = [len(edges) for _, edges in graphs]
    assert counts == sorted(counts)
    assert all(a < b for _, edges in graphs for a, b in edges)


@pytest.mark.parametrize("spec", [SequelSet("tiny", 5, 2, (3, 4), 5, 9, "colorable", ("math",))])
def test_a_condition_set_keeps_only_graphs_that_pass(spec: SequelSet, monkeypatch) -> None:
    monkeypatch.setitem(SEQUEL_SETS, spec.name, spec)
    graphs = [edges for _, edges in sequel_graphs(spec.name)]
    assert len(graphs) == 10
    assert all(is_colorable(5, g, 2) for g in graphs)
