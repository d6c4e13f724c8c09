package report

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/bytesize"
)

// Thresholds say when a file's CPU time or peak memory grew enough to be
// reported: by at least Ratio times its baseline and by at least Min. Both
// must hold, so that a 2 ms job taking 5 ms on a busy machine is quiet.
type Thresholds struct {
	CPURatio float64
	CPUMin   time.Duration
	RSSRatio float64
	RSSMin   int64 // bytes
}

// DefaultThresholds stay quiet on a noisy, shared 2-core machine, where a
// short job's CPU time varies by a ratio but not by much in absolute
// terms: a ratio alone would flag noise, a minimum does not (the
// measurement is in docs/corral.md, "Compile time and memory").
var DefaultThresholds = Thresholds{CPURatio: 2, CPUMin: time.Second, RSSRatio: 1.5, RSSMin: 64 << 20}

// MarkRegressions marks the files that ran now and in the baseline and
// whose CPU time or peak memory grew past t, and counts them, once: a
// report marked with t already is left as it is. A streamed report was
// marked as it was built; with other thresholds it reads its files again
// and keeps the regressed ones in Files.
func (r *Report) MarkRegressions(t Thresholds) error {
	if r.marked != nil && *r.marked == t {
		return nil
	}
	r.marked, r.Summary.Slower, r.Summary.Grown = &t, 0, 0
	if r.pairs == nil {
		for i := range r.Files {
			r.Files[i].Regressed = nil
			r.mark(&r.Files[i], t)
		}
		return nil
	}
	if r.compared == 0 {
		return nil
	}
	var shown []File
	r.keptChanged, r.keptCrashed, r.crashedCut = 0, 0, 0
	err := r.each(func(f *File) error {
		f.Regressed = nil
		if r.mark(f, t); r.keep(f) {
			shown = append(shown, *f)
			shown[len(shown)-1].own() // f's results may be its Pairs call's only
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("find the files that grew: %w", err)
	}
	r.Files = shown
	return nil
}

// mark marks one file's regressions past t and counts them.
func (r *Report) mark(f *File, t Thresholds) {
	if f.cur == nil || f.base == nil || f.cur.Status != f.base.Status {
		return
	}
	if grew(float64(f.CPUMS), float64(*f.BaselineCPUMS), t.CPURatio, float64(t.CPUMin.Milliseconds())) {
		f.Regressed = append(f.Regressed, "cpu")
		r.Summary.Slower++
	}
	// A peak known only to be at most some size grew by nothing anyone
	// knows; a baseline's at most, by at least what it says.
	if !f.MaxRSSAtMost && grew(float64(f.MaxRSSKB), float64(*f.BaselineMaxRSSKB), t.RSSRatio, float64(t.RSSMin>>10)) {
		f.Regressed = append(f.Regressed, "memory")
		r.Summary.Grown++
	}
}

// slowest returns the n files of the most CPU time, most first (in path
// order among equals). A streamed report kept its slowest files; only for
// more than it kept does it read them again. Memory holds n files.
func (r *Report) slowest(n int) ([]File, error) {
	if r.pairs != nil && n <= slowestKept {
		return r.top[:min(n, len(r.top))], nil
	}
	var top []File
	err := r.each(func(f *File) error {
		top = keepTop(top, f, n)
		return nil
	})
	return top, err
}

// keepTop adds f to top, the at most n files of the most CPU time, most
// first, if it is one of them; of equals, the first met stays first.
func keepTop(top []File, f *File, n int) []File {
	if f.Status == Missing {
		return top // it did not run
	}
	if len(top) == n && (n == 0 || f.CPUMS <= top[n-1].CPUMS) {
		return top
	}
	i, _ := slices.BinarySearchFunc(top, f.CPUMS, func(e File, cpu int64) int {
		if e.CPUMS >= cpu {
			return -1
		}
		return 1
	})
	top = slices.Insert(top, i, *f)
	top[i].own() // f's results may be its Pairs call's only
	return top[:min(len(top), n)]
}

// grew reports whether now is at least ratio times was and min more. A
// baseline of 0 (a store from before corral measured) is never compared.
func grew(now, was, ratio, min float64) bool {
	return was > 0 && now >= was*ratio && now-was >= min
}

// printRegressions writes the files that grew, and one line on the CPU
// time of the whole run with its slowest files.
func (p *Printer) printRegressions(r *Report) error {
	for _, f := range r.Files {
		for _, what := range f.Regressed {
			if what == "cpu" {
				fmt.Fprintf(p.W, "%s %s: CPU time %s → %s (%.1f×)\n", p.paint(red, "slower "), Quote(f.Path),
					ms(*f.BaselineCPUMS), ms(f.CPUMS), float64(f.CPUMS)/float64(*f.BaselineCPUMS))
			} else {
				was := bytesize.Format(*f.BaselineMaxRSSKB << 10)
				if f.BaselineMaxRSSAtMost {
					was = "≤" + was
				}
				fmt.Fprintf(p.W, "%s %s: peak memory %s → %s (%.1f×)\n", p.paint(red, "grown  "), Quote(f.Path),
					was, bytesize.Format(f.MaxRSSKB<<10), float64(f.MaxRSSKB)/float64(*f.BaselineMaxRSSKB))
			}
		}
	}
	if p.Slowest <= 0 || r.Summary.Total == 0 {
		return nil
	}
	s := r.Summary
	line := fmt.Sprintf("cpu: %.1fs in all", s.CPUSeconds)
	if s.BaselineCPUSeconds > 0 {
		line += fmt.Sprintf(" (baseline %.1fs, %+.1f%%)", s.BaselineCPUSeconds, 100*(s.CPUSeconds/s.BaselineCPUSeconds-1))
	}
	slow, err := r.slowest(p.Slowest)
	if err != nil {
		return fmt.Errorf("find the slowest files: %w", err)
	}
	var names []string
	for _, f := range slow {
		names = append(names, Quote(f.Path)+" "+ms(f.CPUMS))
	}
	_, err = fmt.Fprintf(p.W, "%s; slowest: %s\n", line, strings.Join(names, ", "))
	return err
}

// ms formats a CPU time in milliseconds.
func ms(v int64) string {
	if v < 1000 {
		return fmt.Sprintf("%dms", v)
	}
	return fmt.Sprintf("%.2fs", float64(v)/1000)
}
