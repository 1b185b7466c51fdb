"""The ``ramsey-inspect`` command: dataset builders and the GTBench grading sheets."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """``ramsey-inspect kcoloring build ...`` or ``ramsey-inspect gtbench export-sheets ...``."""
    parser = argparse.ArgumentParser(prog="ramsey-inspect")
    parser.add_argument("benchmark", choices=["kcoloring", "gtbench"], help="which benchmark")
    parser.add_argument(
        "args",
        nargs=argparse.REMAINDER,
        help="e.g. 'build --check' or 'export-sheets logs --out sheets'",
    )
    args = parser.parse_args(argv)
    if args.benchmark == "kcoloring":
        from ramsey_inspect.datasets import kcoloring

        return kcoloring.main(args.args)
    from ramsey_inspect.reports import gtbench_sheets

    return gtbench_sheets.main(args.args)


if __name__ == "__main__":
    raise SystemExit(main())
