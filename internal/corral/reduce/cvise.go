package reduce

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/quote"
	"github.com/corral-go/corral/internal/words"
)

// How cvise runs, and what survives its end:
//
//   - cvise runs held as a check's job is (runner.RunContained): a
//     session of its own, whose process group is killed at --timeout or
//     Ctrl-C, and whatever it left (its workers, the compilers its tests
//     run in groups of their own) killed when it ends.
//   - Its TMPDIR is the work dir's tmp, removed when it ends: cvise and
//     Python's multiprocessing make their cvise-* and pymp-* dirs there,
//     and a cvise that is killed leaves them.
//   - Its output goes to cvise.log in the work dir, a file: a pipe made
//     corral wait for whatever held it open.
//   - Each candidate its test finds interesting and smaller than any
//     before is copied to best/ in the work dir (keepIfSmaller), so the
//     best so far survives any end of cvise, even one in the middle of
//     cvise's copying its best over the file it reduces.

// bestDir is where, in the work dir, the test keeps the smallest
// interesting candidate so far.
const bestDir = "best"

// runCvise writes the interestingness script and runs cvise on candidate
// in its directory. It notes in res why cvise stopped before it finished
// (--timeout, Ctrl-C, a failure): the best so far is kept all the same.
func runCvise(ctx context.Context, opts Options, stt reduceState, statePath, candidate string, res *Result) error {
	work := filepath.Dir(candidate)
	script := filepath.Join(work, "interesting.sh")
	// Every name in the script is quoted: a source file may be named
	// 'a$(cmd).bas', and its path may hold a newline.
	body := fmt.Sprintf("#!/bin/sh\n# cvise's interestingness test for %s, written by corral reduce\nexec %s reduce-test %s \"$PWD\"/%s\n",
		quote.TextString(opts.Path), command.ShellQuote(opts.Corral), command.ShellQuote(statePath), command.ShellQuote(path.Base(opts.Path)))
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		return fmt.Errorf("write cvise's test: %w", err)
	}
	cvise, err := exec.LookPath(cmp.Or(opts.Cvise, "cvise"))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoCvise, err)
	}
	args := []string{"--n", fmt.Sprint(max(opts.Jobs, 1)), "--timeout", fmt.Sprint(int(2*stt.JobTimeout.Seconds()) + 1), "--tidy"}
	switch strings.ToLower(path.Ext(opts.Path)) {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp":
	default:
		args = append(args, "--not-c")
	}
	args = append(args, script, filepath.Base(candidate)) // cvise wants the file by its name, in its directory
	tmp := filepath.Join(work, "tmp")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		return fmt.Errorf("make cvise's TMPDIR: %w", err)
	}
	defer os.RemoveAll(tmp)
	res.CviseLog = filepath.Join(work, "cvise.log")
	log, err := os.Create(res.CviseLog)
	if err != nil {
		return fmt.Errorf("cvise's log: %w", err)
	}
	defer log.Close()
	cctx, stalled, stop := watchStall(ctx, filepath.Join(work, bestDir), opts.Stall)
	defer stop()
	exit, err := runner.RunContained(cctx, runner.Command{Prog: cvise, Argv: append([]string{"cvise"}, args...), Dir: work,
		Stdout: log, Stderr: log, Timeout: opts.Timeout, Env: []string{"TMPDIR=" + tmp}})
	switch {
	case ctx.Err() != nil:
		res.Stop, res.Stopped = StopInterrupted, "interrupted"
	case stalled():
		res.Stop, res.Stopped = StopStalled, fmt.Sprintf("no smaller program for %s", opts.Stall)
	case err != nil:
		return fmt.Errorf("cvise: %w", err)
	case exit.TimedOut:
		res.Stop, res.Stopped = StopTimeout, fmt.Sprintf("--timeout %s", opts.Timeout)
	case !exit.State.Success():
		out, _ := os.ReadFile(res.CviseLog)
		res.Stop, res.Stopped = StopCviseFailed, fmt.Sprintf("cvise failed: %v", exit.State)
		res.CviseTail = words.LastLines(string(out), 10)
	}
	return nil
}

