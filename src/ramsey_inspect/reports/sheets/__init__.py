"""Blind human grading of GTBench proofs (the paper's Group 3 protocol).

``export`` writes one blind sheet per grader, a key and a README; ``agreement`` reads the
filled sheets back and compares graders with each other and with the LLM judge.
"""

from ramsey_inspect.reports.sheets.agreement import SheetsReport, import_sheets, parse_score
from ramsey_inspect.reports.sheets.export import ExportResult, collect_answers, export_sheets

__all__ = [
    "ExportResult",
    "SheetsReport",
    "collect_answers",
    "export_sheets",
    "import_sheets",
    "parse_score",
]
