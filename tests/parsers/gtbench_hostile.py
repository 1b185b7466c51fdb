r"""Seeded random and hostile GTBench replies, for the fuzz test and the parsing benchmark.

:func:`hostile_replies` mixes four families, each tagged with its name:

* ``fragments``: random strings built from pieces that stress the reader (``/0``, ``^``,
  ``\frac{``, ``\boxed{``, unbalanced brackets, think tags, markers, Unicode, control bytes);
* ``nested``: deep nesting (brackets, ``\boxed``, ``\frac``, exponents, signs, factorials)
  up to 10,000 levels, and huge numbers;
* ``mutated``: corpus replies cut short, or with characters inserted, dropped or repeated;
* ``repeated``: one or two fragments repeated up to 2,000 times (slow regular expressions);
* ``large``: long replies (up to a few hundred kilobytes) with the answer at the end.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from gtbench_corpus import CASES

FRAGMENTS = [
    "Final answer: ", "**Final answer:** ", "\n", " ", ", ", "{", "}", "(", ")", "[", "]",
    "\\{", "\\}", "$", "$$", "\\(", "\\)", "\\boxed{", "\\frac{", "\\binom{", "}{", "^", "**",
    "^{", "_", "_{", "/", "/0", "0/0", "1/0", "1.5/2", "-", "–", "—", "→", "!", "=", "≈",
    "…", "...", "n", "d", "2n", "n^(n-2)", "v0", "v_{12}", "K_{3,4}", "and", "or", "not",
    "yes", "no", "none", "five", "9" * 40, "0", "7", "12", "<think>", "</think>", "\\text{",
    "\\left\\{", "\\right\\}", "\\cdot", "\\lfloor", "\\rfloor", "sqrt(", "binom(", "C(",
    "floor(", "Wait, ", "Answer: ", "the answer is ", "\x00", "\u202e", "\ufeff", "𝟓", "²",
    "ⁿ", "₀", "，", "∅", "\\emptyset", "%", "?", ";", ":", "|", "`", "```", "#", "> ",
]  # fmt: skip
TRUTHS = [
    "5", "64", "2*n", "d", "n^(2*n-2)", "[4, 32, 4, 4, 16]", "{0, 4, 5, 7, 9}",
    "{{7, 8}, {8, 9}, {11, 12}}", "{{1, 4, 6, 11}, {2, 7, 12}, {3, 8}, {5, 9, 10}}", "{}",
    "Yes", "3/4", "[0, 1, 1, 2]", "{a, c}",
]  # fmt: skip


def hostile_replies(seed: int = 0, count: int = 1200) -> Iterator[tuple[str, str, str]]:
    """``count`` (family, reply, reference) triples, the same for the same seed."""
    rng = random.Random(seed)
    makers = [_fragments, _nested, _mutated, _repeated, _large]
    weights = [40, 20, 20, 17, 3]
    for _ in range(count):
        maker = rng.choices(makers, weights)[0]
        yield maker.__name__.strip("_"), maker(rng), rng.choice(TRUTHS)


def _fragments(rng: random.Random) -> str:
    pieces = [rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 60))]
    if rng.random() < 0.2:
        pieces.append("".join(chr(rng.randint(0, 0x2FFFF)) for _ in range(rng.randint(1, 30))))
    if rng.random() < 0.5:
        pieces.insert(0, "Final answer: ")
    return "".join(pieces)


def _nested(rng: random.Random) -> str:
    depth = rng.choice([50, 300, 1000, 10_000])
    opener, closer = rng.choice(
        [("(", ")"), ("{", "}"), ("[", "]"), ("\\{", "\\}"), ("\\boxed{", "}"), ("\\frac{", "}{1}"),
         ("2^(", ")"), ("-", ""), ("n^", "n"), ("sqrt(", ")"), ("", "!"), ("\\left(", "\\right)"),
         ("<think>", "</think>")]
    )  # fmt: skip
    core = rng.choice(["1", "n", "1/0", "0/0", "{4/0, 5}", "9" * 5000, "7-8", ""])
    body = opener * depth + core + closer * rng.choice([depth, depth - 1, depth // 2])
    return rng.choice(["Final answer: ", "", "$\\boxed{", "**Final answer:** $"]) + body


def _mutated(rng: random.Random) -> str:
    text = rng.choice(CASES).reply
    if not text:
        return text
    operation = rng.choice(["cut", "insert", "drop", "repeat"])
    i = rng.randrange(len(text))
    if operation == "cut":
        return text[:i]
    if operation == "insert":
        return text[:i] + rng.choice(FRAGMENTS) * rng.randint(1, 5) + text[i:]
    if operation == "drop":
        return text[:i] + text[i + rng.randint(1, 20) :]
    return text[:i] + text[i : i + 20] * rng.randint(2, 200) + text[i:]


def _repeated(rng: random.Random) -> str:
    unit = rng.choice(FRAGMENTS) + rng.choice(["", " ", "x", "1", rng.choice(FRAGMENTS)])
    body = unit * rng.randint(100, 2000)
    return rng.choice(["Final answer: ", "", "**Final answer:** $", "\\boxed{"]) + body


def _large(rng: random.Random) -> str:
    filler = rng.choice(["Let me think. ", "{1, 2} ", "Final answer: 3\n", "\\boxed{7} ", "(" * 10])
    return filler * rng.randint(1_000, 20_000) + "\nFinal answer: " + rng.choice(TRUTHS)
