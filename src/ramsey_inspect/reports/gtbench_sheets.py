"""Blind human-grading sheets for GTBench proofs, and the report built from them.

The GTBench paper (§5.3.2, Table 6) has three graders score every Group 3 answer against the
reference proof: 0 (wrong), 0.5 (partially correct) or 1 (correct and complete), a failure
type when the score is not 1, and a one-sentence justification. The model and the prompting
condition are hidden from them. Cohen's kappa is then reported for every pair of graders and
for each grader against the LLM judge.

``export_sheets`` reads GTBench logs and writes, into one folder:

- ``grader_1.csv`` ... ``grader_N.csv``: one row per answer, identified only by a random code,
  rows shuffled independently for each grader; the graders fill ``score``, ``failure_type``
  and ``justification``;
- ``KEY_do_not_share.csv``: which log, model, prompting, problem and epoch each code stands
  for, and the judge's verdict;
- ``README.txt``: the instructions for graders.

``import_sheets`` validates the filled sheets against the key and reports accuracy per
(model, prompting) and Cohen's kappa. Kappa and accuracy use **binarised** scores: by default
an answer counts as correct for a grader only when that grader scored it 1 (``strict``; 0.5
counts as wrong). The paper says it binarises but not where it cuts, so ``lenient`` (score at
least 0.5 counts as correct) is available, and the un-binarised mean score is reported too.

Command line (``main``)::

    export-sheets LOG_OR_DIR... --out DIR [--graders 3] [--seed 0] [--groups 3]
    import-sheets DIR [--binarise strict|lenient]
"""

from __future__ import annotations

import argparse
import csv
import io
import math
import numbers
import random
import re
import sys
import warnings
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import combinations
from os import PathLike
from pathlib import Path
from typing import Literal

import pandas as pd
from inspect_ai.log import EvalLog, EvalSample, read_eval_log
from sklearn.metrics import cohen_kappa_score

from ramsey_inspect.output_paths import OutputPathError, check_output_dir, describe
from ramsey_inspect.reports.log_files import NoLogsError, read_log_set

SCORER_NAME = "gtbench_scorer"
SHEET_COLUMNS = (
    "code",
    "problem_id",
    "question",
    "reference_proof",
    "model_answer",
    "score",
    "failure_type",
    "justification",
)
KEY_COLUMNS = (
    "code",
    "log_file",
    "model",
    "prompting",
    "problem_id",
    "group",
    "epoch",
    "judge_correct",
    "judge_failure_type",
)
KEY_FILE = "KEY_do_not_share.csv"
README_FILE = "README.txt"
SHEET_PATTERN = re.compile(r"^grader_(\d+)\.csv$")
FAILURE_TYPES = ("A", "B", "C", "D", "E")
SCORES = (0.0, 0.5, 1.0)
JUDGE = "judge"
# Spreadsheet programs cut longer cells (Excel: 32,767 characters).
SPREADSHEET_CELL_LIMIT = 32_767
# A cell starting with one of these is read as a formula by spreadsheet programs (OWASP, "CSV
# Injection"); such cells, and cells starting with the quote itself, get a leading quote.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
TEXT_QUOTE = "'"

Binarise = Literal["strict", "lenient"]
StrPath = str | PathLike[str]

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

