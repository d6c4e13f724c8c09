package bisect

import (
	"context"
	"slices"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/report"
)

// hiddenProbes bounds the files run to tell whether a step of a ladder
// that no kind is first shown by changes anything.
const hiddenProbes = 8

// hidden finds the steps of a ladder that change what the compiler makes
// although no kind of the check is first shown by them: a cause whose
// edits the check's kinds hold as side effects or facets of another's
// (clang's -fno-unroll-loops beside -fno-inline rewrites loops that
// inlining rewrote too: "code rewritten" either way). For each such
// step, it runs the kinds' probed files (hiddenProbes at most) under the
// step and the one before it where they were not run, and a step that
// leaves any of them otherwise than the one before is a cause, with a
// kind of its own: the edits between the two steps' outputs, in the
// files it changed. The ladder's steps of one
// option only: the rest of a level brings many causes, and a counter's
// steps are thousands, most of which change nothing.
func (b *bisector) hidden(ctx context.Context, l *Ladder, ks []KindFound) ([]KindFound, error) {
	made := map[int]bool{}
	var files []string
	for _, k := range ks {
		made[k.First] = true
	}
	// The kinds' probed files first (run already at every step the
	// search asked for), then more of their files.
	for _, more := range []bool{false, true} {
		for _, k := range ks {
			of := k.Probed
			if more {
				of = k.Files
			}
			for _, f := range of {
				if !slices.Contains(files, f) && len(files) < hiddenProbes {
					files = append(files, f)
				}
			}
		}
	}
	var out []KindFound
	for i := 1; i < len(l.Cmds); i++ {
		if made[i] || l.Alone[i] == "" {
			continue
		}
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
		if b.failed[i-1][p] || b.failed[i][p] || b.outcome[i-1][p] == b.outcome[i][p] {
			continue
		}
		before, now := b.files[i-1][p], b.files[i][p]
		if before == nil || now == nil {
			continue
		}
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
	k := report.Kind{ID: kinds.ID("step", b.opts.Names[i]), Count: len(changed), Edit: shapes[0].Sig, Shapes: shapes,
		Example: changed[0], Files: changed}
	for _, s := range shapes {
		if !slices.Contains(k.Changed, s.What) {
			k.Changed = append(k.Changed, s.What)
		}
	}
	return KindFound{Kind: k, First: i, LastWithout: i - 1, Probed: files, Hidden: true}, true, nil
}
