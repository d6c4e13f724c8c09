// Package runner runs one command per file of an unpacked source through a
// bounded [pool.Pool] and stores each job's result.
//
// # Jobs
//
// Each job runs in the work directory, in a process group of its own, with
// stdin from /dev/null. Its stdout and stderr go straight into scratch files
// owned by the worker (no pipes, no copying goroutines), so a job that
// prints 200 MB costs corral one 1 MiB buffer, not 200 MB, and a grandchild
// that keeps the streams open cannot stall the run. When the job ends, its
// whole process group is killed so that nothing it started outlives it; at
// --timeout the group is killed with SIGKILL and the result is a timeout.
//
// # Concurrency
//
// [Run] owns a pool of cfg.Jobs workers and waits for all of them. The
// scratch files are handed between workers through a channel holding
// exactly one set per worker. Results go to the [Sink] (the store's
// writer), whose own goroutine writes them; the progress callback is
// called from the workers and must be safe for concurrent use.
package runner

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/beneath"
	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/workspace"
	"github.com/corral-go/corral/pool"
)

// Config says how to run the jobs.
type Config struct {
	Dir string // the work directory
	// ScratchBase is where the jobs' scratch dir (their stdout and stderr
	// until stored) is made: beside the work dir; "" for TMPDIR.
	ScratchBase string
	Cmd         *command.Template // the --cmd template
	Outputs     []string          // --output templates
	Timeout     time.Duration     // per job; 0 means none
	Jobs        int               // workers
	IsSource    func(string) bool // files unpacked from the source
	IsInput     func(string) bool // files of the source selected to compile; nil for all of them
	// OnShipped is told of each declared output that the source shipped
	// and the runner removed before its job ran (see jobRunner.clearOutputs).
	OnShipped func(output string)
	Rules     *normalize.Rules // --normalize rules applied before storing; nil for none
	Pin       bool             // pin each job to one CPU (--pin; see pinner)
	// MaxOutput bounds each stream and output stored; a job over it is an
	// error. 0 means no limit.
	MaxOutput int64
}

// scratch is one job's capture files: stdout, stderr, and the file that
// receives normalised content. They are emptied and reused from job to job
// (an open per job cost a third of a 3,000-file record), except after a
// job that left processes behind: one of those may still hold its stdout,
// so the next job gets new files and the old ones are left to it.
type scratch struct {
	stdout, stderr, norm *os.File
	tainted              bool // the last job left processes behind
}

// prepare gives the next job empty stdout and stderr files.
func (s *scratch) prepare(dir string) error {
	if s.tainted || s.stdout == nil {
		s.close()
		var err error
		if s.stdout, err = newScratch(dir); err != nil {
			return err
		}
		if s.stderr, err = newScratch(dir); err != nil {
			return err
		}
		s.tainted = false
		return nil
	}
	for _, f := range []*os.File{s.stdout, s.stderr} {
		if err := reset(f); err != nil {
			return err
		}
	}
	return nil
}

// close closes the stdout and stderr files.
func (s *scratch) close() {
	for _, f := range []*os.File{s.stdout, s.stderr} {
		if f != nil {
			f.Close()
		}
	}
	s.stdout, s.stderr = nil, nil
}

// reset empties a scratch file for the next job, truncating it only when
// it has content (most jobs write nothing; why: docs/performance.md). The
// offset always goes back to 0, since the last job may have moved it
// without writing.
func reset(f *os.File) error {
	var st unix.Stat_t
	if err := unix.Fstat(int(f.Fd()), &st); err != nil {
		return fmt.Errorf("reset scratch file: %w", err)
	}
	if st.Size > 0 {
		if err := f.Truncate(0); err != nil {
			return fmt.Errorf("reset scratch file: %w", err)
		}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("reset scratch file: %w", err)
	}
	return nil
}

// Sink is where a run's results go: the blobs of captured streams and
// outputs, then the result that refers to them. It is safe for concurrent
// use.
type Sink interface {
	PutFile(ctx context.Context, f *os.File) (result.Ref, error)
	AddResult(r result.Result) error
}

