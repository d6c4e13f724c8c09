package stored

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Report builds the report of a stored run (by ID; 0 for the last
// finished check), streamed (see [report.Model]), with the files that
// grew past th marked and its kinds (see [report.Report.Classify];
// recompute makes kinds of another version of the algorithm again). Its
// summary, jobs and shard are the run's own, as it reported them; its
// files are compared with the baseline as it is now, and stale says when
// that is no longer the baseline the run compared with (another run
// changed it since, or the run was a record). With every, its Files hold
// every file (report.Input's Every), for a review that decides on them;
// else the files a reader is shown (see report.Report's Files).
func Report(ctx context.Context, st Reader, runID int64, th report.Thresholds, recompute, every bool) (rep *report.Report, stale string, err error) {
	runs, err := st.Runs(ctx)
	if err != nil {
		return nil, "", err
	}
	var run *result.Run
	for i := range runs {
		r := &runs[i]
		if runID == 0 && r.Command == result.Check && r.State == result.Done || runID != 0 && r.ID == runID {
			run = r
			break
		}
	}
	if run == nil {
		return nil, "", &NoRunError{Store: st.Path(), Run: runID}
	}
	var summary report.Summary
	hasSummary := json.Unmarshal([]byte(run.Summary), &summary) == nil && summary.Total > 0
	wall := time.Duration(summary.WallSeconds * float64(time.Second))
	command := run.Command
	if command == result.Bisect {
		command = result.Check // a bisect's probe is a check of a few files
	}
	switch c, known, err := st.AnyChangeSince(ctx, run.ID); {
	case err != nil:
		return nil, "", err
	case run.Command == result.Record:
		stale = fmt.Sprintf("run %d is a record: its files are compared with the baseline as it is now, its summary is the run's own", run.ID)
	case c != nil:
		stale = fmt.Sprintf("the baseline changed since check run %d read it (%s run %d): its files are compared with the baseline as it is now, its summary is the run's own", run.ID, c.How, c.RunID)
	case !known:
		stale = fmt.Sprintf("check run %d is from before corral kept the baseline's history: its files are compared with the baseline as it is now", run.ID)
	}
	in := report.Input{Command: command, Wall: wall, Settings: report.Settings{Thresholds: th}, Blobs: st, Recompute: recompute, Every: every,
		// Streamed from the store, as a merge's: reporting a run of a
		// million files holds the files a reader is shown, not all of them.
		Pairs: func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, run.ID, true, fn) },
		Run:   report.Run{ID: run.ID, Shard: "all", Compared: &report.Compared{Cmd: run.Cmd, Source: run.Source, Store: st.Path(), Started: run.Started}}}
	if run.Command == result.Check {
		if base, err := corral.BaselineConfig(ctx, st); err == nil && base != nil {
			in.Run.Compared.BaselineCmd = base.Cmd
		}
	}
	if c := corral.RunConfig(run.Config); c != nil {
		in.Settings.Textconv, in.Run.Timeout = c.Shown()
		in.Run.Jobs = c.Jobs
		if c.Shard != "" {
			in.Run.Shard = c.Shard
		}
	}
	in.Settled = func(rep *report.Report) error {
		if hasSummary {
			// The counts as the run reported them; the regressions are
			// counted again, with these thresholds.
			summary.Slower, summary.Grown = rep.Summary.Slower, rep.Summary.Grown
			rep.Summary = summary
		}
		return nil
	}
	if rep, err = report.Model(ctx, in); err != nil {
		return nil, "", err
	}
	return rep, stale, nil
}

// NoRunError is a report asked of a run the store does not hold: run Run,
// or with Run 0 a finished check.
type NoRunError struct {
	Store string
	Run   int64
}

func (e *NoRunError) Error() string {
	if e.Run == 0 {
		return fmt.Sprintf("%s has no finished check", e.Store)
	}
	return fmt.Sprintf("%s has no run %d", e.Store, e.Run)
}
