"""Which of the sequel's o1-mini replies this part labels: a fixed, seeded choice.

The replies are the study's own (``graph_coloring/responses/o1-mini.zip`` in
AlexHeyman/RLLMGraphColoring, MIT licence). Most are a bare colouring or "Impossible"; a
reply is a candidate when it has 20 words or more and, once the prompt's own rule ("no two
adjacent vertices share ...") is struck out, still speaks of relations (friends, connected,
adjacent, edge, clique, neighbour, triangle, degree, K4 ...). Sets with few candidates are
taken whole, the three 8-vertex friends sets 55 each (seed 53); then every remaining
candidate that names a relation between people (seed 54). No annotation of the study was
read to choose them.

    python tests/parsers/kcoloring_edge_corpus/real-o1-mini/choose_replies.py PATH/TO/o1-mini.zip

prints the chosen replies (``o1-mini/<set>/<frame>/[repeatN/]<id>.txt``), one a line, in
the order the part's files hold them (FL, FM and FN take every third of the first choice,
FQ the second).
"""

from __future__ import annotations

import random
import re
import sys
import zipfile
from collections import defaultdict

RELATION = re.compile(
    r"friend|connect|adjacen|edge|clique|neighbo|\bK_?\{?[3-9]|triangle|degree", re.I
)
NAMED = re.compile(
    r"clique|each other|mutual|triangle|\bK_?\{?[3-9]|all (friends|connected|adjacent)"
    r"|friends with|is connected to|adjacent to|neighbo",
    re.I,
)
PROMPT_RULES = (
    r"no two adjacent vertices (share|have|receive|are)[^.\n]*",
    r"(no|without) two (friends|people who are friends|adjacent)[^.\n]*",
    r"(conflict|share)[^.\n]*with (their|any of their|his or her) friends?[^.\n]*",
)
QUOTA = {("8v4c_adv", "friends"): 55, ("8v4c_hec_col", "friends"): 55, ("8v4c", "friends"): 55}


def _own_words(text: str) -> str:
    for rule in PROMPT_RULES:
        text = re.sub(rule, "", text, flags=re.I)
    return text


def choose(archive: str) -> tuple[list[str], list[str]]:
    """The first choice (shuffled, seed 53) and the second (seed 54), as paths in the zip."""
    strata: dict[tuple[str, str], list[str]] = defaultdict(list)
    texts: dict[str, str] = {}
    with zipfile.ZipFile(archive) as zf:
        for name in sorted(zf.namelist()):
            if not name.endswith(".txt"):
                continue
            text = zf.read(name).decode("utf-8", errors="replace")
            if len(text.split()) < 20 or not RELATION.search(_own_words(text)):
                continue
            set_name, frame = name.split("/")[1:3]
            strata[(set_name, frame)].append(name)
            texts[name] = text
    rng = random.Random(53)
    first: list[str] = []
    for key in sorted(strata):
        names = strata[key]
        quota = QUOTA.get(key, len(names))
        first += rng.sample(names, quota) if quota < len(names) else names
    rng.shuffle(first)
    taken = set(first)
    second = sorted(n for n in texts if n not in taken and NAMED.search(_own_words(texts[n])))
    random.Random(54).shuffle(second)
    return first, second


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: choose_replies.py PATH/TO/o1-mini.zip")
    first, second = choose(sys.argv[1])
    print("\n".join([*first[0::3], *first[1::3], *first[2::3], *second]))
