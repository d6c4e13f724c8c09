package bisect

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/report"
)

// TestDamagedBisectIsNone: a kept bisect whose kinds name a compiler past
// its list (edited, or damaged), or that cannot be read, is as if none:
// 'corral report' panicked in Causes, and a triage reusing it in pair.
func TestDamagedBisectIsNone(t *testing.T) {
	ctx := context.Background()
	st, err := backend.OpenSQLite(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	bad := Bisected{CheckRun: 2, Compilers: []string{"a {}", "b {}"},
		Kinds: []KindFound{{Kind: report.Kind{ID: "k1234567"}, First: 9, LastWithout: 8}}}
	data, _ := json.Marshal(bad)
	if err := st.SaveBisect(ctx, 2, "key", data); err != nil {
		t.Fatal(err)
	}
	if b := Last(ctx, st, 2); b != nil {
		t.Errorf("a bisect whose kind names compiler 10 of 2 was read back: %+v", b)
	}
	if b := stored(ctx, st, 2, "key"); b != nil {
		t.Errorf("it was reused: %+v", b)
	}
	for _, h := range []KindFound{{First: 7, LastWithout: 6}, {First: 0, LastWithout: -1}, {First: 1, LastWithout: -1}} {
		// A hidden cause past the list, or without a step before it:
		// the same panics.
		bad := Bisected{CheckRun: 6, Compilers: []string{"a {}", "b {}"}, Hidden: []KindFound{h}}
		data, _ := json.Marshal(bad)
		if err := st.SaveBisect(ctx, 6, "key", data); err != nil {
			t.Fatal(err)
		}
		if b := Last(ctx, st, 6); b != nil {
			t.Errorf("a bisect whose hidden cause is at %d after %d of 2 was read back", h.First, h.LastWithout)
		}
	}
	if err := st.SaveBisect(ctx, 3, "key", []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	if b := Last(ctx, st, 3); b != nil {
		t.Errorf("an unreadable bisect: %+v", b)
	}
	good := Bisected{CheckRun: 4, Compilers: []string{"a {}", "b {}"},
		Kinds: []KindFound{{Kind: report.Kind{ID: "k1234567"}, Of: "k1234567", First: 1, LastWithout: 0}}}
	data, _ = json.Marshal(good)
	if err := st.SaveBisect(ctx, 4, "key", data); err != nil {
		t.Fatal(err)
	}
	b := Last(ctx, st, 4)
	if b == nil {
		t.Fatal("a whole bisect was not read back")
	}
	if c := b.Causes(); len(c.List) != 1 || c.List[0].Compiler != "b {}" || c.List[0].Kinds[0] != "k1234567" {
		t.Errorf("causes %+v", c)
	}
	none := Bisected{CheckRun: 5, Compilers: []string{"a {}", "b {}"}, Kinds: []KindFound{{First: 0, LastWithout: -1}}}
	if c := none.Causes(); c.List == nil {
		t.Error("no cause is a nil list, which the JSON schema refuses")
	}
}
