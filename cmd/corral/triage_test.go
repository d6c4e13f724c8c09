package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/demo/bcom"
	"github.com/corral-go/corral/internal/demo/corpus"
)

// triageFixture records a bcom corpus with version 1 and checks it with
// version (5: four changes, the FOR ... STEP kind in some files and
// three in all; 2: the FOR ... STEP kind alone), and returns the
// directory, which holds corral.db and check.json.
func triageFixture(t *testing.T, version int) string {
	t.Helper()
	if _, err := exec.LookPath("cvise"); err != nil {
		t.Skip("cvise is not installed (make test installs it: apt-get install cvise); corral triage's reductions are not tested here")
	}
	dir := t.TempDir()
	writeCorpus(t, filepath.Join(dir, "corpus.tar"), corpus.Config{Files: 40, Bytes: 120_000, Seed: 3, StepRate: 0.3})
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--json", "check.json", "--cmd", fmt.Sprintf("bcom -version %d {}", version)}, flags...)...)
	return dir
}

// triaged is what the tests read of triage's --json.
type triaged struct {
	Stop    string `json:"stop"`
	Reports []struct {
		ID            string           `json:"id"`
		Edit          string           `json:"edit"`
		Example       string           `json:"example"`
		First         *struct{ N int } `json:"first"`
		LastWithout   *struct{ N int } `json:"last_without"`
		State         string           `json:"state"`
		Note          string           `json:"note"`
		OriginalBytes int              `json:"original_bytes"`
		Bytes         int              `json:"bytes"`
		WorkDir       string           `json:"work_dir"`
	} `json:"reports"`
}

func readTriaged(t *testing.T, path string) triaged {
	t.Helper()
	var got triaged
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no --json: %v", err)
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// bcomChanges is bcom's own list of changes, as 'bcom -changes' prints
// it: version → what it changed.
func bcomChanges(t *testing.T) map[int]string {
	t.Helper()
	out, err := exec.Command("bcom", "-changes").Output()
	if err != nil {
		t.Fatal(err)
	}
	changes := map[int]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		v, what, _ := strings.Cut(l, "\t")
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("bcom -changes: %q", l)
		}
		changes[n] = what
	}
	return changes
}

// TestTriageHeldToBcomChanges triages a check of bcom's newest version
// over its five versions and holds each bug report to bcom's own list of
// changes ('bcom -changes'): its first compiler is the version that made
// a change and its last without the one before; every change has a
// report. Each report's program is smaller than its example and still
// shows the kind (cvise's test says so, run again on the program as the
// report keeps it), and its script reproduces the difference.
func TestTriageHeldToBcomChanges(t *testing.T) {
	t.Parallel()
	dir := triageFixture(t, bcom.Versions)
	changes := bcomChanges(t)
	args := []string{"triage", "--out", "bugs", "--workdir", "work", "--json", "triage.json", "--html", "bugs.html", "--budget", "8m"}
	for v := 1; v <= bcom.Versions; v++ {
		args = append(args, fmt.Sprintf("bcom -version %d {}", v))
	}
	start := time.Now()
	out := run(t, dir, 0, args...)
	t.Logf("triage in %s:\n%s", time.Since(start).Round(time.Second), out)
	got := readTriaged(t, filepath.Join(dir, "triage.json"))
	index, _ := os.ReadFile(filepath.Join(dir, "bugs", "index.md"))
	html, _ := os.ReadFile(filepath.Join(dir, "bugs.html"))
	found := map[int]bool{}
	for _, r := range got.Reports {
		if r.First == nil || r.LastWithout == nil || r.LastWithout.N != r.First.N-1 || changes[r.First.N] == "" {
			t.Errorf("%s (%s): first %v, last without %v; want a version of 'bcom -changes' and the one before it", r.ID, r.Edit, r.First, r.LastWithout)
			continue
		}
		found[r.First.N] = true
		if r.State != "reduced" || r.Bytes >= r.OriginalBytes {
			t.Errorf("%s: %s, %d → %d bytes (%s); want reduced, and smaller", r.ID, r.State, r.OriginalBytes, r.Bytes, r.Note)
		}
		program := filepath.Join(dir, "bugs", r.ID, "source", filepath.FromSlash(r.Example))
		run(t, dir, 0, "reduce-test", filepath.Join(r.WorkDir, "state.json"), program)
		repro := exec.Command("sh", filepath.Join("bugs", r.ID, "repro.sh"))
		repro.Dir = dir
		if diff, err := repro.CombinedOutput(); repro.ProcessState.ExitCode() != 1 {
			t.Errorf("%s: repro.sh: %v, want exit status 1 (a difference):\n%s", r.ID, err, diff)
		}
		md, _ := os.ReadFile(filepath.Join(dir, "bugs", r.ID+".md"))
		if want := fmt.Sprintf("Made by compiler %d of %d", r.First.N, bcom.Versions); !strings.Contains(string(md), want) {
			t.Errorf("%s.md does not say %q:\n%s", r.ID, want, md)
		}
		if !strings.Contains(string(index), "]("+r.ID+".md)") || !strings.Contains(string(html), `id="triage-`+r.ID+`"`) {
			t.Errorf("%s is missing from index.md or the HTML section", r.ID)
		}
	}
	for v, what := range changes {
		if !found[v] {
			t.Errorf("no report of version %d's change (%s)", v, what)
		}
	}
}

