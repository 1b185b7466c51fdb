"""Rows keyed by configuration, and accuracy broken down by a sample field.

Every table of the report has one row per configuration (``model`` and ``config``, see
``results``); configurations whose logs hold no scored sample keep their row, with
``n/a``. Only the options that tell the configurations apart are shown as columns, with
the paper's main option (gadgets' ``setting``, GTBench's ``prompting``) always shown; the
task version where logs of more than one are read, and the samples each configuration
covers where any of them is partial.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pandas as pd

from ramsey_inspect import stats
from ramsey_inspect.answer_status import status_shares
from ramsey_inspect.names import CONFIGURATION_ARGS, MAIN_ARG
from ramsey_inspect.reports.render import Column, fmt
from ramsey_inspect.reports.results import NUMBER, SAMPLES, VERSION, is_partial

KEYS = ["model", "config"]
PASSED = "passed"
"""A configuration's column of the options its logs were given (``Results.configurations``)."""


def shown_args(configs: pd.DataFrame, benchmark: str) -> list[str]:
    """The options shown as columns: the main one, then those that differ between rows.

    Then ``version`` where the rows hold more than one task version, and ``samples`` where
    any row covers only part of its dataset (so a partial run is never read as a whole one).
    """
    main = MAIN_ARG.get(benchmark)
    shown = [main] if main else []
    for arg in (*CONFIGURATION_ARGS[benchmark], VERSION):
        column = f"arg_{arg}"
        if arg != main and column in configs and configs[column].nunique() > 1:
            shown.append(arg)
    if f"arg_{SAMPLES}" in configs and any(map(is_partial, configs[f"arg_{SAMPLES}"])):
        shown.append(SAMPLES)
    return shown


BY_SET_LEAVES_OUT = (SAMPLES, "problem_set")
"""Options a table with a row per problem set leaves to its configuration's number: the
row names its set, and the whole list and the coverage are said once, in the table with a
row per configuration."""


def key_columns(
    shown: Sequence[str], taken: Sequence[str] = (), by_set: bool = False
) -> list[Column]:
    """Display columns of a row's key: the model and the shown options.

    An option named like a column of the table (k-coloring's ``frame``, a sample field
    too) is headed ``frame (-T)``. With ``by_set`` (a row per problem set), the row's
    configuration is named by its number (``#``, see ``headline_columns``) and the long
    options of ``BY_SET_LEAVES_OUT`` are left to that table.
    """
    if by_set:
        shown = [a for a in shown if a not in BY_SET_LEAVES_OUT]
    head: list[Column] = [("#", number)] if by_set else []
    return [
        *head,
        ("model", "str"),
        *((f"{a} (-T)" if a in taken else a, lambda r, a=a: str(r[f"arg_{a}"])) for a in shown),
    ]


def number(row: Any) -> str:
    """A configuration's number as a table shows it (blank where it has none)."""
    value = row.get(NUMBER) if hasattr(row, "get") else None
    return "" if value is None or (isinstance(value, float) and math.isnan(value)) else str(value)


def config_title(row: Any, shown: Sequence[str], with_model: bool = False, width: int = 0) -> str:
    """A short name of a configuration for a panel title or a legend entry.

    The main option by its value, the others as ``name=value``; an option absent from the
    run (``-``) or left at its default (not among the row's ``passed`` options, when the row
    has them) is left out, and the samples only for a partial configuration
    (``partial: 100 of 1,709 samples``). With ``width``, the model goes on a line of its
    own and the options are wrapped at ``width`` characters, between options only.

    >>> row = {"model": "m", "arg_setting": "size_hint", "arg_pairs": "K1,3:C5", "arg_seed": "-"}
    >>> config_title(row, ["setting", "pairs", "seed"], with_model=True)
    'm · size_hint · pairs=K1,3:C5'
    >>> config_title({"model": "m", "arg_samples": "100 of 1,709 (partial)"}, ["samples"])
    'partial: 100 of 1,709 samples'
    """
    parts = []
    for i, arg in enumerate(shown):
        value = str(row[f"arg_{arg}"])
        if arg == SAMPLES:
            if is_partial(value):
                parts.append(samples_title(value))
        elif i == 0 and arg in MAIN_ARG.values():
            parts.append(value)
        elif value != "-" and (PASSED not in row or arg in str(row[PASSED]).split(",")):
            parts.append(f"{arg}={value}")
    text = wrap_phrases(parts, width) if width else " · ".join(parts)
    if with_model:
        text = str(row["model"]) + ("\n" if width else " · ") + text if text else str(row["model"])
    return text or "all runs"


