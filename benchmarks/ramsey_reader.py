"""How long reading one Ramsey answer takes, by size and shape, and on hostile text.

Times ``read_colouring`` alone (no check) on:

- ``corpus``: the hand-written replies of ``tests/parsers/ramsey_bounds_corpus.py``;
- ``matrix n``: a random graph's matrix, with spaces, in a fence, for n = 92, 159, 344, 1000;
- ``edges n`` and ``graph6 n``: the same graphs as edge lists and graph6;
- ``hostile``: a megabyte or more of text that looks almost like an answer (digit runs,
  pairs, brackets, LaTeX row ends), read against a 344-vertex cell.

Each input is read ``--repeat`` times and the fastest run counts, in CPU seconds
(``time.process_time``), so other work on the machine does not inflate the figures.

    python benchmarks/ramsey_reader.py [--repeat 3] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import networkx as nx

from ramsey_inspect.parsers.ramsey_bounds import read_colouring

TESTS = Path(__file__).resolve().parent.parent / "tests"
sys.path[:0] = [str(TESTS / "parsers")]

from ramsey_bounds_corpus import CASES, edges, graph6, spaced  # noqa: E402


def fastest(text: str, n: int, k: int, repeat: int) -> tuple[float, str]:
    best, outcome = float("inf"), ""
    for _ in range(repeat):
        start = time.process_time()
        got = read_colouring(text, n, k)
        best = min(best, time.process_time() - start)
        outcome = got.form or "" if got.colouring is not None else str(got.code)
    return best, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    times = [fastest(c[1], c[2], c[3], args.repeat)[0] for c in CASES]
    print(f"corpus: {len(times)} replies, slowest {max(times) * 1e3:.2f} ms")
    for n in (92, 159, 344, 1000):
        graph = nx.gnp_random_graph(n, 0.5, seed=rng.randrange(2**32))
        for name, text in (
            ("matrix", f"Here it is:\n```\n{spaced(graph)}\n```\nDone."),
            ("edges", "Edges: " + edges(graph)),
            ("graph6", f"`{graph6(graph)}`"),
        ):
            seconds, outcome = fastest(text, n, 2, args.repeat)
            print(f"{name:6} n={n:4}: {len(text):9,} chars  {seconds * 1e3:8.1f} ms  ({outcome})")
    hostile = {
        "digit runs": "0 1 " * 300_000,
        "pairs": "(1, 2), " * 150_000,
        "brackets": "[[0, 1], " * 150_000,
        "latex": "0 & 1 \\\\ " * 150_000,
        "lines of digits": "0110\n" * 300_000,
    }
    for name, text in hostile.items():
        seconds, outcome = fastest(text, 344, 2, args.repeat)
        print(f"hostile {name:15}: {len(text):9,} chars  {seconds * 1e3:8.1f} ms  ({outcome})")


if __name__ == "__main__":
    main()
