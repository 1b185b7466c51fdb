"""Reading a k-coloring answer out of free model text, and judging it.

Lenient on form, as the study was: any layout that pairs each vertex (number, city or
person) with a color (or honoree) counts, in the frame's own words or abbreviated
("B", "Pres"), vertices without edges may be left out, and the verdict "Impossible" may
carry markup. Strict on substance: every named vertex must exist and get exactly one
allowed color (a hedge such as "Red or Green" gives none), every vertex with an edge must
be colored, and no edge may join two equal colors.

Which coloring is the answer, as a grader reading the end of the reply decides:

- Reasoning inside ``<think>...</think>`` is never the answer (models served without a
  reasoning parser leave it in the text).
- Lines assigning colors form blocks; commentary under an answer line (an indented
  sub-bullet, a bullet under plain lines) stays in its block without assigning, and
  prose or a heading ("Alternatively:", "**Explanation:**") closes it. Blocks are never
  merged: a line restating a vertex after a full coloring starts a new block.
- The answer is the last *complete* block, one naming every vertex that has an edge (the
  study's convention, read from the end). Later blocks that restate part of it (an
  explanation, a check, a partial fix) do not replace it. Without a complete block the
  most complete one is judged.
- A final line "Impossible" decides. Otherwise the reply's final stance does, sentence by
  sentence (``_kcoloring_stance``): a later verdict ("so it is impossible", "no valid
  coloring exists") overrides a complete coloring; a denial ("It isn't impossible."), a
  question, a what-if, an aside, the instruction quoted or a remark about one vertex
  ("vertex 4 cannot be colored Red") is no verdict. A reply that ends saying a coloring
  exists without giving one has no answer.
- A coloring comes from one block of answer lines or one assignment list: sentences are
  never stitched together, a sentence naming a few vertices is reasoning, a color legend
  ("red (1), green (2)") assigns nothing, and a block tagged "(Impossible)" is withdrawn.
- What the reply copies from its prompt is blanked first (``_kcoloring_echo``), and the
  prompt's format example is never a coloring: a repeated prompt answers nothing.

Only the last ``MAX_SCAN_CHARS`` characters (and ``MAX_SCAN_LINES`` lines) of the visible
reply are read, so any input is judged in bounded time; nothing in the text can change how
it is judged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.parsers._kcoloring_echo import AND_SO_ON, PromptEcho
from ramsey_inspect.parsers._kcoloring_lines import (
    MAX_LINE_CHARS,
    OTHER_COLORS,
    Assignment,
    Lexicon,
    LineReading,
    TableColumns,
    clean_line,
    display_value,
    group_heading,
    heading_items,
    is_table_rule,
    lexicon,
    parentheticals,
    read_line,
    row_pairs,
    table_columns,
)
from ramsey_inspect.parsers._kcoloring_stance import stances
from ramsey_inspect.parsers.replies import visible_text
from ramsey_inspect.prompts.kcoloring import FRAMES, PEOPLE, Frame, entity_name, render_prompt

__all__ = [
    "MAX_LINE_CHARS",
    "MAX_SCAN_CHARS",
    "MAX_SCAN_LINES",
    "OTHER_COLORS",
    "OUTCOMES",
    "Assignment",
    "ParsedAnswer",
    "ColoringVerdict",
    "coloring_faults",
    "judge_answer",
    "parse_answer",
    "visible_text",
]

MAX_SCAN_CHARS = 50_000
"""How much of the end of a reply is read; the answer belongs in its final lines."""
MAX_SCAN_LINES = 2_000
"""How many of its final non-blank lines are read (an answer for 12 vertices needs 12)."""
_MAX_LISTED = 5
_VERDICT_WINDOW = 12
"""How many final lines may hold a verdict in words ("... so it is impossible")."""
_VERDICT_LINE_WINDOW = 60
"""How many final lines may hold a verdict line ("**Answer: Impossible**") before notes."""

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


@dataclass
class ParsedAnswer:
    """What a reply says: a coloring, 'impossible', a refusal, or nothing usable."""

    kind: AnswerKind
    assignments: list[Assignment] = field(default_factory=list)
    note: Literal["", "possible", "echo"] = ""
    """Why a reply without an answer has none: it only claims a coloring exists, or it
    only repeats the prompt."""

    def render(self, frame: Frame) -> str:
        """The answer in the frame's canonical format (the Score's ``answer``)."""
        if self.kind == "impossible":
            return "Impossible"
        if self.kind != "coloring":
            return ""
        sep = ": " if frame == "friends" else " "
        return "\n".join(f"{a.entity}{sep}{a.value}" for a in self.assignments)


@dataclass(frozen=True)
class ColoringVerdict:
    """The outcome of one answer with the reason in words."""

    outcome: Outcome
    explanation: str

    @property
    def correct(self) -> bool:
        """Whether the outcome is ``correct``."""
        return self.outcome == "correct"


# --- what the reader may see --------------------------------------------------------------

# --- blocks of assigning lines ------------------------------------------------------------

_MARKUP = re.compile(r"[*_#>`\"'|~\s\-=:.!]+")
_LIST_MARKERS = frozenset({"-", "1."})
_SHAPE = re.compile(r"^([ \t]*)(?:([-*+•·])\s|(\d{1,3}[.)])\s|(\|)|(>)|(#))?")
_ALTERNATIVE_START = re.compile(
    r"^[\s*_>#|\-+•·]*(?:\(?\d{1,2}[.)]\s*)?(?:[*_]{1,3})?"
    r"(?:alternatively|alternative|another|or\b|instead\b|attempt\b"
    r"|(?:option|solution|colou?ring)\s*#?\d)",
    re.IGNORECASE,
)
"""A line that opens a new coloring ("Alternatively: 0 Red, 1 Green")."""
_REJECTED = re.compile(
    r"[(\[][^()\[\]]{0,40}\b(?:impossible|invalid|fails?|failed|not\s+valid|does\s*n[o']t\s+work"
    r"|doesn't\s+work|contradiction)\b[^()\[\]]{0,40}[)\]]|[✗✘❌]\s*$",
    re.IGNORECASE,
)
"""A tag marking an attempt as failing; a block holding one is not offered as the answer."""
_FAILS = re.compile(
    r"\bwould\s+(?:also\s+)?be\s+(?:impossible|not\s+possible|invalid)\b"
    r"|,\s*which\s+(?:is|was)\s+(?:impossible|not\s+possible|invalid)\b",
    re.IGNORECASE,
)
"""Said of a line's own pairs, outside brackets: "Suppose 0 and 1 are Red, which would be
impossible", "Choosing Red for vertex 3 would be impossible". The pairs are an attempt
rejected, not an answer; a bracketed reason ("3: Blue (Red would be impossible)") is not."""


def _rejects_itself(raw: str) -> bool:
    """Whether a line tags its pairs as failing (see ``_REJECTED`` and ``_FAILS``)."""
    if _REJECTED.search(raw):
        return True
    lower = raw.lower()
    if "possible" not in lower and "invalid" not in lower:
        return False
    chars = list(raw)
    for s, e in parentheticals(raw):
        chars[s:e] = " " * (e - s)
    return _FAILS.search("".join(chars)) is not None


_NOTES_HEADING = re.compile(
    r"(?:\d{1,2}\s+)?(?:explanation|verification|verifying|verify|checking|check|reasoning"
    r"|justification|proof|why|how|let\s*s\s+(?:verify|check|double)|let\s+(?:me|us)\s+"
    r"(?:verify|check|double))(?:\s+[\w()]+){0,4}",
    re.IGNORECASE,
)
"""A heading (the whole line, markup aside) over a section explaining or checking colors."""
_ANSWER_HEADING = re.compile(
    r"^[\s*_#>\-+•·]*(?:[*_]{1,3})?(?:(?:final|corrected|valid|proposed)\s+)?"
    r"(?:answer|colou?ring|solution|plan|assignment|result)\b",
    re.IGNORECASE,
)


_LONG_NUMBER = re.compile(r"\d{41,}")


def _shortened(match: re.Match[str]) -> str:
    r"""A number too long for any vertex, short enough that its line is still read whole.

    Cut to 40 digits after its leading zeros, it is still too long to be a vertex, so its
    line is read and the label faulted, rather than cut off (with its color) at the line
    limit and the line dropped.

    >>> len(_shortened(re.match(r"\d+", "9" * 5000))), _shortened(re.match(r"\d+", "0" * 50 + "1"))
    (40, '1')
    """
    return (match[0].lstrip("0") or "0")[:40]


def _shape(line: str) -> tuple[int, str]:
    """Indentation and list marker of a line: ``-`` bullets, ``1.`` numbers, ``|`` rows."""
    m = _SHAPE.match(line)
    indent = len(m[1].expandtabs(4)) if m else 0
    if m is None or m.lastindex is None or m.lastindex < 2:
        return indent, ""
    return indent, {2: "-", 3: "1.", 4: "|", 5: ">", 6: "#"}[m.lastindex]


@dataclass
class _Run:
    """Consecutive answer lines of one shape, with the commentary hanging under them."""

    indent: int | None = None
    marker: str = ""
    wordy: bool = False
    last: int = -1
    noted: int = -1
    """Index of the last line read as a note of this run."""
    notes: bool = False
    """Whether the run sits under an explanation or check heading."""
    heading: str | None = None
    lines: list[tuple[int, list[Assignment]]] = field(default_factory=list)
    vertices: set[int | None] = field(default_factory=set)
    rejected: set[int] = field(default_factory=set)
    """Lines the reply itself tags as failing ("0 Red, 1 Red (Impossible)")."""

    def add(self, index: int, reading: LineReading, indent: int, marker: str, raw: str) -> None:
        if self.indent is None:
            self.indent, self.marker, self.wordy = indent, marker, reading.wordy
        self.lines.append((index, reading.pairs))
        if _rejects_itself(raw):
            self.rejected.add(index)
        self.vertices.update(a.vertex for a in reading.pairs)
        self.last = index

    def hangs_under(self, index: int, indent: int, marker: str) -> bool:
        """Whether a line is a sub-item of the last answer line (ignored, assigning or not).

        Sub-items are indented list items under an answer line, or bullets placed right
        under plain answer lines (``**Vertex 1:** Red`` then ``- 0 is Red, 2 is Blue``).
        """
        if self.indent is None:
            return False
        if indent >= self.indent + 2 and (marker in _LIST_MARKERS or self.marker in _LIST_MARKERS):
            return True
        right_under = index == max(self.last, self.noted) + 1
        return right_under and marker in _LIST_MARKERS and self.marker not in _LIST_MARKERS

    def comments(self, indent: int, marker: str) -> bool:
        """Whether a line without pairs is a note inside the block rather than its end."""
        if self.indent is None:
            return False
        return indent >= self.indent + 2 or (
            marker in _LIST_MARKERS and self.marker not in _LIST_MARKERS
        )

    def continued_by(self, index: int, reading: LineReading, indent: int, marker: str) -> bool:
        """Whether an assigning line belongs to this run rather than opening a new one.

        A sentence never joins a list of answer lines, nor the other way round; after a
        break (a blank line, a note, another layout) only a line naming new vertices does.
        """
        if not self.lines:
            return True
        if reading.wordy or self.wordy:
            return False  # a sentence is an answer only on its own: prose is never stitched
        adjacent = index == self.last + 1 and abs(indent - (self.indent or 0)) <= 1
        if adjacent and marker == self.marker:
            return True
        return not ({a.vertex for a in reading.pairs} & self.vertices)


@dataclass
class _Block:
    """One candidate coloring: its lines' pairs and where it ends."""

    start: int
    end: int
    assignments: list[Assignment]
    vertices: set[int]
    notes: bool = False
    wordy: bool = False
    """Read from a sentence rather than from answer lines."""
    rejected: bool = False
    """Tagged by the reply as an attempt that fails."""


