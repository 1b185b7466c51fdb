"""Reading a k-coloring answer out of free model text, and judging it.

Lenient on form, as the study was: any layout that pairs each vertex (number, city or
person) with a color (or honoree) in the final lines counts, in the frame's own words,
vertices without edges may be left out, and the verdict "Impossible" may carry markup.
Checks written around the coloring (an edge with the colors of its ends, "✓", "since it
is adjacent to ...", a block restating the coloring) are not read as assignments.
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
_MAX_BLOCKS = 8
"""How many runs of assigning lines are looked at, from the end."""
_VERDICT_WINDOW = 12
"""How many final lines may hold a verdict in words ("... so it is impossible")."""

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
        sep = ": " if frame == "friends" else " "
        return "\n".join(f"{a.entity}{sep}{a.value}" for a in self.assignments)


@dataclass(frozen=True)
class Verdict:
    """The outcome of one answer with the reason in words."""

    outcome: Outcome
    explanation: str

    @property
    def correct(self) -> bool:
        """Whether the outcome is ``correct``."""
        return self.outcome == "correct"


@dataclass(frozen=True)
class _Lexicon:
    pattern: re.Pattern[str]
    entity_group: str
    values: dict[str, int | None]
    link: re.Pattern[str]
    """A pair of vertices written as an edge: ``(0, 4)``, ``0-4``, ``Alice–Bob``."""


# Numbers that count or label something else, not a vertex: "3 colors", "3-colorable",
# "degree 3", "step 2", "k = 3".
_NOT_A_VERTEX_AFTER = (
    r"(?!\s*-\s*colou?r|\s+colou?(?:rs|rable)\b"
    r"|\s*(?:vertices|nodes|edges|cities|people|persons|shirts|honou?rees|monuments"
    r"|highways|roads|friends|friendships|times|steps|ways|options|choices|different"
    r"|distinct|total|in\s+all)\b)"
)
_NOT_A_VERTEX_BEFORE = (
    r"(?:degree|deg|step|case|option|attempt|round|iteration|k|n)\s*[=:#]?\s*\d{1,9}"
)


@cache
def _lexicon(frame: str) -> _Lexicon:
    if frame == "cities":
        aliases = {a.lower(): i for i, h in enumerate(HONOREES) for a in h.aliases}
        values: dict[str, int | None] = dict(aliases)
        entity = rf"(?:city\s*(?:no\.?|number|#)?\s*)?(?P<num>\d{{1,9}}){_NOT_A_VERTEX_AFTER}"
        one = r"(?:city\s*)?\d{1,9}"
    else:
        values = {c.lower(): i for i, c in enumerate(COLORS)}
        values.update({c.lower(): None for c in OTHER_COLORS})
        if frame == "friends":
            entity = "(?P<name>" + "|".join(PEOPLE) + ")"
            one = "(?:" + "|".join(PEOPLE) + ")"
        else:
            entity = rf"(?:vertex\s*|node\s*|v)?(?P<num>\d{{1,9}}){_NOT_A_VERTEX_AFTER}"
            one = r"(?:vertex\s*|node\s*|v)?\d{1,9}"
    words = sorted(values, key=len, reverse=True)
    value = "(?P<value>" + "|".join(w.replace(" ", r"[\s-]+") for w in words) + ")"
    pattern = re.compile(
        rf"\b(?:{value}|(?P<skip>{_NOT_A_VERTEX_BEFORE})|{entity})\b", re.IGNORECASE
    )
    link = re.compile(
        rf"[(\[]\s*{one}\s*,\s*{one}\s*[)\]]|\b{one}\s*(?:[-–—]+>?|→)\s*{one}\b",
        re.IGNORECASE,
    )
    return _Lexicon(pattern, "num" if frame != "friends" else "name", values, link)


_ANNOTATION = re.compile(
    r"[✓✔✗✘≠]|!=|=/=|\b(?:vs\.?|versus|adjacent|connected|neighbou?rs?|neighbou?ring"
    r"|edges?|highways?|roads?|friends?|friendships?|since|because|conflicts?|clash(?:es)?"
    r"|differs?|different|distinct|joined|linked|shares?)(?!\w)",
    re.IGNORECASE,
)
"""Where a line stops assigning and starts checking or explaining."""
_LIST_MARKER = re.compile(r"^[\s*_>#|\-+•·]*\(?\d{1,3}[.)](?!\d)\s+")
_GROUP_HEAD = re.compile(r"[\s*_`]*(?::|=|→|->)")
_LISTED = re.compile(r"^[\s*_`'\"]*(?:,\s*(?:and\b|&)?|and\b|&|/|\+|;)[\s*_`'\"]*$", re.IGNORECASE)
"""What may stand between entities listed together, as in ``0, 2 and 4: Red``."""
_MARKUP = re.compile(r"[*_#>`\"'|~\s\-=:.!]+")
_IMPOSSIBLE_LINE = re.compile(
    r"^(?:(?:final\s+)?answer|conclusion|result|verdict)?\s*[:\-—]?\s*"
    r"(?:it\s+is\s+|it's\s+|this\s+is\s+)?(?:\\boxed\{\s*)?(?:impossible|not\s+possible)"
    r"\s*\}?[.!]?$",
    re.IGNORECASE,
)
_UNDECIDED = r"(?!\s+(?:for\s+me\s+)?to\s+(?:say|tell|determine|know|decide|answer|solve))"
_IMPOSSIBLE_SAYING = re.compile(
    rf"(?<!not )(?<!would be )\bimpossible\b{_UNDECIDED}"
    rf"|\b(?:is not|isn't|is never)\s+possible\b{_UNDECIDED}"
    r"|\b(?:cannot|can't|can not)\s+be\s+"
    r"(?:colou?red|done|achieved|accomplished|satisfied|arranged|dressed)\b"
    r"|\b(?:is not|isn't)\s+(?:\d+\s*-?\s*)?colou?rable\b"
    r"|\bno (?:valid|proper|possible|such) (?:colou?ring|plan|assignment|arrangement|way)\b",
    re.IGNORECASE,
)
_WHETHER = re.compile(r"\bwhether\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;:!?]")
_REFUSAL = re.compile(
    r"\b(?:i\s+(?:cannot|can't|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|won't|will\s+not)"
    r"\s+(?:determine|solve|answer|decide|provide|say|help)"
    r"|unable\s+to\s+(?:determine|solve|answer|decide)"
    r"|too\s+(?:complex|complicated|difficult|hard)\s+(?:to|for)"
    r"|(?:cannot|can't)\s+be\s+determined"
    r"|impossible\s+(?:for\s+me\s+)?to\s+(?:say|tell|determine|know|decide|answer|solve)"
    r"|not\s+(?:able|possible)\s+(?:for\s+me\s+)?to\s+(?:determine|say|tell|decide))",
    re.IGNORECASE,
)


def parse_answer(text: str, frame: str) -> ParsedAnswer:
    r"""Read the final answer of a reply in ``frame``.

    >>> parse_answer("Let me see...\n0 Red\n1 Green", "math").render("math")
    '0 Red\n1 Green'
    >>> parse_answer("**Impossible**", "friends").kind
    'impossible'
    """
    if not isinstance(text, str):
        return ParsedAnswer("none")
    tail = text.rstrip(" \t\r\n\x00")[-MAX_SCAN_CHARS:]
    tail = tail.replace("\r", "\n").replace("\x00", " ")
    lines = [line[:MAX_LINE_CHARS] for line in tail.split("\n")]
    lexicon = _lexicon(frame)
    content = [i for i, line in enumerate(lines) if _MARKUP.sub("", line)]
    if not content:
        return ParsedAnswer("none")
    last = lines[content[-1]]
    if _IMPOSSIBLE_LINE.match(_MARKUP.sub(" ", last).strip()):
        return ParsedAnswer("impossible")

    blocks = _blocks(lines, content, frame, lexicon)
    block_end = blocks[0][0] if blocks else None
    chosen = blocks[0][1] if blocks else []
    for _, earlier in blocks[1:]:
        # A block that only restates pairs of the one before it checks that one.
        if not {(a.vertex, a.color) for a in chosen} <= {(a.vertex, a.color) for a in earlier}:
            break
        chosen = earlier
    saying_at = refusal_at = -1
    for i in content[-_VERDICT_WINDOW:]:
        said = _says(lines[i])
        if said == "impossible":
            saying_at = i
        elif said == "refusal":
            refusal_at = i
    if block_end is not None and block_end >= saying_at:
        return ParsedAnswer("coloring", list(dict.fromkeys(chosen)))  # once each, as first said
    if saying_at > refusal_at:
        return ParsedAnswer("impossible")
    if refusal_at >= 0:
        return ParsedAnswer("refusal")
    return ParsedAnswer("none")


def _blocks(
    lines: Sequence[str], content: Sequence[int], frame: str, lexicon: _Lexicon
) -> list[tuple[int, list[Assignment]]]:
    """Runs of consecutive assigning lines, last first: (index of last line, pairs)."""
    blocks: list[tuple[int, list[Assignment]]] = []
    run: list[list[Assignment]] = []
    run_end = -1
    for i in reversed(content):
        pairs = _line_assignments(lines[i], frame, lexicon)
        if pairs:
            run_end = i if not run else run_end
            run.append(pairs)
            continue
        if run:
            blocks.append((run_end, [a for p in reversed(run) for a in p]))
            run = []
            if len(blocks) >= _MAX_BLOCKS:
                return blocks
    if run:
        blocks.append((run_end, [a for p in reversed(run) for a in p]))
    return blocks


def _says(line: str) -> Literal["impossible", "refusal", "nothing"]:
    """Whether a line concludes 'impossible', declines to answer, or neither."""
    refusal = _REFUSAL.search(line)
    for m in _IMPOSSIBLE_SAYING.finditer(line):
        clause = _CLAUSE_END.split(line[: m.start()])[-1]
        if _WHETHER.search(clause):
            continue  # "I can't tell whether it is impossible"
        if refusal is not None and refusal.start() < m.start():
            return "refusal"
        return "impossible"
    return "refusal" if refusal is not None else "nothing"


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
    allowed = ", ".join(_value(frame, c) for c in range(k))
    span = f"{_entity(frame, 0)}..{_entity(frame, n - 1)}" if n > 0 else "none"
    for a in assignments:
        if a.vertex is None or not 0 <= a.vertex < n:
            faults.append(f"{_noun(frame)} {a.entity} does not exist (there are {span})")
            continue
        if a.color is None or not 0 <= a.color < k:
            faults.append(
                f"{a.value} is not an allowed choice for {_noun(frame)} {a.entity} (only {allowed})"
            )
            continue
        before = given.setdefault(a.vertex, a.color)
        if before != a.color:
            faults.append(
                f"{_noun(frame)} {a.entity} is given both "
                f"{_value(frame, before)} and {_value(frame, a.color)}"
            )
    named = {a.vertex for a in assignments}
    touched = sorted({v for edge in edges for v in edge})
    missing = [_entity(frame, v) for v in touched if v not in named]
    if missing:
        faults.append(f"no choice given for {_noun(frame)} {', '.join(missing)}")
    for u, v in edges:
        if u in given and v in given and given[u] == given[v]:
            faults.append(
                f"{_label(frame, u)} and {_label(frame, v)} {_LINKED.get(frame, 'share an edge')}"
                f" but both get {_value(frame, given[u])}"
            )
    return list(dict.fromkeys(faults))


_LINKED = {
    "math": "share an edge",
    "math_demanding": "share an edge",
    "cities": "are joined by a highway",
    "friends": "are friends",
}


def _entity(frame: str, vertex: int) -> str:
    if frame == "friends" and not 0 <= vertex < len(PEOPLE):
        return f"#{vertex}"
    return entity_name(frame, vertex)


def _value(frame: str, color: int) -> str:
    if not 0 <= color < min(len(COLORS), len(HONOREES)):
        return f"#{color}"
    return value_name(frame, color)


def _label(frame: str, vertex: int) -> str:
    name = _entity(frame, vertex)
    return name if frame == "friends" else f"{_noun(frame)} {name}"


def _noun(frame: str) -> str:
    return {"cities": "city", "friends": "person"}.get(frame, "vertex")


def _line_assignments(line: str, frame: str, lexicon: _Lexicon) -> list[Assignment]:
    """The pairs a line states, or none when it is prose, a check or an edge.

    Pairs are read from the whole line, then only those written before any check or
    explanation ("(adjacent to 1)", "since ...", "vs", "✓") are kept.
    """
    mentions = _mentions(line, lexicon, 0)
    marker = _LIST_MARKER.match(line)
    if marker is not None:
        rest = _mentions(line[marker.end() :], lexicon, marker.end())
        if any(m.kind == "entity" for m in rest) and (
            rest[0].kind == "entity" or _GROUP_HEAD.match(line, rest[0].end)
        ):
            mentions = rest  # "1. Vertex 0: Red", "2. Red: 0, 2": the 1 and 2 number the list
    first_value = next((m.start for m in mentions if m.kind == "value"), None)
    if first_value is None:
        return []
    link = lexicon.link.search(line)
    if link is not None and link.start() < first_value:
        return []  # an edge and the colors of its ends: a check, not an assignment
    note = _ANNOTATION.search(line)
    cut = len(line) if note is None else note.start()
    pairs: list[tuple[_Mention, _Mention]] = []
    if mentions[0].kind == "value":
        current: _Mention | None = None
        for m in mentions:
            if m.kind == "value":
                current = m
            elif current is not None:
                pairs.append((m, current))
    else:
        pairs = _pairs_entity_first(line, mentions)
    return [
        _resolve(e.word, v.word, frame, lexicon) for e, v in pairs if max(e.start, v.start) < cut
    ]


@dataclass(frozen=True)
class _Mention:
    kind: Literal["entity", "value"]
    word: str
    start: int
    end: int


def _mentions(line: str, lexicon: _Lexicon, offset: int) -> list[_Mention]:
    out: list[_Mention] = []
    for m in lexicon.pattern.finditer(line):
        if m["value"] is not None:
            out.append(_Mention("value", m["value"], m.start() + offset, m.end() + offset))
        elif m["skip"] is None:
            word = m[lexicon.entity_group]
            out.append(_Mention("entity", word, m.start() + offset, m.end() + offset))
    return out


def _pairs_entity_first(line: str, mentions: Sequence[_Mention]) -> list[tuple[_Mention, _Mention]]:
    """Pair runs of entities with the runs of values after them.

    ``0 Red`` and ``0: Red, 1: Green`` pair one with one, ``0 and 2: Red`` gives both the
    one value, ``0 and 1: Red and Green`` pairs them in order; other runs are ambiguous.
    Entities join a run only when listed (``0, 2``, ``0 and 2``), so in ``| 1 | 0 | Red |``
    only the 0 is colored.
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
    out: list[tuple[_Mention, _Mention]] = []
    for entities, values in zip(runs, runs[1:], strict=False):
        if entities[0].kind != "entity":
            continue
        if len(entities) == 1:
            out.append((entities[0], values[0]))
        elif len(values) == 1:
            out.extend((e, values[0]) for e in entities)
        elif len(values) == len(entities):
            out.extend(zip(entities, values, strict=True))
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
    shown = _value(frame, color) if color is not None else value
    return Assignment(entity, shown, vertex, color)
