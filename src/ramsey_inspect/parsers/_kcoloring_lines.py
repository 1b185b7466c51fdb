"""What one line of a k-coloring reply assigns: vertex-color pairs, read as a grader would.

A line pairs vertices (numbers, cities or people) with colors (or honorees) in any
reasonable layout. On top of the layout, these rules decide what a line gives:

- A color after a negation ("not Blue", "instead of Blue", "can't wear Blue") is ruled
  out, not given.
- Several colors offered for one vertex are a hedge, kept as such so the judge rejects
  it: "Red, Green, Blue", "Green or Red", "Red/Green", "Red (or Blue)", "Red (Blue also
  works)". A parenthetical after the color that names no vertex and offers no
  alternative ("(Red and Green are taken)") is commentary; one before the color that
  explains ("(adjacent to 0, 1)") is skipped.
- Nothing after a check or an explanation ("since", "adjacent", "vs", "✓") is assigned,
  and a line checking two or more vertices ("Alice (Red) - Bob (Green): different") is
  a check, not an assignment.
- Abbreviations, as the study accepted them: a capital letter or an unambiguous prefix of
  a name of the frame ("B", "Pres", "Yel"), written right after the vertex or heading a
  group ("R: 0, 3"). A prefix that fits several allowed names is kept as ambiguous.
- Markdown tables are read by their header: the vertex column and the color column, so
  columns of neighbours or notes assign nothing.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import islice
from typing import Literal

from ramsey_inspect.prompts.kcoloring import COLORS, HONOREES, PEOPLE, Frame, value_name

MAX_LINE_CHARS = 2_000
"""Longer lines are read up to this many characters."""

OTHER_COLORS = (
    "Black", "White", "Gray", "Grey", "Cyan", "Magenta", "Violet", "Indigo", "Teal",
    "Turquoise", "Gold", "Silver", "Maroon", "Navy", "Lime", "Beige", "Crimson", "Amber",
)  # fmt: skip
"""Color words outside the frames' palette, so that using one is caught, not skipped."""


@dataclass(frozen=True)
class Assignment:
    """One vertex-to-color pairing as written: the words and what they resolve to.

    ``alternatives`` lists every color a hedged line offers ("Red or Green"); such an
    assignment has no ``color``. ``readings`` lists what an ambiguous abbreviation may
    mean ("S": Secretary or Speaker).
    """

    entity: str
    value: str
    vertex: int | None
    color: int | None
    alternatives: tuple[str, ...] = ()
    readings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lexicon:
    """How one frame names vertices and colors, compiled for reading lines."""

    frame: Frame
    pattern: re.Pattern[str]
    colors: re.Pattern[str]
    """Finds any color word, emoji or abbreviation: a line without one assigns nothing."""
    entity_group: str
    values: dict[str, int | None]
    prefixes: dict[str, tuple[int, ...]]
    names: tuple[str, ...]
    link: re.Pattern[str]
    """A pair of vertices written as an edge: ``(0, 4)``, ``0-4``, ``Alice–Bob``."""


@dataclass(frozen=True)
class _Mention:
    kind: Literal["entity", "value"]
    word: str
    start: int
    end: int
    abbr: bool = False
    negated: bool = False
    offered: bool = False
    """Inside a parenthetical that offers an alternative ("(or Blue)")."""