def _runs(
    lines: Sequence[str], content: Sequence[int], lex: Lexicon, k: int | None, n: int | None
) -> list[_Run]:
    runs: list[_Run] = []
    run: _Run | None = None
    columns: TableColumns | None = None
    notes = False
    # Lines already read in this reply: hostile replies repeat one line thousands of times.
    readings: dict[str, LineReading] = {}
    headings: dict[str, str | None] = {}

    def close() -> None:
        nonlocal run
        if run is not None and run.lines:
            runs.append(run)
        run = None

    for i in content:
        raw = lines[i][:MAX_LINE_CHARS]
        indent, marker = _shape(raw)
        if marker == "|" and i + 1 < len(lines) and is_table_rule(lines[i + 1][:MAX_LINE_CHARS]):
            close()
            columns = table_columns(raw)
            continue
        if marker != "|":
            columns = None
        if run is not None and run.hangs_under(i, indent, marker):
            run.noted = i
            continue
        if columns is not None:
            reading = LineReading(row_pairs(raw, columns, lex, k))
        elif raw in readings:
            reading = readings[raw]
        else:
            reading = readings[raw] = _in_range(read_line(raw, lex, k), n)
        if not reading.pairs and run is not None and run.heading is not None:
            reading = LineReading(heading_items(raw, run.heading, lex, k))
        if reading.pairs:
            if run is None or _ALTERNATIVE_START.match(raw):
                close()
                run = _Run(notes=notes)
            elif not run.continued_by(i, reading, indent, marker):
                heading = run.heading
                close()
                run = _Run(heading=heading, notes=notes)
            run.add(i, reading, indent, marker, raw)
            continue
        if _NOTES_HEADING.fullmatch(_MARKUP.sub(" ", raw).strip()):
            notes = run is not None  # an explanation section right after answer lines
        elif _ANSWER_HEADING.match(raw) or _CORRECTION.search(raw):
            notes = False  # "Wait, let me correct the coloring:" under an explanation
        if raw not in headings:
            headings[raw] = group_heading(raw, lex)
        heading = headings[raw]
        if heading is not None:
            if run is None or run.heading is None:
                close()
                run = _Run()
            run.heading = heading
            continue
        if run is not None and run.comments(indent, marker):
            run.noted = i
            continue
        close()
    close()
    return runs


