package httpserver_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/httpserver"
	"github.com/corral-go/corral/internal/fs/service"
)

// TestSlowClientsLetGo: two uploads that trickle a byte a second and two
// downloads whose client never reads hold all four open-file slots; with the
// pace bounds each is cut off (408, or the connection closed) and the
// slots come back, so a GET behind them succeeds instead of waiting out
// --slot-wait and answering 503.
//
// It waits for what it tests, not for a while: for the four to hold the
// slots before the GET, and for every slot to come back before it reads
// the stalled downloads (on a loaded machine, 4 s were once not enough:
// reading a download the server had not cut off yet let it go on).
func TestSlowClientsLetGo(t *testing.T) {
	srv, svc := servePaced(t, "gopool", func(o *service.Options) {
		o.MaxOpenFiles, o.SlotWait, o.MaxFileSize = 4, 20*time.Second, 64<<20
	}, httpserver.Options{Pace: service.Pace{IOTimeout: 1500 * time.Millisecond, MinRate: 4096, MinRateAfter: 1 * time.Second}})
	addr := strings.TrimPrefix(srv.URL, "http://")
	big := bytes.Repeat([]byte("0123456789abcdef"), 2<<20) // 32 MiB: more than the socket buffers hold
	if resp, _ := do(t, "PUT", srv.URL+"/files/big.bin", big); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}
	if resp, _ := do(t, "PUT", srv.URL+"/files/small.txt", []byte("hello\n")); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}

	// Two trickling uploads.
	type answer struct {
		line string
		err  error
	}
	trickled := make(chan answer, 2)
	for i := range 2 {
		go func() {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				trickled <- answer{line: "dial: " + err.Error()}
				return
			}
			defer c.Close()
			fmt.Fprintf(c, "PUT /files/slow%d.bin HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n", i)
			// A guard against a server that never cuts the upload off:
			// seen as a timeout below, and a failure.
			c.SetReadDeadline(time.Now().Add(30 * time.Second))
			go func() {
				for range 60 {
					if _, err := c.Write([]byte("x")); err != nil {
						return
					}
					// The slow client itself, a byte a second; cannot race:
					// cut off by --min-rate or, late, by --io-timeout, the
					// upload gets a 408 or a closed connection either way.
					time.Sleep(time.Second)
				}
			}()
			line, err := bufio.NewReader(c).ReadString('\n')
			trickled <- answer{strings.TrimSpace(line), err}
		}()
	}
	// Two downloads that never read.
	stalled := make([]net.Conn, 2)
	for i := range stalled {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		// A small receive buffer: loopback's would grow to 32 MiB and
		// take the whole file unread.
		c.(*net.TCPConn).SetReadBuffer(32 << 10)
		fmt.Fprintf(c, "GET /files/big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
		stalled[i] = c
	}
	// Until the four hold every slot. The first is cut off a second or
	// more after it took its slot; should a machine be so loaded that the
	// last takes its slot later still, the GET comes once one is cut off
	// (and said so in the log) rather than never.
	waitFor(t, "the four slow clients hold the four slots, or one was cut off", func() bool {
		return svc.OpenFiles() == 4 || len(trickled) > 0
	})
	behind := svc.OpenFiles() == 4

	begin := time.Now()
	resp, body := do(t, "GET", srv.URL+"/files/small.txt", nil)
	waited := time.Since(begin)
	if resp.StatusCode != 200 || string(body) != "hello\n" {
		t.Errorf("GET behind slow clients: %s %q", resp.Status, body)
	}
	for range 2 {
		a := <-trickled // read within the client's 30 s deadline
		if !strings.Contains(a.line, "408") && (a.line != "" || isTimeout(a.err)) {
			t.Errorf("a trickling upload got %q (%v), want 408 or the connection closed", a.line, a.err)
		}
	}
	// The stalled downloads' connections were closed once a write waited
	// past --io-timeout: once every slot is back their handlers have
	// ended, and reading them now ends (after what the socket buffers
	// held) instead of blocking, short of the file.
	waitFor(t, "every open-file slot is back", func() bool { return svc.OpenFiles() == 0 })
	for _, c := range stalled {
		c.SetReadDeadline(time.Now().Add(30 * time.Second)) // a guard: a timeout is the failure
		n, err := io.Copy(io.Discard, c)
		if isTimeout(err) {
			t.Errorf("a stalled download's connection is still open after %d bytes", n)
		}
		if n >= int64(len(big)) {
			t.Errorf("a stalled download got all %d bytes", n)
		}
	}
	if behind {
		t.Logf("a GET behind 2 trickling uploads and 2 stalled downloads waited %s", waited.Round(time.Millisecond))
	} else {
		t.Logf("a slow client was cut off before all four held a slot: the GET waited %s behind fewer", waited.Round(time.Millisecond))
	}
}