// watchStall returns a context that ends, besides with ctx, when the
// best so far in dir has not changed for stall (0: never), checked every
// second, and says whether it was that which ended it; stop ends the
// watch. A candidate that is kept replaces the best by rename, which
// changes the directory's modification time; before the first, cvise's
// start counts.
func watchStall(ctx context.Context, dir string, stall time.Duration) (_ context.Context, stalled func() bool, stop context.CancelFunc) {
	if stall <= 0 {
		return ctx, func() bool { return false }, func() {}
	}
	cctx, cancel := context.WithCancel(ctx)
	var hit atomic.Bool
	go func() {
		defer cancel()
		last, tick := time.Now(), time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-cctx.Done():
				return
			case now := <-tick.C:
				if info, err := os.Stat(dir); err == nil && info.ModTime().After(last) {
					last = info.ModTime()
				}
				if now.Sub(last) >= stall {
					hit.Store(true)
					return
				}
			}
		}
	}()
	return cctx, func() bool { return hit.Load() && ctx.Err() == nil }, cancel
}

// keepIfSmaller copies candidate, which the test found interesting, into
// the work dir's best/ when it is smaller than the one there. The tests
// run side by side: each holds a lock on the state file while it
// compares and copies, and a copy replaces the best whole (rename), so a
// test killed half-way leaves the best as it was.
func keepIfSmaller(work, candidate string) error {
	src, err := os.ReadFile(candidate)
	if err != nil {
		return err
	}
	lock, err := os.Open(filepath.Join(work, "state.json"))
	if err != nil {
		return err
	}
	defer lock.Close() // and so unlocks
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX); err != nil {
		return fmt.Errorf("lock the best so far: %w", err)
	}
	dir := filepath.Join(work, bestDir)
	best := filepath.Join(dir, filepath.Base(candidate))
	if info, err := os.Stat(best); err == nil && info.Size() <= int64(len(src)) {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	part := filepath.Join(dir, ".part")
	if err := os.WriteFile(part, src, 0o644); err != nil {
		return err
	}
	return os.Rename(part, best)
}

// keepBest puts in res the smallest of what cvise left in candidate and
// the best its test kept that still shows the kind (else the original),
// writes it to candidate, and adds both compilers' results on it.
func (s *reduceState) keepBest(ctx context.Context, res *Result, orig []byte, candidate string) error {
	ctx = context.WithoutCancel(ctx) // stopped or not, the best so far is checked and kept
	kept := filepath.Join(filepath.Dir(candidate), bestDir, filepath.Base(candidate))
	type file struct {
		path string
		size int64
	}
	var found []file
	for _, p := range []string{candidate, kept} {
		if info, err := os.Stat(p); err == nil && info.Mode().IsRegular() {
			found = append(found, file{p, info.Size()})
		}
	}
	slices.SortStableFunc(found, func(a, b file) int { return cmp.Compare(a.size, b.size) })
	best := orig
	// cvise's file may be stopped in the middle of a copy: each is
	// kept only if it still shows the kind.
	for _, f := range found {
		if ok, _ := s.interesting(ctx, f.path); ok {
			b, err := os.ReadFile(f.path)
			if err != nil {
				return err
			}
			best = b
			break
		}
	}
	if err := os.WriteFile(candidate, best, 0o644); err != nil {
		return fmt.Errorf("keep the reduction: %w", err)
	}
	_ = os.RemoveAll(filepath.Dir(kept))
	res.Reduced, res.ReducedPath = string(best), candidate
	res.ReducedLines, res.ReducedBytes = countLines(best), len(best)
	dir, err := os.MkdirTemp(filepath.Dir(candidate), "final-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	old, cur, err := s.compileBoth(ctx, candidate, dir)
	if err != nil {
		return err
	}
	res.Old, res.New = old, cur
	for _, sec := range s.sections(old, cur) {
		res.Diff = append(res.Diff, sec.Lines...)
	}
	return nil
}
