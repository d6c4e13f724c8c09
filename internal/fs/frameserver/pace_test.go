package frameserver_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/frameserver"
	"github.com/corral-go/corral/internal/fs/fsproto"
	"github.com/corral-go/corral/internal/fs/service"
)

// The slow clients' tests: a minimum rate of 4 KiB a second after a grace
// of 200 ms (with the fixture's 1 KiB pages, a chunk being received counts
// as a page: a client that sends nothing is let go after 250 ms), an IO
// timeout of a minute (so that only the rate can cut a client off in
// time), and room to wait for a slot far longer than any of them.
const (
	testRate  = 4096
	testGrace = 200 * time.Millisecond
	// The slow clients send once at the start, then once every
	// slowInterval, their own pace; a request behind them must be served
	// within servedWithin, the grace and a wide margin for a loaded
	// machine. Before the rate bounded a read's deadline, a slow client
	// was cut off only when its next frame came, slowInterval on.
	slowInterval = 6 * time.Second
	servedWithin = 3 * time.Second
)

func paced(o *frameserver.Options) {
	o.MinRate, o.MinRateAfter, o.IOTimeout = testRate, testGrace, time.Minute
	o.MaxOpenFiles, o.SlotWait = 4, 30*time.Second
}

// slowLoris starts an upload of name on a connection of its own that
// sends first at once, then next every slowInterval (the slow client's own
// pace), until the server answers or closes. The answer (nil: closed
// without one) comes on the channel.
func slowLoris(tb testing.TB, addr, name string, first, next []byte) <-chan *fsproto.Response {
	tb.Helper()
	var wg sync.WaitGroup
	tb.Cleanup(wg.Wait) // after raw's cleanup has closed the connection
	nc, pc := raw(tb, addr)
	nc.SetDeadline(time.Now().Add(2 * time.Minute)) // a guard: the server ends it far sooner
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: name, Size: 100_000})
	pc.Flush()
	answer := make(chan *fsproto.Response, 1)
	answered := make(chan struct{})
	wg.Go(func() {
		defer close(answered)
		var r fsproto.Response
		if _, err := pc.Read(&r); err != nil {
			answer <- nil
			return
		}
		answer <- &r
	})
	wg.Go(func() {
		for b := first; ; b = next {
			if _, err := nc.Write(b); err != nil {
				return
			}
			select {
			case <-answered:
				return
			case <-time.After(slowInterval):
			}
		}
	})
	return answer
}

// chunkFrame is one chunk frame holding data.
func chunkFrame(tb testing.TB, data []byte) []byte {
	tb.Helper()
	var b bytes.Buffer
	pc := fsproto.NewConn(&b, 0)
	if err := pc.Write(fsproto.Protobuf, &fsproto.Chunk{Data: data}); err != nil {
		tb.Fatal(err)
	}
	pc.Flush()
	return b.Bytes()
}

// TestSlowLorisUploadsLetGo: as many uploads as there are open-file slots
// send a little and then next to nothing (empty chunks, chunks of a byte,
// or a large frame a byte at a time); each is cut off BUSY once under the
// minimum rate, counted in body bytes, and a download behind them is
// served within the grace and a margin, not when their next frame comes.
func TestSlowLorisUploadsLetGo(t *testing.T) {
	// A frame that announces 1000 bytes, of which the codec byte and one
	// more come at once and one more each interval.
	var large [6]byte
	binary.BigEndian.PutUint32(large[:], 1000)
	large[4], large[5] = byte(fsproto.Protobuf), 0x0a
	for _, tc := range []struct {
		name        string
		first, next []byte
	}{
		{"empty chunks", chunkFrame(t, nil), chunkFrame(t, nil)},
		{"chunks of a byte", chunkFrame(t, []byte("x")), chunkFrame(t, []byte("x"))},
		{"a large frame a byte at a time", large[:], []byte{'x'}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, "gopool", paced)
			if err := os.WriteFile(filepath.Join(f.dir, "small"), []byte("hello"), 0o644); err != nil {
				t.Fatal(err)
			}
			svc := f.srv.Service()
			answers := make([]<-chan *fsproto.Response, 4)
			for i := range answers {
				answers[i] = slowLoris(t, f.addr, fmt.Sprint("slow", i), tc.first, tc.next)
			}
			// Until the four hold every slot; on a machine so loaded that
			// the first is cut off before the last takes its slot, the
			// download comes behind fewer, and says so.
			waitFor(t, "the four slow uploads hold the four slots, or one was cut off", func() bool {
				return svc.OpenFiles() == 4 || len(answers[0]) > 0
			})
			behind := svc.OpenFiles()
			begin := time.Now()
			var got bytes.Buffer
			_, err := dial(t, f.addr, client.Options{}).Download(context.Background(), "small", &got)
			waited := time.Since(begin)
			if err != nil || got.String() != "hello" {
				t.Errorf("the download behind the slow uploads: %q, %v", got.String(), err)
			}
			if waited > servedWithin {
				t.Errorf("the download behind %d slow uploads waited %v, want under %v (grace %v)", behind, waited.Round(time.Millisecond), servedWithin, testGrace)
			}
			t.Logf("the download behind %d slow uploads waited %v", behind, waited.Round(time.Millisecond))
			for _, a := range answers {
				if r := <-a; r == nil || r.Status != fsproto.Status_STATUS_BUSY || !strings.Contains(r.Error, "minimum rate") {
					t.Errorf("a slow upload got %v, want BUSY under the minimum rate", r)
				}
			}
			waitFor(t, "every open-file slot is back", func() bool { return svc.OpenFiles() == 0 })
		})
	}
}

