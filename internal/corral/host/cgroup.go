package host

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// EachCgroup walks this process's control groups, v1 or v2, from its
// own up to the root: a limit (a CPU quota, a memory limit) may be set on
// the group itself or on any parent, and in a container the cgroup file
// system's root is often the process's own group, so that the path
// /proc/self/cgroup names does not exist under it.
//
// EachCgroup calls fn with the directory, under root's sys/fs/cgroup, of this
// process's cgroup and of each of its parents, for the v2 hierarchy and
// for the v1 hierarchy of controller ("cpu", "memory"): dir is a v2
// directory when v2, else a path under the v1 controller's mount (fn
// joins it to the mount it knows). root is "/" but in tests, which give a
// fake /proc and /sys tree.
func EachCgroup(root, controller string, fn func(dir string, v2 bool)) {
	f, err := os.Open(filepath.Join(root, "proc/self/cgroup"))
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// "0::/a/b" (v2), or "4:cpu,cpuacct:/a/b" (v1).
		parts := strings.SplitN(sc.Text(), ":", 3)
		if len(parts) != 3 {
			continue
		}
		v2 := parts[0] == "0" && parts[1] == ""
		if !v2 && !slices.Contains(strings.Split(parts[1], ","), controller) {
			continue
		}
		for dir := parts[2]; ; dir = filepath.Dir(dir) {
			fn(dir, v2)
			if dir == "/" || dir == "." || dir == "" {
				break
			}
		}
	}
}
