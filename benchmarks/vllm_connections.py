"""Throughput against ``--max-connections`` on a real vLLM server (the CPU build, SmolLM2).

Starts ``vllm serve`` on 127.0.0.1 with SmolLM2-135M-Instruct (built by
``.ci/build_vllm_models.py``), or attaches to ``--base-url``, then runs the same k-coloring
samples through Inspect's ``vllm/`` provider once per ``--max-connections`` setting, at
temperature 0 with a fixed ``--max-tokens``, so every setting asks for the same work.
Printed per setting: the eval's seconds, samples/s, output tokens/s, and each rate as a
ratio to the first setting's.

    python benchmarks/vllm_connections.py --model-dir .vllm-models/smollm2
    python benchmarks/vllm_connections.py --base-url http://127.0.0.1:8000/v1 --samples 40 --connections 1 4 8 16

Run it with the Python of an environment holding both this package and vLLM (the real-vLLM
tier's, see ``.ci/run``). One warm-up sample runs first, so no setting pays for the first
request.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    model_dir: Path, served: str, log: Path, extra: list[str]
) -> tuple[subprocess.Popen[bytes], str]:
    vllm = shutil.which("vllm") or str(Path(sys.executable).parent / "vllm")
    port = free_port()
    argv = [
        vllm, "serve", str(model_dir), "--host", "127.0.0.1", "--port", str(port),
        "--served-model-name", served, "--max-model-len", "4096", "--api-key", "x",
        "--enforce-eager", *extra,
    ]  # fmt: skip
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": os.environ.get("VLLM_CPU_KVCACHE_SPACE", "1")}
    with log.open("wb") as out:
        proc = subprocess.Popen(
            argv, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
    base_url = f"http://127.0.0.1:{port}/v1"
    started = time.monotonic()
    while True:
        if proc.poll() is not None:
            raise SystemExit(f"vllm serve exited; see {log}")
        try:
            req = urllib.request.Request(
                f"{base_url}/models", headers={"Authorization": "Bearer x"}
            )
            urllib.request.urlopen(req, timeout=5).read()
            break
        except OSError:
            time.sleep(2)
    print(f"server up after {time.monotonic() - started:.0f} s ({' '.join(argv[1:])})", flush=True)
    return proc, base_url


def run_eval(
    base_url: str, served: str, samples: int, connections: int, max_tokens: int, log_dir: str
) -> tuple[float, int]:
    from inspect_ai import eval

    started = time.perf_counter()
    [log] = eval(
        "ramsey_inspect/kcoloring",
        model=f"vllm/{served}",
        model_base_url=base_url,
        model_args={"api_key": "x"},
        task_args={"problem_set": "5v2c", "frame": "math"},
        limit=samples,
        max_connections=connections,
        max_tokens=max_tokens,
        display="none",
        log_dir=log_dir,
    )
    seconds = time.perf_counter() - started
    if log.status != "success":
        raise SystemExit(f"eval failed: {log.error}")
    assert log.stats is not None
    tokens = sum(u.output_tokens for u in log.stats.model_usage.values())
    return seconds, tokens


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, default=Path(".vllm-models/smollm2"))
    parser.add_argument("--served", default="smollm2")
    parser.add_argument("--base-url", help="attach to this server instead of starting one")
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--connections", type=int, nargs="+", default=[1, 4, 8])
    parser.add_argument("--serve-arg", action="append", default=[], help="extra vllm serve flag")
    args = parser.parse_args()

    proc = None
    with tempfile.TemporaryDirectory() as tmp:
        base_url = args.base_url
        if base_url is None:
            proc, base_url = start_server(
                args.model_dir, args.served, Path(tmp) / "vllm.log", args.serve_arg
            )
        try:
            run_eval(base_url, args.served, 1, 1, args.max_tokens, tmp)  # warm-up
            print(
                f"{args.samples} k-coloring samples (5v2c, math), max_tokens {args.max_tokens}, temperature 0"
            )
            print("| --max-connections | seconds | samples/s | output tokens/s | ratio to first |")
            print("| --- | --- | --- | --- | --- |")
            first = None
            for connections in args.connections:
                seconds, tokens = run_eval(
                    base_url, args.served, args.samples, connections, args.max_tokens, tmp
                )
                rate = tokens / seconds
                first = first or rate
                print(
                    f"| {connections} | {seconds:.1f} | {args.samples / seconds:.2f} | "
                    f"{rate:.0f} ({tokens} tokens) | {rate / first:.2f} |",
                    flush=True,
                )
        finally:
            if proc is not None:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=60)
    return 0


if __name__ == "__main__":
    sys.exit(main())
