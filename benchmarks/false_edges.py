"""How long the false-edge reader takes, alone and as a share of the k-coloring scorer's work.

Times ``false_edges`` (``parsers/_kcoloring_edges.py``) on:
- R1-length reasoning (about 50,000 characters) of three kinds: a DeepSeek-R1-style
  search written from a seeded template over a shipped 8v4c problem (edge lists, color
  trials, checks, doubts, corrections); the o3-mini replies of the sequel that its authors
  searched by hand, concatenated; and the sequel's annotated excerpts concatenated, where
  every line states an edge (the densest text the reader meets);
- 1 MB hostile replies of several shapes (one long line, numbers, a repeated edge
  statement, distinct edge statements, table rows, short list lines).
For each it prints the median and worst milliseconds of CPU time (``time.process_time``,
so other work on a shared machine does not count), and for the 50 kB texts also the rest
of the scorer's reading of the same text (``parse_answer`` and ``judge_answer``, as
``coloring_checker`` calls them) and the reader's share of the two together. The reader
keeps the line shapes it has read across replies (a run's replies repeat their phrasing):
"cold" empties that store before each run, "warm" reads a text whose shapes it has seen.

With ``--eval N`` it also runs N samples of the task (8v4c, math) through Inspect's own
eval loop on an instant scripted model whose every reply is the R1-style text, three
ways: with the false-edge reading, without it (its record stubbed out), and with a short
reply (Inspect's own per-sample floor); it prints CPU and wall milliseconds per sample
and checks that every log ended in success.

With ``--baseline REV`` it first times the reader as it was at git revision ``REV`` on the
same 50 kB texts, cold, in turns with the reader of the working tree (run by run, so a change
is compared on the same machine and load), with the ratio of their medians, then the reader
of the working tree alone as above.

    python benchmarks/false_edges.py [--repeat 5] [--seed 0] [--eval 200] [--baseline REV]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from _revision import reader_at

from ramsey_inspect.core.problem_sets import Problem
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers import _kcoloring_edges as edges_module
from ramsey_inspect.parsers._kcoloring_edges import _TEMPLATES, false_edges
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import render_prompt

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "parsers" / "kcoloring_sequel_edges.jsonl"
SIZE = 50_000
HOSTILE_SIZE = 1_000_000
COLORS = ("Red", "Green", "Blue", "Yellow")


def r1_style(problem: Problem, rng: random.Random, size: int = SIZE) -> str:
    """A reasoning in DeepSeek-R1's manner on ``problem``: adjacency first, then trials."""
    adj: dict[int, list[int]] = {v: [] for v in range(problem.n)}
    for a, b in problem.edges:
        adj[a].append(b)
        adj[b].append(a)
    out = ["<think>", "Okay, let's see. I need to color this graph with four colors.", ""]
    out.append("First, let me list the neighbors of each vertex from the edge list.")
    for v in range(problem.n):
        out.append(f"Vertex {v} is connected to {', '.join(map(str, adj[v]))}.")
    while sum(len(line) + 1 for line in out) < size:
        v = rng.randrange(problem.n)
        u = rng.randrange(problem.n)
        color = rng.choice(COLORS)
        out.append(
            rng.choice(
                [
                    f"Let's assign {v} to {color}.",
                    f"Vertex {v}: neighbors are {', '.join(map(str, adj[v]))}. So {v} can't be "
                    f"{color}.",
                    f"Wait, is {v} connected to {u}? Let me check the edges again. No, it's not.",
                    f"Now vertex {v}. Its neighbors {', '.join(map(str, adj[v][:3]))} are "
                    f"{', '.join(rng.choice(COLORS) for _ in adj[v][:3])}. So {v} must be {color}.",
                    f"Hmm, maybe I should try a different approach. Let's backtrack to {v}.",
                    f"So far: 0-{rng.choice(COLORS)}, 1-{rng.choice(COLORS)}, {v}-{color}.",
                    f"But {v} is adjacent to {u}, which is {color}. Conflict!",
                    "Alternatively, maybe there's a clique here that forces five colors.",
                    f"Edge ({min(u, v)},{max(u, v)}) means they differ.",
                    "",
                ]
            )
        )
    out.append("</think>")
    out.extend(f"{v} {rng.choice(COLORS)}" for v in range(problem.n))
    return "\n".join(out)


