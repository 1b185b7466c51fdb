r"""Read a Ramsey colouring from a reply: a matrix, an edge list or graph6, wherever it sits.

Models write the answer to a Ramsey cell in a few recurring shapes, each a row of
:data:`SHAPES`: ``n`` rows of digits (``0 1 1 0`` or ``0110``, in a markdown fence, a
numpy print, a JSON list of lists or a LaTeX ``pmatrix`` with ``&`` and ``\\``), the edges
of colour 1 when there are two colours (``(0, 1), (0, 5)`` or ``0-1`` lines), or one graph6
string. Prose, hedges and explanations around the answer are passed over; thinking
(``<think>`` blocks and written-out reasoning channels) is dropped first. A reply may give
several answers, correcting itself: the last complete one (the right size, every entry in
range, symmetric) wins. When none is complete the reading names what was wrong with the
last attempt (how many rows, which row is short, which entry breaks symmetry, which digit
is out of range, which vertex is outside ``0..n-1``), so a researcher sees why a reply
scored unreadable.

The reading is bounded: only the last :data:`MAX_CHARS` characters are read, line by line
with regular expressions that cannot backtrack, and a size written in a graph6 header is
checked against ``n`` before anything is decoded. Nothing here imports Inspect.

>>> reading = read_colouring("Here it is:\n```\n0 1 0\n1 0 1\n0 1 0\n```\nDone.", n=3, k=2)
>>> reading.colouring, reading.form
(((0, 1, 0), (1, 0, 1), (0, 1, 0)), 'matrix')
>>> read_colouring("0 1 1\n1 0 1", n=3, k=2).error
'the matrix has 2 rows, expected 3'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Literal

import networkx as nx

from ramsey_inspect.core.ramsey_check import MAX_VERTICES
from ramsey_inspect.parsers.replies import visible_text

Colouring = tuple[tuple[int, ...], ...]
"""An n x n symmetric matrix of colour digits with a zero diagonal (``core.ramsey_check``'s)."""

Form = Literal["matrix", "edges", "graph6"]
FORMS: Final[tuple[Form, ...]] = ("matrix", "edges", "graph6")

MAX_CHARS: Final = 4_000_000
"""Most characters of a reply read (its end: the final answer comes last)."""
CHARS_PER_PAIR: Final = 8
"""Room per vertex pair in the tail read: ``(12, 345), `` is ten characters per edge, about
five per pair for a dense graph; a spaced matrix takes two per pair."""
MIN_CHARS: Final = 65_536
"""Room for prose, hedges and thinking after the answer, whatever n."""
MAX_DIGITS: Final = 10
"""Colours a digit matrix can write (0..9)."""

# Error codes, one per kind of fault; the scorer stores them as ``read_error``.
NO_ANSWER: Final = "no_answer"
ROW_COUNT: Final = "row_count"
ROW_LENGTH: Final = "row_length"
ASYMMETRIC: Final = "asymmetric"
DIGIT_RANGE: Final = "digit_out_of_range"
VERTEX_RANGE: Final = "vertex_out_of_range"
SELF_LOOP: Final = "self_loop"
WRONG_N: Final = "wrong_n"
BAD_GRAPH6: Final = "bad_graph6"
READ_ERROR_CODES: Final = frozenset(
    {
        NO_ANSWER,
        ROW_COUNT,
        ROW_LENGTH,
        ASYMMETRIC,
        DIGIT_RANGE,
        VERTEX_RANGE,
        SELF_LOOP,
        WRONG_N,
        BAD_GRAPH6,
    }
)


@dataclass(frozen=True)
class Reading:
    """What was read: a colouring, or the code and sentence of why none was.

    ``notes`` say what the reader had to assume (1-based vertices shifted, a diagonal
    written non-zero and ignored, an earlier answer replaced by a later one).
    """

    colouring: Colouring | None
    form: Form | None = None
    error: str | None = None
    code: str | None = None
    notes: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class _Attempt:
    """One answer-shaped stretch of the reply, read or refused, and where it ends."""

    end: int
    form: Form
    colouring: Colouring | None = None
    error: str | None = None
    code: str | None = None
    notes: tuple[str, ...] = ()
    weight: int = 0
    """How much answer-like text it covers (rows, edges): a refusal of a tiny stretch
    (one stray line of digits) never hides a larger attempt's reason."""


def read_colouring(text: str, n: int, k: int) -> Reading:
    r"""The last complete colouring of ``K_n`` with ``k`` colours written in ``text``.

    Args:
        text: The reply, thinking included or not (it is dropped here).
        n: The number of vertices the cell asks for.
        k: The number of colours (2: a graph, its edges colour 1).

    Returns:
        A :class:`Reading`; its ``colouring`` is None exactly when ``error`` says why.

    >>> read_colouring("Edges: (0,1), (1,2)", n=3, k=2).colouring
    ((0, 1, 0), (1, 0, 1), (0, 1, 0))
    >>> read_colouring("graph6: Bw", n=3, k=2).colouring
    ((0, 1, 1), (1, 0, 1), (1, 1, 0))
    >>> read_colouring("No idea.", n=3, k=2).code
    'no_answer'
    """
    if not (isinstance(n, int) and 1 <= n <= MAX_VERTICES):
        raise ValueError(f"n must be a whole number from 1 to {MAX_VERTICES}, not {n!r}")
    if not (isinstance(k, int) and 2 <= k <= MAX_DIGITS):
        raise ValueError(f"k must be a whole number from 2 to {MAX_DIGITS}, not {k!r}")
    said = visible_text(text if isinstance(text, str) else "")
    room = min(MAX_CHARS, MIN_CHARS + CHARS_PER_PAIR * n * n)
    if len(said) > room:
        said = said[-room:]
    attempts = [a for shape in SHAPES.values() if shape.applies(k) for a in shape.read(said, n, k)]
    complete = [a for a in attempts if a.colouring is not None]
    if complete:
        # A stray pair such as "(0, 5)" in the explanation after a matrix is no new answer:
        # only an attempt of a size comparable to the largest one can replace it.
        largest = max(a.weight for a in complete)
        best = max((a for a in complete if 4 * a.weight >= largest), key=lambda a: a.end)
        notes = list(best.notes)
        if len(complete) > 1 and any(a.colouring != best.colouring for a in complete):
            notes.append(f"{len(complete)} complete answers were given; the last one was read")
        return Reading(best.colouring, best.form, notes=tuple(notes))
    refused = [a for a in attempts if a.weight >= 1]
    if not refused:
        return Reading(None, error=_nothing_found(n, k), code=NO_ANSWER)
    last = max(refused, key=lambda a: (a.end, a.weight))
    return Reading(None, last.form, error=last.error, code=last.code, notes=last.notes)


def _nothing_found(n: int, k: int) -> str:
    forms = "an n x n matrix of 0/1, an edge list or graph6" if k == 2 else "an n x n digit matrix"
    return f"no colouring of K_{n} was found in the reply (expected {forms})"


# --- matrices ---------------------------------------------------------------------------------

_LATEX_ROW_END = re.compile(r"\\\\|\\cr\b")
_LIST_BREAK = re.compile(r"\]\s{0,8},?\s{0,8}\[")
_LATEX_COMMAND = re.compile(r"\\(?:begin|end)\{[a-zA-Z*]{1,20}\}|\\[a-zA-Z]{1,20}|\$\$?|\\[\[\]()]")
_ROW_LABEL = re.compile(
    r"^\s{0,40}(?:(?:(?:row|r|v|vertex|node)\s{0,3})?\d{1,4}\s{0,3}[:|)]|[A-Za-z][\w ()]{0,60}[:=])\s*",
    re.I,
)
_DECORATION = re.compile(r"[\[\](){}|,;&`'\"]")
_ROW_TOKENS = re.compile(r"^[0-9*.x-]+(?:\s+[0-9*.x-]+)*$")
_PLACEHOLDER = frozenset("*.x-")
_PLAIN_ROW = re.compile(r"[0-9]+(?: [0-9]+)*")


def _matrix_lines(text: str) -> list[tuple[int, str]]:
    """The reply as (end offset, line), LaTeX rows and one-line lists of lists split apart.

    numpy prints a row wider than its line width over several lines, the first opened by
    ``[`` and the last closed by ``]``; such a row is joined back into one line.
    """
    lines: list[tuple[int, str]] = []
    offset = 0
    pending: list[str] = []
    for raw in text.splitlines(keepends=True):
        offset += len(raw)
        if pending:
            if _WRAPPED_PART.fullmatch(raw.strip()) and len(pending) < MAX_WRAPPED_LINES:
                pending.append(raw.strip())
                if "]" not in raw:
                    continue
                raw = " ".join(pending)
            else:  # not a continuation after all: the opened row stays as it was
                lines.extend((offset - len(raw), piece) for piece in _pieces(" ".join(pending)))
            pending = []
        elif _WRAPPED_START.fullmatch(raw.strip()):
            pending = [raw.strip()]
            continue
        lines.extend((offset, piece) for piece in _pieces(raw))
    if pending:
        lines.extend((offset, piece) for piece in _pieces(" ".join(pending)))
    return lines


def _pieces(line: str) -> list[str]:
    return _LIST_BREAK.sub("]\n[", _LATEX_ROW_END.sub("\n", line)).split("\n")


_WRAPPED_START = re.compile(r"\[{1,2}[0-9 ,.]+")
"""The first line of a row numpy wrapped: opened, digits, not closed."""
_WRAPPED_PART = re.compile(r"[0-9 ,.]+\]{0,2}")
"""A continuation line: digits, perhaps closing the row (and the matrix)."""
MAX_WRAPPED_LINES: Final = 64
"""Lines one wrapped row may span (numpy's 75 columns hold 36 entries: 64 lines, 2300)."""


def _row(line: str) -> list[str] | None:
    """The entries of a line that is a matrix row, or None for any other line.

    A row is digits separated by spaces (commas, ``&`` and brackets ignored) or one
    unbroken run of digits, after an optional label such as ``3:`` or ``row 3:``.
    A placeholder (``*``, ``-``, ``.``, ``x``) may stand on the diagonal.
    """
    plain = line.strip()
    if _PLAIN_ROW.fullmatch(plain):  # the common case, read without the label rules
        tokens = plain.split()
        if len(tokens) == 1:
            return list(plain) if len(plain) >= 2 else None
        return tokens if all(len(t) == 1 for t in tokens) else None
    body = _ROW_LABEL.sub("", _LATEX_COMMAND.sub(" ", line), count=1)
    body = _DECORATION.sub(" ", body).strip()
    if not body or len(body) > 8 * MAX_VERTICES or not _ROW_TOKENS.match(body):
        return None
    tokens = body.split()
    if len(tokens) == 1:
        token = tokens[0]
        if len(token) < 2 or not token.isdigit():
            return None
        return list(token)
    if any(len(t) != 1 for t in tokens):
        return None
    return tokens


def _matrix_runs(text: str) -> list[tuple[int, list[list[str]]]]:
    """Runs of consecutive row lines (blank lines and fences inside a run are skipped)."""
    runs: list[tuple[int, list[list[str]]]] = []
    rows: list[list[str]] = []
    end = 0
    for offset, line in _matrix_lines(text):
        row = _row(line)
        if row is not None:
            rows.append(row)
            end = offset
            continue
        stripped = line.strip()
        if not stripped or stripped in ("[", "]", "[[", "]]", "],", "[]"):
            continue  # inside one block: a blank line, or a bracket of a printed list
        if rows:
            runs.append((end, rows))
        rows = []
    if rows:
        runs.append((end, rows))
    return runs


def _read_matrices(text: str, n: int, k: int) -> list[_Attempt]:
    return [_matrix_attempt(end, rows, n, k) for end, rows in _matrix_runs(text)]


def _matrix_attempt(end: int, rows: list[list[str]], n: int, k: int) -> _Attempt:
    def refuse(code: str, error: str) -> _Attempt:
        # Two entries per row is how an edge list looks to the row reader: little weight.
        weight = len(rows) if max(map(len, rows)) > 2 or n <= 2 else 0
        return _Attempt(end, "matrix", error=error, code=code, weight=weight)

    if len(rows) == 1:  # one line of digits alone is no attempt at a matrix
        return _Attempt(end, "matrix", error="one row", code=ROW_COUNT, weight=0)
    if len(rows) != n:
        return refuse(ROW_COUNT, f"the matrix has {len(rows)} rows, expected {n}")
    for i, r in enumerate(rows):
        if len(r) != n:
            return refuse(ROW_LENGTH, f"row {i} has {len(r)} entries, expected {n}")
    notes: list[str] = []
    matrix = [[0] * n for _ in range(n)]
    for i, r in enumerate(rows):
        for j, entry in enumerate(r):
            if entry in _PLACEHOLDER:
                if i != j:
                    return refuse(
                        DIGIT_RANGE, f"entry ({i}, {j}) is {entry!r}, not a digit 0 to {k - 1}"
                    )
                continue
            digit = int(entry)
            if i == j:
                if digit:
                    notes.append("the diagonal is not all 0; it was ignored")
                continue
            if digit >= k:
                return refuse(
                    DIGIT_RANGE,
                    f"entry ({i}, {j}) is {digit}, but with {k} colours digits run 0 to {k - 1}",
                )
            matrix[i][j] = digit
    for i in range(n):
        for j in range(i + 1, n):
            if matrix[i][j] != matrix[j][i]:
                return refuse(
                    ASYMMETRIC,
                    f"the matrix is not symmetric: entry ({i}, {j}) is {matrix[i][j]} "
                    f"but ({j}, {i}) is {matrix[j][i]}",
                )
    return _Attempt(
        end, "matrix", colouring=_frozen(matrix), notes=tuple(dict.fromkeys(notes)), weight=n
    )


# --- edge lists (two colours) -------------------------------------------------------------------

_BRACKETED_PAIR = re.compile(r"(?<!\w)[(\[{]\s{0,3}(\d{1,5})\s{0,3},\s{0,3}(\d{1,5})\s{0,3}[)\]}]")
_DASHED_PAIR = re.compile(r"(?<![\w(\[{-])(\d{1,5})\s{0,3}(?:--|-|–|—)\s{0,3}(\d{1,5})(?![\w-])")
_BARE_PAIR = re.compile(r"^\s{0,40}(\d{1,5})(?:\s{1,8}|\s{0,3},\s{0,3})(\d{1,5})\s{0,3}$")
_EDGE_LABEL = re.compile(r"^\s{0,40}(?:[-*•]\s{0,3})?(?:[A-Za-z][\w ()]{0,40}[:=])?")
_EDGE_FILLER = re.compile(r"[\s,;.`'\"\[\]{}]|\\[a-z]{1,8}|\band\b|\$")


def _edge_line(line: str) -> tuple[list[tuple[int, int]], bool] | None:
    """The pairs of a line that lists edges and nothing else, and whether they are marked.

    Marked pairs are bracketed, ``(0, 1)``, or dashed, ``0-1``; a bare ``0 1`` counts only
    alone on its line (a row of a matrix with two entries looks the same). None for a line
    that is not an edge list.
    """
    body = _EDGE_LABEL.sub("", line, count=1)
    for pattern in (_BRACKETED_PAIR, _DASHED_PAIR):
        pairs = [(int(a), int(b)) for a, b in pattern.findall(body)]
        if pairs:
            rest = _EDGE_FILLER.sub("", pattern.sub("", body))
            return (pairs, True) if not rest else None
    bare = _BARE_PAIR.match(body)
    return ([(int(bare[1]), int(bare[2]))], False) if bare else None


def _read_edge_lists(text: str, n: int, k: int) -> list[_Attempt]:
    attempts: list[_Attempt] = []
    edges: list[tuple[int, int]] = []
    marked = False
    end = offset = 0
    lines = text.splitlines(keepends=True)

    def close() -> None:
        # Unmarked pairs of 0s and 1s only ("0 1" / "1 0") are a 2 x 2 matrix, not edges.
        if edges and (marked or any(v > 1 for e in edges for v in e)):
            attempts.append(_edge_attempt(end, edges, n))

    for i, raw in enumerate(lines):
        offset += len(raw)
        if raw.strip().startswith("```") or not raw.strip():
            continue
        found = _edge_line(raw)
        if found is not None and not found[1]:
            # "0 1" between rows of a matrix is a short row, not an edge.
            beside = lines[max(i - 1, 0) : i] + lines[i + 1 : i + 2]
            if any(_looks_like_a_row(b) for b in beside):
                found = None
        if found is not None:
            edges.extend(found[0])
            marked = marked or found[1]
            end = offset
            continue
        close()
        edges, marked = [], False
    close()
    return attempts


def _looks_like_a_row(line: str) -> bool:
    """A line of single digits with spaces is a matrix row, not the edges 0-1, 1-0, ..."""
    row = _row(line)
    return row is not None and len(row) > 2


def _edge_attempt(end: int, edges: list[tuple[int, int]], n: int) -> _Attempt:
    weight = len(edges)
    notes: list[str] = []
    vertices = {v for e in edges for v in e}
    if n in vertices and 0 not in vertices and max(vertices) == n:
        edges = [(a - 1, b - 1) for a, b in edges]
        notes.append(f"vertices were numbered 1 to {n}; read as 0 to {n - 1}")
    matrix = [[0] * n for _ in range(n)]
    for a, b in edges:
        if a == b:
            return _Attempt(
                end, "edges", error=f"the edge ({a}, {b}) is a loop", code=SELF_LOOP, weight=weight
            )
        if not (0 <= a < n and 0 <= b < n):
            return _Attempt(
                end,
                "edges",
                error=f"the edge ({a}, {b}) uses a vertex outside 0 to {n - 1}",
                code=VERTEX_RANGE,
                weight=weight,
            )
        matrix[a][b] = matrix[b][a] = 1
    return _Attempt(end, "edges", colouring=_frozen(matrix), notes=tuple(notes), weight=weight)


# --- graph6 (two colours) ---------------------------------------------------------------------

_GRAPH6_TOKEN = re.compile(r"(?:>>graph6<<)?([?-~]{2,})")


def _graph6_length(header: str) -> tuple[int, int] | None:
    """(n, length of the whole string) from a graph6 header, None when malformed."""
    if header[0] != "~":
        order, head = ord(header[0]) - 63, 1
    elif len(header) >= 4 and header[1] != "~":
        order, head = _sextets(header[1:4]), 4
    else:
        return None  # 8-byte headers are beyond any cell
    return order, head + -(-order * (order - 1) // 2 // 6) if order > 1 else head


def _sextets(chars: str) -> int:
    value = 0
    for c in chars:
        value = value * 64 + ord(c) - 63
    return value


def _read_graph6(text: str, n: int, k: int) -> list[_Attempt]:
    attempts: list[_Attempt] = []
    offset = 0
    for raw in text.splitlines(keepends=True):
        offset += len(raw)
        for token in _graph6_tokens(raw):
            shape = _graph6_length(token)
            if shape is None:
                continue
            order, length = shape
            if length != len(token) or order < 2:
                continue  # an ordinary word, not graph6
            if order != n:
                attempts.append(
                    _Attempt(
                        offset,
                        "graph6",
                        error=f"the graph6 string is of a graph on {order} vertices, expected {n}",
                        code=WRONG_N,
                        weight=2 if order > 3 else 0,
                    )
                )
                continue
            try:
                graph = nx.from_graph6_bytes(token.encode("ascii"))
            except (nx.NetworkXError, ValueError) as err:
                attempts.append(
                    _Attempt(
                        offset, "graph6", error=f"bad graph6: {err}", code=BAD_GRAPH6, weight=2
                    )
                )
                continue
            matrix = [[0] * n for _ in range(n)]
            for a, b in graph.edges():
                matrix[a][b] = matrix[b][a] = 1
            attempts.append(_Attempt(offset, "graph6", colouring=_frozen(matrix), weight=n))
    return attempts


def _graph6_tokens(line: str) -> list[str]:
    """Words of a line that could be graph6: bare, after a short label, or quoted.

    Backticks are graph6 characters too, so a word is tried as written and without the
    quotes around it.
    """
    words = line.split()
    if len(words) > 4:  # a sentence: graph6 stands alone or after a short label
        return []
    found: list[str] = []
    for word in words:
        for form in dict.fromkeys((word, word.strip("`'\"."))):
            if m := _GRAPH6_TOKEN.fullmatch(form):
                found.append(m[1])
    return found


def _frozen(matrix: list[list[int]]) -> Colouring:
    return tuple(tuple(r) for r in matrix)


@dataclass(frozen=True)
class Shape:
    """One way a reply writes a colouring: which colour counts it serves, and its reader."""

    read: Callable[[str, int, int], list[_Attempt]]
    two_colours_only: bool
    example: str

    def applies(self, k: int) -> bool:
        """Whether this shape can write a colouring with ``k`` colours."""
        return k == 2 or not self.two_colours_only


SHAPES: Final[dict[Form, Shape]] = {
    "matrix": Shape(_read_matrices, False, "0 1 1 0\n1 0 0 1\n..."),
    "edges": Shape(_read_edge_lists, True, "(0, 1), (0, 5), (1, 3)"),
    "graph6": Shape(_read_graph6, True, "Bw"),
}
"""The shapes an answer takes; every shape has cases in tests/parsers/test_ramsey_bounds*.py."""
