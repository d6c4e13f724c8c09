package corral

import (
	"context"

	"github.com/corral-go/corral/internal/corral/advice"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// A runTally is what a run learns of its results on the report's first
// read of them (see Pipeline.pairs), besides the report: the advice's
// counts, whether every job failed to start, what a partial record keeps
// of the baseline and drops from it, and the first changed files a
// --normalize hint looks at. It holds counters and a few results, not a
// result per file; the report's first read is done before Settled, where
// it is used.
type runTally struct {
	advice *advice.Tally // filled as the results came (see runJobs): what the store does not keep
	// ran counts the run's results; started, those whose job started.
	ran, started int
	firstFailed  *result.Result // the first in path order, while no job started

	// A partial record's promotion: the baseline files it drops (selected,
	// and gone from the source) and how many it keeps.
	drop []string
	kept int

	// changed are the first normalizeSample files, in path order, that
	// ran now and in the baseline and differ, each with its baseline's
	// result: what normalizeWarning looks at. Gathered only when it will.
	changed     [][2]result.Result
	wantChanged bool
}

// add counts a result of the run, beside the baseline's (nil: none).
func (t *runTally) add(cur, base *result.Result) {
	t.ran++
	if cur.Status != result.Failed {
		t.started++
	} else if t.started == 0 && t.firstFailed == nil {
		c := *cur
		t.firstFailed = &c
	}
	if t.wantChanged && len(t.changed) < normalizeSample && base != nil &&
		cur.Status == result.Ran && base.Status == result.Ran && !sameResult(*cur, *base) {
		t.changed = append(t.changed, [2]result.Result{*cur, *base})
	}
}

// noJobStarted is the first result in path order when no job of the run
// started (result.Failed); nil when one did, or there were none.
func (t *runTally) noJobStarted() *result.Result {
	if t.started > 0 {
		return nil
	}
	return t.firstFailed
}

// pairs are the run's results beside the pinned baseline's, in path
// order: a record or check reads them once to build its report (and to
// fill t), and its report's writers read them again, so that no result is
// held per file. A baseline file the run lacks is missing when it is not
// in the source at all (and of this shard); one that is in the source was
// not selected, and is left out.
func (p *Pipeline) pairs(ctx context.Context, x *executed, t *runTally) report.Pairs {
	runID := x.w.RunID()
	promoting := p.name == result.Record && p.partial
	first := true
	return func(fn func(cur, base *result.Result) error) error {
		tally := first
		first = false
		var missing result.Result
		return p.pin.Compare(ctx, runID, func(cur, base *result.Result, inSource bool) error {
			if cur == nil {
				if tally && promoting {
					if p.sel.selected(base.Path) && !inSource {
						t.drop = append(t.drop, base.Path) // selected, and gone from the source
					} else {
						t.kept++
					}
				}
				// Another shard's files are none of this run's to call missing.
				if inSource || !p.sel.shard.Has(base.Path) {
					return nil
				}
				missing = result.Result{Path: base.Path, Status: result.Missing, ExitCode: -1}
				return fn(&missing, base)
			}
			if tally {
				t.add(cur, base)
			}
			return fn(cur, base)
		})
	}
}
