r"""The k-coloring study's runs as an inspect-flow spec, with optional relabelled copies.

The study gave four standard models every problem of its five sets in all four frames,
and its two reasoning models the mid-range subset (``selection=lrm``) in the math and
friends frames, five repeats each, through the models' APIs at temperature 0 (o1-mini
accepts only 1; DeepSeek-R1 ran at 0.5). ``flow run`` runs all of it as one Inspect eval
set, skips what the log folder already holds (run the same command again to resume) and
writes the resolved spec (``flow.yaml``) beside the logs. Arguments (``-A name=value``,
lists comma-separated):

- ``models``: the standard models (default: the study's four);
- ``reasoning_models``: the reasoning models (default: the study's two);
- ``epochs``: repeats of each problem (default: 5);
- ``relabel``: seeds of relabelled copies to run beside the published problems, e.g.
  ``-A relabel=1,2`` (default: none); ``ramsey-inspect report`` then sets each model's
  published and relabelled accuracy side by side;
- ``log_dir``: where the logs go, from the current folder (default: logs/kcoloring).

Hosted models run with ``profile=none`` at the study's temperature, as the study sent
them; a ``vllm/`` model keeps its profile (``-T profile=auto``). ::

    flow run examples/flow/kcoloring.py -A relabel=1
    flow run examples/flow/kcoloring.py -A models=ramsey_inspect/exact \
        -A reasoning_models=ramsey_inspect/greedy --limit 3   # offline
"""

from pathlib import Path
from typing import Any

from inspect_ai.model import GenerateConfig
from inspect_flow import FlowModel, FlowSpec, FlowTask

from ramsey_inspect.flow_offline import quiet_offline_freeze

# Offline, flow's flow-requirements.txt step says so in one warning line, not a red error.
quiet_offline_freeze()

STANDARD_MODELS = (
    "anthropic/claude-3-5-sonnet-20241022",
    "openai/gpt-4o-2024-08-06",
    "google/gemini-1.5-pro",
    "fireworks/accounts/fireworks/models/llama-v3p1-405b-instruct",
)
REASONING_MODELS = (
    "openai/o1-mini-2024-09-12",
    "fireworks/accounts/fireworks/models/deepseek-r1",
)
STUDY_TEMPERATURE = {"o1-mini": 1.0, "deepseek-r1": 0.5}
"""The study's exceptions to temperature 0, by a part of the model name."""
LRM_SUBSET = {"selection": "lrm", "frame": "math,friends"}


def _names(value: Any) -> list[str]:
    """A list from ``-A`` text: ``a,b`` arrives as a list, a single value as itself."""
    if value is None:
        return []
    items = list(value) if isinstance(value, (list, tuple)) else str(value).split(",")
    return [str(i).strip() for i in items if str(i).strip()]


def _task(model: str, args: dict[str, Any], epochs: int) -> FlowTask:
    """One run; only a hosted model gets a generation config (the study's temperature).

    A config set through flow replaces the task's own, its profile's settings, so it is
    set only for models that run without a profile.
    """
    if model.startswith("vllm/"):
        return FlowTask(name="ramsey_inspect/kcoloring", args=args, model=model, epochs=epochs)
    temperature = next((t for k, t in STUDY_TEMPERATURE.items() if k in model.lower()), 0.0)
    return FlowTask(
        name="ramsey_inspect/kcoloring",
        args={**args, "profile": "none"},
        model=FlowModel(name=model, config=GenerateConfig(temperature=temperature)),
        epochs=epochs,
    )


# flow calls the last function of the file with the -A arguments.
def kcoloring_grid(
    models: Any = STANDARD_MODELS,
    reasoning_models: Any = REASONING_MODELS,
    epochs: int = 5,
    relabel: Any = None,
    log_dir: str = "logs/kcoloring",
) -> FlowSpec:
    """Every set and frame for the standard models, the study's subset for the others."""
    labellings: list[dict[str, Any]] = [{}, *({"relabel": int(s)} for s in _names(relabel))]
    runs = [(m, {}) for m in _names(models)]
    runs += [(m, LRM_SUBSET) for m in _names(reasoning_models)]
    return FlowSpec(
        log_dir=str(Path(log_dir).resolve()),
        tasks=[
            _task(model, {**subset, **labelling}, int(epochs))
            for model, subset in runs
            for labelling in labellings
        ],
    )
