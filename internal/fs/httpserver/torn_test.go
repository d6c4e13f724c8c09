package httpserver_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
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
