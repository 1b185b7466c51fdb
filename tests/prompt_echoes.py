"""The shipped gadgets and GTBench prompts, and replies that only echo them.

Small and base models often answer by repeating their prompt: whole, cut short, twice,
with words missing, as the format example alone, or inside a few words of their own. Each
echo here is one of those; none states an answer, so a scorer must find none in it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ramsey_inspect.core.gadgets import Gadget, format_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.datasets.gtbench_generated import generate_problems
from ramsey_inspect.prompts.gadgets import system_prompt
from ramsey_inspect.prompts.gtbench import answer_prompt

GADGET_SETTINGS = (
    ("zero_shot", "native"),
    ("structural_hint", "native"),
    ("size_hint", "native"),
    ("example_hint", "native"),
    ("multiround", "native"),
    ("multiround", "text"),
)
"""Every prompt the gadgets task sends first: its settings, and both tool protocols."""
GTBENCH_PROMPTINGS = ("zero_shot", "cot")
DROP_SEEDS = (1, 2, 3)
BLOCK = re.compile(r"BEGIN GADGET\n.*?\nEND GADGET", re.DOTALL)
_CALL = re.compile(r"^CALL good_colorings\(.*\)$", re.MULTILINE)
_EXAMPLE_SENTENCE = re.compile(r"[^.\n]*\be\.g\.[^\n]*")


@dataclass(frozen=True)
class Prompt:
    """One sample's prompt as the model sees it: system message (or none) and user text."""

    task: str
    setting: str
    sample_id: str
    system: str
    user: str
    metadata: dict[str, object]
    target: str = ""

    @property
    def label(self) -> str:
        return f"{self.task}-{self.setting}-{self.sample_id}"


@cache
def gadget_prompts(setting: str, tool_protocol: str = "native") -> tuple[Prompt, ...]:
    """Every sample of one gadgets setting, with the system message its solver adds."""
    from ramsey_inspect.tasks.gadgets import gadgets

    task = gadgets(setting=setting, tool_protocol=tool_protocol)
    out = []
    for sample in task.dataset:
        meta = dict(sample.metadata or {})
        system = system_prompt(
            parse_graph(str(meta["f"])), parse_graph(str(meta["h"])), str(meta["gadget_type"])
        )
        name = setting if tool_protocol == "native" else f"{setting}_{tool_protocol}"
        out.append(Prompt("gadgets", name, str(sample.id), system, str(sample.input), meta))
    return tuple(out)


@cache
def gtbench_prompts(prompting: str, variant: str = "paper") -> tuple[Prompt, ...]:
    """Every GTBench problem under one prompting (the shipped 63, or 20 generated ones)."""
    problems = load_problems() if variant == "paper" else generate_problems(0, 20)
    out = []
    for p in problems:
        exact = p["evaluation_type"] == "exact_match"
        meta = {
            "question": p["question"],
            "ground_truth": p["ground_truth"],
            "evaluation_type": p["evaluation_type"],
            "group": int(p["tier"]),
        }
        user = answer_prompt(p["question"], prompting, exact)
        out.append(
            Prompt("gtbench", f"{variant}_{prompting}", p["id"], "", user, meta, p["ground_truth"])
        )
    return tuple(out)


def echoes(prompt: Prompt) -> Iterator[tuple[str, str]]:
    """Replies that only repeat the prompt: ``(kind, reply)``, for both ways of reading it.

    ``full`` is the system message then the user text, as a base model continuing its
    chat template repeats them; ``user`` is the user text alone.
    """
    texts = {"user": prompt.user}
    if prompt.system:
        texts["full"] = f"{prompt.system}\n\n{prompt.user}"
    for source, text in texts.items():
        # Seeded with the 1.x id form (K1,3) so the drawn echoes stay those checked before
        # ids changed; other draws can find echoes the reader takes for a malformed block.
        seed = prompt.label.replace("K1_3", "K1,3")
        for kind, reply in _corruptions(text, f"{seed}-{source}"):
            yield f"{source}:{kind}", reply
    for kind, reply in _examples(prompt.system + "\n\n" + prompt.user):
        yield kind, reply


def _corruptions(text: str, seed: str) -> Iterator[tuple[str, str]]:
    yield "whole", text
    for part in (3, 2):
        yield f"first_1/{part}", text[: len(text) // part]
    yield "first_2/3", text[: 2 * len(text) // 3]
    yield "last_1/2", text[len(text) // 2 :]
    yield "twice", f"{text}\n\n{text}"
    yield "one_line", " ".join(text.split())
    for s in DROP_SEEDS:
        yield f"dropped_{s}", drop_words(text, random.Random(f"{seed}-{s}"))
    yield "wrapped", f"Sure! Here is the problem again:\n\n{text}\n\nLet me know if you need more."
    yield "quoted", "\n".join(f"> {line}" for line in text.split("\n"))


def _examples(text: str) -> Iterator[tuple[str, str]]:
    """The prompt's format examples alone: answer blocks, the CALL line, 'e.g.' sentences."""
    for i, block in enumerate(BLOCK.findall(text)):
        yield f"block_{i}", block
        yield f"block_{i}_one_line", " ".join(block.split())
        yield f"block_{i}_twice", f"{block}\n\n{block}"
        yield f"block_{i}_fenced", f"```\n{block}\n```"
        yield f"block_{i}_cut", block[: len(block) * 2 // 3]
    for i, call in enumerate(_CALL.findall(text)):
        yield f"call_{i}", call
    for i, sentence in enumerate(_EXAMPLE_SENTENCE.findall(text)):
        yield f"example_sentence_{i}", sentence.strip()
    final = text.rfind("End your reply with")
    if final >= 0:
        yield "final_line", text[final:].strip()


def drop_words(text: str, rng: random.Random, share: float = 0.15) -> str:
    """The text with about ``share`` of its space-separated words left out."""
    return " ".join(w for w in text.split(" ") if rng.random() >= share)


def real_answer(prompt: Prompt) -> Gadget:
    """The problem's shipped minimal gadget, as a model's own answer to this prompt.

    Where the prompt's worked example is that very gadget (two example_hint problems),
    its labels are reversed, since the example itself is not the model's answer.
    """
    kind = str(prompt.metadata["gadget_type"])
    gadget = _solutions()[prompt.sample_id]
    assert gadget is not None, prompt.sample_id
    if format_gadget(kind, gadget) in prompt.user:
        last = gadget.n - 1
        gadget = Gadget(
            gadget.n,
            tuple(sorted((last - b, last - a) for a, b in gadget.edges)),
            {
                k: (last - v[1], last - v[0]) if isinstance(v, tuple) else last - v
                for k, v in gadget.designated.items()
            },
        )
    return gadget


def answer_after(echo: str, prompt: Prompt) -> str:
    """An echo, then a real answer block of the model's own."""
    kind = str(prompt.metadata["gadget_type"])
    return f"{echo}\n\nMy answer:\n\n{format_gadget(kind, real_answer(prompt))}"


@cache
def _solutions() -> dict[str, Gadget | None]:
    from ramsey_inspect.datasets.gadget_solutions import load_solutions

    return {k: v.gadget for k, v in load_solutions().items()}
