package corral

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/host"
	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/store"
	"github.com/corral-go/corral/internal/corral/textconv"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// ErrInterrupted is returned (wrapped) when ctx ended a run: what was done
// is saved as an interrupted run and the baseline is unchanged.
var ErrInterrupted = errors.New("interrupted: the baseline is unchanged")

// Options say what a record or check runs, on what, and how.
type Options struct {
	Source    string        // a TAR (plain, gzip, zstd, bzip2, xz), a directory, or "-" for a TAR on Stdin
	Stdin     io.Reader     // read when Source is "-"
	Limits    source.Limits // sizes the source may unpack to; zero fields take the defaults
	MaxOutput int64         // bounds each stream and output a job leaves; 0: none
	Cmd       string        // the --cmd template
	Jobs      int           // parallel jobs, at least 1; see [DefaultJobs]
	Outputs   []string      // --output templates
	Include   []string      // globs of the files to compile; none means all
	Exclude   []string      // globs of the files not to compile (still unpacked)
	Timeout   time.Duration // per job; 0 means none
	WorkDir   string        // unpack here and keep it; empty: a temporary directory
	WorkFS    string        // where a temporary work dir goes: workspace.Auto (""), Memory or Disk
	Normalize []string      // 'REGEX=REPLACEMENT' rules
	Textconv  []string      // 'GLOB=COMMAND': outputs shown as text in diffs (see package textconv)
	Shard     string        // "K/N"; empty: from Getenv, else the whole run
	RunID     string        // a shard's run of the set (--run-id); empty: from Getenv (see shard.RunID)
	// WholeTree unpacks every file of the source in a shard, not only its
	// own files and the support files: for compilers that read files that
	// other shards compile.
	WholeTree bool
	Getenv    func(string) string
	Failed    bool // check: rerun only what the last check did not find same
	Resume    bool // continue the last interrupted run of the same command
	// NotSource lists files that are never part of a directory source: the
	// run's own reports. The store is never part of it either.
	NotSource []string
	// Replace makes a record the whole baseline and its configuration even
	// when it selects other files than the baseline's configuration does.
	Replace bool
	Pin     bool // one CPU per job
	// AllowFailures lets a record in which (nearly) every job failed the
	// same way become the baseline; see [sameFailure].
	AllowFailures bool
	// Only, when not nil, runs only these files of the selection (a
	// bisect's probes).
	Only map[string]bool
	// StoreAs stores the run under another command than record or check
	// ("bisect"): not the last check that accept takes.
	StoreAs string
	// MaxFailures stops a check once that many files are not same: the
	// jobs running are killed, the files not run are reported as such
	// (never as same), and the run is kept as interrupted, so --resume
	// runs the rest. 0: no limit.
	MaxFailures int

	// Dir is where program names with a slash in --cmd are resolved from
	// (the caller's working directory); empty means the process's.
	Dir string
	// OnStart is called once, before the first job, with the number of
	// files to run (-1 when not known in advance).
	OnStart func(total int)
	// OnResult is called with each job's result as it is stored, and its
	// status against the baseline (report.Same, report.Changed, …), from
	// several goroutines at once.
	OnResult func(r store.Result, status string)
	// OnNote, when not nil, is told what the run took from its
	// environment before it starts: the shard an engine's variables gave.
	OnNote func(string)
	// OnWorkDir, when not nil, is told where the work dir went and why
	// (in memory or on disk; see package workspace), in one line.
	OnWorkDir func(string)
	// OnWarning, when not nil, gets each warning as soon as there is one
	// (how the settings differ from the baseline's comes before the first
	// job), instead of Outcome.Warnings.
	OnWarning func(string)
}

// Outcome is what a record or check did.
type Outcome struct {
	Report   *report.Report // nil when there was nothing to run
	Warnings []string       // for the user, one sentence each, unless Options.OnWarning took them
	Nothing  string         // when Report is nil: why nothing ran
}

// warn hands warnings to opts.OnWarning at once, or keeps them.
func (o *Outcome) warn(opts *Options, warnings ...string) {
	for _, w := range warnings {
		if opts.OnWarning != nil {
			opts.OnWarning(w)
		} else {
			o.Warnings = append(o.Warnings, w)
		}
	}
}

// DefaultJobs is twice the usable CPUs, the seed's choice too. Measured on
// 2 CPUs with bcom, 15,000 files, since jobs are stored by a pool of their
// own (runner.Run): 4 jobs took 26.0-26.2 s in four runs, 3 jobs 25.6-31.2 s
// (median 28.1), 2 jobs 27.6-28.1 s, 6 jobs 27.0-27.8 s. A job spends part
// of its life starting and exiting, when its core is free for another.
func DefaultJobs() int { return 2 * host.UsableCPUs(os.Getenv) }

