package frameserver

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/corral-go/corral/internal/fs/fsproto"
	"github.com/corral-go/corral/internal/fs/service"
)

// result is how a request ended, for the metrics and the log.
type result struct {
	status service.Status
	err    error
	bytes  int64
	close  bool // the stream is out of step: close the connection
}

// fail is a result for err, its status from the service's mapping.
func fail(err error, close bool) result {
	return result{status: service.StatusOf(err), err: err, close: close}
}

// wireStatus is the frame protocol's status for each of the service's.
var wireStatus = map[service.Status]fsproto.Status{
	service.OK:           fsproto.Status_STATUS_OK,
	service.BadRequest:   fsproto.Status_STATUS_BAD_REQUEST,
	service.NotFound:     fsproto.Status_STATUS_NOT_FOUND,
	service.TooLarge:     fsproto.Status_STATUS_TOO_LARGE,
	service.Busy:         fsproto.Status_STATUS_BUSY,
	service.IOError:      fsproto.Status_STATUS_IO_ERROR,
	service.Unauthorized: fsproto.Status_STATUS_UNAUTHORIZED,
	service.Checksum:     fsproto.Status_STATUS_CHECKSUM,
	service.Conflict:     fsproto.Status_STATUS_BAD_REQUEST, // the protocol has no conflict; the message says which
}

// answer sends r as a response (with extra's fields) and returns r, marked
// to close the connection when the response cannot be sent.
func (c *conn) answer(codec fsproto.Codec, r result, resp *fsproto.Response) result {
	resp.Status = wireStatus[r.status]
	if r.err != nil {
		resp.Error = r.err.Error()
	}
	if c.reply(codec, resp) != nil {
		r.close = true
	}
	return r
}

func (c *conn) serve(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	if t := c.s.opts.Token; t != "" && subtle.ConstantTimeCompare([]byte(req.Token), []byte(t)) != 1 {
		return c.answer(codec, fail(service.ErrUnauthorized, true), &fsproto.Response{})
	}
	if !c.authed {
		c.authed = true // page-sized frames from now on (see authFrame)
		c.pc.SetLimit(fsproto.MaxFrame(c.s.opts.PageSize))
	}
	svc := c.s.svc
	var r result
	resp := &fsproto.Response{}
	switch req.Op {
	case fsproto.Op_OP_BENCH:
	case fsproto.Op_OP_UPLOAD:
		return c.upload(ctx, codec, req)
	case fsproto.Op_OP_DOWNLOAD:
		return c.download(ctx, codec, req)
	case fsproto.Op_OP_EXIST:
		_, err := svc.Stat(ctx, req.Name)
		resp.Exists = err == nil
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		r = fail(err, false)
	case fsproto.Op_OP_STAT:
		e, err := svc.Stat(ctx, req.Name)
		r = fail(err, false)
		resp.Exists, resp.Size, resp.ModTimeUnixNano = err == nil, e.Size, e.ModTime.UnixNano()
	case fsproto.Op_OP_DELETE:
		r = fail(svc.Delete(ctx, req.Name), false)
		if r.err == nil {
			resp.Count = 1
		}
	case fsproto.Op_OP_LIST:
		r = c.listPage(ctx, req, resp)
	case fsproto.Op_OP_CLEAN:
		n, err := svc.Clean(ctx)
		resp.Count, r = int64(n), fail(err, false)
	case fsproto.Op_OP_STATS:
		st := svc.Stats()
		resp.Stats = &fsproto.ServerStats{OsThreads: st.OSThreads, ThreadsCreated: st.ThreadsCreated, Goroutines: st.Goroutines,
			IoQueueDepth: st.IOQueueDepth, IoBackend: st.IOBackend, Connections: c.s.active.Load(), PageSize: st.PageSize}
	default:
		r = result{status: service.BadRequest, err: fmt.Errorf("unknown op %d", req.Op)}
	}
	return c.answer(codec, r, resp)
}

// listPage, listBytes: a list answers one page of at most listPage
// entries and about listBytes of names, so that a directory of any size is
// listed in frames the client reads (and the server builds) in bounded
// memory; the client asks for the next page with the response's next.
const (
	listPage  = 4096
	listBytes = 1 << 20
)

