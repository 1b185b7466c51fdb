"""The fast pass of the exact check: near copies of held witnesses, as held and renumbered."""

from __future__ import annotations

import itertools
import random

import pytest

from ramsey_inspect.core import ramsey_constructions as rc
from ramsey_inspect.core.ramsey_cells import CELLS
from ramsey_inspect.core.ramsey_check import (
    DEFAULT_BUDGET,
    Colouring,
    _colour_graphs,
    check_colouring,
)
from ramsey_inspect.core.ramsey_cliques import clique_through
from ramsey_inspect.core.ramsey_constructions import reference_colourings
from ramsey_inspect.core.ramsey_near import _renumbered_flips, fast_pass


def paley(q: int) -> Colouring:
    return rc.colouring_of_graph(rc.paley_graph(q))


def flip_to(colouring: Colouring, u: int, v: int, k: int) -> Colouring:
    """The colouring with entry (u, v) moved to the next of the k colours."""
    rows = [list(row) for row in colouring]
    rows[u][v] = rows[v][u] = (rows[u][v] + 1) % k
    return tuple(tuple(row) for row in rows)


def test_fast_pass_work_is_counted_and_deterministic() -> None:
    base = paley(17)
    mutant = flip_to(base, 0, 1, 2)
    first = check_colouring(mutant, (4, 4), references=(base,))
    assert first == check_colouring(mutant, (4, 4), references=(base,))
    assert first.status == "invalid"
    assert first.work > 0
    # a budget smaller than the pass needs is undecided, never invalid or valid by accident
    assert check_colouring(mutant, (4, 4), budget=2, references=(base,)).status == "undecided"
    # references of another size or far from the answer are ignored
    far = paley(13)
    assert check_colouring(mutant, (4, 4), references=(far, ((0,),))).status == "invalid"


def renumbered(colouring: Colouring, rng: random.Random) -> Colouring:
    """The colouring with its vertices renumbered by a random permutation."""
    n = len(colouring)
    perm = list(range(n))
    rng.shuffle(perm)
    return tuple(tuple(colouring[perm[i]][perm[j]] for j in range(n)) for i in range(n))


def cells_with_references(slow: bool) -> list[object]:
    """Every cell the package holds a construction for: (sizes, its references) per cell.

    The cells over 90 vertices are marked slow (their flips take up to 0.05 s each to
    reject, and a flip that breaks nothing is proved by an exhaustive search through it).
    """
    params = []
    for cell in CELLS:
        references = reference_colourings(tuple(cell.sizes), cell.n)
        if references and (cell.n > 90) == slow:
            marks = [pytest.mark.slow] if slow else []
            params.append(pytest.param(tuple(cell.sizes), references, id=cell.id, marks=marks))
    return params


def assert_renumbered_flips_found_by_fast_pass(
    sizes: tuple[int, ...], references: tuple[Colouring, ...], flips: int
) -> None:
    """Renumber each reference (seeded) and change one entry: the fast pass finds the clique.

    Whenever the change makes a forbidden clique, the fast pass finds one through it (the
    verdict's work is the pass's alone), and the verdict is the same on every call.
    """
    k = len(sizes)
    digit_sizes = (sizes[1], sizes[0]) if k == 2 else sizes
    for base in references:
        n = len(base)
        rng = random.Random(n)
        for _ in range(flips):
            u, v = sorted(rng.sample(range(n), 2))
            mutant = flip_to(renumbered(base, rng), u, v, k)
            graphs = _colour_graphs(mutant, sizes)
            # the changed entry is among the edges the invariants point at
            edges: list[tuple[int, int, int]] = []
            for reference in references:
                _renumbered_flips(mutant, graphs, reference, edges, [10**9])
            assert (mutant[u][v], u, v) in edges
            left = [DEFAULT_BUDGET]
            hit = fast_pass(mutant, graphs, references, left)
            adj = next(adj for d, _, adj in graphs if d == mutant[u][v])
            if clique_through(adj, u, v, digit_sizes[mutant[u][v]], [10**9]) is None:
                assert hit is None  # the change breaks nothing: the complete search decides
                continue
            assert hit is not None
            digit, size, clique = hit
            assert size == digit_sizes[digit] == len(clique)
            assert all(mutant[a][b] == digit for a, b in itertools.combinations(clique, 2))
            assert u in clique
            assert v in clique  # the reference is valid, so every forbidden clique uses uv
            verdict = check_colouring(mutant, sizes, references=references)
            assert verdict == check_colouring(mutant, sizes, references=references)
            assert (verdict.status, verdict.colour, verdict.clique) == ("invalid", digit, clique)
            assert verdict.work == DEFAULT_BUDGET - left[0]  # the fast pass alone decided


