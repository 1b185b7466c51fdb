"""What a reply says, apart from the reasoning a model wrote into its text.

Served without a reasoning parser, reasoning models put their thinking in the answer text
(``<think>`` blocks, or gpt-oss channels written out). Every scorer reads only what is
left, so an answer abandoned while thinking never counts; one reader serves all three.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol

_THINK_TAG = re.compile(r"<(/?)(?:think|thinking|reasoning|thought)[ \t]{0,8}>", re.IGNORECASE)
_HARMONY_CHANNEL = "<|channel|>"
_HARMONY_FINAL = re.compile(r"<\|channel\|>\s{0,4}final\s{0,4}(?:<\|message\|>)?")


def split_thinking(text: str) -> tuple[str, str]:
    r"""Split a reply into what the model says and what it only thought.

    Text inside ``<think>`` (``thinking``, ``reasoning``, ``thought``) blocks is thinking.
    A closing tag with no opening one ends thinking that began in a prefilled ``<think>``,
    so everything before it is thinking; an opening tag never closed means the reply
    stopped while thinking. Of gpt-oss channels written out, only the final channel is said.

    >>> split_thinking("<think>maybe 0-1</think>The answer.")
    ('The answer.', '<think>maybe 0-1</think>')
    >>> split_thinking("forced prefix, still thinking</think>\nDone")
    ('\nDone', 'forced prefix, still thinking</think>')
    >>> split_thinking("Answer soon <think>0 Red")
    ('Answer soon ', '<think>0 Red')
    """
    harmony = ""
    if _HARMONY_CHANNEL in text:
        finals = list(_HARMONY_FINAL.finditer(text))
        if finals:
            cut = finals[-1].end()
            harmony, text = text[:cut], text[cut:]
        else:
            cut = text.index(_HARMONY_CHANNEL)
            harmony, text = text[cut:], text[:cut]
    said: list[tuple[int, int]] = []
    inside = False
    pos = 0
    for tag in _THINK_TAG.finditer(text):
        closing = tag[1] == "/"
        if not closing and not inside:
            said.append((pos, tag.start()))
            inside = True
        elif closing and inside:
            inside = False
        elif closing:
            said = []  # a prefilled <think>: everything so far was thinking
        pos = tag.end()
    if not inside:
        said.append((pos, len(text)))
    thought = [harmony]
    end = 0
    for start, stop in said:
        thought.append(text[end:start])
        end = stop
    thought.append(text[end:])
    return "".join(text[a:b] for a, b in said), "".join(thought)


def visible_text(text: str) -> str:
    r"""The reply without its thinking (see :func:`split_thinking`).

    >>> visible_text("<think>0 Red</think>\n0 Green")
    '\n0 Green'
    """
    return split_thinking(text)[0]


class Message(Protocol):
    """A chat message as Inspect gives it: who wrote it, and its text."""

    @property
    def role(self) -> str: ...

    @property
    def text(self) -> str: ...


def prompt_texts(messages: Iterable[Message]) -> list[str]:
    """What the model was shown: every message but its own turns, in order.

    A reply that repeats these (see ``core.echoes``) says nothing of its own.
    """
    return [m.text for m in messages if m.role != "assistant" and m.text]
