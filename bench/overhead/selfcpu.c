/*
 * selfcpu: a process's own CPU time, apart from its children's.
 *
 *   selfcpu FILE PROG [ARG...]
 *
 * Runs PROG and, once it has exited but before it is reaped, reads its
 * /proc/PID/stat (a zombie's is still there) and writes to FILE one line:
 * its own user and system seconds (every thread of it), then those of the
 * children it waited for (corral's jobs), then the clock ticks a second.
 * rusage cannot tell the two apart: wait4 gives the sum. Exits as PROG
 * did (128 + the signal when one killed it).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: selfcpu FILE PROG [ARG...]\n");
		return 2;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("selfcpu: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		fprintf(stderr, "selfcpu: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	siginfo_t si;
	while (waitid(P_PID, pid, &si, WEXITED | WNOWAIT) < 0) {
		if (errno != EINTR) {
			perror("selfcpu: waitid");
			return 2;
		}
	}

	char path[64], buf[4096];
	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	FILE *f = fopen(path, "r");
	size_t len = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
	if (f)
		fclose(f);
	buf[len] = '\0';
	/* The name in parentheses may hold spaces: fields count from the
	 * last ')'. After it come state (field 3) ... utime (14), stime
	 * (15), cutime (16), cstime (17). */
	char *p = strrchr(buf, ')');
	unsigned long long ut, st;
	long long cut, cst;
	if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld",
			 &ut, &st, &cut, &cst) != 4) {
		fprintf(stderr, "selfcpu: cannot read %s\n", path);
		return 2;
	}
	double hz = sysconf(_SC_CLK_TCK);
	FILE *out = fopen(argv[1], "w");
	if (!out) {
		perror(argv[1]);
		return 2;
	}
	fprintf(out, "%.2f %.2f %.2f %.2f %.0f\n", ut / hz, st / hz, cut / hz, cst / hz, hz);
	fclose(out);

	int status;
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			perror("selfcpu: waitpid");
			return 2;
		}
	}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
