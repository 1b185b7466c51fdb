"""Option, file, fault and CLI probes: bash commands with the outcome a careful user expects.

Each command runs in its own empty folder ($T) with PYTHONPATH=$SRC; $RI is ramsey-inspect,
$INSPECT inspect, $PY the venv's python, $ROOT the checkout, $FIX the shared fixture logs
(made once by FIXTURES), $HERE this folder. Expectations, written before the first run:
``rc`` (a number, a list, "zero", "nonzero", "any"), ``out_has`` / ``out_not`` (patterns over
stdout and stderr), ``max_lines`` (a user's mistake gets one line, and a usage line is
allowed), ``check`` (a command that must exit 0 afterwards: files written, logs complete),
``fail`` (the verdict when rc or the check misses: wrong, lost or unclear). A traceback is
always "crashed" and a command past ``timeout`` seconds "hung". Issue findings are tagged
``i31`` / ``i32-N`` in the description.
"""

from __future__ import annotations

from typing import Any

PROBES: list[dict[str, Any]] = []

_GRADER = "--model-role 'grader={model: ramsey_inspect/scripted, model_args: {script: '$ROOT'/examples/gtbench_grader.json}}'"
FIXTURES = {
    "kc": "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c -T frame=math --limit 4 "
    "--model ramsey_inspect/exact --log-dir $FIX/kc --display none",
    "kcjson": "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c -T frame=math --limit 3 "
    "--model ramsey_inspect/greedy --log-dir $FIX/kcjson --log-format json --display none",
    "gd": "$INSPECT eval ramsey_inspect/gadgets -T types=red_determiner --limit 2 "
    "--model ramsey_inspect/exact --log-dir $FIX/gd --display none",
    "gt": "$INSPECT eval ramsey_inspect/gtbench -T group=2 --limit 3 --model ramsey_inspect/exact "
    + _GRADER
    + " --log-dir $FIX/gt --display none",
    # Group 3 (proofs): what the grading sheets are made of.
    "gt3": "$INSPECT eval ramsey_inspect/gtbench -T group=3 --limit 2 --model ramsey_inspect/exact "
    + _GRADER
    + " --log-dir $FIX/gt3 --display none",
}
ONE_LINE = {"rc": "nonzero", "max_lines": 4, "fail": "unclear"}
"""A user's mistake: non-zero exit, one line (argparse's usage line allowed), no traceback."""


def P(
    pid: str,
    area: str,
    desc: str,
    cmd: str,
    *,
    setup: str | None = None,
    check: str | None = None,
    cleanup: str | None = None,
    timeout: int = 90,
    fixtures: bool = False,
    **expect: Any,
) -> None:
    PROBES.append(
        {
            "id": pid,
            "area": area,
            "desc": desc,
            "cmd": cmd,
            "setup": setup,
            "check": check,
            "cleanup": cleanup,
            "timeout": timeout,
            "needs_fixtures": fixtures or "$FIX" in cmd + (setup or "") + (check or ""),
            "expect": expect,
        }
    )


def mistake(
    pid: str, area: str, desc: str, cmd: str, *, names: str | None = None, **kw: Any
) -> None:
    """A user's mistake: one line naming ``names``, non-zero exit."""
    ex = dict(ONE_LINE)
    if names:
        ex["out_has"] = [names]
    ex.update(
        {k: v for k, v in kw.items() if k in ("rc", "max_lines", "fail", "out_has", "out_not")}
    )
    rest = {k: v for k, v in kw.items() if k not in ex}
    P(pid, area, desc, cmd, **rest, **ex)


EV = "$INSPECT eval ramsey_inspect/{task} --display plain --limit 1 --log-dir $T/logs"
KC = (
    EV.format(task="kcoloring") + " -T problem_set=4v2c -T frame=math --model ramsey_inspect/greedy"
)
GD = EV.format(task="gadgets") + " --model ramsey_inspect/exact"
GT = EV.format(task="gtbench") + " --model ramsey_inspect/exact " + _GRADER
NO_LOG = 'test ! -e $T/logs || test -z "$(ls -A $T/logs)"'
"""A refused option writes no log."""

# ------------------------------------------------------------------ options: -T
for pid, cmd, name, desc in [
    ("kc-typo", KC + " -T problem_sets=6v3c", "problem_sets", "i31: unknown -T option (typo)"),
    ("kc-typo2", KC + " -T frames=math", "frames", "i31: unknown -T option 'frames'"),
    ("gd-typo", GD + " -T tiers=easy", "tiers", "i31: unknown -T option for gadgets"),
    ("gt-typo", GT + " -T groups=1", "groups", "i31: unknown -T option for gtbench"),
    ("gt-typo2", GT + " -T judge_attempt=2", "judge_attempt", "i31: unknown -T option (singular)"),
    ("kc-set-k", KC.replace("4v2c", "9v9c"), "problem_set", "k must be below n"),
    ("kc-set-big", KC.replace("4v2c", "13v2c"), "problem_set", "n over 12"),
    (
        "kc-set-empty",
        KC.replace("problem_set=4v2c", "problem_set="),
        "problem_set",
        "empty set name",
    ),
    ("kc-set-junk", KC.replace("4v2c", "abc"), "problem_set", "junk set name"),
    ("kc-frame", KC.replace("frame=math", "frame=mathx"), "frame", "unknown frame"),
    ("kc-sel", KC + " -T selection=lrn", "selection", "selection typo"),
    (
        "kc-sel-gen",
        KC.replace("4v2c", "5v3c") + " -T selection=lrm",
        "selection",
        "lrm on a generated set",
    ),
    (
        "kc-seed-neg",
        KC.replace("4v2c", "5v3c") + " -T problem_seed=-1",
        "problem_seed",
        "negative seed",
    ),
    (
        "kc-seed-abc",
        KC.replace("4v2c", "5v3c") + " -T problem_seed=abc",
        "problem_seed",
        "seed not a number",
    ),
    (
        "kc-seed-big",
        KC.replace("4v2c", "5v3c") + " -T problem_seed=4294967296",
        "problem_seed",
        "seed over 2**32-1",
    ),
    ("kc-seed-paper", KC + " -T problem_seed=3", "problem_seed", "seed with a paper set"),
    ("kc-relabel", KC + " -T relabel=-5", "relabel", "negative relabel"),
    ("kc-relabel-f", KC + " -T relabel=1.5", "relabel", "fractional relabel"),
    ("kc-profile", KC + " -T profile=nosuch", "profile", "unknown profile"),
    ("kc-datadir", KC + " -T data_dir=/nope", "data_dir", "missing data_dir"),
    ("kc-datadir-file", KC + " -T data_dir=/etc/hostname", "data_dir", "data_dir is a file"),
    ("gd-setting", GD + " -T setting=bogus", "setting", "unknown setting"),
    ("gd-tier", GD + " -T tier=medium", "tier", "unknown tier"),
    ("gd-types", GD + " -T types=clause,bogus", "types", "one unknown type in a list"),
    ("gd-pair-same", GD + " -T pairs=K1,3:K1,3", "pairs", "F = H"),
    ("gd-pair-big", GD + " -T pairs=P3:K9", "pairs", "H over 8 vertices"),
    ("gd-pair-small", GD + " -T pairs=P2:K3", "pairs", "F under 3 vertices"),
    ("gd-pair-junk", GD + " -T pairs=XYZ", "pairs", "junk pair"),
    ("gd-pair-disc", GD + " -T 'pairs=P3:[0-1;2-3]'", "pairs", "disconnected H edge list"),
    (
        "gd-pair-unquoted",
        GD + " -T 'pairs=[0-1;1-2;2-0]:K4'",
        "pairs",
        "i31: unquoted leading edge list (YAML)",
    ),
    (
        "gd-pair-unquoted2",
        GD + " -T 'pairs=[0-1;1-2]'",
        "pairs",
        "i31 neighbour: bare edge list, no H",
    ),
    ("gd-pair-brace", GD + " -T 'pairs={a: b}'", "pairs", "i31 neighbour: a YAML mapping as pairs"),
    ("gd-cap0", GD + " -T tool_cap=0", "tool_cap", "tool_cap 0"),
    ("gd-cap-big", GD + " -T tool_cap=1001", "tool_cap", "tool_cap over 1000"),
    (
        "gd-proto",
        GD + " -T tool_protocol=text",
        "tool_protocol",
        "tool_protocol without multiround",
    ),
    ("gd-search0", GD + " -T search_seconds=0", "search_seconds", "search_seconds 0"),
    ("gd-search-neg", GD + " -T search_seconds=-1", "search_seconds", "negative search_seconds"),
    ("gd-search-empty", GD + " -T search_seconds=", "search_seconds", "empty search_seconds"),
    ("gd-search-nan", GD + " -T search_seconds=nan", "search_seconds", "NaN search_seconds"),
    ("gd-search-inf", GD + " -T search_seconds=inf", "search_seconds", "infinite search_seconds"),
    ("gt-prompting", GT + " -T prompting=fewshot", "prompting", "unknown prompting"),
    ("gt-group4", GT + " -T group=4", "group", "group 4"),
    ("gt-group0", GT + " -T group=0", "group", "group 0"),
    ("gt-variant", GT + " -T variant=bogus", "variant", "unknown variant"),
    ("gt-seed", GT + " -T problem_seed=-1", "problem_seed", "negative seed"),
    ("gt-count0", GT + " -T count=0", "count", "count 0"),
    ("gt-count-big", GT + " -T count=1001", "count", "count over 1000"),
    ("gt-attempts0", GT + " -T judge_attempts=0", "judge_attempts", "judge_attempts 0"),
    ("gt-attempts11", GT + " -T judge_attempts=11", "judge_attempts", "judge_attempts 11"),
    ("gt-timeout0", GT + " -T judge_timeout=0", "judge_timeout", "judge_timeout 0"),
    ("gt-maxchars", GT + " -T judge_max_chars=-1", "judge_max_chars", "negative judge_max_chars"),
    ("gt-check", GT + " -T judge_check=maybe", "judge_check", "judge_check not a boolean"),
    ("gt-dataset", GT + " -T dataset=/nope.json", "dataset", "missing dataset"),
]:
    mistake("opt-" + pid, "options", desc, cmd, names=name, check=NO_LOG, timeout=120)

