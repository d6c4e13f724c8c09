package accept

import "github.com/corral-go/corral/internal/corral/result"

// Error is an accept that cannot be done as asked (see result.Refusal):
// Options are the kinds a file shows, or the check's kinds.
type Error = result.Refusal[Problem]

// Problem is what stops an accept.
type Problem int

const (
	// StaleCheck is a check whose baseline another run changed since it
	// compared with it: accepting it would put its results over that
	// run's.
	StaleCheck Problem = iota + 1
	// NoCheck is a store with no finished check to accept or report.
	NoCheck
	// RecordedAfterCheck is a baseline recorded after the last check,
	// in a store from before corral kept the baseline's history.
	RecordedAfterCheck
	// NotLastCheck is a review's check that is no longer the last.
	NotLastCheck
	// NoKindsInCheck is --kind given of a check that found none.
	NoKindsInCheck
	// UnknownKind is --kind of a kind the check does not have; Options
	// are its kinds, with their counts.
	UnknownKind
	// MixedKinds is --kind given of kinds every file of which shows
	// another kind too; Options are the kinds of the first such file.
	MixedKinds
	// NoMatch is globs that match no file of the check. It stays the
	// last.
	NoMatch
)

// ProblemOf is the Problem of an *Error in err's chain, and its Options;
// 0 for none.
func ProblemOf(err error) (Problem, []string) { return result.ProblemOf[Problem](err) }
