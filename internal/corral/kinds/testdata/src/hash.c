#include <stdint.h>
#include <string.h>
static const char *names[] = {"alpha", "beta", "gamma", "delta"};
uint32_t fnv(const char *s) {
	uint32_t h = 2166136261u;
	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	return h;
}
int lookup(const char *s) {
	for (int i = 0; i < 4; i++) if (strcmp(names[i], s) == 0) return i;
	return -1;
}
uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
