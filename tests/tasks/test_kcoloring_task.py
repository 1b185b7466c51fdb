"""Creating the kcoloring task: ids, counts, metadata, prompts, parameters (no model runs)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from inspect_ai import Task
from inspect_ai.dataset import Dataset, MemoryDataset, Sample

from bounded import within
from ramsey_inspect._inspect_compat import PrerequisiteError, parse_cli_args
from ramsey_inspect.prompts.kcoloring import render_prompt
from ramsey_inspect.tasks.kcoloring import kcoloring

PAPER_COUNTS = {"4v2c": 63, "5v2c": 1023, "6v3c": 631, "7v3c": 943, "8v4c": 1307}
LRM_COUNTS = {"4v2c": 63, "5v2c": 396, "6v3c": 300, "7v3c": 450, "8v4c": 500}
FRAMES = ("math", "math_demanding", "cities", "friends")
METADATA_KEYS = {
    "problem_set",
    "problem_id",
    "n",
    "k",
    "edges",
    "colorable",
    "chromatic_number",
    "greedy_score",
    "greedy_score_exact",
    "problem_type",
    "edge_count",
    "frame",
    "relabel",
}
GENERATED = "5v3c"
"""A generated set that is sampled (C(10, e) > 50 for middle edge counts) yet quick to build."""


def ids(task: Task) -> list[int | str]:
    return [s.id for s in task.dataset if s.id is not None]


@pytest.fixture(scope="module")
def everything() -> Task:
    """The default task: all five paper sets in all four frames."""
    return kcoloring()


# --- sample ids -----------------------------------------------------------------------------

ID_FORM = re.compile(r"(\d+v\d+c)-(math|math_demanding|cities|friends)-(\d+)")


def test_one_set_one_frame_names_set_frame_and_problem() -> None:
    got = ids(kcoloring(problem_set="6v3c", frame="cities"))
    assert got == [f"6v3c-cities-{i}" for i in range(1, 632)]


def test_several_frames_use_the_same_form() -> None:
    got = ids(kcoloring(problem_set="4v2c", frame="math,friends"))
    assert len(got) == 2 * 63
    assert got[:4] == ["4v2c-math-1", "4v2c-friends-1", "4v2c-math-2", "4v2c-friends-2"]
    assert set(got) == {f"4v2c-{fr}-{i}" for fr in ("math", "friends") for i in range(1, 64)}


def test_several_sets_and_frames_use_the_same_form() -> None:
    got = ids(kcoloring(problem_set="4v2c,6v3c", frame="cities,math_demanding"))
    assert "4v2c-cities-1" in got
    assert "6v3c-math_demanding-631" in got
    assert all(ID_FORM.fullmatch(str(i)) for i in got)
    assert len(got) == 2 * (63 + 631)


def test_samples_take_turns_over_the_sets_and_frames_in_the_order_given() -> None:
    """Any head of the dataset (what ``--limit`` runs) is a cross-section of the selection."""
    got = ids(kcoloring(problem_set="6v3c,4v2c", frame="friends,math"))
    assert got[:6] == [
        "6v3c-friends-1", "6v3c-math-1", "4v2c-friends-1", "4v2c-math-1",
        "6v3c-friends-2", "6v3c-math-2",
    ]  # fmt: skip
    # 4v2c's 63 problems run out first; 6v3c's others follow, in their order.
    assert got[4 * 63 - 1] == "4v2c-math-63"
    assert got[4 * 63 :] == [f"6v3c-{f}-{i}" for i in range(64, 632) for f in ("friends", "math")]
    # Each (set, frame) group keeps its problems in their own order.
    for group in ("6v3c-friends-", "4v2c-math-"):
        numbers = [int(str(i).rsplit("-", 1)[1]) for i in got if str(i).startswith(group)]
        assert numbers == sorted(numbers)


def test_a_limit_of_the_default_task_touches_every_set_and_frame(everything: Task) -> None:
    head = [s.metadata for s in everything.dataset[:20]]
    assert {(m["problem_set"], m["frame"]) for m in head if m} == {
        (s, f) for s in PAPER_COUNTS for f in FRAMES
    }
    assert everything.dataset[0].id == "4v2c-math-1"


@pytest.mark.parametrize(
    "selection",
    [
        {"problem_set": "6v3c", "frame": "friends"},
        {"problem_set": "6v3c", "frame": "math,friends"},
        {"problem_set": "4v2c,6v3c", "frame": "friends"},
        {"problem_set": "all", "frame": "all"},
        {"problem_set": "6v3c", "frame": "friends", "selection": "lrm"},
    ],
    ids=["one", "two_frames", "two_sets", "all", "lrm"],
)
def test_a_problems_id_does_not_depend_on_the_selection(selection: dict[str, str]) -> None:
    """Problem 279 of 6v3c (in the lrm range) in friends is the same sample everywhere."""
    task = kcoloring(**selection)
    found = [
        s.id
        for s in task.dataset
        if s.metadata
        and (s.metadata["problem_set"], s.metadata["frame"], s.metadata["problem_id"])
        == ("6v3c", "friends", 279)
    ]
    assert found == ["6v3c-friends-279"]


def test_ids_are_unique_and_name_their_metadata(everything: Task) -> None:
    got = ids(everything)
    assert len(got) == len(set(got)) == 4 * sum(PAPER_COUNTS.values()) == 15_868
    for sample in everything.dataset:
        m = sample.metadata
        assert m is not None
        match = ID_FORM.fullmatch(str(sample.id))
        assert match is not None
        assert match.groups() == (m["problem_set"], m["frame"], str(m["problem_id"]))


def test_ids_with_a_generated_set_are_unique() -> None:
    got = ids(kcoloring(problem_set=f"4v2c,{GENERATED}", frame="all", problem_seed=1))
    assert len(got) == len(set(got))
    assert f"{GENERATED}-friends-1" in got


# --- counts ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "count"), PAPER_COUNTS.items())
def test_paper_set_sizes(name: str, count: int) -> None:
    assert len(kcoloring(problem_set=name, frame="math").dataset) == count
    assert len(kcoloring(problem_set=name, frame="all").dataset) == 4 * count


@pytest.mark.parametrize(("name", "count"), LRM_COUNTS.items())
def test_lrm_selection_sizes(name: str, count: int) -> None:
    task = kcoloring(problem_set=name, frame="friends", selection="lrm")
    assert len(task.dataset) == count
    assert len(kcoloring(problem_set=name, selection="lrm").dataset) == 4 * count


def test_lrm_selection_is_a_subset_with_mid_range_edge_counts() -> None:
    full = {s.id: s for s in kcoloring(problem_set="6v3c", frame="math").dataset}
    lrm = list(kcoloring(problem_set="6v3c", frame="math", selection="lrm").dataset)
    assert all(s.id in full for s in lrm)
    assert {s.metadata["edge_count"] for s in lrm if s.metadata} == set(range(7, 13))


def test_default_task_counts_every_set_and_frame(everything: Task) -> None:
    assert len(everything.dataset) == 4 * sum(PAPER_COUNTS.values())
    assert everything.metadata is not None
    assert everything.metadata["problem_sets"] == list(PAPER_COUNTS)
    assert everything.metadata["frames"] == list(FRAMES)


# --- metadata -------------------------------------------------------------------------------


def test_metadata_keys_are_exactly_the_documented_ones(everything: Task) -> None:
    for sample in everything.dataset:
        assert sample.metadata is not None
        assert set(sample.metadata) == METADATA_KEYS, sample.id


def test_metadata_values_are_consistent(everything: Task) -> None:
    for sample in everything.dataset:
        m = sample.metadata
        assert m is not None
        assert m["problem_set"] == f"{m['n']}v{m['k']}c"
        assert m["edge_count"] == len(m["edges"]) > 0
        assert all(0 <= a < b < m["n"] for a, b in m["edges"])
        assert m["colorable"] == (m["chromatic_number"] <= m["k"])
        assert m["colorable"] == m["problem_type"].startswith("colorable")
        if m["colorable"]:
            assert 0.0 < m["greedy_score_exact"] <= 1.0
            assert sample.target != "Impossible"
        else:
            assert m["greedy_score_exact"] == 0.0
            assert sample.target == "Impossible"
        assert m["frame"] in FRAMES
        assert sample.id == f"{m['problem_set']}-{m['frame']}-{m['problem_id']}"


def test_dataset_reads_as_the_list_of_its_samples() -> None:
    """Samples built when read: shuffles, slices, filters and sorts as Inspect's list does."""
    lazy = kcoloring(problem_set="4v2c,5v2c", relabel=2).dataset
    built = MemoryDataset(list(lazy))

    def rows(dataset: Dataset) -> list[tuple[object, ...]]:
        return [(s.id, s.input, s.target, s.metadata) for s in dataset]

    assert len(lazy) == len(built) == 4 * (63 + 1023)
    assert rows(lazy) == rows(built)
    for dataset in (lazy, built):
        dataset.shuffle(5)
    assert rows(lazy) == rows(built)
    assert lazy.shuffled
    assert rows(lazy[3:90]) == rows(built[3:90])
    assert lazy[7].id == built[7].id

    def in_cities(sample: Sample) -> bool:
        return sample.metadata is not None and sample.metadata["frame"] == "cities"

    assert len(lazy.filter(in_cities)) == 63 + 1023
    assert rows(lazy.filter(in_cities)) == rows(built.filter(in_cities))
    for dataset in (lazy, built):
        dataset.sort(reverse=True)
    assert rows(lazy) == rows(built)


