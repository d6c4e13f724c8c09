package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/corral-go/corral/internal/corral"
)

// kindsOf reads run runID's kinds and fails the test on an error.
func kindsOf(tb testing.TB, s corral.Store, runID int64) (version int, digest, data []byte, ok bool) {
	tb.Helper()
	version, digest, data, ok, err := s.RunKinds(context.Background(), runID)
	must(tb, err)
	return version, digest, data, ok
}

func testKindsNone(t *testing.T, open Open) {
	s := fresh(t, open)
	id := record(t, s, "a.bas")
	if _, _, _, ok := kindsOf(t, s, id); ok {
		t.Errorf("run %d has kinds that were never saved", id)
	}
	if _, _, _, ok := kindsOf(t, s, id+100); ok {
		t.Errorf("run %d, which does not exist, has kinds", id+100)
	}
}

func testKindsSaved(t *testing.T, open Open) {
	s := fresh(t, open)
	id := record(t, s, "a.bas")
	data := bytes.Repeat([]byte(`{"kinds":[]}`), 1000) // compressible: a store may pack it
	must(t, s.SaveRunKinds(context.Background(), id, 7, []byte("digest"), data))
	v, d, got, ok := kindsOf(t, s, id)
	if !ok || v != 7 || string(d) != "digest" || !bytes.Equal(got, data) {
		t.Errorf("kinds read back: ok %v, version %d, digest %q, %d bytes; want version 7, digest \"digest\", %d bytes",
			ok, v, d, len(got), len(data))
	}
	other := check(t, s, "a.bas")
	if _, _, _, ok := kindsOf(t, s, other); ok {
		t.Errorf("run %d has the kinds saved for run %d", other, id)
	}
}

func testKindsReplaced(t *testing.T, open Open) {
	s := fresh(t, open)
	id := record(t, s, "a.bas")
	ctx := context.Background()
	must(t, s.SaveRunKinds(ctx, id, 1, []byte("old"), []byte("old kinds")))
	must(t, s.SaveRunKinds(ctx, id, 2, []byte("new"), []byte("new kinds")))
	if v, d, data, ok := kindsOf(t, s, id); !ok || v != 2 || string(d) != "new" || string(data) != "new kinds" {
		t.Errorf("after a second save: ok %v, version %d, digest %q, data %q; want the second", ok, v, d, data)
	}
}

// testKindsFromPieces: kinds written in pieces, larger than the
// compressor's window, come back whole, with the digest write returned;
// a write that fails keeps the kinds saved before.
func testKindsFromPieces(t *testing.T, open Open) {
	s := fresh(t, open)
	id := record(t, s, "a.bas")
	ctx := context.Background()
	var want bytes.Buffer
	for i := range 200_000 {
		fmt.Fprintf(&want, "\"src/dir%03d/file%06d.c\",", i%997, i)
	}
	must(t, s.SaveRunKindsFrom(ctx, id, 3, func(w io.Writer) ([]byte, error) {
		for b := want.Bytes(); len(b) > 0; b = b[min(len(b), 1000):] {
			if _, err := w.Write(b[:min(len(b), 1000)]); err != nil {
				return nil, err
			}
		}
		return []byte("sealed"), nil
	}))
	if v, d, got, ok := kindsOf(t, s, id); !ok || v != 3 || string(d) != "sealed" || !bytes.Equal(got, want.Bytes()) {
		t.Errorf("kinds written in pieces read back: ok %v, version %d, digest %q, %d bytes; want version 3, digest \"sealed\", %d bytes",
			ok, v, d, len(got), want.Len())
	}
	failed := errors.New("the kinds could not be written")
	err := s.SaveRunKindsFrom(ctx, id, 4, func(w io.Writer) ([]byte, error) {
		_, _ = w.Write([]byte("half of"))
		return []byte("torn"), failed
	})
	if !errors.Is(err, failed) {
		t.Errorf("a failed write saved with %v, want its error", err)
	}
	if v, d, _, ok := kindsOf(t, s, id); !ok || v != 3 || string(d) != "sealed" {
		t.Errorf("after a failed write: ok %v, version %d, digest %q; want the kinds saved before", ok, v, d)
	}
}
