r"""Ramsey lower bounds: can a model or an agent colour K_n with no forbidden monochromatic clique?

Each sample is a cell of ``core.ramsey_cells``: clique sizes (s_1, ..., s_k) and a vertex
count n, from textbook cells (``known``: n = R - 1 with R known) through cells just below
published witnesses (``near``) and the published witnesses themselves, the 2026 AI-found
records among them (``best``), to cells where a valid answer is a new lower bound
(``open``). Answers are checked exactly under a budget of counted work, and a valid one is
compared up to isomorphism with the constructions the package holds, so recall is told
from discovery.

    inspect eval ramsey_inspect/ramsey_bounds -T tier=known --model ramsey_inspect/exact
    inspect eval ramsey_inspect/ramsey_bounds -T solver=verify_tool -T tool_cap=10
    inspect eval ramsey_inspect/ramsey_bounds -T solver=agent -T cells='R(3,10)_n39' \\
        -T time_limit=3600 -T sandbox=docker
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from inspect_ai import Task, task
from inspect_ai.solver import Solver
from inspect_ai.util import SandboxEnvironmentType

from ramsey_inspect import names
from ramsey_inspect.datasets.ramsey_bounds import ramsey_dataset
from ramsey_inspect.names import (
    DEFAULT_RAMSEY_SANDBOX,
    DEFAULT_RAMSEY_SOLVER,
    RAMSEY_SANDBOXES,
    RAMSEY_SOLVERS,
    RamseySandbox,
    RamseySolver,
)
from ramsey_inspect.providers.baselines import refuse_replay
from ramsey_inspect.scorers._answer_metrics import METRIC_VIEWS
from ramsey_inspect.scorers.ramsey_bounds import ramsey_checker
from ramsey_inspect.solvers.ramsey_bounds import (
    ANSWER_FILE,
    DEFAULT_PYTHON_TIMEOUT,
    agent_solver,
    direct_solver,
    verify_tool_solver,
)
from ramsey_inspect.tasks._options import (
    OptionError,
    option_errors,
    option_int,
    option_one,
    option_seconds,
    refuse_unknown,
    register_task_options,
    require_model,
)
from ramsey_inspect.tools.ramsey_bounds import DEFAULT_TOOL_CAP, MAX_TOOL_CAP
from ramsey_inspect.viewer import viewer_columns, viewer_config

RAMSEY_BOUNDS_VERSION: Final = "1.0.0"
SANDBOX_COMPOSE: Final = (
    Path(__file__).resolve().parent.parent
    / "data"
    / names.RAMSEY_BOUNDS
    / "sandbox"
    / "compose.yaml"
)
"""Inspect's docker sandbox config: the shipped image (numpy, networkx, python-sat), no network."""
DEFAULT_AGENT_SECONDS: Final = 1800
DEFAULT_AGENT_MESSAGES: Final = 200
MAX_MESSAGES: Final = 100_000
MAX_TOKENS: Final = 10**12
MAX_PYTHON_TIMEOUT: Final = 86_400


