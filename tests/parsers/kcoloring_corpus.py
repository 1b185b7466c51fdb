"""Replies to shipped k-coloring problems, written by hand in the styles of today's models.

Each case names the style it stands for, the problem (``set/id`` of the shipped data), the
frame, the reply, and the verdict a careful human grader gives it after reading it
against the graph. ``reads`` is the coloring that grader takes as the answer, one
character per vertex: a color index (0 Red / President, 1 Green / VP, 2 Blue /
Secretary, 3 Yellow / Speaker) or ``-`` for a vertex the answer leaves out. The tests
check ``reads`` against the real graph on their own, so a verdict here cannot simply
echo the parser.

Verdict conventions followed (docs/kcoloring.md states them):
- a vertex offered two colors ("Red or Blue", "Red/Green") has no color: invalid;
- the last complete coloring is the answer; partial restatements after it do not count;
- reasoning inside ``<think>`` is not part of the reply;
- a reply with no complete answer left (cut off) is judged on what it gives.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    """One reply with the verdict a careful grader gives it."""

    style: str
    problem: str
    frame: str
    reply: str
    outcome: str
    reads: str | None = None

    @property
    def correct(self) -> bool:
        """Whether the grader counts the reply as correct."""
        return self.outcome == "correct"


CASES: tuple[Case, ...] = (
    Case(
        "gpt-4o: greedy steps with reasons, edge check, then the bare list",
        "6v3c/216",
        "math",
        """To determine whether the graph can be colored with three colors, let's go through the vertices one by one and assign colors greedily.

1. **Vertex 0**: It is connected to vertices 1, 2, and 3. Assign it Red.
2. **Vertex 1**: Connected to 0 (Red) and 5. Assign Green.
3. **Vertex 2**: Connected to 0 (Red) and 3. Assign Green.
4. **Vertex 3**: Connected to 0 (Red), 2 (Green), and 5. Assign Blue.
5. **Vertex 4**: Not connected to any vertex, so any color works. Assign Red.
6. **Vertex 5**: Connected to 1 (Green) and 3 (Blue). Assign Red.

Now let's verify that no two adjacent vertices share a color:
- (0,1): Red - Green ✓
- (0,2): Red - Green ✓
- (0,3): Red - Blue ✓
- (1,5): Green - Red ✓
- (2,3): Green - Blue ✓
- (3,5): Blue - Red ✓

All edges connect vertices of different colors, so the coloring is valid.

0 Red
1 Green
2 Green
3 Blue
4 Red
5 Red""",
        "correct",
        "011200",
    ),
    Case(
        "claude-3.5-sonnet: numbered reasoning with nested bullets, then the list",
        "6v3c/363",
        "math",
        """Let me solve this step by step.

1) First, let's list each vertex's neighbours:
   * 0: 1, 2, 3
   * 1: 0, 3
   * 2: 0, 3, 4, 5
   * 3: 0, 1, 2
   * 4: 2, 5
   * 5: 2, 4

2) Vertices 0, 2 and 3 form a triangle, so they need three different colors.

3) Let's try:
   * 0 gets Green
   * 2 gets Blue
   * 3 gets Red
   * 1 is adjacent to 0 (Green) and 3 (Red), so 1 gets Blue
   * 4 is adjacent to 2 (Blue), so 4 gets Green
   * 5 is adjacent to 2 (Blue) and 4 (Green), so 5 gets Red

4) Checking every edge: no edge joins two vertices of the same color.

This works! Here's the coloring:

0 Green
1 Blue
2 Blue
3 Red
4 Green
5 Red""",
        "correct",
        "122010",
    ),
    Case(
        "gemini-1.5-pro: plan in a code fence, then bold Explanation bullets",
        "6v3c/216",
        "friends",
        """Yes, it's possible. Here's one way to do it:

```
Alice: Blue
Bob: Green
Carol: Red
Dave: Green
Ethan: Red
Fran: Red
```

**Explanation:**

* **Alice** wears **Blue**. Her friends Bob, Carol and Dave cannot wear Blue.
* **Bob** wears **Green**, which is different from Alice.
* **Carol** wears **Red**. She is friends with Alice (Blue) and Dave (Green).
* **Dave** wears **Green**. Dave is not friends with Bob, so they can share a color.
* **Fran** wears **Red**. She is friends with Bob (Green) and Dave (Green).
* **Ethan** has no friends in the group, so he can wear anything; we chose Red.""",
        "correct",
        "210100",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): think block with a draft, summary, answer",
        "7v3c/493",
        "math",
        """<think>
Okay, so I need to color this graph with 7 vertices using red, green, blue. Let me list the edges: 0 is connected to 1, 3, 4, 5, 6. That's a lot. 1 is connected to 0, 2, 6. 2 is connected to 1, 3, 4. 3 is connected to 0, 2, 4, 6. 4 is connected to 0, 2, 3. 5 only to 0. 6 to 0, 1, 3.

Let me start with vertex 0 as Red. Then 1, 3, 4, 5, 6 can't be Red.
1: Green
3: Green? Wait, 1 and 3 aren't connected, okay.
3: Green
4: adjacent to 0 (Red) and 3 (Green), so 4 must be Blue.
2: adjacent to 1 (Green), 3 (Green), 4 (Blue), so 2 must be Red.
6: adjacent to 0 (Red), 1 (Green), 3 (Green) so 6 is Blue.
5: adjacent to 0 only, so Green.

So the coloring is:
0 Red
1 Green
2 Red
3 Green
4 Blue
5 Green
6 Blue
</think>

To color the graph, start with vertex 0, which has the most neighbours, and color greedily:

- **Vertex 0**: Red
- **Vertex 1**: Green (adjacent to 0)
- **Vertex 3**: Green (adjacent to 0, not to 1)
- **Vertex 4**: Blue (adjacent to 0 and 3)
- **Vertex 2**: Red (adjacent to 1, 3 and 4)
- **Vertex 6**: Blue (adjacent to 0, 1 and 3)
- **Vertex 5**: Green (adjacent to 0)

Every edge joins two different colors.

0 Red
1 Green
2 Red
3 Green
4 Blue
5 Green
6 Blue""",
        "correct",
        "0101212",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): a coloring tried while thinking, answer Impossible",
        "6v3c/548",
        "math",
        """<think>
Vertices 0, 1, 2, 3: 0-1, 0-2, 0-3, 1-2, 1-3, 2-3 are all edges. That's a K4, which needs 4 colors. Let me still try:
0 Red
1 Green
2 Blue
3 Red
But 0-3 is an edge, conflict. Any choice for 3 clashes with one of 0, 1, 2. So it can't be done with 3 colors.
</think>

Vertices 0, 1, 2 and 3 are pairwise adjacent: (0,1), (0,2), (0,3), (1,2), (1,3) and (2,3) are all edges. These four vertices form a complete graph K₄, which needs four colors, but only three are available.