// triagestallcc stands for bcom in a triage, as stallcc does in a
// reduction: once cvise has kept a candidate smaller than the file it
// reduces (the file in a reduction's work dir, $WORK/*/, smaller than
// the one of its name in the work dir's tree), a compile run under cvise
// writes its pid into $STALLED and sleeps, so cvise cannot finish.
const triagestallcc = `#!/bin/sh
p=$$
while [ "$p" -gt 1 ]; do
	if [ "$(cat /proc/$p/comm)" = cvise ]; then
		for c in "$WORK"/*/*.bas; do
			o=$(find "$(dirname "$c")/tree" -name "$(basename "$c")" | head -n 1)
			if [ -f "$c" ] && [ -n "$o" ] && [ "$(wc -c < "$c")" -lt "$(wc -c < "$o")" ]; then
				echo $$ > "$STALLED/$$"
				exec sleep 1000
			fi
		done
	fi
	p=$(cut -d' ' -f4 /proc/$p/stat)
done
exec bcom "$@"
`

// TestTriageStopped stops a triage in its reduction of the FOR ... STEP
// kind (which cvise reduces step by step; the others it empties at one
// go), once cvise has kept a candidate smaller than the example: by the
// end of --budget, and by Ctrl-C. Either way the report is written with the best so far, smaller
// than the example and still of its kind; the index and the JSON say it
// is incomplete and why; the exit status says it did not finish (3, as
// reduce's --timeout; 130); and nothing is left running or in TMPDIR.
func TestTriageStopped(t *testing.T) {
	t.Parallel()
	dir := triageFixture(t, 2)
	cc := filepath.Join(dir, "stallcc")
	if err := os.WriteFile(cc, []byte(triagestallcc), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		budget string
		ctrlC  bool
		code   int
		stop   string
	}{
		{"budget", "45s", false, 3, "budget"},
		{"ctrl-c", "0", true, 130, "interrupted"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			work, out := filepath.Join(dir, c.name+"-work"), c.name+"-bugs"
			tmp, stalled := t.TempDir(), t.TempDir()
			env := []string{"TMPDIR=" + tmp, "STALLED=" + stalled, "WORK=" + work}
			args := []string{"triage", "--budget", c.budget, "--out", out, "--workdir", work, "--json", out + ".json", cc + " -version 1 {}", cc + " -version 2 {}"}
			cmd, buf := startCorral(t, dir, env, args...)
			if c.ctrlC {
				waitStalled(t, cmd, stalled, buf)
				cmd.Process.Signal(os.Interrupt)
			}
			cmd.Wait()
			t.Logf("exit %d:\n%s", cmd.ProcessState.ExitCode(), buf)
			if code := cmd.ProcessState.ExitCode(); code != c.code {
				t.Errorf("exit %d, want %d", code, c.code)
			}
			got := readTriaged(t, filepath.Join(dir, out+".json"))
			if got.Stop != c.stop || len(got.Reports) != 1 {
				t.Fatalf("stop %q with %d reports, want %q and one", got.Stop, len(got.Reports), c.stop)
			}
			r := got.Reports[0]
			if r.State != "stopped" || r.Bytes >= r.OriginalBytes {
				t.Errorf("%s of %s: %s (%s), %d bytes of %d; want stopped with a smaller best so far", r.ID, r.Example, r.State, r.Note, r.Bytes, r.OriginalBytes)
			}
			if pids, _ := os.ReadDir(stalled); len(pids) == 0 {
				t.Errorf("cvise never stalled with a smaller candidate: it was not stopped mid-way")
			}
			run(t, dir, 0, "reduce-test", filepath.Join(work, r.ID, "state.json"), filepath.Join(dir, out, r.ID, "source", filepath.FromSlash(r.Example)))
			index, _ := os.ReadFile(filepath.Join(dir, out, "index.md"))
			if !strings.Contains(string(index), "**Incomplete.**") || !strings.Contains(string(index), "**incomplete**: ") {
				t.Errorf("index.md does not say the report is incomplete:\n%s", index)
			}
			tmpClean(t, tmp, "a stopped triage")
			stalledGone(t, stalled)
		})
	}
}

// startCorral starts corral ARGS in dir with env added; its stdout and
// stderr go to out.
func startCorral(t *testing.T, dir string, env []string, args ...string) (cmd *exec.Cmd, out *strings.Builder) {
	t.Helper()
	cmd = exec.Command("corral", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out = &strings.Builder{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, out
}
