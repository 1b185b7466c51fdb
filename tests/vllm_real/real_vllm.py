"""The real-vLLM tier's helpers: where vLLM and the models are, and one ``vllm serve`` process.

Every test here is marked ``vllm_real`` and left out of the default ``python -m pytest``.
It needs vLLM's CPU build (``bash .ci/install_vllm.sh DIR``) and the models built by
``.ci/build_vllm_models.py``; ``.ci/run`` does both and runs the tier from DIR with this
package installed there too (``DIR/bin/pip install -e ".[dev,vllm]"``), which is what
Inspect needs to start a server itself.

- ``RAMSEY_VLLM_VENV``: the environment holding vLLM (default: this interpreter's, when
  it has vLLM; else ``.vllm-venv`` in the repository).
- ``RAMSEY_VLLM_MODELS``: the built models (default ``.vllm-models``). The tiny models
  are built there when missing (seconds, offline); SmolLM2 must have been built.
- ``RAMSEY_VLLM_START_TIMEOUT``: seconds a server may take to come up (default 900: one
  to four minutes on two busy cores were measured).

Servers run with ``--enforce-eager``: on CPU, vLLM 0.32 otherwise compiles the model for
about 90 s per start, which these tests do not need.
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = float(os.environ.get("RAMSEY_VLLM_START_TIMEOUT", "900"))
THINKING = "I am thinking about colorings"
"""The fixed-reply models' thinking (``.ci/build_vllm_models.py``)."""
QWEN = "Qwen/Qwen3-235B-A22B"
R1 = "deepseek-ai/DeepSeek-R1"
SMOL = "smollm2"

os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")  # GiB per server: the models are small


def _venv() -> Path | None:
    named = os.environ.get("RAMSEY_VLLM_VENV")
    if named:
        return Path(named).resolve()  # subprocesses run from other folders
    if importlib.util.find_spec("vllm") is not None:
        return Path(sys.prefix)
    return ROOT / ".vllm-venv"


VENV = _venv()
VLLM_BIN = None if VENV is None else VENV / "bin" / "vllm"
MODELS = Path(os.environ.get("RAMSEY_VLLM_MODELS", ROOT / ".vllm-models")).resolve()
"""Absolute: `vllm serve` reads a relative folder it cannot find as a Hugging Face repo id."""
NO_VLLM = (
    f"no vLLM environment at {VENV}: build one with `bash .ci/install_vllm.sh DIR` and set "
    "RAMSEY_VLLM_VENV=DIR (or run the tier from DIR's Python, as .ci/run does)"
)
INSPECT_CANNOT_START = (
    "Inspect starts `vllm serve` only when `import vllm` works in its own process: run the "
    "tier from the vLLM environment's Python with this package installed there "
    '(DIR/bin/pip install -e ".[dev,vllm]"), as .ci/run does'
)


def require_vllm() -> Path:
    if VLLM_BIN is None or not VLLM_BIN.exists():
        pytest.skip(NO_VLLM)
    return VLLM_BIN


def vllm_python() -> Path:
    require_vllm()
    assert VENV is not None
    return VENV / "bin" / "python"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    """One ``vllm serve`` process on 127.0.0.1, with its log in ``log``."""

    name: str
    model: Path
    served: str
    max_model_len: int
    flags: list[str]
    log: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    up_after: float | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def argv(self) -> list[str]:
        return [
            str(VLLM_BIN), "serve", str(self.model), "--host", "127.0.0.1",
            "--port", str(self.port), "--served-model-name", self.served,
            "--max-model-len", str(self.max_model_len), "--enforce-eager", "--api-key", "x",
            *self.flags,
        ]  # fmt: skip

    def start(self) -> None:
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(
                self.argv, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        self.started = time.monotonic()

    def wait(self) -> Server:
        """Block until the server lists its model; fail with its log's tail if it dies."""
        assert self.process is not None
        while self.up_after is None:
            if self.process.poll() is not None:
                pytest.fail(f"vllm serve {self.name} exited:\n{self.tail()}")
            if time.monotonic() - self.started > START_TIMEOUT:
                pytest.fail(
                    f"vllm serve {self.name} not up in {START_TIMEOUT:.0f} s:\n{self.tail()}"
                )
            try:
                request = urllib.request.Request(
                    f"{self.base_url}/models", headers={"Authorization": "Bearer x"}
                )
                with urllib.request.urlopen(request, timeout=5) as reply:
                    json.load(reply)
                self.up_after = time.monotonic() - self.started
                print(f"\nvllm serve {self.name}: up after {self.up_after:.0f} s")
            except OSError:
                time.sleep(2)
        return self

    def tail(self, lines: int = 30) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace").splitlines()
        return "\n".join(text[-lines:])

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def build_models() -> Path:
    """The tiny models (built here when missing); SmolLM2 is looked for, not built."""
    python = vllm_python()
    if not (MODELS / "fixed-r1" / "config.json").exists():
        subprocess.run(
            [str(python), str(ROOT / ".ci" / "build_vllm_models.py"), str(MODELS)],
            check=True,
        )
    return MODELS
