"""``ramsey-inspect report`` and ``gtbench`` commands: one parser, one set of exit codes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from inspect_ai.log import EvalConfig, EvalDataset, EvalLog, EvalSpec, write_eval_log

from ramsey_inspect.cli import EXIT_REFUSED, EXIT_USAGE, main
from ramsey_inspect.datasets import gtbench_generated as generated
from ramsey_inspect.reports import sheets
from ramsey_inspect.reports.log_files import NoLogsError, read_log_set


def _one_line(capsys: pytest.CaptureFixture[str], prefix: str) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith(prefix), err
    assert "Traceback" not in err
    return err


def _usage_stop(argv: list[str], capsys: pytest.CaptureFixture[str], prefix: str) -> str:
    """Run ``argv``, expect argparse's stop with the usage code, return its one line."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == EXIT_USAGE
    return _one_line(capsys, prefix)


def test_report_on_a_missing_path_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere"
    assert main(["report", str(missing), "--out", str(tmp_path / "out")]) == EXIT_USAGE
    err = _one_line(capsys, "ramsey-inspect report: error: ")
    assert f"{missing}: no such file or folder" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("kind", ["pipe", "device"])
def test_report_on_a_pipe_or_device_says_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """Not "no such file": the path exists, it is just not a file a log can be read from."""
    if kind == "pipe":
        path = tmp_path / "x.eval"
        os.mkfifo(path)
    else:
        path = Path("/dev/zero")
        if not path.exists():
            pytest.skip("no /dev/zero here")
    assert main(["report", str(path), "--out", str(tmp_path / "out")]) == EXIT_USAGE
    err = _one_line(capsys, "ramsey-inspect report: error: ")
    assert f"{path}: a {'named pipe' if kind == 'pipe' else 'device'}, not a regular file" in err


def test_a_pipe_among_the_logs_is_named_not_passed_over(tmp_path: Path) -> None:
    spec = EvalSpec(
        created="2025-06-01T00:00:00+00:00",
        task="gtbench",
        dataset=EvalDataset(name="gtbench"),
        model="mockllm/model",
        config=EvalConfig(epochs=1),
    )
    write_eval_log(EvalLog(status="success", eval=spec, samples=[]), str(tmp_path / "a.eval"))
    os.mkfifo(tmp_path / "b.eval")
    log_set = read_log_set([tmp_path])
    assert [Path(f).name for f in log_set.files] == ["a.eval"]
    assert log_set.warnings() == [
        f"skipped {tmp_path / 'b.eval'}: not a readable Inspect log (a named pipe, not a regular file)"
    ]
    (tmp_path / "a.eval").unlink()
    with pytest.raises(
        NoLogsError, match=r"none of the 1 log file\(s\) found .*b\.eval \(a named pipe"
    ):
        read_log_set([tmp_path])


def test_export_with_nothing_to_grade_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A readable log without Group 3 proofs: the input is refused (1), not misused (2)."""
    spec = EvalSpec(
        created="2025-06-01T00:00:00+00:00",
        task="gtbench",
        dataset=EvalDataset(name="gtbench"),
        model="mockllm/model",
        config=EvalConfig(epochs=1),
    )
    write_eval_log(EvalLog(status="success", eval=spec, samples=[]), str(tmp_path / "a.eval"))
    code = main(["gtbench", "export-sheets", str(tmp_path), "--out", str(tmp_path / "s")])
    assert code == EXIT_REFUSED
    assert "no proof answers" in _one_line(capsys, "ramsey-inspect gtbench export-sheets: error: ")


def test_import_from_a_missing_folder_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["gtbench", "import-sheets", str(tmp_path / "nowhere")]) == EXIT_USAGE
    _one_line(capsys, "ramsey-inspect gtbench import-sheets: error: cannot read ")


def test_export_from_a_missing_path_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No logs at the path given: the command cannot start (2), as for ``report``."""
    missing = tmp_path / "nowhere"
    argv = ["gtbench", "export-sheets", str(missing), "--out", str(tmp_path / "sheets")]
    assert main(argv) == EXIT_USAGE
    err = _one_line(capsys, "ramsey-inspect gtbench export-sheets: error: ")
    assert f"{missing}: no such file or folder" in err


