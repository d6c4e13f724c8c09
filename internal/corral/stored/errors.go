package stored

import (
	"fmt"
	"iter"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/words"
)

// UnknownPathError is a path that names no file of the run looked in:
// Near is the path nearest it ("" when none is near), Example one of
// the run's paths ("" when it has none).
type UnknownPathError struct {
	Path, Where   string
	Near, Example string
}

func (e *UnknownPathError) Error() string {
	return fmt.Sprintf("%s is %s", report.Quote(e.Path), e.Where)
}

// UnknownPath is the error of path, which is where ("not in check run
// 3") among paths: the nearest of them, or one, are its facts.
func UnknownPath(path, where string, paths iter.Seq[string]) *UnknownPathError {
	e := &UnknownPathError{Path: path, Where: where, Near: words.Nearest(path, paths)}
	for p := range paths {
		e.Example = p
		break
	}
	return e
}
