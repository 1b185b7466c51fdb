"""Each claim shape of the false-edge reader with its positive cases and negative twins.

Written from how reasoning models state (and unstate) edges; each case carries the edges
(0-based) a careful grader reads as asserted about the problem's graph. A twin uses the
same words as a question, denial, supposition, retraction, reported mistake, or about
another graph, and asserts nothing. A statement corrected only in a later line still counts
(the decided policy, round 24).
"""

from __future__ import annotations

import pytest

from ramsey_inspect.parsers._kcoloring_edges import (
    LINE_SHAPES,
    SHAPES,
    false_edge_reading,
    read_edge_claims,
    read_edge_flags,
    read_edges,
)

Case = tuple[str, str, int, str, set[tuple[int, int]]]
CLIQUE5 = {(a, b) for a in (0, 2, 3, 5, 7) for b in (0, 2, 3, 5, 7) if a < b}
K4_LOW = {(a, b) for a in range(4) for b in range(4) if a < b}
K4_HIGH = {(a, b) for a in range(4, 8) for b in range(4, 8) if a < b}

CASES: list[Case] = [
    # -- set_claim: every pair of the set
    ("set_claim", "math", 8, "So the set {0, 2, 3, 5, 7} forms a K5.", CLIQUE5),
    ("set_claim", "math", 8, "All pairs in {0, 2, 3, 5, 7} are connected.", CLIQUE5),
    ("set_claim", "math", 8, "We get $\\{0,2,3,5,7\\}$, a complete subgraph.", CLIQUE5),
    ("set_claim", "math", 8, "Let S2 = {0, 2, 3}.\nS2 is a clique.", {(0, 2), (0, 3), (2, 3)}),
    ("set_claim", "friends", 8, "Alice, Carol and Dave form a triangle.", {(0, 2), (0, 3), (2, 3)}),
    (
        "set_claim",
        "friends",
        8,
        "Every person in {Alice, Bob, Carol} is friends with every other person in the set.",
        {(0, 1), (0, 2), (1, 2)},
    ),
    ("set_claim", "math", 8, "So {0, 2, 3, 5, 7} is a $K_{5}$.", CLIQUE5),
    ("set_claim", "cities", 8, "Cities 1-3 form a triangle.", {(0, 1), (0, 2), (1, 2)}),
    ("set_claim", "math", 8, "If vertices 1-3 formed a triangle, we'd need 3 colors.", set()),
    ("set_claim", "math", 8, "Is {0, 2, 3, 5, 7} a clique?", set()),
    ("set_claim", "math", 8, "{0, 2, 3, 5, 7} is not a clique.", set()),
    ("set_claim", "math", 8, "If {0, 2, 3, 5, 7} formed a K5 we would need five colors.", set()),
    ("set_claim", "math", 8, "Let me check whether {0, 2, 3} is a triangle.", set()),
    (
        "set_claim",
        "math",
        8,
        "Both {0, 1, 2} and {3, 4, 5} are triangles, i.e. K3s.",
        {(0, 1), (0, 2), (1, 2), (3, 4), (3, 5), (4, 5)},
    ),
    (
        "set_claim",
        "math",
        8,
        "I found {0, 1, 2} and {3, 4, 5} as K3s.",
        {(0, 1), (0, 2), (1, 2), (3, 4), (3, 5), (4, 5)},
    ),
    ("set_claim", "math", 8, "If {0, 1, 2} and {3, 4, 5} were K3s, we'd need 3 colors.", set()),
    (
        "set_claim",
        "math",
        8,
        "Two triangles overlap, so merged they give {0, 2, 3, 5}, which is a K4.",
        {(0, 2), (0, 3), (0, 5), (2, 3), (2, 5), (3, 5)},
    ),
    (
        "set_claim",
        "math",
        8,
        "{0, 2, 3} is a clique, so we will need three colors.",
        {(0, 2), (0, 3), (2, 3)},
    ),
    ("set_claim", "math", 8, "For {0, 2, 3} to be a clique we need all three edges.", set()),
    ("set_claim", "math", 8, "Vertices 0, 2, 3, 5 and 7 come close to a K5.", set()),
    ("set_claim", "math", 8, "{0, 2, 3, 5, 7} is almost a clique.", set()),
    (
        "set_claim",
        "cities",
        4,
        "So this is a complete graph K4: every two cities are joined.",
        {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)},
    ),
    ("set_claim", "cities", 4, "Is this a complete graph?", set()),
    ("set_claim", "cities", 4, "A K4 has 6 highways, and we have 5.", set()),
    ("set_claim", "math", 8, "The graph is a K4 plus isolated vertices.", set()),
    # -- shared_neighbour: a third vertex, no edge between the subjects
    ("shared_neighbour", "math", 8, "2 and 5 are both adjacent to 3.", {(2, 3), (3, 5)}),
    ("shared_neighbour", "math", 8, "0, 1 and 2 are all adjacent to 3.", {(0, 3), (1, 3), (2, 3)}),
    (
        "shared_neighbour",
        "friends",
        8,
        "Bob and Dave are both friends with Carol.",
        {(1, 2), (2, 3)},
    ),
    (
        "shared_neighbour",
        "cities",
        4,
        "Cities 2 and 3 are both linked to city 1, and city 4 hangs off city 3.",
        {(0, 1), (0, 2)},
    ),
    ("shared_neighbour", "math", 8, "Are 2 and 5 both adjacent to 3?", set()),
    # round 19: "both" after a colon stands for the pair before it; twins asked or denied
    (
        "shared_neighbour",
        "math",
        8,
        "2 and 5 look alike: both are adjacent to 0, 3.",
        {(0, 2), (0, 5), (2, 3), (3, 5)},
    ),
    ("shared_neighbour", "math", 8, "2 and 5 look alike: are both adjacent to 0, 3?", set()),
    ("shared_neighbour", "math", 8, "2 and 5 look alike: both are not adjacent to 3.", set()),
    ("shared_neighbour", "math", 8, "2 and 5 are not both adjacent to 3.", set()),
    # -- all_others
    (
        "all_others",
        "math",
        8,
        "Vertex 7 is adjacent to every other vertex.",
        {(i, 7) for i in range(7)},
    ),
    ("all_others", "math", 8, "If 7 were adjacent to every other vertex, we'd be stuck.", set()),
    # "adjacent to all" with nothing after it, and a list row of everyone
    (
        "all_others",
        "math",
        8,
        "So 3 is adj to all too (deg 7).",
        {(0, 3), (1, 3), (2, 3), (3, 4), (3, 5), (3, 6), (3, 7)},
    ),
    (
        "all_others",
        "math",
        8,
        "3: everybody else.",
        {(0, 3), (1, 3), (2, 3), (3, 4), (3, 5), (3, 6), (3, 7)},
    ),
    ("all_others", "math", 8, "3 is adjacent to all three.", set()),
    ("all_others", "math", 8, "3 is not adjacent to all.", set()),
    ("all_others", "math", 8, "Colour 3: everyone differs.", set()),
    # -- all_of: a group named before
    (
        "all_of",
        "friends",
        8,
        "Alice, Bob and Carol are mutual friends. Dave is friends with all of them.",
        {(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)},
    ),
    # round 19: "every vertex in that group", and a vertex in a relative clause, even when
    # the main clause after it supposes; twins: the relative clause supposes itself, or a
    # condition follows the statement itself
    (
        "all_of",
        "math",
        8,
        "0, 1, 2 and 3 form a K4. Vertex 6 is adjacent to every vertex in that group.",
        K4_LOW | {(0, 6), (1, 6), (2, 6), (3, 6)},
    ),
    (
        "all_of",
        "math",
        8,
        "0, 1, 2 and 3 form a K4. Taking 6, which is adjacent to all of them, would give a K5.",
        K4_LOW | {(0, 6), (1, 6), (2, 6), (3, 6)},
    ),
    (
        "all_of",
        "math",
        8,
        "0, 1, 2 and 3 form a K4. Taking 6, which would be adjacent to all of them, gives a K5.",
        K4_LOW,
    ),
    (
        "all_of",
        "math",
        8,
        "0, 1, 2 and 3 form a K4. Vertex 6 is adjacent to all of them if we add an edge.",
        K4_LOW,
    ),
    # round 19: a named set of LaTeX text names, and a counted group after "everyone except
    # X:" (the list is the group, not X's row); twins asked, or counted wrong
    (
        "set_claim",
        "friends",
        8,
        "Let $Q = \\{\\text{Carol}, \\text{Ethan}, \\text{Fran}\\}$.\nEvery two people in $Q$ are friends.",
        {(2, 4), (2, 5), (4, 5)},
    ),
    (
        "set_claim",
        "friends",
        8,
        "Let $Q = \\{\\text{Carol}, \\text{Ethan}, \\text{Fran}\\}$.\nIs $Q$ a complete graph?",
        set(),
    ),
    (
        "set_claim",
        "friends",
        8,
        "Take everyone but Bob: Carol, Ethan, Fran. These three are all mutual friends.",
        {(2, 4), (2, 5), (4, 5)},
    ),
    (
        "set_claim",
        "friends",
        8,
        "Take everyone but Bob: Carol, Ethan, Fran. These four are all mutual friends.",
        set(),
    ),
    # -- relation
    ("relation", "math", 8, "Vertex 3 is adjacent to 5.", {(3, 5)}),
    ("relation", "math", 8, "Vertex 3 is adjacent to 5, and vertex 6 stands alone.", {(3, 5)}),
    ("relation", "math", 8, "Vertex 3 is adjacent to 5, and vertex 6 has no edges.", {(3, 5)}),
    ("relation", "cities", 8, "City 3 is connected to city 6 and to city 7.", {(2, 5), (2, 6)}),
    ("relation", "math", 8, "Is vertex 3 adjacent to 5?", set()),
    ("relation", "math", 8, "3 is adjacent to 5 — no, scratch that.", set()),
    ("relation", "math", 8, "Earlier I wrote that 3 is adjacent to 5; that was a mistake.", set()),
    ("relation", "math", 8, "It is false that 3 is connected to 5.", set()),
    (
        "relation",
        "friends",
        8,
        "That fails: Fran and Carol would both be Green, and Carol is friends with Fran.",
        {(2, 5)},
    ),
    (
        "relation",
        "friends",
        8,
        "So if Alice is friends with Bob, and Bob is friends with Carol, nothing follows.",
        set(),
    ),
    ("relation", "math", 8, "That coloring is wrong because 5 is adjacent to 7.", {(5, 7)}),
    ("relation", "math", 8, "I said 5 is adjacent to 7, which was a mistake.", set()),
    ("relation", "math", 8, "Bob is friends with Ethan too, right?", set()),
    ("relation", "friends", 8, "Bob is friends with Ethan too, right?", {(1, 4)}),
    # -- neighbour_list, with counts that are no vertex
    ("neighbour_list", "math", 8, "Vertex 0 has 7 neighbors: 1, 2, 3.", {(0, 1), (0, 2), (0, 3)}),
    # the word between the vertex and its list, no colon: "3 nbrs {1, 5}", "C3 adj 1, 5"
    ("neighbour_list", "math", 8, "so 6 nbrs {0, 3}, fine", {(0, 6), (3, 6)}),
    ("neighbour_list", "cities", 8, "C2 adj 4, 7", {(1, 3), (1, 6)}),
    ("neighbour_list", "math", 8, "so 6 non-nbrs {0, 3}", set()),
    # round 28: the neighbours in a bracket right after the vertex, as a colouring walks them
    ("neighbour_list", "math", 8, "Next 6 (nbrs 0 G, 3 B) gets yellow.", {(0, 6), (3, 6)}),
    ("neighbour_list", "math", 8, "then 4 (adj 1, 2; not 7) takes red", {(1, 4), (2, 4)}),
    ("neighbour_list", "math", 8, "then 4 (non-nbrs 1, 2) takes red", set()),
    ("neighbour_list", "math", 8, "if 4 (nbrs 1, 2) were blue we'd clash", set()),
    ("neighbour_list", "math", 8, "then 4 (sees G, B) takes red", set()),
    ("neighbour_list", "math", 8, "Does 6 adj 0, 3?", set()),
    ("neighbour_list", "math", 8, "If 6 nbrs {0, 3}, we'd clash.", set()),
    ("neighbour_list", "math", 8, "Vertex 0 (7 neighbors: 1, 2, 3)", {(0, 1), (0, 2), (0, 3)}),
    ("neighbour_list", "math", 8, "N(5) = {0, 2, 4}, degree 3.", {(0, 5), (2, 5), (4, 5)}),
    # round 7: the terse function form with "nbrs" ("nbrs(4) = {1, 6}")
    ("neighbour_list", "math", 8, "nbrs(4) = {1, 6}; 2 is free.", {(1, 4), (4, 6)}),
    ("neighbour_list", "math", 8, "If nbrs(4) = {1, 6}, 4 would need a third colour.", set()),
    ("neighbour_list", "math", 8, "Is nbrs(4) = {1, 6}? Let me check.", set()),
    # round 7: sets glued to their vertex on a line with a neighbour word ("adj: 2{0,7} 6{1}")
    ("neighbour_list", "math", 8, "adj: 2{0,7} 6{1}", {(0, 2), (2, 7), (1, 6)}),
    ("neighbour_list", "math", 8, "non-adj: 2{0,7} 6{1}", set()),
    ("neighbour_list", "math", 8, "Classes 2{0,7} and 6{1}.", set()),
    ("neighbour_list", "math", 8, "If adj: 2{0,7}, then 2 needs a third colour.", set()),
    ("neighbour_list", "math", 8, "Vertex 9 (Green): neighbors 0 Yellow, 2 Orange.", set()),
    (
        "neighbour_list",
        "math",
        12,
        "Vertex 9 (Green): neighbors 0 Yellow, 2 Orange.",
        {(0, 9), (2, 9)},
    ),
    ("neighbour_list", "math", 8, "Vertices 0-7 all need colors; the 3-4 highest matter.", set()),
    # -- mutual
    ("mutual", "friends", 8, "Carol and Fran are friends.", {(2, 5)}),
    ("mutual", "cities", 8, "There is a highway between city 2 and city 7.", {(1, 6)}),
    ("mutual", "friends", 8, "Are Carol and Fran friends? No.", set()),
    ("adjacency_line", "math", 12, "- 1: 2 ✓, 5 ✓, 6 ✓", {(1, 2), (1, 5), (1, 6)}),
    (
        "other_graph",
        "friends",
        8,
        "Who is NOT friends with whom:\n- Carol: Ethan, Fran\n- {Alice, Bob}\n- Bob: Dave ✓",
        set(),
    ),
    ("mutual", "math", 8, "3 and 4 are adjacent in... no, 3-4 is one of the missing pairs.", set()),
    # -- edge_pairs / edge_dash
    ("edge_pairs", "math", 8, "The edges include (0,4) and (2,6).", {(0, 4), (2, 6)}),
    ("edge_pairs", "math", 8, "Red on {0, 4} and Blue on {2, 6}; no edges inside either.", set()),
    ("edge_dash", "math", 8, "Edges 0-4 and 2-6 are in the list.", {(0, 4), (2, 6)}),
    ("edge_dash", "math", 8, "I thought 2-4 was an edge, but it is not.", set()),
    ("edge_pairs", "math", 12, "Edges checked. Colour classes: {8, 9}, {10, 11}, {4}.", set()),
    # a set reached from a vertex ("6 → {2, 3}") and a pair titling its own check
    ("edge_pairs", "math", 8, "Neighbours reached next: from 6 → {2, 3}.", set()),
    ("edge_pairs", "math", 8, "{1, 4}: 1's edges are (1,2), (1,5). No 4.", {(1, 2), (1, 5)}),
    ("edge_pairs", "math", 8, "The edges are {1, 4}: both ends red.", {(1, 4)}),
    # bare pairs whose edge word is elsewhere take its doubt (borrowed doubt)
    ("edge_pairs", "math", 8, "- {1, 6} — the one vertex 6 does not touch is 1", set()),
    ("edge_pairs", "math", 8, "- {1, 6} — 6 has just one non-neighbour, 1", set()),
    ("edge_pairs", "math", 8, "Purple: {2, 5} — 2 and 5 not adjacent, fine", set()),
    ("edge_pairs", "math", 8, "- {1, 6} — the one edge 6 adds here is to 1", {(1, 6)}),
    ("edge_dash", "math", 8, "Also 0-3 and 2-7 are road-free pairs.", set()),
    ("edge_dash", "math", 8, "Non-edges left: 1-4, 3-6. (5-7 is out, 7 is used.)", set()),
    (
        "edge_dash",
        "math",
        8,
        "Edges left: 1-4, 3-6. (5-7 too, 7 is busy.)",
        {(1, 4), (3, 6), (5, 7)},
    ),
    # a pair put in one colour class
    ("edge_dash", "math", 8, "Vertex 4 touches every pair except 4-6. So pair 4-6.", set()),
    ("edge_dash", "math", 8, "Pairs again: 6 only pairs with 1 → 1-6.", set()),
    ("edge_dash", "math", 8, "The pair 1-6 is an edge.", {(1, 6)}),
    ("edge_dash", "math", 8, "Edges among 2-5: just 2-4.", {(2, 4)}),
    # round 7: "joined" is a word about edges for bare pairs on its line
    (
        "edge_dash",
        "cities",
        8,
        "Test 2, 5, 6: 2–5 ✓, 2–6 ✓, 5–6 ✓. All three joined.",
        {(1, 4), (1, 5), (4, 5)},
    ),
    ("edge_dash", "cities", 8, "2–5, 2–6: neither pair is joined.", set()),
    ("edge_dash", "cities", 8, "If 2–5 were joined, 2 and 5 would differ.", set()),
    ("adjacency_line", "math", 8, "Wave 3 (reached from wave 2): 0, 5", set()),
    ("edge_pairs", "math", 8, "Every edge is fine. Classes: {0, 1}, {2, 3}, {4, 6, 7}.", set()),
    ("edge_pairs", "math", 8, "The edges (0, 1) and (2, 3) are there.", {(0, 1), (2, 3)}),
    # -- tilde (round 7): the glued adjacency sign of terse notes, one with each listed
    ("tilde", "math", 8, "6 gets G since 6~2,7 and both are R.", {(2, 6), (6, 7)}),
    ("tilde", "cities", 10, "C4 Sec; C4~C9 and C4~C2.", {(3, 8), (1, 3)}),
    ("tilde", "math", 8, "1~4, 0~6 so no shared colour.", {(1, 4), (0, 6)}),
    ("tilde", "math", 8, "6≁2 so 6 may take R.", set()),
    ("tilde", "math", 8, "Does 6~2 hold? No.", set()),
    ("tilde", "math", 8, "If 6~2 then both can't be R.", set()),
    ("tilde", "math", 8, "Need ~6 colours at most; 3 ~ 4 hours.", set()),
    # -- next_to (round 31): a vertex "next to" others, the adjacency said as a place
    ("next_to", "math", 8, "Blue is taken for 3, since 3 is next to 6.", {(3, 6)}),
    ("next_to", "math", 8, "Vertex 1 lies next to 4, so it cannot be Blue.", {(1, 4)}),
    (
        "next_to",
        "cities",
        10,
        "City 9 (next to cities 2, 4 and 7) takes Treasurer.",
        {(1, 8), (3, 8), (6, 8)},
    ),
    ("next_to", "math", 8, "Is 3 next to 6? No.", set()),
    ("next_to", "math", 8, "Vertex 3 is not next to 6.", set()),
    ("next_to", "math", 8, "Vertices 2 and 3 are next to 6.", set()),
    ("next_to", "math", 8, "Write 3 next to 6 in the table and colour it.", set()),
    ("next_to", "math", 8, "Then put 3 next to 6 and move on.", set()),
    ("next_to", "math", 8, "Vertices 2 and 3 sit next to each other in the drawing.", set()),
    ("next_to", "math", 8, "If 3 were next to 6 we would need a fourth colour.", set()),
    ("next_to", "math", 8, "In the ordering, 3 is next to 6 in the list.", set()),
    ("next_to", "math", 8, "Vertices 1 and 3 (next to 6 and 7 respectively) get Green.", set()),
    # -- clash_they (round 36): two of one colour, then "they" joined
    ("clash_they", "math", 8, "2 and 7 are both Red, and they're adjacent.", {(2, 7)}),
    ("clash_they", "math", 8, "2 and 7 are both Red and they're not adjacent.", set()),
    (
        "all_others",
        "cities",
        4,
        "Cities 1 and 3 are joined to every other city, actually.",
        {(0, 1), (0, 2), (0, 3), (1, 2), (2, 3)},
    ),
    (
        "all_others",
        "cities",
        4,
        "City 1 is joined to every other city, actually no: not to 4.",
        set(),
    ),
    ("neighbour_list", "math", 8, "Degrees: 6 has 6 (0-5). 7 has 6 neighbours (0-5 too).", set()),
    # -- line shapes
    (
        "table_by_header",
        "math",
        8,
        "| Vertex | Neighbours | Non-neighbours | Degree |\n|---|---|---|---|\n| 0 | 1, 2 | 3, 4 | 2 |",
        {(0, 1), (0, 2)},
    ),
    (
        "edge_heading",
        "math",
        8,
        "Edges:\n- 0-3\n- (2, 5)\n\nSo 4 is free.",
        {(0, 3), (2, 5)},
    ),
    ("edge_heading", "math", 8, "Non-edges:\n- 0-3\n- (2, 5)", set()),
    ("adjacency_line", "math", 12, "7: nbrs 0 2 3 4", {(0, 7), (2, 7), (3, 7), (4, 7)}),
    ("adjacency_line", "math", 8, "1 (degree 3): 0, 2, 4", {(0, 1), (1, 2), (1, 4)}),
    (
        "group_line",
        "friends",
        8,
        "These are all mutual friends:\nAlice, Bob, Carol.",
        {(0, 1), (0, 2), (1, 2)},
    ),
    # -- another graph: complement, removal, relabelling
    ("other_graph", "math", 8, "The complement has edges 0-3 and 2-5.", set()),
    (
        "other_graph",
        "math",
        8,
        "After removing vertex 1, the remaining graph has edges 0-3, 2-5.",
        set(),
    ),
    ("other_graph", "math", 8, "## Complement\n\n0: 3, 5\n2: 5", set()),
    ("other_graph", "math", 8, "In G − 2 the edges are 0-3 and 4-5.", set()),
    (
        "other_graph",
        "cities",
        6,
        "For each city, the cities it is not joined to:\n- City 1: 2, 3\n- City 4: 5",
        set(),
    ),
    (
        "edge_heading",
        "cities",
        6,
        "## Highways\n\n- City 1 – City 3\n- City 2 – City 6",
        {(0, 2), (1, 5)},
    ),
    ("edge_heading", "math", 6, "**Edge list**\n0-3\n2-5", {(0, 3), (2, 5)}),
    ("edge_heading", "math", 6, "## Non-edges\n\n- 0 – 3\n- 2 – 5", set()),
    ("adjacency_line", "math", 6, "Adjacency: 0: 1, 4 · 1: 0, 2 · 2: 1", {(0, 1), (0, 4), (1, 2)}),
    ("adjacency_line", "math", 6, "Non-neighbours: 0: 3 · 1: 4, 5", set()),
    (
        "table_by_header",
        "math",
        8,
        "| Vertex | Neighbours | # |\n|---|---|---|\n| 0 | 2, 5 | 2 |\n| 1 | 3 | 1 |",
        {(0, 2), (0, 5), (1, 3)},
    ),
    (
        "table_by_header",
        "math",
        8,
        "| Vertex | Non-neighbours | # |\n|---|---|---|\n| 0 | 2, 5 | 2 |",
        set(),
    ),
    (
        "adjacency_line",
        "math",
        12,
        "5: 0–2, 4, 9–11",
        {(0, 5), (1, 5), (2, 5), (4, 5), (5, 9), (5, 10), (5, 11)},
    ),
    ("edge_pairs", "math", 12, "Edges: 0-2, 4-6.", {(0, 2), (4, 6)}),
    # -- scopes opened by a heading: a blank line under it keeps them; degrees are counts
    (
        "edge_heading",
        "cities",
        6,
        "First, let me list the highways:\n\n- 1-3\n- 2-6",
        {(0, 2), (1, 5)},
    ),
    ("edge_heading", "cities", 6, "Let me list the missing highways:\n- 1-3\n- 2-6", set()),
    (
        "other_graph",
        "math",
        6,
        "For each vertex, the vertices it is not adjacent to:\n\n- 0: 2, 3\n- 1: 4",
        set(),
    ),
    ("adjacency_line", "cities", 6, "Degrees:\n- City 1: 2\n- City 3: 4", set()),
    (
        "adjacency_line",
        "cities",
        6,
        "Degrees:\n- City 1: 2 (cities 2, 5)\n\nNeighbours:\n- City 3: 4",
        {(0, 1), (0, 4), (2, 3)},
    ),
    (
        "adjacency_line",
        "math",
        8,
        "Adjacency with degrees:\n- 0: 2, 3 (degree 2)\n- 1: 4 (degree 1)",
        {(0, 2), (0, 3), (1, 4)},
    ),
    ("neighbour_list", "cities", 8, "City 7 has 3 highways: to 2, 5, 8.", {(1, 6), (4, 6), (6, 7)}),
    ("neighbour_list", "math", 8, "Vertex 3 has edges to 1 and 6.", {(1, 3), (3, 6)}),
    ("neighbour_list", "math", 8, "Vertex 3 has no edges to 1 or 6.", set()),
    # -- the cities frame's own verbs and ranges (cities numbered from 1)
    ("all_others", "cities", 4, "City 2 is linked to every other city.", {(0, 1), (1, 2), (1, 3)}),
    (
        "all_others",
        "cities",
        4,
        "City 3 has highways to every other city.",
        {(0, 2), (1, 2), (2, 3)},
    ),
    ("all_others", "cities", 4, "Is city 3 joined to every other city?", set()),
    (
        "relation",
        "cities",
        6,
        "City 6 is joined to all of 2 through 5.",
        {(1, 5), (2, 5), (3, 5), (4, 5)},
    ),
    ("relation", "cities", 6, "City 6 is not joined to any of 2 through 5.", set()),
    (
        "set_claim",
        "cities",
        6,
        "Cities 2-4 are all joined to each other.",
        {(1, 2), (1, 3), (2, 3)},
    ),
    ("set_claim", "cities", 6, "Are cities 2-4 all joined to each other?", set()),
    (
        "shared_neighbour",
        "cities",
        5,
        "Cities 1, 2 and 3 are all joined to city 5.",
        {(0, 4), (1, 4), (2, 4)},
    ),
    # -- taken back at once in the next sentence: the first is a twin, a new claim after it is read
    ("mutual", "friends", 8, "Bob and Fran are linked; no, I misread that.", set()),
    ("edge_pairs", "math", 8, "Edge 3-6 is there; wait, no: I misread it.", set()),
    ("relation", "math", 8, "Vertex 4 is adjacent to 7... actually no, scratch that.", set()),
    ("relation", "math", 8, "Vertex 4 is adjacent to 7. No other vertex touches 7.", {(4, 7)}),
    # after a full stop a statement stands, as the sequel's authors counted it
    ("relation", "math", 8, "Vertex 4 is adjacent to 7. No, wait, it is not.", {(4, 7)}),
    (
        "relation",
        "math",
        8,
        "Vertex 4 is adjacent to 7; wait, 4 is adjacent to 6 too.",
        {(4, 6), (4, 7)},
    ),
    # -- edge lists under a heading: people by name or defined initial, several edges a line
    ("edge_heading", "friends", 8, "Edges:\n- Alice – Bob\n- Bob – Heather", {(0, 1), (1, 7)}),
    ("edge_heading", "friends", 8, "Non-edges:\n- Alice – Bob\n- Bob – Heather", set()),
    (
        "edge_heading",
        "friends",
        8,
        "Short: Alice (A), Bob (B), Carol (C).\nThe friendships:\nA–B, B–C",
        {(0, 1), (1, 2)},
    ),
    ("edge_heading", "cities", 8, "The connections:\n1-2, 1-5, 3-4.", {(0, 1), (0, 4), (2, 3)}),
    ("edge_heading", "math", 8, "Edges:\n(0,1), (1,7), (2,3)", {(0, 1), (1, 7), (2, 3)}),
    ("edge_heading", "math", 8, "Missing edges:\n0-1, 1-7, 2-3", set()),
    ("edge_heading", "math", 8, "Colour classes:\n0-1, 1-7, 2-3", set()),
    # -- people's names in any case
    ("relation", "friends", 8, "So carol is friends with george.", {(2, 6)}),
    ("relation", "friends", 8, "So carol is not friends with GEORGE.", set()),
    ("adjacency_line", "friends", 12, "heather: alice, bob, jack", {(0, 7), (1, 7), (7, 9)}),
    # -- relations in other words: possessives, "a friend of", "know each other", asides
    ("mutual", "friends", 8, "Carol's friend Fran takes Blue.", {(2, 5)}),
    ("mutual", "friends", 8, "Is Carol's friend Fran Blue?", set()),
    ("mutual", "friends", 8, "Bob is one of Alice's friends.", {(0, 1)}),
    ("mutual", "friends", 8, "Bob is not one of Alice's friends.", set()),
    ("relation", "friends", 8, "Dave is a friend of Ethan.", {(3, 4)}),
    ("relation", "friends", 8, "If Dave were a friend of Ethan, we'd be stuck.", set()),
    ("mutual", "friends", 8, "Dave and Ethan know each other.", {(3, 4)}),
    ("mutual", "friends", 8, "Dave and Ethan don't know each other.", set()),
    ("relation", "friends", 8, "Dave (friend of Ethan) gets Red.", {(3, 4)}),
    ("relation", "math", 8, "Vertex 2 is a neighbour of vertex 5.", {(2, 5)}),
    ("relation", "math", 8, "Vertex 2 is not a neighbour of vertex 5.", set()),
    ("relation", "math", 8, "2: Red (adjacent to 5)", {(2, 5)}),
    ("relation", "math", 8, "2: Red (not adjacent to 5)", set()),
    ("relation", "math", 8, "6 (adjacent to 2 (Red) and 3 (Green))", {(2, 6), (3, 6)}),
    ("relation", "cities", 8, "City 3 is joined by a highway to city 6.", {(2, 5)}),
    ("relation", "cities", 8, "City 3 has a highway to city 6.", {(2, 5)}),
    ("relation", "cities", 8, "City 3 has no highway to city 6.", set()),
    ("mutual", "cities", 8, "A highway joins city 3 and city 6.", {(2, 5)}),
    ("mutual", "cities", 8, "Does a highway join city 3 and city 6?", set()),
    ("mutual", "math", 8, "There is an edge 0-3.", {(0, 3)}),
    ("mutual", "math", 8, "There is no edge 0-3.", set()),
    (
        "all_others",
        "math",
        4,
        "Vertex 2 is connected to all other vertices.",
        {(0, 2), (1, 2), (2, 3)},
    ),
    ("all_others", "math", 4, "Vertex 2 is not connected to all other vertices.", set()),
    # -- mistakes reported in other words
    ("edge_dash", "math", 8, "Earlier I wrote that 2-5 is an edge; that was a mistake.", set()),
    ("relation", "math", 8, "My claim that 2 is connected to 5 was wrong.", set()),
    ("relation", "math", 8, "It is false that 2 is connected to 5.", set()),
    ("edge_dash", "math", 8, "I thought 2-4 was an edge, but it is not.", set()),
    # -- terse neighbour lists and vertices written with a number sign
    ("neighbour_list", "math", 8, "adj 7: 0, 1, 2, 6", {(0, 7), (1, 7), (2, 7), (6, 7)}),
    ("neighbour_list", "math", 8, "3: Blue, adj 4(R)", {(3, 4)}),
    ("neighbour_list", "math", 8, "3: Blue, not adj 4(R)", set()),
    ("neighbour_list", "math", 8, "#0 has 3 neighbours: 1, #4, #5.", {(0, 1), (0, 4), (0, 5)}),
    ("mutual", "math", 8, "#1 and #4 share an edge.", {(1, 4)}),
    ("mutual", "math", 8, "Do #1 and #4 share an edge?", set()),
    # -- a vertex's neighbours given as a range after "every ... from"
    ("relation", "math", 8, "5 is adjacent to every vertex from 2 to 4.", {(2, 5), (3, 5), (4, 5)}),
    ("relation", "math", 8, "5 is not adjacent to any vertex from 2 to 4.", set()),
    (
        "relation",
        "friends",
        8,
        "heather is friends with everyone from Dave through Fran.",
        {(3, 7), (4, 7), (5, 7)},
    ),
    ("relation", "friends", 8, "Is Heather friends with everyone from Dave through Fran?", set()),
    # -- tables and lists in names shortened by a legend
    (
        "table_by_header",
        "friends",
        8,
        "(short names: Al, Bo, Ca, Da, Et, Fr, Ge, He)\n| who | friends | # | not friends |\n"
        "|---|---|---|---|\n| Bo | Al, Da, Ge | 3 | Ca, Et |",
        {(0, 1), (1, 3), (1, 6)},
    ),
    (
        "relation",
        "friends",
        8,
        "(short names: Al, Bo, Ca, Da, Et, Fr, Ge, He)\nHe is friends with Bo.",
        set(),  # "He" before a lower-case word is the pronoun, and "friends with Bo" has one person
    ),
    # -- elliptical second clauses, second edges, initials joined by a hyphen
    ("relation", "friends", 8, "Bob is only connected to Alice, Carol only to Dave.", {(0, 1)}),
    ("relation", "math", 8, "Vertex 3 is connected to 5, and also to 6.", {(3, 5), (3, 6)}),
    ("relation", "math", 8, "Vertex 4 is connected to 5 and to 6.", {(4, 5), (4, 6)}),
    (
        "edge_dash",
        "friends",
        8,
        "Alice (A), Bob (B), Carol (C). The friendships are A-B and B-C.",
        {(0, 1), (1, 2)},
    ),
    (
        "edge_dash",
        "friends",
        8,
        "Alice (A), Bob (B), Carol (C). Are A-B and B-C friendships?",
        set(),
    ),
    # -- headings in a sentence of intent, terse names joined by a dash
    ("edge_heading", "cities", 8, "First, I need to list the edges:\n1-2, 4-5", {(0, 1), (3, 4)}),
    ("edge_heading", "math", 8, "Edges:\nv0-v1, v0-v4", {(0, 1), (0, 4)}),
    ("edge_heading", "math", 8, "Edges we would need:\nv0-v1, v0-v4", set()),
    # -- a named set claimed a clique in words
    (
        "set_claim",
        "friends",
        8,
        "Let Q = {Alice, Bob, Fran}.\nEveryone in Q is friends with everyone else in Q.",
        {(0, 1), (0, 5), (1, 5)},
    ),
    (
        "set_claim",
        "friends",
        8,
        "Let Q = {Alice, Bob, Fran}.\nIs everyone in Q friends with everyone else in Q?",
        set(),
    ),
    # -- the prompt's own "Alice with Bob" under a heading
    (
        "edge_heading",
        "friends",
        8,
        "Friendships:\nAlice with Bob, Carol with Dave.",
        {(0, 1), (2, 3)},
    ),
    ("edge_heading", "friends", 8, "Colour plan:\nAlice with Bob, Carol with Dave.", set()),
    # -- issue 39, round 4: the group after a clique word is in the same phrase
    (
        "set_claim",
        "friends",
        8,
        "Carol and Dave know each other, and Carol is also friends with Ethan, Fran, George.",
        {(2, 3), (2, 4), (2, 5), (2, 6)},
    ),
    (
        "set_claim",
        "math",
        8,
        "Let R = {1, 4, 6}.\nAll pairs in R are adjacent.",
        {(1, 4), (1, 6), (4, 6)},
    ),
    ("set_claim", "math", 8, "Let R = {1, 4, 6}.\nAre all pairs in R adjacent?", set()),
    (
        "set_claim",
        "friends",
        8,
        "Q = {Bob, Dave, Fran}. Q is a clique, and George is a friend of Bob and Dave but not of Fran.",
        {(1, 3), (1, 5), (3, 5), (1, 6), (3, 6)},
    ),
    # -- a shared neighbour is no pair: "both joined by a highway to"
    (
        "shared_neighbour",
        "cities",
        6,
        "City 2 and city 5 are both joined by a highway to city 1.",
        {(0, 1), (0, 4)},
    ),
    (
        "mutual",
        "math",
        8,
        "3 and 6 are adjacent to 1, and 3 and 6 are connected.",
        {(1, 3), (1, 6), (3, 6)},
    ),
    ("mutual", "math", 8, "3 and 6 are adjacent to 1.", {(1, 3), (1, 6)}),
    (
        "relation",
        "friends",
        8,
        "Heather is a friend of Carol and George but not of Bob.",
        {(2, 7), (6, 7)},
    ),
    # -- braced pairs that are a partition's sides, a colour pairing, a miss
    (
        "edge_pairs",
        "math",
        4,
        "A 4-cycle is bipartite. The two sides are {0, 2} and {1, 3}.",
        set(),
    ),
    ("edge_pairs", "math", 8, "Edge count is low. Vertex 5 misses only 2, so {2, 5}.", set()),
    (
        "edge_dash",
        "math",
        8,
        "0 could pair with 4 and 1 could pair with 2: taking 0-4 leaves 1-2.",
        set(),
    ),
    ("edge_dash", "math", 12, "I almost wrote 3-8 as an edge, but it isn't.", set()),
    ("edge_dash", "math", 12, "Edges: I nearly wrote 3-8 as one.", set()),
    ("edge_dash", "math", 12, "So 3-8 is an edge, but 3-9 is not.", {(3, 8)}),
    ("edge_dash", "math", 12, "So 3-8 is an edge, but it isn't.", set()),
    # -- a degree with its neighbours after a colon; a list taken back after "..."
    ("neighbour_list", "math", 8, "Vertex 2 has degree 3: 0, 5, 7", {(0, 2), (2, 5), (2, 7)}),
    (
        "neighbour_list",
        "math",
        8,
        "Vertex 2 has degree 3: 0, 5, 7... no wait, let me look again.",
        set(),
    ),
    ("neighbour_list", "cities", 8, "City 4: 2, 6, 7... no wait, let me recount.", set()),
    (
        "all_others",
        "cities",
        4,
        "City 3 too: joined to every other city.",
        {(0, 2), (1, 2), (2, 3)},
    ),
    # -- an edge heading after a sentence on its line
    (
        "edge_heading",
        "friends",
        8,
        "We have 8 people. Friend pairs from the prompt:\ndave-heather, bob-fran",
        {(3, 7), (1, 5)},
    ),
    # -- a ":" heading about the non-edges covers its list; prose after it is read
    (
        "adjacency_line",
        "math",
        8,
        "Non-neighbours:\n0: 3, 6\n1: 4\nSo 2 is adjacent to 5.",
        {(2, 5)},
    ),
    ("adjacency_line", "math", 8, "Non-neighbours:\n0: 3, 6\n- 1: 4", set()),
    # -- issue 39, round 5 (tune2): a clique "too" after a clique claim on its line
    (
        "clique_too",
        "math",
        8,
        "{0, 1, 2, 3} is a K4. And {4, 5, 6, 7} too.",
        K4_LOW | K4_HIGH,
    ),
    ("clique_too", "math", 8, "And {4, 5, 6, 7} too.", set()),
    ("clique_too", "math", 8, "{0, 1, 2, 3} is not a K4. And {4, 5, 6, 7} too.", set()),
    (
        "clique_too",
        "math",
        8,
        "{0, 1, 2, 3} forms a K4, as do {4, 5, 6, 7}.",
        K4_LOW | K4_HIGH,
    ),
    # -- plural clique words over a list of groups; a bare "so K4" after its group
    ("set_claim", "math", 8, "K4s: {0, 1, 2, 3}, {4, 5, 6, 7}.", K4_LOW | K4_HIGH),
    ("set_claim", "math", 8, "Cliques to test: {0, 1, 2, 3}, {4, 5, 6, 7}.", set()),
    ("set_claim", "math", 8, "Candidate cliques: {0, 1, 2, 3}, {4, 5, 6, 7}.", set()),
    ("set_claim", "math", 8, "{4,5,6,7}: 4-5 y, 4-6 y, 6-7 y. So K4.", K4_HIGH),
    ("set_claim", "math", 8, "{4,5,6,7}: 4-5 y, 4-6 y, 6-7 y. So K5.", set()),
    ("set_claim", "math", 8, "{4,5,6,7}: 4-5 y, 4-6 n. So no K4.", set()),
    (
        "set_claim",
        "friends",
        8,
        "A = Alice, B = Bob, C = Carol, H = Heather.\n{A, B, C, H} is a $K_4$.",
        {(0, 1), (0, 2), (0, 7), (1, 2), (1, 7), (2, 7)},
    ),
    ("set_claim", "cities", 8, "$C_2$, $C_5$ and $C_6$ form a triangle.", {(1, 4), (1, 5), (4, 5)}),
    # -- initials defined glued ("A(lice)") or as a run ("A, B, C, D = Alice…Dave")
    # round 7: the run spaced ("A B C D = Alice … Dave"), a row under it spaced, "B adj ..."
    (
        "adjacency_line",
        "friends",
        8,
        "Short: A B C D E = Alice … Ethan.\nfriend rows\nC: A D E",
        {(0, 2), (2, 3), (2, 4)},
    ),
    (
        "neighbour_list",
        "friends",
        8,
        "Short: A B C D E = Alice … Ethan.\nD adj B, E → Red.",
        {(1, 3), (3, 4)},
    ),
    ("neighbour_list", "friends", 8, "Short: A B C D E = Alice … Ethan.\nIs D adj B?", set()),
    ("adjacency_line", "friends", 8, "A B C D E\nC: A D E", set()),
    (
        "relation",
        "friends",
        8,
        "Short: A(lice), B(ob), C(arol), D(ave).\nA is friends with B and D.",
        {(0, 1), (0, 3)},
    ),
    (
        "relation",
        "friends",
        8,
        "Short: A(lice), B(ob), C(arol), D(ave).\nA is not friends with B or D.",
        set(),
    ),
    (
        "table_by_header",
        "friends",
        8,
        "Let A, B, C, D = Alice…Dave.\n| | friends |\n|---|---|\n| A | B D |",
        {(0, 1), (0, 3)},
    ),
    (
        "table_by_header",
        "math",
        8,
        "| v | nbrs | deg |\n|---|---|---|\n| 0 | 1 2 6 | 3 |",
        {(0, 1), (0, 2), (0, 6)},
    ),
    (
        "table_by_header",
        "math",
        8,
        "| v | non-nbrs | deg |\n|---|---|---|\n| 0 | 1 2 6 | 3 |",
        set(),
    ),
    # -- a range of neighbours after "to cities"; "connects back to"
    (
        "relation",
        "cities",
        12,
        "So City 1 connects to cities 2 through 5.",
        {(0, 1), (0, 2), (0, 3), (0, 4)},
    ),
    ("relation", "cities", 12, "Cities 2 through 5 are left to colour.", set()),
    ("relation", "cities", 8, "City 6 connects back to City 2.", {(1, 5)}),
    # -- the complement written in LaTeX; a pair then "— missing"
    ("edge_pairs", "math", 8, "$\\{0, 4\\}$ and $\\{1, 4\\}$ are edges of $\\bar{G}$.", set()),
    ("edge_pairs", "math", 8, "Check (1,4): the edges of 1 go to 0, 2, 3 — missing.", set()),
    # -- a braced pair is an edge only where its sentence says so
    ("edge_pairs", "math", 8, "So {0, 2} is an edge.", {(0, 2)}),
    ("edge_pairs", "math", 8, "Edges are sparse here. 6 misses 7, so pair {6,7}.", set()),
    ("edge_pairs", "math", 8, "Edge check done. Left: 4 and 5, so {4,5}.", set()),
    ("shared_neighbour", "math", 8, "Vertices 4 and 7 are adjacent only to 2.", {(2, 4), (2, 7)}),
    # -- numbers under a colouring heading are colours
    ("adjacency_line", "math", 8, "Coloring:\n0: 1\n1: 2\n2: 0", set()),
    ("adjacency_line", "math", 8, "Final answer:\n0 → 1\n1 → 2", set()),
    ("adjacency_line", "math", 8, "Adjacency:\n0: 1\n1: 2", {(0, 1), (1, 2)}),
    # -- relations in other verbs: touches, hits, borders, meets, sees, shares an edge with
    ("relation", "math", 8, "Vertex 3 touches 0, 1 and 6.", {(0, 3), (1, 3), (3, 6)}),
    (
        "relation",
        "math",
        8,
        "Vertex 3 hits basically everything: 0, 1, 6.",
        {(0, 3), (1, 3), (3, 6)},
    ),
    ("relation", "math", 8, "3 shares an edge with 6.", {(3, 6)}),
    ("relation", "math", 8, "Does 3 touch 6? No.", set()),
    ("relation", "math", 8, "3 touches neither 5 nor 6.", set()),
    ("relation", "math", 8, "If 3 hits 6, we need another colour.", set()),
    ("relation", "math", 8, "3 shares a colour with 6.", set()),
    ("relation", "math", 8, "Vertex 3 sees colours 0, 1 already.", set()),
    ("relation", "friends", 8, "Carol is friends with Bob as well as Fran.", {(1, 2), (2, 5)}),
    # -- "an edge from 2 to 5" is an edge, not a range
    ("mutual", "math", 8, "There's an edge from 3 to 6.", {(3, 6)}),
    ("mutual", "math", 8, "There's no edge from 3 to 6.", set()),
    ("mutual", "cities", 8, "A highway runs between city 3 and city 6.", {(2, 5)}),
    ("mutual", "cities", 8, "No highway runs between city 3 and city 6.", set()),
    # -- a pair marked absent where it is listed; a pair denied after "... wait,"
    ("edge_dash", "math", 8, "Edges: 0-1 ✓, 3-6 ✗.", {(0, 1)}),
    ("edge_dash", "math", 8, "Edges: 0-1 y, 3-6 n, 6-7 y.", {(0, 1), (6, 7)}),
    ("edge_pairs", "math", 8, "Edges: (0,1) ✓, (3,6) ✗.", {(0, 1)}),
    ("edge_dash", "math", 8, "I see edges 0-1, 0-2 and 3-6... wait, 3-6 isn't there.", set()),
    (
        "edge_dash",
        "math",
        8,
        "I see edges 0-1, 0-2 and 3-6... wait, that's all.",
        {(0, 1), (0, 2), (3, 6)},
    ),
    # -- a group after a clique word, behind a hedge, is a goal
    ("set_claim", "math", 8, "To get a K4 we'd need {0, 1, 2, 3}.", set()),
    ("set_claim", "math", 8, "There is a K4: {0, 1, 2, 3}.", K4_LOW),
    # -- "all (vertices) except / but": every other vertex but those named
    (
        "all_others",
        "math",
        8,
        "5 is adjacent to all vertices except 1 and 6.",
        {(0, 5), (2, 5), (3, 5), (4, 5), (5, 7)},
    ),
    (
        "all_others",
        "math",
        8,
        "5 is adjacent to all but 1.",
        {(0, 5), (2, 5), (3, 5), (4, 5), (5, 6), (5, 7)},
    ),
    ("all_others", "math", 8, "5 is not adjacent to all vertices except 1.", set()),
    (
        "all_others",
        "friends",
        8,
        "Heather is friends with everyone but Bob.",
        {(h, 7) for h in (0, 2, 3, 4, 5, 6)},
    ),
    ("all_others", "math", 8, "All vertices except 1 get distinct colours.", set()),
    # -- a vertex, a colon, and "its neighbours are ..."
    ("neighbour_list", "math", 8, "Now 6: its neighbours are 1, 3, 7.", {(1, 6), (3, 6), (6, 7)}),
    ("neighbour_list", "math", 8, "Now 6: its neighbours aren't 1 or 3.", set()),
    # -- a list about the non-edges under a title, an announcing sentence, across blank lines
    # -- a clique claim with pairs left out, or left unsaid; several triangles named
    ("set_claim", "math", 8, "0, 1, 2, 3 are pairwise adjacent except 1-3.", K4_LOW - {(1, 3)}),
    (
        "set_claim",
        "math",
        8,
        "All pairs among 0, 1, 2, 3 are edges except (1,3).",
        K4_LOW - {(1, 3)},
    ),
    ("set_claim", "math", 8, "{0, 1, 2, 3} is a clique minus the edge 1-3.", K4_LOW - {(1, 3)}),
    ("set_claim", "math", 8, "{0, 1, 2, 3} is a K4 minus an edge.", set()),
    # round 19: a list of triangles in round brackets after "Triangles:"; twins: a list to
    # check, denied, or of possible ones
    (
        "set_claim",
        "math",
        8,
        "Triangles: (0,1,2), (1,2,3).",
        {(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)},
    ),
    ("set_claim", "math", 8, "Triangles to check: (0,1,2), (1,2,3).", set()),
    ("set_claim", "math", 8, "No triangles: (0,1,2), (1,2,3).", set()),
    ("set_claim", "math", 8, "Possible triangles: (0,1,2), (1,2,3).", set()),
    # round 19: a clique word with a vertex more leaves the clique's part unsaid; a twin
    # without the extra vertex still asserts the group; a clique word opening a source note
    # in brackets names where a row was read, not the row
    (
        "set_claim",
        "math",
        8,
        "Vertex 5 sees 0, 1, 2 and 3. So that set is a K4 plus a vertex.",
        {(0, 5), (1, 5), (2, 5), (3, 5)},
    ),
    ("set_claim", "math", 8, "{0, 1, 2, 3, 6} is a triangle with one extra node.", set()),
    ("set_claim", "math", 8, "{4, 5, 6, 7} is a $K_4$ plus nothing else.", K4_HIGH),
    (
        "neighbour_list",
        "math",
        8,
        "5 adj 0, 3, 6 and 7 (from clique): red.",
        {(0, 5), (3, 5), (5, 6), (5, 7)},
    ),
    (
        "neighbour_list",
        "math",
        8,
        "2 adj 4, 5, 6 (via the K4), so green.",
        {(2, 4), (2, 5), (2, 6)},
    ),
    (
        "set_claim",
        "math",
        8,
        "We have two triangles, {0, 1, 2} and {1, 2, 3}.",
        {(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)},
    ),
    (
        "set_claim",
        "math",
        8,
        "There are triangles {0, 1, 2} and {1, 2, 3}, but not {0, 1, 3}.",
        {(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)},
    ),
    ("set_claim", "math", 8, "Triangles to check: {0, 1, 2}, {1, 2, 3}.", set()),
    # -- the friends frame: a name glued to a channel marker, "N(A)" with initials, counts
    ("relation", "friends", 8, "analysisCarol is friends with Bob and Fran.", {(1, 2), (2, 5)}),
    ("relation", "friends", 8, "analysisIs Carol friends with Bob?", set()),
    (
        "neighbour_list",
        "friends",
        8,
        "A = Alice, B = Bob, D = Dave.\nN(A) = {B, D}",
        {(0, 1), (0, 3)},
    ),
    (
        "neighbour_list",
        "friends",
        8,
        "Carol has 3 friends: Bob, Dave, Fran.",
        {(1, 2), (2, 3), (2, 5)},
    ),
    (
        "neighbour_list",
        "friends",
        8,
        "Carol's friends (3): Bob, Dave, Fran.",
        {(1, 2), (2, 3), (2, 5)},
    ),
    ("neighbour_list", "friends", 8, "Carol has 3 non-friends: Bob, Dave, Fran.", set()),
    (
        "all_others",
        "friends",
        8,
        "Bob knows everyone else.",
        {(0, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (1, 7)},
    ),
    (
        "all_others",
        "friends",
        8,
        "Bob knows everyone except Carol.",
        {(0, 1), (1, 3), (1, 4), (1, 5), (1, 6), (1, 7)},
    ),
    ("all_others", "friends", 8, "Bob doesn't know everyone.", set()),
    # -- a list named from its vertex ("roads from city 3", "vertices adjacent to 3")
    ("neighbour_list", "cities", 8, "Roads from city 4: 1, 6", {(0, 3), (3, 5)}),
    ("neighbour_list", "cities", 8, "Highways from city 4 go to 1 and 6.", {(0, 3), (3, 5)}),
    ("neighbour_list", "cities", 8, "Highways from city 4 don't go to 1 or 6.", set()),
    ("neighbour_list", "math", 8, "Vertices adjacent to 4: 1, 6.", {(1, 4), (4, 6)}),
    ("neighbour_list", "cities", 8, "Cities joined to city 4 are 1 and 6.", {(0, 3), (3, 5)}),
    ("neighbour_list", "math", 8, "Vertices not adjacent to 4: 1, 6.", set()),
    ("neighbour_list", "math", 8, "Vertices adjacent to 4 would be 1, 6 if we added edges.", set()),
    ("relation", "cities", 8, "4: VP (joined to 1, 6)", {(0, 3), (3, 5)}),
    # -- ranges of numbered things and counts are no edges; a path is no edge
    ("edge_dash", "math", 8, "Looking at lines 2-5 of the edge list.", set()),
    ("edge_dash", "math", 8, "This is an edge case: steps 2-3 repeat.", set()),
    ("edge_dash", "math", 8, "There are 2-3 edges per vertex on average.", set()),
    ("edge_dash", "math", 8, "Edges 2-3 and 3-4 are in the list.", {(2, 3), (3, 4)}),
    ("mutual", "math", 8, "0 and 2 are connected by a path.", set()),
    # -- an adjacency line with its degree after the list
    ("adjacency_line", "math", 8, "0: [1, 2, 4] (deg 3)", {(0, 1), (0, 2), (0, 4)}),
    ("adjacency_line", "math", 8, "- 0: 1, 2, 4 — degree 3", {(0, 1), (0, 2), (0, 4)}),
    ("adjacency_line", "math", 8, "Non-neighbours:\n- 0: 1, 2, 4 — degree 3", set()),
    # -- initials defined in other ways: "A: Alice", "A for Alice", "Alice=A", "Alice→A"
    (
        "relation",
        "friends",
        8,
        "Legend: A: Alice, B: Bob, D: Dave.\nA is friends with B and D.",
        {(0, 1), (0, 3)},
    ),
    (
        "relation",
        "friends",
        8,
        "A for Alice, B for Bob, D for Dave.\nA knows B and D.",
        {(0, 1), (0, 3)},
    ),
    (
        "relation",
        "friends",
        8,
        "Alice=A, Bob=B, Dave=D.\nA is friends with B and D.",
        {(0, 1), (0, 3)},
    ),
    ("relation", "friends", 8, "A is a letter. A is friends with B.", set()),
    (
        "adjacency_line",
        "friends",
        12,
        "Letters A, B, C, D for Alice to Dave.\nD: A, C",
        {(0, 3), (2, 3)},
    ),
    ("adjacency_line", "friends", 12, "Letters A, B, C for Alice to Dave.\nD: A, C", set()),
    ("relation", "friends", 8, "Say B (Bob), D (Dave).\n- D (Dave) knows B.", {(1, 3)}),
    ("relation", "friends", 8, "Say B (Bob), D (Dave).\n- D (Dave) does not know B.", set()),
    (
        "set_claim",
        "math",
        8,
        "0, 2, 5 — all three are pairwise adjacent.",
        {(0, 2), (0, 5), (2, 5)},
    ),
    ("set_claim", "math", 8, "0, 2, 5 — all three pairwise adjacent? No.", set()),
    ("set_claim", "math", 8, "0, 2, 5 — these would be a triangle.", set()),
    (
        "relation",
        "friends",
        8,
        "Short: B (Bob), D (Dave), F (Fran).\nB knows D and F.",
        {(1, 3), (1, 5)},
    ),
    (
        "adjacency_line",
        "friends",
        8,
        "Call them A Alice, E Ethan, H Heather.\nE: A, H",
        {(0, 4), (4, 7)},
    ),
    ("adjacency_line", "friends", 8, "Say B (Bob), D (Dave).\nNon-friends:\nB: D", set()),
    ("relation", "friends", 8, "A (Carol), B (Dave).\nA is friends with B.", set()),
    # -- a clique word naming a task, not a group
    ("set_claim", "math", 8, "{0, 2, 3, 5} then.\nThe error was in my clique check.", set()),
    ("set_claim", "math", 8, "{0, 2, 3, 5} then.\nThe K4 search is done.", set()),
    (
        "set_claim",
        "math",
        8,
        "The clique check ends: {0, 2, 3} is a clique.",
        {(0, 2), (0, 3), (2, 3)},
    ),
    # -- supposed or doubted in other words
    ("relation", "math", 8, "Consider the case where 3 is adjacent to 6.", set()),
    ("relation", "math", 8, "I doubt 3 is adjacent to 6.", set()),
    ("relation", "math", 8, "Nowhere does it say 3 is adjacent to 6.", set()),
    ("relation", "math", 8, "Hypothetically, 3 is adjacent to 6.", set()),
    ("relation", "math", 8, "Say 3 is adjacent to 6; then we need a 4th colour.", set()),
    ("relation", "math", 8, "In a world where 3 is adjacent to 6, it fails.", set()),
    ("adjacency_line", "math", 8, "**Non-neighbours**\n0: 4, 6\n1: 2", set()),
    ("adjacency_line", "friends", 8, "Non-friends\nAlice: Dave, Fran\nBob: Carol", set()),
    (
        "adjacency_line",
        "math",
        8,
        "Let me list, for each vertex, what it is not connected to.\n0: 4, 6",
        set(),
    ),
    ("adjacency_line", "math", 8, "I'll list the missing neighbours.\n0: 4, 6\n1: 2", set()),
    ("adjacency_line", "math", 8, "Non-edges per vertex —\n0: 4, 6\n1: 2", set()),
    ("adjacency_line", "math", 8, "Non-neighbours (complement):\n\n0: 4, 6\n\n1: 2", set()),
    (
        "adjacency_line",
        "math",
        8,
        "Non-neighbours:\n0: 4, 6\n\nSo 1 is adjacent to 2.\n3: 5, 7",
        {(1, 2), (3, 5), (3, 7)},
    ),
    ("adjacency_line", "math", 8, "Neighbours\n0: 4, 6\n1: 2", {(0, 4), (0, 6), (1, 2)}),
    # a Markdown bullet with a run of spaces after it
    (
        "adjacency_line",
        "cities",
        8,
        "*   City 3: {1, 6}\n*   City 4: {2}",
        {(0, 2), (2, 5), (1, 3)},
    ),
    ("adjacency_line", "math", 8, "-    5: 0, 7", {(0, 5), (5, 7)}),
    ("adjacency_line", "math", 8, "Non-neighbours:\n*   5: 0, 7", set()),
    (
        "table_by_header",
        "math",
        8,
        "| v | nbrs | non-nbrs |\n|---|---|---|\n| 0 | 1, 2 | 3 |",
        {(0, 1), (0, 2)},
    ),
    # -- round 8: a statement trailing off in "..." that the next sentence finds absent is
    # looked up, not stated; a check or a question after it leaves it standing (as the
    # sequel's authors counted "X is friends with Y... wait, is X friends with Y?")
    ("edge_pairs", "math", 8, "Is 2 adjacent to 5? Scanning the edges. (2,5)... not there.", set()),
    ("relation", "math", 8, "Scanning the edges. 2 is adjacent to 5... not there.", set()),
    ("edge_pairs", "math", 8, "Scanning the edges of 2. (2,5)... yes, there.", {(2, 5)}),
    ("mutual", "friends", 8, "Ethan's friend Bob is... wait, is Ethan friends with Bob?", {(1, 4)}),
    # a clique word said of any clique names no group
    ("set_claim", "math", 8, "Vertices 1, 4, 6 come first. Any clique can take them too.", set()),
    (
        "set_claim",
        "math",
        8,
        "Vertices 1, 4, 6 come first. They form a clique.",
        {(1, 4), (1, 6), (4, 6)},
    ),
    # the pair taken out of a complete graph ("K_6 - e, e = {1,4}") is no edge
    ("edge_pairs", "math_demanding", 6, "So G = K_6 - e with e = {1,4}.", set()),
    ("edge_pairs", "math_demanding", 6, "$$G = K_6 - e, \\quad e = \\{1,4\\}.$$", set()),
    ("edge_pairs", "math_demanding", 6, "So G has the edge e = {1,4}.", {(1, 4)}),
    # subjects adjacent to all "but each other"
    (
        "all_others",
        "math",
        8,
        "6 and 7 are adjacent to all but each other.",
        {(a, b) for a in range(6) for b in (6, 7)},
    ),
    # initials: a run with two dots, or declared as initials in the people's order
    ("mutual", "friends", 8, "A B C D E = Alice..Ethan.\nB and E are friends.", {(1, 4)}),
    ("adjacency_line", "friends", 8, "Initials: A, B, C, D, E.\nC: A, E", {(0, 2), (2, 4)}),
    ("adjacency_line", "friends", 8, "Init: A C E.\nC: A, E", set()),
    # a neighbour set reached from its vertex by an arrow, on a line with a neighbour word
    ("neighbour_list", "cities", 8, "nbrs: c2→{1,5}, c3→{4}", {(0, 1), (1, 4), (2, 3)}),
    ("neighbour_list", "cities", 8, "to try: c2→{1,5}, c3→{4}", set()),
    # an adjacency line with its count after an arrow; arrows all along are no such line
    ("adjacency_line", "math", 12, "Degrees first.\n- 9: 1,3,5 → 3", {(1, 9), (3, 9), (5, 9)}),
    ("adjacency_line", "math", 12, "10 → 0, 11 → 1", set()),
    # adjacency lines run together with bars
    ("adjacency_line", "cities", 8, "C6: 5,7,8 | C7: 6", {(4, 5), (5, 6), (5, 7)}),
    ("adjacency_line", "math", 8, "Non-neighbours: 0: 4 | 1: 5", set()),
    # the whole graph: "basically the complete graph", "every pair ... except" the pairs named
    (
        "set_claim",
        "math",
        4,
        "So this is basically the complete graph K_4.",
        {(a, b) for a in range(4) for b in range(4) if a < b},
    ),
    ("set_claim", "math", 4, "This is almost the complete graph K_4.", set()),
    (
        "set_claim",
        "cities",
        5,
        "Every pair of cities is connected by a highway except $C_2$–$C_4$.",
        {(a, b) for a in range(5) for b in range(5) if a < b} - {(1, 3)},
    ),
    ("set_claim", "math", 8, "In a clique every pair of vertices is adjacent.", set()),
    ("set_claim", "cities", 5, "Every pair of cities is connected by a highway.", set()),
    (
        "set_claim",
        "cities",
        5,
        "Is every pair of cities connected by a highway except city 2 – city 4?",
        set(),
    ),
    # a premise stated before a question in its sentence asserts; the question does not
    ("mutual", "math", 12, "Because 3 and 10 are adjacent, can 10 still take Blue?", {(3, 10)}),
    ("relation", "friends", 8, "Given that Bob knows Fran, who else can wear red?", {(1, 5)}),
    ("mutual", "math", 12, "Since when are 3 and 10 adjacent?", set()),
    ("mutual", "math", 12, "If 3 and 10 are adjacent, can 10 still take Blue?", set()),
    ("mutual", "math", 12, "Because 3 and 10 are not adjacent, can both take Blue?", set()),
    # -- round 9: a barred mark names the complement ("Ē pairs", "Ḡ has"): its pairs are
    # non-edges of the problem's graph
    ("edge_dash", "math", 10, "Edge pairs: 2-8, 6-9.", {(2, 8), (6, 9)}),
    ("edge_dash", "math", 10, "Ē pairs near T: 2-8, 6-9 — none inside T.", set()),
    ("edge_dash", "math", 10, "Edges of Ḡ: 2-8, 6-9.", set()),
    # bare pairs that borrow their edge word from a line about another graph are its pairs
    ("edge_dash", "math", 9, "H has edges 2-8 1-5. Pick 1-5 first; 2-8 next.", {(1, 5), (2, 8)}),
    ("edge_dash", "math", 9, "complement J has edges 2-8 1-5. Pick 1-5 first; 2-8 next.", set()),
    # a range after "inside", "within", "among" is where the group lies, not the group
    (
        "set_claim",
        "math",
        9,
        "Vertices 2-5 form a K4.",
        {(2, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)},
    ),
    (
        "set_claim",
        "math",
        9,
        "A triangle within vertices 0-6, and vertex 8 too → a K4 {1, 3, 5, 8}.",
        {(1, 3), (1, 5), (1, 8), (3, 5), (3, 8), (5, 8)},
    ),
    # the last term of an intersection is no neighbour list
    ("neighbour_list", "math", 9, "N(4) = {0, 6, 8}.", {(0, 4), (4, 6), (4, 8)}),
    ("neighbour_list", "math", 9, "Common: N(1)∩N(4) = {0, 6}∩{6, 8} = {6}.", set()),
    # a clique candidate ("cand") or guess is looked for, not found
    (
        "set_claim",
        "math",
        9,
        "Next K4 {1, 2, 6, 7}: all six pairs there.",
        {(1, 2), (1, 6), (1, 7), (2, 6), (2, 7), (6, 7)},
    ),
    ("set_claim", "math", 9, "Next K4 cand {1, 2, 6, 7}: 2-6 ✗.", set()),
    ("set_claim", "math", 9, "I guessed {1, 2, 6, 7} is a clique.", set()),
    ("edge_dash", "math", 9, "Edges in {1, 2, 6}: 1-2 1-6 2-6.", {(1, 2), (1, 6), (2, 6)}),
    ("edge_dash", "math", 9, "Clique guess {1, 2, 6} edges: 1-2 1-6 2-6. 2-6? Not there.", set()),
    # the pair that blocks a clique is its missing pair
    ("edge_dash", "math", 9, "So 2-7 is the pair blocking every K5.", set()),
    # a list ends where a pair takes its own verb
    ("relation", "math", 6, "Vertex 1 touches 3, 4 and 5.", {(1, 3), (1, 4), (1, 5)}),
    ("relation", "math", 6, "Vertex 1 touches 3, and 4 and 5 aren't joined.", {(1, 3)}),
    # a vertex adjacent to "all N others": the count does not hide the claim
    ("all_others", "friends", 9, "Irene knows all 8 others.", {(u, 8) for u in range(8)}),
    (
        "all_others",
        "math",
        6,
        "Vertex 2 is adjacent to all 5 other vertices.",
        {(min(2, u), max(2, u)) for u in range(6) if u != 2},
    ),
    ("all_others", "friends", 9, "Irene doesn't know all 8 others.", set()),
    # a consequence drawn after bare pairs does not doubt them
    (
        "edge_dash",
        "math",
        9,
        "2-4, 4-7, 2-7 — a triangle, so those three need three colours.",
        {(2, 4), (4, 7), (2, 7)},
    ),
    ("edge_dash", "math", 9, "2-4, 4-7, 2-7 — would be a triangle, so three colours.", set()),
    # initials defined by the run's two ends, or declared ("by initial") without names
    ("adjacency_line", "friends", 6, "(A=Alice … F=Fran)\nC: E, F", {(2, 4), (2, 5)}),
    ("adjacency_line", "friends", 6, "Rows by initial:\nC: E, F", {(2, 4), (2, 5)}),
    ("adjacency_line", "friends", 6, "(A=Alice … F=Fran)\nC: E? no.", set()),
    ("adjacency_line", "friends", 6, "We denote A B C D E F.\nC: E, F", {(2, 4), (2, 5)}),
    # an initial at the clause's end before "too" or "either" is a person
    ("relation", "friends", 6, "A = Alice, E = Ethan, F = Fran. E knows F too.", {(4, 5)}),
    ("relation", "friends", 6, "A = Alice, E = Ethan, F = Fran. E doesn't know F either.", set()),
    # a statement with its verb before an arrow to a question asserts; the question does not
    (
        "set_claim",
        "friends",
        6,
        "Bob, Dave, Fran all friends with each other -> with Ethan a K4??",
        {(1, 3), (1, 5), (3, 5)},
    ),
    ("set_claim", "friends", 6, "Bob, Dave, Fran all friends with each other?", set()),
    ("set_claim", "friends", 6, "Bob, Dave, Fran -> all friends with each other?", set()),
    # "actually it doesn't matter" drops the point, not the statement
    (
        "relation",
        "cities",
        5,
        "City 5 is joined to city 2 — actually it doesn't matter here.",
        {(1, 4)},
    ),
    ("relation", "cities", 5, "City 5 is joined to city 2 — actually no, it is not.", set()),
    # pairs checked present before an arrow to a question, or before ", so that's ...?"
    (
        "edge_dash",
        "math",
        9,
        "Edges 2-4 ✓ 4-8 ✓ 2-8 ✓ → so all three differ, but how?",
        {(2, 4), (4, 8), (2, 8)},
    ),
    (
        "edge_dash",
        "math",
        9,
        "Edges 2-4, 4-8 and 2-8, so that's a triangle?",
        {(2, 4), (4, 8), (2, 8)},
    ),
    ("edge_dash", "math", 9, "Edges 2-4 ✗ 4-8 ✓ → so is it a path?", {(4, 8)}),
    ("edge_dash", "math", 9, "Are 2-4, 4-8 and 2-8 edges, so that's a triangle?", set()),
    # a bar between a vertex and its neighbours: a table's row without its outer bars
    ("adjacency_line", "cities", 7, "City 3 | 1, 5, 6", {(0, 2), (2, 4), (2, 5)}),
    ("adjacency_line", "cities", 7, "City 3 | 4", set()),
    # -- round 10: a range of labels is no pair; a pair marked "not in E" is denied
    ("edge_dash", "cities", 6, "Roads (town ids 1-6): 1-3, 2-4.", {(0, 2), (1, 3)}),
    ("edge_dash", "cities", 6, "Roads (town ids 1-6): none yet.", set()),
    (
        "edge_dash",
        "math",
        8,
        "Now 0-4 has to be 3-coloured; the edges there are 0-2 and 1-3.",
        {(0, 2), (1, 3)},
    ),
    (
        "edge_dash",
        "math",
        8,
        "Then 0-4 should be coloured first; edges 0-4 and 1-3.",
        {(0, 4), (1, 3)},
    ),
    (
        "edge_dash",
        "cities",
        8,
        "City 8 is connected to 2-6, and the roads 1-3, 3-4 exist.",
        {(0, 2), (2, 3)},
    ),
    (
        "edge_dash",
        "cities",
        8,
        "City 8 is connected to 2, and the roads 2-6, 3-4 exist.",
        {(1, 7), (1, 5), (2, 3)},
    ),
    ("edge_pairs", "math", 8, "Edges hold: (2,6) and (1,5) \\notin E, fine.", {(2, 6)}),
    ("edge_pairs", "math", 8, "Both are red, edge (1,5) ∉ E, so that is fine.", set()),
    ("edge_pairs", "math", 8, "Both are red, edge (1,5) ∈ E, so that clashes.", {(1, 5)}),
    # -- round 10: a list's last item that starts a clause of its own ("..., 2 only sees 5")
    ("relation", "math", 7, "3 only sees 6, 1 only sees 0.", {(3, 6), (0, 1)}),
    ("relation", "math", 7, "3 is adjacent to 6 and 1 only, nothing else.", {(3, 6), (1, 3)}),
    # -- round 10: a vertex after a list said to have "the same" is no item of it
    (
        "neighbour_list",
        "cities",
        8,
        "City 2 is joined to 4, 5, 6 and city 3 the same.",
        {(1, 3), (1, 4), (1, 5)},
    ),
    (
        "neighbour_list",
        "cities",
        8,
        "City 2 is joined to 4, 5 and city 3.",
        {(1, 3), (1, 4), (1, 2)},
    ),
    # -- round 10: a pronoun's clique ("they're adjacent to each other") is a group named
    # before it, never one named later in the sentence
    (
        "set_claim",
        "cities",
        7,
        "Both hubs are linked to each other, so the rest, cities 1, 3, 6, share a colour.",
        set(),
    ),
    ("set_claim", "cities", 7, "These form a clique: 1, 3, 6.", {(0, 2), (0, 5), (2, 5)}),
    # rounds 28 and 29: "all N of the others", N the graph's size less one
    (
        "all_others",
        "friends",
        5,
        "Ethan is friends with all four of the others.",
        {(0, 4), (1, 4), (2, 4), (3, 4)},
    ),
    ("all_others", "friends", 5, "Ethan is friends with all two of the others.", set()),
    ("all_others", "friends", 5, "Is Ethan friends with all four of the others?", set()),
    (
        "set_claim",
        "cities",
        7,
        "Cities 1, 3, 6: they are pairwise adjacent.",
        {(0, 2), (0, 5), (2, 5)},
    ),
    # round 32: a vertex's bracketed note that it is joined to all the others
    (
        "noted_all_others",
        "math",
        8,
        "Then 3 (degree 6, adjacent to everything except 5).",
        {(0, 3), (1, 3), (2, 3), (3, 4), (3, 6), (3, 7)},
    ),
    ("noted_all_others", "math", 8, "Then 3 (degree 5, adjacent to everything except 5).", set()),
    ("noted_all_others", "math", 8, "Then 3 (adjacent to everything except 5).", set()),
    ("clash_with", "math", 8, "Oops, 6 clashes with 2 (both Green).", {(2, 6)}),  # round 44
    ("clash_with", "math", 8, "Would 6 clash with 2?", set()),  # round 44
    (
        "possessed_friend",
        "friends",
        8,
        "Wait, George is Carol's friend, so George can't be green either.",
        {(2, 6)},
    ),  # round 44
    (
        "possessed_friend",
        "friends",
        8,
        "George isn't Carol's friend, so green is fine.",
        set(),
    ),  # round 44
    (
        "counted_word_list",
        "friends",
        8,
        "Dave has four friends (Alice, Carol, Fran and Heather).",
        {(0, 3), (2, 3), (3, 5), (3, 7)},
    ),  # round 44
    (
        "counted_word_list",
        "friends",
        8,
        "If Dave had four friends (Alice, Carol, Fran and Heather), he'd be stuck.",
        set(),
    ),  # round 44
    (
        "every_to_every",
        "cities",
        5,
        "Every city is connected to every other city.",
        {(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)},
    ),  # round 44
    (
        "every_to_every",
        "cities",
        5,
        "Is every city connected to every other city?",
        set(),
    ),  # round 44
]


