/* Seeded tabu search for a 2-colouring of K_N with no red K_S and no blue K_T that is invariant
   under an assumed group (a symmetric layout): issue 41's seventh search for R(4,6) on 35
   vertices (Exoo 2012; his most symmetric colouring has an automorphism group of order 4 with
   one fixed point). Its tabu search did not find a (4,6)-colouring on 35 vertices (what it
   reached is listed below); its CNF of the layout V4:6,3,2,0, solved by
   tools/ramsey_orbit_sat.py (CaDiCaL, about 2 minutes), gave the one the package ships
   (data/ramsey_bounds/r4_6_n35_search.txt; SOURCES.md says how that layout was chosen).

   Layout (argument 4): "Z<k>:d1,d2,..." = a cyclic group of order k acting on orbits of the
   given sizes (each dividing k; vertices numbered in order), the remaining vertices fixed;
   "V4:b,a1,a2,a3" = the Klein group {1,s,t,st}: b regular orbits of size 4, then a1 orbits of
   size 2 fixed pointwise by s, a2 by t, a3 by st, the rest fixed. The variables are the
   orbits of vertex pairs; a move recolours one pair orbit (all its pairs at once). Cost =
   red K_S + blue K_T, kept exactly: a move's price is the number of forbidden cliques through
   at least one pair of the orbit after the move minus before, each clique counted once (the
   colouring is invariant, so it is the orbit's size times the sum of 1/m over the cliques
   through its first pair, m = the orbit's pairs in the clique; check mode recomputes every
   price by the exclusion rule, listing the cliques through each pair and skipping those
   with an earlier pair, and recounts the cost from scratch after every move). Each step
   takes the cheapest non-tabu orbit (ties at random; a tabu one only if it beats the best
   so far); a moved orbit is tabu for tenure..2*tenure steps. Each restart starts from a
   random invariant colouring, each orbit red with probability P/100. All randomness is one
   splitmix64 stream per (seed, restart).

   Build and run:
     gcc -O2 -o ramsey_orbits tools/ramsey_orbits.c
     ./ramsey_orbits N S T layout seed first_restart restarts steps tenure [P=40] [cpu_seconds] [check=0]
   e.g. ./ramsey_orbits 33 4 6 Z4:4,4,4,4,4,4,4,4 1 0 1 100000 5
   ("FOUND ... iters 257": a (4,6)-colouring of K_33 invariant under Z_4 with one fixed point).
   It prints one line per restart (best = fewest forbidden cliques, "at" its step) and, on
   reaching none, "FOUND layout .. seed .. restart .. iters .." and the N rows of 0/1 (1 =
   red). Exit 0 when found, 1 otherwise. Environment: DUMP=1 prints each restart's best
   colouring as rows "B 0101.."; CONTINUE=1 keeps going after a hit; CNF=path writes the
   layout's DIMACS CNF (variable o+1 true = orbit o red; one clause per group orbit of
   S-sets and T-sets; comment lines "c orbit o a1 b1 a2 b2 .." list each orbit's pairs) and
   exits, for a SAT solver.

   What it reached (issue 41, December 2026; one process under nice on 2 shared cores; about
   10,000 orbit moves per CPU second at N=35 with 160 orbits, 5,000 with 250):
   - checks: (3,6;17) under Z4:4,4,4,4 in 549 steps, under Z2 (8 orbits of 2) in 33; (4,5;24)
     under Z3:3x7 (seed 1 restart 1, step 16,785) and Z4:2,2,4,4,4,4,4 (919 steps); (4,6;33)
     under Z4:4x8 (257 steps), Z4:2x4,4x6 (restart 1, 34,973 steps) and V4:8,0,0,0 (4,287
     steps). Check mode (every price by both rules, the cost recounted after every move) agreed.
   - (4,6;35), one fixed point: all 133 layouts of a group of order 4 (Z4 with a orbits of 2
     and b of 4, a = 1..15 odd, a = 17 being only Z2; V4:b,a1,a2,a3 with a1 >= a2 >= a3 and
     s, t, st all nontrivial), 2 restarts x 100,000 moves each (seed 1, tenure 5, P 40; 71
     min of CPU): nothing found, no layout below 8. Best per layout kind: V4:8,1,0,0 8;
     V4 b=4 8 (4,6,2,1 and 4,7,2,0 9 9); b=3, 5, 6 10; b=7 13; Z4 11 (Z4:2,4x8; the layout
     tried before, Z4:2x3,4x7, 14 and 16); b=2 17, b=1 21, b=0 20 (medians 22, 28, 40: the
     fewer regular orbits, the worse). Then 4 x 200,000 moves (seed 2) on the seven best:
     V4:8,1,0,0 6, V4:4,7,1,1 7, V4:4,6,2,1 8, V4:4,7,2,0 9, V4:6,2,2,1 9, V4:3,5,4,2 10,
     V4:5,4,2,1 12; and V4:8,1,0,0 seed 3, 30 restarts x 200,000 (600 s of CPU, the last cut
     short): 6 in 11 of them, never lower (its costs are even; 6 looks like a
     floor of the layout or of this search).
   Then the SAT step on the CNF of V4:6,3,2,0 (the layout of the Klein-symmetric one of
   Exoo's graphs): satisfiable, 117 s (SOURCES.md).
*/
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#define MAXN 64
#define MAXG 128
static int N, S, T;
static uint64_t red[MAXN], blu[MAXN], ALL, bestred[MAXN], excl[MAXN];
static int perm[MAXG][MAXN], ngen, gen[4][MAXN], order;
static int norb, *opa, *opb, *ostart, *olen; /* pairs of orbit o: opa/opb[ostart[o] .. +olen[o]) */
static long *tabu;
static int *col; /* colour of each orbit, 1 = red */
static uint64_t rs;
static uint64_t rnd(void) { uint64_t z = (rs += 0x9E3779B97F4A7C15ULL); z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL; z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL; return z ^ (z >> 31); }
static int rndint(int m) { return (int)(rnd() % (uint64_t)m); }
static void die(const char *m) { fprintf(stderr, "%s\n", m); exit(2); }

