"""The RamseyGadgets problems: the paper's 70, and the same family for any other pair.

13 pairs (F in {P3, K1,3}; H among K3, K1,3, P4, TK3, C4, K4-e, K4; F != H), six gadget
types each, minus clause and variable gadgets for the four pairs whose goodness problem is
polynomial ((P3,K3), (P3,K1,3), (P3,P4), (P3,TK3)): 13 x 6 - 4 x 2 = 70. Determiners form
the ``easy`` tier (26), the rest ``hard`` (44).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ramsey_inspect.core.gadgets import GADGET_TYPES, HARDNESS_TYPES, GadgetType, gadget_type_name
from ramsey_inspect.core.named_graphs import GRAPH_TOKEN, NamedGraph, parse_graph

PAPER_PAIRS: tuple[tuple[str, str], ...] = (
    ("P3", "K3"), ("P3", "K1,3"), ("P3", "P4"), ("P3", "TK3"), ("P3", "C4"),
    ("P3", "K4-e"), ("P3", "K4"), ("K1,3", "K3"), ("K1,3", "P4"), ("K1,3", "TK3"),
    ("K1,3", "C4"), ("K1,3", "K4-e"), ("K1,3", "K4"),
)  # fmt: skip
POLYNOMIAL_PAIRS = {("P3", "K3"), ("P3", "K1,3"), ("P3", "P4"), ("P3", "TK3")}
"""Pairs whose goodness is decidable in polynomial time: no hardness gadgets (P != NP)."""
GadgetTier = Literal["easy", "hard"]
TIERS: tuple[GadgetTier, ...] = get_args(GadgetTier)
EASY_TYPES: tuple[GadgetType, ...] = ("red_determiner", "blue_determiner")

_PAIR = re.compile(rf"({GRAPH_TOKEN})\s*:\s*({GRAPH_TOKEN})")
_PAPER_WORD = re.compile(r"(?<![^\s,;])(?:paper|all)(?![^\s,;])")
"""``paper`` or ``all`` as a whole item of a pair list."""


@dataclass(frozen=True)
class GadgetProblem:
    """One construction problem: a pair (F, H) and a gadget type."""

    f: NamedGraph
    h: NamedGraph
    gadget_type: GadgetType

    @property
    def tier(self) -> GadgetTier:
        return "easy" if self.gadget_type in EASY_TYPES else "hard"

    @property
    def id(self) -> str:
        """Readable and stable, e.g. ``K1_3-K4-red-determiner``; see :func:`id_name`."""
        return f"{id_name(self.f)}-{id_name(self.h)}-{gadget_type_name(self.gadget_type)}"


def id_name(graph: NamedGraph) -> str:
    """A graph's name as sample ids write it: ``K1_3`` for ``K1,3``, ``(0-1;1-2)`` for ``[0-1;1-2]``.

    Inspect splits ``--sample-id`` at commas and reads ``[...]`` as a pattern, so neither
    may appear in an id. ``_`` and parentheses occur in no graph name, so the id still
    names one pair, and ``-`` keeps separating the parts.
    """
    return current_id(graph.name)


def current_id(sample_id: str) -> str:
    """A sample id of any task version in today's form (1.x ids wrote ``K1,3-K4-...``).

    >>> current_id("K1,3-K4-red-determiner")
    'K1_3-K4-red-determiner'
    """
    return sample_id.translate(_ID_CHARS)


_ID_CHARS = str.maketrans({",": "_", "[": "(", "]": ")"})


def parse_pairs(value: str | Sequence[str]) -> list[tuple[NamedGraph, NamedGraph]]:
    """Read ``F:H`` pairs, e.g. ``K1,3:C5`` or ``P3:K4,K1,3:C5`` (commas may split names).

    ``paper`` (or ``all``) stands for the paper's 13 pairs, alone or with more pairs
    (``paper,K1,3:C5``).
    """
    # -T values arrive YAML-parsed: Inspect splits K1,3:C5 at the comma into a list.
    text = pairs_text(value)
    if not text.strip(" ,;"):
        raise ValueError("pairs: the value is empty; write F:H pairs such as K1,3:C5, or 'paper'")
    with_paper = _PAPER_WORD.search(text) is not None
    listed = _PAPER_WORD.sub(" ", text).strip(" ,;")
    pairs: list[tuple[NamedGraph, NamedGraph]] = []
    if with_paper:
        pairs = [(parse_graph(f), parse_graph(h)) for f, h in PAPER_PAIRS]
        if not listed:
            return pairs
    found = list(_PAIR.finditer(listed))
    rest = _PAIR.sub("", listed).replace(",", " ").replace(";", " ").strip()
    if not found or rest:
        raise ValueError(
            f"pairs: cannot read {text!r}; write F:H pairs such as K1,3:C5 or P3:K4 "
            "(graphs: Pn, Cn, Kn, K1,n, Km,n, Kn-e, TK3, [0-1;1-2;2-0]), or 'paper'"
        )
    for m in found:
        try:
            f, h = parse_graph(m[1]), parse_graph(m[2])
        except ValueError as err:
            raise ValueError(f"pairs: {err}") from None
        if f.same_graph(h):
            raise ValueError(
                f"pairs: {m[0]} has F = H; determiners cannot exist then, so the pair is refused"
            )
        # A pair given twice (or under another name, K1,2:K3 = P3:K3) would repeat sample ids.
        if not any(_same_pair((f, h), seen) for seen in pairs):
            pairs.append((f, h))
    return pairs


def pairs_text(value: str | Sequence[str]) -> str:
    """A ``pairs`` value as the one text the user typed: Inspect's pieces joined again.

    ``-T pairs=K1,3:C5`` reaches the task as ``['K1', '3:C5']``.

    >>> pairs_text(["K1", "3:C5"])
    'K1,3:C5'
    """
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    return ",".join(str(v) for v in items if v is not None).strip()


def _same_pair(a: tuple[NamedGraph, NamedGraph], b: tuple[NamedGraph, NamedGraph]) -> bool:
    return a[0].same_graph(b[0]) and a[1].same_graph(b[1])


def is_polynomial_pair(f: NamedGraph, h: NamedGraph) -> bool:
    """Whether (F, H) is one of the four polynomial pairs, under any name (K1,2 = P3)."""
    return any(
        _same_pair((f, h), (parse_graph(pf), parse_graph(ph))) for pf, ph in POLYNOMIAL_PAIRS
    )


def gadget_problems(
    pairs: Sequence[tuple[NamedGraph, NamedGraph]],
    gadget_types: Sequence[GadgetType] = GADGET_TYPES,
    tiers: Sequence[GadgetTier] = TIERS,
) -> list[GadgetProblem]:
    """The problems for these pairs, types and tiers, in the paper's order.

    Hardness gadgets exist only for a star F, and are left out for the paper's four
    polynomial pairs.
    """
    out = []
    for f, h in pairs:
        for gadget_type in gadget_types:
            if gadget_type in HARDNESS_TYPES:
                if f.star_size is None or is_polynomial_pair(f, h):
                    continue
            problem = GadgetProblem(f, h, gadget_type)
            if problem.tier in tiers:
                out.append(problem)
    return out