Impossible""",
        "correct",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): cut off by the token limit inside the think block",
        "7v3c/222",
        "math",
        """<think>
Let me figure out the coloring. Vertex 2 has neighbours 1, 4, 5, 6. Give 2 Red.
1: Green
4: Green
5: Blue (adjacent to 1 Green and 2 Red)
6: Green
3: adjacent to 4 (Green), so Red
0 is isolated, Red.
So:
0 Red
1 Green
2 Red
3 Red
4 Green
5 Blue
6 Green
Let me double check 1-5: Green-Blue fine. 2-4 Red-Green fine. 3-4 Red-Green. Now let me write the answer with a full verification of every edge, starting with the edge between 1 and 2, which is Green and Red, and then""",
        "no_answer",
    ),
    Case(
        "qwen3 (no reasoning parser): think block with an inline draft, then a plan",
        "7v3c/222",
        "friends",
        """<think>
Carol has the most friends: Bob, Ethan, Fran, George. Give Carol green. Then Bob, Ethan, Fran, George can't be green. Bob: red? Bob is friends with Fran, so Bob red means Fran not red. Hmm, let me do Bob blue, Fran red, Ethan red, George red. Dave is friends with Ethan (red), so Dave green. Alice has no friends, red.
Alice: Red, Bob: Blue, Carol: Green, Dave: Green, Ethan: Red, Fran: Red, George: Red
</think>

Yes, everyone can be dressed without any two friends matching. Carol has the most friendships, so start with her:

- Carol is friends with Bob, Ethan, Fran and George, so she gets a color none of them will use.
- Bob and Fran are friends with each other, so they need different colors.

Final plan:

Alice: Red
Bob: Blue
Carol: Green
Dave: Green
Ethan: Red
Fran: Red
George: Red""",
        "correct",
        "0211000",
    ),
    Case(
        "deepseek-r1 with a prefilled <think>: reasoning without the opening tag",
        "5v2c/322",
        "cities",
        """Okay, city 4 is joined to 1, 2 and 3. City 1 is also joined to 5. Put President in city 4, then 1, 2, 3 get Vice President, and 5 (joined to 1) gets President.
1 President? No wait, 1 is next to 4. 1 Vice President.
</think>

City 4 is connected to cities 1, 2 and 3, and city 1 is also connected to city 5. Giving city 4 a monument to the first President forces cities 1, 2 and 3 to honour the first Vice President, and then city 5 honours the President again.

1 VP
2 VP
3 VP
4 President
5 President""",
        "correct",
        "11100",
    ),
    Case(
        "o1-mini: markdown sections, an edge table, the coloring in a code block",
        "8v4c/578",
        "math",
        """### Step 1: Identify high-degree vertices
Vertex 4 is adjacent to 0, 2, 5, 6, 7 and vertex 6 is adjacent to 0, 2, 3, 4, 5.

### Step 2: Assign colors
- Vertex 4 → Blue
- Vertex 6 → Red
- Vertex 0 → Green
- Vertex 2 → Green
- Vertex 7 → Red
- Vertex 5 → Green
- Vertex 3 → Blue
- Vertex 1 → Red (isolated)

### Step 3: Verify
| Edge | Colors |
|------|--------|
| (0,4) | Green – Blue |
| (0,6) | Green – Red |
| (0,7) | Green – Red |
| (2,4) | Green – Blue |
| (2,6) | Green – Red |
| (2,7) | Green – Red |
| (3,5) | Blue – Green |
| (3,6) | Blue – Red |
| (4,5) | Blue – Green |
| (4,6) | Blue – Red |
| (4,7) | Blue – Red |
| (5,6) | Green – Red |

All edges connect different colors. Yellow is not needed.

### Final Coloring
```
0 Green
1 Red
2 Green
3 Blue
4 Blue
5 Green
6 Red
7 Red
```""",
        "correct",
        "10122100",
    ),
    Case(
        "llama-3.1-405b: friendships restated, plan with one person hedged",
        "6v3c/216",
        "friends",
        """Let's analyze the friendships:

- Alice is friends with Bob, Carol, and Dave.
- Bob is friends with Alice and Fran.
- Carol is friends with Alice and Dave.
- Dave is friends with Alice, Carol, and Fran.
- Ethan has no friends listed.
- Fran is friends with Bob and Dave.

Here is a possible plan:

Alice: Red
Bob: Green
Carol: Blue or Red
Dave: Green
Ethan: Red
Fran: Red""",
        "invalid_coloring",
    ),
    Case(
        "llama-3.1-405b: a vertex listed with both colors",
        "4v2c/36",
        "math",
        """The graph has edges (0,2), (1,2) and (2,3). Vertex 2 is connected to all other vertices, so it must have a different color from each of them.

0 Red
1 Red
2 Green
3 Red, Green""",
        "invalid_coloring",
    ),
    Case(
        "gpt-4o: short reasoning, bullet list with a slash between two colors",
        "6v3c/394",
        "math",
        """Vertices 0, 2, 3 form a triangle, and so do 1, 2, 3. Give 2 Red and 3 Green; then 0 and 1 must both be Blue.
Vertex 4 is adjacent to 1 (Blue) and 2 (Red), so it is Green. Vertex 5 is adjacent to 0 (Blue) and 4 (Green).

Final coloring:
- 0: Blue
- 1: Blue
- 2: Red
- 3: Green
- 4: Green
- 5: Red/Green""",
        "invalid_coloring",
    ),
    Case(
        "claude-3.5-sonnet: parentheticals ruling colors out",
        "6v3c/216",
        "friends",
        """Alice has three friends (Bob, Carol and Dave), and Carol and Dave are also friends with each other, so Alice, Carol and Dave need three different colors.

Alice: Blue
Bob: Green (not Blue, since Alice is Blue)
Carol: Red
Dave: Green (not Red, because Carol is Red)
Ethan: Red
Fran: Red (not Green, since Bob and Dave are Green)""",
        "correct",
        "210100",
    ),
    Case(
        "gpt-4o: an alternative color in parentheses",
        "6v3c/363",
        "friends",
        """Here is a plan that works:

Alice: Green
Bob: Blue
Carol: Blue
Dave: Red
Ethan: Green (or Red)
Fran: Red""",
        "invalid_coloring",
    ),
    Case(
        "gpt-4o: markdown table with a neighbours column before the color",
        "7v3c/429",
        "math",
        """Here is a valid 3-coloring:

| Vertex | Neighbors | Color |
|--------|-----------|-------|
| 0 | 2, 3, 6 | Blue |
| 1 | 4, 5, 6 | Blue |
| 2 | 0, 5 | Green |
| 3 | 0, 5 | Green |
| 4 | 1, 5, 6 | Green |
| 5 | 1, 2, 3, 4 | Red |
| 6 | 0, 1, 4 | Red |

