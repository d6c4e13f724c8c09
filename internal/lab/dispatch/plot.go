package dispatch

import (
	"fmt"

	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotNsPerTask draws ns per task against T, at J = GOMAXPROCS = the CPUs:
// one panel for the Go variants, one for C++ and Rust, each with the
// seed's 2011 figure for its language.
func plotNsPerTask(r *measure.Results) (measure.Drawing, error) {
	cpus := r.Machine.CPUs
	j := int64(cpus)
	ts := r.Values(Name, "tasks")
	line := func(v, lang string, procs int) figure.Series {
		s := figure.Series{Name: Label(v, lang)}
		for _, t := range ts {
			if m, ok := r.Find(Name, v, lang, procs, params(t, j)); ok && m.Skipped == "" {
				s.XY = append(s.XY, plotter.XY{X: float64(t), Y: m.Median * 1e9 / float64(t)})
			}
		}
		return s
	}
	goPanel := figure.Panel{Title: fmt.Sprintf("Go: J=%d workers, GOMAXPROCS=%d", j, cpus), X: "tasks T", Y: "ns per task", LogX: true, LogY: true}
	for _, v := range Names() {
		goPanel.Series = append(goPanel.Series, line(v, measure.Go, cpus))
	}
	native := figure.Panel{Title: fmt.Sprintf("C++ and Rust: J=%d workers", j), X: "tasks T", Y: "ns per task", LogX: true, LogY: true}
	for _, v := range CxxVariants {
		native.Series = append(native.Series, line(v, measure.Cxx, 0))
	}
	for _, v := range RustVariants {
		native.Series = append(native.Series, line(v, measure.Rust, 0))
	}
	seedC := figure.Series{Name: "seed 2011, C++ Boost pool (J=8, 8 CPUs)"}
	seedG := figure.Series{Name: "seed 2011, Go (J=8, GOMAXPROCS=1)"}
	for _, t := range ts {
		seedC.XY = append(seedC.XY, plotter.XY{X: float64(t), Y: SeedCxx[t] * 1e9 / float64(t)})
		if SeedGo[t] > 0 {
			seedG.XY = append(seedG.XY, plotter.XY{X: float64(t), Y: SeedGo[t] * 1e9 / float64(t)})
		}
	}
	goPanel.Published, native.Published = []figure.Series{seedG}, []figure.Series{seedC}
	return &figure.Figure{Panels: []figure.Panel{goPanel, native}}, nil
}
