package datadir_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsio"
)

func inode(t *testing.T, path string) uint64 {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Sys().(*syscall.Stat_t).Ino
}

func needSpares(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("spare files need Linux (renameat2, leases)")
	}
}

// TestSpareIsReused: the file an upload replaces is what a later upload
// writes into, and the later upload's content is whole.
func TestSpareIsReused(t *testing.T) {
	needSpares(t)
	s, dir := newStore(t, datadir.Options{})
	put(t, s, "x", bytes.Repeat([]byte("a"), 5000))
	first := inode(t, filepath.Join(dir, "x"))
	put(t, s, "x", bytes.Repeat([]byte("b"), 3000)) // the 5000 bytes of a become a spare
	put(t, s, "y", bytes.Repeat([]byte("c"), 7000)) // written into it
	if s.Reused() != 1 {
		t.Fatalf("Reused() = %d, want 1", s.Reused())
	}
	if got := inode(t, filepath.Join(dir, "y")); got != first {
		t.Errorf("y has inode %d, want the replaced x's %d", got, first)
	}
	for name, want := range map[string][]byte{"x": bytes.Repeat([]byte("b"), 3000), "y": bytes.Repeat([]byte("c"), 7000)} {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(b, want) {
			t.Errorf("%s reads %d bytes %.10q…, want %d of %q", name, len(b), b, len(want), want[:1])
		}
	}
}

// TestSpareOpenByReaderIsKept: a download that has the replaced file open
// goes on reading it whole, however many uploads follow: a spare someone
// has open is never written into.
func TestSpareOpenByReaderIsKept(t *testing.T) {
	needSpares(t)
	s, dir := newStore(t, datadir.Options{})
	ctx := context.Background()
	old := bytes.Repeat([]byte("o"), 4096)
	put(t, s, "x", old)
	d, err := s.OpenFile(ctx, "x") // a download in progress
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	other, err := os.Open(filepath.Join(dir, "x")) // and another reader
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	put(t, s, "x", bytes.Repeat([]byte("n"), 4096))
	for range 5 {
		put(t, s, "y", bytes.Repeat([]byte("z"), 4096))
	}
	if s.Reused() > 4 {
		t.Fatalf("Reused() = %d: the open file was taken too", s.Reused())
	}
	b, err := io.ReadAll(other)
	if err != nil || !bytes.Equal(b, old) {
		t.Fatalf("the reader of the replaced file got %.10q… (%d bytes, %v), want its old content", b, len(b), err)
	}
	buf := fsio.Direct{}.NewBuffer(4096)
	if n, err := d.ReadAt(ctx, buf, 4096, 0); err != nil || n != 4096 || !bytes.Equal(buf.Bytes(), old) {
		t.Fatalf("the download of the replaced file read %.10q… (%d bytes, %v), want its old content", buf.Bytes(), n, err)
	}
}

// TestSpareHardLinkIsNotReused: a replaced file with another name keeps
// its content.
func TestSpareHardLinkIsNotReused(t *testing.T) {
	needSpares(t)
	s, dir := newStore(t, datadir.Options{})
	put(t, s, "x", []byte("kept"))
	if err := os.Link(filepath.Join(dir, "x"), filepath.Join(dir, "x2")); err != nil {
		t.Fatal(err)
	}
	put(t, s, "x", []byte("new"))
	put(t, s, "y", []byte("other"))
	if b, _ := os.ReadFile(filepath.Join(dir, "x2")); string(b) != "kept" {
		t.Errorf("the hard link reads %q, want \"kept\"", b)
	}
	if s.Reused() != 0 {
		t.Errorf("Reused() = %d, want 0", s.Reused())
	}
}

// TestUploadOverDirectory: an upload whose name is a directory is refused
// and the directory keeps its files, as rename(2) refuses.
func TestUploadOverDirectory(t *testing.T) {
	for _, mode := range []string{datadir.SyncGroup, datadir.SyncFile} {
		t.Run(mode, func(t *testing.T) {
			s, dir := newStore(t, datadir.Options{Sync: mode})
			put(t, s, "d/inner", []byte("in"))
			err := put(t, s, "d", []byte("file"))
			if err == nil {
				t.Fatal("an upload over a directory succeeded")
			}
			if !errors.Is(err, datadir.ErrNotFile) || strings.Contains(err.Error(), datadir.TempDir) {
				t.Errorf("error %q, want ErrNotFile, without the temporary file's name", err)
			}
			// A path through a file: the same error.
			if err := put(t, s, "d/inner/x", []byte("x")); !errors.Is(err, datadir.ErrNotFile) || strings.Contains(err.Error(), datadir.TempDir) {
				t.Errorf("upload under a file: %v, want ErrNotFile, without the temporary file's name", err)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, "d/inner")); string(b) != "in" {
				t.Errorf("d/inner reads %q after the refused upload", b)
			}
			if ents, _ := os.ReadDir(filepath.Join(dir, datadir.TempDir)); len(ents) != 0 {
				t.Errorf("%d files left in %s", len(ents), datadir.TempDir)
			}
		})
	}
}