# -M model arguments
for pid, cmd, name, desc in [
    (
        "m-seeed",
        KC.replace("--model ramsey_inspect/greedy", "--model ramsey_inspect/greedy -M seeed=3"),
        "seeed",
        "i32-11: -M typo runs unseeded",
    ),
    (
        "m-exact-typo",
        KC.replace("greedy", "exact") + " -M datset=x.json",
        "datset",
        "i32-11 neighbour: -M typo on exact",
    ),
    (
        "m-scripts",
        KC.replace("greedy", "scripted") + " -M scripts=x.json",
        "scripts",
        "i32-11 neighbour: -M scripts for script",
    ),
    (
        "m-script-missing",
        KC.replace("greedy", "scripted") + " -M script=/nope.json",
        "script",
        "script file missing",
    ),
    (
        "m-script-dir",
        KC.replace("greedy", "scripted") + " -M script=/tmp",
        "script",
        "script is a folder",
    ),
    (
        "m-seed-abc",
        KC.replace("--model ramsey_inspect/greedy", "--model ramsey_inspect/greedy -M seed=abc"),
        "seed",
        "greedy seed not a number",
    ),
    ("m-replay-none", KC.replace("greedy", "replay"), "responses", "replay without -M responses"),
    (
        "m-replay-missing",
        KC.replace("greedy", "replay") + " -M responses=$T/none",
        "responses",
        "i31: replay with a missing responses folder",
    ),
]:
    mistake("opt-" + pid, "options", desc, cmd, names=name, timeout=120)

mistake(
    "opt-m-replay-file",
    "options",
    "i31: replay folder without the sample's response file",
    KC.replace("greedy", "replay") + " -M responses=$T/resp",
    setup="mkdir -p $T/resp/4v2c/math",
    names=r"1\.txt|response|no such|missing",
    timeout=120,
)
mistake(
    "opt-no-model-kc",
    "options",
    "no --model (kcoloring)",
    "env -u INSPECT_EVAL_MODEL $INSPECT eval ramsey_inspect/kcoloring --display plain --log-dir $T/logs",
    names="--model",
    timeout=120,
)
mistake(
    "opt-no-model-gd",
    "options",
    "no --model (gadgets)",
    "$INSPECT eval ramsey_inspect/gadgets --display plain --log-dir $T/logs",
    names="--model",
    timeout=120,
)
mistake(
    "opt-no-model-gt",
    "options",
    "no --model (gtbench)",
    "$INSPECT eval ramsey_inspect/gtbench --display plain --log-dir $T/logs",
    names="--model",
    timeout=120,
)
P(
    "opt-seed-1e3",
    "options",
    "-T problem_seed=1e3 is read as 1000 (documented)",
    KC.replace("4v2c", "5v3c") + " -T problem_seed=1e3",
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0]); sys.exit(l.status!='success')\"",
    timeout=150,
)
P(
    "opt-inspect-seed",
    "options",
    "i31: --seed 1 shows in the log header",
    KC + " --seed 1",
    rc=0,
    fail="unclear",
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0], header_only=True); print(l.plan.config.seed, l.eval.model_generate_config.seed); sys.exit(not (l.plan.config.seed==1 or l.eval.model_generate_config.seed==1))\"",
    timeout=150,
)
P(
    "opt-sample-id-comma",
    "options",
    "i32-12: --sample-id of a gadget id (once with a comma, K1,3) selects it",
    "$INSPECT eval ramsey_inspect/gadgets --model ramsey_inspect/exact --display plain --log-dir $T/logs --sample-id 'K1_3-C4-blue-determiner'",
    rc=0,
    fail="wrong",
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0]); ids=[s.id for s in l.samples or []]; print(ids); sys.exit(len(ids)!=1)\"",
    timeout=150,
)
P(
    "opt-sample-id-kc",
    "options",
    "--sample-id of a k-coloring id selects it",
    "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c -T frame=math --model ramsey_inspect/exact --display plain --log-dir $T/logs --sample-id 4v2c-math-7",
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0]); sys.exit([s.id for s in l.samples]!=['4v2c-math-7'])\"",
    timeout=150,
)
mistake(
    "opt-limit-neg",
    "options",
    "--limit -1",
    KC.replace("--limit 1", "--limit -1"),
    timeout=120,
    rc="any",
    max_lines=30,
)
P(
    "opt-epochs",
    "options",
    "--epochs 2 runs each sample twice",
    KC + " --epochs 2",
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0]); sys.exit(len(l.samples)!=2)\"",
    timeout=150,
)

# ------------------------------------------------------------------ files
MKFIFO = "mkfifo $T/fifo"
TRUNC_JSON = "f=$(ls $FIX/kcjson/*.json | head -1); head -c 3000 $f > $T/trunc.json"
TRUNC_EVAL = "f=$(ls $FIX/kc/*.eval | head -1); head -c 2000 $f > $T/trunc.eval"
REPORT = "$RI report --quiet --out $T/out"
EVR_ = "$RI evaluation-report --out $T/page.md"
mistake(
    "fil-rep-trunc-json",
    "files",
    "i32-5: a truncated .json log alone",
    REPORT + " $T/trunc.json",
    setup=TRUNC_JSON,
    names="trunc.json",
    fail="lost",
    timeout=120,
)
P(
    "fil-rep-trunc-json-mixed",
    "files",
    "i32-5: a truncated .json beside a good log is named",
    REPORT + " $T/trunc.json $FIX/kc",
    setup=TRUNC_JSON,
    rc="any",
    out_has=["trunc.json"],
    msg_fail="lost",
    timeout=150,
)
mistake(
    "fil-rep-trunc-eval",
    "files",
    "a truncated .eval alone is named (documented)",
    REPORT + " $T/trunc.eval",
    setup=TRUNC_EVAL,
    names="trunc.eval",
    fail="lost",
    timeout=120,
)
P(
    "fil-rep-trunc-eval-mixed",
    "files",
    "a truncated .eval beside a good log is named",
    REPORT + " $T/trunc.eval $FIX/kc",
    setup=TRUNC_EVAL,
    rc="any",
    out_has=["trunc.eval"],
    msg_fail="lost",
    timeout=150,
)
for cut, expr in [
    ("head", "100"),
    ("half", "$(( $(wc -c < $f) / 2 ))"),
    ("end", "$(( $(wc -c < $f) - 5 ))"),
]:
    setup = "f=$(ls $FIX/kcjson/*.json | head -1); head -c " + expr + " $f > $T/cut.json"
    P(
        f"fil-rep-cut-{cut}",
        "files",
        f"i32-5 neighbour: a .json log cut at its {cut} is named as damaged, not counted as a complete run",
        REPORT + " $T/cut.json",
        setup=setup,
        rc="any",
        out_has=[
            r"cut\.json.*(damag|truncat|read|incomplete|skip)|(damag|truncat|incomplete).*cut\.json"
        ],
        msg_fail="lost",
        timeout=150,
    )
    P(
        f"fil-evr-cut-{cut}",
        "files",
        f"i32-5/13 neighbour: evaluation-report given a .json cut at its {cut}",
        EVR_ + " $T/cut.json",
        setup=setup,
        rc="any",
        out_has=[r"cut\.json"],
        msg_fail="lost",
        timeout=150,
    )
