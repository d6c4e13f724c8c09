package httpserver

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// Pacing: HTTP gets the frame side's bounds on a slow or stalled client, so
// that such a client never holds an open-file slot for long. Every read of
// an upload's body and every write of a download has a deadline of
// IOTimeout from when it starts, and once MinRateAfter has passed, a
// transfer slower than MinRate bytes a second on average is cut off. The
// headers have http.Server's ReadHeaderTimeout, and an idle connection its
// IdleTimeout.

// errTooSlow is a client that sent or read too slowly.
var errTooSlow = errors.New("the client is too slow")

// pace is the bounds of one transfer.
type pace struct {
	rc      *http.ResponseController
	timeout time.Duration // per read or write; 0: none
	rate    int64         // bytes a second, after `after`; 0: none
	after   time.Duration
	start   time.Time
	n       int64
}

func (h *handler) pace(w http.ResponseWriter) *pace {
	return &pace{rc: http.NewResponseController(w), timeout: h.opts.IOTimeout, rate: h.opts.MinRate, after: h.opts.MinRateAfter, start: time.Now()}
}

// check says whether the transfer is still fast enough, after n more bytes.
func (p *pace) check(n int) error {
	p.n += int64(n)
	if p.rate <= 0 {
		return nil
	}
	if el := time.Since(p.start); el > p.after && float64(p.n) < float64(p.rate)*el.Seconds() {
		return fmt.Errorf("%w: %d bytes in %s, under --min-rate %d bytes a second", errTooSlow, p.n, el.Round(time.Millisecond), p.rate)
	}
	return nil
}

// deadline is when the next read or write must be done by.
func (p *pace) deadline() time.Time {
	if p.timeout <= 0 {
		return time.Time{}
	}
	return time.Now().Add(p.timeout)
}

// pacedBody is an upload's body under its pace.
type pacedBody struct {
	r io.Reader
	p *pace
}

func (b *pacedBody) Read(buf []byte) (int, error) {
	_ = b.p.rc.SetReadDeadline(b.p.deadline())
	n, err := b.r.Read(buf)
	if cerr := b.p.check(n); cerr != nil && err == nil {
		return n, cerr
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return n, fmt.Errorf("%w: no byte of the body for %s (--io-timeout)", errTooSlow, b.p.timeout)
	}
	return n, err
}

// pacedWriter is a download's response under its pace.
type pacedWriter struct {
	w io.Writer
	p *pace
}

func (w *pacedWriter) Write(buf []byte) (int, error) {
	_ = w.p.rc.SetWriteDeadline(w.p.deadline())
	n, err := w.w.Write(buf)
	if cerr := w.p.check(n); cerr != nil && err == nil {
		return n, cerr
	}
	return n, err
}

// LimitListener accepts at most max connections at once; one more is
// answered 503 and closed at once, as the frame side answers busy, so that
// idle or stalled clients cannot pile up descriptors. Connections are
// counted from accept to close.
func LimitListener(ln net.Listener, max int) net.Listener {
	return &limitListener{Listener: ln, max: int64(max)}
}

type limitListener struct {
	net.Listener
	max  int64
	open atomic.Int64
}

// busy is the whole answer to a connection over the limit.
const busy = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: 72\r\n\r\n" +
	`{"code":"busy","message":"too many connections: try again in a moment"}` + "\n"

func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.open.Add(1) > l.max {
			l.open.Add(-1)
			_ = c.SetWriteDeadline(time.Now().Add(time.Second))
			_, _ = io.WriteString(c, busy)
			c.Close()
			continue
		}
		return &countedConn{Conn: c, l: l}, nil
	}
}

type countedConn struct {
	net.Conn
	l    *limitListener
	once sync.Once
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.open.Add(-1) })
	return err
}
