// Package storetest is the conformance suite of corral's baseline stores:
// every implementation of [corral.Store] must pass [Run], so that a second
// store (another database, a remote one) can be checked against what
// record, check and accept rely on. Merging shard stores is the SQLite
// store's own, tested in package store.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// Open opens (creating if need be) the store at path; the suite closes it.
type Open func(tb testing.TB, path string) corral.Store

// Run runs every test of the suite against the stores open makes.
func Run(t *testing.T, open Open) {
	for _, tc := range []struct {
		name string
		test func(*testing.T, Open)
	}{
		{"RecordPromoteAndRead", testRecordPromoteAndRead},
		{"Empty", testEmpty},
		{"InterruptAndResume", testInterruptAndResume},
		{"BaselineRules", testBaselineRules},
		{"CopyBlob", testCopyBlob},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.test(t, open) })
	}
}

func fresh(tb testing.TB, open Open) corral.Store {
	tb.Helper()
	s := open(tb, filepath.Join(tb.TempDir(), "corral.db"))
	tb.Cleanup(func() { s.Close() })
	return s
}

func begin(tb testing.TB, s corral.Store, command string) corral.Writer {
	tb.Helper()
	w, err := s.BeginRun(context.Background(), result.RunInfo{Command: command, Cmd: "bcom {}", Source: "src.tar"}, 4)
	if err != nil {
		tb.Fatal(err)
	}
	return w
}

func put(tb testing.TB, w corral.Writer, b []byte) result.Ref {
	tb.Helper()
	ref, err := w.PutBytes(context.Background(), b)
	if err != nil {
		tb.Fatal(err)
	}
	return ref
}

func testRecordPromoteAndRead(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, "record")
	big := bytes.Repeat([]byte("0123456789abcdef"), store.ChunkSize/8+3) // three chunks
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	f.Write(big)
	bigRef, err := w.PutFile(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	small, empty := put(t, w, []byte("hello\n")), put(t, w, nil)
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: bigRef, Stderr: empty,
		Outputs: []result.Output{{Name: "a.c", Hash: small.Hash.String(), Size: small.Size}, {Name: "a.h", Missing: true}}})
	w.AddResult(result.Result{Path: "b.bas", Status: result.Ran, ExitCode: 1, Stdout: small, Stderr: small})
	if err := w.Finish(`{"total":2}`, &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}

	base, err := s.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(base) != 2 || base["b.bas"].ExitCode != 1 || len(base["a.bas"].Outputs) != 2 || !base["a.bas"].Outputs[1].Missing {
		t.Fatalf("baseline: got %+v", base)
	}
	got, cut, err := s.ReadBlob(ctx, base["a.bas"].Stdout.Hash, 1<<30)
	if err != nil || cut || !bytes.Equal(got, big) {
		t.Fatalf("ReadBlob: got %d bytes (cut %v), %v; want %d bytes", len(got), cut, err, len(big))
	}
	got, cut, _ = s.ReadBlob(ctx, bigRef.Hash, 10)
	if !cut || string(got) != "0123456789" {
		t.Errorf("ReadBlob with a limit: got %.20q… (%d bytes, cut %v)", got, len(got), cut)
	}

	// A check run that is never finished leaves the baseline alone.
	w2 := begin(t, s, "check")
	w2.AddResult(result.Result{Path: "a.bas", Status: result.Timeout})
	if err := w2.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LastRun(ctx, "check"); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("an aborted run counts as the last check: %v", err)
	}

	w3 := begin(t, s, "check")
	w3.AddResult(result.Result{Path: "a.bas", Status: result.Ran, ExitCode: 7, Stdout: small, Stderr: small})
	if err := w3.Finish(`{}`, nil); err != nil {
		t.Fatal(err)
	}
	last, err := s.LastRun(ctx, "check")
	if err != nil || last.ID != w3.RunID() {
		t.Fatalf("LastRun: got %+v, %v", last, err)
	}
	if res, err := s.Results(ctx, last.ID); err != nil || len(res) != 1 || res["a.bas"].ExitCode != 7 {
		t.Errorf("Results of the check: got %+v, %v", res, err)
	}
	if err := s.Promote(ctx, last.ID, []string{"a.bas"}, []string{"b.bas"}, ""); err != nil {
		t.Fatal(err)
	}
	base, _ = s.Baseline(ctx)
	if len(base) != 1 || base["a.bas"].ExitCode != 7 {
		t.Errorf("baseline after promote: got %+v", base)
	}
}