def test_metadata_is_json_friendly() -> None:
    [sample] = [
        s for s in kcoloring(problem_set="5v2c", frame="math").dataset if s.id == "5v2c-math-40"
    ]
    m = sample.metadata
    assert m is not None
    assert isinstance(m["edges"], list)
    assert all(isinstance(e, list) for e in m["edges"])
    assert isinstance(m["greedy_score_exact"], float)
    assert isinstance(m["greedy_score"], float)


# --- prompts --------------------------------------------------------------------------------


def first_prompt(frame: str, problem_set: str = "4v2c") -> str:
    """The prompt of problem 3 of a set (4v2c #3 is the single edge 0-3)."""
    task = kcoloring(problem_set=problem_set, frame=frame)
    [sample] = [s for s in task.dataset if s.id == f"{problem_set}-{frame}-3"]
    assert isinstance(sample.input, str)
    return sample.input


def test_math_prompt_vocabulary() -> None:
    text = first_prompt("math")
    assert "undirected graph on 4 vertices" in text
    assert "{(0,3)}" in text
    assert "either red or green" in text
    assert "Can that be done?" in text
    assert '"Impossible"' in text
    assert "0 Red\n1 Green" in text
    assert "Alice" not in text
    assert "cities" not in text


def test_math_demanding_prompt_vocabulary() -> None:
    text = first_prompt("math_demanding")
    assert "undirected graph on 4 vertices" in text
    assert "Give every vertex one color" in text
    assert "state that this cannot be done" in text
    assert "Can that be done?" not in text
    assert '"Impossible"' in text


