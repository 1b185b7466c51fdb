"""Every parser name and serve flag the profiles and docs/vllm.md use, against the installed vLLM.

The names are looked up in vLLM's own registries (loading each parser class) and the flags
are parsed by ``vllm serve``'s own argument parser, in the vLLM environment's Python.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from real_vllm import ROOT, vllm_python

from ramsey_inspect.profiles import PROFILES, serve_flags_text

pytestmark = pytest.mark.vllm_real

INSPECT_ARGS = {"device", "host", "port", "api_key", "client_timeout", "timeout", "base_url"}
"""``-M`` names Inspect's vllm provider keeps for itself; the rest become serve flags."""

CHECK = r"""
import json, sys
from vllm.reasoning import ReasoningParserManager
from vllm.tool_parsers import ToolParserManager
from vllm.entrypoints.launchers.cli_args import make_arg_parser
from vllm.utils.argparse_utils import FlexibleArgumentParser

request = json.loads(sys.argv[1])
out = {"tool": {}, "reasoning": {}, "flags": {}}
for name in request["tool"]:
    try:
        out["tool"][name] = ToolParserManager.get_tool_parser(name).__name__
    except Exception as err:
        out["tool"][name] = "MISSING: " + repr(err)
for name in request["reasoning"]:
    try:
        out["reasoning"][name] = ReasoningParserManager.get_reasoning_parser(name).__name__
    except Exception as err:
        out["reasoning"][name] = "MISSING: " + repr(err)
parser = make_arg_parser(FlexibleArgumentParser())
for line in request["flags"]:
    try:
        parser.parse_args(["some/model", *line])
        out["flags"][" ".join(line)] = "ok"
    except SystemExit as err:
        out["flags"][" ".join(line)] = "REFUSED"
print(json.dumps(out))
"""


def vllm_section() -> str:
    return (ROOT / "docs" / "vllm.md").read_text(encoding="utf-8")


def readme_serve_lines() -> list[list[str]]:
    """Flags of every ``vllm serve`` the vLLM page (docs/vllm.md) writes, and of its -M flags."""
    section = vllm_section()
    lines: list[list[str]] = []
    joined = section.replace("\\\n", " ")
    for command in re.findall(r"vllm serve (\S+)([^\n`|]*)", joined):
        flags = command[1].split("#")[0].split()
        if flags:
            lines.append([f for f in flags if f != "\\"])
    for name, value in set(re.findall(r"-M ([a-z_]+)=([^\s`|\"]+)", section)):
        if name in INSPECT_ARGS:
            continue
        flag = "--" + name.replace("_", "-")
        lines.append([flag] if value == "true" else [flag, value])
    return lines


def check(
    tool: list[str], reasoning: list[str], flags: list[list[str]]
) -> dict[str, dict[str, str]]:
    request = json.dumps({"tool": tool, "reasoning": reasoning, "flags": flags})
    done = subprocess.run(
        [str(vllm_python()), "-c", CHECK, request],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=Path("/"),
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, dict[str, str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


MADE_UP = ("no_such_parser", "no_such_reasoner", ["--no-such-flag"])
"""A parser, a reasoning parser and a flag vLLM does not have: they must be reported."""


@pytest.fixture(scope="module")
def checked() -> dict[str, dict[str, str]]:
    """One look-up of everything (importing vLLM takes a minute on a busy machine)."""
    tool = sorted({p.tool_call_parser for p in PROFILES if p.tool_call_parser})
    reasoning = sorted({p.reasoning_parser for p in PROFILES if p.reasoning_parser})
    section = vllm_section()
    tool += re.findall(r"--tool-call-parser (?!to be set)(\w+)", section)
    reasoning += re.findall(r"--reasoning-parser (\w+)", section)
    flags = [serve_flags_text(p).split() for p in PROFILES if serve_flags_text(p)]
    flags += readme_serve_lines()
    assert len(flags) > len(PROFILES)  # the vLLM page's commands were found
    made_tool, made_reasoning, made_flag = MADE_UP
    return check(
        sorted({*tool, made_tool}), sorted({*reasoning, made_reasoning}), [*flags, made_flag]
    )


def test_every_parser_and_flag_exists_in_the_installed_vllm(
    checked: dict[str, dict[str, str]],
) -> None:
    made_tool, made_reasoning, made_flag = MADE_UP
    missing = {
        kind: {
            k: v
            for k, v in found.items()
            if (v == "REFUSED" or v.startswith("MISSING"))
            and k not in (made_tool, made_reasoning, " ".join(made_flag))
        }
        for kind, found in checked.items()
    }
    assert missing == {"tool": {}, "reasoning": {}, "flags": {}}
    assert {"hermes", "llama3_json", "gemma4", "openai"} <= set(checked["tool"])
    assert {"qwen3", "deepseek_r1", "gemma4"} <= set(checked["reasoning"])
    assert len(checked["flags"]) > 10


def test_the_check_can_fail(checked: dict[str, dict[str, str]]) -> None:
    """A made-up parser and flag are reported, so the test above can fail."""
    made_tool, made_reasoning, made_flag = MADE_UP
    assert checked["tool"][made_tool].startswith("MISSING")
    assert checked["reasoning"][made_reasoning].startswith("MISSING")
    assert checked["flags"][" ".join(made_flag)] == "REFUSED"
