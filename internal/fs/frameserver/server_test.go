package frameserver_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/frameserver"
	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/fsproto"
	"github.com/corral-go/corral/internal/fs/service"
)

type fixture struct {
	srv  *frameserver.Server
	addr string
	dir  string
}

// start serves a fresh data dir on 127.0.0.1:0 until the test ends.
func start(tb testing.TB, backend string, edit func(*frameserver.Options)) *fixture {
	tb.Helper()
	opts := frameserver.Options{Options: service.Options{Config: service.DefaultConfig(), Backend: backend}}
	opts.DataDir = filepath.Join(tb.TempDir(), "data")
	opts.IoThreads = 4
	opts.PageSize = 1024
	opts.IOTimeout = 5 * time.Second
	if edit != nil {
		edit(&opts)
	}
	srv, err := frameserver.New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	tb.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			tb.Errorf("serve: %v", err)
		}
		if err := srv.Close(); err != nil {
			tb.Errorf("close: %v", err)
		}
	})
	return &fixture{srv: srv, addr: ln.Addr().String(), dir: opts.DataDir}
}

// modTime is the modification time of the data dir's file name, on disk.
func modTime(tb testing.TB, f *fixture, name string) time.Time {
	tb.Helper()
	fi, err := os.Stat(filepath.Join(f.dir, name))
	if err != nil {
		tb.Fatal(err)
	}
	return fi.ModTime()
}

// waitFor polls cond until it holds, failing the test with what if it
// still does not after a minute: a bound for a run that cannot get there,
// far above what any machine, however loaded, takes to get there.
func waitFor(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); time.Sleep(5 * time.Millisecond) { // a poll interval
		if time.Now().After(deadline) {
			tb.Fatalf("still not so after a minute: %s", what)
		}
	}
}

// settled waits until the server serves no connection but the one it is
// asked on: the connections the test closed were seen closed, and their
// requests (an upload cut off: its file dropped) have ended.
func settled(tb testing.TB, f *fixture) {
	tb.Helper()
	c := dial(tb, f.addr, client.Options{})
	waitFor(tb, "the server has ended the connections the test closed", func() bool {
		st, err := c.Stats(context.Background())
		if err != nil {
			tb.Fatal(err)
		}
		return st.Connections == 1
	})
}

// isTimeout reports whether err is a deadline of the test's own passing:
// the server did not answer or close in time.
func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

func dial(tb testing.TB, addr string, opts client.Options) *client.Client {
	tb.Helper()
	c, err := client.Dial(context.Background(), addr, opts)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.Close() })
	return c
}

// TestOps runs every op against every backend in both codecs.
func TestOps(t *testing.T) {
	for _, backend := range fsio.Names() {
		for _, codec := range []fsproto.Codec{fsproto.Protobuf, fsproto.JSON} {
			t.Run(backend+"/"+codec.String(), func(t *testing.T) {
				f := start(t, backend, nil)
				testOps(t, f, dial(t, f.addr, client.Options{Codec: codec}))
			})
		}
	}
}