// TestUploadOverSymlink: an upload over a symbolic link replaces the link
// itself, as rename(2) does, and the file it pointed to is untouched.
func TestUploadOverSymlink(t *testing.T) {
	s, dir := newStore(t, datadir.Options{})
	put(t, s, "target", []byte("target"))
	if err := os.Symlink("target", filepath.Join(dir, "l")); err != nil {
		t.Fatal(err)
	}
	if err := put(t, s, "l", []byte("upload")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(filepath.Join(dir, "l")); !fi.Mode().IsRegular() {
		t.Errorf("l is %v after the upload, want a regular file", fi.Mode())
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "target")); string(b) != "target" {
		t.Errorf("the link's target reads %q", b)
	}
	put(t, s, "z", []byte("zz")) // the link, now a spare, is not one
	if b, _ := os.ReadFile(filepath.Join(dir, "z")); string(b) != "zz" {
		t.Errorf("z reads %q", b)
	}
}

// TestGroupSyncCoalesces: 64 concurrent uploads share syncfs calls, two
// rounds each at most, and every file is there whole.
func TestGroupSyncCoalesces(t *testing.T) {
	s, dir := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	done := make(chan error)
	for i := range 64 {
		go func() { done <- put(t, s, "g/"+string(rune('A'+i)), bytes.Repeat([]byte{byte(i)}, 1000)) }()
	}
	for range 64 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	n := s.Syncs()
	t.Logf("64 uploads: %d syncfs calls", n)
	if n < 2 || n > 100 {
		t.Errorf("%d syncfs calls for 64 uploads, want 2-100", n)
	}
	for i := range 64 {
		if b, _ := os.ReadFile(filepath.Join(dir, "g", string(rune('A'+i)))); !bytes.Equal(b, bytes.Repeat([]byte{byte(i)}, 1000)) {
			t.Fatalf("g/%c is not whole", 'A'+i)
		}
	}
}

// TestSparesClosedWithStore: the spares' descriptors are bounded and
// closed with the store.
func TestSparesClosedWithStore(t *testing.T) {
	needSpares(t)
	fds := func() int {
		ents, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Skip("no /proc/self/fd")
		}
		return len(ents)
	}
	before := fds()
	dir := filepath.Join(t.TempDir(), "data")
	s, err := datadir.Open(dir, fsio.Direct{}, datadir.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 600 { // 300 names twice: 300 replaced files
		put(t, s, "f"+string(rune('A'+i%300)), []byte("x"))
	}
	if held := fds() - before; held > 256+8 {
		t.Errorf("%d descriptors held with 300 replaced files, want at most 256 spares and the store's few", held)
	}
	s.Close()
	if after := fds(); after != before {
		t.Errorf("%d descriptors open after Close, %d before Open", after, before)
	}
}

// TestSparesNoTornReads: uploads replacing a few names over and over (so
// that every upload but the first few writes into a spare) while readers
// download them: every download reads one upload's content whole, never
// a mix of two, whichever file it opened.
func TestSparesNoTornReads(t *testing.T) {
	s, _ := newStore(t, datadir.Options{})
	ctx := context.Background()
	names := []string{"a", "b", "c", "d"}
	const size = 32 << 10
	for _, n := range names {
		put(t, s, n, bytes.Repeat([]byte{'0'}, size))
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				b := byte('A' + (w*7+i)%26)
				if err := put(t, s, names[i%len(names)], bytes.Repeat([]byte{b}, size)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	var reads atomic.Int64
	for r := range 4 {
		wg.Go(func() {
			buf := fsio.Direct{}.NewBuffer(size)
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				d, err := s.OpenFile(ctx, names[(r+i)%len(names)])
				if err != nil {
					t.Error(err)
					return
				}
				// Read in two halves with a pause between, so that
				// uploads run while the file is open.
				n1, err1 := d.ReadAt(ctx, buf, size/2, 0)
				runtime.Gosched()
				half := append([]byte(nil), buf.Bytes()[:n1]...)
				n2, err2 := d.ReadAt(ctx, buf, size/2, size/2)
				d.Close()
				if err1 != nil || err2 != nil || n1+n2 != size {
					t.Errorf("read %d+%d bytes: %v %v", n1, n2, err1, err2)
					return
				}
				whole := append(half, buf.Bytes()[:n2]...)
				if !bytes.Equal(whole, bytes.Repeat(whole[:1], size)) {
					t.Errorf("a download read a mix: %q…%q", whole[:4], whole[size-4:])
					return
				}
				reads.Add(1)
			}
		})
	}
	// Until enough has run, not for a time: on a loaded machine 1.5 s saw
	// few uploads, and none into a spare. (The deadline only bounds a run
	// that cannot get there; what it got is then checked as before.)
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline) && !t.Failed(); time.Sleep(10 * time.Millisecond) {
		if reads.Load() >= 5000 && (runtime.GOOS != "linux" || s.Reused() >= 300) {
			break
		}
	}
	close(stop)
	wg.Wait()
	t.Logf("%d whole downloads; %d uploads written into spares", reads.Load(), s.Reused())
	if runtime.GOOS == "linux" && s.Reused() == 0 {
		t.Error("no upload was written into a spare: the test did not test them")
	}
}

