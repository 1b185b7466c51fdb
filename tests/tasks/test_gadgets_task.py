"""Creating the gadgets task: options, samples, prompts and the system message (no model)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import ChatMessageUser, Model, ModelOutput
from inspect_ai.solver import TaskState
from inspect_ai.util import registry_info

from ramsey_inspect._inspect_compat import PrerequisiteError, parse_cli_args
from ramsey_inspect.core.gadgets import GADGET_TYPES, verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets import gadget_solutions
from ramsey_inspect.parsers.gadgets import parse_gadget
from ramsey_inspect.solvers.gadgets import gadget_system_message
from ramsey_inspect.tasks.gadgets import SETTING_PARTS, SETTINGS, gadgets

METADATA_KEYS = {"f", "h", "gadget_type", "tier", "setting", "min_vertices", "minimality_proven"}
HINT = "can always be made blue"
TOOL_NOTE = "good_colorings"


def samples(task: Task) -> list[Sample]:
    return list(task.dataset)


def by_id(task: Task) -> dict[str, Sample]:
    return {str(s.id): s for s in task.dataset}


@pytest.fixture(scope="module")
def default_task() -> Task:
    return gadgets()


# --- the default task -------------------------------------------------------------------------


def test_default_is_the_paper_zero_shot(default_task: Task) -> None:
    got = samples(default_task)
    assert len(got) == 70
    assert len({s.id for s in got}) == 70
    assert sum(s.metadata is not None and s.metadata["tier"] == "easy" for s in got) == 26
    for s in got:
        assert s.metadata is not None
        assert set(s.metadata) == METADATA_KEYS
        assert s.metadata["setting"] == "zero_shot"
        assert isinstance(s.input, str)
        assert HINT not in s.input
        assert TOOL_NOTE not in s.input


def test_sample_metadata_matches_its_id(default_task: Task) -> None:
    s = by_id(default_task)["K1_3-K4-red-determiner"]
    assert s.metadata == {
        "f": "K1,3",
        "h": "K4",
        "gadget_type": "red_determiner",
        "tier": "easy",
        "setting": "zero_shot",
        "min_vertices": 10,
        "minimality_proven": True,
    }
    s = by_id(default_task)["P3-K4-e-clause-gadget"]
    assert s.metadata is not None
    assert (s.metadata["f"], s.metadata["h"], s.metadata["tier"]) == ("P3", "K4-e", "hard")


def test_statement_names_the_pair_and_the_property(default_task: Task) -> None:
    s = by_id(default_task)["K1_3-C4-blue-determiner"]
    assert isinstance(s.input, str)
    assert "(K1,3,C4)-good graph" in s.input
    assert "blue in every (K1,3,C4)-good coloring" in s.input


def test_epochs_reduce_by_mean_only(default_task: Task) -> None:
    """Epochs are reduced by their mean alone; pass@k is a metric of its own.

    Inspect heads each reducer's results column with the scorer name alone, so a second
    reducer beside ``mean`` could not be told apart.
    """
    assert default_task.epochs == 1
    assert default_task.epochs_reducer is not None
    assert [registry_info(r).name for r in default_task.epochs_reducer] == ["mean"]


# --- settings ---------------------------------------------------------------------------------


def test_structural_hint_adds_the_hint_paragraph() -> None:
    task = gadgets(setting="structural_hint", pairs="K1,3:C4")
    for s in samples(task):
        assert isinstance(s.input, str)
        assert s.metadata is not None
        assert s.metadata["setting"] == "structural_hint"
        assert (
            "Hint: in an (K1,3,C4)-good coloring of any graph, an edge that lies in no copy of C4"
            in s.input
        )
        assert TOOL_NOTE not in s.input


def test_multiround_adds_the_tool_note() -> None:
    task = gadgets(setting="multiround", pairs="P3:K3", tool_cap=7)
    for s in samples(task):
        assert isinstance(s.input, str)
        assert "tool good_colorings" in s.input
        assert "(P3,K3)-good colorings" in s.input
        assert "up to 7 of them" in s.input
        assert "three rounds" in s.input
        assert HINT not in s.input


def test_every_setting_has_its_parts_and_only_multiround_runs_the_tool_loop() -> None:
    """The table is the task's only record of what a setting changes: none may be missing."""
    assert tuple(SETTING_PARTS) == SETTINGS
    assert [s for s, parts in SETTING_PARTS.items() if parts.tool_loop] == ["multiround"]
    assert SETTING_PARTS["zero_shot"].hint is None


