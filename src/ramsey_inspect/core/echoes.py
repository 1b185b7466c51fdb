"""Telling a reply's own words from its prompt repeated back.

Small and base models often answer by repeating their prompt: whole, cut short, twice,
with words dropped, as the format example alone, or inside a few words of their own. What
is copied from the prompt (its instructions, its question, its examples) is never the
model's answer. Two readings serve the gadgets and GTBench scorers:

- :class:`PromptEcho` follows a reply word by word against the prompt. A word is copied
  when it starts a run of three prompt words, or continues the prompt within a few words
  of the last copied one (dropped words leave gaps, not new text). A sentence whose every
  word is copied is the prompt's; :meth:`PromptEcho.own_text` blanks such sentences, so a
  reader finds only what the model said itself.
- :func:`is_echo_of` says whether a short text (an answer block, a tool call) repeats a
  source (the prompt's example): its words in the source's order, with at most a few left
  out between any two, so the example whole, cut short, or with words dropped.

Words are runs of letters and digits, compared without case, so whitespace, markdown and
punctuation do not matter. Each reading looks at every word once, with bounded look-ups,
so time is linear in the reply.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from functools import lru_cache

_WORD = re.compile(r"[A-Za-z0-9]+")
_SENTENCE = re.compile(r"[^\n]*?(?:[.!?]+(?=\s|$)|\n|$)")
_CONTENT = re.compile(r"[A-Za-z0-9{}\[\]∅]")
"""What an answer of the model's own shows: a word, or an empty set or list."""
_MARKUP_LINE = re.compile(r"[\s>*_#`|=~-]*")
_CUT_TAIL = re.compile(r"[\s}\]).,;:]*")
"""Closing brackets and punctuation: the tail of a cut-off prompt item."""
MAX_PROMPT_WORDS = 100_000
"""Prompt words indexed; the shipped prompts have a few hundred."""
_GAP = 6
"""Prompt words a copied word may skip after the last copied one (words dropped)."""
_WIDE = 12
"""A longer skip, allowed when the next word continues the prompt too."""
_ECHO_WORDS = 3
"""Words with letters a copied stretch needs to be an echo (see ``_keep_long_stretches``)."""
_CANDIDATES = 16
"""Places of a run of three words compared when the reply's echo (re)starts."""
_FOLLOW = 32
"""Words compared at each such place."""
_SKIP = 12
"""Source words an echoed block may leave out between two of its words (one dropped
word of text such as "(P3,K1,3)-good" is five)."""


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