def test_cities_prompt_vocabulary() -> None:
    text = first_prompt("cities")
    assert "4 cities" in text
    assert "highway" in text
    assert "monument" in text
    assert "one between city 1 and city 4" in text
    assert "the first President or the first Vice President" in text
    assert "1 President\n2 VP" in text
    assert '"Impossible"' in text


def test_friends_prompt_vocabulary() -> None:
    text = first_prompt("friends")
    assert "Picture 4 people: Alice, Bob, Carol, and Dave." in text
    assert "Alice with Dave" in text
    assert "either a red shirt or a green shirt" in text
    assert "Alice: Red\nBob: Green" in text
    assert '"Impossible"' in text


def test_friends_prompt_articles_on_twelve_people() -> None:
    """The sequel's 12v6c friends prompt offers six shirts; "an orange shirt", not "a orange"."""
    text = render_prompt("friends", 12, 6, [(0, 1)])
    assert "a yellow shirt, an orange shirt, or a purple shirt" in text
    assert "a orange" not in text


def test_prompt_colors_follow_k() -> None:
    text = first_prompt("math", "8v4c")
    assert "either red, green, blue, or yellow" in text
    assert "orange" not in text
    text = first_prompt("cities", "8v4c")
    assert "the first Speaker of the House" in text
    assert "Chief Justice" not in text


