package compiler

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// of is Of under a context that does not end; the test fails on an error.
func of(t *testing.T, programs, operands []string, lookPath func(string) (string, error)) Fingerprint {
	t.Helper()
	fp, err := Of(context.Background(), Command{Programs: programs, Operands: operands, LookPath: lookPath})
	if err != nil {
		t.Fatal(err)
	}
	return fp
}

func TestOfKnowsTheContent(t *testing.T) {
	dir := t.TempDir()
	cc := filepath.Join(dir, "cc")
	script := filepath.Join(dir, "wrap.sh")
	write := func(path, text string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(cc, "#!/bin/sh\ncat \"$@\"\n")
	write(script, "cc \"$1\"\n")
	look := func(name string) (string, error) {
		if name == "cc" {
			return cc, nil
		}
		return "", errors.New("not found")
	}
	fifo := filepath.Join(dir, "fifo")
	if err := unix.Mkfifo(fifo, 0o755); err != nil {
		t.Fatal(err)
	}
	// A FIFO, a directory, a device, a kernel file that blocks a reader,
	// a file that is not there: none is read, and none blocks.
	km := filepath.Join(dir, "km")
	if err := os.Symlink("/proc/kmsg", km); err != nil {
		t.Fatal(err)
	}
	operands := []string{script, filepath.Join(dir, "no-such-file"), dir, "/dev/null", fifo, "/proc/kmsg", km}
	was := of(t, []string{"cc", "nocc"}, operands, look)
	names := []string{}
	for _, f := range was {
		names = append(names, f.Name)
	}
	if want := []string{script, "cc", "nocc"}; !slices.Equal(names, want) {
		t.Fatalf("files %q, want %q (no directory, device or missing file)", names, want)
	}
	if !strings.HasPrefix(was[1].Content, "sha256:") || was[1].Path != cc || was[2].Error == "" {
		t.Fatalf("fingerprint %+v", was)
	}
	if f := of(t, []string{fifo}, nil, look); f[0].Error != "not a regular file" {
		t.Fatalf("a FIFO as the program: %+v", f)
	}
	if again := of(t, []string{"cc", "nocc"}, operands, look); again.Digest() != was.Digest() || len(Changed(was, again)) != 0 {
		t.Fatalf("the same files fingerprint differently: %v", Changed(was, again))
	}
	write(script, "cc -O2 \"$1\"\n")
	now := of(t, []string{"cc", "nocc"}, operands, look)
	if now.Digest() == was.Digest() {
		t.Fatal("an edited script keeps its digest")
	}
	if got := Changed(was, now); !slices.Equal(got, []string{script + " differs"}) {
		t.Fatalf("Changed = %q", got)
	}
	if got := Changed(was[:2], now); !slices.Equal(got, []string{script + " differs", "nocc is new"}) {
		t.Fatalf("Changed = %q", got)
	}
	if got := Changed(was, now[1:2]); !slices.Equal(got, []string{script + " is gone", "nocc is gone"}) {
		t.Fatalf("Changed = %q", got)
	}
	if Fingerprint(nil).Digest() != "" {
		t.Fatal("no fingerprint has a digest")
	}
	// The same script checked out in two directories is one compiler.
	other := filepath.Join(t.TempDir(), "wrap.sh")
	b, _ := os.ReadFile(script)
	write(other, string(b))
	if a, b := of(t, nil, []string{script}, look), of(t, nil, []string{other}, look); a.Digest() != b.Digest() {
		t.Errorf("one script in two directories: digests %s and %s", a.Digest(), b.Digest())
	}
}

// TestMovedIsNotChanged (issue 57.2): the same script recorded as ./cc.sh
// in x/ and checked from y/ is one compiler, not "y/cc.sh is new, x/cc.sh
// is gone"; a script of other content there is still new, and one gone.
func TestMovedIsNotChanged(t *testing.T) {
	was := Fingerprint{{Name: "/x/cc.sh", Path: "/x/cc.sh", Content: "sha256:aa"}, {Name: "gcc", Content: "sha256:cc"}}
	now := Fingerprint{{Name: "/y/cc.sh", Path: "/y/cc.sh", Content: "sha256:aa"}, {Name: "gcc", Content: "sha256:cc"}}
	if got := Changed(was, now); len(got) != 0 {
		t.Errorf("the same script in another directory: %q, want no change", got)
	}
	now[0].Content = "sha256:bb"
	if got := Changed(was, now); !slices.Equal(got, []string{"/y/cc.sh is new", "/x/cc.sh is gone"}) {
		t.Errorf("another script in another directory: %q", got)
	}
	// Two scripts that swapped contents did not move: the compiler
	// changed.
	was = Fingerprint{{Name: "/x/as.sh", Content: "sha256:aa"}, {Name: "/x/cc.sh", Content: "sha256:cc"}}
	now = Fingerprint{{Name: "/y/as.sh", Content: "sha256:cc"}, {Name: "/y/cc.sh", Content: "sha256:aa"}}
	if got := Changed(was, now); len(got) != 4 {
		t.Errorf("two scripts that swapped contents: %q, want each new and gone", got)
	}
}

// TestHashFileNeverWaits: a FIFO that takes a file's place between the
// look and the open (no writer: an open for reading waits for one
// forever) is opened without waiting, and refused.
func TestHashFileNeverWaits(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := unix.Mkfifo(fifo, 0o755); err != nil {
		t.Fatal(err)
	}
	type result struct {
		f    File
		keep bool
	}
	done := make(chan result, 1)
	go func() {
		f, keep := hashFile(File{Name: fifo, Path: fifo}, new(atomic.Int64))
		done <- result{f, keep}
	}()
	select {
	case r := <-done:
		if r.keep || r.f.Error != "not a regular file" || r.f.Content != "" {
			t.Errorf("a FIFO opened: %+v, kept %v", r.f, r.keep)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("opening a FIFO with no writer waited 10s")
	}
}

// wouldBlock reads as a kernel's file with nothing to say yet, opened
// without blocking.
type wouldBlock struct{}

func (wouldBlock) Read([]byte) (int, error) { return 0, syscall.EAGAIN }

// TestReadBounded: a file is read no further than one byte past its size;
// one that reads past it, or whose read would wait, is a pseudo file.
func TestReadBounded(t *testing.T) {
	want, err := readBounded(strings.NewReader("abc"), 3, new(atomic.Int64))
	if err != nil || len(want) != 64 {
		t.Fatalf("3 bytes of 3: %q, %v", want, err)
	}
	if got, err := readBounded(strings.NewReader("abc"), 8, new(atomic.Int64)); got != want || err != nil {
		t.Errorf("a file shorter than its size (cut since): %q, %v; want %q", got, err, want)
	}
	endless := io.MultiReader(strings.NewReader("x"), strings.NewReader(strings.Repeat("y", 1<<20)))
	for _, c := range []struct {
		what string
		in   io.Reader
		size int64
	}{
		{"3 bytes of size 0", strings.NewReader("abc"), 0},
		{"3 bytes of size 2", strings.NewReader("abc"), 2},
		{"1 MiB of size 1", endless, 1},
		{"a read that would wait", wouldBlock{}, 0},
	} {
		if got, err := readBounded(c.in, c.size, new(atomic.Int64)); !errors.Is(err, errPseudo) || got != "" {
			t.Errorf("%s: %q, %v; want a pseudo file", c.what, got, err)
		}
	}
}

// TestRelativeProgramByItsWord: ./cc.sh, made absolute against x/ at the
// record and against y/ at the check, is one name: the same content there
// is no change, and other content is "./cc.sh differs", not a move.
func TestRelativeProgramByItsWord(t *testing.T) {
	x, y := t.TempDir(), t.TempDir()
	write := func(dir, text string) string {
		t.Helper()
		path := filepath.Join(dir, "cc.sh")
		if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	of := func(path string) Fingerprint {
		t.Helper()
		written := func(p string) string {
			if p == path {
				return "./cc.sh"
			}
			return p
		}
		fp, err := Of(context.Background(), Command{Programs: []string{path}, Operands: []string{path}, Written: written})
		if err != nil {
			t.Fatal(err)
		}
		return fp
	}
	was := of(write(x, "#!/bin/sh\ncat \"$1\"\n"))
	if len(was) != 1 || was[0].Name != "./cc.sh" || was[0].Path != filepath.Join(x, "cc.sh") || !strings.HasPrefix(was[0].Content, "sha256:") {
		t.Fatalf("./cc.sh in x/: %+v", was)
	}
	now := of(write(y, "#!/bin/sh\ncat \"$1\"\n"))
	if got := Changed(was, now); len(got) != 0 {
		t.Errorf("the same ./cc.sh in y/: %q, want no change", got)
	}
	now = of(write(y, "#!/bin/sh\ntr a-z A-Z <\"$1\"\n"))
	if got := Changed(was, now); !slices.Equal(got, []string{"./cc.sh differs"}) {
		t.Errorf("another ./cc.sh in y/: %q, want ./cc.sh differs", got)
	}
	// A baseline from before, which named it by where it was.
	old := Fingerprint{{Name: was[0].Path, Path: was[0].Path, Content: was[0].Content}}
	if got := Changed(old, of(write(y, "#!/bin/sh\ncat \"$1\"\n"))); len(got) != 0 {
		t.Errorf("the same ./cc.sh against a baseline that named it %s: %q, want no change", old[0].Name, got)
	}
}
