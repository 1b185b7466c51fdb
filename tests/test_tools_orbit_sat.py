"""tools/ramsey_orbit_sat.py, which solved the layout that gave the shipped (4,6)-colouring of K_35.

The C program that writes a layout's CNF (tools/ramsey_orbits.c) is not built here; these
tests write small layouts' CNF the same way (one variable per orbit of pairs, one clause per
forbidden clique, "c orbit" comment lines) and run the solver step on them.
"""

from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "ramsey_orbit_sat", ROOT / "tools" / "ramsey_orbit_sat.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cyclic_cnf(path: Path, n: int, s: int, t: int) -> None:
    """The CNF of the circulant layout on Z_n: orbit d (1 <= d <= n // 2) holds the pairs at distance d."""
    orbit = {}
    for a, b in itertools.combinations(range(n), 2):
        orbit[(a, b)] = min(b - a, n - (b - a)) - 1
    clauses = set()
    for size, sign in ((s, -1), (t, 1)):  # no red K_s: some pair blue; no blue K_t: some pair red
        for group in itertools.combinations(range(n), size):
            clauses.add(
                tuple(sorted({sign * (orbit[p] + 1) for p in itertools.combinations(group, 2)}))
            )
    lines = [f"p cnf {n // 2} {len(clauses)}"]
    for d in range(n // 2):
        pairs = [p for p, o in orbit.items() if o == d]
        lines.append(f"c orbit {d} " + " ".join(f"{a} {b}" for a, b in pairs))
    lines += [" ".join(map(str, c)) + " 0" for c in sorted(clauses)]
    path.write_text("\n".join(lines) + "\n", encoding="ascii")


def test_a_satisfiable_layout_prints_its_valid_colouring(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # R(3,3) = 6: the pentagon (red) and its complement (blue) on 5 vertices.
    _cyclic_cnf(tmp_path / "c5.cnf", 5, 3, 3)
    assert _tool().main([str(tmp_path / "c5.cnf"), "3", "3", "glucose4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FOUND")
    assert "Valid on 5 vertices" in out[0]
    rows = out[1:]
    assert len(rows) == 5
    assert all(len(r) == 5 for r in rows)
    assert all(r.count("1") == 2 for r in rows)  # a 2-regular graph on 5 vertices: C5


def test_the_paley_layout_on_17_vertices_is_found(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # R(4,4) = 18: a circulant (4,4)-colouring of K_17 exists (the Paley graph).
    _cyclic_cnf(tmp_path / "p17.cnf", 17, 4, 4)
    assert _tool().main([str(tmp_path / "p17.cnf"), "4", "4"]) == 0
    assert capsys.readouterr().out.startswith("FOUND")


def test_an_unsatisfiable_layout_exits_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _cyclic_cnf(tmp_path / "c6.cnf", 6, 3, 3)  # no colouring of K_6 at all
    assert _tool().main([str(tmp_path / "c6.cnf"), "3", "3", "glucose4"]) == 1
    assert capsys.readouterr().out.startswith("UNSAT")


def test_bad_arguments_print_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert _tool().main([]) == 2
    assert "ramsey_orbit_sat.py CNF S T" in capsys.readouterr().err
