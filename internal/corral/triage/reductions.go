package triage

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/pool"
)

// reduceAll reduces every report's example, at most opts.Bisect.Jobs at
// once, each cvise given the jobs left over (at least one); it returns
// when every reduction started has ended. ctx's end stops the ones that
// run (each keeps its best so far) and starts no other.
func (tr *triager) reduceAll(ctx context.Context) {
	n := len(tr.t.Reports)
	if n == 0 {
		return
	}
	jobs := max(tr.opts.Bisect.Jobs, 1)
	at := min(jobs, n)
	each := max(jobs/at, 1)
	left := n // not started yet, guarded by tr.mu
	p := pool.New(ctx, at)
	for i := range tr.t.Reports {
		// A reduction records its own end in its report: the pool
		// is never cancelled by one, and Go fails only once ctx ends.
		if p.Go(func(ctx context.Context) error {
			timeout, ok := tr.begin(i, &left, at)
			if ok {
				tr.reduceOne(ctx, i, timeout, each)
			}
			return nil
		}) != nil {
			break
		}
	}
	_ = p.Wait()
}

// share is a reduction's timeout when it starts with remaining of the
// budget left and left reductions not started yet (itself among them),
// at of them at a time: an equal share of what is left among the rounds
// of reductions still to run, so the rounds after it get as much, and a
// reduction that ends early leaves its time to them. 0 (no budget) is
// no timeout.
func share(remaining time.Duration, left, at int) time.Duration {
	rounds := (left + at - 1) / at
	return remaining / time.Duration(max(rounds, 1))
}

// begin marks report i reducing and returns its timeout, or false when
// ctx ended or the budget is spent before it could start: it stays
// pending, and says why.
func (tr *triager) begin(i int, left *int, at int) (time.Duration, bool) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	r := &tr.t.Reports[i]
	var timeout time.Duration
	if !tr.deadline.IsZero() {
		remaining := time.Until(tr.deadline)
		if remaining <= 0 {
			r.Note, tr.spent = "not reduced: the budget was spent before its reduction could start", true
			*left--
			return 0, false
		}
		timeout = share(remaining, *left, at)
	}
	*left--
	r.State = Reducing
	tr.t.Seconds = time.Since(tr.start).Seconds()
	if tr.opts.OnUpdate != nil {
		tr.opts.OnUpdate(tr.t)
	}
	return timeout, true
}

// reduceOne reduces report i's example within timeout (0: none), cvise
// running jobs tests at once, and records the outcome in the report. The
// timeout bounds the whole reduction, the source's unpacking too, not
// only cvise (reduce's Timeout): its end is the end of the reduction's
// context, which stops cvise as Ctrl-C does, and is told from Ctrl-C by
// ctx, which has not ended.
func (tr *triager) reduceOne(ctx context.Context, i int, timeout time.Duration, jobs int) {
	tr.mu.Lock()
	r := tr.t.Reports[i] // a copy: the others' reductions change the slice's reports
	tr.mu.Unlock()
	rctx, cancel := ctx, context.CancelFunc(func() {})
	if timeout > 0 {
		rctx, cancel = context.WithTimeout(ctx, timeout)
	}
	defer cancel()
	opts := reduce.Options{Path: r.Example, Target: &r.kind, OldCmd: r.Old.Cmd, NewCmd: r.New.Cmd,
		JobTimeout: tr.opts.JobTimeout, Jobs: jobs, Dir: tr.opts.Bisect.Dir, WorkDir: filepath.Join(tr.opts.WorkDir, r.ID),
		Corral: tr.opts.Corral, Cvise: tr.opts.Cvise, CompileOnly: tr.opts.NoReduce, Alternatives: r.Files, LastCheck: tr.lc,
		Stall: stallAfter(timeout)}
	res, err := reduce.Run(rctx, tr.st, opts)
	tr.mu.Lock()
	defer tr.mu.Unlock()
	rp := &tr.t.Reports[i]
	rp.WorkDir = opts.WorkDir
	switch {
	case err != nil && ctx.Err() != nil:
		rp.State, rp.Note = Pending, "not reduced: the triage was interrupted before cvise ran"
	case err != nil && rctx.Err() != nil:
		rp.State, rp.Note, tr.spent = Pending, "not reduced: its share of the budget ended before cvise ran", true
	case err != nil:
		rp.State, rp.Note = Failed, "the reduction failed: "+tr.errorText(err)
	default:
		tr.took(rp, res, ctx.Err() == nil)
	}
	tr.t.Seconds = time.Since(tr.start).Seconds()
	if tr.opts.OnUpdate != nil {
		tr.opts.OnUpdate(tr.t)
	}
}

