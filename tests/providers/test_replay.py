"""``ramsey_inspect/replay``: recorded responses, in the study's folder layout, as a model."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.log import EvalLog, EvalSample, list_eval_logs, read_eval_log
from inspect_ai.model import ChatMessageUser, get_model
from inspect_ai.scorer import includes
from inspect_ai.solver import generate

from bounded import within
from ramsey_inspect.cli import main as ramsey_inspect_cli
from ramsey_inspect.providers import replay
from ramsey_inspect.providers.replay import Replay, ReplayError, SampleKey
from ramsey_inspect.tasks.kcoloring import kcoloring

SCORER = "coloring_checker"

# Replies to three 6v3c problems, written as chat and reasoning models write them, each
# with the verdict a careful grader gives it. 279 is colorable (for instance 0 Red, 1 Blue,
# 2 Blue, 3 Red, 4 Green, 5 Red); 292 holds the K4 {0, 2, 3, 5}; 394 is colorable (0 Blue,
# 1 Blue, 2 Red, 3 Green, 4 Green, 5 Red).
REPLIES: dict[tuple[int, int], tuple[str, str]] = {
    (279, 0): (
        "<think>\nVertex 4 touches 0, 1, 2 and 5, so it gets a color of its own. 0 and 2 are "
        "adjacent, so they differ. Try 0 Red, 1 Blue, 2 Blue, 4 Green, 5 Red, 3 Red.\n</think>"
        "\n\nYes, this is possible. One valid plan:\n\n**0** Red\n**1** Blue\n**2** Blue\n"
        "**3** Red\n**4** Green\n**5** Red",
        "correct",
    ),
    (279, 1): (
        "Let's try. Vertex 0 Red, vertex 1 Green, vertex 4 Blue (adjacent to 0 and 1). Vertex 2 "
        "is adjacent to 0 (Red) and 4 (Blue), so Green. Vertex 5 is adjacent to 2 (Green) and 4 "
        "(Blue), so Red. Hmm, I think the constraints conflict somewhere.\n\nAfter checking the "
        "alternatives, no assignment works.\n\nImpossible",
        "false_impossible",
    ),
    (292, 0): (
        "Look at vertices 0, 2, 3 and 5: the edges (0,2), (0,3), (0,5), (2,3), (2,5) and (3,5) "
        "are all present, so these four vertices form a K4 and need four different colors, but "
        "only three are available.\n\nImpossible",
        "correct",
    ),
    (292, 1): (
        "Here is a coloring:\n\n```\n0 Red\n1 Red\n2 Green\n3 Blue\n4 Green\n5 Blue\n```",
        "missed_impossible",
    ),
    (292, 2): ("**Impossible**", "correct"),
    (394, 0): (
        "We can color the graph greedily.\n\n0 Red\n1 Red\n2 Green\n3 Blue\n4 Green\n5 Blue",
        "invalid_coloring",  # 2 and 4 are adjacent and both Green
    ),
    (394, 1): (
        "A valid assignment exists:\n\n| Vertex | Color |\n|---|---|\n| 0 | Blue |\n"
        "| 1 | Blue |\n| 2 | Red |\n| 3 | Green |\n| 4 | Green |\n| 5 | Red |\n\n"
        "Every edge joins two different colors.",
        "correct",
    ),
}
JUNK = bytes(range(256)) * 40  # (394, 2): binary junk, no answer in it
MISSING = (279, 2)  # no file: the sample errors, naming the path


def write_folder(root: Path, frame: str = "math") -> Path:
    """The study's layout for one model: <set>/<frame>/repeat<r>/<id>.txt."""
    for (problem, repeat), (text, _) in REPLIES.items():
        path = root / "6v3c" / frame / f"repeat{repeat}" / f"{problem}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (root / "6v3c" / frame / "repeat2" / "394.txt").write_bytes(JUNK)
    return root


def run(
    task: Task, responses: Path, log_dir: Path, model: str = "ramsey_inspect/replay", **kw: Any
) -> EvalLog:
    [log] = eval(
        task,
        model=model,
        model_args={"responses": str(responses)},
        display="none",
        log_dir=str(log_dir),
        **kw,
    )
    return log