def samples_title(coverage: str) -> str:
    """A coverage text for a title: ``partial: 100 of 1,709 samples`` (``results.coverage_text``).

    The word *partial* leads, so a figure of a partial run says so wherever its title is cut.

    >>> samples_title("100 of 1,709 (partial)")
    'partial: 100 of 1,709 samples'
    >>> samples_title("63 of 63 (partial: 4 sample-epochs missing)")
    'partial: 63 of 63 samples, 4 sample-epochs missing'
    """
    counts, _, why = coverage.partition(" (")
    why = why.rstrip(")").removeprefix("partial").removeprefix(": ")
    return f"partial: {counts} samples" + (f", {why}" if why else "")


def wrap_phrases(parts: Sequence[str], width: int, sep: str = " · ") -> str:
    """Phrases joined by ``sep`` on lines of about ``width`` characters, never split inside one.

    A title wrapped word by word breaks "14 of 7,722 / samples"; here a line ends only
    between phrases (a phrase longer than ``width`` keeps a line of its own).

    >>> print(wrap_phrases(["model-a", "relabel=1", "partial: 14 of 7,722 samples"], 24))
    model-a · relabel=1 ·
    partial: 14 of 7,722 samples
    """
    lines: list[str] = []
    line = ""
    for part in parts:
        joined = f"{line}{sep}{part}" if line else part
        if line and len(joined) > width:
            lines.append(line + sep.rstrip())
            line = part
        else:
            line = joined
    if line:
        lines.append(line)
    return "\n".join(lines)


def shared_options(rows: Sequence[Any], options: Sequence[str]) -> tuple[list[str], list[str]]:
    """The ``options`` with one value in every row (said once), and those that differ.

    A figure puts the first in its title, the second in each panel's or line's label.

    >>> rows = [{"arg_frame": "math", "arg_relabel": "0"}, {"arg_frame": "math", "arg_relabel": "1"}]
    >>> shared_options(rows, ["frame", "relabel"])
    (['frame'], ['relabel'])
    """
    shared = [a for a in options if len({str(r[f"arg_{a}"]) for r in rows}) == 1]
    return shared, [a for a in options if a not in shared]


def accuracy_by(
    samples: pd.DataFrame, configs: pd.DataFrame, column: str, order: Sequence[Any] = ()
) -> pd.DataFrame:
    """Accuracy over scored responses: a row per configuration, a column per ``column`` value.

    Columns come in ``order``, then the other values in natural order; labels are text
    (``2.0`` read from a float column becomes ``2``).
    """
    scored = samples[samples["score"].notna() & samples[column].notna()]
    labels = scored[column].map(label)
    seen = set(labels)
    wanted = [label(v) for v in order if label(v) in seen]
    wanted += sorted(seen - set(wanted), key=natural)
    table = configs.copy()
    for value in wanted:
        cell = scored[labels == value].groupby(KEYS)["score"].agg(stats.mean)
        table[value] = [
            cell.get((m, c), math.nan) for m, c in zip(table["model"], table["config"], strict=True)
        ]
    return table


def value_columns(table: pd.DataFrame) -> list[str]:
    """The breakdown columns of an ``accuracy_by`` table (not the key or option columns)."""
    return [
        c
        for c in table.columns
        if c not in (*KEYS, PASSED, NUMBER) and not str(c).startswith("arg_")
    ]


