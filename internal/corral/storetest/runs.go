package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
)

// Tests of what reads runs and their results.

// testResultsWhole stores results with every field set (times and memory
// in the units the store keeps) beside another run's, and reads them back.
func testResultsWhole(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	w := begin(t, s, result.Check)
	out, crash := put(t, w, []byte("a.c\n")), put(t, w, []byte("Segmentation fault\n"))
	want := map[string]result.Result{
		"a.bas": {Path: "a.bas", Status: result.Ran, ExitCode: -1, Signal: "SIGSEGV", Stdout: out, Stderr: crash,
			Outputs:  []result.Output{{Name: "a.c", Hash: out.Hash.String(), Size: out.Size}, {Name: "a.h", Missing: true}},
			Duration: 1500 * time.Millisecond, CPU: 1250 * time.Microsecond, MaxRSS: 4096 << 10},
		"b.bas": {Path: "b.bas", Status: result.Failed, Error: "exec: bcom: not found", Stdout: crash, Stderr: crash,
			Outputs: []result.Output{{Name: "b.c", Missing: true}}},
		"c.bas": {Path: "c.bas", Status: result.Timeout, ExitCode: -1, Signal: "SIGKILL", Stdout: out, Stderr: out,
			Outputs: []result.Output{{Name: "c.c", Missing: true}}, Duration: time.Minute},
		// A peak that bounds the job's from above stays one.
		"d.bas": {Path: "d.bas", Status: result.Ran, Stdout: out, Stderr: out, Outputs: []result.Output{}, MaxRSS: 150 << 20, RSSAtMost: true},
	}
	for p, r := range want {
		must(t, w.AddResult(r))
		r.RunID = w.RunID()
		want[p] = r
	}
	must(t, w.Finish("{}", nil))
	if got, err := s.Results(ctx, w.RunID()); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Results:\n got %+v, %v\nwant %+v", got, err, want)
	}
}

func testResultsNone(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	for _, id := range []int64{check(t, s), noRun} {
		if got, err := s.Results(ctx, id); err != nil || len(got) != 0 {
			t.Errorf("Results of run %d: %+v, %v; want none", id, got, err)
		}
	}
}

// side describes one side of what Compare gave fn.
func side(r *result.Result) string {
	if r == nil {
		return "none"
	}
	return fmt.Sprintf("%s of run %d", r.Path, r.RunID)
}

// compared records a.bas and b.bas, then checks b.bas and c.bas.
func compared(tb testing.TB, s corral.Store) (rec, chk int64) {
	tb.Helper()
	rec = record(tb, s, "a.bas", "b.bas")
	return rec, check(tb, s, "b.bas", "c.bas")
}

func testCompareBeside(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec, chk := compared(t, s)
	var got []string
	must(t, s.Compare(ctx, chk, true, func(cur, base *result.Result) error {
		got = append(got, side(cur)+" beside "+side(base))
		return nil
	}))
	slices.Sort(got) // in any order
	want := []string{
		fmt.Sprintf("b.bas of run %d beside b.bas of run %d", chk, rec),
		fmt.Sprintf("c.bas of run %d beside none", chk),
		fmt.Sprintf("none beside a.bas of run %d", rec),
	}
	if !slices.Equal(got, want) {
		t.Errorf("Compare with the baseline gave\n%q\nwant\n%q", got, want)
	}
}

// testCompareWithoutBaseline: every result of the run comes, with no
// baseline beside it (nil), and no path of the baseline's alone.
func testCompareWithoutBaseline(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	_, chk := compared(t, s)
	var got []string
	must(t, s.Compare(ctx, chk, false, func(cur, base *result.Result) error {
		if base != nil {
			t.Errorf("%s: a baseline result beside it without withBaseline", side(cur))
		}
		got = append(got, side(cur))
		return nil
	}))
	slices.Sort(got)
	if want := []string{fmt.Sprintf("b.bas of run %d", chk), fmt.Sprintf("c.bas of run %d", chk)}; !slices.Equal(got, want) {
		t.Errorf("Compare without the baseline gave %q, want %q", got, want)
	}
}

func testCompareStops(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	_, chk := compared(t, s)
	errStop := errors.New("stop")
	calls := 0
	err := s.Compare(ctx, chk, true, func(_, _ *result.Result) error {
		calls++
		return errStop
	})
	if !errors.Is(err, errStop) || calls != 1 {
		t.Errorf("Compare whose fn fails: %v after %d calls; want fn's error after 1", err, calls)
	}
}

