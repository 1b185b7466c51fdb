"""Where a k-coloring reply stands on the question, sentence by sentence.

"Impossible" is a verdict about this graph, not a word: a grader reads what each sentence
asserts. A sentence says the graph cannot be colored (``impossible``), says it can
(``possible``), declines to answer (``refusal``), or takes no stance. No stance is taken by:

- a denial of impossibility ("It isn't impossible.", "Impossible? Not at all."), which
  says ``possible``;
- a question, a condition or a what-if ("Is it impossible?", "If it cannot be done, ...",
  "or if this is not possible"), a hedge ("it might be impossible"), a saying taken back
  in its own sentence ("it is impossible, or maybe not", "possible, but I'm not sure");
- an aside in brackets ("(which is impossible)", an option tagged "(Impossible)");
- the instruction quoted ("the last line will be 'Impossible'"); a sentence that quotes it
  while saying the model cannot answer is a ``refusal``;
- a remark about particular vertices or colors ("vertex 4 cannot be colored Red").

A bare "Yes" or "No" right after a question (the reply's own, or at the start of the reply,
the prompt's "Can that be done?") answers it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from itertools import islice
from typing import Literal

from ramsey_inspect.parsers._kcoloring_lines import MAX_LINE_CHARS, parentheticals

Stance = Literal["impossible", "possible", "refusal"]

_MAX_SENTENCES = 40
"""Sentences read per line; a line of more is prose, and its last ones decide."""
_MAX_MATCHES = 400
_MAX_SAYINGS = 8
"""Sayings of one kind tried per sentence, from its end ("impossible impossible ...")."""
_LOOKBACK = 200
"""Characters before a saying that decide how it is meant."""

_UNDECIDED = r"(?!\s+(?:for\s+me\s+)?to\s+(?:say|tell|determine|know|decide|answer|solve))"
_IMPOSSIBLE = re.compile(
    rf"\bimpossible\b{_UNDECIDED}"
    rf"|\b(?:is\s+not|isn't|is\s+never|was\s+not|wasn't|not)\s+possible\b{_UNDECIDED}"
    r"|\b(?:cannot|can't|can\s+not|could\s+not|couldn't)\s+(?:be\s+)?"
    r"(?:properly\s+|validly\s+|\d+\s*-\s*)?"
    r"(?:colou?red|done|achieved|accomplished|satisfied|arranged|dressed|managed|met"
    r"|fulfilled|solved)\b"
    r"|\b(?:cannot|can't|can\s+not)\s+(?:manage|do)\s+(?:this|it|that)\b"
    r"|\b(?:cannot|can't|can\s+not|could\s+not|couldn't)\s+(?:properly\s+|validly\s+)?"
    r"colou?r\s+(?:it|this|that|them|the\s+(?:whole\s+|entire\s+)?graph|all\s+(?:of\s+)?"
    r"(?:the\s+)?(?:vertices|nodes))\b"
    r"|\b(?:it|this|that)\s+(?:cannot|can't|can\s+not)(?:\s+be(?:\s+done)?)?\s*(?=[.!]|$)"
    r"|\b(?:is\s+not|isn't|not)\s+(?:\d+\s*-?\s*)?colou?rable\b|\buncolou?rable\b"
    r"|\bno\s+(?:valid|proper|possible|such|legal|feasible|acceptable|suitable|correct)\s+"
    r"(?:\d\s*-?\s*)?(?:colou?ring|plan|assignment|arrangement|way|solution)s?\b"
    r"|\bno\s+(?:\w+\s+)?way\s+to\s+(?:colou?r|dress|assign|arrange|do|plan|place|manage)\b"
    r"|\b(?:colou?ring|plan|assignment|arrangement|solution)s?\s+(?:\w+\s+){0,2}"
    r"(?:does\s+not|doesn't|do\s+not|don't|cannot|can't|can\s+not)\s+exist\b"
    r"|\b(?:is\s+not|isn't|not)\s+(?:feasible|achievable|doable)\b",
    re.IGNORECASE,
)
"""Phrases that, asserted of the graph, say no coloring exists."""
_DENIED = re.compile(
    r"(?:\b(?:not|never|hardly|scarcely|by\s+no\s+means|far\s+from|isn't|aren't|wasn't)"
    r"|n't\s+(?:say|call|think|believe)\b[^.!?]{0,20}?)\s+(?:(?:at\s+all|really|exactly"
    r"|entirely|quite|actually|so|that|it|it's|it\s+is|this|is)\s+){0,3}$",
    re.IGNORECASE,
)
"""Words before "impossible" that deny it ("isn't impossible", "wouldn't say impossible")."""
_POSSIBLE = re.compile(
    r"\b(?:it|this|that|which|so|coloring|colouring|plan|solution)\s*(?:is|'s|was|seems|appears)"
    r"\s+(?:(?!not\b|never\b)\w+\s+)?(?:possible|doable|achievable|feasible|solvable)\b"
    r"(?!\s+(?:that|for\s+(?:vertex|city|node)|colou?rs?\b))"
    r"|(?P<yes>\byes\W{1,4}(?:(?:it|this|that|you|we|one|they|everyone|everybody)\s+(?:can|could"
    r"|will\s+be\s+able\s+to)\b(?!\s*not\b|\s*['’]t\b)))"
    r"|\b(?:it|this|that|the\s+graph|the\s+map|the\s+plan|everyone|everybody|all\s+of\s+them"
    r"|the\s+government|they|we|you|one)\s+(?:can|could|will\s+be\s+able\s+to)\s+"
    r"(?:indeed\s+|certainly\s+|definitely\s+|easily\s+|actually\s+)?(?:be\s+)?"
    r"(?:done|colou?red|achieved|managed|dressed|arranged|accomplished|solved|made\s+possible"
    r"|manage\s+(?:this|it)|do\s+(?:this|it)|colou?r\s+(?:it|this|them|the\s+graph))\b"
    r"|\b(?:is|are)\s+(?:\d+\s*-?\s*)?colou?rable\b"
    r"|\b(?:a|one)\s+(?:valid|proper|possible|legal|suitable)?\s*(?:\d\s*-?\s*)?"
    r"(?:colou?ring|plan|assignment|solution|arrangement)\s+(?:exists|does\s+exist|is\s+possible)\b"
    r"|\bthere\s+(?:is|exists)\s+(?:a|one|(?:only|exactly|at\s+least)\s+one)\s+(?:valid\s+|proper\s+"
    r"|possible\s+"
    r"|legal\s+)?(?:\d\s*-?\s*)?(?:colou?ring|plan|assignment|solution|arrangement|way)\b"
    r"|(?P<offer>\b(?:colou?ring|plan|solution|assignment)\b[^.!?;,]{0,40}?\b(?:can|could)\s+"
    r"(?:easily\s+)?(?:be\s+)?(?:achieved|found|obtained|created|given)\b"
    r"|\b(?:so|thus|therefore|hence)\W+(?:the|a|one|our|my)\s+(?:colou?ring|plan"
    r"|assignment|solution)\s+(?:must|should|would|will|could|can)\s+be\b"
    r"|\bhere\s+(?:is|'s)\s+(?:a|the|one|my)\s+(?:possible\s+|valid\s+|proper\s+)?"
    r"(?:colou?ring|plan|solution|assignment)\b)",
    re.IGNORECASE,
)
"""Phrases that, asserted of the graph, say a coloring exists. An ``offer`` ("a coloring can
be found by ...", "so the coloring must be ...", "here is a coloring") puts one forward,
whatever vertices or colors it goes on to name. "Yes, you could ..." (or "yes, it can")
answers the prompt's question, whatever it goes on to describe."""
_WRITTEN_NOT = re.compile(
    r"(?:\b(?:not|never|no\s+need\s+to|no\s+reason\s+to|without)|n['’]t)\s+(?:\w+\s+){0,3}?"
    r"(?:write|writing|answer|answering|reply|replying|say|saying|put|putting|print|output|type"
    r"|respond|end\s+(?:it\s+|my\s+reply\s+)?with)\s+(?:with\s+)?(?:the\s+(?:single\s+)?word\s+)?"
    r"[\"'“‘*`]*$",
    re.IGNORECASE,
)
"""The instruction's word "Impossible" as what the model will not write ("so I will not write
Impossible", "there is no need to answer 'Impossible'"): a mention, not a verdict."""
_WITHOUT_MEANS = re.compile(
    r"[^.!?;]{0,60}?\bwithout\s+(?!(?:[\w'’]+\s+){0,6}?(?:two\b|both\b|twice\b|adjacent|neighbou?r"
    r"|friends?\b|edges?\b|conflict|clash|collid|match|repeat|monochromatic|break|violat|shar"
    r"|the\s+same|a\s+(?:third|fourth|fifth|sixth|seventh|eighth|ninth|new)\b"
    r"|an?\s+(?:extra|additional|other)\b|another\b|more\b|any\s+two|some\s+two|a\s+pair"
    r"|(?:five|six|seven|eight|nine|[5-9])\s+colou?rs))",
    re.IGNORECASE,
)
"""After "no way to do this": "without <a method>" ("without a careful plan", "without
backtracking") says it can be done that way; "without two friends sharing a shirt" or
"without a fifth color" still says it cannot."""
_NEGATED_POSSIBLE = re.compile(
    r"\b(?:not|never|n't|cannot|can\s+not|no)\b[^.!?,;]{0,12}$", re.IGNORECASE
)
_REFUSAL = re.compile(
    r"\b(?:i\s+(?:cannot|can't|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|won't|will\s+not"
    r"|am\s+not\s+able\s+to|'m\s+not\s+able\s+to|do\s+not\s+know|don't\s+know)"
    r"\s+(?:determine|solve|answer|decide|provide|say|help|make|give|complete|do\s+this|tell)"
    r"(?!\s+[\"'“‘*`]*impossible\b)"  # "I will not answer Impossible": the word, not a refusal
    r"|unable\s+to\s+(?:determine|solve|answer|decide)"
    r"|too\s+(?:complex|complicated|difficult|hard)\s+(?:to|for)"
    r"|(?:cannot|can't)\s+be\s+determined"
    r"|impossible\s+(?:for\s+me\s+)?to\s+(?:say|tell|determine|know|decide|answer|solve)"
    r"|not\s+(?:able|possible)\s+(?:for\s+me\s+)?to\s+(?:determine|say|tell|decide))",
    re.IGNORECASE,
)
_WHETHER = re.compile(r"\bwhether\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;:!?]")
_HYPOTHETICAL = re.compile(
    r"\b(?:if|would|could|might|may|maybe|perhaps|possibly|suppose|supposing|assuming|otherwise"
    r"|unless|only|fewer|less|branch|case|path|option|attempt|choice|try|trying|scenario"
    r"|subcase|whenever|when|until|as\s+long\s+as|not\s+sure|unsure)\b",
    re.IGNORECASE,
)
"""Words before a saying that make it about a case or a what-if, not the graph."""
_ALTERNATIVE = re.compile(
    r"(?:\bor\s+(?:state\s+)?|,\s*(?:state\s+)?(?=that))(?:that\s+)?(?:(?:this|it)\s+)?$",
    re.IGNORECASE,
)
"""An "or" right before the saying: an alternative offered, as instructions do."""
_CONCLUDES = re.compile(
    r"\b(?:so(?!\s+that)|therefore|thus|hence|consequently|which\s+means|this\s+means"
    r"|conclude[ds]?|in\s+conclusion|in\s+the\s+end|ultimately|in\s+summary|after\s+all"
    r"|(?<=,\s)which\s+(?:is|would\s+be)(?=\s+(?:impossible|not\s+possible)|\s*$)"
    r"|(?<=,\s)which(?=\s*$))\b",
    re.IGNORECASE,
)
_PROPOSED = re.compile(
    r",\s*(?:which|that)\s+(?:(?:is|was|will\s+be|would\s+(?:also\s+)?be)\s+(?:\w+\s+)?)?$",
    re.IGNORECASE,
)
"""", which would be impossible" right before a saying: about what the clause before it says."""
_PROPOSAL = re.compile(
    r"\b(?:(?:i|we)(?:\s+(?:will|shall|would|could|can|might|should|want\s+to|plan\s+to"
    r"|am\s+going\s+to|are\s+going\s+to|first|then|now|just))*\s+(?:try|start|begin|assign"
    r"|colou?r|give|put|use|place|make|pick|choose|set|go|split|divide|group|dress)\w*"
    r"|i'(?:ll|d)|we'(?:ll|d)|let'?s|let\s+(?:me|us)|(?:my|our|one|another|an|the)\s+(?:\w+\s+)?"
    r"(?:idea|plan|approach|option|attempt|strategy|way|guess|try)"
    r"|suppose|supposing|assume|assuming|if|try|trying|tried|attempt\w*|could|might|would)\b",
    re.IGNORECASE,
)
"""What makes a clause the model's own proposal or attempt: "I will give 0 and 1 the same
color", "one plan is to ...", "let's try ...", "suppose ..."."""
_NECESSITY = re.compile(
    r"\b(?:needs?|needed|needing|requires?|required|requiring|(?:have|has|had)\s+to|must"
    r"|forced?|forcing|(?:more|fewer)\s+than|(?:four|five|six|seven|[4-9]|fourth|fifth|sixth"
    r"|another|extra|additional|new)\s+colou?rs?)\b",
    re.IGNORECASE,
)
"""What makes such a clause the graph's demand rather than a plan: "we would need four
colors, which is impossible" is a verdict."""
_RELATIVE = re.compile(
    r"\b(?!(?:so|and|but|or|then|now|thus|hence|therefore|clearly|obviously|because"
    r"|since|means|shows|say|says|think|conclude|concludes|find|see|note|is|that|which"
    r"|graph|problem|task|one)\b)"
    r"[A-Za-z]\w*\s+(?:that|which|who)\s+"
    r"(?:(?:is|are|was|were|would\s+be|seems?|appears?)\s+(?:\w+\s+)?)?$",
    re.IGNORECASE,
)
"""A relative clause right before a saying: "edges that cannot be colored", "people who
cannot be dressed". What it says is about the noun before it, not the graph (unless that
noun is the graph or the task: "a graph which is impossible to color"; "a coloring that is
impossible" is one coloring, not the problem). After a comma,
"..., which is impossible" usually concludes a step of reasoning, so it still counts."""
_NOUN = re.compile(r"\bthe\s+(?:\w+\s+)?[\"'“‘]?$", re.IGNORECASE)
""""determine the impossible": the word used as a noun says nothing about the graph."""
_OTHER_SUBJECT = re.compile(
    r"\b(?:sentences?|lines?|words?|colou?rs?|edges?|vertex|vertices|nodes?|persons?|people"
    r"|shirts?|monuments?|numbers?|questions?|instructions?|replies|reply|letters?|steps?"
    r"|moves?|attempts?|tries|guess(?:es)?|ideas?|choices?|options?|branch(?:es)?"
    r"|approach(?:es)?|strateg(?:y|ies))\s*"
    r"(?:(?:is|are|was|were|seems?|appears?|would\s+be|will\s+be|must\s+be|also|clearly"
    r"|definitely|simply|just|indeed|obviously|really|truly|certainly|totally|completely"
    r"|entirely|actually)\s+)*$",
    re.IGNORECASE,
)
"""A subject that is not the graph or the task: "The sentence is impossible", "the last line
is not possible", "The color is not impossible", "this step is impossible" (a step, an
attempt or a choice of the model's, not the graph)."""
_GRAPH_SUBJECT = re.compile(
    r"^\W*(?:the|this|that|our|your|such\s+an?|an?)\s+(?:[\w-]+\s+){0,2}(?:graph|colou?ring|problem"
    r"|task|plan|map|network|party|arrangement)\b",
    re.IGNORECASE,
)
"""A clause whose subject is the graph or the task, however it goes on ("The undirected
graph with 4 vertices and 3 edges is not possible")."""
_ATTRIBUTIVE = re.compile(r"\ban?\s+(?:\w+\s+)?[\"'“‘]?$", re.IGNORECASE)
_TASK_NOUN = re.compile(
    r"[\"'”’]?\s+(?:task|problem|challenge|request|job|puzzle|mission|situation|assignment"
    r"|colou?ring|plan|graph|arrangement|demand|goal|constraint)s?\b",
    re.IGNORECASE,
)
"""After "an impossible": a noun that makes it a verdict ("an impossible task"); any other
("an impossible sentence") describes something else."""
_BECAUSE = re.compile(r"\b(?:because|since|as)\b", re.IGNORECASE)
_ELSEWHERE = re.compile(
    r"^[^,;:.!?]*?(?:\b(?:other\s+than|except|besides|apart\s+from)\b"
    r"|\bto\s+(?:add|write|make|put|end|say)\b[^,;:.!?]*\b(?:sentences?|lines?|words?|phrases?)\b"
    r"|\bto\s+\w+\b[^,;:.!?]*\b(?:on|to)\s+(?:every|each|all(?:\s+the)?|the)\s+edges?\b)",
    re.IGNORECASE,
)
"""What the saying is about, said in its own clause: "impossible to achieve with any color
other than the four allowed", "impossible to add a third line to this sentence",
"impossible to have a color on every edge" (edges are not what gets colored)."""
_SAME = re.compile(r"\bthe\s+same\s+(?:colou?r|shirt|monument|person)", re.IGNORECASE)
_UNLIKE = re.compile(r"\b(?:no|not|never|without|nobody|none|differ\w*)\b|n't\b", re.IGNORECASE)
"""A sameness the saying is about, unless negated: "impossible to have everyone wear the same
color" describes the opposite of the task; "... so that no two ends have the same color" is
the task."""
_ALIKE = re.compile(r"\W*(?:the\s+same|same|alike|identically|both)\b", re.IGNORECASE)
_META = re.compile(
    r"\b(?:last|final|very)\s+line\b|\bsingle\s+(?:word|[\"'“])|\bthe\s+word\b|\bvery\s+last\b"
    r"|\byour\s+(?:reply|replies|answer|response|output|message|text|last|final|very)\b"
    r"|\binstruct\w*|\bstate\b(?!\s+of\b)|\bsay\s+so\b|\bformat\b|\breply\b"
    r"|\bmake\s+the\s+(?:very\s+)?last\b|\blines?\s+(?:that\s+)?(?:says?|reads?)\b",
    re.IGNORECASE,
)
"""Words that show a sentence is about the answer format, not the graph: the prompt's
instruction, even garbled ("it cannot be done, make the very of your the single word")."""
_REPLY_END = r"(?:\s*(?:[.,!;:\u2014-]|$)|\s+(?=(?:it|this|that|we|you|they|everyone|there)\b))"
_YES = re.compile(rf"^\W*(?:yes|yep|yeah|sure|absolutely|of\s+course){_REPLY_END}", re.I)
_NO = re.compile(
    rf"^\W*(?:no|nope|not\s+at\s+all|not\s+really|unfortunately\s+not){_REPLY_END}", re.I
)
_ANSWER_IS = re.compile(
    r"^\W*(?:(?:so|thus|therefore|hence)\W+)?(?:(?:my|the|our)\s+)?(?:final\s+)?answer"
    r"(?:\s+(?:is|would\s+be))?\s*:?\W*(?P<word>yes|no)(?:\W*$|\s*[,;:\u2014-])",
    re.IGNORECASE,
)
""""The answer is no.": a yes or no to the prompt's question, given as the answer."""
_UNSAID = re.compile(
    r"[^.!?;]{0,40}?(?:,|\s)\s*(?:or\s+(?:(?:maybe|perhaps|possibly|probably)\s+)?not"
    r"|(?:maybe|perhaps)\s+not)\s*(?:[.!?;)]|$)"
    r"|[^.!?;]{0,40}?,?\s*(?:but|though|although)\s+(?:i(?:'m|’m|\s+am)\s+not\s+"
    r"(?:(?:really|entirely|totally|quite|at\s+all|100%)\s+)?(?:sure|certain|confident|positive)"
    r"|i\s+(?:don't|don’t|do\s+not)\s+know\b|i\s+(?:could|may|might)\s+be\s+wrong)",
    re.IGNORECASE,
)
"""What takes a saying back in the same sentence: "impossible, or maybe not", "possible,
but I'm not sure". Such a sentence takes no stance."""
_BARE = re.compile(
    r"\s*(?:(?:also|again|too|still|then|so|clearly|obviously|that|this|it|which|is|was"
    r"|would\s+be|'s|’s)\s*)*\Z",
    re.IGNORECASE,
)
"""A clause with no subject of its own ("also", "that is"): it judges what came before."""
_ATTEMPT = re.compile(
    r"\b(?:try|trying|tried|attempt\w*|again|another|guess|option|case|instead)\b", re.IGNORECASE
)
_EXHAUSTIVE = re.compile(r"\b(?:every|all|each|any|both)\b", re.IGNORECASE)
"""An attempt over every case ("after trying every option: impossible") is a verdict."""
_LISTED = re.compile(
    r"^\W*(?:\d+|[A-Z]\w*)\b[^,;:]{0,20}?\b[A-Z][a-z]+\W*"
    r"(?:,\s*(?:and\s+)?(?:\d+|[A-Z]\w*)\b[^,;:]{0,20}?\b[A-Z][a-z]+\W*){1,}$"
)
"""Two or more items "<vertex> <Color>" separated by commas: an assignment being tried
("0 Red, 1 Green", "Alice in Red, Bob in Green")."""
_ASKS_IMPOSSIBLE = re.compile(r"\bimpossible\b|\bnot\s+possible\b|\bcannot\b|\bcan't\b", re.I)
_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]+|$)")


