"""How closely the minimal-gadget search keeps to its time limit, alone and in threads.

``-T search_seconds`` (gadgets task), ``--time-limit`` (``ramsey-inspect gadgets build``)
and ``-M search_seconds`` (the exact baseline) all end in ``minimal_gadget(...,
time_limit=...)``. For problems of other pairs whose search takes longer than the limits
tried, this prints:

1. alone: each problem searched under a sweep of limits (``--limits`` from, to, step),
   with the median and worst overshoot past the limit;
2. loaded: ``--threads`` searches at once in threads, as the exact baseline runs them
   (``to_thread``) during an eval, with a heartbeat thread ticking every millisecond: its
   longest gap shows how long a solver call kept the GIL from the other threads, and
   the sizes each search decided show whether it got to work at all.

The target is the limit plus 10% plus one solver restart (Glucose looks at interrupts
only between restarts). ``--search-module FILE`` times another version of
``core/gadget_search.py`` (e.g. from ``git show REV:src/ramsey_inspect/core/gadget_search.py``).

    python benchmarks/gadgets_time_limit.py [--limits 0.5 3 0.25] [--threads 4]
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import threading
import time
from types import ModuleType

from ramsey_inspect.core.named_graphs import parse_graph

PROBLEMS = (
    ("P3", "C8", "positive_sender"),  # 4-5 s without a limit
    ("K1,3", "K3,3", "red_determiner"),  # about 5 s
    ("K1,4", "K4-e", "positive_sender"),  # over 3 s
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--limits", type=float, nargs=3, default=[0.5, 3.0, 0.25])
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--thread-limit", type=float, default=0.5)
    parser.add_argument("--search-module", help="another gadget_search.py to time")
    args = parser.parse_args()
    search = _search_module(args.search_module)
    print(f"search module: {search.__file__}")
    low, high, step = args.limits
    limits = [round(low + i * step, 3) for i in range(int((high - low) / step + 1e-9) + 1)]

    print(f"\n1. one search at a time, limits {low:g}s to {high:g}s by {step:g}s")
    print(f"   {'problem':28s} {'median over':>12s} {'worst over':>11s}  (at limit)  over 10%")
    everything: list[float] = []
    for f, h, kind in PROBLEMS:
        overs: list[tuple[float, float]] = []
        for limit in limits:
            took, _ = _timed(search, f, h, kind, limit)
            overs.append((took - limit, limit))
        worst, at = max(overs)
        beyond = sum(over > 0.1 * limit for over, limit in overs)
        everything += [over for over, _ in overs]
        print(
            f"   {f + ':' + h + ' ' + kind:28s} {statistics.median(o for o, _ in overs):+11.2f}s "
            f"{worst:+10.2f}s  ({at:g}s)  {beyond:>4d} of {len(overs)}"
        )
    print(
        f"   all {len(everything)} searches: median overshoot {statistics.median(everything):+.2f}s, "
        f"worst {max(everything):+.2f}s"
    )

    limit = args.thread_limit
    print(f"\n2. {args.threads} searches at once in threads, limit {limit:g}s each")
    gaps: list[float] = []
    stop = threading.Event()

    def heartbeat() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    beat = threading.Thread(target=heartbeat, daemon=True)
    beat.start()
    results: list[tuple[str, float, str]] = []
    chosen = [PROBLEMS[i % len(PROBLEMS)] for i in range(args.threads)]

    def run(f: str, h: str, kind: str) -> None:
        took, reason = _timed(search, f, h, kind, limit)
        results.append((f"{f}:{h} {kind}", took, reason))

    workers = [threading.Thread(target=run, args=p) for p in chosen]
    start = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    wall = time.perf_counter() - start
    stop.set()
    beat.join()
    for name, took, reason in results:
        print(f"   {name:28s} {took:6.2f}s ({took - limit:+.2f})  {reason}")
    print(
        f"   all {len(results)} done in {wall:.2f}s; worst {max(r[1] for r in results):.2f}s; "
        f"heartbeat gap median {1000 * statistics.median(gaps):.1f} ms, "
        f"longest {1000 * max(gaps):.0f} ms"
    )


def _timed(search: ModuleType, f: str, h: str, kind: str, limit: float) -> tuple[float, str]:
    start = time.perf_counter()
    out = search.minimal_gadget(parse_graph(f), parse_graph(h), kind, 10, time_limit=limit)
    return time.perf_counter() - start, str(out.reason)


def _search_module(path: str | None) -> ModuleType:
    if path is None:
        from ramsey_inspect.core import gadget_search

        return gadget_search
    spec = importlib.util.spec_from_file_location("gadget_search_under_test", path)
    if spec is None or spec.loader is None:
        sys.exit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


if __name__ == "__main__":
    main()
