package source_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/corral-go/corral/internal/corral/source"
)

// entry describes one TAR entry of a fixture.
type entry struct {
	name, body, link string
	typ              byte
}

func file(name, body string) entry { return entry{name: name, body: body, typ: tar.TypeReg} }

func makeTar(tb testing.TB, entries ...entry) []byte {
	tb.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, e := range entries {
		hdr := &tar.Header{Name: e.name, Typeflag: e.typ, Mode: 0o644, Size: int64(len(e.body)), Linkname: e.link}
		if e.typ != tar.TypeReg {
			hdr.Size = 0
		}
		if len(e.name) > 100 {
			hdr.Format = tar.FormatPAX
		}
		if err := tw.WriteHeader(hdr); err != nil {
			tb.Fatal(err)
		}
		if hdr.Size > 0 {
			if _, err := tw.Write([]byte(e.body)); err != nil {
				tb.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func writeFile(tb testing.TB, data []byte) string {
	tb.Helper()
	p := filepath.Join(tb.TempDir(), "src.tar")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

func unpack(tb testing.TB, data []byte) (string, []string, error) {
	tb.Helper()
	dir := tb.TempDir()
	files, err := source.Unpack(context.Background(), writeFile(tb, data), dir, source.Options{})
	return dir, files, err
}

var longName = strings.Repeat("very-long-directory-name/", 8) + "prog.bas"

// TestLoneZeroBlock: an archive that ends in one zero block, not two, is
// whole (GNU tar reads it too, with a warning).
func TestLoneZeroBlock(t *testing.T) {
	two := makeTar(t, file("a.bas", "PRINT 1\n"), file("b.bas", "PRINT 2\n"))
	if _, files, err := unpack(t, two[:len(two)-512]); err != nil || len(files) != 2 {
		t.Fatalf("got %v, %v; want both files", files, err)
	}
}

func TestUnpackGood(t *testing.T) {
	good := makeTar(t,
		entry{name: "./", typ: tar.TypeDir},
		entry{name: "lib/", typ: tar.TypeDir},
		file("HDR_io.bas", "REM header\n"),
		file("lib/a.bas", "PRINT 1\n"),
		file(longName, "PRINT 2\n"),
		entry{name: "lib/b.bas", link: "lib/a.bas", typ: tar.TypeLink},
		entry{name: "lib/alias", link: "../HDR_io.bas", typ: tar.TypeSymlink},
	)
	var gz, zs bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(good)
	zw.Close()
	enc, _ := zstd.NewWriter(&zs)
	enc.Write(good)
	enc.Close()
	want := []string{"HDR_io.bas", "lib/a.bas", longName, "lib/b.bas"}

	for name, data := range map[string][]byte{"tar": good, "gzip": gz.Bytes(), "zstd": zs.Bytes()} {
		t.Run(name, func(t *testing.T) {
			dir, files, err := unpack(t, data)
			if err != nil {
				t.Fatalf("Unpack: %v", err)
			}
			if !slices.Equal(files, want) {
				t.Errorf("files: got %q, want %q", files, want)
			}
			got, err := os.ReadFile(filepath.Join(dir, "lib/alias"))
			if err != nil || string(got) != "REM header\n" {
				t.Errorf("symlink read: got %q, %v", got, err)
			}
			if got, _ := os.ReadFile(filepath.Join(dir, longName)); string(got) != "PRINT 2\n" {
				t.Errorf("PAX long name: got %q", got)
			}
		})
	}

	t.Run("stdin", func(t *testing.T) {
		files, err := source.Unpack(context.Background(), "-", t.TempDir(), source.Options{Stdin: bytes.NewReader(gz.Bytes())})
		if err != nil || !slices.Equal(files, want) {
			t.Errorf("got %q, %v; want %q", files, err, want)
		}
	})
}

func TestUnpackDirectoryIsNotModified(t *testing.T) {
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "sub"), 0o755)
	os.WriteFile(filepath.Join(src, "sub", "x.bas"), []byte("PRINT 1\n"), 0o644)
	os.Symlink("sub/x.bas", filepath.Join(src, "y.bas"))
	dir := t.TempDir()
	files, err := source.Unpack(context.Background(), src, dir, source.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"sub/x.bas"}; !slices.Equal(files, want) {
		t.Errorf("files: got %q, want %q", files, want)
	}
	os.WriteFile(filepath.Join(dir, "sub", "x.bas"), []byte("changed"), 0o644)
	if got, _ := os.ReadFile(filepath.Join(src, "sub", "x.bas")); string(got) != "PRINT 1\n" {
		t.Errorf("source directory modified: %q", got)
	}

	os.Symlink("/etc/passwd", filepath.Join(src, "evil"))
	if _, err := source.Unpack(context.Background(), src, t.TempDir(), source.Options{}); !errors.Is(err, source.ErrLinkEscapes) {
		t.Errorf("symlink out of a directory source: got %v, want ErrLinkEscapes", err)
	}
}

func TestUnpackRefuses(t *testing.T) {
	valid := makeTar(t, file("a.bas", strings.Repeat("PRINT 1\n", 200)))
	// Two entries of one block each: a killed 'tar cf' leaves the archive
	// cut at an entry's end, without the two zero blocks that end it.
	two := makeTar(t, file("a.bas", "PRINT 1\n"), file("b.bas", "PRINT 2\n"))
	var corruptGz bytes.Buffer
	zw := gzip.NewWriter(&corruptGz)
	zw.Write(valid)
	zw.Close()
	bad := corruptGz.Bytes()
	bad[len(bad)/2] ^= 0xff
	bad[len(bad)/2+1] ^= 0xff

	cases := []struct {
		name     string
		data     []byte
		want     error
		mentions string
	}{
		{"dotdot", makeTar(t, file("../evil.bas", "x")), source.ErrEscapes, `"../evil.bas"`},
		{"nested dotdot", makeTar(t, file("a/../../evil.bas", "x")), source.ErrEscapes, `"a/../../evil.bas"`},
		{"absolute", makeTar(t, file("/tmp/evil.bas", "x")), source.ErrEscapes, `"/tmp/evil.bas"`},
		{"symlink absolute", makeTar(t, entry{name: "s", link: "/etc", typ: tar.TypeSymlink}), source.ErrLinkEscapes, `"s"`},
		{"symlink up", makeTar(t, entry{name: "d/s", link: "../../x", typ: tar.TypeSymlink}), source.ErrLinkEscapes, `"d/s"`},
		{"hardlink out", makeTar(t, entry{name: "h", link: "/etc/passwd", typ: tar.TypeLink}), source.ErrLinkEscapes, `"h"`},
		{"hardlink missing", makeTar(t, entry{name: "h", link: "nope", typ: tar.TypeLink}), nil, "not an earlier file"},
		{"duplicate", makeTar(t, file("a.bas", "1"), file("./a.bas", "2")), source.ErrDuplicate, `"./a.bas"`},
		{"fifo", makeTar(t, entry{name: "p", typ: tar.TypeFifo}), source.ErrUnsupported, `"p"`},
		{"empty", makeTar(t), source.ErrEmpty, "no files"},
		{"truncated", valid[:700], source.ErrTruncated, `"a.bas"`},
		{"cut at an entry's end", two[:1024], source.ErrNoEnd, `"a.bas"`},
		{"cut after the last entry", two[:len(two)-1024], source.ErrNoEnd, `"b.bas"`},
		{"corrupt gzip", bad, nil, "gzip"},
		{"not an archive", []byte(strings.Repeat("hello world\n", 100)), nil, "not a TAR archive"},
		{"short text", []byte("hello\n"), nil, "not a TAR archive"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, _, err := unpack(t, c.data)
			if err == nil {
				t.Fatal("Unpack succeeded, want an error")
			}
			if c.want != nil && !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), c.mentions) {
				t.Errorf("error %q does not mention %s", err, c.mentions)
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "evil.bas")); err == nil {
				t.Error("a file was written outside the work dir")
			}
		})
	}
}

