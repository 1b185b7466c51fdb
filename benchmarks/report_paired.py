"""How long the report's paired comparisons take at the k-coloring study's scale.

Builds a synthetic sample frame like the report's (one row per sample-epoch) for
``--models`` models on one configuration of ``--problems`` problems and ``--epochs``
epochs, each response right with probability 0.7, and times ``paired.model_pairs`` (every
pair: per-problem scores, a 10,000-resample bootstrap over problems, McNemar with one
epoch). The study's full run is 15,868 samples (five sets x four frames) x 5 repeats.

    python benchmarks/report_paired.py [--models 6] [--problems 15868] [--epochs 5]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pandas as pd

from ramsey_inspect.reports import paired


def main() -> None:
    """Print the time per configuration and per model pair."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=6)
    parser.add_argument("--problems", type=int, default=15_868)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    ids = np.repeat(np.arange(args.problems), args.epochs).astype(str)
    epochs = np.tile(np.arange(1, args.epochs + 1), args.problems)
    samples = pd.concat(
        [
            pd.DataFrame(
                {
                    "model": f"model_{m}",
                    "config": "c",
                    "id": ids,
                    "epoch": epochs,
                    "score": (rng.random(ids.size) < 0.7).astype(float),
                }
            )
            for m in range(args.models)
        ],
        ignore_index=True,
    )
    configs = pd.DataFrame({"model": [f"model_{m}" for m in range(args.models)], "config": "c"})
    start = time.perf_counter()
    pairs = paired.model_pairs(samples, configs)
    seconds = time.perf_counter() - start
    print(
        f"{args.models} models x {args.problems} problems x {args.epochs} epochs "
        f"({len(samples):,} rows): {len(pairs)} pairs in {seconds:.2f} s "
        f"({seconds / max(len(pairs), 1):.3f} s a pair)"
    )


if __name__ == "__main__":
    main()
