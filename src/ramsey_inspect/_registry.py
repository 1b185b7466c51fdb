"""What Inspect loads through the ``inspect_ai`` entry point: imports only."""

from ramsey_inspect.providers import baselines  # noqa: F401
from ramsey_inspect.scorers import coloring_checker  # noqa: F401
from ramsey_inspect.tasks import kcoloring  # noqa: F401
