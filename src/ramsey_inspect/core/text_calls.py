"""Tool calls written as text, for servers and models without native tool calling.

With ``-T tool_protocol=text`` the model is told to call the coloring tool by writing, on a
line of its own::

    CALL good_colorings(vertices=4, edges=[[0, 1], [0, 2], [1, 3]])

A careful reader accepts the same call written the usual other ways: in a code fence or
bold, over several lines inside the parentheses, with ``(a, b)`` or ``a-b`` pairs, ``:``
for ``=``, quoted keys, or the two values given in order without their names. Anything
else is a call that cannot be read, and the model is told why; nothing is guessed.

The bounds are those of a native call: at most ``MAX_CALL_CHARS`` characters between the
parentheses (the native limit on any argument text), and the tool's own limits on
vertices and edges are checked by the tool. Reading is one regular-expression scan of the
reply plus a token pass over each call's short argument text, so a huge or hostile reply
costs time linear in its length. The caller drops the model's thinking first: a call
written while thinking is not a call.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

TOOL_NAME = "good_colorings"
MAX_CALL_CHARS = 1_000
"""Characters between a call's parentheses; a call with 40 two-digit edges needs ~400."""
MAX_CALLS_READ = 100
"""Calls read from one reply; further ones are only counted."""
MAX_DIGITS = 6
"""Longer numbers are not vertex numbers; they are refused without converting them."""

_CALL_START = re.compile(
    r"^[ \t>*_`~\-•]*(?:[0-9]{1,2}[.)][ \t]*)?CALL[*_`]*[ \t]+[`*_]*" + TOOL_NAME + r"[ \t]*\(",
    re.IGNORECASE | re.MULTILINE,
)
_TOKEN = re.compile(
    r"""\s*(?:(?P<num>[0-9]+)|(?P<key>[A-Za-z_][A-Za-z0-9_]{0,40}|"[A-Za-z_]{1,40}"|'[A-Za-z_]{1,40}')|(?P<punct>[\[\](){},=:\-]))"""
)
_REST_IS_BLANK = re.compile(r"\s*\Z")
_KEYS = ("vertices", "edges")
SYNTAX = f"CALL {TOOL_NAME}(vertices=N, edges=[[a, b], ...])"


@dataclass(frozen=True)
class TextCall:
    """One call found in a reply: its arguments, or why they cannot be read."""

    written: str
    """The call as the model wrote it, shortened for echoing back."""
    vertices: int | None = None
    edges: tuple[tuple[int, int], ...] | None = None
    error: str | None = None

    @property
    def shown(self) -> str:
        """The call in the documented form when it was read, else as written."""
        if self.vertices is None or self.edges is None:
            return self.written
        return format_call(self.vertices, self.edges)


def format_call(vertices: int, edges: Sequence[Sequence[int]]) -> str:
    """A call in the documented syntax.

    >>> format_call(3, [(0, 1), (1, 2)])
    'CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2]])'
    """
    pairs = ", ".join(f"[{a}, {b}]" for a, b in edges)
    return f"CALL {TOOL_NAME}(vertices={vertices}, edges=[{pairs}])"


def find_calls(text: str) -> tuple[list[TextCall], int]:
    r"""The calls written on lines of their own in ``text``, and how many there are.

    Only the first ``MAX_CALLS_READ`` are read; the count includes the rest.

    >>> calls, total = find_calls("A path:\nCALL good_colorings(vertices=3, edges=[[0,1],[1,2]])")
    >>> total, calls[0].vertices, calls[0].edges
    (1, 3, ((0, 1), (1, 2)))
    """
    calls: list[TextCall] = []
    total = 0
    for start in _CALL_START.finditer(text):
        total += 1
        if len(calls) < MAX_CALLS_READ:
            calls.append(_read_call(text, start.start(), start.end()))
    return calls, total


class _CallError(Exception):
    pass


def _read_call(text: str, begin: int, open_paren: int) -> TextCall:
    """The call whose argument list starts at ``open_paren`` (just after its ``(``)."""
    end = _closing_paren(text, open_paren)
    if end is None:
        written = _shorten(text[begin : open_paren + 80])
        return TextCall(
            written,
            error=(
                f"the call's parentheses are not closed within {MAX_CALL_CHARS:,} "
                f"characters; write {SYNTAX}"
            ),
        )
    written = _shorten(text[begin : end + 1])
    try:
        vertices, edges = _arguments(text[open_paren:end])
    except _CallError as err:
        return TextCall(written, error=str(err))
    return TextCall(written, vertices, edges)


