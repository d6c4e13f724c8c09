package kinds

import (
	"cmp"
	"slices"
	"strings"
)

// Catalog collects the edits of a run's changed files, one file at a
// time, and then gives each file its kinds. It keeps each distinct line
// edit once, with its first diff lines, and per file the indices of its
// distinct line edits: memory grows with the kinds' signatures and the
// number of files, not with the size of the diffs.
type Catalog struct {
	index map[string]int // line edit (what and runs) → its index in edits
	edits []lineEdit
	alone map[string]bool // what\x00run: a run seen alone on a line
	files [][]int         // per file added, its distinct line edits
}

type lineEdit struct {
	what string
	runs []string
	file int      // the first file it was seen in
	diff []string // its diff lines there
}

// Add adds the next file's edits (from Lines); files are numbered from 0
// in the order they are added.
func (c *Catalog) Add(lines []Line) {
	if c.index == nil {
		c.index, c.alone = map[string]int{}, map[string]bool{}
	}
	file := len(c.files)
	var mine []int
	for _, l := range lines {
		key := l.What + "\x00" + strings.Join(l.Runs, "\x00")
		i, ok := c.index[key]
		if !ok {
			i = len(c.edits)
			c.index[key] = i
			c.edits = append(c.edits, lineEdit{what: l.What, runs: l.Runs, file: file, diff: l.Diff})
			if len(l.Runs) == 1 {
				c.alone[l.What+"\x00"+l.Runs[0]] = true
			}
		} else if e := &c.edits[i]; e.file == file && len(e.diff) < exampleLines {
			e.diff = append(e.diff, l.Diff...)
		}
		if !slices.Contains(mine, i) {
			mine = append(mine, i)
		}
	}
	c.files = append(c.files, mine)
}

// exampleLines is how many diff lines of its first file a line edit
// keeps, for a kind's example.
const exampleLines = 8

// Kind is one kind of change.
type Kind struct {
	ID      string
	What    string // the section: "stdout", "output:{.}.c", "exit_code"
	Edit    string // its signature, as shown: "~ bmod → $1", "- . $ …"
	Files   []int  // the files that show it, in the order added
	Example int    // the first of them
	Diff    []string
}

// whatRank orders kinds of the same size: a changed execution status or
// exit status first, then stderr (a crash's message), then the rest.
func whatRank(what string) int {
	switch what {
	case "status", "exit_code":
		return 0
	case "stderr":
		return 1
	}
	return 2
}

// Split gives the kinds, largest first (then a crash's before the rest,
// then by ID), and each file's
// kinds, as indices into the kinds returned.
//
// A line edit of several runs is one kind, except for the runs that were
// seen alone on some line: each of those is a kind of its own. So the
// four runs of one rewritten condition stay one kind, and a rename that
// shares a line with it is still the rename's kind.
func (c *Catalog) Split() (kinds []Kind, ofFile [][]int) {
	byID := map[string]int{}
	kindOf := func(what, sig string, e *lineEdit) int {
		id := ID(what, sig)
		k, ok := byID[id]
		if !ok {
			k = len(kinds)
			byID[id] = k
			kinds = append(kinds, Kind{ID: id, What: what, Edit: sig, Example: e.file, Diff: e.diff})
		} else if e.file < kinds[k].Example {
			kinds[k].Example, kinds[k].Diff = e.file, e.diff
		}
		return k
	}
	editKinds := make([][]int, len(c.edits))
	for i := range c.edits {
		e := &c.edits[i]
		var rest []string
		for _, r := range e.runs {
			if len(e.runs) > 1 && c.alone[e.what+"\x00"+r] {
				editKinds[i] = append(editKinds[i], kindOf(e.what, r, e))
			} else {
				rest = append(rest, r)
			}
		}
		if len(rest) > 0 {
			// One "~ " for the edit: "~ (→∅ · &&→? · )→∅".
			for j := 1; j < len(rest); j++ {
				rest[j] = strings.TrimPrefix(rest[j], "~ ")
			}
			editKinds[i] = append(editKinds[i], kindOf(e.what, strings.Join(rest, " · "), e))
		}
	}
	ofFile = make([][]int, len(c.files))
	for f, edits := range c.files {
		for _, e := range edits {
			for _, k := range editKinds[e] {
				if !slices.Contains(ofFile[f], k) {
					ofFile[f] = append(ofFile[f], k)
				}
			}
		}
		for _, k := range ofFile[f] {
			kinds[k].Files = append(kinds[k].Files, f)
		}
	}
	// Largest first; renumber the files' kinds to the new order.
	order := make([]int, len(kinds))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(len(kinds[b].Files), len(kinds[a].Files)), cmp.Compare(whatRank(kinds[a].What), whatRank(kinds[b].What)),
			cmp.Compare(kinds[a].ID, kinds[b].ID))
	})
	rank := make([]int, len(kinds))
	sorted := make([]Kind, len(kinds))
	for r, k := range order {
		rank[k], sorted[r] = r, kinds[k]
	}
	for f := range ofFile {
		for i, k := range ofFile[f] {
			ofFile[f][i] = rank[k]
		}
		slices.Sort(ofFile[f])
	}
	return sorted, ofFile
}

// Explained returns, for each n, how many files the first n kinds (of
// kinds sorted as Split returns them) explain fully: every kind of theirs
// is among those n. explained[len(kinds)] is the number of files.
func Explained(nKinds int, ofFile [][]int) []int {
	out := make([]int, nKinds+1)
	for _, ks := range ofFile {
		need := 0 // the file is explained from the first need kinds on
		if len(ks) > 0 {
			need = ks[len(ks)-1] + 1
		}
		out[need]++
	}
	for n := 1; n <= nKinds; n++ {
		out[n] += out[n-1]
	}
	return out
}

// Cover is the fewest kinds, largest first, that fully explain at least
// the fraction frac of the files.
func Cover(frac float64, explained []int) int {
	total := explained[len(explained)-1]
	for n, e := range explained {
		if float64(e) >= frac*float64(total) {
			return n
		}
	}
	return len(explained) - 1
}

// Shows reports whether the edits of a file (from Lines) show the kind of
// section what and signature edit (a Kind's What and Edit): a line of that
// section whose runs are the kind's, or hold it as one of them. It tells
// whether another change shows a kind found before, whatever other files
// were catalogued with it.
func Shows(lines []Line, what, edit string) bool {
	for _, l := range lines {
		if l.What != what {
			continue
		}
		if slices.Contains(l.Runs, edit) {
			return true
		}
		rest := slices.Clone(l.Runs)
		for j := 1; j < len(rest); j++ {
			rest[j] = strings.TrimPrefix(rest[j], "~ ")
		}
		if strings.Join(rest, " · ") == edit {
			return true
		}
	}
	return false
}
