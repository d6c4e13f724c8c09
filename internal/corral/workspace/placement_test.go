package workspace

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestChoose: memory when what the work dir will hold is at most a third
// of the least room; disk otherwise, naming what bounds it; the modes
// that force either.
func TestChoose(t *testing.T) {
	const mb = 1 << 20
	roomy := Facts{MemDir: "/dev/shm", MemFS: true, MemFree: 12000 * mb, MemAvailable: 20000 * mb, CgroupRoom: -1}
	cases := []struct {
		name   string
		mode   string
		f      Facts
		need   int64
		memory bool
		why    string
	}{
		{"fits", Auto, roomy, 300 * mb, true, "work dir in memory (/dev/shm): the source and its outputs need about 300M"},
		{"tmpfs too small", Auto, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: 64 * mb, MemAvailable: 20000 * mb, CgroupRoom: -1}, 300 * mb, false, "/dev/shm has 64M free"},
		{"little memory", Auto, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: 12000 * mb, MemAvailable: 800 * mb, CgroupRoom: -1}, 300 * mb, false, "800M of memory is available"},
		{"CI container limit", Auto, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: 12000 * mb, MemAvailable: 20000 * mb, CgroupRoom: 700 * mb}, 300 * mb, false, "the cgroup's memory limit leaves 700M"},
		{"exactly a third", Auto, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: 900 * mb, MemAvailable: -1, CgroupRoom: -1}, 300 * mb, true, "in memory"},
		{"no tmpfs", Auto, Facts{MemDir: "/dev/shm", MemFree: -1, MemAvailable: 20000 * mb, CgroupRoom: -1}, mb, false, "/dev/shm is not a memory-backed file system"},
		{"stdin", Auto, roomy, -1, false, "not known in advance"},
		{"nothing known", Auto, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: -1, MemAvailable: -1, CgroupRoom: -1}, mb, false, "is not known"},
		{"forced disk", Disk, roomy, mb, false, "--workdir-fs disk"},
		{"forced memory", Memory, Facts{MemDir: "/dev/shm", MemFS: true, MemFree: mb, MemAvailable: mb, CgroupRoom: mb}, 300 * mb, true, "--workdir-fs memory"},
	}
	for _, c := range cases {
		got, err := Choose(c.mode, c.f, c.need, "/tmp")
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got.Memory != c.memory || !strings.Contains(got.Why, c.why) {
			t.Errorf("%s: memory %v, %q; want memory %v and %q", c.name, got.Memory, got.Why, c.memory, c.why)
		}
		if want := map[bool]string{true: c.f.MemDir, false: "/tmp"}[c.memory]; got.Dir != want {
			t.Errorf("%s: dir %s, want %s", c.name, got.Dir, want)
		}
	}
	if _, err := Choose(Memory, Facts{MemDir: "/nope"}, 1, "/tmp"); err == nil {
		t.Error("--workdir-fs memory without a tmpfs: no error")
	}
	if _, err := Choose("ram", roomy, 1, "/tmp"); err == nil || !strings.Contains(err.Error(), "auto, memory or disk") {
		t.Errorf("a typo in the mode: %v", err)
	}
}

