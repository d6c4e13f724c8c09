package spawn

import (
	"fmt"
	"io"
	"strings"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// params are a measurement's parameters at X calls of k square roots.
func params(x, k int64) map[string]int64 { return map[string]int64{"x": x, "sqrts": k} }

// report writes the spawn section: overhead by function size, GOMAXPROCS
// and X, beside the seed's readings.
func report(out io.Writer, r *measure.Results) {
	w := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	w("## Spawn: a goroutine per call against a direct call (seed 003)\n\n")
	w("f does k `math.Sqrt` calls; it runs X times directly, then in X goroutines all started before any is waited for (the seed's \"up to 700k goroutines alive\"). Overhead = goroutine time / direct time − 1; the goroutine time ends with a GC, as in the seed. Each process first runs X goroutines untimed, so their stacks come from memory the runtime already holds, as in the seed's long-running process.\n\n")
	w("![spawn](spawn.svg)\n\n")
	xs := r.Values(Name, "x")
	procs := r.Procs(Name)
	w("| sqrt per call | seed 2011 (GOMAXPROCS=1) |")
	for _, p := range procs {
		for _, x := range xs {
			w(" GOMAXPROCS=%d, X=%s |", p, figure.Exp10(x))
		}
	}
	w("\n|---|---|%s\n", strings.Repeat("---|", len(procs)*len(xs)))
	for _, k := range r.Values(Name, "sqrts") {
		w("| %d | %s |", k, Seed[k])
		for _, p := range procs {
			for _, x := range xs {
				mm, ok := r.Find(Name, variant, measure.Go, p, params(x, k))
				w(" %s |", figure.Cell(mm, ok, func(v float64) string { return fmt.Sprintf("%+.0f %%", v) }))
			}
		}
		w("\n")
	}
	w("\n")
	xmax := xs[len(xs)-1]
	if m, ok := r.Find(Name, variant, measure.Go, 1, params(xmax, 1)); ok {
		w("- At 1 sqrt per call and X=%s, a goroutine costs %+.0f %% over the call (seed: about +300 %%): the call itself is a few ns, so the goroutine's creation, scheduling and stack dominate, as they did in 2011.\n", figure.Exp10(xmax), m.Median)
	}
	if m, ok := r.Find(Name, variant, measure.Go, 1, params(xmax, 5000)); ok {
		w("- At 5000 sqrt the overhead is %+.1f %% (seed: ~1 %%): the work dwarfs the goroutine.\n", m.Median)
	}
	if len(procs) > 1 {
		p := procs[len(procs)-1]
		if m, ok := r.Find(Name, variant, measure.Go, p, params(xmax, 5000)); ok {
			w("- At GOMAXPROCS=%d, 5000 sqrt: %+.0f %%; the goroutines use both cores while the direct loop uses one, so the overhead turns into a speed-up. For 1 sqrt the seed saw GOMAXPROCS=2 make tiny functions slower; compare the first row's two halves.\n", p, m.Median)
		}
	}
	w("\n")
}
