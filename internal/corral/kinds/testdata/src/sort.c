static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static int part(int *v, int lo, int hi) {
	int p = v[hi], i = lo;
	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	swap(&v[i], &v[hi]);
	return i;
}
void qsort_int(int *v, int lo, int hi) {
	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
}
int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