def samples(log: EvalLog) -> list[EvalSample]:
    assert log.samples is not None
    return log.samples


def problem_of(sample: EvalSample) -> int:
    """The study's problem id of a logged sample, the name of its recorded file."""
    return int(sample.metadata["problem_id"])


def math_id(problem_id: int) -> str:
    """The sample id of a 6v3c problem in the math frame."""
    return f"6v3c-math-{problem_id}"


def outcome(sample: EvalSample) -> str | None:
    if not sample.scores:
        return None
    return str((sample.scores[SCORER].metadata or {})["outcome"])


# ----------------------------------------------------------------------------- through eval()


@pytest.mark.slow
def test_each_epoch_gets_its_recorded_reply(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "claude")
    task = kcoloring(problem_set="6v3c", frame="math")
    log = run(
        task,
        folder,
        tmp_path / "logs",
        epochs=3,
        sample_id=[math_id(p) for p in (279, 292, 394)],
        fail_on_error=False,
    )
    assert log.status == "success"
    got = {(problem_of(s), s.epoch): outcome(s) for s in samples(log)}
    expected = {(p, r + 1): verdict for (p, r), (_, verdict) in REPLIES.items()}
    expected[(394, 3)] = "no_answer"
    expected[(MISSING[0], MISSING[1] + 1)] = None
    assert got == expected
    for s in samples(log):
        key = (problem_of(s), s.epoch - 1)
        if key in REPLIES:
            assert s.output.completion == REPLIES[key][0]
            assert s.output.metadata is not None
            assert s.output.metadata["replay_file"].endswith(
                f"repeat{s.epoch - 1}/{problem_of(s)}.txt"
            )
        if key != MISSING:
            # Token counts come from the provider, so Inspect never tokenizes (offline).
            assert s.output.usage is not None
            assert s.output.usage.total_tokens > 0
            assert s.error is None
    [errored] = [s for s in samples(log) if s.error is not None]
    assert (errored.id, errored.epoch) == (math_id(279), 3)
    assert str(folder / "6v3c" / "math" / "repeat2" / "279.txt") in errored.error.message
    assert not errored.scores


@pytest.mark.slow
def test_a_missing_file_fails_the_eval_by_default_naming_it(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "r")
    log = run(
        kcoloring(problem_set="6v3c", frame="math"),
        folder,
        tmp_path / "logs",
        epochs=3,
        sample_id=[math_id(279)],
    )
    assert log.status == "error"
    assert log.error is not None
    assert "no recorded response" in log.error.message
    assert str(folder / "6v3c" / "math" / "repeat2" / "279.txt") in log.error.message


@pytest.mark.slow
def test_files_are_found_by_problem_id_in_a_run_of_several_frames(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "r")
    friends = folder / "6v3c" / "friends" / "repeat0" / "279.txt"
    friends.parent.mkdir(parents=True)
    friends.write_text("Alice: Red\nBob: Blue\nCarol: Blue\nDave: Red\nEthan: Green\nFran: Red")
    log = run(
        kcoloring(problem_set="6v3c", frame="math,friends"),
        folder,
        tmp_path / "logs",
        sample_id=["6v3c-math-279", "6v3c-friends-279"],
        model="ramsey_inspect/replay/claude3.5s",
    )
    assert log.status == "success", log.error
    assert log.eval.model == "ramsey_inspect/replay/claude3.5s"
    assert {s.id: outcome(s) for s in samples(log)} == {
        "6v3c-math-279": "correct",
        "6v3c-friends-279": "correct",
    }


@pytest.mark.slow
def test_a_flat_frame_folder_answers_the_first_epoch(tmp_path: Path) -> None:
    """The study wrote no repeat folders for a prompt sent once: <set>/<frame>/<id>.txt."""
    flat = tmp_path / "once" / "6v3c" / "math" / "292.txt"
    flat.parent.mkdir(parents=True)
    flat.write_text(REPLIES[(292, 0)][0])
    log = run(
        kcoloring(problem_set="6v3c", frame="math"),
        tmp_path / "once",
        tmp_path / "logs",
        epochs=2,
        sample_id=[math_id(292)],
        fail_on_error=False,
    )
    by_epoch = {s.epoch: s for s in samples(log)}
    assert outcome(by_epoch[1]) == "correct"
    error = by_epoch[2].error
    assert error is not None
    assert str(flat.parent / "repeat1" / "292.txt") in error.message