P(
    "fil-rep-trunc-in-dir",
    "files",
    "i32-5 neighbour: a truncated .json inside a folder of logs is named",
    REPORT + " $T/logs",
    setup="mkdir $T/logs; cp $FIX/kc/*.eval $T/logs/; f=$(ls $FIX/kcjson/*.json | head -1); head -c 3000 $f > $T/logs/trunc.json",
    rc="any",
    out_has=["trunc.json"],
    msg_fail="lost",
    timeout=150,
)
mistake(
    "fil-rep-empty-json",
    "files",
    "i32-5 neighbour: a 0-byte .json",
    REPORT + " $T/e.json",
    setup="touch $T/e.json",
    names=r"e\.json",
    fail="lost",
    timeout=120,
)
mistake(
    "fil-rep-empty-eval",
    "files",
    "a 0-byte .eval",
    REPORT + " $T/e.eval",
    setup="touch $T/e.eval",
    names=r"e\.eval",
    fail="lost",
    timeout=120,
)
mistake(
    "fil-rep-notlog-json",
    "files",
    "i32-5 neighbour: JSON that is no log",
    REPORT + " $T/x.json",
    setup="echo '{}' > $T/x.json",
    names=r"x\.json",
    fail="lost",
    timeout=120,
)
mistake(
    "fil-rep-nonutf8",
    "files",
    "i32-5 neighbour: a non-UTF-8 .json",
    REPORT + " $T/x.json",
    setup="printf '\\xff\\xfe{' > $T/x.json",
    names=r"x\.json",
    fail="lost",
    timeout=120,
)
mistake(
    "fil-rep-devzero",
    "files",
    "/dev/zero as a log",
    REPORT + " /dev/zero",
    names="/dev/zero",
    out_not=[r"no such file"],  # it exists: say what it is, not that it is missing
    timeout=120,
)
mistake(
    "fil-rep-fifo",
    "files",
    "a FIFO as a log",
    REPORT + " $T/fifo.eval",
    setup="mkfifo $T/fifo.eval",
    names="fifo",
    out_not=[r"no such file"],  # it exists: say what it is, not that it is missing
    timeout=120,
)
mistake(
    "fil-rep-fifo-json",
    "files",
    "a FIFO named .json",
    REPORT + " $T/fifo.json",
    setup="mkfifo $T/fifo.json",
    names="fifo",
    out_not=[r"no such file"],  # it exists: say what it is, not that it is missing
    timeout=120,
)
P(
    "fil-rep-fifo-in-dir",
    "files",
    "a FIFO inside a log folder is skipped and named, the rest reported",
    REPORT + " $T/logs",
    setup="mkdir $T/logs; cp $FIX/kc/*.eval $T/logs/; mkfifo $T/logs/pipe.eval",
    rc=0,
    out_has=["pipe"],
    msg_fail="lost",
    timeout=150,
)
mistake(
    "fil-rep-missing",
    "files",
    "a missing log path",
    REPORT + " /nope/x.eval",
    names="/nope",
    timeout=120,
)
mistake(
    "fil-rep-dir-eval",
    "files",
    "a folder named x.eval with nothing inside",
    REPORT + " $T/x.eval",
    setup="mkdir $T/x.eval",
    names=r"x\.eval|no Inspect logs",
    timeout=120,
)
mistake(
    "fil-rep-linkloop",
    "files",
    "a symlink loop",
    REPORT + " $T/loop.eval",
    setup="ln -s $T/loop.eval $T/loop.eval",
    names="loop",
    timeout=120,
)
mistake(
    "fil-rep-link-out",
    "files",
    "a link named .json to /etc/passwd",
    REPORT + " $T/l.json",
    setup="ln -s /etc/passwd $T/l.json",
    names=r"l\.json|passwd",
    timeout=120,
)
P(
    "fil-rep-big-json",
    "files",
    "a 300 MB .json of spaces ends in bounded time, named",
    REPORT + " $T/big.json",
    setup="truncate -s 300M $T/big.json",
    rc="nonzero",
    out_has=[r"big\.json"],
    timeout=120,
    fail="unclear",
)
P(
    "fil-rep-twice",
    "files",
    "the same log given twice counts once",
    REPORT + " $FIX/kc $FIX/kc",
    rc=0,
    check="grep -q . $T/out/report.md",
    timeout=150,
)
P(
    "fil-rep-ok",
    "files",
    "report on good logs of the three tasks",
    REPORT + " $FIX/kc $FIX/gd $FIX/gt",
    rc=0,
    check="test -s $T/out/report.md && test -s $T/out/report.html",
    timeout=200,
)
P(
    "fil-rep-partial",
    "files",
    "i31: a --limit run is reported as partial ('4 of 63')",
    REPORT + " $FIX/kc",
    rc=0,
    fail="unclear",
    check="grep -Eq '4 of 63|4/63' $T/out/report.md",
    timeout=150,
)
P(
    "fil-rep-other-task",
    "files",
    "a log of a task that is not ours is named, not silently dropped",
    REPORT + " $T/logs $FIX/kc",
    setup="mkdir $T/logs; cat > $T/t.py <<'EOF'\nfrom inspect_ai import Task, task\nfrom inspect_ai.dataset import Sample\nfrom inspect_ai.scorer import match\n@task\ndef other():\n    return Task(dataset=[Sample(input='1+1?', target='2')], scorer=match())\nEOF\ncd $T && $INSPECT eval t.py --model ramsey_inspect/greedy --log-dir $T/logs --display none",
    rc="any",
    out_has=["other|not .*kcoloring|skipp|ignor"],
    msg_fail="lost",
    timeout=200,
)
# evaluation-report
EVR = "$RI evaluation-report --out $T/page.md"
mistake(
    "fil-evr-notes-fifo",
    "files",
    "i32-7: --notes FIFO",
    EVR + " --notes $T/fifo $FIX/kc",
    setup=MKFIFO,
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-json",
    "files",
    "i32-8: --notes invalid JSON",
    EVR + " --notes $T/n.json $FIX/kc",
    setup="echo '{bad' > $T/n.json",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-zero",
    "files",
    "i32-7 neighbour: --notes /dev/zero",
    EVR + " --notes /dev/zero $FIX/kc",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-list",
    "files",
    "i32-8 neighbour: --notes a JSON list",
    EVR + " --notes $T/n.json $FIX/kc",
    setup="echo '[1,2]' > $T/n.json",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-values",
    "files",
    "i32-8 neighbour: --notes values not lists",
    EVR + " --notes $T/n.json $FIX/kc",
    setup="echo '{\"m\": 3}' > $T/n.json",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-missing",
    "files",
    "--notes missing file",
    EVR + " --notes /nope.json $FIX/kc",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-dir",
    "files",
    "--notes a folder",
    EVR + " --notes /tmp $FIX/kc",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-notes-big",
    "files",
    "i32-7 neighbour: --notes 300 MB",
    EVR + " --notes $T/n.json $FIX/kc",
    setup="truncate -s 300M $T/n.json",
    names="notes",
    timeout=90,
)
mistake(
    "fil-evr-study-nope",
    "files",
    "i32-13: --study-evaluations /nope",
    EVR + " --study-evaluations /nope $FIX/kc",
    names="study-evaluations|/nope",
    timeout=90,
)
mistake(
    "fil-evr-study-file",
    "files",
    "i32-13 neighbour: --study-evaluations a file",
    EVR + " --study-evaluations /etc/hostname $FIX/kc",
    names="study-evaluations|hostname",
    timeout=90,
)
P(
    "fil-evr-damaged",
    "files",
    "i32-13: a damaged .eval beside a good log is named",
    EVR + " $T/logs",
    setup="mkdir $T/logs; cp $FIX/kc/*.eval $T/logs/; f=$(ls $FIX/kc/*.eval | head -1); head -c 2000 $f > $T/logs/damaged.eval",
    rc="any",
    out_has=["damaged"],
    msg_fail="lost",
    timeout=120,
)
P(
    "fil-evr-trunc-json",
    "files",
    "i32-13/5 neighbour: a truncated .json beside a good log is named",
    EVR + " $T/logs",
    setup="mkdir $T/logs; cp $FIX/kc/*.eval $T/logs/; f=$(ls $FIX/kcjson/*.json | head -1); head -c 3000 $f > $T/logs/trunc.json",
    rc="any",
    out_has=["trunc"],
    msg_fail="lost",
    timeout=120,
)
mistake(
    "fil-evr-none",
    "files",
    "evaluation-report on an empty folder",
    EVR + " $T/empty",
    setup="mkdir $T/empty",
    timeout=90,
)
P(
    "fil-evr-ok",
    "files",
    "evaluation-report on good logs",
    EVR + " $FIX/kc $FIX/gd $FIX/gt",
    rc=0,
    check="test -s $T/page.md",
    timeout=150,
)
# export / import sheets
EXP = "$RI gtbench export-sheets --out $T/sheets"
mistake(
    "fil-exp-graders-huge",
    "files",
    "i32-6: --graders 100000",
    EXP + " --graders 100000 $FIX/gt3",
    names="graders",
    timeout=60,
    check="test $(find $T -type f | wc -l) -lt 20",
)
mistake(
    "fil-exp-graders-big",
    "files",
    "i32-6 neighbour: --graders 5000",
    EXP + " --graders 5000 $FIX/gt3",
    names="graders",
    timeout=60,
    check="test $(find $T -type f | wc -l) -lt 20",
)
mistake(
    "fil-exp-graders0",
    "files",
    "--graders 0",
    EXP + " --graders 0 $FIX/gt3",
    names="graders",
    timeout=60,
)
mistake(
    "fil-exp-graders-neg",
    "files",
    "--graders -1",
    EXP + " --graders -1 $FIX/gt3",
    names="graders",
    timeout=60,
)
mistake(
    "fil-exp-graders-abc",
    "files",
    "--graders abc",
    EXP + " --graders abc $FIX/gt3",
    names="graders",
    timeout=60,
)
mistake(
    "fil-exp-epochs0",
    "files",
    "--epochs 0",
    EXP + " --epochs 0 $FIX/gt3",
    names="epochs",
    timeout=60,
)
mistake(
    "fil-exp-epochs-big",
    "files",
    "i32-6 neighbour: --epochs 1000000",
    EXP + " --epochs 1000000 $FIX/gt3",
    names="epoch",
    timeout=60,
)
mistake(
    "fil-exp-seed-neg", "files", "--seed -1", EXP + " --seed -1 $FIX/gt3", names="seed", timeout=60
)
mistake(
    "fil-exp-nogt",
    "files",
    "export-sheets on k-coloring logs only",
    EXP + " $FIX/kc",
    names="gtbench|no",
    timeout=60,
)
mistake(
    "fil-exp-out-file",
    "files",
    "--out is a file",
    "$RI gtbench export-sheets --out /etc/hostname $FIX/gt3",
    names="out|hostname",
    timeout=60,
)
mistake(
    "fil-exp-key-inside",
    "files",
    "--key inside --out",
    EXP + " --key $T/sheets/key.csv $FIX/gt3",
    names="key",
    timeout=60,
)
mistake(
    "fil-exp-fifo-log",
    "files",
    "export-sheets given a FIFO log",
    EXP + " $T/fifo.eval",
    setup="mkfifo $T/fifo.eval",
    names="fifo",
    timeout=60,
)
mistake(
    "fil-exp-trunc-json",
    "files",
    "i32-5 neighbour: export-sheets given a truncated .json",
    EXP + " $T/trunc.json",
    setup=TRUNC_JSON,
    names="trunc",
    fail="lost",
    timeout=60,
)
P(
    "fil-exp-ok",
    "files",
    "export-sheets on a GTBench log writes sheets and a key",
    EXP + " $FIX/gt3",
    rc=0,
    check='test -n "$(ls $T/sheets)" && ls $T/*KEY* $T/*key* 2>/dev/null | grep -q .',
    timeout=90,
)
P(
    "fil-exp-again",
    "files",
    "export-sheets twice without --force refuses the second time",
    EXP + " $FIX/gt3 >/dev/null 2>&1; " + EXP + " $FIX/gt3",
    rc="nonzero",
    out_has=["force|exist|already"],
    max_lines=4,
    fail="lost",
    timeout=120,
)
IMP = "$RI gtbench import-sheets"
mistake(
    "fil-imp-missing",
    "files",
    "import-sheets on a missing folder",
    IMP + " /nope",
    names="/nope",
    timeout=60,
)
mistake(
    "fil-imp-empty",
    "files",
    "import-sheets on an empty folder",
    IMP + " $T/e",
    setup="mkdir $T/e",
    names="e|sheet|key",
    timeout=60,
)
mistake(
    "fil-imp-unfilled",
    "files",
    "import-sheets on sheets nobody filled",
    IMP + " $T/sheets",
    setup=EXP + " $FIX/gt3",
    names="fill|empty|score|grade",
    timeout=90,
)
mistake(
    "fil-imp-garbage",
    "files",
    "import-sheets with a sheet of garbage",
    IMP + " $T/sheets",
    setup=EXP + " $FIX/gt3 && for f in $T/sheets/*.csv; do printf '\\x00\\xff garbage' > $f; done",
    timeout=90,
)
mistake(
    "fil-imp-fifo-sheet",
    "files",
    "import-sheets with a sheet replaced by a FIFO",
    IMP + " $T/sheets",
    setup=EXP + " $FIX/gt3 && f=$(ls $T/sheets/*.csv | head -1) && rm $f && mkfifo $f",
    timeout=90,
)
mistake(
    "fil-imp-nokey",
    "files",
    "import-sheets with the key gone",
    IMP + " $T/sheets",
    setup=EXP + " $FIX/gt3 && rm -f $T/*KEY* $T/*key*",
    names="key",
    timeout=90,
)
mistake(
    "fil-imp-binarise",
    "files",
    "--binarise bogus",
    IMP + " --binarise bogus $T",
    names="binarise",
    timeout=60,
)
# generate / constant answers
GEN = "$RI gtbench generate"
mistake(
    "fil-gen-count0", "files", "generate --count 0", GEN + " --count 0", names="count", timeout=60
)
mistake(
    "fil-gen-count-huge",
    "files",
    "i32-6 neighbour: generate --count 10000000",
    GEN + " --count 10000000 --out $T/x.json",
    names="count",
    timeout=60,
)
mistake(
    "fil-gen-seed-neg", "files", "generate --seed -1", GEN + " --seed -1", names="seed", timeout=60
)
mistake(
    "fil-gen-seed-big",
    "files",
    "generate --seed 2**40",
    GEN + " --seed 1099511627776",
    names="seed",
    timeout=60,
)
mistake(
    "fil-gen-out-dir",
    "files",
    "generate --out a folder",
    GEN + " --count 2 --out /tmp",
    names="out|/tmp",
    timeout=60,
)
mistake(
    "fil-gen-out-devfull",
    "files",
    "generate --out /dev/full",
    GEN + " --count 2 --out /dev/full",
    names="full|space|out",
    timeout=60,
)
mistake(
    "fil-gen-out-nodir",
    "files",
    "generate --out in a missing folder",
    GEN + " --count 2 --out /nope/x.json",
    names="nope|out",
    timeout=60,
)
P(
    "fil-gen-ok",
    "files",
    "generate writes valid JSON, same seed same bytes",
    GEN + " --count 5 --seed 3 --out $T/a.json && " + GEN + " --count 5 --seed 3 --out $T/b.json",
    rc=0,
    check="cmp $T/a.json $T/b.json && $PY -c \"import json; assert len(json.load(open('$T/a.json')))==5\"",
    timeout=60,
)
CA = "$RI gtbench constant-answers"
mistake(
    "fil-ca-seeds0",
    "files",
    "constant-answers --seeds 0",
    CA + " --seeds 0",
    names="seeds",
    timeout=60,
)
mistake(
    "fil-ca-seeds-huge",
    "files",
    "i32-6 neighbour: constant-answers --seeds 100000000",
    CA + " --seeds 100000000",
    names="seeds",
    timeout=60,
)
mistake(
    "fil-ca-count-huge",
    "files",
    "i32-6 neighbour: constant-answers --count 100000000",
    CA + " --count 100000000",
    names="count",
    timeout=60,
)
P(
    "fil-ca-ok",
    "files",
    "constant-answers on a small grid",
    CA + " --seeds 1 --count 30",
    rc=0,
    timeout=90,
)
# builders
KB = "$RI kcoloring build"
mistake(
    "fil-kb-sets",
    "files",
    "kcoloring build --sets 9v9c",
    KB + " --sets 9v9c --out $T/o",
    names="sets",
    timeout=60,
)
mistake(
    "fil-kb-out-file",
    "files",
    "kcoloring build --out a file",
    KB + " --sets 4v2c --out /etc/hostname",
    names="out|hostname",
    timeout=120,
)
mistake(
    "fil-kb-check-empty",
    "files",
    "kcoloring build --check against an empty folder",
    KB + " --sets 4v2c --check --out $T/e",
    setup="mkdir $T/e",
    names="4v2c|missing|differ|e",
    timeout=120,
)
P(
    "fil-kb-check-ok",
    "files",
    "kcoloring build --check on the shipped data",
    KB + " --sets 4v2c --check --out $SRC/ramsey_inspect/data/kcoloring",
    rc=0,
    timeout=180,
)
GB = "$RI gadgets build --quiet"
mistake(
    "fil-gb-jobs0",
    "files",
    "gadgets build --jobs 0",
    GB + " --jobs 0 --out $T/o.jsonl",
    names="jobs",
    timeout=60,
)
mistake(
    "fil-gb-jobs-huge",
    "files",
    "i32-6 neighbour: gadgets build --jobs 100000",
    GB + " --jobs 100000 --out $T/o.jsonl",
    names="jobs",
    timeout=60,
)
mistake(
    "fil-gb-maxn-huge",
    "files",
    "i32-6 neighbour: gadgets build --max-n 100000",
    GB + " --max-n 100000 --out $T/o.jsonl",
    names="max-n",
    timeout=60,
)
mistake(
    "fil-gb-tl-neg",
    "files",
    "gadgets build --time-limit -1",
    GB + " --time-limit -1 --out $T/o.jsonl",
    names="time-limit",
    timeout=60,
)
mistake(
    "fil-gb-pairs",
    "files",
    "gadgets build --pairs junk",
    GB + " --pairs XYZ --out $T/o.jsonl",
    names="pairs|XYZ",
    timeout=60,
)
mistake(
    "fil-gb-pairs-same",
    "files",
    "gadgets build --pairs K3:K3",
    GB + " --pairs K3:K3 --out $T/o.jsonl",
    names="pairs|K3",
    timeout=60,
)
mistake(
    "fil-gb-out-fifo",
    "files",
    "gadgets build --out a FIFO",
    GB + " --pairs P3:K3 --types red_determiner --out $T/fifo",
    setup=MKFIFO,
    names="out|fifo",
    timeout=60,
)
mistake(
    "fil-gb-out-damaged",
    "files",
    "gadgets build with a damaged --out file",
    GB + " --pairs P3:K3 --types red_determiner --out $T/o.jsonl",
    setup="printf '{not json\\n' > $T/o.jsonl",
    names=r"o\.jsonl|line",
    timeout=120,
)
P(
    "fil-gb-ok",
    "files",
    "gadgets build of one small problem",
    GB + " --pairs P3:K3 --types red_determiner --out $T/o.jsonl",
    rc=0,
    check="$PY -c \"import json; [json.loads(l) for l in open('$T/o.jsonl')]\"",
    timeout=180,
)
# task files
mistake(
    "fil-gt-dataset-fifo",
    "files",
    "-T dataset=FIFO",
    GT + " -T dataset=$T/fifo",
    setup=MKFIFO,
    names="dataset",
    timeout=120,
)
mistake(
    "fil-gt-dataset-zero",
    "files",
    "-T dataset=/dev/zero",
    GT + " -T dataset=/dev/zero",
    names="dataset",
    timeout=120,
)
mistake(
    "fil-gt-dataset-deep",
    "files",
    "-T dataset= 100k-deep JSON",
    GT + " -T dataset=$T/d.json",
    setup="$PY -c \"open('$T/d.json','w').write('['*100000+']'*100000)\"",
    names="dataset",
    timeout=120,
)
mistake(
    "fil-gt-dataset-schema",
    "files",
    "-T dataset= JSON with a bad entry",
    GT + " -T dataset=$T/d.json",
    setup="echo '[{\"id\": 1}]' > $T/d.json",
    names="dataset",
    timeout=120,
)
mistake(
    "fil-gt-dataset-latin1",
    "files",
    "-T dataset= non-UTF-8 file",
    GT + " -T dataset=$T/d.json",
    setup="printf '[\\xe9]' > $T/d.json",
    names="dataset",
    timeout=120,
)
mistake(
    "fil-kc-datadir-fifo",
    "files",
    "-T data_dir= a FIFO",
    KC + " -T data_dir=$T/fifo",
    setup=MKFIFO,
    names="data_dir",
    timeout=120,
)
mistake(
    "fil-kc-datadir-empty",
    "files",
    "-T data_dir= an empty folder",
    KC + " -T data_dir=$T/e",
    setup="mkdir $T/e",
    names="data_dir",
    timeout=120,
)
mistake(
    "fil-script-fifo",
    "files",
    "-M script= a FIFO",
    KC.replace("greedy", "scripted") + " -M script=$T/fifo",
    setup=MKFIFO,
    names="script",
    timeout=120,
)
mistake(
    "fil-script-zero",
    "files",
    "-M script=/dev/zero",
    KC.replace("greedy", "scripted") + " -M script=/dev/zero",
    names="script",
    timeout=120,
)
mistake(
    "fil-script-bad",
    "files",
    "-M script= invalid JSON",
    KC.replace("greedy", "scripted") + " -M script=$T/s.json",
    setup="echo '{bad' > $T/s.json",
    names="script",
    timeout=120,
)
mistake(
    "fil-script-rules",
    "files",
    "-M script= rules not a list",
    KC.replace("greedy", "scripted") + " -M script=$T/s.json",
    setup="echo '{\"rules\": 3}' > $T/s.json",
    names="script",
    timeout=120,
)
mistake(
    "fil-script-big",
    "files",
    "-M script= 300 MB file",
    KC.replace("greedy", "scripted") + " -M script=$T/s.json",
    setup="truncate -s 300M $T/s.json",
    names="script",
    timeout=120,
)

