package lab

// The seeds' published figures, set beside ours in the report.

// SeedDispatchCxx and SeedDispatchGo are seed 002's table: seconds for T
// tasks through 8 workers on an 8-CPU machine in 2011; C++ with Boost
// threads, a mutex and a condition variable; Go with GOMAXPROCS=1
// (6g, the runtime of the day). The whole process was timed.
var (
	SeedDispatchCxx = map[int64]float64{1e4: 0.03, 1e5: 0.35, 1e6: 3.43, 1e7: 29.57, 1e8: 327.37}
	SeedDispatchGo  = map[int64]float64{1e4: 0.00, 1e5: 0.03, 1e6: 0.35, 1e7: 3.72, 1e8: 38.27}
)

// Seed 001 (4 cores at 3 GHz, Go 1.1.2, 2013) published its channel figures
// as graphs; what it states in words is kept here.
const (
	SeedChannelsProcs   = "fastest at GOMAXPROCS=1; about 2× slower at GOMAXPROCS=2 (cycles=1000); 3..256 a little better than 2 but never back to 1"
	SeedChannelsLoad    = "under heavy load cycles, GOMAXPROCS>1 wins"
	SeedChannelsThreads = "3 OS threads at GOMAXPROCS=1, 4 at 2 and above (sometimes 2 more, for GC)"
)

// SeedSpawn is seed 003's reading of its graphs (a 2-core nettop, 2011): the
// overhead of a goroutine per call over a direct call, in percent, by
// square roots per call, at GOMAXPROCS=1. 1 sqrt: "about 4 times more
// time"; 10: within 80 % up to 700k goroutines; 1000: ~2 %; 5000: ~1 %.
var SeedSpawn = map[int64]string{1: "~300 %", 10: "≤ 80 %", 100: "—", 1000: "~2 %", 5000: "~1 %"}

// SeedMemory is seed 003's per-goroutine memory: 4–4.5 KB (2011).
const SeedMemory = "4–4.5 KB"
