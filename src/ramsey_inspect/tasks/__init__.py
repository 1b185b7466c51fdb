"""Inspect tasks of the package."""

from ramsey_inspect.tasks.gadgets import gadgets
from ramsey_inspect.tasks.gtbench import gtbench
from ramsey_inspect.tasks.kcoloring import kcoloring
from ramsey_inspect.tasks.ramsey_bounds import ramsey_bounds

__all__ = ["gadgets", "gtbench", "kcoloring", "ramsey_bounds"]
