package merge_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/merge"
	"github.com/corral-go/corral/internal/corral/report"
)

func TestMergeShards(t *testing.T) {
	ctx := context.Background()
	src, cc := corraltest.Corpus(t, corraltest.Names(30)...), corraltest.Compiler(t)
	var shards []string
	for k := 1; k <= 3; k++ {
		path := filepath.Join(t.TempDir(), "shard.db")
		st, err := backend.OpenSQLite(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		opts := corraltest.Options(src, cc)
		opts.Shard = []string{"1/3", "2/3", "3/3"}[k-1]
		if _, err := corral.Record(ctx, st, opts); err != nil {
			t.Fatal(err)
		}
		st.Close()
		shards = append(shards, path)
	}
	st := corraltest.OpenStore(t)
	// Shard stores are opened through the opener given: each, read only.
	opened := map[string]int{}
	open := func(ctx context.Context, dsn string) (corral.Store, error) {
		opened[dsn]++
		return backend.OpenReadOnly(ctx, dsn)
	}
	rep, err := merge.Shards(ctx, st, shards, merge.Options{Thresholds: report.DefaultThresholds, OpenShard: open})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range shards {
		if opened[s] == 0 {
			t.Errorf("shard %s was not opened through Options.OpenShard (opened: %v)", s, opened)
		}
	}
	if rep.Summary.Total != 30 || rep.Shard != "merged" {
		t.Fatalf("merge: got %+v shard %q, want 30 files merged", rep.Summary, rep.Shard)
	}
	out, err := corral.Check(ctx, st, corraltest.Options(src, cc))
	if err != nil {
		t.Fatal(err)
	}
	if out.Report.Summary.Same != 30 {
		t.Errorf("check against the merged baseline: %+v, want 30 same", out.Report.Summary)
	}
}
