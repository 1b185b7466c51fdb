"""Reference answers to GTBench questions, for the ``ramsey_inspect/exact`` baseline.

The exact model answers a GTBench prompt with the dataset's own answer, so that it is the
upper line of a report, as it is for the other tasks: a ``Final answer:`` line with the
ground truth for an exact-answer question, the reference proof for a proof. It finds the
problem by its question, which every prompt template quotes whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ramsey_inspect.datasets.gtbench import load_problems


@dataclass(frozen=True)
class ReferenceAnswers:
    """The problems of one GTBench dataset, looked up by the question a prompt quotes."""

    problems: tuple[dict[str, Any], ...]

    @classmethod
    def load(cls, path: str | Path | None = None) -> ReferenceAnswers:
        """The shipped problems, or a file in the paper's schema (checked as the task does)."""
        # Longest first, so a question that contains a shorter one is matched as itself.
        problems = sorted(load_problems(path, "-M dataset"), key=lambda p: -len(str(p["question"])))
        return cls(tuple(problems))

    def reply(self, prompt: str) -> str | None:
        """The reference reply to the question ``prompt`` quotes; None if it quotes none."""
        problem = next((p for p in self.problems if str(p["question"]) in prompt), None)
        if problem is None:
            return None
        truth = str(problem["ground_truth"])
        if problem["evaluation_type"] == "exact_match":
            return f"The reference answer to problem {problem['id']}.\n\nFinal answer: {truth}"
        return f"The reference proof for problem {problem['id']}.\n\n{truth}"