@task
def ramsey_bounds(
    tier: str | list[str] = "all",
    cells: str | list[str] = "all",
    solver: RamseySolver = DEFAULT_RAMSEY_SOLVER,
    sandbox: RamseySandbox = DEFAULT_RAMSEY_SANDBOX,
    tool_cap: int = DEFAULT_TOOL_CAP,
    time_limit: float | None = None,
    token_limit: int | None = None,
    message_limit: int | None = None,
    python_timeout: int = DEFAULT_PYTHON_TIMEOUT,
    budget_scale: float = 1.0,
    metrics: str = "headline",
    **unknown: Any,
) -> Task:
    """Colour K_n for Ramsey cells (s_1, ..., s_k; n) with no colour i holding a K_{s_i}.

    Args:
        tier: ``all`` or a list of ``known``, ``near``, ``best``, ``open``.
        cells: ``all`` or a list of cell ids such as ``R(3,17)_n92`` (Inspect splits a
            list at commas, even inside an id; the pieces are joined again).
        solver: ``direct`` (one reply), ``verify_tool`` (a ``ramsey_check`` tool the model
            may call up to ``tool_cap`` times) or ``agent`` (``react()`` with ``python()``
            in a sandbox; the answer through ``submit()`` or the file ``answer.txt``).
        sandbox: Where the agent's code runs: ``docker`` (the shipped image, no network)
            or ``local`` (this machine, as this user, with its network: trusted models
            and tests only). Only the agent solver uses it.
        tool_cap: Calls of ``ramsey_check`` answered per sample (1 to 1000).
        time_limit: Seconds per sample (the agent's default: 1800; others: none).
        token_limit: Tokens per sample (default: none).
        message_limit: Messages per sample (the agent's default: 200; verify_tool's:
            enough for its calls).
        python_timeout: Seconds one ``python()`` call of the agent may run.
        budget_scale: Multiplies the checker's budget of counted work.
        metrics: ``headline`` (what the results panel prints: accuracy, solved share per
            tier, ``reach_mean``, ``new_records``, the distance of invalid answers, the
            format failures) or ``all`` (those and ``reach_<sizes>`` per clique sizes).
        **unknown: Any other ``-T`` option: refused, naming the closest valid one.
    """
    refuse_unknown(names.RAMSEY_BOUNDS, unknown, ramsey_bounds)
    require_model(names.RAMSEY_BOUNDS)
    refuse_replay(names.RAMSEY_BOUNDS)
    solver = option_one(solver, "solver", RAMSEY_SOLVERS)
    sandbox = option_one(sandbox, "sandbox", RAMSEY_SANDBOXES)
    tool_cap = option_int(tool_cap, "tool_cap", 1, MAX_TOOL_CAP)
    python_timeout = option_int(python_timeout, "python_timeout", 1, MAX_PYTHON_TIMEOUT)
    budget_scale = option_seconds(budget_scale, "budget_scale")  # a positive finite number
    metrics = option_one(metrics, "metrics", METRIC_VIEWS)
    seconds = None if time_limit is None else option_seconds(time_limit, "time_limit")
    tokens = None if token_limit is None else option_int(token_limit, "token_limit", 1, MAX_TOKENS)
    messages = (
        None
        if message_limit is None
        else option_int(message_limit, "message_limit", 2, MAX_MESSAGES)
    )
    if solver == "agent":
        seconds = DEFAULT_AGENT_SECONDS if seconds is None else seconds
        messages = DEFAULT_AGENT_MESSAGES if messages is None else messages
    elif solver == "verify_tool" and messages is None:
        messages = 2 * tool_cap + 6  # every call and its result, the prompt and the answer
    prompt_args: dict[str, Any] = {}
    if solver == "verify_tool":
        prompt_args["tool_cap"] = tool_cap
    elif solver == "agent" and seconds is not None:
        prompt_args.update(answer_file=ANSWER_FILE, minutes=round(seconds / 60, 1))
    with option_errors():
        dataset = ramsey_dataset(
            _joined(tier, "tier"), _joined(cells, "cells"), solver, **prompt_args
        )
    steps: list[Solver]
    box: SandboxEnvironmentType | None = None
    if solver == "direct":
        steps = direct_solver()
    elif solver == "verify_tool":
        steps = verify_tool_solver(tool_cap)
    else:
        steps = agent_solver(python_timeout)
        box = ("docker", SANDBOX_COMPOSE.as_posix()) if sandbox == "docker" else "local"
    return Task(
        dataset=dataset,
        solver=steps,
        scorer=[
            ramsey_checker(
                budget_scale=budget_scale,
                answer_file=ANSWER_FILE if solver == "agent" else None,
                metrics=metrics,
            ),
            viewer_columns(names.RAMSEY_BOUNDS),
        ],
        viewer=viewer_config(names.RAMSEY_BOUNDS),
        sandbox=box,
        time_limit=None if seconds is None else int(seconds),
        token_limit=tokens,
        message_limit=messages,
        version=RAMSEY_BOUNDS_VERSION,
        metadata={
            "solver": solver,
            "sandbox": sandbox if solver == "agent" else None,
            "tool_cap": tool_cap if solver == "verify_tool" else None,
            "budget_scale": budget_scale,
        },
    )


def _joined(value: Any, param: str) -> str | None:
    """A ``-T`` list (Inspect splits at commas, cell ids included) as one text; ``all`` is None."""
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    if any(not isinstance(i, (str, int)) or isinstance(i, bool) for i in items):
        raise OptionError(f"{param}: must be names separated by commas, not {value!r}")
    text = ",".join(str(i).strip() for i in items)
    if not text:
        raise OptionError(f"{param}: the value is empty; give 'all' or a list")
    return None if text == "all" else text


register_task_options(names.RAMSEY_BOUNDS, ramsey_bounds)
