"""GTBench: graph theory from definitions to graduate proofs, graded by exact match and a judge.

Nader, Aljabea, Diehl & Gupta, "GTBench: A Curriculum-Grounded Benchmark for Evaluating
LLMs as Mathematical Research Assistants in Graph Theory". 63 problems in three groups,
zero-shot or chain-of-thought prompting, an LLM judge with a failure taxonomy.

    inspect eval ramsey_inspect/gtbench -T prompting=cot --model-role grader=openai/gpt-4o --epochs 3

Inside an eval, the task checks before any sample runs that the grader can be used (see
``scorers/_grader_check.py``), so a missing key or an unreachable judge stops it at once.
"""

from __future__ import annotations

from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample

from ramsey_inspect.datasets.gtbench import GROUP_FIELD, load_problems
from ramsey_inspect.datasets.gtbench_generated import MAX_COUNT, generate_problems
from ramsey_inspect.names import (
    EVALUATION_TYPE,
    GRADER_ROLE,
    GROUP,
    GTBENCH,
    GTBENCH_GROUPS,
    GTBENCH_PROMPTINGS,
    GTBENCH_VARIANTS,
    PROMPTING,
    QUESTION,
    GTBenchVariant,
    Prompting,
)
from ramsey_inspect.prompts.gtbench import answer_prompt
from ramsey_inspect.providers.baselines import refuse_replay
from ramsey_inspect.scorers._answer_metrics import METRIC_VIEWS
from ramsey_inspect.scorers._grader_check import CHECK_SECONDS, check_grader, in_eval
from ramsey_inspect.scorers.gtbench import (
    DEFAULT_GRADER,
    DEFAULT_JUDGE_ATTEMPTS,
    DEFAULT_JUDGE_MAX_CHARS,
    DEFAULT_JUDGE_MAX_TOKENS,
    DEFAULT_JUDGE_RETRIES,
    DEFAULT_JUDGE_TIMEOUT,
    JUDGE_ATTEMPTS_RANGE,
    JUDGE_MAX_CHARS_RANGE,
    JUDGE_MAX_TOKENS_RANGE,
    JUDGE_RETRIES_RANGE,
    JUDGE_TIMEOUT_RANGE,
    gtbench_scorer,
)
from ramsey_inspect.solvers.apply_profile import profile_config, profile_messages, task_profile
from ramsey_inspect.solvers.serving import served_generate
from ramsey_inspect.tasks._options import (
    MAX_SEED,
    OptionError,
    option_choices,
    option_errors,
    option_flag,
    option_int,
    option_one,
    option_text,
    refuse_unknown,
    register_task_options,
    require_model,
)
from ramsey_inspect.viewer import viewer_columns, viewer_config

PROMPTINGS = GTBENCH_PROMPTINGS
GROUPS = GTBENCH_GROUPS
VARIANTS = GTBENCH_VARIANTS
GTBENCH_VERSION = "3.1.0"


