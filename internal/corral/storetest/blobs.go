package storetest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// Tests of blobs: stored once by content, read back whole or cut.

// lines returns n bytes of numbered lines: no two places alike, so that
// content from the wrong place shows.
func lines(n int) []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.Bytes()[:n]
}

// refOf is the reference of b's content.
func refOf(b []byte) result.Ref {
	return result.Ref{Hash: sha256.Sum256(b), Size: int64(len(b))}
}

// wantBlob checks that the blob ref names holds want.
func wantBlob(tb testing.TB, s corral.Store, ref result.Ref, want []byte) {
	tb.Helper()
	var got bytes.Buffer
	if err := s.CopyBlob(context.Background(), ref.Hash, &got); err != nil || !bytes.Equal(got.Bytes(), want) {
		tb.Errorf("blob %s: %d bytes, %v; want %d bytes", ref.Hash, got.Len(), err, len(want))
	}
}

func testPutBytesOnce(t *testing.T, open Open) {
	s := fresh(t, open)
	b := lines(store.ChunkSize + 10)
	w := begin(t, s, result.Record)
	ref := put(t, w, b)
	if ref != refOf(b) {
		t.Errorf("PutBytes of %d bytes: %+v, want their SHA-256 and size", len(b), ref)
	}
	if again := put(t, w, b); again != ref {
		t.Errorf("the same content put twice: %+v, then %+v", ref, again)
	}
	must(t, w.Finish("{}", nil))
	other := begin(t, s, result.Check)
	if again := put(t, other, b); again != ref {
		t.Errorf("the same content put by another run: %+v, then %+v", ref, again)
	}
	must(t, other.Abort())
	wantBlob(t, s, ref, b)
}

// testPutFile puts files of no content, less than a chunk, a chunk and
// more, each written before it is put (so read from its start). That
// PutFile returns result.ErrChanged when f changes while it is read is
// not checked here: f must change between PutFile's two reads of it,
// which only the store can time (package store's test does, with a hook).
func testPutFile(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	var contents [][]byte
	for _, n := range []int{0, 100, store.ChunkSize, 2*store.ChunkSize + 7} {
		contents = append(contents, lines(n))
	}
	var refs []result.Ref
	for _, b := range contents {
		f, err := os.CreateTemp(t.TempDir(), "out")
		must(t, err)
		defer f.Close()
		_, err = f.Write(b)
		must(t, err)
		ref, err := w.PutFile(ctx, f)
		if err != nil || ref != refOf(b) {
			t.Fatalf("PutFile of %d bytes: %+v, %v; want their SHA-256 and size", len(b), ref, err)
		}
		if again := put(t, w, b); again != ref {
			t.Errorf("PutBytes of a file's %d bytes: %+v, PutFile's %+v", len(b), again, ref)
		}
		refs = append(refs, ref)
	}
	must(t, w.Finish("{}", nil))
	for i, ref := range refs {
		wantBlob(t, s, ref, contents[i])
	}
}

func testReadBlobLimit(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	b := lines(2*store.ChunkSize + 100)
	ref, empty := put(t, w, b), put(t, w, nil)
	must(t, w.Finish("{}", nil))
	n := int64(len(b))
	for _, limit := range []int64{0, 1, store.ChunkSize, store.ChunkSize + 1, n - 1, n, n + 1, 1 << 40} {
		got, cut, err := s.ReadBlob(ctx, ref.Hash, limit)
		if want := b[:min(limit, n)]; err != nil || cut != (limit < n) || !bytes.Equal(got, want) {
			t.Errorf("ReadBlob of %d bytes up to %d: %d bytes, cut %v, %v; want %d, cut %v",
				n, limit, len(got), cut, err, len(want), limit < n)
		}
	}
	if got, cut, err := s.ReadBlob(ctx, empty.Hash, 0); err != nil || cut || len(got) != 0 {
		t.Errorf("ReadBlob of no content up to 0: %q, cut %v, %v", got, cut, err)
	}
}

// testBlobNeverStored: what is read of content never stored does not
// match its hash. (Content damaged in the store is the store's own test:
// this suite cannot damage it.)
func testBlobNeverStored(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	record(t, s, "a.bas")
	h := refOf([]byte("never stored")).Hash
	if got, cut, err := s.ReadBlob(ctx, h, 1<<20); err == nil {
		t.Errorf("ReadBlob of content never stored: %q, cut %v, no error", got, cut)
	}
	var buf bytes.Buffer
	if err := s.CopyBlob(ctx, h, &buf); err == nil {
		t.Errorf("CopyBlob of content never stored: %q, no error", buf.Bytes())
	}
}
