package httpserver_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/fsio"
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
			const size = 256 << 10
			versions := map[[32]byte]bool{}
			bodies := make([][]byte, 16)
			for i := range bodies {
				bodies[i] = bytes.Repeat([]byte{byte('a' + i)}, size)
				copy(bodies[i], fmt.Sprintf("version %02d\n", i))
				versions[sha256.Sum256(bodies[i])] = true
			}
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
			if err := put(bodies[0]); err != nil {
				t.Fatal(err)
			}
			var gets, torn, other atomic.Int64
			stop := make(chan struct{})
			var wg sync.WaitGroup
			for u := range 2 {
				wg.Go(func() {
					for i := u; ; i++ {
						select {
						case <-stop:
							return
						default:
						}
						if err := put(bodies[i%len(bodies)]); err != nil {
							t.Error(err)
							return
						}
					}
				})
			}
			for range 6 {
				wg.Go(func() {
					for {
						select {
						case <-stop:
							return
						default:
						}
						resp, err := client.Get(url)
						if err != nil {
							t.Error(err)
							return
						}
						b, err := io.ReadAll(resp.Body)
						resp.Body.Close()
						switch {
						case resp.StatusCode != 200:
							other.Add(1)
							continue
						case err != nil:
							t.Errorf("GET: %v", err)
							return
						}
						gets.Add(1)
						if !versions[sha256.Sum256(b)] {
							torn.Add(1)
						}
					}
				})
			}
			deadline := time.Now().Add(4 * time.Second)
			for gets.Load() < 3000 && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			close(stop)
			wg.Wait()
			t.Logf("%d GETs answered 200 (%d other), %d torn", gets.Load(), other.Load(), torn.Load())
			if torn.Load() > 0 {
				t.Errorf("%d of %d downloads were not one upload whole", torn.Load(), gets.Load())
			}
			if gets.Load() < 500 {
				t.Errorf("only %d downloads in 4 s: the test proves little", gets.Load())
			}
		})
	}
}
