package memory

import (
	"gonum.org/v1/plot/plotter"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// plotBytes draws bytes per goroutine against the number parked.
func plotBytes(r *measure.Results) (measure.Drawing, error) {
	pn := figure.Panel{Title: "memory: bytes per parked goroutine", X: "goroutines", Y: "bytes per goroutine", LogX: true, ZeroY: true}
	rss := figure.Series{Name: "RSS growth"}
	stack := figure.Series{Name: "stack (runtime/metrics)"}
	seed := figure.Series{Name: "seed 2011: 4.5 KB"}
	for _, n := range r.Values(Name, "goroutines") {
		for _, m := range r.Measurements {
			if m.Experiment == Name && m.Params["goroutines"] == n {
				lo, hi := measure.MedianCI(m.Samples)
				if len(m.Samples) == 0 {
					lo, hi = m.Median, m.Median
				}
				rss.XY = append(rss.XY, plotter.XY{X: float64(n), Y: m.Median})
				rss.Lo, rss.Hi = append(rss.Lo, lo), append(rss.Hi, hi)
				stack.XY = append(stack.XY, plotter.XY{X: float64(n), Y: m.Extra["stack_bytes"]})
				seed.XY = append(seed.XY, plotter.XY{X: float64(n), Y: seedBytes})
			}
		}
	}
	pn.Series, pn.Published = []figure.Series{rss, stack}, []figure.Series{seed}
	return &figure.Figure{Panels: []figure.Panel{pn}}, nil
}
