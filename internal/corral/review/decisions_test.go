package review

import (
	"maps"
	"testing"
)

// TestMerge: a change decides, decides again or undecides kinds and
// files, and says whether it changed anything.
func TestMerge(t *testing.T) {
	var d Decisions
	for _, c := range []struct {
		change       Decisions
		changed      bool
		kinds, files map[string]string
	}{
		{Decisions{}, false, map[string]string{}, map[string]string{}},
		{Decisions{Kinds: map[string]string{"k1": Accept, "k2": Keep}}, true,
			map[string]string{"k1": Accept, "k2": Keep}, map[string]string{}},
		{Decisions{Kinds: map[string]string{"k1": Accept}}, false,
			map[string]string{"k1": Accept, "k2": Keep}, map[string]string{}},
		{Decisions{Kinds: map[string]string{"k1": Keep, "k3": ""}, Files: map[string]string{"a.c": Accept}}, true,
			map[string]string{"k1": Keep, "k2": Keep}, map[string]string{"a.c": Accept}},
		{Decisions{Kinds: map[string]string{"k3": ""}}, false,
			map[string]string{"k1": Keep, "k2": Keep}, map[string]string{"a.c": Accept}},
		{Decisions{Kinds: map[string]string{"k2": ""}, Files: map[string]string{"a.c": ""}}, true,
			map[string]string{"k1": Keep}, map[string]string{}},
	} {
		if got := d.Merge(c.change); got != c.changed || !maps.Equal(d.Kinds, c.kinds) || !maps.Equal(d.Files, c.files) {
			t.Fatalf("Merge(%v) = %v, to kinds %v, files %v; want %v, %v, %v", c.change, got, d.Kinds, d.Files, c.changed, c.kinds, c.files)
		}
	}
}