# --- option validation ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "param", "listed"),
    [
        ({"setting": "bogus"}, "setting", SETTINGS),
        ({"setting": ""}, "setting", SETTINGS),
        ({"setting": ["zero_shot"]}, "setting", SETTINGS),
        ({"tier": "medium"}, "tier", ("easy", "hard")),
        ({"tier": ["easy", "nope"]}, "tier", ("easy", "hard")),
        ({"tier": 1}, "tier", ("easy", "hard")),
        ({"tier": []}, "tier", ("easy", "hard")),
        ({"types": "determiner"}, "types", GADGET_TYPES),
        ({"types": "red-determiner"}, "types", GADGET_TYPES),
        ({"types": True}, "types", GADGET_TYPES),
        ({"pairs": "K3:K3"}, "pairs", ("F = H",)),
        ({"pairs": "P3:K1,2"}, "pairs", ("F = H",)),
        ({"pairs": "P3:Q7"}, "pairs", ("K1,3:C5", "paper")),
        ({"pairs": 7}, "pairs", ("paper",)),
        ({"tool_cap": 0}, "tool_cap", ("1", "1000")),
        ({"tool_cap": 1001}, "tool_cap", ("1", "1000")),
        ({"tool_cap": "twelve"}, "tool_cap", ("1", "1000", "'twelve'")),
        ({"tool_cap": None}, "tool_cap", ("1", "1000", "an empty value")),
        ({"tool_cap": True}, "tool_cap", ("1", "1000")),
        ({"tool_cap": 2.5}, "tool_cap", ("1", "1000")),
    ],
)
def test_bad_option_names_the_parameter_and_the_choices(
    kwargs: dict[str, Any], param: str, listed: tuple[str, ...]
) -> None:
    with pytest.raises(ValueError, match=rf"^{param}: ") as err:
        gadgets(**kwargs)
    for word in listed:
        assert word in str(err.value)


def test_no_problem_left_is_refused() -> None:
    # (P3,K3) is polynomial: it has no clause gadget.
    with pytest.raises(ValueError, match=r"^types: no problem matches"):
        gadgets(pairs="P3:K3", types="clause")
    with pytest.raises(ValueError, match=r"^types: "):
        gadgets(tier="easy", types="clause")


@pytest.mark.parametrize(
    ("kwargs", "count"),
    [
        ({"tier": "easy"}, 26),
        ({"tier": "hard"}, 44),
        ({"tier": ["easy", "hard"]}, 70),
        ({"tier": "easy,hard"}, 70),
        ({"tier": "all"}, 70),
        ({"types": "clause"}, 9),
        ({"types": ["red_determiner", "clause"]}, 22),
        ({"types": "red_determiner,clause"}, 22),
        ({"types": "all", "tier": "hard"}, 44),
        ({"pairs": ["K1", "3:C5"]}, 6),
        ({"pairs": "P3:K3,K1,3:K4"}, 10),
        # A non-star F: no clause or variable gadget. The short search keeps the test fast;
        # the samples are there whether or not their smallest size is found in time.
        ({"pairs": "C4:K3", "search_seconds": 0.2}, 4),
        ({"tool_cap": 1}, 70),
        ({"tool_cap": 1000}, 70),
    ],
)
def test_good_options(kwargs: dict[str, Any], count: int) -> None:
    assert len(samples(gadgets(**kwargs))) == count


@pytest.mark.parametrize(
    "pairs",
    [
        "paper,K1,3:C5",
        ["paper", "K1", "3:C5"],  # what -T pairs=paper,K1,3:C5 gives the task
        "K1,3:C5,paper",
        ["paper", "K1", "3:C5", "P3:K3"],  # a paper pair named again counts once
    ],
)
def test_paper_with_more_pairs(pairs: str | list[str]) -> None:
    ids = [str(s.id) for s in samples(gadgets(pairs=pairs))]
    assert len(ids) == 70 + 6
    assert len(set(ids)) == len(ids)
    assert "K1_3-C5-clause-gadget" in ids
    assert "P3-K3-red-determiner" in ids


@pytest.mark.parametrize(
    ("pairs", "typed", "names"),
    [
        (["K1", "3:C5"], "K1,3:C5", ["K1,3:C5"]),
        ("P3:K3,K1,3:K4", "P3:K3,K1,3:K4", ["P3:K3", "K1,3:K4"]),
        ("[0-1;1-2;2-0]:P4", "[0-1;1-2;2-0]:P4", ["[0-1;0-2;1-2]:P4"]),  # names canonical
    ],
)
def test_pairs_are_recorded_as_typed(pairs: str | list[str], typed: str, names: list[str]) -> None:
    """Inspect stores -T pairs=K1,3:C5 as ['K1', '3:C5']; the task records what was meant."""
    task = gadgets(pairs=pairs)
    assert task.metadata is not None
    assert task.metadata["pairs"] == typed
    assert task.metadata["pair_names"] == names