No two adjacent vertices share a color.""",
        "correct",
        "2211100",
    ),
    Case(
        "gemini-1.5-pro: table with a column of friends' shirt colors",
        "7v3c/429",
        "friends",
        """| Person | Shirt | Friends' shirts |
|---|---|---|
| Alice | Blue | Carol (Green), Dave (Green), George (Red) |
| Bob | Blue | Ethan (Green), Fran (Red), George (Red) |
| Carol | Green | Alice (Blue), Fran (Red) |
| Dave | Green | Alice (Blue), Fran (Red) |
| Ethan | Green | Bob (Blue), Fran (Red), George (Red) |
| Fran | Red | Bob (Blue), Carol (Green), Dave (Green), Ethan (Green) |
| George | Red | Alice (Blue), Bob (Blue), Ethan (Green) |""",
        "correct",
        "2211100",
    ),
    Case(
        "llama-3.1-405b: table cell naming two honorees",
        "6v3c/394",
        "cities",
        """| City | Monument |
|------|----------|
| 1 | Secretary of State |
| 2 | Secretary of State |
| 3 | President |
| 4 | Vice President |
| 5 | Vice President |
| 6 | President / Vice President |""",
        "invalid_coloring",
    ),
    Case(
        "claude-3.5-sonnet: groups by color, then the requested format",
        "8v4c/863",
        "math",
        """Vertex 1 is adjacent to every other vertex, so it gets a color of its own.

**Red:** 0, 6, 7
**Green:** 5
**Blue:** 2, 3, 4
**Yellow:** 1

In the requested format:

0 Red
1 Yellow
2 Blue
3 Blue
4 Blue
5 Green
6 Red
7 Red""",
        "correct",
        "03222100",
    ),
    Case(
        "gpt-4o: friends grouped by shirt color in bold bullets",
        "7v3c/493",
        "friends",
        """Yes! Here's how everyone can dress:

- **Red shirts:** Ethan, Fran, George
- **Green shirts:** Bob, Dave
- **Blue shirts:** Alice, Carol

No two friends wear the same color.""",
        "correct",
        "2121000",
    ),
    Case(
        "gemini-1.5-pro: a bold heading per color with bulleted names",
        "6v3c/394",
        "friends",
        """It is possible. Here is the plan:

**Red:**
* Carol
* Fran

**Green:**
* Dave
* Ethan

**Blue:**
* Alice
* Bob""",
        "correct",
        "220110",
    ),
    Case(
        "gpt-4o: cities with full titles and the honorees' names",
        "6v3c/363",
        "cities",
        """Yes, the government can do this.

- City 1: the first Vice President (John Adams)
- City 2: the first Secretary of State (Thomas Jefferson)
- City 3: the first Secretary of State (Thomas Jefferson)
- City 4: the first President (George Washington)
- City 5: the first Vice President (John Adams)
- City 6: the first President (George Washington)""",
        "correct",
        "122010",
    ),
    Case(
        "llama-3.1-405b: abbreviated honorees",
        "7v3c/222",
        "cities",
        """Plan:
1 Pres.
2 Sec.
3 VP
4 VP
5 Pres.
6 Pres.
7 Pres.""",
        "correct",
        "0211000",
    ),
    Case(
        "gpt-4o: single-letter colors with a legend",
        "5v2c/322",
        "math",
        """Vertex 3 touches 0, 1 and 2, and vertex 0 also touches 4. Using R for red and G for green:

0 G
1 G
2 G
3 R
4 R""",
        "correct",
        "11100",
    ),
    Case(
        "o1-mini: four colors as letters under a bold legend",
        "8v4c/1010",
        "math",
        """**Coloring (R = Red, G = Green, B = Blue, Y = Yellow):**

- 0: Y
- 1: Y
- 2: B
- 3: G
- 4: B
- 5: R
- 6: G
- 7: R""",
        "correct",
        "33212010",
    ),
    Case(
        "gpt-4o: letter Y although only three colors are allowed",
        "6v3c/216",
        "math",
        """0 R
1 G
2 Y
3 G
4 R
5 R""",
        "invalid_coloring",
        "013100",
    ),
    Case(
        "claude-3.5-sonnet: one assignment, then the swapped alternative",
        "5v2c/322",
        "friends",
        """Yes, this is possible. One possible assignment is:

Alice: Green
Bob: Green
Carol: Green
Dave: Red
Ethan: Red

Alternatively, you could swap every color:

Alice: Red
Bob: Red
Carol: Red
Dave: Green
Ethan: Green""",
        "correct",
        "00011",
    ),
    Case(
        "gpt-4o: two colorings offered, the last one broken",
        "6v3c/363",
        "math",
        """One valid coloring:
0 Green
1 Blue
2 Blue
3 Red
4 Green
5 Red

Another option:
0 Green
1 Blue
2 Blue
3 Red
4 Blue
5 Red""",
        "invalid_coloring",
        "122020",
    ),
    Case(
        "deepseek-r1 (visible answer): a clash found and a corrected full list",
        "7v3c/493",
        "math",
        """Let me try a coloring:
0 Red
1 Green
2 Blue
3 Green
4 Blue
5 Green
6 Blue

Wait, 2 and 4 are both Blue and (2,4) is an edge. Let me fix that: vertex 2 is adjacent to 1 (Green), 3 (Green) and 4, so 2 can be Red.

Corrected coloring:
0 Red
1 Green
2 Red
3 Green
4 Blue
5 Green
6 Blue""",
        "correct",
        "0101212",
    ),
    Case(
        "gpt-4o: bold Answer, then an Explanation restating some colors",
        "6v3c/394",
        "math",
        """**Answer:**

0 Blue
1 Blue
2 Red
3 Green
4 Green
5 Red

**Explanation:**
- Vertex 2 is Red and vertex 3 is Green because they share a triangle with 0 and 1.
- Vertex 0 is colored Blue since it is adjacent to 2 (Red) and 3 (Green).
- Vertex 1 is adjacent to Vertex 2 and Vertex 3, so it is colored Blue as well.
- Vertex 4 gets Green: it is adjacent to 1 (Blue) and 2 (Red).
- Vertex 5 is adjacent to 0 (Blue) and 4 (Green), so it gets Red.""",
        "correct",
        "220110",
    ),
    Case(
        "gemini-1.5-pro: each answer line with an indented neighbour check",
        "6v3c/363",
        "math",
        """Here's a valid coloring:

- **Vertex 0:** Green
    - Adjacent to Vertex 1 (Blue), Vertex 2 (Blue), and Vertex 3 (Red).
- **Vertex 1:** Blue
    - Adjacent to Vertex 0 (Green) and Vertex 3 (Red).
