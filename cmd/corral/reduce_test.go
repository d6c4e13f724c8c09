package main

import (
	"archive/tar"
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/demo/corpus"
)

// reduceFixture records a bcom corpus with version 1 and checks it with
// version 3 (two kinds: the FOR ... STEP test in some files, the MOD
// helper's name in all), and returns the directory, the smallest file
// with a FOR ... STEP loop, and the loop's kind.
func reduceFixture(t *testing.T) (dir, file, kind string) {
	t.Helper()
	if _, err := exec.LookPath("cvise"); err != nil {
		t.Skip("cvise is not installed (make test installs it: apt-get install cvise); corral reduce is not tested here")
	}
	dir = t.TempDir()
	f, err := os.Create(filepath.Join(dir, "corpus.tar"))
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	if _, err := corpus.Write(bw, corpus.Config{Files: 20, Bytes: 60_000, Seed: 5, StepRate: 0.3}); err != nil {
		t.Fatal(err)
	}
	bw.Flush()
	f.Close()
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--json", "check.json", "--cmd", "bcom -version 3 {}"}, flags...)...)
	var rep struct {
		Files []struct {
			Path, Status string
			Kinds        []string
		}
		Kinds []struct{ ID, Edit string }
	}
	data, _ := os.ReadFile(filepath.Join(dir, "check.json"))
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	for _, k := range rep.Kinds {
		if !strings.Contains(k.Edit, "bmod") {
			kind = k.ID
		}
	}
	if kind == "" {
		t.Fatalf("no FOR ... STEP kind in %s", data)
	}
	smallest, size := "", int64(1<<62)
	for _, f := range rep.Files {
		if f.Status != "changed" || !slices.Contains(f.Kinds, kind) {
			continue
		}
		tf := exec.Command("tar", "-tvf", "corpus.tar", f.Path)
		tf.Dir = dir
		out, err := tf.Output()
		if err != nil {
			t.Fatal(err)
		}
		var n int64
		if fields := strings.Fields(string(out)); len(fields) > 2 {
			_, _ = fmt.Sscan(fields[2], &n)
		}
		if n < size {
			smallest, size = f.Path, n
		}
	}
	return dir, smallest, kind
}

