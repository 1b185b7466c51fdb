"""Gluing search for (4,6)-graphs around one vertex (issue 41: R(4,6) on 35 vertices).

In a (4,6;n)-graph G (no K_4, no independent 6-set) a vertex v of degree d splits the
other vertices into N = N(v), a (3,6;d)-graph (triangle-free, no independent 6-set), and
M = the n-1-d others, a (4,5;n-1-d)-graph. This program fixes v, builds N (and, in variant
a, M) with a small seeded tabu search, then asks a SAT solver (python-sat) for the d*(n-1-d)
cross edges (and, in variant b, M's own edges) so that no K_4 and no independent 6-set meets
both N and M (a K_4 has at most 2 vertices in N; sets through v are excluded already). The
clauses are enumerated directly from the cliques and independent sets of N and M.

Variants:
  a: N and M fixed, only the cross edges are variables.
  x: v, N and M taken from a graph of the file named by GLUE_FROM (blocks of 0/1 rows, e.g.
     (4,6;n-1)-graphs found by tools/ramsey_two_colour_st.c), M grown by random new vertices
     to n-1-d vertices (kept only if still a (4,5)-graph); cross edges free, as in a.
  r: repair (large-neighbourhood step): a colouring of the file GLUE_FROM (violations allowed,
     e.g. DUMP=1 "B ..." rows of tools/ramsey_two_colour_st.c), v chosen so that N(v) is a
     (3,6)-graph and the rest a (4,5)-graph (D = 0: any degree), then the cross rows of
     FREE/m vertices of N (env FREE, default 200 pairs) left free and the others kept.
  b: N fixed; M's edges are variables too (no K_4, no independent 5-set inside M), with the
     columns of the cross matrix (one per vertex of M) lex non-increasing (M's vertices are
     interchangeable, so this loses no solution).

Usage:
  python tools/ramsey_glue.py N D VARIANT SEED TRIES CONFLICTS [SOLVER=cadical153] [FIRST=0]
      [SAT=0]

N vertices, v of degree D, TRIES tries (try i uses the random stream (SEED, i); FIRST skips
to try FIRST, so a hit is replayed with TRIES=1 and, for x and r, the same GLUE_FROM file),
each SAT call limited to CONFLICTS conflicts (python-sat's conf_budget; solver names as in
python-sat: cadical153, glucose4, maplechrono, kissat404, ...). SAT (bits): 1 = saturate N
(add random edges while triangle-free), 2 = saturate M (add random edges while K_4-free)
before gluing. CONTINUE=1 keeps going after a hit. Prints one line per try (clause count,
SAT/UNSAT/UNDECIDED, seconds) and, on a hit, "FOUND seed S try I" and the graph as N rows of
0/1 (vertex 0 = v, 1..D = N, the rest M), after checking it with an exact clique search. Exit
0 on a hit, 1 otherwise.

What it reached (issue 41, December 2026, 2 shared cores; nothing on 34 or 35 vertices):
- a: n=30, d=12: SAT at once (0.7 s). n=31 (d=11, 12, 13; N and M as found or saturated):
  0 SAT in 80 tries at 20,000 conflicts (about 1 s each), the first 5 also undecided at
  200,000 with each of cadical153, glucose4, maplechrono and kissat404 (9-14 s); n=33
  (d=13) 5 and n=34 (d=14) 10 tries: all undecided. Random N and M almost never glue.
- Re-gluing a (4,6;33)-graph of tools/ramsey_two_colour_st.c on its own N and M (SAT by
  construction): undecided after 300,000 conflicts (cadical153, glucose4, kissat404; 15-22 s)
  and after 5 min (kissat404, cadical195). With some cross rows fixed to the graph's own
  (d=13, m=19): 10 rows free (190 pairs) 100-350 conflicts, 11 rows (209) 43,000, 12 rows
  (228) undecided at 2,000,000. CDCL solves a gluing of about 200 free cross pairs, not 250.
- b: n=31 and n=33 (d=13), 2 tries each, undecided at 200,000 conflicts (256k and 394k
  clauses); n=35, d=16: undecided after 3,000,000 conflicts (476,576 clauses, 633 s).
- r on near-miss colourings of K_34 (costs 5 to 7, from ramsey_two_colour_st.c mode 3 with
  DUMP=1): 190 free cross pairs refuted in under 0.1 s; about 228: 269 refuted, 22 undecided of 291
  (200,000 conflicts); 231 to 247: 3 refuted, 38 undecided of 41 (400,000 conflicts). On
  K_35 (costs 14, 16): 220 free pairs 400 of 400 refuted; 260: 2 refuted, 44 undecided.
"""

from __future__ import annotations

import itertools
import os
import random
import sys
import time

from pysat.solvers import Solver


def popcount(x: int) -> int:
    return bin(x).count("1")


