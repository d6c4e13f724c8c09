package spawn

import (
	"fmt"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Name is the experiment's name.
const Name = "spawn"

// variant is the experiment's one variant.
const variant = "goroutine-vs-call"

// Experiment is the spawn experiment as the lab runs it.
var Experiment = measure.Experiment{
	Name:   Name,
	Metric: "overhead_pct",
	Format: func(v float64) string { return fmt.Sprintf("%+.1f %%", v) },
	Plan:   Plan,
	Probe:  probe,
	Report: report,
	Plot:   plotOverhead,
}

// Sqrts are the seed's function sizes, in square roots per call.
var Sqrts = []int64{1, 10, 100, 1000, 5000}

// Calls returns the X values (calls, and goroutines alive at once) of a
// mode; the seed went up to 700,000.
func Calls(mode measure.Mode) []int64 {
	switch mode {
	case measure.Smoke:
		return []int64{1000}
	case measure.Quick:
		return []int64{1e4, 1e5}
	}
	return []int64{1e4, 1e5, 7e5}
}

// Plan returns every function size and X of the mode, at GOMAXPROCS 1 and
// the CPUs.
func Plan(mode measure.Mode, cpus int) []measure.Spec {
	var specs []measure.Spec
	for _, p := range measure.ProcsOf(cpus) {
		for _, x := range Calls(mode) {
			for _, k := range Sqrts {
				specs = append(specs, measure.Spec{Experiment: Name, Variant: variant, Lang: measure.Go, GOMAXPROCS: p,
					Params: map[string]int64{"x": x, "sqrts": k}})
			}
		}
	}
	return specs
}

func probe(spec measure.Spec) (measure.Sample, error) {
	x, k := int(spec.Params["x"]), int(spec.Params["sqrts"])
	Warm(x)
	direct, s1 := Direct(x, k)
	inGo, s2, peak := Goroutines(x, k)
	if s1 != s2 {
		return measure.Sample{}, fmt.Errorf("direct and goroutine sums differ: %v and %v", s1, s2)
	}
	over := 100 * (inGo.Seconds() - direct.Seconds()) / direct.Seconds()
	return measure.Sample{Value: over, Count: int64(x), Extra: map[string]float64{
		"direct_seconds": direct.Seconds(), "goroutine_seconds": inGo.Seconds(),
		"peak_goroutines": float64(peak),
	}}, nil
}
