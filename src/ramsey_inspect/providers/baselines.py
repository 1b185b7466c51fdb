"""Offline baseline models: they read the problem from the prompt and answer it by algorithm.

``ramsey_inspect/greedy`` makes one run of the study's randomized greedy process and says
'Impossible' when it fails, so its accuracy on a colorable problem estimates that problem's
greedy score. ``ramsey_inspect/exact`` colors with a SAT solver: it is always right.
``ramsey_inspect/scripted`` replays replies from a file, for demos and CLI tests.
They need no GPU, key or network, and report token counts so Inspect never tokenizes.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.tool import ToolChoice, ToolInfo

from ramsey_inspect.core.coloring import find_coloring
from ramsey_inspect.core.greedy import greedy_run
from ramsey_inspect.prompts.kcoloring import format_answer, read_prompt
from ramsey_inspect.providers.scripted import Script

BASELINES = ("greedy", "exact", "scripted")


class BaselineAPI(ModelAPI):
    """A model whose answers come from the package's own algorithms.

    ``--seed`` (or ``-M seed=``) makes the greedy model repeatable, like a seeded API
    model: the same seed and prompt always give the same answer. Without a seed every
    answer is a fresh random run, so epochs then repeat the process independently.
    """

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 (Inspect's own signature)
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        if model_name not in BASELINES:
            raise ValueError(
                f"unknown baseline model 'ramsey_inspect/{model_name}': "
                f"use one of {', '.join('ramsey_inspect/' + b for b in BASELINES)}"
            )
        seed = model_args.get("seed")
        self._seed = None if seed is None else int(seed)
        self._script: Script | None = None
        if model_name == "scripted":
            if "script" not in model_args:
                raise ValueError("ramsey_inspect/scripted needs -M script=<file.json>")
            self._script = Script.load(str(model_args["script"]))

    def max_connections(self) -> int:
        return 32

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
        name = f"ramsey_inspect/{self.model_name}"
        if self._script is not None:
            output = self._script.reply(name, input, tools)
        else:
            text = self._answer(prompt, config.seed if config.seed is not None else self._seed)
            output = ModelOutput.from_content(name, text)
        words_in = sum(len(m.text.split()) for m in input)
        words_out = len(output.completion.split())
        output.usage = ModelUsage(
            input_tokens=words_in, output_tokens=words_out, total_tokens=words_in + words_out
        )
        return output

    def _answer(self, prompt: str, seed: int | None) -> str:
        problem = read_prompt(prompt)
        if problem is None:
            return "I cannot find a k-coloring problem in this prompt, so I cannot answer it."
        if self.model_name == "exact":
            coloring = find_coloring(problem.n, problem.edges, problem.k)
            lead = "A SAT solver settled this problem."
        else:
            coloring = greedy_run(problem.n, problem.edges, problem.k, self._rng(prompt, seed))
            lead = "One greedy pass, coloring each vertex with the first free color."
        return lead + "\n\n" + format_answer(problem.frame, coloring)

    def _rng(self, prompt: str, seed: int | None) -> random.Random:
        if seed is None:
            return random.Random()
        digest = hashlib.sha256(f"{seed}\n{prompt}".encode()).digest()
        return random.Random(int.from_bytes(digest[:8], "big"))
