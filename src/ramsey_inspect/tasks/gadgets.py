"""RamseyGadgets: can a model construct a graph whose good colorings are forced?

Hassan & Pandita, "RamseyGadgets: A Graph Construction Dataset for LLMs". 70 problems
(13 pairs (F, H), six gadget types), each answer verified exactly with a SAT solver. Each
sample records the size of the problem's smallest solution (``min_vertices``), taken from
the shipped search results or searched when the task is created (other pairs).

    inspect eval ramsey_inspect/gadgets -T setting=multiround --epochs 5
    inspect eval ramsey_inspect/gadgets -T setting=size_hint -T pairs=K1,3:C5
"""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from inspect_ai import Epochs, Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.solver import Solver

from ramsey_inspect import names
from ramsey_inspect.core.gadgets import GADGET_TYPES, GadgetType
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
from ramsey_inspect.datasets import gadget_solutions
from ramsey_inspect.datasets.gadget_solutions import MinimalSolution
from ramsey_inspect.datasets.gadgets import (
    EASY_TYPES,
    PAPER_PAIRS,
    TIERS,
    GadgetProblem,
    GadgetTier,
    gadget_problems,
    pairs_text,
    parse_pairs,
)
from ramsey_inspect.names import DEFAULT_TOOL_PROTOCOL, TOOL_PROTOCOLS, GadgetSetting, ToolProtocol
from ramsey_inspect.prompts.gadgets import (
    example_hint,
    multiround_note,
    problem_statement,
    size_hint,
    structural_hint,
)
from ramsey_inspect.providers.baselines import refuse_replay
from ramsey_inspect.scorers._answer_metrics import METRIC_VIEWS
from ramsey_inspect.scorers.gadgets import gadget_verifier
from ramsey_inspect.solvers.apply_profile import profile_config, profile_messages, task_profile
from ramsey_inspect.solvers.gadgets import (
    MAX_CALLS_PER_ROUND,
    gadget_system_message,
    multiround,
)
from ramsey_inspect.solvers.serving import served_generate
from ramsey_inspect.tasks._options import (
    OptionError,
    option_choices,
    option_errors,
    option_int,
    option_one,
    option_seconds,
    option_text,
    refuse_unknown,
    register_task_options,
    require_model,
)
from ramsey_inspect.tools.gadgets import DEFAULT_CAP, TOOL_MAX_EDGES, TOOL_MAX_VERTICES
from ramsey_inspect.viewer import viewer_columns, viewer_config

SETTINGS = names.GADGET_SETTINGS
DEFAULT_SETTING = names.DEFAULT_GADGET_SETTING
DEFAULT_SEARCH_SECONDS = gadget_solutions.ON_DEMAND_SECONDS
MAX_TOOL_CAP = 1000
GADGETS_VERSION = "2.1.0"
_MACHINE_DEPENDENT = (
    "; the search_seconds safety net stopped the search before its budget, so on a faster "
    "or less busy machine this may differ (raise -T search_seconds)"
)
EXAMPLE_F = "P3"
"""The example hint shows a gadget for this star when the problem's F is the next one."""
TARGET_F = "K1,3"
_EPOCHS_REDUCER = "mean"
"""Epochs are reduced by their mean only.

Inspect's results panel heads every reducer's column with the scorer's name alone, so a
``max`` column beside the ``mean`` one (same metric names) could not be told apart; and
Inspect's ``pass_at(k)`` needs k when the task is created, before ``--epochs`` is known.
The share of problems solved in at least one epoch is the metric ``pass_at_k``, computed
on unreduced scores (``scorers.gadgets.run_accuracy``).
"""

logger = logging.getLogger(__name__)


