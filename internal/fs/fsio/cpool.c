//go:build cgo && linux

#define _GNU_SOURCE
#include "cpool.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct cp_pool {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	uint32_t *ring; // submitted slots, FIFO; never more than nslots
	int nslots, head, count, stopping;
	cp_task *tasks;
	int nthreads;
	pthread_t *threads;

	// Completions: a ring of finished slots, guarded by dmu. armed says the
	// Go reader found the ring empty and sleeps on efd, so the next
	// completion must write efd; otherwise completions are only pushed,
	// and a busy reader takes many per wake-up.
	pthread_mutex_t dmu;
	uint32_t *done;
	int dhead, dcount, armed;
	int efd;
};

// run does one task to completion: a short pread or pwrite is continued,
// as a Go caller of ReadAt/WriteAt expects.
static void run(cp_task *t) {
	int64_t done = 0;
	t->err = 0;
	switch (t->op) {
	case CP_PREAD:
	case CP_PWRITE:
		while (done < t->len) {
			ssize_t n = t->op == CP_PREAD
				? pread(t->fd, (char *)t->buf + done, t->len - done, t->off + done)
				: pwrite(t->fd, (char *)t->buf + done, t->len - done, t->off + done);
			if (n < 0) {
				if (errno == EINTR)
					continue;
				t->err = errno;
				break;
			}
			if (n == 0)
				break; // end of file
			done += n;
		}
		t->result = t->err ? -1 : done;
		break;
	case CP_FSYNC:
		t->result = fsync(t->fd);
		if (t->result < 0)
			t->err = errno;
		break;
	default:
		t->result = -1;
		t->err = EINVAL;
	}
}

static void *worker(void *arg) {
	cp_pool *p = arg;
	for (;;) {
		pthread_mutex_lock(&p->mu);
		while (p->count == 0 && !p->stopping)
			pthread_cond_wait(&p->cv, &p->mu);
		if (p->count == 0) { // stopping and drained
			pthread_mutex_unlock(&p->mu);
			return NULL;
		}
		uint32_t slot = p->ring[p->head];
		p->head = (p->head + 1) % p->nslots;
		p->count--;
		pthread_mutex_unlock(&p->mu);

		run(&p->tasks[slot]);

		pthread_mutex_lock(&p->dmu);
		p->done[(p->dhead + p->dcount) % p->nslots] = slot; // never more than nslots
		p->dcount++;
		int wake = p->armed;
		p->armed = 0;
		pthread_mutex_unlock(&p->dmu);
		if (wake) {
			uint64_t one = 1;
			while (write(p->efd, &one, sizeof one) < 0 && errno == EINTR) {
			}
		}
	}
}

cp_pool *cp_new(int threads, int prio, int affinity, int slots, int efd,
		int *prio_ok, int *affinity_ok, char *errbuf, int errlen) {
	*prio_ok = prio > 0;
	*affinity_ok = affinity;
	cp_pool *p = calloc(1, sizeof *p);
	if (!p) {
		snprintf(errbuf, errlen, "out of memory");
		return NULL;
	}
	p->nslots = slots;
	p->efd = efd;
	p->ring = calloc(slots, sizeof *p->ring);
	p->done = calloc(slots, sizeof *p->done);
	p->tasks = calloc(slots, sizeof *p->tasks);
	p->threads = calloc(threads, sizeof *p->threads);
	if (!p->ring || !p->done || !p->tasks || !p->threads) {
		snprintf(errbuf, errlen, "out of memory for %d slots", slots);
		goto fail;
	}
	pthread_mutex_init(&p->mu, NULL);
	pthread_mutex_init(&p->dmu, NULL);
	pthread_cond_init(&p->cv, NULL);
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	for (int i = 0; i < threads; i++) {
		int rc = pthread_create(&p->threads[i], NULL, worker, p);
		if (rc != 0) {
			snprintf(errbuf, errlen, "pthread_create: %s", strerror(rc));
			p->stopping = 1;
			pthread_cond_broadcast(&p->cv);
			for (int j = 0; j < i; j++)
				pthread_join(p->threads[j], NULL);
			goto fail;
		}
		p->nthreads++;
		// Named, so that ps -L, top -H and /proc/PID/task/*/comm tell
		// the pool's threads from the Go runtime's.
		pthread_setname_np(p->threads[i], "cpool-io");
		if (i < prio) {
			struct sched_param sp = {.sched_priority = sched_get_priority_min(SCHED_RR) + 1};
			if (pthread_setschedparam(p->threads[i], SCHED_RR, &sp) != 0)
				*prio_ok = 0; // EPERM without CAP_SYS_NICE: keep the thread, normal priority
		}
		if (affinity && ncpu > 0) {
			cpu_set_t set;
			CPU_ZERO(&set);
			CPU_SET(i % ncpu, &set);
			if (pthread_setaffinity_np(p->threads[i], sizeof set, &set) != 0)
				*affinity_ok = 0;
		}
	}
	return p;
fail:
	free(p->ring);
	free(p->done);
	free(p->tasks);
	free(p->threads);
	free(p);
	return NULL;
}

cp_task *cp_task_at(cp_pool *p, int slot) { return &p->tasks[slot]; }

void cp_submit(cp_pool *p, const uint32_t *slots, int n) {
	pthread_mutex_lock(&p->mu);
	for (int i = 0; i < n; i++) {
		p->ring[(p->head + p->count) % p->nslots] = slots[i];
		p->count++;
	}
	pthread_mutex_unlock(&p->mu);
	// Signalled after unlocking, so a woken worker does not block at once
	// on the mutex this thread still holds.
	if (n == 1)
		pthread_cond_signal(&p->cv);
	else
		pthread_cond_broadcast(&p->cv);
}

int cp_queued(cp_pool *p) {
	pthread_mutex_lock(&p->mu);
	int n = p->count;
	pthread_mutex_unlock(&p->mu);
	return n;
}

int cp_drain(cp_pool *p, uint32_t *out, int max) {
	pthread_mutex_lock(&p->dmu);
	int n = p->dcount < max ? p->dcount : max;
	for (int i = 0; i < n; i++)
		out[i] = p->done[(p->dhead + i) % p->nslots];
	p->dhead = (p->dhead + n) % p->nslots;
	p->dcount -= n;
	if (n == 0)
		p->armed = 1;
	pthread_mutex_unlock(&p->dmu);
	return n;
}

void cp_stop(cp_pool *p) {
	pthread_mutex_lock(&p->mu);
	p->stopping = 1;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	for (int i = 0; i < p->nthreads; i++)
		pthread_join(p->threads[i], NULL);
}

void cp_free(cp_pool *p) {
	pthread_mutex_destroy(&p->mu);
	pthread_mutex_destroy(&p->dmu);
	pthread_cond_destroy(&p->cv);
	free(p->ring);
	free(p->done);
	free(p->tasks);
	free(p->threads);
	free(p);
}
