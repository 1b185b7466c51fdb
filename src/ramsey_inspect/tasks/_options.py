"""Reading ``-T`` options the same way in every task, with one-line errors naming them.

A bad value raises :class:`OptionError`. Inspect's command line prints that kind of error
(its ``PrerequisiteError``) as its message alone, without a traceback, and exits with
status 1; from Python it is still a ``ValueError``.
"""

from __future__ import annotations

import difflib
import inspect
import logging
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from inspect_ai.model import model_roles

from ramsey_inspect import names
from ramsey_inspect._inspect_compat import PrerequisiteError, active_model
from ramsey_inspect.names import NO_MODEL

_logger = logging.getLogger(__name__)

Choice = TypeVar("Choice", bound=str)
"""One of a fixed set of names (a ``Literal`` alias such as ``GadgetSetting``)."""

MAX_SEED = 2**32 - 1
"""Largest seed a task takes (the range most random generators accept)."""


class OptionError(PrerequisiteError, ValueError):
    """A ``-T`` value a task cannot use; the message names the option.

    >>> str(OptionError("seed: must be a whole number")), isinstance(OptionError("x"), ValueError)
    ('seed: must be a whole number', True)
    """

    def __init__(self, message: str) -> None:
        PrerequisiteError.__init__(self, message)
        ValueError.__init__(self, message)  # keeps str(err) and err.args for Python callers


@contextmanager
def option_errors() -> Iterator[None]:
    """Report a ``ValueError`` raised while reading options as an :class:`OptionError`.

    For option readers outside this module (pairs, profiles, data folders), whose
    messages already start with the option's name.
    """
    try:
        yield
    except OptionError:
        raise
    except ValueError as err:
        raise OptionError(str(err)) from None


def require_model(task: str) -> None:
    """Refuse to create ``task`` for Inspect's ``none/none`` model.

    Inspect would otherwise start the eval, fail every sample at its first generate with a
    long traceback, exit 0 and leave a ``none/none`` log; refused here, ``inspect eval``
    prints one line, writes no log and exits 1. A task built outside an eval sees no model
    and is not checked.
    """
    model = active_model()
    if model is not None and str(model) == NO_MODEL:
        raise OptionError(
            f"--model: {task} needs a model and none was given (Inspect's {NO_MODEL}); "
            "pass --model (--model ramsey_inspect/exact is an offline baseline for every task)"
        )
    for bound in ([model] if model is not None else []) + list(model_roles().values()):
        # The package's baselines read their -M files lazily, so that `inspect score` of a
        # log needs no script or responses; an eval still stops here, before any sample.
        check = getattr(getattr(bound, "api", None), "check_ready", None)
        if callable(check):
            check()


RENAMED: dict[str, str] = names.RENAMED_OPTIONS
"""Task options that were renamed: the old name is refused with a pointer to the new one."""


def refuse_unknown(task: str, given: Mapping[str, Any], task_function: Callable[..., Any]) -> None:
    """Stop at a misspelt option, naming it and the closest valid one.

    Inspect only warns about a ``-T`` option its task does not declare and then runs
    the task without it: a typo such as ``problem_sets`` would run the whole default.
    The tasks take any other ``-T`` option in ``**unknown`` and call this first. An
    ``inspect eval-set`` hands every task all the ``-T`` options of the set, so a name that
    is no near miss of one of this task's options (another task's, such as ``pairs`` for
    kcoloring, or another benchmark's) is passed over with a warning, as Inspect does.

    >>> def demo(problem_set: str = "all", **unknown: Any) -> None: ...
    >>> refuse_unknown("demo", {"problem_sets": "6v3c"}, demo)
    Traceback (most recent call last):
    ...
    ramsey_inspect.tasks._options.OptionError: -T problem_sets: demo has no such option; did you mean problem_set?
    """
    if not given:
        return
    known = [
        name
        for name, param in inspect.signature(task_function).parameters.items()
        if param.kind is not inspect.Parameter.VAR_KEYWORD
    ]
    for name in sorted(given):
        renamed = RENAMED.get(name)
        if renamed in known:
            raise OptionError(
                f"-T {name}: {task} calls this option {renamed} now (-T {renamed}=...); "
                f"Inspect's --{name} is another thing, the model's sampling {name}"
            )
        close = difflib.get_close_matches(name, known, n=1, cutoff=TYPO_CUTOFF)
        if close and name not in _sibling_options():
            raise OptionError(f"-T {name}: {task} has no such option; did you mean {close[0]}?")
        _logger.warning(
            f"-T {name}: {task} has no such option and runs without it "
            f"(its options are {', '.join(known)})"
        )


