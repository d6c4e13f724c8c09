package corral

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/store"
)

// Merge combines the newest finished run of each shard store into one run
// of st and reports it as a single-machine run would: merged records become
// st's baseline; merged checks are compared with st's baseline and can then
// be accepted there.
//
// The shards must be one whole run: each shard once, all of the same N,
// command, configuration and (for checks) baseline; with partial, missing
// shards are allowed and the report names them; a partial record keeps the
// baseline's files of the missing shards. Checks merged into a store
// with no baseline are compared with the baseline the shards checked
// against, which the store takes from the first shard. The report marks
// the files that grew past th.
func Merge(ctx context.Context, st Store, shards []string, partial bool, th report.Thresholds) (*report.Report, error) {
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
	has, err := st.HasBaseline(ctx)
	if err != nil {
		return nil, err
	}
	if !has && runs[0].command == "check" {
		if err := st.ImportBaseline(ctx, shards[0]); err != nil {
			return nil, err
		}
	}
	run, err := st.Merge(ctx, shards)
	if err != nil {
		return nil, cmdline.Errorf("merge shards of one run: all records, or all checks of the same --cmd", "%w", err)
	}
	var wall float64
	for _, r := range runs {
		wall = max(wall, r.wall) // shards run side by side
	}
	// Streamed from the store: a merge of a million results holds the
	// files a reader is shown, not all of them. A merged record is
	// compared with nothing: it is the new baseline.
	check := run.Command == "check"
	pairs := func(fn func(cur, base *store.Result) error) error { return st.Compare(ctx, run.ID, check, fn) }
	rep, err := report.Stream(run.Command, pairs, time.Duration(wall*float64(time.Second)), th)
	if err != nil {
		return nil, err
	}
	rep.RunID, rep.Shard = run.ID, "merged"
	rep.Compared = &report.Compared{Cmd: run.Cmd, Source: run.Source, Store: st.Path(), Started: run.Started}
	if check {
		if base, err := BaselineConfig(ctx, st); err == nil && base != nil {
			rep.Compared.BaselineCmd = base.Cmd
		}
	}
	for _, r := range runs {
		if r.cfg != nil {
			rep.Jobs += r.cfg.Jobs // shards run side by side
		}
	}
	if len(missing) > 0 {
		if rep.MissingShards, rep.Summary.NotChecked, err = notChecked(ctx, st, run.ID, runs[0].shard.N, missing); err != nil {
			return nil, err
		}
		if run.Command == "record" {
			rep.Summary.Kept = rep.Summary.NotChecked // the baseline keeps them as they were
		}
	}
	summary, _ := json.Marshal(rep.Summary)
	if err := st.FinishMerge(ctx, run, string(summary), len(missing) == 0); err != nil {
		return nil, err
	}
	return rep, nil
}

// notChecked names the shards a partial merge lacks and counts the
// baseline files they hold.
func notChecked(ctx context.Context, st Store, runID int64, n int, missing []int) ([]string, int, error) {
	var names []string
	var lacked []shard.Shard
	for _, k := range missing {
		s := shard.Shard{K: k, N: n}
		names = append(names, s.String())
		lacked = append(lacked, s)
	}
	count := 0
	err := st.Compare(ctx, runID, true, func(cur, base *store.Result) error {
		if cur == nil && slices.ContainsFunc(lacked, func(s shard.Shard) bool { return s.Has(base.Path) }) {
			count++
		}
		return nil
	})
	if err != nil {
		return nil, 0, fmt.Errorf("count the files of the missing shards: %w", err)
	}
	return names, count, nil
}
