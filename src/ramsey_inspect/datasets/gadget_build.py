"""The builder of the minimal-solutions file: ``ramsey-inspect gadgets build``.

It searches every problem not yet in the file, in worker processes (``--jobs``) that die
with their parent, appends each record as it arrives under a lock on a sidecar file, and
rewrites the file in problem order at the end; ``--check`` recomputes and compares instead.
The file format and the on-demand search are in ``gadget_solutions``.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import math
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ramsey_inspect.core.gadget_search import SearchBudget, minimal_gadget
from ramsey_inspect.core.gadgets import GADGET_TYPES
from ramsey_inspect.datasets.gadget_solutions import (
    DATA_PATH,
    MAX_N,
    SolutionsFileError,
    dumps_record,
    read_records,
    solution_record,
)
from ramsey_inspect.datasets.gadgets import GadgetProblem, gadget_problems, parse_pairs
from ramsey_inspect.output_paths import (
    OutputPathError,
    check_output_file,
    describe,
    write_whole,
)

PR_SET_PDEATHSIG = 1
"""Linux prctl option: the signal a process gets when its parent dies."""
EXIT_INTERRUPTED = 130
MAX_JOBS = 256
"""Most worker processes ``--jobs`` starts (each is a whole interpreter)."""
"""Exit status after Ctrl-C, as shells give a process SIGINT ended."""
TIMING_FIELDS = ("seconds",)
"""Fields that vary between machines and runs; ``--check`` ignores them."""


def _search_job(
    problem: GadgetProblem,
    max_n: int,
    time_limit: float | None,
    budget: SearchBudget | None = None,
) -> dict[str, Any]:
    outcome = minimal_gadget(
        problem.f, problem.h, problem.gadget_type, max_n, time_limit=time_limit, budget=budget
    )
    return solution_record(problem, outcome, max_n)


def build(
    problems: Sequence[GadgetProblem],
    out: Path,
    *,
    max_n: int = MAX_N,
    jobs: int = 1,
    time_limit: float | None = None,
    fresh: bool = False,
    show_progress: bool = True,
) -> dict[str, dict[str, Any]]:
    """Search every problem not already in ``out`` and append each result as it arrives.

    Records already in the file (from an interrupted run) are kept, unless ``fresh``. The
    whole file is checked before anything is written (:class:`SolutionsFileError`). At the
    end the file is rewritten in problem order, so a full build is byte-stable apart from
    the timings. Every change happens under a lock on a sidecar file (``.<name>.lock``) and
    the final rewrite merges what the file holds by then, so builds of other problems writing
    the same file at the same time lose nothing.
    """
    check_time_limit(time_limit)
    out.parent.mkdir(parents=True, exist_ok=True)
    with _locked(out):
        held = read_records(out)  # checked even when fresh: never wipe a file of other data
        existing = {} if fresh else held
        _start_file(out, fresh)
    todo = [p for p in problems if p.id not in existing or existing[p.id].get("max_n") != max_n]
    found: dict[str, dict[str, Any]] = {}
    with _Progress(show_progress, len(todo)) as advance:

        def done(record: dict[str, Any]) -> None:
            with _locked(out), out.open("a", encoding="utf-8") as sink:
                sink.write(dumps_record(record) + "\n")
            found[record["id"]] = record
            advance(record)

        if jobs <= 1:
            for problem in todo:
                done(_search_job(problem, max_n, time_limit))
        else:
            pool = ProcessPoolExecutor(
                max_workers=jobs, initializer=_worker_start, initargs=(os.getpid(),)
            )
            try:
                futures: list[Future[dict[str, Any]]] = [
                    pool.submit(_search_job, p, max_n, time_limit) for p in todo
                ]
                for future in as_completed(futures):
                    done(future.result())
            except BaseException:  # Ctrl-C or a failed job: the workers' searches end too
                _stop_workers(pool)
                raise
            pool.shutdown()
    with _locked(out):
        results = read_records(out)  # with whatever other builds added meanwhile
        results.update(found)
        ordered = _ordered(results, problems)
        write_whole(out, "".join(dumps_record(r) + "\n" for r in ordered))
    return {r["id"]: r for r in ordered}


def _worker_start(parent: int) -> None:
    """Set up a build worker: Ctrl-C is its parent's to handle, and it dies with its parent.

    A worker left behind by a parent killed with ``kill -9`` would search on, asleep or
    not, forever. On Linux the kernel ends it (``PR_SET_PDEATHSIG``); elsewhere, and as a
    second guard, a thread ends it once its parent process has changed.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watched = os.getppid()
    _kill_me_with_parent()
    started_by_parent = multiprocessing.get_start_method(allow_none=True) in ("fork", "spawn")
    if os.getppid() != watched or (started_by_parent and watched != parent):
        os._exit(1)  # the parent is already gone

    def watch() -> None:
        while os.getppid() == watched:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _kill_me_with_parent() -> None:
    """Ask Linux to send this process SIGKILL when its parent dies (no-op elsewhere)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no usable libc: the watch thread remains
        pass


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool's workers now, mid-search, rather than wait for their jobs."""
    # CPython keeps a pool's processes in _processes; there is no public way to end them.
    running: dict[int, Any] = getattr(pool, "_processes", None) or {}
    processes = list(running.values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=5)


