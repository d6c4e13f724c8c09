package datadir_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsio"
)

func newStore(tb testing.TB, opts datadir.Options) (*datadir.Store, string) {
	tb.Helper()
	return newStoreOn(tb, fsio.Direct{}, opts)
}

// newStoreOn opens a store in a new data directory on the backend be,
// closed when the test ends, and returns it with its directory.
func newStoreOn(tb testing.TB, be fsio.Backend, opts datadir.Options) (*datadir.Store, string) {
	tb.Helper()
	dir := filepath.Join(tb.TempDir(), "data")
	s, err := datadir.Open(dir, be, opts)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s, dir
}

func put(tb testing.TB, s *datadir.Store, name string, body []byte) error {
	tb.Helper()
	ctx := context.Background()
	u, err := s.Create(ctx, name, int64(len(body)))
	if err != nil {
		return err
	}
	buf := fsio.Direct{}.NewBuffer(max(len(body), 1))
	copy(buf.Bytes(), body)
	if err := u.Write(ctx, buf, len(body)); err != nil {
		u.Abort()
		return err
	}
	return u.Commit(ctx)
}

func TestValidName(t *testing.T) {
	good := []string{"a", "a/b.txt", "dir/sub/file", "..a", "a..", strings.Repeat("x", 255)}
	bad := []string{"", ".", "..", "../x", "a/../../b", "a/../b", "/etc/passwd", "a//b", "a/./b",
		"a/", "a\x00b", strings.Repeat("x", 256), strings.Repeat("a/", 600) + "a",
		datadir.TempDir, datadir.TempDir + "/x"}
	for _, n := range good {
		if err := datadir.ValidName(n); err != nil {
			t.Errorf("ValidName(%q) = %v, want nil", n, err)
		}
	}
	for _, n := range bad {
		if err := datadir.ValidName(n); !errors.Is(err, datadir.ErrBadName) {
			t.Errorf("ValidName(%.40q) = %v, want ErrBadName", n, err)
		}
	}
}

func TestSymlinksOut(t *testing.T) {
	s, dir := newStore(t, datadir.Options{})
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret"), []byte("secret"), 0o644)
	os.Symlink(outside, filepath.Join(dir, "evil"))
	os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "link"))
	ctx := context.Background()
	if _, err := s.OpenFile(ctx, "evil/secret"); err == nil {
		t.Error("read through a symlinked directory out of the data dir succeeded")
	}
	if _, err := s.OpenFile(ctx, "link"); err == nil {
		t.Error("read of a symlink out of the data dir succeeded")
	}
	if err := put(t, s, "evil/new", []byte("x")); err == nil {
		t.Error("upload through a symlinked directory succeeded")
	}
	if _, err := os.Stat(filepath.Join(outside, "new")); err == nil {
		t.Error("a file was written outside the data dir")
	}
	if err := s.Remove(ctx, "evil/secret"); err == nil {
		t.Error("delete through a symlinked directory succeeded")
	}
	if _, err := s.Stat(ctx, "evil/secret"); err == nil {
		t.Error("stat through a symlinked directory succeeded")
	}
	if _, err := s.List(ctx, "evil"); err == nil {
		t.Error("list through a symlinked directory succeeded")
	}
	// Deleting the link removes the link, not its target.
	if err := s.Remove(ctx, "link"); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(outside, "secret")); string(b) != "secret" {
		t.Error("the symlink's target outside was changed")
	}
	if n, err := s.Clean(ctx); err != nil || n != 1 {
		t.Errorf("clean: %d, %v; want 1 entry (the evil link)", n, err)
	}
	if _, err := os.Stat(filepath.Join(outside, "secret")); err != nil {
		t.Error("clean removed a file outside the data dir")
	}
}

func TestUploadIsAtomic(t *testing.T) {
	s, dir := newStore(t, datadir.Options{})
	ctx := context.Background()
	old := bytes.Repeat([]byte("o"), 1000)
	if err := put(t, s, "d/f", old); err != nil {
		t.Fatal(err)
	}
	u, err := s.Create(ctx, "d/f", 2000)
	if err != nil {
		t.Fatal(err)
	}
	buf := fsio.Direct{}.NewBuffer(1000)
	copy(buf.Bytes(), bytes.Repeat([]byte("n"), 1000))
	if err := u.Write(ctx, buf, 1000); err != nil {
		t.Fatal(err)
	}
	// Half written: the name still has the old file.
	if b, _ := os.ReadFile(filepath.Join(dir, "d/f")); !bytes.Equal(b, old) {
		t.Fatalf("mid-upload the file reads %d bytes, want the old 1000", len(b))
	}
	// Committing short is refused and the old file stays.
	if err := u.Commit(ctx); err == nil {
		t.Fatal("commit of 1000 of 2000 announced bytes succeeded")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "d/f")); !bytes.Equal(b, old) {
		t.Fatal("a failed upload changed the file")
	}
	if ents, _ := os.ReadDir(filepath.Join(dir, datadir.TempDir)); len(ents) != 0 {
		t.Errorf("%d temporary files left", len(ents))
	}
	// More than announced is refused.
	u, _ = s.Create(ctx, "g", 10)
	if err := u.Write(ctx, buf, 11); !errors.Is(err, datadir.ErrTooLarge) {
		t.Errorf("write past the announced size: %v", err)
	}
	u.Abort()
}

