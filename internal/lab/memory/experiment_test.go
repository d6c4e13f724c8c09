package memory

import (
	"testing"

	"github.com/corral-go/corral/internal/lab/measure/measuretest"
)

func TestSmokeReport(t *testing.T) {
	measuretest.Smoke(t, Experiment, 2, "## Memory", "| 1e3 | ", Seed)
}