// TestReduce reduces a changed file of the demo with cvise: the result is
// at least 10 times smaller in lines and still of its kind (cvise's test,
// run again on it, says so); a stopped reduction keeps a file of the kind.
// However it ends, nothing is left in TMPDIR (cvise's cvise-* and pymp-*
// dirs were).
func TestReduce(t *testing.T) {
	t.Parallel()
	dir, file, kind := reduceFixture(t)
	tmp := t.TempDir()
	env := []string{"TMPDIR=" + tmp}
	out := runEnv(t, dir, env, 0, "reduce", "--workdir", "red", "--timeout", "5m", "--json", "reduced.json", "--kind", kind, file)
	tmpClean(t, tmp, "a reduction")
	var r struct {
		Kind struct {
			ID   string `json:"id"`
			Edit string `json:"edit"`
		} `json:"kind"`
		OriginalLines int    `json:"original_lines"`
		ReducedLines  int    `json:"reduced_lines"`
		ReducedPath   string `json:"reduced_path"`
		Stopped       string `json:"stopped"`
		Diff          []string
	}
	data, err := os.ReadFile(filepath.Join(dir, "reduced.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.ReducedLines*10 > r.OriginalLines || r.Stopped != "" {
		t.Errorf("%s: %d → %d lines (stopped: %q), want 10× fewer:\n%s", file, r.OriginalLines, r.ReducedLines, r.Stopped, out)
	}
	// cvise's own test, on the result: still of the kind.
	run(t, dir, 0, "reduce-test", filepath.Join(dir, "red", "state.json"), r.ReducedPath)
	if !strings.Contains(out, "reduce: "+file+", kind "+r.Kind.ID) || !strings.Contains(out, "diff:") {
		t.Errorf("the report lacks the file, the kind or the diff:\n%s", out)
	}
	t.Logf("%s: %d → %d lines\n%s", file, r.OriginalLines, r.ReducedLines, out)

	// Stopped at once: the file kept still shows the kind, and the exit
	// status says the reduction did not finish.
	out = runEnv(t, dir, env, 3, "reduce", "--workdir", "red2", "--timeout", "1ms", "--kind", kind, file)
	tmpClean(t, tmp, "a reduction stopped by --timeout")
	if !strings.Contains(out, "(stopped: --timeout 1ms; the best so far)") {
		t.Errorf("a reduction stopped by --timeout does not say so:\n%s", out)
	}
	run(t, dir, 0, "reduce-test", filepath.Join(dir, "red2", "state.json"), filepath.Join(dir, "red2", filepath.Base(file)))

	// Ctrl-C in the middle: the best so far is shown and kept, still of
	// its kind, and corral exits 130.
	ctrlC, buf := startReduce(t, dir, env, "--workdir", "red3", "--kind", kind, file)
	// Ctrl-C once cvise runs, not after a while: on a loaded machine
	// corral may still be unpacking then, or cvise may be done.
	if err := waitForCvise(ctrlC.Process.Pid, filepath.Join(dir, "red3")); err != nil {
		ctrlC.Process.Kill()
		ctrlC.Wait()
		t.Fatalf("Ctrl-C: %v:\n%s", err, buf.String())
	}
	ctrlC.Process.Signal(os.Interrupt)
	err = ctrlC.Wait()
	if code := ctrlC.ProcessState.ExitCode(); code != 130 || !strings.Contains(buf.String(), "(stopped: interrupted; the best so far)") {
		t.Errorf("Ctrl-C: exit %d (%v), want 130 and the best so far:\n%s", code, err, buf.String())
	}
	tmpClean(t, tmp, "a reduction stopped by Ctrl-C")
	run(t, dir, 0, "reduce-test", filepath.Join(dir, "red3", "state.json"), filepath.Join(dir, "red3", filepath.Base(file)))

	// The same --workdir again: refused, the earlier reduction kept.
	out = run(t, dir, 2, "reduce", "--workdir", "red", "--kind", kind, file)
	if !strings.Contains(out, "--workdir red is not empty: it holds an earlier reduction") {
		t.Errorf("a second reduction into the same --workdir:\n%s", out)
	}
	// A file that is not changed, a kind it does not show.
	run(t, dir, 2, "reduce", "--workdir", "red4", "nosuch.bas")
	run(t, dir, 2, "reduce", "--workdir", "red5", "--kind", "k0000000", file)
}

// stallcc stands for both compilers of a reduction: bcom, until cvise
// has kept a candidate smaller than the file ($CANDIDATE, the file cvise
// reduces in place, under $ORIG bytes); from then on, a compile run under
// cvise writes its pid into $STALLED and sleeps. cvise then cannot
// finish: it is stopped mid-way, with a best so far smaller than the
// file. Compiles outside cvise (corral's own, of the best it keeps) run.
const stallcc = `#!/bin/sh
p=$$
while [ "$p" -gt 1 ]; do
	if [ "$(cat /proc/$p/comm)" = cvise ] && [ "$(wc -c < "$CANDIDATE")" -lt "$ORIG" ]; then
		echo $$ > "$STALLED/$$"
		exec sleep 1000
	fi
	p=$(cut -d' ' -f4 /proc/$p/stat)
done
exec bcom "$@"
`

// TestReduceStopped stops cvise mid-way, once it has kept a candidate
// smaller than the file: by --timeout, and by cvise's death (SIGKILL, as
// the OOM killer does; a crash ends it the same way). Either way corral
// prints and keeps the best so far, smaller than the file and still of
// its kind, says so, exits with a status that says it did not finish,
// and leaves no process and nothing in TMPDIR.
func TestReduceStopped(t *testing.T) {
	t.Parallel()
	dir, file, kind := reduceFixture(t)
	orig := tarEntrySize(t, filepath.Join(dir, "corpus.tar"), file)
	cc := filepath.Join(dir, "stallcc")
	if err := os.WriteFile(cc, []byte(stallcc), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		args    []string
		kill    bool
		code    int
		message string
	}{
		{"timeout", []string{"--timeout", "30s"}, false, 3, `^corral: reduce stopped by --timeout 30s after [0-9.]+s; best so far: [0-9]+ bytes \(from %d\), saved to \S+$`},
		{"cvise killed", nil, true, 2, `^corral: error: cvise failed after [0-9.]+m?s \(signal: killed\); best so far: [0-9]+ bytes \(from %d\), saved to \S+$`},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			work := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-"))
			tmp, stalled := t.TempDir(), t.TempDir()
			env := []string{"TMPDIR=" + tmp, "STALLED=" + stalled, "CANDIDATE=" + filepath.Join(work, filepath.Base(file)), fmt.Sprint("ORIG=", orig)}
			args := append([]string{"--workdir", work, "--kind", kind, "--json", work + ".json",
				"--old-cmd", cc + " -version 1 {}", "--new-cmd", cc + " -version 3 {}"}, c.args...)
			cmd, out := startReduce(t, dir, env, append(args, file)...)
			if c.kill {
				cvise := waitStalled(t, cmd, stalled, out)
				syscall.Kill(cvise, syscall.SIGKILL)
			}
			cmd.Wait()
			code := cmd.ProcessState.ExitCode()
			t.Logf("exit %d:\n%s", code, out)
			if code != c.code {
				t.Errorf("exit %d, want %d", code, c.code)
			}
			if !regexp.MustCompile("(?m)" + fmt.Sprintf(c.message, orig)).MatchString(out.String()) {
				t.Errorf("no line matches %s", fmt.Sprintf(c.message, orig))
			}
			var r struct {
				ReducedBytes int    `json:"reduced_bytes"`
				ReducedPath  string `json:"reduced_path"`
				Stopped      string `json:"stopped"`
			}
			data, err := os.ReadFile(work + ".json")
			if err != nil {
				t.Fatalf("no JSON result: %v", err)
			}
			if err := json.Unmarshal(data, &r); err != nil {
				t.Fatal(err)
			}
			if kept, err := os.ReadFile(r.ReducedPath); err != nil || int64(len(kept)) >= orig || len(kept) != r.ReducedBytes || r.Stopped == "" {
				t.Errorf("kept %d bytes of %d at %s (%v), reduced_bytes %d, stopped %q: want a smaller file, and why it stopped",
					len(kept), orig, r.ReducedPath, err, r.ReducedBytes, r.Stopped)
			}
			run(t, dir, 0, "reduce-test", filepath.Join(work, "state.json"), r.ReducedPath)
			tmpClean(t, tmp, "a reduction stopped mid-way")
			stalledGone(t, stalled)
		})
	}
}

