package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/store"
)

// runFlags are the flags of record and check.
type runFlags struct {
	cmd       string
	jobs      int
	outputs   []string
	include   []string
	exclude   []string
	baseline  string
	timeout   time.Duration
	json      string
	junit     string
	workdir   string
	diffLines int
	failed    bool
	resume    bool
	normalize []string
	shard     string
	pin       bool
}

func runCommand(name string, stdio cmdline.Stdio) *cobra.Command {
	var f runFlags
	c := &cobra.Command{
		Use:  name + " --cmd TEMPLATE [flags] SOURCE",
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			return runJobs(c.Context(), name, args[0], &f, stdio)
		},
	}
	if name == "record" {
		c.Short = "Run the command over every file and save all results as the baseline"
		c.Example = `  corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' sources.tar
  corral record --cmd 'cc -c {} -o {.}.o' --output '{.}.o' --include '*.c' ./src`
	} else {
		c.Short = "Run the command over every file and report what differs from the baseline"
		c.Example = `  corral check --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' sources.tar
  corral check --cmd 'bcom {}' --json - sources.tar.gz | jq .summary
  corral check --cmd 'bcom {} 2>&1 | sed s/tmp.*//' --timeout 30s sources.tar`
	}
	fl := c.Flags()
	fl.StringVarP(&f.cmd, "cmd", "c", "", "command for one file; {} {.} {/} {//} {/.} are replaced (required)")
	fl.IntVarP(&f.jobs, "jobs", "j", DefaultJobs(), "number of parallel jobs (default: twice the usable CPUs)")
	fl.StringArrayVarP(&f.outputs, "output", "o", nil, "file a job writes that is part of its result, e.g. '{.}.c' (repeatable)")
	fl.StringArrayVarP(&f.include, "include", "i", nil, "compile only files matching GLOB (path or base name; repeatable)")
	fl.StringArrayVarP(&f.exclude, "exclude", "x", nil, "do not compile files matching GLOB; they are still unpacked (repeatable)")
	fl.StringVarP(&f.baseline, "baseline", "b", "corral.db", "the baseline store")
	fl.DurationVarP(&f.timeout, "timeout", "t", 0, "kill a job's whole process tree after DURATION (e.g. 30s; 0 = none)")
	fl.StringVar(&f.json, "json", "", "write the JSON report to FILE ('-' for stdout)")
	fl.StringVar(&f.junit, "junit", "", "write a JUnit XML report to FILE (one testcase per file; failures carry the diff)")
	fl.StringVar(&f.workdir, "workdir", "", "unpack into DIR and keep it (default: a temporary dir, removed at the end)")
	fl.IntVar(&f.diffLines, "diff-lines", 40, "lines of diff shown per changed file")
	fl.StringArrayVarP(&f.normalize, "normalize", "n", nil, "rewrite output lines before comparing: 'REGEX=REPLACEMENT' (repeatable)")
	fl.StringVar(&f.shard, "shard", "", "run only shard K/N of the files (K from 1); also read from Bazel, Kubernetes and Slurm variables")
	fl.BoolVar(&f.pin, "pin", false, "pin each job to one CPU: faster for single-threaded compilers, see README")
	fl.BoolVar(&f.resume, "resume", false, "continue the last interrupted run (Ctrl-C) instead of starting over")
	if name == "check" {
		fl.BoolVar(&f.failed, "failed", false, "rerun only the files that were not same in the last check")
	}
	_ = c.MarkFlagRequired("cmd")
	return c
}

// DefaultJobs is twice the usable CPUs, the seed's choice too. Measured on
// 2 CPUs with bcom, 15,000 files, since jobs are stored by a pool of their
// own (runner.Run): 4 jobs took 26.0-26.2 s in four runs, 3 jobs 25.6-31.2 s
// (median 28.1), 2 jobs 27.6-28.1 s, 6 jobs 27.0-27.8 s. A job spends part
// of its life starting and exiting, when its core is free for another.
func DefaultJobs() int { return 2 * runtime.NumCPU() }

