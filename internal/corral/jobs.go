package corral

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/corral-go/corral/internal/corral/advice"
	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/source"
)

// executed is what the jobs of a run left.
type executed struct {
	w       Writer
	ran     int          // this run's results, those the run it resumed kept aside
	tally   advice.Tally // every result of the run, as it came (see runTally for what the store's pairs add)
	links   []string     // symlinks to files of the source, not compiled
	shipped []string     // declared outputs the source shipped, removed before their jobs
	notRun  int          // files not run: --max-failures stopped the run (0: it was not)
}

// execute unpacks the source and runs the jobs, writing a new run (or the
// resumed one). It returns nil, nil when a shard or --failed leaves nothing
// to run.
func (p *Pipeline) execute(ctx context.Context, wd *execute.Work) (*executed, error) {
	u, err := p.unpack(ctx, wd)
	if u == nil || err != nil {
		return nil, err
	}
	defer u.Stop()
	w, err := p.begin(ctx)
	if err != nil {
		u.Wait()
		return nil, err
	}
	x := &executed{w: w}
	ran, stopped, err := p.runJobs(ctx, u, wd, x)
	x.ran = ran
	// The jobs are over: a runner that failed stops the unpacking too.
	// One that --max-failures stopped lets it end by itself, the files
	// left to run handed out to no one: every file of the source must be
	// noted (see sourceNotes), or those not reached yet would be missing
	// files, not files not run.
	var count source.Count
	var unpackErr error
	if stopped && err == nil && ctx.Err() == nil {
		count, unpackErr = u.Rest()
	} else {
		count, unpackErr = u.Wait()
	}
	if unpackErr != nil && ctx.Err() == nil && err == nil {
		_ = w.Abort()
		return nil, sourceError(p.opts.Source, unpackErr)
	}
	if err == nil {
		err = p.sources.flush(ctx)
	}
	// The resumed run's results: of the same source (its stamp said so)
	// and the same selection (its configuration did).
	kept := 0
	for path, r := range p.sel.done {
		if p.sel.selected(path) {
			x.tally.Add(&r)
			kept++
		}
	}
	if err != nil {
		return nil, p.jobsFailed(ctx, err, w, ran+kept, u.Total()+kept)
	}
	if p.plan.Digest != nil && ctx.Err() == nil && !stopped {
		p.cfg.SourceDigest = hex.EncodeToString(p.plan.Digest.Sum(nil)[:16])
		cfgJSON, _ := json.Marshal(p.cfg)
		w.SetConfig(string(cfgJSON))
	}
	x.links = u.LinksToFiles()
	if stopped {
		// Every result of this run is of a file it wanted (those the
		// resumed run did are not wanted again).
		x.notRun = count.Wanted - ran
	}
	return x, nil
}

// unpack starts unpacking the source into wd. It returns nil, nil when
// there is nothing to run and nothing to report.
func (p *Pipeline) unpack(ctx context.Context, wd *execute.Work) (*execute.Unpacking, error) {
	opts := &p.opts
	p.sources = &sourceNotes{pin: p.pin}
	p.plan = &execute.Plan{Settings: opts.Settings, Source: opts.Source, Jobs: opts.Jobs, Timeout: opts.Timeout, Cmd: p.tmpl, Rules: p.rules,
		Outputs: opts.Outputs, Want: p.sel.want, Support: p.sel.support, IsInput: p.sel.globs.Match,
		OnSource: func(path string) { p.sources.add(ctx, path) }}
	if !p.sel.shard.Whole() {
		// A shard pays for its own files: it writes the files it compiles
		// and the support files, and only reads past the other shards'
		// (unless --whole-tree). It digests the source so that a merge can
		// tell that every shard read the same one.
		p.plan.Digest = sha256.New()
		if !opts.WholeTree {
			p.plan.Extract = func(path string) bool { return p.sel.support(path) || p.sel.shard.Has(path) }
		}
	}
	u := wd.Unpack(ctx, p.plan, notSource(p.st, opts))
	if u.Total() == 0 && len(p.sel.done) == 0 {
		// Nothing to run: the unpacking knew it at its end.
		if _, err := u.Finish(); err != nil {
			return nil, sourceError(opts.Source, err)
		}
		switch {
		case p.reportEmpty:
			// on: a run of no jobs reports the missing files
		case !p.sel.shard.Whole() && !opts.Failed:
			// on: an empty shard writes a complete run of no files, so
			// that the set of shards can be merged, and reports this
			// shard's baseline files that left the source as missing.
		case opts.Failed:
			return nil, nil
		default:
			return nil, &NoneSelectedError{Source: opts.Source}
		}
	}
	if err := sameOutputs(opts.Outputs, u.Files(), p.sel.want); err != nil {
		u.Wait()
		return nil, err
	}
	return u, nil
}

// begin starts the run in the store: a new one, or the resumed one.
func (p *Pipeline) begin(ctx context.Context) (Writer, error) {
	cfgJSON, _ := json.Marshal(p.cfg)
	queue := 2 * p.opts.Jobs
	if p.resumed != nil {
		return p.st.ResumeRun(ctx, *p.resumed, result.RunInfo{Config: string(cfgJSON), BaselineSeq: p.baselineSeq}, queue)
	}
	return p.st.BeginRun(ctx, result.RunInfo{Command: cmp.Or(p.opts.probe().StoreAs, p.name), Cmd: p.opts.Cmd, Source: p.opts.Source,
		Normalize: p.rules.String(), Config: string(cfgJSON), BaselineSeq: p.baselineSeq, NotedBaseline: true}, queue)
}

