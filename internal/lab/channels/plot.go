package channels

import (
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotRates draws values per second against GOMAXPROCS, one line per load.
func plotRates(r *measure.Results) (measure.Drawing, error) {
	pn := figure.Panel{Title: "channels: unbuffered, producer → consumer", X: "GOMAXPROCS", Y: "values per second", LogX: true, LogY: true}
	for _, c := range r.Values(Name, "cycles") {
		s := figure.Series{Name: "load cycles " + figure.Exp10(c)}
		for _, pr := range r.Procs(Name) {
			if m, ok := find(r, "unbuffered", pr, c, 0); ok {
				s.XY = append(s.XY, plotter.XY{X: float64(pr), Y: m.Median})
			}
		}
		pn.Series = append(pn.Series, s)
	}
	return &figure.Figure{Panels: []figure.Panel{pn}}, nil
}
