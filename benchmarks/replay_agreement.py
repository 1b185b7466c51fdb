"""How often our k-coloring scorer agrees with a study's own verdicts on its responses.

Reads a model's recorded responses in the layout ``ramsey_inspect/replay`` reads
(``DIR/<set>/<frame>/repeat<r>/<id>.txt``, or ``DIR/<set>/<frame>/<id>.txt`` for a prompt
sent once, as the sequel's 8v4c_adv and 8v4c_hec_col) and the study's or the sequel's
``evaluations/<model>_<set>_<frame>.txt`` files (one line per response: ``<id>.txt
<repeat<r> or frame> <colorable> <coloring> correct|incorrect|refuse``), and prints the
agreement of verdicts per set and frame and overall, the agreement of the answers read
(the evaluation's coloring as color indices, or ``impossible``), and every disagreement.
The responses are public in both repositories (``graph_coloring/responses/<model>.zip``,
evaluations beside them); nothing here downloads them.

    python benchmarks/replay_agreement.py --responses o1-mini --evaluations evals --model o1-mini
    python benchmarks/replay_agreement.py --logs logs/ --evaluations evals --model o1-mini

By default every evaluated response goes through the task's own scorer: the sample is the
one ``ramsey_inspect/kcoloring`` builds for that set and frame, the reply is the replay
provider's output for it (``-M reasoning=hidden`` as given by ``--reasoning``), and the
score is ``coloring_checker``'s. Only Inspect's eval loop is left out, which takes about
75 ms a sample on a busy 2-core machine (the sequel's 10,785 o1-mini responses: about
15 CPU minutes). ``--logs`` reads the scores of ``inspect eval ... --model
ramsey_inspect/replay`` runs from their logs instead, so the eval loop is checked too.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspect_ai.log import read_eval_log
from inspect_ai.model import ChatMessageUser, ModelName
from inspect_ai.scorer import Score, Target
from inspect_ai.solver import TaskState

from ramsey_inspect.names import FRAME, PROBLEM_ID, PROBLEM_SET
from ramsey_inspect.prompts.kcoloring import FRAMES, Frame, entity_name, value_name
from ramsey_inspect.providers.replay import Replay, SampleKey
from ramsey_inspect.tasks.kcoloring import kcoloring

_STUDY = {"correct": "correct", "incorrect": "incorrect", "refuse": "refusal"}
MODEL = "ramsey_inspect/replay"


@dataclass(frozen=True)
class Verdict:
    """One evaluated response: where it is, and the study's reading of it."""

    set_name: str
    frame: Frame
    problem_id: int
    where: str  # repeat<r>, or the frame for a prompt sent once
    answer: str  # color indices joined by |, or impossible
    verdict: str

    @property
    def epoch(self) -> int:
        return int(self.where.removeprefix("repeat")) + 1 if self.where.startswith("repeat") else 1


def _set_and_frame(stem: str) -> tuple[str, Frame]:
    """``8v4c_adv_math`` -> (``8v4c_adv``, ``math``): set names hold ``_`` too."""
    for frame in sorted(FRAMES, key=len, reverse=True):
        if stem.endswith("_" + frame):
            return stem[: -len(frame) - 1], frame
    raise ValueError(f"no frame at the end of {stem!r}")


def read_evaluations(folder: Path, model: str) -> Iterator[tuple[str, Frame, list[Verdict]]]:
    """Each evaluation file of ``model``: its set, its frame and its lines."""
    for path in sorted(folder.glob(f"{model}_*.txt")):
        set_name, frame = _set_and_frame(path.stem[len(model) + 1 :])
        rows = []
        for line in path.read_text().splitlines():
            fields = line.split()
            if len(fields) >= 5:
                pid = int(fields[0].removesuffix(".txt"))
                verdict = _STUDY.get(fields[-1], fields[-1])
                rows.append(Verdict(set_name, frame, pid, fields[1], fields[3].lower(), verdict))
        yield set_name, frame, rows


def our_answer(score: Score, frame: Frame, n: int) -> str:
    """Our reading in the evaluation files' notation: ``impossible``, indices, or ``none``."""
    meta = score.metadata or {}
    if meta.get("answer_kind") == "impossible":
        return "impossible"
    if meta.get("answer_kind") != "coloring":
        return str(meta.get("answer_kind") or meta.get("outcome"))
    vertex = {entity_name(frame, v): v for v in range(n)}
    color = {value_name(frame, c): c for c in range(8)}
    given = {vertex.get(str(e)): color.get(str(c)) for e, c in meta.get("assignments", [])}
    return "|".join("?" if given.get(v) is None else str(given[v]) for v in range(n))


def _outcome(score: Score) -> str:
    outcome = str((score.metadata or {}).get("outcome"))
    return "refusal" if outcome == "refusal" else "correct" if outcome == "correct" else outcome


