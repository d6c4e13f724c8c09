package httpserver_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/httpserver"
	"github.com/corral-go/corral/internal/fs/service"
)

// serve starts the HTTP transport of a real service on 127.0.0.1.
func serve(t *testing.T, backend, token string) *httptest.Server {
	t.Helper()
	srv, _ := serveWith(t, backend, nil, httpserver.Options{Token: token})
	return srv
}

// serveWith is serve with set applied to the service's options (when not
// nil), and the service's admin handler (metrics) served beside it.
func serveWith(t *testing.T, backend string, set func(*service.Options), hopts httpserver.Options) (srv, admin *httptest.Server) {
	t.Helper()
	svc := newService(t, backend, set)
	srv = httptest.NewServer(httpserver.New(svc, hopts))
	admin = httptest.NewServer(svc.AdminHandler())
	t.Cleanup(func() { srv.Close(); admin.Close() })
	return srv, admin
}

// newService is a service of backend in the test's own directory, with
// set applied to its options (when not nil); it is closed when the test
// ends, after the servers over it (cleanups run last first).
func newService(t *testing.T, backend string, set func(*service.Options)) *service.Service {
	t.Helper()
	opts := service.Options{Config: service.DefaultConfig(), Backend: backend, MaxFileSize: 1 << 20}
	opts.DataDir = filepath.Join(t.TempDir(), "data")
	opts.IoThreads = 2
	if set != nil {
		set(&opts)
	}
	svc, err := service.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	return svc
}

func do(t *testing.T, method, url string, body []byte, header ...string) (*http.Response, []byte) {
	t.Helper()
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// TestHTTP drives every route with Go's HTTP client, on every backend.
func TestHTTP(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			srv := serve(t, backend, "")
			body := bytes.Repeat([]byte("0123456789"), 30_000) // 300 KB: several IO blocks
			if resp, _ := do(t, "PUT", srv.URL+"/files/d/a.bin", body); resp.StatusCode != http.StatusCreated {
				t.Fatalf("PUT: %s", resp.Status)
			}
			resp, got := do(t, "GET", srv.URL+"/files/d/a.bin", nil)
			if resp.StatusCode != 200 || !bytes.Equal(got, body) || resp.Header.Get("ETag") == "" || resp.Header.Get("Last-Modified") == "" {
				t.Fatalf("GET: %s, %d bytes, etag %q", resp.Status, len(got), resp.Header.Get("ETag"))
			}
			if r, _ := do(t, "GET", srv.URL+"/files/d/a.bin", nil, "If-None-Match", resp.Header.Get("ETag")); r.StatusCode != http.StatusNotModified {
				t.Errorf("If-None-Match: %s", r.Status)
			}
			if r, b := do(t, "HEAD", srv.URL+"/files/d/a.bin", nil); r.StatusCode != 200 || r.ContentLength != int64(len(body)) || len(b) != 0 {
				t.Errorf("HEAD: %s, length %d", r.Status, r.ContentLength)
			}
			for _, c := range []struct {
				rng, want, contentRange string
			}{
				{"bytes=2-5", "2345", "bytes 2-5/300000"},
				{"bytes=-3", "789", "bytes 299997-299999/300000"},
				{"bytes=299998-", "89", "bytes 299998-299999/300000"},
			} {
				r, b := do(t, "GET", srv.URL+"/files/d/a.bin", nil, "Range", c.rng)
				if r.StatusCode != http.StatusPartialContent || string(b) != c.want || r.Header.Get("Content-Range") != c.contentRange {
					t.Errorf("Range %s: %s %q %q", c.rng, r.Status, b, r.Header.Get("Content-Range"))
				}
			}
			if r, _ := do(t, "GET", srv.URL+"/files/d/a.bin", nil, "Range", "bytes=400000-"); r.StatusCode != http.StatusRequestedRangeNotSatisfiable {
				t.Errorf("a range past the end: %s", r.Status)
			}
			if r, _ := do(t, "DELETE", srv.URL+"/files/d/a.bin", nil); r.StatusCode != http.StatusNoContent {
				t.Errorf("DELETE: %s", r.Status)
			}
			if r, _ := do(t, "GET", srv.URL+"/files/d/a.bin", nil); r.StatusCode != http.StatusNotFound {
				t.Errorf("GET after DELETE: %s", r.Status)
			}
		})
	}
}

