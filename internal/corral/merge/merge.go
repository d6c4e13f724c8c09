package merge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/store"
)

// Shards combines the newest finished run of each shard store into one run
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
//
// The merged run keeps the settings of the set (a shard's, without its
// shard, process or run id; the jobs of all): a merged record gives the
// baseline those settings when it covers every shard, as a record does,
// and a partial one, which keeps files of the old baseline, keeps the
// baseline's settings too; either warns how the settings differ. Its
// report shows diffs with the set's --textconv rules, as a report of the
// merged run does later, so that both show the same kinds. An error once
// the merged run is done (its kinds could not be made) comes with the
// report: the store keeps the run.
func Shards(ctx context.Context, st *backend.SQLite, shards []string, opts Options) (*report.Report, error) {
	runs, missing, split, err := readSet(ctx, st, shards, opts)
	if err != nil {
		return nil, err
	}
	shards = shards[:0:0]
	for _, r := range runs {
		shards = append(shards, r.path) // without the stores left out
	}
	has, err := st.HasBaseline(ctx)
	if err != nil {
		return nil, err
	}
	setCfg := setConfig(runs)
	if setCfg != nil && runs[0].command == result.Record && has {
		if err := warnSettings(ctx, st, setCfg, len(missing) > 0, opts.OnWarning); err != nil {
			return nil, err
		}
	}
	var cfgJSON string
	if setCfg != nil {
		b, _ := json.Marshal(setCfg)
		cfgJSON = string(b)
	}
	if runs[0].command == result.Check {
		if err := sameBaseline(ctx, opts.opener(), st, has, runs); err != nil {
			return nil, err
		}
	}
	run, err := st.Merge(ctx, shards, cfgJSON)
	if errors.Is(err, store.ErrDamagedShard) {
		msg := strings.TrimPrefix(err.Error(), "merge: "+store.ErrDamagedShard.Error()+": ")
		return nil, problemf(ShardDamaged, "%s", msg)
	}
	if err != nil {
		return nil, problemf(NotMergeable, "%w", err)
	}
	rep, finished, err := finishMerge(ctx, st, run, runs, missing, split, setCfg, opts)
	if err != nil && !finished {
		// Stopped (Ctrl-C) or failed before it was done: no run is left
		// "running" with what was copied.
		return nil, errors.Join(err, st.DropMerge(ctx, run))
	}
	// Done: an error now is its kinds', and the report is the merged
	// run's, whose store stays.
	return rep, err
}

// finishMerge builds the merged run's report (see mergedInput), marks
// the run done (a merged record then becomes the baseline), and makes its
// kinds. finished says whether the run was marked done.
func finishMerge(ctx context.Context, st *backend.SQLite, run result.Run, runs []shardRun, missing []int, split func(k int) shard.Shard, setCfg *corral.Config, opts Options) (rep *report.Report, finished bool, err error) {
	in := mergedInput(ctx, st, run, runs, setCfg, opts.Thresholds)
	in.Settled = func(rep *report.Report) error {
		err := markMerged(ctx, st, run, rep, missing, split)
		finished = err == nil
		return err
	}
	rep, err = report.Model(ctx, in)
	return rep, finished, err
}

// markMerged counts the shards a partial merge lacks in rep and marks
// the merged run done.
func markMerged(ctx context.Context, st *backend.SQLite, run result.Run, rep *report.Report, missing []int, split func(k int) shard.Shard) error {
	var err error
	if len(missing) > 0 {
		if rep.MissingShards, rep.Summary.NotChecked, err = notChecked(ctx, st, run.ID, split, missing); err != nil {
			return err
		}
		if run.Command == result.Record {
			rep.Summary.Kept = rep.Summary.NotChecked // the baseline keeps them as they were
		}
	}
	summary, _ := json.Marshal(rep.Summary)
	return st.FinishMerge(ctx, run, string(summary), len(missing) == 0)
}

