package bisect

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/corral-go/corral/internal/corral/report"
)

// kind is a kind found for the tests: its family, the compilers, its
// files.
func kind(id, family string, first int, files ...string) KindFound {
	last := first - 1
	if first <= 0 {
		last = -1
	}
	return KindFound{Kind: report.Kind{ID: id, Family: family, Count: len(files), Files: report.PathsOf(files...)}, First: first, LastWithout: last}
}

// TestSummary: each compiler counts the kinds it shows first, their
// families and their files once; a family splits by compiler, largest
// first; the kinds no compiler shows stand apart.
func TestSummary(t *testing.T) {
	b := &Bisected{
		Families: map[string]string{"f1": "names", "f2": "mov", "f3": "punctuation"},
		Kinds: []KindFound{
			kind("ka", "f1", 2, "a", "b", "c"),
			kind("kb", "f2", 2, "a", "d"),
			kind("kc", "f1", 3, "a", "b", "e", "f"),
			kind("kd", "f1", 3, "g"),
			kind("ke", "f3", 0, "h"),
			kind("kf", "f2", -1, "a", "i"),
			kind("kg", "f3", -1, "j"),
		},
	}
	s := summarize(b, 4)
	if want := []FirstShows{{1, 1, 1}, {}, {2, 2, 4}, {2, 1, 5}}; !reflect.DeepEqual(s.Compilers, want) {
		t.Errorf("compilers: got %v, want %v", s.Compilers, want)
	}
	var got []string
	for _, f := range s.Families {
		line := fmt.Sprintf("%s %d kinds %d files:", f.Name, f.Kinds, f.Files)
		for _, g := range f.ByFirst {
			line += fmt.Sprintf(" v%d (v%d) %v %d;", g.First+1, g.LastWithout+1, g.Kinds, g.Files)
		}
		got = append(got, line)
	}
	want := []string{
		"names 3 kinds 6 files: v3 (v2) [0] 3; v4 (v3) [2 3] 5;",
		"mov 1 kinds 2 files: v3 (v2) [1] 2;",
		"punctuation 1 kinds 1 files: v1 (v0) [4] 1;",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("families:\ngot  %q\nwant %q", got, want)
	}
	if want := []int{5, 6}; !reflect.DeepEqual(s.NotShown, want) || s.NotShownFiles != 3 {
		t.Errorf("not shown: got %v in %d files, want %v in 3", s.NotShown, s.NotShownFiles, want)
	}
}