TYPO_CUTOFF = 0.75
"""How alike (difflib's ratio) a name must be to an option to be taken for its misspelling."""


_TASK_OPTIONS: dict[str, frozenset[str]] = {}
"""Each task of the package by name, with its options (filled as the task modules load)."""


def register_task_options(task: str, task_function: Callable[..., Any]) -> None:
    """Record a task's options, so a sibling's option passed to it in an eval set is no typo.

    Every task module calls this as it loads; importing any of them runs the package's
    ``tasks/__init__`` first, which loads all three.
    """
    _TASK_OPTIONS[task] = frozenset(inspect.signature(task_function).parameters)


def _sibling_options() -> set[str]:
    """The options of every task of the package (one eval set may run them together)."""
    return set().union(*_TASK_OPTIONS.values())


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
        if item is None:  # ``-T x=`` arrives as None
            continue
        for part in str(item).split(","):
            part = part.strip()
            if part == "all":
                names.extend(everything)
            elif part:
                names.append(part)
    if not names:
        raise OptionError(
            f"{param}: the value is empty; give at least one of {', '.join(everything)} (or 'all')"
        )
    return list(dict.fromkeys(names))


def option_choices(value: Any, param: str, allowed: Sequence[Choice]) -> list[Choice]:
    """Like :func:`option_names`, but only ``allowed`` names, returned in their order.

    >>> option_choices("hard,easy", "tier", ["easy", "hard"])
    ['easy', 'hard']
    """
    names = option_names(value, param, allowed)
    unknown = [name for name in names if name not in allowed]
    if unknown:
        raise OptionError(f"{param}: {unknown[0]!r} is not one of {', '.join(allowed)} (or 'all')")
    return [name for name in allowed if name in names]


def option_int(value: Any, param: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``, however ``-T`` delivered it.

    YAML hands ``-T n=5`` over as 5 but ``-T n=1e3`` as the text '1e3', and a number
    written with a point as a float; all are read, and anything else is refused with one
    line naming the option, the range and what came in.

    >>> option_int("1e3", "count", 1, 5000), option_int(7.0, "seed", 0, 10)
    (1000, 7)
    """
    number = _number(value)
    whole = None
    if isinstance(number, int):
        whole = number
    elif isinstance(number, float) and number.is_integer():
        whole = int(number)
    if whole is None or not low <= whole <= high:
        raise OptionError(
            f"{param}: must be a whole number from {low} to {high}, not {_shown(value)}"
        )
    return whole


def option_seconds(value: Any, param: str) -> float:
    """A positive, finite number of seconds (``1e9`` arrives from ``-T`` as text).

    >>> option_seconds("1e9", "search_seconds"), option_seconds(2, "search_seconds")
    (1000000000.0, 2.0)
    """
    number = _number(value)
    if number is None or not math.isfinite(number) or number <= 0:
        raise OptionError(f"{param}: must be a positive number of seconds, not {_shown(value)}")
    return float(number)


def option_flag(value: Any, param: str) -> bool:
    """True or false; ``-T x=false`` arrives as a bool, a Python caller may pass text.

    >>> option_flag(False, "judge_check"), option_flag("Yes", "judge_check")
    (False, True)
    """
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower() if isinstance(value, (str, int)) else None
    if text in ("true", "yes", "on", "1"):
        return True
    if text in ("false", "no", "off", "0"):
        return False
    raise OptionError(f"{param}: must be true or false, not {_shown(value)}")


def option_text(value: Any, param: str, what: str) -> str:
    """A single piece of text such as a name or a path (YAML may turn ``2024`` into 2024).

    >>> option_text(2024, "dataset", "a file path")
    '2024'
    """
    if isinstance(value, bool) or not isinstance(value, (str, int, float)) or value == "":
        raise OptionError(f"{param}: must be {what}, not {_shown(value)}")
    return str(value)


def _number(value: Any) -> int | float | None:
    """An int or float read from a number or numeric text; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        text = value.strip().replace("_", "")
        for kind in (int, float):
            try:
                return kind(text)
            except ValueError:
                continue
    return None


def _shown(value: Any) -> str:
    """What came in, for an error message: short, and plain words for an empty value."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return "an empty value"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def option_one(value: Any, param: str, allowed: Sequence[Choice]) -> Choice:
    """Exactly one of ``allowed``.

    >>> option_one("cot", "prompting", ["zero_shot", "cot"])
    'cot'
    """
    if not isinstance(value, str) or value not in allowed:
        raise OptionError(f"{param}: must be one of {', '.join(allowed)}, not {_shown(value)}")
    return allowed[allowed.index(value)]  # the allowed name itself, typed as its Literal
