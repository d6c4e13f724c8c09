package corral

import (
	"fmt"
	"path"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/shard"
)

// Selection decides which files are compiled: --include and --exclude. A
// glob matches a file when it matches its path or its base name; '**'
// crosses directories.
type Selection struct{ include, exclude []string }

// NewSelection checks the globs and returns the selection they make.
func NewSelection(include, exclude []string) (*Selection, error) {
	for _, g := range append(append([]string{}, include...), exclude...) {
		if !doublestar.ValidatePattern(g) {
			return nil, &BadGlobError{Glob: g}
		}
	}
	return &Selection{include: include, exclude: exclude}, nil
}

// BadGlobError is a glob of --include or --exclude that does not parse.
type BadGlobError struct{ Glob string }

func (e *BadGlobError) Error() string { return fmt.Sprintf("bad glob %q", e.Glob) }

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

// selection is which files of the source a run compiles: those the globs
// and the shard select, narrowed by a bisect's probes, --failed and
// --resume. It is one value, filled in as the pipeline learns each part,
// so that every step asks the same question the same way.
type selection struct {
	globs *Selection
	shard shard.Shard
	only  map[string]bool          // a bisect's probes; nil: no narrowing
	rerun map[string]bool          // --failed: what the last check did not find same; nil: no narrowing
	done  map[string]result.Result // --resume: what the interrupted run did, not run again
}

// selected reports whether the run's configuration compiles path: its
// globs and its shard. The baseline's files it does not select are kept
// by a record and not checked.
func (s *selection) selected(path string) bool {
	return s.globs.Match(path) && s.shard.Has(path)
}

// want reports whether this run compiles path.
func (s *selection) want(path string) bool {
	if !s.selected(path) || s.only != nil && !s.only[path] || s.rerun != nil && !s.rerun[path] {
		return false
	}
	_, done := s.done[path]
	return !done
}

// support reports whether path is a support file: unpacked, never run.
func (s *selection) support(path string) bool { return !s.globs.Match(path) }
