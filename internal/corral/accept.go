package corral

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

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
// matching globs (all files when there are none) and, when kinds are
// given, whose change is of one of those kinds (see report.Kind): changed
// and new files take their new results, missing files leave the baseline,
// in one transaction.
func Accept(ctx context.Context, st Store, globs []string, kinds ...string) (*Accepted, error) {
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
	rep := report.Build("check", results, baseline, nil, 0)
	if len(kinds) > 0 {
		if err := (&report.Printer{Store: st}).GroupKinds(ctx, rep); err != nil {
			return nil, err
		}
		if err := knownKinds(rep, kinds); err != nil {
			return nil, err
		}
	}
	matched := 0
	for _, f := range rep.Files {
		if !sel.match(f.Path) || len(kinds) > 0 && !slices.Contains(kinds, f.Kind) {
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

// knownKinds refuses a kind the last check does not have, and lists those
// it has.
func knownKinds(rep *report.Report, want []string) error {
	var ids []string
	for _, k := range rep.Kinds {
		ids = append(ids, fmt.Sprintf("%s (%d files)", k.ID, k.Count))
	}
	for _, w := range want {
		if !slices.ContainsFunc(rep.Kinds, func(k report.Kind) bool { return k.ID == w }) {
			if len(ids) == 0 {
				return cmdline.Errorf("the last check changed nothing", "--kind %s: the last check has no kinds of change", w)
			}
			return cmdline.Errorf("its kinds: "+strings.Join(ids, ", "), "--kind %s: the last check has no such kind of change", w)
		}
	}
	return nil
}

// StoredReport builds the report of a stored run (by ID; 0 for the last
// finished check) against the current baseline.
func StoredReport(ctx context.Context, st Store, runID int64) (*report.Report, error) {
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
	results, err := st.Results(ctx, run.ID)
	if err != nil {
		return nil, err
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return nil, err
	}
	var summary report.Summary
	_ = json.Unmarshal([]byte(run.Summary), &summary)
	wall := time.Duration(summary.WallSeconds * float64(time.Second))
	rep := report.Build(run.Command, results, baseline, func(string) bool { return true }, wall)
	rep.RunID = run.ID
	return rep, nil
}

// AcceptPaths makes the results of check run checkRun the baseline for
// exactly the files at paths, in one transaction: changed and new files
// take their new results, missing files leave the baseline. The check must
// still be the last one, and the baseline not recorded since.
func AcceptPaths(ctx context.Context, st Store, checkRun int64, paths []string) (*Accepted, error) {
	check, err := st.LastRun(ctx, "check")
	if err != nil {
		return nil, err
	}
	if check.ID != checkRun {
		return nil, cmdline.Errorf("review again", "check run %d is no longer the last check (run %d is)", checkRun, check.ID)
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
	want := map[string]bool{}
	for _, p := range paths {
		want[p] = true
	}
	a := &Accepted{CheckRun: check.ID}
	for _, f := range report.Build("check", results, baseline, nil, 0).Files {
		if !want[f.Path] {
			continue
		}
		switch f.Status {
		case report.Changed, report.New:
			a.Promoted = append(a.Promoted, f.Path)
		case report.Missing:
			a.Dropped = append(a.Dropped, f.Path)
		case report.Timeout, report.Error:
			a.Skipped++
		}
	}
	if err := st.Promote(ctx, check.ID, a.Promoted, a.Dropped); err != nil {
		return nil, err
	}
	return a, nil
}
