"""The k-coloring sequel's tables: errors by kind and hallucinated (false) edges.

Heyman & Zylberberg's sequel summed up every model, problem set and frame in the same
few numbers: problems, trials, incorrect, false colorable (a coloring for an uncolorable
graph), wrong coloring, false uncolorable, responses whose reasoning states an edge the
prompt never gave, false "Impossible" verdicts that include such an edge, how many of
those would be right were the edge real, and the ten edges stated falsely most often.

Two sources give the same rows (:class:`FalseEdgeRow`):

- our logs (:func:`rows_from_samples`), from the scorer's per-sample record
  (``names.FALSE_EDGES``, ``REASONING``, ``CORRECT_UNDER_FALSE_EDGES``,
  ``FALSE_IMPOSSIBLE_WITH_FALSE_EDGE``). A reply whose reasoning the provider hid is not
  counted as free of false edges: it is counted apart, and a row with none read says
  ``unknown``. Logs from before the record existed say ``unknown`` too, never 0.
- the sequel's own ``evaluations`` folder (:func:`read_sequel`): its per-response
  verdicts and response features, counted as its summary (``summaries/stats.txt``)
  counts them, including which numbers it leaves ``Unknown``.

An answer that could not be read (our ``no_answer``; the sequel's ``not_found``) is
incorrect in both, and has a column of its own so that incorrect = false colorable +
wrong coloring + false uncolorable + no answer. (The sequel's summary counted its 14
such responses, all on colorable graphs, as wrong colorings; :meth:`FalseEdgeRow.
sequel_wrong_coloring` gives its figure back.)
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.colors import LinearSegmentedColormap
from matplotlib.ticker import MaxNLocator, PercentFormatter

from ramsey_inspect import names
from ramsey_inspect.parsers._kcoloring_edge_accuracy import rates
from ramsey_inspect.prompts.kcoloring import MAX_FRAME_VERTICES
from ramsey_inspect.reports import figures
from ramsey_inspect.reports.grouping import config_title, figure_titles, key_columns, per_config
from ramsey_inspect.reports.kcoloring import TITLE_OPTIONS
from ramsey_inspect.reports.log_files import StrPath
from ramsey_inspect.reports.render import Column, Section, Table, display
from ramsey_inspect.stats import share_without_reader_error
from ramsey_inspect.user_files import UserFileError, inside, read_text

Edge = tuple[int, int]
Search = Literal["all", "false_uncolorable", "none"]

OPTION = "--sequel-evaluations"
MAX_FILE_BYTES = 16 << 20
"""Largest evaluation or response-feature file read (the sequel's largest is 0.7 MB)."""
TOP = 10
"""How many of the most frequent false edges a row lists, as the sequel's summary."""
UNKNOWN = "unknown"

SEQUEL_MODELS: dict[str, str] = {
    "o1-mini": "o1-mini",
    "deepseek-r1": "DeepSeek-R1",
    "claude3.7s-think": "Claude 3.7 Sonnet (thinking)",
    "o3-mini-low": "o3-mini (low)",
    "o3-mini-medium": "o3-mini (medium)",
    "o3-mini-high": "o3-mini (high)",
    "gemini2.5pp": "Gemini 2.5 Pro Preview",
    "grok3mb-low": "Grok 3 Mini Beta (low)",
    "grok3mb-high": "Grok 3 Mini Beta (high)",
}
"""The sequel's nine configurations, by their file names, in its order, with its names."""
SEQUEL_SHOWN_REASONING = frozenset(
    {"deepseek-r1", "claude3.7s-think", "grok3mb-low", "grok3mb-high"}
)
"""Configurations whose reasoning the sequel could read (the others hid it)."""
SEQUEL_FALSE_EDGE_DATA = frozenset(
    {
        "deepseek-r1",
        "claude3.7s-think",
        "o3-mini-high",
        "gemini2.5pp",
        "grok3mb-low",
        "grok3mb-high",
    }
)
"""Configurations the sequel searched for false edges (hidden reasoning: the answer only)."""
SEQUEL_SETS: dict[str, str] = {
    "4v2c": "4 vertices, 2 colors",
    "8v4c": "8 vertices, 4 colors",
    "8v4c_hec_col": "8v4c high edge count colorable",
    "8v4c_adv": "8v4c adversarial",
    "12v6c": "12 vertices, 6 colors",
    "8v4c_gs_test": "8v4c greedy score test",
}
"""The sequel's problem sets in its summary's order, with the names it gives them."""
SEQUEL_SEARCH: dict[str, Search] = {
    "8v4c_hec_col": "false_uncolorable",
    "8v4c_adv": "false_uncolorable",
}
"""Sets whose responses the sequel searched only where the verdict was a false "Impossible"
(every other set: all responses)."""
SEQUEL_FRAMES = ("math", "friends")
_FILE = re.compile(
    r"^(.+)_(\d{1,6}v\d{1,3}c(?:_[A-Za-z0-9_]+?)?)_(math_demanding|math|cities|friends)\.txt$"
)
"""``<model>_<set>_<frame>.txt``: the set is told by its shape (``8v4c``, ``8v4c_gs_test``),
so a model name with underscores (``my_model``) stays whole."""
MAX_VERTICES = MAX_FRAME_VERTICES
"""No frame names more vertices; a stored edge beyond the set's vertices is malformed."""


def set_vertices(problem_set: str) -> int:
    """The vertex count a set's name gives (``8v4c_adv``: 8), at most ``MAX_VERTICES``.

    >>> set_vertices("8v4c_adv"), set_vertices("100000v3c"), set_vertices("?")
    (8, 12, 12)
    """
    match = re.match(r"(\d{1,6})v", problem_set)
    return min(int(match.group(1)), MAX_VERTICES) if match else MAX_VERTICES


@dataclass
class FalseEdgeRow:
    """One model x problem set x frame, counted as the sequel counts.

    ``with_false_edges``, ``including_false_edges`` and ``correct_under_false_edges`` are
    None where they cannot be known (reasoning hidden, no false-edge record, a search
    limited to false "Impossible" verdicts).
    """

    model: str
    problem_set: str
    frame: str
    problems: int = 0
    colorable_problems: int = 0
    trials: int = 0
    incorrect: int = 0
    false_colorable: int = 0
    wrong_coloring: int = 0
    false_uncolorable: int = 0
    no_answer: int = 0
    no_answer_colorable: int = 0
    unscored: int = 0
    read: int = 0
    """Responses whose reasoning was read and searched for false edges."""
    unseen: int = 0
    """Responses whose reasoning was hidden or never searched (not counted as free of them)."""
    with_false_edges: int | None = None
    including_false_edges: int | None = None
    including_unseen: int = 0
    """False "Impossible" verdicts whose reasoning was hidden: ``including`` is a lower bound."""
    correct_under_false_edges: int | None = None
    false_edges_total: int = 0
    edge_counts: dict[Edge, int] = field(default_factory=dict)
    """Times each edge was stated falsely, in the order first met."""
    config: dict[str, Any] = field(default_factory=dict)
    """For rows from logs: the configuration's ``model``, ``config`` and ``arg_*`` values."""
    malformed: int = 0
    """False-edge records left out: not a list of vertex pairs, or a vertex outside the set."""

    @property
    def top(self) -> list[tuple[Edge, int]]:
        """The ``TOP`` edges stated falsely most often (ties: the first met first)."""
        return sorted(self.edge_counts.items(), key=lambda kv: -kv[1])[:TOP]

    def sequel_wrong_coloring(self) -> int:
        """Wrong colorings as the sequel's summary counts them (unread answers included)."""
        return self.wrong_coloring + self.no_answer_colorable

    def sequel_false_colorable(self) -> int:
        """False colorable as the sequel's summary counts them (unread answers included)."""
        return self.false_colorable + self.no_answer - self.no_answer_colorable

    def stats_lines(self) -> list[str]:
        """This row as the lines of the sequel's ``summaries/stats.txt`` block for it."""

        def known(value: int | None) -> str:
            return "Unknown" if value is None else str(value)

        lines = [
            f"Problems: {self.problems} ({self.colorable_problems} colorable)",
            f"Trials: {self.trials}",
            f"With false edges: {known(self.with_false_edges)}",
            f"Incorrect: {self.incorrect}",
            f"False colorable: {self.sequel_false_colorable()}",
            f"Wrong coloring: {self.sequel_wrong_coloring()}",
            f"False uncolorable: {self.false_uncolorable}",
            f"+ including false edges: {known(self.including_false_edges)}",
            f"+ correct under false edges: {known(self.correct_under_false_edges)}",
        ]
        if self.false_edges_total:
            lines.append("False edge frequencies (top 10 at most):")
            total = self.false_edges_total
            lines += [f"{e}: {n}/{total} ({n / total:.3f})" for e, n in self.top]
        return lines


@dataclass(frozen=True)
class Response:
    """One response as both sources give it."""

    problem: str
    colorable: bool | None
    outcome: str
    """The scorer's outcome (``correct``, ``invalid_coloring``, ...) or ``unscored``."""
    false_edges: tuple[Edge, ...] | None
    """None: not searched (or no record)."""
    reasoning: str | None
    """``seen``, ``none``, ``unseen``, or None when the log has no record."""
    correct_under: bool | None = None
    false_impossible_with_edge: bool | None = None
    malformed: bool = False
    """The log's false-edge record could not be read as vertex pairs: left out, named."""


def count(
    key: dict[str, Any],
    responses: Iterable[Response],
    searched_all: bool = True,
    recorded: bool | None = None,
) -> FalseEdgeRow:
    """Count a configuration x set x frame's responses into a row.

    ``searched_all``: every response read was searched (False where the search was limited
    to false "Impossible" verdicts: the share with false edges is then unknown).
    ``recorded``: whether the false-Impossible columns are known; by default, whether any
    response carries a false-edge record.
    """
    row = FalseEdgeRow(
        model=str(key.get("model", "")),
        problem_set=str(key.get("problem_set", "")),
        frame=str(key.get("frame", "")),
        config={k: v for k, v in key.items() if k not in ("problem_set", "frame")},
    )
    problems: set[str] = set()
    colorable: set[str] = set()
    with_edges = including = under = 0
    any_record = False
    n = set_vertices(row.problem_set)
    for r in responses:
        if r.outcome == "unscored":
            row.unscored += 1
            continue
        problems.add(r.problem)
        if r.colorable:
            colorable.add(r.problem)
        row.trials += 1
        if r.outcome != "correct":
            row.incorrect += 1
        if r.outcome == "false_impossible":
            row.false_uncolorable += 1
        elif r.outcome == "invalid_coloring":
            row.wrong_coloring += 1
        elif r.outcome == "missed_impossible":
            row.false_colorable += 1
        elif r.outcome == "no_answer":
            row.no_answer += 1
            row.no_answer_colorable += bool(r.colorable)
        elif r.outcome != "correct":  # an outcome this table does not know: still incorrect
            row.no_answer += 1
            row.no_answer_colorable += bool(r.colorable)
        edges = r.false_edges
        if r.malformed or (edges is not None and not all(0 <= a < b < n for a, b in edges)):
            row.malformed += 1  # not pairs, or a vertex the set lacks: named, never an edge
            edges = None
        if r.reasoning is not None or edges is not None:
            any_record = True
        read = edges is not None and r.reasoning in ("seen", "none")
        if read:
            row.read += 1
            with_edges += bool(edges)
        else:
            row.unseen += 1
        for e in edges or ():
            row.edge_counts[e] = row.edge_counts.get(e, 0) + 1
            row.false_edges_total += 1
        if r.outcome == "false_impossible":
            has = r.false_impossible_with_edge
            if has is None and edges is not None:
                has = bool(edges)
            if has:
                including += 1
                under += bool(r.correct_under)
            if not read:
                row.including_unseen += 1
    row.problems, row.colorable_problems = len(problems), len(colorable)
    row.with_false_edges = with_edges if searched_all and row.read else None
    if recorded if recorded is not None else any_record:
        row.including_false_edges, row.correct_under_false_edges = including, under
    return row


# ----------------------------------------------------------------------------- our logs


def rows_from_samples(samples: pd.DataFrame, configs: pd.DataFrame) -> list[FalseEdgeRow]:
    """One row per configuration x problem set x frame of k-coloring samples."""
    rows: list[FalseEdgeRow] = []
    for config, grp in per_config(samples, configs):
        if grp.empty:
            continue
        grp = grp.assign(
            **{
                names.PROBLEM_SET: grp[names.PROBLEM_SET].fillna("?").astype(str),
                names.FRAME: grp[names.FRAME].fillna("?").astype(str),
            }
        )
        for (pset, frame), cell in grp.groupby([names.PROBLEM_SET, names.FRAME], sort=False):
            key = {**config.to_dict(), "problem_set": pset, "frame": frame}
            records = ({str(k): v for k, v in r.items()} for r in cell.to_dict("records"))
            rows.append(count(key, (_response(r) for r in records)))
    return rows


def _response(rec: dict[str, Any]) -> Response:
    score = rec.get("score")
    unscored = score is None or (isinstance(score, float) and math.isnan(score))
    outcome = "unscored" if unscored else str(rec.get("outcome") or "no_answer")
    if not unscored and score == 1.0:
        outcome = "correct"
    reasoning = _text(rec.get(names.REASONING))
    edges = _edges_json(rec.get(names.FALSE_EDGES), reasoning is not None)
    return Response(
        problem=str(rec.get(names.PROBLEM_ID) if _text(rec.get(names.PROBLEM_ID)) else rec["id"]),
        colorable=_flag(rec.get(names.COLORABLE)),
        outcome=outcome,
        false_edges=None if edges is False else edges,
        reasoning=reasoning if reasoning in names.REASONING_VALUES else None,
        correct_under=_flag(rec.get(names.CORRECT_UNDER_FALSE_EDGES)),
        false_impossible_with_edge=_flag(rec.get(names.FALSE_IMPOSSIBLE_WITH_FALSE_EDGE)),
        malformed=edges is False,
    )


def _text(value: Any) -> str | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return str(value)


def _flag(value: Any) -> bool | None:
    text = _text(value)
    if text is None:
        return None
    return text.strip().lower() in ("true", "1", "1.0")


def _edges_json(value: Any, recorded: bool) -> tuple[Edge, ...] | None | Literal[False]:
    """A false-edge list as the frame holds it (``[[6, 7]]`` as JSON text); False if malformed.

    Only whole non-negative integers in pairs count: ``[-1, 3]``, ``[0, 1e300]``, a string or
    a number in place of the list is malformed, never read as an edge or as "none".

    >>> _edges_json("[[7, 6], [0, 1]]", True), _edges_json(None, True), _edges_json(None, False)
    (((6, 7), (0, 1)), (), None)
    >>> _edges_json("[[-1, 3]]", True), _edges_json("[[0, 1e300]]", True), _edges_json("x", True)
    (False, False, False)
    """
    text = _text(value)
    if text is None:
        return () if recorded else None
    if len(text) > _MAX_RECORD_CHARS:  # far more pairs than any graph of the task has
        return False
    try:
        pairs = json.loads(text)
    except ValueError:
        return False
    if not isinstance(pairs, list) or not all(_is_pair(p) for p in pairs):
        return False
    return tuple((min(a, b), max(a, b)) for a, b in pairs)


def _is_pair(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(type(v) is int and 0 <= v < MAX_VERTICES for v in value)
    )


_MAX_RECORD_CHARS = 10_000
"""A record of every pair of 12 vertices in JSON is under 700 characters."""


# ----------------------------------------------------------------------------- the sequel


@dataclass
class SequelEvaluations:
    """The sequel's rows, and the lines of its files that could not be read."""

    rows: list[FalseEdgeRow]
    folder: Path
    skipped_lines: int = 0


def read_sequel(folder: StrPath) -> SequelEvaluations:
    """Read the sequel's ``evaluations`` folder (and its ``response_features``).

    Raises:
        UserFileError: not a folder, no ``<model>_<set>_<frame>.txt`` file in it, or a file
            that cannot be read (too large, not text, a link out of the folder).
    """
    root = Path(folder)
    if not root.is_dir():
        why = "it is a file, not a folder" if root.exists() else "no such folder"
        raise UserFileError(f"{OPTION}: cannot read {root}: {why}")
    files = [(p, _FILE.match(p.name)) for p in sorted(root.glob("*.txt"))]
    found = [(p, m) for p, m in files if m]
    if not found:
        raise UserFileError(
            f"{OPTION}: {root} holds no evaluation files (<model>_<set>_<frame>.txt); "
            "name the sequel's graph_coloring/evaluations folder"
        )
    out = SequelEvaluations([], root)
    for path, match in sorted(found, key=lambda pm: _sequel_order(*pm[1].groups())):
        model, pset, frame = match.groups()
        verdicts, bad = _evaluations(_read(path, root))
        out.skipped_lines += bad
        feature_path = root / "response_features" / path.name
        features: dict[tuple[str, str], tuple[tuple[Edge, ...] | None, bool | None]] = {}
        if feature_path.is_file():
            features, bad = _features(_read(feature_path, root))
            out.skipped_lines += bad
        search = SEQUEL_SEARCH.get(pset, "all")
        known_model = model in SEQUEL_MODELS
        shown = model in SEQUEL_SHOWN_REASONING if known_model else bool(features)
        has_data = model in SEQUEL_FALSE_EDGE_DATA if known_model else bool(features)
        responses = []
        for (name, repeat), (colorable, answer, verdict) in verdicts.items():
            edges, under = features.get((name, repeat), (None, None))
            responses.append(
                Response(
                    problem=name,
                    colorable=colorable,
                    outcome=_outcome(colorable, answer, verdict),
                    false_edges=edges,
                    reasoning="seen" if shown else "unseen",
                    correct_under=under,
                )
            )
        key = {"model": model, "problem_set": pset, "frame": frame}
        out.rows.append(
            count(
                key,
                responses,
                searched_all=shown and search == "all",
                recorded=has_data and search != "none",
            )
        )
    return out


def _read(path: Path, root: Path) -> str:
    return read_text(inside(path, root, OPTION), OPTION, MAX_FILE_BYTES)


def _evaluations(text: str) -> tuple[dict[tuple[str, str], tuple[bool, str, str]], int]:
    """``(file, repeat) -> (colorable, answer, verdict)``; a later line for a key wins, in place."""
    out: dict[tuple[str, str], tuple[bool, str, str]] = {}
    bad = 0
    for line in text.splitlines():
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 5 or fields[2] not in ("True", "False"):
            bad += 1
            continue
        name, repeat, colorable, answer, verdict = fields
        out[(name, repeat)] = (colorable == "True", answer, verdict)
    return out, bad


def _features(
    text: str,
) -> tuple[dict[tuple[str, str], tuple[tuple[Edge, ...] | None, bool | None]], int]:
    """``(file, repeat) -> (false edges or None if not searched, correct under them)``."""
    out: dict[tuple[str, str], tuple[tuple[Edge, ...] | None, bool | None]] = {}
    bad = 0
    for line in text.splitlines():
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 8:
            bad += 1
            continue
        edges = parse_edges(fields[6])
        if edges is False:
            bad += 1
            continue
        under = {"True": True, "False": False}.get(fields[7])
        out[(fields[0], fields[1])] = (edges, under)
    return out, bad


def parse_edges(text: str) -> tuple[Edge, ...] | None | Literal[False]:
    """The sequel's edge list: ``a,b|c,d``, ``[empty]`` or ``None``; False if malformed.

    >>> parse_edges("6,7|0,5"), parse_edges("[empty]"), parse_edges("None"), parse_edges("6;7")
    (((6, 7), (0, 5)), (), None, False)
    """
    if text == "None":
        return None
    if text == "[empty]":
        return ()
    out: list[Edge] = []
    for part in text.split("|"):
        pieces = part.split(",")
        if len(pieces) != 2 or not all(_VERTEX.fullmatch(p) for p in pieces):
            return False  # "²,5", a 25-digit vertex: malformed, not a vertex
        a, b = int(pieces[0]), int(pieces[1])
        out.append((min(a, b), max(a, b)))  # "7,6" is the pair (6, 7)
    return tuple(out)


_VERTEX = re.compile(r"[0-9]{1,3}")


def _outcome(colorable: bool, answer: str, verdict: str) -> str:
    """Our outcome name for a sequel verdict line (a refusal gave no answer)."""
    if verdict == "correct":
        return "correct"
    if verdict == "refuse":
        return "no_answer"
    if answer == "impossible":
        return "false_impossible"
    if answer.startswith("not_found"):
        return "no_answer"
    return "invalid_coloring" if colorable else "missed_impossible"


def _sequel_order(model: str, pset: str, frame: str) -> tuple[int, int, int, str]:
    models, sets = list(SEQUEL_MODELS), list(SEQUEL_SETS)
    m = models.index(model) if model in models else len(models)
    s = sets.index(pset) if pset in sets else len(sets)
    f = SEQUEL_FRAMES.index(frame) if frame in SEQUEL_FRAMES else len(SEQUEL_FRAMES)
    return m, s, f, f"{model} {pset} {frame}"


# ----------------------------------------------------------------------------- tables


TABLE_NOTE = (
    "As the sequel counts: trials = scored responses; incorrect = false colorable (a coloring "
    "given for an uncolorable graph) + wrong coloring (an invalid coloring of a colorable one) "
    '+ false uncolorable ("Impossible" for a colorable one) + no answer (none could be read: '
    "incorrect, as the sequel counts it, but in a column of its own). with false edges = "
    "responses whose reasoning states an edge the prompt does not have, out of those whose "
    "reasoning was read (a hidden reasoning is never counted as free of false edges: such "
    "responses are counted under 'not read', and a row with none read says unknown). "
    "+ including false edges = false uncolorable verdicts that state a false edge (≥ where "
    "some of them hid their reasoning); + correct under false edges = of those, the ones "
    "that would be right were the false edges real. unknown: the logs hold no false-edge "
    "record (a scorer older than the reading) or the reasoning was hidden."
)

ESTIMATE = "with false edges, reader's errors removed (est.)"
"""Column of the logs' table only: the sequel's own counts were checked by hand."""


def estimate_note() -> str:
    """How the estimate column is made, with the reader's measured rates."""
    found, clean = rates()
    return (
        f" {ESTIMATE} = the share with false edges once the reader's own errors are taken "
        f"out: on replies it was never tuned on it flags {found:.1%} of those that state a "
        f"false edge and {clean:.1%} of those that state none (docs/kcoloring.md, 'Limits and "
        f"measured accuracy'), so a share r as read maps back to (r - {clean:.1%}) / "
        f"({found:.1%} - {clean:.1%}); in brackets, the 95% interval of r mapped the same way "
        "(the reader's rates taken as known). A model whose style the corpus lacks may differ."
    )


SEQUEL_NOTE = (
    "The sequel's own files, counted as its summaries/stats.txt counts them. Its 'Unknown' "
    "is kept: with false edges is unknown where the model hid its reasoning or where the "
    "set's search was limited to false uncolorable verdicts (8v4c_hec_col, 8v4c_adv); the "
    "false-uncolorable columns are unknown for models it did not search (o1-mini, o3-mini "
    "low and medium). Its 'not_found' answers are under no answer here (its summary counted "
    "them as wrong colorings). Hidden-reasoning models were searched in the answer only, so "
    "their + including false edges is a lower bound (≥)."
)


def frame_of(rows: Sequence[FalseEdgeRow]) -> pd.DataFrame:
    """The rows as a frame (one column per field, ``top`` as text), for display and tests."""
    records = []
    for r in rows:
        records.append(
            {
                **r.config,
                "model": r.model,
                "problem_set": r.problem_set,
                "frame": r.frame,
                "problems": r.problems,
                "trials": r.trials,
                "incorrect": r.incorrect,
                "false_colorable": r.false_colorable,
                "wrong_coloring": r.wrong_coloring,
                "false_uncolorable": r.false_uncolorable,
                "no_answer": r.no_answer,
                "unscored": r.unscored,
                "with_false_edges": _with_text(r),
                "with_false_edges_est": _estimate_text(r),
                "not_read": r.unseen,
                "including_false_edges": _including_text(r),
                "correct_under_false_edges": _known(r.correct_under_false_edges),
                "top_false_edges": top_text(r),
            }
        )
    return pd.DataFrame(records)


def _known(value: int | None) -> str:
    return UNKNOWN if value is None else f"{value:,}"


def _with_text(r: FalseEdgeRow) -> str:
    if r.with_false_edges is None:
        return UNKNOWN
    share = f" ({100 * r.with_false_edges / r.read:.1f}%)" if r.read else ""
    return f"{r.with_false_edges:,} of {r.read:,}{share}"


def _estimate_text(r: FalseEdgeRow) -> str:
    """The share with false edges once the reader's measured errors are taken out."""
    if r.with_false_edges is None or not r.read:
        return UNKNOWN
    est = share_without_reader_error(r.with_false_edges, r.read, *rates())
    if est is None:
        return UNKNOWN
    share, low, high = (100 * x for x in est)
    return f"{share:.1f}% [{low:.1f}, {high:.1f}]"


def _including_text(r: FalseEdgeRow) -> str:
    if r.including_false_edges is None:
        return UNKNOWN
    bound = "≥ " if r.including_unseen else ""
    return f"{bound}{r.including_false_edges:,} of {r.false_uncolorable:,}"


def top_text(r: FalseEdgeRow) -> str:
    """The most frequent false edges: ``(6, 7) 215/564 (38.1%); ...``; — when none."""
    if not r.false_edges_total:
        return "—" if r.including_false_edges is not None or r.read else UNKNOWN
    total = r.false_edges_total
    return "; ".join(f"({u}, {v}) {n}/{total} ({100 * n / total:.1f}%)" for (u, v), n in r.top)


def malformed_note(rows: Sequence[FalseEdgeRow]) -> str:
    """A sentence naming the rows whose false-edge records were left out ('' when none)."""
    bad = [r for r in rows if r.malformed]
    if not bad:
        return ""
    where = "; ".join(f"{r.model} {r.problem_set} {r.frame}: {r.malformed:,}" for r in bad[:10])
    more = f" and {len(bad) - 10} more" if len(bad) > 10 else ""
    return (
        f" {sum(r.malformed for r in bad):,} false-edge record(s) were not vertex pairs of "
        f"their set and were left out, counted as not read ({where}{more})."
    )


def columns(keys: Sequence[Column], estimate: bool = False) -> list[Column]:
    """Display columns of the false-edge table after the configuration's ``keys``.

    ``estimate`` adds :data:`ESTIMATE` after the share as read (our reader's logs).
    """
    shown = [
        *keys,
        ("problem_set", "str"),
        ("frame", "str"),
        ("problems", "int"),
        ("trials", "int"),
        ("incorrect", "int"),
        ("false colorable", lambda r: str(r["false_colorable"])),
        ("wrong coloring", lambda r: str(r["wrong_coloring"])),
        ("false uncolorable", lambda r: str(r["false_uncolorable"])),
        ("no answer", lambda r: str(r["no_answer"])),
        ("with false edges", lambda r: str(r["with_false_edges"])),
        ("not read", lambda r: str(r["not_read"])),
        ("+ including false edges", lambda r: str(r["including_false_edges"])),
        ("+ correct under false edges", lambda r: str(r["correct_under_false_edges"])),
        (f"{TOP} most frequent false edges (count/total)", lambda r: str(r["top_false_edges"])),
    ]
    if estimate:
        at = [name for name, _ in shown].index("with false edges") + 1
        shown.insert(at, (ESTIMATE, lambda r: str(r["with_false_edges_est"])))
    return shown


def log_items(
    samples: pd.DataFrame, configs: pd.DataFrame, shown: Sequence[str], out_dir: Path
) -> tuple[list[Table | Path | str], list[Path]]:
    """The false-edge table and figures of our k-coloring logs, for the report's section."""
    rows = rows_from_samples(samples, configs)
    if not rows:
        return [], []
    keys = key_columns(shown, taken=("frame", "problem_set"), by_set=True)
    table = Table(
        "Errors by kind and false edges (the sequel's tables)",
        display(frame_of(rows), columns(keys, estimate=True)),
        TABLE_NOTE + estimate_note() + malformed_note(rows),
    )
    # The runs drawn: those stating false edges (a run with none has no panel).
    drawn = list(
        {id(r.config): r.config for r in rows if r.config and r.false_edges_total}.values()
    )
    shared, own, models = figure_titles(drawn, TITLE_OPTIONS, ("problem_set", "frame"), width=70)
    pngs = draw(
        rows, out_dir, "kcoloring_false_edges", lambda r: _log_label(r, own, models), shared
    )
    return [table], pngs


def sequel_section(data: SequelEvaluations, out_dir: Path) -> tuple[Section, list[Path]]:
    """The sequel's own numbers, for every configuration in its evaluations folder."""
    note = SEQUEL_NOTE
    if data.skipped_lines:
        note += f" {data.skipped_lines:,} line(s) of its files could not be read and were skipped."
    note += malformed_note(data.rows)
    keys: list[Column] = [("model", lambda r: SEQUEL_MODELS.get(str(r["model"]), str(r["model"])))]
    table = Table(
        f"The sequel's results ({len(data.rows)} model x set x frame files in {data.folder.name})",
        display(frame_of(data.rows), columns(keys)),
        note,
    )
    pngs = draw(data.rows, out_dir, "sequel_false_edges", _sequel_label)
    items: list[Table | Path | str] = [table, *pngs]
    return Section("The k-coloring sequel's own results (--sequel-evaluations)", items), pngs


# ----------------------------------------------------------------------------- figure


HEAT = LinearSegmentedColormap.from_list(
    "false_edges", ["#ffffff", "#fdd49e", "#ef6548", "#7f0000"]
)


def vertices(r: FalseEdgeRow) -> int:
    """The graph's vertex count, from the set's name (``8v4c``); never more than a frame names."""
    return set_vertices(r.problem_set)


def edge_matrix(r: FalseEdgeRow) -> np.ndarray:
    """Share of the row's false-edge statements on each pair, in the upper triangle (NaN below).

    >>> row = FalseEdgeRow("m", "4v2c", "math", edge_counts={(0, 3): 3, (1, 2): 1},
    ...                    false_edges_total=4)
    >>> edge_matrix(row)[0, 3], edge_matrix(row)[1, 2], bool(np.isnan(edge_matrix(row)[3, 0]))
    (np.float64(0.75), np.float64(0.25), True)
    """
    n = vertices(r)
    m = np.full((n, n), np.nan)
    m[np.triu_indices(n, 1)] = 0.0
    for (u, v), c in r.edge_counts.items():
        a, b = sorted((u, v))
        if 0 <= a < b < n:
            m[a, b] = c / r.false_edges_total
    return m


def plot_edge_heat(ax: Axes, r: FalseEdgeRow, top: float) -> Any:
    """One row's false edges as an n x n upper-triangular heat map (count in each cell)."""
    m = edge_matrix(r)
    n = len(m)
    image = ax.imshow(m, cmap=HEAT, vmin=0, vmax=top, origin="upper")
    ax.set_xticks(range(n))
    ax.set_yticks(range(n))
    ax.tick_params(labelsize=7 if n <= 8 else 6, length=2)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins=n))
    ax.set_xlabel("vertex", fontsize=7)
    ax.set_ylabel("vertex", fontsize=7)
    ax.set_xlim(-0.5, n - 0.5)
    ax.set_ylim(n - 0.5, -0.5)
    if n <= 12:
        for (u, v), c in r.edge_counts.items():
            a, b = sorted((u, v))
            if 0 <= a < b < n:
                share = c / r.false_edges_total
                ax.text(b, a, str(c), ha="center", va="center", fontsize=6 if n <= 8 else 4.5,
                        color="white" if share > 0.55 * top else "black")  # fmt: skip
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, n, 1), minor=True)
    ax.grid(which="minor", color="0.85", linewidth=0.4)
    ax.tick_params(which="minor", length=0)
    return image


