"""Formulas in GTBench answers: a small expression tree and its exact, bounded evaluation.

Two formulas are compared by evaluating both, in exact rational arithmetic, at the same
integer points (several values per variable). Different values at a point where both are
defined prove the formulas differ; equal values at every point are taken as equal
(for polynomials of low degree this is a proof; for the powers, factorials and binomials of
counting answers it is overwhelming evidence). Every operation checks the size of its result,
so no input can make evaluation slow or large: a value past ``MAX_BITS`` is an error, and
an error at a point is never read as a difference.

SymPy was considered: its string parser evaluates Python code, and its simplification has
no time bound, so model text goes through our own parser into this tree instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

MAX_BITS = 8192
"""Largest numerator or denominator, in bits, of any value met while evaluating."""
MAX_FACTORIAL = 600
POINTS = (5, 6, 7, 8, 9, 10, 11, 12)
"""Values each variable takes; above the small cases (n = 1, 2, 3) that questions exclude."""
MIN_POINTS = 4
"""How many points both formulas must be defined at before they are called equal."""

Decision = Literal["match", "mismatch", "undecided"]
"""What comparing an answer with the ground truth decides (``undecided``: the judge decides)."""


class EvaluationError(ValueError):
    """A formula has no exact value (or too large a value) at a point."""


@dataclass(frozen=True)
class Num:
    """A number written in the formula."""

    value: Fraction


@dataclass(frozen=True)
class Var:
    """A one-letter variable."""

    name: str


@dataclass(frozen=True)
class Sum:
    """Terms with their signs (+1 or -1)."""

    terms: tuple[tuple[int, Node], ...]


@dataclass(frozen=True)
class Product:
    """Factors, each multiplied (False) or divided by (True)."""

    factors: tuple[tuple[bool, Node], ...]


@dataclass(frozen=True)
class Power:
    """``base ^ exponent``."""

    base: Node
    exponent: Node


@dataclass(frozen=True)
class Negative:
    """``-operand``."""

    operand: Node


@dataclass(frozen=True)
class Factorial:
    """``operand!`` (``times`` exclamation marks in a row)."""

    operand: Node
    times: int


@dataclass(frozen=True)
class Call:
    """``binom(n, k)``, ``floor(x)``, ``ceil(x)`` or ``sqrt(x)``."""

    function: str
    args: tuple[Node, ...]


Node = Num | Var | Sum | Product | Power | Negative | Factorial | Call
FUNCTIONS = {"binom": 2, "floor": 1, "ceil": 1, "sqrt": 1}


def variables(node: Node) -> frozenset[str]:
    """The variable names a formula uses."""
    if isinstance(node, Var):
        return frozenset({node.name})
    if isinstance(node, Num):
        return frozenset()
    return frozenset().union(*(variables(child) for child in _children(node)))


def evaluate(node: Node, point: dict[str, int]) -> Fraction:
    """The exact value of a formula at a point; :class:`EvaluationError` when it has none."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Var):
        if node.name not in point:
            raise EvaluationError(f"no value for {node.name}")
        return Fraction(point[node.name])
    if isinstance(node, Sum):
        total = Fraction(0)
        for sign, term in node.terms:
            total = _checked(total + sign * evaluate(term, point))
        return total
    if isinstance(node, Product):
        result = Fraction(1)
        for divide, factor in node.factors:
            value = evaluate(factor, point)
            if divide and value == 0:
                raise EvaluationError("division by zero")
            result = _checked(result / value if divide else result * value)
        return result
    if isinstance(node, Power):
        return _power(evaluate(node.base, point), evaluate(node.exponent, point))
    if isinstance(node, Negative):
        return -evaluate(node.operand, point)
    if isinstance(node, Factorial):
        value = evaluate(node.operand, point)
        for _ in range(node.times):
            value = Fraction(math.factorial(_small_natural(value, MAX_FACTORIAL)))
        return value
    args = [evaluate(arg, point) for arg in node.args]
    if node.function == "binom":
        n, k = (_small_natural(a, 1 << 16) for a in args)
        return _checked(Fraction(math.comb(n, k)) if k <= n else Fraction(0))
    if node.function == "floor":
        return Fraction(math.floor(args[0]))
    if node.function == "ceil":
        return Fraction(math.ceil(args[0]))
    return _exact_root(args[0], 2)


def compare_formulas(answer: Node, truth: Node) -> Decision:
    """Match, mismatch or undecided for two formulas in the same variables.

    >>> from fractions import Fraction as F
    >>> n = Var("n")
    >>> compare_formulas(Product(((False, Num(F(2))), (False, n))), Sum(((1, n), (1, n))))
    'match'
    """
    names = variables(answer)
    if names != variables(truth):
        return "undecided"
    ordered = sorted(names)
    defined = 0
    one_sided = False
    for i in range(len(POINTS)):
        point = {v: POINTS[(i + 3 * j) % len(POINTS)] for j, v in enumerate(ordered)}
        mine, theirs = _try(answer, point), _try(truth, point)
        if mine is None or theirs is None:
            one_sided |= (mine is None) != (theirs is None)
            continue
        if mine != theirs:
            return "mismatch"
        defined += 1
    if one_sided or defined < MIN_POINTS:
        return "undecided"
    return "match"


def _try(node: Node, point: dict[str, int]) -> Fraction | None:
    try:
        return evaluate(node, point)
    except (EvaluationError, ArithmeticError):
        return None


def _children(node: Node) -> tuple[Node, ...]:
    if isinstance(node, Sum):
        return tuple(term for _, term in node.terms)
    if isinstance(node, Product):
        return tuple(factor for _, factor in node.factors)
    if isinstance(node, Power):
        return (node.base, node.exponent)
    if isinstance(node, Negative | Factorial):
        return (node.operand,)
    if isinstance(node, Call):
        return node.args
    return ()


def _checked(value: Fraction) -> Fraction:
    if value.numerator.bit_length() > MAX_BITS or value.denominator.bit_length() > MAX_BITS:
        raise EvaluationError("value too large")
    return value


def _small_natural(value: Fraction, limit: int) -> int:
    if value.denominator != 1 or not 0 <= value.numerator <= limit:
        raise EvaluationError("needs a small natural number")
    return value.numerator


def _power(base: Fraction, exponent: Fraction) -> Fraction:
    if exponent.denominator != 1:
        return _power(_exact_root(base, exponent.denominator), Fraction(exponent.numerator))
    e = exponent.numerator
    if base == 0:
        if e < 0:
            raise EvaluationError("division by zero")
        return Fraction(1 if e == 0 else 0)
    if abs(base) == 1:
        return base ** (e % 2) if base < 0 else base
    size = max(base.numerator.bit_length(), base.denominator.bit_length())
    if (size - 1) * abs(e) > MAX_BITS:
        raise EvaluationError("value too large")
    return base**e


def _exact_root(value: Fraction, degree: int) -> Fraction:
    if value < 0 or degree > 64:
        raise EvaluationError("no exact root")
    top, bottom = (_integer_root(part, degree) for part in (value.numerator, value.denominator))
    return Fraction(top, bottom)


def _integer_root(value: int, degree: int) -> int:
    root = math.isqrt(value) if degree == 2 else round(value ** (1 / degree))
    for candidate in (root - 1, root, root + 1):
        if candidate >= 0 and candidate**degree == value:
            return candidate
    raise EvaluationError("no exact root")
