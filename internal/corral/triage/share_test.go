package triage

import (
	"testing"
	"time"
)

// TestShare: a reduction gets an equal share of the budget left among the
// rounds of reductions still to run, itself among them.
func TestShare(t *testing.T) {
	for _, c := range []struct {
		remaining time.Duration
		left, at  int
		want      time.Duration
	}{
		{10 * time.Minute, 4, 2, 5 * time.Minute},  // two rounds of two
		{9 * time.Minute, 2, 2, 9 * time.Minute},   // the last round: all that is left
		{9 * time.Minute, 3, 2, 270 * time.Second}, // three left, two at a time: two rounds
		{6 * time.Minute, 1, 1, 6 * time.Minute},
		{6 * time.Minute, 3, 1, 2 * time.Minute},
		{0, 3, 1, 0}, // no budget: no timeout
	} {
		if got := share(c.remaining, c.left, c.at); got != c.want {
			t.Errorf("share(%s, %d left, %d at once) = %s, want %s", c.remaining, c.left, c.at, got, c.want)
		}
	}
}