- **Vertex 2:** Blue
    - Adjacent to Vertex 0 (Green), Vertex 3 (Red), Vertex 4 (Green), and Vertex 5 (Red).
- **Vertex 3:** Red
    - Adjacent to Vertex 0 (Green), Vertex 1 (Blue), and Vertex 2 (Blue).
- **Vertex 4:** Green
    - Adjacent to Vertex 2 (Blue) and Vertex 5 (Red).
- **Vertex 5:** Red
    - Adjacent to Vertex 2 (Blue) and Vertex 4 (Green).""",
        "correct",
        "122010",
    ),
    Case(
        "claude-3.5-sonnet: plan with sub-bullets naming the friends' colors",
        "8v4c/578",
        "friends",
        """The plan:

- Alice: Green
  - Ethan is Blue, George is Red, Heather is Red
- Bob: Red
  - Bob has no friends in the group
- Carol: Green
  - Ethan is Blue, George is Red, Heather is Red
- Dave: Blue
  - Fran is Green, George is Red
- Ethan: Blue
  - Alice is Green, Carol is Green, Fran is Green, George is Red, Heather is Red
- Fran: Green
  - Dave is Blue, Ethan is Blue, George is Red
- George: Red
- Heather: Red""",
        "correct",
        "10122100",
    ),
    Case(
        "claude-3.5-sonnet: final answer, then an edge-by-edge verification",
        "7v3c/429",
        "math",
        """Final answer:

0 Blue
1 Blue
2 Green
3 Green
4 Green
5 Red
6 Red

Let me verify:
- 0-2: Blue-Green ✓
- 0-3: Blue-Green ✓
- 0-6: Blue-Red ✓
- 1-4: Blue-Green ✓
- 1-5: Blue-Red ✓
- 1-6: Blue-Red ✓
- 2-5: Green-Red ✓
- 3-5: Green-Red ✓
- 4-5: Green-Red ✓
- 4-6: Green-Red ✓""",
        "correct",
        "2211100",
    ),
    Case(
        "llama-3.1-405b: a clash the closing check does not notice",
        "6v3c/394",
        "math",
        """0 Blue
1 Green
2 Red
3 Green
4 Blue
5 Red

Verification: every edge connects different colors, so this coloring is valid.""",
        "invalid_coloring",
        "210120",
    ),
    Case(
        "gpt-4o: triangle argument, bold Impossible",
        "4v2c/60",
        "math",
        """Vertices 0, 1 and 2 form a triangle (edges (0,1), (0,2) and (1,2)). A triangle cannot be colored with only two colors, because each pair of its vertices must differ.

**Impossible**""",
        "correct",
    ),
    Case(
        "deepseek-r1: bold Answer: Impossible, then a walk through the failed alternation",
        "5v2c/466",
        "friends",
        """**Answer: Impossible**

**Explanation:**
The friendships form a cycle of five people: Alice – Bob – Carol – Ethan – Dave – Alice. With only two shirt colors, the colors would have to alternate around the cycle, but a cycle of odd length cannot alternate:
1. Alice: Red
2. Bob: Green
3. Carol: Red
4. Ethan: Green
5. Dave: Red, but Dave is friends with Alice, who also wears Red.""",
        "correct",
    ),
    Case(
        "o1-mini: sections, a K4 argument, boxed Impossible in LaTeX",
        "7v3c/895",
        "math",
        """### Analysis
Vertices 2, 3, 4 and 5 are pairwise adjacent: (2,3), (2,4), (2,5), (3,4), (3,5) and (4,5) are all edges. Four mutually adjacent vertices need four colors.

### Conclusion
Since only three colors are available, no valid coloring exists.

$$\\boxed{\\text{Impossible}}$$""",
        "correct",
    ),
    Case(
        "gpt-4o: a valid greedy attempt, then talks itself into Impossible",
        "6v3c/394",
        "math",
        """Let's try coloring greedily in order:
- 0: Red
- 1: Red
- 2: Green
- 3: Blue
- 4: Blue
- 5: Green

Vertex 4 is adjacent to 1 (Red) and 2 (Green), so Blue is fine, and 5 is adjacent to 0 (Red) and 4 (Blue), so Green works... but wait, 3 is adjacent to 4? No. Let me check (2,3): Green and Blue, fine. (0,3): Red and Blue. Hmm, I think there is a problem with the triangle 0, 2, 3 together with 1, 2, 3, so a valid coloring cannot be found.

Impossible""",
        "false_impossible",
    ),
    Case(
        "llama-3.1-405b: a plan for friends who cannot all be dressed",
        "6v3c/460",
        "friends",
        """After considering the friendships, here is a plan:

Alice: Red
Bob: Green
Carol: Blue
Dave: Red
Ethan: Blue
Fran: Blue""",
        "missed_impossible",
        "012022",
    ),
    Case(
        "llama-3.1-405b: declines, citing the problem's complexity",
        "7v3c/568",
        "math",
        """This problem requires checking a large number of possible colorings. Given the number of edges, determining whether a valid 3-coloring exists is too complex for me to solve reliably without a systematic search. I cannot determine a definitive answer.""",
        "refusal",
    ),
    Case(
        "llama-3.1-405b: a partial attempt hits a contradiction, then declines",
        "7v3c/568",
        "math",
        """Let's start with vertex 3, which has the most edges: Red.
- 0, 1, 2, 5, 6 cannot be Red.
- 0: Green
- 1: Green
- 2: Blue
- 5: Blue
- 6: adjacent to 0 (Green), 2 (Blue), 3 (Red) → no color left.

I have reached a contradiction, but other choices might work. I am unable to determine whether a valid coloring exists.""",
        "refusal",
    ),
    Case(
        "gpt-4o: reply cut off before the last vertex",
        "7v3c/222",
        "math",
        """Here is the coloring:

0 Red
1 Blue
2 Green
3 Green
4 Red
5 Red
6""",
        "invalid_coloring",
        "021100-",
    ),
    Case(
        "o1: LaTeX array in display math",
        "5v2c/322",
        "math",
        """The vertex 3 is adjacent to 0, 1 and 2, and 0 is adjacent to 4. A proper 2-coloring:

$$
\\begin{array}{c|c}
\\text{Vertex} & \\text{Color} \\\\
\\hline
0 & \\text{Green} \\\\
1 & \\text{Green} \\\\
2 & \\text{Green} \\\\
3 & \\text{Red} \\\\
4 & \\text{Red}
\\end{array}
$$""",
        "correct",
        "11100",
    ),
    Case(
        "qwen: inline LaTeX arrows per vertex",
        "6v3c/216",
        "math",
        """**Final coloring:**