// TestHTTPRefuses: a wrong checksum, a body of unknown length, a body over
// the limit and a bad name are refused with their statuses, and nothing is
// kept; listings come in pages.
func TestHTTPRefuses(t *testing.T) {
	srv := serve(t, "gopool", "")
	sum := func(b []byte) string {
		return fmt.Sprintf("%08x", crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)))
	}
	if r, _ := do(t, "PUT", srv.URL+"/files/c", []byte("abc"), "X-Checksum-Crc32c", "00000001"); r.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("a wrong checksum: %s", r.Status)
	}
	if r, _ := do(t, "GET", srv.URL+"/files/c", nil); r.StatusCode != http.StatusNotFound {
		t.Errorf("a body with a wrong checksum was kept: %s", r.Status)
	}
	if r, _ := do(t, "PUT", srv.URL+"/files/c", []byte("abc"), "X-Checksum-Crc32c", sum([]byte("abc"))); r.StatusCode != http.StatusCreated {
		t.Errorf("the right checksum: %s", r.Status)
	}
	req, _ := http.NewRequest("PUT", srv.URL+"/files/chunked", io.MultiReader(strings.NewReader("x")))
	req.ContentLength = -1
	if r, err := http.DefaultClient.Do(req); err != nil || r.StatusCode != http.StatusLengthRequired {
		t.Errorf("a body of unknown length: %v %v", r.Status, err)
	}
	if r, _ := do(t, "PUT", srv.URL+"/files/big", make([]byte, 2<<20)); r.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("over the size limit: %s", r.Status)
	}
	for _, bad := range []string{"a%00b", "%2e%2e/x", "a%2f..%2f..%2fx"} {
		if r, _ := do(t, "PUT", srv.URL+"/files/"+bad, []byte("x")); r.StatusCode != http.StatusBadRequest {
			t.Errorf("the name %s: %s", bad, r.Status)
		}
	}
	for i := range 5 {
		do(t, "PUT", srv.URL+fmt.Sprintf("/files/d/f%d", i), []byte("x"))
	}
	var names []string
	after := ""
	for pages := 0; pages < 10; pages++ {
		_, b := do(t, "GET", srv.URL+"/list/d?limit=2&after="+after, nil)
		var page struct {
			Entries []struct{ Name string }
			Next    string
		}
		if err := json.Unmarshal(b, &page); err != nil || len(page.Entries) > 2 {
			t.Fatalf("a page: %s %v", b, err)
		}
		for _, e := range page.Entries {
			names = append(names, e.Name)
		}
		if after = page.Next; after == "" {
			break
		}
	}
	if strings.Join(names, " ") != "d/f0 d/f1 d/f2 d/f3 d/f4" {
		t.Errorf("listed %v", names)
	}
	// A directory or a file in the way is 409, named as the client named it
	// (the upload over a directory was 500, naming its temporary file).
	for _, c := range []struct{ method, name string }{
		{"PUT", "d"}, {"PUT", "d/f0/x"}, {"GET", "d"}, {"GET", "d/f0/x"}, {"HEAD", "d"},
	} {
		r, b := do(t, c.method, srv.URL+"/files/"+c.name, []byte("x"))
		if r.StatusCode != http.StatusConflict || strings.Contains(string(b), ".corral-fs-tmp") {
			t.Errorf("%s %s: %s %q, want 409 without the temporary file's name", c.method, c.name, r.Status, b)
		}
	}
	if _, b := do(t, "GET", srv.URL+"/files/d/f0", nil); string(b) != "x" {
		t.Errorf("d/f0 reads %q after the refused uploads", b)
	}
	// A directory asked for as /files/DIR/ (what a browser or curl user
	// tries first) leads to its listing, query and all; the root too.
	for _, c := range []struct{ path, location, first string }{
		{"/files/d/?limit=1", "/list/d?limit=1", "d/f0"},
		{"/files/", "/list/", "c"},
	} {
		noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		r, err := noFollow.Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode != http.StatusPermanentRedirect || r.Header.Get("Location") != c.location {
			t.Errorf("GET %s: %s to %q, want 308 to %q", c.path, r.Status, r.Header.Get("Location"), c.location)
		}
		r, b := do(t, "GET", srv.URL+c.path, nil)
		var page struct{ Entries []struct{ Name string } }
		if err := json.Unmarshal(b, &page); err != nil || r.StatusCode != http.StatusOK || len(page.Entries) == 0 || page.Entries[0].Name != c.first {
			t.Errorf("GET %s followed: %s %s, want the listing from %s", c.path, r.Status, b, c.first)
		}
	}
	if r, b := do(t, "GET", srv.URL+"/files/d", nil); !strings.Contains(string(b), "/list/d") {
		t.Errorf("GET /files/d: %s %s, want a hint to /list/d", r.Status, b)
	}
}