// readSet reads the shard stores' runs and checks that they are one set:
// it returns the runs, the shards missing from a partial set, and the
// split of the files among the shards.
func readSet(ctx context.Context, st corral.Store, shards []string, opts Options) ([]shardRun, []int, func(k int) shard.Shard, error) {
	for _, s := range shards {
		info, err := os.Stat(s)
		if err != nil {
			return nil, nil, nil, problemf(NoShardStore, "no shard store at %s", s)
		}
		if !info.Mode().IsRegular() {
			// SQLite would block on a FIFO, and fail obscurely on the rest.
			return nil, nil, nil, problemf(NoShardStore, "shard store %s is not a regular file (%s)", s, info.Mode().Type())
		}
	}
	runs, err := readShards(ctx, opts.opener(), shards, opts.Partial, opts.OnWarning)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(runs) == 0 {
		return nil, nil, nil, problemf(NoneWhole, "none of the %d shard stores holds a finished shard's run", len(shards))
	}
	missing, err := checkShardSet(runs, opts.Partial)
	if err != nil {
		return nil, nil, nil, err
	}
	split, lost, err := verifyShards(ctx, opts.opener(), st, runs, opts.OnWarning)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(lost) > 0 {
		if runs, missing, err = leaveOut(runs, missing, lost, opts); err != nil {
			return nil, nil, nil, err
		}
	}
	return runs, missing, split, nil
}

// leaveOut refuses a set in which shard stores lost results, or with
// --partial leaves those stores out, their shards then named missing, as
// a shard that did not finish is: a file a shard ran must never be
// merged as if the set had no such file.
func leaveOut(runs []shardRun, missing []int, lost []*lostResults, opts Options) ([]shardRun, []int, error) {
	if !opts.Partial {
		return nil, nil, problemf(ShardLost, "%s: its results were changed since its run (rows deleted, the store cut short)", lost[0])
	}
	out := runs[:0:0]
	for i, r := range runs {
		if j := slices.IndexFunc(lost, func(l *lostResults) bool { return l.run == i }); j >= 0 {
			if opts.OnWarning != nil {
				opts.OnWarning(lost[j].Error() + "; left out")
			}
			if r.cfg != nil && r.shard.N > 1 {
				missing = append(missing, r.shard.K)
			}
			continue
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil, nil, problemf(NoneWhole, "none of the %d shard stores holds all the results of its run", len(runs))
	}
	slices.Sort(missing)
	return out, missing, nil
}

// sameBaseline makes sure merged checks are compared with the baseline
// they checked against: OUT's, when it has one, must still be that one
// (no record or accept since the shards copied it); an OUT with none takes
// it from a shard store that still holds it. A baseline from before corral
// kept its history (no "log:" identity) cannot be told, and is taken as
// it is, as before.
func sameBaseline(ctx context.Context, open opener, st *backend.SQLite, has bool, runs []shardRun) error {
	want := ""
	for _, r := range runs {
		if r.cfg != nil {
			want = r.cfg.Baseline
			break
		}
	}
	if !has {
		from := runs[0].path
		if strings.HasPrefix(want, "log:") {
			from = ""
			for _, r := range runs {
				sh, err := open(ctx, r.path)
				if err != nil {
					return err
				}
				id, err := baselineID(ctx, sh)
				sh.Close()
				if err != nil {
					return err
				}
				if id == want {
					from = r.path
					break
				}
			}
			if from == "" {
				return problemf(BaselineGone, "no shard store still holds the baseline the shards checked against: each changed since (an accept or a record in it)")
			}
		}
		return st.ImportBaseline(ctx, from)
	}
	if !strings.HasPrefix(want, "log:") {
		return nil
	}
	id, err := baselineID(ctx, st)
	if err != nil {
		return err
	}
	if id != want {
		return problemf(BaselineMoved, "the baseline of %s changed since the shards copied it (a record or an accept since): their checks were compared with another baseline", st.Path())
	}
	return nil
}

// baselineID is the identity of st's baseline ("log:…", see
// result.BaselineView), as a check records the baseline it read.
func baselineID(ctx context.Context, st corral.Store) (string, error) {
	v, err := st.BaselineShard(ctx, false, func(string, float64) bool { return false })
	if err != nil || v.ID == "" {
		return "", err
	}
	return "log:" + v.ID, nil
}

// warnSettings says how a merged record's settings (setCfg) differ from
// the baseline's, and which the baseline keeps.
func warnSettings(ctx context.Context, st corral.Store, setCfg *corral.Config, partial bool, warn func(string)) error {
	base, err := corral.BaselineConfig(ctx, st)
	if err != nil || base == nil {
		return err
	}
	diff := setCfg.Differences(*base)
	if len(diff) == 0 || warn == nil {
		return nil
	}
	w := "the baseline takes the shards' settings: " + strings.Join(diff, "; ")
	if partial {
		// As a record of a selection: it keeps files of the old
		// baseline, and so the old baseline's settings.
		w = "this partial merge of records has settings that differ from the baseline's: " + strings.Join(diff, "; ") +
			"; the baseline keeps its settings (a merge of the whole set takes the shards')"
	}
	warn(w)
	return nil
}

// mergedInput is what the merged run's report is made of (see
// report.Model), streamed from the store: a merge of a million results
// holds the files a reader is shown, not all of them. A merged record is
// compared with nothing: it is the new baseline. setCfg, the merged
// run's settings (nil for shards from before corral kept them), gives
// its jobs and how its diffs are shown, as 'corral report' of the run
// shows them later and reads its kinds back.
func mergedInput(ctx context.Context, st corral.Store, run result.Run, runs []shardRun, setCfg *corral.Config, th report.Thresholds) report.Input {
	var wall float64
	for _, r := range runs {
		wall = max(wall, r.wall) // shards run side by side
	}
	check := run.Command == result.Check
	in := report.Input{Command: run.Command, Wall: time.Duration(wall * float64(time.Second)), Settings: report.Settings{Thresholds: th}, Blobs: st,
		Pairs: func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, run.ID, check, fn) },
		Run:   report.Run{ID: run.ID, Shard: "merged", Compared: &report.Compared{Cmd: run.Cmd, Source: run.Source, Store: st.Path(), Started: run.Started}}}
	if check {
		if base, err := corral.BaselineConfig(ctx, st); err == nil && base != nil {
			in.Run.Compared.BaselineCmd = base.Cmd
		}
	}
	if setCfg != nil {
		in.Run.Jobs = setCfg.Jobs // every shard's: they run side by side
		in.Settings.Textconv, in.Run.Timeout = setCfg.Shown()
	}
	return in
}

