"""inspect-flow's record of installed packages, offline: a one-line warning, not a red error.

``flow run`` writes ``flow-requirements.txt`` beside the logs with ``uv pip compile
--generate-hashes``, which needs the package index. Offline that call fails; flow then
prints uv's resolver message as an error (a red "✗ error: No solution found ...") and logs
it again as a warning, though the run goes on. The specs in ``examples/flow/`` call
``quiet_offline_freeze()`` so that the same case writes the installed versions without
hashes and says so in one warning line. Online nothing changes. It wraps private names of
inspect-flow 0.14 (the ``flow`` extra pins ``<0.15``); where they are missing it does nothing.
"""

from __future__ import annotations

import importlib
import logging
import subprocess
from typing import Any

WARNING = (
    "flow-requirements.txt lists the installed packages without hashes: uv could not reach "
    "the package index (offline?)"
)
_MARK = "_ramsey_inspect_quiet"


def quiet_offline_freeze() -> bool:
    """Make flow's offline ``flow-requirements.txt`` step a one-line warning; True if done."""
    try:  # private modules, so typed as what they are to this code: Any
        freeze: Any = importlib.import_module("inspect_flow._launcher.freeze")
        inproc: Any = importlib.import_module("inspect_flow._launcher.inproc")
        venv: Any = importlib.import_module("inspect_flow._launcher.venv")
        flow_print: Any = importlib.import_module("inspect_flow._util.console").flow_print
    except (ImportError, AttributeError):
        return False
    original = freeze.write_flow_requirements
    if getattr(original, _MARK, False):
        return True
    if not all(hasattr(m, "write_flow_requirements") for m in (inproc, venv)) or not all(
        hasattr(freeze, n) for n in ("run_with_logging", "logger", "file", "filesystem")
    ):
        return False

    def write_flow_requirements(
        spec: Any, cwd: str, env: dict[str, str], dry_run: bool, python: str
    ) -> None:
        frozen: list[str] = []
        failed: list[subprocess.CalledProcessError] = []

        def run(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
            # flow's runner, without its red echo of a failed command
            kwargs.pop("log_output", None)
            done = subprocess.run(args, capture_output=True, text=True, check=False, **kwargs)
            if done.returncode != 0:
                error = subprocess.CalledProcessError(
                    done.returncode, args, output=done.stdout, stderr=done.stderr
                )
                failed.append(error)
                raise error
            if "freeze" in args:
                frozen.append(done.stdout)
            return done

        drop = _DropFailedRequirements()
        saved = freeze.run_with_logging
        freeze.run_with_logging = run
        freeze.logger.addFilter(drop)
        try:
            original(spec, cwd, env, dry_run, python)
        finally:
            freeze.run_with_logging = saved
            freeze.logger.removeFilter(drop)
        if not failed:
            return
        if frozen and spec.log_dir:
            freeze.filesystem(spec.log_dir).mkdir(spec.log_dir, exist_ok=True)
            with freeze.file(spec.log_dir + "/flow-requirements.txt", "w") as f:
                f.write(frozen[0])
            flow_print(WARNING, format="warning")
        else:  # the freeze itself failed: not the offline case, so flow's own message
            flow_print(f"Failed to generate flow-requirements.txt: {failed[0]}", format="warning")

    setattr(write_flow_requirements, _MARK, True)
    for module in (freeze, inproc, venv):
        module.write_flow_requirements = write_flow_requirements
    return True


class _DropFailedRequirements(logging.Filter):
    """Drops flow's own multi-line warning about the step, which the one line replaces."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Failed to generate flow-requirements.txt")