# --- generated sets -------------------------------------------------------------------------


def edge_lists(task: Task) -> list[list[list[int]]]:
    return [s.metadata["edges"] for s in task.dataset if s.metadata]


@pytest.mark.slow
def test_generated_set_is_reproducible_per_seed() -> None:
    one = kcoloring(problem_set=GENERATED, frame="math", problem_seed=1)
    again = kcoloring(problem_set=GENERATED, frame="math", problem_seed=1)
    other = kcoloring(problem_set=GENERATED, frame="math", problem_seed=2)
    assert edge_lists(one) == edge_lists(again)
    assert [s.metadata for s in one.dataset] == [s.metadata for s in again.dataset]
    assert [s.target for s in one.dataset] == [s.target for s in again.dataset]
    assert edge_lists(one) != edge_lists(other)
    assert len(one.dataset) == len(other.dataset)
    assert ids(one) == [f"{GENERATED}-math-{i}" for i in range(1, len(one.dataset) + 1)]


def test_generated_set_default_seed_is_zero() -> None:
    assert edge_lists(kcoloring(problem_set=GENERATED, frame="math")) == edge_lists(
        kcoloring(problem_set=GENERATED, frame="math", problem_seed=0)
    )


def test_generated_set_metadata() -> None:
    task = kcoloring(problem_set=GENERATED, frame="math", problem_seed=1)
    for sample in task.dataset:
        m = sample.metadata
        assert m is not None
        assert set(m) == METADATA_KEYS
        assert (m["n"], m["k"], m["problem_set"]) == (5, 3, GENERATED)
    assert task.metadata is not None
    assert task.metadata["problem_seed"] == 1


# --- bad parameters -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "param", "detail"),
    [
        ({"frame": "poetry"}, "frame", "poetry"),
        ({"frame": "math,poetry"}, "frame", "poetry"),
        ({"frame": ""}, "frame", "at least one"),
        ({"problem_set": "5v1c"}, "problem_set", "k must be"),
        ({"problem_set": "3v5c"}, "problem_set", "k must be below n"),
        ({"problem_set": "bogus"}, "problem_set", "NvKc"),
        ({"problem_set": "20v3c"}, "problem_set", "n must be"),
        ({"problem_set": "4v2c,20v3c"}, "problem_set", "20v3c"),
        ({"problem_set": "6v9c"}, "problem_set", "k must be"),
        ({"selection": "best"}, "selection", "best"),
        ({"problem_set": "9v3c", "selection": "lrm"}, "selection", "9v3c"),
        ({"problem_set": "4v2c", "problem_seed": 3}, "problem_seed", "generated"),
        ({"problem_seed": 3}, "problem_seed", "generated"),
        ({"data_dir": "/nonexistent/kcoloring-data"}, "data_dir", "nonexistent"),
        ({"profile": "bogus"}, "profile", "bogus"),
        ({"metrics": "some"}, "metrics", "headline, all"),
    ],
)
def test_bad_parameters_raise_at_creation(args: dict[str, object], param: str, detail: str) -> None:
    # A PrerequisiteError: Inspect's command line prints its message alone, no traceback.
    with pytest.raises(PrerequisiteError, match=rf"^{param}: ") as err:
        kcoloring(**args)  # type: ignore[arg-type]
    assert isinstance(err.value, ValueError)
    assert detail in str(err.value)


