package reduce

import (
	"cmp"
	"context"
	"os"
	"path/filepath"
	"slices"
)

// maxAlternatives bounds the files smallest tries: each costs a compile
// with both compilers.
const maxAlternatives = 5

// smallest returns the smallest of path and the alternatives, by their
// size in the tree, that shows the kind compiled alone between the two
// compilers, and its source: the alternatives smaller than path first,
// smallest first, then path, then the larger ones, smallest first, at
// most maxAlternatives of each. cvise takes longer the larger its start,
// whatever it ends with; and a kind's example may not show it between
// these two compilers at all (a kind that two causes make alike, whose
// other files a bisect placed), so a reduction starts only from a file
// shown to. Path is kept when none shows the kind (the caller then says
// so). It leaves s.Path the file it returns.
func (s *reduceState) smallest(ctx context.Context, path string, orig []byte, alts []string) (string, []byte) {
	type sized struct {
		path string
		size int64
	}
	var smaller, larger []sized
	for _, p := range alts {
		info, err := os.Stat(filepath.Join(s.Tree, filepath.FromSlash(p)))
		switch {
		case p == path || err != nil || !info.Mode().IsRegular():
		case info.Size() < int64(len(orig)):
			smaller = append(smaller, sized{p, info.Size()})
		default:
			larger = append(larger, sized{p, info.Size()})
		}
	}
	bySize := func(a, b sized) int { return cmp.Or(cmp.Compare(a.size, b.size), cmp.Compare(a.path, b.path)) }
	slices.SortFunc(smaller, bySize)
	slices.SortFunc(larger, bySize)
	tries := append(smaller[:min(len(smaller), maxAlternatives)], sized{path, int64(len(orig))})
	tries = append(tries, larger[:min(len(larger), maxAlternatives)]...)
	for _, c := range tries {
		s.Path = c.path
		src := filepath.Join(s.Tree, filepath.FromSlash(c.path))
		if ok, _ := s.interesting(ctx, src); ok {
			if data, err := os.ReadFile(src); err == nil {
				return c.path, data
			}
		}
	}
	s.Path = path
	return path, orig
}