// Record runs every selected file and makes the results the baseline.
func Record(ctx context.Context, st Store, opts Options) (*Outcome, error) {
	return run(ctx, st, "record", opts)
}

// Check runs every selected file and compares the results with the
// baseline; the run is kept for [Accept].
func Check(ctx context.Context, st Store, opts Options) (*Outcome, error) {
	return run(ctx, st, "check", opts)
}

// plan is a run's parsed options.
type plan struct {
	name  string
	tmpl  *command.Template
	sel   *Selection
	rules *normalize.Rules
	shard shard.Shard
	// runID names the run of the set a shard belongs to (see
	// shard.RunID), and runIDFrom where it came from.
	runID, runIDFrom string

	cfg  Config  // what this run runs
	base *Config // the baseline's configuration; nil when it has none
	// partial: a record that runs a selection of the baseline's files
	// (another --include or --exclude, a shard) and so updates those and
	// keeps the others, and the baseline's configuration.
	partial bool

	baseline map[string]store.Result // read before the run; not changed during it; a shard's files only
	// baselineTotal counts the files of the whole baseline.
	baselineTotal int
	// baselineSeq is the baseline's last change as of when it was read
	// (see store.Change): accept takes a check's results only while the
	// baseline is still that one.
	baselineSeq int64

	// reportEmpty: a check --failed whose files to rerun include some the
	// last check found missing. A run with nothing to compile still
	// reports them: missing until they are back.
	reportEmpty bool
}

func parse(name string, opts *Options) (*plan, error) {
	if opts.Jobs < 1 {
		return nil, cmdline.Errorf("use --jobs 1 for sequential runs", "--jobs must be at least 1, got %d", opts.Jobs)
	}
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	p := &plan{name: name}
	var err error
	if opts.Dir == "" {
		opts.Dir, _ = os.Getwd()
	}
	if p.tmpl, err = command.ParseIn(opts.Cmd, opts.Dir); err != nil {
		hint := "quote the template as one argument: --cmd 'bcom {}'"
		if unsafe := (*command.UnsafeError)(nil); errors.As(err, &unsafe) {
			hint = unsafe.Hint
		}
		return nil, cmdline.Errorf(hint, "%w", err)
	}
	if err := checkPrograms(p.tmpl.Programs()); err != nil {
		return nil, err
	}
	for _, o := range opts.Outputs {
		if err := checkOutput(o); err != nil {
			return nil, err
		}
	}
	if p.sel, err = NewSelection(opts.Include, opts.Exclude); err != nil {
		return nil, err
	}
	if p.rules, err = normalize.Parse(opts.Normalize); err != nil {
		return nil, cmdline.Errorf("e.g. --normalize '[0-9]{4}-[0-9]{2}-[0-9]{2}=<date>'", "%w", err)
	}
	if _, err := textconv.Parse(opts.Textconv); err != nil {
		return nil, cmdline.Errorf("e.g. --textconv '*.o=objdump -d --no-show-raw-insn'", "%w", err)
	}
	switch opts.WorkFS {
	case "", workspace.Auto, workspace.Memory, workspace.Disk:
	default:
		return nil, cmdline.Errorf("--workdir-fs auto lets corral choose: in memory when it fits with a wide margin, else on disk", "--workdir-fs %q: want auto, memory or disk", opts.WorkFS)
	}
	if p.shard, err = shard.Resolve(opts.Shard, opts.Getenv); err != nil {
		return nil, cmdline.Errorf("e.g. --shard 2/8", "%w", err)
	}
	if !p.shard.Whole() {
		p.runID, p.runIDFrom = shard.RunID(opts.RunID, opts.Getenv)
		if len(p.runID) > 200 || strings.IndexFunc(p.runID, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) >= 0 {
			return nil, cmdline.Errorf("a run id is one printable word of at most 200 bytes, e.g. --run-id nightly-2026-11-25",
				"run id %q (from %s) has spaces or control characters, or is too long", p.runID, p.runIDFrom)
		}
	}
	if !p.shard.Whole() && p.shard.From != "--shard" && opts.OnNote != nil {
		of := ""
		if p.runID != "" {
			of = fmt.Sprintf(" of run %s (%s)", p.runID, p.runIDFrom)
		}
		opts.OnNote(fmt.Sprintf("shard %s, from %s%s (--shard K/N or --shard all overrides it)", p.shard, p.shard.From, of))
	}
	return p, nil
}