/* k-cliques of g inside P */
static int64_t cl(const uint64_t *g, uint64_t P, int k) {
  if (k == 0) return 1;
  if (k == 1) return __builtin_popcountll(P);
  int64_t t = 0;
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; t += cl(g, P & g[v], k - 1); }
  return t;
}
/* the same, never taking both ends of a pair marked in excl */
static int64_t clx(const uint64_t *g, uint64_t P, int k) {
  if (k == 0) return 1;
  if (k == 1) return __builtin_popcountll(P);
  int64_t t = 0;
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; t += clx(g, P & g[v] & ~excl[v], k - 1); }
  return t;
}
/* the same count by the exclusion rule (checks only): list the cliques through each pair of the
   orbit in turn, skipping those that hold an earlier pair */
static int64_t through_x(int o, int c) {
  const uint64_t *g = c ? red : blu; int k = (c ? S : T) - 2; int64_t t = 0;
  for (int i = ostart[o]; i < ostart[o] + olen[o]; i++) {
    int u = opa[i], v = opb[i];
    t += clx(g, g[u] & g[v] & ~excl[u] & ~excl[v], k);
    excl[u] |= 1ULL << v; excl[v] |= 1ULL << u;
  }
  for (int i = ostart[o]; i < ostart[o] + olen[o]; i++) { excl[opa[i]] = 0; excl[opb[i]] = 0; }
  return t;
}
/* forbidden cliques of colour c (1 red K_S, 0 blue K_T) through at least one pair of orbit o,
   each counted once. The colouring is invariant under the group, so every pair of the orbit
   lies in the same number of such cliques, weighted 1/m (m = how many pairs of the orbit the
   clique holds): the count is olen[o] times the sum of 1/m over the cliques through the
   orbit's first pair (kept as multiples of 1/12; m <= 4 for a group of order 4). */