STEADY = 30
"""Statements a panel needs to set the colour scale: a panel of two statements on one
edge (100%) would wash out every other panel's."""


def colour_top(rows: Sequence[FalseEdgeRow]) -> float:
    """The share at the top of a figure's colour scale, rounded up to 5%.

    Set by panels of at least ``STEADY`` statements where there are any; a panel of a few
    statements can go over it and shows the top colour (the count is in the cell).

    >>> few = FalseEdgeRow("a", "8v4c", "math", edge_counts={(6, 7): 2}, false_edges_total=2)
    >>> many = FalseEdgeRow("b", "8v4c", "math", edge_counts={(6, 7): 38, (0, 1): 62},
    ...                     false_edges_total=100)
    >>> colour_top([few, many]), colour_top([few])
    (0.65, 1.0)
    """
    steady = [r for r in rows if r.false_edges_total >= STEADY] or list(rows)
    top = max(max(c / r.false_edges_total for c in r.edge_counts.values()) for r in steady)
    return min(1.0, math.ceil(round(top * 20, 9)) / 20)


def statements(n: int) -> str:
    """``1 false-edge statement``, ``67 false-edge statements``.

    >>> statements(1), statements(7722)
    ('1 false-edge statement', '7,722 false-edge statements')
    """
    return f"{n:,} false-edge statement{'' if n == 1 else 's'}"


