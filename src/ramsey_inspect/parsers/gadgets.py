"""A reader for the ways models write the answer block of gadget problems.

The system prompt asks for one canonical block (written by
``ramsey_inspect.core.gadgets.format_gadget``, which also holds the size caps)::

    BEGIN GADGET
    vertices: 5
    edges: 0-1, 0-2, 1-2, 2-3, 3-4
    e: 0-1
    f: 3-4
    END GADGET

Designated edges are ``e`` (and ``f``), designated vertices ``i1 i2 i3`` or ``u1 u2 n1``.
Models often write the same answer in other clear ways, and a careful grader reads them:

- markers ``BEGIN_GADGET`` / ``END_GADGET``, in any case, bold or in a code fence; a block
  left open at the very end of the reply (unless the reply was cut off at its token limit);
  an ``END GADGET`` whose BEGIN was forgotten, closing the field lines just above it;
- the whole block on one line, or several ``key: value`` pairs on a line; keys in bold,
  code, LaTeX (``$u_1 = 0$``), tables or JSON; tuples such as ``(i1, i2, i3) = (0, 3, 5)``;
- edges ``a-b``, ``a--b``, ``a–b``, ``a—b``, ``a->b``, ``(a,b)``, ``[a,b]``, ``{a,b}``, an
  outer ``[...]`` or ``{...}`` around the list, ``a b`` when commas, semicolons or line
  breaks separate the edges, and ``and`` before the last edge;
- ``vertices: 5``, ``vertices: 0, 1, 2, 3, 4``, ``vertices: 0..4``, ``vertices: 5 (0..4)``;
  without a vertices line, n is read from the largest label;
- ``e: edge 0-1``, ``u1: vertex 0``, ``e: 0 1``, ``e = (3,4)``;
- comments after a value (``(the forced edge)``, ``// ...``, ``# ...``, words) and
  free-text lines inside the block;
- fields said in words inside the markers ("5 vertices", "the edges are 0-1, ...", "e is
  0-4", keys without colons), when the block does not read as ``key: value`` lines;
- an edge listed twice is read once, with a note;
- labels ``1..n``: when ``vertices: n`` is given and every label lies in 1..n (or the
  vertices are listed as 1..n), the graph is read with every label lowered by one and
  :attr:`ParsedGadget.one_based` is set.

What stays an error, with its reason: a hedged or doubled value (``e: 0-1 or 2-3``,
``u1: 0, 1``), one key given two different values, a path ``0-1-2`` where one edge is
meant, a flat list of numbers, an edge list ending in ``...``, edges outside the edge
list, labels that fit neither 0..n-1 nor 1..n, self-loops, graphs over the caps.

Only what the model says outside its thinking counts: ``<think>...</think>`` (also
``<thinking>``, a lone closing tag after a forced ``<think>`` prefix, and a thinking block
left open) and gpt-oss analysis channels are dropped before reading, and a block that only
repeats one of the prompt's example blocks is not an answer. When several blocks
are present the last well-formed one counts; a hedged block is final all the same. Graphs are capped at ``MAX_VERTICES`` vertices
and ``MAX_EDGES`` edges so that verification stays bounded; the paper's solutions need at
most 10 vertices. Every pattern here is bounded or scans tokens once, so hostile input
costs time linear in the searched tail (``MAX_SCAN_CHARS``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

from ramsey_inspect.core.echoes import is_echo_of
from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    MAX_EDGES,
    MAX_VERTICES,
    Gadget,
    GadgetType,
    roles,
)
from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.parsers.replies import split_thinking

MAX_SCAN_CHARS = 200_000
"""Only the end of a reply (after its thinking is dropped) is searched for blocks."""
MAX_BLOCKS = 100
"""Blocks tried, from the last one back; earlier ones are not read."""
MAX_DIGITS = 6
"""Longer numbers are not labels or counts; they are rejected without converting them."""
_MAX_ITEMS = 2 * MAX_EDGES
"""Edge items (repeats included) read before the list is declared too large."""
_MAX_TOKENS = 10_000
"""Tokens of one value read before it is declared too long."""
MAX_FIELDS = 1_000
"""``key: value`` fields in one block before it is declared too large."""


ANSWER_ERROR_CODES = frozenset(
    {
        "no_block",
        "too_large",
        "malformed",
        "ambiguous",
        "missing_role",
        "role_not_edge",
        "self_loop",
        "roles_not_distinct",
        "out_of_range",
    }
)
"""The codes of :class:`AnswerError`: the reply could not be read as a gadget at all (the
verifier's codes, by contrast, say a gadget was read and is wrong)."""


class AnswerError(ValueError):
    """Why a reply holds no usable gadget."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        if code not in ANSWER_ERROR_CODES:
            raise ValueError(f"unknown answer error code {code!r}")
        self.code = code


@dataclass(frozen=True)
class ParsedGadget:
    """A gadget read from a reply, the block it came from, and what the reader noted.

    ``notes`` are sentences for the score's explanation (a repeated edge, labels read as
    1..n, a vertex count taken from the labels); ``one_based`` says labels were 1..n.
    """

    gadget: Gadget
    block: str
    notes: tuple[str, ...] = ()
    one_based: bool = False


# --- finding blocks --------------------------------------------------------------------------

_MARKER = re.compile(r"(BEGIN|END)[\s_-]{0,6}GADGET", re.IGNORECASE)
_WORDS = re.compile(r"[A-Za-z0-9]")


@dataclass(frozen=True)
class _Span:
    start: int
    body_start: int
    body_end: int
    end: int
    closed: bool


def parse_gadget(
    text: str, gadget_type: GadgetType, *, cut_off: bool = False, prompt: Sequence[str] = ()
) -> ParsedGadget:
    """Read the gadget a reply ends with.

    A block runs from ``BEGIN GADGET`` to the next ``END GADGET``; when several BEGINs
    precede one END (a format mentioned in prose, then the answer), the last BEGIN starts
    the block. A BEGIN after the last END opens a block that runs to the end of the reply,
    unless ``cut_off`` says the reply stopped at its token limit (the block may then be
    incomplete). Blocks are tried from the last to the first; the first well-formed wins,
    except that a block offering several answers (a hedge) ends the search unread.

    ``prompt`` holds the texts the model was shown. A block made only of words of one of
    their blocks, in order (the format example or a worked example, echoed whole, cut
    short or with words missing, in any layout), is the prompt's and not an answer; so is
    a block with nothing between its markers (the format named in prose). Both are
    skipped; when nothing else is left, the reply has no block.

    Raises:
        AnswerError: with a code and a message naming the problem with the last block.
        ValueError: for an unknown gadget type (a caller's error, not the reply's).
    """
    names = roles(gadget_type)
    if not isinstance(text, str):
        raise AnswerError("no_block", "The reply is not text.")
    if not text.strip():
        raise AnswerError("no_block", "The reply is empty.")
    answer, thought = split_thinking(text)
    tail = answer[-MAX_SCAN_CHARS:]
    spans = _find_blocks(tail, open_end=not cut_off)
    if not spans:
        raise AnswerError("no_block", _why_no_block(tail, thought, cut_off, len(answer)))
    examples = _prompt_blocks(prompt)
    errors: list[tuple[bool, AnswerError]] = []
    skipped: list[str] = []
    cut = len(answer) > MAX_SCAN_CHARS
    for span in reversed(spans[-MAX_BLOCKS:]):
        if cut and span is spans[0] and _reaches_cut(tail, span):
            errors.append((True, AnswerError("too_large", _CUT_BLOCK)))
            continue
        body = tail[span.body_start : span.body_end]
        echoed = _not_an_answer(body, span.closed, examples)
        if echoed:
            skipped.append(echoed)
            continue
        try:
            gadget, notes, one_based, used = _parse_block(body, gadget_type, names, span.closed)
        except _BlockError as err:
            if err.error.code == "ambiguous":
                raise err.error from None  # the reply ends on a hedge: no earlier block counts
            errors.append((err.attempted, _with_digits_note(err.error, body)))
            continue
        if not span.closed and _not_an_answer(body[:used], True, examples):
            skipped.append("example")  # an open block that stops where the example does
            continue
        end = span.end if span.closed else span.body_start + used
        return ParsedGadget(gadget, tail[span.start : end].rstrip(), notes, one_based)
    if not errors:
        raise AnswerError("no_block", _why_skipped(skipped))
    attempted = [err for tried, err in errors if tried]
    error = attempted[0] if attempted else errors[0][1]
    if len(spans) - len(skipped) > 1:
        raise AnswerError(
            error.code,
            f"{error} (this is the last block that gives an answer; none of the "
            f"{len(spans) - len(skipped)} blocks is well formed)",
        )
    raise error


def _find_blocks(tail: str, open_end: bool) -> list[_Span]:
    spans: list[_Span] = []
    begin: re.Match[str] | None = None
    last_end = 0
    for marker in _MARKER.finditer(tail):
        if marker[1].upper() == "BEGIN":
            begin = marker
        elif begin is not None:
            spans.append(_Span(begin.start(), begin.end(), marker.start(), marker.end(), True))
            begin = None
        else:
            # An END with no BEGIN closes the fields just above it (BEGIN forgotten).
            start = _fields_start(tail, last_end, marker.start())
            if start is not None:
                spans.append(_Span(start, start, marker.start(), marker.end(), True))
        last_end = marker.end()
    if begin is not None and open_end:
        spans.append(_Span(begin.start(), begin.end(), len(tail), len(tail), False))
    return spans


def _fields_start(tail: str, floor: int, end: int) -> int | None:
    """Where the ``key: value`` lines just above ``end`` start, if there are any.

    Only field lines and edge lines count (blank lines between them are skipped), up to
    the first prose line, so prose above a forgotten BEGIN is not read into the block.
    """
    found = None
    offset = end
    for raw in reversed(tail[floor:end].split("\n")):
        offset -= len(raw)
        line = _clean_line(_normalise(raw))
        if line is not None:
            try:
                prefix, pairs = _split_keys(line)
            except AnswerError:
                break  # too many fields on one line: not the block's fields
            if pairs and not prefix:
                found = offset
            elif not _is_edge_line(prefix):
                break
        offset -= 1  # the line break
    return found


_RUN_TOGETHER = 3
"""Later END markers paired with each BEGIN of the prompt (examples run together)."""


class _PromptText(NamedTuple):
    text: str
    closed: bool
    """Whether the text ends at an END marker, as a closed block of the reply does."""


def _prompt_blocks(prompt: Sequence[str]) -> list[_PromptText]:
    """The stretches of the prompt a reply's block may repeat without answering.

    From each BEGIN marker to each later END (one example block, or several run together
    when a garbled echo lost the markers between them), and to the end of the prompt.
    """
    text = "\n\n".join(prompt)[-MAX_SCAN_CHARS:]
    markers = list(_MARKER.finditer(text))[:MAX_BLOCKS]
    out: list[_PromptText] = []
    for i, begin in enumerate(markers):
        if begin[1].upper() != "BEGIN":
            continue
        ends = [m for m in markers[i + 1 :] if m[1].upper() == "END"][:_RUN_TOGETHER]
        out.extend(_PromptText(text[begin.end() : end.start()], True) for end in ends)
        out.append(_PromptText(text[begin.end() :], False))
    return out


_CUT_BLOCK = (
    f"The answer block is longer than the last {MAX_SCAN_CHARS:,} characters of the reply, "
    "which are all that is read: its start is cut off, so it is not read (a gadget has at "
    f"most {MAX_VERTICES} vertices and {MAX_EDGES} edges)."
)
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")
"""A decimal digit of another script (full-width ``５``, Arabic-Indic ``٥``)."""


def _reaches_cut(tail: str, span: _Span) -> bool:
    """Whether a block runs back past the start of the searched tail (its start was cut).

    So it is for a BEGIN before the tail (the tail starts inside the block, at an END with
    no BEGIN), when every line above that END is a field or edge line.
    """
    if span.start != span.body_start:
        return False  # the block's BEGIN is in the tail
    lines = tail[: span.body_end].split("\n")
    for raw in lines[1:]:  # the first line is cut anywhere: whatever it holds is the block's
        line = _clean_line(_normalise(raw))
        if line is None:
            continue
        try:
            prefix, pairs = _split_keys(line)
        except AnswerError:
            return False
        if prefix and not _is_edge_line(prefix):
            return False
    return True


def _with_digits_note(error: AnswerError, body: str) -> AnswerError:
    """The error, saying so when the block writes numbers in digits other than 0-9."""
    other = _OTHER_DIGIT.search(body)
    if other is None:
        return error
    return AnswerError(
        error.code,
        f"{error} Numbers are read in the digits 0-9 only; this block writes them in other "
        f"digits (such as {other[0]!r}).",
    )


def _not_an_answer(body: str, closed: bool, examples: list[_PromptText]) -> str | None:
    """Why a block is not the model's answer (``empty``, ``example``), or None if it may be.

    A block with digits of another script (full-width ``０-１``) is the model's own, not the
    example with its numbers left out.
    """
    if not _WORDS.search(body):
        return "empty"
    if _OTHER_DIGIT.search(body):
        return None
    for example in examples:
        if example.closed == closed and is_echo_of(body, example.text, anywhere=closed):
            return "example"
    return None


def _why_skipped(skipped: list[str]) -> str:
    if "example" in skipped:
        what = "block is" if len(skipped) == 1 else "blocks are"
        return (
            f"The reply's only answer {what} the prompt's own example, repeated back; the "
            "example is not an answer."
        )
    return "The reply names the BEGIN GADGET ... END GADGET block but gives no gadget in one."


def _why_no_block(tail: str, thought: str, cut_off: bool, length: int) -> str:
    if _MARKER.search(thought[-MAX_SCAN_CHARS:]):
        return (
            "No answer block outside the model's thinking; a block inside <think> ... "
            "</think> is not an answer."
        )
    if thought and not tail.strip():
        return "The reply has no answer after the model's thinking."
    if cut_off and re.search(r"BEGIN[\s_-]{0,6}GADGET", tail, re.IGNORECASE):
        return "The reply was cut off at its token limit inside the answer block (no END GADGET)."
    if length > MAX_SCAN_CHARS:
        return (
            f"No BEGIN GADGET ... END GADGET block in the last {MAX_SCAN_CHARS:,} characters "
            "of the reply, which are all that is read (the answer block belongs at its end)."
        )
    return "No BEGIN GADGET ... END GADGET block in the reply."


# --- lines and keys --------------------------------------------------------------------------

_CHAR_MAP = str.maketrans(
    {
        **{chr(0x2080 + d): str(d) for d in range(10)},  # subscript digits: i₁
        "\u00a0": " ",
        "\u2009": " ",
        "\u202f": " ",
        "\u3000": " ",
        "\uff1a": ":",
        "\ufe55": ":",
        "\uff1d": "=",
        "&": " ",
    }
)
_LATEX_WRAPPER = re.compile(
    r"\\(?:text|mathrm|mathbf|textbf|mathit|textit|operatorname|texttt|emph|mbox)"
    r"\{([^{}\n]{0,200})\}"
)
_LATEX_ENV = re.compile(r"\\(?:begin|end)\{[A-Za-z*]{1,20}\}")
_LATEX_REPLACE = (
    ("\\\\", "\n"),
    ("\\{", "{"),
    ("\\}", "}"),
    ("\\(", " "),
    ("\\)", " "),
    ("\\[", " "),
    ("\\]", " "),
    ("\\left", ""),
    ("\\right", ""),
    ("\\ldots", "..."),
    ("\\cdots", "..."),
    ("\\dots", "..."),
    ("\\leftrightarrow", "-"),
    ("\\longleftrightarrow", "-"),
    ("\\rightarrow", "-"),
    ("\\to", "-"),
    ("\\sim", "-"),
    ("\\quad", " "),
    ("\\,", " "),
    ("\\;", " "),
    ("\\:", " "),
    ("\\!", ""),
    ("\\ ", " "),
    ("$", " "),
)
_SUBSCRIPT = re.compile(r"_\{([0-9]{1,3})\}")
_ROLE = r"(?:[iun]_?[1-3]|[ef])"
_KEY = re.compile(
    r"(?<![A-Za-z0-9_\\.])(?P<key>"
    rf"\(? ?{_ROLE}(?: ?, ?{_ROLE}){{1,4}} ?\)?"
    r"|number of vertices|vertex count|num_vertices|n_vertices|vertices|nodes|n|v"
    r"|number of edges|edge count|num_edges|n_edges|m"
    r"|edge list|edge set|edge_list|edges"
    rf"|{_ROLE}"
    r")[\"']?(?: ?\([^()\n]{0,40}\))? ?[:=]",
    re.IGNORECASE,
)
"""Known keys (with a short parenthetical note allowed before the colon)."""
_CANONICAL = {
    "number of vertices": "vertices",
    "vertex count": "vertices",
    "num_vertices": "vertices",
    "n_vertices": "vertices",
    "vertices": "vertices",
    "nodes": "vertices",
    "n": "vertices",
    "v": "vertices",
    "number of edges": "edge_count",
    "edge count": "edge_count",
    "num_edges": "edge_count",
    "n_edges": "edge_count",
    "m": "edge_count",
    "edge list": "edges",
    "edge set": "edges",
    "edge_list": "edges",
    "edges": "edges",
}
_LEFT_DECORATION = "-+>|•◦▪‣ \t"
_ORDINAL = re.compile(r"[0-9]{1,3}[.)] (?=\S)")
"""A numbered-list marker: ``1. vertices: 5`` or ``3) 0-4``."""
_HTML_BREAK = re.compile(r"</?(?:br|p|div|li|tr)(?: ?/)?>", re.IGNORECASE)
_HTML_INLINE = re.compile(
    r"</?(?:code|pre|b|strong|em|i|tt|span|ul|ol|td|th|table)>", re.IGNORECASE
)
_UNKNOWN_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_ ()'\"-]{0,60}[:=]")


@dataclass
class _Entry:
    key: str  # vertices, edges, edge_count, a role name, or a tuple of roles joined by ","
    raw: str  # the key as written
    value: str


class _BlockError(Exception):
    """A block's error, and whether the block looked like an attempt at an answer."""

    def __init__(self, error: AnswerError, attempted: bool) -> None:
        super().__init__(str(error))
        self.error = error
        self.attempted = attempted


