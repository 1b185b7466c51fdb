"""Tools models may call during a task."""

from ramsey_inspect.tools.good_colorings import good_colorings

__all__ = ["good_colorings"]
