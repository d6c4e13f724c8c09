// Package accept makes a check's results the baseline: for the files
// that match globs, or that show kinds of change ([Files]), or for the
// files a review decided ([Paths]); every accept is one transaction, over
// the baseline the check compared with and nothing else ([LastCheck]).
package accept

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Accepted is what [Files] or [Paths] did.
type Accepted struct {
	CheckRun int64    // the check whose results were accepted
	Promoted []string // files that now take the check's results
	Dropped  []string // files removed from the baseline (missing in the check)
	Skipped  int      // matched files that timed out or could not start: never accepted
	// Mixed are the files of a kind given that also show another kind:
	// not accepted, since part of their change was not asked for.
	Mixed []string
	// Settings are the settings in which the check differed from the
	// baseline, one "--flag this (baseline: that)" each; Adopted says
	// whether the baseline now has the check's (an accept of a whole
	// check) or kept its own (a part of one).
	Settings []string
	Adopted  bool
	// KindsRemade: the kinds kept with the check did not fit its files
	// (edited since they were made), and were made again before any was
	// accepted.
	KindsRemade bool
}

// Files makes the results of the last check the baseline for the files
// matching globs (all files when there are none) and, when kinds are
// given, every edit of whose change is of those kinds (see report.Kind):
// changed and new files take their new results, missing files leave the
// baseline, in one transaction. A changed file of a kind given that shows
// another kind too is left, and named in Accepted.Mixed.
func Files(ctx context.Context, st corral.Store, globs []string, kinds ...string) (*Accepted, error) {
	sel, err := corral.NewSelection(globs, nil)
	if err != nil {
		return nil, err
	}
	reading := Statuses
	if len(kinds) > 0 {
		reading = Kinds
	}
	lc, err := ReadLastCheck(ctx, st, reading)
	if err != nil {
		return nil, err
	}
	check, rep := lc.Run, lc.Report
	if len(kinds) > 0 {
		if err := knownKinds(rep, kinds); err != nil {
			return nil, err
		}
	}
	remade, err := fitKinds(ctx, st, rep, sel, kinds)
	if err != nil {
		return nil, err
	}
	var mixed []string
	a, matched := promote(check.ID, rep, func(f report.File) bool {
		if !sel.Match(f.Path) || len(kinds) == 0 {
			return sel.Match(f.Path)
		}
		some, all := ofKinds(f, kinds)
		if some && !all {
			mixed = append(mixed, f.Path)
		}
		return some && all
	})
	a.Mixed, a.KindsRemade = mixed, remade
	if matched == 0 && len(mixed) > 0 {
		return nil, &Error{Problem: MixedKinds, Options: rep.FileKinds(mixed[0]),
			Err: fmt.Errorf("every file of the kinds given also shows another kind: %s", strings.Join(report.QuoteList(mixed, 5), ", "))}
	}
	if matched == 0 {
		return nil, result.Refuse(NoMatch, "no file of the last check matches %q", globs)
	}
	if err := promoteIn(ctx, st, lc, a, len(globs) == 0 && len(kinds) == 0); err != nil {
		return nil, err
	}
	return a, nil
}

// ofKinds says whether a file shows some of the kinds given, and whether
// all of its kinds are among them.
func ofKinds(f report.File, kinds []string) (some, all bool) {
	some = slices.ContainsFunc(f.Kinds, func(k string) bool { return slices.Contains(kinds, k) })
	all = !slices.ContainsFunc(f.Kinds, func(k string) bool { return !slices.Contains(kinds, k) })
	return some, all
}

// fitKinds checks, before an accept of kinds read back from the store,
// that every file the accept would take shows those kinds and no other
// edit (see report.Report.KindsFit); when one does not, the stored kinds
// were edited or damaged since they were made, and they are made again
// (and kept) before anything is accepted. It says whether they were.
func fitKinds(ctx context.Context, st corral.Store, rep *report.Report, sel *corral.Selection, kinds []string) (bool, error) {
	if len(kinds) == 0 || !rep.KindsStored() {
		return false, nil
	}
	for i := range rep.Files {
		f := &rep.Files[i]
		if some, all := ofKinds(*f, kinds); !sel.Match(f.Path) || !some || !all {
			continue
		}
		ok, err := rep.KindsFit(ctx, f)
		if err != nil {
			return false, err
		}
		if !ok {
			if err := rep.Reclassify(ctx, st); err != nil {
				return false, err
			}
			return true, knownKinds(rep, kinds)
		}
	}
	return false, nil
}

// promoteIn applies a to the store, and says what to do when another run
// changed the baseline since the check read it. When everything the check
// found is accepted and the check ran every file of the baseline with
// settings of its own, those become the baseline's (see
// [corral.BaselineConfig]), so that a bare check reruns them; a part of a check
// leaves the baseline's, and a.Settings says how the two differ.
func promoteIn(ctx context.Context, st corral.Store, lc *LastCheck, a *Accepted, all bool) error {
	var config string
	if lc.Config != nil && lc.Base != nil {
		a.Settings = lc.Config.Differences(*lc.Base)
		if a.Adopted = all && lc.Covers && lc.Config.Shard == "" && len(a.Settings) > 0; a.Adopted {
			c := *lc.Config
			c.Baseline, c.Process, c.SourceStamp = "", "", "" // what the check was, not settings
			b, err := json.Marshal(c)
			if err != nil {
				return err
			}
			config = string(b)
		}
	}
	err := st.Promote(ctx, lc.Run.ID, a.Promoted, a.Dropped, config)
	if stale, ok := errors.AsType[*result.StaleError](err); ok {
		return staleCheck(stale)
	}
	return err
}

