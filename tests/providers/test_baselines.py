"""The offline baseline models and scripted mockllm models, run through ``inspect_ai.eval``."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from statistics import mean
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog, EvalSample
from inspect_ai.model import GenerateConfig, Model, get_model

from ramsey_inspect.providers.baselines import BASELINES
from ramsey_inspect.tasks.kcoloring import kcoloring

SCORER = "coloring_checker"
UNCOLORABLE_4V2C = 23
"""4v2c: 40 of the 63 graphs are 2-colorable, 23 are not."""


def run(task_args: dict[str, Any], model: str | Model, log_dir: Path, **kw: Any) -> EvalLog:
    [log] = eval(kcoloring(**task_args), model=model, display="none", log_dir=str(log_dir), **kw)
    assert log.status == "success", log.error
    return log


def accuracy(log: EvalLog) -> float:
    assert log.results is not None
    [row] = log.results.scores  # one per scorer: viewer_columns has no metrics
    return row.metrics["accuracy"].value


def samples(log: EvalLog) -> list[EvalSample]:
    assert log.samples is not None
    return log.samples


def value(sample: EvalSample) -> Any:
    assert sample.scores is not None
    return sample.scores[SCORER].value


def outcome(sample: EvalSample) -> str:
    assert sample.scores is not None
    return str((sample.scores[SCORER].metadata or {})["outcome"])


def completions(log: EvalLog) -> dict[tuple[int | str, int], str]:
    return {(s.id, s.epoch): s.output.completion for s in samples(log)}


def mid_6v3c_ids(frame: str = "math") -> list[int | str]:
    """6v3c problems the greedy process colors with probability below 1 (83 of them)."""
    task = kcoloring(problem_set="6v3c", frame=frame)
    return [
        s.id
        for s in task.dataset
        if s.id is not None and s.metadata and s.metadata["colorable"]
        if s.metadata["greedy_score_exact"] < 1.0
    ]


def fresh(name: str, **kw: Any) -> Model:
    """An unshared model instance (``get_model`` memoizes by name and config)."""
    return get_model(f"ramsey_inspect/{name}", memoize=False, **kw)


# --- exact ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_exact_is_always_right_on_4v2c_in_every_frame(tmp_path: Path) -> None:
    log = run({"problem_set": "4v2c", "frame": "all"}, "ramsey_inspect/exact", tmp_path)
    assert accuracy(log) == 1.0
    assert len(samples(log)) == 4 * 63
    assert {outcome(s) for s in samples(log)} == {"correct"}
    assert log.eval.model == "ramsey_inspect/exact"
    impossible = [s for s in samples(log) if s.output.completion.endswith("Impossible")]
    assert len(impossible) == 4 * UNCOLORABLE_4V2C
    assert log.stats.model_usage["ramsey_inspect/exact"].total_tokens > 0


# --- greedy ---------------------------------------------------------------------------------


@pytest.mark.slow
def test_greedy_with_a_seed_is_repeatable(tmp_path: Path) -> None:
    ids = mid_6v3c_ids()
    args = {"problem_set": "6v3c", "frame": "math"}
    first = run(args, fresh("greedy"), tmp_path, sample_id=ids, seed=7)
    second = run(args, fresh("greedy"), tmp_path, sample_id=ids, seed=7)
    other = run(args, fresh("greedy"), tmp_path, sample_id=ids, seed=8)
    assert completions(first) == completions(second)
    assert [value(s) for s in samples(first)] == [value(s) for s in samples(second)]
    assert completions(first) != completions(other)
    assert first.plan.config.seed == 7


@pytest.mark.slow
def test_greedy_epochs_repeat_only_without_a_seed(tmp_path: Path) -> None:
    """A seed fixes each prompt's answer across epochs; without one, epochs differ."""
    ids = mid_6v3c_ids()[:40]
    args = {"problem_set": "6v3c", "frame": "math"}
    seeded = completions(run(args, fresh("greedy"), tmp_path, sample_id=ids, epochs=3, seed=5))
    assert all(seeded[(i, e)] == seeded[(i, 1)] for i in ids for e in (2, 3))
    free = completions(run(args, fresh("greedy"), tmp_path, sample_id=ids, epochs=3))
    assert any(free[(i, e)] != free[(i, 1)] for i in ids for e in (2, 3))


