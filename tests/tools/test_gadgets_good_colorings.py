"""The good_colorings tool of the multiround setting, called directly."""

from __future__ import annotations

import importlib
import itertools
import re
import threading
from typing import Any

import anyio
import pytest
from inspect_ai.tool import ToolDef, ToolError
from inspect_ai.util import store

from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.core.ramsey import Budget, GoodColorings
from ramsey_inspect.tools.gadgets import (
    DEFAULT_CAP,
    TOOL_MAX_EDGES,
    TOOL_MAX_VERTICES,
    TOOL_TIME_LIMIT_KEY,
    good_colorings,
    list_good_colorings,
)

# The package re-exports the tool under the module's name, so fetch the module itself.
tool_module = importlib.import_module("ramsey_inspect.tools.gadgets")

TRIANGLE = [[0, 1], [1, 2], [0, 2]]


def complete(n: int) -> list[list[int]]:
    return [[a, b] for a, b in itertools.combinations(range(n), 2)]


async def call(
    vertices: Any, edges: Any, f: str = "P3", h: str = "K3", cap: int = DEFAULT_CAP
) -> str:
    result = await good_colorings(f, h, cap)(vertices=vertices, edges=edges)
    assert isinstance(result, str)
    return result


def listed(text: str) -> list[frozenset[tuple[int, int]]]:
    """The colorings a reply lists, each as its set of red edges."""
    out = []
    for line in text.splitlines():
        m = re.fullmatch(r"\d+\. red: (.*)", line)
        if m is None:
            continue
        if m[1].startswith("(none"):
            out.append(frozenset())
        else:
            out.append(
                frozenset((int(a), int(b)) for a, b in (e.split("-") for e in m[1].split(", ")))
            )
    return out


def core_colorings(
    f: str, h: str, n: int, edges: list[list[int]]
) -> set[frozenset[tuple[int, int]]]:
    pairs = [(min(a, b), max(a, b)) for a, b in edges]
    with GoodColorings(parse_graph(f), parse_graph(h), n, pairs) as good:
        return set(good.enumerate())


# --- what the model is offered ----------------------------------------------------------------


def test_tool_definition() -> None:
    info = ToolDef(good_colorings("P3", "K3"))
    assert info.name == "good_colorings"
    assert "good red/blue colorings" in info.description
    assert info.parameters.required == ["vertices", "edges"]
    assert set(info.parameters.properties) == {"vertices", "edges"}
    assert info.parameters.properties["vertices"].type == "integer"
    assert info.parameters.properties["edges"].type == "array"


# --- answers ----------------------------------------------------------------------------------


async def test_triangle_with_p3_k3_has_three_colorings_each_one_red_edge() -> None:
    text = await call(3, TRIANGLE)
    assert text.splitlines()[0] == "3 (P3,K3)-good coloring(s)."
    got = listed(text)
    assert sorted(got, key=sorted) == sorted(
        [frozenset({(0, 1)}), frozenset({(1, 2)}), frozenset({(0, 2)})], key=sorted
    )
    assert "More than" not in text


async def test_k5_with_p3_k3_has_no_good_coloring() -> None:
    assert core_colorings("P3", "K3", 5, complete(5)) == set()
    text = await call(5, complete(5))
    assert text == "The graph has no (P3,K3)-good coloring."


async def test_k4_with_p3_k3_lists_the_three_perfect_matchings() -> None:
    got = listed(await call(4, complete(4)))
    assert set(got) == {
        frozenset({(0, 1), (2, 3)}),
        frozenset({(0, 2), (1, 3)}),
        frozenset({(0, 3), (1, 2)}),
    }
    assert set(got) == core_colorings("P3", "K3", 4, complete(4))


async def test_graph_without_edges_has_the_empty_coloring() -> None:
    text = await call(2, [])
    assert text.startswith("1 (P3,K3)-good coloring(s).")
    assert listed(text) == [frozenset()]
    assert "(none: all blue)" in text