// countingDo is a real backend that counts its metadata calls.
type countingDo struct {
	fsio.Backend
	calls atomic.Int64
}

func (c *countingDo) Do(ctx context.Context, call func() error) error {
	c.calls.Add(1)
	return c.Backend.Do(ctx, call)
}

// TestCacheFirstOpens: with CacheFirst, a download of a file whose path is
// in the dentry cache opens without a call on the backend; without it,
// every open is one. Errors are the same either way.
func TestCacheFirstOpens(t *testing.T) {
	for _, on := range []bool{true, false} {
		be := &countingDo{Backend: fsio.NewGoPool(fsio.Config{Threads: 2})}
		dir := filepath.Join(t.TempDir(), "data")
		s, err := datadir.Open(dir, be, datadir.Options{CacheFirst: on})
		if err != nil {
			t.Fatal(err)
		}
		if err := put(t, s, "d/f", []byte("body")); err != nil {
			t.Fatal(err)
		}
		os.Mkdir(filepath.Join(dir, "sub"), 0o755)
		before := be.calls.Load()
		d, err := s.OpenFile(context.Background(), "d/f")
		if err != nil {
			t.Fatal(err)
		}
		if d.Size != 4 {
			t.Errorf("size %d, want 4", d.Size)
		}
		d.Close()
		calls := be.calls.Load() - before
		if on && (calls != 0 || s.CachedOpens() != 1) {
			t.Errorf("CacheFirst: the open of a cached path made %d backend calls (want 0), %d cached opens (want 1)", calls, s.CachedOpens())
		}
		if !on && (calls != 1 || s.CachedOpens() != 0) {
			t.Errorf("without CacheFirst: %d backend calls (want 1), %d cached opens (want 0)", calls, s.CachedOpens())
		}
		if _, err := s.OpenFile(context.Background(), "d/none"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("CacheFirst %v: open of a missing file: %v, want not exist", on, err)
		}
		if _, err := s.OpenFile(context.Background(), "sub"); !errors.Is(err, datadir.ErrNotFile) || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("CacheFirst %v: open of a directory: %v, want not a regular file", on, err)
		}
		if _, err := s.OpenFile(context.Background(), "d/f/x"); !errors.Is(err, datadir.ErrNotFile) {
			t.Errorf("CacheFirst %v: open through a file: %v, want ErrNotFile", on, err)
		}
		s.Close()
		be.Close()
	}
}

// TestOpenRacingASpare: a download whose file became a spare while it was
// being opened opens its name again. (The race it stands for is in the
// kernel: an open that looked the name up before an upload exchanged the
// file away, and reached the file after another upload had taken its
// lease to write into it as a spare, would wait for that upload and read
// another name's content. The hook stands in for that window.) A spare
// made of another name costs only a check.
//
// Both ways of opening a download are tried: on the caller's goroutine
// (CacheFirst, a bare descriptor whose identity is its raw fstat's) and
// on the backend (an *os.File and its FileInfo).
func TestOpenRacingASpare(t *testing.T) {
	needSpares(t)
	for _, cacheFirst := range []bool{false, true} {
		t.Run(fmt.Sprintf("cache-first=%v", cacheFirst), func(t *testing.T) { testOpenRacingASpare(t, cacheFirst) })
	}
}

