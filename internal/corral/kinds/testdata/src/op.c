long apply(int op, long a, long b) {
	switch (op) {
	case 0: return a + b;
	case 1: return a - b;
	case 2: return a * b;
	case 3: return b ? a / b : 0;
	case 4: return a & b;
	case 5: return a | b;
	case 6: return a ^ b;
	case 7: return a << (b & 63);
	default: return -1;
	}
}
long fold(const int *ops, const long *vals, int n) {
	long acc = vals[0];
	for (int i = 1; i < n; i++) acc = apply(ops[i], acc, vals[i]);
	return acc;
}