// Run runs cfg.Cmd for every path received from paths until it is closed,
// and adds each result to w. Paths may arrive while the source is still
// being unpacked. It returns early, with the context's error, when ctx is
// cancelled; it returns a store error if results can no longer be written.
//
// Run stops reading paths when it returns early, so their sender must never
// block on a full channel: it sends on a channel that can hold every path
// (as package source's Feed does) or selects on a context the caller cancels.
func Run(ctx context.Context, cfg Config, paths <-chan string, w Sink, done func(result.Result)) error {
	scratchDir, err := workspace.NewIn(cmp.Or(cfg.ScratchBase, os.TempDir()), workspace.ScratchPrefix)
	if err != nil {
		return fmt.Errorf("create scratch dir: %w", err)
	}
	defer scratchDir.Remove()
	tmp := scratchDir.Path
	root, err := beneath.Open(cfg.Dir)
	if err != nil {
		return fmt.Errorf("open work dir: %w", err)
	}
	defer root.Close()
	devNull, err := os.Open(os.DevNull)
	if err != nil {
		return fmt.Errorf("open %s for the jobs' stdin: %w", os.DevNull, err)
	}
	defer devNull.Close()
	env, err := jobEnv(cfg.Dir)
	if err != nil {
		return err
	}
	if err := becomeSubreaper(); err != nil {
		return err
	}
	runTag := newRunTag()
	defer sweep() // what any job of the run left behind

	jobs := max(cfg.Jobs, 1)
	free, closeScratch, err := scratchSets(tmp, 2*jobs)
	if err != nil {
		return err
	}
	defer closeScratch()

	// Compiling and storing are two pools. A compile worker hands its
	// finished job to the store pool and starts the next compile at once,
	// so N compilers are always running; hashing, compressing and storing
	// use the CPU time that compilers leave (a job's start and exit). With
	// one pool, each worker stored its result before its next compile, and
	// at --jobs 2 about a tenth of the CPU time was idle (15,000 files:
	// 55.5 s of CPU in 30.9 s on 2 CPUs). The store pool has no queue: a
	// compile worker waits for a storer, which bounds what is held to
	// 2×jobs scratch sets.
	j := &jobRunner{cfg: cfg, root: root, w: w, paths: make(map[string]lookup), devNull: devNull, env: env,
		scratchDir: tmp, runTag: runTag}
	if j.disks, err = disks(tmp, cfg.Dir); err != nil {
		return err
	}
	if cfg.Pin {
		if j.pin, err = newPinner(jobs); err != nil {
			return err
		}
	}
	sp := pool.New(ctx, jobs, pool.WithQueue(0))
	p := pool.New(ctx, jobs)
	for path := range paths {
		if err := p.Go(func(ctx context.Context) error { return j.job(ctx, sp, free, path, done) }); err != nil {
			break
		}
	}
	// The compile pool first: its tasks are the only callers of sp.Go.
	perr := p.Wait()
	serr := sp.Wait()
	for _, err := range []error{serr, perr} {
		if err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	return ctx.Err()
}

// scratchSets creates n scratch sets in dir and returns them on a channel
// that holds them all. Two sets per worker: one with a compile running, one
// with a finished job being stored. closeAll closes the files of the sets
// on the channel: all of them once the run has ended.
func scratchSets(dir string, n int) (chan *scratch, func(), error) {
	free := make(chan *scratch, n)
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
		for {
			select {
			case s := <-free:
				s.close()
			default:
				return
			}
		}
	}
	for i := range n {
		file, err := os.Create(filepath.Join(dir, fmt.Sprintf("%d.norm", i)))
		if err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("create scratch file: %w", err)
		}
		files = append(files, file)
		free <- &scratch{norm: file}
	}
	return free, closeAll, nil
}

// job compiles path with a free scratch set, then hands the set to the
// store pool sp, which stores the result, reports it to done and frees the
// set.
func (j *jobRunner) job(ctx context.Context, sp *pool.Pool, free chan *scratch, path string, done func(result.Result)) error {
	var s *scratch
	select {
	case s = <-free:
	case <-ctx.Done():
		return ctx.Err()
	}
	cpu := -1
	if j.pin != nil {
		cpu = j.pin.take()
	}
	res, outputs, err := j.run(ctx, path, s, cpu)
	if j.pin != nil {
		j.pin.give(cpu)
	}
	if err != nil || ctx.Err() != nil {
		free <- s
		if err == nil {
			err = ctx.Err() // a job cut short by cancellation is not a result
		}
		return err
	}
	err = sp.Go(func(ctx context.Context) error {
		defer func() { free <- s }()
		if err := j.store(ctx, &res, outputs, s); err != nil {
			return err
		}
		if err := j.w.AddResult(res); err != nil {
			return err
		}
		if done != nil {
			done(res)
		}
		return nil
	})
	if err != nil {
		free <- s // not queued: the set is still ours
	}
	return err
}