// stallAfter is how long a reduction with this share of the budget may
// find no smaller program before it stops, leaving the rest of its share
// to those after it: a third of the share, at least a minute; with no
// budget, never.
func stallAfter(share time.Duration) time.Duration {
	if share <= 0 {
		return 0
	}
	return max(time.Minute, share/3)
}

// took records reduction res in report r, which tr.mu guards; budget
// says that a stop (res.Stop) came of the budget, not of Ctrl-C.
func (tr *triager) took(r *Report, res *reduce.Result, budget bool) {
	r.OriginalLines, r.OriginalBytes, r.Lines, r.Bytes = res.OriginalLines, res.OriginalBytes, res.ReducedLines, res.ReducedBytes
	r.Example, r.Program, r.OldResult, r.NewResult, r.Seconds = res.Path, res.Reduced, &res.Old, &res.New, res.Seconds
	r.Diff = relabel(res.Diff, r.Old, r.New)
	r.Support = namedSupport(res.Reduced, res.Tree, res.Path)
	r.Old.Cmd, r.New.Cmd = res.OldCmd, res.NewCmd
	if repro, err := tr.repro(r); err == nil {
		r.Repro = repro
	}
	switch {
	case tr.opts.NoReduce:
		r.State = Compiled
	case res.Stop == "":
		r.State = Reduced
	case res.Stop == reduce.StopInterrupted && budget:
		r.State, tr.spent = Stopped, true
		r.Note = fmt.Sprintf("its share of the budget ended after %.0fs: the best so far", res.Seconds)
	case res.Stop == reduce.StopInterrupted:
		r.State, r.Note = Stopped, "interrupted: the best so far"
	case res.Stop == reduce.StopStalled:
		r.State = Reduced
		r.Note = fmt.Sprintf("cvise stopped after %.0fs: %s, its best kept and the rest of its share left to the others", res.Seconds, res.Stopped)
	default:
		r.State = Failed
		r.Note = fmt.Sprintf("%s (its log: %s): the best so far", res.Stopped, res.CviseLog)
	}
}

// relabel names the compilers in the heads of a reduction's diffs: reduce
// calls its old compiler's side the baseline and its new one's now, which
// in a report between two compilers of the list is not what they are.
func relabel(diff []string, old, cur Compiler) []string {
	if old.N == 0 {
		return diff
	}
	out := make([]string, len(diff))
	for i, l := range diff {
		switch {
		case strings.HasPrefix(l, "--- ") && strings.HasSuffix(l, " (baseline)"):
			l = strings.TrimSuffix(l, " (baseline)") + fmt.Sprintf(" (compiler %d)", old.N)
		case strings.HasPrefix(l, "+++ ") && strings.HasSuffix(l, " (now)"):
			l = strings.TrimSuffix(l, " (now)") + fmt.Sprintf(" (compiler %d)", cur.N)
		}
		out[i] = l
	}
	return out
}

// errorText is err's message, and the advice Options.Hint gives it when
// there is one.
func (tr *triager) errorText(err error) string {
	if tr.opts.Hint != nil {
		if h := tr.opts.Hint(err); h != "" {
			return err.Error() + " (" + h + ")"
		}
	}
	return err.Error()
}
