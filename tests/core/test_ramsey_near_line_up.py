"""The distance of a renumbered near copy of a held witness: lined up with it by nauty, exact."""

from __future__ import annotations

import itertools
import random

import pytest
from ramsey_bruteforce import brute_cliques

from ramsey_inspect.core import ramsey_constructions as rc
from ramsey_inspect.core.ramsey_cells import CELLS_BY_ID
from ramsey_inspect.core.ramsey_check import Colouring, _colour_graphs, check_colouring, distance
from ramsey_inspect.core.ramsey_constructions import construction_for, reference_colourings
from ramsey_inspect.core.ramsey_near import (
    MAX_LINE_UP_TRIES,
    _colour_swaps,
    _renumbered_reference,
    line_up,
)


def paley(q: int) -> Colouring:
    return rc.colouring_of_graph(rc.paley_graph(q))


SMALL_WITNESSES = [
    pytest.param(paley(17), (4, 4), id="Paley(17) R(4,4)"),
    pytest.param(rc.circulant_colouring(13, [[2, 3, 4, 6], [1, 5]]), (3, 5), id="C13 R(3,5)"),
    pytest.param(rc.clebsch_colouring(), (3, 3, 3), id="Clebsch R(3,3,3)"),
]


def renumbered(colouring: Colouring, rng: random.Random) -> Colouring:
    """The colouring with its vertices renumbered: vertex i of the result is perm[i]."""
    n = len(colouring)
    perm = list(range(n))
    rng.shuffle(perm)
    return tuple(tuple(colouring[perm[i]][perm[j]] for j in range(n)) for i in range(n))


def changed(colouring: Colouring, u: int, v: int, k: int, step: int = 1) -> Colouring:
    rows = [list(row) for row in colouring]
    rows[u][v] = rows[v][u] = (rows[u][v] + step) % k
    return tuple(tuple(row) for row in rows)


