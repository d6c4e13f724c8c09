package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/quote"
	"github.com/corral-go/corral/internal/words"
)

// DefaultMaxOutput bounds what one job's stream or output may be: the
// same as one file of the source (see source.DefaultMaxFileSize).
const DefaultMaxOutput = source.DefaultMaxFileSize

// runFlags are the flags of record and check.
type runFlags struct {
	opts    corral.Options
	reports reportFlags
	given   corral.Given // the remembered settings given on the command line

	progressEvery time.Duration // a progress line this often in a log (not a terminal)
}

// reportFlags say where reports go and what they flag.
type reportFlags struct {
	baseline string
	// files are the report files asked for, by report.Format's flag.
	files        map[string]*string
	diffLines    int
	diffBytes    int64
	diffs        int  // changed files whose diff the terminal report shows
	quiet        bool // the summary line alone
	thresholds   report.Thresholds
	slowest      int
	failOnSlower bool
	// recomputeKinds makes a stored run's kinds again when another
	// version of the algorithm made them ('corral report' only).
	recomputeKinds bool
}

func runCommand(name string, stdio cmdline.Stdio) *cobra.Command {
	var f runFlags
	c := &cobra.Command{
		Use:  name + " [--cmd TEMPLATE] [flags] [SOURCE]",
		Args: cmdline.MaxArgs(1, "one SOURCE (a TAR archive, a directory, or - for a TAR on stdin)"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				f.opts.Source = args[0]
			}
			f.opts.Stdin = stdio.In
			ch := c.Flags().Changed
			f.given = corral.Given{Cmd: ch("cmd"), Outputs: ch("output"), Include: ch("include"), Exclude: ch("exclude"),
				Normalize: ch("normalize"), Textconv: ch("textconv"), Timeout: ch("timeout"), Source: len(args) == 1}
			return runJobs(c.Context(), name, &f, stdio)
		},
	}
	settings := `

The baseline keeps the settings it was recorded with (--cmd, --output,
--include, --exclude, --normalize, --textconv, --timeout and SOURCE). With none of them
given, a record or check reruns those; each one given replaces that setting
for this run, and an empty value ('') clears a list such as --output.`
	if name == "record" {
		c.Short = "Run the command over every file and save all results as the baseline"
		c.Long = c.Short + "." + settings + `

A record that selects other files than the baseline's settings (another
--include or --exclude, or a shard) updates those files and keeps the rest
of the baseline and its settings; --replace makes it the whole baseline.
Results of jobs that could not start never replace a baseline entry, and a
record in which no job could start changes nothing and exits 2.`
		c.Example = `  corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' sources.tar
  corral record                                   # again, with the same settings
  corral record --include 'src/math/*'            # update only those files
  corral record --cmd 'cc -c {} -o {.}.o' --output '{.}.o' --include '*.c' ./src`
	} else {
		c.Short = "Run the command over every file and report what differs from the baseline"
		c.Long = c.Short + "." + settings + ` A check whose settings differ from the
baseline's says how before it runs.`
		c.Example = `  corral check                                    # the baseline's settings
  corral check --cmd 'bcom -variant 2 {}'         # the same, with a new compiler
  corral check --json - sources.tar.gz | jq .summary
  corral check --cmd 'bcom {} 2>&1 | sed s/tmp.*//' --timeout 30s sources.tar`
	}
	f.flags(c, name)
	return c
}

