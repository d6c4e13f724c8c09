package shard_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral/shard"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestResolve(t *testing.T) {
	status := filepath.Join(t.TempDir(), "status")
	cases := []struct {
		flag string
		env  map[string]string
		want string
	}{
		{"", nil, "all"},
		{"2/8", nil, "2/8"},
		{"8", map[string]string{"JOB_COMPLETION_INDEX": "0"}, "1/8"},
		{"", map[string]string{"TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3", "TEST_SHARD_STATUS_FILE": status}, "4/4"},
		{"", map[string]string{"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "10"}, "5/10"},
		{"", map[string]string{"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "3"}, "1/3"},
		{"3/3", map[string]string{"TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"}, "3/3"},
	}
	for _, c := range cases {
		s, err := shard.Resolve(c.flag, env(c.env))
		if err != nil || s.String() != c.want {
			t.Errorf("Resolve(%q, %v): got %v, %v; want %s", c.flag, c.env, s, err, c.want)
		}
	}
	if _, err := os.Stat(status); err != nil {
		t.Errorf("TEST_SHARD_STATUS_FILE was not touched: %v", err)
	}
	for _, bad := range []string{"0/3", "4/3", "x/3", "3", "a"} {
		if _, err := shard.Resolve(bad, env(nil)); err == nil {
			t.Errorf("Resolve(%q): got no error", bad)
		}
	}
}

// TestPartitionStableAndBalanced: every path is in exactly one shard, the
// shards are within 10% of each other, and adding paths moves none.
func TestPartitionStableAndBalanced(t *testing.T) {
	const files, n = 15000, 7
	owner := map[string]int{}
	counts := make([]int, n)
	for i := range files {
		p := fmt.Sprintf("src/mod%02d/prog_%05d.bas", i%20, i)
		for k := 1; k <= n; k++ {
			if (shard.Shard{K: k, N: n}).Has(p) {
				if _, dup := owner[p]; dup {
					t.Fatalf("%s is in two shards", p)
				}
				owner[p] = k
				counts[k-1]++
			}
		}
		if _, ok := owner[p]; !ok {
			t.Fatalf("%s is in no shard", p)
		}
	}
	for k, c := range counts {
		if d := float64(c)/float64(files/n) - 1; d > 0.1 || d < -0.1 {
			t.Errorf("shard %d has %d files, %.0f%% off the mean %d", k+1, c, 100*d, files/n)
		}
	}
	for p, k := range owner {
		if !(shard.Shard{K: k, N: n}).Has(p) {
			t.Errorf("%s moved", p)
		}
	}
}
