package datadir_test

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsio"
)

// names lists dir's entries (none for a missing dir).
func names(dir string) []string {
	ents, _ := os.ReadDir(dir)
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

// half starts an upload of 2n bytes to name and writes n of them.
func half(t *testing.T, s *datadir.Store, name string, n int, b byte) *datadir.Upload {
	t.Helper()
	ctx := context.Background()
	u, err := s.Create(ctx, name, int64(2*n))
	if err != nil {
		t.Fatal(err)
	}
	buf := fsio.Direct{}.NewBuffer(n)
	copy(buf.Bytes(), bytes.Repeat([]byte{b}, n))
	if err := u.Write(ctx, buf, n); err != nil {
		t.Fatal(err)
	}
	return u
}

// rest writes the second half of half's upload and commits it.
func rest(t *testing.T, u *datadir.Upload, n int, b byte) error {
	t.Helper()
	ctx := context.Background()
	buf := fsio.Direct{}.NewBuffer(n)
	copy(buf.Bytes(), bytes.Repeat([]byte{b}, n))
	if err := u.Write(ctx, buf, n); err != nil {
		t.Fatal(err)
	}
	return u.Commit(ctx)
}

// TestCreatesHaveNoName: with SyncGroup an upload to a new name in an
// existing directory is a file without a name until it is committed: no
// entry in TempDir or in its directory while it is written, none left
// when it is dropped, and its name with the whole content once committed.
// Over a name that exists (a file too large to become a spare) it
// replaces it as a named upload does.
func TestCreatesHaveNoName(t *testing.T) {
	s, dir := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	tmp := filepath.Join(dir, datadir.TempDir)
	if err := put(t, s, "d/first", []byte("1")); err != nil { // makes d
		t.Fatal(err)
	}
	u := half(t, s, "d/new", 4096, 'a')
	if got := names(tmp); len(got) != 0 {
		t.Fatalf("mid-upload TempDir lists %v (want nothing: O_TMPFILE)", got)
	}
	if got := names(filepath.Join(dir, "d")); len(got) != 1 {
		t.Fatalf("mid-upload d/ lists %v, want only first", got)
	}
	if err := rest(t, u, 4096, 'b'); err != nil {
		t.Fatal(err)
	}
	want := append(bytes.Repeat([]byte("a"), 4096), bytes.Repeat([]byte("b"), 4096)...)
	if got, _ := os.ReadFile(filepath.Join(dir, "d/new")); !bytes.Equal(got, want) {
		t.Errorf("d/new reads %d bytes, want the 8192 uploaded", len(got))
	}

	// Dropped, or committed short: nothing anywhere.
	half(t, s, "d/dropped", 10, 'x').Abort()
	u = half(t, s, "d/short", 10, 'x')
	if err := u.Commit(context.Background()); err == nil {
		t.Error("a short upload committed")
	}
	if got := names(filepath.Join(dir, "d")); len(got) != 2 {
		t.Errorf("d/ lists %v after a dropped and a short upload, want first and new", got)
	}

	// Over an existing file of 2 MiB (no spare): replaced whole.
	big := bytes.Repeat([]byte("o"), 2<<20)
	if err := put(t, s, "d/big", big); err != nil {
		t.Fatal(err)
	}
	u = half(t, s, "d/big", 1<<20, 'n')
	if got, _ := os.ReadFile(filepath.Join(dir, "d/big")); !bytes.Equal(got, big) {
		t.Fatal("mid-upload d/big does not read the old file")
	}
	if err := rest(t, u, 1<<20, 'n'); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "d/big")); !bytes.Equal(got, bytes.Repeat([]byte("n"), 2<<20)) {
		t.Error("d/big does not read the new upload")
	}
	if got := names(tmp); len(got) != 0 {
		t.Errorf("TempDir lists %v after the uploads", got)
	}
}

// TestCreateWhoseDirectoryGoes: the directory of an anonymous upload is
// removed while it is written (nothing in it keeps rmdir out); the commit
// makes it again.
func TestCreateWhoseDirectoryGoes(t *testing.T) {
	s, dir := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	os.Mkdir(filepath.Join(dir, "e"), 0o755)
	u := half(t, s, "e/x", 100, 'x')
	if err := os.Remove(filepath.Join(dir, "e")); err != nil {
		t.Fatalf("the upload's directory is not empty: %v", err)
	}
	if err := rest(t, u, 100, 'y'); err != nil {
		t.Fatalf("commit after its directory went: %v", err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "e/x")); len(got) != 200 {
		t.Errorf("e/x reads %d bytes", len(got))
	}
}

// TestCreateOnlyIfNew: If-None-Match: * (a Check refusing any file) on an
// anonymous upload: a name that appears while it is written is kept, and
// the refused upload leaves nothing.
func TestCreateOnlyIfNew(t *testing.T) {
	s, dir := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	os.Mkdir(filepath.Join(dir, "f"), 0o755)
	errTaken := errors.New("taken")
	u := half(t, s, "f/x", 100, 'x')
	u.Check = func(_ fs.FileInfo, ok bool) error {
		if ok {
			return errTaken
		}
		return nil
	}
	os.WriteFile(filepath.Join(dir, "f/x"), []byte("theirs"), 0o644)
	if err := rest(t, u, 100, 'y'); !errors.Is(err, errTaken) {
		t.Errorf("commit over a name made meanwhile: %v, want the check's error", err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "f/x")); string(got) != "theirs" {
		t.Errorf("f/x reads %q", got)
	}
	if got := names(filepath.Join(dir, datadir.TempDir)); len(got) != 0 {
		t.Errorf("TempDir lists %v", got)
	}
}

