"""Digests of the sequel's published problems, and how they were made from its data.zip.

The sequel's repository (``AlexHeyman/RLLMGraphColoring``) publishes every problem as
``graph_coloring/data/data.zip``: ``<set>/<id>.txt`` with the edges on line 1
(``a,b|c,d|...``) and ``True``/``False`` (colorable) on line 2, CRLF line endings. CI cannot
reach that repository, so the tests compare our sets with SHA-256 digests of one canonical
text per set: one line ``<id> <line 1> <line 2>`` per problem, ids ascending, each line
ending in a newline. Run this file on a copy of data.zip to print them again:

    python tests/datasets/sequel_digests.py path/to/graph_coloring/data/data.zip
"""

from __future__ import annotations

import hashlib
import sys
import zipfile
from collections.abc import Iterable

SEQUEL_DIGESTS = {
    "8v4c_adv": "069a297c5b578179bfb2c63bd6ad0ea79fc8ac00660be3a53588bad1bdbc2934",
    "8v4c_hec_col": "73f330d7c05cfccbe4c999c6b5015a43360b4422d733eea86ff3e35d579ecce6",
    "12v6c": "4be86e5d39266568abc1da5e7619451c77af088927ce4596a5c62ece1142dbda",
    "8v4c_gs_test": "f65b5d1db866d2da55ed553372c736f029d0851e88585965ee3f349865e56021",
}
"""SHA-256 of each set's canonical text, printed by this file from the sequel's data.zip."""
SEQUEL_FIRST_LINES = {
    "8v4c_adv": (
        "1 0,1|0,2|0,5|0,6|0,7|1,3|1,5|1,7|2,3|2,4|2,6|2,7|3,4|3,5|3,6|3,7|4,5|4,6|4,7|5,7 True"
    ),
    "8v4c_hec_col": (
        "1 0,2|0,3|0,4|0,6|1,2|1,3|1,4|1,5|2,3|2,5|2,6|2,7|3,4|3,5|3,6|3,7|4,5|4,7|5,6|5,7 True"
    ),
    "12v6c": (
        "1 0,4|0,6|0,8|0,9|0,10|1,2|1,4|1,5|1,7|1,8|1,11|2,4|2,5|2,6|2,7|2,9|2,10|3,4|3,5|3,6|3,7|3,9|3,10|3,11|4,5|4,6|4,7|4,8|4,9|4,10|5,6|5,7|5,9|5,10|5,11|6,9|6,10|6,11|7,8|7,9|7,10|7,11|8,9|8,10|8,11|9,10|10,11 True"
    ),
    "8v4c_gs_test": (
        "1 0,1|0,3|0,5|0,7|1,2|1,3|1,4|1,5|1,6|1,7|2,3|2,5|2,7|3,4|3,6|4,5|4,6|5,7|6,7 True"
    ),
}
"""Each set's first canonical line, so a failing comparison shows where ids start to differ."""


def canonical_text(problems: Iterable[tuple[int, Iterable[tuple[int, int]], bool]]) -> str:
    """The canonical text of ``(id, edges, colorable)`` triples, ids ascending."""
    lines = [
        f"{pid} {'|'.join(f'{a},{b}' for a, b in sorted(edges))} {colorable}\n"
        for pid, edges, colorable in sorted(problems, key=lambda t: t[0])
    ]
    return "".join(lines)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def from_zip(path: str) -> dict[str, str]:
    """Each sequel set's canonical text, read from the sequel's data.zip."""
    found: dict[str, list[tuple[int, list[tuple[int, int]], bool]]] = {
        s: [] for s in SEQUEL_DIGESTS
    }
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            folder, _, file = name.rpartition("/")
            if folder not in found or not file.endswith(".txt"):
                continue
            lines = archive.read(name).decode("ascii").splitlines()
            edges = [(int(a), int(b)) for a, b in (p.split(",") for p in lines[0].split("|"))]
            found[folder].append((int(file.removesuffix(".txt")), edges, lines[1] == "True"))
    return {name: canonical_text(problems) for name, problems in found.items()}


if __name__ == "__main__":
    for set_name, text in from_zip(sys.argv[1]).items():
        print(f"{set_name}: {text.count(chr(10))} problems, sha256 {digest(text)}")
        print(f"  first line: {text.splitlines()[0]}")
