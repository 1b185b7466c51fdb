"""Paired comparisons in the report: model pairs per configuration, published vs relabelled."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from inspect_ai import eval
from inspect_ai.log import read_eval_log
from inspect_ai.model import Model, ModelOutput, ModelUsage, get_model
from scipy.stats import binomtest

from ramsey_inspect.names import KCOLORING
from ramsey_inspect.reports import paired
from ramsey_inspect.reports.results import config_label
from ramsey_inspect.reports.summary import Report, build_report
from ramsey_inspect.stats import MIN_SHARED_PROBLEMS
from ramsey_inspect.tasks.kcoloring import kcoloring

# ----------------------------------------------------------------------------- hand-made frames


def _frames(
    runs: dict[tuple[str, str], dict[str, list[float]]],
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Samples and configurations from {(model, relabel): {problem: scores}} (k-coloring)."""
    samples, configs = [], []
    for (model, relabel), problems in runs.items():
        args = {
            "problem_set": "6v3c",
            "frame": "math",
            "relabel": None if relabel == "-" else relabel,
        }
        config = config_label(KCOLORING, args)
        configs.append(
            {"model": model, "config": config, "arg_frame": "math", "arg_relabel": relabel}
        )
        for pid, scores in problems.items():
            for epoch, score in enumerate(scores, 1):
                suffix = "" if relabel == "-" else f"-r{relabel}"
                samples.append(
                    {
                        "model": model,
                        "config": config,
                        "id": f"6v3c-math-{pid}{suffix}",
                        "epoch": epoch,
                        "score": score,
                        "problem_set": "6v3c",
                        "problem_id": int(pid),
                        "frame": "math",
                    }
                )
    return pd.DataFrame(samples), pd.DataFrame(configs).drop_duplicates(["model", "config"])


def _hand_runs() -> dict[tuple[str, str], dict[str, list[float]]]:
    """12 problems: m1 right on 1-10, m2 right on 1-3 and 11; m3 saw only 1-5."""
    return {
        ("m1", "-"): {str(i): [1.0 if i <= 10 else 0.0] for i in range(1, 13)},
        ("m2", "-"): {str(i): [1.0 if i <= 3 or i == 11 else 0.0] for i in range(1, 13)},
        ("m3", "-"): {str(i): [1.0] for i in range(1, 6)},
    }


class TestModelPairs:
    def test_hand_case(self) -> None:
        """m1 vs m2: 3 both right, 7 m1 only, 1 m2 only, 1 both wrong; p = 18/256."""
        samples, configs = _frames(_hand_runs())
        pairs = paired.model_pairs(samples, configs)
        rows = {(r["model_a"], r["model_b"]): r for _, r in pairs.iterrows()}
        assert set(rows) == {("m1", "m2"), ("m1", "m3"), ("m2", "m3")}
        r = rows[("m1", "m2")]
        assert (r["shared"], r["both_right"], r["only_a"], r["only_b"], r["both_wrong"]) == (
            12, 3, 7, 1, 1,
        )  # fmt: skip
        assert r["difference"] == pytest.approx(6 / 12)
        assert r["mcnemar_p"] == pytest.approx(18 / 256)
        assert (r["ci_low"], r["ci_high"]) == pytest.approx((1 / 12, 10 / 12))

    def test_too_few_shared_problems_show_not_comparable(self) -> None:
        samples, configs = _frames(_hand_runs())
        pairs = paired.model_pairs(samples, configs)
        m3 = pairs[pairs["model_b"] == "m3"]
        assert list(m3["shared"]) == [5, 5]
        assert not m3["comparable"].any()
        assert list(m3["unshared"]) == [7, 7]
        [table] = paired.pairs_items(pairs, ["frame"])
        assert not isinstance(table, str)
        cells = table.data.set_index(["model A", "model B"])
        assert cells.loc[("m1", "m3"), "A − B"].startswith("not comparable")
        assert cells.loc[("m1", "m3"), "95% CI"] == "n/a"
        assert cells.loc[("m1", "m2"), "shared problems"] == "12"
        assert cells.loc[("m1", "m3"), "shared problems"] == "5"
        assert cells.loc[("m1", "m2"), "accuracy A"] == "83.3%"
        assert cells.loc[("m1", "m2"), "accuracy B"] == "33.3%"
        assert cells.loc[("m1", "m2"), "A − B"] == "+50.0 pp"
        assert cells.loc[("m1", "m2"), "95% CI"] == "[+8.3 pp, +83.3 pp]"
        assert cells.loc[("m1", "m2"), "right only (A / B)"] == "7 / 1"
        assert cells.loc[("m1", "m2"), "McNemar p"] == "0.0703"

    def test_different_configurations_are_never_paired(self) -> None:
        runs = _hand_runs()
        runs[("m2", "5")] = runs.pop(("m2", "-"))
        samples, configs = _frames(runs)
        pairs = paired.model_pairs(samples, configs)
        assert list(zip(pairs["model_a"], pairs["model_b"], strict=True)) == [("m1", "m3")]

    def test_one_model_per_configuration_says_so(self) -> None:
        samples, configs = _frames({("m1", "-"): _hand_runs()[("m1", "-")]})
        pairs = paired.model_pairs(samples, configs)
        assert pairs.empty
        [line] = paired.pairs_items(pairs, [])
        assert isinstance(line, str)
        assert "no configuration was run on two or more models" in line


