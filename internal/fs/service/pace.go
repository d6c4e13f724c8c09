package service

import (
	"fmt"
	"time"
)

// Pace is how slow a client may be while a body is sent or read, one
// definition for every transport, so that no client can hold an open-file
// slot by going slowly:
//
//   - each read or write of a body must be done within IOTimeout;
//   - once MinRateAfter has passed, the transfer must average MinRate
//     bytes a second since it began, at every moment: a read or write is
//     given only until the moment the average would fall under MinRate
//     with the bytes it waits for counted as come.
//
// Only the body's bytes count. What carries none (an empty chunk, the
// frame around a chunk of one byte, a frame trickled a byte at a time)
// neither moves the deadline nor counts toward the rate: a client that
// sends nothing of the body is let go MinRateAfter after it began, however
// many frames it sends.
type Pace struct {
	IOTimeout    time.Duration // 0: none
	MinRate      int64         // bytes a second; 0: none
	MinRateAfter time.Duration // the grace before MinRate applies; 0: none
}

// Meter is one transfer under a [Pace]: a body sent or read by one
// goroutine. Its clock starts at its first Deadline or Add, when the
// server first reads or writes the body: the server's own waits before
// that (for an open-file slot) are not the client's.
type Meter struct {
	pace  Pace
	start time.Time // zero until the first Deadline or Add
	n     int64     // body bytes moved
}

// Meter starts measuring a transfer.
func (p Pace) Meter() *Meter { return &Meter{pace: p} }

// now is the time, the clock started.
func (m *Meter) now() time.Time {
	now := time.Now()
	if m.start.IsZero() {
		m.start = now
	}
	return now
}

// Deadline is when a read or write that waits for at most ahead more
// bytes of the body must be done by: IOTimeout from now, or the moment the
// transfer would fall under the minimum rate even with those bytes, if
// sooner. A reader that sees each byte as it comes waits for one; one
// that sees only whole chunks, for a chunk; a write, for what it writes.
// The zero time is no deadline.
func (m *Meter) Deadline(ahead int) time.Time {
	now := m.now()
	var d time.Time
	if m.pace.IOTimeout > 0 {
		d = now.Add(m.pace.IOTimeout)
	}
	if m.pace.MinRate > 0 {
		// Capped at a year: no overflow, and no less a deadline.
		secs := min(float64(m.n+int64(ahead))/float64(m.pace.MinRate), 365*24*3600)
		due := m.start.Add(max(m.pace.MinRateAfter, time.Duration(secs*float64(time.Second))))
		if d.IsZero() || due.Before(d) {
			d = due
		}
	}
	return d
}

// Add counts n bytes of the body moved. It returns an error wrapping
// [ErrTooSlow] if the transfer is now under the minimum rate.
func (m *Meter) Add(n int) error {
	now := m.now()
	m.n += int64(n)
	return m.under(now)
}

// under is the error of a transfer under the minimum rate at now, nil if
// it is not.
func (m *Meter) under(now time.Time) error {
	el := now.Sub(m.start)
	if m.pace.MinRate <= 0 || el < m.pace.MinRateAfter || float64(m.n) >= float64(m.pace.MinRate)*el.Seconds() {
		return nil
	}
	return fmt.Errorf("%w: %d bytes in %v, under the minimum rate of %d bytes a second", ErrTooSlow, m.n, el.Round(time.Millisecond), m.pace.MinRate)
}

// Late is the error of a read or write that passed its Deadline: under the
// minimum rate, or nothing for IOTimeout. It wraps [ErrTooSlow].
func (m *Meter) Late() error {
	if err := m.under(m.now()); err != nil {
		return err
	}
	return fmt.Errorf("%w: nothing of the body for %v, the IO timeout", ErrTooSlow, m.pace.IOTimeout)
}
