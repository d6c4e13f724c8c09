package spawn

import (
	"fmt"

	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotOverhead draws, against sqrt per call, the goroutine time over the
// direct call's (1 + overhead / 100): one panel per GOMAXPROCS, one line
// per X. A ratio is positive whatever the overhead, so a speed-up (a
// negative overhead: -45 % is 0.55) stays on the log axis, where an
// overhead in percent fell off it; the seed's readings of its graphs are
// on the GOMAXPROCS=1 panel, the setting it measured.
func plotOverhead(r *measure.Results) (measure.Drawing, error) {
	f := &figure.Figure{}
	for _, pr := range r.Procs(Name) {
		pn := figure.Panel{Title: fmt.Sprintf("spawn: goroutine per call against a direct call, GOMAXPROCS=%d", pr),
			X: "math.Sqrt per call", Y: "time ratio (< 1: faster)", LogX: true, LogY: true}
		for _, x := range r.Values(Name, "x") {
			s := figure.Series{Name: fmt.Sprintf("X=%s calls", figure.Exp10(x))}
			for _, k := range r.Values(Name, "sqrts") {
				if m, ok := r.Find(Name, variant, measure.Go, pr, params(x, k)); ok && m.Median > -100 {
					lo, hi := measure.MedianCI(m.Samples)
					if len(m.Samples) == 0 {
						lo, hi = m.Median, m.Median
					}
					s.XY = append(s.XY, plotter.XY{X: float64(k), Y: 1 + m.Median/100})
					s.Lo, s.Hi = append(s.Lo, max(1+lo/100, 1e-3)), append(s.Hi, 1+hi/100)
				}
			}
			pn.Series = append(pn.Series, s)
		}
		if pr == 1 {
			pn.Published = []figure.Series{{Name: "seed 2011 (10 sqrt: at most)", XY: SeedRatios}}
		}
		f.Panels = append(f.Panels, pn)
	}
	return f, nil
}
