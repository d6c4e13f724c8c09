package review

import (
	"reflect"
	"testing"
)

func TestSideBySide(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  []Row
	}{
		{"a line changed between context", []string{"--- a (baseline)", "+++ a (now)", "@@ -2,3 +2,3 @@", " x", "-old", "+new", " y"}, []Row{
			{Op: "head", Old: "a (baseline)", New: "a (now)"},
			{Op: "hunk", Old: "@@ -2,3 +2,3 @@"},
			{Op: "same", Old: "x", New: "x", OldLine: 2, NewLine: 2},
			{Op: "change", Old: "old", New: "new", OldLine: 3, NewLine: 3},
			{Op: "same", Old: "y", New: "y", OldLine: 4, NewLine: 4},
		}},
		{"two removed beside one added, then one added alone", []string{"@@ -1,2 +1,2 @@", "-a", "-b", "+c", " d", "+e"}, []Row{
			{Op: "hunk", Old: "@@ -1,2 +1,2 @@"},
			{Op: "change", Old: "a", New: "c", OldLine: 1, NewLine: 1},
			{Op: "del", Old: "b", OldLine: 2},
			{Op: "same", Old: "d", New: "d", OldLine: 3, NewLine: 2},
			{Op: "add", New: "e", NewLine: 3},
		}},
		{"an exit status and a note are no lines of either text", []string{"exit status 0 → 1", "--- x", "not a header", "-not a line either"}, []Row{
			{Op: "note", Old: "exit status 0 → 1"},
			{Op: "note", Old: "--- x"},
			{Op: "note", Old: "not a header"},
			{Op: "note", Old: "-not a line either"},
		}},
		{"no newline at the end stays in the hunk", []string{"@@ -1 +1 @@", "-a", `\ No newline at end of file`, "+a"}, []Row{
			{Op: "hunk", Old: "@@ -1 +1 @@"},
			{Op: "del", Old: "a", OldLine: 1},
			{Op: "note", Old: `\ No newline at end of file`},
			{Op: "add", New: "a", NewLine: 1},
		}},
	} {
		if got := SideBySide(c.lines); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\ngot  %+v\nwant %+v", c.name, got, c.want)
		}
	}
}