def sentences(line: str) -> list[str]:
    """The sentences of a line (split after ``.``, ``!`` and ``?`` outside numbers)."""
    out = [s.strip() for s in _SENTENCE.findall(line) if s.strip()]
    return out[-_MAX_SENTENCES:]


def sentence_stance(
    sentence: str, *, remark: Callable[[str, re.Match[str], str], bool] | None = None
) -> Stance | None:
    """What one sentence asserts about the graph (None for no stance).

    ``remark(sentence, match, clause)`` tells a remark about particular vertices or colors
    from a verdict about the graph; the frame's vocabulary knows which words name them. The
    last saying that counts decides; sayings are tried from the end, at most
    ``_MAX_SAYINGS`` of each kind, each judged on the ``_LOOKBACK`` characters before it.
    """
    if answer := _ANSWER_IS.match(sentence):
        if remark is not None and remark(sentence, answer, ""):
            return None  # "The answer is no, it cannot be colored with only one color."
        return "possible" if answer["word"].lower() == "yes" else "impossible"
    asides = parentheticals(sentence)
    refusal = _REFUSAL.search(sentence)
    meta_at = [m.start() for m in _META.finditer(sentence)]
    impossible: tuple[int, Stance] | None = None
    for m in reversed(list(islice(_IMPOSSIBLE.finditer(sentence), _MAX_MATCHES))[-_MAX_SAYINGS:]):
        if any(a <= m.start() < b for a, b in asides):
            continue  # "(which is impossible)"
        clause = _clause(sentence, m.start())
        if refusal is not None and refusal.start() <= m.start():
            return "refusal"  # "I can't say whether it is impossible"
        meta = _about_format(sentence, m.start(), meta_at)
        if _WHETHER.search(clause) or meta:
            if refusal is not None:
                return "refusal"
            continue
        if _question_after(sentence, m.end()) or _UNSAID.match(sentence, m.end()):
            continue
        before = sentence[max(0, m.start() - _LOOKBACK) : m.start()]
        if m[0].lower().startswith("impossible") and _DENIED.search(before):
            impossible = (m.start(), "possible")  # "It isn't impossible."
            break
        if m[0].lower().startswith("impossible") and _WRITTEN_NOT.search(clause):
            continue  # "no need to write Impossible": the instruction's word, not used
        if _WITHOUT_MEANS.match(sentence, m.end()):
            impossible = (m.start(), "possible")  # "no way to do this without a plan"
            break
        if _HYPOTHETICAL.search(clause) or _ALIKE.match(sentence, m.end()):
            continue
        if _of_an_attempt(sentence, m.start(), clause):
            continue  # "Trying again: 0 Red, 1 Green, 2 Green: also impossible."
        if _of_a_proposal(sentence, m.start()):
            continue  # "I will give 0 and 1 one color, which would be impossible": a plan
        if (same := _SAME.search(sentence, m.end())) and not _UNLIKE.search(
            sentence, m.end(), same.start()
        ):
            continue  # "impossible to have everyone wear the same color": not the task
        if _ELSEWHERE.search(sentence[m.end() : m.end() + _LOOKBACK]):
            continue
        if _RELATIVE.search(clause) or (
            _OTHER_SUBJECT.search(clause) and not _GRAPH_SUBJECT.match(clause)
        ):
            continue
        if m[0].lower().startswith("impossible") and (
            _NOUN.search(clause)
            or (_ATTRIBUTIVE.search(clause) and not _TASK_NOUN.match(sentence, m.end()))
        ):
            continue
        if _ALTERNATIVE.search(clause):
            continue  # "give every vertex a color, or state that this cannot be done"
        if remark is not None and remark(sentence, m, clause):
            continue
        impossible = (m.start(), "impossible")
        break
    possible: int | None = None
    for m in reversed(list(islice(_POSSIBLE.finditer(sentence), _MAX_MATCHES))[-_MAX_SAYINGS:]):
        if impossible is not None and m.start() < impossible[0]:
            break
        if any(a <= m.start() < b for a, b in asides):
            continue
        clause = _clause(sentence, m.start())
        if _NEGATED_POSSIBLE.search(sentence[max(0, m.start() - 14) : m.start()]):
            continue
        if _WHETHER.search(clause) or (_HYPOTHETICAL.search(clause) and m["yes"] is None):
            continue  # "after trying, yes, it can be done" answers all the same
        if _about_format(sentence, m.start(), meta_at):
            continue
        if _question_after(sentence, m.end()) or _UNSAID.match(sentence, m.end()):
            continue
        if m["offer"] is None and remark is not None and remark(sentence, m, clause):
            continue
        possible = m.start()
        break
    if possible is not None:
        return "possible"
    if impossible is not None:
        return impossible[1]
    return "refusal" if refusal is not None else None


