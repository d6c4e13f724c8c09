/* A ring buffer of bytes with a power-of-two size. */
#include <stddef.h>

struct ring {
	unsigned char *buf;
	size_t mask, head, tail;
};

size_t ring_put(struct ring *r, const unsigned char *p, size_t n)
{
	size_t room = r->mask + 1 - (r->head - r->tail), i, done = 0;
	for (i = 0; i < n && done < room; i++, done++)
		r->buf[(r->head + i) & r->mask] = p[i];
	r->head += done;
	return done;
}

size_t ring_get(struct ring *r, unsigned char *p, size_t n)
{
	size_t have = r->head - r->tail, i;
	const unsigned char *src = r->buf, *end = r->buf + r->mask + 1;
	for (i = 0; i < n && i < have; i++)
		p[i] = src[(r->tail + i) & r->mask];
	(void)end;
	r->tail += i;
	return i;
}

int ring_empty(const struct ring *r)
{
	int empty = r->head == r->tail, full = r->head - r->tail > r->mask;
	return empty && !full;
}
