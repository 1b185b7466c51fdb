"""Ramsey colourings the package holds, and exact canonical forms to recognise them.

The kinds of construction, each with where it comes from:

- built here from algebra: Paley graphs on a prime q = 1 (mod 4) vertices (x ~ y when x - y
  is a non-zero square mod q), circulant colourings given by their connection sets, and the
  3-colouring of K_16 by the cosets of the cubes in the multiplicative group of GF(16) (each
  colour class is a Clebsch graph);
- found by this package's own seeded search (:mod:`ramsey_inspect.core.ramsey_search`) for the
  known (3, t) cells that have no circulant witness; the results are package data rebuilt
  byte for byte by ``python -m ramsey_inspect.core.ramsey_constructions build``;
- found by its seeded triangle-free tabu search
  (:mod:`ramsey_inspect.core.ramsey_triangle_free`): a (3,10)-graph on 39 vertices, the size
  of the best published witness (Exoo 1989), shipped as 0/1 rows and rebuilt byte for byte by
  ``python -m ramsey_inspect.core.ramsey_constructions build r3_10_n39_search``;
- found by C programs of the package: a (5,5)-colouring of K_42 (``tools/ramsey_two_colour.c``,
  the same kind of tabu search over all 2-colourings) and a (4,6)-colouring of K_35
  (``tools/ramsey_orbits.c`` writes the SAT clauses of one symmetric layout,
  ``tools/ramsey_orbit_sat.py`` solves them), each the size of the best published witness
  (Exoo 1989 and 2012), shipped as 0/1 rows; their rebuild needs a C compiler (the commands
  are in ``COMPILED_SEARCHES`` and ``data/ramsey_bounds/SOURCES.md``);
- published witnesses copied from public repositories whose licence allows it, listed with
  repository, path, commit, licence and SHA-256 in ``data/ramsey_bounds/SOURCES.md``.

:func:`canonical_form` is exact: two colourings get the same bytes if and only if some
relabelling of the vertices maps one onto the other colour for colour. It is nauty's canonical
labelling (through ``pynauty``) of a layered graph: layer i holds the edges whose colour digit
has bit i set, and each vertex is joined to its own copies in the next layer, with the layers
kept apart as vertex colours, so an isomorphism of the layered graph is one permutation applied
to every layer, i.e. an isomorphism of the coloured complete graphs. :func:`isomorphism` reads
the vertex map off the canonical labellings of the same layered graphs, for the distance of a
renumbered near copy of a held construction (:func:`answer_distance`).
"""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import networkx as nx
import pynauty

from ramsey_inspect.core.ramsey_check import (
    DEFAULT_BUDGET,
    DEFAULT_DISTANCE_BUDGET,
    Distance,
    Verdict,
    check_colouring,
    distance,
)
from ramsey_inspect.core.ramsey_search import search
from ramsey_inspect.core.ramsey_triangle_free import search_restart

if TYPE_CHECKING:
    from ramsey_inspect.core.ramsey_cells import Cell

Colouring = tuple[tuple[int, ...], ...]

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "ramsey_bounds"
WITNESSES_FILE = DATA_DIR / "witnesses.json"
SEARCHED_FILE = DATA_DIR / "searched.json"


@dataclass(frozen=True)
class Construction:
    """A colouring of K_n meant to avoid K_{sizes[i]} in colour i, with its provenance."""

    name: str
    source: str
    sizes: tuple[int, ...]
    n: int
    colouring: Colouring


# --- builders -------------------------------------------------------------------------------


def colouring_of_graph(graph: nx.Graph[int]) -> Colouring:
    """The two-colour matrix of a graph on vertices 0..n-1: 1 on its edges, 0 elsewhere."""
    n = graph.number_of_nodes()
    rows = [[0] * n for _ in range(n)]
    for u, v in graph.edges():
        if u != v:
            rows[u][v] = rows[v][u] = 1
    return tuple(tuple(r) for r in rows)