# Numbers that count or label something else, not a vertex: "3 colors", "3-colorable",
# "degree 3", "step 2", "k = 3", "group 1".
_NOT_A_VERTEX_AFTER = (
    r"(?!\s*-\s*colou?r|\s+colou?(?:rs|rable)\b"
    r"|\s*(?:vertices|nodes|edges|cities|people|persons|shirts|honou?rees|monuments"
    r"|highways|roads|friends|friendships|times|steps|ways|options|choices|different"
    r"|distinct|total|in\s+all|neighbou?rs|connections|colou?red)\b)"
)
_NOT_A_VERTEX_BEFORE = (
    r"(?:degree|deg|step|case|option|attempt|round|iteration|group|set|class|team|part"
    r"|partition|subset|level|layer|phase|stage|try|trial|solution|k|n)\s*(?:[=:#]\s*)?\d+"
)
_MINUS_SIGNS = "+\u2212\ufe63\uff0d-"
"""Signs a number may carry: plus, the Unicode minus, its small and full-width forms, and
the hyphen-minus (last, so that it is no range in a character class)."""
_ODD_LABEL = (
    rf"(?P<odd>(?:(?<![\w.{_MINUS_SIGNS}])[{_MINUS_SIGNS}]\d+(?:\.\d+)*"
    rf"|(?<![\w.])\d+(?:\.\d+)+)(?![\w.]?\d)(?!\w){_NOT_A_VERTEX_AFTER})"
)
"""A number written signed or with a decimal point ("-1", "+2", "1.0", "city -2"): a label
that names no vertex, kept whole so that it is faulted as written, never read as another
vertex (the 1 of "-1", the 0 of "1.0")."""
_WHOLE = r"(?<!\d\.)(?P<num>\d+)(?!\.\d)"
"""A vertex number: never a part of a decimal number."""
MAX_LABEL_DIGITS = 9
"""Longest vertex number read as a number; a longer one is a vertex that does not exist."""
_EMOJI = {
    "🔴": 0, "🟥": 0, "🟢": 1, "🟩": 1, "🔵": 2, "🟦": 2, "🟡": 3, "🟨": 3,
    "🟠": 4, "🟧": 4, "🟣": 5, "🟪": 5, "🟤": 7, "🟫": 7,
}  # fmt: skip
_VP_FORMS = (r"v\.\s?p", r"vice[\s.-]+pres")
"""Spellings of Vice President the alias list cannot hold as plain words."""
_VP_FORM = re.compile("|".join(_VP_FORMS), re.IGNORECASE)
_SPACES = re.compile(r"[\s-]+")
_NOT_ABBREVIATIONS = frozenset(
    {"a", "i", "or", "re", "at", "pre", "post", "just", "secret", "speak", "pin", "bro",
     "brow", "yell", "chi", "tre", "att", "pos", "vic", "jus"}
)  # fmt: skip
"""Words that happen to begin a name ("or" for Orange, "just" for Justice)."""


@cache
def lexicon(frame: Frame) -> Lexicon:
    """The compiled vocabulary of ``frame``."""
    if frame == "cities":
        aliases = [(a.lower(), i) for i, h in enumerate(HONOREES) for a in h.aliases]
        names = tuple(h.label for h in HONOREES)
        entity = rf"(?:city\s*(?:(?:no\.?|number|#)\s*)?)?{_WHOLE}{_NOT_A_VERTEX_AFTER}"
        one = r"(?:city\s*)?\d+"
        extra = list(_VP_FORMS)
        emoji = ""
    else:
        aliases = [(c.lower(), i) for i, c in enumerate(COLORS)]
        names = COLORS
        extra = []
        emoji = "".join(_EMOJI)
        if frame == "friends":
            entity = "(?P<name>" + "|".join(PEOPLE) + ")"
            one = "(?:" + "|".join(PEOPLE) + ")"
        else:
            entity = rf"(?:vertex\s*|node\s*|v_?)?{_WHOLE}{_NOT_A_VERTEX_AFTER}"
            one = r"(?:vertex\s*|node\s*|v_?)?\d+"
    values: dict[str, int | None] = dict(aliases)
    if frame != "cities":
        values.update({c.lower(): None for c in OTHER_COLORS})
    prefixes = _prefixes(aliases, values)
    words = sorted(values, key=len, reverse=True)
    value = "|".join([r"[\s-]+".join(map(re.escape, w.split())) for w in words] + extra)
    short = sorted((p for p in prefixes if len(p) <= 2), key=len, reverse=True)
    cased = [p.upper() for p in short] + [p.capitalize() for p in short if len(p) == 2]
    long = sorted((p for p in prefixes if len(p) > 2), key=len, reverse=True)
    abbr = "|".join(([f"(?-i:{'|'.join(cased)})"] if cased else []) + long)
    emoji_part = f"(?P<emoji>[{emoji}])|" if emoji else ""
    odd_part = f"{_ODD_LABEL}|" if frame != "friends" else ""
    pattern = re.compile(
        rf"{emoji_part}{odd_part}\b(?:(?P<value>{value})|(?P<skip>{_NOT_A_VERTEX_BEFORE})|{entity}"
        rf"|(?P<abbr>{abbr}))\b",
        re.IGNORECASE,
    )
    colors = re.compile(rf"{emoji_part}\b(?:{value}|{abbr})\b", re.IGNORECASE)
    link = re.compile(
        rf"[(\[]\s*{one}\s*,\s*{one}\s*[)\]]|\b{one}\s*(?:[-–—]+>?|→)\s*{one}\b",
        re.IGNORECASE,
    )
    group = "num" if frame != "friends" else "name"
    return Lexicon(frame, pattern, colors, group, values, prefixes, names, link)


