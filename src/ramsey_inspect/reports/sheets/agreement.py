"""Read filled grading sheets back and compare graders with each other and the judge.

``import_sheets`` validates the filled sheets against the key and reports accuracy per
(model, prompting) and Cohen's kappa. Kappa and accuracy use **binarised** scores: by
default an answer counts as correct for a grader only when that grader scored it 1
(``strict``; 0.5 counts as wrong). The paper says it binarises but not where it cuts, so
``lenient`` (score at least 0.5 counts as correct) is available, and the un-binarised
mean score is reported too.
"""

from __future__ import annotations

import math
import stat
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Literal

import pandas as pd

from ramsey_inspect.reports.log_files import StrPath
from ramsey_inspect.reports.render import Kind, fmt, markdown_table
from ramsey_inspect.reports.sheets.cells import read_table
from ramsey_inspect.reports.sheets.layout import (
    FAILURE_TYPES,
    JUDGE,
    KEY_COLUMNS,
    KEY_FILE,
    MAX_KEY_BYTES,
    SCORES,
    SENT_COLUMN,
    SHEET_PATTERN,
    default_key_path,
    order_digest,
    sheet_cap,
)
from ramsey_inspect.stats import cohen_kappa, landis_koch
from ramsey_inspect.user_files import size_text

Binarise = Literal["strict", "lenient"]


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


class MissingKeyError(ValueError):
    """No key file where it was looked for: import cannot start."""


def _key_path(folder: Path, key: StrPath | None) -> Path:
    """The key given, else the one export-sheets wrote beside ``folder`` (or inside it)."""
    if key is not None:
        path = Path(key)
        if not path.is_file():
            raise MissingKeyError(f"{path}: no such key file")
        return path
    for path in (default_key_path(folder), folder / KEY_FILE):
        if path.is_file():
            return path
    raise MissingKeyError(
        f"{folder}: no key at {default_key_path(folder)}, where export-sheets writes it; "
        "pass --key with its path"
    )


@dataclass(frozen=True)
class SentSheet:
    """A sheet as export sent it out: its name, size in bytes and row order's digest."""

    name: str
    size: int
    order: str


def _read_key(path: Path) -> tuple[pd.DataFrame, list[SentSheet] | None]:
    """The key's answers by code, and the sheets it records as sent (None in older keys)."""
    rows = read_table(path, [c for c in KEY_COLUMNS if c != SENT_COLUMN], MAX_KEY_BYTES, "key")
    records = []
    seen: set[str] = set()
    sent_texts: set[str] = set()
    for row in rows:
        v = row.values
        code = v["code"].strip()
        if not code or code in seen:
            raise ValueError(f"{path.name}, row {row.number}: empty or repeated code {code!r}")
        seen.add(code)
        sent_texts.add(v.get(SENT_COLUMN, "").strip())
        try:
            group, epoch = int(v["group"]), int(v["epoch"])
        except ValueError:
            raise ValueError(
                f"{path.name}, row {row.number}: group and epoch must be integers"
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
        raise ValueError(f"{path.name} lists no answers")
    return pd.DataFrame.from_records(records).set_index("code"), _sent_sheets(path, sent_texts)


def _sent_sheets(path: Path, texts: set[str]) -> list[SentSheet] | None:
    """The key's record of the sheets sent out; None when the key has none (older exports)."""
    if texts == {""}:
        return None
    if len(texts) != 1:
        raise ValueError(f"{path.name}: its rows disagree on the sheets sent ({SENT_COLUMN})")
    sent = []
    for item in texts.pop().split():
        name, _, rest = item.partition(":")
        size, _, order = rest.partition(":")
        if not SHEET_PATTERN.match(name) or not size.isdigit() or not order:
            raise ValueError(f"{path.name}: cannot read {item!r} in its {SENT_COLUMN} column")
        sent.append(SentSheet(name, int(size), order))
    return sent


def _sheet_paths(
    folder: Path, sent: list[SentSheet] | None, rows: int
) -> list[tuple[str, Path, int]]:
    """The sheets to read, once each: exactly the ones the key says were sent out.

    Each must be a regular file no larger than :func:`sheet_cap` of its size when sent
    (``MAX_KEY_BYTES`` with an older key), so that nothing is read from a folder, a FIFO or
    a file far larger than a filled sheet. Every problem is raised in one line. Returns
    each sheet's grader name, path and the most bytes it may hold.
    """
    found = {p.name: p for p in folder.iterdir() if SHEET_PATTERN.match(p.name)}
    names = sorted(found, key=_sheet_number)
    problems: list[str] = []
    caps = {s.name: sheet_cap(s.size, rows) for s in sent or []}
    if sent is None:
        numbers = [_sheet_number(n) for n in names]
        if numbers != list(range(1, len(numbers) + 1)):
            problems.append(
                f"the sheets are {', '.join(names) or 'none'}; expected grader_1.csv to "
                f"grader_{len(numbers)}.csv with no gap or repeat"
            )
    else:
        expected = [s.name for s in sent]
        missing = [n for n in expected if n not in found]
        extra = [n for n in names if n not in expected]
        if missing:
            problems.append(f"{', '.join(missing)} sent out but not in {folder}")
        if extra:
            problems.append(
                f"{', '.join(extra)} in {folder} but not sent out (the key lists "
                f"{', '.join(expected)})"
            )
    for name in names:
        try:
            info = found[name].stat()
        except OSError as err:
            problems.append(f"{name}: cannot read it: {err.strerror or err}")
            continue
        if stat.S_ISDIR(info.st_mode):
            problems.append(f"{name} is a folder, not a sheet")
        elif not stat.S_ISREG(info.st_mode):
            problems.append(f"{name} is not a regular file (a FIFO or device?)")
        elif info.st_size > caps.get(name, MAX_KEY_BYTES):
            problems.append(
                f"{name} is {size_text(info.st_size)}, more than a filled sheet of "
                f"{rows} answers can be ({size_text(caps.get(name, MAX_KEY_BYTES))})"
            )
    if not names and not problems:
        problems.append("no grader_<n>.csv sheets")
    if problems:
        raise ValueError(f"{folder}: " + "; ".join(problems))
    return [
        (name.removesuffix(".csv"), found[name], caps.get(name, MAX_KEY_BYTES)) for name in names
    ]


def _sheet_number(name: str) -> int:
    """The n of a ``grader_<n>.csv`` name."""
    match = SHEET_PATTERN.match(name)
    return int(match.group(1)) if match else 0


def _check_orders(sheets: list[tuple[str, list[str]]], sent: list[SentSheet] | None) -> list[str]:
    """A sheet whose rows come in the order sent to another grader is that grader's copy."""
    if sent is None:
        return []
    orders = {s.name: s.order for s in sent}
    problems = []
    for name, codes in sheets:
        digest = order_digest(codes)
        own = orders.get(f"{name}.csv")
        if digest == own:
            continue
        other = [n for n, d in orders.items() if d == digest and d != own]
        if other:
            problems.append(
                f"{name}.csv has its rows in the order sent to {other[0]}: a copy of that "
                "sheet, not this grader's"
            )
    return problems


def _read_sheet(
    path: Path, key: pd.DataFrame, errors: list[str], max_bytes: int
) -> tuple[list[dict[str, object]], list[str]]:
    """The validated grades of one sheet and its codes in row order; problems go to ``errors``."""
    try:
        rows = read_table(path, ("code", "score", "failure_type"), max_bytes, "sheet")
    except ValueError as exc:
        errors.append(str(exc))
        return [], []
    order = [row.values["code"].strip() for row in rows]
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
    return grades, order


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
            _markdown(self.accuracy, percent=True),
            "",
            "## Mean score (0 / 0.5 / 1, not binarised)",
            "",
            _markdown(self.mean_score, percent=True),
            "",
            "## Cohen's kappa on binarised labels (cf. the paper's Table 6)",
            "",
            "Bands as in the paper's Table 6 caption: 0.40-0.60 moderate, 0.60-0.80 "
            "substantial, >= 0.80 excellent; below 0.40 Landis & Koch's fair (0.20-0.40), "
            "slight (0-0.20) and poor (< 0). n/a when undefined (both raters gave one and the "
            "same label throughout).",
            "",
            _markdown(kappa_cells),
            "",
            "## Failure types given (answers not judged correct)",
            "",
            _markdown(self.failure_types),
        ]
        return "\n".join(parts) + "\n"