def _normalise(body: str) -> str:
    body = body.translate(_CHAR_MAP)
    if "<" in body:
        body = _HTML_INLINE.sub("", _HTML_BREAK.sub("\n", body))
    if "\\" in body:
        body = _LATEX_WRAPPER.sub(r"\1", body)
        body = _LATEX_ENV.sub(" ", body)
        for old, new in _LATEX_REPLACE:
            body = body.replace(old, new)
    elif "$" in body:
        body = body.replace("$", " ")
    if "_{" in body:
        body = _SUBSCRIPT.sub(r"_\1", body)
    return body


def _clean_line(raw: str) -> str | None:
    """One body line with markdown and comments removed; None for a line to skip."""
    line = raw.strip()
    if not line or line.startswith(("```", "~~~", "//", "%", "<!--")):
        return None
    if line.startswith("|"):
        cells = [c.strip() for c in line.strip("|").split("|")]
        cells = [c for c in cells if c]
        if any(":" in c or "=" in c for c in cells):
            line = " ; ".join(cells)  # key: value pairs between bars
        elif len(cells) >= 2:
            line = f"{cells[0]}: {cells[1]}"  # a table row: key | value
    if line.startswith("{") and line.endswith("}") and '":' in line:
        line = line[1:-1]  # a JSON object: its braces are not a bracket around a value
    for mark in ("*", "`", "__", '"', "'"):
        line = line.replace(mark, " " if mark in "\"'" else "")
    for mark in ("//", " #", " %", "<!--"):
        cut = line.find(mark)
        if cut >= 0:
            line = line[:cut]
    line = " ".join(line.split())
    line = line.lstrip(_LEFT_DECORATION + "#").rstrip(" |")
    if _ORDINAL.match(line):
        line = line[_ORDINAL.match(line).end() :]  # type: ignore[union-attr]
    return line or None