SEED_RANGE = "problem_seed: must be a whole number from 0 to 4294967295, not"


@pytest.mark.parametrize(
    ("cli", "message"),
    [
        # The values arrive as Inspect's -T parsing (YAML) delivers them.
        ("problem_seed=abc", f"{SEED_RANGE} 'abc'"),
        ("problem_seed=-1", f"{SEED_RANGE} -1"),
        ("problem_seed=1.5", f"{SEED_RANGE} 1.5"),
        ("problem_seed=[1,2]", f"{SEED_RANGE} [1, 2]"),
        ("problem_seed=true", f"{SEED_RANGE} True"),
        ("problem_seed=4294967296", f"{SEED_RANGE} 4294967296"),
        ("relabel=-1", "relabel: must be a whole number from 0 to 4294967295, not -1"),
        ("relabel=abc", "relabel: must be a whole number from 0 to 4294967295, not 'abc'"),
        ("relabel=true", "relabel: must be a whole number from 0 to 4294967295, not True"),
        ("selection=", "selection: must be one of all, lrm, sequel, not an empty value"),
        ("data_dir=[a,b]", "data_dir: must be a folder path, not ['a', 'b']"),
        ("profile=[a,b]", "profile: must be auto, none or a profile name, not ['a', 'b']"),
    ],
)
def test_bad_cli_values_name_the_option(cli: str, message: str) -> None:
    with pytest.raises(PrerequisiteError, match=f"^{re.escape(message)}$"):
        kcoloring(**{"problem_set": GENERATED, **parse_cli_args([cli])})


def test_seed_given_as_exponent_text_is_a_number() -> None:
    """``-T problem_seed=1e3`` reaches the task as the text '1e3'."""
    task = kcoloring(problem_set=GENERATED, frame="math", **parse_cli_args(["problem_seed=1e3"]))
    assert task.metadata is not None
    assert task.metadata["problem_seed"] == 1000


@pytest.mark.parametrize("name", ["06v03c", "6v03c", "006v3c"])
def test_paper_set_under_another_spelling_takes_no_seed(name: str) -> None:
    with pytest.raises(ValueError, match=r"^problem_seed: applies only to generated sets"):
        kcoloring(problem_set=name, problem_seed=5)


def test_set_names_are_canonical_and_counted_once() -> None:
    task = kcoloring(problem_set="6v3c,06v03c", frame="math")
    assert ids(task) == [f"6v3c-math-{i}" for i in range(1, 632)]
    assert task.metadata is not None
    assert task.metadata["problem_sets"] == ["6v3c"]
    assert {s.metadata["problem_set"] for s in task.dataset if s.metadata} == {"6v3c"}


# --- the original study's files -------------------------------------------------------------

PATH_3 = "0,1|1,2|2,3"  # a path: 2-colorable
TRIANGLE = "0,1|1,2|0,2"  # odd cycle: not 2-colorable
STAR = "0,1|0,2|0,3"  # 2-colorable
FOUR_CYCLE_CHORD = "0,1|1,2|2,3|0,3|0,2"  # contains triangles: not 2-colorable


def write_original(root: Path, problem_set: str, files: dict[str, str]) -> Path:
    folder = root / problem_set
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return root


