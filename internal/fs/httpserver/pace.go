package httpserver

import (
	"errors"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/corral-go/corral/internal/fs/service"
)

// Pacing: HTTP bounds a slow or stalled client as the frame side does,
// by the one definition of [service.Pace], so that such a client never
// holds an open-file slot for long: every read of an upload's body and
// every write of a download must be done within IOTimeout, and no later
// than the moment the transfer, once MinRateAfter has passed since its
// body began, would average under MinRate bytes a second (a read waits for
// one byte, a write for what it writes). The headers have http.Server's
// ReadHeaderTimeout, and an idle connection its IdleTimeout.

// pace is the bounds of one transfer.
type pace struct {
	rc *http.ResponseController
	m  *service.Meter
}

func (h *handler) pace(w http.ResponseWriter) *pace {
	return &pace{rc: http.NewResponseController(w), m: h.opts.Pace.Meter()}
}

// failed is the error of a read or write that failed with err, given the
// deadline it had: past it, the client is too slow. (net/http's body does
// not always return a timeout as one.)
func (p *pace) failed(err error, deadline time.Time) error {
	if err == nil || errors.Is(err, io.EOF) || deadline.IsZero() || time.Now().Before(deadline) {
		return err
	}
	return p.m.Late()
}

// pacedBody is an upload's body under its pace.
type pacedBody struct {
	r io.Reader
	p *pace
}

func (b *pacedBody) Read(buf []byte) (int, error) {
	d := b.p.m.Deadline(1)
	_ = b.p.rc.SetReadDeadline(d)
	n, err := b.r.Read(buf)
	if cerr := b.p.m.Add(n); cerr != nil && err == nil {
		return n, cerr
	}
	return n, b.p.failed(err, d)
}

// pacedWriter is a download's response under its pace.
type pacedWriter struct {
	w io.Writer
	p *pace
}

func (w *pacedWriter) Write(buf []byte) (int, error) {
	d := w.p.m.Deadline(len(buf))
	_ = w.p.rc.SetWriteDeadline(d)
	n, err := w.w.Write(buf)
	if cerr := w.p.m.Add(n); cerr != nil && err == nil {
		return n, cerr
	}
	return n, w.p.failed(err, d)
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

// ReadFrom is the connection's own, for net/http, which sends a body by
// the connection's io.ReaderFrom when it has one: a TCP connection's takes
// a download's file with sendfile(2). Hidden by the wrapper, every body
// was read into a buffer and written.
func (c *countedConn) ReadFrom(r io.Reader) (int64, error) {
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.Conn}, r)
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.open.Add(-1) })
	return err
}