class PromptEcho:
    r"""The words of a prompt, indexed to follow a reply that repeats them.

    >>> echo = PromptEcho("How many edges does W_n have? End with 'Final answer: <x>'.")
    >>> echo.only_echo("How many edges does W_n have? End with 'Final answer: <x>'.")
    True
    >>> echo.only_echo("How many edges does W_n have? It has 2n edges.")
    False
    >>> echo.own_text("How many edges does W_n have?\nFinal answer: 2n").strip()
    'Final answer: 2n'
    """

    def __init__(self, prompt: str | Sequence[str]) -> None:
        text = prompt if isinstance(prompt, str) else "\n\n".join(prompt)
        self._prompt = _words(text)[:MAX_PROMPT_WORDS]
        self._runs: dict[tuple[str, str, str], list[int]] = {}
        words = self._prompt
        for i in range(len(words) - 2):
            self._runs.setdefault((words[i], words[i + 1], words[i + 2]), []).append(i)

    def copied(self, text: str) -> list[tuple[int, int, bool]]:
        """Each word of ``text`` as ``(start, end, copied)``: is it the prompt's wording?"""
        found = [(m.start(), m.end(), m[0].lower()) for m in _WORD.finditer(text)]
        words = [w for _, _, w in found]
        at: list[int | None] = [None] * len(words)
        anchor: int | None = None
        misses = 0
        for i in range(len(words)):
            j = None
            if anchor is not None:
                j = self._continues(words, i, anchor)
            if j is None and i + 2 < len(words):
                j = self._run_start(words, i, anchor)
            if j is None:
                misses += 1
                if misses > 1:
                    anchor = None  # two own words in a row: the echo has ended
                continue
            at[i], anchor, misses = j, j, 0
        self._back_fill(words, at)
        self._cut_words(words, at)
        _keep_long_stretches(words, at)
        return [(s, e, a is not None) for (s, e, _), a in zip(found, at, strict=True)]

    def only_echo(self, text: str) -> bool:
        """Whether ``text`` repeats the prompt and says nothing else (not even ``{}``)."""
        return bool(_WORD.search(text)) and not _CONTENT.search(self.own_text(text))

    def own_text(self, text: str) -> str:
        """``text`` with each sentence copied from the prompt blanked (line breaks kept).

        The result has the same length and line structure, so a reader of lines works on
        it unchanged; a sentence with any word of the model's own is kept whole.
        """
        marks = self.copied(text)
        if not any(c for _, _, c in marks):
            return text
        out = list(text)
        touched: set[int] = set()  # lines with a blanked sentence
        line = k = 0
        for m in _SENTENCE.finditer(text):
            start, end = m.span()
            if start == end:
                continue
            while k < len(marks) and marks[k][1] <= start:
                k += 1
            inside = []
            j = k
            while j < len(marks) and marks[j][0] < end:
                inside.append(marks[j][2])
                j += 1
            if inside and all(inside):
                touched.add(line)
                for p in range(start, end):
                    if out[p] != "\n":
                        out[p] = " "
            line += text.count("\n", start, end)
        if not touched:
            return text
        # An echo that starts mid-prompt can open with the closing brackets of a cut-off
        # set or list ("}." after "{3, 4"); an answer never opens with a closing bracket.
        first = _WORD.search(text)
        lead = text[: first.start()] if first else ""
        if lead and _CUT_TAIL.fullmatch(lead) and any(c in lead for c in "}])"):
            out[: len(lead)] = [c if c == "\n" else " " for c in lead]
        # What a blanked line has left without a word (a quote marker, a bracket), and the
        # echo's bare markup lines, are punctuation, not an answer.
        lines = "".join(out).split("\n")
        return "\n".join(
            " " * len(x)
            if (i in touched and not _WORD.search(x)) or _MARKUP_LINE.fullmatch(x)
            else x
            for i, x in enumerate(lines)
        )

    def _continues(self, words: list[str], i: int, anchor: int) -> int | None:
        """The prompt position of word i, if it continues the echo from ``anchor``."""
        prompt = self._prompt
        word = words[i]
        for j in range(anchor + 1, min(len(prompt), anchor + 1 + _GAP)):
            if prompt[j] == word:
                return j
        if i + 1 < len(words):
            after = words[i + 1]
            for j in range(anchor + 1 + _GAP, min(len(prompt) - 1, anchor + 1 + _WIDE)):
                if prompt[j] == word and prompt[j + 1] == after:
                    return j
        return None

    def _run_start(self, words: list[str], i: int, anchor: int | None) -> int | None:
        """Where the run of three words at i starts in the prompt, if it is there.

        The first place after ``anchor`` when there is one; otherwise, of the first few
        places, the one the reply goes on following longest.
        """
        starts = self._runs.get((words[i], words[i + 1], words[i + 2]))
        if not starts:
            return None
        if anchor is not None:
            k = bisect.bisect_right(starts, anchor)
            if k < len(starts):
                return starts[k]
        prompt = self._prompt
        best, longest = starts[0], -1
        for j in starts[:_CANDIDATES]:
            n = 3
            while n < _FOLLOW and i + n < len(words) and j + n < len(prompt):
                if words[i + n] != prompt[j + n]:
                    break
                n += 1
            if n > longest:
                best, longest = j, n
        return best

    def _back_fill(self, words: list[str], at: list[int | None]) -> None:
        """Copied words just before a copied run: a drop left them too short to start one."""
        prompt = self._prompt
        for i in range(len(words) - 2, -1, -1):
            after = at[i + 1]
            if at[i] is not None or after is None:
                continue
            for j in range(after - 1, max(-1, after - 1 - _GAP), -1):
                if prompt[j] == words[i]:
                    at[i] = j
                    break

    def _cut_words(self, words: list[str], at: list[int | None]) -> None:
        """A reply cut short mid-word: its first or last word is part of a prompt word."""
        prompt = self._prompt
        if len(words) > 1 and at[0] is None and at[1] is not None and at[1] > 0:
            if prompt[at[1] - 1].endswith(words[0]):
                at[0] = at[1] - 1
        last = len(words) - 1
        if last > 0 and at[last] is None and at[last - 1] is not None:
            j = at[last - 1] + 1  # type: ignore[operator]
            if j < len(prompt) and prompt[j].startswith(words[last]):
                at[last] = j


