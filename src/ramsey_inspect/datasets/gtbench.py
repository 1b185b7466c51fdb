"""GTBench problems: the package's own 63, or a file in the paper's JSON schema.

Each entry has ``id, tier, source, topic, question, ground_truth, requires_figure,
evaluation_type``; ``tier`` is the group (1 definitions and basics, 2 algorithms and
structures, 3 graduate proofs) and ``evaluation_type`` is ``exact_match`` or ``proof``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ramsey_inspect.user_files import read_json

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "gtbench" / "problems.json"
GROUP_FIELD = "tier"
"""The field of a problem's group (1, 2 or 3): the paper's schema calls it ``tier``; the
task option, the sample metadata and the code call it the group."""
FIELDS = (
    "id",
    GROUP_FIELD,
    "source",
    "topic",
    "question",
    "ground_truth",
    "requires_figure",
    "evaluation_type",
)
EVALUATION_TYPES = ("exact_match", "proof")
MAX_DATASET_BYTES = 64 << 20
"""Largest problem file read (the shipped one is under 100 KB)."""


def load_problems(path: str | Path | None = None, option: str = "dataset") -> list[dict[str, Any]]:
    """Read and check a problem file (a JSON list, or an object with a ``problems`` list).

    Only a regular file of at most ``MAX_DATASET_BYTES`` is read (see ``user_files``).

    Raises:
        ValueError: naming ``option``, the file, or the entry (index and id) and the field
            at fault.
    """
    source = Path(path) if path is not None else DATA_FILE
    data = read_json(source, option, MAX_DATASET_BYTES)
    if isinstance(data, dict) and isinstance(data.get("problems"), list):
        data = data["problems"]
    if not isinstance(data, list) or not data:
        raise ValueError(f"{option}: {source} must hold a non-empty JSON list of problems")
    seen: set[str] = set()
    for index, entry in enumerate(data):
        _check_entry(f"{option}: entry {index}", entry, seen)
    return data


def _check_entry(where: str, entry: Any, seen: set[str]) -> None:
    if not isinstance(entry, dict):
        raise ValueError(f"{where} is not an object")
    if isinstance(entry.get("id"), str):
        where += f" (id {entry['id']!r})"
    missing = [f for f in FIELDS if f not in entry]
    if missing:
        raise ValueError(f"{where}: missing field {missing[0]!r}")
    for field in ("id", "source", "topic", "question", "ground_truth"):
        if not isinstance(entry[field], str) or not entry[field].strip():
            raise ValueError(f"{where}: field {field!r} must be a non-empty string")
    if entry["id"] in seen:
        raise ValueError(f"{where}: field 'id' repeats an earlier entry")
    seen.add(entry["id"])
    group = entry[GROUP_FIELD]
    if group not in (1, 2, 3) or isinstance(group, bool):
        raise ValueError(f"{where}: field {GROUP_FIELD!r} must be 1, 2 or 3, not {group!r}")
    if not isinstance(entry["requires_figure"], bool):
        raise ValueError(f"{where}: field 'requires_figure' must be true or false")
    if entry["evaluation_type"] not in EVALUATION_TYPES:
        raise ValueError(
            f"{where}: field 'evaluation_type' must be exact_match or proof, "
            f"not {entry['evaluation_type']!r}"
        )