@task
def gtbench(
    prompting: Prompting = "zero_shot",
    group: str | int | list[str] = "all",
    dataset: str | None = None,
    variant: GTBenchVariant = "paper",
    problem_seed: int = 0,
    count: int = 20,
    judge_attempts: int = DEFAULT_JUDGE_ATTEMPTS,
    judge_timeout: int = DEFAULT_JUDGE_TIMEOUT,
    judge_retries: int = DEFAULT_JUDGE_RETRIES,
    judge_max_chars: int = DEFAULT_JUDGE_MAX_CHARS,
    judge_max_tokens: int = DEFAULT_JUDGE_MAX_TOKENS,
    judge_check: bool = True,
    profile: str = "auto",
    metrics: str = "headline",
    **unknown: Any,
) -> Task:
    """Answer graph theory questions; exact answers are normalised, the rest judged.

    Args:
        prompting: ``zero_shot`` or ``cot`` (reason step by step first).
        group: ``1``, ``2``, ``3`` or ``all`` (a list is fine too).
        dataset: A JSON file in the paper's schema to use instead of the shipped problems.
        variant: ``paper`` (the 63 problems) or ``generated``: fresh Group 2 style
            problems on random graphs, ground truth from networkx.
        problem_seed: Seed that draws the generated variant's problems (0 to 2**32 - 1).
            Inspect's ``--seed`` is the model's sampling seed, a separate thing; this
            option was called ``seed`` before.
        count: Number of generated problems (1 to 1000).
        judge_attempts: Times the grader is asked for a valid verdict before a sample is
            left unscored (1 to 10).
        judge_timeout: Seconds one grader call may take before it is abandoned and
            retried (1 to 3600).
        judge_retries: Retries of a grader call that timed out or failed transiently
            (0 to 10); a grader still failing leaves the sample unscored.
        judge_max_chars: Characters of an answer the judge sees whole (1,000 to
            5,000,000); a longer answer reaches it as its beginning and end around a
            marked gap, and the score records how much was left out.
        judge_max_tokens: Tokens one grader reply may take (64 to 1,000,000); a judge
            that thinks before its verdict needs more than the default 4,096.
        judge_check: Before the eval starts, check that the grader has its key and
            answers a request like the judge's (``true``); ``false`` skips the check,
            e.g. with ``--no-score``.
        profile: ``auto`` (the model's recommended settings, matched by model name),
            ``none``, or a profile name from ``ramsey_inspect.profiles.PROFILES``. It
            applies to the model under test, not the grader.
        metrics: ``headline`` (what the results panel prints: accuracy, stderr, the
            unreadable and read-but-wrong shares,
            accuracy per group, judge failures and, with a second grader, the judges'
            agreement) or ``all`` (those and
            the failure-type shares and the consistency across epochs). The samples' scores keep every detail either way.
        **unknown: Any other ``-T`` option: refused, naming the closest valid one.
    """
    refuse_unknown("gtbench", unknown, gtbench)
    require_model("gtbench")
    refuse_replay("gtbench")  # it answers k-coloring only
    prompting = option_one(prompting, "prompting", PROMPTINGS)
    variant = option_one(variant, "variant", VARIANTS)
    groups = option_choices(group, "group", GROUPS)
    # Checked whatever the variant, so a mistyped value never passes unnoticed.
    problem_seed = option_int(problem_seed, "problem_seed", 0, MAX_SEED)
    count = option_int(count, "count", 1, MAX_COUNT)
    judge_attempts = option_int(judge_attempts, "judge_attempts", *JUDGE_ATTEMPTS_RANGE)
    judge_timeout = option_int(judge_timeout, "judge_timeout", *JUDGE_TIMEOUT_RANGE)
    judge_retries = option_int(judge_retries, "judge_retries", *JUDGE_RETRIES_RANGE)
    judge_max_chars = option_int(judge_max_chars, "judge_max_chars", *JUDGE_MAX_CHARS_RANGE)
    judge_max_tokens = option_int(judge_max_tokens, "judge_max_tokens", *JUDGE_MAX_TOKENS_RANGE)
    judge_check = option_flag(judge_check, "judge_check")
    profile = option_text(profile, "profile", "auto, none or a profile name")
    metrics = option_one(metrics, "metrics", METRIC_VIEWS)
    path = None if dataset is None else option_text(dataset, "dataset", "a JSON file path")
    if variant == "generated":
        if path is not None:
            raise OptionError("dataset: cannot be combined with variant=generated")
        problems = generate_problems(problem_seed, count)
    else:
        with option_errors():
            problems = load_problems(path)
    chosen = [p for p in problems if str(p[GROUP_FIELD]) in groups]
    if not chosen:
        raise OptionError(f"group: no problem of group {', '.join(groups)} in the dataset")
    with option_errors():
        picked = task_profile(profile, "gtbench")
    profile_name = None if picked is None else picked.name
    # Last, after every option is known good: the check may take a few seconds.
    roles = None
    if judge_check and in_eval():
        seconds = min(judge_timeout, CHECK_SECONDS)
        grader = check_grader(GRADER_ROLE, DEFAULT_GRADER, judge_max_tokens, seconds)
        roles = {GRADER_ROLE: grader}
    return Task(
        dataset=MemoryDataset([_sample(p, prompting) for p in chosen], name="gtbench"),
        solver=[profile_messages(profile_name), served_generate(GTBENCH, profile_name)],
        scorer=[
            gtbench_scorer(
                attempts=judge_attempts,
                timeout=judge_timeout,
                retries=judge_retries,
                max_chars=judge_max_chars,
                max_tokens=judge_max_tokens,
                metrics=metrics,
            ),
            viewer_columns("gtbench"),
        ],
        viewer=viewer_config("gtbench"),
        model_roles=roles,
        version=GTBENCH_VERSION,
        config=profile_config(picked, prefill=True),
        metadata={
            "prompting": prompting,
            "groups": groups,
            "variant": variant,
            "profile": profile_name,
            "judge": {
                "attempts": judge_attempts,
                "timeout": judge_timeout,
                "retries": judge_retries,
                "max_chars": judge_max_chars,
                "max_tokens": judge_max_tokens,
            },
        },
    )


def _sample(problem: dict[str, Any], prompting: Prompting) -> Sample:
    exact = problem["evaluation_type"] == "exact_match"
    return Sample(
        id=problem["id"],
        input=answer_prompt(problem["question"], prompting, exact),
        target=problem["ground_truth"],
        metadata={
            GROUP: int(problem[GROUP_FIELD]),
            EVALUATION_TYPE: problem["evaluation_type"],
            "topic": problem["topic"],
            "source": problem["source"],
            QUESTION: problem["question"],
            "ground_truth": problem["ground_truth"],
            "requires_figure": problem["requires_figure"],
            PROMPTING: prompting,
        },
    )


register_task_options("gtbench", gtbench)
