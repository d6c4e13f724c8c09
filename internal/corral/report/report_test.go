package report

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral/result"
)

func ref(b byte) result.Ref { return result.Ref{Hash: result.Hash{b}, Size: 1} }

func TestBuild(t *testing.T) {
	base := map[string]result.Result{
		"same.bas":    {Path: "same.bas", Status: result.Ran, Stdout: ref(1), Stderr: ref(0)},
		"out.bas":     {Path: "out.bas", Status: result.Ran, Stdout: ref(1), Outputs: []result.Output{{Name: "out.c", Hash: "aa"}, {Name: "out.h", Hash: "bb"}}},
		"exit.bas":    {Path: "exit.bas", Status: result.Ran, ExitCode: 1},
		"gone.bas":    {Path: "gone.bas", Status: result.Ran},
		"skipped.bas": {Path: "skipped.bas", Status: result.Ran},
		"slow.bas":    {Path: "slow.bas", Status: result.Ran},
	}
	cur := map[string]result.Result{
		"same.bas": {Path: "same.bas", Status: result.Ran, Stdout: ref(1), Stderr: ref(0)},
		"out.bas":  {Path: "out.bas", Status: result.Ran, Stdout: ref(2), Outputs: []result.Output{{Name: "out.c", Hash: "cc"}, {Name: "out.h", Missing: true}}},
		"exit.bas": {Path: "exit.bas", Status: result.Ran, ExitCode: -1, Signal: "SIGSEGV"},
		"new.bas":  {Path: "new.bas", Status: result.Ran},
		"slow.bas": {Path: "slow.bas", Status: result.Timeout, ExitCode: -1, Signal: "SIGKILL"},
		"bad.bas":  {Path: "bad.bas", Status: result.Failed, ExitCode: -1, Error: "exec: not found"},
	}
	inSource := func(p string) bool { return p == "skipped.bas" } // in the source, not selected
	r := Build(result.Check, cur, base, inSource, 0)

	want := map[string]struct {
		status  string
		changed []string
	}{
		"bad.bas":  {Error, nil},
		"exit.bas": {Changed, []string{"exit_code"}},
		"gone.bas": {Missing, nil},
		"new.bas":  {New, nil},
		"out.bas":  {Changed, []string{"stdout", "output:out.c", "output:out.h"}},
		"same.bas": {Same, nil},
		"slow.bas": {Timeout, nil},
	}
	var paths []string
	for _, f := range r.Files {
		paths = append(paths, f.Path)
		w, ok := want[f.Path]
		if !ok {
			t.Errorf("unexpected file %s in the report", f.Path)
			continue
		}
		if f.Status != w.status || !slices.Equal(f.Changed, w.changed) && len(w.changed) > 0 {
			t.Errorf("%s: got %s %v, want %s %v", f.Path, f.Status, f.Changed, w.status, w.changed)
		}
	}
	if !slices.IsSorted(paths) || len(paths) != len(want) {
		t.Errorf("files: got %v, want the %d expected, sorted", paths, len(want))
	}
	s := r.Summary
	if s.Total != 7 || s.Same != 1 || s.Changed != 2 || s.New != 1 || s.Missing != 1 || s.Timeout != 1 || s.Error != 1 {
		t.Errorf("summary: got %+v", s)
	}
	if !r.Differences() {
		t.Error("Differences: got false")
	}

	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var decoded map[string]any
	if err := json.Unmarshal(buf.Bytes(), &decoded); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"command", "summary", "files"} {
		if _, ok := decoded[key]; !ok {
			t.Errorf("JSON has no %q key", key)
		}
	}
	file := decoded["files"].([]any)[1].(map[string]any) // exit.bas
	for _, key := range []string{"path", "status", "exit_code", "baseline_exit_code", "changed"} {
		if _, ok := file[key]; !ok {
			t.Errorf("JSON file entry has no %q key: %v", key, file)
		}
	}
}

func TestPrintable(t *testing.T) {
	cases := map[string]string{
		"caf\xe9 ok é":            `caf\xe9 ok é`,
		"plain\ttext\n":           "plain\ttext\n",
		"\x1b]0;pwned\x07title\n": `\x1b]0;pwned\x07title` + "\n",
		"crlf\r\n":                `crlf\x0d` + "\n",
		"c1 \u009b31m":            `c1 \xc2\x9b31m`,
	}
	for in, want := range cases {
		if got := Printable([]byte(in)); got != want {
			t.Errorf("Printable(%q): got %q, want %q", in, got, want)
		}
	}
}

// TestQuote: a name that would act on a terminal, or that is not UTF-8, is
// shown in $'…' form, and bash reads that form back to the same bytes.
func TestQuote(t *testing.T) {
	cases := map[string]string{
		"src/a.bas":           "src/a.bas",
		"with space.bas":      "with space.bas",
		"é.bas":               "é.bas",
		"\x1b[31mred.bas":     `$'\033[31mred.bas'`,
		"cr\rhidden.bas":      `$'cr\rhidden.bas'`,
		"bell\a.bas":          `$'bell\007.bas'`,
		"caf\xe9.bas":         `$'caf\xe9.bas'`,
		"it's\n.bas":          `$'it\'s\n.bas'`,
		"back\\slash\x7f.bas": `$'back\\slash\177.bas'`,
		"bidi\u202e.bas":      `$'bidi\xe2\x80\xae.bas'`,
		"$'looks quoted'":     `$'$\'looks quoted\''`,
	}
	for in, want := range cases {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q): got %s, want %s", in, got, want)
		}
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not installed: the round trip through a shell is not checked")
	}
	for in, want := range cases {
		if want == in {
			continue // shown as it is: not meant for pasting
		}
		out, err := exec.Command("bash", "-c", "printf %s "+Quote(in)).Output()
		if err != nil || string(out) != in {
			t.Errorf("bash reads %s back as %q (%v), want %q", Quote(in), out, err, in)
		}
	}
}