def _split_keys(line: str) -> tuple[str, list[tuple[str, str]]]:
    """Text before the first known key, and each known key with the value after it.

    Keys inside brackets are part of a value or comment, not new keys.
    """
    found: list[re.Match[str]] = []
    depth, pos = 0, 0
    for m in _KEY.finditer(line):
        if len(found) > MAX_FIELDS:
            raise AnswerError("too_large", f"The block has more than {MAX_FIELDS} fields.")
        chunk = line[pos : m.start()]
        depth = max(0, depth + sum(map(chunk.count, "([{")) - sum(map(chunk.count, ")]}")))
        pos = m.start()
        before = line[: m.start()].rstrip()[-1:]
        if m["key"].lower() in _CANONICAL and (
            before.isalpha() or line[m.start() - 1 : m.start()] == "-"
        ):
            continue  # "red edges:", "non-edges:": a remark, not the edge list
        if depth == 0:
            found.append(m)
            pos = m.end()
    if not found:
        return line, []
    pairs = []
    for m, nxt in zip(found, [*found[1:], None], strict=True):
        value = line[m.end() : nxt.start() if nxt else len(line)]
        pairs.append((m["key"], value.strip()))
    return line[: found[0].start()].strip(), pairs


def _canonical_key(raw: str) -> str:
    low = raw.lower()
    if low in _CANONICAL:
        return _CANONICAL[low]
    return ",".join(p.strip().replace("_", "") for p in low.strip("() ").split(","))


