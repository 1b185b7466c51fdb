"""The report's figures and HTML read as they should (issue 31's list).

Each test draws one panel the way the report does and checks what a reader sees: a bar
past the axis top carries its value, edge counts are whole numbers, two configurations never
share a colour, GTBench bars carry intervals and its legend says what A-E mean, and HTML text
columns are left-aligned.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from matplotlib.figure import Figure

from ramsey_inspect.reports import figures, gtbench, kcoloring, render
from ramsey_inspect.reports.render import Section, Table, write_report


def _cell(rate: float, n: int, cut: bool) -> dict[str, Any]:
    errors = round(rate * n)
    return {
        "problem_type": "colorable_low" if cut else "colorable_mid",
        "frame": "math",
        "responses": n,
        "under_cut": cut,
        "error_rate": rate,
        "ci_low": max(0.0, rate - 0.1),
        "ci_high": min(1.0, rate + 0.1),
        "invalid_coloring": 0,
        "false_impossible": errors,
        "missed_impossible": 0,
        "no_answer": 0,
    }


def test_a_faded_bar_past_the_axis_top_shows_its_value() -> None:
    """A cell under the study's cut at 100% on an axis that ends at 40%: its value is written."""
    cells = pd.DataFrame([_cell(0.2, 60, False), _cell(1.0, 2, True)])
    top = kcoloring.error_axis_top(cells)
    assert top < 100
    ax = Figure().subplots()
    kcoloring.plot_error_rates(ax, cells, {"math": ""}, top)
    texts = [t.get_text() for t in ax.texts]
    assert any("100%" in t for t in texts), texts
    # every label sits inside the panel, none over the title
    for t in ax.texts:
        assert t.xy[1] <= top


def test_error_rate_ticks_are_whole_percents() -> None:
    """A 15% axis labelled without decimals: no tick at 2.5% to be read as "2%"."""
    cells = pd.DataFrame([_cell(0.02, 600, False), _cell(0.05, 600, False)])
    fig = Figure(figsize=(4.5, 2.6))  # one panel of the report's grid
    ax = fig.subplots()
    kcoloring.plot_error_rates(ax, cells, {"math": ""}, 15.0)  # the top error_axis_top may give
    fig.canvas.draw()
    low, high = ax.get_ylim()
    ticks = [float(t) for t in ax.get_yticks() if low <= t <= high]
    assert len(ticks) >= 3, ticks
    assert all(t.is_integer() for t in ticks), ticks


def _edges(configs: list[tuple[str, str]]) -> pd.DataFrame:
    return pd.DataFrame(
        [
            {"model": m, "config": c, "frame": "math", "edge_count": e, "accuracy": 0.5,
             "responses": 3}
            for m, c in configs for e in (1, 2, 3)
        ]
    )  # fmt: skip


def test_edge_counts_get_whole_number_ticks() -> None:
    fig = Figure()
    ax = fig.subplots()
    any_key: defaultdict[str, str] = defaultdict(lambda: "C0")  # however lines are keyed
    kcoloring.plot_accuracy_by_edges(ax, _edges([("m", "a")]), any_key, {"a": "o"})
    fig.canvas.draw()
    ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
    assert ticks
    assert all(float(t).is_integer() for t in ticks), ticks


def test_two_configurations_of_one_model_get_two_colours(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[Any] = []

    def keep(fig: Figure, path: Path) -> Path:
        drawn.append(fig)
        return path

    monkeypatch.setattr(figures, "save", keep)
    edges = _edges([("m", "relabel=-"), ("m", "relabel=1")])
    edges["arg_relabel"] = ["-"] * 3 + ["1"] * 3
    t = kcoloring.KColoringTables(pd.DataFrame(columns=["model", "config", "error_rate"]), edges)
    kcoloring.draw(t, ["relabel"], tmp_path)
    [fig] = drawn
    colours = {str(line.get_color()) for ax in fig.axes for line in ax.get_lines()}
    assert len(colours) == 2


def _gtbench_samples() -> tuple[pd.DataFrame, pd.DataFrame]:
    configs = pd.DataFrame([{"model": "m", "config": "c", "arg_prompting": "zero_shot"}])
    rows = [
        {"model": "m", "config": "c", "id": f"p{i}", "epoch": 1, "group": g, "score": s,
         "failure_type": None if s else "E"}
        for i, (g, s) in enumerate([(1, 1.0), (1, 0.0), (2, 1.0), (2, 1.0), (2, 0.0)])
    ]  # fmt: skip
    return pd.DataFrame(rows), configs


def test_gtbench_bars_carry_their_intervals() -> None:
    samples, configs = _gtbench_samples()
    t = gtbench.tables(samples, configs)
    assert t.intervals is not None
    low, high = t.intervals.loc[0, "overall"]
    assert 0 < low < 3 / 5 < high < 1  # 3 of 5 right
    ax = Figure().subplots()
    gtbench.plot_accuracy(ax, t.accuracy, ["m"], {"m": "C0"}, t.intervals)
    whiskers = [c for c in ax.containers if c.__class__.__name__ == "ErrorbarContainer"]
    assert whiskers, "no interval drawn"


def test_gtbench_failure_legend_says_what_the_letters_mean() -> None:
    samples, configs = _gtbench_samples()
    t = gtbench.tables(samples, configs)
    ax = Figure().subplots()
    handles = gtbench.plot_failures(ax, t.failures, ["m"])
    labels = [h.get_label() for h in handles]
    assert "E: refusal" in labels
    assert all(re.match(r"[A-E]: \w", x) for x in labels if x != "unclassified"), labels


def test_html_text_columns_are_left_aligned(tmp_path: Path) -> None:
    data = pd.DataFrame({"model": ["a/b"], "set": ["6v3c"], "accuracy": ["25.0%"], "n": ["3"]})
    html = render.html_table(data)
    assert '<td class="num">25.0%</td>' in html
    assert "<td>6v3c</td>" in html  # text: the page's default, left
    _, page = write_report(tmp_path, "t", [Section("s", [Table("x", data)])])
    text = page.read_text(encoding="utf-8")
    css = text[text.index("<style>") : text.index("</style>")]
    assert "text-align:left" in css.split("td.num")[0]
