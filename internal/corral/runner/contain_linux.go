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

// Containment on Linux: corral is its jobs' child subreaper
// (PR_SET_CHILD_SUBREAPER), so whatever a job starts and leaves behind,
// even after setsid or a double fork, becomes corral's own child instead of
// init's. When a job ends, corral kills its process group and then every
// child it adopted that carries the job's tag (see [jobTagVar]), and the
// children those leave in turn, and reaps them. When a run ends, every
// adopted child of the run, and every one in another session (which none
// of corral's own children is), is killed the same way. A process that
// cleared its environment is caught only then. A cgroup per job would
// catch it at once, but needs cgroup v2 delegation, which a CI container
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
// first live thread of the group: Go's main thread never exits). Reading
// every thread's list cost 20 % of a 3,000-file record.
var orphansFile = fmt.Sprintf("/proc/self/task/%d/children", os.Getpid())

// children lists the children of this process's main thread: every
// adopted orphan, and the jobs that thread happened to start.
func children() []child {
	b, err := os.ReadFile(orphansFile)
	if err != nil {
		return nil
	}
	var out []child
	for f := range strings.FieldsSeq(string(b)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			continue
		}
		if c, ok := readStat(pid); ok {
			out = append(out, c)
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

// sweep kills and reaps the children that match: adopted processes that
// belong to a job or run. It repeats while it finds any, since a killed
// process's own children are then adopted in turn; it gives up after 100
// rounds (a job forking faster than it is killed is stopped by the run's
// end). Zombies are reaped only when they cannot be a child corral is
// waiting for itself: in the job's process group, or in another session.
// It reports whether it found anything.
func sweep(match func(c child) bool) (any bool) {
	self := ownSession()
	for range 100 {
		found := false
		for _, c := range children() {
			dead := c.zombie && (match(c) || c.session != self)
			if !dead && (c.zombie || !match(c)) {
				continue
			}
			found, any = true, true
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
		if !found {
			return any
		}
	}
	return any
}

// sweepJob kills and reaps what the job tagged tag, in process group pgid,
// left behind, and any adopted process that left corral's session without
// a tag (it cleared its environment to hide). It reports whether it found
// anything: then the job's files may still be open elsewhere.
func sweepJob(tag string, pgid int) bool {
	self := ownSession()
	return sweep(func(c child) bool {
		if c.zombie {
			return c.pgrp == pgid
		}
		t := tagOf(c.pid)
		return t == tag || t == "" && c.session != self
	})
}

// sweepRun kills and reaps what any job of the run left behind, and every
// adopted process that left corral's session.
func sweepRun(runTag string) {
	self := ownSession()
	sweep(func(c child) bool {
		return c.session != self || strings.HasPrefix(tagOf(c.pid), runTag)
	})
}