(For the organiser: {key_file} maps codes to models and prompting; never send it to graders.
Read the filled sheets back with `import-sheets {folder}`.)
"""


# ---------------------------------------------------------------------------------------------
# Reading logs


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
    score = (sample.scores or {}).get(SCORER_NAME)
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
    question = sample.metadata.get("question")
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
        log_prompting = log.eval.task_args.get("prompting")
        for sample in log.samples or []:
            meta = sample.metadata or {}
            group = meta.get("group")
            if group is None or int(group) not in groups:
                continue
            if meta.get("evaluation_type") != "proof":
                continue
            if epochs is not None and sample.epoch not in epochs:
                continue
            if sample.error is not None:
                notes.append(
                    f"skipped {sample.id} epoch {sample.epoch} in {file}: the sample errored"
                )
                continue
            prompting = str(log_prompting or meta.get("prompting") or "unknown")
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


# ---------------------------------------------------------------------------------------------
# Export


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
            f"  keep private: {self.key.name}",
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


def neutralise_cell(value: object) -> object:
    """A cell value that a spreadsheet shows as text, never runs as a formula.

    Text starting with ``= + - @``, a tab or a carriage return, or with the quote itself, gets
    a leading ``'`` (the quote prefix spreadsheets hide and keep as text); NUL bytes become
    U+FFFD. :func:`restore_cell` takes the quote off again.

    >>> [neutralise_cell(v) for v in ["=1+1", "-x", "'a", "plain", 3]]
    ["'=1+1", "'-x", "''a", 'plain', 3]
    """
    if not isinstance(value, str):
        return value
    text = value.replace("\x00", "\ufffd")
    return TEXT_QUOTE + text if text.startswith((*FORMULA_STARTS, TEXT_QUOTE)) else text


def restore_cell(text: str) -> str:
    """A cell as it was before :func:`neutralise_cell`.

    Also right when a spreadsheet dropped the quote on saving: the quote is only taken off
    when what follows would have been given one.

    >>> [restore_cell(t) for t in ["'=1+1", "=1+1", "''a", "'a", "-"]]
    ['=1+1', '=1+1', "'a", "'a", '-']
    """
    if text.startswith(TEXT_QUOTE) and text[1:].startswith((*FORMULA_STARTS, TEXT_QUOTE)):
        return text[1:]
    return text


def _write_csv(path: Path, header: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    # utf-8-sig: spreadsheet programs then read non-ASCII mathematics correctly.
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        writer = csv.writer(f, quoting=csv.QUOTE_MINIMAL)
        writer.writerow(header)
        writer.writerows([neutralise_cell(v) for v in row] for row in rows)


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
) -> ExportResult:
    """Write blind grading sheets, the key and a README for the proof answers in ``logs``.

    ``logs`` are log files or folders of logs. Only samples with metadata
    ``evaluation_type == "proof"`` and ``group`` in ``groups`` are taken, of ``epochs`` only
    (``None``: every epoch). Codes and row orders come from ``random.Random(seed)``, so the
    same logs and seed give the same files. Refuses to overwrite existing sheets or a key in
    ``out_dir`` (filled sheets would be lost) unless ``force``. Text cells that a spreadsheet
    would run as formulas are written with a leading quote (:func:`neutralise_cell`).
    Raises ``OutputPathError`` at once when ``out_dir`` cannot be written.
    """
    if graders < 1:
        raise ValueError("graders must be at least 1")
    out = check_output_dir(out_dir)
    answers, notes = collect_answers(logs, groups=groups, epochs=epochs)
    if not answers:
        raise ValueError(
            f"no proof answers of group(s) {tuple(groups)} "
            f"(epochs {'all' if epochs is None else tuple(epochs)}) in the given logs"
        )
    out.mkdir(parents=True, exist_ok=True)
    existing = [p for p in out.iterdir() if SHEET_PATTERN.match(p.name) or p.name == KEY_FILE]
    if existing and not force:
        raise FileExistsError(
            f"{out} already holds {', '.join(sorted(p.name for p in existing))}; "
            "choose another folder (or force=True / --force to overwrite)"
        )
    for p in existing:
        p.unlink()

    answers.sort(key=lambda a: (a.model, a.prompting, a.problem_id, a.epoch, a.log_file))
    rng = random.Random(seed)
    taken: set[str] = set()
    coded = [(_new_code(rng, taken), a) for a in answers]

    key_path = out / KEY_FILE
    _write_csv(
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
            )
            for code, a in coded
        ),
    )
    sheets: list[Path] = []
    for g in range(1, graders + 1):
        order = list(coded)
        rng.shuffle(order)
        path = out / f"grader_{g}.csv"
        _write_csv(
            path,
            SHEET_COLUMNS,
            (
                (code, a.problem_id, a.question, a.reference_proof, a.model_answer, "", "", "")
                for code, a in order
            ),
        )
        sheets.append(path)
    readme = out / README_FILE
    readme.write_text(
        README_TEXT.format(
            cell_limit=SPREADSHEET_CELL_LIMIT,
            key_file=KEY_FILE,
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


# ---------------------------------------------------------------------------------------------
# Import and validation


@dataclass(frozen=True)
class _Row:
    number: int  # spreadsheet row: the header is row 1
    values: dict[str, str]


def _read_table(path: Path, required: Sequence[str]) -> list[_Row]:
    """Rows of a CSV written by us or re-saved by a spreadsheet program.

    Accepts UTF-8 (with or without BOM, falling back on cp1252) and a ``,``, ``;`` or tab
    delimiter; blank rows are skipped. Raises ``ValueError`` when a required column is missing.
    """
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    first_line = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first_line.count)
    with _field_limit(len(text) + 1):  # no cell is longer than the file
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    header = [h.strip().lower() for h in (records[0] if records else [])]
    missing = [c for c in required if c not in header]
    if missing:
        raise ValueError(f"{path.name}: missing column(s) {', '.join(missing)} in the header")
    rows = []
    for number, record in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in record):
            continue
        values = {
            name: (restore_cell(record[i]) if i < len(record) else "")
            for i, name in enumerate(header)
        }
        rows.append(_Row(number, values))
    return rows


@contextmanager
def _field_limit(size: int) -> Iterator[None]:
    """Let the csv module read cells up to ``size`` characters, then restore its limit.

    Its default, 131,072 characters, is shorter than some model answers; the bound used is
    the length of the file being read (capped to what a C long holds everywhere).
    """
    before = csv.field_size_limit()
    csv.field_size_limit(max(before, min(size, 2**31 - 1)))
    try:
        yield
    finally:
        csv.field_size_limit(before)


def parse_score(text: str) -> float:
    """A grader's score: 0, 0.5 or 1 (``"1.0"``, ``".5"``, ``"0.50"``, ``"0,5"`` too).

    A decimal comma is accepted: spreadsheets in such locales re-save 0.5 as ``0,5``.

    >>> [parse_score(s) for s in ["0", ".5", "1.0", " 1 ", "0,5"]]
    [0.0, 0.5, 1.0, 1.0, 0.5]
    """
    cleaned = text.strip().replace(",", ".")
    if not cleaned:
        raise ValueError("score is empty")
    try:
        value = float(cleaned)
    except ValueError:
        raise ValueError(f"score {text!r} is not 0, 0.5 or 1") from None
    if value not in SCORES:
        raise ValueError(f"score {text!r} is not 0, 0.5 or 1")
    return value


def _check_failure_type(text: str, score: float) -> str | None:
    cleaned = text.strip().upper().removeprefix("TYPE").strip()
    if not cleaned:
        if score != 1.0:
            raise ValueError(f"score {score:g} needs a failure type ({', '.join(FAILURE_TYPES)})")
        return None
    if cleaned not in FAILURE_TYPES:
        raise ValueError(f"failure type {text!r} is not one of {', '.join(FAILURE_TYPES)}")
    if score == 1.0:
        raise ValueError(f"score 1 must have an empty failure type, not {text!r}")
    return cleaned


def _parse_flag(text: str) -> bool | None:
    cleaned = text.strip().lower()
    if cleaned in ("true", "1", "yes", "c"):
        return True
    if cleaned in ("false", "0", "no", "i"):
        return False
    return None


def _read_key(folder: Path) -> pd.DataFrame:
    path = folder / KEY_FILE
    if not path.is_file():
        raise ValueError(f"{folder}: no {KEY_FILE} (the key written by export-sheets)")
    rows = _read_table(path, KEY_COLUMNS)
    records = []
    seen: set[str] = set()
    for row in rows:
        v = row.values
        code = v["code"].strip()
        if not code or code in seen:
            raise ValueError(f"{KEY_FILE}, row {row.number}: empty or repeated code {code!r}")
        seen.add(code)
        try:
            group, epoch = int(v["group"]), int(v["epoch"])
        except ValueError:
            raise ValueError(
                f"{KEY_FILE}, row {row.number}: group and epoch must be integers"
            ) from None
        records.append(
            {
                "code": code,
                "log_file": v["log_file"],
                "model": v["model"],
                "prompting": v["prompting"],
                "problem_id": v["problem_id"].strip(),
                "group": group,
                "epoch": epoch,
                "judge_correct": _parse_flag(v["judge_correct"]),
                "judge_failure_type": v["judge_failure_type"].strip() or None,
            }
        )
    if not records:
        raise ValueError(f"{KEY_FILE} lists no answers")
    return pd.DataFrame.from_records(records).set_index("code")


def _sheet_paths(folder: Path) -> list[tuple[str, Path]]:
    found = []
    for p in folder.iterdir():
        m = SHEET_PATTERN.match(p.name)
        if m and p.is_file():
            found.append((int(m.group(1)), p))
    if not found:
        raise ValueError(f"{folder}: no grader_<n>.csv sheets")
    return [(f"grader_{n}", p) for n, p in sorted(found)]


def _read_sheet(path: Path, key: pd.DataFrame, errors: list[str]) -> list[dict[str, object]]:
    """The validated grades of one sheet; each problem is appended to ``errors``."""
    try:
        rows = _read_table(path, ("code", "score", "failure_type"))
    except ValueError as exc:
        errors.append(str(exc))
        return []
    grades: list[dict[str, object]] = []
    seen: dict[str, int] = {}
    for row in rows:
        v = row.values
        code = v["code"].strip()
        where = f"{path.name}, row {row.number}"
        if not code:
            errors.append(f"{where}: the code is empty")
            continue
        if code not in key.index:
            errors.append(f"{where}: unknown code {code!r} (was it changed?)")
            continue
        if code in seen:
            errors.append(f"{where}: code {code} repeats row {seen[code]}")
            continue
        seen[code] = row.number
        expected_problem = str(key.at[code, "problem_id"])
        problem = v.get("problem_id", "").strip()
        if problem and problem != expected_problem:
            errors.append(
                f"{where}: code {code} belongs to problem {expected_problem}, not {problem} "
                "(were columns sorted separately?)"
            )
            continue
        try:
            score = parse_score(v["score"])
            failure = _check_failure_type(v["failure_type"], score)
        except ValueError as exc:
            errors.append(f"{where} (code {code}): {exc}")
            continue
        grades.append(
            {
                "code": code,
                "score": score,
                "failure_type": failure,
                "justification": v.get("justification", "").strip(),
            }
        )
    missing = [c for c in key.index if c not in seen]
    if missing:
        shown = ", ".join(missing[:10]) + (" ..." if len(missing) > 10 else "")
        errors.append(
            f"{path.name}: {len(missing)} of the key's {len(key)} rows are missing (codes {shown})"
        )
    return grades


def _kappa(a: Sequence[int], b: Sequence[int]) -> float:
    """Cohen's kappa of two binary label lists (scikit-learn); NaN when undefined."""
    if len(a) == 0 or len(set(a) | set(b)) < 2:  # no answers, or one label only: pe = 1
        return math.nan
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(cohen_kappa_score(list(a), list(b), labels=[0, 1]))


