"""``ramsey_inspect/replay`` refuses relabelled samples.

Their recorded replies answer another numbering of the graph, so scoring them against the
shown one would be meaningless.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval

from ramsey_inspect.providers import replay
from ramsey_inspect.providers.replay import ReplayError
from ramsey_inspect.tasks.kcoloring import kcoloring

# A reply to the published 6v3c problem 279 (colorable; this coloring is proper there).
REPLY = (
    "<think>\nVertex 4 meets 0, 1, 2 and 5, so it takes a color of its own.\n</think>\n\n"
    "It can be done:\n\n0 Red\n1 Blue\n2 Blue\n3 Red\n4 Green\n5 Red"
)


def running(monkeypatch: pytest.MonkeyPatch, sample_id: Any, metadata: dict[str, Any]) -> None:
    monkeypatch.setattr(replay, "_running_sample", lambda: (sample_id, 1, metadata))


def test_only_samples_shown_as_published_are_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    samples = {s.id: s for s in kcoloring(problem_set="6v3c", frame="math").dataset}
    running(monkeypatch, "6v3c-math-279", dict(samples["6v3c-math-279"].metadata or {}))
    assert replay.current_sample().problem_id == "279"
    relabelled = kcoloring(problem_set="6v3c", frame="math", relabel=0)
    shown = {s.id: s for s in relabelled.dataset}["6v3c-math-279-r0"]
    running(monkeypatch, shown.id, dict(shown.metadata or {}))
    with pytest.raises(ReplayError, match=r"'6v3c-math-279-r0' is relabelled \(relabel=0\)"):
        replay.current_sample()


@pytest.mark.slow
def test_a_relabelled_sample_is_refused_naming_the_reason(tmp_path: Path) -> None:
    folder = tmp_path / "responses"
    path = folder / "6v3c" / "math" / "repeat0" / "279.txt"
    path.parent.mkdir(parents=True)
    path.write_text(REPLY, encoding="utf-8")
    ids = ["6v3c-math-279", "6v3c-math-279-r3"]
    published, relabelled = eval(
        [
            kcoloring(problem_set="6v3c", frame="math"),
            kcoloring(problem_set="6v3c", frame="math", relabel=3),
        ],
        model="ramsey_inspect/replay",
        model_args={"responses": str(folder)},
        sample_id=ids,
        fail_on_error=False,
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert published.samples is not None
    assert relabelled.samples is not None
    [scored] = published.samples
    assert scored.scores is not None
    assert scored.scores["coloring_checker"].value == "C"
    [refused] = relabelled.samples
    assert refused.error is not None
    assert "relabelled (relabel=3)" in refused.error.message
    assert "without -T relabel" in refused.error.message
    assert not refused.scores
