"""The four frames of the k-coloring study: vocabulary and prompt text.

Each frame states the same problem in other words (section 2.3 of the study): a graph to
color (``math``; ``math_demanding`` asks for the coloring outright instead of asking
whether one exists), cities whose monuments must differ along highways (``cities``), and
friends who want different shirt colors (``friends``). The answer format is the same in
all four: one line per vertex, or ``Impossible`` as the last line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ramsey_inspect.core.graphs import Edge

Frame = Literal["math", "math_demanding", "cities", "friends"]
FRAMES: tuple[Frame, ...] = get_args(Frame)

COLORS = ("Red", "Green", "Blue", "Yellow", "Orange", "Purple", "Pink", "Brown")
"""Colors of the math and friends frames; the study used the first four."""


@dataclass(frozen=True)
class Honoree:
    """A person a monument can honour: how the prompt names them, and the answer label."""

    title: str
    label: str
    aliases: tuple[str, ...]


HONOREES = (
    Honoree("the first President", "President", ("President",)),
    Honoree("the first Vice President", "VP", ("Vice President", "Vice-President", "VP")),
    Honoree("the first Secretary of State", "Secretary", ("Secretary of State", "Secretary")),
    Honoree("the first Speaker of the House", "Speaker", ("Speaker of the House", "Speaker")),
    Honoree("the first Chief Justice", "Justice", ("Chief Justice", "Justice")),
    Honoree("the first Treasurer", "Treasurer", ("Treasurer",)),
    Honoree("the first Attorney General", "Attorney", ("Attorney General", "Attorney")),
    Honoree("the first Postmaster General", "Postmaster", ("Postmaster General", "Postmaster")),
)
"""Monument subjects of the cities frame; the study used the first four."""

PEOPLE = (
    "Alice", "Bob", "Carol", "Dave", "Ethan", "Fran",
    "George", "Heather", "Irene", "Jack", "Kathy", "Larry",
)  # fmt: skip
"""People of the friends frame; the study used the first eight, the sequel all twelve."""

MAX_FRAME_VERTICES = len(PEOPLE)
MAX_FRAME_COLORS = min(len(COLORS), len(HONOREES))

_REPLY_RULE = (
    'If it cannot be done, make the very last line of your reply the single word "Impossible". '
)


def entity_name(frame: Frame, vertex: int) -> str:
    """How a frame names vertex ``vertex`` in its answers (``0``, city ``1``, ``Alice``)."""
    if frame == "cities":
        return str(vertex + 1)
    if frame == "friends":
        return PEOPLE[vertex]
    return str(vertex)


def edge_name(frame: str, u: int, v: int) -> str:
    """A pair of vertices as the frame names them, for people to read (logs keep 0-based).

    >>> edge_name("math", 6, 7), edge_name("cities", 6, 7), edge_name("friends", 0, 1)
    ('6-7', 'city 7-city 8', 'Alice-Bob')
    >>> edge_name("friends", 0, 40), edge_name("unknown", 2, 3)
    ('Alice-#40', '2-3')
    """

    def name(vertex: int) -> str:
        if frame == "cities":
            return f"city {vertex + 1}"
        if frame == "friends":
            return PEOPLE[vertex] if 0 <= vertex < len(PEOPLE) else f"#{vertex}"
        return str(vertex)

    return f"{name(u)}-{name(v)}"


def value_name(frame: Frame, color: int) -> str:
    """How a frame names color ``color`` in its answers."""
    return HONOREES[color].label if frame == "cities" else COLORS[color]


def answer_line(frame: Frame, vertex: int, color: int) -> str:
    """One line of an answer in the frame's own format."""
    sep = ": " if frame == "friends" else " "
    return f"{entity_name(frame, vertex)}{sep}{value_name(frame, color)}"