// TestSilentUploadsLetGo: as many PUTs as there are open-file slots send
// their headers and one byte of the body, then nothing; the IO timeout is
// a minute, so only the minimum rate can let them go in time. Each is
// answered 408 once under the rate, after the grace, not after the IO
// timeout, and a GET behind them is served within the grace and a wide
// margin for a loaded machine.
func TestSilentUploadsLetGo(t *testing.T) {
	const grace, within = 200 * time.Millisecond, 3 * time.Second
	srv, svc := servePaced(t, "gopool", func(o *service.Options) {
		o.MaxOpenFiles, o.SlotWait = 4, 30*time.Second
	}, httpserver.Options{Pace: service.Pace{IOTimeout: time.Minute, MinRate: 4096, MinRateAfter: grace}})
	addr := strings.TrimPrefix(srv.URL, "http://")
	if resp, _ := do(t, "PUT", srv.URL+"/files/small.txt", []byte("hello\n")); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}
	lines := make(chan string, 4)
	for i := range 4 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(2 * time.Minute)) // a guard: the server answers far sooner
		fmt.Fprintf(c, "PUT /files/silent%d.bin HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nx", i)
		go func() {
			line, err := bufio.NewReader(c).ReadString('\n')
			lines <- fmt.Sprintf("%s (%v)", strings.TrimSpace(line), err)
		}()
	}
	waitFor(t, "the four silent uploads hold the four slots, or one was let go", func() bool {
		return svc.OpenFiles() == 4 || len(lines) > 0
	})
	behind := svc.OpenFiles()
	begin := time.Now()
	resp, body := do(t, "GET", srv.URL+"/files/small.txt", nil)
	waited := time.Since(begin)
	if resp.StatusCode != 200 || string(body) != "hello\n" {
		t.Errorf("GET behind silent uploads: %s %q", resp.Status, body)
	}
	if waited > within {
		t.Errorf("a GET behind %d silent uploads waited %v, want under %v (grace %v)", behind, waited.Round(time.Millisecond), within, grace)
	}
	t.Logf("a GET behind %d silent uploads waited %v", behind, waited.Round(time.Millisecond))
	for range 4 {
		if line := <-lines; !strings.Contains(line, "408") {
			t.Errorf("a silent upload got %q, want 408", line)
		}
	}
}

// servePaced is serveWith's server, without the admin one, and its
// service, whose open-file slots the test watches.
func servePaced(t *testing.T, backend string, set func(*service.Options), hopts httpserver.Options) (*httptest.Server, *service.Service) {
	t.Helper()
	svc := newService(t, backend, set)
	srv := httptest.NewServer(httpserver.New(svc, hopts))
	t.Cleanup(srv.Close)
	return srv, svc
}

// waitFor polls cond until it holds, failing the test with what if it
// still does not after a minute: a bound for a run that cannot get there,
// far above what any machine, however loaded, takes to get there.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); time.Sleep(5 * time.Millisecond) { // a poll interval
		if time.Now().After(deadline) {
			t.Fatalf("still not so after a minute: %s", what)
		}
	}
}

