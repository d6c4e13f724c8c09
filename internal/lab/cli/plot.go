package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab"
	"github.com/corral-go/corral/internal/lab/measure"

	"github.com/spf13/cobra"
)

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
			if err := lab.WritePlots(&r, out); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "plots written to %s\n", out)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the SVG plots (default: beside RESULTS.json)")
	return cmd
}
