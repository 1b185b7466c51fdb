"""Prompt text of the RamseyGadgets task: definitions, problem statements, hints.

Every statement has the paper's two parts: the goodness constraint ("an (F,H)-good graph")
and the gadget constraint ("with an edge e that is red in every good coloring"). The
system message carries the definitions the model needs and the answer format; hints are
extra paragraphs after the statement, so new kinds of hint slot in without new templates.
"""

from __future__ import annotations

from collections.abc import Sequence

from ramsey_inspect.core.gadgets import (
    MAX_EDGES,
    MAX_VERTICES,
    Gadget,
    GadgetType,
    format_gadget,
    gadget_type_name,
)
from ramsey_inspect.core.named_graphs import NamedGraph
from ramsey_inspect.core.text_calls import format_call
from ramsey_inspect.names import DEFAULT_TOOL_PROTOCOL, ToolProtocol

ROLE_TEXT = (
    "You are a researcher in extremal graph theory. You build small graphs whose red/blue "
    "edge colorings are forced to behave in a prescribed way."
)

BASE_DEFINITIONS = (
    "Definitions.\n"
    "- All graphs are simple and undirected. A copy of a graph X in a graph G is a subgraph "
    "of G isomorphic to X; it does not have to be induced.\n"
    "- A red/blue coloring of G assigns each edge of G one of the two colors red and blue.\n"
    "- For graphs F and H, a red/blue coloring of G is (F,H)-good if no copy of F in G has "
    "all of its edges red and no copy of H in G has all of its edges blue. G is (F,H)-good "
    "if it has at least one (F,H)-good coloring.\n"
    "- Here F = {f_name}, the graph on vertices 0..{f_last} with edges {f_edges}; and "
    "H = {h_name}, the graph on vertices 0..{h_last} with edges {h_edges}."
)

GADGET_DEFINITIONS = {
    "red_determiner": (
        "- An (F,H)-red-determiner is an (F,H)-good graph G with an edge e such that e is red "
        "in every (F,H)-good coloring of G."
    ),
    "blue_determiner": (
        "- An (F,H)-blue-determiner is an (F,H)-good graph G with an edge e such that e is "
        "blue in every (F,H)-good coloring of G."
    ),
    "positive_sender": (
        "- An (F,H)-positive-sender is a graph G with two different edges e and f such that "
        "e and f get the same color in every (F,H)-good coloring of G, and G has an "
        "(F,H)-good coloring in which e is red as well as one in which e is blue."
    ),
    "negative_sender": (
        "- An (F,H)-negative-sender is a graph G with two different edges e and f such that "
        "e and f get different colors in every (F,H)-good coloring of G, and G has an "
        "(F,H)-good coloring in which e is red as well as one in which e is blue."
    ),
    "clause": (
        "- Here F is the star K1,{k}. In an (F,H)-good coloring, a vertex is enforced when "
        "none of its edges is red.\n"
        "- An (F,H)-clause-gadget is an (F,H)-good graph G with three different vertices i1, "
        "i2, i3 such that (1) no (F,H)-good coloring of G has i1, i2 and i3 all enforced, and "
        "(2) each of the other 7 combinations of enforced / not enforced for i1, i2, i3 "
        "occurs in some (F,H)-good coloring of G."
    ),
    "variable": (
        "- Here F is the star K1,{k}. In an (F,H)-good coloring, a vertex is an enforcer when "
        "{k_minus_1} of its edges are red (the most a good coloring allows).\n"
        "- An (F,H)-variable-gadget is a graph G with three different vertices u1, u2, n1 "
        "such that: (1) in every (F,H)-good coloring of G, if u1 or u2 is not an enforcer, "
        "then n1 is an enforcer; (2) in every (F,H)-good coloring of G, if n1 is not an "
        "enforcer, then u1 and u2 are both enforcers; (3) some (F,H)-good coloring of G has "
        "neither u1 nor u2 as an enforcer; (4) some (F,H)-good coloring of G has n1 not an "
        "enforcer."
    ),
}

