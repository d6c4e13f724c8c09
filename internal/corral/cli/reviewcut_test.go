package cli

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestReviewOfACutReportNamesNoNilFile: 'corral review' reviews the
// streamed report of stored.Report, which keeps 10,000 changed files
// whose exit status stayed; the kinds name every changed file, and
// kindGroup looks each up in rep.Files (byPath): a file left out is a
// nil *report.File in the group, and the screen that lists its files
// (show) or the offer after an accept dereferences it.
func TestReviewOfACutReportNamesNoNilFile(t *testing.T) {
	const n = 10_005
	cur, base := map[string]result.Result{}, map[string]result.Result{}
	var paths []string
	for i := range n {
		p := fmt.Sprintf("src/f%05d.c", i)
		paths = append(paths, p)
		cur[p] = result.Result{Path: p, Status: result.Ran, Stdout: result.Ref{Hash: result.Hash{1}, Size: 1}, Duration: time.Second}
		base[p] = result.Result{Path: p, Status: result.Ran, Stdout: result.Ref{Hash: result.Hash{2}, Size: 1}, Duration: time.Second}
	}
	rep, err := report.Stream(result.Check, report.MapPairs(cur, base, nil), time.Second, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cut() != 5 {
		t.Fatalf("Cut() = %d, want 5", rep.Cut())
	}
	// As Classify makes them: one kind of every changed file, and one of
	// the last five (those cut).
	rep.Kinds = []report.Kind{
		{ID: "k0000001", Count: n, Files: report.PathsOf(paths...), Example: paths[0]},
		{ID: "k0000002", Count: 5, Files: report.PathsOf(paths[n-5:]...), Example: paths[n-5]},
	}
	for _, g := range reviewGroups(rep) {
		for _, f := range g.files {
			if f == nil {
				t.Errorf("group %q holds a nil file", g.title)
				break
			}
		}
	}
	var out bytes.Buffer
	r := &reviewer{ctx: context.Background(), pr: &report.Printer{}, out: &out}
	defer func() {
		if p := recover(); p != nil {
			t.Errorf("the review's screen of a kind of files left out panics: %v", p)
		}
	}()
	for _, g := range reviewGroups(rep) {
		r.show("corral review", g)
	}
}