def _prefixes(
    aliases: Sequence[tuple[str, int]], full: dict[str, int | None]
) -> dict[str, tuple[int, ...]]:
    """Every proper prefix of a name's first word, with the names it may stand for."""
    out: dict[str, set[int]] = {}
    for alias, index in aliases:
        first = alias.split()[0]
        for size in range(1, len(first) + 1):
            p = first[:size]
            if p.isalpha() and p not in full and p not in _NOT_ABBREVIATIONS:
                out.setdefault(p, set()).add(index)
    return {p: tuple(sorted(v)) for p, v in out.items()}


# --- cleaning a line ------------------------------------------------------------------

_STRUCK = re.compile(r"~~[^~\n]{0,400}~~")
_LATEX_LINEBREAK = re.compile(r"\\\\")
_LATEX_NEQ = re.compile(r"\\(?:neq|ne)(?![A-Za-z])")
_LATEX_ARROW = re.compile(
    r"\\(?:to|rightarrow|Rightarrow|longrightarrow|mapsto|implies)(?![A-Za-z])"
)
_LATEX_SUBSCRIPT = re.compile(r"_\{\s*(\d{1,9})\s*\}")
_LATEX_COMMAND = re.compile(r"\\[A-Za-z]{1,30}|\\[,;:! ]|[{}$]")


def clean_line(line: str) -> str:
    """A line without struck-out text, with LaTeX reduced to its words and arrows."""
    line = line[:MAX_LINE_CHARS]
    if "~~" in line:
        line = _STRUCK.sub(" ", line)
    if "\\" in line or "$" in line or "{" in line:
        line = _LATEX_LINEBREAK.sub(" ; ", line)
        line = _LATEX_NEQ.sub(" ≠ ", line)
        line = _LATEX_ARROW.sub(" → ", line)
        line = _LATEX_SUBSCRIPT.sub(r"_\1", line)
        line = _LATEX_COMMAND.sub(" ", line)
    return line


# --- reading mentions -------------------------------------------------------------------

