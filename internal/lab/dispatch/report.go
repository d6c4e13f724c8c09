package dispatch

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// Label names a variant in the report and the plot.
func Label(v, lang string) string {
	labels := map[string]string{
		"seed": "seed design (chan of J + sentinel)", "pool": "corral pool", "pool-qj": "corral pool, queue of J (before)",
		"pool-range": "corral pool, GoRange (chunks)", "floor": "no hand-over: J loops (the floor)",
		"errgroup": "errgroup SetLimit",
		"ants":     "ants v2", "pond": "pond v2", "goroutines": "goroutine per task + WaitGroup",
	}
	switch lang {
	case measure.Cxx:
		labels = map[string]string{"seed": "C++ seed design (queue + mutex + condvar)",
			"asio": "C++ boost::asio::thread_pool", "tbb": "C++ oneTBB task_group"}
	case measure.Rust:
		labels = map[string]string{"rayon-scope": "Rust rayon scope + spawn per task", "rayon-pariter": "Rust rayon par_iter (best case)"}
	}
	if l, ok := labels[v]; ok {
		return l
	}
	return v
}

// params are a measurement's parameters at T tasks and J workers.
func params(t, j int64) map[string]int64 { return map[string]int64{"tasks": t, "workers": j} }

// report writes the dispatch section: seconds per J, ns per task, readings.
func report(out io.Writer, r *measure.Results) {
	w := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	ts := r.Values(Name, "tasks")
	js := r.Values(Name, "workers")
	procs := r.Procs(Name)
	w("## Dispatch: T trivial tasks through J workers (seeds 000, 002)\n\n")
	w("Each task adds one to a shared atomic counter, which proves afterwards that all T ran. Seconds for all T tasks, timed inside the process (the seed timed the whole process).\n\n")
	w("![dispatch](dispatch.svg)\n\n")
	for _, j := range js {
		secondsTable(w, r, j, ts, procs)
	}
	// The ns-per-task table is at the largest T measured for every variant.
	tall := ts[0]
	for _, t := range ts {
		if _, ok := r.Find(Name, "pool", measure.Go, procs[len(procs)-1], params(t, js[len(js)-1])); ok {
			tall = t
		}
	}
	nsTable(w, r, tall, js, procs)
	for _, line := range readings(r, ts[len(ts)-1], tall) {
		w("- %s\n", line)
	}
	w("\n")
}

// secondsTable is the table of seconds at J workers, under the seed's.
func secondsTable(w func(string, ...any), r *measure.Results, j int64, ts []int64, procs []int) {
	w("### J = %d workers: seconds\n\n| variant | GOMAXPROCS |", j)
	for _, t := range ts {
		w(" T=%s |", figure.Exp10(t))
	}
	w("\n|---|---|%s\n", strings.Repeat("---|", len(ts)))
	if j == 8 {
		w("| *seed 2011: C++ Boost pool, 8 CPUs* | — |")
		for _, t := range ts {
			w(" *%.2f* |", SeedCxx[t])
		}
		w("\n| *seed 2011: Go, 8 CPUs* | *1* |")
		for _, t := range ts {
			w(" *%.2f* |", SeedGo[t])
		}
		w("\n")
	}
	row := func(v, lang string, p int) {
		w("| %s | %s |", Label(v, lang), procsCell(p))
		for _, t := range ts {
			mm, ok := r.Find(Name, v, lang, p, params(t, j))
			w(" %s |", figure.Cell(mm, ok, figure.Seconds))
		}
		w("\n")
	}
	eachRow(procs, row)
	w("\n")
}

// nsTable is the table of ns per task at T = tall, one column per J.
func nsTable(w func(string, ...any), r *measure.Results, tall int64, js []int64, procs []int) {
	w("### ns per task at T = %s\n\n| variant | GOMAXPROCS |", figure.Exp10(tall))
	for _, j := range js {
		w(" J=%d |", j)
	}
	w("\n|---|---|%s\n", strings.Repeat("---|", len(js)))
	row := func(v, lang string, p int) {
		w("| %s | %s |", Label(v, lang), procsCell(p))
		for _, j := range js {
			mm, ok := r.Find(Name, v, lang, p, params(tall, j))
			if !ok || mm.Skipped != "" {
				w(" %s |", figure.Cell(mm, ok, nil))
			} else {
				w(" %.0f ±%.0f%% |", mm.Extra["ns_per_task"], mm.CIPct)
			}
		}
		w("\n")
	}
	eachRow(procs, row)
	w("\n")
}

// eachRow calls row for every Go variant at every GOMAXPROCS, then for
// every C++ and Rust program (GOMAXPROCS 0), in the tables' order.
func eachRow(procs []int, row func(v, lang string, p int)) {
	for _, v := range Names() {
		for _, p := range procs {
			row(v, measure.Go, p)
		}
	}
	for _, v := range CxxVariants {
		row(v, measure.Cxx, 0)
	}
	for _, v := range RustVariants {
		row(v, measure.Rust, 0)
	}
}

func procsCell(p int) string {
	if p == 0 {
		return "—"
	}
	return fmt.Sprint(p)
}

