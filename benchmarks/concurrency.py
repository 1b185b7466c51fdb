"""How many requests Inspect keeps in flight to a vLLM server, and what each sample costs.

A stand-in OpenAI-compatible server (a subprocess, so that its threads do not share the
eval's interpreter) answers every chat request after a fixed delay and tracks how many
requests are open at once. The k-coloring task (math frame, profile off) then runs
``--samples`` samples through Inspect's own ``vllm/`` provider, once per concurrency
setting: Inspect's default (adaptive) and explicit ``--max-connections`` values. A last
run with no delay gives Inspect's own cost per sample, the floor any setting pays.

    python benchmarks/concurrency.py                       # 1,200 samples, 200 ms replies
    python benchmarks/concurrency.py --samples 2000 --delay 0.5 --connections 64 256 1024

Printed per setting: the server's peak and time-averaged requests in flight, the samples
per second between the first request and the last reply, the bound that concurrency
allows (connections / delay), and the seconds of the whole eval call.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL = "bench/standin"


# --- the stand-in server (runs in a subprocess: `concurrency.py --serve PORT DELAY`) ----------


class _Counter:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        self.open = 0
        self.peak = 0
        self.count = 0
        self.area = 0.0  # integral of open requests over time
        self.first: float | None = None
        self.last: float | None = None
        self.changed = time.perf_counter()

    def _tick(self, now: float) -> None:
        self.area += self.open * (now - self.changed)
        self.changed = now

    def arrive(self) -> None:
        with self.lock:
            now = time.perf_counter()
            self._tick(now)
            self.first = now if self.first is None else self.first
            self.open += 1
            self.peak = max(self.peak, self.open)

    def leave(self) -> None:
        with self.lock:
            now = time.perf_counter()
            self._tick(now)
            self.open -= 1
            self.count += 1
            self.last = now

    def stats(self) -> dict[str, Any]:
        with self.lock:
            window = (self.last - self.first) if self.first and self.last else 0.0
            return {
                "count": self.count,
                "peak": self.peak,
                "mean": self.area / window if window else 0.0,
                "window": window,
            }


def serve(port: int, delay: float) -> None:
    counter = _Counter()
    reply = {
        "role": "assistant",
        "content": "The graph cannot be colored that way.\nImpossible",
    }

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def _json(self, obj: dict[str, Any]) -> None:
            data = json.dumps(obj).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.endswith("/stats"):
                self._json(counter.stats())
                return
            self._json({"object": "list", "data": [{"id": MODEL, "max_model_len": 65536}]})

        def do_POST(self) -> None:
            length = int(self.headers["Content-Length"])
            body = json.loads(self.rfile.read(length))
            if self.path.endswith("/reset"):
                with counter.lock:
                    counter.reset()
                self._json({})
                return
            counter.arrive()
            try:
                time.sleep(delay)
            finally:
                counter.leave()
            self._json(
                {
                    "id": "c",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body["model"],
                    "choices": [{"index": 0, "message": reply, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 120, "completion_tokens": 12, "total_tokens": 132},
                }
            )

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = 4096  # a thousand connections may open at once

    Server(("127.0.0.1", port), Handler).serve_forever()


# --- the measurement -----------------------------------------------------------------------


def _call(url: str, data: bytes | None = None) -> dict[str, Any]:
    with urllib.request.urlopen(url, data=data, timeout=30) as response:
        return json.loads(response.read())  # type: ignore[no-any-return]


def _start_server(delay: float) -> tuple[subprocess.Popen[bytes], str]:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(port), str(delay)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            _call(f"{base}/v1/models")
            return process, base
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("the stand-in server did not start")


def measure(samples: int, delay: float, connections: int | None) -> dict[str, Any]:
    from inspect_ai import eval

    process, base = _start_server(delay)
    try:
        with tempfile.TemporaryDirectory() as log_dir:
            started = time.perf_counter()
            [log] = eval(
                "ramsey_inspect/kcoloring",
                model=f"vllm/{MODEL}",
                model_base_url=f"{base}/v1",
                model_args={"api_key": "bench"},
                task_args={"problem_set": "all", "frame": "math", "profile": "none"},
                limit=samples,
                max_connections=connections,
                display="none",
                log_dir=log_dir,
                log_level="warning",
            )
            wall = time.perf_counter() - started
        stats = _call(f"{base}/v1/stats")
    finally:
        process.kill()
        process.wait()
    if log.status != "success":
        raise RuntimeError(f"eval failed: {log.error}")
    window = stats["window"] or float("nan")
    return {
        "connections": "default (adaptive)" if connections is None else str(connections),
        "delay": delay,
        "requests": stats["count"],
        "peak": stats["peak"],
        "mean": stats["mean"],
        "rate": stats["count"] / window,
        "bound": (100 if connections is None else connections) / delay if delay else None,
        "wall": wall,
        "ms_per_sample": 1000 * window / stats["count"],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1200)
    parser.add_argument("--delay", type=float, default=0.2, help="seconds per reply")
    parser.add_argument("--connections", type=int, nargs="*", default=[64, 256, 1024])
    parser.add_argument("--serve", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve(int(args.serve[0]), float(args.serve[1]))
        return
    # Inspect keeps one vLLM server entry per model name for the process; each run below
    # goes to a fresh stand-in, so forget the previous one first.
    from ramsey_inspect._inspect_compat import VLLM_SERVERS, private

    servers = private(*VLLM_SERVERS)

    rows = []
    settings: list[int | None] = [None, *args.connections]
    for connections in settings:
        servers.clear()
        rows.append(measure(args.samples, args.delay, connections))
    servers.clear()
    floor = measure(args.samples, 0.0, max(args.connections))
    print(
        f"{args.samples} k-coloring samples, stand-in vLLM answering after "
        f"{args.delay * 1000:.0f} ms (python {sys.version.split()[0]})"
    )
    head = (
        f"{'max-connections':>20} {'peak':>6} {'mean':>7} {'samples/s':>10} "
        f"{'bound/s':>8} {'eval s':>7}"
    )
    print(head)
    for r in rows:
        print(
            f"{r['connections']:>20} {r['peak']:>6} {r['mean']:>7.1f} {r['rate']:>10.1f} "
            f"{r['bound']:>8.0f} {r['wall']:>7.1f}"
        )
    print(
        f"no delay, {floor['connections']} connections: {floor['rate']:.1f} samples/s, "
        f"{floor['ms_per_sample']:.1f} ms of Inspect time per sample "
        f"(peak {floor['peak']} in flight, eval {floor['wall']:.1f} s)"
    )


if __name__ == "__main__":
    main()