def format_answer(frame: Frame, coloring: Sequence[int] | None) -> str:
    """A complete final answer: the coloring line by line, or ``Impossible``."""
    if coloring is None:
        return "Impossible"
    return "\n".join(answer_line(frame, v, c) for v, c in enumerate(coloring))


def render_prompt(frame: Frame, n: int, k: int, edges: Sequence[Edge]) -> str:
    """The user message for one problem in one frame."""
    if frame not in FRAMES:
        raise ValueError(f"frame {frame!r} is not one of {', '.join(FRAMES)}")
    if n > MAX_FRAME_VERTICES or k > MAX_FRAME_COLORS:
        raise ValueError(
            f"frames name at most {MAX_FRAME_VERTICES} vertices and {MAX_FRAME_COLORS} colors"
        )
    example = "\n".join(answer_line(frame, v, v) for v in range(min(k, n, 3)))
    example += "\n(and so on)"
    if frame in ("math", "math_demanding"):
        return _math_prompt(frame, n, k, edges, example)
    if frame == "cities":
        return _cities_prompt(n, k, edges, example)
    return _friends_prompt(n, k, edges, example)


def _either(words: Sequence[str]) -> str:
    if len(words) == 2:
        return f"either {words[0]} or {words[1]}"
    return "either " + ", ".join(words[:-1]) + f", or {words[-1]}"


def _article(word: str) -> str:
    """'an' before a vowel sound ("an orange shirt"), else 'a'; our colour names need no more."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def _and(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return f"{words[0]} and {words[1]}"
    return ", ".join(words[:-1]) + f", and {words[-1]}"


def _math_prompt(frame: Frame, n: int, k: int, edges: Sequence[Edge], example: str) -> str:
    edge_set = "{" + ", ".join(f"({a},{b})" for a, b in edges) + "}"
    colors = _either([c.lower() for c in COLORS[:k]])
    head = (
        f"Here is an undirected graph on {n} vertices, labelled 0 to {n - 1}, "
        f"with this set of edges:\n{edge_set}\n"
    )
    if frame == "math":
        ask = (
            f"We would like to give every vertex one color, {colors}, so that the two ends of "
            "each edge never share a color. Can that be done? "
        )
        show = "If it can, end your reply with the coloring, one vertex per line, like this:\n"
    else:
        ask = (
            f"Give every vertex one color, {colors}, so that the two ends of each edge never "
            "share a color, or state that this cannot be done. "
        )
        show = "If it can, end your reply with your coloring, one vertex per line, like this:\n"
    return head + ask + _REPLY_RULE + show + example


def _cities_prompt(n: int, k: int, edges: Sequence[Edge], example: str) -> str:
    roads = _and([f"one between city {a + 1} and city {b + 1}" for a, b in edges])
    honorees = _either([h.title for h in HONOREES[:k]])
    return (
        f"A country has {n} cities, numbered 1 to {n}, and a network of highways, each of "
        f"which joins exactly two cities. The highways are: {roads}.\n"
        f"The government will put up one monument in every city, honouring {honorees}. "
        "Two cities joined directly by a highway must not both have a monument to the same "
        "person. Can the government manage this? "
        + _REPLY_RULE
        + "If it can, end your reply with the plan, one city per line, like this:\n"
        + example
    )


def _friends_prompt(n: int, k: int, edges: Sequence[Edge], example: str) -> str:
    people = _and(list(PEOPLE[:n]))
    pairs = _and([f"{PEOPLE[a]} with {PEOPLE[b]}" for a, b in edges])
    shirts = _either([f"{_article(c)} {c.lower()} shirt" for c in COLORS[:k]])
    return (
        f"Picture {n} people: {people}. The friendships among them are: {pairs}.\n"
        f"All {n} are going to a party, and each of them will wear {shirts}. Nobody wants "
        "to wear the same shirt color as any of their friends. Can everyone be dressed "
        "that way? "
        + _REPLY_RULE
        + "If it can, end your reply with the plan, one person per line, like this:\n"
        + example
    )
