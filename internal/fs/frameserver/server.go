// Package frameserver is corral-fs's frame transport: a TCP server that
// reads [fsproto] frames, calls the transport-free [service.Service], and
// writes its answers as frames.
//
// # Connections
//
// Each accepted connection is served by one goroutine, one request at a
// time, until the client closes it, a deadline passes or the server stops.
// At most MaxConns are served at once; one more is answered STATUS_BUSY and
// closed. Every read of a request waits at most IdleTimeout, every other
// read and write of a frame at most IOTimeout, and the frames of an
// upload's or a download's body no longer than its [service.Pace] allows:
// a client too slow is answered BUSY (an upload) or cut off (a download,
// whose answer has begun), and the connection closed.
//
// # Errors
//
// A request that fails gets a response with a status and a message, and
// the connection goes on, unless the stream itself can no longer be
// trusted (a frame over the limit, an undecodable frame, a body that does
// not match its announcement, a bad token): then the response is sent and
// the connection closed. A panic in a request is logged with its stack and
// closes that connection only.
//
// # Shutdown
//
// [Server.Serve] returns when its context ends, after closing the listener
// and every connection and waiting for their goroutines; an upload cut off
// this way leaves no file. [Server.Close] then stops the IO backend.
package frameserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/corral-go/corral/internal/fs/fsproto"
	"github.com/corral-go/corral/internal/fs/service"
	"github.com/prometheus/client_golang/prometheus"
)

// Options configure a server: the service's, and the transport's own.
type Options struct {
	service.Options
	// Pace bounds a slow client, as over HTTP: IOTimeout is the wait for
	// any frame to be read or written, and an upload's or a download's
	// body must keep MinRate bytes a second once MinRateAfter (0: 5 s)
	// has passed, counted in body bytes, not frames; 0: no minimum.
	service.Pace
	Token       string        // when set, every request must carry it
	MaxConns    int           // connections served at once
	IdleTimeout time.Duration // wait for the next request
	LogRequests bool          // one Info line per request
	// RequestTimeout bounds a whole request, body included; past it the
	// connection is cut and an upload answered BUSY. 0: none.
	RequestTimeout time.Duration
}

// Server is a corral-fs frame server. Create it with [New].
type Server struct {
	opts    Options
	svc     *service.Service
	log     *slog.Logger
	refused prometheus.Counter

	slots  chan struct{} // one per connection being served
	mu     sync.Mutex
	conns  map[net.Conn]struct{} // guarded by mu
	active atomic.Int64
}

// New starts the service (data directory and IO backend) and returns a
// server for it.
func New(opts Options) (*Server, error) {
	if opts.MaxConns < 1 {
		opts.MaxConns = 1024
	}
	if opts.IdleTimeout <= 0 {
		opts.IdleTimeout = 2 * time.Minute
	}
	if opts.MinRateAfter <= 0 {
		// Half the default slot wait: a request that waits behind a
		// slow client gets its slot well before its own wait ends.
		opts.MinRateAfter = 5 * time.Second
	}
	if opts.IOTimeout <= 0 {
		opts.IOTimeout = 30 * time.Second
	}
	svc, err := service.New(opts.Options)
	if err != nil {
		return nil, err
	}
	s := &Server{
		opts:    opts,
		svc:     svc,
		log:     svc.Logger(),
		refused: prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_connections_refused_total", Help: "Connections refused over MaxConns."}),
		slots:   make(chan struct{}, opts.MaxConns),
		conns:   make(map[net.Conn]struct{}),
	}
	svc.Register(s.refused, prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "corralfs_connections", Help: "Connections being served.",
	}, func() float64 { return float64(s.active.Load()) }))
	return s, nil
}

// AdminHandler serves /metrics and /debug/pprof/ for the admin listener.
func (s *Server) AdminHandler() http.Handler { return s.svc.AdminHandler() }

// BackendName is the IO backend in use.
func (s *Server) BackendName() string { return s.svc.BackendName() }

