package store_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// TestBatchedRowsAllLand writes a number of results that no batch
// divides, each with a blob of its own, and a chunk put twice at one
// place: every result and blob reads back, and the later chunk is the
// one kept (the rows of a table go in in their order).
func TestBatchedRowsAllLand(t *testing.T) {
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w, err := s.BeginRun(ctx, result.RunInfo{Command: "record", Cmd: "cat {}", Source: "x.tar"}, 8)
	if err != nil {
		t.Fatal(err)
	}
	const n = 3*64 + 5
	want := map[string]string{}
	for i := range n {
		body := fmt.Sprintf("output %d\n", i)
		ref, err := w.PutBytes(ctx, []byte(body))
		if err != nil {
			t.Fatal(err)
		}
		p := fmt.Sprintf("f%03d.c", i)
		want[p] = body
		if err := w.AddResult(result.Result{Path: p, Status: result.Ran, Stdout: ref, Duration: time.Millisecond}); err != nil {
			t.Fatal(err)
		}
	}
	// One blob of one chunk, its chunk put first with the wrong bytes:
	// what an unfinished put leaves, replaced by the next.
	good := []byte("the chunk that stays\n")
	h := result.Hash(sha256.Sum256(good))
	if err := w.PutChunk(h, 0, s.Compress([]byte("torn"))); err != nil {
		t.Fatal(err)
	}
	if err := w.PutChunk(h, 0, s.Compress(good)); err != nil {
		t.Fatal(err)
	}
	if err := w.PutBlob(h, int64(len(good)), 1); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n {
		t.Fatalf("baseline holds %d results, want %d", len(got), n)
	}
	for p, body := range want {
		data, cut, err := s.ReadBlob(ctx, got[p].Stdout.Hash, 1<<20)
		if err != nil || cut || string(data) != body {
			t.Fatalf("%s: stdout %q (cut %v, %v), want %q", p, data, cut, err, body)
		}
	}
	data, cut, err := s.ReadBlob(ctx, h, 1<<20)
	if err != nil || cut || string(data) != string(good) {
		t.Fatalf("chunk put twice reads %q (cut %v, %v), want the later %q", data, cut, err, good)
	}
}
