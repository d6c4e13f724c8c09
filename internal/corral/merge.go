package corral

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/shard"
)

// Merge combines the newest finished run of each shard store into one run
// of st and reports it as a single-machine run would: merged records become
// st's baseline; merged checks are compared with st's baseline and can then
// be accepted there.
//
// The shards must be one whole run: each shard once, all of the same N,
// command, configuration and (for checks) baseline; with partial, missing
// shards are allowed and the report names them. Checks merged into a store
// with no baseline are compared with the baseline the shards checked
// against, which the store takes from the first shard.
func Merge(ctx context.Context, st Store, shards []string, partial bool) (*report.Report, error) {
	for _, s := range shards {
		if _, err := os.Stat(s); err != nil {
			return nil, cmdline.Errorf("pass the shard stores the shards wrote with --baseline", "no shard store at %s", s)
		}
	}
	runs, err := readShards(ctx, shards)
	if err != nil {
		return nil, err
	}
	missing, err := checkShardSet(runs, partial)
	if err != nil {
		return nil, err
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return nil, err
	}
	if len(baseline) == 0 && runs[0].command == "check" {
		if err := st.ImportBaseline(ctx, shards[0]); err != nil {
			return nil, err
		}
		if baseline, err = st.Baseline(ctx); err != nil {
			return nil, err
		}
	}
	run, err := st.Merge(ctx, shards)
	if err != nil {
		return nil, cmdline.Errorf("merge shards of one run: all records, or all checks of the same --cmd", "%w", err)
	}
	results, err := st.Results(ctx, run.ID)
	if err != nil {
		return nil, err
	}
	if run.Command == "record" {
		baseline = nil // compared with nothing: a merged record is the new baseline
	}
	var wall float64
	for _, r := range runs {
		wall = max(wall, r.wall) // shards run side by side
	}
	rep := report.Build(run.Command, results, baseline, nil, time.Duration(wall*float64(time.Second)))
	rep.RunID, rep.Shard = run.ID, "merged"
	for _, r := range runs {
		if r.cfg != nil {
			rep.Jobs += r.cfg.Jobs // shards run side by side
		}
	}
	n := runs[0].shard.N
	for _, k := range missing {
		s := shard.Shard{K: k, N: n}
		rep.MissingShards = append(rep.MissingShards, s.String())
		for p := range baseline {
			if s.Has(p) {
				rep.Summary.NotChecked++
			}
		}
	}
	summary, _ := json.Marshal(rep.Summary)
	if err := st.FinishMerge(ctx, run, string(summary)); err != nil {
		return nil, err
	}
	return rep, nil
}
