package corral

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/corral-go/corral/internal/corral/advice"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/compiler"
	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/shard"
)

// A Pipeline is one record or check. [Prepare] makes it: its options
// complete (the baseline's settings for what the caller did not give) and
// checked, the baseline's settings read, once. [Pipeline.Run] then takes
// it through its steps: read the baseline, settle its configuration,
// choose the files, unpack and run the jobs (execute), finish (the
// report, the run stored, a record's promotion to the baseline), and
// complete the report's model (regressions, kinds). A Pipeline runs once.
type Pipeline struct {
	st    Store
	name  result.Command
	opts  Options
	start time.Time

	tmpl  *command.Template
	rules *normalize.Rules
	sel   selection
	plan  *execute.Plan // the jobs, once the source is unpacked
	// sources note the source's files in pin as they are unpacked.
	sources *sourceNotes
	// runID names the run of the set a shard belongs to (see
	// shard.RunID), and runIDFrom where it came from.
	runID, runIDFrom string

	cfg  Config  // what this run runs
	base *Config // the baseline's configuration; nil when it has none
	// partial: a record that runs a selection of the baseline's files
	// (another --include or --exclude, a shard) and so updates those and
	// keeps the others, and the baseline's configuration.
	partial bool

	// pin is the baseline as the run read it, before its jobs: what it
	// compares with, in path order for its report and by path for the
	// live status, whatever changes the baseline meanwhile. Closed when
	// Run returns, unless the report still reads it (see finish).
	pin     PinnedBaseline
	keepPin bool
	// baselineTotal counts the files of the whole baseline.
	baselineTotal int
	// baselineSeq is the baseline's last change as of when it was read
	// (see result.Change): accept takes a check's results only while the
	// baseline is still that one.
	baselineSeq int64

	resumed *result.Run // --resume: the interrupted run this one continues
	// reportEmpty: a check --failed whose files to rerun include some the
	// last check found missing. A run with nothing to compile still
	// reports them: missing until they are back.
	reportEmpty bool

	out *Outcome // set when Run starts
}

// Given says which of the settings that a baseline remembers the caller
// gave in Options: the baseline's fill in the others (see [Prepare]).
type Given struct {
	Cmd, Outputs, Include, Exclude, Normalize, Textconv, Timeout, Source bool
}

// Prepare makes a record or check (name) of opts on st. given says which
// of the remembered settings opts gives: the baseline's settings fill in
// the others, so that a bare check reruns the record. A nil given takes
// nothing from the baseline.
func Prepare(ctx context.Context, st Store, name result.Command, opts Options, given *Given) (*Pipeline, error) {
	if name != result.Record && name != result.Check {
		return nil, fmt.Errorf("corral: no pipeline %q", name)
	}
	p := &Pipeline{st: st, name: name, opts: opts, start: time.Now()}
	var err error
	if p.base, err = BaselineConfig(ctx, st); err != nil {
		return nil, err
	}
	if given != nil {
		if err := p.applyBaseline(ctx, *given); err != nil {
			return nil, err
		}
	}
	if err := p.parse(); err != nil {
		return nil, err
	}
	p.cfg = p.opts.config()
	// Before any job, and under ctx: Ctrl-C stops a read that waits.
	if p.cfg.Compiler, err = compiler.Of(ctx, compiler.Command{Programs: p.tmpl.Runs(), Operands: p.tmpl.Named(), Written: p.tmpl.Written}); err != nil {
		return nil, err
	}
	p.partial = name == result.Record && (!p.sel.shard.Whole() || p.base != nil && !p.opts.Replace && !p.cfg.sameSelection(*p.base))
	return p, nil
}

// Options are the pipeline's options, complete: what it will run.
func (p *Pipeline) Options() Options { return p.opts }

