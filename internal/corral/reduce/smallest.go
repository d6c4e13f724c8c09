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
// size in the tree, that shows the kind compiled alone, and its source:
// the alternatives smaller than path are tried smallest first, at most
// maxAlternatives of them, and path is kept when none shows the kind.
// cvise takes longer the larger its start, whatever it ends with. It
// leaves s.Path the file it returns.
func (s *reduceState) smallest(ctx context.Context, path string, orig []byte, alts []string) (string, []byte) {
	type sized struct {
		path string
		size int64
	}
	var cands []sized
	for _, p := range alts {
		info, err := os.Stat(filepath.Join(s.Tree, filepath.FromSlash(p)))
		if p == path || err != nil || !info.Mode().IsRegular() || info.Size() >= int64(len(orig)) {
			continue
		}
		cands = append(cands, sized{p, info.Size()})
	}
	slices.SortFunc(cands, func(a, b sized) int { return cmp.Or(cmp.Compare(a.size, b.size), cmp.Compare(a.path, b.path)) })
	for _, c := range cands[:min(len(cands), maxAlternatives)] {
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