// TestHTTPToken: with a token, a request without it is 401.
func TestHTTPToken(t *testing.T) {
	srv := serve(t, "direct", "s3cret")
	if r, _ := do(t, "PUT", srv.URL+"/files/x", []byte("x")); r.StatusCode != http.StatusUnauthorized || r.Header.Get("WWW-Authenticate") == "" {
		t.Errorf("no token: %s", r.Status)
	}
	if r, _ := do(t, "PUT", srv.URL+"/files/x", []byte("x"), "Authorization", "Bearer wrong"); r.StatusCode != http.StatusUnauthorized {
		t.Errorf("a wrong token: %s", r.Status)
	}
	if r, _ := do(t, "PUT", srv.URL+"/files/x", []byte("x"), "Authorization", "Bearer s3cret"); r.StatusCode != http.StatusCreated {
		t.Errorf("the token: %s", r.Status)
	}
}

// TestHTTPMetrics: HTTP requests are counted with transport="http".
func TestHTTPMetrics(t *testing.T) {
	srv, admin := serveWith(t, "direct", nil, httpserver.Options{})
	do(t, "PUT", srv.URL+"/files/m", []byte("x"))
	do(t, "GET", srv.URL+"/files/nope", nil)
	do(t, "PUT", srv.URL+"/files/m", []byte("y")) // the first m becomes a spare
	do(t, "PUT", srv.URL+"/files/n", []byte("z")) // written into it (Linux)
	wants := []string{`corralfs_requests_total{op="upload",result="ok",transport="http"} 3`,
		`corralfs_requests_total{op="download",result="not_found",transport="http"} 1`,
		"corralfs_syncs_total 6"} // two for each upload, one at a time
	if runtime.GOOS == "linux" {
		wants = append(wants, "corralfs_upload_spares_total 1")
	}
	metricsHave(t, admin.URL, wants...)
}

// TestHTTPSendfile: downloads whose bytes are in the page cache go from
// the file to the socket with sendfile(2) (counted in
// corralfs_sendfile_total), whole and in ranges, on every backend with
// cache-first; without it a pool reads through its threads and sends
// nothing that way. The bodies are the same either way.
func TestHTTPSendfile(t *testing.T) {
	for _, backend := range fsio.Names() {
		for _, cacheFirst := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/cache-first=%v", backend, cacheFirst), func(t *testing.T) {
				srv, admin := serveWith(t, backend, func(o *service.Options) { o.CacheFirst = cacheFirst; o.MaxFileSize = 8 << 20 }, httpserver.Options{})
				// Over 1 MiB (a file that can never become a spare) and
				// under (one that can, emptied before it is written
				// again: see TestNoTornDownloads): both are sent.
				body := bytes.Repeat([]byte("abcdefghij"), 300_000)
				small := bytes.Repeat([]byte("0123456789"), 30_000)
				if resp, _ := do(t, "PUT", srv.URL+"/files/small.bin", small); resp.StatusCode != http.StatusCreated {
					t.Fatalf("PUT: %s", resp.Status)
				}
				if resp, got := do(t, "GET", srv.URL+"/files/small.bin", nil); resp.StatusCode != 200 || !bytes.Equal(got, small) {
					t.Fatalf("GET small: %s, %d bytes", resp.Status, len(got))
				}
				if resp, _ := do(t, "PUT", srv.URL+"/files/s.bin", body); resp.StatusCode != http.StatusCreated {
					t.Fatalf("PUT: %s", resp.Status)
				}
				if resp, got := do(t, "GET", srv.URL+"/files/s.bin", nil); resp.StatusCode != 200 || !bytes.Equal(got, body) {
					t.Fatalf("GET: %s, %d bytes, equal=%v", resp.Status, len(got), bytes.Equal(got, body))
				}
				if resp, got := do(t, "GET", srv.URL+"/files/s.bin", nil, "Range", "bytes=70000-2000001"); resp.StatusCode != http.StatusPartialContent || !bytes.Equal(got, body[70000:2000002]) {
					t.Fatalf("GET a range: %s, %d bytes", resp.Status, len(got))
				}
				if resp, _ := do(t, "HEAD", srv.URL+"/files/s.bin", nil); resp.StatusCode != 200 {
					t.Fatalf("HEAD: %s", resp.Status)
				}
				want := 0
				if cacheFirst || backend == "direct" {
					want = 3 // the GET of the small file and the two of the large one, not the HEAD
				}
				metricsHave(t, admin.URL, fmt.Sprintf("corralfs_sendfile_total %d", want))
			})
		}
	}
}

