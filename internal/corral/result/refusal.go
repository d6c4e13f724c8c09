package result

import (
	"errors"
	"fmt"
)

// Refusal is what the library returns for what it will not do as asked:
// Err has the facts (which file, which store, what differs), Problem
// says as a value what is wrong and so what can be done about it, and
// Options are facts the advice is made of, when there are some (the
// kinds a file shows). Each package has its own Problem type; the words
// of advice are the caller's.
type Refusal[P ~int] struct {
	Problem P
	Err     error
	Options []string
}

func (e *Refusal[P]) Error() string { return e.Err.Error() }
func (e *Refusal[P]) Unwrap() error { return e.Err }

// Refuse returns a *Refusal of problem p and the message.
func Refuse[P ~int](p P, format string, args ...any) error {
	return &Refusal[P]{Problem: p, Err: fmt.Errorf(format, args...)}
}

// ProblemOf is the Problem and Options of a *Refusal[P] in err's chain;
// 0 and none for none.
func ProblemOf[P ~int](err error) (P, []string) {
	var e *Refusal[P]
	if errors.As(err, &e) {
		return e.Problem, e.Options
	}
	return 0, nil
}
