package report

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// Kind is one kind of change: the shapes of edit (see package kinds) that
// occur in the same changed files, and those files. A file may show
// several kinds.
type Kind struct {
	ID      string   `json:"id"`
	Count   int      `json:"count"`
	Changed []string `json:"changed"` // where: "stdout", "output:{.}.c", the example's path abstracted
	Edit    string   `json:"edit"`    // its leading shape: "~ bmod → $1", "+ endbr64", "! exit status 0 → 1"
	// Shapes are every shape of edit in the kind, the leading one first.
	Shapes  []kinds.Shape `json:"shapes"`
	Family  string        `json:"family"`  // the ID of its family
	Example string        `json:"example"` // the file of its example, by path
	Diff    []string      `json:"diff"`    // the example's lines that show the leading shape
	// Pair is one real line before and after from the example, with
	// where it stands: what the abstract shape stands for.
	Pair  *Pair    `json:"pair,omitempty"`
	Files []string `json:"files"` // every file of the kind, by path
	// Explains counts the files that this kind and the larger ones
	// before it explain fully: every kind of theirs is among them.
	Explains int `json:"explains"`
}

// Pair is a line of the example before and after a change, and their
// line numbers in the old and the new text (0 and "" for a side that has
// no line: an insertion or a deletion).
type Pair struct {
	Old     string `json:"old"`
	New     string `json:"new"`
	OldLine int    `json:"old_line"`
	NewLine int    `json:"new_line"`
}

// Family is a group of kinds that change the same thing: a mnemonic's
// stem, a directive, a keyword, a class of operand (see package kinds).
type Family struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Count    int      `json:"count"`
	Kinds    []string `json:"kinds"` // its kinds' IDs, largest first
	Files    []string `json:"files"`
	Explains int      `json:"explains"` // as a kind's, for the families
}

