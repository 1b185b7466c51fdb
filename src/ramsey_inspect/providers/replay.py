"""Recorded responses as a model: ``ramsey_inspect/replay`` answers from a study's files.

``--model ramsey_inspect/replay -M responses=DIR`` gives each k-coloring sample the reply
stored at ``DIR/<set>/<frame>/repeat<r>/<id>.txt``, the layout the k-coloring study
published its responses in (one such folder per model). Epoch e reads ``repeat<e-1>``;
when a frame folder has no ``repeat0`` (the study's layout for a prompt sent once), epoch 1
reads ``DIR/<set>/<frame>/<id>.txt``. The study's set names (``6v3c``) and
frame names (``math``, ``math_demanding``, ``cities``, ``friends``) are ours too, and
``<id>`` is the study's problem id: the sample's ``problem_id`` metadata, the last part of a
published sample's id (``6v3c-math-17`` reads ``6v3c/math/repeat<r>/17.txt``).
A relabelled sample (``-T relabel``) shows another numbering than the one the recorded
replies answer, so it is refused with a `ReplayError` rather than scored against them; in
``inspect eval`` the k-coloring task refuses the whole run first
(``baselines.refuse_unanswerable``), as it does a folder that answers none of its samples.

The model learns which sample it answers from Inspect's running-sample context, so the
task, its prompts and its scorer stay exactly as for any other model. A missing file raises
`ReplayError` naming the path: Inspect records it as that sample's error, excluded from the
scores, and ``--fail-on-error`` decides whether the eval goes on (``--no-fail-on-error``
keeps it going). Files are read bounded and decoded leniently, since they are model output.
Only regular files inside DIR are read: a reply file or folder whose links lead outside DIR
(``1.txt -> /etc/passwd``, ``1.txt -> ../../secret``), a FIFO or a device is refused with a
`ReplayError` naming it, so nothing from outside DIR reaches a log.

``-M reasoning=hidden`` replays a model that reasoned out of sight (o1-mini, o3-mini): each
reply then opens with an empty redacted ``ContentReasoning`` block, as a live call to such a
model returns, so a scorer knows the reasoning was unseen rather than absent. The default,
``shown``, returns the text alone.
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspect_ai.model import ContentReasoning, ContentText, ModelOutput

from ramsey_inspect._inspect_compat import sample_active, sample_state
from ramsey_inspect.names import FRAME, PROBLEM_ID, PROBLEM_SET
from ramsey_inspect.user_files import UserFileError, inside, read_tail

MAX_RESPONSE_BYTES = 1 << 20
"""Longest reply kept (1 MiB); a longer file keeps its end, where the answer is."""

_SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*\Z")
_SET_NAME = re.compile(r"\d+v\d+c(?:_[a-z]+)*\Z")
_LAYOUT = "DIR/<set>/<frame>/repeat<r>/<id>.txt"
REASONING_CHOICES = ("shown", "hidden")
"""``-M reasoning=``: whether the replayed model's reasoning was visible in its replies."""


class ReplayError(RuntimeError):
    """A sample has no readable recorded response, or is not a k-coloring sample."""


@dataclass(frozen=True)
class SampleKey:
    """What picks a recorded response: the sample's set, frame, problem id and epoch."""

    sample_id: int | str
    problem_set: str
    frame: str
    problem_id: str
    epoch: int