// applyBaseline fills in the settings not given from the baseline's (with
// --resume, the interrupted run's), and says what is missing when there is
// none to take them from.
func (p *Pipeline) applyBaseline(ctx context.Context, given Given) error {
	o := &p.opts
	from := p.base
	if o.Resume {
		// --resume continues the interrupted run as it ran: its settings
		// fill in what is not given (a check stopped by --max-failures
		// may have run another --cmd than the baseline's).
		if run, err := lastInterrupted(ctx, p.st, p.name); err == nil {
			if c := RunConfig(run.Config); c != nil {
				from = c
			}
		}
	}
	if from != nil {
		if err := from.apply(o, given); err != nil {
			return err
		}
	}
	if p.base == nil && p.name == result.Check {
		if has, err := p.st.HasBaseline(ctx); err != nil {
			return err
		} else if !has {
			return &Error{Problem: NoBaseline, Options: []string{RecordLine(o.Cmd, o.Source, p.st.Path())},
				Err: fmt.Errorf("baseline %s has no record yet", report.Quote(p.st.Path()))}
		}
	}
	for _, list := range []*[]string{&o.Outputs, &o.Include, &o.Exclude, &o.Normalize, &o.Report.Textconv} {
		*list = slices.DeleteFunc(slices.Clone(*list), func(s string) bool { return s == "" })
	}
	switch {
	case o.Cmd == "" && p.base == nil:
		return &Error{Problem: NeedCmd, Options: []string{string(p.name), shellWord(cmp.Or(o.Source, "SOURCE"))},
			Err: fmt.Errorf("--cmd is needed: %s has no recorded settings to take it from", p.st.Path())}
	case o.Cmd == "":
		return problemf(EmptyCmd, "--cmd must not be empty")
	case o.Source == "":
		return &Error{Problem: NeedSource, Options: []string{string(p.name), shellWord(o.Cmd)},
			Err: fmt.Errorf("SOURCE is needed: %s has no recorded settings to take it from", p.st.Path())}
	}
	return nil
}

// parse checks the options and parses what they hold: the template, the
// globs, the rules, the shard.
func (p *Pipeline) parse() error {
	opts := &p.opts
	if opts.Jobs < 1 {
		return problemf(BadJobs, "--jobs must be at least 1, got %d", opts.Jobs)
	}
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	if opts.Dir == "" {
		opts.Dir, _ = os.Getwd()
	}
	if err := p.parseCmd(); err != nil {
		return err
	}
	var err error
	if p.sel.globs, err = NewSelection(opts.Include, opts.Exclude); err != nil {
		return err
	}
	p.sel.only = opts.probe().Only
	if p.rules, err = normalize.Parse(opts.Normalize); err != nil {
		return problemf(BadNormalize, "%w", err)
	}
	if err := opts.Report.Check(); err != nil {
		return problemf(BadTextconv, "%w", err)
	}
	if err := opts.Settings.Check(); err != nil {
		return problemf(BadWorkdirFS, "%w", err)
	}
	return p.parseShard()
}

// shellWord is s as one word of a command line a person can paste: in
// single quotes where it needs them, in ANSI-C quotes ($'…') where it
// holds a newline or a control character, so that a hint stays on one
// line and shows no escape sequence raw.
func shellWord(s string) string {
	if q := report.Quote(s); q != s {
		return q
	}
	return command.ShellQuote(s)
}

// RecordLine is the record that a check of cmd over source needs, in the
// user's own words: "corral record --cmd 'cc -S {}' src.tar".
func RecordLine(cmd, source, store string) string {
	line := "corral record --cmd " + shellWord(cmp.Or(cmd, "COMPILER {}")) + " " + shellWord(cmp.Or(source, "SOURCE"))
	if store != "" && store != "corral.db" {
		line += " --baseline " + shellWord(store)
	}
	return line
}

// ParseCmd parses a --cmd template, a relative program in it found from
// dir, and checks that each program it runs is there and executable: what
// a run checks before it starts any job, for a caller (a bisect) that
// runs many compilers and must know each starts before the first runs.
func ParseCmd(cmd, dir string) (*command.Template, error) {
	tmpl, err := command.ParseIn(cmd, dir)
	if err != nil {
		return nil, &Error{Problem: BadTemplate, Options: []string{shellWord(cmd)}, Err: err}
	}
	if err := checkPrograms(tmpl.Programs()); err != nil {
		return nil, err
	}
	return tmpl, nil
}

// parseCmd parses --cmd and checks its programs and the --output
// templates.
func (p *Pipeline) parseCmd() error {
	var err error
	if p.tmpl, err = ParseCmd(p.opts.Cmd, p.opts.Dir); err != nil {
		return err
	}
	for _, o := range p.opts.Outputs {
		if err := checkOutput(o); err != nil {
			return err
		}
	}
	return nil
}

