"""Minimal solutions of gadget problems: the shipped file and on-the-fly search.

``data/gadgets/minimal.jsonl`` holds, per problem of the paper's 70, the fewest vertices a
solution needs, one such solution, whether smaller sizes were refuted (and how), and the
seconds the search took. Rebuild it with ``ramsey-inspect gadgets build`` (``--check``
recomputes and compares everything but the timings; the builder is ``gadget_build``). Problems outside the file (other
pairs) are searched on demand by :func:`solution_for`, within ``ON_DEMAND_BUDGET``: counts
of solver work, so the same problem gets the same answer on every machine. Its time limit
is a safety net only; a search it stopped says so (``MinimalSolution.timed_out``).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ramsey_inspect.core.gadget_search import MinimalOutcome, SearchBudget, minimal_gadget
from ramsey_inspect.core.gadgets import Gadget
from ramsey_inspect.datasets.gadgets import GadgetProblem

DATA_PATH = Path(__file__).resolve().parent.parent / "data" / "gadgets" / "minimal.jsonl"
MAX_N = 10
"""The paper's bound: every one of its problems has a solution on at most 10 vertices."""
ON_DEMAND_BUDGET = SearchBudget(conflicts=75_000, search_steps=1_500_000)
"""The work allowed per problem searched on demand (a pair the shipped file lacks): about a
minute at worst on a busy 2-core machine (docs/development.md, "gadgets")."""
ON_DEMAND_SECONDS = 300.0
"""Default wall-clock safety net per problem searched on demand, far above the budget."""


@dataclass(frozen=True)
class MinimalSolution:
    """What is known about the smallest solution of one problem."""

    problem_id: str
    min_vertices: int | None
    gadget: Gadget | None
    proven: bool
    note: str
    seconds: float
    timed_out: bool = False
    """The time limit, not the budget, stopped the search somewhere: machine-dependent."""

    @property
    def size_hint(self) -> int | None:
        """The n a size hint may state: only a proven minimum is offered."""
        return self.min_vertices if self.proven else None


def solution_record(problem: GadgetProblem, outcome: MinimalOutcome, max_n: int) -> dict[str, Any]:
    """The JSON record of one problem's search."""
    gadget = outcome.gadget
    return {
        "id": problem.id,
        "f": problem.f.name,
        "h": problem.h.name,
        "gadget_type": problem.gadget_type,
        "max_n": max_n,
        "min_vertices": outcome.min_vertices,
        "minimality_proven": outcome.proven,
        "gadget": None if gadget is None else _gadget_json(gadget),
        "proof": [
            {"n": s.n, "result": s.status, "how": s.method} for s in outcome.steps if s.n > 0
        ],
        "note": outcome.reason,
        "seconds": round(outcome.seconds, 3),
    }


def record_solution(record: dict[str, Any]) -> MinimalSolution:
    """A :class:`MinimalSolution` back from its JSON record."""
    raw = record.get("gadget")
    gadget = None
    if raw is not None:
        designated: dict[str, tuple[int, int] | int] = {}
        for role, value in raw["designated"].items():
            designated[role] = (
                (int(value[0]), int(value[1])) if isinstance(value, list) else int(value)
            )
        gadget = Gadget(
            int(raw["vertices"]), tuple((int(a), int(b)) for a, b in raw["edges"]), designated
        )
    return MinimalSolution(
        problem_id=str(record["id"]),
        min_vertices=record["min_vertices"],
        gadget=gadget,
        proven=bool(record["minimality_proven"]),
        note=str(record["note"]),
        seconds=float(record["seconds"]),
        timed_out=any(step.get("result") == "timeout" for step in record["proof"]),
    )


def _gadget_json(gadget: Gadget) -> dict[str, Any]:
    return {
        "vertices": gadget.n,
        "edges": [list(e) for e in gadget.edges],
        "designated": {
            role: list(value) if isinstance(value, tuple) else value
            for role, value in gadget.designated.items()
        },
    }


