"""What the k-coloring figures say, read from their Matplotlib objects (issue 40, items 1-5).

The figures are drawn from hand-made samples of one configuration over three sets (as the
sequel's grid runs them) and of a second, partial one; ``figures.save`` is replaced by a
function that keeps each figure, so its titles, lines and legend are read, not its pixels.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.text import Annotation

from ramsey_inspect import names
from ramsey_inspect.reports import figures, kcoloring, sequel
from ramsey_inspect.reports.grouping import headline_columns
from ramsey_inspect.reports.kcoloring import CUT_MARK, ERROR_COLOURS, FADED
from ramsey_inspect.reports.render import Table, display, html_table

SETS = {"4v2c": (1, 6), "8v4c": (14, 23), "12v6c": (47, 56)}
CONFIG = "problem_set=4v2c,8v4c,12v6c, frame=math,friends"
ARGS = {"arg_problem_set": "4v2c,8v4c,12v6c", "arg_frame": "math,friends", "arg_relabel": "-"}


def _configs(*, partial: bool = False, second: bool = False) -> pd.DataFrame:
    rows = [{"model": "m", "config": CONFIG, **ARGS, "arg_samples": "60 of 60", "passed": ""}]
    rows[0]["passed"] = "frame,problem_set"
    if partial:
        rows[0]["arg_samples"] = "60 of 1,926 (partial)"
    if second:
        rows.append({**rows[0], "config": CONFIG + ", relabel=1", "arg_relabel": "1"})
        rows[1]["passed"] = "frame,problem_set,relabel"
    return pd.DataFrame(rows)


def _samples(configs: pd.DataFrame, per_cell: int = 30, wrong_c: int = 5) -> pd.DataFrame:
    rows: list[dict[str, Any]] = []
    for _, c in configs.iterrows():
        for pset, (low, high) in SETS.items():
            for frame in ("math", "friends"):
                for i in range(per_cell):
                    uncolorable = pset == "4v2c" and i < 6  # 6 of 30: under the study's cut
                    wrong = uncolorable and i < wrong_c
                    rows.append(
                        {
                            "model": c["model"],
                            "config": c["config"],
                            names.PROBLEM_SET: pset,
                            names.FRAME: frame,
                            names.PROBLEM_TYPE: (
                                "c_uncolorable" if uncolorable else "colorable_high"
                            ),
                            names.EDGE_COUNT: low + i % (high - low + 1),
                            names.COLORABLE: not uncolorable,
                            names.GREEDY_SCORE: None,
                            "score": 0.0 if wrong else 1.0,
                            "outcome": "missed_impossible" if wrong else "correct",
                        }
                    )
    return pd.DataFrame(rows)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> dict[str, Figure]:
    """The figures ``draw`` saves, by file name (nothing is written)."""
    kept: dict[str, Figure] = {}

    def keep(fig: Figure, path: Path) -> Path:
        kept[path.name] = fig
        return path

    monkeypatch.setattr(figures, "save", keep)
    return kept


def _draw(configs: pd.DataFrame, drawn: dict[str, Figure], **kw: Any) -> dict[str, Figure]:
    t = kcoloring.tables(_samples(configs, **kw), configs)
    kcoloring.draw(t, ["samples"] if "partial" in str(list(configs["arg_samples"])) else [], Path())
    return drawn


def _suptitle(fig: Figure) -> str:
    text = fig.get_suptitle()
    return text if isinstance(text, str) else ""


def test_each_error_panel_names_its_set_and_the_configuration_is_said_once(
    drawn: dict[str, Figure],
) -> None:
    fig = _draw(_configs(), drawn)["kcoloring_error_rates.png"]
    titles = [ax.get_title() for ax in fig.axes]
    assert titles == ["4v2c · math, friends", "8v4c · math, friends", "12v6c · math, friends"]
    head = _suptitle(fig)
    assert "problem_set=4v2c,8v4c,12v6c" in head
    assert "frame=math,friends" in head
    assert head.count("problem_set=") == 1
    assert not any("problem_set=" in t for t in titles)


def test_two_configurations_panels_say_what_sets_them_apart(drawn: dict[str, Figure]) -> None:
    fig = _draw(_configs(second=True), drawn)["kcoloring_error_rates.png"]
    titles = [ax.get_title() for ax in fig.axes]
    assert len(set(titles)) == len(titles) == 6  # six panels, six different titles
    assert titles[3].splitlines() == ["relabel=1", "4v2c · math, friends"]
    assert "relabel" not in _suptitle(fig)


def test_accuracy_by_edges_is_one_line_per_set(drawn: dict[str, Figure]) -> None:
    fig = _draw(_configs(), drawn)["kcoloring_accuracy_by_edges.png"]
    for ax in fig.axes:
        spans = sorted((min(x), max(x)) for x in (line.get_xdata() for line in ax.get_lines()))
        assert spans == [(1, 6), (14, 23), (47, 56)]  # never a line across the gaps
        named = {a.get_text() for a in ax.texts if isinstance(a, Annotation)}
        assert named == set(SETS)
    assert "one line per problem set" in _suptitle(fig)


def test_the_faded_legend_entry_has_the_faded_bars_colour(drawn: dict[str, Figure]) -> None:
    fig = _draw(_configs(), drawn)["kcoloring_error_rates.png"]
    [legend] = fig.legends
    texts = [t.get_text() for t in legend.get_texts()]
    [entry] = [i for i, t in enumerate(texts) if t.startswith(CUT_MARK)]
    handle = legend.legend_handles[entry]
    assert isinstance(handle, Patch)
    faded = [
        p for ax in fig.axes for p in ax.patches
        if isinstance(p, Patch) and p.get_alpha() == FADED
    ]  # fmt: skip
    assert faded  # the c_uncolorable cells (6 responses) are faded
    assert {p.get_facecolor() for p in faded} == {handle.get_facecolor()}
    assert handle.get_alpha() == FADED
    assert kcoloring.cut_handle(pd.DataFrame({"under_cut": [False]})) is None


def test_faded_bars_of_several_kinds_get_one_patch_each() -> None:
    cells = pd.DataFrame(
        {"under_cut": [True, True], "invalid_coloring": [1, 0], "no_answer": [0, 2]}
    )
    handle = kcoloring.cut_handle(cells)
    assert isinstance(handle, tuple)
    colours = [p.get_facecolor() for p in handle]
    expected = [Patch(facecolor=ERROR_COLOURS[k], alpha=FADED).get_facecolor()
                for k in ("invalid_coloring", "no_answer")]  # fmt: skip
    assert colours == expected


def test_daggers_stay_inside_the_axes(drawn: dict[str, Figure]) -> None:
    # Every faded cell wrong: its bar and interval run past the axis the other cells set.
    fig = _draw(_configs(), drawn, wrong_c=6)["kcoloring_error_rates.png"]
    ax = fig.axes[0]
    top = ax.get_ylim()[1]
    marks = [a for a in ax.texts if isinstance(a, Annotation) and CUT_MARK in a.get_text()]
    assert marks
    for mark in marks:
        assert mark.xy[1] <= top
        if mark.xy[1] >= kcoloring.ROOM * top:
            assert mark.get_va() == "top"  # hangs down from the top, never drawn over it


def test_a_dagger_whose_whisker_reaches_the_top_goes_beside_it() -> None:
    fig = Figure()
    ax = fig.subplots()
    kcoloring._mark(ax, 0.0, rate=40.0, ci_high=99.0, cut=True, top=100.0)
    kcoloring._mark(ax, 1.0, rate=10.0, ci_high=30.0, cut=True, top=100.0)
    beside, above = ax.texts
    assert isinstance(beside, Annotation)
    assert isinstance(above, Annotation)
    assert (beside.get_ha(), beside.get_va()) == ("left", "top")
    assert (above.get_ha(), above.get_va()) == ("center", "bottom")


def test_type_labels_are_slanted_so_neighbours_do_not_touch(drawn: dict[str, Figure]) -> None:
    fig = _draw(_configs(), drawn)["kcoloring_error_rates.png"]
    labels = fig.axes[0].get_xticklabels()
    assert [t.get_text() for t in labels] == ["colorable high", "c uncolorable", "all"]
    assert all(t.get_rotation() > 0 for t in labels)


def test_a_partial_run_says_partial_in_every_figure(drawn: dict[str, Figure]) -> None:
    out = _draw(_configs(partial=True), drawn)
    for name in ("kcoloring_error_rates.png", "kcoloring_accuracy_by_edges.png"):
        assert "partial: 60 of 1,926 samples" in _suptitle(out[name]), name


def test_heat_map_titles_are_short_singular_and_unbroken(drawn: dict[str, Figure]) -> None:
    one = sequel.FalseEdgeRow(
        "m", "4v2c", "math", edge_counts={(0, 3): 1}, false_edges_total=1,
        config={"model": "m", "arg_samples": "14 of 7,722 (partial)", "arg_relabel": "1"},
    )  # fmt: skip
    many = sequel.FalseEdgeRow(
        "a-model-with-a-long-name", "4v2c", "friends", edge_counts={(0, 3): 5},
        false_edges_total=5,
        config={"model": "a-model-with-a-long-name", "arg_samples": "14 of 7,722 (partial)",
                "arg_relabel": "0"},
    )  # fmt: skip
    shared, own, models = sequel.figure_titles(
        [one.config, many.config], ["relabel", "samples"], width=70
    )
    sequel.draw([one, many], Path(), "x", lambda r: sequel._log_label(r, own, models), shared)
    fig = drawn["x_4v2c.png"]
    titles = [ax.get_title() for ax in fig.axes if ax.get_title()]
    assert titles[0].endswith("\n1 false-edge statement")
    assert titles[1].endswith("\n5 false-edge statements")
    assert "partial: 14 of 7,722 samples" in _suptitle(fig)  # shared: said once, above
    for title in titles:
        assert all(len(line) <= 34 for line in title.splitlines()), title
    assert sequel.statements(7722) == "7,722 false-edge statements"


def test_tables_by_set_name_the_configuration_by_number_not_its_set_list() -> None:
    """Rows by set carry the configuration's # and its distinguishing options, not the list."""
    configs = _configs(partial=True, second=True)
    configs["arg_problem_set"] = ["4v2c,8v4c,12v6c", "4v2c,8v4c,12v6c,8v4c_adv"]
    configs["number"] = [1, 2]
    shown = ["problem_set", "relabel", "samples"]
    t = kcoloring.tables(_samples(configs), configs)
    section = kcoloring.section(t, shown, [], [])
    tables = [x for x in section.items if isinstance(x, Table)]
    errors = tables[0].data
    assert list(errors.columns[:3]) == ["#", "model", "relabel"]
    assert "problem_set (-T)" not in errors.columns
    assert "samples" not in errors.columns
    assert set(errors["#"]) == {"1", "2"}
    assert [x.title for x in tables[1:]] == [f"Accuracy by edge count · {s}" for s in SETS]
    assert list(tables[1].data.columns) == [
        "#",
        "model",
        "relabel",
        "frame",
        *map(str, range(1, 7)),
    ]


def test_headline_table_numbers_the_configurations_it_spells_out() -> None:
    configs = _configs(partial=True)
    configs["number"] = [1]
    cols = headline_columns(["problem_set", "samples"], numbered=True)
    shown = display(configs.assign(responses=1), cols)
    assert list(shown.columns[:4]) == ["#", "model", "problem_set", "samples"]
    assert list(shown.iloc[0][:4]) == ["1", "m", "4v2c,8v4c,12v6c", "60 of 1,926 (partial)"]


def test_html_cells_without_spaces_may_break() -> None:
    html = html_table(pd.DataFrame({"false_impossible": ["4v2c,8v4c_adv"], "n": ["1,926"]}))
    assert "false_<wbr>impossible" in html  # a header, even over a number column
    assert "4v2c,<wbr>8v4c_<wbr>adv" in html
    assert "1,926" in html  # numbers never break
