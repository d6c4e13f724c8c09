// Package client is a client of the corral-fs protocol ([fsproto]): one
// connection, one request at a time.
//
// A [Client] is not safe for concurrent use; open one per goroutine (the
// load generator, [github.com/corral-go/corral/internal/fs/load], does).
// Every call takes a context whose deadline, or else the client's Timeout,
// bounds its reads and writes. A call that fails on the network leaves the
// connection unusable: close it and dial again. A call the server refused
// returns an [*Error] and the connection goes on.
package client

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"net"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/fs/fsproto"
)

// Options configure a client.
type Options struct {
	Codec    fsproto.Codec // Protobuf when zero
	Token    string
	PageSize int           // upload chunk size; 0: the server's, asked at Dial
	Timeout  time.Duration // per call when the context has no deadline; 0: 60s
}

// Client is one connection to a server.
type Client struct {
	nc   net.Conn
	pc   *fsproto.Conn
	opts Options
}

// Error is a request the server answered with a status other than OK.
type Error struct {
	Status  fsproto.Status
	Message string
}

func (e *Error) Error() string {
	status := strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(e.Status.String(), "STATUS_")), "_", " ")
	return fmt.Sprintf("server refused (%s): %s", status, e.Message)
}

// IsNotFound reports whether err is the server's "no such file".
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == fsproto.Status_STATUS_NOT_FOUND
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Dial connects to addr.
func Dial(ctx context.Context, addr string, opts Options) (*Client, error) {
	if opts.Codec == 0 {
		opts.Codec = fsproto.Protobuf
	}
	if opts.Timeout <= 0 {
		opts.Timeout = time.Minute
	}
	var d net.Dialer
	nc, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	c := &Client{nc: nc, pc: fsproto.NewConn(nc, fsproto.MaxFrame(4<<20)), opts: opts}
	if c.opts.PageSize <= 0 {
		st, err := c.Stats(ctx)
		if err != nil {
			nc.Close()
			return nil, err
		}
		c.opts.PageSize = int(max(st.PageSize, 512))
	}
	return c, nil
}

// Close closes the connection.
func (c *Client) Close() error { return c.nc.Close() }

// PageSize is the chunk size uploads use.
func (c *Client) PageSize() int { return c.opts.PageSize }

func (c *Client) deadline(ctx context.Context) {
	d, ok := ctx.Deadline()
	if !ok {
		d = time.Now().Add(c.opts.Timeout)
	}
	c.nc.SetDeadline(d)
}

func (c *Client) send(m *fsproto.Request) error {
	m.Token = c.opts.Token
	if err := c.pc.Write(c.opts.Codec, m); err != nil {
		return err
	}
	return nil
}

func (c *Client) response() (*fsproto.Response, error) {
	var resp fsproto.Response
	if _, err := c.pc.Read(&resp); err != nil {
		return nil, fmt.Errorf("read response: %w", err)
	}
	if resp.Status != fsproto.Status_STATUS_OK {
		return &resp, &Error{Status: resp.Status, Message: resp.Error}
	}
	return &resp, nil
}

// call sends a request with no body and reads its response.
func (c *Client) call(ctx context.Context, req *fsproto.Request) (*fsproto.Response, error) {
	c.deadline(ctx)
	if err := c.send(req); err != nil {
		return nil, err
	}
	if err := c.pc.Flush(); err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	return c.response()
}

// Bench is a round trip that touches no file.
func (c *Client) Bench(ctx context.Context) error {
	_, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_BENCH})
	return err
}

// Exist reports whether name exists.
func (c *Client) Exist(ctx context.Context, name string) (bool, error) {
	resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_EXIST, Name: name})
	if err != nil {
		return false, err
	}
	return resp.Exists, nil
}

// Stat returns name's size and modification time.
func (c *Client) Stat(ctx context.Context, name string) (int64, time.Time, error) {
	resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_STAT, Name: name})
	if err != nil {
		return 0, time.Time{}, err
	}
	return resp.Size, time.Unix(0, resp.ModTimeUnixNano), nil
}

// Delete removes name.
func (c *Client) Delete(ctx context.Context, name string) error {
	_, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_DELETE, Name: name})
	return err
}

// List lists directory dir ("" for the top).
func (c *Client) List(ctx context.Context, dir string) ([]*fsproto.Entry, error) {
	var out []*fsproto.Entry
	err := c.ListPages(ctx, dir, func(page []*fsproto.Entry) error {
		out = append(out, page...)
		return nil
	})
	return out, err
}

