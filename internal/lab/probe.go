package lab

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Probe runs one repetition of a Go spec in this process and writes its
// [measure.Sample] as JSON to w. It is the child side of [Runner]: the
// parent sets GOMAXPROCS in the environment, and Probe checks that it took
// effect.
func Probe(specJSON string, w io.Writer) error {
	var spec measure.Spec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		return fmt.Errorf("parse probe spec: %w", err)
	}
	if spec.GOMAXPROCS > 0 && runtime.GOMAXPROCS(0) != spec.GOMAXPROCS {
		return fmt.Errorf("probe %s: GOMAXPROCS is %d, want %d", spec, runtime.GOMAXPROCS(0), spec.GOMAXPROCS)
	}
	e, err := Lookup(spec.Experiment)
	if err != nil {
		return fmt.Errorf("probe %s: %w", spec, err)
	}
	s, err := e.Probe(spec)
	if err != nil {
		return fmt.Errorf("probe %s: %w", spec, err)
	}
	return json.NewEncoder(w).Encode(s)
}
