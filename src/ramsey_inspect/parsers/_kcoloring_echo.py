"""Telling a reply's own words from its prompt repeated back.

Small and base models often answer by repeating the question, whole, in part or garbled.
The prompt's instruction ("... or state that this cannot be done"), its question and its
format example are never the model's answer, so the reader blanks them before it reads.

A sentence is the prompt's when nearly all its words come in runs of three that the prompt
also has (dropped or repeated words leave most runs intact), unless it takes a stance in
words the prompt never uses: "It is not possible to give every vertex one color so that the
two ends of each edge never share a color" is the model's own verdict.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TOKEN = re.compile(r"[a-z0-9]+")
_MIN_TOKENS = 8
"""Shorter sentences ("So it cannot be done.") are the model's own, unless every word of one
continues a copied sentence beside it."""
_MIN_CHARS = 11
"""Shorter lines ("0 Red", "(and so on)" aside) hold too few words to be a copy."""
_COVERED = 0.7
"""Share of a sentence's words in copied runs; garbled copies keep about three quarters."""
_STANCE_WORDS = frozenset(
    {"impossible", "possible", "cannot", "not", "no", "yes", "exist", "exists", "colorable",
     "colourable", "t", "isn", "therefore", "thus", "hence", "conclusion", "conclude", "answer",
     "unfortunately", "indeed"}
)  # fmt: skip
"""Words that take a stance or conclude; one the prompt never uses, or one outside the runs
copied from it, makes a sentence the model's ("Therefore it cannot be done, since the two
ends of each edge would share a color"; "Your request to give every vertex one color, ...,
is impossible").
"""
_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]+|$)")
AND_SO_ON = re.compile(r"^[\s(*_`'\"]*(?:and\s+so\s+on|etc\.?|\.\.\.|…)[\s)*_`'\".]*$", re.I)
"""The line that closes the prompt's format example."""


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


class PromptEcho:
    """The prompt's runs of three words, to recognise sentences copied from it.

    The runs are gathered on the first line long enough to be a copy: a reply of short
    answer lines ("0 Red") never needs them.
    """

    def __init__(self, prompt: str) -> None:
        self._prompt = prompt
        self._words: tuple[set[tuple[str, ...]], frozenset[str]] | None = None
        self._vocab: frozenset[str] | None = None

    @property
    def _trigrams(self) -> set[tuple[str, ...]]:
        return self._prompt_words()[0]

    @property
    def _own_stance(self) -> frozenset[str]:
        """Stance words the prompt never uses: a sentence holding one is the model's."""
        return self._prompt_words()[1]

    def _prompt_words(self) -> tuple[set[tuple[str, ...]], frozenset[str]]:
        if self._words is None:
            words = _tokens(self._prompt)
            trigrams = {tuple(words[i : i + 3]) for i in range(len(words) - 2)}
            self._words = trigrams, _STANCE_WORDS - set(words)
        return self._words

    def _covered(self, words: list[str]) -> list[bool]:
        covered = [False] * len(words)
        trigrams = self._trigrams
        for i in range(len(words) - 2):
            if (words[i], words[i + 1], words[i + 2]) in trigrams:
                covered[i] = covered[i + 1] = covered[i + 2] = True
        return covered

    def copied(self, sentence: str) -> bool:
        """Whether a sentence is the prompt's text rather than the model's own."""
        words = _tokens(sentence)
        return len(words) >= _MIN_TOKENS and self._copied(words, self._covered(words))

    def _copied(self, words: list[str], covered: list[bool]) -> bool:
        if sum(covered) < _COVERED * len(words):
            return False
        return not any(
            w in self._own_stance or (w in _STANCE_WORDS and not c)
            for w, c in zip(words, covered, strict=True)
        )

    def own_words(self, line: str) -> list[str]:
        """The words of a line the prompt never uses (a copy with words dropped has none)."""
        vocabulary = self._vocabulary()
        return [w for w in _tokens(line) if w not in vocabulary]

    def _vocabulary(self) -> frozenset[str]:
        if self._vocab is None:
            self._vocab = frozenset(_tokens(self._prompt))
        return self._vocab

    def blank(self, line: str) -> str:
        """The line with every sentence copied from the prompt blanked out.

        Runs of three are counted across the whole line, so a short piece between copied
        sentences ("this cannot be done. If it cannot be done, make ...") is copied too
        when every word of it continues the prompt's text.
        """
        if len(line) < _MIN_CHARS:
            return line
        if AND_SO_ON.match(line):
            return ""
        parts = _SENTENCE.findall(line)
        words = [_tokens(p) for p in parts]
        total = sum(len(w) for w in words)
        if total < _MIN_TOKENS or not self._trigrams:
            return line
        flat = [w for ws in words for w in ws]
        flags = self._covered(flat)
        copied: list[bool] = []
        at = 0
        for ws in words:
            cov = flags[at : at + len(ws)]
            at += len(ws)
            copied.append(len(ws) >= _MIN_TOKENS and self._copied(ws, cov))
        for i, ws in enumerate(words):
            if copied[i] or not ws or len(ws) >= _MIN_TOKENS:
                continue
            start = sum(len(w) for w in words[:i])
            beside = (i > 0 and copied[i - 1]) or (i + 1 < len(words) and copied[i + 1])
            if beside and all(flags[start : start + len(ws)]):
                copied[i] = True
        return "".join(" " * len(p) if c else p for p, c in zip(parts, copied, strict=True))


def blank_echoes(lines: Sequence[str], echo: PromptEcho | None) -> list[str]:
    """Every line with the prompt's sentences blanked (unchanged without a prompt)."""
    if echo is None:
        return list(lines)
    return [echo.blank(line) for line in lines]