// flags adds record's or check's flags (name) to c: a flat table.
func (f *runFlags) flags(c *cobra.Command, name string) {
	o, fl := &f.opts, c.Flags()
	fl.StringVarP(&o.Cmd, "cmd", "c", "", "command for one file; {} {.} {/} {//} {/.} are replaced (default: the baseline's)")
	fl.IntVarP(&o.Jobs, "jobs", "j", corral.DefaultJobs(), "number of parallel jobs, twice the usable CPUs unless given")
	fl.StringArrayVarP(&o.Outputs, "output", "o", nil, "file a job writes that is part of its result, e.g. '{.}.c' (repeatable)")
	fl.StringArrayVarP(&o.Include, "include", "i", nil, "compile only files matching GLOB (path or base name; repeatable)")
	fl.StringArrayVarP(&o.Exclude, "exclude", "x", nil, "do not compile files matching GLOB; they are still unpacked (repeatable)")
	fl.DurationVarP(&o.Timeout, "timeout", "t", 0, "kill a job's whole process tree after DURATION (e.g. 30s; 0 = none), and a --textconv conversion's (0 = 30s)")
	fl.StringVar(&o.WorkDir, "workdir", "", "unpack into DIR and keep it (default: a temporary dir, removed at the end)")
	fl.StringVar(&o.WorkFS, "workdir-fs", "auto", "where the temporary work dir goes: memory (/dev/shm, or CORRAL_MEMDIR), disk (TMPDIR), or auto: memory when the source and outputs take at most a third of the room there, counting the cgroup's memory limit")
	fl.StringArrayVarP(&o.Normalize, "normalize", "n", nil, "rewrite each line of the output before comparing: 'REGEX=REPLACEMENT', ^ and $ at the line's ends (repeatable)")
	fl.StringArrayVar(&o.Report.Textconv, "textconv", nil, "show outputs matching GLOB as COMMAND's text in diffs and kinds: 'GLOB=COMMAND', e.g. '*.o=objdump -d --no-show-raw-insn'; results still compare bytes (repeatable)")
	fl.StringVar(&o.Shard, "shard", "", "run only shard K/N of the files (K from 1); also read from Bazel, Kubernetes, Slurm, GitLab CI, CircleCI and Buildkite variables")
	fl.StringVar(&o.RunID, "run-id", "", "a shard's run of the set, so that merge refuses stores of other runs; default from the engine (Slurm's array job, GitHub's run, GitLab's pipeline…); give the set's id to a shard rerun on its own")
	fl.BoolVar(&o.WholeTree, "whole-tree", false, "in a shard, unpack every file of the source, not only the shard's own and the support files: for compilers that read files other shards compile")
	fl.DurationVar(&f.progressEvery, "progress-every", 10*time.Second, "when neither stdout nor stderr is a terminal (a CI log), print a progress line this often; 0 for none")
	fl.BoolVar(&o.Pin, "pin", false, "pin each job to one CPU: faster for single-threaded compilers, see README")
	fl.BoolVar(&o.Resume, "resume", false, "continue the last interrupted run (Ctrl-C) instead of starting over")
	if name == "record" {
		fl.BoolVar(&o.Replace, "replace", false, "make this record the whole baseline and its settings, even when it selects other files")
		fl.BoolVar(&o.AllowFailures, "allow-failures", false, "record even when (nearly) every job failed the same way; without it such a record changes nothing and exits 2")
	}
	o.Limits = source.Limits{MaxFileSize: source.DefaultMaxFileSize, MaxTotalSize: source.DefaultMaxTotalSize, MaxWindow: source.DefaultMaxWindow,
		MaxEntries: source.DefaultMaxEntries}
	fl.Var(bytesize.Value{N: &o.Limits.MaxFileSize}, "max-file-size", "refuse a source holding a file larger than SIZE (e.g. 8G)")
	fl.Var(bytesize.Value{N: &o.Limits.MaxTotalSize}, "max-unpacked", "refuse a source whose files and their TAR headers (512 bytes an entry) add up to more than SIZE")
	fl.Int64Var(&o.Limits.MaxEntries, "max-files", o.Limits.MaxEntries, "refuse a source of more than N entries (files, directories, links)")
	fl.Var(bytesize.Value{N: &o.Limits.MaxWindow}, "max-window", "refuse a zstd or xz archive that needs more than SIZE of memory to decompress")
	o.MaxOutput = DefaultMaxOutput
	fl.Var(bytesize.Value{N: &o.MaxOutput}, "max-output", "a job whose stdout, stderr or an output is larger than SIZE is an error, not stored")
	if name == "check" {
		fl.BoolVar(&o.Failed, "failed", false, "rerun only the files that were not same in the last check")
		fl.IntVar(&o.MaxFailures, "max-failures", 0, "stop once N files are not same: the rest are reported as not run (never same) and '--resume' runs them; 0: no limit")
	}
	f.reports.flags(c, true)
}