def test_samples_of_another_task_are_refused_clearly(tmp_path: Path) -> None:
    task = Task(
        dataset=[
            Sample(id="plain", input="hi", target="x"),
            Sample(
                id="escape",
                input="hi",
                target="x",
                metadata={"problem_set": "..", "frame": "math", "problem_id": 1},
            ),
        ],
        solver=generate(),
        scorer=includes(),
    )
    log = run(task, write_folder(tmp_path / "r"), tmp_path / "logs", fail_on_error=False)
    errors = {s.id: s.error.message for s in samples(log) if s.error is not None}
    assert "answers k-coloring samples" in errors["plain"]
    assert "problem_set" in errors["plain"]
    assert "problem_set '..'" in errors["escape"]


# ----------------------------------------------------------------------------- model creation


def test_the_responses_option_is_required(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"needs -M responses=DIR"):
        get_model("ramsey_inspect/replay").api.check_ready()  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match=r"responses: .* is not a folder"):
        get_model("ramsey_inspect/replay", responses=str(tmp_path / "nowhere")).api.check_ready()  # type: ignore[attr-defined]
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(ValueError, match=r"responses: .* is not a folder"):
        Replay.from_args({"responses": str(tmp_path / "file.txt")})
    with pytest.raises(ValueError, match="unknown baseline model"):
        get_model("ramsey_inspect/replays", responses=str(tmp_path))


def test_a_folder_without_the_layout_is_refused_at_once(tmp_path: Path) -> None:
    """Found at the first sample, it was a traceback and exit status 0 (issue 31)."""
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match=r"'.*empty' holds no <set>/<frame> folder such as"):
        get_model(  # the files are read when the model is made; the error waits for a reply
            "ramsey_inspect/replay", responses=str(tmp_path / "empty"), memoize=False
        ).api.check_ready()  # type: ignore[attr-defined]
    (tmp_path / "notes").mkdir()
    (tmp_path / "6v3c").write_text("a file, not a set folder")
    (tmp_path / "7v3c").mkdir()  # a set folder without a frame folder
    with pytest.raises(ValueError, match="holds no <set>/<frame> folder") as err:
        Replay.from_args({"responses": str(tmp_path)})
    assert "did you mean" not in str(err.value)
    # One level too high (the study's responses/, not responses/<model>): named.
    (tmp_path / "o1-mini" / "6v3c" / "math").mkdir(parents=True)
    with pytest.raises(ValueError, match="did you mean -M responses=.*o1-mini[?]"):
        Replay.from_args({"responses": str(tmp_path)})
    assert Replay.from_args({"responses": str(tmp_path / "o1-mini")}).root == tmp_path / "o1-mini"


async def test_outside_a_sample_it_says_what_it_needs(tmp_path: Path) -> None:
    (tmp_path / "6v3c" / "math").mkdir(parents=True)
    model = get_model("ramsey_inspect/replay", responses=str(tmp_path))
    with pytest.raises(ReplayError, match="only inside an Inspect eval sample"):
        await model.generate([ChatMessageUser(content="Color this graph.")])


# ----------------------------------------------------------------------------- reading files


def key(epoch: int = 1, problem_id: str = "7") -> SampleKey:
    return SampleKey(problem_id, "6v3c", "math", problem_id, epoch)


def test_a_long_file_keeps_its_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay, "MAX_RESPONSE_BYTES", 64)
    path = tmp_path / "6v3c" / "math" / "repeat0" / "7.txt"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe" * 500 + "Ünïcode ends here\n0 Red\n1 Green".encode())
    text, note = Replay(tmp_path).read(key())
    assert text.endswith("ends here\n0 Red\n1 Green")
    assert len(text.encode()) <= 64 * 3  # replacement characters may widen bytes
    assert note["replay_bytes"] == path.stat().st_size
    assert note["replay_kept_bytes"] == 64