func testOpenRacingASpare(t *testing.T, cacheFirst bool) {
	s, _ := newStore(t, datadir.Options{CacheFirst: cacheFirst})
	ctx := context.Background()
	put(t, s, "a", []byte("old a"))
	put(t, s, "b", []byte("old b"))
	opens := 0
	datadir.SetOpenedHook(func(name string) {
		if opens++; opens == 1 {
			// While "a" is being opened, an upload replaces it: the file
			// opened becomes a spare.
			if err := put(t, s, name, []byte("new "+name)); err != nil {
				t.Error(err)
			}
		}
	})
	defer datadir.SetOpenedHook(nil)
	read := func(name string) string {
		d, err := s.OpenFile(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		buf := fsio.Direct{}.NewBuffer(16)
		n, _ := d.ReadAt(ctx, buf, 16, 0)
		return string(buf.Bytes()[:n])
	}
	if got := read("a"); got != "new a" || opens != 2 {
		t.Errorf("a download racing its file's retirement read %q after %d opens, want \"new a\" after 2", got, opens)
	}
	opens = 0
	datadir.SetOpenedHook(func(string) {
		if opens++; opens == 1 {
			put(t, s, "a", []byte("newer a")) // another name's file retires
		}
	})
	if got := read("b"); got != "old b" || opens != 1 {
		t.Errorf("a download of b while a's file retired read %q after %d opens, want \"old b\" after 1", got, opens)
	}
}

// TestCachedDownloadFile: a download opened on the caller's goroutine holds
// a bare descriptor (beneath.Opened), and every way of reading it gives the
// file's bytes: SendTo into a writer that takes no file (Read, from the
// descriptor's offset, after seeks both ways), ReadAt through the backend
// (which makes it an *os.File), both on one download. Downloads opened
// either way and closed either way leave no descriptor behind.
func TestCachedDownloadFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("cached opens need Linux (openat2)")
	}
	be := fsio.NewGoPool(fsio.Config{Threads: 2, CacheFirst: true})
	defer be.Close()
	s, err := datadir.Open(filepath.Join(t.TempDir(), "data"), be, datadir.Options{CacheFirst: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	body := make([]byte, 1_300_000)
	for i := range body {
		body[i] = byte(i * 7)
	}
	if err := put(t, s, "d/f", body); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	fds := func() int {
		ents, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Skip("no /proc/self/fd")
		}
		return len(ents)
	}
	before, cachedBefore := fds(), s.CachedOpens()
	for i := range 50 {
		d, err := s.OpenFile(ctx, "d/f")
		if err != nil {
			t.Fatal(err)
		}
		if d.Size != int64(len(body)) || d.ModTime.IsZero() {
			t.Fatalf("size %d, time %v", d.Size, d.ModTime)
		}
		for _, r := range [][2]int64{{1000, 5000}, {0, 1_300_000}, {1_299_999, 1}, {70_000, 0}} {
			var got bytes.Buffer // its ReadFrom takes no file: SendTo's Read
			n, sent, err := d.SendTo(&got, r[0], r[1])
			if !sent || err != nil || n != r[1] || !bytes.Equal(got.Bytes(), body[r[0]:r[0]+r[1]]) {
				t.Fatalf("SendTo(%d, %d): sent %v, %d bytes, %v, equal %v", r[0], r[1], sent, n, err, bytes.Equal(got.Bytes(), body[r[0]:r[0]+r[1]]))
			}
		}
		if i%2 == 0 { // half the downloads also read through the backend
			buf := be.NewBuffer(4096)
			n, err := d.ReadAt(ctx, buf, 4096, 123_456)
			if err != nil || n != 4096 || !bytes.Equal(buf.Bytes()[:n], body[123_456:123_456+4096]) {
				t.Fatalf("ReadAt: %d, %v", n, err)
			}
			buf.Free()
		}
		if err := d.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if s.CachedOpens() == cachedBefore {
		t.Fatal("no download was opened on the caller's goroutine")
	}
	if after := fds(); after != before {
		t.Errorf("%d descriptors open before 50 downloads, %d after", before, after)
	}
}

// TestSentPagesKeepTheirContent: a download sent by sendfile(2) is the
// upload it opened, whole, even when the file is replaced and written over
// as a spare before the client reads a byte. sendfile queues the file's
// page-cache pages on the socket, and on loopback they sit in the
// receiver's queue until the client reads them, long after the download
// closed the file; an upload that rewrote those pages in place (the lease
// is granted once nothing has the file open) changed what the client then
// read: here the whole body came out as the later upload's. A spare is
// truncated to nothing before it is written (spares.go), which takes its
// pages out of the page cache without touching them: when it is retired,
// or, when a reader had it open then, when an upload takes it.
func TestSentPagesKeepTheirContent(t *testing.T) {
	needSpares(t)
	for _, readerAtRetire := range []bool{false, true} {
		t.Run(fmt.Sprintf("reader-at-retire=%v", readerAtRetire), func(t *testing.T) {
			testSentPagesKeepTheirContent(t, readerAtRetire)
		})
	}
}

func testSentPagesKeepTheirContent(t *testing.T, readerAtRetire bool) {
	s, dir := newStore(t, datadir.Options{})
	ctx := context.Background()
	const size = 48 << 10 // fits the socket buffers: sendfile returns with all of it queued
	sent := bytes.Repeat([]byte("s"), size)
	put(t, s, "x", sent)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	client, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	server, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close()

	d, err := s.OpenFile(ctx, "x")
	if err != nil {
		t.Fatal(err)
	}
	n, ok, err := d.SendTo(server.(*net.TCPConn), 0, size)
	d.Close()
	if !ok || n != size || err != nil {
		t.Fatalf("SendTo: sent %v, %d bytes, %v; want all %d sent", ok, n, err, size)
	}
	// The client has read nothing. The file sent is replaced (a spare
	// now; with another reader of it then, it cannot be emptied yet), and
	// the next upload of its size is written into it.
	var reader *os.File
	if readerAtRetire {
		if reader, err = os.Open(filepath.Join(dir, "x")); err != nil {
			t.Fatal(err)
		}
	}
	put(t, s, "x", bytes.Repeat([]byte("n"), size))
	spares, _ := os.ReadDir(filepath.Join(dir, datadir.TempDir))
	want := int64(0) // emptied when retired
	if readerAtRetire {
		want = size // kept whole for its reader
		reader.Close()
	}
	if len(spares) != 1 {
		t.Fatalf("%d files in %s, want the spare", len(spares), datadir.TempDir)
	}
	if fi, err := spares[0].Info(); err != nil || fi.Size() != want {
		t.Fatalf("the spare holds %d bytes (%v), want %d", fi.Size(), err, want)
	}
	put(t, s, "y", bytes.Repeat([]byte("w"), size))
	if s.Reused() != 1 {
		t.Fatalf("Reused() = %d, want 1: the sent file was not written over", s.Reused())
	}
	got := make([]byte, size)
	client.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.ReadFull(client, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, sent) {
		i := bytes.IndexFunc(got, func(r rune) bool { return r != 's' })
		t.Fatalf("the client read %q at byte %d of the download: not the upload it opened", got[i:i+1], i)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "y")); err != nil || !bytes.Equal(b, bytes.Repeat([]byte("w"), size)) {
		t.Fatalf("y reads %d bytes (%v), want its upload", len(b), err)
	}
}