# --- tokens ----------------------------------------------------------------------------------

_TOKEN = re.compile(
    r"(?P<num>(?:[vV]_?)?[0-9]+)"
    r"|(?P<dash><?-{1,2}>?|[\u2010-\u2015\u2212~\u2192\u2194\u27f6\u27f7])"
    r"|(?P<range>\.{2,}|\u2026)"
    r"|(?P<open>[(\[{\u27e8])"
    r"|(?P<close>[)\]}\u27e9])"
    r"|(?P<sep>[,;])"
    r"|(?P<word>[A-Za-z]+)"
    r"|(?P<nl>\n)"
    r"|(?P<space>[ \t\r\f\v]+)"
    r"|(?P<other>.)",
    re.DOTALL,
)
_HEDGES = frozenset(
    {"or", "alternatively", "alternative", "either", "maybe", "possibly", "perhaps", "otherwise"}
)
_ADDERS = frozenset({"and", "also", "plus", "with", "add", "additionally", "including"})
_EDGE_FILLER = frozenset({"the", "edge", "is", "between", "pair", "designated", "forced"})
_VERTEX_FILLER = frozenset({"the", "vertex", "node", "is", "designated"})
_COUNT_FILLER = frozenset({"n", "total", "the", "count", "of", "number"})
_RANGE_WORDS = frozenset({"to", "through", "thru"})
_LETTER = re.compile(r"[A-Za-uw-z]")
"""Letters other than the ``v`` of labels such as ``v3``: a line with them is prose."""


class _Tok(NamedTuple):
    kind: str
    text: str

    @property
    def number(self) -> int | None:
        """The value of a number token (``v`` prefix dropped); None if too long to be one."""
        digits = self.text.lstrip("vV_")
        return int(digits) if len(digits) <= MAX_DIGITS else None


def _tokens(text: str) -> list[_Tok]:
    out: list[_Tok] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "other"
        if kind == "space":
            continue
        if len(out) >= _MAX_TOKENS:
            raise AnswerError("too_large", "A value in the block is far too long to be an answer.")
        out.append(_Tok(kind, m.group()))
    return out


def _show(toks: list[_Tok], i: int, j: int | None = None) -> str:
    """The source text of tokens i..j (or up to the next separator), for messages."""
    if j is None:
        j = i
        while j < len(toks) and toks[j].kind not in ("sep", "nl"):
            j += 1
    out, prev = "", None
    for t in toks[i : min(j, i + 12)]:
        tight = t.kind in ("close", "sep", "dash") or (
            prev is not None and prev.kind in ("open", "dash")
        )
        out += t.text if prev is None or tight else " " + t.text
        prev = t
    return out[:40]


def _number(tok: _Tok, what: str) -> int:
    value = tok.number
    if value is None:
        raise AnswerError("malformed", f"{what}: {tok.text[:20]}... has too many digits.")
    return value


def _edge_at(toks: list[_Tok], i: int) -> tuple[tuple[int, int], int] | None:
    """An edge written ``a-b`` or ``(a,b)`` / ``[a b]`` / ``{a–b}`` at token i, and its end."""
    n = len(toks)
    if toks[i].kind == "num":
        j = i + 1
        if j < n and toks[j].kind == "dash":
            while j < n and toks[j].kind == "dash":
                j += 1
            if j < n and toks[j].kind == "num":
                return (_number(toks[i], "Edge"), _number(toks[j], "Edge")), j + 1
        return None
    if toks[i].kind == "open" and i + 2 < n and toks[i + 1].kind == "num":
        j = i + 2
        if toks[j].kind in ("sep", "dash"):
            j += 1
        if j + 1 < n and toks[j].kind == "num" and toks[j + 1].kind == "close":
            return (_number(toks[i + 1], "Edge"), _number(toks[j], "Edge")), j + 2
    return None