_ANNOTATION = re.compile(
    r"[✓✔✗✘≠]|!=|=/=|\b(?:vs\.?|versus|adjacen\w*|connect\w*|neighbou?r\w*"
    r"|edges?|highways?|roads?|friends?|friendships?|since|because|conflicts?|clash(?:es)?"
    r"|differs?|different|distinct|joined|linked|shares?)(?!\w)",
    re.IGNORECASE,
)
"""Where a line stops assigning and starts checking or explaining."""
_CHECK = re.compile(
    r"[✓✔✗✘≠]|!=|=/=|\b(?:vs\.?|versus|differs?|different|distinct|conflicts?|clash(?:es)?"
    r"|ok|okay|valid|fine)(?!\w)",
    re.IGNORECASE,
)
"""Words that make a line naming several vertices a check of an edge."""
_NEGATION = re.compile(
    r"(?:\b(?:not|no|never|nor|neither|without|except|excluding|avoids?|avoiding"
    r"|instead\s+of|rather\s+than|other\s+than)|n't|\bcannot|≠|!=)"
    r"(?:\W{1,3}(?:be|being|been|wear|wearing|get|gets|use|using|have|has|take|a|an|the"
    r"|colou?red|assigned|given|either|same|as|to))*\W{0,4}$",
    re.IGNORECASE,
)
_LIST_GAP = re.compile(
    r"[\s*_`'\"]*(?:(?:,|/|\\|&|\+|\bor\b|\band\b|\beither\b|\bmaybe\b|\bperhaps\b"
    r"|\bpossibly\b|\balso\b)[\s*_`'\"]*)+",
    re.IGNORECASE,
)
"""What may stand between colors offered together: ``Red, Green``, ``Red or Green``."""
_EITHER = re.compile(r"/|\\|\b(?:or|either|maybe|perhaps|possibly)\b", re.IGNORECASE)
_OFFER = re.compile(
    r"/|\b(?:or|alternatively|alternative|also|either|maybe|perhaps|possibly|could|would"
    r"|works?|fine|ok|okay|acceptable|valid|too|instead)\b",
    re.IGNORECASE,
)
"""Words that make a parenthetical after a color offer another one: ``(or Blue)``."""
_LIST_MARKER = re.compile(r"^[\s*_>#|\-+•·]*\(?\d{1,3}[.)](?!\d)\s+")
_GROUP_HEAD = re.compile(r"[\s*_`'\"]*(?::|=|→|->)")
_LISTED = re.compile(r"^[\s*_`'\"]*(?:,\s*(?:and\b|&)?|and\b|&|/|\+|;)[\s*_`'\"]*$", re.IGNORECASE)
"""What may stand between entities listed together, as in ``0, 2 and 4: Red``."""
_NEGATION_HINT = re.compile(r"[nN≠]|!=|xcept|XCEPT|void|VOID")
"""A cheap test that a gap may hold a negation (each negating word has one of these)."""
_WORD_CHAR = re.compile(r"[^\W_]")
_WORD_AFTER = re.compile(r"[ \t]{1,8}[A-Za-z]")
_NEGATION_REACH = 48
_MAX_MENTIONS = 200
"""Vertices and colors read per line; an answer line for 12 vertices needs about 25."""


def _mentions(line: str, lex: Lexicon) -> list[_Mention]:
    """Entities and values in order, with ruled-out colors and loose abbreviations dropped."""
    out: list[_Mention] = []
    for found in islice(lex.pattern.finditer(line), _MAX_MENTIONS):
        group = found.lastgroup
        if group is None or group == "skip":
            continue
        entity = group in (lex.entity_group, "odd")
        kind: Literal["entity", "value"] = "entity" if entity else "value"
        out.append(_Mention(kind, found[group], found.start(), found.end(), abbr=group == "abbr"))
    kept: list[_Mention] = []
    for m in out:
        before = kept[-1] if kept else None
        gap = line[before.end if before else 0 : m.start]
        if m.abbr and not _tight(line, before, gap, m):
            continue
        if m.kind == "value":
            near = gap[-_NEGATION_REACH:]
            ruled_out = _NEGATION_HINT.search(near) is not None and _NEGATION.search(near)
            listed = before is not None and before.negated and _LIST_GAP.fullmatch(gap)
            if ruled_out or listed:
                m = replace(m, negated=True)
        kept.append(m)
    return kept


def _tight(line: str, before: _Mention | None, gap: str, m: _Mention) -> bool:
    """An abbreviation counts right after its vertex ("0 B") or heading a group ("R: 0").

    A single letter must also end its phrase: in "Vertex 4 B ranks second" it is no color.
    """
    if m.end - m.start == 1 and _WORD_AFTER.match(line, m.end):
        return False
    if before is not None and before.kind == "entity" and not _WORD_CHAR.search(gap):
        return True
    return (before is None or not _WORD_CHAR.search(gap)) and bool(_GROUP_HEAD.match(line, m.end))


def parentheticals(line: str) -> list[tuple[int, int]]:
    """Top-level ``(...)`` and ``[...]`` spans of a line, closing brackets included."""
    spans: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for i, ch in enumerate(line):
        if ch in "([":
            if depth == 0:
                start = i
            depth += 1
        elif ch in ")]" and depth > 0:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    return spans


