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
        "from ramsey_inspect.core import build_problem_set\n"
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
