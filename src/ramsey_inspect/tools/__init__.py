"""Tools models may call during a task."""

from ramsey_inspect.tools.gadgets import good_colorings

__all__ = ["good_colorings"]
