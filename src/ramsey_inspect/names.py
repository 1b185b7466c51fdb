"""Names that code outside a task reads: task and scorer names, settings, configuration keys.

Logs carry these names as plain strings (``score_gadget_verifier`` columns, ``task_args``),
so the report finds its data through them. Each is defined once here; the tasks and scorers
take their values from this module, so a rename changes every reader with it. Nothing here
imports Inspect.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

KCOLORING: Final = "kcoloring"
GADGETS: Final = "gadgets"
GTBENCH: Final = "gtbench"
RAMSEY_BOUNDS: Final = "ramsey_bounds"
"""The Ramsey lower-bound task: constructions checked exactly, from textbook cells to records."""
TASKS: Final = (KCOLORING, GADGETS, GTBENCH, RAMSEY_BOUNDS)
"""The task names, as they appear (after ``ramsey_inspect/``) in a log's ``eval.task``."""

COLORING_CHECKER: Final = "coloring_checker"
GADGET_VERIFIER: Final = "gadget_verifier"
GTBENCH_SCORER: Final = "gtbench_scorer"
RAMSEY_CHECKER: Final = "ramsey_checker"
SCORERS: Final = {
    KCOLORING: COLORING_CHECKER,
    GADGETS: GADGET_VERIFIER,
    GTBENCH: GTBENCH_SCORER,
    RAMSEY_BOUNDS: RAMSEY_CHECKER,
}
"""The scorer of each task: a sample's score is stored under this name."""

GadgetSetting = Literal["zero_shot", "structural_hint", "size_hint", "example_hint", "multiround"]
GADGET_SETTINGS: Final[tuple[GadgetSetting, ...]] = get_args(GadgetSetting)
DEFAULT_GADGET_SETTING: Final[GadgetSetting] = "zero_shot"
ToolProtocol = Literal["native", "text"]
"""How the multiround model calls its tool: through the API, or a line of text it writes."""
TOOL_PROTOCOLS: Final[tuple[ToolProtocol, ...]] = get_args(ToolProtocol)
DEFAULT_TOOL_PROTOCOL: Final[ToolProtocol] = "native"
Prompting = Literal["zero_shot", "cot"]
GTBENCH_PROMPTINGS: Final[tuple[Prompting, ...]] = get_args(Prompting)
DEFAULT_GTBENCH_PROMPTING: Final[Prompting] = "zero_shot"
GTBenchGroup = Literal["1", "2", "3"]
GTBENCH_GROUPS: Final[tuple[GTBenchGroup, ...]] = get_args(GTBenchGroup)
GTBenchVariant = Literal["paper", "generated"]
GTBENCH_VARIANTS: Final[tuple[GTBenchVariant, ...]] = get_args(GTBenchVariant)
KColoringSelection = Literal["all", "lrm", "sequel"]
KCOLORING_SELECTIONS: Final[tuple[KColoringSelection, ...]] = get_args(KColoringSelection)

RamseySolver = Literal["direct", "verify_tool", "agent"]
"""How a Ramsey cell is attempted: one reply; replies with a checker tool; a sandboxed agent."""
RAMSEY_SOLVERS: Final[tuple[RamseySolver, ...]] = get_args(RamseySolver)
DEFAULT_RAMSEY_SOLVER: Final[RamseySolver] = "direct"
RamseySandbox = Literal["docker", "local"]
"""Where the agent's code runs: the shipped Docker image without network, or this machine."""
RAMSEY_SANDBOXES: Final[tuple[RamseySandbox, ...]] = get_args(RamseySandbox)
DEFAULT_RAMSEY_SANDBOX: Final[RamseySandbox] = "docker"

GRADER_ROLE: Final = "grader"
SECOND_GRADER_ROLE: Final = "second_grader"
"""GTBench's optional second judge: when this model role is bound, every answer the judge
sees goes to both, and the report gives their agreement (Cohen's kappa)."""
STAND_IN_GRADERS: Final = ("ramsey_inspect/scripted", "mockllm/")
"""Graders (by model name prefix) whose verdicts are scripted: a run judged by one is a
stand-in, not a measurement."""

RELABEL: Final = "relabel"
"""The k-coloring option that shows each problem under a fresh labelling (a seed; off when
absent). Published and relabelled runs are different configurations; the report also sets
them side by side as a contamination check."""

