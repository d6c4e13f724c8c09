package workspace

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/corral/host"
)

// Modes of --workdir-fs.
const (
	Auto   = "auto"   // memory when it fits with a wide margin, else disk
	Memory = "memory" // the memory-backed file system, whatever the margin
	Disk   = "disk"   // TMPDIR, as before
)

// DefaultMemDir is the memory-backed file system corral looks for.
// CORRAL_MEMDIR names another (a tmpfs mounted elsewhere).
const DefaultMemDir = "/dev/shm"

// Margin is how many times what the work dir will hold must fit into the
// room there is.
const Margin = 3

// Facts are what the choice is made from. A size of -1 is unknown or
// unlimited, as each field says.
type Facts struct {
	MemDir       string // the memory-backed file system's directory
	MemFS        bool   // MemDir is a tmpfs (or ramfs) this process can write
	MemFree      int64  // bytes free for this process in MemDir
	MemAvailable int64  // MemAvailable of /proc/meminfo; -1: unknown
	CgroupRoom   int64  // the smallest limit − usage of this process's memory cgroups; -1: no limit
}

// Gather reads the facts under root ("/" but in tests): memDir's file
// system, /proc/meminfo, and the memory cgroups of /proc/self/cgroup.
func Gather(root, memDir string) Facts {
	f := Facts{MemDir: memDir, MemFree: -1, MemAvailable: -1, CgroupRoom: -1}
	f.MemFS, f.MemFree = memFS(memDir)
	f.MemAvailable = memAvailable(filepath.Join(root, "proc/meminfo"))
	f.CgroupRoom = cgroupRoom(root)
	return f
}

// Choice is where the work dir goes, and why, in one line.
type Choice struct {
	Memory bool
	Dir    string // the directory to make the work dir in
	Why    string
}

