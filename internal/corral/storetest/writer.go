package storetest

import (
	"context"
	"maps"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
)

// Tests of the Writer: what a run writes and how it ends.

func testRunIDFixed(t *testing.T, open Open) {
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	id := w.RunID()
	add(t, w, result.Result{Path: "a.bas", Status: result.Ran})
	other := begin(t, s, result.Check)
	must(t, w.Finish("{}", &result.Promotion{Whole: true}))
	must(t, other.Abort())
	if w.RunID() != id || other.RunID() == id {
		t.Errorf("RunID %d at the start, %d at the end; the other run's %d", id, w.RunID(), other.RunID())
	}
	if got := baselineRuns(t, s); got["a.bas"] != id || runOf(t, s, id).Command != result.Record {
		t.Errorf("run %d's result is run %d's in the baseline", id, got["a.bas"])
	}
}

// configAtEnd returns a test that the configuration SetConfig gives a run
// last is the run's once end ended it.
func configAtEnd(end func(corral.Writer) error) func(*testing.T, Open) {
	return configKept(end, `{"at":"end"}`)
}

// configKept checks that a run ended by end keeps configuration want,
// after SetConfig set two others: the one set last, or the one it began
// with.
func configKept(end func(corral.Writer) error, want string) func(*testing.T, Open) {
	return func(t *testing.T, open Open) {
		s := fresh(t, open)
		info := reading(result.Check, 0)
		info.Config = `{"at":"start"}`
		w := start(t, s, info, "a.bas")
		w.SetConfig(`{"at":"middle"}`)
		w.SetConfig(`{"at":"end"}`)
		must(t, end(w))
		if c := runOf(t, s, w.RunID()).Config; c != want {
			t.Errorf("the run's configuration: %q, want %q", c, want)
		}
	}
}

// testSetConfigPromoted: a record's configuration, set at its end, is
// what its whole promotion makes the baseline's.
func testSetConfigPromoted(t *testing.T, open Open) {
	s := fresh(t, open)
	w := start(t, s, reading(result.Record, 0), "a.bas")
	w.SetConfig(`{"source_digest":"a1"}`)
	must(t, w.Finish("{}", &result.Promotion{Whole: true}))
	if c := configOf(t, s); c != `{"source_digest":"a1"}` {
		t.Errorf("BaselineConfig after a record: %q, want the one it set", c)
	}
}

func testFinishAlone(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec := record(t, s, "a.bas")
	seq := seqOf(t, s)
	w := start(t, s, reading(result.Check, seq), "a.bas", "b.bas")
	must(t, w.Finish(`{"total":2}`, nil))
	if run := runOf(t, s, w.RunID()); run.State != result.Done || run.Summary != `{"total":2}` {
		t.Errorf("a finished run is %s with summary %q", run.State, run.Summary)
	}
	if res, err := s.Results(ctx, w.RunID()); err != nil || len(res) != 2 {
		t.Errorf("results of the finished run: %+v, %v", res, err)
	}
	if got := baselineRuns(t, s); !maps.Equal(got, map[string]int64{"a.bas": rec}) || seqOf(t, s) != seq {
		t.Errorf("a run finished without a promotion changed the baseline: runs %v", got)
	}
}

func testFinishWhole(t *testing.T, open Open) {
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas", "c.bas")
	info := reading(result.Record, seqOf(t, s))
	info.Config = `{"cmd":"bcom -O2 {}"}`
	w := start(t, s, info, "a.bas", "b.bas")
	must(t, w.Finish("{}", &result.Promotion{Whole: true}))
	want := map[string]int64{"a.bas": w.RunID(), "b.bas": w.RunID()}
	if got := baselineRuns(t, s); !maps.Equal(got, want) || configOf(t, s) != info.Config {
		t.Errorf("baseline after a whole record: runs %v, config %q; want %v, %q", got, configOf(t, s), want, info.Config)
	}
}

func testFinishPartial(t *testing.T, open Open) {
	s := fresh(t, open)
	rec := record(t, s, "a.bas", "b.bas", "c.bas")
	w := start(t, s, reading(result.Record, seqOf(t, s)), "a.bas")
	must(t, w.Finish("{}", &result.Promotion{Drop: []string{"c.bas"}}))
	want := map[string]int64{"a.bas": w.RunID(), "b.bas": rec}
	if got := baselineRuns(t, s); !maps.Equal(got, want) {
		t.Errorf("baseline after a record of a.bas dropping c.bas: runs %v, want %v", got, want)
	}
}

// ending returns a test of a record ended by end: the run is marked
// state, the baseline is as it was, and, when queued, the results queued
// before the end are written.
func ending(state string, queued bool, end func(corral.Writer) error) func(*testing.T, Open) {
	return func(t *testing.T, open Open) {
		ctx := context.Background()
		s := fresh(t, open)
		rec := record(t, s, "a.bas")
		seq := seqOf(t, s)
		w := start(t, s, reading(result.Record, seq), "a.bas", "b.bas")
		must(t, end(w))
		if got := runOf(t, s, w.RunID()).State; got != state {
			t.Errorf("the run is %s, want %s", got, state)
		}
		if got := baselineRuns(t, s); !maps.Equal(got, map[string]int64{"a.bas": rec}) || seqOf(t, s) != seq {
			t.Errorf("the baseline changed: runs %v at %d, was record %d's a.bas at %d", got, seqOf(t, s), rec, seq)
		}
		if res, err := s.Results(ctx, w.RunID()); queued && (err != nil || len(res) != 2) {
			t.Errorf("the run's results: %+v, %v; want the two queued", res, err)
		}
	}
}

func testRefuseSummary(t *testing.T, open Open) {
	s := fresh(t, open)
	w := start(t, s, reading(result.Record, 0), "a.bas")
	must(t, w.Refuse(`{"refused":"every job failed the same way"}`))
	if got := runOf(t, s, w.RunID()).Summary; got != `{"refused":"every job failed the same way"}` {
		t.Errorf("summary of the refused run: %q", got)
	}
}