- $v_0 \\to \\text{Blue}$
- $v_1 \\to \\text{Green}$
- $v_2 \\to \\text{Red}$
- $v_3 \\to \\text{Green}$
- $v_4 \\to \\text{Red}$
- $v_5 \\to \\text{Red}$""",
        "correct",
        "210100",
    ),
    Case(
        "llama-3.1-405b: the whole plan in one sentence",
        "5v2c/322",
        "friends",
        """Yes, it is possible: Alice wears a green shirt, Bob wears a green shirt, Carol wears a green shirt, Dave wears a red shirt and Ethan wears a red shirt.""",
        "correct",
        "11100",
    ),
    Case(
        "gpt-4o: JSON object in a fenced block",
        "7v3c/429",
        "math",
        """```json
{
  "0": "Blue",
  "1": "Blue",
  "2": "Green",
  "3": "Green",
  "4": "Green",
  "5": "Red",
  "6": "Red"
}
```""",
        "correct",
        "2211100",
    ),
    Case(
        "claude-3.5-sonnet: four colors, two friends in green",
        "8v4c/863",
        "friends",
        """Alice: Red
Bob: Yellow
Carol: Green
Dave: Blue
Ethan: Blue
Fran: Green
George: Red
Heather: Red""",
        "invalid_coloring",
        "03122100",
    ),
    Case(
        "claude-3.5-sonnet: leaves out the vertex without edges",
        "6v3c/216",
        "math",
        """Vertex 4 has no edges, so its color does not matter.

0 Blue
1 Green
2 Red
3 Green
5 Red""",
        "correct",
        "2101-0",
    ),
    Case(
        "gpt-4o: cities numbered from 0",
        "6v3c/216",
        "cities",
        """City 0: President
City 1: Vice President
City 2: Secretary
City 3: President
City 4: Vice President
City 5: President""",
        "invalid_coloring",
        "12010-",
    ),
    Case(
        "gpt-4o (demanding prompt): numbered list of vertices",
        "7v3c/222",
        "math_demanding",
        """1. Vertex 0: Red
2. Vertex 1: Blue
3. Vertex 2: Green
4. Vertex 3: Green
5. Vertex 4: Red
6. Vertex 5: Red
7. Vertex 6: Red""",
        "correct",
        "0211000",
    ),
    Case(
        "chat model with emoji markers (demanding prompt)",
        "5v2c/322",
        "math_demanding",
        """Vertex 3 is the hub. Coloring:
- 0: 🟢 Green
- 1: 🟢 Green
- 2: 🟢 Green
- 3: 🔴 Red
- 4: 🔴 Red""",
        "correct",
        "11100",
    ),
    Case(
        "gpt-4o: asks whether it is impossible, answers no, gives the plan",
        "8v4c/578",
        "cities",
        """Is it impossible? No — four honorees are available and the network is sparse, so three are enough here.

1 VP
2 President
3 VP
4 Secretary
5 Secretary
6 VP
7 President
8 President""",
        "correct",
        "10122100",
    ),
    Case(
        "claude-3.5-sonnet: tries, gets stuck, concludes in prose without the keyword line",
        "6v3c/548",
        "friends",
        """Alice, Bob, Carol and Dave are all friends with one another (Alice–Bob, Alice–Carol, Alice–Dave, Bob–Carol, Bob–Dave and Carol–Dave). Let me try anyway:

Alice: Red
Bob: Green
Carol: Blue
Dave: ?

Dave is friends with Alice, Bob and Carol, who already wear all three colors. Therefore, no valid plan exists for dressing everyone.""",
        "correct",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): clique check while thinking, Impossible",
        "8v4c/987",
        "math",
        """<think>
Vertices 1, 2, 3, 5, 6: check all pairs... 1-2 yes, 1-3 yes, 1-5 yes, 1-6 yes, 2-3 yes, 2-5 yes, 2-6 yes, 3-5 yes, 3-6 yes, 5-6 yes. K5. Needs 5 colors.
</think>

The vertices 1, 2, 3, 5 and 6 are pairwise adjacent, so they form a K₅. A K₅ needs five colors, so the graph is not 4-colorable.

Impossible""",
        "correct",
    ),
    Case(
        "gpt-4o: wrong argument, concludes not possible in prose",
        "5v2c/322",
        "math",
        """Vertex 3 is connected to 0, 1 and 2, and vertex 0 is connected to 4. With only two colors, 0, 1 and 2 must all differ from 3, and 4 must differ from 0. Since 0 and 4 are connected and 0 and 3 are connected, this leads to a conflict. Therefore, it is not possible to color this graph with two colors.""",
        "false_impossible",
    ),
    Case(
        "claude-3.5-sonnet: 'either ... or' for one person",
        "8v4c/1010",
        "friends",
        """Here is the plan:

Alice: Yellow
Bob: Yellow
Carol: Blue
Dave: Green
Ethan: Blue
Fran: Red
George: either Green or Blue
Heather: Red""",
        "invalid_coloring",
    ),
    Case(
        "claude-3.5-sonnet: two colors for one person, both said to work",
        "7v3c/222",
        "friends",
        """Alice: Red (she has no friends here)
Bob: Blue
Carol: Green
Dave: Green or Blue (both work)
Ethan: Red
Fran: Red
George: Red""",
        "invalid_coloring",
    ),
    Case(
        "llama-3.1-405b: one vertex in two color groups",
        "6v3c/394",
        "math",
        """Red: 2, 5
Green: 3, 4
Blue: 0, 1, 5""",
        "invalid_coloring",
    ),
    Case(
        "gemini-1.5-pro: lowercase colors after dashes",
        "4v2c/36",
        "friends",
        """Carol is friends with everyone else, so she needs her own color:

Alice - red
Bob - red
Carol - green
Dave - red""",
        "correct",
        "0010",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): bold Answer, plan, closing sentence",
        "7v3c/493",
        "friends",
        """<think>
