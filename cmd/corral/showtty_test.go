package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// TestShowStreamOnATerminal: a stored stream with an escape sequence is
// printed escaped on a terminal (and raw into a pipe, in showstream.txtar).
func TestShowStreamOnATerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "src", "e.bas"), []byte("print\nred \x1b[31mtext\x07 é\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := exec.Command("corral", "record", "--cmd", "fakecc {}", "src")
	rec.Dir = dir
	if out, err := rec.CombinedOutput(); err != nil {
		t.Fatalf("record: %v\n%s", err, out)
	}
	cmd := exec.Command("corral", "show", "--stdout", "e.bas")
	cmd.Dir = dir
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer tty.Close()
	var out bytes.Buffer
	io.Copy(&out, tty) // ends with EIO when the child exits
	cmd.Wait()
	got := out.String()
	if strings.ContainsAny(got, "\x1b\x07") || !strings.Contains(got, `red \x1b[31mtext\x07 é`) {
		t.Errorf("on a terminal: %q, want the escape and the bell escaped, é as it is", got)
	}
}
