"""The files of a grading folder and their columns, shared by export and import."""

from __future__ import annotations

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
)
KEY_FILE = "KEY_do_not_share.csv"
"""The key's name inside a sheets folder: where exports before the key moved out put it."""
README_FILE = "README.txt"
SHEET_PATTERN = re.compile(r"^grader_(\d+)\.csv$")
FAILURE_TYPES = tuple(_FAILURE_TYPES)
"""The judge's failure letters A-E, which graders use too."""
SCORES = (0.0, 0.5, 1.0)
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
