package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// fakecc FILE is a fake compiler whose behaviour is the first line of FILE:
//
//	print          print the rest of the file to stdout
//	output         write FILE's base name without extension + ".out" (the rest, upper-cased)
//	exit N         print to stderr and exit with status N
//	segv           die by SIGSEGV
//	hang           start a grandchild that sleeps, write its pid to FILE.pid, sleep
//	big N          write N bytes to stdout
//	binary         print bytes that are not UTF-8
//	needs FILE     exit 9 unless FILE (a support file) exists
//	slow DURATION  write its pid to FILE.self, sleep, then print the rest
//	symlink TARGET make FILE's base name + ".out" a symlink to TARGET
//
// When $FAKECC_CHANGE names FILE's base name, the output gets one more line,
// standing for a compiler change; $FAKECC_BURN and $FAKECC_ALLOC name files
// whose compiling burns a second of CPU or touches 100 MB of memory. When
// $FAKECC_STARTED names a directory, fakecc first writes its pid to a file
// there named after FILE's base name, for a script to wait on (waitfile):
// the job is running.
func fakecc() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: fakecc FILE")
		os.Exit(2)
	}
	name := os.Args[1]
	if dir := os.Getenv("FAKECC_STARTED"); dir != "" {
		started(dir, name)
	}
	src, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakecc:", err)
		os.Exit(2)
	}
	first, rest, _ := strings.Cut(string(src), "\n")
	mode := strings.Fields(first)
	if len(mode) == 0 {
		mode = []string{"print"}
	}
	if os.Getenv("FAKECC_CHANGE") == filepath.Base(name) {
		rest += "changed by the new compiler\n"
	}
	burn(name)
	arg := func() string {
		if len(mode) < 2 {
			fmt.Fprintf(os.Stderr, "fakecc: %s needs an argument\n", mode[0])
			os.Exit(2)
		}
		return mode[1]
	}
	switch mode[0] {
	case "print":
		fmt.Print(rest)
	case "output":
		out := strings.TrimSuffix(name, filepath.Ext(name)) + ".out"
		if err := os.WriteFile(out, []byte(strings.ToUpper(rest)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fakecc:", err)
			os.Exit(2)
		}
	case "exit":
		n, _ := strconv.Atoi(arg())
		fmt.Fprintf(os.Stderr, "%s:1: error: exiting with %d\n", name, n)
		os.Exit(n)
	case "segv":
		// The Go runtime catches SIGSEGV, so become a shell that does not.
		err := syscall.Exec("/bin/sh", []string{"sh", "-c", "kill -SEGV $$"}, os.Environ())
		fmt.Fprintln(os.Stderr, "fakecc:", err)
		os.Exit(2)
	case "hang":
		hang(name)
	case "big":
		n, _ := strconv.ParseInt(arg(), 10, 64)
		chunk := bytes.Repeat([]byte("0123456789abcdef"), 4096)
		for n > 0 {
			k := min(n, int64(len(chunk)))
			os.Stdout.Write(chunk[:k])
			n -= k
		}
		fmt.Print(rest)
	case "binary":
		os.Stdout.Write([]byte("caf\xe9 \xff\xfe bytes\n"))
		os.Stdout.Write([]byte(rest))
	case "needs":
		if _, err := os.Stat(arg()); err != nil {
			fmt.Fprintf(os.Stderr, "%s: support file missing: %v\n", name, err)
			os.Exit(9)
		}
		fmt.Print(rest)
	case "symlink":
		symlinkOutput(name, arg())
	case "slow":
		os.WriteFile(name+".self", []byte(strconv.Itoa(os.Getpid())), 0o644)
		d, _ := time.ParseDuration(arg())
		time.Sleep(d)
		fmt.Print(rest)
	default:
		fmt.Fprintf(os.Stderr, "fakecc: unknown mode %q\n", mode[0])
		os.Exit(2)
	}
}

// started writes this process's pid to dir/NAME's base name, making dir
// if need be.
func started(dir, name string) {
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, filepath.Base(name)), []byte(strconv.Itoa(os.Getpid())), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakecc:", err)
		os.Exit(2)
	}
}

// symlinkOutput makes NAME's base name + ".out" a symlink to target.
func symlinkOutput(name, target string) {
	out := strings.TrimSuffix(name, filepath.Ext(name)) + ".out"
	os.Remove(out)
	if err := os.Symlink(target, out); err != nil {
		fmt.Fprintln(os.Stderr, "fakecc:", err)
		os.Exit(2)
	}
}

// hang starts a grandchild that sleeps, writes its pid and its own, and
// sleeps.
func hang(name string) {
	child := exec.Command("sleep", "300")
	if err := child.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "fakecc:", err)
		os.Exit(2)
	}
	os.WriteFile(name+".pid", []byte(strconv.Itoa(child.Process.Pid)), 0o644)
	os.WriteFile(name+".self", []byte(strconv.Itoa(os.Getpid())), 0o644)
	time.Sleep(time.Hour)
}

// sink keeps burn's work from being optimised away.
var sink []byte

// burn burns CPU or memory for the files $FAKECC_BURN and $FAKECC_ALLOC
// name: a compiler that got slower or bigger.
func burn(name string) {
	base := filepath.Base(name)
	if os.Getenv("FAKECC_BURN") == base {
		// A second of CPU time, not of wall time: a loaded machine must
		// not make it less.
		n := 0
		for cpu := time.Duration(0); cpu < time.Second; n++ {
			if n%(1<<20) == 0 {
				var ru syscall.Rusage
				syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
				cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			}
		}
		sink = []byte(strconv.Itoa(n))
	}
	if os.Getenv("FAKECC_ALLOC") == base {
		sink = make([]byte, 100<<20)
		for i := 0; i < len(sink); i += 4096 {
			sink[i] = 1
		}
	}
}