def test_data_dir_loads_with_ids_from_file_names(tmp_path: Path) -> None:
    root = write_original(
        tmp_path / "orig",
        "4v2c",
        {
            "10.txt": f"{TRIANGLE}\nFalse\n",
            "3.txt": f"{PATH_3}\nTrue\n",
            "7.txt": f"{STAR}\nTrue",
            "12.txt": f"{FOUR_CYCLE_CHORD}\nFalse\n",
            "notes.md": "not a problem file",
        },
    )
    task = kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))
    samples = list(task.dataset)
    assert [s.id for s in samples] == [f"4v2c-math-{i}" for i in (3, 7, 10, 12)]
    by_id = {s.metadata["problem_id"]: s.metadata for s in samples if s.metadata}
    assert by_id[3]["edges"] == [[0, 1], [1, 2], [2, 3]]
    assert by_id[3]["colorable"] is True
    assert by_id[3]["chromatic_number"] == 2
    assert by_id[10]["colorable"] is False
    assert by_id[10]["problem_type"] == "c_uncolorable"
    assert by_id[10]["problem_id"] == 10
    assert all(set(m) == METADATA_KEYS for m in by_id.values())
    assert {s.id: s.target for s in samples}["4v2c-math-10"] == "Impossible"
    assert task.metadata is not None
    assert task.metadata["data_dir"] == str(root)

    two_frames = kcoloring(problem_set="4v2c", frame="math,cities", data_dir=str(root))
    assert ids(two_frames) == [
        f"4v2c-{fr}-{i}" for i in (3, 7, 10, 12) for fr in ("math", "cities")
    ]


def test_data_dir_with_a_wrong_flag_names_the_file(tmp_path: Path) -> None:
    root = write_original(
        tmp_path / "orig",
        "4v2c",
        {"1.txt": f"{PATH_3}\nTrue\n", "2.txt": f"{TRIANGLE}\nTrue\n", "3.txt": f"{STAR}\nTrue\n"},
    )
    with pytest.raises(ValueError, match=r"^data_dir: ") as err:
        kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))
    assert str(root / "4v2c" / "2.txt") in str(err.value)


def test_data_dir_with_a_colorable_graph_flagged_false(tmp_path: Path) -> None:
    root = write_original(tmp_path / "orig", "4v2c", {"5.txt": f"{STAR}\nFalse\n"})
    with pytest.raises(ValueError, match=r"5\.txt"):
        kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))


@pytest.mark.parametrize(
    "text",
    [f"{PATH_3}\n", f"{PATH_3}\nmaybe\n", "0,1|1,9\nTrue\n", "0,1,2\nTrue\n", "a,b\nTrue\n"],
)
def test_data_dir_with_a_malformed_file_names_it(tmp_path: Path, text: str) -> None:
    root = write_original(tmp_path / "orig", "4v2c", {"4.txt": text})
    with pytest.raises(PrerequisiteError, match=r"^data_dir: .*4\.txt"):
        kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))


def test_data_dir_lrm_keeps_the_listed_5v2c_ids(tmp_path: Path) -> None:
    """56 and 57 are listed (three and four edges); 58 is not."""
    root = write_original(
        tmp_path / "orig",
        "5v2c",
        {"56.txt": f"{PATH_3}\nTrue\n", "57.txt": "0,1|1,2|2,3|0,3\nTrue\n",
         "58.txt": f"{STAR}\nTrue\n"},
    )  # fmt: skip
    task = kcoloring(problem_set="5v2c", frame="math", selection="lrm", data_dir=str(root))
    assert [s.metadata["problem_id"] for s in task.dataset if s.metadata] == [56, 57]


def test_data_dir_lrm_with_another_numbering_is_refused(tmp_path: Path) -> None:
    root = write_original(tmp_path / "orig", "5v2c", {"56.txt": "0,1\nTrue\n"})
    with pytest.raises(PrerequisiteError, match=r"^data_dir: listed 5v2c problems \[56\]"):
        kcoloring(problem_set="5v2c", frame="math", selection="lrm", data_dir=str(root))


