"""GTBench: graph theory from definitions to graduate proofs, graded by exact match and a judge.

Nader, Aljabea, Diehl & Gupta, "GTBench: A Curriculum-Grounded Benchmark for Evaluating
LLMs as Mathematical Research Assistants in Graph Theory". 63 problems in three groups,
zero-shot or chain-of-thought prompting, an LLM judge with a failure taxonomy.

    inspect eval ramsey_inspect/gtbench -T prompting=cot --model-role grader=openai/gpt-4o --epochs 3
"""

from __future__ import annotations

from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.solver import generate

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.datasets.gtbench_generated import generate_problems
from ramsey_inspect.prompts.gtbench import answer_prompt
from ramsey_inspect.scorers.gtbench_scorer import gtbench_scorer
from ramsey_inspect.solvers.profiles import profile_config, profile_messages, task_profile
from ramsey_inspect.tasks._options import option_choices

PROMPTINGS = ("zero_shot", "cot")
GROUPS = ("1", "2", "3")
VARIANTS = ("paper", "generated")
GTBENCH_VERSION = "1.0.0"


@task
def gtbench(
    prompting: str = "zero_shot",
    group: str | int | list[str] = "all",
    dataset: str | None = None,
    variant: str = "paper",
    seed: int = 0,
    count: int = 20,
    judge_attempts: int = 3,
    profile: str = "auto",
) -> Task:
    """Answer graph theory questions; exact answers are normalised, the rest judged.

    Args:
        prompting: ``zero_shot`` or ``cot`` (reason step by step first).
        group: ``1``, ``2``, ``3`` or ``all`` (a list is fine too).
        dataset: A JSON file in the paper's schema to use instead of the shipped problems.
        variant: ``paper`` (the 63 problems) or ``generated``: fresh Group 2 style
            problems on random graphs, ground truth from networkx.
        seed: Seed of the generated variant.
        count: Number of generated problems.
        judge_attempts: Times the grader is asked before a sample is left unscored.
        profile: ``auto`` (the model's recommended settings, matched by model name),
            ``none``, or a profile name from ``ramsey_inspect.profiles.PROFILES``. It
            applies to the model under test, not the grader.
    """
    if prompting not in PROMPTINGS:
        raise ValueError(f"prompting: {prompting!r} is not one of {', '.join(PROMPTINGS)}")
    if variant not in VARIANTS:
        raise ValueError(f"variant: {variant!r} is not one of {', '.join(VARIANTS)}")
    groups = option_choices(group, "group", GROUPS)
    if (
        not isinstance(judge_attempts, int)
        or isinstance(judge_attempts, bool)
        or judge_attempts < 1
    ):
        raise ValueError(
            f"judge_attempts: must be a whole number of at least 1, not {judge_attempts!r}"
        )
    if variant == "generated":
        if dataset is not None:
            raise ValueError("dataset: cannot be combined with variant=generated")
        problems = generate_problems(seed, count)
    else:
        problems = load_problems(dataset)
    chosen = [p for p in problems if str(p["tier"]) in groups]
    if not chosen:
        raise ValueError(f"group: no problem of group {', '.join(groups)} in the dataset")
    picked = task_profile(profile, "gtbench")
    profile_name = None if picked is None else picked.name
    return Task(
        dataset=MemoryDataset([_sample(p, prompting) for p in chosen], name="gtbench"),
        solver=[profile_messages(profile_name), generate()],
        scorer=gtbench_scorer(attempts=judge_attempts),
        version=GTBENCH_VERSION,
        config=profile_config(picked, prefill=True),
        metadata={
            "prompting": prompting,
            "groups": groups,
            "variant": variant,
            "profile": profile_name,
        },
    )


def _sample(problem: dict[str, Any], prompting: str) -> Sample:
    exact = problem["evaluation_type"] == "exact_match"
    return Sample(
        id=problem["id"],
        input=answer_prompt(problem["question"], prompting, exact),
        target=problem["ground_truth"],
        metadata={
            "group": int(problem["tier"]),
            "evaluation_type": problem["evaluation_type"],
            "topic": problem["topic"],
            "source": problem["source"],
            "question": problem["question"],
            "ground_truth": problem["ground_truth"],
            "requires_figure": problem["requires_figure"],
            "prompting": prompting,
        },
    )
