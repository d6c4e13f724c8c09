package report_test

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// TestStreamedReportsEqualBuiltOnes writes the reports of a record and of
// a check both ways: built from maps in memory (a single-machine run) and
// streamed from the store (a merge). The JSON, JUnit, HTML and human
// reports must be the same bytes, while the streamed report keeps only the
// files a reader is shown.
func TestStreamedReportsEqualBuiltOnes(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	// Names whose order differs between a naive and a byte order, one not
	// UTF-8, and enough files for same ones to dominate.
	var paths []string
	for i := range 40 {
		paths = append(paths, fmt.Sprintf("src/f%02d.c", i))
	}
	paths = append(paths, "a-b", "a/b", "a.c", "é.c", "bad\xff.c", "Z.c")
	base := storeRun(t, st, "record", paths, func(i int, r *result.Result) string { return fmt.Sprintf("out %d\n", i) })
	cur := storeRun(t, st, "check", append(paths, "src/new.c"), func(i int, r *result.Result) string {
		switch {
		case i < 4:
			return fmt.Sprintf("out %d\nchanged\n", i)
		case i < 6:
			return fmt.Sprintf("other %d\n", i)
		case i == 7:
			r.Status, r.Error = result.Failed, "exec: no such file"
		case i == 8:
			r.Status, r.ExitCode, r.Signal = result.Timeout, -1, "killed"
		case i == 9:
			r.CPU, r.MaxRSS = 5*time.Second, 900<<20 // the same output, slower and bigger
		}
		return fmt.Sprintf("out %d\n", i)
	})
	baseMap, err := st.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(baseMap) != len(paths) {
		t.Fatalf("baseline of %d files, want %d", len(baseMap), len(paths))
	}
	curMap, err := st.Results(ctx, cur)
	if err != nil {
		t.Fatal(err)
	}
	_ = base

	// The last case is streamed with other thresholds than the writers
	// mark, so MarkRegressions reads the files again.
	for _, c := range []struct {
		command  result.Command
		run      int64
		baseline bool
		th       report.Thresholds
	}{{"check", cur, true, report.DefaultThresholds}, {"record", cur, false, report.DefaultThresholds}, {"check", cur, true, report.Thresholds{CPURatio: 1e9, RSSRatio: 1e9}}} {
		bm := baseMap
		if !c.baseline {
			bm = nil
		}
		built := report.Build(c.command, curMap, bm, nil, 3*time.Second)
		pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, c.run, c.baseline, fn) }
		streamed, err := report.Stream(c.command, pairs, 3*time.Second, c.th)
		if err != nil {
			t.Fatal(err)
		}
		want, got := writeAll(t, st, built), writeAll(t, st, streamed)
		for _, what := range []string{"json", "junit", "html", "text"} {
			if !bytes.Equal(got[what], want[what]) {
				t.Errorf("%s: the streamed %s report differs from the built one:\n%s\nwant:\n%s", c.command, what, got[what], want[what])
			}
		}
		if streamed.Summary != built.Summary {
			t.Errorf("%s: streamed summary %+v, built %+v", c.command, streamed.Summary, built.Summary)
		}
		kept := map[string]bool{}
		for _, f := range streamed.Files {
			kept[f.Path] = true
			if f.Status == report.Same && len(f.Regressed) == 0 || c.command == result.Record && f.Status == report.New && *f.ExitCode == 0 {
				t.Errorf("%s: the streamed report keeps %s (%s), which no reader is shown", c.command, f.Path, f.Status)
			}
		}
		if c.command == result.Check && (len(kept) != 10 || !kept["src/f09.c"]) {
			t.Errorf("check: the streamed report keeps %v; want the 9 not same and the slower src/f09.c", kept)
		}
	}
}

// openStore opens a new store in the test's temporary directory, closed
// when the test ends.
func openStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "corral.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// storedMaps reads run's results and the baseline from the store, as
// the maps a report of every file is built of (report.Build).
func storedMaps(t *testing.T, st *store.Store, run int64) (cur, base map[string]result.Result) {
	t.Helper()
	ctx := context.Background()
	cur, err := st.Results(ctx, run)
	if err != nil {
		t.Fatal(err)
	}
	if base, err = st.Baseline(ctx); err != nil {
		t.Fatal(err)
	}
	return cur, base
}

// storeRun stores a run of the given paths whose stdout is out(i); out may
// change the result. It returns the run's ID.
func storeRun(t *testing.T, st *store.Store, command result.Command, paths []string, out func(i int, r *result.Result) string) int64 {
	t.Helper()
	return storeRunWith(t, st, command, "{}", paths, out)
}

// storeRunWith is storeRun with the summary the run keeps (as a check
// keeps its report's).
func storeRunWith(t *testing.T, st *store.Store, command result.Command, summary string, paths []string, out func(i int, r *result.Result) string) int64 {
	t.Helper()
	ctx := context.Background()
	w, err := st.BeginRun(ctx, result.RunInfo{Command: command}, 8)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range paths {
		r := result.Result{Path: p, Status: result.Ran, CPU: time.Duration(i+1) * 100 * time.Millisecond, MaxRSS: 100 << 20, Duration: time.Second}
		ref, err := w.PutBytes(ctx, []byte(out(i, &r)))
		if err != nil {
			t.Fatal(err)
		}
		r.Stdout = ref
		if err := w.AddResult(r); err != nil {
			t.Fatal(err)
		}
	}
	var promote *result.Promotion
	if command == result.Record {
		promote = &result.Promotion{Whole: true}
	}
	if err := w.Finish(summary, promote); err != nil {
		t.Fatal(err)
	}
	return w.RunID()
}

