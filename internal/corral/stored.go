package corral

import (
	"context"
	"encoding/json"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
)

// StoredReport builds the report of a stored run (by ID; 0 for the last
// finished check) against the current baseline, streamed (see
// [report.Stream]), with the files that grew past th marked.
func StoredReport(ctx context.Context, st Store, runID int64, th report.Thresholds) (*report.Report, error) {
	runs, err := st.Runs(ctx)
	if err != nil {
		return nil, err
	}
	var run *store.Run
	for i := range runs {
		r := &runs[i]
		if runID == 0 && r.Command == "check" && r.State == store.Done || runID != 0 && r.ID == runID {
			run = r
			break
		}
	}
	if run == nil {
		if runID == 0 {
			return nil, cmdline.Errorf("run 'corral check' first", "%s has no finished check", st.Path())
		}
		return nil, cmdline.Errorf("'corral runs' lists them", "%s has no run %d", st.Path(), runID)
	}
	var summary report.Summary
	_ = json.Unmarshal([]byte(run.Summary), &summary)
	wall := time.Duration(summary.WallSeconds * float64(time.Second))
	// Streamed from the store, as a merge's: reporting a run of a million
	// files holds the files a reader is shown, not all of them.
	pairs := func(fn func(cur, base *store.Result) error) error { return st.Compare(ctx, run.ID, true, fn) }
	rep, err := report.Stream(run.Command, pairs, wall, th)
	if err != nil {
		return nil, err
	}
	rep.RunID = run.ID
	rep.Shard = "all"
	if c := runConfig(run.Config); c != nil {
		rep.Textconv, rep.Jobs = c.Textconv, c.Jobs
		if c.Shard != "" {
			rep.Shard = c.Shard
		}
	}
	return rep, nil
}