@pytest.mark.slow
def test_greedy_seed_as_model_config_or_model_arg(tmp_path: Path) -> None:
    ids = mid_6v3c_ids("cities")[:30]
    args = {"problem_set": "6v3c", "frame": "cities"}
    by_config = run(args, fresh("greedy", config=GenerateConfig(seed=11)), tmp_path, sample_id=ids)
    by_arg = run(args, fresh("greedy", seed=11), tmp_path, sample_id=ids)
    by_eval = run(args, fresh("greedy"), tmp_path, sample_id=ids, seed=11)
    assert completions(by_config) == completions(by_arg) == completions(by_eval)


@pytest.mark.slow
def test_greedy_by_name_with_a_seed_is_repeatable_in_one_process(tmp_path: Path) -> None:
    ids = mid_6v3c_ids()
    args = {"problem_set": "6v3c", "frame": "math"}
    first = run(args, "ramsey_inspect/greedy", tmp_path, sample_id=ids, seed=7)
    second = run(args, "ramsey_inspect/greedy", tmp_path, sample_id=ids, seed=7)
    assert completions(first) == completions(second)


def check_greedy_estimates_greedy_score(log: EvalLog) -> float:
    """Accuracy on colorable samples vs. mean exact greedy score; 'Impossible' otherwise."""
    colorable = [s for s in samples(log) if s.metadata["colorable"]]
    uncolorable = [s for s in samples(log) if not s.metadata["colorable"]]
    hit_rate = mean(1.0 if value(s) == "C" else 0.0 for s in colorable)
    scores = {s.id: float(s.metadata["greedy_score_exact"]) for s in colorable}
    expected = mean(scores.values())
    assert abs(hit_rate - expected) <= 0.05, (hit_rate, expected)
    for s in uncolorable:
        assert value(s) == "C", s.id
        assert s.output.completion.splitlines()[-1] == "Impossible"
        assert outcome(s) == "correct"
    for s in colorable:
        assert outcome(s) in ("correct", "false_impossible"), (s.id, outcome(s))
    return expected


@pytest.mark.slow
def test_greedy_matches_greedy_scores_on_4v2c(tmp_path: Path) -> None:
    log = run({"problem_set": "4v2c", "frame": "all"}, fresh("greedy"), tmp_path, epochs=5, seed=3)
    assert len(samples(log)) == 5 * 4 * 63
    assert log.eval.config.epochs == 5
    assert {s.epoch for s in samples(log)} == {1, 2, 3, 4, 5}
    assert sum(not s.metadata["colorable"] for s in samples(log)) == 5 * 4 * UNCOLORABLE_4V2C
    check_greedy_estimates_greedy_score(log)


@pytest.mark.slow
def test_greedy_matches_greedy_scores_where_it_can_fail(tmp_path: Path) -> None:
    """On 332 distinct prompts (83 graphs with g < 1, four frames) the hit rate tracks g."""
    ids = [
        i for frame in ("math", "math_demanding", "cities", "friends") for i in mid_6v3c_ids(frame)
    ]
    args = {"problem_set": "6v3c", "frame": "all"}
    log = run(args, fresh("greedy"), tmp_path, sample_id=ids, seed=3)
    assert len(samples(log)) == 332
    expected = check_greedy_estimates_greedy_score(log)
    assert expected < 0.9
    assert {outcome(s) for s in samples(log)} == {"correct", "false_impossible"}


@pytest.mark.slow
def test_a_sample_id_pattern_picks_one_problem_in_every_frame(tmp_path: Path) -> None:
    """``--sample-id '6v3c-*-17'``: the same id form in every selection makes this work."""
    args = {"problem_set": "4v2c,6v3c", "frame": "all"}
    log = run(args, "ramsey_inspect/exact", tmp_path, sample_id="6v3c-*-17")
    assert sorted(str(s.id) for s in samples(log)) == [
        "6v3c-cities-17", "6v3c-friends-17", "6v3c-math-17", "6v3c-math_demanding-17",
    ]  # fmt: skip
    assert accuracy(log) == 1.0


# --- model API edge cases -------------------------------------------------------------------


@pytest.mark.slow
def test_unknown_baseline_lists_the_known_ones() -> None:
    assert set(BASELINES) == {"greedy", "exact", "search", "scripted", "replay"}
    with pytest.raises(ValueError, match="bogus") as err:
        get_model("ramsey_inspect/bogus", memoize=False)
    assert "ramsey_inspect/greedy" in str(err.value)
    assert "ramsey_inspect/exact" in str(err.value)


def test_unknown_baseline_fails_the_eval(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"greedy.*exact"):
        eval(
            kcoloring(problem_set="4v2c", frame="math"),
            model="ramsey_inspect/bogus",
            display="none",
            log_dir=str(tmp_path),
        )


