package spawn

import "gonum.org/v1/plot/plotter"

// Seed is seed 003's reading of its graphs (a 2-core nettop, 2011): the
// overhead of a goroutine per call over a direct call, in percent, by
// square roots per call, at GOMAXPROCS=1. 1 sqrt: "about 4 times more
// time"; 10: within 80 % up to 700k goroutines; 1000: ~2 %; 5000: ~1 %.
var Seed = map[int64]string{1: "~300 %", 10: "≤ 80 %", 100: "—", 1000: "~2 %", 5000: "~1 %"}

// SeedRatios are those readings as time ratios (1 + overhead / 100), for
// the plot: about 4 at 1 sqrt, at most 1.8 at 10, 1.02 at 1000, 1.01 at
// 5000.
var SeedRatios = plotter.XYs{{X: 1, Y: 4}, {X: 10, Y: 1.8}, {X: 1000, Y: 1.02}, {X: 5000, Y: 1.01}}
