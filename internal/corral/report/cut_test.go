package report_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestReportsOfManyChangedFiles: a streamed report keeps a bounded number
// of changed files in Files, not one each (a check of a million changed
// files held 1.4 KB a file), and its kinds, its JSON and its JUnit are
// those of a report built with every file: the files left out are read
// again from the store, given their kinds and counted in the text's
// "… and N". The kinds stored with the run are read back alike.
func TestReportsOfManyChangedFiles(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(60)
	storeRun(t, st, "record", paths, func(i int, r *result.Result) string {
		return fmt.Sprintf("head\nmov r%d, %d\nadd r1, r2\ntail %d\n", i%5, i, i)
	})
	// Three causes: a register renamed (files 0-29), an add made a sub
	// (20-44: some files have both), and eight files that now exit 1.
	cur := storeRun(t, st, "check", paths, func(i int, r *result.Result) string {
		reg, op := fmt.Sprintf("r%d", i%5), "add"
		if i < 30 {
			reg = fmt.Sprintf("x%d", i%5)
		}
		if i >= 20 && i < 45 {
			op = "sub"
		}
		if i >= 50 && i < 58 {
			r.ExitCode = 1
		}
		return fmt.Sprintf("head\nmov %s, %d\n%s r1, r2\ntail %d\n", reg, i, op, i)
	})
	curMap, baseMap := storedMaps(t, st, cur)
	built := report.Build(result.Check, curMap, baseMap, nil, 3*time.Second)
	built.RunID = cur
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, cur, true, fn) }
	stream := func() *report.Report {
		streamed, err := report.Stream(result.Check, pairs, 3*time.Second, report.DefaultThresholds)
		if err != nil {
			t.Fatal(err)
		}
		streamed.RunID = cur
		return streamed
	}
	streamed := stream()
	kept := 0
	for _, f := range streamed.Files {
		if f.Status == report.Changed {
			kept++
		}
	}
	if kept != 6 || streamed.Cut() != 53-6 {
		t.Fatalf("the streamed report keeps %d changed files and cut %d; want 3 whose exit status stayed, 3 whose changed, and 47 cut", kept, streamed.Cut())
	}
	// The streamed report first: its kinds are made and stored, and the
	// built one reads them back (the same run and results).
	got, want := writeAll(t, st, streamed), writeAll(t, st, built)
	if !built.KindsStored() {
		t.Errorf("the built report made its kinds again rather than read back the streamed one's")
	}
	for _, what := range []string{"json", "junit"} {
		if !bytes.Equal(got[what], want[what]) {
			t.Errorf("the %s report of a streamed report that kept 6 of 53 changed files differs from the built one:\n%s\nwant:\n%s", what, got[what], want[what])
		}
	}
	if len(streamed.Kinds) < 3 {
		t.Errorf("%d kinds, want a kind each for three causes: %+v", len(streamed.Kinds), streamed.Kinds)
	}
	// Of the 8 whose exit status changed 3 were kept: those 3 are shown,
	// no file whose exit status stayed before the 5 left out.
	if !bytes.Contains(got["text"], []byte("… and 50 changed files' diffs not shown here")) {
		t.Errorf("the text report does not count the changed files it does not show:\n%s", got["text"])
	}
	again := stream()
	gotAgain := writeAll(t, st, again)
	if !again.KindsStored() {
		t.Errorf("the kinds of a streamed report were made again, not read back from the store")
	}
	if !bytes.Equal(gotAgain["json"], want["json"]) {
		t.Errorf("the JSON report of kinds read back into a streamed report differs:\n%s\nwant:\n%s", gotAgain["json"], want["json"])
	}
}
