package compiler

import (
	"context"
	"fmt"
	"io"
	"sync/atomic"
	"time"
)

// stall is how long a file's fingerprint may read nothing before it is
// given up: a read of a file system that blocks it (a hung FUSE daemon or
// network mount, a kernel's file of a kind not known) costs the run that
// long, not forever.
var stall = 5 * time.Second

// fingerprintFunc fingerprints one file, adding to read the bytes it has
// read so far; keep as fileOf's.
type fingerprintFunc func(read *atomic.Int64) (f File, keep bool)

// watch runs fingerprint and waits for it until it is done, until it has
// read nothing for stall, or until ctx ends (Ctrl-C). A read blocked in the
// kernel cannot be stopped, only left behind: its goroutine ends when the
// read does, or with the process. A file given up is named with the error
// that says so; ctx's end is returned as an error.
func watch(ctx context.Context, name, path string, fingerprint fingerprintFunc) (File, bool, error) {
	if err := ctx.Err(); err != nil {
		return File{}, false, fmt.Errorf("fingerprint the compiler: %w", err)
	}
	type result struct {
		f    File
		keep bool
	}
	done := make(chan result, 1) // the goroutine left behind never blocks
	var read atomic.Int64
	go func() {
		f, keep := fingerprint(&read)
		done <- result{f, keep}
	}()
	tick := time.NewTicker(stall)
	defer tick.Stop()
	var seen int64
	for {
		select {
		case r := <-done:
			return r.f, r.keep, nil
		case <-ctx.Done():
			return File{}, false, fmt.Errorf("fingerprint the compiler: reading %s: %w", path, ctx.Err())
		case <-tick.C:
			n := read.Load()
			if n == seen {
				return File{Name: name, Path: path, Error: fmt.Sprintf("no byte read in %s: given up", stall)}, true, nil
			}
			seen = n
		}
	}
}

// counted is a writer that adds what it writes to n.
type counted struct {
	w io.Writer
	n *atomic.Int64
}

func (c counted) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n.Add(int64(n))
	return n, err
}
