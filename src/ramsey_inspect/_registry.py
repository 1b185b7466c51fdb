"""What Inspect loads through the ``inspect_ai`` entry point: imports, and the scorers' log names.

Inspect loads this module (every plugin's entry point) before it scores a log, so the
bare scorer names a log records resolve here: plain ``inspect score LOG`` re-scores.
"""

from collections.abc import Callable
from typing import Any

from ramsey_inspect import names
from ramsey_inspect._inspect_compat import register_log_name
from ramsey_inspect.providers import baselines  # noqa: F401
from ramsey_inspect.scorers import (
    coloring_checker,
    gadget_verifier,
    gtbench_scorer,
    ramsey_checker,
)
from ramsey_inspect.solvers import gadget_system_message, multiround  # noqa: F401
from ramsey_inspect.solvers.apply_profile import profile_messages  # noqa: F401
from ramsey_inspect.solvers.serving import served_generate  # noqa: F401
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring, ramsey_bounds  # noqa: F401
from ramsey_inspect.tools import good_colorings, ramsey_check  # noqa: F401
from ramsey_inspect.viewer import VIEWER_COLUMNS, viewer_columns

_LOGGED: dict[str, Callable[..., Any]] = {
    names.COLORING_CHECKER: coloring_checker,
    names.GADGET_VERIFIER: gadget_verifier,
    names.GTBENCH_SCORER: gtbench_scorer,
    names.RAMSEY_CHECKER: ramsey_checker,
    VIEWER_COLUMNS: viewer_columns,
}
for _name, _scorer in _LOGGED.items():
    register_log_name(_scorer, _name)