class TestPublishedVsRelabelled:
    def test_relabelled_seeds_pool_and_pair_by_problem(self) -> None:
        """Published: right on 1-12. Seeds 3 and 4 (different ids): right on 1-6 only."""
        fresh = {str(i): [1.0 if i <= 6 else 0.0] for i in range(1, 13)}
        runs = {
            ("m1", "-"): {str(i): [1.0] for i in range(1, 13)},
            ("m1", "3"): fresh,
            ("m1", "4"): fresh,
            ("m2", "-"): {str(i): [1.0] for i in range(1, 13)},  # no relabelled run: no row
        }
        samples, configs = _frames(runs)
        frame = paired.published_vs_relabelled(samples, configs)
        assert list(frame["model"]) == ["m1"]
        row = frame.iloc[0]
        assert (row["shared"], row["seeds"]) == (12, "3,4")
        assert (row["accuracy_a"], row["accuracy_b"], row["difference"]) == (1.0, 0.5, 0.5)
        assert row["by_seed"] == {"3": 0.5, "4": 0.5}
        assert not row["single_epoch"]  # two seeds: two responses per problem
        assert 0 < row["ci_low"] < 0.5 < row["ci_high"] <= 1

    def test_problem_key_is_the_published_sample_id(self) -> None:
        """A relabelled id and a 1.x id (``17``, ``friends-17``) name the published sample.

        Samples without the metadata (other benchmarks) keep their id.
        """
        samples = pd.DataFrame(
            {
                "id": ["6v3c-math-17", "6v3c-math-17-r3", "17", "friends-17", "K1,3-K4-red"],
                "problem_set": ["6v3c", "6v3c", "6v3c", "6v3c", None],
                "problem_id": [17.0, 17, 17, 17, None],  # a float column when one is missing
                "frame": ["math", "math", "math", "friends", None],
            }
        )
        keys = list(paired.problem_key(samples))
        assert keys == [
            "6v3c-math-17", "6v3c-math-17", "6v3c-math-17", "6v3c-friends-17", "K1,3-K4-red",
        ]  # fmt: skip
        assert list(paired.problem_key(samples[["id"]])) == list(samples["id"])

    def test_models_pair_across_task_versions(self) -> None:
        """One model's 1.x log (ids ``17``) pairs with another's 2.x log by problem."""
        samples, configs = _frames(_hand_runs())
        old = samples["model"] == "m2"
        samples.loc[old, "id"] = samples.loc[old, "problem_id"].astype(str)
        row = paired.model_pairs(samples, configs).iloc[0]
        assert (row["model_a"], row["model_b"], row["shared"]) == ("m1", "m2", 12)

    def test_nothing_without_both_sides(self) -> None:
        samples, configs = _frames(_hand_runs())
        assert paired.published_vs_relabelled(samples, configs).empty
        assert paired.relabel_items(paired.published_vs_relabelled(samples, configs), []) == []


# ----------------------------------------------------------------------------- real logs

USAGE = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)


def _problems() -> list[int]:
    """30 problems of 6v3c with 9 edges: 20 colorable, 10 not (a few hard for greedy)."""
    dataset = kcoloring(problem_set="6v3c", frame="math").dataset
    nine = [int(s.metadata["problem_id"]) for s in dataset if (s.metadata or {})["edge_count"] == 9]
    return nine[:30]


def _memoriser() -> Model:
    """Knows the published answer of every 6v3c prompt; otherwise says 'Impossible'."""
    known = {s.input: s.target for s in kcoloring(problem_set="6v3c", frame="math").dataset}

    def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
        answer = known.get(prompt, "Impossible")
        output = ModelOutput.from_content("mockllm/model", str(answer))
        output.usage = USAGE
        return output

    return get_model("mockllm/model", custom_outputs=generate)


def _run(logs: Path, model: Any, ids: list[int], relabel: int | None = None, **kw: Any) -> Path:
    suffix = "" if relabel is None else f"-r{relabel}"
    [log] = eval(
        "ramsey_inspect/kcoloring",
        model=model,
        task_args={"problem_set": "6v3c", "frame": "math", "relabel": relabel},
        sample_id=[f"6v3c-math-{i}{suffix}" for i in ids],
        log_dir=str(logs),
        display="none",
        **kw,
    )
    assert log.status == "success", log.error
    return Path(log.location)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Published: memoriser, exact, greedy. Seed 3: memoriser, exact, greedy on 5 problems.

    Seed 4: memoriser.
    """
    base = tmp_path_factory.mktemp("paired")
    logs = base / "logs"
    ids = _problems()
    greedy = {"model": "ramsey_inspect/greedy", "model_args": {"seed": 1}}
    files = {
        "memo": _run(logs, _memoriser(), ids),
        "exact": _run(logs, "ramsey_inspect/exact", ids),
        "greedy": _run(logs, ids=ids, **greedy),
        "memo3": _run(logs, _memoriser(), ids, relabel=3),
        "exact3": _run(logs, "ramsey_inspect/exact", ids, relabel=3),
        "greedy3": _run(logs, ids=ids[:5], relabel=3, **greedy),
        "memo4": _run(logs, _memoriser(), ids, relabel=4),
    }
    report = build_report([logs], base / "out", progress=False)
    return {"report": report, "files": files, "ids": ids}


def _verdicts(log: Path) -> dict[str, bool]:
    """Each sample's verdict straight from the log (C = right)."""
    samples = read_eval_log(str(log)).samples or []
    return {str(s.id): s.scores["coloring_checker"].value == "C" for s in samples if s.scores}


