"""Replies to RamseyGadgets problems as today's chat and reasoning models write them.

Each case names the style it stands for, the problem (a sample id of the shipped 70), the
reply, and the verdict a careful human grader gives: ``C`` when the reply's final answer
is a valid gadget, ``I`` otherwise. For ``I`` cases ``failure`` is the reason the grader
would give, as the scorer's code; ``reason`` is Inspect's score reason where the reply has
no usable answer. ``expect`` is the gadget the grader reads from the reply (labels
0..n-1), when there is one.

The correct gadgets are the shipped minimal solutions of ``data/gadgets/minimal.jsonl``
with their vertices renamed, so the corpus does not lean on every answer designating
0-1; the wrong ones are near misses a model could plausibly give. The replies were
written by hand in the layouts models use (thinking blocks, markdown, LaTeX, JSON,
self-corrections, hedges, refusals, cut-off replies), not produced from the reader.
"""

from __future__ import annotations

from dataclasses import dataclass

from ramsey_inspect.core.gadgets import Gadget


def _g(n: int, edges: str, **designated: int | str) -> Gadget:
    """A gadget from ``"0-1, 0-3"`` and roles ``e="0-4"`` or ``i1=3``."""

    def pair(text: str) -> tuple[int, int]:
        a, b = (int(x) for x in text.split("-"))
        return (min(a, b), max(a, b))

    return Gadget(
        n,
        tuple(sorted(pair(x) for x in edges.split(", "))),
        {k: pair(v) if isinstance(v, str) else v for k, v in designated.items()},
    )


SOLUTIONS = {
    "P3-K3-red-determiner": _g(5, "0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4", e="0-4"),
    "P3-K3-blue-determiner": _g(5, "0-1, 0-3, 1-2, 1-3, 1-4, 2-3, 2-4, 3-4", e="2-3"),
    "P3-K3-positive-sender": _g(4, "0-1, 0-2, 0-3, 1-2, 2-3", e="2-3", f="0-1"),
    "P3-K3-negative-sender": _g(5, "0-1, 0-2, 1-2, 1-3, 1-4, 2-4, 3-4", e="1-2", f="0-2"),
    "P3-P4-red-determiner": _g(5, "0-4, 1-2, 2-3, 2-4, 3-4", e="1-2"),
    "P3-P4-blue-determiner": _g(4, "0-1, 0-2, 0-3, 2-3", e="0-3"),
    "P3-C4-clause-gadget": _g(6, "0-2, 0-4, 1-2, 1-3, 1-5, 2-3, 3-4, 3-5", i1=1, i2=2, i3=0),
    "P3-C4-variable-gadget": _g(5, "0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4", u1=4, u2=2, n1=3),
    "P3-K4-e-clause-gadget": _g(5, "0-2, 0-3, 0-4, 1-4, 2-3, 2-4", i1=3, i2=4, i3=2),
    "K1_3-K3-clause-gadget": _g(7, "0-1, 0-2, 0-3, 0-4, 0-5, 0-6, 1-6, 2-4, 3-5", i1=6, i2=3, i3=2),
    "K1_3-P4-variable-gadget": _g(5, "0-1, 0-4, 1-3, 1-4, 2-3, 2-4, 3-4", u1=1, u2=3, n1=4),
    "K1_3-TK3-clause-gadget": _g(4, "0-1, 0-2, 0-3, 2-3", i1=1, i2=3, i3=2),
    "K1_3-K4-red-determiner": _g(
        10,
        "0-1, 0-2, 0-3, 0-4, 0-5, 0-6, 0-9, 1-2, 1-3, 1-4, 1-5, 1-6, 1-7, 1-8, 1-9, 2-3, "
        "2-4, 2-5, 2-6, 2-7, 2-8, 2-9, 3-4, 3-5, 3-6, 3-7, 3-8, 3-9, 4-5, 4-6, 4-7, 4-8, "
        "4-9, 5-7, 5-8, 6-7, 6-8, 6-9, 7-8, 7-9, 8-9",
        e="0-5",
    ),
    "K1_3-C4-negative-sender": _g(
        6,
        "0-1, 0-3, 0-4, 0-5, 1-2, 1-3, 1-4, 2-3, 2-4, 2-5, 3-4, 3-5, 4-5",
        e="2-3",
        f="0-3",
    ),
    "P3-TK3-positive-sender": _g(4, "0-2, 0-3, 1-2, 1-3, 2-3", e="0-2", f="1-3"),
    "K1_3-P4-red-determiner": _g(5, "0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4", e="1-4"),
    "P3-K1_3-negative-sender": _g(5, "0-2, 0-3, 0-4, 1-2, 1-4, 2-3, 3-4", e="3-4", f="0-4"),
    "K1_3-K4-e-clause-gadget": _g(4, "0-1, 0-3, 1-2, 1-3, 2-3", i1=1, i2=2, i3=0),
    "P3-K4-variable-gadget": _g(
        6, "0-1, 0-2, 0-3, 0-5, 1-2, 1-3, 1-4, 1-5, 2-3, 2-4, 2-5, 3-4", u1=0, u2=3, n1=1
    ),
    "K1_3-K3-positive-sender": _g(
        7,
        "0-2, 0-3, 0-4, 0-5, 0-6, 1-2, 1-3, 1-4, 1-5, 1-6, 2-3, 2-5, 2-6, 3-5, 3-6, 4-5, 4-6, 5-6",
        e="1-2",
        f="0-2",
    ),
    "P3-C4-blue-determiner": _g(4, "0-1, 0-2, 0-3, 1-3, 2-3", e="0-3"),
    "K1_3-C4-variable-gadget": _g(
        6, "0-3, 0-4, 1-2, 1-3, 1-4, 1-5, 2-3, 2-4, 3-4, 3-5, 4-5", u1=5, u2=4, n1=1
    ),
    "P3-K4-e-negative-sender": _g(
        7,
        "0-2, 0-3, 0-6, 1-2, 1-4, 1-5, 1-6, 2-3, 2-4, 2-5, 3-4, 3-5, 3-6, 4-6",
        e="4-6",
        f="1-4",
    ),
    "K1_3-TK3-blue-determiner": _g(
        7,
        "0-1, 0-2, 0-4, 0-6, 1-2, 1-3, 1-4, 1-5, 1-6, 2-3, 2-5, 2-6, 3-4, 3-6, 4-5, 4-6, 5-6",
        e="1-2",
    ),
}


