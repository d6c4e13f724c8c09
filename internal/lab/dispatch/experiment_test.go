package dispatch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/lab/measure"
	"github.com/corral-go/corral/internal/lab/measure/measuretest"
)

func TestSmokeReport(t *testing.T) {
	for _, cpus := range []int{2, 8} {
		_, report := measuretest.Smoke(t, Experiment, cpus, "## Dispatch", "*seed 2011: C++ Boost pool, 8 CPUs*",
			"*seed 2011: Go, 8 CPUs*", "### ns per task at T = 1e3", "from fastest to slowest in ns per task", "corral's pool is #")
		// A row for every variant and GOMAXPROCS in each J's table, and
		// one in the ns-per-task table.
		for _, v := range Names() {
			for _, p := range measure.ProcsOf(cpus) {
				row := fmt.Sprintf("| %s | %d |", Label(v, measure.Go), p)
				if n, want := strings.Count(report, row), len(Workers(cpus))+1; n != want {
					t.Errorf("cpus=%d: report has %d rows %q, want %d", cpus, n, row, want)
				}
			}
		}
		for _, v := range CxxVariants {
			row := "| " + Label(v, measure.Cxx) + " | — |"
			if n, want := strings.Count(report, row), len(Workers(cpus))+1; n != want {
				t.Errorf("cpus=%d: report has %d rows %q, want %d", cpus, n, row, want)
			}
		}
		for _, v := range RustVariants {
			row := "| " + Label(v, measure.Rust) + " | — |"
			if n, want := strings.Count(report, row), len(Workers(cpus))+1; n != want {
				t.Errorf("cpus=%d: report has %d rows %q, want %d", cpus, n, row, want)
			}
		}
	}
}

func TestPlanReachesThePublishedRange(t *testing.T) {
	var maxT int64
	var at1e8 []string
	for _, s := range Plan(measure.Full, 2) {
		maxT = max(maxT, s.Params["tasks"])
		if s.Params["tasks"] == 1e8 {
			at1e8 = append(at1e8, s.String())
		}
	}
	if maxT != 1e8 {
		t.Errorf("full plan: T up to %d, want the seed's 1e8", maxT)
	}
	// At 1e8 only what the seed published: its Go design at GOMAXPROCS=1
	// and its C++ design, J=8.
	want := []string{"dispatch/seed tasks=100000000 workers=8 GOMAXPROCS=1", "dispatch/seed(c++) tasks=100000000 workers=8"}
	if fmt.Sprint(at1e8) != fmt.Sprint(want) {
		t.Errorf("full plan at T=1e8: %q, want %q", at1e8, want)
	}
}

func TestParseCxx(t *testing.T) {
	for _, tc := range []struct {
		out  string
		ran  int64
		secs float64
		ok   bool
	}{
		{"ran=100 seconds=0.5\n", 100, 0.5, true},
		{"noise\nran=7 seconds=1e-3\n\n", 7, 0.001, true},
		{"ran=7\n", 0, 0, false},
		{"seconds=x ran=1", 0, 0, false},
		{"", 0, 0, false},
	} {
		ran, secs, err := ParseCxx([]byte(tc.out))
		if (err == nil) != tc.ok || ran != tc.ran || secs != tc.secs {
			t.Errorf("ParseCxx(%q) = %d, %v, %v; want %d, %v, ok=%v", tc.out, ran, secs, err, tc.ran, tc.secs, tc.ok)
		}
	}
}

func TestNativeSampleChecksTheCount(t *testing.T) {
	spec := measure.Spec{Experiment: Name, Variant: "seed", Lang: measure.Cxx, Params: map[string]int64{"tasks": 10, "workers": 2}}
	if _, err := Experiment.Native.Parse(spec, []byte("ran=9 seconds=0.1\n")); err == nil || !strings.Contains(err.Error(), "9 tasks ran, want 10") {
		t.Errorf("9 of 10 tasks: err = %v, want one naming the shortfall", err)
	}
	s, err := Experiment.Native.Parse(spec, []byte("ran=10 seconds=0.5\n"))
	if err != nil || s.Value != 0.5 || s.Extra["ns_per_task"] != 5e7 {
		t.Errorf("Parse = %+v, %v; want 0.5 s and 5e7 ns per task", s, err)
	}
}

func TestRankingLine(t *testing.T) {
	rows := []ranked{{"seed", measure.Go, 2}, {"pool", measure.Go, 0.5}, {"rayon-pariter", measure.Rust, 0.1}, {"seed", measure.Cxx, 1.5}, {"pool-range", measure.Go, 0.12}, {"floor", measure.Go, 0.08}}
	got := rankingLine(rows, 2, 1e7)
	for _, want := range []string{
		"Rust rayon par_iter (best case) 10, corral pool, GoRange (chunks) 12, corral pool 50, C++ seed design (queue + mutex + condvar) 150, seed design (chan of J + sentinel) 200.",
		"corral's pool is #3 of 5, 5.00× the fastest",
		"against the fastest other design that submits tasks one by one, C++ seed design (queue + mutex + condvar), it takes 0.33× the time.",
		"Handed a range, with GoRange, the pool is #2, at 1.20× the time of rayon's par_iter.",
		"Under them all, J loops that hand nothing over take 8 ns per task",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("ranking line\n%s\nlacks %q", got, want)
		}
	}
}

func TestFullPlanRanksWithFifteenRuns(t *testing.T) {
	n := 0
	for _, s := range Plan(measure.Full, 2) {
		want := 0
		switch s.Params["tasks"] {
		case 1e7:
			if s.Params["workers"] == 2 {
				want, n = 15, n+1
			}
		case 1e8:
			want = 2
		}
		if s.Reps != want {
			t.Errorf("%s: %d repetitions, want %d", s, s.Reps, want)
		}
	}
	if n == 0 {
		t.Error("the full plan has no T=1e7")
	}
}
