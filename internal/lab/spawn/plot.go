package spawn

import (
	"fmt"

	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotOverhead draws the overhead against sqrt per call, one panel per
// GOMAXPROCS, one line per X.
func plotOverhead(r *measure.Results) (measure.Drawing, error) {
	f := &figure.Figure{}
	for _, pr := range r.Procs(Name) {
		pn := figure.Panel{Title: fmt.Sprintf("spawn: goroutine per call vs direct call, GOMAXPROCS=%d (overheads ≤ 0 not shown)", pr),
			X: "math.Sqrt per call", Y: "overhead, %", LogX: true, LogY: true}
		for _, x := range r.Values(Name, "x") {
			s := figure.Series{Name: fmt.Sprintf("X=%s calls", figure.Exp10(x))}
			for _, k := range r.Values(Name, "sqrts") {
				if m, ok := r.Find(Name, variant, measure.Go, pr, params(x, k)); ok && m.Median > 0 {
					s.XY = append(s.XY, plotter.XY{X: float64(k), Y: m.Median})
				}
			}
			pn.Series = append(pn.Series, s)
		}
		f.Panels = append(f.Panels, pn)
	}
	return f, nil
}
