package report

import (
	"context"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// Kind is one kind of change: one edit (see package kinds) and the
// changed files that show it. A file may show several kinds.
type Kind struct {
	ID      string   `json:"id"`
	Count   int      `json:"count"`
	Changed []string `json:"changed"` // where: "stdout", "output:{.}.c", the example's path abstracted
	Edit    string   `json:"edit"`    // the edit, abstracted: "~ bmod → $1", "- . $ …", "! exit status 0 → 1"
	Example string   `json:"example"` // the first file, by path
	Diff    []string `json:"diff"`    // the example's lines that show the edit
	Files   []string `json:"files"`   // every file of the kind, by path
	// Explains counts the files that this kind and the larger ones
	// before it explain fully: every kind of theirs is among them.
	Explains int `json:"explains"`
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
	lines := make([][]kinds.Line, batch)
	for start := 0; start < len(changed); start += batch {
		n := min(batch, len(changed)-start)
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(workers)
		for j := range n {
			f := &r.Files[changed[start+j]]
			if c, ok := p.cache[f.Path]; ok && c.lines == 0 {
				secs[j], lines[j] = c.secs, kinds.Lines(f.Path, c.secs)
				continue
			}
			g.Go(func() error {
				s, err := p.readSections(gctx, f)
				if err != nil {
					return err
				}
				secs[j], lines[j] = s, kinds.Lines(f.Path, s)
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
	ks, ofFile := cat.Split()
	explained := kinds.Explained(len(ks), ofFile)
	r.Kinds = r.Kinds[:0]
	for n, k := range ks {
		rk := Kind{ID: k.ID, Count: len(k.Files), Changed: []string{k.What}, Edit: k.Edit,
			Example: r.Files[changed[k.Example]].Path, Explains: explained[n+1]}
		for _, l := range k.Diff {
			rk.Diff = append(rk.Diff, cutLine(l))
		}
		for _, f := range k.Files {
			rk.Files = append(rk.Files, r.Files[changed[f]].Path)
		}
		r.Kinds = append(r.Kinds, rk)
	}
	for j, i := range changed {
		r.Files[i].Kinds = r.Files[i].Kinds[:0]
		for _, k := range ofFile[j] {
			r.Files[i].Kinds = append(r.Files[i].Kinds, ks[k].ID)
		}
	}
	return nil
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
