package corral

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/corral-go/corral/internal/corral/advice"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// finish builds the report's model in one call (see report.Model): its
// statuses and regressions, then the run kept (see end), then its kinds.
// The report is nil when the run could not be saved.
//
// The run's results are read back from the store once the writer has
// flushed them, beside the baseline as pinned before the jobs: a
// record's promotion then changes the baseline, not the pairs its
// report's writers read again. The pin stays open while the report
// reads it; the store's Close closes it.
func (p *Pipeline) finish(ctx context.Context, x *executed) (*report.Report, error) {
	opts := &p.opts
	if err := x.w.Flush(); err != nil {
		_ = x.w.Abort()
		return nil, fmt.Errorf("save the run: %w", err)
	}
	t := &runTally{advice: &x.tally, wantChanged: p.wantsNormalizeHint()}
	in := report.Input{Command: p.name, Wall: time.Since(p.start), Settings: opts.Report, Every: opts.probe().EveryFile,
		Pairs: p.pairs(ctx, x, t),
		Run:   report.Run{ID: x.w.RunID(), Jobs: opts.Jobs, Pinned: opts.Pin, Shard: p.sel.shard.String(), Compared: p.compared(), Timeout: opts.Timeout}}
	if !opts.probe().NoKinds {
		in.Blobs = p.st
	}
	saved, settled := true, false
	in.Settled = func(rep *report.Report) error {
		settled = true
		p.warn(unusedRuleWarning(p.rules, t.ran), t.advice.MixedTree(p.cfg.Include))
		kept, err := p.end(x, rep, t)
		saved = kept != nil
		if opts.Observer.OnJobsDone != nil {
			opts.Observer.OnJobsDone()
		}
		if err == nil && p.name == result.Check {
			p.warn(advice.Prefix(rep), normalizeWarning(ctx, p.st, p, t.changed))
		}
		return err
	}
	rep, err := report.Model(ctx, in)
	if err != nil && !settled {
		// The results could not be read back (Ctrl-C, a read error):
		// the run must end all the same, kept for --resume when ctx
		// ended, else failed; never left running.
		return nil, p.jobsFailed(ctx, err, x.w, x.ran, x.ran)
	}
	if !saved {
		rep = nil
	}
	if p.keepPin = rep != nil && rep.Streamed(); p.keepPin {
		p.out.release = p.pin.Close
	}
	return rep, err
}

// compared is what the run compares, for the report's header.
func (p *Pipeline) compared() *report.Compared {
	c := &report.Compared{Cmd: p.cfg.Cmd, Source: p.cfg.Source, Store: p.st.Path(), Started: p.start}
	if p.base != nil && p.name == result.Check {
		c.BaselineCmd = p.base.Cmd
		c.CompilerChanged = p.compilerChanged()
	}
	return c
}

// end keeps the missing files with the run and ends the run; a record's
// run becomes the baseline. It returns rep, or nil when the run could not
// be saved.
func (p *Pipeline) end(x *executed, rep *report.Report, t *runTally) (*report.Report, error) {
	opts := &p.opts
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
		if p.name == result.Record {
			break // a record's results become the baseline: no entry for what is gone
		}
		// Kept with the run, so that accept knows what to drop.
		if err := x.w.AddResult(result.Result{Path: path, Status: result.Missing, ExitCode: -1}); err != nil {
			_ = x.w.Abort()
			return nil, fmt.Errorf("save the run: %w", err)
		}
	}
	promotion, err := p.promotion(rep, t)
	summary, _ := json.Marshal(rep.Summary)
	if err != nil {
		// Kept as refused, not done: a merge of shard stores must never
		// take it for a record.
		if rerr := x.w.Refuse(string(summary)); rerr != nil {
			return nil, fmt.Errorf("save the refused run: %w", rerr)
		}
		return rep, err
	}
	if ferr := x.w.Finish(string(summary), promotion); ferr != nil {
		return nil, fmt.Errorf("save the run: %w", ferr)
	}
	return rep, nil
}

// promotion says how a record changes the baseline, and counts in rep the
// baseline files a partial record keeps. A record in which no job could
// start changes nothing and is an error: a mistyped compiler must not
// replace a good baseline with errors.
func (p *Pipeline) promotion(rep *report.Report, t *runTally) (*result.Promotion, error) {
	if p.name != result.Record {
		return nil, nil
	}
	if first := t.noJobStarted(); first != nil {
		rep.Summary.Refused = "no job could start"
		return nil, fmt.Errorf("%w: %s: %s", ErrNoJobStarted, first.Path, first.Error)
	}
	if !p.opts.AllowFailures {
		if line, failed, same := t.advice.SameFailure(); line != "" {
			rep.Summary.Refused = "every job failed the same way"
			return nil, &SameFailureError{Failed: failed, Total: t.ran, Same: same, Line: report.Printable([]byte(line))}
		}
	}
	if !p.partial {
		return &result.Promotion{Whole: true}, nil
	}
	rep.Summary.Kept += t.kept
	return &result.Promotion{Drop: t.drop}, nil
}

// ErrNoJobStarted is a run of which no job could start: the program in
// --cmd is missing or cannot be run. The baseline is unchanged.
var ErrNoJobStarted = errors.New("no job could start")

// SameFailureError is a record refused because its jobs failed, Same of
// them the same way (Line, their first line of error), and failures were
// not allowed. The baseline is unchanged.
type SameFailureError struct {
	Failed, Total, Same int
	Line                string
}

func (e *SameFailureError) Error() string {
	return fmt.Sprintf("%d of %d jobs failed, %d of them the same way: %s", e.Failed, e.Total, e.Same, e.Line)
}
