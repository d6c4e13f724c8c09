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
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/lab/dispatch"
	"github.com/corral-go/corral/internal/lab/measure"
	"github.com/corral-go/corral/internal/lab/memory"
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
		NativeDir: cxxDir, Reps: 2, Timeout: 2 * time.Minute}
}

// buildCxx builds the C++ programs, and the Rust ones where cargo is
// installed, with the scripts 'make lab' uses.
func buildCxx(tb testing.TB) string {
	tb.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		tb.Skip("g++ not installed")
	}
	dir := tb.TempDir()
	for _, script := range []string{"dispatch/cxx/build.sh", "dispatch/rust/build.sh"} {
		out, err := exec.Command("bash", script, dir).CombinedOutput()
		if err != nil {
			tb.Fatalf("%s: %v\n%s", script, err, out)
		}
		if len(out) > 0 {
			tb.Logf("%s: %s", script, out)
		}
	}
	return dir
}

// TestSmokeEveryExperiment runs every experiment in the table through real
// child processes and the C++ programs, and checks what the lab writes.
// What each experiment's section holds is tested in its own package.
func TestSmokeEveryExperiment(t *testing.T) {
	if raceDetector {
		// Its children are this test binary: under the detector every
		// experiment's probe runs forty times slower (116 s against 3 s).
		// The runner's own goroutines are checked under it by the tests
		// below and by internal/lab/cli's; make test runs this one
		// without it.
		t.Skip("runs without the race detector: make test runs it in a pass of its own")
	}
	cxx := buildCxx(t)
	specs, err := Plan(measure.Smoke, nil, runtime.NumCPU())
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	got, err := Reproduce(context.Background(), testRunner(t, cxx), measure.Smoke, specs, out)
	if err != nil {
		t.Fatal(err)
	}

	b, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res measure.Results
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatalf("results.json: %v", err)
	}
	checkMeasurements(t, res.Measurements, specs)
	if len(got.Measurements) != len(res.Measurements) || got.WallSeconds != res.WallSeconds {
		t.Errorf("Reproduce returned %d measurements in %v s, results.json holds %d in %v s",
			len(got.Measurements), got.WallSeconds, len(res.Measurements), res.WallSeconds)
	}

	report, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	// A run shorter than the full one draws no conclusion from its wide
	// intervals, and says so; the same results as a full run do.
	if bytes.Contains(report, []byte("\n- ")) || !bytes.Contains(report, []byte("too wide to rank the variants or draw a conclusion")) {
		t.Errorf("a smoke run's report draws conclusions or does not say why it draws none:\n%s", report)
	}
	full := res
	full.Mode = measure.Full.String()
	fullDir := t.TempDir()
	if err := WriteReport(&full, fullDir); err != nil {
		t.Fatal(err)
	}
	if fr, _ := os.ReadFile(filepath.Join(fullDir, "report.md")); !bytes.Contains(fr, []byte("\n- ")) || bytes.Contains(fr, []byte("too wide to rank")) {
		t.Error("a full run's report lacks its readings")
	}
	at := 0
	for _, e := range Experiments {
		// Every section, in the table's order, with its plot.
		i := bytes.Index(report, []byte("("+e.Name+".svg)"))
		if i < at {
			t.Errorf("report.md lacks the section of %s after the one before it", e.Name)
		}
		at = max(at, i)
		svg, err := os.ReadFile(filepath.Join(out, e.Name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s.svg is not an SVG", e.Name)
		}
	}
	for _, want := range []string{"*seed 2011: C++ Boost pool, 8 CPUs*", "4–4.5 KB"} {
		if !bytes.Contains(report, []byte(want)) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	// The C++ and Rust programs ran: their rows have figures, not
	// "skipped" (rayon's need cargo).
	_, cargoErr := exec.LookPath("cargo")
	for _, p := range nativePrograms() {
		row := "| " + dispatch.Label(p.v, p.lang) + " | — |"
		i := bytes.Index(report, []byte(row))
		if i < 0 {
			t.Errorf("report.md lacks the row of %s", dispatch.Label(p.v, p.lang))
			continue
		}
		line, _, _ := bytes.Cut(report[i:], []byte("\n"))
		switch {
		case !bytes.Contains(line, []byte("skipped")):
		case p.v == "seed": // needs nothing but g++
			t.Errorf("the seed's C++ program did not run: %s", line)
		case p.lang == measure.Rust && cargoErr == nil:
			t.Errorf("%s did not run, though cargo is installed: %s", p.v, line)
		default:
			t.Logf("%s was not built: %s", p.v, line)
		}
	}
}

type native struct{ v, lang string }

// nativePrograms are the dispatch programs in C++ and Rust.
func nativePrograms() []native {
	var ps []native
	for _, v := range dispatch.CxxVariants {
		ps = append(ps, native{v, measure.Cxx})
	}
	for _, v := range dispatch.RustVariants {
		ps = append(ps, native{v, measure.Rust})
	}
	return ps
}

// checkMeasurements checks that every spec was measured, in order, with
// two repetitions and its median within its range.
func checkMeasurements(t *testing.T, ms []measure.Measurement, specs []measure.Spec) {
	t.Helper()
	if len(ms) != len(specs) {
		t.Fatalf("results.json has %d measurements, want %d", len(ms), len(specs))
	}
	for i, m := range ms {
		if m.Spec.String() != specs[i].String() {
			t.Errorf("measurement %d is %s, want %s", i, m.Spec, specs[i])
		}
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
}

// TestNativeProgramsRunEveryTask runs the C++ and Rust programs at
// several J; the runner checks that each ran every task.
func TestNativeProgramsRunEveryTask(t *testing.T) {
	cxx := buildCxx(t)
	r := testRunner(t, cxx)
	for _, p := range nativePrograms() {
		v := p.v
		for _, j := range []int64{1, 2, 8} {
			spec := measure.Spec{Experiment: dispatch.Name, Variant: v, Lang: p.lang, Params: map[string]int64{"tasks": 20000, "workers": j}}
			ms, err := r.Measure(context.Background(), []measure.Spec{spec})
			if err != nil {
				t.Fatal(err)
			}
			if ms[0].Skipped != "" {
				t.Logf("%s: %s", v, ms[0].Skipped)
				break
			}
			if ms[0].Median <= 0 {
				t.Errorf("%s J=%d: %v seconds, want > 0", v, j, ms[0].Median)
			}
		}
	}
}

func TestMissingCxxProgramIsSkippedWithHint(t *testing.T) {
	r := testRunner(t, t.TempDir())
	ms, err := r.Measure(context.Background(), []measure.Spec{{Experiment: dispatch.Name, Variant: "tbb", Lang: measure.Cxx,
		Params: map[string]int64{"tasks": 10, "workers": 1}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ms[0].Skipped, "make lab") {
		t.Errorf("skipped = %q, want a hint naming 'make lab'", ms[0].Skipped)
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
	_, err := r.Measure(context.Background(), []measure.Spec{{Experiment: dispatch.Name, Variant: "nosuch", Lang: measure.Go,
		Params: map[string]int64{"tasks": 10, "workers": 1}}})
	if err == nil || !strings.Contains(err.Error(), `unknown dispatch variant "nosuch"`) {
		t.Errorf("err = %v, want the child's message", err)
	}
}

func TestPlan(t *testing.T) {
	if _, err := Plan(measure.Quick, []string{"dispatch", "nope"}, 2); err == nil || !strings.Contains(err.Error(), "dispatch, channels, spawn, memory") {
		t.Errorf("Plan with an unknown experiment: err = %v, want one listing the experiments", err)
	}
	specs, err := Plan(measure.Quick, []string{"memory"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range specs {
		if s.Experiment != memory.Name {
			t.Errorf("--only memory planned %s", s)
		}
	}
	all, err := Plan(measure.Full, nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	var want []measure.Spec
	for _, e := range Experiments {
		want = append(want, e.Plan(measure.Full, 2)...)
	}
	if len(all) != len(want) || len(want) == 0 {
		t.Errorf("full plan: %d specs, want %d, every experiment's in order", len(all), len(want))
	}
}

func TestUnknownExperimentFailsTheProbe(t *testing.T) {
	if err := Probe(`{"experiment":"nope","variant":"x","lang":"go"}`, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), `unknown experiment "nope"`) {
		t.Errorf("Probe of an unknown experiment: err = %v", err)
	}
}

// TestRepetitionsInterleave checks the runner's order: the variants of one
// comparison take turns, each round starting one later, and a spec with
// other parameters is a comparison of its own.
func TestRepetitionsInterleave(t *testing.T) {
	r := testRunner(t, t.TempDir())
	r.Reps = 3
	var order []string
	r.trace = func(s measure.Spec) { order = append(order, fmt.Sprintf("%s/%d", s.Variant, s.Params["tasks"])) }
	spec := func(v string, tasks int64) measure.Spec {
		return measure.Spec{Experiment: dispatch.Name, Variant: v, Lang: measure.Go, Params: map[string]int64{"tasks": tasks, "workers": 1}}
	}
	specs := []measure.Spec{spec("seed", 100), spec("pool", 100), spec("ants", 100), spec("seed", 200)}
	specs[3].Reps = 2
	ms, err := r.Measure(context.Background(), specs)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"seed/100", "pool/100", "ants/100", "pool/100", "ants/100", "seed/100", "ants/100", "seed/100", "pool/100", "seed/200", "seed/200"}
	if !slices.Equal(order, want) {
		t.Errorf("ran %v, want %v", order, want)
	}
	for i, m := range ms {
		wantReps := 3
		if specs[i].Reps > 0 {
			wantReps = specs[i].Reps
		}
		if m.Variant != specs[i].Variant || m.Repetitions != wantReps {
			t.Errorf("measurement %d: %s with %d repetitions, want %s in the specs' order", i, m.Spec, m.Repetitions, specs[i])
		}
	}
}