def _in_range(reading: LineReading, n: int | None) -> LineReading:
    """A sentence's numbers beyond the graph are numbers, not vertices ("elected in 1860").

    In answer lines they stay, so that a coloring naming a vertex that does not exist is
    faulted for it.
    """
    if not reading.wordy or n is None:
        return reading
    kept = [a for a in reading.pairs if a.vertex is not None and 0 <= a.vertex < n]
    return reading if len(kept) == len(reading.pairs) else LineReading(kept, wordy=True)


def _blocks(runs: Sequence[_Run], needed: set[int]) -> list[_Block]:
    """Split runs where a line restates a vertex after a complete coloring.

    Two full colorings written back to back are two blocks; a partial restatement that
    directly continues a list ("Fran: Red", then "Alice: Blue") stays in it, so the
    vertex is seen with both colors.
    """
    blocks: list[_Block] = []
    for run in runs:
        parts: list[_Block] = []
        for index, pairs in run.lines:
            named = {a.vertex for a in pairs if a.vertex is not None}
            if not parts or (named & parts[-1].vertices and needed <= parts[-1].vertices):
                parts.append(_Block(index, index, [], set(), run.notes, run.wordy))
            parts[-1].assignments.extend(pairs)
            parts[-1].vertices.update(named)
            parts[-1].end = index
            parts[-1].rejected = parts[-1].rejected or index in run.rejected
        if len(parts) > 1 and not needed <= parts[-1].vertices:
            tail = parts.pop()
            parts[-1].assignments.extend(tail.assignments)
            parts[-1].vertices.update(tail.vertices)
            parts[-1].end = tail.end
            parts[-1].rejected = parts[-1].rejected or tail.rejected
        blocks.extend(parts)
    return blocks


