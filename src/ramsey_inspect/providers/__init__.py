"""Model APIs the package registers with Inspect."""

from inspect_ai.model import ModelAPI, modelapi


@modelapi(name="ramsey_inspect")
def baselines() -> type[ModelAPI]:
    """Offline baselines: ``--model ramsey_inspect/greedy`` or ``ramsey_inspect/exact``."""
    from ramsey_inspect.providers.baselines import BaselineAPI

    return BaselineAPI
