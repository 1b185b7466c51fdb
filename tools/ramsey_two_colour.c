/* Seeded tabu search for a 2-colouring of K_N with no monochromatic K_S, the C program that
   found the package's (5,5)-colouring of K_42 (R(5,5) >= 43, issue 41). No symmetry assumed.

   State: any red/blue colouring (red = matrix digit 1). Cost = #red K_S + #blue K_S. A move
   recolours one edge; its price is read from R[x][y] (B[x][y]) = the number of red (blue)
   K_{S-2} in the common red (blue) neighbourhood of x and y, recounted for every pair a move
   can change. Each step makes the cheapest move among those not tabu (a pair is tabu for
   T..2T steps after it last changed) and those that would beat the best cost seen; ties are
   broken uniformly at random. Each restart starts from a uniformly random colouring. All
   randomness is one splitmix64 stream per (seed, restart), so a restart can be replayed on
   its own by giving it as first_restart.

   Build and run (the R(5,5) rebuild of data/ramsey_bounds/SOURCES.md; 3 to 6 minutes):
     gcc -O2 -o ramsey_two_colour tools/ramsey_two_colour.c
     ./ramsey_two_colour 42 5 1 2 5000000 1 10
   arguments: N S seed first_restart steps_per_restart cpu_seconds [T=10]
   It prints one line per restart, and on reaching cost 0 "FOUND ..." and the colouring's
   N rows of 0/1 (1 = red). Exit 0 when found, 1 when the time ran out. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#define MAXN 64
static int N = 42, S = 5;
static uint64_t red[MAXN], blu[MAXN], ALL;
static int64_t R[MAXN][MAXN], B[MAXN][MAXN];
static long tabu[MAXN][MAXN];
static uint64_t rs;
static uint64_t rnd(void) { uint64_t z = (rs += 0x9E3779B97F4A7C15ULL); z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL; z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL; return z ^ (z >> 31); }
static int rndint(int m) { return (int)(rnd() % (uint64_t)m); }
static int64_t cl(const uint64_t *g, uint64_t P, int k) {
  if (k == 0) return 1;
  if (k == 1) return __builtin_popcountll(P);
  int64_t t = 0;
  while (P) { if (__builtin_popcountll(P) < k) break; int v = __builtin_ctzll(P); P &= P - 1; t += cl(g, P & g[v], k - 1); }
  return t;
}
static void entry(int x, int y) {
  R[x][y] = R[y][x] = cl(red, red[x] & red[y], S - 2);
  B[x][y] = B[y][x] = cl(blu, blu[x] & blu[y], S - 2);
}
static void flip(int a, int b) {
  red[a] ^= 1ULL << b; red[b] ^= 1ULL << a; blu[a] ^= 1ULL << b; blu[b] ^= 1ULL << a;
  uint64_t ab = (1ULL << a) | (1ULL << b);
  for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) {
    if (x == a || x == b || y == a || y == b || ((red[x] & red[y] & ab) == ab) || ((blu[x] & blu[y] & ab) == ab)) entry(x, y);
  }
}
static int64_t full_cost(void) { return cl(red, ALL, S) + cl(blu, ALL, S); }
int main(int argc, char **argv) {
  if (argc < 7) { fprintf(stderr, "usage: %s N S seed first_restart steps_per_restart cpu_seconds [tenure]\n", argv[0]); return 2; }
  N = atoi(argv[1]); S = atoi(argv[2]); uint64_t seed = strtoull(argv[3], 0, 10); long r0 = atol(argv[4]), iters = atol(argv[5]); double seconds = atof(argv[6]);
  int ten0 = argc > 7 ? atoi(argv[7]) : 10;
  ALL = (1ULL << N) - 1;
  clock_t t0 = clock(); int64_t gb = -1;
  for (long r = r0;; r++) {
    rs = seed * 0x100000001B3ULL + (uint64_t)r * 0x9E3779B97F4A7C15ULL; rnd(); rnd();
    memset(red, 0, sizeof red);
    for (int i = 0; i < N; i++) for (int j = i + 1; j < N; j++) if (rnd() & 1) { red[i] |= 1ULL << j; red[j] |= 1ULL << i; }
    for (int i = 0; i < N; i++) blu[i] = ALL & ~red[i] & ~(1ULL << i);
    for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) entry(x, y);
    int64_t cost = full_cost(), best = cost; memset(tabu, 0, sizeof tabu);
    long it;
    for (it = 1; it <= iters && cost > 0; it++) {
      int64_t bd = INT64_MAX; int nb = 0, bx = 0, by = 0;
      for (int x = 0; x < N; x++) for (int y = x + 1; y < N; y++) {
        int64_t d = ((red[x] >> y) & 1) ? B[x][y] - R[x][y] : R[x][y] - B[x][y];
        if (!(tabu[x][y] < it || cost + d < best)) continue;
        if (d < bd) { bd = d; nb = 0; }
        if (d == bd && rndint(++nb) == 0) { bx = x; by = y; }
      }
      if (bd == INT64_MAX) { memset(tabu, 0, sizeof tabu); continue; }
      int tenure = ten0 + rndint(ten0 + 1);
      flip(bx, by); tabu[bx][by] = it + tenure; cost += bd; if (cost < best) best = cost;
      if ((it & 65535) == 0 && full_cost() != cost) { fprintf(stderr, "drift\n"); return 3; }
    }
    double el = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (gb < 0 || best < gb) gb = best;
    printf("restart %ld best %lld final %lld iters %ld time %.1f global_best %lld\n", r, (long long)best, (long long)cost, it - 1, el, (long long)gb); fflush(stdout);
    if (cost == 0) {
      if (full_cost() != 0) { fprintf(stderr, "bogus\n"); return 3; }
      printf("FOUND seed %llu restart %ld iters %ld\n", (unsigned long long)seed, r, it - 1);
      for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) putchar((red[i] >> j) & 1 ? '1' : '0'); putchar('\n'); }
      fflush(stdout); if (!getenv("CONTINUE")) return 0;
    }
    if (el > seconds) break;
  }
  return 1;
}
