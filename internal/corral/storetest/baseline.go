package storetest

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
)

// Tests of what reads the baseline.

// recordAndAccept records a.bas and b.bas, then accepts a check's a.bas.
func recordAndAccept(tb testing.TB, s corral.Store) (rec, chk int64) {
	tb.Helper()
	rec = record(tb, s, "a.bas", "b.bas")
	chk = check(tb, s, "a.bas", "b.bas")
	must(tb, s.Promote(context.Background(), chk, []string{"a.bas"}, nil, ""))
	return rec, chk
}

func testBaseline(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	if base, err := s.Baseline(ctx); err != nil || len(base) != 0 {
		t.Fatalf("Baseline of an empty store: %v, %v", base, err)
	}
	rec, chk := recordAndAccept(t, s)
	recorded, err := s.Results(ctx, rec)
	must(t, err)
	checked, err := s.Results(ctx, chk)
	must(t, err)
	want := map[string]result.Result{"a.bas": checked["a.bas"], "b.bas": recorded["b.bas"]}
	if base, err := s.Baseline(ctx); err != nil || !reflect.DeepEqual(base, want) {
		t.Errorf("Baseline after a record and an accept of a.bas:\n got %+v, %v\nwant %+v", base, err, want)
	}
}

func testBaselineAtSeq(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	if base, seq, err := s.BaselineAt(ctx); err != nil || len(base) != 0 || seq != 0 {
		t.Fatalf("BaselineAt of an empty store: %d results at %d, %v; want none at 0", len(base), seq, err)
	}
	record(t, s, "a.bas")
	recorded := seqOf(t, s)
	chk := check(t, s, "a.bas")
	checked := seqOf(t, s)
	must(t, s.Promote(ctx, chk, []string{"a.bas"}, nil, ""))
	accepted := seqOf(t, s)
	record(t, s, "a.bas")
	again := seqOf(t, s)
	if !(0 < recorded && recorded == checked && checked < accepted && accepted < again) {
		t.Errorf("after a record, a check, its accept and a record: %d, %d, %d, %d; want it to grow but at the check",
			recorded, checked, accepted, again)
	}
}

func testBaselineAtMap(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	recordAndAccept(t, s)
	at, _, err := s.BaselineAt(ctx)
	must(t, err)
	if base, err := s.Baseline(ctx); err != nil || !reflect.DeepEqual(at, base) {
		t.Errorf("BaselineAt's map %+v is not Baseline's %+v (%v)", at, base, err)
	}
}

// testBaselineAtOneState reads BaselineAt while records change the
// baseline, until it read 20 times or more: the number read must be the
// one of the map read beside it.
func testBaselineAtOneState(t *testing.T, open Open) {
	s := fresh(t, open)
	var n atomic.Int64
	stop, done := make(chan struct{}), make(chan []seqRead, 1)
	go func() { done <- readAlong(s, &n, stop) }()
	after := map[int64]int64{0: 0} // a record → the number after it; 0: none
	for i := 0; i < 10 || n.Load() < 20 && i < 1000; i++ {
		rec := record(t, s, "a.bas")
		after[rec] = seqOf(t, s)
	}
	close(stop)
	reads := <-done
	for _, r := range reads {
		if want, ok := after[r.run]; r.err != nil || !ok || r.seq != want {
			t.Fatalf("BaselineAt read record %d's a.bas at %d (%v); after that record it is %d", r.run, r.seq, r.err, want)
		}
	}
	t.Logf("%d reads beside %d records", len(reads), len(after)-1)
}

// seqRead is what one BaselineAt read: its number, and the record a.bas
// is of (0 for none).
type seqRead struct {
	seq, run int64
	err      error
}

// readAlong calls BaselineAt until stop or an error, counting its reads
// in n.
func readAlong(s corral.Store, n *atomic.Int64, stop <-chan struct{}) []seqRead {
	var reads []seqRead
	for {
		select {
		case <-stop:
			return reads
		default:
		}
		base, seq, err := s.BaselineAt(context.Background())
		reads = append(reads, seqRead{seq, base["a.bas"].RunID, err})
		n.Add(1)
		if err != nil {
			return reads
		}
	}
}

// costs are the CPU times of the baseline costly records.
var costs = map[string]time.Duration{"a.bas": 1500 * time.Microsecond, "b.bas": 3 * time.Millisecond, "c.bas": 250 * time.Microsecond}

// costly records costs' paths, each with its CPU time.
func costly(tb testing.TB, s corral.Store) {
	tb.Helper()
	w := start(tb, s, reading(result.Record, 0))
	for p, cpu := range costs {
		add(tb, w, result.Result{Path: p, Status: result.Ran, CPU: cpu})
	}
	must(tb, w.Finish("{}", &result.Promotion{Whole: true}))
}