def _close_of(toks: list[_Tok], i: int) -> int:
    """Index after the bracket closing the one at i (or the end of the tokens)."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j].kind == "open":
            depth += 1
        elif toks[j].kind == "close":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(toks)


def _unwrap(toks: list[_Tok]) -> list[_Tok]:
    """Drop one bracket pair around a whole list (``[(0,1), (1,2)]``, ``{0, 1, 2}``)."""
    start, end = 0, len(toks)
    while end > 0 and (toks[end - 1].kind in ("sep", "nl") or toks[end - 1].text in ".:"):
        end -= 1
    while start < end and toks[start].kind in ("sep", "nl"):
        start += 1
    toks = toks[start:end]
    if (
        len(toks) >= 2
        and toks[0].kind == "open"
        and _close_of(toks, 0) == len(toks)
        and _edge_at(toks, 0) is None
    ):
        return toks[1:-1]
    return toks


def _mentions_edge(toks: list[_Tok]) -> str | None:
    for i in range(len(toks)):
        if toks[i].kind in ("num", "open"):
            found = _edge_at(toks, i)
            if found is not None:
                return _show(toks, i, found[1])
    return None


def _comment_end(toks: list[_Tok], i: int) -> int:
    """Where a comment starting at token i ends: the end of its line."""
    while i < len(toks) and toks[i].kind != "nl":
        i += 1
    return i


def _edge_list(text: str) -> list[tuple[int, int]]:
    """Edges as written, in order, with repeats; comments between and after are skipped."""
    toks = _unwrap(_tokens(text))
    pairs = _semicolon_pairs(toks)
    if pairs:
        return pairs
    items: list[tuple[int, int]] = []
    i, n = 0, len(toks)
    at_start = True  # after a separator: a bare "a b" may be an edge here
    while i < n:
        t = toks[i]
        low = t.text.lower()
        if t.kind in ("sep", "nl") or low == "and":
            i, at_start = i + 1, True
            continue
        found = _edge_at(toks, i)
        if found is not None:
            pair, j = found
            if j + 1 < n and toks[j].kind == "dash" and toks[j + 1].kind == "num":
                raise AnswerError(
                    "ambiguous",
                    f"{_show(toks, i)} is a path, not one edge; list each edge as a-b.",
                )
            items.append(pair)
            i, at_start = j, False
        elif t.kind == "num" and i + 1 < n and toks[i + 1].kind == "num":
            after = toks[i + 2] if i + 2 < n else None
            if not at_start or (
                after is not None and after.kind not in ("sep", "nl", "open", "word")
            ):
                raise AnswerError(
                    "ambiguous",
                    f"Cannot tell the edges apart in {_show(toks, i)!r}; write edges as a-b.",
                )
            if after is not None and after.kind == "word" and after.text.lower() != "and":
                raise AnswerError(
                    "ambiguous",
                    f"Cannot tell the edges apart in {_show(toks, i)!r}; write edges as a-b.",
                )
            items.append((_number(t, "Edge"), _number(toks[i + 1], "Edge")))
            i, at_start = i + 2, False
        elif t.kind == "open":
            j = _close_of(toks, i)
            inner = toks[i + 1 : j - 1]
            words = [x.text.lower() for x in inner if x.kind == "word"]
            if not words:
                raise AnswerError(
                    "malformed", f"Cannot read the edge {_show(toks, i, j)!r}; write edges as a-b."
                )
            if words[0] in _HEDGES | _ADDERS and _mentions_edge(inner):
                raise AnswerError(
                    "ambiguous",
                    f"The note {_show(toks, i, j)!r} in the edge list leaves the edges unclear.",
                )
            i = j
        elif t.kind == "range" or low == "etc":
            raise AnswerError(
                "ambiguous", "The edge list ends in '...': it does not give every edge."
            )
        elif t.kind == "word" and low in _HEDGES:
            raise AnswerError(
                "ambiguous", f"The edge list offers alternatives ({_show(toks, i)!r})."
            )
        elif (t.kind == "word" and len(t.text) >= 2) or (
            t.kind == "dash" and i + 1 < n and toks[i + 1].kind == "word"
        ):
            j = _comment_end(toks, i)
            mention = _mentions_edge(toks[i:j])
            first = next((x.text.lower() for x in toks[i:j] if x.kind == "word"), "")
            if mention is not None and first in _ADDERS:
                raise AnswerError(
                    "ambiguous",
                    f"The text after the edges adds {mention}; it is unclear whether that "
                    "is an edge.",
                )
            i = j  # a remark, even one that names edges of the list
        elif t.kind == "other" and t.text in ".:!":
            i += 1
        elif t.kind == "num":
            raise AnswerError(
                "malformed", f"Cannot read the edge {_show(toks, i)!r}; write edges as a-b."
            )
        else:
            raise AnswerError(
                "malformed", f"Cannot read the edge {_show(toks, i)!r}; write edges as a-b."
            )
        if len(items) > _MAX_ITEMS:
            raise AnswerError("too_large", f"The block lists more than {_MAX_ITEMS} edges.")
    return items


def _semicolon_pairs(toks: list[_Tok]) -> list[tuple[int, int]] | None:
    """``0,1; 0,2; 1,2``: pairs split by commas inside, by semicolons between."""
    if not any(t.text == ";" for t in toks) or any(t.kind in ("dash", "open") for t in toks):
        return None
    groups: list[list[_Tok]] = [[]]
    for t in toks:
        if t.text == ";" or t.kind == "nl":
            groups.append([])
        else:
            groups[-1].append(t)
    pairs = []
    for g in groups:
        if not g:
            continue
        if len(g) != 3 or g[0].kind != "num" or g[1].text != "," or g[2].kind != "num":
            return None
        pairs.append((_number(g[0], "Edge"), _number(g[2], "Edge")))
    return pairs


def _is_edge_line(line: str) -> bool:
    """Does a bare line begin with an edge (so it continues or misplaces the edge list)?"""
    toks = _tokens(line[:200])
    toks = toks[1:] if toks and toks[0].kind == "open" and _edge_at(toks, 0) is None else toks
    if not toks:
        return False
    if _edge_at(toks, 0) is not None:
        return True
    return len(toks) >= 2 and toks[0].kind == "num" and toks[1].kind == "num"


def _only_edges(line: str) -> bool:
    """Is a bare line nothing but edges (no words)?"""
    if _LETTER.search(line):
        return False
    try:
        toks = _tokens(line)
    except AnswerError:
        return False
    if any(t.kind == "word" and t.text.lower() != "and" for t in toks):
        return False
    try:
        return bool(_edge_list(line))
    except AnswerError:
        return False


def _single_rest(rest: list[_Tok], role: str, what: str, value: str) -> None:
    """After one value: a comment is fine, a second value or a hedge is not."""
    i = 0
    while i < len(rest) and rest[i].kind == "open":
        i += 1
    if i < len(rest):
        t = rest[i]
        low = t.text.lower()
        if low in _HEDGES or t.text in ("/", "|"):
            raise AnswerError("ambiguous", f"{role} = {value[:40]!r} offers more than one {what}.")
    if rest and rest[0].kind == "dash" and len(rest) > 1 and rest[1].kind == "num":
        raise AnswerError("ambiguous", f"{role} = {value[:40]!r} is a path, not one {what}.")
    j = 0
    while j < len(rest) and (rest[j].kind == "sep" or rest[j].text.lower() == "and"):
        j += 1
    if j > 0 and j < len(rest):
        if rest[j].kind == "num" or _edge_at(rest, j) is not None:
            raise AnswerError("ambiguous", f"{role} = {value[:40]!r} gives more than one {what}.")


def _skip(toks: list[_Tok], filler: frozenset[str]) -> int:
    i = 0
    while i < len(toks) and (
        (toks[i].kind == "word" and toks[i].text.lower() in filler)
        or (toks[i].kind == "other" and toks[i].text in ":=")
    ):
        i += 1
    return i


def _role_edge(value: str, role: str) -> tuple[int, int]:
    toks = _tokens(value)
    i = _skip(toks, _EDGE_FILLER | {role})
    found = _edge_at(toks, i) if i < len(toks) else None
    if found is None and i + 1 < len(toks) and toks[i].kind == toks[i + 1].kind == "num":
        found = (_number(toks[i], role), _number(toks[i + 1], role)), i + 2
    if (
        found is None
        and i + 2 < len(toks)
        and toks[i].kind == toks[i + 2].kind == "num"
        and toks[i + 1].text.lower() == "and"
    ):
        found = (_number(toks[i], role), _number(toks[i + 2], role)), i + 3  # between a and b
    if found is None:
        raise AnswerError("malformed", f"{role} = {value[:40]!r} is not an edge a-b.")
    (a, b), j = found
    _single_rest(toks[j:], role, "edge", value)
    return (min(a, b), max(a, b))


def _role_vertex(value: str, role: str) -> int:
    toks = _tokens(value)
    i = _skip(toks, _VERTEX_FILLER)
    if i >= len(toks) or toks[i].kind != "num":
        raise AnswerError("malformed", f"{role} = {value[:40]!r} is not a vertex number.")
    rest = toks[i + 1 :]
    if rest and rest[0].kind == "dash" and len(rest) > 1 and rest[1].kind == "num":
        raise AnswerError("malformed", f"{role} = {value[:40]!r} is not a vertex number.")
    _single_rest(rest, role, "vertex", value)
    return _number(toks[i], role)


def _vertex_count(value: str) -> tuple[int, int | None]:
    """n, and the first label when the vertices are listed or given as a range."""
    toks = _unwrap(_tokens(value))
    i = _skip(toks, _COUNT_FILLER)
    if i < len(toks) and toks[i].kind == "open":
        i += 1  # a bracketed list followed by a comment
    if i >= len(toks) or toks[i].kind != "num":
        raise AnswerError("malformed", f"'vertices: {value[:40]}' is not a whole number.")
    if toks[i].number is None:
        raise AnswerError("malformed", f"'vertices: {value[:20]}...' has too many digits.")
    first = toks[i].number or 0
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and (nxt.kind in ("range", "dash") or nxt.text.lower() in _RANGE_WORDS):
        if i + 2 < len(toks) and toks[i + 2].kind == "num":
            return _label_range(first, _number(toks[i + 2], "vertices"), value)
    if nxt is not None and nxt.text == ",":
        labels, j, gap = [first], i + 1, False
        while j + 1 < len(toks) and toks[j].text == ",":
            if toks[j + 1].kind == "range":
                gap, j = True, j + 2
                continue
            if toks[j + 1].kind != "num":
                break
            labels.append(_number(toks[j + 1], "vertices"))
            j += 2
        if len(labels) > 1:
            if gap:
                return _label_range(labels[0], labels[-1], value)
            return _label_list(labels, value)
    if nxt is not None and nxt.text.lower() in _HEDGES:
        raise AnswerError("ambiguous", f"'vertices: {value[:40]}' gives more than one count.")
    return first, None


def _label_range(low: int, high: int, value: str) -> tuple[int, int]:
    if low not in (0, 1) or high < low:
        raise AnswerError("malformed", f"'vertices: {value[:40]}' is not a range 0..n-1 or 1..n.")
    return high - low + 1, low


def _label_list(labels: list[int], value: str) -> tuple[int, int]:
    low = min(labels)
    if low not in (0, 1) or sorted(labels) != list(range(low, low + len(labels))):
        raise AnswerError("malformed", f"'vertices: {value[:40]}' does not list 0..n-1 or 1..n.")
    return len(labels), low


# --- a block ---------------------------------------------------------------------------------


def _parse_block(
    body: str, gadget_type: GadgetType, names: tuple[str, ...], closed: bool
) -> tuple[Gadget, tuple[str, ...], bool, int]:
    """The gadget in a block body, the notes, whether labels were 1..n, and chars read."""
    entries: list[_Entry] = []
    try:
        entries, used = _read_entries(body, names, closed)
        gadget, notes, one_based = _build(entries, gadget_type, names)
    except AnswerError as err:
        # A block that says its fields in words ("5 vertices", "the edges are ...",
        # "e is 0-4") is read again with those phrases taken as its keys.
        worded = _worded(body, gadget_type, names, closed) if err.code in _WORDED else None
        if worded is not None:
            return worded
        raise _BlockError(err, attempted=bool(entries) or err.code != "malformed") from None
    return gadget, notes, one_based, used


_WORDED = ("malformed", "missing_role")
"""Failures a block written in words may show when read as ``key: value`` lines."""


def _worded(
    body: str, gadget_type: GadgetType, names: tuple[str, ...], closed: bool
) -> tuple[Gadget, tuple[str, ...], bool, int] | None:
    try:
        entries, used = _read_entries(body, names, closed, worded=True)
        gadget, notes, one_based = _build(entries, gadget_type, names)
    except AnswerError:
        return None
    return gadget, notes, one_based, used


_WORDED_KEYS = (
    (re.compile(r"\b(?:the|its)\s+(?=(?:vertices|edges|edge\s+set|edge\s+list)\s?:)", re.I), " ; "),
    (re.compile(r"\b([0-9]{1,6})\s+(?:vertices|nodes)\b", re.IGNORECASE), r" ; vertices: \1 ; "),
    (
        re.compile(r"\b(?:vertices|nodes)\s+(?:are\s+|is\s+)?(?=[0-9])", re.IGNORECASE),
        " ; vertices: ",
    ),
    (
        re.compile(
            r"\b(?:edge\s+set|edge\s+list|edges)\s+(?:are\s+|is\s+)?(?=[\[{(]?\s?[0-9])",
            re.IGNORECASE,
        ),
        " ; edges: ",
    ),
)
"""Fields said in words inside a block, and the ``key:`` each becomes."""
_WORDED_ROLE = re.compile(
    rf"(?<![A-Za-z0-9_.])({_ROLE})\s+(?:is\s+|=\s?)?(?:the\s+)?(?:edge\s+|vertex\s+)?"
    r"(?=[\[{(]?\s?[0-9])",
    re.IGNORECASE,
)


_LEAD_WORDS = frozenset("the its and with has have of are is graph g gadget all".split())
"""Words that may stand before a field said in words; others make it a remark ("red edges")."""
_LAST_WORD = re.compile(r"([A-Za-z]+)[ \t]*$")


def _worded_keys(line: str) -> str:
    for pattern, key in _WORDED_KEYS:
        line = pattern.sub(partial(_worded_key, line, key), line)
    return _WORDED_ROLE.sub(r" ; \1: ", line)


def _worded_key(line: str, key: str, m: re.Match[str]) -> str:
    """``key`` for a field said in words, unless a word before it makes it a remark."""
    word = _LAST_WORD.search(line[max(0, m.start() - 40) : m.start()])
    if word is not None and word[1].lower() not in _LEAD_WORDS:
        return m[0]
    return m.expand(key)


def _read_entries(
    body: str, names: tuple[str, ...], closed: bool, worded: bool = False
) -> tuple[list[_Entry], int]:
    """The block's ``key: value`` entries, edge lines joined to their list.

    Returns the entries and how many characters of the body were read (an open block
    stops after its roles, at the first blank or prose line). ``worded`` also reads a
    line without keys for fields said in words.
    """
    entries: list[_Entry] = []
    more: dict[int, list[str]] = {}  # continuation lines of entry i
    given: set[str] = set()
    orphan: str | None = None
    lines = _normalise(body).split("\n")
    stop = len(lines)
    for index, raw in enumerate(lines):
        line = _clean_line(raw)
        if not closed and "edges" in given and given.issuperset(names):
            if line is None or not _split_keys(line)[1]:
                stop = index
                break
        if line is None:
            continue
        if worded and not (entries and _is_edge_line(line)):
            line = _worded_keys(line)
        prefix, pairs = _split_keys(line)
        if prefix:
            unknown = _UNKNOWN_KEY.match(prefix)
            if _continues(entries, pairs, more) and _is_edge_line(prefix):
                extra = more.setdefault(len(entries) - 1, [])
                extra.append(prefix)
                if len(extra) > _MAX_ITEMS:
                    raise AnswerError("too_large", f"The block lists more than {_MAX_ITEMS} edges.")
            elif not pairs and unknown:
                value = prefix[unknown.end() :].strip()
                if value:  # a key with a value ends the edge list; a bare heading does not
                    entries.append(_Entry("other", prefix, value))
            elif orphan is None and _only_edges(prefix):
                orphan = prefix
        for key, value in pairs:
            entry = _Entry(_canonical_key(key), key, value)
            entries.append(entry)
            given.update(entry.key.split(","))
            if key == "E":
                given.add("edges")
        if len(entries) > MAX_FIELDS:
            raise AnswerError("too_large", f"The block has more than {MAX_FIELDS} fields.")
    if orphan is not None:
        raise AnswerError(
            "malformed", f"The line {orphan[:60]!r} lists edges outside the 'edges:' list."
        )
    for i, extra in more.items():
        entries[i].value = "\n".join([entries[i].value, *extra])
    original = body.split("\n")
    used = sum(len(x) + 1 for x in original[:stop]) if len(original) == len(lines) else len(body)
    return [e for e in entries if e.key != "other"], min(used, len(body))


def _continues(
    entries: list[_Entry], pairs: list[tuple[str, str]], more: dict[int, list[str]]
) -> bool:
    """Does a bare line continue the last key's value (edges, or a key left empty)?"""
    if pairs or not entries:
        return False
    last = entries[-1]
    empty = not last.value.strip() and not more.get(len(entries) - 1)
    return last.key == "edges" or last.raw == "E" or empty