// isTimeout reports whether err is a deadline of the test's own passing.
func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// TestConnectionCap: past --max-conns, a connection is answered 503 with
// a JSON body at once and closed; the ones within are served.
func TestConnectionCap(t *testing.T) {
	srv, _ := serveWith(t, "gopool", nil, httpserver.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	counted := &acceptCounter{Listener: ln}
	// ReadHeaderTimeout is not what is tested: a minute, so that the
	// server never closes the four held connections (they send nothing)
	// before the fifth comes, however slow the machine.
	capped := &http.Server{Handler: srv.Config.Handler, ReadHeaderTimeout: time.Minute}
	go capped.Serve(httpserver.LimitListener(counted, 4))
	t.Cleanup(func() { capped.Close() })
	var held []net.Conn
	for range 4 {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	// Until the four are accepted: each is counted within the limit
	// before the listener accepts the next one.
	waitFor(t, "the four connections are accepted", func() bool { return counted.n.Load() == 4 })
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetReadDeadline(time.Now().Add(30 * time.Second)) // a guard: "at once" is that no request is needed
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("the fifth connection: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 503 || !strings.Contains(string(b), `"code":"busy"`) {
		t.Errorf("the fifth connection: %s %q", resp.Status, b)
	}
	// One of the four leaves; a new one is served once the server has
	// seen it close (until then a new one is over the limit: 503).
	held[0].Close()
	var last string
	waitFor(t, "a connection is served once one left", func() bool {
		resp2, err := http.Get("http://" + ln.Addr().String() + "/list/")
		if err != nil {
			last = err.Error()
			return false
		}
		b, _ := io.ReadAll(resp2.Body)
		resp2.Body.Close()
		last = resp2.Status + " " + string(b)
		switch {
		case resp2.StatusCode == 200:
			return true
		case resp2.StatusCode != 503:
			t.Fatalf("a connection once one left: %s", last)
		}
		return false
	})
}

// acceptCounter counts the connections its listener accepted.
type acceptCounter struct {
	net.Listener
	n atomic.Int64
}

func (l *acceptCounter) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return c, err
}

// TestCappedConnectionsSendfile: behind LimitListener, as corral-fs serve
// runs it (--max-conns), a download goes by sendfile(2) as it does on a
// bare TCP connection. The wrapper hid the connection's ReadFrom, and
// net/http then read every body into a buffer and wrote it, while the
// downloads were counted as sent.
func TestCappedConnectionsSendfile(t *testing.T) {
	srv, admin := serveWith(t, "direct", nil, httpserver.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	capped := &http.Server{Handler: srv.Config.Handler}
	go capped.Serve(httpserver.LimitListener(ln, 16))
	t.Cleanup(func() { capped.Close() })
	url := "http://" + ln.Addr().String() + "/files/f.bin"
	body := bytes.Repeat([]byte("0123456789"), 5120)
	if resp, _ := do(t, "PUT", url, body); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}
	for range 3 {
		if resp, got := do(t, "GET", url, nil); resp.StatusCode != 200 || !bytes.Equal(got, body) {
			t.Fatalf("GET: %s, %d bytes", resp.Status, len(got))
		}
	}
	metricsHave(t, admin.URL, "corralfs_sendfile_total 3")
}

// metricsHave waits until the service's metrics hold every line of wants.
// A request is counted once its response is written, which may be after
// the client read its last byte: the test waits for a state, not for a
// moment, and names what is still missing after ten seconds.
func metricsHave(t *testing.T, adminURL string, wants ...string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) { // a poll interval
		_, m := do(t, "GET", adminURL+"/metrics", nil)
		var missing []string
		for _, want := range wants {
			if !strings.Contains(string(m), "\n"+want+"\n") {
				name, _, _ := strings.Cut(want, " ")
				_, after, _ := strings.Cut(string(m), "\n"+name+" ")
				missing = append(missing, fmt.Sprintf("%s (now %s)", want, strings.SplitN(after, "\n", 2)[0]))
			}
		}
		if len(missing) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after ten seconds the metrics still lack %s", strings.Join(missing, ", "))
		}
	}
}
