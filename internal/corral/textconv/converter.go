package textconv

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// A Converter runs the conversions of one report's diffs, as a run runs
// its jobs: at most the run's --jobs at a time, each contained as
// a job (see runner.RunContained) and bounded by the run's --timeout.
// Callers past the limit wait for a conversion to end, or for their
// context. It is safe for concurrent use.
//
// A rule that has been killed at the timeout on more conversions than it
// converted is not run again: its later conversions fail at once with
// [ErrGivenUp]. A rule that hangs on every file then costs one timeout
// however many files it meets (the first conversions, which run
// together, time out together; the rule is given up before any of them
// frees its place), where it cost two per file, one after another; a
// rule that hangs on one file of many still converts the others.
type Converter struct {
	rules     Rules
	slots     chan struct{} // one per conversion running
	timeout   time.Duration
	byDefault bool // timeout is DefaultTimeout: the run had no --timeout

	mu    sync.Mutex
	tally map[string]*tally // by rule
}

// tally counts a rule's conversions that ended.
type tally struct{ converted, killed int }

// ErrGivenUp is a conversion not run, as its rule timed out too often.
var ErrGivenUp = errors.New("not run")

// NewConverter returns a Converter of rules that runs at most jobs
// conversions at a time, each for at most timeout; 0 is DefaultTimeout.
func NewConverter(rules Rules, jobs int, timeout time.Duration) *Converter {
	return &Converter{rules: rules, slots: make(chan struct{}, max(jobs, 1)), timeout: cmp.Or(timeout, DefaultTimeout),
		byDefault: timeout == 0, tally: map[string]*tally{}}
}

// For returns the rule for an output name, or nil; a nil Converter has
// no rules.
func (c *Converter) For(name string) *Rule {
	if c == nil {
		return nil
	}
	return c.rules.For(name)
}

// Convert converts content (the output name's) with r, when a conversion
// may start.
func (c *Converter) Convert(ctx context.Context, r *Rule, name string, content []byte) ([]byte, error) {
	select {
	case c.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-c.slots }()
	c.mu.Lock()
	t := c.tally[r.String()]
	if t == nil {
		t = &tally{}
		c.tally[r.String()] = t
	}
	given := t.killed > t.converted
	c.mu.Unlock()
	if given {
		return nil, fmt.Errorf("%w: it was killed after %s more often than it converted", ErrGivenUp, limitText(c.timeout, c.byDefault))
	}
	text, err := r.Convert(ctx, name, content, c.timeout)
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := errors.AsType[*TimeoutError](err); ok {
		e.Default = c.byDefault
		t.killed++
	} else if err == nil {
		t.converted++
	}
	return text, err
}

// Pair converts the two sides of a diff at once: a rule that hangs costs
// the pair one timeout, not two. The error is the baseline's, else the
// other side's.
func (c *Converter) Pair(ctx context.Context, r *Rule, name string, base, cur []byte) (baseText, curText []byte, err error) {
	var wg sync.WaitGroup
	var curErr error
	wg.Go(func() { curText, curErr = c.Convert(ctx, r, name, cur) })
	baseText, err = c.Convert(ctx, r, name, base)
	wg.Wait()
	return baseText, curText, cmp.Or(err, curErr)
}