# ------------------------------------------------------------------ faults
SERVER = "nohup $PY $HERE/fake_server.py {mode} $T/port > /dev/null 2>&1 & echo $! > $T/server.pid; for i in $(seq 50); do test -s $T/port && break; sleep 0.2; done; test -s $T/port"
KILL_SERVER = "test -f $T/server.pid && kill $(cat $T/server.pid)"
GT_REMOTE = (
    "OPENAI_API_KEY=sk-probe $INSPECT eval ramsey_inspect/gtbench --model ramsey_inspect/exact --display plain --log-dir $T/logs --limit 2 "
    "-T group=1 --model-role \"grader={{model: openai/judge, model_args: {{base_url: 'http://127.0.0.1:$(cat $T/port)/v1'}}}}\" {extra}"
)
for mode, desc in [
    ("500", "grader answers HTTP 500"),
    ("401", "grader refuses the key"),
    ("garbage", "grader answers non-JSON"),
    ("close", "grader drops the connection"),
    ("bad_verdict", "grader answers, but no verdict"),
]:
    exp: dict[str, Any] = {"rc": "any", "max_lines": 40}
    P(
        f"flt-grader-{mode}",
        "faults",
        f"{desc}: ends within the timeout, one clear line or unscored samples, no traceback",
        GT_REMOTE.format(extra="-T judge_attempts=1 -T judge_retries=0"),
        setup=SERVER.format(mode=mode),
        cleanup=KILL_SERVER,
        timeout=240,
        out_has=["grader|judge|unscored"],
        **exp,
    )