// checkPrograms refuses a template whose programs cannot be found or run,
// before anything runs: under a shell, a missing program would otherwise be
// exit status 127, hidden by a pipeline's last command, and stored as a
// result on every file.
func checkPrograms(programs []string) error {
	for _, prog := range programs {
		path := prog
		if !strings.Contains(prog, "/") {
			var err error
			if path, err = exec.LookPath(prog); err != nil {
				return cmdline.Errorf("install it, or give its path: a relative path such as ./mycc is taken from the directory you run corral in",
					"program %q in --cmd is not found on PATH", prog)
			}
		}
		info, err := os.Stat(path)
		switch {
		case err != nil:
			return cmdline.Errorf("a relative path such as ./mycc is taken from the directory you run corral in", "program %s in --cmd: %w", prog, err)
		case info.IsDir() || unix.Access(path, unix.X_OK) != nil:
			return cmdline.Errorf("chmod +x it, or run it through its interpreter (sh script.sh {})", "program %s in --cmd is not executable", prog)
		}
	}
	return nil
}

// checkOutput refuses an --output template that can name a file outside
// the work dir: jobs run there, and such an output would be read from
// wherever it pointed or, refused at run time, stored as missing on every
// run, so that a check would pass whatever the compiler wrote.
func checkOutput(tmpl string) error {
	hint := "outputs are paths relative to the work dir, where jobs run, e.g. '{.}.o' or 'out/{/.}.s'"
	switch {
	case strings.TrimSpace(tmpl) == "":
		return cmdline.Errorf(hint, "--output is empty")
	case filepath.IsAbs(tmpl) || strings.HasPrefix(tmpl, "~"):
		return cmdline.Errorf(hint, "--output %q is an absolute path, outside the work dir", tmpl)
	case slices.Contains(strings.Split(filepath.ToSlash(tmpl), "/"), ".."):
		return cmdline.Errorf(hint, "--output %q has a '..' and can name a file outside the work dir", tmpl)
	case command.Expand(tmpl, "a/x.c") == command.Expand(tmpl, "b/y.d"):
		return cmdline.Errorf("name it after the file with {.} or {/.}, e.g. '{.}.o'", "--output %q names the same file for every job", tmpl)
	}
	return nil
}

// run is record and check.
func run(ctx context.Context, st Store, name string, opts Options) (*Outcome, error) {
	start := time.Now()
	p, err := parse(name, &opts)
	if err != nil {
		return nil, err
	}
	p.cfg = opts.config()
	if p.base, err = BaselineConfig(ctx, st); err != nil {
		return nil, err
	}
	p.partial = name == "record" && (!p.shard.Whole() || p.base != nil && !opts.Replace && !p.cfg.sameSelection(*p.base))
	out := &Outcome{}
	baseline, err := readBaseline(ctx, st, p)
	if err != nil {
		return nil, cmdline.Errorf("the store may be damaged; record a new baseline with --baseline NEW.db", "%w", err)
	}
	p.cfg.Jobs = opts.Jobs
	if !p.shard.Whole() {
		p.cfg.Shard = p.shard.String()
		p.cfg.RunID, p.cfg.RunIDFrom = p.runID, p.runIDFrom
	}
	if name == "check" && p.cfg.Baseline == "" {
		p.cfg.Baseline = baselineFingerprint(baseline)
	}
	if name == "check" && len(baseline) == 0 && p.baselineTotal == 0 {
		return nil, cmdline.Errorf("run 'corral record' first", "baseline %s has no record yet", st.Path())
	}
	warnings, err := configWarnings(ctx, st, p)
	if err != nil {
		return nil, err
	}
	out.warn(&opts, warnings...)
	want := func(path string) bool {
		return p.sel.Match(path) && p.shard.Has(path) && (opts.Only == nil || opts.Only[path])
	}
	if opts.Failed {
		rerun, err := failedSet(ctx, st, baseline)
		if err != nil {
			return nil, err
		}
		if len(rerun) == 0 {
			out.Nothing = "the last check found nothing to rerun"
			return out, nil
		}
		for path := range rerun {
			_, inBase := baseline[path]
			p.reportEmpty = p.reportEmpty || inBase
		}
		selected := want
		want = func(path string) bool { return selected(path) && rerun[path] }
	}
	p.cfg.Process = host.ProcessID()
	// A source that cannot be stamped gets no stamp (and so no --resume):
	// reading it says what is wrong with it.
	p.cfg.SourceStamp, _ = source.Stamp(opts.Source, notSource(st, &opts))
	var prev map[string]store.Result // results of the interrupted run being resumed
	var resumed *store.Run
	if opts.Resume {
		if resumed, prev, err = interrupted(ctx, st, name, p.cfg); err != nil {
			return nil, err
		}
		selected := want
		want = func(path string) bool { _, done := prev[path]; return selected(path) && !done }
	}
	out.warn(&opts, workspace.SweepDead()...)
	wd, err := workspace.Open(opts.WorkDir, opts.WorkFS, opts.Source, opts.OnWorkDir)
	if err != nil {
		return nil, err
	}
	defer wd.Cleanup()
	res, err := execute(ctx, st, p, &opts, wd, want, resumed, prev)
	if err != nil || res == nil {
		if res == nil && err == nil {
			out.Nothing = fmt.Sprintf("no file of shard %s to run", p.shard)
			return out, nil
		}
		return nil, err
	}
	if w := linkWarning(res.links); w != "" {
		out.warn(&opts, w)
	}
	if w := shippedWarning(res.shipped); w != "" {
		out.warn(&opts, w)
	}
	out.Report, err = finish(st, p, res, baseline, time.Since(start), &opts)
	if out.Report != nil {
		out.Report.Compared = &report.Compared{Cmd: p.cfg.Cmd, Source: p.cfg.Source, Store: st.Path(), Started: start}
		if p.base != nil && p.name == "check" {
			out.Report.Compared.BaselineCmd = p.base.Cmd
		}
	}
	if err == nil && p.name == "check" {
		for _, w := range []string{prefixWarning(out.Report), normalizeWarning(ctx, st, p, res.results)} {
			if w != "" {
				out.warn(&opts, w)
			}
		}
	}
	return out, err
}