// TestMinRateSparesSteadyUploads: an upload that sends its body steadily
// at about 10 times the minimum rate, for five times the grace, is not cut
// off.
func TestMinRateSparesSteadyUploads(t *testing.T) {
	f := start(t, "gopool", paced)
	_, pc := raw(t, f.addr)
	const chunks, size = 40, 1024
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "steady", Size: chunks * size})
	pc.Flush()
	data := bytes.Repeat([]byte("s"), size)
	crc := uint32(0)
	for i := range chunks {
		crc = service.UpdateCRC(crc, data)
		c := &fsproto.Chunk{Data: data, Last: i == chunks-1}
		if c.Last {
			c.Crc32C = crc
		}
		if err := pc.Write(fsproto.Protobuf, c); err != nil {
			t.Fatal(err)
		}
		pc.Flush()
		time.Sleep(25 * time.Millisecond) // the client's own pace: 40 KiB a second
	}
	var r fsproto.Response
	if _, err := pc.Read(&r); err != nil || r.Status != fsproto.Status_STATUS_OK {
		t.Errorf("a steady upload: %v %q %v; want OK", r.Status, r.Error, err)
	}
}

// TestSlowReaderLetGo: a download whose client reads nothing holds the
// only open-file slot; it is cut off once under the minimum rate (here
// 1 MiB a second, so that the socket buffers it filled at once count for
// a few seconds only, not minutes), and a download behind it is served.
// A download read at full speed is not cut off.
func TestSlowReaderLetGo(t *testing.T) {
	f := start(t, "gopool", func(o *frameserver.Options) {
		paced(o)
		o.MaxOpenFiles, o.MinRate = 1, 1<<20
	})
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<20) // 16 MiB: more than the socket buffers hold
	for name, data := range map[string][]byte{"big": big, "small": []byte("hello")} {
		if err := os.WriteFile(filepath.Join(f.dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	svc := f.srv.Service()
	nc, pc := raw(t, f.addr)
	nc.SetDeadline(time.Now().Add(2 * time.Minute)) // a guard: the server ends it far sooner
	// A small receive buffer: loopback's would grow and take much of the
	// file unread.
	nc.(*net.TCPConn).SetReadBuffer(32 << 10)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_DOWNLOAD, Name: "big"})
	pc.Flush()
	waitFor(t, "the stalled download holds the only slot", func() bool { return svc.OpenFiles() == 1 })

	begin := time.Now()
	c := dial(t, f.addr, client.Options{})
	var got bytes.Buffer
	if _, err := c.Download(context.Background(), "small", &got); err != nil || got.String() != "hello" {
		t.Errorf("the download behind a stalled one: %q, %v", got.String(), err)
	}
	waited := time.Since(begin)
	// The stalled one is let go after the socket buffers' worth (a few
	// MiB) at the minimum rate: well under 20 s; before, after the IO
	// timeout (a minute), so the download behind it was refused BUSY
	// after the slot wait (30 s).
	if waited > 20*time.Second {
		t.Errorf("the download behind a stalled one waited %v, want under 20s", waited.Round(time.Millisecond))
	}
	t.Logf("the download behind a stalled one waited %v", waited.Round(time.Millisecond))
	// Its connection was closed: reading it ends, short of the file,
	// instead of blocking.
	n, err := io.Copy(io.Discard, nc)
	if isTimeout(err) || n >= int64(len(big)) {
		t.Errorf("the stalled download's connection: %d bytes, %v; want closed short of %d", n, err, len(big))
	}
	got.Reset()
	if _, err := c.Download(context.Background(), "big", &got); err != nil || got.Len() != len(big) {
		t.Errorf("a download read at full speed: %d bytes, %v", got.Len(), err)
	}
}