// flags adds the report flags to c; withBaseline adds --baseline too.
func (rf *reportFlags) flags(c *cobra.Command, withBaseline bool) {
	fl := c.Flags()
	if withBaseline {
		fl.StringVarP(&rf.baseline, "baseline", "b", "corral.db", "the baseline store")
	}
	rf.files = map[string]*string{}
	for _, fm := range report.Formats {
		rf.files[fm.Flag] = new(string)
		fl.StringVar(rf.files[fm.Flag], fm.Flag, "", fm.Usage)
	}
	fl.IntVar(&rf.diffLines, "diff-lines", 40, "lines of diff shown per changed file")
	fl.IntVar(&rf.diffs, "diffs", 10, "changed files whose diff the report shows (crashes first); the kinds come first and the reports have them all")
	fl.BoolVarP(&rf.quiet, "quiet", "q", false, "print the summary line alone (and warnings); the --json, --junit and --html reports are whole")
	rf.diffBytes = 16 << 10
	fl.Var(bytesize.Value{N: &rf.diffBytes}, "diff-bytes", "bytes of diff shown per changed file; a line is cut at 500 bytes")
	rf.thresholds = report.DefaultThresholds
	fl.Float64Var(&rf.thresholds.CPURatio, "slower", rf.thresholds.CPURatio, "report a file whose CPU time is this many times its baseline's...")
	fl.DurationVar(&rf.thresholds.CPUMin, "slower-by", rf.thresholds.CPUMin, "...and at least this much more")
	fl.Float64Var(&rf.thresholds.RSSRatio, "grown", rf.thresholds.RSSRatio, "report a file whose peak memory is this many times its baseline's...")
	fl.Var(bytesize.Value{N: &rf.thresholds.RSSMin}, "grown-by", "...and at least this much more")
	fl.IntVar(&rf.slowest, "slowest", 5, "name this many slowest files in the CPU time line (0: no line)")
	fl.BoolVar(&rf.failOnSlower, "fail-on-slower", false, "exit 1 when a file got slower or grew past the thresholds")
}

// file is the file the report of format flag goes to: "" for none, "-"
// for stdout.
func (rf *reportFlags) file(flag string) string {
	if p := rf.files[flag]; p != nil {
		return *p
	}
	return ""
}

// check refuses limits that are not positive and a negative
// --max-failures: before anything opens.
func (f *runFlags) check() error {
	for _, l := range []struct {
		flag string
		n    int64
	}{{"--max-file-size", f.opts.Limits.MaxFileSize}, {"--max-unpacked", f.opts.Limits.MaxTotalSize},
		{"--max-window", f.opts.Limits.MaxWindow}, {"--max-output", f.opts.MaxOutput}, {"--max-files", f.opts.Limits.MaxEntries}} {
		if l.n <= 0 {
			hint := "a limit is a size like 8G; raise it rather than turn it off"
			if l.flag == "--max-files" {
				hint = "a limit is a number of entries like 5000000; raise it rather than turn it off"
			}
			return hinted(hint, "%s must be more than 0", l.flag)
		}
	}
	if f.opts.MaxFailures < 0 {
		return hinted("--max-failures 1 stops at the first file that is not same; 0 runs every file", "--max-failures must not be negative")
	}
	return nil
}

// hooks sets the options' callbacks: the progress display (made at the
// first job; finish ends it), warnings and notes on stderr.
func (f *runFlags) hooks(name string, stdio cmdline.Stdio) (finish func()) {
	var bar *progress
	every := f.progressEvery
	if cmdline.IsTerminal(stdio.Out) {
		every = 0 // someone is watching: the log lines are for CI logs
	}
	f.opts.Observer.OnStart = func(total int) { bar = newProgress(stdio.Err, total, name, every) }
	f.opts.Observer.OnResult = func(r result.Result, status string) { bar.add(r, status) }
	f.opts.Observer.OnWarning = func(w string) { cmdline.Warn(stdio.Err, "corral", "%s", w) }
	f.opts.Observer.OnNote = func(n string) { fmt.Fprintf(stdio.Err, "corral: %s\n", quote.TextString(n)) }
	if !f.reports.quiet {
		f.opts.Observer.OnWorkDir = f.opts.Observer.OnNote
	}
	f.opts.Observer.OnJobsDone = sync.OnceFunc(func() { bar.finish() })
	return f.opts.Observer.OnJobsDone
}

