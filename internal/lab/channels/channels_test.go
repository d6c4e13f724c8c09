package channels

import "testing"

func TestRun(t *testing.T) {
	for _, tc := range []struct{ values, cycles, buffer int }{{0, 1, 0}, {1000, 1, 0}, {1000, 100, 0}, {1000, 10, 16}} {
		r, err := Run(tc.values, tc.cycles, tc.buffer)
		if err != nil {
			t.Fatal(err)
		}
		if r.Values != tc.values {
			t.Errorf("Run(%d, %d, %d): %d values, want %d", tc.values, tc.cycles, tc.buffer, r.Values, tc.values)
		}
		if r.Threads < 1 || r.Seconds < 0 {
			t.Errorf("Run(%d, %d, %d) = %+v: want threads ≥ 1 and seconds ≥ 0", tc.values, tc.cycles, tc.buffer, r)
		}
	}
}

func TestBurnIsNotOptimisedAway(t *testing.T) {
	if got := burn(12345); got != 12345 {
		t.Errorf("burn(12345) = %d, want 12345", got)
	}
}
