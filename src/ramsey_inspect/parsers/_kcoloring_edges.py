r"""Edges a k-coloring reply states exist: the hallucinated edges of the study's sequel.

Heyman & Zylberberg (2025) found that most wrong verdicts of reasoning models come with an
edge the reasoning states although the prompt never gave it. This reader finds such
statements in any text (reasoning or reply) and returns the edges asserted, in the
problem's 0-based numbering, so the scorer can keep those the prompt lacks.

How it reads: every line that may state an edge (a word about edges, a list shape, a
clique word, a line under an "Edges:" heading) is written with its vertices as ``#i``
(0-based) after the numbers that count, measure or number something are told apart
(``_COUNTS``: "7 neighbors", "degree 5", "vertices 0-7", "step 3"). The line is then read
by named **claim shapes**: line shapes (``LINE_SHAPES``: a table row by its header, a line
under an "Edges:" heading, "6: 1, 3, 7", a line listing a group) and, sentence by sentence,
clause shapes (``SHAPES``: set claim, a clique "too", shared neighbour, all others, all of a
group, relation, neighbour list, mutual pair, edge pairs, dash chain), each a finder that says
which edges its words would assert. Whether those words are a **negative twin** is decided
in one place for every shape (``_Reader.denied``): asked, denied, doubted or supposed before
the statement ("not", "if", "whether", "would", "check", "missing"), reported ("I said",
"earlier", "my claim that", "it is false that", "that was a mistake"), taken back on the
spot ("(no, wait ...)", "— no, scratch that"); a sentence or a section about another graph
(the complement, non-edges, a graph after removing vertices, relabelled or reduced) asserts
nothing about this one. A new way of stating edges is one more ``Shape`` with its cases in
``tests/parsers/test_kcoloring_edge_shapes.py``.

A later sentence correcting an earlier statement does not erase it by default: the sequel's
authors judged each line alone and counted a statement the model later retracted as a
hallucination (their verdicts mark "Wait, I made a mistake. Vertex 5 is connected to vertex
7" a true positive), and so did the corpus's writers up to held-out 22 (about 300 labels), so this
reader does too (round 24 measured the other policy as a pass and removed it after; its figures are in
docs/kcoloring-false-edges.md). Where a reply
relabels the graph, or a line lists
mostly edges the graph lacks (another graph), or a block of rows does, nothing is counted
for it and ``EdgeReading.notes`` says so.

Vertices outside the problem (vertex 9 of an 8-vertex graph, city 0) are ignored: they are
more often counts or colors than vertices, and the sequel's would-be-correct rule could not
use them either.

Bounded: at most ``MAX_CHARS`` characters of each text and ``MAX_LINE_CHARS`` of each line
are read, with linear-time patterns; it never raises on model text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

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
RAISE_ERRORS = False
"""Re-raise an error a rule hits on a line instead of reading nothing there. Model text
must never raise, so it is off; the tests turn it on, so a bug in a rule fails a test
rather than hiding as a missed edge (one hid for rounds 19 to 30: a repeated line lost its
state)."""
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
    r"([A-L])(?:(?<![\w'’.-][A-L])|(?<=\b[A-L]-[A-L]))(?!\w|['’](?!s\b))(?!\s(?!(?:is|are|was|has|and|or|to|with|knows|sees|must|"
    r"can|cannot|would|gets|misses|likewise|also|each|all|both|adj|nbrs|too|either|but|"
    r"(?<=[B-L]\s)(?:form|make)\s(?:a|an|the|one)\b)\b)[a-z])"
)
"""A person's initial standing alone or possessive ("E's friends", round 14), not the
article "A" or the pronoun "I" (round 17: also before "but", "friends with J, K but not A":
neither the article nor the pronoun stands there; round 16: also before "form a", "make a", "B, C and D form a
triangle", save "A", which may be the article: "A form a ..." is no sentence) (the pattern
starts with the letter, so that the search skips ahead to capitals; what may stand before it
is looked at behind the letter)."""
_PEOPLE = "|".join(_FRIENDS + tuple(_ALSO))
_INITIAL_PAIR = re.compile(
    rf"(?<![\w'’])([A-L])(?:\s?(?::|→|->|\sfor|\sis)\s|\s?\(\s?|\s)({_PEOPLE})\b"
    rf"|\b({_PEOPLE})\s?(?:=|→|->|:)\s?([A-L])(?![\w'’])"
)
"""An initial defined beside its name in other ways ("A: Alice", "A for Alice", "Alice=A", the
name after the letter in brackets "A (Alice)" or with a space "denote A Alice, B Bob")."""
_INITIALS_NAME_LETTER_RUN = re.compile(
    rf"\b(?:{_PEOPLE})\s([A-L])(?:\s?[,;]\s?(?:and\s)?(?:{_PEOPLE})\s[A-L]){{2,11}}(?![\w'’])"
)
_NAME_LETTER_JOIN = re.compile(
    rf"([A-L])(?<=\s[A-L])\s?[,;]\s?(?:and\s)?(?:{_PEOPLE})\s[A-L](?![\w'’])"
)
_NAME_LETTER = re.compile(rf"\b({_PEOPLE})\s([A-L])(?![\w'’])")
_INITIAL_MARKED = re.compile(
    r"(?:\$\s?\\math(?:bf|rm|it|sf|tt)\{([A-L])\}\s?\$|\*\*([A-L])\*\*|`([A-L])`)"
    rf"\s?(?:=|:|→|->)\s?(?:\*\*|\$\s?\\text\{{)?({_PEOPLE})\b"
)
"""Round 29: initials defined in two more notations: a run of three or more names each with
its letter after a space ("Map: Alice A, Bob B, Carol C"), and a letter in markup before its
name ("$\\mathbf{A}$ = Alice", "**B** = Bob"). As everywhere in ``_initials``, a letter
counts only as its name's initial, so a run that pairs a name with another letter is no
definition."""
_INITIAL_GLUED = re.compile(r"([A-L])(?<![\w'’][A-L])\(([a-z]{2,6})\)")
"""An initial with the rest of the name after it in brackets: "A(lice)", "B(ob)" (written to
start with the capital, what stands before it looked at behind it, so that the search skips
ahead to capitals)."""
_INITIALS_RUN = re.compile(
    r"([A-L](?<!\w[A-L])(?:(?:(?:\s?,\s?|\s)[A-L]){1,11}|\s?(?:\.\.\.?|…)\s?[A-L](?!\w)))"
    r"\s?(?:=|\sfor|\()\s?("
    + "|".join(_FRIENDS)
    + r")\s?(?:…|\.\.\.?|-|–|to|through)\s?("
    + "|".join(_FRIENDS + tuple(_ALSO))
    + r")\b"
)
"""Initials defined by a run of the people ("A,B,C,D = Alice…Dave", "A, B, ..., L for Alice
through Larry", spaced as terse notes write it: "A B C D = Alice … Dave", or "A B C = Alice..Carol");
its word boundary looked at behind the first capital, as in ``_INITIAL_GLUED``; round 11: the
letters as a run of their own, "A..H = Alice..Heather", or the names in brackets, "A B C D E
(Alice…Ethan)")."""
_INITIALS_LISTED = re.compile(
    r"(?:\b[Ii]nit(?:ial)?s?\.?\s?:?|\b[Dd]enote(?:\sthem|\sthe\speople)?(?:\sas|\sby)?\s?:?|"
    r"\babbreviat\w*(?:\s[a-z]+){0,4}\s?:|\b[Pp]eople\s?:)"
    r"\s?(A(?:(?:\s?,\s?|\s)[B-L]){2,11})(?![\w'’])"
)
"""Initials declared as such, in the people's order, with no names ("Init: A B C D E F G H",
"Initials: A, B, C, D", "denote A B C D", round 11 also "Initials A B C D" with no colon;
round 16: "Let me abbreviate: A, B, C, D", "People: A, B, C, D"): each letter stands for the
person it is the initial of."""
_NAMES_RUN = "(?:" + "|".join(_FRIENDS + tuple(_ALSO)) + ")"
_INITIALS_NAMED = re.compile(
    r"\b([A-L](?:(?:\s?,\s?|\s)[A-L]){1,11})\s?=\s?("
    + _NAMES_RUN
    + r"(?:(?:\s?,\s?|\s)"
    + _NAMES_RUN
    + r"){1,11})\b"
)
"""Initials defined by the letters then every name, in one order (round 16: "A B C D E = Alice
Bob Carol Dave Ethan"): each letter stands for the name in its place, when it is its initial."""
_NAMES_AFTER = re.compile(r"\s?" + _NAMES_RUN + r"(?:\s?,\s?|\s)" + _NAMES_RUN + r"\b")
"""Two names right after an "=": where ``_INITIALS_NAMED`` may end (``_named_initials``)."""
_INITIALS_NUMBERED = re.compile(r"\b([A-L])(?:\([a-z]{1,8}\))?\s?=\s?(\d{1,2})\b")
"""Initials numbered in the people's order ("A(lice)=0, B=1, C=2", round 11): each letter
whose number is its place (from 0 or from 1, the same for all) stands for that person."""
_INITIALS_GLUED_NUMBERS = re.compile(r"(?<![\w'’])([A-L])(\d{1,2})(?![\w'’])")
"""Initials glued to their numbers ("ids: A0 B1 C2 D3", round 17): as ``_INITIALS_NUMBERED``,
each letter whose number is its place (from 0 or from 1, the same for all) stands for that
person, when three or more are written one after another and every one is in its place."""
_INITIALS_RANGE = re.compile(
    r"(A(?<![\w'’]A)(?:\s?,?\s[B-L]){2,11})\s?=\s?(\d)\s?(?:\.\.\.?|…)\s?(\d{1,2})(?![\w'’])"
)
"""Initials numbered by a range ("A B C D E F G H = 0..7", round 17): the letters in the
people's order, as many as the numbers, each stands for the person it is the initial of."""
_INITIALS_GLUED_RUN = re.compile(r"(?<![\w'’])[A-L]\d{1,2}(?:\s?,?\s[A-L]\d{1,2}){2,11}(?![\w'’])")
_LETTER_ROW = re.compile(r"^[ \t]*(?:[-*•][ \t]*)?([A-L])[ \t]?(?::|\{)", re.MULTILINE)
_LETTER_BRACED = re.compile(r"([A-L])(?<![\w'’][A-L])\{[A-L](?:,\s?[A-L])*\}")
_LETTER_N = re.compile(r"(?<![\w'’])N\(([A-L])\)\s?[=:]")
"""Round 22: a row headed "N(A)=" (the neighbourhood of A), as terse replies write them, one
for each person: read by ``_lettered_rows`` as the rows "A: ..." are."""
"""Rows headed by a capital letter ("A: B C D", round 17: "D{B,C,E}"), for ``_lettered_rows``."""
_INITIALS_ENDS = re.compile(
    r"\b([A-L])\s?=\s?(" + "|".join(_FRIENDS) + r")\s?,?\s?(?:…|\.\.\.?|to|through|-|–)\s?,?\s?"
    r"([A-L])\s?=\s?(" + "|".join(_FRIENDS + tuple(_ALSO)) + r")\b"
)
"""Initials defined by the run's two ends ("A=Alice … H=Heather"): each letter between stands
for the person it is the initial of."""
_BY_INITIAL = re.compile(
    r"\b(?:by|with|using|use)\s(?:their\s|the\s)?(?:first\s)?initials?\b|\(\s?initials\s?\)"
)
"""Initials declared without names ("list friends by initial", round 14: "list adjacency
(initials)"): each letter A-L stands for the person it is the initial of (the frame's people
have distinct initials A-L)."""
_DEFINED = re.compile(r"(?<=[a-z])\s?\([A-L]\)(?=(\w)?)")
"""An initial defined again after its name ("Carol (C)"); not "N(A)", which names A."""


def _undefined(m: re.Match[str]) -> str:
    """The initial after its name, dropped with the space before it (round 48).

    "Alice (A), Bob (B) and Dave (D)" reads as "Alice, Bob and Dave", which a list reads; a
    space left before each comma ended the list at its first item. A space is kept where a
    word follows at once.
    """
    return " " if m[1] else ""


_CHANNEL = r"(?:\b|(?<=analysis)|(?<=final)|(?<=assistant)|(?<=commentary))"
_CHANNEL_MARKS = ("analysis", "final", "assistant", "commentary")
"""Channel markers a name may be glued to (``_CHANNEL``), for the lower-cased search."""
_NAME = re.compile(_CHANNEL + r"(" + "|".join(_FRIENDS + tuple(_ALSO)) + r")\b", re.IGNORECASE)
"""A person's name in any case ("alice", "BOB"): reasoning often drops the capital; also
glued to a channel marker a provider left ("analysisAlice")."""
_CASE_TRAPS = re.compile("[\u0130\u0131\u017f\u212a\u03a3]")
"""The only characters beyond ASCII whose lower case is longer, is an ASCII letter or matches
one ignoring case, or changes whether it is a word character (İ, ı, ſ, the Kelvin sign), and
the one whose lower case depends on what follows it (Σ): in a line without them, lower-casing
first finds the same names and gives the same line."""
_NAMES_LOWER = tuple(name.lower() for name in _FRIENDS + tuple(_ALSO))
_NAME_SETS: dict[tuple[str, ...], re.Pattern[str]] = {}
"""``_NAME`` for the names a lower-cased line holds, found faster: it starts with a letter
of a name, and a match inside a word is no name (``_NAME``'s leading word boundary) unless
the word is a channel marker."""
_NUMBER = re.compile(r"(\d(?<![\w.#$]\d)\d{0,2})(?![\w]|\.\d)")
"""A number of one to three digits standing alone (not glued to a word, a decimal point or a
mark); the pattern starts with its digit, so that the search skips ahead to digits."""
_HASH_NUMBER = re.compile(r"(?<![\w#])#(?=\d)")
_RAW_HASH = re.compile(r"#(?=\d)")
"""A number sign before digits left in the text ("Option #2" of friends, "x#9"): written
``#x`` before any vertex is marked, so that the digits are no vertex and the sign no slot
(``#2`` there had read as the line's third vertex, or past the last one as an error)."""
_CITY_NUMBER = _NUMBER

_COLOUR_LETTER = r"\s[rgbyop](?=\s?[,;)]|\s(?:and|plus)\s|\s?(?:→|->))"
"""Round 42: a friend's colour as one letter after it, as a colouring walks the people
("George: friends Alice R, Bob G, ..., plus Ethan" lower-cased): the item's note, not the end
of the list (held-out 8, 38, 40, 43 at first measure); only before a comma, a bracket's end,
"and", "plus" or an arrow."""
V = r"(?:(?:vertex|vertices|node|nodes|city|cities|person)\s)?#(\d+)"
"""A vertex after normalising: ``#6`` (``#x`` stands for a number that is no vertex)."""
_ANNOT = (
    r"(?:\s?\((?!\s?(?:no|not(?!\s(?:yet|assigned|colou?red))|wait|hmm|✗|x)\b)[^()#?]{0,30}\)|"
    r"\s(?:red|green|blue|yellow|orange|purple)\b|\s?[✓✔]|" + _COLOUR_LETTER + ")?"
)
_DASH_AND = r"\s[—–]\sand\s(?:also\s)?(?:with|to)\s(?=(?:(?:vertex|node|city|person)\s)?#)"
"""Round 31: a list carried on after a dash ("friends with Bob, Ethan — and with Fran, so ...",
"linked to 3, 10 — and to 6"): the vertex after it one more of the list (held-out 28, 32, 34),
read as the list's other items are; the dash does not part the sentence there (``_CONTRAST``)."""
_SEP = (
    r"(?:\s?,\s?(?:and\s|&\s|plus\s)?(?:also\s)?(?:to\s|with\s(?=#))?|\s(?:and|&|as\swell\sas)\s(?:also\s)?(?:to\s)?|\s?/\s?|"
    + _DASH_AND
    + ")"
)
V_NEXT = r"(?:(?:vertex|node|city|person)\s)?#(\d+)"
"""A list's later item: a plural ("1, 2, and cities 3, 4") starts a group of its own."""
LIST = rf"{V}{_ANNOT}(?:{_SEP}{V_NEXT}{_ANNOT}){{0,15}}"
V0 = r"#(\d+)"
"""A vertex where a search starts: the literal "#" lets the pattern engine skip ahead."""
LIST0 = rf"{V0}{_ANNOT}(?:{_SEP}{V_NEXT}{_ANNOT}){{0,15}}"

_REL = re.compile(
    rf"{V0}{_ANNOT}(?::|\s(?:is|was|are|'s))?"
    r"(?:\s(?:red|green|blue|yellow|orange|purple|president|vp|secretary|speaker|justice|treasurer))?"
    r"(?:\s|\s?\(\s?)(?:only\s|also\s|directly\s|now\s|still\s|indeed\s)?"
    r"(?:connected|adjacent|linked|joined|attached|friends|connects|neighbors|neighbours|"
    r"knows|adj\.?(?=\s(?:to|with)\s)|is\sfriends|is\sfriend(?=\swith)|listed\sas\sfriends|(?:is\s)?(?:a|one)\s(?:neighbou?r|friend)\sof|"
    r"(?:joined|linked|connected)\sby\san?\s(?:highway|road|edge)|has\san?\s(?:highway|road|edge|link)|"
    r"friend\sof|neighbou?r\sof|touches|hits|borders|meets|sees|links|"
    r"shares\san?\s(?:edge|highway|road|link)\swith|hangs\soff|attaches)"  # round 26: "3 hangs off 2"
    r"(?:\s(?:basically|practically)\severy(?:thing|one)(?:\selse)?(?=:))?"
    r"(?:\s(?:exactly|only|directly|back))?(?:\s(?:with|to))?\s?:?\s"
    r"(?:both\s|all\sof\s|each\sof\s|(?:the\s)?(?:\w+\s)?(?:people|persons|vertices|cities)\s|"
    r"(?:every|each)\s?(?:one|body|\s(?:vertex|city|node|person))\sfrom\s)?"
    rf"[\[{{(]?\s?(?P<list>{LIST})"
)
_NEIGHBOURS = re.compile(
    rf"{V0}(?:'s|\shas)\s(?:the\s)?(?:\$?\d+\s)?(?:neighbors|neighbours|friends|connections|adjacent\s\w+|"
    r"adjacency(?:\slist)?|highways|roads|edges|links)(?:\s?\(\$?\d+\))?(?:\s(?:are|include|is|go|lead|run))?\s?[:=]?\s?(?:to\s)?[\[{(]?\s?"
    rf"(?P<list>{LIST})"
    rf"|(?:neighbors|neighbours|neighbou?rhood|nbrs|friends|adjacency\slist|adj)\s?(?:of|\[|\()\s?{V}[\])]?"
    rf"(?:\s(?:are|include|is))?\s?[:=]?\s?[\[{{(]?\s?(?P<list2>{LIST})"
    # (not the last term of an intersection: "n(0)∩n(3) = {..}" are common neighbours)
    rf"|(?<![∩∪])(?<![∩∪]\s)\bn\({V}\)\s?=\s?\{{?\s?(?P<list3>{LIST})"
    rf"|{V0}{_ANNOT}\s?(?::|\s[—–-])\s?(?:(?:its|his|her|their)\s)?(?:neighbou?rs|nbrs|friends|adj|highways)"
    rf"(?:\s(?:are|include|go\sto))?\s?:?\s?(?P<list4>{LIST})"
    rf"|^\s?(?:vertex|node|city|person)\s#(\d+)\s?:\s?(?P<list5>{LIST})"
    # a count with the list it counts: "3: degree 2 (1, 5)", "0 (3 neighbours: 1, 2, 4)"
    rf"|{V0}{_ANNOT}\s?(?::|\shas)\s?(?:degree\s)?\$\d+\s?(?:neighbou?rs|friends|highways|edges)?\s?:?\s?"
    rf"\(\s?(?:(?:the\s)?(?:vertices|cities|people|nodes)\s)?(?P<list6>{LIST})\s?\)"
    rf"|{V0}\s?\(\s?\$\d+\s(?:neighbou?rs|friends|highways|edges)\s?:\s?(?P<list7>{LIST})"
    # terse: "adj 7: 0, 1, 6", "3: blue, adj 4(r)"
    rf"|\badj\.?\s{V}\s?:\s?(?P<list8>{LIST})"
    rf"|{V0}\s?:\s?(?:red|green|blue|yellow|orange|purple)\s?[,;]\s?adj\.?\s?:?\s(?P<list9>{LIST})"
    # a degree with the neighbours it counts after a colon: "6 has degree 6: 1, 2, 4"
    rf"|{V0}{_ANNOT}\s?(?:,|\shas|:)\s?(?:degree|deg\.?)\s?\$\d+\s?(?:neighbou?rs|friends)?\s?:\s?(?P<list10>{LIST})"
    # the word between the vertex and its list, no colon before it: "3 nbrs {1, 5}", "3 adj 1, 5"
    rf"|{V0}{_ANNOT}\s(?:nbrs|adj\.?|neighbou?rs)\s?[:=]?\s?[\[{{(]?\s?(?P<list11>{LIST})"
)
_MUTUAL = re.compile(
    rf"{V0}{_ANNOT}\s(?:and|&)\s{V}{_ANNOT}\s(?:are|were)\s(?:both\s|also\s|directly\s)?"
    r"(?:connected|adjacent|friends|neighbors|neighbours|linked|joined)"
    r"(?!(?:\s(?:only|also|both|directly|just))?(?:\sby\san?\s(?:highway|road|edge))?\s(?:to|with)\s"
    r"(?!each\sother|one\sanother))"
    rf"|(?:edge|highway|road|link|connection|friendship)s?\s(?:(?:runs|goes|exists)\s)?(?:between|from|joining|connecting|"
    rf"linking)\s{V}\s(?:and|to|&|with)\s{V}"
    # the forms that start with a vertex share it (searched once a place, not four times)
    rf"|{V}(?:\s(?:and|&)\s{V}\s(?:share|have)\san?\s(?:edge|highway|road)"
    rf"|\s(?:and|&)\s{V}\s(?:both\s)?(?:know|knew)\s(?:each\sother|one\sanother)"
    rf"|'s\s(?:friend|neighbou?r)\s{V}(?!\s?(?:,|and|&|or)\s?#)"
    rf"|\s(?:is|was)\s(?:one\sof|among)\s{V}'s\s(?:friends|neighbou?rs))"
    rf"|(?:highway|road|edge|link)\s(?:joins|connects|links)\s{V}\s(?:and|to|with|&)\s{V}"
    rf"|there\sis\san?\s(?:edge|highway|road)\s(?:\(\s?)?{V}\s?(?:-|–|—|,)\s?{V}"
)
_PAIR = re.compile(rf"[({{\[]\s?{V}\s?,\s?{V}\s?[)}}\]]")
_DASH = re.compile(rf"{V0}(?:\s?(?:--?-?|–|—|<->|↔|~)\s?{V}){{1,12}}")
_RANGE_WORD = re.compile(
    r"(?:vertices|cities|nodes|from|labell?ed|numbered|between|among|amongst|within|\bids?|"
    r"\bindices|\blabels|(?:joined|connected|adjacent|linked)\sto)\s$"
)
"""Words before a dash that make it a range of labels ("city ids 1-5", "joined to 1-6"), not
an edge: a vertex is joined to vertices, never to an edge."""
_RANGE_AFTER = re.compile(
    r"\s(?:must|should|can|could|needs?\sto|has\sto|have\sto)\sbe\s(?:[#$]?\d+-)?colou?r"
)
"""Words after a dash that make it a range of vertices ("0-5 must be 3-coloured"): an edge is
not coloured."""
_ADJ_LINE = re.compile(
    rf"^\s*(?:[-*•+>|]\s?)*(?:\*\*)?{V}(?:\*\*)?{_ANNOT}\s?(?::|->|→|=>|⇒)\s?(?:\*\*)?\s?"
    rf"[\[{{(]?\s?(?P<list>{LIST})\s?[\]}})]?(?:\s(?:too|as\swell))?\s?\.?"
    r"(?:\s?(?:[—–;,(]|→|->)\s?(?:deg(?:ree)?\.?\s?[:=]?\s?\$?\d+|\$\d+\s(?:neighbou?rs|friends|highways|edges))\)?"
    r"|\s(?:→|->|=>)\s?(?P<count>[#$]?\d+)|\s(?:d|deg)\s?\$?\d{1,2})?"
    r"\s?\.?\s?$"
)
"""A line "6: 1, 3, 7", also with its degree after it ("0: [1, 2, 4] (deg 3)", "— degree 3",
"→ 3": one number after an arrow counts the list, it is no neighbour; round 11: terse "1:{3,4,5}
d3", and "C: A, D, and Fran too")."""

_BAR_ROW = re.compile(rf"^\s*{V}\s\|\s(?P<list>#\d+(?:\s?,\s?#\d+)+)\s?\.?\s*$")
"""A vertex and its neighbours split by one bar, as a table without outer bars writes its
row ("City 4 | 2, 3, 5, 6"); two or more neighbours with commas (a single number may be
a degree, "4 | 2")."""
_TILDE_ROW = re.compile(
    rf"^\s*(?:[-*•+>]\s?)*{V}\s[~↔]\s(?P<list>#\d+(?:\s?,\s?(?:and\s)?#\d+)+)\s?\.?\s*$"
)
"""A row with the adjacency sign spaced, a vertex and two or more neighbours alone on their
line ("- 5 ~ 1, 2, 3, 4", "- City 3 ↔ 1, 4, 6", round 11); not "3 ~ 4" (one item: "about"
as often; "3 ↔ 4" is a pair, read as such)."""
_ADJ_SEGMENT = re.compile(rf"{V0}{_ANNOT}\s?:\s?(?P<list>{LIST})\s?[.;]?\s*$")
_GLUED_CODES = re.compile(
    r"^\s*(?:[-*•]\s?)?(?:\*\*)?(?P<head>E|[Ee]dges|Δs|[Tt]riangles)(?:\*\*)?\s?[:=]\s?"
    r"(?P<codes>[0-9A-L]{2,3}(?:\s?,?\s[0-9A-L]{2,3}){1,60})\s?[.;]?\s*(?:(?:⇒|→|=>|->|\().*)?$"
)
"""Round 22: glued codes after a head that names them, edges or triangles ("E = 02 03 04",
"Δs: ABE, AEH, CFG"), as terse o3 notes write them (``_Reader._glued_codes``)."""
_HEAD_CELL = re.compile(rf"(?:\*\*)?{V}(?:\*\*)?(?:\s?\([^)]*\))?")
"""A table row's vertex cell ("3", "**City 3**", "Carol (C)"): the row's vertex."""
_ROW_RUN_HEAD = r"(?:(?:nbrs|neighbou?rs|adj(?:acency)?)\s?:\s?)?"
_ROW_RUN_ROW = re.compile(
    rf"^\s*(?:[-*•+]\s?)?{_ROW_RUN_HEAD}(?:(?P<n>n\(){V0}\)|{V0})\s?(?P<sign>:|→|->|=)\s?[\[{{]?\s?"
    rf"(?P<list>{LIST}|#\d+(?:\s#\d+)+)\s?[\]}}]?\s?\.?\s*$"
)
_ROW_RUN_SPLIT = re.compile(r"\s?[·|;]\s?|\s{2,}(?=n\(#|#\d)")
"""Round 22: neighbour rows run together on one line ("nbrs: 0→1,2,3 · 1→0,2 · ...",
"N(A)=B,D,E  N(B)=A,C,D", "0: 1, 2; 3: 4, 5"), split by middle dots, bars, semicolons or a gap
of spaces; each piece must be a row (a vertex, ":" or an arrow, or "N(v)=", then its
neighbours), else the line is no run of rows."""
_SPACED_LINE = re.compile(
    rf"^\s*(?:[-*•+>]\s?)*{V}(?:\s[a-z]+)?\s?(?::|->|→)\s?(?:nbrs|neighbou?rs|adj|n|sees)?\s?:?\s?"
    rf"(?P<list>{V}(?:\s[a-z]{{1,2}})?(?:\s{{1,2}}{V}(?:\s[a-z]{{1,2}}(?=\s|$))?){{2,15}})(?![\w,])"
)
"""An adjacency line with its list spaced ("7: nbrs 0 2 3 4 5 8"), as terse reasoning writes it."""
_SPACED_CITY_ROW = re.compile(
    r"^\s*(?:[-*•+>]\s?)*city\s#(\d+)\s?:\s?(?P<list>city\s#\d+\s{1,2}city\s#\d+)\s?\.?\s*$"
)
"""A row of two spaced neighbours each written as a city ("c2: c1 c5", round 12): a bare
"2: 1 5" may be a count or a step, and needs three (``_SPACED_LINE``)."""
_BULLET_MARKS = "-*•+"
"""The bullet marks, spelled once ("-" first, so that it is no range in a character class)."""
_BULLETS = tuple(_BULLET_MARKS)
_BULLET_GAP = re.compile(rf"^(\s*[{_BULLET_MARKS}])[ \t]{{2,}}")
"""A bullet with a run of spaces after it, as Markdown lists often write it ("*   0: 1, 2")."""
_TWICE = re.compile(r"#(\d+)\s?\(\s?#\1\s?\)")
"""A vertex named again in brackets ("G (George) is friends with B"): the same slot twice."""
_ABBREVIATIONS = ("i.e.", "e.g.", "etc.", "vs.", "cf.")
_MARKS = ("✗", "❌", "✘")
_SENTENCE = re.compile(r"[.!?;](?:(?<=;)\s?|\s+)")
"""Where sentences end (text is lower-cased by then); the stop itself is kept."""
_YET_ADVERB = r"\s(?:another|again|more|still|other)\b"
"""After "yet", an adverb ("yet another K4"), no contrast (round 11)."""
_CONTRAST_WORDS = ("but", "however", "whereas", "though", "yet", "—", "–")
"""Words without which ``_CONTRAST`` cannot split (a cheap test first)."""
_BUT_WORDS = r"but|however|whereas|although|though"
"""The contrast words, "yet" aside (it needs its own guard)."""
_CONTRAST = re.compile(
    r",\s(?:" + _BUT_WORDS + r"|(?<!not\s)yet(?!" + _YET_ADVERB + r"))\b|\s(?<!everyone\s)"
    r"(?<!everybody\s)(?<!everything\s)(?<!\sall\s)(?<!\sothers\s)"
    r"(?:" + _BUT_WORDS + r"|(?<!not\s)yet(?!" + _YET_ADVERB + r"))\b|"
    r"\s[—–]\s(?!(?:all\s(?:three|four|five|six|seven|eight|nine|ten|\$?\d+|of\sthem)|these|they|those)\b"
    r"|and\s(?:also\s)?(?:with|to)\s(?:(?:vertex|node|city|person)\s)?#"  # round 31: _DASH_AND
    r"|(?:(?<=#\d\s[—–]\s)|(?<=#\d\d\s[—–]\s))(?:(?:vertex|city|person)\s)?#\d"
    r"|(?<=[\d}\])]\s[—–]\s)(?:also\s)?(?:(?:are|were)\s)?(?:all\s(?:mutual|pairwise|adjacent|connected|joined|linked|"
    r"friends)|every\s(?:pair|two)\b|each\spair\b|pairwise\b|mutual))"
)
"""Where a sentence's parts meet ("but", "however", a dash); not "everyone but Bob" (an exception),
nor a dash before words that refer back to the group before it ("A, B, C — all three are ..."),
nor one between two vertices ("$C_1$ – $C_2$", spaced where LaTeX was taken out: a pair);
round 16: nor one between a group and its clique verdict ("{1, 2, 4, 5} — all mutually
adjacent", "cities 2, 3, 6 — every pair joined"), the group the verdict's subject; round 23:
nor one before the verdict's verb ("the remaining seven — Alice, Bob, ..., Heather — are all
friends with each other"), the group between the dashes its subject."""
_CLAUSE = re.compile(r"[,:]\s?(?!\s?#)|\s[—–]\s|\(|\s(?:because|since|and|so|as|while)\s")
_REASON = re.compile(r"\s(?:because|since)\s|,\sso\s|\(")
_AND_CLAUSE = re.compile(r",\sand\s")
"""Where a reason begins: a supposition before it does not reach the statement after it."""
_HEDGE = re.compile(
    r"\b(?:not|no|nor|never|neither|none|non|without|missing|minus|absent|lacks?|lacking|"
    r"if|whether|or|possible|possibly|suppose|supposing|assume|assuming|assumed|imagine|"
    r"hypothetic\w*|were|would|could|might|should|need|needs|needed|require|requires|"
    r"required|expected|check|checking|re-?check\w*|verify|verifying|confirm|maybe|perhaps|unless|"
    r"complement\w*|wondering|wonder|mention\w*|instead|pretend|hypothesis|removing|removed|deleted|"
    r"want|wanted|unconnected|disconnected|non-adjacent|nonadjacent|unjoined|unlinked|"
    r"independent|avoid(?:s|ing|ed)?|nothing|make\ssure|except|same|share|sharing|pairs\sof\svertices|gaps?|"
    r"misses|(?<!\bi\s)missed(?!\sthat)|blocking|blockers?|fail(?:s|ed|ing)?\s(?:on|at)|(?:clique|group|set|k\d{1,2})\sguess(?:es)?)\b|n't\b|-free\b|\bcan ?not\b|"
    r"\badd(?:s|ing|ed)?\s(?:an?\s|the\s|one\s)?(?:edges?\b|\(?#\d+\s?[-,–])"
)
"""Words that doubt or deny what follows them in a clause. Round 23: "fails on", "failed at"
("adding 2 fails on 0–2 and 2–8"): the pair a clique extension or a check breaks on is a
missing pair (or a clash: which, the words do not say), so none is read; "fails because 2–5
is an edge" still states its reason."""
_NO_MATTER = (
    r",?\s(?:it|that|this|which)(?:\sdoes\snot|\sdoesn't|'s|\sis)\s(?:matter|irrelevant|moot)\b"
    r"|,?\s(?:irrelevant|no\smatter|never\smind\sthat)\b"
)
"""After "actually": the point dropped, not the statement ("joined to 1 and 3 — actually it
doesn't matter"), so nothing is taken back."""
_NO_CLASH = (
    r"\s(?:[\w'’-]+\s){0,2}?(?:conflicts?|clash(?:es)?|issues?|problems?|violations?|collisions?|"
    r"overlaps?|repeats?|duplicates?|shared|two|same\s(?:colou?r|shirt|monument))\b"
)
"""The real o1-mini part: "— no color conflicts", "— no clash", "- no shared colours" after a
list of friends is the check's verdict, not "no" taking the list back."""
_BACK = re.compile(
    r"^[\s,:(—–-]*(?:no(?!"
    + _NO_CLASH
    + r")|nope|wrong|incorrect|not(?!\syet|\s#)|wait|hmm|actually(?!\W*$|"
    + _NO_MATTER
    + r")|let\sme)\b|^\s?\?"
)
_POST = re.compile(
    r"^[\s,]*(?:if|only if|via|through|in\sthe\s(?:complement|inverse)|in\sg'|would|could|when|"
    r"by\s(?:a\s|some\s)?paths?|in\sthe\ssame\scomponent|"
    r"(?:only|just)\s(?:in|by)\s(?:the\s|their\s)?(?:numbering|numbers?|order|index|labels?|names?))\b"
)
"""Words right after a statement that make it no edge of this graph: a condition, a path, the
complement, or (round 18) a nearness of numbers only ("6 and 7 are adjacent only in numbering")."""
_RELATIVE = re.compile(r",\s(?:which|who)\s(?:is|was|are|were)\b")
"""A statement made in a relative clause ("adding 5, which is adjacent to all of them, would
give a K5", round 19): the condition after its closing comma is the main clause's, not its."""
_POST_DOUBT = re.compile(
    r"[✗❌✘]\s?\(\s?(?:no|not|wait|actually)\b|\bor at least\b|\bi'd expect|\bnot (?:specified|mentioned|listed|given|in the)|"
    r"\b(?:isn't|aren't|is\snot|are\snot)\s(?:listed|in\sthe|given|mentioned)|(?:\.\.\.?|…)\s?(?:no|nope)(?:,|\s(?:wait|scratch|hold)\b|\W*$)|\(\s?(?:no(?!"
    + _NO_CLASH
    + r")|not(?!\syet)|wait)\b(?!\s#)"
)
_REPORTED = re.compile(
    r"\bi(?:'ve\sbeen|\swas)?\s(?:\w+ly\s|almost\s|nearly\s)?(?:said|assumed|assuming|thought|claimed|wrote|stated|"
    r"(?:about|going)\sto\s(?:say|write|claim|call|list|mark)|"
    r"listed|had(?!\sa\s(?:mistake|error))|saying|stating)\b|\bearlier\b"
)
_TAIL_VERB = re.compile(
    r"^\s?(?:'s|to\b|[~↔≁]\s|is|has|can|must|connect|vert|node|edge|other|and\s#|are|was|were|also|"
    r"city|person|people|have|would|should|(?:only|just)\s(?!to\b|with\b|one\b|once\b)[a-z]|"
    r"(?:links|joins|touches|borders|meets|sees|knows|hangs|attaches|off)\b|"
    r"adj(?:acent)?\.?\s(?:to|with)\b)"  # round 32: "6 adj to 0..5, 7 adj to 0..5 too"
)
"""Words after a list that make its last item the subject of a new clause ("1 only touches
4, 2 only touches 5": 2 is no neighbour of 1); "to" as a word (round 12: "friends with Bob
and Carol too" keeps Carol).;
a spaced adjacency sign (round 14: "6 is adjacent to 1, 2, and 7 ~ 0, 3": 7 starts a row of
its own); a relation verb of its own (round 18: "2 links to 4, 6, and 3 links to 6": 3 is the
next subject, not 2's neighbour)."""
_SUPPOSE = re.compile(
    r"\b(?:if|suppose|supposing|assume|assuming|whether|would|were|imagine|let's say|hypothetically|"
    r"(?:case|world|scenario|situation)\swhere|(?<!no\s)doubt|nowhere|what\sif)\b|^\W*say\b|"
    r"\bhad\sthere\sbeen\b|\bshould\sthere\sbe\b"  # round 41: the inverted "if" (held-out 44)
)
# round 20: emphasis around a negation ("*not*", "**never**", "_no_", "*aren't*") changes
# nothing: the word reads as written plain, in denials and non-edge headings alike
_EMPHASIS = re.compile(
    r"(?<![\w*])(\*\*?|__?)(not|never|no|none|neither|nor|non|without|cannot|"
    r"(?:is|are|was|were|do|does|did|can|has|have)n[’']t)\1(?![\w*])",
    re.IGNORECASE,
)
_QUOTED = re.compile(r'"[^"]{0,300}"|“[^”]{0,300}”')
_QUESTION_START = re.compile(r"^\W*(?:is|are|does|do|did|was|were|can|could|should|has|have)\b")
_EDGE_CONTEXT = re.compile(
    r"\b(?:edges?|highways?|roads?|friendships?|connect\w*|adjacen\w*|links?|linked|joined|"
    r"pairs?\b(?!\s(?:up\s)?with\b)|"
    r"paths?|cycles?|triangles?|neighbou?rs?|friends|e\s?=)|\\in\b|∈"
)
_NON_EDGE_WORD = re.compile(
    r"\b(?:non-?|complement(?:ary)?[-\s]?)(?:edges?|adjacen\w*|neighbou?rs?|nbrs|highways?|roads?|friends?\w*|joined|connected|linked)\b|"
    r"\b(?:missing|absent)\s(?:edges?|pairs?|highways?)\b|-free\b"
)
"""Words that make a line a list of non-edges ("non-neighbours", "non-highway pairs"; round 15:
"pairs of non-joined cities", "non-connected"; round 20: "complement-neighbours", "complement
edges": the complement's)."""
_PAIRING = re.compile(r"\bpair(?:s|ed)?\s(?:up\s)?with\b|\bpair\sup\b")
"""A line that pairs vertices into colour classes ("0 can only pair with 2", "pair up 4
and 5"): its bare pairs with no edge word of their own are classes (round 15)."""
_PAIRED_UP = re.compile(
    r"(?:^\W*|\b(?:me|let's|so|then|we|i'll|i|to|must|can|and|now)\s)pair(?:\sup)?\s?$|"
    r"\bpairs?\s(?:up\s)?with\s#\d+\s?(?:→|->|=>|⇒)\s?$"
)
"""Pairing two vertices for one colour ("pair 3-6", "so pair 11-7", "3 only pairs with 5 →
3-5"): the pair after it is a non-edge put in one class, not an edge."""
_EDGE_SUBJECT = re.compile(r",\s(?:and|while|whereas)\s(?:the\s)?(?:edge|highway|road)\s$")
"""A bare pair as the subject of a clause of its own ("..., and the edge 3–5 is fine")."""
_LOOKED_AT = re.compile(
    r"\W*(?:(?:hmm+|hm|so|ok|okay|well|wait|now|and|then|right)\W+)*"
    r"[({\[]?#\d+\s?(?:,|-|–|—)\s?#\d+[)}\]]?"
    r"(?:(?:\s?,\s?(?:and\s)?|\sand\s)[({\[]?#\d+\s?(?:,|-|–|—)\s?#\d+[)}\]]?){0,5}\s?(?:\.{2,}|…)"
)
"""A bare pair alone in its sentence that trails off ("Hmm, (0,5)...", "so 2-6..."): a pair being
looked at, not a statement, unless the next words find it ("... yes, there") (round 12); a run
of such pairs alone likewise ("1-3 and 1-6, and 3-6...", round 14)."""
_GROUP_LOOKED_AT = re.compile(
    r"\W*(?:(?:hmm+|hm|so|ok|okay|well|wait|now|and|then|also|next)\W+)*"
    r"(?:(?:vertices|cities|nodes|people|group)\s)?(?P<group>#\d+(?:\s?,\s?(?:and\s)?#\d+){2,11})"
    r"\s?(?:—|–|--|:)\s?(?P<pairs>" + _LOOKED_AT.pattern[3:] + ")"
)
"""Round 29: a group named, then its pairs trailing off ("Also 1, 3, 4, 5 — 3-4, 3-5,
4-5..."): the group's pairs being looked at, as a run of bare pairs alone is (``_LOOKED_AT``),
unless the next words find them."""


def _group_looked_at(s: str) -> bool:
    """Whether a sentence is a group and its own pairs trailing off (``_GROUP_LOOKED_AT``)."""
    m = _GROUP_LOOKED_AT.fullmatch(s)
    return m is not None and set(_vertices(m["pairs"])) <= set(_vertices(m["group"]))


_FOUND_NEXT = re.compile(
    r"\W*(?:yes|yep|yeah|there|present|found|listed|✓|✔|an?\sedge|edge|adjacent|connected|"
    r"friends|joined)\b"
)
_PAIRED_AFTER = re.compile(
    r"[^.;]{0,24}?(?:\b(?:must|to|so|then|and|can|we|i'll|let's|i)\spair(?:\sup)?\s"
    r"(?:them\b|these\b|those\b|[{(\[]?#(?P<a>\d+)\s?(?:,|\swith|\sand)\s?#(?P<b>\d+))|"
    r"\b(?:so|then|and|thus|hence)\s(?:#(?P<c>\d+)|\$\d+)\s(?:must\s|can\s|only\s)?pairs?(?:\sup)?\swith\s#(?P<d>\d+))"
)


def _paired_after(part: str, end: int, pairs: list[tuple[int, int]]) -> bool:
    """Whether the pair just read is then put in one colour class (round 12).

    "3–5 → must pair {3, 5}", "1-4, so pair them", round 15: "0 only appears in 0–2, so
    0 pairs with 2": a non-edge named for a class, no edge.
    """
    m = _PAIRED_AFTER.match(part, end)
    if m is None or len(pairs) != 1:
        return False
    if m["d"] is not None:  # round 15: "0 only appears in 0–2, so 0 pairs with 2" (the
        # first "0" is read as a count before "pairs" and so is not a vertex mark)
        return int(m["d"]) in pairs[0] and (m["c"] is None or int(m["c"]) in pairs[0])
    return m["a"] is None or {int(m["a"]), int(m["b"])} == set(pairs[0])


_PAIR_TOKEN = r"(?:#\d+\s?(?:-|–|—|~)\s?#\d+|[({\[]\s?#\d+\s?,\s?#\d+\s?[)}\]])"
_MATCHED_AFTER = re.compile(
    rf"(?:\s?(?:,|and|&|/|or)\s?{_PAIR_TOKEN})*"
    r"(?:\s(?:is|are)\s(?:also\s)?(?:forced\b(?!\s(?:to|by|on|upon))|disjoint\s(?:non-?[\w-]+\s)?pairs\b)"
    r"|\spair\s?(?:[.;)]|$)"
    r"|\s(?:must\sbe|has\sto\sbe|becomes)\s(?:also\s)?(?:an?|the)\s(?:forced\s)?pair\b(?!\s(?:of|with)\b)"
    r"|\sis\s(?:also\s)?the\s(?:last|only|remaining|other|next|final|third|fourth)\s(?:forced\s)?pair\b(?!\s(?:of|with)\b))"
)
"""Round 39's words after bare pairs that make them a matching's pairs; round 45 (held-out
47, 50, 51; r1, qwen3): a pair said to be one, "So George–Heather must be a pair", "Then
Dave-Heather is the last pair", and "(that's the 1-4 pair)" ("2-6 is a pair of adjacent
vertices" and "Carol–Fran is a pair", a component of two, as before)."""
_MATCHED_THAT = re.compile(r"\bthat(?:'s|’s|\sis|\spair\sis)\s(?:also\s)?forced\b(?!\s(?:to|by))")
_MATCHED_BEFORE = re.compile(r"\bdisjoint\s(?:non-?[\w-]+\s)?pairs?\b[^.;!?]*$")
_FORCED_HEAD = re.compile(r"\bforced\s(?:pairs?|pairings?|matches|classes)\s?:[^.;!?]*$")
"""Round 43: pairs listed under a heading that calls them forced pairs ("Forced pairs: 2-6 and
3-7"), the words of ``_MATCHED_AFTER`` said before the pairs."""


def _matched_pairs(part: str, start: int, end: int) -> bool:
    """Whether bare pairs are the pairs of a matching: non-edges paired for colour classes.

    Round 39 (held-out 32, 37, 42, 43; gpt-oss, qwq, r1, claude): a colouring that pairs
    vertices into classes names each pair as a pair, not as an edge: "2-6 and 3-7 are
    forced", "(1, 2), so that pair is forced", "I need two disjoint pairs: 4-0 and 5-1",
    "4-9 and 2-11 are disjoint pairs", "Alice-Fran pair.". Twins: "2-6 is an edge, so
    forced to differ" and "0-1 and 2-3 are disjoint edges" are read as before.
    """
    return (
        _MATCHED_AFTER.match(part, end) is not None
        or ("forced" in part and _MATCHED_THAT.search(part, end) is not None)
        or ("disjoint" in part and _MATCHED_BEFORE.search(part, 0, start) is not None)
        or ("forced" in part and _FORCED_HEAD.search(part, 0, start) is not None)
    )


_COLOUR_VERDICT = re.compile(
    r"\s?(?:both\s(?:[a-z]\b|red|green|blue|yellow|orange|purple|the\ssame)|fine\b|ok\b|okay\b)"
)
"""Bare pairs whose colours are judged right after them (round 15): "3–6 both O", "(1-2
fine)": whether the two clash is what is checked, and that they are adjacent is a guess, so
none is read ("1-2 ✓ fine" and "1-2: R-G fine" are read as before)."""
_SAME_CLASS_AFTER = re.compile(
    r"\s?\(?\s?(?:(?:are|is|in)\s)?(?:the\s)?same(?:\s(?:colou?r|class|group|honou?ree|monument)\b"
    r"|(?=\s?(?:[.,;)]|and\b|$)))|\s?(?:share[sd]?|sharing)\s(?:a\s|the\s|one\s)?"
    r"(?:colou?r|class|group|honou?ree|monument|red|green|blue|yellow|orange|purple|[a-z]\b)"
)
"""Round 43: bare pairs said to share a colour right after them ("0~6 same colour", "3~5 share
green", "1~6 (same colour)"): two in one class, a non-edge, so none is read."""
_CLASSED_AFTER = re.compile(
    r"\s?(?:[✓✔]\s?)?(?:→|->|=>|⇒)\s?(?:class\s|colou?r\s)?\{\s?#(?P<a>\d+)\s?,\s?#(?P<b>\d+)\s?\}"
)


def _classed_after(part: str, end: int, pairs: list[tuple[int, int]]) -> bool:
    """Whether the pair just read is arrowed into a set of the same two (round 15).

    "left 0, 3: 0~3 ✓ → {0, 3}": the pair becomes a colour class (of the complement's
    edges); a class, not an edge of the problem's graph.
    """
    m = _CLASSED_AFTER.match(part, end)
    return m is not None and len(pairs) == 1 and {int(m["a"]), int(m["b"])} == set(pairs[0])


_LABEL_CHECKED = re.compile(
    r"\s?[}\])]?\s?:\s?(?:(?:city|vertex|node|person)\s)?#(?P<owner>\d+)['’]s\s(?:own\s)?"
    r"(?:highways?|roads?|neighbou?rs?|friends|edges|list|row|adjacency(?:\slist)?)\s"
    r"(?:(?:go|goes|run|runs|lead|leads|are|is|reach|reaches)\s)?(?:only\s)?(?:to\s)?(?:just\s)?"
    rf"(?P<list>{LIST})"
)
"""Round 29: a pair that labels a check of one end's own list ("4–6: city 4's highways go to 1,
2, 3, 7, 8 only", "{2, 4}: city 2's neighbours are 3, 5, 7"): where that list lacks the other
end, the check finds the pair absent, and the label named it to be checked, not as an edge;
where the list holds it ("2-5: 2's neighbours are 1, 5, 6"), the pair is read as before."""


def _label_checked_absent(part: str, end: int, pairs: list[tuple[int, int]]) -> bool:
    """Whether the one pair just read labels a check of its end's list that lacks the other."""
    if len(pairs) != 1 or "'" not in part and "’" not in part:
        return False
    m = _LABEL_CHECKED.match(part, end)
    if m is None:
        return False
    a, b = pairs[0]
    owner = int(m["owner"])
    if owner not in (a, b):
        return False
    other = b if owner == a else a
    return other not in _vertices(m["list"])


_LABEL_LOOKED_UP = re.compile(
    r"\s?[}\])]?\s?:\s?(?:(?:scanning|checking|searching|looking\sat|going\sthrough)\s)?(?:the\s)?"
    r"(?:edges?|pairs?|entries|highways?)\s(?:that\s)?(?:with|containing|involving|touching|at|from|"
    r"(?:start|begin|end)(?:s|ing)?\s(?:with|at))\s(?:(?:vertex|node|city)\s)?#(?P<owner>\d+)\b"
)
"""Round 35: a pair that labels a look-up of one end's entries in the edge list ("(2,6):
the pairs starting with 2 are ...", "3–5: edges with 3: ...")."""


def _label_looked_up(part: str, end: int, pairs: list[tuple[int, int]]) -> bool:
    """Whether the one pair just read labels a look-up of one end's entries in the edge list.

    Round 35 (one rule, beside round 29's ``_label_checked_absent``): "(2,6): the pairs
    starting with 2 are (2,3), (2,5)", "4-7: edges with 4: ...": the label names the pair to
    be looked up, it asserts nothing; where the look-up finds it, the entries listed say so
    themselves and are read as before.
    """
    if len(pairs) != 1:
        return False
    m = _LABEL_LOOKED_UP.match(part, end)
    return m is not None and int(m["owner"]) in pairs[0]


_MUTUALLY = r"\s(?:friends|adjacent|connected|know|linked|joined)\b"
_EACH_OTHER = (
    r"\s(?:with|to)\s(?:each\sother|one\sanother|every\sother\s(?:(?:one|member)\b|"
    r"(?:person|vertex|city|node)\s(?:in|of|within|from)\s(?:th(?:is|at|e)|our)\s(?:\w+\s)?"
    r"(?:subset|set|group|clique|collection|cluster)\b))"
)
"""A group's own pairs: "with each other", "with every other one", and (the real o1-mini
part) "with every other person in this subset", the group the line or the one before names."""
_SHARES = (
    r"(?!\s(?:can\s|could\s|may\s|will\s|then\s)?(?:(?:shares?|gets?|wears?|receives?|takes?)"
    r"(?!\s(?:an?\s|one\s)?(?:edge|highway|road|link|friendship)\b)|"
    r"goes|go|is\s(?:colou?red|given|assigned|put)|(?:is|are)\sin\s(?:one|the\ssame))\b)"
)
"""Round 20: "each pair shares a colour", "let every pair get one shirt": a pair that shares a
colour (a non-edge, in a colouring) is no clique claim."""
_CLIQUE = re.compile(
    # every form starts with its first letter (a word boundary looked at behind it), so that
    # the search skips ahead to those letters: "\bcliques?\b|complete\s(?:sub)?(?:graphs?|groups?)|
    # \bk\s?[₀-₉\d]{1,2}(?:'?s)?\b|(?:mutual(?:ly)?|all|pairwise)\s(?:friends|...)\b|(?:friends|
    # adjacent|connected|connect|linked|joined)\s(?:with|to)\s(?:each\sother|...)|know\s(...)|
    # every\s(?:two|pair)\b|\ball\s(?:\w+\s)?pairs\b|\beach\spair\b|(?<!to\s)(?<!with\s)\bevery..."
    r"c(?<=\bc)liques?\b|complete\s(?:sub)?(?:graphs?|groups?)|complete\ssets?\sof\s(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s(?:colou?rs?|shirts?|monuments?|labels?|people)\b)|"
    r"c(?<=\bfully[\s-]c)onnected\s(?:sub)?(?:groups?|sets?|clusters?|blocks?|graphs?)\b|l(?<=\bfully[\s-]l)inked\s(?:sub)?(?:groups?|sets?|clusters?|blocks?|graphs?)\b|j(?<=\bfully[\s-]j)oined\s(?:sub)?(?:groups?|sets?|clusters?|blocks?|graphs?)\b|a(?<=\bfully[\s-]a)djacent\s(?:sub)?(?:groups?|sets?|clusters?|blocks?|graphs?)\b|"
    r"k(?<=\bk)_?\{?\s?[₀-₉\d]{1,2}\}?(?:'?s)?(?!\w)"
    rf"|mutual(?:ly)?{_MUTUALLY}|all{_MUTUALLY}|pairwise{_MUTUALLY}"
    rf"|friends{_EACH_OTHER}|adjacent{_EACH_OTHER}|connected{_EACH_OTHER}|connect{_EACH_OTHER}"
    rf"|linked{_EACH_OTHER}|joined{_EACH_OTHER}"
    rf"|know\s(?:each\sother|one\sanother)|every\s(?:two|pair)\b{_SHARES}|a(?<=\ba)ll\s(?:\w+\s)?pairs\b"
    rf"|e(?<=\be)ach\spair\b{_SHARES}"
    r"|e(?<!to\se)(?<!with\se)(?<=\be)very\s?(?:person|vertex|city|node|one|body|member)\s(?:in|of)\b"
)
_CLIQUE_DOUBT = re.compile(
    r"\bfor\b[^.]{0,80}\bto\s(?:form|be|make)\b|\b(?:try|trying|candidates?|cands?|guess(?:es|ed)?|look\sfor|looking\sfor|"
    r"search\w*|potential|possible)\b|\bto\s(?:test|check|verify|try|examine|consider|rule\sout)\b|"
    r"\bf(?<!\bwe\sf)(?<!\bi\sf)(?<!\byou\sf)(?<!\bthey\sf)(?<!\bone\sf)ind\s(?:an?|any|some)\s|"
    r"\bneed\s(?:the\s)?(?:following\s)?(?:edges|all\s|(?:\w+\s){0,3}?(?:of\sthem\s)?(?:pairwise|mutually)\b)|\b(?:close\sto|nearly|almost|"
    r"short\sof|not\squite|near)\b|\b(?:being|is|are)\s(?:an?\s)?(?:independent|stable)\b"
)
"""A clique looked for or tried, not found ("for 0, 1, 2 to form a clique, we need ..."), or
said to be independent (round 11: "the triangle {1,3,4} being independent in G": a triangle
of the complement); round 15: a clique one sets out to find ("now, within {0, 1, 3, 4} find a
clique of size 3", "then find a K4"), as one looked for; "we find a K4", "I find a
triangle" still state one (round 27: ``_SOUGHT``). Round 45 (held-out 50, r1): what a clique
would need, "a K5 in {1,3,4,5,6,7} would need five of them pairwise adjacent", "we'd need
them mutually joined", as "need all ..." was."""
_SOUGHT = re.compile(
    r"(?:\bf(?<!\bwe\sf)(?<!\bi\sf)(?<!\byou\sf)(?<!\bthey\sf)(?<!\bone\sf)ind(?:ing)?\s"
    r"(?:(?:the\s|an?\s)?(?:max(?:imum|imal)?|largest|biggest|large|big|maximal)\s)?|\bseek(?:s|ing)?\s(?:an?\s|any\s)?|"
    r"\bhunt(?:s|ing)?\sfor\s(?:an?\s|any\s)?|"
    r"\b(?:look|test|check|scan|search)(?:s|es|ing|ning)?\s(?:[^.;:?!]{0,60}?\s)?for\s(?:an?\s|any\s)?)$"
)
"""Round 27, a search's candidates (one rule): a clique word that is the object of a search,
"find", "seek", "hunt for", "look / test / check / search ... for", names what is looked for,
and the group the search runs in is no clique said to be one ("within {1, 2, 3, 4, 7, 8, 9},
find K4", "among these find clique of size 3", "find the largest clique in {..}", "testing
{..} for a K4"); with a subject, "we find K4 {..}", "I find a triangle", the search is done and
states one, and so does a search heading with its results after the colon ("Find K4s: 1, 3,
5, 7 yes. ...", "Find clique: {0, 3, 4, 5, 7}"). Its chains: ``_chain_label``. Round 45
(held-out 52, gpt-oss): the size in plain words, "within {A, B, E, F} find large clique",
"find a big clique", "find a maximal clique", is a search as "find the largest clique" is."""
_EXCEPT = re.compile(rf"\s?(?:else\s)?(?:except(?:\sfor)?|but|besides|other\sthan)\s({LIST})")
_VOUCHED = re.compile(
    r"\b(?:one|you|we)\s(?:may|can|could|will)\s(?:easily\s|quickly\s)?(?:verify|check|confirm|"
    r"see|find)(?:\s\(.{0,40}?\))?(?:\sthat)?|\b(?:by|after\ssome|on)\schecking\b|"
    r"\bas\scan\sbe\s(?:verified|checked|seen)\b"
)
"""Words that vouch for what follows ("one may verify that ..."): no doubt there."""
_GROUP = re.compile(rf"{LIST}")
_GROUP0 = re.compile(LIST0)
_NUMBER_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
"""The counts spelled out that ``_ALL_OTHERS`` reads (round 16: "adjacent to all eleven other
vertices"); a count, in words or digits, other than the graph's size less one counts the
others of a group, which the reader does not guess: nothing is read."""
_COUNTED_OTHERS = re.compile(
    r"\ball\s(?:\$?\d{1,2}|" + _NUMBER_WORDS + r")\s(?:of\sthe\s)?others?\b"
)
"""The others counted ("all seven others"; round 28: "all seven of the others"): read with
the graph's size (``_all_others``)."""
_EVERY_EXCEPT = (
    r"(?P<every>every\s(?:person|vertex|city|node)(?=\s(?:except|besides|other\sthan)\s))"
)
"""Round 31: "every vertex except 2 and 10", "connected to every city except 5" (held-out 28,
31 and 33): as "every other vertex except ...", all but the vertices excepted; read only with
the excepted vertices named (``_all_others``), never as "every vertex" alone."""
_ALL_OTHERS = re.compile(
    rf"(?P<subjects>{LIST0})(?:\s?[—–-]\s?|\s|(?:\s(?:also|too))?\s?:\s)(?:(?:is|was|are|were)\s)?(?:\w+\s){{0,2}}?"
    r"(?:friends\swith|adjacent\sto|adj\.?\sto|(?:connected|joined|linked)\s(?:to|with)|knows|has\s(?:a\s)?(?:highway|road|edge)s?\sto)\s"
    r"(?:all\sof\s)?(?:every\s?(?:one|body|thing)(?:\selse)?|all(?=\s?(?:[.;,!(]|too\b|as\swell\b|$))|(?:every\sone\sof\s|all\s(?:of\s)?)the\sother"
    r"(?:s|\s(?:#?\$?\d+|\w+)\b(?:\s(?:people|persons|vertices|cities|nodes)\b)?)|every\sother\s"
    r"(?:person|vertex|city|node|one)|all\s(?:(?P<count>\$?\d{1,2}|"
    + _NUMBER_WORDS
    + r")\s)?other\s"
    r"(?:people|persons|vertices|cities|nodes)|all\s(?:(?P<count2>\$?\d{1,2}|"
    + _NUMBER_WORDS
    + r")\s(?:of\sthe\s)?)?others|"  # round 28: "all seven of the others", as "all seven others"
    r"all(?:\sthe)?(?:\s(?:people|persons|vertices|cities|nodes))?(?=\s(?:except|but|besides|other\sthan)\s)|"
    + _EVERY_EXCEPT
    + r")"
    r"(?!\s(?:\w+\s)?(?:in|of|among|from|within|on)\b)"
    r"|(?:all\sthe\s)?"
    rf"{V}\s(?:is|are)\s(?:a\s)?(?:\W)?universal"
    # a list row whose list is everyone: "L: everyone", "11: everybody else"
    rf"|^\W*{V0}\s?:\s?every(?:one|body)(?:\selse)?\s?[.;]?\s*$"
)
_ALL_OF = re.compile(
    rf"(?P<subjects>{LIST0})(?:\s?[—–-]\s?|\s|,\s(?:which|who)\s)(?:(?:is|was|are|were)\s)?(?:also\s|each\s|both\s)*"
    r"(?:friends\swith|adjacent\sto|connected\sto|linked\sto|joined\sto|connects\sto|connects\swith)\s(?:all|each|every)(?:\s(?P<count>\w+))?\s"
    r"(?:of\s|in\s)?(?:these|those|them|th(?:at|is|e)\s(?:clique|set|group))\b"
)
"""A vertex adjacent to each of a group named before ("George is friends with all four of these";
round 19: "5 is joined to every vertex in that group", "adding 5, which is adjacent to all of
them": a relative clause keeps the vertex before it as subject)."""
_REFERS = re.compile(
    r"th(?<=\bth)(?:ese|ose|em|ey|(?:at|is|e)\s(?:clique|set|group)|(?:is|at)\s(?:is|forms|makes|gives)\sa)\b"
)
"""Words that refer to a group named before: "these", "they", "this clique", "that forms a"
(written to start with its "th", so that the search skips ahead)."""
_REFERS_GROUP = re.compile(
    r"th(?<=\bth)(?:ese|ose|em|ey|(?:at|is|e)\s(?:set|group)|(?:is|at)\s(?:is|forms|makes|gives)\sa)\b"
)
"""Round 21: the references through which a clique claim takes the group named before
(``_REFERS`` but for "the clique", "this clique"): a clique word that is its own referent
("I'll give the clique the colours", "Finding the Clique") presupposes a clique said
elsewhere, asserts nothing new, and takes no group."""
_BRACED = re.compile(rf"[{{\[]\s?({LIST})\s?[}}\]]")
_BRACED_ANY = re.compile(rf"{{\s?({LIST})\s?}}")
_DIGIT = re.compile(r"\d")
_SLOT = re.compile(r"#(\d+)")
_OTHER_NUMBER = re.compile(r"\d(?<![#\d]\d)\d*")
"""A number that is no vertex: in a line's shape any other reads the same."""
_ALL = -1
"""Stands for every vertex ("6 is adjacent to every other vertex")."""
_KEYWORDS = (
    "connect", "adjacen", "adj", "link", "join", "attach", "friend", "neighb", "know", "edge",
    "touches", "hits", "borders", "meets", "sees", "nbr", "hangs off",
    "highway", "road", "pair", "path", "cycle", "triangle", "clique", "complete", "mutual",
    "every", "universal", "n(", "\\in", "∈", "e =", "e=", "~", "clash",
    "next to",  # round 31: "12 is next to 2" (the next_to shape)
)  # fmt: skip
"""Words without which no sentence asserts an edge (a superset of the patterns' words)."""
_K_NUMBER = re.compile(r"k_?\{?\s?[₀-₉\d]")
"""K4, K₇ (a complete graph); its literal start keeps the search fast."""
_SHAPES = (":", "->", "→", "=>", "⇒", " ↔ ")
"""Marks of an adjacency line ("6: 1, 3, 7", "6 -> 7")."""
_REL_WORDS = (
    "connect", "adjacen", "adj to", "adj with", "adj. to", "link", "join", "attach", "friend",
    "neighb", "know", "highway", "road", "edge", "touches", "hits", "borders", "meets", "sees",
    "hangs off",
)  # fmt: skip
"""``_REL``'s pre-test (round 17: "adj to", the shorthand it reads, not every "adj")."""
_NEIGHBOUR_WORDS = (
    "neighb", "friend", "connect", "adj", "n(", "nbr", ":", "highway", "edge", "road", "join", "link",
)  # fmt: skip
_MUTUAL_WORDS = (
    "connect", "adjacen", "friend", "neighb", "link", "join", "edge", "highway", "road", "know",
    "clash", "conflict",
)  # fmt: skip
_ALL_WORDS = ("every", "all", "universal")
_ALL_WORDS2 = ("every", "all", "each")
_LIST_LEADS = ("to", "with", "of", "and", ",")
"""Words before a list that make it an object, not the subjects of what follows."""
_CLIQUE_WORDS = ("clique", "complete", "k", "mutual", "pairwise", "all", "every", "fully")
# (round 33: "fully" for "a fully connected group")
_CLIQUE_WORDS_STRONG = (
    "clique", "complete", "mutual", "pairwise", "every", "all pairs", "each pair",
)  # fmt: skip
"""Clique words whose line may name its group on the line before."""
_LATEX = re.compile(r"\\(?:left|right|big|Big|mathrm|text|,|;|!)|\$")
_LATEX_WORD = re.compile(
    r"\\(?:text|mathrm|textrm|textit|mathit|textbf|mathbf)\s?\{([^{}\\]{0,30})\}"
)
"""A word in LaTeX text braces ("$T = \\{\\text{Bob}, \\text{Carol}\\}$", round 19): its braces
are no set of their own."""


_Template = tuple[
    list[tuple[int, int, int]], tuple[str, ...] | None, list[int], list[int] | None, bool
]  # (edges by slot with their sentence, table, group, the group named last or None, pending)
_TEMPLATES: dict[tuple[str, bool, tuple[int, ...]], _Template] = {}
"""What each line shape asserts, by slot, kept across readings: replies of one model repeat
their phrasing, so most lines of a run are read once for all its samples."""
MAX_TEMPLATES = 50_000
"""Line shapes kept; the store is emptied when full."""
_COLOUR = re.compile(
    r"(?:r(?<=\br)ed|g(?<=\bg)reen|b(?<=\bb)lue|y(?<=\by)ellow|o(?<=\bo)range|p(?<=\bp)urple)\b"
)
"""The colour words every shape pattern names together, never one alone (``_ANNOT``,
``_REL``, ``_COLOURS``, ``_NEW_VERB``, ``_NEIGHBOURS``' terse row): "\b(?:red|...)\b",
each word written to start with its letter (its word boundary looked at behind it), so
that the search skips ahead to those letters."""
_COLOUR_SEEN = re.compile(
    r"\(|✗|❌|✘|…|k|\.(?:\.|g\.)|or\sat\sleast|i'd\sexpect|not\s"
    r"|c(?:lique|omplete)|mutual|pairwise|all|every|triangle"
)
"""What lets a shape see which colour word a line holds, not only that it holds one: a
bounded run of characters that may take colour words in (a bracket's note up to 30
characters, ``_ANNOT``; the doubts searched in the 60 characters after a statement,
``_POST_DOUBT``, each holding one of these marks or words; a clique claim's windows,
``_CLIQUE_DOUBT`` and ``_CLIQUE_LESS``, read only where a clique word is, the words of its
shape's pre-test), and "e.g." after "blue" (an abbreviation to ``_sentences``). None of
these is a colour word or part of one, so writing a colour word as another keeps it.
(Asked only whether one is there: each way written to start with a plain character, so
that the search skips ahead to those characters.)"""


def _colour_blind(template: str) -> str:
    """A line shape's key for ``_TEMPLATES``, its colour words written alike where allowed.

    "so #0 must be blue" and "so #0 must be red" are then one shape, read once (a search
    trying colours repeats each line shape with every colour). Every shape names the colour
    words together (``_COLOUR``), and no word a shape searches for overlaps one (a colour
    word is a whole word here, and no literal of a pre-test, such as "e =", takes a part of
    one; "n(" after "green" is ruled out below); what is left is where a bounded window of
    characters ends, which a longer colour word moves, and those windows are ruled out by
    ``_COLOUR_SEEN``. ``tests/parsers/test_kcoloring_edge_colours.py`` reads every line
    shape so merged with its colours swapped and expects the same reading, so a new shape
    that tells colours apart shows there.
    """
    blind, found = _COLOUR.subn("red", template)  # (one pass: where none is, the same)
    if not found or _COLOUR_SEEN.search(template) is not None:
        return template
    return blind


@dataclass(frozen=True)
class EdgeClaim:
    """One edge the text asserts, with the words that assert it (for an explanation)."""

    edge: tuple[int, int]
    quote: str


@dataclass
class EdgeReading:
    """What a reading found: the claims, and notes on what it saw but did not count."""

    claims: list[EdgeClaim]
    notes: list[str]
    statements: list[list[tuple[int, int]]] = field(default_factory=list)
    """The edges each line asserted (lines asserting none left out)."""
    support: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    """For each edge, the lines (indices into ``statements``) that assert it."""
    blocks: list[int] = field(default_factory=list)
    """For each line of ``statements``, its block: rows ("0: 3, 6", a table row) that follow
    one another in the text, with no other line between them, share one (one list or table);
    any other line is a block of its own."""
    clauses: list[list[list[tuple[int, int]]]] = field(default_factory=list)
    """For each line of ``statements``, the edges each of its sentences asserted, sentence by
    sentence (sentences asserting none left out; a line read whole, a row, is one sentence).
    An edge two sentences of a line assert is in both, though once in the line's list."""


_SHORT_NAMES = re.compile(
    r"(?:short\snames?|abbreviations?|abbreviated|short\sforms?|initials)\s?[:=(]\s?"
    r"((?:[A-L][a-z]{1,2}\s?,\s?){1,11}[A-L][a-z]{1,2})"
)
"""People's names shortened to two or three letters and listed ("short names: Al, Bo, Ca";
round 11: "initials: Al, Bo, Ca")."""
_SHORT_NAME = re.compile(r"(?<![\w'’])([A-L][a-z]{1,2})(?![\w'’])(?!\s[a-z])")
"""A shortened name where one may stand: not a word before a lower-case word ("He is")."""


_CAPITAL = re.compile(r"[A-L]")


def _initial_pairs(text: str) -> list[re.Match[str]]:
    """``_INITIAL_PAIR.finditer(text)``, tried only at the capitals A-L where each match starts.

    Both of its forms start with a capital inside a group (behind a look-behind or a word
    boundary), where the search's scan for a first letter does not reach: it tried every
    place of the text. Matched at each capital after the last match, as ``finditer`` does.
    """
    found, after = [], 0
    for capital in _CAPITAL.finditer(text):
        at = capital.start()
        if at < after:
            continue
        m = _INITIAL_PAIR.match(text, at)
        if m is not None:
            found.append(m)
            after = m.end()
    return found


def _named_initials(text: str) -> Iterable[re.Match[str]]:
    """``_INITIALS_NAMED``'s matches, searched only before an "=" that two names follow.

    Its letters come first, so the search would try every capital of the text; an "=" is
    found at once, and few have names after them (round 16's speed guard).
    """
    at = text.find("=")
    while at >= 0:
        if _NAMES_AFTER.match(text, at + 1):
            m = _INITIALS_NAMED.search(text, max(0, at - 40), at + 160)
            if m is not None:
                yield m
        at = text.find("=", at + 1)


def _listed_initials(text: str) -> Iterable[re.Match[str]]:
    """``_INITIALS_LISTED``'s matches, tried only where one of its lead words starts.

    The words ("Init", "denote", "abbreviate", "People") are found at once; the pattern,
    led by a word boundary, would be tried at every place of the text (round 16's guard).
    """
    for lead in ("nit", "enote", "bbreviat", "eople"):
        at = text.find(lead)
        while at >= 0:
            m = _INITIALS_LISTED.match(text, max(0, at - 1))
            if m is not None:
                yield m
            at = text.find(lead, at + 1)


def _name_letter_runs(text: str) -> Iterable[re.Match[str]]:
    """``_INITIALS_NAME_LETTER_RUN``'s matches, searched only around a join "A, Bob B".

    The run starts with a name, which the search would try at every word; a letter before a
    comma and a name is found fast (its capital first), and few texts have one (a speed guard,
    as ``_named_initials``).
    """
    end = 0
    for j in _NAME_LETTER_JOIN.finditer(text):
        if j.start() < end:
            continue
        m = _INITIALS_NAME_LETTER_RUN.search(text, max(end, j.start() - 40), j.end() + 240)
        if m is not None:
            end = m.end()
            yield m


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
    for m in _initial_pairs(text):  # "A: Alice", "A (Alice)", "Alice=A", "Alice→A"
        letter, person = (m[1], m[2]) if m[1] else (m[4], m[3])
        if person[0] == letter:
            found[letter] = _PERSON[person]
    if _has(text, ("math", "**", "`")):
        for m in _INITIAL_MARKED.finditer(text):  # "$\\mathbf{A}$ = Alice", "**B** = Bob"
            letter = m[1] or m[2] or m[3]
            if m[4][0] == letter:
                found[letter] = _PERSON[m[4]]
    for m in _name_letter_runs(text):  # "Alice A, Bob B, Carol C"
        pairs = _NAME_LETTER.findall(m[0])
        if all(name[0] == letter for name, letter in pairs):
            found.update((letter, _PERSON[name]) for name, letter in pairs)
    for m in _INITIAL_GLUED.finditer(text):  # "A(lice), B(ob)"
        glued = m[1] + m[2]
        if glued in _PERSON:
            found[m[1]] = _PERSON[glued]
    for m in _INITIALS_RUN.finditer(text):  # "Let A, B, ..., H = Alice ... Heather"
        letters = re.findall(r"[A-L]", m[1])
        if len(letters) == 2 and ("." in m[1] or "…" in m[1]):  # "A..H": each letter between
            letters = list("ABCDEFGHIJKL"[ord(letters[0]) - 65 : ord(letters[1]) - 64])
        first, last = _PERSON[m[2]], _PERSON[m[3]]
        people = [p for p in _FRIENDS[:10] + tuple(_ALSO) if first <= _PERSON[p] <= last]
        if len(people) == len(letters) and all(
            p[0] == x for p, x in zip(people, letters, strict=True)
        ):
            found.update((x, _PERSON[p]) for p, x in zip(people, letters, strict=True))
    if "=" in text:
        for m in _named_initials(text):  # "A B C = Alice Bob Carol"
            letters, names = re.findall(r"[A-L]", m[1]), re.findall(r"[A-Z][a-z]+", m[2])
            if len(letters) == len(names) and all(
                p[0] == x for p, x in zip(names, letters, strict=True)
            ):
                found.update((x, _PERSON[p]) for p, x in zip(names, letters, strict=True))
        for m in _INITIALS_ENDS.finditer(text):  # "A=Alice … H=Heather"
            first, last = _PERSON[m[2]], _PERSON[m[4]]
            if m[1] == m[2][0] and m[3] == m[4][0] and first < last:
                found.update((p[0], _PERSON[p]) for p in _PERSON if first <= _PERSON[p] <= last)
    if "nitial" in text and _BY_INITIAL.search(text):  # "list friends by initial"
        found.update((p[0], i) for p, i in _PERSON.items())
    if "nit" in text or "enote" in text or "bbreviat" in text or "eople" in text:
        for m in _listed_initials(text):  # "Init: A B C D E F G H"
            letters = re.findall(r"[A-L]", m[1])
            if "".join(letters) == "ABCDEFGHIJKL"[: len(letters)]:
                found.update((x, i) for i, x in enumerate(letters))
    if "=" in text and any(f in text for f in ("B=1", "B = 1", "B=2", "B = 2")):
        numbered = [(m[1], int(m[2])) for m in _INITIALS_NUMBERED.finditer(text)]
        for base in (0, 1):
            placed = [x for x, i in numbered if ord(x) - 65 + base == i]
            if len(placed) >= 3 and len(placed) == len(numbered):
                found.update((x, ord(x) - 65) for x in placed)
    if "names" in text or "bbrev" in text or "short" in text or "nitials" in text:
        for m in _SHORT_NAMES.finditer(text):  # "(short names: Al, Bo, Ca)"
            for token in re.split(r"\s?,\s?", m[1]):
                people = [p for p in _PERSON if p.startswith(token)]
                if len(token) > 1 and len(people) == 1:
                    found[token] = _PERSON[people[0]]
    if any(f in text for f in ("0..", "1..", "0…", "1…", "0 ..", "1 ..", "0 …", "1 …")):
        # "A B C D E F G H = 0..7"
        for m in _INITIALS_RANGE.finditer(text):
            letters = m[1].replace(",", " ").split()
            first, last = int(m[2]), int(m[3])
            if "".join(letters) == "ABCDEFGHIJKL"[: len(letters)] and first in (0, 1):
                if last - first + 1 == len(letters):
                    found.update((x, i) for i, x in enumerate(letters))
    if any(f in text for f in ("A0", "A1", "B1", "B2")):  # "ids: A0 B1 C2 D3"
        for run in _INITIALS_GLUED_RUN.finditer(text):
            numbered = [(m[1], int(m[2])) for m in _INITIALS_GLUED_NUMBERS.finditer(run[0])]
            for base in (0, 1):
                if all(ord(x) - 65 + base == i for x, i in numbered):
                    found.update((x, ord(x) - 65) for x, _ in numbered)
    return found if len(found) >= 2 else {}


def _lettered_rows(text: str, n: int) -> dict[str, int]:
    """The people's initials where the text writes one row for each person, undeclared.

    The rows are headed by the initials in the people's order ("A: B C D" ... "G: B C E F",
    or "A{E}, B{D}, C{D}", round 17; round 22: "N(A)=B,D,E  N(B)=A,C"): a neighbour table of the frame's people, whose initials
    are A-L in that order. Nothing where a letter is missing, repeated out of order, or a
    letter past the n-th heads a row (rows of a relabelling or of colour classes).
    """
    if n < 3 or n > 12:
        return {}
    for pattern, lead in ((_LETTER_ROW, "A:"), (_LETTER_BRACED, "A{"), (_LETTER_N, "N(A)")):
        if lead not in text and (lead != "A:" or "A :" not in text):
            continue  # (the first row is "A: ..." or "A{...}": a speed guard)
        letters: list[str] = []
        for m in pattern.finditer(text):
            if m[1] not in letters:
                letters.append(m[1])
        if "".join(letters) == "ABCDEFGHIJKL"[:n]:
            return {x: i for i, x in enumerate(letters)}
    return {}


_NAME_RANGE = re.compile(
    r"\bfrom\s("
    + "|".join(_FRIENDS)
    + r")\s(?:to|through|thru|until)\s("
    + "|".join(_FRIENDS)
    + r")\b",
    re.IGNORECASE,
)
"""People given as a range of the frame's order ("everyone from Dave through George")."""


def _names_between(m: re.Match[str]) -> str:
    low, high = _PERSON[m[1].capitalize()], _PERSON[m[2].capitalize()]
    if not 0 < high - low <= 11:
        return m[0]
    return "from " + ", ".join(_FRIENDS[low : high + 1])


_K_SUBSCRIPT = re.compile(r"(?<![\w'’])([Kk])_?([₀-₉]{1,2})(?![\w₀-₉])")
_SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
"""Round 28: a clique's size in subscript digits ("K₈") is its size: "the graph is K₈" calls
the whole graph complete as "the graph is K8" does, and a size says how many vertices a
clique has wherever it is checked (``_K_SIZE``)."""


def _k_digits(m: re.Match[str]) -> str:
    return m[1] + m[2].translate(_SUBSCRIPT_DIGITS)


_INDIVIDUALS = re.compile(r"\bindividual(s)?\b")
"""People called "individuals" (the real o1-mini part): read as "people" and "person", the
words every rule about the friends frame knows."""


def _as_people(m: re.Match[str]) -> str:
    return "people" if m[1] else "person"


_BOLD_ITEMS = r"\*\*(\w+(?:,\s?\w+){2,}(?:,?\sand\s\w+)?)\*\*"
_BOLD_GROUP_PAIR = re.compile(rf"{_BOLD_ITEMS}(,?\s(?:and|&|or)\s){_BOLD_ITEMS}")


def _bold_groups(line: str) -> str:
    """Two lists of three or more in bold joined by "and" written as two braced groups.

    Round 45 (held-out 48, 50; gemini): "Cities **1, 6, 7, 8** and **2, 5, 7, 8** are also
    fully connected groups", "e.g. **Alice, Bob, Dave, Ethan** and **Carol, Dave, Ethan,
    George**": the bold marks where each group ends, and with them stripped the two lists
    ran together into one group of eight (every pair across the two read). Braces keep them
    apart, as "{1, 6, 7, 8} and {2, 5, 7, 8}" always were. A single bold list is left as it
    was (a colour class in bold, "Red: **0, 2, 5**", reads as before).
    """
    return _BOLD_GROUP_PAIR.sub(r"{\1}\2{\3}", line)


def _normalise(
    line: str,
    frame: str,
    n: int,
    initials: dict[str, int] | None = None,
    slots: list[int] | None = None,
    counts: dict[bytes, set[str]] | None = None,
) -> str:
    """The line with every vertex written ``#i`` (0-based), lower-cased, LaTeX stripped.

    With ``slots``, vertex ``v`` is written ``#j`` where ``slots[j] == v`` (numbered by
    first appearance, ``slots`` filled in): the line's shape, the same for any vertices.
    ``counts``: a reader's store of the count pre-tests by skeleton (``_counts_masked``).
    """
    if "\\" in line or "$" in line:
        if "\\" in line:  # "\text{Bob}": the word, without the braces that would read as a set
            line = _LATEX_WORD.sub(r" \1 ", line)
        line = _LATEX.sub(" ", line).replace("\\{", "{").replace("\\}", "}")
        line = _SPACES.sub(" ", line)  # "$C_1$, $C_7$": one space where the marks were
    if "**" in line:
        line = _bold_groups(line)
    line = line.replace("**", "").replace("`", "")
    if not line.isascii() and "₀" <= max(line) and _K_SUBSCRIPT.search(line) is not None:
        line = _K_SUBSCRIPT.sub(_k_digits, line)  # round 28: "the graph is K₈", as "K8"
    if frame == "friends":
        if "#" in line:
            line = _RAW_HASH.sub("#x", line)  # "Option #2": a number, no vertex, no slot

        def mark(v: int) -> str:  # (made here only: the other frames mark numbers inline)
            if not 0 <= v < n:
                return "#x"
            if slots is None:
                return f"#{v}"
            if v not in slots:
                slots.append(v)
            return f"#{slots.index(v)}"

        def person(m: re.Match[str]) -> str:
            return mark(_PERSON[m[1].capitalize()])

        def initial(m: re.Match[str]) -> str:
            v = (initials or {}).get(m[1])
            return m[0] if v is None else mark(v)

        if "from" in line and _NAME_RANGE.search(line):  # "everyone from Dave through George"
            line = _NAME_RANGE.sub(_names_between, line)
        if initials:  # "Carol (C)": the initial defined again is no second vertex
            defined = _DEFINED.sub(_undefined, line) if "(" in line else line  # (its bracket first)
            line = _INITIAL.sub(initial, defined)
            if len(max(initials, key=len)) > 1:
                line = _SHORT_NAME.sub(initial, line)
        if not line.isascii() and _CASE_TRAPS.search(line):
            return _NAME.sub(person, line).lower()

        def lower_person(m: re.Match[str]) -> str:  # a name in the lower-cased line
            before = m.string[m.start() - 1 : m.start()]
            if (before.isalnum() or before == "_") and not m.string.endswith(
                _CHANNEL_MARKS, 0, m.start()
            ):
                return m[0]  # inside a word (not glued to a channel marker): no name
            return mark(_PERSON[m[1].capitalize()])

        line = line.lower()
        if "individual" in line:  # the real o1-mini part: "all seven other individuals"
            line = _INDIVIDUALS.sub(_as_people, line)
        if "k_" in line:  # round 46: "$K_4$", "\\(K_5\\)" as "K4", as the numbered frames read it
            line = _K_LATEX.sub(r"k\1", _K_BIPARTITE.sub("bipartite", line))
        present = tuple(name for name in _NAMES_LOWER if name in line)
        if not present:
            return line
        pattern = _NAME_SETS.get(present)
        if pattern is None:
            if len(_NAME_SETS) >= 1024:
                _NAME_SETS.clear()
            pattern = _NAME_SETS[present] = re.compile("(" + "|".join(present) + r")\b")
        return pattern.sub(lower_person, line)
    base = 1 if frame == "cities" else 0
    pattern = _CITY_NUMBER if frame == "cities" else _NUMBER
    line = line.lower()
    if "#" in line:
        line = _HASH_NUMBER.sub("", line)  # "#4": the vertex 4 written with a number sign
        line = _RAW_HASH.sub("#x", line)  # what is left ("x#9", "##9"): no vertex, no slot
    if "k_" in line:
        line = _K_BIPARTITE.sub("bipartite", line)  # K_{1,3}: no clique (round 13)
        line = _K_LATEX.sub(r"k\1", line)  # K_{5}, K_5: a clique word, no vertex
    if frame == "cities" and "c" in line:
        line = _TERSE_CITY.sub(r"city \1", line)
    if _TERSE_HINT.search(line) and _TERSE_VERTEX.search(line):  # (also beside a "c": round 11)
        line = _TERSE_VERTEX.sub(lambda m: f"vertex {m[1] or m[2]}", line)
    if "nbr" in line or "sees" in line or "neighb" in line or "adj" in line:
        if "nbr" in line or "sees" in line:
            line = _GLUED_COLOUR.sub(r"\1 \2", line)
        # round 28: a neighbour named with its colour, in a note after its vertex
        if _INITIAL_HINT.search(line) is not None and _NOTED_NEIGHBOURS.search(line) is not None:
            line = _COLOUR_INITIAL.sub(_colour_named, line)  # "sees 0 r, 3 b"
        if ("—" in line or "–" in line) and (
            "sees " in line or "nbrs " in line or "adj " in line
        ):  # "11 green — sees 0 red"
            line = _DASH_NOTE.sub(lambda m: _vertex_led(m, m[1] + ": "), line)
        if "(" in line and ("(nbrs" in line or "(adj" in line or "( " in line):
            line = _BRACKET_NOTE.sub(_bracket_noted, line)  # "2 (nbrs 1 blue, 5 green)"
    line = _counts_masked(line, counts)
    if ("–" in line or "-" in line) and _RANGED_NEIGHBOURS.match(line):
        line = _NEIGHBOUR_RANGE.sub(_range_listed, line)  # "5: 0–2, 4": 5's neighbours 0, 1, 2, 4
    if " to " in line and ("-" in line or "–" in line) and _JOINED_RANGE.search(line):
        line = _JOINED_RANGE.sub(_joined_masked, line)  # "7 is joined to 1–6": no edge 1-6

    # each number marked as mark() does, inlined (the pattern matches the number alone, so
    # splitting at it leaves the text between numbers, and each number, in turn)
    pieces = pattern.split(line)  # (lower-cased above)
    marks: dict[str, str] = {}  # each number written once a line ("3" again: the same mark)
    for i in range(1, len(pieces), 2):
        number = pieces[i]
        marked = marks.get(number)
        if marked is None:
            v = int(number) - base
            if not 0 <= v < n:
                marked = "#x"
            elif slots is None:
                marked = _MARK[v]
            elif v in slots:
                marked = _MARK[slots.index(v)]
            else:  # (a new vertex takes the next slot)
                slots.append(v)
                marked = _MARK[len(slots) - 1]
            marks[number] = marked
        pieces[i] = marked
    return "".join(pieces)


_MARK = tuple(f"#{i}" for i in range(64))
"""``#i`` for each vertex ``i`` (at most 64) or slot (at most one a vertex)."""


_COUNT_NOUNS = (
    r"(?:other\s|more\s|distinct\s|different\s|mutual\s|common\s|such\s|total\s)?(?:neighbou?rs|friends|"
    r"friendships|edges|connections|colou?rs|vertices|nodes|cities|people|persons|highways|pairs|"
    r"triangles|cliques|shirts|monuments|times|steps|others|members|elements|ways|shared|in\stotal)\b"
)
_THROUGH = r"through|thru|\.\.\.?|…"
"""A range's middle in words or dots ("1 through 7", "2..5"), spelled once for the count
rules, their pre-test (``_COUNT_DIGIT``) and ``_LISTED_RANGE``."""
_RANKED = (
    r"(?:highest|lowest|most|least|largest|smallest|top|bottom|colou?rs|"
    r"vertices|nodes|people|cities|more|times|others|steps|neighbou?rs|friends|edges|highways|"
    r"friendships|pairs|roads|colou?rings|ways|tries|options|choices)"
)
"""Words after a dashed range that make it a count or a rank ("the 3-4 highest", "2-3
edges"), spelled once for the count rule and its pre-test (``_COUNT_DIGIT``)."""
_COUNTS: tuple[tuple[str, re.Pattern[str], bool], ...] = (
    # a count before what it counts: "7 neighbors", "(5 friends", "3 other vertices"
    ("digit", re.compile(rf"(\d+)\s{_COUNT_NOUNS}"), True),
    # a count glued to its noun: "5-clique", "3-coloring", "4-cycle"
    (
        "digit",
        re.compile(
            # (written to start with the digit: "(?<!vertex\s)(?<!node\s)(?<!city\s)(\d+)-...")
            r"(\d(?<!vertex\s\d)(?<!node\s\d)(?<!city\s\d)\d*)-(?:clique|colou?r\w*|cycle|vertex|node|element|regular|partite|way|set|subset|"
            r"subgraph|person|people|city|cities|degree|wheel|path)\b"
        ),
        True,
    ),
    # a degree: "degree 5", "deg(3) = 4" (the vertex of "degree of 3" stays a vertex)
    (
        "degree",
        re.compile(
            r"deg(?:ree)?s?\s?(?:is\s|=\s?|:\s?|\s|\(\s?(?:vertex\s)?\d+\s?\)\s?(?:=|is)\s?)(\d+)"
        ),
        False,
    ),
    # sizes and bounds: "size 5", "k = 4", "at least 5", "a total of 21", "K_{5}"
    (
        "size",
        re.compile(
            r"\b(?:size|[kn]\s?=|k_|χ|chi|at\sleast|at\smost|total\sof|number\sis|needs?|requires?|≥|≤|"
            r">=|<=)\s?(?:=|is|of|:)?\s?_?\{?(\d+)\b(?!\s?(?:-|–|,\s?\d|and\s\d))"
        ),
        False,
    ),
    # ranges: "vertices 0-7", "cities 1 to 8", "1 through 7", "the 3-4 highest"
    (
        "range",
        re.compile(
            # (each word written to start with its letter, its word boundary looked at behind it)
            r"(?:v(?<=\bv)ertices|n(?<=\bn)odes|c(?<=\bc)ities|p(?<=\bp)eople|l(?<=\bl)abell?ed"
            r"|n(?<=\bn)umbered|f(?<=\bf)(?<!edge\sf)(?<!highway\sf)(?<!road\sf)(?<!link\sf)rom|i(?<=\bi)ndices)\s(\d+\s?"
            r"(?:-|–|—|to|through|\.\.\.?|…)\s?\d+)"
        ),
        False,
    ),
    ("digit", re.compile(rf"(\d+\s?(?:{_THROUGH})\s?\d+)"), True),
    (
        "digit",
        re.compile(rf"(\d+\s?[-–]\s?\d+)(?=\s{_RANKED}\b)"),
        True,
    ),
    (
        "digit",
        re.compile(
            r"(?:vertices|others|cities|nodes|people|neighbou?rs|everyone|everything)\s\([^()]{0,30}?"
            r"(\d+\s?[-–]\s?\d+)(?:\s\w+)?\)"
        ),
        False,
    ),
    # a count with the range it covers: "6 has 6 (0-5)"
    ("has", re.compile(r"\bhas\s(\d+\s\(\d+\s?[-–]\s?\d+)(?:\s\w+)?\)"), False),
    # a count after a list: "..., 6 again", ", 5 total"
    ("digit", re.compile(r",\s(\d+)\s(?:again|total|in\stotal|neighbou?rs|friends)\b"), False),
    # a binomial coefficient (round 13): "21 = C(7,2)", "C(7, 2) = 21", "binom(6,2)", "7 choose 2"
    ("binom", re.compile(r"=\s?(?:c|binom)\s?\(\s?(\d+\s?,\s?\d+)\s?\)"), False),
    ("binom", re.compile(r"\b(?:c|binom)\s?\(\s?(\d+\s?,\s?\d+)\s?\)\s?="), False),
    ("binom", re.compile(r"\b(\d+\s(?:choose|c)\s\d+)\b"), False),
    # numbering: a list item "1. ", "step 3", "color 2", "attempt 4"
    ("numbering", re.compile(r"^\s?(?:[-*•]\s?)?(\d+)[.)]\s"), False),
    (
        "label",
        re.compile(
            r"\b(?:step|case|attempt|option|round|line|try|iteration|part|phase|stage|rule|approach|"
            r"scenario|colou?r|pass|column|row|table|figure|version|layer|level|wave|hop)\s#?(\d+)\b"
        ),
        False,
    ),
    # a range of numbered things: "steps 2-3", "lines 2-5", "rows 1-4"
    (
        "label",
        re.compile(
            r"\b(?:steps|cases|attempts|options|rounds|lines|iterations|parts|phases|stages|rules|"
            r"columns|rows|pages|items|entries|groups|layers|levels)\s(\d+\s?[-–]\s?\d+)\b"
        ),
        False,
    ),
)
"""Numbers that count, measure, bound or number something, and no vertex: each rule with its
kind (it starts with the number, with a word of its kind, or numbers a list item; the
pre-tests say which kinds may match), its pattern (group 1 the number or range), and whether the number must start a
token (not glued to a word, not "vertex 7 neighbors")."""
_NUMBERING = re.compile(r"\s?(?:[-*•]\s?)?\d+[.)]\s")
_NOT_BEFORE_COUNT = ("vertex ", "node ", "city ")
_COUNT_DIGIT = re.compile(
    rf"\d(?:\s{_COUNT_NOUNS}|-(?:clique|colou?r|cycle|vertex|node|element|regular|partite|way|set|"
    rf"subset|subgraph|person|people|city|cities|degree|wheel|path)|\s?(?:{_THROUGH})|"
    rf"\s?[-–]\s?\d+(?:\)|\s{_RANKED})|\s(?:again|total|in\stotal))"
)
_COUNT_WORDS: dict[str, str] = {
    word: kind
    for kind, words in (
        ("degree", "deg degree degrees"),
        ("has", "has"),
        ("size", "size k n χ chi least most of is need needs require requires ≥ ≤ < >"),
        ("range", "vertices nodes cities people labelled labeled numbered from indices"),
        (
            "label",
            "step case attempt option round line try iteration part phase stage rule approach "
            "scenario color colour pass column row table figure version steps cases attempts "
            "options rounds lines iterations parts phases stages rules columns rows pages items "
            "entries groups layer level wave hop layers levels",
        ),
    )
    for word in words.split()
}
"""The word just left of a number that may make it a count, and the kind of rule it calls."""
_NOT_COUNT_LEFT = (
    ", ", ",", "vertex ", "node ", "city ", "and ", "to ", "with ", "is ", "-", "[", "or ",
    "are ", "between ", "edge ", "so ", "but ",
)  # fmt: skip
_COUNT_WORD_NUMBER = re.compile(r"\d[ :=({_#$]*([a-zχ≥≤<>]+)")
"""A number with the word just left of it (the whole word: a count word of ``_COUNT_WORDS``
if any), searched in the line written backwards: the search then skips ahead to digits,
which are few."""


def _count_words_before(line: str) -> set[str]:
    """The kinds of count rule whose word ("degree", "step", "size") is left of a number.

    The pre-test of the rules that start with a word: one search for a count word just
    before a digit, the common lefts of a vertex ("1, 2", "vertex 3", "to 5") left out.
    """
    kinds: set[str] = set()
    last = len(line) - 1
    for m in _COUNT_WORD_REVERSED.finditer(line[::-1]):
        kind = _COUNT_WORDS.get(m[1][::-1])
        digit = last - m.start()  # where the number starts
        if kind is not None and not line.endswith(_NOT_COUNT_LEFT, max(0, digit - 16), digit):
            kinds.add(kind)
    return kinds


"""A count that starts with its number, and the words of the others: without either, no rule
of ``_COUNTS`` can match, and the line is left at once (most lines)."""


def _count_kinds(line: str) -> set[str]:
    """The kinds of count rule of ``_COUNTS`` that may match the (lower-cased) line."""
    kinds = _count_words_before(line)
    if _COUNT_DIGIT.search(line) is not None:
        kinds.add("digit")
    if _NUMBERING.match(line) is not None:
        kinds.add("numbering")
    if "c(" in line or "c (" in line or "binom" in line or "choose" in line:
        kinds.add("binom")  # (the binomial pre-test: round 13)
    return kinds


_ZEROS = bytes.maketrans(b"123456789", b"000000000")
"""Each digit written 0: an ASCII line's skeleton for the count pre-tests (``_count_kinds``),
as bytes (translated in C at once; a ``str.translate`` costs about what the tests do)."""


_COLOUR_BYTES = re.compile(_COLOUR.pattern.encode())
"""``_COLOUR`` over an ASCII skeleton (as bytes, where ``\\b`` is the same for ASCII text).

The count pre-tests (``_count_kinds``) never tell one colour word from another, so a
skeleton's colour words are written alike for a second key (speed round after round 30: a
search's trials, "so far: 0-blue, 1-red, 6-green", repeat their shape with every colour,
and each new skeleton cost a pre-test, about a tenth of an R1-style read). Why they cannot:
no colour word is a count word of ``_COUNT_WORDS``, and a count word is a whole word (the
letter before it looked at), so a colour left of a number is no count word, whichever it
is; right of a number, no alternative of ``_COUNT_DIGIT`` (nouns, ``_RANKED``, "-clique",
"-way", ...) starts with a colour word or is a start of one; no colour word ends in "c" or
holds "binom" or "choose"; the left-of-number tests (``_NOT_COUNT_LEFT``) look at a count
word's own letters and the marks after it, never at a word before it; and the numbering
test sees only the line's start, digits and bullets. Every colour is a whole word of
letters, so writing it as "red" keeps what stands beside it."""


def _counts_masked(line: str, known: dict[bytes, set[str]] | None = None) -> str:
    """The (lower-cased) line with each count, range or numbering written ``$n``: no vertex.

    The one place where numbers are told from vertices by their context. ``known`` keeps
    the pre-tests' answer by the line's skeleton (every digit written 0): none of them
    looks at which digit is where (no pattern names a digit, and the words and lefts they
    test hold none), so lines that differ only in their numbers ("so far: 0-red, 3-blue",
    a search's trials) are pre-tested once; the rules themselves still read each line.
    Nor at which colour word is where: the skeleton with its colour words written alike is
    a second key (``_COLOUR_BYTES``).
    """
    if known is None or not line.isascii():
        kinds = _count_kinds(line)
    else:
        skeleton = line.encode().translate(_ZEROS)
        kinds = known.get(skeleton)  # type: ignore[assignment]
        if kinds is None:
            blind, found = _COLOUR_BYTES.subn(b"red", skeleton)
            kinds = known.get(blind) if found else None
            if kinds is None:
                kinds = _count_kinds(line)
                if found:
                    known[blind] = kinds
            known[skeleton] = kinds
    if not kinds:
        return line
    spans: list[tuple[int, int]] = []
    for kind, pattern, token in _COUNTS:
        if kind not in kinds:
            continue
        for m in pattern.finditer(line):
            start = m.start(1)
            if token:
                before = line[:start]
                if before[-1:] and (before[-1].isalnum() or before[-1] in "_.#$-"):
                    continue
                if before.endswith(_NOT_BEFORE_COUNT) or not before.strip(" -*•"):
                    if pattern is _COUNTS[0][1]:
                        continue  # "vertex 7 neighbors", "4 neighbors: 1, 2" at a line's start
            spans.append((start, m.end(1)))
    if not spans:
        return line
    out, at = [], 0
    for start, end in sorted(spans):
        if start < at:
            continue
        out.append(line[at:start])
        span = line[start:end]
        listed = _LISTED_RANGE.fullmatch(span)
        if listed and _LIST_LEAD.search(line, max(0, start - 24), start):
            # "joined to all of 2 through 12": a range of the list's items, each a vertex
            low, high = int(listed[1]), int(listed[2])
            if 0 < high - low <= 16:
                out.append(", ".join(map(str, range(low, high + 1))))
                at = end
                continue
        out.append("$" + span if span.isdigit() else _DIGITS.sub(r"$\1", span))
        at = end
    out.append(line[at:])
    return "".join(out)


_DIGITS = re.compile(r"(\d+)")
_RANGED_NEIGHBOURS = re.compile(
    r"^\s*(?:[-*•]\s?)?(?:vertex\s|city\s|node\s)?(\d+)\s?:\s?(?!\1\s?[-–])\d+(?:\s?[-–]\s?\d+)?"
    r"(?:\s?,\s?\d+(?:\s?[-–]\s?\d+)?)+\s?\.?\s*$"
)
"""A neighbour list with ranges among its items ("5: 0–2, 4, 6, 8–11"): no item is an edge.
Round 32 (held-out 35): not a row whose first item starts at the row's own vertex ("- 4: 4-7,
4-8, 4-9", the edges listed by their lower end): a range holding the vertex itself is no
list of its neighbours, and the items are its pairs."""
_NEIGHBOUR_RANGE = re.compile(r"(?<=[:,])(\s?)(\d+)\s?[-–]\s?(\d+)(?=\s?(?:,|\.?\s*$))")


def _range_listed(m: re.Match[str]) -> str:
    low, high = int(m[2]), int(m[3])
    if not 0 < high - low <= 16:
        return m[0]
    return m[1] + ", ".join(map(str, range(low, high + 1)))


_JOINED_RANGE = re.compile(
    r"(\b(?:joined|connected|adjacent|linked)\sto\s)(\d+)[-–](\d+)(?![\d\-–—~])"
)
"""A range right after "joined to" ("city 7 is joined to 1–6"): a range of labels, no edge
between its ends and no group a later claim may name; written as a count, read as nothing
(conservative: the neighbours it names are not counted either)."""


def _joined_masked(m: re.Match[str]) -> str:
    if int(m[3]) - int(m[2]) < 2:
        return m[0]
    return f"{m[1]}${m[2]}–${m[3]}"


_LISTED_RANGE = re.compile(rf"(\d+)\s?(?:to|{_THROUGH})\s?(\d+)")
"""A range written in words or dots (not a dash, which is an edge as often)."""
_LIST_LEAD = re.compile(
    r"(?:\bto|\bof|\bwith|:|\b(?:every|each|any)\s?(?:one|body|\s(?:vertex|city|node|person))\sfrom)"
    r"(?:\s(?:the\s)?(?:cities|vertices|nodes|people))?\s?$"
)
"""What comes before a range that lists a vertex's neighbours, not a count or the vertex set."""
_K_LATEX = re.compile(r"\bk_\{?(\d{1,2})\}?")
_K_BIPARTITE = re.compile(r"\bk_\{?\d{1,2}\s?,\s?\d{1,2}\}?")
"""A complete bipartite graph ("$K_{1,3}$", a star): no clique claim on its group."""
_SPACES = re.compile(r"(?<=\S) {2,}| +(?=,)")
_TERSE_CITY = re.compile(r"\b(?:c|city)_?\{?(\d{1,2})\}?(?!\w)")
"""Cities written tersely: "c5", "c_{5}", and glued "City5" (round 12)."""
_TERSE_VERTEX = re.compile(r"\bv_?(?:\{(\d{1,2})\}|(\d{1,2})\b)")
_TERSE_HINT = re.compile(r"v_?\{?\d")
"""The pre-test of ``_TERSE_VERTEX`` (a pattern that starts with a literal is searched fast)."""
_GLUED_COLOUR = re.compile(r"(?<![\w.#$])(\d{1,2})([rgbyop])(?=[\s,;.)]|$)")
_COLOUR_INITIAL = re.compile(r"(\d{1,2}) ([rgbyop])(?=\s?[,;)|—–]|\s*$)")
_INITIAL_HINT = re.compile(r" [rgbyop](?![a-z])")
"""A letter alone after a space, as a colour initial is (a search led by a plain character,
so that the engine skips ahead to the spaces): most lines have none."""
_NOTED_NEIGHBOURS = re.compile(r"\b(?:nbrs?|sees|neighbou?rs|adj)\b")
_COLOUR_NAMES = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "o": "orange", "p": "purple"}
"""Round 28: a neighbour named with its colour's initial ("sees 0 R, 3 B", "nbrs 1 B, 5 G"),
on a line with a neighbour word, is that neighbour with its colour written out ("0 red"),
which every list reads as a note on its vertex (``_ANNOT``)."""


_DASH_NOTE = re.compile(
    r"(\d{1,2}(?:\s(?:red|green|blue|yellow|orange|purple))?)\s?[—–]\s?(?=(?:sees|nbrs|adj)\s\d)"
)
"""Round 28: a vertex, its colour and its neighbours after a dash ("11 green — sees 0 red"),
written as the row it is ("11 green: sees 0 red"); a dash would end the clause."""
_BRACKET_NOTE = re.compile(
    r"(\d{1,2}(?:\s(?:red|green|blue|yellow|orange|purple))?)\s?\(\s?"
    r"(?=(?:nbrs|adj)\.?\s?:?\s?\d)"
)
"""Round 28: a vertex's neighbours noted in a bracket right after it ("2 (nbrs 1 B, 3 R, 5 G) →
Yellow", "9 (adj 0,1,2,3,5,6,7,10)"), as a colouring walks the vertices, written as the row it
is ("2 nbrs 1 blue, ...", ``_NEIGHBOURS``); not "(non-nbrs 1, 5)", colours alone, nor after a
count ("degree 3 (nbrs 0, 6, 7)", round 25's rule)."""


_HER_FRIEND = re.compile(
    rf"(?P<lead>\s(?:since|because|as)\s)#(?P<y>\d+){_ANNOT}\s(?:is|was)\s(?:also\s)?"
    r"(?P<pro>her|his)\s(?:friend|neighbou?r)\b(?!\s?(?:'s|’s|\sof))"
)
"""Round 42 (friends frame, a pronoun whose vertex is the sentence's one subject: held-out 12,
24, 27, 33 and 40 at their first measure): the reason clause of round 23's verdict written
the other way round ("Cy can't be red, because Di (red) is her friend"): said as "because she
is friends with Di", so that the pronoun takes the verdict's subject as round 23 reads it,
and not where that rule reads nothing (another vertex before it, a condition, a denial)."""
_ALSO_FRIENDS_NEXT = re.compile(
    r"(?P<head>(?:^|(?<=[.!?]\s))[\s*•+-]*(?:\*\*)?#(?P<v>\d+)(?:\*\*)?\s(?:is|was)\s(?:also\s)?"
    r"friends\swith\s[^.!?;:—–]{1,200}?\.\s)(?P<pro>he|she)(?:'s|’s|\sis)\s(?P<also>also\s)"
    r"(?=friends\swith\s#)"
)
"""Round 42 (the same class, held-out 33): a sentence that lists one person's friends, and
the next sentence's "He's also friends with Di": "also" adds to the list of the sentence
before, so the pronoun is its subject. Only right after such a sentence (its subject first,
a plain list), and only with "also"; any other pronoun that follows a sentence naming more
than one person reads nothing (which one it means would be a guess)."""


def _pronoun_friend(shaped: str) -> str:
    """Round 42's two pronoun forms given their vertex (``_HER_FRIEND``, ``_ALSO_FRIENDS_NEXT``)."""
    if " her " in shaped or " his " in shaped:
        shaped = _HER_FRIEND.sub(
            lambda m: (
                f"{m['lead']}{'she' if m['pro'] == 'her' else 'he'} is friends with #{m['y']}"
            ),
            shaped,
        )
    if " also friends with " in shaped:
        shaped = _ALSO_FRIENDS_NEXT.sub(lambda m: f"{m['head']}#{m['v']} is {m['also']}", shaped)
    return shaped


_HEAD_VERTEX = r"(?P<head>[\s*•+>-]*(?:(?:\$?\d{1,2}|#\d+|#x)[.)]\s)?(?:(?:city|vertex|node|person)\s)?#(?P<v>\d+))"
_HEAD_START = re.compile(_HEAD_VERTEX)
_COLOUR_CLAUSE = (
    r"\s(?:(?:is\s|was\s)?(?:colou?red|assigned|given|gets|got|wears|takes|receives|painted)\s"
    r"(?:the\s|an?\s)?(?:colou?r\s)?[a-z]{2,12}(?:\s(?:president|shirt|monument))?"
    r"|is\s(?:red|green|blue|yellow|orange|purple|pink|brown|white|black|gr[ae]y))"
)
_COLOURED_HEAD = "^" + _HEAD_VERTEX + r"(?:\s?\([^()#]{0,20}\))?" + _COLOUR_CLAUSE
"""A line's first vertex given its colour ("Vertex 7 is colored Red", "George (G) wears Blue")."""
_COLOURED_THEN_RELATED = re.compile(
    _COLOURED_HEAD
    + r"(?:,\s(?:and\s)?|\s(?:and|while)\s)(?:is\s|it\s(?:is\s)?|it's\s|he\s(?:is\s)?|she\s(?:is\s)?)?"
    r"(?:also\s)?(?:directly\s)?"
    r"(?=(?:adjacent\sto|connected\sto|friends\swith|joined\sto|linked\sto)\s(?:\w+\s)?#)"
)
"""Round 47 (what o1-mini writes when it explains a colouring): a vertex given its colour and
then, in the same sentence, a relation ("Vertex 7 is colored Red and is adjacent to vertices
0, 2 and 6", "Vertex 0 is colored Yellow, adjacent to vertices 1 (Red), 4 (Green)",
"Heather is assigned Yellow and is friends with Bob, Carol and Dave"): the relation is that
vertex's."""
_APPOSED_RELATION = re.compile(
    "^" + _HEAD_VERTEX + r",\s(?:who\sis\s|which\sis\s)?(?:also\s)?"
    r"(?P<rel>(?:directly\s)?(?:adjacent|connected|joined|linked)\sto|friends\swith)\s"
    r"(?P<list>[^;:.!?]{1,160}?),\s"
    r"(?=(?:is|gets|must|cannot|can't|can|receives|will|should|needs|takes|has|wears)\b)"
)
"""Round 47: the relation in apposition ("Vertex 6, connected to vertices 0, 1, 3 and 4, is
assigned Blue", "Heather, friends with Bob (Red) and Carol (Blue), is assigned Yellow"):
said of the vertex it follows."""
_COLOURED_THEN_OWN = re.compile(
    _COLOURED_HEAD
    + r"(?:,\s(?:and\s)?|\s(?:and|while)\s|,?\s(?:differing|different|distinct|apart)\sfrom\s|"
    r"\sto\s(?:differ|stand\sapart)\sfrom\s|,\sunlike\s)(?:(?:differing|different|distinct)\sfrom\s)?"
    r"(?:his|her|its|their)\s(?=(?:only\s|other\s|own\s)?(?:friends?|neighbou?rs?)\b)"
)
"""Round 47: the vertex's own friends or neighbours after its colour in the same sentence
("Fran wears Blue and her friends (Alice, Bob) are ...", "Fran is assigned Green, differing
from her friends: Bob (Blue), ...", "Alice is assigned Yellow to differ from her friends:
..."): its list."""


def _carried_subject(shaped: str) -> str:
    """Round 47: a relation or an own list said after the vertex's colour, or in apposition.

    The ways a model explains a colouring vertex by vertex that no shape read, because the
    relation does not follow its subject directly (``_COLOURED_THEN_RELATED``,
    ``_APPOSED_RELATION``, ``_COLOURED_THEN_OWN``); each rewritten so that it does. Denied,
    asked or supposed relations stay as they were (the patterns need the relation word or
    the possessive right there, and the reader judges the rewritten line as before).
    """
    m = _COLOURED_THEN_RELATED.match(shaped)
    if m is not None:
        return f"{m['head']} is {shaped[m.end() :]}"
    m = _APPOSED_RELATION.match(shaped)
    if m is not None:
        return f"{m['head']} is {m['rel']} {m['list']}. {shaped[m.end() :]}"
    m = _COLOURED_THEN_OWN.match(shaped)
    if m is not None:
        return f"{m['head']}. #{m['v']}'s {shaped[m.end() :]}"
    return shaped


_SINGLE_OWN = re.compile(
    r"(#\d+)'s\s(?:only\s|one\s|sole\s|single\s)?(friend|neighbou?r)(?:\s(?:is|was)\s|,\s(?=(?:city\s|vertex\s|node\s)?#))"
)
"""Round 48 (o1-mini's "differing from his only friend, Carol"): one vertex's one friend or
neighbour, "Dave's only friend is Carol", "3's neighbour is 2", "Dave's one friend, Carol,",
read as the list of one that "Dave's friends are Carol" is."""


def _own_as_list(m: re.Match[str]) -> str:
    return f"{m[1]}'s {m[2]}s are "


def _rewritten(shaped: str, worded: bool, degrees_colon: bool) -> tuple[str, bool, str]:
    """A normalised line's rewrites before its shape is looked up, and that shape.

    (shaped, worded, template): a person named twice, a pronoun or an aside given its
    vertex, a degree's list said in words; then every number that is no vertex written 0.
    ``degrees_colon``: under a colouring heading (``_Reader.degrees`` 2). A function of its
    arguments alone, so a reader keeps its answers (``_Reader.rewritten``, speed round
    after round 30): a search's lines differ in their vertices, which the shape has
    numbered by first appearance already, so most of its lines come here with the same text.
    """
    if "(#" in shaped:  # "G (George)", "George (G)": one person named twice
        shaped = _TWICE.sub(r"#\1", shaped)
    if (
        ("friend" in shaped or "adjacent" in shaped or "connected" in shaped or "neighb" in shaped
         or "joined" in shaped or "linked" in shaped)
        and ("colo" in shaped or "assign" in shaped or "wear" in shaped or "get" in shaped
             or " is " in shaped or ", " in shaped)
        and _HEAD_START.match(shaped) is not None
    ):  # fmt: skip
        shaped = _carried_subject(shaped)  # round 47
    if "'s " in shaped and _SINGLE_OWN.search(shaped) is not None:
        shaped = _SINGLE_OWN.sub(_own_as_list, shaped)  # round 48: "Dave's only friend is Carol"
    if (
        " he" in shaped or " she" in shaped or " his" in shaped
    ) and " friend" in shaped:  # round 42
        shaped = _pronoun_friend(shaped)
    if (" it" in shaped or " he" in shaped or " she" in shaped or " his" in shaped) and (
        _PRONOUN_HINT.search(shaped) is not None
        or " since " in shaped  # round 25: "... anyway since she's friends with ..."
        or " because " in shaped
    ):  # "City 6 is small, and it is joined to 7"
        shaped = _PRONOUN_BACK.sub(_subject_named, shaped)
    if (
        (
            " it" in shaped
            or " he" in shaped
            or " she" in shaped
            or " his" in shaped
            or "friends with" in shaped
        )
        and shaped.lstrip(" *•+-").startswith(
            ("#0", "city #0", "vertex #0", "node #0", "person #0")
        )
        and any(word in shaped for word in _HEAD_RELATIONS)
    ):
        shaped = _head_pronoun(shaped)  # round 40: the line's subject carried on
    if " (" in shaped and "(friend with " in shaped:  # round 49: "cannot be red (friend with bob)"
        shaped = shaped.replace("(friend with ", "(friends with ")
    if " (" in shaped and _has(shaped, _ASIDE_LEADS):  # round 22: an aside
        shaped = _ASIDE_BACK.sub(_aside_named, shaped)
    if (
        "$" in shaped  # (a count in digits, marked; or in words after "has")
        and ("deg" in shaped or "neighb" in shaped or "nbr" in shaped or "valenc" in shaped)
    ) or (" has " in shaped and "neighb" in shaped and _DEGREE_COUNT.search(shaped)):
        degree_listed = _DEGREE_LISTED if degrees_colon else _DEGREE_LISTED_ARROW
        if "deg(" in shaped or "degree(" in shaped:  # round 26: "deg(7) = 6: 0, 1, ..."
            of = _DEGREE_OF.sub(r"#\1 has degree ", shaped)
            if degree_listed.sub(_degree_listed, of) != of:  # (only where it reads a list)
                shaped = of
        listed = degree_listed.sub(_degree_listed, shaped)  # round 25: a degree's list
        worded = worded or listed != shaped  # (now said in words: "is adjacent to")
        shaped = listed
    template = _OTHER_NUMBER.sub("0", shaped)
    return shaped, worded, template


def _with_values(shaped: str, values: list[int]) -> str:
    """The line's shape with its own vertices again, for the readings that need them.

    (A function of the module, not a closure made for every line: most lines never need it.)
    """
    return _SLOT.sub(lambda m: f"#{values[int(m[1])]}", shaped)


def _vertex_led(m: re.Match[str], out: str) -> str:
    """``out`` where the match's number stands alone (not the end of "123" or "#12", "x1")."""
    before = m.string[m.start() - 1 : m.start()]
    return m[0] if before and (before.isalnum() or before in "_.#$") else out


def _bracket_noted(m: re.Match[str]) -> str:
    if m.string.endswith(("degree ", "deg ", "deg. ", "has "), 0, m.start()):
        return m[0]  # "degree 3 (nbrs 0, 6, 7)": a count, its list read as a count's (round 25)
    return _vertex_led(m, m[1] + " ")


def _colour_named(m: re.Match[str]) -> str:
    return _vertex_led(m, f"{m[1]} {_COLOUR_NAMES[m[2]]}")


_TRAILING_NO = re.compile(r"(?:no|nope|scratch\sthat)\b")
_TAKEN_BACK = re.compile(
    r"\s*(?:(?:wait|hmm|oh|actually|oops)[\s,.!]+)*(?:(?:no|nope)\s?(?:[,:.!;—–]|wait\b)|"
    r"scratch\sthat|i\smisread|that(?:'s|\swas|\sis)\s(?:wrong|not\sright|incorrect|a\smistake|an\serror)|"
    r"(?<=[\s,.!])(?:(?:vertex|city|person)\s)?#\d+\s?(?:[-–—]\s?(?:(?:vertex|city|person)\s)?#\d+\s)?"
    r"(?:isn't|is\snot|wasn't|was\snot|doesn't|does\snot|aren't|are\snot)\b)"
)
"""A clause that takes back the one before it at once ("2-5 is an edge; wait, no: ...")."""


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for m in _SENTENCE.finditer(text):
        at, end = m.span()
        mark = text[at]
        if mark == "." and text.endswith(_ABBREVIATIONS, 0, at + 1):
            continue  # "i.e. every one": no sentence ends there (each abbreviation ends in ".")
        if mark != "?" and text.startswith(_MARKS, end):
            continue  # "... ✗ (not listed)": nor there (round 15: a question's pairs,
            # "0~2, 0~3? ✗", stay asked: its answer is a sentence of its own)
        dots = text.startswith("..", max(0, at - 1))
        if dots and _TRAILING_NO.match(text, end):
            continue  # "3 and 4 are adjacent in... no, ...": taken back in the same breath
        # taken back in the same breath, after ";" or "...": not read (after a full stop the
        # statement stands, as the sequel's authors counted "... Alice. No, Bob is not ...")
        if not ((mark == ";" or dots) and _TAKEN_BACK.match(text, end)):
            out.append(text[start : at + (mark in ".!?")])
        start = end
    out.append(text[start:])
    return out


def _slot(values: list[int], v: int) -> int:
    """The slot of vertex ``v`` in a line's shape, given one after the line's own if new."""
    if v not in values:
        values.append(v)
    return values.index(v)


def _vertices(text: str) -> list[int]:
    return [int(v) for v in _SLOT.findall(text)]  # each "#6" of a list, its word or not


def _hedged(text: str) -> bool:
    return "?" in text or _HEDGE.search(text) is not None


_WORD_SETS: dict[tuple[str, ...], re.Pattern[str]] = {}
"""Each word tuple as one literal alternation (``_any_of``): one search in C, no loop over
the words."""


def _any_of(words: Sequence[str]) -> re.Pattern[str]:
    """A pattern finding where the first of ``words`` occurs.

    Which word is found there is not said: the words are grouped by their first letter, so
    that the search tries each letter once a place ("c(?:onnect|ycle)|a(?:djacen|dj)|..."),
    faster than the words one by one.
    """
    rests: dict[str, list[str]] = {}
    for word in words:
        rests.setdefault(word[0], []).append(word[1:])
    return re.compile(
        "|".join(
            re.escape(first) + ("(?:" + "|".join(map(re.escape, rest)) + ")" if any(rest) else "")
            for first, rest in ((f, sorted(r, key=len, reverse=True)) for f, r in rests.items())
        )
    )


_COUNT_WORD_REVERSED = re.compile(
    r"\d[ :=({_#$]*(" + _any_of([word[::-1] for word in _COUNT_WORDS]).pattern + r")(?![a-zχ≥≤<>])"
)
"""``_COUNT_WORD_NUMBER`` matching only where its whole word is a count word (the words
written backwards, grouped by their first letter as ``_any_of`` does): the same matches as
that pattern's whose word ``_COUNT_WORDS`` holds (a match's span holds one digit, its first,
so skipping the others moves no later match), found in C; most lines have none."""


_BY_ID: dict[int, tuple[tuple[str, ...], Callable[[str], re.Match[str] | None]]] = {}
"""The same patterns' searches by their tuple's identity: a tuple does not keep its hash, and
hashing one each time costs about what the search does. Bounded, as a tuple built in a call
is new each time (the entry holds its tuple, so an identity is never reused while kept). The
bound ``search`` is kept, not looked up a call."""


def _has(text: str, words: tuple[str, ...]) -> bool:
    known = _BY_ID.get(id(words))
    if known is None or known[0] is not words:
        pattern = _WORD_SETS.get(words)
        if pattern is None:
            pattern = _WORD_SETS[words] = _any_of(words)
        if len(_BY_ID) >= 256:
            _BY_ID.clear()
        known = _BY_ID[id(words)] = (words, pattern.search)
    return known[1](text) is not None


# ----------------------------------------------------------------------------- claim shapes
#
# A statement is read by the first shape that matches it; each shape finds candidates
# (where its words are, and the edges they would assert), and ``_Reader.denied`` decides
# for every shape alike whether the words are a negative twin: asked, denied, supposed,
# reported as a mistake, taken back on the spot, or said of another graph. A new way of
# stating edges is one more ``Shape`` with its cases in tests/parsers/test_kcoloring_edge_shapes.py.

_Found = tuple[int, int, list[tuple[int, int]]]
"""A candidate: where its words start and end in the clause, and the edges they assert."""


@dataclass(frozen=True)
class Shape:
    """One way of stating edges: its name, the words without which it cannot match, its finder.

    ``whole`` shapes (bare pairs, dash chains) are denied by a doubt anywhere in their
    clause; the others by a doubt in the words before them or a retraction right after.
    """

    name: str
    words: tuple[str, ...]
    find: Callable[[_Reader, str], Iterable[_Found]]
    whole: bool = False
    own_twins: bool = False
    """The finder judges its own doubts (a set claim: "for 0, 1, 2 to form a clique ...")."""
    search: Callable[[str], re.Match[str] | None] | None = field(
        init=False, repr=False, compare=False
    )
    """``words``' search (``_any_of``, as ``_has`` searches them), bound once: a clause tries
    every shape, and looking the pattern up each time cost about what the search does."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "search", _any_of(self.words).search if self.words else None)


_SHARED = re.compile(
    rf"(?P<subjects>{LIST0})\s(?:are|were)\s(?:both\s|all\s|each\s)?(?:also\s)?(?:directly\s)?"
    r"(?:connected|adjacent|linked|joined|friends|neighbou?rs)(?:\s(?:only|just|exactly))?"
    r"(?:\sby\san?\s(?:highway|road|edge))?"
    r"\s(?:to|with|of)\s(?:both\s|all\sof\s|"
    r"each\sof\s|every\s(?:vertex|one|person|city|node|member)\s(?:in|of)\s)?"
    rf"[\[{{(]?\s?(?P<list>{LIST})"
)
"""Two or more vertices each adjacent to the same ones ("2 and 5 are both adjacent to 3")."""
_SHARED_BOTH = re.compile(
    rf"(?P<subjects>{LIST0})\s(?:[\w'’-]+\s){{0,3}}[\w'’-]+\s?[:—–]\s?(?:they\s)?(?:both|each)\s(?:are|were)\s"
    r"(?:also\s)?(?:directly\s)?(?:connected|adjacent|linked|joined|friends|neighbou?rs)(?:\s(?:only|just|exactly))?"
    rf"\s(?:to|with|of)\s[\[{{(]?\s?(?P<list>{LIST})"
)
"""Round 19: the shared neighbours after a colon or dash, "both" standing for the subjects
before it ("2 and 5 are much alike: both are adjacent to 0, 3, 4"); "both" with no pair
before it in the sentence takes nothing."""
_SHARED_VERB = re.compile(
    r"(?:are|were)\s(?:both\s|all\s|each\s)?(?:also\s)?(?:directly\s)?"
    r"(?:connected|adjacent|linked|joined|friends|neighbou?rs)(?:\s(?:only|just|exactly))?"
    r"(?:\sby\san?\s(?:highway|road|edge))?\s(?:to|with|of)\s"
)
"""``_SHARED``'s verb: where it is not, that pattern (slow to search) is not searched."""
_NAMED_SET = re.compile(rf"\b(?P<name>[a-z][a-z]?_?\d{{0,2}}'?)\s?=\s?\{{\s?(?P<list>{LIST})\s?\}}")
"""A set given a name ("S2 = {4, 5, 6, 7}"), which a later clique claim may use."""
_SET_NAME_IN = re.compile(
    r"\b(?:every\s?(?:one|body|person|vertex|city|node|member|pair)|(?:all|each)\s(?:the\s)?pairs?)\s"
    r"(?:in|of|from|within)\s([a-z][a-z]?_?\d{0,2}'?)\b"
)
"""A named set a claim is about ("everyone in Q is friends with everyone else in Q")."""
_SET_UNION = re.compile(
    rf"\b(?P<name>[a-z][a-z]?_?\d{{0,2}}'?)\s?(?:∪|\\cup)\s?\{{\s?(?P<list>{LIST})\s?\}}"
)
"""A named set joined with more vertices ("Q ∪ {A}", LaTeX "Q \\cup \\{A\\}", round 17): the
set's vertices and those in the braces."""
_SET_NAME = re.compile(r"\b([a-z][a-z]?_?\d{0,2}'?)(?=\s(?:is|forms|form|was|would|are)\b)")
_THIRD = re.compile(
    r"(?:all|mutual(?:ly)?|pairwise)\s(?:friends|adjacent|connected|linked|joined)\s(?:with|to|of)\s"
    r"(?:(?:both\s|each\sof\s|all\sof\s)?(?:(?:vertex|node|city|person)\s)?#|(?:both|either|all|each|"
    r"every|these|those)\s(?:pairs?|groups?|sides?|halves|classes|of\s(?:them|these|those))\b)"
)
"""A group's clique word with a third party after it ("all adjacent to 3"; round 17: "all
friends with both pairs", "all adjacent to each of these": what the group is joined to is
named by a noun, not the group itself): no claim that the group is a clique. Round 35: "of"
too ("Bob, Dave, Irene (all friends of Jack too)": each is Jack's friend)."""
_TRIANGLE = re.compile(r"\btriangles?\b")
_EVERY_TO_THIRD = re.compile(
    r"[^.;:!?]{0,60}?\s(?:is|are|was|were)\s(?:also\s|all\s)?(?:directly\s)?"
    r"(?:friends|adjacent|connected|linked|joined|neighbou?rs)\s(?:with|to|of)\s"
    r"(?:(?:vertex|node|city|person)\s)?#\d"
)
"""Round 38 (held-out 46, qwq; the class of round 17's ``_THIRD``, held-out 21, 30, 33, 41): a
group's "every one of" that a third vertex follows ("every one of them is linked to 7", "every
vertex in {..} is adjacent to 4"): each of the group is joined to that vertex, and nothing says
the group is a clique; "every one of them is linked to each other" still is one."""
_OTHER_GRAPH = re.compile(
    r"\bcomplement\w*|\bg'|\bg\s?[-−∖\\]\s?#|\\bar\s?\{?g|\\overline\s?\{?g|\bg\^c\b|\bnon-?edges?\b|\bafter\s(?:removing|deleting|dropping)|"
    r"(?<!\w)(?:[ēḡ]|[eg][\u0304\u0305])(?!\w)|"
    r"\bremov(?:e|ing)\s(?:vertex|vertices|node|nodes|city|cities|#)|\bwithout\s(?:vertex|vertices|#)|"
    r"\bremaining\s(?:graph|vertices|nodes)|\b(?:relabel\w*|renumber\w*|renam\w*|re-?index\w*)\b|"
    r"\b(?:reduced|contracted|merged|residual|quotient)\s(?:graph|problem|instance)|\bnot\sin\sthe\s\w*\s?list|"
    r"\\bar\s?\{?e\b|\\overline\s?\{?e\b|\bnew\slabel\w*|"
    # round 43: the complement by the friends frame's own name ("the 'not friends' graph"; one
    # named with a letter, "non-friend graph H", is left to the naming of other graphs)
    r"\b(?:not|non)[-\s]?friends?(?:hip)?s?['’\"]?\s(?:graph|network)\b(?!\s[a-z]\b)"
)
"""Words that say a statement is about another graph than the problem's (round 15: the
complement's edge set in LaTeX, "\\bar E = {...}", "\\overline{E}", and "in the new labels")."""
_OTHER_NAMED = re.compile(
    r"\b(?:graph|subgraph|complement)\s\$?([a-fh-z]'?)\$?(?=[\s,.;:)]|$)"
    r"|\b([a-fh-z]'?)\$?\s?(?::=|=)\s?(?:the\s)?(?:complement|\\bar|\\overline)"
)
"""The name another graph is given where it is said to be one ("the reduced graph $H$ has
edges ...", round 19): a later statement "in $H$" is about it. Round 25: the complement named
by a letter ("work with the complement H (the 11 non-edges)", "H = \\bar G"), as the other
graph it is."""
_IN_OTHER = re.compile(
    r"\b(?:in|of|within|inside)\s([a-z]'?)(?=[\s,.;:)]|$)"
    r"|(?<![\w'’-])([a-z]'?)(?:\s(?:has|contains|gets)\s|(?:'s|’s)\s|-(?:edges?|neighbou?rs?|nbrs)\b)"
)
"""A statement placed in a graph by its one-letter name ("in $H$, 1 is adjacent to 5"; round
25: the letter as the statement's subject, "So H has edges 0–1, 2–4, ...", "H's edges",
"0's H-neighbours")."""


def _in_other(names: tuple[str, ...], text: str) -> bool:
    """Whether ``text`` places its statement in another graph named before by a letter."""
    return any((m[1] or m[2]) in names for m in _IN_OTHER.finditer(text))


_OTHER_SCOPE = re.compile(
    r"c(?<=\bc)omplement\w*|n(?<=\bn)on-?(?:edges?|neighbou?rs?|friends?|adjacen\w*|friendships?)\b|"
    r"n(?<=\bn)ot\s(?:adjacent|connected|friends|joined|linked)\b|"
    r"m(?<=\bm)issing\s(?:edges|pairs|friendships|neighbou?rs|nbrs|adj\w*|friends|highways|links)|"
    r"i(?<=\bi)ndependent\s(?:sets?|pairs)|a(?<=\ba)fter\s(?:removing|deleting)|r(?<=\br)emaining\sgraph|"
    r"r(?<=\br)(?:elabel\w*|enumber\w*|enam\w*|e-?index\w*)\b|r(?<=\br)educed\sgraph|"
    r"c(?<=\bc)ontracted\sgraph|\\bar\s?\{?g|\\overline\s?\{?g|g(?<=\bg)\^c\b|"
    r"ē(?<!\wē)(?!\w)|ḡ(?<!\wḡ)(?!\w)|e(?<!\we)[\u0304\u0305](?!\w)|g(?<!\wg)[\u0304\u0305](?!\w)"
)
"""A heading (or a line ending in ":") that opens lines about another graph or the non-edges
(asked only whether it is there: each way written to start with a plain character, its word
boundary looked at behind it, so that the search skips ahead to those characters)."""
_NOT_RELATED = re.compile(r"\bnot\s(?:adjacent|connected|friends|joined|linked)\b")
"""The denial ``_OTHER_SCOPE`` takes for a heading of non-edges, for ``_Reader._scope``."""
_OTHER_WORDS = (
    "complement", "g'", "g -", "g-", "g −", "g−", "g \\", "bar", "overline", "g^c", "non", "after", "remov", "without", "remaining", "label",
    "number", "nam", "index", "reduced", "contracted", "merged", "residual", "quotient", "not in",
    "ē", "ḡ", "\u0304", "\u0305", "not-", "not friend",
)  # fmt: skip
"""Words without which ``_OTHER_GRAPH`` cannot match (a cheap test first); the barred marks
("Ē pairs: ...", "Ḡ has ...") name the complement's edges or graph."""
_MISTAKE_WORDS = (
    "mistake", "wrong", "error", "incorrect", "false", "true", "typ", "misread", "bad",
    "misremember", "claim", "statement", "assumption", "note", "believed",
)  # fmt: skip
_END_DENIALS = ("no", "✗", "❌", "✘", "false", "wrong")
_POSITIVE_HEAD = re.compile(r"\b(?:friends|neighbou?rs|nbrs|adj|edges|adjacency)\s?:")
_SCOPE_WORDS = (
    "non", "not", "missing", "complement", "independent", "after", "remaining", "label", "number",
    "nam", "index", "reduced", "contracted", "bar", "overline", "g^c", "ē", "ḡ", "\u0304", "\u0305",
)  # fmt: skip
"""Words without which ``_OTHER_SCOPE`` cannot match (a cheap test first)."""
_TITLE = re.compile(r"^\W*(?:[\w'()-]+\W{0,3}){1,4}$")
"""A line of a few words and no vertex: a title ("Non-neighbours", "**Complement graph**")."""
_ANNOUNCE = re.compile(
    r"\b(?:list|listing|per\s(?:vertex|city|person|node)|for\seach|each\s(?:vertex|city|person|node)|"
    r"below|following|here\sare|as\sfollows)\b"
)
"""Words of a line with no vertex that announce the list under it ("I'll list the non-edges.")."""
_LIST_ROW = re.compile(
    r"^\s*(?:[-*•+|>(\[{]|\d|\$|\\|(?:vertex|node|city|person)\b|"
    r"[a-z]{1,12}(?:'s)?\s?(?:\([^)]{0,20}\)\s?)?(?::|-|–|—|→|->))"
)
"""A line that may be an item of a list (a bullet, a row "0: 3, 6", "alice: bob", a pair)."""
_INLINE_ROWS = re.compile(
    r"([ \t]*(?:nbrs?|n|neighbou?rs|adj|adjacency)[ \t]?:)(?:[ \t;,]*\d{1,2}[ \t]?:[ \t]?\{[\d, ]*\}){2,}"
    r"[ \t.;,]*",
    re.IGNORECASE,
)
"""Rows run together on one line after a neighbour heading ("nbrs: 0:{3} 1:{2} 4:{2,0}"),
each read as its own row (round 13); without such a heading ("0:{1,3} 1:{2,4}" may be colour
classes) the line is read as before."""
_ARROW_ROW = re.compile(
    r"(?<![\w,.#$])(\d{1,2})\s?(?:→|->)\s?(?:\{(\d{1,2}(?:\s?,\s?\d{1,2})*)\}|(\d{1,2}(?:\s?,\s?\d{1,2})+))"
    r"(?=\s?[.,;]\s|\s?[.;]?\s*$)"
)
_ARROW_ROW_GAP = re.compile(r"\s?[.,;]\s")
_ARROWS_HEAD = re.compile(r"\b(?:neighbou?r|nbrs?\b|adjacen|adj\b)", re.IGNORECASE)
_ARROWS_NOT = re.compile(r"\bnon|\bnot\b|n't\b|complement|missing|absent|\bno\b", re.IGNORECASE)


def _inline_arrow_rows(raw: str) -> list[str] | None:
    """Rows "v → list" run together on a line after a neighbour word, each as its own line.

    Round 40 (o3 and gemini misses of held-out 33 and 45; round 13's inline rows, written
    with arrows): "I'm listing neighbours for each vertex. 0 → 1,2,3. 1 → 0,2,5. 6 → 0,1",
    "the neighbourhoods: 0 → {1, 2}, 1 → {0, 3}, 2 → {1, 4}": one "v: list" a row, read
    after the whole line is read as before. Three
    rows or more, next to one another, each of two vertices or braced, after a neighbour
    word on the line: a mapping ("0 → 3, 1 → 5", relabelled vertices), colours, or rows
    with no such word are read as before (None).
    """
    rows = list(_ARROW_ROW.finditer(raw))
    if len(rows) < 3:
        return None
    run = [rows[0]]
    for m in rows[1:]:
        if _ARROW_ROW_GAP.fullmatch(raw, run[-1].end(), m.start()):
            run.append(m)
        elif len(run) >= 3:
            break
        else:
            run = [m]
    if len(run) < 3 or _ARROWS_HEAD.search(raw, 0, run[0].start()) is None:
        return None
    if _ARROWS_NOT.search(raw, 0, run[0].start()) is not None:
        return None  # "non-neighbours: 0 → {1, 2}, ...", "in the complement": as before
    return [f"{m[1]}: {m[2] if m[2] is not None else m[3]}" for m in run]


_INLINE_ROW = re.compile(r"(\d{1,2})[ \t]?:[ \t]?\{([\d, ]*)\}")
_BARE_SET_ROW = re.compile(r"^([ \t]*)(\d{1,2}) ?(\{[\d, ]+\}[ \t]*)$")
"""A row of a vertex and its braced set with no colon ("0 {1,4,6}"): its neighbours only
under a heading that says so, or as the next row of such a block (round 13); elsewhere
(a colour class "1 {0,3,5}") nothing is read."""
_DASH_ROW = re.compile(
    r"^([ \t]*(?:[-*•][ \t]*)?)(\d{1,2})[ \t]+[-–—][ \t]+(\d{1,2}(?:[ \t]?,[ \t]?\d{1,2})+[ \t]*)$"
)
"""A row "3 - 2, 4": a vertex, a spaced dash and two or more neighbours, read as "3: 2, 4"
only under a neighbour heading (round 14; elsewhere "3 - 2, 4" may be a pair and a number)."""
_NBR_ROWS_HEAD = re.compile(
    r"^[ \t]*(?:nbrs?|n|neighbou?rs|neighbou?rhoods?|adj|adjacency)\b[^:\n]{0,20}:[ \t]*$",
    re.IGNORECASE,
)
"""A heading over neighbour rows ("nbrs:", "N:", "Adjacency (0-based):")."""
_LETTER_SPACED_ROW = re.compile(
    r"^([ \t]*(?:[-*•][ \t]*)?)([A-L]:[ \t]?)([A-L](?:[ \t][A-L])+)[ \t]*$"
)
"""A row of people written as initials, spaced ("B: D G"), for ``_letter_rows``."""
_FRIENDS_HEAD = re.compile(r"^[ \t]*(?:friends|friend\slists?)\s?:[ \t]*$", re.IGNORECASE)


def _letter_rows(raw: str, prev: str, chained: bool) -> tuple[str, bool]:
    """A row of two spaced initials ("B: D G", round 17) read as "B: D, G" in a block of rows.

    The block: under a neighbour or friends heading, or under a row of three or more (which
    ``_SPACED_LINE`` reads as it is), or under a row read so; elsewhere two letters after
    one may be a colour class ("G: B E", Green) and are left as they are (``_SPACED_LINE``
    needs three). Returns the row and whether it continues such a block.
    """
    m = _LETTER_SPACED_ROW.match(raw)
    if m is None:
        return raw, False
    items = m[3].split()
    if len(items) >= 3:
        return raw, True
    if chained or _NBR_ROWS_HEAD.match(prev) or _FRIENDS_HEAD.match(prev):
        return f"{m[1]}{m[2]}{', '.join(items)}", True
    return raw, False


_COMPLEMENT_ROW = re.compile(
    r"^\s*(?:[-*•]\s?)?(?:v_?|vertex\s|node\s|city\s|c_?)?\d{1,2}\s?[:|]\s?"
    r"(?:non-?\s?(?:nbrs?|neighbou?rs?|adj\w*|edges?|friends?)|missing(?:\s(?:nbrs?|neighbou?rs?|edges?))?)\b"
)
"""A row that says its list is the vertex's non-neighbours ("0: non-nbrs 2, 3"): the rows
in the same form under it are too, with the word left out (round 13)."""
_PRONOUN_HINT = re.compile(
    r"(?:,(?:\sand)?|:|;|—(?<=\s—)|–(?<=\s–))\s(?:(?:since|because|as)\s)?(?:it|its|he|she|his|her)\b"
)
"""A pronoun after a clause's break (", it", ", and he", " — she"; asked only whether it is
there): each way written to start with its mark as a plain character, the space before a
dash looked at behind it, so that the search skips ahead to those marks instead of trying
every space (a class such as "[,:;]" at the start would not let it)."""
_PRONOUN_BACK = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\s[—–]\s))(?P<head>[\s*•+(-]*(?:(?:now|next|then|also|so|and|in\sfact|indeed|"
    r"actually|similarly|likewise|finally|meanwhile|moreover|furthermore|plus|here|notably|clearly),?\s)?"
    r"(?:(?:city|vertex|node|person)\s)?#(?P<v>\d+)"
    r"(?:'s|’s|\s(?:is|has|was|[a-z]{2,}[a-rt-z]s|can't|can’t|cannot|can\snot|must|won't|won’t)"
    r"|(?=:)|\s(?:too|also)(?=\s[—–]))"
    r"(?:\s[^#.!?;:—–()]{0,60}?)?(?:,\sand|,|:|;|\s[—–]|(?=\s(?:since|because)\s)))\s"
    r"(?:(?:since|because|as)\s)?"
    r"(?P<pro>(?:it|he|she)(?:'s|’s)|its|his|her|it|he|she)\b(?!\s(?:own|self)\b)"
)
"""A pronoun opening the next clause of a sentence whose subject is one vertex, with no other
vertex between ("City 6 is the most lightly connected, and it is joined to City 7", "1 is the
odd one out — its neighbours are 2, 4", "Ethan's well connected — he's friends with Bob"):
the pronoun is that vertex (round 18; round 21: after any verb in "-s", "Vertex 1 stands out:
it is adjacent to ...", "Vertex 7 looks like the hub — it's ..."). A second vertex before it
("6 is joined to 3, and it ...") leaves it unread: which one it means would be a guess.
Round 23: the same after a verdict on the vertex ("Bob can't, since he's friends with
George", "Fran can't be Green — she's friends with Ethan"): a reason clause after "since",
"because", "as" whose subject is the pronoun states its premise of that vertex; a clause
after a semicolon opens as a sentence does. Round 25: "since" or "because" opens the reason
clause without a comma ("Fran can't be Green anyway since she's friends with George"), and
the sentence may open in a bracket ("(Kathy can't join since she's friends with Irene.)")
or its clause after a dash ("... can share green — George can't take blue anyway since he's
friends with Bob");
a condition, a denial or two people before the pronoun still read nothing. Round 28: a vertex
alone before a colon, or with "too" or "also" before a dash, is the subject too ("Now City 9:
it connects to 1, 3, 4", "Irene too — she's friends with all eleven others"); not where
other words come before the colon ("Try 3 with Blue: it works", "In G − 3: it has ...")."""


_ASIDE_BACK = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<head>[\s*•+-]*(?:[a-z']+,?\s){0,5}?(?:(?:city|vertex|node|person)\s)?"
    r"#(?P<v>\d+)\s(?:is|was|has|had|cannot|can't|can\snot|must|[a-z]{2,}[a-rt-z]s)\s[^#.!?;:—–()]{0,60}?)\s?\("
    r"(?:(?:since|because|as)\s)?(?:(?:it|he|she)(?:\sis|'s|’s)\s)?"
    r"(?=(?:friends\swith|adjacent\sto|connected\sto|joined\sto|linked\sto)\s(?:(?:city|vertex|node|vertices|cities|nodes)\s)?#)"
)
"""Round 22: an aside in brackets after a clause whose subject is one vertex, opening with a
relation ("Carol is also well connected (friends with Alice, Dave, ...)", "City 6 is the hub
(she is joined to ...)"): said of that vertex, as round 18's pronoun after a comma is. Not
where another vertex comes before the bracket (which one it means would be a guess), nor an
aside that opens with anything else ("(not friends with ...)", "(if adjacent to ...)")."""


_DEGREE_VERB = r"(?:has|had|with|is\sof|:)"
_DEGREE_LISTED_SOURCE = (
    r"(?P<head>#(?P<v>\d+)(?:'s|’s)?\s?(?:VERB\s?)?(?:(?:a|the)\s)?"
    r"(?:(?:degree|deg|valency)\s?(?:of\s|=\s?|:\s?)?)?"
    rf"(?P<d>\$\d{{1,2}}|{_NUMBER_WORDS})\b"
    r"(?:\s(?:neighbou?rs|nbrs|edges|friends|highways|roads|connections))?(?:\s(?:as\swell|too|also))?)"
    r"\s?(?:\(\s?|[—–:]\s?|\s-\s)(?:(?:neighbou?rs|nbrs|adj\w*|friends)\s?[:=]?\s?)?"
    rf"(?P<list>{LIST0})(?P<close>\)?)"
)
_DEGREE_LISTED = re.compile(_DEGREE_LISTED_SOURCE.replace("VERB", _DEGREE_VERB))
"""Round 25: a vertex's degree stated with a list of that many vertices, in brackets or
after a dash ("vertex 5 has degree 3 (neighbors 0, 6, 7)", "1 has five as well (3, 4, 5, 6,
7)", "2: 8 — 0,1,3,6,8,9,10,11" under "Degrees:"): the list is its neighbours, read as "5
has degree 3, and 5 is adjacent to 0, 6, 7". Where the count is not the list's length, or
the list holds the vertex itself, which vertices the list is (a part of them, a colour
class, its non-neighbours) is a guess, and nothing is read. Only on a line with a word that
says the count is a degree ("deg", "neighb", "nbr", "valenc"; a count in words only after "has"
on a line with "neighb"): a count and a list alone ("5 has three (0, 6, 7)") may count
colours."""
_DEGREE_LISTED_ARROW = re.compile(
    _DEGREE_LISTED_SOURCE.replace("VERB", r"(?:has|had|with|is\sof|:|→|->|=)")
)
"""Round 26: ``_DEGREE_LISTED`` with an arrow or "=" as the vertex's verb as well ("4 → 6 (0,
1, 2, 5, 6, 7)" under "Degrees:", "deg(7) = 6: ..."), except under a colour heading, where
"4 → 3 (0, 1, 2)" is a colour and the vertices that forced it (a guess: nothing is read)."""
_DEGREE_COUNT = _any_of(_NUMBER_WORDS.split("|"))
"""A count in words (one written in digits is marked "$" by then)."""


_DEGREE_OF = re.compile(r"\bdeg(?:ree)?\s?\(\s?#(\d+)\s?\)\s?=\s?(?=\$)")
"""Round 26: a degree written as a function ("deg(7) = 6: 0, 1, 2, 3, 4, 6"), read as "7 has
degree 6: ..." so that ``_DEGREE_LISTED`` reads its list by the same test (the count equal to
the list's length, the vertex not in it); the arrow or "=" after the vertex ("4 → 6 (0, 1,
2, 5, 6, 7)" under "Degrees:") is its verb there as ":" is."""


def _degree_listed(m: re.Match[str]) -> str:
    d, v, listed = m["d"], m["v"], _vertices(m["list"])
    count = int(d[1:]) if d.startswith("$") else _COUNTED.get(d, 0)
    if count != len(listed) or len(set(listed)) != count or int(v) in listed:
        return m[0]
    return f"{m['head']}, and #{v} is adjacent to {m['list']}"


_ROW_COUNT = re.compile(
    r"^(?P<row>[^:|()\n]{1,28}:\s?(?:\*\*)?"
    r"(?P<list>(?:(?:[A-Za-z]{1,8}\s?)?\d{1,2}|[A-Z][a-z]{0,8})"
    r"(?:\s?,\s?(?:and\s)?(?:(?:[A-Za-z]{1,8}\s?)?\d{1,2}|[A-Z][a-z]{0,8})){1,15})(?:\*\*)?)"
    r"\s?(?:\(\s?(?P<n>\d{1,2})\s?\)|[—–]\s?(?P<m>\d{1,2}))\s?\.?\s*$"
)
"""Round 26: a row with its count after the list, in brackets or after a dash ("6: 0, 1, 3,
4, 5, 7 (6)", "c8: c1, c3, c4, c5, c6, c7 — 6"): the count is the row's, no vertex; read
as the row without it where it equals the number of items listed. Where it does not, which
it is (a vertex, another count) is a guess, and the row is read as before (not at all)."""
_COUNT_ENDS = frozenset(")0123456789")
_ROW_ITEM = re.compile(r"\d{1,2}|[A-Z][a-z]{0,8}")


def _row_count_cut(raw: str) -> str | None:
    """The row without its trailing count, or None.

    Only where ``_ROW_COUNT`` finds a count equal to the list's length.
    """
    m = _ROW_COUNT.match(raw)
    if m is None:
        return None
    count = int(m["n"] or m["m"])
    if count != len(_ROW_ITEM.findall(m["list"])):
        return None
    return m["row"]


_ONE_PERSON = "(?:" + "|".join(_FRIENDS + tuple(_ALSO)) + ")"
_COLOURED_ROW = re.compile(
    rf"\s*(?:[-*•+]\s?)?(?:\*\*)?(?P<head>{_ONE_PERSON})(?:\*\*)?\s?:\s?"
    rf"(?P<items>{_ONE_PERSON}\s[A-Z](?:\s?,\s?(?:and\s)?{_ONE_PERSON}\s[A-Z])+)(?![\w'’])"
    r"\s*(?:(?:→|->|=>)(?P<tail>.*)|[✓✔.]?\s*)"
)
_COLOURED_ITEM = re.compile(rf"({_ONE_PERSON})\s[A-Z](?![\w'’])")
_TAIL_VERTEX = re.compile(rf"{_ONE_PERSON}|\d|[–—-]")


def _coloured_row(raw: str) -> str | None:
    """A friends row whose names each carry their colour's initial, as a plain row, or None.

    Round 34 (held-out 37, 38; the same line in held-out 5, 13, 14, 17, 20, 27, 32, 34 and
    36: o3, gpt-oss, qwen3, r1): a greedy step lists a person's friends each with the colour
    already given ("- George: Alice G, Bob Y, Heather R → nothing left", "Dave: Alice R, Bob G
    → Y"): the row of George's friends, the initials their notes. Read as the row without
    them ("George: Alice, Bob, Heather") where what follows the arrow names no one (the colour
    chosen, "stuck"); a line that goes on about other people, or a head that is no person
    ("Red: Alice R, Bob R", a colour's class), is read as before.
    """
    m = _COLOURED_ROW.fullmatch(raw)
    if m is None or (m["tail"] and _TAIL_VERTEX.search(m["tail"]) is not None):
        return None
    return m["head"] + ": " + _COLOURED_ITEM.sub(r"\1", m["items"])


_DASHED_HEAD = re.compile(
    r"(?P<head>\s*(?:[-*•+]\s?|\d{1,2}[.)]\s)?(?:\*\*)?(?:(?:[Cc]ity|[Vv]ertex|[Nn]ode)\s)?"
    rf"(?:\d{{1,2}}|{_ONE_PERSON})(?:\*\*)?)\s?[—–]\s"
    r"(?=(?:\*\*)?(?:friends|adjacent|connected|linked|joined|neighbou?rs|nbrs|adj)\b)"
)


def _dash_row(raw: str) -> str | None:
    """A row opened by one vertex and a dash, as the same row with a colon, or None.

    Round 36 (held-out 44: o3, qwen3; the line recurs in held-out 20, 21, 23-32, 34, 35, 37-39):
    a list of each vertex's neighbours written "- **George** — friends with Alice, Bob, ...",
    "City 6 – connected to 2, 5", "3 — nbrs 0 R, 1 G" says what "George: friends with ..."
    says, but the dash (a contrast, where sentences split) cut the subject off its list, and
    the list was read as no one's. Read as the colon row, which reads its own doubts ("3 — not
    adjacent to 5" is read as "3: not adjacent to 5", nothing); a dash after anything but one
    vertex opening the line ("Red — adjacent to ...", "so 3 — adjacent to ...") stays as it was.
    """
    m = _DASHED_HEAD.match(raw)
    return None if m is None else m["head"] + ": " + raw[m.end() :]


_DEGREE_LINE = re.compile(
    r"^\s*(?:[-*•]\s?)?(?:\*\*)?(?:[Dd]eg|[Dd]egrees|DEGREES)(?:\*\*)?\s?[:.](?:\*\*)?\s"
)
"""Round 26: a line that opens with its own degree heading ("deg: 0,1 → 6 each; 4 → 6 (0,1,2,5,
6,7)", "**Degrees.** 2, 4, 8: 10 · 9: 9 (0,3,4,...)"), read piece by piece by
``_DEGREE_PIECE``."""
_DEGREE_PIECE = re.compile(
    r"(?<![\w.(])(?P<vs>\d{1,2}(?:\s?,\s?\d{1,2})*)\s?(?P<verb>:|→|->|=|\shas)\s?(?P<d>\d{1,2})\b"
    r"(?P<each>\s(?:each|too|as\swell))?(?:\s?\((?P<list>\d{1,2}(?:\s?,\s?\d{1,2}){0,15})\))?"
)
"""A piece of such a line: vertices, then their degree after ":", an arrow, "=" or "has",
then perhaps the neighbours in brackets."""


def _degree_line(raw: str) -> str | None:
    """A line of degrees with each piece said in words, or None.

    "4 is adjacent to 0, 1, 2, 5, 6, 7" where one vertex's degree comes with a list of that
    many vertices, none of them itself; "3, 6 have degree 7" for every other piece (no row of
    neighbours, as "3, 6: 7" would be). None where no piece comes with such a list: the line
    is read as before (rewriting those too lost a "deg(7) = 6: ..." later on the line and read
    a range "6 has 6 (0-5)" as the pair 0-5).
    """
    listed = False

    def piece(m: re.Match[str]) -> str:
        nonlocal listed
        vs, d, items = m["vs"], int(m["d"]), m["list"]
        if items is not None and "," not in vs:
            got = [int(x) for x in re.findall(r"\d{1,2}", items)]
            if len(got) == d and len(set(got)) == d and int(vs) not in got:
                listed = True
                return f"{vs} is adjacent to {items}"
        return f"{vs} {'has' if ',' not in vs else 'have'} degree {d}" + (
            f" ({items})" if items is not None else ""
        )

    head = _DEGREE_LINE.match(raw)
    out = _DEGREE_PIECE.sub(piece, raw[head.end() :] if head else raw)
    return out if listed else None  # (without its heading: "Degrees: 4" is no count of 4)


_ASIDE_LEADS = (
    "(friends with", "(adjacent to", "(connected to", "(joined to", "(linked to",
    "(since it", "(since he", "(since she", "(because it", "(because he", "(because she",
    "(it is", "(he is", "(she is", "(it's", "(he's", "(she's", "(it’s", "(he’s", "(she’s",
)  # fmt: skip
"""What an aside read by ``_ASIDE_BACK`` opens with (a cheap test first)."""


def _aside_named(m: re.Match[str]) -> str:
    return f"{m['head']}, and #{m['v']} is "


_LONE_HEAD = re.compile(
    r"[\s*•+(-]*(?:(?:now|next|then)\s)?(?:(?:city|vertex|node|person)\s)?#\d+:"
)
"""Round 28: a vertex alone before a colon ("City 9: it ..."): the pronoun after it is read
with the colon dropped ("City 9 is joined to ...", "City 9's highways go to ..."), so that
the line is not a row whose list opens with its own vertex."""


def _subject_named(m: re.Match[str]) -> str:
    pro, v = m["pro"], f"#{m['v']}"
    if _LONE_HEAD.fullmatch(m["head"]):  # round 28: "City 9: its highways go to ..."
        head = m["head"][:-1]
        return head + (
            "'s" if pro in ("its", "his", "her") else "" if pro in ("it", "he", "she") else " is"
        )
    if not m["head"].endswith((",", ":", ";", "—", "–", ", and")):  # round 25: "... since she's"
        return _subject_named_after(f"{m['head']},", pro, v)
    return _subject_named_after(m["head"], pro, v)


def _subject_named_after(head: str, pro: str, v: str) -> str:
    if pro in ("it", "he", "she"):
        return f"{head} {v}"
    if pro in ("its", "his", "her"):
        return f"{head} {v}'s"
    return f"{head} {v} is"


_REFERS_OPENING = re.compile(
    r"^[\s*•+>-]*(?:(?:so|thus|hence|and|indeed|therefore),?\s)?"
    r"(?:they|these|those|this|that|all\sof\s(?:them|these))\b"
)


def _refers_as_clique(lower: str) -> bool:
    """Whether a line with no vertex calls the group named before a clique (round 46).

    The real o1-mini part, in the numbered frames: a line that opens by pointing at that
    group and calls it a clique or a K4 ("They form a clique.", "These four form a
    clique.") is read with the group, as the friends frame reads it; not "The others each
    join a clique vertex ...", whose subject is no group.
    """
    return _REFERS_OPENING.match(lower) is not None and (
        _CLIQUE_STRONG_OR_TRIANGLE.search(lower) is not None or _K_NUMBER.search(lower) is not None
    )


_WORD = re.compile(r"[a-z][a-z'’-]*")


def _group_named(text: str) -> bool:
    """Whether a line with no edge word only names a group (round 46).

    "Consider the subset Alice, Carol, Dave and Ethan.", "Now look at cities 3, 4, 5 and 8:"
    (the real o1-mini part: a clique word on the next line names it). Its vertices are one
    list, and few words stand around it; a row "Bob: Dave, Ethan", or a sentence that says
    more, is no such line.
    """
    m = max(_GROUP0.finditer(text), key=lambda g: len(g[0]), default=None)
    if m is None or "#" in text[: m.start()] or "#" in text[m.end() :]:
        return False
    return len(_WORD.findall(text, 0, m.start())) + len(_WORD.findall(text, m.end())) <= 10


_BULLET_ITEM = re.compile(r"\s*[-*•+]\s")
"""A line that is an item of a list ("- Carol is ...", "* City 4 (...)")."""
_HEAD_RELATIONS = (
    "adjacent to",
    "connected to",
    "joined to",
    "linked",
    "neighb",
    "friends",
)
"""Words without which ``_head_pronoun`` reads nothing (a cheap test first)."""
_HEAD_PRONOUN = re.compile(
    r"(?:,\sand|,|;|[.!]|\s[—–])\s(?:(?:since|because|as)\s)?(?:(?P<pro>it|he|she)(?P<be>'s|’s|\sis)?"
    r"(?=\s(?:also\s)?(?:directly\s)?(?:friends\swith|adjacent\sto|connected\sto|joined\sto|"
    r"linked\s(?:directly\s)?to)\s(?:(?:city|vertex|node|person)\s)?#\d+(?!\s(?:of|out)\b))"
    r"|(?P<own>its|his|her)(?=\s(?:(?:other|own)\s)?(?:neighbou?rs|friends)\s?(?:\(|:|are\s|include\s)"
    r"\s?(?:(?:city|vertex|node|person|cities|vertices|nodes|people)\s)?#\d+))"
)
"""Round 40: a pronoun opening a later clause or sentence of a line, right before a relation
to a vertex (not to a count: "it is connected to 10 of the 11 others")."""
_OTHER_SUBJECT = re.compile(
    r"(?:^|[,.;:!]\s|\s[—–]\s|\sand\s)(?:(?:city|vertex|node|person)\s)?#(?!0\b)\d+"
    r"(?:'s|’s|\s(?:is|was|has|had|are|were|can|must|gets?|takes?|[a-z]{2,}[a-rt-z]s)\b)"
)
"""A vertex that opens a clause as its subject ("..., and 4 is Red"): the pronoun after it may
mean that vertex, so the line's own subject is not carried past it."""


_HEAD_ELIDED = re.compile(
    r"(?:[.!]\*{0,2}|\s[—–])\s(?=(?:friends\swith|adjacent\sto|connected\sto|joined\sto|linked\sto)\s"
    r"(?:(?:city|vertex|node|person)\s)?#\d+(?!\s(?:of|out)\b))"
)
"""Round 40: a relation with no subject opening a sentence or a dashed aside ("*Carol.* Friends
with Bob, ...", "George is the least social — friends with Alice, ...")."""


def _head_pronoun(shaped: str) -> str:
    """The line's subject, its first vertex, carried to a later pronoun or subjectless relation.

    Round 40 (o3, gemini and claude misses of held-out 22, 30, 33, 35 and 39; round 18's
    pronoun, carried past the vertices its subject is joined to): in an item of a list (a
    bullet), whose head is its topic, a pronoun that opens a later clause or sentence right
    before a relation to a vertex is the head: "- Carol is friends with Alice, Bob and Dave,
    and she's friends with Irene", "- City 4 (highways to 5, 6): ... . It's also linked
    directly to City 1". In running prose, "City 5 is joined to City 2, and it is joined to
    City 7" and "City 5 is the quietest. It is joined to City 7." stay unread (round 18's
    twins: which vertex "it" is would be a guess). A relation with no subject at all that
    opens a sentence or a dashed aside right after the head, no other vertex between, is the
    head's too: "*Carol.* Friends with Bob, Dave, ...", "George is the least social —
    friends with Alice, Dave, ...". Not past another vertex that opens a clause as its
    subject ("- City 7: 2 is Red, and it's joined to 4"), not to a count ("it is connected
    to 10 of the 11"); denied ("she's not friends with", "— not friends with"), supposed
    ("if it's linked to"), asked: not matched, or dropped by the reader as before.
    """
    out: list[str] = []
    at = 0
    if _BULLET_ITEM.match(shaped) is not None:  # an item of a list: its head is its topic
        for m in _HEAD_PRONOUN.finditer(shaped):
            if _OTHER_SUBJECT.search(shaped, 1, m.start() + 1) is not None:
                break
            if m["own"]:  # the real o1-mini part: "- Vertex 6 is Red. Its neighbors (1, 2) ..."
                out.append(shaped[at : m.start("own")])
                out.append("#0's")
                at = m.end()
                continue
            out.append(shaped[at : m.start("pro")])
            out.append("#0 is" if m["be"] else "#0")
            at = m.end()
    if out:
        shaped = "".join(out) + shaped[at:]
    if "friends with" in shaped or " to " in shaped:  # the relation with no subject at all
        elided = _HEAD_ELIDED.search(shaped)
        if elided is not None and "#" not in shaped[shaped.index("#0") + 2 : elided.start()]:
            return f"{shaped[: elided.end()]}#0 is {shaped[elided.end() :]}"
    return shaped


_RELABEL = re.compile(r"\b(?:relabel\w*|renumber\w*|renam\w*|re-?index\w*)\b")
_HEADING = re.compile(
    r"^(?!.*\b(?:non|missing|not|no|absent|without|complement\w*|would|need(?!\sto\s(?:list|write|get|read))|"
    r"needed|other)\b)"
    r"\W*(?:[\w']+,?\s){0,6}?(?:(?:the|all|its|my|our|given|listed|original|problem's|full|final)\s)?"
    r"(?:edges?|edge\s(?:list|set|check|by\sedge)|highways?|friendships?|friend\spairs|"
    r"pairs\sof\sfriends|connections|adjacencies|e)\s?(?:\([^)]{0,30}\))?\s?(?:are|is|list|check)?"
    r"(?:\s(?:from|in|of|given\sin)\s(?:the\s)?(?:prompt|problem|statement|input|question))?"
    r"\s?[:=]\W*$"
)
"""A heading over an edge list written one edge a line ("Edges:")."""
_ITEM = re.compile(
    rf"^\s*(?:[-*•+]\s?|\$?\d+[.)]\s)?[\[({{]?\s?{V}\s?(?:,|--?-?|–|—|<->|↔|~|\swith\s|\sand\s)\s?{V}"
    r"\s?[\])}]?\s?[,;.]?\s?(?P<tail>[^#\d]{0,60})$"
)
"""One edge on its own line under such a heading ("- 0-3", "(2, 5)", "Alice - Bob")."""
_PAIR_ITEM = (
    rf"(?:{V}\s?(?:--?-?|–|—|<->|↔|~)\s?{V}|[\[({{]\s?{V}\s?,\s?{V}\s?[\])}}]|{V}\swith\s{V})"
)
_WITH_PAIR = re.compile(rf"{V}\swith\s{V}")
"""The prompt's own way of writing a friendship ("Alice with Bob")."""
_ITEM_COLOURS = r"(?:\s[a-z]{1,8}\s?/\s?[a-z]{1,8}(?:\s?[✓✔])?)?"
"""Round 22: the two colours written after an edge as a colouring is checked edge by edge
("0-1 Y/B, 0-3 Y/G"): the edge's note, not a doubt of it."""
_ITEMS = re.compile(
    rf"^\s*(?:[-*•+]\s?)?{_PAIR_ITEM}{_ITEM_COLOURS}"
    rf"(?:\s?[,;]\s?(?:and\s)?{_PAIR_ITEM}{_ITEM_COLOURS}){{1,80}}\s?[,;.]?"
    r"(?:\s?[✓✔]\s?(?:\(#?\w{1,3}\))?)?\s*$"
)
"""Edges run together on one line under such a heading ("0-1, 0-3, 2-5", "A–B, B–H")."""


_CHECK_BULLET = r"(?:[-*•+]\s?|\d{1,2}[.)]\s)"
"""What may open a line that checks one edge: a bullet, or (round 34: held-out 37, and the
same numbered check lists in held-out 4, 27, 31, 35, 38 and 39, qwen3, qwq, claude, gpt-oss
and r1) the item's number, "3. Alice-Bob: Red vs Blue ✓": a number that counts the checks,
no vertex."""
_CHECKED_PAIR = re.compile(
    r"\s*"
    + _CHECK_BULLET
    + r"?(?P<pair>(?:\d{1,2}|[A-L][a-z]*)\s?(?:-|–|—)\s?(?:\d{1,2}|[A-L][a-z]*)"
    r"|\(\s?\d{1,2}\s?,\s?\d{1,2}\s?\))\s?:?\s(?:\*\*)?(?P<a>[A-Za-z]{1,12})(?:\*\*)?"
    r"\s?(?:/|\svs\.?\s|\sv\s|≠|!=|=/=)\s?(?:\*\*)?(?P<b>[A-Za-z]{1,12})(?:\*\*)?\s?[,;.]?\s?[✓✔✅]\s*"
)
"""Round 30's checked pair; round 44: its colours told apart by a sign of inequality too
("- (2,6): red ≠ blue ✓", "2–6: R != B ✓"; the verification class at first measure:
held-out 20, 23 to 25, 27 to 38, 41, 44 and 46)."""


def _checked_pair(raw: str) -> str | None:
    """The pair of a line that checks one edge of a colouring, or None.

    Round 30: a line holding only a pair, its two ends' colours (different) and a tick
    ("- Alice-Bob: Blue vs Red ✓", "2-5 R/B ✓") is an edge checked as a colouring is, under
    whatever heading or none (a heading of its own per vertex, "Alice (Blue):", or a sentence
    that walks them, "Now verify every friendship, one at a time."). The same colour twice
    (a clash found, or a pair that shares a class), a cross, or any other words: nothing.
    """
    m = _CHECKED_PAIR.fullmatch(raw)
    if m is None:
        return _checked_run(raw) or _ticked_run(raw) or _named_ticked_run(raw)
    if m["a"].lower() == m["b"].lower():
        return None
    return m["pair"]


_RUN_PAIR = (
    r"(?:\d{1,2}|[A-L][a-z]*)\s?(?:-|–|—)\s?(?:\d{1,2}|[A-L][a-z]*)|\(\s?\d{1,2}\s?,\s?\d{1,2}\s?\)"
)
_RUN_ITEM = re.compile(
    rf"(?P<pair>{_RUN_PAIR})\s?:?\s(?:\*\*)?(?P<a>[A-Za-z]{{1,12}})(?:\*\*)?"
    r"\s?(?:/|\svs\.?\s)\s?(?:\*\*)?(?P<b>[A-Za-z]{1,12})(?:\*\*)?(?P<tick>\s?[✓✔✅])?"
)
_RUN_GAP = re.compile(r"\s?[,;.]\s?(?:and\s)?")
_RUN_LABEL = re.compile(
    r"\s*(?:[-*•+]\s?)?(?:(?:\*\*)?(?:\d{1,2}|[A-L][a-z]*)(?:\*\*)?|[A-Za-z][A-Za-z' -]{0,60}?)\s?:\s"
)
"""Round 32: what may open a run of checked pairs: a bullet, then a vertex ("- 5: ") or a few
words with no vertex ("Spot-check a few: ") and a colon."""


def _checked_run(raw: str) -> str | None:
    """The pairs of a line that checks several edges of a colouring, each with its two colours.

    Round 32 (held-out 36 three times, held-out 25; o3, Claude, gpt-oss): round 30's checked
    pair written as a run, "Spot-check a few: 5–8 Treasurer/President ✓, 4–12 VP/President ✓",
    "- 5: 5–7 B/R ✓" (the pairs of vertex 5, under a check by lower endpoint), "Ethan–George:
    Green/Red ✓. Fran–Heather: Green/Red ✓.": every item a pair and its ends' two different
    colours, each ticked or the run ticked once at its end, after a vertex or a few words with a
    colon. A word of denial or search in the label, a colour twice, a cross, an unticked item
    among ticked ones or any other words read nothing (the line is read as any line is).
    """
    label = _RUN_LABEL.match(raw)
    at = 0
    if label is not None and _RUN_ITEM.match(raw, label.end()) is not None:
        if _NOT_WALKED.search(label[0].lower()) is not None:
            return None
        at = label.end()
    else:
        at = len(raw) - len(raw.lstrip(" -*•+"))
        label = None
    pairs: list[str] = []
    ticks: list[bool] = []
    while True:
        m = _RUN_ITEM.match(raw, at)
        if m is None or m["a"].lower() == m["b"].lower():
            return None
        pairs.append(m["pair"])
        ticks.append(m["tick"] is not None)
        gap = _RUN_GAP.match(raw, m.end())
        if gap is None or not raw[gap.end() :].strip():
            if raw[gap.end() if gap else m.end() :].strip():
                return None
            break
        at = gap.end()
    if len(pairs) < (1 if label is not None else 2) or not ticks[-1]:
        return None
    if not all(ticks) and any(ticks[:-1]):
        return None  # some ticked and some not: the unticked ones were not passed
    return ", ".join(pairs)


_TICKED_ITEM = r"\d{1,2}\s?[-–—]\s?\d{1,2}\s?[✓✔✅]"
_TICKED_RUN = re.compile(
    rf"\s*(?:[-*•+]\s{{0,3}})?(?P<run>{_TICKED_ITEM}(?:\s?[,;·]?\s?{_TICKED_ITEM})+)\s?[,;.]?\s*"
)


_TICKED_LINE = re.compile(r"^[ \t*•+-]{0,4}\d{1,2}\s?[-–—]\s?\d{1,2}\s?[✓✔✅]", re.MULTILINE)
"""Where such a line opens, for ``_candidate_lines`` (it holds no word about edges)."""


def _ticked_run(raw: str) -> str | None:
    """The pairs of a line that is nothing but pairs, each ticked, or None.

    Round 34 (held-out 38; the same line in held-out 10, 21, 24, 28, 30, 31, 36 and 40: o3,
    qwen3, grok-kimi, qwq, gemini, gpt-oss): "1–3 ✓, 1–4 ✓, 3–4 ✓, 4–6 ✓", a group's pairs
    looked up one by one and each found, is a run of edges checked. In every part of the
    corpus, 1,311 pairs so written, every one an edge or labelled asserted. A pair marked
    otherwise on the line ("1-6 ?", "2-5 ✗"), a label before the run ("Red {1, 4, 7}: ..."),
    a colour or any other word reads nothing here (the line is read as any line is).
    """
    m = _TICKED_RUN.fullmatch(raw)
    if m is None:
        return None
    return ", ".join(p.rstrip(" ✓✔✅") for p in re.findall(_TICKED_ITEM, m["run"]))


_NAMED_TICK = (
    r"(?:[A-L][a-z]{1,7}|[A-L])\s?[-–—]\s?(?:[A-L][a-z]{1,7}|[A-L])"
    r"(?:\s[A-Za-z]{1,8}\s?/\s?[A-Za-z]{1,8})?\s?[✓✔✅]"
)
_NAMED_TICKED_RUN = re.compile(
    r"\s*(?:[-*•+]\s{0,3})?(?:(?P<label>[A-Za-z][A-Za-z0-9 ,'–-]{0,40}?)\s?[.:]\s)?"
    rf"(?P<run>{_NAMED_TICK}(?:\s?[,;·]\s?{_NAMED_TICK}){{2,}})\s?[,;.]?"
    r"(?:\s[—–]\s(?P<tail>[a-z ,']{0,60}))?\.?\s*"
)
_NAMED_TICK_ITEM = re.compile(
    r"(?P<pair>(?:[A-L][a-z]{1,7}|[A-L])\s?[-–—]\s?(?:[A-L][a-z]{1,7}|[A-L]))"
)
_TICK_TAIL = re.compile(
    r"\b(?:colou?rs?|shirts?|share|match|differ\w*|clash\w*|distinct|fine|good|ok|valid)\b"
)
_NAMED_TICK_LINE = re.compile(
    r"^[ \t*•+-]{0,4}(?:\d{1,2}[.)]\s)?[a-l][a-z]{0,7}\s?[-–—]\s?[a-l][a-z]{0,7}\s[a-z]{1,8}\s?/\s?[a-z]{1,8}\s?[✓✔✅]",
    re.MULTILINE,
)
"""Where a named checked pair with no colon opens a line ("Fran-Irene B/Y ✓"), for
``_candidate_lines``: the line holds no word about edges."""


def _named_ticked_run(raw: str) -> str | None:
    """The pairs of a run of named pairs, each ticked, or None.

    Round 42 (friends frame, an edge checked as a colouring is: held-out 24, 32, 36, 37 and
    46 at their first measure): round 34's ticked run written with names or initials, after a
    few words that label it and before a dash and a word about the colours ("Step 3, check.
    Ann-Bob ✅, Bob-Cy ✅, Cy-Di ✅ — no clash"). Three pairs at least; a label with a word
    of denial, search or doubt (``_NOT_WALKED``), a tail about anything but the colours, or any
    item not ticked reads nothing (the line is read as any line is).
    """
    m = _NAMED_TICKED_RUN.fullmatch(_EMPHASIS_MARKS.sub("", raw))
    if m is None:
        return None
    if m["label"] and _NOT_WALKED.search(m["label"].lower()) is not None:
        return None
    if m["tail"] is not None and _TICK_TAIL.search(m["tail"]) is None:
        return None
    return ", ".join(i["pair"] for i in _NAMED_TICK_ITEM.finditer(m["run"]))


_EMPHASIS_MARKS = re.compile(r"\*\*")


_EDGE_WALK_HEAD = re.compile(
    r"\b(?:every|each|all)\s(?:the\s|of\sthe\s)?(?:\w+\s)?(?:edges?|highways?|friendships?)\b"
)
"""Round 22: a heading that walks the edges to check a colouring ("Check every G edge:",
"**Verification** (every edge, colors must differ):"): the pairs under it are the edges."""
_WALK_PAIR = r"(?:#\d+\s?(?:--?|–|—|~)\s?#\d+|\(\s?#\d+\s?,\s?#\d+\s?\))"
_WALK_ITEMS = re.compile(
    rf"\s*(?:[-*•+]\s?)?{_WALK_PAIR}{_ITEM_COLOURS}(?:\s?[,;]\s?{_WALK_PAIR}{_ITEM_COLOURS})*"
    r"\s?[,;.]?(?:\s?[✓✔]\s?(?:\(#?\w{1,3}\))?)?\s*"
)
"""The lines under such a heading read as its edges: dash or bracketed pairs, each with its
two colours or not ("- (0,1) B/Y, (0,2) B/Y"); any other line is read as any line is."""
_INLINE_WALK = re.compile(
    r"(?:\d{1,2}\s?(?:-|–|—)\s?\d{1,2}|[A-L][a-z]*\s?(?:-|–|—)\s?[A-L][a-z]*)\s[A-Za-z]{1,8}\s?/\s?[A-Za-z]{1,8}"
    r"(?:\s?[,;]\s?(?:\d{1,2}\s?(?:-|–|—)\s?\d{1,2}|[A-L][a-z]*\s?(?:-|–|—)\s?[A-L][a-z]*)"
    r"\s[A-Za-z]{1,8}\s?/\s?[A-Za-z]{1,8}){1,40}\s?[,;.]?(?:\s?[✓✔])?\.?"
)
"""Round 26: the pairs of an inline check, as written, every one with its two colours."""
_NOT_WALKED = re.compile(
    r"\b(?:non|not|no|missing|absent|complement\w*|other|would|if|whether|candidate\w*)\b|-free|\?|#"
)


def _is_heading(lower: str) -> bool:
    """Whether a (lower-cased) line heads an edge list: "Edges:", "## Highways", "**Edges**"."""
    if lower.rstrip().endswith((":", "=")):
        if _HEADING.match(lower) is not None:
            return True
        return (  # round 22: "Check every edge:", the edges walked one by one (a heading
            lower.rstrip().endswith(":")  # of its own: short, one sentence)
            and len(lower) <= 90
            and ". " not in lower
            and _EDGE_WALK_HEAD.search(lower) is not None
            and _NOT_WALKED.search(lower) is None
        )
    if lower.startswith(("#", "**")):
        return _HEADING.match(lower.strip().strip("#* ").rstrip(":") + ":") is not None
    return False


def _heading_after(lower: str) -> bool:
    """Whether a line's last sentence heads an edge list ("We need 4 shirts. Friend pairs:").

    The sentences before it are read as any line's; the lines after it as the list's items.
    """
    last = lower.rfind(". ")
    return (
        last > 0 and lower.rstrip().endswith(":") and _HEADING.match(lower[last + 2 :]) is not None
    )


_DEGREE_HEAD = re.compile(
    r"(?:^|[.!?]\s)(?!.*(?:adjacen|neighb|list|friends|edges|highways))\W*(?:[\w']+\s){0,3}?"
    r"deg(?:ree)?s?(?:\s(?:of|per|for)\s(?:each\s|every\s|the\s)?\w+)?\s?:\s*$"
)
"""A heading over one degree a line ("Degrees:", "Degree of each city:")."""
_COLOUR_HEAD = re.compile(
    r"(?:^|[.!?]\s)(?!.*(?:adjacen|neighb|list|friends|edges|highways|check|conflict|class))\W*"
    r"(?:[\w']+\s){0,3}?(?:colou?rings?|colou?rs?|assignments?|answer|solution)"
    r"(?:\s(?:of|per|for)\s(?:each\s|every\s|the\s)?\w+)?\s?:\s*$"
)
"""A heading over one colour a line ("Coloring:", "Final assignment:"), numbers as colours."""
_DEGREE_ITEM = re.compile(
    r"^(\s*(?:[-*•]\s?)?(?:\*\*)?[\w ]{1,20}?(?:\*\*)?\s?(?::|->|→|=>|=)\s?(?:\*\*)?)(\d+)\b"
)
_NEW_SECTION = re.compile(r"^\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s?:?\s*$)")
_RETRACTED = re.compile(
    r"^[\s,:;(—–-]*(?:also\s)?(?:no(?!"
    + _NO_CLASH
    + r")|nope|wrong|incorrect|not(?!\s(?:yet|of|to|with|for|from|by|in|all|both|the)\b|\s[#{(\[])|"
    r"wait|hmm|actually(?!" + _NO_MATTER + r")|oops|sorry|scratch|missing|absent|"
    r"correction|strike|i\smean|let\sme\s(?:re|check|double)|false|that's\s(?:wrong|not))\b"
    r"|^[\s,]*(?:it|that|this)\s(?:isn't|is\snot|wasn't|was\snot)(?:\s(?:one|an\sedge|listed|there))?\W*$"
    r"|^[\s,:;(—–-]*not\sin\s(?:(?:#\d+['’]s\s|its\s|his\s|her\s|their\s|the\s)(?:own\s)?(?:\w+\s)?)?"
    r"(?:list|row)\b"
)
"""A part that takes back the part before it ("3-6 is an edge — no, scratch that"; round 15:
"Larry-George — not in Larry's list", "3-5 — not in the edge list": absent from a list; "2-7
— also no", as the pair before; round 16: a row or list named without "the", "5~7 — not in
row 7")."""
_ABSENT_VERDICT = re.compile(
    r"^[\s,:;(—–-]*(?:(?:i\s(?:don't|do\snot)\s(?:think|believe)\s)(?:it|that|this)(?:'s|’s|\sis)\s"
    r"|(?:it|that|this)(?:'s|’s|\sis|\swas)\snot\s)"
    r"(?:listed|there|present|given|one|an?\s(?:edge|highway|road|friendship)|"
    r"in\s(?:the\s|its\s|(?:#\d+|his|her|their)['’]?s?\s)(?:\w+\s)?(?:list|row|edges))\b"
    r"|^[\s,:;(—–-]*i\s(?:don't|do\snot|can't|cannot)\s(?:see|find)\s(?:it|that|one)(?:\s(?:listed|there|"
    r"in\s(?:the\s|its\s|#\d+['’]s\s)(?:\w+\s)?(?:list|row|edges)))?\s?(?:[.;,)]|$)"
)
"""Round 29: a pair looked up and reported absent, the verdict in a clause of its own after a
dash with the pair as "it" ("4-5 — I don't think it's listed", "— it's not there", "— I don't
see it"): the pair is named to be checked, not said to be an edge (``_RETRACTED`` has the
verdicts without "it": "— not listed"). A verdict that finds it ("— I think it's listed",
"— it's there") leaves the pair read."""
_MISTAKE = re.compile(
    r"\b(?:was|is)\s(?:a\s|my\s)?(?:mistake|wrong|an\serror|incorrect|false|not\strue|a\styp\w+|"
    r"a\smisread\w*)\b|\bmy\s(?:mistake|error|bad)\b|\bi\s(?:misread|misremembered|made\s(?:a|an)\s"
    r"(?:mistake|error))\b(?!\.)|[:=]\s?(?:false|no|✗|❌|✘|wrong)\b\W*$"
)
"""Words that report the statement of the same sentence as a mistake or a falsehood."""
_FALSE_THAT = re.compile(
    r"\b(?:it\sis|it's)\s(?:false|not\strue|wrong|untrue)\sthat\b|\bmy\s(?:claim|statement|assumption|"
    r"note)\b|\b(?:claimed|believed|misread)\b"
)


_SCOPE_WORD = _any_of(_SCOPE_WORDS)
_COLOUR_WORD = _any_of(("col", "assign", "answer", "solution"))
_CLIQUE_STRONG = _any_of(_CLIQUE_WORDS_STRONG)
_CLIQUE_STRONG_OR_TRIANGLE = _any_of((*_CLIQUE_WORDS_STRONG, "triangle"))
_CLIQUE_OR_TRIANGLE = _any_of((*_CLIQUE_WORDS, "triangle"))
_ALL_WORD = _any_of(_ALL_WORDS)
_EXCEPT_WORD = _any_of((" except", " but ", " besides", " other than", " else"))
# (round 41: " else" too: "0 and 1 are adjacent to everything else" leaves the group out,
# which only the real vertices can say, ``_group_else``)
_RECENT_READERS = _any_of((*_CLIQUE_WORDS, "triangle", *_ALL_WORDS2))
"""The words without which no shape reads the group named before (``_Reader.recent``): the
pre-tests of the clique claim (``_set_claim``, and ``_Reader.parts``' test of the strong
clique words and "K4") and of ``_all_of``, the only readers of that group."""
"""The word tests of ``_Reader.line`` and ``_Reader._scope``, searched directly (what
``_has`` finds, without its look-up a call; these run on every line read)."""


_SEGMENT_COUNTS = re.compile(r"\b(?:deg(?:ree)?s?|counts?|sizes?|valenc(?:y|ies))\b")


def _counted_segments(text: str, found: list[re.Match[str] | None]) -> bool:
    """Whether run-together segments give each vertex a count, not a neighbour (round 39).

    Held-out 33 (o3): "Degrees: 11:10 · 4:9 · 6:9 · 0:8": the words before the first segment
    say what the number after each colon is, and every segment holds one number. Twin: "0:
    1, 4 · 1: 0, 2" (lists) and "Neighbours: 0: 4 · 1: 2" are read as before.
    """
    head = text[: text.find("#")]
    return _SEGMENT_COUNTS.search(head) is not None and all(
        m is None or len(_vertices(m["list"])) == 1 for m in found
    )


class _Reader:
    def __init__(self, frame: str, n: int) -> None:
        self.frame, self.n = frame, n
        self.claims: dict[tuple[int, int], EdgeClaim] = {}
        self.table: tuple[str, ...] | None = None  # column roles under a table's header
        self.group: list[int] = []
        self.budget = MAX_READ_CHARS
        self.initials: dict[str, int] = {}
        self.letters: dict[str, int] = {}  # cities named by letters the reply maps (round 11)
        self.vertex_letters: dict[str, int] = {}  # "a = 4, b = 2, c = 0" (round 18)
        self.original: str | None = None  # the line as written, where letters were mapped
        self.recent: list[int] = []  # the last group of three or more vertices named
        self.named: dict[str, list[int]] = {}  # sets given a name ("S2 = {4, 5, 6, 7}")
        self.pending = False  # a clique claim ended in ":" and its group comes next
        self.clique_said = False  # a clique claim was read on this line ("... too" may follow)
        self.heading = 0  # lines under an "Edges:" heading (2: "Check every edge:", round 22)
        self.degrees: int = False  # under a "Degrees:" or "Coloring:" heading: "3: 5" is no
        # edge (round 26: 2 under "Coloring:", where "4 → 3 (0, 1, 2)" names no degree)
        self.fresh = False  # a scope's heading was the last line read: a blank line keeps it
        self.other = False  # lines about another graph (complement, relabelled, reduced)
        self.other_header = False  # opened by a markdown header: runs to the next one
        self.shifted = False  # cities relabelled 0-based by an explicit "v = city - 1"
        self.unmapped = False  # cities relabelled without a mapping this reader can apply
        self.notes: list[str] = []
        self.statements: list[list[tuple[int, int]]] = []  # edges of each line, for the check
        self.support: dict[tuple[int, int], list[int]] = {}  # which lines assert each edge
        self.block = 0  # lines read one after another, no other line between: one block
        self.blocks: list[int] = []  # the block of each line of statements
        self.clauses: list[list[list[tuple[int, int]]]] = []  # each line's edges by sentence
        self.sentence_no = 0  # the sentence being read (a new one: a new clause of the line)
        self.clause_at = -1  # the sentence the line's last clause holds
        self.seen: dict[tuple[Any, ...], tuple[Any, ...]] = {}  # (line, state) -> state after
        self.count_kinds: dict[bytes, set[str]] = {}  # count pre-tests by skeleton (_counts_masked)
        self.rewritten: dict[tuple[str, bool, bool], tuple[str, bool, str]] = {}  # (_rewritten)
        self.record: list[tuple[int, int, int]] | None = None  # reading a template: edges by
        # slot, each with its sentence (counted from the line's first, record_from)
        self.record_from = 0
        self.buffer: list[tuple[int, int]] | None = None  # a sentence's edges, not yet judged
        self.sentence_text = ""
        self.other_carry = False  # the sentence before, ending in ";", was about another graph
        self.other_names: tuple[str, ...] = ()  # another graph's name ("the reduced graph H")
        self.contrast_parts: list[str] = []  # the sentence's parts (split at "but", a dash)
        self.sentence_edgy: bool | None = None  # whether it speaks of edges, once asked
        self.line_text = ""
        self.line_is_edgy: bool | None = None

    def add(self, a: int, b: int, quote: str) -> None:
        if self.buffer is not None:
            self.buffer.append((a, b))
            return
        if self.record is not None:
            self.record.append((a, b, self.sentence_no - self.record_from))
            return
        if b == _ALL:
            for u in range(self.n):
                self.add(a, u, quote)
            return
        if a == b or not (0 <= a < self.n and 0 <= b < self.n) or len(self.claims) >= MAX_CLAIMS:
            return
        edge = (a, b) if a < b else (b, a)
        if edge not in self.claims:
            quote = quote if self.original is None else self.original
            self.claims[edge] = EdgeClaim(edge, quote.strip()[:160])
        if self.statements:
            line = self.statements[-1]
            if edge not in line:
                line.append(edge)
                self.support.setdefault(edge, []).append(len(self.statements) - 1)
            clauses = self.clauses
            if len(clauses) < len(self.statements):  # the line's first edge
                clauses.append([[edge]])
                self.clause_at = self.sentence_no
            elif self.sentence_no != self.clause_at:  # the first of another sentence
                clauses[-1].append([edge])
                self.clause_at = self.sentence_no
            elif edge not in (part := clauses[-1][-1]):
                part.append(edge)

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def state(self) -> tuple[Any, ...]:
        return (
            self.table, tuple(self.group), self.pending, self.heading, self.other, self.degrees,
            self.fresh, self.other_names,
        )  # fmt: skip

    def line(self, raw: str, worded: bool) -> None:
        """Read one line, unless it was read before in the same state (nothing new then).

        A line read before in the same state leaves the state it left then (a heading, a
        table's columns), so the list under a repeated heading reads as under the first.
        """
        raw = raw[:MAX_LINE_CHARS].rstrip("\r")
        key = (raw, self.table, tuple(self.group), self.pending, self.heading, self.other,
               self.degrees, self.fresh, self.other_names, self.shifted, self.unmapped)  # fmt: skip
        after = self.seen.get(key)
        if after is not None:
            (self.table, group, self.pending, self.heading, self.other, self.degrees,
             self.fresh, self.other_names) = after  # fmt: skip
            self.group = list(group)
            return
        self.statements.append([])
        self.blocks.append(self.block)
        self.fresh = False
        if not worded and ("deg" in raw or ":" in raw) and _listing(raw):
            worded = True
        self._line(raw, worded)
        if (
            raw.rstrip().endswith(":")
            and not (self.heading or self.other)
            and ". " in raw
            and _heading_after(raw.lower())
        ):
            self.heading, self.table, self.fresh = True, None, True
        if not self.statements[-1]:
            self.statements.pop()
            self.blocks.pop()
        self.seen[key] = self.state()

    def names_vertex(self, lower: str) -> bool:
        """Whether a (lower-cased) line may name a vertex: a number, or a person or initial."""
        if _DIGIT_OR_NAME.search(lower):
            return True
        if self.frame != "friends":
            return False
        return _NAME_LOWER.search(lower) is not None or bool(
            self.initials and _INITIAL_LOWER.search(lower)
        )

    def _name_other(self, lower: str) -> None:
        r"""Keep the name another graph is given, for later lines "in $H$", "H has edges ...".

        Round 19: "the reduced graph $H$ has edges ..."; round 25: "work with the complement
        H", "H = \bar G" (asked only of a line with "graph", "complement" or a backslash).
        """
        if (
            _has(lower, _OTHER_WORDS)
            and _OTHER_GRAPH.search(lower) is not None
            and (other := _OTHER_NAMED.search(lower)) is not None
        ):
            self.other_names = (*self.other_names[-3:], other[1] or other[2])

    def _scope(self, lower: str) -> bool:
        """Follow headings and other-graph openers; whether the line is left unread."""
        if (
            (("#" in lower or "**" in lower) and _NEW_SECTION.match(lower))
            or "original graph" in lower
            or "back to the" in lower
        ):  # (a section starts with its "#" or "**")
            self.other = self.heading = self.other_header = self.degrees = False
        if self.other and _POSITIVE_HEAD.search(lower) and not _OTHER_SCOPE.search(lower):
            self.other = self.other_header = False
        if self.other and not self.other_header and not _LIST_ROW.match(lower):
            self.other = False  # a ":" heading covers the list under it; a line of prose ends it
        if self.heading and not _ITEM.match(lower) and not self.names_vertex(lower):
            self.heading = False
        if self.degrees and not self.names_vertex(lower):
            self.degrees = False
        if (
            not self.other
            and ("non" in lower or "missing" in lower)
            and _COMPLEMENT_ROW.match(lower) is not None
        ):  # round 13: "0: non-nbrs 2, 3" heads the rows under it ("1: 3, 5, 7"): all unread
            self.other = True
            return True
        header = lower.lstrip().startswith("#") or lower.rstrip().endswith(":")
        if (
            not header
            and not self.other
            and len(lower) < 160
            and "|" not in lower
            and not self.names_vertex(lower)  # (before the word test: most lines name one)
            and _SCOPE_WORD.search(lower) is not None
        ):
            header = _TITLE.match(lower) is not None or _ANNOUNCE.search(lower) is not None
        head = lower
        if header and ". " in lower and "not " in lower and lower.rstrip().endswith(":"):
            # round 17: a denial in a sentence before the one the colon ends ("I is not friends
            # with D or E. Consider Q = {...}:") is a statement, not the list's heading
            cut = lower.rfind(". ") + 2
            head = _NOT_RELATED.sub(" ", lower[:cut]) + lower[cut:]
        if not self.other and header and _OTHER_SCOPE.search(head):
            self.other = self.fresh = True
            self.other_header = lower.lstrip().startswith("#")
            if _RELABEL.search(lower) and self.shifted:
                self.other = self.fresh = False  # "Relabel v = c - 1:": read in its labels
            elif _RELABEL.search(lower):
                self.note(
                    "the reply relabels the graph: what it says in its own labels is not counted"
                )
        return self.other

    def _read_instead(self, raw: str, rewritten: str, worded: bool) -> bool:
        """Read ``rewritten`` in place of ``raw`` when they differ, quoting ``raw`` as written."""
        if rewritten == raw:
            return False
        self.original = raw
        try:
            self._line(rewritten, worded)
        finally:
            self.original = None
        return True

    def _read_walked(self, raw: str, items: str, worded: bool) -> None:
        """Read a check's pairs on their own line as under round 22's "Check every edge:".

        ``heading`` is 2 for that line only (rounds 26 and 30: an inline check, a ticked pair).
        """
        before, self.heading = self.heading, 2
        try:
            self._read_instead(raw, items, worded)
        finally:
            self.heading = before  # (0, or 2 under a heading that walks the edges)

    def _line(self, raw: str, worded: bool) -> None:
        if (
            ("*" in raw or "_" in raw)
            and self.original is None
            # round 20: "*not* friends" reads as "not friends"
            and self._read_instead(raw, _EMPHASIS.sub(r"\2", raw), worded)
        ):
            return
        if (
            ("—" in raw or "–" in raw)
            and self.original is None
            and (dashed := _dash_row(raw)) is not None
        ):  # round 36: "- **George** — friends with Alice, Bob", the colon row
            self._read_instead(raw, dashed, worded)
            return
        if ":" in raw:  # round 26's two rewrites, both of lines with a colon
            if (
                ("eg" in raw[:16] or "EG" in raw[:16])  # ("deg", "Degrees" open the line)
                and self.original is None
                and _DEGREE_LINE.match(raw) is not None
                and (pieces := _degree_line(raw)) is not None
            ):  # "deg: ...; 4 → 6 (0,1,2,5,6,7)", a degree line with a list in it
                self._read_instead(raw, pieces, worded)
                return
            end = raw.rstrip()[-1:] if raw[-1:] == " " else raw[-1:]
            if (end == ")" or (end in _COUNT_ENDS and ("—" in raw or "–" in raw))) and (
                counted := _row_count_cut(raw)
            ) is not None:  # (a count in brackets, or after a dash)
                # "6: 0, 1, 3, 4, 5, 7 (6)", the row's count after it
                if self.original is None:
                    self._read_instead(raw, counted, worded)
                    return
                raw = counted  # (quoted as first written)
            if (
                self.frame == "friends"
                and not self.initials
                and self.original is None
                and (plain := _coloured_row(raw)) is not None
            ):  # round 34: "- George: Alice G, Bob Y, Heather R → nothing left"
                self._read_instead(raw, plain, worded)
                return
        if (
            self.vertex_letters
            and ("$" in raw or "{" in raw)
            # "$a$–$e$", a = 0, e = 4
            and self._read_instead(raw, _with_vertex_letters(raw, self.vertex_letters), worded)
        ):
            return
        if (
            self.letters
            and ("{" in raw or "N(" in raw)
            # "N(d) = {a, c, e}", d = City 4
            and self._read_instead(raw, _with_cities(raw, self.letters), worded)
        ):
            return
        if raw[:1] in _BULLETS or raw.lstrip()[:1] in _BULLETS:
            raw = _BULLET_GAP.sub(r"\1 ", raw, count=1)  # "*   City 2: {1, 5}": one space
        lower = raw.lower()
        if self._scope(_LATEX.sub(" ", lower) if "\\" in lower else lower):
            self.table = None
            return
        if (
            "/" in lower
            and ": " in lower
            and self.heading == 0
            and (walked := self._walked_inline(raw, lower)) is not None
        ):  # round 26: "Edge check: 0–1 B/R, 0–2 B/G ✓ — all distinct."
            self._read_walked(raw, walked, worded)
            return
        if (
            self.heading != 1  # (round 32: under "Check every edge:" too, "- 5: 5–7 B/R ✓")
            and not self.other
            and ("✓" in raw or "✔" in raw or "✅" in raw)
            and (checked := _checked_pair(raw)) is not None
        ):  # round 30: "- Alice-Bob: Blue vs Red ✓", an edge checked on a line of its own
            self._read_walked(raw, checked, worded)
            return
        if _is_heading(lower):
            # round 22: 2 where the heading walks the edges to check a colouring
            self.heading = 1 if _HEADING.match(lower) or not lower.rstrip().endswith(":") else 2
            self.table, self.fresh = None, True
            return
        if (
            lower.rstrip().endswith(":")  # (both heads end in ":", then spaces only)
            and "deg" in lower
            and _DEGREE_HEAD.search(lower)
        ):
            self.degrees = self.fresh = True
        elif (
            lower.rstrip().endswith(":")
            and _COLOUR_WORD.search(lower) is not None
            and _COLOUR_HEAD.search(lower)
        ):
            self.degrees, self.fresh = 2, True
        elif (
            self.degrees
        ):  # "- City 1: 2" under "Degrees:" or "0 → 1" under "Coloring:": no neighbour
            raw = _DEGREE_ITEM.sub(r"\1degree \2", raw, count=1)
        if (
            (self.frame == "math" and self.n <= 10 or self.initials)
            and raw.lstrip(" \t-*•")[:1] in ("E", "e", "Δ", "T", "t", "*")
            and (codes := _GLUED_CODES.match(raw)) is not None
            and self._glued_codes(codes, raw)
        ):
            return
        if (
            self.frame != "friends"
            and _DIGIT.search(raw) is None
            and "#" not in raw
            and (raw.isascii() or _K_SUBSCRIPT.search(raw) is None)  # round 28: "it's K₆"
            and not (
                (self.named or self.group) and _CLIQUE_STRONG_OR_TRIANGLE.search(lower) is not None
            )
            and not (self.recent and _refers_as_clique(lower))  # round 46
            and not _every_whole(lower)  # round 44
        ):  # no vertex, unless a set named before ("T is a clique") or a group on the line
            # before ("0, 3, 4, 7" then "are all pairwise adjacent", round 21)
            if "graph" in lower or "complement" in lower or "\\" in lower:
                self._name_other(lower)  # round 25: "work with the complement H"
            self._table_head(lower)
            return
        quoted = '"' in raw or "“" in raw
        # Lines that differ only in their vertices are read once: the line with its
        # vertices numbered by first appearance (and other numbers as 0) is the key, its
        # edges kept by slot.
        values: list[int] = []
        frame = self.frame
        if self.unmapped and not _names_cities(lower):
            return  # relabelled, no mapping to apply: its bare numbers are not cities
        if self.shifted and not _names_cities(lower):
            frame = "math"  # after "v = city - 1": a bare number is the 0-based label
        elif self.shifted and _ZERO_BASED.search(lower):
            return  # round 13: labels and cities in one line ("in 0-based terms: ..."): a guess
        elif frame == "cities" and _ZERO_BASED.search(lower) and not _names_cities(lower):
            frame = "math"  # round 18: "0-index edges: (0,1), (0,2)": its own numbers from 0
        shaped = _normalise(
            _QUOTED.sub(" ", raw) if quoted else raw,
            frame,
            self.n,
            self.initials,
            values,
            self.count_kinds,
        )
        asked = (shaped, worded, self.degrees == 2)
        rewritten = self.rewritten.get(asked)
        if rewritten is None:
            rewritten = self.rewritten[asked] = _rewritten(*asked)
        shaped, worded, template = rewritten
        if "graph" in lower or "complement" in lower or "\\" in lower:
            self._name_other(lower)  # round 19: "the reduced graph $H$ has edges ..."

        named = (
            self.group or self.recent or self.named or raw.rstrip().endswith(":")
        ) and _CLIQUE_STRONG.search(lower) is not None
        ranged = "$" in template and _RANGE_GROUP.search(template) is not None
        ranged = ranged or (
            (
                "#" not in template
                or ("every" in template and _EVERY_EVERY.search(template) is not None)
            )
            and _whole(template)
        )  # (round 18: "every vertex is adjacent to every other one, so it's K6, and χ = 6")
        if "#" not in template and not named and not ranged:
            self._table_head(template)
            return
        if (
            self.table is not None
            or self.group
            or self.pending
            or self.heading
            or (self.named and _CLIQUE_OR_TRIANGLE.search(template) is not None)
            or "= {" in template
            or "={" in template
            or ranged
            or (self.other_names and _in_other(self.other_names, template))
            or (
                _K_NUMBER.search(template) is not None
                and (
                    _BARE_HINT.search(template) is not None
                    or (self.recent and _THIS_K.search(template) is not None)
                )
            )
        ):  # (a bare "→ K8", or "this is a K4" of the group before, is read with its size,
            # which the line's shape writes as 0)
            self._read(_with_values(shaped, values), raw, worded)
            return
        if (
            (
                # (the rarer and cheaper search first)
                _EXCEPT_WORD.search(template) is not None and _ALL_WORD.search(template) is not None
            )
            or ("other" in template and _COUNTED_OTHERS.search(template) is not None)
            or (
                ("these" in template or "those" in template)
                and _COUNTED_DIGITS.search(template) is not None
            )
        ):  # read with the real vertices: "everyone except Alice", "all 7 others" (its count)
            self._read(_with_values(shaped, values), raw, worded)
            return
        # A line that refers to the group named before ("they", "these") reads it too: the
        # group's vertices take slots after the line's own, so the shape keeps which of
        # them the line names. A line without a word of the shapes that read that group
        # (a clique claim, "all of them") reads it alike whatever it is: no slots then, so
        # "edge (0,1) means they differ" is one shape after any group.
        slots: tuple[int, ...] = ()
        if (
            self.recent
            and _REFERS.search(template)
            and _RECENT_READERS.search(template) is not None
        ):
            slots = tuple(_slot(values, v) for v in self.recent)
        key = (template, worded, slots)
        base = self.sentence_no
        known = _TEMPLATES.get(key)
        if known is None:  # a shape not read yet, unless read with other colour words
            blind = _colour_blind(template)
            alike = (blind, worded, slots) if blind != template else None
            known = None if alike is None else _TEMPLATES.get(alike)
            if known is None:
                self.record, recent, self.record_from = [], self.recent, base
                start = self.recent = list(slots)
                try:
                    self._read(template, raw, worded)
                    # (None: the line named no group; [] a group no clique word may take)
                    new = None if self.recent is start else self.recent
                    known = (self.record, self.table, self.group, new, self.pending)
                finally:
                    self.record, self.recent = None, recent
            if len(_TEMPLATES) >= MAX_TEMPLATES - 1:
                _TEMPLATES.clear()
            _TEMPLATES[key] = known
            if alike is not None:
                _TEMPLATES[alike] = known
        pairs, self.table, group, new_recent, self.pending = known
        self.group = [values[i] for i in group] if group else []  # (most lines: none)
        if new_recent is not None:
            self.recent = [values[i] for i in new_recent]
        if pairs:
            top = self.sentence_no
            for a, b, k in pairs:
                self.sentence_no = base + k
                self.add(values[a], b if b == _ALL else values[b], raw)
            self.sentence_no = max(top, self.sentence_no)

    def _table_head(self, lower: str) -> None:
        """A line without vertices: a table's header sets its columns, a |---| rule keeps them."""
        row = lower.strip()
        if not row.startswith("|"):
            self.table = None
        elif not set(row) <= set("|-: "):
            if "$" in row or "\\" in row:  # round 22: "| $v$ | $N(v)$ |" read as "| v | N(v) |"
                row = _LATEX.sub(" ", row)
            self.table = _table_roles(row)

    def _read(self, text: str, raw: str, worded: bool) -> None:
        self.clique_said = False
        if self._table(raw, text):
            return
        if self.heading == 2 and _WALK_ITEMS.fullmatch(text) is None:
            pass  # under "Check every edge:" only pairs as edges are written ("0-1 Y/B")
        elif self.heading:
            m = _ITEM.match(text)
            if m is None and _ITEMS.match(text):
                for p in (*_PAIR.finditer(text), *_DASH.finditer(text), *_WITH_PAIR.finditer(text)):
                    chain = _vertices(p[0])
                    for a, b in zip(chain, chain[1:], strict=False):
                        self.add(a, b, raw)
                return
            if m:
                if not _MISTAKE.search(text) and not _hedged(m["tail"]) and "✗" not in m["tail"]:
                    self.add(int(m[1]), int(m[2]), raw)
                return
        if ("·" in text or "|" in text and text.lstrip()[:1] != "|") and self._segments(text, raw):
            return
        if (
            text.count("#") >= 3
            and ("·" in text or ";" in text or "  " in text or "|" in text or "n(#" in text)
            and self._row_run(text, raw)
        ):
            return
        m = _ADJ_LINE.match(text) or _SPACED_LINE.match(text)
        if m is None and "|" in text and text.lstrip()[:1] != "|":
            m = _BAR_ROW.match(text)  # "City 4 | 2, 3, 5, 6": a row of a table without bars around
        if m is None and " ~ " in text:
            m = _TILDE_ROW.match(text)  # "- 5 ~ 1, 2, 3, 4": a row with a spaced sign
        if m is None and " ↔ " in text:
            m = _TILDE_ROW.match(text)  # "- City 3 ↔ 1, 4, 6": the same with a two-way arrow
        if m is None and text.count("city #") == 3:
            m = _SPACED_CITY_ROW.match(text)  # "c2: c1 c5": two cities, each named as one
        if m and m.re is _ADJ_LINE and m["count"] and ":" not in text[: m.start("list")]:
            m = None  # "10 → 0, 11 → 0": arrows all along, the last no count
        if m and not _hedged(text[: m.start("list")]):
            v = int(m[1])
            for u in _vertices(m["list"]):
                self.add(v, u, raw)
            return
        if self._group_line(text, raw):
            return
        for m in _NAMED_SET.finditer(text) if "=" in text else ():
            group = _vertices(m["list"])
            if len(group) >= 2 and self.record is None:
                self.named[m["name"]] = group
        if worded:
            self.line_text, self.line_is_edgy = text, None
            self.other_carry = False
            pos = 0
            for sentence in _sentences(text):
                self.sentence_no += 1
                self.sentence(sentence, raw)
                # round 11: "In the complement, 2 is adjacent to 0 and 1; 1 is adjacent to 7."
                # the clause after ";" is said of the same graph
                at = text.find(sentence, pos)
                pos = at + len(sentence) if at >= 0 else pos
                self.other_carry = (
                    at >= 0
                    and text.startswith(";", pos)
                    and (
                        self.other_carry
                        or (
                            _has(sentence, _OTHER_WORDS)
                            and _OTHER_GRAPH.search(sentence) is not None
                        )
                    )
                )
        elif text.count("#") >= 3 and _group_named(text):
            self.name_group(text)  # the real o1-mini part: a group named with no edge word
        self.group = []

    def _segments(self, text: str, raw: str) -> bool:
        """Adjacency lines run together with middle dots or bars ("0: 1, 4 · 1: 0, 2 · ...").

        Bars as "C6: 5, 7, 8 | C7: 6"; a table's row starts with its bar and is read before.
        """
        found = [_ADJ_SEGMENT.search(seg) for seg in text.split("·" if "·" in text else "|")]
        if sum(m is not None for m in found) < 2 or _hedged(text[: text.find("#")]):
            return False
        if _counted_segments(text, found):
            return True  # round 39: "Degrees: 11:10 · 4:9 · 6:9": each a vertex and its count
        for m in found:
            if m is not None:
                for u in _vertices(m["list"]):
                    self.add(int(m[1]), u, raw)
        return True

    def _glued_codes(self, m: re.Match[str], raw: str) -> bool:
        """A list of glued codes under a head that says what they are (round 22).

        "E = 02 03 04 23" (edges, single digits glued, math frame, n <= 10), "Δs: ABE, AEH,
        CFG" or "Triangles: 014, 145" (triangles, digits or defined initials): every code
        the same length, two symbols under an edge head and three under a triangle head,
        each symbol a vertex, none twice; else nothing is read here. ``m`` is the line's
        ``_GLUED_CODES`` match.
        """
        codes = re.split(r"\s?,?\s", m["codes"].strip())
        size = 2 if m["head"].lower().startswith("e") else 3
        if any(len(c) != size or len(set(c)) != size for c in codes):
            return False
        groups: list[list[int]] = []
        for code in codes:
            if code.isdigit() and self.frame == "math":
                group = [int(x) for x in code]
                if max(group) >= self.n:
                    return False
            elif code.isalpha() and all(x in self.initials for x in code):
                group = [self.initials[x] for x in code]
            else:
                return False
            groups.append(group)
        for group in groups:
            for i, a in enumerate(group):
                for b in group[i + 1 :]:
                    self.add(a, b, raw)
        return True

    def _row_run(self, text: str, raw: str) -> bool:
        """Neighbour rows run together on one line, each read as if alone (round 22).

        Every piece between the separators must be a row, two or more of them (or one
        "N(v)=" row alone, its list spaced: "N(D)=B C E H"), one with two or more neighbours (a run of "0→3 · 1→5" maps labels); "=" heads only "N(v)=" (a
        bare "0=1" is a relabelling or a colour). Nothing where a doubt comes before the
        first vertex ("if 0: 1, 2; 3: 4") or the line names non-edges or another graph.
        """
        if "n(#" not in text and text.count(":") + text.count("→") + text.count("->") < 2:
            return False  # (two rows need two signs: a cheap test first)
        pieces = [p for p in _ROW_RUN_SPLIT.split(text.strip()) if p.strip()]
        rows = [_ROW_RUN_ROW.match(p) for p in pieces]
        if any(m is None or (m["sign"] == "=") != bool(m["n"]) for m in rows):
            return False
        if len(rows) < 2 and not (
            rows and rows[0] is not None and rows[0]["n"] and "," not in rows[0]["list"]
        ):
            return False  # one row alone only as "N(v)=" ("N(D)=B C E H"); others are read below
        lists = [_vertices(m["list"]) for m in rows if m is not None]
        if max(len(vs) for vs in lists) < 2 or _hedged(text[: text.find("#")]):
            return False
        if _NON_EDGE_WORD.search(text) or _has(text, _OTHER_WORDS) and _OTHER_GRAPH.search(text):
            return False
        for m, vs in zip(rows, lists, strict=True):
            if m is not None:
                v = int(m[2] if m[2] is not None else m[3])
                for u in vs:
                    self.add(v, u, raw)
        return True

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

    def _walked_inline(self, raw: str, lower: str) -> str | None:
        """The items of a check whose heading opens the line, or None.

        Round 26: "Edge check: 0–1 B/R, 0–2 B/G, ... ✓ — all distinct." is round 22's
        heading ("Edge check:", "Check every edge:") and the pairs it walks, each with its two
        colours, on one line; a closing remark with no vertex after a dash is dropped. Only
        where every item carries its colours (the mark of an edge checked in a colouring).
        """
        cut = lower.find(": ")
        if cut > 40 or not _is_heading(lower[: cut + 1]):
            return None
        items = raw[cut + 2 :]
        dash = max(items.rfind(" — "), items.rfind(" – "))
        if dash > 0 and not any(ch.isdigit() for ch in items[dash:]):
            items = items[:dash]
        if _INLINE_WALK.fullmatch(items.strip()) is None:
            return None
        return items

    def _table(self, raw: str, text: str) -> bool:
        """A markdown table read by its header: only a neighbours column asserts."""
        stripped = text.strip()
        if not stripped.startswith("|"):
            self.table = None
            return False
        if _SLOT.search(stripped) is None:  # a header names no vertex (a "#" column may)
            roles = _table_roles(stripped)
            if roles is not None:
                self.table = roles
            return True
        if (roles := _header_qualified(stripped)) is not None:  # round 40
            self.table = roles
            return True
        if self.table is None:
            return False
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if self.table[0] == "edge":  # round 22: "| edge | colours | ok |", a row an edge
            for _roles, block in _halves(self.table, cells):
                pair = _EDGE_CELL.fullmatch(block[0])
                if pair is not None and not any(_EDGE_ROW_DOUBT.search(c) for c in block[1:]):
                    a, b = (int(x) for x in pair.groups() if x is not None)
                    self.add(a, b, raw)
            return True
        if self.table[0] == "checked":  # round 30: "| Pair | Colours |", "| 0–1 | R/G |"
            for roles, block in _halves(self.table, cells):
                pair = _EDGE_CELL.fullmatch(block[0])
                if pair is not None and _two_colours(roles, block):
                    a, b = (int(x) for x in pair.groups() if x is not None)
                    self.add(a, b, raw)
            return True
        if self.table[0] == "pairs":  # round 26: "| 0–2, 0–3 | ✓ |" under "| pair | edge? |"
            pairs: list[tuple[int, int]] = []
            for role, cell in zip(self.table, cells, strict=False):
                if role == "pairs":
                    found = list(_PAIR_IN_CELL.finditer(cell))
                    rest = _PAIR_IN_CELL.sub("", cell)
                    pairs = (
                        [(int(m[1] or m[3]), int(m[2] or m[4])) for m in found]
                        if _PAIR_CELL_REST.fullmatch(rest)
                        else []
                    )
                elif (
                    role == "asked"
                    and _YES_CELL.match(cell.lower())
                    and not _EDGE_ROW_DOUBT.search(cell.lower())
                ):
                    for a, b in pairs:
                        self.add(a, b, raw)
            return True
        at = self.table.index("head") if "head" in self.table else 0
        head = _HEAD_CELL.fullmatch(cells[at]) if len(cells) > at else None
        if head is None:
            return True
        for role, cell in zip(self.table[1:], cells[1:], strict=False):
            body = cell.strip("[]{}() ")
            if role == "assert" and " " in body:
                if body.count("(") != body.count(")"):  # round 28: "0 (Blue), 3 (Green)"
                    body = cell.strip("[]{} ")  # (each neighbour's note keeps its bracket)
                body = _CELL_COLOUR.sub(r"\1", body)  # round 28: "| 1 | Yellow | 0 B, 3 B |"
            if role == "several" and _SLOT.search(body) and len(_vertices(body)) < 2:
                continue  # "| 2 | 9 |" under "| City | Highways |": a count as likely
            if role in ("assert", "several") and (
                re.fullmatch(LIST, body) or _SPACED.fullmatch(body)
            ):
                for u in _vertices(body):
                    self.add(int(head[1]), u, raw)
        return True

    def sentence(self, sentence: str, raw: str) -> None:
        s = sentence.strip()
        if s.endswith("?"):
            s = _TAG_QUESTION.sub("", s)  # "X is friends with Y, right?" asserts
            premise = (_PREMISE.match(s) or _ARROW_PREMISE.match(s)) if s.endswith("?") else None
            if premise is not None:  # "Since 7 and 9 are adjacent, could 7 ...?": the premise
                s = premise["premise"] or premise["listed"]
            elif s.endswith("?") and (verdict := _VERDICT_QUESTION.search(s)) is not None:
                s = s[: verdict.start()]  # "..., so that's a K5 — impossible?": the verdict asked
        if (
            not s
            or s.endswith("?")
            # round 21: "Alice, Dave, Ethan\nare all mutual friends.": the group on the line
            # before is the subject, no question
            or (_QUESTION_START.match(s) and not (self.group and s.startswith(("are ", "were "))))
        ):
            if s.count("#") >= 3:  # round 21: "1, 2, 4, 5 — are they all joined?" names it
                self.name_group(s)
            return
        if s.endswith(("..", "…")) and self.followed_by(sentence, _ABSENT_NEXT):
            # "(6,7)... not there.": looked up and not found (the trailing dots run the two
            # together, as "2-5... no" is; a check or a question after them leaves the
            # statement standing, as the sequel's authors counted "X is friends with Y...
            # wait, is X friends with Y?")
            return
        if (
            ";" in self.line_text
            and _PAIR_RUN.fullmatch(s)
            and self.followed_by(sentence, _RUNS_DENIED)
        ):  # round 30: "1–4, 1–6, 4–6; 0–2, 0–8; 7–9 are all absent": the semicolons cut the
            # runs into sentences, and the plural denial of the last closes every run before it
            return
        if "?" in self.line_text and _missing_answered(self.line_text, sentence, s):
            return  # round 35: "Which pairs are missing? 1-4 and 2-5.": the answer lists none
        if (
            s.endswith(("..", "…"))
            and (_LOOKED_AT.fullmatch(s) or _group_looked_at(s))
            and not self.followed_by(sentence, _FOUND_NEXT)  # "(2,5)... yes" finds it
        ):
            return  # "is 0-5 an edge? Hmm, (0,5)... the edges with 0 are": looked at
        self.sentence_text, self.sentence_edgy = s, None
        self.buffer = []  # the sentence's edges wait for its sentence-wide twins
        try:
            self.parts(s, raw)
        finally:
            found, self.buffer = self.buffer, None
        if not found:
            return
        if self.other_carry or _has(s, _OTHER_WORDS) and _OTHER_GRAPH.search(s):
            return  # said of the complement, a reduced or relabelled graph
        if self.other_names and _in_other(
            self.other_names, s
        ):  # round 19: "In H, vertex 1 is adjacent to 5", H the reduced graph named before
            return
        if _has(s, _MISTAKE_WORDS) or _has(s[-8:], _END_DENIALS):
            if _FALSE_THAT.search(s):
                return  # "it is false that ...", "my claim that ..."
            mistake = _MISTAKE.search(s)
            if mistake is not None:  # what precedes is reported as a mistake; what follows
                self.parts(s[mistake.end() :], raw)  # is read ("wrong because 5 is adjacent to 7")
                return
        for a, b in found:
            self.add(a, b, raw)

    def followed_by(self, sentence: str, after: re.Pattern[str]) -> bool:
        """Whether the line goes on from ``sentence`` with what ``after`` matches.

        (A finding of absence, ``_ABSENT_NEXT``; a denial closing runs of pairs,
        ``_RUNS_DENIED``; a find, ``_FOUND_NEXT``.)
        """
        at = self.line_text.find(sentence)
        return at >= 0 and after.match(self.line_text, at + len(sentence)) is not None

    def name_group(self, s: str) -> None:
        """Keep the largest group a sentence names, which later words may call "these".

        Not a list after "to", "with", "neighbours" (one vertex's neighbours). Round 21: a
        group named for another purpose (the remaining or uncoloured vertices, non-neighbours,
        missing pairs, a class that shares a colour) is kept as no group at all, so that a
        clique word referring back reads nothing rather than that group or an older one.
        """
        best, size = None, 2
        for m in _GROUP0.finditer(s):
            if not _OBJECT_LEAD.search(s, max(0, m.start() - 12), m.start()):
                if (count := len(_vertices(m[0]))) > size:
                    best, size = m, count
        if best is None:
            return
        if _PURPOSE_BEFORE.search(s, max(0, best.start() - 48), best.start()) or (
            _PURPOSE_AFTER.match(s, best.end())
        ):
            self.recent = []
        else:
            self.recent = _vertices(best[0])

    def parts(self, s: str, raw: str) -> None:
        """Read a sentence's parts (split at "but", "however", a dash) clause by clause."""
        if s.count("#") >= 3:  # a group later words may call "these" or "the set"
            self.name_group(s)
        parts = _CONTRAST.split(s) if _has(s, _CONTRAST_WORDS) else [s]
        self.contrast_parts = parts
        for i, part in enumerate(parts):
            if i + 1 < len(parts) and (
                _RETRACTED.match(parts[i + 1]) or _ABSENT_VERDICT.match(parts[i + 1])
            ):
                continue  # "3-6 is an edge — no, scratch that"; "4-5 — it's not listed"
            if (
                "#" in part
                or "$" in part
                and _RANGE_GROUP.search(part) is not None
                or (_has(part, _CLIQUE_WORDS_STRONG) or _K_NUMBER.search(part) is not None)
                and (
                    self.group
                    or self.recent
                    or self.named
                    or part.rstrip().endswith(":")
                    or _whole(part)
                )
            ):
                self.clause(part, raw)

    def clause(self, part: str, raw: str) -> None:
        if (
            part.count("#") < 2
            and _ALL_WORD.search(part) is None
            and _CLIQUE_OR_TRIANGLE.search(part) is None  # (a tuple built here: no _has)
        ):
            if not (self.named and _CLIQUE_STRONG_OR_TRIANGLE.search(part) is not None):
                return  # one vertex and no "every" or "clique": no edge here
        taken: list[tuple[int, int]] = []
        hedged: bool | None = None
        hedged_to: int | None = None  # where the consequence the doubt was read before begins
        for shape in SHAPES:
            if shape.search is not None and shape.search(part) is None:
                continue
            for start, end, pairs in shape.find(self, part):
                if any(a <= start < b for a, b in taken):
                    continue
                if "{" in part and _classed_after(part, end, pairs):
                    continue  # "0~3 ✓ → {0, 3}": put in one class
                if shape.whole:  # bare pairs: in a sentence about edges, with no doubt in it
                    if hedged is None or hedged_to is not None and start >= hedged_to:
                        said = part
                        if ("need" in part or "requir" in part) and (
                            arrow := _ARROW_NEED.search(part)
                        ):
                            said = part[: arrow.start()]  # "Triangle 1-4-5 → need 3 colours"
                        # round 22: nor the words of any consequence drawn after the pairs
                        said = _said_before_consequence(said, end)
                        hedged_to = len(said) if len(said) < len(part) else None
                        hedged = not self.edgy() or _hedged(said) or self.borrowed_doubt(part)
                    if hedged and not self.own_clause(part, start):
                        break
                    if _REPORTED.search(part, 0, start):
                        continue  # "I thought 2-4 was an edge"
                    if "for" in part and _LOOKED_FOR.search(part, max(0, start - 60), start):
                        continue  # "scanning the edge list for (3,4)": looked for
                    if _PAIRED_UP.search(part, 0, start):
                        continue  # "let me pair 5-9": put in one colour class, no edge
                    if "pair" in part and _paired_after(part, end, pairs):
                        continue  # "3 only appears in 3–5 → must pair {3, 5}": one class
                    if _matched_pairs(part, start, end):
                        continue  # round 39: "2-6 and 3-7 are forced": a matching's pairs
                    if _COLOUR_VERDICT.match(part, end):
                        continue  # "3–6 both O", "(1-2 fine)": the pair's colours judged
                    if _SAME_CLASS_AFTER.match(part, end):
                        continue  # round 43: "0~6 same colour": one class, no edge
                    if ":" in part and (
                        _label_checked_absent(part, end, pairs)
                        or _label_looked_up(part, end, pairs)
                    ):
                        continue  # "4–6: city 4's highways go to 1, 2, 3, 7, 8 only"
                elif not shape.own_twins and self.denied(part, start, end):
                    continue
                for a, b in pairs:
                    self.add(a, b, raw)
                if pairs:
                    taken.append((start, end))

    def own_clause(self, part: str, start: int) -> bool:
        """Whether a bare pair opens a clause of its own after ", and the edge" (round 12).

        "There are no edges in it, and the edge 3–5 between them is fine": a doubt before
        that clause is about something else; one in it still holds.
        """
        own = _EDGE_SUBJECT.search(part, max(0, start - 24), start)
        return own is not None and not _hedged(part[own.start() :]) and self.edgy()

    def edgy(self) -> bool:
        """Whether the sentence speaks of edges (asked only where bare pairs were found).

        Its own words count, or its line's when it says nothing of colours: bare pairs are
        as often the pairs that may share a color.
        """
        if self.sentence_edgy is None:
            s = self.sentence_text
            if _EDGE_CONTEXT.search(s) is not None:
                self.sentence_edgy = True
            else:
                if self.line_is_edgy is None:
                    self.line_is_edgy = _EDGE_CONTEXT.search(self.line_text) is not None
                self.sentence_edgy = self.line_is_edgy and _COLOURS.search(s) is None
        return self.sentence_edgy

    def borrowed_doubt(self, part: str) -> bool:
        """Whether bare pairs take their edge words from elsewhere, and those words deny.

        A part with no edge word of its own is about edges only through the rest of its
        sentence ("{2, 7} — 7's only non-neighbour is 2", "Blue: {0, 3} — 0 and 3 not
        adjacent") or its line ("Non-highway pairs: 2-3. (2-8 uses 8.)"); a doubt or a
        non-edge word there covers the pairs too, and so does another graph named on the
        line ("complement H has edges ...").
        """
        if _EDGE_CONTEXT.search(part) is not None:
            return False
        s = self.sentence_text
        if len(self.contrast_parts) > 1 and (at := s.find(part)) >= 0:
            # round 11: the edge word only in a part set against this one after "but" ("{J,
            # K}: J–K, I–J, but I–K are friends"): the contrast says the pairs are not
            end = at + len(part)
            if _BUT_AFTER.match(s, end) and _EDGE_CONTEXT.search(s, 0, end) is None:
                return True
        if _EDGE_CONTEXT.search(s) is not None:
            # (a consequence drawn after the claim does not doubt it: "1-2, 1-3, 2-3 — a
            # triangle, so they need three colours")
            consequence = _SO_CONSEQUENCE.search(s)
            return _hedged(s[: consequence.start()] if consequence else s)
        line = self.line_text
        if _NON_EDGE_WORD.search(line) is not None:
            return True
        if "pair" in line and _PAIRING.search(line) is not None:
            return True  # round 15: "0 can only pair with 2; that leaves (4,5)": classes
        # the line's edge words are another graph's ("complement H has edges 0-7 1-4. ...
        # 1-4 only → {1} alone"): the bare pairs after them are that graph's too
        return _has(line, _OTHER_WORDS) and _OTHER_GRAPH.search(line) is not None

    def denied(self, part: str, start: int, end: int) -> bool:
        """Whether the words at ``part[start:end]`` are a negative twin of a statement.

        Asked, denied, doubted or supposed before it in its clause ("not", "if", "whether",
        "would", "check"), reported ("I said", "earlier"), or taken back right after it
        ("(no, wait ...)", "— not listed", "if ...").
        """
        pre = self.preamble(part, start)
        if (
            _hedged(pre)
            or _ASKED_BEFORE.search(pre.rstrip())
            or ("for" in pre and _LOOKED_FOR.search(pre))
        ):
            return True
        if self.supposed(part, start) or _REPORTED.search(part, 0, start):
            return True
        post = part[end : end + 60]
        if _POST.match(post) and not (
            post.startswith(",") and _RELATIVE.search(part, start, end) is not None
        ):
            return True
        return bool(_BACK.match(post) or _POST_DOUBT.search(post))

    def supposed(self, part: str, start: int) -> bool:
        """Whether a supposition ("if", "would") comes before ``start`` in its reason."""
        cut = 0
        for c in _REASON.finditer(part, 0, start):
            cut = c.end()
        supposition = _SUPPOSE.search(part, cut, start)
        if supposition is None:
            return False
        # "... would both be Green, and Carol is friends with Fran": a modal's reach ends at
        # ", and"; an "if" reaches on ("if Alice is friends with Bob, and Bob with Carol").
        return supposition[0] not in ("would", "were") or not _AND_CLAUSE.search(
            part, supposition.end(), start
        )

    def preamble(self, part: str, start: int) -> str:
        cut = 0
        for c in _CLAUSE.finditer(part, 0, start):
            cut = c.end()
        return part[cut:start]


# --- the shapes' finders


_LOOKED_FOR = re.compile(r"\b(?:scan\w*|search\w*|look\w*|hunt\w*|grep\w*)\b[^.;#]{0,40}\bfor\s?$")
"""What is looked for ("scanning the edge list for (3,4)"), not asserted (round 11)."""
_ASKED_BEFORE = re.compile(r"\b(?:degree|is|are|does)$")
"""A verb right before the statement's subject: a question ("is 2 adjacent to 5") or a count."""
_LIST_BEFORE = re.compile(r"(?:friends|neighbou?rs|nbrs|to|with|sees)\s?:?\s?$|(?:→|->|=>|⇒)\s?$")
_OBJECT_LEAD = re.compile(
    r"(?:#(?<!except\s#)(?<!\bbut\s#)(?<!besides\s#)(?<!without\s#)\d+\s?:|t(?<=\bt)o|w(?<=\bw)ith"
    r"|e(?<=\be)xactly|i(?<=\bi)nclude|n(?<=\bn)eighbou?rs|h(?<=\bh)ighways|f(?<=\bf)riends)\s?$"
)
"""Words before a list that make it one vertex's neighbours, not a group a later claim names
(round 19: not "everyone except Alice: Bob, Carol, ...", where the vertex is the one left out
and the list the group). Asked only whether they are there: each way written to start with
a plain character, what stands before it looked at behind it, so that the search skips
ahead to those characters."""
_PURPOSE_BEFORE = re.compile(
    r"\b(?:remaining|rest|left|leftover|(?<!every\s)(?<!each\s)(?<!any\s)others?|uncolou?red|non-?[a-z]+|missing|gaps?|independent|"
    r"class(?:es)?|not\s(?:friends|adjacent|connected|joined|linked))\b[^.;:]{0,40}?[:=]?\s?[{\[(]?\s?$"
)
"""Round 21: words before a group that name it for another purpose than a clique's: "the
remaining vertices are {0, 3, 4}", "the rest:", "the other vertices", "uncoloured",
"non-neighbours", "missing pairs", "gaps", an independent set, a colour class ("I'll give the
clique the colours" then names no group: see ``_Reader.name_group``); not "every other one
in the group): Alice, Bob, ...", the clique's own gloss."""
_PURPOSE_AFTER = re.compile(
    r"\s?[}\])]?\s?(?:(?:would|will|must|can|could|should|all|then|each)\s){0,3}(?:need\sto\s)?"
    r"(?:(?:share|be\scolou?red|get\sthe\ssame|take\sthe\ssame|be\sthe\ssame)\b|"
    r"are\snot\s(?:friends|adjacent|connected|joined)\b(?!\s(?:to|with)\s(?!each|one\s))|"
    r"(?:are|were)(?:n't|n’t)\s(?:friends|adjacent|connected|joined|linked)\b(?!\s(?:to|with)\s(?!each|one\s))|"
    r"(?:are|were)\s(?:all\s)?(?:pairwise|mutually)\s(?:non-?\s?|un|not\s)(?:adjacent|connected|joined|linked)\b|"
    r"(?:have|has|share)\sno\s(?:friendships?|edges?|highways?|roads?|links?|connections?)"
    r"(?:\s(?:at\sall|whatsoever))?(?:\s(?:among|amongst|between|with)\s(?:them|each|one)|(?=\s?[.,;])))"
)
"""Round 21: words after a group that give it another purpose: it shares a colour ("0, 4, 7
can all share"), or its members are not joined ("1, 5, 6 are not adjacent (to each other)";
not "are not adjacent to 1", a third vertex). Round 25: every way of denying the group's own
pairs ("aren't friends", "are pairwise unconnected", "have no friendships among themselves",
"share no edges"), so that "someone in every one of those groups" after it reads no clique."""
_CLAIM_BREAK = re.compile(r"[,;:)]|\s[—–]|->|→|\b(?:so|it|he|she|gives|give)\b")
"""Round 21: what between a list after "to" and a clique word makes the list no subject of
the claim: "Since 2 is connected to 1, 5 and 3, it forms a triangle with 1 and 3" (another
subject), "add 3 (joined to 1, 2, 5, 7, 8) -> K6" (which K6 goes unsaid); with nothing but
the predicate between ("with 3, 4, 5 and 7 are all mutually adjacent", "joined to 3, 4, 8 (a
triangle)") the list is the group."""
_RANGE_GROUP = re.compile(
    r"(?<!inside\s)(?<!within\s)(?<!among\s)(?<!amongst\s)(?<!\bin\s)(?<!outside\s)"
    r"\b(?:vertices|nodes|cities|people)\s\$(\d{1,2})\s?(?:-|–|to|through)\s?\$(\d{1,2})\b"
)
"""A group given as a range ("vertices 1-7"), which a clique claim after it may name; a
range after "inside", "within", "among" is where a claim's group lies ("a triangle inside
cities 1-6, plus city 7 → a K4 {2, 3, 4, 7}"), not the group."""
_WHOLE_GRAPH = re.compile(
    r"\b(?:the\s(?:whole\s)?(?:graph|network)|this|it)(?:\s(?:is|forms)|'s|’s)\s"
    r"(?:basically\s|essentially\s|just\s|simply\s|effectively\s|really\s|actually\s)?(?:a\s|the\s)?"
    r"(?:complete\sgraph(?:\sk\s?(\d{1,2}))?|k\s?(?=\d)(\d{1,2}))\b(?!\s(?:on|with|minus)\s)"
    r"(?!\s?\$?\s?k_?\{?\s?\d{1,2}\}?\s?\$?\s(?:on|with|minus|without|less)\s)"
)
"""The problem's whole graph said to be complete ("this is a complete graph K8"; round 18:
"it's K6"); round 36 (held-out 43, gpt-oss; held-out 35): "the complete graph $K_8$ with a
few edges removed", "... K8 minus three edges" says the graph is not complete (the pattern
could leave the K-number out of its match and so get past its own guard: the guard now looks
past the K-number too)."""


_EVERY_EVERY = re.compile(
    r"\bevery\s(?:vertex|node|city|one|person)\s(?:is\s)?(?:adjacent|connected|joined|linked|friends)"
    r"\s(?:to|with)\severy\s(?:other|one\selse)\b"
)
"""Every vertex said to be joined to every other: with a whole-graph claim after it ("..., so
it's K6, and χ(K6) = 6") the line is read with its own numbers (round 18)."""


def _whole(text: str) -> bool:
    """Whether the text may call the whole graph complete (a cheap test first)."""
    return (
        ("complete" in text or _K_NUMBER.search(text) is not None)
        and bool(_WHOLE_GRAPH.search(text))
        or _every_whole(text)
    )  # round 44


_ARROW_NEED = re.compile(
    r"\s?(?:→|->|⇒|=>)\s?(?:so\s|thus\s|hence\s)?(?:we\s)?(?:need|needs|require|requires)\b(?!\sto\b)"
)
"""What pairs before an arrow need ("Triangle 1-4-5 → need 3 colours", round 14): a
consequence drawn from them, whose "need" does not doubt them ("→ need to check" still
does)."""
_SO_WORDS = r",?\sso\s|,\sand\s(?:so\s|thus\s|hence\s|that\s|they\s|it\s|we\s)|\bwhich\smeans\b"
_SO_CONSEQUENCE = re.compile(_SO_WORDS)
"""A consequence in words only: where the line's edge words lend bare pairs a doubt
(``borrowed_doubt``), searched from the sentence's start, where an arrow may come first."""
_CONSEQUENCE = re.compile(
    _SO_WORDS + r"|,?\s(?:hence|thus|therefore)\b"
    r"|\s?(?:→|->|⇒|=>)\s?(?=(?:so\s|thus\s|hence\s)?(?:we\s|i\s)?(?:need|needs|require|requires|at\sleast|"
    r"χ|chi|ω|omega|\d\s?colou?rs|(?:three|four|five|six)\scolou?rs|all\s\d)\b)"
)
"""Where a consequence drawn from a claim begins: its words do not doubt the claim.

Round 22, one rule for every shape: after ", so", "hence", "thus", "therefore", "which means",
or an arrow to what the claim implies for the colouring ("→ need all 4 colours", "⇒ χ ≥ 4",
"→ 3 colours"), the words say what follows from the claim, and their "need", "would" or "at
least" do not doubt it; a check or a doubt of the claim itself there still does
(``_CHECKED_AFTER``), as does anything before the claim."""
_CHECKED_AFTER = re.compile(
    r"\b(?:check\w*|re-?check\w*|verify\w*|confirm\w*|make\ssure|not\s(?:an?\s)?(?:edge|clique|triangle|k\d)|"
    r"wrong|mistake|wait|actually|isn't|aren't)\b|\?"
)
"""Words in a consequence that doubt the claim itself ("so let me check that", "so not a
clique after all"): the consequence is then no consequence."""


_ARROW_DENIED = re.compile(
    r"\s?(?:→|->|⇒|=>)\s?(?:(?:not|never)\s(?:an?\s)?(?:clique|triangle|k\d|complete)|"
    r"no\b(?=\s?(?:[.,;)]|$))|none\b|✗|❌)"
)
"""An arrow after a clique claim to its denial ("{0,1,3,6} → not a clique", "→ no"): what the
arrow draws is the claim's verdict, and it is taken back (round 22)."""


def _said_before_consequence(part: str, end: int) -> str:
    """``part`` up to the consequence drawn after ``end`` (round 22), or all of it."""
    c = _CONSEQUENCE.search(part, end)
    if c is None or _CHECKED_AFTER.search(part, c.end()) is not None:
        return part
    return part[: c.start()]


_EXAMPLE_MARK = (
    r"(?:for\s(?:example|instance)|such\sas|like|including)\s(?:(?:cities|vertices|people)\s)?"
    r"(?:\*\*|\$|\\|\s)*$"
)
"""Round 30: an example of the clique word before it, the group right after ("several
4-cliques, for example {0, 1, 4, 5}", "K4s, such as {..}", ", like {..}"), names that group as
"e.g." does: no other statement begins at the comma. (``_AFTER_BREAK`` is searched up to the
group's start, so "$" there is the group: the mark must run right up to it.)"""


_DESCRIBED = re.compile(r"\bevery\s?(?:one|body|thing)\s(?:except|but)\s#\d+|\bmissing\spairs?\b")
"""Words that describe a group ("everyone except Ethan"), no doubt about its claim."""


_AFTER_BREAK = re.compile(
    r",\s(?!namely|i\.e|that\sis|e\.g|$|"
    + _EXAMPLE_MARK
    + r")|\band\b|\bso\b|\bwhile\b|\bthen\b|\bbut\b|"
    r"\b(?:is|are|was|were|knows?)\s(?:also\s|a\s)?(?:friends?|adjacent|connected|joined|linked|neighbou?r)"
)
"""Words between a clique word and a group after it that start another statement: "Bob and
George know each other, and George is friends with ..." names no clique after "each other"."""


def _set_claim(r: _Reader, part: str) -> Iterable[_Found]:
    """A group said to be a clique; two claims joined by "and" each on its own.

    Round 11: "{1, 4, 5, 6} is a K4 and {2, 4, 6, 8} are all mutually joined", unless the
    first is doubted or supposed (its doubt may reach the second).
    """
    cut = _SECOND_CLAIM.search(part) if " and " in part else None
    if (
        cut is not None
        and (_CLIQUE.search(part, 0, cut.start()) or _TRIANGLE.search(part, 0, cut.start()))
        and (_CLIQUE.search(part, cut.end()) or _TRIANGLE.search(part, cut.end()))
        and _BRACED.search(part, 0, cut.start()) is not None
        and not _hedged(part[: cut.start()])
        and not _SUPPOSE.search(part, 0, cut.start())
        and not _CLIQUE_DOUBT.search(part, 0, cut.start())
    ):
        yield from _one_set_claim(r, part[: cut.start()])
        for start, end, pairs in _one_set_claim(r, part[cut.end() :]):
            yield start + cut.end(), end + cut.end(), pairs
        return
    yield from _one_set_claim(r, part)


_FOUND_THAT = re.compile(
    r"\b(?:i|we)\s(?:\w+ly\s)?(?:found|find|confirmed|verified)\sthat\s|\bit\sturns\sout\s(?:that\s)?|"
    r"\bwhich\sshows\sthat\s"
)
"""Round 22: a check's result stated ("Adding 1 and 2 and checking the rest, I found that 1, 2,
4, 7 are all connected to each other"): the check before it is done, and doubts nothing after;
a doubt after it still does ("I found that they would be ...")."""
_SECOND_CLAIM = re.compile(r",?\sand\s(?:also\s|\w+ly\s)?(?=[{\[]\s?#\d|#\d+,\s?#\d+)")
"""Where a second clique claim on its own group begins ("..., and {2, 4, 6} ..."; round 12:
"..., and honestly 4, 6, 7 form a triangle", its group unbraced)."""


def _results_after(part: str, end: int) -> bool:
    """Whether a clique word heads results after its colon ("Find K4s: 1, 3, 5, 7 yes").

    Round 36 (held-out 44, r1; round 27's class, held-out 27, 28): a search's heading that
    ends its clause at the colon ("Within {1, 2, 4, 7, 8, 9, 10}, find the biggest clique:",
    its steps on the lines below) holds no result: the group before it is where the search
    runs, no clique, as in round 27's "within {..}, find K4".
    """
    rest = part[end : end + 2].lstrip()
    return rest.startswith(":") and part[end:].strip(" :*\n") != ""


_AMONG_GROUP = re.compile(
    r"\s(?:among|amongst|inside|within|in)\s(?:the\s)?(?:set\s|group\s|subgraph\s)?\$?\s?\\?[{\[]"
)
"""A place word between a clique word and the braced group after it ("K4s among {..}",
"largest clique inside $\\{..\\}$"; round 39: round 35's and round 38's patterns in one)."""
_PLURAL_CLIQUE = re.compile(r"(?:cliques|triangles|graphs|[\d₀-₉}]'?s)$")
"""Round 35: clique nouns in the plural ("K4s", "cliques", "triangles"; not "all pairs")."""
_BIGGEST = re.compile(r"\b(?:largest|biggest|max(?:imum|imal)?|any|no)\s(?:such\s)?$")


def _searched_within(part: str, m: re.Match[str]) -> bool:
    """Whether a clique word names what is looked for inside the group after it.

    Round 38 (held-out 46, r1; round 27's class, held-out 28, 36, 44): "largest clique inside
    {5, 8, 9, 10, 11}", "max clique in {..}", "triangles within {..}": the group is where the
    cliques are, no clique itself; a claim later in the clause ("...: {5, 8, 9} is a triangle")
    is still read. "the clique {..}" and "a clique in {..}" (one named) are not this.
    Round 39: round 35's ``_cliques_among`` ("K4s amongst {..}", triangles in a LaTeX group,
    the same class) folded in: one pattern, ``_AMONG_GROUP``, and this one place.
    """
    if _AMONG_GROUP.match(part, m.end()) is None:
        return False
    return (
        (m[0].endswith("s") and "pair" not in m[0])  # "all pairs in {..}" is a claim
        or _PLURAL_CLIQUE.search(m[0]) is not None
        or _BIGGEST.search(part, max(0, m.start() - 20), m.start()) is not None
    )


_MEASURED = re.compile(
    r"\b(?:largest|biggest|max(?:imum|imal)?|smallest)\s(?:such\s)?(?:(?:groups?|sets?)\s(?:of\s)?)?$"
)
_SIZE_AFTER = re.compile(
    r"[^.;{}\[\]]{0,40}?\s(?:has|have|is|are)\s(?:only\s)?(?:of\s)?(?:size|order)\b"
)
_PAIRS_ONLY = re.compile(r"\s(?:is|are)\s(?:just\s|only\s)?(?:pairs|edges|singletons)\b")
_SUPPOSED_AFTER = re.compile(
    r"(?:\s(?:in|on|with|containing|through|inside)\s[^.;:{},]{0,40}?)?,?\s"
    r"(?:if\s(?:it|one|any|such\s\w+)\s(?:exists|is\sthere)|(?:would|could|might)\s(?:then\s)?[a-z]+)"
)


def _clique_unnamed(part: str, m: re.Match[str], named_here: bool, named_after: bool) -> bool:
    """Whether a clique word measures or wants a clique rather than calls a group one.

    Round 39 (held-out 30, 31, 32, 36, 37; gemini, qwq, gpt-oss, grok-kimi, qwen3, claude):
    "the largest clique containing 0 and 7 has size 4", "the largest groups of mutual friends
    are pairs" (a size, of no group); and, where the clause names no group (the reader would
    take an older one or the one "these" points to): "for a K4 containing 6 I'd need ...",
    "to get a clique, remove ...", "the clique, if it exists, ...", "a K4 in H would kill
    it". Twins: "{0, 1, 2} is the largest clique", "the largest clique is {0, 1, 2}", "these
    four form a K4" (a group said before, said to be one) are read as before. A superlative
    with no size after it and no group ("so the max clique is 3") is left as it was: no
    wrong report of the read parts comes from it, and held-out 4 reads a triangle list only
    through it (that list's lines are not read on their own). A size with a group after it
    anywhere in the clause (``named_after``, or braced: "the largest clique has size 5 (for
    example {1, 3, 4, 5, 11})", "is size 2, giving K4 with 1, 7: e.g. {0, 1, 2, 7}") is
    read as before.
    """
    before = part[max(0, m.start() - 40) : m.start()]
    if _MEASURED.search(before) is not None:
        if _PAIRS_ONLY.match(part, m.end()) is not None:
            return True
        if _SIZE_AFTER.match(part, m.end()) is not None and not (
            named_after or any(g[1].count("#") >= 2 for g in _BRACED.finditer(part, m.end()))
        ):
            return True
    if named_here:
        return False
    return _GOAL_LEAD.search(before) is not None or _SUPPOSED_AFTER.match(part, m.end()) is not None


def _every_to_third(part: str, m: re.Match[str]) -> bool:
    """Whether an "every one of" clique word has a third vertex after it (``_EVERY_TO_THIRD``)."""
    return m[0].startswith("every") and _EVERY_TO_THIRD.match(part, m.end()) is not None


_EVERY_EDGE_VERB = re.compile(
    r"\s(?:them|these|those)(?:\s(?:\$\d+\s)?(?:edges|highways|friendships|roads|links|pairs))?,?\s"
    r"(?:links|joins|connects|goes|runs|crosses|involves|touches|spans|lies|has\s(?:exactly\s|just\s|only\s)?"
    r"(?:one|an?)\s(?:endpoint|end))\b(?!\s(?:to\s|with\s)?(?:each|every|one\sanother|all\sthe\sothers?|the\sothers?)\b)"
)
"""Round 41 (held-out 38, 40; o3, grok-kimi; held-out 23, 27, 39 the same words unread): "every
one of them links two different honorees", "every one of them joins {0, 4, 5} to {1, 3}",
"every one of these edges goes between ..": "them" are edges, each joining two ends, the verb
in the singular and active; no group is called a clique, the one after it least of all."""


def _every_said_of_edges(part: str, m: re.Match[str]) -> bool:
    """Whether an "every one of" clique word is said of edges (``_EVERY_EDGE_VERB``).

    Twins: "every one of them is linked to each other", "every one of them joins every other"
    (a group's members, each joined to the rest) are read as before.
    """
    return m[0].startswith("every one") and _EVERY_EDGE_VERB.match(part, m.end()) is not None


def _one_set_claim(r: _Reader, part: str) -> Iterable[_Found]:
    """A group said to be a clique: every pair of it is asserted.

    "{0, 2, 5} is a clique", "forms a K4", "a complete subgraph", "all pairs in ... are
    adjacent", "pairwise connected", "mutual friends", "form a triangle", a named set
    ("S = {..}" then "S is a clique"), the group on the line before ("... :" then the list).
    A clique looked for, tried or doubted asserts nothing; nor "all adjacent to 3" (a
    third vertex: see ``_shared``).
    """
    m = _CLIQUE.search(part)
    if m is not None and "triangle" in part[: m.start()]:
        # "B, C, D form a triangle, and with A that would be a K4": a clique supposed after
        # a triangle stated does not take the triangle with it (round 16)
        stated = _TRIANGLE.search(part, 0, m.start())
        if stated is not None and _SUPPOSE.search(part, stated.end(), m.start()):
            m = stated
    m = m or _TRIANGLE.search(part)
    while m is not None and (  # "the clique check": a task; "any clique": no group
        _CLIQUE_TOPIC.match(part, m.end())
        or _GENERIC.search(part, max(0, m.start() - 18), m.start())
        or _OF_THE.search(part, max(0, m.start() - 30), m.start())
        or _SOURCE_NOTE.search(part, max(0, m.start() - 16), m.start())
        or _searched_within(part, m)
        or (
            _ACTED_ON.search(part, max(0, m.start() - 24), m.start())
            and not part.startswith((" {", "{", " [", "["), m.end())
        )
    ):
        m = _CLIQUE.search(part, m.end()) or _TRIANGLE.search(part, m.end())
    if (
        m is None
        or _every_to_third(part, m)
        or _every_said_of_edges(part, m)
        or _THIRD.search(part, m.start())
        or _CLIQUE_MORE.match(part, m.end())
    ):
        return
    heading = _results_after(part, m.end())  # "Find K4s: 1, 3, 5, 7 yes"
    if not heading and _SOUGHT.search(part, max(0, m.start() - 90), m.start()) is not None:
        return  # round 27: "within {1, 2, 3, 4, 7}, find K4": the group searched, no clique
    if _goal_clique(part, m):
        return  # round 35: "to get a K4 like {1, 4, 5, 7} we'd need 5-7": a clique wanted
    if "would" in part and _WOULD_AFTER.match(part, m.end()) is not None:
        return  # round 35: "a K7 containing 6 would be 6 plus six of those": supposed
    triangle = m.re is _TRIANGLE
    braced_before = [g for g in _BRACED.finditer(part, 0, m.start()) if g[1].count("#") >= 2]
    # the claim's doubts are in its own clause (from the one holding its group) and before
    # a consequence drawn from it ("..., so these four need four colours")
    cut = 0
    if braced_before:
        for c in _CLAUSE.finditer(part, 0, braced_before[-1].start()):
            cut = c.end()
    if "found" in part or "turns out" in part or "shows" in part:
        for f in _FOUND_THAT.finditer(part, cut, m.start()):
            cut = f.end()  # round 22: "checking the rest, I found that ...": the check's result
    said = _VOUCHED.sub(" ", part[cut : m.end()])  # what comes after the claim may doubt it
    said = _DESCRIBED.sub(" ", said)
    consequence = _CONSEQUENCE.search(part, m.end())
    if consequence is not None and _CHECKED_AFTER.search(part, consequence.end()) is not None:
        consequence = None  # round 22: "→ not a clique", "so let me check": no consequence
    if (
        _ARROW_DENIED.search(part, m.end()) is not None
        or _hedged(said)
        or _SUPPOSE.search(said)
        or _CLIQUE_DOUBT.search(part, 0, consequence.start() if consequence else len(part))
    ):
        return
    if len(braced_before) > 1 and m[0].endswith("s") and not triangle:
        # "{0, 1, 2} and {3, 4, 5} as K3s": each group is a clique
        groups = [_vertices(g[1]) for g in braced_before]
        yield m.start(), m.end(), [(a, b) for vs in groups for a in vs for b in vs if a < b]
        return
    braced_after = [
        g
        for g in _BRACED.finditer(part, m.end())
        if g[1].count("#") >= 2
        and not _AFTER_BREAK.search(part, m.end(), g.start())
        and not _hedged(part[m.end() : g.start()])
    ]
    on = _ON_GROUP.match(part, m.end()) if braced_after else None
    on_group = braced_after[0] if on is not None and on.end() == braced_after[0].start() else None
    if m[0].endswith("s") and braced_after:
        # "Cliques: {0, 1, 3}, {1, 2, 4}, ...": each group of the list that follows
        run = [braced_after[0]]
        for g in _BRACED.finditer(part, run[0].end()):
            if g[1].count("#") < 2 or not _GROUP_GAP.fullmatch(part, run[-1].end(), g.start()):
                break
            run.append(g)
        groups = [_vertices(g[1]) for g in run]
        if len(run) > 1 and (not triangle or all(len(vs) == 3 for vs in groups)):
            r.clique_said = True
            yield (
                m.start(),
                run[-1].end(),
                [(a, b) for vs in groups for a in vs for b in vs if a < b],
            )
            return
    if triangle and m[0].endswith("s") and (listed := _TRIPLES.match(part, m.end())) is not None:
        # round 19: "Triangles: (0,2,4), (0,2,5), (2,3,4)": each triple in brackets a triangle
        groups = [_vertices(t[0]) for t in _TRIPLE.finditer(listed[0])]
        r.clique_said = True
        yield m.start(), listed.end(), [(a, b) for vs in groups for a in vs for b in vs if a < b]
        return
    if triangle and (chained := _triangle_chains(part, m)) is not None:
        start, end, groups = chained  # round 37: "Triangles: 0-2-4, 3-4-7", "1–2–4 is a triangle"
        if groups:
            r.clique_said = True
            yield start, end, [(a, b) for vs in groups for a in vs for b in vs if a < b]
        return
    before = [  # round 21: not a list after "to", "with" ("2 is connected to 1, 5 and 3")
        g  # unless the claim's predicate follows it ("with 1, 2, and 3 are all mutual ...")
        for g in _GROUP0.finditer(part, 0, m.start())
        if g[0].count("#") >= 3
        and not (
            _OBJECT_LEAD.search(part, max(0, g.start() - 12), g.start())
            and _CLAIM_BREAK.search(part, g.end(), m.start())
        )
    ]
    after = [
        g
        for g in _GROUP0.finditer(part, m.end())
        if g[0].count("#") >= 3
        and not _AFTER_BREAK.search(part, m.end(), g.start())
        and not _hedged(part[m.end() : g.start()])
    ]
    latest = braced_before[-1] if braced_before else before[-1] if before else None
    if latest is not None and _CHAIN_SUBJECT.search(part, latest.end(), m.start()) is not None:
        return  # "the rest (1, 2, 6) is easy: 1–2–4 is a triangle": the chain is its group
    span = _RANGE_GROUP.search(part, 0, m.start()) if r.record is None else None
    pronoun = False
    if on_group is not None:  # round 24: "gives a K5 on {1, 3, 4, 5, 7}": the group after "on"
        group = _vertices(on_group[1])
    elif braced_before:
        group = _vertices(braced_before[-1][1])
    elif before:
        group = _vertices(before[-1][0])
    elif span is not None:  # "vertices 1-7 form a K7"
        base = 1 if r.frame == "cities" else 0
        group = list(range(int(span[1]) - base, min(int(span[2]) - base + 1, r.n)))
    elif (subject := _PRONOUN_SUBJECT.search(part, max(0, m.start() - 32), m.start())) is not None:
        pronoun, group = True, []  # "they're connected to each other, ... 1, 3, 4": said before
        if any(  # round 21: "1 and 2 have degree 11, so they ...": those two, no group
            g[0].count("#") == 2
            and not _OBJECT_LEAD.search(part, max(0, g.start() - 12), g.start())
            for g in _GROUP0.finditer(part, 0, subject.start())
        ):
            return
    elif braced_after:
        group = _vertices(braced_after[0][1])
    else:
        group = _vertices(after[0][0]) if after else []
    if len(group) < 3 and r.named and ("∪" in part or "cup" in part):
        union = _SET_UNION.search(part, m.end())  # "a 9-clique Q ∪ {A}": Q and A
        if union is not None and union["name"] in r.named:
            group = list(dict.fromkeys(r.named[union["name"]] + _vertices(union["list"])))
    if len(group) < 3:
        name = _SET_NAME.search(part) or _SET_NAME_IN.search(part)
        if name and name[1] in r.named:
            group = r.named[name[1]]
    if len(group) < 3 and part.rstrip().endswith(":"):
        r.pending = True  # the group comes on the next line
        return
    if len(group) < 3 and _UNREAD_SET.search(part, 0, m.start()) is not None:
        return  # "{b, c, d} are all mutual friends", letters not defined: no older group
    named_here = len(group) >= 3
    if _clique_unnamed(part, m, named_here, bool(braced_after or after)):
        return  # round 39: "the largest clique ... has size 4", "to get a clique, ...": none
    if len(group) < 3:
        group = r.group if len(group) == 0 else []
    if len(group) < 3 and _REFERS_GROUP.search(part) and "following" not in part:
        k_size = _K_SIZE.match(part, m.start())
        if k_size is None or int(k_size[1]) in (0, len(r.recent)):  # (k0: a size left unread)
            group = r.recent  # not "this is a K4" of a group of five (round 18)
    elif len(group) < 3 and r.recent and "it" in part and _IT_K.search(part) is not None:
        k_size = _K_SIZE.match(part, m.start())  # round 21: "So it's a complete K6" of a group
        if k_size is not None and int(k_size[1]) in (0, len(r.recent)):  # of six, named last
            group = r.recent
    counted = _COUNTED_SUBJECT.search(part, 0, m.start()) if not named_here else None
    if counted is not None and len(group) >= 3 and _SIZES.get(counted[1]) != len(group):
        last = list(r.named.values())[-1] if r.named else []
        if len(last) != _SIZES.get(counted[1]):
            return  # "those four are all mutually friends" of a group of eight: not that group
        group = last  # "S = {1, 3, 4, 5, 6}" checked row by row, then "these five are ..."
    if not named_here and len(group) >= 3 and _counted_in_digits(r, part, m.start(), group):
        return  # round 33: "these 8 cities form a K8" of a group of nine: not that group
    if (
        len(group) < 3
        and len(r.recent) >= 3
        and _THATS_K.search(part) is not None
        and _pairs_written(r.line_text, r.recent)
    ):  # "{1, 2, 6, 7}: 1-2, 1-6, ..., 6-7 — that's a K4": the group checked pair by pair
        group = r.recent
    if len(group) < 3 and r.recent and (bare := _BARE_CLAIM.fullmatch(part.strip())):
        if int(bare[1]) == len(r.recent):  # "{1, 2, 3, 4}: 1-2 y, ... . → K4": that group
            group = r.recent
    if len(group) < 3 and not triangle:
        whole = _WHOLE_GRAPH.search(part)
        size = whole and (whole[1] or whole[2])
        if whole and (not size or int(size) == r.n) and r.record is None:
            group = list(range(r.n))  # "this is a complete graph K8": every pair
        elif r.record is None and _ALL_PAIRS_OF.match(part, m.start()):
            less = _CLIQUE_LESS.match(part, m.end())
            if less is not None and less["pairs"] is not None:
                group = list(range(r.n))  # "every pair of cities is joined except 1-2"
    if len(group) < 3 or triangle and len(group) != 3:
        return
    if len(group) != 3 and _TRIANGLE_K.search(part) is not None:
        return  # "that is a triangle K3" of a group of four: not the group it names
    if pronoun and any(
        _vertices(g[0]) == group and not _LEAD_IN.fullmatch(part, m.end(), g.start())
        for g in _GROUP0.finditer(part, m.end())
    ):
        return  # the group the pronoun would take is the one named after it
    r.recent = group
    pairs = [(a, b) for i, a in enumerate(group) for b in group[i + 1 :]]
    less = _CLIQUE_LESS.match(part, m.end())
    if less is not None:  # "pairwise adjacent except 1-3": all pairs but those named
        if less["pairs"] is None:
            return  # "a K4 minus an edge": which pairs, it does not say
        gone = _vertices(less["pairs"])
        named = {frozenset(p) for p in zip(gone[::2], gone[1::2], strict=False)}
        pairs = [p for p in pairs if frozenset(p) not in named]
    if "of" in part and (one := _ONE_OF.search(part)) is not None:
        # round 20: "together with any of 6, 7, 8 they form a K4": one of the list joins the
        # group, so no two of the list are said adjacent
        some = set(_vertices(one[1]))
        pairs = [p for p in pairs if not (p[0] in some and p[1] in some)]
    r.clique_said = True
    yield m.start(), m.end(), pairs


_ON_GROUP = re.compile(r"\s?\$?\s?on\s\$?\s?")
"""Round 24: "on" between a clique word and a braced group ("gives a second $K_5$ on
$\\{1,3,4,5,7\\}$", "a triangle on {2, 5, 6}"): that group is the clique's, not a list before
the word (a neighbour list "$N(5)=\\{0,1,3,4,7\\}$ gives ..."), and it is read when no group
stands before the word too."""
_GOAL_LEAD = re.compile(
    r"(?:\bfor|\bto\s(?:get|make|form|build|have|obtain|find|complete))\s(?:an?\s|the\s|such\sa\s)?$"
)
"""Words that make the clique word after them a goal ("for a K4", "to get a clique"): round
35's ``_goal_clique`` and round 39's ``_clique_unnamed`` (one pattern since round 39's merge)."""
_GOAL_NEED = re.compile(
    r"\s?(?:like\s|such\sas\s|on\s)?\$?\\?[{\[][^}\]]{1,80}[}\]]\$?,?\s"
    r"(?:(?:we|i|you|one)(?:'d|’d|\swould)?\s|(?:it\s)?would\s)?(?:still\s|also\s)?"
    r"(?:need|needs|require|requires|must\shave)\b"
)


def _goal_clique(part: str, m: re.Match[str]) -> bool:
    """Whether a clique word names a clique wanted, with what it would need after its group.

    Round 35 (one rule): "For K4 {2, 4, 6, 7} we need 6-7", "to get a K4 like {1, 4, 5, 7}
    we'd need 5-7": the clique is the goal of a requirement, its group a candidate, and the
    claim asserts none of its pairs (the pair it needs is read, or not, as before). A group
    said to be a clique ("{2, 4, 6, 7} is a K4, so we need four colours") is read as before.
    """
    return (
        _GOAL_LEAD.search(part, max(0, m.start() - 24), m.start()) is not None
        and _GOAL_NEED.match(part, m.end()) is not None
    )


_WOULD_AFTER = re.compile(
    r"(?:\s(?:containing|with|including|through|on|in|that\scontains|which\scontains)\s[^.;:{},]{0,40}?)?"
    r"\s(?:would|could|might)\s(?:then\s)?(?:be|need|have|require|contain|consist|include|use|drop)\b"
)
"""Round 35 (one rule): a clique word that is the subject of "would" ("a K7 containing 6
would be 6 plus six of those seven", "a triangle on 2 would need 4-5"): the clique is
supposed, and no group, before it, after it or referred back to, is said to be one (the
doubt stood after the word, where the reader did not look)."""


_ONE_OF = re.compile(
    rf"\b(?:any|either|one)\sof\s(?:the\s)?(?:cities\s|vertices\s|nodes\s)?({LIST})"
)
"""Round 20: a list after "any of", "either of", "one of" in a clique claim adds one of its
vertices to the group ("with any of 6, 7, 8 they form a K4"): no pair within the list."""
_SIZES = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
}
_COUNTED_SUBJECT = re.compile(
    r"\b(?:these|those|the|all)\s(three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
    r"(?!\s(?:colou?rs?|monuments?|shirts?|labels?|cities|vertices|nodes|people)\b(?!\s(?:are|form|were)\b))"
)
"""A clique claim whose subject counts its group ("those four are all mutually friends"): the
group said before is taken only when it has that many (round 12), else the set named last
("S = {...}") when it has that many; otherwise the claim names a group the reader cannot
see and records nothing."""


_COUNTED_DIGITS = re.compile(
    r"\b(?:these|those)\s([#$]?)(\d{1,2})\b"
    r"(?!\s?(?:[,&+\-–—/]|and\b|or\b|to\b|#))"
    r"(?!\s(?:colou?rs?|monuments?|shirts?|labels?)\b)"
)
"""Round 33: a clique claim whose subject counts its group in digits ("these 8 cities form a
complete graph K8", "since those 6 must all be different"), not a list ("these 3, 5, 7")."""


def _counted_in_digits(r: _Reader, part: str, end: int, group: list[int]) -> bool:
    """Whether the claim's subject counts its group in digits, and not as many as ``group``.

    Round 33, the digit form of ``_COUNTED_SUBJECT``: a group taken from before that has not
    the count the words give is not the group they mean, so the claim reads nothing (which
    group it is, is a guess). A count written as a vertex ("#5") is read back as the number
    written: one more in the cities frame (1-based), unknown after a relabelling (no rule).
    """
    if "these" not in part and "those" not in part:
        return False
    counts = list(_COUNTED_DIGITS.finditer(part, 0, end))
    m = counts[-1] if counts else None
    if m is None or r.record is not None:
        return False
    size = int(m[2])
    if m[1] == "#" and r.frame == "cities":
        if r.shifted or r.unmapped:
            return False
        size += 1
    return size != len(group)


_LEAD_IN = re.compile(r"\s?:\s?(?:(?:cities|vertices|nodes|people)\s)?")
"""A colon right before a clique claim's group ("these form a clique: 1, 3, 4")."""
_PRONOUN_SUBJECT = re.compile(
    r"\b(?:they|they're|these|those|both)\s(?:\w+\s){0,3}(?:are|were|'re)?\s?(?:\w+\s)?$|\bthey're\s(?:\w+\s)?$"
)
"""A clique claim whose subject is a pronoun ("they're connected to each other"): its group
was named before, never a list after it."""


_ALL_PAIRS_OF = re.compile(
    r"(?:every|each|all)\spairs?\sof\s(?:the\s)?(?:\$?\d+\s)?(?:cities|vertices|nodes|people|persons)\s"
    r"(?:is|are)\s(?:directly\s)?(?:connected|adjacent|joined|linked|friends)\b"
)
"""The whole graph said complete but for the pairs named after it ("every pair of cities is
connected by a highway except 1-2"); without them it may be what a clique is, and is not read."""
_CLIQUE_TOPIC = re.compile(
    r"\s(?:check(?:s|ing)?|search(?:es|ing)?|hunt|test(?:s|ing)?|size|number|bound|argument|idea|"
    r"analysis|question|finding|detection|vertex|node|member|city|person)\b"
)
"""A clique word naming a task or a measure ("the mistake was in the clique check", "the K5
search"): no group is said to be one. Round 45 (held-out 48, o3): a clique word before one
vertex, "copy the colour of a clique vertex it is not adjacent to", "each K4 member gets its
own colour", is a member of a clique named elsewhere, not a group (the singular only: "the
K4 vertices 1, 2, 3, 4" may name one)."""
_OF_THE = re.compile(
    r"\b(?:from|of|in|into|inside|outside|within|toward|towards)\sthe\s"
    r"(?:(?:first|second|third|other|same|earlier|original|big|bigger|large|larger|main|known)\s)?$"
)
"""A clique word after "from the", "of the", "in the" (round 15): a clique named before, the
place a list is drawn from ("neighbors 0, 1, 5 and 4 from the K4"), not a group said to be
one; which pairs it holds is a guess, so none is read. Round 23: the same with a word
between ("from the second K6": which of two cliques) and after "toward the" ("breaking ties
toward the clique: 1, 8, 9, 0, ..."): a clique named before, the list after it an order."""
_SOURCE_NOTE = re.compile(r"\((?:from|via|by|per|see)\s(?:the\s|a\s|an\s|that\s|this\s|our\s)?$")
"""A clique word opening a source note in brackets ("4 adj 0, 1, 2 and 3 (from clique)",
"(via the K4)", round 19): it says where a fact was read, the clique named before; the list
before it is another statement (a neighbour row), not a group said to be a clique."""
_TRIPLE_SHAPE = r"\(\s?#\d+\s?,\s?#\d+\s?,\s?#\d+\s?\)"
_TRIPLE = re.compile(_TRIPLE_SHAPE)
_TRIPLES = re.compile(rf"\s?:\s?{_TRIPLE_SHAPE}(?:\s?,\s?(?:and\s)?{_TRIPLE_SHAPE})*")
"""A list of triangles, each a triple in round brackets, right after "triangles:" ("Triangles:
(0,2,4), (0,2,5), (2,3,4)", round 19): each triple is a triangle (braced groups were read
already)."""
_CHAIN3 = r"#\d+\s?[-–—‑]\s?#\d+\s?[-–—‑]\s?#\d+(?!\s?[-–—‑:]\s?#|\d|\s?:)"
_TRIANGLE_CHAIN_LIST = re.compile(
    r"(?:\s(?:present|found|here|(?:run\w*|pass\w*|go\w*)?\s?through\s(?:#\d+|him|her|it)|"
    r"such\sas|like|include|including|e\.g\.))?"
    rf"\s?:?\s(?P<list>{_CHAIN3}(?:\s?,\s?(?:and\s)?{_CHAIN3}|\sand\s{_CHAIN3})*)"
)
_CHAINS_SUPPOSED = re.compile(
    r"\s?(?:\?|…|\.\.\.|[✗❌✘]|(?:would|could|might|may|if|needs?|requires?|lacks?|fails?|"
    r"missing|not|no)\b)"
)
"""What after a triangle's chains makes them supposed, asked or under test ("triangle 1-3-4
would give", "triangles 0-1-2?", "Triangles: 4-5-6 needs 5–6 ✗"): the chains name no triangle
(round 37)."""
_TRIANGLE_CHAIN_BEFORE = re.compile(
    rf"(?:^|[\s(:])(?P<list>{_CHAIN3})\s(?:is|forms|makes|gives)\s(?:a|another|one\smore)\s$"
)


def _triangle_chains(part: str, m: re.Match[str]) -> tuple[int, int, list[list[int]]] | None:
    """Round 37: the chains of three a triangle word names, each a triangle, or None.

    A chain of three dashed vertices is a path, two pairs ("0-1-2"); named a triangle it is
    the triangle, and its closing pair (0-2) is asserted too: the chains right after the
    word ("Triangles: 0-2-4, 3-4-7", "triangles through 6: 0-1-6 and 0-6-7", "Triangle
    3-4-7 → three colours") or the chain it is said of ("1–2–4 is a triangle"). A chain
    that labels a check ("0-3-5: needs 3-5"), runs on to a fourth vertex, or is supposed,
    asked or checked after it ("... would give", "..., so let me check 2-5") names none (an
    empty list: nothing read); a question, denial or supposition before the word was ruled
    out already (``_one_set_claim``).
    """
    if m[0].endswith("s") or part.startswith(
        (" #", ":", " through", " present", " found"), m.end()
    ):
        listed = _TRIANGLE_CHAIN_LIST.match(part, m.end())
        if listed is not None:
            groups = [_vertices(c[0]) for c in re.finditer(_CHAIN3, listed["list"])]
            if (
                _CHAINS_SUPPOSED.match(part, listed.end()) is not None
                or _CHECKED_AFTER.search(part, listed.end()) is not None
            ):
                return m.start(), listed.end(), []  # "triangle 1-3-4 would give ...": supposed
            if m[0].endswith("s") or len(groups) == 1:
                return m.start(), listed.end(), [vs for vs in groups if len(set(vs)) == 3]
    said = _TRIANGLE_CHAIN_BEFORE.search(part, max(0, m.start() - 40), m.start())
    if said is not None and _CHECKED_AFTER.search(part, m.end()) is not None:
        return said.start("list"), m.end(), []  # "1-2-4 is a triangle, so let me check 1-4"
    if said is not None and len(set(vs := _vertices(said["list"]))) == 3:
        return said.start("list"), m.end(), [vs]
    return None


_CLIQUE_MORE = re.compile(
    r"\s?(?:\$\s?)?(?:plus|with|\+)\s(?:an?|one|another|some)\s(?:extra\s|more\s|further\s|other\s|additional\s|pendant\s)?"
    r"(?:vertex|vertices|node|nodes|city|cities|person|people|member)\b"
)
"""A clique word with a vertex more ("the set is a K4 plus a vertex", "a triangle with one
extra node", round 19): the group is more than the clique, and which part of it the clique
is goes unsaid, so no pair is read (as "a K4 minus an edge" reads none)."""
_ACTED_ON = re.compile(
    r"\b(?:pre-?)?(?:colou?ring|extending|growing|using|fixing|assigning|placing)\s(?:the|this|that)\s$"
)
"""A clique word after a verb that acts on it ("Coloring the clique first and then extending
greedily (9, 2, 3, 1)", round 17): the clique named before, not the group after it, which
is an order or a list of something else; which it is would be a guess, so none is read
(a braced group right after the word still names the clique: "coloring the clique {0, 4, 6}")."""
_CHAIN_SUBJECT = re.compile(r":\s?#\d+\s?[-–—]\s?#\d+\s?[-–—]\s?#\d+")
"""A chain of three after a colon between a group and its clique word (round 15): "the rest
of the graph (1, 2, 6) is easy: 1–2–4 is a triangle" names the chain, not the group."""


def _every_whole(text: str) -> bool:
    """Whether the lower-cased text calls every vertex joined to every other (round 44)."""
    return (
        ("every" in text or "each " in text)
        and "#" not in text
        and _EVERY_TO_EVERY.search(text) is not None
        and _GROUP_WORDS.search(text) is None
    )


_GROUP_WORDS = re.compile(
    r"\b(?:group|set|subset|clique|k_?\{?\d|among|where|such|any|them|these|those|inside|within|"
    r"candidate|team|circle|cluster|part)|[{\[]"
)
"""Words that put an every-to-every claim on a group, not on the whole graph ("a group where
everyone is friends with everyone else", "every vertex in the set")."""


_GENERIC = re.compile(
    r"\b(?:any|every|each)\s(?:(?:maximal|maximum|largest|possible|other|such|bigger|larger)\s)?$"
)
"""A clique word said of any clique ("any clique can be extended by them", "each K4
needs four colours"; round 21: "they belong to any maximal clique"): a rule about cliques,
no group said to be one."""
_CLIQUE_LESS = re.compile(
    r"[^.;]{0,60}?\b(?:except(?:\sfor)?|minus|but\snot|other\sthan|apart\sfrom|save\sfor|without|"
    r"missing|lacking)\s(?:the\s|a\s)?(?:(?:pair|edge|pairs|edges|(?:perfect\s)?matching)\s)?"
    r"(?:(?P<pairs>[({\[]?(?:(?:vertex|city|person)\s)?#\d+\s?(?:[-–,]|\sand\s)\s?(?:(?:vertex|city|person)\s)?#\d+[)}\]]?"
    r"(?:(?:\s?,\s?|\sand\s)[({\[]?(?:(?:vertex|city|person)\s)?#\d+\s?[-–,]\s?(?:(?:vertex|city|person)\s)?#\d+[)}\]]?)*)|"
    r"(?:an?|one|two|some)\s(?:edge|pair|(?:perfect\s)?matching)s?)"
)
"""A clique claim's pairs left out ("except 1-3", "minus the edge (1,3)"; round 17: "minus
a matching {1–5, 3–7}", its pairs in one pair of braces) or left unsaid ("a K4 minus an edge",
"minus a matching": nothing is asserted then)."""


_UNREAD_SET = re.compile(r"[{\[]\s?[a-z]\s?,\s?[a-z](?:\s?,\s?[a-z])*\s?[}\]]")
"""A set of letters the reader does not know as vertices ("{b, c, d}" with no initials
defined): a clique claim on it names its own group, which goes unread (round 11); it takes
no group named earlier."""
_TRIANGLE_K = re.compile(r"\btriangles?\s?[(,]?\s?k\s?_?\{?\d")
"""A triangle named with its K ("a triangle $K_3$"): a claim on three vertices whatever its
number reads as (round 11)."""
_BUT_AFTER = re.compile(r",?\s(?:" + _BUT_WORDS + r")\b")
"""A contrast word after a part ("J–K, I–J, but I–K are friends")."""
_THATS_K = re.compile(
    r"\b(?:that|this)(?:'s|’s|\sis)\s(?:also\s|again\s)?(?:a\s|another\s)?k\s?_?\{?\d{1,2}\}?(?!\d)"
)
"""A clique claim that names its group only as "that" ("... — that's a K4"; round 16 also
"this", "also" and "another": "{1, 2, 5, 7}: 1-2, ..., 5-7. This is also a K4"); its size is
no test (a line's other numbers are read as one shape), every pair written out is."""


def _pairs_written(text: str, group: list[int]) -> bool:
    """Whether every pair of the group is written out in the text ("1-2, 1-6, ..., 6-7").

    "That's a K4" is read of the group before it only then (round 11): a group checked pair
    by pair and called a clique, not a larger group the clique lies in.
    """
    written = {frozenset(_vertices(m[0])) for m in _DASH.finditer(text)}
    written.update(frozenset((int(m[1]), int(m[2]))) for m in _PAIR.finditer(text))
    return all(frozenset((a, b)) in written for i, a in enumerate(group) for b in group[i + 1 :])


_THIS_K = re.compile(
    r"\bth(?:is|at)(?:'s|’s|\s(?:is|forms|makes|gives))\s(?:\w+\s)?(?:a\s)?k_?\{?\s?0"
    r"|\bit(?:'s|’s|\s(?:is|forms))\s(?:an?\s)?(?:\w+\s)?k_?\{?0"
)
"""A line's shape saying "this is a K4" of the group before: read with its K's size (round
46: "This forms a $K_4$", "\\(K_4\\)", as "K4")."""
_IT_K = re.compile(r"\bit(?:'s|’s|\s(?:is|forms))\s(?:an?\s)?(?:\w+\s)?k\s?_?\{?\d")
"""Round 21: "it" as the subject of a clique named by its size ("So it's a complete $K_6$"):
the group named last, only when it has that many vertices (a vertex is never a K6)."""
_K_SIZE = re.compile(r"k\s?_?\{?(\d{1,2})\}?(?!\d)")
"""A clique named by its size ("K4", "K_{5}"): a group referred to ("this is a K4") must have
that many vertices (round 18: a K_m has m vertices, so a group of five is not "this")."""
_BARE_CLAIM = re.compile(
    r"\W*(?:so|thus|hence|therefore)?\W*(?:also\s)?(?:an?\s)?k\s?_?\{?(\d{1,2})\}?"
    r"(?:\s(?:as\swell|too|also|again))?\W*"
)
"""A clique claim with no group of its own ("→ K8."), said of the group just named."""
_BARE_HINT = re.compile(
    r"(?:[.;:]|\s[—–])\s\W*(?:so|thus|hence|therefore)?\W*(?:also\s)?(?:an?\s)?k\s?_?\{?0\}?"
    r"(?:\s(?:as\swell|too|also|again))?\W*(?:$|[.;]\s)"
)
_GROUP_GAP = re.compile(r"\s?[,;]?\s?(?:and\s)?")
_TOO = re.compile(
    rf"^\W*(?:and\s|also\s)?[{{\[]\s?(?P<list>{LIST})\s?[}}\]]\s(?:too|as\swell|also|likewise)\b"
    rf"|,?\s(?:as\sdo(?:es)?|and\sso\s(?:do(?:es)?|is|are))\s[{{\[]\s?(?P<list2>{LIST})\s?[}}\]]"
    rf"(?:\s?,?\s(?:and\s)?[{{\[]\s?(?P<list3>{LIST})\s?[}}\]])?"
    rf"|^\W*so\s(?:is|are|does|do)\s[{{\[]\s?(?P<list4>{LIST})\s?[}}\]]"
)


def _clique_too(r: _Reader, part: str) -> Iterable[_Found]:
    """A group said to be a clique too, right after a clique claim on its line.

    "{0, 1, 2, 3} is a K4, as do {1, 2, 3, 4} and ...", "... is a K4. And {3, 4, 5, 6} too";
    round 34 (held-out 38 o3; the same sentence in held-out 11 and 30, grok-kimi and gemini):
    the ellipsis as a sentence of its own, "... is a K5. So is {0, 2, 3, 5, 9}.".
    Without a clique claim before it on the line, "{3, 4, 5} too" asserts nothing.
    """
    if not r.clique_said:
        return
    for m in _TOO.finditer(part):
        groups = [_vertices(m[g]) for g in ("list", "list2", "list3", "list4") if m[g]]
        groups = [g for g in groups if len(g) >= 3]
        if groups:
            yield m.start(), m.end(), [(a, b) for vs in groups for a in vs for b in vs if a < b]
    yield from _clique_too_unbraced(r, part)
    yield from _clique_another(r, part)  # round 40 (one word search for both)


_TOO_LIST = re.compile(
    r",?\s(?:as\s(?:do(?:es)?|are|is)|and\sso\s(?:do(?:es)?|is|are))\s"
    rf"(?:(?:cities|vertices|nodes)\s)?(?P<list>{LIST})(?=\s?(?:[.;)]|\s[—–]\s|$))"
)
"""Round 33: "..., as do 4, 5, 8", "..., and so are 2, 3 and 4": a second group, unbraced,
ending its clause, that the clique claim before it on the line is carried to."""


def _clique_too_unbraced(r: _Reader, part: str) -> Iterable[_Found]:
    """Round 33: an unbraced group after "as do", "and so are" that a clique claim carries to.

    Read only when the group has as many vertices as the one the claim was just read of
    ("2, 5, 8 form a triangle, as do 4, 5, 8"): of another size ("1, 2, 3 form a triangle,
    as do 4, 5, 6, 7") what the words carry over is a guess, and nothing is read.
    """
    if "as " not in part and "so " not in part:
        return
    for m in _TOO_LIST.finditer(part):
        group = _vertices(m["list"])
        if len(group) >= 3 and len(group) == len(r.recent) and group != r.recent:
            yield m.start(), m.end(), [(a, b) for i, a in enumerate(group) for b in group[i + 1 :]]


_ANOTHER_KIND = r"(?:\s(?:one|k\d{1,2}|clique|triangle|\d{1,2}-clique))?"
_ANOTHER_END = r"(?=\s?(?:[,.;:)]|\s[—–]\s|$)|\s(?:since|as|because|too|as\swell)\b)"
_ANOTHER = re.compile(
    rf"[{{\[]\s?(?P<list>{LIST})\s?[}}\]]\s(?:is|makes|forms|gives)\s(?:yet\s)?another{_ANOTHER_KIND}"
    rf"{_ANOTHER_END}"
    rf"|(?P<list2>{LIST})\s(?:form|make|are)\s(?:yet\s)?another{_ANOTHER_KIND}"
    rf"{_ANOTHER_END}"
    rf"|\b(?:second|another)(?:\sone|\sk\d{{1,2}}|\sclique|\striangle)?"
    r"(?:\sas\swell|\stoo)?\s?:\s?"
    rf"[{{\[]\s?(?P<list3>{LIST})\s?[}}\]]"
)
"""Round 40: a group called "another" clique after one on its line ("{1, 3, 5, 6, 7} is
another", "2, 4, 5 form another one", "a second one as well: {1, 3, 4, 6, 7}")."""


def _clique_another(r: _Reader, part: str) -> Iterable[_Found]:
    """A group said to be another clique of the kind a claim before it on its line named.

    Round 40 (o3 and gemini misses of held-out 29, 44 and 45; the same tie as round 33's
    "as do" in ``_clique_too``): "another" carries the clique word of the claim before it.
    Without a clique claim read before it on the line ("{2, 3, 4} is another option"), of
    another size than the group just named, with a kind that is no clique ("another
    candidate", "another colour class"), asked, doubted or supposed: nothing.
    """
    if not r.clique_said or "another" not in part and "second" not in part:
        return
    for m in _ANOTHER.finditer(part):
        group = _vertices(m["list"] or m["list2"] or m["list3"])
        if len(group) < 3 or (m["list2"] and r.recent and len(group) != len(r.recent)):
            continue
        yield m.start(), m.end(), [(a, b) for i, a in enumerate(group) for b in group[i + 1 :]]


def _shared(r: _Reader, part: str) -> Iterable[_Found]:
    """Vertices each adjacent to the same ones: "2 and 5 are both adjacent to 3" (2-3, 5-3)."""
    if _SHARED_VERB.search(part) is None:
        return
    for m in (*_SHARED.finditer(part), *_SHARED_BOTH.finditer(part)):
        subjects, targets = _vertices(m["subjects"]), _vertices(m["list"])
        if len(subjects) < 2:
            continue
        if len(targets) > 1 and _NEW_VERB.match(part, m.end()):
            targets = targets[:-1]  # "..., and city 4 hangs off city 3"
        end = m.end()
        if len(targets) > 1 and _PAIR_NEXT.match(part, end) and _NEW_VERB.match(part, end) is None:
            targets = targets[:-1]  # round 45: "..., 4, 5, and 6-7 is not an edge"
            end = m.start("list") + m["list"].rfind("#")  # (the pair left to its own clause)
        if "or" in part and _OR_NEXT.match(part, m.end()) is not None:
            targets = _vertices(_before_disjuncts(m["list"]))  # round 35: "... to 6 or 7"
        pairs = [(a, b) for a in subjects for b in targets]
        if (also := _AND_EACH_OTHER.match(part, end)) is not None:
            # round 15: "2 and 5 are both adjacent to 3, and to each other": 2-5 too
            pairs += [(a, b) for i, a in enumerate(subjects) for b in subjects[i + 1 :]]
            end = also.end()
        yield m.start(), end, pairs


_PAIR_NEXT = re.compile(r"\s?[-–—]\s?#\d+(?!\s?[-–—]\s?#)")
"""Round 45 (held-out 50, r1; 51, qwen3): a shared list's last item that opens a dashed pair,
"6 and 7 are each adjacent to 0, 1, ..., 5, and 6-7 is not an edge", "5 and 7 are both
adjacent to 0, 2, 3 (a triangle), and 5-7 is not an edge": the pair is the next clause's
subject, not a shared neighbour (before, 6-7 was read as an edge)."""


_AND_EACH_OTHER = re.compile(
    r",?\s(?:and|as\swell\sas)\s(?:also\s)?(?:with\s|to\s)(?:each\sother|one\sanother)\b"
)
"""Shared-neighbour subjects adjacent among themselves too ("..., and with each other")."""


_ALL_OTHERS_NEEDS = ("every", "other", "universal", "except", "but", "besides", "to all")
"""A word each form of ``_ALL_OTHERS`` holds ("all" alone is not enough; "all ... except"
and "adjacent to all." are): without one, that pattern (slow to search) is not searched."""


_BUT_EACH_OTHER = re.compile(
    r"\s(?:except(?:\sfor)?|but|besides|other\sthan)\s(?:each\sother|one\sanother)\b|"
    r",?\s\(?(?:but|though|yet)\snot\s(?:to|with)\s(?:each\sother|one\sanother)\b|"  # round 32
    r",?\s(?:but|though|although|yet)\s(?P<who>they|both(?:\sof\sthem)?|the\stwo|these\stwo|"
    r"(?:[a-z]+\s)?#\d+\s(?:and|&)\s(?:[a-z]+\s)?#\d+)\s(?:are|were)\s(?:not|never)\s(?:\w+\s)?"
    r"(?:joined|adjacent|connected|friends|linked)\s(?:to|with)\s(?:each\sother|one\sanother)\b"
)
"""Subjects adjacent to all but one another ("G and H are adjacent to all but each other";
round 20: the exception denied in the same sentence, "7 and 8 are each joined to every
other city, but 7 and 8 are not joined to each other", "..., but they are not adjacent to
one another"; round 32, held-out 35: the denial without its verb, "G and H are friends with
everybody else but not with each other", "(but not to each other)")."""


_EXCEPT_UNSAID = re.compile(
    r"\s?,?\s?(?:except(?:\sfor)?|but|save\sfor|other\sthan|apart\sfrom)\s?(?:\.\.\.?|…|[—–]|\s*$)"
)
"""An exception left unsaid after "every other" ("adjacent to all seven others except...",
round 17): which vertices are left out it does not say, so nothing is read (as "a K4 minus
an edge")."""


_SO_IS = re.compile(
    r"\s?,?\s(?:and\s)?(?:so\s(?:is|does)|as\s(?:is|does))\s(?:(?:vertex|node|city|person)\s)?#(\d+)"
    r"(?!\s?[-–,]\s?#|\s(?:and|or)\s#)"
)
"""A second subject given the same predicate ("..., and so is 11", "as is vertex 11")."""


_ALL_LIMITED = re.compile(
    r"\s?,?\s?(?:(?:else\s)?(?:except(?:\sfor)?|but|besides|other\sthan|save\sfor|apart\sfrom)\s"
    r"(?:one|two|three|a\sfew|a\scouple|some|\$\d+)\b(?!\s?(?:,|and|&)\s?#\d|\s(?:another|other)\b)|"
    r"\s(?:before|after|above|below|ahead\sof|preceding)\s(?:it|them|him|her|this|that|#\d+)\b|"
    r"\s(?:earlier|so\sfar|already\s(?:colou?red|placed|seen|assigned))\b)"
)
"""Round 41 (held-out 31, 44; gpt-oss, gemini): "everything" with a limit the words after it
set: a count of exceptions ("adjacent to everything except one vertex each") or an order
("6 is adjacent to everything before it", "to all the others so far"). Which vertices are
meant is not said there: nothing is read (as an exception left unsaid, round 17). Not "except
one another" (the subjects' own pair, round 20's ``_BUT_EACH_OTHER``)."""


def _group_else(part: str, m: re.Match[str], subjects: list[int]) -> bool:
    """Whether two or more subjects are joined to everything "else" (not to one another).

    Round 41 (held-out 26, grok-kimi; the class of round 20's ``_BUT_EACH_OTHER``): "0 and 1
    are adjacent to everything else": "else" leaves the group out, so each is joined to
    every vertex outside it and their own pair is not said. One subject, "else" or not, and
    a group joined to "everything" with no "else" are read as before.
    """
    return len(subjects) > 1 and m[0].endswith(" else")


def _all_others(r: _Reader, part: str) -> Iterable[_Found]:
    """A vertex adjacent to every other ("11 is adjacent to every other vertex (except 4)")."""
    if not _has(part, _ALL_OTHERS_NEEDS):
        return
    for m in _ALL_OTHERS.finditer(part):
        if _hedged(m[0]):
            continue  # "2 is not connected to every other vertex"
        count = m["count"] or m["count2"]
        if count is not None and (
            r.record is not None
            or _SIZES.get(count, count.strip("$")) not in (r.n - 1, str(r.n - 1))
        ):
            continue  # "adjacent to all three others" in a graph of eight: a group's others
        subjects = _vertices(m["subjects"] or m[0])
        if m["subjects"] is None or part[: m.start()].rstrip().endswith(_LIST_LEADS):
            subjects = subjects[-1:] if m["subjects"] else subjects[:1]
        but = _EXCEPT.match(part, m.end())
        if but is None and m["every"]:
            continue  # round 31: "every vertex except the triangle": no vertices excepted
        if but is None and _EXCEPT_UNSAID.match(part, m.end()):
            continue  # round 17: "adjacent to all seven others except... let me recount"
        if but is None and _ALL_LIMITED.match(part, m.end()):
            continue  # round 41: "everything except one each", "everything before it"
        apart = _BUT_EACH_OTHER.match(part, m.end()) if len(subjects) > 1 else None
        if apart is None and len(subjects) > 1 and m.end() >= len(part.rstrip()):
            # round 20: the part ends at "but"; its sentence goes on to deny the subjects'
            # own pair ("..., but 7 and 8 are not joined to each other")
            said = r.sentence_text or ""
            if (at := said.find(part)) >= 0:
                apart = _BUT_EACH_OTHER.match(said, at + m.end())
        if (
            but is None
            and (apart is not None or _group_else(part, m, subjects))
            and (
                apart is None
                or apart["who"] is None
                or set(_vertices(apart["who"])) in (set(), set(subjects))
            )
        ):
            # "G, H adj to all but each other": to every other vertex, not to one another
            yield (
                m.start(),
                m.end(),
                [(v, u) for v in subjects for u in range(64) if u not in subjects],
            )
            continue
        pairs: list[tuple[int, int]] = []
        also = _SO_IS.match(part, m.end()) if but is None else None
        if also is not None:  # round 17: "adjacent to all 11 other vertices, and so is 11"
            subjects = [*subjects, int(also[1])]
        for v in subjects:
            if but is None:
                pairs.append((v, _ALL))
            else:  # "everyone except Alice"
                pairs.extend((v, u) for u in sorted(set(range(64)) - set(_vertices(but[1]))))
        yield m.start(), m.end(), pairs


_NOTED_ALL = re.compile(
    r"(?:deg\s?\(\s?(?P<d>#\d+)\s?\)\s?=\s?\$?(?P<dn>\d{1,2})\s?"  # "deg(0)=10 (..)"
    r"|(?P<h>#\d+)\shas\s\$?(?P<hn>\d{1,2})\s(?:friends|neighbou?rs|highways|edges)\s?"
    r"|(?P<v>#\d+)\s?(?::\s?(?:degree|deg\.?)\s?\$?(?P<cn>\d{1,2})\s?)?)"
    r"\(\s?(?:(?:degree|deg\.?)\s?\$?(?P<pn>\d{1,2})\s?,\s?)?"
    r"(?P<verb>(?:adjacent|adj\.?|connected|joined|linked|friends)\s(?:to|with)\s)?"
    r"(?:every(?:thing|one|body)(?:\selse)?|all(?:\sthe)?\sothers|all|every\sother\s(?:vertex|city|person|node|one))"
    r"(?:\s(?:except(?:\sfor)?|but)\s(?P<but>#\d+(?:\s?(?:,|and|&)\s?(?:and\s)?#\d+)*))?\s?\)"
)
"""Round 32: a vertex's note in brackets that it is joined to all the others but those it
names: "vertex 11 (degree 10, adjacent to everything except 4)", "deg(0)=10 (adjacent to all
but 3)", "Alice has 6 friends (everyone except Bob)". A note with no exception, "2: degree 11
(adjacent to all)", fits the pattern but is not read yet: the line's count reaches the rule
written as 0, so it never fits (a known miss)."""


def _noted_all_others(r: _Reader, part: str) -> Iterable[_Found]:
    """The vertex of a bracketed "adjacent to all (but ...)" note, joined to all the others.

    Round 32 (held-out 35 and 36, gemini and o3; 31's "has 6 friends (everyone except Bob)"):
    the note's vertex is the one
    before the bracket, where ``_all_others`` wants a verb after its subject. Read only where
    the note gives a count and it is the count of the vertices left (n - 1 less the
    exceptions: the note then speaks of this graph's vertex, not of a group's), and, with no
    verb in the bracket, only after "has 6 friends". A count that does not fit, or none:
    nothing.
    """
    if "(" not in part:  # (the cheap test first: most clauses with "all" have no bracket)
        return
    for m in _NOTED_ALL.finditer(part):
        v = m["d"] or m["h"] or m["v"]
        count = m["dn"] or m["hn"] or m["cn"] or m["pn"]
        if count is None or (m["verb"] is None and m["h"] is None):
            continue
        but = _vertices(m["but"]) if m["but"] else []
        if int(count) != r.n - 1 - len(set(but) - {int(v[1:])}):
            continue
        subject = int(v[1:])
        yield m.start(), m.end(), [(subject, u) for u in range(r.n) if u not in but]


_COUNTED = {w: i for i, w in enumerate(_NUMBER_WORDS.split("|"), 2)}
"""Round 25: the count a reference back gives its group ("all three of them"): a count other
than the size of the group named before (less the subject, where the group holds it: "2 =
red, ..., 5 = yellow; then 7 is adjacent to all four of them") means another group (one named in passing, a part
of it), which is a guess, so nothing is read."""


def _all_of(r: _Reader, part: str) -> Iterable[_Found]:
    """A vertex adjacent to each of a group named before ("Dave is friends with all of them")."""
    if not r.recent:
        return
    for m in _ALL_OF.finditer(part):
        subjects = _vertices(m["subjects"])
        if (count := _COUNTED.get(m["count"] or "")) is not None and count != len(
            set(r.recent) - set(subjects)
        ):
            continue  # round 25: "all three of them" after a group of four: another group
        yield m.start(), m.end(), [(v, u) for v in subjects for u in r.recent]


def _relation(r: _Reader, part: str) -> Iterable[_Found]:
    """A vertex related to a list: "6 is connected to 7", "Alice knows Bob, Carol and Dave".

    The list's last vertex, when a verb follows it ("... to 3, and 0 is connected to 3"),
    is the subject of the next relation: the reading ends before it.
    """
    yield from _listed(r, part, _REL)


def _neighbour_list(r: _Reader, part: str) -> Iterable[_Found]:
    """A vertex's neighbours named: "neighbors of 6: 1, 3, 7", "N(6) = {1,3,7}", "6's friends are ...".

    Also named from the vertex ("roads from city 3: 1, 5", "vertices adjacent to 3: 5, 7").
    """
    if _NEIGHBOURS_NEEDS.search(part) is not None:
        yield from _listed(r, part, _NEIGHBOURS)
    if _has(part, _NAMED_LIST_WORDS):
        yield from _listed(r, part, _NAMED_LIST)
    if "}" in part and _GLUED_SET_NEEDS.search(part) is not None:
        for m in _GLUED_SET.finditer(part):
            if m["arrow"] and _FROM_BEFORE.search(part, max(0, m.start() - 14), m.start()):
                continue  # "from 6 → {2, 3}": the set reached next, no neighbour list
            v = int(m[1])
            yield m.start(), m.end(), [(v, u) for u in _vertices(m["list"])]


_GLUED_SET = re.compile(rf"{V0}(?P<arrow>\s?(?:→|->)\s?)?\{{\s?(?P<list>{LIST})\s?\}}")
_FROM_BEFORE = re.compile(r"\bfrom\s(?:(?:vertex|city|node|person)\s)?$")
"""A vertex with its neighbour set glued to it, as terse notes write a list of them:
"adj: 0{6} 1{2,3,5}", "nbrs D{B,C,E}", or reached by an arrow, "nbrs: c1→{2,3}" (read only
on a line with such a word, see below)."""
_GLUED_SET_NEEDS = re.compile(r"(?<!non-)(?<!non)\b(?:adj|nbrs?|neighbou?rs)\b")
"""The word that makes glued sets neighbour lists (not "non-adj"): without it "0{6}" is read
as nothing (a colour class "R{0, 3}" has no vertex before its brace)."""


_NEIGHBOURS_NEEDS = re.compile(
    r"n(?:eighbou?r(?:s|hood)\s?(?:of|\[|\()|brs\s?(?:of|\[|\()|\()|f(?:riends\s?(?:of|\[|\())|a(?:dj(?:acency\slist)?\s?(?:of|\[|\())"
    r"|'s|has|:|\$|(?:\)|✓|✔|red|green|blue|yellow|orange|purple)\s(?:nbrs|adj|neighbou?rs)\b"
    r"|n(?<=\d\sn)(?:brs|eighbou?rs)\b|a(?<=\d\sa)dj\b"
)
"""What one of ``_NEIGHBOURS``'s forms holds at least ("'s", "has", ":", a count, "n(",
"neighbours of", "neighbourhood of" (round 14), the word right after a vertex or its note, "3 nbrs"): without it, that
pattern (slow to search) is not searched. (Asked only whether it is there: every way starts
with a plain character, the digit before "nbrs" looked at behind it, so that the search
skips ahead to those characters.)"""


_NAMED_LIST_WORDS = ("highway", "road", "edges", "vertices", "cities", "nodes", "people", "persons")
_NAMED_LIST = re.compile(
    rf"(?:highways|roads|highway\slist|edges)\s(?:of|for|from)\s{V}"
    rf"(?:\s(?:are|include|go\sto|lead\sto|run\sto))?\s?[:=]?\s?[\[{{(]?\s?(?P<list>{LIST})"
    # the list before its vertex: "vertices adjacent to 3: 5, 7", "cities joined to city 3 are 5 and 7"
    rf"|\b(?:vertices|nodes|cities|people|persons)\s(?:adjacent|joined|connected|linked)\s(?:to|with)\s{V}"
    rf"(?:\s(?:are|include))?\s?:?\s(?:(?:vertices|nodes|cities|people)\s)?(?P<list2>{LIST})"
)
"""A list named from its vertex: "Highways from city 3 go to 1 and 5", "Vertices adjacent to 3: 5, 7"."""


_LIST_GROUPS = tuple(f"list{i}" for i in ("", *range(2, 12)))


_PLURAL_TAIL = re.compile(
    r",\s(?:and\s)?(?:(?:vertex|node|city|person)\s)?#\d+\sand\s(?:(?:vertex|node|city|person)\s)?#\d+$"
)
"""A list's last two items joined by "and" after a comma, before "are" ("... go to 1, 2, 5,
and City 3 and City 4 are joined"): the pair is the next clause's subject (round 18)."""


def _listed(r: _Reader, part: str, pattern: re.Pattern[str]) -> Iterable[_Found]:
    at = 0
    while at <= len(part) and (m := pattern.search(part, at)) is not None:
        group = next(g for g in _LIST_GROUPS if g in m.re.groupindex and m[g])
        post = part[m.end(group) : m.end(group) + 60]
        v = int(next(g for g in m.groups() if g is not None))
        cut = _NEW_SUBJECT.search(part, m.start(group), m.end(group) + 24)
        if cut is not None and cut.start() >= m.end(group):
            cut = None
        listed = part[m.start(group) : cut.start()] if cut else m[group]
        targets = _vertices(listed)
        end = m.start(group) + len(listed)
        if len(targets) > 1 and not cut and _TAIL_VERB.match(post):
            both = _PLURAL_TAIL.search(m[group]) if len(targets) > 2 else None
            if both is not None and post.lstrip().startswith(("are ", "were ")):
                targets = targets[:-2]  # "... go to 1, 5, and 3 and 4 are joined": a new pair
                end = m.start(group) + both.start()
            else:
                targets = targets[:-1]
                end = m.start(group) + m[group].rfind("#")
        if "or" in post and _OR_NEXT.match(part, end) is not None:
            targets = _vertices(_before_disjuncts(part[m.start(group) : end]))
        yield m.start(), end, [(v, u) for u in targets]
        at = max(end, m.start() + 1)


_OR_NEXT = re.compile(
    r"(?:\s?\([^)]{1,16}\))?,?\s(?:or|nor)\s(?:to\s)?(?:(?:vertex|node|city|person)\s)?#\d"
)
"""Round 35: "or" after a list and another vertex: the list's last items are alternatives."""


def _before_disjuncts(listed: str) -> str:
    """The part of a list that "or" after it leaves standing: what comes before its last "and".

    Round 35 (one rule): "adjacent to 4, 5 or 6", "adjacent to 4 and to 6 or 7": the items
    joined to the one after "or" by commas, or the one item right before it, are
    alternatives, and none of them is asserted; items before an "and" are.
    """
    cut = max(listed.rfind(" and "), listed.rfind(" & "))
    return listed[:cut] if cut >= 0 else ""


_MUTUAL_NEEDS = ("between", "from", "joining", "connecting", "linking", "joins", "connects",
                 "links", "'s", "there")  # fmt: skip
_MUTUAL_AND = ("and", "&")
_MUTUAL_VERBS = ("are", "were", "share", "have", "know", "knew")
"""What each form of ``_MUTUAL`` holds: one of ``_MUTUAL_NEEDS``, or "and" (or "&") with one
of ``_MUTUAL_VERBS``; a clause without either is not searched."""


_CLASH = re.compile(
    rf"{V}\s?(?:and|&|–|-|—)\s?{V}\s(?:clash|conflict)(?:es|s)?\b(?!\s(?:if|when|unless|as\slong)\b)"
)
"""Round 23: two vertices said to clash in a colouring ("3–5 clash", "c4–c6 clash, both Sec", "4
and 0 clash (both R)"): a clash is two adjacent vertices of one colour, so it states the edge
(held-out 23 and 24, and true edges in tune, held-out 1, 7, 13 and 19). Not a clash
supposed, asked or denied ("would clash", "could 3 and 5 clash?", "no clash", "clash if both
Yellow")."""


def _mutual(r: _Reader, part: str) -> Iterable[_Found]:
    """Two vertices said to be adjacent: "Alice and Dave are friends", "an edge between 3 and 5"."""
    if "clash" in part or "conflict" in part:
        for c in _CLASH.finditer(part):
            yield c.start(), c.end(), [(int(c[1]), int(c[2]))]
    if not _has(part, _MUTUAL_NEEDS) and not (
        _has(part, _MUTUAL_AND) and _has(part, _MUTUAL_VERBS)
    ):
        return
    for m in _MUTUAL.finditer(part):
        vs = [int(g) for g in m.groups() if g is not None]
        if len(vs) == 2:
            yield m.start(), m.end(), [(vs[0], vs[1])]


def _edge_pairs(r: _Reader, part: str) -> Iterable[_Found]:
    """Edges written as pairs in a clause about edges: "(6,7)", "{2, 5}", LaTeX "(6,7) in E".

    A list that pairs a vertex with itself enumerates pairs, not edges.
    """
    pairs = [(int(m[1]), int(m[2]), m.start(), m.end()) for m in _PAIR.finditer(part)]
    if not pairs or any(a == b for a, b, _, _ in pairs):
        return
    if "{" in part and any(g[1].count("#") != 2 for g in _BRACED_ANY.finditer(part)):
        return  # "{8, 9}, {10, 11}, {4}": the classes of a partition, not edges
    if _MINUS_EDGE.search(r.sentence_text or part):
        return  # "G = K_6 - e, e = {2,4}": the pair taken out of a complete graph
    if "{" in part and _PARTITION.search(r.line_text or part):
        return  # "the two sides are {0, 2} and {1, 3}": classes again, each a pair
    title = _pairs_title(part)
    for a, b, start, end in pairs:
        if _LIST_BEFORE.search(part, max(0, start - 24), start):
            continue  # "Alice has 2 friends (Bob, Dave)": a list, not an edge
        if _MARKED_NO.match(part, end):
            continue  # "(2,5) ✗", "(2,5) n": checked and found absent
        if part[start] == "(" and _last_word(part, start) in _HOLDER_WORDS:
            continue  # "blocked Speaker (1, 4)": the vertices holding a colour (round 11)
        if part[start] == "{" and part.startswith(":", end) and not part[:start].strip(" -*•#"):
            continue  # "{0, 5}: 0's edges are ...": the pair a check is about, as its title
        if title is not None and end <= title.end():
            continue  # "(1,3), (1,4): edges with 1 are ...": the same, several pairs
        if part[start] == "{" and _OWN_EDGE.search(r.sentence_text or part) is None:
            continue  # "so {0, 2}.": a set (a colour class), unless its sentence says edge
        if part[start] == "{" and _MEMBER_OF.search(part, max(0, start - 8), start):
            continue  # round 32: "v \in \{1,2\}": the set a vertex is in, not an edge
        if part[start] == "{" and _braced_set(part, start, end):
            continue  # round 36: "one of {1, 5}", "{0, 2} → Yellow": a set of two vertices
        yield start, end, [(a, b)]


_SET_OF_BEFORE = re.compile(
    r"(?:\b(?:one|either|each|both|neither|any|none|all|some)\sof\s(?:the\s)?|"
    r"\b(?:group|class|set|side|team|bin|part)(?:\s[a-z\d])?(?:\*\*)?\s?=\s?"
    # round 41: where edges end, what blocks a colour, a colour's class, a vertex's row
    r"|\bendpoints?\s(?:in|from|of)\s|\bblocked\sby\s|\b(?:red|green|blue|yellow|orange|purple|pink)"
    r"(?:\s?:)?\s|^\W*#\d+\s?:\s?|[;,]\s?#\d+\s?:\s?)$"
)
_SET_OF_AFTER = re.compile(
    r"\s?(?:(?:→|->|=>|⇒|=)\s?(?:\*\*)?(?:[rgbyop]|sp|vp|s)\b|"
    r"(?:→|->|=>|⇒|=|:|\sget\s|\sgets\s|\sare\s|\sboth\s)\s?(?:both\s)?(?:\*\*)?"
    r"(?:colou?r\s#?\d|red|green|blue|yellow|orange|purple|pink|president|vp|secretary|speaker|"
    r"justice|treasurer)\b)"
    # round 41: two classes told apart
    r"|\s?(?:≠|!=|\\neq\b)|(?:\s(?:and|&)\s\{[^{}]{0,14}\})?\s(?:must|should|have\sto|need\sto)\s"
    r"(?:differ|be\sdifferent|get\sdifferent|use\sdifferent)\b"
)
"""The words before and after a braced pair that make it a set of two vertices (round 36,
``_braced_set``). Round 41 (held-out 27, 29, 34, 36, 41, 46; o3, qwq, gpt-oss, claude, r1)
added, even in a sentence about edges: where edges end ("every edge has one endpoint in {2,
3}"), what blocks a colour ("blocked by {0, 3}"), a colour's class ("Red {4, 9}: ..."), a
vertex's row of neighbours ("0:{4,5}; 1:{2,3}"), and two classes told apart ("{0, 1} ≠ b",
"{0, 3} and {4, 5} must differ"). Twins: "the edge {2, 3}", "{2, 3} is an edge", "{2, 3} ∈
E" are read as before."""


def _braced_set(part: str, start: int, end: int) -> bool:
    """Whether a braced pair is a set of two vertices by the words around it (round 36).

    Held-out 43 (o3, qwen3), 25 and 32 (o3, gpt-oss): "{1, 5}" is an edge only as its
    sentence's words make it one (``_OWN_EDGE``), and a sentence about highways still holds
    sets: "one of {1, 5}", "either of {2, 4}" (one vertex of the two), "Group B = {2, 4}" (a
    group named), "{0, 2} → Yellow", "{2,3}=Sp", "{1, 6}: green" (a colour or monument given
    to both, a colour class). Such a pair asserts nothing; "the edge {1, 5}", "{1, 5} ∈ E",
    "{1, 5} is a highway" are read as before.
    """
    return (
        _SET_OF_BEFORE.search(part, max(0, start - 24), start) is not None
        or _SET_OF_AFTER.match(part, end) is not None
    )


_MEMBER_OF = re.compile(r"(?:∈|\\in)\s?$")
"""Round 32: the sign of membership right before a braced pair ("Blue & v \\in \\{1,2\\}", a
colour's class in a LaTeX cases block; "x ∈ {3, 7}"): the pair is the set a vertex belongs
to. A pair before the sign ("{1,2} \\in E") is an edge as before."""


_PAIRS_TITLE = re.compile(
    r"^\W*(?:and\s|also\s|now\s|then\s)?(?:[({]?#\d+\s?(?:[-–—]|,)\s?#\d+[)}]?(?:\s?,\s?|\s(?:and|&)\s)?)+"
    r"(?=:\s?(?:#\d+['’]s\s(?:edges|neighbou?rs|nbrs|row|list|friends)|"
    r"(?:edges|neighbou?rs|nbrs|friends)\s(?:with|of|at|from)\s#\d+|n\(#\d+\)))"
)
"""Pairs that title their own check (round 11: "1-3, 1-4: edges with 1 are ...", "(2,5):
2's neighbours are ..."): what is looked up, not asserted."""
_LOOKUP_TITLE = re.compile(
    r"^\W*(?:and\s|also\s|now\s|then\s|but\s)?(?:[({]?#\d+\s?(?:[-–—]|,)\s?#\d+[)}]?(?:\s?,\s?|\s(?:and|&)\s)?)+"
    r"(?=:\s?(?:(?:city|vertex|node|person)\s#\d+['’]s\s(?:edges|neighbou?rs|nbrs|row|list|friends|highways|links)|"
    r"(?:let\s(?:me|us)\s)?(?:looking|look|checking|check)\s(?:at|in|the|against)\b|"
    r"is\s(?:that|it|this|there)\s(?:an?\s)?(?:edge|highway|road|friendship|there|listed)\b))"
)
"""Round 41 (held-out 32, 40, 43; qwq, gpt-oss, qwen3; round 11's ``_PAIRS_TITLE`` class): pairs
that title a look-up written otherwise: "3-2, 3-4: city 3's neighbours are ...", "Alice-Carol:
looking at the list ...", "but 0-2: city 0's list is ...", "1-4: is that an edge?". What is
looked up, not asserted; the look-up's answer is read on its own ("... so 1-4 is an edge").
Twins: "1-4: yes", "1-4: an edge", "1-4: ✓" are read as before."""


def _pairs_title(part: str) -> re.Match[str] | None:
    """Pairs titling their own check (``_PAIRS_TITLE``, or round 41's ``_LOOKUP_TITLE``)."""
    if ":" not in part:
        return None
    return _PAIRS_TITLE.match(part) or _LOOKUP_TITLE.match(part)


_HOLDER_WORDS = frozenset(
    ("red", "green", "blue", "yellow", "orange", "purple", "president", "vp", "secretary",
     "speaker", "justice", "treasurer", "isolated")
)  # fmt: skip
"""Colour words (all of ``_COLOUR``'s, so colours written alike read alike), monuments and
"isolated": a bracketed pair right after one names the vertices that hold it or are so
("Rest isolated (4, 5)"), not an edge."""


def _last_word(part: str, start: int) -> str:
    """The word right before ``start`` (lower-cased text), without its punctuation."""
    before = part[max(0, start - 24) : start].rstrip().rsplit(None, 1)
    return before[-1].strip("*:,;") if before else ""


_MINUS_EDGE = re.compile(r"\bk_?\{?\d{1,2}\}?\s?(?:-|−|\\setminus)\s?(?:e\b|[({\[]\s?#)")
"""A complete graph with an edge taken out ("K_6 - e", "K_5 \\setminus {1,3}"): the pair named
with it is the missing one."""
_MARKED_NO = re.compile(
    r"\s?(?:[✗❌✘∉]|\\notin\b|\\not\s?\\in\b|\(?(?:n|no|not|missing|absent|none)\b)"
)
"""A mark right after a pair that says it is absent ("2-5 ✗", "1-2 n", "2-5 (missing)")."""
_NOT_IN_RUN = re.compile(
    r"(?:\s?,\s?(?:and\s)?#\d+\s?(?:--?|–|—)\s?#\d+|\s(?:and|&)\s#\d+\s?(?:--?|–|—)\s?#\d+){1,11}"
    r"\s?(?:∉|\\notin\b|\\not\s?\\in\b)"
)
"""Further pairs, then "not in": the set sign is said of every pair of the run before it
("0-4, 2-4 ∉ E": neither is an edge; round 14), as "a, b ∈ S" says both are in S; a check
mark ("✗") stays each pair's own."""
_OWN_EDGE = re.compile(
    r"\b(?:edges?|highways?|roads?|friendships?|connect\w*|adjacen\w*|linked|joined|"
    r"neighbou?rs?|friends)\b|\\in\b|∈|\be\s?="
)
"""Words of a sentence that make a braced pair in it an edge: a set is a colour class as often."""
_PARTITION = re.compile(
    r"\b(?:sides?|classes|class|parts|partition\w*|bipartit\w*|colou?r\sgroups?|teams?|bins?|"
    r"pairings?|pairs?\s(?:up\s)?with|matched|matching)\b|\b(?:sets?|between)\s[{\[]\s?#"
)
"""Words that make braced pairs the classes of a partition or a pairing, not edges (round 16:
a braced pair called a set or a side, "every edge goes between the set {0, 1} and the set
{2, 3}")."""


_PAIRS_CANDIDATE = re.compile(
    r"^\W*(?:and\s|also\s|now\s|then\s)?(?P<run>#\d+\s?[-–—]\s?#\d+\s?(?:,|and|&)\s?#\d+\s?[-–—]\s?#\d+)"
    r"\s?(?::|\.\.\.|…|\s?→|,(?=\s?#\d+\s?[-–—]\s?#\d+\s(?:is|isn't|isn’t)\b))"
    r"\s?(?:(?:needs?|then|so|but|and|is)\s)?#(\d+)\s?[-–—]\s?#(\d+)(?!\s?[-–—]\s?#)"
)
"""Round 37's two pairs before the pair closing them; round 45 (held-out 47, r1; 51, qwen3;
52, gpt-oss): also before an arrow, "1-8 and 6-8 → need 1-6, highway", and before a comma
where the closing pair's own check follows in the singular, "2-8, 8-9, 2-9 is an edge, so
no", "1-9 and 2-9, 1-2 is edge in G" ("0-1, 1-2, 0-2 are edges" lists three edges)."""


def _pairs_candidate(part: str) -> int:
    """Round 37: where two pairs that label a check of the pair closing them end, else -1.

    A search for triangles (in the complement, or of G) names its candidate by two pairs
    with a vertex in common and checks the third ("0-8, 4-8: 0-4 is an edge of G", "2-5 and
    3-5... 2-3 is an edge in G, so no"): the two pairs are the candidate's label, as round
    27's chain "0-3-6: 3-6 is an edge of G" is, and assert nothing; the check after them is
    read on its own. Two pairs that share no vertex, or a check of one of the two, are not
    such a label (round 35's "(1,4): pairs starting with 1 ..." is a look-up of the pair).
    """
    m = _PAIRS_CANDIDATE.match(part)
    if m is None:
        return -1
    a, b, c, d = _vertices(m["run"])
    ends = {a, b} ^ {c, d}
    if len({a, b} & {c, d}) != 1 or {int(m[2]), int(m[3])} != ends:
        return -1
    return m.end("run")


_SPAN_LEAD = re.compile(
    r"(?:\bthe\srest|\bcover(?:s|ed|ing)?|\bneighbou?rs(?:\s(?:in|from))?|"
    r"(?:every(?:one|thing|body)|every\sother\s(?:vertex|city|node|person)|all\s(?:the\s)?others?)"
    r"(?:\selse)?\s?\((?:[^()]{0,40},\s?)?"
    r"|\b(?:inside|within|among(?:st)?)|\b(?:sub)?graph\s(?:on|of|induced\sby)|\btouch(?:es|ing)?)\s?$"
)
"""Round 39: words before a dashed pair that make it a span of labels: "the rest 4-5" (of
degrees), "that covers 1-12", "its neighbours 1-7", "adjacent to every other vertex (0-3,
5-11)": a vertex set or a count, never one edge. Round 45 (held-out 50, 51; o3, r1): where a
group lies or what a vertex reaches, "a K4 inside 1–7", "the subgraph on 0–5", "4's
neighbours in 0–5", "city 1, which touches 2–7"."""
_SPAN_TAIL = re.compile(
    r"\s(?:are|were)\s(?:all\s)?(?:isolated|free|unconstrained|untouched|leaves)\b"
    r"|\s?\((?:adjacent|connected|joined|linked|friends)\s(?:to|with)\s(?:everything|everyone|all)\b"
    r"|\s(?:with|using|in|on)\s(?:only\s)?(?:\$?\d+|two|three|four|five|six|seven|eight)\scolou?rs\b"
    r"|\sneeds?\s(?:at\sleast\s)?(?:\$?[3-9]|three|four|five|six|seven|eight)\scolou?rs\b"
)
"""Round 39: words after a dashed pair that make it a span of vertices: "2-5 are isolated",
"0: 1-11 (adjacent to everything)", "for 1-7 with three colours": what a set of vertices
is or gets, not what an edge is. Round 45: "1–7 needs 4 colours" (three or more: an edge
needs two)."""
_ALL_OF_SPAN = re.compile(r"\ball\sof\s$")
_SPAN_VERB = re.compile(r"\s(?:are|must|have|need|can|get)\b|\s?(?:\.(?!\d)|;|\s[—–-]\s|\s?—|$)")
"""After "all of" and a dashed pair, a verb of the group, or (round 45, held-out 49, 51;
gpt-oss, o3) the clause's end: "each adjacent to all of 0-5.", "a single colour for all of
2–6 — but ..." ("all of 0-1, 0-2 are edges": a list of pairs, as before)."""


def _span(part: str, m: re.Match[str]) -> bool:
    """Whether a dashed pair is a span of labels, by the words around it (round 39).

    Held-out 23, 28, 30, 31, 33, 35, 37, 44 (o3, gemini, r1, qwq, qwen3): "the rest 4-5",
    "(0-3, 5-11)" after "every other vertex", "for 1-7 with three colours", "all of 2-7 are
    adjacent to 0", "0: 1-11 (adjacent to everything)", "2-5 are isolated", "covers 1-12",
    "its neighbours 1-7 must ...". Twins: "4-5 is an edge", "0-1 and 2-3 are adjacent pairs",
    "all of 0-1, 0-2 are edges" (a list after "all of" is pairs) and a chain ("its
    neighbours 0-5-3-4-7 form a 5-cycle") are read as before.
    """
    if m[0].count("#") != 2:
        return False  # a chain of three or more is a path or cycle ("neighbours 0-5-3-4-7")
    before = part[max(0, m.start() - 48) : m.start()]
    if _SPAN_LEAD.search(before) or _SPAN_TAIL.match(part, m.end()):
        return True
    return _ALL_OF_SPAN.search(before) is not None and _SPAN_VERB.match(part, m.end()) is not None


def _edge_dash(r: _Reader, part: str) -> Iterable[_Found]:
    """Edges written with a dash or arrow in a clause about edges: "6-7", "0-1-2" (a path)."""
    title = _pairs_title(part)
    candidate = _pairs_candidate(part) if ":" in part or "." in part or "…" in part else -1
    for m in _DASH.finditer(part):
        if title is not None and m.end() <= title.end():
            continue  # "1-3, 1-4: edges with 1 are ...": the pairs a check is about
        if m.end() <= candidate:
            continue  # round 37: "0-8, 4-8: 0-4 is an edge of G": a candidate's label

        if _RANGE_WORD.search(part[max(0, m.start() - 14) : m.start()]):
            continue
        if _RANGE_AFTER.match(part, m.end()) or _span(part, m):
            continue
        chain = _vertices(m[0])
        if len(chain) > 2 and ":" in part and _CHAIN_CHECKED.match(part, m.end()):
            continue  # "3-5-6: 5-6 ✗": a triple under test, its pairs checked one by one
        if len(chain) > 2 and ":" in part and _chain_label(part, m.end(), chain):
            continue  # round 27: "0-3-6: 3-6 is an edge of G": a candidate, its check after
        if len(chain) == 2 and _MARKED_NO.match(part, m.end()):
            continue  # "0-1 ✓, 2-5 ✗", "1-2 n": checked and found absent
        not_in = "∉" in part or "\\not" in part
        if len(chain) == 2 and not_in and _NOT_IN_RUN.match(part, m.end()):
            continue  # "0-4, 2-4 ∉ E": the sign denies the whole run of pairs
        if _OPENS_CLAUSE.match(part, m.end()) and _SPACED_DASH.search(m[0]):
            continue  # "Alice and Carol — Alice's friends are ...": a dash between clauses
        yield m.start(), m.end(), list(zip(chain, chain[1:], strict=False))


_CHAIN_CHECKED = re.compile(
    r"\s?:\s?\(?#\d+\s?(?:--?|–|—|~)\s?#\d+\)?\s?(?:[✓✔✗❌✘?]|(?:y|n|yes|no|ok)\b)"
)
"""A chain followed by a colon and one of its pairs marked (round 16: "Others? 3-5-6: 5-6 ✗"):
a group tested for a triangle; each pair is read from its own check, the chain asserts none."""
_CHAIN_LABEL = re.compile(
    r"\s?:\s?(?:[a-z']+\s){0,3}?[({\[]?#(\d+)\s?(?:--?|–|—|~|,)\s?#(\d+)(?!\s?(?:--?|–|—|~)\s?#)"
)


def _chain_label(part: str, end: int, chain: list[int]) -> bool:
    """Whether a chain is the label of a check: a colon, then one of its own pairs.

    Round 27 (a search's candidates, held-out 28: "Triangles? 0-3-5: needs 3-5 in complement;
    ... 0-3-6: 3-6 is an edge of G"; round 16's "3-5-6: 5-6 ✗" the form with a mark): the
    chain names a group under test, and what holds of its pairs is what the check after the
    colon says of each, read on its own; the chain itself asserts none of them. A chain with
    no pair of its own after the colon ("0-1-2: a triangle") is read as before.
    """
    m = _CHAIN_LABEL.match(part, end)
    return m is not None and int(m[1]) in chain and int(m[2]) in chain and m[1] != m[2]


_SPACED_DASH = re.compile(r"\s(?:--?-?|–|—)\s")
_OPENS_CLAUSE = re.compile(r"(?:'|’)s\b")
"""A vertex after a spaced dash that owns what follows ("Alice and Carol — Alice's friends are
Bob, Dave"): the dash divides two clauses, and the two vertices are no pair (round 12)."""


_TILDE = re.compile(
    rf"{V0}~(?P<list>{V}(?![~≁])(?:,\s?{V}(?![~≁\-–—]))*(?:\sand\s{V}(?![~≁\-–—]))?)"
)
"""Terse notes' adjacency sign, glued: "3~5", "C2~C1,C3,C5" (the first with each listed);
an item that starts a relation of its own ("3~5, 2~6") is not in the list, "≁" is no edge."""
_TILDE_SPACED = re.compile(
    rf"{V0}\s~\s(?P<list>{V}(?:,\s?{V}){{2,14}}(?:,?\sand\s{V})?)(?![\w~≁\-–—])\s?(?=[.;,)]|$)"
)
"""The sign spaced in prose with three or more items and nothing after them but the clause's
end (round 14: "..., and 7 ~ 0, 1, 3, 5."); one or two items, or words running on ("3 ~ 4, 5
so far"), may be "about" and are not read."""


def _tilde(r: _Reader, part: str) -> Iterable[_Found]:
    """Edges written with the glued adjacency sign "~" ("3~5", "4~1,6")."""
    for m in _TILDE.finditer(part):
        if part[max(0, m.start() - 1) : m.start()] in ("~", "≁", "≈"):
            continue
        if _SAME_CLASS_AFTER.match(part, m.end()):
            continue  # round 43: "0~6 same colour": "~" as "goes with", one class
        v = int(m[1])
        yield m.start(), m.end(), [(v, u) for u in _vertices(m["list"])]
    if " ~ " in part:
        for m in _TILDE_SPACED.finditer(part):
            if part[max(0, m.start() - 2) : m.start()].strip() in ("~", "≁", "≈"):
                continue
            v = int(m[1])
            yield m.start(), m.end(), [(v, u) for u in _vertices(m["list"])]


_NEXT_TO = re.compile(
    rf"{V0}{_ANNOT}(?:\s(?:is|was|sits|lies|stays)\s|'s\s|’s\s|\s?\(\s?)"
    r"(?:(?:also|only|directly|right|still)\s)?next\sto\s(?:both\s)?"
    rf"[\[{{(]?\s?(?P<list>{LIST})"
)
_NEXT_TO_ELSE = re.compile(
    r"\s?(?:in|on)\s(?:the\s|my\s|our\s|this\s)?(?:list|order|ordering|sequence|queue|table|row|column|"
    r"line|picture|drawing|figure|layout|diagram|map|output|answer)\b|\s?(?:each\sother|one\sanother)\b"
)
"""Round 31: a vertex "next to" others, the adjacency said as a place ("12 is next to 2",
"Vertex 4 sits next to 2", "6 (next to 1, 5, 7, and 8)"), held-out 26, 31 and 34: a verb of
being or a bracket before "next to" ("put 5 next to 3", "write 5 next to 3" place a label).
Not a place in a list, an order or a drawing ("5 is next to 3 in the ordering"): nothing is
read."""
_NEXT_TO_GROUP = re.compile(r"#\d+\s?(?:,|and|&|or)\s?(?:(?:city|vertex|node|person)\s)?$")
"""A vertex the last of several before "next to": a group's subjects, which the reader does not
share out."""


def _next_to(r: _Reader, part: str) -> Iterable[_Found]:
    """A vertex next to a list: "12 is next to 2", "6 (next to 1, 5 and 7)" (round 31).

    A list followed by where it sits ("next to 3 in the order", "in the table") places a
    vertex in a text or a drawing, not in the graph: read nothing.
    """
    if "respectively" in part:
        return  # "4 and 5 (next to 2 and 1 respectively)": pairs the text matches up, unread
    for start, end, pairs in _listed(r, part, _NEXT_TO):
        if _NEXT_TO_GROUP.search(part, max(0, start - 12), start) is not None:
            continue  # "4 and 5 (next to 2)": which of the subjects is meant is a guess
        if _NEXT_TO_ELSE.match(part, end) is None:
            yield start, end, pairs


_CLASH_THEY = re.compile(
    rf"{V0}{_ANNOT}\s(?:and|&)\s{V}{_ANNOT}\s(?:are|were)\sboth\s(?:in\s|colou?red\s)?[a-z][\w-]*,?"
    r"\s(?:and|but|yet)\s(?:they(?:'re|’re|\sare|\swere)|are)\s(?:also\s)?(?:directly\s)?"
    r"(?:connected|adjacent|friends|neighbou?rs|linked|joined)\b"
    r"(?!\s(?:to|with)\s(?!each\sother|one\sanother))"
)


def _clash_they(r: _Reader, part: str) -> Iterable[_Found]:
    """Two vertices given one colour, then "they" said to be joined: a clash, the pair an edge.

    Round 36 (held-out 44, r1; held-out 1, 24, 39: gemini, o3): "2 and 3 are both Red and
    they're adjacent", "Ethan and Dave are both in blue, and they're friends", "2 and 8 are
    both President, and they're connected": "they" is the pair just named. Denied ("... and
    they're not adjacent"), asked, or supposed ("if 2 and 3 were both Red and they're
    adjacent ..."), or joined to a third ("... and they're adjacent to 5"), nothing.
    """
    for m in _CLASH_THEY.finditer(part):
        yield m.start(), m.end(), [(int(m[1]), int(m[2]))]
    yield from _clash_pair(r, part)  # round 40 (one word search for both)


_CLASHED = re.compile(
    rf"{V0}{_ANNOT}\s?(?:,|\sand|\s&)\s{V}{_ANNOT}\s(?:also\s|still\s)?(?:clash(?:ed)?|conflict(?:ed)?)\b"
    r"(?!\s(?:if|when|unless|only|with|against)\b)"
    rf"|{V0}{_ANNOT}\s(?:and|&)\s{V}{_ANNOT}\s(?:would\s)?both\s(?:be\s)?(?:in\s|colou?red\s)?"
    r"[a-z][\w-]*,?\s(?:and|but|yet)\s(?:they(?:'re|’re|\sare|\swere)|are)\s(?:also\s)?(?:directly\s)?"
    r"(?:connected|adjacent|friends|neighbou?rs|linked|joined)\b(?!\s(?:to|with)\s(?!each\sother|one\sanother))"
)
"""Round 40: two vertices said to clash ("2 and 3 clash", "F and G clash, both Blue"), or given
one colour with no "are" and then "they" said joined ("5 and 6 both President and they're
joined", "3 and 4 would both be Green, and they're adjacent"); the second group of names the
pair in ``m[3]``, ``m[4]``."""


def _pair_matches(pattern: re.Pattern[str], part: str) -> Iterable[_Found]:
    """One pair a match, from a pattern whose every alternative holds two vertex groups."""
    for m in pattern.finditer(part):
        a, b = (g for g in m.groups() if g is not None)
        yield m.start(), m.end(), [(int(a), int(b))]


def _clash_pair(r: _Reader, part: str) -> Iterable[_Found]:
    """Two vertices reported to clash: in a colouring a clash is one colour across an edge.

    Round 40 (o3 and gemini misses of held-out 28, 31, 35, 36, 38 and 46: a conflict
    reported between two vertices is the text's premise that they are adjacent). Asked,
    denied ("2 and 3 don't clash"), supposed ("if 2 and 3 clash"), modal ("would clash"),
    conditional ("clash only if ..."), or against a third ("2 and 3 clash with 5"): nothing.
    """
    yield from _pair_matches(_CLASHED, part)
    yield from _pair_matches(_CLASH_WITH, part)  # round 44: the same class in other words


_CLASH_WITH = re.compile(
    rf"{V0}{_ANNOT}\s(?:also\s|still\s|now\s)?(?:clashes|conflicts)\swith\s{V}{_ANNOT}"
    r"(?!\s?(?:,|and|&|or)\s?(?:(?:vertex|node|city|person)\s)?#)"
    rf"|{V0}{_ANNOT}\s(?:and|&)\s{V}{_ANNOT}\s(?:are|were)\sboth\s(?:in\s|colou?red\s)?[a-z][\w-]*"
    r"\sand\s(?:directly\s)?(?:adjacent|connected|friends|neighbou?rs|linked|joined)\b"
    r"(?!\s(?:to|with)\s(?!each\sother|one\sanother))"
    r"|\b(?:clash|conflict)\s(?:on|at|across|along|over)\s(?:the\s)?(?:edge\s|highway\s|friendship\s)?"
    rf"{V}\s?(?:-|–|—)\s?{V}"
)
"""Round 44: a clash in other words than round 40's: one vertex that "clashes with" another
("6 clashes with 2 (both Green)"), a pair "both red and adjacent" with no "they", and a clash
placed on a pair ("clash on c3–c7"); the pair in whichever two groups matched. Read by
``_clash_pair`` (round 44 wrote it as a shape of its own, ``clash_with``, with the same words;
folded in after the merge). Not asked ("would 6 clash with 2"), denied, supposed ("if 6
clashes with 2"), nor a clash with a list ("clashes with 2 and 3 ...": which is meant is
unclear)."""


_POSSESSED_FRIEND = re.compile(
    rf"{V0}\s(?:is|was)\s(?:also\s|already\s|still\s)?{V}(?:'s|’s)\s(?:friend|neighbou?r)\b(?!'s|’s)"
    rf"|[({{]\s?{V0}\s?,\s?{V}\s?[)}}]\s?(?:\\in|∈)\s?e\b"
)
"""Round 44: an edge premise in two more wordings: one vertex said to be another's friend or
neighbour ("George is Carol's friend, so ..."), and a pair said to be in the edge set in
LaTeX ("since $(2,6) \\in E$")."""


def _possessed_friend(r: _Reader, part: str) -> Iterable[_Found]:
    """A pair given as a premise by possession or by membership of the edge set.

    Round 44 (premise class: held-out 19, 22, 24, 27 to 34, 37, 38, 40, 41, 43 to 46 at
    first measure); asked, denied or supposed, nothing (the reader's doubts before it).
    """
    yield from _pair_matches(_POSSESSED_FRIEND, part)


_COUNTED_WORD_LIST = re.compile(
    rf"{V0}{_ANNOT}\s(?:(?:has|had)\s(?:only\s|just\s|exactly\s)?(?:{_NUMBER_WORDS})\s"
    r"(?:neighbou?rs|friends|highways|connections|edges)"
    r"|(?:is|was)\s(?:directly\s)?(?:(?:connected|adjacent|joined|linked)\sto|friends\swith)\s"
    rf"(?:all\s)?(?:only\s|just\s|exactly\s)?(?:{_NUMBER_WORDS}|\$\d{{1,2}})\s(?:other\s)?"
    r"(?:people|persons|vertices|cities|nodes|others))\s?(?:\(|:)\s?"
    rf"(?P<list>{LIST})"
)
"""Round 44: a count in words with the list it counts ("Dave has four friends (Alice, Carol,
Fran and Heather)"); round 26's ``list6`` reads it in digits. Round 49 (o1-mini): the same
after the relation, "Alice is connected to six people: Bob, Carol, ...", "Vertex 4 is
adjacent to five vertices: 0, 1, 2, 3, 5"."""


def _counted_word_list(r: _Reader, part: str) -> Iterable[_Found]:
    """A neighbour list after a count written in words.

    Round 44 (the neighbour-list class at first measure: held-out 19 to 21, 23 to 28, 30 to
    41, 43 to 45).
    """
    yield from _listed(r, part, _COUNTED_WORD_LIST)


_EVERY_TO_EVERY = re.compile(
    r"\b(?:every\s(?:single\s)?(?:vertex|node|city|one|person)|everyone|everybody|each\s(?:vertex|node|city|person))"
    r"\s(?:is\s)?(?:directly\s)?(?:adjacent|connected|joined|linked|friends)\s(?:to|with)\s"
    r"(?:every\s(?:other\b|one\selse\b)|everyone\selse\b|everybody\selse\b|all\s(?:the\s)?others\b)"
    r"(?:\s(?:vertex|node|city|one|person))?(?!\s(?:in|of|within|among|inside)\b)"
    r"|\bconnects\severy\s(?:city|vertex|node)\sto\severy\sother\b(?:\s(?:city|vertex|node))?"
    r"(?!\s(?:in|of|within|among|inside)\b)"
)
"""Round 44: the whole graph called complete with no clique word ("every city is linked to
every other city", "everyone is friends with everyone else"): every pair. Said of a group
("every other vertex in the set") it is the group's (``_set_claim``'s), not the graph's."""
_EVERY_GENERIC = re.compile(
    r"\b(?:in|for|of)\s(?:a|any|an|the)\s(?:complete|clique)|\bin\sk\s?_?\{?\d|\bdefinition|\bmeans\b|\bif\b"
)
"""Words that make an every-to-every sentence a definition or a supposition, not a claim."""


def _every_to_every(r: _Reader, part: str) -> Iterable[_Found]:
    """Every vertex said to be joined to every other: every pair of the graph.

    Round 44 (the group class at first measure: held-out 20, 35, 37, 39 and 43, "every city
    is connected to every other city").

    Said of a complete graph in general, as a definition, or supposed: nothing.
    """
    if r.record is not None or not _every_whole(part) or _EVERY_GENERIC.search(part) is not None:
        return
    for m in _EVERY_TO_EVERY.finditer(part):
        yield m.start(), m.end(), [(a, b) for a in range(r.n) for b in range(a + 1, r.n)]


SHAPES: tuple[Shape, ...] = (
    Shape("set_claim", _CLIQUE_WORDS + ("triangle",), _set_claim, own_twins=True),
    Shape(
        "clique_too",
        ("too", "as well", "also", "likewise", "as do", "and so", "so is", "so are", "so do")
        + ("another", "second"),  # round 40: _clique_another
        _clique_too,
    ),
    Shape("shared_neighbour", ("both", "all", "each", "are", "were"), _shared),
    Shape("all_others", _ALL_WORDS, _all_others),
    Shape("noted_all_others", ("every", "all"), _noted_all_others),  # round 32
    Shape("all_of", _ALL_WORDS2, _all_of),
    Shape("relation", _REL_WORDS, _relation),
    Shape("neighbour_list", _NEIGHBOUR_WORDS, _neighbour_list),
    Shape("mutual", _MUTUAL_WORDS, _mutual),
    Shape(
        "clash_they", ("both", "clash", "conflict"), _clash_they
    ),  # round 36; 40, 44: _clash_pair
    Shape("tilde", ("~",), _tilde),
    Shape("next_to", ("next to",), _next_to),  # round 31
    Shape("possessed_friend", ("'s", "’s", "\\in", "∈"), _possessed_friend),  # round 44
    Shape(
        "counted_word_list",
        ("has", "had", "connected", "adjacent", "joined", "linked", "friends with"),
        _counted_word_list,
    ),  # round 44; round 49: "is connected to six people: ..."
    Shape("every_to_every", ("every", "each"), _every_to_every),  # round 44
    Shape("edge_pairs", (), _edge_pairs, whole=True),
    Shape("edge_dash", ("-", "–", "—", "↔", "~"), _edge_dash, whole=True),
)
"""The claim shapes, in the order they are tried on a clause (the earlier ones take the words)."""
LINE_SHAPES = ("table_by_header", "edge_heading", "adjacency_line", "group_line")
"""Shapes read from a whole line before its sentences: a table row under its header, a
line under an "Edges:" heading, "6: 1, 3, 7", a line listing a group a clique claim names."""


_SPACED = re.compile(rf"{V}(?:\s{{1,2}}{V}){{1,15}}")
"""A list spaced, not comma-separated ("1 2 3 4 6"), as terse tables write a row's cell."""


_EDGE_COLUMN = re.compile(r"(?:\*\*)?(?:edges?|highways?|friendships?|links?)(?:\*\*)?")
"""Round 22: a table whose first column is headed by the edge ("| edge | colours | ok |"): a
colouring checked edge by edge, each row's pair one of the edges it walks."""
_EDGE_CELL = re.compile(
    rf"(?:\*\*)?\s?(?:{V}\s?(?:--?|–|—|~)\s?{V}|\(\s?{V}\s?,\s?{V}\s?\))\s?(?:\*\*)?"
)
_EDGE_ROW_DOUBT = re.compile(r"[✗❌✘?]|\b(?:no|not|non|none|missing|absent|n/a)\b")
"""A row of such a table marked as failing or doubted: read nothing of it."""


_DENYING_HEAD = re.compile(r"\bnon|\bnot\b|complement|missing|absent|\bno\b")
"""Words of a header cell about pairs that are not edges ("Non-neighbours", "Missing"): a
table whose first column holds pairs is then no check of edges, and the cell's own column
denies ("un-" and "anti-" too, for a cell)."""


_HEADER_FIRST = re.compile(
    r"\|\s?(?:\*\*)?(?:vertex|vertices|node|city|person|v|who|name)(?:\*\*)?\s?\|"
)
_HEADER_NOTE = re.compile(
    r"\s?(?:\((?:among\s|excluding\s|except\s|without\s|other\sthan\s)?[#\d][^()|a-z]*\)"
    r"|\s(?:among|excluding|except|without|other\sthan)\s[#\d][^|a-z]*)(?=\s?\|)"
)


def _header_qualified(row: str) -> tuple[str, ...] | None:
    """A table header whose neighbour column is qualified with vertices, as roles; else None.

    Round 40 (o3 misses of held-out 35 and 37): "| Vertex | Neighbours (excluding 2) |
    Colour |", "| Vertex | Neighbours among 1–7 | Colours blocked |": a header names a
    vertex in a note that narrows a column, so it was taken for a row and the table was
    left unread. A first cell that names the column ("Vertex", "City") and no vertex makes
    it a header; its roles are read with each such note dropped: vertices alone, after
    "among", "excluding", "except", "without". Any other note with a vertex in it ("in
    G - 2", "not adjacent to 2", "in the complement") leaves the row no header, as before.
    """
    if _HEADER_FIRST.match(row) is None:
        return None
    cut = _HEADER_NOTE.sub("", row)
    if _SLOT.search(cut) is not None:
        return None
    return _table_roles(cut)


def _table_roles(header: str) -> tuple[str, ...] | None:
    """Each column's role under a table header: ``assert`` (neighbours), ``deny``, ``skip``.

    Round 22: ``edge`` for a first column headed by the edge, a pair a row.
    """
    cells = [c.strip().lower() for c in header.strip().strip("|").split("|")]
    if len(cells) < 2 or all(set(c) <= set("-: ") for c in cells):
        return None
    if (
        (
            _EDGE_COLUMN.fullmatch(cells[0])
            or (  # round 26: "| Friends | Colours | OK |", the friendships checked one a row
                _FRIENDS_COLUMN.fullmatch(cells[0])
                and any(_CHECK_COLUMN.search(c) for c in cells[1:])
            )
        )
        and not any(_DENYING_HEAD.search(c) for c in cells)
    ):
        return _side_by_side(cells, ("edge",) + ("skip",) * (len(cells) - 1))
    if (
        _PAIR_HEAD.fullmatch(cells[0])
        and any(_COLOURS_COLUMN.fullmatch(c) for c in cells[1:])
        and not any(_DENYING_HEAD.search(c) or "same" in c for c in cells)
    ):  # round 30: "| Pair | Colours |", each row a pair and its two colours
        return _side_by_side(
            cells,
            tuple(
                "checked" if i == 0 else "colours" if _COLOURS_COLUMN.fullmatch(c) else "skip"
                for i, c in enumerate(cells)
            ),
        )
    if (
        _PAIR_COLUMN.fullmatch(cells[0])
        and "?" in header
        and not any(_DENYING_HEAD.search(c) for c in cells)
    ):  # round 26: "| pair | edge? |", each row's pairs asked of and answered
        asked = tuple(
            "pairs"
            if _PAIR_COLUMN.fullmatch(c)
            else "asked"
            if _ASKED_COLUMN.fullmatch(c)
            else "skip"
            for c in cells
        )
        if "asked" in asked:
            return asked
    roles = []
    for i, cell in enumerate(cells):
        if (
            i
            and "head" not in roles
            and _STEP_HEAD.fullmatch(cells[0])
            and _VERTEX_HEAD.fullmatch(cell)
        ):
            roles.append("head")  # round 23: "| Step | Vertex | Neighbours |": the row's vertex
        elif _DENYING_HEAD.search(cell) or re.search(r"\bun|anti", cell):
            roles.append("deny")
        elif _COLOURED_NEIGHBOURS.match(cell):
            roles.append("assert")  # round 28: "Neighbors (colors)", each neighbour with its colour
        elif re.search(r"degree|count|number|#|size|colou?r|shirt|monument|total|deg\b", cell):
            roles.append("skip")
        elif re.search(
            r"neighbou?r|adjacen|connect|friend|edge|link|highway|adj\b|joined|nbrs|sees"
            r"|^borders?\b"  # round 40: "| City | Borders |", the cities it borders
            r"|^n\s?\(\s?[a-z]\s?\)$",  # round 12: "N(v)", the neighbourhood by its symbol
            cell,
        ):
            # round 13: a bare plural noun ("| City | Highways |") may count them: a cell of
            # one number there is a guess and asserts nothing
            roles.append("several" if _COUNTABLE_HEAD.fullmatch(cell) else "assert")
        else:
            roles.append("skip")
    return tuple(roles) if "assert" in roles[1:] or "several" in roles[1:] else None


def _side_by_side(cells: list[str], roles: tuple[str, ...]) -> tuple[str, ...]:
    """An edge table's roles, each block marked where its header is written side by side.

    Round 34 (held-out 37; the same header in held-out 5, 9, 10 and 20 to 40, claude, o3,
    gemini, r1, qwq, gpt-oss, grok-kimi): a check table set in two or three halves to save
    height, "| Edge | Colors | | Edge | Colors |", is its header's block repeated: each half of
    a row is a row of its own, and its first cell is an edge as the first half's is (only the
    first half was read). The block must repeat cell for cell to the header's end; anything
    else keeps the one block.
    """
    period = next((i for i in range(1, len(cells)) if cells[i] == cells[0]), 0)
    if not period or any(cells[j] != cells[j - period] for j in range(period, len(cells))):
        return roles
    return tuple(roles[j % period] for j in range(len(cells)))


_FRIENDS_COLUMN = re.compile(r"(?:\*\*)?(?:friends|friend\spairs?)(?:\*\*)?")
_CHECK_COLUMN = re.compile(r"colou?rs|shirts|honou?rees|monuments|\bok\b|✓")
"""Round 26: a first column headed "Friends" is the friendship a row checks (each cell a
pair, as under "Friendship") where another column holds the pair's colours or the check's
mark; elsewhere "Friends" may head a person's friends, or count them."""
_PAIR_COLUMN = re.compile(r"(?:\*\*)?(?:pairs?|pair\sset|edges?|highways?|friendships?)(?:\*\*)?")
_ASKED_COLUMN = re.compile(
    r"(?:\*\*)?[\w\s'’]{0,24}?(?:edges?|highways?|friends|friendship|adjacent|joined|connected|"
    r"linked|present|in\s(?:the\s)?(?:e|g|list|edge\s(?:list|set)|given\s\w+))"
    r"(?:\s(?:between\sthem|present|listed))?\s?\?(?:\*\*)?"
)
"""Round 26: a table that asks of each pair whether it is an edge ("| pair | edge? |", "| Pair
| Highway between them? |", "| pair | in E? |") and answers it in the row: a row answered yes
("✓", "yes", "✅") states its pairs as edges; any other answer states nothing (a "no" is a
denial, read as any denial is not). Not where a header names non-edges or the complement."""
_YES_CELL = re.compile(r"(?:\*\*)?(?:[✓✔✅]|yes\b|y\b|present\b)")
_PAIR_IN_CELL = re.compile(r"#(\d+)\s?(?:--?|–|—|~)\s?#(\d+)|\(\s?#(\d+)\s?,\s?#(\d+)\s?\)")
_PAIR_CELL_REST = re.compile(r"[\s,;$*]*")
"""What may stand between the pairs of such a row's cell ("0–2, 0–3, 0–4", "$(0,1)$")."""


_COLOURED_NEIGHBOURS = re.compile(
    r"(?=.*\b(?:neighbou?rs?|nbrs|adjacent)\b)(?=.*colou?r)"
    r"(?!.*(?:\bdegree|\bdeg\b|count|number|#|size|total|\bnon|\bnot\b|\bun|\bno\b))"
)
"""Round 28: a neighbours column whose header names their colours too ("Neighbors (colors)",
"Colored neighbors") lists the neighbours, each with its colour; a count of them, or a
column of colours alone (no vertex in its cells), reads nothing."""
_CELL_COLOUR = re.compile(r"(#\d+)\s[rgbyop](?=\s?,|\s*$)")
"""Round 28: a neighbour's colour initial in such a cell ("0 B, 3 B, 4 R"): the note, not a vertex."""


_PAIR_HEAD = re.compile(r"(?:\*\*)?pairs?(?:\*\*)?")
_COLOURS_COLUMN = re.compile(r"(?:\*\*)?(?:colou?rs|shirts|monuments|honou?rees)(?:\*\*)?")
"""Round 30: a table headed "| Pair | Colours |" (the plural: two colours a row) walks a
colouring's check pair by pair, each row's pair an edge whose two ends' colours it compares
("| Alice–Bob | R/G |"); "| Pair | Colour |", one colour a row, gives a class its colour, and
its pairs share it (no edge)."""
_TWO_COLOURS = re.compile(
    r"(?:\*\*)?([a-z\U0001f300-\U0001faff]{1,12})\s?(?:/|\svs\.?\s|\sv\s|\sand\s)\s?"
    r"([a-z\U0001f300-\U0001faff]{1,12})(?:\*\*)?(?:\s?(?:[✓✔✅]|ok|\(ok\)|fine|different|differ))?\.?"
)


def _halves(roles: tuple[str, ...], cells: list[str]) -> list[tuple[tuple[str, ...], list[str]]]:
    """A row of an edge table cut where its header's block starts again, each half with its roles.

    See ``_side_by_side``; a table of one block gives the row whole.
    """
    starts = [i for i, role in enumerate(roles) if role == roles[0]]
    ends = starts[1:] + [len(cells)]
    return [(roles[i:j], cells[i:j]) for i, j in zip(starts, ends, strict=False) if i < len(cells)]


def _two_colours(roles: tuple[str, ...], cells: list[str]) -> bool:
    """Whether a "| Pair | Colours |" row's colours cell holds two different colours, unmarked.

    Round 30: only a row comparing two different colours is the check of an edge ("R/G",
    "green / blue ✓"); the same colour twice ("B/B"), a cross or a doubt, or any other
    words are read as nothing: such a row may be a clash found or a pair sharing a class.
    """
    for role, cell in zip(roles, cells, strict=False):
        if role == "colours":
            m = _TWO_COLOURS.fullmatch(cell.strip().lower())
            return (
                m is not None
                and m[1] != m[2]
                and not any(_EDGE_ROW_DOUBT.search(c) for c in cells[1:])
            )
    return False


_STEP_HEAD = re.compile(r"(?:\*\*)?(?:step|#|no\.?|order|rank|round|i|k|n)(?:\*\*)?")
_VERTEX_HEAD = re.compile(
    r"(?:\*\*)?(?:vertex|vertices|node|city|person|who|name|v)(?:\s?\(\w+\))?(?:\*\*)?"
)
"""Round 23: a table whose first column counts its steps ("| Step | Vertex | Neighbours |
Colour |", a colouring's order): the row's vertex is the column headed by the vertex, not the
step number (which read as the vertex put each neighbour list on another vertex)."""
_COUNTABLE_HEAD = re.compile(
    r"(?:\*\*)?(?:highways|friends|edges|friendships|links|connections|roads)(?:\*\*)?"
)
"""A column header that may name either the neighbours or how many there are."""


_DIGIT_OR_NAME = re.compile(r"\d|#")
_NAME_LOWER = re.compile(r"\b(?:" + "|".join(_FRIENDS + tuple(_ALSO)).lower() + r")\b")
_INITIAL_LOWER = re.compile(r"(?<![\w'’])[a-l](?![\w'’])")
"""A person's name or initial in a lower-cased line (in whatever case it was written)."""
_COLOURS = re.compile(
    r"\b(?:red|green|blue|yellow|orange|purple|president|vp|secretary|speaker|justice|treasurer|"
    r"shirts?|monuments?|colou?r\w*)\b"
)
_LISTING = re.compile(r"(?i)\b(?:vertex|node|city)\s\d+\s?:|\bdeg")
"""A line of neighbour lists in prose ("Vertex 5: 0, 3, 4. Vertex 6: ...") or of degrees."""
_LISTING_LOWER = re.compile(
    r"v(?<=\bv)ertex\s\d+\s?:|n(?<=\bn)ode\s\d+\s?:|c(?<=\bc)ity\s\d+\s?:|d(?<=\bd)eg"
)
"""``_LISTING`` in a lower-cased line, each way written to start with its letter (its word
boundary looked at behind it), so that the search skips ahead to those letters (asked only
whether it is there)."""


def _listing(raw: str) -> bool:
    """``_LISTING.search(raw)``, searched case-sensitively in the lower-cased line (faster)."""
    if not raw.isascii() and _CASE_TRAPS.search(raw):
        return _LISTING.search(raw) is not None
    return _LISTING_LOWER.search(raw.lower()) is not None


_MARKED_PAIR = r"(?:#\d+\s?(?:--?|–|—)\s?#\d+|\(\s?#\d+\s?,\s?#\d+\s?\))"
"""A pair of vertex marks as the reader writes them ("#1–#4", "(#1, #4)"); not `_RUN_PAIR`."""
_PAIR_RUN = re.compile(rf"{_MARKED_PAIR}(?:\s?,\s?(?:and\s)?{_MARKED_PAIR})*")
"""Round 30: a sentence that is only bare pairs ("#1–#4, #1–#6, #4–#6")."""
_RUNS_DENIED = re.compile(
    rf"\s?;\s?(?:{_MARKED_PAIR}(?:\s?,\s?(?:and\s)?{_MARKED_PAIR})*\s?;\s?)*"
    rf"{_MARKED_PAIR}(?:\s?,\s?(?:and\s)?{_MARKED_PAIR})*\s(?:are|were)\s(?:all\s|both\s|each\s)?"
    r"(?:absent|missing|non-?edges|not\s(?:edges|adjacent|joined|connected|friends|linked|"
    r"in\s(?:the\s|g\b|e\b)|listed|present))"
)
"""Round 30: the rest of a line after such a run: more runs, each after ";", and a plural
denial closing the last ("; 0–2, 0–8; 7–9 are all absent from the edge list")."""
_ANSWER_RUN = re.compile(
    rf"{_MARKED_PAIR}(?:\s?,\s?(?:and\s)?{_MARKED_PAIR}|\s(?:and|&)\s{_MARKED_PAIR})*\W*"
)
"""Round 35: a sentence that is nothing but bare pairs, with "and" or commas between."""
_MISSING_ASKED = re.compile(
    r"\b(?:which|what)\s(?:\w+\s)?(?:pairs?|edges?|friendships?|highways?|ones?)\s"
    r"(?:(?:are|is|were|was)\s(?:missing|absent|lacking|not\s\w+|non-?\w+)|(?:aren|isn|weren|wasn)['’]t\s\w+)"
    r"(?:\s\w+){0,2}\s?\?\s*$"
)
"""Round 35: a question asking which pairs are no edges, the words just before an answer."""


_NONEDGES_ASKED = re.compile(
    r"\b(?:which|what|who)\b[^?.!;:]{0,60}?(?:n['’]t\b|\bnot\b|\black(?:s|ing)?\b|\bmissing\b|"
    r"\babsent\b|\bwithout\b|\bnon-?\w)[^?.!;:]{0,40}\?\s*$"
)
"""Round 43: ``_MISSING_ASKED`` in any wording: a which/what/who question with a negative in it
("Who isn't friends with whom?", "Which cities lack a highway between them?")."""


def _missing_answered(line: str, sentence: str, s: str) -> bool:
    """Whether a sentence of bare pairs answers a question asking which pairs are missing.

    Round 35 (one rule): "Which pairs are missing? 1-4 and 2-5.", "Which pair isn't
    connected? (3, 6).": the pairs are the question's answer, non-edges named; read nothing.
    A sentence that says more than the pairs ("1-4 is there, 2-5 is not") is read as before.
    """
    if _ANSWER_RUN.fullmatch(s) is None:
        return False
    at = line.find(sentence)
    return at > 0 and (
        _MISSING_ASKED.search(line, max(0, at - 90), at) is not None
        or _NONEDGES_ASKED.search(line, max(0, at - 110), at) is not None
    )


_ABSENT_NEXT = re.compile(
    r"\s*(?:(?:hmm+|wait|oh)\W+)*(?:not\s(?:there|listed|in\sthe\slist|an\sedge|present|found)|"
    r"(?:it's|it\sis)\snot\s(?:there|listed|in\sthe\slist))\b"
)
"""A sentence that finds the one trailing off before it absent ("(6,7)... not there.")."""
_PREMISE = re.compile(
    r"\W*(?:since|because|given\sthat|now\sthat)\s(?!when\b|then\b)(?P<premise>[^,;?]{4,160}),\s"
)
"""A premise stated before a question in its sentence ("Since 7 and 9 are adjacent, could 7
be Red?"): the premise asserts, the question after it does not."""
_ARROW_PREMISE = re.compile(
    r"(?P<premise>[^?;]{4,160}?(?:\b(?:each\sother|one\sanother|friends|adjacent|connected|joined|"
    r"linked|clique|triangle|k\d{1,2})|[✓✔]))\s?(?:->|→|⇒|=>)\s"
    r"|(?P<listed>[^?;]{4,200}?),\s(?:so|thus|hence)\s(?:that's|that\sis|this\sis|it's)\s[^?,;]{0,40}\?+$"
)
"""A statement with its verb (or its pairs checked, "1-2 ✓") before an arrow to a question
("C, D, F all friends with each other -> with B a K4??", round 11: a clique claim, "so {0, 1, 3,
4} is a K4 → impossible?"), or pairs before ", so that's ...?"
("1-2, 2-3, and 1-3, so that's a triangle?"): the statement asserts, the question after it
does not."""
_VERDICT_QUESTION = re.compile(
    r"\s[—–]\s(?!(?:right|correct|really|true|sure|maybe|wrong|possible|plausible|or|no|yes|hmm|huh|ok|okay)\?)"
    r"[a-z]{4,}\?+$"
)
"""One word asked after a dash at a sentence's end ("... so with 0 that's a K5 — impossible?",
round 15): the verdict is asked, the statement before the dash stands; a word that doubts
the statement ("— really?", "— true?", "— possible?") asks it all ("— right?" is a tag
question, read as before)."""
_TAG_QUESTION = re.compile(r",?\s(?:right|correct|yes|yeah|isn't it|aren't they|don't they)\s?\?$")


def read_edges(texts: Iterable[str], frame: str, n: int) -> EdgeReading:
    """Every edge the texts assert (first statement of each, sorted) and what went unread."""
    try:
        size = max(0, min(int(n), 64))
    except (TypeError, ValueError, OverflowError):
        return EdgeReading([], [])
    reader = _Reader(frame, size)
    for text in texts:
        if not isinstance(text, str) or not text:
            continue
        text = text[:MAX_CHARS]
        if frame == "friends":
            if _V_NAMED.search(text) is not None:  # (starts with its "v": searched fast)
                text = _with_v_names(text)
            reader.initials = _initials(text) or _lettered_rows(text, size)
            reader.seen.clear()
        elif frame == "cities":
            letters = _city_letters(text)
            if letters or reader.letters:
                reader.letters = letters
                reader.seen.clear()
        else:
            letters = _vertex_letters(text, size)
            if letters or reader.vertex_letters:
                reader.vertex_letters = letters
                reader.seen.clear()
        reader.named = {}
        reader.other = reader.heading = reader.degrees = reader.shifted = False
        reader.unmapped = False
        after = -2  # where the last line read ended
        for chunk in _chunks(text):
            shift = _SHIFT.search(chunk) if frame == "cities" else None
            unmapped = _CITIES_RELABELLED.search(chunk) if frame == "cities" and not shift else None
            if unmapped is not None:
                reader.note(
                    "the reply relabels the cities without a mapping that can be applied: its "
                    "bare numbers after that are not read"
                )
            zero = (
                _zero_numbered(chunk) if frame == "cities" and not shift and not unmapped else None
            )
            if zero is not None:
                reader.note(
                    "the reply numbers the cities from 0 without a mapping that can be applied: "
                    "its bare numbers from there on are not read"
                )
            if shift is not None:
                reader.note(
                    "the reply relabels the cities 0-based (vertex = city - 1): its bare "
                    "numbers after that are read in its labels, each one city higher"
                )
            if reader.budget <= 0:
                break
            toggles = _shift_toggles(chunk, shift) if shift is not None else []
            bare_rows = letter_rows = False
            reader.block += 1
            for start, end, worded in _candidate_lines(chunk):
                if start > after + 1:
                    reader.block += 1
                    gap = chunk[max(0, after) : start]
                    if gap.strip():  # lines skipped: no table or group runs on
                        reader.table, reader.group, reader.pending = None, [], False
                        if (
                            reader.other
                            and _section_skipped(gap)
                            and not any(n.startswith("the reply relabels") for n in reader.notes)
                        ):  # round 32 (a relabelling runs on over sections: "## Structure")
                            reader.other = reader.other_header = reader.heading = False
                            reader.degrees = False
                    if (
                        (reader.other or reader.heading or reader.degrees)
                        and not reader.other_header
                        and not reader.fresh
                        and _BLANK.search(gap)
                    ):
                        # a list about another graph runs on over blank lines between its rows
                        keep = reader.other and _LIST_ROW.match(chunk[start:end].lower())
                        reader.heading = reader.degrees = False
                        reader.other = bool(keep)
                after = end
                if reader.budget <= 0:
                    break
                reader.budget -= end - start + 40
                if unmapped is not None and not reader.unmapped and start > unmapped.end():
                    reader.unmapped = True
                if zero is not None and start >= zero[0]:  # rows "0: 4, 6": not city numbers
                    reader.unmapped = zero[1] < 0 or start <= zero[1]
                for pos, on in toggles:  # the relabelling from its line on, until it ends
                    if end > pos if on else start > pos:
                        reader.shifted = on
                raw = chunk[start:end]
                if (
                    raw.lstrip(" \t-*•+0123456789.)_")[:1] in _ATTRIBUTE_INITIALS
                    and (attribute := _ATTRIBUTE.match(raw)) is not None
                ):  # round 47: "  - Friends: Alice, Bob"
                    raw = _with_topic(attribute, chunk, start, frame)
                # rows without a colon, read as "v: ..." only under a neighbour heading or
                # another such row: "0 {1,4,6}" (round 13), "3 - 2, 4" (round 14)
                row_shape = (
                    _BARE_SET_ROW
                    if "{" in raw and _BARE_SET_ROW.match(raw)
                    else _DASH_ROW
                    if ("- " in raw or "– " in raw) and _DASH_ROW.match(raw)
                    else None
                )
                if row_shape is None:
                    bare_rows = False
                else:
                    prev = chunk[chunk.rfind("\n", 0, max(0, start - 1)) + 1 : max(0, start - 1)]
                    bare_rows = bool(
                        _NBR_ROWS_HEAD.match(prev) or (bare_rows and row_shape.match(prev))
                    )
                    if bare_rows:
                        raw = row_shape.sub(r"\1\2: \3", raw, count=1)
                if reader.initials and ":" in raw and len(raw) < 40:
                    prev = chunk[chunk.rfind("\n", 0, max(0, start - 1)) + 1 : max(0, start - 1)]
                    raw, letter_rows = _letter_rows(raw, prev, letter_rows)
                else:
                    letter_rows = False
                # a row ("0: 3, 6", "| 2 | 4, 5 |", "a -> b") joins the block of the rows
                # right above it; any other line is a block of its own
                is_row = (":" in raw or "|" in raw or ">" in raw or "→" in raw) and bool(
                    _LIST_ROW.match(raw.lstrip()[:48].lower())  # (its match is under 48 long)
                )
                if not is_row:
                    reader.block += 1
                rows = None
                if raw.count("{") >= 2 and raw.count(":") >= 3:  # (the inline rows' pre-test)
                    rows = _INLINE_ROWS.fullmatch(raw)
                arrow_rows = None
                if "→" in raw or "->" in raw:  # round 40: "neighbours: 0 → 1,2. 1 → 0,5. ..."
                    arrow_rows = _inline_arrow_rows(raw)
                try:
                    if rows is None:
                        reader.line(raw, worded)
                        for arrow_row in arrow_rows or ():  # round 40: each row as a line
                            reader.line(arrow_row, True)
                    else:  # round 13: "nbrs: 0:{3} 1:{2,4}": each row on its own
                        for row in _INLINE_ROW.finditer(raw, rows.end(1)):
                            reader.line(f"{row[1]}: {{{row[2]}}}", True)
                except (ValueError, IndexError, RecursionError):  # defensive: model text
                    if RAISE_ERRORS:
                        raise
                if not is_row:
                    reader.block += 1
            after = -2
    claims = [reader.claims[e] for e in sorted(reader.claims)]
    return EdgeReading(
        claims, reader.notes, reader.statements, reader.support, reader.blocks, reader.clauses
    )


_SHIFT = re.compile(
    r"\bv(?:ertex)?\s?=\s?(?:c|city|\\(?:text|mathrm)\{city\})\s?[−–-]\s?1\b"
    r"|\b(?:city\s)?c\s?(?:↦|->|→|=>)\s?(?:vertex\s|v\s?=\s?)?c\s?[−–-]\s?1\b"
    r"|\b(?:0|zero)-?(?:based|indexed)\b[^\n]{0,80}?\bcity\s\$?([a-z])\$?\s?(?:↦|->|→|=>)\s?\$?\1\s?[−–-]\s?1\b"
    r"|\bc_?1\s?(?:\.\.\.?|…|[−–-])\s?c_?\d{1,2}\s?(?:↦|->|→|=>)\s?v_?0\s?(?:\.\.\.?|…|[−–-])\s?v_?\d{1,2}\b"
    r"|\b(?:relabel\w*|renumber\w*|re-?index\w*)\s(?:\w+\s){0,3}(?:to|as)\s(?:0|zero)-?(?:based|indexed|idx)\b"
    r"|\bcity\s1\s?(?:↦|->|→|=>|=|is|becomes)\s?(?:vertex\s|v_?)?0\b"
    r"|\b(?:vertex\s|v_?)\{?0\}?\$?\s?(?:=|↔|is)\s?city\s1\b"
    r"|\b(?:vertex\s\$?|v_?)\{?(?P<i>[ijk])\}?\$?\s?(?:=|↔|is|corresponds\sto|stands\sfor|represents|means)"
    r"\s?city\s\$?(?P=i)\s?\+\s?1\b"
    r"|\b0\s?(?:-|–|\.\.\.?|…|to|through)\s?\d{1,2}\sfor\s(?:the\s)?cities\s1\b"
    r"|\b(?:0|zero)-?(?:based|indexed|idx)\W{0,2}\s?c(?:ity)?\s?[−–-]\s?1\b"
    r"|\bin\s(?:0|zero)-?(?:based|indexed)\s(?:terms|labels|indices|numbering)\s?:",
    re.IGNORECASE,
)
"""An explicit relabelling of the cities to 0-based labels ("v = city - 1", "city c ↦ vertex
c-1", "C1..C8 -> v0..v7", "relabel to 0-based", "city 1 → 0", "v0 = City 1", "0-7 for cities
1-8"; round 12: "shift to 0-indexed (city $k$ → $k-1$)", any letter, said 0-based; round 13:
"(0-idx c−1)", a list opened "in 0-based terms:"): a bare
"city i -> vertex i-1" is followed by city numbers as often as by labels, and stays unread as a
mapping): bare
numbers after it are those labels."""
_SHIFT_BACK = re.compile(
    r"\b(?:translat\w*|map\w*|convert\w*|go\w*|going)\sback\b|\bback\sto\s(?:the\s)?(?:original|cit)"
    r"|\bcity\s?=\s?v\s?\+\s?1\b",
    re.IGNORECASE,
)
"""Where a reply goes back to city numbers after a relabelling ("translate back to cities")."""
_CITIES_RELABELLED = re.compile(
    r"\b(?:relabel\w*|renumber\w*|re-?index\w*)\s(?:\w+\s){0,2}(?:cities|vertices|nodes)\b"
    r"|\b(?:relabel\w*|renumber\w*|re-?index\w*)\W{0,3}\s?v(?:_?\d{1,2})?\s?(?:=|↦|->|→)",
    re.IGNORECASE,
)
"""The cities relabelled ("relabel the cities as ...", "relabel v = ..."), where ``_SHIFT``
finds no mapping to apply."""
_ZERO_ROW = re.compile(
    r"^[ \t]*(?:[-*•][ \t]*)?(?:v_?|vertex\s|node\s)?\d{1,2}[ \t]*(?::|\|)[ \t]*[\[{(]?[ \t]*"
    r"(?:\d{1,2}[ \t]*,?[ \t]*)*?(?<![\d.])0(?![\d.%])"
    r"|^[ \t]*(?:[-*•][ \t]*)?(?:v_?|vertex\s|node\s)?0[ \t]*(?::|\|)[ \t]*[\[{(]?[ \t]*\d"
    r"|\bv_?\{?0\}?(?![\w.])",
    re.IGNORECASE | re.MULTILINE,
)
"""A vertex 0 in the cities frame, whose numbers start at 1: a row "0: 4, 6", a row that lists
0 ("4: 0, 2, 3"), "v0"."""
_DIGITS_DOT = frozenset("0123456789.")
_DIGITS_DOT_PC = frozenset("0123456789.%")
_ROW_START = re.compile(r"[ \t]*(?:[-*•][ \t]*)?(?:v_?|vertex\s|node\s)?\d{1,2}[ \t]*(?::|\|)")


_V_NAMED = re.compile(
    r"v(?<=\bv)_?\{?(\d{1,2})\}?\$?\s?(?:=|:=|↦|→|->|\bis\b)\s?\$?\s?(?:\\text\{)?("
    + "|".join(_FRIENDS + tuple(_ALSO))
    + r")\b"
)
"""A person's vertex label given ("$v_1$ = Alice", round 19)."""
_V_LABEL = re.compile(r"(?<![A-Za-z])v_?(?:\{(\d{1,2})\}|(\d{1,2})(?!\d))")
_NAME_TWICE = re.compile(r"\b(" + _PEOPLE + r")(\))?\$?\s?\(\s?\$?\s?\1\s?\$?\s?\)")
_GLUED_PERSON = re.compile("\x00(?=" + _PEOPLE + ")")


def _with_v_names(text: str) -> str:
    """The text with each ``v_i`` written as its person, where the text maps them all.

    Round 19: "$v_1$ = Alice, $v_2$ = Bob, ..." then "$v_7$ (George) is adjacent to $v_1$":
    a claim in the labels is a claim about the people. The mapping must be explicit and
    whole: at least three labels, no label given two people or a person two labels, and
    every label the text uses among them; otherwise the text is left as written (its labels
    read as before, as no person).
    """
    mapping: dict[str, str] = {}
    for m in _V_NAMED.finditer(text):
        if mapping.setdefault(m[1], m[2]) != m[2]:
            return text  # one label, two people
    if len(mapping) < 3 or len(set(mapping.values())) != len(mapping):
        return text
    if any((m[1] or m[2]) not in mapping for m in _V_LABEL.finditer(text)):
        return text  # a label the mapping does not give: partial
    # glued pairs ("$v_1v_3$") are written with a dash between the two people
    named = _V_LABEL.sub(lambda m: mapping[m[1] or m[2]] + "\x00", text)
    named = _GLUED_PERSON.sub("–", named).replace("\x00", "")
    return _NAME_TWICE.sub(r"\1\2", named)  # "$v_7$ (George)": one person


def _zero_numbered(chunk: str) -> tuple[int, int] | None:
    """Where a cities reply numbers its vertices from 0 with no mapping (round 11).

    From the first row of the block that writes a vertex 0 (or from "v0"), up to where it
    goes back to cities (-1: to the end). None where it writes no vertex 0.
    """
    m = None
    pos = chunk.find("0")
    while pos >= 0:  # only lines with a lone 0 are searched (most "0"s end "10", "20")
        after = chunk[pos + 1 : pos + 2]
        if (pos == 0 or chunk[pos - 1] not in _DIGITS_DOT) and after not in _DIGITS_DOT_PC:
            line_start = chunk.rfind("\n", 0, pos) + 1
            line_end = chunk.find("\n", pos)
            line_end = len(chunk) if line_end < 0 else line_end
            m = _ZERO_ROW.search(chunk, line_start, line_end)
            if m is not None:
                break
            pos = chunk.find("0", line_end)
        else:
            pos = chunk.find("0", pos + 1)
    if m is None:
        return None
    start = chunk.rfind("\n", 0, m.start()) + 1
    while start > 0:  # the rows above it in the same block
        above = chunk.rfind("\n", 0, start - 1) + 1
        if not _ROW_START.match(chunk, above, start - 1):
            break
        start = above
    back = _SHIFT_BACK.search(chunk, m.end())
    return start, -1 if back is None else back.start()


_CITY_LETTER = re.compile(r"(?<![\w\\])\$?([a-l])\$?\s?=\s?city\s?(\d{1,2})\b", re.IGNORECASE)
"""A letter the reply gives a city ("$d$ = City 4")."""
_LETTER_SET = re.compile(
    r"\\?\{\s?\$?[a-l]\$?(?:\s?,\s?\$?[a-l]\$?)+\s?\\?\}|\bN\(\s?\$?[a-l]\$?\s?\)"
)
"""Where such letters name cities: a braced set of them ("{a, c, e}") or "N(d)"; letters
elsewhere are left alone ("a triangle")."""
_LETTER = re.compile(r"(?<![\w\\])[a-l](?!\w)")


def _city_letters(text: str) -> dict[str, int]:
    """The letters a cities reply maps to cities in order ("a = City 1, b = City 2, ...").

    Two mappings at least, each letter its city's place in the alphabet (round 11): then each
    letter a-l stands for the city of its place. None otherwise (a letter given another
    city, or none given): letters are then no cities.
    """
    if "city" not in text and "City" not in text:
        return {}
    found = {(m[1].lower(), int(m[2])) for m in _CITY_LETTER.finditer(text)}
    if len(found) < 2 or any(ord(x) - 96 != c for x, c in found):
        return {}
    return {chr(96 + i): i for i in range(1, 13)}


_VERTEX_LETTER = re.compile(r"(?<![\w\\])\$?([a-l])\$?\s?=\s?\$?(\d{1,2})\$?(?![\w.])")
_LETTERS_ONLY = re.compile(r"(?:[\sa-l,;:(){}–—-]|\\[{}]|\\text\{[-–]\})*")
_LETTER_IN_SET = re.compile(r"\{\s?[a-l](?:\s?,\s?[a-l])+\s?\}")
_MATH_SPAN = re.compile(r"\$([^$\n]{1,160})\$")


def _vertex_letters(text: str, n: int) -> dict[str, int]:
    """The letters a reply gives the vertices ("let $a = 4$, $b = 2$, $c = 0$", round 18).

    Three letters at least on one line, from "a" on in order, each a different vertex of the
    graph; the same letters given again (to translate back) must agree. None otherwise (a
    letter given two vertices is a guess; "n = 8, k = 3, e = 20" are no labels).
    """
    if text.count("=") < 3:
        return {}
    found: dict[str, int] = {}
    for line in text.splitlines():
        if line.count("=") < 3:  # (three mappings at least: most lines are not searched)
            continue
        pairs = [(m[1], int(m[2])) for m in _VERTEX_LETTER.finditer(line)]
        letters = [x for x, _ in pairs]
        if len(pairs) < 3 or "".join(sorted(set(letters))) != "abcdefghijkl"[: len(set(letters))]:
            continue
        for x, v in pairs:
            if v >= n or found.setdefault(x, v) != v:
                return {}
    if len(set(found.values())) != len(found):
        return {}
    return found


def _with_vertex_letters(raw: str, letters: dict[str, int]) -> str:
    """The line with mapped letters written as their vertices, where letters are labels.

    A math span of letters alone ("$a$–$e$", "$d$: $a, b, c$", "$a - b - c$") or a braced
    set of them ("{b, c, e}"); a span with anything else ("$K_4$", "$ab$") is left as written.
    """

    def numbered(text: str) -> str:
        return _LETTER.sub(lambda x: str(letters[x[0]]) if x[0] in letters else x[0], text)

    def span(m: re.Match[str]) -> str:
        return numbered(m[0]) if _LETTERS_ONLY.fullmatch(m[1]) else m[0]

    out = _MATH_SPAN.sub(span, raw) if "$" in raw else raw
    return _LETTER_IN_SET.sub(lambda m: numbered(m[0]), out) if "{" in out else out


def _with_cities(raw: str, letters: dict[str, int]) -> str:
    """The line with mapped letters in sets and "N(d)" written as cities ("City 4")."""

    def cities(m: re.Match[str]) -> str:
        return _LETTER.sub(lambda x: f"City {letters[x[0]]}", m[0])

    return _LETTER_SET.sub(cities, raw)


_CITY_NUMBERS = re.compile(
    r"\bcity\s(?:num\w*|numbering|labels)\b|\bcities['’]\s(?:own\s)?numbers\b", re.IGNORECASE
)
"""A heading whose list is in city numbers after a relabelling ("Neighbors (city numbering):",
"N (city nums):"): the reply is back in city numbers, until it says "0-based" again."""
_ONE_BASED = re.compile(r"\b(?:1|one)-?(?:based|indexed)\b", re.IGNORECASE)
_ZERO_BASED = re.compile(r"\b(?:0|zero)-?(?:based|index(?:ed)?)\b", re.IGNORECASE)
"""A line saying its numbers count from 0 ("0-based", "0-indexed", round 18 "0-index"; the
terse "0-idx" alone maps nothing, round 13)."""


def _shift_toggles(chunk: str, shift: re.Match[str]) -> list[tuple[int, bool]]:
    """Where a chunk's 0-based relabelling of the cities holds, as (position, on) in order.

    On from the mapping's line; off after the reply goes back to cities ("translate back to
    cities") or writes a list under a heading in city numbers ("Neighbours (city numbers):",
    its rows and the lines after it in cities); on again at "0-based" / "0-indexed".
    """
    toggles = [(shift.start(), True)]
    for m in _SHIFT_BACK.finditer(chunk, shift.end()):
        toggles.append((m.start(), False))
    for m in _CITY_NUMBERS.finditer(chunk, shift.end()):
        end = chunk.find("\n", m.end())
        if chunk[m.end() : None if end < 0 else end].rstrip().endswith(":"):
            toggles.append((m.start(), False))
    for m in _ZERO_BASED.finditer(chunk, shift.end()):
        start = chunk.rfind("\n", 0, m.start()) + 1
        end = chunk.find("\n", m.end())
        line = chunk[start : len(chunk) if end < 0 else end]
        if _SHIFT_BACK.search(line) or _CITY_NUMBERS.search(line) or _ONE_BASED.search(line):
            continue  # "Translate back to cities (0-based → 1-based):": no labels again
        toggles.append((m.start(), True))
    return sorted(toggles)


_CITY_WORD = re.compile(r"\bcit(?:y|ies)\b|\bc_?\d|\btowns?\b")
"""A line that names cities in their own numbers ("City 5", "C5") after a relabelling."""
_CITY_COUNT = re.compile(
    r"\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s(?:[a-z]+\s)?"
    r"(?:cities|towns)\b(?!\s?\d)"
)
"""A count of cities ("Six cities, all mutually joined"), which names no city (round 11)."""


def _names_cities(lower: str) -> bool:
    """Whether a line after a relabelling names cities in their own numbers (not a count)."""
    return _CITY_WORD.search(lower) is not None and (
        _CITY_COUNT.search(lower) is None
        or _CITY_WORD.search(_CITY_COUNT.sub(" ", lower)) is not None
    )


_NEW_VERB = re.compile(
    r"\s(?!(?:and|or|too|as|both|in|each|which|who|so|but|then|since|because|respectively|already|"
    r"also|resp|only|at|on|of|via|for|from|red|green|blue|yellow|orange|purple)\b)[a-z]{3,}\b"
)
_NEW_SUBJECT = re.compile(
    r",?\s(?:and\s)?(?:cities|vertices|nodes|people)\s#"
    r"|,\s(?:and\s)?(?:(?:vertex|node|city|person)\s)?#\d+\s(?:is\s)?(?:only|also|just)?\s?(?:to|with)\s"
    r"|,\s(?:and\s)?(?:vertex|node|city|person)\s#\d+\s(?:stands|is|has|sits|remains|gets|takes|"
    r"goes|needs|must|can|was|touches|hits)\b"
    r"|,\s(?:and\s)?#\d+\s(?:and|&)\s#\d+\s(?:are|were|aren't|weren't|share|have|know|don't)\b"
    r"|,?\s(?:and\s)?(?:(?:vertex|node|city|person)\s)?#\d+\s(?:the\ssame(?!\sway)|likewise|similarly)\b"
    r"|,?\sand\s#\d+\s(?:also\s)?(?:sees|touches|hits|meets|borders|knows|"
    r"is\s(?:also\s)?(?:adjacent|connected|joined|linked|friends))\b"
    r"|,\s(?:and|but)\s(?:(?:vertex|node|city|person)\s)?#\d+\s?[–—-]\s?(?:(?:vertex|node|city|person)\s)?"
    r"#\d+\s(?:is|isn't|isn’t|was|wasn't|wasn’t)\b"
)
"""Where a list ends at a new subject, also with its verb left out ("..., Carol only to Dave"),
a named vertex with a verb of its own ("..., and vertex 5 stands alone"), or a pair with
its verb ("0 only touches 4, and 2 and 4 aren't connected": 2 is no neighbour of 0), or a
vertex said to have "the same" ("7 is joined to 1, 2, 3 and city 8 the same": 8 is no
neighbour of 7), or a bare vertex with a relation verb of its own (round 11: "0 sees 1, 2, 3
and 4 sees 1, 2, 3": 4 is no neighbour of 0), or a pair with a verb of its own (round 13:
"6 is only attached to 2, and 0–6 isn't an edge": 0 is no neighbour of 6; round 17: also
with the pair's vertices named as cities, "city 1 – city 3 isn't a highway", as LaTeX's
"$c_1$–$c_3$" reads)."""
_BLANK = re.compile(r"\n[ \t]*\n")
_SECTION_NEGATED = re.compile(
    r"\b(?:non|not|no|missing|absent|without|complement\w*|other|removed|remaining|reduced)\b"
)


def _section_skipped(gap: str) -> bool:
    """Whether lines left unread between two read lines hold a section heading of their own.

    Round 32 (held-out 35 and 36, a verification table after a list of non-friends): a scope
    about another graph ("Groups of non-friends:", "paired up cities that are *not* joined:")
    ends at the next section heading ("**Verification**", "## Check"), as it does where that
    heading is a line read (``_Reader._scope``); a heading that names no vertex is not read,
    so the scope ran on into the table of edges under it. A heading with a word of denial or
    of another graph ("**Non-edges**", "## The complement") ends nothing.
    """
    if "**" not in gap and "#" not in gap:  # (the cheap test first)
        return False
    for line in gap.splitlines():
        lower = line.lower()
        if (
            _NEW_SECTION.match(lower)
            and _SECTION_NEGATED.search(lower) is None
            and _OTHER_SCOPE.search(lower) is None
        ):
            return True
    return False


def read_edge_claims(texts: Iterable[str], frame: str, n: int) -> list[EdgeClaim]:
    """Every edge the texts assert, first statement of each, sorted by edge.

    ``frame`` is how vertices are named (``math``/``math_demanding``: 0-based numbers,
    ``cities``: 1-based city numbers, ``friends``: the people); ``n`` the vertex count.
    """
    return read_edges(texts, frame, n).claims


def read_edge_flags(texts: Iterable[str], frame: str, n: int) -> list[str]:
    """What the reader saw but did not count (a relabelled graph), one sentence each."""
    return read_edges(texts, frame, n).notes


def _chunks(text: str) -> Iterable[str]:
    """The text in pieces of about ``_CHUNK`` characters, cut after a line.

    A final-answer channel glued on by a provider ("...)assistantfinalCities 1, 2 ...") starts
    a piece of its own, on a line of its own (round 18): the answer to the user is not read
    in the analysis's relabelling ("0-index: v = c - 1"), nor as part of its last line.
    """
    final = _FINAL_CHANNEL.search(text) if "assistantfinal" in text else None
    pieces = [text] if final is None else [text[: final.start()] + "\n", text[final.end() :]]
    for piece in pieces:  # (the first marker only: a reply is one analysis and one answer)
        start = 0
        while start < len(piece):
            end = piece.find("\n", start + _CHUNK)
            end = len(piece) if end < 0 else end + 1
            yield piece[start:end]
            start = end


_FINAL_CHANNEL = re.compile(r"(?<=[^\s])assistantfinal(?=\S)")


def _candidate_lines(text: str) -> list[tuple[int, int, bool]]:
    """(start, end) of the lines that may assert an edge, in order.

    Those with a word about edges, a list shape ("6: 1, 3", a table row), the line
    before a clique word (the group it may name), and the lines under a heading that ends
    in ":" and names edges. Found with ``str.find`` over the whole text, so the other
    lines cost nothing.
    """
    lower = text.lower()
    spans: set[tuple[int, int]] = set()
    worded: set[tuple[int, int]] = set()  # lines with a word about edges

    def lines_with(words: tuple[str, ...], one_search: bool) -> set[tuple[int, int]]:
        """(start, end) of each line holding one of ``words``.

        Found with one search for all the words (in C, resumed at the end of each line
        found) where most lines hold one, else with ``str.find`` word by word, faster for
        a few words that few lines hold.
        """
        found: set[tuple[int, int]] = set()
        if one_search:
            pattern = _WORD_SETS.get(words)
            if pattern is None:
                pattern = _WORD_SETS[words] = _any_of(words)
            m = pattern.search(lower)
            while m is not None:
                pos = m.start()
                end = lower.find("\n", pos)
                end = len(lower) if end < 0 else end
                found.add((lower.rfind("\n", 0, pos) + 1, end))
                m = pattern.search(lower, end)
            return found
        for word in words:
            pos = lower.find(word)
            while pos >= 0:
                end = lower.find("\n", pos)
                if end < 0:
                    found.add((lower.rfind("\n", 0, pos) + 1, len(lower)))
                    break
                found.add((lower.rfind("\n", 0, pos) + 1, end))
                pos = lower.find(word, end)
        return found

    worded |= lines_with(_KEYWORDS, True)
    spans |= lines_with(_SHAPES + ("|",), False)
    if "✓" in lower or "✔" in lower or "✅" in lower:  # round 34: "1–3 ✓, 1–4 ✓" (_ticked_run)
        for ticked in (_TICKED_LINE, _NAMED_TICK_LINE):  # round 42: "Fran-Irene B/Y ✓"
            for m in ticked.finditer(lower):
                end = lower.find("\n", m.end())
                spans.add((m.start(), len(lower) if end < 0 else end))
    for start, end in lines_with(_CLIQUE_WORDS_STRONG, False):
        worded.add((start, end))
        # the group a clique word names: the line before or after
        last = start  # the end of the text before, blank lines skipped (no copy)
        while last > 0 and lower[last - 1].isspace():
            last -= 1
        if last:
            spans.add((lower.rfind("\n", 0, last) + 1, last))
        nxt = lower.find("\n", end + 1)
        if end < len(lower):
            spans.add((end + 1, len(lower) if nxt < 0 else nxt))
    for m in _K_NUMBER.finditer(lower):
        if m.start() > 0 and lower[m.start() - 1].isalnum():
            continue
        start = lower.rfind("\n", 0, m.start()) + 1
        end = lower.find("\n", m.end())
        worded.add((start, len(lower) if end < 0 else end))
        spans.add((lower.rfind("\n", 0, max(0, start - 1)) + 1, max(0, start - 1)))
    heads = []
    pos = lower.find(":\n")
    while pos >= 0:  # an edge list one edge a line under its heading
        start = lower.rfind("\n", 0, pos) + 1
        if (
            _HEADING.match(lower[start : pos + 1])
            or _heading_after(lower[start : pos + 1])
            or (pos - start < 40 and _NBR_ROWS_HEAD.match(lower[start : pos + 1]))
        ):  # (round 13: "nbrs:" over rows "0 {1,4,6}")
            heads.append(pos)
        pos = lower.find(":\n", pos + 2)
    for mark in ("\n#", "\n**"):  # or under a markdown header ("## Highways", "**Edges**")
        pos = -1 if lower.startswith(mark[1:]) else lower.find(mark)
        while pos >= -1:
            end = lower.find("\n", pos + 1)
            if end > 0 and _is_heading(lower[pos + 1 : end]):
                heads.append(end - 1)
            pos = lower.find(mark, pos + 2)
            if pos < 0:
                break
    for pos in heads:
        at = pos + 2
        for _ in range(MAX_HEADED_LINES):
            end = lower.find("\n", at)
            end = len(lower) if end < 0 else end
            if not lower[at:end].strip():
                if at == pos + 2:  # a blank line right under the heading
                    at = end + 1
                    continue
                break
            worded.add((at, end))
            at = end + 1
            if at >= len(lower):
                break
    return sorted([(a, b, False) for a, b in spans - worded] + [(a, b, True) for a, b in worded])


MAX_HEADED_LINES = 80
"""Lines read under one "Edges:" heading (a graph of 12 vertices has 66 pairs)."""
MIN_OTHER_GRAPH = 3
"""Edges a line must assert before it may be judged to be about another graph."""
MIN_OTHER_BLOCK = 4
"""Edges a block of lines (the rows of one list) must assert before it may be so judged."""
MIN_OTHER_SENTENCE = 4
"""Edges one sentence of a longer line must assert before it may be so judged: a triangle
named in one sentence (three edges, two of them a slip) is the model's own claim as often
as another graph's."""


_ATTRIBUTE = re.compile(
    r"(?P<indent>[ \t]*)(?P<mark>[-*•+]\s+|\d{1,2}[.)]\s+)?(?:\*\*|__)?"
    r"(?P<label>friends|neighbou?rs|nbrs|adjacent(?:\sto|\svertices|\scities)?|connected\sto|"
    r"connections|adjacenc(?:y|ies)|highways?\sto|joined\sto)"
    r"(?:\*\*|__)?\s?(?::(?:\*\*|__)?\s|(?=\(\s?\S))",
    re.IGNORECASE,
)
"""Round 47: a line that is an attribute of the item above it, a relation label and its list
("  - Friends: Alice (Green), Bob (Green)", "- Neighbors: 1, 2, 5", "  - Friends (Dave,
Ethan) cannot wear Red"), as o1-mini and many models lay out a colouring vertex by vertex."""
_TOPIC = re.compile(
    r"[ \t]*(?:#{1,6}\s+|[-*•+]\s+|\d{1,2}[.)]\s+)?(?:\*\*|__)?"
    r"(?P<topic>(?:vertex|node|city|person)\s\d{1,2}|\d{1,2}|[A-Z][a-z]{1,9})"
    r"(?:\*\*|__)?(?=\s?(?:$|[:(—–-]|\*\*|\s(?:is|wears|gets|has|was|receives|takes)\b|,))",
    re.IGNORECASE,
)
"""The topic of an item or a heading: the vertex it opens with ("- **Heather** wears Red.",
"### Vertex 6", "**City 3:**")."""
_ATTRIBUTE_INITIALS = frozenset("FfNnAaCcHhJj")
"""The letters an attribute line's label opens with (a cheap test first)."""
MAX_TOPIC_LINES = 12
"""Lines looked back for the item an attribute line belongs to."""


def _with_topic(m: re.Match[str], chunk: str, start: int, frame: str) -> str:
    """The attribute line ``m`` matched with its topic as subject ("Heather's friends: Bob").

    The topic is the vertex that opens the nearest line above that the attribute belongs
    to: an item indented less than it, or a heading or a bold line of its own (over
    attributes at any indentation, other attributes between, as "- Color: Red"). Any other
    line in between ends the search: no topic, the line read as it is.
    """
    raw = m.string
    depth = len(m["indent"].expandtabs(4))
    end = start - 1
    for _ in range(MAX_TOPIC_LINES):
        if end <= 0:
            return raw
        begin = chunk.rfind("\n", 0, end) + 1
        line = chunk[begin:end]
        end = begin - 1
        if not line.strip():
            continue
        if _ATTRIBUTE.match(line) is not None:
            continue  # another relation of the same item
        heading = line.lstrip().startswith("#") or line.strip().startswith(("**", "__"))
        expanded = line.expandtabs(4)
        deeper = len(expanded) - len(expanded.lstrip()) >= depth
        name = _topic_name(line, frame) if heading or not deeper else None
        if name is None:
            if deeper and _SIBLING_ATTRIBUTE.match(line) is not None:
                continue  # another attribute of the same item ("- Color: Red")
            return raw
        rest = raw[m.end() :]
        label = m["label"].lower()
        if label.startswith(("adjacent", "connected", "joined", "highway")):
            verb = "is connected to" if not label.startswith("adjacent") else "is adjacent to"
            return f"{m['indent']}{m['mark'] or ''}{name} {verb} {rest.lstrip('( ')}"
        return (
            f"{m['indent']}{m['mark'] or ''}{name}'s {label}{raw[m.end('label') : m.end()]}{rest}"
        )
    return raw


def _topic_name(line: str, frame: str) -> str | None:
    """The vertex a line opens with, as the frame writes it, if it opens with one."""
    topic = _TOPIC.match(line)
    if topic is None:
        return None
    name = topic["topic"]
    if frame == "friends":
        return name if name.capitalize() in _PERSON else None
    if not any(ch.isdigit() for ch in name):
        return None
    if name.isdigit():
        return f"city {name}" if frame == "cities" else f"vertex {name}"
    return name


_SIBLING_ATTRIBUTE = re.compile(r"[ \t]*(?:[-*•+]\s+)?(?:\*\*|__)?[A-Za-z ]{2,20}(?:\*\*|__)?\s?:")
"""Another attribute of the same item ("- Color: Red", "- **Degree:** 4")."""


def false_edge_reading(
    texts: Iterable[str], frame: str, n: int, edges: Sequence[tuple[int, int]]
) -> EdgeReading:
    """The asserted edges the prompt does not contain, and what was left unread.

    A line that asserts ``MIN_OTHER_GRAPH`` or more edges of which most are absent from
    the graph is read as a list about another graph (relabelled, reduced, a subgraph
    renumbered): its edges are not counted unless another line asserts them, and a note
    says so. So is a block of rows ("0: 3, 6", table rows, following one another with no
    other line between) that together assert ``MIN_OTHER_BLOCK`` or more edges, most of
    them absent: rows of a renumbered adjacency list each state one or two edges, too few
    for the line's test, while a model's own slip in a copied list leaves most of its
    block right. And so is one sentence of a line that says more (``EdgeReading.clauses``):
    one asserting ``MIN_OTHER_SENTENCE`` or more edges, most of them absent, does not count,
    though the line's other sentences do ("That's 1-5, 1-11, ...: eleven pairs. City 8
    appears in none of them — it's connected to every other city": the missing pairs listed,
    then a city's real edges, too many of them for the line's test).
    """
    given = {(min(a, b), max(a, b)) for a, b in edges}
    reading = read_edges(texts, frame, n)
    other = {
        i
        for i, line in enumerate(reading.statements)
        if len(line) >= MIN_OTHER_GRAPH and 2 * sum(e not in given for e in line) > len(line)
    }
    rows: dict[int, list[int]] = {}
    for i, block in enumerate(reading.blocks):
        rows.setdefault(block, []).append(i)
    for lines in rows.values():
        stated = {e for i in lines for e in reading.statements[i]}
        if len(lines) > 1 and len(stated) >= MIN_OTHER_BLOCK:
            if 2 * sum(e not in given for e in stated) > len(stated):
                other.update(lines)
    kept: dict[int, set[tuple[int, int]]] = {}  # lines with sentences of another graph: the rest
    for i, parts in enumerate(reading.clauses):
        if len(parts) < 2 or i in other:
            continue
        judged = [
            len(p) >= MIN_OTHER_SENTENCE and 2 * sum(e not in given for e in p) > len(p)
            for p in parts
        ]
        if any(judged):
            kept[i] = {e for p, o in zip(parts, judged, strict=True) if not o for e in p}
    notes = list(reading.notes)
    if other:
        notes.append(
            f"{len(other)} line(s), alone or with the rows around them, list mostly edges the "
            "graph lacks (another or relabelled graph): their edges are not counted"
        )
    if kept:
        notes.append(
            f"{len(kept)} line(s) hold a sentence listing mostly edges the graph lacks (another "
            "graph): that sentence's edges are not counted"
        )

    def counted(edge: tuple[int, int]) -> bool:
        """Whether some line asserts the edge outside its lines and sentences of another graph."""
        return any(
            i not in other and (i not in kept or edge in kept[i])
            for i in reading.support.get(edge, ())
        )

    claims = [
        c
        for c in reading.claims
        if c.edge not in given and (not (other or kept) or counted(c.edge))
    ]
    return EdgeReading(claims, notes)


def false_edge_claims(
    texts: Iterable[str], frame: str, n: int, edges: Sequence[tuple[int, int]]
) -> list[EdgeClaim]:
    """The asserted edges the prompt does not contain (see :func:`false_edge_reading`)."""
    return false_edge_reading(texts, frame, n, edges).claims


def false_edges(
    texts: Iterable[str], frame: str, n: int, edges: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Sorted ``(u, v)`` pairs, ``u < v``, asserted by the texts and absent from ``edges``."""
    return [c.edge for c in false_edge_claims(texts, frame, n, edges)]
