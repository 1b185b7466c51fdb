r"""RamseyGadgets' grid as an inspect-flow spec: five models x five settings x five epochs.

The paper ran five open models on vLLM in every setting, five epochs each. This spec
declares that matrix; ``flow run`` runs it as one Inspect eval set, skips what the log
folder already holds (run the same command again to resume) and writes the resolved spec
(``flow.yaml``) beside the logs. Arguments (``-A name=value``, lists comma-separated):

- ``models``: Inspect model names (default: the paper's five, served by vLLM);
- ``settings``: the settings to run (default: all five);
- ``epochs``: runs of each problem (default: 5, as in the paper);
- ``device``: the GPUs of Inspect-managed vLLM servers (default: 0,1,2,3);
- ``log_dir``: where the logs go, from the current folder (default: logs/gadgets).

Each vLLM model is started with the serving flags of its profile (tool-call and reasoning
parsers, ``ramsey_inspect.profiles.vllm_server_args``); a model vLLM has no tool-call parser
for (DeepSeek-R1) runs the multiround setting with ``tool_protocol=text``.

An eval set runs up to ten tasks at once and Inspect keeps each vLLM server it starts
until the run ends, so on one node give one vLLM model per run; hosted models run
together::

    flow run examples/flow/gadgets.py -A models=vllm/openai/gpt-oss-120b \
        -A log_dir=logs/gadgets/gpt-oss-120b
    flow run examples/flow/gadgets.py -A models=ramsey_inspect/exact --limit 2   # offline
"""

from pathlib import Path
from typing import Any

from inspect_flow import FlowModel, FlowSpec, FlowTask, tasks_matrix

from ramsey_inspect.flow_offline import quiet_offline_freeze
from ramsey_inspect.profiles import find_profile, vllm_server_args

# Offline, flow's flow-requirements.txt step says so in one warning line, not a red error.
quiet_offline_freeze()

PAPER_MODELS = (
    "vllm/meta-llama/Llama-3.1-8B-Instruct",
    "vllm/google/gemma-4-31B-it",
    "vllm/openai/gpt-oss-120b",
    "vllm/Qwen/Qwen3-235B-A22B",
    "vllm/deepseek-ai/DeepSeek-R1",
)
SETTINGS = ("zero_shot", "structural_hint", "size_hint", "example_hint", "multiround")


def _names(value: Any) -> list[str]:
    """A list from ``-A`` text: ``a,b`` arrives as a list, a single name as text."""
    items = list(value) if isinstance(value, (list, tuple)) else str(value).split(",")
    return [str(i).strip() for i in items if str(i).strip()]


# flow calls the last function of the file with the -A arguments.
def gadgets_grid(
    models: Any = PAPER_MODELS,
    settings: Any = SETTINGS,
    epochs: int = 5,
    device: Any = "0,1,2,3",
    log_dir: str = "logs/gadgets",
) -> FlowSpec:
    """The grid for the models and settings given; the profiles pick each model's settings."""
    gpus = ",".join(str(d) for d in _names(device))
    tasks: list[FlowTask] = []
    for name in _names(models):
        profile = find_profile(name)
        text_tools = profile is not None and profile.tool_call_parser is None
        args = [
            {
                "setting": s,
                **({"tool_protocol": "text"} if s == "multiround" and text_tools else {}),
            }
            for s in _names(settings)
        ]
        model: Any = name
        if name.startswith("vllm/"):
            serving = vllm_server_args(profile) if profile is not None else {}
            model = FlowModel(name=name, model_args={"device": gpus, **serving})
        tasks += tasks_matrix(
            task="ramsey_inspect/gadgets", args=args, model=[model], epochs=[int(epochs)]
        )
    return FlowSpec(log_dir=str(Path(log_dir).resolve()), tasks=tasks)