// staleCheck is the error for a check whose baseline another run changed.
func staleCheck(e *result.StaleError) error {
	return result.Refuse(StaleCheck, "check run %d compared with the baseline as it was before %s run %d changed it (%s); accepting it would put its results over that run's",
		e.RunID, e.Change.How, e.Change.RunID, e.Change.At.Local().Format("2006-01-02 15:04:05"))
}

// LastCheck is the last finished check, as accept, bisect, reduce and
// triage see it.
type LastCheck struct {
	Run    result.Run
	Report *report.Report // its report against the baseline
	Config *corral.Config // its settings; nil for a check from before corral kept them
	Base   *corral.Config // the baseline's; nil likewise
	Covers bool           // it ran every file of the baseline
}

// Reading is what ReadLastCheck's report holds beside each file's status
// and regressions.
type Reading int

const (
	Statuses Reading = iota // nothing more
	// Kinds: the kinds of change too, read back as the check stored
	// them (see report.Report.Classify).
	Kinds
)

// ReadLastCheck returns the last finished check and its report against the
// baseline, with what reading asks for; the baseline must not have
// changed since but by accepts of that check.
func ReadLastCheck(ctx context.Context, st corral.Store, reading Reading) (*LastCheck, error) {
	check, rep, cfg, covers, err := readLastCheck(ctx, st, reading)
	if err != nil {
		return nil, err
	}
	base, err := corral.BaselineConfig(ctx, st)
	if err != nil {
		return nil, err
	}
	return &LastCheck{Run: check, Report: rep, Config: cfg, Base: base, Covers: covers}, nil
}

func readLastCheck(ctx context.Context, st corral.Store, reading Reading) (result.Run, *report.Report, *corral.Config, bool, error) {
	check, err := st.LastRun(ctx, result.Check)
	if errors.Is(err, result.ErrNoRun) {
		return check, nil, nil, false, result.Refuse(NoCheck, "baseline %s has no finished check to accept", st.Path())
	}
	if err != nil {
		return check, nil, nil, false, err
	}
	// The check's results go only over the baseline it compared with:
	// the one it read, changed since by nothing but accepts of it.
	c, known, err := st.ChangedSince(ctx, check.ID)
	if err != nil {
		return check, nil, nil, false, err
	}
	if c != nil {
		return check, nil, nil, false, staleCheck(&result.StaleError{RunID: check.ID, Change: *c})
	}
	if rec, err := st.LastRun(ctx, result.Record); !known && err == nil && rec.ID > check.ID {
		// A check from before corral kept the baseline's history.
		return check, nil, nil, false, result.Refuse(RecordedAfterCheck, "the baseline was recorded after the last check")
	}
	results, err := st.Results(ctx, check.ID)
	if err != nil {
		return check, nil, nil, false, err
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return check, nil, nil, false, err
	}
	// The check's run: its kinds, stored when it ran, are the ones the
	// user was shown, and accept --kind takes those, never kinds made
	// again (a --textconv that fails this time would regroup the files).
	in := report.Input{Command: result.Check, Pairs: report.MapPairs(results, baseline, nil), Every: true, Run: report.Run{ID: check.ID}}
	cfg := corral.RunConfig(check.Config)
	if cfg != nil {
		in.Settings.Textconv, in.Run.Timeout = cfg.Shown()
	}
	if reading == Kinds {
		in.Blobs = st
	}
	rep, err := report.Model(ctx, in)
	if err != nil {
		return check, nil, nil, false, err
	}
	covers := true
	for path := range baseline {
		if _, ok := results[path]; !ok {
			covers = false
			break
		}
	}
	return check, rep, cfg, covers, nil
}

// acceptsAll reports whether want takes every file of rep that is not the
// same as the baseline.
func acceptsAll(rep *report.Report, want map[string]bool) bool {
	for _, f := range rep.Files {
		if f.Status != report.Same && !want[f.Path] {
			return false
		}
	}
	return true
}

// promote sorts the files of rep that want takes into what accepting them
// does, and counts them.
func promote(checkRun int64, rep *report.Report, want func(report.File) bool) (*Accepted, int) {
	a := &Accepted{CheckRun: checkRun}
	matched := 0
	for _, f := range rep.Files {
		if !want(f) {
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
	return a, matched
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
				return result.Refuse(NoKindsInCheck, "--kind %s: the last check has no kinds of change", w)
			}
			return &Error{Problem: UnknownKind, Options: ids, Err: fmt.Errorf("--kind %s: the last check has no such kind of change", w)}
		}
	}
	return nil
}

// Paths makes the results of check run checkRun the baseline for
// exactly the files at paths, in one transaction: changed and new files
// take their new results, missing files leave the baseline. The check must
// still be the last one, and the baseline not recorded since.
func Paths(ctx context.Context, st corral.Store, checkRun int64, paths []string) (*Accepted, error) {
	lc, err := ReadLastCheck(ctx, st, Statuses)
	if err != nil {
		return nil, err
	}
	check, rep := lc.Run, lc.Report
	if check.ID != checkRun {
		return nil, result.Refuse(NotLastCheck, "check run %d is no longer the last check (run %d is)", checkRun, check.ID)
	}
	want := map[string]bool{}
	for _, p := range paths {
		want[p] = true
	}
	a, _ := promote(check.ID, rep, func(f report.File) bool { return want[f.Path] })
	if err := promoteIn(ctx, st, lc, a, acceptsAll(rep, want)); err != nil {
		return nil, err
	}
	return a, nil
}
