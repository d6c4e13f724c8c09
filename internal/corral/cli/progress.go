package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// progress shows how a run is going: on a terminal, one line redrawn in
// place with a bar, done/total, the files changed and failed so far, rate
// and ETA; otherwise (a CI log) a line every so often with the same, as
// ninja and lit print, so that a long run is never silent until its end.
// It is safe for concurrent use.
//
// The terminal line is drawn here rather than by a progress-bar library:
// schollz/progressbar, used before, gave the bar no room at 80 columns
// once the counts had four digits, and at 60 columns its line wrapped and
// every redraw left a new line behind. This line is cut to the terminal's
// width less one column (read at every redraw, so a resize is followed),
// dropping the least useful parts first, and so never wraps.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	tty     *os.File // the terminal drawn on; nil when w is not one
	verb    string
	total   int // -1 when not known in advance
	done    int
	changed int
	failed  int
	start   time.Time
	drawn   bool          // a line is on the screen
	stop    chan struct{} // closed by finish
	wg      sync.WaitGroup
}

// redrawEvery is how often the terminal line is redrawn.
const redrawEvery = 100 * time.Millisecond

// newProgress starts showing progress on w. every is how often a log line
// is printed when w is not a terminal; 0 prints none.
func newProgress(w io.Writer, total int, verb string, every time.Duration) *progress {
	p := &progress{w: w, verb: verb, total: total, start: time.Now(), stop: make(chan struct{})}
	if f, ok := w.(*os.File); ok && cmdline.IsTerminal(w) {
		p.tty = f
		p.wg.Add(1)
		go p.tick(redrawEvery, p.draw)
		return p
	}
	if every > 0 {
		p.wg.Add(1)
		go p.tick(every, func() { fmt.Fprintln(p.w, p.line()) })
	}
	return p
}

// tick calls fn, with mu held, every interval until finish.
func (p *progress) tick(every time.Duration, fn func()) {
	defer p.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
			p.mu.Lock()
			fn()
			p.mu.Unlock()
		}
	}
}

// rate is files per second so far, and the time left when the total is
// known ("" otherwise).
func (p *progress) rate() (float64, string) {
	rate := float64(p.done) / time.Since(p.start).Seconds()
	if p.total <= 0 || rate <= 0 {
		return rate, ""
	}
	return rate, time.Duration(float64(p.total-p.done) / rate * float64(time.Second)).Round(time.Second).String()
}

// perSecond shows a rate: with one decimal under 10 ("0.4", "2.5"),
// where a whole number would say 0 of a slow compiler that is working.
func perSecond(rate float64) string {
	if rate < 9.95 {
		return fmt.Sprintf("%.1f", rate)
	}
	return fmt.Sprintf("%.0f", rate)
}

// line is one log line: "corral: check 1200/3000 files (40%), 12 changed,
// 0 timeout/error, 150 files/s, ETA 12s". Called with mu held.
func (p *progress) line() string {
	rate, eta := p.rate()
	done := fmt.Sprintf("%d files", p.done)
	if p.total > 0 {
		done = fmt.Sprintf("%d/%d files (%d%%)", p.done, p.total, 100*p.done/p.total)
	}
	if eta != "" {
		eta = ", ETA " + eta
	}
	return fmt.Sprintf("corral: %s %s, %d changed, %d timeout/error, %s files/s%s",
		p.verb, done, p.changed, p.failed, perSecond(rate), eta)
}

// bar is the terminal line for width columns: "check [=====>    ]
// 1200/3000 40% 12 changed 0 failed 486/s ETA 4s", whose parts are
// dropped from the least useful (rate, ETA, percentage, the failed and
// changed counts, then the bar) until it fits in width-1 columns; the
// verb and the count always stay, cut as a last resort. Called with mu
// held.
func (p *progress) bar(width int) string {
	rate, eta := p.rate()
	count := fmt.Sprintf("%d", p.done)
	pct := ""
	if p.total > 0 {
		count = fmt.Sprintf("%d/%d", p.done, p.total)
		pct = fmt.Sprintf("%d%%", 100*p.done/p.total)
	}
	// Optional parts, most useful first.
	parts := []string{fmt.Sprintf("%d changed", p.changed), fmt.Sprintf("%d failed", p.failed), pct, "ETA " + eta, perSecond(rate) + "/s"}
	if eta == "" {
		parts[3] = ""
	}
	limit := width - 1
	tail := func(keep int) string {
		t := count
		for _, s := range parts[:keep] {
			if s != "" {
				t += " " + s
			}
		}
		return t
	}
	// With the bar, when it can have 10 columns at least...
	for keep := len(parts); keep >= 0 && p.total > 0; keep-- {
		t := tail(keep)
		if room := min(limit-len(p.verb)-len(t)-4, 40); room >= 10 {
			fill := room * p.done / p.total
			arrow := ""
			if fill < room {
				arrow = ">"
			}
			return fmt.Sprintf("%s [%s%s%s] %s", p.verb, strings.Repeat("=", fill), arrow, strings.Repeat(" ", max(room-fill-len(arrow), 0)), t)
		}
	}
	// ...else without it.
	for keep := len(parts); keep >= 0; keep-- {
		if line := p.verb + " " + tail(keep); len(line) <= limit {
			return line
		}
	}
	line := p.verb + " " + count
	return line[:max(min(len(line), limit), 0)]
}

// draw redraws the terminal line in place. Called with mu held.
func (p *progress) draw() {
	width, _, err := term.GetSize(int(p.tty.Fd()))
	if err != nil || width <= 0 {
		width = 80
	}
	fmt.Fprintf(p.w, "\r%s\x1b[K", p.bar(width))
	p.drawn = true
}

// add counts one result and its status against the baseline. A nil
// progress (no run started) shows nothing.
func (p *progress) add(r result.Result, status string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if status == report.Changed {
		p.changed++
	}
	if r.Status != result.Ran {
		p.failed++
	}
}

// finish clears the terminal line or ends the log lines.
func (p *progress) finish() {
	if p == nil {
		return
	}
	close(p.stop)
	p.wg.Wait()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