// describe describes runs as a run's number, command and state.
func describe(runs ...result.Run) []string {
	var out []string
	for _, r := range runs {
		out = append(out, fmt.Sprintf("%d %s %s", r.ID, r.Command, r.State))
	}
	return out
}

// ended begins a run of command and ends it by end.
func ended(tb testing.TB, s corral.Store, command result.Command, end func(corral.Writer) error) result.Run {
	tb.Helper()
	w := begin(tb, s, command)
	must(tb, end(w))
	return runOf(tb, s, w.RunID())
}

func finish(w corral.Writer) error { return w.Finish("{}", nil) }

func testRunsNewestFirst(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	done := ended(t, s, result.Record, finish)
	aborted := ended(t, s, result.Check, corral.Writer.Abort)
	stopped := ended(t, s, result.Check, corral.Writer.Interrupt)
	running := begin(t, s, "bisect")
	defer running.Abort()
	want := []string{fmt.Sprintf("%d bisect running", running.RunID())}
	want = append(want, describe(stopped, aborted, done)...)
	if runs, err := s.Runs(ctx); err != nil || !slices.Equal(describe(runs...), want) {
		t.Errorf("Runs: %q, %v; want %q", describe(runs...), err, want)
	}
}

// unfinished begins a check that is running, one aborted and one
// interrupted; the running one is aborted at the end of the test.
func unfinished(tb testing.TB, s corral.Store) {
	tb.Helper()
	ended(tb, s, result.Check, corral.Writer.Abort)
	ended(tb, s, result.Check, corral.Writer.Interrupt)
	w := begin(tb, s, result.Check)
	tb.Cleanup(func() { w.Abort() })
}

func testLastRun(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec := ended(t, s, result.Record, finish)
	ended(t, s, result.Check, finish)
	chk := ended(t, s, result.Check, finish)
	unfinished(t, s)
	for _, want := range []result.Run{rec, chk} {
		if got, err := s.LastRun(ctx, want.Command); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("LastRun(%q): %+v, %v; want %+v", want.Command, got, err, want)
		}
	}
}

func testLastRunNone(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	ended(t, s, result.Record, finish)
	unfinished(t, s)
	if run, err := s.LastRun(ctx, result.Check); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("LastRun(check) with no check finished: %+v, %v; want result.ErrNoRun", run, err)
	}
}

func testLastInterrupted(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	ended(t, s, result.Check, corral.Writer.Interrupt)
	chk := ended(t, s, result.Check, corral.Writer.Interrupt)
	rec := ended(t, s, result.Record, corral.Writer.Interrupt)
	ended(t, s, result.Check, finish)
	ended(t, s, result.Check, corral.Writer.Abort)
	for _, want := range []result.Run{chk, rec} {
		if got, err := s.LastInterrupted(ctx, want.Command); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("LastInterrupted(%q): %+v, %v; want %+v", want.Command, got, err, want)
		}
	}
	if run, err := s.LastInterrupted(ctx, "bisect"); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("LastInterrupted(bisect) with none: %+v, %v; want result.ErrNoRun", run, err)
	}
}

// compareAll describes what Compare (of the store or of a snapshot) gives
// fn, in the order given.
func compareAll(tb testing.TB, compare func(context.Context, int64, bool, func(cur, base *result.Result) error) error, runID int64) []string {
	tb.Helper()
	var got []string
	must(tb, compare(context.Background(), runID, true, func(cur, base *result.Result) error {
		got = append(got, side(cur)+" beside "+side(base))
		return nil
	}))
	return got
}

// testFlushShows: what a Writer queued before Flush is seen by a reader,
// though the run is not finished.
func testFlushShows(t *testing.T, open Open) {
	s := fresh(t, open)
	rec := record(t, s, "a.bas")
	w := start(t, s, reading(result.Check, seqOf(t, s)), "a.bas", "b.bas")
	must(t, w.Flush())
	got := compareAll(t, s.Compare, w.RunID())
	want := []string{
		fmt.Sprintf("a.bas of run %d beside a.bas of run %d", w.RunID(), rec),
		fmt.Sprintf("b.bas of run %d beside none", w.RunID()),
	}
	if !slices.Equal(got, want) {
		t.Errorf("Compare after Flush gave\n%q\nwant\n%q", got, want)
	}
	must(t, w.Finish("{}", nil))
}

