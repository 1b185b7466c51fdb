"""The ``ramsey-inspect`` command: dataset builders, the GTBench grading sheets, reports."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """``ramsey-inspect kcoloring build``, ``gadgets build``, ``gtbench export-sheets|import-sheets``, ``report``."""
    parser = argparse.ArgumentParser(prog="ramsey-inspect")
    parser.add_argument(
        "benchmark",
        choices=["kcoloring", "gadgets", "gtbench", "report"],
        help="which benchmark, or report",
    )
    parser.add_argument(
        "args",
        nargs=argparse.REMAINDER,
        help="e.g. 'build --check' or 'export-sheets logs --out sheets'",
    )
    args = parser.parse_args(argv)
    if args.benchmark == "kcoloring":
        from ramsey_inspect.datasets import kcoloring

        return kcoloring.main(args.args)
    if args.benchmark == "gadgets":
        from ramsey_inspect.datasets import gadget_solutions

        return gadget_solutions.main(args.args)
    if args.benchmark == "report":
        from ramsey_inspect.reports import summary

        return summary.main(args.args)
    from ramsey_inspect.reports import gtbench_sheets

    return gtbench_sheets.main(args.args)


if __name__ == "__main__":
    raise SystemExit(main())