async def score_direct(
    replay: Replay, set_name: str, frame: Frame, rows: list[Verdict]
) -> dict[tuple[int, int], tuple[Score, int]]:
    """Each row's score by the task's scorer on the replay provider's reply to its sample."""
    task = kcoloring(problem_set=set_name, frame=frame)
    samples = {s.metadata[PROBLEM_ID]: s for s in task.dataset if s.metadata}
    scorer = task.scorer[0] if isinstance(task.scorer, list) else task.scorer
    assert scorer is not None
    found: dict[tuple[int, int], tuple[Score, int]] = {}
    for row in rows:
        sample = samples[row.problem_id]
        assert sample.id is not None
        assert sample.metadata is not None
        key = SampleKey(sample.id, set_name, frame, str(row.problem_id), row.epoch)
        if not replay.path_for(key).is_file():
            continue
        text = str(sample.input)
        target = Target(sample.target)
        state = TaskState(
            model=ModelName(f"{MODEL}/x"),
            sample_id=sample.id,
            epoch=row.epoch,
            input=text,
            messages=[ChatMessageUser(content=text)],
            target=target,
            output=replay.reply(MODEL, key),
            metadata=dict(sample.metadata),
        )
        score = await scorer(state, target)
        assert score is not None
        found[(row.problem_id, row.epoch)] = (score, int(sample.metadata["n"]))
    return found


def scores_from_logs(folder: Path) -> dict[tuple[str, str, int, int], tuple[Score, int]]:
    """``(set, frame, id, epoch) -> (score, n)`` from every k-coloring log in ``folder``."""
    found: dict[tuple[str, str, int, int], tuple[Score, int]] = {}
    for path in sorted(folder.glob("*.eval")):
        log = read_eval_log(str(path))
        for sample in log.samples or []:
            meta: dict[str, Any] = sample.metadata or {}
            score = (sample.scores or {}).get("coloring_checker")
            if score is None or PROBLEM_SET not in meta:
                continue
            key = (meta[PROBLEM_SET], meta[FRAME], int(meta[PROBLEM_ID]), sample.epoch)
            found[key] = (score, int(meta["n"]))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--responses", type=Path, help="the model's responses folder")
    source.add_argument("--logs", type=Path, help="a folder of replay eval logs to read instead")
    parser.add_argument("--evaluations", type=Path, required=True)
    parser.add_argument("--model", required=True, help="model name in the evaluation files")
    parser.add_argument(
        "--reasoning", choices=["shown", "hidden"], default="hidden", help="as -M reasoning="
    )
    parser.add_argument("--show", type=int, default=-1, help="disagreements to print (-1: all)")
    args = parser.parse_args()

    started = time.perf_counter()
    logged = scores_from_logs(args.logs) if args.logs else None
    replay = None if args.responses is None else Replay(args.responses, args.reasoning == "hidden")
    totals: Counter[str] = Counter()
    kinds: Counter[tuple[str, str]] = Counter()
    disagreements: list[str] = []
    answer_notes: list[str] = []
    cells: list[str] = []
    for set_name, frame, rows in read_evaluations(args.evaluations, args.model):
        if replay is not None:
            direct = asyncio.run(score_direct(replay, set_name, frame, rows))
        cell: Counter[str] = Counter()
        for row in rows:
            if logged is not None:
                got = logged.get((set_name, frame, row.problem_id, row.epoch))
            else:
                got = direct.get((row.problem_id, row.epoch))
            if got is None:
                cell["missing"] += 1
                continue
            score, n = got
            ours, answer = _outcome(score), our_answer(score, frame, n)
            cell["total"] += 1
            where = f"{set_name} {frame} {row.where} {row.problem_id}"
            if answer == row.answer:
                cell["same_answer"] += 1
            else:
                answer_notes.append(f"{where}: study {row.answer}, ours {answer}")
            if (ours == "correct") == (row.verdict == "correct") and (
                (ours == "refusal") == (row.verdict == "refusal")
            ):
                cell["agree"] += 1
            else:
                kinds[(row.verdict, ours)] += 1
                disagreements.append(
                    f"{where}: study {row.verdict} ({row.answer}), ours {ours} ({answer}):"
                    f" {score.explanation or ''}"[:240]
                )
        totals.update(cell)
        cells.append(
            f"  {set_name:<13} {frame:<8} {cell['agree']:>5} of {cell['total']:>5}"
            f" ({cell['agree'] / max(cell['total'], 1):.2%}); same answer {cell['same_answer']}"
            + (f"; {cell['missing']} without a reply" if cell["missing"] else "")
        )
    seconds = time.perf_counter() - started
    how = f"logs in {args.logs}" if args.logs else "the task's scorer on replayed replies"
    print(
        f"verdicts: {totals['agree']} of {totals['total']} agree"
        f" ({totals['agree'] / max(totals['total'], 1):.4%}); answers read alike:"
        f" {totals['same_answer']} ({totals['same_answer'] / max(totals['total'], 1):.4%});"
        f" {how}, {seconds:.1f} s"
    )
    if totals["missing"]:
        print(f"  {totals['missing']} evaluated responses have no reply or no logged score")
    print("\n".join(cells))
    for (theirs, ours), count in kinds.most_common():
        print(f"  study {theirs} / ours {ours}: {count}")
    shown = disagreements if args.show < 0 else disagreements[: args.show]
    for line in shown:
        print("  verdict differs: " + line)
    for line in answer_notes if args.show < 0 else answer_notes[: args.show]:
        print("  answer differs: " + line)


if __name__ == "__main__":
    main()