// waitStalled waits until the reduction cmd stalls (stallcc wrote a pid
// into stalled) and returns cvise's pid. It fails when cmd exits first,
// or after two minutes.
func waitStalled(t *testing.T, cmd *exec.Cmd, stalled string, out *strings.Builder) int {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if pids, _ := os.ReadDir(stalled); len(pids) > 0 {
			if pid := childPID(cmd.Process.Pid, "cvise"); pid > 0 {
				return pid
			}
		}
		if zombie(cmd.Process.Pid) || time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("cvise did not stall with a smaller candidate:\n%s", out)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// stalledGone fails t when a compile that stallcc stalled still runs.
func stalledGone(t *testing.T, stalled string) {
	t.Helper()
	pids, _ := os.ReadDir(stalled)
	for _, p := range pids {
		pid, _ := strconv.Atoi(p.Name())
		if pid > 0 && syscall.Kill(pid, 0) == nil && !zombie(pid) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Errorf("a compile cvise ran (pid %d) outlived the reduction", pid)
		}
	}
}

// runEnv is run with env added to corral's environment.
func runEnv(t *testing.T, dir string, env []string, want int, args ...string) string {
	t.Helper()
	cmd := exec.Command("corral", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatal(err)
	}
	if code := cmd.ProcessState.ExitCode(); code != want {
		t.Fatalf("corral %s: exit %d, want %d\n%s", strings.Join(args, " "), code, want, out)
	}
	return string(out)
}

