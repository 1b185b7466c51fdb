"""The ``ramsey-inspect`` command: dataset builders (and, later, reports)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """``ramsey-inspect kcoloring build [--check] [--sets ...] [--out DIR]``."""
    parser = argparse.ArgumentParser(prog="ramsey-inspect")
    parser.add_argument("benchmark", choices=["kcoloring"], help="which benchmark's data")
    parser.add_argument("args", nargs=argparse.REMAINDER, help="e.g. build --check")
    args = parser.parse_args(argv)
    from ramsey_inspect.datasets import kcoloring

    return kcoloring.main(args.args)


if __name__ == "__main__":
    raise SystemExit(main())
