package host

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// UsableCPUs is how many CPUs this process may use: the smallest of the
// CPUs of its affinity mask (taskset, a Slurm or Kubernetes CPU binding),
// its container's CPU quota (cgroup v2 cpu.max or v1 cfs_quota_us, on
// its own cgroup and every parent, rounded up: a quota of 0.5 CPU is 1),
// and Slurm's allowance, SLURM_CPUS_PER_TASK and SLURM_CPUS_ON_NODE, which
// hold when Slurm does not bind CPUs. GOMAXPROCS is not asked: the Go
// runtime rounds a quota under 2 CPUs up to 2, and a GOMAXPROCS in the
// environment can say anything (16 on a 2-CPU machine made 32 jobs).
func UsableCPUs(getenv func(string) string) int {
	return usableCPUs("/", getenv, affinityCPUs())
}

// usableCPUs is UsableCPUs with the file system's root (for /proc and
// /sys/fs/cgroup) and the affinity count as parameters, for tests.
func usableCPUs(root string, getenv func(string) string, affinity int) int {
	n := affinity
	if n < 1 {
		n = 1 << 20 // unknown: the other limits decide
	}
	if q := cgroupCPUs(root); q > 0 && q < n {
		n = q
	}
	for _, v := range []string{"SLURM_CPUS_PER_TASK", "SLURM_CPUS_ON_NODE"} {
		if c, err := strconv.Atoi(getenv(v)); err == nil && c > 0 && c < n {
			n = c
		}
	}
	if n == 1<<20 {
		n = 1
	}
	return max(n, 1)
}

// cgroupCPUs is the smallest CPU quota, rounded up, of this process's
// cgroup and its parents, under root; 0 when there is none.
func cgroupCPUs(root string) int {
	best := 0
	take := func(quota, period float64) {
		if quota <= 0 || period <= 0 {
			return
		}
		if c := int(math.Ceil(quota/period - 1e-9)); best == 0 || c < best {
			best = max(c, 1)
		}
	}
	EachCgroup(root, "cpu", func(dir string, v2 bool) {
		if v2 {
			if b, err := os.ReadFile(filepath.Join(root, "sys/fs/cgroup", dir, "cpu.max")); err == nil {
				if f := strings.Fields(string(b)); len(f) == 2 && f[0] != "max" {
					q, _ := strconv.ParseFloat(f[0], 64)
					p, _ := strconv.ParseFloat(f[1], 64)
					take(q, p)
				}
			}
			return
		}
		for _, mount := range []string{"sys/fs/cgroup/cpu", "sys/fs/cgroup/cpu,cpuacct"} {
			qb, err1 := os.ReadFile(filepath.Join(root, mount, dir, "cpu.cfs_quota_us"))
			pb, err2 := os.ReadFile(filepath.Join(root, mount, dir, "cpu.cfs_period_us"))
			if err1 == nil && err2 == nil {
				q, _ := strconv.ParseFloat(strings.TrimSpace(string(qb)), 64)
				p, _ := strconv.ParseFloat(strings.TrimSpace(string(pb)), 64)
				take(q, p)
				return
			}
		}
	})
	return best
}