def _of_a_proposal(sentence: str, start: int) -> bool:
    """Whether the saying at ``start`` ends "..., which would be" after the model's own plan.

    "One plan is to color every vertex Red, which would be impossible" judges the plan, not
    the graph; "we would need four colors, which is impossible" states what the graph
    demands, and is a verdict.
    """
    before = sentence[max(0, start - _LOOKBACK) : start]
    which = _PROPOSED.search(before)
    if which is None:
        return False
    main = _CLAUSE_END.split(before[: which.start()])[-1]
    return _PROPOSAL.search(main) is not None and _NECESSITY.search(main) is None


def _of_an_attempt(sentence: str, start: int, clause: str) -> bool:
    """Whether the saying at ``start`` judges an attempt set out before a colon.

    "0 Red, 1 Green, 2 Green: also impossible" and "Trying again: ... : that is impossible"
    say that this try fails, not that the graph has no coloring; "Conclusion: impossible"
    and "With only 2 colors: impossible" are verdicts.
    """
    if not _BARE.match(clause):
        return False
    head = sentence[max(0, start - _LOOKBACK) : start - len(clause)]
    if not head.endswith(":"):
        return False
    segments = head[:-1].split(":")
    return _LISTED.match(segments[-1]) is not None or any(
        _ATTEMPT.search(s) and not _EXHAUSTIVE.search(s) for s in segments
    )


