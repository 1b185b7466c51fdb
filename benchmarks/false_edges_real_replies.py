"""What the false-edge reader reads in a real model's replies, with no labels needed.

The sequel's repository holds o1-mini's own replies to every problem of the study
(``graph_coloring/responses/o1-mini.zip`` of AlexHeyman/RLLMGraphColoring, MIT licence;
not in this repository). Most of what a reply says about the graph is true, so the true
edges the reader reads there are a floor on how much of a real model's relation talk it
follows (the forms a false edge takes are the same), and the non-edges it reads are a
ceiling on its wrong reports (or real false edges: the labelled ``real-o1-mini`` part says
which). Prints, per reader, the replies, true edges read, non-edges read and the replies
with one; with ``--at REV`` the reader of that revision too, in the same run.

    python benchmarks/false_edges_real_replies.py PATH/TO/o1-mini.zip [--at REV ...]
"""

from __future__ import annotations

import argparse
import json
import zipfile
from pathlib import Path
from types import ModuleType

from _revision import reader_at

from ramsey_inspect.parsers import _kcoloring_edges

DATA = Path(__file__).resolve().parents[1] / "src" / "ramsey_inspect" / "data" / "kcoloring"


def _replies(archive: str) -> list[tuple[str, str, int, set[tuple[int, int]], str]]:
    """(name, frame, n, the problem's edges, text) for every reply in the archive."""
    problems: dict[str, dict[str, set[tuple[int, int]]]] = {}
    out = []
    with zipfile.ZipFile(archive) as zf:
        for name in sorted(zf.namelist()):
            if not name.endswith(".txt"):
                continue
            parts = name.split("/")
            set_name, frame, pid = parts[1], parts[2], Path(name).stem
            if set_name not in problems:
                rows = (DATA / f"{set_name}.jsonl").read_text(encoding="utf-8").splitlines()
                problems[set_name] = {
                    str(row["id"]): {tuple(e) for e in row["edges"]}
                    for row in map(json.loads, rows)
                }
            n = int(set_name.split("v")[0])
            text = zf.read(name).decode("utf-8", errors="replace")
            out.append((name, frame, n, problems[set_name][pid], text))
    return out


def tally(
    reader: ModuleType, replies: list[tuple[str, str, int, set[tuple[int, int]], str]]
) -> str:
    true = non = with_non = 0
    for _name, frame, n, edges, text in replies:
        read = {c.edge for c in reader.read_edge_claims([text], frame, n)}
        true += len(read & edges)
        non += len(read - edges)
        with_non += bool(read - edges)
    return f"{len(replies):7d} {true:9d} {non:9d} {with_non:9d}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("archive", help="the sequel's o1-mini.zip")
    parser.add_argument("--at", action="append", default=[], help="also this revision's reader")
    args = parser.parse_args()
    if not Path(args.archive).is_file():
        raise SystemExit(f"archive: no file {args.archive!r}")
    replies = _replies(args.archive)
    print(f"{'reader':12s} {'replies':>7s} {'true read':>9s} {'non-edges':>9s} {'with one':>9s}")
    for rev in args.at:
        print(f"{rev:12s} {tally(reader_at(rev), replies)}")
    print(f"{'tree':12s} {tally(_kcoloring_edges, replies)}")


if __name__ == "__main__":
    main()
