"""Random and hostile k-coloring replies, seeded, for the fuzz test and the benchmark.

Three families:
- mutations of the hand-written corpus (cut short, junk spliced in, lines repeated,
  shuffled or dropped, think tags and fences added, line endings changed);
- random soups of the frames' words, markup, LaTeX, tags and punctuation;
- hand-made hostile shapes: megabytes of text, one very long line, thousands of vertex
  lines, deep nesting, binary junk, and strings built to make a careless regex backtrack.
``giant_replies`` gives the largest of the last kind, for the benchmark and a slow test.
"""

from __future__ import annotations

import random

from kcoloring_corpus import CASES

from ramsey_inspect.prompts.kcoloring import COLORS, FRAMES, HONOREES, PEOPLE

_WORDS = (
    "0", "1", "2", "7", "12", "999999999", "1234567890123", "Red", "green", "BLUE", "Yellow",
    "Purple", "Magenta", "R", "G", "B", "Y", "Pres", "Sec", "S", "VP", "V.P.", "Vice Pres",
    "Alice", "george", "Heather", "City", "city 0", "City #3", "vertex", "Vertex 4", "v_5",
    "President", "Speaker of the House", "Secretary of State", "Impossible", "impossible",
    "not", "no", "or", "and", "/", "either", "whether", "would", "cannot be colored",
    "no valid coloring", "Answer:", "**Final Answer:**", "Alternatively,", "Explanation:",
    "|", "|---|---|", "**", "*", "_", "~~", "(", ")", "[", "]", "{", "}", ",", ":", ";", "-",
    "–", "→", "->", "=", "✓", "≠", "#", "##", ">", "1.", "-", "\n", "\n", "\n", "\n\n",
    "\t", "    ", "\x00", "\r", "\\boxed{", "\\text{", "$", "$$", "\\\\", "\\to", "<think>",
    "</think>", "<|channel|>final<|message|>", "🔴", "🟢", "\ufffd", "degree 3", "k=3",
    "3 colors", "since", "adjacent", "friends with", "(or Blue)", "(not Red)", "```",
)  # fmt: skip

_FRAME_WORDS = {
    "math": [str(v) for v in range(9)] + list(COLORS[:4]),
    "math_demanding": [f"Vertex {v}" for v in range(9)] + list(COLORS[:4]),
    "cities": [f"City {v}" for v in range(1, 10)] + [h.label for h in HONOREES[:4]],
    "friends": list(PEOPLE[:9]) + [c.lower() for c in COLORS[:4]],
}


def _mutate(rng: random.Random, text: str) -> str:
    """One realistic way a reply goes wrong: cut, spliced, repeated, reordered, wrapped."""
    lines = text.split("\n")
    op = rng.randrange(12)
    if op == 0:
        return text[: rng.randrange(len(text) + 1)]
    if op == 1:
        at = rng.randrange(len(text) + 1)
        junk = "".join(rng.choice(_WORDS) + rng.choice(" \n") for _ in range(rng.randint(1, 30)))
        return text[:at] + junk + text[at:]
    if op == 2:
        i = rng.randrange(len(lines))
        return "\n".join(lines[: i + 1] + [lines[i]] * rng.randint(2, 400) + lines[i + 1 :])
    if op == 3:
        rng.shuffle(lines)
        return "\n".join(lines)
    if op == 4:
        return "\n".join(line for line in lines if rng.random() < 0.7)
    if op == 5:
        return f"<think>\n{text}\n</think>\n\n{rng.choice(CASES).reply}"
    if op == 6:
        return text.replace("\n", rng.choice(["\r\n", "\r", "\n\n", "\x00\n", "  \n"]))
    if op == 7:
        return rng.choice([text.upper(), text.lower(), text.swapcase()])
    if op == 8:
        return rng.choice(["```\n", "> ", "    ", "**", "<think>"]) + text.replace(
            "\n", rng.choice(["\n> ", "\n    ", "\n- ", "\n| "])
        )
    if op == 9:
        return ("Let me think about vertex 3 and Red. " * rng.randint(1, 3000)) + "\n" + text
    if op == 10:
        other = rng.choice(CASES).reply
        return text + "\n\n" + other
    return "".join(c for c in text if rng.random() < 0.95)