def _build(
    entries: list[_Entry], gadget_type: GadgetType, names: tuple[str, ...]
) -> tuple[Gadget, tuple[str, ...], bool]:
    edge_roles = gadget_type in EDGE_ROLES
    has_edges = any(e.key == "edges" and e.value.strip() for e in entries)
    has_small_e = any(e.raw == "e" for e in entries)
    for e in entries:
        # "E: ..." is the edge set when no edges line gives edges and e is named apart,
        # the type has no designated edges, or it lists several edges; otherwise it is e.
        if e.raw == "E" and not has_edges:
            if has_small_e or not edge_roles or _several_edges(e.value):
                e.key = "edges"
    notes: list[str] = []

    counts = {_vertex_count(e.value) for e in entries if e.key == "vertices" and e.value}
    if len({n for n, _ in counts}) > 1:
        shown = ", ".join(str(n) for n, _ in sorted(counts, key=lambda c: c[0]))
        raise AnswerError("ambiguous", f"The block gives different vertex counts ({shown}).")
    n, declared_base = next(iter(counts)) if counts else (None, None)
    if len({b for _, b in counts if b is not None}) > 1:
        raise AnswerError("ambiguous", "The block lists the vertices both as 0..n-1 and 1..n.")
    if counts and declared_base is None:
        declared_base = next((b for _, b in counts if b is not None), None)
    if n is not None and n < 1:
        raise AnswerError("malformed", "The graph needs at least one vertex.")
    if n is not None and n > MAX_VERTICES:
        raise AnswerError(
            "too_large", f"The graph has {n} vertices; at most {MAX_VERTICES} are allowed."
        )

    edge_text = "\n".join(e.value for e in entries if e.key == "edges")
    raw_edges = _edge_list(edge_text) if edge_text.strip() else []
    if not raw_edges:
        raise AnswerError("malformed", "The block lists no edges.")

    values: dict[str, tuple[int, int] | int] = {}
    for e in entries:
        parts = e.key.split(",")
        if not any(p in names for p in parts):
            continue
        if len(parts) == 1:
            got = [_role_edge(e.value, parts[0]) if edge_roles else _role_vertex(e.value, parts[0])]
        else:
            got = _role_tuple(e.value, parts, edge_roles)
        for role, value in zip(parts, got, strict=True):
            if role not in names:
                continue
            if role in values and values[role] != value:
                raise AnswerError(
                    "ambiguous",
                    f"{role} is given twice with different values ({_label(values[role])} "
                    f"and {_label(value)}).",
                )
            values[role] = value
    for role in names:
        if role not in values:
            raise AnswerError("missing_role", f"The block does not name {role}.")

    for a, b in raw_edges:
        if a == b:
            raise AnswerError("self_loop", f"Edge {a}-{b} is a self-loop.")
    base, n = _numbering(n, declared_base, raw_edges, values, names, notes)
    shift = 1 if base == 1 else 0

    seen: dict[Edge, None] = {}
    repeated: list[str] = []
    for a, b in raw_edges:
        edge = (min(a, b) - shift, max(a, b) - shift)
        if edge in seen:
            repeated.append(f"{min(a, b)}-{max(a, b)}")
        seen[edge] = None
    if len(seen) > MAX_EDGES:
        raise AnswerError("too_large", f"The graph has more than {MAX_EDGES} edges.")
    if repeated:
        unique = list(dict.fromkeys(repeated))
        notes.append(
            f"Edge{'s' if len(unique) > 1 else ''} {', '.join(unique[:10])} "
            f"{'are' if len(unique) > 1 else 'is'} listed more than once; read once."
        )

    designated: dict[str, Edge | int] = {}
    for role in names:
        value = values[role]
        if isinstance(value, tuple):
            edge = (min(value) - shift, max(value) - shift)
            if edge not in seen:
                raise AnswerError(
                    "role_not_edge",
                    f"{role} = {value[0]}-{value[1]} is not an edge of the graph.",
                )
            designated[role] = edge
        else:
            designated[role] = value - shift
    chosen = list(designated.values())
    if len(set(chosen)) != len(chosen):
        raise AnswerError("roles_not_distinct", f"{', '.join(names)} must all be different.")
    return Gadget(n, tuple(sorted(seen)), designated), tuple(notes), base == 1