// testPinStays: a baseline pinned before a record's run compares it,
// once flushed, with the baseline it replaces, in path order, after the
// promotion and another run's results; BaselineSeq and Len are of the
// state pinned, and Lookup finds a path's pinned result.
func testPinStays(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec := record(t, s, "a.bas", "c.bas")
	seq := seqOf(t, s)
	pin, err := s.PinBaseline(ctx)
	must(t, err)
	defer pin.Close()
	w := start(t, s, reading(result.Record, seq), "c.bas", "b.bas")
	must(t, w.Flush())
	want := []string{
		fmt.Sprintf("none beside a.bas of run %d", rec),
		fmt.Sprintf("b.bas of run %d beside none", w.RunID()),
		fmt.Sprintf("c.bas of run %d beside c.bas of run %d", w.RunID(), rec),
	}
	compare := func(ctx context.Context, runID int64, _ bool, fn func(cur, base *result.Result) error) error {
		return pin.Compare(ctx, runID, func(cur, base *result.Result, _ bool) error { return fn(cur, base) })
	}
	if got := compareAll(t, compare, w.RunID()); !slices.Equal(got, want) {
		t.Errorf("a pin's Compare gave\n%q\nwant\n%q", got, want)
	}
	must(t, w.Finish("{}", &result.Promotion{Whole: true}))
	check(t, s, "a.bas")
	if got := compareAll(t, compare, w.RunID()); !slices.Equal(got, want) {
		t.Errorf("after the promotion, the pin's Compare gave\n%q\nwant what it gave before\n%q", got, want)
	}
	if now := compareAll(t, s.Compare, w.RunID()); slices.Equal(now, want) {
		t.Errorf("the store itself still compares with the old baseline: %q", now)
	}
	if got := pin.BaselineSeq(); got != seq || pin.Len() != 2 {
		t.Errorf("BaselineSeq, Len = %d, %d; want %d, 2", got, pin.Len(), seq)
	}
	found, err := pin.Lookup(ctx, "a.bas", "b.bas", "c.bas")
	if a, c := found["a.bas"], found["c.bas"]; err != nil || len(found) != 2 || a.Path != "a.bas" || a.RunID != rec || c.RunID != rec {
		t.Errorf("Lookup(a.bas, b.bas, c.bas) = %v, %v; want a.bas and c.bas of run %d", found, err, rec)
	}
	// More paths than one query asks for: each found once.
	many := []string{"c.bas"}
	for i := range 200 {
		many = append(many, fmt.Sprintf("x%d.bas", i))
	}
	many = append(many, "a.bas")
	if found, err := pin.Lookup(ctx, many...); err != nil || len(found) != 2 {
		t.Errorf("Lookup of 202 paths, 2 pinned: %d found, %v", len(found), err)
	}
}

// testPinClosed: a closed pin reads nothing, and a second Close is no
// error; two pins at once are each their own.
func testPinClosed(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	rec := record(t, s, "a.bas")
	one, err := s.PinBaseline(ctx)
	must(t, err)
	two, err := s.PinBaseline(ctx)
	must(t, err)
	defer two.Close()
	must(t, one.Close())
	must(t, one.Close())
	if err := one.Compare(ctx, rec, func(_, _ *result.Result, _ bool) error { return nil }); err == nil {
		t.Error("Compare of a closed pin: no error")
	}
	if found, err := two.Lookup(ctx, "a.bas"); len(found) != 1 || err != nil {
		t.Errorf("the other pin, after one closed: %v, %v", found, err)
	}
}

// testPinSources: of each pinned path the run lacks, Compare says whether
// AddSources named it; a name that is not pinned changes nothing.
func testPinSources(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas", "b.bas", "c.bas")
	pin, err := s.PinBaseline(ctx)
	must(t, err)
	defer pin.Close()
	many := []string{"a.bas"}
	for i := range 100 {
		many = append(many, fmt.Sprintf("new%d.bas", i))
	}
	must(t, pin.AddSources(ctx, append(many, "c.bas")...))
	w := start(t, s, reading(result.Check, seqOf(t, s)), "c.bas")
	must(t, w.Flush())
	var got []string
	must(t, pin.Compare(ctx, w.RunID(), func(cur, base *result.Result, inSource bool) error {
		got = append(got, fmt.Sprintf("%s beside %s, in source %v", side(cur), side(base), inSource))
		return nil
	}))
	rec := w.RunID() - 1
	want := []string{
		fmt.Sprintf("none beside a.bas of run %d, in source true", rec),
		fmt.Sprintf("none beside b.bas of run %d, in source false", rec),
		fmt.Sprintf("c.bas of run %d beside c.bas of run %d, in source true", w.RunID(), rec),
	}
	if !slices.Equal(got, want) {
		t.Errorf("Compare after AddSources gave\n%q\nwant\n%q", got, want)
	}
	must(t, w.Finish("{}", nil))
}