async def test_other_pair_agrees_with_the_core() -> None:
    edges = [[0, 1], [0, 2], [0, 3], [1, 2], [2, 3], [3, 4], [4, 0]]
    got = listed(await call(5, edges, f="K1,3", h="C4", cap=1000))
    assert len(got) == len(set(got))
    assert set(got) == core_colorings("K1,3", "C4", 5, edges)
    assert (await call(5, edges, f="K1,3", h="C4", cap=1000)).startswith(f"{len(got)} (K1,3,C4)")


async def test_cap_limits_the_list_and_says_so() -> None:
    path = [[i, i + 1] for i in range(6)]
    total = len(core_colorings("P3", "K3", 7, path))
    assert total > 4
    text = await call(7, path, cap=4)
    assert text.splitlines()[0] == "More than 4 (P3,K3)-good colorings; the first 4 are shown."
    got = listed(text)
    assert len(got) == 4
    assert len(set(got)) == 4
    assert set(got) <= core_colorings("P3", "K3", 7, path)
    full = await call(7, path, cap=total)
    assert full.splitlines()[0] == f"{total} (P3,K3)-good coloring(s)."
    assert len(listed(full)) == total


async def test_cap_equal_to_the_count_is_not_truncated() -> None:
    text = await call(3, TRIANGLE, cap=3)
    assert "More than" not in text
    assert len(listed(text)) == 3
    text = await call(3, TRIANGLE, cap=2)
    assert text.startswith("More than 2 ")
    assert len(listed(text)) == 2


async def test_edge_order_and_repeats_do_not_matter() -> None:
    a = listed(await call(3, [[2, 1], [0, 2], [1, 0], [1, 0]]))
    assert set(a) == set(listed(await call(3, TRIANGLE)))


async def test_largest_allowed_graph_answers() -> None:
    edges = complete(TOOL_MAX_VERTICES)[:TOOL_MAX_EDGES]
    pairs = [(a, b) for a, b in edges]
    with GoodColorings(parse_graph("K1,3"), parse_graph("K4"), TOOL_MAX_VERTICES, pairs) as good:
        first = list(good.enumerate(limit=6))
    assert len(first) == 6  # more than the cap below
    text = await call(TOOL_MAX_VERTICES, edges, f="K1,3", h="K4", cap=5)
    assert text.startswith("More than 5 (K1,3,K4)-good colorings")
    assert len(listed(text)) == 5


# --- bad input: always a ToolError ------------------------------------------------------------


@pytest.mark.parametrize(
    ("vertices", "edges", "words"),
    [
        (TOOL_MAX_VERTICES + 1, [[0, 1]], "vertices must be a whole number"),
        (0, [], "vertices must be a whole number"),
        (-3, [], "vertices must be a whole number"),
        (True, [], "vertices must be a whole number"),
        (3.0, TRIANGLE, "vertices must be a whole number"),
        ("3", TRIANGLE, "vertices must be a whole number"),
        (None, TRIANGLE, "vertices must be a whole number"),
        (12, complete(12)[: TOOL_MAX_EDGES + 1], f"At most {TOOL_MAX_EDGES} edges"),
        (3, [[0, 1], [1, 1]], "self-loop"),
        (3, [[0, 3]], "outside 0..2"),
        (3, [[-1, 2]], "outside 0..2"),
        (3, [[0]], "not a pair"),
        (3, [[0, 1, 2]], "not a pair"),
        (3, [[]], "not a pair"),
        (3, [["0", "1"]], "not a pair"),
        (3, [[0.5, 1]], "not a pair"),
        (3, [[True, 0]], "not a pair"),
        (3, ["0-1"], "not a pair"),
        (3, [5], "not a pair"),
        (3, [None], "not a pair"),
        (3, [{"a": 0, "b": 1}], "not a pair"),
        (3, None, "edges must be a list"),
        (3, "0-1, 1-2", "edges must be a list"),
        (3, 7, "edges must be a list"),
    ],
)
async def test_bad_input_raises_tool_error(vertices: Any, edges: Any, words: str) -> None:
    with pytest.raises(ToolError) as err:
        await call(vertices, edges)
    assert words in str(err.value)


