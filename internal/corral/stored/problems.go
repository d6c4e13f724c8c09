package stored

import "github.com/corral-go/corral/internal/corral/result"

// Error is a look-up that cannot be done as asked (see result.Refusal):
// Options are the file whose stream is asked, or the outputs a result
// has.
type Error = result.Refusal[Problem]

// Problem is what stops a look-up of a stored run or result.
type Problem int

const (
	// NoCheckToShow is --run check of a store with no finished check.
	NoCheckToShow Problem = iota + 1
	// BadRunNumber is a --run that is no run number.
	BadRunNumber
	// NoStream is a stream asked of a result that has none (its file was
	// missing, or its job could not start); Options is the file's path.
	NoStream
	// OutputNotWritten is an output the job did not write.
	OutputNotWritten
	// NoOutputs is an output asked of a result that has none.
	NoOutputs
	// UnknownOutput is an output the result does not have; Options are
	// the ones it has. It stays the last.
	UnknownOutput
)

// ProblemOf is the Problem of an *Error in err's chain, and its Options;
// 0 for none.
func ProblemOf(err error) (Problem, []string) { return result.ProblemOf[Problem](err) }