KNOWN_LIMITS = {
    "## Complement\n\n0: 3, 5\n2: 5",  # a header with no word about edges is not read
}
"""Cases a careful grader reads as written that the reader still gets wrong (see docs Limits)."""


def _params() -> list:
    return [
        pytest.param(*c, marks=pytest.mark.xfail(strict=True, reason="known limit"))
        if c[3] in KNOWN_LIMITS
        else pytest.param(*c)
        for c in CASES
    ]


@pytest.mark.parametrize(("shape", "frame", "n", "text", "expected"), _params())
def test_shape_cases(shape: str, frame: str, n: int, text: str, expected: set) -> None:
    assert {c.edge for c in read_edge_claims([text], frame, n)} == expected


def test_every_shape_has_a_positive_case_and_a_twin_or_more() -> None:
    names = {s.name for s in SHAPES} | set(LINE_SHAPES)
    covered = {c[0] for c in CASES}
    assert names <= covered, names - covered
    for name in names - {"all_of", "group_line", "adjacency_line", "table_by_header"}:
        assert any(c[0] == name and not c[4] for c in CASES), f"{name} has no negative twin"


def test_a_relabelled_graph_is_not_read_and_says_so() -> None:
    text = "Relabel the vertices as a=0, b=3:\na-b, b-c are edges."
    assert read_edge_claims([text], "math", 8) == []
    assert read_edge_flags([text], "math", 8)


