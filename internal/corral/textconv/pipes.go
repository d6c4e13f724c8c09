package textconv

import (
	"io"
	"os"
	"sync"
	"time"
)

// pipes carry a conversion's stdout and stderr to its buffers while it
// runs, so that MaxText is checked as the text comes and a command that
// prints forever is stopped, not stored.
type pipes struct {
	out, err *os.File   // the write ends, the command's
	read     []*os.File // the read ends, corral's
	copies   sync.WaitGroup
}

// newPipes starts copying what the command writes to its stdout into
// stdout and its stderr into stderr.
func newPipes(stdout, stderr io.Writer) (*pipes, error) {
	p := &pipes{}
	for _, w := range []io.Writer{stdout, stderr} {
		r, wr, err := os.Pipe()
		if err != nil {
			p.closeAll()
			return nil, err
		}
		p.read = append(p.read, r)
		if p.out == nil {
			p.out = wr
		} else {
			p.err = wr
		}
		p.copies.Go(func() { _, _ = io.Copy(w, r) })
	}
	return p, nil
}

// wait closes the write ends and waits for the copies to end. They end at
// once: the command's process group is dead, and so is what it started
// that left the group, where corral can tell (see runner.RunContained).
// Elsewhere, a process that escaped may hold a pipe open: after a second
// its read end is closed, as os/exec's WaitDelay does.
func (p *pipes) wait() {
	p.out.Close()
	p.err.Close()
	done := make(chan struct{})
	go func() { p.copies.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second):
		for _, r := range p.read {
			r.Close()
		}
		<-done
	}
	for _, r := range p.read {
		r.Close()
	}
}

// closeAll closes the pipes made so far, whose copies end.
func (p *pipes) closeAll() {
	for _, f := range []*os.File{p.out, p.err} {
		if f != nil {
			f.Close()
		}
	}
	p.copies.Wait()
	for _, r := range p.read {
		r.Close()
	}
}
