"""The files of a grading folder and their columns, shared by export and import."""

from __future__ import annotations

import re

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
README_FILE = "README.txt"
SHEET_PATTERN = re.compile(r"^grader_(\d+)\.csv$")
FAILURE_TYPES = tuple(_FAILURE_TYPES)
"""The judge's failure letters A-E, which graders use too."""
SCORES = (0.0, 0.5, 1.0)
JUDGE = "judge"
