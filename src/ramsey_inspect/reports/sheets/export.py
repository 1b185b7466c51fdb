"""Blind grading sheets for GTBench proof answers: ``export_sheets``.

The GTBench paper (section 5.3.2, Table 6) has three graders score every Group 3 answer
against the reference proof: 0 (wrong), 0.5 (partially correct) or 1 (correct and
complete), a failure type when the score is not 1, and a one-sentence justification. The
model and the prompting condition are hidden from them. ``export_sheets`` reads GTBench
logs and writes:

- into the sheets folder, which graders receive: ``grader_1.csv`` ... ``grader_N.csv``,
  one row per answer identified only by a random code, rows shuffled independently for
  each grader; and ``README.txt``, the instructions for graders;
- apart from it, the key: which log, model, prompting, problem and epoch each code stands
  for, and the judge's verdict. By default it is the sibling file
  ``<folder>_KEY_do_not_share.csv``, so the folder can be sent as it is; it is never
  written inside the folder.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from inspect_ai.log import EvalLog, EvalSample, read_eval_log

from ramsey_inspect.names import EVALUATION_TYPE, GROUP, GTBENCH_SCORER, PROMPTING, QUESTION
from ramsey_inspect.output_paths import OutputPathError, check_output_dir, check_output_file
from ramsey_inspect.reports.log_files import StrPath, read_log_set
from ramsey_inspect.reports.sheets.cells import SPREADSHEET_CELL_LIMIT, write_csv
from ramsey_inspect.reports.sheets.layout import (
    KEY_COLUMNS,
    KEY_FILE,
    README_FILE,
    SHEET_COLUMNS,
    SHEET_PATTERN,
    default_key_path,
    key_inside,
    order_digest,
)

README_TEXT = """\
GTBench proof grading — instructions for graders
================================================

Your sheet is grader_<your number>.csv. Each row is one answer written by a language model to a
graduate-level graph theory problem. Which model wrote it, and how it was prompted, is
hidden behind the random code in the first column; please do not try to find out.

For every row, compare `model_answer` with `reference_proof` (the reference solution; a
different correct proof is also correct) and fill three columns:

  score          0   = completely wrong
                 0.5 = partially correct
                 1   = correct and complete
                 (write exactly 0, 0.5 or 1)

  failure_type   required when the score is 0 or 0.5; leave it EMPTY when the score is 1.
                 One letter:
                 A  hallucinated definition: invents or misstates a theorem, lemma or concept
                 B  correct algorithm, wrong execution: right method, logical or
                    computational error
                 C  wrong algorithm: applies an irrelevant or inapplicable method
                 D  incomplete reasoning: starts correctly but stops before the conclusion
                 E  refusal: the model says it does not know or cannot answer

  justification  one sentence explaining the score.

Please:
  - grade every row on your own, without discussing answers with the other graders;
  - do not change, add or delete rows, and do not edit the `code` column (the sheet is
    checked against a key and rejected if a code is missing, changed or unknown);
  - if you sort the sheet, sort whole rows, never a single column;
  - save it again as CSV (UTF-8 if your program asks) under the same name, and send it back.

Spreadsheet programs may cut cells longer than {cell_limit:,} characters; if an answer looks
cut off, read it in a text editor. A cell that begins with =, +, -, @ or ' has an extra ' in
front, so that no spreadsheet runs it as a formula: spreadsheets hide that ', a text editor
shows it, and it is not part of the answer. Row numbers in error messages count the header
as row 1, as a spreadsheet does.

