package lab

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/corral-go/corral/internal/lab/measure"
)

// WriteReport writes report.md into dir: a header on the run and the
// machine, then the section of every measured experiment. The plots are
// expected beside it.
func WriteReport(r *measure.Results, dir string) error {
	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	m := r.Machine
	w("# corral-lab report\n\n")
	w("Mode **%s**, started %s, %.0f s in all. Machine: %d CPUs (%s), %s memory, Linux %s, %s, %s.\n\n",
		r.Mode, r.Started.UTC().Format("2006-01-02 15:04 UTC"), r.WallSeconds, m.CPUs, m.CPUModel, m.MemTotal, m.Kernel, m.GoVersion, m.CXX)
	w("Every figure is the median of %d repetitions (more where a table says so), each in a fresh process. The repetitions of the variants in one table column are interleaved: each round runs every variant once, starting one later than the round before, so a slow spell of this shared machine falls on all of them. ±N%% is how far the median's 95%% confidence interval reaches from it, from the order statistics (the 2nd and 8th of 9 samples, and so on; with fewer than 9 samples it is the whole range, min to max). ", r.Repetitions)
	w("Raw samples are in `results.json`. The seeds' figures are from 2011–2013 machines and runtimes; each table says how ours differ.\n\n")
	for _, e := range Experiments {
		if !r.Has(e.Name) {
			continue
		}
		if r.Mode == measure.Full.String() {
			e.Report(&b, r)
			continue
		}
		var sec bytes.Buffer
		e.Report(&sec, r)
		b.Write(withoutConclusions(sec.Bytes(), r, e.Name))
	}
	if err := os.WriteFile(filepath.Join(dir, "report.md"), b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	return nil
}

// withoutConclusions takes the readings (the "- " lines) out of a section
// of a run shorter than the full one, whose few repetitions give
// intervals too wide to rank variants or conclude anything (docs/lab.md),
// and says so, with the widest interval of the experiment.
func withoutConclusions(section []byte, r *measure.Results, name string) []byte {
	var out bytes.Buffer
	dropped := 0
	for _, l := range bytes.SplitAfter(section, []byte("\n")) {
		if bytes.HasPrefix(l, []byte("- ")) {
			dropped++
			continue
		}
		out.Write(l)
	}
	if dropped > 0 {
		widest := 0.0
		for _, m := range r.Measurements {
			if m.Experiment == name {
				widest = max(widest, m.CIPct)
			}
		}
		fmt.Fprintf(&out, "\n*A %s run: %d repetitions give intervals up to ±%.0f %% here, too wide to rank the variants or draw a conclusion; the readings are left out. Run without --quick for them.*\n\n",
			r.Mode, r.Repetitions, widest)
	}
	return out.Bytes()
}

// WritePlots writes one SVG per measured experiment into dir.
func WritePlots(r *measure.Results, dir string) error {
	for _, e := range Experiments {
		if !r.Has(e.Name) {
			continue
		}
		p, err := e.Plot(r)
		if err != nil {
			return fmt.Errorf("plot %s: %w", e.Name, err)
		}
		if err := p.Save(filepath.Join(dir, e.Name+".svg")); err != nil {
			return fmt.Errorf("save plot %s: %w", e.Name, err)
		}
	}
	return nil
}