def dumps_record(record: dict[str, Any]) -> str:
    """One compact, key-sorted JSON line."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"))


class SolutionsFileError(ValueError):
    """A solutions file holding something other than records; names the file and line."""


RECORD_FIELDS: dict[str, tuple[type, ...]] = {
    "id": (str,),
    "f": (str,),
    "h": (str,),
    "gadget_type": (str,),
    "max_n": (int,),
    "min_vertices": (int, type(None)),
    "minimality_proven": (bool,),
    "gadget": (dict, type(None)),
    "proof": (list,),
    "note": (str,),
    "seconds": (int, float),
}
"""The fields :func:`solution_record` writes, and the JSON types each may hold."""


def record_problem(record: object) -> str | None:
    """What is wrong with one parsed line of a solutions file, or None when it is a record."""
    if not isinstance(record, dict):
        return f"expected a JSON object, found {type(record).__name__}"
    missing = [k for k in RECORD_FIELDS if k not in record]
    if missing:
        return f"record lacks {', '.join(missing)}"
    for key, types in RECORD_FIELDS.items():
        value = record[key]
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            return f"{key} is {json.dumps(value)[:40]}, not {' or '.join(_json_type(t) for t in types)}"
    if record["minimality_proven"] and record["gadget"] is None:
        return "minimality_proven is true but there is no gadget"
    try:
        record_solution(record)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError) as err:
        return f"gadget is malformed ({type(err).__name__}: {err})"
    return None


def _json_type(t: type) -> str:
    return {
        str: "text",
        int: "an integer",
        float: "a number",
        bool: "true/false",
        dict: "an object",
        list: "a list",
        type(None): "null",
    }[t]


def read_records(path: Path) -> dict[str, dict[str, Any]]:
    """Records of a solutions file by problem id; the whole file is checked first.

    A torn line (text that starts like a record but is not valid JSON), left by an
    interrupted build, is skipped so the build can resume. Anything else that is not a
    complete record raises :class:`SolutionsFileError` naming the file and line, before the
    caller changes anything.
    """
    out: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return out
    if not path.is_file():  # a folder, or a pipe that would block the read
        raise SolutionsFileError(f"{path}: not a solutions file (not a regular file)")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise SolutionsFileError(f"{path}: not a solutions file (not UTF-8 text: {err})") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            if line.startswith('{"'):
                continue  # torn by an interruption
            raise SolutionsFileError(
                f"{path}, line {number}: not a solution record (not JSON)"
            ) from None
        problem = record_problem(record)
        if problem is not None:
            raise SolutionsFileError(f"{path}, line {number}: {problem}")
        out[str(record["id"])] = record
    return out


@functools.lru_cache(maxsize=4)
def load_solutions(path: Path = DATA_PATH) -> dict[str, MinimalSolution]:
    """The solutions in a file (by default the shipped one), by problem id."""
    return {pid: record_solution(r) for pid, r in read_records(path).items()}


def solve(
    problem: GadgetProblem,
    max_n: int = MAX_N,
    time_limit: float | None = None,
    budget: SearchBudget | None = None,
) -> MinimalSolution:
    """Search a problem's minimal solution now."""
    outcome = minimal_gadget(
        problem.f, problem.h, problem.gadget_type, max_n, time_limit=time_limit, budget=budget
    )
    return record_solution(solution_record(problem, outcome, max_n))


def solution_for(
    problem: GadgetProblem,
    time_limit: float | None = ON_DEMAND_SECONDS,
    budget: SearchBudget | None = ON_DEMAND_BUDGET,
) -> MinimalSolution:
    """The shipped solution of a problem, or one searched now within ``budget``.

    ``time_limit`` is a safety net: when it stops the search first, ``timed_out`` is set.
    """
    shipped = load_solutions().get(problem.id)
    if shipped is not None:
        return shipped
    return solve(problem, time_limit=time_limit, budget=budget)
