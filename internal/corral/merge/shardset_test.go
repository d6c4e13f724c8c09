package merge_test

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/merge"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/shard"
)

// shardFixture is a baseline store, a single-machine check of a compiler
// change against it, and a way to check shards of that change against
// copies of the baseline.
type shardFixture struct {
	t       *testing.T
	dir     string
	base    string
	cc      string
	changed corral.Options
	single  *corral.Outcome
}

func newShardFixture(t *testing.T) *shardFixture {
	ctx := context.Background()
	src, cc := corraltest.Corpus(t, corraltest.Names(40)...), corraltest.Compiler(t)
	f := &shardFixture{t: t, dir: t.TempDir(), cc: cc}
	f.base = filepath.Join(f.dir, "base.db")
	st, err := backend.OpenSQLite(ctx, f.base)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := corral.Record(ctx, st, corraltest.Options(src, cc)); err != nil {
		t.Fatal(err)
	}
	f.changed = corraltest.Options(src, cc)
	f.changed.Cmd = "env CHANGE='src/f03.c src/f17.c src/f30.c' " + cc + " {}"
	if f.single, err = corral.Check(ctx, st, f.changed); err != nil {
		t.Fatal(err)
	}
	return f
}

// shard checks shard spec with cmd in a copy of the baseline named name.
func (f *shardFixture) shard(name, spec, cmd string) string {
	path := filepath.Join(f.dir, name)
	copyFile(f.t, f.base, path)
	s, err := backend.OpenSQLite(context.Background(), path)
	if err != nil {
		f.t.Fatal(err)
	}
	defer s.Close()
	opts := f.changed
	opts.Shard, opts.Cmd = spec, cmd
	if _, err := corral.Check(context.Background(), s, opts); err != nil {
		f.t.Fatal(err)
	}
	return path
}

// merge merges shards into a new store.
func (f *shardFixture) merge(partial bool, shards ...string) (*report.Report, error) {
	out, err := backend.OpenSQLite(context.Background(), filepath.Join(f.t.TempDir(), "out.db"))
	if err != nil {
		f.t.Fatal(err)
	}
	defer out.Close()
	return merge.Shards(context.Background(), out, shards, merge.Options{Partial: partial, Thresholds: report.DefaultThresholds})
}

// TestMergeChangesNoShard: merging reads shard stores; it never migrates
// or otherwise changes them, also one from before schema 4 that a partial
// merge refuses.
func TestMergeChangesNoShard(t *testing.T) {
	f := newShardFixture(t)
	s1, s2, s3 := f.shard("s1.db", "1/3", f.changed.Cmd), f.shard("s2.db", "2/3", f.changed.Cmd), f.shard("s3.db", "3/3", f.changed.Cmd)
	old := f.shard("old.db", "3/3", f.changed.Cmd)
	downgrade(t, old)
	before := map[string][]byte{}
	for _, p := range []string{s1, s2, s3, old} {
		before[p], _ = os.ReadFile(p)
	}
	// A store from before schema 4 keeps no settings: refused, even in a
	// partial merge (which shard it holds cannot be told), and unchanged.
	if _, err := f.merge(true, s1, s2, old); err == nil || !strings.Contains(err.Error(), "keeps no settings") {
		t.Fatalf("a store that keeps no settings, in a partial merge: %v", err)
	}
	if _, err := f.merge(false, s3, s1, s2); err != nil {
		t.Fatal(err)
	}
	for p, b := range before {
		if now, _ := os.ReadFile(p); !bytes.Equal(now, b) {
			t.Errorf("merging changed the shard store %s", filepath.Base(p))
		}
	}
}

