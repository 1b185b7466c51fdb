"""Copies of F and H, and the good-coloring SAT model, against brute force."""

import itertools
import random
import re

import networkx as nx
import pytest
from gadget_bruteforce import Brute, brute_copies, random_graph
from grandiso import find_motifs_iter

from ramsey_inspect.core import ramsey
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.core.ramsey import (
    DEFAULT_BUDGET,
    Budget,
    BudgetExceeded,
    GoodColorings,
    TimeLimitExceeded,
    copies_in_complete_graph,
    pattern_copies,
)

PATTERNS = [
    "P3",
    "K1,3",
    "K3",
    "P4",
    "TK3",
    "C4",
    "K4-e",
    "K4",
    "P5",
    "C5",
    "K1,4",
    "K2,3",
    "K5",
    "[0-1;1-2;2-3;3-0;0-2;3-4]",
]
PAIRS = [
    ("P3", "K3"),
    ("P3", "K4-e"),
    ("K1,3", "K3"),
    ("K1,3", "C4"),
    ("P3", "P4"),
    ("K1,3", "TK3"),
    ("P3", "K4"),
    ("K1,3", "K1,3"),
]


class TestPatternCopies:
    @pytest.mark.parametrize("name", PATTERNS)
    def test_against_all_injective_maps(self, name: str) -> None:
        """Same edge sets as trying every injective vertex map, each listed once."""
        pattern = parse_graph(name)
        rng = random.Random(name)
        total = 0
        for _ in range(60):
            n = rng.randint(3, 7)
            edges = random_graph(rng, n, 21)
            found = pattern_copies(pattern, n, edges)
            assert len(found) == len(set(found)), "a copy is listed twice"
            assert set(found) == brute_copies(pattern.n, pattern.edges, n, edges)
            total += len(found)
        assert total > 0

    @pytest.mark.parametrize("name", ["K1,3", "K4", "TK3", "K4-e", "P4"])
    def test_against_grandiso_on_larger_graphs(self, name: str) -> None:
        """The symmetry-broken search agrees with grandiso (the paper's tool) up to 12 vertices."""
        pattern = parse_graph(name)
        motif = nx.Graph(pattern.edges)
        rng = random.Random(7)
        for _ in range(15):
            n = rng.randint(8, 12)
            edges = random_graph(rng, n, 40)
            host = nx.Graph()
            host.add_nodes_from(range(n))
            host.add_edges_from(edges)
            expected = {
                frozenset((min(m[a], m[b]), max(m[a], m[b])) for a, b in pattern.edges)
                for m in find_motifs_iter(motif, host)
            }
            assert set(pattern_copies(pattern, n, edges)) == expected

    def test_known_counts(self) -> None:
        k5 = list(itertools.combinations(range(5), 2))
        assert len(pattern_copies(parse_graph("K3"), 5, k5)) == 10
        assert len(pattern_copies(parse_graph("K4"), 5, k5)) == 5
        assert len(pattern_copies(parse_graph("C4"), 5, k5)) == 15  # 5 vertex sets x 3
        assert len(pattern_copies(parse_graph("P3"), 5, k5)) == 30  # 5 centres x C(4,2)
        assert len(pattern_copies(parse_graph("K1,3"), 5, k5)) == 20  # 5 x C(4,3)
        assert (
            len(pattern_copies(parse_graph("P4"), 5, k5)) == 60
        )  # 5*4*3*2 vertex sequences / 2 directions
        assert pattern_copies(parse_graph("K4"), 3, [(0, 1), (1, 2), (0, 2)]) == []
        assert pattern_copies(parse_graph("P3"), 4, []) == []

    def test_copies_are_sorted_and_deterministic(self) -> None:
        edges = [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]
        first = pattern_copies(parse_graph("P3"), 4, edges)
        assert first == pattern_copies(parse_graph("P3"), 4, list(reversed(edges)))
        assert first == sorted(first, key=sorted)

    def test_self_loop_rejected(self) -> None:
        with pytest.raises(ValueError, match="self-loop"):
            pattern_copies(parse_graph("P3"), 3, [(1, 1)])


