"""Score reply probes in one in-process Inspect eval per task (run by run.py in a child).

Usage (with PYTHONPATH set to the checkout's src): ``python harness.py IN.json OUT.json LOGDIR``.
IN holds reply probes of one task; each becomes a copy of a real sample of the task (the
task built with the probe's options, the sample picked by id or by metadata), with the
probe's id as sample id. A stand-in model answers each sample with its probe's reply, and
a stand-in GTBench judge records every prompt it is sent and calls every answer wrong (so
an exact answer that reaches it scores I). The task's own solver and scorers run
unchanged. OUT gets, per probe id, the first scorer's value, answer, explanation and
metadata, the judge prompts, and any sample error.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from inspect_ai import eval as inspect_eval
from inspect_ai import task_with
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.log._samples import sample_active
from inspect_ai.model import ModelAPI, ModelOutput, get_model, modelapi

REPLIES: dict[str, str] = {}
JUDGE_SEEN: dict[str, list[str]] = {}
JUDGE_VERDICT = '{"correct": false, "failure_type": "B", "justification": "probe stand-in judge"}'


def _sample_id() -> str:
    active = sample_active()
    return str(active.sample.id) if active and active.sample else "?"


@modelapi(name="probereply")
class ProbeReply(ModelAPI):
    """Answers each sample with its probe's reply."""

    async def generate(self, input, tools, tool_choice, config):  # type: ignore[no-untyped-def,override]
        return ModelOutput.from_content(self.model_name, REPLIES.get(_sample_id(), ""))


@modelapi(name="probejudge")
class ProbeJudge(ModelAPI):
    """Records what the judge is shown; calls every answer wrong."""

    async def generate(self, input, tools, tool_choice, config):  # type: ignore[no-untyped-def,override]
        JUDGE_SEEN.setdefault(_sample_id(), []).append("\n".join(m.text for m in input))
        return ModelOutput.from_content(self.model_name, JUDGE_VERDICT)


def _build(task: str, args: dict[str, Any]) -> Any:
    if task == "kcoloring":
        from ramsey_inspect.tasks.kcoloring import kcoloring

        return kcoloring(**args)
    if task == "gadgets":
        from ramsey_inspect.tasks.gadgets import gadgets

        return gadgets(**args)
    from ramsey_inspect.tasks.gtbench import gtbench

    return gtbench(**{"judge_check": False, **args})


def _pick(samples: list[Sample], sel: Any) -> Sample:
    if isinstance(sel, str):
        for s in samples:
            if str(s.id) == sel:
                return s
        raise KeyError(f"no sample {sel}")
    for s in samples:
        meta = s.metadata or {}
        if all(meta.get(k) == v for k, v in (sel or {}).items()):
            return s
    raise KeyError(f"no sample with {sel}")


def _fill(reply: str, sample: Sample) -> str:
    target = sample.target if isinstance(sample.target, str) else "\n".join(sample.target)
    return reply.replace("{target}", target)


def main() -> None:
    src, out, log_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    probes = json.load(open(src, encoding="utf-8"))
    results: dict[str, dict[str, Any]] = {}
    groups: dict[str, list[dict[str, Any]]] = {}
    for p in probes:
        groups.setdefault(json.dumps(p.get("args", {}), sort_keys=True), []).append(p)
    for key, members in groups.items():
        try:
            base = _build(members[0]["task"], json.loads(key))
            samples = list(base.dataset)
        except Exception as e:  # noqa: BLE001 - reported per probe
            for p in members:
                results[p["id"]] = {"error": f"task creation: {type(e).__name__}: {e}"}
            continue
        copies = []
        for p in members:
            try:
                s = _pick(samples, p.get("sample"))
            except KeyError as e:
                results[p["id"]] = {"error": f"probe setup: {e}"}
                continue
            REPLIES[p["id"]] = _fill(p["reply"], s)
            copies.append(s.model_copy(update={"id": p["id"]}))
        if not copies:
            continue
        task = task_with(base, dataset=MemoryDataset(copies))
        roles = {"grader": get_model("probejudge/judge")}
        logs = inspect_eval(
            task,
            model=get_model("probereply/model"),
            model_roles=roles,
            log_dir=log_dir,
            display="none",
            fail_on_error=False,
            max_samples=8,
            log_format="json",
        )
        for log in logs:
            for s in log.samples or []:
                sid = str(s.id)
                row: dict[str, Any] = {"judge": JUDGE_SEEN.get(sid, [])}
                if s.error:
                    row["error"] = s.error.message[:2000]
                    row["traceback"] = (s.error.traceback or "")[-3000:]
                scores = list((s.scores or {}).values())
                if scores:
                    sc = scores[0]
                    row.update(
                        value=sc.value if isinstance(sc.value, (str, int, float)) else None,
                        answer=sc.answer,
                        explanation=sc.explanation,
                        metadata=sc.metadata or {},
                        reason=getattr(sc, "reason", None),
                    )
                results[sid] = row
            if log.status != "success" and not log.samples:
                for p in members:
                    results.setdefault(p["id"], {"error": f"eval {log.status}: {log.error}"})
    json.dump(results, open(out, "w", encoding="utf-8"), default=str)


if __name__ == "__main__":
    main()