def landis_koch(kappa: float) -> str:
    """The agreement band of a kappa value.

    From 0.40 up, the bands of the paper's Table 6 caption; below, Landis & Koch's own
    (the caption calls everything under 0.40 "fair").

    >>> [landis_koch(k) for k in (-0.1, 0.1, 0.3, 0.48, 0.77, 0.83)]
    ['poor', 'slight', 'fair', 'moderate', 'substantial', 'excellent']
    """
    if math.isnan(kappa):
        return "undefined"
    if kappa < 0:
        return "poor"
    if kappa <= 0.20:
        return "slight"
    if kappa < 0.40:
        return "fair"
    if kappa < 0.60:
        return "moderate"
    if kappa < 0.80:
        return "substantial"
    return "excellent"


@dataclass(frozen=True)
class SheetsReport:
    """Human grading of GTBench proofs beside the LLM judge.

    Attributes:
        binarise: ``"strict"`` (correct iff score == 1) or ``"lenient"`` (score >= 0.5).
        graders: the grader names, ``grader_1`` ...
        answers: one row per code: the key's columns, then per grader ``<g>_score``,
            ``<g>_failure_type``, ``<g>_justification`` and the binarised ``<g>_correct``,
            and ``judge_correct`` (nullable boolean).
        accuracy: per (model, prompting): ``n``, the binarised accuracy of each grader,
            ``human_mean`` (their mean), ``judge`` (judge accuracy over the answers it scored)
            and ``judge_n``.
        mean_score: per (model, prompting): each grader's mean raw score (0 / 0.5 / 1) and
            their mean, i.e. accuracy with half credit for 0.5.
        kappa: Cohen's kappa on the binarised labels; rows are rater pairs (every grader
            pair, each grader against the judge, then the two means), columns the prompting
            conditions and ``all``. Pairs with the judge use the answers it scored.
        kappa_n: how many answers each kappa is computed on.
        failure_types: per rater (graders, judge), how many answers got each failure type.
    """

    binarise: Binarise
    graders: list[str]
    answers: pd.DataFrame
    accuracy: pd.DataFrame
    mean_score: pd.DataFrame
    kappa: pd.DataFrame
    kappa_n: pd.DataFrame
    failure_types: pd.DataFrame

    def to_markdown(self) -> str:
        """The report as Markdown (plain text that reads well in a terminal too)."""
        rule = (
            "an answer counts as correct for a grader only when that grader scored it 1 "
            "(0.5 counts as wrong)"
            if self.binarise == "strict"
            else "an answer counts as correct for a grader when scored 0.5 or 1"
        )
        kappa_cells = pd.DataFrame(
            [
                [
                    "n/a" if math.isnan(k) else f"{k:.2f} ({landis_koch(k)}; n={n})"
                    for k, n in zip(k_row, n_row, strict=True)
                ]
                for k_row, n_row in zip(
                    self.kappa.to_numpy(dtype=float).tolist(),
                    self.kappa_n.to_numpy(dtype=int).tolist(),
                    strict=True,
                )
            ],
            index=self.kappa.index,
            columns=self.kappa.columns,
        )
        parts = [
            "# GTBench proof grading: human graders and the LLM judge",
            "",
            f"{len(self.answers)} answers, {len(self.graders)} graders. Binarised scores: {rule}. "
            "The judge's verdict is already binary; its accuracy and kappa use only the "
            "answers it scored.",
            "",
            "## Accuracy (binarised)",
            "",
            _markdown_table(self.accuracy, percent=True),
            "",
            "## Mean score (0 / 0.5 / 1, not binarised)",
            "",
            _markdown_table(self.mean_score, percent=True),
            "",
            "## Cohen's kappa on binarised labels (cf. the paper's Table 6)",
            "",
            "Bands as in the paper's Table 6 caption: 0.40-0.60 moderate, 0.60-0.80 "
            "substantial, >= 0.80 excellent; below 0.40 Landis & Koch's fair (0.20-0.40), "
            "slight (0-0.20) and poor (< 0). n/a when undefined (both raters gave one and the "
            "same label throughout).",
            "",
            _markdown_table(kappa_cells),
            "",
            "## Failure types given (answers not judged correct)",
            "",
            _markdown_table(self.failure_types),
        ]
        return "\n".join(parts) + "\n"


