package merge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/compiler"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/source"
)

// shardRun is what a shard store's newest finished run says of itself.
type shardRun struct {
	path    string
	command result.Command
	cfg     *corral.Config // nil for a run from before corral kept it
	shard   shard.Shard
	wall    float64 // seconds, from the run's summary; 0 when it cannot tell
	// results is how many results the run stored, from its summary; -1
	// when it cannot tell.
	results int
	runID   int64 // the run in the shard store
}

// readShards reads the newest finished run of each shard store, read-only:
// a shard store is the shard's, and merging never changes it. A store whose
// last run did not finish (a task cancelled or killed while corral ran), or
// that holds no shard's run at all while others do (a task that copied the
// baseline and stopped before corral ran), is no shard: with partial it is
// left out, which warn says, and its shard is then named missing; without,
// it is an error.
func readShards(ctx context.Context, open opener, paths []string, partial bool, warn func(string)) ([]shardRun, error) {
	var out, unsharded []shardRun
	for _, p := range paths {
		st, err := open(ctx, p)
		if err != nil {
			return nil, err
		}
		runs, err := st.Runs(ctx)
		st.Close()
		if err != nil {
			return nil, err
		}
		if len(runs) > 0 && runs[0].State != result.Done {
			why := notFinished(p, runs[0])
			if !partial {
				return nil, problemf(ShardLost, "%s", why)
			}
			if warn != nil {
				warn(why + "; left out")
			}
			continue
		}
		i := slices.IndexFunc(runs, func(r result.Run) bool { return r.State == result.Done })
		if i < 0 {
			return nil, problemf(NotAShardStore, "shard store %s has no finished run", p)
		}
		sr := shardRun{path: p, command: runs[i].Command, cfg: corral.RunConfig(runs[i].Config), shard: shard.Shard{K: 1, N: 1}, runID: runs[i].ID}
		sr.wall, sr.results = summaryOf(runs[i])
		if sr.cfg != nil && sr.cfg.Shard != "" {
			if sr.shard, err = shard.Resolve(sr.cfg.Shard, func(string) string { return "" }); err != nil {
				return nil, fmt.Errorf("shard store %s: %w", p, err)
			}
		} else if sr.cfg != nil {
			unsharded = append(unsharded, sr)
			continue
		}
		out = append(out, sr)
	}
	switch {
	case len(out) == 0:
		return unsharded, nil // a merge of whole runs, or of nothing but copies
	case len(unsharded) > 0:
		u := unsharded[0]
		why := fmt.Sprintf("shard store %s holds no shard's run (its last is run %d, a %s of every file): did the task stop before corral ran?", u.path, u.runID, u.command)
		if !partial {
			return nil, problemf(ShardLost, "%s", why)
		}
		if warn != nil {
			for _, u := range unsharded {
				warn(fmt.Sprintf("shard store %s holds no shard's run (its last is run %d, a %s of every file); left out", u.path, u.runID, u.command))
			}
		}
	}
	return out, nil
}

// summaryOf reads what a finished run's summary says of it: its wall
// time, and how many results it stored (every file it reports; a record
// stores none for the baseline files gone from the source); -1 when it
// cannot tell.
func summaryOf(r result.Run) (wall float64, results int) {
	var sum struct {
		report.Summary
		Total *int `json:"total"` // nil in a summary that does not count
	}
	if json.Unmarshal([]byte(r.Summary), &sum) != nil || sum.Total == nil {
		return sum.WallSeconds, -1
	}
	results = *sum.Total
	if r.Command == result.Record {
		results -= sum.Missing
	}
	return sum.WallSeconds, results
}

// notFinished says why a shard store's last run, which is not done, is
// no shard's run.
func notFinished(path string, r result.Run) string {
	if r.State == result.Refused {
		var sum report.Summary
		why := "its jobs failed"
		if json.Unmarshal([]byte(r.Summary), &sum) == nil && sum.Refused != "" {
			why = sum.Refused
		}
		return fmt.Sprintf("shard store %s: its last run (run %d, a %s) was refused (%s); its baseline is unchanged", path, r.ID, r.Command, why)
	}
	return fmt.Sprintf("shard store %s: its last run (run %d, a %s) did not finish (%s): the task was cancelled or killed?", path, r.ID, r.Command, r.State)
}

