package runner

import (
	"fmt"
	"os"
	"runtime"

	"golang.org/x/sys/unix"
)

// pinner hands each running job a CPU of its own to be pinned to (--pin).
// It holds one slot per worker, spread round-robin over the CPUs this
// process may use; a worker takes a slot before it starts a job and gives
// it back when the job has ended, so with --jobs equal to the CPUs every
// CPU runs exactly one job at a time. Pinning saves the migrations the
// scheduler makes around each exec and exit, about 8 % of the wall
// time of many short jobs (docs/performance.md).
//
// A pinned job stays on its CPU: a job that runs threads of its own (a
// parallel compiler, make -j) gets one CPU, and when more jobs than CPUs
// run, two long jobs can end up sharing a CPU while another idles. That
// is why pinning is not the default.
type pinner struct {
	all   unix.CPUSet // this process's whole mask, restored after each start
	slots chan int    // CPUs free to pin to, one per worker
}

// newPinner returns a pinner for jobs workers, or nil when there is nothing
// to gain: fewer than two usable CPUs.
func newPinner(jobs int) (*pinner, error) {
	p := &pinner{}
	if err := unix.SchedGetaffinity(0, &p.all); err != nil {
		return nil, fmt.Errorf("read CPU affinity for --pin: %w", err)
	}
	ids := cpuList(&p.all)
	if len(ids) < 2 {
		return nil, nil
	}
	p.slots = make(chan int, jobs)
	for i := range jobs {
		p.slots <- ids[i%len(ids)]
	}
	return p, nil
}

// cpuList is the CPUs in set, in ascending order.
func cpuList(set *unix.CPUSet) []int {
	var ids []int
	for i := range len(set) * 64 {
		if set.IsSet(i) {
			ids = append(ids, i)
		}
	}
	return ids
}

// take returns a CPU for the next job. It never blocks for long: there are
// as many slots as workers.
func (p *pinner) take() int { return <-p.slots }

// give returns a CPU taken by take.
func (p *pinner) give(cpu int) { p.slots <- cpu }

// startOn starts prog with the calling thread's affinity narrowed to cpu,
// since a child inherits the mask of the thread that forks it. The calling
// goroutine locks its thread for the span, and the runtime never clones its
// own threads from a locked one, so no Go thread inherits the narrow mask.
// When narrowing is refused the process starts unpinned; if the whole mask
// cannot be restored, the thread stays locked to this goroutine rather
// than run other goroutines on one CPU.
func (p *pinner) startOn(cpu int, prog string, argv []string, attr *os.ProcAttr) (*os.Process, error) {
	runtime.LockOSThread()
	var one unix.CPUSet
	one.Set(cpu)
	if err := unix.SchedSetaffinity(0, &one); err != nil {
		runtime.UnlockOSThread()
		return os.StartProcess(prog, argv, attr)
	}
	proc, err := os.StartProcess(prog, argv, attr)
	if unix.SchedSetaffinity(0, &p.all) == nil {
		runtime.UnlockOSThread()
	}
	return proc, err
}
