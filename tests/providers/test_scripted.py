"""The scripted model ``ramsey_inspect/scripted``: script files, rules, turns, tool entries."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    ModelOutput,
    get_model,
)
from inspect_ai.scorer import CORRECT, INCORRECT
from inspect_ai.tool import ToolInfo, ToolParams

from bounded import python_within, within
from ramsey_inspect.providers.scripted import (
    DOCS,
    MAX_SCRIPT_BYTES,
    SEE_DOCS,
    Script,
    ScriptError,
)
from ramsey_inspect.tasks.gadgets import gadgets
from ramsey_inspect.tasks.kcoloring import kcoloring
from ramsey_inspect.user_files import UserFileError

TOOL = ToolInfo(name="good_colorings", description="list colorings", parameters=ToolParams())
CALL = {"tool": "good_colorings", "arguments": {"vertices": 3, "edges": [[0, 1]]}}


def write(tmp_path: Path, data: Any, name: str = "script.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def load(tmp_path: Path, data: Any) -> Script:
    return Script.load(write(tmp_path, data))


def conversation(first_user: str, assistants: int = 0, last_user: str = "") -> list[ChatMessage]:
    messages: list[ChatMessage] = [
        ChatMessageSystem(content="system text mentioning alpha and beta"),
        ChatMessageUser(content=first_user),
    ]
    for i in range(assistants):
        messages.append(ChatMessageAssistant(content=f"turn {i}"))
        messages.append(ChatMessageUser(content=last_user or f"next {i}"))
    return messages


def reply(
    script: Script,
    messages: list[ChatMessage],
    tools: list[ToolInfo] | None = None,
    sample_id: int | str | None = None,
) -> ModelOutput:
    return script.reply("ramsey_inspect/scripted", messages, tools or [], sample_id)


SCRIPT = {
    "rules": [
        {"match": "alpha", "turns": ["A1", "A2", "A3"]},
        {"match": "beta", "turns": [CALL, "B after tool"]},
        {"match": "gamma", "turns": [CALL]},
        {"match": "alp", "turns": ["never: the first matching rule wins"]},
    ],
    "default": "no rule matched",
}


# --- rules and turns --------------------------------------------------------------------------


def test_rule_is_matched_on_the_first_user_message(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    assert reply(script, conversation("question about alpha")).completion == "A1"
    # A later user message mentioning beta does not change the rule; the system message
    # (which mentions both) is not looked at.
    later = conversation("question about alpha", assistants=1, last_user="now beta")
    assert reply(script, later).completion == "A2"
    assert reply(script, conversation("nothing relevant")).completion == "no rule matched"


def test_turns_follow_the_number_of_assistant_messages(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    got = [reply(script, conversation("alpha", assistants=n)).completion for n in range(6)]
    assert got == ["A1", "A2", "A3", "A3", "A3", "A3"]  # the last entry repeats


def test_first_matching_rule_wins(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    assert reply(script, conversation("alpha")).completion == "A1"


def test_tool_entry_becomes_a_tool_call_when_tools_are_offered(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    output = reply(script, conversation("beta"), [TOOL])
    calls = output.message.tool_calls
    assert calls is not None
    assert len(calls) == 1
    assert calls[0].function == "good_colorings"
    assert calls[0].arguments == CALL["arguments"]
    assert calls[0].id
    # The turn after it is the next entry.
    after = conversation("beta") + [
        ChatMessageAssistant(content="", tool_calls=calls),
        ChatMessageTool(content="1 coloring", tool_call_id=calls[0].id, function="good_colorings"),
    ]
    assert reply(script, after, [TOOL]).completion == "B after tool"


def test_tool_entry_is_skipped_when_no_tools_are_offered(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    output = reply(script, conversation("beta"), [])
    assert output.message.tool_calls in (None, [])
    assert output.completion == "B after tool"


def test_only_tool_entries_left_and_no_tools_gives_the_default(tmp_path: Path) -> None:
    script = load(tmp_path, SCRIPT)
    output = reply(script, conversation("gamma"), [])
    assert output.completion == "no rule matched"
    assert not output.message.tool_calls


def test_default_defaults_to_empty(tmp_path: Path) -> None:
    script = load(tmp_path, {"rules": []})
    assert reply(script, conversation("anything")).completion == ""
    assert load(tmp_path, {}).default == ""


def test_conversation_without_user_message(tmp_path: Path) -> None:
    script = load(tmp_path, {"rules": [{"match": "", "turns": ["matches everything"]}]})
    assert reply(script, [ChatMessageSystem(content="s")]).completion == "matches everything"


# --- bad script files -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ("{not json", ""),
        ("", ""),
        ("[1, 2]", "'rules' list"),
        ('"text"', "'rules' list"),
        ({"rules": {"match": "a"}}, "'rules' list"),
        ({"rules": ["a"]}, "rule 0"),
        ({"rules": [{"turns": ["x"]}]}, "rule 0 needs 'match'"),
        ({"rules": [{"match": 3, "turns": ["x"]}]}, "rule 0 needs 'match'"),
        ({"rules": [{"match": "a", "turns": []}]}, "rule 0 needs 'match'"),
        ({"rules": [{"match": "a", "turns": "x"}]}, "rule 0 needs 'match'"),
        ({"rules": [{"match": "a", "turns": ["x"]}, {"match": "b"}]}, "rule 1"),
        ({"rules": [{"match": "a", "turns": [{"arguments": {}}]}]}, "tool"),
        ({"rules": [{"match": "a", "turns": [{"tool": "t", "arguments": [1]}]}]}, "arguments"),
    ],
)
def test_bad_script_raises_value_error_naming_the_file(
    tmp_path: Path, data: Any, words: str
) -> None:
    path = write(tmp_path, data, "my-script.json")
    with pytest.raises(ValueError, match="my-script.json") as err:
        Script.load(path)
    assert words in str(err.value)
    assert str(err.value).endswith(SEE_DOCS)  # every fault points to the format
    assert "\n" not in str(err.value)


def test_missing_script_file(tmp_path: Path) -> None:
    path = tmp_path / "absent.json"
    with pytest.raises(ValueError, match="absent.json") as err:
        Script.load(path)
    assert str(err.value).endswith(SEE_DOCS)


def test_model_needs_a_script_argument() -> None:
    with pytest.raises(ValueError, match="script") as err:
        get_model("ramsey_inspect/scripted")
    assert DOCS in str(err.value)


def test_the_docs_anchor_the_errors_name_exists() -> None:
    page, anchor = DOCS.split("#")
    text = (Path(__file__).parents[2] / page).read_text(encoding="utf-8")
    assert f"## {anchor.replace('-', ' ').capitalize()}\n" in text


# --- rules naming sample ids ------------------------------------------------------------------

BY_ID = {
    "rules": [
        {"match": "alpha", "turns": ["text rule"]},
        {"sample_id": "4v2c-math-1", "turns": ["id rule", "id rule, turn 2"]},
        {"sample_id": ["T1_001", 7], "turns": ["listed id"]},
    ],
    "default": "default reply",
}


def test_a_rule_naming_the_sample_id_wins_over_text_rules(tmp_path: Path) -> None:
    script = load(tmp_path, BY_ID)
    # The text rule comes first and matches, yet the id rule answers its sample.
    assert reply(script, conversation("alpha"), sample_id="4v2c-math-1").completion == "id rule"
    later = conversation("alpha", assistants=3)
    assert reply(script, later, sample_id="4v2c-math-1").completion == "id rule, turn 2"
    assert reply(script, conversation("alpha"), sample_id="T1_001").completion == "listed id"
    # Inspect's integer ids match the rule's number (or its text).
    assert reply(script, conversation("x"), sample_id=7).completion == "listed id"


def test_an_unknown_id_falls_to_the_text_rules_then_the_default(tmp_path: Path) -> None:
    script = load(tmp_path, BY_ID)
    assert reply(script, conversation("alpha"), sample_id="4v2c-math-2").completion == "text rule"
    assert reply(script, conversation("other"), sample_id="4v2c-math-2").completion == (
        "default reply"
    )
    # No running sample (a direct generate() call): text rules and the default only.
    assert reply(script, conversation("alpha")).completion == "text rule"
    assert reply(script, conversation("4v2c-math-1")).completion == "default reply"


@pytest.mark.parametrize(
    ("sample_id", "shown"),
    [
        (3.5, "3.5"),
        (True, "True"),
        ("", "''"),
        ("  ", "'  '"),
        ([], "[]"),
        (None, "None"),
        (["4v2c-math-1", {"id": 2}], "['4v2c-math-1', {'id': 2}]"),
        (["ok", ["nested"]], "['ok', ['nested']]"),
        ({"id": "4v2c-math-1"}, "{'id': '4v2c-math-1'}"),
    ],
)
def test_a_malformed_sample_id_is_refused_in_one_line_naming_the_rule(
    tmp_path: Path, sample_id: Any, shown: str
) -> None:
    data = {"rules": [{"match": "a", "turns": ["x"]}, {"sample_id": sample_id, "turns": ["y"]}]}
    path = write(tmp_path, data, "ids.json")
    with pytest.raises(ScriptError) as err:
        Script.load(path)
    assert str(err.value) == (
        f"-M script: {path}: rule 1: 'sample_id' must be a sample id (text or a whole "
        f'number, e.g. "4v2c-math-1") or a non-empty list of them, not {shown} {SEE_DOCS}'
    )


def test_a_long_malformed_sample_id_is_cut_in_the_message(tmp_path: Path) -> None:
    path = write(tmp_path, {"rules": [{"sample_id": [["x" * 500]], "turns": ["y"]}]})
    with pytest.raises(ScriptError) as err:
        Script.load(path)
    assert "x" * 100 not in str(err.value)
    assert "..." in str(err.value)


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        ({"match": "a", "sample_id": "s", "turns": ["x"]}, "rule 0 has both 'match' and"),
        ({"sample_id": "s"}, "rule 0 needs 'match' (text) or 'sample_id'"),
        ({"sample_id": "s", "turns": []}, "rule 0 needs"),
    ],
)
def test_other_faults_of_an_id_rule_name_the_rule(
    tmp_path: Path, rule: dict[str, Any], words: str
) -> None:
    with pytest.raises(ScriptError) as err:
        load(tmp_path, {"rules": [rule]})
    assert words in str(err.value)
    assert str(err.value).endswith(SEE_DOCS)


def test_an_id_named_by_two_rules_is_refused(tmp_path: Path) -> None:
    rules = [{"sample_id": ["a", "b"], "turns": ["x"]}, {"sample_id": "b", "turns": ["y"]}]
    with pytest.raises(ScriptError) as err:
        load(tmp_path, {"rules": rules})
    assert "rule 1 names sample 'b', which rule 0 names already" in str(err.value)


def test_id_rules_answer_their_samples_in_an_eval(tmp_path: Path) -> None:
    """The id comes from the running sample: each of three samples gets its own rule."""
    script = {
        "rules": [
            {"sample_id": "4v2c-math-1", "turns": ["Impossible"]},
            {"sample_id": ["4v2c-math-2"], "turns": ["reply two"]},
            {"match": "vertex", "turns": ["text rule"]},
        ],
        "default": "default reply",
    }
    model = get_model("ramsey_inspect/scripted", script=str(write(tmp_path, script)))
    [log] = eval(
        kcoloring(problem_set="4v2c", frame="math"),
        model=model,
        limit=3,
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.samples is not None
    got = {s.id: s.output.completion for s in log.samples}
    assert got == {
        "4v2c-math-1": "Impossible",
        "4v2c-math-2": "reply two",
        "4v2c-math-3": "text rule",
    }


def test_model_with_a_missing_script_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="nowhere.json"):
        get_model(
            "ramsey_inspect/scripted", script=str(tmp_path / "nowhere.json")
        ).api.check_ready()  # type: ignore[attr-defined]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_script_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "script.json"
    os.mkfifo(fifo)
    with pytest.raises(UserFileError) as err:
        within(lambda: Script.load(fifo), fifo=fifo)
    assert str(err.value) == (
        f"-M script: {fifo} is a FIFO (named pipe), not a regular file {SEE_DOCS}"
    )


@pytest.mark.slow
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_as_script_is_not_read() -> None:
    """In a child with 3 GiB of address space, where reading /dev/zero would fail."""
    code = (
        "from inspect_ai.model import get_model\n"
        "try:\n"
        "    get_model('ramsey_inspect/scripted', script='/dev/zero').api.check_ready()\n"
        "except ValueError as err:\n"
        "    print(err)\n"
    )
    result = python_within(code)
    expected = f"-M script: /dev/zero is a device, not a regular file {SEE_DOCS}"
    assert result.stdout.strip() == expected, result.stderr[-2000:]


def test_an_oversized_script_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_SCRIPT_BYTES + 1)  # sparse: nothing written
    with pytest.raises(ValueError, match=r"^-M script: .*huge\.json is .*, over the 16 MiB"):
        Script.load(path)


# --- through Inspect --------------------------------------------------------------------------


async def test_model_generates_with_usage(tmp_path: Path) -> None:
    model = get_model("ramsey_inspect/scripted", script=str(write(tmp_path, SCRIPT)))
    output = await model.generate(conversation("alpha"))
    assert output.completion == "A1"
    assert output.usage is not None
    assert output.usage.output_tokens == 1


def test_multiround_eval_with_a_scripted_tool_call(tmp_path: Path) -> None:
    right = (
        "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\n"
        "e: 1-4\nEND GADGET"
    )
    script = {
        "rules": [
            {
                "match": "red in every",
                "turns": [
                    {
                        "tool": "good_colorings",
                        "arguments": {"vertices": 3, "edges": [[0, 1], [1, 2], [0, 2]]},
                    },
                    right,
                ],
            }
        ],
        "default": "no idea",
    }
    model = get_model("ramsey_inspect/scripted", script=str(write(tmp_path, script)))
    [log] = eval(
        gadgets(setting="multiround", pairs="P3:K3", types="red_determiner,blue_determiner"),
        model=model,
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert log.samples is not None
    by_id = {s.id: s for s in log.samples}
    red = by_id["P3-K3-red-determiner"]
    assert [m.role for m in red.messages] == ["system", "user", "assistant", "tool", "assistant"]
    assert red.messages[3].text.startswith("3 (P3,K3)-good coloring(s).")
    assert red.scores is not None
    assert red.scores["gadget_verifier"].value == CORRECT
    blue = by_id["P3-K3-blue-determiner"]
    assert [m.role for m in blue.messages][-2:] == ["user", "assistant"]
    assert blue.output.completion == "no idea"
    assert blue.scores is not None
    assert blue.scores["gadget_verifier"].value == INCORRECT


# --- text Inspect cannot store ----------------------------------------------------------------


def test_a_lone_surrogate_in_a_script_becomes_a_replacement_character(tmp_path: Path) -> None:
    r"""JSON's "\ud800" decodes to a lone surrogate, which Inspect's sample buffer cannot write."""
    path = tmp_path / "script.json"
    path.write_text(
        '{"rules": [{"match": "alpha", "turns": ["A \\ud800"]}], "default": "D \\udfff"}'
    )
    script = Script.load(path)
    for first_user in ("alpha", "other"):
        text = reply(script, conversation(first_user)).completion
        text.encode("utf-8")  # raised UnicodeEncodeError before
        assert "\ufffd" in text


@pytest.mark.slow
@pytest.mark.parametrize("task", ["kcoloring", "gtbench"])
def test_a_lone_surrogate_reply_is_logged_without_transcript_failures(
    tmp_path: Path, task: str
) -> None:
    """A long reply (Inspect keeps it as an attachment) and the GTBench judge's prompt.

    Inspect's sample buffer, which failed on them, is written by the ``inspect eval`` command.
    """
    long_reply = "Let me think this through. " * 60 + "\\ud800\\n0 Green\\n1 Red\\n2 Red\\n3 Red"
    script = write(tmp_path, '{"default": "' + long_reply + '"}', "reply.json")
    grader = Path(__file__).parents[2] / "examples" / "gtbench_grader.json"
    role = f"grader={{model: ramsey_inspect/scripted, model_args: {{script: {grader}}}}}"
    args = {
        "kcoloring": ["-T", "problem_set=4v2c", "-T", "frame=math"],
        "gtbench": ["-T", "group=1", "--model-role", role],
    }[task]
    inspect = Path(sys.executable).parent / "inspect"
    done = subprocess.run(
        [str(inspect), "eval", f"ramsey_inspect/{task}", *args, "--limit", "1"]
        + ["--model", "ramsey_inspect/scripted", "-M", f"script={script}"]
        + ["--log-dir", str(tmp_path / "logs"), "--display", "plain"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Transcript subscriber failed" not in done.stdout + done.stderr
    assert "UnicodeEncodeError" not in done.stdout + done.stderr


# --- the worked examples of docs/baselines.md -------------------------------------------------

EXAMPLES = Path(__file__).parents[2] / "examples" / "scripted"


@pytest.mark.parametrize(
    ("name", "task_args"),
    [
        ("kcoloring", {"problem_set": "4v2c", "frame": "math,cities"}),
        ("gadgets", {"pairs": "P3:K3", "setting": "multiround"}),
        ("gtbench", {"group": "1"}),
    ],
)
def test_each_example_names_samples_of_its_task(name: str, task_args: dict[str, str]) -> None:
    from ramsey_inspect.tasks.gtbench import gtbench

    script = Script.load(EXAMPLES / f"{name}.json")
    named = set().union(*(rule.sample_ids for rule in script.rules))
    assert named
    make = {"kcoloring": kcoloring, "gadgets": gadgets, "gtbench": gtbench}[name]
    present = {str(s.id) for s in make(**task_args).dataset}
    assert named <= present


def _outcomes(log: Any, scorer: str, key: str) -> dict[str, tuple[str, str | None]]:
    assert log.status == "success", log.error
    got = {}
    for sample in log.samples:
        score = sample.scores[scorer]
        got[str(sample.id)] = (str(score.value), (score.metadata or {}).get(key))
    return got


@pytest.mark.slow
def test_the_kcoloring_example_scores_as_documented(tmp_path: Path) -> None:
    [log] = eval(
        kcoloring(problem_set="4v2c", frame="math,cities"),
        model=get_model("ramsey_inspect/scripted", script=str(EXAMPLES / "kcoloring.json")),
        limit=6,
        display="none",
        log_dir=str(tmp_path),
    )
    assert _outcomes(log, "coloring_checker", "outcome") == {
        "4v2c-math-1": (CORRECT, "correct"),
        "4v2c-cities-1": (INCORRECT, "no_answer"),
        "4v2c-math-2": (INCORRECT, "false_impossible"),
        "4v2c-cities-2": (INCORRECT, "false_impossible"),
        "4v2c-math-3": (INCORRECT, "invalid_coloring"),
        "4v2c-cities-3": (INCORRECT, "no_answer"),
    }


@pytest.mark.slow
def test_the_gadgets_example_scores_as_documented(tmp_path: Path) -> None:
    [log] = eval(
        gadgets(pairs="P3:K3", setting="multiround"),
        model=get_model("ramsey_inspect/scripted", script=str(EXAMPLES / "gadgets.json")),
        display="none",
        log_dir=str(tmp_path),
    )
    got = _outcomes(log, "gadget_verifier", "failure")
    assert got["P3-K3-red-determiner"][0] == CORRECT
    assert got["P3-K3-blue-determiner"] == (INCORRECT, "e_can_be_red")
    assert got["P3-K3-positive-sender"] == (INCORRECT, "no_block")
    assert got["P3-K3-negative-sender"] == (INCORRECT, "no_block")
    red = next(s for s in log.samples or [] if s.id == "P3-K3-red-determiner")
    assert [m.role for m in red.messages] == ["system", "user", "assistant", "tool", "assistant"]


@pytest.mark.slow
def test_the_gtbench_example_scores_as_documented(tmp_path: Path) -> None:
    from ramsey_inspect.tasks.gtbench import gtbench

    grader = EXAMPLES.parent / "gtbench_grader.json"
    [log] = eval(
        gtbench(group="1"),
        model=get_model("ramsey_inspect/scripted", script=str(EXAMPLES / "gtbench.json")),
        model_roles={"grader": get_model("ramsey_inspect/scripted", script=str(grader))},
        limit=2,
        display="none",
        log_dir=str(tmp_path),
    )
    assert log.status == "success", log.error
    assert {s.id: s.scores["gtbench_scorer"].value for s in log.samples or []} == {  # type: ignore[index]
        "T1_001": CORRECT,
        "T1_002": INCORRECT,
    }
