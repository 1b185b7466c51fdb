r"""Deciding short GTBench answers without a judge, the way a careful grader reads them.

:func:`final_answer` finds what a reply states as its answer; :func:`compare` holds it
against the reference and says ``match``, ``mismatch`` or ``undecided`` (left to the judge).

Where the stated answer is, in order (text inside ``<think>`` blocks is never read, nor
sentences the reply copies from its prompt, see :mod:`ramsey_inspect.core.echoes`):

1. the last ``Final answer`` line or "The answer to this question is ..." sentence (or,
   after a ``Final answer`` heading, the paragraph under it; before a line "This is the
   final answer.", the paragraph above it), unless the reply takes it back afterwards
   ("wait", "actually", "I made an error");
2. otherwise a ``\boxed{}`` value, when every boxed value in the reply is the same;
   several different boxed values are undecided, never "the last one";
3. otherwise the last ``Answer:`` line or "the answer is ..." sentence;
4. otherwise the whole reply when it is one short line.

How values compare (see :mod:`ramsey_inspect.parsers._gtbench_reader` for the reading):

* numbers exactly (``2^6`` is 64, ``1.5/2`` is 3/4); formulas at several integer points
  (:mod:`ramsey_inspect.parsers._gtbench_formula`);
* sets as sets; sequences in order (brackets or none); a bare list takes the reference's
  kind; edges are unordered pairs, written ``{7, 8}``, ``(7, 8)``, ``7-8`` or ``7 → 8``;
* a *looser* reading is tried when the kinds differ but the meaning is plain: a list where
  a set is expected, tuples as the blocks of a partition, ``v0, v4`` for vertices 0 and 4,
  one vertex for a one-element set. A looser reading can only make a match; when it does
  not, the answer is undecided, never a mismatch;
* a one-line restatement of the question is read by what follows its ``is``: "The number of
  edges of W_n is 2n." states 2n; for a yes/no question a plain denial ("That's not
  possible.", "No such graph exists.") is a no;
* anything that cannot be read with certainty (hedges, two values, a kind the reference
  does not have, a refusal, a truncated reply) is undecided.

Nothing in model text raises or runs as code; input size and nesting are bounded.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ramsey_inspect.core.echoes import PromptEcho
from ramsey_inspect.parsers._gtbench_formula import Decision, compare_formulas
from ramsey_inspect.parsers._gtbench_reader import (
    MAX_ANSWER_CHARS,
    Formula,
    Name,
    Seq,
    Value,
    boxed_values,
    read_value,
    read_yes_no,
    strip_emphasis,
)
from ramsey_inspect.parsers.replies import visible_text

__all__ = [
    "MAX_ANSWER_CHARS",
    "MAX_SCAN_CHARS",
    "Decision",
    "compare",
    "final_answer",
    "read_value",
]

MAX_SCAN_CHARS = 100_000
"""How much of the end of a reply (after any reasoning block) is searched for the answer."""
_MAX_PARAGRAPH_LINES = 12
_SHORT_REPLY_CHARS = 200
_ANSWER_WINDOW = 3
"""An "Answer:" line or "the answer is" sentence counts only among the last lines."""
_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])")

_MARKUP = r"[\s*_#>`]*"
_LINE_START = r"^[\s*_#>|`]*"
_FINAL = re.compile(
    rf"{_LINE_START}(?:(?:so|thus|hence|therefore|my|the|our)[\s,]+)*final\s+answer\b"
    rf"|\bfinal\s+answer{_MARKUP}(?:\([^()\n]{{0,80}}\){_MARKUP})?(?:is\b|[:=])",
    re.IGNORECASE,
)
_FINAL_REST = re.compile(
    rf"{_MARKUP}(?:\([^()\n]{{0,80}}\){_MARKUP})?(?:is\b)?{_MARKUP}[:=：—–-]?{_MARKUP}",
    re.IGNORECASE,
)
_ANSWER_TO = re.compile(
    rf"\b(?:the\s+)?(?:final\s+)?answer\s+to\s+(?:this|the|that|your)\s+(?:[a-z]+\s+){{0,3}}"
    rf"(?:question|problem)"
    rf"{_MARKUP}(?:is\b|[:=])",
    re.IGNORECASE,
)
"""'The answer to this question is ...': as plain a final statement as a Final answer line."""
_POINTS_BACK = re.compile(
    r"^[\s*_#>]*(?:this|that)\s+is\s+(?:my|the|our)\s+final\s+answer[\s.!*_]*$", re.IGNORECASE
)
"""A line 'This is the final answer.' that names the paragraph above it as the answer."""
_ANSWER = re.compile(
    rf"{_LINE_START}(?:the\s+)?answer{_MARKUP}[:：]|\b(?:the\s+)?answer\s+is\b\s*:?", re.IGNORECASE
)
_BULLET = re.compile(r"^(?:[-*+•]|\d+[.)])\s+")
_TAKEN_BACK = re.compile(
    r"\b(?:wait|actually|oops|hmm+|correction|on second thought|i made (?:an? )?(?:error|mistake)"
    r"|(?:that|this)(?:'s| is) (?:wrong|incorrect|not right)|let me re-?(?:check|count|do|compute)"
    r"|re-?(?:checking|counting)|i miscounted|scratch that)\b",
    re.IGNORECASE,
)


def final_answer(text: str, prompt: str = "") -> str | None:
    r"""The answer a reply states (markup and ``\boxed`` removed), or None when it has none.

    Sentences the reply copies from ``prompt`` (the question, its instructions and
    examples, echoed whole or garbled) are not read: they are the prompt's, not an answer.

    >>> final_answer("Work...\n**Final answer:** {1, 2}.")
    '{1, 2}'
    >>> final_answer("<think>Final answer: 4</think>\nThe count is $\\boxed{5}$.")
    '5'
    >>> final_answer("First $\\boxed{4}$, then on reflection $\\boxed{5}$.") is None
    True
    >>> final_answer("End with 'Final answer: <your answer>'.", prompt="End with 'Final answer: <your answer>'.") is None
    True
    """
    if not isinstance(text, str):
        return None
    tail = visible_text(text)[-MAX_SCAN_CHARS:]
    if prompt:
        tail = PromptEcho(prompt).own_text(tail)
    stated = _stated(tail)
    if stated is None or len(stated) > 4 * MAX_ANSWER_CHARS:
        return None
    cleaned = _display(stated)
    if not cleaned or len(cleaned) > MAX_ANSWER_CHARS:
        return None
    return cleaned


def compare(answer: str | None, truth: str) -> Decision:
    """Match, mismatch, or undecided (left to the judge).

    >>> compare("n^(n-2)", "n**(n - 2)"), compare("{3,1}", "{1, 3}"), compare("12", "16")
    ('match', 'match', 'mismatch')
    >>> compare("{(7, 8), (9, 8)}", "{{7, 8}, {8, 9}}"), compare("[1, 2]", "{1, 2, 3}")
    ('match', 'undecided')
    """
    if answer is None:
        return "undecided"
    mine, theirs = read_value(answer), read_value(truth)
    if isinstance(theirs, bool) and not isinstance(mine, bool):
        mine = read_yes_no(answer)  # a yes/no question: "That's not possible." is a no
    if mine is None or theirs is None:
        return "undecided"
    if isinstance(mine, Formula) or isinstance(theirs, Formula):
        if isinstance(mine, Formula) and isinstance(theirs, Formula):
            return compare_formulas(mine.tree, theirs.tree)
        return "undecided"
    mine, renamed = _names_as_numbers(mine, theirs)
    reference = _canonical(theirs)
    shaped = _shape(mine, theirs)
    if shaped is None:
        return "undecided"
    value, loose = shaped
    if value == reference:
        return "match"
    return "undecided" if loose or renamed else "mismatch"


# --- finding the stated answer ----------------------------------------------------------------


def _stated(tail: str) -> str | None:
    lines = tail.splitlines()
    for index in range(len(lines) - 1, -1, -1):
        if _POINTS_BACK.match(lines[index]):
            return _paragraph_before(lines, index)
        m = _ANSWER_TO.search(lines[index]) or _FINAL.search(lines[index])
        if m:
            return _after_marker(lines, index, m.end(), _FINAL_REST)
    boxed = boxed_values(tail)
    if boxed:
        if len({re.sub(r"\s+", "", b) for b in boxed}) > 1:
            return None
        last = tail.rfind("\\boxed")
        return None if _TAKEN_BACK.search(tail, last) else boxed[-1]
    last_lines = [i for i, line in enumerate(lines) if line.strip()][-_ANSWER_WINDOW:]
    for index in reversed(last_lines):
        m = _ANSWER.search(lines[index])
        if m:
            stated = _after_marker(lines, index, m.end(), re.compile(_MARKUP))
            if stated is None:
                return None
            sentence, *rest = _SENTENCE_END.split(stated, maxsplit=1)
            later = " ".join(rest) + "\n".join(lines[index + 1 :])
            # a weak marker counts only when no number is stated after it
            return None if re.search(r"\d", later) else sentence
    body = tail.strip()
    if body and "\n" not in body and len(body) <= _SHORT_REPLY_CHARS and _complete(body):
        return body
    return None


def _paragraph_before(lines: list[str], index: int) -> str | None:
    """The paragraph just above line ``index``, unless the reply takes it back afterwards."""
    end = index
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    start = end
    while start > 0 and lines[start - 1].strip() and end - start < _MAX_PARAGRAPH_LINES:
        start -= 1
    block = [line.strip() for line in lines[start:end]]
    if not block or _TAKEN_BACK.search("\n".join(lines[index + 1 :])):
        return None
    bullets = [_BULLET.sub("", b) for b in block]
    return " ; ".join(bullets) if bullets != block else " ".join(block)


def _complete(line: str) -> bool:
    """A one-line reply that is a bare value, or a finished sentence (not a cut-off one)."""
    return bool(re.search(r"[.!]\W*$", line)) or not re.search(r"[A-Za-z]{3,}", line)


def _after_marker(lines: list[str], index: int, end: int, rest: re.Pattern[str]) -> str | None:
    """The text a marker introduces: the rest of its line, or the paragraph below it.

    Bullet lines of that paragraph become items of one list.
    """
    line = lines[index]
    skipped = rest.match(line, end)
    value = line[skipped.end() if skipped else end :].strip()
    after = index + 1
    if not value.strip("*_#:|` "):
        block: list[str] = []
        while after < len(lines) and not lines[after].strip():
            after += 1
        while after < len(lines) and lines[after].strip() and len(block) < _MAX_PARAGRAPH_LINES:
            block.append(lines[after].strip())
            after += 1
        bullets = [_BULLET.sub("", b) for b in block]
        value = " ; ".join(bullets) if bullets != block else " ".join(block)
    if not value.strip("*_#:|` ") or _TAKEN_BACK.search("\n".join(lines[after:])):
        return None
    return value


def _display(stated: str) -> str:
    """The stated answer without surrounding markup, for the score and for :func:`compare`."""
    boxed = boxed_values(stated)
    if boxed and len({re.sub(r"\s+", "", b) for b in boxed}) == 1:
        stated = boxed[-1] if re.fullmatch(r"[\s$*_(\[\\]*\\boxed.*", stated, re.DOTALL) else stated
    s = strip_emphasis(stated).strip().strip("*_`$ ").strip()
    if s.startswith(("\\(", "\\[")) and s.endswith(("\\)", "\\]")):
        s = s[2:-2].strip()
    if s.endswith(".") and not s.endswith(".."):
        s = s[:-1].rstrip()
    return s.strip("*_`$ ").strip()


# --- comparing values -------------------------------------------------------------------------


def _canonical(value: Value) -> Value:
    """Sequences become plain tuples, so that the bracket style does not matter."""
    if isinstance(value, Seq):
        return tuple(_canonical(x) for x in value.items)  # type: ignore[return-value]
    if isinstance(value, frozenset):
        return frozenset(_canonical(x) for x in value)
    return value


def _shape(answer: Value, truth: Value) -> tuple[Value, bool] | None:
    """The answer read in the reference's form, and whether that took a looser reading.

    None when no reading fits (a different kind of answer).
    """
    if isinstance(truth, bool) or isinstance(answer, bool):
        same = isinstance(truth, bool) and isinstance(answer, bool)
        return (answer, False) if same else None
    if isinstance(truth, Fraction):
        return (answer, False) if isinstance(answer, Fraction) else None
    if isinstance(truth, Name):
        if not isinstance(answer, Name):
            return None
        if answer != truth and answer.text.casefold() == truth.text.casefold():
            return truth, True
        return answer, False
    if isinstance(truth, frozenset):
        return _shape_set(answer, truth)
    if isinstance(truth, Seq):
        return _shape_sequence(answer, truth)
    return None


def _shape_set(answer: Value, truth: frozenset[Value]) -> tuple[Value, bool] | None:
    if isinstance(answer, frozenset):
        items, loose = list(answer), False
    elif isinstance(answer, Seq) and answer.bracket != "-":
        items = list(answer.items)
        loose = answer.bracket != "" or len(set(items)) != len(items)
    elif isinstance(answer, Fraction | Name):
        items, loose = [answer], True
    else:
        return None
    template = next((x for x in truth), None)
    if template is not None and not all(_kind(x) == _kind(template) for x in truth):
        template = None
    edges = template is not None and all(isinstance(x, frozenset) and len(x) == 2 for x in truth)
    shaped: list[Value] = []
    for item in items:
        if template is None:
            shaped.append(_canonical(item))
            loose |= bool(truth)
            continue
        one = _shape_element(item, template, edges)
        if one is None:
            return None
        shaped.append(one[0])
        loose |= one[1]
    return frozenset(shaped), loose


def _shape_element(item: Value, template: Value, edges: bool) -> tuple[Value, bool] | None:
    """One element of a set, read in the form of the reference's elements."""
    if isinstance(template, frozenset) and isinstance(item, Seq):
        inner = next((x for x in template), None)
        atoms = list(item.items)
        if len(set(atoms)) != len(atoms) or any(not _is_atom(a) for a in atoms):
            return None
        if inner is not None and any(_kind(a) != _kind(inner) for a in atoms):
            return None
        pair = edges and len(atoms) == 2
        return frozenset(atoms), not pair
    if isinstance(template, frozenset) and isinstance(item, frozenset):
        if edges and len(item) != 2:
            return None
        return _shape_set(item, template)
    if isinstance(template, frozenset) and edges:
        return None
    return _shape(item, template)


