// Package cli is the corral-lab command line: 'run' measures the
// experiments and writes the report, 'plot' redraws the plots from a run's
// results.json, and the hidden 'probe' is the child side of a run, one
// repetition of one Go measurement. It parses flags, calls package lab,
// prints, and maps every outcome to one exit status ([ExitCode]).
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab"

	"github.com/spf13/cobra"
)

// ErrUsage marks errors in the command line itself.
var ErrUsage = errors.New("usage")

// ExitCode prints err in corral-lab's voice and returns the exit status:
// 2 for a usage error, 130 when interrupted, 1 for any other failure.
func ExitCode(w io.Writer, err error) int {
	switch {
	case err == nil:
		return cmdline.ExitOK
	case errors.Is(err, ErrUsage):
		cmdline.Print(w, "corral-lab", "error", cmdline.Errorf("see 'corral-lab run --help'", "%w", err))
		return cmdline.ExitError
	case errors.Is(err, cmdline.ErrUsage): // an unknown command, a bad flag value
		cmdline.Print(w, "corral-lab", "error", err)
		return cmdline.ExitError
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(w, "corral-lab: interrupted: nothing written")
		return cmdline.ExitInterrupted
	}
	cmdline.Print(w, "corral-lab", "error", err)
	return 1
}

// Run runs the corral-lab command line with args (without the program name).
func Run(ctx context.Context, args []string, stdio cmdline.Stdio) error {
	root := cmdline.Root("corral-lab", args, stdio)
	root.Short = "Reproduce the seeds' goroutine, channel and thread-pool experiments on this machine"
	root.Long = `corral-lab measures what bounded pools of workers, channels and goroutines
cost on this machine, Go against C++, and writes a report that sets each
figure beside the one published with the experiment (a blog post, here
called a seed).

Exit status: 0 the report was written, 1 a measurement failed, 2 usage
error, 130 interrupted (nothing written).`
	root.AddCommand(runCommand(stdio), plotCommand(stdio), probeCommand(stdio))
	return cmdline.Execute(ctx, root)
}

// probeCommand is the child side of 'run': [lab.Runner] starts this
// executable with it for every repetition of a Go measurement.
func probeCommand(stdio cmdline.Stdio) *cobra.Command {
	return &cobra.Command{
		Use:    "probe SPEC-JSON",
		Short:  "Run one repetition of one measurement (used by run)",
		Hidden: true,
		Args:   cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			return lab.Probe(args[0], stdio.Out)
		},
	}
}