func testOps(t *testing.T, f *fixture, c *client.Client) {
	ctx := context.Background()
	if err := c.Bench(ctx); err != nil {
		t.Fatal(err)
	}
	sizes := []int{0, 1, 1023, 1024, 1025, 100_000, 200_000}
	for _, n := range sizes {
		body := bytes.Repeat([]byte{byte(n)}, n)
		name := "d/sub/f" + string(rune('a'+n%26))
		if err := c.Upload(ctx, name, body); err != nil {
			t.Fatalf("upload %d bytes: %v", n, err)
		}
		var got bytes.Buffer
		if n, err := c.Download(ctx, name, &got); err != nil || !bytes.Equal(got.Bytes(), body) {
			t.Fatalf("download %d bytes: got %d, %v", len(body), n, err)
		}
		if disk, _ := os.ReadFile(filepath.Join(f.dir, name)); !bytes.Equal(disk, body) {
			t.Fatalf("on disk: %d bytes, want %d", len(disk), n)
		}
	}
	if err := c.UploadFrom(ctx, "from-reader", strings.NewReader("streamed"), 8); err != nil {
		t.Fatal(err)
	}
	if ok, err := c.Exist(ctx, "from-reader"); !ok || err != nil {
		t.Errorf("exist: %v %v", ok, err)
	}
	if ok, err := c.Exist(ctx, "nope"); ok || err != nil {
		t.Errorf("exist of a missing file: %v %v", ok, err)
	}
	if size, mt, err := c.Stat(ctx, "from-reader"); size != 8 || err != nil || !mt.Equal(modTime(t, f, "from-reader")) {
		t.Errorf("stat: %d %v %v; want 8 bytes of %v", size, mt, err, modTime(t, f, "from-reader"))
	}
	if _, _, err := c.Stat(ctx, "nope"); !client.IsNotFound(err) {
		t.Errorf("stat of a missing file: %v", err)
	}
	ents, err := c.List(ctx, "")
	if err != nil || len(ents) != 2 || ents[0].Name != "d" || !ents[0].Dir || ents[1].Name != "from-reader" {
		t.Errorf("list: %v %v", ents, err)
	}
	if err := c.Delete(ctx, "from-reader"); err != nil {
		t.Error(err)
	}
	if err := c.Delete(ctx, "from-reader"); !client.IsNotFound(err) {
		t.Errorf("second delete: %v", err)
	}
	st, err := c.Stats(ctx)
	if err != nil || st.OsThreads < 1 || st.IoBackend != f.srv.BackendName() || st.Connections < 1 {
		t.Errorf("stats: %v %v", st, err)
	}
	if n, err := c.Clean(ctx); n != 1 || err != nil {
		t.Errorf("clean: %d %v", n, err)
	}
	if ents, _ := c.List(ctx, ""); len(ents) != 0 {
		t.Errorf("after clean: %v", ents)
	}
	// The connection is still good after all the refusals above.
	if err := c.Bench(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestPathAttacks(t *testing.T) {
	f := start(t, "gopool", nil)
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret"), []byte("secret"), 0o644)
	os.Symlink(outside, filepath.Join(f.dir, "evil"))
	os.Symlink(filepath.Join(outside, "secret"), filepath.Join(f.dir, "link"))
	c := dial(t, f.addr, client.Options{})
	ctx := context.Background()
	names := []string{"../x", "/etc/passwd", "a/../../b", "a/../b", "x\x00y", strings.Repeat("n", 2000),
		"evil/secret", "evil/new", "", ".", fsproto.Op_OP_UPLOAD.String() + "/../../x", ".corral-fs-tmp/x"}
	for _, name := range names {
		var sink bytes.Buffer
		if _, err := c.Download(ctx, name, &sink); err == nil || sink.Len() > 0 {
			t.Errorf("download %.30q: got %q, %v", name, sink.String(), err)
		}
		if err := c.Upload(ctx, name, []byte("pwned")); err == nil {
			t.Errorf("upload %.30q succeeded", name)
		}
		if err := c.Delete(ctx, name); err == nil {
			t.Errorf("delete %.30q succeeded", name)
		}
		if _, _, err := c.Stat(ctx, name); err == nil && name != "" && name != "." {
			t.Errorf("stat %.30q succeeded", name)
		}
	}
	// A symlink to a file outside cannot be read through; uploading or
	// deleting its name acts on the link itself, inside the data dir.
	if _, err := c.Download(ctx, "link", io.Discard); err == nil {
		t.Error("download through a symlink out of the data dir succeeded")
	}
	if err := c.Upload(ctx, "link", []byte("replaced")); err != nil {
		t.Errorf("upload over a symlink's name: %v", err)
	}
	if fi, err := os.Lstat(filepath.Join(f.dir, "link")); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("the upload did not replace the link with a file: %v", err)
	}
	if b, err := os.ReadFile(filepath.Join(outside, "secret")); err != nil || string(b) != "secret" {
		t.Error("the file outside the data dir was changed")
	}
	if ents, _ := os.ReadDir(outside); len(ents) != 1 {
		t.Errorf("files appeared outside the data dir: %v", ents)
	}
	if err := c.Bench(ctx); err != nil {
		t.Fatalf("the connection broke after refused names: %v", err)
	}
}

// raw sends frames by hand, for what a well-behaved client never sends.
func raw(tb testing.TB, addr string) (net.Conn, *fsproto.Conn) {
	tb.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { nc.Close() })
	// A guard against a server that neither answers nor closes, far
	// above the sub-second waits of the tests that use it.
	nc.SetDeadline(time.Now().Add(10 * time.Second))
	return nc, fsproto.NewConn(nc, 1<<20)
}

