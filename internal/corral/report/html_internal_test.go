package report

import (
	"fmt"
	"testing"
)

// TestDecisionOrderIsNearLinear: a change of n files that all show one
// kind and each one more of its own (n+1 kinds) is ordered for the HTML
// report in a count of steps (see orderSteps) that grows as n does. It
// grew as n², one visit of every kind for each of the largest kind's
// files: 20,000 such files took 3.9 s to write, 5,000 0.5 s.
func TestDecisionOrderIsNearLinear(t *testing.T) {
	const n, times = 2000, 6
	var steps [2]int64
	for i, size := range []int{n, times * n} {
		r := &Report{}
		all := Kind{ID: "kall"}
		for f := range size {
			path := fmt.Sprintf("f%06d", f)
			r.Files = append(r.Files, File{Path: path, Status: Changed})
			all.Files = PathsOf(append(all.Files.Strings(), path)...)
		}
		all.Example, all.Count = all.Files.At(0), all.Files.Len()
		r.Kinds = append(r.Kinds, all)
		for f := range size {
			path := r.Files[f].Path
			r.Kinds = append(r.Kinds, Kind{ID: fmt.Sprintf("k%07x", f), Count: 1, Example: path, Files: PathsOf(path)})
		}
		before := orderSteps.Load()
		if order := decisionOrder(r, nil); len(order) != size {
			t.Fatalf("%d files ordered, want %d", len(order), size)
		}
		steps[i] = orderSteps.Load() - before
	}
	ratio := float64(steps[1]) / float64(max(1, steps[0]))
	t.Logf("%d and %d steps for %d and %d files, ratio %.1f", steps[0], steps[1], n, times*n, ratio)
	if ratio > 1.5*times {
		t.Errorf("%d times the files cost %.1f times the steps (%d → %d), want at most %.0f", times, ratio, steps[0], steps[1], 1.5*times)
	}
}