// parseShard resolves the shard (--shard, or an engine's variables) and
// the run of the set it belongs to, and notes where they came from.
func (p *Pipeline) parseShard() error {
	opts := &p.opts
	var err error
	if p.sel.shard, err = shard.Resolve(opts.Shard, opts.Getenv); err != nil {
		return problemf(BadShard, "%w", err)
	}
	if p.sel.shard.Whole() {
		return nil
	}
	p.runID, p.runIDFrom = shard.RunID(opts.RunID, opts.Getenv)
	if len(p.runID) > 200 || strings.IndexFunc(p.runID, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) >= 0 {
		return problemf(BadRunID, "run id %q (from %s) has spaces or control characters, or is too long", p.runID, p.runIDFrom)
	}
	if p.sel.shard.From != "--shard" && opts.Observer.OnNote != nil {
		of := ""
		if p.runID != "" {
			of = fmt.Sprintf(" of run %s (%s)", p.runID, p.runIDFrom)
		}
		opts.Observer.OnNote(fmt.Sprintf("shard %s, from %s%s (--shard K/N or --shard all overrides it)", p.sel.shard, p.sel.shard.From, of))
	}
	return nil
}

// Run runs the pipeline's steps and returns what the run did.
func (p *Pipeline) Run(ctx context.Context) (*Outcome, error) {
	if p.out != nil {
		return nil, errors.New("corral: a pipeline runs once")
	}
	p.out = &Outcome{}
	defer func() {
		if p.pin != nil && !p.keepPin {
			_ = p.pin.Close()
		}
	}()
	// A SOURCE that is not there is said first, before any warning about
	// how it differs from the baseline's and any line about the work dir.
	if src := p.opts.Source; src != "" && src != "-" {
		if _, err := os.Stat(src); err != nil {
			return nil, sourceError(src, fmt.Errorf("open source: %w", err))
		}
	}
	if err := p.readBaseline(ctx); err != nil {
		if pr, _ := ProblemOf(err); pr != 0 {
			return nil, err
		}
		return nil, problemf(DamagedStore, "%w", err)
	}
	if err := p.settle(ctx); err != nil {
		return nil, err
	}
	if nothing, err := p.chooseFiles(ctx); err != nil || nothing {
		return p.out, err
	}
	p.warn(execute.Sweep()...)
	// One path for every run of this store: outputs that name their
	// directory (gcc -g's DW_AT_comp_dir) stay the same.
	wd, err := execute.Open(p.opts.Settings, p.opts.Source, storeKey(p.st), p.opts.Observer.OnWorkDir)
	if err != nil {
		return nil, err
	}
	defer wd.Cleanup()
	x, err := p.execute(ctx, wd)
	if x == nil && err == nil {
		p.out.Nothing = fmt.Sprintf("no file of shard %s to run", p.sel.shard)
		return p.out, nil
	}
	if err != nil {
		return nil, err
	}
	p.warn(advice.Links(x.links), advice.Shipped(x.shipped))
	p.out.Report, err = p.finish(ctx, x)
	return p.out, err
}

// storeKey names a store for its work dir (see execute.Open): its path,
// made absolute.
func storeKey(st Store) string {
	path := st.Path()
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path
}

// warn hands each warning that is not "" to the run's OnWarning at once,
// or keeps it in the outcome.
func (p *Pipeline) warn(warnings ...string) {
	for _, w := range warnings {
		switch {
		case w == "":
		case p.opts.Observer.OnWarning != nil:
			p.opts.Observer.OnWarning(w)
		default:
			p.out.Warnings = append(p.out.Warnings, w)
		}
	}
}

// settle completes the run's configuration with what the baseline said
// (the shard, the baseline's identity) and warns how it differs from the
// baseline's.
func (p *Pipeline) settle(ctx context.Context) error {
	p.cfg.Jobs = p.opts.Jobs
	if !p.sel.shard.Whole() {
		p.cfg.Shard = p.sel.shard.String()
		p.cfg.RunID, p.cfg.RunIDFrom = p.runID, p.runIDFrom
	}
	if p.name == result.Check && p.cfg.Baseline == "" {
		var err error
		if p.cfg.Baseline, err = pinnedFingerprint(ctx, p.pin); err != nil {
			return err
		}
	}
	if p.name == result.Check && p.baselineTotal == 0 {
		return &Error{Problem: NoBaseline, Options: []string{RecordLine(p.opts.Cmd, p.opts.Source, p.st.Path())},
			Err: fmt.Errorf("baseline %s has no record yet", p.st.Path())}
	}
	warnings, err := configWarnings(ctx, p.st, p)
	if err != nil {
		return err
	}
	p.warn(warnings...)
	if changed := p.compilerChanged(); len(changed) > 0 && p.opts.Observer.OnNote != nil {
		p.opts.Observer.OnNote("the compiler changed since the baseline, under the same --cmd: " + strings.Join(changed, ", "))
	}
	return nil
}