func TestScanAndUnpackEach(t *testing.T) {
	data := makeTar(t,
		entry{name: "lib/", typ: tar.TypeDir},
		file("HDR_a.bas", "h"),
		file("lib/x.bas", "x"),
		entry{name: "lib/y.bas", link: "lib/x.bas", typ: tar.TypeLink},
		entry{name: "s", link: "lib/x.bas", typ: tar.TypeSymlink},
		entry{name: "lib/s2", link: "s", typ: tar.TypeLink}, // a hard link to a symlink is a symlink
	)
	p := writeFile(t, data)
	entries, ok := source.Scan(p)
	wantEntries := []source.Entry{{"lib", false}, {"HDR_a.bas", true}, {"lib/x.bas", true}, {"lib/y.bas", true}, {"s", false}, {"lib/s2", false}}
	if !ok || !slices.Equal(entries, wantEntries) {
		t.Fatalf("Scan: got %v, %v; want %v", entries, ok, wantEntries)
	}
	want := []string{"HDR_a.bas", "lib/x.bas", "lib/y.bas"}
	var seen []string
	entriesSeen := 0
	dir := t.TempDir()
	if _, err := source.Unpack(context.Background(), p, dir, source.Options{OnFile: func(name string) {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("onFile(%s) before the file is on disk: %v", name, err)
		}
		seen = append(seen, name)
	}, OnEntry: func() { entriesSeen++ }}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seen, want) {
		t.Errorf("onFile: got %q, want %q", seen, want)
	}
	if entriesSeen != len(wantEntries) {
		t.Errorf("OnEntry called %d times, want once per entry (%d)", entriesSeen, len(wantEntries))
	}
	if target, err := os.Readlink(filepath.Join(dir, "lib/s2")); err != nil || target != "lib/x.bas" {
		t.Errorf("lib/s2: %q, %v; want a symlink to lib/x.bas", target, err)
	}

	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(data)
	zw.Close()
	for _, src := range []string{writeFile(t, gz.Bytes()), "-", t.TempDir(), writeFile(t, makeTar(t, file("../x", "")))} {
		if _, ok := source.Scan(src); ok {
			t.Errorf("Scan(%s): got ok, want a refusal", src)
		}
	}
}
