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
	"slices"
	"sync"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// executed is what the jobs of a run left.
type executed struct {
	w       Writer
	results map[string]result.Result // this run's, and the resumed run's that are still wanted
	sources map[string]bool          // every file of the source
	links   []string                 // symlinks to files of the source, not compiled
	shipped []string                 // declared outputs the source shipped, removed before their jobs
	notRun  int                      // files not run: --max-failures stopped the run (0: it was not)
}

// unpacking is a source being unpacked into the work dir while the jobs
// run on the files that have landed.
type unpacking struct {
	fd     *source.Feed
	total  int       // files to run; -1 when not known in advance
	digest hash.Hash // a shard's digest of the whole source; nil for a whole run
	stop   context.CancelFunc
}

// wait stops the unpacking and waits for it to end.
func (u *unpacking) wait() (map[string]bool, error) {
	u.stop()
	return u.fd.Wait()
}

// execute unpacks the source and runs the jobs, writing a new run (or the
// resumed one). It returns nil, nil when a shard or --failed leaves nothing
// to run.
func (p *Pipeline) execute(ctx context.Context, wd workspace.Work) (*executed, error) {
	u, err := p.unpack(ctx, wd.Dir)
	if u == nil || err != nil {
		return nil, err
	}
	defer u.stop()
	w, err := p.begin(ctx)
	if err != nil {
		u.wait()
		return nil, err
	}
	x := &executed{w: w, results: make(map[string]result.Result, max(u.total, 0))}
	stopped, err := p.runJobs(ctx, u, wd, x)
	// The jobs are over: a runner that stopped early stops the unpacking too.
	sources, unpackErr := u.wait()
	if unpackErr != nil && ctx.Err() == nil && err == nil {
		_ = w.Abort()
		return nil, sourceError(p.opts.Source, unpackErr)
	}
	x.sources = sources
	kept := 0
	for path, r := range p.sel.done {
		if sources[path] && p.sel.selected(path) {
			x.results[path] = r
			kept++
		}
	}
	if err != nil {
		return nil, p.jobsFailed(ctx, err, w, len(x.results), u.total+kept)
	}
	if u.digest != nil && ctx.Err() == nil && !stopped {
		p.cfg.SourceDigest = hex.EncodeToString(u.digest.Sum(nil)[:16])
		cfgJSON, _ := json.Marshal(p.cfg)
		w.SetConfig(string(cfgJSON))
	}
	x.links = u.fd.LinksToFiles()
	if stopped {
		for path := range sources {
			if _, done := x.results[path]; !done && p.sel.want(path) {
				x.notRun++
			}
		}
	}
	return x, nil
}

// unpack starts unpacking the source into dir. It returns nil, nil when
// there is nothing to run and nothing to report.
func (p *Pipeline) unpack(ctx context.Context, dir string) (*unpacking, error) {
	srcOpts := source.Options{Stdin: p.opts.Stdin, Limits: p.opts.Limits, Skip: notSource(p.st, &p.opts)}
	u := &unpacking{}
	if !p.sel.shard.Whole() {
		// A shard pays for its own files: it writes the files it compiles
		// and the support files, and only reads past the other shards'
		// (unless --whole-tree). It digests the source so that a merge can
		// tell that every shard read the same one.
		u.digest = sha256.New()
		srcOpts.Digest = u.digest
		if !p.opts.WholeTree {
			srcOpts.Extract = func(path string) bool { return p.sel.support(path) || p.sel.shard.Has(path) }
		}
	}
	ctx, u.stop = context.WithCancel(ctx)
	u.fd, u.total = source.Start(ctx, p.opts.Source, dir, p.sel.want, p.sel.support, srcOpts)
	if u.total == 0 && len(p.sel.done) == 0 {
		// Nothing to run: the unpacking knew it at its end.
		_, err := u.fd.Wait()
		u.stop()
		if err != nil {
			return nil, sourceError(p.opts.Source, err)
		}
		switch {
		case p.reportEmpty:
			// on: a run of no jobs reports the missing files
		case !p.sel.shard.Whole() && !p.opts.Failed:
			// on: an empty shard writes a complete run of no files, so
			// that the set of shards can be merged, and reports this
			// shard's baseline files that left the source as missing.
		case p.opts.Failed:
			return nil, nil
		default:
			return nil, &NoneSelectedError{Source: p.opts.Source}
		}
	}
	if err := sameOutputs(p.opts.Outputs, u.fd.Files(), p.sel.want); err != nil {
		u.wait()
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
// through x.w and keeping it in x.results. stopped: --max-failures ended
// the run, which is then no error.
func (p *Pipeline) runJobs(ctx context.Context, u *unpacking, wd workspace.Work, x *executed) (stopped bool, err error) {
	opts := &p.opts
	if opts.Observer.OnStart != nil {
		opts.Observer.OnStart(u.total)
	}
	// --max-failures: the jobs run under runCtx, cancelled at the Nth
	// file that is not same; a job cut short is not a result.
	runCtx, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var mu sync.Mutex // guards x.results, x.shipped and failures: the store pool's workers call back
	failures := 0
	cfg := runner.Config{Dir: wd.Dir, ScratchBase: wd.Scratch, Cmd: p.tmpl, Outputs: opts.Outputs, Timeout: opts.Timeout, Jobs: opts.Jobs, Rules: p.rules,
		IsSource: u.fd.IsSource, IsInput: p.sel.globs.Match, Pin: opts.Pin, MaxOutput: opts.MaxOutput,
		OnShipped: func(out string) { mu.Lock(); x.shipped = append(x.shipped, out); mu.Unlock() }}
	err = runner.Run(runCtx, cfg, u.fd.Paths(), x.w, func(r result.Result) {
		var status string // against the baseline, when someone asks
		if opts.MaxFailures > 0 || opts.Observer.OnResult != nil {
			base, ok := p.baseline[r.Path]
			status = report.Status(r, base, ok)
		}
		mu.Lock()
		x.results[r.Path] = r
		if opts.MaxFailures > 0 && status != report.Same {
			if failures++; failures == opts.MaxFailures {
				stopped = true
				stopRun()
			}
		}
		mu.Unlock()
		if opts.Observer.OnResult != nil {
			opts.Observer.OnResult(r, status)
		}
	})
	slices.Sort(x.shipped)
	if stopped && ctx.Err() == nil && errors.Is(err, context.Canceled) {
		err = nil // stopped by --max-failures, not by the user
	}
	return stopped, err
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
