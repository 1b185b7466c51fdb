"""Blind human grading of GTBench proofs (the paper's Group 3 protocol).

``export`` writes one blind sheet per grader and a README, and the key apart from them;
``agreement`` reads the filled sheets back and compares graders with each other and with
the LLM judge.
"""

from ramsey_inspect.reports.sheets.agreement import (
    MissingKeyError,
    SheetsReport,
    import_sheets,
    parse_score,
)
from ramsey_inspect.reports.sheets.export import ExportResult, collect_answers, export_sheets

__all__ = [
    "ExportResult",
    "MissingKeyError",
    "SheetsReport",
    "collect_answers",
    "export_sheets",
    "import_sheets",
    "parse_score",
]
