r"""Edges a k-coloring reply states exist: the hallucinated edges of the study's sequel.

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
  edges, highways or friendships, LaTeX ``(6,7) \in E``.

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
MAX_READ_CHARS = 250_000
"""Characters of candidate lines (a word about edges, or a list shape) read closely per
reading, each line counting 40 more; later lines are skipped, which bounds hostile text.
R1-length reasoning (50 kB) spends about a sixth of it."""
_CHUNK = 50_000
"""Characters searched for candidate lines at a time, so the search stops with the budget."""

_FRIENDS = (
    "Alice", "Bob", "Carol", "Dave", "Ethan", "Fran",
    "George", "Heather", "Irene", "Jack", "Kevin", "Laura",
)  # fmt: skip
"""People of the friends frame in order; the sequel names the 11th and 12th Kathy and Larry."""
_ALSO = {"Kathy": 10, "Larry": 11}
_PERSON = {name: i for i, name in enumerate(_FRIENDS)} | _ALSO

_INITIAL_AFTER = re.compile(r"\(([A-L])\)")
_INITIAL_BEFORE = re.compile(r"=\s?(" + "|".join(_FRIENDS + tuple(_ALSO)) + r")\b")
_INITIAL = re.compile(
    r"(?<![\w'’.-])([A-L])(?![\w'’])(?!\s(?!(?:is|are|was|has|and|or|to|with|knows|sees|must|"
    r"can|cannot|would|gets|misses|likewise|also|each|all|both)\b)[a-z])"
)
"""A person's initial standing alone, not the article "A" or the pronoun "I"."""
_DEFINED = re.compile(r"\s?\([A-L]\)")
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
    r"knows|is\sfriends|listed\sas\sfriends)(?:\s(?:exactly|only|directly))?(?:\s(?:with|to))?\s?:?\s"
    r"(?:both\s|all\sof\s|each\sof\s|(?:the\s)?(?:\w+\s)?(?:people|persons|vertices|cities)\s)?"
    rf"[\[{{(]?\s?(?P<list>{LIST})"
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