// TestHeaderValues: the download's ETag and Last-Modified, built without
// fmt, are what fmt and time.Format give.
func TestHeaderValues(t *testing.T) {
	for _, c := range []struct {
		size int64
		mod  time.Time
	}{{0, time.Unix(0, 0)}, {51200, time.Unix(1_790_000_000, 123_456_789)}, {1 << 40, time.Unix(-5, 0)}} {
		want := fmt.Sprintf(`"%x-%x"`, c.size, c.mod.UnixNano())
		if got := httpserver.ETag(c.size, c.mod); got != want {
			t.Errorf("ETag(%d, %v) = %s, want %s", c.size, c.mod, got, want)
		}
		if got, want := httpserver.HTTPDate(c.mod), c.mod.UTC().Format(http.TimeFormat); got != want {
			t.Errorf("HTTPDate(%v) = %s, want %s", c.mod, got, want)
		}
	}
}

// TestContentTypeAsUploaded: a PUT's Content-Type is the file's type on
// GET and HEAD (normalized), on every backend; a PUT over the name without
// one (into a spare, whose old type must go) or with
// application/octet-stream types the file by its name again; a type that
// is not one is refused, and nothing is kept.
func TestContentTypeAsUploaded(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			srv := serve(t, backend, "")
			url := srv.URL + "/files/t/notes.txt"
			typeOf := func(method string) string {
				t.Helper()
				r, _ := do(t, method, url, nil)
				if r.StatusCode != 200 {
					t.Fatalf("%s: %s", method, r.Status)
				}
				return r.Header.Get("Content-Type")
			}
			put := func(typ string) int {
				t.Helper()
				var r *http.Response
				if typ == "" {
					r, _ = do(t, "PUT", url, []byte("body"))
				} else {
					r, _ = do(t, "PUT", url, []byte("body"), "Content-Type", typ)
				}
				return r.StatusCode
			}
			byName := "text/plain; charset=utf-8"
			if code := put(`text/markdown; Charset="UTF-8"`); code != http.StatusCreated {
				t.Fatalf("PUT with a type: %d", code)
			}
			for _, m := range []string{"GET", "HEAD"} {
				if got := typeOf(m); got != "text/markdown; charset=UTF-8" {
					t.Errorf("%s after a PUT of text/markdown: %q", m, got)
				}
			}
			if code := put(""); code != http.StatusCreated {
				t.Fatal(code)
			}
			if got := typeOf("GET"); got != byName {
				t.Errorf("GET after a PUT without a type over a typed file: %q, want the name's %q", got, byName)
			}
			put("image/png")
			if code := put("application/octet-stream"); code != http.StatusCreated {
				t.Fatal(code)
			}
			if got := typeOf("GET"); got != byName {
				t.Errorf("GET after a PUT of application/octet-stream: %q, want the name's %q", got, byName)
			}
			put("image/png")
			for _, bad := range []string{"not a type", "text/", "text/plain; x", "text/plain; a=" + strings.Repeat("b", 300)} {
				r, b := do(t, "PUT", url, []byte("other"), "Content-Type", bad)
				if r.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), `"code"`) {
					t.Errorf("PUT with Content-Type %.20q: %s %s", bad, r.Status, b)
				}
			}
			if r, b := do(t, "GET", url, nil); string(b) != "body" || r.Header.Get("Content-Type") != "image/png" {
				t.Errorf("after refused PUTs: %q typed %q", b, r.Header.Get("Content-Type"))
			}
		})
	}
}

// TestDirectOpensCached: with --cache-first, direct opens a download whose
// path is in the dentry cache as the pools do, with a raw openat2 into a
// bare descriptor (corralfs_io_cached_opens_total), not an *os.File and
// its Stat: the same bytes for less CPU a GET.
func TestDirectOpensCached(t *testing.T) {
	srv, admin := serveWith(t, "direct", func(o *service.Options) { o.CacheFirst = true }, httpserver.Options{})
	body := []byte("cached path")
	if resp, _ := do(t, "PUT", srv.URL+"/files/d/f", body); resp.StatusCode != http.StatusCreated {
		t.Fatalf("PUT: %s", resp.Status)
	}
	if resp, got := do(t, "GET", srv.URL+"/files/d/f", nil); resp.StatusCode != 200 || !bytes.Equal(got, body) {
		t.Fatalf("GET: %s, %q", resp.Status, got)
	}
	_, m := do(t, "GET", admin.URL+"/metrics", nil)
	if line := "\ncorralfs_io_cached_opens_total 1\n"; !strings.Contains(string(m), line) {
		_, after, _ := strings.Cut(string(m), "\ncorralfs_io_cached_opens_total ")
		t.Errorf("corralfs_io_cached_opens_total %s, want 1", strings.SplitN(after, "\n", 2)[0])
	}
}
