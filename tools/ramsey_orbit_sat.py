"""Solve a symmetric layout's CNF from tools/ramsey_orbits.c and print the colouring it gives.

tools/ramsey_orbits.c, run with CNF=path, writes the DIMACS CNF of a layout (one variable per
orbit of vertex pairs under an assumed group, true = red; one clause per group orbit of red
S-sets and of blue T-sets) and, in comment lines "c orbit o a1 b1 a2 b2 ..", the pairs of
each orbit. This program hands the clauses to a python-sat solver and, if it finds a model,
checks the colouring it spells with the package's exact checker and prints "FOUND" and the
N rows of 0/1 (1 = red), the format of data/ramsey_bounds/*_search.txt. Exit 0 when found and
valid, 1 when unsatisfiable or undecided, 2 on bad arguments.

    python tools/ramsey_orbit_sat.py CNF S T [SOLVER=cadical195] [CONFLICTS=0 (no limit)]

It found the (4,6)-colouring of K_35 that the package ships (issue 41, December 2026; the
command and its time are in data/ramsey_bounds/SOURCES.md):

    gcc -O2 -o ramsey_orbits tools/ramsey_orbits.c
    CNF=r4_6_n35.cnf ./ramsey_orbits 35 4 6 V4:6,3,2,0 1 0 1 1 5
    python tools/ramsey_orbit_sat.py r4_6_n35.cnf 4 6 cadical195
"""

from __future__ import annotations

import sys
import time

from pysat.formula import CNF
from pysat.solvers import Solver

from ramsey_inspect.core.ramsey_check import check_colouring


def orbits_of(path: str) -> tuple[int, list[list[tuple[int, int]]]]:
    """The vertex count and each orbit's pairs, from the CNF's "c orbit" comments."""
    orbits: list[list[tuple[int, int]]] = []
    with open(path, encoding="ascii") as cnf:
        for line in cnf:
            if line.startswith("c orbit"):
                numbers = [int(x) for x in line.split()[2:]]
                if numbers[0] != len(orbits):
                    raise ValueError(f"{path}: orbit {numbers[0]} out of order")
                orbits.append(list(zip(numbers[1::2], numbers[2::2], strict=True)))
            elif line[:1] not in ("c", "p"):
                break
    n = 1 + max(v for pairs in orbits for pair in pairs for v in pair)
    return n, orbits


def main(argv: list[str]) -> int:
    if len(argv) not in (3, 4, 5):
        print(__doc__, file=sys.stderr)
        return 2
    path, sizes = argv[0], (int(argv[1]), int(argv[2]))
    name = argv[3] if len(argv) > 3 else "cadical195"
    conflicts = int(argv[4]) if len(argv) > 4 else 0
    n, orbits = orbits_of(path)
    start = time.process_time()
    with Solver(name=name, bootstrap_with=CNF(from_file=path).clauses) as solver:
        if conflicts:
            solver.conf_budget(conflicts)
            found = solver.solve_limited()
        else:
            found = solver.solve()
        model = set(solver.get_model() or ()) if found else set()
    seconds = time.process_time() - start
    if not found:
        word = "UNSAT" if found is False else "UNDECIDED"
        print(f"{word} {path} with {name} after {seconds:.1f} s of CPU")
        return 1
    rows = [[0] * n for _ in range(n)]
    for o, pairs in enumerate(orbits):
        if o + 1 in model:
            for a, b in pairs:
                rows[a][b] = rows[b][a] = 1
    verdict = check_colouring(tuple(tuple(row) for row in rows), sizes)
    if verdict.status != "valid":
        print(f"model of {path} is not a valid colouring: {verdict.explanation}")
        return 1
    print(f"FOUND {path} with {name} after {seconds:.1f} s of CPU: {verdict.explanation}")
    for row in rows:
        print("".join(map(str, row)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