func TestConcurrentUploadsOfOneName(t *testing.T) {
	s, dir := newStore(t, datadir.Options{})
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			body := bytes.Repeat([]byte{byte('a' + i)}, 64<<10)
			if err := put(t, s, "same", body); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	b, _ := os.ReadFile(filepath.Join(dir, "same"))
	if len(b) != 64<<10 || !bytes.Equal(b, bytes.Repeat(b[:1], len(b))) {
		t.Fatalf("after 8 concurrent uploads the file is %d bytes, mixed=%v", len(b), !bytes.Equal(b, bytes.Repeat(b[:1], len(b))))
	}
}

func TestLeftoversRemovedAtOpen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	os.MkdirAll(filepath.Join(dir, datadir.TempDir), 0o700)
	os.WriteFile(filepath.Join(dir, datadir.TempDir, "partial"), []byte("half"), 0o644)
	s, err := datadir.Open(dir, fsio.Direct{}, datadir.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if ents, _ := os.ReadDir(filepath.Join(dir, datadir.TempDir)); len(ents) != 0 {
		t.Errorf("%d leftovers after Open, want 0", len(ents))
	}
	if ents, _ := s.List(context.Background(), ""); len(ents) != 0 {
		t.Errorf("List shows %v, want nothing", ents)
	}
}

func TestLimits(t *testing.T) {
	s, _ := newStore(t, datadir.Options{MaxOpenFiles: 1, MaxFileSize: 100})
	ctx := context.Background()
	if _, err := s.Create(ctx, "big", 101); !errors.Is(err, datadir.ErrTooLarge) {
		t.Errorf("create over the size limit: %v", err)
	}
	put(t, s, "a", []byte("x"))
	d, err := s.OpenFile(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	tctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := s.OpenFile(tctx, "a"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("second open with MaxOpenFiles=1: %v, want a deadline error", err)
	}
	d.Close()
	if d, err := s.OpenFile(ctx, "a"); err != nil {
		t.Errorf("open after close: %v", err)
	} else {
		d.Close()
	}
}

func TestMeta(t *testing.T) {
	s, _ := newStore(t, datadir.Options{})
	ctx := context.Background()
	put(t, s, "b", []byte("12345"))
	put(t, s, "a/x", []byte("1"))
	ents, err := s.List(ctx, "")
	if err != nil || len(ents) != 2 || ents[0].Name != "a" || !ents[0].Dir || ents[1].Name != "b" || ents[1].Size != 5 {
		t.Fatalf("list: %+v, %v", ents, err)
	}
	if ents, _ := s.List(ctx, "a"); len(ents) != 1 || ents[0].Name != "a/x" {
		t.Errorf("list a: %+v", ents)
	}
	if e, err := s.Stat(ctx, "b"); err != nil || e.Size != 5 {
		t.Errorf("stat: %+v %v", e, err)
	}
	if err := s.Remove(ctx, "a"); err == nil {
		t.Error("delete of a directory succeeded")
	}
	if err := s.Remove(ctx, "nope"); !errors.Is(err, datadir.ErrNotFound) {
		t.Errorf("delete of a missing file: %v", err)
	}
	if n, err := s.Clean(ctx); n != 2 || err != nil {
		t.Errorf("clean: %d %v", n, err)
	}
}

// slowSyncs is a backend whose fsyncs take 5 ms, like a disk's, and are
// counted by kind. Used in a synctest bubble, where the 5 ms are on the
// bubble's clock.
type slowSyncs struct {
	fsio.Direct
	dirs, files atomic.Int64
}

func (b *slowSyncs) Sync(ctx context.Context, f *os.File) error {
	time.Sleep(5 * time.Millisecond) // the bubble's clock: see TestDirectoryFsyncsCoalesce
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		b.dirs.Add(1)
	} else {
		b.files.Add(1)
	}
	return b.Direct.Sync(ctx, f)
}

// TestDirectoryFsyncsCoalesce has 64 uploads to one directory at once:
// every file is fsynced, the directory far fewer times, and every file is
// there whole. It runs in a synctest bubble: the fsyncs' 5 ms pass only
// once every upload is blocked (the file IO before them takes no time on
// that clock), so the uploads reach the directory's fsync together
// however slowly a loaded machine runs them, where on the real clock
// uploads started late each found no fsync running and led their own.
func TestDirectoryFsyncsCoalesce(t *testing.T) {
	synctest.Test(t, testDirectoryFsyncsCoalesce)
}

