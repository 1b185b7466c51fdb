"""What Inspect loads through the ``inspect_ai`` entry point: imports only."""

from ramsey_inspect.providers import baselines  # noqa: F401
from ramsey_inspect.scorers import coloring_checker, gadget_verifier, gtbench_scorer  # noqa: F401
from ramsey_inspect.solvers import gadget_system_message, multiround  # noqa: F401
from ramsey_inspect.solvers.apply_profile import profile_messages  # noqa: F401
from ramsey_inspect.solvers.serving import served_generate  # noqa: F401
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring  # noqa: F401
from ramsey_inspect.tools import good_colorings  # noqa: F401
