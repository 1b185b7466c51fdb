"""Scorers of the ramsey_inspect tasks."""

from ramsey_inspect.scorers.coloring_checker import coloring_checker

__all__ = ["coloring_checker"]