(For the organiser: the key that maps codes to models and prompting was written outside
this folder, as {key_file}; never send it to graders. Read the filled sheets back with
`import-sheets {folder}`, adding `--key` if you moved the key.)
"""


@dataclass(frozen=True)
class Answer:
    """One proof answer taken from a log: what graders see and what the key records."""

    log_file: str
    model: str
    prompting: str
    problem_id: str
    group: int
    epoch: int
    question: str
    reference_proof: str
    model_answer: str
    judge_correct: bool | None
    judge_failure_type: str | None


def _judge_verdict(sample: EvalSample) -> tuple[bool | None, str | None]:
    score = (sample.scores or {}).get(GTBENCH_SCORER)
    if score is None:
        return None, None
    metadata = score.metadata or {}
    correct: bool | None
    if score.value == "C":
        correct = True
    elif score.value == "I":
        correct = False
    else:  # NaN (unscored) or an unexpected value: fall back on the metadata
        flag = metadata.get("correct")
        correct = flag if isinstance(flag, bool) else None
    failure = metadata.get("failure_type")
    return correct, (str(failure) if failure else None)


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return "\n".join(str(v) for v in value)
    return str(value)


def _question(sample: EvalSample) -> str:
    question = sample.metadata.get(QUESTION)
    if question:
        return str(question)
    if isinstance(sample.input, str):
        return sample.input
    users = [m.text for m in sample.input if m.role == "user"]
    return users[-1] if users else ""


def collect_answers(
    logs: Sequence[StrPath],
    groups: Sequence[int] = (3,),
    epochs: Sequence[int] | None = (1,),
) -> tuple[list[Answer], list[str]]:
    """The proof answers of ``groups`` (and ``epochs``; ``None``: all) in the logs.

    Returns the answers and a list of warnings: files that are not readable logs, logs
    superseded by a retry of the same eval (only its newest attempt is read), samples that
    errored. Raises ``ValueError`` when two logs of different evals hold the same (model,
    prompting, problem, epoch): pass the logs to grade explicitly instead of their folder.
    """
    answers: list[Answer] = []
    log_set = read_log_set(logs)
    notes: list[str] = [*log_set.warnings(), *log_set.superseded_lines()]
    seen: dict[tuple[str, str, str, int], str] = {}
    for file in log_set.files:
        try:
            log: EvalLog = read_eval_log(file)
        except Exception as err:  # damaged past its header: name the file and go on
            notes.append(
                f"skipped {file}: not a readable Inspect log ({type(err).__name__}: {err})"
            )
            continue
        model = log.eval.model
        log_prompting = log.eval.task_args.get(PROMPTING)
        for sample in log.samples or []:
            meta = sample.metadata or {}
            group = meta.get(GROUP)
            if group is None or int(group) not in groups:
                continue
            if meta.get(EVALUATION_TYPE) != "proof":
                continue
            if epochs is not None and sample.epoch not in epochs:
                continue
            if sample.error is not None:
                notes.append(
                    f"skipped {sample.id} epoch {sample.epoch} in {file}: the sample errored"
                )
                continue
            prompting = str(log_prompting or meta.get(PROMPTING) or "unknown")
            ident = (model, prompting, str(sample.id), sample.epoch)
            if ident in seen:
                raise ValueError(
                    f"{model} / {prompting} / {sample.id} / epoch {sample.epoch} appears in "
                    f"both {seen[ident]} and {file}; pass only the logs to grade"
                )
            seen[ident] = file
            correct, failure = _judge_verdict(sample)
            answers.append(
                Answer(
                    log_file=file,
                    model=model,
                    prompting=prompting,
                    problem_id=str(sample.id),
                    group=int(group),
                    epoch=sample.epoch,
                    question=_question(sample),
                    reference_proof=_text(meta.get("ground_truth", sample.target)),
                    model_answer=sample.output.completion,
                    judge_correct=correct,
                    judge_failure_type=failure,
                )
            )
    return answers, notes


@dataclass(frozen=True)
class ExportResult:
    """What ``export_sheets`` wrote."""

    out_dir: Path
    sheets: list[Path]
    key: Path
    readme: Path
    n_answers: int
    warnings: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """A few lines for the terminal."""
        lines = [
            f"wrote {len(self.sheets)} grading sheets with {self.n_answers} answers each "
            f"to {self.out_dir}",
            f"  for graders: {', '.join(p.name for p in self.sheets)}, {self.readme.name}",
            f"  keep private (written outside the sheets folder): {self.key}",
        ]
        lines += [f"warning: {w}" for w in self.warnings]
        return "\n".join(lines)


def _new_code(rng: random.Random, taken: set[str]) -> str:
    """8 hex digits, unused, and never a string a spreadsheet would read as a number."""
    while True:
        code = f"{rng.getrandbits(32):08x}"
        try:
            float(code)  # all digits, or digits-e-digits: Excel would mangle it
        except ValueError:
            if code not in taken:
                taken.add(code)
                return code


def _flag(value: bool | None) -> str:
    return "" if value is None else ("true" if value else "false")


def export_sheets(
    logs: Sequence[StrPath],
    out_dir: StrPath,
    graders: int = 3,
    seed: int = 0,
    groups: Sequence[int] = (3,),
    epochs: Sequence[int] | None = (1,),
    force: bool = False,
    key: StrPath | None = None,
) -> ExportResult:
    """Write blind grading sheets and a README into ``out_dir``, and the key apart from them.

    ``logs`` are log files or folders of logs. Only samples with metadata
    ``evaluation_type == "proof"`` and ``group`` in ``groups`` are taken, of ``epochs`` only
    (``None``: every epoch). Codes and row orders come from ``random.Random(seed)``, so the
    same logs and seed give the same files. The key goes to ``key``, by default
    :func:`~ramsey_inspect.reports.sheets.layout.default_key_path` beside ``out_dir``; a key
    inside ``out_dir`` is refused, as graders receive that folder. Refuses to overwrite
    existing sheets or keys (filled sheets would be lost) unless ``force``. Text cells that a
    spreadsheet would run as formulas are written with a leading quote
    (:func:`neutralise_cell`). Raises ``OutputPathError`` at once when ``out_dir`` or the
    key cannot be written.
    """
    if graders < 1:
        raise ValueError("graders must be at least 1")
    out = check_output_dir(out_dir)
    key_path = default_key_path(out) if key is None else Path(key)
    if key_inside(key_path, out):
        raise OutputPathError(
            f"will not write the key {key_path} inside the sheets folder {out}, which graders "
            "receive; give --key a path outside it"
        )
    key_path = check_output_file(key_path)
    answers, notes = collect_answers(logs, groups=groups, epochs=epochs)
    if not answers:
        raise ValueError(
            f"no proof answers of group(s) {tuple(groups)} "
            f"(epochs {'all' if epochs is None else tuple(epochs)}) in the given logs"
        )
    out.mkdir(parents=True, exist_ok=True)
    # An in-folder key is what exports made before the key moved out; it goes too.
    existing = [p for p in out.iterdir() if SHEET_PATTERN.match(p.name) or p.name == KEY_FILE]
    existing += [key_path] if key_path.exists() else []
    if existing and not force:
        raise FileExistsError(
            f"{', '.join(str(p) for p in sorted(existing))} already exist; "
            "choose another folder (or force=True / --force to overwrite)"
        )
    for p in existing:
        p.unlink()

    answers.sort(key=lambda a: (a.model, a.prompting, a.problem_id, a.epoch, a.log_file))
    rng = random.Random(seed)
    taken: set[str] = set()
    coded = [(_new_code(rng, taken), a) for a in answers]

    sheets: list[Path] = []
    sent: list[str] = []
    for g in range(1, graders + 1):
        order = list(coded)
        rng.shuffle(order)
        path = out / f"grader_{g}.csv"
        write_csv(
            path,
            SHEET_COLUMNS,
            (
                (code, a.problem_id, a.question, a.reference_proof, a.model_answer, "", "", "")
                for code, a in order
            ),
        )
        sheets.append(path)
        digest = order_digest([code for code, _ in order])
        sent.append(f"{path.name}:{path.stat().st_size}:{digest}")
    # Written last, so that it records the sheets as they went out: import refuses a
    # missing, extra or swapped sheet, and one far larger than what was sent.
    sheets_sent = " ".join(sent)
    key_path.parent.mkdir(parents=True, exist_ok=True)
    write_csv(
        key_path,
        KEY_COLUMNS,
        (
            (
                code,
                a.log_file,
                a.model,
                a.prompting,
                a.problem_id,
                a.group,
                a.epoch,
                _flag(a.judge_correct),
                a.judge_failure_type or "",
                sheets_sent,
            )
            for code, a in coded
        ),
    )
    readme = out / README_FILE
    readme.write_text(
        README_TEXT.format(
            cell_limit=SPREADSHEET_CELL_LIMIT,
            key_file=key_path.name,
            folder=out.name,
        ),
        encoding="utf-8",
    )
    long = sum(
        1
        for a in answers
        if max(len(a.model_answer), len(a.reference_proof), len(a.question))
        > SPREADSHEET_CELL_LIMIT
    )
    if long:
        notes.append(
            f"{long} answer(s) exceed {SPREADSHEET_CELL_LIMIT:,} characters; spreadsheet "
            "programs may cut them (the README tells graders)"
        )
    return ExportResult(out, sheets, key_path, readme, len(answers), notes)
