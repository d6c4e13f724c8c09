package cli

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
)

// progress shows how a run is going: on a terminal, a bar with done/total,
// rate, ETA, and the files changed and failed so far; otherwise (a CI log)
// a line every so often with the same, as ninja and lit print, so that a
// long run is never silent until its end. It is safe for concurrent use.
type progress struct {
	mu      sync.Mutex
	bar     *progressbar.ProgressBar // nil when not on a terminal
	w       io.Writer
	verb    string
	total   int // -1 when not known in advance
	done    int
	changed int
	failed  int
	start   time.Time
	stop    chan struct{} // closed by finish; ends the log lines
	wg      sync.WaitGroup
}

// newProgress starts showing progress on w. every is how often a log line
// is printed when w is not a terminal; 0 prints none.
func newProgress(w io.Writer, total int, verb string, every time.Duration) *progress {
	p := &progress{w: w, verb: verb, total: total, start: time.Now(), stop: make(chan struct{})}
	if cmdline.IsTerminal(w) {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(verb),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionSetItsString("files"),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionFullWidth(),
		)
		return p
	}
	if every > 0 {
		p.wg.Add(1)
		go p.log(every)
	}
	return p
}

// log prints a progress line every interval until finish.
func (p *progress) log(every time.Duration) {
	defer p.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
			p.mu.Lock()
			fmt.Fprintln(p.w, p.line())
			p.mu.Unlock()
		}
	}
}

// line is one log line: "corral: check 1200/3000 files (40%), 12 changed,
// 0 timeout/error, 150 files/s, ETA 12s". Called with mu held.
func (p *progress) line() string {
	elapsed := time.Since(p.start)
	rate := float64(p.done) / elapsed.Seconds()
	done := fmt.Sprintf("%d files", p.done)
	eta := ""
	if p.total > 0 {
		done = fmt.Sprintf("%d/%d files (%d%%)", p.done, p.total, 100*p.done/p.total)
		if rate > 0 {
			eta = fmt.Sprintf(", ETA %s", time.Duration(float64(p.total-p.done)/rate*float64(time.Second)).Round(time.Second))
		}
	}
	return fmt.Sprintf("corral: %s %s, %d changed, %d timeout/error, %.0f files/s%s",
		p.verb, done, p.changed, p.failed, rate, eta)
}

// add counts one result and its status against the baseline. A nil
// progress (no run started) shows nothing.
func (p *progress) add(r store.Result, status string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if status == report.Changed {
		p.changed++
	}
	if r.Status != store.Ran {
		p.failed++
	}
	if p.bar != nil {
		if status == report.Changed || r.Status != store.Ran {
			p.bar.Describe(fmt.Sprintf("%s (%d changed, %d timeout/error)", p.verb, p.changed, p.failed))
		}
		_ = p.bar.Add(1)
	}
}

// finish clears the bar or ends the log lines.
func (p *progress) finish() {
	if p == nil {
		return
	}
	close(p.stop)
	p.wg.Wait()
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
