package channels

import (
	"fmt"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// Name is the experiment's name.
const Name = "channels"

// Experiment is the channel experiment as the lab runs it.
var Experiment = measure.Experiment{
	Name:   Name,
	Metric: "values_per_second",
	Format: func(v float64) string { return figure.Count(v) + "/s" },
	Plan:   Plan,
	Probe:  probe,
	Report: report,
	Plot:   plotRates,
}

// Procs returns the GOMAXPROCS values of a mode.
func Procs(mode measure.Mode) []int {
	switch mode {
	case measure.Smoke:
		return []int{1, 2}
	case measure.Quick:
		return []int{1, 2, 4, 16, 256}
	}
	return []int{1, 2, 4, 8, 16, 32, 64, 128, 256}
}

// Cycles returns the load cycles of a mode.
func Cycles(mode measure.Mode) []int64 {
	switch mode {
	case measure.Smoke:
		return []int64{1, 100}
	case measure.Quick:
		return []int64{1, 100, 1000, 1e4}
	}
	return []int64{1, 10, 100, 1000, 1e4, 1e5, 1e6}
}

// Buffers are the channel capacities: unbuffered as in the seed, and a
// buffered variant.
var Buffers = []int64{0, 100}

// values is the number of values sent: the seed's 1e6, fewer under heavy
// load so that one run does at most about 1e9 load cycles per side (the
// seed's 1e6 values at 1e6 cycles would take over five minutes each).
func values(mode measure.Mode, cycles int64) int64 {
	limit := int64(1e6)
	budget := int64(1e9)
	switch mode {
	case measure.Smoke:
		limit, budget = 1e4, 1e6
	case measure.Quick:
		limit, budget = 2e5, 2e8
	}
	return max(1000, min(limit, budget/cycles))
}

// variant names the variant of a buffer size.
func variant(buf int64) string {
	if buf > 0 {
		return fmt.Sprintf("buffered-%d", buf)
	}
	return "unbuffered"
}

// Plan returns every buffer, load and GOMAXPROCS of the mode.
func Plan(mode measure.Mode, _ int) []measure.Spec {
	var specs []measure.Spec
	for _, buf := range Buffers {
		for _, c := range Cycles(mode) {
			for _, p := range Procs(mode) {
				specs = append(specs, measure.Spec{Experiment: Name, Variant: variant(buf), Lang: measure.Go, GOMAXPROCS: p,
					Params: map[string]int64{"values": values(mode, c), "cycles": c, "buffer": buf}})
			}
		}
	}
	return specs
}

func probe(spec measure.Spec) (measure.Sample, error) {
	p := spec.Params
	r, err := Run(int(p["values"]), int(p["cycles"]), int(p["buffer"]))
	if err != nil {
		return measure.Sample{}, err
	}
	return measure.Sample{Value: float64(r.Values) / r.Seconds, Count: int64(r.Values),
		Extra: map[string]float64{"threads": float64(r.Threads), "seconds": r.Seconds}}, nil
}
