package storetest

import (
	"bytes"
	"context"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral/result"
)

// Tests of the store as a whole: its name, its files, its end, and ctx.

func testPath(t *testing.T, open Open) {
	if p := fresh(t, open).Path(); p == "" {
		t.Error("Path is empty: messages cannot name the store")
	}
}

// testFiles lists the directory a store was opened in, after a record:
// Files must hold every file there, or a directory source holding the
// store would compile it.
func testFiles(t *testing.T, open Open) {
	dir := t.TempDir()
	s := openAt(t, open, filepath.Join(dir, "corral.db"))
	record(t, s, "a.bas")
	entries, err := os.ReadDir(dir)
	must(t, err)
	for _, e := range entries {
		if p := filepath.Join(dir, e.Name()); !slices.Contains(s.Files(), p) {
			t.Errorf("the store made %s, which Files %q leave out", p, s.Files())
		}
	}
}

func testCloseLeavesRunning(t *testing.T, open Open) {
	path := filepath.Join(t.TempDir(), "corral.db")
	s := open(t, path)
	w := begin(t, s, result.Record)
	must(t, s.Close())
	s = openAt(t, open, path)
	runs, err := s.Runs(context.Background())
	if err != nil || len(runs) != 1 || runs[0].ID != w.RunID() || runs[0].State != result.Running {
		t.Errorf("Runs after Close with a run not finished: %q, %v; want run %d running", describe(runs...), err, w.RunID())
	}
	_ = w.Abort() // ends what w runs; its store is closed, so it may fail
}

// testContextEnded calls every method that takes a ctx with one that
// ended: each must return its error.
func testContextEnded(t *testing.T, open Open) {
	s := fresh(t, open)
	rec := record(t, s, "a.bas")
	run := interrupted(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	h := refOf([]byte("a.bas")).Hash
	calls := map[string]func() error{
		"Baseline":   func() error { _, err := s.Baseline(ctx); return err },
		"BaselineAt": func() error { _, _, err := s.BaselineAt(ctx); return err },
		"BaselineShard": func() error {
			_, err := s.BaselineShard(ctx, true, func(string, float64) bool { return true })
			return err
		},
		"ChangedSince":    func() error { _, _, err := s.ChangedSince(ctx, run.ID); return err },
		"AnyChangeSince":  func() error { _, _, err := s.AnyChangeSince(ctx, run.ID); return err },
		"HasBaseline":     func() error { _, err := s.HasBaseline(ctx); return err },
		"BaselineRules":   func() error { _, err := s.BaselineRules(ctx); return err },
		"BaselineConfig":  func() error { _, err := s.BaselineConfig(ctx); return err },
		"Results":         func() error { _, err := s.Results(ctx, rec); return err },
		"Compare":         func() error { return s.Compare(ctx, rec, true, func(_, _ *result.Result) error { return nil }) },
		"Runs":            func() error { _, err := s.Runs(ctx); return err },
		"LastRun":         func() error { _, err := s.LastRun(ctx, result.Record); return err },
		"LastInterrupted": func() error { _, err := s.LastInterrupted(ctx, result.Check); return err },
		"BeginRun": func() error {
			w, err := s.BeginRun(ctx, reading(result.Check, 0), 4)
			if err == nil {
				w.Abort()
			}
			return err
		},
		"ResumeRun": func() error {
			w, err := s.ResumeRun(ctx, run, reading("", 0), 4)
			if err == nil {
				w.Abort()
			}
			return err
		},
		"Promote":  func() error { return s.Promote(ctx, rec, []string{"a.bas"}, nil, "") },
		"ReadBlob": func() error { _, _, err := s.ReadBlob(ctx, h, 1<<20); return err },
		"CopyBlob": func() error { return s.CopyBlob(ctx, h, &bytes.Buffer{}) },
		"RunKinds": func() error { _, _, _, _, err := s.RunKinds(ctx, rec); return err },
		"SaveRunKinds": func() error {
			return s.SaveRunKinds(ctx, rec, 1, []byte("d"), []byte("k"))
		},
	}
	for _, name := range slices.Sorted(maps.Keys(calls)) {
		if err := calls[name](); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with an ended ctx: %v, want context.Canceled", name, err)
		}
	}
}
