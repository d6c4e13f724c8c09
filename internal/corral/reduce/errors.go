package reduce

import (
	"errors"
	"fmt"

	"github.com/corral-go/corral/internal/corral/report"
)

// The errors a reduction that cannot start returns, with their facts;
// the words of advice beside them are the CLI's.
var (
	// ErrNoCvise is a reduction without cvise on the PATH (or at
	// Options.Cvise).
	ErrNoCvise = errors.New("cvise is not installed")
	// ErrNoSettings is a last check, or its baseline, made before corral
	// kept a run's settings: the compilers cannot be run again.
	ErrNoSettings = errors.New("the last check or the baseline is from before corral kept a run's settings")
	// ErrSourceOnStdin is a last check that read its TAR on stdin, which
	// cannot be unpacked again.
	ErrSourceOnStdin = errors.New("the last check read a TAR on stdin, which cannot be read again")
)

// NotChangedError is a path that is not a changed file of check run Run.
type NotChangedError struct {
	Path string
	Run  int64
}

func (e *NotChangedError) Error() string {
	return fmt.Sprintf("%s is not a changed file of check run %d", report.Quote(e.Path), e.Run)
}

// NoSuchKindError is a kind the file does not show; Kinds are the ones
// it shows.
type NoSuchKindError struct {
	Path, Kind string
	Kinds      []string
}

func (e *NoSuchKindError) Error() string {
	return fmt.Sprintf("%s shows no kind %s", report.Quote(e.Path), e.Kind)
}

// NotShownError is a file that, compiled again outside the check by the
// two compilers, does not show the kind: Why says what it showed.
type NotShownError struct {
	Path, Kind, Why string
}

func (e *NotShownError) Error() string {
	return fmt.Sprintf("%s does not show kind %s outside the check: %s", report.Quote(e.Path), e.Kind, e.Why)
}

// SameCompilerError is a baseline and a check made by the same command
// in the same directory: a candidate has nothing to be compared with.
type SameCompilerError struct{ Cmd string }

func (e *SameCompilerError) Error() string {
	return fmt.Sprintf("the baseline's and the check's --cmd are the same (%s): nothing to compare a candidate with", e.Cmd)
}

// EarlierReductionError is a work dir that holds files already (an
// earlier reduction's, which are the user's).
type EarlierReductionError struct{ WorkDir string }

func (e *EarlierReductionError) Error() string {
	return fmt.Sprintf("--workdir %s is not empty: it holds an earlier reduction", e.WorkDir)
}
