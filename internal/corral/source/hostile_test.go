package source_test

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/corral-go/corral/internal/corral/source"
)

// TestLinksAreCheckedWhereTheyResolve covers symlinks that are inside the
// work dir as text but lead out of it once on disk: moved by a hard link,
// or resolved through another symlink, also one that comes later.
func TestLinksAreCheckedWhereTheyResolve(t *testing.T) {
	cases := []struct {
		name    string
		entries []entry
	}{
		{"hard link moves a symlink up", []entry{
			entry{name: "deep/a/l", link: "../../x", typ: tar.TypeSymlink},
			entry{name: "top", link: "deep/a/l", typ: tar.TypeLink},
		}},
		{"through a symlink to the work dir", []entry{
			entry{name: "d/l", link: "..", typ: tar.TypeSymlink},
			entry{name: "x", link: "d/l/../..", typ: tar.TypeSymlink},
		}},
		{"through a symlink that comes later", []entry{
			entry{name: "x", link: "a/l/../..", typ: tar.TypeSymlink},
			entry{name: "a/l", link: ".", typ: tar.TypeSymlink},
		}},
		{"a directory entry through a symlink", []entry{
			entry{name: "l", link: ".", typ: tar.TypeSymlink},
			entry{name: "l/d/", typ: tar.TypeDir},
			entry{name: "x", link: "l/d/../l/..", typ: tar.TypeSymlink},
		}},
		{"a chain of symlinks", []entry{
			entry{name: "a", link: "b", typ: tar.TypeSymlink},
			entry{name: "b", link: "c/..", typ: tar.TypeSymlink},
			entry{name: "c", link: ".", typ: tar.TypeSymlink},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			entries := append([]entry{file("ok.bas", "x")}, c.entries...)
			_, _, err := unpack(t, makeTar(t, entries...))
			if !errors.Is(err, source.ErrLinkEscapes) {
				t.Fatalf("got %v, want ErrLinkEscapes", err)
			}
			// The same tree as a directory source.
			src := t.TempDir()
			for _, e := range entries {
				p := filepath.Join(src, e.name)
				os.MkdirAll(filepath.Dir(p), 0o755)
				switch e.typ {
				case tar.TypeSymlink:
					os.Symlink(e.link, p)
				case tar.TypeLink:
					target, _ := os.Readlink(filepath.Join(src, e.link))
					os.Symlink(target, p)
				case tar.TypeDir:
					os.MkdirAll(p, 0o755)
				default:
					os.WriteFile(p, []byte(e.body), 0o644)
				}
			}
			if _, err := source.Unpack(context.Background(), src, t.TempDir(), source.Options{}); !errors.Is(err, source.ErrLinkEscapes) {
				t.Errorf("directory source: got %v, want ErrLinkEscapes", err)
			}
		})
	}
	// Links that only look alarming stay allowed: through a symlink back
	// to the work dir itself, a loop, a dangling link.
	dir, files, err := unpack(t, makeTar(t,
		file("inc/h.bas", "header"),
		entry{name: "a/b/l", link: "../../inc", typ: tar.TypeSymlink},
		entry{name: "a/top", link: "b/l/..", typ: tar.TypeSymlink},
		entry{name: "loop", link: "loop", typ: tar.TypeSymlink},
		entry{name: "dangling", link: "no/such/file", typ: tar.TypeSymlink},
		file("p.bas", "x"),
	))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(files, []string{"inc/h.bas", "p.bas"}) {
		t.Errorf("files: %q", files)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "a/top/inc/h.bas")); err != nil || string(b) != "header" {
		t.Errorf("a/top/inc/h.bas: %q, %v", b, err)
	}
}

// TestPAXGlobalHeader: git archive starts with a PAX global header.
func TestPAXGlobalHeader(t *testing.T) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeXGlobalHeader, Name: "pax_global_header",
		PAXRecords: map[string]string{"comment": "0123456789abcdef0123456789abcdef01234567"}}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a.bas", "b/c.bas"} {
		tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: 2})
		tw.Write([]byte("x\n"))
	}
	tw.Close()
	_, files, err := unpack(t, buf.Bytes())
	if err != nil || !slices.Equal(files, []string{"a.bas", "b/c.bas"}) {
		t.Errorf("Unpack: %q, %v; want both files", files, err)
	}
	if entries, ok := source.Scan(writeFile(t, buf.Bytes())); !ok || len(entries) != 3 {
		t.Errorf("Scan: %v, %v; want 3 entries", entries, ok)
	}
	if _, err := exec.LookPath("git"); err == nil {
		repo := t.TempDir()
		git := func(args ...string) []byte {
			cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("git %v: %v", args, err)
			}
			return out
		}
		git("init", "-q")
		os.WriteFile(filepath.Join(repo, "main.c"), []byte("int main(void){return 0;}\n"), 0o644)
		git("add", ".")
		git("commit", "-qm", "x")
		if _, files, err := unpack(t, git("archive", "HEAD")); err != nil || !slices.Equal(files, []string{"main.c"}) {
			t.Errorf("git archive: %q, %v", files, err)
		}
	}
}