// ListPages lists the directory dir page by page, sorted by name, calling
// each with one page: memory follows a page, whatever the directory's size.
func (c *Client) ListPages(ctx context.Context, dir string, each func([]*fsproto.Entry) error) error {
	after := ""
	for {
		resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_LIST, Name: dir, After: after})
		if err != nil {
			return err
		}
		if err := each(resp.Entries); err != nil {
			return err
		}
		if resp.Next == "" {
			return nil
		}
		after = resp.Next
	}
}

// Clean removes every file and returns the count of top-level entries.
func (c *Client) Clean(ctx context.Context) (int64, error) {
	resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_CLEAN})
	if err != nil {
		return 0, err
	}
	return resp.Count, nil
}

// Stats returns the server's thread, goroutine and queue counts.
func (c *Client) Stats(ctx context.Context) (*fsproto.ServerStats, error) {
	resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_STATS})
	if err != nil {
		return nil, err
	}
	if resp.Stats == nil {
		return nil, errors.New("server sent no stats")
	}
	return resp.Stats, nil
}

// Upload sends body as name. The chunks are slices of body: nothing is
// copied before the codec encodes them.
func (c *Client) Upload(ctx context.Context, name string, body []byte) error {
	off := 0
	return c.upload(ctx, name, int64(len(body)), func() ([]byte, error) {
		end := min(off+c.opts.PageSize, len(body))
		p := body[off:end]
		off = end
		return p, nil
	})
}

// UploadFrom sends size bytes read from r as name. A source that ends
// early fails the upload mid-stream, which leaves the connection unusable.
func (c *Client) UploadFrom(ctx context.Context, name string, r io.Reader, size int64) error {
	buf := make([]byte, c.opts.PageSize)
	var read int64
	return c.upload(ctx, name, size, func() ([]byte, error) {
		n, err := io.ReadFull(r, buf[:min(int64(len(buf)), size-read)])
		read += int64(n)
		if err != nil {
			return nil, fmt.Errorf("the source ended after %d of %d bytes: %w", read, size, err)
		}
		return buf[:n], nil
	})
}

// upload sends the request and the body, which next yields a chunk at a
// time (at most PageSize bytes), then reads the response.
func (c *Client) upload(ctx context.Context, name string, size int64, next func() ([]byte, error)) error {
	c.deadline(ctx)
	if err := c.send(&fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: name, Size: size}); err != nil {
		return err
	}
	crc := uint32(0)
	var sent int64
	var chunk fsproto.Chunk
	for {
		data, err := next()
		if err != nil {
			return fmt.Errorf("upload %s: %w", name, err)
		}
		sent += int64(len(data))
		crc = crc32.Update(crc, castagnoli, data)
		chunk.Data, chunk.Last = data, sent == size
		if chunk.Last {
			chunk.Crc32C = crc
		}
		if err := c.pc.Write(c.opts.Codec, &chunk); err != nil {
			return fmt.Errorf("upload %s: %w", name, err)
		}
		if chunk.Last {
			break
		}
	}
	if err := c.pc.Flush(); err != nil {
		return fmt.Errorf("upload %s: %w", name, err)
	}
	_, err := c.response()
	return err
}

// Download writes name's body to w and checks its size and CRC32C.
func (c *Client) Download(ctx context.Context, name string, w io.Writer) (int64, error) {
	resp, err := c.call(ctx, &fsproto.Request{Op: fsproto.Op_OP_DOWNLOAD, Name: name})
	if err != nil {
		return 0, err
	}
	var chunk fsproto.Chunk
	crc := uint32(0)
	var got int64
	for {
		if _, err := c.pc.Read(&chunk); err != nil {
			return got, fmt.Errorf("download %s: %w", name, err)
		}
		got += int64(len(chunk.Data))
		if got > resp.Size {
			return got, fmt.Errorf("download %s: server sent more than the %d bytes it announced", name, resp.Size)
		}
		crc = crc32.Update(crc, castagnoli, chunk.Data)
		if _, err := w.Write(chunk.Data); err != nil {
			return got, fmt.Errorf("download %s: %w", name, err)
		}
		if chunk.Last {
			break
		}
	}
	if got != resp.Size {
		return got, fmt.Errorf("download %s: got %d bytes of %d", name, got, resp.Size)
	}
	if chunk.Crc32C != crc {
		return got, fmt.Errorf("download %s: CRC32C mismatch: server sent %08x, body has %08x", name, chunk.Crc32C, crc)
	}
	return got, nil
}