# Sample metadata keys read beyond the task that writes them (scorers, viewer, report).
GADGET_TYPE: Final = "gadget_type"
TIER: Final = "tier"
"""A gadget problem's tier, ``easy`` (determiners) or ``hard``."""
MIN_VERTICES: Final = "min_vertices"
"""Vertices of a gadget problem's smallest solution, when proven minimal (else None)."""
MINIMALITY_PROVEN: Final = "minimality_proven"
SIZE_RATIO: Final = "size_ratio"
"""Score metadata of a valid gadget: ``min_vertices / vertices`` (1.0 for a smallest one)."""
PROBLEM_SET: Final = "problem_set"
PROBLEM_ID: Final = "problem_id"
PROBLEM_TYPE: Final = "problem_type"
FRAME: Final = "frame"
EDGE_COUNT: Final = "edge_count"
COLORABLE: Final = "colorable"
GREEDY_SCORE: Final = "greedy_score"
GROUP: Final = "group"
"""A GTBench problem's group, 1 to 3 (the paper's data file calls it ``tier``)."""
EVALUATION_TYPE: Final = "evaluation_type"
QUESTION: Final = "question"
PROMPTING: Final = "prompting"
CELL: Final = "cell"
"""A Ramsey cell's id, such as ``R(3,17)_n92`` (sample metadata of ramsey_bounds)."""
SIZES: Final = "sizes"
BEST_LOWER: Final = "best_lower"

# Score metadata keys of the k-coloring scorer's false-edge reading (the sequel, Heyman &
# Zylberberg 2025): the report and the viewer read them from each sample's score.
FALSE_EDGES: Final = "false_edges"
"""Edges the reply (reasoning included) states exist that the prompt does not contain: sorted
``[u, v]`` pairs, ``u < v``, in the problem's vertex numbering as shown to the model."""
REASONING: Final = "reasoning"
"""What of the model's reasoning was read: ``seen`` (reasoning text or think blocks read with the
reply), ``none`` (no separate reasoning: the reply is all there is, and was read) or ``unseen``
(the provider spent reasoning tokens or sent a redacted block, but no text: false edges are a
lower bound, and the report counts such replies as unknown, never as free of false edges)."""
ReasoningSeen = Literal["seen", "none", "unseen"]
REASONING_VALUES: Final[tuple[ReasoningSeen, ...]] = get_args(ReasoningSeen)
CORRECT_UNDER_FALSE_EDGES: Final = "correct_under_false_edges"
"""Whether the verdict would be right were the false edges real (None when there are none)."""
FALSE_IMPOSSIBLE_WITH_FALSE_EDGE: Final = "false_impossible_with_false_edge"
"""For a false "Impossible": whether it came with a false edge (None for any other outcome)."""

PROBLEM_SEED: Final = "problem_seed"
"""The ``-T`` option that seeds the drawing of generated problems (k-coloring, GTBench).

Task version 2.x of k-coloring and 3.0 of GTBench called it ``seed``, the name of Inspect's
``--seed`` (the model's sampling seed); the old name is refused with a pointer to this one,
and the report reads it from older logs."""
RENAMED_OPTIONS: Final = {"seed": PROBLEM_SEED}
"""Task options renamed: old name -> new name."""

CONFIGURATION_ARGS: Final[dict[str, tuple[str, ...]]] = {
    GADGETS: ("setting", "pairs", "tier", "types", "tool_protocol", "profile"),
    KCOLORING: ("problem_set", "frame", "selection", PROBLEM_SEED, RELABEL, "data_dir", "profile"),
    GTBENCH: ("prompting", "group", "variant", "dataset", PROBLEM_SEED, "count", "profile"),
    RAMSEY_BOUNDS: (
        "solver",
        "tier",
        "cells",
        "sandbox",
        "tool_cap",
        "time_limit",
        "token_limit",
        "message_limit",
        "budget_scale",
    ),
}
"""The ``-T`` options that change what a run measures, per task.

Runs that agree on the model and on these options are one configuration, and a report
combines them (epochs, retries, several logs). Options that only change how the run is
carried out (judge timeouts, search time) are not among them; where a tool cap or an agent's
limits are part of the setting compared (ramsey_bounds), they are.
"""

MAIN_ARG: Final = {GADGETS: "setting", GTBENCH: "prompting", RAMSEY_BOUNDS: "solver"}
"""The option each paper compares across, shown in every row of that task's tables."""

NO_MODEL: Final = "none/none"
"""The model Inspect runs a task on when no ``--model`` (nor ``INSPECT_EVAL_MODEL``) is given:
the tasks refuse it, and the report skips older logs of it."""
