// A pthread pool that does the file service's data calls (pread, pwrite,
// fsync) in C. See cpool.go for how Go talks to it.
#ifndef CORRAL_CPOOL_H
#define CORRAL_CPOOL_H

#include <stdint.h>

enum { CP_PREAD = 1, CP_PWRITE = 2, CP_FSYNC = 3 };

// One task. Tasks live in an array owned by C and are named by their index
// (a "slot"); Go fills a free slot's fields, submits the index, and reads
// result and err after the index comes back through cp_drain.
typedef struct {
	int32_t op;
	int32_t fd;
	void *buf;      // C memory from cp_alloc, never Go memory
	int64_t len;
	int64_t off;
	int64_t result; // bytes moved, or -1
	int32_t err;    // errno when result is -1
} cp_task;

typedef struct cp_pool cp_pool;

// cp_new starts threads workers; the first prio of them get SCHED_RR
// priority where permitted; with affinity each is pinned to CPU i mod
// ncpu. slots is the number of tasks that can be in flight. Completed slot
// indexes go on a completion ring that cp_drain empties; the eventfd efd is
// written when a completion arrives while the reader is asleep (armed). On
// failure it returns NULL with a message in errbuf. *prio_ok and
// *affinity_ok say whether those settings took.
cp_pool *cp_new(int threads, int prio, int affinity, int slots, int efd,
		int *prio_ok, int *affinity_ok, char *errbuf, int errlen);
// cp_drain moves up to max completed slots into out and returns how many.
// When there are none it arms the pool (the next completion writes the
// eventfd) and returns 0.
int cp_drain(cp_pool *p, uint32_t *out, int max);
cp_task *cp_task_at(cp_pool *p, int slot);
// cp_submit queues n slots at once (the array is only read during the call).
void cp_submit(cp_pool *p, const uint32_t *slots, int n);
int cp_queued(cp_pool *p);
// cp_stop stops the threads after the queued tasks are done; their
// completions stay on the ring for cp_drain.
void cp_stop(cp_pool *p);
// cp_free frees a stopped pool.
void cp_free(cp_pool *p);

#endif
