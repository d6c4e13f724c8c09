package runner

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/sys/unix"
)

// usable returns the CPUs this test may run on, skipping when pinning has
// nothing to do.
func usable(t *testing.T) []int {
	t.Helper()
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		t.Fatal(err)
	}
	ids := cpuList(&set)
	if len(ids) < 2 {
		t.Skipf("pinning needs two CPUs; this test may use %v", ids)
	}
	return ids
}

func TestPinnerSpreadsSlotsOverTheCPUs(t *testing.T) {
	ids := usable(t)
	jobs := 2*len(ids) + 1
	p, err := newPinner(jobs)
	if err != nil {
		t.Fatal(err)
	}
	count := map[int]int{}
	for range jobs {
		count[p.take()]++
	}
	for i, id := range ids {
		want := jobs / len(ids)
		if i < jobs%len(ids) {
			want++
		}
		if count[id] != want {
			t.Errorf("CPU %d has %d slots, want %d (all: %v)", id, count[id], want, count)
		}
	}
	// A slot given back is taken after the others: consecutive jobs on
	// one worker do not stay on one CPU.
	for _, id := range ids {
		p.give(id)
	}
	for _, id := range ids {
		if got := p.take(); got != id {
			t.Fatalf("take = %d, want %d", got, id)
		}
	}
}

// allowed is the Cpus_allowed_list line of a /proc status file.
func allowed(t *testing.T, status string) string {
	t.Helper()
	b, err := os.ReadFile(status)
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "Cpus_allowed_list:"); ok {
			return strings.TrimSpace(v)
		}
	}
	t.Fatalf("%s has no Cpus_allowed_list", status)
	return ""
}

// TestStartOnPinsTheChildOnly starts children pinned to every CPU from many
// goroutines at once, while other goroutines make the runtime start
// threads, and checks that each child got its one CPU and that every
// thread of this process still has the whole mask afterwards.
func TestStartOnPinsTheChildOnly(t *testing.T) {
	ids := usable(t)
	whole := allowed(t, "/proc/self/status")
	p, err := newPinner(2 * len(ids))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 4 { // blocking syscalls make the runtime hand Ps to new threads
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				var ts unix.Timespec
				ts.Nsec = 200_000
				_ = unix.Nanosleep(&ts, nil)
				runtime.Gosched()
			}
		})
	}
	var starters sync.WaitGroup
	for g := range 2 * len(ids) {
		starters.Go(func() {
			for i := range 25 {
				cpu := p.take()
				out, err := os.Create(filepath.Join(dir, fmt.Sprintf("%d.%d", g, i)))
				if err != nil {
					t.Error(err)
					return
				}
				proc, err := p.startOn(cpu, "/bin/sh", []string{"sh", "-c", "grep Cpus_allowed_list /proc/self/status"},
					&os.ProcAttr{Files: []*os.File{nil, out, os.Stderr}})
				if err != nil {
					t.Error(err)
					out.Close()
					p.give(cpu)
					return
				}
				if _, err := proc.Wait(); err != nil {
					t.Error(err)
				}
				p.give(cpu)
				out.Close()
				b, _ := os.ReadFile(out.Name())
				if got, want := strings.TrimSpace(strings.TrimPrefix(string(b), "Cpus_allowed_list:")), strconv.Itoa(cpu); got != want {
					t.Errorf("child pinned to %d ran on %q", cpu, got)
				}
			}
		})
	}
	starters.Wait()
	close(stop)
	wg.Wait()
	tasks, err := filepath.Glob("/proc/self/task/*/status")
	if err != nil || len(tasks) == 0 {
		t.Fatalf("list threads: %v", err)
	}
	for _, task := range tasks {
		if got := allowed(t, task); got != whole {
			t.Errorf("thread %s has CPUs %s, want the whole mask %s", task, got, whole)
		}
	}
	t.Logf("%d threads checked", len(tasks))
}