// readBaseline reads what the run compares with. A whole run reads the
// whole baseline. A shard places the baseline's files by their recorded
// CPU time (see shard.Balancer), reads the results of its own files only,
// and takes the baseline's identity from its history: what it holds is
// bounded by its share, not by the baseline.
func readBaseline(ctx context.Context, st Store, p *plan) (map[string]store.Result, error) {
	if p.shard.Whole() {
		baseline, seq, err := st.BaselineAt(ctx)
		p.baseline, p.baselineSeq, p.baselineTotal = baseline, seq, len(baseline)
		return baseline, err
	}
	// A check's shards split the files by the baseline's CPU times, which
	// no check changes. A record's shards split by hash: a record changes
	// the baseline, and shards recorded one after another into one store
	// would each split it differently.
	b := shard.NewBalancer(p.shard)
	balance := p.name == "check"
	// Only files this configuration compiles are placed by cost; the
	// others (a baseline of another --include) are nobody's to run.
	v, err := st.BaselineShard(ctx, balance, func(path string, cpu float64) bool {
		if !balance {
			return p.sel.Match(path) && p.shard.Has(path)
		}
		return p.sel.Match(path) && b.Add(path, cpu)
	})
	if err != nil {
		return nil, err
	}
	if balance {
		p.shard = b.Shard()
	}
	p.baseline, p.baselineSeq, p.baselineTotal = v.Results, v.Seq, v.Total
	if v.ID != "" {
		p.cfg.Baseline = "log:" + v.ID
	} else if p.name == "check" {
		// A store from before the baseline's history: fingerprint it
		// whole, as before.
		all, _, err := st.BaselineAt(ctx)
		if err != nil {
			return nil, err
		}
		p.cfg.Baseline = baselineFingerprint(all)
	}
	if p.shard.Balanced() {
		p.cfg.Balance = "cpu"
	}
	return v.Results, nil
}

// notSource lists the files that are never part of a directory source:
// the store with its SQLite side files, and the run's reports.
func notSource(st Store, opts *Options) []string {
	skip := append([]string{st.Path()}, opts.NotSource...)
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		skip = append(skip, st.Path()+suffix)
	}
	return skip
}

// sameOutputs refuses a run in which two jobs would write the same output
// (--output '{/.}.o' for a/x.c and b/x.c), or one would write over a file
// that another compiles: each would take the other's result, or a file the
// source holds, for its own.
func sameOutputs(outputs, files []string, want func(string) bool) error {
	if len(outputs) == 0 {
		return nil
	}
	slices.Sort(files)
	writer := make(map[string]string)
	for _, f := range files {
		if want(f) {
			writer[f] = f // compiled: no job may write it
		}
	}
	for _, f := range files {
		if !want(f) {
			continue
		}
		for _, o := range outputs {
			name := path.Clean(command.Expand(o, f))
			if other, ok := writer[name]; ok && other != f {
				what := fmt.Sprintf("the output of %s too", report.Quote(other))
				if other == name {
					what = "a file that is compiled itself"
				}
				return cmdline.Errorf("name outputs after the whole path, e.g. '{.}.o', so that each file has its own",
					"--output %q names %s for %s, which is %s", o, report.Quote(name), report.Quote(f), what)
			}
			writer[name] = f
		}
	}
	return nil
}

// linkWarning says which symlinks to files were not compiled.
func linkWarning(links []string) string {
	if len(links) == 0 {
		return ""
	}
	shown := make([]string, 0, 5)
	for _, l := range links[:min(len(links), 5)] {
		shown = append(shown, report.Quote(l))
	}
	more := ""
	if len(links) > len(shown) {
		more = fmt.Sprintf(" and %d more", len(links)-len(shown))
	}
	what := "symlinks to files of the source were"
	if len(links) == 1 {
		what = "symlink to a file of the source was"
	}
	return fmt.Sprintf("%d %s not compiled (the files they name are): %s%s", len(links), what, strings.Join(shown, ", "), more)
}

