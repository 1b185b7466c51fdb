"""The ``ramsey-inspect`` command: dataset builders, reports and the GTBench grading sheets.

``report`` and ``gtbench export-sheets|import-sheets|generate|constant-answers`` are parsed here, in one argparse
tree, and end with one set of exit codes; ``kcoloring build`` and ``gadgets build`` hand
their arguments to the builders' own parsers.

Exit codes:
    0 (``EXIT_OK``): done.
    1 (``EXIT_REFUSED``): the input was read but refused: sheets that fail their checks,
        no answer to grade, sheets already in the output folder.
    2 (``EXIT_USAGE``): the command cannot start: a bad option (argparse's own code), no
        logs at the paths given, a folder that cannot be read, an output that cannot be
        written.
    130 (``EXIT_INTERRUPTED``): stopped by Ctrl-C (SIGINT).
Errors print one line, ``ramsey-inspect <command>: error: <what and why>``, and no
traceback; a bad option too (argparse's usage block is left to ``--help``).
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, NoReturn

from ramsey_inspect.output_paths import OutputPathError, describe

EXIT_OK: Final = 0
EXIT_REFUSED: Final = 1
EXIT_USAGE: Final = 2
EXIT_INTERRUPTED: Final = 130
BUILDERS = ("kcoloring", "gadgets")
MAX_GRADERS: Final = 100
"""Most graders ``export-sheets`` writes sheets for (the paper had three)."""
MAX_EPOCHS: Final = 1000
"""Highest epoch number ``export-sheets --epochs`` takes."""
MAX_SEEDS: Final = 100
"""Most seeds ``constant-answers`` runs (each generates up to 1,000 problems)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ramsey-inspect`` with ``argv`` (default: the command line); return the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    prog = "ramsey-inspect"
    try:
        if args and args[0] in BUILDERS:
            prog = f"ramsey-inspect {args[0]}"
            return _build(args[0], args[1:])
        ns = _parser().parse_args(args)
        prog = ns.prog
        return _run(ns)
    except KeyboardInterrupt:  # Ctrl-C: one line, the shell's code for SIGINT
        print(f"{prog}: interrupted; what was written so far is left as it is", file=sys.stderr)
        return EXIT_INTERRUPTED


