"""Read a k-coloring problem back from its prompt, for the offline baselines.

The baselines see only the conversation, not the sample's metadata, so they recover frame,
size, colors and edges from the text ``prompts.kcoloring.render_prompt`` made.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.prompts.kcoloring import COLORS, HONOREES, PEOPLE, Frame


@dataclass(frozen=True)
class PromptProblem:
    """The problem a prompt states, read back from its text."""

    frame: Frame
    n: int
    k: int
    edges: tuple[Edge, ...]


_MATH_HEAD = re.compile(r"undirected graph on (\d+) vertices, labelled 0 to \d+, with this set")
_MATH_EDGES = re.compile(r"\{((?:\(\d+,\d+\)(?:, )?)*)\}")
_PAIR = re.compile(r"\((\d+),(\d+)\)")
_CITIES_HEAD = re.compile(r"A country has (\d+) cities")
_CITY_ROAD = re.compile(r"between city (\d+) and city (\d+)")
_FRIENDS_HEAD = re.compile(r"Picture (\d+) people: ")
_FRIEND_PAIRS = re.compile(r"The friendships among them are: (.*?)\.\n")


def read_prompt(text: str) -> PromptProblem | None:
    """Recover frame, size, colors and edges from a prompt made by :func:`render_prompt`."""
    if m := _MATH_HEAD.search(text):
        edges_match = _MATH_EDGES.search(text, m.end())
        if edges_match is None:
            return None
        frame: Frame = "math" if "Can that be done?" in text else "math_demanding"
        edges = tuple((int(a), int(b)) for a, b in _PAIR.findall(edges_match[1]))
        k = _count_listed(text, [c.lower() for c in COLORS], "one color, ", ", so that")
        return PromptProblem(frame, int(m[1]), k, edges)
    if m := _CITIES_HEAD.search(text):
        edges = tuple((int(a) - 1, int(b) - 1) for a, b in _CITY_ROAD.findall(text))
        k = _count_listed(text, [h.title for h in HONOREES], "honouring ", ". Two cities")
        return PromptProblem("cities", int(m[1]), k, edges)
    if m := _FRIENDS_HEAD.search(text):
        pairs = _FRIEND_PAIRS.search(text)
        if pairs is None:
            return None
        index = {name: i for i, name in enumerate(PEOPLE)}
        found = re.findall(r"(\w+) with (\w+)", pairs[1])
        edges = tuple((index[a], index[b]) for a, b in found if a in index and b in index)
        k = _count_listed(text, [f"a {c.lower()} shirt" for c in COLORS], "will wear ", ". Nobody")
        return PromptProblem("friends", int(m[1]), k, edges)
    return None


def _count_listed(text: str, words: Sequence[str], start: str, end: str) -> int:
    i = text.find(start)
    j = text.find(end, i + len(start))
    if i < 0 or j < 0:
        return 0
    listed = text[i + len(start) : j]
    return sum(1 for w in words if re.search(rf"\b{re.escape(w)}\b", listed))