async def test_tuples_are_accepted() -> None:
    assert len(listed(await call(3, [(0, 1), (1, 2), (0, 2)]))) == 3


# --- budget and event loop --------------------------------------------------------------------


async def test_a_listing_stopped_by_the_budget_shows_what_it_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The triangle's 4 clauses plus one blocking clause per listed coloring: the second
    # blocking clause passes the limit, after two of the three colorings.
    monkeypatch.setattr(tool_module, "DEFAULT_BUDGET", Budget(clauses=5))
    text = await call(3, TRIANGLE)
    head = text.splitlines()[0]
    assert head.startswith("Stopped early (the clause (5) limit was reached")
    assert "the 2 (P3,K3)-good coloring(s) found so far are shown, and there may be more" in head
    assert len(listed(text)) == 2


async def test_a_listing_stopped_before_any_coloring_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tool_module, "DEFAULT_BUDGET", Budget(search_steps=10))
    text = await call(12, complete(12)[:TOOL_MAX_EDGES], f="P8", h="C8")
    assert text.startswith("Stopped early (the search-step (10) limit was reached")
    assert text.endswith("whether the graph has any (P8,C8)-good coloring is not known.")


async def test_in_cap_calls_for_large_patterns_answer() -> None:
    """P3:P8 on 12 vertices and 40 edges took 4 s on the event loop; now it is settled."""
    text = await call(12, complete(12)[:TOOL_MAX_EDGES], f="P3", h="P8")
    assert text == "The graph has no (P3,P8)-good coloring."


async def test_the_listing_runs_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """While one call works, other tasks on the loop (other samples) go on."""
    released = threading.Event()

    def blocking(*args: Any) -> str:
        return "released" if released.wait(timeout=5) else "the event loop was blocked"

    async def release() -> None:
        await anyio.sleep(0)
        released.set()

    monkeypatch.setattr(tool_module, "list_good_colorings", blocking)
    async with anyio.create_task_group() as tasks:
        tasks.start_soon(release)
        text = await call(3, TRIANGLE)
    assert text == "released"


async def test_a_call_stopped_by_the_clock_says_so_and_marks_the_sample(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The safety net is no budget stop: the store tells the scorer to leave the sample out."""
    monkeypatch.setattr(tool_module, "DEFAULT_BUDGET", Budget(seconds=0.0))
    try:
        text = await call(3, TRIANGLE)
        assert text.startswith("Not answered: the 0 s wall-clock safety limit was reached")
        assert "left unscored" in text
        assert "safety limit" in store().get(TOOL_TIME_LIMIT_KEY)
    finally:
        store().delete(TOOL_TIME_LIMIT_KEY)


def test_replies_are_the_same_on_a_busy_machine(
    busy_cpus: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Listings end at the budget's counts, so load changes no reply."""
    monkeypatch.setattr(tool_module, "DEFAULT_BUDGET", Budget(search_steps=30_000))
    k12 = [tuple(e) for e in complete(TOOL_MAX_VERTICES)[:TOOL_MAX_EDGES]]
    calls = [
        (parse_graph("P3"), parse_graph("K3"), 3, [(0, 1), (1, 2), (0, 2)], DEFAULT_CAP),
        (parse_graph("P3"), parse_graph("P8"), TOOL_MAX_VERTICES, k12, DEFAULT_CAP),
        (parse_graph("P8"), parse_graph("C8"), TOOL_MAX_VERTICES, k12, 1000),
    ]
    idle = [list_good_colorings(*c) for c in calls]
    assert idle[-1].startswith("Stopped early (the search-step (30,000) limit was reached")
    with busy_cpus(3):
        loaded = [list_good_colorings(*c) for c in calls]
    assert loaded == idle
