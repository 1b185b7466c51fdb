"""What the k-coloring harness costs over Inspect's own floor, in time and peak memory.

Evals of the same number of samples, each in a fresh interpreter:
- ``kcoloring``: the k-coloring task with its default selection (all sets and frames;
  with ``--samples`` below the study's 15,868, a seeded shuffle of it, so every set and
  frame is in) answered by the greedy baseline, ``ramsey_inspect/greedy``, seed 1;
- ``floor``: a trivial task (one short prompt per sample, Inspect's ``match()`` scorer)
  answered instantly by ``ramsey_inspect/scripted``, the same model API without any work;
- ``samples``: the k-coloring task's own samples (the same selection: ids, prompts,
  targets, metadata) with Inspect's ``generate()`` and ``match()``, answered instantly by
  ``ramsey_inspect/scripted`` with one fixed reply shaped like the greedy model's (its
  opening sentence and a 7-vertex coloring, about the size of an average greedy reply);
- ``baseline`` (with ``--baseline-src``): the k-coloring run again, importing
  ``ramsey_inspect`` from another source tree (e.g. ``git archive main src``), to see a
  change's effect in the same rounds.

The floor is what Inspect itself spends per sample (events, transcripts, the log); the
difference is ours: building the dataset, prompts and metadata, the greedy answer, the
scorers and their metrics. The samples floor splits it: floor to samples is Inspect
carrying (and our code building) samples with a real prompt and metadata, which any run
of the task must log; samples to k-coloring is the per-sample work of the package (its
solver, the greedy answer, reading and checking the reply, the second scorer, the
metrics). ``mockllm/model`` cannot be the floor offline, since Inspect
counts its tokens with tiktoken, which downloads an encoding. Each child reports the wall
and CPU seconds of its ``eval()`` call (CPU time is steadier on a shared machine), its peak
resident memory (``ru_maxrss``) and its log's status; a run whose log is not ``success``
with every sample scored stops the benchmark. Runs alternate, in reversed order every
other round, so a busy machine weighs on all alike; medians are printed.

    python benchmarks/harness_cost.py                     # 2,000 samples, one round
    python benchmarks/harness_cost.py --samples 15868 --rounds 2   # the whole study
    git archive main src | tar -x -C /tmp/main && \
        python benchmarks/harness_cost.py --rounds 3 --baseline-src /tmp/main/src
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import match
from inspect_ai.solver import generate

STUDY_SAMPLES = 15_868
"""Samples of the default k-coloring task: five paper sets in four frames."""
SHAPED_REPLY = (
    "One greedy pass, coloring each vertex with the first free color.\n\n"
    "0 Red\n1 Green\n2 Blue\n3 Red\n4 Green\n5 Blue\n6 Red"
)
"""The samples floor's reply: the greedy model's shape, not its answer (not scored as one)."""


# Plain functions, not ``@task``: ``inspect list tasks`` would show them beside the
# package's three tasks (it finds ``@task`` in every source file under the folder).
def floor(samples: int = 2000) -> Task:
    """A task with nothing to do: short prompts, an exact-match scorer."""
    dataset = MemoryDataset(
        [Sample(id=i, input=f"Reply with the word ok ({i}).", target="ok") for i in range(samples)]
    )
    return Task(dataset=dataset, solver=generate(), scorer=match(), name="floor")


def samples_floor() -> Task:
    """The k-coloring task's samples with nothing to do: Inspect's generate and match."""
    from ramsey_inspect.tasks.kcoloring import kcoloring

    return Task(
        dataset=kcoloring().dataset, solver=generate(), scorer=match(), name="samples_floor"
    )


def _child(kind: str, samples: int, log_dir: str, script: str) -> dict[str, Any]:
    """Run one eval in this process; report its times, peak memory and log check."""
    from inspect_ai import eval

    from ramsey_inspect.tasks.kcoloring import kcoloring

    shuffle = 0 if samples < STUDY_SAMPLES else None  # a spread of sets and frames
    wall, cpu = time.perf_counter(), _cpu_seconds()
    if kind == "floor":
        [log] = eval(
            floor(samples),
            model="ramsey_inspect/scripted",
            model_args={"script": script},
            log_dir=log_dir,
            display="none",
        )
    elif kind == "samples":
        [log] = eval(
            samples_floor(),
            model="ramsey_inspect/scripted",
            model_args={"script": str(Path(script).with_name("shaped_script.json"))},
            limit=samples,
            sample_shuffle=shuffle,
            log_dir=log_dir,
            display="none",
        )
    else:
        [log] = eval(
            kcoloring(),
            model="ramsey_inspect/greedy",
            seed=1,
            limit=samples,
            sample_shuffle=shuffle,
            log_dir=log_dir,
            display="none",
        )
    wall, cpu = time.perf_counter() - wall, _cpu_seconds() - cpu
    scored = log.results.completed_samples if log.results is not None else 0
    return {
        "kind": kind,
        "status": log.status,
        "scored": scored,
        "eval_seconds": wall,
        "cpu_seconds": cpu,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "log": log.location,
    }


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _run(kind: str, samples: int, tmp: Path, baseline_src: str | None) -> dict[str, Any]:
    """One eval in a fresh interpreter, timed from outside too."""
    log_dir = tmp / f"logs-{kind}-{time.monotonic_ns()}"
    script = tmp / "floor_script.json"
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); import harness_cost as h; "
        "print(json.dumps(h._child(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5])))"
    )
    env = dict(os.environ)
    if kind == "baseline" and baseline_src is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [baseline_src, env.get("PYTHONPATH")]))
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, str(Path(__file__).parent), kind, str(samples),
         str(log_dir), str(script)],
        capture_output=True, text=True, check=False, env=env,
    )  # fmt: skip
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{kind} run failed:\n{done.stdout}\n{done.stderr}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    result["wall_seconds"] = wall
    if result["status"] != "success" or result["scored"] != samples:
        raise SystemExit(f"{kind}: status {result['status']}, {result['scored']} scored: {result}")
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=2000, help="samples per eval")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of alternating runs")
    parser.add_argument(
        "--baseline-src", help="also run k-coloring with ramsey_inspect from this src folder"
    )
    parser.add_argument(
        "--kinds",
        default="floor,samples,kcoloring,baseline",
        help="which runs, in this order after the floor (baseline only with --baseline-src)",
    )
    args = parser.parse_args(argv)
    if not 1 <= args.samples <= STUDY_SAMPLES:
        parser.error(f"--samples must be between 1 and {STUDY_SAMPLES}")
    if args.baseline_src is not None and not (Path(args.baseline_src) / "ramsey_inspect").is_dir():
        parser.error(f"--baseline-src: {args.baseline_src} holds no ramsey_inspect package")
    kinds = [k for k in args.kinds.split(",") if k != "baseline" or args.baseline_src]
    if not {"floor", "kcoloring"} <= set(kinds) <= {"floor", "samples", "kcoloring", "baseline"}:
        parser.error("--kinds: floor and kcoloring, and any of samples, baseline")
    kinds.remove("floor")
    kinds.insert(0, "floor")
    runs: dict[str, list[dict[str, Any]]] = {kind: [] for kind in kinds}
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        (tmp / "floor_script.json").write_text(json.dumps({"rules": [], "default": "ok"}))
        (tmp / "shaped_script.json").write_text(json.dumps({"default": SHAPED_REPLY}))
        for round_ in range(1, args.rounds + 1):
            for kind in kinds if round_ % 2 else kinds[::-1]:
                result = _run(kind, args.samples, tmp, args.baseline_src)
                runs[kind].append(result)
                print(
                    f"round {round_} {kind:9s}  eval {result['eval_seconds']:7.1f} s  "
                    f"cpu {result['cpu_seconds']:7.1f} s  process {result['wall_seconds']:7.1f} s"
                    f"  peak {result['peak_mb']:6.0f} MB  ({result['status']}; load "
                    f"{' '.join(f'{x:.1f}' for x in os.getloadavg())})",
                    flush=True,
                )
    keys = ("eval_seconds", "cpu_seconds", "wall_seconds", "peak_mb")
    med = {
        kind: {k: statistics.median(r[k] for r in rs) for k in keys} for kind, rs in runs.items()
    }
    print(f"\n{args.samples:,} samples, median of {args.rounds} round(s), ratio to the floor:")
    for label, key in (("eval() time", "eval_seconds"), ("eval() CPU", "cpu_seconds"),
                       ("process time", "wall_seconds"), ("peak RSS", "peak_mb")):  # fmt: skip
        unit = "MB" if key == "peak_mb" else "s"
        f = med["floor"][key]
        line = f"  {label:13s} floor {f:8.1f} {unit}"
        for kind in kinds[1:]:
            k = med[kind][key]
            line += f"  {kind} {k:8.1f} {unit} ({k / f:.3f})"
        print(line)
    if "samples" in med:
        print("k-coloring over the samples floor (the package's own per-sample work):")
        for label, key in (("eval() CPU", "cpu_seconds"), ("peak RSS", "peak_mb")):
            s, k = med["samples"][key], med["kcoloring"][key]
            print(f"  {label:13s} {k / s:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
