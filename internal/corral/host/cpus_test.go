package host

import (
	"os"
	"path/filepath"
	"testing"
)

// TestUsableCPUs reads the allowance from a fake /proc and /sys/fs/cgroup:
// a fractional or 1-CPU quota (the Go runtime counts 2 for either), a
// parent's quota under the child's, cgroup v1, Slurm's variables, and
// GOMAXPROCS in the environment, which changes nothing.
func TestUsableCPUs(t *testing.T) {
	tree := func(t *testing.T, files map[string]string) string {
		root := t.TempDir()
		for name, body := range files {
			p := filepath.Join(root, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return root
	}
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }
	v2 := func(path, max string) map[string]string {
		return map[string]string{"proc/self/cgroup": "0::" + path + "\n", "sys/fs/cgroup" + path + "/cpu.max": max}
	}
	cases := []struct {
		name     string
		files    map[string]string
		env      map[string]string
		affinity int
		want     int
	}{
		{"no limit", nil, nil, 8, 8},
		{"half a CPU", v2("/job", "50000 100000\n"), nil, 8, 1},
		{"one CPU", v2("/job", "100000 100000\n"), nil, 8, 1},
		{"one and a half", v2("/job", "150000 100000\n"), nil, 8, 2},
		{"unlimited", v2("/job", "max 100000\n"), nil, 4, 4},
		{"the parent's quota", map[string]string{"proc/self/cgroup": "0::/pod/ctr\n",
			"sys/fs/cgroup/pod/ctr/cpu.max": "max 100000\n", "sys/fs/cgroup/pod/cpu.max": "200000 100000\n"}, nil, 8, 2},
		{"cgroup v1", map[string]string{"proc/self/cgroup": "4:cpu,cpuacct:/docker/x\n",
			"sys/fs/cgroup/cpu,cpuacct/docker/x/cpu.cfs_quota_us": "100000\n", "sys/fs/cgroup/cpu,cpuacct/docker/x/cpu.cfs_period_us": "100000\n"}, nil, 8, 1},
		{"cgroup v1 without a quota", map[string]string{"proc/self/cgroup": "4:cpu,cpuacct:/\n",
			"sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us": "-1\n", "sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us": "100000\n"}, nil, 8, 8},
		{"Slurm per task", nil, map[string]string{"SLURM_CPUS_PER_TASK": "3"}, 8, 3},
		{"Slurm on node, no binding", nil, map[string]string{"SLURM_CPUS_ON_NODE": "2"}, 8, 2},
		{"GOMAXPROCS in the environment", nil, map[string]string{"GOMAXPROCS": "16"}, 2, 2},
		{"affinity", v2("/job", "400000 100000\n"), nil, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := usableCPUs(tree(t, c.files), env(c.env), c.affinity); got != c.want {
				t.Errorf("usableCPUs: %d, want %d", got, c.want)
			}
		})
	}
}