@task
def gadgets(
    setting: GadgetSetting = DEFAULT_SETTING,
    tier: str | list[str] = "all",
    types: str | list[str] = "all",
    pairs: str | list[str] = "paper",
    tool_cap: int = DEFAULT_CAP,
    profile: str = "auto",
    search_seconds: float = DEFAULT_SEARCH_SECONDS,
    tool_protocol: ToolProtocol = DEFAULT_TOOL_PROTOCOL,
    metrics: str = "headline",
    **unknown: Any,
) -> Task:
    """Construct determiner, sender, clause or variable gadgets for pairs (F, H).

    Args:
        setting: ``zero_shot``; ``structural_hint`` (adds the paper's hint that an edge in
            no copy of H can be made blue); ``size_hint`` (adds that a solution on exactly
            n vertices exists, n the proven minimum; problems whose minimum is not proven
            are left out); ``example_hint`` (only (K1,3,H) problems: adds the smallest
            (P3,H) gadget of the same type as a worked example; 30 of the paper's
            problems); ``multiround`` (two rounds with a tool listing a graph's good
            colorings, then a final round without it).
        tier: ``easy`` (determiners), ``hard`` (senders, clause and variable gadgets), ``all``.
        types: ``all`` or a list of red_determiner, blue_determiner, positive_sender,
            negative_sender, clause, variable.
        pairs: ``paper`` (the 13 pairs) and/or ``F:H`` pairs such as ``K1,3:C5`` or
            ``P3:K5-e``, generated on the fly (clause and variable gadgets need a star F).
            Inspect splits ``-T pairs=K1,3:C5`` at its commas; the task joins the pieces
            again and records the pairs as typed in the eval metadata (``pairs``).
        tool_cap: Most colorings the multiround tool lists per call (1 to 1000).
        profile: ``auto`` (the model's recommended settings from the paper's appendix,
            matched by model name), ``none``, or a profile name from
            ``ramsey_inspect.profiles.PROFILES``.
        search_seconds: Seconds allowed per problem to search the smallest solution of
            a problem outside the shipped data (other pairs, and their P3 examples); any
            positive number, ``1e9`` included.
        tool_protocol: How the multiround model calls its tool: ``native`` (offered
            through the API; a vLLM server needs ``--enable-auto-tool-choice`` and a
            ``--tool-call-parser``) or ``text`` (the prompt describes a ``CALL
            good_colorings(...)`` line that the solver reads and answers in a user message).
        metrics: ``headline`` (what the results panel prints: accuracy, stderr, the
            unreadable and read-but-wrong shares,
            Table 1's mean and sd over runs and pass@k, the verification-budget share) or ``all`` (those and
            accuracy per tier and per gadget type). The samples' scores keep every detail either way.
        **unknown: Any other ``-T`` option: refused, naming the closest valid one.
    """
    refuse_unknown(names.GADGETS, unknown, gadgets)
    require_model(names.GADGETS)
    refuse_replay(names.GADGETS)  # it answers k-coloring only
    setting = option_one(setting, "setting", SETTINGS)
    parts = SETTING_PARTS[setting]
    tool_protocol = option_one(tool_protocol, "tool_protocol", TOOL_PROTOCOLS)
    if tool_protocol != DEFAULT_TOOL_PROTOCOL and not parts.tool_loop:
        raise OptionError(
            f"tool_protocol: only the multiround setting calls a tool, so {tool_protocol} "
            "needs -T setting=multiround"
        )
    tiers = option_choices(tier, "tier", TIERS)
    gadget_types = option_choices(types, "types", GADGET_TYPES)
    tool_cap = option_int(tool_cap, "tool_cap", 1, MAX_TOOL_CAP)
    search_seconds = option_seconds(search_seconds, "search_seconds")
    profile = option_text(profile, "profile", "auto, none or a profile name")
    metrics = option_one(metrics, "metrics", METRIC_VIEWS)
    with option_errors():  # before any slow work: a bad name fails at once
        chosen = task_profile(profile, names.GADGETS)
    with option_errors():
        chosen_pairs = parse_pairs(pairs)
    problems = gadget_problems(chosen_pairs, gadget_types, tiers)
    if not problems:
        raise OptionError(_why_no_problem(tiers, gadget_types))
    examples: dict[str, GadgetProblem] = {}
    if parts.needs_example:
        examples = {p.id: c for p in problems if (c := _example_problem(p)) is not None}
        problems = [p for p in problems if p.id in examples]
        if not problems:
            raise OptionError(
                "setting: example_hint needs (K1,3,H) problems whose (P3,H) problem of the "
                "same type exists (no P3 pair with H = P3, no clause or variable gadget for "
                "the polynomial pairs); the chosen pairs and types leave none"
            )
    with _ctrl_c_stops_the_search():
        samples = [
            s
            for p in problems
            if (
                s := _sample(
                    p, setting, tool_cap, search_seconds, examples.get(p.id), tool_protocol
                )
            )
            is not None
        ]
    if not samples:
        raise OptionError(
            f"search_seconds: within {search_seconds}s per problem no {setting} hint could be "
            "computed for any problem (see the warnings); allow more seconds"
        )
    profile_name = None if chosen is None else chosen.name
    prefill = not parts.tool_loop  # no prefill inside the tool loop
    steps: list[Solver] = [gadget_system_message(), profile_messages(profile_name, prefill=prefill)]
    if parts.tool_loop:
        steps.append(multiround(cap=tool_cap, tool_protocol=tool_protocol, profile=profile_name))
    else:
        steps.append(served_generate(names.GADGETS, profile_name))
    return Task(
        dataset=MemoryDataset(samples, name=names.GADGETS),
        solver=steps,
        scorer=[gadget_verifier(metrics=metrics), viewer_columns(names.GADGETS)],
        viewer=viewer_config(names.GADGETS),
        # One reducer: pass@k is the scorer's unreduced pass_at_k (see _EPOCHS_REDUCER).
        epochs=Epochs(1, _EPOCHS_REDUCER),
        version=GADGETS_VERSION,
        config=profile_config(chosen, prefill),
        metadata={
            "setting": setting,
            "pairs": pairs_text(pairs),
            "pair_names": [f"{f.name}:{h.name}" for f, h in chosen_pairs],
            "tiers": list(tiers),
            "types": list(gadget_types),
            "profile": profile_name,
            "search_seconds": search_seconds,
            "tool_protocol": tool_protocol if parts.tool_loop else None,
        },
    )


