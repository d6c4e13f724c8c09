package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/review"
	"github.com/corral-go/corral/internal/words"
)

// decideGroup decides a group: its kinds for every file that shows them
// (a file is accepted when all its kinds are, kept when one is), or its
// files one by one (new, missing, a file's own screen).
func (r *reviewer) decideGroup(g group, what string) {
	if len(g.kinds) == 0 {
		r.DecideFiles(g.files, what)
		return
	}
	r.DecideKinds(g.kinds, what)
}

// offer says at once, after g's kinds were accepted, which of its files
// other kinds hold back, since a file is accepted whole; on + or y it
// accepts those files whole, their other kinds too.
func (r *reviewer) offer(g group) (step, error) {
	var open []*report.File // those not decided by themselves
	for _, f := range g.files {
		if _, ok := r.Files[f.Path]; !ok {
			open = append(open, f)
		}
	}
	held, by := report.HeldBack(open, r.Accepted)
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
		r.DecideFiles(held, review.Accept)
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
		s := words.Plural(h.Files, "file", "files")
		if state {
			s += map[string]string{review.Keep: ", rejected", "": ", not decided"}[r.Kinds[h.Kind]]
		}
		names = append(names, fmt.Sprintf("%s (%s)", report.Printable([]byte(h.Kind)), s))
	}
	if len(by) > holdingShown {
		names = append(names, words.Plural(len(by)-holdingShown, "more kind", "more kinds"))
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

// apply says what the decisions will do: the files accepted, those kept
// as in the baseline, and those held back with the kinds that hold them;
// then it applies them, in one transaction, on y, and with the held-back
// files accepted whole on +.
func (r *reviewer) apply(ctx context.Context, st corral.Store, rep *report.Report) error {
	o := r.Outcome(rep)
	fmt.Fprint(r.out, clearHome)
	kept := len(o.Rejected) + len(o.Undecided) + len(o.Held)
	var why []string
	for _, c := range []struct {
		n    int
		what string
	}{{len(o.Rejected), "rejected"}, {len(o.Undecided), "not decided"}, {len(o.Held), "held back"}} {
		if c.n > 0 {
			why = append(why, fmt.Sprintf("%d %s", c.n, c.what))
		}
	}
	keep := words.Plural(kept, "file", "files") + " as in the baseline"
	if len(why) > 0 {
		keep += " (" + strings.Join(why, ", ") + ")"
	}
	if len(o.Accept) == 0 && len(o.Held) == 0 {
		fmt.Fprintf(r.out, "review: nothing to accept: keep %s; the baseline is unchanged\n", keep)
		return nil
	}
	fmt.Fprintf(r.out, "review: accept %s, keep %s\n", words.Plural(len(o.Accept), "file", "files"), keep)
	prompt := "apply (y/n)"
	if h := len(o.Held); h > 0 {
		fmt.Fprintf(r.out, "review: %s held back also %s %s: a file is accepted only when all its kinds are\n",
			verb(h, "the file", fmt.Sprintf("the %d files", h)), verb(h, "shows", "show"), r.holding(o.By, true))
		them := verb(h, "the held-back file", fmt.Sprintf("the %d held-back files", h))
		prompt = fmt.Sprintf("apply (y/n; + accepts %s whole too)", them)
		if len(o.Accept) == 0 {
			prompt = fmt.Sprintf("accept %s whole, %s other kinds too (+/n)", them, verb(h, "its", "their"))
		}
	}
	key, err := r.ask(prompt)
	if err != nil {
		return err
	}
	take := o.Accept
	switch {
	case key == '+' || key == 'y' && len(o.Accept) == 0:
		for _, f := range o.Held {
			take = append(take, f.Path)
		}
	case key != 'y':
		fmt.Fprintf(r.out, "review: nothing applied; the baseline is unchanged\n")
		return nil
	}
	a, err := accept.Paths(ctx, st, rep.RunID, take)
	if err != nil {
		return err
	}
	fmt.Fprintf(r.out, "review: %s the results of check run %d, %d removed from the baseline\n",
		words.Plural(len(a.Promoted), "file now takes", "files now take"), a.CheckRun, len(a.Dropped))
	sayAdopted(r.out, r.out, a)
	return nil
}
