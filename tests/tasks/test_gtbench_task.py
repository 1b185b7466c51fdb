"""The gtbench task: options, the schema of dataset files, variants, and an end-to-end run."""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

import anyio
import pytest
from inspect_ai import eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model
from inspect_ai.util import registry_info

from bounded import python_within, within
from ramsey_inspect._inspect_compat import PrerequisiteError, parse_cli_args, registry_params
from ramsey_inspect.datasets.gtbench import FIELDS, load_problems
from ramsey_inspect.tasks.gtbench import gtbench

USAGE = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)


def problem(pid: str, tier: int, kind: str, question: str, truth: str) -> dict[str, Any]:
    return {
        "id": pid,
        "tier": tier,
        "source": "Test source",
        "topic": "Test topic",
        "question": question,
        "ground_truth": truth,
        "requires_figure": False,
        "evaluation_type": kind,
    }


SMALL = [
    problem("T1_001", 1, "exact_match", "How many edges does K4 have? Give an integer.", "6"),
    problem("T2_001", 2, "exact_match", "Is K_{2,4} Eulerian? Answer Yes or No.", "Yes"),
    problem(
        "T3_001",
        3,
        "proof",
        "Prove that every finite tree with 2+ vertices has a leaf.",
        "Longest path.",
    ),
]


@pytest.fixture
def small(tmp_path: Path) -> Path:
    path = tmp_path / "gt.json"
    path.write_text(json.dumps(SMALL))
    return path


def text(s: str) -> ModelOutput:
    out = ModelOutput.from_content("mockllm", s)
    out.usage = USAGE
    return out


