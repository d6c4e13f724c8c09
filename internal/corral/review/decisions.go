package review

import (
	"slices"

	"github.com/corral-go/corral/internal/corral/report"
)

// What a review decides of a kind or a file.
const (
	Accept = "accept" // take the check's results
	Keep   = "keep"   // keep the baseline
)

// Decisions are what a review decided so far: kinds, and files decided by
// themselves (new and missing files, or a file opened on its own). The
// zero value decides nothing; a kind or file absent is not decided.
type Decisions struct {
	Kinds map[string]string `json:"kinds"` // kind ID → Accept or Keep
	Files map[string]string `json:"files"` // path → Accept or Keep
}

// Decision is what was decided for f: by itself, or by its kinds. A file
// is accepted whole, so by its kinds only when every kind it shows is
// accepted; it is kept when one is kept; "" when neither.
func (d *Decisions) Decision(f *report.File) string {
	if what, ok := d.Files[f.Path]; ok || len(f.Kinds) == 0 {
		return what
	}
	all := true
	for _, k := range f.Kinds {
		switch d.Kinds[k] {
		case Keep:
			return Keep
		case "":
			all = false
		}
	}
	if all {
		return Accept
	}
	return ""
}

// Accepted reports whether kind was accepted.
func (d *Decisions) Accepted(kind string) bool { return d.Kinds[kind] == Accept }

// DecideFiles decides each of files that a review decides (see
// [Reviewable]) by itself.
func (d *Decisions) DecideFiles(files []*report.File, what string) {
	if d.Files == nil {
		d.Files = map[string]string{}
	}
	for _, f := range files {
		if Reviewable(f) {
			d.Files[f.Path] = what
		}
	}
}

// DecideKinds decides kinds, for every file that shows them.
func (d *Decisions) DecideKinds(kinds []string, what string) {
	if d.Kinds == nil {
		d.Kinds = map[string]string{}
	}
	for _, k := range kinds {
		d.Kinds[k] = what
	}
}

// Merge makes change's decisions over d's: Accept or Keep decides a kind
// or a file, "" leaves it undecided. It reports whether d changed.
func (d *Decisions) Merge(change Decisions) bool {
	changed := false
	merge := func(m *map[string]string, of map[string]string) {
		if *m == nil {
			*m = map[string]string{}
		}
		for k, what := range of {
			if (*m)[k] == what { // "" for a key absent: none is kept
				continue
			}
			changed = true
			if what == "" {
				delete(*m, k)
			} else {
				(*m)[k] = what
			}
		}
	}
	merge(&d.Kinds, change.Kinds)
	merge(&d.Files, change.Files)
	return changed
}

// Reviewable reports whether a review decides f: a changed, new or
// missing file (one that timed out or failed is never accepted).
func Reviewable(f *report.File) bool {
	return f.Status == report.Changed || f.Status == report.New || f.Status == report.Missing
}

// Outcome is what decisions do to a check's files.
type Outcome struct {
	Accept []string // the files accepted, by path
	// Rejected and Undecided are the files kept as in the baseline, by
	// why: a kind of theirs or they were kept, or nothing was decided.
	Rejected, Undecided []string
	// Held are the files of which some kinds were accepted, not all:
	// they stay as in the baseline; By are the kinds that hold them.
	Held []*report.File
	By   []report.Holding
}

// Outcome is what d does to rep's files.
func (d *Decisions) Outcome(rep *report.Report) Outcome {
	var o Outcome
	var some []*report.File
	for i := range rep.Files {
		f := &rep.Files[i]
		if !Reviewable(f) {
			continue
		}
		_, itself := d.Files[f.Path]
		switch what := d.Decision(f); {
		case what == Accept:
			o.Accept = append(o.Accept, f.Path)
		case !itself && slices.ContainsFunc(f.Kinds, d.Accepted):
			some = append(some, f)
		case what == Keep:
			o.Rejected = append(o.Rejected, f.Path)
		default:
			o.Undecided = append(o.Undecided, f.Path)
		}
	}
	o.Held, o.By = report.HeldBack(some, d.Accepted)
	return o
}
