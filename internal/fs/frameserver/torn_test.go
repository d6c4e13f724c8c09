package frameserver_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/frameserver"
	"github.com/corral-go/corral/internal/fs/fsio"
)

// TestNoTornDownloads: frames, as HTTP (httpserver's test of the same
// name): concurrent uploads and downloads of one 256 KB name, each upload
// another content; every download is one upload, whole.
func TestNoTornDownloads(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			f := start(t, backend, func(o *frameserver.Options) { o.CacheFirst = true; o.MaxFileSize = 1 << 20 })
			const size = 256 << 10
			versions := map[[32]byte]bool{}
			bodies := make([][]byte, 16)
			for i := range bodies {
				bodies[i] = bytes.Repeat([]byte{byte('a' + i)}, size)
				copy(bodies[i], fmt.Sprintf("version %02d\n", i))
				versions[sha256.Sum256(bodies[i])] = true
			}
			ctx := context.Background()
			if err := dial(t, f.addr, client.Options{}).Upload(ctx, "torn.bin", bodies[0]); err != nil {
				t.Fatal(err)
			}
			var gets, torn atomic.Int64
			stop := make(chan struct{})
			var wg sync.WaitGroup
			for u := range 2 {
				c := dial(t, f.addr, client.Options{})
				wg.Go(func() {
					for i := u; ; i++ {
						select {
						case <-stop:
							return
						default:
						}
						if err := c.Upload(ctx, "torn.bin", bodies[i%len(bodies)]); err != nil {
							t.Error(err)
							return
						}
					}
				})
			}
			for range 6 {
				c := dial(t, f.addr, client.Options{})
				wg.Go(func() {
					var buf bytes.Buffer
					for {
						select {
						case <-stop:
							return
						default:
						}
						buf.Reset()
						if _, err := c.Download(ctx, "torn.bin", &buf); err != nil {
							t.Error(err)
							return
						}
						gets.Add(1)
						if !versions[sha256.Sum256(buf.Bytes())] {
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
			t.Logf("%d downloads, %d torn", gets.Load(), torn.Load())
			if torn.Load() > 0 {
				t.Errorf("%d of %d downloads were not one upload whole", torn.Load(), gets.Load())
			}
			if gets.Load() < 500 {
				t.Errorf("only %d downloads in 4 s: the test proves little", gets.Load())
			}
		})
	}
}