// shippedWarning says which declared outputs the source shipped: each was
// removed before its job, so that what is stored is what the job wrote.
func shippedWarning(shipped []string) string {
	if len(shipped) == 0 {
		return ""
	}
	shown := report.QuoteList(shipped, 5)
	what := "declared outputs were files of the source, removed"
	if len(shipped) == 1 {
		what = "declared output was a file of the source, removed"
	}
	return fmt.Sprintf("%d %s before %s so that each stored output is what its job wrote: %s (a source need not ship what its jobs generate)",
		len(shipped), what, map[bool]string{true: "its job", false: "their jobs"}[len(shipped) == 1], strings.Join(shown, ", "))
}

// executed is what the jobs of a run left.
type executed struct {
	w       Writer
	results map[string]store.Result // this run's, and the resumed run's that are still wanted
	sources map[string]bool         // every file of the source
	links   []string                // symlinks to files of the source, not compiled
	shipped []string                // declared outputs the source shipped, removed before their jobs
	notRun  int                     // files not run: --max-failures stopped the run (0: it was not)
}

// execute unpacks the source and runs the jobs, writing a new run (or the
// resumed one). It returns nil, nil when a shard or --failed leaves nothing
// to run.
func execute(ctx context.Context, st Store, p *plan, opts *Options, wd workspace.Work, want func(string) bool,
	resumed *store.Run, prev map[string]store.Result) (*executed, error) {
	dir := wd.Dir
	feedCtx, stopFeed := context.WithCancel(ctx)
	defer stopFeed()
	srcOpts := source.Options{Stdin: opts.Stdin, Limits: opts.Limits, Skip: notSource(st, opts)}
	var digest hash.Hash
	if !p.shard.Whole() {
		// A shard pays for its own files: it writes the files it compiles
		// and the support files, and only reads past the other shards'
		// (unless --whole-tree). It digests the source so that a merge can
		// tell that every shard read the same one.
		digest = sha256.New()
		srcOpts.Digest = digest
		if !opts.WholeTree {
			srcOpts.Extract = func(path string) bool { return !p.sel.Match(path) || p.shard.Has(path) }
		}
	}
	fd, total := source.Start(feedCtx, opts.Source, dir, want, func(path string) bool { return !p.sel.Match(path) }, srcOpts)
	if total == 0 && len(prev) == 0 {
		if _, err := fd.Wait(); err != nil {
			return nil, SourceError(opts.Source, err)
		}
		switch {
		case p.reportEmpty:
			// on: a run of no jobs reports the missing files
		case !p.shard.Whole() && !opts.Failed:
			// on: an empty shard writes a complete run of no files, so
			// that the set of shards can be merged, and reports this
			// shard's baseline files that left the source as missing.
		case opts.Failed:
			return nil, nil
		default:
			return nil, cmdline.Errorf("check --include and --exclude", "none of the files of %s is selected to compile", opts.Source)
		}
	}
	if err := sameOutputs(opts.Outputs, fd.Files(), want); err != nil {
		stopFeed()
		fd.Wait()
		return nil, err
	}
	var w Writer
	var err error
	cfgJSON, _ := json.Marshal(p.cfg)
	if resumed != nil {
		w, err = st.ResumeRun(ctx, *resumed, store.RunInfo{Config: string(cfgJSON), BaselineSeq: p.baselineSeq}, 2*opts.Jobs)
	} else {
		w, err = st.BeginRun(ctx, store.RunInfo{Command: cmp.Or(opts.StoreAs, p.name), Cmd: opts.Cmd, Source: opts.Source, Normalize: p.rules.String(), Config: string(cfgJSON),
			BaselineSeq: p.baselineSeq, NotedBaseline: true}, 2*opts.Jobs)
	}
	if err != nil {
		stopFeed()
		fd.Wait()
		return nil, err
	}
	results := make(map[string]store.Result, max(total, 0))
	var mu sync.Mutex
	if opts.OnStart != nil {
		opts.OnStart(total)
	}
	// --max-failures: the jobs run under runCtx, cancelled at the Nth
	// file that is not same; a job cut short is not a result.
	runCtx, stopRun := context.WithCancel(ctx)
	defer stopRun()
	failures, stopped := 0, false
	var shipped []string // declared outputs the source shipped, removed before their jobs
	cfg := runner.Config{Dir: dir, ScratchBase: wd.Scratch, Cmd: p.tmpl, Outputs: opts.Outputs, Timeout: opts.Timeout, Jobs: opts.Jobs, Rules: p.rules,
		IsSource: fd.IsSource, IsInput: p.sel.Match, Pin: opts.Pin, MaxOutput: opts.MaxOutput,
		OnShipped: func(out string) { mu.Lock(); shipped = append(shipped, out); mu.Unlock() }}
	err = runner.Run(runCtx, cfg, fd.Paths(), w, func(r store.Result) {
		var status string // against the baseline, when someone asks
		if opts.MaxFailures > 0 || opts.OnResult != nil {
			base, ok := p.baseline[r.Path]
			status = report.Status(r, base, ok)
		}
		mu.Lock()
		results[r.Path] = r
		if opts.MaxFailures > 0 && status != report.Same {
			if failures++; failures == opts.MaxFailures {
				stopped = true
				stopRun()
			}
		}
		mu.Unlock()
		if opts.OnResult != nil {
			opts.OnResult(r, status)
		}
	})
	if stopped && ctx.Err() == nil && errors.Is(err, context.Canceled) {
		err = nil // stopped by --max-failures, not by the user
	}
	stopFeed() // the jobs are over: a runner that stopped early stops the unpacking too
	sources, unpackErr := fd.Wait()
	if unpackErr != nil && ctx.Err() == nil && err == nil {
		_ = w.Abort()
		return nil, SourceError(opts.Source, unpackErr)
	}
	kept := 0
	for path, r := range prev {
		if sources[path] && p.sel.Match(path) && p.shard.Has(path) {
			results[path] = r
			kept++
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			if err := w.Interrupt(); err != nil {
				return nil, fmt.Errorf("save the interrupted run: %w", err)
			}
			return nil, &cmdline.Error{Err: fmt.Errorf("%w; %d of %d files done, saved as run %d", ErrInterrupted, len(results), total+kept, w.RunID()),
				Hint: "continue with the same command and --resume"}
		}
		_ = w.Abort()
		if errors.Is(err, runner.ErrDiskFull) {
			return nil, cmdline.Errorf("free space there, or point TMPDIR or --workdir at a larger disk; the baseline is unchanged", "%w", err)
		}
		return nil, err
	}
	if digest != nil && ctx.Err() == nil && !stopped {
		p.cfg.SourceDigest = hex.EncodeToString(digest.Sum(nil)[:16])
		cfgJSON, _ := json.Marshal(p.cfg)
		w.SetConfig(string(cfgJSON))
	}
	slices.Sort(shipped)
	x := &executed{w: w, results: results, sources: sources, links: fd.LinksToFiles(), shipped: shipped}
	if stopped {
		for path := range sources {
			if _, done := results[path]; !done && want(path) {
				x.notRun++
			}
		}
	}
	return x, nil
}

