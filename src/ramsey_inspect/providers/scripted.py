"""Replies read from a script file: a model for demos and CLI tests of any task.

``--model ramsey_inspect/scripted -M script=replies.json``, where the file holds::

    {"rules": [{"match": "text in the first user message",
                "turns": ["a reply", {"tool": "good_colorings", "arguments": {...}}, "..."]}],
     "default": "reply when no rule matches"}

The n-th model turn of a conversation gets the rule's n-th entry (the last one repeats); a
tool call entry is skipped when the turn offers no tools. Replies depend only on the
conversation, so runs are repeatable whatever order samples run in.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspect_ai.model import ChatMessage, ModelOutput
from inspect_ai.tool import ToolInfo

from ramsey_inspect.storable import storable
from ramsey_inspect.user_files import read_json

MAX_SCRIPT_BYTES = 16 << 20
"""Largest script file read."""
OPTION = "-M script"


@dataclass(frozen=True)
class Script:
    """Rules read from a script file."""

    rules: list[tuple[str, list[Any]]]
    default: str

    @classmethod
    def load(cls, path: str | Path) -> Script:
        """Read and check a script file; errors name the option, the file and the fault.

        Only a regular file of at most ``MAX_SCRIPT_BYTES`` is read (see ``user_files``).
        """
        data = read_json(path, OPTION, MAX_SCRIPT_BYTES)
        if not isinstance(data, dict) or not isinstance(data.get("rules", []), list):
            raise ValueError(f"{OPTION}: {path}: expected an object with a 'rules' list")
        rules = []
        for i, rule in enumerate(data.get("rules", [])):
            if (
                not isinstance(rule, dict)
                or not isinstance(rule.get("match"), str)
                or not isinstance(rule.get("turns"), list)
                or not rule["turns"]
            ):
                raise ValueError(
                    f"{OPTION}: {path}: rule {i} needs 'match' (text) and 'turns' (list)"
                )
            for entry in rule["turns"]:
                if isinstance(entry, dict) and not (
                    isinstance(entry.get("tool"), str)
                    and isinstance(entry.get("arguments", {}), dict)
                ):
                    raise ValueError(
                        f"{OPTION}: {path}: rule {i} has a tool entry without 'tool' (name) "
                        "or with 'arguments' that are not an object"
                    )
            rules.append((rule["match"], list(rule["turns"])))
        return cls(rules, str(data.get("default", "")))

    def reply(self, model: str, messages: list[ChatMessage], tools: list[ToolInfo]) -> ModelOutput:
        """The scripted output for this conversation turn."""
        first_user = next((m.text for m in messages if m.role == "user"), "")
        turn = sum(1 for m in messages if m.role == "assistant")
        turns = next((t for match, t in self.rules if match in first_user), [self.default])
        for entry in turns[min(turn, len(turns) - 1) :] or turns[-1:]:
            if isinstance(entry, dict):
                if tools:
                    return ModelOutput.for_tool_call(
                        model, entry["tool"], entry.get("arguments", {})
                    )
                continue
            return ModelOutput.from_content(model, storable(str(entry)))
        return ModelOutput.from_content(model, storable(self.default))
