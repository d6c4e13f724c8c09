package channels

import "gonum.org/v1/plot/plotter"

// Seed 001 (4 cores at 3 GHz, Go 1.1.2, 2013) published its channel figures
// as graphs; what it states in words is kept here.
const (
	SeedProcs   = "fastest at GOMAXPROCS=1; about 2× slower at GOMAXPROCS=2 (cycles=1000); 3..256 a little better than 2 but never back to 1"
	SeedLoad    = "under heavy load cycles, GOMAXPROCS>1 wins"
	SeedThreads = "3 OS threads at GOMAXPROCS=1, 4 at 2 and above (sometimes 2 more, for GC)"
)

// SeedRelative is the one figure SeedProcs gives: at 1,000 load cycles,
// GOMAXPROCS=2 runs at about half the rate of GOMAXPROCS=1.
var SeedRelative = plotter.XYs{{X: 1, Y: 1}, {X: 2, Y: 0.5}}
