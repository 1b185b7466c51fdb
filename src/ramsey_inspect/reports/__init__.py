"""Reports built from finished Inspect logs (no model calls)."""

from ramsey_inspect.reports.gtbench_sheets import (
    ExportResult,
    SheetsReport,
    export_sheets,
    import_sheets,
)

__all__ = ["ExportResult", "SheetsReport", "export_sheets", "import_sheets"]
