"""The sequel's four sets as shipped: its problems id for id, rebuilt byte for byte, its ids."""

import hashlib
from collections import Counter
from pathlib import Path

import pytest
from sequel_digests import SEQUEL_DIGESTS, SEQUEL_FIRST_LINES, canonical_text, digest

from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.core.coloring import chromatic_number, is_proper_coloring
from ramsey_inspect.core.problem_sets import SHIPPED_SETS
from ramsey_inspect.core.sequel_sets import SEQUEL_SETS, sequel_graphs
from ramsey_inspect.datasets.kcoloring import (
    DATA_DIR,
    SEQUEL_IDS_FILES,
    load_original,
    load_problem_set,
    main,
    sequel_ids,
)

SEQUEL_8V4C_IDS_SHA256 = "37517c00b93adf2a1486b2e548818ad0a5e56b120cd6f9cb662d3eb90f13b933"
"""SHA-256 of the ids of the sequel's o1-mini_8v4c_math.txt, one per line ascending."""
SEQUEL_GS_TEST_IDS_SHA256 = "f269e36bd9251427e9d3337bad67de5697cb9fdaa8e42c024746cbef788ed9fc"
"""SHA-256 of the ids of the sequel's o1-mini_8v4c_gs_test_math.txt, one per line ascending
(the same 711 as deepseek-r1_8v4c_gs_test_math.txt and its data.zip's 8v4c_gs_test_selected)."""


def shipped_text(name: str) -> str:
    problems = [p for p, _ in load_problem_set(name)]
    return canonical_text((p.id, p.edges, p.colorable) for p in problems)


@pytest.mark.parametrize("name", list(SEQUEL_DIGESTS))
def test_the_shipped_set_is_the_sequels_problems_id_for_id(name: str) -> None:
    text = shipped_text(name)
    assert text.splitlines()[0] == SEQUEL_FIRST_LINES[name]
    assert digest(text) == SEQUEL_DIGESTS[name]


@pytest.mark.parametrize(
    "name",
    [
        pytest.param("8v4c_adv", marks=pytest.mark.slow),
        pytest.param("8v4c_hec_col", marks=pytest.mark.slow),
        "12v6c",
        "8v4c_gs_test",
    ],
)
def test_the_procedure_draws_the_sequels_graphs(name: str) -> None:
    """The generator alone (no colorability, no greedy scores) gives the published edges."""
    drawn = "".join(
        f"{pid} {'|'.join(f'{a},{b}' for a, b in edges)}\n" for pid, edges in sequel_graphs(name)
    )
    published = "".join(line.rsplit(" ", 1)[0] + "\n" for line in shipped_text(name).splitlines())
    assert drawn == published


def test_a_changed_problem_changes_the_digest() -> None:
    problems = [(p.id, p.edges, p.colorable) for p, _ in load_problem_set("8v4c_adv")]
    pid, edges, colorable = problems[7]
    problems[7] = (pid, edges, not colorable)
    assert digest(canonical_text(problems)) != SEQUEL_DIGESTS["8v4c_adv"]


@pytest.mark.parametrize(
    ("name", "size", "edge_counts"),
    [
        ("8v4c_adv", 400, range(20, 24)),
        ("8v4c_hec_col", 400, range(20, 24)),
        ("12v6c", 500, range(47, 57)),
        ("8v4c_gs_test", 2000, range(19, 21)),
    ],
)
def test_sizes_and_edge_counts(name: str, size: int, edge_counts: range) -> None:
    problems = [p for p, _ in load_problem_set(name)]
    assert [p.id for p in problems] == list(range(1, size + 1))
    counts = Counter(p.edge_count for p in problems)
    assert sorted(counts) == list(edge_counts)
    assert len(set(counts.values())) == 1


