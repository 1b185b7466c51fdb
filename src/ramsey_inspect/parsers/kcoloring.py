"""Reading a k-coloring answer out of free model text, and judging it.

Lenient on form, as the study was: any layout that pairs each vertex (number, city or
person) with a color (or honoree) in the final lines counts, in the frame's own words,
vertices without edges may be left out, and the verdict "Impossible" may carry markup.
Strict on substance: every named vertex must exist and get exactly one allowed color,
every vertex with an edge must be colored, and no edge may join two equal colors.
Only the last ``MAX_SCAN_CHARS`` characters are read, so any input is judged in bounded
time; nothing in the text can change how it is judged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.prompts.kcoloring import COLORS, HONOREES, PEOPLE, entity_name, value_name

MAX_SCAN_CHARS = 50_000
"""How much of the end of a reply is read; the answer belongs in its final lines."""
MAX_LINE_CHARS = 2_000
_MAX_LISTED = 5

AnswerKind = Literal["coloring", "impossible", "refusal", "none"]
Outcome = Literal[
    "correct", "invalid_coloring", "false_impossible", "missed_impossible", "no_answer", "refusal"
]
OUTCOMES: tuple[Outcome, ...] = (
    "correct",
    "invalid_coloring",
    "false_impossible",
    "missed_impossible",
    "no_answer",
    "refusal",
)

OTHER_COLORS = (
    "Black", "White", "Gray", "Grey", "Cyan", "Magenta", "Violet", "Indigo", "Teal",
    "Turquoise", "Gold", "Silver", "Maroon", "Navy", "Lime", "Beige", "Crimson", "Amber",
)  # fmt: skip
"""Color words outside the frames' palette, so that using one is caught, not skipped."""


@dataclass(frozen=True)
class Assignment:
    """One vertex-to-color pairing as written: the words and what they resolve to."""

    entity: str
    value: str
    vertex: int | None
    color: int | None


@dataclass
class ParsedAnswer:
    """What a reply says: a coloring, 'impossible', a refusal, or nothing usable."""

    kind: AnswerKind
    assignments: list[Assignment] = field(default_factory=list)

    def render(self, frame: str) -> str:
        """The answer in the frame's canonical format (the Score's ``answer``)."""
        if self.kind == "impossible":
            return "Impossible"
        if self.kind != "coloring":
            return ""
        return "\n".join(f"{a.entity} {a.value}" for a in self.assignments)


@dataclass(frozen=True)
class Verdict:
    """The outcome of one answer with the reason in words."""

    outcome: Outcome
    explanation: str

    @property
    def correct(self) -> bool:
        return self.outcome == "correct"


@dataclass(frozen=True)
class _Lexicon:
    pattern: re.Pattern[str]
    entity_group: str
    values: dict[str, int | None]


@cache
def _lexicon(frame: str) -> _Lexicon:
    if frame == "cities":
        aliases = {a.lower(): i for i, h in enumerate(HONOREES) for a in h.aliases}
        values: dict[str, int | None] = dict(aliases)
        entity = r"(?:city\s*(?:no\.?|number|#)?\s*)?(?P<num>\d{1,9})"
    else:
        values = {c.lower(): i for i, c in enumerate(COLORS)}
        values.update({c.lower(): None for c in OTHER_COLORS})
        if frame == "friends":
            entity = "(?P<name>" + "|".join(PEOPLE) + ")"
        else:
            entity = r"(?:vertex\s*|node\s*|v)?(?P<num>\d{1,9})"
    words = sorted(values, key=len, reverse=True)
    value = "(?P<value>" + "|".join(w.replace(" ", r"[\s-]+") for w in words) + ")"
    pattern = re.compile(rf"\b(?:{value}|{entity})\b", re.IGNORECASE)
    return _Lexicon(pattern, "num" if frame != "friends" else "name", values)


