"""The answer format of gadget problems: a marked block a model can write reliably.

    BEGIN GADGET
    vertices: 5
    edges: 0-1, 0-2, 1-2, 2-3, 3-4
    e: 0-1
    f: 3-4
    END GADGET

Vertices are ``0..n-1``; edges are ``a-b`` (``(a,b)`` and ``[a,b]`` are read too),
separated by commas, semicolons or spaces, and may continue on the lines after ``edges:``;
designated edges (``e``, ``f``) or vertices (``i1 i2 i3``, ``u1 u2 n1``) follow, one per
line. Markdown decoration (bullets, bold, inline code, code fences) is ignored. The last
well-formed block counts. Graphs are capped at ``MAX_VERTICES`` vertices and ``MAX_EDGES`` edges so that
verification stays bounded; the paper's solutions need at most 10 vertices.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ramsey_inspect.core.gadgets import EDGE_ROLES, Gadget, roles
from ramsey_inspect.core.graphs import Edge

MAX_VERTICES = 30
MAX_EDGES = 200
MAX_SCAN_CHARS = 200_000
"""Only the end of a reply is searched for blocks."""

_MARKER = re.compile(r"(BEGIN|END)\s+GADGET", re.IGNORECASE)
_KEY = re.compile(r"[a-z][a-z0-9_ ]*")
_DECORATION = "-*_`~>#+|= \t"
"""Markdown around keys and lines: bullets, bold, code, quotes, headings, table bars."""
_FENCE = re.compile(r"(?:```|~~~)[A-Za-z0-9_+-]*")
_DASHES = "-\u2013\u2014\u2212"
_NUM = r"([0-9]{1,6})"
_ONE_EDGE = re.compile(
    rf"\(\s*{_NUM}\s*[{_DASHES},]\s*{_NUM}\s*\)|\[\s*{_NUM}\s*[{_DASHES},]\s*{_NUM}\s*\]"
    rf"|{_NUM}\s*[{_DASHES}]\s*{_NUM}"
)
_EDGE_ITEM = re.compile(rf"(?:{_ONE_EDGE.pattern})(?:\s*[,;]\s*|\s+|$)")
"""One edge and the separator after it (a comma, a semicolon, or just spaces)."""
_LIST_ENDS = " \t\r\n,;."


class AnswerError(ValueError):
    """Why a reply holds no usable gadget."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def format_gadget(gadget_type: str, gadget: Gadget) -> str:
    """Write a gadget as an answer block (the inverse of :func:`parse_gadget`).

    >>> print(format_gadget("red_determiner", Gadget(3, ((0, 1), (1, 2)), {"e": (0, 1)})))
    BEGIN GADGET
    vertices: 3
    edges: 0-1, 1-2
    e: 0-1
    END GADGET
    """
    lines = ["BEGIN GADGET", f"vertices: {gadget.n}"]
    lines.append("edges: " + ", ".join(f"{a}-{b}" for a, b in gadget.edges))
    for role in roles(gadget_type):
        value = gadget.designated[role]
        lines.append(
            f"{role}: {value[0]}-{value[1]}" if isinstance(value, tuple) else f"{role}: {value}"
        )
    lines.append("END GADGET")
    return "\n".join(lines)


@dataclass(frozen=True)
class ParsedGadget:
    """A gadget read from a reply, with the block it came from."""

    gadget: Gadget
    block: str


def parse_gadget(text: str, gadget_type: str) -> ParsedGadget:
    """Read the last well-formed gadget block of a reply.

    A block runs from ``BEGIN GADGET`` to the next ``END GADGET``; when several BEGINs
    precede one END (a format mentioned in prose, then the answer), the last BEGIN starts
    the block. Blocks are tried from the last to the first; the first well-formed one wins.

    Raises:
        AnswerError: with a code and a message naming the problem with the last block.
        ValueError: for an unknown gadget type (a caller's error, not the reply's).
    """
    names = roles(gadget_type)
    if not isinstance(text, str):
        raise AnswerError("no_block", "The reply is not text.")
    tail = text[-MAX_SCAN_CHARS:]
    blocks: list[tuple[int, int, int, int]] = []  # block start, body start, body end, end
    begin: re.Match[str] | None = None
    for marker in _MARKER.finditer(tail):
        if marker[1].upper() == "BEGIN":
            begin = marker
        elif begin is not None:
            blocks.append((begin.start(), begin.end(), marker.start(), marker.end()))
            begin = None
    if not blocks:
        raise AnswerError("no_block", "No BEGIN GADGET ... END GADGET block in the reply.")
    last_error: AnswerError | None = None
    for start, body_start, body_end, end in reversed(blocks):
        try:
            gadget = _parse_block(tail[body_start:body_end], gadget_type, names)
            return ParsedGadget(gadget, tail[start:end])
        except AnswerError as err:
            last_error = last_error or err
    assert last_error is not None
    if len(blocks) > 1:
        raise AnswerError(
            last_error.code,
            f"{last_error} (this is the last block; none of the {len(blocks)} blocks is well formed)",
        )
    raise last_error


