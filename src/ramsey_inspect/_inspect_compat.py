"""Every private Inspect name the plugin relies on, in one place.

Inspect (checked on 0.3.285) exports no public equivalent of these. Each one is looked up
when it is first needed, so an Inspect release that moves it breaks only the feature that
uses it, with an :class:`InspectCompatError` naming the name and the supported range, and
never the plugin's import. ``tests/test_inspect_compat.py`` looks up every one of them, so
CI, which installs the newest Inspect within ``SUPPORTED_INSPECT``, fails loudly instead.
Keep ``SUPPORTED_INSPECT`` equal to the ``inspect-ai`` requirement in ``pyproject.toml``.

The test-only helpers at the bottom live here too, so that this file lists all of them.
"""

from __future__ import annotations

import importlib
import inspect
import os
from collections.abc import Callable
from functools import wraps
from importlib.metadata import PackageNotFoundError, version
from typing import Any, ParamSpec, TypeVar

from inspect_ai.model import Model

P = ParamSpec("P")
T = TypeVar("T")

SUPPORTED_INSPECT = ">=0.3.285,<0.4"
"""The inspect-ai versions this plugin supports (pyproject.toml says the same)."""

PRIVATE_NAMES: tuple[tuple[str, str], ...] = (
    ("inspect_ai._util.error", "PrerequisiteError"),
    ("inspect_ai.model._model", "active_model"),
    ("inspect_ai.log._samples", "sample_active"),
    ("inspect_ai.solver._task_state", "sample_state"),
    ("inspect_ai.model._providers.vllm", "VLLMAPI"),
    ("inspect_ai.model._providers.openai", "OpenAIAPI"),
    ("inspect_ai.model._providers.openai_compatible", "OpenAICompatibleAPI"),
    ("inspect_ai._util.registry", "registry_add"),
    ("inspect_ai._util.registry", "RegistryInfo"),
    ("inspect_ai._util.registry", "registry_info"),
    ("inspect_ai._util.registry", "set_registry_info"),
    # Tests only.
    ("inspect_ai.model._model", "init_model_roles"),
    ("inspect_ai._util.config", "parse_cli_args"),
    ("inspect_ai._util.registry", "registry_params"),
    ("inspect_ai.model._providers.vllm", "_vllm_servers"),
    ("inspect_ai.model._model", "_models"),
    ("inspect_ai.model._model", "active_model_context_var"),
)
"""(module, name) of each private Inspect name used; the compat test looks up each."""


class InspectCompatError(ImportError):
    """The installed Inspect lacks a private name the plugin relies on."""


def private(module: str, name: str) -> Any:
    """One private Inspect name, or an error naming it and the supported Inspect range."""
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as err:
        raise InspectCompatError(
            f"ramsey_inspect needs {module}.{name}, which inspect-ai {_installed()} does not "
            f"have; ramsey_inspect supports inspect-ai{SUPPORTED_INSPECT}"
        ) from err


# Subclassed at import time (``tasks/_options.py``), so it cannot wait for first use.
# Inspect's command line prints its own class as the message alone; a stand-in keeps the
# plugin loading, with a traceback instead, until the compat test points at the move.
try:
    from inspect_ai._util.error import (  # inspect-evals-lint: ignore[IECQ001] -- the one place for it
        PrerequisiteError as PrerequisiteError,
    )
except ImportError:  # pragma: no cover - an Inspect outside the supported range

    class PrerequisiteError(Exception):  # type: ignore[no-redef]
        """Stand-in for Inspect's "print the message alone" error."""

        def __init__(self, message: str) -> None:
            super().__init__(message)
            self.message = message


def active_model() -> Model | None:
    """The model of the running eval, or None outside one.

    ``get_model()`` is no substitute: outside an eval it falls back to
    ``INSPECT_EVAL_MODEL``, so it cannot tell whether an eval is running.
    """
    found: Model | None = private("inspect_ai.model._model", "active_model")()
    return found


def sample_active() -> Any:
    """Inspect's record of the running sample (its dataset Sample and epoch), or None."""
    return private("inspect_ai.log._samples", "sample_active")()


def sample_state() -> Any:
    """The running sample's TaskState, or None."""
    return private("inspect_ai.solver._task_state", "sample_state")()


def vllm_api(model: Model) -> Any | None:
    """The model's Inspect vLLM provider (its server and flags live there), else None."""
    if str(model).split("/", 1)[0] != "vllm":
        return None
    api_class = private("inspect_ai.model._providers.vllm", "VLLMAPI")
    return model.api if isinstance(model.api, api_class) else None