def _needed(runs: Iterable[_Run], n: int | None, edges: Sequence[Edge] | None) -> set[int]:
    """The vertices a complete coloring must name: those with an edge."""
    if edges is not None:
        return {v for edge in edges for v in edge}
    if n is not None:
        return set(range(n))
    return {v for run in runs for v in run.vertices if v is not None}


def _choose(blocks: Sequence[_Block], needed: set[int]) -> tuple[_Block | None, bool]:
    """The last complete block, else the most complete one (the later among equals).

    A block under an explanation or check heading is chosen only when no block outside
    such a section is complete.
    """
    blocks = [b for b in blocks if not b.rejected]
    for notes in (False, True):
        for block in reversed(blocks):
            if block.notes == notes and needed <= block.vertices:
                return block, True
    best: _Block | None = None
    for block in reversed(blocks):
        if block.wordy:
            continue  # a sentence naming a few vertices is reasoning, not an answer
        if best is None or len(block.vertices & needed) > len(best.vertices & needed):
            best = block
    return best, False


# --- verdicts in words --------------------------------------------------------------------

_IMPOSSIBLE_LINE = re.compile(
    r"^(?:(?:final\s+)?answer|conclusion|result|verdict)?\s*[:\-—]?\s*"
    r"(?:it\s+is\s+|it's\s+|this\s+is\s+)?(?:\\boxed\{\s*)?(?:\\text\{\s*)?"
    r"(?:impossible|not\s+possible)\s*\}?\s*\}?[.!]?$",
    re.IGNORECASE,
)
_CORRECTION = re.compile(
    r"\b(?:wait|actually|correction|reconsider|on second thought|my mistake|i was wrong"
    r"|let me (?:re-?check|try again|redo|fix|correct)|correct(?:ed|ing)? (?:the |my |this )?"
    r"(?:colou?ring|plan|answer|assignment|solution))\b",
    re.IGNORECASE,
)
"""Words that withdraw what was said before."""
_ANSWER_LEAD = re.compile(
    r"^[\s*_#>]*(?:(?:final\s+)?answer|conclusion|verdict|result)\b", re.IGNORECASE
)
_REASON = re.compile(r"[,;:.!?(]|\b(?:since|because|as|given|due|so|which|when)\b", re.I)