_OFFER_LEAD = re.compile(
    r"[(\[]\s*(?:or|alternatively|alternative|maybe|perhaps|possibly|either|else|also)\b",
    re.IGNORECASE,
)


def _offers(line: str, s: int, e: int, mentions: Sequence[_Mention]) -> bool:
    """Whether a parenthetical after a color offers another one.

    ``(or Blue)`` and ``(Blue also works)`` do; one describing the choice (``(the only color
    left, which is red or green)``) does not: an offer opens with "or" or with its color.
    """
    if _OFFER_LEAD.match(line, s):
        return True
    inside = [m for m in mentions if s < m.start < e]
    if not inside or inside[0].kind != "value" or line[s + 1 : inside[0].start].strip(" *_`"):
        return False
    return _OFFER.search(line, inside[0].end, e) is not None


def _sort_out_parentheticals(line: str, mentions: list[_Mention]) -> tuple[str, list[_Mention]]:
    """Blank out explaining parentheticals; mark values in ones offering alternatives."""
    if "(" not in line and "[" not in line:
        return line, mentions
    values = [m.start for m in mentions if m.kind == "value" and not m.negated]
    first_value = values[0] if values else len(line)
    starts = [m.start for m in mentions]
    entity_starts = [m.start for m in mentions if m.kind == "entity"]
    spans: list[tuple[int, int, bool]] = []
    """Parentheticals to act on: (start, end, offers an alternative); others are blanked."""
    for s, e in parentheticals(line):
        if e <= first_value:
            if _ANNOTATION.search(line, s, e):
                spans.append((s, e, False))  # "Vertex 2 (adjacent to 0, 1): Blue"
            continue
        if s < first_value:
            continue  # holds the first color: "(0, Red)"
        at = bisect_left(starts, s)
        holder = mentions[at - 1] if at > 0 else None
        if (
            holder is not None
            and holder.kind == "entity"
            and not _WORD_CHAR.search(line[holder.end : s])
        ):
            continue  # the color of the vertex just named: "Bob (Green)"
        if bisect_left(entity_starts, e) > bisect_right(entity_starts, s):
            continue  # names a vertex: read as usual
        spans.append((s, e, _offers(line, s, e, mentions)))
    if not spans:
        return line, mentions
    out: list[_Mention] = []
    at = 0
    for m in mentions:
        while at < len(spans) and spans[at][1] <= m.start:
            at += 1
        if at < len(spans) and spans[at][0] <= m.start:
            if not spans[at][2]:
                continue
            if m.kind == "value":
                m = replace(m, offered=True)
        out.append(m)
    chars = list(line)
    for s, e, offers in spans:
        if not offers:
            chars[s:e] = " " * (e - s)
    return "".join(chars), out


# --- pairing ------------------------------------------------------------------------------

_Pairing = tuple[list[_Mention], list[_Mention], bool]
"""Entities, the values they are given, and whether those values are offered as a choice."""


@dataclass(frozen=True)
class LineReading:
    """The pairs a line states, and whether it reads as a sentence rather than a list item."""

    pairs: list[Assignment]
    wordy: bool = False


_NO_PAIRS = LineReading([])
_LINKING_WORDS = frozenset(
    {"is", "are", "gets", "get", "wears", "wear", "a", "an", "the", "shirt", "shirts",
     "colored", "coloured", "color", "colour", "colors", "colours", "vertex", "vertices",
     "node", "nodes", "city", "cities", "person", "people", "and", "to", "for", "of", "in",
     "monument", "monuments", "first", "assigned", "assign", "with", "will", "be", "has",
     "have", "goes", "honoring", "honouring", "honors", "honours", "one", "v"}
)  # fmt: skip
"""Words an answer line may hold besides vertices and colors ("Alice wears a red shirt")."""
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def line_pairs(raw: str, lex: Lexicon, k: int | None = None) -> list[Assignment]:
    """The pairs a line states, or none when it is prose, a check or an edge.

    >>> [(a.entity, a.value) for a in line_pairs("Vertex 2: Blue (0 is Red)", lexicon("math"))]
    [('2', 'Blue'), ('0', 'Red')]
    >>> line_pairs("1: Green or Red", lexicon("math"))[0].alternatives
    ('Green', 'Red')
    """
    return read_line(raw, lex, k).pairs