// TestGatherCgroups reads limits from fake /proc and cgroup trees: v2 and
// v1, the tightest of a cgroup and its parents, "max" and v1's huge
// number as no limit, and a container whose cgroup file system's root is
// its own cgroup.
func TestGatherCgroups(t *testing.T) {
	write := func(root, name, text string) {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const meminfo = "MemTotal:       24000000 kB\nMemFree:  1000 kB\nMemAvailable:   20000000 kB\n"
	cases := []struct {
		name  string
		files map[string]string
		room  int64
	}{
		{"v2 limit on a parent", map[string]string{
			"proc/self/cgroup":                     "0::/ci/job1\n",
			"sys/fs/cgroup/ci/job1/memory.max":     "max\n",
			"sys/fs/cgroup/ci/job1/memory.current": "100\n",
			"sys/fs/cgroup/ci/memory.max":          "4000000000\n",
			"sys/fs/cgroup/ci/memory.current":      "1000000000\n",
		}, 3000000000},
		{"v2 no limit", map[string]string{
			"proc/self/cgroup":             "0::/\n",
			"sys/fs/cgroup/memory.max":     "max\n",
			"sys/fs/cgroup/memory.current": "5\n",
		}, -1},
		{"v1 in a container (root is its cgroup)", map[string]string{
			"proc/self/cgroup":                           "5:cpu,cpuacct:/x\n4:memory:/process_api/abc\n",
			"sys/fs/cgroup/memory/memory.limit_in_bytes": "2147483648\n",
			"sys/fs/cgroup/memory/memory.usage_in_bytes": "1073741824\n",
		}, 1073741824},
		{"v1 unlimited", map[string]string{
			"proc/self/cgroup":                           "4:memory:/\n",
			"sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n",
			"sys/fs/cgroup/memory/memory.usage_in_bytes": "1073741824\n",
		}, -1},
	}
	for _, c := range cases {
		root := t.TempDir()
		write(root, "proc/meminfo", meminfo)
		for name, text := range c.files {
			write(root, name, text)
		}
		f := Gather(root, t.TempDir())
		if f.CgroupRoom != c.room || f.MemAvailable != 20000000*1024 {
			t.Errorf("%s: room %d, available %d; want %d, %d", c.name, f.CgroupRoom, f.MemAvailable, c.room, 20000000*1024)
		}
		if f.MemFS {
			t.Errorf("%s: a plain directory taken for a tmpfs", c.name)
		}
	}
}

// TestSmallTmpfs mounts a real 1 MiB tmpfs (as root; skipped where mount
// is not allowed): Gather sees it and its free space, and a source that
// needs more falls back to disk; one that fits goes there.
func TestSmallTmpfs(t *testing.T) {
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	f := Gather("/", dir)
	if !f.MemFS || f.MemFree <= 0 || f.MemFree > 1<<20 {
		t.Fatalf("1 MiB tmpfs: MemFS %v, free %d", f.MemFS, f.MemFree)
	}
	c, err := Choose(Auto, f, 10<<20, "/tmp")
	if err != nil || c.Memory || !strings.Contains(c.Why, "over a third") {
		t.Errorf("10 MiB into a 1 MiB tmpfs: %+v, %v", c, err)
	}
	if c, err := Choose(Auto, f, 100<<10, "/tmp"); err != nil || !c.Memory || c.Dir != dir {
		t.Errorf("100 KiB into a 1 MiB tmpfs: %+v, %v", c, err)
	}
}

// TestNeed estimates sources without unpacking them.
func TestNeed(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.c"), make([]byte, 1000), 0o644)
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "sub/b.c"), make([]byte, 500), 0o644)
	if got := Need(dir); got != 3000 {
		t.Errorf("directory of 1,500 bytes: need %d, want 3000", got)
	}
	if got := Need("-"); got != -1 {
		t.Errorf("stdin: need %d, want -1", got)
	}
	tarPath := filepath.Join(t.TempDir(), "s.tar")
	if err := exec.Command("tar", "-cf", tarPath, "-C", dir, ".").Run(); err != nil {
		t.Fatal(err)
	}
	info, _ := os.Stat(tarPath)
	if got := Need(tarPath); got != 2*info.Size() {
		t.Errorf("TAR: need %d, want twice its size %d", got, 2*info.Size())
	}
	if err := exec.Command("gzip", "-k", tarPath).Run(); err != nil {
		t.Fatal(err)
	}
	if got := Need(tarPath + ".gz"); got != 2*info.Size() {
		t.Errorf("TAR.gz: need %d, want twice the TAR's size %d, from gzip's trailer", got, 2*info.Size())
	}
}
