"""k-coloring problems as shipped files, original-study files, and Inspect samples.

The study's five sets and the sequel's four ship as ``data/kcoloring/<set>.jsonl``; rebuild
them byte for byte with ``python -m ramsey_inspect.datasets.kcoloring build`` (``--check``
compares instead).
``data/kcoloring/lrm_5v2c_ids.txt`` lists the study's reasoning-model subset of 5v2c
(:func:`lrm_ids`); it is copied from the study's evaluation files, since no procedure
rebuilds a draw the study did not publish a seed for. ``data/kcoloring/sequel_8v4c_ids.txt``
and ``sequel_8v4c_gs_test_ids.txt`` list the problems of those sets the sequel ran, 500 and
711 (:func:`sequel_ids`), copied from its evaluation files.
:func:`relabel_problem` shows a problem under a fresh vertex numbering (``-T relabel``), and
:func:`sample_id` names a sample the same way in every selection.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from ramsey_inspect.core.coloring import find_coloring
from ramsey_inspect.core.graphs import Edge, normalize_edges
from ramsey_inspect.core.problem_sets import (
    LRM_LISTED,
    SEQUEL_LISTED,
    SHIPPED_SETS,
    Problem,
    analyse,
    build_problem_set,
    parse_problem_set,
)
from ramsey_inspect.core.relabel import permute_coloring, permute_edges, relabel_permutation
from ramsey_inspect.datasets._kcoloring_cache import cached_set
from ramsey_inspect.output_paths import OutputPathError, check_output_file, write_whole
from ramsey_inspect.prompts.kcoloring import Frame, entity_name
from ramsey_inspect.user_files import inside, read_text

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "kcoloring"
LRM_IDS_FILES = {name: DATA_DIR / f"lrm_{name}_ids.txt" for name in sorted(LRM_LISTED)}
"""The shipped id list of each set whose reasoning-model subset the study drew by hand."""
SEQUEL_IDS_FILES = {name: DATA_DIR / f"sequel_{name}_ids.txt" for name in sorted(SEQUEL_LISTED)}
"""The shipped id list of each set the sequel ran in part (8v4c, 8v4c_gs_test)."""
MAX_PROBLEM_FILE_BYTES = 1 << 20
"""Largest study problem file read (one has an edge line of at most 66 pairs)."""


def problem_record(problem: Problem) -> dict[str, Any]:
    """The JSON record of one problem, with a witness coloring when one exists."""
    witness = find_coloring(problem.n, problem.edges, problem.k) if problem.colorable else None
    return {
        "id": problem.id,
        "edges": [list(e) for e in problem.edges],
        "colorable": problem.colorable,
        "chromatic_number": problem.chromatic_number,
        "greedy_score": problem.greedy_score,
        "greedy_score_exact": (
            None if problem.greedy_score_exact is None else str(problem.greedy_score_exact)
        ),
        "problem_type": problem.problem_type,
        "witness": witness,
    }


def record_problem(name: str, record: dict[str, Any]) -> tuple[Problem, list[int] | None]:
    """A problem (and its witness) back from its JSON record."""
    spec = parse_problem_set(name)
    edges = tuple((int(a), int(b)) for a, b in record["edges"])
    problem = Problem(
        problem_set=spec.name,
        id=int(record["id"]),
        n=spec.n,
        k=spec.k,
        edges=edges,
        colorable=bool(record["colorable"]),
        chromatic_number=int(record["chromatic_number"]),
        greedy_score=float(record["greedy_score"]),
        greedy_score_exact=(
            None if record["greedy_score_exact"] is None else Fraction(record["greedy_score_exact"])
        ),
        problem_type=record["problem_type"],
    )
    return problem, record["witness"]


def dumps_problem_set(problems: Sequence[Problem]) -> str:
    """The file text of a set: one compact, key-sorted JSON record per line."""
    lines = [json.dumps(problem_record(p), sort_keys=True, separators=(",", ":")) for p in problems]
    return "\n".join(lines) + "\n"


def sample_id(problem_set: str, frame: str, problem_id: int, relabel: int | None = None) -> str:
    """The id of a k-coloring sample: set, frame and problem id, then ``-r<seed>`` if relabelled.

    Every selection uses it, so a problem keeps its id whatever runs beside it, and the
    published and relabelled samples of one problem differ only by the suffix. Set names
    and frame names hold no ``-``, so the parts split back apart.

    >>> sample_id("6v3c", "math", 17), sample_id("6v3c", "math_demanding", 17, relabel=3)
    ('6v3c-math-17', '6v3c-math_demanding-17-r3')
    """
    base = f"{problem_set}-{frame}-{problem_id}"
    return base if relabel is None else f"{base}-r{relabel}"


def load_problem_set(
    name: str, seed: int | None = None, notify: Callable[[str], None] | None = None
) -> list[tuple[Problem, list[int] | None]]:
    """Problems of a set: read from package data for paper sets, generated for others.

    A generated set is built once per seed and kept in the user's cache folder
    (``_kcoloring_cache``); ``notify`` hears when a build starts and ends.
    """
    spec = parse_problem_set(name)
    if spec.is_paper_set:
        return _read_records(spec.name, (DATA_DIR / f"{spec.name}.jsonl").read_text("utf-8"))
    if seed is None:
        raise ValueError(f"problem set {name!r} is not one of the study's: pass a seed")
    return cached_set(
        spec.name,
        seed,
        build=lambda: dumps_problem_set(build_problem_set(spec.name, seed=seed)),
        read=lambda text: _read_records(spec.name, text),
        notify=notify,
    )


def _read_records(name: str, text: str) -> list[tuple[Problem, list[int] | None]]:
    return [record_problem(name, json.loads(line)) for line in text.splitlines() if line.strip()]


def lrm_ids(name: str) -> frozenset[int] | None:
    """The study's reasoning-model ids of a set, or None where a rule picks them.

    The file holds one id per line; ``#`` lines are comments.

    >>> len(lrm_ids("5v2c") or ()), lrm_ids("6v3c")
    (396, None)
    """
    path = LRM_IDS_FILES.get(parse_problem_set(name).name)
    return None if path is None else _read_ids(path)


def sequel_ids(name: str) -> frozenset[int] | None:
    """The ids of a set's problems the sequel ran, or None where it ran the whole set.

    >>> len(sequel_ids("8v4c") or ()), len(sequel_ids("8v4c_gs_test") or ()), sequel_ids("4v2c")
    (500, 711, None)
    """
    path = SEQUEL_IDS_FILES.get(parse_problem_set(name).name)
    return None if path is None else _read_ids(path)


def _read_ids(path: Path) -> frozenset[int]:
    ids: list[int] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = line.strip()
        if text and not text.startswith("#"):
            if not text.isdigit():
                raise ValueError(f"{path}:{number}: {text!r} is not a problem id")
            ids.append(int(text))
    if len(set(ids)) != len(ids):
        raise ValueError(f"{path}: an id is listed twice")
    return frozenset(ids)


def load_original(data_dir: str | Path, name: str) -> list[tuple[Problem, list[int] | None]]:
    """Problems from the original study's files: ``<data_dir>/<set>/<id>.txt``.

    Line 1 holds the edges as ``a,b|c,d|...``, line 2 ``True`` or ``False`` for
    colorability; a flag that disagrees with our own computation is an error. Only regular
    files inside ``data_dir`` are read: a set folder or file whose links lead outside it
    is refused, like a folder or FIFO named ``<id>.txt`` (see ``user_files``).
    """
    spec = parse_problem_set(name)
    folder = Path(data_dir) / spec.name
    if not folder.is_dir():
        raise ValueError(f"data_dir: no folder {folder} for problem set {spec.name}")
    inside(folder, data_dir, "data_dir")
    files = sorted((p for p in folder.glob("*.txt") if p.stem.isdigit()), key=lambda p: int(p.stem))
    for path in files:
        inside(path, data_dir, "data_dir")
    if not files:
        raise ValueError(f"data_dir: no <id>.txt files in {folder}")
    for before, after in zip(files, files[1:], strict=False):
        if int(before.stem) == int(after.stem):
            raise ValueError(
                f"data_dir: {before} and {after} both give problem id {int(after.stem)}"
            )
    out = []
    for path in files:
        edges, flag = _read_original(path, spec.n)
        problem = analyse(spec.name, int(path.stem), spec.n, spec.k, edges)
        if problem.colorable != flag:
            raise ValueError(
                f"data_dir: {path} says colorable={flag}, but the graph is "
                f"{'' if problem.colorable else 'not '}{spec.k}-colorable"
            )
        witness = find_coloring(spec.n, edges, spec.k) if problem.colorable else None
        out.append((problem, witness))
    return out


@dataclass(frozen=True)
class Relabelled:
    """A problem under a fresh vertex numbering, and what ties it to the published one.

    ``problem`` holds the graph as shown, with the published id, set, colorability,
    chromatic number, greedy scores and type (all unchanged by renaming vertices);
    ``witness`` colors the shown graph.
    """

    problem: Problem
    witness: list[int] | None
    original_edges: tuple[Edge, ...]
    permutation: tuple[int, ...]

    def metadata(self, frame: Frame) -> dict[str, Any]:
        """Sample metadata recording the relabelling, in the frame's own names too.

        ``permutation[v]`` is the shown label of published vertex ``v``; ``entity_map``
        says the same with the names the frame uses (``"Alice": "Dave"``, ``"1": "4"``).
        """
        return {
            "original_id": self.problem.id,
            "original_edges": [list(e) for e in self.original_edges],
            "permutation": list(self.permutation),
            "entity_map": {
                entity_name(frame, v): entity_name(frame, shown)
                for v, shown in enumerate(self.permutation)
            },
        }


def relabel_problem(problem: Problem, witness: list[int] | None, seed: int) -> Relabelled:
    """The problem shown under the numbering drawn from ``seed``, its set and its id.

    The same seed and problem always give the same numbering, whatever the frame, so the
    frames keep showing one graph to the model, as in the study.
    """
    key = f"{problem.problem_set}/{problem.id}"
    permutation = relabel_permutation(seed, key, problem.n, problem.edges)
    shown = replace(problem, edges=permute_edges(problem.edges, permutation))
    shown_witness = None if witness is None else permute_coloring(witness, permutation)
    return Relabelled(shown, shown_witness, problem.edges, permutation)


def _read_original(path: Path, n: int) -> tuple[tuple[Edge, ...], bool]:
    lines = read_text(path, "data_dir", MAX_PROBLEM_FILE_BYTES).splitlines()
    if len(lines) < 2 or lines[1].strip() not in ("True", "False"):
        raise ValueError(f"data_dir: {path} must have an edge line and a True/False line")
    try:
        pairs = [tuple(int(x) for x in part.split(",")) for part in lines[0].strip().split("|")]
        edges = normalize_edges(p for p in pairs if p)
    except ValueError as err:
        raise ValueError(f"data_dir: {path}: bad edge line {lines[0]!r} ({err})") from err
    if any(len(p) != 2 for p in pairs) or any(not 0 <= v < n for e in edges for v in e):
        raise ValueError(f"data_dir: {path}: edges must be pairs on vertices 0..{n - 1}")
    return edges, lines[1].strip() == "True"


def main(argv: Sequence[str] | None = None) -> int:
    """``build`` (re)writes the shipped sets; ``build --check`` only compares them."""
    parser = argparse.ArgumentParser(prog="ramsey-inspect kcoloring")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="rebuild the shipped k-coloring problem sets")
    build.add_argument("--sets", nargs="+", default=list(SHIPPED_SETS), choices=list(SHIPPED_SETS))
    build.add_argument("--out", type=Path, default=DATA_DIR, help="folder to write into")
    build.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    if not args.check:
        for name in args.sets:  # before any set is built: a pipe there would block the write
            try:
                check_output_file(args.out / f"{name}.jsonl")
            except OutputPathError as err:
                print(f"ramsey-inspect kcoloring: {err}", file=sys.stderr)
                return 2
    differ = []
    for name in args.sets:
        start = time.perf_counter()
        text = dumps_problem_set(build_problem_set(name))
        path = args.out / f"{name}.jsonl"
        if args.check:
            same = path.is_file() and path.read_text(encoding="utf-8") == text
            differ += [] if same else [name]
            status = "identical" if same else "DIFFERS"
        else:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                write_whole(path, text)  # a full disk leaves no truncated set under its name
            except OSError as err:
                print(
                    f"ramsey-inspect kcoloring: cannot write {path}: {err.strerror or err}; "
                    "the file there is unchanged",
                    file=sys.stderr,
                )
                return 1
            status = f"written to {path}"
        seconds = time.perf_counter() - start
        print(f"{name}: {text.count(chr(10))} problems in {seconds:.2f}s, {status}")
    if differ:
        print(f"differs from the shipped files: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
