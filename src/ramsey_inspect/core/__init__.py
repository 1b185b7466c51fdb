"""The pure graph library under the tasks: no Inspect imports here.

Exported here: the k-coloring half (SAT coloring, greedy process, problem sets) and the
Ramsey half (named graphs, (F,H)-good colorings, the gadget types, their verifier and the
minimal-gadget search).
"""

from ramsey_inspect.core.coloring import (
    chromatic_number,
    coloring_cnf,
    find_coloring,
    is_proper_coloring,
)
from ramsey_inspect.core.gadget_search import (
    MinimalOutcome,
    SearchBudget,
    minimal_gadget,
    search_gadget,
)
from ramsey_inspect.core.gadgets import (
    EDGE_ROLES,
    GADGET_TYPES,
    MAX_EDGES,
    MAX_VERTICES,
    VERTEX_ROLES,
    Gadget,
    GadgetType,
    GadgetVerdict,
    format_gadget,
    roles,
    verify_gadget,
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
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
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
from ramsey_inspect.core.ramsey import (
    DEFAULT_BUDGET,
    Budget,
    BudgetExceeded,
    GoodColorings,
    TimeLimitExceeded,
)

__all__ = [
    "Budget",
    "BudgetExceeded",
    "DEFAULT_BUDGET",
    "EDGE_ROLES",
    "GADGET_TYPES",
    "GREEDY_TRIALS",
    "Gadget",
    "GadgetType",
    "GadgetVerdict",
    "GoodColorings",
    "MAX_EDGES",
    "MAX_VERTICES",
    "MinimalOutcome",
    "NamedGraph",
    "PAPER_SETS",
    "PROBLEM_TYPES",
    "Problem",
    "SearchBudget",
    "TimeLimitExceeded",
    "VERTEX_ROLES",
    "adjacency_masks",
    "build_problem_set",
    "candidate_edges",
    "chromatic_number",
    "classify",
    "clique_number",
    "coloring_cnf",
    "find_coloring",
    "format_gadget",
    "greedy_run",
    "greedy_score_estimate",
    "greedy_score_exact",
    "greedy_states",
    "is_proper_coloring",
    "lrm_selection",
    "minimal_gadget",
    "normalize_edges",
    "parse_graph",
    "parse_problem_set",
    "problem_graphs",
    "roles",
    "search_gadget",
    "unrank_combination",
    "verify_gadget",
]
