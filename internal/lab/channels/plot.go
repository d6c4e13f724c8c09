package channels

import (
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotRates draws values per second against GOMAXPROCS, one line per load,
// and, at 1,000 load cycles (the seed's case), the rate relative to
// GOMAXPROCS=1 beside what the seed states: GOMAXPROCS=2 about 2× slower.
// The seed published its rates as graphs only; its words give two points.
func plotRates(r *measure.Results) (measure.Drawing, error) {
	pn := figure.Panel{Title: "channels: unbuffered, producer → consumer", X: "GOMAXPROCS", Y: "values per second", LogX: true, LogY: true}
	for _, c := range r.Values(Name, "cycles") {
		s := figure.Series{Name: "load cycles " + figure.Exp10(c)}
		for _, pr := range r.Procs(Name) {
			if m, ok := find(r, "unbuffered", pr, c, 0); ok {
				lo, hi := measure.MedianCI(m.Samples)
				if len(m.Samples) == 0 {
					lo, hi = m.Median, m.Median
				}
				s.XY = append(s.XY, plotter.XY{X: float64(pr), Y: m.Median})
				s.Lo, s.Hi = append(s.Lo, lo), append(s.Hi, hi)
			}
		}
		pn.Series = append(pn.Series, s)
	}
	rel := figure.Panel{Title: "channels at load cycles 1e3, relative to GOMAXPROCS=1", X: "GOMAXPROCS", Y: "rate / rate at GOMAXPROCS=1",
		LogX: true, ZeroY: true,
		Published: []figure.Series{{Name: "seed 2013 (its words: 2 is about 2× slower)", XY: SeedRelative}}}
	for _, v := range []struct {
		variant, name string
		buf           int64
	}{{"unbuffered", "unbuffered", 0}, {"buffered-100", "100-slot buffer", 100}} {
		s := figure.Series{Name: v.name}
		one, ok := find(r, v.variant, 1, 1000, v.buf)
		if !ok || one.Median <= 0 {
			continue
		}
		for _, pr := range r.Procs(Name) {
			if m, ok := find(r, v.variant, pr, 1000, v.buf); ok {
				s.XY = append(s.XY, plotter.XY{X: float64(pr), Y: m.Median / one.Median})
			}
		}
		rel.Series = append(rel.Series, s)
	}
	return &figure.Figure{Panels: []figure.Panel{pn, rel}}, nil
}