// finish builds the report, keeps the missing files with the run and ends
// the run; a record's run becomes the baseline.
func finish(st Store, p *plan, x *executed, baseline map[string]store.Result, wall time.Duration, opts *Options) (*report.Report, error) {
	// Only this shard's baseline files can be missing. A record reports
	// the baseline files it drops as missing too: a source that lost ten
	// files must not shrink the baseline unseen.
	inSource := func(path string) bool { return x.sources[path] || !p.shard.Has(path) }
	rep := report.Build(p.name, x.results, baseline, inSource, wall)
	rep.RunID, rep.Jobs, rep.Pinned, rep.Shard = x.w.RunID(), opts.Jobs, opts.Pin, p.shard.String()
	rep.Textconv = opts.Textconv
	if x.notRun > 0 {
		// Stopped by --max-failures: the files not run are neither same
		// nor changed, and the run stays interrupted for --resume.
		rep.Summary.NotChecked, rep.StoppedAt = x.notRun, opts.MaxFailures
		if err := x.w.Interrupt(); err != nil {
			return nil, fmt.Errorf("save the stopped run: %w", err)
		}
		return rep, nil
	}
	for _, path := range rep.Paths(report.Missing) {
		if p.name == "record" {
			break // a record's results become the baseline: no entry for what is gone
		}
		// Kept with the run, so that accept knows what to drop.
		if err := x.w.AddResult(store.Result{Path: path, Status: store.Missing, ExitCode: -1}); err != nil {
			_ = x.w.Abort()
			return nil, fmt.Errorf("save the run: %w", err)
		}
	}
	promotion, err := promotion(p, x, baseline, rep, opts.AllowFailures)
	summary, _ := json.Marshal(rep.Summary)
	if ferr := x.w.Finish(string(summary), promotion); ferr != nil {
		return nil, fmt.Errorf("save the run: %w", ferr)
	}
	return rep, err
}

