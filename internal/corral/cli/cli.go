// Package cli is the corral command line: it parses flags, calls the
// library (package corral and its merge, bisect and reduce), prints what
// they return, and maps every outcome to one exit status (see [ExitCode]).
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/corral-go/corral/internal/corral"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
)

// Exit statuses, documented in the README.
const (
	ExitSame        = cmdline.ExitOK // everything same, or record/accept succeeded
	ExitDifferences = 1              // check found files that are not the same
	ExitError       = cmdline.ExitError
	ExitUnfinished  = 3                       // reduce stopped by --timeout, triage by --budget: the best so far is kept
	ExitInterrupted = cmdline.ExitInterrupted // the baseline is untouched
)

// ErrDifferences is returned by check when files differ; it carries exit
// status 1 and prints nothing, the report having said it all.
var ErrDifferences = errors.New("differences found")

// ErrUnfinished is returned when reduce's --timeout or triage's --budget
// stopped cvise; it carries exit status 3.
var ErrUnfinished = errors.New("reduce stopped")

// ErrInterrupted is returned when a signal stopped the run.
var ErrInterrupted = corral.ErrInterrupted

func hinted(h string, format string, args ...any) error { return cmdline.Errorf(h, format, args...) }

// ExitCode prints err to w in corral's format and returns the exit status.
func ExitCode(w io.Writer, err error) int {
	err = withHint(err)
	switch {
	case err == nil:
		return ExitSame
	case errors.Is(err, ErrDifferences):
		return ExitDifferences
	case errors.Is(err, ErrInterrupted), errors.Is(err, context.Canceled):
		cmdline.Print(w, "corral", "", err)
		return ExitInterrupted
	case errors.Is(err, ErrUnfinished):
		cmdline.Print(w, "corral", "", err)
		return ExitUnfinished
	}
	cmdline.Print(w, "corral", "error", err)
	return ExitError
}

// Run runs the corral command line with args (without the program name).
func Run(ctx context.Context, args []string, stdio cmdline.Stdio) error {
	root := cmdline.Root("corral", args, stdio)
	root.Short = "Golden-output regression runner: compile every file of a TAR in parallel and compare with a baseline"
	root.Long = `corral runs a command (a compiler) over every file of a source — a TAR, a
compressed TAR, a directory or a TAR on stdin — with a bounded pool of
workers, stores every output as a baseline, and after each compiler change
reports exactly which outputs changed, with diffs.

Exit status: 0 all same (or record/accept succeeded), 1 differences found,
2 usage or infrastructure error, 3 reduce stopped by --timeout (triage by
--budget), 130 interrupted.`
	root.Example = `  corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' sources.tar
  corral check  --cmd 'bcom -variant 2 {}' --output '{.}.c' --exclude 'HDR_*' sources.tar
  corral accept 'lib/*.bas'
  zstd -dc sources.tar.zst | corral check --cmd 'bcom {}' --json report.json -`
	root.AddCommand(runCommand("record", stdio), runCommand("check", stdio), acceptCommand(stdio),
		showCommand(stdio), exportCommand(stdio), runsCommand(stdio), mergeCommand(stdio), verifyCommand(stdio), pruneCommand(stdio), reportCommand(stdio), reviewCommand(stdio), bisectCommand(stdio), reduceCommand(stdio), triageCommand(stdio), reduceTestCommand(stdio))
	var cpuProfile, memProfile, color string
	var stopHeap func()
	root.PersistentFlags().StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile to FILE (for finding where time goes)")
	_ = root.PersistentFlags().MarkHidden("cpuprofile")
	root.PersistentFlags().StringVar(&memProfile, "memprofile", "", "write a heap profile to FILE as the heap is at its largest (for finding what holds memory)")
	_ = root.PersistentFlags().MarkHidden("memprofile")
	root.PersistentFlags().StringVar(&color, "color", "auto", "colour the output: auto (on a terminal, unless NO_COLOR; CLICOLOR_FORCE or FORCE_COLOR force it), always or never")
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		if err := cmdline.SetColor(color); err != nil {
			return err
		}
		if memProfile != "" {
			stopHeap = heapPeaks(memProfile)
		}
		if cpuProfile == "" {
			return nil
		}
		f, err := os.Create(cpuProfile)
		if err != nil {
			return fmt.Errorf("cpu profile: %w", err)
		}
		return pprof.StartCPUProfile(f)
	}
	defer pprof.StopCPUProfile()
	defer func() {
		if stopHeap != nil {
			stopHeap()
		}
	}()
	err := cmdline.Execute(ctx, root)
	if err != nil && !errors.Is(err, ErrDifferences) && !errors.Is(err, ErrInterrupted) && ctx.Err() != nil {
		return ErrInterrupted
	}
	return err
}