def openai_compatible(model: Model) -> bool:
    """Whether the model is served through Inspect's OpenAI or OpenAI-compatible client."""
    classes = (
        private("inspect_ai.model._providers.openai", "OpenAIAPI"),
        private("inspect_ai.model._providers.openai_compatible", "OpenAICompatibleAPI"),
    )
    return isinstance(model.api, classes)


def managed_vllm_server_args(model: Model) -> dict[str, Any] | None:
    """The flags of the vLLM server Inspect will start for ``model``, else None.

    None for any other provider and for an attached server (a base URL). The flags and
    the base URL are attributes of Inspect's private vLLM provider class.
    """
    api = vllm_api(model)
    if api is None:
        return None
    attached = getattr(api, "_init_base_url", None) or os.environ.get("VLLM_BASE_URL")
    args = getattr(api, "server_args", None)
    if attached or not isinstance(args, dict):
        return None
    return args


def register_log_name(factory: Callable[..., Any], name: str) -> None:
    """Make the scorer ``factory`` findable as ``name``, the bare name a log records.

    A log records a scorer by its name without the package (``coloring_checker``), and
    ``inspect score LOG`` looks that name up as is; Inspect itself registers a package's
    scorer only as ``ramsey_inspect/coloring_checker``. The alias hands its arguments to
    the factory, so a re-score runs the very scorer the eval ran.
    """

    def from_log(**kwargs: Any) -> Any:
        return factory(**kwargs)

    from_log.__name__ = name
    info = private("inspect_ai._util.registry", "RegistryInfo")(type="scorer", name=name)
    private("inspect_ai._util.registry", "registry_add")(from_log, info)


def breakdown_metrics(*extra: Any) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """Give a ``@scorer`` the metrics ``extra`` as well when it is made with ``metrics="all"``.

    Stacked above ``@scorer``: the decorator's list is the headline, printed by default.
    Inspect keeps a scorer's metrics in the registry info of each scorer it makes, so the
    list is widened on that one scorer; the factory stays registered under its name, and
    the log records ``metrics="all"`` among the scorer's arguments, so ``inspect score``
    makes the same scorer, with the same metrics, again.
    """
    info_of = private("inspect_ai._util.registry", "registry_info")
    set_info = private("inspect_ai._util.registry", "set_registry_info")
    registry_info_type = private("inspect_ai._util.registry", "RegistryInfo")

    def wrap(factory: Callable[P, T]) -> Callable[P, T]:
        signature = inspect.signature(factory)

        @wraps(factory)
        def make(*args: P.args, **kwargs: P.kwargs) -> T:
            made = factory(*args, **kwargs)
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()
            if bound.arguments.get("metrics") == "all":
                info = info_of(made)
                widened = {**info.metadata, "metrics": [*info.metadata["metrics"], *extra]}
                set_info(made, registry_info_type(type=info.type, name=info.name, metadata=widened))
            return made

        private("inspect_ai._util.registry", "registry_add")(make, info_of(factory))
        return make

    return wrap


# -- tests only -------------------------------------------------------------------------


def init_model_roles(roles: dict[str, Model | list[Model]]) -> None:
    """Bind model roles for a scorer called directly, outside an eval."""
    private("inspect_ai.model._model", "init_model_roles")(roles)


def parse_cli_args(args: list[str]) -> dict[str, Any]:
    """``-T key=value`` strings read as Inspect's command line reads them."""
    parse: Callable[[list[str]], dict[str, Any]] = private(
        "inspect_ai._util.config", "parse_cli_args"
    )
    return parse(args)


def registry_params(obj: object) -> dict[str, Any]:
    """The arguments a registered object (a scorer, a solver) was made with."""
    params: dict[str, Any] = private("inspect_ai._util.registry", "registry_params")(obj)
    return params


VLLM_SERVERS = ("inspect_ai.model._providers.vllm", "_vllm_servers")
"""Inspect's per-process cache of vLLM server URLs by model name (tests reset it)."""


def forget_models() -> None:
    """Drop the models ``get_model`` memoized, and the active model an ``eval()`` left.

    Inspect caches models by name and arguments, not by environment, and a finished
    ``eval()`` leaves its model active in the caller's context.
    """
    private("inspect_ai.model._model", "_models").clear()
    private("inspect_ai.model._model", "active_model_context_var").set(None)


def _installed() -> str:
    try:
        return version("inspect-ai")
    except PackageNotFoundError:
        return "(not installed)"