@dataclass(frozen=True)
class Case:
    """One reply and the grader's verdict on it."""

    name: str
    style: str
    problem: str
    reply: str
    verdict: str
    failure: str | None = None
    reason: str | None = None
    expect: Gadget | None = None
    stop_reason: str = "stop"
    one_based: bool = False
    says: str | None = None
    """Words the score's explanation must contain."""


S = SOLUTIONS
CASES: list[Case] = []


def case(*args: object, **kwargs: object) -> None:
    CASES.append(Case(*args, **kwargs))  # type: ignore[arg-type]


# --- correct gadgets, canonical and lenient layouts ---------------------------------------

case(
    "canonical_after_prose",
    "chat model: short plan, then the block exactly as asked",
    "P3-K3-red-determiner",
    """To force e red I want e to sit in two triangles whose other edges cannot all be blue.

BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET""",
    "C",
    expect=S["P3-K3-red-determiner"],
)

case(
    "think_then_answer",
    "reasoning model: <think> with an abandoned attempt, then the final block",
    "P3-K3-blue-determiner",
    """<think>
Okay, a (P3,K3)-blue-determiner. Red edges form a matching, blue must be triangle-free.
Let me try a 4-cycle with a chord first:

BEGIN GADGET
vertices: 4
edges: 0-1, 1-2, 2-3, 0-3, 0-2
e: 0-2
END GADGET

Hmm, but then 0-2 can be red with 1-... wait, no. Let me add a fifth vertex instead.
Vertex 4 adjacent to 1, 2, 3. Check triangles 1-2-4, 2-3-4, 1-3-4... ok I think this works.
</think>

Here is a (P3,K3)-blue-determiner on five vertices.

BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 1-2, 1-3, 1-4, 2-3, 2-4, 3-4
e: 2-3
END GADGET""",
    "C",
    expect=S["P3-K3-blue-determiner"],
)

case(
    "forced_think_prefix",
    "DeepSeek-R1 with <think> forced into the prompt: only the closing tag appears",
    "P3-P4-red-determiner",
    """We need every good coloring to make e red. In a (P3,P4)-good coloring red edges form a
matching and there is no blue path on 4 vertices. First idea:
BEGIN GADGET
vertices: 3
edges: 0-1, 1-2
e: 0-1
END GADGET
No - 0-1 can be blue there. Add a triangle 2-3-4 hanging at 2 with a pendant...
</think>

**Answer.** Take the triangle 2-3-4, attach vertex 0 to 4 and vertex 1 to 2.

BEGIN GADGET
vertices: 5
edges: 0-4, 1-2, 2-3, 2-4, 3-4
e: 1-2
END GADGET

Every good coloring must color 1-2 red, as the verifier will confirm.""",
    "C",
    expect=S["P3-P4-red-determiner"],
)

case(
    "markdown_fence_explanation_after",
    "markdown chat answer: headings, fenced block, bold bullet explanation after it",
    "P3-K3-positive-sender",
    """## Construction

We use the triangle **0-1-2** with a pendant triangle on 0-2-3.

```
BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 1-2, 2-3
e: 2-3
f: 0-1
END GADGET
```

**Why it works:**
- **Edge 0-2** lies in both triangles, so at most one of 0-1, 1-2 and 2-3, 0-3 is blue.
- If **2-3** is red then **0-1** must be red too, and vice versa.
- Both colors occur, e.g. 2-3 and 0-1 red with 0-2 blue.""",
    "C",
    expect=S["P3-K3-positive-sender"],
)