// Serve accepts connections on ln until ctx ends.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	stop := context.AfterFunc(ctx, func() {
		ln.Close()
		s.mu.Lock()
		for c := range s.conns {
			c.SetDeadline(time.Now()) // wakes the connection's goroutine
		}
		s.mu.Unlock()
	})
	defer stop()
	var wg sync.WaitGroup
	defer wg.Wait()
	spare := openSpare()
	defer func() { spare.Close() }()
	backoff := time.Duration(0)
	for {
		c, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			if !retryable(err) {
				return fmt.Errorf("accept: %w", err)
			}
			// Out of file descriptors (or a passing network error): the
			// server keeps serving the connections it has and waits, longer
			// each time, for some to close. The one descriptor kept spare
			// lets it take one waiting connection and answer it BUSY.
			if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
				spare = s.refuseWaiting(ln, spare)
			}
			backoff = min(max(2*backoff, 5*time.Millisecond), time.Second)
			if backoff == 5*time.Millisecond {
				s.log.Warn("accept failing; backing off", "err", err)
			}
			time.Sleep(backoff)
			continue
		}
		backoff = 0
		select {
		case s.slots <- struct{}{}:
		default:
			s.refused.Inc()
			wg.Go(func() { s.refuse(c) })
			continue
		}
		s.track(c, true)
		if ctx.Err() != nil { // stopped between Accept and track
			c.SetDeadline(time.Now())
		}
		wg.Go(func() {
			defer func() { <-s.slots }()
			defer s.track(c, false)
			s.handle(ctx, c)
		})
	}
}

func (s *Server) track(c net.Conn, add bool) {
	s.mu.Lock()
	if add {
		s.conns[c] = struct{}{}
	} else {
		delete(s.conns, c)
	}
	s.mu.Unlock()
	if add {
		s.active.Add(1)
	} else {
		s.active.Add(-1)
	}
}

// refuse answers a connection over MaxConns and closes it.
// retryable reports whether an accept error passes: out of descriptors,
// a timeout, or a connection that was reset before it was accepted.
func retryable(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout() || errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) ||
		errors.Is(err, syscall.ECONNABORTED) || errors.Is(err, syscall.ENOBUFS) || errors.Is(err, syscall.ENOMEM)
}

// openSpare opens the descriptor kept spare for refusing connections when
// the process has no other; nil if even that fails.
func openSpare() *os.File {
	f, _ := os.Open(os.DevNull)
	return f
}

// refuseWaiting frees the spare descriptor, answers BUSY to the
// connections waiting in the listen queue, one at a time through that
// descriptor, and takes the spare again, which it returns. The queue is
// drained under a short deadline, so a client that came last is not left
// behind those that came before it.
func (s *Server) refuseWaiting(ln net.Listener, spare *os.File) *os.File {
	if spare == nil {
		return openSpare()
	}
	spare.Close()
	if d, ok := ln.(interface{ SetDeadline(time.Time) error }); ok {
		d.SetDeadline(time.Now().Add(20 * time.Millisecond))
		defer d.SetDeadline(time.Time{})
	}
	for range 1024 {
		c, err := ln.Accept()
		if err != nil {
			break
		}
		s.refused.Inc()
		s.refuseBusy(c, "server is out of file descriptors; retry later")
	}
	return openSpare()
}

func (s *Server) refuse(c net.Conn) {
	s.refuseBusy(c, fmt.Sprintf("server has %d connections, its limit; retry later", s.opts.MaxConns))
}

// refuseBusy answers c BUSY with why, and closes it.
func (s *Server) refuseBusy(c net.Conn, why string) {
	defer c.Close()
	c.SetWriteDeadline(time.Now().Add(time.Second))
	pc := fsproto.NewConn(c, 0)
	pc.Write(fsproto.Protobuf, &fsproto.Response{Status: fsproto.Status_STATUS_BUSY, Error: why})
	pc.Flush()
}

// Service is the file service the server serves, for other transports
// (HTTP) to serve the same data with the same bounds.
func (s *Server) Service() *service.Service { return s.svc }

// Close stops the service. Call it after Serve has returned.
func (s *Server) Close() error { return s.svc.Close() }

// conn is one connection being served.
type conn struct {
	s        *Server
	nc       net.Conn
	pc       *fsproto.Conn
	authed   bool      // a request carried the token: frames may be page-sized
	deadline time.Time // the request's end (RequestTimeout); zero: none
}

// ioDeadline is the deadline of the next frame: IOTimeout from now, or the
// request's end if sooner.
func (c *conn) ioDeadline() time.Time { return c.bound(time.Now().Add(c.s.opts.IOTimeout)) }

// bodyDeadline is the deadline of the next frames of a body, which wait
// for at most ahead bytes of it: the pace's (see [service.Meter.Deadline]),
// or the request's end if sooner.
func (c *conn) bodyDeadline(m *service.Meter, ahead int) time.Time { return c.bound(m.Deadline(ahead)) }