// promotion says how a record changes the baseline, and counts in rep the
// baseline files a partial record keeps. A record in which no job could
// start changes nothing and is an error: a mistyped compiler must not
// replace a good baseline with errors.
func promotion(p *plan, x *executed, baseline map[string]store.Result, rep *report.Report, allowFailures bool) (*store.Promotion, error) {
	if p.name != "record" {
		return nil, nil
	}
	var firstErr *store.Result
	for _, r := range x.results {
		if r.Status != store.Failed {
			firstErr = nil
			break
		}
		if firstErr == nil || r.Path < firstErr.Path {
			firstErr = &r
		}
	}
	if firstErr != nil {
		return nil, cmdline.Errorf("check the program in --cmd: is it installed, on PATH and executable? the baseline is unchanged",
			"no job could start: %s: %s", firstErr.Path, firstErr.Error)
	}
	if line, failed, same := sameFailure(x.results); line != "" && !allowFailures {
		return nil, cmdline.Errorf("run one job by hand to see why (a quoting mistake in --cmd?); to record these failures as the baseline, add --allow-failures. The baseline is unchanged",
			"%d of %d jobs failed, %d of them the same way: %s", failed, len(x.results), same, report.Printable([]byte(line)))
	}
	if !p.partial {
		return &store.Promotion{Whole: true}, nil
	}
	promo := &store.Promotion{}
	for path := range baseline {
		switch _, ran := x.results[path]; {
		case ran:
		case p.sel.Match(path) && p.shard.Has(path) && !x.sources[path]:
			promo.Drop = append(promo.Drop, path) // selected, and gone from the source
		default:
			rep.Summary.Kept++
		}
	}
	rep.Summary.Kept += p.baselineTotal - len(baseline) // a shard read its own files only
	return promo, nil
}

// sameFailure finds a record in which nearly every job failed the same
// way: at least 90 % of two or more jobs exited non-zero or by a signal,
// and 90 % of those printed the same first line on stderr, the job's own
// path and numbers aside. A quoting mistake that makes every job print
// "sh: 1: Syntax error" and exit 2 must not become the baseline in
// silence. It returns that line (with the path of its first file), how
// many failed, and how many that way.
func sameFailure(results map[string]store.Result) (line string, failed, same int) {
	heads := map[string]int{}
	example := map[string]string{}
	for _, r := range results {
		if r.Status == store.Failed || r.ExitCode == 0 && r.Signal == "" {
			continue
		}
		failed++
		h := r.StderrHead
		if r.Signal != "" && h == "" {
			h = "killed by " + r.Signal
		}
		key := kinds.Abstract(r.Path, digits.ReplaceAllString(h, "#"))
		heads[key]++
		if e, ok := example[key]; !ok || r.Path < e {
			example[key] = r.Path
		}
	}
	if len(results) < 2 || failed*10 < len(results)*9 {
		return "", failed, 0
	}
	common := ""
	for k, n := range heads {
		if n > heads[common] || n == heads[common] && k < common {
			common = k
		}
	}
	if heads[common]*10 < failed*9 {
		return "", failed, heads[common]
	}
	r := results[example[common]]
	if r.StderrHead == "" {
		if r.Signal != "" {
			return "killed by " + r.Signal + " (" + r.Path + ")", failed, heads[common]
		}
		return fmt.Sprintf("exit status %d and nothing on stderr (%s)", r.ExitCode, r.Path), failed, heads[common]
	}
	return fmt.Sprintf("%q (%s)", r.StderrHead, r.Path), failed, heads[common]
}

var digits = regexp.MustCompile(`[0-9]+`)

// SourceError is the error a source that cannot be unpacked gives a user:
// what went wrong and the hint that fits it.
func SourceError(src string, err error) error {
	var ee *source.EntryError
	var le *source.LimitError
	switch {
	case errors.As(err, &le):
		return cmdline.Errorf(fmt.Sprintf("if the source is what you meant, raise the limit with %s", le.Flag), "source %s: %w", src, err)
	case errors.Is(err, source.ErrNoSpace):
		return cmdline.Errorf("free space there, or unpack elsewhere with --workdir or TMPDIR", "source %s: %w", src, err)
	case errors.Is(err, source.ErrWorkDirInSource):
		return cmdline.Errorf("choose a --workdir outside the source directory", "source %s: %w", src, err)
	case errors.As(err, &ee):
		return cmdline.Errorf("the archive is unsafe or damaged; nothing outside the work dir was written", "source %s: %w", src, err)
	case errors.Is(err, source.ErrNoEnd), errors.Is(err, source.ErrTruncated):
		return cmdline.Errorf("make the archive again and let tar finish; nothing was run and the baseline is unchanged", "source %s: %w", src, err)
	case errors.Is(err, source.ErrEmpty):
		return cmdline.Errorf("SOURCE must hold at least one regular file", "source %s has no files", src)
	}
	return cmdline.Errorf("SOURCE is a .tar, .tar.gz, .tgz, .tar.zst, .tar.bz2, .tar.xz, a directory, or - for a TAR on stdin", "source %s: %w", src, err)
}

