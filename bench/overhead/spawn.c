/*
 * spawn: the floor of bench/overhead.sh, the least a runner can do.
 *
 *   spawn JOBS PROG [ARG...] < list
 *
 * Runs PROG ARG... LINE for each line of its standard input, at most JOBS
 * at a time, and nothing else: posix_spawn (glibc's is a vfork and an
 * exec) and waitpid. PROG must be a path (no PATH search); the jobs
 * inherit standard output and error, which the script sends to /dev/null.
 * Exits 1 when a job did not exit 0, 2 when one could not start.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static int running, failed;

/* reap: wait for any one job. */
static void reap(void)
{
	int status;
	for (;;) {
		if (waitpid(-1, &status, 0) >= 0)
			break;
		if (errno != EINTR) {
			perror("spawn: waitpid");
			exit(2);
		}
	}
	running--;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		failed++;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: spawn JOBS PROG [ARG...] < list\n");
		return 2;
	}
	int jobs = atoi(argv[1]);
	if (jobs < 1) {
		fprintf(stderr, "spawn: JOBS must be at least 1\n");
		return 2;
	}
	/* argv of a job: PROG ARG... LINE NULL; the line goes last. */
	int n = argc - 2;
	char **args = calloc(n + 2, sizeof *args);
	if (!args) {
		perror("spawn");
		return 2;
	}
	memcpy(args, argv + 2, n * sizeof *args);

	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	while ((len = getline(&line, &cap, stdin)) > 0) {
		if (line[len - 1] == '\n')
			line[--len] = '\0';
		if (len == 0)
			continue;
		if (running == jobs)
			reap();
		args[n] = line;
		pid_t pid;
		/* posix_spawn returns once the child has exec'd, so the
		 * line's buffer may be reused for the next job at once. */
		int err = posix_spawn(&pid, args[0], NULL, NULL, args, environ);
		if (err) {
			fprintf(stderr, "spawn: %s: %s\n", args[0], strerror(err));
			return 2;
		}
		running++;
	}
	while (running > 0)
		reap();
	return failed ? 1 : 0;
}
