package storetest

import (
	"bytes"
	"context"
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