P(
    "flt-grader-slow",
    "faults",
    "a grader that never answers: the check or judge_timeout ends it",
    GT_REMOTE.format(extra="-T judge_timeout=3 -T judge_retries=0 -T judge_attempts=1"),
    setup=SERVER.format(mode="slow"),
    cleanup=KILL_SERVER,
    timeout=240,
    rc="any",
    out_has=["grader|judge|unscored|time"],
)
P(
    "flt-grader-first-ok",
    "faults",
    "a grader that answers the check then fails: the eval ends, samples unscored or one line",
    GT_REMOTE.format(extra="-T judge_attempts=1 -T judge_retries=0"),
    setup=SERVER.format(mode="first_ok"),
    cleanup=KILL_SERVER,
    timeout=240,
    rc="any",
    out_has=["grader|judge|unscored"],
)
mistake(
    "flt-grader-nolisten",
    "faults",
    "nothing listens on the grader's port",
    GT_REMOTE.format(extra="").replace("$(cat $T/port)", "9"),
    names="grader",
    timeout=180,
    max_lines=6,
)
# kill -9 / Ctrl-C and eval-retry
INT = "$PY $HERE/interrupt.py {delay} {sig} {wait} {when} -- "
LONG_KC = "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=7v3c -T frame=math --limit 600 --model ramsey_inspect/greedy --log-dir $T/logs --display plain"
RETRY_OK = (
    '$INSPECT eval-retry $(ls -t $T/logs/*.eval | head -1) --log-dir $T/logs --display plain && $PY -c "import glob,sys; from inspect_ai.log import read_eval_log as r; '
    "l=r(sorted(glob.glob('$T/logs/*.eval'))[-1], header_only=True); print(l.status, l.results.completed_samples if l.results else None); "
    "sys.exit(not (l.status=='success' and l.results.completed_samples==600))\""
)
P(
    "flt-kill9-retry",
    "faults",
    "kill -9 mid-eval, then eval-retry completes every sample",
    INT.format(delay=3, sig="KILL", wait=10, when="--after '$T/logs/*.eval'")
    + LONG_KC
    + "; "
    + RETRY_OK,
    rc=0,
    fail="lost",
    timeout=400,
    out_not=[],
    traceback_ok=False,
)
P(
    "flt-sigint-retry",
    "faults",
    "Ctrl-C mid-eval: ends cleanly, then eval-retry completes every sample",
    INT.format(delay=3, sig="INT", wait=30, when="--after '$T/logs/*.eval'")
    + LONG_KC
    + "; "
    + RETRY_OK,
    rc=0,
    fail="lost",
    timeout=400,
)
for pid, cmd, desc in [
    ("kb", "$RI kcoloring build --sets 8v4c --out $T/o", "i32-9: Ctrl-C in kcoloring build"),
    (
        "gb",
        "$RI gadgets build --pairs paper --out $T/o.jsonl --fresh",
        "Ctrl-C in gadgets build (control: clean)",
    ),
    (
        "ca",
        "$RI gtbench constant-answers --seeds 50",
        "i32-9 neighbour: Ctrl-C in constant-answers",
    ),
    (
        "gen",
        "$RI gtbench generate --count 1000 --seed 1 --out $T/g.json",
        "i32-9 neighbour: Ctrl-C in generate",
    ),
    (
        "report",
        "$RI report --out $T/out $FIX/kc $FIX/gd $FIX/gt",
        "i32-9 neighbour: Ctrl-C in report",
    ),
    (
        "evr",
        "$RI evaluation-report --out $T/p.md $FIX/kc $FIX/gd $FIX/gt",
        "i32-9 neighbour: Ctrl-C in evaluation-report",
    ),
    (
        "exp",
        "$RI gtbench export-sheets --out $T/sheets $FIX/gt3",
        "i32-9 neighbour: Ctrl-C in export-sheets",
    ),
]:
    P(
        f"flt-sigint-{pid}",
        "faults",
        desc + ": one line, exit 130, no traceback",
        INT.format(delay=2, sig="INT", wait=30, when="--after-output") + cmd,
        rc=[130, 0],
        max_lines=6,
        fail="unclear",
        timeout=120,
    )
# a full disk
MOUNT = "mkdir -p $T/full && mount -t tmpfs -o size=48k tmpfs $T/full && dd if=/dev/zero of=$T/full/fill bs=1k count=40 2>/dev/null; true"
UMOUNT = "umount $T/full 2>/dev/null; true"
for pid, cmd, desc in [
    (
        "report",
        "$RI report --quiet --out $T/full/out $FIX/kc $FIX/gd",
        "report --out on a full disk",
    ),
    (
        "evr",
        "$RI evaluation-report --out $T/full/p.md $FIX/kc",
        "evaluation-report --out on a full disk",
    ),
    (
        "gen",
        "$RI gtbench generate --count 500 --out $T/full/g.json",
        "generate --out on a full disk",
    ),
    (
        "exp",
        "$RI gtbench export-sheets --out $T/full/sheets --key $T/full/key.csv $FIX/gt3",
        "export-sheets on a full disk",
    ),
    ("kb", "$RI kcoloring build --sets 4v2c --out $T/full/o", "kcoloring build on a full disk"),
    (
        "gb",
        "$RI gadgets build --quiet --pairs P3:K3 --types red_determiner --out $T/full/o.jsonl",
        "gadgets build on a full disk",
    ),
]:
    mistake(
        f"flt-full-{pid}",
        "faults",
        desc + ": one line naming the disk, non-zero exit",
        cmd,
        setup=MOUNT,
        cleanup=UMOUNT,
        names="space|full|disk|write",
        timeout=150,
        max_lines=6,
    )
