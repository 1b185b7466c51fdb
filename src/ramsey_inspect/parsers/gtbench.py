"""Deciding short GTBench answers without a judge: numbers, yes/no, sets, sequences, formulas.

A reply's final answer is its last ``Final answer:`` line (or last LaTeX ``boxed`` value). It is
compared with the ground truth when both read as the same kind of value: equal values are
a match, different values a mismatch; anything else is left to the judge. Formulas in one
variable are compared exactly at several integer points by a small evaluator of our own
(no ``eval``), so model text never runs as code. Work is bounded by ``MAX_ANSWER_CHARS``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Literal

MAX_ANSWER_CHARS = 400
MAX_SCAN_CHARS = 100_000
_EXPONENT_LIMIT = 64
_MAX_BITS = 4096
_POINTS = (2, 3, 4, 5, 7, 11)

Decision = Literal["match", "mismatch", "undecided"]
Value = Fraction | bool | frozenset["Value"] | tuple["Value", ...] | str

_FINAL = re.compile(r"final\s+answer\s*(?:is)?\s*[:=\-]\s*(.+)", re.IGNORECASE)
_BOXED = re.compile(r"\\boxed\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}")
_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+)?(?:/\d+)?$")


def final_answer(text: str) -> str | None:
    r"""The model's stated final answer, or None.

    >>> final_answer("Work...\n**Final answer:** {1, 2}.")
    '{1, 2}'
    """
    if not isinstance(text, str):
        return None
    tail = text[-MAX_SCAN_CHARS:]
    found = None
    for line in tail.splitlines():
        m = _FINAL.search(line)
        if m:
            found = m[1]
    if found is None:
        every_boxed = _BOXED.findall(tail)
        found = every_boxed[-1] if every_boxed else None
    if found is None:
        return None
    cleaned = found.strip().strip("*_`$ ").rstrip(".").strip()
    inner = _BOXED.fullmatch(cleaned)
    return (inner[1] if inner else cleaned)[:MAX_ANSWER_CHARS] or None


def compare(answer: str | None, truth: str) -> Decision:
    """Match, mismatch, or undecided (left to the judge).

    >>> compare("n^(n-2)", "n**(n - 2)"), compare("{3,1}", "{1, 3}"), compare("12", "16")
    ('match', 'match', 'mismatch')
    """
    if answer is None:
        return "undecided"
    mine, theirs = read_value(answer), read_value(truth)
    if mine is None or theirs is None or _kind(mine) != _kind(theirs):
        return "undecided"
    if isinstance(mine, str) and isinstance(theirs, str):
        return _compare_formulas(mine, theirs)
    return "match" if mine == theirs else "mismatch"


def read_value(text: str) -> Value | None:
    """Read a canonical value; formulas come back as their text (kind ``formula``)."""
    s = text.strip().strip("$").strip()
    if len(s) > MAX_ANSWER_CHARS or not s:
        return None
    low = s.lower().rstrip(".!")
    if low in ("yes", "true"):
        return True
    if low in ("no", "false"):
        return False
    if _NUMBER.match(s):
        return Fraction(s)
    if s[0] in "{[(":
        parsed = _Collection(s).read()
        return parsed
    if re.fullmatch(r"[\w\s+\-*/^().]+", s) and re.search(r"[a-zA-Z]", s):
        return s if _formula_variables(s) else None
    return None


def _kind(value: Value) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, Fraction):
        return "number"
    if isinstance(value, frozenset):
        return "set"
    if isinstance(value, tuple):
        return "sequence"
    return "formula"


class _Collection:
    """Recursive reader of ``{...}``, ``[...]`` and ``(...)`` of numbers or names."""

    def __init__(self, text: str) -> None:
        self.s = text.replace(" ", "")
        self.i = 0

    def read(self) -> Value | None:
        try:
            value = self._item()
        except (ValueError, IndexError):
            return None
        return value if self.i == len(self.s) else None

    def _item(self) -> Value:
        c = self.s[self.i]
        if c in "{[(":
            close = {"{": "}", "[": "]", "(": ")"}[c]
            self.i += 1
            items: list[Value] = []
            if self.s[self.i] == close:
                self.i += 1
            else:
                while True:
                    items.append(self._item())
                    if self.s[self.i] == ",":
                        self.i += 1
                        continue
                    if self.s[self.i] != close:
                        raise ValueError("unbalanced")
                    self.i += 1
                    break
            if c == "{":
                return frozenset(items)
            return tuple(items)
        m = re.compile(r"[+-]?\d+(?:/\d+)?|[A-Za-z_]\w*").match(self.s, self.i)
        if m is None:
            raise ValueError("bad element")
        self.i = m.end()
        token = m[0]
        return Fraction(token) if token[0].isdigit() or token[0] in "+-" else token


def _formula_variables(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_]\w*", text))


def _compare_formulas(a: str, b: str) -> Decision:
    names = _formula_variables(a) | _formula_variables(b)
    if len(names) != 1:
        return "undecided"
    (name,) = names
    try:
        for x in _POINTS:
            if _evaluate(a, name, x) != _evaluate(b, name, x):
                return "mismatch"
    except (ValueError, ZeroDivisionError, OverflowError):
        return "undecided"
    return "match"


def _evaluate(text: str, name: str, x: int) -> Fraction:
    tokens = re.findall(r"\d+|[A-Za-z_]\w*|\*\*|[+\-*/^()]", text)
    if "".join(tokens) != re.sub(r"\s+", "", text):
        raise ValueError("unexpected characters")
    tokens = ["^" if t == "**" else t for t in tokens]
    value, rest = _sum(tokens, name, x)
    if rest:
        raise ValueError("trailing tokens")
    return value


def _sum(tokens: list[str], name: str, x: int) -> tuple[Fraction, list[str]]:
    value, tokens = _product(tokens, name, x)
    while tokens and tokens[0] in "+-":
        op, (right, tokens) = tokens[0], _product(tokens[1:], name, x)
        value = value + right if op == "+" else value - right
    return value, tokens


def _product(tokens: list[str], name: str, x: int) -> tuple[Fraction, list[str]]:
    value, tokens = _power(tokens, name, x)
    while tokens and (tokens[0] in "*/" or tokens[0] == "(" or tokens[0][0].isalnum()):
        op = tokens[0] if tokens[0] in "*/" else "*"  # "2n" and "n(n-1)" multiply
        rest = tokens[1:] if tokens[0] in "*/" else tokens
        right, tokens = _power(rest, name, x)
        value = value * right if op == "*" else value / right
        if value.numerator.bit_length() + value.denominator.bit_length() > 2 * _MAX_BITS:
            raise OverflowError("value too large")
    return value, tokens


def _power(tokens: list[str], name: str, x: int) -> tuple[Fraction, list[str]]:
    base, tokens = _atom(tokens, name, x)
    if tokens and tokens[0] == "^":
        exponent, tokens = _power(tokens[1:], name, x)
        if exponent.denominator != 1 or abs(exponent) > _EXPONENT_LIMIT:
            raise ValueError("exponent out of range")
        if base.numerator.bit_length() * abs(int(exponent)) > _MAX_BITS:
            raise OverflowError("value too large")
        base = base ** int(exponent)
    return base, tokens


def _atom(tokens: list[str], name: str, x: int) -> tuple[Fraction, list[str]]:
    if not tokens:
        raise ValueError("missing operand")
    t, rest = tokens[0], tokens[1:]
    if t == "-":
        value, rest = _power(rest, name, x)
        return -value, rest
    if t == "(":
        value, rest = _sum(rest, name, x)
        if not rest or rest[0] != ")":
            raise ValueError("unbalanced")
        return value, rest[1:]
    if t.isdigit():
        return Fraction(int(t)), rest
    if t == name:
        return Fraction(x), rest
    raise ValueError(f"unexpected {t!r}")