// Choose decides, for a mode, what the work dir will hold (need bytes,
// -1 when not known) and the disk's directory (TMPDIR).
func Choose(mode string, f Facts, need int64, disk string) (Choice, error) {
	onDisk := Choice{Dir: disk}
	inMemory := Choice{Memory: true, Dir: f.MemDir}
	switch mode {
	case Disk:
		onDisk.Why = "work dir on disk (" + disk + "): --workdir-fs disk"
		return onDisk, nil
	case Memory:
		if !f.MemFS {
			return Choice{}, fmt.Errorf("--workdir-fs memory: %s is not a memory-backed file system this process can write", f.MemDir)
		}
		inMemory.Why = "work dir in memory (" + f.MemDir + "): --workdir-fs memory"
		return inMemory, nil
	case Auto, "":
	default:
		return Choice{}, fmt.Errorf("--workdir-fs %q: want auto, memory or disk", mode)
	}
	if !f.MemFS {
		onDisk.Why = fmt.Sprintf("work dir on disk (%s): %s is not a memory-backed file system here", disk, f.MemDir)
		return onDisk, nil
	}
	if need < 0 {
		onDisk.Why = fmt.Sprintf("work dir on disk (%s): the size of the source is not known in advance", disk)
		return onDisk, nil
	}
	// The room is the smallest of what there is; each that bounds it is
	// named, so the line says what to change.
	type bound struct {
		what string
		n    int64
	}
	var bounds []bound
	if f.MemFree >= 0 {
		bounds = append(bounds, bound{f.MemDir + " has " + bytesize.Format(f.MemFree) + " free", f.MemFree})
	}
	if f.MemAvailable >= 0 {
		bounds = append(bounds, bound{bytesize.Format(f.MemAvailable) + " of memory is available", f.MemAvailable})
	}
	if f.CgroupRoom >= 0 {
		bounds = append(bounds, bound{"the cgroup's memory limit leaves " + bytesize.Format(f.CgroupRoom) + " (tmpfs pages count against it)", f.CgroupRoom})
	}
	if len(bounds) == 0 {
		onDisk.Why = fmt.Sprintf("work dir on disk (%s): how much memory there is is not known", disk)
		return onDisk, nil
	}
	least := slices.MinFunc(bounds, func(a, b bound) int { return cmpInt(a.n, b.n) })
	what := fmt.Sprintf("the source and its outputs need about %s", bytesize.Format(need))
	if need*Margin <= least.n {
		var all []string
		for _, b := range bounds {
			all = append(all, b.what)
		}
		inMemory.Why = fmt.Sprintf("work dir in memory (%s): %s; %s (--workdir-fs disk to unpack on disk)", f.MemDir, what, strings.Join(all, ", "))
		return inMemory, nil
	}
	onDisk.Why = fmt.Sprintf("work dir on disk (%s): %s, over a third of the room in memory: %s", disk, what, least.what)
	return onDisk, nil
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Need estimates what a work dir for src will hold: the unpacked source
// and, as much again, the outputs the jobs write beside it. -1 when it
// cannot be told in advance (a TAR on stdin).
func Need(src string) int64 {
	n := sourceSize(src)
	if n < 0 {
		return -1
	}
	return 2 * n
}

// sourceSize estimates the unpacked size of a source without unpacking
// it: a directory's files, an uncompressed TAR's own size (its contents
// and headers), a gzip's recorded size, and 6× any other compressed TAR
// (source code compresses 4-6×; too much is safe, too little is not).
func sourceSize(src string) int64 {
	if src == "-" || src == "" {
		return -1
	}
	info, err := os.Stat(src)
	if err != nil {
		return -1
	}
	if info.IsDir() {
		return du(src)
	}
	f, err := os.Open(src)
	if err != nil {
		return -1
	}
	defer f.Close()
	head := make([]byte, 6)
	if n, _ := io.ReadFull(f, head); n < 6 {
		return info.Size()
	}
	switch {
	case head[0] == 0x1f && head[1] == 0x8b:
		// gzip's trailer holds the size mod 2^32 of its last member: take
		// it when it is plausible for a single member.
		var tail [4]byte
		if _, err := f.ReadAt(tail[:], info.Size()-4); err == nil {
			if n := int64(binary.LittleEndian.Uint32(tail[:])); n >= info.Size() && info.Size() < 1<<30 {
				return n
			}
		}
		return 6 * info.Size()
	case string(head[:4]) == "\x28\xb5\x2f\xfd", string(head[:3]) == "BZh", string(head) == "\xfd7zXZ\x00":
		return 6 * info.Size()
	}
	return info.Size()
}

// memAvailable reads MemAvailable from a /proc/meminfo; -1 if it cannot.
func memAvailable(path string) int64 {
	f, err := os.Open(path)
	if err != nil {
		return -1
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemAvailable:" {
			if kb, err := strconv.ParseInt(fields[1], 10, 64); err == nil {
				return kb * 1024
			}
		}
	}
	return -1
}

// cgroupRoom is the smallest room (limit − usage) of this process's memory
// cgroup and its parents under root, v2 (memory.max, memory.current) or v1
// (memory.limit_in_bytes, memory.usage_in_bytes); -1 when none has a
// limit (see package cgroup for the walk).
func cgroupRoom(root string) int64 {
	best := int64(-1)
	take := func(limit, usage int64) {
		// v1 says "no limit" with a huge number (PAGE_COUNTER_MAX pages).
		if limit <= 0 || limit >= 1<<62 {
			return
		}
		if room := max(limit-usage, 0); best < 0 || room < best {
			best = room
		}
	}
	read := func(p string) (int64, bool) {
		b, err := os.ReadFile(p)
		if err != nil {
			return 0, false
		}
		s := strings.TrimSpace(string(b))
		if s == "max" {
			return -1, true
		}
		n, err := strconv.ParseInt(s, 10, 64)
		return n, err == nil
	}
	host.EachCgroup(root, "memory", func(dir string, v2 bool) {
		base, limitFile, usageFile := filepath.Join(root, "sys/fs/cgroup/memory", dir), "memory.limit_in_bytes", "memory.usage_in_bytes"
		if v2 {
			base, limitFile, usageFile = filepath.Join(root, "sys/fs/cgroup", dir), "memory.max", "memory.current"
		}
		if limit, ok := read(filepath.Join(base, limitFile)); ok && limit >= 0 {
			if usage, ok := read(filepath.Join(base, usageFile)); ok {
				take(limit, usage)
			}
		}
	})
	return best
}
