package frameserver

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsproto"
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// result is how a request ended, for the metrics and the log.
type result struct {
	status fsproto.Status
	err    error
	bytes  int64
	close  bool // the stream is out of step: close the connection
}

func (c *conn) serve(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	if t := c.s.opts.Token; t != "" && subtle.ConstantTimeCompare([]byte(req.Token), []byte(t)) != 1 {
		err := errors.New("missing or wrong token")
		c.reply(codec, &fsproto.Response{Status: fsproto.Status_STATUS_UNAUTHORIZED, Error: err.Error()})
		return result{status: fsproto.Status_STATUS_UNAUTHORIZED, err: err, close: true}
	}
	var r result
	resp := &fsproto.Response{}
	switch req.Op {
	case fsproto.Op_OP_BENCH:
	case fsproto.Op_OP_UPLOAD:
		return c.upload(ctx, codec, req)
	case fsproto.Op_OP_DOWNLOAD:
		return c.download(ctx, codec, req)
	case fsproto.Op_OP_EXIST:
		_, err := c.s.store.Stat(ctx, req.Name)
		resp.Exists = err == nil
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		r.err = err
	case fsproto.Op_OP_STAT:
		e, err := c.s.store.Stat(ctx, req.Name)
		r.err = err
		resp.Exists, resp.Size, resp.ModTimeUnixNano = err == nil, e.Size, e.ModTime.UnixNano()
	case fsproto.Op_OP_DELETE:
		r.err = c.s.store.Remove(ctx, req.Name)
		if r.err == nil {
			resp.Count = 1
		}
	case fsproto.Op_OP_LIST:
		ents, err := c.s.store.List(ctx, req.Name)
		r.err = err
		for _, e := range ents {
			resp.Entries = append(resp.Entries, &fsproto.Entry{Name: e.Name, Size: e.Size, ModTimeUnixNano: e.ModTime.UnixNano(), Dir: e.Dir})
		}
	case fsproto.Op_OP_CLEAN:
		n, err := c.s.store.Clean(ctx)
		resp.Count, r.err = int64(n), err
	case fsproto.Op_OP_STATS:
		resp.Stats = c.s.stats()
	default:
		r.err = fmt.Errorf("unknown op %d", req.Op)
		r.status = fsproto.Status_STATUS_BAD_REQUEST
	}
	if r.err != nil && r.status == 0 {
		r.status = statusOf(r.err)
	}
	resp.Status = r.status
	if r.err != nil {
		resp.Error = r.err.Error()
	}
	if err := c.reply(codec, resp); err != nil {
		r.close = true
	}
	return r
}

// statusOf maps a store error to the status a client branches on.
func statusOf(err error) fsproto.Status {
	switch {
	case err == nil:
		return fsproto.Status_STATUS_OK
	case errors.Is(err, datadir.ErrBadName):
		return fsproto.Status_STATUS_BAD_REQUEST
	case errors.Is(err, fs.ErrNotExist):
		return fsproto.Status_STATUS_NOT_FOUND
	case errors.Is(err, datadir.ErrTooLarge):
		return fsproto.Status_STATUS_TOO_LARGE
	case errors.Is(err, context.DeadlineExceeded):
		return fsproto.Status_STATUS_BUSY
	}
	return fsproto.Status_STATUS_IO_ERROR
}

// upload receives a body and commits it. The client sends the chunks
// without waiting for an answer, so a refused upload still reads them
// (bounded by the announced size) to keep the stream in step.
func (c *conn) upload(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	fail := func(err error, close bool) result {
		r := result{status: statusOf(err), err: err, close: close}
		if errors.Is(err, errChecksum) {
			r.status = fsproto.Status_STATUS_CHECKSUM
		}
		if c.reply(codec, &fsproto.Response{Status: r.status, Error: err.Error()}) != nil {
			r.close = true
		}
		return r
	}
	u, err := c.s.store.Create(ctx, req.Name, req.Size)
	if err != nil {
		if req.Size < 0 || req.Size > c.s.store.MaxFileSize() {
			return fail(err, true) // too much to drain
		}
		if derr := c.drain(req.Size); derr != nil {
			return fail(fmt.Errorf("%w (and the body: %v)", err, derr), true)
		}
		return fail(err, false)
	}
	crc := uint32(0)
	var chunk fsproto.Chunk
	block := c.buf.Bytes()
	filled := 0 // bytes of block not yet written
	page := c.s.opts.PageSize
	for {
		c.nc.SetReadDeadline(time.Now().Add(c.s.opts.IOTimeout))
		if _, err := c.pc.Read(&chunk); err != nil {
			u.Abort()
			return fail(fmt.Errorf("upload %s: body: %w", req.Name, err), true)
		}
		n := len(chunk.Data)
		if n > page {
			u.Abort()
			return fail(fmt.Errorf("upload %s: chunk of %d bytes over the page size %d", req.Name, n, page), true)
		}
		if filled+n > len(block) {
			if err := u.Write(ctx, c.buf, filled); err != nil {
				u.Abort()
				return fail(err, true)
			}
			filled = 0
		}
		filled += copy(block[filled:], chunk.Data)
		crc = crc32.Update(crc, castagnoli, chunk.Data)
		c.s.metrics.bytesIn.Add(float64(n))
		if chunk.Last {
			break
		}
	}
	if filled > 0 {
		if err := u.Write(ctx, c.buf, filled); err != nil {
			u.Abort()
			return fail(err, true)
		}
	}
	if chunk.Crc32C != crc {
		u.Abort()
		return fail(fmt.Errorf("upload %s: %w: client sent %08x, server computed %08x", req.Name, errChecksum, chunk.Crc32C, crc), false)
	}
	if err := u.Commit(ctx); err != nil {
		return fail(err, false)
	}
	r := result{bytes: req.Size}
	if c.reply(codec, &fsproto.Response{Size: req.Size, Crc32C: crc}) != nil {
		r.close = true
	}
	return r
}

