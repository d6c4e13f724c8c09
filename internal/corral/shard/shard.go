// Package shard splits the files of a run between machines: shard K of N
// runs the files whose path hashes to K. The split depends only on each
// path, so adding a file never moves another one to a different shard, and
// with thousands of files the shards are balanced to within a few percent.
//
// The shard is given with --shard K/N (K from 1), or taken from the
// environment of the engine running corral:
//
//	Bazel test sharding    TEST_SHARD_INDEX (from 0), TEST_TOTAL_SHARDS; TEST_SHARD_STATUS_FILE is touched
//	Kubernetes Indexed Job JOB_COMPLETION_INDEX (from 0), with N from --shard N
//	Slurm job array        SLURM_ARRAY_TASK_ID, _MIN, _MAX, _STEP, _COUNT: K = (ID−MIN)/STEP + 1
//	GitLab CI parallel     CI_NODE_INDEX (from 1), CI_NODE_TOTAL
//	CircleCI parallelism   CIRCLE_NODE_INDEX (from 0), CIRCLE_NODE_TOTAL
//	Buildkite parallelism  BUILDKITE_PARALLEL_JOB (from 0), BUILDKITE_PARALLEL_JOB_COUNT
//	GitHub Actions matrix  --shard ${{ matrix.shard }}/N
package shard

import (
	"container/heap"
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"strconv"
	"strings"
)

// Shard is part K of N, K counted from 1. The zero value is the whole run.
type Shard struct {
	K, N int
	From string // where the shard came from, for messages

	plan *plan // files placed by recorded cost (see Balancer); nil: all by hash
}

// Whole reports whether the shard is the whole run.
func (s Shard) Whole() bool { return s.N <= 1 }

// Has reports whether path belongs to this shard.
func (s Shard) Has(path string) bool {
	if s.Whole() {
		return true
	}
	h := hashOf(path)
	if s.plan != nil && s.plan.owner != nil {
		if k, ok := s.plan.owner[h]; ok {
			return int(k) == s.K-1
		}
		return int(h%uint64(s.N)) == s.K-1
	}
	if s.plan != nil {
		if s.plan.mine[path] {
			return true
		}
		if _, known := slices.BinarySearch(s.plan.known, h); known {
			return false // placed by cost, in another shard
		}
	}
	return int(h%uint64(s.N)) == s.K-1
}

// Balanced reports whether the shard's files were placed by recorded cost.
func (s Shard) Balanced() bool { return s.plan != nil }

func hashOf(path string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(path))
	return h.Sum64()
}

// plan is where a Balancer placed the files it was given.
type plan struct {
	mine  map[string]bool // this shard's files
	known []uint64        // the hashes of every file placed, sorted: 8 bytes a file
	// owner, in a Balancer for every shard (NewSplit), holds the shard
	// (from 0) of every file placed, by the hash of its path (a 64-bit
	// hash: two paths of a million share one with odds of 1 in 10^7),
	// instead of mine and known.
	owner map[uint64]int32
}

// Balancer places files in N shards by their recorded cost, longest
// processing time first (LPT, Graham 1969): given the files costliest
// first, each goes to the shard that holds the least cost so far, the
// lowest-numbered of equals. Every shard of a run is given the same files
// in the same order (the baseline's, sorted by cost and then path), so
// every shard makes the same split without talking to the others. LPT's
// slowest shard is within 4/3 of the best possible split; with many more
// files than shards it is within a few percent of the mean. Files the
// baseline does not know (new ones) are placed by hash.
//
// The Balancer keeps the files of its own shard and 8 bytes for each
// other file: a shard of a million-file baseline holds its own paths and
// 8 MB.
type Balancer struct {
	s     Shard
	loads loadHeap
	plan  *plan
}

// NewBalancer starts placing files for shard s.
func NewBalancer(s Shard) *Balancer {
	b := &Balancer{s: s, plan: &plan{mine: map[string]bool{}}}
	for k := range s.N {
		b.loads = append(b.loads, load{shard: k})
	}
	return b
}

