//go:build linux

package runner

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"
)

// Containment on Linux: every job runs in a session of its own (setsid:
// no controlling terminal either), and corral is its jobs' child subreaper
// (PR_SET_CHILD_SUBREAPER), so whatever a job starts and leaves behind,
// even after setsid or a double fork, becomes corral's own child instead of
// init's. Corral keeps the live jobs in a registry (their pids, which are
// their session IDs, and their tags, see [jobTagVar]). An adopted process
// belongs to a live job when it is in that job's session or carries its
// tag; when a job ends, corral kills its process group and then every
// adopted process that belongs to no live job: the job's own, whatever
// group it moved to and however it cleared its environment, and one that
// hid in a session of its own without a tag. Nothing a job starts can
// join corral's own session, so processes there (a decompressor corral
// runs itself) are never touched. When a run ends, every adopted process
// of the run is killed the same way. A cgroup per job would also catch a
// process at once, but needs cgroup v2 delegation, which a CI container
// or an unprivileged user rarely has.

// becomeSubreaper makes this process the reaper of its descendants'
// orphans. It is process-wide and harmless to repeat.
func becomeSubreaper() error {
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("become the jobs' subreaper: %w", err)
	}
	return nil
}

// ownSession is corral's session, which every child corral starts itself
// stays in.
var ownSession = sync.OnceValue(func() int {
	sid, _ := unix.Getsid(0)
	return sid
})

// child is one child process of corral as /proc shows it.
type child struct {
	pid, pgrp, session int
	zombie             bool
}

// orphansFile lists the children of this process's main thread, which is
// where the kernel hands the orphans it reparents to a subreaper (the
// first live thread of the group: Go's main thread never exits). Only its
// list is read (every thread's was costly: docs/performance.md).
var orphansFile = fmt.Sprintf("/proc/self/task/%d/children", os.Getpid())

// orphans is orphansFile, opened once and read again from its start for
// each sweep (a seq_file: every read from offset 0 lists the children
// anew): one pread instead of an open, fstat, read and close after every
// job. Used only with live.starting held for writing.
var orphans struct {
	once sync.Once
	f    *os.File
	buf  []byte
}

// childPIDs lists the children of this process's main thread: every
// adopted orphan, and the jobs that thread happened to start.
func childPIDs() []int {
	orphans.once.Do(func() {
		orphans.f, _ = os.Open(orphansFile)
		orphans.buf = make([]byte, 4096)
	})
	var b []byte
	if orphans.f != nil {
		for {
			// One pread: the kernel lists them all at once when they fit.
			n, err := unix.Pread(int(orphans.f.Fd()), orphans.buf, 0)
			if err == nil && n == len(orphans.buf) {
				orphans.buf = make([]byte, 2*len(orphans.buf)) // more children than fit: again, larger
				continue
			}
			if err == nil {
				b = orphans.buf[:n]
			}
			break
		}
	}
	if b == nil {
		var err error
		if b, err = os.ReadFile(orphansFile); err != nil {
			return nil
		}
	}
	var out []int
	for f := range bytes.FieldsSeq(b) {
		if pid, err := strconv.Atoi(string(f)); err == nil {
			out = append(out, pid)
		}
	}
	return out
}

// readStat reads a process's state, process group and session.
func readStat(pid int) (child, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return child{}, false
	}
	// The command name is in parentheses and may hold anything: the
	// fields after its last ')' are "state ppid pgrp session ...".
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return child{}, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 4 {
		return child{}, false
	}
	pgrp, _ := strconv.Atoi(f[2])
	session, _ := strconv.Atoi(f[3])
	return child{pid: pid, pgrp: pgrp, session: session, zombie: f[0] == "Z" || f[0] == "X"}, true
}

// tagOf returns the job tag in a process's environment, "" if none.
func tagOf(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pid))
	if err != nil {
		return ""
	}
	prefix := []byte(jobTagVar + "=")
	for kv := range bytes.SplitSeq(b, []byte{0}) {
		if bytes.HasPrefix(kv, prefix) {
			return string(kv[len(prefix):])
		}
	}
	return ""
}

