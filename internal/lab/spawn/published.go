package spawn

// Seed is seed 003's reading of its graphs (a 2-core nettop, 2011): the
// overhead of a goroutine per call over a direct call, in percent, by
// square roots per call, at GOMAXPROCS=1. 1 sqrt: "about 4 times more
// time"; 10: within 80 % up to 700k goroutines; 1000: ~2 %; 5000: ~1 %.
var Seed = map[int64]string{1: "~300 %", 10: "≤ 80 %", 100: "—", 1000: "~2 %", 5000: "~1 %"}