STATEMENTS: dict[GadgetType, str] = {
    "red_determiner": (
        "Construct an ({f},{h})-good graph G together with an edge e of G such that e is red "
        "in every ({f},{h})-good coloring of G."
    ),
    "blue_determiner": (
        "Construct an ({f},{h})-good graph G together with an edge e of G such that e is "
        "blue in every ({f},{h})-good coloring of G."
    ),
    "positive_sender": (
        "Construct an ({f},{h})-good graph G together with two different edges e and f of G "
        "such that G is an ({f},{h})-positive-sender: e and f have the same color in every "
        "({f},{h})-good coloring, and e is red in one good coloring and blue in another."
    ),
    "negative_sender": (
        "Construct an ({f},{h})-good graph G together with two different edges e and f of G "
        "such that G is an ({f},{h})-negative-sender: e and f have different colors in every "
        "({f},{h})-good coloring, and e is red in one good coloring and blue in another."
    ),
    "clause": (
        "Construct an ({f},{h})-good graph G together with three different vertices i1, i2, "
        "i3 of G such that G is an ({f},{h})-clause-gadget."
    ),
    "variable": (
        "Construct an ({f},{h})-good graph G together with three different vertices u1, u2, "
        "n1 of G such that G is an ({f},{h})-variable-gadget."
    ),
}

FORMAT_TEXT = (
    "Answer format. Think as long as you need, then end your reply with exactly one block "
    "like the one below. Number the vertices 0..n-1, give n after 'vertices:', list every "
    "edge as a-b after 'edges:', then name the designated {what}. The example only shows "
    "the layout; it is not a solution. At most {max_v} vertices and {max_e} edges.\n"
    "{example}"
)

STRUCTURAL_HINT = (
    "Hint: in an ({f},{h})-good coloring of any graph, an edge that lies in no copy of "
    "{h} can always be made blue, and the coloring stays ({f},{h})-good."
)

# n is a proven minimum, but like the paper's hint this only says a solution of that size
# exists, as a non-constructive existence proof would.
SIZE_HINT = "Hint: this problem is known to have a solution with exactly {n} vertices."

# A solved problem for the smaller star P3 = K1,2 and the same H: constructions for one
# star often generalise to the next, which is what this setting tests.
EXAMPLE_HINT = (
    "Hint: here is a solved problem of the same kind for a smaller star. Take F = {ef} "
    "({ef_desc}) instead of {f}, and the same H = {h}. The graph below is a "
    "({ef},{h})-{type_name}: it has the property asked for above once ({ef},{h})-good "
    "colorings replace ({f},{h})-good colorings.{note}\n"
    "{block}\n"
    "It is not an answer to this problem, but its idea may carry over from {ef} to {f}."
)

EXAMPLE_ENFORCER_NOTE = (
    " For the star {ef} = K1,{k}, an enforcer is a vertex with {k_minus_1} red edge{s}."
)

MULTIROUND_TEXT = (
    "You can test graphs with the tool good_colorings: give it a graph and it lists the "
    "({f},{h})-good colorings of that graph (each one by its red edges; up to {cap} of "
    "them). You have three rounds: in each of the first two you may call the tool, and in "
    "the third you must give your final answer without tools."
)

# The same tool described for a model that calls it by writing a line of text
# (-T tool_protocol=text): the syntax is shown once, with an example that is not a solution.
MULTIROUND_TEXT_PROTOCOL = (
    "You can test graphs with the tool good_colorings: give it a graph and it lists the "
    "({f},{h})-good colorings of that graph (each one by its red edges; up to {cap} of "
    "them). You have three rounds: in each of the first two you may call the tool, and in "
    "the third you must give your final answer without it. To call the tool, write a line "
    "of its own like this one, then end your reply:\n"
    "{example}\n"
    "vertices is the number n of vertices (numbered 0..n-1, at most {max_v}) and edges "
    "lists the edges as pairs [a, b] (at most {max_e}). You may write up to {calls} such "
    "lines in one reply; the results come back in the next message."
)

# Said for a text call that repeats the example above: it is the prompt's, not a graph to test.
EXAMPLE_CALL_NOTE = (
    "this is the example call from the instructions, not a graph of yours; call "
    "good_colorings with the graph you want to test"
)

NEXT_ROUND_TEXT = (
    "You neither called the tool nor gave a BEGIN GADGET ... END GADGET block. Next round: "
    "call good_colorings to test a graph, or give your final answer."
)

FINAL_ROUND_TEXT = (
    "This is the final round: no more tool calls. Give your final answer now, ending with "
    "the BEGIN GADGET ... END GADGET block."
)