Alice has the most friends: Bob, Dave, Ethan, Fran, George. Give her blue. Bob green, Dave green (Bob and Dave aren't friends). Carol is friends with Bob, Dave, Ethan, so Carol blue. Ethan, Fran, George red.
</think>

**Answer:**

Alice: Blue
Bob: Green
Carol: Blue
Dave: Green
Ethan: Red
Fran: Red
George: Red

This plan uses three colors, and no two friends share a shirt color.""",
        "correct",
        "2121000",
    ),
    Case(
        "gpt-oss (channels left in the text): analysis channel, then final channel",
        "5v2c/375",
        "math",
        """<|channel|>analysis<|message|>We need to 2-color. Triangle 1-2-3 exists, so impossible. Try 1 Red, 2 Green, 3 ... conflict.<|end|><|start|>assistant<|channel|>final<|message|>Vertices 1, 2 and 3 form a triangle, so two colors are not enough.

Impossible""",
        "correct",
    ),
    Case(
        "gpt-4o: a third color with only two allowed",
        "4v2c/36",
        "math",
        """0 Red
1 Red
2 Green
3 Blue""",
        "invalid_coloring",
        "0012",
    ),
    Case(
        "llama-3.1-405b: 'Final answer: Impossible.' after a vague search",
        "7v3c/568",
        "math",
        """After trying several assignments, every attempt leads to a conflict at vertex 3 or vertex 6.

Final answer: Impossible.""",
        "correct",
    ),
    Case(
        "o1-mini: Final Answer heading with a cities table",
        "7v3c/493",
        "cities",
        """### Final Answer

| City | Monument to |
|------|-------------|
| 1 | Secretary of State |
| 2 | Vice President |
| 3 | Secretary of State |
| 4 | Vice President |
| 5 | President |
| 6 | President |
| 7 | President |""",
        "correct",
        "2121000",
    ),
    Case(
        "chat model correcting itself with strikethrough",
        "6v3c/363",
        "friends",
        """Alice: Green
Bob: Blue
Carol: ~~Green~~ Blue
Dave: Red
Ethan: Green
Fran: Red""",
        "correct",
        "122010",
    ),
    Case(
        "gpt-4o: monuments spelled out for a network that cannot be planned",
        "4v2c/60",
        "cities",
        """City 1: monument to the first President
City 2: monument to the first Vice President
City 3: monument to the first President
City 4: monument to the first President""",
        "missed_impossible",
        "0100",
    ),
    Case(
        "gpt-4o: four honorees including the Speaker of the House",
        "8v4c/863",
        "cities",
        """1 President
2 Speaker of the House
3 Secretary of State
4 Secretary of State
5 Secretary of State
6 Vice President
7 President
8 President""",
        "correct",
        "03222100",
    ),
    Case(
        "llama-3.1-405b: an arrangement for a graph needing four colors",
        "7v3c/895",
        "friends",
        """Here's an arrangement:
- Alice: Red
- Bob: Red
- Carol: Green
- Dave: Blue
- Ethan: Red
- Fran: Green
- George: Blue""",
        "missed_impossible",
        "0012012",
    ),
    Case(
        "deepseek-r1 (visible answer): list, then a one-sentence summary by color",
        "6v3c/363",
        "math",
        """**Final Coloring:**
0 Green
1 Blue
2 Blue
3 Red
4 Green
5 Red

In summary, vertices 0 and 4 are Green, vertices 1 and 2 are Blue, and vertices 3 and 5 are Red.""",
        "correct",
        "122010",
    ),
    Case(
        "gpt-4o (demanding prompt): an alternative in parentheses on a two-color graph",
        "5v2c/322",
        "math_demanding",
        """0 Green
1 Green
2 Green
3 Red
4 Red (or Green)""",
        "invalid_coloring",
    ),
    Case(
        "deepseek-r1 (no reasoning parser): long think, then declines",
        "8v4c/779",
        "math",
        """<think>
Let me try 0 Red, 1 Green, 2 Blue, then 7 is adjacent to 0, 1, 2, 4 so 7 Yellow, 4 adjacent to 1, 2, 6, 7: Red. 6 adjacent to 1, 2, 4, 5: Yellow? 5 adjacent to 0, 1, 2, 6: Yellow conflicts with 6. Hmm. Backtrack...
</think>

I'm unable to solve this with confidence.""",
        "refusal",
    ),
    Case(
        "llama-3.1-405b: the whole coloring after a bold Final Answer label",
        "6v3c/216",
        "math",
        """Vertex 0 has the highest degree, so we start there.

**Final Answer:** 0: Blue, 1: Green, 2: Red, 3: Green, 4: Red, 5: Red""",
        "correct",
        "210100",
    ),
    Case(
        "o1-mini: attempt table with an unfillable row, then Impossible",
        "5v2c/466",
        "math",
        """| Vertex | Color |
|---|---|
| 0 | Red |
| 1 | Green |
| 2 | Red |
| 4 | Green |
| 3 | ? |

Vertex 3 is adjacent to 0 (Red) and 4 (Green), so it cannot be colored. The graph is an odd cycle.

Impossible""",
        "correct",
    ),
    Case(
        "claude-3.5-sonnet: hedged plan for friends who cannot all be dressed",
        "8v4c/779",
        "friends",
        """Alice: Red
Bob: Green
Carol: Blue
Dave: Green
Ethan: Red
Fran: Yellow
George: Yellow
Heather: Red or Yellow""",
        "missed_impossible",
    ),
    Case(
        "claude-3.5-sonnet: answer, then a note about one vertex",
        "6v3c/216",
        "math",
        """0 Blue
1 Green
2 Red
3 Green
4 Red
5 Red

Note that vertex 5 cannot be colored Green, since it is adjacent to 1 (Green).""",
        "correct",
        "210100",
    ),
    Case(
        "gemini-1.5-pro: arrows from each city to its honoree",
        "7v3c/429",
        "cities",
        """Here's a possible plan:

City 1 → Secretary of State
City 2 → Secretary of State
City 3 → Vice President
City 4 → Vice President
City 5 → Vice President
City 6 → President
City 7 → President""",
        "correct",
        "2211100",
    ),
    Case(
        "gpt-4o: an earlier 'impossible' branch in the reasoning, then the coloring",
        "8v4c/1010",
        "math",
        """If 0 and 1 had different colors, we would run out of colors for 4, 5, 6 and 7, so that case is impossible. So 0 and 1 share Yellow.

- 0: Yellow
- 1: Yellow
- 2: Blue
- 3: Green
- 4: Blue
- 5: Red
- 6: Green
- 7: Red""",
        "correct",
        "33212010",
    ),
    Case(
        "gpt-4o: friends plan, each line with a reason in parentheses",
        "4v2c/36",
        "friends",
        """Alice: Red (friends only with Carol)
Bob: Red (friends only with Carol)
Carol: Green (friends with Alice, Bob and Dave)
Dave: Red (friends only with Carol)""",
        "correct",
        "0010",
    ),
    Case(
        "o1-mini (demanding prompt): bold heading, arrows, one color unused",
        "8v4c/578",
        "math_demanding",
        """**Coloring:**
- Vertex 0 → Green
- Vertex 1 → Red
- Vertex 2 → Green
- Vertex 3 → Blue
- Vertex 4 → Blue
- Vertex 5 → Green
- Vertex 6 → Red
- Vertex 7 → Red

Only three of the four colors are needed.""",
        "correct",
        "10122100",
    ),
    Case(
        "claude-3.5-sonnet (demanding prompt): one-line verdict with the reason after it",
        "7v3c/895",
        "math_demanding",
        """It cannot be done: vertices 2, 3, 4 and 5 are all adjacent to one another, and four mutually adjacent vertices need four colors.""",
        "correct",
    ),
    Case(
        "llama-3.1-405b (demanding prompt): a coloring for a graph that has none",
        "6v3c/460",
        "math_demanding",
        """0 Red
1 Green
2 Blue
3 Red
4 Blue
5 Blue""",
        "missed_impossible",
        "012022",
    ),
    Case(
        "gpt-4o (demanding prompt): says it can be done but never gives the coloring",
        "6v3c/363",
        "math_demanding",
        """The graph has a triangle (0, 2, 3) but no set of four mutually adjacent vertices, and a greedy pass in the order 2, 3, 0, 1, 4, 5 never runs out of colors. So yes, a 3-coloring exists.""",
        "no_answer",
    ),
    Case(
        "gpt-4o: bold city labels with the Speaker of the House",
        "8v4c/1010",
        "cities",
        """**City 1**: the first Speaker of the House
**City 2**: the first Speaker of the House
**City 3**: the first Secretary of State
**City 4**: the first Vice President
**City 5**: the first Secretary of State
**City 6**: the first President
**City 7**: the first Vice President
**City 8**: the first President""",
        "correct",
        "33212010",
    ),
    Case(
        "claude-3.5-sonnet: odd loop of highways, Impossible",
        "5v2c/466",
        "cities",
        """The highways form a single loop through five cities: 1 – 2 – 3 – 5 – 4 – 1. With only two kinds of monument, neighbouring cities on the loop would have to alternate, and a loop of odd length cannot alternate all the way around.

Impossible""",
        "correct",
    ),
    Case(
        "gemini-1.5-pro: plan for a network that cannot be planned",
        "6v3c/548",
        "cities",
        """Here is a plan for the monuments:

* **City 1:** President
* **City 2:** Vice President
* **City 3:** Secretary of State
* **City 4:** Vice President
* **City 5:** Secretary of State
* **City 6:** Vice President""",
        "missed_impossible",
        "012121",
    ),
    Case(
        "gpt-4o: declares an easy party impossible",
        "8v4c/578",
        "friends",
        """Ethan is friends with Alice, Carol, Fran, George and Heather, and George is friends with five people as well. With so many overlapping friendships, it is impossible to dress everyone so that no two friends match.""",
        "false_impossible",
    ),
    # --- final stance, not the word (issue: scores a careful grader would sign) ----------
    # A verdict taken back in its own sentence is no verdict: the grader cannot tell which
    # way the reply answers, whichever way the graph goes.
    Case(
        "small model: 'impossible, or maybe not' on a triangle",
        "4v2c/23",
        "math",
        """I'd say it is impossible, or maybe not.""",
        "no_answer",
    ),
    Case(
        "chat model: verdict then 'but I'm not sure' on a triangle",
        "4v2c/27",
        "cities",
        """Cities 0, 1 and 3 are all linked to one another, so with two colors this cannot be done, but I'm not entirely sure.""",
        "no_answer",
    ),
    Case(
        "chat model: 'possible, or perhaps not' on a triangle",
        "4v2c/34",
        "friends",
        """Looking at the friendships, I think it is possible, or perhaps not.""",
        "no_answer",
    ),
    # "Impossible" said of an attempt written before a colon judges that attempt only.
    Case(
        "small model: tries assignments, each 'impossible', never concludes",
        "4v2c/23",
        "math",
        """Trying 0 Red, 1 Green, 2 Red: that would be impossible because 0-2 is an edge. Trying again: 0 Red, 1 Green, 2 Green: also impossible. I'll keep trying.""",
        "no_answer",
    ),
    Case(
        "reasoning model: every case tried, then a verdict after a colon",
        "4v2c/23",
        "math",
        """0, 1 and 2 are pairwise adjacent. After trying every option for vertex 0: it is impossible.""",
        "correct",
    ),
    Case(
        "reasoning model: verdict with a 'but not because' aside, still a verdict",
        "4v2c/23",
        "math",
        """Vertices 0, 1 and 2 form a triangle, and a triangle needs three colors. So a 2-coloring is impossible, but not because of vertex 3, which is isolated.

Impossible""",
        "correct",
    ),
    Case(
        "small model: plain denial, no coloring, on a triangle",
        "4v2c/23",
        "math",
        """The graph has three edges between 0, 1 and 2. It isn't impossible.""",
        "no_answer",
    ),
    Case(
        "chatty model: asks itself, answers no",
        "4v2c/23",
        "math_demanding",
        """Is it impossible? No. We just need to pick colors carefully for each vertex.""",
        "no_answer",
    ),
    Case(
        "small model: rhetorical 'Impossible? Not at all.' on a K4",
        "6v3c/310",
        "friends",
        """Impossible? Not at all. Everyone just picks a shirt that differs from their friends' shirts.""",
        "no_answer",
    ),
    Case(
        "boilerplate 'impossible' at the start, then a complete coloring",
        "4v2c/47",
        "math",
        """This is impossible due to the cycle, or so it seems at first. Let me try alternating colors around 0-1-3-2:

0 Red
1 Green
2 Green
3 Red""",
        "correct",
        "0110",
    ),
    Case(
        "boilerplate 'impossible' then 'yes, you could'",
        "4v2c/23",
        "cities",
        """This is impossible due to the highway network, one might think. But yes, you could manage it with some care.""",
        "no_answer",
    ),
    Case(
        "options tagged (Impossible), no final answer",
        "4v2c/23",
        "math",
        """Let's try the options for vertex 0.

Option 1: 0 Red, 1 Green, 2 Red (Impossible)
Option 2: 0 Green, 1 Red, 2 Green (Impossible)

Both options fail at the edge (0,2).""",
        "no_answer",
    ),
    Case(
        "parrots the instruction about the last line",
        "6v3c/310",
        "math",
        """I will check each vertex and its neighbours. If it can't be done, the last line of my reply will be "Impossible". Vertex 0 touches 1, 2 and 3.""",
        "no_answer",
    ),
    Case(
        "refusal quoting the word",
        "6v3c/310",
        "cities",
        """I am not able to make the last line 'Impossible' because I cannot verify every case for these highways.""",
        "refusal",
    ),
    Case(
        "verdict in other words: no such coloring exists",
        "6v3c/310",
        "math_demanding",
        """Vertices 0, 1, 2 and 3 are pairwise adjacent, so they need four different colors, and we only have three. No such coloring exists.""",
        "correct",
    ),
    Case(
        "verdict in other words: that's not possible",
        "4v2c/23",
        "friends",
        """Alice, Bob and Carol are all friends with each other, and there are only two shirt colors. That's not possible.""",
        "correct",
    ),
    Case(
        "contradicts itself with no final stance",
        "4v2c/23",
        "math",
        """It cannot be done since 0, 1, 2 form a triangle. Hmm, actually it can be done.""",
        "no_answer",
    ),
    # --- what is a coloring ------------------------------------------------------------
    Case(
        "color legend only, no assignment",
        "6v3c/116",
        "math",
        """We will use red (1), green (2), or blue (3) for the vertices, making sure the two ends of every edge differ.""",
        "no_answer",
    ),
    Case(
        "numbers in prose, never stitched into a coloring",
        "4v2c/47",
        "cities",
        """The first President was elected in 1789 and the first Vice President served alongside him. City 1 is far from city 4, and a highway runs between city 2 and city 4.""",
        "no_answer",
    ),
    Case(
        "self-correction under an explanation heading",
        "6v3c/116",
        "math",
        """0 Red
1 Green
2 Red
3 Green
4 Green
5 Red

**Explanation:** 1 and 3 are adjacent and both Green.
Wait, let me correct the coloring:
0 Red
1 Green
2 Red
3 Red
4 Green
5 Red""",
        "correct",
        "010010",
    ),
    Case(
        "a description in parentheses, not an alternative",
        "4v2c/47",
        "math",
        """0 Red
1 Green
2 Green (the only color left, which is red or green)
3 Red""",
        "correct",
        "0110",
    ),
    # --- the last word on the question, and "impossible" said of a plan (issue 32) --------
    # A grader reads the reply's last word on whether it can be done: an "impossible" said
    # earlier does not stand against a final "yes, it can be done"; and "impossible" said of
    # a plan, an attempt or a step the model proposes judges that plan, not the graph. With
    # no coloring given, such replies answer nothing.
    Case(
        "small model: looks impossible at first, last word 'so yes, it can be done'",
        "4v2c/60",
        "math",
        """At first this looks impossible: 0, 1 and 2 are all joined to each other, and there are only two colors.

But we can alternate the two colors as we go, giving each vertex the color its neighbour does not have.

So yes, it can be done.""",
        "no_answer",
    ),
    Case(
        "small model: 'it cannot be done' early, then 'yes, you could' with no shirts named",
        "6v3c/310",
        "friends",
        """Alice, Bob, Carol and Dan are all friends with one another, so it cannot be done easily, I thought. Thinking again about the shirts: yes, you could give each person a shirt so that no two friends match, if you choose them in the right order.""",
        "no_answer",
    ),
    Case(
        "small model: its own plan 'would be impossible', no verdict on the map",
        "4v2c/23",
        "cities",
        """My plan is to give city 1 and city 2 the same monument, which would be impossible because a highway joins them. I need to think about the other cities before I can decide.""",
        "no_answer",
    ),
    Case(
        "small model: a first try rejected ('which is impossible because'), then it stops",
        "6v3c/310",
        "math",
        """I'd first try to color vertex 3 Red like vertex 0, which is impossible because 0 and 3 share an edge. Next I would look at vertex 4 and its neighbours.""",
        "no_answer",
    ),
    Case(
        "small model: one step called impossible, then a plan to go on",
        "5v2c/58",
        "math_demanding",
        """Let me give vertex 2 the same color as vertex 0. This step is impossible, since 0 and 2 are adjacent. Let me go back and choose again for vertex 1.""",
        "no_answer",
    ),
    Case(
        "small model: 'yes, you could' after an attempt it calls impossible, last word yes",
        "4v2c/60",
        "friends",
        """Suppose Alice and Bob both wear Red, which would be impossible since they are friends.

Is it impossible overall? Let me think. Yes, you could still find shirts for everyone with more thought.""",
        "no_answer",
    ),
    Case(
        "neighbour kept: the graph needs a third color, 'which is impossible' (a verdict)",
        "4v2c/23",
        "math",
        """Vertices 0, 1 and 2 are joined in a triangle, so we would need a third color, which is impossible with only Red and Green.""",
        "correct",
    ),
    # --- closing sentences that say it can be done (issue 40, item 22) -------------------
    Case(
        "small model: impossible talk, then a closing 'after trying, yes, it can be done'",
        "4v2c/23",
        "math",
        """Vertex 0 is joined to 1 and 2, and 1 is joined to 2. That looks impossible at first with only Red and Green, because the three of them touch each other.

But after trying a few ways, yes, it can be done with the two colors.""",
        "no_answer",
    ),
    Case(
        "small model: 'impossible' for one pair, closing 'so yes, the friends could all get shirts'",
        "4v2c/27",
        "friends",
        """Alice and Bob are friends, so it is impossible for them both to wear Red. Dave is friends with Alice and Bob too.

So yes, they could all get shirts with no friend matching.""",
        "no_answer",
    ),
    Case(
        "neighbour kept: 'yes it can be done' early, a closing verdict line after it",
        "4v2c/34",
        "math",
        """At first I thought yes, it can be done. Then I checked: 0, 2 and 3 form a triangle, and a triangle needs three colors, so it cannot be done with Red and Green.
Impossible""",
        "correct",
    ),
    Case(
        "small model: closing 'yes, it can be done' that quotes the instruction's word",
        "4v2c/23",
        "cities",
        """The highways join city 1 with city 2 and city 3, and city 2 with city 3. Monuments must differ along each highway.

Yes, it can be done, so there is no need to write "Impossible" at the end.""",
        "no_answer",
    ),
    Case(
        "small model: 'this can be done, I will not answer Impossible' after an impossible attempt",
        "4v2c/34",
        "friends",
        """Alice and Carol are friends, so the same shirt for both of them is impossible.
Everyone can be dressed, so I will not answer Impossible.""",
        "no_answer",
    ),
    Case(
        "neighbour kept: the instruction's word written as the verdict it is",
        "4v2c/27",
        "math",
        """0, 1 and 3 are all joined to each other, so they need three different colors. With two colors it cannot be done, so I will write Impossible.
Impossible""",
        "correct",
    ),
    Case(
        "small model: closing 'there is no way to do this without <a method>'",
        "4v2c/23",
        "friends",
        """There are four people and three friendships. Alice, Bob and Carol are all friends with each other.

There is no way to do this without a careful plan for every shirt.""",
        "no_answer",
    ),
    Case(
        "small model: closing 'no way to color it without trying every option' (a method)",
        "4v2c/27",
        "math",
        """We have 4 vertices and the edges (0,1), (0,3), (1,3).

There's no way to color it without trying every option one by one.""",
        "no_answer",
    ),
    Case(
        "neighbour kept: 'no way to do this without two friends sharing a shirt' is a verdict",
        "4v2c/34",
        "friends",
        """Alice is friends with Carol and Dave, and Carol is friends with Dave. With only red and green shirts, there is no way to do this without two friends wearing the same color.
Impossible""",
        "correct",
    ),
    # --- labels that name no vertex (issue 32) ------------------------------------------
    Case(
        "small model: '-1' written where vertex 1 belongs (a minus sign, not a bullet)",
        "4v2c/36",
        "math",
        """0 Green
2 Red
3 Green
-1 Green""",
        "invalid_coloring",
        "1-01",
    ),
)
