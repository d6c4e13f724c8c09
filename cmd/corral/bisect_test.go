package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rivo/uniseg"

	"github.com/corral-go/corral/internal/demo/bcom"
	"github.com/corral-go/corral/internal/demo/corpus"
)

// TestBisectFindsEachVersion bisects a check of bcom's newest version
// against a baseline of its first, over every version, and holds the
// result to bcom's own list of changes: each change's version is the first
// compiler of at least one kind, the version before it the last without;
// no kind is put anywhere else.
func TestBisectFindsEachVersion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// Many FOR ... STEP loops, so that version 2's change has files.
	writeCorpus(t, filepath.Join(dir, "corpus.tar"), corpus.Config{Files: 120, Bytes: 400_000, Seed: 3, StepRate: 0.3})
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--cmd", fmt.Sprintf("bcom -version %d {}", bcom.Versions)}, flags...)...)
	args := []string{"bisect", "--json", "bisect.json"}
	for v := 1; v <= bcom.Versions; v++ {
		args = append(args, fmt.Sprintf("bcom -version %d {}", v))
	}
	out := run(t, dir, 0, args...)
	var got struct {
		Runs  map[string]int64 `json:"runs"`
		Kinds []struct {
			ID          string `json:"id"`
			Edit        string `json:"edit"`
			First       *int   `json:"first"`
			LastWithout *int   `json:"last_without"`
		} `json:"kinds"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "bisect.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	byVersion := map[int][]string{}
	for _, k := range got.Kinds {
		if k.First == nil || k.LastWithout == nil || *k.LastWithout != *k.First-1 {
			t.Errorf("kind %s (%s): first %v, last without %v; want a version and the one before it", k.ID, k.Edit, k.First, k.LastWithout)
			continue
		}
		byVersion[*k.First] = append(byVersion[*k.First], k.Edit)
	}
	for _, c := range bcom.Changes {
		if len(byVersion[c.Version]) == 0 {
			t.Errorf("no kind found first in version %d (%s)", c.Version, c.What)
		}
		delete(byVersion, c.Version)
	}
	if len(byVersion) > 0 {
		t.Errorf("kinds put in versions that made no change: %v", byVersion)
	}
	if len(got.Runs) > bcom.Versions {
		t.Errorf("%d runs for %d compilers", len(got.Runs), bcom.Versions)
	}
	for _, l := range strings.Split(out, "\n") {
		if w := uniseg.StringWidth(l); w > 100 {
			t.Errorf("a line of %d columns, want at most 100: %s", w, l)
		}
	}
	t.Logf("\n%s", out)
}

// bisectGitFixture records a corpus with bcom's version 1, checks it with
// version 3, and makes a git repository whose four commits are
// compilers: cc runs bcom -version N. It returns the directory, which
// holds corral.db and repo.
func bisectGitFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "corpus.tar"))
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	if _, err := corpus.Write(bw, corpus.Config{Files: 40, Bytes: 60_000, Seed: 3, StepRate: 0.3}); err != nil {
		t.Fatal(err)
	}
	bw.Flush()
	f.Close()
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--cmd", "bcom -version 3 {}"}, flags...)...)
	repo := filepath.Join(dir, "repo")
	git := func(args ...string) string {
		t.Helper()
		out, err := exec.Command("git", append([]string{"-C", repo}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	if err := os.Mkdir(repo, 0o755); err != nil {
		t.Fatal(err)
	}
	git("init", "-q")
	git("config", "user.email", "t@example.com")
	git("config", "user.name", "t")
	for v := 1; v <= 4; v++ {
		script := fmt.Sprintf("#!/bin/sh\nexec bcom -version %d \"$@\"\n", v)
		if err := os.WriteFile(filepath.Join(repo, "cc"), []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		git("add", "cc")
		git("commit", "-qm", fmt.Sprintf("version %d", v))
	}
	git("tag", "old", "HEAD~3")
	return dir
}

// TestBisectInterruptBuild sends SIGINT to a bisect over git commits
// while a commit's --build runs, and that build has started a child that
// holds its output open: bisect stops at once, exits 130, kills the
// build's whole process group, leaves the repository with no worktree of
// its own and TMPDIR clean, and its hint names no flag bisect lacks.
func TestBisectInterruptBuild(t *testing.T) {
	t.Parallel()
	dir := bisectGitFixture(t)
	tmp := t.TempDir()
	pids := t.TempDir()
	build := `chmod +x cc; echo $$ > "$PIDS/build.pid"; sleep 1000 & echo $! > "$PIDS/child.pid"; wait`
	cmd := exec.Command("corral", "bisect", "--git", "repo", "--range", "old..HEAD", "--build", build, "--cmd-at", "{dir}/cc {}")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "PIDS="+pids)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	readPID := func(name string) int {
		b, _ := os.ReadFile(filepath.Join(pids, name))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		return pid
	}
	// Ctrl-C once the build's child runs: the build is under way.
	deadline := time.Now().Add(2 * time.Minute)
	for readPID("child.pid") == 0 {
		select {
		case err := <-exited:
			t.Fatalf("bisect ended (%v) before its build started a child:\n%s", err, out.String())
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("the build started no child in two minutes:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	shell, child := readPID("build.pid"), readPID("child.pid")
	start := time.Now()
	cmd.Process.Signal(os.Interrupt)
	select {
	case <-exited:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		<-exited
		syscall.Kill(child, syscall.SIGKILL)
		t.Fatalf("bisect still ran 30s after Ctrl-C (its build's child holds the build's output open):\n%s", out.String())
	}
	took := time.Since(start)
	t.Logf("exited %v after Ctrl-C", took.Round(time.Millisecond))
	if code := cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit %d after Ctrl-C, want 130:\n%s", code, out.String())
	}
	for _, p := range []struct {
		what string
		pid  int
	}{{"the build's shell", shell}, {"the build's child", child}} {
		if syscall.Kill(p.pid, 0) == nil && !zombie(p.pid) {
			syscall.Kill(p.pid, syscall.SIGKILL)
			t.Errorf("%s (pid %d) outlived the bisect", p.what, p.pid)
		}
	}
	wt, err := exec.Command("git", "-C", filepath.Join(dir, "repo"), "worktree", "list", "--porcelain").Output()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(wt), "worktree "); n != 1 {
		t.Errorf("the repository has %d worktrees after the bisect, want its own alone:\n%s", n, wt)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "*")); len(left) > 0 {
		t.Errorf("left in TMPDIR: %v", left)
	}
	if !strings.Contains(out.String(), "corral: interrupted: ") {
		t.Errorf("no interrupted message:\n%s", out.String())
	}
	checkHintFlags(t, out.String(), "bisect")
}

// writeCorpus writes a generated bcom corpus (see package corpus) to the
// TAR at path.
func writeCorpus(t *testing.T, path string, cfg corpus.Config) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	if _, err := corpus.Write(bw, cfg); err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
