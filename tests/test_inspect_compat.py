"""The private Inspect names the plugin relies on are all still there.

CI installs the newest Inspect the plugin supports, so a release that moves one of them
fails here, by name, rather than as a plugin that stops loading or a check that goes quiet.
"""

from __future__ import annotations

import re
from importlib.metadata import requires, version
from pathlib import Path

import pytest
from inspect_ai.model import get_model
from packaging.requirements import Requirement

from ramsey_inspect import _inspect_compat as compat
from ramsey_inspect._inspect_compat import (
    PRIVATE_NAMES,
    SUPPORTED_INSPECT,
    InspectCompatError,
    PrerequisiteError,
    private,
)

SRC = Path(compat.__file__).parent
PRIVATE_IMPORT = re.compile(r"\binspect_ai(\.\w+)*\._\w*")


class TestPrivateNames:
    @pytest.mark.parametrize(("module", "name"), PRIVATE_NAMES)
    def test_each_private_name_is_there(self, module: str, name: str) -> None:
        try:
            private(module, name)
        except InspectCompatError as err:
            pytest.fail(
                f"{err}. Find its new place (or a public equivalent) in this Inspect and "
                "update src/ramsey_inspect/_inspect_compat.py, or lower the upper bound "
                "of SUPPORTED_INSPECT and pyproject.toml."
            )

    def test_prerequisite_error_is_inspects_own(self) -> None:
        """Not the stand-in: Inspect's command line prints only its own class plainly."""
        assert PrerequisiteError is private("inspect_ai._util.error", "PrerequisiteError")

    def test_a_missing_name_says_which_and_the_supported_range(self) -> None:
        with pytest.raises(InspectCompatError) as err:
            private("inspect_ai.model._model", "no_such_name")
        assert "inspect_ai.model._model.no_such_name" in str(err.value)
        assert f"inspect-ai{SUPPORTED_INSPECT}" in str(err.value)

    def test_outside_an_eval_nothing_is_running(self) -> None:
        assert compat.active_model() is None
        assert compat.sample_active() is None
        assert compat.sample_state() is None

    def test_only_a_managed_vllm_server_has_flags(self) -> None:
        attached = get_model("vllm/fake/model", base_url="http://127.0.0.1:9/v1", api_key="x")
        assert compat.managed_vllm_server_args(attached) is None
        assert compat.managed_vllm_server_args(get_model("mockllm/model")) is None


class TestSupportedRange:
    def test_pyproject_states_the_same_range(self) -> None:
        wanted = [
            Requirement(r) for r in requires("ramsey-inspect") or [] if r.startswith("inspect-ai")
        ]
        assert [str(r.specifier) for r in wanted] == [
            str(Requirement("inspect-ai" + SUPPORTED_INSPECT).specifier)
        ]

    def test_the_installed_inspect_is_in_range(self) -> None:
        installed = version("inspect-ai")
        assert Requirement("inspect-ai" + SUPPORTED_INSPECT).specifier.contains(installed), (
            f"inspect-ai {installed} is outside the supported inspect-ai{SUPPORTED_INSPECT}"
        )

    def test_no_private_inspect_import_outside_the_compat_module(self) -> None:
        found = [
            f"{path.relative_to(SRC)}:{number}"
            for path in sorted(SRC.rglob("*.py"))
            if path.name != "_inspect_compat.py"
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if PRIVATE_IMPORT.search(line)
        ]
        assert not found, f"private Inspect names outside _inspect_compat.py: {found}"