def count_cliques(mask: int, k: int, adj: list[int]) -> int:
    """Number of k-cliques inside the vertex set mask (adj as bitmasks)."""
    if k == 0:
        return 1
    if k == 1:
        return popcount(mask)
    total = 0
    while mask:
        low = mask & -mask
        v = low.bit_length() - 1
        mask ^= low
        total += count_cliques(mask & adj[v], k - 1, adj)
    return total


def list_cliques(mask: int, k: int, adj: list[int]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []

    def rec(mask: int, k: int, acc: tuple[int, ...]) -> None:
        if k == 0:
            out.append(acc)
            return
        while mask:
            low = mask & -mask
            v = low.bit_length() - 1
            mask ^= low
            rec(mask & adj[v], k - 1, acc + (v,))

    rec(mask, k, ())
    return out


def complement(adj: list[int]) -> list[int]:
    n = len(adj)
    full = (1 << n) - 1
    return [full & ~adj[i] & ~(1 << i) for i in range(n)]


def tabu_graph(n: int, s: int, t: int, rng: random.Random, steps: int = 20000) -> list[int] | None:
    """A graph on n vertices with no K_s and no independent t-set, by tabu search."""
    adj = [0] * n
    p = 0.5 if s == t else (0.3 if s < t else 0.7)
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() < p:
                adj[i] |= 1 << j
                adj[j] |= 1 << i
    full = (1 << n) - 1
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    tabu: dict[tuple[int, int], int] = {}

    def cost() -> int:
        return count_cliques(full, s, adj) + count_cliques(full, t, complement(adj))

    c = cost()
    for step in range(steps):
        if c == 0:
            return adj
        cadj = complement(adj)
        best = None
        bestd = None
        for i, j in pairs:
            if tabu.get((i, j), -1) > step:
                continue
            if adj[i] >> j & 1:
                common = adj[i] & adj[j]
                gone = count_cliques(common, s - 2, adj)
                cn = cadj[i] & cadj[j] & ~(1 << i) & ~(1 << j)
                made = count_cliques(cn, t - 2, cadj)
            else:
                cn = cadj[i] & cadj[j] & ~(1 << i) & ~(1 << j)
                gone = count_cliques(cn, t - 2, cadj)
                common = adj[i] & adj[j]
                made = count_cliques(common, s - 2, adj)
            d = made - gone
            if bestd is None or d < bestd or (d == bestd and rng.random() < 0.3):
                best, bestd = (i, j), d
        if best is None:
            continue
        i, j = best
        adj[i] ^= 1 << j
        adj[j] ^= 1 << i
        tabu[best] = step + 3 + rng.randrange(4)
        c += bestd  # type: ignore[operator]
    return None


def saturate(adj: list[int], s: int, rng: random.Random) -> None:
    """Add edges in random order while no K_s appears (the independence number can only drop)."""
    n = len(adj)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if not adj[i] >> j & 1]
    rng.shuffle(pairs)
    for i, j in pairs:
        if count_cliques(adj[i] & adj[j], s - 2, adj) == 0:
            adj[i] |= 1 << j
            adj[j] |= 1 << i


def read_graphs(path: str) -> list[list[int]]:
    """Graphs as blocks of rows of 0/1 digits (other lines separate blocks)."""
    out: list[list[int]] = []
    rows: list[str] = []
    for line in list(open(path, encoding="utf-8")) + [""]:
        t = line.strip()
        if t.startswith("B "):
            t = t[2:]
        if t and set(t) <= {"0", "1"} and len(t) > 8:
            rows.append(t)
            continue
        if rows and all(len(r) == len(rows) for r in rows):
            out.append([int(r[::-1], 2) for r in rows])
        rows = []
    return out


def grow(adj: list[int], m: int, rng: random.Random) -> list[int] | None:
    """Extend a (4,5)-graph to m vertices: new vertices joined at random, then tabu repair."""
    adj = list(adj)
    while len(adj) < m:
        k = len(adj)
        nb = 0
        for i in rng.sample(range(k), k):
            if rng.random() < 0.4 and count_cliques(nb & adj[i], 2, adj) == 0:
                nb |= 1 << i
        for i in range(k):
            if nb >> i & 1:
                adj[i] |= 1 << k
        adj.append(nb)
    full = (1 << m) - 1
    if count_cliques(full, 4, adj) or count_cliques(full, 5, complement(adj)):
        return None
    return adj


def induced(adj: list[int], verts: list[int]) -> list[int]:
    return [sum(1 << b for b, w in enumerate(verts) if adj[u] >> w & 1) for u in verts]


