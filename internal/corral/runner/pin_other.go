//go:build !linux

package runner

import (
	"errors"
	"os"
)

// pinner is Linux-only: pinning a child to a CPU needs sched_setaffinity on
// the thread that forks it, which other systems do not offer in this form
// (macOS has only affinity hints). --pin is refused here with a clear error
// rather than silently ignored.
type pinner struct{}

func newPinner(int) (*pinner, error) {
	return nil, errors.New("--pin needs Linux (sched_setaffinity); run without --pin")
}

func (*pinner) take() int { return -1 }
func (*pinner) give(int)  {}
func (*pinner) startOn(_ int, prog string, argv []string, attr *os.ProcAttr) (*os.Process, error) {
	return os.StartProcess(prog, argv, attr)
}