class Spy:
    """``rc.isomorphism`` with its calls counted."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, a: Colouring, b: Colouring) -> list[int] | None:
        self.calls += 1
        return rc.isomorphism(a, b)


@pytest.mark.parametrize(
    ("cell", "flips"),
    [
        pytest.param("R(3,13)_n60", 6, id="R(3,13)"),
        pytest.param("R(3,17)_n92", 6, id="R(3,17)"),
        pytest.param("R(4,15)_n159", 4, id="R(4,15)"),
        pytest.param("R(6,8)_n134", 4, id="R(6,8)"),
        pytest.param("R(8,10)_n344", 5, id="R(8,10)", marks=pytest.mark.slow),
    ],
)
def test_renumbered_flips_of_held_witnesses_count_as_in_the_witness_numbering(
    cell: str, flips: int
) -> None:
    sizes = CELLS_BY_ID[cell].sizes
    base = construction_for(CELLS_BY_ID[cell])
    assert base is not None
    references = reference_colourings(sizes, len(base))
    rng = random.Random(len(base) * 7)
    exact = 0
    for _ in range(flips):
        u, v = sorted(rng.sample(range(len(base)), 2))
        own = distance(changed(base, u, v, 2), sizes, references=references)
        answer = renumbered(changed(base, u, v, 2), rng)
        spy = Spy()
        got = distance(answer, sizes, references=references, isomorphism=spy)
        assert got == own  # same count, cap, repair and exactness as without the renumbering
        assert 1 <= spy.calls <= MAX_LINE_UP_TRIES
        assert got == distance(answer, sizes, references=references, isomorphism=rc.isomorphism)
        exact += got.exact
        # the scorer's path: the check rejects it, answer_distance lines it up the same way
        verdict = rc.check_answer(answer, sizes)
        assert verdict.status == "invalid" or not own.cliques
        if verdict.status == "invalid":
            assert rc.answer_distance(answer, sizes, verdict) == own
    assert exact  # not every flip hit the cap


@pytest.mark.parametrize(("base", "sizes"), SMALL_WITNESSES)
def test_renumbered_flips_of_small_witnesses_match_brute_force(
    base: Colouring, sizes: tuple[int, ...]
) -> None:
    k, n = len(sizes), len(base)
    rng = random.Random(n * 13)
    for _ in range(4):
        u, v = sorted(rng.sample(range(n), 2))
        answer = renumbered(changed(base, u, v, k, rng.randrange(1, k)), rng)
        expected = brute_cliques(answer, sizes)
        got = distance(answer, sizes, cap=10_000, references=(base,), isomorphism=rc.isomorphism)
        assert got.exact
        assert got.cliques == len(expected)
        # it was lined up: the one changed pair is found, and the witness renumbered onto the
        # answer differs from it there alone
        left = [10**9]
        pair = line_up(answer, _colour_graphs(answer, sizes), (base,), rc.isomorphism, left)
        assert pair is not None
        assert left[0] < 10**9
        (x, y) = pair[0]
        assert all(x in c and y in c for _, c in expected)
        olds = [d for d in range(k) if d != answer[x][y]]
        lined = [
            r
            for d in olds
            if (r := _renumbered_reference(answer, base, x, y, d, rc.isomorphism)) is not None
        ]
        assert len(lined) == 1
        assert not brute_cliques(lined[0], sizes)  # a renumbering of the valid witness
        assert rc.canonical_form(lined[0]) == rc.canonical_form(base)


def test_paley17_renumbered_flip_against_brute_force_every_pair() -> None:
    base = paley(17)
    rng = random.Random(17)
    for u, v in itertools.combinations(range(0, 17, 3), 2):
        answer = renumbered(changed(base, u, v, 2), rng)
        got = distance(answer, (4, 4), cap=10_000, references=(base,), isomorphism=rc.isomorphism)
        assert got.exact
        assert got.cliques == len(brute_cliques(answer, (4, 4)))


def swapped(colouring: Colouring) -> Colouring:
    """The two colours exchanged (a valid (s, s) colouring stays valid)."""
    n = len(colouring)
    return tuple(tuple(0 if u == w else 1 - colouring[u][w] for w in range(n)) for u in range(n))


@pytest.mark.parametrize(
    ("base", "sizes"),
    [
        pytest.param(
            tuple(tuple(r[:15]) for r in paley(17)[:15]), (4, 4), id="Paley(17) cut to 15"
        ),
        pytest.param(construction_for(CELLS_BY_ID["R(6,6)_n99"]), (6, 6), id="R(6,6) n=99"),
    ],
)
def test_renumbered_colour_swapped_flips_line_up_when_sizes_are_equal(
    base: Colouring, sizes: tuple[int, int], near_counts: list[int]
) -> None:
    """No renumbering of these witnesses swaps their colours, so the swap itself is tried."""
    n = len(base)
    assert rc.canonical_form(swapped(base)) != rc.canonical_form(base)  # not self-complementary
    near = near_counts
    rng = random.Random(n)
    for _ in range(3):
        u, v = sorted(rng.sample(range(n), 2))
        own = distance(changed(base, u, v, 2), sizes, references=(base,))
        answer = renumbered(swapped(changed(base, u, v, 2)), rng)
        near.clear()
        got = distance(answer, sizes, references=(base,), isomorphism=rc.isomorphism)
        # counted through changed entries, never over the whole answer: on 15 vertices the
        # witness as it is lies within 64 entries, on 99 only the line-up reaches one
        assert len(near) == 1
        assert near == [1] or n < 20
        assert got == own
        assert got.exact
        if n < 20:
            assert got.cliques == len(brute_cliques(answer, sizes))
        pair = line_up(answer, _colour_graphs(answer, sizes), (base,), rc.isomorphism, [10**9])
        assert pair is not None
        ((x, y),) = pair
        lined = _renumbered_reference(answer, swapped(base), x, y, 1 - answer[x][y], rc.isomorphism)
        assert lined is not None
        assert rc.canonical_form(lined) == rc.canonical_form(swapped(base))


def test_colour_swaps_are_tried_for_equal_sizes_only() -> None:
    """For unequal sizes the swapped witness is no answer to the cell: nothing more is asked."""
    base = rc.circulant_colouring(13, [[2, 3, 4, 6], [1, 5]])
    answer = renumbered(swapped(changed(base, 2, 7, 2)), random.Random(2))
    for sizes in ((3, 5), (5, 3)):
        graphs = _colour_graphs(answer, sizes)
        assert list(_colour_swaps((base,), graphs)) == []
    graphs = _colour_graphs(answer, (4, 4))
    assert list(_colour_swaps((base,), graphs)) == [swapped(base)]
    three = rc.clebsch_colouring()
    assert list(_colour_swaps((three,), _colour_graphs(three, (3, 3, 3)))) == []


def test_a_candidate_that_is_not_isomorphic_falls_back() -> None:
    """A map that does not line the answer up is refused, and the plain count follows."""
    base = construction_for(CELLS_BY_ID["R(3,17)_n92"])
    assert base is not None
    rng = random.Random(5)
    u, v = sorted(rng.sample(range(92), 2))
    answer = renumbered(changed(base, u, v, 2), rng)
    plain = distance(answer, (3, 17), references=(base,))
    calls: list[int] = []

    def wrong(a: Colouring, b: Colouring) -> list[int] | None:
        calls.append(1)
        return list(range(len(a)))  # a permutation, but not an isomorphism

    assert distance(answer, (3, 17), references=(base,), isomorphism=wrong) == plain
    assert 1 <= len(calls) <= MAX_LINE_UP_TRIES
    for junk in (None, [0] * 92, list(range(91)), [*range(1, 92), 92]):
        got = distance(answer, (3, 17), references=(base,), isomorphism=lambda a, b, j=junk: j)
        assert got == plain


def cayley_z4z4(jumps: set[tuple[int, int]]) -> Colouring:
    """The Cayley graph on Z4 x Z4 with the given (symmetric) connection set, as a colouring."""
    pts = [(a, b) for a in range(4) for b in range(4)]
    return tuple(
        tuple(int(((p[0] - q[0]) % 4, (p[1] - q[1]) % 4) in jumps) for q in pts) for p in pts
    )


def test_a_look_alike_is_asked_about_and_refused() -> None:
    """The candidate passes every invariant but, changed back, is not the reference: fall back.

    The 4 x 4 rook's graph (no K5, no independent 5-set: valid for (5, 5)) and the Shrikhande
    graph are strongly regular with the same parameters (16, 6, 2, 2), so degree vectors,
    neighbours' degree sums, triangles and common neighbours agree vertex for vertex. A flip
    of the Shrikhande graph, renumbered, passes the sieve against the rook's graph, nauty is
    asked, and the map it returns is refused entry by entry: the count is the plain one.
    """
    rook = cayley_z4z4({(i, 0) for i in (1, 2, 3)} | {(0, i) for i in (1, 2, 3)})
    shrikhande = cayley_z4z4({(1, 0), (3, 0), (0, 1), (0, 3), (1, 1), (3, 3)})
    assert not brute_cliques(rook, (5, 5))
    assert rc.canonical_form(rook) != rc.canonical_form(shrikhande)
    rng = random.Random(3)
    asked = 0
    for u, v in [(0, 1), (0, 5), (2, 11)]:
        answer = renumbered(changed(shrikhande, u, v, 2), rng)
        spy = Spy()
        got = distance(answer, (5, 5), cap=10_000, references=(rook,), isomorphism=spy)
        assert got == distance(answer, (5, 5), cap=10_000, references=(rook,))
        assert got.cliques == len(brute_cliques(answer, (5, 5)))
        asked += spy.calls
        # the same flip of the rook's graph itself is lined up
        mine = renumbered(changed(rook, u, v, 2), rng)
        left = [10**9]
        assert line_up(mine, _colour_graphs(mine, (5, 5)), (rook,), rc.isomorphism, left)
    assert asked  # the look-alikes reached nauty and were refused


def test_junk_is_unchanged() -> None:
    base = paley(17)
    answer = renumbered(changed(base, 0, 1, 2), random.Random(2))
    plain = distance(answer, (4, 4))
    junk_refs = (((0,),), paley(13), tuple(tuple(r[:16]) for r in base))
    got = distance(answer, (4, 4), references=junk_refs, isomorphism=rc.isomorphism)
    assert got == plain
    with pytest.raises(ValueError, match="symmetric"):
        distance(((0, 1), (0, 0)), (4, 4), references=(base,), isomorphism=rc.isomorphism)
    with pytest.raises(ValueError, match="colour digit"):
        distance((("a",),), (4, 4), isomorphism=rc.isomorphism)  # type: ignore[arg-type]
    assert rc.isomorphism(base, paley(13)) is None
    assert rc.isomorphism((), ()) is None


def test_lining_up_is_bounded_by_the_budget() -> None:
    base = paley(17)
    answer = renumbered(changed(base, 2, 9, 2), random.Random(4))
    spy = Spy()
    cut = distance(answer, (4, 4), budget=17 * 17, references=(base,), isomorphism=spy)
    assert spy.calls == 0  # too little work left for one map: not asked
    assert not cut.exact
    full = distance(answer, (4, 4), references=(base,), isomorphism=rc.isomorphism)
    assert full.exact


def test_triangle_counts_and_their_charge() -> None:
    """The sieve's triangle count (read at C speed) against pairs of neighbours, one unit each."""
    from ramsey_inspect.core.ramsey_near import _triangles, _triangles_kept

    for n in (1, 2, 7, 40, 150):
        rng = random.Random(n)
        adj = [0] * n
        for u, v in itertools.combinations(range(n), 2):
            if rng.random() < 0.5:
                adj[u] |= 1 << v
                adj[v] |= 1 << u
        memo: dict[int, int] = {}
        for v in range(n):
            near = [u for u in range(n) if adj[v] >> u & 1]
            want = sum(adj[a] >> b & 1 for a, b in itertools.combinations(near, 2))
            for _ in range(2):  # the second time from the memo, charged the same
                left = [10**9]
                assert _triangles_kept(adj, v, memo, left) == want
                assert 10**9 - left[0] == len(near)
            assert _triangles(adj, v, [10**9]) == want


def test_kept_reference_data_change_no_verdict_and_no_work() -> None:
    """The renumbered step's kept data of a reference: a cold and a warm call count alike."""
    from ramsey_inspect.core import ramsey_near

    base = construction_for(CELLS_BY_ID["R(3,17)_n92"])
    assert base is not None
    references = reference_colourings((3, 17), 92)
    rng = random.Random(8)
    for _ in range(3):
        u, v = sorted(rng.sample(range(92), 2))
        answer = renumbered(changed(base, u, v, 2), rng)
        ramsey_near._KEPT.clear()
        cold = check_colouring(answer, (3, 17), references=references)
        warm = check_colouring(answer, (3, 17), references=references)
        assert cold == warm
        ramsey_near._KEPT.clear()
        cold_d = distance(answer, (3, 17), references=references, isomorphism=rc.isomorphism)
        warm_d = distance(answer, (3, 17), references=references, isomorphism=rc.isomorphism)
        assert cold_d == warm_d
        # a list copy of the reference is never kept, and counts the same
        listed = [list(row) for row in references[0]]
        copy = check_colouring(answer, (3, 17), references=(listed,))  # type: ignore[arg-type]
        assert copy == cold