// srcPaths are n paths src/f00.c, src/f01.c, … in path order.
func srcPaths(n int) []string {
	var paths []string
	for i := range n {
		paths = append(paths, fmt.Sprintf("src/f%02d.c", i))
	}
	return paths
}

// writeAll writes every report of rep as the CLI does: regressions and
// kinds first, then JSON, JUnit, HTML and the human report.
func writeAll(t *testing.T, st *store.Store, rep *report.Report) map[string][]byte {
	t.Helper()
	ctx := context.Background()
	if err := rep.MarkRegressions(report.DefaultThresholds); err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 10}, W: &text, ListLimit: 3, Slowest: 4, Diffs: 10}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	rep.KindsSeconds = 0 // a time: the one field two reports of one run may differ in
	out := map[string][]byte{}
	var b bytes.Buffer
	if err := rep.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	out["json"] = bytes.Clone(b.Bytes())
	b.Reset()
	if err := report.JUnit(ctx, &b, rep, &pr.View); err != nil {
		t.Fatal(err)
	}
	out["junit"] = bytes.Clone(b.Bytes())
	b.Reset()
	if err := report.HTML(ctx, &b, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Unix(0, 0)})); err != nil {
		t.Fatal(err)
	}
	out["html"] = bytes.Clone(b.Bytes())
	if err := pr.Print(ctx, rep); err != nil {
		t.Fatal(err)
	}
	out["text"] = text.Bytes()
	return out
}

// TestReportsFromMapsEqualBuiltOnes: a run's report streamed over its
// maps (Model of MapPairs, as record and check make it) writes the same
// JSON, JUnit, HTML and human reports as one built with a File for every
// result, missing files included, while it keeps only the files a reader
// is shown; with Every, it keeps them all and writes the same again.
func TestReportsFromMapsEqualBuiltOnes(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	var paths []string
	for i := range 30 {
		paths = append(paths, fmt.Sprintf("src/f%02d.c", i))
	}
	paths = append(paths, "gone.c", "elsewhere.c", "é.c", "bad\xff.c")
	// src/f08.c exits 1 in both runs: same, and counted as non-zero in
	// a record's summary line though the report does not keep it.
	storeRun(t, st, "record", paths, func(i int, r *result.Result) string {
		if i == 8 {
			r.ExitCode = 1
		}
		return fmt.Sprintf("out %d\n", i)
	})
	// The check lacks gone.c (left the source: missing) and elsewhere.c
	// (in the source, not selected: left out).
	var now []string
	for _, p := range paths {
		if p != "gone.c" && p != "elsewhere.c" {
			now = append(now, p)
		}
	}
	cur := storeRun(t, st, "check", append(now, "src/new.c"), func(i int, r *result.Result) string {
		switch {
		case i < 3:
			return fmt.Sprintf("out %d\nchanged\n", i)
		case i == 5:
			r.Status, r.Error = result.Failed, "exec: no such file"
		case i == 6:
			r.CPU, r.MaxRSS = 5*time.Second, 900<<20
		case i == 8:
			r.ExitCode = 1
		}
		return fmt.Sprintf("out %d\n", i)
	})
	curMap, baseMap := storedMaps(t, st, cur)
	inSource := func(p string) bool { return p == "elsewhere.c" }
	for _, command := range []result.Command{result.Check, result.Record} {
		built := report.Build(command, curMap, baseMap, inSource, 3*time.Second)
		in := report.Input{Command: command, Pairs: report.MapPairs(curMap, baseMap, inSource), Wall: 3 * time.Second}
		streamed, err := report.Model(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		in.Every = true
		every, err := report.Model(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if len(every.Files) != len(built.Files) {
			t.Errorf("%s: Every keeps %d files of %d", command, len(every.Files), len(built.Files))
		}
		if got := streamed.Paths(report.Missing); len(got) != 1 || got[0] != "gone.c" {
			t.Errorf("%s: missing %q, want [gone.c]", command, got)
		}
		want, got, gotEvery := writeAll(t, st, built), writeAll(t, st, streamed), writeAll(t, st, every)
		for _, what := range []string{"json", "junit", "html", "text"} {
			if !bytes.Equal(got[what], want[what]) {
				t.Errorf("%s: the %s report from maps differs from the built one:\n%s\nwant:\n%s", command, what, got[what], want[what])
			}
			if !bytes.Equal(gotEvery[what], want[what]) {
				t.Errorf("%s: the %s report of every file differs from the built one:\n%s\nwant:\n%s", command, what, gotEvery[what], want[what])
			}
		}
		if streamed.Summary != built.Summary {
			t.Errorf("%s: summary %+v from maps, built %+v", command, streamed.Summary, built.Summary)
		}
		if command == result.Record && !bytes.Contains(got["text"], []byte("(1 exited non-zero or by a signal)")) {
			t.Errorf("record: the summary line does not count src/f08.c, same and exited 1:\n%s", got["text"])
		}
		if len(streamed.Files) >= len(built.Files)/2 {
			t.Errorf("%s: the report from maps keeps %d files of %d", command, len(streamed.Files), len(built.Files))
		}
	}
}

// pageView is pr's view of the diffs, with what an HTML page says of
// itself.
func pageView(pr *report.Printer, page report.HTMLInfo) *report.View {
	v := pr.View
	v.Page = page
	return &v
}
