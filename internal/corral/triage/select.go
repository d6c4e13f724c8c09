package triage

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sort"

	"github.com/corral-go/corral/internal/corral/bisect"
)

// groups cuts the kinds into the reports' groups, largest first, at most
// opts.Top of them: each kind alone, or with opts.Families the kinds of a
// family that the same compilers made (a family two compilers made is two
// bugs). A group's kinds are largest first.
func (tr *triager) groups(found []bisect.KindFound, oneCause []bool) [][]bisect.KindFound {
	var out [][]bisect.KindFound
	at := map[string]int{}
	for _, k := range found {
		key := fmt.Sprint(k.Family, "\x00", k.First, "\x00", k.LastWithout)
		if i, ok := at[key]; ok && tr.opts.Families && k.Family != "" {
			out[i] = append(out[i], k)
			continue
		}
		if i := sameCause(out, k, oneCause); i >= 0 {
			out[i] = append(out[i], k)
			continue
		}
		at[key] = len(out)
		out = append(out, []bisect.KindFound{k})
	}
	for _, g := range out {
		slices.SortStableFunc(g, func(a, b bisect.KindFound) int { return cmp.Compare(b.Count, a.Count) })
	}
	sort.SliceStable(out, func(a, b int) bool { return groupFiles(out[a]) > groupFiles(out[b]) })
	if tr.opts.Top > 0 && len(out) > tr.opts.Top {
		out = out[:tr.opts.Top]
	}
	return out
}

// sameCause is the group of out whose kinds the same compiler made first
// (after the same one without them) as k, when that compiler brings one
// cause (an option of a ladder, a step of a counter: see
// bisect.Bisected.OneCause): one cause's facets, one report, whether or
// not they share files (-fno-inline adds functions in some files and
// calls in others); -1 when there is none. A version or a commit may
// bring many changes, and a kind no compiler of the list placed has no
// cause to share.
func sameCause(out [][]bisect.KindFound, k bisect.KindFound, oneCause []bool) int {
	if k.First < 0 || k.LastWithout < 0 || k.First >= len(oneCause) || !oneCause[k.First] {
		return -1
	}
	for i, g := range out {
		if g[0].First == k.First && g[0].LastWithout == k.LastWithout {
			return i
		}
	}
	return -1
}

// groupFiles counts a group's files: a kind's count, or the files of any
// of its kinds.
func groupFiles(g []bisect.KindFound) int {
	if len(g) == 1 {
		return g[0].Count
	}
	return len(unionFiles(g))
}

// unionFiles is the files of any kind of g, by path.
func unionFiles(g []bisect.KindFound) []string {
	seen := map[string]bool{}
	var out []string
	for _, k := range g {
		for f := range k.Files.All() {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	slices.Sort(out)
	return out
}

// newReport is the report of group g, pending: what the kind is, its
// files and example. families names the families by ID.
func newReport(g []bisect.KindFound, families map[string]string) Report {
	k := g[0]
	r := Report{ID: k.ID, Edit: k.Edit, Changed: k.Changed, Family: families[k.Family], Count: k.Count,
		Files: k.Files.Strings(), Example: k.Example, State: Pending, kind: k.Kind, Repro: []string{}, Diff: []string{}}
	for i, o := range g {
		r.Kinds = append(r.Kinds, o.ID)
		if i > 0 {
			r.Facets = append(r.Facets, Facet{ID: o.ID, Edit: o.Edit, Count: o.Count})
		}
	}
	if len(g) > 1 {
		r.Files = unionFiles(g)
		r.Count = len(r.Files)
	}
	return r
}

// fromBisect makes the reports of the bisect's largest kinds, each with
// the compilers it is reduced between and its reproduction.
func (tr *triager) fromBisect(ctx context.Context, b *bisect.Bisected) error {
	t := tr.t
	t.CheckRun, t.Compilers, t.Bisected, t.Kinds = b.CheckRun, tr.listed(), true, len(b.Kinds)
	for _, g := range tr.groups(b.Kinds, b.OneCause) {
		r := newReport(g, b.Families)
		if err := tr.pair(ctx, &r, g[0]); err != nil {
			return err
		}
		t.Reports = append(t.Reports, r)
	}
	// A cause no kind of the check stands for (an option whose edits
	// the kinds hold as another's side effects): a report of its own,
	// reduced on what its step changes.
	for _, h := range b.Hidden {
		if tr.opts.Top > 0 && len(t.Reports) >= tr.opts.Top {
			t.HiddenLeft++
			continue
		}
		r := newReport([]bisect.KindFound{h}, b.Families)
		if err := tr.pair(ctx, &r, h); err != nil {
			return err
		}
		r.Hidden = true
		t.Reports = append(t.Reports, r)
	}
	return nil
}

// pair sets where the bisect found k, and the compilers r is reduced
// between: the last without k and the first with it when the list holds
// both; else the baseline's and the last check's, which reduce takes
// when it is given none (their commands are filled in from its result).
func (tr *triager) pair(ctx context.Context, r *Report, k bisect.KindFound) error {
	names := tr.listed()
	if k.First >= 0 {
		r.First = &names[k.First]
	}
	if k.LastWithout >= 0 {
		r.LastWithout = &names[k.LastWithout]
	}
	if r.First == nil || r.LastWithout == nil {
		r.Old, r.New = Compiler{Name: "the baseline's compiler"}, Compiler{Name: "the last check's compiler"}
		r.Note = "no compiler of the list shows it (in the files the bisect probed): reduced between the baseline's compiler and the last check's"
		if r.First != nil {
			r.Note = "the first compiler of the list shows it already: reduced between the baseline's compiler and the last check's"
		}
		return nil
	}
	r.Old, r.New = *r.LastWithout, *r.First
	var err error
	if r.Old.Cmd, err = tr.cmdOf(ctx, k.LastWithout); err != nil {
		return err
	}
	r.New.Cmd, err = tr.cmdOf(ctx, k.First)
	return err
}

// cmdOf is the --cmd template of compiler i of the list (built already,
// for a commit the bisect probed).
func (tr *triager) cmdOf(ctx context.Context, i int) (string, error) {
	if tr.opts.Bisect.Compiler != nil {
		return tr.opts.Bisect.Compiler(ctx, i)
	}
	return tr.opts.Bisect.Compilers[i], nil
}