def _split_line(line: str) -> tuple[str, str] | None:
    """``key: value`` (or ``key = value``) with markdown stripped, or None."""
    cut = min((i for i in (line.find(":"), line.find("=")) if i >= 0), default=-1)
    if cut < 0:
        return None
    key = line[:cut].strip(_DECORATION).lower()
    if not _KEY.fullmatch(key):
        return None
    return key, line[cut + 1 :].strip(_DECORATION.replace("-", ""))


def _parse_block(body: str, gadget_type: str, names: tuple[str, ...]) -> Gadget:
    fields: dict[str, str] = {}
    edge_text: list[str] = []
    last_key = ""
    for raw in body.splitlines():
        line = raw.strip()
        if not line.strip(_DECORATION) or _FENCE.fullmatch(line):
            continue  # blank, a rule, or a code fence (possibly with a language)
        parts = _split_line(line)
        if parts is None:
            bare = line.lstrip(_DECORATION)
            if last_key == "edges" and bare[:1] in tuple("0123456789(["):
                edge_text.append(bare)  # edges continued on the following lines
                continue
            if line.startswith("#"):
                continue  # a markdown heading
            raise AnswerError("malformed", f"Cannot read the line {line[:80]!r} in the block.")
        key, value = parts
        last_key = key
        if key == "edges":
            edge_text.append(value)
        elif key in fields:
            raise AnswerError("malformed", f"'{key}' is given twice in the block.")
        else:
            fields[key] = value
    n = _vertex_count(fields.get("vertices"))
    edges = _edges(", ".join(p for t in edge_text if (p := t.strip(_LIST_ENDS))), n)
    edge_set = set(edges)
    designated: dict[str, Edge | int] = {}
    for role in names:
        if role not in fields:
            raise AnswerError("missing_role", f"The block does not name {role}.")
        if gadget_type in EDGE_ROLES:
            edge = _one_edge(fields[role], role, n)
            if edge not in edge_set:
                raise AnswerError(
                    "role_not_edge", f"{role} = {edge[0]}-{edge[1]} is not an edge of the graph."
                )
            designated[role] = edge
        else:
            designated[role] = _one_vertex(fields[role], role, n)
    values = list(designated.values())
    if len(set(values)) != len(values):
        raise AnswerError("roles_not_distinct", f"{', '.join(names)} must all be different.")
    return Gadget(n, edges, designated)


def _vertex_count(value: str | None) -> int:
    if value is None:
        raise AnswerError("malformed", "The block has no 'vertices:' line.")
    if not re.fullmatch(r"[0-9]{1,6}", value):
        raise AnswerError("malformed", f"'vertices: {value[:40]}' is not a whole number.")
    n = int(value)
    if n < 1:
        raise AnswerError("malformed", "The graph needs at least one vertex.")
    if n > MAX_VERTICES:
        raise AnswerError(
            "too_large", f"The graph has {n} vertices; at most {MAX_VERTICES} are allowed."
        )
    return n


def _pair(m: re.Match[str]) -> tuple[int, int]:
    a, b = (int(x) for x in m.groups() if x is not None)
    return a, b


def _edges(text: str, n: int) -> tuple[Edge, ...]:
    """Edges ``a-b`` (or ``(a,b)``, ``[a,b]``) separated by commas, semicolons or spaces."""
    text = text.strip(_LIST_ENDS)
    seen: set[Edge] = set()
    i, count = 0, 0
    while i < len(text):
        m = _EDGE_ITEM.match(text, i)
        if m is None:
            token = text[i:].split(None, 1)[0] if text[i:].strip() else text[i:]
            raise AnswerError(
                "malformed", f"Cannot read the edge {token[:40]!r}; write edges as a-b."
            )
        count += 1
        if count > MAX_EDGES:
            raise AnswerError("too_large", f"The graph has more than {MAX_EDGES} edges.")
        a, b = _pair(m)
        if a == b:
            raise AnswerError("self_loop", f"Edge {a}-{b} is a self-loop.")
        if not (a < n and b < n):
            raise AnswerError("out_of_range", f"Edge {a}-{b} uses a vertex outside 0..{n - 1}.")
        edge = (min(a, b), max(a, b))
        if edge in seen:
            raise AnswerError("repeated_edge", f"Edge {edge[0]}-{edge[1]} is listed twice.")
        seen.add(edge)
        i = m.end()
    if not seen:
        raise AnswerError("malformed", "The block lists no edges.")
    return tuple(sorted(seen))


def _one_edge(value: str, role: str, n: int) -> Edge:
    m = _ONE_EDGE.fullmatch(value.strip())
    if m is None:
        raise AnswerError("malformed", f"{role} = {value[:40]!r} is not an edge a-b.")
    a, b = _pair(m)
    if a >= n or b >= n:
        raise AnswerError("out_of_range", f"{role} = {a}-{b} uses a vertex outside 0..{n - 1}.")
    return (min(a, b), max(a, b))


def _one_vertex(value: str, role: str, n: int) -> int:
    if not re.fullmatch(r"[0-9]{1,6}", value.strip()):
        raise AnswerError("malformed", f"{role} = {value[:40]!r} is not a vertex number.")
    v = int(value)
    if v >= n:
        raise AnswerError("out_of_range", f"{role} = {v} is not a vertex (0..{n - 1}).")
    return v