func testDirectoryFsyncsCoalesce(t *testing.T) {
	io := &slowSyncs{}
	s, dir := newStoreOn(t, io, datadir.Options{Sync: datadir.SyncFile})
	var wg sync.WaitGroup
	for i := range 64 {
		wg.Go(func() {
			if err := put(t, s, fmt.Sprintf("d/f%02d", i), []byte{byte(i)}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	files, dirs := io.files.Load(), io.dirs.Load()
	t.Logf("64 uploads: %d file fsyncs, %d directory fsyncs", files, dirs)
	if files != 64 || dirs < 1 || dirs > 32 {
		t.Errorf("got %d file and %d directory fsyncs, want 64 and 1-32", files, dirs)
	}
	for i := range 64 {
		if b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("d/f%02d", i))); err != nil || len(b) != 1 || b[0] != byte(i) {
			t.Fatalf("d/f%02d: %v %v", i, b, err)
		}
	}
	// Nothing is tracked once the uploads are done, however many
	// directories they went to.
	for i := range 200 {
		put(t, s, fmt.Sprintf("many/d%03d/f", i), []byte("x"))
	}
	if n := datadir.TrackedDirs(s); n != 0 {
		t.Errorf("%d directories still tracked after the uploads ended", n)
	}
	// One upload alone still gets its own directory fsync.
	before := io.dirs.Load()
	put(t, s, "d/alone", []byte("x"))
	if io.dirs.Load() != before+1 {
		t.Errorf("a lone upload made %d directory fsyncs, want 1", io.dirs.Load()-before)
	}
}

// TestListPages pages through a directory: each page at most its limit,
// sorted, the pages in order, every name once, TempDir never.
func TestListPages(t *testing.T) {
	s, dir := newStore(t, datadir.Options{})
	for i := range 1000 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%04d", (i*7919)%1000)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var names []string
	after, pages := "", 0
	for {
		page, err := s.ListPage(context.Background(), "", after, 128)
		if err != nil {
			t.Fatal(err)
		}
		pages++
		if len(page.Entries) > 128 {
			t.Fatalf("a page of %d entries, limit 128", len(page.Entries))
		}
		for _, e := range page.Entries {
			names = append(names, e.Name)
		}
		if page.Next == "" {
			break
		}
		after = page.Next
	}
	if pages != 8 || len(names) != 1000 || !slices.IsSorted(names) || slices.Contains(names, datadir.TempDir) {
		t.Errorf("%d pages, %d names, sorted %v", pages, len(names), slices.IsSorted(names))
	}
}

// TestFirstUploadsToNewDirectory: an upload whose directory another upload
// makes between its failed rename and its own attempt to make it still
// succeeds. (It used to fail "no such file or directory": seen once in a
// bench-fs round of 60,000 uploads.)
func TestFirstUploadsToNewDirectory(t *testing.T) {
	for _, mode := range []string{datadir.SyncGroup, datadir.SyncFile} {
		t.Run(mode, func(t *testing.T) {
			s, dir := newStore(t, datadir.Options{Sync: mode})
			datadir.SetMissingDirHook(func(d string) {
				// Another upload makes the directory just now.
				if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
					t.Error(err)
				}
			})
			defer datadir.SetMissingDirHook(nil)
			if err := put(t, s, "new/sub/f", []byte("x")); err != nil {
				t.Fatalf("the upload lost the race for its directory: %v", err)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, "new/sub/f")); string(b) != "x" {
				t.Errorf("new/sub/f reads %q", b)
			}
		})
	}
}

// namedSyncs is a backend that records the paths it fsyncs.
type namedSyncs struct {
	fsio.Direct
	mu    sync.Mutex
	paths []string
}

func (b *namedSyncs) Sync(ctx context.Context, f *os.File) error {
	b.mu.Lock()
	b.paths = append(b.paths, f.Name())
	b.mu.Unlock()
	return b.Direct.Sync(ctx, f)
}

// TestNamesAreDurable: a delete is made durable before it returns, as an
// upload is (a syncfs with --sync group, an fsync of its directory with
// --sync file), and with --sync file an upload that makes directories
// fsyncs each one's parent, up to the data directory: a crash must not
// lose a directory between the data directory and a file answered as
// kept, nor bring back a file answered as deleted.
func TestNamesAreDurable(t *testing.T) {
	s, _ := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	if err := put(t, s, "a/f", []byte("x")); err != nil {
		t.Fatal(err)
	}
	before := s.Syncs()
	if err := s.Remove(context.Background(), "a/f"); err != nil {
		t.Fatal(err)
	}
	if s.Syncs() == before {
		t.Error("--sync group: a delete returned before any syncfs")
	}

	io := &namedSyncs{}
	fs, dir := newStoreOn(t, io, datadir.Options{Sync: datadir.SyncFile})
	if err := put(t, fs, "x/y/z/f", []byte("x")); err != nil {
		t.Fatal(err)
	}
	synced := map[string]bool{}
	for _, p := range io.paths {
		synced[p] = true
	}
	for _, d := range []string{"x/y/z", "x/y", "x", "."} {
		if !synced[filepath.Join(dir, d)] {
			t.Errorf("--sync file: after an upload that made x/y/z, %s was not fsynced (fsynced: %v)", d, io.paths)
		}
	}
	io.paths = nil
	if err := fs.Remove(context.Background(), "x/y/z/f"); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(io.paths, filepath.Join(dir, "x/y/z")) {
		t.Errorf("--sync file: a delete fsynced %v, not its directory", io.paths)
	}
}