def test_data_dir_without_the_set_folder(tmp_path: Path) -> None:
    root = write_original(tmp_path / "orig", "4v2c", {"1.txt": f"{PATH_3}\nTrue\n"})
    with pytest.raises(ValueError, match=r"^data_dir: .*6v3c"):
        kcoloring(problem_set="4v2c,6v3c", frame="math", data_dir=str(root))


def test_data_dir_with_two_files_for_one_id(tmp_path: Path) -> None:
    root = write_original(
        tmp_path / "orig", "4v2c", {"3.txt": f"{PATH_3}\nTrue\n", "03.txt": f"{STAR}\nTrue\n"}
    )
    with pytest.raises(
        ValueError, match=r"^data_dir: .*3\.txt and .*3\.txt both give problem id 3"
    ):
        kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))


class TestDataDirReadsOnlyItsOwnFiles:
    """Links out of data_dir, special files and folders end task creation in one line."""

    @pytest.fixture
    def root(self, tmp_path: Path) -> Path:
        (tmp_path / "outside").mkdir()
        (tmp_path / "outside" / "2.txt").write_text(f"{STAR}\nTrue\n", encoding="utf-8")
        return write_original(tmp_path / "orig", "4v2c", {"1.txt": f"{PATH_3}\nTrue\n"})

    def _refused(self, root: Path, match: str) -> str:
        with pytest.raises(PrerequisiteError, match=match) as err:
            kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))
        line = str(err.value)
        assert line.startswith("data_dir: ")
        assert "\n" not in line
        return line

    def test_an_absolute_link_out(self, root: Path) -> None:
        (root / "4v2c" / "2.txt").symlink_to(root.parent / "outside" / "2.txt")
        self._refused(root, r"2\.txt links to .* outside the folder")

    def test_a_relative_link_climbing_out(self, root: Path) -> None:
        (root / "4v2c" / "2.txt").symlink_to(Path("..") / ".." / "outside" / "2.txt")
        self._refused(root, r"2\.txt links to .* outside the folder")

    def test_a_linked_set_folder_out(self, tmp_path: Path) -> None:
        root = tmp_path / "orig"
        root.mkdir()
        (tmp_path / "etc").mkdir()
        (tmp_path / "etc" / "1.txt").write_text(f"{PATH_3}\nTrue\n", encoding="utf-8")
        (root / "4v2c").symlink_to(tmp_path / "etc")
        self._refused(root, r"4v2c links to .* outside the folder")

    def test_links_inside_are_read(self, root: Path) -> None:
        (root / "4v2c" / "2.txt").symlink_to("1.txt")
        task = kcoloring(problem_set="4v2c", frame="math", data_dir=str(root))
        assert ids(task) == ["4v2c-math-1", "4v2c-math-2"]

    def test_a_folder_named_like_a_problem_file(self, root: Path) -> None:
        (root / "4v2c" / "2.txt").mkdir()
        line = self._refused(root, r"2\.txt is a folder, not a file$")
        assert str(root / "4v2c" / "2.txt") in line

    def test_a_file_that_is_not_utf8(self, root: Path) -> None:
        (root / "4v2c" / "2.txt").write_bytes(b"0,1\xe9\nTrue\n")
        self._refused(root, r"2\.txt is not UTF-8 text")

    def test_an_oversized_file(self, root: Path) -> None:
        with (root / "4v2c" / "2.txt").open("wb") as f:
            f.truncate(2 << 20)  # sparse: no disk used
        self._refused(root, r"2\.txt is 2 MiB, over the 1 MiB")

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
    def test_a_fifo_does_not_hang(self, root: Path) -> None:
        fifo = root / "4v2c" / "2.txt"
        os.mkfifo(fifo)
        with pytest.raises(PrerequisiteError, match=r"2\.txt is a FIFO"):
            within(
                lambda: kcoloring(problem_set="4v2c", frame="math", data_dir=str(root)),
                fifo=fifo,
            )