func TestHugeFrameRefused(t *testing.T) {
	f := start(t, "direct", nil)
	nc, pc := raw(t, f.addr)
	var hdr [5]byte
	binary.BigEndian.PutUint32(hdr[:], 0xFFFFFFFF)
	hdr[4] = byte(fsproto.Protobuf)
	nc.Write(hdr[:])
	var resp fsproto.Response
	if _, err := pc.Read(&resp); err != nil || resp.Status != fsproto.Status_STATUS_TOO_LARGE {
		t.Fatalf("got %v %v, want STATUS_TOO_LARGE", &resp, err)
	}
	if _, err := pc.Read(&resp); err == nil {
		t.Fatal("the connection stayed open after a 4 GB frame")
	}
}

func TestBadStreams(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) { o.MaxFileSize = 10_000 })
	send := func(pc *fsproto.Conn, msgs ...any) {
		for _, m := range msgs {
			switch m := m.(type) {
			case *fsproto.Request:
				pc.Write(fsproto.Protobuf, m)
			case *fsproto.Chunk:
				pc.Write(fsproto.Protobuf, m)
			}
		}
		pc.Flush()
	}
	read := func(pc *fsproto.Conn) *fsproto.Response {
		var r fsproto.Response
		if _, err := pc.Read(&r); err != nil {
			return nil
		}
		return &r
	}
	t.Run("checksum mismatch", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "c", Size: 3}, &fsproto.Chunk{Data: []byte("abc"), Last: true, Crc32C: 1})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_CHECKSUM {
			t.Fatalf("got %v", r)
		}
		if _, err := os.Stat(filepath.Join(f.dir, "c")); err == nil {
			t.Fatal("a file with a bad checksum was kept")
		}
	})
	// A body that is not the size announced closes the connection after
	// the answer: the server closes it (EOF or a reset), not raw's
	// deadline, the test's own.
	closed := func(t *testing.T, pc *fsproto.Conn) {
		t.Helper()
		var r fsproto.Response
		if _, err := pc.Read(&r); err == nil || isTimeout(err) {
			t.Fatalf("connection still open (%v)", err)
		}
	}
	t.Run("body longer than announced", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "l", Size: 2}, &fsproto.Chunk{Data: []byte("abc"), Last: true})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_TOO_LARGE {
			t.Fatalf("got %v", r)
		}
		closed(t, pc)
	})
	t.Run("body longer than announced, in chunks", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "l2", Size: 2},
			&fsproto.Chunk{Data: []byte("ab")}, &fsproto.Chunk{Data: []byte("c")}, &fsproto.Chunk{Data: []byte("d"), Last: true})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_TOO_LARGE {
			t.Fatalf("got %v", r)
		}
		closed(t, pc)
	})
	t.Run("body shorter than announced", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "s", Size: 5}, &fsproto.Chunk{Data: []byte("abc"), Last: true, Crc32C: service.UpdateCRC(0, []byte("abc"))})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Fatalf("got %v", r)
		}
		closed(t, pc)
	})
	t.Run("refused upload, body as announced: the connection goes on", func(t *testing.T) {
		if err := os.MkdirAll(filepath.Join(f.dir, "adir"), 0o755); err != nil {
			t.Fatal(err)
		}
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "adir", Size: 3}, &fsproto.Chunk{Data: []byte("abc"), Last: true, Crc32C: service.UpdateCRC(0, []byte("abc"))})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Fatalf("got %v", r)
		}
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_EXIST, Name: "adir"})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_OK {
			t.Fatalf("the next request: got %v, want OK", r)
		}
	})
	t.Run("over the size limit", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "big", Size: 4 << 30})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_TOO_LARGE {
			t.Fatalf("got %v", r)
		}
	})
	t.Run("chunk over the page size", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "p", Size: 2000}, &fsproto.Chunk{Data: make([]byte, 2000), Last: true})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Fatalf("got %v", r)
		}
	})
	t.Run("undecodable", func(t *testing.T) {
		nc, pc := raw(t, f.addr)
		nc.Write(fsproto.AppendFrame(nil, fsproto.JSON, []byte("{not json")))
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Fatalf("got %v", r)
		}
	})
	t.Run("unknown op", func(t *testing.T) {
		_, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: 99})
		if r := read(pc); r == nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Fatalf("got %v", r)
		}
	})
	t.Run("client gone mid-upload", func(t *testing.T) {
		nc, pc := raw(t, f.addr)
		send(pc, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "half", Size: 5000}, &fsproto.Chunk{Data: make([]byte, 1000)})
		nc.Close()
		settled(t, f)
		if _, err := os.Stat(filepath.Join(f.dir, "half")); err == nil {
			t.Fatal("a half upload became visible")
		}
		if ents, _ := os.ReadDir(filepath.Join(f.dir, ".corral-fs-tmp")); len(ents) != 0 {
			t.Fatalf("%d temporary files left", len(ents))
		}
	})
}

