"""Time per reply of the GTBench normaliser (final_answer + compare) on hostile and real-style replies.

Times every reply of the realistic corpus (tests/parsers/gtbench_corpus.py) and of the seeded
hostile set (tests/parsers/gtbench_hostile.py), each reply read as the scorer reads it, and
prints median, 99th percentile and worst time per reply for each family, and the worst reply.

    python benchmarks/parse_gtbench.py [--count 5000] [--seed 0] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.parsers.gtbench import compare, final_answer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "parsers"))
from gtbench_corpus import CASES  # noqa: E402  (the tests' corpus)
from gtbench_hostile import hostile_replies  # noqa: E402  (the tests' fuzz generator)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=5000, help="hostile replies")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="timings per reply; the best counts")
    args = parser.parse_args()

    truths = {p["id"]: str(p["ground_truth"]) for p in load_problems()}
    replies = [("corpus", c.reply, truths[c.problem]) for c in CASES]
    replies += list(hostile_replies(args.seed, args.count))

    times: dict[str, list[float]] = defaultdict(list)
    verdicts: Counter[str] = Counter()
    worst = (0.0, "", "")
    for family, reply, truth in replies:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            verdict = compare(final_answer(reply), truth)
            best = min(best, time.perf_counter() - start)
        times[family].append(best)
        verdicts[verdict] += 1
        if best > worst[0]:
            worst = (best, family, reply)

    print(f"{len(replies)} replies (seed {args.seed}); verdicts: {dict(verdicts)}")
    print(f"{'family':10s} {'replies':>8s} {'median':>10s} {'p99':>10s} {'worst':>10s}  (ms/reply)")
    for family, values in [*sorted(times.items()), ("all", [t for v in times.values() for t in v])]:
        ordered = sorted(values)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        print(
            f"{family:10s} {len(values):8d} {statistics.median(values) * 1e3:10.3f} "
            f"{p99 * 1e3:10.3f} {ordered[-1] * 1e3:10.3f}"
        )
    seconds, family, reply = worst
    shown = reply[:120].encode("unicode_escape").decode()
    print(f"worst: {seconds * 1e3:.2f} ms, {family}, {len(reply)} chars: {shown}...")


if __name__ == "__main__":
    main()
