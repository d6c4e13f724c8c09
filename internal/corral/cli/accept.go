package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/corral-go/corral/internal/cmdline"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
)

func acceptCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	c := &cobra.Command{
		Use:   "accept [PATH-GLOB...]",
		Short: "Make the results of the last check the baseline, for all files or those matched",
		Long: `accept promotes the results of the last check to the baseline: changed and
new files take their new results, missing files leave the baseline. With
PATH-GLOBs (matched against the path and the base name), only those files.
Files that timed out or could not be started are never accepted.`,
		Example: `  corral accept                 # everything the last check found
  corral accept 'lib/*.bas'     # only these files
  corral accept '**/parser_*.bas' --baseline ci.db`,
		RunE: func(c *cobra.Command, args []string) error {
			return accept(c.Context(), baseline, args, stdio)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	return c
}

func accept(ctx context.Context, path string, globs []string, stdio cmdline.Stdio) error {
	sel, err := newSelector(globs, nil)
	if err != nil {
		return err
	}
	st, err := openStore(ctx, path)
	if err != nil {
		return err
	}
	defer st.Close()
	check, err := st.LastRun(ctx, "check")
	if errors.Is(err, store.ErrNoRun) {
		return hinted("run 'corral check' first", "baseline %s has no finished check to accept", path)
	}
	if err != nil {
		return err
	}
	if rec, err := st.LastRun(ctx, "record"); err == nil && rec.ID > check.ID {
		return hinted("run 'corral check' again", "the baseline was recorded after the last check")
	}
	results, err := st.Results(ctx, check.ID)
	if err != nil {
		return err
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return err
	}
	rep := report.Build("check", results, baseline, nil, 0)

	var promote, drop []string
	matched, skipped := 0, 0
	for _, f := range rep.Files {
		if !sel.match(f.Path) {
			continue
		}
		matched++
		switch f.Status {
		case report.Changed, report.New:
			promote = append(promote, f.Path)
		case report.Missing:
			drop = append(drop, f.Path)
		case report.Timeout, report.Error:
			skipped++
		}
	}
	if matched == 0 {
		return hinted("globs match the path or the base name, e.g. 'lib/*.bas' or '*.bas'", "no file of the last check matches %q", globs)
	}
	if err := st.Promote(ctx, check.ID, promote, drop); err != nil {
		return err
	}
	fmt.Fprintf(stdio.Out, "accept: %d files now take the results of check run %d, %d removed from the baseline\n",
		len(promote), check.ID, len(drop))
	if skipped > 0 {
		fmt.Fprintf(stdio.Err, "corral: warning: %d matched files timed out or could not be started and were not accepted\n", skipped)
	}
	return nil
}
