package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/quote"
	"github.com/corral-go/corral/internal/words"
)

func acceptCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	var kinds []string
	c := &cobra.Command{
		Use:   "accept [--kind ID] [PATH-GLOB...]",
		Short: "Make the results of the last check the baseline, for all files or those matched",
		Long: `accept promotes the results of the last check to the baseline: changed and
new files take their new results, missing files leave the baseline. With
PATH-GLOBs (matched against the path and the base name), only those files;
with --kind, only the files all of whose edits are of those kinds of
change (the IDs the check's report lists under "kinds of change"); a file
that also shows another kind is left, and named. Files that timed out or could not
be started are never accepted.

A check is accepted only over the baseline it compared with: if a record
(or another check's accept) changed the baseline since, accept refuses and
names both runs. Accepting all that a check of every file found also makes
its settings (--cmd, --output, --normalize, ...) the baseline's, so that a
check with no flags reruns them; accepting a part of a check keeps the
baseline's settings, and a warning says how they differ.`,
		Example: `  corral accept                 # everything the last check found
  corral accept 'lib/*.bas'     # only these files
  corral accept --kind k6f758bd # only the files of one kind of change
  corral accept '**/parser_*.bas' --baseline ci.db`,
		RunE: func(c *cobra.Command, args []string) error {
			st, err := openExisting(c.Context(), baseline, false)
			if err != nil {
				return err
			}
			defer st.Close()
			a, err := accept.Files(c.Context(), st, args, kinds...)
			if err != nil {
				return err
			}
			if a.KindsRemade {
				cmdline.Warn(stdio.Err, "corral", "the kinds kept with check run %d did not fit its files (edited since they were made?): they were made again, and the files of the kinds given are those of the new ones", a.CheckRun)
			}
			fmt.Fprintf(stdio.Out, "accept: %s the results of check run %d, %d removed from the baseline\n",
				words.Plural(len(a.Promoted), "file now takes", "files now take"), a.CheckRun, len(a.Dropped))
			if len(a.Mixed) > 0 {
				cmdline.Warn(stdio.Err, "corral", "%s of the kinds given also %s another kind and %s not accepted: %s",
					words.Plural(len(a.Mixed), "file", "files"), map[bool]string{true: "shows", false: "show"}[len(a.Mixed) == 1],
					map[bool]string{true: "was", false: "were"}[len(a.Mixed) == 1], strings.Join(report.QuoteList(a.Mixed, 10), ", "))
			}
			if a.Skipped > 0 {
				were := "were"
				if a.Skipped == 1 {
					were = "was"
				}
				cmdline.Warn(stdio.Err, "corral", "%s timed out or could not be started and %s not accepted",
					words.Plural(a.Skipped, "matched file", "matched files"), were)
			}
			sayAdopted(stdio.Out, stdio.Err, a)
			return nil
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().StringArrayVar(&kinds, "kind", nil, "accept only the files of this kind of change (repeatable)")
	return c
}

// sayAdopted tells whose settings the baseline has after an accept of a
// check whose settings differed from the baseline's.
func sayAdopted(out, errw io.Writer, a *accept.Accepted) {
	switch {
	case len(a.Settings) == 0:
	case a.Adopted:
		fmt.Fprintf(out, "accept: the baseline takes the check's settings, which a check with no flags reruns: %s\n",
			quote.TextString(strings.ReplaceAll(strings.Join(a.Settings, "; "), "(baseline: ", "(was ")))
	default:
		cmdline.Warn(errw, "corral", "the baseline keeps its own settings, which a check with no flags reruns, though the files accepted took the results of other ones: %s; accepting all that a check of every file found adopts its settings",
			strings.Join(a.Settings, "; "))
	}
}
