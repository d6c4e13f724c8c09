package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// TestCompare walks a run against the baseline: every path of either, once,
// in Go's byte order (which a sort by SQLite's TEXT collation must match,
// also for a name that is not UTF-8), paired with the other side's result
// or nil; without the baseline, base is always nil. An error from the
// callback stops the walk and is returned.
func TestCompare(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	put := func(command result.Command, paths ...string) int64 {
		w, err := st.BeginRun(ctx, result.RunInfo{Command: command}, 4)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if err := w.AddResult(result.Result{Path: p, Status: result.Ran, ExitCode: len(command)}); err != nil {
				t.Fatal(err)
			}
		}
		var pr *result.Promotion
		if command == result.Record {
			pr = &result.Promotion{Whole: true}
		}
		if err := w.Finish("{}", pr); err != nil {
			t.Fatal(err)
		}
		return w.RunID()
	}
	if has, err := st.HasBaseline(ctx); err != nil || has {
		t.Fatalf("a new store: HasBaseline %v, %v; want false", has, err)
	}
	put("record", "a/b", "a-b", "gone", "x\xff", "é", "Z")
	if has, err := st.HasBaseline(ctx); err != nil || !has {
		t.Fatalf("after a record: HasBaseline %v, %v; want true", has, err)
	}
	run := put("check", "a.b", "a/b", "a-b", "x\xff", "x\xfe", "é", "Z", "new")

	var got []string
	walk := func(withBaseline bool) error {
		got = nil
		return st.Compare(ctx, run, withBaseline, func(cur, base *result.Result) error {
			switch {
			case cur == nil:
				got = append(got, "-"+base.Path)
			case base == nil:
				got = append(got, "+"+cur.Path)
			case cur.Path != base.Path || cur.ExitCode != 5 || base.ExitCode != 6:
				t.Errorf("paired %q (exit %d) with %q (exit %d)", cur.Path, cur.ExitCode, base.Path, base.ExitCode)
			default:
				got = append(got, "="+cur.Path)
			}
			return nil
		})
	}
	if err := walk(true); err != nil {
		t.Fatal(err)
	}
	want := []string{"=Z", "=a-b", "+a.b", "=a/b", "-gone", "+new", "+x\xfe", "=x\xff", "=é"}
	if !slices.Equal(got, want) {
		t.Errorf("with the baseline: %q, want %q", got, want)
	}
	if err := walk(false); err != nil {
		t.Fatal(err)
	}
	for _, g := range got {
		if !strings.HasPrefix(g, "+") {
			t.Errorf("without the baseline: %q", got)
			break
		}
	}
	if len(got) != 8 || !slices.IsSorted(got) {
		t.Errorf("without the baseline: %q, want the run's 8 paths in order", got)
	}
	stop := errors.New("stop")
	n := 0
	err = st.Compare(ctx, run, true, func(cur, base *result.Result) error {
		if n++; n == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 3 {
		t.Errorf("a callback error after 3 pairs: %v after %d", err, n)
	}
}
