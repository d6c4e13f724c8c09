package spawn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/lab/measure"
	"github.com/corral-go/corral/internal/lab/measure/measuretest"
)

func TestSmokeReport(t *testing.T) {
	_, report := measuretest.Smoke(t, Experiment, 2,
		"## Spawn", "GOMAXPROCS=1, X=1e3", "GOMAXPROCS=2, X=1e3", "- At 1 sqrt per call")
	for _, k := range Sqrts {
		if !strings.Contains(report, fmt.Sprintf("\n| %d | %s |", k, Seed[k])) {
			t.Errorf("report lacks the row for %d sqrt beside the seed's %q", k, Seed[k])
		}
	}
}

func TestPlanReachesThePublishedRange(t *testing.T) {
	var maxX int64
	for _, s := range Plan(measure.Full, 2) {
		maxX = max(maxX, s.Params["x"])
	}
	if maxX != 7e5 {
		t.Errorf("full plan: X up to %d, want the seed's 700000", maxX)
	}
}
