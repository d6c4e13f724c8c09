package report

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral/store"
)

func ref(b byte) store.Ref { return store.Ref{Hash: store.Hash{b}, Size: 1} }

func TestBuild(t *testing.T) {
	base := map[string]store.Result{
		"same.bas":    {Path: "same.bas", Status: store.Ran, Stdout: ref(1), Stderr: ref(0)},
		"out.bas":     {Path: "out.bas", Status: store.Ran, Stdout: ref(1), Outputs: []store.Output{{Name: "out.c", Hash: "aa"}, {Name: "out.h", Hash: "bb"}}},
		"exit.bas":    {Path: "exit.bas", Status: store.Ran, ExitCode: 1},
		"gone.bas":    {Path: "gone.bas", Status: store.Ran},
		"skipped.bas": {Path: "skipped.bas", Status: store.Ran},
		"slow.bas":    {Path: "slow.bas", Status: store.Ran},
	}
	cur := map[string]store.Result{
		"same.bas": {Path: "same.bas", Status: store.Ran, Stdout: ref(1), Stderr: ref(0)},
		"out.bas":  {Path: "out.bas", Status: store.Ran, Stdout: ref(2), Outputs: []store.Output{{Name: "out.c", Hash: "cc"}, {Name: "out.h", Missing: true}}},
		"exit.bas": {Path: "exit.bas", Status: store.Ran, ExitCode: -1, Signal: "SIGSEGV"},
		"new.bas":  {Path: "new.bas", Status: store.Ran},
		"slow.bas": {Path: "slow.bas", Status: store.Timeout, ExitCode: -1, Signal: "SIGKILL"},
		"bad.bas":  {Path: "bad.bas", Status: store.Failed, ExitCode: -1, Error: "exec: not found"},
	}
	inSource := func(p string) bool { return p == "skipped.bas" } // in the source, not selected
	r := Build("check", cur, base, inSource, 0)

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
	if got := printable([]byte("caf\xe9 ok é")); got != `caf\xe9 ok é` {
		t.Errorf("printable: got %q", got)
	}
}
