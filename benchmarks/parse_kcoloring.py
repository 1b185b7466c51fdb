"""How long the k-coloring scorer takes to read and judge one reply, against Inspect's floor.

Times what ``coloring_checker`` does per sample (``parse_answer`` then ``judge_answer``,
with the problem's k, n and edges) on:
- the hand-written corpus (``tests/parsers/kcoloring_corpus.py``);
- the seeded fuzz set (``tests/parsers/kcoloring_hostile.py``: 1,000 random and hostile
  replies);
- the giant hostile replies (megabytes of text, a 1 MB line, 100,000 vertex lines).
For each group it prints the median, p99 and worst milliseconds per reply, and compares
them with the ~14 ms per sample that an instantly answering model costs Inspect on two
cores (docs/inspect-notes.md §9, item 17). It then lists the slowest replies, and checks
that no pattern backtracks: the same 50,000 characters cut into longer and longer lines
must take about the same time (a quadratic pattern grows with the line length).

    python benchmarks/parse_kcoloring.py [--repeat 3] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "parsers"))

from kcoloring_corpus import CASES  # noqa: E402
from kcoloring_hostile import giant_replies, hostile_replies  # noqa: E402

from ramsey_inspect.core.problem_sets import Problem  # noqa: E402
from ramsey_inspect.datasets.kcoloring import load_problem_set  # noqa: E402
from ramsey_inspect.parsers.kcoloring import (  # noqa: E402
    MAX_LINE_CHARS,
    MAX_SCAN_CHARS,
    judge_answer,
    parse_answer,
)

INSPECT_FLOOR_MS = 14.0
"""Inspect's own cost per sample with an instant model (mockllm with usage), two cores."""
_SETS = ("4v2c", "5v2c", "6v3c", "7v3c", "8v4c")


def score_once(frame: str, text: str, problem: Problem) -> float:
    """Seconds to read and judge one reply, as the scorer does."""
    start = time.perf_counter()
    parsed = parse_answer(text, frame, k=problem.k, n=problem.n, edges=problem.edges)
    judge_answer(parsed, frame, problem.n, problem.k, problem.edges, problem.colorable)
    return time.perf_counter() - start


def timed(items: Sequence[tuple[str, str, Problem]], repeat: int) -> list[tuple[float, str, str]]:
    """(best of ``repeat`` seconds, frame, text) for each reply."""
    return [(min(score_once(f, t, p) for _ in range(repeat)), f, t) for f, t, p in items]


def report(name: str, results: Sequence[tuple[float, str, str]]) -> None:
    """Median, p99 and worst per reply, in ms and as a share of Inspect's floor."""
    ms = sorted(r[0] * 1000 for r in results)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    size = sum(len(r[2]) for r in results) / 1e6
    print(
        f"{name:8s} {len(ms):5d} replies ({size:6.1f} MB): median {statistics.median(ms):7.3f} ms"
        f"  p99 {p99:7.3f} ms  worst {ms[-1]:7.3f} ms"
        f"  (worst = {ms[-1] / INSPECT_FLOOR_MS:5.1%} of the {INSPECT_FLOOR_MS:.0f} ms floor)"
    )


def slowest(results: Sequence[tuple[float, str, str]], count: int) -> None:
    """The slowest replies, each shown by its size and opening characters."""
    for seconds, frame, text in sorted(results, key=lambda r: r[0], reverse=True)[:count]:
        head = text[:50].encode("unicode_escape").decode("ascii")
        print(f"  {seconds * 1000:8.2f} ms  {frame:14s} {len(text):>9,} chars  {head}")


def scaling(problem: Problem, repeat: int) -> None:
    """Time per 50,000 characters as hostile lines grow to the line cap: flat means linear."""
    shapes: dict[str, Callable[[int], str]] = {
        "k + spaces": lambda n: "k" + " " * (n - 1),
        "city + spaces": lambda n: "city" + " " * (n - 4),
        "(0 Red) pairs": lambda n: "(0 Red) " * (n // 8),
        "Red (or Blue)": lambda n: "0 Red " + "(or Blue) " * (n // 10),
        "not not ... Red": lambda n: "not " * (n // 4) + "Red",
        "coloring ... exist": lambda n: "coloring" + " " * (n - 20) + "does not exist",
        "Red, Red, ...": lambda n: "0: " + "Red, " * (n // 5),
        "nested parens": lambda n: "(" * (n // 2) + ")" * (n // 2),
        "0-0-0 links": lambda n: "0-" * (n // 2),
        "~~ struck": lambda n: "~~" + "a" * (n - 2),
    }
    sizes = (250, 500, 1_000, MAX_LINE_CHARS)
    print(f"\nms per {MAX_SCAN_CHARS:,} characters, by line length (flat = linear):")
    print(f"  {'shape':20s}" + "".join(f"{s:>10,}" for s in sizes))
    for name, build in shapes.items():
        row = []
        for size in sizes:
            line = build(size)[: size - 6]
            count = MAX_SCAN_CHARS // (size + 1)
            text = "\n".join(f"{line} {_tag(i)}" for i in range(count))  # distinct lines
            best = min(
                max(score_once(f, text, problem) for f in ("math", "cities", "friends"))
                for _ in range(repeat)
            )
            row.append(best * 1000)
        print(f"  {name:20s}" + "".join(f"{v:10.1f}" for v in row))


def _tag(i: int) -> str:
    """Five letters naming ``i``, so that lines differ and are each read afresh."""
    return "".join(chr(ord("a") + (i // 26**d) % 26) for d in range(5))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per reply; the best counts")
    parser.add_argument("--seed", type=int, default=0, help="seed of the fuzz set")
    args = parser.parse_args()

    problems = {name: {p.id: p for p, _ in load_problem_set(name)} for name in _SETS}
    pool = [p for by_id in problems.values() for p in by_id.values()]
    rng = random.Random(args.seed)

    corpus = [
        (c.frame, c.reply, problems[c.problem.split("/")[0]][int(c.problem.split("/")[1])])
        for c in CASES
    ]
    fuzz = [(f, t, rng.choice(pool)) for f, t in hostile_replies(seed=args.seed)]
    giants = [(f, t, rng.choice(pool)) for f, t in giant_replies()]

    print(f"python {sys.version.split()[0]}; best of {args.repeat} runs per reply\n")
    results = {
        "corpus": timed(corpus, args.repeat),
        "fuzz": timed(fuzz, args.repeat),
        "giants": timed(giants, max(1, args.repeat // 2)),
    }
    for name, rows in results.items():
        report(name, rows)
    everything = [r for rows in results.values() for r in rows]
    report("all", everything)
    print("\nslowest replies:")
    slowest(everything, 8)
    scaling(pool[0], args.repeat)


if __name__ == "__main__":
    main()