static uint64_t pm[MAXG]; static int npm;
static int64_t wsum(const uint64_t *g, uint64_t P, int k, uint64_t base) {
  int64_t t = 0;
  if (k == 0) { int m = 0; for (int j = 0; j < npm; j++) m += (base & pm[j]) == pm[j]; return 360360 / m; }
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; t += wsum(g, P & g[v], k - 1, base | (1ULL << v)); }
  return t;
}
static int64_t through(int o, int c) {
  const uint64_t *g = c ? red : blu; int k = (c ? S : T) - 2;
  npm = olen[o];
  for (int i = 0; i < npm; i++) pm[i] = (1ULL << opa[ostart[o] + i]) | (1ULL << opb[ostart[o] + i]);
  int u = opa[ostart[o]], v = opb[ostart[o]];
  int64_t w = wsum(g, g[u] & g[v], k, pm[0]) * npm;
  if (w % 360360) { fprintf(stderr, "non-integral orbit count\n"); exit(3); }
  return w / 360360;
}
static void flipbits(int o) {
  for (int i = ostart[o]; i < ostart[o] + olen[o]; i++) {
    int u = opa[i], v = opb[i];
    red[u] ^= 1ULL << v; red[v] ^= 1ULL << u; blu[u] ^= 1ULL << v; blu[v] ^= 1ULL << u;
  }
  col[o] ^= 1;
}
static int64_t delta(int o) {
  int c = col[o]; int64_t before = through(o, c);
  flipbits(o); int64_t after = through(o, 1 - c); flipbits(o);
  return after - before;
}
static int64_t delta_x(int o) {
  int c = col[o]; int64_t before = through_x(o, c);
  flipbits(o); int64_t after = through_x(o, 1 - c); flipbits(o);
  return after - before;
}
static int64_t full_count(void) { return cl(red, ALL, S) + cl(blu, ALL, T); }

/* layout: "Z<k>:d1,d2,..." cyclic group of order k, orbits of the given sizes (each dividing k),
   then fixed points; "V4:b,a1,a2,a3" Klein group {1,s,t,st}: b regular orbits, a1 orbits of
   size 2 fixed by s, a2 fixed by t, a3 fixed by st, then fixed points. */
static void parse_layout(const char *L) {
  int nxt = 0;
  for (int i = 0; i < MAXN; i++) for (int j = 0; j < 4; j++) gen[j][i] = i;
  if (L[0] == 'Z') {
    char *e; long k = strtol(L + 1, &e, 10); if (k < 1 || *e != ':') die("bad Z layout");
    ngen = 1; const char *p = e + 1;
    while (*p) {
      long d = strtol(p, &e, 10); if (e == p) die("bad Z orbit list"); p = *e == ',' ? e + 1 : e;
      if (d < 1 || k % d) die("orbit size must divide k");
      if (nxt + d > N) die("orbits exceed N");
      for (int i = 0; i < d; i++) gen[0][nxt + i] = nxt + (int)((i + 1) % d);
      nxt += (int)d;
    }
  } else if (L[0] == 'V' && L[1] == '4' && L[2] == ':') {
    int b, a1, a2, a3; if (sscanf(L + 3, "%d,%d,%d,%d", &b, &a1, &a2, &a3) != 4) die("bad V4 layout");
    ngen = 2;
    if (4 * b + 2 * (a1 + a2 + a3) > N) die("orbits exceed N");
    for (int i = 0; i < b; i++) { int x = nxt; /* x+2i+j: s flips i, t flips j */
      gen[0][x] = x + 2; gen[0][x + 2] = x; gen[0][x + 1] = x + 3; gen[0][x + 3] = x + 1;
      gen[1][x] = x + 1; gen[1][x + 1] = x; gen[1][x + 2] = x + 3; gen[1][x + 3] = x + 2; nxt += 4; }
    for (int i = 0; i < a1; i++) { gen[1][nxt] = nxt + 1; gen[1][nxt + 1] = nxt; nxt += 2; }
    for (int i = 0; i < a2; i++) { gen[0][nxt] = nxt + 1; gen[0][nxt + 1] = nxt; nxt += 2; }
    for (int i = 0; i < a3; i++) { gen[0][nxt] = nxt + 1; gen[0][nxt + 1] = nxt; gen[1][nxt] = nxt + 1; gen[1][nxt + 1] = nxt; nxt += 2; }
  } else die("layout must start with Z<k>: or V4:");
  /* group closure */
  order = 1; for (int i = 0; i < N; i++) perm[0][i] = i;
  for (int q = 0; q < order; q++) for (int j = 0; j < ngen; j++) {
    int np[MAXN]; for (int i = 0; i < N; i++) np[i] = gen[j][perm[q][i]];
    int seen = 0; for (int r = 0; r < order && !seen; r++) seen = !memcmp(np, perm[r], sizeof(int) * N);
    if (!seen) { if (order == MAXG) die("group too large"); memcpy(perm[order++], np, sizeof(int) * N); }
  }
  /* pair orbits */
  int *id = malloc(sizeof(int) * N * N); for (int i = 0; i < N * N; i++) id[i] = -1;
  opa = malloc(sizeof(int) * N * N); opb = malloc(sizeof(int) * N * N); ostart = malloc(sizeof(int) * N * N); olen = malloc(sizeof(int) * N * N);
  int np = 0; norb = 0;
  for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) if (id[x * N + y] < 0) {
    ostart[norb] = np; olen[norb] = 0;
    for (int q = 0; q < order; q++) {
      int a = perm[q][x], b = perm[q][y]; if (a > b) { int t = a; a = b; b = t; }
      if (id[a * N + b] < 0) { id[a * N + b] = norb; opa[np] = a; opb[np] = b; np++; olen[norb]++; }
    }
    norb++;
  }
  free(id);
}