P(
    "flt-full-eval",
    "faults",
    "inspect eval with its log dir on a full disk: a non-zero exit or a clear error, nothing silently lost",
    KC.replace("$T/logs", "$T/full/logs").replace("--limit 1", "--limit 20"),
    setup=MOUNT,
    cleanup=UMOUNT,
    # The expectation allows either; the first check asked for the exit status only.
    # Inspect prints "ERROR Task ... encountered an error while starting or writing its
    # log: [Errno 28] No space left on device" and exits 0 (its run.py catches the error).
    rc="any",
    out_has=["No space left on device"],
    fail="lost",
    timeout=150,
)
# concurrent writers
P(
    "flt-conc-report",
    "faults",
    "two reports into one --out at once: both end, report.md whole",
    "($RI report --quiet --out $T/out $FIX/kc & $RI report --quiet --out $T/out $FIX/gd & wait)",
    rc="any",
    check="test -s $T/out/report.md && grep -q . $T/out/report.html",
    fail="lost",
    timeout=200,
)
P(
    "flt-conc-export",
    "faults",
    "two export-sheets into one --out at once: at most one writes, no mixed sheets",
    "($RI gtbench export-sheets --out $T/s --seed 1 $FIX/gt3 > $T/a.txt 2>&1; echo $? > $T/a.rc) & ($RI gtbench export-sheets --out $T/s --seed 2 $FIX/gt3 > $T/b.txt 2>&1; echo $? > $T/b.rc) & wait; cat $T/a.txt $T/b.txt",
    rc="any",
    check="test $(cat $T/a.rc $T/b.rc | grep -c '^0$') -le 1",
    fail="lost",
    timeout=200,
)
P(
    "flt-conc-gbuild",
    "faults",
    "two gadgets builds into one --out at once: every line valid JSON",
    "($RI gadgets build --quiet --pairs P3:K3 --out $T/o.jsonl & $RI gadgets build --quiet --pairs P3:K3 --out $T/o.jsonl & wait)",
    rc="any",
    check="$PY -c \"import json; [json.loads(l) for l in open('$T/o.jsonl')]\"",
    fail="lost",
    timeout=300,
)
P(
    "flt-conc-eval",
    "faults",
    "two evals into one log dir at once: two complete logs",
    "(" + KC + " & " + KC + " & wait)",
    rc="any",
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; ls=[r(f, header_only=True) for f in glob.glob('$T/logs/*.eval')]; sys.exit(not (len(ls)==2 and all(l.status=='success' for l in ls)))\"",
    fail="lost",
    timeout=200,
)
P(
    "flt-surrogate-eval",
    "faults",
    "i32-10: a reply with a lone surrogate in a real eval: no transcript tracebacks",
    'printf \'{"default": "0 Green\\\\n1 Red\\\\n2 Red\\\\n3 Red \\\\ud800"}\' > $T/s.json && '
    + KC.replace("greedy", "scripted")
    + " --limit 2 -M script=$T/s.json",
    rc=0,
    out_not=["Transcript subscriber failed", "UnicodeEncodeError"],
    timeout=150,
)
P(
    "flt-surrogate-gt",
    "faults",
    "i32-10 neighbour: lone surrogate in a GTBench reply",
    'printf \'{"default": "Final answer: 5 \\\\udfff"}\' > $T/s.json && '
    + GT.replace(
        "--model ramsey_inspect/exact", "--model ramsey_inspect/scripted -M script=$T/s.json"
    ),
    rc=0,
    out_not=["Transcript subscriber failed", "UnicodeEncodeError"],
    timeout=150,
)

# ------------------------------------------------------------------ CLI
for sub in [
    "",
    "kcoloring",
    "gadgets",
    "report",
    "evaluation-report",
    "gtbench",
    "kcoloring build",
    "gadgets build",
    "gtbench export-sheets",
    "gtbench import-sheets",
    "gtbench generate",
    "gtbench constant-answers",
]:
    name = sub.replace(" ", "-") or "top"
    P(
        f"cli-help-{name}",
        "cli",
        f"ramsey-inspect {sub} --help",
        f"$RI {sub} --help",
        rc=0,
        out_has=[r"usage: ramsey-inspect " + sub.replace(" ", r"\s+")],
        msg_fail="unclear",
        timeout=60,
    )