// startReduce starts corral reduce ARGS in dir with env added; its
// stdout and stderr go to out.
func startReduce(t *testing.T, dir string, env []string, args ...string) (cmd *exec.Cmd, out *strings.Builder) {
	t.Helper()
	return startCorral(t, dir, env, append([]string{"reduce"}, args...)...)
}

// tmpClean fails t when a reduction left anything in its TMPDIR tmp:
// cvise's cvise-* and pymp-* dirs, the test's corral-reduce-* dirs.
func tmpClean(t *testing.T, tmp, what string) {
	t.Helper()
	left, _ := filepath.Glob(filepath.Join(tmp, "*"))
	if len(left) > 0 {
		t.Errorf("%s left in TMPDIR: %v", what, left)
	}
	for _, l := range left {
		os.RemoveAll(l)
	}
}

// tarEntrySize returns the size of the TAR's entry name.
func tarEntrySize(t *testing.T, path, name string) int64 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := tar.NewReader(f)
	for {
		h, err := tr.Next()
		if err != nil {
			t.Fatalf("%s in %s: %v", name, path, err)
		}
		if h.Name == name {
			return h.Size
		}
	}
}

// waitForCvise waits until corral reduce, process pid, has written cvise's
// test script into work and runs cvise. It fails when corral exits first,
// or after two minutes.
func waitForCvise(pid int, work string) error {
	script := filepath.Join(work, "interesting.sh")
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if info, err := os.Stat(script); err == nil && info.Size() > 0 && runsChild(pid, "cvise") {
			return nil
		}
		if zombie(pid) {
			return errors.New("corral exited before cvise ran")
		}
		if time.Now().After(deadline) {
			return errors.New("cvise was not running after two minutes")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// runsChild reports whether a child of process pid has the command name
// comm: it has exec'd that program.
func runsChild(pid int, comm string) bool {
	return childPID(pid, comm) > 0
}

// childPID returns the pid of a child of process pid whose command name
// is comm, or 0 when it has none.
func childPID(pid int, comm string) int {
	lists, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, l := range lists {
		b, _ := os.ReadFile(l)
		for _, child := range strings.Fields(string(b)) {
			if name, err := os.ReadFile("/proc/" + child + "/comm"); err == nil && strings.TrimSpace(string(name)) == comm {
				n, _ := strconv.Atoi(child)
				return n
			}
		}
	}
	return 0
}

// TestReduceHostileName reduces a file whose name is shell code: corral
// writes cvise's test script, and every name in it must stay a word (the
// name went into the script inside double quotes, where $(…) runs).
func TestReduceHostileName(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("cvise"); err != nil {
		t.Skip("cvise is not installed (make test installs it: apt-get install cvise); corral reduce is not tested here")
	}
	dir := t.TempDir()
	home := t.TempDir()
	name := `a$(cd;touch PWNED)'b.bas`
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	prog := "LET X = 1\nFOR I = 1 TO 9 STEP 2\nPRINT I\nNEXT I\nPRINT X\n"
	if err := os.WriteFile(filepath.Join(src, name), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, dir, 0, "record", "--cmd", "bcom -version 1 {}", "--output", "{.}.c", "src")
	run(t, dir, 1, "check", "-q", "--cmd", "bcom -version 2 {}", "src")
	cmd := exec.Command("corral", "reduce", "--workdir", "red", "--timeout", "5m", name)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+home)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("reduce: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(home, "PWNED")); err == nil {
		t.Fatalf("the file's name ran as shell code in cvise's test script:\n%s", out)
	}
	if !strings.Contains(string(out), "kind k") {
		t.Errorf("no reduction reported:\n%s", out)
	}
}