/* DIMACS CNF of the layout (variable o+1 true = orbit o red): one clause per group orbit of
   S-sets (not all red) and of T-sets (not all blue), literals deduplicated; comment lines
   "c orbit o a1 b1 a2 b2 ..." list the pairs of each orbit. */
static int *oid; static FILE *cnf; static long ncl;
static uint64_t img(int q, uint64_t m) { uint64_t r = 0; for (; m; m &= m - 1) r |= 1ULL << perm[q][__builtin_ctzll(m)]; return r; }
static void sets(int k, int from, uint64_t m, int sign, int pass) {
  if (k == 0) {
    for (int q = 1; q < order; q++) if (img(q, m) < m) return;
    if (pass) {
      int lit[64], nl = 0;
      for (uint64_t a = m; a; a &= a - 1) for (uint64_t b = a & (a - 1); b; b &= b - 1) {
        int o = oid[__builtin_ctzll(a) * N + __builtin_ctzll(b)], seen = 0;
        for (int j = 0; j < nl; j++) seen |= lit[j] == o;
        if (!seen) lit[nl++] = o;
      }
      for (int j = 0; j < nl; j++) fprintf(cnf, "%d ", sign * (lit[j] + 1));
      fprintf(cnf, "0\n");
    }
    ncl++; return;
  }
  for (int v = from; v <= N - k; v++) sets(k - 1, v + 1, m | (1ULL << v), sign, pass);
}
static void write_cnf(const char *path) {
  oid = malloc(sizeof(int) * N * N);
  for (int o = 0; o < norb; o++) for (int i = ostart[o]; i < ostart[o] + olen[o]; i++) oid[opa[i] * N + opb[i]] = oid[opb[i] * N + opa[i]] = o;
  cnf = fopen(path, "w"); if (!cnf) die("cannot write CNF");
  ncl = 0; sets(S, 0, 0, -1, 0); sets(T, 0, 0, 1, 0);
  fprintf(cnf, "p cnf %d %ld\n", norb, ncl);
  for (int o = 0; o < norb; o++) {
    fprintf(cnf, "c orbit %d", o);
    for (int i = ostart[o]; i < ostart[o] + olen[o]; i++) fprintf(cnf, " %d %d", opa[i], opb[i]);
    fprintf(cnf, "\n");
  }
  long total = ncl; sets(S, 0, 0, -1, 1); sets(T, 0, 0, 1, 1);
  ncl = total; fclose(cnf);
}

