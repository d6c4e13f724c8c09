package report

import (
	"cmp"
	"slices"
)

// Holding is a kind that holds back files from an accept: they show it
// beside the kinds accepted.
type Holding struct {
	Kind  string // its ID
	Files int    // how many of the files it holds back
}

// HeldBack returns which of files show a kind that accepted does not
// take, and those kinds, most files first, then by ID. A file takes a
// check's results whole, so it is accepted by kinds only when every kind
// it shows is: accepting some of them leaves it as in the baseline. Files
// that show no kind (new, missing) are never held back.
func HeldBack(files []*File, accepted func(kind string) bool) (held []*File, by []Holding) {
	at := map[string]int{} // kind ID → index in by
	for _, f := range files {
		out := false
		for _, k := range f.Kinds {
			if accepted(k) {
				continue
			}
			out = true
			i, ok := at[k]
			if !ok {
				i = len(by)
				at[k] = i
				by = append(by, Holding{Kind: k})
			}
			by[i].Files++
		}
		if out {
			held = append(held, f)
		}
	}
	slices.SortStableFunc(by, func(a, b Holding) int {
		return cmp.Or(cmp.Compare(b.Files, a.Files), cmp.Compare(a.Kind, b.Kind))
	})
	return held, by
}

// FamiliesGroupKinds reports whether r's families group some of its
// kinds: there are several, and fewer than the kinds. Only then do the
// terminal, the HTML report and review show the families above their
// kinds; otherwise a family adds a level and says nothing a kind does not.
func (r *Report) FamiliesGroupKinds() bool {
	return len(r.Families) > 1 && len(r.Families) < len(r.Kinds)
}
