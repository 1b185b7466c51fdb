"""The false-edge reader on the hand-labelled corpus of issue 39, part by part.

The labels were written by people who never read the reader's rules (see
``kcoloring_edge_corpus/README.md``), so these figures can fall when a rule changes. Each
part is held at the figure it reached when last tuned on: every part has been, ``heldout3``
since 3.2.0 (measured fresh on 3.1.0 at 84.6% recall and 78.6% precision), ``tune2`` since
it came (measured fresh at 83.3% and 89.7%) and ``heldout4`` since round 6 (measured fresh
on the round-5 reader at 84.8% and 88.5%), ``heldout5`` since round 7 (measured once on
the round-6 reader at 90.3% and 97.3%) and ``heldout6`` since round 8 (measured once on the
round-7 reader at 91.8% and 92.9%) and ``heldout7`` since round 9 (measured once on the
round-8 reader at 89.3% and 83.3%) and ``heldout8`` since round 10 (measured once on the
round-9 reader at 86.1% and 81.1%) and ``heldout9`` since round 11 (measured once on the
round-10 reader at 88.0% and 72.7%) and ``heldout10`` since round 12 (measured once on the
round-11 reader at 86.0% and 85.2%) and ``heldout11`` since round 13 (measured once on the
round-12 reader at 86.5% and 81.4%) and ``heldout12`` since round 14 (measured once on the
round-13 reader at 92.0% and 97.2%) and ``heldout13`` and ``heldout14`` since round 15
(each measured once on the round-14 reader, at 91.2% and 85.1% and at 88.0% and 88.7%;
one ``heldout14`` label was fixed in round 15, on which the round-14 reader reads 88.1% and
89.5%) and ``heldout15`` since round 16 (measured once on the round-15 reader at 89.6% and
93.5%; round 16 tuned on it together with what was left in ``heldout13`` and ``heldout14``)
and ``heldout16`` since round 17 (measured once on the round-15 reader at 94.4% and 80.8%,
and on the round-16 reader at 94.4% and 80.2%; round 17 tuned on all of it together with the
o3-style texts, ``*-o3.jsonl`` or ``o3.jsonl``, of every other part but ``heldout17``).
``heldout17`` (measured once on the reader after round 16 at 89.9% and 89.9%, rounds 15
and 16 the same, and on the round-17 reader at 90.8% and 90.0%) since round 18, which tuned
on all of it together with the gemini, grok-kimi and gpt-oss texts (``*-gemini.jsonl``,
``*-grok-kimi.jsonl``, ``*-gpt-oss.jsonl`` and the untagged files) of every part.
``heldout18`` and ``heldout19`` (the latter all o3) were measured once on the reader after
round 16 (97.2% and 95.4%; 86.7% and 100%), round 17 the same, and are held at what round 18
reads (``heldout18`` 97.2% and 96.3%: one false report fewer, gemini); round 18 tuned on
``heldout18``'s gemini, grok-kimi and gpt-oss texts only, and on nothing of ``heldout19``:
their other texts still measure generalisation. ``heldout20`` (mostly gemini, grok-kimi and
gpt-oss texts, written while round 18 ran) was measured once on the round-17 reader (88.5%
and 89.5%) and on the round-18 reader (89.6% and 89.6%), and is held since round 19, which
tuned on all of it (95.8% and 98.9%) and on the classes it shares with earlier parts
(``tune2`` and ``heldout4`` one gemini edge more each). ``heldout21`` (mostly gemini and
grok-kimi texts, written while round 19 ran) was measured once on the round-18 reader (95.2%
and 81.4%), the round-19 reader the same, and is held since round 20, which tuned on all of
it (95.2% and 92.9%); round 20's "pairs with" rule also took two false reports off
``heldout18``'s claude texts (precision 96.3% -> 98.1%), a general rule, not tuned on them.
``heldout22`` (40 of its 104 texts gemini, written while round 20 ran) was measured once on
the round-19 reader (92.2% and 83.9%), round 20 the same, and is held since round 21, which
tuned on all of it with one rule for which group a clique word names (94.1% and 100%); the
rule also took ``heldout21``'s three false reports of that class off (precision 92.9% ->
97.5%), and its pronoun reading found one more ``heldout10`` edge (93.5% -> 94.4% recall).
``heldout23`` (40 gemini and 40 o3 texts of 144, written while round 21 ran) was measured
once on the round-20 reader (88.0% and 91.7%) and on the round-21 reader (88.0% and 95.7%:
three false reports fewer, a rule not tuned on it), and is held since round 22, which read
all of it and the o3 misses of every part's first measure and wrote one rule a class (rows
run together, a consequence after a claim, a colouring checked edge by edge, an aside in
brackets, glued codes; 98.7% and 97.4%). The same rules, not tuned on them, raised
``heldout19`` (all o3, 86.7% -> 93.3% recall), ``heldout11`` (91.0% -> 91.9%), ``heldout14``
(94.4% -> 95.2%), ``heldout17`` (94.5% -> 95.4%) and ``heldout20`` (95.8% -> 96.9%).
``heldout24`` (40 each of gemini, o3 and grok-kimi texts of 184, written while round 22 ran)
was measured once on the round-21 reader (84.0% and 74.3%; round 20 84.0% and 71.8%) and on
the round-22 reader (86.0% and 74.8%), and is held since round 23, which read its misses
and false reports and the same classes in every part's first measure and wrote one general
rule a class (a clique named as a place or a direction, "fails on", a step-numbered table, a
pronoun in a reason clause, a group between dashes before its verb, two vertices said to
clash; 91.0% and 94.8%). The same rules, not tuned on them, took ``heldout5``'s one false
report of the "fails on" class off (precision 99.5% -> 100%) and found ``heldout23``'s last
miss, o3's "4 and 0 clash (both R)" (98.7% -> 100% recall). ``heldout25`` (40 o3 and 40
gemini texts of 144, written while round 23 ran) was measured once on the round-22 reader
(88.5% and 85.2%) and on the round-23 reader (the same in every style and frame), and was
held at that, not tuned on; round 24, which read its false reports, wrote one rule from them
(a clique word before "on" and a braced group names that group: o3's "N(5) = {0, 1, 3, 4, 7}
gives a second K5 on {1, 3, 4, 5, 7}"; 88.5% and 88.5%) and left its take-back pass off
(see docs/kcoloring-false-edges.md, round 24). ``heldout26`` and ``heldout27`` (144 texts
each, 48 o3 and 48 gemini in each, written while round 24 ran) were measured once on the
round-23 reader (89.5% and 91.9%; 89.3% and 78.1%) and on the round-24 reader (the same in
every style and frame), and are held since round 25, which read their misses and false
reports and the same classes in every part's first measure and wrote one general rule a
class (a group whose own pairs are denied, a counted reference back, the complement named by
a letter, a reason clause without a comma, a degree with its list; 92.1% and 97.2%, 94.0%
and 82.3%); its degree rule, not tuned on it, found one more ``tune`` edge (qwen3, "1:
degree 2 (neighbors 0 and 2)": 98.0% -> 98.7% recall). ``heldout28`` (144 texts, 48 o3 and
48 gemini, written while round 25 ran, by writers told that a statement corrected only later
counts) was measured once on the round-24 reader (85.7% and 72.5%) and on the round-25 reader
(the same in every style and frame), and is held at that, not tuned on; the statement-level
guard after round 25 (a sentence of a longer line mostly about another graph) took a gemini
list of missing pairs (72.5% -> 82.5% precision). ``heldout29`` (144 texts, 48 o3 and 48
gemini, written after that guard) was measured once on the reader with it (89.7% and 89.7%; the
reader of f2e42de, before rounds 24 and 25, the same) and is held at that, not tuned on.
Round 26 read the o3 misses and wrong reports of every part's first measure (held-out 5 to
28) and wrote one general rule for each class found in three parts or more (a count beside
a list, a pair checked and ticked, a leaf that "hangs off" its neighbour); it raised
``heldout24`` (91.0% and 94.8% -> 93.0% and 94.9%), ``heldout25`` (88.5% and 88.5% -> 91.0%
and 89.9%), ``heldout27`` (94.0% and 82.3% -> 96.4% and 82.7%), ``heldout28`` (85.7% and
82.5% -> 92.2% and 83.5%; one gemini edge of those, a row with its count) and ``heldout10``
(grok-kimi's "vertex 3 hangs off 4", one of the third class: 94.4% -> 95.3% recall).
Round 27 wrote one general rule from the wrong reports of every part's first measure (a
search's candidates: "within {..}, find K4", "0-3-5: needs 3-5 ..."): ``heldout27`` 82.3% ->
90.8% and ``heldout28`` 82.5% -> 98.5% precision; no other part changed.
``heldout30`` (144 texts, 48 o3 and 48 gemini), ``heldout31`` and ``heldout32`` (144 texts
each, 48 gpt-oss and 48 o3 in each), written while rounds 26 and 27 ran, were measured once on
the reader before them (6c4b1d4: 80.8% and 85.5%; 75.7% and 73.7%; 84.3% and 78.9%) and are
held at that, not tuned on. Rounds 26 and 27 together, not tuned on them, read ``heldout29``
91.0% and 89.9% (one o3 edge more), ``heldout30`` the same, ``heldout31`` 77.0% and 74.0% (round
26 two o3 edges more, round 27 one fewer) and ``heldout32`` 87.6% and 79.6% (three edges more).
``heldout33`` (144 texts, 48 o3 and 48 gemini) and ``heldout34`` (144 texts, 48 gpt-oss and 48
o3), written after rounds 26 and 27, were measured once on the reader with both (c367d3c:
90.5% and 91.8%; 85.0% and 95.8%, where the reader before them read 86.1% precision, round
27's search rule taking 8 wrong reports off) and were held at that, not tuned on, until round
31 read them (below).
``heldout35`` (144 texts, 48 o3 and 48 gemini) and ``heldout36`` (144 texts, 48 gpt-oss and 48
o3), written while round 31 ran, were measured once on the reader with rounds 26 to 30
(c555d91: 83.1% and 89.6%; 85.9% and 90.5%); round 31, not tuned on them, read them the
same, and round 32 read and tuned on them (below).
``heldout37`` (144 texts, 48 o3 and 48 gemini) and ``heldout38`` (144 texts, 48 gpt-oss and 48
o3), written while round 32 ran, were measured once on the reader with round 31 (3b3c471:
85.0% and 86.1%; 87.8% and 80.2%; the reader before it, c7e4880, the same), not tuned on
until round 34 read them (below).
``heldout39`` (144 texts, 48 o3 and 48 gemini) and ``heldout40`` (144 texts, 48 gpt-oss and 48
o3), written while round 32 ran, were measured once on the reader with round 31 and the speed
round after round 30 (b1f35f4: 83.3% and 88.2%; 91.2% and 73.0%), then read and tuned on by
round 33 (below). Round 32, not tuned on them, read ``heldout37``, ``heldout39`` and
``heldout40`` the same and ``heldout38`` two qwq wrong reports fewer (82.3% precision); with
rounds 31 and 32 ``heldout31`` reads 81.1% and 81.1% (an o3 edge from each). Round 33, not
tuned on them, read ``heldout37`` one gemini edge more (86.2% and 86.2%) and ``heldout38``
the same.
``heldout41`` (144 texts, 48 o3 and 48 gemini) and ``heldout42`` (144 texts, 48 gpt-oss and 48
r1), written while round 34 ran, were measured once on the reader with rounds 32 and 33
(083e828: 93.8% and 84.3%; 98.7% and 72.9%); round 34, not tuned on them, read them the
same; then round 35 read and tuned on them (below).
``heldout43`` (144 texts, 48 o3 and 48 gpt-oss) and ``heldout44`` (144 texts, 48 gemini and 48
r1), written while round 34 ran, were measured once on the reader with round 34 (c47ecb0: 92.0%
and 85.1%; 89.3% and 82.7%); round 35, not tuned on them, read them the same; then round 36
read and tuned on them (90.8% and 92.9%; 93.3% and 93.3%; no label changed; ``heldout43``'s
recall fell by one gpt-oss pair that only the whole graph wrongly called complete had hit).
Round 36, not tuned on them, raised ``heldout24`` (94.0% and 94.9% -> 95.0% and 95.0%),
``heldout27`` (96.4% -> 97.6% recall), ``heldout32`` (91.0% and 81.8% -> 92.1% and 86.3%),
``heldout35`` (93.5% -> 97.3% precision), ``heldout37`` (90.0% and 86.7% -> 91.2% and 86.9%)
and ``heldout41`` (with round 35, 93.8% and 92.6% -> 95.0% and 92.7%).
``heldout45`` (144 texts, 48 o3 and 48 gemini) and ``heldout46`` (144 texts, 48 gpt-oss and 48
r1), written while round 35 ran, were measured once on the reader with rounds 34 and 35
(bfc27dd: 77.2% and 82.4%; 92.6% and 83.3%), not tuned on; round 36, not tuned on them, read
them the same. ``heldout47`` (144 texts, 48 o3 and 48 r1), written while round 36 ran, was
measured once on the reader with rounds 34 to 36 (12477a5: 83.8% and 89.3%), not tuned on;
round 37 read it the same. ``heldout48`` (144 texts, 48 o3 and 48 gemini) and ``heldout49``
(144 texts, 48 gpt-oss and 48 r1), written while round 38 ran, were measured once on the
reader with rounds 34 to 37 (4ba1d73, with the number-sign fix: 87.2% and 85.0%; 2e4903d,
4ba1d73 the same: 93.8% and 89.3%), not tuned on. ``heldout50`` (144 texts, 48 o3 and 48
gemini) and ``heldout51`` (144 texts, 48 qwq and 48 qwen3), written while rounds 39 and 40 ran,
were measured once on the reader with rounds 34 to 38 (b049f42: 89.3% and 81.7%; 87.2% and
81.0%), not tuned on. ``heldout52`` (144 texts, 48 gpt-oss and 48 r1), written while
rounds 41 and 42 ran, was measured once on the reader with rounds 34 to 40 (1de441e, b049f42
the same: 95.3% and 86.3%), not tuned on. ``heldout53`` (80 texts, 40 o3 and 40 gemini) and
``heldout54`` (104 texts, 48 qwen3 and 8 in each other style), written while round 45 ran,
were measured once on the reader with rounds 34 to 44 (527e89b: 80.5% and 89.2%; 85.5% and
85.5%), not tuned on; ``heldout55`` (144 texts, 48 gemini and 48 gpt-oss), written while
round 46 ran, was measured once on the reader with round 46 (8d8464b, 527e89b the same:
88.0% and 80.5%), not tuned on. ``real-o1-mini`` holds 322 of the sequel's own o1-mini replies (real
text, MIT licence), labelled by hand before any reader ran (10 false edges), measured once on
the same reader (50.0% and 100%), and read and tuned on by round 46 (90.0% and 100%: a
check's verdict after a list, "individuals", a group on a line of its own before its clique
claim, an item's possessive); round 46 took five wrong reports off ``heldout29`` (100%
precision) and found one more ``heldout45`` edge (83.5%); round 47 (relation lines of every
o1-mini reply that no shape read) found one more ``heldout30`` edge (91.8%). Round 37 read and tuned on ``heldout45`` (below).
Round 29 read the friends frame's misses and the cities and math_demanding frames' wrong
reports in every part's first measure (held-out 5 to 30) and wrote one rule a class (a pair
reported absent after a dash, "4-5 — I don't think it's listed"; a group's own pairs
trailing off before a question; a pair that labels a check of one end's list lacking the
other; every other person counted, "all seven of the others"); they raised
``heldout7`` (99.1% -> 100% precision), ``heldout18`` (98.1% -> 99.0%), ``heldout25``
(89.9% -> 91.0%) and ``heldout29`` (91.0% and 89.9% -> 92.3% and 91.1%: a gemini edge more,
an o3 wrong report fewer); its fifth rule, initials defined in two more notations (a letter in LaTeX
bold or markdown before its name, "Alice A, Bob B, Carol C"), found a ``heldout21`` gemini edge (95.2% -> 96.4% recall).
On the four parts it had not seen, round 29 found one more ``heldout34`` edge (85.0% -> 86.2%
recall) and took two ``heldout32`` wrong reports off (79.6% -> 81.2% precision).
Round 28 read ``heldout29`` and ``heldout30`` (their misses and wrong reports) and tuned on
them with general rules for the classes that recur in earlier parts' first measures (a
neighbour named with its colour; "K₈"; a pronoun after a lone vertex and a colon, "Now City 9:
it connects to ..."; its inline edge check, "Friends" column and "all seven of the others"
were rounds 26's and 29's already, and were folded into theirs when merged). With rounds 26 to
29: ``heldout29`` 94.9% and 91.4%, ``heldout30`` 86.3% and 86.3%; ``heldout24`` (94.0% and
94.9%) and ``heldout26`` (93.4% and 97.3%) one edge more each. On the parts it had not seen it
found one ``heldout33`` edge (90.5% -> 91.9%) and one ``heldout34`` edge but added a
``heldout34`` wrong report (86.2% and 95.8% -> 87.5% and 94.6%); ``heldout31`` and
``heldout32`` read as before it.
Round 30 read ``heldout31`` and ``heldout32`` (their misses and wrong reports; both tuned on
since) and wrote rules for three classes that recur (a colouring checked pair by pair, each
pair with its two colours: a line "- Alice-Bob: Blue vs Red ✓", a "| Pair | Colours |"
table; a clique's group given as an example after a comma, ", for example {..}"; pairs in
the scope of a denial: runs split by ";" before "are all absent"): ``heldout31`` 77.0% and
74.0% -> 78.4% and 80.6%, ``heldout32`` 87.6% and 81.2% -> 89.9% and 81.6%; no other part
it had read changed. On ``heldout34``, not read, it found one more edge (87.5% and 94.6% ->
88.8% and 94.7%), and ``heldout33`` read the same.
Round 31 read ``heldout33`` and ``heldout34`` (their misses and wrong reports; both tuned on
since) and wrote one rule for each of three classes that recur in the earlier parts' first
measures (a vertex "next to" others, "12 is next to 2"; a list carried on after a dash, "...
— and with Fran, so ..."; "every vertex except X" as "every other vertex except X"):
``heldout33`` 91.9% and 91.9% -> 94.6% and 92.1%, ``heldout34`` 88.8% and 94.7% -> 91.2% and
94.8%; one labelled edge more each in ``heldout11`` (91.9% -> 92.8% recall), ``heldout18``
(97.2% -> 98.1%), ``heldout26`` (93.4% -> 94.7%), ``heldout28`` (92.2% -> 93.5%),
``heldout31`` (78.4% and 80.6% -> 79.7% and 80.8%) and ``heldout32`` (89.9% and 81.6% -> 91.0%
and 81.8%); no wrong report added in any part, no label changed.
Round 32 read ``heldout35`` and ``heldout36`` (their misses and wrong reports; both tuned on
since) and wrote rules for the classes that recur in them or in earlier first measures (a
scope about non-edges ended by a section heading left unread, "**Verification**"; a run of
edges checked with their two colours, "Spot-check a few: 5–8 Treasurer/President ✓, ...";
a vertex's bracketed note that it is joined to all the others, "vertex 11 (degree 10,
adjacent to everything except 4)"; and guards: a braced pair after the sign of membership, "but not with
each other", a row's own pairs "- 4: 4-7, 4-8", "adj to" as a next subject's verb):
``heldout35`` 83.1% and 89.6% -> 86.7% and 93.5%, ``heldout36`` 85.9% and 90.5% -> 91.0% and
91.0%; ``heldout15`` (92.7% -> 93.8% recall), ``heldout25`` (91.0% and 91.0% -> 92.3% and
91.1%), ``heldout30`` (86.3% and 86.3% -> 87.7% and 86.5%) and ``heldout31`` (78.4% and 80.6%
-> 79.7% and 80.8%) one edge more each; no other part changed.
Round 33 read ``heldout39`` and ``heldout40`` (their misses and wrong reports; both tuned on
since) and wrote rules for the classes that recur in them or in earlier first measures (a
clique claim whose subject counts its group in digits, "these 8 cities form a K8", takes
no group of another size; an unbraced group after "as do" / "and so are" of the claim's
size is a clique too; "a fully connected group", "a complete set of four"):
``heldout39`` 83.3% and 88.2% -> 87.5% and 88.7%, ``heldout40`` 91.2% and 73.0% -> 92.5%
and 89.2%; no other part changed.
Round 34 read ``heldout37`` and ``heldout38`` (their misses and wrong reports; both tuned on
since) and wrote rules for the classes that recur in them or in earlier first measures (a
numbered check line, "3. Alice-Bob: Red vs Blue ✓"; a check table set side by side, "| Edge
| Colors | | Edge | Colors |", each half a row; a friends row whose names carry their colour's
initial, "- George: Alice G, Bob Y → nothing left"; a line of pairs each ticked, "1–3 ✓, 1–4
✓"; "... is a K5. So is {..}.", a second group after a clique claim):
``heldout37`` 86.2% and 86.2% -> 90.0% and 86.7%, ``heldout38`` 87.8% and 82.3% -> 90.5%
and 82.7%; no other part changed, no label changed.
Round 35 read ``heldout41`` and ``heldout42`` (their wrong reports first, then their misses;
both tuned on since) and wrote one rule for each class of wrong report that recurs (plural
clique words "among {..}" name where cliques lie; a clique wanted, "for K4 {..} we need", or
the subject of "would"; bare pairs answering "which pairs are missing?"; a pair labelling a
look-up of one end's entries; "all friends of X"; items after "or"): ``heldout41`` 93.8%
and 84.3% -> 93.8% and 92.6%, ``heldout42`` 98.7% and 72.9% -> 98.7% and 89.7%, and a
wrong report or two fewer in ``heldout21`` (97.6% -> 98.8% precision), ``heldout31`` (81.1%
-> 82.2%), ``heldout40`` (89.2% -> 93.7%) and ``heldout38`` (82.3% -> 86.7%; with round
34's rules 82.7% -> 87.0%); recall the same in every part.
Round 37 read ``heldout45`` (its misses first, then its wrong reports; tuned on since) and
wrote one rule for each class that recurs in it and in the first measures of ``heldout19`` to
``heldout42`` (a dashed chain of three named a triangle is the triangle, its closing pair
asserted too; two pairs labelling a check of the pair that closes them, "0-8, 4-8: 0-4 is an
edge of G", are a search's candidate and assert nothing): ``heldout45`` 77.2% and 82.4% ->
79.7% and 96.9%, one edge more in ``heldout30`` (87.7% -> 89.0% recall) and ``heldout39``
(87.5% -> 88.9%), two wrong reports fewer in ``heldout34`` (94.8% -> 97.3% precision) and
``heldout44`` (82.7% -> 84.8%, measured summary-only; with round 36's rules 93.3% -> 95.9%); no
part lower, no label changed; ``heldout46`` and ``heldout47``, not read, the same.
Round 38 read ``heldout46`` (its wrong reports first, then its misses; tuned on since) and
wrote one rule for each class that recurs in it and in the first measures of ``heldout19``
to ``heldout45`` (a group's "every one of them" with a third vertex after it is no clique; a
clique word after "largest", "max", ... and before "inside / in {..}" names the group
searched): ``heldout46`` 92.6% and 83.3% -> 92.6% and 92.6%; not tuned on, three wrong
reports fewer in ``heldout32`` (86.3% -> 89.1% precision); no part lower, no label changed;
``heldout47`` to ``heldout49``, not read, the same (``heldout47``'s check here had failed on
2e4903d with an error inside a rule, mended since: a number sign before digits).
Round 39 read no new part: from a ledger of every wrong report of ``heldout5`` to ``heldout46``
with the shape that made it, it wrote one rule for each class found in four or more parts (a
dashed pair that is a span of labels, "the rest 4-5", "covers 1-12"; bare pairs named as a
matching's pairs, "2-6 and 3-7 are forced"; a clique word that gives a size or wants a clique
with no group named, "the largest clique containing 0 and 7 has size 4", "to get a clique,
..."; "Degrees: 11:10 · 4:9" segments) and folded rounds 35 and 38's patterns for "a clique
word before in / among {..}" into one. Precision rose, recall the same everywhere:
``heldout23`` 97.4% -> 98.7%, ``heldout28`` 98.6% -> 100%, ``heldout30`` 86.7% -> 92.9%,
``heldout32`` 89.1% -> 96.5%, ``heldout33`` 92.1% -> 95.9%, ``heldout35`` 97.3% -> 98.6%,
``heldout36`` 91.0% -> 93.4%, ``heldout37`` 86.9% -> 93.6%, ``heldout42`` 89.7% -> 92.9%,
``heldout43`` 92.9% -> 95.2%, ``heldout44`` 95.9% -> 97.2%; no part lower, no label changed.
Not read, ``heldout49`` 89.3% -> 92.6% (three wrong reports fewer) and ``heldout47``,
``heldout48``, ``heldout50`` and ``heldout51`` the same.
Round 40 read no new part: it ranked the o3 and gemini misses of ``heldout5`` to ``heldout46``
(at b049f42) into classes by what ties the words to an edge claim and wrote one rule for each
class it could in the time (two vertices said to clash; "another" clique after a clique claim;
a table header with vertices in a note, a "Borders" column; the line's subject carried to a
later pronoun or subjectless relation; arrow rows run together on a line): one or two edges
more in ``heldout22`` (94.1% -> 96.1% recall), ``heldout29`` (94.9% and 91.4% -> 96.2% and
91.5%), ``heldout30`` (89.0% -> 90.4%), ``heldout31`` (81.1% and 82.2% -> 82.4% and 82.4%),
``heldout33`` (94.6% and 92.1% -> 95.9% and 92.2%), ``heldout35`` (86.7% -> 89.2%),
``heldout37`` (91.2% -> 92.5%), ``heldout38`` (90.5% -> 91.9%), ``heldout39`` (88.9% ->
90.3%), ``heldout41`` (95.0% -> 96.2%), ``heldout44`` (93.3% -> 94.7%), ``heldout45`` (79.7%
-> 82.3%) and ``heldout46`` (92.6% -> 93.8%); no wrong report added anywhere, no label changed.
Not read, ``heldout47`` to ``heldout51`` the same.
Round 41 read no new part either: from the same ledger at 2b83441 (129 wrong reports), rules for
the classes round 39 had left at three parts ("every one of them" said of edges; "everything"
with a limit: "except one each", "before it", "else" after two subjects; an inverted "if",
"had there been") and for the low-precision pair shapes (a braced pair that is a set by the
words around it, "endpoint in {2, 3}", "Red {..}:", "{0, 1} ≠ b"; pairs titling a look-up,
"3-2, 3-4: city 3's neighbours are"). Precision rose, recall the same everywhere:
``heldout26`` 97.3% -> 98.6%, ``heldout27`` 91.1% -> 92.1%, ``heldout29`` 91.4% -> 93.7%,
``heldout31`` 82.2% -> 84.5%, ``heldout32`` 96.5% -> 97.6%, ``heldout36`` 93.4% -> 94.7%,
``heldout38`` 87.0% -> 91.8%, ``heldout40`` 97.4% -> 98.7%, ``heldout41`` 92.7% -> 93.8%,
``heldout43`` 95.2% -> 96.3%, ``heldout44`` 97.2% -> 100%, ``heldout46`` 92.6% -> 93.8%; no part
lower, no label changed; not read, ``heldout47`` to ``heldout52`` the same.
Round 42 read no new part: from a ledger of every friends-frame miss of the claude, gpt-oss,
grok-kimi, qwen3, qwq and r1 texts of ``heldout5`` to ``heldout46``, at today's reader and at
each part's first measure, it wrote one rule for each class found in four or more parts and
still partly unread (a named pair checked by its colours with no colon, "Fran-Irene B/Y ✓",
or a ticked run of named pairs; a pronoun whose person is the one subject, "because Y is her
friend", "He's also friends with Y" after one person's list; a friend's colour as one
letter, "Alice R, Bob G", and a list carried on by ", plus"). Recall rose, precision held:
``heldout8`` 93.0% -> 93.9% (qwen3), ``heldout32`` 92.1% -> 93.3% (grok-kimi), ``heldout33``
94.6% -> 95.9% (claude), ``heldout40`` 92.5% -> 93.8% (gpt-oss), ``heldout43`` 90.8% ->
92.0% (gpt-oss), ``heldout46`` 92.6% -> 93.8% (gpt-oss); no part lower, no label changed;
not read, ``heldout47`` to ``heldout52`` the same.
Round 43 read no new part: from a ledger of the wrong reports of held-out 19 to 46 at each
part's first measure, grouped by class, it wrote fresh variants of the six largest classes
and widened the rules where they failed (a which/who question with a negative answered by
bare pairs, "0~7 same", "Forced pairs:", the "not friends" graph). Precision rose, recall
held: ``heldout31`` 84.7% -> 87.1% (gpt-oss 70.0% -> 75.0%: "0~7 same and 2~5 same"); no
part lower, no label changed; not read, ``heldout47`` to ``heldout52`` the same.
Round 44 read no new part: it grouped the misses of ``heldout19`` to ``heldout46`` at each
part's first measure into classes and wrote five rules that read fresh variants of the five
largest (a clash "X clashes with Y", "X is Y's friend", a count in words with its list, the
whole graph "every city is connected to every other city", a checked pair "red ≠ blue ✓");
``heldout5`` to ``heldout46`` read exactly as before, no floor changes, no label changed; the
parts after ``heldout46`` not looked at beyond this test's pass; measured summary-only,
``heldout47`` to ``heldout52`` the same.
Round 45 read and tuned on ``heldout47`` to ``heldout52`` (the first round to open them):
their 120 errors, classed by whether an existing rule was too narrow, were mostly that, and
seven such rules widened (a clique searched with its size in words or one clique vertex; a
dashed range where a group lies; round 37's candidate pairs before an arrow or a comma; two
bold groups joined by "and"; a pair said to be a matching's pair; a shared list's last item
that opens a dashed pair; what a clique "would need") took 37 wrong reports off with no
recall lost. Precision rose: ``heldout47`` 89.3% -> 91.8%, ``heldout48`` 85.0% -> 95.8%,
``heldout49`` 92.6% -> 93.8%, ``heldout50`` 81.7% -> 93.1%, ``heldout51`` 81.0% -> 86.1%,
``heldout52`` 86.3% -> 96.5%; ``heldout5`` to ``heldout46`` exactly as before; no label
changed.
A change that lowers a figure fails here; one that raises a part should raise its floor.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).with_name("kcoloring_edge_corpus")
FLOORS = {
    "tune": (0.986, 1.0),
    "heldout1": (0.922, 0.986),
    "heldout2": (0.980, 1.0),
    "heldout3": (1.0, 1.0),
    "tune2": (1.0, 1.0),
    "heldout4": (0.947, 1.0),
    "heldout5": (0.964, 1.0),
    "heldout6": (1.0, 0.976),
    "heldout7": (1.0, 1.0),
    "heldout8": (0.939, 0.99),
    "heldout9": (0.970, 1.0),
    "heldout10": (0.953, 1.0),
    "heldout11": (0.927, 1.0),
    "heldout12": (0.991, 0.991),
    "heldout13": (0.964, 0.973),
    "heldout14": (0.952, 0.991),
    "heldout15": (0.937, 1.0),
    "heldout16": (0.981, 1.0),
    "heldout17": (0.954, 0.981),
    "heldout18": (0.981, 0.990),
    "heldout19": (0.933, 1.0),
    "heldout20": (0.968, 0.989),
    "heldout21": (0.963, 0.987),
    "heldout22": (0.960, 1.0),
    "heldout23": (1.0, 0.986),
    "heldout24": (0.95, 0.95),
    "heldout25": (0.923, 0.911),
    "heldout26": (0.947, 0.986),
    "heldout27": (0.976, 0.921),
    "heldout28": (0.935, 1.0),
    "heldout29": (0.961, 1.0),
    "heldout30": (0.917, 0.930),
    "heldout31": (0.824, 0.871),  # round 43: precision 84.7% -> 87.1%
    "heldout32": (0.932, 0.976),
    "heldout33": (0.972, 0.960),
    "heldout34": (0.912, 0.973),
    "heldout35": (0.891, 0.986),
    "heldout36": (0.910, 0.946),
    "heldout37": (0.925, 0.936),
    "heldout38": (0.918, 0.918),
    "heldout39": (0.902, 0.890),
    "heldout40": (0.937, 0.986),
    "heldout41": (0.962, 0.939),
    "heldout42": (0.987, 0.928),
    "heldout43": (0.919, 0.963),
    "heldout44": (0.946, 1.0),
    "heldout45": (0.835, 0.970),
    "heldout46": (0.950, 0.939),
    "heldout47": (0.837, 0.917),
    "heldout48": (0.871, 0.957),
    "heldout49": (0.937, 0.937),
    "heldout50": (0.893, 0.930),
    "heldout51": (0.871, 0.860),
    "heldout52": (0.953, 0.964),
    "heldout53": (0.804, 0.891),
    "heldout54": (0.854, 0.854),
    "heldout55": (0.88, 0.804),
    "real-o1-mini": (0.9, 1.0),
}
"""Recall and precision each part keeps (as last measured, to a tenth of a point, down)."""


@cache
def _benchmark() -> ModuleType:
    """benchmarks/false_edge_corpus.py, whose tally the docs quote."""
    path = ROOT / "benchmarks" / "false_edge_corpus.py"
    spec = importlib.util.spec_from_file_location("false_edge_corpus", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def _tally(part: str) -> Counter[str]:
    bench = _benchmark()
    rows = bench._records([str(CORPUS / part)])
    return bench.measure(rows)["all"]


def test_every_part_is_labelled_against_its_real_problem() -> None:
    """Labels name non-edges of the problem the text is about (checked without the reader)."""
    for part in FLOORS:
        rows = _benchmark()._records([str(CORPUS / part)])
        assert rows, part
        for row in rows:
            edges = {tuple(sorted(e)) for e in row["edges"]}
            for a, b in [*row["asserted_false"], *(t[:2] for t in row.get("traps", []))]:
                assert 0 <= a < b < row["n"], (part, row["id"])
                assert (a, b) not in edges, (part, row["id"])


def test_every_part_tuned_on_names_the_reader_of_its_first_measure() -> None:
    """A part tuned on names the revision of its first measure, which the pooling reads.

    benchmarks/false_edge_first_measures.py reads each part with the reader of that
    revision; only the newest part, not tuned on yet, is read with today's.
    """
    listed = (ROOT / "benchmarks" / "false_edge_first_measures.py").read_text(encoding="utf-8")
    held_out = sorted(
        (p for p in FLOORS if p.startswith("heldout") and int(p[7:]) >= 5), key=lambda p: int(p[7:])
    )
    missing = [p for p in held_out[:-1] if f'"{p}": "' not in listed]
    assert not missing, f"add the revision of their first measure: {missing}"


@pytest.mark.slow
@pytest.mark.parametrize("part", list(FLOORS))
def test_each_part_keeps_its_measured_recall_and_precision(part: str) -> None:
    tally = _tally(part)
    recall = tally["hits"] / tally["labelled"]
    precision = tally["hits"] / tally["reported"]
    least_recall, least_precision = FLOORS[part]
    assert recall >= least_recall, (part, recall)
    assert precision >= least_precision, (part, precision)
