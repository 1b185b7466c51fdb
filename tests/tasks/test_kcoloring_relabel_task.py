"""``-T relabel``: the published problems under fresh numberings, scored on the graph shown.

Off (the default), the task shows exactly the published prompts: the snapshot file holds
prompts and targets recorded from the code before relabelling existed, and the slow test
hashes every prompt of the default task against the digest recorded then.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from statistics import mean
from typing import Any

import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import GenerateConfig, ModelName, ModelOutput, get_model
from inspect_ai.scorer import CORRECT, INCORRECT, Target
from inspect_ai.solver import TaskState

from ramsey_inspect.core.coloring import is_proper_coloring
from ramsey_inspect.core.relabel import inverse_permutation, permute_coloring, permute_edges
from ramsey_inspect.datasets.kcoloring import load_problem_set
from ramsey_inspect.prompts.kcoloring import FRAMES, format_answer
from ramsey_inspect.providers._kcoloring_prompt import read_prompt
from ramsey_inspect.scorers.kcoloring import coloring_checker
from ramsey_inspect.tasks.kcoloring import kcoloring

SNAPSHOT = Path(__file__).with_name("kcoloring_prompts_published.json")
PUBLISHED_DIGEST = "f15c475e9d8cabd374d5bfa144cbcb1fe245e76705ec6deb3c8d5847ff3438be"
"""SHA-256 over (set, frame, problem id, input, target) of every sample of ``kcoloring()``.

Recorded before relabelling existed (then over the 1.x sample ids, which those three fields
spell out, so the prompts and targets are the same ones)."""
RELABEL_KEYS = {"original_id", "original_edges", "permutation", "entity_map"}
FACTS = (
    "problem_set", "problem_id", "n", "k", "colorable", "chromatic_number", "greedy_score",
    "greedy_score_exact", "problem_type", "edge_count", "frame",
)  # fmt: skip
"""Metadata a relabelled sample shares with its published one."""

# How chat and reasoning models wrap a final coloring; the scorer must read all of them.
WRAPPERS = (
    "<think>\nStart from the busiest vertex and give each next one the first free color."
    "\n</think>\n\nYes, it can be done. One way:\n\n{answer}",
    "Let me check the constraints edge by edge.\n\n**Answer:**\n\n{answer}\n\nEvery pair "
    "joined in the description ends up with two different colors.",
    "Working through it, the assignment below satisfies every constraint.\n\n```\n{answer}\n```",
)


def by_id(task: Task) -> dict[Any, Sample]:
    return {s.id: s for s in task.dataset}


def meta(sample: Sample) -> dict[str, Any]:
    assert sample.metadata is not None
    return sample.metadata


def edges_of(sample: Sample) -> list[tuple[int, int]]:
    return [(a, b) for a, b in meta(sample)["edges"]]


async def verdict(sample: Sample, completion: str) -> Any:
    """The coloring checker's value for ``completion`` as the reply to ``sample``."""
    state = TaskState(
        model=ModelName("mockllm/model"),
        sample_id=sample.id or "x",
        epoch=1,
        input=sample.input,
        messages=[],
        output=ModelOutput.from_content("m", completion),
        metadata=meta(sample),
    )
    score = await coloring_checker()(state, Target(sample.target))
    assert score is not None
    return score.value


# --- off by default -------------------------------------------------------------------------


