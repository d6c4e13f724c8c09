package runner

import (
	"fmt"
	"os/exec"
	"runtime"
	"testing"
)

// TestPeakMemoryIsTheJobs: a job started while corral holds 300 MB is
// not a job of 300 MB. Go starts processes with vfork's shared memory,
// and Linux counts the parent's peak into the child's at its exec, so
// every job of a large run reported corral's own size, and corral's
// growth between a record and a check made nine in ten files of 100,000
// "grown". A job's own peak above corral's is still measured.
func TestPeakMemoryIsTheJobs(t *testing.T) {
	if testing.Short() {
		t.Skip("holds 300 MB and runs a job of 300 MB more than this process")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 to make a large job")
	}
	held := make([]byte, 300<<20)
	for i := 0; i < len(held); i += 4096 {
		held[i] = 1
	}
	run := func(prog string, argv ...string) (int64, bool) {
		t.Helper()
		e, err := RunContained(t.Context(), Command{Prog: prog, Argv: argv})
		if err != nil {
			t.Fatal(err)
		}
		_, rss, atMost := usage(e.State)
		return rss, atMost
	}
	if rss, atMost := run("/bin/true", "true"); rss > 50<<20 && !atMost {
		t.Errorf("true's peak memory %d MB, while this process holds %d MB: the parent's, said to be the job's", rss>>20, len(held)>>20)
	}
	// Above this process's own peak, whatever it is (the race detector
	// multiplies it): 300 MB more.
	fill := maxRSSBytes(selfMaxRSS()) + 300<<20
	if rss, atMost := run(python, "python3", "-c", fmt.Sprintf("b = b'x' * %d", fill)); rss < fill || atMost {
		t.Errorf("a job that filled %d MB peaked at %d MB (at most: %v)", fill>>20, rss>>20, atMost)
	}
	runtime.KeepAlive(held)
}
