"""The gtbench task: options, the schema of dataset files, variants, and an end-to-end run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

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
        task = gtbench(variant="generated", seed=4, count=9)
        again = gtbench(variant="generated", seed=4, count=9)
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
        with pytest.raises(ValueError, match="cannot read"):
            gtbench(dataset=str(tmp_path / "none.json"))

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
        gtbench(dataset=str(small)),
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
