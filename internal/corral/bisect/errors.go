package bisect

import (
	"fmt"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Error is a bisect that cannot start or did not finish (see
// result.Refusal).
type Error = result.Refusal[Problem]

// Problem is what stops a bisect.
type Problem int

const (
	// TooFew is a list of fewer than two compilers.
	TooFew Problem = iota + 1
	// NoLadder is a baseline's and a check's commands with no ladder of
	// options between them (the same, a shell script, two programs, or
	// the same options in another order), or a check from before corral
	// kept a run's settings, which has no commands to build one of.
	NoLadder
	// BadCompiler is a compiler of the list that does not parse, or
	// whose program is not there.
	BadCompiler
	// NoSettings is a last check from before corral kept a run's
	// settings: its compilers cannot be run again.
	NoSettings
	// NoKinds is a last check that found no kind of change.
	NoKinds
	// BadCounter is a --ladder template without {n}, or a --range that
	// is not A..B with B past A, or too long.
	BadCounter
	// BadGitRange is a --range that is not OLD..NEW.
	BadGitRange
	// BadCmdAt is a --cmd-at that does not name the built compiler with
	// {dir}.
	BadCmdAt
	// NoCommits is a --range whose ends git does not know.
	NoCommits
	// Stopped is a bisect whose context ended: it cannot be continued,
	// and starts over when run again. It stays the last.
	Stopped
)

// problemf returns an *Error of problem p and the message.
func problemf(p Problem, format string, args ...any) error { return result.Refuse(p, format, args...) }

// ProblemOf is the Problem of an *Error in err's chain; 0 for none.
func ProblemOf(err error) Problem {
	p, _ := result.ProblemOf[Problem](err)
	return p
}

// ReversedError is a list of compilers that looks given newest first:
// the first already shows First of the check's Kinds, the last Last.
// Names are the list, as given.
type ReversedError struct {
	Names              []string
	First, Last, Kinds int
}

func (e *ReversedError) Error() string {
	return fmt.Sprintf("the compilers look given newest first: the first (%s) already shows %d of the check's %d kinds, the last (%s) %d",
		report.Printable([]byte(e.Names[0])), e.First, e.Kinds, report.Printable([]byte(e.Names[len(e.Names)-1])), e.Last)
}

// ProbeError is compiler I's probe (a check of a few of the last check's
// files) that failed: Err is the check's error.
type ProbeError struct {
	I    int // from 0
	Name string
	Err  error
}

func (e *ProbeError) Error() string { return fmt.Sprintf("compiler %d (%s): %v", e.I+1, e.Name, e.Err) }
func (e *ProbeError) Unwrap() error { return e.Err }
