"""Run the probe set against a checkout and print a table of verdicts.

    python probes/run.py --src /path/to/checkout/src [--only AREA] [--jobs N] [--out FILE]

Reply probes go through harness.py (one in-process Inspect eval per task, in a child
process with PYTHONPATH=<src>); every other probe is a bash command run in its own
temporary folder with a timeout. Expectations are written in replies.py and commands.py
before the probes run; see README.md for the verdicts.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import commands  # noqa: E402
import replies  # noqa: E402

VENV = Path(os.environ.get("PROBE_VENV", "/work/main/.venv"))
VERDICTS = ("fine", "wrong", "lost", "hung", "crashed", "unclear")
TRACEBACK = re.compile(r"Traceback \(most recent call last\)")


ROOT: list[Path] = []
"""The checkout under test (the parent of --src)."""


def _env(src: Path, fix: Path, tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        PYTHONPATH=str(src),
        SRC=str(src),
        ROOT=str(ROOT[0] if ROOT else src.parent),
        PY=str(VENV / "bin" / "python"),
        RI=str(VENV / "bin" / "ramsey-inspect"),
        INSPECT=str(VENV / "bin" / "inspect"),
        FIX=str(fix),
        T=str(tmp),
        HERE=str(HERE),
        INSPECT_LOG_DIR=str(tmp / "logs"),
        PATH=f"{VENV / 'bin'}:{env.get('PATH', '')}",
        NO_COLOR="1",
        COLUMNS="200",
        INSPECT_DISPLAY="plain",
    )
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "INSPECT_EVAL_MODEL"):
        env.pop(key, None)
    return env


def _bash(
    cmd: str, env: dict[str, str], cwd: Path, timeout: float
) -> tuple[int | None, str, str, float]:
    """Run cmd in its own process group; kill the group on timeout (rc None)."""
    start = time.monotonic()
    proc = subprocess.Popen(
        ["bash", "-c", cmd],
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=timeout)
        rc: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        rc = None
    text = (out or b"").decode("utf-8", "replace"), (err or b"").decode("utf-8", "replace")
    return rc, text[0], text[1], time.monotonic() - start


# ---------------------------------------------------------------- command probes


def _rc_ok(want: Any, rc: int) -> bool:
    if want is None or want == "any":
        return True
    if want == "nonzero":
        return rc != 0
    if want == "zero":
        return rc == 0
    if isinstance(want, list):
        return rc in want
    return rc == want


def run_command(p: dict[str, Any], src: Path, fix: Path, work: Path) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix=p["id"] + "-", dir=work))
    env = _env(src, fix, tmp)
    ex = p.get("expect", {})
    fail = ex.get("fail", "wrong")
    try:
        if p.get("setup"):
            rc, out, err, _ = _bash(p["setup"], env, tmp, p.get("setup_timeout", 240))
            if rc != 0:
                return {
                    "verdict": "unclear",
                    "detail": f"probe setup failed ({rc}): {(err or out)[-160:]}",
                }
        rc, out, err, took = _bash(p["cmd"], env, tmp, p.get("timeout", 60))
        both = out + "\n" + err
        if rc is None:
            return {
                "verdict": "hung",
                "detail": f"no end within {p.get('timeout', 60)} s",
                "time": took,
            }
        if TRACEBACK.search(both) and not ex.get("traceback_ok"):
            line = next((ln for ln in reversed(both.splitlines()) if ln.strip()), "")
            return {
                "verdict": "crashed",
                "detail": f"rc={rc}; traceback: {line[:150]}",
                "time": took,
            }
        problems: list[tuple[str, str]] = []
        if not _rc_ok(ex.get("rc"), rc):
            problems.append((fail, f"rc={rc}, wanted {ex.get('rc')}"))
        for pat in ex.get("out_has", []):
            if not re.search(pat, both, re.I | re.M):
                problems.append((ex.get("msg_fail", "unclear"), f"no /{pat}/ in output"))
        for pat in ex.get("out_not", []):
            if re.search(pat, both, re.I | re.M):
                problems.append((ex.get("msg_fail", "unclear"), f"/{pat}/ in output"))
        if "max_lines" in ex:
            lines = [ln for ln in both.splitlines() if ln.strip()]
            if len(lines) > ex["max_lines"]:
                problems.append(("unclear", f"{len(lines)} output lines (> {ex['max_lines']})"))
        if p.get("check"):
            crc, cout, cerr, _ = _bash(p["check"], env, tmp, 120)
            if crc != 0:
                problems.append(
                    (ex.get("check_fail", fail), f"check: {(cout + cerr).strip()[-160:]}")
                )
        if problems:
            order = {v: i for i, v in enumerate(("lost", "wrong", "unclear"))}
            problems.sort(key=lambda pr: order.get(pr[0], 9))
            first = problems[0]
            tail = _last_line(both)
            return {"verdict": first[0], "detail": f"{first[1]}; {tail}", "time": took}
        return {"verdict": "fine", "detail": f"rc={rc}; {_last_line(both)}", "time": took}
    finally:
        if p.get("cleanup"):
            _bash(p["cleanup"], env, tmp, 60)
        shutil.rmtree(tmp, ignore_errors=True)


def _last_line(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return (lines[-1] if lines else "(no output)")[:140]


# ---------------------------------------------------------------- reply probes


def run_replies(
    probes: list[dict[str, Any]], src: Path, fix: Path, work: Path, timeout: float, jobs: int = 1
) -> dict[str, dict[str, Any]]:
    """Score each task's reply probes in one child; return verdicts by probe id."""
    verdicts: dict[str, dict[str, Any]] = {}
    by_task: dict[str, list[dict[str, Any]]] = {}
    for p in probes:
        by_task.setdefault(p["task"], []).append(p)

    def one(task: str, members: list[dict[str, Any]]) -> None:
        tmp = Path(tempfile.mkdtemp(prefix=f"replies-{task}-", dir=work))
        (tmp / "in.json").write_text(json.dumps(members), encoding="utf-8")
        env = _env(src, fix, tmp)
        cmd = '"$PY" "$HERE/harness.py" in.json out.json logs'
        rc, out, err, took = _bash(cmd, env, tmp, timeout)
        both = out + err
        try:
            results = json.loads((tmp / "out.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            results = None
        for p in members:
            if results is None:
                v = "hung" if rc is None else "crashed"
                verdicts[p["id"]] = {"verdict": v, "detail": f"harness rc={rc}: {_last_line(both)}"}
                continue
            verdicts[p["id"]] = judge_reply(p, results.get(p["id"]))
        # Tracebacks printed by the batch (Inspect's own, e.g. transcript subscribers)
        if TRACEBACK.search(both):
            verdicts[f"{task}-batch-stderr"] = {"verdict": "crashed", "detail": _last_line(both)}
        shutil.rmtree(tmp, ignore_errors=True)

    # The three tasks' batches one after another unless more jobs are allowed: the
    # batch already takes one of the --jobs slots.
    with ThreadPoolExecutor(max_workers=max(1, jobs - 1)) as pool:
        for f in [pool.submit(one, t, m) for t, m in by_task.items()]:
            f.result()
    return verdicts


def _value_ok(want: str, value: Any) -> bool:
    unscored = value is None or (isinstance(value, float) and math.isnan(value))
    if want == "any":
        return True
    if want == "notC":
        return value != "C"
    if want == "unscored":
        return unscored
    return value == want


def judge_reply(p: dict[str, Any], r: dict[str, Any] | None) -> dict[str, Any]:
    ex = p["expect"]
    if r is None:
        return {"verdict": "lost", "detail": "no score came back for this reply"}
    if r.get("error"):
        tb = r.get("traceback", "")
        last = _last_line(tb) if tb else r["error"][:140]
        return {"verdict": "crashed", "detail": f"sample error: {last}"}
    value, expl = r.get("value"), str(r.get("explanation") or "")
    meta = r.get("metadata") or {}
    shown = f"value={value} expl={expl[:90]!r}"
    judged = bool(r.get("judge"))
    if not _value_ok(ex.get("value", "any"), value):
        return {"verdict": "wrong", "detail": f"wanted {ex['value']}; {shown}"}
    if ex.get("judge") == "none" and judged:
        # An exact answer left to the judge can be scored wrong by it; a reply that is
        # no answer at all only costs a judge call (its score is checked above).
        verdict = "wrong" if ex.get("value") == "C" else "unclear"
        return {"verdict": verdict, "detail": f"sent to the judge, not decided; {shown}"}
    for key, bad in ex.get("meta_not", {}).items():
        if meta.get(key) == bad:
            return {"verdict": "unclear", "detail": f"metadata {key}={bad!r}; {shown}"}
    for pat in ex.get("exp_has", []):
        if not re.search(pat, expl, re.I):
            return {"verdict": "unclear", "detail": f"explanation lacks /{pat}/; {shown}"}
    for pat in ex.get("exp_not", []):
        if re.search(pat, expl, re.I):
            return {"verdict": "unclear", "detail": f"explanation has /{pat}/; {shown}"}
    fake = ex.get("fake")
    if fake:
        for prompt in r.get("judge") or []:
            for m in re.finditer(re.escape(fake), prompt):
                line = re.split(r"[\n\r\u2028\u2029\x85\x0b\x0c]", prompt[: m.start()])[-1]
                if "[answer text]" not in line:
                    return {
                        "verdict": "wrong",
                        "detail": f"fake marker {fake!r} reaches the judge unlabelled",
                    }
    for pat in ex.get("judge_not", []):
        for prompt in r.get("judge") or []:
            if re.search(pat, prompt):
                return {"verdict": "wrong", "detail": f"judge prompt has /{pat}/"}
    return {"verdict": "fine", "detail": shown}


# ---------------------------------------------------------------- main


def make_fixtures(src: Path, fix: Path, work: Path, jobs: int) -> list[str]:
    """Small real logs that the file and CLI probes read; returns failures."""
    fix.mkdir(parents=True, exist_ok=True)
    failures = []

    def one(name_cmd: tuple[str, str]) -> None:
        name, cmd = name_cmd
        rc, out, err, _ = _bash(cmd, _env(src, fix, fix), fix, 400)
        if rc != 0 or TRACEBACK.search(out + err):
            failures.append(f"fixture {name}: rc={rc} {_last_line(out + err)}")

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(pool.map(one, commands.FIXTURES.items()))
    return failures


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, help="a checkout's src folder (required unless --retable)")
    ap.add_argument("--only", help="one area: replies, options, files, faults, cli")
    ap.add_argument("--ids", help="comma list of probe ids to run (prefixes allowed)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, help="also write the table here")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    ap.add_argument(
        "--ids-file", type=Path, help="run exactly the probe ids listed in FILE (one a line)"
    )
    ap.add_argument(
        "--fixtures",
        type=Path,
        help="reuse the fixture logs in this folder (of an earlier --keep run)",
    )
    ap.add_argument("--retable", type=Path, help="print the table again from an --out FILE's .json")
    a = ap.parse_args()
    # Children get SIGINT at its default even when this runner was started in the
    # background (where it is ignored, and the ignoring is inherited): the Ctrl-C probes
    # need it.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if a.retable:
        saved = _load_saved(a.retable)
        text = render(
            saved["results"], replies.PROBES + commands.PROBES, saved["elapsed"], saved["src"]
        )
        print(text)
        if a.out:
            a.out.write_text(text + "\n", encoding="utf-8")
        return 0
    if a.src is None:
        ap.error("--src is required")
    src = orig_src = a.src.resolve()
    if not (src / "ramsey_inspect").is_dir():
        print(f"--src: {src} has no ramsey_inspect package", file=sys.stderr)
        return 2
    all_probes = replies.PROBES + commands.PROBES
    ids = [p["id"] for p in all_probes]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    if dup:
        print(f"duplicate probe ids: {dup}", file=sys.stderr)
        return 2
    chosen = [p for p in all_probes if not a.only or p["area"] == a.only]
    if a.ids_file:
        wanted = set(a.ids_file.read_text(encoding="utf-8").split())
        chosen = [p for p in chosen if p["id"] in wanted]
    if a.ids:
        pre = a.ids.split(",")
        chosen = [p for p in chosen if any(p["id"].startswith(x) for x in pre)]
    start = time.monotonic()
    if a.out:
        a.out.with_suffix(".partial.jsonl").unlink(missing_ok=True)
    work = Path(tempfile.mkdtemp(prefix="probes-"))
    fix = work / "fixtures"
    # A clean copy of src: a stale *.egg-info in a checkout's src (left by an old pip
    # install) makes Inspect's registry miss every task under PYTHONPATH=src.
    ROOT.append(src.parent)
    src = Path(
        shutil.copytree(
            src, work / "src", ignore=shutil.ignore_patterns("*.egg-info", "__pycache__")
        )
    )
    results: dict[str, dict[str, Any]] = {}
    try:
        cmd_probes = _interleave([p for p in chosen if "cmd" in p])
        reply_probes = [p for p in chosen if "reply" in p]
        if a.fixtures:
            shutil.copytree(a.fixtures, fix)
        elif any(p.get("needs_fixtures") for p in cmd_probes):
            for f in make_fixtures(src, fix, work, a.jobs):
                print(f, file=sys.stderr)
        with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            futures = {}
            if reply_probes:
                futures["__replies__"] = pool.submit(
                    run_replies, reply_probes, src, fix, work, 900, a.jobs
                )
            for p in cmd_probes:
                futures[p["id"]] = pool.submit(run_command, p, src, fix, work)
            for key, fut in futures.items():
                try:
                    got = fut.result()
                except Exception as e:  # noqa: BLE001 - a runner fault is shown, not hidden
                    got = {"verdict": "unclear", "detail": f"runner error: {type(e).__name__}: {e}"}
                done = got if key == "__replies__" else {key: got}
                results.update(done)
                for pid, r in done.items():
                    print(
                        f"  {pid:28} {r['verdict']:8} {r.get('detail', '')[:100]}",
                        file=sys.stderr,
                        flush=True,
                    )
                if a.out:
                    # Kept as they come, so a run cut short still shows what it found
                    # (--retable FILE prints the table from it).
                    with a.out.with_suffix(".partial.jsonl").open("a", encoding="utf-8") as f:
                        for pid, r in done.items():
                            f.write(json.dumps({"id": pid, **r}) + "\n")
    finally:
        if not a.keep:
            subprocess.run(
                ["bash", "-c", f"grep -F '{work}' /proc/mounts | cut -d' ' -f2 | xargs -r umount"],
                check=False,
            )
            shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - start
    if a.out:
        a.out.with_suffix(".json").write_text(
            json.dumps({"results": results, "elapsed": elapsed, "src": str(orig_src)}),
            encoding="utf-8",
        )
    text = render(results, all_probes, elapsed, str(orig_src))
    print(text)
    if a.out:
        a.out.write_text(text + "\n", encoding="utf-8")
    return 0 if all(r["verdict"] == "fine" for r in results.values()) else 1


def _interleave(probes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Areas taken in turn, so a run cut short has looked at every area."""
    by_area: dict[str, list[dict[str, Any]]] = {}
    for p in probes:
        by_area.setdefault(p["area"], []).append(p)
    queues = list(by_area.values())
    out: list[dict[str, Any]] = []
    while any(queues):
        for q in queues:
            if q:
                out.append(q.pop(0))
    return out


def _load_saved(path: Path) -> dict[str, Any]:
    """Results saved beside a table (FILE.json), or read back from the table's own rows."""
    if path.with_suffix(".json").is_file():
        return json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    partial = path.with_suffix(".partial.jsonl")
    if partial.is_file():
        rows = [
            json.loads(line) for line in partial.read_text(encoding="utf-8").splitlines() if line
        ]
        return {"results": {r.pop("id"): r for r in rows}, "elapsed": 0.0, "src": "(cut short)"}
    results: dict[str, dict[str, Any]] = {}
    elapsed, src = 0.0, "?"
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"run time: (\d+) s, src: (.*)", line)
        if m:
            elapsed, src = float(m.group(1)), m.group(2)
            break
        parts = line.split(None, 3)
        if len(parts) >= 3 and parts[2] in VERDICTS:
            results[parts[0]] = {"verdict": parts[2], "detail": parts[3] if len(parts) > 3 else ""}
    return {"results": results, "elapsed": elapsed, "src": src}


def expectation(p: dict[str, Any]) -> str:
    """The probe's expectation in one line: its description and what it checks."""
    ex = p.get("expect", {})
    parts = [p.get("desc", "")]
    if "reply" in p:
        want = {"notC": "not C (I or unscored)", "any": "any score"}.get(
            ex.get("value", "any"), ex.get("value")
        )
        parts.append(f"score {want}")
        if ex.get("judge") == "none":
            parts.append("decided without the judge")
        if ex.get("fake"):
            parts.append("look-alike marker reaches the judge only as [answer text]")
        for pat in ex.get("exp_has", []):
            parts.append(f"explanation shows /{pat}/")
        for pat in ex.get("exp_not", []):
            parts.append(f"explanation lacks /{pat}/")
        for key, bad in ex.get("meta_not", {}).items():
            parts.append(f"metadata {key} is not {bad!r}")
        return "; ".join(parts)
    if ex.get("rc") not in (None, "any"):
        parts.append(f"exit {ex['rc']}")
    for pat in ex.get("out_has", []):
        parts.append(f"output has /{pat}/")
    for pat in ex.get("out_not", []):
        parts.append(f"output lacks /{pat}/")
    if "max_lines" in ex:
        parts.append(f"at most {ex['max_lines']} lines")
    if p.get("check"):
        parts.append("afterwards: " + p["check"][:120])
    parts.append("no traceback")
    return "; ".join(parts)


def tag_of(p: dict[str, Any] | None) -> str:
    """Which known finding a probe checks: i32-N, i40-N, i31, a neighbour of one, or none (new)."""
    desc = (p or {}).get("desc", "")
    m = re.search(r"(i32-\d+|i40-\d+|i31)( neighbour)?", desc)
    if not m:
        return "NEW"
    return m.group(1) + ("~" if m.group(2) else "")


def render(
    results: dict[str, dict[str, Any]], all_probes: list[dict[str, Any]], elapsed: float, src: str
) -> str:
    """The table: every probe, totals per area and verdict, then each non-fine probe in full."""
    by_id = {p["id"]: p for p in all_probes}
    rows = []
    for pid, r in results.items():
        area = by_id[pid]["area"] if pid in by_id else "replies"
        rows.append((area, pid, r["verdict"], r.get("detail", "").replace("\n", " ")))
    rows.sort(key=lambda r: (r[0], r[1]))
    lines = [f"{'id':30} {'area':8} {'verdict':8} detail", "-" * 120]
    lines += [f"{pid:30} {area:8} {v:8} {d[:200]}" for area, pid, v, d in rows]
    lines.append("")
    per = Counter((r[0], r[2]) for r in rows)
    areas = sorted({r[0] for r in rows})
    lines.append(f"{'area':10}" + "".join(f"{v:>9}" for v in VERDICTS) + f"{'total':>9}")
    for ar in areas:
        lines.append(
            f"{ar:10}"
            + "".join(f"{per[(ar, v)]:>9}" for v in VERDICTS)
            + f"{sum(per[(ar, v)] for v in VERDICTS):>9}"
        )
    tot = Counter(r[2] for r in rows)
    lines.append(f"{'all':10}" + "".join(f"{tot[v]:>9}" for v in VERDICTS) + f"{len(rows):>9}")
    lines.append(f"run time: {elapsed:.0f} s, src: {src}")
    bad = [r for r in rows if r[2] != "fine"]
    if bad:
        lines += [
            "",
            "Not fine (tag: i32-N / i31 = a known finding, ~ = its neighbour, NEW = none):",
            "",
        ]
        for area, pid, v, d in bad:
            p = by_id.get(pid)
            lines.append(f"{pid} [{area}, {v}, {tag_of(p)}]")
            lines.append(
                f"  expected: {expectation(p) if p else 'no stray traceback from the batch'}"
            )
            lines.append(f"  happened: {d[:400]}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
