package report

import (
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/words"
)

// Cause is a compiler of a bisect that made kinds of the check first:
// its kinds, grouped under it beside the check's own grouping by what
// they change (see Report.Causes).
type Cause struct {
	// Compiler names it as the bisect did: a --cmd template, a commit, or
	// an option of a ladder ("+ -fno-inline"); N is its place in the
	// bisect's list, from 1.
	Compiler string `json:"compiler"`
	N        int    `json:"n"`
	Of       int    `json:"of"`
	// Kinds are the check's kinds it made first, largest first (a kind
	// the bisect split off one of the check's is named for the check's,
	// which may then stand under two causes), and Files their files.
	Kinds []string `json:"kinds"`
	Files int      `json:"files"`
	// Confirmed, for an option of a ladder: whether the baseline's
	// command with that option alone shows its kinds (all of them);
	// absent when it was not tried.
	Confirmed *bool `json:"confirmed,omitempty"`
	// Hidden: an option of a ladder that changes the output though no
	// kind of the check is first shown by it (its edits are in the
	// kinds as another's side effects or facets); Kinds is then empty
	// and Files counts the files the bisect ran that it changed.
	Hidden bool `json:"hidden,omitempty"`
}

// Causes are the causes a bisect of the check found, with the run that
// stored it (see Report.Causes).
type Causes struct {
	Bisect string  `json:"bisect"` // what it bisected over: "3 compilers", "a ladder of 46 options"
	List   []Cause `json:"list"`
}

// printCauses writes the causes a bisect found, when there are some.
func (p *Printer) printCauses(r *Report) {
	if r.Causes == nil || len(r.Causes.List) == 0 {
		return
	}
	fmt.Fprintf(p.W, "%s, by the bisect over %s (corral bisect):\n", p.paint(bold, "causes"), r.Causes.Bisect)
	for _, c := range r.Causes.List {
		if c.Hidden {
			fmt.Fprintf(p.W, "  %s: no kind of its own, changes %s the bisect ran (%s): its edits are among the kinds' side effects; 'corral triage' reduces it\n",
				Printable([]byte(c.Compiler)), words.Plural(c.Files, "file", "files"), c.Where())
			continue
		}
		fmt.Fprintf(p.W, "  %s: %s, %s (%s): %s\n", Printable([]byte(c.Compiler)),
			words.Plural(len(c.Kinds), "kind", "kinds"), words.Plural(c.Files, "file", "files"), c.Where(), strings.Join(c.Kinds, ", "))
	}
}

// Where says where in the bisect's list the cause stands and whether its
// option alone was shown to make its kinds: "compiler 2 of 3, confirmed
// alone".
func (c Cause) Where() string {
	s := fmt.Sprintf("compiler %d of %d", c.N, c.Of)
	if c.Confirmed != nil {
		s += map[bool]string{true: ", confirmed alone", false: ", not alone"}[*c.Confirmed]
	}
	return s
}
