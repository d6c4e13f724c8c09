//go:build linux

package corral_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/runner"
)

// tmpfs mounts a tmpfs of 1 MiB and a bit on a new directory.
func tmpfs(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=1200k"); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v): a full disk is not tested", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// TestFullDiskIsAnInfrastructureError fills the disk under the jobs'
// streams (TMPDIR), then the disk under the work dir: each time the run
// stops with ErrDiskFull, and the cut-short streams never become a result
// or a baseline.
func TestFullDiskIsAnInfrastructureError(t *testing.T) {
	ctx := context.Background()
	src := corraltest.Corpus(t, corraltest.Names(4)...)
	big := filepath.Join(t.TempDir(), "big")
	script := "#!/bin/sh\nhead -c 3000000 /dev/zero\necho done\n"
	if err := os.WriteFile(big, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	bigOut := filepath.Join(t.TempDir(), "bigout")
	script = "#!/bin/sh\nhead -c 3000000 /dev/zero > \"${1%.c}.o\"\necho done\n"
	if err := os.WriteFile(bigOut, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		cc       string
		scratch  bool // TMPDIR on the small disk, else the work dir
		wantDisk string
	}{
		{"stdout fills TMPDIR", big, true, "scratch disk"},
		{"an output fills the work dir", bigOut, false, "work dir's disk"},
	} {
		t.Run(c.name, func(t *testing.T) {
			small := tmpfs(t)
			st := corraltest.OpenStore(t)
			opts := corraltest.Options(src, c.cc)
			opts.Jobs = 1
			if c.scratch {
				t.Setenv("TMPDIR", small)
				opts.WorkDir = filepath.Join(t.TempDir(), "work")
			} else {
				opts.WorkDir = filepath.Join(small, "work")
			}
			_, err := corral.Record(ctx, st, opts)
			if !errors.Is(err, runner.ErrDiskFull) {
				t.Fatalf("got %v, want ErrDiskFull", err)
			}
			if !strings.Contains(err.Error(), c.wantDisk) {
				t.Errorf("the error does not name %s: %v", c.wantDisk, err)
			}
			if base, err := st.Baseline(ctx); err != nil || len(base) != 0 {
				t.Errorf("a baseline of %d files (%v), want none", len(base), err)
			}
		})
	}
}
