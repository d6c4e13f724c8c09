package lab

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/corral-go/corral/internal/lab/channels"
	"github.com/corral-go/corral/internal/lab/dispatch"
	"github.com/corral-go/corral/internal/lab/memory"
	"github.com/corral-go/corral/internal/lab/spawn"
)

// Probe runs one repetition of a Go spec in this process and writes its
// [Sample] as JSON to w. It is the child side of [Runner]: the parent sets
// GOMAXPROCS in the environment, and Probe checks that it took effect.
func Probe(specJSON string, w io.Writer) error {
	var spec Spec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		return fmt.Errorf("parse probe spec: %w", err)
	}
	if spec.GOMAXPROCS > 0 && runtime.GOMAXPROCS(0) != spec.GOMAXPROCS {
		return fmt.Errorf("probe %s: GOMAXPROCS is %d, want %d", spec, runtime.GOMAXPROCS(0), spec.GOMAXPROCS)
	}
	s, err := probe(spec)
	if err != nil {
		return fmt.Errorf("probe %s: %w", spec, err)
	}
	return json.NewEncoder(w).Encode(s)
}

func probe(spec Spec) (Sample, error) {
	p := spec.Params
	switch spec.Experiment {
	case Dispatch:
		run, ok := dispatch.Variants[spec.Variant]
		if !ok {
			return Sample{}, fmt.Errorf("unknown dispatch variant %q", spec.Variant)
		}
		tasks := p["tasks"]
		start := time.Now()
		ran, err := run(int(tasks), int(p["workers"]))
		secs := time.Since(start).Seconds()
		if err != nil {
			return Sample{}, err
		}
		if ran != tasks {
			return Sample{}, fmt.Errorf("%d tasks ran, want %d", ran, tasks)
		}
		return Sample{Value: secs, Count: ran, Extra: map[string]float64{"ns_per_task": nsPer(secs, tasks)}}, nil
	case Channels:
		r, err := channels.Run(int(p["values"]), int(p["cycles"]), int(p["buffer"]))
		if err != nil {
			return Sample{}, err
		}
		return Sample{Value: float64(r.Values) / r.Seconds, Count: int64(r.Values),
			Extra: map[string]float64{"threads": float64(r.Threads), "seconds": r.Seconds}}, nil
	case Spawn:
		x, k := int(p["x"]), int(p["sqrts"])
		spawn.Warm(x)
		direct, s1 := spawn.Direct(x, k)
		inGo, s2, peak := spawn.Goroutines(x, k)
		if s1 != s2 {
			return Sample{}, fmt.Errorf("direct and goroutine sums differ: %v and %v", s1, s2)
		}
		over := 100 * (inGo.Seconds() - direct.Seconds()) / direct.Seconds()
		return Sample{Value: over, Count: int64(x), Extra: map[string]float64{
			"direct_seconds": direct.Seconds(), "goroutine_seconds": inGo.Seconds(),
			"peak_goroutines": float64(peak),
		}}, nil
	case Memory:
		r, err := memory.Measure(int(p["goroutines"]))
		if err != nil {
			return Sample{}, err
		}
		return Sample{Value: r.RSSBytes, Count: int64(r.Goroutines), Extra: map[string]float64{
			"stack_bytes": r.StackBytes, "runtime_bytes": r.RuntimeBytes,
		}}, nil
	}
	return Sample{}, fmt.Errorf("unknown experiment %q", spec.Experiment)
}

func nsPer(secs float64, n int64) float64 {
	if n == 0 {
		return 0
	}
	return secs * 1e9 / float64(n)
}