@pytest.mark.parametrize(("sizes", "references"), cells_with_references(slow=False))
def test_renumbered_one_edge_flips_are_rejected_by_the_fast_pass(
    sizes: tuple[int, ...], references: tuple[Colouring, ...]
) -> None:
    assert_renumbered_flips_found_by_fast_pass(sizes, references, 6)


@pytest.mark.parametrize(("sizes", "references"), cells_with_references(slow=True))
def test_renumbered_one_edge_flips_of_large_witnesses_are_rejected_by_the_fast_pass(
    sizes: tuple[int, ...], references: tuple[Colouring, ...]
) -> None:
    assert_renumbered_flips_found_by_fast_pass(sizes, references, 3)


@pytest.mark.parametrize(
    ("sizes", "n"), [((3, 9), 35), ((4, 5), 24), ((3, 3, 4), 29), ((3, 13), 57), ((6, 6), 99)]
)
def test_renumbered_valid_witnesses_stay_valid_and_cost_one_count(
    sizes: tuple[int, ...], n: int
) -> None:
    references = reference_colourings(sizes, n)
    (base,) = references
    shuffled = renumbered(base, random.Random(n))
    graphs = _colour_graphs(shuffled, sizes)
    edges: list[tuple[int, int, int]] = []
    left = [10**9]
    _renumbered_flips(shuffled, graphs, base, edges, left)
    assert edges == []
    assert 10**9 - left[0] == n * len(graphs)  # the degree vectors agree: nothing more is done
    if n < 90:  # the 99-vertex one takes seconds to prove
        verdict = check_colouring(shuffled, sizes, references=references)
        assert verdict.status == "valid"
        assert verdict == check_colouring(shuffled, sizes, references=references)


def test_renumbered_pass_ignores_references_it_cannot_read() -> None:
    base = paley(17)
    mutant = flip_to(renumbered(base, random.Random(1)), 2, 5, 2)
    graphs = _colour_graphs(mutant, (4, 4))
    for junk in (tuple(tuple(300 if x else 0 for x in row) for row in base), base[:-1]):
        edges: list[tuple[int, int, int]] = []
        _renumbered_flips(mutant, graphs, junk, edges, [10**9])
        assert edges == []
    verdict = check_colouring(mutant, (4, 4), references=(base[:-1], base))
    assert verdict.status == "invalid"
    assert verdict.clique is not None
    assert {2, 5} <= set(verdict.clique)


@pytest.mark.slow
def test_edges_that_only_look_changed_do_not_delay_the_changed_one() -> None:
    """Edges that pass the invariants but lie in no clique are searched briefly first.

    A renumbered flip of the R(3,17) witness (benchmark seed 28) where two edges pass the
    invariants before the changed one, each taking some 150,000 units to settle: the short
    first round reaches the changed one first (357,623 units without it).
    """
    references = reference_colourings((3, 17), 92)
    rng = random.Random(28)
    u, v = sorted(rng.sample(range(92), 2))
    mutant = flip_to(renumbered(references[0], random.Random(rng.randrange(2**32))), u, v, 2)
    edges: list[tuple[int, int, int]] = []
    _renumbered_flips(mutant, _colour_graphs(mutant, (3, 17)), references[0], edges, [10**9])
    assert edges.index((mutant[u][v], u, v)) >= 2
    verdict = check_colouring(mutant, (3, 17), references=references)
    assert verdict.status == "invalid"
    assert verdict.clique is not None
    assert {u, v} <= set(verdict.clique)
    assert verdict.work < 150_000