def paley_graph(q: int) -> nx.Graph[int]:
    """The Paley graph on the integers mod a prime q = 1 (mod 4)."""
    if q < 5 or q % 4 != 1 or any(q % p == 0 for p in range(2, int(q**0.5) + 1)):
        raise ValueError(f"q: need a prime = 1 (mod 4), got {q}")
    squares = {x * x % q for x in range(1, q)}
    return circulant_graph(q, sorted(d for d in squares if d <= q // 2))


def circulant_graph(n: int, distances: Sequence[int]) -> nx.Graph[int]:
    """The graph on Z_n with u ~ v when u - v = +-d for some d in ``distances``."""
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(n))
    for d in distances:
        if not 0 < d <= n // 2:
            raise ValueError(f"distances: {d} is not in 1..{n // 2}")
        graph.add_edges_from((u, (u + d) % n) for u in range(n))
    return graph


def circulant_colouring(n: int, classes: Sequence[Sequence[int]]) -> Colouring:
    """Colour edge {u, v} of K_n with digit i when its distance lies in classes[i]."""
    digit_of: dict[int, int] = {}
    for digit, distances in enumerate(classes):
        for d in distances:
            digit_of[d] = digit
    if sorted(digit_of) != list(range(1, n // 2 + 1)):
        raise ValueError(f"classes: must split the distances 1..{n // 2} of Z_{n}")
    return tuple(
        tuple(0 if u == v else digit_of[min((u - v) % n, (v - u) % n)] for v in range(n))
        for u in range(n)
    )


def clebsch_colouring() -> Colouring:
    """The 3-colouring of K_16 (no monochromatic triangle) by cubic classes in GF(16).

    Vertices are the elements of GF(16) = GF(2)[x]/(x^4 + x + 1) as 4-bit integers; edge
    {a, b} gets the discrete logarithm of a + b (to base x) mod 3.
    """
    log: dict[int, int] = {}
    element = 1
    for exponent in range(15):
        log[element] = exponent
        element <<= 1
        if element & 0b10000:
            element ^= 0b10011
    return tuple(tuple(0 if a == b else log[a ^ b] % 3 for b in range(16)) for a in range(16))


def two_apex_circulant(
    m: int, distances: Sequence[int], first: range, second: range
) -> nx.Graph[int]:
    """A circulant graph on Z_m plus two adjacent vertices m and m + 1 joined to the given sets.

    With m = 97, distances (16, 24, 28, 34, 36, 42, 43, 46), first = 0..15 and second = 16..31
    this is the shape of AlphaEvolve's 99-vertex witness for R(3,18) >= 100 as its published
    matrix shows it.
    """
    graph = circulant_graph(m, distances)
    graph.add_edges_from((m, v) for v in first)
    graph.add_edges_from((m + 1, v) for v in second)
    graph.add_edge(m, m + 1)
    return graph


# Connection sets of circulant witnesses for the known cells, found by this package's
# circulant search (seed 1, 2000 steps; a slow test reruns it) and checked exactly by the
# tests. Listed per matrix digit.
_CIRCULANTS: tuple[tuple[tuple[int, ...], int, tuple[tuple[int, ...], ...]], ...] = (
    ((3, 4), 8, ((2, 3), (1, 4))),
    ((3, 5), 13, ((1, 2, 3, 5), (4, 6))),
    ((4, 5), 24, ((3, 5, 6, 7, 10, 11, 12), (1, 2, 4, 8, 9))),
    ((3, 9), 35, ((2, 3, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15, 17), (1, 7, 11, 16))),
    ((3, 3, 4), 29, ((3, 7, 8, 9), (6, 11, 13, 14), (1, 2, 4, 5, 10, 12))),
)

# AlphaEvolve's witness for R(4,14) >= 148 (google-research ramsey_number_bounds, Apache-2.0):
# its published 147 x 147 matrix is a circulant, each row the one above shifted by one place,
# with these distances as edges. Printed by numpy (full threshold) plus a final newline, this
# graph is the source file character for character wherever compared (see SOURCES.md).
ALPHAEVOLVE_R4_14_DISTANCES: tuple[int, ...] = (
    3, 7, 9, 10, 14, 15, 16, 18, 24, 28, 30, 35, 43, 48, 54, 55, 56, 57, 59, 65, 70,
)  # fmt: skip

# Paley graphs held, with the clique sizes each avoids (its clique and independence number
# are 2, 4 and 5 respectively).
_PALEYS: tuple[tuple[int, tuple[int, ...]], ...] = ((5, (3, 3)), (17, (4, 4)), (101, (6, 6)))

# Seeded general searches whose results are shipped in searched.json (see build_searched).
SEARCHES: tuple[tuple[tuple[int, ...], int, int, int], ...] = (
    ((3, 6), 17, 2, 3000),
    ((3, 7), 22, 0, 3000),
    ((3, 8), 27, 0, 8000),
)


@dataclass(frozen=True)
class TriangleFreeSearch:
    """A (3, k)-graph found by :mod:`ramsey_inspect.core.ramsey_triangle_free`, shipped as rows."""

    k: int
    n: int
    seed: int
    restart: int
    steps: int
    file: str


# Seeded triangle-free searches whose graphs are shipped as 0/1 rows (see build_triangle_free).
# R(3,10) >= 40 on 39 vertices: restarts 0 to 4 of seed 1 ended above zero after 30,000
# steps each; restart 5 reached zero at step 14,320 (data/ramsey_bounds/SOURCES.md).
TRIANGLE_FREE_SEARCHES: tuple[TriangleFreeSearch, ...] = (
    TriangleFreeSearch(10, 39, 1, 5, 30000, "r3_10_n39_search.txt"),
)


@dataclass(frozen=True)
class CompiledSearch:
    """A colouring found by a C program under ``tools/``, shipped as 0/1 rows.

    Its rebuild needs a C compiler: ``command`` (run from the repository root) prints the
    file's rows after a "FOUND" line; no Python port replays it in reasonable time.
    """

    sizes: tuple[int, ...]
    n: int
    file: str
    command: str


# R(5,5) >= 43 on 42 vertices: restart 2 of seed 1 of tools/ramsey_two_colour.c reached no
# monochromatic K5 at step 4,920,305, 3 to 6 minutes. R(4,6) >= 36 on 35 vertices: the CNF
# of one symmetric layout (a Klein group with one fixed point, tools/ramsey_orbits.c) solved
# by CaDiCaL 1.9.5 through python-sat, about 2 minutes (data/ramsey_bounds/SOURCES.md).
COMPILED_SEARCHES: tuple[CompiledSearch, ...] = (
    CompiledSearch(
        (4, 6),
        35,
        "r4_6_n35_search.txt",
        "gcc -O2 -o ramsey_orbits tools/ramsey_orbits.c && "
        "CNF=r4_6_n35.cnf ./ramsey_orbits 35 4 6 V4:6,3,2,0 1 0 1 1 5 && "
        "python tools/ramsey_orbit_sat.py r4_6_n35.cnf 4 6 cadical195",
    ),
    CompiledSearch(
        (5, 5),
        42,
        "r5_5_n42_search.txt",
        "gcc -O2 -o ramsey_two_colour tools/ramsey_two_colour.c && "
        "./ramsey_two_colour 42 5 1 2 5000000 1 10",
    ),
)


# --- the collection ---------------------------------------------------------------------------


def known_constructions(sizes: Sequence[int]) -> list[Construction]:
    """Every construction the package holds for these clique sizes, smallest n first."""
    key = tuple(int(s) for s in sizes)
    return [c for c in _all_constructions() if c.sizes == key]


def construction_for(cell: Cell) -> Colouring | None:
    """A colouring the package holds for this cell, or None.

    A construction on more vertices than the cell asks for serves too: any set of n of its
    vertices spans a valid colouring, so the first n are taken.
    """
    for construction in known_constructions(cell.sizes):
        if construction.n >= cell.n:
            return tuple(row[: cell.n] for row in construction.colouring[: cell.n])
    return None


@cache
def reference_colourings(sizes: tuple[int, ...], n: int) -> tuple[Colouring, ...]:
    """The held colourings of K_n for these sizes, as :func:`construction_for` cuts them.

    The checker's fast pass compares an answer with these (``check_colouring``'s
    ``references``): an answer one entry away from a held witness, in the same vertex
    order or renumbered, is rejected through that entry in milliseconds, and
    :func:`answer_distance` counts its cliques through that entry (a renumbered one lined
    up by :func:`isomorphism`).
    """
    return tuple(
        tuple(row[:n] for row in c.colouring[:n]) for c in known_constructions(sizes) if c.n >= n
    )


def check_answer(
    colouring: Colouring, sizes: Sequence[int], budget: int = DEFAULT_BUDGET
) -> Verdict:
    """``check_colouring`` with the held constructions as references (scorer and tool alike)."""
    references = _held_references(colouring, sizes)
    return check_colouring(colouring, sizes, budget=budget, references=references)


def answer_distance(
    colouring: Colouring,
    sizes: Sequence[int],
    verdict: Verdict,
    cap: int = 100,
    budget: int = DEFAULT_DISTANCE_BUDGET,
) -> Distance:
    """``distance`` of an answer :func:`check_answer` found invalid, with the same references.

    ``distance`` counts exactly near a reference only if the reference is valid; the held
    constructions are (the package's tests prove each of them valid), and as a cheap second
    guard a reference in which the verdict's clique is monochromatic in its colour, so one
    that is not valid after all, is left out. :func:`isomorphism` is passed too, so an answer
    that is a held construction renumbered with one entry changed is lined up with it and
    counted exactly as well (``distance`` checks every map it gets, entry by entry).
    """
    references = tuple(r for r in _held_references(colouring, sizes) if not _holds(r, verdict))
    return distance(
        colouring, sizes, cap=cap, budget=budget, references=references, isomorphism=isomorphism
    )


def _held_references(colouring: Colouring, sizes: Sequence[int]) -> tuple[Colouring, ...]:
    """The references of an answer: the held colourings of its K_n (check and distance alike)."""
    return reference_colourings(tuple(sizes), len(colouring))


def _holds(reference: Colouring, verdict: Verdict) -> bool:
    """Whether the verdict's clique is monochromatic in its colour in ``reference`` too."""
    clique, colour = verdict.clique, verdict.colour
    if clique is None or colour is None:
        return False
    return all(reference[u][v] == colour for u, v in itertools.combinations(clique, 2))


def canonical_form(colouring: Colouring) -> bytes:
    """Bytes equal for two colourings exactly when they are isomorphic, colour for colour."""
    n = len(colouring)
    graph, layers = _layered_graph(colouring)
    header = f"{n}:{layers}:".encode()
    return header + pynauty.certificate(graph) if n else header


def isomorphism(colouring: Colouring, reference: Colouring) -> list[int] | None:
    """A vertex map ``place`` with ``colouring[u][w] == reference[place[u]][place[w]]``, or None.

    Both are labelled canonically by nauty (the layered graphs of :func:`canonical_form`):
    when they are isomorphic, the vertices with the same canonical label correspond. When
    they are not, the map returned is some permutation that fails that equation, which is
    why :func:`~ramsey_inspect.core.ramsey_check.distance` (the caller, as its
    ``isomorphism``) checks it entry by entry. Both graphs have the reference's layers (a
    digit of ``colouring`` beyond them is misread, and the map then fails that check). None
    when the two differ in size.
    """
    n = len(colouring)
    if len(reference) != n or n == 0:
        return None
    layers, labels = _reference_labels(reference)
    graph, _ = _layered_graph(colouring, layers)  # other digits: the check of the map fails
    ours = pynauty.canon_label(graph)
    place = [0] * n
    for mine, other in zip(ours[:n], labels[:n], strict=True):
        place[mine] = other  # the first n labels are layer 0's vertices, 0..n-1
    return place


_LABELS: dict[int, tuple[Colouring, int, list[int]]] = {}


def _reference_labels(reference: Colouring) -> tuple[int, list[int]]:
    """(layers, nauty's canonical labelling) of a reference, kept for the held ones."""
    kept = _LABELS.get(id(reference))
    if kept is not None and kept[0] is reference:
        return kept[1], kept[2]
    graph, layers = _layered_graph(reference)
    labels = pynauty.canon_label(graph)
    if len(_LABELS) >= 64:
        _LABELS.clear()
    _LABELS[id(reference)] = (reference, layers, labels)
    return layers, labels


def _layered_graph(colouring: Colouring, layers: int = 0) -> tuple[pynauty.Graph, int]:
    """The layered graph of :func:`canonical_form` and its number of layers.

    ``layers`` (when positive) is taken as given instead of read off the largest digit.

    Layer i holds the edges whose digit has bit i set (vertex v of layer i is i * n + v),
    each vertex is joined to its copy in the next layer, and the layers are the vertex
    colours. Each edge is listed once, from its lower end, and each row is read at C speed
    (as bytes, masked per layer, its entries picked by ``itertools.compress``).
    """
    n = len(colouring)
    if layers < 1:
        layers = max(1, max(map(max, colouring), default=0).bit_length())
    masks = [bytes(d >> layer & 1 for d in range(256)) for layer in range(layers)]
    adjacency: dict[int, list[int]] = {}
    for v, row in enumerate(colouring):
        raw = bytes(row)
        for layer, mask in enumerate(masks):
            start = layer * n
            targets = list(
                itertools.compress(range(start + v + 1, start + n), raw[v + 1 :].translate(mask))
            )
            if layer < layers - 1:
                targets.append(start + n + v)
            adjacency[start + v] = targets
    graph = pynauty.Graph(
        n * layers,
        adjacency_dict=adjacency,
        vertex_coloring=[set(range(layer * n, (layer + 1) * n)) for layer in range(layers)]
        if layers > 1
        else [],
    )
    return graph, layers


def match_known(colouring: Colouring, sizes: Sequence[int]) -> str | None:
    """The source of a held construction isomorphic to ``colouring``, or None.

    Colours with the same forbidden clique size may be swapped (for (s, s) the complement
    of a witness is a witness too), so every such swap is tried.
    """
    key = tuple(int(s) for s in sizes)
    n = len(colouring)
    digits = range(len(key))
    if any(len(row) != n or any(d not in digits for d in row) for row in colouring):
        return None  # not a colouring with these colours: nothing can match
    forms = _known_forms(key)
    for perm in _size_preserving_permutations(key):
        permuted = tuple(
            tuple(perm[d] if u != v else 0 for v, d in enumerate(row))
            for u, row in enumerate(colouring)
        )
        source = forms.get((n, canonical_form(permuted)))
        if source is not None:
            return source
    return None


@cache
def _known_forms(sizes: tuple[int, ...]) -> dict[tuple[int, bytes], str]:
    return {(c.n, canonical_form(c.colouring)): c.source for c in known_constructions(sizes)}


def _size_preserving_permutations(sizes: tuple[int, ...]) -> list[tuple[int, ...]]:
    digits = _digit_sizes(sizes)
    return [
        perm
        for perm in itertools.permutations(range(len(sizes)))
        if all(digits[d] == digits[perm[d]] for d in range(len(sizes)))
    ]


def _digit_sizes(sizes: tuple[int, ...]) -> tuple[int, ...]:
    """Forbidden clique size per matrix digit (two colours: digit 1 is sizes[0])."""
    return (sizes[1], sizes[0]) if len(sizes) == 2 else sizes


@cache
def _all_constructions() -> tuple[Construction, ...]:
    held: list[Construction] = []
    for q, sizes in _PALEYS:
        held.append(
            Construction(
                f"Paley({q})",
                f"Paley graph on {q} vertices (quadratic residues mod {q}), built here",
                sizes,
                q,
                colouring_of_graph(paley_graph(q)),
            )
        )
    for sizes, n, classes in _CIRCULANTS:
        name = f"circulant({n}; {' | '.join(','.join(map(str, c)) for c in classes)})"
        held.append(
            Construction(
                name,
                f"circulant colouring of K_{n} with distance classes {list(map(list, classes))}, built here",
                sizes,
                n,
                circulant_colouring(n, classes),
            )
        )
    held.append(
        Construction(
            "AlphaEvolve-shape(99)",
            "AlphaEvolve R(3,18) >= 100 (arXiv:2603.09172; google-research ramsey_number_bounds), rebuilt "
            "here from the structure its matrix shows: circulant on Z_97 with distances "
            "16,24,28,34,36,42,43,46 plus two adjacent vertices joined to 0..15 and to 16..31",
            (3, 18),
            99,
            colouring_of_graph(
                two_apex_circulant(97, (16, 24, 28, 34, 36, 42, 43, 46), range(16), range(16, 32))
            ),
        )
    )
    held.append(
        Construction(
            "AlphaEvolve-circulant(147)",
            "AlphaEvolve R(4,14) >= 148 (arXiv:2603.09172; google-research ramsey_number_bounds, "
            "Apache-2.0), rebuilt here: its matrix is the circulant graph on Z_147 with distances "
            + ",".join(map(str, ALPHAEVOLVE_R4_14_DISTANCES)),
            (4, 14),
            147,
            colouring_of_graph(circulant_graph(147, ALPHAEVOLVE_R4_14_DISTANCES)),
        )
    )
    held.append(
        Construction(
            "Clebsch(16)",
            "3-colouring of K_16 by cubic classes of GF(16) (Greenwood-Gleason; each class a Clebsch graph), built here",
            (3, 3, 3),
            16,
            clebsch_colouring(),
        )
    )
    for entry in json.loads(SEARCHED_FILE.read_text(encoding="utf-8")):
        searched_sizes = tuple(entry["sizes"])
        held.append(
            Construction(
                f"search(seed={entry['seed']})",
                f"this package's tabu search, sizes {list(searched_sizes)}, n={entry['n']}, seed {entry['seed']}, "
                f"{entry['steps']} steps (data/ramsey_bounds/searched.json)",
                searched_sizes,
                entry["n"],
                _rows(entry["rows"]),
            )
        )
    for spec in TRIANGLE_FREE_SEARCHES:
        held.append(
            Construction(
                f"search-triangle-free(seed={spec.seed}, restart={spec.restart})",
                f"this package's triangle-free tabu search (core/ramsey_triangle_free.py), sizes [3, {spec.k}], "
                f"n={spec.n}, seed {spec.seed}, restart {spec.restart}, at most {spec.steps} steps "
                f"(data/ramsey_bounds/{spec.file})",
                (3, spec.k),
                spec.n,
                read_witness(DATA_DIR / spec.file, "rows01"),
            )
        )
    for compiled in COMPILED_SEARCHES:
        held.append(
            Construction(
                f"search-compiled({compiled.file})",
                f"this package's own search with a C program (tools/), sizes {list(compiled.sizes)}, n={compiled.n}: "
                f"{compiled.command} (data/ramsey_bounds/{compiled.file})",
                compiled.sizes,
                compiled.n,
                read_witness(DATA_DIR / compiled.file, "rows01"),
            )
        )
    for entry in json.loads(WITNESSES_FILE.read_text(encoding="utf-8")):
        held.append(
            Construction(
                entry["name"],
                entry["source"],
                tuple(entry["sizes"]),
                entry["n"],
                read_witness(DATA_DIR / entry["file"], entry["format"]),
            )
        )
    held.sort(key=lambda c: (c.sizes, c.n))
    return tuple(held)


def read_witness(path: Path, fmt: str) -> Colouring:
    """A shipped witness file as a colouring.

    Formats: ``rows01`` (n rows of 0/1, spaced or not), ``numpy`` (a 0/1 matrix as numpy
    prints it: bracketed rows, long rows wrapped) or ``graph6``.
    """
    text = path.read_text(encoding="utf-8")
    if fmt == "graph6":
        graph = nx.from_graph6_bytes(text.strip().encode())
        return colouring_of_graph(nx.convert_node_labels_to_integers(graph))
    if fmt == "rows01":
        rows = [line.replace(" ", "") for line in text.splitlines() if line.strip()]
        return _rows(rows)
    if fmt == "numpy":
        body = text.replace("[", " ").split("]")
        return _rows([part.replace(" ", "").replace("\n", "") for part in body if part.strip()])
    raise ValueError(f"format: unknown witness format {fmt!r}; allowed: rows01, numpy, graph6")


def _rows(rows: Sequence[str]) -> Colouring:
    return tuple(tuple(int(ch) for ch in row) for row in rows)


# --- the searched witnesses, rebuilt from their seeds --------------------------------------


def build_searched() -> str:
    """The text of searched.json: each seeded search of SEARCHES and the colouring it found."""
    return json.dumps([searched_entry(*spec) for spec in SEARCHES], indent=1) + "\n"


def searched_entry(sizes: tuple[int, ...], n: int, seed: int, steps: int) -> dict[str, object]:
    """One entry of searched.json: run the seeded general search and record what it found."""
    result = search(sizes, n, seed=seed, steps=steps, method="general")
    if result.colouring is None:
        raise RuntimeError(f"search for {sizes} on {n} vertices, seed {seed}, found nothing")
    return {
        "sizes": list(sizes),
        "n": n,
        "seed": seed,
        "steps": steps,
        "method": "general",
        "steps_used": result.steps_used,
        "rows": ["".join(map(str, row)) for row in result.colouring],
    }


def build_triangle_free(spec: TriangleFreeSearch) -> str:
    """The text of a shipped triangle-free search's file: its graph's 0/1 rows, one a line.

    Reruns the seeded restart (pure Python; the R(3,10) one on 39 vertices, 14,320 steps, takes
    about 1.5 minutes) and raises RuntimeError if it does not reach a (3, k)-graph.
    """
    result = search_restart(spec.n, spec.k, spec.seed, spec.restart, spec.steps)
    if result.rows is None:
        raise RuntimeError(
            f"triangle-free search for (3, {spec.k}) on {spec.n} vertices, seed {spec.seed}, "
            f"restart {spec.restart}, found nothing"
        )
    return "".join(row + "\n" for row in result.rows)


_USAGE = """usage: python -m ramsey_inspect.core.ramsey_constructions build [NAME]

  build             rebuild searched.json (the seeded searches of SEARCHES)
  build NAME        rebuild one triangle-free search's file, NAME one of: {names}
                    (the R(3,10) graph on 39 vertices: about 1.5 minutes, pure Python)

Not rebuilt here (they need a C compiler; run from the repository root):
{compiled}"""


def _main(argv: Sequence[str]) -> int:
    names = {spec.file.removesuffix(".txt"): spec for spec in TRIANGLE_FREE_SEARCHES}
    args = list(argv)
    if args == ["build"]:
        SEARCHED_FILE.write_text(build_searched(), encoding="utf-8")
        print(f"wrote {SEARCHED_FILE}")
        return 0
    if len(args) == 2 and args[0] == "build" and args[1] in names:
        spec = names[args[1]]
        path = DATA_DIR / spec.file
        path.write_text(build_triangle_free(spec), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    compiled = "\n".join(f"  {c.file}: {c.command}" for c in COMPILED_SEARCHES)
    print(_USAGE.format(names=", ".join(sorted(names)), compiled=compiled), file=sys.stderr)
    return 0 if args in (["--help"], ["build", "--help"], ["-h"], ["build", "-h"]) else 2


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
