"""The ramsey_check tool: verdicts a model can act on, unreadable candidates, the call cap."""

from __future__ import annotations

import pytest
from inspect_ai.tool import ToolError

from ramsey_inspect.tools.ramsey_bounds import ramsey_check

C5 = "0 1 0 0 1\n1 0 1 0 0\n0 1 0 1 0\n0 0 1 0 1\n1 0 0 1 0"
K5 = "\n".join(" ".join("0" if i == j else "1" for j in range(5)) for i in range(5))


async def test_valid_invalid_unreadable() -> None:
    check = ramsey_check([3, 3], 5, cap=5)
    assert str(await check(colouring=C5)).startswith("Valid")
    invalid = str(await check(colouring=K5))
    assert invalid.startswith("Invalid. Vertices ")
    assert "pairwise joined" in invalid
    unreadable = str(await check(colouring="0 1\n1 0"))
    assert unreadable.startswith("Could not read the candidate")
    assert "2 call(s) left" in unreadable


async def test_three_colours_name_the_colour() -> None:
    ones = "\n".join(" ".join("0" if i == j else "1" for j in range(4)) for i in range(4))
    got = str(await ramsey_check([3, 3, 3], 4)(colouring=ones))
    assert "in colour 2 (digit 1)" in got


async def test_the_cap_stops_further_calls() -> None:
    check = ramsey_check([3, 3], 5, cap=1)
    await check(colouring=C5)
    with pytest.raises(ToolError, match="answered its 1 calls"):
        await check(colouring=C5)


async def test_a_huge_or_odd_candidate_is_an_error_for_the_model() -> None:
    check = ramsey_check([3, 3], 5, cap=5)
    with pytest.raises(ToolError, match="over"):
        await check(colouring="0" * 2_000_000)
    with pytest.raises(ToolError, match="must be text"):
        await check(colouring=[[0, 1], [1, 0]])  # type: ignore[arg-type,unused-ignore]