def _answered_impossible(lines: Sequence[str], content: Sequence[int]) -> int:
    """Where the last line labelled as the answer says "Impossible" (-1 if it does not).

    ``**Answer: Impossible**`` (or ``Final answer:`` with "Impossible" on the next line)
    stands against colorings that the explanation after it walks through; only a
    complete coloring after a correction ("Wait, actually ...") replaces it.
    """
    window = content[-_VERDICT_LINE_WINDOW:]
    for pos in range(len(window) - 1, -1, -1):
        line = lines[window[pos]][:MAX_LINE_CHARS]
        lead = _ANSWER_LEAD.match(line)
        if lead is None:
            continue
        said = _MARKUP.sub(" ", line[lead.end() :]).strip()
        if not said and pos + 1 < len(window):
            said = _MARKUP.sub(" ", lines[window[pos + 1]][:MAX_LINE_CHARS]).strip()
        return window[pos] if _IMPOSSIBLE_LINE.match(said) else -1
    return -1


_ABOUT_THE_GRAPH = re.compile(
    r"\W*(?:the|this|that|our|your)\s+(?:\w+\s+)?(?:graph|colou?ring|problem|task|plan|map"
    r"|network|party|arrangement)\b",
    re.IGNORECASE,
)
"""A sentence whose subject is the graph (or the task): what it says is about the whole."""


_COLOR_COUNT = re.compile(
    r"\b(?P<count>one|two|three|four|five|six|seven|eight|single|[1-9])\s*-?\s*"
    r"(?:colou?r(?:s|ing|ings|able|ed)?|shirts?|monuments?)\b",
    re.IGNORECASE,
)
_ONLY_ONE = re.compile(r"(?:^|\b(?:only|just|with|using|use|uses|a))\W*$", re.IGNORECASE)
_COUNTS = dict(zip("one two three four five six seven eight".split(), range(1, 9), strict=True))
_COUNTS["single"] = 1


def _fewer_colors(sentence: str, k: int | None) -> bool:
    """Whether a sentence speaks only of fewer colors than the problem allows.

    "One color is not possible" (with two allowed) is true of one color and says nothing
    of two; "we would need four colors" (with three) is a verdict, so more colors count.
    """
    if k is None:
        return False
    counts = []
    for m in _COLOR_COUNT.finditer(sentence):
        count = _COUNTS.get(m["count"].lower()) or int(m["count"])
        if count == 1 and not _ONLY_ONE.search(sentence[max(0, m.start() - 20) : m.start()]):
            continue  # "give every vertex one color" is the task, not a count of colors
        counts.append(count)
    return bool(counts) and max(counts) < k


def _remark(lex: Lexicon, k: int | None) -> Callable[[str, re.Match[str], str], bool]:
    """Whether a saying is about particular vertices or colors, in ``lex``'s words."""

    def remark(line: str, m: re.Match[str], clause: str) -> bool:
        if _fewer_colors(line, k):
            return True  # "One color is not possible", "cannot be colored with one color"
        if _ABOUT_THE_GRAPH.match(clause):
            return False  # "The graph with 6 vertices and edges between 1 and 2 is impossible."
        after = clean_line(_REASON.split(line[m.end() :], maxsplit=1)[0])
        named_after = _named(after, lex)
        if any(kind != "abbr" for kind, _ in named_after) and not _palette(
            re.split(r"[.;!?]", line[m.end() :], maxsplit=1)[0], lex, k
        ):
            return True  # "impossible to color vertex 4 Red", "cannot be colored Blue"
        if _CHOOSING.match(clause) and len({w.lower() for w in _colors_named(clause, lex)}) == 1:
            return True  # "Using Red here is impossible": one color choice, not the graph
        before = clause[-40:]
        named = [(kind, end) for kind, end in _named(before + m[0], lex) if end <= len(before)]
        if named and named[-1][0] == lex.entity_group:
            words = before[named[-1][1] :].split()
            if len(words) <= 3:
                return True  # "vertex 4 cannot be colored", "Alice and Bob cannot be dressed"
        return False

    return remark


