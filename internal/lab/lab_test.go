package lab

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/lab/dispatch"
)

// TestMain lets the test binary stand in for corral-lab's probe command, so
// the runner's child processes are real processes running this code.
func TestMain(m *testing.M) {
	if os.Getenv("CORRAL_LAB_TEST_PROBE") == "1" {
		if len(os.Args) < 3 || os.Args[len(os.Args)-2] != "probe" {
			fmt.Fprintln(os.Stderr, "test probe: want 'probe SPEC'")
			os.Exit(2)
		}
		if err := Probe(os.Args[len(os.Args)-1], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func testRunner(tb testing.TB, cxxDir string) *Runner {
	tb.Helper()
	return &Runner{Self: []string{os.Args[0]}, Env: []string{"CORRAL_LAB_TEST_PROBE=1"},
		CxxDir: cxxDir, Reps: 2, Timeout: 2 * time.Minute}
}

// buildCxx builds the C++ programs with the script 'make lab' uses.
func buildCxx(tb testing.TB) string {
	tb.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		tb.Skip("g++ not installed")
	}
	dir := tb.TempDir()
	out, err := exec.Command("bash", "dispatch/cxx/build.sh", dir).CombinedOutput()
	if err != nil {
		tb.Fatalf("build.sh: %v\n%s", err, out)
	}
	if len(out) > 0 {
		tb.Logf("build.sh: %s", out)
	}
	return dir
}

func TestSmokeEveryExperiment(t *testing.T) {
	cxx := buildCxx(t)
	specs, err := Plan(Smoke, nil, runtime.NumCPU())
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	var printed bytes.Buffer
	if err := Lab(context.Background(), testRunner(t, cxx), Smoke, specs, out, &printed); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(printed.String(), "report.md") {
		t.Errorf("printed %q, want the report's path", printed.String())
	}

	b, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res Results
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatalf("results.json: %v", err)
	}
	if len(res.Measurements) != len(specs) {
		t.Fatalf("results.json has %d measurements, want %d", len(res.Measurements), len(specs))
	}
	for _, m := range res.Measurements {
		if m.Skipped != "" {
			t.Logf("%s: skipped: %s", m.Spec, m.Skipped)
			continue
		}
		if m.Repetitions != 2 || len(m.Samples) != 2 {
			t.Errorf("%s: %d repetitions, %d samples, want 2 and 2", m.Spec, m.Repetitions, len(m.Samples))
		}
		if m.Min > m.Median || m.Median > m.Max {
			t.Errorf("%s: min %v, median %v, max %v out of order", m.Spec, m.Min, m.Median, m.Max)
		}
	}

	report, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Dispatch", "## Channels", "## Spawn", "## Memory",
		"dispatch.svg", "channels.svg", "spawn.svg", "memory.svg", "*seed 2011: C++ Boost pool, 8 CPUs*", "4–4.5 KB"} {
		if !bytes.Contains(report, []byte(want)) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	// A row for every dispatch variant and GOMAXPROCS, and one per C++ program.
	for _, v := range dispatch.Names() {
		for _, p := range procsOf(runtime.NumCPU()) {
			row := fmt.Sprintf("| %s | %d |", variantLabel(v, Go), p)
			if n, want := bytes.Count(report, []byte(row)), len(DispatchWorkers(runtime.NumCPU()))+1; n != want {
				t.Errorf("report.md has %d rows %q, want %d: one per J, and one in the ns-per-task table", n, row, want)
			}
		}
	}
	for _, v := range CxxVariants {
		if !bytes.Contains(report, []byte("| "+variantLabel(v, Cxx)+" | — |")) {
			t.Errorf("report.md lacks the row of %s", variantLabel(v, Cxx))
		}
	}
	for _, c := range ChannelCycles(Smoke) {
		if !bytes.Contains(report, []byte(fmt.Sprintf(" cycles=%s |", fmtT(c)))) {
			t.Errorf("report.md lacks the column cycles=%s", fmtT(c))
		}
	}
	for _, k := range SpawnSqrts {
		if !bytes.Contains(report, []byte(fmt.Sprintf("\n| %d | ", k))) {
			t.Errorf("report.md lacks the spawn row for %d sqrt", k)
		}
	}
	for _, name := range []string{"dispatch", "channels", "spawn", "memory"} {
		svg, err := os.ReadFile(filepath.Join(out, name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s.svg is not an SVG", name)
		}
	}
}

func TestCxxProgramsRunEveryTask(t *testing.T) {
	cxx := buildCxx(t)
	r := testRunner(t, cxx)
	for _, v := range CxxVariants {
		for _, j := range []int64{1, 2, 8} {
			spec := Spec{Experiment: Dispatch, Variant: v, Lang: Cxx, Params: map[string]int64{"tasks": 20000, "workers": j}}
			ms, err := r.Measure(context.Background(), []Spec{spec})
			if err != nil {
				t.Fatal(err)
			}
			if ms[0].Skipped != "" {
				t.Skipf("%s: %s", v, ms[0].Skipped)
			}
			if ms[0].Median <= 0 {
				t.Errorf("%s J=%d: %v seconds, want > 0", v, j, ms[0].Median)
			}
		}
	}
}

func TestMissingCxxProgramIsSkippedWithHint(t *testing.T) {
	r := testRunner(t, t.TempDir())
	ms, err := r.Measure(context.Background(), []Spec{{Experiment: Dispatch, Variant: "tbb", Lang: Cxx,
		Params: map[string]int64{"tasks": 10, "workers": 1}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ms[0].Skipped, "make lab") {
		t.Errorf("skipped = %q, want a hint naming 'make lab'", ms[0].Skipped)
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

func TestProbeRejectsWrongGOMAXPROCS(t *testing.T) {
	spec := fmt.Sprintf(`{"experiment":"dispatch","variant":"pool","lang":"go","params":{"tasks":10,"workers":1},"gomaxprocs":%d}`, runtime.GOMAXPROCS(0)+1)
	if err := Probe(spec, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "GOMAXPROCS") {
		t.Errorf("Probe with the wrong GOMAXPROCS: err = %v, want one naming GOMAXPROCS", err)
	}
}

func TestFailingChildFailsTheRun(t *testing.T) {
	r := testRunner(t, "")
	_, err := r.Measure(context.Background(), []Spec{{Experiment: Dispatch, Variant: "nosuch", Lang: Go,
		Params: map[string]int64{"tasks": 10, "workers": 1}}})
	if err == nil || !strings.Contains(err.Error(), `unknown dispatch variant "nosuch"`) {
		t.Errorf("err = %v, want the child's message", err)
	}
}

func TestPlan(t *testing.T) {
	if _, err := Plan(Quick, []string{"dispatch", "nope"}, 2); err == nil {
		t.Error("Plan with an unknown experiment: no error")
	}
	specs, err := Plan(Quick, []string{"memory"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range specs {
		if s.Experiment != Memory {
			t.Errorf("--only memory planned %s", s)
		}
	}
	full, err := Plan(Full, nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	var maxT, maxX int64
	for _, s := range full {
		maxT, maxX = max(maxT, s.Params["tasks"]), max(maxX, s.Params["x"])
	}
	if maxT != 1e8 || maxX != 7e5 {
		t.Errorf("full plan: T up to %d, X up to %d; want the seeds' 1e8 and 700000", maxT, maxX)
	}
}

func TestSummarize(t *testing.T) {
	m := summarize(Spec{Experiment: Dispatch}, []Sample{{Value: 3}, {Value: 1}, {Value: 2, Extra: map[string]float64{"x": 5}}})
	if m.Median != 2 || m.Min != 1 || m.Max != 3 || m.SpreadPct != 100 || m.Extra["x"] != 5 {
		t.Errorf("summarize = %+v; want median 2, min 1, max 3, spread 100%%, extra x 5", m)
	}
}
