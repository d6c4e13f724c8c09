package storetest

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
)

// Tests of the baseline's history: what changed it after a run read it,
// and the accepts it refuses for that.

// noRun is the number of no run.
const noRun = 1 << 40

// sinceFunc is ChangedSince or AnyChangeSince.
type sinceFunc func(ctx context.Context, runID int64) (*result.Change, bool, error)

// sinces are s's ChangedSince and AnyChangeSince, by name.
func sinces(s corral.Store) map[string]sinceFunc {
	return map[string]sinceFunc{"ChangedSince": s.ChangedSince, "AnyChangeSince": s.AnyChangeSince}
}

// said describes what a sinceFunc returned.
func said(c *result.Change, known bool, err error) string {
	switch {
	case err != nil:
		return "error " + err.Error()
	case c == nil:
		return fmt.Sprintf("none (known %v)", known)
	}
	return change(c.How, c.RunID, c.Seq)
}

// bothSay checks that ChangedSince and AnyChangeSince both say want of
// run, which is what is described (for the message).
func bothSay(t *testing.T, s corral.Store, run int64, want, what string) {
	t.Helper()
	for name, since := range sinces(s) {
		if got := said(since(context.Background(), run)); got != want {
			t.Errorf("%s %s: %s, want %s", name, what, got, want)
		}
	}
}

// change describes a change by run how at seq, as said does.
func change(how string, run, seq int64) string {
	return fmt.Sprintf("%s of run %d at %d (known true)", how, run, seq)
}

// none is what said says of no change since a known point.
var none = said(nil, true, nil)

func testChangesUnknown(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	w := begin(t, s, result.Check) // notes no point
	must(t, w.Finish("{}", nil))
	record(t, s, "a.bas")
	for name, since := range sinces(s) {
		for _, id := range []int64{w.RunID(), noRun} {
			if got, want := said(since(ctx, id)), said(nil, false, nil); got != want {
				t.Errorf("%s of run %d: %s, want %s", name, id, got, want)
			}
		}
	}
}

// testChangesNone: runs that change nothing are no change.
func testChangesNone(t *testing.T, open Open) {
	s := fresh(t, open)
	record(t, s, "a.bas")
	chk := check(t, s, "a.bas")
	check(t, s, "a.bas")
	seq := seqOf(t, s)
	must(t, start(t, s, reading(result.Record, seq), "a.bas").Refuse("{}"))
	must(t, start(t, s, reading(result.Record, seq), "a.bas").Interrupt())
	must(t, start(t, s, reading(result.Record, seq), "a.bas").Abort())
	bothSay(t, s, chk, none, "after runs that change nothing")
}

func testChangedFirst(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	chk := check(t, s, "a.bas")
	rec := record(t, s, "a.bas")
	want := change("record", rec, seqOf(t, s))
	must(t, s.Promote(ctx, check(t, s, "a.bas"), []string{"a.bas"}, nil, ""))
	record(t, s, "a.bas")
	bothSay(t, s, chk, want, "after three changes (the first)")
}

func testChangedAccept(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	one, other := check(t, s, "a.bas"), check(t, s, "a.bas")
	must(t, s.Promote(ctx, one, []string{"a.bas"}, nil, ""))
	want := change("accept", one, seqOf(t, s))
	bothSay(t, s, other, want, "of a check after another's accept")
}

func testChangedNotOwn(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	chk := check(t, s, "a.bas")
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, nil, ""))
	if got := said(s.ChangedSince(ctx, chk)); got != none {
		t.Errorf("ChangedSince of a check after its own accept: %s, want %s", got, none)
	}
}

func testAnyChangeOwn(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	chk := check(t, s, "a.bas")
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, nil, ""))
	if got, want := said(s.AnyChangeSince(ctx, chk)), change("accept", chk, seqOf(t, s)); got != want {
		t.Errorf("AnyChangeSince of a check after its own accept: %s, want %s", got, want)
	}
}

func testPromotePaths(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec := record(t, s, "a.bas", "b.bas", "c.bas")
	chk := check(t, s, "a.bas", "b.bas")
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, []string{"c.bas"}, ""))
	if got, want := baselineRuns(t, s), map[string]int64{"a.bas": chk, "b.bas": rec}; !maps.Equal(got, want) {
		t.Errorf("baseline after accepting a.bas and dropping c.bas: runs %v, want %v", got, want)
	}
}