type jobRunner struct {
	cfg     Config
	root    *beneath.Dir // outputs are opened and removed beneath the work dir
	w       Sink
	devNull *os.File // every job's stdin, opened once
	env     []string // every job's environment but its tag, built once

	scratchDir string // where the jobs' stdout and stderr files are made
	disks      []disk // checked after every job
	runTag     string // the run's job tags start with it
	seq        atomic.Int64
	pin        *pinner // nil unless cfg.Pin and there are CPUs to pin to

	pathMu sync.Mutex
	paths  map[string]lookup // one $PATH search per program and run, not per job
}

type lookup struct {
	path string
	err  error
}

// jobEnv is corral's environment with PWD set to the work directory, what
// os/exec gives a command with a Dir; built once per run, not per job.
func jobEnv(dir string) ([]string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("work dir: %w", err)
	}
	env := make([]string, 0, len(os.Environ())+2)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PWD=") && !strings.HasPrefix(kv, jobTagVar+"=") {
			env = append(env, kv)
		}
	}
	return append(env, "PWD="+abs), nil
}

// lookPath resolves a program name once per run.
func (j *jobRunner) lookPath(name string) (string, error) {
	if strings.Contains(name, "/") {
		return name, nil
	}
	j.pathMu.Lock()
	defer j.pathMu.Unlock()
	l, ok := j.paths[name]
	if !ok {
		l.path, l.err = exec.LookPath(name)
		j.paths[name] = l
	}
	return l.path, l.err
}

// run runs one job, its streams going to s, and returns its result without
// the stored streams and the expanded output names; cpu >= 0 pins the job
// to that CPU. The error is an infrastructure error; a job that fails is a
// result.
func (j *jobRunner) run(ctx context.Context, path string, s *scratch, cpu int) (result.Result, []string, error) {
	res := result.Result{Path: path, Status: result.Ran}
	if err := s.prepare(j.scratchDir); err != nil {
		return res, nil, err
	}
	outputs, problem := j.clearOutputs(path)
	if problem != "" {
		res.Status, res.ExitCode = result.Failed, -1
		res.Error = problem
		return res, nil, nil
	}

	argv := j.cfg.Cmd.Argv(path)
	prog, err := j.lookPath(argv[0])
	tag := j.runTag + strconv.FormatInt(j.seq.Add(1), 10)
	start := time.Now()
	var proc *os.Process
	if err == nil {
		proc, err = j.start(prog, argv, tag, s, cpu)
	}
	if err != nil {
		res.Status = result.Failed
		res.ExitCode = -1
		res.Error = err.Error()
	} else {
		j.wait(ctx, proc, prog, s, &res)
	}
	res.Duration = time.Since(start)
	for _, d := range j.disks {
		if err := d.check(); err != nil {
			return res, nil, err
		}
	}
	return res, outputs, nil
}

// clearOutputs expands the declared outputs for the job of path and
// removes what is already there, so that a declared output must be what
// this job wrote: a stale one, or a copy the source shipped (a generated
// .c beside its .y), would pass for it when the job writes nothing. An
// output that is the job's own input (a tool that rewrites its input in
// place) is kept. One that is another job's input is not removed either:
// problem says why the job fails, and the outputs after it are left as
// they are.
func (j *jobRunner) clearOutputs(path string) (outputs []string, problem string) {
	outputs = make([]string, len(j.cfg.Outputs))
	for i, o := range j.cfg.Outputs {
		outputs[i] = command.Expand(o, path)
		shipped := j.cfg.IsSource != nil && j.cfg.IsSource(outputs[i])
		switch {
		case outputs[i] == path:
		case shipped && (j.cfg.IsInput == nil || j.cfg.IsInput(outputs[i])):
			return nil, fmt.Sprintf("--output %s names %s, which is another file to compile: an output must be a file the job writes; exclude it or name the output otherwise", o, outputs[i])
		default:
			err := j.root.Remove(outputs[i])
			if shipped && err == nil && j.cfg.OnShipped != nil {
				j.cfg.OnShipped(outputs[i])
			}
		}
	}
	return outputs, ""
}

