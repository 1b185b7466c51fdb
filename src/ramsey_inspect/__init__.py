"""Inspect AI tasks for three studies of how language models reason about graphs."""

from ramsey_inspect.tasks import kcoloring

__all__ = ["kcoloring"]
