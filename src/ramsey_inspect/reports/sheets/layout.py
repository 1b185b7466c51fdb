"""The files of a grading folder and their columns, shared by export and import."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from ramsey_inspect.prompts.gtbench import FAILURE_TYPES as _FAILURE_TYPES

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
    "sheets_sent",
)
SENT_COLUMN = "sheets_sent"
"""The key's record of the sheets sent out: the same in every row (a key may be sorted),
``grader_1.csv:<bytes>:<order> ...`` with each sheet's size and a digest of its row order.
Keys written before it existed lack the column."""
KEY_FILE = "KEY_do_not_share.csv"
"""The key's name inside a sheets folder: where exports before the key moved out put it."""
README_FILE = "README.txt"
SHEET_PATTERN = re.compile(r"^grader_(\d+)\.csv$")
FAILURE_TYPES = tuple(_FAILURE_TYPES)
"""The judge's failure letters A-E, which graders use too."""
SCORES = (0.0, 0.5, 1.0)
MAX_KEY_BYTES = 256 << 20
"""Largest key read, and largest sheet read when the key does not record the sheets'
sizes (keys from before it did)."""
SHEET_ROW_ALLOWANCE = 8 << 10
"""Bytes a grader may add per row (score, failure type, justification) to a sheet."""
JUDGE = "judge"


def default_key_path(sheets_dir: Path) -> Path:
    """Where the key goes by default: beside the sheets folder, never inside it.

    Graders get the sheets folder, so the key is a sibling file named after it:
    ``sheets/`` has its key in ``sheets_KEY_do_not_share.csv``.

    >>> default_key_path(Path("/work/sheets")).as_posix()
    '/work/sheets_KEY_do_not_share.csv'
    """
    folder = sheets_dir.resolve()
    return folder.parent / f"{folder.name}_{KEY_FILE}"


def key_inside(key: Path, sheets_dir: Path) -> bool:
    """Whether ``key`` lies inside ``sheets_dir`` (where graders would receive it)."""
    return key.resolve().is_relative_to(sheets_dir.resolve())


def sheet_cap(sent_bytes: int, rows: int) -> int:
    """The most bytes a filled sheet may hold: twice what was sent, room for the grades.

    A spreadsheet may re-save the text larger (other quoting, line ends); far beyond that
    is not a filled sheet, and it is refused by its size before it is read.

    >>> sheet_cap(100_000, 10)
    1330496
    """
    return 2 * sent_bytes + rows * SHEET_ROW_ALLOWANCE + (1 << 20)


def order_digest(codes: list[str]) -> str:
    """A short fingerprint of a sheet's row order, which export draws afresh per grader.

    >>> order_digest(["a", "b"]) == order_digest(["a", "b"]) != order_digest(["b", "a"])
    True
    """
    return hashlib.sha256("\n".join(codes).encode()).hexdigest()[:16]