def _sample(
    problem: GadgetProblem,
    setting: GadgetSetting,
    cap: int,
    search_seconds: float,
    example: GadgetProblem | None,
    tool_protocol: ToolProtocol = DEFAULT_TOOL_PROTOCOL,
) -> Sample | None:
    """The sample of one problem, or None when its setting's hint cannot be given."""
    parts = SETTING_PARTS[setting]
    f, h = problem.f, problem.h
    solution = gadget_solutions.solution_for(problem, time_limit=search_seconds)
    metadata = {
        "f": f.name,
        "h": h.name,
        names.GADGET_TYPE: problem.gadget_type,
        names.TIER: problem.tier,
        "setting": setting,
        names.MIN_VERTICES: solution.size_hint,
        names.MINIMALITY_PROVEN: solution.proven,
    }
    if solution.size_hint is None:
        left_out = parts.needs_proven_size
        logger.warning(
            "gadgets: %s: smallest solution size not proven (%s); min_vertices is None%s%s",
            problem.id,
            solution.note,
            f"; left out of the {setting} setting" if left_out else "",
            _MACHINE_DEPENDENT if solution.timed_out else "",
        )
        if left_out:
            return None
    hints: list[str] = []
    if parts.hint is not None:
        written = parts.hint(
            problem, solution, _HintInputs(cap, search_seconds, example, tool_protocol)
        )
        if written is None:
            return None
        hint, added = written
        hints.append(hint)
        metadata.update(added)
    return Sample(
        id=problem.id,
        input=problem_statement(f, h, problem.gadget_type, hints),
        metadata=metadata,
    )


@dataclass(frozen=True)
class _HintInputs:
    """What a setting's hint may need besides its problem and the problem's smallest solution."""

    cap: int
    search_seconds: float
    example: GadgetProblem | None
    tool_protocol: ToolProtocol


_Hint = Callable[[GadgetProblem, MinimalSolution, _HintInputs], "tuple[str, dict[str, Any]] | None"]
"""Writes a setting's hint paragraph and the sample metadata it adds; None (after a warning
saying why) leaves the problem out of the setting."""


def _structural_hint(
    problem: GadgetProblem, solution: MinimalSolution, inputs: _HintInputs
) -> tuple[str, dict[str, Any]]:
    return structural_hint(problem.f, problem.h), {}


def _size_hint(
    problem: GadgetProblem, solution: MinimalSolution, inputs: _HintInputs
) -> tuple[str, dict[str, Any]]:
    assert solution.size_hint is not None  # needs_proven_size left the others out
    return size_hint(solution.size_hint), {}


