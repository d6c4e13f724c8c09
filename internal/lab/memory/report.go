package memory

import (
	"fmt"
	"io"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// report writes the memory section: bytes per goroutine by count.
func report(out io.Writer, r *measure.Results) {
	w := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	w("## Memory: bytes per parked goroutine (seed 003)\n\n")
	w("N goroutines block on one channel; the growth of the resident set (/proc/self/statm), of the runtime's stack memory and of all memory the runtime mapped (runtime/metrics), divided by N. Seed 003: %s per goroutine.\n\n", Seed)
	w("![memory](memory.svg)\n\n")
	w("| goroutines | RSS B/goroutine | stack B/goroutine | runtime total B/goroutine | seed 2011 |\n|---|---|---|---|---|\n")
	for _, n := range r.Values(Name, "goroutines") {
		for _, m := range r.Measurements {
			if m.Experiment == Name && m.Params["goroutines"] == n {
				w("| %s | %.0f ±%.0f%% | %.0f | %.0f | %s |\n", figure.Exp10(n), m.Median, m.CIPct, m.Extra["stack_bytes"], m.Extra["runtime_bytes"], Seed)
			}
		}
	}
	w("\n- Today's runtime starts every goroutine with a 2 KiB stack (4 KiB in 2011, then 8 KiB in Go 1.2, 2 KiB since Go 1.4); the rest of the RSS figure is the goroutine's descriptor (the runtime's g, ~400 B) and the sudog it parks on.\n\n")
}
