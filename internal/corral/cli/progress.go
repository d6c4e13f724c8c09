package cli

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/store"
)

// progress shows done/total, rate, ETA and failures so far on a terminal,
// and nothing otherwise. It is safe for concurrent use.
type progress struct {
	mu     sync.Mutex
	bar    *progressbar.ProgressBar
	verb   string
	failed int
}

func newProgress(w io.Writer, total int, verb string) *progress {
	p := &progress{verb: verb}
	if !cmdline.IsTerminal(w) {
		return p
	}
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

// add counts one result. A nil progress (no run started) shows nothing.
func (p *progress) add(r store.Result) {
	if p == nil || p.bar == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if r.Status != store.Ran {
		p.failed++
		p.bar.Describe(fmt.Sprintf("%s (%d timeout/error)", p.verb, p.failed))
	}
	_ = p.bar.Add(1)
}

func (p *progress) finish() {
	if p != nil && p.bar != nil {
		_ = p.bar.Finish()
	}
}