def read_line(raw: str, lex: Lexicon, k: int | None = None) -> LineReading:
    """The pairs a line states, and whether it is worded like a sentence."""
    line = clean_line(raw)
    if lex.colors.search(line) is None:
        return _NO_PAIRS
    mentions = _mentions(line, lex)
    if not any(m.kind == "value" and not m.negated for m in mentions):
        return _NO_PAIRS
    marker = _LIST_MARKER.match(line)
    if marker is not None:
        rest = [m for m in mentions if m.start >= marker.end()]
        if any(m.kind == "entity" for m in rest) and (
            rest[0].kind == "entity" or _GROUP_HEAD.match(line, rest[0].end)
        ):
            mentions = rest  # "1. Vertex 0: Red", "2. Red: 0, 2": the 1 and 2 number the list
    line, mentions = _sort_out_parentheticals(line, mentions)
    mentions = [m for m in mentions if not m.negated]
    values = [m for m in mentions if m.kind == "value"]
    if not values:
        return _NO_PAIRS
    link = lex.link.search(line)
    if link is not None and link.start() < values[0].start:
        return _NO_PAIRS  # an edge and the colors of its ends: a check, not an assignment
    note = _ANNOTATION.search(line)
    if note is not None:
        end = note.start()
        mentions = [m for m in mentions if m.start < end]
        named = sum(1 for m in mentions if m.kind == "entity")
        if named >= 2 and _CHECK.search(line, end):
            return _NO_PAIRS  # "Alice (Red) - Bob (Green): different"
    if not mentions:
        return _NO_PAIRS
    if mentions[0].kind == "value":
        pairings = _pairs_value_first(mentions)
    else:
        pairings = _pairs_entity_first(line, mentions)
    pairs = [
        _resolve(e, vals, hedge, lex, k) for entities, vals, hedge in pairings for e in entities
    ]
    if mentions[0].kind == "value" and _is_legend(pairs):
        return _NO_PAIRS
    return LineReading(pairs, _wordy(line, mentions)) if pairs else _NO_PAIRS


def _is_legend(pairs: Sequence[Assignment]) -> bool:
    """Whether colors listed in order against numbers in order name the colors, not vertices.

    "red (1), green (2), or blue (3)" and "Red = 0, Green = 1" number the palette; an
    answer gives colors to vertices, and no answer line pairs each color with one number
    counting up from 0 or 1.
    """
    if len(pairs) < 2 or any(a.color is None or a.vertex is None for a in pairs):
        return False
    colors = [a.color for a in pairs]
    numbers = [int(a.entity) for a in pairs if a.entity.isdigit()]
    if colors != list(range(len(pairs))) or len(numbers) != len(pairs):
        return False
    return numbers[0] in (0, 1) and numbers == list(range(numbers[0], numbers[0] + len(pairs)))


def _wordy(line: str, mentions: Sequence[_Mention]) -> bool:
    """Whether the assigning part of a line (up to its last pair) reads as a sentence.

    Words after the last pair are a comment ("0: Red - highest degree, so first") and do
    not count; words among the pairs do ("Let me think about vertex 3 and Red").
    """
    end = mentions[-1].end
    chars = list(line[:end])
    for m in mentions:
        chars[m.start : m.end] = " " * (m.end - m.start)
    words = _WORD.findall("".join(chars))
    return sum(1 for w in words if w.lower() not in _LINKING_WORDS) >= 3


def _pairs_value_first(mentions: Sequence[_Mention]) -> list[_Pairing]:
    """``Red: 0, 2; Green: 1``: each entity takes the last color named before it."""
    out: list[_Pairing] = []
    current: _Mention | None = None
    for m in mentions:
        if m.kind == "value":
            current = m
        elif current is not None:
            out.append(([m], [current], False))
    return out


