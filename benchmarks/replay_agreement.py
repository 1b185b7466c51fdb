"""How often our k-coloring scorer agrees with the study's own verdicts on its responses.

Reads a model's recorded responses in the study's layout (``DIR/<set>/<frame>/repeat<r>/<id>.txt``)
and the study's ``evaluations/<model>_<set>_<frame>.txt`` files (one line per response:
``<id>.txt repeat<r> <colorable> <coloring> correct|incorrect|refuse``), scores every response
with the package's reader and judge, and prints the agreement and every disagreement. The
responses are public in the study's repository (``graph_coloring/responses/<model>.zip``,
evaluations beside them); nothing here downloads them.

    python benchmarks/replay_agreement.py --responses o1/o1-mini --evaluations evals --model o1-mini

It calls the parser directly rather than running Inspect (same functions the scorer calls), so
the whole o1-mini record (17,090 responses) takes about a minute.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer

_STUDY = {"correct": "correct", "incorrect": "incorrect", "refuse": "refusal"}


def _ours(outcome: str) -> str:
    if outcome == "refusal":
        return "refusal"
    return "correct" if outcome == "correct" else "incorrect"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--responses", type=Path, required=True)
    parser.add_argument("--evaluations", type=Path, required=True)
    parser.add_argument("--model", required=True, help="model name in the evaluation files")
    parser.add_argument("--show", type=int, default=20, help="disagreements to print")
    args = parser.parse_args()

    agree = total = 0
    disagreements: list[str] = []
    kinds: Counter[tuple[str, str]] = Counter()
    started = time.perf_counter()
    for path in sorted(args.evaluations.glob(f"{args.model}_*.txt")):
        set_name, frame = path.stem[len(args.model) + 1 :].split("_", 1)
        problems = {p.id: p for p, _ in load_problem_set(set_name)}
        for line in path.read_text().splitlines():
            fields = line.split()
            if len(fields) < 5:
                continue
            pid, repeat, study = int(fields[0].removesuffix(".txt")), fields[1], fields[-1]
            reply_path = args.responses / set_name / frame / repeat / f"{pid}.txt"
            if not reply_path.is_file():
                continue
            p = problems[pid]
            text = reply_path.read_text(errors="replace")
            parsed = parse_answer(text, frame, k=p.k, n=p.n, edges=p.edges)
            verdict = judge_answer(parsed, frame, p.n, p.k, p.edges, p.colorable)
            ours, theirs = _ours(verdict.outcome), _STUDY.get(study, study)
            total += 1
            if ours == theirs:
                agree += 1
            else:
                kinds[(theirs, verdict.outcome)] += 1
                disagreements.append(
                    f"{set_name}/{frame}/{repeat}/{pid}.txt study={theirs} ours={verdict.outcome}"
                    f" ({verdict.explanation[:100]})"
                )
    seconds = time.perf_counter() - started
    print(f"{agree} of {total} agree ({agree / max(total, 1):.4%}) in {seconds:.1f} s")
    for (theirs, ours), count in kinds.most_common():
        print(f"  study {theirs} / ours {ours}: {count}")
    for line in disagreements[: args.show]:
        print("  " + line)


if __name__ == "__main__":
    main()
