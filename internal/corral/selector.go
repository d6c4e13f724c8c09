package corral

import (
	"path"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/corral-go/corral/internal/cmdline"
)

// Selection decides which files are compiled: --include and --exclude. A
// glob matches a file when it matches its path or its base name; '**'
// crosses directories.
type Selection struct{ include, exclude []string }

// NewSelection checks the globs and returns the selection they make.
func NewSelection(include, exclude []string) (*Selection, error) {
	for _, g := range append(append([]string{}, include...), exclude...) {
		if !doublestar.ValidatePattern(g) {
			return nil, cmdline.Errorf("globs use *, ?, [...], {a,b} and **", "bad glob %q", g)
		}
	}
	return &Selection{include: include, exclude: exclude}, nil
}

// Match reports whether path p is selected.
func (s *Selection) Match(p string) bool {
	if len(s.include) > 0 && !anyMatch(s.include, p) {
		return false
	}
	return !anyMatch(s.exclude, p)
}

func anyMatch(globs []string, p string) bool {
	base := path.Base(p)
	for _, g := range globs {
		if ok, _ := doublestar.Match(g, p); ok {
			return true
		}
		if ok, _ := doublestar.Match(g, base); ok {
			return true
		}
	}
	return false
}
