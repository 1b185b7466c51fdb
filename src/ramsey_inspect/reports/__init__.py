"""Reports built from finished Inspect logs (no model calls).

``summary.build_report`` reads logs (``results``), computes each benchmark's tables and
figures (``gadgets``, ``kcoloring``, ``gtbench``) and writes them (``render``); ``sheets``
holds the GTBench human-grading sheets.
"""

from ramsey_inspect.reports.sheets import (
    ExportResult,
    SheetsReport,
    export_sheets,
    import_sheets,
)
from ramsey_inspect.reports.summary import Report, build_report

__all__ = [
    "ExportResult",
    "Report",
    "SheetsReport",
    "build_report",
    "export_sheets",
    "import_sheets",
]
