package cli

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/report"
)

// decideGroup decides a group: its kinds for every file that shows them
// (a file is accepted when all its kinds are, kept when one is), or its
// files one by one (new, missing, a file's own screen).
func (r *reviewer) decideGroup(g group, what string) {
	if len(g.kinds) == 0 {
		r.decide(g.files, what)
		return
	}
	for _, k := range g.kinds {
		r.kinds[k] = what
	}
}

// decision is what was decided for f: by itself, or by its kinds.
func (r *reviewer) decision(f *report.File) string {
	if d, ok := r.decided[f.Path]; ok || len(f.Kinds) == 0 {
		return d
	}
	all := true
	for _, k := range f.Kinds {
		switch r.kinds[k] {
		case "keep":
			return "keep"
		case "":
			all = false
		}
	}
	if all {
		return "accept"
	}
	return ""
}

func (r *reviewer) decide(files []*report.File, what string) {
	for _, f := range files {
		if reviewable(f) {
			r.decided[f.Path] = what
		}
	}
}

// reviewable reports whether review decides f: a changed, new or missing
// file (one that timed out or failed is never accepted).
func reviewable(f *report.File) bool {
	return f.Status == report.Changed || f.Status == report.New || f.Status == report.Missing
}

func (r *reviewer) accepted(kind string) bool { return r.kinds[kind] == "accept" }

// offer says at once, after g's kinds were accepted, which of its files
// other kinds hold back, since a file is accepted whole; on + or y it
// accepts those files whole, their other kinds too.
func (r *reviewer) offer(g group) (step, error) {
	var open []*report.File // those not decided by themselves
	for _, f := range g.files {
		if _, ok := r.decided[f.Path]; !ok {
			open = append(open, f)
		}
	}
	held, by := report.HeldBack(open, r.accepted)
	if len(held) == 0 {
		return stepNext, nil
	}
	n, all := len(held), len(g.files)
	var which string
	switch {
	case all == 1:
		which = "its file also shows"
	case n == all:
		which = fmt.Sprintf("all %d of its files also show", all)
	default:
		which = fmt.Sprintf("%d of its %d files also %s", n, all, verb(n, "shows", "show"))
	}
	fmt.Fprintf(r.out, "\n%s %s: %s as in the baseline unless %s accepted too\n",
		which, r.holding(by, false), verb(n, "it stays", "they stay"), verb(len(by), "that kind is", "those are"))
	key, err := r.ask(fmt.Sprintf("+ or y accept %s whole, %s other kinds too; q quit; another key goes on",
		verb(n, "that file", fmt.Sprintf("those %d files", n)), verb(n, "its", "their")))
	switch {
	case err != nil:
		return stepQuit, err
	case key == '+' || key == 'y':
		r.decide(held, "accept")
	case key == 'q':
		return stepQuit, nil
	}
	return stepNext, nil
}

// holdingShown is how many kinds holding files back review names.
const holdingShown = 5

// holding names the kinds that hold files back, with how many files
// each, and with what was decided of them when state is set:
// "k3a9f01 (8 files) and k77c2d0 (4 files)".
func (r *reviewer) holding(by []report.Holding, state bool) string {
	var names []string
	for _, h := range by[:min(holdingShown, len(by))] {
		s := cmdline.Plural(h.Files, "file", "files")
		if state {
			s += map[string]string{"keep": ", rejected", "": ", not decided"}[r.kinds[h.Kind]]
		}
		names = append(names, fmt.Sprintf("%s (%s)", report.Printable([]byte(h.Kind)), s))
	}
	if len(by) > holdingShown {
		names = append(names, cmdline.Plural(len(by)-holdingShown, "more kind", "more kinds"))
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// outcome is what the decisions do to the check's files.
type outcome struct {
	accept              []string // the files accepted, by path
	rejected, undecided int
	held                []*report.File   // files of which some kinds were accepted, not all
	by                  []report.Holding // the kinds that hold them
}

func (r *reviewer) outcome(rep *report.Report) outcome {
	var o outcome
	var some []*report.File
	for i := range rep.Files {
		f := &rep.Files[i]
		if !reviewable(f) {
			continue
		}
		_, itself := r.decided[f.Path]
		switch d := r.decision(f); {
		case d == "accept":
			o.accept = append(o.accept, f.Path)
		case !itself && slices.ContainsFunc(f.Kinds, r.accepted):
			some = append(some, f)
		case d == "keep":
			o.rejected++
		default:
			o.undecided++
		}
	}
	o.held, o.by = report.HeldBack(some, r.accepted)
	return o
}

// apply says what the decisions will do: the files accepted, those kept
// as in the baseline, and those held back with the kinds that hold them;
// then it applies them, in one transaction, on y, and with the held-back
// files accepted whole on +.
func (r *reviewer) apply(ctx context.Context, st corral.Store, rep *report.Report) error {
	o := r.outcome(rep)
	fmt.Fprint(r.out, clearHome)
	kept := o.rejected + o.undecided + len(o.held)
	var why []string
	for _, c := range []struct {
		n    int
		what string
	}{{o.rejected, "rejected"}, {o.undecided, "not decided"}, {len(o.held), "held back"}} {
		if c.n > 0 {
			why = append(why, fmt.Sprintf("%d %s", c.n, c.what))
		}
	}
	keep := cmdline.Plural(kept, "file", "files") + " as in the baseline"
	if len(why) > 0 {
		keep += " (" + strings.Join(why, ", ") + ")"
	}
	if len(o.accept) == 0 && len(o.held) == 0 {
		fmt.Fprintf(r.out, "review: nothing to accept: keep %s; the baseline is unchanged\n", keep)
		return nil
	}
	fmt.Fprintf(r.out, "review: accept %s, keep %s\n", cmdline.Plural(len(o.accept), "file", "files"), keep)
	prompt := "apply (y/n)"
	if h := len(o.held); h > 0 {
		fmt.Fprintf(r.out, "review: %s held back also %s %s: a file is accepted only when all its kinds are\n",
			verb(h, "the file", fmt.Sprintf("the %d files", h)), verb(h, "shows", "show"), r.holding(o.by, true))
		them := verb(h, "the held-back file", fmt.Sprintf("the %d held-back files", h))
		prompt = fmt.Sprintf("apply (y/n; + accepts %s whole too)", them)
		if len(o.accept) == 0 {
			prompt = fmt.Sprintf("accept %s whole, %s other kinds too (+/n)", them, verb(h, "its", "their"))
		}
	}
	key, err := r.ask(prompt)
	if err != nil {
		return err
	}
	accept := o.accept
	switch {
	case key == '+' || key == 'y' && len(o.accept) == 0:
		for _, f := range o.held {
			accept = append(accept, f.Path)
		}
	case key != 'y':
		fmt.Fprintf(r.out, "review: nothing applied; the baseline is unchanged\n")
		return nil
	}
	a, err := corral.AcceptPaths(ctx, st, rep.RunID, accept)
	if err != nil {
		return err
	}
	fmt.Fprintf(r.out, "review: %s the results of check run %d, %d removed from the baseline\n",
		cmdline.Plural(len(a.Promoted), "file now takes", "files now take"), a.CheckRun, len(a.Dropped))
	sayAdopted(r.out, r.out, a)
	return nil
}
