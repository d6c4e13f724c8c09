package spawn

import "testing"

func TestGoroutinesDoTheSameWork(t *testing.T) {
	for _, tc := range []struct{ x, k int }{{1, 1}, {1000, 10}, {5000, 1}} {
		_, direct := Direct(tc.x, tc.k)
		_, inGo, peak := Goroutines(tc.x, tc.k)
		if direct != inGo {
			t.Errorf("x=%d k=%d: direct sum %v, goroutine sum %v", tc.x, tc.k, direct, inGo)
		}
		if peak < 1 {
			t.Errorf("x=%d k=%d: peak goroutines %d, want ≥ 1", tc.x, tc.k, peak)
		}
	}
}