// bound is d, or the request's end if sooner; the zero time is none.
func (c *conn) bound(d time.Time) time.Time {
	if !c.deadline.IsZero() && (d.IsZero() || c.deadline.Before(d)) {
		return c.deadline
	}
	return d
}

// bodyFailed is the error of a read or write of a body that failed with
// err: past the request's end or the pace's deadline, the client is too
// slow; else err, also when the server, stopping, woke the connection.
func (c *conn) bodyFailed(ctx context.Context, m *service.Meter, err error) error {
	var ne net.Error
	switch {
	case ctx.Err() != nil:
		return err
	case !c.deadline.IsZero() && !time.Now().Before(c.deadline):
		return fmt.Errorf("%w: longer than the request timeout %v", service.ErrTooSlow, c.s.opts.RequestTimeout)
	case errors.As(err, &ne) && ne.Timeout():
		return m.Late()
	}
	return err
}

// authFrame bounds the frames of a connection that has not shown the
// token yet: a request with a name and the token fits.
const authFrame = 4 << 10

func (s *Server) handle(ctx context.Context, nc net.Conn) {
	defer nc.Close()
	limit := fsproto.MaxFrame(s.opts.PageSize)
	if s.opts.Token != "" {
		// Until a request carries the token, frames are small: a client
		// that has not authenticated cannot make the server read (and
		// allocate for) a page-sized frame.
		limit = authFrame
	}
	c := &conn{s: s, nc: nc, pc: fsproto.NewConn(nc, limit)}
	defer func() {
		if v := recover(); v != nil {
			s.log.Error("panic serving a connection", "remote", nc.RemoteAddr().String(), "panic", v, "stack", string(debug.Stack()))
		}
	}()
	for {
		nc.SetReadDeadline(time.Now().Add(s.opts.IdleTimeout))
		var req fsproto.Request
		codec, err := c.pc.Read(&req)
		if err != nil {
			c.readFailed(codec, err)
			return
		}
		start := time.Now()
		c.deadline = time.Time{}
		if s.opts.RequestTimeout > 0 {
			c.deadline = start.Add(s.opts.RequestTimeout)
		}
		r := c.serve(ctx, codec, &req)

		s.svc.Observe(opName(req.Op), r.status, time.Since(start))
		if r.err != nil || s.opts.LogRequests {
			level := slog.LevelInfo
			if r.err != nil && r.status != service.NotFound {
				level = slog.LevelWarn
			}
			s.log.Log(ctx, level, "request", "op", opName(req.Op), "name", req.Name, "status", r.status.String(),
				"bytes", r.bytes, "ms", float64(time.Since(start).Microseconds())/1000, "remote", nc.RemoteAddr().String(), "err", r.err)
		}
		if r.close {
			return
		}
	}
}

// readFailed answers what can be answered about a request that could not
// be read, then the connection is closed.
func (c *conn) readFailed(codec fsproto.Codec, err error) {
	var ne net.Error
	switch {
	case errors.Is(err, fsproto.ErrFrameTooLarge):
		c.s.svc.Observe(opName(fsproto.Op_OP_UNSPECIFIED), service.TooLarge, 0)
		c.s.log.Warn("frame refused", "remote", c.nc.RemoteAddr().String(), "err", err)
		c.reply(fsproto.Protobuf, &fsproto.Response{Status: fsproto.Status_STATUS_TOO_LARGE, Error: err.Error()})
	case codec != 0: // the frame was read whole but did not decode
		c.s.svc.Observe(opName(fsproto.Op_OP_UNSPECIFIED), service.BadRequest, 0)
		c.reply(codec, &fsproto.Response{Status: fsproto.Status_STATUS_BAD_REQUEST, Error: err.Error()})
	case errors.As(err, &ne) && ne.Timeout(), errors.Is(err, net.ErrClosed):
	default:
		if !isEOF(err) {
			c.s.log.Debug("connection read", "remote", c.nc.RemoteAddr().String(), "err", err)
		}
	}
}

// reply writes and flushes one response.
func (c *conn) reply(codec fsproto.Codec, resp *fsproto.Response) error {
	c.nc.SetWriteDeadline(time.Now().Add(c.s.opts.IOTimeout)) // even past the request deadline: the answer says why
	if err := c.pc.Write(codec, resp); err != nil {
		return err
	}
	return c.pc.Flush()
}