_ABBREVIATIONS = ("i.e.", "e.g.", "etc.", "vs.", "cf.")
_MARKS = ("✗", "❌", "✘")
_SENTENCE = re.compile(r"[.!?]\s+|;\s?")
"""Where sentences end (text is lower-cased by then); the stop itself is kept."""
_CONTRAST = re.compile(r",?\s\b(?:but|however|whereas|although|though|(?<!not\s)yet)\b|\s[—–]\s")
_CLAUSE = re.compile(r"[,:]\s?(?!\s?#)|\s[—–]\s|\(|\s(?:because|since|and|so|as|while)\s")
_REASON = re.compile(r"\s(?:because|since)\s|,\sso\s|\(")
"""Where a reason begins: a supposition before it does not reach the statement after it."""
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
    r"^[\s,:(—–-]*(?:no|nope|wrong|incorrect|not(?!\syet)|wait|hmm|actually|let\sme)\b|^\s?\?"
)
_POST = re.compile(
    r"^[\s,]*(?:if|only if|via|through|in\sthe\s(?:complement|inverse)|in\sg'|would|could|when)\b"
)
_POST_DOUBT = re.compile(
    r"[✗❌✘]\s?\(\s?(?:no|not|wait|actually)\b|\bor at least\b|\bi'd expect|\bnot (?:specified|mentioned|listed|given|in the)|"
    r"\b(?:isn't|aren't|is\snot|are\snot)\s(?:listed|in\sthe|given|mentioned)|\(\s?(?:no|not(?!\syet)|wait)\b(?!\s#)"
)
_REPORTED = re.compile(
    r"\bi(?:'ve\sbeen|\swas)?\s(?:\w+ly\s)?(?:said|assumed|assuming|thought|claimed|wrote|stated|"
    r"listed|had|saying|stating)\b|\bearlier\b"
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
    r"paths?|cycles?|triangles?|neighbou?rs?|friends|e\s?=)|\\in\b|∈"
)
_CLIQUE = re.compile(
    r"\bclique\b|complete\s(?:sub)?graph|\bk\s?[₀-₉\d]{1,2}\b|(?:mutual(?:ly)?|all|pairwise)\s"
    r"(?:friends|adjacent|connected|know|linked)\b|(?:friends|adjacent|connected|linked)\s"
    r"(?:with|to)\s(?:each\sother|one\sanother|every\sother\s(?:one|member))|"
    r"know\s(?:each\sother|one\sanother)|every\s(?:two|pair)\b"
)
_CLIQUE_DOUBT = re.compile(
    r"\bfor\b[^.]{0,80}\bto\s(?:form|be|make)\b|\b(?:try|trying|candidates?|look\sfor|looking\sfor|"
    r"search\w*)\b|\bneed\s(?:the\s)?(?:following\s)?(?:edges|all\s)"
)
"""A clique looked for or tried, not found ("for 0, 1, 2 to form a clique, we need ...")."""
_EXCEPT = re.compile(rf"\s?(?:else\s)?(?:except(?:\sfor)?|but|besides|other\sthan)\s({LIST})")
_VOUCHED = re.compile(
    r"\b(?:one|you|we)\s(?:may|can|could|will)\s(?:easily\s|quickly\s)?(?:verify|check|confirm|"
    r"see|find)(?:\s\(.{0,40}?\))?(?:\sthat)?|\b(?:by|after\ssome|on)\schecking\b|"
    r"\bas\scan\sbe\s(?:verified|checked|seen)\b"
)
"""Words that vouch for what follows ("one may verify that ..."): no doubt there."""
_GROUP = re.compile(rf"{LIST}")
_ALL_OTHERS = re.compile(
    rf"(?P<subjects>{LIST})(?:\s?[—–-]\s?|\s)(?:(?:is|was|are|were)\s)?(?:\w+\s){{0,2}}?"
    r"(?:friends\swith|adjacent\sto|connected\sto)\s"
    r"(?:every\s?(?:one|body)(?:\selse)?|(?:every\sone\sof\s|all\s(?:of\s)?)the\sother"
    r"(?:s|\s(?:#?\d+|\w+)\b(?:\s(?:people|persons|vertices|cities|nodes)\b)?)|every\sother\s"
    r"(?:person|vertex|city|node|one)|all\sothers)(?!\s(?:\w+\s)?(?:in|of|among|from|within|on)\b)"
    r"|(?:all\sthe\s)?"
    rf"{V}\s(?:is|are)\s(?:a\s)?(?:\W)?universal"
)
_ALL_OF = re.compile(
    rf"(?P<subjects>{LIST})(?:\s?[—–-]\s?|\s)(?:(?:is|was|are|were)\s)?(?:also\s|each\s|both\s)*"
    r"(?:friends\swith|adjacent\sto|connected\sto|linked\sto)\s(?:all|each|every)(?:\s\w+)?\s"
    r"(?:of\s)?(?:these|those|them|th(?:at|is|e)\s(?:clique|set|group))\b"
)
"""A vertex adjacent to each of a group named before ("George is friends with all four of these")."""
_REFERS = re.compile(r"\b(?:these|those|them|they|th(?:at|is|e)\s(?:clique|set|group))\b")
_BRACED = re.compile(rf"[{{\[]\s?({LIST})\s?[}}\]]")
_DIGIT = re.compile(r"\d")
_SLOT = re.compile(r"#(\d+)")
_OTHER_NUMBER = re.compile(r"(?<![#\d])\d+")
"""A number that is no vertex: in a line's shape any other reads the same."""
_ALL = -1
"""Stands for every vertex ("6 is adjacent to every other vertex")."""
_KEYWORDS = (
    "connect", "adjacen", "adj", "link", "join", "attach", "friend", "neighb", "know", "edge",
    "highway", "road", "pair", "path", "cycle", "triangle", "clique", "complete", "mutual",
    "every", "universal", "n(", "\\in", "∈", "e =", "e=",
)  # fmt: skip
"""Words without which no sentence asserts an edge (a superset of the patterns' words)."""
_K_NUMBER = re.compile(r"k\s?[₀-₉\d]")
"""K4, K₇ (a complete graph); its literal start keeps the search fast."""
_SHAPES = (":", "->", "→", "=>", "⇒")
"""Marks of an adjacency line ("6: 1, 3, 7", "6 -> 7")."""
_REL_WORDS = ("connect", "adjacen", "link", "join", "attach", "friend", "neighb", "know")
_NEIGHBOUR_WORDS = ("neighb", "friend", "connection", "adj", "n(")
_MUTUAL_WORDS = (
    "connect", "adjacen", "friend", "neighb", "link", "join", "edge", "highway", "road",
)  # fmt: skip
_ALL_WORDS = ("every", "all", "universal")
_ALL_WORDS2 = ("every", "all", "each")
_LIST_LEADS = ("to", "with", "of", "and", ",")
"""Words before a list that make it an object, not the subjects of what follows."""
_CLIQUE_WORDS = ("clique", "complete", "k", "mutual", "pairwise", "all", "every")
_CLIQUE_WORDS_STRONG = ("clique", "complete", "mutual", "pairwise", "every")
"""Clique words whose line may name its group on the line before."""
_TABLE_HEAD = re.compile(r"neighbou?r|adjacen|connect|friends|edges")
_LATEX = re.compile(r"\\(?:left|right|big|Big|mathrm|text|,|;|!)|\$")