_EXAMPLES = {
    "red_determiner": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"e": (0, 2)}),
    "blue_determiner": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"e": (0, 2)}),
    "positive_sender": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"e": (0, 1), "f": (1, 3)}),
    "negative_sender": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"e": (0, 1), "f": (1, 3)}),
    "clause": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"i1": 0, "i2": 2, "i3": 3}),
    "variable": Gadget(4, ((0, 1), (0, 2), (1, 3)), {"u1": 0, "u2": 2, "n1": 3}),
}
_WHAT = {
    "red_determiner": "edge e",
    "blue_determiner": "edge e",
    "positive_sender": "edges e and f",
    "negative_sender": "edges e and f",
    "clause": "vertices i1, i2, i3",
    "variable": "vertices u1, u2, n1",
}


def system_prompt(f: NamedGraph, h: NamedGraph, gadget_type: GadgetType) -> str:
    """Role, definitions for this pair and gadget type, and the answer format."""
    k = f.star_size or 0
    definitions = BASE_DEFINITIONS.format(
        f_name=f.name,
        f_last=f.n - 1,
        f_edges=f.edge_list_text(),
        h_name=h.name,
        h_last=h.n - 1,
        h_edges=h.edge_list_text(),
    )
    gadget = GADGET_DEFINITIONS[gadget_type].format(k=k, k_minus_1=k - 1)
    answer = FORMAT_TEXT.format(
        what=_WHAT[gadget_type],
        max_v=MAX_VERTICES,
        max_e=MAX_EDGES,
        example=format_gadget(gadget_type, _EXAMPLES[gadget_type]),
    )
    return f"{ROLE_TEXT}\n\n{definitions}\n{gadget}\n\n{answer}"


def problem_statement(
    f: NamedGraph, h: NamedGraph, gadget_type: GadgetType, hints: Sequence[str] = ()
) -> str:
    """The task in the paper's two-part shape, followed by any hint paragraphs."""
    text = STATEMENTS[gadget_type].format(f=f.name, h=h.name)
    return "\n\n".join([text, *hints])


def structural_hint(f: NamedGraph, h: NamedGraph) -> str:
    """The paper's structural hint, in our words."""
    return STRUCTURAL_HINT.format(f=f.name, h=h.name)


def size_hint(n: int) -> str:
    """The size hint: a solution on exactly ``n`` vertices is known to exist.

    >>> size_hint(10)
    'Hint: this problem is known to have a solution with exactly 10 vertices.'
    """
    return SIZE_HINT.format(n=n)


def example_hint(
    f: NamedGraph,
    h: NamedGraph,
    gadget_type: GadgetType,
    example_f: NamedGraph,
    example: Gadget,
) -> str:
    """A worked example: a ``gadget_type`` gadget for (example_f, H), as an answer block."""
    k = example_f.star_size
    note = ""
    if gadget_type == "variable" and k is not None:
        note = EXAMPLE_ENFORCER_NOTE.format(
            ef=example_f.name, k=k, k_minus_1=k - 1, s="" if k == 2 else "s"
        )
    return EXAMPLE_HINT.format(
        f=f.name,
        h=h.name,
        ef=example_f.name,
        ef_desc=f"vertices 0..{example_f.n - 1}, edges {example_f.edge_list_text()}",
        type_name=gadget_type_name(gadget_type),
        note=note,
        block=format_gadget(gadget_type, example),
    )


def multiround_note(
    f: NamedGraph,
    h: NamedGraph,
    cap: int,
    tool_protocol: ToolProtocol = DEFAULT_TOOL_PROTOCOL,
    *,
    max_vertices: int = 12,
    max_edges: int = 40,
    max_calls: int = 8,
) -> str:
    """What the model is told about the coloring tool and the three rounds.

    ``tool_protocol`` ``native`` offers the tool through the API; ``text`` describes how
    to call it in a line of text (``core.text_calls``), with the tool's limits.
    """
    if tool_protocol == "text":
        return MULTIROUND_TEXT_PROTOCOL.format(
            f=f.name,
            h=h.name,
            cap=cap,
            example=format_call(4, [(0, 1), (0, 2), (1, 3)]),
            max_v=max_vertices,
            max_e=max_edges,
            calls=max_calls,
        )
    return MULTIROUND_TEXT.format(f=f.name, h=h.name, cap=cap)
