package report_test

import (
	"fmt"
	"testing"

	"github.com/corral-go/corral/internal/corral/report"
)

// TestHeldBack: a file is held back by every kind of its that is not
// accepted, and the kinds come most files first.
func TestHeldBack(t *testing.T) {
	files := []*report.File{
		{Path: "a", Kinds: []string{"k1"}},
		{Path: "b", Kinds: []string{"k1", "k2"}},
		{Path: "c", Kinds: []string{"k1", "k3", "k2"}},
		{Path: "d", Kinds: []string{"k3"}},
		{Path: "new"},
	}
	for _, tc := range []struct {
		accepted []string
		held     string
		by       string
	}{
		{[]string{"k1"}, "[b c d]", "[{k2 2} {k3 2}]"},
		{[]string{"k1", "k2"}, "[c d]", "[{k3 2}]"},
		{[]string{"k1", "k2", "k3"}, "[]", "[]"},
		{nil, "[a b c d]", "[{k1 3} {k2 2} {k3 2}]"},
	} {
		want := map[string]bool{}
		for _, k := range tc.accepted {
			want[k] = true
		}
		held, by := report.HeldBack(files, func(k string) bool { return want[k] })
		paths := []string{}
		for _, f := range held {
			paths = append(paths, f.Path)
		}
		if got := fmt.Sprint(paths); got != tc.held {
			t.Errorf("accepted %v: held back %s, want %s", tc.accepted, got, tc.held)
		}
		if got := fmt.Sprint(append([]report.Holding{}, by...)); got != tc.by {
			t.Errorf("accepted %v: held by %s, want %s", tc.accepted, got, tc.by)
		}
	}
}