_CHOOSING = re.compile(
    r"\W*(?:using|choosing|picking|giving|assigning|putting|making|painting|trying)\b",
    re.IGNORECASE,
)


_WITH = re.compile(r"\W*(?:with|using)\b", re.IGNORECASE)


def _palette(text: str, lex: Lexicon, k: int | None) -> bool:
    """Whether a text is "with" every allowed color and no vertex.

    "(impossible) with only Red and Green" names the task's palette, so what is said of it
    is said of the graph.
    """
    if k is None or not _WITH.match(text):
        return False
    if any(kind not in ("value", "abbr") for kind, _ in _named(text, lex)):
        return False
    colors = {lex.values.get(w.lower()) for w in _colors_named(text, lex)}
    return colors == set(range(k))


def _colors_named(text: str, lex: Lexicon) -> list[str]:
    """The color words (abbreviations aside) a text names."""
    return [mm["value"] for mm in lex.pattern.finditer(text) if mm.lastgroup == "value"]


def _named(text: str, lex: Lexicon) -> list[tuple[str, int]]:
    """The vertices and colors a text names: (kind of mention, where it ends)."""
    out: list[tuple[str, int]] = []
    for mm in lex.pattern.finditer(text):
        if mm.lastgroup is not None and mm.lastgroup != "skip":
            out.append((mm.lastgroup, mm.end()))
    return out


# --- the prompt's own text ----------------------------------------------------------------


@lru_cache(maxsize=64)
def _echo_of(prompt: str) -> PromptEcho:
    return PromptEcho(prompt)


def _prompt_of(
    prompt: str | None, frame: Frame, n: int | None, k: int | None, edges: Sequence[Edge] | None
) -> str | None:
    """The prompt text the reply may copy: as given, and as this package words the problem."""
    texts = [] if prompt is None else [prompt[:MAX_SCAN_CHARS]]
    if n is not None and k is not None and edges is not None:
        try:
            texts.append(render_prompt(frame, n, k, edges))
        except ValueError:
            pass  # a frame or size the package does not word
    return "\n".join(texts) or None


def _example(frame: Frame, n: int | None, k: int | None) -> dict[int, int] | None:
    """The coloring of the prompt's format example ("0 Red / 1 Green / 2 Blue")."""
    if n is None or k is None or frame not in FRAMES:
        return None
    return {v: v for v in range(min(k, n, 3))}


def _is_example(block: _Block, example: dict[int, int] | None, *, echoed: bool) -> bool:
    """Whether a block is the prompt's format example rather than the model's answer.

    The example itself ("0 Red / 1 Green / 2 Blue") never is. In a reply that copies the
    prompt elsewhere, neither is a block naming only the example's vertices: what is left
    of a garbled example ("0 Green", "Red / 1").
    """
    if example is None or not block.assignments:
        return False
    pairs = [(a.vertex, a.color) for a in block.assignments]
    if echoed:
        return all(v in example for v, _ in pairs)
    return len(pairs) == len(example) and dict(pairs) == example


def _without_echoes(lines: list[str], echo: PromptEcho, lex: Lexicon, k: int | None) -> bool:
    """Blank the prompt's sentences in ``lines``; whether anything was blanked.

    A line whose copied text holds vertex-color pairs is left whole: the format example is
    recognised as a block instead, and a real answer after an echoed sentence stays.
    """
    changed = False
    for i, line in enumerate(lines):
        blanked = echo.blank(line[:MAX_LINE_CHARS])
        if blanked.strip() == line[:MAX_LINE_CHARS].strip():
            continue
        if read_line(line, lex, k).pairs and AND_SO_ON.match(line) is None:
            continue
        lines[i] = blanked
        changed = True
    return changed


_OWN_WORD = re.compile(r"[a-z]{2,}")
_OWN_WORDS = 4
"""Words of its own (not the prompt's, no vertex or color) that make a reply more than an
echo: "Then vertex 3 has no color left. It may be impossible" has many."""