COUNT_COLUMNS = ("n", "judge_n")


def _format_cell(column: str, value: object, percent: bool) -> str:
    if isinstance(value, numbers.Integral):
        return str(int(value))
    if isinstance(value, numbers.Real):
        number = float(value)
        if math.isnan(number):
            return "n/a"
        if column in COUNT_COLUMNS:
            return str(int(number))
        return f"{100 * number:.1f}%" if percent else f"{number:.3g}"
    return str(value)


def _markdown_table(df: pd.DataFrame, percent: bool = False) -> str:
    """A GitHub Markdown table (index first) without the optional ``tabulate`` package."""
    index_names = ["" if n is None else str(n) for n in df.index.names]
    header = [*index_names, *(str(c) for c in df.columns)]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for idx in df.index:
        labels = [str(x) for x in idx] if isinstance(idx, tuple) else [str(idx)]
        cells = [_format_cell(str(c), df.at[idx, c], percent) for c in df.columns]
        lines.append("| " + " | ".join([*labels, *cells]) + " |")
    return "\n".join(lines)


def _is_correct(score: float, binarise: Binarise) -> bool:
    return score >= 0.5 if binarise == "lenient" else score == 1.0


def import_sheets(folder: StrPath, binarise: Binarise = "strict") -> SheetsReport:
    """Validate the filled ``grader_*.csv`` sheets in ``folder`` against its key, and report.

    Every sheet must hold exactly the key's codes, each once, with a score of 0, 0.5 or 1 and
    a failure type (A-E) exactly when the score is not 1. All problems found are raised
    together as one ``ValueError``, each naming its file and spreadsheet row (header = row 1).
    """
    if binarise not in ("strict", "lenient"):
        raise ValueError(f"binarise must be 'strict' or 'lenient', not {binarise!r}")
    path = Path(folder)
    key = _read_key(path)
    sheets = _sheet_paths(path)
    errors: list[str] = []
    graded: dict[str, list[dict[str, object]]] = {
        name: _read_sheet(p, key, errors) for name, p in sheets
    }
    if errors:
        shown = errors[:50] + ([f"... and {len(errors) - 50} more"] if len(errors) > 50 else [])
        raise ValueError(
            f"{len(errors)} problem(s) in the grading sheets in {path}:\n  " + "\n  ".join(shown)
        )
    graders = [name for name, _ in sheets]

    answers = key.copy()
    answers["judge_correct"] = answers["judge_correct"].astype("boolean")
    for name in graders:
        g = pd.DataFrame.from_records(graded[name]).set_index("code")
        answers[f"{name}_score"] = g["score"].astype(float)
        answers[f"{name}_failure_type"] = g["failure_type"]
        answers[f"{name}_justification"] = g["justification"]
        answers[f"{name}_correct"] = [
            _is_correct(float(s), binarise) for s in answers[f"{name}_score"]
        ]

    by = ["model", "prompting"]
    grouped = answers.groupby(by, sort=True)
    accuracy = pd.DataFrame({"n": grouped.size()})
    for name in graders:
        accuracy[name] = grouped[f"{name}_correct"].mean()
    accuracy["human_mean"] = accuracy[graders].mean(axis=1)
    judged = answers[answers["judge_correct"].notna()].copy()
    judged["judge_correct"] = judged["judge_correct"].astype(bool)
    judge_grouped = judged.groupby(by, sort=True)["judge_correct"]
    accuracy["judge"] = judge_grouped.mean().reindex(accuracy.index).astype(float)
    accuracy["judge_n"] = judge_grouped.size().reindex(accuracy.index).fillna(0).astype(int)

    mean_score = pd.DataFrame({"n": grouped.size()})
    for name in graders:
        mean_score[name] = grouped[f"{name}_score"].mean()
    mean_score["human_mean"] = mean_score[graders].mean(axis=1)

    kappa, kappa_n = _kappa_tables(answers, graders)
    failure_types = _failure_table(answers, graders)
    return SheetsReport(
        binarise=binarise,
        graders=graders,
        answers=answers,
        accuracy=accuracy,
        mean_score=mean_score,
        kappa=kappa,
        kappa_n=kappa_n,
        failure_types=failure_types,
    )