_Template = tuple[list[tuple[int, int]], bool, list[int], list[int], bool]
_TEMPLATES: dict[tuple[str, bool], _Template] = {}
"""What each line shape asserts, by slot, kept across readings: replies of one model repeat
their phrasing, so most lines of a run are read once for all its samples."""
MAX_TEMPLATES = 50_000
"""Line shapes kept; the store is emptied when full."""


@dataclass(frozen=True)
class EdgeClaim:
    """One edge the text asserts, with the words that assert it (for an explanation)."""

    edge: tuple[int, int]
    quote: str


def _initials(text: str) -> dict[str, int]:
    """The people's initials where the text defines them ("A = Alice", "Bob (B)").

    Kept only when it defines two or more; each letter must be its name's initial.
    """
    found: dict[str, int] = {}
    for m in _INITIAL_AFTER.finditer(text):
        name = text[max(0, m.start() - 12) : m.start()].rstrip().rsplit(None, 1)[-1:]
        if name and name[0] in _PERSON and name[0][0] == m[1]:
            found[m[1]] = _PERSON[name[0]]
    for m in _INITIAL_BEFORE.finditer(text):
        letter = text[max(0, m.start() - 3) : m.start()].strip()[-1:]
        if letter == m[1][0]:
            found[letter] = _PERSON[m[1]]
    return found if len(found) >= 2 else {}


def _normalise(
    line: str,
    frame: str,
    n: int,
    initials: dict[str, int] | None = None,
    slots: list[int] | None = None,
) -> str:
    """The line with every vertex written ``#i`` (0-based), lower-cased, LaTeX stripped.

    With ``slots``, vertex ``v`` is written ``#j`` where ``slots[j] == v`` (numbered by
    first appearance, ``slots`` filled in): the line's shape, the same for any vertices.
    """

    def mark(v: int) -> str:
        if not 0 <= v < n:
            return "#x"
        if slots is None:
            return f"#{v}"
        if v not in slots:
            slots.append(v)
        return f"#{slots.index(v)}"

    if "\\" in line or "$" in line:
        line = _LATEX.sub(" ", line).replace("\\{", "{").replace("\\}", "}")
    line = line.replace("**", "").replace("`", "")
    if frame == "friends":

        def person(m: re.Match[str]) -> str:
            return mark(_PERSON[m[1]])

        def initial(m: re.Match[str]) -> str:
            v = (initials or {}).get(m[1])
            return m[0] if v is None else mark(v)

        if initials:  # "Carol (C)": the initial defined again is no second vertex
            line = _INITIAL.sub(initial, _DEFINED.sub(" ", line))
        return _NAME.sub(person, line).lower()
    base = 1 if frame == "cities" else 0
    pattern = _CITY_NUMBER if frame == "cities" else _NUMBER

    def number(m: re.Match[str]) -> str:
        return mark(int(m[1]) - base)

    return pattern.sub(number, line.lower())


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for m in _SENTENCE.finditer(text):
        if text.endswith(_ABBREVIATIONS, 0, m.start() + 1) or text.startswith(_MARKS, m.end()):
            continue  # "i.e. every one", "... ✗ (not listed)": no sentence ends there
        stop = m.start() + (text[m.start()] in ".!?")
        out.append(text[start:stop])
        start = m.end()
    out.append(text[start:])
    return out