def _says_more(
    lines: Sequence[str], content: Sequence[int], shown: str | None, lex: Lexicon
) -> bool:
    """Whether a reply without an answer has words of its own beside what it copied.

    Such a reply (a few tentative colors that happen to match the format example, then a
    hedge) is the model's own reasoning: it answers nothing, but it does not only repeat
    the prompt.
    """
    if shown is None:
        return False
    echo = _echo_of(shown)
    count = 0
    for i in content:
        own = [
            w
            for w in echo.own_words(lines[i][:MAX_LINE_CHARS])
            if _OWN_WORD.fullmatch(w) and w not in lex.values and w not in _FRAME_WORDS
        ]
        if len(own) >= 2:  # a sentence, not a stray word ("Answer:", "Alice: Red")
            count += len(own)
            if count >= _OWN_WORDS:
                return True
    return False


_FRAME_WORDS = frozenset({p.lower() for p in PEOPLE} | {"vertex", "node", "city", "person"})


# --- reading a reply ----------------------------------------------------------------------


def parse_answer(
    text: str,
    frame: Frame,
    *,
    k: int | None = None,
    n: int | None = None,
    edges: Sequence[Edge] | None = None,
    prompt: str | None = None,
) -> ParsedAnswer:
    r"""Read the final answer of a reply in ``frame``.

    ``k`` lets abbreviations resolve among the allowed colors ("B" is Blue, not Brown);
    ``edges`` (or else ``n``) says which vertices a complete coloring names. Without
    them, a block is complete when it names every vertex any block names. ``prompt`` is
    the text the model was given; what the reply copies from it, or from the package's
    own prompt for the problem, is never read as an answer.

    >>> parse_answer("Let me see...\n0 Red\n1 Green", "math").render("math")
    '0 Red\n1 Green'
    >>> parse_answer("**Impossible**", "friends").kind
    'impossible'
    >>> parse_answer("0 R\n1 G", "math", k=3).render("math")
    '0 Red\n1 Green'
    """
    if not isinstance(text, str):
        return ParsedAnswer("none")
    tail = visible_text(text).rstrip(" \t\r\n\x00")[-MAX_SCAN_CHARS:]
    tail = tail.replace("\r", "\n").replace("\x00", " ")
    tail = _LONG_NUMBER.sub(_shortened, tail)
    lines = tail.split("\n")
    lex = lexicon(frame)
    had_text = any(_MARKUP.sub("", line[:MAX_LINE_CHARS]) for line in lines[-MAX_SCAN_LINES:])
    shown = _prompt_of(prompt, frame, n, k, edges)
    echoed = shown is not None and _without_echoes(lines, _echo_of(shown), lex, k)
    content = [i for i, line in enumerate(lines) if _MARKUP.sub("", line[:MAX_LINE_CHARS])]
    content = content[-MAX_SCAN_LINES:]
    if not content:
        return ParsedAnswer("none", note="echo" if echoed and had_text else "")
    last = lines[content[-1]][:MAX_LINE_CHARS]
    if _IMPOSSIBLE_LINE.match(_MARKUP.sub(" ", last).strip()):
        return ParsedAnswer("impossible")

    runs = _runs(lines, content, lex, k, n)
    needed = _needed(runs, n, edges)
    blocks = _blocks(runs, needed)
    example = _example(frame, n, k)
    kept = [b for b in blocks if not _is_example(b, example, echoed=echoed)]
    copied_example = len(kept) < len(blocks)
    chosen, complete = _choose(kept, needed)
    answered_at = _answered_impossible(lines, content)
    if answered_at >= 0 and not (
        chosen is not None
        and complete
        and chosen.start > answered_at
        and any(_CORRECTION.search(lines[i]) for i in content if answered_at < i < chosen.start)
    ):
        return ParsedAnswer("impossible")

    said = stances(lines, content, remark=_remark(lex, k))  # from the reply's end back
    if chosen is not None:
        answer = ParsedAnswer("coloring", list(dict.fromkeys(chosen.assignments)))
        window = content[-_VERDICT_LINE_WINDOW:]
        late = set(window[-_VERDICT_WINDOW:]) | {
            i for i in window if _ANSWER_LEAD.match(lines[i][:MAX_LINE_CHARS])
        }
        final: str | None = None  # the last stance after the block, refusals aside
        last_after: str | None = None
        before: str | None = None  # the last stance up to the block's end
        for i, stance in said:
            if i <= chosen.end:
                if stance != "refusal":
                    before = stance
                    break
                continue
            if complete and i not in late:
                continue
            last_after = last_after or stance
            if stance != "refusal" and final is None:
                final = stance
                if complete:
                    break
        if complete:
            # a full coloring stands unless the reply's last word after it is "impossible"
            return ParsedAnswer("impossible") if final == "impossible" else answer
        if final == "impossible" or (final is None and before == "impossible"):
            return ParsedAnswer("impossible")
        if last_after == "refusal":
            return ParsedAnswer("refusal")
        return answer
    final_stance = next((stance for _, stance in said), None)
    if final_stance == "impossible":
        return ParsedAnswer("impossible")
    if final_stance == "refusal":
        return ParsedAnswer("refusal")
    if final_stance == "possible":
        return ParsedAnswer("none", note="possible")
    if (echoed or copied_example) and not _says_more(lines, content, shown, lex):
        return ParsedAnswer("none", note="echo")
    return ParsedAnswer("none")