// TestShardSets checks shards against copies of one baseline and merges
// them: into a store with no baseline, the report equals one single-machine
// check; a set with a shard missing, twice, or from another run is
// refused, and --partial names what is absent.
func TestShardSets(t *testing.T) {
	f := newShardFixture(t)
	changed, single, cc, shardCheck, merge := f.changed, f.single, f.cc, f.shard, f.merge
	s1, s2, s3 := shardCheck("s1.db", "1/3", changed.Cmd), shardCheck("s2.db", "2/3", changed.Cmd), shardCheck("s3.db", "3/3", changed.Cmd)

	rep, err := merge(false, s3, s1, s2)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rep.Paths(report.Changed), single.Report.Paths(report.Changed)) || rep.Summary.Same != single.Report.Summary.Same {
		t.Errorf("merged into a new store: %+v %v; single machine: %+v %v", rep.Summary, rep.Paths(report.Changed),
			single.Report.Summary, single.Report.Paths(report.Changed))
	}
	if rep.Jobs != 3*changed.Jobs {
		t.Errorf("merged jobs: %d, want the shards' %d", rep.Jobs, 3*changed.Jobs)
	}

	for _, c := range []struct {
		name   string
		shards []string
		want   string
	}{
		{"a shard missing", []string{s1, s3}, "incomplete: 2/3 missing"},
		{"a shard twice", []string{s1, s2, s3, shardCheck("s2b.db", "2/3", changed.Cmd)}, "shard 2/3 is in two stores"},
		{"another N", []string{s1, s2, s3, shardCheck("n4.db", "4/4", changed.Cmd)}, "of another set"},
		{"another command", []string{s1, s2, shardCheck("other.db", "3/3", "env CHANGE=x "+cc+" {}")}, "ran another configuration"},
	} {
		if _, err := merge(false, c.shards...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}

	rep, err = merge(true, s1, s3)
	if err != nil {
		t.Fatal(err)
	}
	// The shards checked against a baseline with CPU times: they split
	// its files by them, as the merge does again.
	checkPartial(t, rep, corraltest.Names(40), splitOf(t, f.base, 3).Of(2))
}

// splitOf splits the baseline of the store at path in n shards by its
// CPU times, as each shard that checks against it does.
func splitOf(t *testing.T, path string, n int) *shard.Balancer {
	t.Helper()
	st, err := backend.OpenSQLiteReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	b := shard.NewSplit(n)
	if _, err := st.BaselineShard(context.Background(), true, func(p string, cpu float64) bool { b.Add(p, cpu); return false }); err != nil {
		t.Fatal(err)
	}
	return b
}

// checkPartial checks a merge that lacked shard 2/3 (sh).
func checkPartial(t *testing.T, rep *report.Report, files []string, sh shard.Shard) {
	t.Helper()
	want := 0
	for _, p := range files {
		if sh.Has(p) {
			want++
		}
	}
	if !slices.Equal(rep.MissingShards, []string{"2/3"}) || rep.Summary.NotChecked != want {
		t.Errorf("partial merge: missing %v, %d files not checked; want [2/3], %d", rep.MissingShards, rep.Summary.NotChecked, want)
	}
}

func copyFile(t testing.TB, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// downgrade makes a store look written by a corral before schema 4.
func downgrade(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{`ALTER TABLE runs DROP COLUMN config`, `ALTER TABLE results DROP COLUMN cpu_ms`,
		`ALTER TABLE results DROP COLUMN max_rss_kb`, `UPDATE meta SET value='3' WHERE key='schema'`, `PRAGMA wal_checkpoint(TRUNCATE)`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPartialRecordMergeKeepsTheRest: a partial merge of records into a
// store that has a baseline replaces the files of the shards it has and
// keeps those of the missing shard, which it counts; a whole merge makes
// the shards the whole baseline.
func TestPartialRecordMergeKeepsTheRest(t *testing.T) {
	f := newShardFixture(t)
	ctx := context.Background()
	record := func(name, spec string) string {
		path := filepath.Join(f.dir, name)
		st, err := backend.OpenSQLite(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		opts := f.changed
		opts.Shard = spec
		if _, err := corral.Record(ctx, st, opts); err != nil {
			t.Fatal(err)
		}
		return path
	}
	r1, r3 := record("r1.db", "1/3"), record("r3.db", "3/3")
	out := filepath.Join(f.dir, "out.db")
	copyFile(t, f.base, out)
	st, err := backend.OpenSQLite(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rep, err := merge.Shards(ctx, st, []string{r1, r3}, merge.Options{Partial: true, Thresholds: report.DefaultThresholds})
	if err != nil {
		t.Fatal(err)
	}
	checkPartial(t, rep, corraltest.Names(40), shard.Shard{K: 2, N: 3}) // recorded into new stores: no costs, split by hash
	if rep.Summary.Kept != rep.Summary.NotChecked {
		t.Errorf("partial record merge kept %d files, want the %d of the missing shard", rep.Summary.Kept, rep.Summary.NotChecked)
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(baseline) != 40 {
		t.Errorf("after a partial record merge the baseline has %d files, want all 40", len(baseline))
	}
	for _, p := range []string{"src/f03.c", "src/f17.c", "src/f30.c"} {
		b, ok := baseline[p]
		kept := (shard.Shard{K: 2, N: 3}).Has(p) // the old baseline's run 1
		if !ok || (b.RunID == 1) != kept {
			t.Errorf("%s in the baseline: %v, from run %d; want it from the merge unless in shard 2/3 (%v)", p, ok, b.RunID, kept)
		}
	}
}
