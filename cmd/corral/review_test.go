package main

import (
	"bytes"
	"encoding/json"
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

// familyFixture records six files, then checks two families of change:
// "one" with two kinds (one → ONE in a, b and e; one → uno in g) and
// "numbers" with one (1 → 2 in c, d, e and g). e and g each show a kind
// of both families. It returns the kinds' IDs by edit.
func familyFixture(t *testing.T) (dir string, ids map[string]string) {
	t.Helper()
	dir, rep, out := wordsFixture(t, []string{"a", "b", "c", "d", "e", "g"},
		map[string][2]string{"a": {"ONE", "1"}, "b": {"ONE", "1"}, "c": {"one", "2"}, "d": {"one", "2"}, "e": {"ONE", "2"}, "g": {"uno", "2"}})
	if want := "next: 'corral review' to decide family by family"; !strings.Contains(out, want) {
		t.Errorf("check does not say %q:\n%s", want, out)
	}
	ids = rep.ids()
	if len(ids) != 3 || len(rep.Families) != 2 || rep.Families[0].Name != "numbers" || len(rep.Families[1].Kinds) != 2 {
		t.Fatalf("the fixture's kinds are not those the test is made for: %+v", rep)
	}
	return dir, ids
}

// fixtureReport is what a fixture reads of a check's JSON report.
type fixtureReport struct {
	Kinds []struct {
		ID    string   `json:"id"`
		Edit  string   `json:"edit"`
		Files []string `json:"files"`
	} `json:"kinds"`
	Families []struct {
		Name  string   `json:"name"`
		Kinds []string `json:"kinds"`
		Files []string `json:"files"`
	} `json:"families"`
}

// ids are the report's kinds' IDs by edit.
func (r fixtureReport) ids() map[string]string {
	ids := map[string]string{}
	for _, k := range r.Kinds {
		ids[k.Edit] = k.ID
	}
	return ids
}

// wordsFixture records files NAME.txt of three lines, "alpha one", "beta
// two" and "gamma 1", with cat; then gives each file of now its first
// and last words and checks: it returns the directory, the check's JSON
// report and its terminal output.
func wordsFixture(t *testing.T, names []string, now map[string][2]string) (string, fixtureReport, string) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	write := func(name, first, last string) {
		if err := os.WriteFile(filepath.Join(src, name+".txt"), []byte("alpha "+first+"\nbeta two\ngamma "+last+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range names {
		write(f, "one", "1")
	}
	run(t, dir, 0, "record", "--cmd", "cat {}", "src")
	for _, f := range names {
		if w, ok := now[f]; ok {
			write(f, w[0], w[1])
		}
	}
	out := run(t, dir, 1, "check", "--json", "check.json", "src")
	var rep fixtureReport
	data, err := os.ReadFile(filepath.Join(dir, "check.json"))
	if err == nil {
		err = json.Unmarshal(data, &rep)
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir, rep, out
}

// TestReviewFamilies: review walks the families ([i/N] counts them), o
// opens one; accepting a kind or a family whose files show other kinds
// says at once which kinds hold them back and offers to accept them whole,
// and the summary names the files held back and the kinds holding them.
func TestReviewFamilies(t *testing.T) {
	t.Parallel()
	t.Run("a kind all of whose files show another", func(t *testing.T) {
		// The issue's case: before, this said only "nothing to accept (0
		// files kept as in the baseline)".
		dir, ids := familyFixture(t)
		// The keys walk both reviews to that kind: the one of kinds
		// ignored o.
		s := startReview(t, dir)
		s.key("s") // the family numbers, of one kind
		s.key("o") // the family one
		s.key("s") // its kind one → ONE
		s.key("a") // its kind one → uno
		s.expect("its file also shows " + ids["~ # → #"] + " (1 file): it stays as in the baseline unless that kind is accepted too")
		s.key("n")
		s.expect("review: accept 0 files, keep 6 files as in the baseline (5 not decided, 1 held back)")
		s.expect("review: the file held back also shows " + ids["~ # → #"] + " (1 file, not decided): a file is accepted only when all its kinds are")
		s.key("+")
		s.expect("review: 1 file now takes the results of check run 2")
		if code := s.exit(); code != 0 {
			t.Fatalf("exit %d:\n%q", code, s.output())
		}
		if strings.Contains(s.output(), "nothing to accept") {
			t.Errorf("review said there was nothing to accept:\n%q", s.output())
		}
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 1 same, 5 changed") {
			t.Errorf("after the review, check says:\n%s", out)
		}
		if out := run(t, dir, 0, "show", "g.txt"); !strings.Contains(out, "status: same") {
			t.Errorf("after the review, show g.txt says:\n%s", out)
		}
	})
	t.Run("take the other kinds at once", func(t *testing.T) {
		dir, ids := familyFixture(t)
		s := startReview(t, dir)
		s.expect("corral review [1/2] family numbers, kind " + ids["~ # → #"])
		s.key("a")
		s.expect("2 of its 4 files also show " + ids["~ one → ONE"] + " (1 file) and " + ids["~ one → uno"] + " (1 file): they stay as in the baseline unless those are accepted too")
		s.key("+")
		s.expect("corral review [2/2] family one: 2 kinds, 4 files")
		s.key("o")
		s.expect("corral review: family one [1/2] kind " + ids["~ one → ONE"])
		s.key("s")
		s.expect("corral review: family one [2/2] kind " + ids["~ one → uno"])
		s.key("b")
		s.expect("corral review [2/2] family one")
		s.key("r")
		s.expect("review: accept 4 files, keep 2 files as in the baseline (2 rejected)")
		s.key("y")
		s.expect("review: 4 files now take the results of check run 2")
		s.exit()
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 4 same, 2 changed") {
			t.Errorf("after the review, check says:\n%s", out)
		}
	})
	t.Run("a family, the held-back files left", func(t *testing.T) {
		dir, ids := familyFixture(t)
		s := startReview(t, dir)
		s.key("s")
		s.key("a")
		s.expect("2 of its 4 files also show " + ids["~ # → #"] + " (2 files)")
		s.key("n")
		s.expect("review: accept 2 files, keep 4 files as in the baseline (2 not decided, 2 held back)")
		s.expect("the 2 files held back also show " + ids["~ # → #"] + " (2 files, not decided)")
		s.key("y")
		s.expect("review: 2 files now take the results of check run 2")
		s.exit()
		out := run(t, dir, 1, "check", "--diffs", "0", "src")
		if !strings.Contains(out, "check: 2 same, 4 changed") {
			t.Errorf("after the review, check says:\n%s", out)
		}
	})
}

// TestReviewShowsCauses: after a bisect of the check, each kind on its
// screen says the compiler (here the ladder's option) that made it, as
// the report does (issue 56.2).
func TestReviewShowsCauses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	for _, name := range []string{"a.sh", "b.sh"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte("echo hello\n[ \"$1\" = -x ] && echo extra\nexit 0\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(t, dir, 0, "record", "--cmd", "sh {}", "src")
	run(t, dir, 1, "check", "--cmd", "sh {} -x", "src")
	run(t, dir, 0, "bisect")
	s := startReview(t, dir)
	s.expect("corral review [1/1] kind ")
	s.expect("2 files show (stdout) + extra; made by + -x (compiler 2 of 2, confirmed alone)")
	s.key("q")
	s.exit()
}
