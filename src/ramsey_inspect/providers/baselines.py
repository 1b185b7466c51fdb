"""Offline baseline models: they read the problem from the prompt and answer it by algorithm.

``ramsey_inspect/greedy`` makes one run of the study's randomized greedy process and says
'Impossible' when it fails, so its accuracy on a colorable problem estimates that problem's
greedy score. ``ramsey_inspect/exact`` colors with a SAT solver: it is always right. It
also answers gadget problems with the smallest gadget, from the shipped solutions or, for
other pairs, a CEGAR SAT search within a fixed budget of solver work per problem, so that
its answer (and score) is the same on every machine, and GTBench questions with the
dataset's reference answer (the shipped problems, or the file given as ``-M dataset=``).
``ramsey_inspect/scripted`` replays replies from a file, for demos and CLI tests, and
``ramsey_inspect/replay`` (or ``ramsey_inspect/replay/<label>``) answers k-coloring samples
with a study's recorded responses (see ``providers/replay.py``). For Ramsey cells, ``exact``
answers with a construction the package holds and ``ramsey_inspect/search`` with a seeded
tabu search (``-M seed=``, ``-M steps=``, ``-M work=``; see ``providers/ramsey_answers.py``).
They need no GPU, key or network, and report token counts so Inspect never tokenizes.
"""

from __future__ import annotations

import difflib
import hashlib
import random
from collections.abc import Iterable
from typing import Any