// GroupKinds gives every changed file its kinds and r its kinds, largest
// first. It reads each changed file's diff whole, one file at a time:
// memory holds the edits' signatures and an example of each, not the
// diffs.
func (p *Printer) GroupKinds(ctx context.Context, r *Report) error {
	var cat kinds.Catalog
	var changed []int // index in r.Files of each file added
	for i := range r.Files {
		if r.Files[i].Status == Changed {
			changed = append(changed, i)
		}
	}
	// The files are read, diffed and cut into edits by GOMAXPROCS
	// goroutines, a batch at a time, and added to the catalog in order:
	// memory holds one batch's diffs, and the kinds do not depend on the
	// order the work finished in.
	workers := runtime.GOMAXPROCS(0)
	batch := 16 * workers
	secs := make([][]kinds.Section, batch)
	lines := make([][]kinds.Edit, batch)
	for start := 0; start < len(changed); start += batch {
		n := min(batch, len(changed)-start)
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(workers)
		for j := range n {
			f := &r.Files[changed[start+j]]
			if c, ok := p.cache[f.Path]; ok && c.lines == 0 {
				secs[j], lines[j] = c.secs, kinds.Edits(f.Path, c.secs)
				continue
			}
			g.Go(func() error {
				s, err := p.readSections(gctx, f)
				if err != nil {
					return err
				}
				secs[j], lines[j] = s, kinds.Edits(f.Path, s)
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		for j := range n {
			p.keep(r.Files[changed[start+j]].Path, secs[j])
			cat.Add(lines[j])
			secs[j], lines[j] = nil, nil
		}
	}
	r.setKinds(cat.Split(), changed)
	return nil
}

// setKinds puts a grouping of the changed files (r.Files[changed[i]] is
// its file i) in the report: its kinds, families and each file's kinds.
func (r *Report) setKinds(g kinds.Grouping, changed []int) {
	explained := kinds.Explained(len(g.Kinds), g.OfFile)
	r.Kinds = r.Kinds[:0]
	for n, k := range g.Kinds {
		rk := Kind{ID: k.ID, Count: len(k.Files), Edit: k.Edit, Shapes: k.Shapes,
			Example: r.Files[changed[k.Example]].Path, Explains: explained[n+1], Family: g.Families[g.FamilyOf[n]].ID}
		for _, s := range k.Shapes {
			if !slices.Contains(rk.Changed, s.What) {
				rk.Changed = append(rk.Changed, s.What)
			}
		}
		for _, l := range k.Diff {
			rk.Diff = append(rk.Diff, cutLine(l))
		}
		rk.Pair = pairOf(k)
		for _, f := range k.Files {
			rk.Files = append(rk.Files, r.Files[changed[f]].Path)
		}
		r.Kinds = append(r.Kinds, rk)
	}
	fexplained := kinds.Explained(len(g.Families), g.FamiliesOfFiles())
	r.Families = r.Families[:0]
	for n, f := range g.Families {
		rf := Family{ID: f.ID, Name: f.Name, Count: len(f.Files), Explains: fexplained[n+1]}
		for _, k := range f.Kinds {
			rf.Kinds = append(rf.Kinds, g.Kinds[k].ID)
		}
		for _, i := range f.Files {
			rf.Files = append(rf.Files, r.Files[changed[i]].Path)
		}
		r.Families = append(r.Families, rf)
	}
	for j, i := range changed {
		r.Files[i].Kinds = r.Files[i].Kinds[:0]
		for _, k := range g.OfFile[j] {
			r.Files[i].Kinds = append(r.Files[i].Kinds, g.Kinds[k].ID)
		}
	}
}

// pairOf is a kind's example as one line before and one after: the first
// removed and the first added line of its diff.
func pairOf(k kinds.Kind) *Pair {
	p := &Pair{OldLine: k.OldLine, NewLine: k.NewLine}
	for _, l := range k.Diff {
		switch {
		case strings.HasPrefix(l, "-") && p.Old == "" && p.OldLine != 0:
			p.Old = l[1:]
		case strings.HasPrefix(l, "+") && p.New == "" && p.NewLine != 0:
			p.New = l[1:]
		}
	}
	if p.Old == "" && p.New == "" {
		return nil
	}
	return p
}

// FileKinds returns the kinds of the changed file at path.
func (r *Report) FileKinds(path string) []string {
	for _, f := range r.Files {
		if f.Path == path {
			return f.Kinds
		}
	}
	return nil
}

// KindsToExplain is the fewest kinds, largest first, that explain at
// least the fraction frac of the changed files fully.
func (r *Report) KindsToExplain(frac float64) int {
	total := 0
	if len(r.Kinds) > 0 {
		total = r.Kinds[len(r.Kinds)-1].Explains
	}
	for n, k := range r.Kinds {
		if float64(k.Explains) >= frac*float64(total) {
			return n + 1
		}
	}
	return len(r.Kinds)
}

// kindLines is how many changed lines of a kind's example the terminal
// shows, kindFiles how many of its files, and kindsShown how many kinds.
const (
	kindLines  = 6
	kindFiles  = 5
	kindsShown = 20
)

// printKinds writes the kinds of change, largest first, each with a few
// changed lines of its example and its first files, and how many files
// they explain.
func (p *Printer) printKinds(r *Report) {
	if len(r.Kinds) == 0 {
		return
	}
	total := r.Kinds[len(r.Kinds)-1].Explains
	fmt.Fprintf(p.W, "%s: %s in %s, largest first; a file shows every kind of its edits ('corral accept --kind ID' accepts the files all of whose edits are of the kinds given)\n",
		p.paint(bold, "kinds of change"), plural(len(r.Kinds), "kind"), plural(total, "changed file"))
	for n, k := range r.Kinds {
		if n == kindsShown {
			fmt.Fprintf(p.W, "  … and %s more (all in --json and --html)\n", plural(len(r.Kinds)-n, "kind"))
			break
		}
		fmt.Fprintf(p.W, "  %s  %s  %s  %s\n", p.paint(cyan, k.ID), plural(k.Count, "file"), strings.Join(k.Changed, ", "), Printable([]byte(k.Edit)))
		shown := 0
		for _, l := range k.Diff {
			if shown == kindLines {
				break
			}
			fmt.Fprintln(p.W, "    "+p.colorLine(l))
			shown++
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
	shown := min(kindsShown, len(r.Kinds))
	need := r.KindsToExplain(0.95)
	fmt.Fprintf(p.W, "  the %s shown %s %d of %s fully; the first %s %s 95 %%\n",
		plural(shown, "kind"), verb(shown, "explains", "explain"), r.Kinds[shown-1].Explains, plural(total, "changed file"),
		plural(need, "kind"), verb(need, "explains", "explain"))
}

func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