// compilerChanged says how a check's compiler differs from the
// baseline's under the same --cmd (see compiler.Changed); nothing for a
// record, another --cmd, or a baseline from before corral kept it.
func (p *Pipeline) compilerChanged() []string {
	if p.name != result.Check || p.base == nil || p.base.Cmd != p.cfg.Cmd || len(p.base.Compiler) == 0 {
		return nil
	}
	return compiler.Changed(p.base.Compiler, p.cfg.Compiler)
}

// chooseFiles narrows the selection for --failed and --resume and stamps
// the source. nothing: --failed found nothing to rerun.
func (p *Pipeline) chooseFiles(ctx context.Context) (nothing bool, err error) {
	if p.opts.Failed {
		if p.sel.rerun, err = failedSet(ctx, p.st, p.pin); err != nil {
			return false, err
		}
		if len(p.sel.rerun) == 0 {
			p.out.Nothing = "the last check found nothing to rerun"
			return true, nil
		}
		found, err := p.pin.Lookup(ctx, slices.Collect(maps.Keys(p.sel.rerun))...)
		if err != nil {
			return false, err
		}
		p.reportEmpty = len(found) > 0
	}
	p.cfg.Process = execute.Process()
	// A source that cannot be stamped gets no stamp (and so no --resume):
	// reading it says what is wrong with it.
	p.cfg.SourceStamp, _ = execute.Stamp(p.opts.Source, notSource(p.st, &p.opts))
	if p.opts.Resume {
		if p.resumed, p.sel.done, err = interrupted(ctx, p.st, p.name, p.cfg); err != nil {
			return false, err
		}
	}
	return false, nil
}

// readBaseline pins what the run compares with. A whole run pins the
// whole baseline. A shard places the baseline's files by their recorded
// CPU time (see shard.Balancer) and takes the baseline's identity from
// its history; it pins the whole baseline too, which it reads only by
// path and in path order: what it holds is bounded by its share, not by
// the baseline.
func (p *Pipeline) readBaseline(ctx context.Context) error {
	// The shard's reading of the baseline must see the state pinned: a
	// record or accept between the two reads them again.
	for try := 1; ; try++ {
		err := p.readBaselineOnce(ctx)
		if !errors.Is(err, errBaselineMoved) || try == 3 {
			return err
		}
		_ = p.pin.Close()
		p.pin = nil
	}
}

// errBaselineMoved is a baseline changed between two reads of it.
var errBaselineMoved = errors.New("the baseline changed while it was read")

func (p *Pipeline) readBaselineOnce(ctx context.Context) error {
	st := p.st
	var err error
	if p.pin, err = st.PinBaseline(ctx); err != nil {
		if ctx.Err() != nil {
			return err
		}
		return problemf(PinFailed, "%w", err)
	}
	p.baselineSeq, p.baselineTotal = p.pin.BaselineSeq(), p.pin.Len()
	if p.sel.shard.Whole() {
		return nil
	}
	// A check's shards split the files by the baseline's CPU times, which
	// no check changes. A record's shards split by hash: a record changes
	// the baseline, and shards recorded one after another into one store
	// would each split it differently.
	b := shard.NewBalancer(p.sel.shard)
	balance := p.name == result.Check
	// Only files this configuration compiles are placed by cost; the
	// others (a baseline of another --include) are nobody's to run.
	v, err := st.BaselineShard(ctx, balance, func(path string, cpu float64) bool {
		if !balance {
			return false // nothing to place, and no result wanted back
		}
		return p.sel.globs.Match(path) && b.Add(path, cpu)
	})
	if err != nil {
		return err
	}
	if v.Seq != p.baselineSeq {
		return fmt.Errorf("%w (change %d, then %d): run again", errBaselineMoved, p.baselineSeq, v.Seq)
	}
	if balance {
		p.sel.shard = b.Shard()
	}
	if v.ID != "" {
		p.cfg.Baseline = "log:" + v.ID
	} else if p.name == result.Check {
		// A store from before the baseline's history: fingerprint it
		// whole, as before.
		if p.cfg.Baseline, err = pinnedFingerprint(ctx, p.pin); err != nil {
			return err
		}
	}
	if p.sel.shard.Balanced() {
		p.cfg.Balance = "cpu"
	}
	return nil
}
