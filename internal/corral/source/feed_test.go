package source_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// TestFeedBarrier checks that no file is handed out before the last
// support file of the archive is on disk, for a plain TAR (jobs start while
// the rest is unpacked) and a gzipped one (everything is unpacked first),
// and that both hand out the same files.
func TestFeedBarrier(t *testing.T) {
	var entries []entry
	for i := range 50 {
		entries = append(entries, file(fmt.Sprintf("src/p%02d.bas", i), "10 PRINT\n"))
	}
	entries = append(entries, file("inc/HDR_last.bas", "header\n"), file("src/z.bas", "after the barrier\n"))
	plain := makeTar(t, entries...)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(plain)
	zw.Close()
	want := func(p string) bool { return !strings.Contains(p, "HDR_") }
	support := func(p string) bool { return strings.Contains(p, "HDR_") }

	for _, tc := range []struct {
		name      string
		data      []byte
		wantTotal int
	}{{"tar", plain, 51}, {"tar.gz", gz.Bytes(), 51}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			f, total := source.Start(context.Background(), writeFile(t, tc.data), dir, want, support, source.Options{Names: true})
			if total != tc.wantTotal {
				t.Errorf("total: got %d, want %d", total, tc.wantTotal)
			}
			var got []string
			for p := range f.Paths() {
				if _, err := os.Stat(filepath.Join(dir, "inc/HDR_last.bas")); err != nil {
					t.Fatalf("%s handed out before the support file was written: %v", p, err)
				}
				if !f.IsSource(p) {
					t.Errorf("IsSource(%q) = false for a file handed out", p)
				}
				got = append(got, p)
			}
			count, sources, err := f.Wait()
			if err != nil {
				t.Fatal(err)
			}
			if count != (source.Count{Files: 52, Wanted: 51}) {
				t.Errorf("count: %+v, want 52 files, 51 wanted", count)
			}
			if len(got) != 51 || !slices.Contains(got, "src/z.bas") || slices.Contains(got, "inc/HDR_last.bas") {
				t.Errorf("handed out %d files (%v...), want the 51 selected", len(got), got[:min(3, len(got))])
			}
			if len(sources) != 52 || !f.IsSource("inc/HDR_last.bas") || f.IsSource("nope.bas") {
				t.Errorf("sources: got %d, want 52 with the header", len(sources))
			}
		})
	}
}

// TestFeedCancel stops a feed early: the channel is closed and Wait
// returns, whoever is reading.
func TestFeedCancel(t *testing.T) {
	var entries []entry
	for i := range 200 {
		entries = append(entries, file(fmt.Sprintf("p%03d.bas", i), strings.Repeat("x", 1000)))
	}
	ctx, cancel := context.WithCancel(context.Background())
	f, _ := source.Start(ctx, writeFile(t, makeTar(t, entries...)), t.TempDir(),
		func(string) bool { return true }, func(string) bool { return false }, source.Options{})
	<-f.Paths()
	cancel()
	for range f.Paths() {
	}
	if _, _, err := f.Wait(); err != nil && !strings.Contains(err.Error(), "context canceled") {
		t.Errorf("got %v, want nil or context canceled", err)
	}
}

// TestFeedWaitsForTrailingLinks: a symlink (and a directory) after the last
// file is part of the tree every job sees, as when the archive is gzipped.
func TestFeedWaitsForTrailingLinks(t *testing.T) {
	var entries []entry
	for i := range 20 {
		entries = append(entries, file(fmt.Sprintf("src/p%02d.bas", i), "10 PRINT\n"))
	}
	entries = append(entries, entry{name: "inc/cur", link: "../src", typ: "2"[0]}, entry{name: "empty/", typ: "5"[0]})
	dir := t.TempDir()
	all := func(string) bool { return true }
	none := func(string) bool { return false }
	f, total := source.Start(context.Background(), writeFile(t, makeTar(t, entries...)), dir, all, none, source.Options{})
	if total != 20 {
		t.Errorf("total: got %d, want 20", total)
	}
	n := 0
	for p := range f.Paths() {
		for _, want := range []string{"inc/cur", "empty"} {
			if _, err := os.Lstat(filepath.Join(dir, want)); err != nil {
				t.Fatalf("%s handed out before %s was created: %v", p, want, err)
			}
		}
		n++
	}
	if _, _, err := f.Wait(); err != nil || n != 20 {
		t.Errorf("%d files handed out, err %v; want 20 and no error", n, err)
	}
}