// Add places one file of the given cost and reports whether it is this
// shard's. Files must come costliest first, ties in one fixed order.
func (b *Balancer) Add(path string, cost float64) bool {
	if b.s.Whole() {
		return true
	}
	least := &b.loads[0]
	least.cost += max(cost, 0)
	least.files++
	mine := least.shard == b.s.K-1
	if b.plan.owner != nil {
		b.plan.owner[hashOf(path)] = int32(least.shard)
	}
	heap.Fix(&b.loads, 0)
	if b.plan.owner != nil {
		return mine
	}
	if mine {
		b.plan.mine[path] = true
	}
	b.plan.known = append(b.plan.known, hashOf(path))
	return mine
}

// NewSplit starts placing files for every shard of N at once, as each
// shard's own Balancer does: a merge checks with it that each shard store
// holds its shard's files. It keeps every file's shard.
func NewSplit(n int) *Balancer {
	b := NewBalancer(Shard{K: 1, N: n})
	b.plan.mine, b.plan.owner = nil, map[uint64]int32{}
	return b
}

// Of returns shard k of the split (k from 1).
func (b *Balancer) Of(k int) Shard {
	s := b.Shard()
	s.K = k
	return s
}

// Shard returns the shard with the files placed so far.
func (b *Balancer) Shard() Shard {
	s := b.s
	if s.Whole() {
		return s
	}
	slices.Sort(b.plan.known)
	s.plan = b.plan
	return s
}

// load is one shard's cost so far.
type load struct {
	shard int
	cost  float64
	files int
}

// loadHeap is a min-heap of shards by cost, then files, then number: a
// shard of no cost yet still takes files one at a time in turn, so that
// files of no recorded cost are split by count.
type loadHeap []load

