"""Tools models may call during a task."""

from ramsey_inspect.tools.gadgets import good_colorings
from ramsey_inspect.tools.ramsey_bounds import ramsey_check

__all__ = ["good_colorings", "ramsey_check"]
