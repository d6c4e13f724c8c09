// Package cmdline is an error that says what to do about it, and the one way
// corral's programs print errors:
//
//	corral: error: baseline corral.db has no record yet
//	corral: hint: run 'corral record' first
package cmdline

import (
	"errors"
	"fmt"
	"io"

	"github.com/corral-go/corral/internal/quote"
	"github.com/corral-go/corral/internal/words"
)

// Error is an error the user can fix, with a hint saying how.
type Error struct {
	Err  error
	Hint string
}

func (e *Error) Error() string { return e.Err.Error() }

// Unwrap returns the error the hint is about.
func (e *Error) Unwrap() error { return e.Err }

// Errorf formats an error (with %w as fmt.Errorf has it) carrying hint.
func Errorf(hint, format string, args ...any) error {
	return &Error{Err: fmt.Errorf(format, args...), Hint: hint}
}

// Print writes "PROG: LABEL: ERR", or "PROG: ERR" when label is empty, and
// then "PROG: hint: HINT" when err carries a hint. Errors quote what came
// from outside (a job's stderr, a stored command, a file name), so their
// control characters are escaped here, whatever formatted them.
func Print(w io.Writer, prog, label string, err error) {
	msg := quote.TextString(err.Error())
	if label != "" {
		fmt.Fprintf(w, "%s: %s: %s\n", prog, label, msg)
	} else {
		fmt.Fprintf(w, "%s: %s\n", prog, msg)
	}
	var h *Error
	if errors.As(err, &h) && h.Hint != "" {
		fmt.Fprintf(w, "%s: hint: %s\n", prog, quote.TextString(h.Hint))
	}
}

// Warn writes "PROG: warning: MESSAGE", its control characters escaped.
func Warn(w io.Writer, prog, format string, args ...any) {
	fmt.Fprintf(w, "%s: warning: %s\n", prog, quote.TextString(fmt.Sprintf(format, args...)))
}

// Nearest is words.Nearest, for the CLIs' "did you mean".
func Nearest(name string, names func(yield func(string) bool)) string {
	return words.Nearest(name, names)
}
