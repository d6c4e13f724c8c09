package main

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestProgressFitsTheTerminal runs a check of 1,100 files on a
// pseudo-terminal 60, 80 and 120 columns wide: every redraw of the
// progress line fits in the width less one column (so it never wraps and
// leaves no line behind), and the counts, four digits each, are on it.
// Before, at 80 columns the bar shrank to nothing, and at 60 each redraw
// wrapped onto a new line.
func TestProgressFitsTheTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for i := range 1100 {
		body := fmt.Sprintf("file %d\n", i)
		if err := tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("src/f%04d.txt", i), Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(body))
	}
	tw.Close()
	if err := os.WriteFile(filepath.Join(dir, "src.tar"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	record := exec.Command("corral", "record", "--cmd", "cat {}", "src.tar")
	record.Dir = dir
	if out, err := record.CombinedOutput(); err != nil {
		t.Fatalf("record: %v\n%s", err, out)
	}
	escapes := regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)
	for _, width := range []int{60, 80, 120} {
		// sleep 0.002 per file: the check lasts long enough for redraws;
		// every file changes, so the changed count has four digits too.
		cmd := exec.Command("corral", "check", "--diffs", "0", "--cmd", "sh -c 'sleep 0.002; echo changed; cat \"$1\"' sh {}", "--jobs", "2", "src.tar")
		cmd.Dir = dir
		tty, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(width), Rows: 30})
		if err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		var out bytes.Buffer
		done := make(chan struct{})
		go func() { io.Copy(&out, tty); close(done) }()
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		select {
		case err := <-exited:
			if err != nil && cmd.ProcessState.ExitCode() != 1 {
				t.Fatalf("check at %d columns: %v\n%s", width, err, out.String())
			}
		case <-time.After(120 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("check at %d columns did not end:\n%s", width, out.String())
		}
		tty.Close()
		<-done
		frames := 0
		withCounts := false
		for _, line := range strings.FieldsFunc(out.String(), func(r rune) bool { return r == '\r' || r == '\n' }) {
			plain := escapes.ReplaceAllString(line, "")
			if !strings.HasPrefix(plain, "check ") {
				continue
			}
			frames++
			if n := len([]rune(plain)); n > width-1 {
				t.Errorf("at %d columns a progress line is %d wide: %q", width, n, plain)
			}
			if regexp.MustCompile(`\b[0-9]{4}/1100\b.*\b[0-9]{4} changed`).MatchString(plain) {
				if !withCounts {
					t.Logf("at %d columns: %q", width, plain)
				}
				withCounts = true
			}
			if !strings.Contains(plain, "[") {
				t.Errorf("at %d columns the progress line has no bar: %q", width, plain)
			}
		}
		if frames == 0 || !withCounts {
			t.Errorf("at %d columns: %d progress lines, none with a four-digit count:\n%q", width, frames, out.String())
		}
	}
}