def per_config(samples: pd.DataFrame, configs: pd.DataFrame) -> list[tuple[Any, pd.DataFrame]]:
    """(configuration row, its samples) for every configuration, in the configurations' order."""
    groups = dict(iter(samples.groupby(KEYS, sort=False))) if len(samples) else {}
    empty = samples.iloc[0:0]
    return [
        (row, groups.get((row["model"], row["config"]), empty)) for _, row in configs.iterrows()
    ]


def label(value: Any) -> str:
    """A category label: 2.0 (an int column made float by missing values) reads as 2.

    >>> [label(2.0), label("easy"), label(7)]
    ['2', 'easy', '7']
    """
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def natural(text: str) -> tuple[float, str]:
    """Sort key: numbers by value, then text.

    >>> sorted(["10", "9", "b", "a"], key=natural)
    ['9', '10', 'a', 'b']
    """
    try:
        return float(text), text
    except ValueError:
        return math.inf, text


HEADLINE_NOTE = (
    "Shares of scored responses (every epoch counts): unreadable = no answer could be read "
    "(no answer, no answer block, a reply that could not be parsed, the prompt repeated "
    "back); read and wrong = an answer was read and it is wrong. Unscored responses "
    "(refusals, a judge that failed, sample errors) count in neither."
)


def headline(samples: pd.DataFrame, configs: pd.DataFrame) -> pd.DataFrame:
    """Per configuration: scored responses, accuracy, and the shares unreadable and read-wrong.

    Read from each response's ``answer`` status (``ramsey_inspect.answer_status``), the
    reading the scorers' ``format_failures`` metric uses, so report and terminal agree.
    """
    rows = []
    for config, grp in per_config(samples, configs):
        status = list(grp["answer"]) if "answer" in grp else []
        scored = sum(isinstance(s, str) for s in status)
        shares = status_shares(status)
        rows.append(
            {
                **config.to_dict(),
                "responses": scored,
                "accuracy": shares["correct"],
                "unreadable": shares["unreadable"],
                "read_wrong": shares["read_wrong"],
                "unscored": len(grp) - scored,
            }
        )
    return pd.DataFrame(rows)


def headline_columns(
    shown: Sequence[str], taken: Sequence[str] = (), numbered: bool = False
) -> list[Column]:
    """Display columns of a ``headline`` table (with ``numbered``, each configuration's ``#``)."""
    return [
        *([("#", number)] if numbered else []),
        *key_columns(shown, taken),
        ("responses", "int"),
        ("accuracy", "pct"),
        ("unreadable", "pct"),
        ("read and wrong", lambda r: fmt(r.get("read_wrong"), "pct")),
        ("unscored", "int"),
    ]


def figure_titles(
    rows: Sequence[Any], options: Sequence[str], in_panel: Sequence[str] = (), width: int = 90
) -> tuple[str, list[str], bool]:
    """What a figure's title says once, and what each panel or line must add.

    ``rows`` are the configurations drawn, ``options`` those worth naming (a partial run's
    ``samples`` among them). The model and the options with one value in every row go in
    the returned title (wrapped at ``width``, between phrases); the options that differ,
    less ``in_panel`` (those each panel names itself, like k-coloring's set), are returned
    for the panels, with whether the model differs too. The title is "" when nothing is shared.
    """
    if not rows:
        return "", [], False
    present = [a for a in options if all(f"arg_{a}" in r for r in rows)]
    shared, own = shared_options(rows, present)
    one_model = len({str(r["model"]) for r in rows}) == 1
    title = config_title(rows[0], shared, with_model=one_model, width=width) if shared else ""
    if not title and one_model:
        title = str(rows[0]["model"])
    if title == "all runs":
        title = ""
    return title, [a for a in own if a not in in_panel], not one_model
