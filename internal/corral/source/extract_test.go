package source_test

import (
	"archive/tar"
	"context"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// TestExtractLeavesOut: a file Extract leaves out is a file of the source
// (listed, heard of by OnFile) but is not written; a hard link to it that
// is left out too is fine, and one that is to be written is a clear error.
func TestExtractLeavesOut(t *testing.T) {
	data := makeTar(t,
		file("HDR_a.h", "header\n"),
		file("mine.c", "int a;\n"),
		file("theirs.c", "int b;\n"),
		entry{name: "theirs2.c", link: "theirs.c", typ: tar.TypeLink},
		entry{name: "alias", link: "theirs.c", typ: tar.TypeSymlink},
	)
	src := writeFile(t, data)
	dir := t.TempDir()
	var heard []string
	keep := func(p string) bool { return p == "HDR_a.h" || p == "mine.c" }
	files, err := source.Unpack(context.Background(), src, dir, source.Options{Extract: keep, OnFile: func(p string) { heard = append(heard, p) }})
	if err != nil {
		t.Fatalf("Unpack: %v", err)
	}
	// Told of each file, the caller gets no list as well.
	want := []string{"HDR_a.h", "mine.c", "theirs.c", "theirs2.c"}
	if len(files) != 0 || !slices.Equal(heard, want) {
		t.Errorf("files %q, OnFile %q; want none, and OnFile %q", files, heard, want)
	}
	files, err = source.Unpack(context.Background(), src, t.TempDir(), source.Options{Extract: keep})
	if err != nil || !slices.Equal(files, want) {
		t.Errorf("without OnFile: files %q, %v; want %q", files, err, want)
	}
	for _, name := range []string{"HDR_a.h", "mine.c"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s was not written: %v", name, err)
		}
	}
	for _, name := range []string{"theirs.c", "theirs2.c"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s was written (%v); Extract left it out", name, err)
		}
	}

	// A link that is to be written and names a file left out.
	_, err = source.Unpack(context.Background(), src, t.TempDir(), source.Options{Extract: func(p string) bool { return p != "theirs.c" }})
	if !errors.Is(err, source.ErrSkippedLink) {
		t.Errorf("hard link to a file left out: got %v, want ErrSkippedLink", err)
	}
}

// TestDigest: the digest is the same whatever is extracted, and changes
// with any byte of any file, a name, or a link target.
func TestDigest(t *testing.T) {
	sum := func(extract func(string) bool, entries ...entry) string {
		t.Helper()
		h := sha256.New()
		if _, err := source.Unpack(context.Background(), writeFile(t, makeTar(t, entries...)), t.TempDir(),
			source.Options{Extract: extract, Digest: h}); err != nil {
			t.Fatalf("Unpack: %v", err)
		}
		return string(h.Sum(nil))
	}
	base := []entry{file("a.c", "int a;\n"), file("b.c", "int b;\n"), {name: "l", link: "a.c", typ: tar.TypeSymlink}}
	all := sum(nil, base...)
	if got := sum(func(p string) bool { return p == "a.c" }, base...); got != all {
		t.Error("the digest depends on what is extracted")
	}
	for name, changed := range map[string][]entry{
		"a byte":   {file("a.c", "int a;\n"), file("b.c", "int c;\n"), base[2]},
		"a name":   {file("a.c", "int a;\n"), file("c.c", "int b;\n"), base[2]},
		"a target": {base[0], base[1], {name: "l", link: "b.c", typ: tar.TypeSymlink}},
		"a file":   base[:2],
	} {
		if sum(nil, changed...) == all {
			t.Errorf("%s changed and the digest did not", name)
		}
	}
}