// checkShardSet refuses a set of shards that is not one whole run: a shard
// missing, twice, or from another run (another command, N, configuration
// or baseline). With partial, missing shards are allowed and returned. A
// store that keeps no settings is refused either way: which shard it
// holds, and so what is missing, cannot be told.
func checkShardSet(runs []shardRun, partial bool) (missing []int, err error) {
	var known []shardRun
	for _, r := range runs {
		switch {
		case r.command != runs[0].command:
			return nil, problemf(NotOneSet, "%s holds a %s, %s a %s", r.path, r.command, runs[0].path, runs[0].command)
		case r.cfg != nil:
			known = append(known, r)
		default:
			// Even with --partial: which shard it holds cannot be told,
			// so neither can what is missing (a store whose settings were
			// cleared would hide a missing shard).
			return nil, problemf(NoSettings, "shard store %s keeps no settings (from a corral before store schema 4, or cleared): which shard it holds, and so whether the set is whole, cannot be told", r.path)
		}
	}
	if len(known) == 0 {
		return nil, nil
	}
	if err := sameAcross(known, "run", NotOneRun,
		func(c *corral.Config) (string, string) { return c.RunID, c.RunIDFrom }); err != nil {
		return nil, err
	}
	first := known[0]
	seen := map[int]string{}
	for _, r := range known {
		switch {
		case r.shard.N != first.shard.N:
			return nil, problemf(NotOneSet, "%s is shard %s, of another set than %s (shard %s)", r.path, r.shard, first.path, first.shard)
		case r.cfg.ShardSetKey() != first.cfg.ShardSetKey():
			what := strings.Join(r.cfg.Differences(*first.cfg), "; ")
			if what == "" && r.cfg.Baseline != first.cfg.Baseline {
				what = "it checked against another baseline"
			}
			return nil, problemf(NotOneSet, "%s ran another configuration than %s: %s", r.path, first.path, strings.ReplaceAll(what, "(baseline:", "(there:"))
		}
		if other, dup := seen[r.shard.K]; dup {
			return nil, problemf(NotOneSet, "shard %s is in two stores: %s and %s", r.shard, other, r.path)
		}
		seen[r.shard.K] = r.path
	}
	if err := sameAcross(known, "source", NotOneSet, func(c *corral.Config) (string, string) { return c.SourceDigest, "" }); err != nil {
		return nil, err
	}
	if err := sameCompiler(known, NotOneSet); err != nil {
		return nil, err
	}
	if len(known) < len(runs) {
		return nil, nil // some shards unknown: what is missing cannot be told
	}
	for k := 1; k <= first.shard.N; k++ {
		if _, ok := seen[k]; !ok {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 && !partial {
		var names []string
		for _, k := range missing {
			names = append(names, fmt.Sprintf("%d/%d", k, first.shard.N))
		}
		return nil, problemf(NotOneSet, "the set of %d shards is incomplete: %s missing", first.shard.N, strings.Join(names, ", "))
	}
	return missing, nil
}

// sameCompiler refuses a set of shards that ran different compilers
// behind the same --cmd (a store left from a run before the compiler
// changed), or that cannot be shown to be one run: with no run id, the
// content of the compiler is what ties the shards together, and a store
// that does not keep it ties nothing.
func sameCompiler(runs []shardRun, p Problem) error {
	if len(runs) < 2 {
		return nil
	}
	var noID, unknown []string
	groups := map[string][]shardRun{}
	var order []string
	for _, r := range runs {
		if r.cfg.RunID == "" {
			noID = append(noID, r.path)
		}
		d := r.cfg.Compiler.Digest()
		if d == "" {
			unknown = append(unknown, r.path)
			continue
		}
		if _, ok := groups[d]; !ok {
			order = append(order, d)
		}
		groups[d] = append(groups[d], r)
	}
	if len(noID) == len(runs) && len(unknown) > 0 {
		subject := "shard store " + someOf(unknown) + " keeps"
		if len(unknown) > 1 {
			subject = "shard stores " + someOf(unknown) + " keep"
		}
		return problemf(Unprovable, "%s no fingerprint of the compiler and no shard has a run id: the set cannot be shown to be one run", subject)
	}
	if len(groups) < 2 {
		return nil
	}
	main := order[0] // the largest group is the set; a tie goes to the first store named
	for _, d := range order {
		if len(groups[d]) > len(groups[main]) {
			main = d
		}
	}
	ref := groups[main][0]
	for _, d := range order {
		if d == main {
			continue
		}
		odd := groups[d][0]
		return problemf(p, "shard store %s ran another compiler than the other shards (%s): %s: left from a run before the compiler changed?",
			odd.path, ref.path, strings.Join(compiler.Changed(ref.cfg.Compiler, odd.cfg.Compiler), ", "))
	}
	return nil
}

// verifyShards checks every shard store's result paths (checkShardPaths)
// against the split the shards made. Shards placed by the baseline's CPU
// times (Balance "cpu") are split again from the baseline they read,
// found in out or in a shard store by its identity; when no store holds
// it any more, which shard a file belongs to cannot be checked, paths are
// checked to be clean only, and warn says so. It returns the split, for
// counting what missing shards held, and the stores that lost results.
func verifyShards(ctx context.Context, open opener, out corral.Store, runs []shardRun, warn func(string)) (func(k int) shard.Shard, []*lostResults, error) {
	var first *shardRun
	for i := range runs {
		if runs[i].cfg != nil {
			first = &runs[i]
			break
		}
	}
	split := func(k int) shard.Shard { return shard.Shard{K: k, N: runs[0].shard.N} }
	if first != nil && first.cfg.Balance == "cpu" {
		split = nil
		b, err := balancedSplit(ctx, open, out, runs, first)
		if err != nil {
			return nil, nil, err
		}
		if b != nil {
			split = b.Of
		} else if warn != nil {
			warn("no store here holds the baseline the shards split their files by (it changed since), so which shard each file belongs to was not checked; paths were, and no file is in two shards")
		}
	}
	var lost []*lostResults
	for i, r := range runs {
		sh := r.shard
		if split != nil && r.cfg != nil {
			sh = split(r.shard.K)
		} else if r.cfg != nil && r.cfg.Balance == "cpu" {
			sh = shard.Shard{} // cannot tell: paths only
		}
		st, err := open(ctx, r.path)
		if err != nil {
			return nil, nil, err
		}
		err = checkShardPaths(ctx, st, r, sh)
		st.Close()
		var lr *lostResults
		if errors.As(err, &lr) {
			lr.run = i
			lost = append(lost, lr)
			continue
		}
		if err != nil {
			return nil, nil, err
		}
	}
	if split == nil {
		split = func(k int) shard.Shard { return shard.Shard{K: k, N: runs[0].shard.N} }
	}
	return split, lost, nil
}

// balancedSplit splits the files again as the shards did, from the store
// (out, or a shard store) whose baseline is still the one they read; nil
// when none is.
func balancedSplit(ctx context.Context, open opener, out corral.Store, runs []shardRun, first *shardRun) (*shard.Balancer, error) {
	sel, err := corral.NewSelection(first.cfg.Include, first.cfg.Exclude)
	if err != nil {
		return nil, err
	}
	try := func(st corral.Store) (*shard.Balancer, error) {
		b := shard.NewSplit(first.shard.N)
		v, err := st.BaselineShard(ctx, true, func(path string, cpu float64) bool {
			if sel.Match(path) {
				b.Add(path, cpu)
			}
			return false
		})
		if err != nil || "log:"+v.ID != first.cfg.Baseline {
			return nil, err
		}
		return b, nil
	}
	if b, err := try(out); b != nil || err != nil {
		return b, err
	}
	for _, r := range runs {
		st, err := open(ctx, r.path)
		if err != nil {
			return nil, err
		}
		b, err := try(st)
		st.Close()
		if b != nil || err != nil {
			return b, err
		}
	}
	return nil, nil
}

// checkShardPaths reads a shard run's result paths, streamed, and refuses
// one that is not a clean relative path (a shard store is input, and a
// path with ../ would reach out of the work dir and the exported tree) or
// that is not a file of the shard the run says it was: a store whose
// results are not its shard's would be merged over another shard's. It
// then counts them against what the run's summary says it stored: a
// store that lost results (a row deleted, a store cut short) is damaged,
// and the error names the baseline files of its shard it lacks.
func checkShardPaths(ctx context.Context, st corral.Store, r shardRun, sh shard.Shard) error {
	rows := 0
	var lacking, own []string
	sel, known := ownFiles(r, sh)
	err := st.Compare(ctx, r.runID, r.command == result.Check, func(cur, base *result.Result) error {
		if cur == nil {
			if len(lacking) < 1000 && (sh.Whole() || sh.Has(base.Path)) {
				lacking = append(lacking, base.Path)
			}
			if known && len(own) < 1000 && sh.Has(base.Path) && sel.Match(base.Path) {
				own = append(own, base.Path)
			}
			return nil
		}
		rows++
		p := cur.Path
		if !source.IsPath(p) {
			return problemf(NotAShardStore, "shard store %s holds a result for %q, which is not a path inside the source", r.path, p)
		}
		if !sh.Whole() && !sh.Has(p) {
			return problemf(NotAShardStore, "shard store %s says it ran shard %s, but holds %s, a file of another shard", r.path, sh, report.Quote(p))
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case r.results < 0:
		// Its summary, which counts what it stored, is gone or damaged:
		// what it lost cannot be told, so it is taken as damaged.
		return &lostResults{store: r.path, of: -1, named: lacking}
	case len(own) > 0:
		// Whatever its summary says: a check keeps a row for every
		// baseline file of its shard that it selected, a missing one
		// included, so these were lost.
		return &lostResults{store: r.path, lost: len(own), of: r.results, named: own, own: true}
	case rows == r.results:
		return nil
	}
	return &lostResults{store: r.path, lost: r.results - rows, of: r.results, named: lacking}
}

// lostResults is a shard store that holds fewer results than its run
// stored (or more: results added to it since).
type lostResults struct {
	store    string
	run      int // its index in the runs read
	lost, of int
	named    []string // baseline files of its shard without a result; may be fewer, or others
	own      bool     // named are all lost: files the run selected (see ownFiles)
}

// ownFiles says which baseline files a check shard's run must hold a row
// for: those of its shard that its settings select, for a check whose
// shard is known (not a record, whose results replace the baseline, nor
// a balanced split that could not be made again).
func ownFiles(r shardRun, sh shard.Shard) (*corral.Selection, bool) {
	if r.command != result.Check || r.cfg == nil || sh.Whole() {
		return nil, false
	}
	sel, err := corral.NewSelection(r.cfg.Include, r.cfg.Exclude)
	if err != nil {
		return nil, false // its settings are refused elsewhere
	}
	return sel, true
}

func (e *lostResults) Error() string {
	if e.own && len(e.named) == 1 {
		return fmt.Sprintf("shard store %s lacks %s, a baseline file of its shard that its run neither checked nor found missing", e.store, report.Quote(e.named[0]))
	}
	if e.own {
		return fmt.Sprintf("shard store %s lacks %d baseline files of its shard that its run neither checked nor found missing (%s)", e.store, len(e.named), e.list())
	}
	if e.of < 0 {
		return fmt.Sprintf("shard store %s: its run's summary, which counts the results it wrote, is missing or damaged", e.store)
	}
	if e.lost < 0 {
		return fmt.Sprintf("shard store %s holds %d more than the %d results its run wrote", e.store, -e.lost, e.of)
	}
	what := ""
	if len(e.named) > 0 && len(e.named) <= e.lost {
		what = " (" + e.list() + ")"
	}
	return fmt.Sprintf("shard store %s lacks %d of the %d results its run wrote%s", e.store, e.lost, e.of, what)
}

// list quotes the first five files named, and counts the rest.
func (e *lostResults) list() string {
	var q []string
	for _, p := range e.named[:min(len(e.named), 5)] {
		q = append(q, report.Quote(p))
	}
	what := strings.Join(q, ", ")
	if len(e.named) > 5 {
		what += fmt.Sprintf(" and %d more", len(e.named)-5)
	}
	return what
}

// sameAcross refuses a set of shards that differ in what key gives (the run
// of the set, the digest of the source): a store left in place from an
// earlier run, or a shard that read another source, must not be merged
// as if it were this run's. The largest group is taken for the set and
// the others are named. A shard that says nothing (a corral before it was
// kept) differs from one that does.
func sameAcross(runs []shardRun, what string, p Problem, key func(*corral.Config) (value, from string)) error {
	groups := map[string][]string{}
	var order []string
	for _, r := range runs {
		v, _ := key(r.cfg)
		if _, ok := groups[v]; !ok {
			order = append(order, v)
		}
		groups[v] = append(groups[v], r.path)
	}
	if len(groups) < 2 {
		return nil
	}
	// The set is the largest group; a tie goes to the first store named.
	main := order[0]
	for _, v := range order {
		if len(groups[v]) > len(groups[main]) {
			main = v
		}
	}
	describe := func(v string) string {
		switch {
		case v == "":
			return fmt.Sprintf("no %s id", what)
		case what == "source":
			return "source digest " + v
		}
		for _, r := range runs {
			if got, from := key(r.cfg); got == v && from != "" {
				return fmt.Sprintf("run %s (%s)", v, from)
			}
		}
		return "run " + v
	}
	var odd []string
	n := 0
	for _, v := range order {
		if v != main {
			odd = append(odd, fmt.Sprintf("%s (%s)", someOf(groups[v]), describe(v)))
			n += len(groups[v])
		}
	}
	subject, verb := "shard store", map[string]string{"run": "belongs to another run than", "source": "read another source than"}[what]
	if n > 1 {
		subject, verb = "shard stores", strings.Replace(verb, "belongs", "belong", 1)
	}
	return problemf(p, "%s %s %s the other shards (%s: %s): left from an earlier run?",
		subject, strings.Join(odd, "; "), verb, someOf(groups[main]), describe(main))
}

// someOf lists the first three paths and counts the rest.
func someOf(paths []string) string {
	if len(paths) <= 3 {
		return strings.Join(paths, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(paths[:3], ", "), len(paths)-3)
}