// sparseTar is a TAR holding one GNU PAX 1.0 sparse file of size bytes
// with "data" at offset 1 MiB and holes elsewhere, as GNU tar --sparse
// writes it, then a.bas. archive/tar drops GNU.sparse records it is given,
// so the PAX header is written as a regular file and retyped.
func sparseTar(tb testing.TB, size int64) []byte {
	tb.Helper()
	const off = 1 << 20
	var records []byte
	for _, kv := range [][2]string{{"GNU.sparse.major", "1"}, {"GNU.sparse.minor", "0"},
		{"GNU.sparse.name", "big.bin"}, {"GNU.sparse.realsize", fmt.Sprint(size)}} {
		rec := " " + kv[0] + "=" + kv[1] + "\n" // "%d" + rec, %d counting itself: two digits here
		n := len(rec) + 2
		records = append(records, fmt.Sprintf("%d%s", n, rec)...)
	}
	sparseMap := fmt.Sprintf("1\n%d\n4\n", off)
	body := append([]byte(sparseMap), make([]byte, 512-len(sparseMap))...)
	body = append(body, "data"...)
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	tw.WriteHeader(&tar.Header{Name: "PaxHeaders/big.bin", Typeflag: tar.TypeReg, Size: int64(len(records)), Format: tar.FormatUSTAR})
	tw.Write(records)
	tw.WriteHeader(&tar.Header{Name: "GNUSparseFile.0/big.bin", Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), Format: tar.FormatUSTAR})
	tw.Write(body)
	tw.WriteHeader(&tar.Header{Name: "a.bas", Typeflag: tar.TypeReg, Mode: 0o644, Size: 2})
	tw.Write([]byte("x\n"))
	tw.Close()
	data := buf.Bytes()
	data[156] = tar.TypeXHeader
	copy(data[148:156], "        ")
	sum := 0
	for _, b := range data[:512] {
		sum += int(b)
	}
	copy(data[148:156], fmt.Sprintf("%06o\x00 ", sum))
	return data
}