func TestDeadlines(t *testing.T) {
	f := start(t, "direct", func(o *frameserver.Options) {
		o.IdleTimeout = 100 * time.Millisecond
		o.IOTimeout = 100 * time.Millisecond
	})
	nc, _ := raw(t, f.addr)
	// A stalled upload: the body never comes.
	pc := fsproto.NewConn(nc, 1<<20)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "slow", Size: 10})
	pc.Flush()
	// The server answers and closes the connection: the second read ends
	// in EOF (or a reset), not in raw's deadline, the test's own.
	var r fsproto.Response
	pc.Read(&r)
	if _, err := pc.Read(&r); err == nil || isTimeout(err) {
		t.Fatalf("stalled upload: connection still open (%v)", err)
	}
	// An idle connection is closed too.
	_, pc2 := raw(t, f.addr)
	if _, err := pc2.Read(&r); err == nil || isTimeout(err) {
		t.Fatalf("idle connection: still open (%v)", err)
	}
}

func TestToken(t *testing.T) {
	f := start(t, "direct", func(o *frameserver.Options) { o.Token = "s3cret" })
	ctx := context.Background()
	if _, err := client.Dial(ctx, f.addr, client.Options{Token: "wrong"}); err == nil || !strings.Contains(err.Error(), "unauthorized") {
		t.Fatalf("wrong token: %v", err)
	}
	if _, err := client.Dial(ctx, f.addr, client.Options{}); err == nil {
		t.Fatal("no token accepted")
	}
	c := dial(t, f.addr, client.Options{Token: "s3cret"})
	if err := c.Upload(ctx, "x", []byte("y")); err != nil {
		t.Fatal(err)
	}
}

func TestMaxConns(t *testing.T) {
	f := start(t, "direct", func(o *frameserver.Options) { o.MaxConns = 2 })
	dial(t, f.addr, client.Options{})
	dial(t, f.addr, client.Options{})
	_, err := client.Dial(context.Background(), f.addr, client.Options{})
	if err == nil || !strings.Contains(err.Error(), "busy") {
		t.Fatalf("third connection with MaxConns=2: %v", err)
	}
}

// TestConcurrentSameName has many clients upload and download one name:
// every download must be one whole upload.
func TestConcurrentSameName(t *testing.T) {
	f := start(t, fsio.Names()[len(fsio.Names())-1], nil)
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			c := dial(t, f.addr, client.Options{})
			body := bytes.Repeat([]byte{byte('a' + i)}, 30_000)
			for range 5 {
				if err := c.Upload(ctx, "same", body); err != nil {
					t.Error(err)
					return
				}
				var got bytes.Buffer
				if _, err := c.Download(ctx, "same", &got); err != nil {
					t.Error(err)
					return
				}
				if got.Len() != 30_000 || !bytes.Equal(got.Bytes(), bytes.Repeat(got.Bytes()[:1], 30_000)) {
					t.Errorf("a download mixed two uploads: %d bytes", got.Len())
					return
				}
			}
		})
	}
	wg.Wait()
}

