"""Scorers of the ramsey_inspect tasks."""

from ramsey_inspect.scorers.coloring_checker import coloring_checker
from ramsey_inspect.scorers.gadget_verifier import gadget_verifier
from ramsey_inspect.scorers.gtbench_scorer import gtbench_scorer

__all__ = ["coloring_checker", "gadget_verifier", "gtbench_scorer"]
