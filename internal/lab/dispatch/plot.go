package dispatch

import (
	"fmt"

	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotNsPerTask draws ns per task against T, at J = GOMAXPROCS = the CPUs:
// one panel for the Go variants that submit task by task, one for C++ and
// Rust's, and one for the two that hand over a range in chunks, GoRange
// and par_iter, over the floor that hands nothing over; then a panel at
// J = 8, the seeds' setting, with the seeds' 2011 figures beside the same
// designs measured here (the published figures are J=8 and appear only
// there).
func plotNsPerTask(r *measure.Results) (measure.Drawing, error) {
	cpus := r.Machine.CPUs
	j := int64(cpus)
	ts := r.Values(Name, "tasks")
	line := func(v, lang string, procs int) figure.Series { return lineAt(r, ts, v, lang, procs, j) }
	goPanel := figure.Panel{Title: fmt.Sprintf("Go: J=%d workers, GOMAXPROCS=%d", j, cpus), X: "tasks T", Y: "ns per task", LogX: true, LogY: true}
	ranges := figure.Panel{Title: fmt.Sprintf("A range in chunks: J=%d workers", j), X: "tasks T", Y: "ns per task", LogX: true, LogY: true,
		Series: []figure.Series{line("pool-range", measure.Go, cpus), line("rayon-pariter", measure.Rust, 0), line("floor", measure.Go, cpus)}}
	for _, v := range Names() {
		if v != "pool-range" && v != "floor" {
			goPanel.Series = append(goPanel.Series, line(v, measure.Go, cpus))
		}
	}
	native := figure.Panel{Title: fmt.Sprintf("C++ and Rust: J=%d workers", j), X: "tasks T", Y: "ns per task", LogX: true, LogY: true}
	for _, v := range CxxVariants {
		native.Series = append(native.Series, line(v, measure.Cxx, 0))
	}
	native.Series = append(native.Series, line("rayon-scope", measure.Rust, 0))
	seedC := figure.Series{Name: "seed 2011, C++ Boost pool (J=8, 8 CPUs)"}
	seedG := figure.Series{Name: "seed 2011, Go (J=8, GOMAXPROCS=1)"}
	for _, t := range ts {
		seedC.XY = append(seedC.XY, plotter.XY{X: float64(t), Y: SeedCxx[t] * 1e9 / float64(t)})
		if SeedGo[t] > 0 {
			seedG.XY = append(seedG.XY, plotter.XY{X: float64(t), Y: SeedGo[t] * 1e9 / float64(t)})
		}
	}
	at8 := figure.Panel{Title: "The seeds' setting: J=8 workers", X: "tasks T", Y: "ns per task", LogX: true, LogY: true,
		Series: []figure.Series{
			named(lineAt(r, ts, "seed", measure.Go, 1, 8), "seed design, Go, GOMAXPROCS=1"),
			named(lineAt(r, ts, "pool", measure.Go, 1, 8), "corral pool, GOMAXPROCS=1"),
			named(lineAt(r, ts, "pool", measure.Go, cpus, 8), fmt.Sprintf("corral pool, GOMAXPROCS=%d", cpus)),
			named(lineAt(r, ts, "seed", measure.Cxx, 0, 8), "seed design, C++"),
			named(lineAt(r, ts, "asio", measure.Cxx, 0, 8), "C++ boost::asio pool"),
		},
		Published: []figure.Series{seedG, seedC}}
	return &figure.Figure{Panels: []figure.Panel{goPanel, native, ranges, at8}}, nil
}

// lineAt is variant v's ns per task against T at j workers.
func lineAt(r *measure.Results, ts []int64, v, lang string, procs int, j int64) figure.Series {
	s := figure.Series{Name: Label(v, lang)}
	for _, t := range ts {
		if m, ok := r.Find(Name, v, lang, procs, params(t, j)); ok && m.Skipped == "" {
			per := 1e9 / float64(t)
			lo, hi := measure.MedianCI(m.Samples)
			if len(m.Samples) == 0 {
				lo, hi = m.Median, m.Median
			}
			s.XY = append(s.XY, plotter.XY{X: float64(t), Y: m.Median * per})
			s.Lo, s.Hi = append(s.Lo, lo*per), append(s.Hi, hi*per)
		}
	}
	return s
}

func named(s figure.Series, name string) figure.Series {
	s.Name = name
	return s
}
