package channels

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
	"github.com/corral-go/corral/internal/lab/measure/measuretest"
)

func TestSmokeReport(t *testing.T) {
	r, report := measuretest.Smoke(t, Experiment, 2,
		"## Channels", "### unbuffered channel", "### buffered-100 channel", "GOMAXPROCS=2 moves")
	for _, c := range Cycles(measure.Smoke) {
		if n := strings.Count(report, fmt.Sprintf(" cycles=%s |", figure.Exp10(c))); n != len(Buffers) {
			t.Errorf("report has the column cycles=%s %d times, want once per buffer (%d)", figure.Exp10(c), n, len(Buffers))
		}
	}
	for _, m := range r.Measurements {
		if m.Extra["threads"] < 1 {
			t.Errorf("%s: %v OS threads, want at least 1", m.Spec, m.Extra["threads"])
		}
	}
}

func TestValuesStayWithinTheBudget(t *testing.T) {
	for _, s := range Plan(measure.Full, 2) {
		if v, c := s.Params["values"], s.Params["cycles"]; v > 1e6 || (v > 1000 && v*c > 1e9) {
			t.Errorf("%s: %d values at %d cycles, want at most 1e6 values and 1e9 cycles a side", s, v, c)
		}
	}
}
