package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/triage"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// TestLibraryErrorsGetTheirHints: the library returns what went wrong
// (typed errors and sentinels, wrapped as they travel up) and corral's
// exit prints each with the hint that says what to do; an error that
// carries a hint of its own keeps it.
func TestLibraryErrorsGetTheirHints(t *testing.T) {
	// Stopped by a signal: exit 130, and the hint to go on.
	var b bytes.Buffer
	if code := ExitCode(&b, &corral.InterruptedRunError{Done: 3, Total: 9, RunID: 4}); code != ExitInterrupted || !strings.Contains(b.String(), "hint: continue with the same command and --resume") {
		t.Errorf("an interrupted run: exit %d, printed %q", code, b.String())
	}
	for _, c := range []struct {
		err  error
		hint string
	}{
		{fmt.Errorf("read a.c: blob ab12: %w", result.ErrCorrupt), "corral verify --repair"},
		{fmt.Errorf("--include: %w", &corral.BadGlobError{Glob: "src/[a"}), "globs use *, ?, [...], {a,b} and **"},
		{fmt.Errorf("check: %w", corral.ErrStdinSource), "give SOURCE, or - with the TAR on stdin again"},
		{fmt.Errorf("%w: exec: not found", triage.ErrNoCvise), "--no-reduce"},
		{hinted("mine", "%w", result.ErrCorrupt), "mine"},
		{fmt.Errorf("report: %w", &corral.NoRunError{Store: "corral.db"}), "run 'corral check' first"},
		{&corral.NoRunError{Store: "corral.db", Run: 7}, "'corral runs' lists them"},
		{&workspace.DirError{Dir: "w", Err: workspace.ErrNotEmpty}, "remove it or name a new directory"},
		{&workspace.DirError{Dir: "w", Err: os.ErrPermission}, "--workdir must be a directory"},
		{&workspace.PlacementError{Err: errors.New("--workdir-fs memory: no")}, "CORRAL_MEMDIR"},
		{fmt.Errorf("%w: a.bas: exec: not found", corral.ErrNoJobStarted), "is it installed, on PATH and executable?"},
		{&corral.SameFailureError{Failed: 3, Total: 3, Same: 3, Line: "sh: 1: bcomm: not found"}, "--allow-failures"},
		{&corral.OpenError{Path: "x.db", ReadOnly: true, Err: errors.New("not a corral store")}, "pass --baseline with the path of a corral store"},
		{&corral.OpenError{Path: "x.db", Err: errors.New("not a corral store")}, "or a new file name"},
		{&corral.NoneSelectedError{Source: "src.tar"}, "check --include and --exclude"},
		{fmt.Errorf("write: %w", runner.ErrDiskFull), "free space there"},
	} {
		var b bytes.Buffer
		if code := ExitCode(&b, c.err); code != ExitError {
			t.Errorf("%v: exit %d", c.err, code)
		}
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "corral: error: "+c.err.Error()) || !strings.HasPrefix(lines[1], "corral: hint: ") || !strings.Contains(lines[1], c.hint) {
			t.Errorf("%v printed %q, want its error and a hint with %q", c.err, b.String(), c.hint)
		}
	}
}
