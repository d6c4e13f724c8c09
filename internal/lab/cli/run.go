package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab"
	"github.com/corral-go/corral/internal/lab/measure"

	"github.com/spf13/cobra"
)

func runCommand(stdio cmdline.Stdio) *cobra.Command {
	var (
		quick, smoke bool
		only         []string
		out, cxxDir  string
		reps         int
		timeout      time.Duration
	)
	cmd := &cobra.Command{
		Use:   "run [--quick] [--only " + strings.Join(lab.Names(), ",") + "] [--out DIR]",
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
			specs, err := lab.Plan(mode, splitList(only), runtime.NumCPU())
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
			r := &lab.Runner{Self: []string{self}, NativeDir: cxxDir, Reps: reps, Timeout: timeout, Progress: stdio.Err}
			res, err := lab.Reproduce(cmd.Context(), r, mode, specs, out)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "corral-lab: %d measurements in %.0f s: %s\n", len(res.Measurements), res.WallSeconds, filepath.Join(out, "report.md"))
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&quick, "quick", false, "shorter ranges: about two minutes in all")
	f.BoolVar(&smoke, "smoke", false, "every experiment once at tiny sizes (for tests)")
	f.StringSliceVar(&only, "only", nil, "experiments to run, comma-separated: "+strings.Join(lab.Names(), ","))
	f.StringVar(&out, "out", "lab-report", "directory for report.md, results.json and the SVG plots")
	f.StringVar(&cxxDir, "cxx", "", "directory of the C++ programs dispatch-seed, dispatch-asio, dispatch-tbb (default: beside corral-lab)")
	f.IntVar(&reps, "reps", 0, "repetitions of each measurement (default 3; dispatch: 15 at 1e7 tasks and J = CPUs, the ranked table, and 2 at 1e8)")
	f.DurationVar(&timeout, "timeout", 20*time.Minute, "limit for one measurement's process")
	return cmd
}

// splitList splits values on commas, trims them and drops empty ones:
// --only 'dispatch, memory,' names dispatch and memory.
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