from anyio import to_thread
from inspect_ai.model import (
    ChatMessage,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.tool import ToolChoice, ToolInfo

from ramsey_inspect._inspect_compat import PrerequisiteError, active_model
from ramsey_inspect.core.coloring import find_coloring
from ramsey_inspect.core.gadgets import Gadget, format_gadget, gadget_type_name
from ramsey_inspect.core.greedy import greedy_run
from ramsey_inspect.datasets.gadget_solutions import (
    MAX_N,
    ON_DEMAND_BUDGET,
    ON_DEMAND_SECONDS,
    solution_for,
)
from ramsey_inspect.datasets.gadgets import GadgetProblem
from ramsey_inspect.prompts.kcoloring import format_answer
from ramsey_inspect.prompts.ramsey_bounds import cell_from_prompt
from ramsey_inspect.providers._gadgets_prompt import read_gadget_prompt
from ramsey_inspect.providers._kcoloring_prompt import read_prompt
from ramsey_inspect.providers.gtbench_answers import ReferenceAnswers
from ramsey_inspect.providers.replay import Replay, current_sample, running_sample
from ramsey_inspect.providers.scripted import SEE_DOCS, Script

BASELINES = ("greedy", "exact", "scripted", "replay", "search")
MODEL_ARGS: dict[str, tuple[str, ...]] = {
    "greedy": ("seed",),
    "search": ("seed", "steps", "work"),
    "exact": ("dataset", "search_seconds"),
    "scripted": ("script",),
    "replay": ("responses", "reasoning"),
}
"""The ``-M`` arguments each baseline reads; any other stops the run (a typo never runs
silently with the default, as ``-M seeed=3`` would run unseeded)."""
# What exact says to a problem it does not know. GTBench's generated problems are the usual
# case: their answers are in no shipped file, so the reply says how to give it theirs.
GENERATED_HINT = (
    "I cannot find a k-coloring, gadget or GTBench problem I know in this prompt, so I cannot"
    " answer it. For GTBench's generated problems, write them with `ramsey-inspect gtbench"
    " generate --seed S --count N --out FILE` (the run's seed and count) and pass"
    " -M dataset=FILE."
)


class ModelArgError(PrerequisiteError, ValueError):
    """A model name or ``-M`` value a baseline cannot use; the message names it.

    Inspect's command line prints this kind of error (its ``PrerequisiteError``) as its
    message alone and exits with status 1, as it does the tasks' ``-T`` errors; from
    Python it is a ``ValueError``.
    """

    def __init__(self, message: str) -> None:
        PrerequisiteError.__init__(self, message)
        ValueError.__init__(self, message)


class SearchTimeLimit(RuntimeError):
    """The exact model's gadget search hit its wall-clock safety net before its budget.

    Raised rather than answered: where the clock stops a search depends on the machine,
    so Inspect records the sample's error and leaves it unscored.
    """


class BaselineAPI(ModelAPI):
    """A model whose answers come from the package's own algorithms.

    ``--seed`` (or ``-M seed=``) makes the greedy model repeatable, like a seeded API
    model: the same seed and prompt always give the same answer. Without a seed every
    answer is a fresh random run, so epochs then repeat the process independently.
    ``-M search_seconds=`` is the wall-clock safety net of the exact model's search for a
    gadget no shipped solution covers (the search itself stops at ``ON_DEMAND_BUDGET``);
    should it fire, the sample errors rather than get an answer another machine would not
    give. ``-M dataset=`` names the GTBench file whose reference answers it gives
    (default: the shipped problems).
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
        try:
            self._setup(model_name, model_args)
        except ModelArgError:
            raise
        except ValueError as err:  # every message names the model or the -M option
            raise ModelArgError(str(err)) from None

    def _setup(self, model_name: str, model_args: dict[str, Any]) -> None:
        # A replay may carry a label naming whose responses it replays: replay/<label>.
        if model_name not in BASELINES and not model_name.startswith("replay/"):
            close = difflib.get_close_matches(model_name, BASELINES, n=1)
            guess = f" (did you mean ramsey_inspect/{close[0]}?)" if close else ""
            raise ValueError(
                f"unknown baseline model 'ramsey_inspect/{model_name}'{guess}: "
                f"use one of {', '.join('ramsey_inspect/' + b for b in BASELINES)}"
            )
        _check_arg_names(model_name, model_args)
        self._seed = _seed(model_args.get("seed"))
        self._steps = _steps(model_args.get("steps", DEFAULT_STEPS), "steps")
        self._work = _steps(model_args.get("work", DEFAULT_WORK), "work")
        self._search_seconds = _positive_seconds(
            model_args.get("search_seconds", ON_DEMAND_SECONDS)
        )
        self._gadget_replies: dict[tuple[str, str, str], str] = {}
        self._script: Script | None = None
        self._replay: Replay | None = None
        self._references: ReferenceAnswers | None = None
        self._unready: ModelArgError | None = None
        if model_name == "scripted":
            script = model_args.get("script")
            if script is None or str(script).strip() == "":
                raise ValueError(f"ramsey_inspect/scripted needs -M script=<file.json> {SEE_DOCS}")
        try:
            self._load_files(model_name, model_args)
        except ValueError as err:
            # Kept until a reply is asked for: `inspect score LOG` builds the logged model
            # but never calls it, so a moved script or responses folder must not stop it.
            # A task's require_model() raises this at once for `inspect eval`.
            self._unready = ModelArgError(str(err))

    def _load_files(self, model_name: str, model_args: dict[str, Any]) -> None:
        """Read the files a model replies from (script, responses, dataset)."""
        if model_name == "scripted":
            self._script = Script.load(str(model_args["script"]))
        if model_name.startswith("replay"):
            self._replay = Replay.from_args(model_args)
        if model_name == "exact":
            dataset = model_args.get("dataset")  # YAML may make it a number, list or mapping
            self._references = ReferenceAnswers.load(None if dataset is None else str(dataset))

    def check_ready(self) -> None:
        """Raise the error of a file this model replies from (None read yet raises nothing).

        Raises:
            ModelArgError: the script, responses folder or dataset could not be read.
        """
        if self._unready is not None:
            raise self._unready

    def max_connections(self) -> int:
        return 32

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        self.check_ready()
        prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
        name = f"ramsey_inspect/{self.model_name}"
        reference = self._references.reply(_all_text(input)) if self._references else None
        gadget = _gadget_problem(input) if self.model_name == "exact" and not reference else None
        cell = (
            cell_from_prompt(_all_text(input))
            if self.model_name in ("exact", "search") and not reference
            else None
        )
        if self._replay is not None:
            # The sample is read here, in the sample's context; the file in a worker thread.
            key = current_sample()
            output = await to_thread.run_sync(self._replay.reply, name, key)
        elif self._script is not None:
            running = running_sample()  # a rule may name the sample it answers
            sample_id = None if running is None else running[0]
            output = self._script.reply(name, input, tools, sample_id)
        elif reference is not None:
            output = ModelOutput.from_content(name, reference)
        elif cell is not None:
            text = await to_thread.run_sync(self._cell_answer, *cell, config.seed)
            output = ModelOutput.from_content(name, text)
        elif self.model_name == "search":
            output = ModelOutput.from_content(
                name, "I answer Ramsey cells only, and this prompt poses none."
            )
        elif gadget is not None:
            # The search is CPU-bound and may take many seconds: keep the event loop free.
            text = await to_thread.run_sync(self._gadget_answer, gadget, _all_text(input))
            output = ModelOutput.from_content(name, text)
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
            if self.model_name != "exact":
                return "I cannot find a k-coloring problem in this prompt, so I cannot answer it."
            return GENERATED_HINT
        if self.model_name == "exact":
            coloring = find_coloring(problem.n, problem.edges, problem.k)
            lead = "A SAT solver settled this problem."
        else:
            coloring = greedy_run(problem.n, problem.edges, problem.k, self._rng(prompt, seed))
            lead = "One greedy pass, coloring each vertex with the first free color."
        return lead + "\n\n" + format_answer(problem.frame, coloring)

    def _gadget_answer(self, problem: GadgetProblem, shown: str) -> str:
        """The smallest gadget as an answer block, or a sentence (no block) when none is found.

        Replies are kept per problem, so a second turn or epoch repeats the first answer.
        Where the prompt's worked example is that very block, the answer relabels it: the
        example repeated back is not an answer.
        """
        key = (problem.f.name, problem.h.name, problem.gadget_type)
        if key not in self._gadget_replies:
            self._gadget_replies[key] = _gadget_reply(problem, self._search_seconds)
        reply = self._gadget_replies[key]
        lead, _, block = reply.partition("\n\n")
        if block and block in shown:
            solution = solution_for(
                problem, time_limit=self._search_seconds, budget=ON_DEMAND_BUDGET
            ).gadget
            assert solution is not None  # the block came from it
            return lead + "\n\n" + format_gadget(problem.gadget_type, _reversed(solution))
        return reply

    def _cell_answer(self, cell_id: str, sizes: tuple[int, ...], n: int, seed: int | None) -> str:
        """A Ramsey cell's answer: the exact model's held construction, or the search's."""
        # Loaded on the first cell: the other tasks' runs never load the Ramsey modules.
        from ramsey_inspect.providers.ramsey_answers import exact_reply, search_reply

        if self.model_name == "exact":
            return exact_reply(cell_id)
        chosen = seed if seed is not None else self._seed
        return search_reply(
            sizes, n, DEFAULT_SEED if chosen is None else chosen, self._steps, self._work
        )

    def _rng(self, prompt: str, seed: int | None) -> random.Random:
        if seed is None:
            return random.Random()
        digest = hashlib.sha256(f"{seed}\n{prompt}".encode()).digest()
        return random.Random(int.from_bytes(digest[:8], "big"))


def _all_text(input: list[ChatMessage]) -> str:
    """The conversation's system and user text, wherever a profile put the question."""
    return "\n\n".join(m.text for m in input if m.role in ("system", "user"))


def _gadget_problem(input: list[ChatMessage]) -> GadgetProblem | None:
    """The gadget problem the conversation poses, read from its first user turn.

    Later user turns are nudges of the multiround setting; the statement sits in the first
    one (with the definitions in front of it when a profile merges the system message).
    The system messages are read only when the user turn holds no statement.
    """
    first_user = next((m.text for m in input if m.role == "user"), "")
    system = [m.text for m in input if m.role == "system"]
    found = read_gadget_prompt("\n\n".join([first_user, *system]))
    return None if found is None else GadgetProblem(found.f, found.h, found.gadget_type)


def _gadget_reply(problem: GadgetProblem, seconds: float) -> str:
    name = f"({problem.f.name},{problem.h.name})-{gadget_type_name(problem.gadget_type)}"
    try:
        solution = solution_for(problem, time_limit=seconds, budget=ON_DEMAND_BUDGET)
    except ValueError as err:  # e.g. a clause gadget asked for a non-star F
        return f"I cannot search for a {name}: {err}."
    if solution.timed_out:
        raise SearchTimeLimit(
            f"ramsey_inspect/exact: the search for a {name} reached its {seconds:g} s "
            f"safety limit before its budget ({ON_DEMAND_BUDGET}) ran out ({solution.note}); "
            "this machine is too slow or too busy for an answer every machine would give "
            "(raise -M search_seconds)"
        )
    if solution.gadget is None:
        return (
            f"A CEGAR SAT search on up to {MAX_N} vertices, within a budget of "
            f"{ON_DEMAND_BUDGET}, found no {name} ({solution.note}), so I give no answer."
        )
    n = solution.min_vertices
    if solution.proven:
        lead = f"A CEGAR SAT search found the smallest {name}: {n} vertices, minimality proven."
    else:
        lead = (
            f"A CEGAR SAT search found a {name} on {n} vertices, minimality not proven "
            f"({solution.note})."
        )
    return lead + "\n\n" + format_gadget(problem.gadget_type, solution.gadget)


def _reversed(gadget: Gadget) -> Gadget:
    """The same gadget with vertex v renamed n - 1 - v."""
    last = gadget.n - 1
    return Gadget(
        gadget.n,
        tuple(sorted((last - b, last - a) for a, b in gadget.edges)),
        {
            k: (last - v[1], last - v[0]) if isinstance(v, tuple) else last - v
            for k, v in gadget.designated.items()
        },
    )


def refuse_replay(task: str) -> None:
    """Stop a task with no k-coloring samples when the running model is a replay.

    Every sample would be an error, found at the first one: a traceback and exit status 0.
    """
    model = active_model()
    if (
        model is not None
        and isinstance(model.api, BaselineAPI)
        and model.api.model_name.startswith("replay")
    ):
        raise ModelArgError(
            f"--model: {model} replays recorded k-coloring responses; "
            f"{task} has no k-coloring samples (use it with ramsey_inspect/kcoloring)"
        )


def refuse_unanswerable(samples: Iterable[tuple[str, str, str]], relabel: int | None) -> None:
    """Stop a k-coloring task a running replay model can answer none of, with one line.

    Called when the task is made (Inspect has made the model by then): found at the first
    sample, the same fault would be a traceback and exit status 0. ``samples`` holds each
    sample's (set, frame, problem id). Any other model, or none, is not checked.
    """
    model = active_model()
    api = None if model is None else model.api
    replay = api._replay if isinstance(api, BaselineAPI) else None
    if replay is None:
        return
    if relabel is not None:
        raise ModelArgError(
            f"-T relabel: ramsey_inspect/replay cannot answer relabelled samples (relabel="
            f"{relabel}): the recorded responses answer the published numbering; "
            "run without -T relabel"
        )
    why = replay.uncovered(samples)
    if why is not None:
        raise ModelArgError(why)


def _check_arg_names(model_name: str, model_args: dict[str, Any]) -> None:
    """Refuse a ``-M`` argument the model does not read, naming the ones it does."""
    base = model_name.split("/")[0]
    valid = MODEL_ARGS[base]
    unknown = [name for name in model_args if name not in valid]
    if not unknown:
        return
    name = unknown[0]
    close = difflib.get_close_matches(name, valid, n=1)
    guess = f" (did you mean -M {close[0]}?)" if close else ""
    takes = ", ".join(f"-M {v}" for v in valid)
    raise ValueError(
        f"-M {name}: ramsey_inspect/{base} has no such argument{guess}; it takes {takes}"
    )


def _seed(value: Any) -> int | None:
    if value is None:
        return None
    try:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise ValueError
        return int(value)
    except ValueError:
        raise ValueError(f"-M seed: must be a whole number, not {value!r}") from None


MAX_STEPS = 10**12
DEFAULT_STEPS = 20_000
"""Search steps per Ramsey cell when ``-M steps=`` is not given."""
DEFAULT_WORK = 20_000_000
"""Counted work units per Ramsey cell when ``-M work=`` is not given: a step costs far more
on large cells, so the work budget, not the steps, stops the search there."""
DEFAULT_SEED = 0
"""The search's seed when neither ``--seed`` nor ``-M seed=`` is given."""


def _steps(value: Any, name: str) -> int:
    try:
        if isinstance(value, bool) or not isinstance(value, (int, str, float)):
            raise ValueError
        steps = int(float(value)) if float(value).is_integer() else -1
    except ValueError:
        steps = -1
    if not 0 <= steps <= MAX_STEPS:
        raise ValueError(f"-M {name}: must be a whole number from 0 to {MAX_STEPS}, not {value!r}")
    return steps


def _positive_seconds(value: Any) -> float:
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = float("nan")
    if not seconds > 0:
        raise ValueError(f"-M search_seconds: {value!r} must be a number of seconds above 0")
    return seconds
