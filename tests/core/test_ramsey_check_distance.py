"""The distance of an invalid colouring near a valid reference: equal to the exhaustive count."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from ramsey_bruteforce import brute_cliques

from ramsey_inspect.core import ramsey_constructions as rc
from ramsey_inspect.core.ramsey_cells import CELLS_BY_ID
from ramsey_inspect.core.ramsey_check import Colouring, _colour_graphs, distance
from ramsey_inspect.core.ramsey_constructions import construction_for, reference_colourings
from ramsey_inspect.core.ramsey_near import _changes, cliques_through_changes

DATA = Path(__file__).parent / "data"


def paley(q: int) -> Colouring:
    return rc.colouring_of_graph(rc.paley_graph(q))


def circulant(n: int, jumps: set[int]) -> Colouring:
    """Two colours of K_n by distance: 1 for the distances in ``jumps``."""
    rest = [d for d in range(1, n // 2 + 1) if d not in jumps]
    return rc.circulant_colouring(n, [rest, sorted(jumps)])


def flip(colouring: Colouring, u: int, v: int) -> Colouring:
    rows = [list(row) for row in colouring]
    rows[u][v] = rows[v][u] = 1 - rows[u][v]
    return tuple(tuple(row) for row in rows)


def load(name: str) -> Colouring:
    lines = (DATA / name).read_text().splitlines()
    return tuple(tuple(int(x) for x in line.split()) for line in lines if line.strip())


def mutant(base: Colouring, k: int, changes: int, rng: random.Random) -> Colouring:
    """``base`` with ``changes`` distinct entries moved to another of the k colours."""
    rows = [list(row) for row in base]
    for u, v in rng.sample(list(itertools.combinations(range(len(base)), 2)), changes):
        rows[u][v] = rows[v][u] = (rows[u][v] + rng.randrange(1, k)) % k
    return tuple(tuple(row) for row in rows)


def cliques_near(colouring: Colouring, sizes: tuple[int, ...], base: Colouring, cap: int):
    """The cliques the reference-aware count lists (its private helper, for set comparisons)."""
    changes = _changes(colouring, base)
    assert changes is not None
    return cliques_through_changes(
        colouring, _colour_graphs(colouring, sizes), changes, cap, [10**9]
    )


SMALL_WITNESSES = [
    pytest.param(paley(17), (4, 4), id="Paley(17) R(4,4)"),
    pytest.param(circulant(13, {1, 5}), (3, 5), id="C13(1,5) R(3,5)"),
    pytest.param(circulant(8, {1, 4}), (3, 4), id="C8(1,4) R(3,4)"),
    pytest.param(rc.clebsch_colouring(), (3, 3, 3), id="Clebsch R(3,3,3)"),
]


@pytest.mark.parametrize(("base", "sizes"), SMALL_WITNESSES)
def test_distance_near_a_reference_equals_the_exhaustive_count(
    base: Colouring, sizes: tuple[int, ...]
) -> None:
    assert not brute_cliques(base, sizes)  # the reference is valid: the precondition
    k, n = len(sizes), len(base)
    rng = random.Random(n * 41)
    pairs = n * (n - 1) // 2
    for changes in (min(c, pairs) for c in (1, 1, 2, 3, 5, 8, 16, 32, 64)):
        answer = mutant(base, k, changes, rng)
        expected = brute_cliques(answer, sizes)
        plain = distance(answer, sizes, cap=10_000, budget=10**8)
        near = distance(answer, sizes, cap=10_000, budget=10**8, references=(base,))
        assert plain.exact
        assert near.exact
        assert near == plain  # same count, same greedy repair
        assert near.cliques == len(expected)
        listed = cliques_near(answer, sizes, base, 10_000)
        assert sorted(listed) == sorted(c for _, c in expected)  # each clique once
        # capped: exactly cap of the true cliques, never exact
        for cap in sorted(
            {1, 2, len(expected) // 2, len(expected)} & set(range(1, len(expected) + 1))
        ):
            capped = distance(answer, sizes, cap=cap, budget=10**8, references=(base,))
            assert capped.cliques == cap
            assert capped.capped
            assert not capped.exact
            assert set(cliques_near(answer, sizes, base, cap)) <= {c for _, c in expected}
        over = distance(answer, sizes, cap=len(expected) + 1, budget=10**8, references=(base,))
        assert (over.cliques, over.capped, over.exact) == (len(expected), False, True)


def test_a_clique_through_several_changed_pairs_is_counted_once() -> None:
    base = paley(17)
    # turn four vertices spanning three non-edges of Paley(17) into a K4: three changed pairs
    quad = next(
        q
        for q in itertools.combinations(range(17), 4)
        if sum(base[u][v] == 0 for u, v in itertools.combinations(q, 2)) == 3
    )
    rows = [list(row) for row in base]
    for u, v in itertools.combinations(quad, 2):
        rows[u][v] = rows[v][u] = 1
    answer = tuple(tuple(row) for row in rows)
    changed = [(u, v) for u, v in itertools.combinations(quad, 2) if base[u][v] == 0]
    assert len(changed) == 3
    listed = cliques_near(answer, (4, 4), base, 10_000)
    assert listed.count(quad) == 1
    assert len(listed) == len(set(listed))
    expected = brute_cliques(answer, (4, 4))
    assert sorted(listed) == sorted(c for _, c in expected)
    # every cap: the cliques met again through a later pair never stop the count early
    for cap in range(1, len(expected) + 2):
        got = distance(answer, (4, 4), cap=cap, budget=10**8, references=(base,))
        assert got.cliques == min(cap, len(expected))
        assert got.exact == (cap > len(expected))


@pytest.mark.parametrize(("changes", "near"), [(64, True), (65, False)])
def test_the_count_near_a_reference_stops_at_64_changed_entries(
    changes: int, near: bool, near_counts: list[int]
) -> None:
    from ramsey_inspect.core import ramsey_near

    assert ramsey_near.MAX_DISTANCE_CHANGES == 64
    base = paley(17)
    answer = mutant(base, 2, changes, random.Random(changes))
    differ = sum(answer[u][v] != base[u][v] for u, v in itertools.combinations(range(17), 2))
    assert differ == changes
    got = distance(answer, (4, 4), cap=10_000, budget=10**8, references=(base,))
    assert near_counts == ([changes] if near else [])
    assert got == distance(answer, (4, 4), cap=10_000, budget=10**8)


def test_distance_chooses_the_nearest_reference_and_falls_back_when_far() -> None:
    base = paley(17)
    rng = random.Random(3)
    near = mutant(base, 2, 3, rng)
    other = mutant(base, 2, 6, rng)  # valid or not, it is farther: never used
    assert distance(near, (4, 4), references=(other, base)) == distance(near, (4, 4))
    far = mutant(base, 2, 65, random.Random(5))  # over 64 changed entries
    plain = distance(far, (4, 4))
    assert distance(far, (4, 4), references=(base,)) == plain
    # references of another size or shape are ignored
    assert distance(near, (4, 4), references=(paley(13), ((0,),))) == distance(near, (4, 4))
    # the reference itself: no change, no clique, exact
    assert distance(base, (4, 4), references=(base,)) == distance(base, (4, 4))


def test_distance_near_a_reference_is_bounded_by_its_budget() -> None:
    base = paley(17)
    answer = mutant(base, 2, 40, random.Random(9))
    full = distance(answer, (4, 4), cap=10_000, budget=10**8, references=(base,))
    assert full.exact
    cut = distance(answer, (4, 4), cap=10_000, budget=300, references=(base,))
    assert cut == distance(answer, (4, 4), cap=10_000, budget=300, references=(base,))
    assert not cut.exact
    assert cut.cliques < full.cliques
    assert not distance(answer, (4, 4), budget=1, references=(base,)).exact
    with pytest.raises(ValueError, match="cap"):
        distance(answer, (4, 4), cap=0, references=(base,))
    with pytest.raises(ValueError, match="budget"):
        distance(answer, (4, 4), budget=0, references=(base,))


def best_tier_witnesses() -> list[object]:
    """The held constructions of some best-tier cells, on the cell's n vertices."""
    return [
        pytest.param(CELLS_BY_ID[cell].sizes, cell, marks=marks, id=cell)
        for cell, marks in [
            ("R(3,13)_n60", ()),
            ("R(3,17)_n92", ()),
            ("R(4,15)_n159", ()),
            ("R(6,8)_n134", ()),
            ("R(8,10)_n344", pytest.mark.slow),
        ]
        if construction_for(CELLS_BY_ID[cell]) is not None
    ]


