"""How long reading one gadget answer takes: median, p99 and worst time per reply.

Times ``parse_gadget`` alone (no SAT verification) on three sets of replies, the same
ones the tests use:

- ``corpus``: the realistic replies of ``tests/parsers/gadget_corpus.py``;
- ``fuzz``: seeded mutations of those replies and junk, as in the scorer's fuzz test;
- ``hostile``: replies of about a megabyte whose searched tail invites slow paths
  (long runs of digits, spaces, brackets, keys, tags), from the same test module;
- ``huge``: the 1-5 MB inputs of ``tests/parsers/test_gadgets_answer.py``.

Each reply is read ``--repeat`` times and its fastest run counts, to keep machine noise
out of the per-reply figure.

    python benchmarks/parse_gadgets.py [--fuzz 1200] [--repeat 3] [--seed 20241122]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from ramsey_inspect.parsers.gadgets import AnswerError, parse_gadget

TESTS = Path(__file__).resolve().parent.parent / "tests"
sys.path[:0] = [str(TESTS / "parsers"), str(TESTS)]

from gadget_corpus import CASES  # noqa: E402
from test_gadgets_answer import HUGE  # noqa: E402
from test_gadgets_corpus import HOSTILE, PROBLEMS, _hostile, _junk, _mutate  # noqa: E402


def read_time(text: str, kind: str, repeat: int) -> tuple[float, str]:
    """Fastest of ``repeat`` reads, and the outcome (``ok`` or the error code)."""
    best, outcome = float("inf"), ""
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            parse_gadget(text, kind)
            outcome = "ok"
        except AnswerError as err:
            outcome = err.code
        best = min(best, time.perf_counter() - start)
    return best, outcome


def summary(name: str, rows: list[tuple[float, str, str]]) -> None:
    times = sorted(t for t, _, _ in rows)
    p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
    worst = max(rows)
    print(
        f"{name:8} {len(rows):5} replies  median {statistics.median(times) * 1e3:8.3f} ms  "
        f"p99 {p99 * 1e3:8.3f} ms  worst {worst[0] * 1e3:8.3f} ms ({worst[1]}: {worst[2]})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fuzz", type=int, default=1200, help="fuzz replies (default 1200)")
    parser.add_argument("--repeat", type=int, default=3, help="reads per reply (default 3)")
    parser.add_argument("--seed", type=int, default=20241122)
    args = parser.parse_args()

    sets: dict[str, list[tuple[float, str, str]]] = {
        "corpus": [],
        "fuzz": [],
        "hostile": [],
        "huge": [],
    }
    for case in CASES:
        kind = PROBLEMS[case.problem].gadget_type
        t, outcome = read_time(case.reply, kind, args.repeat)
        sets["corpus"].append((t, case.name, outcome))
    rng = random.Random(args.seed)
    for n in range(args.fuzz):
        base = rng.choice(CASES)
        reply = _mutate(rng, base.reply) if n % 3 else _junk(rng)
        t, outcome = read_time(reply, PROBLEMS[base.problem].gadget_type, args.repeat)
        sets["fuzz"].append((t, f"#{n} from {base.name}", outcome))
    for index in range(len(HOSTILE)):
        reply = _hostile(index)
        t, outcome = read_time(reply, "red_determiner", args.repeat)
        sets["hostile"].append((t, f"#{index} ({len(reply) // 1000} kB)", outcome))
    for name, make in HUGE.items():
        reply = make(random.Random(name))
        t, outcome = read_time(reply, "red_determiner", args.repeat)
        sets["huge"].append((t, f"{name} ({len(reply) // 1000} kB)", outcome))

    print(f"parse_gadget, fastest of {args.repeat} reads per reply")
    for name, rows in sets.items():
        summary(name, rows)
    summary("all", [row for rows in sets.values() for row in rows])


if __name__ == "__main__":
    main()