// runJobs is record and check.
func runJobs(ctx context.Context, name, src string, f *runFlags, stdio cmdline.Stdio) error {
	start := time.Now()
	if f.jobs < 1 {
		return hinted("use --jobs 1 for sequential runs", "--jobs must be at least 1, got %d", f.jobs)
	}
	if f.diffLines < 0 {
		return hinted("", "--diff-lines must not be negative")
	}
	tmpl, err := command.Parse(f.cmd)
	if err != nil {
		return hinted("quote the template as one argument: --cmd 'bcom {}'", "%v", err)
	}
	if cwd, err := os.Getwd(); err == nil {
		tmpl.AbsProgram(cwd)
	}
	sel, err := newSelector(f.include, f.exclude)
	if err != nil {
		return err
	}
	rules, err := normalize.Parse(f.normalize)
	if err != nil {
		return hinted("e.g. --normalize '[0-9]{4}-[0-9]{2}-[0-9]{2}=<date>'", "%v", err)
	}
	sh, err := shard.Resolve(f.shard, os.Getenv)
	if err != nil {
		return hinted("e.g. --shard 2/8", "%v", err)
	}

	st, err := openStore(ctx, f.baseline)
	if err != nil {
		return err
	}
	defer st.Close()
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return hinted("the store may be damaged; record a new baseline with --baseline NEW.db", "%v", err)
	}
	if name == "check" && len(baseline) == 0 {
		return hinted("run 'corral record' first", "baseline %s has no record yet", f.baseline)
	}
	if name == "check" {
		if err := warnRules(ctx, st, rules, stdio); err != nil {
			return err
		}
	}

	want := func(p string) bool { return sel.match(p) && sh.Has(p) }
	if f.failed {
		rerun, err := failedSet(ctx, st, baseline)
		if err != nil {
			return err
		}
		if len(rerun) == 0 {
			fmt.Fprintln(stdio.Out, "check: the last check found nothing to rerun")
			return nil
		}
		selected := want
		want = func(p string) bool { return selected(p) && rerun[p] }
	}
	var prev map[string]store.Result // results of the interrupted run being resumed
	var run *store.Run
	if f.resume {
		if run, prev, err = interrupted(ctx, st, name, f.cmd); err != nil {
			return err
		}
		selected := want
		want = func(p string) bool { _, done := prev[p]; return selected(p) && !done }
	}

	dir, cleanup, err := workDir(f.workdir)
	if err != nil {
		return err
	}
	defer cleanup()
	feedCtx, stopFeed := context.WithCancel(ctx)
	defer stopFeed()
	fd, total := startFeed(feedCtx, src, stdio.In, dir, want, func(p string) bool { return !sel.match(p) })
	if total == 0 && len(prev) == 0 {
		if _, err := fd.wait(); err != nil {
			return sourceError(src, err)
		}
		if f.failed || !sh.Whole() {
			fmt.Fprintf(stdio.Out, "%s: no file of shard %s to run\n", name, sh)
		} else {
			return hinted("check --include and --exclude", "none of the files of %s is selected to compile", src)
		}
	}

	var w *store.Writer
	if run != nil {
		w, err = st.ResumeRun(ctx, run.ID, 2*f.jobs)
	} else {
		w, err = st.BeginRun(ctx, store.RunInfo{Command: name, Cmd: f.cmd, Source: src, Normalize: rules.String()}, 2*f.jobs)
	}
	if err != nil {
		stopFeed()
		fd.wait()
		return err
	}
	results := make(map[string]store.Result, max(total, 0))
	var mu sync.Mutex
	bar := newProgress(stdio.Err, total, name)
	cfg := runner.Config{Dir: dir, Cmd: tmpl, Outputs: f.outputs, Timeout: f.timeout, Jobs: f.jobs, Rules: rules,
		IsSource: fd.isSource, Pin: f.pin}
	err = runner.Run(ctx, cfg, fd.paths, w, func(r store.Result) {
		mu.Lock()
		results[r.Path] = r
		mu.Unlock()
		bar.add(r)
	})
	bar.finish()
	sources, unpackErr := fd.wait()
	if unpackErr != nil && ctx.Err() == nil {
		_ = w.Abort()
		return sourceError(src, unpackErr)
	}
	kept := 0
	for p, r := range prev {
		if sources[p] && sel.match(p) && sh.Has(p) {
			results[p] = r
			kept++
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			if err := w.Interrupt(); err != nil {
				return fmt.Errorf("save the interrupted run: %w", err)
			}
			return &cmdline.Error{Err: fmt.Errorf("%w; %d of %d files done, saved as run %d", ErrInterrupted, len(results), total+kept, w.RunID()),
				Hint: "continue with the same command and --resume"}
		}
		_ = w.Abort()
		return err
	}

	var inSource func(string) bool
	if name == "check" {
		// Only this shard's baseline files can be missing.
		inSource = func(p string) bool { return sources[p] || !sh.Has(p) }
	}
	rep := report.Build(name, results, baseline, inSource, time.Since(start))
	rep.RunID, rep.Jobs, rep.Pinned, rep.Shard = w.RunID(), f.jobs, f.pin, sh.String()
	for _, p := range rep.Paths(report.Missing) {
		// Kept with the run, so that accept knows what to drop.
		if err := w.AddResult(store.Result{Path: p, Status: store.Missing, ExitCode: -1}); err != nil {
			_ = w.Abort()
			return fmt.Errorf("save the run: %w", err)
		}
	}
	summary, _ := json.Marshal(rep.Summary)
	if err := w.Finish(string(summary), name == "record"); err != nil {
		return fmt.Errorf("save the run: %w", err)
	}
	if err := writeReport(ctx, rep, st, &reportFlags{json: f.json, junit: f.junit, diffLines: f.diffLines}, stdio); err != nil {
		return err
	}
	switch {
	case name == "record" && rep.Summary.Timeout+rep.Summary.Error > 0:
		fmt.Fprintf(stdio.Err, "corral: warning: %d files timed out or could not be started; their results are in the baseline as such\n",
			rep.Summary.Timeout+rep.Summary.Error)
		return ErrDifferences
	case name == "check" && rep.Differences():
		return ErrDifferences
	}
	return nil
}

