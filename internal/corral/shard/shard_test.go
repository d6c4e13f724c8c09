package shard_test

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
		// sbatch --array=1-5:2: tasks 1, 3, 5 are shards 1, 2, 3 of 3.
		{"", slurmEnv(1, 1, 5, 2, 3), "1/3"},
		{"", slurmEnv(3, 1, 5, 2, 3), "2/3"},
		{"", slurmEnv(5, 1, 5, 2, 3), "3/3"},
		// --array=0-3 (0-based) and --array=1-4 (1-based).
		{"", slurmEnv(0, 0, 3, 1, 4), "1/4"},
		{"", slurmEnv(3, 0, 3, 1, 4), "4/4"},
		{"", slurmEnv(1, 1, 4, 1, 4), "1/4"},
		// Kubernetes and Bazel count from 0.
		{"4", map[string]string{"JOB_COMPLETION_INDEX": "3"}, "4/4"},
		{"", map[string]string{"TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"}, "1/2"},
		// GitLab counts from 1 and sets a total of 1 on every job;
		// CircleCI and Buildkite count from 0.
		{"", map[string]string{"CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"}, "1/3"},
		{"", map[string]string{"CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"}, "3/3"},
		{"", map[string]string{"CI_NODE_TOTAL": "1"}, "all"},
		{"", map[string]string{"CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "4"}, "1/4"},
		{"", map[string]string{"CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "4"}, "4/4"},
		{"", map[string]string{"BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "2"}, "2/2"},
		{"", map[string]string{"CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"}, "all"},
		// srun -n 3: each task of the step a shard; a batch step's
		// SLURM_PROCID without SLURM_STEP_NUM_TASKS is not one.
		{"", map[string]string{"SLURM_STEP_NUM_TASKS": "3", "SLURM_PROCID": "2"}, "3/3"},
		{"", map[string]string{"SLURM_NTASKS": "4", "SLURM_PROCID": "0"}, "all"},
		{"", map[string]string{"SLURM_STEP_NUM_TASKS": "1", "SLURM_PROCID": "0"}, "all"},
		// --shard all opts out of what the engine says.
		{"all", map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "1"}, "all"},
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
	for _, bad := range []map[string]string{{"CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"}, {"CIRCLE_NODE_INDEX": "x", "CIRCLE_NODE_TOTAL": "3"},
		{"BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "2"},
		// sbatch --array=3: one task of a larger array run again.
		{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "3", "SLURM_ARRAY_TASK_COUNT": "1"},
		// An array task whose step has several srun tasks.
		{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_STEP_NUM_TASKS": "2", "SLURM_PROCID": "0"}} {
		if _, err := shard.Resolve("", env(bad)); err == nil {
			t.Errorf("Resolve with %v: got no error", bad)
		}
	}
}

func slurmEnv(id, lo, hi, step, count int) map[string]string {
	return map[string]string{"SLURM_ARRAY_TASK_ID": fmt.Sprint(id), "SLURM_ARRAY_TASK_MIN": fmt.Sprint(lo),
		"SLURM_ARRAY_TASK_MAX": fmt.Sprint(hi), "SLURM_ARRAY_TASK_STEP": fmt.Sprint(step), "SLURM_ARRAY_TASK_COUNT": fmt.Sprint(count)}
}

// TestSparseSlurmArray: --array=0,4,9 cannot tell a task's shard; the
// error says to pass --shard.
func TestSparseSlurmArray(t *testing.T) {
	_, err := shard.Resolve("", env(slurmEnv(4, 0, 9, 1, 3)))
	if err == nil || !strings.Contains(err.Error(), "pass --shard K/3") {
		t.Errorf("sparse array: got %v, want an error naming --shard", err)
	}
	if s, err := shard.Resolve("2/3", env(slurmEnv(4, 0, 9, 1, 3))); err != nil || s.String() != "2/3" {
		t.Errorf("--shard over a sparse array: %v, %v", s, err)
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

// TestRunID: the id every shard of one run shares, from each engine's
// documented variables; --run-id wins; nothing known gives "".
func TestRunID(t *testing.T) {
	cases := []struct {
		flag     string
		env      map[string]string
		id, from string
	}{
		{"", nil, "", ""},
		{"nightly-7", map[string]string{"SLURM_ARRAY_JOB_ID": "12", "SLURM_ARRAY_TASK_ID": "3"}, "nightly-7", "--run-id"},
		{"", map[string]string{"SLURM_ARRAY_JOB_ID": "12", "SLURM_ARRAY_TASK_ID": "3", "SLURM_JOB_ID": "15"}, "slurm-12", "SLURM_ARRAY_JOB_ID"},
		{"", map[string]string{"SLURM_JOB_ID": "15", "SLURM_STEP_ID": "0", "SLURM_PROCID": "1"}, "slurm-15.0", "SLURM_JOB_ID and SLURM_STEP_ID"},
		// A plain batch job is no set of shards.
		{"", map[string]string{"SLURM_JOB_ID": "15"}, "", ""},
		{"", map[string]string{"GITHUB_RUN_ID": "987", "GITHUB_RUN_ATTEMPT": "2"}, "github-987", "GITHUB_RUN_ID"},
		{"", map[string]string{"CI_PIPELINE_ID": "55", "CI_NODE_INDEX": "2"}, "gitlab-55", "CI_PIPELINE_ID"},
		{"", map[string]string{"CIRCLE_WORKFLOW_ID": "a-b-c"}, "circleci-a-b-c", "CIRCLE_WORKFLOW_ID"},
		{"", map[string]string{"BUILDKITE_BUILD_ID": "0190-x"}, "buildkite-0190-x", "BUILDKITE_BUILD_ID"},
	}
	for _, c := range cases {
		id, from := shard.RunID(c.flag, env(c.env))
		if id != c.id || from != c.from {
			t.Errorf("RunID(%q, %v) = %q, %q; want %q, %q", c.flag, c.env, id, from, c.id, c.from)
		}
	}
}

// TestBalancer: every shard's own Balancer, given the same files in the
// same order, makes the same split as NewSplit: each file in exactly one
// shard, files the baseline did not know by hash, and the costliest shard
// within LPT's bound, far closer than a split by hash.
func TestBalancer(t *testing.T) {
	type file struct {
		path string
		cost float64
	}
	// Costs like a compiler's: most files cheap, a few a hundred times
	// dearer (Pareto-like), sorted costliest first as the store gives them.
	var files []file
	for i := range 2000 {
		c := 1000.0 / float64(1+i%997) * float64(1+(i*7919)%13)
		files = append(files, file{fmt.Sprintf("pkg%d/f%04d.go", i%37, i), c})
	}
	slices.SortFunc(files, func(a, b file) int {
		if a.cost != b.cost {
			return cmp.Compare(b.cost, a.cost)
		}
		return strings.Compare(a.path, b.path)
	})
	for _, n := range []int{3, 10, 50, 100} {
		split := shard.NewSplit(n)
		own := make([]*shard.Balancer, n)
		for k := range own {
			own[k] = shard.NewBalancer(shard.Shard{K: k + 1, N: n})
		}
		for _, f := range files {
			split.Add(f.path, f.cost)
			for _, b := range own {
				b.Add(f.path, f.cost)
			}
		}
		loads, hashLoads := make([]float64, n), make([]float64, n)
		total, biggest := 0.0, 0.0
		for _, f := range append(files, file{"new/unknown.go", 0}, file{"new/other.go", 0}) {
			holders := 0
			for k := 1; k <= n; k++ {
				s := own[k-1].Shard()
				if s.Has(f.path) != split.Of(k).Has(f.path) {
					t.Fatalf("N=%d: shard %d's own balancer and the split disagree on %s", n, k, f.path)
				}
				if s.Has(f.path) {
					holders++
					loads[k-1] += f.cost
				}
				if (shard.Shard{K: k, N: n}).Has(f.path) {
					hashLoads[k-1] += f.cost
					if strings.HasPrefix(f.path, "new/") && !s.Has(f.path) {
						t.Errorf("N=%d: unknown %s is hash shard %d's, not placed there", n, f.path, k)
					}
				}
			}
			if holders != 1 {
				t.Fatalf("N=%d: %s is in %d shards", n, f.path, holders)
			}
			total += f.cost
			biggest = max(biggest, f.cost)
		}
		mean := total / float64(n)
		worst, hashWorst := slices.Max(loads)/mean, slices.Max(hashLoads)/mean
		// LPT: the slowest shard ends at most one file (the last it took,
		// no dearer than any before) above the mean.
		if bound := (mean + biggest) / mean; worst > bound+1e-9 {
			t.Errorf("N=%d: slowest shard %.3f× the mean, over LPT's bound %.3f×", n, worst, bound)
		}
		if worst > hashWorst {
			t.Errorf("N=%d: balanced %.3f× the mean, by hash %.3f×", n, worst, hashWorst)
		}
		t.Logf("N=%d: slowest shard %.3f× the mean by cost, %.3f× by hash", n, worst, hashWorst)
	}
}
