package spawn

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotOverhead draws the overhead against sqrt per call, one line per
// GOMAXPROCS and X.
func plotOverhead(r *measure.Results) (*plot.Plot, error) {
	p := figure.NewPlot("spawn: goroutine per call vs direct call", "math.Sqrt per call", "overhead, % (log; ≤0 not shown)")
	var ss []figure.Series
	for _, pr := range r.Procs(Name) {
		for _, x := range r.Values(Name, "x") {
			s := figure.Series{Name: fmt.Sprintf("GOMAXPROCS=%d, X=%s", pr, figure.Exp10(x))}
			for _, k := range r.Values(Name, "sqrts") {
				if m, ok := r.Find(Name, variant, measure.Go, pr, params(x, k)); ok && m.Median > 0 {
					s.XY = append(s.XY, plotter.XY{X: float64(k), Y: m.Median})
				}
			}
			ss = append(ss, s)
		}
	}
	return p, figure.AddLines(p, ss, true, true)
}
