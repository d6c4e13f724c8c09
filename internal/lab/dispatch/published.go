package dispatch

// The published figures, set beside ours in the report and the plot.

// SeedCxx and SeedGo are seed 002's table: seconds for T tasks through 8
// workers on an 8-CPU machine in 2011; C++ with Boost threads, a mutex and
// a condition variable; Go with GOMAXPROCS=1 (6g, the runtime of the day).
// The whole process was timed.
var (
	SeedCxx = map[int64]float64{1e4: 0.03, 1e5: 0.35, 1e6: 3.43, 1e7: 29.57, 1e8: 327.37}
	SeedGo  = map[int64]float64{1e4: 0.00, 1e5: 0.03, 1e6: 0.35, 1e7: 3.72, 1e8: 38.27}
)
