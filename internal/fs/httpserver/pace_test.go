package httpserver_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
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
func TestSlowClientsLetGo(t *testing.T) {
	srv, _ := serveWith(t, "gopool", func(o *service.Options) {
		o.MaxOpenFiles, o.SlotWait, o.MaxFileSize = 4, 20*time.Second, 64<<20
	}, httpserver.Options{IOTimeout: 1500 * time.Millisecond, MinRate: 4096, MinRateAfter: 1 * time.Second})
	addr := strings.TrimPrefix(srv.URL, "http://")
	big := bytes.Repeat([]byte("0123456789abcdef"), 2<<20) // 32 MiB: more than the socket buffers hold
	if resp, _ := do(t, "PUT", srv.URL+"/files/big.bin", big); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}
	if resp, _ := do(t, "PUT", srv.URL+"/files/small.txt", []byte("hello\n")); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}

	// Two trickling uploads.
	trickled := make(chan string, 2)
	for i := range 2 {
		go func() {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				trickled <- err.Error()
				return
			}
			defer c.Close()
			fmt.Fprintf(c, "PUT /files/slow%d.bin HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n", i)
			c.SetReadDeadline(time.Now().Add(30 * time.Second))
			go func() {
				for range 60 {
					if _, err := c.Write([]byte("x")); err != nil {
						return
					}
					time.Sleep(time.Second)
				}
			}()
			line, _ := bufio.NewReader(c).ReadString('\n')
			trickled <- strings.TrimSpace(line)
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
	time.Sleep(200 * time.Millisecond)

	begin := time.Now()
	resp, body := do(t, "GET", srv.URL+"/files/small.txt", nil)
	waited := time.Since(begin)
	if resp.StatusCode != 200 || string(body) != "hello\n" {
		t.Errorf("GET behind slow clients: %s %q", resp.Status, body)
	}
	if waited > 10*time.Second {
		t.Errorf("GET behind slow clients waited %s", waited)
	}
	for range 2 {
		select {
		case line := <-trickled:
			if !strings.Contains(line, "408") && line != "" {
				t.Errorf("a trickling upload got %q, want 408 or the connection closed", line)
			}
		case <-time.After(20 * time.Second):
			t.Error("a trickling upload was not cut off in 20 s")
		}
	}
	// The stalled downloads' connections were closed once a write waited
	// past --io-timeout: reading them now ends (after what the socket
	// buffers held) instead of blocking, short of the file.
	time.Sleep(4 * time.Second)
	for _, c := range stalled {
		c.SetReadDeadline(time.Now().Add(10 * time.Second))
		n, err := io.Copy(io.Discard, c)
		if ne, ok := err.(net.Error); ok && ne.Timeout() {
			t.Errorf("a stalled download's connection is still open after %d bytes", n)
		}
		if n >= int64(len(big)) {
			t.Errorf("a stalled download got all %d bytes", n)
		}
	}
	t.Logf("a GET behind 2 trickling uploads and 2 stalled downloads waited %s", waited.Round(time.Millisecond))
}

// TestConnectionCap: past --max-conns, a connection is answered 503 with
// a JSON body at once and closed; the ones within are served.
func TestConnectionCap(t *testing.T) {
	srv, _ := serveWith(t, "gopool", nil, httpserver.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	capped := &http.Server{Handler: srv.Config.Handler, ReadHeaderTimeout: 5 * time.Second}
	go capped.Serve(httpserver.LimitListener(ln, 4))
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
	time.Sleep(100 * time.Millisecond)
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("the fifth connection: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 503 || !strings.Contains(string(b), `"code":"busy"`) {
		t.Errorf("the fifth connection: %s %q", resp.Status, b)
	}
	// One of the four leaves; a new one is served.
	held[0].Close()
	time.Sleep(200 * time.Millisecond)
	resp2, err := http.Get("http://" + ln.Addr().String() + "/list/")
	if err != nil || resp2.StatusCode != 200 {
		t.Errorf("a connection once one left: %v %v", resp2, err)
	} else {
		resp2.Body.Close()
	}
}
