"""Model APIs the package registers with Inspect."""

from inspect_ai.model import ModelAPI, modelapi


@modelapi(name="ramsey_inspect")
def baselines() -> type[ModelAPI]:
    """Offline models: ``ramsey_inspect/greedy``, ``exact``, ``search``, ``scripted``, ``replay``."""
    from ramsey_inspect.providers.baselines import BaselineAPI

    return BaselineAPI