case(
    "braces_edges",
    "edges written as sets {a,b}",
    "P3-K3-negative-sender",
    """BEGIN GADGET
vertices: 5
edges: {0,1}, {0,2}, {1,2}, {1,3}, {1,4}, {2,4}, {3,4}
e: {1,2}
f: {0,2}
END GADGET""",
    "C",
    expect=S["P3-K3-negative-sender"],
)

case(
    "double_dash_edges",
    "edges written a--b, as in DOT files",
    "P3-P4-blue-determiner",
    """The construction is a triangle 0, 2, 3 with a pendant edge 0--1.

BEGIN GADGET
vertices: 4
edges: 0--1, 0--2, 0--3, 2--3
e: 0--3
END GADGET""",
    "C",
    expect=S["P3-P4-blue-determiner"],
)

case(
    "em_dash_edges",
    "typographic em dashes a—b from a chat interface",
    "P3-C4-clause-gadget",
    """BEGIN GADGET
vertices: 6
edges: 0—2, 0—4, 1—2, 1—3, 1—5, 2—3, 3—4, 3—5
i1: 1
i2: 2
i3: 0
END GADGET""",
    "C",
    expect=S["P3-C4-clause-gadget"],
)

case(
    "space_pairs_comma_list",
    "edges as 'a b' pairs separated by commas",
    "P3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0 1, 0 2, 1 2, 1 3, 2 3, 2 4, 3 4
u1: 4
u2: 2
n1: 3
END GADGET""",
    "C",
    expect=S["P3-C4-variable-gadget"],
)

case(
    "bulleted_tuple_edges",
    "edges one per line as markdown bullets of tuples",
    "P3-K4-e-clause-gadget",
    """BEGIN GADGET
vertices: 5
edges:
- (0, 2)
- (0, 3)
- (0, 4)
- (1, 4)
- (2, 3)
- (2, 4)
i1: 3
i2: 4
i3: 2
END GADGET""",
    "C",
    expect=S["P3-K4-e-clause-gadget"],
)

case(
    "comments_after_values",
    "comments after values: a parenthetical and a // comment",
    "K1_3-P4-red-determiner",
    """BEGIN GADGET
vertices: 5  // 0..4
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-4 (the forced edge)
END GADGET""",
    "C",
    expect=S["K1_3-P4-red-determiner"],
)

case(
    "free_text_inside_block",
    "a model narrating inside the block: prose and // lines between the fields",
    "K1_3-K3-clause-gadget",
    """BEGIN GADGET
vertices: 7
// hub 0 joined to everything, plus three extra edges
edges: 0-1, 0-2, 0-3, 0-4, 0-5, 0-6, 1-6, 2-4, 3-5
The three inputs are leaves of different triangles.
i1: 6
i2: 3
i3: 2
END GADGET""",
    "C",
    expect=S["K1_3-K3-clause-gadget"],
)

case(
    "vertices_listed",
    "vertices listed one by one instead of counted",
    "K1_3-P4-variable-gadget",
    """BEGIN GADGET
vertices: 0, 1, 2, 3, 4
edges: 0-1, 0-4, 1-3, 1-4, 2-3, 2-4, 3-4
u1: 1
u2: 3
n1: 4
END GADGET""",
    "C",
    expect=S["K1_3-P4-variable-gadget"],
)

case(
    "vertices_range",
    "vertices as a range 0..3",
    "K1_3-TK3-clause-gadget",
    """BEGIN GADGET
vertices: 0..3
edges: 0-1, 0-2, 0-3, 2-3
i1: 1
i2: 3
i3: 2
END GADGET""",
    "C",
    expect=S["K1_3-TK3-clause-gadget"],
)

case(
    "vertices_count_with_range_note",
    "vertex count with the labels in parentheses",
    "K1_3-C4-negative-sender",
    """BEGIN GADGET
vertices: 6 (0..5)
edges: 0-1, 0-3, 0-4, 0-5, 1-2, 1-3, 1-4, 2-3, 2-4, 2-5, 3-4, 3-5, 4-5
e: 2-3
f: 0-3
END GADGET""",
    "C",
    expect=S["K1_3-C4-negative-sender"],
)

case(
    "one_line_block",
    "the whole block on one line, as in a terse final sentence",
    "P3-TK3-positive-sender",
    "Final: BEGIN GADGET vertices: 4 edges: 0-2, 0-3, 1-2, 1-3, 2-3 e: 0-2 f: 1-3 END GADGET",
    "C",
    expect=S["P3-TK3-positive-sender"],
)

case(
    "underscore_markers",
    "markers written BEGIN_GADGET / END_GADGET",
    "P3-K1_3-negative-sender",
    """BEGIN_GADGET
vertices: 5
edges: 0-2, 0-3, 0-4, 1-2, 1-4, 2-3, 3-4
e: 3-4
f: 0-4
END_GADGET""",
    "C",
    expect=S["P3-K1_3-negative-sender"],
)

case(
    "missing_end_marker",
    "the model stops after the last field without END GADGET (a normal stop)",
    "K1_3-K4-e-clause-gadget",
    """The 4-vertex graph K4 minus the edge 0-2 works.

BEGIN GADGET
vertices: 4
edges: 0-1, 0-3, 1-2, 1-3, 2-3
i1: 1
i2: 2
i3: 0""",
    "C",
    expect=S["K1_3-K4-e-clause-gadget"],
)

case(
    "edge_word_in_roles",
    "roles written 'e: edge a-b'",
    "P3-K4-e-negative-sender",
    """BEGIN GADGET
vertices: 7
edges: 0-2, 0-3, 0-6, 1-2, 1-4, 1-5, 1-6, 2-3, 2-4, 2-5, 3-4, 3-5, 3-6, 4-6
e: edge 4-6
f: edge 1-4
END GADGET""",
    "C",
    expect=S["P3-K4-e-negative-sender"],
)

case(
    "vertex_word_in_roles",
    "roles written 'u1: vertex 0'",
    "P3-K4-variable-gadget",
    """BEGIN GADGET
vertices: 6
edges: 0-1, 0-2, 0-3, 0-5, 1-2, 1-3, 1-4, 1-5, 2-3, 2-4, 2-5, 3-4
u1: vertex 0
u2: vertex 3
n1: vertex 1
END GADGET""",
    "C",
    expect=S["P3-K4-variable-gadget"],
)

case(
    "latex_everywhere",
    "LaTeX-heavy answer: sets with \\{ \\}, roles as $e = (a,b)$",
    "K1_3-K3-positive-sender",
    r"""Let $G$ have vertex set $\{0,\dots,6\}$.

BEGIN GADGET
vertices: 7
edges: $\{0,2\}, \{0,3\}, \{0,4\}, \{0,5\}, \{0,6\}, \{1,2\}, \{1,3\}, \{1,4\}, \{1,5\}, \{1,6\}, \{2,3\}, \{2,5\}, \{2,6\}, \{3,5\}, \{3,6\}, \{4,5\}, \{4,6\}, \{5,6\}$
$e = (1,2)$
$f = (0,2)$
END GADGET""",
    "C",
    expect=S["K1_3-K3-positive-sender"],
)

case(
    "space_pair_role",
    "the designated edge written 'e: 0 3'",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 1-3, 2-3
e: 0 3
END GADGET""",
    "C",
    expect=S["P3-C4-blue-determiner"],
)