COUNT_COLUMNS = ("n", "judge_n")


def _markdown(df: pd.DataFrame, percent: bool = False) -> str:
    """``df`` (index first) as Markdown: counts as integers, rates as percentages or 3 digits."""
    table = df.reset_index()
    for column in df.columns:
        if pd.api.types.is_numeric_dtype(df[column]):
            kind: Kind = "pct" if percent else "3g"
            if column in COUNT_COLUMNS or pd.api.types.is_integer_dtype(df[column]):
                kind = "int"
            table[column] = [fmt(v, kind) for v in df[column]]
    return markdown_table(table.rename(columns=lambda c: "" if c == "index" else c))


def _is_correct(score: float, binarise: Binarise) -> bool:
    return score >= 0.5 if binarise == "lenient" else score == 1.0


def import_sheets(
    folder: StrPath, binarise: Binarise = "strict", key: StrPath | None = None
) -> SheetsReport:
    """Validate the filled ``grader_*.csv`` sheets in ``folder`` against its key, and report.

    The key is ``key``, by default the file export wrote beside ``folder``. The sheets must
    be the ones the key records as sent out, each once, as regular files of a size a
    filled sheet can have; anything else is refused in one line before a sheet is read.

    Every sheet must hold exactly the key's codes, each once, with a score of 0, 0.5 or 1 and
    a failure type (A-E) exactly when the score is not 1. All problems found are raised
    together as one ``ValueError``, each naming its file and spreadsheet row (header = row 1).
    """
    if binarise not in ("strict", "lenient"):
        raise ValueError(f"binarise must be 'strict' or 'lenient', not {binarise!r}")
    path = Path(folder)
    codes, sent = _read_key(_key_path(path, key))
    sheets = _sheet_paths(path, sent, len(codes))
    errors: list[str] = []
    graded: dict[str, list[dict[str, object]]] = {}
    orders: list[tuple[str, list[str]]] = []
    for name, p, cap in sheets:
        graded[name], order = _read_sheet(p, codes, errors, cap)
        orders.append((name, order))
    copies = _check_orders(orders, sent)
    if copies:  # a sheet that is not its grader's: its row problems would only mislead
        raise ValueError(f"{path}: " + "; ".join(copies))
    if errors:
        shown = errors[:50] + ([f"... and {len(errors) - 50} more"] if len(errors) > 50 else [])
        raise ValueError(
            f"{len(errors)} problem(s) in the grading sheets in {path}:\n  " + "\n  ".join(shown)
        )
    graders = [name for name, _, _ in sheets]

    answers = codes.copy()
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
            values[label][cond] = cohen_kappa(labels_a, labels_b)
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
