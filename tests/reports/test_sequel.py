"""The sequel's tables: counted from its own files, and from our logs' false-edge record.

``fixtures/sequel`` holds five of the sequel's 78 evaluation files with their top-level
response-feature files (``AlexHeyman/RLLMGraphColoring`` at 0ea4e226,
``graph_coloring/evaluations``) and its ``summaries/stats.txt`` whole: DeepSeek-R1 on 8v4c
math (every response searched), DeepSeek-R1 on 8v4c_hec_col math (a search limited to
false "Impossible" verdicts, and ten answers cut off at the token limit), o3-mini (high)
on 8v4c_adv friends (hidden reasoning, answers searched), o1-mini on 4v2c math (never
searched) and Claude 3.7 Sonnet on 4v2c friends. Set ``RAMSEY_SEQUEL_EVALUATIONS`` to the
sequel's whole folder to check all 78 rows (``test_all_sequel_rows_equal_its_stats``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ramsey_inspect import names
from ramsey_inspect.reports import sequel
from ramsey_inspect.reports.sequel import FalseEdgeRow, Response, count, read_sequel
from ramsey_inspect.user_files import UserFileError

FIXTURE = Path(__file__).parent / "fixtures" / "sequel"
EVALUATIONS = FIXTURE / "evaluations"


def parse_stats(text: str) -> dict[tuple[str, str, str], list[str]]:
    """The sequel's stats.txt as ``(model name, set name, frame name) -> the block's lines``."""
    out: dict[tuple[str, str, str], list[str]] = {}
    model = pset = ""
    block: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("Model: "):
            model = line.removeprefix("Model: ")
        elif line.startswith("- Problem set: "):
            pset = line.removeprefix("- Problem set: ").removesuffix(" -")
        elif line.startswith("Frame: "):
            block = out[(model, pset, line.removeprefix("Frame: "))] = []
        elif not line.strip():
            block = None
        elif block is not None:
            block.append(line)
    return out


def _key(row: FalseEdgeRow) -> tuple[str, str, str]:
    return (
        sequel.SEQUEL_MODELS[row.model],
        sequel.SEQUEL_SETS[row.problem_set],
        row.frame.capitalize(),
    )


@pytest.fixture(scope="module")
def stats() -> dict[tuple[str, str, str], list[str]]:
    return parse_stats((FIXTURE / "stats.txt").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def fixture_rows() -> dict[str, FalseEdgeRow]:
    data = read_sequel(EVALUATIONS)
    assert data.skipped_lines == 0
    return {f"{r.model}_{r.problem_set}_{r.frame}": r for r in data.rows}


def test_every_fixture_row_equals_the_sequels_stats(
    fixture_rows: dict[str, FalseEdgeRow], stats: dict[tuple[str, str, str], list[str]]
) -> None:
    assert len(fixture_rows) == 5
    for name, row in fixture_rows.items():
        assert row.stats_lines() == stats[_key(row)], name


def test_r1_on_8v4c_math_is_the_issues_headline(fixture_rows: dict[str, FalseEdgeRow]) -> None:
    r1 = fixture_rows["deepseek-r1_8v4c_math"]
    assert (r1.trials, r1.with_false_edges, r1.read) == (2500, 564, 2500)
    assert (r1.false_uncolorable, r1.including_false_edges) == (39, 36)
    assert r1.correct_under_false_edges == 33
    assert r1.top[0] == ((6, 7), 255)
    assert r1.false_edges_total == 673
    assert sequel.top_text(r1).startswith("(6, 7) 255/673 (37.9%); (5, 7) 70/673")
    shown = sequel.frame_of([r1]).iloc[0]
    assert shown["with_false_edges"] == "564 of 2,500 (22.6%)"
    assert shown["including_false_edges"] == "36 of 39"


def test_unknowns_follow_the_sequels_conventions(fixture_rows: dict[str, FalseEdgeRow]) -> None:
    o1 = fixture_rows["o1-mini_4v2c_math"]  # never searched
    assert (o1.with_false_edges, o1.including_false_edges) == (None, None)
    assert o1.correct_under_false_edges is None
    assert o1.read == 0
    assert o1.unseen == 315
    shown = sequel.frame_of([o1]).iloc[0]
    assert [shown[c] for c in ("with_false_edges", "including_false_edges")] == ["unknown"] * 2
    assert shown["top_false_edges"] == "unknown"
    hidden = fixture_rows["o3-mini-high_8v4c_adv_friends"]  # hidden reasoning, answers searched
    assert hidden.with_false_edges is None
    assert hidden.including_false_edges is not None
    assert sequel.frame_of([hidden]).iloc[0]["including_false_edges"].startswith("≥ ")
    limited = fixture_rows["deepseek-r1_8v4c_hec_col_math"]  # false "Impossible" only
    assert limited.with_false_edges is None
    assert limited.including_false_edges is not None


def test_unread_answers_have_their_own_column(fixture_rows: dict[str, FalseEdgeRow]) -> None:
    row = fixture_rows["deepseek-r1_8v4c_hec_col_math"]
    assert row.no_answer == row.no_answer_colorable == 10
    parts = row.false_colorable + row.wrong_coloring + row.false_uncolorable + row.no_answer
    assert parts == row.incorrect
    assert row.sequel_wrong_coloring() == row.wrong_coloring + 10  # as its stats.txt counts


@pytest.mark.slow
@pytest.mark.skipif(
    not os.environ.get("RAMSEY_SEQUEL_EVALUATIONS"),
    reason="set RAMSEY_SEQUEL_EVALUATIONS to the sequel's graph_coloring/evaluations folder",
)
def test_all_sequel_rows_equal_its_stats(stats: dict[tuple[str, str, str], list[str]]) -> None:
    data = read_sequel(os.environ["RAMSEY_SEQUEL_EVALUATIONS"])
    assert len(data.rows) == len(stats) == 78
    differ = [_key(r) for r in data.rows if r.stats_lines() != stats[_key(r)]]
    assert differ == []


# ----------------------------------------------------------------------------- reading


def test_a_bad_folder_is_one_line(tmp_path: Path) -> None:
    for path, words in (
        (tmp_path / "nope", "no such folder"),
        (FIXTURE / "stats.txt", "a file, not a folder"),
        (tmp_path, "holds no evaluation files"),
    ):
        with pytest.raises(UserFileError) as err:
            read_sequel(path)
        assert str(err.value).startswith("--sequel-evaluations: ")
        assert words in str(err.value)
        assert "\n" not in str(err.value)


def test_a_link_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "secret.txt"
    outside.write_text("1.txt repeat0 True impossible incorrect\n", encoding="utf-8")
    folder = tmp_path / "evaluations"
    folder.mkdir()
    (folder / "m_4v2c_math.txt").symlink_to(outside)
    with pytest.raises(UserFileError, match="outside the folder"):
        read_sequel(folder)


def test_damaged_lines_are_skipped_and_counted(tmp_path: Path) -> None:
    folder = tmp_path / "evaluations"
    (folder / "response_features").mkdir(parents=True)
    (folder / "newmodel_4v2c_math.txt").write_text(
        "1.txt repeat0 True impossible incorrect\n"
        "garbage\n"
        "2.txt repeat0 False R|G|R|G incorrect\n"
        "2.txt repeat1 False impossible correct\n",
        encoding="utf-8",
    )
    (folder / "response_features" / "newmodel_4v2c_math.txt").write_text(
        "1.txt repeat0 10 True False 0,1 1,2|0,3 True\n"
        "2.txt repeat0 10 True False 0,1 not;edges False\n"
        "2.txt repeat1 10 True False 0,1 [empty] None\n",
        encoding="utf-8",
    )
    data = read_sequel(folder)
    assert data.skipped_lines == 2
    [row] = data.rows
    assert (row.trials, row.incorrect, row.false_uncolorable, row.false_colorable) == (3, 2, 1, 1)
    # a model the sequel did not name: searched wherever its features say so
    assert (row.read, row.with_false_edges, row.unseen) == (2, 1, 1)
    assert (row.including_false_edges, row.correct_under_false_edges) == (1, 1)
    assert row.edge_counts == {(1, 2): 1, (0, 3): 1}


# ----------------------------------------------------------------------------- counting


def _r(
    outcome: str,
    edges: tuple[tuple[int, int], ...] | None = (),
    reasoning: str | None = "seen",
    colorable: bool = True,
    problem: str = "1",
    under: bool | None = None,
) -> Response:
    return Response(problem, colorable, outcome, edges, reasoning, under)


def test_counting_by_hand() -> None:
    responses = [
        _r("correct", problem="1"),
        _r("correct", ((6, 7),), problem="1"),
        _r("false_impossible", ((6, 7), (5, 7)), problem="2", under=True),
        _r("false_impossible", ((6, 7),), reasoning="unseen", problem="3", under=False),
        _r("false_impossible", problem="4"),
        _r("missed_impossible", colorable=False, problem="5"),
        _r("invalid_coloring", problem="6"),
        _r("no_answer", problem="6"),
        _r("unscored", problem="7"),
    ]
    row = count({"model": "m", "problem_set": "8v4c", "frame": "math"}, responses)
    assert (row.problems, row.colorable_problems, row.trials, row.unscored) == (6, 5, 8, 1)
    assert (row.incorrect, row.false_uncolorable, row.false_colorable) == (6, 3, 1)
    assert (row.wrong_coloring, row.no_answer) == (1, 1)
    # seven read (the unseen one is not), two of them with a false edge
    assert (row.read, row.unseen, row.with_false_edges) == (7, 1, 2)
    # the unseen reply's false edge still counts where it was found
    assert (row.including_false_edges, row.including_unseen, row.correct_under_false_edges) == (
        2,
        1,
        1,
    )
    assert row.top == [((6, 7), 3), ((5, 7), 1)]
    assert row.false_edges_total == 4


def test_old_logs_say_unknown_never_zero() -> None:
    old = [_r("false_impossible", None, None), _r("correct", None, None)]
    row = count({"model": "m", "problem_set": "4v2c", "frame": "math"}, old)
    assert (row.with_false_edges, row.including_false_edges) == (None, None)
    assert row.correct_under_false_edges is None
    assert row.unseen == 2
    shown = sequel.frame_of([row]).iloc[0]
    assert shown["with_false_edges"] == shown["including_false_edges"] == "unknown"
    assert shown["top_false_edges"] == "unknown"


def test_all_unseen_is_unknown_not_zero() -> None:
    unseen = [_r("correct", (), "unseen"), _r("false_impossible", (), "unseen")]
    row = count({"model": "m", "problem_set": "4v2c", "frame": "math"}, unseen)
    assert row.with_false_edges is None
    assert row.unseen == 2
    assert sequel.frame_of([row]).iloc[0]["including_false_edges"] == "≥ 0 of 1"


@pytest.mark.slow
def test_the_figure_is_drawn_per_set(fixture_rows: dict[str, FalseEdgeRow], tmp_path: Path) -> None:
    rows = list(fixture_rows.values())
    pngs = sequel.draw(rows, tmp_path, "sequel_false_edges", lambda r: r.model)
    names = sorted(p.name for p in pngs)
    # o1-mini never states one; o3-mini (high) on 8v4c_adv does
    assert "sequel_false_edges_8v4c.png" in names
    assert "sequel_false_edges_8v4c_adv.png" in names
    assert all(p.stat().st_size > 10_000 for p in pngs)


# ----------------------------------------------------------------------------- hostile files


def _folder(tmp_path: Path, name: str, evaluation: str, features: str | None = None) -> Path:
    """An evaluations folder with one file (and its response-feature file)."""
    root = tmp_path / "evaluations"
    (root / "response_features").mkdir(parents=True)
    (root / name).write_text(evaluation, encoding="utf-8")
    if features is not None:
        (root / "response_features" / name).write_text(features, encoding="utf-8")
    return root


def _feature(name: str, repeat: str, edges: str) -> str:
    return f"{name} {repeat} 1000 False False 0,1|1,2 {edges} False\n"


@pytest.mark.parametrize("edges", ["0,99999", "0,1234567890123456789012345", "²,5", "-1,3"])
def test_a_vertex_out_of_any_graph_is_malformed_not_an_edge(tmp_path: Path, edges: str) -> None:
    """Huge or non-ASCII vertex numbers are named and left out, in bounded time and memory."""
    evaluation = (
        "1.txt repeat0 True impossible incorrect\n2.txt repeat0 True impossible incorrect\n"
    )
    features = _feature("1.txt", "repeat0", edges) + _feature("2.txt", "repeat0", "6,7")
    root = _folder(tmp_path, "deepseek-r1_8v4c_math.txt", evaluation, features)
    data = read_sequel(root)
    (row,) = data.rows
    assert row.edge_counts == {(6, 7): 1}
    section, _ = sequel.sequel_section(data, tmp_path)
    assert sequel.edge_matrix(row).shape == (8, 8)
    table = section.items[0]
    assert "could not be read" in table.note or "left out" in table.note


def test_a_set_named_beyond_the_frames_draws_at_most_their_vertices(tmp_path: Path) -> None:
    evaluation = "1.txt repeat0 True impossible incorrect\n"
    root = _folder(
        tmp_path, "deepseek-r1_100000v3c_math.txt", evaluation, _feature("1.txt", "repeat0", "0,11")
    )
    (row,) = read_sequel(root).rows
    assert row.problem_set == "100000v3c"
    assert sequel.edge_matrix(row).shape == (12, 12)


def test_a_pair_written_both_ways_is_one_pair(tmp_path: Path) -> None:
    evaluation = (
        "1.txt repeat0 True impossible incorrect\n2.txt repeat0 True impossible incorrect\n"
    )
    features = _feature("1.txt", "repeat0", "7,6") + _feature("2.txt", "repeat0", "6,7")
    (row,) = read_sequel(_folder(tmp_path, "deepseek-r1_8v4c_math.txt", evaluation, features)).rows
    assert row.edge_counts == {(6, 7): 2}


def test_a_model_name_with_underscores_stays_whole(tmp_path: Path) -> None:
    evaluation = "1.txt repeat0 True 0|1|0|1|0|1|0|1 correct\n"
    (row,) = read_sequel(_folder(tmp_path, "my_model_8v4c_gs_test_math.txt", evaluation)).rows
    assert (row.model, row.problem_set, row.frame) == ("my_model", "8v4c_gs_test", "math")


def test_a_refusal_is_no_answer_not_a_wrong_coloring(tmp_path: Path) -> None:
    evaluation = "1.txt repeat0 True refuse refuse\n2.txt repeat0 False refuse refuse\n"
    (row,) = read_sequel(_folder(tmp_path, "deepseek-r1_8v4c_math.txt", evaluation)).rows
    assert (row.incorrect, row.no_answer, row.wrong_coloring, row.false_colorable) == (2, 2, 0, 0)


@pytest.mark.parametrize(
    "stored",
    ["[[-1, 3]]", "[[0, 1e300]]", '"6,7"', "[[0, 99999]]", "7", '[["a", "b"]]', "[[true, 1]]"],
)
def test_a_malformed_stored_record_is_named_and_left_out(stored: str) -> None:
    """A stored false-edge record that is not vertex pairs is never an edge, nor 'none'."""
    response = sequel._response(
        {
            "id": "8v4c-math-1",
            "score": 0.0,
            "outcome": "false_impossible",
            names.REASONING: "seen",
            names.FALSE_EDGES: stored,
            names.COLORABLE: True,
        }
    )
    row = count({"model": "m", "problem_set": "8v4c", "frame": "math"}, [response])
    assert (row.read, row.unseen, row.malformed, row.edge_counts) == (0, 1, 1, {})
    assert "left out" in sequel.malformed_note([row])


def test_a_well_formed_stored_record_is_read() -> None:
    response = sequel._response(
        {
            "id": "8v4c-math-1",
            "score": 0.0,
            "outcome": "false_impossible",
            names.REASONING: "seen",
            names.FALSE_EDGES: "[[7, 6]]",
            names.COLORABLE: True,
        }
    )
    row = count({"model": "m", "problem_set": "8v4c", "frame": "math"}, [response])
    assert (row.read, row.malformed, row.edge_counts) == (1, 0, {(6, 7): 1})
    assert sequel.malformed_note([row]) == ""
