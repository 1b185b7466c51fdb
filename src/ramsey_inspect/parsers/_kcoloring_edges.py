"""Edges a k-coloring reply states exist: the hallucinated edges of the study's sequel.

Heyman & Zylberberg (2025) found that most wrong verdicts of reasoning models come with an
edge the reasoning states although the prompt never gave it. This reader finds such
statements in any text (reasoning or reply) and returns the edges asserted, in the
problem's 0-based numbering, so the scorer can keep those the prompt lacks.

What counts as an assertion, sentence by sentence:

- a relation: "6 is connected to 7", "vertex 2 is adjacent to 0, 1, and 3", "Heather and
  George are friends", "Alice knows Bob", "there is a highway between city 3 and city 5";
- a neighbour list: "6's neighbors are 1, 3, 7", "neighbors of 6: {1,3,7}", "N(6) = {1,3,7}",
  a line "Vertex 6: 1, 3, 7", a markdown table row under a neighbours header;
- an edge written out: "(6,7)", "{6,7}", "6-7" / "city 3 – city 5" in a sentence about
  edges, highways or friendships, LaTeX ``(6,7) \\in E``.

Not assertions: a sentence that asks (ends in "?", or begins "is/are/does ..."), a clause
that denies, doubts or supposes before the statement ("not", "no", "if", "whether",
"suppose", "would", "need", "check", "expected", "missing", "complement" ...), a statement
taken back on the spot ("6 is adjacent to 7 (no, ...)"), and what is said of colors only.
A later sentence correcting an earlier statement does not erase it: the sequel's authors
judged each line alone and counted a statement the model later retracted as a hallucination
(their verdicts mark "Wait, I made a mistake. Vertex 5 is connected to vertex 7" a true
positive), so this reader does too.

Vertices outside the problem (vertex 9 of an 8-vertex graph, city 0) are ignored: they are
more often counts or colors than vertices, and the sequel's would-be-correct rule could not
use them either.

Bounded: at most ``MAX_CHARS`` characters of each text and ``MAX_LINE_CHARS`` of each line
are read, with linear-time patterns; it never raises on model text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

MAX_CHARS = 1_000_000
"""Characters of each text read (the rest is ignored)."""
MAX_LINE_CHARS = 4_000
"""Characters of each line read."""
MAX_CLAIMS = 2_000
"""Distinct edges kept per reading (a graph of 12 vertices has 66 pairs)."""

_FRIENDS = (
    "Alice", "Bob", "Carol", "Dave", "Ethan", "Fran",
    "George", "Heather", "Irene", "Jack", "Kevin", "Laura",
)  # fmt: skip
"""People of the friends frame in order; the sequel names the 11th and 12th Kathy and Larry."""
_ALSO = {"Kathy": 10, "Larry": 11}

_NAME = re.compile(r"\b(" + "|".join(_FRIENDS + tuple(_ALSO)) + r")\b")
_NUMBER = re.compile(r"(?<![\w.#$])(\d{1,3})(?![\w]|\.\d)")
_CITY_NUMBER = re.compile(r"(?<![\w.#$])(\d{1,3})(?![\w]|\.\d)")

V = r"(?:(?:vertex|vertices|node|nodes|city|cities|person)\s)?#(\d+)"
"""A vertex after normalising: ``#6`` (``#x`` stands for a number that is no vertex)."""
_ANNOT = r"(?:\s?\((?!\s?(?:no|not|wait|hmm|✗|x)\b)[^()#?]{0,30}\))?"
_SEP = r"(?:\s?,\s?(?:and\s|&\s)?|\s(?:and|&)\s|\s?/\s?)"
LIST = rf"{V}{_ANNOT}(?:{_SEP}{V}{_ANNOT}){{0,15}}"

