package cli

import (
	"strings"
	"testing"
	"time"
)

// A slow compiler's rate is shown with a decimal: "0 files/s" said that
// nothing moved.
func TestProgressRateUnderTen(t *testing.T) {
	for _, c := range []struct {
		done    int
		seconds float64
		line    string
		bar     string
	}{
		{1, 2, " 0.5 files/s", " 0.5/s"},
		{3, 1, " 3.0 files/s", " 3.0/s"},
		{500, 2, " 250 files/s", " 250/s"},
	} {
		p := &progress{verb: "check", total: 1000, done: c.done, start: time.Now().Add(-time.Duration(c.seconds * float64(time.Second)))}
		if line := p.line(); !strings.Contains(line, c.line) {
			t.Errorf("line %q lacks %q", line, c.line)
		}
		if bar := p.bar(200); !strings.Contains(bar, c.bar) {
			t.Errorf("bar %q lacks %q", bar, c.bar)
		}
	}
}
