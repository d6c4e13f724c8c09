/*
 * spawnd: a spawn helper, for bench/spawncost.sh.
 *
 *   spawnd JOBS < requests > replies
 *
 * Reads one request a line, "ID PROG ARG", and runs PROG ARG in a session
 * of its own (posix_spawn with POSIX_SPAWN_SETSID: a vfork, a setsid and
 * an exec), at most JOBS at a time; when one ends it writes "ID STATUS
 * USER_US SYS_US" (the wait status and the job's CPU, from wait4). It
 * flushes each reply at once, so a runner feeding it a window of requests
 * sees each job end when it ends. At the end it writes its own CPU time
 * to standard error: "spawnd: own U S" in seconds. PROG must be a path.
 *
 * It measures what a Go runner would pay if a small C process started
 * and reaped its jobs for it: the requests and replies over two pipes
 * instead of Go's own fork, exec and wait.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define MAXRUN 1024

static pid_t pids[MAXRUN];
static long ids[MAXRUN];

int main(int argc, char **argv)
{
	if (argc != 2 || atoi(argv[1]) < 1 || atoi(argv[1]) > MAXRUN) {
		fprintf(stderr, "usage: spawnd JOBS (1 to %d) < requests\n", MAXRUN);
		return 2;
	}
	int max = atoi(argv[1]), running = 0, eof = 0;
	posix_spawnattr_t sa;
	posix_spawnattr_init(&sa);
	posix_spawnattr_setflags(&sa, POSIX_SPAWN_SETSID);
	char line[8192];
	while (!eof || running > 0) {
		while (!eof && running < max) {
			if (!fgets(line, sizeof line, stdin)) {
				eof = 1;
				break;
			}
			line[strcspn(line, "\n")] = 0;
			char *id = strtok(line, " "), *prog = strtok(NULL, " "), *arg = strtok(NULL, " ");
			if (!id || !prog) {
				fprintf(stderr, "spawnd: bad request\n");
				return 2;
			}
			char *args[] = {prog, arg, NULL};
			pid_t pid;
			int err = posix_spawn(&pid, prog, NULL, &sa, args, environ);
			if (err != 0) {
				printf("%s -1 0 0\n", id);
				fflush(stdout);
				continue;
			}
			int slot = 0;
			while (pids[slot] != 0)
				slot++;
			pids[slot] = pid;
			ids[slot] = atol(id);
			running++;
		}
		if (running == 0)
			continue;
		int status;
		struct rusage ru;
		pid_t pid = wait4(-1, &status, 0, &ru);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			perror("spawnd: wait4");
			return 2;
		}
		for (int slot = 0; slot < MAXRUN; slot++) {
			if (pids[slot] == pid) {
				printf("%ld %d %ld %ld\n", ids[slot], status,
				       ru.ru_utime.tv_sec * 1000000L + ru.ru_utime.tv_usec,
				       ru.ru_stime.tv_sec * 1000000L + ru.ru_stime.tv_usec);
				fflush(stdout);
				pids[slot] = 0;
				running--;
				break;
			}
		}
	}
	struct rusage me;
	getrusage(RUSAGE_SELF, &me);
	fprintf(stderr, "spawnd: own %.3f %.3f\n", me.ru_utime.tv_sec + me.ru_utime.tv_usec / 1e6,
		me.ru_stime.tv_sec + me.ru_stime.tv_usec / 1e6);
	return 0;
}
