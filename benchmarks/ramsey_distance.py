"""CPU time per answer through the ramsey_bounds scorer: held witnesses and their one-edge flips.

For every best-tier two-colour cell the package holds a witness for (R(3,13) n=60 ...
R(8,10) n=344), the witness itself and ``--flips`` seeded one-edge flips of it, in the
witness's own vertex numbering, are written as rows of 0/1 and scored by the task's real
scorer (``ramsey_checker()``: reader, exact check, and for an invalid answer the distance).
Per cell it prints, in CPU seconds (``time.process_time``): the witness's total; over the
flips the median verdict time (``check_answer``), the median distance time (the scorer's
call of the distance for an invalid answer), the median total (reading the 0/1 rows
included), the worst total and the flip it belongs to, the worst verdict + distance and
how many flips took 0.1 s or more of it (the target is none); and how many flips were
scored invalid, how many of those with an exact distance (``mono_exact``; ``-`` for a
revision without it), how many counts stopped at the cap of 100, and how many flips were
not invalid (a flip that creates no forbidden clique is valid).

``--renumbered`` scores renumbered flips instead: each flip as above (the same entries, in the
same seeded order), then the vertices renumbered by a seeded random permutation, so the answer
no longer lines up with the held witness entry for entry; the check finds the changed entry by
isomorphism invariants and the distance lines the answer up with the witness by nauty's
canonical labelling (``core.ramsey_check.distance``'s ``isomorphism``), so its count is the
same as for the flip in the witness's own numbering. The flip column stays in the witness's
numbering.

``--changes`` prints instead how the distance alone (``core.ramsey_check.distance`` with the
held references, the scorer's cap of 100 and its default budget) fares as an answer moves
away from the witness, the figures behind its bound of 64 changed entries: per witness and
number k of changed entries (one flip that makes a forbidden clique, then flips that alone
make none, so the count has to search through every changed pair), the CPU time, the
cliques counted and whether the count was exact, capped or cut by the budget.

``--baseline REV`` scores the same answers with the package as of a git revision too (its
``src`` exported by ``git archive`` into a temporary folder and run in a child process),
so before and after come from one run on one machine and are printed side by side:

    python benchmarks/ramsey_distance.py [--flips 20] [--seed 0] [--only R(3,17)]
        [--baseline 45d726a] [--renumbered] [--changes]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def timed(module: Any, name: str, spent: dict[str, float]) -> None:
    """Wrap ``module.name`` so each call adds its CPU time to ``spent[name]``."""
    inner: Callable[..., Any] = getattr(module, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.process_time() - start

    setattr(module, name, wrapper)


def measure(
    flips: int, seed: int, only: str | None, renumbered: bool = False
) -> list[dict[str, Any]]:
    """Score every witness and its flips with the package on sys.path; one row per answer."""
    from inspect_ai.model import ModelOutput
    from inspect_ai.scorer import Target
    from inspect_ai.solver import TaskState

    from ramsey_inspect.core.ramsey_cells import CELLS
    from ramsey_inspect.core.ramsey_constructions import construction_for
    from ramsey_inspect.datasets.ramsey_bounds import cell_metadata
    from ramsey_inspect.scorers import ramsey_bounds as module

    spent: dict[str, float] = {}
    # whichever of these the scorer calls (before: distance; after: answer_distance)
    for name in ("check_answer", "distance", "answer_distance"):
        if hasattr(module, name):
            timed(module, name, spent)
    scorer = module.ramsey_checker()
    rows: list[dict[str, Any]] = []

    async def score(text: str, cell: Any, flip: tuple[int, int] | None) -> None:
        state = TaskState(
            model="mockllm/model",
            sample_id=cell.id,
            epoch=1,
            input="",
            messages=[],
            output=ModelOutput.from_content("mockllm/model", text),
            metadata=cell_metadata(cell),
        )
        spent.clear()
        start = time.process_time()
        result = await scorer(state, Target(""))
        total = time.process_time() - start
        meta = result.metadata or {}
        rows.append(
            {
                "cell": cell.id,
                "flip": flip,
                "status": meta.get("status"),
                "mono_cliques": meta.get("mono_cliques"),
                "mono_exact": meta.get("mono_exact"),
                "verdict": spent.get("check_answer", 0.0),
                "distance": spent.get("answer_distance", spent.get("distance", 0.0)),
                "total": total,
            }
        )

    async def run() -> None:
        rng = random.Random(seed)
        for cell in CELLS:
            if cell.tier != "best" or len(cell.sizes) != 2:
                continue
            if only and not cell.id.startswith(only):
                continue
            colouring = construction_for(cell)
            if colouring is None:
                continue
            await score(text_of(colouring), cell, None)
            for _ in range(flips):
                u, v = sorted(rng.sample(range(cell.n), 2))
                answer = flipped(colouring, [(u, v)])
                if renumbered:
                    answer = relabelled(answer, random.Random(rng.randrange(2**32)))
                await score(text_of(answer), cell, (u, v))

    asyncio.run(run())
    return rows


def changes_table(seed: int, only: str | None) -> None:
    """Time and outcome of the distance near a reference as the changed entries grow."""
    from ramsey_inspect.core.ramsey_cells import CELLS
    from ramsey_inspect.core.ramsey_check import _colour_graphs, distance
    from ramsey_inspect.core.ramsey_cliques import clique_through
    from ramsey_inspect.core.ramsey_constructions import construction_for, reference_colourings

    rng = random.Random(seed)
    print("distance alone near a held witness: k changed entries -> CPU s, cliques, outcome")
    for cell in CELLS:
        if cell.tier != "best" or len(cell.sizes) != 2 or (only and not cell.id.startswith(only)):
            continue
        base = construction_for(cell)
        if base is None:
            continue
        references = reference_colourings(cell.sizes, cell.n)
        quiet: list[tuple[int, int]] = []  # flips that alone make no forbidden clique
        loud: tuple[int, int] | None = None
        for _ in range(3000):
            if len(quiet) >= 63 and loud is not None:
                break
            u, v = sorted(rng.sample(range(cell.n), 2))
            mutant = flipped(base, [(u, v)])
            graphs = {d: (size, adj) for d, size, adj in _colour_graphs(mutant, cell.sizes)}
            size, adj = graphs[mutant[u][v]]
            if clique_through(adj, u, v, size, [10**9]) is None:
                quiet.append((u, v))
            elif loud is None:
                loud = (u, v)
        assert loud is not None
        out = []
        for k in (1, 8, 16, 32, 64):
            if len(quiet) < k - 1:
                out.append(f"k={k}: (only {len(quiet)} quiet flips)")
                break
            answer = flipped(base, [loud, *quiet[: k - 1]])
            start = time.process_time()
            got = distance(answer, cell.sizes, cap=100, references=references)
            spent = time.process_time() - start
            outcome = "exact" if got.exact else "capped" if got.capped else "budget"
            out.append(f"k={k}: {spent:.3f} {got.cliques} {outcome}")
        print(f"{cell.id:15} " + " | ".join(out), flush=True)


def flipped(colouring: Any, pairs: list[tuple[int, int]]) -> Any:
    rows = [list(r) for r in colouring]
    for u, v in pairs:
        rows[u][v] = rows[v][u] = 1 - rows[u][v]
    return tuple(tuple(r) for r in rows)


def relabelled(colouring: Any, rng: random.Random) -> Any:
    """The colouring with its vertices renumbered by a random permutation."""
    place = list(range(len(colouring)))
    rng.shuffle(place)
    return tuple(tuple(colouring[p][q] for q in place) for p in place)


def text_of(colouring: Any) -> str:
    return "\n".join(
        "".join(str(int(d)) if i != j else "0" for j, d in enumerate(row))
        for i, row in enumerate(colouring)
    )


def baseline_rows(rev: str, args: argparse.Namespace) -> list[dict[str, Any]]:
    """The same measurement with ``src`` as of ``rev``, in a child process."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", rev, "src"],
        check=True,
        capture_output=True,
    ).stdout
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        env = {**os.environ, "PYTHONPATH": str(Path(folder) / "src")}
        command = [sys.executable, __file__, "--json", "--flips", str(args.flips)]
        command += ["--seed", str(args.seed)] + (["--only", args.only] if args.only else [])
        command += ["--renumbered"] if args.renumbered else []
        out = subprocess.run(command, check=True, capture_output=True, text=True, env=env)
    rows: list[dict[str, Any]] = json.loads(out.stdout)
    return rows