def _closing_paren(text: str, start: int) -> int | None:
    """Index of the ``)`` closing the call opened just before ``start``, within bounds."""
    depth = 1
    stop = min(len(text), start + MAX_CALL_CHARS + 1)
    for i in range(start, stop):
        char = text[i]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return i if char == ")" else None
    return None


def _arguments(source: str) -> tuple[int, tuple[tuple[int, int], ...]]:
    tokens = _tokens(source)
    if tokens and tokens[0] == "{" and tokens[-1] == "}":
        tokens = tokens[1:-1]
    values: dict[str, object] = {}
    position = 0
    i = 0
    while i < len(tokens):
        if i + 1 < len(tokens) and tokens[i + 1] in ("=", ":") and not tokens[i].isdigit():
            key = tokens[i].strip("\"'").lower()
            if key not in _KEYS:
                raise _CallError(f"unknown argument {key!r}; write {SYNTAX}")
            i += 2
        elif position < len(_KEYS):
            key = _KEYS[position]  # given in order without its name
        else:
            raise _CallError(f"too many arguments; write {SYNTAX}")
        if key in values:
            raise _CallError(f"{key} is given twice")
        value, i = _value(tokens, i, key)
        values[key] = value
        position += 1
        if i < len(tokens):
            if tokens[i] != ",":
                raise _CallError(f"expected ',' between the arguments; write {SYNTAX}")
            i += 1
    missing = [k for k in _KEYS if k not in values]
    if missing:
        raise _CallError(f"{' and '.join(missing)} missing; write {SYNTAX}")
    vertices = values["vertices"]
    edges = values["edges"]
    assert isinstance(vertices, int)
    assert isinstance(edges, tuple)
    return vertices, edges


def _tokens(source: str) -> list[str]:
    tokens: list[str] = []
    pos = 0
    while not _REST_IS_BLANK.match(source, pos):
        match = _TOKEN.match(source, pos)
        if match is None:
            bad = source[pos:].strip()[:20]
            raise _CallError(f"cannot read {bad!r} in the arguments; write {SYNTAX}")
        token = match.group("num") or match.group("key") or match.group("punct")
        if match.group("num") is not None and len(token) > MAX_DIGITS:
            raise _CallError(f"{token[:12]}... is not a vertex number")
        tokens.append(token)
        pos = match.end()
    return tokens


def _value(tokens: list[str], i: int, key: str) -> tuple[object, int]:
    if i >= len(tokens):
        raise _CallError(f"{key} has no value; write {SYNTAX}")
    if key == "vertices":
        if not tokens[i].isdigit():
            raise _CallError("vertices must be a whole number")
        return int(tokens[i]), i + 1
    if tokens[i] != "[":
        raise _CallError("edges must be a list of pairs [a, b]")
    i += 1
    edges: list[tuple[int, int]] = []
    while i < len(tokens) and tokens[i] != "]":
        pair, i = _pair(tokens, i)
        edges.append(pair)
        if i < len(tokens) and tokens[i] == ",":
            i += 1
        elif i < len(tokens) and tokens[i] != "]":
            raise _CallError("edges must be a list of pairs [a, b] separated by commas")
    if i >= len(tokens):
        raise _CallError("the edge list is not closed with ']'")
    return tuple(edges), i + 1


def _pair(tokens: list[str], i: int) -> tuple[tuple[int, int], int]:
    closing = {"[": "]", "(": ")"}
    if tokens[i] in closing:
        window = tokens[i : i + 5]
        if (
            len(window) == 5
            and window[1].isdigit()
            and window[2] == ","
            and window[3].isdigit()
            and window[4] == closing[tokens[i]]
        ):
            return (int(window[1]), int(window[3])), i + 5
    elif tokens[i].isdigit():
        window = tokens[i : i + 3]
        if len(window) == 3 and window[1] == "-" and window[2].isdigit():
            return (int(window[0]), int(window[2])), i + 3
    item = tokens[i : i + 12]
    ends = [k for k, token in enumerate(item) if token in ("]", ")")]
    shown = "".join(item[: ends[0] + 1] if ends else item)
    raise _CallError(f"{shown!r} is not a pair of vertex numbers [a, b]")


def _shorten(text: str, limit: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."