@dataclass(frozen=True)
class Replay:
    """A folder of recorded responses in the study's layout."""

    root: Path
    hidden_reasoning: bool = False

    @classmethod
    def from_args(cls, model_args: dict[str, Any]) -> Replay:
        """The folder named by ``-M responses=DIR``; fails at once when it is absent."""
        value = model_args.get("responses")
        if value is None or str(value).strip() == "":
            raise ValueError(
                f"ramsey_inspect/replay needs -M responses=DIR, a folder laid out as {_LAYOUT}"
            )
        root = Path(str(value)).expanduser()
        if not root.is_dir():
            raise ValueError(f"-M responses: {str(value)!r} is not a folder (expected {_LAYOUT})")
        if not _has_layout(root):
            # Checked now: found at the first sample, it would be a traceback and exit 0.
            inner = next((d for d in _subfolders(root) if _has_layout(d)), None)
            hint = f" (did you mean -M responses={inner}?)" if inner is not None else ""
            raise ValueError(
                f"-M responses: {str(value)!r} holds no <set>/<frame> folder such as "
                f"6v3c/math, so no recorded response{hint}; expected {_LAYOUT}"
            )
        reasoning = str(model_args.get("reasoning", "shown")).strip().lower()
        if reasoning not in REASONING_CHOICES:
            raise ValueError(
                f"-M reasoning: {model_args.get('reasoning')!r} is not one of "
                f"{', '.join(REASONING_CHOICES)}"
            )
        return cls(root, hidden_reasoning=reasoning == "hidden")

    def path_for(self, key: SampleKey) -> Path:
        """The file that answers this sample, in the study's layout."""
        frame_dir = self.root / key.problem_set / key.frame
        name = f"{key.problem_id}.txt"
        nested = frame_dir / f"repeat{key.epoch - 1}" / name
        # Any entry there counts (a FIFO, a dangling link): reading it then names the file
        # that is there, not a repeat0 path that never existed.
        if key.epoch == 1 and not nested.parent.is_dir() and os.path.lexists(frame_dir / name):
            return frame_dir / name
        return nested

    def uncovered(self, samples: Iterable[tuple[str, str, str]]) -> str | None:
        """Why none of ``samples`` (set, frame, problem id) can be answered, or None.

        Only epoch 1's file is looked for, and the look stops at the first one found: a
        folder covering part of the task is documented use (``--no-fail-on-error``).
        """
        count, first = 0, None
        for problem_set, frame, problem_id in samples:
            path = self.path_for(SampleKey(problem_id, problem_set, frame, problem_id, 1))
            if os.path.lexists(path):  # present; a FIFO or bad link is named when read
                return None
            count, first = count + 1, first or path
        if first is None:
            return None
        folders = [f"{d.name}/{f.name}" for d in _subfolders(self.root) for f in _subfolders(d)]
        held = ", ".join(sorted(folders)[:8]) or "no <set>/<frame> folder"
        return (
            f"-M responses: {str(self.root)!r} has a response for none of the task's {count} "
            f"samples (the first would be {first}); it holds {held}"
        )

    def read(self, key: SampleKey) -> tuple[str, dict[str, Any]]:
        """The recorded reply (its last MAX_RESPONSE_BYTES, UTF-8 read leniently) and a note.

        Raises:
            ReplayError: the file is missing or cannot be read; the message names its path.
        """
        path = self.path_for(key)
        where = f"sample {key.sample_id!r} ({key.problem_set}, {key.frame}, epoch {key.epoch})"
        if not os.path.lexists(path):
            raise ReplayError(
                f"ramsey_inspect/replay: no recorded response for {where}: no file {path} "
                "(--no-fail-on-error runs the rest when the folder covers part of the task)"
            )
        try:
            inside(path, self.root, "-M responses")
            data, size = read_tail(path, "-M responses", MAX_RESPONSE_BYTES)
        except UserFileError as err:
            raise ReplayError(f"ramsey_inspect/replay: {where}: {err}") from None
        note = {"replay_file": str(path), "replay_bytes": size}
        if size > MAX_RESPONSE_BYTES:
            note["replay_kept_bytes"] = MAX_RESPONSE_BYTES
        return data.decode("utf-8", errors="replace"), note

    def reply(self, model: str, key: SampleKey) -> ModelOutput:
        """The recorded reply as model output, its file noted in the output's metadata."""
        text, note = self.read(key)
        if self.hidden_reasoning:
            hidden = ContentReasoning(reasoning="", redacted=True)
            output = ModelOutput.from_content(model, [hidden, ContentText(text=text)])
        else:
            output = ModelOutput.from_content(model, text)
        output.metadata = note
        return output


_MAX_LISTED = 1000
"""Entries of a folder looked at when checking the layout (a model folder holds a few sets)."""


def _subfolders(folder: Path) -> list[Path]:
    """Up to ``_MAX_LISTED`` of the folder's subfolders, in name order; none if unreadable."""
    try:
        with os.scandir(folder) as entries:
            listed = itertools.islice(entries, _MAX_LISTED)
            found = [Path(e.path) for e in listed if e.is_dir()]
    except OSError:
        return []
    return sorted(found)


def _has_layout(root: Path) -> bool:
    """Whether ``root`` holds a ``<set>/<frame>`` folder (a set named like ``6v3c``)."""
    return any(_SET_NAME.match(d.name) and _subfolders(d) for d in _subfolders(root))


def current_sample() -> SampleKey:
    """The running sample's key, from Inspect's sample context and the sample's metadata.

    Raises:
        ReplayError: outside a running sample, a sample without k-coloring metadata, or a
            relabelled one.
    """
    sample_id, epoch, metadata = _running_sample()
    missing = [k for k in (PROBLEM_SET, FRAME, PROBLEM_ID) if metadata.get(k) is None]
    if missing:
        raise ReplayError(
            f"ramsey_inspect/replay answers k-coloring samples; sample {sample_id!r} has no "
            f"{', '.join(missing)} in its metadata"
        )
    if metadata.get("relabel") is not None:
        raise ReplayError(
            f"ramsey_inspect/replay: sample {sample_id!r} is relabelled (relabel="
            f"{metadata['relabel']}); the recorded responses answer the published numbering, "
            "not this one, so they cannot be replayed here (run without -T relabel)"
        )
    parts = {k: str(metadata[k]) for k in (PROBLEM_SET, FRAME, PROBLEM_ID)}
    for name, part in parts.items():
        if not _SAFE_NAME.match(part):
            raise ReplayError(f"ramsey_inspect/replay: sample {sample_id!r} has {name} {part!r}")
    return SampleKey(sample_id, parts[PROBLEM_SET], parts[FRAME], parts[PROBLEM_ID], epoch)


def running_sample() -> tuple[int | str, int, dict[str, Any]] | None:
    """Id, epoch and dataset metadata of the sample this model call belongs to, if any.

    Inspect's own providers find their sample through ``sample_active()``, which holds the
    dataset's Sample as solvers cannot change it; the sample's task state is the fallback.
    Inspect exports neither, so both come through ``_inspect_compat``, which names the
    supported Inspect range if they have moved. None outside a sample (a direct
    ``generate()`` call).
    """
    active = sample_active()
    if active is not None and active.sample.id is not None:
        return active.sample.id, int(active.epoch), dict(active.sample.metadata or {})
    state = sample_state()
    if state is not None:
        return state.sample_id, int(state.epoch), dict(state.metadata or {})
    return None


def _running_sample() -> tuple[int | str, int, dict[str, Any]]:
    """As :func:`running_sample`, for a model that answers only inside a sample."""
    found = running_sample()
    if found is not None:
        return found
    raise ReplayError(
        "ramsey_inspect/replay answers only inside an Inspect eval sample "
        "(it needs the sample's set, frame, id and epoch)"
    )