_CHECK_LINE = re.compile(
    r"\(\s*\w+\s*,\s*\w+\s*\)|\b\d+\s*[-–—]\s*\d+\b|[✓✔✗✘≠]|!=|\bvs\.?\b|\bfriends? with\b"
    r"|\badjacent\b|\bconnected\b|\bedges?\b|\bhighways?\b|\bconflict",
    re.IGNORECASE,
)
_MARKUP = re.compile(r"[*_#>`\"'|~\s\-=:.!]+")
_IMPOSSIBLE_LINE = re.compile(
    r"^(?:(?:final\s+)?answer|conclusion|result|verdict)?\s*[:\-—]?\s*"
    r"(?:it\s+is\s+|it's\s+|this\s+is\s+)?(?:\\boxed\{\s*)?impossible\s*\}?[.!]?$",
    re.IGNORECASE,
)
_IMPOSSIBLE_SAYING = re.compile(
    r"(?<!not )\bimpossible\b(?! to (?:say|tell|determine|know))"
    r"|\b(?:is not|isn't|is never)\s+possible\b(?! to (?:say|tell|determine|know))"
    r"|\bcannot be (?:colou?red|done|achieved|accomplished|satisfied|arranged)\b"
    r"|\bno (?:valid|proper|possible|such) (?:colou?ring|plan|assignment|arrangement|way)\b",
    re.IGNORECASE,
)
_REFUSAL = re.compile(
    r"\b(?:i\s+(?:cannot|can't|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|won't|will\s+not)"
    r"\s+(?:determine|solve|answer|decide|provide|say|help)"
    r"|unable\s+to\s+(?:determine|solve|answer|decide)"
    r"|too\s+(?:complex|complicated|difficult|hard)\s+(?:to|for)"
    r"|(?:cannot|can't)\s+be\s+determined"
    r"|not\s+(?:able|possible)\s+to\s+(?:determine|say|tell))",
    re.IGNORECASE,
)


def parse_answer(text: str, frame: str) -> ParsedAnswer:
    """Read the final answer of a reply in ``frame``.

    >>> parse_answer("Let me see...\\n0 Red\\n1 Green", "math").render("math")
    '0 Red\\n1 Green'
    >>> parse_answer("**Impossible**", "friends").kind
    'impossible'
    """
    if not isinstance(text, str):
        return ParsedAnswer("none")
    tail = text[-MAX_SCAN_CHARS:].replace("\r", "\n").replace("\x00", " ")
    lines = [line[:MAX_LINE_CHARS] for line in tail.split("\n")]
    lexicon = _lexicon(frame)
    content = [i for i, line in enumerate(lines) if _MARKUP.sub("", line)]
    if not content:
        return ParsedAnswer("none")
    last = lines[content[-1]]
    if _IMPOSSIBLE_LINE.match(_MARKUP.sub(" ", last).strip()):
        return ParsedAnswer("impossible")

    block_end = None
    found: list[list[Assignment]] = []
    for i in reversed(content):
        pairs = _line_assignments(lines[i], frame, lexicon)
        if block_end is None:
            if pairs:
                block_end = i
                found.append(pairs)
            continue
        if not pairs:
            break
        found.append(pairs)
    saying_at = next(
        (i for i in reversed(content[-12:]) if _IMPOSSIBLE_SAYING.search(lines[i])), None
    )
    if block_end is not None and (saying_at is None or block_end >= saying_at):
        return ParsedAnswer("coloring", [a for pairs in reversed(found) for a in pairs])
    if saying_at is not None:
        return ParsedAnswer("impossible")
    if any(_REFUSAL.search(lines[i]) for i in content[-12:]):
        return ParsedAnswer("refusal")
    return ParsedAnswer("none")


def judge_answer(
    parsed: ParsedAnswer, frame: str, n: int, k: int, edges: Sequence[Edge], colorable: bool
) -> Verdict:
    """Decide the outcome of a parsed answer against the problem."""
    if parsed.kind == "refusal":
        return Verdict("refusal", "The reply declines to give an answer.")
    if parsed.kind == "none":
        return Verdict("no_answer", "No coloring and no 'Impossible' found in the final lines.")
    if parsed.kind == "impossible":
        if colorable:
            return Verdict("false_impossible", f"Answered impossible, but a {k}-coloring exists.")
        return Verdict("correct", f"Correctly answered impossible: no {k}-coloring exists.")
    faults = coloring_faults(parsed.assignments, frame, n, k, edges)
    if not colorable:
        detail = "; ".join(faults[:_MAX_LISTED]) or "no coloring can be proper"
        return Verdict("missed_impossible", f"Gave a coloring, but none exists ({detail}).")
    if faults:
        more = f" (and {len(faults) - _MAX_LISTED} more)" if len(faults) > _MAX_LISTED else ""
        return Verdict("invalid_coloring", "; ".join(faults[:_MAX_LISTED]) + more + ".")
    return Verdict("correct", "A proper coloring with the allowed colors.")