mistake("cli-noargs", "cli", "ramsey-inspect with no command", "$RI", max_lines=20, timeout=60)
mistake(
    "cli-unknown", "cli", "an unknown subcommand", "$RI frobnicate", names="frobnicate", timeout=60
)
mistake(
    "cli-kc-nosub",
    "cli",
    "ramsey-inspect kcoloring with no subcommand",
    "$RI kcoloring",
    max_lines=8,
    timeout=60,
)
mistake(
    "cli-report-noout",
    "cli",
    "report without --out",
    "$RI report $FIX/kc",
    names="--out",
    timeout=60,
)
mistake(
    "cli-report-nologs",
    "cli",
    "report on an empty folder",
    "$RI report --out $T/o $T/e",
    setup="mkdir $T/e",
    names="no Inspect logs|no logs",
    timeout=90,
)
mistake(
    "cli-report-typing",
    "cli",
    "report --typing bogus",
    "$RI report --out $T/o --typing bogus $FIX/kc",
    names="typing",
    timeout=60,
)
P(
    "cli-report-study",
    "cli",
    "report --typing study",
    "$RI report --quiet --out $T/o --typing study $FIX/kc",
    rc=0,
    check="test -s $T/o/report.md",
    timeout=150,
)
mistake(
    "cli-report-out-file",
    "cli",
    "report --out is a file",
    "$RI report --out /etc/hostname $FIX/kc",
    names="out|hostname",
    timeout=90,
)
P(
    "cli-inspect-list",
    "cli",
    "i31: inspect list tasks in the checkout shows only the three tasks",
    "cd $ROOT && $INSPECT list tasks",
    rc=0,
    out_not=["benchmarks/"],
    fail="unclear",
    msg_fail="unclear",
    timeout=120,
)
P(
    "cli-inspect-list-pkg",
    "cli",
    "inspect list tasks names ours when given the package folder",
    "cd $SRC && $INSPECT list tasks ramsey_inspect/tasks",
    rc=0,
    out_has=["kcoloring", "gadgets", "gtbench"],
    timeout=120,
)
for t in ("kc", "gd"):
    P(
        f"cli-score-{t}",
        "cli",
        f"i31: plain inspect score LOG re-scores a {t} log",
        f"cp $FIX/{t}/*.eval $T/ && $INSPECT score --action overwrite --overwrite $T/*.eval --display plain",
        rc=0,
        out_not=["couldn't be loaded"],
        fail="wrong",
        timeout=150,
    )
    P(
        f"cli-score-cols-{t}",
        "cli",
        f"i31: re-scoring a {t} log keeps the viewer columns",
        f"cp $FIX/{t}/*.eval $T/ && $INSPECT score --action overwrite --overwrite $T/*.eval --display plain",
        rc="any",
        fail="lost",
        check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/*.eval')[0]); sys.exit(not all('viewer_columns' in (s.scores or {}) for s in l.samples))\"",
        timeout=150,
    )
P(
    "cli-score-gt",
    "cli",
    "i31: plain inspect score LOG re-scores a GTBench log (grader role given)",
    "cp $FIX/gt/*.eval $T/ && $INSPECT score --action overwrite --overwrite $T/*.eval --display plain "
    + _GRADER,
    rc=0,
    out_not=["couldn't be loaded"],
    fail="wrong",
    timeout=150,
)
P(
    "cli-results-names",
    "cli",
    "i31: one results.scores entry per scorer name in a k-coloring log",
    "true",
    rc=0,
    fail="unclear",
    check="$PY -c \"import glob,sys,collections; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$FIX/kc/*.eval')[0], header_only=True); c=collections.Counter(s.name for s in l.results.scores); print(c); sys.exit(max(c.values())>1)\"",
)
P(
    "cli-results-metrics",
    "cli",
    "i31: a k-coloring results panel shows a handful of metrics (at most 12)",
    "true",
    rc=0,
    fail="unclear",
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$FIX/kc/*.eval')[0], header_only=True); n=sum(len(s.metrics) for s in l.results.scores); print(n); sys.exit(n>12)\"",
)
P(
    "cli-eval-kc",
    "cli",
    "a small k-coloring eval on the exact baseline scores 1.0",
    KC.replace("greedy", "exact").replace("--limit 1", "--limit 3"),
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0], header_only=True); sys.exit(l.results.scores[0].metrics['accuracy'].value!=1.0)\"",
    timeout=150,
)
P(
    "cli-eval-gt-gen",
    "cli",
    "gtbench generated variant offline: the run completes",
    GT + " -T variant=generated -T count=3",
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0], header_only=True); sys.exit(l.status!='success')\"",
    timeout=150,
)
P(
    "cli-eval-gd-multi",
    "cli",
    "gadgets multiround, text tool protocol, offline",
    GD + " -T setting=multiround -T tool_protocol=text",
    rc=0,
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/logs/*')[0], header_only=True); sys.exit(l.status!='success')\"",
    timeout=200,
)
P(
    "cli-eval-retry-done",
    "cli",
    "eval-retry of a finished log: one line, no traceback",
    "cp $FIX/kc/*.eval $T/ && $INSPECT eval-retry $T/*.eval --log-dir $T/logs --display plain",
    rc="any",
    max_lines=12,
    fail="unclear",
    timeout=150,
)


# ------------------------------------------------------------------ added in the issue-32 re-run
# Written before their first run, like the rest.
# Read-only places (running as root, chmod does not stop a write; a read-only mount does).
RO = "mkdir -p $T/ro && mount -t tmpfs -o size=1m,ro tmpfs $T/ro"
UNRO = "umount $T/ro 2>/dev/null; true"
for pid, cmd, desc in [
    (
        "report",
        "$RI report --quiet --out $T/ro/out $FIX/kc",
        "report --out on a read-only file system",
    ),
    (
        "evr",
        "$RI evaluation-report --out $T/ro/p.md $FIX/kc",
        "evaluation-report --out on a read-only file system",
    ),
    (
        "gen",
        "$RI gtbench generate --count 2 --out $T/ro/g.json",
        "generate --out on a read-only file system",
    ),
    (
        "exp",
        "$RI gtbench export-sheets --out $T/ro/sheets $FIX/gt3",
        "export-sheets --out on a read-only file system",
    ),
    (
        "gb",
        "$RI gadgets build --quiet --pairs P3:K3 --types red_determiner --out $T/ro/o.jsonl",
        "gadgets build --out read-only",
    ),
]:
    mistake(
        f"fil-ro-{pid}",
        "files",
        desc + ": one line naming the place, non-zero exit",
        cmd,
        setup=RO,
        cleanup=UNRO,
        names=r"read-only|ro/|permission|write",
        timeout=150,
        max_lines=6,
    )
P(
    "fil-ro-eval",
    "files",
    "inspect eval with --log-dir on a read-only file system: non-zero exit, nothing claimed written",
    KC.replace("$T/logs", "$T/ro/logs"),
    setup=RO,
    cleanup=UNRO,
    rc="nonzero",
    fail="lost",
    timeout=150,
)
P(
    "fil-rep-unreadable-in-dir",
    "files",
    "a log folder holding a sub-folder named x.json is not a crash; the good log is reported",
    REPORT + " $T/logs",
    setup="mkdir -p $T/logs/x.json; cp $FIX/kc/*.eval $T/logs/",
    rc=0,
    check="test -s $T/out/report.md",
    timeout=150,
)
# issue 31's user-visible items not yet probed
P(
    "fil-evr-partial",
    "files",
    "i31: the evaluation report says a --limit run is partial ('4 of 63')",
    EVR + " $FIX/kc",
    rc=0,
    fail="unclear",
    check="grep -Eq '4 of 63|4/63' $T/page.md",
    timeout=150,
)
P(
    "cli-score-cols-gt",
    "cli",
    "i31: re-scoring a gtbench log keeps the viewer columns",
    "cp $FIX/gt/*.eval $T/ && $INSPECT score --action overwrite --overwrite $T/*.eval --display plain "
    + _GRADER,
    rc="any",
    fail="lost",
    check="$PY -c \"import glob,sys; from inspect_ai.log import read_eval_log as r; l=r(glob.glob('$T/*.eval')[0]); sys.exit(not all('viewer_columns' in (s.scores or {}) for s in l.samples))\"",
    timeout=150,
)
P(
    "cli-gen-progress",
    "cli",
    "i31: a generated k-coloring set says what it is doing before the eval starts",
    # A cache of its own: a set built by an earlier run is read in 0.14 s without a word.
    "RAMSEY_INSPECT_CACHE_DIR=$T/cache " + KC.replace("4v2c", "9v4c") + " -T problem_seed=7",
    rc=0,
    out_has=[r"generat|build|prepar|progress|cache"],
    msg_fail="unclear",
    timeout=240,
)
P(
    "cli-flow-offline",
    "cli",
    "i31: the offline inspect-flow example runs; a missing solution is a plain warning, not a red error",
    "cp -r $ROOT/examples . && flow run examples/flow/kcoloring.py -A models=ramsey_inspect/exact -A reasoning_models=ramsey_inspect/greedy -A epochs=1 --limit 1",
    rc=0,
    out_not=[r"✗\s*error"],
    msg_fail="unclear",
    timeout=400,
)
P(
    "cli-eval-yaml",
    "cli",
    "i31: eval.yaml in the register's form (tasks with task_path, source with repository_url and commit)",
    "f=$(ls $ROOT/register/*/eval.yaml $ROOT/src/ramsey_inspect/eval.yaml 2>/dev/null | head -1); echo $f; $PY -c \"import sys,yaml; d=yaml.safe_load(open('$f')); "
    "ok=all('task_path' in t for t in d.get('tasks',[])) and 'repository_url' in (d.get('source') or {}); print(d.get('source')); sys.exit(not ok)\"",
    rc=0,
    fail="unclear",
    timeout=60,
)
P(
    "cli-imp-ok",
    "cli",
    "import-sheets on sheets filled with 1 everywhere prints an agreement report, exit 0",
    EXP
    + " $FIX/gt3 >/dev/null && $PY -c \"import csv,glob\nfor f in glob.glob('$T/sheets/*.csv'):\n    rows=list(csv.DictReader(open(f, newline='')))\n    keys=list(rows[0]) if rows else []\n    for r in rows:\n        for k in keys:\n            if k.strip().lower().startswith('score'): r[k]='1'\n    w=csv.DictWriter(open(f,'w',newline=''), fieldnames=keys); w.writeheader(); w.writerows(rows)\" && "
    + IMP
    + " $T/sheets",
    rc=0,
    timeout=120,
)
mistake(
    "cli-gd-nosub",
    "cli",
    "ramsey-inspect gadgets with no subcommand",
    "$RI gadgets",
    max_lines=8,
    timeout=60,
)
mistake(
    "cli-gt-nosub",
    "cli",
    "ramsey-inspect gtbench with no subcommand",
    "$RI gtbench",
    max_lines=12,
    timeout=60,
)
mistake(
    "cli-report-typo-flag",
    "cli",
    "report --outt (misspelt flag)",
    "$RI report --outt $T/o $FIX/kc",
    names="outt",
    timeout=60,
)
mistake(
    "cli-evr-noout",
    "cli",
    "evaluation-report with no logs and no --out",
    "$RI evaluation-report /nope",
    names="nope|out",
    timeout=60,
)

# ------------------------------------------------------------------ issue 40 (items 19, 21, 23)
# Written before their first run, like the rest. i40-N is the item N.
# register/pin.py on a throwaway repository holding the entry and the report.
PIN_REPO = (
    "mkdir -p $T/repo/register/ramsey_inspect $T/repo/docs && "
    "cp $ROOT/register/ramsey_inspect/eval.yaml $T/repo/register/ramsey_inspect/ && "
    "echo '# Evaluation report' > $T/repo/docs/evaluation-report.md && "
    "git -C $T/repo init -q && git -C $T/repo add . && "
    "git -C $T/repo -c user.name=p -c user.email=p@example.org commit -qm release && "
    "git -C $T/repo remote add origin https://github.com/owner/graphs"
)
PIN = "$PY $ROOT/register/pin.py --repo $T/repo"
PIN_UNCHANGED = "git -C $T/repo diff --quiet"
"""Nothing written: the entry is as committed."""
for pid, args, name, desc in [
    (
        "newline",
        "--maintainer \"$(printf 'someone\\nrepository_url: https://evil.example')\"",
        "--maintainer",
        "i40-19: a newline in --maintainer (it injected a repository_url key)",
    ),
    ("colon", "--maintainer 'evil: x'", "--maintainer", "i40-19: --maintainer 'evil: x'"),
    ("empty", "--maintainer ''", "--maintainer", "i40-19: an empty --maintainer"),
    ("hash", "--maintainer '#x'", "--maintainer", "i40-19: --maintainer '#x' (read as null)"),
    (
        "dotdot",
        "--repository-url https://github.com/owner/..",
        "repository-url",
        "i40-19: a repository path github.com/owner/..",
    ),
    ("nocommit", "--commit nosuch", "no such commit: nosuch", "i40-19: an unknown commit"),
]:
    mistake(
        "i40-pin-" + pid,
        "cli",
        desc,
        f"{PIN} {args}",
        names=name,
        setup=PIN_REPO,
        check=PIN_UNCHANGED,
        out_not=["rev-parse"],
        timeout=60,
    )
