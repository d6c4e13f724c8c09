package store_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral/store"
)

// TestBisects: a check's bisects are kept by what they bisected over; the
// newest is the check's last, a second of the same key replaces the first
// and becomes the newest, and another check has none.
func TestBisects(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, b := range []struct{ key, data string }{{"a", "one"}, {"b", "two"}, {"a", "three"}} {
		if err := st.SaveBisect(ctx, 7, b.key, []byte(b.data)); err != nil {
			t.Fatal(err)
		}
	}
	if data, ok, err := st.Bisect(ctx, 7, "b"); err != nil || !ok || string(data) != "two" {
		t.Errorf("bisect b of run 7: %q %v %v", data, ok, err)
	}
	if data, ok, err := st.LastBisect(ctx, 7); err != nil || !ok || string(data) != "three" {
		t.Errorf("the last bisect of run 7: %q %v %v, want the newest, three", data, ok, err)
	}
	if _, ok, err := st.LastBisect(ctx, 8); err != nil || ok {
		t.Errorf("run 8 has a bisect: %v %v", ok, err)
	}
}
