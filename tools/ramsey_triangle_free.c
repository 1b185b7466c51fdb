/* Seeded tabu search for a (3,K)-graph on N vertices (no triangle, no independent K-set),
   the C program that found the package's R(3,10) graph on 39 vertices (issue 41).

   It makes the same decisions as src/ramsey_inspect/core/ramsey_triangle_free.py (same
   splitmix64 stream per (seed, restart), same move order and tie-breaking), which replays a
   restart byte for byte; this program is only faster (about 20 s per 30,000-step restart on
   39 vertices) and runs restarts one after another.

   State: any graph; cost = W * #triangles + #independent K-sets. A move flips one pair (an
   addition only while both ends have degree < DMAX); the best non-tabu move is made (tabu:
   10..20 steps after the pair last changed, tenure T..2T), unless it beats the best cost seen.
   Restarts begin from the random greedy triangle-free graph with maximum degree DMAX.
   T[x][y] = independent (K-2)-sets in the common non-neighbourhood of x and y prices each move
   (recounted here for every pair a flip can change; the Python module corrects it in place).

   Build and run (the R(3,10) search of data/ramsey_bounds/SOURCES.md):
     gcc -O2 -o ramsey_triangle_free tools/ramsey_triangle_free.c
     ./ramsey_triangle_free 39 10 12 1 0 30000 3000 10 5
   arguments: N K DMAX seed first_restart steps_per_restart cpu_seconds [T=10] [W=5]
   It prints one line per restart, and on reaching cost 0 "FOUND ..." and the graph's 0/1 rows
   (set CONTINUE=1 in the environment to go on with the next restart). Exit 0 when found. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#define MAXN 64
static int N = 39, K = 10, DMAX = 12, W = 5;
static uint64_t adj[MAXN];
static int deg[MAXN];
static uint64_t ALL;
static int64_t T[MAXN][MAXN];
static long tabu[MAXN][MAXN];

static uint64_t rs;
static uint64_t rnd(void) { /* splitmix64 */
  uint64_t z = (rs += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
static int rndint(int m) { return (int)(rnd() % (uint64_t)m); }

static int64_t cnt(uint64_t P, int k) {
  if (k == 0) return 1;
  if (k == 1) return __builtin_popcountll(P);
  int64_t total = 0;
  while (P) {
    if (__builtin_popcountll(P) < k) break;
    int v = __builtin_ctzll(P);
    P &= P - 1;
    total += cnt(P & ~adj[v], k - 1);
  }
  return total;
}
static inline uint64_t Sset(int x, int y) {
  return ALL & ~adj[x] & ~adj[y] & ~(1ULL << x) & ~(1ULL << y);
}
static void full_table(void) {
  for (int x = 0; x < N; x++)
    for (int y = x + 1; y < N; y++) T[x][y] = T[y][x] = cnt(Sset(x, y), K - 2);
}
/* after the edge ab changed: recompute pairs touching a or b, or whose S contains both */
static void update_table(int a, int b) {
  for (int x = 0; x < N; x++)
    for (int y = x + 1; y < N; y++) {
      uint64_t S = Sset(x, y);
      if (x == a || x == b || y == a || y == b || ((S >> a) & 1 && (S >> b) & 1))
        T[x][y] = T[y][x] = cnt(S, K - 2);
    }
}
static int64_t full_cost(void) {
  int64_t t = 0;
  for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) if ((adj[x] >> y) & 1) t += __builtin_popcountll(adj[x] & adj[y] & ~((2ULL << y) - 1));
  return (int64_t)W * t + cnt(ALL, K);
}
static void setedge(int u, int v, int on) {
  if (on) { adj[u] |= 1ULL << v; adj[v] |= 1ULL << u; deg[u]++; deg[v]++; }
  else { adj[u] &= ~(1ULL << v); adj[v] &= ~(1ULL << u); deg[u]--; deg[v]--; }
}
static void tf_process(void) {
  int np = N * (N - 1) / 2, *pu = malloc(np * sizeof(int)), *pv = malloc(np * sizeof(int)), m = 0;
  for (int i = 0; i < N; i++) for (int j = i + 1; j < N; j++) { pu[m] = i; pv[m] = j; m++; }
  for (int i = np - 1; i > 0; i--) { int j = rndint(i + 1); int t = pu[i]; pu[i] = pu[j]; pu[j] = t; t = pv[i]; pv[i] = pv[j]; pv[j] = t; }
  memset(adj, 0, sizeof adj); memset(deg, 0, sizeof deg);
  for (int i = 0; i < np; i++) {
    int u = pu[i], v = pv[i];
    if (deg[u] < DMAX && deg[v] < DMAX && !(adj[u] & adj[v])) setedge(u, v, 1);
  }
  free(pu); free(pv);
}
static void print_graph(FILE *f) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) fputc((adj[i] >> j) & 1 ? '1' : '0', f);
    fputc('\n', f);
  }
}