func testShardAssign(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	costly(t, s)
	for _, byCost := range []bool{true, false} {
		var seen []string
		_, err := s.BaselineShard(ctx, byCost, func(p string, cpuMS float64) bool {
			seen = append(seen, fmt.Sprint(p, " ", cpuMS))
			return false
		})
		must(t, err)
		want := []string{"b.bas 3", "a.bas 1.5", "c.bas 0.25"}
		if !byCost {
			slices.Sort(seen) // in any order
			slices.Sort(want)
		}
		if !slices.Equal(seen, want) {
			t.Errorf("byCost %v: assign saw %q, want %q", byCost, seen, want)
		}
	}
}

func testShardKept(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	costly(t, s)
	base, err := s.Baseline(ctx)
	must(t, err)
	v, err := s.BaselineShard(ctx, false, func(p string, _ float64) bool { return p != "b.bas" })
	must(t, err)
	want := map[string]result.Result{"a.bas": base["a.bas"], "c.bas": base["c.bas"]}
	if !reflect.DeepEqual(v.Results, want) {
		t.Errorf("BaselineShard keeping a.bas and c.bas:\n got %+v\nwant %+v", v.Results, want)
	}
}

// testShardIdentity: the view's size is the whole baseline's, its number
// BaselineAt's, and its ID the same while the baseline is ("" with no
// history).
func testShardIdentity(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	none := func(string, float64) bool { return false }
	view := func() result.BaselineView {
		t.Helper()
		v, err := s.BaselineShard(ctx, true, none)
		must(t, err)
		return v
	}
	if v := view(); len(v.Results) != 0 || v.Seq != 0 || v.ID != "" || v.Total != 0 {
		t.Errorf("BaselineShard of an empty store: %+v", v)
	}
	costly(t, s)
	first, again := view(), view()
	if first.Total != len(costs) || first.Seq != seqOf(t, s) || first.ID == "" || again.ID != first.ID {
		t.Errorf("BaselineShard of %d files at %d: %+v, then ID %q", len(costs), seqOf(t, s), first, again.ID)
	}
	record(t, s, "a.bas")
	if v := view(); v.Total != 1 || v.Seq != seqOf(t, s) || v.ID == first.ID {
		t.Errorf("BaselineShard after a record of one file: %+v; before, %+v", v, first)
	}
}

func testHasBaseline(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	has := func() bool {
		t.Helper()
		has, err := s.HasBaseline(ctx)
		must(t, err)
		return has
	}
	if has() {
		t.Error("an empty store has a baseline")
	}
	record(t, s, "a.bas")
	if !has() {
		t.Error("no baseline after a record")
	}
	must(t, s.Promote(ctx, check(t, s), nil, []string{"a.bas"}, ""))
	if has() {
		t.Error("a baseline after its one file was dropped")
	}
}

// testBaselineRulesOfRuns: the rules follow the runs whose results the
// baseline holds, not every run that ever changed it.
func testBaselineRulesOfRuns(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rules := func() []string {
		t.Helper()
		r, err := s.BaselineRules(ctx)
		must(t, err)
		slices.Sort(r)
		return r
	}
	if r := rules(); len(r) != 0 {
		t.Errorf("BaselineRules of an empty store: %q", r)
	}
	info := reading(result.Record, 0)
	info.Normalize = "x=y"
	must(t, start(t, s, info, "a.bas", "b.bas").Finish("{}", &result.Promotion{Whole: true}))
	info = reading(result.Check, seqOf(t, s))
	info.Normalize = "p=q"
	w := start(t, s, info, "a.bas")
	must(t, w.Finish("{}", nil))
	must(t, s.Promote(ctx, w.RunID(), []string{"a.bas"}, nil, ""))
	if r := rules(); !slices.Equal(r, []string{"p=q", "x=y"}) {
		t.Errorf("BaselineRules of a record and an accepted check: %q", r)
	}
	must(t, s.Promote(ctx, w.RunID(), nil, []string{"b.bas"}, "")) // the record's last file
	if r := rules(); !slices.Equal(r, []string{"p=q"}) {
		t.Errorf("BaselineRules once only the check's file is left: %q", r)
	}
}

func testBaselineConfig(t *testing.T, open Open) {
	s := fresh(t, open)
	if c := configOf(t, s); c != "" {
		t.Errorf("BaselineConfig of an empty store: %q", c)
	}
	info := reading(result.Record, 0)
	info.Config = `{"cmd":"bcom {}"}`
	must(t, start(t, s, info, "a.bas").Finish("{}", &result.Promotion{Whole: true}))
	if c := configOf(t, s); c != info.Config {
		t.Errorf("BaselineConfig after a record: %q, want the record's %q", c, info.Config)
	}
}

// configOf returns the baseline's configuration.
func configOf(tb testing.TB, s corral.Store) string {
	tb.Helper()
	c, err := s.BaselineConfig(context.Background())
	must(tb, err)
	return c
}
