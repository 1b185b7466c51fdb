/* Seeded local search for a 2-colouring of K_N with no red K_S and no blue K_T (two sizes),
   with optional clique weighting (breakout): issue 41's search for R(4,6) on 35 vertices
   (Exoo 2012). No symmetry assumed. It has NOT found a (4,6)-colouring on 34 or 35 vertices;
   the best it reached is listed below and in data/ramsey_bounds/SOURCES.md (the (4,6;35)
   bullet under "Not shipped"). Left here so the next attempt starts from it.

   State: any red/blue colouring (red = matrix digit 1). Every forbidden clique (a red S-set or
   a blue T-set) has a weight: WR for a red S-set, 1 for a blue T-set, plus an extra weight if
   it is stored in a table of weighted cliques (keyed by its vertex mask). The search
   minimises W = the sum of the weights of the forbidden cliques present. Recolouring the edge
   xy destroys the present cliques through xy and creates the ones whose other pairs all have
   the new colour: its price is read from WR*R[x][y] + ER[x][y] (R = the red S-sets through x,
   y whose other pairs are all red, i.e. K_{S-2} in the common red neighbourhood, counted; ER
   = the extra weight of the stored ones, kept up to date incrementally) and likewise B + EB
   for blue T-sets. Each step takes the cheapest move among those not tabu (a pair is tabu for
   tenure..2*tenure steps after it changed; ties broken uniformly at random). At a minimum
   (no move lowers W) the weight of every clique present goes up by 1 (a "bump"), and every DP
   bumps all stored extra weights are multiplied by DF/100 (rounded down; zeros dropped).
   mode 0: bump at every step with no improving move and do not move;
   mode 1: take zero-gain (plateau) moves, bump only when every move is worse, or with
           probability PB/100 at a zero-gain minimum;
   mode 2: bump and take the best move anyway;
   mode 3: plain tabu (no weights: always take the best non-tabu move).
   Optional red-degree bounds forbid moves that take a red degree below dmin or above dmax.
   Each restart starts from a random colouring, each edge red with probability P/100. All
   randomness is one splitmix64 stream per (seed, restart), so a restart can be replayed on its
   own by giving it as first_restart.

   Build and run:
     gcc -O2 -o ramsey_two_colour_st tools/ramsey_two_colour_st.c
     ./ramsey_two_colour_st N S T seed first_restart steps_per_restart cpu_seconds \
         [tenure=10] [DP=50] [DF=50] [P=40] [dmin=0] [dmax=N] [mode=0] [PB=0] [WR=1]
   e.g. ./ramsey_two_colour_st 33 4 6 1 0 300000 100 5 50 50 40 0 33 1
   It prints one line per restart (best = fewest forbidden cliques reached, "at" its step), and
   on reaching none "FOUND seed .. restart .. iters .." and the colouring's N rows of 0/1
   (1 = red). Exit 0 when found, 1 when the time (CPU seconds, checked every 65,536 steps and
   between restarts) ran out. Environment: CONTINUE=1 keeps going after a hit; DUMP=1 prints
   each restart's best colouring as rows "B 0101..."; VERBOSE=1 prints progress every 1M steps.

   What it reached (issue 41, December 2026; 2 shared cores, about 15,000-25,000 steps per CPU
   second at N=33..35):
   - (4,5;24), mode 0: found at step 414,875 (6 s). (4,6;32), 30 s of CPU each: mode 1 265
     hits, plain tabu (mode 3) 35, mode 0 7, mode 2 8 (tenure 10, DP 50, DF 50, P 40).
   - (4,6;33), mode 1, tenure 5, 300,000-step restarts: seed 1 hit at restart 5 (96 s, an
     earlier build of this file, not replayable by this one); seed 3 hit once in 32 restarts
     (bests otherwise 1 to 3), replayable in about 2 s:
       ./ramsey_two_colour_st 33 4 6 3 1 300000 100 5 50 50 40 0 33 1
     ("restart 1 best 0 at 25223", a colouring the exact checker proves valid). Mode 0 (tenure
     10 or 3) got to 3 and 1 in 2M steps; mode 1 with tenure 10 to 1..3.
   - (4,6;34): no hit. Per restart, best = fewest forbidden cliques: mode 1 tenure 5 8..15,
     tenure 3 11..24, PB 10 11..12, WR 3 9..10 (300,000 steps each); mode 0 tenure 3 10 in
     2M steps; plain tabu (mode 3, tenure 10) 5..7 per 1M steps (seed 2), 4..6 per 3M steps
     (seed 5: 6, 4, 6, 6, 4, 5), with WR 3 7..8. Weighting did worse than plain tabu.
   - (4,6;35): plain tabu, seed 2, 1M steps: 14, 15.
   A SAT repair of the best colourings (not shipped: python-sat, every pair at a few vertices
   left free) and one-vertex extensions of 33-vertex hits found nothing; see SOURCES.md.
*/
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#define MAXN 62
#define HBITS 21
#define HSLOTS (1 << HBITS)
#define HMAX (1 << (HBITS - 2))
#define KIND (1ULL << 63)
static int N, S, T, DMIN, DMAX, MODE, PB, WR;
static uint64_t red[MAXN], blu[MAXN], ALL, bestred[MAXN];
static int64_t R[MAXN][MAXN], B[MAXN][MAXN], ER[MAXN][MAXN], EB[MAXN][MAXN];
static long tabu[MAXN][MAXN];
static uint64_t rs;
static uint64_t rnd(void) { uint64_t z = (rs += 0x9E3779B97F4A7C15ULL); z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL; z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL; return z ^ (z >> 31); }
static int rndint(int m) { return (int)(rnd() % (uint64_t)m); }
/* violated cliques: key = vertex mask, top bit set for a blue T-set */
static uint64_t *V; static long nv, capv;
/* weighted cliques: key and extra weight, open-addressed index */
static uint64_t hkey[HMAX]; static int64_t hext[HMAX]; static long nh; static int32_t hslot[HSLOTS];
static int64_t W;

