package httpserver_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/fstest"
	"github.com/corral-go/corral/internal/fs/httpserver"
	"github.com/corral-go/corral/internal/fs/service"
)

// TestNoTornDownloads: concurrent uploads and downloads of one 256 KB name,
// on every backend, each upload a different content: every download that
// answers 200 is one upload, whole. A download sent with sendfile(2) queues
// page-cache pages on the socket; when a replaced file of that size was
// written over in place by the next upload (a spare, spares.go) while its
// pages were still queued, a download returned bytes of two uploads, with
// status 200 (160 to 536 of about 7,000).
func TestNoTornDownloads(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			srv, _ := serveWith(t, backend, func(o *service.Options) { o.CacheFirst = true }, httpserver.Options{})
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
			url := srv.URL + "/files/torn.bin"
			put := func(b []byte) error {
				req, _ := http.NewRequest("PUT", url, bytes.NewReader(b))
				resp, err := client.Do(req)
				if err != nil {
					return err
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode/100 != 2 {
					return fmt.Errorf("PUT: %s", resp.Status)
				}
				return nil
			}
			get := func() ([]byte, bool, error) {
				resp, err := client.Get(url)
				if err != nil {
					return nil, false, err
				}
				defer resp.Body.Close()
				b, err := io.ReadAll(resp.Body)
				return b, resp.StatusCode == 200, err
			}
			fstest.NoTornDownloads(t, func() func([]byte) error { return put }, func() func() ([]byte, bool, error) { return get })
		})
	}
}

// TestNoTornDownloadsBySendfile: TestNoTornDownloads's downloads go by
// sendfile(2), which queues the file's pages on the socket: the path
// that tore them when an upload wrote a spare over in place
// (datadir.TestSentPagesKeepTheirContent has the step that prevents it).
// The same run, counted: the 200s went by sendfile (all of them here; a
// pool reads a range the page cache lacks through its threads instead, so
// nine in ten are asked for).
func TestNoTornDownloadsBySendfile(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			srv, admin := serveWith(t, backend, func(o *service.Options) { o.CacheFirst = true }, httpserver.Options{})
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
			url := srv.URL + "/files/torn.bin"
			put := func(b []byte) error {
				resp, err := client.Do(must(http.NewRequest("PUT", url, bytes.NewReader(b))))
				if err != nil {
					return err
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode/100 != 2 {
					return fmt.Errorf("PUT: %s", resp.Status)
				}
				return nil
			}
			var gets atomic.Int64
			get := func() ([]byte, bool, error) {
				resp, err := client.Get(url)
				if err != nil {
					return nil, false, err
				}
				defer resp.Body.Close()
				b, err := io.ReadAll(resp.Body)
				if resp.StatusCode == 200 {
					gets.Add(1)
				}
				return b, resp.StatusCode == 200, err
			}
			fstest.NoTornDownloads(t, func() func([]byte) error { return put }, func() func() ([]byte, bool, error) { return get })
			_, m := do(t, "GET", admin.URL+"/metrics", nil)
			var sent int64
			for line := range strings.Lines(string(m)) {
				if v, ok := strings.CutPrefix(line, "corralfs_sendfile_total "); ok {
					sent, _ = strconv.ParseInt(strings.TrimSpace(v), 10, 64)
				}
			}
			t.Logf("%d of %d downloads sent by sendfile", sent, gets.Load())
			if sent*10 < gets.Load()*9 {
				t.Errorf("%d of %d downloads went by sendfile, want nine in ten or more", sent, gets.Load())
			}
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
