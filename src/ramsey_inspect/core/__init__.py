"""The pure graph library under the tasks: no Inspect imports here."""

from ramsey_inspect.core.coloring import (
    chromatic_number,
    coloring_cnf,
    find_coloring,
    is_proper_coloring,
)
from ramsey_inspect.core.graphs import (
    adjacency_masks,
    candidate_edges,
    clique_number,
    normalize_edges,
    unrank_combination,
)
from ramsey_inspect.core.greedy import (
    GREEDY_TRIALS,
    greedy_run,
    greedy_score_estimate,
    greedy_score_exact,
    greedy_states,
)
from ramsey_inspect.core.problem_sets import (
    PAPER_SETS,
    PROBLEM_TYPES,
    Problem,
    build_problem_set,
    classify,
    lrm_selection,
    parse_problem_set,
    problem_graphs,
)

__all__ = [
    "GREEDY_TRIALS",
    "PAPER_SETS",
    "PROBLEM_TYPES",
    "Problem",
    "adjacency_masks",
    "build_problem_set",
    "candidate_edges",
    "chromatic_number",
    "classify",
    "clique_number",
    "coloring_cnf",
    "find_coloring",
    "greedy_run",
    "greedy_score_estimate",
    "greedy_score_exact",
    "greedy_states",
    "is_proper_coloring",
    "lrm_selection",
    "normalize_edges",
    "parse_problem_set",
    "problem_graphs",
    "unrank_combination",
]
