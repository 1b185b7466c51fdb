"""RamseyGadgets: can a model construct a graph whose good colorings are forced?

Hassan & Pandita, "RamseyGadgets: A Graph Construction Dataset for LLMs". 70 problems
(13 pairs (F, H), six gadget types), each answer verified exactly with a SAT solver.

    inspect eval ramsey_inspect/gadgets -T setting=multiround --epochs 5
"""

from __future__ import annotations

from inspect_ai import Epochs, Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.solver import Solver, generate

from ramsey_inspect.core.gadgets import GADGET_TYPES
from ramsey_inspect.datasets.gadgets import TIERS, GadgetProblem, gadget_problems, parse_pairs
from ramsey_inspect.prompts.gadgets import multiround_note, problem_statement, structural_hint
from ramsey_inspect.scorers.gadget_verifier import gadget_verifier
from ramsey_inspect.solvers.gadgets import gadget_system_message, multiround
from ramsey_inspect.solvers.profiles import profile_config, profile_messages, task_profile
from ramsey_inspect.tasks._options import option_choices
from ramsey_inspect.tools.good_colorings import DEFAULT_CAP

SETTINGS = ("zero_shot", "structural_hint", "multiround")
DEFAULT_SETTING = "zero_shot"
GADGETS_VERSION = "1.0.0"


@task
def gadgets(
    setting: str = DEFAULT_SETTING,
    tier: str | list[str] = "all",
    types: str | list[str] = "all",
    pairs: str | list[str] = "paper",
    tool_cap: int = DEFAULT_CAP,
    profile: str = "auto",
) -> Task:
    """Construct determiner, sender, clause or variable gadgets for pairs (F, H).

    Args:
        setting: ``zero_shot``; ``structural_hint`` (adds the paper's hint that an edge in
            no copy of H can be made blue); ``multiround`` (two rounds with a tool listing
            a graph's good colorings, then a final round without it).
        tier: ``easy`` (determiners), ``hard`` (senders, clause and variable gadgets), ``all``.
        types: ``all`` or a list of red_determiner, blue_determiner, positive_sender,
            negative_sender, clause, variable.
        pairs: ``paper`` (the 13 pairs) or ``F:H`` pairs such as ``K1,3:C5`` or
            ``P3:K5-e``, generated on the fly (clause and variable gadgets need a star F).
        tool_cap: Most colorings the multiround tool lists per call.
        profile: ``auto`` (the model's recommended settings from the paper's appendix,
            matched by model name), ``none``, or a profile name from
            ``ramsey_inspect.profiles.PROFILES``.
    """
    if setting not in SETTINGS:
        raise ValueError(f"setting: {setting!r} is not one of {', '.join(SETTINGS)}")
    tiers = option_choices(tier, "tier", TIERS)
    kinds = option_choices(types, "types", GADGET_TYPES)
    if isinstance(tool_cap, bool) or not isinstance(tool_cap, int) or not 1 <= tool_cap <= 1000:
        raise ValueError(f"tool_cap: {tool_cap!r} must be a whole number from 1 to 1000")
    problems = gadget_problems(parse_pairs(pairs), kinds, tiers)
    if not problems:
        raise ValueError(
            "types: no problem matches; clause and variable gadgets need a star F "
            "(P3 = K1,2, K1,3, ...) and are not posed for the paper's polynomial pairs"
        )
    samples = [_sample(p, setting, tool_cap) for p in problems]
    chosen = task_profile(profile, "gadgets")
    profile_name = None if chosen is None else chosen.name
    prefill = setting != "multiround"  # no prefill inside the tool loop
    steps: list[Solver] = [gadget_system_message(), profile_messages(profile_name, prefill=prefill)]
    steps.append(multiround(cap=tool_cap) if setting == "multiround" else generate())
    return Task(
        dataset=MemoryDataset(samples, name="gadgets"),
        solver=steps,
        scorer=gadget_verifier(),
        epochs=Epochs(1, ["mean", "max"]),
        version=GADGETS_VERSION,
        config=profile_config(chosen, prefill),
        metadata={
            "setting": setting,
            "tiers": list(tiers),
            "types": list(kinds),
            "profile": profile_name,
        },
    )


def _sample(problem: GadgetProblem, setting: str, cap: int) -> Sample:
    f, h = problem.f, problem.h
    hints: list[str] = []
    if setting == "structural_hint":
        hints.append(structural_hint(f, h))
    if setting == "multiround":
        hints.append(multiround_note(f, h, cap))
    return Sample(
        id=problem.id,
        input=problem_statement(f, h, problem.gadget_type, hints),
        metadata={
            "f": f.name,
            "h": h.name,
            "gadget_type": problem.gadget_type,
            "tier": problem.tier,
            "setting": setting,
        },
    )