def _about_format(sentence: str, start: int, meta_at: Sequence[int]) -> bool:
    """Whether the saying at ``start`` is about the answer format, not the graph.

    Words about the format ("your reply", "the last line") near the saying make it so,
    unless a conclusion or a reason stands between them: "This cannot be done, so the end
    of your reply will be 'Impossible'", "the last line will say Impossible, because it is
    not possible" each make a statement about the graph too.
    """
    for at in meta_at:
        lo, hi = (at, start) if at < start else (start, at)
        between = sentence[lo:hi]
        if not _CONCLUDES.search(between) and not (at < start and _BECAUSE.search(between)):
            return True
    return False


def _clause(sentence: str, start: int) -> str:
    """The clause leading to ``start``: after the last stop, and after "so" or "therefore".

    "We would need four colors, so this is impossible" concludes; its "would" is a premise.
    """
    clause = _CLAUSE_END.split(sentence[max(0, start - _LOOKBACK) : start])[-1]
    ends = [m.end() for m in _CONCLUDES.finditer(clause)]
    return clause[ends[-1] :] if ends else clause


def _question_after(sentence: str, end: int) -> bool:
    """Whether the clause holding position ``end`` ends in a question mark."""
    rest = _CLAUSE_END.search(sentence, end)
    return rest is not None and rest[0] == "?"