mistake(
    "i40-pin-symlink",
    "cli",
    "i40-19: a symlinked eval.yaml is refused and the file it points at is not written",
    PIN,
    names="link",
    setup=PIN_REPO
    + " && cp $T/repo/register/ramsey_inspect/eval.yaml $T/outside.yaml"
    + " && cp $T/outside.yaml $T/outside.orig"
    + " && ln -sf $T/outside.yaml $T/repo/register/ramsey_inspect/eval.yaml"
    + " && git -C $T/repo -c user.name=p -c user.email=p@example.org commit -qam link",
    check="cmp $T/outside.yaml $T/outside.orig",
    timeout=60,
)
P(
    "i40-pin-older",
    "cli",
    "i40-19: pinning a commit older than the last change to the evaluation report says so "
    "(a warning or a refusal, one line)",
    PIN + " --commit HEAD~1",
    setup=PIN_REPO
    + " && echo '# newer figures' >> $T/repo/docs/evaluation-report.md"
    + " && git -C $T/repo -c user.name=p -c user.email=p@example.org commit -qam report",
    rc="any",
    out_has=["older than the evaluation report"],
    max_lines=2,
    fail="unclear",
    timeout=60,
)
P(
    "i40-pin-ok",
    "cli",
    "i40-19: a plain pin writes the source fields (YAML a loader reads back) and the rest stays",
    PIN + " --maintainer someone",
    setup=PIN_REPO,
    check="$PY -c \"import yaml,sys; d=yaml.safe_load(open('$T/repo/register/ramsey_inspect/eval.yaml')); "
    "s=d['source']; sys.exit(not (s['repository_url']=='https://github.com/owner/graphs' and "
    "len(s['repository_commit'])==40 and s['maintainers']==['someone'] and d['tasks'] and "
    "d['evaluation_report'].endswith('/docs/evaluation-report.md')))\"",
    rc=0,
    fail="wrong",
    timeout=60,
)

# Replay: a FIFO at <set>/<frame>/<id>.txt in a frame folder without repeats (i40-21).
P(
    "i40-replay-fifo-flat",
    "files",
    "i40-21: a FIFO as a response in a folder without repeat<r> is named where it is (not a "
    "repeat0 path that never existed); the other samples run",
    KC.replace("greedy", "replay").replace("--limit 1", "--limit 3")
    + " -M responses=$T/resp --no-fail-on-error --display none; "
    '$PY -c "import glob; from inspect_ai.log import read_eval_log as r; '
    "l=r(glob.glob('$T/logs/*')[0]); print([str(s.error.message)[:300] for s in l.samples if s.error])\"",
    setup="mkdir -p $T/resp/4v2c/math && for i in 2 3; do echo Impossible > $T/resp/4v2c/math/$i.txt; done"
    " && mkfifo $T/resp/4v2c/math/1.txt",
    out_has=[r"math/1\.txt", "FIFO|named pipe|not a regular file"],
    out_not=["repeat0"],
    rc="any",
    fail="unclear",
    timeout=120,
)
# A log whose sample lacks metadata k, re-scored (i40-21).
NO_K = (
    'f=$(ls $FIX/kcjson/*.json | head -1); $PY -c "import json,sys; d=json.load(open(sys.argv[1])); '
    "[s['metadata'].pop('k', None) for s in d['samples']]; json.dump(d, open('$T/nok.json','w'))\" $f"
)
mistake(
    "i40-score-no-k",
    "files",
    "i40-21: inspect score on a log whose samples lack metadata k: its clear message alone",
    "$INSPECT score $T/nok.json --action overwrite --output-file $T/o.json",
    names=r"\bk\b",
    setup=NO_K,
    max_lines=6,
    timeout=120,
)
mistake(
    "i40-score-bad-metrics",
    "files",
    "i40-23: inspect score --scorer ramsey_inspect/coloring_checker -S metrics=al (a bad "
    "value): one line naming metrics, not 'couldn't be loaded'",
    "$INSPECT score $(ls $FIX/kc/*.eval | head -1) --scorer ramsey_inspect/coloring_checker "
    "-S metrics=al --action overwrite --output-file $T/o.eval",
    names="metrics",
    out_not=["couldn't be loaded"],
    max_lines=6,
    timeout=120,
)
mistake(
    "i40-rep-fifo-score",
    "files",
    "i40-23 (plugin side): ramsey-inspect report on a FIFO named .eval: one line, no hang",
    REPORT + " $T/fifo.eval",
    setup="mkfifo $T/fifo.eval",
    names="fifo",
    timeout=60,
)
# Inspect's own (docs/development.md, "Upstream reports"): a careful user expects one line
# and a non-zero exit; these stay crashed / hung / unclear until Inspect changes.
for pid, cmd, setup, name, desc in [
    (
        "trunc",
        "$INSPECT score $T/trunc.eval --action overwrite --output-file $T/o.eval",
        TRUNC_EVAL,
        "trunc",
        "i40-23 upstream 1: inspect score on a truncated .eval",
    ),
    (
        "model-api",
        KC.replace("ramsey_inspect/greedy", "nosuchapi/m"),
        None,
        "nosuchapi",
        "i40-23 upstream 2: an unregistered model API",
    ),
    (
        "ro-logdir",
        KC.replace("--log-dir $T/logs", "--log-dir $T/ro/logs"),
        RO,
        "ro|Read-only|log",
        "i40-23 upstream 3: a read-only --log-dir",
    ),
    (
        "full-score",
        "$INSPECT score $T/full/x.eval --action overwrite --overwrite",
        # A file system just big enough for the log (whole pages), so the re-scored copy
        # cannot be written.
        "f=$(ls $FIX/kc/*.eval | head -1); s=$(stat -c %s $f); mkdir -p $T/full && "
        "mount -t tmpfs -o size=$(( (s + 4095) / 4096 * 4096 )) tmpfs $T/full && "
        "cp $f $T/full/x.eval",
        "space|full",
        "i40-23 upstream 4: inspect score --overwrite on a full disk",
    ),
    (
        "S-typo",
        "$INSPECT score $(ls $FIX/kc/*.eval | head -1) --scorer ramsey_inspect/coloring_checker "
        "-S metric=all --action overwrite --output-file $T/o.eval",
        None,
        "metric",
        "i40-23 upstream 5: a misspelt -S argument (metric for metrics)",
    ),
    (
        "fifo-score",
        "$INSPECT score $T/fifo.eval",
        "mkfifo $T/fifo.eval",
        "fifo",
        "i40-23 upstream 6: inspect score on a FIFO",
    ),
    (
        "S-no-scorer",
        "$INSPECT score $(ls $FIX/kc/*.eval | head -1) -S metrics=all --action overwrite "
        "--output-file $T/o.eval",
        None,
        "-S|scorer",
        "i40-23 upstream 7: -S without --scorer",
    ),
]:
    mistake(
        "i40-up-" + pid,
        "faults" if pid in ("full-score", "ro-logdir") else "files",
        desc,
        cmd,
        names=name,
        setup=setup,
        max_lines=6,
        timeout=40 if pid == "fifo-score" else 120,
    )
mistake(
    "i40-score-bad-budget",
    "files",
    "i40-23: inspect score --scorer ramsey_inspect/gadget_verifier -S budget_scale=-1: one "
    "line naming budget_scale, not 'couldn't be loaded'",
    "$INSPECT score $(ls $FIX/gd/*.eval | head -1) --scorer ramsey_inspect/gadget_verifier "
    "-S budget_scale=-1 --action overwrite --output-file $T/o.eval",
    names="budget_scale",
    out_not=["couldn't be loaded"],
    max_lines=6,
    timeout=120,
)

# issue 40, items 10-11 (expectations written before the first run)
P(
    "opt-kc-limit-cross-section",
    "options",
    "i40-11: --limit 4 over two sets and two frames runs one sample of every (set, frame)",
    "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c,8v4c -T frame=math,friends "
    "--limit 4 --model ramsey_inspect/greedy --seed 1 --log-dir $T/logs --display none",
    rc=0,
    fail="wrong",
    check='$PY -c "import glob,sys; from inspect_ai.log import read_eval_log as r; '
    "l=r(glob.glob('$T/logs/*.eval')[0]); "
    "got={(s.metadata['problem_set'], s.metadata['frame']) for s in l.samples}; "
    "sys.exit(got != {(a, b) for a in ('4v2c', '8v4c') for b in ('math', 'friends')})\"",
    timeout=150,
)
P(
    "fil-scr-id-rule",
    "files",
    "i40-10: a script rule naming a sample id answers that sample, ahead of a matching text rule",
    "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c -T frame=math --limit 2 "
    "--model ramsey_inspect/scripted -M script=$T/s.json --log-dir $T/logs --display none",
    setup='printf \'%s\' \'{"rules": [{"match": "vertices", "turns": ["text"]}, '
    '{"sample_id": "4v2c-math-2", "turns": ["by id"]}]}\' > $T/s.json',
    rc=0,
    fail="wrong",
    check='$PY -c "import glob,sys; from inspect_ai.log import read_eval_log as r; '
    "l=r(glob.glob('$T/logs/*.eval')[0]); "
    "got={s.id: s.output.completion for s in l.samples}; "
    "sys.exit(got != {'4v2c-math-1': 'text', '4v2c-math-2': 'by id'})\"",
    timeout=150,
)
mistake(
    "fil-scr-missing-docs",
    "files",
    "i40-10: a missing -M script file: one line that names the file and where the format is",
    "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c --limit 1 "
    "--model ramsey_inspect/scripted -M script=$T/nowhere.json --log-dir $T/logs",
    out_has=["nowhere.json", r"docs/baselines.md#scripted-replies"],
    timeout=90,
)
mistake(
    "fil-scr-bad-id",
    "files",
    "i40-10: a rule whose sample_id is a number with a fraction: one line naming the rule",
    "$INSPECT eval ramsey_inspect/kcoloring -T problem_set=4v2c --limit 1 "
    "--model ramsey_inspect/scripted -M script=$T/s.json --log-dir $T/logs",
    setup='printf \'%s\' \'{"rules": [{"sample_id": 1.5, "turns": ["x"]}]}\' > $T/s.json',
    out_has=["rule 0", "sample_id", r"docs/baselines.md#scripted-replies"],
    timeout=90,
)