def _pairs_entity_first(line: str, mentions: Sequence[_Mention]) -> list[_Pairing]:
    """Pair runs of entities with the runs of values after them.

    ``0 Red`` and ``0: Red, 1: Green`` pair one with one, ``0 and 2: Red`` gives both the
    one value, ``0 and 1: Red and Green`` pairs them in order; ``0: Red or Green`` offers
    a choice. Entities join a run only when listed (``0, 2``, ``0 and 2``), so in
    ``| 1 | 0 | Red |`` only the 0 is colored.
    """
    runs: list[list[_Mention]] = []
    for m in mentions:
        if runs and runs[-1][0].kind == m.kind:
            if m.kind == "value" or _LISTED.match(line[runs[-1][-1].end : m.start]):
                runs[-1].append(m)
            else:
                runs[-1] = [m]
        else:
            runs.append([m])
    out: list[_Pairing] = []
    for entities, values in zip(runs, runs[1:], strict=False):
        if entities[0].kind != "entity":
            continue
        offered, either = _offered(line, values)
        if len(entities) == 1 or len(offered) == 1:
            out.append((entities, offered, len(offered) > 1))
        elif either:
            out.append((entities, offered, True))
        elif len(offered) == len(entities):
            out.extend(([e], [v], False) for e, v in zip(entities, offered, strict=True))
    return out


def _offered(line: str, values: Sequence[_Mention]) -> tuple[list[_Mention], bool]:
    """The colors given together after an entity, and whether they are alternatives."""
    chosen = [values[0]]
    either = False
    for before, m in zip(values, values[1:], strict=False):
        if m.offered:
            chosen.append(m)
            either = True
            continue
        gap = line[before.end : m.start]
        if not _LIST_GAP.fullmatch(gap):
            break  # a sentence or a bracket in between: commentary, not a choice
        chosen.append(m)
        either = either or bool(_EITHER.search(gap))
    return chosen, either


# --- tables -------------------------------------------------------------------------------

_COLUMN_SKIP = re.compile(
    r"neighbou?r|adjacen|connect|edge|friends\b|friendship|highway|road|degree|conflict"
    r"|constraint|reason|note|check|why|explan|forbid|exclud|cannot|can't|taken|used"
    r"|available|option|possible|status|valid",
    re.IGNORECASE,
)
_COLUMN_VALUE = re.compile(
    r"colou?r|shirt|monument|honou?r|memorial|statue|assign|choice|label", re.IGNORECASE
)
_COLUMN_ENTITY = re.compile(r"vert|node|city|cities|person|people|name|guest|friend|^v$")


@dataclass(frozen=True)
class TableColumns:
    """Which cells of a table's rows hold the vertex and which the color."""

    entity: int
    value: int


def table_columns(header: str) -> TableColumns | None:
    """The vertex and color columns named by a table header, if it names both."""
    cells = [c.strip(" *_`") for c in header.strip().strip("|").split("|")]
    entity = value = None
    for i, cell in enumerate(cells):
        if _COLUMN_SKIP.search(cell):
            continue
        if value is None and _COLUMN_VALUE.search(cell):
            value = i
        elif entity is None and _COLUMN_ENTITY.search(cell.lower()):
            entity = i
    if entity is None or value is None:
        return None
    return TableColumns(entity, value)


def is_table_rule(line: str) -> bool:
    """Whether a line is the ``|---|---|`` rule under a table header."""
    text = line.strip()
    return "-" in text and "|" in text and not text.strip("|:- \t")


def row_pairs(raw: str, columns: TableColumns, lex: Lexicon, k: int | None) -> list[Assignment]:
    """The pairs a table row states, from its vertex and color cells only."""
    cells = raw.strip().strip("|").split("|")
    if max(columns.entity, columns.value) >= len(cells):
        return line_pairs(raw, lex, k)
    entity, value = cells[columns.entity], cells[columns.value]
    if columns.entity < columns.value:
        return line_pairs(f"{entity} : {value}", lex, k)
    return line_pairs(f"{value} : {entity}", lex, k)  # a table of groups: | Red | 0, 3 |


# --- group headings -----------------------------------------------------------------------

_HEADING_WORDS = re.compile(r"[A-Za-z]+")
_BRACKETED = re.compile(r"\([^()]{0,200}\)")


