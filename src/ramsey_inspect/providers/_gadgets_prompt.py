"""Read a gadget problem back from its prompt: the pair (F, H) and the gadget type.

The offline baselines see only the conversation, not the sample's metadata, so they find
the problem in the task statement. Its patterns are built from
:data:`~ramsey_inspect.prompts.gadgets.STATEMENTS` itself, so a reworded statement is still
read. The first statement in the text is the problem: the statement comes before any hint
paragraph (a worked example for another pair follows it), and the definitions that a
merged system message puts in front of it contain no statement.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from ramsey_inspect.core.gadgets import GadgetType
from ramsey_inspect.core.named_graphs import GRAPH_TOKEN, NamedGraph, parse_graph
from ramsey_inspect.prompts.gadgets import STATEMENTS

_PAIR_SLOTS = ("f", "h")


@dataclass(frozen=True)
class PromptGadgetProblem:
    """What a gadget prompt asks: a gadget of ``gadget_type`` for the pair (F, H)."""

    f: NamedGraph
    h: NamedGraph
    gadget_type: GadgetType


def read_gadget_prompt(text: str) -> PromptGadgetProblem | None:
    """The problem of the first task statement in ``text``, or None when there is none.

    >>> from ramsey_inspect.prompts.gadgets import problem_statement
    >>> p3, k3 = parse_graph("P3"), parse_graph("K3")
    >>> found = read_gadget_prompt(problem_statement(p3, k3, "negative_sender"))
    >>> found.f.name, found.h.name, found.gadget_type
    ('P3', 'K3', 'negative_sender')
    >>> read_gadget_prompt("Color the graph with 3 colors.") is None
    True
    """
    for match, gadget_type in _statements_in_order(text):
        try:
            f, h = parse_graph(match["f"]), parse_graph(match["h"])
        except ValueError:  # a name that looks like a graph but is none we accept
            continue
        return PromptGadgetProblem(f, h, gadget_type)
    return None


def _statements_in_order(text: str) -> list[tuple[re.Match[str], GadgetType]]:
    found = [
        (m, gadget_type)
        for gadget_type, pattern in _PATTERNS.items()
        for m in pattern.finditer(text)
    ]
    return sorted(found, key=lambda item: item[0].start())


def _statement_pattern(template: str) -> re.Pattern[str]:
    """A template with ``{f}``/``{h}`` as graph names and any line break or spacing."""
    parts: list[str] = []
    seen: set[str] = set()
    for literal, slot, _, _ in string.Formatter().parse(template):
        parts.extend(r"\s+" if chunk.isspace() else re.escape(chunk) for chunk in _split(literal))
        if slot is None:
            continue
        if slot in _PAIR_SLOTS:
            parts.append(f"(?P={slot})" if slot in seen else f"(?P<{slot}>{GRAPH_TOKEN})")
            seen.add(slot)
        else:
            parts.append(r"[^\n]*?")
    return re.compile("".join(parts))


def _split(literal: str) -> list[str]:
    """Words and whitespace runs, in order."""
    return [chunk for chunk in re.split(r"(\s+)", literal) if chunk]


_PATTERNS = {gadget_type: _statement_pattern(t) for gadget_type, t in STATEMENTS.items()}