_REL = re.compile(
    rf"{V}{_ANNOT}(?::|\s(?:is|was|are|'s))?\s(?:only\s|also\s|directly\s|now\s|still\s|indeed\s)?"
    r"(?:connected|adjacent|linked|joined|attached|friends|connects|neighbors|neighbours|"
    r"knows|is\sfriends)(?:\s(?:with|to))?\s?:?\s(?:both\s|all\sof\s|each\sof\s)?"
    rf"(?P<list>{LIST})"
)
_NEIGHBOURS = re.compile(
    rf"{V}(?:'s|\shas)\s(?:the\s)?(?:neighbors|neighbours|friends|connections|adjacent\s\w+|"
    r"adjacency(?:\slist)?)(?:\s(?:are|include|is))?\s?[:=]?\s?[\[{(]?\s?"
    rf"(?P<list>{LIST})"
    rf"|(?:neighbors|neighbours|friends|adjacency\slist|adj)\s?(?:of|\[|\()\s?{V}[\])]?"
    rf"(?:\s(?:are|include|is))?\s?[:=]?\s?[\[{{(]?\s?(?P<list2>{LIST})"
    rf"|\bn\({V}\)\s?=\s?\{{?\s?(?P<list3>{LIST})"
)
_MUTUAL = re.compile(
    rf"{V}{_ANNOT}\s(?:and|&)\s{V}{_ANNOT}\s(?:are|were)\s(?:both\s|also\s|directly\s)?"
    r"(?:connected|adjacent|friends|neighbors|neighbours|linked|joined)"
    rf"|(?:edge|highway|road|link|connection|friendship)s?\s(?:between|from|joining|connecting|"
    rf"linking)\s{V}\s(?:and|to|&|with)\s{V}"
    rf"|{V}\s(?:and|&)\s{V}\s(?:share|have)\san?\s(?:edge|highway|road)"
)
_PAIR = re.compile(rf"[({{\[]\s?{V}\s?,\s?{V}\s?[)}}\]]")
_DASH = re.compile(rf"{V}(?:\s?(?:--?-?|–|—|<->|↔|~)\s?{V}){{1,12}}")
_DASH_STEP = re.compile(rf"{V}(?=\s?(?:--?-?|–|—|<->|↔|~)\s?{V})")
_RANGE_WORD = re.compile(r"(?:vertices|cities|nodes|from|labell?ed|numbered|between)\s$")
_LIST_ITEM = re.compile(V)
_ADJ_LINE = re.compile(
    rf"^\s*(?:[-*•+>|]\s?)*(?:\*\*)?{V}(?:\*\*)?\s?(?::|->|→|=>|⇒)\s?(?:\*\*)?\s?"
    rf"[\[{{(]?\s?(?P<list>{LIST})\s?[\]}})]?\s?\.?\s?$"
)