def repair_setup(pool, rng, free_pairs, d0):
    """Variant r: a colouring of the pool with its cross rows partly freed.

    The colouring may have violations; v is chosen so that N(v) is a (3,6)-graph and the rest
    a (4,5)-graph (so every violated clique meets both), the cross rows of about
    free_pairs / m vertices of N are left free (first a greedy hitting set of the violated
    cliques) and the other cross pairs fixed as in the colouring (unit clauses).
    """
    while True:
        g0 = rng.choice(pool)
        n = len(g0)
        full = (1 << n) - 1
        cands = []
        for v in range(n):
            if d0 and popcount(g0[v]) != d0:
                continue
            nv = [u for u in range(n) if g0[v] >> u & 1]
            mv = [u for u in range(n) if u != v and not g0[v] >> u & 1]
            na, ma = induced(g0, nv), induced(g0, mv)
            nf, mf = (1 << len(nv)) - 1, (1 << len(mv)) - 1
            if count_cliques(nf, 3, na) or count_cliques(nf, 6, complement(na)):
                continue
            if count_cliques(mf, 4, ma) or count_cliques(mf, 5, complement(ma)):
                continue
            cands.append((v, nv, mv, na, ma))
        if cands:
            break
    v, nv, mv, na, ma = rng.choice(cands)
    d, m = len(nv), len(mv)
    bad = [set(c) for c in list_cliques(full, 4, g0) + list_cliques(full, 6, complement(g0))]
    k = max(1, free_pairs // m)
    rows: list[int] = []
    left = list(bad)
    while left and len(rows) < k:
        score = {u: sum(1 for c in left if nv[u] in c) for u in range(d) if u not in rows}
        top = max(score.values())
        u = rng.choice([a for a, b in score.items() if b == top])
        rows.append(u)
        left = [c for c in left if nv[u] not in c]
    others = [u for u in range(d) if u not in rows]
    rng.shuffle(others)
    rows += others[: k - len(rows)]
    fixed = []
    for u in range(d):
        if u in rows:
            continue
        for w in range(m):
            lit = 1 + u * m + w
            fixed.append(lit if g0[nv[u]] >> mv[w] & 1 else -lit)
    print(
        f"  repair: v {v} d {d} m {m} violated {len(bad)} unhit {len(left)} free rows {len(rows)}"
    )
    return na, ma, fixed, d, m


def glue_clauses(nadj: list[int], madj: list[int] | None, m: int):
    """Clauses for the cross edges x(u, w) (and M's edges e(w1, w2) when madj is None)."""
    d = len(nadj)
    nfull = (1 << d) - 1
    mfull = (1 << m) - 1
    ncomp = complement(nadj)

    def x(u: int, w: int) -> int:
        return 1 + u * m + w

    epair: dict[tuple[int, int], int] = {}
    nxt = d * m + 1
    if madj is None:
        for a in range(m):
            for b in range(a + 1, m):
                epair[(a, b)] = nxt
                nxt += 1

    def e(a: int, b: int) -> int:
        return epair[(a, b) if a < b else (b, a)]

    clauses: list[list[int]] = []
    nedges = list_cliques(nfull, 2, nadj)
    nind = {a: list_cliques(nfull, a, ncomp) for a in range(1, 6)}
    if madj is not None:
        mcomp = complement(madj)
        medges = list_cliques(mfull, 2, madj)
        for u1, u2 in nedges:
            for w1, w2 in medges:
                clauses.append([-x(u1, w1), -x(u1, w2), -x(u2, w1), -x(u2, w2)])
        for w1, w2, w3 in list_cliques(mfull, 3, madj):
            for u in range(d):
                clauses.append([-x(u, w1), -x(u, w2), -x(u, w3)])
        for a in range(2, 6):
            b = 6 - a
            mind = list_cliques(mfull, b, mcomp)
            for ii in nind[a]:
                for jj in mind:
                    clauses.append([x(u, w) for u in ii for w in jj])
    else:
        ms = range(m)
        for q in itertools.combinations(ms, 4):
            clauses.append([-e(a, b) for a, b in itertools.combinations(q, 2)])
        for q in itertools.combinations(ms, 5):
            clauses.append([e(a, b) for a, b in itertools.combinations(q, 2)])
        for w1, w2 in itertools.combinations(ms, 2):
            for u1, u2 in nedges:
                clauses.append([-e(w1, w2), -x(u1, w1), -x(u1, w2), -x(u2, w1), -x(u2, w2)])
        for q in itertools.combinations(ms, 3):
            es = [-e(a, b) for a, b in itertools.combinations(q, 2)]
            for u in range(d):
                clauses.append(es + [-x(u, w) for w in q])
        for a in range(2, 6):
            b = 6 - a
            for q in itertools.combinations(ms, b):
                es = [e(p, r) for p, r in itertools.combinations(q, 2)]
                for ii in nind[a]:
                    clauses.append(es + [x(u, w) for u in ii for w in q])
        # lex order: column w (x(0,w), ..., x(d-1,w)) >= column w+1
        for w in range(m - 1):
            prev = None  # prefix-equal literal, None = true
            for u in range(d):
                a_, b_ = x(u, w), x(u, w + 1)
                pre = [] if prev is None else [-prev]
                clauses.append(pre + [a_, -b_])
                if u < d - 1:
                    eq = nxt
                    nxt += 1
                    clauses.append(pre + [-a_, -b_, eq])
                    clauses.append(pre + [a_, b_, eq])
                    prev = eq
    return clauses, x, epair


def assemble(nadj, madj, m, model, x, epair):
    d = len(nadj)
    n = 1 + d + m
    g = [[0] * n for _ in range(n)]
    pos = set(v for v in model if v > 0)

    def link(i, j):
        g[i][j] = g[j][i] = 1

    for u in range(d):
        link(0, 1 + u)
        for u2 in range(u + 1, d):
            if nadj[u] >> u2 & 1:
                link(1 + u, 1 + u2)
        for w in range(m):
            if x(u, w) in pos:
                link(1 + u, 1 + d + w)
    for a in range(m):
        for b in range(a + 1, m):
            on = (madj[a] >> b & 1) if madj is not None else (epair[(a, b)] in pos)
            if on:
                link(1 + d + a, 1 + d + b)
    return g


def valid(g: list[list[int]], s: int = 4, t: int = 6) -> bool:
    n = len(g)
    adj = [sum(g[i][j] << j for j in range(n)) for i in range(n)]
    full = (1 << n) - 1
    return count_cliques(full, s, adj) == 0 and count_cliques(full, t, complement(adj)) == 0


def main(argv: list[str]) -> int:
    n, d, variant, seed, tries, conflicts = (
        int(argv[1]),
        int(argv[2]),
        argv[3],
        int(argv[4]),
        int(argv[5]),
        int(argv[6]),
    )
    solver = argv[7] if len(argv) > 7 else "cadical153"
    first = int(argv[8]) if len(argv) > 8 else 0
    sat_mode = int(argv[9]) if len(argv) > 9 else 0
    m = n - 1 - d
    d_arg = d
    keep_going = os.environ.get("CONTINUE") == "1"
    pool = read_graphs(os.environ["GLUE_FROM"]) if variant in ("x", "r") else []
    free_pairs = int(os.environ.get("FREE", "200"))
    counts = {"SAT": 0, "UNSAT": 0, "UNDECIDED": 0}
    for i in range(first, first + tries):
        rng = random.Random(seed * 1_000_003 + i)
        t0 = time.process_time()
        nadj = None
        madj = None
        if variant == "x":
            # v, N = N(v) and M = the rest of a graph from the pool, M grown to n-1-d vertices
            while madj is None:
                g0 = rng.choice(pool)
                cands = [v for v in range(len(g0)) if popcount(g0[v]) == d]
                if not cands:
                    continue
                v = rng.choice(cands)
                nv = [u for u in range(len(g0)) if g0[v] >> u & 1]
                mv = [u for u in range(len(g0)) if u != v and not g0[v] >> u & 1]
                if len(mv) > m:
                    continue
                nadj = induced(g0, nv)
                madj = grow(induced(g0, mv), m, rng)
                if madj is None:
                    nadj = None
        fixed: list[int] = []
        if variant == "r":
            nadj, madj, fixed, d, m = repair_setup(pool, rng, free_pairs, d_arg)
        while nadj is None:
            nadj = tabu_graph(d, 3, 6, rng)
        if sat_mode & 1:
            saturate(nadj, 3, rng)
        if variant == "a":
            while madj is None:
                madj = tabu_graph(m, 4, 5, rng)
            if sat_mode & 2:
                saturate(madj, 4, rng)
        clauses, x, epair = glue_clauses(nadj, madj, m)
        clauses += [[lit] for lit in fixed]
        t1 = time.process_time()
        with Solver(name=solver, bootstrap_with=clauses) as s:
            s.conf_budget(conflicts)
            r = s.solve_limited()
            model = s.get_model() if r else None
        t2 = time.process_time()
        res = "SAT" if r else ("UNSAT" if r is False else "UNDECIDED")
        counts[res] += 1
        ne = sum(popcount(a) for a in nadj) // 2
        me = -1 if madj is None else sum(popcount(a) for a in madj) // 2
        print(
            f"try {i} n {n} d {d} var {variant} Nedges {ne} Medges {me} "
            f"clauses {len(clauses)} {res} build {t1 - t0:.1f}s solve {t2 - t1:.1f}s",
            flush=True,
        )
        if r:
            g = assemble(nadj, madj, m, model, x, epair)
            if not valid(g):
                print("INVALID model (bug)", flush=True)
                return 2
            print(f"FOUND seed {seed} try {i}")
            for row in g:
                print("".join(map(str, row)))
            if not keep_going:
                return 0
    print("summary", counts, flush=True)
    return 0 if counts["SAT"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