def answer_to_question(sentence: str, question: str | None) -> Stance | None:
    """What a bare "Yes" or "No" says when it answers ``question``.

    ``question`` is the sentence asked before (None: the prompt's "Can that be done?"). A
    question about impossibility flips the answer: "Impossible? No." says possible.
    """
    yes = _YES.match(sentence) is not None
    no = not yes and _NO.match(sentence) is not None
    if not (yes or no):
        return None
    about_impossible = question is not None and _ASKS_IMPOSSIBLE.search(question) is not None
    if yes != about_impossible:
        return "possible"
    return "impossible"


def line_stance(
    line: str,
    previous: str | None,
    *,
    at_start: bool,
    remark: Callable[[str, re.Match[str], str], bool] | None = None,
) -> tuple[Stance | None, str | None]:
    """The last stance a line takes, and the question it leaves open (for the next line).

    ``previous`` is an open question from the line before; ``at_start`` says the line opens
    the reply, where a bare "Yes"/"No" answers the prompt.
    """
    stance: Stance | None = None
    open_question = previous
    first = at_start
    for sentence in sentences(line):
        asked = sentence.rstrip().endswith("?")
        said: Stance | None = None
        if open_question is not None or first:
            said = answer_to_question(sentence, open_question)
        if not asked:
            # "No, this is not possible, but it can be made possible": what the sentence
            # goes on to say outweighs the bare word that opens it
            said = sentence_stance(sentence, remark=remark) or said
        if said is not None:
            stance = said
        open_question = sentence if asked else None
        first = False
    return stance, open_question


def stances(
    lines: Sequence[str],
    content: Sequence[int],
    remark: Callable[[str, re.Match[str], str], bool] | None = None,
) -> Iterator[tuple[int, Stance]]:
    """Each line's stance, from the last line back: (line index, stance).

    Every use wants the last stance somewhere, so callers stop early; a line sees the
    question its previous line ends on.
    """
    for pos in range(len(content) - 1, -1, -1):
        question = None
        if pos > 0:
            before = sentences(lines[content[pos - 1]][:MAX_LINE_CHARS])
            if before and before[-1].endswith("?"):
                question = before[-1]
        line = lines[content[pos]][:MAX_LINE_CHARS]
        stance, _ = line_stance(line, question, at_start=pos == 0, remark=remark)
        if stance is not None:
            yield content[pos], stance
