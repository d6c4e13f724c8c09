package service_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/service"
)

func newService(tb testing.TB, backend string) *service.Service {
	tb.Helper()
	opts := service.Options{Config: service.DefaultConfig(), Backend: backend, MaxFileSize: 1 << 20}
	opts.DataDir = filepath.Join(tb.TempDir(), "data")
	opts.IoThreads = 2
	s, err := service.New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// TestUploadDownload runs a transport's view of the service on every
// backend: bodies from readers that return a byte at a time, downloads to
// a writer, and each failure with the status a transport would send.
func TestUploadDownload(t *testing.T) {
	for _, backend := range fsio.Names() {
		t.Run(backend, func(t *testing.T) {
			ctx := context.Background()
			s := newService(t, backend)
			body := bytes.Repeat([]byte("corral-fs "), 20_000) // 200 KB: several IO blocks
			n, err := s.Upload(ctx, "d/a.bin", int64(len(body)), iotest.OneByteReader(bytes.NewReader(body)))
			if err != nil {
				t.Fatal(err)
			}
			if n != int64(len(body)) {
				t.Errorf("upload wrote %d bytes, want %d", n, len(body))
			}
			d, err := s.Open(ctx, "d/a.bin")
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			n, err = d.WriteTo(ctx, &got)
			d.Close()
			if err != nil || n != int64(len(body)) || !bytes.Equal(got.Bytes(), body) {
				t.Fatalf("download: %d bytes, %v; want the %d uploaded", n, err, len(body))
			}
			if e, err := s.Stat(ctx, "d/a.bin"); err != nil || e.Size != int64(len(body)) {
				t.Errorf("stat: %+v, %v", e, err)
			}
			if ents, err := s.List(ctx, "d"); err != nil || len(ents) != 1 || ents[0].Name != "d/a.bin" {
				t.Errorf("list: %+v, %v", ents, err)
			}

			for _, tc := range []struct {
				name string
				err  error
				want service.Status
			}{
				{"escape", upload(s, "../x", "abc", 3), service.BadRequest},
				{"long body", upload(s, "long", "abcd", 3), service.TooLarge},
				{"short body", upload(s, "short", "ab", 3), service.BadRequest},
				{"over the limit", upload(s, "big", "", 2<<20), service.TooLarge},
				{"reader fails", failing(s), service.IOError},
				{"missing", s.Delete(ctx, "nope"), service.NotFound},
			} {
				if got := service.StatusOf(tc.err); got != tc.want {
					t.Errorf("%s: got %v (%v), want %v", tc.name, got, tc.err, tc.want)
				}
			}
			if err := upload(s, "short", "ab", 3); err == nil {
				t.Error("a body shorter than announced was accepted")
			}
			for _, name := range []string{"short", "long"} {
				if _, err := s.Stat(ctx, name); service.StatusOf(err) != service.NotFound {
					t.Errorf("a failed upload left %s: %v", name, err)
				}
			}
			if n, err := s.Clean(ctx); err != nil || n != 1 {
				t.Errorf("clean: %d, %v; want 1", n, err)
			}
		})
	}
}

func upload(s *service.Service, name, body string, size int64) error {
	_, err := s.Upload(context.Background(), name, size, strings.NewReader(body))
	return err
}

func failing(s *service.Service) error {
	_, err := s.Upload(context.Background(), "f", 10, io.MultiReader(strings.NewReader("abc"), iotest.ErrReader(errors.New("peer went away"))))
	return err
}

// TestSymlinkOut: a symbolic link planted in the data directory that
// points outside is not followed, and a request through it is the
// client's error (BAD_REQUEST, HTTP 400), not the server's (it was
// IO_ERROR, a 500).
func TestSymlinkOut(t *testing.T) {
	ctx := context.Background()
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := service.Options{Config: service.DefaultConfig(), Backend: "direct", MaxFileSize: 1 << 20}
	opts.DataDir = filepath.Join(t.TempDir(), "data")
	s, err := service.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := os.Symlink(outside, filepath.Join(opts.DataDir, "out")); err != nil {
		t.Fatal(err)
	}
	_, openErr := s.Open(ctx, "out/secret")
	for what, err := range map[string]error{
		"upload":   upload(s, "out/x", "abc", 3),
		"download": openErr,
		"delete":   s.Delete(ctx, "out/secret"),
	} {
		if got := service.StatusOf(err); got != service.BadRequest {
			t.Errorf("%s through a link out: %v (%v), want BAD_REQUEST", what, got, err)
		}
	}
	if ents, _ := os.ReadDir(outside); len(ents) != 1 {
		t.Errorf("the directory outside changed: %v", ents)
	}
}