// failedSet returns the paths that were not same in the last check, judged
// against the current baseline.
func failedSet(ctx context.Context, st Store, baseline map[string]store.Result) (map[string]bool, error) {
	last, err := st.LastRun(ctx, "check")
	if errors.Is(err, store.ErrNoRun) {
		return nil, cmdline.Errorf("run a full 'corral check' first", "--failed: there is no finished check yet")
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
		if f.Status != report.Same {
			rerun[f.Path] = true
		}
	}
	return rerun, nil
}

// interrupted finds the last interrupted run of the same command and its
// results so far; its configuration must be cfg, or one run would mix two.
func interrupted(ctx context.Context, st Store, name string, cfg Config) (*store.Run, map[string]store.Result, error) {
	if cfg.Source == "-" {
		return nil, nil, cmdline.Errorf("give the TAR as a file, or run without --resume",
			"--resume: a TAR on stdin cannot be told to be the one the interrupted %s read", name)
	}
	run, err := lastInterrupted(ctx, st, name)
	if err != nil {
		return nil, nil, err
	}
	var diff []string
	if was := RunConfig(run.Config); was != nil {
		diff = cfg.Differences(*was)
	} else if run.Cmd != cfg.Cmd {
		diff = []string{fmt.Sprintf("--cmd %s (interrupted run: %s)", quoteAll([]string{cfg.Cmd}), quoteAll([]string{run.Cmd}))}
	}
	if len(diff) > 0 {
		return nil, nil, cmdline.Errorf("resume with the interrupted run's settings, or start over without --resume",
			"--resume: the interrupted %s ran with other settings: %s", name, strings.ReplaceAll(strings.Join(diff, "; "), "(baseline:", "(interrupted run:"))
	}
	if was := RunConfig(run.Config); was == nil || was.SourceStamp == "" || was.SourceStamp != cfg.SourceStamp {
		why := "its files' sizes, times or identity differ"
		if was == nil || was.SourceStamp == "" {
			why = "that run kept no stamp of it to compare"
		}
		return nil, nil, cmdline.Errorf("start over without --resume",
			"--resume: SOURCE %s may have changed since the interrupted %s (run %d) read it: %s", cfg.Source, name, run.ID, why)
	}
	prev, err := st.Results(ctx, run.ID)
	if err != nil {
		return nil, nil, err
	}
	return &run, prev, nil
}

// lastInterrupted returns the newest run of command that was interrupted:
// by a signal, or killed (see [Killed]).
func lastInterrupted(ctx context.Context, st Store, command string) (store.Run, error) {
	runs, err := st.Runs(ctx)
	if err != nil {
		return store.Run{}, err
	}
	for _, r := range runs {
		if r.Command == command && (r.State == store.Interrupted || Killed(r)) {
			return r, nil
		}
	}
	return store.Run{}, cmdline.Errorf("run without --resume", "--resume: there is no interrupted %s to continue", command)
}

// configWarnings says how this run's configuration differs from the
// baseline's. A store from before corral kept configurations is compared
// by its --normalize rules alone.
func configWarnings(ctx context.Context, st Store, p *plan) ([]string, error) {
	if p.base == nil {
		if p.name == "check" {
			return ruleWarnings(ctx, st, p.rules)
		}
		return nil, nil
	}
	cfg := p.cfg
	if p.partial {
		// Running a selection is what a partial record is for; the
		// summary says what it kept.
		cfg.Include, cfg.Exclude = p.base.Include, p.base.Exclude
	}
	diff := cfg.Differences(*p.base)
	if len(diff) == 0 {
		return nil, nil
	}
	switch {
	case p.name == "check":
		return []string{"this check's settings differ from the baseline's: " + strings.Join(diff, "; ")}, nil
	case p.partial:
		return []string{"this record of a selection of the baseline's files has settings that differ from the baseline's: " +
			strings.Join(diff, "; ") + "; the baseline keeps its settings (--replace makes this record the whole baseline)"}, nil
	}
	return []string{"the baseline's settings change: " + strings.Join(diff, "; ")}, nil
}

// ruleWarnings warns when the baseline was made with other --normalize
// rules: outputs would then differ for no reason of the compiler's.
func ruleWarnings(ctx context.Context, st Store, rules *normalize.Rules) ([]string, error) {
	base, err := st.BaselineRules(ctx)
	if err != nil {
		return nil, err
	}
	show := func(r string) string {
		if r == "" {
			return "none"
		}
		return strings.ReplaceAll(r, "\n", " ")
	}
	for _, b := range base {
		if b != rules.String() {
			return []string{fmt.Sprintf("the baseline was made with --normalize rules %s, this check uses %s", show(b), show(rules.String()))}, nil
		}
	}
	return nil, nil
}