func testPromoteConfig(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	info := reading(result.Record, 0)
	info.Config = `{"from":"record"}`
	must(t, start(t, s, info, "a.bas").Finish("{}", &result.Promotion{Whole: true}))
	chk := check(t, s, "a.bas")
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, nil, ""))
	if c := configOf(t, s); c != info.Config {
		t.Errorf("BaselineConfig after an accept with no config: %q, want the record's %q", c, info.Config)
	}
	must(t, s.Promote(ctx, chk, nil, nil, `{"from":"check"}`))
	if c := configOf(t, s); c != `{"from":"check"}` {
		t.Errorf("BaselineConfig after an accept with one: %q, want the accept's", c)
	}
}

// testPromoteStale: an accept over a baseline another run changed since
// the check read it is refused, and changes nothing.
func testPromoteStale(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas")
	chk := check(t, s, "a.bas", "b.bas")
	rec := record(t, s, "a.bas", "b.bas")
	seq := seqOf(t, s)
	err := s.Promote(ctx, chk, []string{"a.bas"}, []string{"b.bas"}, `{"from":"check"}`)
	stale, ok := errors.AsType[*result.StaleError](err)
	if !ok || stale.RunID != chk || stale.Change.RunID != rec || stale.Change.How != "record" {
		t.Fatalf("Promote of check %d after record %d: %v, want a *result.StaleError naming both", chk, rec, err)
	}
	want := map[string]int64{"a.bas": rec, "b.bas": rec}
	if got := baselineRuns(t, s); !maps.Equal(got, want) || seqOf(t, s) != seq || configOf(t, s) != "" {
		t.Errorf("a refused Promote changed the baseline: runs %v at %d, config %q; want %v at %d, no config",
			got, seqOf(t, s), configOf(t, s), want, seq)
	}
}

func testPromoteOwn(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas")
	chk := check(t, s, "a.bas", "b.bas")
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, nil, ""))
	if err := s.Promote(ctx, chk, []string{"b.bas"}, nil, ""); err != nil {
		t.Fatalf("a second accept of one check: %v", err)
	}
	if got, want := baselineRuns(t, s), map[string]int64{"a.bas": chk, "b.bas": chk}; !maps.Equal(got, want) {
		t.Errorf("baseline after two accepts of one check: runs %v, want %v", got, want)
	}
}

// interrupted begins a check of a.bas that read the baseline as it is and
// interrupts it.
func interrupted(tb testing.TB, s corral.Store) result.Run {
	tb.Helper()
	must(tb, start(tb, s, reading(result.Check, seqOf(tb, s)), "a.bas").Interrupt())
	run, err := s.LastInterrupted(context.Background(), result.Check)
	must(tb, err)
	return run
}

func testResumeKeeps(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas")
	run := interrupted(t, s)
	w, err := s.ResumeRun(ctx, run, reading("", seqOf(t, s)), 4)
	must(t, err)
	add(t, w, result.Result{Path: "b.bas", Status: result.Ran})
	must(t, w.Finish("{}", nil))
	res, err := s.Results(ctx, run.ID)
	must(t, err)
	if got, want := runsOf(res), map[string]int64{"a.bas": run.ID, "b.bas": run.ID}; !maps.Equal(got, want) {
		t.Errorf("results of the resumed run: runs %v, want %v", got, want)
	}
}

// testResumeReadsAnew: a run resumed after the baseline changed compares
// with the baseline as it is then, which it notes (with NotedBaseline;
// the SQLite store notes it without, and corral's resume relies on that).
func testResumeReadsAnew(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas")
	run := interrupted(t, s)
	record(t, s, "a.bas", "b.bas")
	w, err := s.ResumeRun(ctx, run, reading("", seqOf(t, s)), 4)
	must(t, err)
	must(t, w.Finish("{}", nil))
	if got := said(s.ChangedSince(ctx, run.ID)); got != none {
		t.Errorf("ChangedSince of a check resumed after a record: %s, want %s", got, none)
	}
}
