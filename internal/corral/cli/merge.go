package cli

import (
	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
)

func mergeCommand(stdio cmdline.Stdio) *cobra.Command {
	var rf reportFlags
	c := &cobra.Command{
		Use:   "merge OUT.db SHARD.db...",
		Short: "Combine the runs of shard stores into one store and report",
		Long: `merge takes the newest finished run of each shard store (all records, or all
checks of the same --cmd), combines them into one run of OUT.db and reports it
exactly as a single-machine run would. Merged records become OUT.db's
baseline; merged checks are reported against OUT.db's baseline and can then
be accepted there. OUT.db is created if it does not exist.`,
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
			st, err := corral.OpenStore(ctx, args[0])
			if err != nil {
				return err
			}
			defer st.Close()
			rep, err := corral.Merge(ctx, st, args[1:])
			if err != nil {
				return err
			}
			if err := out.write(ctx, rep, st, stdio); err != nil {
				return err
			}
			if rep.Command == "check" && rep.Differences() || rep.Summary.Timeout+rep.Summary.Error > 0 {
				return ErrDifferences
			}
			return nil
		},
	}
	rf.flags(c, false)
	return c
}
