package report

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// Kind is one kind of change: the changed files whose changes have the
// same shape (see package kinds).
type Kind struct {
	ID      string   `json:"id"`
	Count   int      `json:"count"`
	Changed []string `json:"changed"` // what changed, the example's path abstracted: "output:{.}.c"
	// Variants counts the exact shapes within the kind: 1 when every file
	// changed in exactly the same lines, names and numbers included.
	Variants int      `json:"exact_variants"`
	Example  string   `json:"example"` // the first file, by path
	Diff     []string `json:"diff"`    // its diff, cut as the report cuts diffs
	Files    []string `json:"files"`   // every file of the kind, by path
}

// GroupKinds gives every changed file its kind and r its kinds, largest
// first. It reads each changed file's diff whole, one file at a time:
// memory holds the shapes and one example per kind, not the diffs.
func (p *Printer) GroupKinds(ctx context.Context, r *Report) error {
	byID := map[string]*Kind{}
	exact := map[string]map[string]bool{}
	example := map[string]int{} // kind → index in r.Files of its example
	for i := range r.Files {
		f := &r.Files[i]
		if f.Status != Changed {
			continue
		}
		sections, err := p.sections(ctx, f)
		if err != nil {
			return err
		}
		ex, tol := kinds.Shape(f.Path, sections)
		f.Kind = kinds.ID(tol)
		k := byID[f.Kind]
		if k == nil {
			k = &Kind{ID: f.Kind, Example: f.Path}
			for _, what := range f.Changed {
				k.Changed = append(k.Changed, kinds.Abstract(f.Path, what))
			}
			byID[f.Kind], exact[f.Kind], example[f.Kind] = k, map[string]bool{}, i
		}
		k.Count++
		k.Files = append(k.Files, f.Path)
		exact[f.Kind][ex] = true
	}
	r.Kinds = r.Kinds[:0]
	for id, k := range byID {
		k.Variants = len(exact[id])
		diff, err := p.Diff(ctx, &r.Files[example[id]])
		if err != nil {
			return err
		}
		k.Diff = diff
		r.Kinds = append(r.Kinds, *k)
	}
	slices.SortFunc(r.Kinds, func(a, b Kind) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.ID, b.ID))
	})
	return nil
}

// kindLines is how many changed lines of a kind's example the terminal
// shows, and kindFiles how many of its files.
const (
	kindLines = 6
	kindFiles = 5
)

// printKinds writes the kinds of change, largest first, each with a few
// changed lines of its example and its first files.
func (p *Printer) printKinds(r *Report) {
	if len(r.Kinds) == 0 {
		return
	}
	fmt.Fprintf(p.W, "%s: %s, largest first ('corral accept --kind ID' accepts one)\n",
		p.paint(bold, "kinds of change"), plural(len(r.Kinds), "kind"))
	for _, k := range r.Kinds {
		variants := ""
		if k.Variants > 1 {
			variants = fmt.Sprintf(", %d exact variants", k.Variants)
		}
		fmt.Fprintf(p.W, "  %s  %s  %s%s\n", p.paint(cyan, k.ID), plural(k.Count, "file"), strings.Join(k.Changed, ", "), variants)
		shown := 0
		for _, l := range k.Diff {
			if shown == kindLines {
				break
			}
			if !diffHeader(l) && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "… ") {
				fmt.Fprintln(p.W, "    "+p.colorLine(l))
				shown++
			}
		}
		names := make([]string, 0, kindFiles)
		for _, f := range k.Files[:min(kindFiles, len(k.Files))] {
			names = append(names, Quote(f))
		}
		more := ""
		if len(k.Files) > kindFiles {
			more = fmt.Sprintf(", … and %d more", len(k.Files)-kindFiles)
		}
		fmt.Fprintf(p.W, "    files: %s%s\n", strings.Join(names, ", "), more)
	}
}