def _keep_long_stretches(words: list[str], at: list[int | None]) -> None:
    """Unmark copied stretches too short to be an echo rather than the model's own.

    A stretch is a run of copied words that follows the prompt forward. An answer may
    repeat a few of the question's items ("{7, 8}, {8, 9}" from its edge list), but an
    echo repeats its wording: a stretch needs ``_ECHO_WORDS`` words with letters.
    """
    start = 0
    for i in range(len(words) + 1):
        if i < len(words) and at[i] is not None and i > start:
            before, here = at[i - 1], at[i]
            if before is not None and here is not None and before < here <= before + _WIDE + 1:
                continue
        if i > start and at[start] is not None:
            if sum(any(c.isalpha() for c in w) for w in words[start:i]) < _ECHO_WORDS:
                for k in range(start, i):
                    at[k] = None
        start = i


def is_echo_of(text: str, source: str, *, anywhere: bool = False) -> bool:
    r"""Whether ``text`` has words and repeats ``source``: its words, in order, few left out.

    Each word must come within ``_SKIP`` words after the one before it (dropped words
    leave short gaps; a text of its own that merely reuses the source's numbers does not
    keep that close). The first word must be near the start of ``source``, or anywhere
    in it with ``anywhere`` (a text whose beginning was lost). The last word may be the
    start of a source word (a reply cut short).

    >>> example = "vertices: 4 edges: 0-1, 0-2, 1-3 e: 0-2"
    >>> is_echo_of("vertices 4\nedges: 0-1, 1-3\ne: 0-2", example)
    True
    >>> is_echo_of("vertices: 4 edg", example), is_echo_of("1-3 e: 0-2", example, anywhere=True)
    (True, True)
    >>> is_echo_of("vertices: 4 edges: 0-1, 0-2, 1-3 e: 0-1", example)
    False
    """
    mine = _words(text)
    theirs = _source_words(source)
    if not mine:
        return False
    if not anywhere:
        return _follows(mine, theirs, -1)
    starts = [i for i, w in enumerate(theirs) if _same(mine, 0, w)][:_CANDIDATES]
    return any(_follows(mine, theirs, i - 1) for i in starts)


@lru_cache(maxsize=64)
def _source_words(source: str) -> tuple[str, ...]:
    """A source's words, kept: the same prompt example is compared with every block."""
    return tuple(_words(source))


def _same(mine: list[str], k: int, word: str) -> bool:
    return word == mine[k] or (k == len(mine) - 1 and word.startswith(mine[k]))


def _follows(mine: list[str], theirs: Sequence[str], j: int) -> bool:
    """Whether ``mine`` follows ``theirs`` after position j, with short gaps."""
    for k in range(len(mine)):
        for i in range(j + 1, min(len(theirs), j + 2 + _SKIP)):
            if _same(mine, k, theirs[i]):
                j = i
                break
        else:
            return False
    return True