class TestOptions:
    @pytest.mark.parametrize(
        ("kwargs", "param"),
        [
            ({"prompting": "few_shot"}, "prompting"),
            ({"group": "4"}, "group"),
            ({"group": ""}, "group"),
            ({"variant": "fresh"}, "variant"),
            ({"judge_attempts": 0}, "judge_attempts"),
            ({"variant": "generated", "count": 0}, "count"),
        ],
    )
    def test_bad_values_name_the_parameter(self, kwargs: dict[str, Any], param: str) -> None:
        with pytest.raises(ValueError, match=param):
            gtbench(**kwargs)

    @pytest.mark.parametrize(
        ("cli", "message"),
        [
            # The values arrive as Inspect's -T parsing (YAML) delivers them.
            (
                "problem_seed=abc",
                "problem_seed: must be a whole number from 0 to 4294967295, not 'abc'",
            ),
            (
                "problem_seed=-1",
                "problem_seed: must be a whole number from 0 to 4294967295, not -1",
            ),
            (
                "problem_seed=1.5",
                "problem_seed: must be a whole number from 0 to 4294967295, not 1.5",
            ),
            ("count=abc", "count: must be a whole number from 1 to 1000, not 'abc'"),
            ("count=", "count: must be a whole number from 1 to 1000, not an empty value"),
            (
                "judge_attempts=1e9",
                "judge_attempts: must be a whole number from 1 to 10, not '1e9'",
            ),
            ("judge_attempts=11", "judge_attempts: must be a whole number from 1 to 10, not 11"),
            ("judge_attempts=0", "judge_attempts: must be a whole number from 1 to 10, not 0"),
            ("judge_timeout=0", "judge_timeout: must be a whole number from 1 to 3600, not 0"),
            ("judge_timeout=2.5", "judge_timeout: must be a whole number from 1 to 3600, not 2.5"),
            ("judge_retries=11", "judge_retries: must be a whole number from 0 to 10, not 11"),
            (
                "judge_retries=[1,2]",
                "judge_retries: must be a whole number from 0 to 10, not [1, 2]",
            ),
            ("prompting=", "prompting: must be one of zero_shot, cot, not an empty value"),
            (
                "judge_max_chars=999",
                "judge_max_chars: must be a whole number from 1000 to 5000000, not 999",
            ),
            (
                "judge_max_chars=abc",
                "judge_max_chars: must be a whole number from 1000 to 5000000, not 'abc'",
            ),
            (
                "judge_max_tokens=63",
                "judge_max_tokens: must be a whole number from 64 to 1000000, not 63",
            ),
            (
                "judge_max_tokens=lots",
                "judge_max_tokens: must be a whole number from 64 to 1000000, not 'lots'",
            ),
            ("judge_check=maybe", "judge_check: must be true or false, not 'maybe'"),
            ("dataset=[a,b]", "dataset: must be a JSON file path, not ['a', 'b']"),
            ("profile=[a,b]", "profile: must be auto, none or a profile name, not ['a', 'b']"),
        ],
    )
    def test_every_option_is_checked_whatever_the_variant(self, cli: str, message: str) -> None:
        """With the default variant=paper too: a mistyped seed or count is not ignored."""
        with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
            gtbench(**parse_cli_args([cli]))

    def test_judge_options_reach_the_task(self, small: Path) -> None:
        args = parse_cli_args(
            [
                "judge_attempts=10",
                "judge_timeout=1e3",
                "judge_retries=0",
                "judge_max_chars=5e4",
                "judge_max_tokens=2048",
            ]
        )
        task = gtbench(dataset=str(small), **args)
        assert task.metadata is not None
        assert task.metadata["judge"] == {
            "attempts": 10,
            "timeout": 1000,
            "retries": 0,
            "max_chars": 50_000,
            "max_tokens": 2048,
        }
        assert task.scorer is not None
        [scorer] = [s for s in task.scorer if registry_info(s).name.endswith("gtbench_scorer")]
        assert registry_params(scorer)["max_chars"] == 50_000
        assert registry_params(scorer)["max_tokens"] == 2048

    def test_judge_max_tokens_defaults_to_a_bound(self, small: Path) -> None:
        task = gtbench(dataset=str(small))
        assert task.metadata is not None
        assert task.metadata["judge"]["max_tokens"] == 4096

    def test_a_task_built_outside_an_eval_checks_no_grader(
        self, small: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Its roles come later, from eval(): no key is needed to build it."""
        monkeypatch.delenv("OPENAI_API_KEY", raising=False)
        task = gtbench(dataset=str(small))
        assert task.model_roles is None

    def test_dataset_with_generated_is_refused(self, small: Path) -> None:
        with pytest.raises(ValueError, match="dataset"):
            gtbench(variant="generated", dataset=str(small))

    @pytest.mark.parametrize(
        ("group", "ids"), [("1", ["T1_001"]), (["2", "3"], ["T2_001", "T3_001"]), (3, ["T3_001"])]
    )
    def test_group_filter(self, small: Path, group: Any, ids: list[str]) -> None:
        task = gtbench(dataset=str(small), group=group)
        assert [s.id for s in task.dataset] == ids

    def test_templates(self, small: Path) -> None:
        zero = {s.id: s.input for s in gtbench(dataset=str(small)).dataset}
        cot = {s.id: s.input for s in gtbench(dataset=str(small), prompting="cot").dataset}
        assert "step by step" in str(cot["T3_001"])
        assert "step by step" not in str(zero["T3_001"])
        assert "Final answer:" in str(zero["T1_001"])
        assert "Final answer:" not in str(zero["T3_001"])
        assert "How many edges does K4 have?" in str(zero["T1_001"])

    def test_metadata(self, small: Path) -> None:
        [sample] = [s for s in gtbench(dataset=str(small)).dataset if s.id == "T2_001"]
        assert sample.metadata is not None
        assert sample.metadata["group"] == 2
        assert sample.metadata["evaluation_type"] == "exact_match"
        assert sample.metadata["ground_truth"] == "Yes"
        assert sample.target == "Yes"

    def test_generated_variant(self) -> None:
        task = gtbench(variant="generated", problem_seed=4, count=9)
        again = gtbench(variant="generated", problem_seed=4, count=9)
        assert len(task.dataset) == 9
        assert [s.input for s in task.dataset] == [s.input for s in again.dataset]
        assert all(
            s.metadata and s.metadata["evaluation_type"] == "exact_match" for s in task.dataset
        )


class TestSchema:
    @pytest.mark.parametrize(
        ("change", "message"),
        [
            ({"tier": 4}, r"entry 1 \(id 'T2_001'\): field 'tier'"),
            ({"tier": True}, "field 'tier'"),
            ({"evaluation_type": "essay"}, "field 'evaluation_type'"),
            ({"requires_figure": "no"}, "field 'requires_figure'"),
            ({"question": ""}, "field 'question'"),
            ({"id": "T1_001"}, "field 'id' repeats"),
        ],
    )
    def test_errors_name_entry_and_field(
        self, tmp_path: Path, change: dict[str, Any], message: str
    ) -> None:
        data = [dict(p) for p in SMALL]
        data[1].update(change)
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data))
        with pytest.raises(ValueError, match=message):
            load_problems(path)

    def test_missing_field(self, tmp_path: Path) -> None:
        data = [dict(p) for p in SMALL]
        del data[2]["topic"]
        path = tmp_path / "bad.json"
        path.write_text(json.dumps({"problems": data}))
        with pytest.raises(ValueError, match=r"entry 2 \(id 'T3_001'\): missing field 'topic'"):
            load_problems(path)

    @pytest.mark.parametrize("content", ["not json", "[]", '{"x": 1}', "[1]"])
    def test_not_a_problem_list(self, tmp_path: Path, content: str) -> None:
        path = tmp_path / "bad.json"
        path.write_text(content)
        with pytest.raises(ValueError, match="dataset"):
            load_problems(path)

    def test_missing_file(self, tmp_path: Path) -> None:
        with pytest.raises(ValueError, match=r"^dataset: .*none\.json: no such file$"):
            gtbench(dataset=str(tmp_path / "none.json"))

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
    def test_a_fifo_does_not_hang(self, tmp_path: Path) -> None:
        fifo = tmp_path / "problems.json"
        os.mkfifo(fifo)
        with pytest.raises(PrerequisiteError) as err:
            within(lambda: gtbench(dataset=str(fifo)), fifo=fifo)
        assert str(err.value) == f"dataset: {fifo} is a FIFO (named pipe), not a regular file"

    @pytest.mark.slow
    @pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
    def test_dev_zero_is_not_read(self) -> None:
        """In a child with 3 GiB of address space: reading /dev/zero would end in MemoryError."""
        code = (
            "from ramsey_inspect.tasks.gtbench import gtbench\n"
            "try:\n"
            "    gtbench(dataset='/dev/zero')\n"
            "except ValueError as err:\n"
            "    print(type(err).__name__, err)\n"
        )
        result = python_within(code)
        assert result.stdout.strip() == (
            "OptionError dataset: /dev/zero is a device, not a regular file"
        ), result.stderr[-2000:]

    @pytest.mark.parametrize(
        ("content", "says"),
        [
            (
                b"[" * 100_000 + b"]" * 100_000,
                "nests arrays or objects 100000 deep, more than the 64",
            ),
            (b'[{"id": "caf\xe9"}]', "is not UTF-8 text (byte 12 is 0xe9)"),
            (None, "is a folder, not a file"),
        ],
    )
    def test_one_line_naming_the_option_and_file(
        self, tmp_path: Path, content: bytes | None, says: str
    ) -> None:
        path = tmp_path / "problems.json"
        if content is None:
            path.mkdir()
        else:
            path.write_bytes(content)
        with pytest.raises(PrerequisiteError) as err:
            gtbench(dataset=str(path))
        assert str(err.value).startswith(f"dataset: {path}")
        assert says in str(err.value)
        assert "\n" not in str(err.value)

    def test_shipped_file_has_the_papers_shape(self) -> None:
        problems = load_problems()
        assert len(problems) == 63
        counts = {(g, t): 0 for g in (1, 2, 3) for t in ("exact_match", "proof")}
        for p in problems:
            assert set(p) == set(FIELDS)
            assert p["requires_figure"] is False
            counts[(p["tier"], p["evaluation_type"])] += 1
        assert counts == {
            (1, "exact_match"): 13,
            (1, "proof"): 18,
            (2, "exact_match"): 21,
            (2, "proof"): 0,
            (3, "exact_match"): 0,
            (3, "proof"): 11,
        }


def test_end_to_end_with_scripted_model_and_grader(small: Path, tmp_path: Path) -> None:
    """Three epochs: the normaliser, the judge and the consistency metrics all in one log."""

    def model(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        q = inp[-1].text
        if "K4" in q:
            return text("Each of 4 vertices has degree 3.\nFinal answer: 6")
        if "K_{2,4}" in q:
            return text("Final answer: No")
        return text("Take a longest path; its end vertex is a leaf.")

    def judge(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        if "K_{2,4}" in inp[-1].text:
            return text('{"correct": false, "failure_type": "A", "justification": "wrong rule"}')
        return text('{"correct": true, "failure_type": null, "justification": "complete"}')

    [log] = eval(
        gtbench(dataset=str(small), metrics="all"),
        model=get_model("mockllm/model", custom_outputs=model),
        model_roles={"grader": get_model("mockllm/model", custom_outputs=judge)},
        epochs=3,
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["accuracy"] == pytest.approx(2 / 3)
    assert metrics["group_1"] == 1.0
    assert metrics["group_2"] == 0.0
    assert metrics["group_3"] == 1.0
    assert metrics["fail_A"] == 1.0
    assert metrics["consistency"] == 1.0
    assert metrics["wrong_reproduced"] == 1.0
    assert log.samples is not None
    decided = {(s.scores or {})["gtbench_scorer"].metadata["decided_by"] for s in log.samples}
    assert decided == {"normaliser", "judge"}
    assert log.stats.role_usage["grader"].total_tokens > 0


@pytest.mark.slow
def test_a_failing_grader_leaves_its_samples_unscored_and_the_eval_goes_on(
    tmp_path: Path,
) -> None:
    """One question's grader raises, another's hangs: both unscored, the rest scored."""
    problems = [
        *SMALL,
        problem("T3_002", 3, "proof", "Prove that K_n has n(n-1)/2 edges.", "Count pairs."),
        problem("T3_003", 3, "proof", "Prove that every tree on n vertices has n-1 edges.", "x"),
    ]
    path = tmp_path / "five.json"
    path.write_text(json.dumps(problems))

    def model(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        if "K4" in inp[-1].text:
            return text("Final answer: 6")
        return text("Some argument.")

    async def judge(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        q = inp[-1].text
        if "K_{2,4}" in q:
            raise RuntimeError("grader backend returned 500")
        if "leaf" in q:
            await anyio.sleep(3600)
        if "n(n-1)/2" in q:
            return text('{"correct": true, "failure_type": null, "justification": "ok"}')
        return text('{"correct": false, "failure_type": "B", "justification": "gap"}')

    [log] = eval(
        gtbench(dataset=str(path), judge_timeout=1, judge_retries=0),
        model=get_model("mockllm/model", custom_outputs=model),
        model_roles={"grader": get_model("mockllm/model", custom_outputs=judge)},
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.samples is not None
    scores = {str(s.id): (s.scores or {})["gtbench_scorer"] for s in log.samples}
    assert len(scores) == 5
    for sid, failure in (("T2_001", "error"), ("T3_001", "timeout")):
        score = scores[sid]
        assert math.isnan(float(score.value)), sid  # type: ignore[arg-type]
        assert score.reason == "grader_failed"
        assert score.metadata is not None
        assert score.metadata["grader_failure"] == failure
    assert "grader backend returned 500" in str(scores["T2_001"].explanation)
    assert [scores[i].value for i in ("T1_001", "T3_002", "T3_003")] == ["C", "C", "I"]
    assert log.results is not None
    metrics = {k: m.value for s in log.results.scores for k, m in s.metrics.items()}
    assert metrics["accuracy"] == pytest.approx(2 / 3)  # over the three scored samples
    assert log.results.scores[0].unscored_samples == 2


def test_every_sample_unscored_says_why(small: Path, tmp_path: Path) -> None:
    """A grader that never gives a verdict: the summary says grader_failed, with no NaN rows."""

    def model(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        return text("I think it is true, but I am not sure why.")

    def judge(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        return text("I'd rather not say.")

    [log] = eval(
        gtbench(dataset=str(small), judge_attempts=1),
        model=get_model("mockllm/model", custom_outputs=model),
        model_roles={"grader": get_model("mockllm/model", custom_outputs=judge)},
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.results is not None
    rows = {name: m.value for r in log.results.scores for name, m in r.metrics.items()}
    assert all(r.unscored_samples == 3 for r in log.results.scores)
    assert rows["grader_failed"] == 1.0
    assert not {"grouped", "failure_types", "consistency", "group_accuracy"} & set(rows)
    assert set(rows) == {"accuracy", "stderr", "grader_failed"}


def test_a_partly_unscored_eval_shows_no_grader_failed_row(small: Path, tmp_path: Path) -> None:
    def judge(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        if "K_{2,4}" in inp[-1].text:
            return text("no verdict from me")
        return text('{"correct": true, "failure_type": null, "justification": "fine"}')

    [log] = eval(
        gtbench(dataset=str(small), judge_attempts=1),
        model=get_model("mockllm/model", custom_outputs=lambda *a: text("Some argument.")),
        model_roles={"grader": get_model("mockllm/model", custom_outputs=judge)},
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.results is not None
    assert all(r.unscored_samples == 1 for r in log.results.scores)
    rows = {name: m.value for r in log.results.scores for name, m in r.metrics.items()}
    assert "grader_failed" not in rows
    assert rows["accuracy"] == 1.0


def test_the_log_keeps_what_the_judge_saw_and_said(small: Path, tmp_path: Path) -> None:
    """Built by the eval: the grader role is recorded, each judged score holds the exchange."""
    verdict = '{"correct": true, "failure_type": null, "justification": "complete"}'
    [log] = eval(
        gtbench,
        task_args={"dataset": str(small), "group": "3"},
        model=get_model("mockllm/model", custom_outputs=lambda *a: text("Take a longest path.")),
        model_roles={"grader": get_model("mockllm/model", custom_outputs=lambda *a: text(verdict))},
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.eval.model_roles is not None
    assert log.eval.model_roles["grader"].model == "mockllm/model"
    assert log.samples is not None
    [sample] = log.samples
    score = (sample.scores or {})["gtbench_scorer"]
    assert score.metadata is not None
    asked, replied = score.metadata["grading"]
    assert asked["role"] == "user"
    assert "Take a longest path." in asked["content"]
    assert "Prove that every finite tree" in asked["content"]
    assert replied["role"] == "assistant"
    assert replied["content"] == verdict
