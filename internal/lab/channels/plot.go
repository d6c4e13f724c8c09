package channels

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotRates draws values per second against GOMAXPROCS, one line per load.
func plotRates(r *measure.Results) (*plot.Plot, error) {
	p := figure.NewPlot("channels: unbuffered, producer → consumer", "GOMAXPROCS", "values per second")
	var ss []figure.Series
	for _, c := range r.Values(Name, "cycles") {
		s := figure.Series{Name: "load cycles " + figure.Exp10(c)}
		for _, pr := range r.Procs(Name) {
			if m, ok := find(r, "unbuffered", pr, c, 0); ok {
				s.XY = append(s.XY, plotter.XY{X: float64(pr), Y: m.Median})
			}
		}
		ss = append(ss, s)
	}
	return p, figure.AddLines(p, ss, true, true)
}
