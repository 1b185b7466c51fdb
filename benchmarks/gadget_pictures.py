"""What the gadget picture in each score's explanation costs: time and size per answer.

Draws the shipped minimal gadgets (each with a random red/blue coloring, as a wrong answer
would get) and random graphs up to the answer caps (30 vertices, 200 edges), and prints
the median and worst time to lay out and render a PNG, and the PNG and SVG sizes. The
first picture also pays for importing matplotlib; it is timed apart.

    python benchmarks/gadget_pictures.py [--random 40] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time

from ramsey_inspect.core.gadget_drawing import drawing_png, drawing_svg, gadget_drawing
from ramsey_inspect.core.gadgets import MAX_EDGES, MAX_VERTICES, Gadget
from ramsey_inspect.datasets import gadget_solutions
from ramsey_inspect.datasets.gadgets import gadget_problems, parse_pairs


def shipped() -> list[tuple[Gadget, str]]:
    """The shipped smallest gadget of every paper problem that has one."""
    out = []
    for problem in gadget_problems(parse_pairs("paper")):
        found = gadget_solutions.solution_for(problem, time_limit=1)
        if found.gadget is not None:
            out.append((found.gadget, problem.gadget_type))
    return out


def random_answers(count: int, rng: random.Random) -> list[tuple[Gadget, str]]:
    """Random graphs with 10 to 30 vertices and up to 200 edges, as clause answers."""
    out = []
    for _ in range(count):
        n = rng.randint(10, MAX_VERTICES)
        pairs = list(itertools.combinations(range(n), 2))
        edges = tuple(sorted(rng.sample(pairs, min(len(pairs), rng.randint(n, MAX_EDGES)))))
        out.append((Gadget(n, edges, {"i1": 0, "i2": 1, "i3": 2}), "clause"))
    return out


def measure(answers: list[tuple[Gadget, str]], rng: random.Random) -> None:
    times, pngs, svgs = [], [], []
    for gadget, kind in answers:
        red = [e for e in gadget.edges if rng.random() < 0.5]
        start = time.perf_counter()
        drawing = gadget_drawing(gadget, kind, red)
        png = drawing_png(drawing)
        times.append(time.perf_counter() - start)
        pngs.append(len(png))
        svgs.append(len(drawing_svg(drawing)))
    print(
        f"  {len(answers)} pictures: time median {statistics.median(times) * 1000:.0f} ms, "
        f"worst {max(times) * 1000:.0f} ms; PNG median {statistics.median(pngs) / 1000:.1f} kB, "
        f"largest {max(pngs) / 1000:.1f} kB; SVG largest {max(svgs) / 1000:.1f} kB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=40, help="random answers to draw")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    drawing_png(gadget_drawing(Gadget(2, ((0, 1),), {"e": (0, 1)}), "red_determiner"))
    print(f"first picture (imports matplotlib): {(time.perf_counter() - start) * 1000:.0f} ms")
    print("shipped minimal gadgets, randomly colored:")
    measure(shipped(), rng)
    print("random answers up to the caps (30 vertices, 200 edges):")
    measure(random_answers(args.random, rng), rng)


if __name__ == "__main__":
    main()
