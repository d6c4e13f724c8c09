package memory

import (
	"fmt"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Name is the experiment's name.
const Name = "memory"

// Experiment is the memory experiment as the lab runs it.
var Experiment = measure.Experiment{
	Name:   Name,
	Metric: "bytes_per_goroutine",
	Format: func(v float64) string { return fmt.Sprintf("%.0f B", v) },
	Plan:   Plan,
	Probe:  probe,
	Report: report,
	Plot:   plotBytes,
}

// Goroutines returns the numbers of parked goroutines of a mode.
func Goroutines(mode measure.Mode) []int64 {
	switch mode {
	case measure.Smoke:
		return []int64{1000}
	case measure.Quick:
		return []int64{1e3, 1e4, 1e5}
	}
	return []int64{1e3, 1e4, 1e5, 1e6}
}

// Plan returns one spec per number of goroutines, at GOMAXPROCS = the CPUs.
func Plan(mode measure.Mode, cpus int) []measure.Spec {
	var specs []measure.Spec
	for _, n := range Goroutines(mode) {
		specs = append(specs, measure.Spec{Experiment: Name, Variant: "parked", Lang: measure.Go, GOMAXPROCS: cpus,
			Params: map[string]int64{"goroutines": n}})
	}
	return specs
}

func probe(spec measure.Spec) (measure.Sample, error) {
	r, err := Measure(int(spec.Params["goroutines"]))
	if err != nil {
		return measure.Sample{}, err
	}
	return measure.Sample{Value: r.RSSBytes, Count: int64(r.Goroutines), Extra: map[string]float64{
		"stack_bytes": r.StackBytes, "runtime_bytes": r.RuntimeBytes,
	}}, nil
}