def draw(
    rows: Sequence[FalseEdgeRow], out_dir: Path, stem: str, label: Any, shared: str = ""
) -> list[Path]:
    """One figure per problem set: a heat map per model x frame that states false edges.

    ``label`` gives a panel what sets its row apart (model, differing options; "" for
    none); ``shared``, what every panel has in common, goes once in the figure's title.
    Panel titles are short lines broken only between phrases, so neighbours never overlap.
    """
    out: list[Path] = []
    with_edges = [r for r in rows if r.false_edges_total]
    for pset in dict.fromkeys(r.problem_set for r in with_edges):
        mine = [r for r in with_edges if r.problem_set == pset]
        top = colour_top(mine)
        fig, axes = figures.grid(len(mine), columns=4, sharey=False)
        image = None
        for ax, r in zip(axes, mine, strict=True):
            image = plot_edge_heat(ax, r, top)
            own = str(label(r))
            ax.set_title(
                (own + "\n" if own else "") + f"{r.frame}\n{statements(r.false_edges_total)}",
                fontsize=8,
            )
        if image is not None:
            over = any(c / r.false_edges_total > top for r in mine for c in r.edge_counts.values())
            bar = fig.colorbar(
                image,
                ax=axes,
                shrink=0.8,
                extend="max" if over else "neither",
                format=PercentFormatter(1, decimals=0),
            )
            bar.set_label("share of the panel's false-edge statements", fontsize=8)
            bar.ax.tick_params(labelsize=7)
        fig.suptitle(
            f"False edges stated per vertex pair · {pset} (cell: how many times; colour: share)"
            + (f"\n{shared}" if shared else ""),
            fontsize=10,
        )
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", pset)
        out.append(figures.save(fig, out_dir / f"{stem}_{safe}.png"))
    return out


def _log_label(r: FalseEdgeRow, own: Sequence[str], with_model: bool) -> str:
    """What sets a panel's run apart from the figure's others, phrases on short lines."""
    if not own and not with_model:
        return ""
    try:
        return config_title(r.config, own, with_model=with_model, width=30)
    except KeyError:  # a row without its configuration's options
        return r.model


def _sequel_label(r: FalseEdgeRow) -> str:
    return SEQUEL_MODELS.get(r.model, r.model)


__all__ = [
    "FalseEdgeRow",
    "Response",
    "SequelEvaluations",
    "count",
    "draw",
    "frame_of",
    "log_items",
    "read_sequel",
    "rows_from_samples",
    "sequel_section",
]