func TestMetrics(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) { o.CacheFirst, o.CallerRuns = true, true })
	c := dial(t, f.addr, client.Options{})
	c.Upload(context.Background(), "m", []byte("hello"))
	c.Download(context.Background(), "nope", io.Discard)
	c.Download(context.Background(), "m", io.Discard) // just written: in the page cache
	hs := httptest.NewServer(f.srv.AdminHandler())
	defer hs.Close()
	wants := []string{
		`corralfs_requests_total{op="upload",result="ok",transport="frames"} 1`,
		`corralfs_requests_total{op="download",result="not_found",transport="frames"} 1`,
		`corralfs_request_duration_seconds_bucket{op="upload",transport="frames"`,
		`corralfs_upload_bytes_total 5`,
		"corralfs_os_threads ", "corralfs_threads_created_total ", "corralfs_goroutines ",
		"corralfs_io_queue_depth ", "corralfs_connections 1", "corralfs_io_cached_reads_total 1",
		"corralfs_io_cached_opens_total 1", // "m", just written: its path is in the dentry cache
		"corralfs_io_inline_calls_total ",
	}
	// A request is counted just after its response is sent, so the client
	// may ask before the count moves: poll until it has (the minute bounds
	// only a run where it never does).
	var body string
	for deadline := time.Now().Add(time.Minute); ; {
		resp, err := http.Get(hs.URL + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body = string(b)
		missing := 0
		for _, want := range wants {
			if !strings.Contains(body, want) {
				missing++
			}
		}
		if missing == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond) // a poll interval
	}
	for _, want := range wants {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	// An idle pool: the upload's calls ran on the request's goroutine.
	if strings.Contains(body, "corralfs_io_inline_calls_total 0\n") {
		t.Error("/metrics counts no call run on its caller (--caller-runs)")
	}
	resp, err := http.Get(hs.URL + "/debug/pprof/goroutine?debug=1")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("pprof: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestShortSource uploads from a reader that ends before the announced
// size: the client says so and the server keeps no file.
func TestShortSource(t *testing.T) {
	f := start(t, "gopool", nil)
	c, err := client.Dial(context.Background(), f.addr, client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = c.UploadFrom(context.Background(), "short", strings.NewReader("abc"), 5000)
	c.Close()
	if err == nil || !strings.Contains(err.Error(), "source ended after 3 of 5000 bytes") {
		t.Fatalf("got %v", err)
	}
	settled(t, f) // the server saw the connection close and dropped the upload
	if _, err := os.Stat(filepath.Join(f.dir, "short")); err == nil {
		t.Fatal("a short upload became a file")
	}
}

// TestRequestWhereAChunkBelongs sends a Request frame in an upload's body,
// in both codecs: it is a bad request, not an empty chunk.
func TestRequestWhereAChunkBelongs(t *testing.T) {
	f := start(t, "gopool", nil)
	for _, codec := range []fsproto.Codec{fsproto.Protobuf, fsproto.JSON} {
		_, pc := raw(t, f.addr)
		pc.Write(codec, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "r", Size: 3})
		pc.Write(codec, &fsproto.Request{Op: fsproto.Op_OP_DELETE, Name: "other"})
		pc.Flush()
		var r fsproto.Response
		if _, err := pc.Read(&r); err != nil || r.Status != fsproto.Status_STATUS_BAD_REQUEST {
			t.Errorf("%s: got %v, %v; want BAD_REQUEST", codec, r.Status, err)
		}
		if _, err := os.Stat(filepath.Join(f.dir, "r")); err == nil {
			t.Errorf("%s: an upload with a request for a body became a file", codec)
		}
	}
}

// TestSlowClientsDoNotHoldSlots: an upload that trickles empty chunks is
// cut off once under the minimum rate, and a request that cannot get an
// open-file slot in time is answered BUSY instead of waiting without end.
func TestSlowClientsDoNotHoldSlots(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) {
		// A holds its slot for the grace, 2 s, ten times B's slot wait:
		// B's BUSY comes first. The IO timeout is longer still: only the
		// minimum rate cuts A off.
		o.MinRate, o.MinRateAfter = 1000, 2*time.Second
		o.MaxOpenFiles, o.SlotWait = 1, 200*time.Millisecond
		o.IOTimeout = time.Minute
	})
	// A holds the only slot with a trickle.
	_, a := raw(t, f.addr)
	a.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "slow", Size: 10000})
	a.Flush()
	svc := f.srv.Service()
	waitFor(t, "the trickling upload holds the only open-file slot", func() bool { return svc.OpenFiles() == 1 })
	// B waits for a slot: BUSY after the slot wait.
	_, b := raw(t, f.addr)
	b.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "b", Size: 1})
	b.Write(fsproto.Protobuf, &fsproto.Chunk{Data: []byte("x"), Last: true, Crc32C: service.UpdateCRC(0, []byte("x"))})
	b.Flush()
	var r fsproto.Response
	if _, err := b.Read(&r); err != nil || r.Status != fsproto.Status_STATUS_BUSY || !strings.Contains(r.Error, "open-file slot") {
		t.Errorf("waiting for a slot: %v %q %v; want BUSY for want of an open-file slot", r.Status, r.Error, err)
	}
	// A, still trickling, is cut off, and its slot comes back: empty
	// chunks until the answer comes.
	ra, err := trickle(a, func() *fsproto.Chunk { return &fsproto.Chunk{} }, 0)
	if err != nil || ra.Status != fsproto.Status_STATUS_BUSY || !strings.Contains(ra.Error, "minimum") {
		t.Errorf("a trickling upload: %v %q %v; want BUSY under the minimum rate", ra.Status, ra.Error, err)
	}
	c, err := client.Dial(context.Background(), f.addr, client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.UploadFrom(context.Background(), "after", strings.NewReader("ok"), 2); err != nil {
		t.Errorf("an upload after the slow one was cut off: %v", err)
	}
}

