"""Every third-party package the code imports is declared in pyproject.toml, not inherited."""

from __future__ import annotations

import ast
import re
import sys
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "ramsey_inspect"


def imported_top_levels() -> set[str]:
    """Top-level modules that src imports (absolute imports only; ours left out)."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found - set(sys.stdlib_module_names) - {"ramsey_inspect"}


def declared() -> set[str]:
    """Normalised distribution names of pyproject's [project] dependencies."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {re.split(r"[\s<>=!~;\[]", d, maxsplit=1)[0] for d in project["dependencies"]}
    return {_normal(n) for n in names}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@pytest.mark.slow
def test_every_third_party_import_is_declared() -> None:
    dists = packages_distributions()
    missing = {
        module: dists.get(module, ["?"])
        for module in imported_top_levels()
        if not {_normal(d) for d in dists.get(module, [module])} & declared()
    }
    assert not missing, f"imported by src but not in [project] dependencies: {missing}"


def test_the_direct_imports_the_issue_named_are_found() -> None:
    """The scan sees PIL, pydantic and rich, which once arrived only transitively."""
    assert {"PIL", "pydantic", "rich", "inspect_ai", "pysat"} <= imported_top_levels()
