package corral

import (
	"context"
	"errors"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
)

// Accepted is what [Accept] did.
type Accepted struct {
	CheckRun int64    // the check whose results were accepted
	Promoted []string // files that now take the check's results
	Dropped  []string // files removed from the baseline (missing in the check)
	Skipped  int      // matched files that timed out or could not start: never accepted
}

// Accept makes the results of the last check the baseline for the files
// matching globs (all files when there are none): changed and new files
// take their new results, missing files leave the baseline, in one
// transaction.
func Accept(ctx context.Context, st Store, globs []string) (*Accepted, error) {
	sel, err := newSelector(globs, nil)
	if err != nil {
		return nil, err
	}
	check, err := st.LastRun(ctx, "check")
	if errors.Is(err, store.ErrNoRun) {
		return nil, cmdline.Errorf("run 'corral check' first", "baseline %s has no finished check to accept", st.Path())
	}
	if err != nil {
		return nil, err
	}
	if rec, err := st.LastRun(ctx, "record"); err == nil && rec.ID > check.ID {
		return nil, cmdline.Errorf("run 'corral check' again", "the baseline was recorded after the last check")
	}
	results, err := st.Results(ctx, check.ID)
	if err != nil {
		return nil, err
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return nil, err
	}
	a := &Accepted{CheckRun: check.ID}
	matched := 0
	for _, f := range report.Build("check", results, baseline, nil, 0).Files {
		if !sel.match(f.Path) {
			continue
		}
		matched++
		switch f.Status {
		case report.Changed, report.New:
			a.Promoted = append(a.Promoted, f.Path)
		case report.Missing:
			a.Dropped = append(a.Dropped, f.Path)
		case report.Timeout, report.Error:
			a.Skipped++
		}
	}
	if matched == 0 {
		return nil, cmdline.Errorf("globs match the path or the base name, e.g. 'lib/*.bas' or '*.bas'", "no file of the last check matches %q", globs)
	}
	if err := st.Promote(ctx, check.ID, a.Promoted, a.Dropped); err != nil {
		return nil, err
	}
	return a, nil
}