def _kappa_tables(answers: pd.DataFrame, graders: list[str]) -> tuple[pd.DataFrame, pd.DataFrame]:
    conditions = [*sorted(str(p) for p in answers["prompting"].unique()), "all"]
    pairs = [(a, b) for a, b in combinations(graders, 2)] + [(g, JUDGE) for g in graders]
    values: dict[str, dict[str, float]] = {}
    counts: dict[str, dict[str, int]] = {}
    for a, b in pairs:
        label = f"{a} vs {b}"
        values[label], counts[label] = {}, {}
        for cond in conditions:
            subset = answers if cond == "all" else answers[answers["prompting"] == cond]
            if b == JUDGE:
                subset = subset[subset["judge_correct"].notna()]
                labels_b = [int(bool(x)) for x in subset["judge_correct"]]
            else:
                labels_b = [int(bool(x)) for x in subset[f"{b}_correct"]]
            labels_a = [int(bool(x)) for x in subset[f"{a}_correct"]]
            values[label][cond] = _kappa(labels_a, labels_b)
            counts[label][cond] = len(labels_a)
    kappa = pd.DataFrame.from_dict(values, orient="index")[conditions]
    kappa_n = pd.DataFrame.from_dict(counts, orient="index")[conditions]
    human = [f"{a} vs {b}" for a, b in combinations(graders, 2)]
    versus_judge = [f"{g} vs {JUDGE}" for g in graders]
    for label, rows in (("mean grader vs grader", human), ("mean grader vs judge", versus_judge)):
        if rows:
            kappa.loc[label] = kappa.loc[rows].mean(axis=0, skipna=True)
            kappa_n.loc[label] = kappa_n.loc[rows].min(axis=0)
    kappa.index.name = "pair"
    kappa_n.index.name = "pair"
    return kappa.astype(float), kappa_n.astype(int)


