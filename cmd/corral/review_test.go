package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// session is corral review on a pseudo-terminal, driven key by key.
type session struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	seen int // bytes of out already matched
	done chan error
}

func startReview(t *testing.T, dir string, env ...string) *session {
	t.Helper()
	cmd := exec.Command("corral", "review")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: 100, Rows: 30})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	s := &session{t: t, cmd: cmd, tty: tty, done: make(chan error, 1)}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	go func() { s.done <- cmd.Wait() }()
	t.Cleanup(func() { cmd.Process.Kill(); tty.Close() })
	return s
}

// sgr matches colour escapes, which expect ignores.
var sgr = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// expect waits for text to appear after what was matched before, colours
// aside.
func (s *session) expect(text string) {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		i := strings.Index(sgr.ReplaceAllString(s.out.String(), "")[s.seen:], text)
		if i >= 0 {
			s.seen += i + len(text)
		}
		s.mu.Unlock()
		if i >= 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.t.Fatalf("review never wrote %q; it wrote:\n%q", text, s.out.String())
}

// key waits for a prompt, then presses key.
func (s *session) key(key string) {
	s.t.Helper()
	s.expect("? ")
	if _, err := s.tty.Write([]byte(key)); err != nil {
		s.t.Fatal(err)
	}
}

// exit waits for review to end and returns its exit status.
func (s *session) exit() int {
	s.t.Helper()
	select {
	case err := <-s.done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			s.t.Fatal(err)
		}
		return 0
	case <-time.After(30 * time.Second):
		s.t.Fatalf("review did not end:\n%q", s.output())
		return -1
	}
}

func (s *session) output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

// reviewFixture records three files, then checks a change of two causes
// (a word in a.sh and b.sh, a number in c.sh) and a new file.
func reviewFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(src, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.sh", "echo hello a\n")
	write("b.sh", "echo hello b\n")
	write("c.sh", "echo count 1\n")
	run(t, dir, 0, "record", "--cmd", "sh {}", "src")
	write("a.sh", "echo HELLO a\n")
	write("b.sh", "echo HELLO b\n")
	write("c.sh", "echo count 2\n")
	write("d.sh", "echo new\n")
	run(t, dir, 1, "check", "src")
	return dir
}

// run runs corral in dir and wants exit status want.
func run(t *testing.T, dir string, want int, args ...string) string {
	t.Helper()
	cmd := exec.Command("corral", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if code != want {
		t.Fatalf("corral %s: exit %d, want %d\n%s", strings.Join(args, " "), code, want, out)
	}
	return string(out)
}

// TestReviewKeys drives review through a real pseudo-terminal with insta's
// keys and corral's: a screen per item, cleared, [i/N]; Enter and a
// accept, Esc and r reject, A accepts all that remain; d pages the diff;
// Ctrl-C exits 130 and applies nothing.
func TestReviewKeys(t *testing.T) {
	t.Parallel()
	t.Run("insta keys", func(t *testing.T) {
		dir := reviewFixture(t)
		s := startReview(t, dir)
		s.expect("\x1b[H\x1b[2J")
		s.expect("corral review [1/3] kind ")
		s.expect("2 files show (stdout)")
		s.key("\r") // Enter: accept the word's kind
		s.expect("\x1b[H\x1b[2J")
		s.expect("corral review [2/3] kind ")
		s.key("\x1b") // Esc: reject the number's kind
		s.expect("corral review [3/3] 1 new file")
		s.key(" ") // Space: skip
		s.key("y")
		s.expect("review: 2 files now take the results of check run 2")
		if code := s.exit(); code != 0 {
			t.Fatalf("exit %d:\n%q", code, s.output())
		}
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 2 same, 1 changed, 1 new") {
			t.Errorf("after the review, check says:\n%s", out)
		}
	})
	t.Run("accept all that remain, pager", func(t *testing.T) {
		dir := reviewFixture(t)
		s := startReview(t, dir, "PAGER=cat")
		s.key("d")
		s.expect("+HELLO a")
		s.key("A")
		s.key("y")
		s.expect("review: 4 files now take the results of check run 2")
		if code := s.exit(); code != 0 {
			t.Fatalf("exit %d:\n%q", code, s.output())
		}
		run(t, dir, 0, "check", "src")
	})
	t.Run("file walk", func(t *testing.T) {
		dir := reviewFixture(t)
		s := startReview(t, dir)
		s.key("f")
		s.expect("corral review: file [1/2] changed a.sh")
		s.key("a")
		s.expect("corral review: file [2/2] changed b.sh")
		s.key("r")
		s.expect("corral review [2/3]")
		s.key("q")
		s.key("y")
		s.expect("review: 1 file now take")
		s.exit()
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 1 same, 2 changed, 1 new") {
			t.Errorf("after the review, check says:\n%s", out)
		}
	})
	t.Run("Ctrl-C", func(t *testing.T) {
		dir := reviewFixture(t)
		s := startReview(t, dir)
		s.key("a")
		s.key("\x03")
		s.expect("corral: interrupted: the baseline is unchanged")
		if code := s.exit(); code != 130 {
			t.Fatalf("Ctrl-C: exit %d, want 130:\n%q", code, s.output())
		}
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 0 same, 3 changed, 1 new") {
			t.Errorf("after Ctrl-C, check says:\n%s", out)
		}
	})
}
