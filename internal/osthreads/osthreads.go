// Package osthreads counts a process's OS threads, which is what the lab
// and corral-fs report when they say how many threads a design costs.
package osthreads

import (
	"bytes"
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
)

// Count returns the number of OS threads of this process, from
// /proc/self/status. It counts every thread, those a C library started
// included, which the Go runtime's own figures leave out.
func Count() (int, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, fmt.Errorf("read thread count: %w", err)
	}
	for line := range bytes.Lines(b) {
		if v, ok := bytes.CutPrefix(line, []byte("Threads:")); ok {
			n, err := strconv.Atoi(string(bytes.TrimSpace(v)))
			if err != nil {
				return 0, fmt.Errorf("parse thread count %q: %w", bytes.TrimSpace(v), err)
			}
			return n, nil
		}
	}
	return 0, fmt.Errorf("no Threads line in /proc/self/status")
}

// Created returns how many OS threads the Go runtime has created so far.
func Created() int { return pprof.Lookup("threadcreate").Count() }