def _failure_table(answers: pd.DataFrame, graders: list[str]) -> pd.DataFrame:
    table: dict[str, dict[str, int]] = {}
    for name in graders:
        column = answers[f"{name}_failure_type"].dropna()
        table[name] = {t: int((column == t).sum()) for t in FAILURE_TYPES}
    judged_wrong = ~answers["judge_correct"].fillna(True).astype(bool)
    judge = answers.loc[judged_wrong, "judge_failure_type"]
    table[JUDGE] = {t: int((judge == t).sum()) for t in FAILURE_TYPES}
    out = pd.DataFrame.from_dict(table, orient="index")[list(FAILURE_TYPES)]
    out.index.name = "rater"
    return out


# ---------------------------------------------------------------------------------------------
# Command line


def main(argv: Sequence[str] | None = None) -> int:
    """``export-sheets LOGS... --out DIR [--graders N] ...`` or ``import-sheets DIR``."""
    parser = argparse.ArgumentParser(
        prog="ramsey-inspect gtbench",
        description="Blind human grading of GTBench proof answers (paper §5.3.2, Table 6).",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    exp = sub.add_parser("export-sheets", help="write blind grading sheets, a key and a README")
    exp.add_argument("logs", nargs="+", help="Inspect log files or folders of logs")
    exp.add_argument("--out", required=True, help="folder for the sheets")
    exp.add_argument("--graders", type=int, default=3, help="number of graders (default 3)")
    exp.add_argument("--seed", type=int, default=0, help="seed for codes and row orders")
    exp.add_argument(
        "--groups", type=int, nargs="+", default=[3], help="GTBench groups (default 3)"
    )
    epochs = exp.add_mutually_exclusive_group()
    epochs.add_argument(
        "--epochs", type=int, nargs="+", default=[1], help="epochs to grade (default 1)"
    )
    epochs.add_argument("--all-epochs", action="store_true", help="grade every epoch")
    exp.add_argument("--force", action="store_true", help="overwrite sheets already there")
    imp = sub.add_parser("import-sheets", help="check filled sheets and print the report")
    imp.add_argument("folder", help="the folder export-sheets wrote")
    imp.add_argument(
        "--binarise",
        choices=["strict", "lenient"],
        default="strict",
        help="correct iff score == 1 (strict, default) or score >= 0.5 (lenient)",
    )
    args = parser.parse_args(argv)
    if args.command == "import-sheets":
        folder = Path(args.folder)
        if not folder.is_dir():
            why = "it is a file, not a folder" if folder.exists() else "no such folder"
            print(f"error: cannot read {folder}: {why}", file=sys.stderr)
            return 2
    try:
        if args.command == "export-sheets":
            result = export_sheets(
                args.logs,
                args.out,
                graders=args.graders,
                seed=args.seed,
                groups=args.groups,
                epochs=None if args.all_epochs else args.epochs,
                force=args.force,
            )
            print(result.summary())
        else:
            report = import_sheets(args.folder, binarise=args.binarise)
            print(report.to_markdown(), end="")
    except (NoLogsError, OutputPathError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except (ValueError, FileExistsError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:  # met after the first checks: disk full, an unreadable sheet
        if args.command == "export-sheets":
            message = describe(exc)
        else:
            message = f"cannot read {exc.filename}: {exc.strerror or exc}"
        print(f"error: {message}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
