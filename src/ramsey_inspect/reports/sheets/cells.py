"""CSV cells a spreadsheet shows as text, and CSV files as spreadsheets re-save them.

Model answers are untrusted: a cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a
carriage return is run as a formula by spreadsheet programs (OWASP, "CSV Injection"), so
such cells are written with a leading quote and read back without it.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ramsey_inspect.user_files import read_bytes

# A cell starting with one of these is read as a formula by spreadsheet programs (OWASP, "CSV
# Injection"); such cells, and cells starting with the quote itself, get a leading quote.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
TEXT_QUOTE = "'"
# Spreadsheet programs cut longer cells (Excel: 32,767 characters).
SPREADSHEET_CELL_LIMIT = 32_767


def neutralise_cell(value: object) -> object:
    """A cell value that a spreadsheet shows as text, never runs as a formula.

    Text starting with ``= + - @``, a tab or a carriage return, or with the quote itself, gets
    a leading ``'`` (the quote prefix spreadsheets hide and keep as text); NUL bytes become
    U+FFFD. :func:`restore_cell` takes the quote off again.

    >>> [neutralise_cell(v) for v in ["=1+1", "-x", "'a", "plain", 3]]
    ["'=1+1", "'-x", "''a", 'plain', 3]
    """
    if not isinstance(value, str):
        return value
    text = value.replace("\x00", "\ufffd")
    return TEXT_QUOTE + text if text.startswith((*FORMULA_STARTS, TEXT_QUOTE)) else text


def restore_cell(text: str) -> str:
    """A cell as it was before :func:`neutralise_cell`.

    Also right when a spreadsheet dropped the quote on saving: the quote is only taken off
    when what follows would have been given one.

    >>> [restore_cell(t) for t in ["'=1+1", "=1+1", "''a", "'a", "-"]]
    ['=1+1', '=1+1', "'a", "'a", '-']
    """
    if text.startswith(TEXT_QUOTE) and text[1:].startswith((*FORMULA_STARTS, TEXT_QUOTE)):
        return text[1:]
    return text


def write_csv(path: Path, header: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    # utf-8-sig: spreadsheet programs then read non-ASCII mathematics correctly.
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        writer = csv.writer(f, quoting=csv.QUOTE_MINIMAL)
        writer.writerow(header)
        writer.writerows([neutralise_cell(v) for v in row] for row in rows)


@dataclass(frozen=True)
class Row:
    number: int  # spreadsheet row: the header is row 1
    values: dict[str, str]


def read_table(path: Path, required: Sequence[str], max_bytes: int, what: str) -> list[Row]:
    """Rows of a CSV written by us or re-saved by a spreadsheet program.

    Accepts UTF-8 (with or without BOM, falling back on cp1252) and a ``,``, ``;`` or tab
    delimiter; blank rows are skipped. Only a regular file of at most ``max_bytes`` is
    read; errors about the file start with ``what`` (``sheet``, ``key``). Raises ``ValueError`` when a required column is missing, and
    ``user_files.UserFileError`` (a ``ValueError``) for a file it will not read.
    """
    raw = read_bytes(path, what, max_bytes)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    first_line = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first_line.count)
    with _field_limit(len(text) + 1):  # no cell is longer than the file
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    header = [h.strip().lower() for h in (records[0] if records else [])]
    missing = [c for c in required if c not in header]
    if missing:
        raise ValueError(f"{path.name}: missing column(s) {', '.join(missing)} in the header")
    rows = []
    for number, record in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in record):
            continue
        values = {
            name: (restore_cell(record[i]) if i < len(record) else "")
            for i, name in enumerate(header)
        }
        rows.append(Row(number, values))
    return rows


@contextmanager
def _field_limit(size: int) -> Iterator[None]:
    """Let the csv module read cells up to ``size`` characters, then restore its limit.

    Its default, 131,072 characters, is shorter than some model answers; the bound used is
    the length of the file being read (capped to what a C long holds everywhere).
    """
    before = csv.field_size_limit()
    csv.field_size_limit(max(before, min(size, 2**31 - 1)))
    try:
        yield
    finally:
        csv.field_size_limit(before)
