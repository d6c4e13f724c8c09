package lab

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab/measure"

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

func runCommand(stdio cmdline.Stdio) *cobra.Command {
	var (
		quick, smoke bool
		only         []string
		out, cxxDir  string
		reps         int
		timeout      time.Duration
	)
	cmd := &cobra.Command{
		Use:   "run [--quick] [--only " + strings.Join(Names(), ",") + "] [--out DIR]",
		Short: "Run the experiments and write report.md, results.json and one SVG plot per experiment",
		Example: `  # The whole lab in about two minutes:
  corral-lab run --quick --out lab-report

  # Only the dispatch table, at the seeds' full range (1e4 … 1e8 tasks):
  corral-lab run --only dispatch --out lab-report

  # Everything at full range, as 'make lab' does:
  corral-lab run --out docs/lab`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			mode := measure.Full
			switch {
			case smoke:
				mode = measure.Smoke
			case quick:
				mode = measure.Quick
			}
			if reps == 0 {
				reps = map[measure.Mode]int{measure.Full: 3, measure.Quick: 3, measure.Smoke: 1}[mode]
			}
			if reps < 1 {
				return fmt.Errorf("%w: --reps must be at least 1", ErrUsage)
			}
			specs, err := Plan(mode, splitList(only), runtime.NumCPU())
			if err != nil {
				return fmt.Errorf("%w: --only: %w", ErrUsage, err)
			}
			self, err := os.Executable()
			if err != nil {
				return fmt.Errorf("find own executable: %w", err)
			}
			if cxxDir == "" {
				cxxDir = filepath.Dir(self)
			}
			if err := os.MkdirAll(out, 0o755); err != nil {
				return fmt.Errorf("create output dir: %w", err)
			}
			r := &Runner{Self: []string{self}, NativeDir: cxxDir, Reps: reps, Timeout: timeout, Progress: stdio.Err}
			return Lab(cmd.Context(), r, mode, specs, out, stdio.Out)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&quick, "quick", false, "shorter ranges: about two minutes in all")
	f.BoolVar(&smoke, "smoke", false, "every experiment once at tiny sizes (for tests)")
	f.StringSliceVar(&only, "only", nil, "experiments to run, comma-separated: "+strings.Join(Names(), ","))
	f.StringVar(&out, "out", "lab-report", "directory for report.md, results.json and the SVG plots")
	f.StringVar(&cxxDir, "cxx", "", "directory of the C++ programs dispatch-seed, dispatch-asio, dispatch-tbb (default: beside corral-lab)")
	f.IntVar(&reps, "reps", 0, "repetitions of each measurement (default 3; dispatch: 15 at 1e7 tasks and J = CPUs, the ranked table, and 2 at 1e8)")
	f.DurationVar(&timeout, "timeout", 20*time.Minute, "limit for one measurement's process")
	return cmd
}

func plotCommand(stdio cmdline.Stdio) *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "plot RESULTS.json [--out DIR]",
		Short: "Draw the plots again from a run's results.json, without measuring",
		Example: `  # After a change to the plots, redraw docs/lab's from its results:
  corral-lab plot docs/lab/results.json --out docs/lab`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			b, err := os.ReadFile(args[0])
			if err != nil {
				return fmt.Errorf("read results: %w", err)
			}
			var r measure.Results
			if err := json.Unmarshal(b, &r); err != nil {
				return cmdline.Errorf("pass the results.json that 'corral-lab run' wrote", "%s is not a corral-lab results.json: %w", args[0], err)
			}
			if out == "" {
				out = filepath.Dir(args[0])
			}
			if err := os.MkdirAll(out, 0o755); err != nil {
				return fmt.Errorf("create output dir: %w", err)
			}
			if err := WritePlots(&r, out); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "plots written to %s\n", out)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the SVG plots (default: beside RESULTS.json)")
	return cmd
}

func probeCommand(stdio cmdline.Stdio) *cobra.Command {
	return &cobra.Command{
		Use:    "probe SPEC-JSON",
		Short:  "Run one repetition of one measurement (used by run)",
		Hidden: true,
		Args:   cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			return Probe(args[0], stdio.Out)
		},
	}
}

// Lab measures specs with r and writes the results, the plots and the
// report into out; it prints where they are to w.
func Lab(ctx context.Context, r *Runner, mode measure.Mode, specs []measure.Spec, out string, w io.Writer) error {
	res := &measure.Results{Mode: mode.String(), Started: time.Now(), Repetitions: max(r.Reps, 1), Machine: ThisMachine()}
	ms, err := r.Measure(ctx, specs)
	res.Measurements = ms
	res.WallSeconds = time.Since(res.Started).Seconds()
	if err != nil {
		return err
	}
	if err := res.WriteJSON(filepath.Join(out, "results.json")); err != nil {
		return err
	}
	if err := WritePlots(res, out); err != nil {
		return err
	}
	if err := WriteReport(res, out); err != nil {
		return err
	}
	fmt.Fprintf(w, "corral-lab: %d measurements in %.0f s: %s\n", len(ms), res.WallSeconds, filepath.Join(out, "report.md"))
	return nil
}

func splitList(vs []string) []string {
	var out []string
	for _, v := range vs {
		for s := range strings.SplitSeq(v, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}
