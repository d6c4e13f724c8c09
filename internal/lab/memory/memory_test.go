package memory

import "testing"

func TestMeasure(t *testing.T) {
	r, err := Measure(10000)
	if err != nil {
		t.Fatal(err)
	}
	// A goroutine's stack starts at 2 KiB; allow for stacks taken from the
	// runtime's cache and for the race detector's larger ones.
	if r.StackBytes < 1024 || r.StackBytes > 64*1024 {
		t.Errorf("stack bytes per goroutine = %.0f, want between 1 KiB and 64 KiB", r.StackBytes)
	}
	if r.RSSBytes <= 0 {
		t.Errorf("RSS growth per goroutine = %.0f, want > 0", r.RSSBytes)
	}
}
