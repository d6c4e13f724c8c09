package cmdline

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"testing"
)

func TestPrint(t *testing.T) {
	err := fmt.Errorf("open store: %w", Errorf("run 'corral record' first", "no baseline in %s: %w", "corral.db", fs.ErrNotExist))
	var b bytes.Buffer
	Print(&b, "corral", "error", err)
	want := "corral: error: open store: no baseline in corral.db: file does not exist\ncorral: hint: run 'corral record' first\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("the wrapped error is lost")
	}
	b.Reset()
	Print(&b, "corral-fs", "", errors.New("interrupted"))
	if b.String() != "corral-fs: interrupted\n" {
		t.Errorf("got %q", b.String())
	}
}
