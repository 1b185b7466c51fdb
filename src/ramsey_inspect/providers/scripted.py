"""Replies read from a script file: a model for demos and CLI tests of any task.

``--model ramsey_inspect/scripted -M script=replies.json``, where the file holds::

    {"rules": [{"sample_id": "4v2c-math-1", "turns": ["a reply"]},
               {"sample_id": ["T1_001", "T1_002"], "turns": ["another reply"]},
               {"match": "text in the first user message",
                "turns": ["a reply", {"tool": "good_colorings", "arguments": {...}}, "..."]}],
     "default": "reply when no rule matches"}

A rule names the samples it answers (``sample_id``: one id or a list) or text their first
user message holds (``match``), never both. A rule naming the running sample's id wins;
otherwise the first rule whose text the first user message holds; otherwise ``default``.
The n-th model turn of a conversation gets the rule's n-th entry (the last one repeats); a
tool call entry is skipped when the turn offers no tools. Replies depend only on the
sample and the conversation, so runs are repeatable whatever order samples run in. The
format, with a worked example per task, is in ``docs/baselines.md`` (``DOCS``); every
error reading a script points there.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspect_ai.model import ChatMessage, ModelOutput
from inspect_ai.tool import ToolInfo

from ramsey_inspect.storable import storable
from ramsey_inspect.user_files import UserFileError, read_json

MAX_SCRIPT_BYTES = 16 << 20
"""Largest script file read."""
OPTION = "-M script"
DOCS = "docs/baselines.md#scripted-replies"
"""Where the script format is documented; every script error names it."""
SEE_DOCS = f"(the format is in {DOCS})"
_MAX_SHOWN = 60
"""Longest piece of a script quoted in an error."""


class ScriptError(UserFileError):
    """A script file that cannot be read or has a malformed rule; one line naming the docs."""


@dataclass(frozen=True)
class Rule:
    """One rule: the sample ids it answers, or the text it looks for, and its turns."""

    turns: list[Any]
    match: str | None = None
    sample_ids: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Script:
    """Rules read from a script file."""

    rules: list[Rule]
    default: str

    @classmethod
    def load(cls, path: str | Path) -> Script:
        """Read and check a script file; errors name the option, the file and the fault.

        Only a regular file of at most ``MAX_SCRIPT_BYTES`` is read (see ``user_files``).

        Raises:
            ScriptError: one line naming the file, the fault and ``DOCS``.
        """
        try:
            data = read_json(path, OPTION, MAX_SCRIPT_BYTES)
        except UserFileError as err:
            raise ScriptError(f"{err} {SEE_DOCS}") from None
        where = f"{OPTION}: {path}"
        if not isinstance(data, dict) or not isinstance(data.get("rules", []), list):
            raise ScriptError(f"{where}: expected an object with a 'rules' list {SEE_DOCS}")
        rules: list[Rule] = []
        named: dict[str, int] = {}
        for i, entry in enumerate(data.get("rules", [])):
            rule = _rule(entry, f"{where}: rule {i}")
            for sample_id in sorted(rule.sample_ids):
                if sample_id in named:
                    raise ScriptError(
                        f"{where}: rule {i} names sample {sample_id!r}, which rule "
                        f"{named[sample_id]} names already {SEE_DOCS}"
                    )
                named[sample_id] = i
            rules.append(rule)
        return cls(rules, str(data.get("default", "")))

    def turns_for(self, sample_id: int | str | None, first_user: str) -> list[Any]:
        """The turns of the rule that answers this sample, or ``[default]``."""
        if sample_id is not None:
            key = str(sample_id)
            for rule in self.rules:
                if key in rule.sample_ids:
                    return rule.turns
        for rule in self.rules:
            if rule.match is not None and rule.match in first_user:
                return rule.turns
        return [self.default]

    def reply(
        self,
        model: str,
        messages: list[ChatMessage],
        tools: list[ToolInfo],
        sample_id: int | str | None = None,
    ) -> ModelOutput:
        """The scripted output for this conversation turn of sample ``sample_id``."""
        first_user = next((m.text for m in messages if m.role == "user"), "")
        turn = sum(1 for m in messages if m.role == "assistant")
        turns = self.turns_for(sample_id, first_user)
        for entry in turns[min(turn, len(turns) - 1) :] or turns[-1:]:
            if isinstance(entry, dict):
                if tools:
                    return ModelOutput.for_tool_call(
                        model, entry["tool"], entry.get("arguments", {})
                    )
                continue
            return ModelOutput.from_content(model, storable(str(entry)))
        return ModelOutput.from_content(model, storable(self.default))


def _rule(entry: Any, where: str) -> Rule:
    """One rule of the script, checked; ``where`` names the file and the rule's index."""
    needs = (
        "needs 'match' (text) or 'sample_id' (a sample id or a list of them), "
        "and 'turns' (a non-empty list)"
    )
    if not isinstance(entry, dict):
        raise ScriptError(f"{where} {needs}, not {_shown(entry)} {SEE_DOCS}")
    has_match, has_ids = "match" in entry, "sample_id" in entry
    if has_match and has_ids:
        raise ScriptError(
            f"{where} has both 'match' and 'sample_id'; give one (a rule naming the "
            f"sample's id wins over text rules anyway) {SEE_DOCS}"
        )
    turns = entry.get("turns")
    if (
        not (has_match or has_ids)
        or (has_match and not isinstance(entry["match"], str))
        or not isinstance(turns, list)
        or not turns
    ):
        raise ScriptError(f"{where} {needs} {SEE_DOCS}")
    for turn in turns:
        if isinstance(turn, dict) and not (
            isinstance(turn.get("tool"), str) and isinstance(turn.get("arguments", {}), dict)
        ):
            raise ScriptError(
                f"{where} has a tool entry without 'tool' (name) or with 'arguments' that "
                f"are not an object {SEE_DOCS}"
            )
    if has_match:
        return Rule(list(turns), match=entry["match"])
    return Rule(list(turns), sample_ids=_sample_ids(entry["sample_id"], where))


def _sample_ids(value: Any, where: str) -> frozenset[str]:
    """The ids a rule's ``sample_id`` names: one id, or a non-empty list of them."""
    listed = value if isinstance(value, list) else [value]
    ids: list[str] = []
    for item in listed:
        if isinstance(item, bool) or not isinstance(item, (str, int)) or str(item).strip() == "":
            break
        ids.append(str(item))
    else:
        if ids:
            return frozenset(ids)
    raise ScriptError(
        f"{where}: 'sample_id' must be a sample id (text or a whole number, e.g. "
        f'"4v2c-math-1") or a non-empty list of them, not {_shown(value)} {SEE_DOCS}'
    )


def _shown(value: Any) -> str:
    """A piece of a script as an error quotes it: on one line, at most ``_MAX_SHOWN`` long."""
    text = repr(value)  # one line: repr escapes line breaks
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."
