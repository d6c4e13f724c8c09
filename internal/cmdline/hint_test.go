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

func TestLastLines(t *testing.T) {
	for _, c := range []struct {
		log  string
		n    int
		want string
	}{
		{"a\nb\nc\n", 2, "b\nc"},
		{"a\nb", 5, "a\nb"},
		{"", 3, ""},
		{"one line, no newline", 1, "one line, no newline"},
	} {
		if got := LastLines(c.log, c.n); got != c.want {
			t.Errorf("LastLines(%q, %d) = %q, want %q", c.log, c.n, got, c.want)
		}
	}
}