@pytest.fixture(params=["exact", "budgeted", "lazy"])
def budget(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Budget | None:
    """The three encodings of the good colorings.

    Unbudgeted (every copy), budgeted, and budgeted with every non-star pattern added
    lazily and every star by a counter.
    """
    if request.param == "exact":
        return None
    if request.param == "lazy":
        monkeypatch.setattr(ramsey, "EAGER_COPIES", 1)
        monkeypatch.setattr(ramsey, "LAZY_BATCH", 1)
        monkeypatch.setattr(ramsey, "STAR_DIRECT", 0)
    return Budget(seconds=60)


class TestGoodColorings:
    @pytest.mark.parametrize(("f", "h"), PAIRS)
    def test_enumerate_and_queries_match_brute_force(
        self, f: str, h: str, budget: Budget | None
    ) -> None:
        """Enumeration lists exactly the good colorings; vertex literals mean what they say."""
        fg, hg = parse_graph(f), parse_graph(h)
        k = fg.star_size
        rng = random.Random(f + h)
        for _ in range(25):
            n = rng.randint(4, 7)
            edges = random_graph(rng, n, 13)
            brute = Brute(fg.n, fg.edges, hg.n, hg.edges, n, edges)
            expected = brute.colorings()
            with GoodColorings(fg, hg, n, edges, budget=budget) as good:
                listed = list(good.enumerate())
                assert len(listed) == len(set(listed))
                assert set(listed) == expected
                assert good.possible() == bool(expected)
                for e in edges[:4]:
                    assert good.possible(good.red(e)) == any(e in c for c in expected)
                    assert good.possible(-good.red(e)) == any(e not in c for c in expected)
                if good.possible():
                    model = good.model_coloring()
                    assert frozenset(e for e, red in model.items() if red) in expected
                degrees = brute.red_degree
                for v in range(n):
                    deg = degrees[:, v]
                    assert good.possible(good.enforced(v)) == bool((deg == 0).any())
                    assert good.possible(-good.enforced(v)) == bool((deg > 0).any())
                    assert k is not None
                    assert good.possible(good.enforcer(v)) == bool((deg == k - 1).any())
                    assert good.possible(-good.enforcer(v)) == bool((deg != k - 1).any())
                    both = (deg == 0) & (deg == k - 1)
                    assert good.possible(good.enforced(v), good.enforcer(v)) == bool(both.any())

    def test_enumerate_limit_and_empty_graph(self) -> None:
        p3, k3 = parse_graph("P3"), parse_graph("K3")
        with GoodColorings(p3, k3, 3, []) as good:
            assert list(good.enumerate()) == [frozenset()]
            assert good.possible(good.enforced(0))
        with GoodColorings(p3, k3, 4, [(0, 1), (2, 3)]) as good:
            assert len(list(good.enumerate())) == 4  # edges in no copy are free
            assert len(list(good.enumerate(limit=3))) == 3
            assert list(good.enumerate(limit=0)) == []

    def test_not_good(self) -> None:
        """K5 has no (P3,K3)-good coloring: a red matching cannot hit all its triangles."""
        k5 = list(itertools.combinations(range(5), 2))
        with GoodColorings(parse_graph("P3"), parse_graph("K3"), 5, k5) as good:
            assert not good.possible()
            assert list(good.enumerate()) == []

    def test_edge_outside_vertices_rejected(self) -> None:
        with pytest.raises(ValueError, match="outside"):
            GoodColorings(parse_graph("P3"), parse_graph("K3"), 3, [(0, 3)])

    def test_enforcer_needs_a_star(self) -> None:
        with (
            GoodColorings(parse_graph("P4"), parse_graph("K3"), 3, [(0, 1)]) as good,
            pytest.raises(ValueError, match="star"),
        ):
            good.enforcer(0)


def test_enumeration_leaves_the_queries_as_they_were(budget: Budget | None) -> None:
    """Blocking clauses of a listing are switched off afterwards."""
    p3, k3 = parse_graph("P3"), parse_graph("K3")
    tri = [(0, 1), (1, 2), (0, 2)]
    with GoodColorings(p3, k3, 3, tri, budget=budget) as good:
        assert len(list(good.enumerate())) == 3
        assert good.possible()
        assert len(list(good.enumerate(limit=2))) == 2
        assert len(list(good.enumerate())) == 3


def test_counts_in_complete_graphs_for_large_groups() -> None:
    """|Aut| comes from the stabiliser chain; K8 has 40,320 automorphisms, never listed."""
    assert copies_in_complete_graph(parse_graph("K8"), 10) == 45
    assert copies_in_complete_graph(parse_graph("K1,7"), 10) == 10 * 36
    assert copies_in_complete_graph(parse_graph("K4,4"), 10) == 45 * 35
    assert copies_in_complete_graph(parse_graph("C8"), 8) == 5040 // 2


def dense(n: int, m: int, seed: int) -> list[tuple[int, int]]:
    return sorted(random.Random(seed).sample(list(itertools.combinations(range(n), 2)), m))


class TestBudget:
    def test_a_dense_graph_against_a_long_path_is_settled(self) -> None:
        """A dense 30-vertex graph against P8 is settled, not listed copy by copy.

        200 edges on 30 vertices hold about 10^9 paths P8; listing them aborted the eval.
        Not good: any red matching leaves over 90 blue edges, hence a blue P8
        (Erdos-Gallai), and the lazy encoding proves it well within the budget.
        """
        p3, p8 = parse_graph("P3"), parse_graph("P8")
        with GoodColorings(p3, p8, 30, dense(30, 200, 3), budget=DEFAULT_BUDGET) as good:
            assert not good.possible()

    @pytest.mark.parametrize(
        ("pair", "n", "edges", "limits", "words"),
        [
            ("K1,3:K4", 30, dense(30, 200, 1), {"clauses": 100}, "clause (100) limit"),
            ("P8:C8", 30, dense(30, 200, 1), {"search_steps": 5_000}, "search-step (5,000)"),
            (
                "P3:K8",
                20,
                list(itertools.combinations(range(20), 2)),
                {"conflicts": 50},
                "conflict (50) limit",
            ),
            (
                "P3:K8",
                20,
                list(itertools.combinations(range(20), 2)),
                {"propagations": 1_000},
                "propagation (1,000) limit",
            ),
        ],
    )
    def test_each_limit_stops_a_check_and_is_named(
        self, pair: str, n: int, edges: list[tuple[int, int]], limits: dict[str, float], words: str
    ) -> None:
        f, h = (parse_graph(x) for x in pair.split(":"))
        budget = Budget(**{"seconds": 60.0, **limits})  # type: ignore[arg-type]
        with pytest.raises(BudgetExceeded, match=re.escape(words)):  # noqa: PT012
            with GoodColorings(f, h, n, edges, budget=budget) as good:
                good.possible()
                good.possible(good.red(edges[0]))

    @pytest.mark.parametrize("pair", ["P3:K4", "P8:C8"])
    def test_the_safety_net_is_no_budget_verdict(self, pair: str) -> None:
        """The clock raises its own error (no verdict), while encoding or while solving."""
        f, h = (parse_graph(x) for x in pair.split(":"))
        with pytest.raises(TimeLimitExceeded, match=r"the 0 s wall-clock safety limit"):  # noqa: PT012
            with GoodColorings(f, h, 30, dense(30, 200, 1), budget=Budget(seconds=0.0)) as good:
                good.possible()

    def test_without_a_budget_nothing_is_limited(self) -> None:
        k20 = list(itertools.combinations(range(20), 2))
        with GoodColorings(parse_graph("P3"), parse_graph("K4"), 20, k20) as good:
            assert not good.possible()  # a red matching cannot break every K4 of K20

    def test_scaled_budget(self) -> None:
        big = Budget().scaled(10)
        assert big.seconds == 10 * Budget().seconds
        assert big.conflicts == 10 * Budget().conflicts
        assert big.search_steps == 10 * Budget().search_steps
        assert big.clauses == 10 * Budget().clauses
        assert big.propagations == 10 * Budget().propagations