class TestOffByDefault:
    @pytest.mark.slow
    def test_prompts_are_the_published_ones(self) -> None:
        records = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
        for problem_set in sorted({rec["problem_set"] for rec in records}):
            samples = by_id(kcoloring(problem_set=problem_set, frame="all"))
            for rec in records:
                if rec["problem_set"] != problem_set:
                    continue
                sample = samples[f"{problem_set}-{rec['frame']}-{rec['problem_id']}"]
                assert sample.input == rec["input"]
                assert sample.target == rec["target"]
                assert meta(sample)["relabel"] is None
                assert not RELABEL_KEYS & set(meta(sample))

    def test_none_is_off(self) -> None:
        off = kcoloring(problem_set="6v3c", frame="cities", relabel=None)
        default = kcoloring(problem_set="6v3c", frame="cities")
        assert [(s.id, s.input, s.target) for s in off.dataset] == [
            (s.id, s.input, s.target) for s in default.dataset
        ]

    @pytest.mark.slow
    def test_every_prompt_and_target_of_the_default_task_is_unchanged(self) -> None:
        """Taken in the order of the recording, set by set, problem by problem, frame by frame.

        Task version 3.1.0 interleaves the sets in the dataset (a ``--limit`` cross-section);
        the samples themselves are the same.
        """
        task = kcoloring()
        sets, frames = task.metadata["problem_sets"], task.metadata["frames"]
        rows = []
        for s in task.dataset:
            m = meta(s)
            fields = [m["problem_set"], m["frame"], m["problem_id"], s.input, s.target]
            rows.append(((sets.index(fields[0]), fields[2], frames.index(fields[1])), fields))
        digest = hashlib.sha256()
        for _, fields in sorted(rows, key=lambda row: row[0]):
            digest.update(json.dumps(fields).encode())
        assert digest.hexdigest() == PUBLISHED_DIGEST


# --- relabelled samples ---------------------------------------------------------------------


class TestSamples:
    def test_ids_carry_the_seed(self) -> None:
        one = kcoloring(problem_set="6v3c", frame="math", relabel=3)
        assert [s.id for s in one.dataset] == [f"6v3c-math-{i}-r3" for i in range(1, 632)]
        many = kcoloring(problem_set="4v2c,6v3c", frame="math,friends", relabel=0)
        got = [s.id for s in many.dataset]
        assert len(got) == len(set(got)) == 2 * (63 + 631)
        assert "6v3c-friends-279-r0" in got

    def test_a_relabelled_id_is_the_published_one_with_the_seed(self) -> None:
        published = [s.id for s in kcoloring(problem_set="4v2c,6v3c", frame="all").dataset]
        shown = [s.id for s in kcoloring(problem_set="4v2c,6v3c", frame="all", relabel=7).dataset]
        assert shown == [f"{i}-r7" for i in published]

    def test_same_seed_same_samples_other_seed_other_prompts(self) -> None:
        first = kcoloring(problem_set="7v3c", frame="cities", relabel=5)
        again = kcoloring(problem_set="7v3c", frame="cities", relabel=5)
        other = kcoloring(problem_set="7v3c", frame="cities", relabel=6)
        assert [(s.id, s.input, s.target, s.metadata) for s in first.dataset] == [
            (s.id, s.input, s.target, s.metadata) for s in again.dataset
        ]
        differ = sum(a.input != b.input for a, b in zip(first.dataset, other.dataset, strict=True))
        assert differ >= 0.98 * len(first.dataset)

    def test_metadata_contract(self) -> None:
        published = by_id(kcoloring(problem_set="6v3c", frame="all"))
        relabelled = kcoloring(problem_set="6v3c", frame="all", relabel=9)
        for sample in relabelled.dataset:
            m = meta(sample)
            original = published[str(sample.id).removesuffix("-r9")]
            assert set(m) == set(meta(original)) | RELABEL_KEYS
            assert m["relabel"] == 9
            assert {k: m[k] for k in FACTS} == {k: meta(original)[k] for k in FACTS}
            assert m["original_id"] == m["problem_id"] == meta(original)["problem_id"]
            assert m["original_edges"] == meta(original)["edges"]
            assert m["edges"] == [
                list(e) for e in permute_edges(edges_of(original), m["permutation"])
            ]
            json.dumps(m)  # the log stores it

    def test_one_numbering_per_problem_across_frames(self) -> None:
        task = kcoloring(problem_set="6v3c", frame="all", relabel=2)
        perms: dict[int, set[tuple[int, ...]]] = {}
        for sample in task.dataset:
            perms.setdefault(meta(sample)["problem_id"], set()).add(
                tuple(meta(sample)["permutation"])
            )
        assert all(len(p) == 1 for p in perms.values())

    @pytest.mark.parametrize("frame", FRAMES)
    def test_the_prompt_states_the_shown_graph(self, frame: str) -> None:
        task = kcoloring(problem_set="7v3c", frame=frame, relabel=4)
        for sample in list(task.dataset)[::40]:
            assert isinstance(sample.input, str)
            stated = read_prompt(sample.input)
            assert stated is not None
            m = meta(sample)
            assert (stated.frame, stated.n, stated.k) == (frame, m["n"], m["k"])
            assert sorted(stated.edges) == edges_of(sample)
            assert edges_of(sample) != [tuple(e) for e in m["original_edges"]]

    def test_the_task_records_the_seed(self) -> None:
        task = kcoloring(problem_set="4v2c", frame="math", relabel=12)
        assert task.metadata is not None
        assert task.metadata["relabel"] == 12
        assert kcoloring(problem_set="4v2c", frame="math").metadata["relabel"] is None  # type: ignore[index]

    def test_works_with_lrm_generated_sets_and_original_files(self, tmp_path: Path) -> None:
        lrm = kcoloring(problem_set="5v2c", frame="friends", selection="lrm", relabel=1)
        assert len(lrm.dataset) == 396
        generated = kcoloring(problem_set="5v3c", frame="cities", problem_seed=2, relabel=1)
        assert all(meta(s)["relabel"] == 1 for s in generated.dataset)
        folder = tmp_path / "orig" / "4v2c"
        folder.mkdir(parents=True)
        (folder / "8.txt").write_text("0,1|1,2\nTrue\n", encoding="utf-8")
        [sample] = kcoloring(
            problem_set="4v2c", frame="math", data_dir=str(folder.parent), relabel=1
        ).dataset
        assert sample.id == "4v2c-math-8-r1"
        assert meta(sample)["original_edges"] == [[0, 1], [1, 2]]
        assert edges_of(sample) != [(0, 1), (1, 2)]