// listPage fills resp with one page of the listing req asks for.
func (c *conn) listPage(ctx context.Context, req *fsproto.Request, resp *fsproto.Response) result {
	limit := int(req.Limit)
	if limit <= 0 || limit > listPage {
		limit = listPage
	}
	page, err := c.s.svc.ListPage(ctx, req.Name, req.After, limit)
	if err != nil {
		return fail(err, false)
	}
	size := 0
	for i, e := range page.Entries {
		if size += len(e.Name) + 32; size > listBytes && i > 0 {
			resp.Next = path.Base(page.Entries[i-1].Name) // the rest on the next page
			return result{}
		}
		resp.Entries = append(resp.Entries, &fsproto.Entry{Name: e.Name, Size: e.Size, ModTimeUnixNano: e.ModTime.UnixNano(), Dir: e.Dir})
	}
	resp.Next = page.Next
	return result{}
}

// upload streams the request's chunks into the service. The client sends
// the chunks without waiting for an answer, so a refused upload still reads
// them (bounded by the announced size) to keep the stream in step. The
// connection goes on only if it is in step and the body was the size
// announced: a client that sent another size is not trusted with the next
// request.
func (c *conn) upload(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	body := &chunkReader{ctx: ctx, c: c, meter: c.s.opts.Pace.Meter()}
	n, err := c.s.svc.Upload(ctx, req.Name, req.Size, body)
	if err == nil {
		return c.answer(codec, result{bytes: n}, &fsproto.Response{Size: n, Crc32C: body.crc})
	}
	switch {
	case body.broken, body.done:
	case req.Size < 0 || req.Size > c.s.svc.MaxFileSize():
		// Too much to drain: closed below, the body unread.
	default:
		_, derr := io.Copy(io.Discard, io.LimitReader(body, req.Size+1))
		if derr == nil && !body.done {
			derr = fmt.Errorf("body longer than the announced %d bytes", req.Size)
		}
		if derr != nil {
			err = fmt.Errorf("%w (and the body: %v)", err, derr)
		}
	}
	inStep := !body.broken && body.done && body.got == req.Size
	return c.answer(codec, fail(err, !inStep), &fsproto.Response{})
}

// chunkReader reads an upload's body from its chunk frames: at most a page
// each, the last one carrying the CRC32C of the whole body, which is
// checked before the body ends (a mismatch is an error, not io.EOF). Its
// errors are the body's: the service names the upload.
type chunkReader struct {
	ctx    context.Context
	c      *conn
	meter  *service.Meter // the body's pace
	chunk  fsproto.Chunk
	rest   []byte // of the current chunk, not yet read
	crc    uint32
	done   bool  // the last chunk was read
	end    error // what Read returns once the last chunk is consumed
	broken bool  // the stream is out of step
	got    int64 // body bytes received
}

func (r *chunkReader) Read(p []byte) (int, error) {
	for len(r.rest) == 0 {
		if r.done {
			return 0, r.end
		}
		if err := r.next(); err != nil {
			r.broken = true
			return 0, err
		}
	}
	n := copy(p, r.rest)
	r.rest = r.rest[n:]
	return n, nil
}

// next reads the next chunk. The frame's deadline is the pace's for a
// whole page, the most a chunk holds: only whole chunks are seen, and only
// their data counts, so neither empty chunks nor a frame trickled a byte at
// a time keep a slow client past it.
func (r *chunkReader) next() error {
	c := r.c
	c.nc.SetReadDeadline(c.bodyDeadline(r.meter, c.s.opts.PageSize))
	codec, err := c.pc.ReadStrict(&r.chunk)
	switch {
	case err != nil && codec != 0: // read whole, not a chunk
		return fmt.Errorf("%w: a frame that is not a chunk where a chunk belongs: %v", service.ErrBadFrame, err)
	case err != nil:
		return c.bodyFailed(r.ctx, r.meter, err)
	}
	if n, page := len(r.chunk.Data), c.s.opts.PageSize; n > page {
		return fmt.Errorf("%w: chunk of %d bytes over the page size %d", service.ErrBadFrame, n, page)
	}
	r.got += int64(len(r.chunk.Data))
	if err := r.meter.Add(len(r.chunk.Data)); err != nil && !r.chunk.Last {
		return err
	}
	r.rest = r.chunk.Data
	r.crc = service.UpdateCRC(r.crc, r.rest)
	if r.chunk.Last {
		// The body is handed over before a checksum mismatch is said,
		// so that a body over its announced size is refused as such.
		r.done, r.end = true, io.EOF
		if r.chunk.Crc32C != r.crc {
			r.end = fmt.Errorf("%w: client sent %08x, server computed %08x", service.ErrChecksum, r.chunk.Crc32C, r.crc)
		}
	}
	return nil
}