// start starts the job's process prog, tagged tag, with its streams going
// to s, on CPU cpu when cpu >= 0.
func (j *jobRunner) start(prog string, argv []string, tag string, s *scratch, cpu int) (*os.Process, error) {
	// os.StartProcess rather than exec.Cmd: the files and environment
	// are made once per run, not for every job (docs/performance.md).
	attr := &os.ProcAttr{
		Dir:   j.cfg.Dir,
		Env:   append(j.env[:len(j.env):len(j.env)], jobTagVar+"="+tag),
		Files: []*os.File{j.devNull, s.stdout, s.stderr},
		// A session of its own: the job's process group, and no
		// controlling terminal, so a job that reads /dev/tty fails
		// at once instead of stopping on SIGTTIN (and hanging the
		// run), and one that writes escapes there reaches no screen.
		Sys: &syscall.SysProcAttr{Setsid: true},
	}
	return startJob(tag, func() (*os.Process, error) {
		if cpu >= 0 {
			return j.pin.startOn(cpu, prog, argv, attr)
		}
		return os.StartProcess(prog, argv, attr)
	})
}

// wait waits for the started job proc and puts how it ended into res. Its
// process group is killed at --timeout (a timeout) or when ctx is
// cancelled, and again once the job has exited, so that nothing it started
// outlives it; s is tainted when something escaped the group. A shell that
// could not find or run the program makes the job a failure.
func (j *jobRunner) wait(ctx context.Context, proc *os.Process, prog string, s *scratch, res *result.Result) {
	e := waitJob(ctx, proc, j.cfg.Timeout)
	if e.timedOut {
		res.Status = result.Timeout
	}
	s.tainted = e.escaped
	if e.err != nil {
		res.Status, res.ExitCode = result.Failed, -1
		res.Error = fmt.Sprintf("wait for %s: %v", prog, e.err)
	} else {
		res.ExitCode, res.Signal = exitStatus(e.state)
		res.CPU, res.MaxRSS, res.RSSAtMost = usage(e.state)
	}
	if res.Status == result.Ran && j.cfg.Cmd.ViaShell() && (res.ExitCode == 127 || res.ExitCode == 126) {
		res.Status, res.Error = result.Failed, shellFailure(res.ExitCode, s.stderr)
	}
}

// shellFailure says why a shell exited 127 or 126, with the first line of
// what it printed.
func shellFailure(code int, stderr *os.File) string {
	what := "could not find a program"
	if code == 126 {
		what = "could not run a program"
	}
	buf := make([]byte, 512)
	n, _ := stderr.ReadAt(buf, 0)
	line, _, _ := strings.Cut(string(buf[:n]), "\n")
	if line = strings.TrimSpace(line); line != "" {
		return fmt.Sprintf("the shell %s (exit %d): %s", what, code, line)
	}
	return fmt.Sprintf("the shell %s (exit %d)", what, code)
}

// store stores a finished job's streams and outputs into res. A stream or
// output over the size limit, or an output that is not a regular file,
// makes the result an error instead of being stored. The error returned is
// an infrastructure error (the store failed).
func (j *jobRunner) store(ctx context.Context, res *result.Result, outputs []string, s *scratch) error {
	fail := func(problem string) {
		if res.Status == result.Ran {
			res.Status, res.Error = result.Failed, problem
		}
	}
	streams := []struct {
		name string
		f    *os.File
		ref  *result.Ref
	}{{"stdout", s.stdout, &res.Stdout}, {"stderr", s.stderr, &res.Stderr}}
	for _, st := range streams {
		info, err := st.f.Stat()
		if err != nil {
			return fmt.Errorf("stat %s: %w", st.name, err)
		}
		if problem := j.tooLarge(st.name, info.Size()); problem != "" {
			fail(problem)
			continue
		}
		ref, err := j.put(ctx, st.f, s.norm)
		switch {
		case errors.Is(err, result.ErrChanged):
			fail(st.name + ": " + err.Error())
		case err != nil:
			return err
		}
		*st.ref = ref
	}
	if res.ExitCode != 0 || res.Signal != "" {
		res.StderrHead = firstLine(s.stderr)
	}
	for _, name := range outputs {
		out, problem, err := j.output(ctx, name, s.norm)
		if err != nil {
			return err
		}
		if problem != "" {
			fail(problem)
		}
		res.Outputs = append(res.Outputs, out)
	}
	return nil
}

// firstLine returns the first line of f, at most 200 bytes of it.
func firstLine(f *os.File) string {
	buf := make([]byte, 200)
	n, _ := f.ReadAt(buf, 0)
	line, _, _ := strings.Cut(string(buf[:n]), "\n")
	return line
}

