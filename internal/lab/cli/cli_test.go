package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/cmdline"
)

// TestMain lets the test binary be corral-lab for the children of 'run',
// which starts its own executable with 'probe SPEC' for every repetition.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "probe" {
		cmdline.Main(Run, ExitCode) // exits
	}
	os.Exit(m.Run())
}

// corralLab runs the command line with args as main does, and returns
// what it printed and its exit status.
func corralLab(tb testing.TB, args ...string) (stdout, stderr string, code int) {
	tb.Helper()
	var out, errOut bytes.Buffer
	err := Run(context.Background(), args, cmdline.Stdio{In: strings.NewReader(""), Out: &out, Err: &errOut})
	code = ExitCode(&errOut, err)
	return out.String(), errOut.String(), code
}

// TestRunAndPlot runs two experiments end to end, their probes in child
// processes, and redraws the plots from the results.json the run wrote.
func TestRunAndPlot(t *testing.T) {
	out := filepath.Join(t.TempDir(), "report")
	stdout, stderr, code := corralLab(t, "run", "--smoke", "--only", "memory, spawn,", "--out", out, "--cxx", t.TempDir())
	if code != 0 {
		t.Fatalf("run: exit status %d, want 0\n%s", code, stderr)
	}
	want := regexp.MustCompile(`^corral-lab: [1-9][0-9]* measurements in [0-9]+ s: ` + regexp.QuoteMeta(filepath.Join(out, "report.md")) + "\n$")
	if !want.MatchString(stdout) {
		t.Errorf("run printed %q, want the count, the time and the report's path", stdout)
	}
	if !strings.Contains(stderr, "memory") || !strings.Contains(stderr, "spawn") {
		t.Errorf("run's progress %q names not both experiments", stderr)
	}
	for _, f := range []string{"report.md", "results.json", "memory.svg", "spawn.svg"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("run wrote no %s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "dispatch.svg")); err == nil {
		t.Error("--only memory,spawn drew dispatch.svg")
	}

	redrawn := filepath.Join(t.TempDir(), "plots")
	stdout, stderr, code = corralLab(t, "plot", filepath.Join(out, "results.json"), "--out", redrawn)
	if code != 0 || stdout != "plots written to "+redrawn+"\n" {
		t.Fatalf("plot: exit status %d, printed %q, want 0 and the directory\n%s", code, stdout, stderr)
	}
	for _, f := range []string{"memory.svg", "spawn.svg"} {
		a, _ := os.ReadFile(filepath.Join(out, f))
		b, err := os.ReadFile(filepath.Join(redrawn, f))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("plot drew %s other than run did (err %v)", f, err)
		}
	}
}

// TestUsageErrors: a bad command line exits 2 with one error line and a
// hint, and measures nothing.
func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--reps", "-1"}, "corral-lab: error: usage: --reps must be at least 1\ncorral-lab: hint: see 'corral-lab run --help'\n"},
		{[]string{"run", "--only", "nope"}, "corral-lab: error: usage: --only: unknown experiment \"nope\" (want one of dispatch, channels, spawn, memory)\ncorral-lab: hint: see 'corral-lab run --help'\n"},
		{[]string{"plot"}, "corral-lab: error: accepts 1 arg(s), received 0\ncorral-lab: hint: see 'corral-lab --help'\n"},
	} {
		out := t.TempDir()
		stdout, stderr, code := corralLab(t, append(tc.args, "--out", out)...)
		if code != cmdline.ExitError || stderr != tc.want || stdout != "" {
			t.Errorf("corral-lab %s: exit status %d, stdout %q, stderr %q; want %d, nothing, %q",
				strings.Join(tc.args, " "), code, stdout, stderr, cmdline.ExitError, tc.want)
		}
		if entries, _ := os.ReadDir(out); len(entries) > 0 {
			t.Errorf("corral-lab %s wrote %d files", strings.Join(tc.args, " "), len(entries))
		}
	}
}

func TestExitCode(t *testing.T) {
	for _, tc := range []struct {
		err    error
		code   int
		stderr string
	}{
		{nil, 0, ""},
		{fmt.Errorf("measure x: %w", context.Canceled), 130, "corral-lab: interrupted: nothing written\n"},
		{errors.New("measure x: exit status 1"), 1, "corral-lab: error: measure x: exit status 1\n"},
	} {
		var w bytes.Buffer
		if code := ExitCode(&w, tc.err); code != tc.code || w.String() != tc.stderr {
			t.Errorf("ExitCode(%v) = %d, printing %q; want %d, printing %q", tc.err, code, w.String(), tc.code, tc.stderr)
		}
	}
}