# --- verdicts -------------------------------------------------------------------------------


async def check_verdicts(problem_set: str, seed: int, stride: int) -> tuple[int, int]:
    """Published answers moved through the permutation are right on the relabelled sample.

    Returns how many colorable samples were checked and on how many the published
    coloring, not moved, is wrong on the shown graph (and so must be judged wrong).
    """
    witnesses = dict((p.id, w) for p, w in load_problem_set(problem_set))
    published = by_id(kcoloring(problem_set=problem_set, frame="all"))
    relabelled = list(kcoloring(problem_set=problem_set, frame="all", relabel=seed).dataset)
    checked = differs = 0
    for i, sample in enumerate(relabelled[::stride]):
        m = meta(sample)
        frame, perm = m["frame"], m["permutation"]
        original = published[str(sample.id).removesuffix(f"-r{seed}")]
        wrap = WRAPPERS[i % len(WRAPPERS)]
        assert await verdict(sample, wrap.format(answer=sample.target)) == CORRECT
        witness = witnesses[m["problem_id"]]
        if witness is None:
            assert sample.target == original.target == "Impossible"
            claim = format_answer(frame, list(range(m["n"])))
            assert await verdict(sample, wrap.format(answer=claim)) == INCORRECT
            continue
        checked += 1
        moved = format_answer(frame, permute_coloring(witness, perm))
        assert await verdict(sample, wrap.format(answer=moved)) == CORRECT, sample.id
        # The published answer as a model may have memorised it: right only by chance.
        unmoved = format_answer(frame, witness)
        proper = is_proper_coloring(edges_of(sample), witness)
        expected = CORRECT if proper else INCORRECT
        assert await verdict(sample, wrap.format(answer=unmoved)) == expected, sample.id
        differs += not proper
        # And back: the relabelled target moved home answers the published sample.
        home = permute_coloring(permute_coloring(witness, perm), inverse_permutation(perm))
        assert await verdict(original, wrap.format(answer=format_answer(frame, home))) == CORRECT
    return checked, differs