@pytest.mark.parametrize("name", ["greedy", "exact"])
@pytest.mark.parametrize("prompt", ["hello", "", "Color the graph {(0,1)} with 2 colors."])
async def test_a_prompt_that_is_no_problem_gets_an_answer(name: str, prompt: str) -> None:
    output = await get_model(f"ramsey_inspect/{name}").generate(prompt)
    assert output.completion
    assert "cannot find" in output.completion
    assert output.usage is not None
    assert output.usage.total_tokens > 0


async def test_generate_reads_a_rendered_prompt() -> None:
    task = kcoloring(problem_set="4v2c", frame="friends")
    [sample] = [s for s in task.dataset if s.id == "4v2c-friends-3"]  # one edge: Alice with Dave
    assert isinstance(sample.input, str)
    output = await get_model("ramsey_inspect/exact").generate(sample.input)
    lines = output.completion.splitlines()[-4:]
    assert [line.split(":")[0] for line in lines] == ["Alice", "Bob", "Carol", "Dave"]
    assert lines[0].split(": ")[1] != lines[3].split(": ")[1]


# --- scripted mockllm models ----------------------------------------------------------------


@pytest.mark.slow
def test_always_impossible_scores_the_uncolorable_share(
    tmp_path: Path, scripted_model: Callable[[Callable[[str], str]], Model]
) -> None:
    model = scripted_model(lambda prompt: "Let me think.\n\nImpossible")
    log = run({"problem_set": "4v2c", "frame": "all", "metrics": "all"}, model, tmp_path)
    assert accuracy(log) == pytest.approx(UNCOLORABLE_4V2C / 63)
    outcomes = {outcome(s) for s in samples(log)}
    assert outcomes == {"correct", "false_impossible"}
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["err_c_uncolorable"] == 0.0
    assert metrics["err_colorable_high"] == 1.0
    assert metrics["share_false_impossible"] == pytest.approx(40 / 63)


@pytest.mark.slow
def test_junk_answers_score_zero_as_no_answer(
    tmp_path: Path, scripted_model: Callable[[Callable[[str], str]], Model]
) -> None:
    model = scripted_model(lambda prompt: "The quick brown fox jumps over the lazy dog.")
    log = run({"problem_set": "4v2c", "frame": "math,cities", "metrics": "all"}, model, tmp_path)
    assert accuracy(log) == 0.0
    assert {outcome(s) for s in samples(log)} == {"no_answer"}
    assert all(value(s) == "I" for s in samples(log))
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["share_no_answer"] == 1.0


@pytest.mark.slow
def test_refusals_are_left_unscored(
    tmp_path: Path, scripted_model: Callable[[Callable[[str], str]], Model]
) -> None:
    def answer(prompt: str) -> str:
        if "Picture" in prompt:  # the friends frame
            return "I am unable to determine whether everyone can be dressed that way."
        return "Impossible"

    log = run(
        {"problem_set": "4v2c", "frame": "all", "metrics": "all"}, scripted_model(answer), tmp_path
    )
    friends = [s for s in samples(log) if s.metadata["frame"] == "friends"]
    others = [s for s in samples(log) if s.metadata["frame"] != "friends"]
    assert len(friends) == 63
    assert len(others) == 3 * 63
    assert all(outcome(s) == "refusal" for s in friends)
    assert all(math.isnan(value(s)) for s in friends)
    assert all(s.scores is not None and s.scores[SCORER].reason == "refusal" for s in friends)
    assert accuracy(log) == pytest.approx(UNCOLORABLE_4V2C / 63)
    assert log.results is not None
    [reduced] = log.results.scores
    assert reduced.scored_samples == 3 * 63
    assert reduced.unscored_samples == 63
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert "err_frame_friends" not in metrics
    assert metrics["err_frame_math"] == pytest.approx(40 / 63)


@pytest.mark.slow
def test_outcome_shares_cover_scored_responses(
    tmp_path: Path, scripted_model: Callable[[Callable[[str], str]], Model]
) -> None:
    """Refusals are unscored: the shares are of scored responses, refusals are counted apart."""

    def answer(prompt: str) -> str:
        return "I cannot solve this." if "Picture" in prompt else "Impossible"

    log = run(
        {"problem_set": "4v2c", "frame": "all", "metrics": "all"}, scripted_model(answer), tmp_path
    )
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert "share_refusal" not in metrics
    assert metrics["share_correct"] == pytest.approx(UNCOLORABLE_4V2C / 63)
    assert metrics["share_false_impossible"] == pytest.approx(1 - UNCOLORABLE_4V2C / 63)
    assert {s.unscored_samples for s in log.results.scores} == {63}
