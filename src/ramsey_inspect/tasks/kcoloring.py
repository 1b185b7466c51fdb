"""Graph k-coloring: can a model color a small graph, or see that it cannot be colored?

Heyman & Zylberberg, "Evaluating the Systematic Reasoning Abilities of Large Language
Models through Graph Coloring". Five problem sets (4v2c ... 8v4c), four frames, problems
typed by colorability and greedy score. A sample's id names its problem in any selection:
``6v3c-math-17``, or ``6v3c-math-17-r3`` shown under relabelling seed 3.

    inspect eval ramsey_inspect/kcoloring -T problem_set=6v3c -T frame=math,friends
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, overload

from inspect_ai import Task, task
from inspect_ai.dataset import Dataset, MemoryDataset, Sample
from inspect_ai.util import display_type

from ramsey_inspect import names
from ramsey_inspect.core.problem_sets import PAPER_SETS, Problem, lrm_selection, parse_problem_set
from ramsey_inspect.datasets.kcoloring import (
    Relabelled,
    load_original,
    load_problem_set,
    lrm_ids,
    relabel_problem,
    sample_id,
)
from ramsey_inspect.prompts.kcoloring import (
    FRAMES,
    MAX_FRAME_COLORS,
    MAX_FRAME_VERTICES,
    Frame,
    format_answer,
    render_prompt,
)
from ramsey_inspect.scorers._answer_metrics import METRIC_VIEWS
from ramsey_inspect.scorers.kcoloring import coloring_checker
from ramsey_inspect.solvers.apply_profile import (
    profile_config,
    profile_messages,
    shapes_messages,
    task_profile,
)
from ramsey_inspect.solvers.serving import served_generate
from ramsey_inspect.tasks._options import (
    MAX_SEED,
    OptionError,
    option_errors,
    option_int,
    option_names,
    option_one,
    option_text,
    refuse_unknown,
    require_model,
)
from ramsey_inspect.viewer import viewer_columns, viewer_config

SELECTIONS = names.KCOLORING_SELECTIONS
DEFAULT_PROBLEM_SET = "all"
DEFAULT_FRAME = "all"
GENERATED_SEED = 0
"""The seed a generated set is drawn with when ``-T problem_seed`` is not given."""
KCOLORING_VERSION = "2.1.0"


@task
def kcoloring(
    problem_set: str | list[str] = DEFAULT_PROBLEM_SET,
    frame: str | list[str] = DEFAULT_FRAME,
    selection: names.KColoringSelection = "all",
    problem_seed: int | None = None,
    data_dir: str | None = None,
    profile: str = "auto",
    relabel: int | None = None,
    metrics: str = "headline",
    **unknown: Any,
) -> Task:
    """Color each graph with k colors, or answer 'Impossible'.

    Args:
        problem_set: One set or a list, e.g. ``6v3c`` or ``4v2c,8v4c``; ``all`` is the
            study's five (4v2c, 5v2c, 6v3c, 7v3c, 8v4c). Other ``NvKc`` sets are generated
            by the study's procedure (2 <= k < n <= 12, k <= 8).
        frame: One frame or a list of ``math``, ``math_demanding``, ``cities``,
            ``friends``; ``all`` is the four.
        selection: ``all``, or ``lrm`` for the study's reasoning-model subset of each
            paper set (mid-range edge counts; in 5v2c the half of each that the study
            listed).
        problem_seed: Seed that draws the graphs of generated sets, a whole number from
            0 to 2**32 - 1. Not given (None), generated sets are drawn with seed 0; the
            paper sets use the study's seeds, so a seed with only paper sets is refused.
            (Inspect's ``--seed`` is the model's sampling seed, a separate thing; this
            option was called ``seed`` before.)
        data_dir: Folder with the original study's files (``<set>/<id>.txt``) to use
            instead of the shipped problems.
        profile: ``auto`` (the model's recommended settings, matched by model name, at
            the study's temperature 0, or 0.5 for DeepSeek-R1), ``none``, or a profile
            name from ``ramsey_inspect.profiles.PROFILES``. A model without a profile
            runs at temperature 0 as well; ``--temperature`` wins over both.
        relabel: Show every problem under a fresh vertex numbering drawn from this seed
            (a whole number from 0 to 2**32 - 1) and the problem: the same graph with
            another edge list, to check for memorised answers; sample ids end in
            ``-r<seed>``. Not given (None), problems are shown as published.
        metrics: ``headline`` (what the results panel prints: accuracy, stderr, the
            unreadable and read-but-wrong shares) or ``all`` (those and
            the study's breakdowns: error rates per problem type and per frame
            with intervals, accuracy per edge count, outcome shares). The samples' scores keep every detail either way.
        **unknown: Any other ``-T`` option: refused, naming the closest valid one.
    """
    refuse_unknown(names.KCOLORING, unknown, kcoloring)
    require_model(names.KCOLORING)
    sets = _problem_sets(problem_set)
    given = option_names(frame, "frame", list(FRAMES))
    for name in given:
        if name not in FRAMES:
            raise OptionError(f"frame: {name!r} is not one of {', '.join(FRAMES)} (or 'all')")
    frames = [FRAMES[FRAMES.index(name)] for name in given]  # as typed, in the order given
    selection = option_one(selection, "selection", SELECTIONS)
    if problem_seed is not None:
        problem_seed = option_int(problem_seed, "problem_seed", 0, MAX_SEED)
    if relabel is not None:
        relabel = option_int(relabel, "relabel", 0, MAX_SEED)
    profile = option_text(profile, "profile", "auto, none or a profile name")
    metrics = option_one(metrics, "metrics", METRIC_VIEWS)
    with option_errors():  # before any slow work: a bad name fails at once
        chosen = task_profile(profile, names.KCOLORING)
    if data_dir is not None:
        data_dir = option_text(data_dir, "data_dir", "a folder path")
    generated = [s for s in sets if s not in PAPER_SETS]
    if selection == "lrm" and generated:
        raise OptionError(
            f"selection: 'lrm' is defined only for the paper sets {', '.join(PAPER_SETS)}, "
            f"not {', '.join(generated)}"
        )
    if problem_seed is not None and not generated:
        raise OptionError(
            "problem_seed: applies only to generated sets; the paper sets were drawn with the "
            "study's own seeds, so leave problem_seed out for them"
        )
    if data_dir is not None and not Path(data_dir).is_dir():
        raise OptionError(f"data_dir: {data_dir!r} is not a folder")

    shown: list[_Shown] = []
    for name in sets:
        if data_dir is not None:
            with option_errors():  # a missing set folder or a malformed file, named
                problems = load_original(data_dir, name)
        else:
            seed = GENERATED_SEED if problem_seed is None else problem_seed
            problems = load_problem_set(name, seed=seed, notify=_say)
        if selection == "lrm":
            problems = _lrm_subset(name, problems, from_files=data_dir is not None)
        shown += [_shown(problem, witness, relabel) for problem, witness in problems]
    profile_name = None if chosen is None else chosen.name
    steps = [served_generate(names.KCOLORING, profile_name)]
    if shapes_messages(chosen):  # else a step that changes nothing, at a span per sample
        steps.insert(0, profile_messages(profile_name))
    return Task(
        dataset=_Samples([_Entry(p, frame) for p in shown for frame in frames], names.KCOLORING),
        solver=steps,
        scorer=[coloring_checker(metrics=metrics), viewer_columns(names.KCOLORING)],
        viewer=viewer_config(names.KCOLORING),
        version=KCOLORING_VERSION,
        config=profile_config(chosen, prefill=True, task=names.KCOLORING),
        metadata={
            "problem_sets": sets,
            "frames": frames,
            "selection": selection,
            "problem_seed": problem_seed,
            "data_dir": data_dir,
            "profile": profile_name,
            "relabel": relabel,
        },
    )


def _say(line: str) -> None:
    """A line on stderr while the task is made (a generated set's first build takes a while).

    Quiet under ``--display none``, which silences Inspect's own console as well.
    """
    if display_type() != "none":
        print(f"{names.KCOLORING}: {line}", file=sys.stderr, flush=True)


def _problem_sets(value: Any) -> list[str]:
    """Canonical set names, once each: ``06v03c`` is ``6v3c``, a paper set."""
    found: list[str] = []
    for name in option_names(value, "problem_set", list(PAPER_SETS)):
        try:
            spec = parse_problem_set(name)
        except ValueError as err:
            raise OptionError(f"problem_set: {err}") from None
        if spec.n > MAX_FRAME_VERTICES or spec.k > MAX_FRAME_COLORS:
            raise OptionError(f"problem_set: {name} is beyond the frames' vocabulary")
        found.append(spec.name)
    return list(dict.fromkeys(found))


def _lrm_subset(
    name: str, problems: list[tuple[Problem, list[int] | None]], from_files: bool
) -> list[tuple[Problem, list[int] | None]]:
    """The reasoning-model subset of a set's problems (with their witnesses)."""
    try:
        kept = {p.id for p in lrm_selection([p for p, _ in problems], lrm_ids(name))}
    except ValueError as err:
        if not from_files:
            raise  # the shipped set and id list disagree: our fault, not an option's
        raise OptionError(f"data_dir: {err}") from None
    return [(p, w) for p, w in problems if p.id in kept]


@dataclass(frozen=True)
class _Shown:
    """A problem as shown (published or relabelled), with the metadata its frames share."""

    problem: Problem
    witness: list[int] | None
    relabel: int | None
    relabelled: Relabelled | None
    facts: dict[str, Any]


def _shown(problem: Problem, witness: list[int] | None, relabel: int | None) -> _Shown:
    """The problem's facts, built once: its frames' samples share the values (the edges)."""
    relabelled = None if relabel is None else relabel_problem(problem, witness, relabel)
    if relabelled is not None:
        problem, witness = relabelled.problem, relabelled.witness
    facts: dict[str, Any] = {
        names.PROBLEM_SET: problem.problem_set,
        names.PROBLEM_ID: problem.id,
        "n": problem.n,
        "k": problem.k,
        "edges": [list(e) for e in problem.edges],
        names.COLORABLE: problem.colorable,
        "chromatic_number": problem.chromatic_number,
        names.GREEDY_SCORE: problem.greedy_score,
        "greedy_score_exact": (
            None if problem.greedy_score_exact is None else float(problem.greedy_score_exact)
        ),
        names.PROBLEM_TYPE: problem.problem_type,
        names.EDGE_COUNT: problem.edge_count,
    }
    return _Shown(problem, witness, relabel, relabelled, facts)


def _sample(shown: _Shown, frame: Frame) -> Sample:
    """The problem's sample in one frame."""
    problem = shown.problem
    metadata = {**shown.facts, names.FRAME: frame, names.RELABEL: shown.relabel}
    if shown.relabelled is not None:
        metadata.update(shown.relabelled.metadata(frame))
    return Sample(
        id=sample_id(problem.problem_set, frame, problem.id, shown.relabel),
        input=render_prompt(frame, problem.n, problem.k, problem.edges),
        target=format_answer(frame, shown.witness),
        metadata=metadata,
    )


class _Entry:
    """One sample of the dataset: its problem and frame, and the sample once built."""

    __slots__ = ("built", "frame", "shown")

    def __init__(self, shown: _Shown, frame: Frame, built: Sample | None = None) -> None:
        self.shown, self.frame, self.built = shown, frame, built

    def sample(self) -> Sample:
        if self.built is None:
            self.built = _sample(self.shown, self.frame)
        return self.built


class _Samples(Dataset):
    """The task's samples, each built (prompt, target, metadata) when Inspect reads it.

    Inspect applies ``--limit`` after the task is made, so a dataset of built samples
    would hold all 15,868 of the study (about 40 MB) for a run of a few. This one holds a
    problem and a frame per sample, and a sample once built until the dataset is sliced
    (Inspect reads the whole dataset a few times, then slices it): the slice keeps its
    samples, the whole dataset lets the others go. Its order, shuffles (the same
    permutation as ``MemoryDataset``'s for a seed) and slices are those of the built list.
    """

    def __init__(self, entries: list[_Entry], name: str | None, shuffled: bool = False) -> None:
        self._entries = entries
        self._name = name
        self._shuffled = shuffled

    @property
    def name(self) -> str | None:
        return self._name

    @property
    def location(self) -> str | None:
        return None

    @property
    def shuffled(self) -> bool:
        return self._shuffled

    @overload
    def __getitem__(self, index: int) -> Sample: ...

    @overload
    def __getitem__(self, index: slice) -> Dataset: ...

    def __getitem__(self, index: int | slice) -> Sample | Dataset:
        if isinstance(index, int):
            return self._entries[index].sample()
        part = [_Entry(e.shown, e.frame, e.built) for e in self._entries[index]]
        for entry in self._entries:
            entry.built = None
        return _Samples(part, self._name, self._shuffled)

    def __len__(self) -> int:
        return len(self._entries)

    def shuffle(self, seed: int | None = None) -> None:
        if seed is not None:
            random.Random(seed).shuffle(self._entries)
        else:
            random.shuffle(self._entries)
        self._shuffled = True

    def shuffle_choices(self, seed: int | None = None) -> None:
        pass  # k-coloring samples have no choices

    def sort(
        self,
        reverse: bool = False,
        key: Callable[[Sample], Any] = lambda sample: len(str(sample.input)),
    ) -> None:
        self._entries.sort(reverse=reverse, key=lambda entry: key(entry.sample()))

    def filter(self, predicate: Callable[[Sample], bool], name: str | None = None) -> Dataset:
        return MemoryDataset(
            [sample for sample in self if predicate(sample)],
            name=name or self._name,
            shuffled=self._shuffled,
        )