def _vertices(text: str) -> list[int]:
    return [int(m[1]) for m in _LIST_ITEM.finditer(text)]


def _hedged(text: str) -> bool:
    return "?" in text or _HEDGE.search(text) is not None


def _has(text: str, words: tuple[str, ...]) -> bool:
    return any(w in text for w in words)


class _Reader:
    def __init__(self, frame: str, n: int) -> None:
        self.frame, self.n = frame, n
        self.claims: dict[tuple[int, int], EdgeClaim] = {}
        self.table_neighbours = False
        self.line_edgy = False  # the line being read speaks of edges
        self.group: list[int] = []
        self.budget = MAX_READ_CHARS
        self.initials: dict[str, int] = {}
        self.recent: list[int] = []  # the last group of three or more vertices named
        self.pending = False  # a clique claim ended in ":" and its group comes next
        self.seen: dict[tuple[str, bool, tuple[int, ...]], tuple[bool, list[int]]] = {}
        self.record: list[tuple[int, int]] | None = None  # reading a template: edges by slot

    def add(self, a: int, b: int, quote: str) -> None:
        if self.record is not None:
            self.record.append((a, b))
            return
        if b == _ALL:
            for u in range(self.n):
                self.add(a, u, quote)
            return
        if a == b or not (0 <= a < self.n and 0 <= b < self.n) or len(self.claims) >= MAX_CLAIMS:
            return
        edge = (a, b) if a < b else (b, a)
        if edge not in self.claims:
            self.claims[edge] = EdgeClaim(edge, quote.strip()[:160])

    def line(self, raw: str, worded: bool) -> None:
        """Read one line, unless it was read before in the same state (nothing new then)."""
        raw = raw[:MAX_LINE_CHARS].rstrip("\r")
        key = (raw, self.table_neighbours, tuple(self.group))
        after = self.seen.get(key)
        if after is not None:
            self.table_neighbours, self.group = after
            return
        self._line(raw, worded)
        self.seen[key] = (self.table_neighbours, self.group)

    def _line(self, raw: str, worded: bool) -> None:
        if self.frame != "friends" and _DIGIT.search(raw) is None and "#" not in raw:
            row = raw.lstrip().startswith("|")  # a header or a |---| rule keeps the table
            self.table_neighbours = row and (
                self.table_neighbours or _TABLE_HEAD.search(raw.lower()) is not None
            )
            return
        lower = raw.lower()
        quoted = '"' in raw or "“" in raw
        # Lines that differ only in their vertices are read once: the line with its
        # vertices numbered by first appearance (and other numbers as 0) is the key, its
        # edges kept by slot.
        values: list[int] = []
        template = _normalise(
            _QUOTED.sub(" ", raw) if quoted else raw, self.frame, self.n, self.initials, values
        )
        template = _OTHER_NUMBER.sub("0", template)

        def text() -> str:  # the line with its own vertices, for readings that need them
            return _SLOT.sub(lambda m: f"#{values[int(m[1])]}", template)

        named = _has(lower, _CLIQUE_WORDS_STRONG) and (
            self.group or self.recent or raw.rstrip().endswith(":")
        )
        if "#" not in template and not named:
            self.table_neighbours = "|" in template and self.table_neighbours
            return
        if self.table_neighbours or self.group or self.pending:
            self._read(text(), raw, worded)
            return
        if (
            self.recent
            and _REFERS.search(template)
            or (
                _has(template, _ALL_WORDS)
                and _has(template, (" except", " but ", " besides", " other than"))
            )
        ):  # read with the real vertices: a group named before, or "everyone except Alice"
            self._read(text(), raw, worded)
            return
        known = _TEMPLATES.get((template, worded))
        if known is None:
            self.record, recent = [], self.recent
            self.recent = []
            try:
                self._read(template, raw, worded)
                known = (self.record, self.table_neighbours, self.group, self.recent, self.pending)
            finally:
                self.record, self.recent = None, recent
            if len(_TEMPLATES) >= MAX_TEMPLATES:
                _TEMPLATES.clear()
            _TEMPLATES[(template, worded)] = known
        pairs, self.table_neighbours, group, new_recent, self.pending = known
        self.group = [values[i] for i in group]
        if new_recent:
            self.recent = [values[i] for i in new_recent]
        for a, b in pairs:
            self.add(values[a], b if b == _ALL else values[b], raw)

    def _read(self, text: str, raw: str, worded: bool) -> None:
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
        if worded:
            self.line_edgy = _EDGE_CONTEXT.search(text) is not None
            for sentence in _sentences(text):
                self.sentence(sentence, raw)
        self.group = []

    def _group_line(self, text: str, raw: str) -> bool:
        """Keep a line that only lists vertices ("Alice, Dave, Fran."): the next may call it a clique."""
        body = text.strip().strip("{}[]().:•-* ")
        if _GROUP.fullmatch(body) and len(_vertices(body)) >= 3:
            self.group = self.recent = _vertices(body)
            if self.pending:
                for i, a in enumerate(self.group):
                    for b in self.group[i + 1 :]:
                        self.add(a, b, raw)
            self.pending = False
            return True
        self.pending = False
        return False

    def _clique(self, part: str, raw: str) -> None:
        m = _CLIQUE.search(part)
        if m is None:
            return
        said = _VOUCHED.sub(" ", part[: m.end()])  # what comes after the claim may doubt it
        if _hedged(said) or _SUPPOSE.search(said) or _CLIQUE_DOUBT.search(part):
            return
        # The group nearest before the clique word, else the first after it.
        before = [g for g in _GROUP.finditer(part, 0, m.start()) if g[0].count("#") >= 3]
        after = [g for g in _GROUP.finditer(part, m.end()) if g[0].count("#") >= 3]
        group = _vertices(before[-1][0]) if before else _vertices(after[0][0]) if after else []
        if len(group) < 3 and part.rstrip().endswith(":"):
            self.pending = True  # the group comes on the next line
            return
        if len(group) < 3:
            group = self.group if len(group) == 0 else []
        if len(group) < 3 and _REFERS.search(part) and "following" not in part:
            group = self.recent
        if len(group) < 3:
            return
        self.recent = group
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
            if (
                "#" in part
                or _has(part, _CLIQUE_WORDS_STRONG)
                and (self.group or self.recent or part.rstrip().endswith(":"))
            ):
                self.clause(part, raw)
        if s.count("#") >= 3:  # a group later words may call "these" or "the set"
            groups = [_vertices(m[0]) for m in _GROUP.finditer(s)]
            group = max(groups, key=len, default=[])
            if len(group) >= 3:
                self.recent = group

    def clause(self, part: str, raw: str) -> None:
        taken: list[tuple[int, int]] = []
        if part.count("#") < 2 and not _has(part, _ALL_WORDS) and not _has(part, _CLIQUE_WORDS):
            return  # one vertex and no "every" or "clique": no edge here
        if _has(part, _CLIQUE_WORDS):
            self._clique(part, raw)
        for m in _ALL_OTHERS.finditer(part) if _has(part, _ALL_WORDS) else ():
            if _hedged(self._preamble(part, m.start())) or self._supposed(part, m.start()):
                continue
            subjects = _vertices(m["subjects"] or m[0])
            if m["subjects"] is None or part[: m.start()].rstrip().endswith(_LIST_LEADS):
                subjects = subjects[-1:] if m["subjects"] else subjects[:1]
            but = _EXCEPT.match(part, m.end())
            for v in subjects:
                if but is None:
                    self.add(v, _ALL, raw)
                else:  # "everyone except Alice"
                    for u in set(range(64)) - set(_vertices(but[1])):
                        self.add(v, u, raw)
            taken.append(m.span())
        for m in _ALL_OF.finditer(part) if self.recent and _has(part, _ALL_WORDS2) else ():
            if _hedged(self._preamble(part, m.start())) or self._supposed(part, m.start()):
                continue
            for v in _vertices(m["subjects"]):
                for u in self.recent:
                    self.add(v, u, raw)
            taken.append(m.span())
        for pattern, words in ((_REL, _REL_WORDS), (_NEIGHBOURS, _NEIGHBOUR_WORDS)):
            at = 0 if _has(part, words) else len(part) + 1
            while at <= len(part) and (found := pattern.search(part, at)) is not None:
                at = found.end()
                if any(a <= found.start() < b for a, b in taken):
                    continue
                end = self._relation(part, found, raw)
                if end is not None:
                    taken.append((found.start(), end))
                    at = max(end, found.start() + 1)  # a list's last vertex may start the next
        for m in _MUTUAL.finditer(part) if _has(part, _MUTUAL_WORDS) else ():
            if any(a <= m.start() < b for a, b in taken):
                continue
            pre = self._preamble(part, m.start())
            post = part[m.end() : m.end() + 40]
            if _REPORTED.search(part, 0, m.start()) or _POST_DOUBT.search(post):
                continue
            if (
                _hedged(pre)
                or self._supposed(part, m.start())
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
        pairs = [  # a pair inside a list read above ("friends with {B, C}") is no edge
            (int(m[1]), int(m[2]))
            for m in _PAIR.finditer(part)
            if not any(a <= m.start() < b for a, b in taken)
        ]
        if any(a == b for a, b in pairs):
            return  # every pair enumerated, (4,4) included: not a list of edges
        if not self.line_edgy:
            return  # a bare list of pairs is as often the pairs that may share a color
        for a, b in pairs:
            self.add(a, b, raw)
        if "-" in part or "–" in part or "—" in part or "↔" in part or "~" in part:
            for m in _DASH.finditer(part):
                if _RANGE_WORD.search(part[max(0, m.start() - 12) : m.start()]):
                    continue
                chain = _vertices(m[0])
                for a, b in zip(chain, chain[1:], strict=False):
                    self.add(a, b, raw)

    def _supposed(self, part: str, start: int) -> bool:
        """Whether a supposition ("if", "would") comes before ``start`` in its reason."""
        cut = 0
        for c in _REASON.finditer(part, 0, start):
            cut = c.end()
        return _SUPPOSE.search(part, cut, start) is not None

    def _preamble(self, part: str, start: int) -> str:
        cut = 0
        for c in _CLAUSE.finditer(part, 0, start):
            cut = c.end()
        return part[cut:start]

    def _relation(self, part: str, m: re.Match[str], raw: str) -> int | None:
        """Add the edges one relation states; where its reading ends, or None if it states none.

        The list's last vertex, when a verb follows it ("... to 3, and 0 is connected to 3"),
        is the subject of the next relation: the reading ends before it, so that one is read.
        """
        pre = self._preamble(part, m.start())
        if self._supposed(part, m.start()) or _REPORTED.search(part, 0, m.start()):
            return None
        if _hedged(pre) or pre.strip().endswith(("degree", "is", "are", "does")):
            return None
        group = next(g for g in ("list", "list2", "list3") if g in m.re.groupindex and m[g])
        post = part[m.end(group) : m.end(group) + 60]
        if _BACK.match(post) or _POST.match(post) or _POST_DOUBT.search(post):
            return None
        v = int(next(g for g in m.groups() if g is not None))
        targets = _vertices(m[group])
        end = m.end()
        if len(targets) > 1 and _TAIL_VERB.match(post):
            targets = targets[:-1]
            end = m.start(group) + m[group].rfind("#")
        for u in targets:
            self.add(v, u, raw)
        return end


def read_edge_claims(texts: Iterable[str], frame: str, n: int) -> list[EdgeClaim]:
    """Every edge the texts assert, first statement of each, sorted by edge.

    ``frame`` is how vertices are named (``math``/``math_demanding``: 0-based numbers,
    ``cities``: 1-based city numbers, ``friends``: the people); ``n`` the vertex count.
    """
    try:
        size = max(0, min(int(n), 64))
    except (TypeError, ValueError, OverflowError):
        return []
    reader = _Reader(frame, size)
    for text in texts:
        if not isinstance(text, str) or not text:
            continue
        text = text[:MAX_CHARS]
        if frame == "friends":
            reader.initials = _initials(text)
            reader.seen.clear()
        after = -2  # where the last line read ended
        for chunk in _chunks(text):
            if reader.budget <= 0:
                break
            for start, end, worded in _candidate_lines(chunk):
                if start > after + 1 and chunk[max(0, after) : start].strip():
                    # lines skipped: no table or group runs on
                    reader.table_neighbours, reader.group, reader.pending = False, [], False
                after = end
                if reader.budget <= 0:
                    break
                reader.budget -= end - start + 40
                try:
                    reader.line(chunk[start:end], worded)
                except (ValueError, IndexError, RecursionError):  # defensive: model text
                    continue
            after = -2
    return [reader.claims[e] for e in sorted(reader.claims)]


def _chunks(text: str) -> Iterable[str]:
    """The text in pieces of about ``_CHUNK`` characters, cut after a line."""
    start = 0
    while start < len(text):
        end = text.find("\n", start + _CHUNK)
        end = len(text) if end < 0 else end + 1
        yield text[start:end]
        start = end


def _candidate_lines(text: str) -> list[tuple[int, int, bool]]:
    """(start, end) of the lines that may assert an edge, in order.

    Those with a word about edges, a list shape ("6: 1, 3", a table row), and the line
    before a clique word (the group it may name). Found with ``str.find`` over the whole
    text, so the other lines cost nothing.
    """
    lower = text.lower()
    spans: set[tuple[int, int]] = set()
    worded: set[tuple[int, int]] = set()  # lines with a word about edges

    def take(words: Iterable[str], before: bool, into: set[tuple[int, int]]) -> None:
        for word in words:
            pos = lower.find(word)
            while pos >= 0:
                start = lower.rfind("\n", 0, pos) + 1
                end = lower.find("\n", pos)
                end = len(lower) if end < 0 else end
                into.add((start, end))
                if before:  # the group a clique word names: the line before or after
                    prev = lower[:start].rstrip()
                    if prev:
                        spans.add((lower.rfind("\n", 0, len(prev)) + 1, len(prev)))
                    nxt = lower.find("\n", end + 1)
                    if end < len(lower):
                        spans.add((end + 1, len(lower) if nxt < 0 else nxt))
                pos = lower.find(word, end)

    take(_KEYWORDS, False, worded)
    take(_SHAPES + ("|",), False, spans)
    take(_CLIQUE_WORDS_STRONG, True, worded)
    for m in _K_NUMBER.finditer(lower):
        if m.start() > 0 and lower[m.start() - 1].isalnum():
            continue
        start = lower.rfind("\n", 0, m.start()) + 1
        end = lower.find("\n", m.end())
        worded.add((start, len(lower) if end < 0 else end))
        spans.add((lower.rfind("\n", 0, max(0, start - 1)) + 1, max(0, start - 1)))
    return sorted([(a, b, False) for a, b in spans - worded] + [(a, b, True) for a, b in worded])


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