class TestVerdicts:
    @pytest.mark.slow
    @pytest.mark.parametrize(("problem_set", "stride"), [("4v2c", 1), ("6v3c", 7)])
    async def test_moved_answers_are_right_unmoved_ones_judged_on_the_shown_graph(
        self, problem_set: str, stride: int
    ) -> None:
        checked, differs = await check_verdicts(problem_set, 21, stride)
        assert checked > 0
        assert differs >= checked // 3, (checked, differs)

    @pytest.mark.slow
    @pytest.mark.parametrize("problem_set", ["5v2c", "7v3c", "8v4c"])
    async def test_on_the_other_sets(self, problem_set: str) -> None:
        checked, differs = await check_verdicts(problem_set, 22, 3)
        assert differs >= checked // 3, (checked, differs)


# --- baselines ------------------------------------------------------------------------------


async def test_exact_baseline_is_right_on_relabelled_prompts() -> None:
    """The exact baseline is always right, so it scores 1 on any numbering.

    Through eval(), on 4v2c and 8v4c, in the slow end-to-end test below.
    """
    model = get_model("ramsey_inspect/exact", memoize=False)
    for problem_set in ("4v2c", "6v3c"):
        task = kcoloring(problem_set=problem_set, frame="all", relabel=8)
        for sample in list(task.dataset)[::37]:
            assert isinstance(sample.input, str)
            output = await model.generate(sample.input)
            assert await verdict(sample, output.completion) == CORRECT, sample.id


def mid_6v3c() -> list[int]:
    """The 83 colorable 6v3c problems the greedy process colors with probability below 1."""
    return [
        p.id
        for p, _ in load_problem_set("6v3c")
        if p.colorable and p.greedy_score_exact is not None and p.greedy_score_exact < 1
    ]


async def greedy_hit_rate(samples: list[Sample], seeds: range) -> float:
    model = get_model("ramsey_inspect/greedy", memoize=False)
    hits = []
    for seed in seeds:
        for sample in samples:
            assert isinstance(sample.input, str)
            output = await model.generate(sample.input, config=GenerateConfig(seed=seed))
            hits.append(1.0 if await verdict(sample, output.completion) == CORRECT else 0.0)
    return mean(hits)


@pytest.mark.slow
async def test_greedy_baseline_scores_the_same_in_expectation() -> None:
    """A greedy run succeeds with chance g whatever the numbering; g is label-free.

    1,660 runs each way on the 83 graphs with g < 1 in four frames: published prompts
    with five greedy seeds, and five relabellings with one. Both hit rates sit within
    0.04 of the mean g (a standard error is about 0.011).
    """
    ids = set(mid_6v3c())
    published = [
        s
        for s in kcoloring(problem_set="6v3c", frame="all").dataset
        if meta(s)["problem_id"] in ids
    ]
    relabelled = [
        s
        for r in range(1, 6)
        for s in kcoloring(problem_set="6v3c", frame="all", relabel=r).dataset
        if meta(s)["problem_id"] in ids
    ]
    expected = mean(meta(s)["greedy_score_exact"] for s in published)
    assert len(published) == 4 * 83
    assert len(relabelled) == 5 * 4 * 83
    assert expected < 0.9
    on_published = await greedy_hit_rate(published, range(5))
    on_relabelled = await greedy_hit_rate(relabelled, range(1))
    assert abs(on_published - expected) < 0.04, (on_published, expected)
    assert abs(on_relabelled - expected) < 0.04, (on_relabelled, expected)


@pytest.mark.slow
def test_relabelled_eval_end_to_end(tmp_path: Path) -> None:
    """Through eval(): the seed lands in the log's task args, and exact scores 1."""
    task = kcoloring(problem_set="4v2c,8v4c", frame="math,friends", relabel=5)
    ids = [s.id for s in list(task.dataset)[::25] if s.id is not None]
    [log] = eval(
        task,
        model="ramsey_inspect/exact",
        sample_id=ids,
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert log.eval.task_args["relabel"] == 5
    assert log.results is not None
    assert log.results.scores[0].metrics["accuracy"].value == 1.0
    assert log.samples is not None
    assert all(str(s.id).endswith("-r5") for s in log.samples)
    assert all(s.metadata["relabel"] == 5 and "permutation" in s.metadata for s in log.samples)