def test_a_line_mostly_about_another_graph_is_not_counted() -> None:
    edges = [(0, 1), (1, 2), (2, 3), (3, 4)]
    text = "Edges: (0,5), (1,6), (2,7), (0,1)\nAlso 3 is adjacent to 7."
    reading = false_edge_reading([text], "math", 8, edges)
    assert [c.edge for c in reading.claims] == [(3, 7)]
    assert reading.notes


def test_cities_relabelled_0_based_by_an_explicit_mapping_are_read_in_its_labels() -> None:
    # round 10: "v = city - 1" (or "city c ↦ vertex c-1", "C1..C8 -> v0..v7") can be applied
    shifted = "Renumber with v = city - 1.\nNeighbours:\n2: 0 5 6\nCity 4 and City 8 are joined."
    assert {c.edge for c in read_edge_claims([shifted], "cities", 8)} == {
        (0, 2),
        (2, 5),
        (2, 6),
        (3, 7),
    }
    assert read_edge_flags([shifted], "cities", 8)
    arrow = "Map them: city c ↦ vertex c−1.\nv1 is adjacent to v6."
    assert {c.edge for c in read_edge_claims([arrow], "cities", 8)} == {(1, 6)}
    run = "Relabel C1..C8 -> v0..v7.\nEdges: 0-4, 3-7."
    assert {c.edge for c in read_edge_claims([run], "cities", 8)} == {(0, 4), (3, 7)}
    # twins: no mapping, or a mapping that is not a shift to 0-based: city numbers as ever
    plain = "Neighbours:\n2: 1 5 6"
    assert {c.edge for c in read_edge_claims([plain], "cities", 8)} == {(0, 1), (1, 4), (1, 5)}
    other = "Relabel v = city + 2.\nNeighbours:\n2: 1 5 6"
    assert not {c.edge for c in read_edge_claims([other], "cities", 8)} & {(1, 5), (2, 5)}
    maths = "Relabel v = c - 1.\n2: 1 5 6"
    assert {c.edge for c in read_edge_claims([maths], "math", 8)} == {(1, 2), (2, 5), (2, 6)}


def test_a_latex_relabelling_is_applied_until_the_reply_goes_back_to_cities() -> None:
    # round 10: "$v = \text{city} - 1$", braced "v_{10}"; "translate back" ends the labels
    text = (
        "Labels: $v = \\text{city} - 1$.\n"
        "Vertex $v_{10}$ is adjacent to $v_1$ and $v_4$.\n"
        "Translate back to cities:\n"
        "3: 5, 6, 7"
    )
    assert {c.edge for c in read_edge_claims([text], "cities", 12)} == {
        (1, 10),
        (4, 10),
        (2, 4),
        (2, 5),
        (2, 6),
    }
    # twin: no relabelling, the braced label is a city number like any other
    assert {
        c.edge for c in read_edge_claims(["City 11 is adjacent to 2 and 5."], "cities", 12)
    } == {
        (1, 10),
        (4, 10),
    }
    assert {c.edge for c in read_edge_claims(["$v_{10}$ is adjacent to $v_{3}$."], "math", 12)} == {
        (3, 10)
    }


def test_cities_back_in_city_numbers_under_a_heading_that_says_so() -> None:
    # round 11: after "v = city - 1", a list under "(city numbers):" is in cities, and so is
    # what follows, until the reply says "0-based" again
    text = (
        "Let v = city - 1.\n"
        "Neighbours (city numbers):\n"
        "2: 3, 8\n"
        "So {2, 3, 8} is a triangle.\n"
        "Now in 0-based:\n"
        "4: 5\n"
    )
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {
        (1, 2),
        (1, 7),
        (2, 7),
        (4, 5),
    }
    # twin: without the heading, rows after the mapping are its 0-based labels
    shifted = "Let v = city - 1.\nNeighbours:\n2: 3, 7\n"
    assert {c.edge for c in read_edge_claims([shifted], "cities", 8)} == {(2, 3), (2, 7)}
    # twin: "0-based" on the line that goes back to cities starts no labels again
    text = "Let v = city - 1.\n2: 3, 5\nTranslate back to cities (0-based to 1-based):\n3: 5, 6"
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(2, 3), (2, 5), (2, 4)}


def test_a_mapping_in_words_city_1_to_0_is_applied() -> None:
    # round 11: "city 1 → 0", "numbers 0-7 for cities 1-8" are mappings to 0-based labels
    for mapping in (
        "I use labels 0-7 for cities 1-8.",
        "Shift down (so city 1 → 0, etc.).",
        "Write v0 = City 1, v1 = City 2, and so on.",
    ):
        text = f"{mapping}\nAdjacency:\n0: 4, 6\n"
        assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(0, 4), (0, 6)}
    # a count of cities names no city: the line is read in the labels
    text = "City 1 → 0 and so on.\n{2, 4, 5} is a triangle. Three cities, all joined."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(2, 4), (2, 5), (4, 5)}


def test_cities_numbered_from_0_without_a_mapping_are_not_read_and_say_so() -> None:
    # round 11: a row "0: ..." (or a row listing 0, or "v0") cannot be a city number; with no
    # mapping to apply, the bare numbers from its block on are left unread (noted)
    text = "Rows:\n0: 3, 5\n1: 2, 6\nSo 1 and 6 are adjacent.\nCity 3 is adjacent to City 7."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(2, 6)}
    assert read_edge_flags([text], "cities", 8)
    listed = "Rows:\n1: 2, 6\n2: 0, 1\n"
    assert read_edge_claims([listed], "cities", 8) == []
    # twins: rows in city numbers are read; a "0" elsewhere (a count) is no vertex 0
    plain = "Rows:\n1: 2, 6\n2: 1, 3\nCity 3 has 0 free colours."
    assert {c.edge for c in read_edge_claims([plain], "cities", 8)} == {(0, 1), (0, 5), (1, 2)}
    assert {c.edge for c in read_edge_claims(["0: 3, 5"], "math", 8)} == {(0, 3), (0, 5)}


def test_lists_under_a_missing_neighbours_or_barred_heading_are_about_the_complement() -> None:
    # round 11: "Missing nbrs per v:", "What does $\bar{G}$ look like? Its edges:" open a
    # list about the complement
    for head in ("Missing nbrs per v:", "What does $\\bar{G}$ look like? Its edges are these:"):
        text = (
            f"{head}\n0: 1, 6\n- a triangle on $\\{{2, 3, 4\\}}$,\n- a single edge $\\{{5, 7\\}}$\n"
        )
        assert read_edge_claims([text], "math", 8) == [], head
    # twin: a neighbour heading asserts its rows
    text = "Nbrs per v:\n0: 1, 6\n"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 1), (0, 6)}


def test_a_triangle_said_to_be_independent_asserts_nothing() -> None:
    # round 11: "the triangle {1,3,4} being independent in G" is a triangle of the complement
    text = "The plan needs the triangle {1, 3, 4} being independent in G."
    assert read_edge_claims([text], "math", 8) == []
    assert {c.edge for c in read_edge_claims(["So {1, 3, 4} is a triangle."], "math", 8)} == {
        (1, 3),
        (1, 4),
        (3, 4),
    }


def test_yet_another_is_no_contrast_so_a_supposition_reaches_past_it() -> None:
    # round 11: "we would have yet another K4 {..}" is one clause, supposed by its "if"
    text = "If 2 were adjacent to 6 we would have yet another K4 {2, 3, 5, 6}."
    assert read_edge_claims([text], "math", 8) == []
    assert {
        c.edge for c in read_edge_claims(["We have yet another triangle {2, 3, 5}."], "math", 8)
    } == {
        (2, 3),
        (2, 5),
        (3, 5),
    }
    # twin: "yet" as a conjunction still splits ("..., yet 3 is not adjacent to 4")
    text = "1 is adjacent to 2, yet 3 is not adjacent to 4."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2)}


def test_a_list_ends_at_a_vertex_with_a_relation_verb_of_its_own() -> None:
    # round 11: "0 sees 1, 2 and 4 sees 1, 2": 4 is the subject of its own relation
    text = "2 sees 1, 3, 5 and 4 sees 1, 3, 5."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (1, 2),
        (2, 3),
        (2, 5),
        (1, 4),
        (3, 4),
        (4, 5),
    }
    # twin: a plain last item is in the list
    assert {c.edge for c in read_edge_claims(["2 sees 1, 3 and 4."], "math", 8)} == {
        (1, 2),
        (2, 3),
        (2, 4),
    }


def test_pairs_looked_for_or_titling_their_check_assert_nothing() -> None:
    # round 11: "scanning the list for (2,6)", "2-5, 2-6: edges with 2 are ..." look up
    assert read_edge_claims(["Scanning the edge list for (2,6)... not there."], "math", 8) == []
    text = "And 2–5, 2–6: edges with 2 are (0,2), (2,3)."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 2), (2, 3)}
    # twins: the same pairs stated, or listed as edges
    assert {c.edge for c in read_edge_claims(["The edge list has (2,6)."], "math", 8)} == {(2, 6)}
    assert {c.edge for c in read_edge_claims(["Edges: 2-5, 2-6."], "math", 8)} == {(2, 5), (2, 6)}


def test_that_is_a_k4_after_a_group_checked_pair_by_pair() -> None:
    # round 11: "{..}: <every pair> — that's a K4" names the group it checked
    text = "Look at {0, 2, 5, 6}: 0–2, 0–5, 0–6, 2–5, 2–6, 5–6 — that's a K_4."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (0, 2),
        (0, 5),
        (0, 6),
        (2, 5),
        (2, 6),
        (5, 6),
    }
    # twins: a pair left out, or a larger group: "that" is not known to be the group
    text = "Look at {0, 2, 5, 6}: 0–2, 0–5, 0–6, 2–5, 2–6 — that's a K_4."
    assert read_edge_claims([text], "math", 8) == []
    text = "Look at {0, 2, 5, 6, 7}: 0–2, 0–5, 0–6, 2–5, 2–6, 5–6 — that's a K_4."
    assert read_edge_claims([text], "math", 8) == []


def test_v_labels_beside_a_word_with_a_c_in_the_cities_frame() -> None:
    # round 11: "Consider $\{v_1, v_3, v_4\}$" names cities 1, 3, 4 like "$v_1$ sees $v_3$"
    text = "Consider $\\{v_1, v_3, v_4\\}$: a triangle. So it is a K3."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(0, 2), (0, 3), (2, 3)}


def test_initials_defined_as_a_letter_run_or_with_the_names_in_brackets() -> None:
    # round 11: "A..E = Alice..Ethan", "A B C D E (Alice…Ethan)"
    for head in ("People A..E = Alice..Ethan.", "People → A B C D E (Alice…Ethan)."):
        text = f"{head}\nN(B)={{A,C,D}}"
        assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {
            (0, 1),
            (1, 2),
            (1, 3),
        }, head
    # twin: letters that are not the names' initials define nothing
    text = "People A..E = Bob..Fran.\nN(B)={A,C,D}"
    assert read_edge_claims([text], "friends", 6) == []


def test_an_adjacency_row_with_too_or_a_terse_degree_after_it() -> None:
    # round 11: "C: A, D, and Fran too", "5:{1,6} d2"
    text = "A = Alice, B = Bob, C = Carol, D = Dave.\n- C: A, D, and Fran too"
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(0, 2), (2, 3), (2, 5)}
    assert {c.edge for c in read_edge_claims(["adj:\n5:{1,6} d2"], "cities", 6)} == {(0, 4), (4, 5)}
    # twin: a row that goes on into words is no row
    assert read_edge_claims(["5:{1,6} d2 would be odd"], "cities", 6) == []


def test_a_clique_claim_before_an_arrow_to_a_question_asserts() -> None:
    # round 11: "so {0, 1, 3, 4} is a K4 → impossible with 3 colours?"
    text = "So {0, 2, 3, 5} is a K4 → impossible with 3 colours?"
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {
        (0, 2),
        (0, 3),
        (0, 5),
        (2, 3),
        (2, 5),
        (3, 5),
    }
    # twin: the clique asked
    assert read_edge_claims(["Is {0, 2, 3, 5} a K4 → impossible?"], "math", 6) == []


def test_two_clique_claims_joined_by_and_each_assert_their_group() -> None:
    # round 11: "{..} is a K4 and {..} are all mutually joined"
    text = "{0, 1, 2} is a triangle and {3, 5, 7} are all mutually joined."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (0, 1),
        (0, 2),
        (1, 2),
        (3, 5),
        (3, 7),
        (5, 7),
    }
    # twins: a question reaches both; a denial of the second
    text = "Is {0, 1, 2} a triangle and {3, 5, 7} a clique?"
    assert read_edge_claims([text], "math", 8) == []
    text = "{0, 1, 2} is a triangle and {3, 5, 7} is not a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 1), (0, 2), (1, 2)}


def test_a_clique_claim_on_an_unread_set_or_a_triangle_of_four_takes_no_older_group() -> None:
    # round 11: "{B, C, D} are all mutual friends" with no initials defined names its own
    # group; "that is a triangle K3" cannot be a group of four named before
    text = (
        "Four people: Alice, Bob, Carol, Dave.\nThe last three, {B, C, D}, are all mutual friends."
    )
    assert read_edge_claims([text], "friends", 4) == []
    text = "Four people: Alice, Bob, Carol, Dave.\nThat is a triangle $K_3$."
    assert read_edge_claims([text], "friends", 4) == []
    # twins: the letters defined; a group of three
    text = "A = Alice, B = Bob, C = Carol.\nThe three, {A, B, C}, are all mutual friends."
    assert {c.edge for c in read_edge_claims([text], "friends", 4)} == {(0, 1), (0, 2), (1, 2)}
    text = "{0, 1, 2}: that is a triangle K_3."
    assert {c.edge for c in read_edge_claims([text], "math", 4)} == {(0, 1), (0, 2), (1, 2)}


def test_bare_pairs_take_no_edge_word_from_a_part_set_against_them() -> None:
    # round 11: "{4, 5}: 4–5, 3–4, but 3–5 are adjacent": "but" sets the pairs apart
    text = "{4, 5}: 4–5, 3–4, but 3–5 are adjacent."
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {(3, 5)}
    # twins: the edge word before the contrast, or a dash (no contrast) before the claim
    text = "Edges 4–5, 3–4, but not 3–5."
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {(3, 4), (4, 5)}
    text = "0, 1, 5 — 0-1, 0-5, 1-5 — that's a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {(0, 1), (0, 5), (1, 5)}


def test_a_row_with_a_spaced_adjacency_sign() -> None:
    # round 11: "- 5 ~ 1, 2, 3" alone on its line is 5's row
    text = "Who touches whom:\n- 0 ~ 2, 3, 6\n- 1 ~ 3, 4"
    assert {c.edge for c in read_edge_claims([text], "math", 7)} == {
        (0, 2),
        (0, 3),
        (0, 6),
        (1, 3),
        (1, 4),
    }
    # twins: one item ("3 ~ 4" reads as "about" as often), or a row running on into words
    assert read_edge_claims(["- 3 ~ 4"], "math", 7) == []
    assert read_edge_claims(["- 3 ~ 4, 5 so far"], "math", 7) == []


def test_a_bracketed_pair_after_a_colour_names_who_holds_it() -> None:
    # round 11: "blocked Speaker (1, 4)": cities 1 and 4 hold Speaker, no highway 1-4
    text = "City 8 (neighbors 1, 2, 4): blocked Speaker (1, 4), Secretary (2) → President."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(0, 7), (1, 7), (3, 7)}
    text = "The highways are (1, 4) and (2, 5)."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(0, 3), (1, 4)}


def test_a_clause_after_a_semicolon_keeps_the_other_graph_of_the_one_before() -> None:
    # round 11: "In the complement, 2 is adjacent to 0; 1 is adjacent to 7."
    text = "In the complement graph, 2 is adjacent to 0 and 1; 1 is adjacent to 7."
    assert read_edge_claims([text], "math", 8) == []
    # twins: after a full stop, or with no other graph before the ";"
    text = "In the complement, 2 is adjacent to 0. 1 is adjacent to 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 7)}
    text = "2 is adjacent to 0; 1 is adjacent to 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 2), (1, 7)}


def test_a_pair_rechecked_or_listed_as_isolated_asserts_nothing() -> None:
    # round 11: "let me recheck Fran-Alice", "Rest isolated (4, 5)"
    assert read_edge_claims(["Let me recheck Fran-Alice."], "friends", 8) == []
    text = "Highways: 1-2, 3-6. Rest isolated (4, 5): degree 0."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 1), (2, 5)}
    # twin: the pair stated
    assert {c.edge for c in read_edge_claims(["Fran-Alice are friends."], "friends", 8)} == {(0, 5)}


def test_initials_declared_without_a_colon_or_numbered_in_order() -> None:
    # round 11: "Initials A B C D E." and "A(lice)=0, B=1, C=2, D=3"
    for head in ("Initials A B C D E.", "People: A(lice)=0,B=1,C=2,D=3,E=4."):
        text = f"{head}\nB: A, D, E"
        assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {
            (0, 1),
            (1, 3),
            (1, 4),
        }, head
    # twin: letters numbered out of order are colours or labels of something else
    assert read_edge_claims(["Colours: A=1, B=3, C=2.\nB: A, C"], "friends", 5) == []


def test_a_row_with_a_two_way_arrow() -> None:
    # round 11: "- City 3 ↔ 1, 4, 6" is City 3's row
    text = "From the list:\n- City 3 ↔ 1, 4, 6"
    assert {c.edge for c in read_edge_claims([text], "cities", 7)} == {(0, 2), (2, 3), (2, 5)}
    # twin: the row running on into words
    assert read_edge_claims(["- City 3 ↔ 1, 4, 6 maybe"], "cities", 7) == []


def test_short_names_listed_as_initials() -> None:
    # round 11: "(initials: Al, Bo, Ca, Da, Et)" then rows in those short names
    text = "Friend lists (initials: Al, Bo, Ca, Da, Et).\n\nEt: Bo Ca Da"
    assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {(1, 4), (2, 4), (3, 4)}
    # twin: without the list, two letters are no person
    assert read_edge_claims(["Et: Bo Ca Da"], "friends", 5) == []


def test_cities_named_by_letters_the_reply_maps_in_sets_and_neighbourhoods() -> None:
    # round 11: "$a$ = City 1, $b$ = City 2, …" then "N(d) = {a, c, e}"
    text = "Let $a$ = City 1, $b$ = City 2, …, $h$ = City 8.\n* $N(d) = \\{a, c, e\\}$"
    claims = read_edge_claims([text], "cities", 8)
    assert {c.edge for c in claims} == {(0, 3), (2, 3), (3, 4)}
    assert all("N(d)" in c.quote for c in claims)  # quoted as written
    # twins: no mapping, or letters mapped out of order; letters outside sets stay words
    assert read_edge_claims(["* $N(d) = \\{a, c, e\\}$"], "cities", 8) == []
    text = "Let a = City 2, b = City 1.\nN(a) = {b, c}"
    assert read_edge_claims([text], "cities", 8) == []
    text = "Let a = City 1, b = City 2.\nSo {4, 5, 6} is a triangle."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(3, 4), (3, 5), (4, 5)}


def test_a_clique_claim_counting_its_group() -> None:
    # round 12: "those four are mutual friends" takes the group said before when it has four
    text = "Ann, Ben, Cat, Dan, Eve, Fay are here.\nAlice, Bob, Carol, Dave.\nThose four are all mutual friends."
    assert len(read_edge_claims([text], "friends", 8)) == 6
    # ... or the set named last when it has that many: "S = {..}" then "these five ..."
    text = "Try $S = \\{1, 2, 4, 6, 7\\}$:\n- 1 sees 2, 4, 6\n\nSo these five are all pairwise adjacent."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (a, b) for a in (1, 2, 4, 6, 7) for b in (1, 2, 4, 6, 7) if a < b
    }
    # twins: a group of another size is not the one counted; nothing is guessed
    text = "The people: Alice, Bob, Carol, Dave, Ethan, Fran, George, Heather. Colours: 4.\n\nSo those four are all mutually friends."
    assert read_edge_claims([text], "friends", 8) == []
    text = "Alice, Bob, Carol, Dave.\nThose three are all mutual friends."
    assert read_edge_claims([text], "friends", 8) == []


def test_cities_shifted_to_zero_indexed_by_a_letter() -> None:
    # round 12: "I'll shift to 0-indexed (city $k$ → $k-1$):" then edges in those labels
    text = "Shifting to 0-indexed labels (city $j$ → $j-1$):\nedges 0–2, 1–3."
    assert {c.edge for c in read_edge_claims([text], "cities", 5)} == {(0, 2), (1, 3)}
    # twin: "city i -> vertex i-1" alone may be followed by city numbers; it maps nothing
    text = "Map: city i -> vertex i-1. Highways: 1-3, 2-4."
    assert {c.edge for c in read_edge_claims([text], "cities", 5)} == {(0, 2), (1, 3)}


def test_a_spaced_dash_before_a_possessive_divides_clauses() -> None:
    # round 12: "Ann and Dan — Dan's neighbours are ..." titles a check; no pair across the dash
    text = "Bob and Ethan — Ethan's friends are Alice, Dave. No Bob."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(0, 4), (3, 4)}
    text = "2 and 6 — 6's neighbours: 1, 3. No 2."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 6), (3, 6)}
    # twin: a spaced dash between two vertices is still an edge in a clause about edges
    assert {c.edge for c in read_edge_claims(["The edges 2 — 6 and 1 — 3."], "math", 8)} == {
        (2, 6),
        (1, 3),
    }


def test_a_pair_then_put_in_one_class() -> None:
    # round 12: "2 is only in 2–6 → must pair {2, 6}", "1-4, so pair them": one colour class
    for text in (
        "Non-edges: 2 is only in 2–6 → must pair {2, 6}.",
        "Edge check: 1-4, so pair them.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: another pair put together says nothing of the pair read as an edge
    text = "The edge 2–6 is there, so I can pair 2 with 5."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 6)}


def test_a_bare_pair_trailing_off() -> None:
    # round 12: "Is 2-7 an edge? Hmm, (2,7)... the edges with 2 are ..." looks the pair up
    text = "Is 2-7 an edge? Well, (2,7)... the edges with 2 are (2,3), (2,4)."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 3), (2, 4)}
    # twin: a pair with words of its own before the dots is still read
    text = "The edges with 2 are (2,7)... and more."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 7)}


def test_a_complete_group_an_object_repeated_with_and_a_glued_city() -> None:
    # round 12: "form a complete group" is a clique claim
    text = "Cities 1, 4, 5 form a complete group."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 3), (0, 4), (3, 4)}
    # twin: a complete group looked for asserts nothing
    assert read_edge_claims(["Is there a complete group on cities 1, 4, 5?"], "cities", 6) == []
    # round 12: "friends with Carol and Dave, and with Fran": the third object too
    text = "Ethan is friends with Carol and Dave, and with Fran."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(2, 4), (3, 4), (4, 5)}
    # twin: "and with" opening another relation of the list's last person
    text = "Ethan is friends with Carol, and with her Dave is not friends."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(2, 4)}
    # round 12: a glued "City4: 1, 6" row is City 4's
    text = "Neighbours:\nCity4: 1, 6"
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 3), (3, 5)}
    # twin: a word glued to a number is no city ("velocity5")
    assert read_edge_claims(["Neighbours:\nvelocity4: 1, 6"], "cities", 6) == []


def test_a_second_clique_claim_on_an_unbraced_group() -> None:
    # round 12: "{0, 1, 2, 3} is a K4, and frankly 4, 6, 7 form a triangle": both claims
    text = "So {0, 1, 2, 3} is a K4, and frankly 4, 6, 7 form a triangle too."
    pairs = {(a, b) for a in range(4) for b in range(4) if a < b} | {(4, 6), (4, 7), (6, 7)}
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == pairs
    # twin: the second claim doubted asserts nothing of its own group
    text = "So {0, 1, 2, 3} is a K4, and maybe 4, 6, 7 form a triangle too?"
    assert (4, 7) not in {c.edge for c in read_edge_claims([text], "math", 8)}


def test_a_list_ending_in_too_keeps_its_last_item() -> None:
    # round 12: "Fran is friends with Bob and Carol too": "too" is no "to" opening a clause
    text = "Fran is friends with Bob and Carol too."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(1, 5), (2, 5)}
    # twin: "... and Carol to Dave" still makes Carol the subject of a new relation
    text = "Fran is connected to Bob and Carol to Dave."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(1, 5)}


def test_a_table_column_headed_by_the_neighbourhood_symbol() -> None:
    # round 12: "| v | N(v) | deg |": the N(v) column lists neighbours
    text = "| v | N(v) | deg |\n|---|---|---|\n| 2 | 0, 7 | 2 |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 2), (2, 7)}
    # twin: another symbol ("c(v)", a colour) or a complement's column asserts nothing
    for head in ("| v | c(v) | deg |", "| v | non-N(v) | deg |"):
        text = f"{head}\n|---|---|---|\n| 2 | 0, 7 | 2 |"
        assert read_edge_claims([text], "math", 8) == [], head


def test_a_bare_pair_opening_its_own_clause_after_a_denial() -> None:
    # round 12: "no edges inside, and the edge 2–6 between them is fine": the pair stands
    text = "Inside each class there are no edges, and the edge 2–6 between the classes is fine."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 6)}
    # twins: a doubt in its own clause, or a question, still holds it back
    for text in (
        "Inside each class there are no edges, and the edge 2–6 is not there.",
        "Is 1-4 an edge, and the edge 2–6?",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_row_of_two_spaced_cities() -> None:
    # round 12: "c3: c1 c6", each neighbour written as a city
    for text in ("adj:\nc3: c1 c6", "- C3: C1  C6."):
        assert {c.edge for c in read_edge_claims([text], "cities", 7)} == {(0, 2), (2, 5)}, text
    # twins: bare numbers need three ("3: 1 6" may be a step or a count); words after it
    assert read_edge_claims(["adj:\n3: 1 6"], "math", 7) == []
    assert read_edge_claims(["c3: c1 c6 fine"], "cities", 7) == []


def test_cities_shifted_by_a_terse_zero_idx_or_a_list_in_zero_based_terms() -> None:
    # round 13: "Highways (0-idx c−1): 0-2 1-3" is in the 0-based labels
    text = "Roads (0-idx c−1): 0-2 1-3."
    assert {c.edge for c in read_edge_claims([text], "cities", 5)} == {(0, 2), (1, 3)}
    # round 13: "in 0-based terms:" on a line that also names cities mixes two numberings:
    # which pair is which is a guess, so the line records nothing
    text = "Edges in zero-based terms: (0,2), (1,3), so City 2 meets City 4."
    assert read_edge_claims([text], "cities", 5) == []
    # twins: "0-idx" with no "c-1" maps nothing; a line in the labels alone is read in them
    text = "Roads (0-idx): 1-3, 2-4."
    assert {c.edge for c in read_edge_claims([text], "cities", 5)} == {(0, 2), (1, 3)}
    text = "Edges in 0-based terms: (0,2), (1,3)."
    assert {c.edge for c in read_edge_claims([text], "cities", 5)} == {(0, 2), (1, 3)}


def test_rows_under_a_first_row_that_says_non_neighbours() -> None:
    # round 13: "0: non-nbrs 2, 4" then "1: 3, 6" in the same form: every row is a complement
    text = "Per vertex:\n0: non-nbrs 2, 4\n1: 3, 6\n2: 0, 5"
    assert read_edge_claims([text], "math", 8) == []
    text = "- v3: missing 1, 7\n- v4: 0, 2"
    assert read_edge_claims([text], "math", 8) == []
    # twins: a blank line and prose end the rows (what follows is read); a row of neighbours
    # is read
    text = "0: non-nbrs 2, 4\n\nSo 1 is adjacent to 3, 6 and 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 3), (1, 6), (1, 7)}
    assert {c.edge for c in read_edge_claims(["0: nbrs 2, 4, 5"], "math", 8)} == {
        (0, 2),
        (0, 4),
        (0, 5),
    }


def test_a_complete_bipartite_graph_is_no_clique_claim() -> None:
    # round 13: "$K_{1,3}$" (a star) names no clique on the group before it
    text = "Vertices 0, 1, 2 and 3: this is a star $K_{1,3}$ with 3 in the middle."
    assert read_edge_claims([text], "math", 5) == []
    # twins: "$K_4$" on the same group is a clique claim; an edge beside a K_{2,2} is read
    text = "Vertices 0, 1, 2 and 3: this is a $K_4$."
    assert len(read_edge_claims([text], "math", 5)) == 6
    text = "Vertices 0, 1, 2 and 3 span a $K_{2,2}$, and 0-2 is an edge."
    assert {c.edge for c in read_edge_claims([text], "math", 5)} == {(0, 2)}


def test_a_pair_with_a_verb_of_its_own_ends_a_list_and_unjoined_denies() -> None:
    # round 13: "5 is only attached to 1, and 0–5 isn't an edge": 0 is no neighbour of 5
    text = "5 is only attached to 1, and 0–5 isn't an edge."
    assert {c.edge for c in read_edge_claims([text], "math", 7)} == {(1, 5)}
    # twin: a list item with no verb after it is still a neighbour
    assert {c.edge for c in read_edge_claims(["5 is attached to 1, and 0."], "math", 7)} == {
        (1, 5),
        (0, 5),
    }
    # round 13: "C2–C9: unjoined" denies the pair; "C2–C9: joined" asserts it
    assert read_edge_claims(["C2–C9: unjoined."], "cities", 10) == []
    assert {c.edge for c in read_edge_claims(["C2–C9: joined."], "cities", 10)} == {(1, 8)}


def test_a_binomial_coefficient_is_a_count() -> None:
    # round 13: "15 pairs = C(6,2)", "C(5, 3) = 10", "6 choose 2": counts, no pair
    for text in ("So 15 pairs = C(6,2), a K6.", "C(5, 3) = 10 triangles.", "6 choose 2 is 15."):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: a bracketed pair in an edge list, or beside a colour c(...), is still a pair
    assert {c.edge for c in read_edge_claims(["Edges: (6,2), (3,4)."], "math", 8)} == {
        (2, 6),
        (3, 4),
    }


def test_rows_of_a_vertex_and_its_braced_set_under_a_neighbour_heading() -> None:
    # round 13: o3's terse "nbrs:" then "2 {0,5,7}" rows with no colon
    text = "k=3.\n\nnbrs:\n2 {0,5,7}\n3 {1,6}"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (0, 2),
        (2, 5),
        (2, 7),
        (1, 3),
        (3, 6),
    }
    # twins: the same rows under another heading (colour classes) or none are not read
    for text in ("Classes:\n2 {0,5,7}\n3 {1,6}", "x\n2 {0,5,7}\n3 {1,6}"):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_single_number_under_a_column_that_may_count_is_no_neighbour() -> None:
    # round 13: "| City | Highways |" with "| 2 | 9 |": nine highways as likely as city 9
    text = "| City | Links |\n|---|---|\n| 2 | 9 |\n| 3 | 4, 8 |"
    assert {c.edge for c in read_edge_claims([text], "cities", 12)} == {(2, 3), (2, 7)}
    # twin: under a column that names the neighbours, one number is a neighbour
    text = "| City | Neighbours |\n|---|---|\n| 2 | 9 |"
    assert {c.edge for c in read_edge_claims([text], "cities", 12)} == {(1, 8)}


def test_rows_run_together_after_a_neighbour_heading() -> None:
    # round 13: o3's "nbrs: 0:{3} 1:{2} 4:{2,0}" on one line: each row is read
    text = "nbrs: 0:{3} 1:{2} 4:{2,0}"
    assert {c.edge for c in read_edge_claims([text], "math", 5)} == {(0, 3), (1, 2), (2, 4), (0, 4)}
    # twins: with another heading or none they may be colour classes; nothing is read
    for text in ("classes: 0:{1,3} 1:{2,4}", "0:{1,3} 1:{2,4}"):
        assert read_edge_claims([text], "math", 5) == [], text


def test_a_spaced_tilde_row_in_prose_and_the_list_it_ends() -> None:
    # round 14: "1 is adjacent to 2 and 3, and 5 ~ 0, 2, 4." - 5 starts a row of its own
    text = "1 is adjacent to 2 and 3, and 5 ~ 0, 2, 4."
    assert {c.edge for c in read_edge_claims([text], "math", 7)} == {
        (1, 2),
        (1, 3),
        (0, 5),
        (2, 5),
        (4, 5),
    }
    # twins: one or two items, or words running on after them, may be "about": unread
    for text in ("It took 4 ~ 5, 6 minutes.", "Roughly 2 ~ 3, 4, 6 steps remain."):
        assert read_edge_claims([text], "math", 7) == [], text
    # twin: a spaced sign after the denial sign's twin is no row either
    assert read_edge_claims(["So 3 ≁ 0, 1, 2."], "math", 7) == []


def test_not_in_after_a_run_of_pairs_denies_each() -> None:
    # round 14: "1-6, 3-6 ∉ E" says of both pairs that they are no edges
    for text in ("1-6, 3-6 ∉ E, so the triangle stands.", "1-6 and 3-6 \\notin E; a triangle."):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: "∈" asserts the run; a cross mark stays the last pair's own
    text = "1-6, 3-6 ∈ E, so a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 6), (3, 6)}
    text = "1-6, 3-6 ✗, so a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 6)}


def test_a_tag_question_asserts_even_when_a_check_follows() -> None:
    # round 14 read "..., right? Let me check." as a question put to the check; the sequel's
    # authors count such statements as hallucinated edges (two in the Claude file), so it
    # asserts, as a tag question left standing does
    for text in (
        "So 2 and 5 are adjacent, right? Let me check again.",
        "So 2 and 5 are adjacent, right? Then 2 takes blue.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 5)}, text
    # twin: a plain question with a check asks
    assert read_edge_claims(["Are 2 and 5 adjacent? Let me check."], "math", 8) == []


def test_a_run_of_bare_pairs_trailing_off_is_looked_at() -> None:
    # round 14: "1-4 and 4-6, and 1-6..." alone in its sentence names pairs to look at
    text = "Is 1, 4, 6 a triangle? 1-4 and 4-6, and 1-6... the edges of 1 are 2, 3."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (1, 3)}
    # twin: the next words find them, so they stand
    text = "Is 1, 4, 6 a triangle? 1-4 and 4-6, and 1-6... yes, all edges."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} >= {(1, 4), (4, 6), (1, 6)}


def test_the_neighbourhood_of_a_vertex_lists_its_neighbours() -> None:
    # round 14: "the neighbourhood of 2 is {0, 5}" as "the neighbours of 2 are ..."
    text = "The neighbourhood of 2 is {0, 5, 6}."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 2), (2, 5), (2, 6)}
    # twins: asked, or a count of it, names no neighbour
    for text in ("Is the neighborhood of 2 {0, 5}?", "The neighbourhood of 2 has 3 vertices."):
        assert read_edge_claims([text], "math", 8) == [], text


def test_rows_with_a_spaced_dash_under_a_neighbour_heading() -> None:
    # round 14: "Adjacency:" then "2 - 0, 5" rows: the dash stands for the row's colon
    text = "Adjacency:\n1 - 0, 3\n2 - 0, 5, 6\n\nNow colour."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (0, 1),
        (1, 3),
        (0, 2),
        (2, 5),
        (2, 6),
    }
    # twins: under another heading (steps, classes) or none, nothing is read as a row
    for text in ("Steps:\n1 - 0, 3\n2 - 0, 5, 6", "1 - 0, 3\n2 - 0, 5, 6"):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_possessive_initial_is_the_person() -> None:
    # round 14: with initials defined, "D's friends: A, C" is Dave's list
    text = "Initials: A = Alice, B = Bob, C = Carol, D = Dave.\n\nD's friends: A, C."
    assert {c.edge for c in read_edge_claims([text], "friends", 6)} == {(0, 3), (2, 3)}
    # twins: without initials defined, or a contraction ("I'd", "A'll"), nothing is read
    for text in ("D's friends: A, C.", "Initials: A = Alice, B = Bob.\n\nI'd say B'll do."):
        assert read_edge_claims([text], "friends", 6) == [], text


def test_initials_declared_in_a_parenthesis() -> None:
    # round 14: "adjacency (initials):" declares each letter its person's initial
    text = "Adjacency (initials):\nD: A C F\nE: B"
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {
        (0, 3),
        (2, 3),
        (3, 5),
        (1, 4),
    }
    # twin: the word without the parenthesis ("initials are unclear") declares nothing
    text = "The initials are unclear.\nD: A C F\nE: B"
    assert read_edge_claims([text], "friends", 8) == []


def test_what_pairs_before_an_arrow_need_does_not_doubt_them() -> None:
    # round 14: "Triangle 2-3-6 → need 3 colours": the need is a consequence, not a doubt
    text = "Triangle 2-3-6 → need 3 colours."  # round 37: the closing pair 2-6 too
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 3), (3, 6), (2, 6)}
    # twins: "need to" check, a question, or a denial after the arrow still doubts
    for text in (
        "Triangle 2-3-6 → need to check.",
        "Is 2-3-6 a triangle → need 3?",
        "2-6 → not an edge, need 3.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_clique_one_sets_out_to_find_asserts_nothing() -> None:
    # round 15: "within {S} find a clique" names where to search, not a clique
    for text in (
        "Next, within {1, 2, 5, 6, 7} find a clique of size 3.",
        "Then find a K4 among 0, 2, 3, 5.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: a clique someone found is stated
    text = "We find a clique {1, 2, 5}, so three colours are needed."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (1, 5), (2, 5)}


def test_the_complement_edge_set_in_latex_and_new_labels_are_another_graph() -> None:
    # round 15: "\bar E = {...}" lists the complement's edges; "in the new labels" a relabelling
    for text in (
        "$\\bar E = \\{\\{2,6\\}, \\{3,7\\}\\}$, an edge set.",
        "$\\overline{E}$ has the edges (2,6) and (3,7).",
        "In the new labels, {1, 2, 3} is a clique.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: the problem's own E is read
    text = "$E = \\{\\{2,6\\}, \\{3,7\\}\\}$, the edge set."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 6), (3, 7)}