@pytest.mark.slow
def test_the_conditions_hold_on_every_problem() -> None:
    """8v4c_adv: colorable, no (6, 7), and (6, 7) makes it 5-chromatic; hec_col: colorable."""
    for p, _ in load_problem_set("8v4c_adv"):
        assert p.colorable
        assert (6, 7) not in p.edges
        assert chromatic_number(8, (*p.edges, (6, 7))) == 5
    assert all(p.colorable for p, _ in load_problem_set("8v4c_hec_col"))


@pytest.mark.parametrize("name", list(SEQUEL_SETS))
def test_witnesses_and_greedy_fields(name: str) -> None:
    for problem, witness in load_problem_set(name):
        assert problem.colorable == (problem.chromatic_number <= problem.k)
        if problem.colorable:
            assert witness is not None
            assert is_proper_coloring(problem.edges, witness)
            assert 0 <= problem.greedy_score <= 1
        else:
            assert witness is None
            assert problem.greedy_score == 0
        if problem.n == 12 and problem.colorable:  # beyond the exact state graph's reach
            assert problem.greedy_score_exact is None
        else:
            assert problem.greedy_score_exact is not None


@pytest.mark.slow
@pytest.mark.parametrize("name", ["8v4c_adv", "8v4c_hec_col", "12v6c"])
def test_build_writes_the_same_bytes(name: str, tmp_path: Path) -> None:
    """``ramsey-inspect kcoloring build`` rewrites the shipped file exactly."""
    # 8v4c_gs_test (a minute of exact greedy scores) is left to `kcoloring build --check`.
    assert cli_main(["kcoloring", "build", "--sets", name, "--out", str(tmp_path)]) == 0
    assert (tmp_path / f"{name}.jsonl").read_bytes() == (DATA_DIR / f"{name}.jsonl").read_bytes()


def test_every_shipped_set_is_a_build_choice(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["build", "--sets", "8v4c_nope"])
    err = capsys.readouterr().err
    assert all(name in err for name in SHIPPED_SETS)


def test_the_sequels_8v4c_ids() -> None:
    ids = sequel_ids("8v4c")
    assert ids is not None
    assert len(ids) == 500
    text = "".join(f"{i}\n" for i in sorted(ids))
    assert hashlib.sha256(text.encode()).hexdigest() == SEQUEL_8V4C_IDS_SHA256
    problems = {p.id: p for p, _ in load_problem_set("8v4c")}
    counts = Counter(problems[i].edge_count for i in ids)
    assert counts == {e: 50 for e in range(14, 24)}
    assert set(SEQUEL_IDS_FILES) == {"8v4c", "8v4c_gs_test"}
    assert sequel_ids("4v2c") is None
    assert sequel_ids("8v4c_adv") is None


def test_the_sequels_8v4c_gs_test_ids() -> None:
    """The 711 problems the sequel ran: colorable ones of both edge counts, all three types."""
    ids = sequel_ids("8v4c_gs_test")
    assert ids is not None
    text = "".join(f"{i}\n" for i in sorted(ids))
    assert hashlib.sha256(text.encode()).hexdigest() == SEQUEL_GS_TEST_IDS_SHA256
    problems = {p.id: p for p, _ in load_problem_set("8v4c_gs_test")}
    assert all(problems[i].colorable for i in ids)
    assert Counter(problems[i].edge_count for i in ids) == {19: 411, 20: 300}
    types = Counter(problems[i].problem_type for i in ids)
    assert set(types) == {"colorable_low", "colorable_mid", "colorable_high"}


def test_the_sequels_files_load_as_originals(tmp_path: Path) -> None:
    """``-T data_dir=`` reads the sequel's layout (CRLF lines, a third line) for its sets."""
    folder = tmp_path / "8v4c_gs_test"
    folder.mkdir()
    for problem, _ in load_problem_set("8v4c_gs_test")[:3]:
        edges = "|".join(f"{a},{b}" for a, b in problem.edges)
        (folder / f"{problem.id}.txt").write_bytes(
            f"{edges}\r\n{problem.colorable}\r\n0.5000\r\n".encode()
        )
    loaded = load_original(tmp_path, "8v4c_gs_test")
    assert [p.id for p, _ in loaded] == [1, 2, 3]