// TestCreateOnlyIfNewRace: a name made between the check and the link (by
// another writer, just after the check passed) is not replaced: the link
// fails and the check, made again, refuses.
func TestCreateOnlyIfNewRace(t *testing.T) {
	s, dir := newStore(t, datadir.Options{Sync: datadir.SyncGroup})
	os.Mkdir(filepath.Join(dir, "g"), 0o755)
	errTaken := errors.New("taken")
	u := half(t, s, "g/y", 100, 'x')
	checks := 0
	u.Check = func(_ fs.FileInfo, ok bool) error {
		checks++
		if ok {
			return errTaken
		}
		// Passed; another writer takes the name at once.
		os.WriteFile(filepath.Join(dir, "g/y"), []byte("theirs"), 0o644)
		return nil
	}
	if err := rest(t, u, 100, 'y'); !errors.Is(err, errTaken) {
		t.Errorf("commit over a name made after the check: %v, want the check's error (%d checks)", err, checks)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "g/y")); string(got) != "theirs" {
		t.Errorf("g/y reads %q: the upload replaced a file made after its check", got)
	}
	if got := names(filepath.Join(dir, datadir.TempDir)); len(got) != 0 {
		t.Errorf("TempDir lists %v", got)
	}
}

// TestTypeGoesWithTheFile: a media type is the file's: kept by the file
// it was uploaded with, gone from a spare that an upload without one
// writes into.
func TestTypeGoesWithTheFile(t *testing.T) {
	needSpares(t)
	s, _ := newStore(t, datadir.Options{})
	ctx := context.Background()
	upload := func(typ string) {
		t.Helper()
		u, err := s.Create(ctx, "x.bin", 3)
		if err != nil {
			t.Fatal(err)
		}
		u.Type = typ
		buf := fsio.Direct{}.NewBuffer(3)
		copy(buf.Bytes(), "abc")
		if err := u.Write(ctx, buf, 3); err != nil {
			t.Fatal(err)
		}
		if err := u.Commit(ctx); err != nil {
			t.Fatal(err)
		}
	}
	typeOf := func() string {
		t.Helper()
		d, err := s.OpenFile(ctx, "x.bin")
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		return d.Type()
	}
	upload("text/markdown") // A, typed
	if got := typeOf(); got != "text/markdown" {
		t.Fatalf("type %q after a typed upload", got)
	}
	before := s.Reused()
	upload("") // B; A becomes a spare
	upload("") // into the spare A: its type must go
	if s.Reused() == before {
		t.Fatal("no spare was reused: the case is not tested")
	}
	if got := typeOf(); got != "" {
		t.Errorf("an upload without a type into a typed spare reads as %q", got)
	}
}

// TestConditionalUploadsDoNotLoseUpdates: two uploads over one name, each
// taking it only if it still has the content both began from (HTTP's
// If-Match), committed at the same time: exactly one wins, and the other
// is refused by its check, on every backend path (a named upload over a
// file, an anonymous one over a name). Before the name's changes were
// serialized, both checks passed before either rename and both uploads
// succeeded, the second overwriting the first.
func TestConditionalUploadsDoNotLoseUpdates(t *testing.T) {
	for _, mode := range []string{datadir.SyncGroup, datadir.SyncFile} {
		t.Run(mode, func(t *testing.T) {
			s, dir := newStore(t, datadir.Options{Sync: mode})
			if err := put(t, s, "d/x", []byte("v0")); err != nil {
				t.Fatal(err)
			}
			errChanged := errors.New("changed since the check's version")
			// Each passing check waits until the other upload has passed
			// as many, or waits for the name's lock (which this one then
			// holds): without the lock both pass every check before
			// either renames (an anonymous upload over a name is checked
			// twice, before its link and before its rename); with it the
			// second waits for the first's rename. The state, not a time:
			// a check that waited 300 ms let a regression pass on a
			// machine too loaded to bring the other upload to its check
			// in time. (The minute only bounds a run whose other upload
			// failed before its check, which its error then reports.)
			var passedA, passedB, waiting atomic.Int32
			datadir.SetNameWaitHook(func(name string, w bool) {
				if w {
					waiting.Add(1)
				} else {
					waiting.Add(-1)
				}
			})
			t.Cleanup(func() { datadir.SetNameWaitHook(nil) })
			ifStill := func(me, other *atomic.Int32) func(fs.FileInfo, bool) error {
				return func(cur fs.FileInfo, ok bool) error {
					if !ok || cur.Size() != 2 {
						return errChanged
					}
					n := me.Add(1)
					for deadline := time.Now().Add(time.Minute); other.Load() < n && waiting.Load() == 0 && time.Now().Before(deadline); {
						time.Sleep(time.Millisecond) // a poll interval
					}
					return nil
				}
			}
			a := half(t, s, "d/x", 50, 'a')
			b := half(t, s, "d/x", 50, 'b')
			a.Check, b.Check = ifStill(&passedA, &passedB), ifStill(&passedB, &passedA)
			errs := make(chan error, 2)
			for _, u := range []struct {
				u *datadir.Upload
				c byte
			}{{a, 'a'}, {b, 'b'}} {
				go func() { errs <- rest(t, u.u, 50, u.c) }()
			}
			won := 0
			for range 2 {
				switch err := <-errs; {
				case err == nil:
					won++
				case !errors.Is(err, errChanged):
					t.Errorf("commit: %v", err)
				}
			}
			if won != 1 {
				got, _ := os.ReadFile(filepath.Join(dir, "d/x"))
				t.Errorf("%d conditional uploads of 2 succeeded over one version (d/x holds %.1q…); want 1", won, got)
			}
		})
	}
}
