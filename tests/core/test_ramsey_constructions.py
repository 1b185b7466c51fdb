"""The colourings the package holds are what they claim, and canonical forms are exact."""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import sys

import networkx as nx
import numpy as np
import pytest
from ramsey_bruteforce import digit_graph, is_valid

from ramsey_inspect.core import ramsey_constructions as rc
from ramsey_inspect.core.ramsey_cells import CELLS
from ramsey_inspect.core.ramsey_check import check_colouring
from ramsey_inspect.core.ramsey_search import search

SMALL = [c for c in rc._all_constructions() if c.n <= 35]


@pytest.mark.parametrize("construction", SMALL, ids=lambda c: f"{c.sizes}-{c.n}-{c.name[:20]}")
def test_small_constructions_are_valid_by_brute_force(construction) -> None:
    assert is_valid(construction.colouring, construction.sizes)


def test_small_constructions_fail_one_vertex_later() -> None:
    # Tightness where R is known: no colouring on R vertices exists; the held one on R - 1
    # does exist. Here: each known cell has a held construction on exactly n vertices.
    for cell in CELLS:
        if cell.tier == "known":
            assert any(c.n == cell.n for c in rc.known_constructions(cell.sizes)), cell.id


def test_paley_101_has_no_k6_and_is_self_complementary() -> None:
    graph = rc.paley_graph(101)
    assert all(graph.degree(v) == 50 for v in graph)
    # Arc-transitive (x -> a x + b, a a square), so every K6 could be moved onto one through
    # the edge {0, 1}: it suffices that 0 and 1 have no K4 among their common neighbours.
    common = set(graph[0]) & set(graph[1])
    sub = graph.subgraph(common)
    assert len(nx.max_weight_clique(sub, weight=None)[0]) == 3
    # Multiplying by a non-square maps edges onto non-edges: no independent 6-set either.
    squares = {x * x % 101 for x in range(1, 101)}
    a = next(x for x in range(2, 101) if x not in squares)
    assert all(not graph.has_edge(a * u % 101, a * v % 101) for u, v in graph.edges())


@pytest.mark.slow
def test_paley_101_clique_number_by_brute_force() -> None:
    graph = rc.paley_graph(101)
    assert max(len(c) for c in nx.find_cliques(graph)) == 5


def test_r3_18_shape_is_triangle_free_on_99_vertices() -> None:
    # Its independent sets (< 18) are left to the exact verifier's slow test below.
    (witness,) = [c for c in rc.known_constructions((3, 18)) if c.n == 99]
    graph = digit_graph(witness.colouring, 1)
    assert sum(nx.triangles(graph).values()) == 0
    assert graph.number_of_edges() == 97 * 16 // 2 + 16 + 16 + 1


def test_r4_14_circulant_is_k4_free_on_147_vertices() -> None:
    # Its independent sets (< 14) are left to the exact verifier's slow test below.
    (witness,) = [c for c in rc.known_constructions((4, 14)) if c.n == 147]
    graph = digit_graph(witness.colouring, 1)
    assert max(len(c) for c in nx.find_cliques(graph)) == 3
    assert {d for d in range(1, 74) if witness.colouring[0][d]} == set(
        rc.ALPHAEVOLVE_R4_14_DISTANCES
    )
    assert graph.number_of_edges() == 147 * 2 * len(rc.ALPHAEVOLVE_R4_14_DISTANCES) // 2
    # Every row is the row above shifted by one place, as in the published matrix.
    for u in range(147):
        assert all(
            witness.colouring[u][v] == witness.colouring[0][(v - u) % 147] for v in range(147)
        )


def test_r4_14_rebuild_prints_like_the_source_file() -> None:
    # The source file is numpy's full print of the matrix plus a newline: 44836 characters.
    # SOURCES.md records the hash of the rebuild's text and how it was compared.
    (witness,) = [c for c in rc.known_constructions((4, 14)) if c.n == 147]
    text = np.array2string(np.array(witness.colouring), threshold=sys.maxsize) + "\n"
    assert len(text) == 44836
    assert text.startswith("[[0 0 0 1 0 0 0 1 0 1 1 0 0 0 1 1 1 0 1 0 0 0 0 0 1 0 0 0 1 0 1")
    digest = hashlib.sha256(text.encode()).hexdigest()
    assert digest in (rc.DATA_DIR / "SOURCES.md").read_text(encoding="utf-8")