def test_an_unreadable_entry_is_a_sample_error(tmp_path: Path) -> None:
    (tmp_path / "6v3c" / "math" / "repeat0" / "7.txt").mkdir(parents=True)  # a folder
    with pytest.raises(ReplayError, match=r"repeat0/7\.txt is a folder, not a file"):
        Replay(tmp_path).read(key())


class TestOnlyInsideTheFolder:
    """Links that resolve outside -M responses=DIR are refused, and nothing of them is read."""

    SECRET = "root:x:0:0:secret\n"

    @pytest.fixture
    def folder(self, tmp_path: Path) -> Path:
        (tmp_path / "secret.txt").write_text(self.SECRET, encoding="utf-8")
        folder = tmp_path / "responses"
        (folder / "6v3c" / "math" / "repeat0").mkdir(parents=True)
        return folder

    def _refused(self, folder: Path, link: Path) -> str:
        with pytest.raises(ReplayError) as err:
            Replay(folder).read(key())
        message = str(err.value)
        assert f"{link} links to" in message
        assert "outside the folder" in message
        assert "secret" not in message.replace("secret.txt", "")  # no content leaks
        return message

    def test_an_absolute_link(self, folder: Path) -> None:
        link = folder / "6v3c" / "math" / "repeat0" / "7.txt"
        link.symlink_to(folder.parent / "secret.txt")
        self._refused(folder, link)

    def test_a_relative_link_climbing_out(self, folder: Path) -> None:
        link = folder / "6v3c" / "math" / "repeat0" / "7.txt"
        link.symlink_to(Path("..") / ".." / ".." / ".." / "secret.txt")
        assert link.read_text(encoding="utf-8") == self.SECRET  # it does lead out
        self._refused(folder, link)

    def test_a_linked_set_folder(self, folder: Path, tmp_path: Path) -> None:
        elsewhere = tmp_path / "elsewhere" / "math" / "repeat0"
        elsewhere.mkdir(parents=True)
        (elsewhere / "7.txt").write_text("0 Red", encoding="utf-8")
        (folder / "6v3c" / "math" / "repeat0").rmdir()
        (folder / "6v3c" / "math").rmdir()
        (folder / "6v3c").rmdir()
        (folder / "6v3c").symlink_to(tmp_path / "elsewhere")
        self._refused(folder, folder / "6v3c" / "math" / "repeat0" / "7.txt")

    def test_a_link_inside_is_read(self, folder: Path) -> None:
        real = folder / "6v3c" / "math" / "repeat0" / "8.txt"
        real.write_text("0 Red", encoding="utf-8")
        (real.parent / "7.txt").symlink_to("8.txt")
        assert Replay(folder).read(key())[0] == "0 Red"

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
    def test_a_fifo_is_refused_at_once(self, folder: Path) -> None:
        fifo = folder / "6v3c" / "math" / "repeat0" / "7.txt"
        os.mkfifo(fifo)
        with pytest.raises(ReplayError, match="FIFO"):
            within(lambda: Replay(folder).read(key()), fifo=fifo)

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
    def test_a_fifo_in_a_folder_without_repeats_is_named_where_it_is(self, folder: Path) -> None:
        # The study's layout for a prompt sent once: <set>/<frame>/<id>.txt, no repeat0.
        (folder / "6v3c" / "math" / "repeat0").rmdir()
        fifo = folder / "6v3c" / "math" / "7.txt"
        os.mkfifo(fifo)
        assert Replay(folder).uncovered([("6v3c", "math", "7")]) is None  # it is there
        with pytest.raises(ReplayError) as err:
            within(lambda: Replay(folder).read(key()), fifo=fifo)
        assert f"{fifo}" in str(err.value)
        assert "FIFO" in str(err.value)
        assert "repeat0" not in str(err.value)  # a path that never existed (issue 40)

    def test_a_dangling_link_is_named_not_reported_missing(self, folder: Path) -> None:
        link = folder / "6v3c" / "math" / "repeat0" / "7.txt"
        link.symlink_to("gone.txt")
        with pytest.raises(ReplayError, match="no such file") as err:
            Replay(folder).read(key())
        assert str(link) in str(err.value)
        assert "no recorded response" not in str(err.value)

    def test_in_an_eval_the_sample_errors_and_the_log_holds_nothing_of_it(
        self, folder: Path, tmp_path: Path
    ) -> None:
        (folder / "6v3c" / "math" / "repeat0" / "279.txt").symlink_to(folder.parent / "secret.txt")
        log = run(
            kcoloring(problem_set="6v3c", frame="math"),
            folder,
            tmp_path / "logs",
            sample_id=[math_id(279)],
            fail_on_error=False,
        )
        [sample] = samples(log)
        assert sample.error is not None
        assert "outside the folder" in sample.error.message
        [written] = list((tmp_path / "logs").glob("*.eval"))
        log_text = json.dumps(read_eval_log(str(written)).model_dump(mode="json"))
        assert "root:x:0:0" not in log_text