def test_pairs_on_a_line_of_non_joined_pairs_assert_nothing() -> None:
    # round 15: "non-joined", "non-connected" make a line's bare pairs non-edges
    for text in (
        "Colour classes are pairs of non-joined cities. 2-6 forced. Then 3-7.",
        "The non-connected pairs: 2-6 and 3-7.",
    ):
        assert read_edge_claims([text], "cities", 8) == [], text


def test_pairs_closed_by_a_question_stay_asked_before_a_cross() -> None:
    # round 15: "2~6, 3~7? ✗": the cross answers the question; the pairs are asked
    for text in ("2~6, 3~7? ✗ (not there).", "Edges 2-6, 3-7? ✗"):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: without the question mark, the cross after the statement still denies it
    assert read_edge_claims(["2-6 is an edge ✗ (not listed)."], "math", 8) == []
    # twin: a plain statement stands
    assert {c.edge for c in read_edge_claims(["Edges: 2~6, 3~7."], "math", 8)} == {
        (2, 6),
        (3, 7),
    }


def test_a_pair_arrowed_into_a_set_of_the_same_two_is_a_class() -> None:
    # round 15: "2~6 ✓ → {2, 6}": the pair becomes one colour class, not an edge
    for text in ("Left 2, 6: 2~6 ✓ → {2,6}.", "Edge 3-7 → {3, 7}."):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: an arrow to another set (a group the edge belongs to) leaves the edge asserted
    text = "Edge 3-7 → {3, 7, 5} next."
    assert (3, 7) in {c.edge for c in read_edge_claims([text], "math", 8)}


def test_a_list_goes_on_after_and_also_to() -> None:
    # round 15: "1 is adjacent to 4, 5 and also to 7": 7 is in the list
    text = "1 is adjacent to 4, 5 and also to 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 4), (1, 5), (1, 7)}
    # twin: "and also" before a new verb is no list item
    text = "1 is adjacent to 4, 5 and also 7 is isolated."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 4), (1, 5)}


def test_shared_neighbour_subjects_and_with_each_other() -> None:
    # round 15: "2 and 5 are both adjacent to 3, and to each other": 2-5 as well
    text = "2 and 5 are both adjacent to 3, and to each other."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 3), (3, 5), (2, 5)}
    # twin: "but not to each other" adds nothing
    text = "2 and 5 are both adjacent to 3, but not to each other."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 3), (3, 5)}


def test_a_one_word_verdict_asked_after_a_dash_leaves_the_statement() -> None:
    # round 15: "{...} are all adjacent, so that's a K4 — impossible?": the verdict is asked
    text = "2, 3 and 6 are mutually adjacent, so with 7 that's a K4 — impossible?"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 3), (2, 6), (3, 6)}
    # twins: a word doubting the statement asks it all; so does a longer question
    for text in (
        "2, 3 and 6 are mutually adjacent — possible?",
        "2, 3 and 6 are mutually adjacent — really?",
        "2, 3 and 6 are mutually adjacent — or are they?",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_pair_whose_vertex_then_pairs_with_the_other_is_a_class() -> None:
    # round 15: "3 only appears in 3–5, so 3 pairs with 5": one colour class, no edge
    for text in (
        "3 only appears in 3–5, so 3 pairs with 5.",
        "Only 2-6 is left, so 2 pairs with 6.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: pairing with another vertex leaves the stated edge standing
    text = "3–5 is an edge, so 3 pairs with 6."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(3, 5)}


def test_a_clique_named_as_a_source_or_a_chain_after_a_colon_takes_no_earlier_group() -> None:
    # round 15: "from the K4" names a clique the list is drawn from, not the list
    text = "3: neighbours 0 (Red), 1 (Green), 6 (Green), and 4 (Blue) from the K4 → Yellow."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 3), (1, 3), (3, 6), (3, 4)}
    # round 15: a chain after a colon is the triangle's group, not the group before the colon
    text = "The rest (1, 2, 6) is easy: 1–2–4 is a triangle."  # round 37: 1-4 closes it
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (2, 4), (1, 4)}
    # twins: the group before the clique word still is the clique
    text = "{0, 1, 4, 6} is a K4."
    assert len(read_edge_claims([text], "math", 8)) == 6
    text = "The rest (1, 2, 6) is a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (1, 6), (2, 6)}


def test_a_bare_pair_whose_colours_are_judged_after_it() -> None:
    # round 15: "3–6 both O", "(1-2 fine)": the colours are checked; adjacency is a guess
    for text in ("5–6 is an edge; 3–6 both O.", "Edges: 2 adj 0,3 -> G (1-2 fine)."):
        assert (1, 2) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text
        assert (3, 6) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text
    # twins: a pair checked with a mark, or its colours after a colon, is read as before
    for text in ("Edges: 1-2 ✓ fine.", "Edges: 1-2: R-G fine."):
        assert (1, 2) in {c.edge for c in read_edge_claims([text], "math", 8)}, text


def test_a_pair_taken_back_as_absent_from_a_list_or_also_no() -> None:
    # round 15: "— not in Kathy's list", "— not in the edge list", "— also no" take the pair back
    for text in (
        "Those two are friends. Kathy-George — not in Kathy's list.",
        "Those two are friends. Kathy-George — not in the friend list.",
        "Those two are friends. Kathy-George — also no.",
    ):
        assert read_edge_claims([text], "friends", 12) == [], text
    # twin: "not in" a set or group after the dash does not take the pair back
    text = "Those two are friends. Kathy-George — not in the group, though."
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {(6, 10)}


def test_bare_pairs_on_a_line_that_pairs_vertices_into_classes() -> None:
    # round 15: "2 can only pair with 5; that leaves (3,6) and (4,7).": classes, no edges
    text = "Edges first. 2 can only pair with 5; that leaves (3,6) and (4,7)."
    assert read_edge_claims([text], "math", 8) == []
    # twin: a pair with an edge word of its own on such a line is still read
    text = "2 can only pair with 5, since (2,6) is an edge."
    assert (2, 6) in {c.edge for c in read_edge_claims([text], "math", 8)}


def test_a_group_then_a_dash_then_its_clique_verdict() -> None:
    # round 16: "{S} — all mutual friends", "cities ... — also every pair joined": one claim
    text = "{2, 4, 5, 7} — all pairwise adjacent, so four colours are needed."
    want = {(a, b) for a in (2, 4, 5, 7) for b in (2, 4, 5, 7) if a < b}
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == want
    text = "Towns then: cities 2, 3, 7 — also every pair joined."
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(1, 2), (1, 6), (2, 6)}
    text = "Look at Bob, Dave, Fran — all mutual friends."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {(1, 3), (1, 5), (3, 5)}
    # twins: the verdict asked, denied, or about a third vertex asserts nothing
    for text in (
        "{2, 4, 5, 7} — all pairwise adjacent?",
        "{2, 4, 5, 7} — all pairwise adjacent? No: 2-4 is missing.",
        "{2, 4, 5} — all adjacent to 6.",
        "{2, 4, 5, 7} — not all pairwise adjacent.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} <= {(2, 6), (4, 6), (5, 6)}, (
            text
        )
    assert read_edge_claims(["{2, 4, 5, 7} — not all pairwise adjacent."], "math", 8) == []


def test_a_pair_taken_back_as_not_in_a_numbered_row() -> None:
    # round 16: "— not in row 7" takes the pair back, as "— not in the list" did
    for text in ("5~7 — not in row 7, so drop it.", "5~7 — not in list."):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: the pair found in the row after the dash still stands
    text = "5~7 — row 7 has it."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(5, 7)}


def test_a_chain_tested_pair_by_pair_after_a_colon() -> None:
    # round 16: "2-4-7: 4-7 ✗" tests a triple; its pairs are read from their own checks
    for text in ("Any more triangles? 2-4-7: 4-7 ✗.", "Edges now. 0-3-5: 3-5 no, so none."):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & {(2, 4), (4, 7), (0, 3), (3, 5)}, text
    # twins: a chain with no check after it is a path; a pair checked ✓ is read
    text = "The edges form a path 2-4-7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 4), (4, 7)}
    text = "Triangle edges 2-4-7: 2-4 ✓, 4-7 ✓, 2-7 ✓."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 4), (4, 7), (2, 7)}


def test_pairs_of_a_complete_graph_with_edges_removed() -> None:
    # round 16: "K8 with three edges removed (1–5, 2–3, 6–7)": the pairs are the missing ones
    for text in (
        "The graph is K8 with three edges removed (1–5, 2–3, 6–7); it has a K5.",
        "It is K8 with the edges 1–5 and 6–7 deleted.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: the same pairs called edges, with nothing removed, are read
    text = "The graph has the edges (1–5, 2–3, 6–7); it has a K5."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 5), (2, 3), (6, 7)}


def test_braced_pairs_called_sets_are_sides_not_edges() -> None:
    # round 16: "between the set {0, 1} and the set {2, 3}": two sides of a bipartition
    for text in (
        "Every edge goes between the set {0, 1} and the set {2, 3}.",
        "Every edge runs between {4, 6} and {5, 7}.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: a braced pair that the sentence calls an edge is still read
    text = "The edge {4, 6} is in the graph."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(4, 6)}


def test_all_the_others_counted_in_words_or_digits() -> None:
    # round 16: "all eleven other vertices" of a graph of twelve is every other vertex
    for text in (
        "Vertex 8 is adjacent to all eleven other vertices.",
        "8 is adjacent to all 11 others.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 12)}
        assert got == {(min(8, u), max(8, u)) for u in range(12) if u != 8}, text
    text = "Bob is friends with all seven others."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {
        (0, 1),
        *((1, u) for u in range(2, 8)),
    }
    # twins: a count other than the graph's others counts a group's others: nothing read
    for text in (
        "Vertex 8 is adjacent to all three other vertices.",
        "8 is adjacent to all 3 others.",
    ):
        assert read_edge_claims([text], "math", 12) == [], text
    # the same line in a graph of another size reads by that size, not a size read before
    assert read_edge_claims(["Vertex 2 is adjacent to all seven other vertices."], "math", 12) == []
    assert (
        len(read_edge_claims(["Vertex 2 is adjacent to all seven other vertices."], "math", 8)) == 7
    )
    assert read_edge_claims(["Vertex 2 is adjacent to all seven other vertices."], "math", 12) == []


def test_initials_declared_by_abbreviating_listing_people_or_naming_all() -> None:
    # round 16: "Let me abbreviate: A, B, C, D", "People: A, B, C, D", "A B C D = Alice Bob ..."
    for lead in (
        "Let me abbreviate: A, B, C, D, E.",
        "I will abbreviate them with first letters: A, B, C, D, E.",
        "People: A,B,C,D,E.",
        "A B C D E = Alice Bob Carol Dave Ethan.",
    ):
        text = lead + "\nB: A, D, E"
        assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {
            (0, 1),
            (1, 3),
            (1, 4),
        }, lead
    # twins: letters out of the people's order, or names that are not their initials' names,
    # define nothing, and the row is not read
    for lead in (
        "People: B, A, C, D, E.",
        "Let me abbreviate: A, C, B, D.",
        "A B C D E = Bob Alice Carol Dave Ethan.",
        "People: A, B. Teams: A, B, C.",
    ):
        text = lead + "\nB: A, D, E"
        assert read_edge_claims([text], "friends", 5) == [], lead


def test_this_is_also_a_clique_of_a_group_checked_pair_by_pair() -> None:
    # round 16: "{S}: every pair written. This is also a K4." names the group checked
    want = {(a, b) for a in (0, 3, 4, 6) for b in (0, 3, 4, 6) if a < b}
    for text in (
        "{0, 3, 4, 6}: 0-3, 0-4, 0-6, 3-4, 3-6, 4-6. This is also a K4.",
        "{0, 3, 4, 6}: 0-3, 0-4, 0-6, 3-4, 3-6, 4-6 — that is another K4.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == want, text
    # twin: with a pair of the group not written, which group is meant is a guess
    text = "{0, 3, 4, 6}: 0-3, 0-4, 3-4, 3-6, 4-6. This is also a K4."
    assert (0, 6) not in {c.edge for c in read_edge_claims([text], "math", 8)}


def test_a_triangle_stated_before_a_supposed_larger_clique() -> None:
    # round 16: "B, C, D form a triangle, and with A that would be a K4": the triangle stands
    lead = "A=Alice, B=Bob, C=Carol, D=Dave, E=Ethan, F=Fran.\n"
    for text in (
        "Bob, Dave, Fran form a triangle, and with Alice that would be a K4.",
        lead + "B, D and F form a triangle, and with A that would be a K4.",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert got == {(1, 3), (1, 5), (3, 5)}, text
    # twins: the triangle itself supposed or asked asserts nothing; the article "A" before
    # "form" is no initial
    for text in (
        "If Bob, Dave, Fran formed a triangle, with Alice that would be a K4.",
        "Would Bob, Dave and Fran form a triangle, and with Alice a K4?",
        lead + "A form of the argument: B, D, F.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_initials_glued_to_their_numbers() -> None:
    # round 17: "ids: A0 B1 C2 D3 E4" (or from 1: "A1 B2 C3") declares the initials
    for lead in ("Ids: A0 B1 C2 D3 E4.", "Numbering A1, B2, C3, D4, E5."):
        text = lead + "\nD: A C E"
        assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {
            (0, 3),
            (2, 3),
            (3, 4),
        }, lead
    # twins: numbers out of place, or only two of them, declare nothing
    for lead in ("Ids: A0 B2 C1 D3 E4.", "Cells A0 B1 only."):
        assert read_edge_claims([lead + "\nD: A C E"], "friends", 5) == [], lead


def test_undeclared_initials_heading_one_row_per_person() -> None:
    # round 17: rows headed A, B, C, ... in order, one for each of the n people, are the
    # people's neighbour table even where the initials are never declared
    rows = "A: B C\nB: A C E\nC: A B\nD: E\nE: B D"
    got = {c.edge for c in read_edge_claims(["Lists.\n" + rows], "friends", 5)}
    assert got == {(0, 1), (0, 2), (1, 2), (1, 4), (3, 4)}
    text = "So nbrs: A{B}, B{A,C}, C{B,E}, D{E}, E{C,D}."
    got = {c.edge for c in read_edge_claims([text], "friends", 5)}
    assert got == {(0, 1), (1, 2), (2, 4), (3, 4)}
    # twins: a letter missing, out of order, or past the n-th heads a row: no initials
    for rows in (
        "A: B C\nB: A C E\nC: A B\nE: B D",
        "B: A C E\nA: B C\nC: A B\nD: E\nE: B D",
        "A: B C\nB: A C E\nC: A B\nD: E\nE: B D\nF: A",
    ):
        assert read_edge_claims(["Lists.\n" + rows], "friends", 5) == [], rows


def test_a_row_of_two_spaced_initials_in_a_block_of_rows() -> None:
    # round 17: "B: D G" under a neighbour heading or a row of three or more is "B: D, G"
    lead = "A=Alice B=Bob C=Carol D=Dave E=Ethan F=Fran G=George.\n"
    for rows in ("nbrs:\nB: D G", "A: C D E\nB: D G", "Friends:\nB: D G\nC: A E"):
        got = {c.edge for c in read_edge_claims([lead + rows], "friends", 7)}
        assert {(1, 3), (1, 6)} <= got, rows
    # twins: two letters after one, alone or after colour classes, may be a colour class
    for rows in ("B: D G", "R: A D\nG: B E\nB: C F", "Colours:\nG: B E\nB: C F"):
        assert read_edge_claims([lead + rows], "friends", 7) == [], rows


def test_a_clique_less_a_matching_leaves_out_its_pairs() -> None:
    # round 17: "{S} = K6 minus a matching {1-4, 3-6, 5-7}": every pair of S but those three
    group = (1, 3, 4, 5, 6, 7)
    want = {(a, b) for a in group for b in group if a < b} - {(1, 4), (3, 6), (5, 7)}
    text = "Then {1, 3, 4, 5, 6, 7} = K6 minus a matching {1-4, 3-6, 5-7}, so three colours."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == want
    text = "Then {1, 3, 4, 5, 6, 7} is a K6 minus the perfect matching 1-4, 3-6, 5-7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == want
    # twins: a matching whose pairs are not said asserts nothing; with no "minus" the braced
    # pairs stand as pairs, and the clique is read whole
    for text in (
        "Then {1, 3, 4, 5, 6, 7} = K6 minus a matching, an octahedron.",
        "Then {1, 3, 4, 5, 6, 7} is a K6 minus a perfect matching.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    text = "Then {1, 3, 4, 5, 6, 7} = K6 here."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (a, b) for a in group for b in group if a < b
    }


def test_a_group_all_joined_to_a_noun_is_no_clique() -> None:
    # round 17: "Carol, Dave, Ethan are all friends with both pairs": joined to a third party
    for text in (
        "Carol, Dave and Ethan are all friends with both pairs.",
        "Carol, Dave and Ethan are all friends with each of these.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text
    # twin: "with each other" is the group's own clique
    text = "Carol, Dave and Ethan are all friends with each other."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {(2, 3), (2, 4), (3, 4)}


def test_a_pair_of_cities_with_its_own_verb_ends_a_list() -> None:
    # round 17: "city 4 is only joined to city 3, and city 1 – city 3 isn't a highway"
    text = "City 4 is only joined to city 3, and city 1 – city 3 isn't a highway."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(2, 3)}
    # twin: a bare city after "and" with no verb of its own is the list's next item
    text = "City 4 is only joined to city 3, and city 1."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 3), (2, 3)}


def test_a_denial_before_the_sentence_a_colon_ends_is_no_heading() -> None:
    # round 17: "4 is not adjacent to 5. Take S = {0, 1, 2, 3}:" heads S's checks, not non-edges
    text = "4 is not adjacent to 5. Take S = {0, 1, 2, 3}:\n- 0: 1, 2, 3\n- 1: 2, 3"
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)} <= got
    # twin: the colon's own sentence saying so still heads a list of non-edges
    text = "Take S = {0, 1, 2, 3}. Pairs not adjacent:\n- 0: 4, 5\n- 1: 6, 7"
    assert read_edge_claims([text], "math", 8) == []


def test_a_named_set_joined_with_more_vertices() -> None:
    # round 17: "Q = {1, 2, 3, 4}" then "a 5-clique Q ∪ {6}" (or LaTeX "Q \cup \{6\}")
    want = {(a, b) for a in (1, 2, 3, 4, 6) for b in (1, 2, 3, 4, 6) if a < b}
    for union in ("Q ∪ {6}", "$Q \\cup \\{6\\}$"):
        text = f"Let Q = {{1, 2, 3, 4}}.\nSo 6 joins them, giving a 5-clique {union}."
        assert {c.edge for c in read_edge_claims([text], "math", 8)} >= want, union
    # twin: a union with a set never named reads no group
    text = "So 6 joins them, giving a 5-clique Q ∪ {6}."
    assert read_edge_claims([text], "math", 8) == []


def test_a_bare_clique_verdict_as_well_after_a_dash() -> None:
    # round 17: "{S}: 02 03 ... — K4 as well." (o3's glued pairs) and "also a K4" name S
    want = {(a, b) for a in (0, 2, 3, 5) for b in (0, 2, 3, 5) if a < b}
    for text in (
        "And {0,2,3,5}: 02 03 05 23 25 35 — K4 as well.",
        "And {0,2,3,5}: 0-2, 0-3, 0-5, 2-3, 2-5, 3-5 — also a K4.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == want, text
    # twins: a verdict of another size, or asked, names no group
    for text in (
        "And {0,2,3,5}: 02 03 05 23 25 35 — K5 as well.",
        "And {0,2,3,5}: 02 03 05 23 25 35 — K4 as well?",
    ):
        assert not {c.edge for c in read_edge_claims([text], "math", 8)} & {(0, 2), (3, 5)}, text


def test_adj_to_abbreviates_adjacent_to() -> None:
    # round 17: "6 adj to 0,1,3", "6 is adj to 0, 1, 3" (o3 shorthand; "6 adj 0,1,3" was read)
    for text in ("6 adj to 0,1,3.", "So 6 is adj to 0, 1, 3 here."):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 6), (1, 6), (3, 6)}, (
            text
        )
    # twins: asked, denied, or "non-adj" asserts nothing
    for text in ("Is 6 adj to 0? no.", "6 not adj to 0, 1, 3.", "6 non-adj to 0, 1, 3."):
        assert read_edge_claims([text], "math", 8) == [], text


def test_initials_numbered_by_a_range() -> None:
    # round 17: "A B C D E = 0..4" declares the initials, in the people's order
    for lead in ("A B C D E = 0..4.", "A, B, C, D, E = 1…5."):
        text = lead + "\nD is friends with A, C and E."
        assert {c.edge for c in read_edge_claims([text], "friends", 5)} == {
            (0, 3),
            (2, 3),
            (3, 4),
        }, lead
    # twins: letters out of order or a range of another length declare nothing
    for lead in ("B A C D E = 0..4.", "A B C D E = 0..6."):
        text = lead + "\nD is friends with A, C and E."
        assert read_edge_claims([text], "friends", 5) == [], lead


def test_an_initial_before_but_closes_a_list() -> None:
    # round 17: "G is friends with B, D, K but not A, C": K is the list's last item
    lead = "Initials A B C D E F G H I J K L (Alice…Larry).\n"
    text = lead + "G is friends with B, D, K but not A, C."
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {(1, 6), (3, 6), (6, 10)}
    # twin: the letters after "but not" are denied
    got = {c.edge for c in read_edge_claims([text], "friends", 12)}
    assert not got & {(0, 6), (2, 6)}


def test_a_clique_acted_on_takes_no_group_after_it() -> None:
    # round 17: "Colouring the clique first, then greedily (9, 2, 3, 1)": an order, not the clique
    for text in (
        "Colouring the clique first and then extending greedily (9, 2, 3, 1) works.",
        "Then extending the K4 by 5, 6, 7 in that order.",
    ):
        assert read_edge_claims([text], "math", 12) == [], text
    # twins: the braced group right after the word, or a clique stated, is read
    text = "Colouring the clique {0, 4, 6} first."
    assert {c.edge for c in read_edge_claims([text], "math", 12)} == {(0, 4), (0, 6), (4, 6)}
    text = "So 9, 2, 3 form a clique."
    assert {c.edge for c in read_edge_claims([text], "math", 12)} == {(2, 3), (2, 9), (3, 9)}


def test_every_other_with_its_exception_left_unsaid() -> None:
    # round 17: "adjacent to all seven other vertices except... let me recount": nothing read
    for text in (
        "Vertex 2 is adjacent to all seven other vertices except... let me recount.",
        "Vertex 2 is adjacent to every other vertex except —",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: the exception said, or none, reads every other vertex but those named
    text = "Vertex 2 is adjacent to all seven other vertices except 5."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {
        (min(2, u), max(2, u)) for u in range(8) if u not in (2, 5)
    }
    text = "Vertex 2 is adjacent to all seven other vertices."
    assert len(read_edge_claims([text], "math", 8)) == 7


def test_every_other_said_again_of_a_second_subject() -> None:
    # round 17: "Vertex 7 is adjacent to all 7 other vertices, and so is 6": both are
    text = "Vertex 7 is adjacent to all 7 other vertices, and so is 6."
    want = {(min(v, u), max(v, u)) for v in (6, 7) for u in range(8) if u != v}
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == want
    # twins: asked, or a pair after "so is" (another statement), adds no second subject
    assert (
        read_edge_claims(["Vertex 7 is adjacent to all 7 other vertices, and so is 6?"], "math", 8)
        == []
    )
    text = "Vertex 7 is adjacent to all 7 other vertices, and so is 6-5, an edge."
    assert not any(
        6 in e and 7 not in e and 5 not in e
        for e in (c.edge for c in read_edge_claims([text], "math", 8))
    )


def test_numbers_next_to_each_other_are_no_edge() -> None:
    # round 18: "towns 3 and 4 are adjacent only in numbering" is about the labels, not a road
    for text in (
        "City 3 and City 4 are adjacent only in numbering; no road joins them.",
        "Vertices 2 and 3 are adjacent just by their numbers.",
    ):
        assert read_edge_claims([text], "cities" if "City" in text else "math", 6) == [], text
    # twin: adjacent with nothing after it, or "only" about the road, is an edge
    text = "City 3 and City 4 are adjacent."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(2, 3)}


def test_a_list_item_with_a_link_verb_of_its_own_starts_a_new_clause() -> None:
    # round 18: "3 links to 1, 5, and 4 links to 0": 4 is the next subject, not 3's neighbour
    text = "Vertex 3 links to 1, 5, and 4 links to 0."
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {(1, 3), (3, 5), (0, 4)}
    # twin: a last item without a verb of its own stays in the list
    text = "Vertex 3 links to 1, 5, and 4."
    assert {c.edge for c in read_edge_claims([text], "math", 6)} == {(1, 3), (3, 5), (3, 4)}


def test_a_k_of_another_size_is_not_the_group_before() -> None:
    # round 18: "N(6) = {0, 1, 2, 3, 4}" then "This is a K4.": K4 has four vertices, the
    # set five, so "this" is not that set (and no clique is read)
    text = "N(6) = {0, 1, 2, 3, 4}\nThis is a K4."
    got = {c.edge for c in read_edge_claims([text], "math", 7)}
    assert got == {(0, 6), (1, 6), (2, 6), (3, 6), (4, 6)}
    # twin: a group of the K's size is the one "this" names
    text = "N(6) = {0, 1, 2, 3}\nThis is a K4."
    got = {c.edge for c in read_edge_claims([text], "math", 7)}
    assert {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)} <= got


def test_the_whole_graph_called_complete_with_its_k_written_twice() -> None:
    # round 18: "every vertex is adjacent to every other one, so it's K6, and χ(K6) = 6":
    # every pair of the problem's six vertices is asserted
    for text in (
        "Every vertex is adjacent to every other one, so it's K6, and chi(K6) = 6.",
        "So every node is joined to every other, it's $K_6$, and three colours is hopeless.",
    ):
        assert len(read_edge_claims([text], "math", 6)) == 15, text
    # twins: a complete graph on fewer vertices is a part of it, and a wish asserts nothing
    for text in (
        "So it's a complete graph on 5 vertices, which needs 5 colours.",
        "If every vertex were adjacent to every other one, it's K6, and chi(K6) = 6.",
    ):
        assert read_edge_claims([text], "math", 6) == [], text


def test_a_pronoun_after_a_one_vertex_subject_is_that_vertex() -> None:
    # round 18: "City 5 is the quietest, and it is joined to City 2": it is City 5; also
    # "its neighbours are", "he's friends with", "she is friends with all seven others"
    cases = (
        ("City 5 is the quietest, and it is joined to City 2.", "cities", {(1, 4)}),
        ("4 is the odd one out: its neighbours are 0, 1 and 6.", "math", {(0, 4), (1, 4), (4, 6)}),
        ("Dave's well liked — he's friends with Alice and Bob.", "friends", {(0, 3), (1, 3)}),
        ("City 3 is apart: its highways go to 1 and 6.", "cities", {(0, 2), (2, 5)}),
    )
    for text, frame, want in cases:
        assert {c.edge for c in read_edge_claims([text], frame, 8)} == want, text
    # twins: a second vertex before the pronoun makes it a guess; a pronoun that opens a
    # sentence of its own is not read either
    for text in (
        "City 5 is joined to City 2, and it is joined to City 7.",
        "City 5 is the quietest. It is joined to City 7.",
    ):
        got = {c.edge for c in read_edge_claims([text], "cities", 8)}
        assert not {(4, 6), (1, 6)} & got, text


def test_a_pair_before_are_ends_a_list() -> None:
    # round 18: "3's highways go to 1, 2, 5, and 3 and 4 are joined as well": 3-4 is a pair
    # of its own (the list ends before it)
    text = "City 3's highways go to 1, 2, 5, and City 3 and City 4 are joined as well."
    got = {c.edge for c in read_edge_claims([text], "cities", 8)}
    assert got == {(0, 2), (1, 2), (2, 4), (2, 3)}
    # twin: one item before "are" ends the list alone
    text = "City 3's highways go to 1, 2, and City 6 are joined too."
    got = {c.edge for c in read_edge_claims([text], "cities", 8)}
    assert (2, 5) not in got
    assert {(0, 2), (1, 2)} <= got


def test_a_final_channel_glued_to_the_analysis_is_read_on_its_own() -> None:
    # round 18: "...(v1-v2 no.)assistantfinalCities 1, 2 and 4 are all joined to each other":
    # the answer speaks in city numbers although the analysis relabelled them 0-based (the
    # note's line in the relabelling and the answer are two lines)
    analysis = (
        "analysis0-index (city c -> v=c-1):\nv0: 1, 3\nv1: 0, 3\n(Note 1-2 in 0-index: v1-v2 no.)"
    )
    text = analysis + "assistantfinalCities 3, 5 and 6 are all joined to each other."
    got = {c.edge for c in read_edge_claims([text], "cities", 6)}
    assert {(2, 4), (2, 5), (4, 5)} <= got
    assert (1, 2) not in got
    # twin: without the marker the note and the answer are one line in the relabelling
    assert (1, 2) not in {c.edge for c in read_edge_claims([analysis], "cities", 6)}
    # untrusted output: thousands of markers split the text once, no deeper
    assert read_edge_claims(["x)assistantfinaly " * 5000], "cities", 6) == []


def test_a_line_that_says_it_counts_from_zero() -> None:
    # round 18: "0-index edges: (0,1), (1,2)" in a cities reply is vertices 0 and 1, i.e.
    # cities 1 and 2: read in its own numbering
    text = "0-index edges: (0,1), (1,2), (2,4)."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 1), (1, 2), (2, 4)}
    # twin: the same line without the word counts from 1
    text = "Edges: (1,2), (2,3), (3,5)."
    assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 1), (1, 2), (2, 4)}


def test_cities_shifted_by_a_general_index() -> None:
    # round 18: "$v_i$ corresponds to City $i+1$", "vertex $i$ = City $i+1$", "$v_0$ = City 1"
    # relabel the cities 0-based: the labels after it are read one city higher
    for mapping in (
        "Let $v_i$ correspond to City $i+1$.",
        "Let vertex $i$ = City $i+1$.",
        "Here $v_i$ stands for City $i+1$ (so $v_0$ = City 1).",
    ):
        text = mapping.replace("correspond ", "corresponds ") + "\nN(v_0) = {v_1, v_4}"
        assert {c.edge for c in read_edge_claims([text], "cities", 6)} == {(0, 1), (0, 4)}, text
    # twin: with no mapping the labels are not read as cities
    text = "Some labels.\nN(v_0) = {v_1, v_4}"
    assert (0, 4) not in {c.edge for c in read_edge_claims([text], "cities", 6)}


def test_vertices_relabelled_as_letters_with_their_numbers() -> None:
    # round 18: "let $a = 4$, $b = 2$, $c = 0$, $d = 1$": letters in math spans and braced
    # sets after it are those vertices ("$d$: $a, b, c$", "$a$–$d$", "{b, c}")
    mapping = "Let $a = 4$, $b = 2$, $c = 0$, $d = 1$.\n"
    for line, want in (
        ("- $d$: $a, b, c$", {(1, 4), (1, 2), (0, 1)}),
        ("Edges: $a$–$d$, $b$–$c$.", {(1, 4), (0, 2)}),
        ("* $c$: {a, d}", {(0, 4), (0, 1)}),
    ):
        got = {c.edge for c in read_edge_claims([mapping + line], "math", 6)}
        assert got == want, line
    # twins: letters out of order from "a", or a letter given two vertices, map nothing; a
    # span with other signs ("$K_4$", glued "$ab$") is left as written
    for text in (
        "Let $b = 4$, $c = 2$, $d = 0$.\n- $d$: $b, c$",
        "Let $a = 4$, $b = 2$, $c = 0$.\nLater $a = 1$, $b = 3$, $c = 5$.\n- $a$: $b, c$",
        "n = 6, k = 3, e = 5.\n- $a$: $b, c$",
    ):
        assert read_edge_claims([text], "math", 6) == [], text
    assert read_edge_claims([mapping + "Then $ab$ and $K_4$."], "math", 6) == []