def group_heading(raw: str, lex: Lexicon) -> str | None:
    """The color a short heading names over a list of its vertices (``**Red:**``)."""
    line = clean_line(raw)
    if len(line) > 80 or lex.colors.search(line) is None:
        return None
    mentions = [m for m in _mentions(line, lex) if not m.negated]
    if len(mentions) != 1 or mentions[0].kind != "value" or mentions[0].abbr:
        return None
    rest = line[: mentions[0].start] + " " + line[mentions[0].end :]
    if len(_HEADING_WORDS.findall(rest)) > 3 or _ANNOTATION.search(rest):
        return None
    return mentions[0].word


def heading_items(raw: str, heading: str, lex: Lexicon, k: int | None) -> list[Assignment]:
    """The vertices a short line lists under a color heading (``- Alice``), given that color."""
    line = clean_line(raw)
    mentions = _mentions(line, lex)
    if not mentions or any(m.kind == "value" for m in mentions):
        return []
    chars = list(line)
    for m in mentions:
        chars[m.start : m.end] = " " * (m.end - m.start)
    bare = _BRACKETED.sub(" ", "".join(chars))
    if sum(1 for w in _WORD.findall(bare) if w.lower() not in _LINKING_WORDS) > 2:
        return []  # a sentence, not a list item
    return line_pairs(f"{heading}: {line}", lex, k)


# --- resolving words ----------------------------------------------------------------------


def _resolve(
    entity: _Mention, values: Sequence[_Mention], hedge: bool, lex: Lexicon, k: int | None
) -> Assignment:
    vertex: int | None
    if lex.frame == "friends":
        names = [p.lower() for p in PEOPLE]
        vertex = names.index(entity.word.lower())
        label = PEOPLE[vertex]
    elif not entity.word.isdigit():
        vertex = None  # "-1", "1.0": as written, no vertex (and never vertex 1 or 0)
        word = entity.word
        label = word if len(word) <= 12 else f"{word[:12]}..."
    else:
        # A label of any length is read, so that one beyond the graph is a named fault,
        # never a line skipped; one too long for a vertex number is no vertex at all.
        digits = entity.word.lstrip("0") or "0"
        number = int(digits) if len(digits) <= MAX_LABEL_DIGITS else None
        vertex = None if number is None else number - 1 if lex.frame == "cities" else number
        label = (
            digits if number is not None else f"{digits[:8]}... (over {MAX_LABEL_DIGITS} digits)"
        )
    read = [_read_value(v, lex, k) for v in values]
    distinct = list(dict.fromkeys(read))
    if hedge and len(distinct) > 1:
        offered = tuple(dict.fromkeys(r[1] for r in distinct))
        return Assignment(label, " or ".join(offered), vertex, None, alternatives=offered)
    color, shown, readings = distinct[0]
    return Assignment(label, shown, vertex, color, readings=readings)


def _read_value(
    mention: _Mention, lex: Lexicon, k: int | None
) -> tuple[int | None, str, tuple[str, ...]]:
    """(color, name to show, possible readings) of a color word, emoji or abbreviation."""
    word = mention.word
    if word in _EMOJI:
        return _EMOJI[word], lex.names[_EMOJI[word]], ()
    key = _SPACES.sub(" ", word.lower())
    if key in lex.values:
        color = lex.values[key]
        return color, (lex.names[color] if color is not None else word), ()
    if lex.frame == "cities" and _VP_FORM.fullmatch(key):
        return 1, lex.names[1], ()
    options = lex.prefixes.get(key.rstrip("."), ())
    allowed = [c for c in options if k is None or c < k]
    if len(options) == 1:
        return options[0], lex.names[options[0]], ()
    if len(allowed) == 1:
        return allowed[0], lex.names[allowed[0]], ()
    readings = tuple(lex.names[c] for c in (allowed or options))
    return None, word, readings


def display_value(frame: Frame, color: int) -> str:
    """The name of ``color`` in ``frame``'s answers, or ``#n`` beyond its vocabulary."""
    if not 0 <= color < min(len(COLORS), len(HONOREES)):
        return f"#{color}"
    return value_name(frame, color)