def _shape_sequence(answer: Value, truth: Seq) -> tuple[Value, bool] | None:
    if not isinstance(answer, Seq):
        return None
    if len(answer.items) != len(truth.items):
        return _canonical(answer), False
    shaped: list[Value] = []
    loose = False
    for item, template in zip(answer.items, truth.items, strict=True):
        one = _shape(item, template)
        if one is None:
            return None
        shaped.append(one[0])
        loose |= one[1]
    return tuple(shaped), loose  # type: ignore[return-value]


def _kind(value: Value) -> str:
    return type(value).__name__


def _is_atom(value: Value) -> bool:
    return isinstance(value, Fraction | Name) and not isinstance(value, bool)


_INDEXED = re.compile(r"([A-Za-z]+)(\d+)")


def _names_as_numbers(answer: Value, truth: Value) -> tuple[Value, bool]:
    """``v0, v4`` read as vertices 0 and 4, when the reference numbers its vertices.

    Only when every name in the answer is one common letter prefix and a number, and the
    reference has numbers and no names.
    """
    if _has(truth, Name) or not _has(truth, Fraction) or not _has(answer, Name):
        return answer, False
    prefixes: set[str] = set()
    if not _collect_prefixes(answer, prefixes, 0) or len(prefixes) != 1:
        return answer, False
    return _renamed(answer), True


def _has(value: Value, kind: type) -> bool:
    if isinstance(value, kind):
        return True
    if isinstance(value, frozenset):
        return any(_has(x, kind) for x in value)
    if isinstance(value, Seq):
        return any(_has(x, kind) for x in value.items)
    return False


def _collect_prefixes(value: Value, prefixes: set[str], depth: int) -> bool:
    if isinstance(value, Name):
        m = _INDEXED.fullmatch(value.text)
        if m is None:
            return False
        prefixes.add(m[1].casefold())
        return True
    children = (
        value if isinstance(value, frozenset) else value.items if isinstance(value, Seq) else ()
    )
    return all(_collect_prefixes(x, prefixes, depth + 1) for x in children)


def _renamed(value: Value) -> Value:
    if isinstance(value, Name):
        m = _INDEXED.fullmatch(value.text)
        return Fraction(int(m[2])) if m else value
    if isinstance(value, frozenset):
        return frozenset(_renamed(x) for x in value)
    if isinstance(value, Seq):
        return Seq(tuple(_renamed(x) for x in value.items), value.bracket)
    return value