def _example_hint(
    problem: GadgetProblem, solution: MinimalSolution, inputs: _HintInputs
) -> tuple[str, dict[str, Any]] | None:
    example = inputs.example
    assert example is not None  # needs_example kept only problems that have one
    shown = gadget_solutions.solution_for(example, time_limit=inputs.search_seconds)
    if shown.gadget is None:
        logger.warning(
            "gadgets: %s: no example, as no %s was found (%s); left out of the "
            "example_hint setting%s",
            problem.id,
            example.id,
            shown.note,
            _MACHINE_DEPENDENT if shown.timed_out else "",
        )
        return None
    text = example_hint(problem.f, problem.h, problem.gadget_type, example.f, shown.gadget)
    return text, {"example_id": example.id}


def _multiround_note(
    problem: GadgetProblem, solution: MinimalSolution, inputs: _HintInputs
) -> tuple[str, dict[str, Any]]:
    text = multiround_note(
        problem.f,
        problem.h,
        inputs.cap,
        inputs.tool_protocol,
        max_vertices=TOOL_MAX_VERTICES,
        max_edges=TOOL_MAX_EDGES,
        max_calls=MAX_CALLS_PER_ROUND,
    )
    return text, {"tool_protocol": inputs.tool_protocol}


@dataclass(frozen=True)
class SettingParts:
    """What one setting changes in the zero-shot task."""

    hint: _Hint | None = None
    """The paragraph added after the problem statement, if any."""
    needs_proven_size: bool = False
    """Problems whose smallest solution size is not proven are left out."""
    needs_example: bool = False
    """Only (K1,3, H) problems whose (P3, H) problem of the same type exists are posed."""
    tool_loop: bool = False
    """The multiround solver with the good_colorings tool replaces the single generation
    (no prefill inside the tool loop); only such a setting takes ``-T tool_protocol``."""


SETTING_PARTS: dict[GadgetSetting, SettingParts] = {
    "zero_shot": SettingParts(),
    "structural_hint": SettingParts(hint=_structural_hint),
    "size_hint": SettingParts(hint=_size_hint, needs_proven_size=True),
    "example_hint": SettingParts(hint=_example_hint, needs_example=True),
    "multiround": SettingParts(hint=_multiround_note, tool_loop=True),
}
"""Each setting as its parts, the task's one place that tells the settings apart."""


@contextmanager
def _ctrl_c_stops_the_search() -> Iterator[None]:
    """Make Ctrl-C raise KeyboardInterrupt while problems are searched.

    Inspect creates tasks inside its event loop, whose SIGINT handler only cancels the
    main task, which a search that never awaits would notice after it ends (minutes with
    a large ``search_seconds``). The search returns to Python between solver slices,
    where Python's own handler raises at once.
    """
    ignored = signal.getsignal(signal.SIGINT) == signal.SIG_IGN  # e.g. a background job
    if threading.current_thread() is not threading.main_thread() or ignored:
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous if previous is not None else signal.SIG_DFL)


def _example_problem(problem: GadgetProblem) -> GadgetProblem | None:
    """The (P3, H) problem of the same type as a (K1,3, H) problem, if the family has one.

    H is renamed to the paper's name for it when it has one, so that an edge-list H finds
    the shipped solution.
    """
    if not problem.f.same_graph(parse_graph(TARGET_F)):
        return None
    star = parse_graph(EXAMPLE_F)
    h = _paper_name(problem.h)
    if star.same_graph(h):
        return None
    found = gadget_problems([(star, h)], [problem.gadget_type])
    return found[0] if found else None


def _paper_name(graph: NamedGraph) -> NamedGraph:
    for name in dict.fromkeys(h for _, h in PAPER_PAIRS):
        paper = parse_graph(name)
        if paper.same_graph(graph):
            return paper
    return graph


def _why_no_problem(tiers: list[GadgetTier], gadget_types: list[GadgetType]) -> str:
    """Why the chosen tiers, types and pairs leave no problem, for the one-line error."""
    hard = [t for t in GADGET_TYPES if t not in EASY_TYPES]
    posed = [
        g for g in gadget_types if any(g in (EASY_TYPES if t == "easy" else hard) for t in tiers)
    ]
    if not posed:
        tier = tiers[0]
        holds = "only determiners" if tier == "easy" else "no determiners"
        return (
            f"types: tier {tier} holds {holds}, so types={','.join(gadget_types)} leaves no problem; "
            f"choose types of tier {tier} or -T tier=all"
        )
    return (
        "types: no problem matches; clause and variable gadgets need a star F "
        "(P3 = K1,2, K1,3, ...) and are not posed for the paper's polynomial pairs"
    )


register_task_options(names.GADGETS, gadgets)