def _soup(rng: random.Random, frame: str) -> str:
    """Frame words, markup and punctuation in random order."""
    pool = list(_WORDS) + _FRAME_WORDS[frame] * 4
    return " ".join(rng.choice(pool) for _ in range(rng.randint(0, 300)))


def _shaped(rng: random.Random) -> list[str]:
    """Hostile shapes of moderate size (tens of kilobytes), each built a few ways."""
    n = rng.randint(2_000, 20_000)
    out = [
        "k" + " " * n + "=3",
        "city" + " " * n + "no. 3",
        "Red" + " " * n + "Green",
        "0" + "-" * n + "1",
        "(" + " " * n + "vertex 0",
        "~~" + "a" * n,
        "<think" + " " * n + ">",
        "v" + "_" * n + "0",
        "\\" * n,
        "$" * n,
        "{" * n + "}" * n,
        "(" * n + ")" * n,
        "[" * n,
        "> " * n + "0 Red",
        "\n".join(" " * i + "- 0 Red" for i in range(0, n // 20)),
        "**" * n + "Impossible" + "**" * n,
        "|" * n,
        "|---|" * (n // 5),
        "```\n" * (n // 4),
        "not " * (n // 4) + "Red",
        "or " * (n // 3),
        ", " * (n // 2),
        "Red, " * (n // 5),
        "0 Red " + "(or Blue) " * (n // 10),
        "(0 Red) " * (n // 8),
        "impossible " * (n // 11),
        "whether " * (n // 8),
        "coloring" + " " * n + "does not exist",
        "no " * (n // 3) + "way to color",
        "🔴" * n,
        "A" * n,
        "1." * (n // 2),
        "</think>" * (n // 8),
        "<think>" * (n // 7),
        "<|channel|>final<|message|>" * (n // 27),
        "0 Red\n" * (n // 6),
        "\n".join(f"Vertex {v}: {COLORS[v % 4]}" for v in range(n // 10)),
        "| Vertex | Color |\n|---|---|\n" + "\n".join(f"| {v} | Red |" for v in range(n // 10)),
        "\n".join(f"{PEOPLE[v % 12]}: Red or Blue (or Green)" for v in range(n // 30)),
        "\x00" * n,
        "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(n)),
        bytes(rng.getrandbits(8) for _ in range(n)).decode("utf-8", errors="replace"),
        "\ud800\udfff" * (n // 2),
        "Red (" * (n // 5),
        "0: Red (adjacent to " * (n // 20),
        "Alice (friends with Bob (friends with Carol (" * (n // 45),
    ]
    return out


def hostile_replies(seed: int = 0, count: int = 1_000) -> list[tuple[str, str]]:
    """``count`` or more (frame, reply) pairs: mutations, soups and hostile shapes."""
    rng = random.Random(seed)
    replies: list[tuple[str, str]] = [
        (FRAMES[i % len(FRAMES)], text) for i, text in enumerate(_shaped(rng))
    ]
    while len(replies) < count:
        frame = rng.choice(FRAMES)
        if rng.random() < 0.6:
            case = rng.choice(CASES)
            text = case.reply
            for _ in range(rng.randint(1, 3)):
                text = _mutate(rng, text)
            replies.append((case.frame if rng.random() < 0.8 else frame, text))
        else:
            replies.append((frame, _soup(rng, frame)))
    return replies


def giant_replies() -> list[tuple[str, str]]:
    """The largest hostile replies: megabytes of text, a 1 MB line, 100,000 vertex lines."""
    answer = "0 Red\n1 Green\n2 Blue\n3 Red\n4 Green\n5 Red"
    return [
        ("math", "Let me think about vertex 3 and Red or Green. " * 110_000 + "\n" + answer),
        ("math", "x" * 1_000_000),
        ("friends", "Alice: Red, " * 90_000),
        ("math", "0 Red\n" * 100_000),
        ("math_demanding", "\n".join(f"Vertex {v}: Blue" for v in range(100_000))),
        ("cities", "k" + " " * 1_000_000 + "=3"),
        ("math", "(" * 500_000 + ")" * 500_000),
        ("math", "<think>" + "0 Red\n" * 200_000 + "</think>\n" + answer),
        ("friends", "\n" * 3_000_000 + "Alice: Red"),
        ("math", "0 Red " + "(or Blue) " * 100_000),
        ("cities", "\x00" * 5_000_000),
        ("math", "> " * 500_000 + answer),
    ]