def _several_edges(value: str) -> bool:
    try:
        return len(_edge_list(value)) > 1
    except AnswerError:
        return False


def _role_tuple(value: str, parts: list[str], edge_roles: bool) -> list[tuple[int, int] | int]:
    """``(i1, i2, i3) = (0, 3, 5)`` or ``(e, f) = (0-1, 2-3)``."""
    label = "(" + ", ".join(parts) + ")"
    got: list[tuple[int, int] | int]
    if edge_roles:
        got = list(_edge_list(value))
    else:
        toks = _unwrap(_tokens(value))
        got = []
        for t in toks:
            if t.kind == "num":
                got.append(_number(t, label))
            elif t.kind not in ("sep", "nl"):
                break
    if len(got) != len(parts):
        raise AnswerError(
            "malformed", f"{label} = {value[:40]!r} does not give {len(parts)} values."
        )
    return got


def _label(value: tuple[int, int] | int) -> str:
    return f"{value[0]}-{value[1]}" if isinstance(value, tuple) else str(value)


def _numbering(
    n: int | None,
    declared: int | None,
    edges: list[tuple[int, int]],
    values: dict[str, tuple[int, int] | int],
    names: tuple[str, ...],
    notes: list[str],
) -> tuple[int, int]:
    """The first label (0 or 1) and n, checking every label against them."""
    items: list[tuple[str, list[int]]] = [(f"Edge {a}-{b}", [a, b]) for a, b in edges]
    for role in names:
        v = values[role]
        items.append((f"{role} = {_label(v)}", list(v) if isinstance(v, tuple) else [v]))
    labels = [x for _, xs in items for x in xs]
    low, high = min(labels), max(labels)
    if n is None:
        n = high if low >= 1 else high + 1
        if n > MAX_VERTICES:
            raise AnswerError(
                "too_large", f"The graph has {n} vertices; at most {MAX_VERTICES} are allowed."
            )
        notes.append(f"The block has no 'vertices:' line; n = {n} is read from the labels.")
        declared = 1 if low >= 1 else 0
    if declared is None:
        declared = 0 if high < n else 1 if low >= 1 and high <= n else None
    if declared is None:
        # Labels beyond n, or both 0 and n: neither numbering fits.
        name, _ = next((s, xs) for s, xs in items if any(x >= n for x in xs))
        message = _outside(name, n, 0)
        if high == n:
            message = message[:-1] + f", and vertex 0 is used too, so they are not 1..{n} either."
        raise AnswerError("out_of_range", message)
    for name, xs in items:
        if any(not declared <= x < declared + n for x in xs):
            raise AnswerError("out_of_range", _outside(name, n, declared))
    if declared == 1 and n is not None:
        notes.append(f"Vertices are numbered 1..{n}; read as 0..{n - 1}.")
    return declared, n


def _outside(name: str, n: int, base: int) -> str:
    span = f"{base}..{base + n - 1}"
    if name.startswith("Edge"):
        return f"{name} uses a vertex outside {span}."
    if "-" in name:
        return f"{name} uses a vertex outside {span}."
    return f"{name} is not a vertex ({span})."
