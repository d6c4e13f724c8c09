package cli

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"github.com/corral-go/corral/internal/cmdline"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
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
			return merge(c.Context(), args[0], args[1:], &rf, stdio)
		},
	}
	c.Flags().StringVar(&rf.json, "json", "", "write the JSON report to FILE ('-' for stdout)")
	c.Flags().StringVar(&rf.junit, "junit", "", "write a JUnit XML report to FILE")
	c.Flags().IntVar(&rf.diffLines, "diff-lines", 40, "lines of diff shown per changed file")
	return c
}

func merge(ctx context.Context, out string, shards []string, rf *reportFlags, stdio cmdline.Stdio) error {
	for _, s := range shards {
		if _, err := os.Stat(s); err != nil {
			return hinted("pass the shard stores the shards wrote with --baseline", "no shard store at %s", s)
		}
	}
	st, err := openStore(ctx, out)
	if err != nil {
		return err
	}
	defer st.Close()
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return err
	}
	run, err := st.Merge(ctx, shards)
	if err != nil {
		return hinted("merge shards of one run: all records, or all checks of the same --cmd", "%v", err)
	}
	results, err := st.Results(ctx, run.ID)
	if err != nil {
		return err
	}
	if run.Command == "record" {
		baseline = nil // compared with nothing: a merged record is the new baseline
	}
	var wall float64
	for _, s := range shards {
		if sum := lastSummary(ctx, s); sum.WallSeconds > wall {
			wall = sum.WallSeconds // shards run side by side
		}
	}
	rep := report.Build(run.Command, results, baseline, nil, time.Duration(wall*float64(time.Second)))
	rep.RunID, rep.Shard = run.ID, "merged"
	summary, _ := json.Marshal(rep.Summary)
	if err := st.FinishMerge(ctx, run, string(summary)); err != nil {
		return err
	}
	if err := writeReport(ctx, rep, st, rf, stdio); err != nil {
		return err
	}
	if run.Command == "check" && rep.Differences() || rep.Summary.Timeout+rep.Summary.Error > 0 {
		return ErrDifferences
	}
	return nil
}

// lastSummary reads the summary of a shard's newest finished run.
func lastSummary(ctx context.Context, path string) report.Summary {
	var sum report.Summary
	st, err := store.Open(ctx, path)
	if err != nil {
		return sum
	}
	defer st.Close()
	runs, err := st.Runs(ctx)
	if err != nil {
		return sum
	}
	for _, r := range runs {
		if r.State == store.Done {
			_ = json.Unmarshal([]byte(r.Summary), &sum)
			break
		}
	}
	return sum
}
