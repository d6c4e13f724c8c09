package host

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// A run notes which process made it ([ProcessID]: host, boot, pid and
// the process's start time), so that a run left "running" by a process
// that is gone (kill -9, a crash, a reboot) is known for what it is: an
// interrupted run, which --resume continues. A pid alone would not do: the
// kernel reuses pids; a pid with its start time since boot names one
// process.

// ProcessID is "HOST BOOT PID START" for this process; "" where /proc
// cannot tell (then a run it leaves behind is never taken for dead).
func ProcessID() string {
	host, _ := os.Hostname()
	boot := bootID()
	start := startTime(os.Getpid())
	if host == "" || boot == "" || start == "" {
		return ""
	}
	return fmt.Sprintf("%s %s %d %s", host, boot, os.Getpid(), start)
}

// bootID identifies this boot of the machine.
func bootID() string {
	b, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// startTime is when process pid started, in clock ticks since boot; ""
// when there is no such process.
func startTime(pid int) string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return ""
	}
	// Fields after the command name, which is in parentheses and may hold
	// anything: state is field 3 of the line, starttime field 22.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return ""
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 20 {
		return ""
	}
	return f[19]
}

// ProcessGone reports whether the process id names (see [ProcessID]) is
// certainly gone: it ran on this host, and this machine rebooted since or
// no process with its pid and start time is alive. A process of another
// host, or an id this corral cannot read, is never taken for gone.
func ProcessGone(id string) bool {
	f := strings.Fields(id)
	if len(f) != 4 {
		return false
	}
	if host, _ := os.Hostname(); host != f[0] {
		return false
	}
	if boot := bootID(); boot == "" || boot != f[1] {
		return boot != ""
	}
	pid, err := strconv.Atoi(f[2])
	if err != nil {
		return false
	}
	return startTime(pid) != f[3]
}
