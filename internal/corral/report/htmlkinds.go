package report

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// htmlKindsBudget bounds the kinds' part of the page: their entries, the
// filter's options and their examples' entries without the diffs (which
// have a quarter of their own, see writeByDecision). The largest kinds
// that fit in it are listed; the others are counted, with where to see
// them: 100,000 kinds of one file each made a page of 80 MB.
const htmlKindsBudget = HTMLCap / 4

// setKinds puts the report's largest kinds on the page, as many as
// htmlKindsBudget holds: each with its example's changed lines, where its
// pair stands and its first shapes; kinds of one file folded; by family
// where families group some kinds. Each is measured as the page will
// show it.
func (page *htmlHead) setKinds(r *Report) error {
	changed := map[string]*File{}
	for i := range r.Files {
		if f := &r.Files[i]; f.Status == Changed {
			changed[f.Path] = f
		}
	}
	// The examples of the kinds the page may list that a streamed report
	// left out of Files, read again: each listed kind's example shows
	// its diff. A kind's entry takes more than 256 bytes of the budget.
	want := map[string]bool{}
	for _, k := range r.Kinds[:min(len(r.Kinds), htmlKindsBudget/256)] {
		if changed[k.Example] == nil {
			want[k.Example] = true
		}
	}
	extra, err := r.cutExamples(want)
	if err != nil {
		return err
	}
	for _, f := range extra {
		changed[f.Path] = f
	}
	page.cutExamples = extra
	page.examples = map[string]int{}
	var b bytes.Buffer
	used := 0
	for n, k := range r.Kinds {
		hk := newHTMLKind(k)
		b.Reset()
		if err := htmlPage.ExecuteTemplate(&b, "kind", hk); err != nil {
			return fmt.Errorf("write HTML: %w", err)
		}
		cost := b.Len() + 2*len(k.ID) + 32 // its entry and its option
		example := 0
		if f := changed[k.Example]; f != nil && page.examples[k.Example] == 0 {
			b.Reset()
			if err := htmlPage.ExecuteTemplate(&b, "file", newHTMLFile(f)); err != nil {
				return fmt.Errorf("write HTML: %w", err)
			}
			example = b.Len()
		}
		if used+cost+example > htmlKindsBudget {
			page.KindsLeft = len(r.Kinds) - n
			break
		}
		used += cost + example
		if example > 0 {
			page.examples[k.Example] = example
		}
		page.Listed = r.Kinds[:n+1]
		if k.Count == 1 {
			page.Single = append(page.Single, hk)
		} else {
			page.Kinds = append(page.Kinds, hk)
		}
	}
	page.setFamilies(r)
	return nil
}

// setFamilies heads the listed kinds with their families, where families
// group some kinds; a family none of whose kinds is listed is left out.
func (page *htmlHead) setFamilies(r *Report) {
	if !r.FamiliesGroupKinds() {
		return
	}
	of := map[string]int{}
	var fs []htmlFamily
	for i, f := range r.Families {
		of[f.ID] = i
		fs = append(fs, htmlFamily{Family: f,
			Head: fmt.Sprintf("family %s · %s · %s", f.Name, plural(len(f.Kinds), "kind"), plural(f.Count, "file"))})
	}
	for _, hk := range page.Kinds {
		f := &fs[of[hk.Family]]
		f.Kinds = append(f.Kinds, hk)
	}
	for _, hk := range page.Single {
		f := &fs[of[hk.Family]]
		f.Single = append(f.Single, hk)
	}
	for _, f := range fs {
		if len(f.Kinds)+len(f.Single) > 0 {
			page.Families = append(page.Families, f)
		}
	}
}

// newHTMLKind is a kind as the page shows it.
func newHTMLKind(k Kind) htmlKind {
	var changed []string
	for _, l := range k.Diff {
		if c := lineClass(l); (c == "add" || c == "del") && len(changed) < 12 {
			changed = append(changed, cutLine(l)) // an example: the files' diffs below are whole
		}
	}
	if len(changed) == 0 {
		// A kind of no changed line, such as an exit status: its lines
		// say what it is ("exit status 0 → 3").
		changed = k.Diff[:min(len(k.Diff), 12)]
	}
	hk := htmlKind{Kind: k, Changed: strings.Join(k.Changed, ", "), Anchor: anchor(k.Example), Diff: strings.Join(changed, "\n")}
	if pr := k.Pair; pr != nil {
		hk.Where = pairLines(pr)
	}
	if len(k.Shapes) > 1 {
		hk.ShownShapes = htmlShapes(k.Shapes[:min(len(k.Shapes), htmlShapesShown)])
		hk.MoreShapes = len(k.Shapes) - len(hk.ShownShapes)
		if hk.MoreShapes == 0 {
			hk.MoreShapes = -1 // the list is whole; the template shows it all the same
		}
	}
	return hk
}

type htmlKind struct {
	Kind
	Changed string
	Anchor  string
	Diff    string // the example's changed lines, as plain text the page renders like a file's diff
	Where   string // where the example's pair stands: "line 12 → 14"
	// ShownShapes are its first shapes, when it has several; MoreShapes
	// counts the others (-1: none, the list is whole).
	ShownShapes []htmlShape
	MoreShapes  int
}

// htmlShapesShown is how many shapes of a kind the page lists.
const htmlShapesShown = 12

type htmlShape struct {
	kinds.Shape
	Changed string
}

func htmlShapes(ss []kinds.Shape) []htmlShape {
	out := make([]htmlShape, len(ss))
	for i, s := range ss {
		out[i] = htmlShape{Shape: s, Changed: s.What}
	}
	return out
}

// htmlFamily is a family and its listed kinds, as the page shows them.
type htmlFamily struct {
	Family
	Head          string // "family mov · 3 kinds · 12 files"
	Kinds, Single []htmlKind
}
