"""The pure layer (core, prompts, parsers, data files) works without loading Inspect."""

import subprocess
import sys


def test_pure_layer_does_not_import_inspect() -> None:
    code = (
        "import sys\n"
        "import ramsey_inspect.core, ramsey_inspect.prompts.kcoloring\n"
        "import ramsey_inspect.parsers.kcoloring\n"
        "import ramsey_inspect.core.gadgets, ramsey_inspect.parsers.gadgets\n"
        "import ramsey_inspect.prompts.gadgets, ramsey_inspect.datasets.gadgets\n"
        "from ramsey_inspect.datasets.gadgets import gadget_problems, parse_pairs\n"
        "assert len(gadget_problems(parse_pairs('paper'))) == 70\n"
        "from ramsey_inspect.core import build_problem_set, minimal_gadget, verify_gadget\n"
        "assert len(build_problem_set('4v2c')) == 63\n"
        "print('inspect_ai' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_tasks_are_importable_from_the_package() -> None:
    from ramsey_inspect import gadgets, kcoloring

    assert callable(kcoloring)
    assert callable(gadgets)


def test_core_exports_the_gadget_and_ramsey_halves_too() -> None:
    import ramsey_inspect.core as core
    from ramsey_inspect.datasets.gadget_solutions import load_solutions
    from ramsey_inspect.datasets.gadgets import gadget_problems, parse_pairs

    assert [name for name in core.__all__ if not hasattr(core, name)] == []
    problem = gadget_problems(parse_pairs("paper"))[0]
    gadget = load_solutions()[problem.id].gadget
    assert gadget is not None
    f, h = core.parse_graph(problem.f.name), core.parse_graph(problem.h.name)
    assert core.verify_gadget(f, h, problem.gadget_type, gadget).valid
    assert core.format_gadget(problem.gadget_type, gadget).startswith("BEGIN GADGET")