// TestAuthenticateBeforeLargeFrames: with a token, a connection's first
// frames are small until one carries the token; a large frame before that
// is refused TOO_LARGE without being read, and uploads with the token work.
func TestAuthenticateBeforeLargeFrames(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) { o.Token = "s3cret" })
	_, pc := raw(t, f.addr)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_STAT, Name: strings.Repeat("n", 1000) + string(make([]byte, 8000))})
	pc.Flush()
	var r fsproto.Response
	if _, err := pc.Read(&r); err != nil || r.Status != fsproto.Status_STATUS_TOO_LARGE {
		t.Errorf("a large frame before the token: %v %v; want TOO_LARGE", r.Status, err)
	}
	c, err := client.Dial(context.Background(), f.addr, client.Options{Token: "s3cret"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	body := bytes.Repeat([]byte("x"), 200_000)
	if err := c.UploadFrom(context.Background(), "big", bytes.NewReader(body), int64(len(body))); err != nil {
		t.Errorf("an upload with the token: %v", err)
	}
}

// TestListsInPages lists a directory whose listing in one frame would be
// over the client's frame limit of about 5.6 MB (30,000 names of 200 bytes): it comes
// in pages, sorted, every name once; a request's limit bounds its page.
func TestListsInPages(t *testing.T) {
	f := start(t, "gopool", nil)
	dir := filepath.Join(f.dir, "big")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	const n = 30_000
	for i := range n {
		name := fmt.Sprintf("%06d-%s", i, strings.Repeat("x", 193))
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, err := client.Dial(context.Background(), f.addr, client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ents, err := c.List(context.Background(), "big")
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != n {
		t.Fatalf("%d entries, want %d", len(ents), n)
	}
	for i, e := range ents {
		if want := fmt.Sprintf("big/%06d-", i); !strings.HasPrefix(e.Name, want) {
			t.Fatalf("entry %d is %s, want %s…", i, e.Name[:20], want)
		}
	}
	_, pc := raw(t, f.addr)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_LIST, Name: "big", Limit: 1000})
	pc.Flush()
	var r fsproto.Response
	if _, err := pc.Read(&r); err != nil || len(r.Entries) != 1000 || r.Next != path.Base(r.Entries[999].Name) {
		t.Errorf("a page of 1000: %d entries, next %q, %v", len(r.Entries), r.Next, err)
	}
}

// TestRequestTimeout: an upload that sends data steadily but takes longer
// than the request timeout is cut off BUSY with the reason.
func TestRequestTimeout(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) { o.RequestTimeout = 300 * time.Millisecond })
	_, pc := raw(t, f.addr)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "long", Size: 1000})
	pc.Flush()
	// 10 bytes a chunk until the answer comes, 99 chunks at most: the body
	// never ends, so only the request timeout can end the upload.
	r, err := trickle(pc, func() *fsproto.Chunk { return &fsproto.Chunk{Data: []byte("0123456789")} }, 99)
	if err != nil || r.Status != fsproto.Status_STATUS_BUSY || !strings.Contains(r.Error, "request timeout") {
		t.Errorf("a request over its timeout: %v %q %v; want BUSY", r.Status, r.Error, err)
	}
}

// trickle sends chunks on pc, one every 20 ms (at most max, 0: no limit),
// until the server answers, and returns the answer. The answer is read as
// the chunks go, so the test waits for it, not for a number of chunks, and
// a reset from the server (closing with chunks unread) cannot come before
// it is read. The pace is the slow client's; the checks made of the
// answer do not depend on it.
func trickle(pc *fsproto.Conn, chunk func() *fsproto.Chunk, max int) (*fsproto.Response, error) {
	var r fsproto.Response
	var err error
	answered := make(chan struct{})
	go func() {
		defer close(answered)
		_, err = pc.Read(&r)
	}()
	for n := 0; max == 0 || n < max; n++ {
		if pc.Write(fsproto.Protobuf, chunk()) != nil || pc.Flush() != nil {
			break // the server closed the connection: its answer is read
		}
		select {
		case <-answered:
			return &r, err
		case <-time.After(20 * time.Millisecond):
		}
	}
	<-answered
	return &r, err
}