def _run(ns: argparse.Namespace) -> int:
    """Run a parsed command; the errors it can meet after its first checks become one line."""
    command: Callable[[argparse.Namespace], int] = ns.run
    from ramsey_inspect.reports.log_files import NoLogsError

    try:
        return command(ns)
    except (OutputPathError, NoLogsError) as err:
        return _fail(ns.prog, str(err), EXIT_USAGE)
    except OSError as err:  # met after the first checks: disk full, a vanished file
        return _fail(ns.prog, describe(err), EXIT_USAGE)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (the usage is in ``--help``)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Name a misspelt flag first: argparse would report a missing ``--out`` for ``--outt``."""
        if not any(isinstance(a, argparse._SubParsersAction) for a in self._actions):
            self._check_flags(list(sys.argv[1:] if args is None else args))
        return super().parse_known_args(args, namespace)

    def _check_flags(self, args: list[str]) -> None:
        known = [s for a in self._actions for s in a.option_strings if s.startswith("--")]
        for token in args:
            if token == "--":
                return
            name = token.split("=", 1)[0]
            if not name.startswith("--") or any(k.startswith(name) for k in known):
                continue  # a value, or a flag argparse takes (whole or abbreviated)
            near = difflib.get_close_matches(name, known, n=1)
            hint = f"; did you mean {near[0]}?" if near else ""
            self.error(f"unrecognized argument {name}{hint}")


def _parser() -> argparse.ArgumentParser:
    from ramsey_inspect.datasets.gtbench_generated import MAX_COUNT

    parser = _Parser(
        prog="ramsey-inspect",
        description="Dataset builders, reports from Inspect logs, and GTBench grading sheets.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in BUILDERS:  # parsed by the builders themselves; listed here for --help
        sub.add_parser(name, help=f"{name} build: rebuild the shipped {name} data (see --help)")

    report = sub.add_parser(
        "report",
        help="tables and figures from logs of kcoloring, gadgets and gtbench",
        description="Write report.md, report.html and PNG figures from Inspect logs of "
        "kcoloring, gadgets and gtbench: one row per model and configuration.",
    )
    report.add_argument("logs", nargs="+", help="log folders or .eval/.json log files")
    report.add_argument("--out", required=True, help="folder for report.md, report.html, PNGs")
    report.add_argument("--quiet", action="store_true", help="no progress bar")
    report.add_argument(
        "--typing",
        choices=["exact", "study"],
        default="exact",
        help="k-coloring problem types: exact greedy score (default) or the study's Monte "
        "Carlo estimate",
    )
    report.add_argument(
        "--sequel-evaluations",
        metavar="DIR",
        help="the k-coloring sequel's graph_coloring/evaluations folder: add its own "
        "numbers for its nine models (errors by kind, false edges)",
    )
    report.set_defaults(run=_report, prog="ramsey-inspect report")

    page = sub.add_parser(
        "evaluation-report",
        help="rebuild the evaluation report page (real-model reference rows) from logs",
        description="Write the evaluation report page: one row per log with its command, "
        "date, versions, samples run and deviations; replayed k-coloring models beside the "
        "study's verdicts.",
    )
    page.add_argument("logs", nargs="+", help="log folders or .eval/.json log files")
    page.add_argument("--out", required=True, help="the Markdown page to write")
    page.add_argument(
        "--study-evaluations",
        help="the k-coloring study's evaluations folder (its verdicts on replayed responses)",
    )
    page.add_argument("--notes", help="JSON {model: [deviation, ...]} for what logs do not record")
    page.add_argument("--typing", choices=["exact", "study"], default="study")
    page.set_defaults(run=_evaluation_report, prog="ramsey-inspect evaluation-report")

    gtbench = sub.add_parser(
        "gtbench",
        help="GTBench: blind grading sheets, and the generated variant's problems",
        description="Blind human grading of GTBench proof answers (paper §5.3.2, Table 6), "
        "and the problems of the generated variant with their constant-answer baseline.",
    )
    sheets = gtbench.add_subparsers(dest="sheets_command", required=True, metavar="COMMAND")
    exp = sheets.add_parser("export-sheets", help="write blind grading sheets, a key, a README")
    exp.add_argument("logs", nargs="+", help="Inspect log files or folders of logs")
    exp.add_argument("--out", required=True, help="folder for the sheets (sent to graders)")
    exp.add_argument(
        "--key",
        metavar="FILE",
        help="where to write the key, outside --out (default: OUT_KEY_do_not_share.csv "
        "beside the --out folder)",
    )
    exp.add_argument(
        "--graders",
        type=_count(MAX_GRADERS),
        default=3,
        help=f"number of graders, 1 to {MAX_GRADERS} (default 3)",
    )
    exp.add_argument("--seed", type=_seed, default=0, help="seed for codes and row orders")
    exp.add_argument(
        "--groups",
        type=int,
        nargs="+",
        default=[3],
        choices=[1, 2, 3],
        help="GTBench groups (default 3)",
    )
    epochs = exp.add_mutually_exclusive_group()
    epochs.add_argument(
        "--epochs",
        type=_count(MAX_EPOCHS),
        nargs="+",
        default=[1],
        help="epochs to grade (default 1)",
    )
    epochs.add_argument("--all-epochs", action="store_true", help="grade every epoch")
    exp.add_argument("--force", action="store_true", help="overwrite sheets already there")
    exp.set_defaults(run=_export_sheets, prog="ramsey-inspect gtbench export-sheets")
    imp = sheets.add_parser("import-sheets", help="check filled sheets and print the report")
    imp.add_argument("folder", help="the folder of filled sheets export-sheets wrote")
    imp.add_argument(
        "--key",
        metavar="FILE",
        help="the key export-sheets wrote (default: FOLDER_KEY_do_not_share.csv beside FOLDER)",
    )
    imp.add_argument(
        "--binarise",
        choices=["strict", "lenient"],
        default="strict",
        help="correct iff score == 1 (strict, default) or score >= 0.5 (lenient)",
    )
    imp.set_defaults(run=_import_sheets, prog="ramsey-inspect gtbench import-sheets")
    gen = sheets.add_parser(
        "generate",
        help="write the generated variant's problems as JSON",
        description="Write the problems of -T variant=generated for a seed and count, as a "
        "JSON list in the paper's schema; the same seed and count give the same bytes.",
    )
    gen.add_argument("--seed", type=_seed, default=0, help="seed (default 0)")
    gen.add_argument(
        "--count",
        type=_count(MAX_COUNT),
        default=20,
        help=f"how many, 1 to {MAX_COUNT} (default 20)",
    )
    gen.add_argument("--out", help="file to write (default: standard output)")
    gen.set_defaults(run=_generate, prog="ramsey-inspect gtbench generate")
    const = sheets.add_parser(
        "constant-answers",
        help="print the best constant-answer score of each generated kind",
        description="For each kind of generated problem, print the answer that is most "
        "often right and the share of problems it gets right, over seeds 0..SEEDS-1 with "
        "COUNT problems each: what a model that always gives one answer would score.",
    )
    const.add_argument(
        "--seeds", type=_count(MAX_SEEDS), default=10, help=f"seeds, 1 to {MAX_SEEDS} (default 10)"
    )
    const.add_argument(
        "--count",
        type=_count(MAX_COUNT),
        default=994,
        help=f"per seed, 1 to {MAX_COUNT} (default 994)",
    )
    const.set_defaults(run=_constant_answers, prog="ramsey-inspect gtbench constant-answers")
    return parser


def _evaluation_report(ns: argparse.Namespace) -> int:
    from ramsey_inspect.reports.evaluation import build_page
    from ramsey_inspect.user_files import UserFileError

    command = "ramsey-inspect evaluation-report " + " ".join(
        [*ns.logs, "--out", ns.out]
        + (["--study-evaluations", ns.study_evaluations] if ns.study_evaluations else [])
        + (["--notes", ns.notes] if ns.notes else [])
        + (["--typing", ns.typing] if ns.typing != "study" else [])
    )
    try:
        page = build_page(
            ns.logs,
            ns.out,
            study_evaluations=ns.study_evaluations,
            notes=ns.notes,
            command=command,
            typing=ns.typing,
        )
    except UserFileError as err:  # --notes or --study-evaluations
        return _fail(ns.prog, str(err), EXIT_REFUSED)
    print(f"wrote {page}")
    return 0


def _report(ns: argparse.Namespace) -> int:
    from ramsey_inspect.reports.summary import build_report
    from ramsey_inspect.user_files import UserFileError

    try:
        report = build_report(
            ns.logs,
            ns.out,
            progress=not ns.quiet,
            typing=ns.typing,
            sequel_evaluations=ns.sequel_evaluations,
        )
    except UserFileError as err:  # the message starts with the option
        return _fail(ns.prog, str(err), EXIT_USAGE)
    print(f"wrote {report.markdown} and {report.html} ({len(report.figures)} figures)")
    whys = list(report.superseded.get("why", ["retry"] * len(report.superseded)))
    if retried := whys.count("retry"):
        print(f"{retried} superseded log(s) of retried evals not counted (listed in the report)")
    if rescored := len(whys) - retried:
        print(
            f"{rescored} log(s) re-scored by a newer copy of the same run not counted "
            "(listed in the report)"
        )
    return EXIT_OK


def _export_sheets(ns: argparse.Namespace) -> int:
    from ramsey_inspect.reports.log_files import NoLogsError
    from ramsey_inspect.reports.sheets import export_sheets

    try:
        result = export_sheets(
            ns.logs,
            ns.out,
            graders=ns.graders,
            seed=ns.seed,
            groups=ns.groups,
            epochs=None if ns.all_epochs else ns.epochs,
            force=ns.force,
            key=ns.key,
        )
    except NoLogsError:
        raise  # the command cannot start: exit 2, from main
    except (ValueError, FileExistsError) as err:  # nothing to grade, sheets already there
        return _fail(ns.prog, str(err), EXIT_REFUSED)
    print(result.summary())
    return EXIT_OK


def _import_sheets(ns: argparse.Namespace) -> int:
    from ramsey_inspect.reports.sheets import MissingKeyError, import_sheets

    folder = Path(ns.folder)
    if not folder.is_dir():
        why = "it is a file, not a folder" if folder.exists() else "no such folder"
        return _fail(ns.prog, f"cannot read {folder}: {why}", EXIT_USAGE)
    try:
        report = import_sheets(folder, binarise=ns.binarise, key=ns.key)
    except MissingKeyError as err:
        return _fail(ns.prog, str(err), EXIT_USAGE)
    except ValueError as err:  # every problem found in the sheets, one per line
        return _fail(ns.prog, str(err), EXIT_REFUSED)
    except OSError as err:  # an unreadable sheet or key
        return _fail(ns.prog, f"cannot read {err.filename}: {err.strerror or err}", EXIT_USAGE)
    print(report.to_markdown(), end="")
    return EXIT_OK


def _generate(ns: argparse.Namespace) -> int:
    from ramsey_inspect.datasets.gtbench_generated import problems_json

    try:
        text = problems_json(ns.seed, ns.count)
    except ValueError as err:
        return _fail(ns.prog, str(err), EXIT_USAGE)
    if ns.out is None:
        sys.stdout.write(text)
    else:
        Path(ns.out).write_text(text, encoding="utf-8")
    return EXIT_OK


def _constant_answers(ns: argparse.Namespace) -> int:
    from ramsey_inspect.datasets.gtbench_generated import constant_answer_scores, generate_problems

    problems = [p for seed in range(ns.seeds) for p in generate_problems(seed, ns.count)]
    totals: dict[str, int] = {}
    for p in problems:
        totals[p["topic"]] = totals.get(p["topic"], 0) + 1
    print("| kind | problems | best constant answer | its score |")
    print("| --- | --- | --- | --- |")
    for topic, (answer, share) in constant_answer_scores(problems).items():
        shown = answer if len(answer) <= 40 else answer[:37] + "..."
        print(f"| {topic} | {totals[topic]} | `{shown}` | {100 * share:.1f}% |")
    return EXIT_OK


def _build(benchmark: str, args: list[str]) -> int:
    """Run a builder's own command line; an OS error it meets becomes one line, exit 2."""
    try:
        if benchmark == "kcoloring":
            from ramsey_inspect.datasets import kcoloring

            return kcoloring.main(args)
        from ramsey_inspect.datasets import gadget_build

        return gadget_build.main(args)
    except OSError as err:  # e.g. an --out that cannot be written
        return _fail(f"ramsey-inspect {benchmark}", describe(err), EXIT_USAGE)


def _count(upper: int) -> Callable[[str], int]:
    """An argparse type: a whole number from 1 to ``upper``, checked before anything runs."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = 0
        if not 1 <= value <= upper:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from 1 to {upper:,}, not {text!r}"
            )
        return value

    parse.__name__ = "count"  # argparse names the type in some messages
    return parse


def _seed(text: str) -> int:
    """An argparse type: a seed (generated variant, sheet codes and orders), 0 to 2**32 - 1."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value < 2**32:
        raise argparse.ArgumentTypeError(
            f"must be a whole number from 0 to 4294967295, not {text!r}"
        )
    return value


def _fail(prog: str, message: str, code: int) -> int:
    print(f"{prog}: error: {message}", file=sys.stderr)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
