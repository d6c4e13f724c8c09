//go:build linux

package runner_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/runner"
)

// TestRunContained runs a command that leaves two processes behind, one
// in its group and one in a session of its own: both are dead and reaped
// when RunContained returns, at once, as the end of a job leaves them.
func TestRunContained(t *testing.T) {
	dir := t.TempDir()
	script := `sleep 60 >/dev/null 2>&1 & echo $! >group.pid
setsid sh -c 'echo $$ >session.pid; exec sleep 60' >/dev/null 2>&1 &
until [ -s session.pid ]; do sleep 0.01; done`
	exit, err := runner.RunContained(t.Context(), runner.Command{Prog: "/bin/sh", Argv: []string{"sh", "-c", script}, Dir: dir})
	if err != nil || !exit.State.Success() || exit.TimedOut {
		t.Fatalf("got %v, %v, timed out %v; want success", exit.State, err, exit.TimedOut)
	}
	for _, f := range []string{"group.pid", "session.pid"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		if err := syscall.Kill(pid, 0); err != syscall.ESRCH {
			t.Errorf("%s: process %d is still there (kill 0: %v)", f, pid, err)
		}
	}
}

func TestRunContainedTimeout(t *testing.T) {
	exit, err := runner.RunContained(t.Context(), runner.Command{Prog: "/bin/sleep", Argv: []string{"sleep", "60"},
		Dir: t.TempDir(), Timeout: 50 * time.Millisecond})
	if err != nil || !exit.TimedOut {
		t.Errorf("got %v, timed out %v; want a timeout", err, exit.TimedOut)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	exit, err = runner.RunContained(ctx, runner.Command{Prog: "/bin/sleep", Argv: []string{"sleep", "60"}, Dir: t.TempDir()})
	if err != nil || exit.State.Success() {
		t.Errorf("cancelled: got %v, %v; want killed", exit.State, err)
	}
}

// TestRunContainedEnv gives a command a variable corral has too: the
// command sees one, the one given.
func TestRunContainedEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", "/corral's")
	out, err := os.Create(filepath.Join(dir, "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	exit, err := runner.RunContained(t.Context(), runner.Command{Prog: "/bin/sh", Argv: []string{"sh", "-c", "env | grep ^TMPDIR="},
		Dir: dir, Stdout: out, Env: []string{"TMPDIR=" + dir}})
	if err != nil || !exit.State.Success() {
		t.Fatalf("got %v, %v; want success", exit.State, err)
	}
	b, _ := os.ReadFile(out.Name())
	if got, want := string(b), "TMPDIR="+dir+"\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestWaitingHoldsNoThread waits for many jobs at once: a job's waiter
// parks in the runtime's netpoller on a pidfd, so the process does not
// grow a thread per job that is running. Blocked in waitid(2), each
// waiter held a thread of its own (and its P, which the runtime's sysmon
// kept taking back: 15 % of corral's CPU in a record).
func TestWaitingHoldsNoThread(t *testing.T) {
	const jobs = 48
	before := threads(t)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var done sync.WaitGroup
	for range jobs {
		done.Go(func() {
			// Ended by cancel once counted: killed, not an error here.
			_, _ = runner.RunContained(ctx, runner.Command{Prog: "/bin/sleep", Argv: []string{"sleep", "600"}})
		})
	}
	// Counted once every job runs (its process is this one's child), not
	// after a guess at how long that takes: a loaded machine started
	// them after a second's sleep, and the count said nothing.
	deadline := time.Now().Add(30 * time.Second)
	for children(t) < jobs {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d jobs running after 30s", children(t), jobs)
		}
		time.Sleep(20 * time.Millisecond)
	}
	during := threads(t)
	cancel()
	done.Wait()
	if during-before >= jobs/2 {
		t.Errorf("%d threads while %d jobs ran, %d before: a thread per waiting job", during, jobs, before)
	}
	t.Logf("threads: %d before, %d while %d jobs ran", before, during, jobs)
}

// children is how many processes are this process's children, from each
// of its threads' /proc/self/task/TID/children.
func children(t *testing.T) int {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, task := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + task.Name() + "/children")
		if err != nil {
			continue // a thread that ended
		}
		n += len(strings.Fields(string(b)))
	}
	return n
}

// threads is this process's number of threads.
func threads(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "Threads:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatal("no Threads: line in /proc/self/status")
	return 0
}