// writeReport prints the human report (to stderr when the JSON goes to
// stdout) and writes the JSON and JUnit reports if asked.
func writeReport(ctx context.Context, rep *report.Report, st *store.Store, f *reportFlags, stdio cmdline.Stdio) error {
	human := stdio.Out
	if f.json == "-" {
		human = stdio.Err
	}
	pr := &report.Printer{W: human, Color: cmdline.Color(human), DiffLines: f.diffLines, ListLimit: 20, Store: st}
	if err := pr.Print(ctx, rep); err != nil {
		return err
	}
	if f.junit != "" {
		if err := writeFile(f.junit, "JUnit report", func(w io.Writer) error { return pr.WriteJUnit(ctx, w, rep) }); err != nil {
			return err
		}
	}
	switch f.json {
	case "":
		return nil
	case "-":
		return rep.WriteJSON(stdio.Out)
	}
	return writeFile(f.json, "JSON report", rep.WriteJSON)
}

// reportFlags say where reports go.
type reportFlags struct {
	json, junit string
	diffLines   int
}

// writeFile creates path and fills it with write.
func writeFile(path, what string, write func(io.Writer) error) error {
	out, err := os.Create(path)
	if err != nil {
		return hinted("check the path", "write %s: %w", what, err)
	}
	if err := write(out); err != nil {
		out.Close()
		return fmt.Errorf("write %s: %w", what, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("write %s: %w", what, err)
	}
	return nil
}

func openStore(ctx context.Context, path string) (*store.Store, error) {
	st, err := store.Open(ctx, path)
	if err != nil {
		return nil, hinted("pass --baseline with the path of a corral store, or a new file name", "%v", err)
	}
	return st, nil
}

// workDir returns the directory to unpack into and how to clean it up.
func workDir(keep string) (string, func(), error) {
	if keep == "" {
		dir, err := os.MkdirTemp("", "corral-work-")
		if err != nil {
			return "", nil, fmt.Errorf("create work dir: %w", err)
		}
		return dir, func() { os.RemoveAll(dir) }, nil
	}
	entries, err := os.ReadDir(keep)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(keep, 0o755); err != nil {
			return "", nil, fmt.Errorf("create work dir: %w", err)
		}
	case err != nil:
		return "", nil, hinted("--workdir must be a directory", "work dir %s: %w", keep, err)
	case len(entries) > 0:
		return "", nil, hinted("remove it or name a new directory", "work dir %s is not empty", keep)
	}
	return keep, func() {}, nil
}