var errChecksum = errors.New("CRC32C mismatch")

// drain reads the chunks of a refused upload of at most size bytes.
func (c *conn) drain(size int64) error {
	var chunk fsproto.Chunk
	var got int64
	for {
		c.nc.SetReadDeadline(time.Now().Add(c.s.opts.IOTimeout))
		if _, err := c.pc.Read(&chunk); err != nil {
			return err
		}
		got += int64(len(chunk.Data))
		if got > size {
			return fmt.Errorf("body longer than the announced %d bytes", size)
		}
		if chunk.Last {
			return nil
		}
	}
}

// download sends a response with the size, then the body in chunks.
func (c *conn) download(ctx context.Context, codec fsproto.Codec, req *fsproto.Request) result {
	d, err := c.s.store.OpenFile(ctx, req.Name)
	if err != nil {
		r := result{status: statusOf(err), err: err}
		if c.reply(codec, &fsproto.Response{Status: r.status, Error: err.Error()}) != nil {
			r.close = true
		}
		return r
	}
	defer d.Close()
	c.nc.SetWriteDeadline(time.Now().Add(c.s.opts.IOTimeout))
	if err := c.pc.Write(codec, &fsproto.Response{Size: d.Size}); err != nil {
		return result{status: fsproto.Status_STATUS_IO_ERROR, err: err, close: true}
	}
	crc := uint32(0)
	var off int64
	page := c.s.opts.PageSize
	block := c.buf.Bytes()
	var chunk fsproto.Chunk
	for {
		// One IO call reads a block; the block goes out as page chunks.
		want := int(min(int64(len(block)), d.Size-off))
		n := 0
		if want > 0 {
			n, err = d.ReadAt(ctx, c.buf, want, off)
			if err != nil {
				// The response said OK already: cut the stream, the client
				// sees a body shorter than announced.
				return result{status: fsproto.Status_STATUS_IO_ERROR, err: err, close: true}
			}
		}
		off += int64(n)
		end := n < want || off >= d.Size // short read: the file shrank
		// The chunks go into the connection's 64 KiB write buffer, which
		// reaches the socket about once per block: one deadline per block.
		c.nc.SetWriteDeadline(time.Now().Add(c.s.opts.IOTimeout))
		for p := 0; p < n || p == 0; p += page {
			data := block[p:min(p+page, n)]
			crc = crc32.Update(crc, castagnoli, data)
			chunk.Data, chunk.Last, chunk.Crc32C = data, end && p+page >= n, 0
			if chunk.Last {
				chunk.Crc32C = crc
			}
			if err := c.pc.Write(codec, &chunk); err != nil {
				return result{status: fsproto.Status_STATUS_IO_ERROR, err: err, close: true}
			}
		}
		if end {
			break
		}
	}
	c.s.metrics.bytesOut.Add(float64(off))
	if err := c.pc.Flush(); err != nil {
		return result{status: fsproto.Status_STATUS_IO_ERROR, err: err, close: true}
	}
	return result{bytes: off}
}

func isEOF(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		strings.Contains(err.Error(), "connection reset")
}

// opNames and statusNames are the metric labels and log words, made once
// from the enums rather than per request.
var opNames, statusNames = enumNames(fsproto.Op_name, "OP_"), enumNames(fsproto.Status_name, "STATUS_")

func enumNames(names map[int32]string, prefix string) map[int32]string {
	out := make(map[int32]string, len(names))
	for v, n := range names {
		out[v] = strings.ToLower(strings.TrimPrefix(n, prefix))
	}
	return out
}

func opName(op fsproto.Op) string {
	if n, ok := opNames[int32(op)]; ok {
		return n
	}
	return "unknown"
}

func statusName(s fsproto.Status) string {
	if n, ok := statusNames[int32(s)]; ok {
		return n
	}
	return "unknown"
}