def summary(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per cell: the witness's total and the flips' medians and worst."""
    cells: dict[str, dict[str, Any]] = {}
    for cell in dict.fromkeys(r["cell"] for r in rows):
        mine = [r for r in rows if r["cell"] == cell]
        witness = [r for r in mine if r["flip"] is None]
        flips = [r for r in mine if r["flip"] is not None]
        worst = max(flips, key=lambda r: r["total"]) if flips else None
        judged = max((r["verdict"] + r["distance"] for r in flips), default=0.0)
        known = any(r["mono_exact"] is not None for r in flips)
        cells[cell] = {
            "witness": witness[0]["total"] if witness else float("nan"),
            "witness_status": witness[0]["status"] if witness else "-",
            "verdict": statistics.median(r["verdict"] for r in flips) if flips else 0.0,
            "distance": statistics.median(r["distance"] for r in flips) if flips else 0.0,
            "total": statistics.median(r["total"] for r in flips) if flips else 0.0,
            "worst": worst["total"] if worst else 0.0,
            "worst_flip": tuple(worst["flip"]) if worst else None,
            "invalid": sum(r["status"] == "invalid" for r in flips),
            "judged": judged,
            "exact": sum(bool(r["mono_exact"]) for r in flips if r["status"] == "invalid")
            if known
            else "-",
            "capped": sum((r["mono_cliques"] or 0) >= 100 for r in flips),
            "other": sum(r["status"] != "invalid" for r in flips),
            "over": sum(r["verdict"] + r["distance"] >= 0.1 for r in flips),
        }
    return cells


def print_table(label: str, rows: list[dict[str, Any]], flips: int, kind: str = "") -> None:
    print(
        f"\n{label}: CPU seconds per answer through the scorer ({flips} {kind}one-edge flips"
        " per witness)"
    )
    print(
        f"{'cell':15} {'witness':>9} | flips: {'verdict':>8} {'distance':>8} {'total':>8}"
        f" {'worst':>8} {'worst flip':>12} {'worst v+d':>9} {'v+d>=0.1':>8} {'invalid':>7} {'exact':>5} {'capped':>6} {'other':>5}"
    )
    for cell, s in summary(rows).items():
        print(
            f"{cell:15} {s['witness']:8.3f}{s['witness_status'][0]} |        {s['verdict']:8.4f}"
            f" {s['distance']:8.4f} {s['total']:8.4f} {s['worst']:8.4f} {str(s['worst_flip']):>12}"
            f" {s['judged']:9.4f} {s['over']:8} {s['invalid']:7} {s['exact']:>5} {s['capped']:6} {s['other']:5}"
        )
    flips_only = [r for r in rows if r["flip"] is not None]
    if flips_only:
        worst = max(flips_only, key=lambda r: r["total"])
        print(
            f"worst flip overall: {worst['cell']} {tuple(worst['flip'])} {worst['total']:.4f} s "
            f"(verdict {worst['verdict']:.4f}, distance {worst['distance']:.4f}); "
            "medians per flip; witness column: total, then v(alid)/i(nvalid)/u(ndecided)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flips", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", help="cells whose id starts with this, e.g. R(3,17)")
    parser.add_argument("--baseline", help="a git revision to measure too, e.g. 45d726a")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON only")
    parser.add_argument("--changes", action="store_true", help="the distance's bound instead")
    parser.add_argument(
        "--renumbered", action="store_true", help="flips with the vertices renumbered"
    )
    args = parser.parse_args()
    if args.changes:
        changes_table(args.seed, args.only)
        return
    if args.json:
        print(json.dumps(measure(args.flips, args.seed, args.only, args.renumbered)))
        return
    kind = "renumbered " if args.renumbered else ""
    if args.baseline:
        before = baseline_rows(args.baseline, args)
        print_table(f"before ({args.baseline})", before, args.flips, kind)
    after = measure(args.flips, args.seed, args.only, args.renumbered)
    print_table("after (this tree)", after, args.flips, kind)


if __name__ == "__main__":
    main()