func (h loadHeap) Len() int { return len(h) }
func (h loadHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.cost != b.cost {
		return a.cost < b.cost
	}
	if a.files != b.files {
		return a.files < b.files
	}
	return a.shard < b.shard
}
func (h loadHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *loadHeap) Push(x any)   { *h = append(*h, x.(load)) }
func (h *loadHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func (s Shard) String() string {
	if s.Whole() {
		return "all"
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Resolve works out the shard from the --shard flag (empty when not given)
// and the environment. For Bazel it touches TEST_SHARD_STATUS_FILE, which
// tells Bazel that the test runner understands sharding.
func Resolve(flag string, getenv func(string) string) (Shard, error) {
	if flag != "" {
		return fromFlag(flag, getenv)
	}
	if total := getenv("TEST_TOTAL_SHARDS"); total != "" {
		return bazel(total, getenv)
	}
	array := getenv("SLURM_ARRAY_TASK_ID") != "" && getenv("SLURM_ARRAY_TASK_COUNT") != ""
	if steps, err := strconv.Atoi(getenv("SLURM_STEP_NUM_TASKS")); err == nil && steps > 1 {
		return srun(steps, array, getenv)
	}
	if array {
		return slurm(getenv)
	}
	return ciParallel(getenv)
}

// fromFlag reads --shard: all, K/N, or N with K from a Kubernetes Indexed
// Job's JOB_COMPLETION_INDEX.
func fromFlag(flag string, getenv func(string) string) (Shard, error) {
	switch {
	case flag == "all":
		return Shard{From: "--shard all"}, nil // every file, whatever the engine says
	case strings.Contains(flag, "/"):
		k, n, err := pair(flag)
		if err != nil {
			return Shard{}, fmt.Errorf("--shard %q: %w", flag, err)
		}
		return check(Shard{K: k, N: n, From: "--shard"})
	}
	n, err := strconv.Atoi(flag)
	if err != nil {
		return Shard{}, fmt.Errorf("--shard %q: want K/N, or N with the index from JOB_COMPLETION_INDEX", flag)
	}
	idx := getenv("JOB_COMPLETION_INDEX")
	if idx == "" {
		return Shard{}, fmt.Errorf("--shard %d without K needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)", n)
	}
	i, err := strconv.Atoi(idx)
	if err != nil {
		return Shard{}, fmt.Errorf("JOB_COMPLETION_INDEX=%q: not a number", idx)
	}
	return check(Shard{K: i + 1, N: n, From: "JOB_COMPLETION_INDEX"})
}

// bazel reads Bazel's test sharding, total being TEST_TOTAL_SHARDS, and
// touches TEST_SHARD_STATUS_FILE.
func bazel(total string, getenv func(string) string) (Shard, error) {
	n, err1 := strconv.Atoi(total)
	i, err2 := strconv.Atoi(getenv("TEST_SHARD_INDEX"))
	if err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("TEST_TOTAL_SHARDS=%q TEST_SHARD_INDEX=%q: not numbers", total, getenv("TEST_SHARD_INDEX"))
	}
	if status := getenv("TEST_SHARD_STATUS_FILE"); status != "" {
		if err := touch(status); err != nil {
			return Shard{}, fmt.Errorf("touch TEST_SHARD_STATUS_FILE: %w", err)
		}
	}
	return check(Shard{K: i + 1, N: n, From: "Bazel TEST_SHARD_INDEX"})
}

// srun reads the task of an srun step of steps tasks (srun -n N: N tasks,
// each SLURM_PROCID 0..N-1, which would otherwise run everything N
// times). Within a job array task (array), the split is ambiguous: an
// error says to pass --shard.
func srun(steps int, array bool, getenv func(string) string) (Shard, error) {
	if array {
		return Shard{}, fmt.Errorf("both a Slurm array task (SLURM_ARRAY_TASK_ID=%s) and %d srun tasks: corral cannot tell which splits the files; pass --shard K/N", getenv("SLURM_ARRAY_TASK_ID"), steps)
	}
	i, err := strconv.Atoi(getenv("SLURM_PROCID"))
	if err != nil {
		return Shard{}, fmt.Errorf("SLURM_STEP_NUM_TASKS=%d but SLURM_PROCID=%q: not a number; pass --shard K/N", steps, getenv("SLURM_PROCID"))
	}
	return check(Shard{K: i + 1, N: steps, From: "Slurm SLURM_PROCID of an srun step"})
}

// ciNodes are the CI services that run a job several times in parallel:
// the variables of the index and the total, and what the index counts
// from (1 for GitLab, 0 for the others).
var ciNodes = []struct {
	index, total, name string
	from               int
}{
	{"CI_NODE_INDEX", "CI_NODE_TOTAL", "GitLab CI_NODE_INDEX", 1},
	{"CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "CircleCI CIRCLE_NODE_INDEX", 0},
	{"BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", "Buildkite BUILDKITE_PARALLEL_JOB", 0},
}

// ciParallel reads the first of ciNodes whose index and total are set; the
// whole run when none is. A total of 1 (GitLab sets it for every job) is
// the whole run.
func ciParallel(getenv func(string) string) (Shard, error) {
	for _, e := range ciNodes {
		idx, total := getenv(e.index), getenv(e.total)
		if idx == "" || total == "" {
			continue
		}
		i, err1 := strconv.Atoi(idx)
		n, err2 := strconv.Atoi(total)
		if err1 != nil || err2 != nil {
			return Shard{}, fmt.Errorf("%s=%q %s=%q: not numbers", e.index, idx, e.total, total)
		}
		if n <= 1 {
			return Shard{}, nil
		}
		return check(Shard{K: i - e.from + 1, N: n, From: e.name})
	}
	return Shard{}, nil
}

// slurm reads a Slurm job array: task K of N is K = (ID − MIN)/STEP + 1,
// N = COUNT, for an array of evenly spaced IDs (--array=1-5, 0-9, 1-5:2). A
// sparse array (--array=0,4,9) gives no way to tell K from the ID alone:
// an error says to pass --shard.
func slurm(getenv func(string) string) (Shard, error) {
	num := func(name string, def int) (int, error) {
		v := getenv(name)
		if v == "" {
			return def, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, fmt.Errorf("%s=%q: not a number", name, v)
		}
		return n, nil
	}
	vals := map[string]int{}
	for _, v := range []struct {
		name string
		def  int
	}{{"SLURM_ARRAY_TASK_ID", 0}, {"SLURM_ARRAY_TASK_COUNT", 0}, {"SLURM_ARRAY_TASK_MIN", 0}, {"SLURM_ARRAY_TASK_STEP", 1}, {"SLURM_ARRAY_TASK_MAX", -1}} {
		n, err := num(v.name, v.def)
		if err != nil {
			return Shard{}, err
		}
		vals[v.name] = n
	}
	id, count, lo, step, hi := vals["SLURM_ARRAY_TASK_ID"], vals["SLURM_ARRAY_TASK_COUNT"], vals["SLURM_ARRAY_TASK_MIN"], vals["SLURM_ARRAY_TASK_STEP"], vals["SLURM_ARRAY_TASK_MAX"]
	if count == 1 {
		// sbatch --array=3, as when one task of a larger array is run
		// again: the array no longer says how many shards there are.
		return Shard{}, fmt.Errorf("a Slurm array of one task (SLURM_ARRAY_TASK_ID=%d) cannot say how many shards there are (one task of a larger array run again?): pass --shard K/N, or --shard all to run every file", id)
	}
	if hi < 0 {
		hi = lo + (count-1)*step
	}
	if step < 1 || (id-lo)%step != 0 || (hi-lo)/step+1 != count {
		return Shard{}, fmt.Errorf("the Slurm array (IDs %d to %d, step %d, %d tasks) is not evenly spaced, so task %d cannot tell its shard: pass --shard K/%d with K from 1 to %d yourself",
			lo, hi, step, count, id, count, count)
	}
	return check(Shard{K: (id-lo)/step + 1, N: count, From: "Slurm SLURM_ARRAY_TASK_ID"})
}

func pair(s string) (int, int, error) {
	a, b, _ := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("want K/N, e.g. 2/8")
	}
	return k, n, nil
}

func check(s Shard) (Shard, error) {
	if s.N < 1 || s.K < 1 || s.K > s.N {
		return Shard{}, fmt.Errorf("shard %d/%d (from %s): want 1 <= K <= N", s.K, s.N, s.From)
	}
	return s, nil
}

func touch(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}

// RunID names the run a shard belongs to, so that a merge can refuse a
// store left over from another run: flag (--run-id) when given, else the
// engine's id of the whole set of shards. It returns "" when neither says,
// and where the id came from.
//
//	Slurm job array    SLURM_ARRAY_JOB_ID (one for every task of the array)
//	Slurm srun step    SLURM_JOB_ID and SLURM_STEP_ID
//	GitHub Actions     GITHUB_RUN_ID (not the attempt: re-running a failed job keeps the others)
//	GitLab CI          CI_PIPELINE_ID
//	CircleCI           CIRCLE_WORKFLOW_ID
//	Buildkite          BUILDKITE_BUILD_ID
//
// Bazel and Kubernetes set nothing that every shard of one run shares and
// the next run does not: pass --run-id (a Kubernetes Job's name, from the
// downward API).
func RunID(flag string, getenv func(string) string) (id, from string) {
	if flag != "" {
		return flag, "--run-id"
	}
	if v := getenv("SLURM_ARRAY_JOB_ID"); v != "" && getenv("SLURM_ARRAY_TASK_ID") != "" {
		return "slurm-" + v, "SLURM_ARRAY_JOB_ID"
	}
	if v := getenv("SLURM_JOB_ID"); v != "" && getenv("SLURM_STEP_ID") != "" && getenv("SLURM_PROCID") != "" {
		return "slurm-" + v + "." + getenv("SLURM_STEP_ID"), "SLURM_JOB_ID and SLURM_STEP_ID"
	}
	if v := getenv("GITHUB_RUN_ID"); v != "" {
		return "github-" + v, "GITHUB_RUN_ID"
	}
	for _, e := range []struct{ name, prefix string }{
		{"CI_PIPELINE_ID", "gitlab-"}, {"CIRCLE_WORKFLOW_ID", "circleci-"}, {"BUILDKITE_BUILD_ID", "buildkite-"},
	} {
		if v := getenv(e.name); v != "" {
			return e.prefix + v, e.name
		}
	}
	return "", ""
}
