package bisect

import (
	"cmp"
	"context"
	"slices"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/report"
)

// hiddenProbes bounds the files run to tell whether a step of a ladder
// that no kind is first shown by changes anything.
const hiddenProbes = 16

// MaxHiddenSteps bounds the steps hidden runs: a ladder of a level's
// options (gcc -O1 → -O2 is 45) leaves most of them without a kind, and
// running each would cost a run of hiddenProbes files a step, several
// times what placing the kinds took (docs/corral.md); past it, none is
// run, and the bisect says so.
const MaxHiddenSteps = 8

// hiddenFiles is the files run for hidden: the kinds' probed files (run
// at the steps the search asked for already), then the smallest of the
// kinds' other files, by what the check left of them (a small file is
// quick to run, and the best start for a reduction), hiddenProbes in
// all.
func (b *bisector) hiddenFiles(ks []KindFound) []string {
	var files, rest []string
	seen := map[string]bool{}
	for _, k := range ks {
		for _, f := range k.Probed {
			if !seen[f] && len(files) < hiddenProbes/2 {
				seen[f] = true
				files = append(files, f)
			}
		}
	}
	for _, k := range ks {
		for f := range k.Files.All() {
			if !seen[f] {
				seen[f] = true
				rest = append(rest, f)
			}
		}
	}
	size := map[string]int64{}
	for i := range b.lc.Report.Files {
		if f := &b.lc.Report.Files[i]; seen[f.Path] {
			size[f.Path] = f.Bytes()
		}
	}
	slices.SortStableFunc(rest, func(x, y string) int { return cmp.Compare(size[x], size[y]) })
	return append(files, rest[:min(len(rest), hiddenProbes-len(files))]...)
}

// hidden finds the steps of a ladder that change what the compiler makes
// although no kind of the check is first shown by them: a cause whose
// edits the check's kinds hold as side effects or facets of another's
// (clang's -fno-unroll-loops beside -fno-inline rewrites loops that
// inlining rewrote too: "code rewritten" either way). For each such
// step, it runs hiddenFiles under the step and the one before it where
// they were not run, and a step that leaves any of them otherwise than
// the one before is a cause, with a kind of its own: the edits between
// the two steps' outputs, in the files it changed. Only a ladder's
// steps of one option are looked at, MaxHiddenSteps at most: the rest
// of a level brings many causes, and a counter's steps are thousands,
// most of which change nothing.
func (b *bisector) hidden(ctx context.Context, l *Ladder, ks []KindFound) ([]KindFound, error) {
	made := map[int]bool{}
	for _, k := range ks {
		made[k.First] = true
	}
	var steps []int
	for i := 1; i < len(l.Cmds); i++ {
		if !made[i] && l.Alone[i] != "" {
			steps = append(steps, i)
		}
	}
	if len(steps) > MaxHiddenSteps {
		b.out.HiddenSkipped = len(steps)
		return nil, nil
	}
	if len(steps) == 0 {
		return nil, nil
	}
	files := b.hiddenFiles(ks)
	var out []KindFound
	for _, i := range steps {
		for _, j := range []int{i - 1, i} {
			var missing []string
			for _, f := range files {
				if _, ok := b.edits[j][f]; !ok {
					missing = append(missing, f)
				}
			}
			if len(missing) > 0 {
				if err := b.probe(ctx, j, []*KindFound{{Probed: missing}}); err != nil {
					return nil, err
				}
			}
		}
		k, ok, err := b.stepKind(ctx, i, files)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, k)
		}
	}
	return out, nil
}

// stepKind is the kind step i brings to files: the edits between its
// output and the one before's, in the files whose output it changed;
// false when it changed none of them (or a run of either failed on it).
func (b *bisector) stepKind(ctx context.Context, i int, files []string) (KindFound, bool, error) {
	var changed []string
	var edits [][]kinds.Edit
	for _, p := range files {
		before, now := b.files[i-1][p], b.files[i][p]
		if b.failed[i-1][p] || b.failed[i][p] || before == nil || now == nil {
			continue
		}
		// Compared as a check compares a result with the baseline's.
		f, ok := report.Between(before, now)
		if !ok || f.Status != report.Changed {
			continue
		}
		es, err := b.diffs.Edits(ctx, &f)
		if err != nil {
			return KindFound{}, false, err
		}
		if len(es) > 0 {
			changed, edits = append(changed, p), append(edits, es)
		}
	}
	if len(changed) == 0 {
		return KindFound{}, false, nil
	}
	shapes := kinds.ShapesOf(slices.Concat(edits...))
	for j := range shapes {
		for _, es := range edits {
			if kinds.Shows(es, shapes[j:j+1]) {
				shapes[j].Files++
			}
		}
	}
	example := changed[0]
	for _, p := range changed {
		if fileOf(b.lc.Report, p).Bytes() < fileOf(b.lc.Report, example).Bytes() {
			example = p
		}
	}
	k := report.Kind{ID: kinds.ID("step", b.opts.Names[i]), Count: len(changed), Edit: shapes[0].Sig, Shapes: shapes,
		Example: example, Files: report.PathsOf(changed...)}
	for _, s := range shapes {
		if !slices.Contains(k.Changed, s.What) {
			k.Changed = append(k.Changed, s.What)
		}
	}
	return KindFound{Kind: k, First: i, LastWithout: i - 1, Probed: files, Hidden: true}, true, nil
}