int main(int argc, char **argv) {
  if (argc < 10) { fprintf(stderr, "usage: %s N S T layout seed first_restart restarts steps tenure [P=40] [cpu_seconds=1e9] [check=0]\n", argv[0]); return 2; }
  N = atoi(argv[1]); S = atoi(argv[2]); T = atoi(argv[3]);
  if (N < 2 || N > MAXN) die("N must be 2..64");
  ALL = N == 64 ? ~0ULL : (1ULL << N) - 1;
  const char *L = argv[4]; uint64_t seed = strtoull(argv[5], 0, 10);
  long r0 = atol(argv[6]), nres = atol(argv[7]), steps = atol(argv[8]); int ten = atoi(argv[9]);
  int pr = argc > 10 ? atoi(argv[10]) : 40; double seconds = argc > 11 ? atof(argv[11]) : 1e9; int check = argc > 12 ? atoi(argv[12]) : 0;
  parse_layout(L);
  if (getenv("CNF")) { write_cnf(getenv("CNF")); printf("wrote %s: %d variables, %ld clauses\n", getenv("CNF"), norb, ncl); return 0; }
  tabu = malloc(sizeof(long) * norb); col = malloc(sizeof(int) * norb);
  int fixed = 0; for (int i = 0; i < N; i++) { int f = 1; for (int q = 0; q < order; q++) f &= perm[q][i] == i; fixed += f; }
  printf("layout %s N %d group order %d fixed points %d pair orbits %d\n", L, N, order, fixed, norb); fflush(stdout);
  clock_t t0 = clock(); long gb = -1; int64_t *dl = malloc(sizeof(int64_t) * norb);
  for (long r = r0; r < r0 + nres; r++) {
    rs = seed * 0x100000001B3ULL + (uint64_t)r * 0x9E3779B97F4A7C15ULL; rnd(); rnd();
    memset(red, 0, sizeof red);
    for (int i = 0; i < N; i++) blu[i] = ALL & ~(1ULL << i);
    for (int o = 0; o < norb; o++) { col[o] = 0; tabu[o] = 0; if ((long)(rnd() % 100) < pr) flipbits(o); }
    int64_t cost = full_count(), best = cost; long bestit = 0, it; memcpy(bestred, red, sizeof red);
    for (it = 1; it <= steps && cost > 0; it++) {
      int64_t bd = INT64_MAX; int nb = 0, bo = -1;
      for (int o = 0; o < norb; o++) {
        int64_t d = delta(o); dl[o] = d;
        if (check && d != delta_x(o)) { fprintf(stderr, "delta mismatch at %ld orbit %d\n", it, o); return 3; }
        if (tabu[o] >= it && cost + d >= best) continue;
        if (d < bd) { bd = d; nb = 0; }
        if (d == bd && rndint(++nb) == 0) bo = o;
      }
      if (bo < 0) { for (int o = 0; o < norb; o++) tabu[o] = 0; continue; }
      flipbits(bo); cost += bd; tabu[bo] = it + ten + rndint(ten + 1);
      if (check) { int64_t f = full_count(); if (f != cost) { fprintf(stderr, "drift at %ld: kept %lld, recount %lld\n", it, (long long)cost, (long long)f); return 3; } }
      if (cost < best) { best = cost; bestit = it; memcpy(bestred, red, sizeof red); }
      if ((it & 4095) == 0 && (double)(clock() - t0) / CLOCKS_PER_SEC > seconds) break;
    }
    double el = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (gb < 0 || best < gb) gb = best;
    printf("restart %ld best %lld at %ld final %lld iters %ld time %.1f global_best %ld\n", r, (long long)best, bestit, (long long)cost, it - 1, el, gb); fflush(stdout);
    if (getenv("DUMP")) { for (int i = 0; i < N; i++) { printf("B "); for (int j = 0; j < N; j++) putchar((bestred[i] >> j) & 1 ? '1' : '0'); putchar('\n'); } fflush(stdout); }
    if (cost == 0) {
      if (full_count() != 0) die("bogus");
      printf("FOUND layout %s seed %llu restart %ld iters %ld\n", L, (unsigned long long)seed, r, it - 1);
      for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) putchar((red[i] >> j) & 1 ? '1' : '0'); putchar('\n'); }
      fflush(stdout); if (!getenv("CONTINUE")) return 0;
    }
    if (el > seconds) break;
  }
  return 1;
}
