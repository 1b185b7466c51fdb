"""Reading list-valued ``-T`` options the same way in every task."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def option_names(value: Any, param: str, everything: Sequence[str]) -> list[str]:
    """Names in a ``-T`` value, once each in the order given, with ``all`` expanded.

    Inspect hands ``-T x=a,b`` over as a list and ``-T x=3`` as a number, so anything is
    accepted and read as text.

    >>> option_names(["math", "all"], "frame", ["math", "cities"])
    ['math', 'cities']
    """
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    names: list[str] = []
    for item in items:
        for part in str(item).split(","):
            part = part.strip()
            if part == "all":
                names.extend(everything)
            elif part:
                names.append(part)
    if not names:
        raise ValueError(f"{param}: give at least one of {', '.join(everything)} (or 'all')")
    return list(dict.fromkeys(names))


def option_choices(value: Any, param: str, allowed: Sequence[str]) -> list[str]:
    """Like :func:`option_names`, but only ``allowed`` names, returned in their order.

    >>> option_choices("hard,easy", "tier", ["easy", "hard"])
    ['easy', 'hard']
    """
    names = option_names(value, param, allowed)
    unknown = [name for name in names if name not in allowed]
    if unknown:
        raise ValueError(f"{param}: {unknown[0]!r} is not one of {', '.join(allowed)} (or 'all')")
    return [name for name in allowed if name in names]