func sourceError(src string, err error) error {
	var ee *source.EntryError
	switch {
	case errors.As(err, &ee):
		return hinted("the archive is unsafe or damaged; nothing outside the work dir was written", "source %s: %v", src, err)
	case errors.Is(err, source.ErrEmpty):
		return hinted("SOURCE must hold at least one regular file", "source %s has no files", src)
	}
	return hinted("SOURCE is a .tar, .tar.gz, .tgz, .tar.zst, a directory, or - for a TAR on stdin", "source %s: %v", src, err)
}

// failedSet returns the paths that were not same in the last check, judged
// against the current baseline.
func failedSet(ctx context.Context, st *store.Store, baseline map[string]store.Result) (map[string]bool, error) {
	last, err := st.LastRun(ctx, "check")
	if errors.Is(err, store.ErrNoRun) {
		return nil, hinted("run a full 'corral check' first", "--failed: there is no finished check yet")
	}
	if err != nil {
		return nil, err
	}
	prev, err := st.Results(ctx, last.ID)
	if err != nil {
		return nil, err
	}
	rerun := map[string]bool{}
	for _, f := range report.Build("check", prev, baseline, nil, 0).Files {
		if f.Status != report.Same && f.Status != report.Missing {
			rerun[f.Path] = true
		}
	}
	return rerun, nil
}

// interrupted finds the last interrupted run of the same command and its
// results so far.
func interrupted(ctx context.Context, st *store.Store, name, cmd string) (*store.Run, map[string]store.Result, error) {
	run, err := st.LastInterrupted(ctx, name)
	if errors.Is(err, store.ErrNoRun) {
		return nil, nil, hinted("run without --resume", "--resume: there is no interrupted %s to continue", name)
	}
	if err != nil {
		return nil, nil, err
	}
	if run.Cmd != cmd {
		return nil, nil, hinted("resume with the same --cmd, or start over without --resume",
			"--resume: the interrupted %s ran --cmd %q, not %q", name, run.Cmd, cmd)
	}
	prev, err := st.Results(ctx, run.ID)
	if err != nil {
		return nil, nil, err
	}
	return &run, prev, nil
}

// warnRules warns when the baseline was made with other --normalize rules:
// outputs would then differ for no reason of the compiler's.
func warnRules(ctx context.Context, st *store.Store, rules *normalize.Rules, stdio cmdline.Stdio) error {
	base, err := st.BaselineRules(ctx)
	if err != nil {
		return err
	}
	for _, b := range base {
		if b != rules.String() {
			show := func(r string) string {
				if r == "" {
					return "none"
				}
				return strings.ReplaceAll(r, "\n", " ")
			}
			fmt.Fprintf(stdio.Err, "corral: warning: the baseline was made with --normalize rules %s, this check uses %s\n",
				show(b), show(rules.String()))
			return nil
		}
	}
	return nil
}
