"""Inspect tasks of the package."""

from ramsey_inspect.tasks.kcoloring import kcoloring

__all__ = ["kcoloring"]