def _pair(report: Report, a: str, b: str, relabel: str) -> pd.Series:
    pairs = report.pairs[KCOLORING]
    row = pairs[(pairs["model_a"] == a) & (pairs["model_b"] == b)]
    row = row[row["arg_relabel"] == relabel]
    assert len(row) == 1
    return row.iloc[0]


@pytest.mark.slow
def test_model_pairs_match_the_logs(runs: dict[str, Any]) -> None:
    """Memoriser vs greedy on the published problems, recomputed from the two logs.

    The discordant counts and the exact McNemar p-value come from the verdicts themselves.
    """
    report = runs["report"]
    memo, greedy = _verdicts(runs["files"]["memo"]), _verdicts(runs["files"]["greedy"])
    assert all(memo.values())  # it knows every published answer
    only_memo = sum(memo[k] and not greedy[k] for k in memo)
    only_greedy = sum(greedy[k] and not memo[k] for k in memo)
    assert only_greedy == 0
    assert only_memo > 0  # greedy misses some colorable problems with 9 edges
    row = _pair(report, "mockllm/model", "ramsey_inspect/greedy", "-")
    assert (row["shared"], row["only_a"], row["only_b"]) == (30, only_memo, only_greedy)
    assert row["difference"] == pytest.approx(only_memo / 30)
    assert row["mcnemar_p"] == pytest.approx(binomtest(only_memo, only_memo, 0.5).pvalue)
    # Two perfect runs: no difference, a zero interval, p = 1.
    same = _pair(report, "mockllm/model", "ramsey_inspect/exact", "-")
    assert (same["difference"], same["ci_low"], same["ci_high"], same["mcnemar_p"]) == (
        0.0, 0.0, 0.0, 1.0,
    )  # fmt: skip


@pytest.mark.slow
def test_a_pair_on_few_shared_problems_is_not_comparable(runs: dict[str, Any]) -> None:
    report = runs["report"]
    row = _pair(report, "ramsey_inspect/exact", "ramsey_inspect/greedy", "3")
    assert (row["shared"], row["unshared"], row["comparable"]) == (5, 25, False)
    assert math.isnan(row["difference"])
    md = (report.out_dir / "report.md").read_text(encoding="utf-8")
    assert "### Paired comparisons between models" in md
    assert f"not comparable (under {MIN_SHARED_PROBLEMS} shared problems)" in md


@pytest.mark.slow
def test_published_and_relabelled_side_by_side(runs: dict[str, Any]) -> None:
    """A memoriser stands out; exact does not; 5 relabelled problems are too few.

    The memoriser is perfect on the published labelling and falls back to 'Impossible' on
    fresh labels; exact is perfect on both.
    """
    report = runs["report"]
    frame = report.relabelled
    assert frame is not None
    rows = {r["model"]: r for _, r in frame.iterrows()}
    assert set(rows) == {"mockllm/model", "ramsey_inspect/exact", "ramsey_inspect/greedy"}
    memo = rows["mockllm/model"]
    fresh = {**_verdicts(runs["files"]["memo3"]), **_verdicts(runs["files"]["memo4"])}
    expected = sum(fresh.values()) / len(fresh)
    assert (memo["seeds"], memo["shared"]) == ("3,4", 30)
    assert memo["accuracy_a"] == 1.0
    assert memo["accuracy_b"] == pytest.approx(expected)
    assert memo["difference"] == pytest.approx(1 - expected)
    assert memo["ci_low"] > 0  # a clear contamination signal
    exact = rows["ramsey_inspect/exact"]
    assert (exact["seeds"], exact["difference"], exact["ci_low"], exact["ci_high"]) == (
        "3", 0.0, 0.0, 0.0,
    )  # fmt: skip
    assert exact["mcnemar_p"] == 1.0  # one seed, one epoch: McNemar applies
    assert not rows["ramsey_inspect/greedy"]["comparable"]
    md = (report.out_dir / "report.md").read_text(encoding="utf-8")
    assert "### Published versus relabelled problems (contamination check)" in md
    assert (
        "| ramsey_inspect/exact | 3 | 30 | 0 | 100.0% | 100.0% | 0.0 pp | [0.0 pp, 0.0 pp] |" in md
    )
    # The published and relabelled runs keep their own rows in the error-rate table.
    assert "| relabel |" in md or "| relabel (-T) |" in md
