"""How often our k-coloring scorer agrees with a study's own verdicts on its responses.

Reads a model's recorded responses in the layout ``ramsey_inspect/replay`` reads
(``DIR/<set>/<frame>/repeat<r>/<id>.txt``, or ``DIR/<set>/<frame>/<id>.txt`` for a prompt
sent once, as the sequel's 8v4c_adv and 8v4c_hec_col) and the study's or the sequel's
``evaluations/<model>_<set>_<frame>.txt`` files (one line per response: ``<id>.txt
<repeat<r> or frame> <colorable> <coloring> correct|incorrect|refuse``), scores every
response with the package's reader and judge, and prints the agreement per set and frame
and every disagreement. The responses are public in both repositories
(``graph_coloring/responses/<model>.zip``, evaluations beside them); nothing here
downloads them.

    python benchmarks/replay_agreement.py --responses o1/o1-mini --evaluations evals --model o1-mini

It calls the parser directly rather than running Inspect (same functions the scorer calls,
files found by the replay provider's own rule), so the study's whole o1-mini record
(17,090 responses) takes about a minute and the sequel's (10,785) about half that.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.parsers.kcoloring import judge_answer, parse_answer
from ramsey_inspect.prompts.kcoloring import FRAMES
from ramsey_inspect.providers.replay import Replay, SampleKey

_STUDY = {"correct": "correct", "incorrect": "incorrect", "refuse": "refusal"}


def _ours(outcome: str) -> str:
    if outcome == "refusal":
        return "refusal"
    return "correct" if outcome == "correct" else "incorrect"


def _set_and_frame(stem: str) -> tuple[str, str]:
    """``8v4c_adv_math`` -> (``8v4c_adv``, ``math``): set names hold ``_`` too."""
    for frame in sorted(FRAMES, key=len, reverse=True):
        if stem.endswith("_" + frame):
            return stem[: -len(frame) - 1], frame
    raise ValueError(f"no frame at the end of {stem!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--responses", type=Path, required=True)
    parser.add_argument("--evaluations", type=Path, required=True)
    parser.add_argument("--model", required=True, help="model name in the evaluation files")
    parser.add_argument("--show", type=int, default=20, help="disagreements to print")
    args = parser.parse_args()

    replay = Replay(args.responses)
    agree = total = missing = 0
    disagreements: list[str] = []
    kinds: Counter[tuple[str, str]] = Counter()
    cells: list[str] = []
    started = time.perf_counter()
    for path in sorted(args.evaluations.glob(f"{args.model}_*.txt")):
        set_name, frame = _set_and_frame(path.stem[len(args.model) + 1 :])
        problems = {p.id: p for p, _ in load_problem_set(set_name)}
        cell_agree = cell_total = 0
        for line in path.read_text().splitlines():
            fields = line.split()
            if len(fields) < 5:
                continue
            pid, where, study = int(fields[0].removesuffix(".txt")), fields[1], fields[-1]
            epoch = int(where.removeprefix("repeat")) + 1 if where.startswith("repeat") else 1
            reply_path = replay.path_for(SampleKey(pid, set_name, frame, str(pid), epoch))
            if not reply_path.is_file():
                missing += 1
                continue
            p = problems[pid]
            text = reply_path.read_text(errors="replace")
            parsed = parse_answer(text, frame, k=p.k, n=p.n, edges=p.edges)
            verdict = judge_answer(parsed, frame, p.n, p.k, p.edges, p.colorable)
            ours, theirs = _ours(verdict.outcome), _STUDY.get(study, study)
            cell_total += 1
            if ours == theirs:
                cell_agree += 1
            else:
                kinds[(theirs, verdict.outcome)] += 1
                disagreements.append(
                    f"{set_name}/{frame}/{where}/{pid}.txt study={theirs} ours={verdict.outcome}"
                    f" ({verdict.explanation[:100]})"
                )
        agree, total = agree + cell_agree, total + cell_total
        share = cell_agree / max(cell_total, 1)
        cells.append(f"  {set_name} {frame}: {cell_agree} of {cell_total} ({share:.2%})")
    seconds = time.perf_counter() - started
    print(f"{agree} of {total} agree ({agree / max(total, 1):.4%}) in {seconds:.1f} s")
    if missing:
        print(f"  {missing} evaluated responses have no file under {args.responses}")
    print("\n".join(cells))
    for (theirs, ours), count in kinds.most_common():
        print(f"  study {theirs} / ours {ours}: {count}")
    for line in disagreements[: args.show]:
        print("  " + line)


if __name__ == "__main__":
    main()
