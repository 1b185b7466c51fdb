"""Scorers of the ramsey_inspect tasks."""

from ramsey_inspect.scorers.gadgets import gadget_verifier
from ramsey_inspect.scorers.gtbench import gtbench_scorer
from ramsey_inspect.scorers.kcoloring import coloring_checker
from ramsey_inspect.scorers.ramsey_bounds import ramsey_checker

__all__ = ["coloring_checker", "gadget_verifier", "gtbench_scorer", "ramsey_checker"]
