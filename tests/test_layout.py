"""The layout a maintainer relies on: one file per benchmark in each layer, tests beside it.

Every task has its namesake module in each layer it needs and a docs page; every module
under ``src/ramsey_inspect/<dir>/`` has a test file named after it in ``tests/<dir>/``
(``test_<module>*.py``, a leading ``_`` of a private module dropped), unless the list
below says where it is tested instead.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "ramsey_inspect"
TESTS = ROOT / "tests"
DOCS = ROOT / "docs"
LAYERS = ("scorers", "prompts", "datasets", "parsers")

TESTED_ELSEWHERE = {
    # Through the echo tests of each reader: tests/{parsers,scorers}/test_*_echo*.py.
    "core/echoes.py",
    # Through every command that writes a file: tests/test_cli*.py.
    "output_paths.py",
    # Through the GTBench normaliser and corpus tests: tests/parsers/test_gtbench_*.py.
    "parsers/_gtbench_formula.py",
    # Its doctests, and the thinking cases of tests/parsers/test_gadgets_answer.py.
    "parsers/replies.py",
    # Prompt text: through tests/tasks/test_<task>_task.py (kcoloring: the published prompts;
    # ramsey_bounds: also tests/datasets/test_ramsey_bounds_samples.py and its doctests).
    "prompts/gadgets.py",
    "prompts/gtbench.py",
    "prompts/kcoloring.py",
    "prompts/ramsey_bounds.py",
    # Through tests/providers/test_baselines.py and tests/tasks/test_kcoloring_relabel_task.py.
    "providers/_kcoloring_prompt.py",
    # The report's parts: end to end through tests/reports/test_summary.py.
    "reports/figures.py",
    "reports/gtbench.py",
    "reports/log_files.py",
    "reports/render.py",
    "reports/results.py",
    # The grading sheets round trip: tests/reports/sheets/test_export_gtbench.py.
    "reports/sheets/agreement.py",
    "reports/sheets/cells.py",
    "reports/sheets/layout.py",
    # The grader's requests: tests/scorers/test_grader_check.py with a stand-in server.
    "scorers/_grader_endpoint.py",
    "scorers/_judge_request.py",
    "server_errors.py",
    # With the profiles it applies: tests/test_profiles.py.
    "solvers/apply_profile.py",
    # Against a stand-in vLLM server: tests/test_vllm_standin.py, tests/test_vllm_reasoning.py.
    "solvers/serving.py",
}
SHARED = {"parsers/replies.py"}
"""Public modules of a layer that serve every benchmark, so carry no benchmark's name."""


def _modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.py") if p.name != "__init__.py")


def _tasks() -> list[str]:
    return [p.stem for p in _modules(SRC / "tasks") if not p.stem.startswith("_")]


def test_there_are_tasks() -> None:
    assert _tasks() == ["gadgets", "gtbench", "kcoloring", "ramsey_bounds"]


@pytest.mark.parametrize("layer", LAYERS)
def test_every_task_has_its_namesake_in_each_layer(layer: str) -> None:
    missing = [t for t in _tasks() if not (SRC / layer / f"{t}.py").is_file()]
    assert missing == [], f"{layer}/ lacks {missing}"


@pytest.mark.parametrize("layer", ["scorers", "prompts", "parsers", "tools"])
def test_a_layers_other_modules_are_private_helpers(layer: str) -> None:
    """Datasets are left out: their data files and builders are named for what they hold."""
    public = [
        f"{layer}/{p.name}"
        for p in _modules(SRC / layer)
        if not p.stem.startswith("_") and p.stem not in _tasks()
    ]
    assert [m for m in public if m not in SHARED] == []


def test_every_task_has_a_docs_page() -> None:
    pages = [t for t in _tasks() if (DOCS / f"{t}.md").is_file()]
    assert pages == _tasks()


def test_every_module_has_a_test_named_after_it() -> None:
    untested = []
    for module in sorted(SRC.rglob("*.py")):
        rel = module.relative_to(SRC).as_posix()
        if module.name == "__init__.py" or rel in TESTED_ELSEWHERE:
            continue
        folder = TESTS / module.relative_to(SRC).parent
        if not list(folder.glob(f"test_{module.stem.lstrip('_')}*.py")):
            untested.append(rel)
    assert untested == []


def test_the_allow_list_names_only_untested_modules_that_exist() -> None:
    for rel in sorted(TESTED_ELSEWHERE):
        module = SRC / rel
        assert module.is_file(), rel
        folder = TESTS / module.relative_to(SRC).parent
        assert not list(folder.glob(f"test_{module.stem.lstrip('_')}*.py")), (
            f"{rel} has a test of its own now: drop it from TESTED_ELSEWHERE"
        )


def test_test_file_names_are_unique() -> None:
    """Pytest imports test files here by file name, so two of one name cannot both run."""
    names = Counter(p.name for p in TESTS.rglob("test_*.py"))
    assert [name for name, count in names.items() if count > 1] == []


# Layers from the bottom: a module may import its own room and rooms of a lower rank only.
RANK = {
    "core": 0,
    "names": 0,
    "stats": 0,
    "server_errors": 0,
    "user_files": 0,
    "output_paths": 0,
    "storable": 0,
    "profiles": 0,
    "_inspect_compat": 0,
    "prompts": 1,
    "parsers": 2,
    "answer_status": 3,
    "datasets": 3,
    "tools": 4,
    "scorers": 5,
    "solvers": 5,
    "providers": 5,
    "viewer": 5,
    "tasks": 6,
    "reports": 6,
    "cli": 7,
    "_registry": 7,
    "__init__": 7,
}


def _import_edges() -> set[tuple[str, str]]:
    """(importer, imported) pairs of package modules, lazy imports included.

    ``if TYPE_CHECKING:`` blocks are left out: they never run.
    """
    modules: dict[str, Path] = {}
    for path in SRC.rglob("*.py"):
        parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    edges: set[tuple[str, str]] = set()
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = {
            id(node)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
            for stmt in block.body
            for node in ast.walk(stmt)
        }
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [f"{node.module}.{a.name}" for a in node.names]
            else:
                continue
            for target in targets:
                if target.startswith("ramsey_inspect"):
                    found = resolve(target)
                    if found and found != module:
                        edges.add((module, found))
    return edges


def _room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_no_module_imports_itself_back_through_others() -> None:
    import networkx as nx

    graph = nx.DiGraph(sorted(_import_edges()))
    assert graph.number_of_edges() > 200  # the walk found the package's imports
    assert list(nx.simple_cycles(graph)) == []


def test_no_import_runs_up_the_layers() -> None:
    edges = _import_edges()
    assert {_room(m) for edge in edges for m in edge} <= set(RANK), "a new room needs a rank"
    upward = sorted((a, b) for a, b in edges if RANK[_room(b)] > RANK[_room(a)])
    assert upward == []