func testEmpty(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	if _, err := s.LastRun(ctx, "check"); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("LastRun on an empty store: got %v, want ErrNoRun", err)
	}
	if _, err := s.LastInterrupted(ctx, "record"); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("LastInterrupted on an empty store: got %v, want ErrNoRun", err)
	}
	if base, err := s.Baseline(ctx); err != nil || len(base) != 0 {
		t.Errorf("Baseline of an empty store: got %d results, %v", len(base), err)
	}
	if runs, err := s.Runs(ctx); err != nil || len(runs) != 0 {
		t.Errorf("Runs of an empty store: got %v, %v", runs, err)
	}
	if files := s.Files(); s.Path() != "" && !slices.Contains(files, s.Path()) {
		t.Errorf("Files %q leave out the store's own path %q: a directory source holding the store would compile it", files, s.Path())
	}
	if _, err := s.ResumeRun(ctx, result.Run{ID: 42, State: result.Interrupted}, result.RunInfo{}, 4); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("ResumeRun of no run: got %v, want ErrNoRun", err)
	}
}

func testInterruptAndResume(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, "record")
	ref := put(t, w, []byte("a\n"))
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Interrupt(); err != nil {
		t.Fatal(err)
	}
	if base, _ := s.Baseline(ctx); len(base) != 0 {
		t.Fatalf("an interrupted record changed the baseline: %d results", len(base))
	}
	run, err := s.LastInterrupted(ctx, "record")
	if err != nil || run.ID != w.RunID() || run.State != result.Interrupted || run.Cmd != "bcom {}" {
		t.Fatalf("LastInterrupted: got %+v, %v", run, err)
	}
	w2, err := s.ResumeRun(ctx, run, result.RunInfo{Config: `{"process":"me"}`}, 4)
	if err != nil {
		t.Fatal(err)
	}
	// A second resume of the run as it was read loses: the first took it.
	if _, err := s.ResumeRun(ctx, run, result.RunInfo{Config: `{"process":"you"}`}, 4); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("a second ResumeRun of one interrupted run: got %v, want ErrNoRun", err)
	}
	w2.AddResult(result.Result{Path: "b.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w2.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	if base, _ := s.Baseline(ctx); len(base) != 2 {
		t.Errorf("baseline after the resumed record: %d results, want 2", len(base))
	}
	if _, err := s.LastInterrupted(ctx, "record"); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("a finished run is still interrupted: %v", err)
	}
	runs, err := s.Runs(ctx)
	if err != nil || len(runs) != 1 || runs[0].State != result.Done {
		t.Errorf("Runs: got %+v, %v; want one done run", runs, err)
	}
}

func testBaselineRules(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w, err := s.BeginRun(ctx, result.RunInfo{Command: "record", Cmd: "bcom {}", Normalize: "x=y"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	ref := put(t, w, nil)
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	if rules, err := s.BaselineRules(ctx); err != nil || len(rules) != 1 || rules[0] != "x=y" {
		t.Errorf("BaselineRules: got %q, %v; want [x=y]", rules, err)
	}
}

func testCopyBlob(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, "record")
	want := bytes.Repeat([]byte("line\n"), store.ChunkSize/4)
	ref := put(t, w, want)
	if put(t, w, want) != ref {
		t.Error("the same content stored twice has two refs")
	}
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.CopyBlob(ctx, ref.Hash, &buf); err != nil || !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("CopyBlob: got %d bytes, %v; want %d", buf.Len(), err, len(want))
	}
}
