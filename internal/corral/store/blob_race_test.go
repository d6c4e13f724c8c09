package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral/result"
)

// TestPutFileStoresExactlyWhatItHashed changes a file between the hash
// pass and the compress pass, as a writer that outlived its job can: the
// put fails, nothing is stored under the first hash, and a later put of
// that content stores it whole.
func TestPutFileStoresExactlyWhatItHashed(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w, err := s.BeginRun(ctx, result.RunInfo{Command: "record"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	first := make([]byte, 3*ChunkSize)
	for i := range first {
		first[i] = byte(i * 7)
	}
	p := filepath.Join(t.TempDir(), "out")
	os.WriteFile(p, first, 0o644)
	f, _ := os.Open(p)
	defer f.Close()
	testHookBetweenPasses = func() { os.WriteFile(p, make([]byte, 3*ChunkSize), 0o644) }
	_, err = w.PutFile(ctx, f)
	testHookBetweenPasses = nil
	if !errors.Is(err, result.ErrChanged) {
		t.Fatalf("PutFile of a file changed between passes: %v, want result.ErrChanged", err)
	}
	os.WriteFile(p, first, 0o644)
	ref, err := w.PutFile(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	got, _, err := s.ReadBlob(ctx, ref.Hash, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(first) {
		t.Errorf("the stored blob is not what was hashed (%d bytes)", len(got))
	}
}
