package cli

import (
	"errors"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/merge"
)

func mergeCommand(stdio cmdline.Stdio) *cobra.Command {
	var rf reportFlags
	var partial bool
	c := &cobra.Command{
		Use:   "merge OUT.db SHARD.db...",
		Short: "Combine the runs of shard stores into one store and report",
		Long: `merge takes the newest finished run of each shard store (all records, or all
checks of the same --cmd), combines them into one run of OUT.db and reports it
exactly as a single-machine run would. Merged records become OUT.db's
baseline; merged checks are reported against OUT.db's baseline and can then
be accepted there. OUT.db is created if it does not exist; checks merged
into a store with no baseline take the baseline the shards checked against.

The shards must be one whole run: every shard K/N once, all of the same N,
command, settings and (for checks) baseline. A set with a shard missing,
twice, or from another run is refused (exit 2) with what is wrong;
--partial merges an incomplete set, and the report names the missing
shards and counts the baseline files they held; a partial merge of records
keeps those files in the baseline as they were.

The report is read from OUT.db as it is written: memory holds the files it
shows (changed, new, failed), not every file of the merge.`,
		Example: `  # shards recorded on 3 machines
  corral merge corral.db shard-1.db shard-2.db shard-3.db
  # shards checked against copies of corral.db
  corral merge corral.db check-*.db --junit report.xml && corral accept`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			ctx := c.Context()
			out, err := openReports(&rf)
			if err != nil {
				return err
			}
			defer out.discard()
			keep := []guarded{{path: args[0], what: "the merged store"}}
			for _, s := range args[1:] {
				keep = append(keep, guarded{path: s, what: "a shard's store"})
			}
			if err := out.refuseOver(keep...); err != nil {
				return err
			}
			for _, a := range args {
				if !backend.IsPath(a) {
					// The merge attaches the shards' SQLite files to it.
					return hinted("name the merged store and the shards' stores by their paths", "%s is not a SQLite store's path: merge works on SQLite stores only", a)
				}
			}
			_, statErr := os.Stat(args[0])
			st, err := backend.OpenSQLite(ctx, args[0])
			if err != nil {
				return err
			}
			defer st.Close()
			rep, err := merge.Shards(ctx, st, args[1:], merge.Options{Partial: partial, Thresholds: rf.thresholds,
				OnWarning: func(w string) { cmdline.Warn(stdio.Err, "corral", "%s", w) }})
			if err != nil {
				if rep == nil && errors.Is(statErr, fs.ErrNotExist) {
					// A refused merge leaves no store behind; one done
					// (its kinds failed after) stays.
					removeStore(st, args[0])
				}
				return err
			}
			if err := out.write(ctx, rep, st, stdio); err != nil {
				return err
			}
			if rep.Command == "check" && rep.Differences() || rep.Summary.Timeout+rep.Summary.Error > 0 || len(rep.MissingShards) > 0 {
				return ErrDifferences
			}
			return nil
		},
	}
	rf.flags(c, false)
	c.Flags().BoolVar(&partial, "partial", false, "merge a set that lacks shards; the report names them and counts the files not checked")
	return c
}