def check_time_limit(time_limit: float | None) -> None:
    """A search time limit must be None (no limit) or a positive, finite number of seconds."""
    if time_limit is None:
        return
    if (
        isinstance(time_limit, bool)
        or not isinstance(time_limit, (int, float))
        or not math.isfinite(time_limit)
        or time_limit <= 0
    ):
        raise ValueError(
            f"time limit must be a positive, finite number of seconds, not {time_limit!r}"
        )


@contextmanager
def _locked(out: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``out``'s sidecar lock file (waits for other holders).

    A sidecar, because the data file itself is replaced at the end of a build; the lock file
    stays (removing it would let two processes lock different files).
    """
    lock_path = out.with_name(f".{out.name}.lock")
    with lock_path.open("a") as handle:
        _lock(handle.fileno())
        try:
            yield
        finally:
            _unlock(handle.fileno())


if sys.platform == "win32":  # pragma: no cover - POSIX is where this is tested
    import msvcrt

    def _lock(fd: int) -> None:
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                return
            except OSError:  # LK_LOCK gives up after 10 s; keep waiting
                continue

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _start_file(out: Path, fresh: bool) -> None:
    """Empty the file for a fresh build; end a torn last line so appends start on a new one."""
    if fresh or not out.is_file():
        out.write_text("", encoding="utf-8")
        return
    with out.open("rb+") as f:
        if f.seek(0, os.SEEK_END) == 0:
            return
        f.seek(-1, os.SEEK_END)
        if f.read(1) != b"\n":
            f.write(b"\n")


def _ordered(
    results: dict[str, dict[str, Any]], problems: Sequence[GadgetProblem]
) -> list[dict[str, Any]]:
    """Records of ``problems`` in their order, then any others the file held."""
    ids = [p.id for p in problems]
    chosen = set(ids)
    return [results[i] for i in ids if i in results] + [
        r for i, r in results.items() if i not in chosen
    ]


class _Progress:
    """A rich progress bar over problems (plain lines when not on a terminal)."""

    def __init__(self, enabled: bool, total: int) -> None:
        self.enabled, self.total, self.count = enabled, total, 0
        self._bar: Any = None

    def __enter__(self) -> Any:
        if self.enabled and sys.stderr.isatty():
            from rich.progress import Progress

            self._bar = Progress(transient=False)
            self._bar.start()
            self._task = self._bar.add_task("gadget search", total=self.total)
        return self.advance

    def advance(self, record: dict[str, Any]) -> None:
        self.count += 1
        line = (
            f"{record['id']}: n = {record['min_vertices']} "
            f"({'proven' if record['minimality_proven'] else 'not proven'}), "
            f"{record['seconds']:.2f}s"
        )
        if self._bar is not None:
            self._bar.console.print(line)
            self._bar.update(self._task, advance=1)
        elif self.enabled:
            print(f"[{self.count}/{self.total}] {line}", file=sys.stderr, flush=True)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()


def _without_timings(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in TIMING_FIELDS}


def main(argv: Sequence[str] | None = None) -> int:
    """``build`` searches and writes minimal solutions; ``build --check`` compares."""
    parser = argparse.ArgumentParser(prog="ramsey-inspect gadgets")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="search minimal gadgets and write them as JSON lines")
    b.add_argument("--pairs", nargs="+", default=["paper"], help="F:H pairs, or 'paper'")
    b.add_argument("--types", nargs="+", default=list(GADGET_TYPES), choices=list(GADGET_TYPES))
    b.add_argument("--max-n", type=int, default=MAX_N, help="largest vertex count to try")
    b.add_argument(
        "--jobs", type=int, default=1, help=f"worker processes, 1 to {MAX_JOBS} (default 1)"
    )
    b.add_argument("--time-limit", type=float, default=None, help="seconds per problem")
    b.add_argument("--out", type=Path, default=DATA_PATH, help="JSON lines file")
    b.add_argument("--fresh", action="store_true", help="ignore results already in --out")
    b.add_argument("--check", action="store_true", help="recompute and compare with --out")
    b.add_argument("--quiet", action="store_true", help="no progress output")
    args = parser.parse_args(argv)
    if not 2 <= args.max_n <= 16:
        parser.error(f"--max-n must be between 2 and 16, not {args.max_n}")
    if not 1 <= args.jobs <= MAX_JOBS:
        parser.error(f"--jobs must be from 1 to {MAX_JOBS}, not {args.jobs}")
    try:
        check_time_limit(args.time_limit)
    except ValueError:
        parser.error(
            f"--time-limit must be a positive, finite number of seconds, not {args.time_limit}"
        )
    try:
        problems = gadget_problems(parse_pairs(args.pairs), args.types)
    except ValueError as err:
        parser.error(str(err))
    try:
        return _run(args, problems)
    except KeyboardInterrupt:
        print(
            f"ramsey-inspect gadgets: interrupted; the results found so far are kept in "
            f"{args.out}, and the same command resumes from them",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    except (OutputPathError, SolutionsFileError) as err:
        print(f"ramsey-inspect gadgets: {err}", file=sys.stderr)
        return 2
    except OSError as err:  # met after the first check (disk full, a lock that cannot be made)
        print(f"ramsey-inspect gadgets: {describe(err)}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, problems: list[GadgetProblem]) -> int:
    """``build`` or ``build --check`` with checked options."""
    start = time.perf_counter()
    if args.check:
        shipped = read_records(args.out)
        fresh = {p.id: _search_job(p, args.max_n, args.time_limit) for p in problems}
        differ = [
            pid
            for pid, rec in fresh.items()
            if pid not in shipped or _without_timings(shipped[pid]) != _without_timings(rec)
        ]
        print(f"{len(fresh)} problems searched in {time.perf_counter() - start:.1f}s")
        if differ:
            print(f"differs from {args.out}: {', '.join(differ)}", file=sys.stderr)
            return 1
        print(f"identical to {args.out} (timings aside)")
        return 0
    check_output_file(args.out)
    records = build(
        problems,
        args.out,
        max_n=args.max_n,
        jobs=args.jobs,
        time_limit=args.time_limit,
        fresh=args.fresh,
        show_progress=not args.quiet,
    )
    chosen = [records[p.id] for p in problems]
    unproven = [r["id"] for r in chosen if not r["minimality_proven"]]
    print(
        f"{len(chosen)} problems in {args.out} ({time.perf_counter() - start:.1f}s); "
        f"minimality proven for {len(chosen) - len(unproven)}"
        + (f"; not proven: {', '.join(unproven)}" if unproven else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
