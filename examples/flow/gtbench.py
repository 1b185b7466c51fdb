r"""GTBench's runs as an inspect-flow spec: five models x two promptings x three epochs.

The paper asked five models every problem with zero-shot and chain-of-thought prompts,
three times each through the models' APIs at temperature 0, with GPT-4o as the judge.
``flow run`` runs the whole matrix as one Inspect eval set, skips what the log folder
already holds (run the same command again to resume) and writes the resolved spec
(``flow.yaml``) beside the logs. Arguments (``-A name=value``, lists comma-separated):

- ``models``: Inspect model names (default: the paper's five; its Table 3 gives the exact
  model strings it used);
- ``promptings``: ``zero_shot``, ``cot`` or both (default: both);
- ``epochs``: runs of each problem (default: 3);
- ``grader``: the judge, Inspect's ``grader`` role (default: openai/gpt-4o), with
  ``grader_args`` as its model arguments (``-A 'grader_args={script: FILE}'``);
- ``log_dir``: where the logs go, from the current folder (default: logs/gtbench).

Hosted models run with ``profile=none`` at temperature 0; a ``vllm/`` model keeps its
profile (``-T profile=auto``). ::

    flow run examples/flow/gtbench.py
    flow run examples/flow/gtbench.py -A models=ramsey_inspect/exact \
        -A grader=ramsey_inspect/scripted \
        -A 'grader_args={script: examples/gtbench_grader.json}' --limit 3   # offline
"""

from pathlib import Path
from typing import Any

from inspect_ai.model import GenerateConfig
from inspect_flow import FlowModel, FlowSpec, FlowTask

from ramsey_inspect.flow_offline import quiet_offline_freeze

# Offline, flow's flow-requirements.txt step says so in one warning line, not a red error.
quiet_offline_freeze()

PAPER_MODELS = (
    "openai/gpt-5",
    "anthropic/claude-sonnet-4-6",
    "google/gemini-2.5-flash-lite",
    "together/meta-llama/Llama-3.3-70B-Instruct-Turbo",
    "mistral/mistral-large-latest",
)
PROMPTINGS = ("zero_shot", "cot")
PAPER_GRADER = "openai/gpt-4o"


def _names(value: Any) -> list[str]:
    """A list from ``-A`` text: ``a,b`` arrives as a list, a single value as itself."""
    items = list(value) if isinstance(value, (list, tuple)) else str(value).split(",")
    return [str(i).strip() for i in items if str(i).strip()]


def _task(model: str, args: dict[str, Any], judge: FlowModel, epochs: int) -> FlowTask:
    """One run; only a hosted model gets a generation config (temperature 0).

    A config set through flow replaces the task's own, its profile's settings, so it is
    set only for models that run without a profile.
    """
    hosted = not model.startswith("vllm/")
    return FlowTask(
        name="ramsey_inspect/gtbench",
        args={**args, "profile": "none"} if hosted else args,
        model=FlowModel(name=model, config=GenerateConfig(temperature=0.0)) if hosted else model,
        model_roles={"grader": judge},
        epochs=epochs,
    )


# flow calls the last function of the file with the -A arguments.
def gtbench_grid(
    models: Any = PAPER_MODELS,
    promptings: Any = PROMPTINGS,
    epochs: int = 3,
    grader: str = PAPER_GRADER,
    grader_args: dict[str, Any] | None = None,
    log_dir: str = "logs/gtbench",
) -> FlowSpec:
    """The grid for the models and promptings given, each judged by ``grader``."""
    judge = FlowModel(name=grader, model_args=grader_args or {})
    # flow binds the grader role after it builds the task, so the task's start-up check of
    # the grader would test the default one: it is skipped when another grader is named.
    check = {} if grader == PAPER_GRADER and not grader_args else {"judge_check": False}
    return FlowSpec(
        log_dir=str(Path(log_dir).resolve()),
        tasks=[
            _task(model, {"prompting": p, **check}, judge, int(epochs))
            for model in _names(models)
            for p in _names(promptings)
        ],
    )
