#include <stddef.h>
struct ring { unsigned char *buf; size_t head, tail, cap; };
static size_t ring_used(const struct ring *r) { return r->head - r->tail; }
int ring_put(struct ring *r, const unsigned char *p, size_t n) {
	if (r->cap - ring_used(r) < n) return -1;
	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	r->head += n;
	return 0;
}
size_t ring_get(struct ring *r, unsigned char *p, size_t n) {
	size_t got = 0;
	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	return got;
}
