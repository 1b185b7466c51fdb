"""How well the false-edge reader reads a hand-labelled corpus: recall and precision.

Each corpus file is JSON lines, one reasoning text a line, labelled by hand before any
reader ran (the record format of issue 39's corpus):
``{"id", "style", "frame", "n", "k", "source", "edges", "text", "asserted_false",
"reasons", "traps", "notes"}``, where ``edges`` are the problem's edges and
``asserted_false`` every pair the text asserts although ``edges`` lacks it (0-based).

For every text the reader's false edges (``false_edge_claims``) are compared with the
labels. Printed per style, per frame and over all texts:
- recall: labelled false edges the reader reports, of all labelled;
- precision: reported false edges that are labelled, of all reported;
- exact: texts whose reported false edges are exactly the labelled ones;
- texts, labelled and reported counts, and the labelled traps (non-edges the text mentions
  without asserting them) that were reported; a pair labelled both ways (denied in one
  place, asserted in another) counts as a false edge only.
``--verbose`` also lists each miss (with its label's reason) and each false report (with
the line the reader read it from).

``--at REV`` reads with the reader as it was at git revision ``REV`` (a part's first measure
is taken on the reader of its day: ``false_edge_first_measures.py`` pools them).
``--take-backs`` reads with round 24's ``DROP_TAKEN_BACK`` on: a statement the text takes back
later does not count. The policy was decided the other way (most parts' writers label such
statements as made) and the pass removed, so it needs a reader that had it: ``--at 81aa73e``.

    python benchmarks/false_edge_corpus.py DIR_OR_FILE [DIR_OR_FILE ...] [--verbose] [--at REV]
        [--at 81aa73e --take-backs]

A directory stands for every ``*.jsonl`` file in it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

from ramsey_inspect.parsers import _kcoloring_edges


def _files(paths: Iterable[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        out.extend(sorted(p.glob("*.jsonl")) if p.is_dir() else [p])
    return out


def _records(paths: Iterable[str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for path in _files(paths):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                print(f"{path}:{i}: not JSON ({e}); skipped", file=sys.stderr)
    return rows


def _pairs(items: Iterable[Any]) -> set[tuple[int, int]]:
    out = set()
    for item in items:
        a, b = int(item[0]), int(item[1])
        out.add((min(a, b), max(a, b)))
    return out


def measure(
    rows: list[dict[str, Any]], verbose: bool = False, reader: ModuleType = _kcoloring_edges
) -> dict[str, Counter[str]]:
    """Tallies per group ("style X", "frame Y", "all"), read by ``reader`` (the module)."""
    tally: dict[str, Counter[str]] = {}
    for row in rows:
        edges = [tuple(e) for e in row["edges"]]
        claims = reader.false_edge_claims([row["text"]], row["frame"], row["n"], edges)
        got = {c.edge: c.quote for c in claims}
        want = _pairs(row.get("asserted_false", []))
        # a pair denied in one place and asserted in another is a false edge, not a trap
        traps = _pairs(t[:2] for t in row.get("traps", [])) - want
        hits = want & set(got)
        for key in (f"style {row['style']}", f"frame {row['frame']}", "all"):
            c = tally.setdefault(key, Counter())
            c["texts"] += 1
            c["labelled"] += len(want)
            c["reported"] += len(got)
            c["hits"] += len(hits)
            c["exact"] += set(got) == want
            # per reply, as false_edge_share counts: does it state a false edge at all?
            c["replies_labelled"] += bool(want)
            c["replies_flagged"] += bool(got)
            c["replies_both"] += bool(want) and bool(got)
            c["traps"] += len(traps)
            c["traps_reported"] += len(traps & set(got))
            c["unmapped"] += bool(reader.read_edge_flags([row["text"]], row["frame"], row["n"]))
        if verbose and (set(got) != want):
            print(f"--- {row['id']} ({row['style']}, {row['frame']}, n={row['n']})")
            reasons = row.get("reasons", {})
            for a, b in sorted(want - set(got)):
                print(f"  MISS  {a}-{b}: {reasons.get(f'{a}-{b}', '')}")
            for a, b in sorted(set(got) - want):
                trap = next((t[2] for t in row.get("traps", []) if _pairs([t[:2]]) == {(a, b)}), "")
                why = f"  [trap: {trap}]" if trap else ""
                print(f"  FALSE {a}-{b}: {got[(a, b)]!r}{why}")
    return tally


def _share(a: int, b: int) -> str:
    return f"{a / b:6.1%}" if b else "     -"


def groups(tally: dict[str, Counter[str]]) -> list[str]:
    """The tally's keys in print order: styles, frames, then "all"."""
    styles = sorted(k for k in tally if k.startswith("style"))
    return [*styles, *sorted(k for k in tally if k.startswith("frame")), "all"]


def report(tally: dict[str, Counter[str]]) -> None:
    print(
        f"{'group':22s} {'texts':>5s} {'labelled':>8s} {'reported':>8s} {'recall':>7s} "
        f"{'precision':>9s} {'exact':>7s} {'traps hit':>10s} {'unmapped':>8s}"
    )
    for key in groups(tally):
        c = tally[key]
        print(
            f"{key:22s} {c['texts']:5d} {c['labelled']:8d} {c['reported']:8d} "
            f"{_share(c['hits'], c['labelled']):>7s} {_share(c['hits'], c['reported']):>9s} "
            f"{_share(c['exact'], c['texts']):>7s} "
            f"{c['traps_reported']:4d}/{c['traps']:<5d} {c['unmapped']:8d}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", help="corpus files or directories of *.jsonl")
    parser.add_argument("--verbose", action="store_true", help="list misses and false reports")
    parser.add_argument("--at", metavar="REV", help="read with the reader of git revision REV")
    parser.add_argument(
        "--take-backs",
        action="store_true",
        help="drop statements the text takes back later (round 24's DROP_TAKEN_BACK; --at 81aa73e)",
    )
    args = parser.parse_args()
    rows = _records(args.paths)
    if not rows:
        raise SystemExit("no records found in " + " ".join(args.paths))
    if args.at:
        from _revision import reader_at  # here: the tests load this file without benchmarks/

        reader = reader_at(args.at)
    else:
        reader = _kcoloring_edges
    if args.take_backs:
        if not hasattr(reader, "DROP_TAKEN_BACK"):
            raise SystemExit(
                "--take-backs: this reader has no DROP_TAKEN_BACK (round 24 to 81aa73e had it; "
                "add --at 81aa73e)"
            )
        reader.DROP_TAKEN_BACK = True
    report(measure(rows, args.verbose, reader))


if __name__ == "__main__":
    main()