// runJobs is record and check: the library runs, this prints.
func runJobs(ctx context.Context, name string, f *runFlags, stdio cmdline.Stdio) (err error) {
	if err := f.check(); err != nil {
		return err
	}
	// The report paths and flags first: a mistake there costs nothing.
	out, err := openReports(&f.reports)
	if err != nil {
		return err
	}
	defer out.discard()
	f.opts.NotSource = out.paths()
	// A file's checks are for a store that is a file: another backend's
	// (a registered scheme's DSN) says itself whether it has a baseline.
	var statErr error
	if backend.IsPath(f.reports.baseline) {
		_, statErr = os.Stat(f.reports.baseline)
	}
	if name == "check" && errors.Is(statErr, fs.ErrNotExist) {
		return hinted("a check compares with a baseline: record one first: "+corral.RecordLine(f.opts.Cmd, f.opts.Source, f.reports.baseline),
			"no store at %s", report.Quote(f.reports.baseline))
	}
	if backend.IsPath(f.reports.baseline) {
		if err := out.refuseOver(guarded{path: f.reports.baseline, what: "the baseline store"}); err != nil {
			return err
		}
	}
	st, err := backend.Open(ctx, f.reports.baseline)
	if err != nil {
		return err
	}
	defer st.Close()
	if errors.Is(statErr, fs.ErrNotExist) {
		// A run that fails before it saves anything leaves no store behind.
		defer func() {
			if runs, rerr := st.Runs(context.WithoutCancel(ctx)); err != nil && rerr == nil && len(runs) == 0 {
				removeStore(st, f.reports.baseline)
			}
		}()
	}
	finishProgress := f.hooks(name, stdio)
	f.opts.Report.Thresholds, f.opts.Report.DiffLines = f.reports.thresholds, f.reports.diffLines
	pl, err := corral.Prepare(ctx, st, result.Command(name), f.opts, &f.given)
	if err != nil {
		return err
	}
	opts := pl.Options()
	srcDir := false
	if info, serr := os.Stat(opts.Source); serr == nil && info.IsDir() {
		srcDir = true
	}
	if err = out.refuseOver(guarded{path: opts.Source, what: "the source", dir: srcDir},
		guarded{path: opts.WorkDir, what: "the work dir", dir: true}); err != nil {
		return err
	}
	res, err := pl.Run(ctx)
	finishProgress()
	if err != nil {
		return err
	}
	defer res.Close()
	if res.Report == nil {
		fmt.Fprintf(stdio.Out, "%s: %s\n", name, res.Nothing)
		return nil
	}
	rep := res.Report
	// The summary's wall time is the whole run's: the kinds and reports
	// it waits for too.
	if rep.Compared != nil {
		out.started = rep.Compared.Started
	}
	if err := out.write(ctx, rep, st, stdio); err != nil {
		return err
	}
	if name == "record" && rep.Summary.Timeout+rep.Summary.Error > 0 {
		what := words.Plural(rep.Summary.Timeout+rep.Summary.Error, "file", "files")
		cmdline.Warn(stdio.Err, "corral", "%s timed out or could not be started: a timeout is in the baseline as such; a file that could not start keeps its earlier baseline entry, if it had one", what)
	}
	return runExit(rep, f.reports.failOnSlower)
}

// runExit is how a record or check (or 'corral report' of one) exits: 1
// for a check that found a file not same, a record in which a file timed
// out or could not start, or a regression with --fail-on-slower.
func runExit(rep *report.Report, failOnSlower bool) error {
	switch {
	case rep.Command == "record" && rep.Summary.Timeout+rep.Summary.Error > 0:
		return ErrDifferences
	case rep.Command == "check" && rep.Differences():
		return ErrDifferences
	case failOnSlower && rep.Summary.Slower+rep.Summary.Grown > 0:
		return ErrDifferences
	}
	return nil
}

// removeStore closes and removes a store this command created.
func removeStore(st corral.Store, path string) {
	st.Close()
	_ = backend.Remove(path)
}
