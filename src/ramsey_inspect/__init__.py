"""Inspect AI tasks for three studies of how language models reason about graphs, and Ramsey bounds.

The tasks load lazily, so ``ramsey_inspect.core`` stays usable without Inspect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ramsey_inspect.tasks.gadgets import gadgets
    from ramsey_inspect.tasks.gtbench import gtbench
    from ramsey_inspect.tasks.kcoloring import kcoloring
    from ramsey_inspect.tasks.ramsey_bounds import ramsey_bounds

__all__ = ["gadgets", "gtbench", "kcoloring", "ramsey_bounds"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from ramsey_inspect import tasks

        return getattr(tasks, name)
    raise AttributeError(f"module 'ramsey_inspect' has no attribute {name!r}")