// tooLarge says why size bytes of the job's stream or output what are
// over the output size limit; "" when they are not.
func (j *jobRunner) tooLarge(what string, size int64) string {
	if j.cfg.MaxOutput <= 0 || size <= j.cfg.MaxOutput {
		return ""
	}
	return fmt.Sprintf("%s is %s, over the limit of %s per output (--max-output)", what, bytesize.Format(size), bytesize.Format(j.cfg.MaxOutput))
}

// put stores f, normalised through the scratch file norm when there are
// rules.
func (j *jobRunner) put(ctx context.Context, f, norm *os.File) (result.Ref, error) {
	if j.cfg.Rules.Empty() {
		return j.w.PutFile(ctx, f)
	}
	if err := norm.Truncate(0); err != nil {
		return result.Ref{}, fmt.Errorf("reset scratch file: %w", err)
	}
	if _, err := norm.Seek(0, 0); err != nil {
		return result.Ref{}, fmt.Errorf("reset scratch file: %w", err)
	}
	if err := j.cfg.Rules.Apply(norm, io.NewSectionReader(f, 0, 1<<62)); err != nil {
		return result.Ref{}, fmt.Errorf("normalize %s: %w", f.Name(), err)
	}
	return j.w.PutFile(ctx, norm)
}

// output stores one declared output file; a missing one is part of the
// result. One that is not a regular file (a FIFO would block the reader,
// a device never end) or is over the size limit is not read: problem says
// why.
func (j *jobRunner) output(ctx context.Context, name string, norm *os.File) (out result.Output, problem string, err error) {
	out = result.Output{Name: name}
	f, err := j.root.Open(name)
	switch {
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR):
		out.Missing = true
		return out, "", nil
	case err != nil:
		// It may exist and cannot be read (a symlink out of the work dir,
		// no permission): never stored as missing, which would pass.
		return out, fmt.Sprintf("output %s: %v", name, err), nil
	}
	defer f.Close()
	st, err := f.Stat()
	switch {
	case err != nil:
		return out, fmt.Sprintf("output %s: %v", name, err), nil
	case !st.Mode().IsRegular():
		return out, fmt.Sprintf("output %s is %s, not a regular file", name, typeName(st.Mode())), nil
	}
	if problem := j.tooLarge("output "+name, st.Size()); problem != "" {
		return out, problem, nil
	}
	ref, err := j.put(ctx, f, norm)
	switch {
	case errors.Is(err, result.ErrChanged):
		return out, "output " + name + ": " + err.Error(), nil
	case err != nil:
		return out, "", err
	}
	out.Hash, out.Size = ref.Hash.String(), ref.Size
	return out, "", nil
}

// usage returns the user+system CPU time and the peak resident memory of
// a job and the processes it waited for, as wait4(2) reports them, and
// whether that peak only bounds the job's from above (atMost).
//
// A job is started as Go starts a process, with vfork's shared memory,
// and Linux counts the parent's peak into the child's when it execs: a
// job of 1 MB run by a corral of 150 MB reported 150 MB, so that
// corral's own growth in a run of 100,000 files made 89,851 of them
// "grown" against a record that held less. A peak above corral's is the
// job's own; one no higher than corral's own (within rssSlack) is at
// most that.
func usage(ps *os.ProcessState) (cpu time.Duration, rss int64, atMost bool) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return 0, 0, false
	}
	cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	// Linux's exec does this; elsewhere a peak is the job's own.
	atMost = runtime.GOOS == "linux" && maxRSSBytes(ru.Maxrss) <= maxRSSBytes(selfMaxRSS())+rssSlack
	return cpu, maxRSSBytes(ru.Maxrss), atMost
}

// rssSlack is how far above corral's own peak a job's may stand and
// still be corral's: Linux counted 128 KB more into 6 jobs of 100,000
// than corral's own peak said (its pages of the vfork, or a peak read
// late), and those 6 were "grown".
const rssSlack = 1 << 20

// maxRSSBytes is a getrusage(2) peak in bytes: kilobytes on Linux, bytes
// on macOS.
func maxRSSBytes(v int64) int64 {
	if runtime.GOOS == "darwin" {
		return v
	}
	return v * 1024
}

// selfMaxRSS is corral's own peak resident memory, in getrusage(2)'s
// unit; 0 when it cannot be read.
func selfMaxRSS() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return int64(ru.Maxrss)
}

// exitStatus returns the exit code, or -1 and the signal's name.
func exitStatus(ps *os.ProcessState) (int, string) {
	if ps == nil {
		return -1, ""
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -1, unix.SignalName(ws.Signal())
	}
	return ps.ExitCode(), ""
}

// typeName names a file type that is not a regular file.
func typeName(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