def test_r4_13_copy_is_numpys_print_of_its_matrix() -> None:
    # A slip in the hand copy that kept the layout would still show here or in validity.
    file = rc.DATA_DIR / "r4_13_n138_alphaevolve.txt"
    colouring = rc.read_witness(file, "numpy")
    text = np.array2string(np.array(colouring), threshold=sys.maxsize)
    assert text == file.read_text(encoding="utf-8")
    assert len(text) == 39330


def test_paley_rejects_bad_q() -> None:
    with pytest.raises(ValueError, match="q: need a prime"):
        rc.paley_graph(21)


def test_clebsch_classes_are_clebsch_graphs() -> None:
    # Each colour class is strongly regular with parameters (16, 5, 0, 2), which only the
    # Clebsch graph is: 5-regular, adjacent pairs share no neighbour, others share two.
    colouring = rc.clebsch_colouring()
    for digit in range(3):
        graph = digit_graph(colouring, digit)
        assert all(d == 5 for _, d in graph.degree())
        for u, v in itertools.combinations(range(16), 2):
            common = len(set(graph[u]) & set(graph[v]))
            assert common == (0 if graph.has_edge(u, v) else 2)


# --- shipped witnesses ----------------------------------------------------------------------


WITNESSES = json.loads(rc.WITNESSES_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", WITNESSES, ids=lambda e: e["file"])
def test_shipped_witness_hash_matches_manifest_and_sources(entry) -> None:
    data = (rc.DATA_DIR / entry["file"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == entry["sha256"]
    assert entry["sha256"] in (rc.DATA_DIR / "SOURCES.md").read_text(encoding="utf-8")
    colouring = rc.read_witness(rc.DATA_DIR / entry["file"], entry["format"])
    assert len(colouring) == entry["n"]


@pytest.mark.parametrize(
    ("file", "published"),
    [
        ("r6_8_n134_cremer.g6", "8ef378ad4d66478c33939e438d3a64572ec2cf7d1647ae29d3568817fedfc982"),
        (
            "r8_10_n344_cremer.g6",
            "17881b78e3d8b55372995f4e53ac068ca22560cf30b291c1e649eacaef21c21d",
        ),
    ],
)
def test_cremer_copies_reproduce_the_published_matrix_hashes(file, published) -> None:
    # The source README lists the SHA-256 of each witness's 0/1 matrix file.
    colouring = rc.read_witness(rc.DATA_DIR / file, "graph6")
    text = "".join("".join(map(str, row)) + "\n" for row in colouring)
    assert hashlib.sha256(text.encode()).hexdigest() == published


@pytest.mark.parametrize("entry", [e for e in WITNESSES if e["n"] < 200], ids=lambda e: e["file"])
def test_shipped_witness_has_no_clique_of_the_first_size(entry) -> None:
    # The edge colour (no K_s for the smaller s) is cheap to check exactly; the independent
    # sets are left to the verifier's own tests.
    colouring = rc.read_witness(rc.DATA_DIR / entry["file"], entry["format"])
    s = entry["sizes"][0]
    graph = digit_graph(colouring, 1)
    if s == 3:
        assert sum(nx.triangles(graph).values()) == 0
    else:
        assert max(len(c) for c in nx.find_cliques(graph)) < s


# --- construction_for -----------------------------------------------------------------------


def test_construction_for_covers_known_cells_and_never_open_ones() -> None:
    held = {c.id for c in CELLS if rc.construction_for(c) is not None}
    assert {c.id for c in CELLS if c.tier == "known"} <= held
    assert not {c.id for c in CELLS if c.tier == "open"} & held
    assert {
        "R(3,17)_n92",
        "R(4,15)_n159",
        "R(6,8)_n134",
        "R(6,6)_n101",
        "R(6,6)_n99",
        "R(8,10)_n344",
    } <= held


@pytest.mark.parametrize("cell", [c for c in CELLS if c.n <= 35], ids=lambda c: c.id)
def test_construction_for_small_cells_is_valid(cell) -> None:
    colouring = rc.construction_for(cell)
    if colouring is None:
        pytest.skip("no construction held")
    assert len(colouring) == cell.n
    assert is_valid(colouring, cell.sizes)


# --- canonical forms ------------------------------------------------------------------------


def relabel(colouring, perm):
    n = len(colouring)
    inverse = [0] * n
    for i, p in enumerate(perm):
        inverse[p] = i
    return tuple(tuple(colouring[inverse[u]][inverse[v]] for v in range(n)) for u in range(n))


@pytest.mark.parametrize(
    "construction",
    [c for c in rc._all_constructions() if c.n <= 101],
    ids=lambda c: f"{c.sizes}-{c.n}",
)
def test_canonical_form_ignores_relabelling(construction) -> None:
    rng = random.Random(construction.n)
    perm = list(range(construction.n))
    rng.shuffle(perm)
    assert rc.canonical_form(relabel(construction.colouring, perm)) == rc.canonical_form(
        construction.colouring
    )


def test_canonical_form_is_exact_on_random_three_colourings() -> None:
    rng = random.Random(7)
    for _ in range(150):
        n = rng.randint(4, 6)

        def draw(n=n):
            rows = [[0] * n for _ in range(n)]
            for u, v in itertools.combinations(range(n), 2):
                rows[u][v] = rows[v][u] = rng.choice((0, 1, 1, 2))
            return tuple(map(tuple, rows))

        a, b = draw(), draw()
        if rng.random() < 0.5:
            perm = list(range(n))
            rng.shuffle(perm)
            b = relabel(a, perm)
        ga, gb = (nx.Graph() for _ in range(2))
        for g, col in ((ga, a), (gb, b)):
            g.add_edges_from(
                (u, v, {"c": col[u][v]}) for u, v in itertools.combinations(range(n), 2)
            )
        same = nx.is_isomorphic(ga, gb, edge_match=lambda x, y: x["c"] == y["c"])
        assert (rc.canonical_form(a) == rc.canonical_form(b)) == same


def test_canonical_form_tells_colours_apart() -> None:
    # Same pattern, colours 1 and 2 exchanged on a colouring whose classes differ in size.
    (r334,) = [c for c in rc.known_constructions((3, 3, 4)) if c.n == 29]
    swapped = tuple(
        tuple({0: 2, 2: 0}.get(d, d) if u != v else 0 for v, d in enumerate(row))
        for u, row in enumerate(r334.colouring)
    )
    assert rc.canonical_form(swapped) != rc.canonical_form(r334.colouring)


# --- match_known ----------------------------------------------------------------------------


def test_match_known_finds_relabelled_paley_and_its_complement() -> None:
    paley = rc.colouring_of_graph(rc.paley_graph(17))
    rng = random.Random(3)
    perm = list(range(17))
    rng.shuffle(perm)
    assert "Paley graph on 17" in rc.match_known(relabel(paley, perm), (4, 4))
    complement = tuple(
        tuple(0 if u == v else 1 - d for v, d in enumerate(row)) for u, row in enumerate(paley)
    )
    assert "Paley graph on 17" in rc.match_known(complement, (4, 4))


def test_match_known_finds_a_relabelled_published_witness() -> None:
    (ypw,) = [c for c in rc.known_constructions((3, 17)) if c.n == 92]
    perm = list(range(92))
    random.Random(5).shuffle(perm)
    assert "ypwang61" in rc.match_known(relabel(ypw.colouring, perm), (3, 17))


def test_match_known_says_none_for_an_unknown_colouring() -> None:
    paley = [list(r) for r in rc.colouring_of_graph(rc.paley_graph(17))]
    paley[0][1] = paley[1][0] = 1 - paley[0][1]
    assert rc.match_known(tuple(map(tuple, paley)), (4, 4)) is None
    assert rc.match_known(rc.colouring_of_graph(rc.paley_graph(17)), (3, 5)) is None


@pytest.mark.parametrize("junk", [((0, 1), (1,)), ((0, 2), (2, 0)), ((0, -1), (-1, 0)), ()])
def test_match_known_says_none_for_junk(junk) -> None:
    assert rc.match_known(junk, (3, 3)) is None


# --- the searched witnesses -----------------------------------------------------------------


def test_searched_file_is_the_serialised_entries() -> None:
    text = rc.SEARCHED_FILE.read_text(encoding="utf-8")
    entries = json.loads(text)
    assert json.dumps(entries, indent=1) + "\n" == text
    assert [(tuple(e["sizes"]), e["n"], e["seed"], e["steps"]) for e in entries] == list(
        rc.SEARCHES
    )


@pytest.mark.slow
@pytest.mark.parametrize("spec", rc.SEARCHES, ids=lambda s: f"{s[0]}-{s[1]}")
def test_searched_witnesses_rebuild_from_their_seeds(spec) -> None:
    # Together with the test above: build_searched() reproduces searched.json byte for byte.
    # The (3, 8) search takes some 30 s.
    (entry,) = [
        e for e in json.loads(rc.SEARCHED_FILE.read_text(encoding="utf-8")) if e["n"] == spec[1]
    ]
    assert rc.searched_entry(*spec) == entry


def test_build_command_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert rc._main(["nonsense"]) == 2
    assert rc._main(["build", "nonsense"]) == 2
    assert rc._main(["build", "--help"]) == 0
    err = capsys.readouterr().err
    assert "r3_10_n39_search" in err
    assert "ramsey_two_colour 42 5 1 2 5000000 1 10" in err


# --- the triangle-free search's graph (R(3,10) >= 40) ---------------------------------------


@pytest.mark.parametrize("spec", rc.TRIANGLE_FREE_SEARCHES, ids=lambda s: s.file)
def test_triangle_free_file_is_valid_and_serves_its_cell(spec: rc.TriangleFreeSearch) -> None:
    # The exact checker proves it (no triangle, no independent set of k vertices).
    _assert_rows_file_is_valid_and_served(spec.file, spec.n, (3, spec.k))


def _assert_rows_file_is_valid_and_served(file: str, n: int, sizes: tuple[int, ...]) -> None:
    """A searched colouring's 0/1 rows: well formed, valid by the exact checker, served."""
    text = (rc.DATA_DIR / file).read_text(encoding="utf-8")
    rows = text.splitlines()
    assert text == "".join(row + "\n" for row in rows)
    assert len(rows) == n
    assert {len(row) for row in rows} == {n}
    colouring = rc.read_witness(rc.DATA_DIR / file, "rows01")
    assert all(colouring[i][j] == colouring[j][i] for i in range(n) for j in range(n))
    assert all(colouring[i][i] == 0 for i in range(n))
    verdict = check_colouring(colouring, sizes)
    assert verdict.status == "valid", verdict.explanation
    (cell,) = [c for c in CELLS if c.sizes == sizes and c.n == n]
    assert rc.construction_for(cell) == colouring


@pytest.mark.parametrize("spec", rc.COMPILED_SEARCHES, ids=lambda s: s.file)
def test_compiled_search_file_is_valid_and_serves_its_cell(spec: rc.CompiledSearch) -> None:
    # Its rebuild (spec.command, a C program, 3 to 6 minutes) is a manual step: SOURCES.md.
    _assert_rows_file_is_valid_and_served(spec.file, spec.n, spec.sizes)
    assert "tools/" in spec.command


@pytest.mark.slow
@pytest.mark.parametrize("spec", rc.TRIANGLE_FREE_SEARCHES, ids=lambda s: s.file)
def test_triangle_free_file_rebuilds_from_its_seed(spec: rc.TriangleFreeSearch) -> None:
    # The rebuild of `python -m ramsey_inspect.core.ramsey_constructions build r3_10_n39_search`:
    # 14,320 steps of pure Python, about 1.5 minutes.
    text = (rc.DATA_DIR / spec.file).read_text(encoding="utf-8")
    assert rc.build_triangle_free(spec) == text


@pytest.mark.slow
@pytest.mark.parametrize(
    "construction",
    [c for c in rc._all_constructions() if c.n <= 160],
    ids=lambda c: f"{c.sizes}-{c.n}",
)
def test_held_constructions_are_valid_by_the_exact_verifier(construction) -> None:
    # Independent of the brute force above, and the only full check of the larger witnesses
    # (R(3,17) n=92, R(4,13) n=138, R(4,14) n=147, R(4,15) n=159, R(6,8) n=134, Paley(101));
    # R(8,10) n=344 is left out.
    verdict = check_colouring(construction.colouring, construction.sizes, budget=10**9)
    assert verdict.status == "valid", verdict.explanation


@pytest.mark.slow
@pytest.mark.parametrize(("sizes", "n", "classes"), rc._CIRCULANTS, ids=lambda x: str(x))
def test_circulant_connection_sets_come_from_the_seeded_search(sizes, n, classes) -> None:
    result = search(sizes, n, seed=1, steps=2000, method="circulant")
    assert result.colouring == rc.circulant_colouring(n, classes)


def _with(colouring: rc.Colouring, pairs: list[tuple[int, int]], digit: int) -> rc.Colouring:
    rows = [list(row) for row in colouring]
    for u, v in pairs:
        rows[u][v] = rows[v][u] = digit
    return tuple(tuple(row) for row in rows)


def _forbidden(colouring: rc.Colouring) -> set[tuple[int, ...]]:
    """Every monochromatic K4 of a two-colouring (sizes (4, 4)), by trying every 4-set."""
    return {
        q
        for q in itertools.combinations(range(len(colouring)), 4)
        if len({colouring[u][v] for u, v in itertools.combinations(q, 2)}) == 1
    }


def test_answer_distance_counts_a_held_witness_flip_exactly() -> None:
    paley = rc.reference_colourings((4, 4), 17)[0]
    answer = _with(paley, [(0, 3)], 1 - paley[0][3])
    verdict = rc.check_answer(answer, (4, 4))
    assert verdict.status == "invalid"
    got = rc.answer_distance(answer, (4, 4), verdict)
    assert got.exact
    assert got.cliques == len(_forbidden(answer))


def test_answer_distance_leaves_out_a_reference_that_holds_the_verdicts_clique(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A held reference that is not valid after all cannot make the count silently short."""
    # an invalid "reference": 12 vertices of Paley(17) (room to change an entry without a
    # new K4) with a K4 made on four of them (one non-edge joined)
    paley = tuple(row[:12] for row in rc.reference_colourings((4, 4), 17)[0][:12])
    quad = next(
        q
        for q in itertools.combinations(range(12), 4)
        if sum(paley[u][v] == 0 for u, v in itertools.combinations(q, 2)) == 1
    )
    bad = _with(paley, list(itertools.combinations(quad, 2)), 1)
    # the answer: that colouring with one more entry changed, away from the K4's vertices,
    # where the change makes no forbidden clique (so the answer's cliques are all bad's)
    answer = next(
        a
        for u, v in itertools.combinations(range(12), 2)
        if not {u, v} & set(quad)
        and _forbidden(a := _with(bad, [(u, v)], 1 - bad[u][v])) == _forbidden(bad)
    )
    monkeypatch.setattr(rc, "reference_colourings", lambda sizes, n: (bad,))
    verdict = rc.check_answer(answer, (4, 4))
    assert verdict.status == "invalid"
    truth = len(_forbidden(answer))
    # trusted blindly, the invalid reference hides every clique: none passes the change
    assert rc.distance(answer, (4, 4), references=(bad,)).cliques == 0
    got = rc.answer_distance(answer, (4, 4), verdict)
    assert (got.cliques, got.exact) == (truth, True)


@pytest.mark.slow
@pytest.mark.parametrize(
    "construction",
    [c for c in rc._all_constructions() if c.n > 160],
    ids=lambda c: f"{c.sizes}-{c.n}",
)
def test_constructions_over_160_vertices_are_valid_by_the_exact_verifier(construction) -> None:
    # The rest of test_held_constructions_are_valid_by_the_exact_verifier: with it every held
    # construction, hence every reference the scorer gives the check and the distance (first n
    # vertices of one), is proved valid, which the distance's count near a reference relies on.
    # Cremer's R(8,10) witness takes some 68 million work units (about half a minute).
    verdict = check_colouring(construction.colouring, construction.sizes)
    assert verdict.status == "valid", verdict.explanation


def test_every_reference_is_the_start_of_a_held_construction() -> None:
    """So the validity of the held constructions carries over to every reference."""
    for cell in CELLS:
        for reference in rc.reference_colourings(cell.sizes, cell.n):
            assert any(
                c.n >= cell.n and tuple(row[: cell.n] for row in c.colouring[: cell.n]) == reference
                for c in rc.known_constructions(cell.sizes)
            )


def test_the_r4_6_colouring_has_the_symmetry_it_was_found_under() -> None:
    # tools/ramsey_orbits.c's layout V4:6,3,2,0: a Klein group fixing one vertex, with six
    # orbits of 4 and five of 2 (SOURCES.md); its red graph's automorphisms contain it.
    import pynauty

    (spec,) = [s for s in rc.COMPILED_SEARCHES if s.sizes == (4, 6)]
    colouring = rc.read_witness(rc.DATA_DIR / spec.file, "rows01")
    n = len(colouring)
    adjacency = {v: [u for u in range(n) if colouring[v][u]] for v in range(n)}
    _, size, exponent, orbits, _ = pynauty.autgrp(pynauty.Graph(n, adjacency_dict=adjacency))
    assert size * 10**exponent == 4
    assert sorted(orbits.count(o) for o in set(orbits)) == [1] + [2] * 5 + [4] * 6
