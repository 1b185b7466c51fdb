"""What the false-edge reader reads on text it has never seen, pooled over every fresh part.

Each held-out part of the hand-labelled corpus (``tests/parsers/kcoloring_edge_corpus``,
README) was written by writers who never saw the reader and measured once, on the reader of
its day, by no one who had opened it; only then was it tuned on. Those first measures are
the only figures that say how the reader does on a model it was not tuned for. One part has
11 to 20 labelled false edges a style, so one part's per-style figure moves by five to nine
points with one edge; pooled over the parts, each style has 170 or more.

For each part (from held-out 5, the first measured by no one who had opened it) this reads
the part with the reader as it was at the revision of its first measure (``--at`` of
``false_edge_corpus.py``; today's labels, so a label fixed later counts as fixed), and prints
the part's figures, then recall and precision per style and per frame over all parts
together, each with its 95% Wilson interval (``scipy.stats.binomtest``), and the same per
reply, which is what ``false_edge_share`` counts: of the replies that state a false edge, the
share flagged; of those that state none, the share flagged all the same. With those two a
model's read share r maps back to its true share p = (r - fp) / (found - fp).

    python benchmarks/false_edge_first_measures.py [--since heldoutN] [--head REV]

``--head`` is the revision for the parts not yet tuned on (default: the working tree).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from _revision import reader_at
from false_edge_corpus import _records, groups, measure
from scipy.stats import binomtest

from ramsey_inspect.parsers import _kcoloring_edges

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "parsers" / "kcoloring_edge_corpus"

# part -> the revision whose reader first measured it (the corpus README's table); a part
# not listed is read with today's reader (one not tuned on it)
FIRST_MEASURED: dict[str, str] = {
    "heldout5": "7c69b51",  # round 6
    "heldout6": "891c23f",  # round 7
    "heldout7": "0093d37",  # round 8
    "heldout8": "ed57354",  # round 9
    "heldout9": "f1f4336",  # round 10
    "heldout10": "bc3364b",  # round 11
    "heldout11": "b50b98e",  # round 12
    "heldout12": "aa4e552",  # round 13
    "heldout13": "f9a14f1",  # round 14
    "heldout14": "f9a14f1",  # round 14
    "heldout15": "67addd7",  # round 15
    "heldout16": "7d76829",  # round 15 (round 16 reads it 94.4% / 80.2%)
    "heldout17": "acd3ec3",  # round 16 and the block-of-rows guard (round 17: 90.8% / 90.0%)
    "heldout18": "aabf50d",  # round 16 with the guard (round 17 the same)
    "heldout19": "aabf50d",  # round 16 with the guard (round 17 the same); o3 texts only
    "heldout20": "330526d",  # round 17; gemini, grok-kimi and gpt-oss texts mostly
    "heldout21": "2658fe9",  # round 18; gemini and grok-kimi texts mostly
    "heldout22": "52225ee",  # round 19; 40 of its 104 texts gemini
    "heldout23": "c0b9186",  # round 20 (round 21: 88.0% / 95.7%); 40 gemini, 40 o3 of 144
    "heldout24": "07718a1",  # round 21; 40 gemini, 40 o3, 40 grok-kimi of 184
    "heldout25": "4d5829e",  # round 22 (round 23 the same); 40 o3, 40 gemini of 144
    "heldout26": "f2e42de",  # round 23 (round 24 the same); 48 o3, 48 gemini of 144
    "heldout27": "f2e42de",  # round 23 (round 24 the same); 48 o3, 48 gemini of 144
    "heldout28": "39edf48",  # round 24 (round 25 the same); 48 o3, 48 gemini of 144
    "heldout29": "7d0ee06",  # round 25 and the statement-level guard (f2e42de the same)
    "heldout30": "6c4b1d4",  # the take-back pass removed (81aa73e the same); 48 o3, 48 gemini
    "heldout31": "6c4b1d4",  # the same reader; 48 gpt-oss, 48 o3 of 144
    "heldout32": "6c4b1d4",  # the same reader; 48 o3, 48 gpt-oss of 144
    "heldout33": "c367d3c",  # rounds 26 and 27 (6c4b1d4 the same); 48 o3, 48 gemini of 144
    "heldout34": "c367d3c",  # rounds 26 and 27 (6c4b1d4: 85.0% / 86.1%); 48 gpt-oss, 48 o3
    "heldout35": "c555d91",  # rounds 26 to 30 (d78a57f the same); 48 o3, 48 gemini of 144
    "heldout36": "c555d91",  # the same reader; 48 gpt-oss, 48 o3 of 144
    "heldout37": "3b3c471",  # round 31 (c7e4880 the same); 48 o3, 48 gemini of 144
    "heldout38": "3b3c471",  # the same reader (c7e4880 the same); 48 gpt-oss, 48 o3 of 144
    "heldout39": "b1f35f4",  # round 31 and the speed round after 30; 48 o3, 48 gemini of 144
    "heldout40": "b1f35f4",  # the same reader; 48 gpt-oss, 48 o3 of 144
    "heldout41": "083e828",  # rounds 32 and 33; 48 o3, 48 gemini of 144
    "heldout42": "083e828",  # the same reader; 48 gpt-oss, 48 r1 of 144
    "heldout43": "c47ecb0",  # round 34; 48 o3, 48 gpt-oss of 144
    "heldout44": "c47ecb0",  # the same reader; 48 gemini, 48 r1 of 144
    "heldout45": "bfc27dd",  # rounds 34 and 35; 48 o3, 48 gemini of 144
    "heldout46": "bfc27dd",  # the same reader; 48 gpt-oss, 48 r1 of 144
    "heldout47": "12477a5",  # rounds 34 to 36; 48 o3, 48 r1 of 144
    "heldout48": "4ba1d73",  # rounds 34 to 37, the number-sign fix; 48 o3, 48 gemini of 144
    "heldout49": "2e4903d",  # rounds 34 to 37 (4ba1d73 the same); 48 gpt-oss, 48 r1 of 144
    "heldout50": "b049f42",  # rounds 34 to 38; 48 o3, 48 gemini of 144
    "heldout51": "b049f42",  # the same reader; 48 qwq, 48 qwen3 of 144
    "heldout52": "1de441e",  # rounds 34 to 40 (b049f42 the same); 48 gpt-oss, 48 r1 of 144
    "heldout53": "527e89b",  # rounds 34 to 44 and their folds; 40 o3, 40 gemini of 80
    "heldout54": "527e89b",  # the same reader; 48 qwen3 of 104, 8 in each other style
    "heldout55": "8d8464b",  # round 46 (527e89b the same); 48 gemini, 48 gpt-oss of 144
}


def _interval(hits: int, total: int) -> str:
    if not total:
        return "-"
    ci = binomtest(hits, total).proportion_ci(method="wilson")
    return f"{hits / total:6.1%} [{ci.low:.0%}-{ci.high:.0%}]"


def held_out_parts() -> list[str]:
    """The held-out parts of the corpus that hold texts, in their order ("heldout1", "heldout2", ...)."""
    return sorted(
        (
            p.name
            for p in CORPUS.iterdir()
            if p.name.startswith("heldout") and any(p.glob("*.jsonl"))
        ),
        key=lambda name: int(name.removeprefix("heldout")),
    )


def first_measure(part: str, head: str | None = None) -> dict[str, Counter[str]]:
    """``part`` read with the reader of its first measure (``head``, or today's, if unlisted)."""
    rev = FIRST_MEASURED.get(part, head)
    reader = reader_at(rev) if rev else _kcoloring_edges
    return measure(_records([str(CORPUS / part)]), reader=reader)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--since", default="heldout5", help="first part to pool (default heldout5)")
    parser.add_argument(
        "--head", help="revision for parts not yet tuned on (default: working tree)"
    )
    args = parser.parse_args()
    parts = held_out_parts()
    if args.since not in parts:
        raise SystemExit(f"--since: no part {args.since!r} (parts: {', '.join(parts)})")
    parts = parts[parts.index(args.since) :]
    pooled: dict[str, Counter[str]] = {}
    print(
        f"{'part':10s} {'reader':10s} {'texts':>5s} {'labelled':>8s} {'recall':>8s} {'precision':>9s}"
    )
    for part in parts:
        tally = first_measure(part, args.head)
        c = tally["all"]
        rev = FIRST_MEASURED.get(part, args.head)
        print(
            f"{part:10s} {rev or 'tree':10s} {c['texts']:5d} {c['labelled']:8d} "
            f"{c['hits'] / c['labelled']:8.1%} {c['hits'] / max(c['reported'], 1):9.1%}"
        )
        for key, counts in tally.items():
            pooled.setdefault(key, Counter()).update(counts)
    print(f"\npooled first measures, {parts[0]} to {parts[-1]} (95% Wilson intervals)")
    print(f"{'group':22s} {'texts':>5s} {'labelled':>8s} {'recall':>17s} {'precision':>17s}")
    for key in groups(pooled):
        c = pooled[key]
        print(
            f"{key:22s} {c['texts']:5d} {c['labelled']:8d} "
            f"{_interval(c['hits'], c['labelled']):>17s} {_interval(c['hits'], c['reported']):>17s}"
        )
    print("\nper reply, as false_edge_share counts them (95% Wilson intervals)")
    print(
        f"{'group':22s} {'stating':>7s} {'flagged of those':>17s} "
        f"{'none':>5s} {'flagged of those':>17s} {'share read':>10s} {'true':>6s}"
    )
    for key in groups(pooled):
        c = pooled[key]
        stating, flagged, both = c["replies_labelled"], c["replies_flagged"], c["replies_both"]
        clean = c["texts"] - stating
        print(
            f"{key:22s} {stating:7d} {_interval(both, stating):>17s} {clean:5d} "
            f"{_interval(flagged - both, clean):>17s} {flagged / c['texts']:10.1%} "
            f"{stating / c['texts']:6.1%}"
        )


if __name__ == "__main__":
    main()