int main(int argc, char **argv) {
  if (argc < 8) { fprintf(stderr, "usage: %s N K DMAX seed first_restart steps_per_restart cpu_seconds [tenure] [weight]\n", argv[0]); return 2; }
  N = atoi(argv[1]); K = atoi(argv[2]); DMAX = atoi(argv[3]);
  uint64_t seed = strtoull(argv[4], 0, 10);
  long r0 = atol(argv[5]), iters = atol(argv[6]);
  double seconds = atof(argv[7]);
  int ten0 = argc > 8 ? atoi(argv[8]) : 10;
  W = argc > 9 ? atoi(argv[9]) : 5;
  ALL = N == 64 ? ~0ULL : (1ULL << N) - 1;
  clock_t t0 = clock();
  int64_t global_best = -1;
  for (long r = r0;; r++) {
    rs = seed * 0x100000001B3ULL + (uint64_t)r * 0x9E3779B97F4A7C15ULL; rnd(); rnd();
    tf_process();
    full_table();
    int64_t cost = full_cost(), best = cost;
    memset(tabu, 0, sizeof tabu);
    long it;
    for (it = 1; it <= iters && cost > 0; it++) {
      int64_t bd = INT64_MAX; int nb = 0, bx = 0, by = 0;
      for (int x = 0; x < N; x++)
        for (int y = x + 1; y < N; y++) {
          int pc = __builtin_popcountll(adj[x] & adj[y]);
          int64_t d = ((adj[x] >> y) & 1) ? T[x][y] - (int64_t)W * pc : (int64_t)W * pc - T[x][y];
          if (!((adj[x] >> y) & 1) && (deg[x] >= DMAX || deg[y] >= DMAX)) continue;
          if (!(tabu[x][y] < it || cost + d < best)) continue;
          if (d < bd) { bd = d; nb = 0; }
          if (d == bd && rndint(++nb) == 0) { bx = x; by = y; }
        }
      if (bd == INT64_MAX) { memset(tabu, 0, sizeof tabu); continue; }
      int tenure = ten0 + rndint(ten0 + 1);
      setedge(bx, by, !((adj[bx] >> by) & 1)); update_table(bx, by); tabu[bx][by] = tabu[by][bx] = it + tenure;
      cost += bd;
      if (cost < best) best = cost;
      if ((it & 8191) == 0) {
        int64_t c2 = full_cost();
        if (c2 != cost) { fprintf(stderr, "cost drift %lld vs %lld\n", (long long)cost, (long long)c2); return 3; }
      }
    }
    double el = (double)(clock() - t0) / CLOCKS_PER_SEC;
    int e = 0; for (int i = 0; i < N; i++) e += deg[i]; e /= 2;
    if (global_best < 0 || best < global_best) global_best = best;
    printf("restart %ld best %lld final %lld iters %ld edges %d time %.1f global_best %lld\n", r, (long long)best, (long long)cost, it - 1, e, el, (long long)global_best);
    fflush(stdout);
    if (cost == 0) {
      if (full_cost() != 0) { fprintf(stderr, "bogus\n"); return 3; }
      printf("FOUND seed %llu restart %ld iters %ld\n", (unsigned long long)seed, r, it - 1);
      print_graph(stdout);
      if (!getenv("CONTINUE")) return 0;
    }
    if (el > seconds) break;
  }
  return 1;
}