case(
    "edge_listed_twice",
    "a long edge list with one edge repeated (read once, noted)",
    "K1_3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 6
edges: 0-3, 0-4, 1-2, 1-3, 1-4, 1-5, 2-3, 2-4, 3-4, 3-5, 4-5, 3-1
u1: 5
u2: 4
n1: 1
END GADGET""",
    "C",
    expect=S["K1_3-C4-variable-gadget"],
    says="listed more than once",
)

case(
    "one_based_big",
    "labels 1..n with vertices: n (a model numbering from 1), tuples in parentheses",
    "K1_3-K4-red-determiner",
    """BEGIN GADGET
vertices: 10
edges: (1,2), (1,3), (1,4), (1,5), (1,6), (1,7), (1,10), (2,3), (2,4), (2,5), (2,6), (2,7), (2,8), (2,9), (2,10), (3,4), (3,5), (3,6), (3,7), (3,8), (3,9), (3,10), (4,5), (4,6), (4,7), (4,8), (4,9), (4,10), (5,6), (5,7), (5,8), (5,9), (5,10), (6,8), (6,9), (7,8), (7,9), (7,10), (8,9), (8,10), (9,10)
e: (1,6)
END GADGET""",
    "C",
    expect=S["K1_3-K4-red-determiner"],
    one_based=True,
    says="numbered 1..10",
)

case(
    "one_based_declared",
    "vertices given as 1..6, hardness roles numbered from 1",
    "P3-C4-clause-gadget",
    """I label the vertices 1 through 6.

BEGIN GADGET
vertices: 1..6
edges: 1-3, 1-5, 2-3, 2-4, 2-6, 3-4, 4-5, 4-6
i1: 2
i2: 3
i3: 1
END GADGET""",
    "C",
    expect=S["P3-C4-clause-gadget"],
    one_based=True,
)

case(
    "json_in_block",
    "a JSON object inside the markers, as code-minded models write",
    "K1_3-TK3-blue-determiner",
    """BEGIN GADGET
{"vertices": 7, "edges": [[0, 1], [0, 2], [0, 4], [0, 6], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [2, 3], [2, 5], [2, 6], [3, 4], [3, 6], [4, 5], [4, 6], [5, 6]], "e": [1, 2]}
END GADGET""",
    "C",
    expect=S["K1_3-TK3-blue-determiner"],
)

case(
    "table_in_block",
    "a markdown table of fields inside the block",
    "P3-K3-red-determiner",
    """BEGIN GADGET
| field | value |
|---|---|
| vertices | 5 |
| edges | 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4 |
| e | 0-4 |
END GADGET""",
    "C",
    expect=S["P3-K3-red-determiner"],
)

case(
    "python_list_edges",
    "edges as a Python list of tuples",
    "P3-K3-blue-determiner",
    """BEGIN GADGET
vertices: 5
edges: [(0, 1), (0, 3), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
e: (2, 3)
END GADGET""",
    "C",
    expect=S["P3-K3-blue-determiner"],
)

case(
    "tuple_roles",
    "hardness roles given as one tuple (i1, i2, i3) = (a, b, c)",
    "K1_3-K4-e-clause-gadget",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-3, 1-2, 1-3, 2-3
(i1, i2, i3) = (1, 2, 0)
END GADGET""",
    "C",
    expect=S["K1_3-K4-e-clause-gadget"],
)

case(
    "roles_on_one_line",
    "all roles on one line separated by commas",
    "P3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4
u1 = 4, u2 = 2, n1 = 3
END GADGET""",
    "C",
    expect=S["P3-C4-variable-gadget"],
)

case(
    "self_correction_two_blocks",
    "self-correction: a first block, 'wait, that fails', a corrected block",
    "P3-P4-red-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 1-2, 2-3, 1-3
e: 0-1
END GADGET

Wait, that fails: 0-1 can be blue if 1-2 and 1-3 are... no, a blue path 0-1-2-3 appears,
but coloring 1-3 red and 0-1 blue is still good. Let me fix it.

Corrected answer:

BEGIN GADGET
vertices: 5
edges: 0-4, 1-2, 2-3, 2-4, 3-4
e: 1-2
END GADGET""",
    "C",
    expect=S["P3-P4-red-determiner"],
)

case(
    "fenced_final_answer_with_verification",
    "'Final answer' heading, ```text fence, then a verification section naming edges",
    "P3-K3-negative-sender",
    """### Final answer

```text
BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 1-4, 2-4, 3-4
e: 1-2
f: 0-2
END GADGET
```

### Verification
1. Triangle 0-1-2: at least one red edge, at most ... (red edges form a matching).
2. If 1-2 is red then 0-2 must be blue, and if 1-2 is blue then 0-2 is red.
3. Coloring with e = 1-2 red: {1-2, 3-4} red, rest blue. Good.""",
    "C",
    expect=S["P3-K3-negative-sender"],
)

case(
    "uppercase_edge_set",
    "V and E as set names, e as the role",
    "K1_3-P4-red-determiner",
    """BEGIN GADGET
V: 5
E: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-4
END GADGET""",
    "C",
    expect=S["K1_3-P4-red-determiner"],
)

case(
    "bold_keys_code_values",
    "bold keys and backticked values from a chat UI",
    "P3-TK3-positive-sender",
    """BEGIN GADGET
- **vertices:** `4`
- **edges:** `0-2`, `0-3`, `1-2`, `1-3`, `2-3`
- **e:** `0-2`
- **f:** `1-3`
END GADGET""",
    "C",
    expect=S["P3-TK3-positive-sender"],
)

case(
    "latex_subscript_roles",
    "roles as $i_1$ with LaTeX subscripts and a comment",
    "K1_3-K3-clause-gadget",
    r"""BEGIN GADGET
vertices: 7
edges: 0-1, 0-2, 0-3, 0-4, 0-5, 0-6, 1-6, 2-4, 3-5
$i_1 = 6$
$i_2 = 3$
$i_{3} = 2$ (three leaves)
END GADGET""",
    "C",
    expect=S["K1_3-K3-clause-gadget"],
)

case(
    "and_before_last_edge",
    "a prose-like edge list with 'and' before the last edge and a final period",
    "P3-P4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3 and 2-3.
e: 0-3
END GADGET""",
    "C",
    expect=S["P3-P4-blue-determiner"],
)

case(
    "harmony_raw_channels",
    "raw gpt-oss output: analysis channel with a draft, final channel with the answer",
    "P3-K3-positive-sender",
    """<|channel|>analysis<|message|>Try K4 minus an edge?
BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 1-2, 1-3, 2-3
e: 0-1
f: 2-3
END GADGET
Not sure; use the triangle pair instead.<|end|><|start|>assistant<|channel|>final<|message|>BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 1-2, 2-3
e: 2-3
f: 0-1
END GADGET<|return|>""",
    "C",
    expect=S["P3-K3-positive-sender"],
)

case(
    "semicolon_pairs",
    "edges as 'a,b' pairs split by semicolons",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0,1; 0,2; 0,3; 1,3; 2,3
e: 0-3
END GADGET""",
    "C",
    expect=S["P3-C4-blue-determiner"],
)

case(
    "no_vertex_count",
    "the vertices line forgotten; the labels give n",
    "P3-K4-e-clause-gadget",
    """BEGIN GADGET
edges: 0-2, 0-3, 0-4, 1-4, 2-3, 2-4
i1: 3
i2: 4
i3: 2
END GADGET""",
    "C",
    expect=S["P3-K4-e-clause-gadget"],
    says="no 'vertices:' line",
)

case(
    "prompt_format_echoed_first",
    "the model quotes the format with the example, then answers",
    "P3-K3-red-determiner",
    """The required format is

BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 1-3
e: 0-2
END GADGET

and my answer in that format is:

BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET""",
    "C",
    expect=S["P3-K3-red-determiner"],
)

case(
    "arrow_edges",
    "edges written with arrows a->b and a–b (en dash)",
    "P3-K1_3-negative-sender",
    """BEGIN GADGET
vertices: 5
edges: 0->2, 0->3, 0->4, 1->2, 1->4, 2->3, 3->4
e: 3–4
f: 0–4
END GADGET""",
    "C",
    expect=S["P3-K1_3-negative-sender"],
)

case(
    "think_block_then_brief_answer",
    "reasoning model whose thinking ends in a wrong candidate; visible answer is right",
    "K1_3-TK3-clause-gadget",
    """<think>
Clause gadget for (K1,3, TK3). Enforced = no red edge. Try the star K1,3 with center 0:
BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3
i1: 1
i2: 2
i3: 3
END GADGET
But then all three leaves can be enforced (all edges blue, no TK3 anywhere). Bad.
Add edge 2-3 to create a triangle with a pendant.
</think>
BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 2-3
i1: 1
i2: 3
i3: 2
END GADGET""",
    "C",
    expect=S["K1_3-TK3-clause-gadget"],
)

# --- wrong answers, unreadable answers, no answers ----------------------------------------

case(
    "only_inside_think",
    "reasoning model: the only block is inside <think>; the visible reply gives up",
    "P3-K3-red-determiner",
    """<think>
BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET
I am not sure this is right, I cannot check all colorings.
</think>
I was unable to find a construction I can verify.""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
    says="thinking",
)

case(
    "right_in_think_wrong_in_answer",
    "reasoning model: right gadget inside thinking, a different (wrong) one as the answer",
    "P3-K3-red-determiner",
    """<think>
Candidate: vertices 5, edges 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4, e = 0-4.
BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET
Actually a triangle should be enough.
</think>
BEGIN GADGET
vertices: 3
edges: 0-1, 1-2, 0-2
e: 0-1
END GADGET""",
    "I",
    failure="e_can_be_blue",
    expect=_g(3, "0-1, 0-2, 1-2", e="0-1"),
)

case(
    "thinking_cut_off",
    "reasoning model that ran out of tokens while still thinking",
    "K1_3-K4-red-determiner",
    """<think>
For (K1,3,K4) red edges form a graph of max degree 2 and blue must be K4-free. Start from
K6 minus a perfect matching ... BEGIN GADGET
vertices: 10
edges: 0-1, 0-2""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
    stop_reason="max_tokens",
)

case(
    "refusal",
    "refusal: the model declines to construct a gadget",
    "K1_3-K3-positive-sender",
    """I'm sorry, but I can't construct a (K1,3, K3)-positive-sender with confidence. This is a
research-level problem and any graph I give would be a guess.""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)

case(
    "empty_reply",
    "an empty completion",
    "P3-C4-clause-gadget",
    "",
    "I",
    failure="no_block",
    reason="no_response",
)

case(
    "cut_off_in_block",
    "reply stopped at the token limit inside the block",
    "P3-K4-variable-gadget",
    """BEGIN GADGET
vertices: 6
edges: 0-1, 0-2, 0-3, 0-5, 1-2, 1-3, 1-4, 1-5, 2-3, 2-4, 2-5, 3-4
u1: 0
u2: 3
n1: 1""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
    stop_reason="max_tokens",
    says="cut off",
)

case(
    "hedged_edge",
    "hedge: two candidate edges for e",
    "P3-K3-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4 or 1-3
END GADGET""",
    "I",
    failure="ambiguous",
    reason="invalid_response_format",
)

case(
    "hedged_vertex_parenthetical",
    "hedge inside a parenthetical: 'u1: 4 (or 2)'",
    "P3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4
u1: 4 (or 2)
u2: 2
n1: 3
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "two_values_for_f",
    "two edges given for the single role f",
    "P3-TK3-positive-sender",
    """BEGIN GADGET
vertices: 4
edges: 0-2, 0-3, 1-2, 1-3, 2-3
e: 0-2
f: 1-3, 0-3
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "unforced_edge",
    "a good graph, but the designated edge is not forced red",
    "P3-K3-red-determiner",
    """The edge 2-3 should be forced red by the triangles around it.

BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 2-3
END GADGET""",
    "I",
    failure="e_can_be_blue",
    expect=_g(5, "0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4", e="2-3"),
)

case(
    "red_for_blue",
    "a red-determiner given for the blue-determiner problem",
    "P3-K3-blue-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET""",
    "I",
    failure="e_can_be_red",
    expect=S["P3-K3-red-determiner"],
)

case(
    "not_good_complete_graph",
    "overshooting: K5 has no good coloring at all",
    "P3-K3-red-determiner",
    """Take K5; every edge is in many triangles so everything is forced.

BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 2-4, 3-4
e: 0-1
END GADGET""",
    "I",
    failure="not_good",
)

case(
    "ellipsis_edges",
    "an edge list abbreviated with '...'",
    "K1_3-K4-red-determiner",
    """BEGIN GADGET
vertices: 10
edges: 0-1, 0-2, 0-3, ..., 8-9 (all pairs except 0-7, 0-8, 5-6)
e: 0-5
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "path_notation",
    "edges written as a walk 0-1-2-3-0",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1-3-2-0, 0-3
e: 0-3
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "mixed_numbering",
    "labels 0..n with vertices: n (neither 0..n-1 nor 1..n)",
    "P3-K3-positive-sender",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-4, 1-2, 2-4
e: 2-4
f: 0-1
END GADGET""",
    "I",
    failure="out_of_range",
)

case(
    "role_not_in_graph",
    "the designated edge is missing from the edge list",
    "P3-P4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 2-3
e: 1-2
END GADGET""",
    "I",
    failure="role_not_edge",
)

case(
    "same_edge_twice",
    "a sender with e and f the same edge",
    "P3-K3-positive-sender",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 1-2, 2-3
e: 2-3
f: 3-2
END GADGET""",
    "I",
    failure="roles_not_distinct",
)

case(
    "negative_for_positive",
    "a negative-sender given for the positive-sender problem",
    "P3-K3-positive-sender",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 1-4, 2-4, 3-4
e: 1-2
f: 0-2
END GADGET""",
    "I",
    failure="colors_not_forced",
    expect=S["P3-K3-negative-sender"],
)

case(
    "triangle_clause",
    "a clause gadget guessed as a bare triangle",
    "K1_3-K3-clause-gadget",
    """A triangle is the simplest clause: its three vertices cannot all be free.

BEGIN GADGET
vertices: 3
edges: 0-1, 1-2, 0-2
i1: 0
i2: 1
i3: 2
END GADGET""",
    "I",
    failure="combination_unrealisable",
)

case(
    "variable_wrong_roles",
    "the right graph for a variable gadget with u1 and n1 swapped",
    "P3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4
u1: 3
u2: 2
n1: 4
END GADGET""",
    "I",
    failure="condition_1",
    expect=_g(5, "0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4", u1=3, u2=2, n1=4),
)

case(
    "self_correction_to_wrong",
    "self-correction that replaces a right block by a wrong one",
    "P3-P4-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-4, 1-2, 2-3, 2-4, 3-4
e: 1-2
END GADGET

Hmm, on reflection a smaller graph is cleaner:

BEGIN GADGET
vertices: 4
edges: 0-1, 1-2, 2-3
e: 1-2
END GADGET""",
    "I",
    failure="e_can_be_blue",
)

case(
    "alternatives_last_wrong",
    "two alternative answers; the last one given is wrong",
    "P3-K1_3-negative-sender",
    """Option A:
BEGIN GADGET
vertices: 5
edges: 0-2, 0-3, 0-4, 1-2, 1-4, 2-3, 3-4
e: 3-4
f: 0-4
END GADGET

Alternatively (Option B), a 4-cycle:
BEGIN GADGET
vertices: 4
edges: 0-1, 1-2, 2-3, 0-3
e: 0-1
f: 1-2
END GADGET""",
    "I",
    failure="colors_not_forced",
)

case(
    "answer_then_hedged_block",
    "a right block, then a closing block that hedges between two edges",
    "K1_3-P4-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-4
END GADGET

On reflection either of two edges is forced, so to be safe:

BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-4 or 0-3
END GADGET""",
    "I",
    failure="ambiguous",
    reason="invalid_response_format",
)

case(
    "broken_block_after_answer",
    "a right block, then a second block abandoned half-way (closed but unusable)",
    "K1_3-P4-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-4
END GADGET

For comparison, the general shape is
BEGIN GADGET
vertices: n
edges: (the hub joined to ...)
END GADGET""",
    "C",
    expect=S["K1_3-P4-red-determiner"],
)

case(
    "prose_answer_no_block",
    "markdown chat answer that ignores the block format",
    "P3-K3-red-determiner",
    """**Answer:** Let G have vertices 0-4 and edges 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4.
The edge **e = 0-4** is red in every good coloring.""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)

case(
    "json_no_block",
    "a JSON answer without the markers",
    "P3-K3-positive-sender",
    """```json
{"vertices": 4, "edges": [[0,1],[0,2],[0,3],[1,2],[2,3]], "e": [2,3], "f": [0,1]}
```""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)

case(
    "flat_number_list",
    "edges as one flat run of numbers",
    "P3-P4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0 1 0 2 0 3 2 3
e: 0 3
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "stray_edges_after_roles",
    "edges written after the roles, outside the edge list",
    "P3-K3-blue-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 1-2, 1-3, 1-4, 2-3
e: 2-3
2-4, 3-4
END GADGET""",
    "I",
    failure="malformed",
)

case(
    "labels_past_n",
    "a label beyond the stated vertex count",
    "P3-P4-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-4, 1-2, 2-3, 2-4, 3-4, 4-5
e: 1-2
END GADGET""",
    "I",
    failure="out_of_range",
)

case(
    "role_given_twice",
    "a correction inside the block: e given twice with different edges",
    "P3-K3-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 1-3
e: 0-4
END GADGET""",
    "I",
    failure="ambiguous",
)

case(
    "missing_role",
    "a sender answer that forgets f",
    "K1_3-C4-negative-sender",
    """BEGIN GADGET
vertices: 6
edges: 0-1, 0-3, 0-4, 0-5, 1-2, 1-3, 1-4, 2-3, 2-4, 2-5, 3-4, 3-5, 4-5
e: 2-3
END GADGET""",
    "I",
    failure="missing_role",
)

case(
    "self_loop",
    "a loop in the edge list",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
vertices: 4
edges: 0-1, 0-2, 0-3, 1-3, 2-3, 3-3
e: 0-3
END GADGET""",
    "I",
    failure="self_loop",
)

# --- half blocks and blocks said in words ---------------------------------------------------
# The format asks for the block; what a grader reads inside its markers counts, however it is
# worded, and nothing outside them does. A block whose BEGIN line was forgotten is still the
# block: the field lines just above END GADGET.

case(
    "begin_forgotten",
    "half block: the fields and END GADGET, the BEGIN line forgotten",
    "P3-K3-red-determiner",
    """Here is my construction.

vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4
END GADGET""",
    "C",
    expect=S["P3-K3-red-determiner"],
)

case(
    "begin_forgotten_no_role",
    "half block: BEGIN forgotten and the designated edge too",
    "P3-K3-red-determiner",
    """vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
END GADGET""",
    "I",
    failure="missing_role",
    reason="invalid_response_format",
)

case(
    "end_after_prose_only",
    "half block: prose closed by END GADGET, no fields",
    "P3-C4-blue-determiner",
    """I think a 4-cycle with a chord works, with the chord as e.
END GADGET""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)

case(
    "sentences_inside_markers",
    "block in prose: the graph described in sentences between the markers",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
The graph has 4 vertices and the edges 0-1, 0-2, 0-3, 1-3, 2-3. The designated edge is e = 0-3.
END GADGET""",
    "C",
    expect=S["P3-C4-blue-determiner"],
)

case(
    "keys_without_colons",
    "block in prose: one line, keys without colons, as a terse sentence",
    "P3-P4-red-determiner",
    "BEGIN GADGET vertices 5, edges 0-4, 1-2, 2-3, 2-4, 3-4, e is 1-2 END GADGET",
    "C",
    expect=S["P3-P4-red-determiner"],
)

case(
    "roles_in_a_sentence",
    "block in prose: fields as lines, the designated vertices named in a sentence",
    "P3-C4-variable-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-2, 1-2, 1-3, 2-3, 2-4, 3-4
Take u1 = 4, u2 = 2 and n1 is vertex 3.
END GADGET""",
    "C",
    expect=S["P3-C4-variable-gadget"],
)

case(
    "vertices_in_words_edges_listed",
    "block in prose: 'G has vertices 0 to 4', then 'Its edges are ...'",
    "K1_3-P4-red-determiner",
    """BEGIN GADGET
G has vertices 0 to 4.
Its edges are 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3 and 3-4.
The special edge e is 1-4.
END GADGET""",
    "C",
    expect=S["K1_3-P4-red-determiner"],
)

case(
    "worded_block_wrong_graph",
    "block in prose that a grader reads, but the graph is a near miss",
    "P3-C4-blue-determiner",
    """BEGIN GADGET
The graph has 4 vertices and the edges 0-1, 0-2, 0-3, 2-3. The designated edge is e = 0-3.
END GADGET""",
    "I",
    failure="e_can_be_red",
)

case(
    "role_after_the_block",
    "half block: the block closes without e; e is named in a sentence after it",
    "P3-K3-red-determiner",
    """BEGIN GADGET
vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
END GADGET
The edge e = 0-4 is red in every good coloring.""",
    "I",
    failure="missing_role",
    reason="invalid_response_format",
)

case(
    "fields_without_markers",
    "half block: the fields alone, neither BEGIN nor END",
    "P3-K3-red-determiner",
    """vertices: 5
edges: 0-1, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4
e: 0-4""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)

case(
    "half_block_stops_before_roles",
    "half block: BEGIN, vertices and edges, then the reply ends normally",
    "P3-K4-e-clause-gadget",
    """BEGIN GADGET
vertices: 5
edges: 0-2, 0-3, 0-4, 1-4, 2-3, 2-4""",
    "I",
    failure="missing_role",
    reason="invalid_response_format",
)

case(
    "begin_then_only_prose",
    "half block: BEGIN GADGET, then prose without a graph",
    "P3-K4-e-clause-gadget",
    """BEGIN GADGET
I would start from a triangle and attach the inputs to it, but I am not sure how.""",
    "I",
    failure="malformed",
    reason="invalid_response_format",
)

case(
    "prose_narrating_a_graph_no_markers",
    "block in prose without markers: a full description, as a small chat model writes it",
    "P3-P4-blue-determiner",
    """The graph G has 4 vertices 0, 1, 2, 3 and edges 0-1, 0-2, 0-3 and 2-3. The edge e = 0-3 is
blue in every good coloring.""",
    "I",
    failure="no_block",
    reason="invalid_response_format",
)