_SENTENCE = re.compile(r"(?<=[.!?])\s+|;\s?|(?<=\.)(?=[A-Z])")
_CONTRAST = re.compile(r",?\s\b(?:but|however|whereas|although|though|yet)\b|\s[—–]\s")
_CLAUSE = re.compile(r"[,:]\s?(?!\s?#)|\s[—–]\s|\(")
_HEDGE = re.compile(
    r"\b(?:not|no|nor|never|neither|none|non|without|missing|minus|absent|lacks?|lacking|"
    r"if|whether|or|possible|possibly|suppose|supposing|assume|assuming|assumed|imagine|"
    r"hypothetic\w*|were|would|could|might|should|need|needs|needed|require|requires|"
    r"required|expected|check|checking|verify|verifying|confirm|maybe|perhaps|unless|"
    r"complement\w*|wondering|wonder|mention\w*|instead|pretend|hypothesis|removing|add|"
    r"adding|added|want|wanted|unconnected|disconnected|non-adjacent|nonadjacent|"
    r"independent|avoid|nothing|make\ssure|except|same|share|sharing|pairs\sof\svertices)\b|n't\b|\bcan ?not\b"
)
_BACK = re.compile(
    r"^[\s,:(—–-]*(?:no|nope|wrong|incorrect|not|wait|hmm|actually|let\sme)\b|^\s?\?"
)
_POST = re.compile(
    r"^[\s,]*(?:if|only if|via|through|in\sthe\s(?:complement|inverse)|in\sg'|would|could|when)\b"
)
_POST_DOUBT = re.compile(
    r"✗|\bor at least\b|\bi'd expect|\bnot (?:specified|mentioned|listed|given|in the)|"
    r"\b(?:isn't|aren't|is\snot|are\snot)\s(?:listed|in\sthe|given|mentioned)|\(\s?(?:no|not|wait)\b"
)
_REPORTED = re.compile(
    r"\bi (?:said|assumed|thought|claimed|wrote|stated|listed|had)\b|\bearlier\b"
)
_TAIL_VERB = re.compile(
    r"^\s?(?:'s|to|is|has|can|must|connect|vert|node|edge|other|and\s#|are|was|were|also|"
    r"city|person|people|have|would|should)"
)
_SUPPOSE = re.compile(
    r"\b(?:if|suppose|supposing|assume|assuming|whether|would|were|imagine|let's say)\b"
)
_QUOTED = re.compile(r'"[^"]{0,300}"|“[^”]{0,300}”')
_QUESTION_START = re.compile(r"^\W*(?:is|are|does|do|did|was|were|can|could|should|has|have)\b")
_EDGE_CONTEXT = re.compile(
    r"\b(?:edges?|highways?|roads?|friendships?|connect\w*|adjacen\w*|links?|linked|pairs?|"
    r"paths?|cycles?|triangles?|neighbou?rs?|friends|e\s?=|\\in|∈)"
)
_CLIQUE = re.compile(
    r"\bclique\b|complete\s(?:sub)?graph|\bk\s?[₀-₉\d]{1,2}\b|mutual(?:ly)?\s(?:friends|adjacent|"
    r"connected|know)|pairwise\s(?:adjacent|connected|friends)|all\s(?:friends|adjacent|"
    r"connected)\s(?:with|to)\s(?:each\sother|one\sanother)|every\s(?:two|pair)\b"
)
_GROUP = re.compile(rf"{LIST}")
_ALL_OTHERS = re.compile(
    rf"{V}(?:\s(?:is|was))?\s(?:\w+\s)?(?:friends\swith|adjacent\sto|connected\sto)\s"
    r"(?:every\s?(?:one|body)|all\s(?:of\s)?(?:the\s)?other|every\sother|all\sthe\sothers)"
    r"|(?:all\sthe\s)?"
    rf"{V}\s(?:is|are)\s(?:a\s)?(?:\W)?universal"
)
_TABLE_HEAD = re.compile(r"neighbou?r|adjacen|connect|friends|edges")
_LATEX = re.compile(r"\\(?:left|right|big|Big|mathrm|text|,|;|!)|\$")


@dataclass(frozen=True)
class EdgeClaim:
    """One edge the text asserts, with the words that assert it (for an explanation)."""

    edge: tuple[int, int]
    quote: str


def _normaliser(frame: str, n: int) -> tuple[re.Pattern[str], int]:
    if frame == "friends":
        return _NAME, 0
    if frame == "cities":
        return _CITY_NUMBER, 1
    return _NUMBER, 0


def _normalise(line: str, frame: str, n: int) -> str:
    """The line with every vertex written ``#i`` (0-based), lower-cased, LaTeX stripped."""
    line = _LATEX.sub(" ", line).replace("\\{", "{").replace("\\}", "}")
    line = line.replace("**", "").replace("`", "")
    if frame == "friends":

        def person(m: re.Match[str]) -> str:
            name = m[1]
            return f"#{_ALSO[name] if name in _ALSO else _FRIENDS.index(name)}"

        out = _NAME.sub(person, line).lower()
        return out if n >= 12 else _drop_out_of_range(out, n)
    base = 1 if frame == "cities" else 0
    pattern = _CITY_NUMBER if frame == "cities" else _NUMBER

    def number(m: re.Match[str]) -> str:
        v = int(m[1]) - base
        return f"#{v}" if 0 <= v < n else "#x"

    return pattern.sub(number, line.lower())


def _drop_out_of_range(text: str, n: int) -> str:
    return re.sub(r"#(\d+)", lambda m: m[0] if int(m[1]) < n else "#x", text)