@pytest.mark.parametrize("benchmark", ["kcoloring", "gadgets"])
def test_a_build_into_an_unwritable_place_fails_in_one_line(
    benchmark: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path("/proc").is_dir():
        pytest.skip("no /proc here")
    args = {
        "kcoloring": ["--sets", "4v2c", "--out", "/proc/ramsey-test"],
        "gadgets": ["--pairs", "P3:K3", "--types", "red_determiner", "--out", "/proc/r/m.jsonl"],
    }[benchmark]
    assert main([benchmark, "build", *args]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith(f"ramsey-inspect {benchmark}"), err
    assert "cannot write /proc/r" in err or "cannot write /proc/ramsey-test" in err


def test_a_build_onto_a_pipe_is_refused_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Writing 4v2c.jsonl would wait for a reader for ever when it is a named pipe."""
    os.mkfifo(tmp_path / "4v2c.jsonl")
    assert main(["kcoloring", "build", "--sets", "4v2c", "--out", str(tmp_path)]) == EXIT_USAGE
    err = _one_line(capsys, "ramsey-inspect kcoloring: cannot write ")
    assert "4v2c.jsonl: it is not a regular file" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["gtbench"],
        ["report", "logs"],
        ["gtbench", "export-sheets"],
        ["nonsense"],
        [],
        ["gtbench", "export-sheets", "logs", "--out", "s", "--graders", "0"],
        ["gtbench", "export-sheets", "logs", "--out", "s", "--epochs", "0"],
        ["gtbench", "export-sheets", "logs", "--out", "s", "--groups", "4"],
    ],
)
def test_bad_command_lines_exit_with_the_usage_code(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = _usage_stop(argv, capsys, "ramsey-inspect")
    assert ": error: " in err
    assert err.rstrip().endswith("--help)")


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["report", "--outt", "OUT", "LOGS"], "--outt; did you mean --out?"),
        (["report", "--out=OUT", "--typo=1", "LOGS"], "--typo; did you mean --typing?"),
        (["gtbench", "export-sheets", "--graderz", "3", "--out", "OUT", "LOGS"],
         "--graderz; did you mean --graders?"),
        (["report", "--out", "OUT", "--zzz", "LOGS"], "--zzz (see"),
    ],
)  # fmt: skip
def test_a_misspelt_flag_is_named_before_a_missing_one(
    argv: list[str], named: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--outt`` is what the user got wrong, not a missing ``--out`` (argparse's own report)."""
    argv = [str(tmp_path / "out") if a == "OUT" else a.replace("OUT", str(tmp_path / "o"))
            for a in argv]  # fmt: skip
    err = _usage_stop(argv, capsys, "ramsey-inspect ")
    assert f": error: unrecognized argument {named}" in err
    assert list(tmp_path.iterdir()) == []


def test_an_abbreviated_flag_still_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A unique prefix (``--ou`` for ``--out``) is argparse's to take; the check leaves it be."""
    assert main(["report", "--ou", str(tmp_path / "out"), str(tmp_path / "none")]) == EXIT_USAGE
    assert "no such file or folder" in _one_line(capsys, "ramsey-inspect report: error: ")


@pytest.mark.parametrize(
    ("argv", "option", "upper"),
    [
        (["gtbench", "export-sheets", "LOGS", "--out", "OUT", "--graders", "100000"],
         "--graders", "100"),
        (["gtbench", "export-sheets", "LOGS", "--out", "OUT", "--epochs", "1", "10000000"],
         "--epochs", "1,000"),
        (["gtbench", "generate", "--count", "1001", "--out", "OUT"], "--count", "1,000"),
        (["gtbench", "constant-answers", "--seeds", "100000000"], "--seeds", "100"),
        (["gtbench", "constant-answers", "--count", "5000"], "--count", "1,000"),
    ],
)  # fmt: skip
def test_every_count_option_has_an_upper_bound_checked_first(
    argv: list[str],
    option: str,
    upper: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A count past its bound stops in one line before any log is read or file written."""

    def must_not_run(*args: object, **kwargs: object) -> None:
        raise AssertionError("ran with a count past its bound")

    for module, name in [
        (generated, "generate_problems"),
        (generated, "problems_json"),
        (sheets, "export_sheets"),
    ]:
        monkeypatch.setattr(module, name, must_not_run)
    out = tmp_path / "out"
    argv = [str(out) if a == "OUT" else str(tmp_path / "no-logs") if a == "LOGS" else a
            for a in argv]  # fmt: skip
    err = _usage_stop(argv, capsys, "ramsey-inspect gtbench ")
    assert f"argument {option}: must be a whole number from 1 to {upper}, not " in err
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for command in ("kcoloring", "gadgets", "gtbench", "report"):
        assert command in out


@pytest.mark.parametrize("seed", ["-1", "4294967296", "abc"])
def test_export_sheets_refuses_a_seed_out_of_range(
    seed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--seed -1 wrote sheets before; the seed is checked like generate's, before anything."""
    out = tmp_path / "sheets"
    argv = ["gtbench", "export-sheets", "--seed", seed, "--out", str(out), str(tmp_path)]
    err = _usage_stop(argv, capsys, "ramsey-inspect gtbench export-sheets: error: ")
    assert "argument --seed: must be a whole number from 0 to 4294967295" in err
    assert not out.exists()