// download sends a response with the size, then the body in chunks.
func (c *conn) download(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	d, err := c.s.svc.Open(ctx, req.Name)
	if err != nil {
		return c.answer(codec, fail(err, false), &fsproto.Response{})
	}
	defer d.Close()
	c.nc.SetWriteDeadline(c.ioDeadline())
	if err := c.pc.Write(codec, &fsproto.Response{Size: d.Size}); err != nil {
		return result{status: service.IOError, err: err, close: true}
	}
	w := &chunkWriter{ctx: ctx, c: c, codec: codec, size: d.Size, meter: c.s.opts.Pace.Meter()}
	n, err := d.WriteTo(ctx, w)
	if err == nil || errors.Is(err, io.ErrUnexpectedEOF) {
		err = w.end()
	}
	if err != nil {
		// The response said OK already: cut the stream, the client sees a
		// body shorter than announced.
		st := service.IOError
		if errors.Is(err, service.ErrTooSlow) {
			st = service.Busy
		}
		return result{status: st, err: err, bytes: n, close: true}
	}
	return result{bytes: n}
}

// chunkWriter sends a download's body as page chunks, the last one marked
// and carrying the CRC32C of the whole body, under the body's pace.
type chunkWriter struct {
	ctx   context.Context
	c     *conn
	codec fsproto.Codec
	meter *service.Meter
	size  int64 // announced
	sent  int64
	crc   uint32
	last  bool // the last chunk was sent
	chunk fsproto.Chunk
}

// Write sends p as chunks. The chunks go into the connection's 64 KiB
// write buffer, which reaches the socket about once per block: one
// deadline per Write, which the service makes once per IO block, the
// pace's for the bytes of p.
func (w *chunkWriter) Write(p []byte) (int, error) {
	c, page := w.c, w.c.s.opts.PageSize
	c.nc.SetWriteDeadline(c.bodyDeadline(w.meter, len(p)))
	for off := 0; off < len(p); off += page {
		data := p[off:min(off+page, len(p))]
		w.crc = service.UpdateCRC(w.crc, data)
		w.sent += int64(len(data))
		w.chunk.Data, w.chunk.Last, w.chunk.Crc32C = data, w.sent >= w.size, 0
		if w.chunk.Last {
			w.chunk.Crc32C, w.last = w.crc, true
		}
		if err := c.pc.Write(w.codec, &w.chunk); err != nil {
			return off, c.bodyFailed(w.ctx, w.meter, err)
		}
	}
	return len(p), w.meter.Add(len(p))
}

// end sends an empty last chunk if none was sent (an empty file, or one
// that shrank), then flushes the connection.
func (w *chunkWriter) end() error {
	c := w.c
	c.nc.SetWriteDeadline(c.bodyDeadline(w.meter, 0))
	if !w.last {
		w.chunk.Data, w.chunk.Last, w.chunk.Crc32C = nil, true, w.crc
		if err := c.pc.Write(w.codec, &w.chunk); err != nil {
			return c.bodyFailed(w.ctx, w.meter, err)
		}
	}
	if err := c.pc.Flush(); err != nil {
		return c.bodyFailed(w.ctx, w.meter, err)
	}
	return nil
}

func isEOF(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		strings.Contains(err.Error(), "connection reset")
}

// opNames are the metric labels and log words of the ops, made once from
// the enum rather than per request.
var opNames = func() map[int32]string {
	out := make(map[int32]string, len(fsproto.Op_name))
	for v, n := range fsproto.Op_name {
		out[v] = strings.ToLower(strings.TrimPrefix(n, "OP_"))
	}
	return out
}()

func opName(op fsproto.Op) string {
	if n, ok := opNames[int32(op)]; ok {
		return n
	}
	return "unknown"
}