@pytest.mark.slow
def test_the_log_carries_the_pairs_as_meant(
    scripted_model: Callable[[Callable[[str], str]], Model], tmp_path: Path
) -> None:
    """``-T pairs=K1,3:C5`` reaches Inspect as a list; the eval metadata keeps the text."""
    [log] = eval(
        "ramsey_inspect/gadgets",
        task_args=parse_cli_args(["pairs=K1,3:C5", "types=red_determiner"]),
        model=scripted_model(lambda prompt: "No idea."),
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert log.eval.task_args["pairs"] == ["K1", "3:C5"]  # Inspect's record of -T
    assert log.eval.metadata is not None
    assert log.eval.metadata["pairs"] == "K1,3:C5"
    assert log.eval.metadata["pair_names"] == ["K1,3:C5"]
    assert [s.metadata["f"] for s in log.samples or []] == ["K1,3"]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"setting": "bogus"},
        {"pairs": "K3:K3"},
        {"pairs": "P3:Q7"},
        {"tool_cap": 0},
        {"profile": "no-such-profile"},
        {"pairs": "P3:K3", "types": "clause"},
    ],
)
def test_bad_options_are_reported_without_a_traceback(kwargs: dict[str, Any]) -> None:
    """Inspect's command line prints a PrerequisiteError as its message alone."""
    with pytest.raises(PrerequisiteError) as err:
        gadgets(**kwargs)
    assert isinstance(err.value, ValueError)
    assert str(err.value) == err.value.message
    assert str(err.value).split(":")[0] in {"setting", "pairs", "tool_cap", "profile", "types"}


def test_a_bad_profile_fails_before_any_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pairs outside the paper are searched at creation (up to search_seconds each)."""

    def no_search(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("searched before the profile was checked")

    monkeypatch.setattr(gadget_solutions, "solution_for", no_search)
    with pytest.raises(PrerequisiteError, match=r"^profile: 'bogus' is not one of"):
        gadgets(pairs="K1,3:K5", profile="bogus")


def test_types_keep_the_paper_order() -> None:
    ids = [str(s.id) for s in samples(gadgets(pairs="K1,3:K4", types="clause,red_determiner"))]
    assert ids == ["K1_3-K4-red-determiner", "K1_3-K4-clause-gadget"]


# --- the system message -----------------------------------------------------------------------


async def _system_text(sample: Sample) -> str:
    assert sample.metadata is not None
    assert isinstance(sample.input, str)
    state = TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=str(sample.id),
        epoch=1,
        input=sample.input,
        messages=[ChatMessageUser(content=sample.input)],
        output=ModelOutput(model="mockllm/model"),
        metadata=dict(sample.metadata),
    )

    async def no_generate(
        state: TaskState, tool_calls: Literal["loop", "single", "none"] = "loop", **kwargs: Any
    ) -> TaskState:
        raise AssertionError("the system message solver must not generate")

    state = await gadget_system_message()(state, no_generate)
    assert [m.role for m in state.messages] == ["system", "user"]
    return state.messages[0].text


EXPECTED_DEFINITION = {
    "red_determiner": "red-determiner is an (F,H)-good graph",
    "blue_determiner": "blue-determiner is an (F,H)-good graph",
    "positive_sender": "positive-sender is a graph G with two different edges",
    "negative_sender": "negative-sender is a graph G with two different edges",
    "clause": "clause-gadget is an (F,H)-good graph",
    "variable": "variable-gadget is a graph G with three different vertices u1, u2, n1",
}


@pytest.mark.parametrize("kind", GADGET_TYPES)
async def test_system_message_has_definitions_graphs_and_a_parsable_example(kind: str) -> None:
    sample = by_id(gadgets(pairs="K1,3:K4-e", types=kind))[
        f"K1_3-K4-e-{kind.replace('_', '-')}{'-gadget' if kind in ('clause', 'variable') else ''}"
    ]
    text = await _system_text(sample)
    assert EXPECTED_DEFINITION[kind] in text
    for other, phrase in EXPECTED_DEFINITION.items():
        if other != kind:
            assert phrase not in text, other
    assert "F = K1,3, the graph on vertices 0..3 with edges 0-1, 0-2, 0-3" in text
    assert "H = K4-e, the graph on vertices 0..3 with edges 0-1, 0-2, 0-3, 1-2, 1-3" in text
    assert "(F,H)-good if no copy of F in G has all of its edges red" in text
    if kind in ("clause", "variable"):
        assert "F is the star K1,3" in text
    if kind == "variable":
        assert "an enforcer when 2 of its edges are red" in text
    # The example parses as an answer of this type, and is not itself a solution.
    blocks = re.findall(r"BEGIN GADGET.*?END GADGET", text, re.DOTALL)
    assert len(blocks) == 1
    parsed = parse_gadget(blocks[0], kind)
    verdict = verify_gadget(parse_graph("K1,3"), parse_graph("K4-e"), kind, parsed.gadget)
    assert not verdict.valid


async def test_system_message_for_an_edge_list_graph() -> None:
    [sample, *_] = samples(gadgets(pairs="P3:[0-1;1-2;2-3;3-0]"))
    text = await _system_text(sample)
    assert "F = P3, the graph on vertices 0..2 with edges 0-1, 1-2" in text
    assert "H = [0-1;0-3;1-2;2-3], the graph on vertices 0..3 with edges 0-1, 0-3, 1-2, 2-3" in text
