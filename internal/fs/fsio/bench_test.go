package fsio_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/fs/fsio"
)

// BenchmarkReadAt reads a 50 KB file from the page cache from 250
// goroutines per CPU at once, the shape of corral-fs's download load:
// what a backend's hand-off costs per call on top of the pread itself,
// with and without the cache-first attempt.
func BenchmarkReadAt(b *testing.B) {
	path := filepath.Join(b.TempDir(), "f")
	if err := os.WriteFile(path, make([]byte, 50_000), 0o644); err != nil {
		b.Fatal(err)
	}
	for _, name := range fsio.Names() {
		for _, cacheFirst := range []bool{false, true} {
			if name == "direct" && cacheFirst {
				continue
			}
			label := name
			if cacheFirst {
				label += "+cachefirst"
			}
			b.Run(label, func(b *testing.B) {
				be, err := fsio.New(name, fsio.Config{Threads: 32, Queue: 16, CacheFirst: cacheFirst})
				if err != nil {
					b.Fatal(err)
				}
				defer be.Close()
				f, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				defer f.Close()
				b.SetParallelism(250)
				b.SetBytes(50_000)
				b.ResetTimer()
				b.RunParallel(func(pb *testing.PB) {
					buf := be.NewBuffer(64 << 10)
					defer buf.Free()
					for pb.Next() {
						if n, err := be.ReadAt(context.Background(), f, buf, 64<<10, 0); err != nil || n != 50_000 {
							b.Errorf("read %d, %v", n, err)
							return
						}
					}
				})
			})
		}
	}
}