def _vertices(text: str) -> list[int]:
    return [int(m[1]) for m in _LIST_ITEM.finditer(text)]


def _hedged(text: str) -> bool:
    return _HEDGE.search(text) is not None or "?" in text


class _Reader:
    def __init__(self, frame: str, n: int) -> None:
        self.frame, self.n = frame, n
        self.claims: dict[tuple[int, int], EdgeClaim] = {}
        self.table_neighbours = False
        self.context = ""
        self.group: list[int] = []

    def add(self, a: int, b: int, quote: str) -> None:
        if a == b or not (0 <= a < self.n and 0 <= b < self.n) or len(self.claims) >= MAX_CLAIMS:
            return
        edge = (a, b) if a < b else (b, a)
        if edge not in self.claims:
            self.claims[edge] = EdgeClaim(edge, quote.strip()[:160])

    def line(self, raw: str) -> None:
        raw = raw[:MAX_LINE_CHARS]
        if "#" not in raw and not any(ch.isdigit() for ch in raw) and self.frame != "friends":
            self.table_neighbours = False
            return
        text = _normalise(_QUOTED.sub(" ", raw), self.frame, self.n)
        if "#" not in text:
            self.table_neighbours = "|" in text and self.table_neighbours
            return
        if self._table(raw, text):
            return
        m = _ADJ_LINE.match(text)
        if m and not _hedged(text[: m.start("list")]):
            v = int(m[1])
            for u in _vertices(m["list"]):
                self.add(v, u, raw)
            return
        if self._group_line(text, raw):
            return
        self.context = text
        for sentence in _SENTENCE.split(text):
            self.sentence(sentence, raw)
        self.group = []

    def _group_line(self, text: str, raw: str) -> bool:
        """A line that is only a group of vertices ("  Alice, Dave, Fran, Irene."): kept
        for the next line, which may call it a clique."""
        body = text.strip().strip("{}[]().:•-* ")
        if _GROUP.fullmatch(body) and len(_vertices(body)) >= 3:
            self.group = _vertices(body)
            return True
        return False

    def _clique(self, part: str, raw: str) -> None:
        if not _CLIQUE.search(part) or _hedged(part) or _SUPPOSE.search(part):
            return
        groups = [_vertices(m[0]) for m in _GROUP.finditer(part)]
        group = max(groups, key=len, default=[])
        if len(group) < 3:
            group = self.group if len(group) == 0 else []
        if len(group) < 3:
            return
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                self.add(a, b, raw)

    def _table(self, raw: str, text: str) -> bool:
        stripped = text.strip()
        if not stripped.startswith("|"):
            self.table_neighbours = False
            return False
        if _TABLE_HEAD.search(stripped) and "#" not in stripped:
            self.table_neighbours = True
            return True
        if not self.table_neighbours:
            return False
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if not cells:
            return True
        head = re.fullmatch(V, cells[0])
        if head is None:
            return True
        for cell in cells[1:]:
            body = cell.strip("[]{}() ")
            if re.fullmatch(LIST, body):
                for u in _vertices(body):
                    self.add(int(head[1]), u, raw)
        return True

    def sentence(self, sentence: str, raw: str) -> None:
        s = sentence.strip()
        if not s or s.endswith("?") or _QUESTION_START.match(s):
            return
        if "complement" in s or "g'" in s or "non-edge" in s or "not in the" in s and "list" in s:
            return
        parts = _CONTRAST.split(s)
        for part in parts:
            if "#" in part:
                self.clause(part, raw)

    def clause(self, part: str, raw: str) -> None:
        taken: list[tuple[int, int]] = []
        self._clique(part, raw)
        for m in _ALL_OTHERS.finditer(part):
            if _hedged(self._preamble(part, m.start())) or _SUPPOSE.search(part, 0, m.start()):
                continue
            v = int(next(g for g in m.groups() if g is not None))
            for u in range(self.n):
                self.add(v, u, raw)
            taken.append(m.span())
        for pattern in (_REL, _NEIGHBOURS):
            for m in pattern.finditer(part):
                if any(a <= m.start() < b for a, b in taken):
                    continue
                if self._relation(part, m):
                    taken.append(m.span())
        for m in _MUTUAL.finditer(part):
            if any(a <= m.start() < b for a, b in taken):
                continue
            pre = self._preamble(part, m.start())
            post = part[m.end() : m.end() + 40]
            if _REPORTED.search(part, 0, m.start()) or _POST_DOUBT.search(post):
                continue
            if (
                _hedged(pre)
                or _SUPPOSE.search(part, 0, m.start())
                or _BACK.match(post)
                or _POST.match(post)
            ):
                continue
            vs = [int(g) for g in m.groups() if g is not None]
            if len(vs) == 2:
                self.add(vs[0], vs[1], raw)
                taken.append(m.span())
        if _hedged(part):
            return
        pairs = [(int(m[1]), int(m[2])) for m in _PAIR.finditer(part)]
        if any(a == b for a, b in pairs):
            return  # every pair enumerated, (4,4) included: not a list of edges
        context = _EDGE_CONTEXT.search(part) or _EDGE_CONTEXT.search(self.context)
        if not context:
            return  # a bare list of pairs is as often the pairs that may share a color
        for a, b in pairs:
            self.add(a, b, raw)
        if context:
            for m in _DASH.finditer(part):
                if _RANGE_WORD.search(part[max(0, m.start() - 12) : m.start()]):
                    continue
                chain = _vertices(m[0])
                for a, b in zip(chain, chain[1:]):
                    self.add(a, b, raw)

    def _preamble(self, part: str, start: int) -> str:
        cut = 0
        for c in _CLAUSE.finditer(part, 0, start):
            cut = c.end()
        return part[cut:start]

    def _relation(self, part: str, m: re.Match[str]) -> bool:
        pre = self._preamble(part, m.start())
        if _SUPPOSE.search(part, 0, m.start()) or _REPORTED.search(part, 0, m.start()):
            return False
        if _hedged(pre) or pre.strip().endswith(("degree", "is", "are", "does")):
            return False
        group = next(g for g in ("list", "list2", "list3") if g in m.re.groupindex and m[g])
        post = part[m.end(group) : m.end(group) + 60]
        if _BACK.match(post) or _POST.match(post) or _POST_DOUBT.search(post):
            return False
        v = int(next(g for g in m.groups() if g is not None))
        targets = _vertices(m[group])
        if len(targets) > 1 and _TAIL_VERB.match(post):
            targets = targets[:-1]
        for u in targets:
            self.add(v, u, part)
        return True