def concatenated(texts: list[str], size: int = SIZE) -> str:
    """Texts joined by blank lines, repeated in order up to ``size`` characters."""
    out: list[str] = []
    total, i = 0, 0
    while total < size and texts:
        out.append(texts[i % len(texts)])
        total += len(out[-1]) + 2
        i += 1
    return "\n\n".join(out)[:size]


def hostile(rng: random.Random) -> dict[str, str]:
    """1 MB replies shaped to make a line reader slow."""
    n = HOSTILE_SIZE

    def distinct(make: Callable[[int], str]) -> str:
        lines, total, i = [], 0, 0
        while total < n:
            lines.append(make(i))
            total += len(lines[-1]) + 1
            i += 1
        return "\n".join(lines)[:n]

    return {
        "one long line": ("vertex 6 is adjacent to 7, " * (n // 27))[:n],
        "numbers": " ".join(str(rng.randrange(10**6)) for _ in range(n // 7))[:n],
        "repeated statement": ("6 and 7 are connected.\n" * (n // 23))[:n],
        "distinct statements": distinct(
            lambda i: f"Vertex {i % 8} is connected to {(i * 3) % 8}, {(i * 5) % 8} (step {i})."
        ),
        "table rows": "| Vertex | Neighbors |\n"
        + distinct(lambda i: f"| {i % 8} | {(i + 1) % 8}, {(i + 2) % 8} | {i} |"),
        "short list lines": distinct(lambda i: f"{i % 8}: {(i + 3) % 8}, {i}"),
        "clique words": distinct(lambda i: f"0, 1, 2, {i}\nform a clique, pairwise {i}"),
        "junk": "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(n)),
    }


def best_and_worst(
    run: Callable[[], object], repeat: int, cold: bool = True
) -> tuple[float, float]:
    """Median and worst CPU seconds of ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        if cold:
            _TEMPLATES.clear()
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return statistics.median(times), max(times)


def baseline_cold(
    module: ModuleType,
    texts: dict[str, tuple[str, str]],
    n: int,
    edges: list[tuple[int, int]],
    repeat: int,
) -> None:
    """Cold times of an earlier reader on the same texts, in turns with this reader's.

    Run by run in alternation, so that a burst of other work on a shared machine falls on
    both alike; the last column is this reader's median over the earlier one's.
    """
    for name, (frame, text) in texts.items():
        times: dict[ModuleType, list[float]] = {module: [], edges_module: []}
        for _ in range(repeat):
            for reader in times:
                reader._TEMPLATES.clear()
                start = time.process_time()
                reader.false_edges([text], frame, n, edges)
                times[reader].append(time.process_time() - start)
        before, now = times[module], times[edges_module]
        print(
            f"{name:28s} {statistics.median(before) * 1000:8.1f} {max(before) * 1000:8.1f}"
            f"   {statistics.median(now) * 1000:8.1f} {max(now) * 1000:8.1f}"
            f"   {statistics.median(now) / statistics.median(before):5.2f}"
        )


def eval_cost(text: str, samples: int) -> None:
    """Per-sample cost of whole evals: the reading's share of what a user waits for."""
    from inspect_ai import eval as inspect_eval

    from ramsey_inspect.scorers import kcoloring as scorer_module
    from ramsey_inspect.tasks.kcoloring import kcoloring

    real = scorer_module.false_edge_record

    def run(reply: str, folder: Path) -> tuple[float, float]:
        folder.mkdir(parents=True)
        script = folder / "script.json"
        script.write_text(json.dumps({"default": reply}), encoding="utf-8")
        start, wall = time.process_time(), time.perf_counter()
        logs = inspect_eval(
            kcoloring(problem_set="8v4c", frame="math"),
            model="ramsey_inspect/scripted",
            model_args={"script": str(script)},
            limit=samples,
            display="none",
            log_dir=str(folder / "logs"),
        )
        cpu, wall = time.process_time() - start, time.perf_counter() - wall
        if [log.status for log in logs] != ["success"]:
            raise SystemExit(f"an eval did not succeed: {[log.status for log in logs]}")
        return cpu * 1000 / samples, wall * 1000 / samples

    short = "\n".join(f"{v} Red" for v in range(8))
    with tempfile.TemporaryDirectory() as tmp:
        run(short, Path(tmp) / "warm-up")
        with_reader = run(text, Path(tmp) / "with")
        scorer_module.false_edge_record = lambda *args, **kwargs: {}  # type: ignore[assignment]
        try:
            without = run(text, Path(tmp) / "without")
            floor = run(short, Path(tmp) / "floor")
        finally:
            scorer_module.false_edge_record = real
    print(f"\n{samples} samples through inspect eval, ms per sample (CPU, wall); all logs success")
    print(f"{'R1-style replies, false edges read':40s} {with_reader[0]:7.1f} {with_reader[1]:7.1f}")
    print(f"{'R1-style replies, reading stubbed out':40s} {without[0]:7.1f} {without[1]:7.1f}")
    print(f"{'short replies (Inspect floor)':40s} {floor[0]:7.1f} {floor[1]:7.1f}")
    extra = with_reader[0] - without[0]
    print(
        f"the reading adds {extra:.1f} ms CPU a sample, {extra / with_reader[0]:.0%} of the eval's"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per text")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated texts")
    parser.add_argument("--eval", type=int, default=0, help="also time N samples through eval")
    parser.add_argument("--baseline", help="git revision whose reader is timed first, cold")
    args = parser.parse_args()
    rng = random.Random(args.seed)

    rows = [json.loads(line) for line in CORPUS.read_text().splitlines()]
    problem = next(p for p, _ in load_problem_set("8v4c") if not p.colorable)
    prompt = render_prompt("math", problem.n, problem.k, list(problem.edges))
    texts = {
        "R1-style search (math)": ("math", r1_style(problem, rng)),
        "o3-mini replies (friends)": (
            "friends",
            concatenated([r["text"] for r in rows if r["kind"] == "search"]),
        ),
        "annotated lines (math)": (
            "math",
            concatenated(
                [r["text"] for r in rows if r["kind"] == "excerpt" and r["frame"] == "math"]
            ),
        ),
        "annotated lines (friends)": (
            "friends",
            concatenated(
                [r["text"] for r in rows if r["kind"] == "excerpt" and r["frame"] == "friends"]
            ),
        ),
    }
    edges = list(problem.edges)
    print(f"python {sys.version.split()[0]}; median and worst of {args.repeat} runs\n")
    if args.baseline:
        print(
            f"{'50 kB reasoning, reader of ' + args.baseline:28s} {'reader ms, cold':>18s}"
            f"   {'this reader, in turns':>20s}   ratio"
        )
        baseline_cold(reader_at(args.baseline), texts, problem.n, edges, args.repeat)
        print()
    print(
        f"{'50 kB reasoning':28s} {'reader ms, cold':>18s} {'warm':>7s} {'rest of scorer ms':>20s}"
        "  reader share (cold, warm)"
    )
    for name, (frame, text) in texts.items():

        def read(frame: str = frame, text: str = text) -> object:
            return false_edges([text], frame, problem.n, edges)

        def rest(frame: str = frame, text: str = text) -> object:
            parsed = parse_answer(
                text,
                frame,
                k=problem.k,
                n=problem.n,
                edges=edges,
                prompt=prompt,  # type: ignore[arg-type]
            )
            return judge_answer(parsed, frame, problem.n, problem.k, edges, problem.colorable)  # type: ignore[arg-type]

        med, worst = best_and_worst(read, args.repeat)
        read()
        warm, _ = best_and_worst(read, args.repeat, cold=False)
        rmed, rworst = best_and_worst(rest, args.repeat)
        print(
            f"{name:28s} {med * 1000:8.1f} {worst * 1000:8.1f} {warm * 1000:7.1f}"
            f"  {rmed * 1000:9.1f} {rworst * 1000:9.1f}"
            f"   {med / (med + rmed):6.1%} {warm / (warm + rmed):6.1%}"
        )
    print(f"\n{'1 MB hostile reply':28s} {'reader ms, cold':>18s}")
    for name, text in hostile(rng).items():
        worst_all = 0.0
        meds = []
        for frame in ("math", "cities", "friends"):
            med, worst = best_and_worst(
                lambda f=frame, t=text: false_edges([t], f, problem.n, edges),
                max(1, args.repeat // 2),
            )
            meds.append(med)
            worst_all = max(worst_all, worst)
        print(f"{name:28s} {statistics.median(meds) * 1000:8.1f} {worst_all * 1000:8.1f}")
    if args.eval > 0:
        eval_cost(texts["R1-style search (math)"][1], args.eval)


if __name__ == "__main__":
    main()
