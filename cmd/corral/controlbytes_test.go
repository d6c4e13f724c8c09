package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMessagesEscapeWhatCameFromOutside: a job's stderr quoted in "no job
// could start", a stored --cmd quoted in "settings differ" and a program
// name in an error reach the terminal with their control bytes escaped.
func TestMessagesEscapeWhatCameFromOutside(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "src", "a.bas"), []byte("print\nx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		cmd := exec.Command("corral", args...)
		cmd.Dir = dir
		out, _ := cmd.CombinedOutput()
		return string(out)
	}
	for _, out := range []string{
		// The shell cannot find the program, and says so on stderr with
		// the name in it.
		run("record", "--baseline", "x.db", "--cmd", "nosuch\x1b]0;pwned\x07 {} | cat", "src"),
		// A program that is not there at all.
		run("record", "--baseline", "y.db", "--cmd", "./nosuch\x1b[2J {}", "src"),
		// A stored --cmd with an escape in a comment, then another --cmd.
		run("record", "--cmd", "fakecc {} # \x1b]0;pwned\x07", "src") + run("check", "--cmd", "fakecc {}"),
	} {
		if strings.ContainsAny(out, "\x1b\x07") {
			t.Errorf("control bytes reached the terminal:\n%q", out)
		}
	}
}