// runJobs runs a job for each file as it lands, storing each result
// through x.w; ran counts them. stopped: --max-failures ended the run,
// which is then no error.
func (p *Pipeline) runJobs(ctx context.Context, u *execute.Unpacking, wd *execute.Work, x *executed) (ran int, stopped bool, err error) {
	opts := &p.opts
	if opts.Observer.OnStart != nil {
		opts.Observer.OnStart(u.Total())
	}
	// --max-failures: the jobs run under runCtx, cancelled at the Nth
	// file that is not same; a job cut short is not a result.
	runCtx, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var mu sync.Mutex // guards ran, x.tally, x.shipped and failures: the store pool's workers call back
	failures := 0
	// The observer's statuses are looked up in batches off the jobs'
	// path, unless --max-failures needs each at once.
	var told *liveStatus
	if opts.Observer.OnResult != nil && opts.MaxFailures == 0 {
		told = p.startLive(ctx, opts.Observer.OnResult)
	}
	err = u.Run(runCtx, wd, p.plan, x.w, func(r result.Result) {
		if told != nil {
			told.add(r)
		}
		var status string // against the baseline, for --max-failures
		if opts.MaxFailures > 0 {
			status = p.statuses(ctx, r)[0]
		}
		mu.Lock()
		ran++
		x.tally.Add(&r)
		if opts.MaxFailures > 0 && status != report.Same {
			if failures++; failures == opts.MaxFailures {
				stopped = true
				stopRun()
			}
		}
		mu.Unlock()
		if opts.Observer.OnResult != nil && told == nil {
			opts.Observer.OnResult(r, status)
		}
	}, func(out string) { mu.Lock(); x.shipped = append(x.shipped, out); mu.Unlock() })
	if told != nil {
		told.close()
	}
	slices.Sort(x.shipped)
	if stopped && ctx.Err() == nil && errors.Is(err, context.Canceled) {
		err = nil // stopped by --max-failures, not by the user
	}
	return ran, stopped, err
}

// statuses are the results' statuses against the pinned baseline, in
// order; a baseline that cannot be read gives each "" (no status), and
// the report, read from the store at the end, says what went wrong.
func (p *Pipeline) statuses(ctx context.Context, rs ...result.Result) []string {
	out := make([]string, len(rs))
	var base map[string]result.Result
	if p.baselineTotal > 0 {
		paths := make([]string, len(rs))
		for i, r := range rs {
			paths[i] = r.Path
		}
		found, err := p.pin.Lookup(ctx, paths...)
		if err != nil {
			return out
		}
		base = found
	}
	for i, r := range rs {
		b, ok := base[r.Path]
		out[i] = report.Status(r, b, ok)
	}
	return out
}

// jobsFailed ends a run whose jobs did not all run: interrupted (saved
// for --resume) when ctx ended, else aborted.
func (p *Pipeline) jobsFailed(ctx context.Context, err error, w Writer, done, total int) error {
	if ctx.Err() != nil {
		if err := w.Interrupt(); err != nil {
			return fmt.Errorf("save the interrupted run: %w", err)
		}
		return &InterruptedRunError{Done: done, Total: total, RunID: w.RunID()}
	}
	_ = w.Abort()
	return err
}

// NoneSelectedError is a run whose --include and --exclude select none of
// Source's files.
type NoneSelectedError struct{ Source string }

func (e *NoneSelectedError) Error() string {
	return fmt.Sprintf("none of the files of %s is selected to compile", e.Source)
}

// InterruptedRunError is a record or check stopped by a signal, Done of
// Total files done and saved as run RunID: --resume does the rest. It is
// ErrInterrupted.
type InterruptedRunError struct {
	Done, Total int
	RunID       int64
}

func (e *InterruptedRunError) Error() string {
	return fmt.Sprintf("%v; %d of %d files done, saved as run %d", ErrInterrupted, e.Done, e.Total, e.RunID)
}

func (e *InterruptedRunError) Unwrap() error { return ErrInterrupted }

// sourceNotes note the source's files in the pinned baseline as they are
// unpacked, in batches (see PinnedBaseline.AddSources): the run holds no
// set of them. add is called from the unpacking's goroutine alone, flush
// once that has ended.
type sourceNotes struct {
	pin   PinnedBaseline
	batch []string
	err   error
}

// sourceBatch is how many paths a sourceNotes hands over at once.
const sourceBatch = 256

func (n *sourceNotes) add(ctx context.Context, path string) {
	n.batch = append(n.batch, path)
	if len(n.batch) == sourceBatch {
		_ = n.flush(ctx)
	}
}

// flush hands over what is left; the first error of any batch.
func (n *sourceNotes) flush(ctx context.Context) error {
	if n.err == nil && len(n.batch) > 0 {
		n.err = n.pin.AddSources(ctx, n.batch...)
	}
	n.batch = n.batch[:0]
	return n.err
}