// live is the registry of running jobs: pid (which is also the job's
// session ID) → tag. Starting a job holds starting for reading, and a
// sweep holds it for writing while it decides, so a sweep never takes a
// job that is starting for an orphan, while jobs start side by side (one
// mutex around fork and exec made every worker wait for the others'). mu
// guards the maps.
var live = struct {
	starting sync.RWMutex
	mu       sync.Mutex
	jobs     map[int]string
	tags     map[string]bool
}{jobs: map[int]string{}, tags: map[string]bool{}}

// startJob starts a job with start and registers it under tag.
func startJob(tag string, start func() (*os.Process, error)) (*os.Process, error) {
	live.starting.RLock()
	defer live.starting.RUnlock()
	p, err := start()
	if err == nil {
		live.mu.Lock()
		live.jobs[p.Pid] = tag
		live.tags[tag] = true
		live.mu.Unlock()
	}
	return p, err
}

// endJob takes a job that was waited for out of the registry.
func endJob(pid int) {
	live.mu.Lock()
	defer live.mu.Unlock()
	delete(live.tags, live.jobs[pid])
	delete(live.jobs, pid)
}

// belongsToLiveJob reports whether an adopted process is a running job's:
// the job itself, in its session, or carrying its tag. live.starting is
// held for writing and live.mu locked.
func belongsToLiveJob(c child) bool {
	if _, ok := live.jobs[c.pid]; ok {
		return true
	}
	if _, ok := live.jobs[c.session]; ok {
		return true
	}
	return live.tags[tagOf(c.pid)]
}

// sweep kills and reaps corral's children outside its own session that
// belong to no live job: after a job ends, what it left behind however it
// hid (its group, session or environment); when a run ends, what any of
// its jobs left. It repeats while it finds any, since a killed process's
// own children are then adopted in turn; it gives up after 100 rounds (a
// job forking faster than it is killed is stopped by the run's end). It
// reports whether it found anything: then a job's files may still be open
// elsewhere.
func sweep() (any bool) {
	self := ownSession()
	for range 100 {
		var victims []child
		live.starting.Lock()
		live.mu.Lock()
		for _, pid := range childPIDs() {
			if _, ok := live.jobs[pid]; ok {
				continue // a running job, known without reading its stat
			}
			if c, ok := readStat(pid); ok && c.session != self && !belongsToLiveJob(c) {
				victims = append(victims, c)
			}
		}
		live.mu.Unlock()
		live.starting.Unlock()
		if len(victims) == 0 {
			return any
		}
		any = true
		for _, c := range victims {
			if !c.zombie {
				_ = syscall.Kill(c.pid, syscall.SIGKILL)
			}
			var ws syscall.WaitStatus
			for {
				_, err := syscall.Wait4(c.pid, &ws, 0, nil)
				if !errors.Is(err, syscall.EINTR) {
					break
				}
			}
		}
	}
	return any
}

// awaitExit parks the calling goroutine until proc has exited, in the
// runtime's netpoller: a pidfd becomes readable when its process exits.
// proc.Wait then reaps it at once: a waiter holds no thread for the
// job's life, as one blocked in waitid(2) does (what that cost:
// docs/performance.md). Where a pidfd cannot be had or polled, it returns
// at once and proc.Wait blocks as before.
func awaitExit(proc *os.Process) {
	fd, err := unix.PidfdOpen(proc.Pid, unix.PIDFD_NONBLOCK)
	if err != nil {
		return
	}
	f := os.NewFile(uintptr(fd), "pidfd") // non-blocking: in the netpoller
	defer f.Close()
	rc, err := f.SyscallConn()
	if err != nil {
		return
	}
	// Each call asks the kernel whether the process has exited, without
	// reaping it (WNOWAIT); the poller's readiness is only a wake-up, and
	// is reset before the first call, so the check must be the kernel's.
	// An error (the process gone) ends the wait too: proc.Wait reports it.
	_ = rc.Read(func(fd uintptr) bool {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PIDFD, int(fd), &info, unix.WEXITED|unix.WNOHANG|unix.WNOWAIT, nil)
		// With WNOHANG and nothing exited the kernel leaves info zero.
		return err != unix.EINTR && (err != nil || info.Signo != 0)
	})
}