func TestSparseFilesStaySparseAndSizesAreLimited(t *testing.T) {
	dir, files, err := unpack(t, sparseTar(t, 1<<30))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(files, []string{"big.bin", "a.bas"}) {
		t.Errorf("files: %q", files)
	}
	f, err := os.Open(filepath.Join(dir, "big.bin"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	got := make([]byte, 4)
	f.ReadAt(got, 1<<20)
	blocks := st.Sys().(*syscall.Stat_t).Blocks * 512
	if st.Size() != 1<<30 || string(got) != "data" {
		t.Errorf("big.bin: %d bytes, %q at 1 MiB; want 1 GiB with \"data\"", st.Size(), got)
	}
	if blocks > 1<<20 {
		t.Errorf("big.bin takes %d bytes on disk: its holes were written out", blocks)
	}

	// 100 GB in a 2 KB archive: refused from its header, nothing written.
	dir, _, err = unpack(t, sparseTar(t, 100<<30))
	var le *source.LimitError
	if !errors.As(err, &le) || le.Flag != "--max-file-size" || !strings.Contains(err.Error(), "100G") {
		t.Errorf("100 GB sparse file: got %v, want a LimitError naming 100G and --max-file-size", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "big.bin")); err == nil {
		t.Error("the refused file was written")
	}

	// The total, over many files.
	var many []entry
	for i := range 10 {
		many = append(many, file(fmt.Sprintf("f%d", i), strings.Repeat("x", 1000)))
	}
	_, err = source.Unpack(context.Background(), writeFile(t, makeTar(t, many...)), t.TempDir(),
		source.Options{Limits: source.Limits{MaxTotalSize: 5000}})
	if !errors.As(err, &le) || le.Flag != "--max-unpacked" {
		t.Errorf("10 × 1000 bytes under a total of 5000: got %v, want a LimitError naming --max-unpacked", err)
	}
}

func TestCompressedFormatsAndTheirLimits(t *testing.T) {
	var big strings.Builder
	for i := range 300000 {
		fmt.Fprintf(&big, "%d PRINT %d\n", i, i*7919%100003)
	}
	plain := makeTar(t, file("a.bas", big.String()), file("b.bas", "x\n"))
	small := makeTar(t, file("a.bas", strings.Repeat("PRINT 1\n", 1000)), file("b.bas", "x\n"))
	// zstd with an 8 MiB window declared in the frame.
	var zbuf bytes.Buffer
	zw, _ := zstd.NewWriter(&zbuf, zstd.WithWindowSize(8<<20), zstd.WithSingleSegment(false))
	zw.Write(plain)
	zw.Close()
	if _, files, err := unpack(t, zbuf.Bytes()); err != nil || len(files) != 2 {
		t.Errorf("zstd: %q, %v", files, err)
	}
	_, err := source.Unpack(context.Background(), writeFile(t, zbuf.Bytes()), t.TempDir(),
		source.Options{Limits: source.Limits{MaxWindow: 1 << 20}})
	var le *source.LimitError
	if !errors.As(err, &le) || le.Flag != "--max-window" {
		t.Errorf("zstd window over the limit: got %v, want a LimitError naming --max-window", err)
	}

	for _, c := range []struct{ prog, ext string }{{"bzip2", "bz2"}, {"xz", "xz"}} {
		if _, err := exec.LookPath(c.prog); err != nil {
			t.Logf("%s not installed: .tar.%s not tested", c.prog, c.ext)
			continue
		}
		cmd := exec.Command(c.prog, "-9", "--stdout")
		cmd.Stdin = bytes.NewReader(small)
		data, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		if _, files, err := unpack(t, data); err != nil || !slices.Equal(files, []string{"a.bas", "b.bas"}) {
			t.Errorf(".tar.%s: %q, %v", c.ext, files, err)
		}
		bad := bytes.Clone(data)
		bad[len(bad)/2] ^= 0x55
		if _, _, err := unpack(t, bad); err == nil || !strings.Contains(err.Error(), c.prog[:2]) {
			t.Errorf("corrupt .tar.%s: got %v, want an error naming %s", c.ext, err, c.prog)
		}
		if c.prog == "xz" { // xz -9 asks for a 64 MiB dictionary
			_, err := source.Unpack(context.Background(), writeFile(t, data), t.TempDir(),
				source.Options{Limits: source.Limits{MaxWindow: 1 << 20}})
			if !errors.As(err, &le) || le.Flag != "--max-window" {
				t.Errorf("xz dictionary over the limit: got %v, want a LimitError naming --max-window", err)
			}
		}
	}
}

func TestWorkDirInsideADirectorySource(t *testing.T) {
	src := t.TempDir()
	os.WriteFile(filepath.Join(src, "a.bas"), []byte("x"), 0o644)
	work := filepath.Join(src, "work")
	os.Mkdir(work, 0o755)
	_, err := source.Unpack(context.Background(), src, work, source.Options{})
	if !errors.Is(err, source.ErrWorkDirInSource) {
		t.Fatalf("got %v, want ErrWorkDirInSource", err)
	}
	if entries, _ := os.ReadDir(work); len(entries) != 0 {
		t.Errorf("the work dir inside the source got %d entries", len(entries))
	}
}

// TestHeadersAndEntriesAreCounted: an archive of empty files (or of
// directories) costs its headers: 2,000 empty files are 1 MB of TAR, which
// --max-unpacked counted as nothing; and the number of entries is bounded
// (--max-files), whatever they hold.
func TestHeadersAndEntriesAreCounted(t *testing.T) {
	var entries []entry
	for i := range 2000 {
		entries = append(entries, file(fmt.Sprintf("d%d/empty%04d", i%10, i), ""))
	}
	entries = append(entries, entry{name: longName, typ: tar.TypeDir})
	src := writeFile(t, makeTar(t, entries...))
	var le *source.LimitError
	_, err := source.Unpack(context.Background(), src, t.TempDir(), source.Options{Limits: source.Limits{MaxTotalSize: 512 << 10}})
	if !errors.As(err, &le) || le.Flag != "--max-unpacked" || !strings.Contains(err.Error(), "files and their headers") {
		t.Errorf("2,000 empty files under a total of 512K: got %v, want a LimitError naming --max-unpacked", err)
	}
	_, err = source.Unpack(context.Background(), src, t.TempDir(), source.Options{Limits: source.Limits{MaxEntries: 1000}})
	if !errors.As(err, &le) || le.Flag != "--max-files" || !strings.Contains(err.Error(), "number of entries is over the limit of 1000") {
		t.Errorf("2,001 entries under a limit of 1000: got %v, want a LimitError naming --max-files", err)
	}
	// Within both limits, all of it.
	files, err := source.Unpack(context.Background(), src, t.TempDir(), source.Options{Limits: source.Limits{MaxTotalSize: 2 << 20, MaxEntries: 2001}})
	if err != nil || len(files) != 2000 {
		t.Errorf("within the limits: %d files, %v", len(files), err)
	}
}
