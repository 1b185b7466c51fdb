"""Inspect AI tasks for three studies of how language models reason about graphs.

The tasks load lazily, so ``ramsey_inspect.core`` stays usable without Inspect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ramsey_inspect.tasks.kcoloring import kcoloring

__all__ = ["kcoloring"]


def __getattr__(name: str) -> Any:
    if name == "kcoloring":
        from ramsey_inspect.tasks.kcoloring import kcoloring

        return kcoloring
    raise AttributeError(f"module 'ramsey_inspect' has no attribute {name!r}")
