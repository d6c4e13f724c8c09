package frameserver_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/frameserver"
	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/fstest"
)

// TestNoTornDownloads: frames, as HTTP (httpserver's test of the same
// name): concurrent uploads and downloads of one 256 KB name, each upload
// another content; every download is one upload, whole.
func TestNoTornDownloads(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			f := start(t, backend, func(o *frameserver.Options) { o.CacheFirst = true; o.MaxFileSize = 1 << 20 })
			ctx := context.Background()
			fstest.NoTornDownloads(t,
				func() func([]byte) error {
					c := dial(t, f.addr, client.Options{})
					return func(b []byte) error { return c.Upload(ctx, "torn.bin", b) }
				},
				func() func() ([]byte, bool, error) {
					c := dial(t, f.addr, client.Options{})
					var buf bytes.Buffer
					return func() ([]byte, bool, error) {
						buf.Reset()
						_, err := c.Download(ctx, "torn.bin", &buf)
						return buf.Bytes(), true, err
					}
				})
		})
	}
}
