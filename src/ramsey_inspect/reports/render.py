"""Turn tables and figures into ``report.md`` and ``report.html``: the one renderer.

Numbers are formatted once (``fmt``); a table becomes Markdown through ``markdown_table``
(pandas' ``to_markdown`` needs the optional ``tabulate``) and HTML through
``html_table`` (text columns left-aligned, numbers right). A value with no data is shown as
``n/a``.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import pandas as pd

NA = "n/a"
Kind = Literal["pct", "num", "int", "str", "3g"]
Formatter = Callable[[pd.Series], str]
Column = tuple[str, "Kind | Formatter"]


def fmt(value: Any, kind: Kind) -> str:
    """One cell as text: ``pct`` 0.25 -> 25.0%, ``num`` one decimal, ``int``, ``3g``, ``str``.

    >>> [fmt(0.25, "pct"), fmt(float("nan"), "pct"), fmt(3.0, "int"), fmt(None, "str")]
    ['25.0%', 'n/a', '3', 'n/a']
    """
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return NA
    if kind == "pct":
        return f"{100 * float(value):.1f}%"
    if kind == "num":
        return f"{float(value):.1f}"
    if kind == "int":
        return str(int(value))
    if kind == "3g":
        return f"{float(value):.3g}"
    return str(value)


@dataclass
class Table:
    """A titled table of display text, with an optional note under the title."""

    title: str
    data: pd.DataFrame
    note: str = ""


@dataclass
class Section:
    """A heading with its tables, figures (PNG files) and free paragraphs, in order."""

    title: str
    items: list[Table | Path | str] = field(default_factory=list)


def display(df: pd.DataFrame, columns: Sequence[Column]) -> pd.DataFrame:
    """A frame of text: each column is (header, kind) or (header, function of the row).

    A header that is not a column of ``df`` and has a kind shows ``n/a``.
    """
    rows = [
        [how(row) if callable(how) else fmt(row.get(header), how) for header, how in columns]
        for _, row in df.iterrows()
    ]
    return pd.DataFrame(rows, columns=[h for h, _ in columns], dtype=object)


def markdown_table(df: pd.DataFrame) -> str:
    r"""A GitHub Markdown table of ``df``'s cells (as text), without the index.

    >>> print(markdown_table(pd.DataFrame({"a": ["x|y"], "b": [1]})))
    | a | b |
    | --- | --- |
    | x\|y | 1 |
    """

    def cell(value: Any) -> str:
        return str(value).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(h) for h in df.columns) + " |"]
    lines.append("| " + " | ".join("---" for _ in df.columns) + " |")
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in df.itertuples(index=False)]
    return "\n".join(lines)


CSS = (
    "body{font-family:sans-serif;max-width:1200px;margin:2em auto;padding:0 1em}"
    "table{border-collapse:collapse;margin-bottom:1em;font-size:14px}"
    "td,th{border:1px solid #bbb;padding:3px 6px;text-align:left}"
    "th{background:#eee}td.num,th.num{text-align:right}"
    "img{max-width:100%}p.note{color:#444;max-width:60em}"
)
_NUMBER = re.compile(r"[-+−]?[\d,]*\.?\d+(e[-+]?\d+)?%?( †)?")


def is_numeric(cells: Sequence[Any]) -> bool:
    """Whether a column of display text holds numbers (right-aligned) rather than text.

    Numbers, percentages and intervals count; ``n/a`` and empty cells fit either.

    >>> is_numeric(["25.0%", "n/a", "[1.0%, 3.0%]"]), is_numeric(["6v3c", "3"])
    (True, False)
    """
    seen = False
    for cell in cells:
        text = str(cell).strip()
        if text in ("", NA):
            continue
        parts = text.strip("[]").split(", ") if text.startswith("[") else [text]
        if not all(_NUMBER.fullmatch(p) for p in parts):
            return False
        seen = True
    return seen


def html_table(df: pd.DataFrame) -> str:
    """An HTML table of ``df``'s text: text columns left-aligned, number columns right."""
    numeric = [is_numeric(list(df[c])) for c in df.columns]

    def cell(tag: str, value: Any, num: bool) -> str:
        opening = f'<{tag} class="num">' if num else f"<{tag}>"
        text = html.escape(str(value))
        return f"{opening}{text if num and tag == 'td' else _breakable(text)}</{tag}>"

    head = "".join(cell("th", h, n) for h, n in zip(df.columns, numeric, strict=True))
    rows = [
        "<tr>" + "".join(cell("td", v, n) for v, n in zip(row, numeric, strict=True)) + "</tr>"
        for row in df.itertuples(index=False)
    ]
    return (
        f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(rows)
        + "\n</tbody>\n</table>"
    )


def _breakable(text: str) -> str:
    """Escaped text that a browser may break after ``_``, ``=``, ``/`` and a ``,`` (not 1,926).

    Option lists (``problem_set=4v2c,8v4c_adv,12v6c``), headers (``false_impossible``) and
    log names have no spaces; without a place to break, one such cell widens its table
    past the page.

    >>> _breakable("missed_impossible")
    'missed_<wbr>impossible'
    """
    return re.sub(r"([_=/]|,(?!\d{3}(?!\d)))", r"\1<wbr>", text)


def write_report(out_dir: Path, title: str, sections: Sequence[Section]) -> tuple[Path, Path]:
    """Write ``report.md`` and ``report.html`` into ``out_dir``; figures are linked by name."""
    md: list[str] = [f"# {title}", ""]
    body: list[str] = [f"<h1>{html.escape(title)}</h1>"]
    for section in sections:
        md += [f"## {section.title}", ""]
        body.append(f"<h2>{html.escape(section.title)}</h2>")
        for item in section.items:
            if isinstance(item, Table):
                md += [f"### {item.title}", ""]
                body.append(f"<h3>{html.escape(item.title)}</h3>")
                if item.note:
                    md += [item.note, ""]
                    body.append(f'<p class="note">{html.escape(item.note)}</p>')
                if item.data.empty:
                    md += ["_no data_", ""]
                    body.append("<p><em>no data</em></p>")
                else:
                    md += [markdown_table(item.data), ""]
                    body.append(html_table(item.data.fillna(NA)))
            elif isinstance(item, Path):
                md += [f"![{item.stem}]({item.name})", ""]
                body.append(
                    f'<p><img src="{html.escape(item.name)}" alt="{html.escape(item.stem)}"></p>'
                )
            else:
                md += [item, ""]
                body.append(f'<p class="note">{html.escape(item)}</p>')
    markdown = out_dir / "report.md"
    markdown.write_text("\n".join(md), encoding="utf-8")
    page = out_dir / "report.html"
    page.write_text(
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body>\n"
        + "\n".join(body)
        + "\n</body></html>\n",
        encoding="utf-8",
    )
    return markdown, page
