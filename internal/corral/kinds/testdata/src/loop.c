/* Loops clang unrolls and vectorizes at -O2, and a helper it inlines. */
static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

void scale(int *dst, const int *src, int n, int k) {
  for (int i = 0; i < n; i++)
    dst[i] = clamp(src[i] * k, -32768, 32767);
}

long sum(const int *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}