def coloring_faults(
    assignments: Sequence[Assignment], frame: str, n: int, k: int, edges: Sequence[Edge]
) -> list[str]:
    """Everything wrong with a coloring, in words; empty when it is proper."""
    faults: list[str] = []
    given: dict[int, int] = {}
    allowed = ", ".join(value_name(frame, c) for c in range(k))
    for a in assignments:
        if a.vertex is None or not 0 <= a.vertex < n:
            span = f"{entity_name(frame, 0)}..{entity_name(frame, n - 1)}"
            faults.append(f"{_noun(frame)} {a.entity} does not exist (there are {span})")
            continue
        if a.color is None or a.color >= k:
            faults.append(f"{a.value} is not an allowed choice (only {allowed})")
            continue
        before = given.setdefault(a.vertex, a.color)
        if before != a.color:
            faults.append(
                f"{_noun(frame)} {a.entity} is given both "
                f"{value_name(frame, before)} and {value_name(frame, a.color)}"
            )
    named = {a.vertex for a in assignments}
    touched = sorted({v for edge in edges for v in edge})
    missing = [entity_name(frame, v) for v in touched if v not in named]
    if missing:
        faults.append(f"no choice given for {_noun(frame)} {', '.join(missing)}")
    for a, b in edges:
        if a in given and b in given and given[a] == given[b]:
            faults.append(
                f"{_label(frame, a)} and {_label(frame, b)} {_LINKED[frame]} but both get "
                f"{value_name(frame, given[a])}"
            )
    return faults


_LINKED = {
    "math": "share an edge",
    "math_demanding": "share an edge",
    "cities": "are joined by a highway",
    "friends": "are friends",
}


def _label(frame: str, vertex: int) -> str:
    name = entity_name(frame, vertex)
    return name if frame == "friends" else f"{_noun(frame)} {name}"


def _noun(frame: str) -> str:
    return {"cities": "city", "friends": "person"}.get(frame, "vertex")


def _line_assignments(line: str, frame: str, lexicon: _Lexicon) -> list[Assignment]:
    if _CHECK_LINE.search(line):
        return []
    mentions: list[tuple[str, str]] = []
    for m in lexicon.pattern.finditer(line):
        if m["value"] is not None:
            mentions.append(("value", m["value"]))
        else:
            mentions.append(("entity", m[lexicon.entity_group]))
    out: list[Assignment] = []
    if mentions and mentions[0][0] == "value":
        current: str | None = None
        for kind, word in mentions:
            if kind == "value":
                current = word
            elif current is not None:
                out.append(_resolve(word, current, frame, lexicon))
        return out
    for (kind, word), (next_kind, next_word) in zip(mentions, mentions[1:], strict=False):
        if kind == "entity" and next_kind == "value":
            out.append(_resolve(word, next_word, frame, lexicon))
    return out


def _resolve(entity: str, value: str, frame: str, lexicon: _Lexicon) -> Assignment:
    vertex: int | None
    if frame == "friends":
        names = [p.lower() for p in PEOPLE]
        vertex = names.index(entity.lower())
        entity = PEOPLE[vertex]
    else:
        number = int(entity)
        vertex = number - 1 if frame == "cities" else number
        entity = str(number)
    key = re.sub(r"[\s-]+", " ", value.lower())
    color = lexicon.values.get(key)
    if color is None:
        key = next((w for w in lexicon.values if w.replace("-", " ") == key), key)
        color = lexicon.values.get(key)
    shown = value_name(frame, color) if color is not None and color < len(COLORS) else value
    return Assignment(entity, shown, vertex, color)
