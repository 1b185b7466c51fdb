r"""Reading one stated GTBench answer into a value: number, yes/no, set, sequence, name, formula.

The text is first brought to plain form (LaTeX such as ``\frac``, ``\binom``, ``n^{2n-2}``,
``\{1, 2\}``, markdown emphasis and Unicode maths are rewritten; see :func:`plain`). What a
careful grader ignores is then set aside: a lead-in ("H contains", "the cut vertices are"),
unit words after the value ("5 triangles"), a left-hand side ("|E(W_n)| = 2n"), a remark in
parentheses, a comment after a dash or a full stop, a restated condition ("for n >= 3").
The answer is refused (None) when words qualify it (``about``, ``at least``, ``or``,
``not`` ...), when two values compete, or when anything is left that does not read cleanly:
only the judge can decide such answers.

Values are built by a recursive descent parser whose depth is capped at ``MAX_DEPTH``, so
deeply nested input is refused far below Python's recursion limit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ramsey_inspect.parsers._gtbench_formula import (
    FUNCTIONS,
    Call,
    EvaluationError,
    Factorial,
    Negative,
    Node,
    Num,
    Power,
    Product,
    Sum,
    Var,
    evaluate,
    variables,
)

MAX_ANSWER_CHARS = 1_000
"""Longer stated answers are left to the judge."""
MAX_DEPTH = 40
"""How many nested steps (collections, brackets, signs, exponents) are read; a bracketed
operand counts two. Deeper input is refused, using at most a few hundred stack frames."""
_MAX_LATEX_COMMANDS = 40


@dataclass(frozen=True)
class Name:
    """A vertex or object name such as ``v0`` or ``a``."""

    text: str


@dataclass(frozen=True)
class Seq:
    """An ordered collection; ``bracket`` says how it was written.

    ``"["`` or ``"("`` for brackets, ``""`` for a list without brackets, ``"-"`` for a pair
    written with a dash (``7-8``, ``7–8``, ``7 → 8``).
    """

    items: tuple[Value, ...]
    bracket: str


@dataclass(frozen=True)
class Formula:
    """An expression with at least one variable."""

    tree: Node
    names: frozenset[str]


Value = Fraction | bool | Name | Seq | Formula | frozenset["Value"]


class Unreadable(ValueError):
    """The text is not one clean value."""


def read_value(text: str) -> Value | None:
    r"""The value a stated answer gives, or None when it cannot be read with certainty.

    >>> read_value("**5** triangles.")
    Fraction(5, 1)
    >>> read_value(r"$\{\{7,8\},\{8,9\}\}$") == frozenset({frozenset({Fraction(7), Fraction(8)}),
    ...                                                    frozenset({Fraction(8), Fraction(9)})})
    True
    >>> read_value("5 or 6") is None, read_value("1/0") is None
    (True, True)
    """
    if not isinstance(text, str) or len(text) > 4 * MAX_ANSWER_CHARS:
        return None
    try:
        return _read(text)
    except (Unreadable, EvaluationError, ArithmeticError):
        return None


def read_yes_no(text: str) -> bool | None:
    """A stated answer read as yes or no, for a yes/no question; None when it is neither.

    Beyond the words yes, no, true and false, a plain denial that the thing asked about
    can be or exists ("That's not possible.", "No such graph exists.") is a no. A hedge
    ("I don't think that's possible") is neither.

    >>> read_yes_no("That's not possible."), read_yes_no("It cannot be done: 7 is odd.")
    (False, False)
    >>> read_yes_no("It is probably not possible.") is None
    True
    """
    value = read_value(text)
    if isinstance(value, bool):
        return value
    if not isinstance(text, str) or len(text) > 4 * MAX_ANSWER_CHARS:
        return None
    try:
        s = plain(text)
    except Unreadable:
        return None
    denial = _DENIAL.match(s)
    if denial is None or _hedged(denial[1] or "", _DENIAL_HEDGES):
        return None
    return False


# --- plain form ---------------------------------------------------------------------------

_WRAPPERS = re.compile(
    r"\\(?:text|textbf|textit|mathrm|mathbf|mathit|mathsf|mathtt|operatorname|emph|boldsymbol"
    r"|mbox|hbox)\s*\{([^{}]*)\}"
)
_DROPPED = re.compile(
    r"\\(?:displaystyle|textstyle|left|right|bigl|bigr|Bigl|Bigr|big|Big|middle)(?![A-Za-z])"
    r"|\\[()\[\]]|\$"
)
_SPACES = re.compile(r"\\[,;:!> ]|\\q?quad(?![A-Za-z])|~|\u00a0|\u2009|\u202f")
_SYMBOLS = {
    r"\cdot": "*", r"\times": "*", r"\ast": "*", r"\div": "/",
    r"\emptyset": "{}", r"\varnothing": "{}", r"\infty": " infinity ",
    r"\leq": "≤", r"\le": "≤", r"\geq": "≥", r"\ge": "≥", r"\neq": "≠", r"\ne": "≠",
    r"\approx": "≈", r"\sim": "≈", r"\simeq": "≈", r"\pm": "±", r"\mp": "±",
    r"\ldots": "…", r"\cdots": "…", r"\dots": "…", r"\vdots": "…",
    r"\to": "→", r"\rightarrow": "→", r"\leftrightarrow": "→", r"\longrightarrow": "→",
    r"\lfloor": " floor(", r"\rfloor": ")", r"\lceil": " ceil(", r"\rceil": ")",
    r"\lbrace": "\\{", r"\rbrace": "\\}", r"\mid": "|", r"\vert": "|",
}  # fmt: skip
_LATEX_SYMBOL = re.compile(
    "|".join(re.escape(k) + r"(?![A-Za-z])" for k in sorted(_SYMBOLS, key=len, reverse=True))
)
_UNICODE = str.maketrans(
    {
        "−": "-", "‐": "-", "‑": "-", "×": "*", "·": "*", "⋅": "*", "∙": "*", "÷": "/",
        "∅": "{}", "∞": " infinity ", "↔": "→", "⟶": "→", "⇒": " so ", "⌊": " floor(", "⌋": ")",
        "⌈": " ceil(", "⌉": ")", "，": ",", "；": ";", "：": ":", "＝": "=", "｛": "{", "｝": "}",
        "⩽": "≤", "⩾": "≥", "\u200b": "", "✓": " ", "✔": " ", "✅": " ", "∎": " ", "□": " ",
        "■": " ", "★": " ",
    }
)  # fmt: skip
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹ⁿ⁺⁻⁽⁾", "0123456789n+-()")
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_SUPER_RUN = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹ⁿ⁺⁻⁽⁾]+")
_SUB_RUN = re.compile(r"[₀₁₂₃₄₅₆₇₈₉]+")
_BOLD = re.compile(r"(?<![\w)\]}*])(\*\*|__)(?=\S)(.{1,300}?)(?<=\S)\1(?![\w(\[{*])")
_ITALIC = re.compile(r"(?<![\w)\]}*])\*(?=[^\s*])([^*]{1,300}?)(?<=[^\s*])\*(?![\w(\[{*])")
_BULLET = re.compile(r"^(?:[#>]+\s*|[-*+]\s+)+")
_STRAY_BOLD = re.compile(r"(?<![\w)\]}])(?:\*\*|__)|(?:\*\*|__)(?![\w(\[{])")
_CHOOSE = re.compile(r"(?<![\w)])(\w+|\([^()]*\))\s+choose\s+(\w+|\([^()]*\))", re.IGNORECASE)
_VERTEX_WORD = re.compile(r"\b(?:vertex|vertices|node|nodes)\s+(?=[\d{(\[])", re.IGNORECASE)


def plain(text: str) -> str:
    r"""Rewrite LaTeX, markdown and Unicode math into the plain syntax the parser reads.

    >>> plain(r"$\boxed{n^{2n-2}}$.")
    'n^(2n-2)'
    >>> plain(r"\frac{n(n-1)}{2} \text{ edges}")
    '((n(n-1))/(2)) edges'
    >>> plain(r"\{ \{1, 2\}, \{3\} \}")
    '{ {1, 2}, {3} }'
    """
    s = unbox(text.strip())
    if s is None:
        raise Unreadable("several boxed values")
    s = strip_emphasis(s.replace("`", "").replace("$", " "))
    s = s.translate(_UNICODE)
    s = _SUPER_RUN.sub(lambda m: "^(" + m[0].translate(_SUPERSCRIPTS) + ")", s)
    s = _SUB_RUN.sub(lambda m: "_" + m[0].translate(_SUBSCRIPTS), s)
    if "\\" in s:
        s = _latex(s)
    s = _braces(s)
    s = s.replace("...", "…").replace("**", "^").replace("<->", "→").replace("->", "→")
    s = _VERTEX_WORD.sub("", s)
    if "choose" in s.lower():
        s = _CHOOSE.sub(r"binom(\1, \2)", s)
    s = _BULLET.sub("", re.sub(r"\s+", " ", s).strip())
    while s.endswith((".", ",", ";")) and not s.endswith(".."):
        s = s[:-1].rstrip()
    return s


def strip_emphasis(text: str) -> str:
    """Markdown bold and italics removed; ``**`` between operands (a power) is kept."""
    for _ in range(3):
        text = _BOLD.sub(r"\2", text)
    return _STRAY_BOLD.sub("", _ITALIC.sub(r"\1", text))


def unbox(text: str) -> str | None:
    r"""The text with ``\boxed{x}`` replaced by ``x``, when all boxed values are the same.

    Returns None when different values are boxed: the reader cannot tell which is meant.
    """
    spans = _boxed_spans(text)
    if not spans:
        return text
    if len({re.sub(r"\s+", "", text[a:b]) for _, a, b, _ in spans}) > 1:
        return None
    out: list[str] = []
    position = 0
    for start, a, b, end in spans:
        out.append(text[position:start] + " " + text[a:b] + " ")
        position = end
    return "".join(out) + text[position:]


def boxed_values(text: str) -> list[str]:
    r"""Every ``\boxed{...}`` (or ``\fbox{...}``) content, braces balanced, ``\{`` skipped."""
    return [text[a:b].strip() for _, a, b, _ in _boxed_spans(text)]


def _boxed_spans(text: str) -> list[tuple[int, int, int, int]]:
    """(command start, content start, content end, group end) of every outermost boxed value."""
    starts = list(re.finditer(r"\\(?:boxed|fbox)\s*\{", text))
    if not starts:
        return []
    partner = brace_partners(text)
    spans: list[tuple[int, int, int, int]] = []
    for m in starts:
        if spans and m.start() < spans[-1][3]:
            continue
        close = partner.get(m.end() - 1)
        if close is not None:
            spans.append((m.start(), m.end(), close, close + 1))
    return spans


def brace_partners(text: str) -> dict[int, int]:
    r"""Each ``{`` paired with its ``}``, in one pass; escaped braces (``\{``) are skipped."""
    partner: dict[int, int] = {}
    stack: list[int] = []
    for m in re.finditer(r"\\.|[{}]", text, re.DOTALL):
        c = m[0]
        if c == "{":
            stack.append(m.start())
        elif c == "}" and stack:
            partner[stack.pop()] = m.start()
    return partner


def _group(text: str, start: int) -> tuple[str, int] | None:
    """The brace group opening at ``start``: its content and the index after it."""
    close = brace_partners(text[start:]).get(0)
    return None if close is None else (text[start + 1 : start + close], start + close + 1)


def _latex(s: str) -> str:
    for _ in range(3):
        s = _WRAPPERS.sub(r" \1 ", s)
    s = _DROPPED.sub("", s)
    s = _SPACES.sub(" ", s)
    s = _LATEX_SYMBOL.sub(lambda m: _SYMBOLS[m[0]], s)
    s = _two_argument_commands(s)
    s = s.replace("\\{", "\x01").replace("\\}", "\x02").replace("\\#", "#")
    s = re.sub(r"\\([A-Za-z]+)", r" \1 ", s).replace("\\", " ")
    return s


def _braces(s: str) -> str:
    r"""Braces after ``^`` and ``sqrt`` group; after ``_`` they subscript; else they make sets.

    Once the text escapes set braces (``\{``), every plain brace is LaTeX grouping.
    """
    grouping_only = "\x01" in s
    out: list[str] = []
    stack: list[bool] = []
    last = ""
    for c in s:
        if c == "{":
            tail = "".join(out[-8:]).rstrip()
            group = grouping_only or last == "^" or tail.endswith("sqrt")
            stack.append(group and last != "_")
            out.append("(" if stack[-1] else "{")
        elif c == "}":
            out.append(")" if stack and stack.pop() else "}")
        else:
            out.append(c)
        if not c.isspace():
            last = c
    return "".join(out).replace("\x01", "{").replace("\x02", "}")


def _two_argument_commands(s: str) -> str:
    pattern = re.compile(r"\\([dt]?frac|[dt]?binom)\s*(?=\{)")
    for _ in range(_MAX_LATEX_COMMANDS):
        m = pattern.search(s)
        if m is None:
            return s
        first = _group(s, m.end())
        second = _group(s, first[1]) if first and s[first[1] : first[1] + 1] == "{" else None
        if first is None or second is None:
            raise Unreadable(f"\\{m[1]} without two arguments")
        if "frac" in m[1]:
            middle = f"(({first[0]})/({second[0]}))"
        else:
            middle = f"binom({first[0]}, {second[0]})"
        s = s[: m.start()] + middle + s[second[1] :]
    raise Unreadable("too many LaTeX commands")


# --- setting aside the prose around the value ------------------------------------------------

_BOOLEANS = {"yes": True, "true": True, "no": False, "false": False}
_BOOLEAN = re.compile(r"^(yes|no|true|false)\b\s*(?:[.,;:!—–-]\s*(.*))?$", re.IGNORECASE)
_EMPTY = re.compile(
    r"^(?:there\s+(?:are|is)\s+)?(?:none|no\s+(?:such\s+)?[a-z]+(?:\s+[a-z]+)?"
    r"|the\s+empty\s+set|empty(?:\s+set)?|\{\s*\})$",
    re.IGNORECASE,
)
QUALIFIERS = frozenset(
    """about approximately approx around roughly nearly almost least most maybe perhaps
    probably possibly likely guess unsure uncertain unclear either or not nor estimate
    estimated unknown cannot can't impossible undefined infinite infinitely infinity if unless
    except but assuming depending depends sometimes might may could should would unbounded
    arbitrarily otherwise alternatively wait actually instead correction wrong incorrect
    mistake mistaken erroneous oops scratch""".split()
)
"""Words that make a stated value conditional, approximate, one of several or taken back,
wherever they stand (in the answer, in a remark in parentheses, in a comment after it)."""
HEDGES = QUALIFIERS | frozenset(
    "more less fewer greater than between plus minus over under below above no else".split()
)
"""Words that change the value when they stand next to it ("more than 5", "no 5")."""
_BOOLEAN_HEDGES = frozenset(
    "but however unless except only sometimes depends depending maybe perhaps probably possibly "
    "partially necessarily always generally".split()
)
_RETRACTING = QUALIFIERS | frozenset("answer correct correctly rather recount recounting".split())
_NO_THEN = re.compile(r"^\W*(?:no|nope)\s*[,.;:!—–-]", re.IGNORECASE)
"""A comment after a value that opens with a bare "no": it takes the value back ("72 — no, 12")."""
_DOMAIN = re.compile(
    r"[,;]?\s*\(?\s*(?:for|when|where|with)?\s*(?:all|every|each|any)?\s*[a-z]\s*(?:≥|>=|>)\s*\d+"
    r"\s*\)?\s*$",
    re.IGNORECASE,
)
_REMARK = re.compile(r"\(([^()]*)\)")
_RELATION = re.compile(r"[≈≤≥<>≠±?…%]|infinity")
_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
}
_TENS = {
    w: 10 * i
    for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)
}


def _read(text: str) -> Value:
    s = plain(text)
    if not s or len(s) > MAX_ANSWER_CHARS:
        raise Unreadable("empty or too long")
    boolean = _BOOLEAN.match(s)
    if boolean:
        if boolean[2] and _hedged(boolean[2], _BOOLEAN_HEDGES):
            raise Unreadable("qualified yes/no")
        return _BOOLEANS[boolean[1].lower()]
    if _EMPTY.match(s):
        return frozenset()
    try:
        return _read_clause(s)
    except Unreadable:
        head, tail = _commentary(s)
        if head and not _hedged(tail, _RETRACTING) and not _NO_THEN.match(tail):
            try:
                return _read_clause(head)
            except Unreadable:
                pass
        predicate = _predicate(s)
        if predicate is None:
            raise
        return _read_clause(predicate)


_ON_SIZE = re.compile(
    r"^(?P<head>\W*\d+(?:\s+[A-Za-z][\w'-]*){1,4})\s+(?:on|with)\s+(?:exactly\s+)?\d+"
    r"\s+(?:vertices|nodes)\b\W*$",
    re.IGNORECASE,
)
"""A count, the noun phrase naming what it counts, then the question's size restated:
"72 labelled graphs on 8 vertices" states 72."""
_LABELLED = re.compile(r"\b(?<!un)(?<!un-)labell?ed\b", re.IGNORECASE)
_UNLABELLED = re.compile(
    r"\bun-?labell?ed\b|\bup\s+to\s+isomorphism\b|\bnon-?isomorphic\b|\bisomorphism\s+class",
    re.IGNORECASE,
)
"""Two ways of counting graphs; an answer naming both does not say which its count is."""


def _read_clause(s: str) -> Value:
    if _LABELLED.search(s) and _UNLABELLED.search(s):
        raise Unreadable("counted both labelled and up to isomorphism")
    if on_size := _ON_SIZE.match(s):
        s = on_size["head"]
    s = _DOMAIN.sub("", s)
    s = _REMARK.sub(_drop_remark, s)
    if _RELATION.search(s):
        raise Unreadable("a relation or hedge symbol")
    s = _right_of_last_equals(s)
    tokens = _tokens(s)
    if any(t.kind == "word" and t.text.lower() in HEDGES for t in tokens):
        raise Unreadable("qualifying words")
    tokens = _number_word(tokens)
    return _Parser(_value_run(tokens)).top()


_COPULA = re.compile(r"\s(?:is|are|equals|is\s+equal\s+to)[\s:]", re.IGNORECASE)
_DENIAL = re.compile(
    r"(?:(?:that|this|it|such\s+an?\s+[a-z]+(?:\s+[a-z]+)?)\s*(?:'s|’s|\s+is|\s+would\s+be)"
    r"\s+(?:not\s+possible|impossible)"
    r"|(?:that|this|it|such\s+an?\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:cannot|can't|can\s+not)"
    r"\s+(?:be\s+done|happen|exist|be)"
    r"|not\s+possible|impossible"
    r"|no\s+such\s+[a-z]+(?:\s+[a-z]+)?\s+(?:exists?|is\s+possible)"
    r"|there\s+(?:is|are|exists?)\s+no\s+such\s+[a-z]+(?:\s+[a-z]+)?"
    r"|(?:it|such\s+an?\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:does\s+not|doesn't)\s+exist)"
    r"\s*(?:[.!,;:—–-]\s*(.*))?$",
    re.IGNORECASE,
)
"""A denial that what was asked about can be or exists, with an optional reason after it."""
_DENIAL_HEDGES = _BOOLEAN_HEDGES | frozenset(
    "wait actually instead correction unsure uncertain think guess".split()
)
"""Words in the reason after a denial that take it back or weaken it."""


_VALUE_START = re.compile(r"\s*(?:[0-9{(\[\\]|(?!an?\s)[A-Za-z](?![A-Za-z]))")
"""What a stated value starts with: not a word ("is a cubic graph with degree 3")."""


def _predicate(s: str) -> str | None:
    """``V`` in ``X is V``, the question restated then its value ("... of W_n is 2n").

    None when there is no such copula outside brackets, or ``X`` qualifies it.
    """
    depth = 0
    for m in _COPULA.finditer(s):
        before = s[: m.start()]
        depth = sum(map(before.count, "([{")) - sum(map(before.count, ")]}"))
        if depth != 0:
            continue
        if _hedged(before, QUALIFIERS | frozenset({"no", "never"})):
            return None
        value = s[m.end() :].lstrip(" :")
        return value if _VALUE_START.match(value) else None
    return None


_COMMENTARY = re.compile(
    r"\s(?:—|--)\s|\.\s+(?=[A-Z(])|(?<=[}\]])\s*(?=\()|;\s*(?=[A-Za-z]{2})"
    r"|,\s*(?=(?:since|because|as|which|where|so|namely|i\.e\.|e\.g\.)\W)"
    r"|\s+(?=(?:since|because)\s)",
    re.IGNORECASE,
)


def _commentary(s: str) -> tuple[str, str]:
    """Split "value — remark", "value. Remark." or "{...} (remark)" at the first such break."""
    m = _COMMENTARY.search(s)
    if m is None:
        return "", ""
    return s[: m.start()].strip(), s[m.end() :]


def _hedged(text: str, words: frozenset[str]) -> bool:
    return any(w in words for w in re.findall(r"[a-z']+", text.lower()))


def _drop_remark(m: re.Match[str]) -> str:
    """Drop a parenthesised remark in words ("the hub", "= 2^6, one per subset"); keep maths."""
    inner = m[1]
    words = [w for w in re.findall(r"[A-Za-z']{3,}", inner) if w.lower() not in FUNCTIONS]
    if not words and not re.match(r"\s*(?:i\.e\.|e\.g\.|=|≡)", inner):
        return m[0]
    if _hedged(inner, QUALIFIERS):
        raise Unreadable("a qualifying remark")
    return " "


def _right_of_last_equals(s: str) -> str:
    """The right-hand side of ``lhs = ... = value``; a list of equations is refused."""
    depth, cut, first_separator = 0, -1, len(s)
    for i, c in enumerate(s):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "=" and depth == 0:
            cut = i
        elif c in ",;" and depth == 0:
            first_separator = min(first_separator, i)
    if cut < 0:
        return s
    if first_separator < cut or re.search(r"\band\b", s[:cut]):
        raise Unreadable("several equations")
    rest = s[cut + 1 :].strip()
    if not rest:
        raise Unreadable("nothing after '='")
    return rest


# --- tokens ----------------------------------------------------------------------------------


class Token(NamedTuple):
    """A piece of the answer: its kind, text and position (for spacing checks)."""

    kind: str
    text: str
    start: int
    end: int


_TOKEN = re.compile(
    r"(?P<word>\d+-[A-Za-z][A-Za-z']+"
    r"|(?!(?i:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)"
    r"[A-Za-z]{2,}(?:-[A-Za-z]{2,})+(?![\w(]))"
    r"|(?P<num>\d+(?:\.\d+)?|\.\d+)"
    r"|(?P<name>[A-Za-z](?:_\{[A-Za-z0-9,]*\}|_[A-Za-z0-9]+|\d+)(?![A-Za-z0-9]))"
    r"|(?P<letters>[A-Za-z][A-Za-z']*)"
    r"|(?P<op>[-+*/^!])"
    r"|(?P<open>[{\[(])"
    r"|(?P<close>[}\])])"
    r"|(?P<sep>[,;])"
    r"|(?P<dash>[–—→]|--|->)"
    r"|(?P<colon>:)"
    r"|(?P<stop>\.)"
    r"|(?P<space>\s+)"
    r"|(?P<other>.)",
    re.DOTALL,
)


def _tokens(s: str) -> list[Token]:
    out: list[Token] = []
    for m in _TOKEN.finditer(s):
        kind = m.lastgroup or "other"
        text = m[0]
        if kind == "space":
            continue
        if kind == "letters":
            kind, low = "word", text.lower()
            if len(text) == 1:
                kind = "var"
            elif low in FUNCTIONS:
                kind, text = "func", low
            elif low == "and":
                kind = "and"
        out.append(Token(kind, text, m.start(), m.end()))
    return out


def _number_word(tokens: list[Token]) -> list[Token]:
    """Read one spelled-out number ("five triangles", "seventy-two", "one hundred and six").

    Only when no digits are written; two spelled numbers are left alone (competing values).
    """
    if any(t.kind in ("num", "open") for t in tokens):
        return tokens
    runs: list[tuple[int, int, int]] = []
    i = 0
    while i < len(tokens):
        read = _spelled_at(tokens, i)
        if read is None:
            i += 1
            continue
        value, end = read
        runs.append((i, end, value))
        i = end
    if len(runs) != 1:
        return tokens
    start, end, value = runs[0]
    return [
        *tokens[:start],
        Token("num", str(value), tokens[start].start, tokens[end - 1].end),
        *tokens[end:],
    ]


def _word(tokens: list[Token], i: int) -> str:
    return tokens[i].text.lower() if i < len(tokens) and tokens[i].kind in ("word", "and") else ""


def _spelled_at(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """The value of number words starting at token i and the index after them, or None.

    Reads English cardinals below a million: units, teens, tens with an optional hyphen
    ("seventy-two", "seventy two"), "hundred" and "thousand" groups, "and" after hundred.
    """
    total = group = 0
    seen = False
    while True:
        w = _word(tokens, i)
        if w in _NUMBER_WORDS and (not seen or group % 10 == 0 or group % 100 == 0):
            if seen and group % 100 != 0 and (group % 10 != 0 or _NUMBER_WORDS[w] >= 10):
                break
            group += _NUMBER_WORDS[w]
        elif w in _TENS and group % 100 == 0:
            group += _TENS[w]
            if (
                i + 2 < len(tokens)
                and tokens[i + 1].text == "-"
                and 0 < _NUMBER_WORDS.get(_word(tokens, i + 2), 0) < 10
            ):
                group += _NUMBER_WORDS[_word(tokens, i + 2)]
                i += 2
        elif w == "hundred" and seen and 0 < group < 100:
            group *= 100
        elif w == "thousand" and seen and 0 < group < 1000 and total == 0:
            total, group = group * 1000, 0
        elif w == "and" and seen and group % 100 == 0 and group + total > 0:
            after = _word(tokens, i + 1)
            if not (after in _NUMBER_WORDS or after in _TENS):
                break
        else:
            break
        seen = True
        i += 1
    if not seen or _word(tokens, i) in ("hundred", "thousand"):
        return None
    return total + group, i


_PROSE = ("word", "colon", "stop")
_PUNCTUATION = ("sep", "dash", "stop", "and")


def _value_run(tokens: list[Token]) -> list[Token]:
    """The one run of tokens between words that holds the value; prose around it is dropped.

    A run with numbers, brackets or operators wins; names alone ("H", "Q_4") are prose
    unless nothing else is there. Two candidate runs mean two competing values.
    """
    runs: list[list[Token]] = []
    current: list[Token] = []
    for t in tokens:
        if t.kind in _PROSE:
            if current:
                runs.append(current)
            current = []
        else:
            current.append(t)
    if current:
        runs.append(current)
    trimmed = [r for r in (_trim(run) for run in runs) if r]
    for kinds in (("num", "open", "func", "op", "other"), ("var",), ("name",)):
        found = [r for r in trimmed if any(t.kind in kinds for t in r)]
        if len(found) > 1:
            raise Unreadable("two competing values")
        if found:
            return found[0]
    raise Unreadable("no value")


def _trim(run: list[Token]) -> list[Token]:
    start, end = 0, len(run)
    while start < end and run[start].kind in _PUNCTUATION:
        start += 1
    while end > start and run[end - 1].kind in _PUNCTUATION:
        end -= 1
    return run[start:end]


# --- parser ----------------------------------------------------------------------------------


class _Parser:
    """Recursive descent over one value run; every nesting step counts against MAX_DEPTH."""

    def __init__(self, tokens: list[Token]) -> None:
        self.t = tokens
        self.i = 0
        self.depth = 0
        self.partner, self.has_comma = _brackets(tokens)

    def top(self) -> Value:
        items = self._items(top=True)
        if self.i != len(self.t):
            raise Unreadable("trailing tokens")
        if len(items) > 1:
            return Seq(tuple(self._element(x) for x in items), "")
        only = items[0]
        if isinstance(only, Seq) and only.bracket == "-":
            raise Unreadable("a lone 'a-b' is a difference or a pair")
        if isinstance(only, Num | Sum | Product | Power | Negative | Factorial | Call | Var):
            return self._number_or_formula(only)
        return only

    # collections

    def _items(self, top: bool) -> list[Value | Node]:
        items: list[Value | Node] = []
        while True:
            items.append(self._item(inside=not top))
            if self._peek("sep") or self._peek("and"):
                while self._peek("sep") or self._peek("and"):
                    self.i += 1
                continue
            break
        return items

    def _item(self, inside: bool) -> Value | Node:
        self._enter()
        try:
            t = self._current()
            nxt = self._at(self.i + 1)
            if t.kind == "open" and (t.text in "{[" or self.has_comma.get(self.i, False)):
                return self._collection()
            if t.kind == "num" and nxt is not None and _is_dash(nxt):
                after = self._at(self.i + 2)
                if after is not None and after.kind == "num" and self._ends(self.i + 3):
                    self.i += 3
                    return Seq((Fraction(t.text), Fraction(after.text)), "-")
            if t.kind == "name" and self._ends(self.i + 1):
                self.i += 1
                return _name(t.text)
            if inside and t.kind == "var" and self._ends(self.i + 1):
                self.i += 1
                return Name(t.text)
            return self._sum()
        finally:
            self.depth -= 1

    def _collection(self) -> Value:
        t = self._current()
        close = self.partner.get(self.i)
        if close is None:
            raise Unreadable("unbalanced bracket")
        self.i += 1
        items: list[Value] = []
        if self.i < close:
            items = [self._element(x) for x in self._items(top=False)]
        if self.i != close:
            raise Unreadable("unexpected token in a collection")
        self.i += 1
        if t.text == "{":
            return frozenset(items)
        return Seq(tuple(items), t.text)

    def _element(self, item: Value | Node) -> Value:
        """An element of a collection: numbers are evaluated, variables are not allowed."""
        if isinstance(item, Num | Sum | Product | Power | Negative | Factorial | Call | Var):
            value = self._number_or_formula(item)
            if isinstance(value, Formula):
                raise Unreadable("a formula inside a collection")
            return value
        return item

    def _number_or_formula(self, node: Node) -> Value:
        names = variables(node)
        if names:
            return Formula(node, names)
        return evaluate(node, {})

    def _ends(self, index: int) -> bool:
        t = self._at(index)
        return t is None or t.kind in ("sep", "and", "close")

    # arithmetic

    def _sum(self) -> Node:
        terms: list[tuple[int, Node]] = [(1, self._term())]
        while (t := self._at(self.i)) is not None and (
            t.kind == "op" and t.text in "+-" or t.kind == "dash"
        ):
            self.i += 1
            terms.append((1 if t.text == "+" else -1, self._term()))
        return terms[0][1] if len(terms) == 1 and terms[0][0] == 1 else Sum(tuple(terms))

    def _term(self) -> Node:
        factors: list[tuple[bool, Node]] = [(False, self._unary())]
        divided = False
        while (t := self._at(self.i)) is not None:
            if t.kind == "op" and t.text in "*/":
                self.i += 1
                divided |= t.text == "/"
                factors.append((t.text == "/", self._unary()))
            elif t.kind in ("var", "func") or (t.kind == "open" and t.text == "("):
                if divided:
                    raise Unreadable("'a/bc' is ambiguous")
                factors.append((False, self._power()))
            else:
                break
        return factors[0][1] if len(factors) == 1 else Product(tuple(factors))

    def _unary(self) -> Node:
        self._enter()
        try:
            t = self._current()
            if t.kind == "op" and t.text in "+-":
                self.i += 1
                operand = self._unary()
                return Negative(operand) if t.text == "-" else operand
            return self._power()
        finally:
            self.depth -= 1

    def _power(self) -> Node:
        base = self._postfix()
        t = self._at(self.i)
        if t is None or not (t.kind == "op" and t.text == "^"):
            return base
        self.i += 1
        first = self.i
        exponent = self._unary()
        if self.i == first + 1 and self._glued_after(first):
            # "n^2n" or "2^n-1": a careful reader cannot tell where the exponent ends
            raise Unreadable("an exponent without brackets followed by more terms")
        return Power(base, exponent)

    def _glued_after(self, index: int) -> bool:
        bare, nxt = self.t[index], self._at(index + 1)
        if nxt is None or nxt.start != bare.end or bare.kind not in ("num", "var"):
            return False
        if nxt.kind in ("var", "open", "func"):
            return True
        return bare.kind == "var" and (nxt.kind == "dash" or nxt.kind == "op" and nxt.text in "+-")

    def _postfix(self) -> Node:
        node = self._atom()
        bangs = 0
        while (t := self._at(self.i)) is not None and t.kind == "op" and t.text == "!":
            self.i += 1
            bangs += 1
        return Factorial(node, bangs) if bangs else node

    def _atom(self) -> Node:
        t = self._current()
        self.i += 1
        if t.kind == "num":
            if len(t.text) > 400:
                raise Unreadable("number too long")
            return Num(Fraction(t.text))
        if t.kind == "var":
            if t.text == "C" and self._peek_text("(") and self.has_comma.get(self.i, False):
                return self._call("binom")
            return Var(t.text)
        if t.kind == "func":
            return self._call(t.text)
        if t.kind == "open" and t.text == "(":
            self._enter()
            try:
                inner = self._sum()
            finally:
                self.depth -= 1
            if not self._peek_text(")"):
                raise Unreadable("unbalanced parenthesis")
            self.i += 1
            return inner
        raise Unreadable(f"unexpected {t.text!r}")

    def _call(self, function: str) -> Node:
        if not self._peek_text("("):
            raise Unreadable(f"{function} without arguments")
        self.i += 1
        self._enter()
        try:
            args = [self._sum()]
            while self._peek("sep"):
                self.i += 1
                args.append(self._sum())
        finally:
            self.depth -= 1
        if not self._peek_text(")") or len(args) != FUNCTIONS[function]:
            raise Unreadable(f"bad arguments to {function}")
        self.i += 1
        return Call(function, tuple(args))

    # helpers

    def _enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unreadable("nested too deeply")

    def _at(self, index: int) -> Token | None:
        return self.t[index] if index < len(self.t) else None

    def _current(self) -> Token:
        t = self._at(self.i)
        if t is None:
            raise Unreadable("unexpected end")
        return t

    def _peek(self, kind: str) -> bool:
        t = self._at(self.i)
        return t is not None and t.kind == kind

    def _peek_text(self, text: str) -> bool:
        t = self._at(self.i)
        return t is not None and t.text == text


def _brackets(tokens: list[Token]) -> tuple[dict[int, int], dict[int, bool]]:
    """Each opening bracket's partner, and whether a comma sits directly inside it."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    partner: dict[int, int] = {}
    has_comma: dict[int, bool] = {}
    stack: list[int] = []
    for i, t in enumerate(tokens):
        if t.kind == "open":
            stack.append(i)
            has_comma[i] = False
        elif t.kind == "close":
            if not stack or pairs[tokens[stack[-1]].text] != t.text:
                raise Unreadable("unbalanced brackets")
            partner[stack.pop()] = i
        elif t.kind in ("sep", "and") and stack:
            has_comma[stack[-1]] = True
    if stack:
        raise Unreadable("unbalanced brackets")
    return partner, has_comma


def _is_dash(t: Token) -> bool:
    return t.kind == "dash" or (t.kind == "op" and t.text == "-")


def _name(text: str) -> Name:
    return Name(text.replace("_", "").replace("{", "").replace("}", ""))