def test_people_relabelled_v_i_by_an_explicit_whole_mapping() -> None:
    # round 19: "$v_1$ = Bob, $v_2$ = Dave, ..." maps each label to its person: a claim in
    # the labels (glued pairs too) is a claim about the people
    mapping = "Labels: $v_1$ = Bob, $v_2$ = Dave, $v_3$ = Fran, $v_4$ = Alice.\n"
    for line, want in (
        ("$v_3$ (Fran) is adjacent to $v_1$ and $v_4$.", {(1, 5), (0, 5)}),
        ("$N(v_2)$ (Dave) = $\\{v_1, v_3\\}$", {(1, 3), (3, 5)}),
        ("Edges: $v_1v_2$, $v_2v_4$.", {(1, 3), (0, 3)}),
    ):
        got = {c.edge for c in read_edge_claims([mapping + line], "friends", 8)}
        assert got == want, line
    # twins: a label the mapping leaves out (partial), a label given two people, or a person
    # two labels: the labels stay unread
    for text in (
        mapping + "$v_3$ is adjacent to $v_1$ and $v_5$.",
        mapping + "Later $v_1$ = Carol.\n$v_3$ is adjacent to $v_1$.",
        "Labels: $v_1$ = Bob, $v_2$ = Bob, $v_3$ = Fran.\n$v_3$ is adjacent to $v_1$.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_statement_placed_in_a_reduced_graph_named_before() -> None:
    # round 19: "the reduced graph $H$ ..." names another graph; "In $H$, 2 is adjacent to 6"
    # is about it, not about the problem's graph
    head = "Drop vertex 0 and relabel the rest. The reduced graph $H$ has edges 12, 23.\n"
    assert read_edge_claims([head + "In $H$, vertex 2 is adjacent to 6."], "math", 8) == []
    # twins: the problem's graph named, or a graph named without being another one
    for text in (
        head + "In $G$, vertex 2 is adjacent to 6.",
        "Let $H$ be the graph given.\nIn $H$, vertex 2 is adjacent to 6.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 6)}, text


def test_emphasis_around_a_negation_reads_as_the_plain_word() -> None:
    # round 20: "*not*", "**never**", "_no_", "*aren't*" deny as the plain words do
    for text in (
        "Vertices 3 and 6 are *not* adjacent.",
        "Vertices 3 and 6 are **not** adjacent.",
        "Vertices 3 and 6 are _not_ adjacent.",
        "Vertices 3 and 6 *aren't* adjacent.",
        "There is *no* edge 3-6.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: no negation, with or without emphasis elsewhere, still states the edge
    for text in ("Vertices 3 and 6 are adjacent.", "**Note:** vertices 3 and 6 are adjacent."):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(3, 6)}, text


def test_each_pair_sharing_a_colour_is_no_clique_claim() -> None:
    # round 20: "each pair shares a colour", "let every pair get one shirt": a colouring of
    # the pairs, not a clique of the group named before
    head = "The non-adjacent pairs are 0 & 2, 1 & 4, 3 & 6, 5 & 7. "
    for tail in (
        "These cover all eight vertices, so let each pair share a color.",
        "These cover all eight vertices, so every pair gets one color.",
    ):
        assert read_edge_claims([head + tail], "math", 8) == [], tail
    # twins: "every pair is adjacent", "every pair shares an edge" of a group are still
    # clique claims
    for text in (
        "In {1, 2, 3}, every pair is adjacent.",
        "In {1, 2, 3}, every pair shares an edge.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert got == {(1, 2), (1, 3), (2, 3)}, text


def test_pairs_with_and_complement_neighbours_are_no_edge_words() -> None:
    # round 20: "0 pairs with 7" puts two vertices in one class ("pairs" with "with" after it
    # is no edge word), and "complement-neighbours" are the complement's
    for text in (
        "So 0 pairs with 7, 2 with 6, then 1–4 and 3–5.",
        "0 has complement-neighbors 6 and 7. So 0 pairs with 7, then 1–4 and 3–5.",
        "2's only complement neighbour is 6, so 2–6 go together.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: pairs as an edge word, or plain neighbours, still assert
    got = {c.edge for c in read_edge_claims(["The pairs 1–4 and 3–5 are edges."], "math", 8)}
    assert got == {(1, 4), (3, 5)}
    assert {c.edge for c in read_edge_claims(["0 has neighbours 6 and 7."], "math", 8)} == {
        (0, 6),
        (0, 7),
    }


def test_every_other_with_the_subjects_own_pair_denied_after_but() -> None:
    # round 20: "7 and 8 are each joined to every other city, but 7 and 8 are not joined to
    # each other": each with the rest, not with one another
    want = {(u, v) for v in (6, 7) for u in range(6)}
    for text in (
        "City 7 and City 8 are each joined to every other city, but City 7 and City 8 are "
        "not joined to each other.",
        "City 7 and City 8 are each joined to every other city, but they are not joined to "
        "each other.",
    ):
        assert {c.edge for c in read_edge_claims([text], "cities", 8)} == want, text
    # twin: another pair denied leaves the subjects' own pair asserted
    text = (
        "City 7 and City 8 are each joined to every other city, but City 1 and City 2 are "
        "not joined to each other."
    )
    assert (6, 7) in {c.edge for c in read_edge_claims([text], "cities", 8)}


def test_any_of_a_list_adds_one_vertex_to_a_clique() -> None:
    # round 20: "together with any of 5, 6, 7 they form a K4" adds one of the list to the
    # group: no two of the list are said adjacent
    for text in (
        "Vertices 1, 2, 3 are mutually adjacent. Together with any of 5, 6, 7 they form a K4.",
        "Vertices 1, 2, 3 are mutually adjacent. With either of 5, 6 they form a K4.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not {(5, 6), (5, 7), (6, 7)} & got, text
    # twin: a list without "any of" is the group itself
    got = {c.edge for c in read_edge_claims(["{1, 2, 3, 5} is a K4."], "math", 8)}
    assert got == {(1, 2), (1, 3), (1, 5), (2, 3), (2, 5), (3, 5)}


def test_a_pair_a_set_avoids_is_no_edge() -> None:
    # round 20: "avoid", "avoids", "avoiding", "avoided" a pair: the pair is left out
    for text in (
        "Let me pick a different set that avoids both 0-5 and 1-2.",
        "Choose a set avoiding 0-5 and 1-2 as edges.",
    ):
        assert read_edge_claims([text], "math", 6) == [], text
    # twin: the edge stated without the verb
    got = {c.edge for c in read_edge_claims(["The edges 0-5 and 1-2 are present."], "math", 6)}
    assert got == {(0, 5), (1, 2)}


def _pairs_of(*group: int) -> set[tuple[int, int]]:
    return {(a, b) for a in group for b in group if a < b}


def test_a_clique_word_takes_no_group_as_its_own_referent() -> None:
    # round 21: "the clique" as the object of a verb or a heading presupposes a clique said
    # elsewhere; it asserts nothing new and takes no group named before it
    for text in (
        "Consider 1, 4, 6 and 7. Next, I give the clique its colours.",
        "Consider 1, 4, 6 and 7.\n\n**Finding the clique**",
        "Consider 1, 4, 6 and 7. Now colour the clique first.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: a word that refers back as the claim's subject takes the group
    for text in (
        "Consider 1, 4, 6 and 7. These form a clique.",
        "Consider 1, 4, 6 and 7. This is a K4.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(1, 4, 6, 7)


def test_a_group_named_for_another_purpose_is_no_cliques() -> None:
    # round 21: remaining or uncoloured vertices, missing pairs, a class that shares a
    # colour: a clique word referring back after such a group reads nothing (nor an older
    # group behind it)
    for text in (
        "Take {1, 3, 4, 6}. The remaining vertices are {0, 2, 5, 7}. This is a K4.",
        "The uncoloured vertices are now 0, 2, 5 and 7. This is a K4.",
        "The missing pairs involve 0, 2, 5 and 7. These form a clique.",
        "So 0, 2, 5, 7 can all share one colour. They form a clique.",
        "Take 1, 3, 4, 6. Now 0, 2, 5 and 7 are not adjacent to each other. This is a K4.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: the same group named as a group, or as the subject of a denial about a third
    # vertex, is the one the claim takes
    for text in (
        "The vertices 0, 2, 5 and 7 are next. This is a K4.",
        "Take 1, 3, 4, 6. Vertices 0, 2, 5 and 7 are not adjacent to 1. These four are all "
        "mutually adjacent.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(0, 2, 5, 7)


def test_a_group_named_in_a_question_is_the_one_referred_to() -> None:
    # round 21: "those four" after a question naming four vertices is those four, not the
    # group named before the question (here a colour class)
    text = (
        "So 0, 1, 2, 3 must all be blue. Are 4, 5, 6, 7 all adjacent to each other? 4-5 yes, "
        "4-6 yes, 4-7 yes, 5-6 yes, 5-7 yes, 6-7 yes. So those four are all mutually adjacent."
    )
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(4, 5, 6, 7)
    # twin: a question naming no group leaves the group before it
    text = "Take 0, 1, 2, 3. Is 5 adjacent to 6? No. So those four are all mutually adjacent."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(0, 1, 2, 3)


def test_a_neighbour_list_in_the_claims_sentence_is_not_its_group() -> None:
    # round 21: the list after "adjacent to" is 2's neighbours, not the triangle
    text = "Since 2 is adjacent to 1, 5 and 3, it forms a triangle with 1 and 3."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (2, 3), (2, 5)}
    # twin: the list as the subject is the triangle
    assert {c.edge for c in read_edge_claims(["1, 3 and 5 form a triangle."], "math", 8)} == (
        _pairs_of(1, 3, 5)
    )


def test_any_maximal_clique_and_they_after_two_vertices_name_no_group() -> None:
    # round 21: a clique word after "any maximal" is a rule about cliques, and "they" after
    # "Vertices 1 and 2" is those two: neither takes the group named before
    for text in (
        "Take {0, 3, 5, 6}. Vertices 1 and 2 have degree 7, so they belong to any maximal clique.",
        "Take {0, 3, 5, 6}. Vertices 1 and 2 have degree 7, so they are in every largest clique.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: "they" with no vertex between takes the group
    text = "Take {0, 3, 5, 6}. They form a clique."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(0, 3, 5, 6)


def test_a_pronoun_after_a_subject_with_any_verb() -> None:
    # round 21: "Vertex 3 stands out: it is ..." as round 18's "Vertex 3 is ..., and it ..."
    want = {(min(3, u), max(3, u)) for u in range(8) if u != 3}
    for text in (
        "Vertex 3 stands out: it is adjacent to every other vertex.",
        "Vertex 3 looks like the hub — it's adjacent to every other vertex.",
        "Vertex 3 stands out: it is adjacent to all seven other vertices.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == want, text
    # twins: a second vertex before the pronoun, a denial, a question
    for text in (
        "Vertex 3 stands out more than vertex 5, and it is adjacent to every other vertex.",
        "Vertex 3 stands out, and it is not adjacent to every other vertex.",
        "Vertex 3 stands out; is it adjacent to every other vertex?",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_group_line_then_its_predicate_on_the_next_line() -> None:
    # round 21: a group on a line of its own is the subject of "are all mutual friends" on
    # the next line, which is no question
    text = "One may verify that\n  Alice, Dave, Ethan, Heather\nare all mutual friends."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == _pairs_of(0, 3, 4, 7)
    text = "Look at\n0, 3, 4, 7\nare all pairwise adjacent."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(0, 3, 4, 7)
    # twins: asked, or with no group line before it
    for text, frame in (
        ("One may ask whether\n  Alice, Dave, Ethan, Heather\nare all mutual friends?", "friends"),
        ("Some people\nare all mutual friends.", "friends"),
    ):
        assert read_edge_claims([text], frame, 8) == [], text


def test_a_list_after_to_is_the_group_when_only_the_predicate_follows() -> None:
    # round 21: "adjacent to 3, 4, 5 and 7, and 3, 4, 5, 7 are all mutually adjacent": the
    # list is the claim's subject; after a bracket's end or an arrow it is not
    text = "Vertex 2 is adjacent to 3, 4, 5 and 7, and 3, 4, 5, 7 are all mutually adjacent."
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert _pairs_of(3, 4, 5, 7) <= got
    for text in (
        "Adding vertex 1 (adjacent to 3, 4, 5, 6, 7) even gives a K6.",
        "Add 1 (joined to 3, 4, 5, 6, 7) -> K6.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not _pairs_of(3, 4, 5, 6, 7) & got, text


def test_its_a_k6_of_the_group_just_checked() -> None:
    # round 21: "So it's a complete K6" after a group of six: that group, as "this is a K6"
    text = "I'm checking {0, 5, 6, 8, 9, 10}. So it's a complete $K_6$."
    assert {c.edge for c in read_edge_claims([text], "math", 12)} == _pairs_of(0, 5, 6, 8, 9, 10)
    # twins: "it" after one vertex names no group; "it's a K6" alone names none
    for text in ("Vertex 3 is big. So it's a $K_6$.", "So it's a $K_6$."):
        assert read_edge_claims([text], "math", 12) == [], text


def test_neighbour_rows_run_together_on_one_line() -> None:
    # round 22: terse replies run rows together ("nbrs: 0→1,2 · 1→0,3", "N(A)=B,D  N(B)=A,C",
    # "0: 1, 2; 3: 4, 5"); each piece is read as a row of its own
    for text in (
        "- nbrs: 0→1,2,5 · 1→0,3 · 4→2,6,7",
        "0: 1, 2, 5; 1: 0, 3; 4: 2, 6, 7",
        "N(0)=1,2,5  N(1)=0,3  N(4)=2,6,7",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert got == {(0, 1), (0, 2), (0, 5), (1, 3), (2, 4), (4, 6), (4, 7)}, text
    # one row headed "N(v)=" stands alone, its list spaced
    got = {c.edge for c in read_edge_claims(["N(3)=1 2 4 7"], "math", 8)}
    assert got == {(1, 3), (2, 3), (3, 4), (3, 7)}
    # twins: a doubt before the first row, non-neighbours, a piece that is no row (colours),
    # a run of one-neighbour arrows (a relabelling), "=" without "N(v)" (a mapping)
    for text in (
        "if 0: 1, 2, 5; 1: 0, 3; 4: 2, 6, 7",
        "non-nbrs: 0: 3, 4; 1: 2, 5, 6",
        "0: 1, 2, 5; 1: Red",
        "0→3 · 1→5 · 2→7",
        "0=1, 2 · 3=4, 5",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_rows_headed_n_of_an_initial_define_the_initials() -> None:
    # round 22: "N(A)=..." through "N(H)=...", one row a person in the people's order,
    # undeclared, are the people's initials as "A: ..." rows are
    text = "- N(A)=B,D  N(B)=A,C,D  N(C)=B,D\n- N(D)=A,B,C  N(E)=F  N(F)=E,G  N(G)=F,H  N(H)=G"
    got = {c.edge for c in read_edge_claims([text], "friends", 8)}
    assert (0, 3) in got
    assert (6, 7) in got
    # twin: the rows skip a person, so the letters may be anything (colour classes, a
    # relabelling): nothing read
    text = "- N(A)=B,D  N(B)=A,C,D  N(D)=A,B"
    assert read_edge_claims([text], "friends", 8) == []


def test_a_consequence_drawn_after_a_claim_does_not_doubt_it() -> None:
    # round 22: after ", so", "hence", "thus" or an arrow to what the claim means for the
    # colouring, "need", "at least", "required" say what follows; the claim stands
    for text, want in (
        (
            "I see triangles such as 0–1–4 and 4–5–7, so at least three colours are needed.",
            _pairs_of(0, 1, 4) | _pairs_of(4, 5, 7),
        ),  # (round 37: a chain named a triangle is one, its closing pair too)
        ("Triangle 2–5–7, hence three colours are required.", _pairs_of(2, 5, 7)),
        (
            "- 4-cliques: {0,1,3,6}, {2,3,5,6} → need all 4 colours.",
            _pairs_of(0, 1, 3, 6) | _pairs_of(2, 3, 5, 6),
        ),
        ("{0,1,3,6} is a K4 ⇒ χ ≥ 4 ⇒ not 3-colourable.", _pairs_of(0, 1, 3, 6)),
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == want, text
    # twins: a doubt before the claim still holds; a consequence that checks or denies the
    # claim itself is no consequence; an arrow to "not a clique" takes the list back
    for text in (
        "If 2–5–7 is a triangle, so three colours are needed.",
        "2–5 would be an edge, so three colours are needed.",
        "Triangle 2–5–7, so let me check 2–5 first.",
        "4-cliques: {0,1,3,6} → not a clique.",
        "Candidate 4-cliques: {0,1,3,6}, {2,3,5,6} → need all 4 colours.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_colouring_checked_edge_by_edge_lists_the_edges() -> None:
    # round 22: a table headed by the edge, or a list under "Check every edge:", walks the
    # edges with their colours; each pair it lists is one of the edges
    for text in (
        "| edge | colours | ok |\n|---|---|---|\n| 0–1 | R / G | ✓ |\n| 1–5 | G / Y | ✓ |",
        "Check every edge:\n0-1 Y/B, 1-5 B/G, 0-3 Y/R. ✓ (3)",
        "**Verification** (every edge, colors must differ):\n- (0,1) B/Y, (1,5) Y/G",
    ):
        assert (1, 5) in {c.edge for c in read_edge_claims([text], "math", 8)}, text
    # twins: a row marked as failing, a table of non-edges or of pairs, same-colour pairs,
    # a check of the non-edges, and a line under the heading that is no pair (a class)
    for text in (
        "| edge | colours | ok |\n|---|---|---|\n| 1–5 | G / G | ✗ |",
        "| non-edge | colours |\n|---|---|\n| 1–5 | G / G |",
        "| pair | colours |\n|---|---|\n| 1–5 | G / G |",
        "Same-colour pairs:\n1-5 B/B, 2-6 Y/Y.",
        "Check every non-edge:\n1-5 B/B, 2-6 Y/Y.",
        "**Verification** (every edge, colours differ):\n* 1 and 5 → Blue",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert (1, 5) not in got, text


def test_an_aside_in_brackets_is_said_of_the_one_vertex_subject() -> None:
    # round 22: "Carol is also well connected (friends with Alice, Dave, ...)": the bracket
    # goes on about the clause's one subject, as round 18's "..., and she is friends with"
    for text in (
        "For what it's worth, Carol is also well connected (friends with Alice and Dave), but "
        "she isn't friends with George.",
        "Carol is well connected (she is friends with Alice and Dave).",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert got == {(0, 2), (2, 3)}, text
    got = {
        c.edge for c in read_edge_claims(["Vertex 6 stands out (adjacent to 1 and 2)."], "math", 8)
    }
    assert got == {(1, 6), (2, 6)}
    # twins: two subjects (which one is a guess), a denial or a supposition
    for text in (
        "Bob and Carol are well connected (friends with Alice and Dave).",
        "Carol is well connected (not friends with Alice and Dave).",
        "Carol would be well connected (friends with Alice and Dave).",
        "If Carol is well connected (friends with Alice and Dave), then Fran is too.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_table_header_in_latex_is_read_as_written_plain() -> None:
    # round 22: "| $v$ | $N(v)$ | deg |" is the header "| v | N(v) | deg |"
    for head in ("| $v$ | $N(v)$ | deg |", "| v | N(v) | deg |"):
        text = head + "\n|---|---|---|\n| 1 | 0, 5, 9 | 3 |"
        assert {c.edge for c in read_edge_claims([text], "math", 12)} == {(0, 1), (1, 5), (1, 9)}
    # twin: a LaTeX header of non-neighbours denies
    text = "| $v$ | $\\overline{N}(v)$ non-neighbours |\n|---|---|\n| 1 | 0, 5, 9 |"
    assert read_edge_claims([text], "math", 12) == []


def test_a_statement_one_was_about_to_make_is_not_made() -> None:
    # round 22: "I was about to say (0,5) is an edge, but ..." reports a statement not made
    for text in (
        "I was about to say (0,5) is an edge, but checking again, it is not.",
        "I was going to write that 0 is adjacent to 5, but no.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twin: the statement made
    assert {c.edge for c in read_edge_claims(["So (0,5) is an edge."], "math", 8)} == {(0, 5)}


def test_a_check_then_its_result_states_the_result() -> None:
    # round 22: "checking the rest, I found that ... are all connected to each other": the
    # check is done; its result is stated
    text = "Adding 1 and 2 and checking the rest, I found that 1, 2, 4, 7 are all connected to each other."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(1, 2, 4, 7)
    # twins: a doubt or a denial in the result, a check with no result
    for text in (
        "Checking the rest, I found that 1, 2, 4, 7 would be all connected to each other.",
        "I found that 1, 2, 4, 7 are not all connected to each other.",
        "Checking whether 1, 2, 4, 7 are all connected to each other.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_glued_codes_under_a_head_that_names_them() -> None:
    # round 22: "E = 02 03 23" glues each edge's two digits; "Δs: ABE, CFG" each triangle's
    # three defined initials; "Triangles: 014, 145" three digits
    got = {c.edge for c in read_edge_claims(["E = 02 03 23 45"], "math", 6)}
    assert got == {(0, 2), (0, 3), (2, 3), (4, 5)}
    got = {c.edge for c in read_edge_claims(["Triangles: 014, 145"], "math", 8)}
    assert got == _pairs_of(0, 1, 4) | _pairs_of(1, 4, 5)
    text = "Alice (A), Bob (B), Carol (C), Ethan (E), Fran (F), George (G)\nΔs: ABE, CFG. ⇒ ≥3"
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == (
        _pairs_of(0, 1, 4) | _pairs_of(2, 5, 6)
    )
    # twins: the complement or non-edges, another graph's E', codes of mixed length, a
    # symbol that is no vertex, initials never defined, two-digit vertices (n > 10)
    for text, frame, n in (
        ("Ē: 02 06 12", "math", 8),
        ("Non-edges: 02 06", "math", 8),
        ("E' = 01 02", "math", 8),
        ("Triangles: 014, 14", "math", 8),
        ("E = 0A 12", "math", 8),
        ("Δs: ABE, CFG.", "friends", 8),
        ("E = 01 02 12", "math", 12),
    ):
        assert read_edge_claims([text], frame, n) == [], text


def test_a_clique_named_as_a_place_or_a_direction_names_no_group() -> None:
    # round 23: "toward the clique", "from the second K6": the clique said before; the list
    # beside it is an order or a neighbour row, not a group said to be a clique
    text = "Colour by degree, ties broken toward the clique: 1, 8, 9, 0, 2, 7."
    assert read_edge_claims([text], "math", 12) == []
    text = "Vertex 9 touches 1, 2, 3, 5 and 10 from the second K6."
    assert {c.edge for c in read_edge_claims([text], "math", 12)} == {
        (1, 9),
        (2, 9),
        (3, 9),
        (5, 9),
        (9, 10),
    }
    # twins: a group said to be the clique is still read
    got = {c.edge for c in read_edge_claims(["So 1, 8, 9 form the clique."], "math", 12)}
    assert got == _pairs_of(1, 8, 9)
    got = {c.edge for c in read_edge_claims(["The second K4 is {0, 1, 8, 9}."], "math", 12)}
    assert got == _pairs_of(0, 1, 8, 9)


def test_the_pair_an_extension_fails_on_is_no_edge() -> None:
    # round 23: "adding 2 fails on 0–2 and 2–8": the pairs a clique extension or a check
    # breaks on are missing ones (or clashes; which, the words do not say): none is read
    for text in (
        "Adding 4 fails on 4–7; adding 2 fails on 0–2 and 2–8.",
        "Vertex 2 failed at 1–2.",
    ):
        assert read_edge_claims([text], "math", 12) == [], text
    # twins: a reason after "fails because" is stated; a pair without "fails" is read
    got = {
        c.edge for c in read_edge_claims(["The colouring fails because 2–5 is an edge."], "math", 8)
    }
    assert got == {(2, 5)}
    assert {c.edge for c in read_edge_claims(["Adding 4 works: 4–7 is an edge."], "math", 8)} == {
        (4, 7)
    }


def test_a_table_numbered_by_step_is_read_by_its_vertex_column() -> None:
    # round 23: "| Step | Vertex | Neighbours | Colour |": the first column counts the steps
    # of a colouring; each row's neighbours belong to the vertex in the Vertex column
    text = "| Step | Vertex | Neighbours | Colour |\n|---|---|---|---|\n| 1 | 5 | 0, 2 | Red |\n| 2 | 3 | 1 | Blue |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 5), (2, 5), (1, 3)}
    text = "| # | City | Joined to |\n|---|---|---|\n| 1 | 4 | 2, 6 |"
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(1, 3), (3, 5)}
    # twin: a table headed by the vertex reads its first column
    text = "| Vertex | Neighbours |\n|---|---|\n| 5 | 0, 2 |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 5), (2, 5)}


def test_a_reason_clause_about_he_or_she_states_its_premise() -> None:
    # round 23: "Bob can't, since he's friends with George", "Fran can't be Green — she's
    # friends with Ethan": the pronoun is the one person the clause before is about
    for text, pairs in (
        ("Bob can't, since he's friends with George.", {(1, 6)}),
        ("Fran can't be Green — she's friends with Ethan.", {(4, 5)}),
        ("Carol is free; Bob can't, because he's friends with George.", {(1, 6)}),
    ):
        assert {c.edge for c in read_edge_claims([text], "friends", 8)} == pairs, text
    # twins: a condition, a denial, two people before the pronoun (which one is a guess)
    for text in (
        "Bob can't be Red if he's friends with George.",
        "Bob can't be Red, since he isn't friends with George.",
        "Bob and Carol can't, since he's friends with George.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_group_between_dashes_is_the_subject_of_the_verb_after_them() -> None:
    # round 23: "the remaining seven — Alice, ..., Heather — are all friends with each
    # other": the dash closes the group; the verdict after it is said of the group
    text = "The core four — Alice, Bob, Carol and Dave — are all friends with each other."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == _pairs_of(0, 1, 2, 3)
    text = "The rest — 1, 2, 5 — are all mutually adjacent."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == _pairs_of(1, 2, 5)
    # twins: a verdict about a third person, a question after the dash
    for text in (
        "Alice, Bob and Carol — are all friends with Dave.",
        "Alice, Bob and Carol — are all of them friends?",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert not got & _pairs_of(0, 1, 2), text


def test_two_vertices_said_to_clash_are_adjacent() -> None:
    # round 23: "3–5 clash", "4 and 0 clash (both R)": a clash in a colouring is two
    # adjacent vertices of one colour, so the pair is stated
    for text, pair in (
        ("Wait — 5 and 3 are both Blue, and 3–5 clash. I need to fix that.", (3, 5)),
        ("4 and 0 clash (both R) → B instead.", (0, 4)),
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {pair}, text
    got = {
        c.edge for c in read_edge_claims(["c6 Sec, c4 Sec: c4–c6 clash, both Sec."], "cities", 8)
    }
    assert got == {(3, 5)}
    # twins: a clash asked, supposed, denied or conditional
    for text in (
        "Could 3 and 5 clash?",
        "3 and 5 would clash.",
        "3 and 5 don't clash.",
        "Then 4 and 5 clash if both Yellow.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_statement_taken_back_later_counts() -> None:
    # the decided policy (round 24): a statement the text corrects in a later line still
    # counts, as the sequel's authors and the corpus's writers up to held-out 22 count it;
    # only a take-back on the spot, in the statement's own words, is a negative twin
    for text, frame, kept in (
        ("Vertex 6: 2, 3, 7\n\nWait, re-reading the edge list: (6,7) isn't there.", "math", (6, 7)),
        ("N(6)=2,3,7\nStuck. I put 7 in N(6) by mistake.", "math", (6, 7)),
        ("5: 1, 2, 3\n\nThere's no (1,5). I misread: 5 is not adjacent to 1.", "math", (1, 5)),
        (
            "Carol is friends with Alice and Bob, so Carol is Blue.\n\nHmm, actually Bob and Carol "
            "aren't friends, I misread.",
            "friends",
            (1, 2),
        ),
        (
            "City 3: 1, 2, 5\n\nI wrote 5 there by mistake; there's no highway between city 3 "
            "and city 5.",
            "cities",
            (2, 4),
        ),
    ):
        assert kept in {c.edge for c in read_edges([text], frame, 8).claims}, text
    reading = read_edges(["N(6)=2,3,7\nok\nWait, (6,7) isn't there."], "math", 8)
    assert [c.edge for c in reading.claims] == [(2, 6), (3, 6), (6, 7)]


def test_a_clique_on_a_group_names_the_group_after_on() -> None:
    # round 24: "a K5 on {..}", "a triangle on {..}": the group after "on" is the clique's,
    # not a list before the clique word (a neighbour list, the set it was drawn from)
    for text, group in (
        (
            "Deleting 6, $N(5)=\\{0,1,3,4,7\\}$ gives a second $K_5$ on $\\{1,3,4,5,7\\}$.",
            (1, 3, 4, 5, 7),
        ),
        ("With 0: {0, 2, 5} gives a triangle on {2, 5, 6}.", (2, 5, 6)),
        ("There is a K4 on {1, 3, 4, 6}.", (1, 3, 4, 6)),
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert _pairs_of(*group) <= got, text
        assert (0, 1) not in got, text  # no pair of the list before, outside the clique
    # twins: asked, denied or supposed
    for text in (
        "Is there a K4 on {1, 3, 4, 6}?",
        "Is 1 adjacent to 7? No, so there's no $K_4$ on {1, 2, 5, 7}.",
        "If 5 were adjacent to 6 we'd get a $K_5$ on {3, 4, 5, 6, 7}.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & _pairs_of(1, 3, 4, 6, 7), text


def test_a_reason_clause_needs_no_comma_and_may_open_in_a_bracket() -> None:
    # round 25: "since" or "because" opens the reason clause by itself ("Fran can't be Green
    # anyway since she's friends with George"), in a bracket or after a dash as well
    for text, pairs in (
        ("Fran can't be Green anyway since she's friends with George.", {(5, 6)}),
        ("Carol is free. (Bob can't join since he's friends with Dave.)", {(1, 3)}),
        (
            "Alice and Carol share green — Bob can't take it because he’s friends with Ethan.",
            {(1, 4)},
        ),
    ):
        assert {c.edge for c in read_edge_claims([text], "friends", 8)} == pairs, text
    # twins: a condition, a denial, two people before the pronoun, a question
    for text in (
        "Bob can't be Red unless he's friends with George.",
        "Bob can't be Red since he's not friends with George.",
        "Bob and Carol can't since he's friends with George.",
        "Could Bob be Red since he's friends with George?",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_group_whose_own_pairs_are_denied_names_no_group() -> None:
    # round 25: "have no friendships among themselves", "aren't friends", "are pairwise
    # unconnected": a reference back ("every one of those", "they") names no clique after it
    for text in (
        "Ethan, George and Heather have no friendships among themselves, so they share red. "
        "Alice knows someone in every one of those groups.",
        "Ethan, George and Heather aren't friends. They form a triangle.",
        "Cities 5, 7 and 8 are pairwise unconnected. They form a triangle.",
    ):
        got = {
            c.edge for c in read_edge_claims([text], "friends" if "Ethan" in text else "cities", 8)
        }
        assert not got & _pairs_of(4, 6, 7), text
    # twins: the group said to be friends, or denied only with a third person
    assert {
        c.edge
        for c in read_edge_claims(
            ["Dave, Ethan and Fran are all friends with each other. They form a triangle."],
            "friends",
            8,
        )
    } == _pairs_of(3, 4, 5)


def test_a_count_that_is_not_the_groups_size_names_another_group() -> None:
    # round 25: "all three of them" after the four of "{0, 2, 3, 4}": which three is a guess
    text = "The clique {0, 2, 3, 4} forces 2, 3 and 4 onto three colours; 7 is adjacent to all three of them."
    assert not {c.edge for c in read_edge_claims([text], "math", 8)} & {
        (0, 7),
        (2, 7),
        (3, 7),
        (4, 7),
    }
    # twins: the count that fits (less the subject, where the group holds it), or none at all
    for text in (
        "Look at {0, 2, 3, 4, 7}. Vertex 7 is adjacent to all four of them.",
        "The clique {0, 2, 3, 4} is a K4, and 7 is adjacent to all four of them.",
        "The clique {0, 2, 3, 4} is a K4, and 7 is adjacent to all of them.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert {(0, 7), (2, 7), (3, 7), (4, 7)} <= got, text


def test_the_complement_named_by_a_letter_is_another_graph() -> None:
    # round 25: "work with the complement H": "So H has edges ...", "H's edges", "H-neighbours"
    head = "Work with the complement H, whose edges are the non-edges of G.\n"
    for line in (
        "So H has edges 0–1, 0–8, 2–4.",
        "H's edges: 0–1, 0–8, 2–4.",
        "0's H-neighbours are 1, 8.",
    ):
        assert read_edge_claims([head + line], "math", 12) == [], line
    assert (
        read_edge_claims(
            ["Let $H = \\bar G$, the missing pairs.\nH has edges 0–1, 0–8."], "math", 12
        )
        == []
    )
    # twins: the problem's graph named after it, or a letter that is not the complement
    assert {c.edge for c in read_edge_claims([head + "So G has edges 0–1, 0–8."], "math", 12)} == {
        (0, 1),
        (0, 8),
    }
    assert {
        c.edge for c in read_edge_claims([head + "In G, 0 is adjacent to 2 and 3."], "math", 12)
    } == {(0, 2), (0, 3)}
    text = "Let H be the graph given, with edges 0–2.\nSo H has edges 0–1, 0–8."
    assert {c.edge for c in read_edge_claims([text], "math", 12)} == {(0, 1), (0, 2), (0, 8)}


def test_a_degree_with_a_list_of_that_many_lists_the_neighbours() -> None:
    # round 25: "vertex 5 has degree 3 (neighbors 0, 6, 7)", "1 has five as well (3, 4, 5,
    # 6, 7)" on a line of degrees, "2: 8 — 0, 1, 3, ..." under "Degrees:"
    for text, n, pairs in (
        (
            "Vertex 1 has degree 4, and vertex 5 has degree 3 (neighbors 0, 6, 7).",
            8,
            {(0, 5), (5, 6), (5, 7)},
        ),
        (
            "Degrees: 2 and 6 have six neighbours; 1 has five as well (3, 4, 5, 6, 7).",
            8,
            {(1, 3), (1, 4), (1, 5), (1, 6), (1, 7)},
        ),
        (
            "Degrees:\n- 3: 10 — misses only 4\n- 2: 8 — 0,1,3,6,8,9,10,11\n",
            12,
            {(0, 2), (1, 2), (2, 3), (2, 6), (2, 8), (2, 9), (2, 10), (2, 11)},
        ),
    ):
        assert {c.edge for c in read_edge_claims([text], "math", n)} == pairs, text
    # twins: a count that is not the list's length, the vertex in its own list, supposed,
    # a count with no degree word (colours, a class)
    for text in (
        "Vertex 5 has degree 4 (neighbors 0, 6, 7).",
        "Vertex 5 has degree 3 (0, 5, 7).",
        "If vertex 5 had degree 3 (neighbors 0, 6, 7), we'd be done.",
        "Colours: 5 has three (0, 6, 7).",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_count_beside_a_list_is_the_rows_count() -> None:
    # round 26: a row's count after its list, in brackets or after a dash, equal to the
    # number of items; a degree written deg(v) = d, or with an arrow under "Degrees:", with a
    # list of d vertices; a degree line with its own heading and a listed piece
    for text, frame, pairs in (
        ("Adjacency:\n- 3: 0, 2, 5 (3)\n", "math", {(0, 3), (2, 3), (3, 5)}),
        ("- 1: 0, 4, 6, 7 (4)", "math", {(0, 1), (1, 4), (1, 6), (1, 7)}),
        ("Roads by town:\n- c2: c1, c4, c7 — 3\n", "cities", {(0, 1), (1, 3), (1, 6)}),
        ("* City 4: 2, 6 (2)", "cities", {(1, 3), (3, 5)}),
        ("recounting 5: deg(5) = 3: 1, 2, 7.", "math", {(1, 5), (2, 5), (5, 7)}),
        ("Degrees:\n6 → 2 (1, 3)\n", "math", {(1, 6), (3, 6)}),
        ("deg: 2,3 → 4 each; 0 → 3 (1, 5, 6); 7 → 1.", "math", {(0, 1), (0, 5), (0, 6)}),
        (
            "**Degrees.** 4: 5 · 1: 2 (0, 7) · 2, 5: 3.",
            "math",
            {(0, 1), (1, 7)},
        ),
    ):
        assert {c.edge for c in read_edge_claims([text], frame, 8)} == pairs, text
    # twins: a count that is not the list's length, a colour class with its size, a step,
    # deg(v) with a list of another length or holding v, an arrow under a colour heading
    # (a colour, not a degree), and a degree line's piece whose list has another length
    for text in (
        "- 3: 0, 2, 5 (4)",
        "Red: 0, 2, 5 (3)",
        "Colour 1: 0, 2, 5 (3)",
        "Step 2: 0, 4 (2)",
        "deg(5) = 4: 1, 2, 7.",
        "deg(5) = 3: 1, 5, 7.",
        "Colouring:\n6 → 2 (1, 3)\n",
        "deg: 2,3 → 4 each; 0 → 2 (1, 5, 6); 7 → 1.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_pair_checked_and_ticked_is_an_edge() -> None:
    # round 26: round 22's colouring checked edge by edge, in three more forms: a table that
    # asks of each pair whether it is an edge and answers yes; a table of friendships headed
    # "Friends" with their colours; the check's heading and its pairs on one line
    for text, frame, pairs in (
        ("| pair | edge? |\n|---|---|\n| 2–6 | ✓ |\n| 3–7 | yes |", "math", {(2, 6), (3, 7)}),
        (
            "| pair | highway between them? |\n|---|---|\n| 1–3, 1–4 | ✅ |",
            "cities",
            {(0, 2), (0, 3)},
        ),
        (
            "| pair | edge? | pair | edge? |\n|---|---|---|---|\n| 0–5 | ✔ | 1–5 | ✗ |",
            "math",
            {(0, 5)},
        ),
        (
            "| Friends | Colours | OK |\n|---|---|---|\n| Bob–Ethan | Red / Blue | ✓ |",
            "friends",
            {(1, 4)},
        ),
        ("Edge check: 1–6 R/G, 2–7 Y/B ✓ — every pair differs.", "math", {(1, 6), (2, 7)}),
    ):
        assert {c.edge for c in read_edge_claims([text], frame, 8)} == pairs, text
    # twins: the answer no or a question mark, a table of non-edges, pairs with one colour (a
    # class), a "Friends" column with no colours (a count), same-colour pairs on one line, a
    # check of the non-edges
    for text, frame in (
        ("| pair | edge? |\n|---|---|\n| 2–6 | no |\n| 3–7 | ? |", "math"),
        ("| non-edge | present? |\n|---|---|\n| 2–6 | ✓ |", "math"),
        ("| pair | colour |\n|---|---|\n| 2, 6 | Red |", "math"),
        ("| Friends | Count |\n|---|---|\n| Bob | 4 |", "friends"),
        ("Same-colour pairs: 1-6 B/B, 2-7 Y/Y.", "math"),
        ("Check every non-edge: 1-6 B/R, 2-7 Y/G.", "math"),
    ):
        assert read_edge_claims([text], frame, 8) == [], text


def test_a_leaf_hangs_off_its_one_neighbour() -> None:
    # round 26: "hangs off" and "attaches to" said of one vertex are relations as "is
    # attached to" is; the list after them its neighbours, a list cut where another vertex
    # hangs off something of its own
    for text, pairs in (
        ("Node 6 hangs off 1 as a leaf.", {(1, 6)}),
        (
            "(5 attaches to 0, 2 and 3 as well, so it needs a fourth colour)",
            {(0, 5), (2, 5), (3, 5)},
        ),
        ("Leaves: 2 hangs off 7, 4 off 6.", {(2, 7)}),
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == pairs, text
    # twins: supposed, asked, a group as the object (which vertex, a guess), two subjects
    # paired "respectively" (which with which, a guess)
    for text in (
        "If 6 hangs off 1, it takes any colour.",
        "Does 6 hang off 1?",
        "6 hangs off the triangle.",
        "The leaves 2 and 6 hang off 1 and 7 respectively.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_clique_sought_in_a_group_says_nothing_of_the_group() -> None:
    # round 27, a search's candidates: the clique word is the object of a search ("find",
    # "seek", "hunt for", "look / test / search ... for"), so the group searched is no clique
    for text in (
        "Inside {0, 2, 3, 5, 6, 7}, find K4.",
        "Shared neighbours: {0, 2, 3, 5, 6}. Among these find clique of size 3.",
        "Next, find the largest clique in {0, 2, 3, 5, 6}.",
        "Let me look inside {0, 2, 3, 5, 6} for a K4.",
        "Testing {0, 2, 3, 5} for a K4 now.",
        "Seeking a triangle among {0, 2, 5}.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & _pairs_of(0, 2, 3, 5, 6, 7), text
    # twins: the search done, with its subject, and a claim before a search for a bigger one
    for text, group in (
        ("So we find K4 {0, 2, 3, 5}.", (0, 2, 3, 5)),
        ("I find a triangle {2, 5, 6}.", (2, 5, 6)),
        ("{0, 2, 3, 5} is a K4 (I test it for a K5 next).", (0, 2, 3, 5)),
        ("{0, 2, 3, 5} is a K4, so look for a fifth vertex.", (0, 2, 3, 5)),
        ("Find K4s: 0, 2, 3, 5 yes.", (0, 2, 3, 5)),  # a heading: the results after its colon
        ("Find clique: {0, 2, 3, 5}.", (0, 2, 3, 5)),
        ("Find the K4 {0, 2, 3, 5} and colour it first.", (0, 2, 3, 5)),  # one said elsewhere
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert _pairs_of(*group) <= got, text
        assert (6, 7) not in got, text


def test_a_chain_before_a_check_of_its_own_pair_is_a_label() -> None:
    # round 27: "Triangles? 1-4-6: needs 4-6 in the complement": the chain names a candidate
    # under test; each pair is what its own check says (round 16's "3-5-6: 5-6 ✗" the marked form)
    for text in (
        "Triangles in the complement? 1-4-6: needs 4-6 there; no.",
        "Candidates: 2-5-7: 2-7 is an edge of G.",
        "Triples to rule out. 0-3-4: 0-3 edge of G.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & {(1, 4), (4, 6), (2, 5), (5, 7), (3, 4)}, text
    # twins: a chain with no pair of its own after the colon, or a chain stated as a path
    assert {c.edge for c in read_edge_claims(["1-4-6: a triangle."], "math", 8)} >= {
        (1, 4),
        (4, 6),
    }
    assert {c.edge for c in read_edge_claims(["The edges 1-4-6 form a path."], "math", 8)} >= {
        (1, 4),
        (4, 6),
    }
    assert {
        c.edge for c in read_edge_claims(["1-4-6: 1-4 y, 4-6 y, 1-6 y -> triangle."], "math", 8)
    } == _pairs_of(1, 4, 6)


def test_a_pair_reported_absent_after_a_dash_is_looked_up() -> None:
    # round 29: the pair, then a dash and a verdict with the pair as "it" that finds it absent
    for text in (
        "Vertex 6 is adjacent to 0. Now 2-7 — I don't believe it's listed.",
        "Vertex 6 is adjacent to 0. Now 2-7 — it's not in the edge list.",
        "Vertex 6 is adjacent to 0. Now 2-7 — it is not there.",
        "Vertex 6 is adjacent to 0. Now 2-7 — I can't find it in the list.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert (2, 7) not in got, text
    # twins: a verdict that finds it, one about something else, one of the statement's effect
    for text in (
        "Vertex 6 is adjacent to 0. Now 2-7 — I believe it's listed.",
        "Vertex 6 is adjacent to 0. Now 2-7 — it's there.",
        "Vertex 6 is adjacent to 0. Now 2-7 — I don't think it's important.",
        "Vertex 2 is adjacent to 7 — I don't see it mattering much.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert (2, 7) in got, text


def test_a_groups_own_pairs_trailing_off_are_looked_at() -> None:
    # round 29: a group, a dash, its own pairs trailing off, then a question: pairs under test
    for text in (
        "Then 0, 2, 6, 7 — 0-2, 2-6, 6-7... and 2 with 7, is that an edge?",
        "Next 1, 4, 5 — 1-4, 4-5... hmm, is 1-5 an edge?",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & {(0, 2), (2, 6), (6, 7), (1, 4), (4, 5)}, text
    # twins: the same pairs stated, and pairs that are not the group's own
    got = {c.edge for c in read_edge_claims(["Then 0, 2, 6 — 0-2, 2-6 are edges."], "math", 8)}
    assert {(0, 2), (2, 6)} <= got
    got = {
        c.edge for c in read_edge_claims(["Then 0, 2, 6 — 1-3, 3-5... is 5-7 an edge?"], "math", 8)
    }
    assert (1, 3) in got


def test_every_other_person_counted_of_the_others() -> None:
    # round 29: "all N of the others" with N the graph's size less one: every other person
    got = {
        c.edge
        for c in read_edge_claims(["Dave is friends with all seven of the others."], "friends", 8)
    }
    assert got == {tuple(sorted((3, u))) for u in range(8) if u != 3}
    got = {
        c.edge
        for c in read_edge_claims(["City 2 is joined to all seven of the others."], "cities", 8)
    }
    assert (1, 7) in got
    # twins: a count that is a group's others, a scope after it, a question, a denial, a supposition
    for text in (
        "Dave is friends with all three of the others.",
        "Dave is friends with all seven of the others in that circle.",
        "Is Dave friends with all seven of the others?",
        "Dave is not friends with all seven of the others.",
        "If Dave were friends with all seven of the others, eight colours would be needed.",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_pair_labelling_a_check_of_its_ends_list() -> None:
    # round 29: the pair labels a check of one end's own list; where the list lacks the other
    # end, the check finds the pair absent and the label asserts nothing
    for text in (
        "Which pairs are free? (3–7: city 3's highways go to 1, 2, 5 only.)",
        "Highway pairs to test. {3, 7}: city 7's neighbours are 1, 2, 4.",
        "Edges to test: 3-7: 3's list is 0, 1, 5.",
    ):
        got = {c.edge for c in read_edge_claims([text], "cities" if "city" in text else "math", 8)}
        assert not got & {(2, 6), (3, 7)}, text
    # twins: the list holds the other end, or the list is a third vertex's
    got = {
        c.edge
        for c in read_edge_claims(["Highways: 3–7: city 3's highways go to 1, 2, 7."], "cities", 8)
    }
    assert (2, 6) in got
    got = {c.edge for c in read_edge_claims(["Edges: 3-7: 5's list is 0, 1."], "math", 8)}
    assert (3, 7) in got


def test_initials_defined_in_markup_or_as_a_run_of_names_with_letters() -> None:
    # round 29: "$\mathbf{A}$ = Alice", "**B** = Bob", and a run "Alice A, Bob B, Carol C"
    for text in (
        "Write $\\mathbf{C}$ = Carol and $\\mathbf{H}$ = Heather. Then C–H is a friendship.",
        "Shorthand: **C** = Carol, **H** = Heather. C–H are friends.",
        "Legend: Alice A, Carol C, Heather H. Pairs: C-H, A-C.",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert (2, 7) in got, text
    # twins: a run that pairs a name with another letter, and a run too short to define
    for text in (
        "Legend: Alice A, Carol H, Heather C. Pairs: C-H.",
        "Alice A, Carol C. Pairs: C-H.",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert (2, 7) not in got, text


def test_a_neighbour_named_with_its_colour_is_a_neighbour() -> None:
    # round 28: a colouring checked vertex by vertex names each neighbour with its colour,
    # in a table column headed by both or after "sees" / "nbrs" on the vertex's line
    table = "| v | colour | neighbours (colours) |\n|---|---|---|\n| 2 | blue | 1 R, 6 G, 7 Y |"
    assert {c.edge for c in read_edge_claims([table], "math", 8)} == {(1, 2), (2, 6), (2, 7)}
    coloured = (
        "| v | colour | coloured neighbours |\n|---|---|---|\n| 5 | red | 0 (Blue), 3 (Green) |"
    )
    assert {c.edge for c in read_edge_claims([coloured], "math", 8)} == {(0, 5), (3, 5)}
    for text, want in (
        ("- 10 Y — sees 1 R, 4 G, 8 B", {(1, 10), (4, 10), (8, 10)}),
        ("6: sees 0R, 2G → B", {(0, 6), (2, 6)}),
        ("- 3 (nbrs 0 B, 5 R) → Green", {(0, 3), (3, 5)}),
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 12)} == want, text
    # twins: colours without vertices, a count, the non-neighbours, a colouring, a supposition
    for text in (
        "| v | colour | neighbour colours |\n|---|---|---|\n| 2 | blue | R, G, Y |",
        "| v | colour | neighbours (count, colours) |\n|---|---|---|\n| 2 | blue | 3 |",
        "| v | non-neighbours (colours) |\n|---|---|\n| 2 | 1 R, 6 G |",
        "Colouring: 0 R, 1 G, 2 B, 3 Y.",
        "- 10 Y — sees R, G, B",
        "If 10 Y — sees 1 R, 4 G — then no colour is left?",
    ):
        assert read_edge_claims([text], "math", 12) == [], text


def test_all_the_others_counted_with_of_the_and_a_subscript_k() -> None:
    # round 28: "all seven of the others" counts the others as "all seven others" does, and
    # "the graph is K₈" calls the whole graph complete as "the graph is K8" does
    everyone = {(0, u) for u in range(1, 8)}
    got = {
        c.edge
        for c in read_edge_claims(["Alice is friends with all seven of the others."], "friends", 8)
    }
    assert got == everyone
    got = {
        c.edge
        for c in read_edge_claims(["Vertex 0 is adjacent to all seven of the others."], "math", 8)
    }
    assert got == everyone
    whole = {c.edge for c in read_edge_claims(["So the graph is K₆."], "math", 6)}
    assert whole == {(a, b) for a in range(6) for b in range(6) if a < b}
    # twins: a group's others, a question, a denial, a supposition, a clique inside the graph
    for text, frame, n in (
        ("Alice is friends with all three of the others.", "friends", 8),
        ("Is Alice friends with all seven of the others?", "friends", 8),
        ("Alice is not friends with all seven of the others.", "friends", 8),
        ("If the graph were K₈ we would need eight colours.", "math", 8),
        ("The graph contains a K₄, so it needs four colours.", "math", 8),
    ):
        assert read_edge_claims([text], frame, n) == [], text


def test_an_edge_check_inline_or_under_a_friends_column_lists_the_edges() -> None:
    # round 28: round 22's walk of the edges with their colours, its lead on the pairs' own
    # line ("Edge check: ...") or its table's pair column headed "Friends"
    for text, frame, pair in (
        ("Edge check: 0–1 R/G, 2–6 G/B, 3–7 B/Y ✓ — all distinct.", "math", (2, 6)),
        ("Checking every highway: 1-2 R/G, 3-7 B/Y.", "cities", (2, 6)),
        ("| Friends | Colours |\n|---|---|\n| Carol–George | Red / Blue |", "friends", (2, 6)),
    ):
        assert pair in {c.edge for c in read_edge_claims([text], frame, 8)}, text
    # twins: a failing pair, a check of the non-edges, a question, a supposition, a pair column
    for text, frame in (
        ("Edge check: 0–1 R/G, 2–6 G/G ✗", "math"),
        ("Non-edge check: 2–6 G/G, 0-5 R/R.", "math"),
        ("Edge check: is 2–6 there?", "math"),
        ("If I check every edge: 2-6 G/B, 0-1 R/G, does it hold?", "math"),
        ("| Pair | Colours |\n|---|---|\n| Carol–George | Red / Red |", "friends"),
        ("| Non-friends | Colours |\n|---|---|\n| Carol–George | Red / Red |", "friends"),
    ):
        assert (2, 6) not in {c.edge for c in read_edge_claims([text], frame, 8)}, text


def test_a_pronoun_after_a_lone_vertex_and_a_colon_or_too_and_a_dash() -> None:
    # round 28: a vertex alone before a colon ("Next City 4: it ..."), or with "too" / "also"
    # before a dash ("Carol too — she's ..."), is the subject of the pronoun after it
    got = {c.edge for c in read_edge_claims(["Next City 4: it links to 2 and 6."], "cities", 8)}
    assert got == {(1, 3), (3, 5)}
    text = "Bob knows everyone. Carol also — she's friends with all seven others."
    assert (2, 6) in {c.edge for c in read_edge_claims([text], "friends", 8)}
    # twins: other words before the colon, two vertices, a question, a denial, a supposition
    for text in (
        "Try 4 with Red: it links nothing new, since 4 is not adjacent to 6.",
        "Next 4 and 2: it is adjacent to 6.",
        "Vertex 4: is it adjacent to 6?",
        "Next vertex 4: it is not adjacent to 6.",
        "Next vertex 4: if it were adjacent to 6 we would clash.",
    ):
        assert (4, 6) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text


def test_a_pair_and_colours_table_checks_each_row_as_an_edge() -> None:
    # round 30: "| Pair | Colours |" (two colours a row) walks a colouring edge by edge
    table = (
        "Checking the plan:\n\n| Pair | Colours |\n|---|---|\n"
        "| Bob–Dave | B/Y |\n| Carol–Ethan | Red / Green ✓ |\n"
    )
    got = {c.edge for c in read_edge_claims([table], "friends", 8)}
    assert got == {(1, 3), (2, 4)}
    got = {
        c.edge for c in read_edge_claims(["| pair | colors |\n|--|--|\n| 2-6 | y/r |\n"], "math", 8)
    }
    assert got == {(2, 6)}
    # twins: one colour a row (a class), the same colour twice, a cross, a header of non-edges
    for text in (
        "| Pair | Colour |\n|---|---|\n| Bob–Dave | Blue |\n",
        "| Pair | Colours |\n|---|---|\n| Bob–Dave | B/B |\n",
        "| Pair | Colours |\n|---|---|\n| Bob–Dave | B/Y ✗ |\n",
        "| Non-friend pair | Colours |\n|---|---|\n| Bob–Dave | B/Y |\n",
        "| Pair | Colours |\n|---|---|\n| Bob–Dave | could be B/Y |\n",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_an_edge_checked_on_a_line_of_its_own_with_two_colours_and_a_tick() -> None:
    # round 30: a pair, its ends' two different colours and a tick, under any heading or none
    text = "Ethan (Green):\n- Ethan-Bob: Green vs Yellow ✓\n- Ethan-Heather: Green / Red ✓\n"
    got = {c.edge for c in read_edge_claims([text], "friends", 8)}
    assert got == {(1, 4), (4, 7)}
    got = {c.edge for c in read_edge_claims(["* (3,6): Blue vs Red ✔"], "math", 8)}
    assert got == {(3, 6)}
    # twins: the same colour twice, a cross, more words, a non-edge heading above
    for text in (
        "- Ethan-Bob: Green vs Green ✓",
        "- Ethan-Bob: Green vs Yellow ✗",
        "- Ethan-Bob: Green vs Yellow, though they are not friends ✓",
        "Pairs that are not friends:\n- Ethan-Bob: Green vs Yellow ✓",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_group_given_as_an_example_after_a_comma_is_the_clique_words_group() -> None:
    # round 30: ", for example {..}", ", such as {..}", ", like {..}" name the clique's group
    # as ", e.g. {..}" does, every group of the run
    for text in (
        "This graph holds some 4-cliques, for instance {1, 2, 6, 7} and {2, 3, 6, 7}.",
        "This graph holds some K4s, such as {1, 2, 6, 7} and {2, 3, 6, 7}.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert (1, 2) in got, text
        assert (3, 7) in got, text
    # twins: the clique denied, asked, supposed or searched for, or the example not a group
    for text in (
        "This graph holds no K4s, for instance {1, 2, 6, 7} misses 1-6.",
        "Does it hold a K4, for instance {1, 2, 6, 7}?",
        "If it held K4s, for instance {1, 2, 6, 7}, four colours would be needed.",
        "Search for K4s, for instance {1, 2, 6, 7}.",
        "We want cliques, like I said, and {1, 2, 6, 7} is independent.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_plural_denial_closes_every_run_of_pairs_split_by_semicolons() -> None:
    # round 30: "...: 2–3; 1–5, 1–7, 5–7; 0–6 are all missing": the semicolons cut the runs
    # into sentences of their own, the denial at the end still closes each of them
    for text in (
        "No class holds an edge: 2–3; 1–5, 1–7, 5–7; 0–4, 0–6, 4–6 are all missing from the list.",
        "No class holds an edge: (1,5), (1,7), (5,7); (0,6) are not edges.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: the run after ";" affirmed, and a run with no denial after it
    text = "Every class holds an edge: 1–5, 1–7, 5–7; 0–6 are all edges of G."
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert {(1, 5), (1, 7), (5, 7)} <= got
    text = "The triangle's edges: 1–5, 1–7, 5–7; so 1, 5, 7 need three colours."
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert {(1, 5), (1, 7), (5, 7)} <= got


def test_a_list_carried_on_after_a_dash_keeps_its_vertex() -> None:
    # round 31: "— and with X", "— and to X" after a vertex's list adds one more item to that
    # list (the dash no longer parts the sentence there); the same words asked, supposed or
    # taken back at once read nothing, and a new subject after "— and" keeps its own clause
    for text, frame, pairs in (
        (
            "Dave is friends with Bob, Carol — and with Irene, so Blue is gone.",
            "friends",
            {(1, 3), (2, 3), (3, 8)},
        ),
        (
            "Vertex 2 is adjacent to 0 — and to 7 (Green), so it takes Red.",
            "math",
            {(0, 2), (2, 7)},
        ),
        (
            "City 5: joined to 1 and 3 — and to 8 — but not to 9.",
            "cities",
            {(0, 4), (2, 4), (4, 7)},
        ),
    ):
        assert {c.edge for c in read_edge_claims([text], frame, 12)} == pairs, text
    for text, frame, pairs in (
        ("Vertex 2 is adjacent to 0 — and to 7? Let me look.", "math", set()),
        ("Suppose 2 is adjacent to 0 — and to 7 — then four colours are needed.", "math", set()),
        ("Vertex 2 is adjacent to 0 — and 7 is adjacent to 4.", "math", {(0, 2), (4, 7)}),
        (
            "Vertex 2 is adjacent to 0 — and 5, 6 are adjacent to 4.",
            "math",
            {(0, 2), (4, 5), (4, 6)},
        ),
    ):
        assert {c.edge for c in read_edge_claims([text], frame, 12)} == pairs, text


def test_every_vertex_except_some_is_every_other_but_those() -> None:
    # round 31: "every vertex / city / person except X" reads as "every other vertex except X":
    # the subject with each vertex not excepted; without named exceptions, asked, denied or
    # supposed, nothing
    everyone_but = {(min(3, u), max(3, u)) for u in range(8) if u not in (3, 1, 6)}
    for text, frame in (
        ("Vertex 3 is adjacent to every vertex except 1 and 6.", "math"),
        ("City 4 has a highway to every city except cities 2 and 7.", "cities"),
        ("Dave is friends with every person except Bob and George.", "friends"),
    ):
        assert {c.edge for c in read_edge_claims([text], frame, 8)} == everyone_but, text
    for text in (
        "Vertex 3 is adjacent to every vertex except the ones already coloured.",
        "Is 3 adjacent to every vertex except 1 and 6?",
        "3 is not adjacent to every vertex except 1.",
        "If 3 were adjacent to every vertex except 1, it would need a colour of its own.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_scope_about_other_pairs_ends_at_a_section_heading_left_unread() -> None:
    # round 32: a list of pairs that are not friends, then a section of its own ("**Check**",
    # "## Check") whose heading names nobody, so no line read ended the scope before
    for head in ("**Check**", "## Check"):
        text = (
            "**Pairs who are not friends** (they may match):\n- Bob, Ethan: not friends\n\n"
            f"{head}\n\n| Friendship | Shirts |\n|---|---|\n| Bob – Carol | Red / Blue |\n"
        )
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert got == {(1, 2)}, text
    # twins: the next heading is about non-edges or another graph again, or no heading at all
    for head in ("**More non-friends**", "## In the complement", ""):
        text = (
            "**Pairs who are not friends** (they may match):\n- Bob, Ethan: not friends\n\n"
            f"{head}\n\n- Bob - Carol\n"
        )
        assert read_edge_claims([text], "friends", 8) == [], text
    # twin: a relabelling runs on over the sections after it
    text = (
        "I'll relabel City k as vertex k-1, so the highways become:\n\n- City 2-City 5 -> (1, 4)"
        "\n\n## Shape\n\n- Vertices 1, 2, 4 form a triangle (1-2, 1-4, 2-4 all present).\n"
    )
    assert read_edge_claims([text], "cities", 7) == [], text


def test_a_braced_pair_after_the_sign_of_membership_is_a_set() -> None:
    # round 32: "v \in \{1,2\}" gives a vertex its class (a LaTeX cases block of colours)
    for text in (r"\text{Green} & v \in \{3,6\}\\", "Give Red to every x ∈ {2, 5}."):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: the pair before the sign is an edge, as before
    for text in (r"Since $\{3,6\} \in E$, the two differ.", "(3,6) ∈ E, so they differ."):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(3, 6)}, text


def test_a_run_of_edges_checked_with_their_two_colours_is_read_pair_by_pair() -> None:
    # round 32: round 30's checked pair written as a run, each pair ticked or the run once
    for text, frame, want in (
        ("A few spot checks: 2-6 R/B ✓, 3-7 Y/G ✓, 1-5 B/R ✓.", "math", {(2, 6), (3, 7), (1, 5)}),
        (
            "Some checks: Bob–Dave: Red/Blue ✓. Carol–Ethan: Blue/Green ✓.",
            "friends",
            {(1, 3), (2, 4)},
        ),
        ("Check each edge from its lower end:\n- 2: 2–6 R/B, 2–7 R/G ✓", "math", {(2, 6), (2, 7)}),
    ):
        got = {c.edge for c in read_edge_claims([text], frame, 8)}
        assert got == want, text
    # twins: a label of non-edges or of a search, a colour twice, a cross, an unticked item
    # among ticked ones, other words in the run
    for text in (
        "A few non-edges: 2-6 R/B ✓, 3-7 Y/G ✓.",
        "If we try: 2-6 R/B ✓, 3-7 Y/G ✓.",
        "A few spot checks: 2-6 R/R ✓, 3-7 Y/G ✓.",
        "A few spot checks: 2-6 R/B ✗, 3-7 Y/G ✓.",
        "A few spot checks: 2-6 R/B, 3-7 Y/G ✓, 1-5 B/R.",
        "A few spot checks: 2-6 R/B ✓, 3-7 Y/G ✓ if they were edges.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_subjects_joined_to_everyone_else_but_not_to_each_other_keep_their_pair_out() -> None:
    # round 32: the denial after "everybody else" without its verb ("but not with each other")
    for text in (
        "Bob and Fran are friends with everybody else but not with each other.",
        "Bob and Fran are friends with everyone else, but not with one another.",
    ):
        got = {c.edge for c in read_edge_claims([text], "friends", 8)}
        assert (1, 5) not in got, text
        assert {(0, 1), (0, 5), (1, 7), (5, 7)} <= got, text
    # twin: an exception of another vertex leaves the subjects' claim as it was
    text = "Bob and Fran are friends with everybody else but not with each other's cousins."
    assert (0, 1) in {c.edge for c in read_edge_claims([text], "friends", 8)}


def test_a_row_whose_items_start_at_its_own_vertex_holds_no_ranges() -> None:
    # round 32: "- 3: 3-6, 3-7" lists 3's pairs by their lower end; "3-6" is no range 3..6
    got = {c.edge for c in read_edge_claims(["- 3: 3-6, 3-7, 3-9"], "math", 12)}
    assert (3, 4) not in got
    assert (3, 5) not in got
    # twin: a neighbour list with ranges of other vertices is read as before
    got = {c.edge for c in read_edge_claims(["3: 0–2, 5, 8–10"], "math", 12)}
    assert got == {(0, 3), (1, 3), (2, 3), (3, 5), (3, 8), (3, 9), (3, 10)}


def test_a_row_opened_by_one_vertex_and_a_dash_is_that_vertex_s_row() -> None:
    # round 36: the dash where a colon would be, the list still the opening vertex's
    text = "* **Irene** — friends with Carol, Jack and Larry"
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {
        (2, 8), (8, 9), (8, 11)
    }  # fmt: skip
    text = "4) City 2 – connected to 5, 7"
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(1, 4), (1, 6)}
    text = "- 6 — adjacent to 1 and 4"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 6), (4, 6)}
    # twins: the row denied or asked, a colour or a clause before the dash, two vertices
    for text in (
        "- 6 — not adjacent to 1 or 4",
        "6 — adjacent to 1? Let me look again.",
        "Blue — adjacent to 1 and 4",
        "then 6 — adjacent to 1 and 4",
        "6, 2 — adjacent to 1 and 4?",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_braced_pair_given_a_colour_or_after_one_of_is_a_set() -> None:
    # round 36: in a sentence about edges, a braced pair may still be two vertices as a set
    for text in (
        "Every edge here meets exactly one of {3, 6}.",
        "No highway avoids both of {2, 7}; each highway meets either of {2, 7}.",
        "With edges 0–4 and 1–5 only, {0, 1} → Red and {4, 5} → Blue.",
        "Highways pair off, so {2,6}=VP and {3,8}=P.",
        "Side A = {1, 7}, and every edge crosses to side B.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 9)}
        assert got <= {(0, 4), (1, 5)}, text
    # twins: the pair named an edge, listed under edges, in E, a highway
    text = "The edge {3, 6} is there; {2, 7} is an edge as well."
    assert {c.edge for c in read_edge_claims([text], "math", 9)} == {(3, 6), (2, 7)}
    assert {c.edge for c in read_edge_claims(["Edges: {3, 6}, {2, 7}."], "math", 9)} == {
        (3, 6), (2, 7)
    }  # fmt: skip
    assert {c.edge for c in read_edge_claims(["{3, 6} ∈ E"], "math", 9)} == {(3, 6)}


def test_a_search_heading_ending_at_its_colon_names_no_clique() -> None:
    # round 36: the group before "find ... clique:" is where the search runs
    for text in (
        "Inside {0, 2, 3, 5, 6}, find the largest clique:",
        "Among {1, 4, 6, 8}, look for a K4:\n",
    ):
        assert read_edge_claims([text], "math", 9) == [], text
    # twins: the results after the colon, a search done by someone
    text = "Find the largest clique: {0, 2, 3}"
    assert {c.edge for c in read_edge_claims([text], "math", 9)} == {(0, 2), (0, 3), (2, 3)}
    text = "Inside {0, 2, 3}, we find a clique."
    assert {c.edge for c in read_edge_claims([text], "math", 9)} == {(0, 2), (0, 3), (2, 3)}


def test_two_vertices_of_one_colour_said_then_to_be_joined_are_an_edge() -> None:
    # round 36: "they" after two vertices given one colour is that pair, a clash
    text = "Now 1 and 6 are both Blue and they're adjacent, so 6 must change."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 6)}
    text = "Carol and Fran were both green, and they are friends."
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {(2, 5)}
    # twins: denied, asked, supposed, or joined to a third vertex
    for text in (
        "1 and 6 are both Blue and they're not adjacent, fine.",
        "1 and 6 are both Blue and they're adjacent? No.",
        "If 1 and 6 were both Blue and they're adjacent, it would fail.",
        "1 and 6 are both Blue and they're adjacent to 4.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert (1, 6) not in got, text


def test_the_whole_graph_called_complete_with_edges_removed_is_not_complete() -> None:
    # round 36: the K-number no longer lets "complete graph" slip past its guard
    for text in (
        "The graph is the complete graph $K_7$ with a handful of edges taken out.",
        "So the graph is the complete graph K7 minus four edges.",
    ):
        assert read_edge_claims([text], "math", 7) == [], text
    # twin: the whole graph complete, nothing taken out
    assert len(read_edge_claims(["The graph is the complete graph K7."], "math", 7)) == 21


def test_a_list_ends_where_its_last_item_is_adj_to_others_of_its_own() -> None:
    # round 32: "adj to" as round 18's own verb of a next subject ("4 adj to 1, 2, 6 adj to 3")
    got = {c.edge for c in read_edge_claims(["4 adj to 1, 2, 6 adj to 3."], "math", 8)}
    assert got == {(1, 4), (2, 4), (3, 6)}
    # twin: a last item with no verb of its own stays in the list
    got = {c.edge for c in read_edge_claims(["4 adj to 1, 2, 6."], "math", 8)}
    assert got == {(1, 4), (2, 4), (4, 6)}


def test_a_bracketed_note_that_a_vertex_is_joined_to_all_the_others() -> None:
    # round 32: the note's vertex is the one before the bracket, its count the vertices left
    text = "Then node 7 (degree 10, adjacent to everything but 2), and so on."
    got = {c.edge for c in read_edge_claims([text], "math", 12)}
    assert got == {(min(u, 7), max(u, 7)) for u in range(12) if u not in (2, 7)}
    text = "Dave has 5 friends (everyone except Bob and Carol)."
    got = {c.edge for c in read_edge_claims([text], "friends", 8)}
    assert got == {(0, 3), (3, 4), (3, 5), (3, 6), (3, 7)}
    # twins: a count that does not fit, no count, a supposition, a question, no verb or lead
    for text in (
        "Then node 7 (degree 9, adjacent to everything but 2).",
        "Then node 7 (adjacent to everything but 2).",
        "If node 7 (degree 10, adjacent to everything but 2) were red, ...",
        "Is node 7 (degree 10, adjacent to everything but 2)?",
        "Then node 7 (degree 10, everything but 2).",
    ):
        assert read_edge_claims([text], "math", 12) == [], text


def test_a_group_counted_in_digits_must_have_that_many_vertices() -> None:
    # round 33: "those 5", "these 4 cities" refer back to a group of that size, else to none
    got = {
        c.edge
        for c in read_edge_claims(
            ["Group: 0, 1, 2, 4, 5. Those 5 are pairwise adjacent."], "math", 8
        )
    }
    assert got == {(a, b) for a in (0, 1, 2, 4, 5) for b in (0, 1, 2, 4, 5) if a < b}
    text = "Cities 1, 2, 4, 5 are near. So those 4 are all connected to each other."
    got = {c.edge for c in read_edge_claims([text], "cities", 8)}
    assert got == {(0, 1), (0, 3), (0, 4), (1, 3), (1, 4), (3, 4)}
    # twins: the group before has another size, so which group is meant is a guess
    for text, frame in (
        ("Group: 0, 1, 2, 4, 5, 6. Those 5 are pairwise adjacent.", "math"),
        ("Cities 1, 2, 4, 5, 7 are near. So those 4 are all connected to each other.", "cities"),
    ):
        assert read_edge_claims([text], frame, 8) == [], text


def test_a_second_unbraced_group_after_as_do_is_a_clique_too() -> None:
    # round 33: "..., as do 4, 6, 7" carries the clique claim to a group of the same size
    text = "Vertices 0, 1, 2 form a triangle, as do 4, 6, 7."
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert got == {(0, 1), (0, 2), (1, 2), (4, 6), (4, 7), (6, 7)}
    text = "Cities 1, 2 and 3 are all linked to each other, and so are 5, 6 and 8."
    got = {c.edge for c in read_edge_claims([text], "cities", 8)}
    assert got == {(0, 1), (0, 2), (1, 2), (4, 5), (4, 7), (5, 7)}
    # twins: a group of another size, a claim denied, no claim before it
    text = "Vertices 0, 1, 2 form a triangle, as do 4, 5, 6, 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 1), (0, 2), (1, 2)}
    for text in (
        "Vertices 0, 1, 2 do not form a triangle, as do 4, 6, 7.",
        "Vertex 3 is red, as are 4, 6, 7.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_fully_connected_group_and_a_complete_set_of_four_are_cliques() -> None:
    # round 33: two more ways of naming a clique
    quad = {(a, b) for a in (1, 2, 5, 6) for b in (1, 2, 5, 6) if a < b}
    for text in (
        "Vertices 1, 2, 5 and 6 form a fully connected group.",
        "I count {1, 2, 5, 6} as a complete set of four.",
        "So 1, 2, 5, 6 are a fully-linked set.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == quad, text
    # twins: denied, asked, a set of colours, the set of edges
    for text in (
        "Vertices 1, 2, 5 and 6 do not form a fully connected group.",
        "Is {1, 2, 5, 6} a fully connected group?",
        "Give {1, 2, 5, 6} a complete set of four colours.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_a_numbered_edge_check_with_two_colours_and_a_tick_is_an_edge() -> None:
    # round 34: round 30's checked pair with its item number for a bullet
    text = "Going over the friend pairs now:\n\n1. Bob–Dave: Blue vs Red ✓\n2. Carol-Ethan: Red/Green ✓"
    assert {c.edge for c in read_edge_claims([text], "friends", 8)} == {(1, 3), (2, 4)}
    text = "7) 2-4: VP vs Speaker ✓"
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(1, 3)}
    # twins: the same colour twice (a pair sharing a class), a cross, words after the tick
    for text in (
        "1. Bob–Dave: Blue vs Blue ✓",
        "2. Bob–Dave: Blue vs Red ✗",
        "3. Bob–Dave: Blue vs Red ✓ if they were friends",
    ):
        assert read_edge_claims([text], "friends", 8) == [], text


def test_a_check_table_set_side_by_side_reads_each_half_as_a_row() -> None:
    # round 34: "| Edge | Colors | | Edge | Colors |", the header's block repeated
    text = (
        "| Edge | Colours | | Edge | Colours | |\n|---|---|---|---|---|---|\n"
        "| 1–3 | R / G | ✓ | 4–6 | B / Y | ✓ |\n| 0–2 | R / B | ✓ | 5–7 | G / Y | ✓ |"
    )
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert got == {(1, 3), (4, 6), (0, 2), (5, 7)}
    text = "| Pair | Colours | Pair | Colours |\n|---|---|---|---|\n| 2–5 | R/G | 3–4 | B/Y |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 5), (3, 4)}
    # twins: a half with one colour twice, a half crossed, a header whose block does not repeat
    text = "| Pair | Colours | Pair | Colours |\n|---|---|---|---|\n| 2–5 | R/G | 3–4 | B/B |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 5)}
    text = "| Edge | Colours | | Edge | Colours |\n|---|---|---|---|---|\n| 1–3 | R/G | | 4–6 | B/B ✗ |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 3)}
    text = "| Edge | Colours | Pair | Note |\n|---|---|---|---|\n| 1–3 | R/G | 4–6 | B/Y |"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 3)}


def test_a_friends_row_with_each_friends_colour_initial_is_the_row() -> None:
    # round 34: a greedy step's row, every friend with the initial of the colour given
    text = "- Jack: Bob R, Dave G, Ethan Y → Blue"
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {(1, 9), (3, 9), (4, 9)}
    text = "Carol: Alice B, Fran Y, Irene G -> nothing left, stuck."
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {(0, 2), (2, 5), (2, 8)}
    # twins: a colour's class as head, a tail that goes on about other people, one item only
    for text in (
        "Green: Alice G, Fran G, Irene G",
        "- Jack: Bob R, Dave G -> Blue, but is Jack friends with Carol? Not sure.",
        "- Jack: Bob R → Blue",
    ):
        assert read_edge_claims([text], "friends", 12) == [], text


def test_a_line_of_pairs_each_ticked_is_a_run_of_edges() -> None:
    # round 34: a group's pairs looked up one by one, each found
    text = "Are 2, 5, 7 a triangle?\n2–5 ✓, 2–7 ✓, 5–7 ✓."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(2, 5), (2, 7), (5, 7)}
    text = "- 0-6 ✓ 3-6 ✓"
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 6), (3, 6)}
    # twins: a pair marked otherwise on the line, a label before the run, one pair alone
    for text in (
        "2–5 ✓, 2–7 ✓, 5–7 ✗",
        "2–5 ✓, 2–7 ?",
        "Blue {2, 5, 7}: 2–5 ✓, 2–7 ✓",
        "2–5 ✓",
    ):
        assert read_edge_claims([text], "math", 8) == [], text


def test_so_is_a_braced_group_after_a_clique_claim_is_a_clique_too() -> None:
    # round 34: the ellipsis as a sentence of its own
    text = "{1, 2, 4, 6} is a K4. So is {2, 3, 5, 7}."
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    four = {(a, b) for g in ((1, 2, 4, 6), (2, 3, 5, 7)) for a in g for b in g if a < b}
    assert got == four
    # twins: no clique claim before it, the claim denied, the second group asked about
    for text in (
        "Vertex 1 is blue. So is {2, 3, 5}.",
        "{1, 2, 4, 6} is not a K4. So is {2, 3, 5, 7}.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    text = "{1, 2, 4, 6} is a K4. So is {2, 3, 5, 7} one?"
    got = {c.edge for c in read_edge_claims([text], "math", 8)}
    assert got == {(a, b) for a in (1, 2, 4, 6) for b in (1, 2, 4, 6) if a < b}


def test_cliques_in_the_plural_among_a_group_say_nothing_of_the_group() -> None:
    # round 35: the group after "among", "inside", "within" is where the cliques are looked
    # for; a clique in the singular, or the group said to be one, is read as before
    for text in (
        "Next I list the K4s among {0, 1, 2, 4, 5, 6}:",
        "The triangles inside {1, 3, 5, 7} are at most two.",
        "All cliques within {0, 2, 3, 6} have two vertices.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    quad = {(a, b) for a in (0, 2, 5, 6) for b in (0, 2, 5, 6) if a < b}
    for text in ("Hence a K4 among {0, 2, 5, 6}, so four colours.", "{0, 2, 5, 6} is a K4."):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == quad, text


def test_pairs_that_answer_which_pairs_are_missing_are_no_edges() -> None:
    # round 35: the sentence of bare pairs right after the question is its answer
    for text, frame in (
        ("Only two pairs are absent. Which pairs are missing? 1-4 and 3-6.", "math"),
        ("Which pair is not connected? (2, 7).", "math"),
        ("Which friendships are missing? Bob-Fran, Dave-Ethan.", "friends"),
        ("So which pairs aren't friends? Carol-Dave, Bob-Heather.", "friends"),
    ):
        assert read_edge_claims([text], frame, 8) == [], text
    # twins: a question about pairs that are there, and an answer that says more
    text = "Which pairs are present? 1-4 and 3-6."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 4), (3, 6)}
    text = "Which pairs are missing? I see 1-4 is an edge, so not that one."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 4)}


def test_a_group_all_friends_of_a_third_person_is_no_clique() -> None:
    # round 35: "all friends of X" joins each to X, not to each other
    text = "Carol's friends are Alice, Dave, Fran, Irene (all friends of Kathy as well)."
    got = {c.edge for c in read_edge_claims([text], "friends", 12)}
    assert got == {(0, 2), (2, 3), (2, 5), (2, 8)}
    text = "Bob, Dave and Ethan are all friends of Alice."
    assert {c.edge for c in read_edge_claims([text], "friends", 12)} == {(0, 1), (0, 3), (0, 4)}
    # twin: a group said to be friends of each other is a clique
    text = "Alice, Dave and Fran are all friends of each other."
    got = {c.edge for c in read_edge_claims([text], "friends", 12)}
    assert got == {(0, 3), (0, 5), (3, 5)}


def test_a_clique_wanted_with_what_it_would_need_asserts_none_of_its_pairs() -> None:
    # round 35: "for a K4 {..} we need", "to get a K4 like {..} we'd need": a goal
    for text in (
        "For a K4 {0, 3, 5, 6} we need 3-6 as well.",
        "To make a clique like {1, 2, 6, 7}, I'd need 2-7 too.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: the group said to be one, with a consequence after it
    quad = {(a, b) for a in (0, 3, 5, 6) for b in (0, 3, 5, 6) if a < b}
    for text in (
        "{0, 3, 5, 6} is a K4, so we need four colours.",
        "We found a K4 {0, 3, 5, 6}, so we need four colours.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == quad, text


def test_vertices_after_or_are_alternatives_and_not_asserted() -> None:
    # round 35: "adjacent to 5 or 6", "to 2, 5 or 6": alternatives; items before "and" stand
    for text in ("Vertex 1 is joined to 5 or 6.", "Vertex 1 is joined to 2, 5 or 6."):
        assert read_edge_claims([text], "math", 8) == [], text
    text = "Vertices 0 and 4 are both adjacent to 2 and to 5 or 7."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(0, 2), (2, 4)}
    # twins: a list joined by "and" is read whole
    text = "Vertex 1 is joined to 2, 5 and 6."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == {(1, 2), (1, 5), (1, 6)}


def test_a_clique_that_would_be_something_is_supposed_and_names_no_group() -> None:
    # round 35: the clique word as the subject of "would": no group is said to be one
    for text in (
        "Its neighbours are 1, 2, 4, 5, 7. A 5-clique through 0 would use four of those five.",
        "A K4 containing 3 would need {3, 4, 6, 7} to be joined.",
    ):
        assert read_edge_claims([text], "math", 8) == [], text
    # twins: a group said to be a clique, with "would" in a clause of its own
    quad = {(a, b) for a in (1, 2, 4, 7) for b in (1, 2, 4, 7) if a < b}
    for text in (
        "{1, 2, 4, 7} is a K4, which would need four colours.",
        "{1, 2, 4, 7} is a K4 that would need four colours.",
    ):
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == quad, text


def test_a_chain_of_three_named_a_triangle_asserts_its_closing_pair() -> None:
    # round 37: a dashed chain of three is a path; called a triangle, it is one (all 3 pairs)
    cases = {
        "Triangles found: 1-3-6, 2-4-7.": {(1, 3), (3, 6), (1, 6), (2, 4), (4, 7), (2, 7)},
        "Triangles passing through 5: 0–2–5 and 2–5–6.": {(0, 2), (2, 5), (0, 5), (5, 6), (2, 6)},
        "Triangle 1‑4‑6 → so three colours at least.": {(1, 4), (4, 6), (1, 6)},
        "Look again: 3–5–7 is a triangle.": {(3, 5), (5, 7), (3, 7)},
        "Clearly 0-2-6 forms a triangle.": {(0, 2), (2, 6), (0, 6)},
    }
    for text, expected in cases.items():
        assert {c.edge for c in read_edge_claims([text], "math", 8)} == expected, text
    # twins: asked, denied, supposed, sought, under test, or a longer chain: no closing pair
    for text in (
        "Is 3-5-7 a triangle?",
        "3-5-7 is not a triangle.",
        "If 3-5-7 were a triangle we would need three colours.",
        "Possible triangles: 1-3-6, 2-4-7.",
        "Triangles to check: 1-3-6.",
        "Triangles? 1-3-6: 1-6 missing.",
        "Triangles in the complement: 1-3-6.",
        "Odd cycles? Triangles: 1-3-6 needs 1-6 ✗.",
        "Then 1-3-6 is a triangle?",
    ):
        assert (1, 6) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text
        assert (3, 7) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text
    for text in ("Then triangle 2-5-7 would settle it.", "Triangle 2-5-7? Let me see."):
        assert (2, 7) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text
    text = "Triangle 0-1-2-3 is what I drew."
    assert (0, 2) not in {c.edge for c in read_edge_claims([text], "math", 8)}
    assert (0, 3) not in {c.edge for c in read_edge_claims([text], "math", 8)}


def test_two_pairs_labelling_a_check_of_their_third_side_assert_nothing() -> None:
    # round 37: a triangle search names a candidate by two pairs and checks the closing one
    for text, expected in {
        "1-6, 6-9: 1-9 is an edge of G.": {(1, 9)},
        "3-7 and 7-10... 3-10 is an edge in G, so no.": {(3, 10)},
        "Next, 2-4, 4-11: needs 2-11 in the complement.": set(),
    }.items():
        assert {c.edge for c in read_edge_claims([text], "math", 12)} == expected, text
    # twins: pairs with no vertex in common, or a check that is not the closing pair, are
    # read as before
    assert {c.edge for c in read_edge_claims(["1-6, 3-9: 1-9 is an edge."], "math", 12)} == {
        (1, 6),
        (3, 9),
        (1, 9),
    }
    assert {c.edge for c in read_edge_claims(["1-6, 6-9: 6-10 is an edge."], "math", 12)} == {
        (1, 6),
        (6, 9),
        (6, 10),
    }


@pytest.mark.parametrize(
    ("frame", "text", "edges"),
    [
        (
            "friends",
            "Option #2: Alice, Bob and Carol are all friends with each other.",
            {(0, 1), (0, 2), (1, 2)},
        ),
        ("friends", "Attempt #11: Dave is friends with Ethan.", {(3, 4)}),
        ("friends", "Step ##3 — Fran is friends with George.", {(5, 6)}),
        ("friends", "Plan #9: S = {Alice, Bob, Carol} is a clique.", {(0, 1), (0, 2), (1, 2)}),
        ("math", "Try x#9: vertex 1 is adjacent to 2.", {(1, 2)}),
        ("math", "Check #3: 0 is adjacent to 5.", {(0, 5)}),
    ],
)
def test_a_number_sign_before_digits_is_a_number_not_a_slot(
    frame: str, text: str, edges: set[tuple[int, int]]
) -> None:
    # a "#" left before digits ("Option #2" of friends, "x#9") once read as the line's own
    # slot mark: the line's third vertex, or past its last one an error and the line unread;
    # a "#4" standing alone in the math frame is still vertex 4 written with a number sign
    assert {c.edge for c in read_edge_claims([text], frame, 12)} == edges


def test_every_one_of_a_group_joined_to_a_third_vertex_is_no_clique() -> None:
    # round 38: "every one of them" followed by a vertex outside the group joins each member
    # to that vertex; the group itself is not said to be a clique
    for text in (
        "Towns 2, 4, 5, 6: every one of them is joined to 8, so none gets gold.",
        "Every vertex in {1, 3, 6} is adjacent to 7.",
        "Every one of these is connected to vertex 0 as well.",
    ):
        claims = {c.edge for c in read_edge_claims([text], "cities", 9)}
        assert not {(1, 3), (1, 2), (2, 4), (3, 6), (4, 5), (5, 6)} & claims, text
    # twins: "each other" or "every other" is still the group's own clique
    twin = "Towns 2, 4, 5: every one of them is joined to each other."
    assert {(1, 3), (1, 4), (3, 4)} <= {c.edge for c in read_edge_claims([twin], "cities", 9)}
    twin = "Every vertex in {1, 3, 6} is adjacent to every other one."
    assert {(1, 3), (1, 6), (3, 6)} <= {c.edge for c in read_edge_claims([twin], "math", 9)}


def test_a_biggest_clique_inside_a_group_leaves_the_group_alone() -> None:
    # round 38: "largest clique inside {..}" / "triangles within {..}" name the group searched
    text = "Biggest clique inside {2, 4, 6, 7, 9}: {2, 4, 6} is a triangle."
    assert {c.edge for c in read_edge_claims([text], "math", 10)} == {(2, 4), (2, 6), (4, 6)}
    for text in ("Triangles within {1, 5, 8, 9}: none.", "Max clique in {0, 2, 7, 8}? Unclear."):
        assert read_edge_claims([text], "math", 10) == [], text
    # twins: one clique named, and "all pairs in {..}", are still claims
    for text, pair in {
        "There is a clique in {1, 5, 8}.": (1, 8),
        "All pairs in {1, 5, 8} are adjacent.": (5, 8),
        "{1, 5, 8, 9} is the largest clique in the graph.": (8, 9),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "math", 10)}, text


def test_plural_cliques_amongst_or_in_a_latex_group_after_a_group_say_nothing() -> None:
    # round 39: round 35's and round 38's patterns folded into one; "amongst" and a LaTeX
    # group now skip the clique word wherever the claim's group stands
    for text in (
        "Next, 0, 1, 3 aside, the K4s amongst {2, 4, 5, 6, 7} are few.",
        r"Vertices 1, 2, 3 done; now the triangles in $\{4, 5, 6, 7\}$ are none.",
    ):
        claims = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not {(4, 5), (4, 6), (5, 7), (6, 7), (1, 2), (1, 3)} & claims, text
    # twin: the group said to be one is still a clique
    quad = {(a, b) for a in (4, 5, 6, 7) for b in (4, 5, 6, 7) if a < b}
    text = r"So $\{4, 5, 6, 7\}$ is a K4."
    assert {c.edge for c in read_edge_claims([text], "math", 8)} == quad


def test_a_dashed_span_of_labels_is_no_edge() -> None:
    # round 39: words around a dashed pair that make it a set of vertices or a count
    for text, pair in {
        "Edges: vertex 2 has degree 7, the rest 3-4.": (3, 4),
        "Vertex 6 is adjacent to every other vertex (0-2, 4-5).": (0, 2),
        "Edges: for 1-5 with three colours, fine.": (1, 5),
        "- 0: 1-7 (adjacent to everything)": (1, 7),
        "The edges: red is 0, 3 (4-6 are isolated).": (4, 6),
        "Edges: that covers 1-8.": (1, 8),
        "Edges: its neighbours 2-6 use two colours.": (2, 6),
    }.items():
        assert pair not in {c.edge for c in read_edge_claims([text], "math", 9)}, text
    # twins: the same pairs said to be edges are edges
    for text, pair in {
        "The edges 3-4 and 5-6 are both there.": (3, 4),
        "4-6 is an edge, so they differ.": (4, 6),
        "All of 0-2, 0-3 are edges of the graph.": (0, 2),
        "Then 2-6 is adjacent, so 2 and 6 differ.": (2, 6),
        "Edges: its neighbours 0-5-3-4-7 form a 5-cycle.": (3, 4),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "math", 9)}, text


def test_pairs_of_a_matching_for_colour_classes_are_no_edges() -> None:
    # round 39: non-edges paired into colour classes, named as forced or disjoint pairs
    for text, pair in {
        "From the edge list, 1-5 and 2-7 are forced.": (1, 5),
        "- Vertex 3 shows up only in (3, 6), so that pair is forced.": (3, 6),
        "Edges 1-8 and 3-5 are disjoint pairs.": (3, 5),
        "Missing edges: 0-7 pair. 4-6 pair.": (4, 6),
    }.items():
        assert pair not in {c.edge for c in read_edge_claims([text], "math", 9)}, text
    # twins: an edge forced to differ, disjoint edges, an edge named as a pair of the graph
    for text, pair in {
        "1-5 is an edge, so 1 and 5 are forced to differ.": (1, 5),
        "0-4 and 2-6 are two disjoint edges of the graph.": (2, 6),
        "The pair 3-5 is an edge.": (3, 5),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "math", 9)}, text


def test_a_clique_measured_or_wanted_names_no_group() -> None:
    # round 39: a size of the biggest clique, a clique wanted or supposed, with no group
    # named in the clause, takes neither an older group nor the one "these" points to
    for text in (
        "So inside {1, 3, 5, 6} the biggest clique has size 2, so the largest clique through 0 "
        "has size 3.",
        "Take {1, 3, 5, 6}. Among those four, the largest groups of mutual friends are pairs.",
        "Look at 1, 3, 5, 6 and 7 together. The clique, if it exists, must come from these.",
    ):
        claims = {c.edge for c in read_edge_claims([text], "math", 9)}
        assert not {(1, 3), (3, 5), (5, 6), (1, 6)} & claims, text
    # twins: a group said to be the largest clique, or these said to form one
    group = {(a, b) for a in (1, 3, 5) for b in (1, 3, 5) if a < b}
    for text in (
        "{1, 3, 5} is the largest clique here.",
        "The largest clique is {1, 3, 5}.",
        "The largest clique has size 3 (for example {1, 3, 5}), so three colours at least.",
        "So the max clique among them is size 2, giving a K3 with 5: e.g. {1, 3, 5}.",
        "Look at 1, 3, 5 and 6 together. These four form a K4.",
    ):
        assert group <= {c.edge for c in read_edge_claims([text], "math", 9)}, text


def test_run_together_segments_of_counts_are_no_neighbours() -> None:
    # round 39: a line of "vertex:count" segments headed by a count word gives degrees
    for text in ("Degrees: 9:7 · 2:6 · 5:6 · 0:5", "deg counts | 1:4 | 3:4 | 7:2"):
        assert read_edge_claims([text], "math", 10) == [], text
    # twins: segments of neighbour lists, or one neighbour each under "Neighbours"
    text = "Neighbours: 0: 4 · 1: 2 · 3: 5"
    assert {c.edge for c in read_edge_claims([text], "math", 10)} == {(0, 4), (1, 2), (3, 5)}
    text = "0: 1, 4 · 1: 0, 2 · 2: 1"
    assert {c.edge for c in read_edge_claims([text], "math", 10)} == {(0, 1), (0, 4), (1, 2)}


def test_two_vertices_said_to_clash_are_an_edge() -> None:
    # round 40: a clash in a colouring is one colour across an edge: the pair is asserted
    for text, frame, pair in (
        ("Trying Red for 4: 2 is Red already and 2, 4 clash, so 4 gets Green.", "math", (2, 4)),
        ("Dave and Fran clash, both Yellow, so Fran moves to Blue.", "friends", (3, 5)),
        ("Conflict: 1 and 7 both Green and they're joined. So 7 gets Red.", "math", (1, 7)),
        ("A clash: 0 and 5 would both be Blue, and they are adjacent.", "math", (0, 5)),
    ):
        assert pair in {c.edge for c in read_edge_claims([text], frame, 8)}, text
    # twins: denied, asked, supposed, modal, conditional, or a clash with a third vertex
    for text in (
        "Colouring: 2 and 4 don't clash, both Red is fine.",
        "Colouring: do 2 and 4 clash?",
        "Colouring: if 2 and 4 clash, swap them.",
        "Colouring: 2 and 4 would clash if they were joined.",
        "Colouring: 2 and 4 clash only if they share an edge.",
        "Colouring: 0 and 5 would both be Blue, and they are not adjacent, so that is fine.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & {(2, 4), (0, 5)}, text


def test_a_group_called_another_after_a_clique_claim_is_a_clique_too() -> None:
    # round 40: "another" carries the clique word of the claim before it on the line
    k5 = {(a, b) for a in (0, 2, 3, 6, 7) for b in (0, 2, 3, 6, 7) if a < b}
    for text in (
        "{0, 1, 2, 3, 4} is a K5. And {0, 2, 3, 6, 7} is another, since 6 sees them all.",
        "{0, 1, 2, 3, 4} is a K5. There is a second one too: {0, 2, 3, 6, 7}.",
        "0, 1, 2, 3, 4 form a K5, and 0, 2, 3, 6, 7 form another one.",
    ):
        assert k5 <= {c.edge for c in read_edge_claims([text], "math", 8)}, text
    # twins: asked, no clique kind, supposed, denied, reported, no claim before, other size
    for text in (
        "{0, 1, 2, 3, 4} is a K5. Is {0, 2, 3, 6, 7} another?",
        "{0, 1, 2, 3, 4} is a K5. {0, 2, 3, 6, 7} is another candidate.",
        "{0, 1, 2, 3, 4} is a K5. If {0, 2, 3, 6, 7} is another, six are needed.",
        "{0, 1, 2, 3, 4} is a K5. {0, 2, 3, 6, 7} is not another, since 6-7 is missing.",
        "{0, 1, 2, 3, 4} is a K5. I thought {0, 2, 3, 6, 7} was another, but 6-7 is missing.",
        "{0, 1, 2, 3, 4} is a K5. Another one: {0, 2, 3, 6, 7}? No.",
        "Colouring: {0, 2, 3, 6, 7} is another, so we move on.",
        "0, 1, 2 form a triangle, and 2, 3, 6, 7 form another one.",
    ):
        assert (6, 7) not in {c.edge for c in read_edge_claims([text], "math", 8)}, text


def test_a_table_header_with_vertices_in_a_note_is_still_its_header() -> None:
    # round 40: "Neighbours (excluding 3)", "Neighbours among 1-6" head a neighbour column
    rows = "\n|---|---|---|\n| 5 | 0, 2, 6 | Blue |\n| 6 | 1, 5 | Red |"
    for head in (
        "| Vertex | Neighbours (excluding 3) | Colour |",
        "| Vertex | Nbrs among 1–6 | Colour |",
    ):
        got = {c.edge for c in read_edge_claims([head + rows], "math", 8)}
        assert {(0, 5), (2, 5), (5, 6), (1, 6)} <= got, head
    # twins: a note that denies or names another graph keeps the row no header
    for head in (
        "| Vertex | Non-neighbours (excluding 3) | Colour |",
        "| Vertex | Neighbours in G - 3 complement | Colour |",
        "| Vertex | Neighbours (not 3) | Colour |",
    ):
        got = {c.edge for c in read_edge_claims([head + rows], "math", 8)}
        assert (0, 5) not in got, head


def test_a_borders_column_lists_the_cities_a_city_borders() -> None:
    # round 40: "| City | Borders |" is a neighbour column in the cities frame
    text = "| City | Borders | Monument |\n|---|---|---|\n| 4 | 2, 6 | VP |"
    assert {c.edge for c in read_edge_claims([text], "cities", 8)} == {(1, 3), (3, 5)}
    # twins: a count of borders, or the cities it does not border, asserts nothing
    for text in (
        "| City | Border count | Monument |\n|---|---|---|\n| 4 | 2 | VP |",
        "| City | Not bordering | Monument |\n|---|---|---|\n| 4 | 2, 6 | VP |",
    ):
        assert read_edge_claims([text], "cities", 8) == [], text


def test_a_pronoun_later_in_a_line_is_the_line_s_own_subject() -> None:
    # round 40: the line's first vertex, its subject, carried to "she"/"it" in a later clause
    for text, frame, pair in (
        (
            "- Dave is friends with Bob and Carol, and he's friends with Jack too.",
            "friends",
            (3, 9),
        ),
        ("- City 5 (roads to 2 and 3): Red, Blue. It is also linked to City 8.", "cities", (4, 7)),
    ):
        assert pair in {c.edge for c in read_edge_claims([text], frame, 10)}, text
    # twins: running prose (round 18's guess), denied, supposed, another subject between, a
    # count after the relation
    for text, frame, pair in (
        ("Dave is friends with Bob and Carol, and he's friends with Jack too.", "friends", (3, 9)),
        ("- Dave is friends with Bob, and he is not friends with Jack.", "friends", (3, 9)),
        (
            "- City 5 (roads to 2 and 3): Red. If it is linked to City 8, Red is out.",
            "cities",
            (4, 7),
        ),
        (
            "- City 5: roads to 2 and 3. City 3 is Red, and it is linked to City 8.",
            "cities",
            (4, 7),
        ),
        ("- City 5 is the hub. It is connected to 8 of the 9 others.", "cities", (4, 7)),
    ):
        assert pair not in {c.edge for c in read_edge_claims([text], frame, 10)}, text


def test_arrow_rows_run_together_after_a_neighbour_word_are_each_a_row() -> None:
    # round 40: "v → list" rows on one line, after a word that says they are neighbours
    text = "Writing out the neighbours first. 2 → 0,5,6. 3 → 1,6. 6 → 2,3,7. Then colour."
    assert {(2, 5), (3, 6), (6, 7)} <= {c.edge for c in read_edge_claims([text], "math", 8)}
    text = "Their adjacency: 1 → {4, 7}, 4 → {1}, 7 → {1, 5}."
    assert {(1, 4), (1, 7), (5, 7)} <= {c.edge for c in read_edge_claims([text], "math", 8)}
    # twins: a mapping of labels, no neighbour word, non-neighbours, the complement
    for text in (
        "Renaming the neighbours' labels: 2 → 5, 3 → 6, 6 → 7.",
        "2 → {0, 5}, 3 → {1, 6}, 6 → {2, 7}.",
        "Non-neighbours: 2 → {0, 5}, 3 → {1, 6}, 6 → {2, 7}.",
        "Neighbours in the complement: 2 → {0, 5}, 3 → {1, 6}, 6 → {2, 7}.",
    ):
        got = {c.edge for c in read_edge_claims([text], "math", 8)}
        assert not got & {(2, 5), (0, 2)}, text


def test_a_relation_with_no_subject_after_a_dash_is_the_line_s_subject() -> None:
    # round 40: "Jack is the odd one — friends with ..." / "*Jack.* Friends with ...": Jack's
    for text in (
        "Jack is the odd one — friends with Bob and Ethan — so he is easy.",
        "*Jack.* Friends with Bob and Ethan; not with Alice.",
    ):
        assert {(1, 9), (4, 9)} <= {c.edge for c in read_edge_claims([text], "friends", 10)}, text
    # twins: denied, supposed, another subject between
    for text in (
        "Jack is the odd one — not friends with Bob or Ethan — so he is easy.",
        "Jack is the odd one — if friends with Bob, then Red.",
        "Jack: Alice is Red. Friends with Bob.",
    ):
        assert (1, 9) not in {c.edge for c in read_edge_claims([text], "friends", 10)}, text


def test_every_one_of_them_said_of_edges_names_no_clique() -> None:
    # round 41: "every one of them" whose verb is an edge's ("links", "joins .. to ..",
    # "goes between") speaks of edges, each joining two ends; no group is a clique
    for text, frame in (
        (
            "Checking the 9 roads: every one of them links two towns of different colours "
            "(e.g. 2-3 gold/silver, 5-6 silver/bronze).",
            "cities",
        ),
        (
            "The edges left among 1, 2, 3, 6, 7 are 1-2, 1-3, 2-6 - every one of them joins "
            "{1, 6, 7} to {2, 3}, so that part is two-coloured.",
            "math",
        ),
        ("Every one of these edges goes between {0, 4, 5} and {1, 2}.", "math"),
    ):
        claims = {c.edge for c in read_edge_claims([text], frame, 9)}
        assert not {(1, 6), (1, 7), (6, 7), (0, 4), (0, 5), (4, 5), (4, 8)} & claims, text
    # twins: a group whose members are each joined to the rest is still a clique
    twin = "Vertices 3, 5, 8: every one of them is linked to each other."
    assert {(3, 5), (3, 8), (5, 8)} <= {c.edge for c in read_edge_claims([twin], "math", 9)}
    twin = "Towns 3, 5, 8: every one of them joins each other by a road."
    assert {(2, 4), (2, 7), (4, 7)} <= {c.edge for c in read_edge_claims([twin], "cities", 9)}


def test_everything_with_a_count_or_an_order_after_it_reads_nothing() -> None:
    # round 41: "everything except one each", "everything before it": which vertices are
    # left out, or come before, is not said there, so nothing is read
    for text in (
        "Both 2 and 7 are adjacent to everything except one vertex each.",
        "In this order 5 is adjacent to everything before it, so it gets a fourth colour.",
        "Vertex 4 is adjacent to everything except two of them.",
    ):
        assert read_edge_claims([text], "math", 9) == [], text
    # twins: a named exception, or none, is read as before
    got = {c.edge for c in read_edge_claims(["5 is adjacent to everything except 2."], "math", 6)}
    assert got == {(0, 5), (1, 5), (3, 5), (4, 5)}
    got = {c.edge for c in read_edge_claims(["5 is adjacent to everything."], "math", 6)}
    assert got == {(0, 5), (1, 5), (2, 5), (3, 5), (4, 5)}


def test_a_group_joined_to_everything_else_is_not_joined_within() -> None:
    # round 41: "2 and 4 are adjacent to everything else": "else" leaves the pair out
    got = {
        c.edge for c in read_edge_claims(["So 2 and 4 are adjacent to everything else."], "math", 6)
    }
    assert got == {(0, 2), (1, 2), (2, 3), (2, 5), (0, 4), (1, 4), (3, 4), (4, 5)}
    # twins: one vertex and "everything else"; a group and "everything" (no "else")
    got = {c.edge for c in read_edge_claims(["So 2 is adjacent to everything else."], "math", 4)}
    assert got == {(0, 2), (1, 2), (2, 3)}
    got = {c.edge for c in read_edge_claims(["So 2 and 3 are adjacent to everything."], "math", 4)}
    assert got == {(0, 2), (1, 2), (2, 3), (0, 3), (1, 3)}


def test_a_braced_pair_that_ends_edges_or_holds_a_colour_is_a_set() -> None:
    # round 41: a braced pair in a sentence about edges is still a set of two vertices where
    # edges end in it, it blocks a colour, it is a colour's class, a vertex's row, or two
    # such pairs are told apart
    for text, frame, n in (
        ("The edges run 1-4, 1-5, 2-4. Each edge has one endpoint in {4, 5}:", "math", 6),
        ("Vertex 3 is blocked by {1, 2}, 4 and 5, its neighbours.", "math", 6),
        ("Blue {Dave, Irene}: Dave's friends are Alice and Bob, no Irene.", "friends", 10),
        ("The edge 0-4 is there, so {1, 2} ≠ green.", "math", 6),
        ("2-4 is an edge, so {1, 2} and {4, 5} must differ.", "math", 6),
    ):
        claims = {c.edge for c in read_edge_claims([text], frame, n)}
        assert not {(4, 5), (1, 2), (3, 8)} & claims, text
    # twins: the pair called an edge is read
    for text in ("The edge {1, 2} closes it.", "Then {1, 2} is an edge too.", "Here {1, 2} ∈ E."):
        assert (1, 2) in {c.edge for c in read_edge_claims([text], "math", 6)}, text


def test_pairs_that_title_a_look_up_are_not_asserted() -> None:
    # round 41: pairs before a colon and a look-up ("city 4's neighbours are", "checking the
    # list", "is that an edge") are what is looked up; the answer is read on its own
    for text, frame, pairs in (
        ("4–1, 4–6: city 4's neighbours are 2, 3, 8, so neither.", "cities", {(0, 3), (3, 5)}),
        ("- Dave–Fran: checking the list, Dave's friends are Alice and Bob.", "friends", {(3, 5)}),
        ("But 1-6: is that an edge? The list says no.", "math", {(1, 6)}),
    ):
        claims = {c.edge for c in read_edge_claims([text], frame, 9)}
        assert not pairs & claims, text
    # twins: a pair with its answer after the colon is read
    for text in ("1-6: yes, it is an edge.", "1-6: an edge, so they differ."):
        assert (1, 6) in {c.edge for c in read_edge_claims([text], "math", 9)}, text


def test_an_inverted_if_supposes_its_pair() -> None:
    # round 41: "had there been a road from 3 to 5" is "if there had been": supposed
    for text in (
        "Had there been a highway from city 3 to city 5, nothing would move.",
        "Should there be an edge between 2 and 4, the colouring still holds.",
    ):
        assert read_edge_claims([text], "cities" if "city" in text else "math", 8) == [], text
    # twin: "there had been" stated, not inverted, is read
    got = read_edge_claims(
        ["There had been a highway from city 3 to city 5 all along."], "cities", 8
    )
    assert {c.edge for c in got} == {(2, 4)}


def test_everything_except_one_another_is_not_a_count() -> None:
    # round 41's counted exception is not "one another": the subjects' own pair is left out
    text = "Vertices 4 and 5 are each adjacent to every other vertex except one another."
    got = {c.edge for c in read_edge_claims([text], "math", 6)}
    assert got == {(a, b) for a in range(4) for b in (4, 5)}


def test_named_pairs_checked_with_a_tick_and_no_colon() -> None:
    # round 42: a named pair checked by its colours on a line of its own, no colon, and a
    # run of named pairs each ticked after a label, with a tail about the colours
    for text, pair in {
        "Bob-Carol G/R ✓": (1, 2),
        "Step 2, verify. Alice–Dave ✅, Bob–Carol ✅, Ethan–Fran ✅ — no friends share a colour.": (
            1,
            2,
        ),
        "Friendships checked: Alice–Dave ✔, Bob–Carol ✔, Ethan–Fran ✔": (1, 2),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "friends", 8)}, text
    # twins: the same colour twice, a label about non-friends, a tail that denies them
    for text in (
        "Bob-Carol R/R ✓",
        "Pairs that are not friends: Alice–Dave ✅, Bob–Carol ✅, Ethan–Fran ✅",
        "Alice–Dave ✅, Bob–Carol ✅, Ethan–Fran ✅ — none of them know each other.",
        "Bob-Carol G/R ?",
    ):
        assert (1, 2) not in {c.edge for c in read_edge_claims([text], "friends", 8)}, text


def test_a_pronoun_after_one_persons_friend_list_or_in_her_friend() -> None:
    # round 42: "because Y is her friend" after a verdict on X, and "He's also friends with"
    # right after a sentence listing one person's friends: the pronoun is that person
    for text, pair in {
        "Dave can't take blue, because Bob (blue) is his friend.": (1, 3),
        "Also Carol can't be red since Ethan is her friend.": (2, 4),
        "Fran is friends with Alice and Dave. She's also friends with George, so blue is out.": (
            5,
            6,
        ),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "friends", 8)}, text
    # twins: a denial, a question, no "also", two people before the pronoun, "her friend's"
    for text, pair in {
        "Dave can't take blue, because Bob is not his friend.": (1, 3),
        "Fran is friends with Alice and Dave. Is she also friends with George?": (5, 6),
        "Fran is friends with Alice and Dave. She's friends with George.": (5, 6),
        "Fran and Carol are friends with Dave. She's also friends with George.": (5, 6),
        "Carol can't be red since Ethan is her friend's cousin.": (2, 4),
    }.items():
        assert pair not in {c.edge for c in read_edge_claims([text], "friends", 8)}, text


def test_a_friend_list_with_colour_letters_and_plus() -> None:
    # round 42: each friend's colour as one letter, and the list carried on by ", plus"
    for text, pair in {
        "Dave: friends Bob R, Carol G, plus Fran and Heather → blue.": (3, 7),
        "Bob (friends with Alice Y, Ethan B, George O) → red.": (1, 6),
        "Carol is friends with Alice, Dave, plus Heather.": (2, 7),
    }.items():
        assert pair in {c.edge for c in read_edge_claims([text], "friends", 8)}, text
    # twins: the same list denied or asked, a letter that ends no item
    for text, pair in {
        "Dave: not friends with Bob R, Carol G, plus Fran and Heather.": (3, 7),
        "Is Bob friends with Alice Y, Ethan B, George O?": (1, 6),
        "Carol is friends with Alice. Plus Heather is red.": (2, 7),
    }.items():
        assert pair not in {c.edge for c in read_edge_claims([text], "friends", 8)}, text


# -- round 43: generality of the precision rules. Each class of wrong report found at the FIRST
# measure of held-out 19 to 46, with fresh variants in several models' manners (o3 shorthand,
# gpt-oss notes, r1 prose, gemini markdown and LaTeX, qwen3 numbered steps) over the three
# frames; each twin must read no edge for its pair, each case must still read its pair.
Probe = tuple[str, int, str, tuple[int, int]]


def _reads(probes: list[Probe]) -> list[str]:
    """The texts of the probes whose pair the reader reads."""
    return [t for f, n, t, p in probes if p in {c.edge for c in read_edge_claims([t], f, n)}]


# class: a list of the pairs that are NOT edges (missing pairs, non-friend pairs, the
# complement's edges, "K8 minus ..."); first measure of held-out 21, 22, 26 to 29, 31 to 33,
# 35 to 43, 45 (the largest class)
NON_EDGE_LISTS: list[Probe] = [
    ("math", 8, "Non-edges: 1-4, 2-6, 3-5.", (1, 4)),
    ("math", 8, "missing pairs → 0–4, 1–7, 2–5", (0, 4)),
    ("friends", 8, "The only people who aren't friends: Alice & Dave, Bob & George.", (0, 3)),
    ("cities", 8, "Pairs with no highway between them: 1–3, 2–7, 4–8.", (0, 2)),
    (
        "math",
        8,
        "The complement $\\bar G$ has edges $\\{1,4\\}$, $\\{2,6\\}$ and $\\{3,5\\}$.",
        (1, 4),
    ),
    (
        "math",
        8,
        "So the pairs absent from the list are 0-6 and 2-5, and that's all of them.",
        (0, 6),
    ),
    ("math", 8, "2. Absent edges: (1,3), (4,6).", (1, 3)),
    ("friends", 8, "Non-friend pairs — Carol/Ethan, Dave/Fran.", (2, 4)),
    ("math", 8, "G is K8 with the edges 0-2 and 5-7 deleted.", (0, 2)),
    ("cities", 8, "Unlinked: 2-5, 3-6", (1, 4)),
    ("math", 8, "The graph is $K_8$ minus four edges: $(1,2)$, $(3,6)$, $(0,7)$, $(4,5)$.", (1, 2)),
    (
        "math",
        8,
        "Only three pairs are non-adjacent: 2–4, 2–7, 5–6; everything else is joined.",
        (5, 6),
    ),
    (
        "friends",
        8,
        "Missing friendships: Alice–Ethan, Bob–Carol. Everyone else knows each other.",
        (1, 2),
    ),
    ("cities", 8, "Pairs without a road: (2,4), (6,8).", (5, 7)),
    ("math", 8, "Which pairs aren't edges? 1-4, 0-7.", (1, 4)),
    # round 43's rule: a which/what/who question with a negative in it, answered by bare pairs
    (
        "friends",
        8,
        "Who isn't friends with whom? Dave-Bob and Dave-Heather. All the rest are.",
        (1, 3),
    ),
    ("cities", 8, "Which cities lack a highway between them? 2-5 and 4-8.", (1, 4)),
    ("math", 8, "Non-adjacent pairs? Just 0-3 and 5-6.", (0, 3)),
]
NON_EDGE_LISTS_TRUE: list[Probe] = [
    ("math", 8, "Edges: 1-4, 2-6.", (1, 4)),
    ("friends", 8, "Alice & Dave are friends.", (0, 3)),
    ("cities", 8, "Highways join 1–3 and 2–7.", (0, 2)),
    ("friends", 8, "Which pairs are friends? Carol-Alice and Carol-Ethan.", (0, 2)),
]


def test_round43_lists_of_non_edges_read_nothing() -> None:
    assert _reads(NON_EDGE_LISTS) == []
    assert _reads(NON_EDGE_LISTS_TRUE) == [t for _, _, t, _ in NON_EDGE_LISTS_TRUE]


# class: two vertices put in one colour class (a shared colour, a class, a group, "0~7 same");
# first measure of held-out 20, 24, 26, 29 to 32, 34 to 36, 38 to 41, 43, 44, 46
COLOUR_CLASSES: list[Probe] = [
    ("math", 8, "Red: {0, 4, 6}", (0, 4)),
    ("math", 8, "Colour classes: {1,5}, {2,6}, {3,7}.", (1, 5)),
    ("friends", 8, "Alice and Fran can share blue.", (0, 5)),
    ("cities", 8, "Cities 2 and 6 both get the President monument.", (1, 5)),
    ("math", 8, "- **Green:** 2, 5, 7", (2, 5)),
    ("math", 8, "R={0,3} G={1,4} B={2,5}", (0, 3)),
    ("friends", 8, "{Bob, Ethan} → yellow", (1, 4)),
    ("math", 8, "So 4 and 7 end up sharing a colour, which is fine.", (4, 7)),
    ("cities", 8, "{3,5}=VP, {2,8}=P.", (2, 4)),
    ("math", 8, "Colour 2 = {1, 5, 7} (pairwise non-adjacent ✓)", (1, 5)),
    ("math", 8, "Merge 3 with 5 and 0 with 4 (twins).", (3, 5)),
    # round 43's rule: the glued sign "~" with "same"/"share" after it
    ("math", 8, "0~6 same colour, 1~4 same colour.", (0, 6)),
    ("math", 8, "So 0~7 same and 2~5 same.", (2, 5)),
    ("math", 8, "3~5 share green.", (3, 5)),
    ("math", 8, "forced: 1~6 (same colour)", (1, 6)),
    ("math", 8, "2–6 same colour", (2, 6)),
]
COLOUR_CLASSES_TRUE: list[Probe] = [
    ("math", 8, "0 and 4 are adjacent, so they can't share red.", (0, 4)),
    ("friends", 8, "Alice and Fran are friends, so they need different colours.", (0, 5)),
    ("math", 8, "3~5, same as before.", (3, 5)),
    ("math", 8, "3~5 and 4~6 share an edge count.", (4, 6)),
]


def test_round43_vertices_put_in_one_colour_class_are_no_edge() -> None:
    assert _reads(COLOUR_CLASSES) == []
    assert _reads(COLOUR_CLASSES_TRUE) == [t for _, _, t, _ in COLOUR_CLASSES_TRUE]


# class: a pair named to be checked or asked about, found absent; first measure of held-out
# 20, 23, 24, 26, 27, 30 to 34, 37, 38, 40 to 42, 44, 46
CHECK_LABELS: list[Probe] = [
    ("math", 8, "Check 2-5: not in the list.", (2, 5)),
    ("math", 8, "0-3? no.", (0, 3)),
    ("math", 8, "Is 1–6 an edge? Scanning... no.", (1, 6)),
    ("friends", 8, "Bob–Ethan: Bob's friends are Alice, Carol, Dave. No Ethan ✓", (1, 4)),
    ("cities", 8, "Highway 3–7? Looking at the list, none.", (2, 6)),
    ("math", 8, "Verify 4-5: absent ✓", (4, 5)),
    ("math", 8, "Need 2-7 for a K4; 2-7 missing.", (2, 7)),
    ("math", 8, "Does $\\{3,6\\}$ belong to $E$? It does not.", (3, 6)),
    ("math", 8, "Let me double-check 0-7. Looking at the edges with 0... no 0-7. Good.", (0, 7)),
    ("math", 8, "4. Test pair (1,5): not present.", (1, 5)),
    ("math", 8, "0-5: is that an edge? 0's list doesn't have 5.", (0, 5)),
    ("math", 8, "No triangle, since 0-3-4 would need 3-4.", (3, 4)),
    ("math", 12, "adding 6 fails on 1–6 and 6–9.", (1, 6)),
    ("math", 8, "Recheck 3-6: the edges at 3 are 3-0, 3-1, 3-4. No 3-6. Right.", (3, 6)),
    ("friends", 8, "Does Carol know Ethan? Carol's list: Alice, Bob, Dave. No.", (2, 4)),
]
CHECK_LABELS_TRUE: list[Probe] = [
    ("math", 8, "2-5 is an edge ✓", (2, 5)),
    ("friends", 8, "Bob and Ethan are friends.", (1, 4)),
]


def test_round43_pairs_checked_and_found_absent_read_nothing() -> None:
    assert _reads(CHECK_LABELS) == []
    assert _reads(CHECK_LABELS_TRUE) == [t for _, _, t, _ in CHECK_LABELS_TRUE]


# class: a range of labels, a count or a degree read as a pair; first measure of held-out 21,
# 23 to 25, 28, 30, 33, 35, 37 to 39
RANGES_AND_COUNTS: list[Probe] = [
    ("math", 8, "Vertex 0 is adjacent to 1–7.", (1, 7)),
    ("math", 8, "Degrees: 3:5 · 4:6 · 0:7", (3, 5)),
    ("math", 8, "Vertices 2–6 all have degree 4.", (2, 6)),
    ("cities", 8, "Working with cities 1–8.", (0, 7)),
    ("math", 8, "6 adj to 0..5", (0, 5)),
    ("math", 8, "deg(4) = 7", (4, 7)),
    ("math", 8, "Within 2–7, vertex 3 touches 4, 5, 6.", (2, 7)),
    ("cities", 8, "Cities 3-5 have no highways at all.", (2, 4)),
    ("math", 12, "Vertex 4 is adjacent to every other vertex (0-3, 5-11).", (5, 11)),
    ("math", 8, "Red: 0, 1 (0 and 1 aren't adjacent; 2–5 are isolated)", (2, 5)),
    ("math", 8, "- 0: 7 (adjacent to 1, 2, 3, 4, 5, 6, 7)", (0, 7)),
    ("math", 8, "Degrees:\n0: 7\n1: 6\n2: 5", (0, 7)),
]
RANGES_AND_COUNTS_TRUE: list[Probe] = [
    ("math", 8, "6 is adjacent to 0, 1, 2.", (0, 6)),
    ("math", 8, "Neighbours:\n0: 7\n1: 6", (0, 7)),
]


def test_round43_ranges_counts_and_degrees_are_no_pairs() -> None:
    assert _reads(RANGES_AND_COUNTS) == []
    assert _reads(RANGES_AND_COUNTS_TRUE) == [t for _, _, t, _ in RANGES_AND_COUNTS_TRUE]


# class: the pairs of a matching (non-edges paired into colour classes); first measure of
# held-out 21, 27, 29, 32, 36 to 38, 40 to 42
MATCHINGS: list[Probe] = [
    ("math", 8, "Pair them up: 0 with 5, 2 with 6, 3 with 7.", (0, 5)),
    ("math", 8, "Matching in the complement: 1–4, 2–6.", (1, 4)),
    ("friends", 12, "Try Carol–Irene sharing a colour: {Carol, Irene}, {Bob, Jack}.", (2, 8)),
    ("cities", 8, "Cities 1 and 2 pair up under one monument.", (0, 1)),
    ("math", 8, "Perfect matching of non-edges: 0-3, 1-5, 2-4.", (0, 3)),
    ("math", 8, "So I need 3 disjoint pairs from {0-3, 1-5, 2-4, 4-5}.", (0, 3)),
    ("math", 8, "City 3 only appears in (3, 6), so that pair is forced.", (3, 6)),
    ("math", 8, "Pairing: 1↔5, 2↔6, 3↔7, 0↔4.", (1, 5)),
    # round 43's rule: the pairs under a heading that calls them forced
    ("math", 8, "Forced pairs: 2-6 and 3-7.", (2, 6)),
    ("math", 8, "forced pairings: (1, 4), (0, 5)", (0, 5)),
]
MATCHINGS_TRUE: list[Probe] = [
    ("math", 8, "0 and 5 are adjacent.", (0, 5)),
    ("math", 8, "Edges 1–4 and 2–6 are in the graph.", (1, 4)),
    ("math", 8, "2-6 is an edge, so they are forced apart.", (2, 6)),
]


def test_round43_pairs_of_a_matching_are_no_edges() -> None:
    assert _reads(MATCHINGS) == []
    assert _reads(MATCHINGS_TRUE) == [t for _, _, t, _ in MATCHINGS_TRUE]


# class: a statement about another graph (the complement, a reduced or merged graph); first
# measure of held-out 20, 21, 26 to 28, 31, 42, 43, 45
OTHER_GRAPHS: list[Probe] = [
    ("math", 8, "In the complement, 2 is adjacent to 5 and 6.", (2, 5)),
    ("math", 8, "After contracting 0 and 4, the merged node is adjacent to 2 and 7.", (2, 7)),
    ("math", 8, "$\\bar{G}$ has the edges 1–5 and 3–7.", (1, 5)),
    ("math", 8, "Complement edges: 0-2, 4-6.", (0, 2)),
    ("cities", 8, "On the complement map, city 2 links to city 7.", (1, 6)),
    # round 43's rule: the complement called by the frame's own words
    ("friends", 8, "In the 'not friends' graph, Alice is joined to Carol.", (0, 2)),
    ("friends", 8, "In the not-friends graph, Alice is joined to Carol.", (0, 2)),
]
OTHER_GRAPHS_TRUE: list[Probe] = [
    ("math", 8, "In G, vertex 1 is adjacent to 6.", (1, 6)),
    ("math", 8, "2 is adjacent to 5 and 6.", (2, 5)),
    ("friends", 8, "Bob is friends with Dave.", (1, 3)),
]


def test_round43_statements_about_another_graph_read_nothing() -> None:
    assert _reads(OTHER_GRAPHS) == []
    assert _reads(OTHER_GRAPHS_TRUE) == [t for _, _, t, _ in OTHER_GRAPHS_TRUE]


# Round 44: fresh variants of the five largest classes of misses at each part's FIRST measure
# (held-out 19 to 46), in our own words as different models would put them; each class
# with its twins (a question, denial, supposition), which must read nothing.
# (frame, text, pair, whether the pair must be read)
Variant = tuple[str, str, tuple[int, int], bool]
ROUND44: dict[str, list[Variant]] = {
    # a clique or group claim in other words (held-out 19 to 35, 37 to 40, 42 to 46)
    "group": [
        ("math", "So {1, 3, 4, 6} is a 4-clique.", (3, 6), True),
        ("math", "1,3,4,6 pairwise adj → K4", (1, 6), True),
        (
            "friends",
            "I notice Bob, Dave, Ethan and George are all friends with one another.",
            (3, 6),
            True,
        ),
        ("math", "The vertices $\\{2, 5, 7\\}$ form a triangle ($K_3$).", (5, 7), True),
        ("cities", "Cities 2, 4, 5 and 7 are all mutually connected by highways.", (1, 6), True),
        (
            "friends",
            "Step 3: {Alice, Carol, Fran} is fully connected, every two of them friends.",
            (0, 5),
            True,
        ),
        ("math", "clique {0,2,5,7} size 4.", (2, 7), True),
        ("math", "So 0, 4 and 6 are pairwise adjacent, giving a triangle.", (4, 6), True),
        (
            "cities",
            "Every city is linked to every other city, so the network is complete.",
            (0, 7),
            True,
        ),
        ("cities", "Every city is connected to every other city.", (0, 7), True),
        ("friends", "Everyone is friends with everyone else here.", (0, 7), True),
        (
            "math",
            "So each vertex is adjacent to all the others: the graph is complete.",
            (0, 7),
            True,
        ),
        ("friends", "Carol, Ethan and Heather are all friends with each other.", (2, 7), True),
        ("math", "Is {1, 3, 4, 6} a 4-clique?", (3, 6), False),
        (
            "friends",
            "Bob, Dave, Ethan and George are not all friends with one another.",
            (3, 6),
            False,
        ),
        (
            "math",
            "Suppose 0, 4 and 6 were pairwise adjacent; then we'd need three colours.",
            (4, 6),
            False,
        ),
        (
            "cities",
            "If every city were linked to every other city, we'd need eight officers.",
            (0, 7),
            False,
        ),
        ("cities", "Is every city connected to every other city?", (0, 7), False),
        (
            "math",
            "In a complete graph every vertex is adjacent to every other vertex.",
            (0, 7),
            False,
        ),
        (
            "friends",
            "Look for a group where everyone is friends with everyone else.",
            (0, 7),
            False,
        ),
        ("cities", "Not every city is connected to every other city.", (0, 7), False),
    ],
    # a neighbour list in shorthand, or a degree count built on it (held-out 19 to 21, 23 to
    # 28, 30 to 41, 43 to 45)
    "neighbour_list": [
        ("math", "N(3) = 0 2 5 7", (3, 7), True),
        ("math", "3: 0,2,5,7 (deg 4)", (3, 5), True),
        ("math", "v3 adj 0,2,5,7", (3, 7), True),
        ("math", "Vertex 3 has neighbours 0, 2, 5 and 7.", (3, 7), True),
        ("math", "2. Vertex 3 is connected to vertices 0, 2, 5, and 7.", (3, 7), True),
        ("cities", "City 4 neighbours: 1, 3, 6, 8", (3, 7), True),
        ("friends", "Dave's friends: Alice, Carol, Fran, Heather.", (3, 7), True),
        ("math", "deg(3) = 4: 0, 2, 5, 7", (3, 7), True),
        ("math", "3 → 0 2 5 7", (3, 7), True),
        ("friends", "Dave has four friends (Alice, Carol, Fran and Heather).", (3, 7), True),
        ("math", "3 has three neighbours: 0, 5, 7.", (3, 7), True),
        ("math", "Is 7 a neighbour of 3?", (3, 7), False),
        ("math", "Vertex 3 has neighbours 0, 2 and 5, but not 7.", (3, 7), False),
        ("math", "If 3's neighbours were 0, 2, 5, 7 we would need a fourth colour.", (3, 7), False),
        (
            "friends",
            "If Dave had four friends (Alice, Carol, Fran and Heather), he'd be stuck.",
            (3, 7),
            False,
        ),
        (
            "friends",
            "Dave does not have four friends (Alice, Carol, Fran and Heather).",
            (3, 7),
            False,
        ),
    ],
    # a premise: "since X and Y are adjacent", "X can't be red because she's friends with Y"
    # (held-out 19, 22, 24, 27 to 34, 37, 38, 40, 41, 43 to 46)
    "premise": [
        ("math", "Since 2 and 6 are adjacent, 6 can't be red.", (2, 6), True),
        ("math", "2–6 is an edge, so 6 ≠ R.", (2, 6), True),
        ("friends", "Carol can't be blue because she's friends with George.", (2, 6), True),
        (
            "cities",
            "City 3 and City 7 are linked, so City 7 can't copy City 3's officer.",
            (2, 6),
            True,
        ),
        ("math", "Because 6 touches 2 (red), 6 gets blue.", (2, 6), True),
        ("math", "6 is adjacent to 2 (R) → B", (2, 6), True),
        (
            "friends",
            "Wait, George is Carol's friend, so George can't be green either.",
            (2, 6),
            True,
        ),
        ("friends", "Fran was Carol's friend, so Carol can't be red.", (2, 5), True),
        ("math", "Since $(2,6) \\in E$, the two need different colours.", (2, 6), True),
        ("math", "If 2 and 6 were adjacent, 6 couldn't be red.", (2, 6), False),
        ("friends", "Is George Carol's friend? No.", (2, 6), False),
        ("friends", "George isn't Carol's friend, so green is fine.", (2, 6), False),
        ("math", "Since 2 and 6 are not adjacent, 6 can be red.", (2, 6), False),
        ("math", "Since $(2,6) \\notin E$, 6 may be red.", (2, 6), False),
    ],
    # a row of a verification table or check list (held-out 20, 23 to 25, 27 to 38, 41, 44,
    # 46); round 44 reads the "≠" form; a tickless run and a bare table row with no header
    # are left unread (docs/kcoloring-false-edges.md, round 44)
    "verification": [
        ("math", "| Edge | Colours | OK |\n|---|---|---|\n| 2-6 | R/B | ✓ |", (2, 6), True),
        ("math", "2–6: R vs B ✓", (2, 6), True),
        ("friends", "Carol–George: Green/Red ✅", (2, 6), True),
        ("math", "Edge 2-6: colours 1 and 3, different. Good.", (2, 6), True),
        ("math", "- (2,6): red ≠ blue ✓", (2, 6), True),
        ("math", "2–6: R != B ✓", (2, 6), True),
        ("math", "- (2,6): red ≠ red ✓", (2, 6), False),
        ("math", "(2,6): R≠B ✗", (2, 6), False),
        ("math", "2–6: not an edge, skip", (2, 6), False),
        ("math", "(2,6) is a non-edge, so no check is needed.", (2, 6), False),
    ],
    # a clash or conflict reported between two vertices (held-out 23, 24, 26 to 28, 31, 35,
    # 36, 43 to 46)
    "clash": [
        ("math", "But 2 and 6 are both red and adjacent — conflict.", (2, 6), True),
        ("math", "2–6 clash (both R).", (2, 6), True),
        (
            "friends",
            "Carol and George are both blue, and they're friends — that's a conflict.",
            (2, 6),
            True,
        ),
        ("cities", "c3 R, c7 R → clash on c3–c7.", (2, 6), True),
        ("cities", "Clash on city 3–city 7, both Mayor.", (2, 6), True),
        ("math", "Oops, 6 clashes with 2 (both Green).", (2, 6), True),
        ("friends", "Problem: George and Carol are friends and both wear red.", (2, 6), True),
        ("math", "2 and 6 are both red, but they are not adjacent, so no conflict.", (2, 6), False),
        ("math", "Would 2 and 6 clash if both were red?", (2, 6), False),
        ("math", "No clash between 2 and 6 since there's no edge.", (2, 6), False),
        ("math", "Would 6 clash with 2?", (2, 6), False),
        ("math", "6 doesn't clash with 2.", (2, 6), False),
        ("math", "If 6 clashes with 2, recolour 6.", (2, 6), False),
        ("math", "2 and 6 are both red and not adjacent, so that's fine.", (2, 6), False),
        ("cities", "No clash on city 3–city 7: they are not joined.", (2, 6), False),
    ],
}


# Round 46: the misses of the real o1-mini part (the sequel's own o1-mini replies, the first
# real text of a model no round had read), each class in wordings of several models; the
# pair asked is Carol-George / 2-6 / city 3-city 7.
ROUND46 = {
    # a check's verdict after a list ("— no color conflicts") is no "no" taking it back
    "verdict_after_list": [
        (
            "friends",
            "- George (Red) is friends with Carol (Blue) — no color conflicts.",
            (2, 6),
            True,
        ),
        ("friends", "George is friends with Alice, Carol and Dave - no conflicts.", (2, 6), True),
        ("math", "6 is adjacent to 1, 2, 5 (no clash: all differ from Red).", (2, 6), True),
        ("math", "N(6) = {1, 2, 5}: no shared colours.", (2, 6), True),
        ("cities", "City 7 is joined to cities 1, 3 and 5 — no same monument twice.", (2, 6), True),
        ("math", "6 is adjacent to 2 — no two of them share a colour.", (2, 6), True),
        ("friends", "George is friends with Carol — no, scratch that.", (2, 6), False),
        ("friends", "George is friends with Carol (no, wait, that's Fran).", (2, 6), False),
        ("math", "6 is adjacent to 2 — no.", (2, 6), False),
        ("math", "Is 6 adjacent to 2? No conflicts either way.", (2, 6), False),
    ],
    # people called "individuals"
    "individuals": [
        (
            "friends",
            "George is friends with all seven other individuals (Alice, Bob, Carol, Dave, "
            "Ethan, Fran and Heather).",
            (2, 6),
            True,
        ),
        ("friends", "The individuals Carol and George are friends.", (2, 6), True),
        ("friends", "George is friends with every individual except Bob.", (2, 6), True),
        ("friends", "Carol and George are individuals who are not friends.", (2, 6), False),
        (
            "friends",
            "Is George friends with every other individual? No: not with Carol.",
            (2, 6),
            False,
        ),
    ],
    # a group on a line of its own, a few words around it; the clique claim on the next line
    "group_line_then_claim": [
        (
            "friends",
            "Consider the subset Alice, Carol, Dave and George.\nThey form a clique.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "- Look at **Carol, Dave, Fran and George**.\n- This forms a $K_4$.",
            (2, 6),
            True,
        ),
        ("math", "Now take vertices 1, 2, 4 and 6:\nthese four form a clique.", (2, 6), True),
        ("friends", "Consider Carol, Dave, Fran and George.\nThis forms a $K_4$.", (2, 6), True),
        (
            "cities",
            "The group cities 2, 3, 5 and 7.\nThis set forms a complete subgraph.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "The remaining people Carol, Dave and George.\nThey form a clique?",
            (2, 6),
            False,
        ),
        (
            "friends",
            "Consider Alice, Carol, Dave and George.\nThey do not form a clique.",
            (2, 6),
            False,
        ),
        (
            "friends",
            "Uncoloured: Carol, Dave, George.\nThis forms a clique of the complement.",
            (2, 6),
            False,
        ),
    ],
    # each member of the group friends with every other member in it
    "every_other_in_group": [
        (
            "friends",
            "Take Alice, Carol, Dave and George. Each of these people is friends with every "
            "other person in this group.",
            (2, 6),
            True,
        ),
        (
            "math",
            "In {1, 2, 4, 6} each vertex is adjacent to every other vertex in the set.",
            (2, 6),
            True,
        ),
        (
            "cities",
            "Cities 2, 3, 5 and 7: each is joined to every other city in this cluster.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "Take Alice, Carol, Dave and George. Is each of them friends with every other "
            "person in this group? No.",
            (2, 6),
            False,
        ),
        (
            "math",
            "If each vertex of {1, 2, 4, 6} were adjacent to every other vertex in the set, "
            "it would be a K4.",
            (2, 6),
            False,
        ),
    ],
    # an item of a list: its head's possessive in a later sentence ("Its neighbors (...)")
    "bullet_possessive": [
        (
            "math",
            "- **Vertex 6** is colored **Red**. Its neighbors (1, 2, 5) get other colors.",
            (2, 6),
            True,
        ),
        ("math", "- 6 → Red. Its neighbours are 1, 2 and 5.", (2, 6), True),
        (
            "friends",
            "- George is assigned Green. His friends are Alice, Carol and Dave.",
            (2, 6),
            True,
        ),
        ("cities", "* City 7 gets the Mayor. Its neighbours: cities 1, 3, 5.", (2, 6), True),
        ("friends", "- Carol wears Blue. Her friends include George and Bob.", (2, 6), True),
        ("math", "- 6 is Red, and 4 is Blue. Its neighbours are 1 and 2.", (2, 6), False),
        ("math", "- 6 is Red. Its non-neighbours are 1 and 2.", (2, 6), False),
        ("math", "- 6 is Red. Its neighbours are not 1 or 2.", (2, 6), False),
    ],
    # a short opener before the subject a pronoun takes ("In fact city 7 ..., since it's")
    "opener_before_subject": [
        (
            "cities",
            "In fact city 7 belongs to this cluster too, since it's linked to 3, 4 and 5.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "Similarly, George is popular: he is friends with Carol and Bob.",
            (2, 6),
            True,
        ),
        ("math", "Actually 6 is busy too — its neighbours are 1, 2 and 5.", (2, 6), True),
        ("cities", "In fact city 7 is quiet, and it is not linked to 3.", (2, 6), False),
        ("friends", "Similarly, George is popular: is he friends with Carol?", (2, 6), False),
    ],
}


# Round 45: the wrong reports and misses of held-out 47 to 52 (the first round to read
# them), by class; each class's variants in our own words as different models would put
# them, with twins that must read the other way. (frame, text, pair, whether it is read)
ROUND45: dict[str, list[Variant]] = {
    # class A, set_claim's search and member words too narrow (held-out 48, o3; 52, gpt-oss):
    # a clique searched for with its size in plain words, or one vertex of a clique
    "search_or_member": [
        ("friends", "Within {Alice, Bob, Ethan, Fran} find large clique.", (0, 4), False),
        ("math", "within {1,3,5,6,7} find big clique", (1, 3), False),
        ("cities", "Among cities 2, 3, 5 and 8, find the biggest clique.", (1, 2), False),
        ("math", "Each of 3, 5, 6 takes the colour of a clique vertex it misses.", (3, 5), False),
        ("friends", "Bob, Dave and Heather each copy a clique member's shirt.", (1, 3), False),
        (
            "math",
            "**Step 4.** 2, 6, 7: each must reuse the colour of some K4 vertex.",
            (2, 6),
            False,
        ),
        ("math", "3. The vertices 1, 4, 5 each borrow one K5 node's colour.", (1, 4), False),
        ("cities", "Cities 2, 5 and 8 each copy the monument of a clique city.", (1, 4), False),
        # twins: the clique stated, its members named, still read
        ("friends", "We find a large clique {Alice, Bob, Ethan}.", (0, 4), True),
        (
            "math",
            "{1, 3, 5} is a clique, so each clique vertex needs its own colour.",
            (1, 3),
            True,
        ),
        ("math", "The clique vertices 2, 4, 6 are pairwise adjacent.", (2, 4), True),
    ],
    # class A, edge_pairs' span of labels (round 39's _span) too narrow (held-out 49, gpt-oss;
    # 50, o3 and r1; 51, o3): a dashed range where a group lies, what a vertex reaches, or
    # "all of" a range at a clause's end
    "span": [
        ("math", "5 and 6 each adjacent to all of 0-4. 5-6 not adjacent.", (0, 4), False),
        ("math", "One colour for all of 1–4 — yet 1–2 is an edge.", (1, 4), False),
        (
            "math",
            "**Bound:** edges 0-1, 0-2, 1-2 give a triangle inside 0–6, so 0–6 needs 3 colours.",
            (0, 6),
            False,
        ),
        ("math", "Subgraph on 2–7: edges 2-3, 3-4.", (2, 7), False),
        ("math", "4 is adjacent to 3, and its neighbours in 0–5 are 3 and 5.", (0, 5), False),
        ("math", "3. 5 is adjacent to 4; its neighbours from 0-6 are 4 and 6.", (0, 6), False),
        ("cities", "City 2 is joined to 3, and city 1 touches 2–7 by highway.", (1, 6), False),
        ("math", "There's a K4 inside 1–7, so 1–7 needs 4 colours.", (1, 7), False),
        # twins: pairs that are edges, read as before
        ("math", "All of 0-1, 0-2 are edges.", (0, 2), True),
        ("math", "Edge 2-6 is there, so 2 and 6 differ.", (2, 6), True),
        ("math", "Also 3-5 is an edge, so 3 and 5 differ.", (3, 5), True),
    ],
    # class A, edge_pairs' candidate label (round 37's _pairs_candidate) too narrow (held-out
    # 47, r1; 51, qwen3; 52, gpt-oss): two pairs with a vertex in common before an arrow to
    # the pair closing them, or before a comma and that pair's own check
    "pair_label": [
        ("cities", "1-4 and 4-7 → need 1-7 unjoined, but 1-7 is a highway.", (0, 3), False),
        ("math", "0-2 and 2-7 → needs 0-7, which is an edge of G.", (0, 2), False),
        (
            "math",
            "H-triangle check: 0-3 and 3-6 → need 0-6 in H, but 0-6 is an edge.",
            (0, 3),
            False,
        ),
        (
            "friends",
            "Alice-Bob and Bob-Fran → need Alice-Fran, no, they are friends.",
            (0, 1),
            False,
        ),
        ("math", "Any others? 2-5, 5-7, 2-7 is an edge, so no.", (2, 5), False),
        ("math", "1-6 and 4-6, 1-4 is edge in G, so not.", (1, 6), False),
        (
            "math",
            "Complement: 3-4 and 4-7, 3-7 isn't an edge of G, so {3,4,7} is a triangle of H.",
            (3, 4),
            False,
        ),
        # twins: three pairs listed as edges, read as before
        ("math", "0-1, 1-2, 0-2 are edges, a triangle.", (0, 1), True),
        ("math", "2-5, 5-7 and 2-7 are all edges.", (2, 5), True),
        ("math", "So 1-6 and 4-6 are edges; 1-4 is an edge too.", (1, 6), True),
    ],
    # class A, set_claim's two groups joined by "and" too narrow (held-out 48, 50; gemini):
    # two bold lists ran together into one group once the bold was stripped
    "bold_groups": [
        (
            "cities",
            "* Cities **1, 2, 3** and **5, 6, 7** are both fully connected groups.",
            (2, 4),
            False,
        ),
        (
            "friends",
            "Two K4s: **Alice, Bob, Carol, Dave** and **Ethan, Fran, George, Heather**.",
            (3, 4),
            False,
        ),
        ("math", "So the cliques are **1, 2, 3, 4** & **4, 5, 6, 7**, both K4s.", (1, 5), False),
        ("cities", "Both **2, 4, 6** and **3, 5, 7** are mutually joined (cities).", (5, 6), False),
        (
            "math",
            "- $K_4$ twice: **0, 2, 4, 6** and **1, 3, 5, 7** are each complete.",
            (0, 1),
            False,
        ),
        (
            "friends",
            "Triangles, e.g. **Alice, Bob, Carol** and **Dave, Ethan, Fran**, so three colours.",
            (2, 3),
            False,
        ),
        # each group is still read
        (
            "cities",
            "* Cities **1, 2, 3** and **5, 6, 7** are both fully connected groups.",
            (4, 6),
            True,
        ),
        (
            "friends",
            "Two K4s: **Alice, Bob, Carol, Dave** and **Ethan, Fran, George, Heather**.",
            (0, 3),
            True,
        ),
        ("cities", "Both **2, 4, 6** and **3, 5, 7** are mutually joined (cities).", (2, 6), True),
        (
            "friends",
            "Triangles, e.g. **Alice, Bob, Carol** and **Dave, Ethan, Fran**, so three colours.",
            (3, 5),
            True,
        ),
        # twins: asked or denied, nothing
        ("math", "Are **0, 1, 4** and **2, 3, 5** triangles? No.", (0, 4), False),
        ("math", "**0, 1, 2** and **5, 6, 7** are not cliques.", (0, 1), False),
    ],
    # class A, edge_pairs' matched pairs (round 39's _matched_pairs) too narrow (held-out 47,
    # 50, r1; 51, qwen3): a pair said to be one of a matching's pairs in other words
    "matched_pair": [
        (
            "friends",
            "Dave's only non-friend is Fran, so Dave-Fran must be a pair; Dave-Fran are not friends.",
            (3, 5),
            False,
        ),
        (
            "math",
            "Non-edges 1-4, 2-5, 3-6. I put 1 and 4 together (that's the 1-4 pair), both Red.",
            (1, 4),
            False,
        ),
        ("friends", "Then Bob-Ethan is the last pair.", (1, 4), False),
        ("math", "3. 2–6 has to be a pair, since 2 misses only 6.", (2, 6), False),
        ("math", "0-5 is the only pair left, so 0 and 5 share Yellow.", (0, 5), False),
        (
            "friends",
            "Carol-George has to be a pair, since Carol misses only George.",
            (2, 6),
            False,
        ),
        # twins: an edge said to be one, or a pair of adjacent vertices, read as before
        ("math", "2-6 is an edge, so 2 and 6 differ.", (2, 6), True),
        ("math", "2-6 is a pair of adjacent vertices.", (2, 6), True),
        (
            "friends",
            "The friendships split up: Alice–Dave–Ethan is a chain, Carol–Fran is a pair.",
            (2, 5),
            True,
        ),
    ],
    # class A, shared_neighbour's list too wide (held-out 50, r1; 51, qwen3): the list's last
    # item opens a dashed pair that is the next clause's subject
    "shared_list_end": [
        (
            "math",
            "Vertices 3 and 4 are each adjacent to 0, 1, 2, 5, and 3-4 is not an edge.",
            (3, 4),
            False,
        ),
        (
            "cities",
            "Cities 2 and 7 are each joined to 1, 3, 4, 5, and 2–7 is missing.",
            (1, 6),
            False,
        ),
        (
            "math",
            "Notice 2 and 7 are both adjacent to 0, 3, 5 (a triangle), and 2-7 is a non-edge, so they can share.",
            (2, 7),
            False,
        ),
        ("math", "0 and 4 are both adjacent to 1, 2, 3, and 0-4 is not there.", (0, 4), False),
        ("math", "5 and 6 both touch 0, 1, 2 — and 5-6 isn't an edge.", (5, 6), False),
        ("math", "- 1 and 6: both adjacent to 0, 2, 4, but 1-6 absent.", (1, 6), False),
        # twins: the shared list itself, and a pair stated in its own clause, read as before
        (
            "math",
            "Vertices 3 and 4 are each adjacent to 0, 1, 2, 5, and 3-4 is not an edge.",
            (0, 3),
            True,
        ),
        ("math", "5 and 6 are both adjacent to 0, 1, 2, and 5-6 is an edge too.", (5, 6), True),
        ("math", "2 and 7 are both adjacent to 0, 3, 5.", (0, 7), True),
    ],
    # class A, set_claim's "need all" doubt too narrow (held-out 50, r1): what a clique would
    # need, said of "them" with "pairwise" or "mutually"
    "would_need": [
        (
            "math",
            "Actually a K5 in {1,3,4,5,6,7} would need five of them pairwise adjacent, and we can only take three.",
            (1, 3),
            False,
        ),
        (
            "math",
            "A K4 on {0, 2, 5, 7} would need all of them mutually adjacent; 2-5 is missing.",
            (0, 2),
            False,
        ),
        (
            "friends",
            "For a K4 among Alice, Bob, Dave and Fran we'd need them pairwise friends — Bob-Fran fails.",
            (0, 1),
            False,
        ),
        (
            "cities",
            "A 5-clique in cities 1, 2, 4, 6, 8 would need every one of them mutually joined, no.",
            (0, 1),
            False,
        ),
        (
            "math",
            "A triangle on 3, 4, 6 needs the three of them pairwise adjacent; 4-6 is absent.",
            (3, 4),
            False,
        ),
        (
            "math",
            "**K4?** {0, 1, 6, 7} would need the four of them pairwise adjacent.",
            (0, 1),
            False,
        ),
        # twins: a clique stated, then what it needs for the colouring, read as before
        ("math", "{1, 3, 4} is a triangle, which would need three colours.", (1, 3), True),
        ("math", "So 0, 2, 5 are pairwise adjacent; I need three colours.", (0, 2), True),
    ],
}


@pytest.mark.parametrize(
    ("frame", "text", "pair", "must"),
    [v for variants in (*ROUND44.values(), *ROUND45.values()) for v in variants],
)
def test_class_variants(frame: str, text: str, pair: tuple[int, int], must: bool) -> None:
    # rounds 44 and 45: each class's rule reads (or leaves) the class in wordings it was not
    # written from (each line of a case a text of its own)
    read = pair in {c.edge for c in read_edge_claims(text.split("\n"), frame, 8)}
    assert read is must, text


# Round 47: what o1-mini's own replies say of the graph and no shape read (found by reading
# every reply for relation lines left unread, no labels needed), in several models'
# wordings; the pair asked is Carol-George / 2-6 / city 3-city 7.
ROUND47 = {
    # a relation after the vertex's colour in the same sentence
    "coloured_then_related": [
        (
            "math",
            "- **Vertex 6** is colored **Red** and is adjacent to vertices 1, 2 and 5.",
            (2, 6),
            True,
        ),
        (
            "math",
            "Vertex 6 is colored Red, adjacent to vertices 1 (Blue), 2 (Green).",
            (2, 6),
            True,
        ),
        ("math", "6 is Red and is adjacent to 1, 2 and 5.", (2, 6), True),
        (
            "friends",
            "George is assigned Yellow and is friends with Bob, Carol and Dave.",
            (2, 6),
            True,
        ),
        ("cities", "City 7 gets the Mayor and is joined to cities 1 and 3.", (2, 6), True),
        ("math", "Vertex 6 is colored Red and is not adjacent to 2.", (2, 6), False),
        (
            "math",
            "Vertex 6 is colored Red and would be adjacent to 2 if 2-6 were listed.",
            (2, 6),
            False,
        ),
        ("friends", "George is assigned Yellow; is he friends with Carol?", (2, 6), False),
    ],
    # the relation in apposition
    "apposed_relation": [
        (
            "math",
            "7. **Vertex 6**, connected to Vertices 1,2, and 5, is assigned **Blue**.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "George, friends with Bob (Red), Carol (Blue), and Dave (Green), gets Yellow.",
            (2, 6),
            True,
        ),
        ("cities", "City 7, joined to cities 1 and 3, gets the Mayor.", (2, 6), True),
        ("math", "Vertex 6, not connected to 2, is assigned Blue.", (2, 6), False),
        ("friends", "George, if friends with Carol, would need a fourth colour.", (2, 6), False),
    ],
    # the vertex's own list after its colour
    "coloured_then_own": [
        (
            "friends",
            "George wears Blue and his friends (Alice, Carol) wear Red and Green.",
            (2, 6),
            True,
        ),
        (
            "friends",
            "George is assigned Green, differing from his friends: Bob (Blue), Carol (Red).",
            (2, 6),
            True,
        ),
        (
            "friends",
            "3. **George** is assigned **Yellow** to differ from his friends: Carol (Blue), Ethan (Red).",
            (2, 6),
            True,
        ),
        ("math", "6 is colored Red, unlike its neighbours 1, 2 and 5.", (2, 6), True),
        ("friends", "George wears Blue and his non-friends (Alice, Carol) may too.", (2, 6), False),
        ("friends", "George wears Blue; are Alice and Carol his friends? No.", (2, 6), False),
    ],
    # an attribute line of the item or heading above it
    "attribute_of_topic": [
        (
            "friends",
            "- **George** wears **Red**.\n  - Friends: Alice (Green), Carol (Blue).",
            (2, 6),
            True,
        ),
        ("friends", "**George:**\n- Color: Red\n- Friends: Alice, Carol, Dave", (2, 6), True),
        ("math", "### Vertex 6\n- Color: Red\n- Neighbors: 1, 2, 5", (2, 6), True),
        ("cities", "### City 7\n- Adjacent to: 1, 3, 5", (2, 6), True),
        (
            "friends",
            "- **George** is assigned **Red**.\n  - Friends (Alice, Carol) cannot wear Red.",
            (2, 6),
            True,
        ),
        ("friends", "- **George** wears **Red**.\n  - Non-friends: Alice, Carol.", (2, 6), False),
        ("friends", "- George wears Red.\n- Friends: Alice, Carol.", (2, 6), False),
        ("math", "### Vertex 6\nIt is the last one.\n- Neighbors: 1, 2, 5", (2, 6), False),
        ("friends", "The plan:\n  - Friends: Alice, Carol.", (2, 6), False),
    ],
    # round 48: a list of people each with the initial it defines ("Alice (A), Carol (C)")
    "initials_after_names": [
        ("friends", "George (G) is friends with Alice (A), Bob (B), and Carol (C).", (2, 6), True),
        ("friends", "- **George (G)**: friends with Bob (B), Carol (C), Dave (D)", (2, 6), True),
        ("friends", "Carol (C) and George (G) are friends, so C and G differ.", (2, 6), True),
        ("friends", "George (G) is not friends with Alice (A) or Carol (C).", (2, 6), False),
        ("friends", "Is George (G) friends with Carol (C)? No.", (2, 6), False),
    ],
    # round 48: one vertex's one friend or neighbour ("his only friend, Carol")
    "single_own": [
        ("friends", "George's only friend is Carol.", (2, 6), True),
        (
            "friends",
            "George is assigned Red, differing from his only friend, Carol (Blue).",
            (2, 6),
            True,
        ),
        ("math", "Vertex 6's only neighbour is 2, so it can reuse any other colour.", (2, 6), True),
        ("cities", "City 7's one neighbor, city 3, has the Mayor.", (2, 6), True),
        ("friends", "George's only friend is not Carol.", (2, 6), False),
        ("friends", "Is George's only friend Carol?", (2, 6), False),
        ("math", "If 6's only neighbour were 2, one colour would do.", (2, 6), False),
    ],
    # round 49: a relation in an aside after "cannot be" or "has", and a counted list after
    # the relation
    "aside_and_counted": [
        ("friends", "George cannot be Red (friend with Carol), so he gets Blue.", (2, 6), True),
        ("friends", "George cannot be Red (since he's friends with Carol).", (2, 6), True),
        ("math", "Vertex 6 has the most neighbours (connected to vertices 1, 2, 5).", (2, 6), True),
        ("friends", "George is connected to three people: Alice, Carol, and Dave.", (2, 6), True),
        ("math", "Vertex 6 is adjacent to three vertices: 1, 2 and 5.", (2, 6), True),
        ("friends", "George cannot be Red (since he is not friends with Carol).", (2, 6), False),
        ("friends", "George cannot be Red (friend with Carol?)", (2, 6), False),
        (
            "friends",
            "George is not connected to three people: Alice, Carol, and Dave.",
            (2, 6),
            False,
        ),
    ],
}


@pytest.mark.parametrize(
    ("frame", "text", "pair", "must"),
    [v for variants in (*ROUND46.values(), *ROUND47.values()) for v in variants],
)
def test_real_reply_classes(frame: str, text: str, pair: tuple[int, int], must: bool) -> None:
    # rounds 46 and 47: what o1-mini's own replies hold that no shape read, in other models'
    # wordings too (each case one text, lines and all)
    read = pair in {c.edge for c in read_edge_claims([text], frame, 8)}
    assert read is must, text