// Options say how [Shards] treats a set of shards.
type Options struct {
	Partial    bool // merge a set that lacks shards, naming them
	Thresholds report.Thresholds
	// OnWarning, when not nil, is told what the merge changed beside the
	// results: the baseline's settings.
	OnWarning func(string)
	// OpenShard opens a shard's store for reading only, to check it
	// before the merge; nil: backend.OpenReadOnly. The merge itself
	// attaches each shard's SQLite file by its path (SQLite.Merge), so
	// a shard is a SQLite store's path whatever opens it to check it.
	OpenShard func(ctx context.Context, dsn string) (corral.Store, error)
}

// opener opens a shard's store (see Options.OpenShard).
type opener func(ctx context.Context, dsn string) (corral.Store, error)

func (o Options) opener() opener {
	if o.OpenShard != nil {
		return o.OpenShard
	}
	return backend.OpenReadOnly
}

// setConfig is the configuration of a set of shards: the first known
// shard's settings, without what is one shard's own, and the jobs of all.
// nil when no shard kept its configuration.
func setConfig(runs []shardRun) *corral.Config {
	var set *corral.Config
	jobs := 0
	for _, r := range runs {
		if r.cfg == nil {
			continue
		}
		jobs += r.cfg.Jobs
		if set == nil {
			c := *r.cfg
			set = &c
		}
	}
	if set != nil {
		set.Shard, set.Process, set.SourceStamp, set.Balance, set.Jobs = "", "", "", "", jobs
	}
	return set
}

// notChecked names the shards a partial merge lacks and counts the
// baseline files they hold.
func notChecked(ctx context.Context, st corral.Store, runID int64, split func(k int) shard.Shard, missing []int) ([]string, int, error) {
	var names []string
	var lacked []shard.Shard
	for _, k := range missing {
		s := split(k)
		names = append(names, s.String())
		lacked = append(lacked, s)
	}
	count := 0
	err := st.Compare(ctx, runID, true, func(cur, base *result.Result) error {
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