// TestUnsentSpareIsWrittenInPlace: a spare no download sent by sendfile is
// not emptied (only sent pages can sit on a socket): the upload writes over
// its blocks and pages, and reads whole; one that was sent is emptied
// (TestSentPagesKeepTheirContent).
func TestUnsentSpareIsWrittenInPlace(t *testing.T) {
	needSpares(t)
	s, dir := newStore(t, datadir.Options{})
	ctx := context.Background()
	const size = 20 << 10
	put(t, s, "x", bytes.Repeat([]byte("a"), size))
	d, err := s.OpenFile(ctx, "x") // read through a buffer, not sent
	if err != nil {
		t.Fatal(err)
	}
	buf := fsio.Direct{}.NewBuffer(size)
	if n, err := d.ReadAt(ctx, buf, size, 0); n != size || err != nil {
		t.Fatalf("ReadAt: %d, %v", n, err)
	}
	d.Close()
	put(t, s, "x", bytes.Repeat([]byte("b"), size))
	spares, _ := os.ReadDir(filepath.Join(dir, datadir.TempDir))
	if len(spares) != 1 {
		t.Fatalf("%d files in %s, want the spare", len(spares), datadir.TempDir)
	}
	if fi, err := spares[0].Info(); err != nil || fi.Size() != size {
		t.Fatalf("the spare holds %d bytes (%v), want its %d: emptied though never sent", fi.Size(), err, size)
	}
	put(t, s, "y", bytes.Repeat([]byte("c"), size/2))
	if s.Reused() != 1 {
		t.Fatalf("Reused() = %d, want 1", s.Reused())
	}
	if b, err := os.ReadFile(filepath.Join(dir, "y")); err != nil || !bytes.Equal(b, bytes.Repeat([]byte("c"), size/2)) {
		t.Fatalf("y reads %d bytes %.4q… (%v), want its upload", len(b), b, err)
	}
}