@pytest.mark.parametrize(("sizes", "cell"), best_tier_witnesses())
def test_one_edge_flips_of_best_tier_witnesses_get_an_exact_count_through_the_flip(
    sizes: tuple[int, int], cell: str
) -> None:
    base = construction_for(CELLS_BY_ID[cell])
    assert base is not None
    n = len(base)
    references = reference_colourings(sizes, n)
    rng = random.Random(n)
    digit_sizes = (sizes[1], sizes[0])
    exact = 0
    for u, v in sorted(rng.sample(list(itertools.combinations(range(n), 2)), 6)):
        answer = flip(base, u, v)
        got = distance(answer, sizes, references=references)
        listed = cliques_near(answer, sizes, base, 100)
        assert got.cliques == len(listed)
        assert got.exact == (len(listed) < 100)
        for clique in listed:  # forbidden, monochromatic in the new colour, through the flip
            assert {u, v} <= set(clique)
            assert len(clique) == digit_sizes[answer[u][v]]
            assert all(answer[a][b] == answer[u][v] for a, b in itertools.combinations(clique, 2))
        exact += got.exact
        if got.cliques:
            assert got.recolour == 1  # every clique holds the flipped pair
    assert exact  # not every flip hit the cap


@pytest.mark.slow
def test_one_edge_flip_count_of_a_large_witness_matches_the_whole_search() -> None:
    base = load("ramsey_3_17_n92.txt")
    assert reference_colourings((3, 17), 92) == (base,)
    rng = random.Random(17)
    for u, v in rng.sample(list(itertools.combinations(range(92), 2)), 2):
        answer = flip(base, u, v)
        near = distance(answer, (3, 17), cap=10_000, references=(base,))
        whole = distance(answer, (3, 17), cap=10_000, budget=10**9)
        assert whole.exact
        assert near == whole
