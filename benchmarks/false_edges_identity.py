"""A digest of everything the false-edge reader returns, to show a speed change alters none of it.

Runs ``false_edge_reading`` (claims with their quotes, and notes) and ``read_edges`` (also
the edges each line asserted and which lines support each edge) over:
- every text of ``tests/parsers/kcoloring_edge_corpus/*/*.jsonl``;
- every row of ``tests/parsers/kcoloring_sequel_edges.jsonl``;
- the texts ``benchmarks/false_edges.py`` generates (its four 50 kB texts and its 1 MB
  hostile replies, each of the latter in the math, cities and friends frames).

Each text is read twice: cold (the line-shape store ``_TEMPLATES`` emptied first) and, in
a second pass over all texts in order, warm (the store kept across texts, as a run of
replies keeps it), so a change to what the store holds or how it is keyed shows too.
Prints one SHA-256 per source and pass (the warm pass's equal the cold pass's when the
store changes nothing) and one over all; with ``--out FILE`` it also writes every
result as JSON lines, so two runs can be compared line by line (``diff``) where the
digests differ.

    python benchmarks/false_edges_identity.py [--out results.jsonl] [--skip-hostile]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ramsey_inspect.parsers import _kcoloring_edges as edges_module

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "parsers" / "kcoloring_edge_corpus"
SEQUEL = ROOT / "tests" / "parsers" / "kcoloring_sequel_edges.jsonl"


def _benchmark_texts(skip_hostile: bool) -> Iterator[tuple[str, str, str, int, list[Any], str]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import false_edges as bench  # the benchmark's own generators, seeded as it seeds them

    from ramsey_inspect.datasets.kcoloring import load_problem_set

    rng = random.Random(0)
    rows = [json.loads(line) for line in bench.CORPUS.read_text().splitlines()]
    problem = next(p for p, _ in load_problem_set("8v4c") if not p.colorable)
    edges = list(problem.edges)
    yield "bench", "r1", "math", problem.n, edges, bench.r1_style(problem, rng)
    yield (
        "bench",
        "o3",
        "friends",
        problem.n,
        edges,
        bench.concatenated([r["text"] for r in rows if r["kind"] == "search"]),
    )
    for frame in ("math", "friends"):
        text = bench.concatenated(
            [r["text"] for r in rows if r["kind"] == "excerpt" and r["frame"] == frame]
        )
        yield "bench", f"annotated-{frame}", frame, problem.n, edges, text
    if skip_hostile:
        return
    for name, text in bench.hostile(rng).items():
        for frame in ("math", "cities", "friends"):
            yield "hostile", f"{name}-{frame}", frame, problem.n, edges, text


def cases(skip_hostile: bool = False) -> Iterator[tuple[str, str, str, int, list[Any], str]]:
    """(source, name, frame, n, edges, text) of every text read."""
    for path in sorted(CORPUS.glob("*/*.jsonl")):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            if line.strip():
                row = json.loads(line)
                name = f"{path.parent.name}/{path.name}:{i}"
                yield "corpus", name, row["frame"], row["n"], row["edges"], row["text"]
    for i, line in enumerate(SEQUEL.read_text(encoding="utf-8").splitlines()):
        if line.strip():
            row = json.loads(line)
            yield "sequel", f"sequel:{i}", row["frame"], row["n"], row["edges"], row["text"]
    yield from _benchmark_texts(skip_hostile)


def result(frame: str, n: int, edges: list[Any], text: str) -> dict[str, Any]:
    """Everything the reader returns for one text, as plain JSON values."""
    pairs = [(int(a), int(b)) for a, b in edges]
    false = edges_module.false_edge_reading([text], frame, n, pairs)
    whole = edges_module.read_edges([text], frame, n)
    return {
        "false_claims": [[list(c.edge), c.quote] for c in false.claims],
        "false_notes": false.notes,
        "claims": [[list(c.edge), c.quote] for c in whole.claims],
        "notes": whole.notes,
        "statements": whole.statements,
        "support": sorted([list(e), lines] for e, lines in whole.support.items()),
        "false_edges": edges_module.false_edges([text], frame, n, pairs),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", help="also write every result as JSON lines here")
    parser.add_argument("--skip-hostile", action="store_true", help="leave out the 1 MB texts")
    args = parser.parse_args()
    digests: dict[str, Any] = {}
    total = hashlib.sha256()
    out = open(args.out, "w", encoding="utf-8") if args.out else None  # noqa: SIM115
    all_cases = list(cases(args.skip_hostile))
    for warm in (False, True):
        edges_module._TEMPLATES.clear()
        for source, name, frame, n, edges, text in all_cases:
            if not warm:
                edges_module._TEMPLATES.clear()
            record = json.dumps([source, name, result(frame, n, edges, text)], sort_keys=True)
            key = f"{source} ({'warm' if warm else 'cold'})"
            digests.setdefault(key, hashlib.sha256()).update(record.encode())
            total.update(record.encode())
            if out is not None:
                out.write(record + "\n")
    if out is not None:
        out.close()
    counts: dict[str, int] = {}
    for source, *_ in all_cases:
        counts[source] = counts.get(source, 0) + 1
    for key, digest in digests.items():
        print(f"{key:18s} {counts[key.split()[0]]:5d} texts  {digest.hexdigest()[:16]}")
    print(f"{'all':18s} {len(all_cases):5d} texts  {total.hexdigest()}")


if __name__ == "__main__":
    main()