static void pushv(uint64_t k) { if (nv == capv) { capv = capv ? 2 * capv : 4096; V = realloc(V, capv * sizeof *V); } V[nv++] = k; }
static int64_t cl(const uint64_t *g, uint64_t P, int k) {
  if (k == 0) return 1;
  if (k == 1) return __builtin_popcountll(P);
  int64_t t = 0;
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; t += cl(g, P & g[v], k - 1); }
  return t;
}
static void encl(const uint64_t *g, uint64_t P, int k, uint64_t base) {
  if (k == 0) { pushv(base); return; }
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; encl(g, P & g[v], k - 1, base | (1ULL << v)); }
}
static uint64_t hh(uint64_t k) { k ^= k >> 33; k *= 0xFF51AFD7ED558CCDULL; k ^= k >> 33; return k >> (64 - HBITS); }
static long hfind(uint64_t k) {
  for (uint64_t s = hh(k);; s = (s + 1) & (HSLOTS - 1)) { int32_t i = hslot[s]; if (!i) return -1; if (hkey[i - 1] == k) return i - 1; }
}
static long hadd(uint64_t k) {
  uint64_t s = hh(k); while (hslot[s]) s = (s + 1) & (HSLOTS - 1);
  hkey[nh] = k; hext[nh] = 0; hslot[s] = (int32_t)(nh + 1); return nh++;
}
static void entry(int x, int y) {
  R[x][y] = R[y][x] = cl(red, red[x] & red[y], S - 2);
  B[x][y] = B[y][x] = cl(blu, blu[x] & blu[y], T - 2);
}
/* add sign * w to the extra price of the pairs of clique k that would complete it */
static void contrib(uint64_t k, int64_t w) {
  uint64_t m = k & ~KIND; const uint64_t *other = (k & KIND) ? red : blu;
  int64_t (*E)[MAXN] = (k & KIND) ? EB : ER;
  int miss = 0, mv = -1;
  for (uint64_t P = m; P; P &= P - 1) { int v = __builtin_ctzll(P); int c = __builtin_popcountll(m & other[v]); miss += c; if (c) mv = v; if (miss > 2) return; }
  if (miss == 0) {
    for (uint64_t P = m; P; P &= P - 1) { int x = __builtin_ctzll(P); for (uint64_t Q = P & (P - 1); Q; Q &= Q - 1) { int y = __builtin_ctzll(Q); E[x][y] += w; E[y][x] += w; } }
  } else if (miss == 2) {
    int u = __builtin_ctzll(m & other[mv]); E[mv][u] += w; E[u][mv] += w;
  }
}
static long *touched; static long ntouched;
static void flip(int a, int b) {
  uint64_t ab = (1ULL << a) | (1ULL << b);
  ntouched = 0;
  for (long i = 0; i < nh; i++) if ((hkey[i] & ab) == ab) { touched[ntouched++] = i; contrib(hkey[i], -hext[i]); }
  red[a] ^= 1ULL << b; red[b] ^= 1ULL << a; blu[a] ^= 1ULL << b; blu[b] ^= 1ULL << a;
  for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) {
    if (x == a || x == b || y == a || y == b || ((red[x] & red[y] & ab) == ab) || ((blu[x] & blu[y] & ab) == ab)) entry(x, y);
  }
  for (long j = 0; j < ntouched; j++) contrib(hkey[touched[j]], hext[touched[j]]);
  long w = 0; for (long i = 0; i < nv; i++) if ((V[i] & ab) != ab) V[w++] = V[i];
  nv = w;
  if ((red[a] >> b) & 1) encl(red, red[a] & red[b], S - 2, ab); else encl(blu, blu[a] & blu[b], T - 2, ab | KIND);
}
static void recompute_extra(void) {
  memset(ER, 0, sizeof ER); memset(EB, 0, sizeof EB);
  for (long i = 0; i < nh; i++) contrib(hkey[i], hext[i]);
  W = 0; for (long i = 0; i < nv; i++) { long j = hfind(V[i]); W += (V[i] & KIND) ? 1 : WR; if (j >= 0) W += hext[j]; }
}
static void decay(int df) {
  long w = 0;
  for (long i = 0; i < nh; i++) { int64_t e = hext[i] * df / 100; if (e > 0) { hkey[w] = hkey[i]; hext[w] = e; w++; } }
  nh = w; memset(hslot, 0, sizeof hslot);
  for (long i = 0; i < nh; i++) { uint64_t s = hh(hkey[i]); while (hslot[s]) s = (s + 1) & (HSLOTS - 1); hslot[s] = (int32_t)(i + 1); }
  recompute_extra();
}
static void bump(void) {
  for (long i = 0; i < nv; i++) { long j = hfind(V[i]); if (j < 0) j = hadd(V[i]); hext[j] += 1; contrib(V[i], 1); W += 1; }
}
static int64_t full_count(void) { return cl(red, ALL, S) + cl(blu, ALL, T); }
int main(int argc, char **argv) {
  if (argc < 8) { fprintf(stderr, "usage: %s N S T seed first_restart steps_per_restart cpu_seconds [tenure=10] [DP=50] [DF=50] [P=40] [dmin=0] [dmax=N] [mode=0] [PB=0] [WR=1]\n", argv[0]); return 2; }
  N = atoi(argv[1]); S = atoi(argv[2]); T = atoi(argv[3]); uint64_t seed = strtoull(argv[4], 0, 10); long r0 = atol(argv[5]), iters = atol(argv[6]); double seconds = atof(argv[7]);
  int ten0 = argc > 8 ? atoi(argv[8]) : 10, dp = argc > 9 ? atoi(argv[9]) : 50, df = argc > 10 ? atoi(argv[10]) : 50, pr = argc > 11 ? atoi(argv[11]) : 40;
  DMIN = argc > 12 ? atoi(argv[12]) : 0; DMAX = argc > 13 ? atoi(argv[13]) : N; MODE = argc > 14 ? atoi(argv[14]) : 0;
  PB = argc > 15 ? atoi(argv[15]) : 0; WR = argc > 16 ? atoi(argv[16]) : 1;
  if (N > MAXN || N < 2) { fprintf(stderr, "N must be 2..%d\n", MAXN); return 2; }
  ALL = (1ULL << N) - 1;
  touched = malloc(sizeof(long) * HMAX);
  clock_t t0 = clock(); long gb = -1;
  for (long r = r0;; r++) {
    rs = seed * 0x100000001B3ULL + (uint64_t)r * 0x9E3779B97F4A7C15ULL; rnd(); rnd();
    memset(red, 0, sizeof red);
    for (int i = 0; i < N; i++) for (int j = i + 1; j < N; j++) if ((long)(rnd() % 100) < pr) { red[i] |= 1ULL << j; red[j] |= 1ULL << i; }
    for (int i = 0; i < N; i++) blu[i] = ALL & ~red[i] & ~(1ULL << i);
    for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) entry(x, y);
    nv = 0; encl(red, ALL, S, 0); encl(blu, ALL, T, KIND);
    nh = 0; memset(hslot, 0, sizeof hslot); recompute_extra(); memset(tabu, 0, sizeof tabu);
    long best = nv, nbump = 0, it, bestit = 0; int timeout = 0; memcpy(bestred, red, sizeof red);
    for (it = 1; it <= iters && nv > 0; it++) {
      int64_t bd = INT64_MAX; int nb = 0, bx = 0, by = 0;
      for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) {
        int isred = (red[x] >> y) & 1;
        int64_t d = isred ? (B[x][y] + EB[x][y]) - (WR * R[x][y] + ER[x][y]) : (WR * R[x][y] + ER[x][y]) - (B[x][y] + EB[x][y]);
        if (!(tabu[x][y] < it || W + d == 0)) continue;
        if (isred ? (__builtin_popcountll(red[x]) <= DMIN || __builtin_popcountll(red[y]) <= DMIN) : (__builtin_popcountll(red[x]) >= DMAX || __builtin_popcountll(red[y]) >= DMAX)) continue;
        if (d < bd) { bd = d; nb = 0; }
        if (d == bd && rndint(++nb) == 0) { bx = x; by = y; }
      }
      if (MODE != 3 && (bd > 0 || (bd == 0 && (MODE != 1 || rndint(100) < PB)))) {
        bump(); nbump++;
        if (nbump % dp == 0 || nh + nv >= HMAX) decay(df);
        if (MODE != 2 || bd == INT64_MAX) continue;
        bd = ((red[bx] >> by) & 1) ? (B[bx][by] + EB[bx][by]) - (WR * R[bx][by] + ER[bx][by]) : (WR * R[bx][by] + ER[bx][by]) - (B[bx][by] + EB[bx][by]);
      }
      int tenure = ten0 + rndint(ten0 + 1);
      if (bd == INT64_MAX) { memset(tabu, 0, sizeof tabu); continue; }
      flip(bx, by); tabu[bx][by] = tabu[by][bx] = it + tenure; W += bd;
      if (nv < best) { best = nv; bestit = it; memcpy(bestred, red, sizeof red); }
      if ((it & 65535) == 0) {
        int64_t w0 = W; recompute_extra();
        if (full_count() != nv || W != w0) { fprintf(stderr, "drift %lld %ld %lld %lld\n", (long long)full_count(), nv, (long long)W, (long long)w0); return 3; }
        if ((double)(clock() - t0) / CLOCKS_PER_SEC > seconds) { timeout = 1; break; }
      }
      if (getenv("VERBOSE") && (it % 1000000) == 0) { printf("  it %ld nv %ld best %ld W %lld nh %ld bumps %ld\n", it, nv, best, (long long)W, nh, nbump); fflush(stdout); }
    }
    double el = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (gb < 0 || best < gb) gb = best;
    printf("restart %ld best %ld at %ld final %ld iters %ld bumps %ld time %.1f global_best %ld\n", r, best, bestit, nv, it - 1, nbump, el, gb); fflush(stdout);
    if (getenv("DUMP")) { for (int i = 0; i < N; i++) { printf("B "); for (int j = 0; j < N; j++) putchar((bestred[i] >> j) & 1 ? '1' : '0'); putchar('\n'); } fflush(stdout); }
    if (nv == 0) {
      if (full_count() != 0) { fprintf(stderr, "bogus\n"); return 3; }
      printf("FOUND seed %llu restart %ld iters %ld\n", (unsigned long long)seed, r, it - 1);
      for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) putchar((red[i] >> j) & 1 ? '1' : '0'); putchar('\n'); }
      fflush(stdout); if (!getenv("CONTINUE")) return 0;
    }
    if (timeout || el > seconds) break;
  }
  return 1;
}