// readings are the one-line readings of the dispatch tables. tseed is the
// largest T (compared with the seed's table), tall the largest T at which
// every variant was measured.
func readings(r *measure.Results, tseed, tall int64) []string {
	var lines []string
	cpus := r.Machine.CPUs
	at := func(v, lang string, p int, t, j int64) (float64, bool) {
		m, ok := r.Find(Name, v, lang, p, params(t, j))
		if !ok || m.Skipped != "" {
			return 0, false
		}
		return m.Median, true
	}
	if s, ok := at("seed", measure.Go, 1, tseed, 8); ok {
		pub := SeedGo[tseed]
		lines = append(lines, fmt.Sprintf("The seed's Go design at GOMAXPROCS=1, J=8, T=%s: %s s here against %.2f s published (%.1f× faster): a 2026 runtime and CPU against 6g on a 2011 CPU; at GOMAXPROCS=1 every hand-over stays on one thread, so the 2 cores here against 8 there do not matter.",
			figure.Exp10(tseed), figure.Seconds(s), pub, pub/s))
	}
	if s, ok := at("seed", measure.Cxx, 0, tseed, 8); ok {
		pub := SeedCxx[tseed]
		lines = append(lines, fmt.Sprintf("The seed's C++ design (std::function, one mutex, one condition variable; no Boost) at J=8, T=%s: %s s against %.2f s published (%.1f× faster): futex-based mutexes and a newer libstdc++, but the design still pays a lock and a wake-up per task.",
			figure.Exp10(tseed), figure.Seconds(s), pub, pub/s))
	}
	j := int64(cpus)
	var rows []ranked
	eachRow([]int{cpus}, func(v, lang string, p int) {
		if s, ok := at(v, lang, p, tall, j); ok {
			rows = append(rows, ranked{v, lang, s})
		}
	})
	if len(rows) > 0 {
		lines = append(lines, rankingLine(rows, cpus, tall))
	}
	if g1, ok1 := at("seed", measure.Go, 1, tall, j); ok1 {
		if gn, okn := at("seed", measure.Go, cpus, tall, j); okn && cpus > 1 {
			lines = append(lines, fmt.Sprintf("GOMAXPROCS=%d against 1 for the seed's Go design: %.2f× the time. Trivial tasks gain nothing from a second core and pay for the cross-thread wake-ups, as seed 001 found for channels; the seed's hope that Go would become \"almost equal\" to C++ with more threads is a statement about C++'s cost, not Go's gain.",
				cpus, gn/g1))
		}
	}
	return lines
}

// ranked is a variant and its seconds.
type ranked struct {
	name, lang string
	seconds    float64
}

// rankingLine ranks every variant at J = GOMAXPROCS = the CPUs and names
// the pool's place.
func rankingLine(rows []ranked, cpus int, t int64) string {
	slices.SortStableFunc(rows, func(a, b ranked) int { return cmp.Compare(a.seconds, b.seconds) })
	ns := func(x ranked) float64 { return x.seconds * 1e9 / float64(t) }
	// The floor is not a design but the bound under all of them.
	var floor *ranked
	if i := slices.IndexFunc(rows, func(x ranked) bool { return x.name == "floor" }); i >= 0 {
		floor = &ranked{}
		*floor = rows[i]
		rows = slices.Delete(slices.Clone(rows), i, i+1)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "At J = GOMAXPROCS = %d CPUs and T=%s, from fastest to slowest in ns per task: ", cpus, figure.Exp10(t))
	for i, x := range rows {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %.0f", Label(x.name, x.lang), ns(x))
	}
	b.WriteString(".")
	i := slices.IndexFunc(rows, func(x ranked) bool { return x.name == "pool" && x.lang == measure.Go })
	if i < 0 {
		return b.String()
	}
	pool := rows[i]
	fmt.Fprintf(&b, " corral's pool is #%d of %d", i+1, len(rows))
	if i > 0 {
		fmt.Fprintf(&b, ", %.2f× the fastest", pool.seconds/rows[0].seconds)
	}
	// The fastest design that hands over tasks one at a time: par_iter
	// and GoRange split a range and hand over chunks.
	for _, x := range rows {
		if !slices.Contains([]string{"pool", "pool-qj", "pool-range", "rayon-pariter"}, x.name) {
			fmt.Fprintf(&b, "; against the fastest other design that submits tasks one by one, %s, it takes %.2f× the time", Label(x.name, x.lang), pool.seconds/x.seconds)
			break
		}
	}
	b.WriteString(".")
	k := slices.IndexFunc(rows, func(x ranked) bool { return x.name == "pool-range" && x.lang == measure.Go })
	r := slices.IndexFunc(rows, func(x ranked) bool { return x.name == "rayon-pariter" })
	if k >= 0 {
		fmt.Fprintf(&b, " Handed a range, with GoRange, the pool is #%d", k+1)
		if r >= 0 {
			fmt.Fprintf(&b, ", at %.2f× the time of rayon's par_iter", rows[k].seconds/rows[r].seconds)
		}
		b.WriteString(".")
	}
	if floor != nil {
		fmt.Fprintf(&b, " Under them all, J loops that hand nothing over take %.0f ns per task: the contended atomic add itself.", ns(*floor))
	}
	return b.String()
}