# ----------------------------------------------------------------------------- command line


@pytest.mark.slow
def test_replay_from_the_command_line_then_report(tmp_path: Path) -> None:
    """The audit of docs/kcoloring.md: replay a folder with ``inspect eval``, then ``ramsey-inspect report``."""
    # 6v3c problems 1, 2, 3 each have one edge: (0,1), (0,2), (0,3).
    replies = {
        (1, 0): (
            "Vertices 0 and 1 must differ.\n\n0 Red\n1 Green\n2 Red\n3 Red\n4 Red\n5 Red",
            "C",
        ),
        (1, 1): ("0 Green\n1 Green\n2 Blue\n3 Blue\n4 Blue\n5 Blue", "I"),
        (2, 0): ("There are too many constraints.\n\nImpossible", "I"),
        (2, 1): ("Yes:\n- 0: Blue\n- 2: Red", "C"),
        (3, 0): ("**Answer**\n\n0 Red\n3 Blue", "C"),
    }  # (3, 1) is missing
    folder = tmp_path / "responses" / "gpt4o"
    for (problem, repeat), (text, _) in replies.items():
        path = folder / "6v3c" / "math" / f"repeat{repeat}" / f"{problem}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    log_dir = tmp_path / "logs"
    result = subprocess.run(
        [
            sys.executable, "-m", "inspect_ai", "eval", "ramsey_inspect/kcoloring",
            "-T", "problem_set=6v3c", "-T", "frame=math", "--epochs", "2", "--limit", "3",
            "--model", "ramsey_inspect/replay", "-M", f"responses={folder}",
            "--no-fail-on-error", "--log-dir", str(log_dir), "--display", "none",
        ],
        cwd=tmp_path, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=300,
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    [info] = list_eval_logs(str(log_dir))
    log = read_eval_log(info)
    assert log.eval.model == "ramsey_inspect/replay"
    scores = {
        (problem_of(s), s.epoch - 1): (s.scores[SCORER].value if s.scores else None)
        for s in samples(log)
    }
    assert scores == {**{k: v for k, (_, v) in replies.items()}, (3, 1): None}

    out = tmp_path / "report"
    assert ramsey_inspect_cli(["report", str(log_dir), "--out", str(out), "--quiet"]) == 0
    markdown = (out / "report.md").read_text(encoding="utf-8")
    header, rows = _table_rows(markdown, "| # | model | problem_set | problem_type | frame |")
    # one problem type, then the set x frame total; 5 responses are under the study's cut of 20
    assert [r[header.index("problem_type")] for r in rows] == ["colorable_high", "all"]
    cells = dict(zip(header, rows[0], strict=True))
    assert cells["model"] == "ramsey_inspect/replay"
    assert (cells["problem_set"], cells["frame"]) == ("6v3c", "math")
    assert (cells["responses"], cells["error_rate"]) == ("5", "40.0% †")
    assert (cells["invalid_coloring"], cells["false_impossible"], cells["no_answer"]) == (
        "1",
        "1",
        "0",
    )
    assert cells["other_unscored"] == "1"  # the missing file


def _table_rows(markdown: str, header_start: str) -> tuple[list[str], list[list[str]]]:
    lines = markdown.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header_start))
    header = [c.strip() for c in lines[start].strip("|").split("|")]
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip("|").split("|")])
    return header, rows
