package compiler

import (
	"os"

	"golang.org/x/sys/unix"
)

// Magic numbers of file systems of the kernel's that x/sys/unix does not
// name (linux/magic.h).
const (
	configfsMagic = 0x62656570
	fusectlMagic  = 0x65735543
	mqueueMagic   = 0x19800202
)

// pseudoTypes names the file systems whose "regular" files are made up by
// the kernel as they are read: they report a size of 0 or 4096 whatever
// they hold, and a read can block until an event (trace_pipe, kmsg) or
// never end. They are known by their type, wherever they are mounted: a
// tracefs outside /sys, a procfs bind-mounted into a checkout.
var pseudoTypes = map[uint32]string{
	unix.PROC_SUPER_MAGIC:      "procfs",
	unix.SYSFS_MAGIC:           "sysfs",
	unix.TRACEFS_MAGIC:         "tracefs",
	unix.DEBUGFS_MAGIC:         "debugfs",
	unix.CGROUP_SUPER_MAGIC:    "cgroup",
	unix.CGROUP2_SUPER_MAGIC:   "cgroup2",
	unix.SECURITYFS_MAGIC:      "securityfs",
	unix.BPF_FS_MAGIC:          "bpf",
	unix.PSTOREFS_MAGIC:        "pstore",
	configfsMagic:              "configfs",
	fusectlMagic:               "fusectl",
	mqueueMagic:                "mqueue",
	unix.DEVPTS_SUPER_MAGIC:    "devpts",
	unix.EFIVARFS_MAGIC:        "efivarfs",
	unix.BINFMTFS_MAGIC:        "binfmt_misc",
	unix.SELINUX_MAGIC:         "selinuxfs",
	unix.SMACK_MAGIC:           "smackfs",
	unix.AAFS_MAGIC:            "apparmorfs",
	unix.RDTGROUP_SUPER_MAGIC:  "resctrl",
	unix.NSFS_MAGIC:            "nsfs",
	unix.PID_FS_MAGIC:          "pidfs",
	unix.ANON_INODE_FS_MAGIC:   "anon_inodefs",
	unix.PIPEFS_MAGIC:          "pipefs",
	unix.SOCKFS_MAGIC:          "sockfs",
	unix.XENFS_SUPER_MAGIC:     "xenfs",
	unix.OPENPROM_SUPER_MAGIC:  "openpromfs",
	unix.USBDEVICE_SUPER_MAGIC: "usbfs",
}

// pseudoFS names the kernel's file system path is in (following links),
// or returns "" for a file system of stored files, or when statfs fails
// (the read that follows is bounded anyway). /dev is known by its place:
// a devtmpfs has the type of any tmpfs, and a regular file there is no
// compiler's.
func pseudoFS(path string) string {
	var st unix.Statfs_t
	if err := unix.Statfs(path, &st); err == nil && pseudoTypes[uint32(st.Type)] != "" {
		return pseudoTypes[uint32(st.Type)]
	}
	return underKernelDir(path, "/dev/")
}

// pseudoFile is pseudoFS for an open file: what was opened, whatever path
// led to it since it was looked at.
func pseudoFile(f *os.File) string {
	raw, err := f.SyscallConn()
	if err != nil {
		return ""
	}
	var st unix.Statfs_t
	var statErr error
	if err := raw.Control(func(fd uintptr) { statErr = unix.Fstatfs(int(fd), &st) }); err != nil || statErr != nil {
		return ""
	}
	return pseudoTypes[uint32(st.Type)]
}