def read_edge_claims(texts: Iterable[str], frame: str, n: int) -> list[EdgeClaim]:
    """Every edge the texts assert, first statement of each, sorted by edge.

    ``frame`` is how vertices are named (``math``/``math_demanding``: 0-based numbers,
    ``cities``: 1-based city numbers, ``friends``: the people); ``n`` the vertex count.
    """
    reader = _Reader(frame, max(0, min(int(n), 64)))
    for text in texts:
        if not isinstance(text, str) or not text:
            continue
        for line in text[:MAX_CHARS].splitlines():
            try:
                reader.line(line)
            except (ValueError, IndexError, RecursionError):  # defensive: model text
                continue
    return [reader.claims[e] for e in sorted(reader.claims)]


def false_edge_claims(
    texts: Iterable[str], frame: str, n: int, edges: Sequence[tuple[int, int]]
) -> list[EdgeClaim]:
    """The asserted edges the prompt does not contain (see :func:`read_edge_claims`)."""
    given = {(min(a, b), max(a, b)) for a, b in edges}
    return [c for c in read_edge_claims(texts, frame, n) if c.edge not in given]


def false_edges(
    texts: Iterable[str], frame: str, n: int, edges: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Sorted ``(u, v)`` pairs, ``u < v``, asserted by the texts and absent from ``edges``."""
    return [c.edge for c in false_edge_claims(texts, frame, n, edges)]
