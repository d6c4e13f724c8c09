package dispatch

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotNsPerTask draws ns per task against T, at J = GOMAXPROCS = the CPUs,
// with the seed's 2011 figures for comparison.
func plotNsPerTask(r *measure.Results) (*plot.Plot, error) {
	cpus := r.Machine.CPUs
	j := int64(cpus)
	p := figure.NewPlot(fmt.Sprintf("dispatch: J=%d workers, GOMAXPROCS=%d", j, cpus), "tasks T", "ns per task")
	var ss []figure.Series
	ts := r.Values(Name, "tasks")
	line := func(name, v, lang string, procs int) {
		s := figure.Series{Name: name}
		for _, t := range ts {
			if m, ok := r.Find(Name, v, lang, procs, params(t, j)); ok && m.Skipped == "" {
				s.XY = append(s.XY, plotter.XY{X: float64(t), Y: m.Median * 1e9 / float64(t)})
			}
		}
		ss = append(ss, s)
	}
	for _, v := range Names() {
		line("Go "+Label(v, measure.Go), v, measure.Go, cpus)
	}
	for _, v := range CxxVariants {
		line(Label(v, measure.Cxx), v, measure.Cxx, 0)
	}
	for _, v := range RustVariants {
		line(Label(v, measure.Rust), v, measure.Rust, 0)
	}
	seedC := figure.Series{Name: "seed 2011 C++ Boost (J=8, 8 CPUs)"}
	seedG := figure.Series{Name: "seed 2011 Go (J=8, GOMAXPROCS=1)"}
	for _, t := range ts {
		seedC.XY = append(seedC.XY, plotter.XY{X: float64(t), Y: SeedCxx[t] * 1e9 / float64(t)})
		if SeedGo[t] > 0 {
			seedG.XY = append(seedG.XY, plotter.XY{X: float64(t), Y: SeedGo[t] * 1e9 / float64(t)})
		}
	}
	ss = append(ss, seedC, seedG)
	return p, figure.AddLines(p, ss, true, true)
}
