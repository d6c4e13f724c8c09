package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// jobTagVar is the environment variable every job starts with: which run
// of which corral process, and which job of it. Whatever a job starts
// inherits it, which is how what escaped its process group is found.
const jobTagVar = "CORRAL_JOB"

// runSeq numbers the runs of this process, for the job tags.
var runSeq atomic.Int64

// newRunTag returns a tag prefix unique to one run of this process.
func newRunTag() string {
	return fmt.Sprintf("%d.%d.", os.Getpid(), runSeq.Add(1))
}

// ended is how a job that was waited for ended.
type ended struct {
	state    *os.ProcessState // nil when it could not be waited for (err)
	err      error
	timedOut bool // killed at the timeout
	escaped  bool // something it started had left its group, and was killed
}

// waitJob waits for the started job proc and kills its process group at
// timeout (0: none) or when ctx is cancelled, and again once the job has
// exited, so that nothing it started outlives it; then it kills what
// left the group (see sweep).
func waitJob(ctx context.Context, proc *os.Process, timeout time.Duration) ended {
	pgid := proc.Pid
	killGroup := func() { _ = syscall.Kill(-pgid, syscall.SIGKILL) }
	var timer *time.Timer
	timedOut := make(chan struct{})
	if timeout > 0 {
		timer = time.AfterFunc(timeout, func() { close(timedOut); killGroup() })
	}
	stopCancel := context.AfterFunc(ctx, killGroup)
	var e ended
	awaitExit(proc)
	e.state, e.err = proc.Wait()
	endJob(proc.Pid)
	stopCancel()
	if timer != nil && !timer.Stop() {
		<-timedOut
		e.timedOut = true
	}
	killGroup()         // whatever the job left running in its group
	e.escaped = sweep() // and what left the group
	if e.err == nil && e.state == nil {
		e.err = errors.New("no process state")
	}
	return e
}

// Command is a program that corral runs for itself, contained as a job
// is: a --textconv conversion. See [RunContained].
type Command struct {
	Prog string   // the program's path
	Argv []string // its arguments, Argv[0] its name
	Dir  string   // where it runs
	// Stdout and Stderr receive its streams; nil for /dev/null. Its stdin
	// is /dev/null.
	Stdout, Stderr *os.File
	Timeout        time.Duration // it is killed after this long; 0: never
	// Env is added to corral's environment, each variable in place of
	// corral's of that name (cvise's TMPDIR of its own).
	Env []string
}

// Exit is how a contained command ended.
type Exit struct {
	State    *os.ProcessState
	TimedOut bool // killed at its Timeout
}

// commands tags the contained commands of this process, as a run tags
// its jobs.
var commands struct {
	once sync.Once
	tag  string
	seq  atomic.Int64
}

// RunContained runs c as a job runs: in a session of its own (its own
// process group, no controlling terminal), with corral's environment and
// a job tag, as a child that corral watches for escapes. Its whole
// process group is killed at c.Timeout, when ctx is cancelled, and when
// it exits, and whatever it started that left the group is killed too
// (on Linux; see contain_linux.go). The error is one of starting or
// waiting for it; how it ended is in Exit.
func RunContained(ctx context.Context, c Command) (Exit, error) {
	commands.once.Do(func() { commands.tag = newRunTag() })
	if err := becomeSubreaper(); err != nil {
		return Exit{}, err
	}
	env, err := jobEnv(c.Dir)
	if err != nil {
		return Exit{}, err
	}
	for _, kv := range c.Env {
		// One of each name: a C program's getenv takes the first.
		name, _, _ := strings.Cut(kv, "=")
		env = append(slices.DeleteFunc(env, func(e string) bool { return strings.HasPrefix(e, name+"=") }), kv)
	}
	devNull, err := os.Open(os.DevNull)
	if err != nil {
		return Exit{}, fmt.Errorf("open %s: %w", os.DevNull, err)
	}
	defer devNull.Close()
	files := []*os.File{devNull, c.Stdout, c.Stderr}
	for i, f := range files {
		if f == nil {
			files[i] = devNull
		}
	}
	tag := commands.tag + strconv.FormatInt(commands.seq.Add(1), 10)
	attr := &os.ProcAttr{Dir: c.Dir, Env: append(env, jobTagVar+"="+tag), Files: files,
		Sys: &syscall.SysProcAttr{Setsid: true}}
	proc, err := startJob(tag, func() (*os.Process, error) { return os.StartProcess(c.Prog, c.Argv, attr) })
	if err != nil {
		return Exit{}, fmt.Errorf("start %s: %w", c.Prog, err)
	}
	e := waitJob(ctx, proc, c.Timeout)
	if e.err != nil {
		return Exit{}, fmt.Errorf("wait for %s: %w", c.Prog, e.err)
	}
	return Exit{State: e.state, TimedOut: e.timedOut}, nil
}