# --- judging ------------------------------------------------------------------------------


def judge_answer(
    parsed: ParsedAnswer, frame: Frame, n: int, k: int, edges: Sequence[Edge], colorable: bool
) -> ColoringVerdict:
    """Decide the outcome of a parsed answer against the problem."""
    if parsed.kind == "refusal":
        return ColoringVerdict("refusal", "The reply declines to give an answer.")
    if parsed.kind == "none":
        return ColoringVerdict("no_answer", _NO_ANSWER[parsed.note])
    if parsed.kind == "impossible":
        if colorable:
            return ColoringVerdict(
                "false_impossible", f"Answered impossible, but a {k}-coloring exists."
            )
        return ColoringVerdict("correct", f"Correctly answered impossible: no {k}-coloring exists.")
    faults = coloring_faults(parsed.assignments, frame, n, k, edges)
    if not colorable:
        detail = "; ".join(faults[:_MAX_LISTED]) or "no coloring can be proper"
        return ColoringVerdict("missed_impossible", f"Gave a coloring, but none exists ({detail}).")
    if faults:
        more = f" (and {len(faults) - _MAX_LISTED} more)" if len(faults) > _MAX_LISTED else ""
        return ColoringVerdict("invalid_coloring", "; ".join(faults[:_MAX_LISTED]) + more + ".")
    return ColoringVerdict("correct", "A proper coloring with the allowed colors.")


_NO_ANSWER = {
    "": "The reply gives neither a coloring nor a verdict that none exists.",
    "possible": "The reply says a coloring exists but does not give one.",
    "echo": "The reply only repeats the prompt (its instructions or format example); "
    "it gives no answer of its own.",
}


def coloring_faults(
    assignments: Sequence[Assignment], frame: Frame, n: int, k: int, edges: Sequence[Edge]
) -> list[str]:
    """Everything wrong with a coloring, in words; empty when it is proper."""
    faults: list[str] = []
    given: dict[int, int] = {}
    allowed = ", ".join(display_value(frame, c) for c in range(k))
    span = f"{_entity(frame, 0)}..{_entity(frame, n - 1)}" if n > 0 else "none"
    for a in assignments:
        noun = _noun(frame)
        if a.vertex is None or not 0 <= a.vertex < n:
            faults.append(f"{noun} {a.entity} does not exist (there are {span})")
            continue
        if a.alternatives:
            faults.append(
                f"{noun} {a.entity} is offered {' or '.join(a.alternatives)}, not one "
                f"{'choice' if frame == 'cities' else 'color'}"
            )
            continue
        if a.readings:
            faults.append(f"{a.value} for {noun} {a.entity} could be {' or '.join(a.readings)}")
            continue
        if a.color is None or not 0 <= a.color < k:
            faults.append(
                f"{a.value} is not an allowed choice for {noun} {a.entity} (only {allowed})"
            )
            continue
        before = given.setdefault(a.vertex, a.color)
        if before != a.color:
            faults.append(
                f"{noun} {a.entity} is given both "
                f"{display_value(frame, before)} and {display_value(frame, a.color)}"
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
                f" but both get {display_value(frame, given[u])}"
            )
    return list(dict.fromkeys(faults))


_LINKED = {
    "math": "share an edge",
    "math_demanding": "share an edge",
    "cities": "are joined by a highway",
    "friends": "are friends",
}


def _entity(frame: Frame, vertex: int) -> str:
    if frame == "friends" and not 0 <= vertex < len(PEOPLE):
        return f"#{vertex}"
    return entity_name(frame, vertex)


def _label(frame: Frame, vertex: int) -> str:
    name = _entity(frame, vertex)
    return name if frame == "friends" else f"{_noun(frame)} {name}"


def _noun(frame: Frame) -> str:
    return {"cities": "city", "friends": "person"}.get(frame, "vertex")
