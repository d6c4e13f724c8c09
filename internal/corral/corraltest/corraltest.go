// Package corraltest holds what the tests of corral's packages share: a
// small TAR corpus, a shell-script compiler that can be told to change
// its output for some files, a store of the test's own, and the options
// that run one over the other.
package corraltest

import (
	"archive/tar"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
)

// Corpus writes a TAR of n sources src/fNN.c, each holding its own name,
// and a support file HDR_common.h, and returns its path.
func Corpus(tb testing.TB, names ...string) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "src.tar")
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	tw := tar.NewWriter(f)
	for _, n := range append(names, "src/HDR_common.h") {
		body := "source of " + n + "\n"
		if err := tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg}); err != nil {
			tb.Fatal(err)
		}
		if _, err := tw.Write([]byte(body)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
	return path
}

// Compiler writes a shell script that prints its file and writes FILE.o;
// for files named in $CHANGE it prints one more line.
func Compiler(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "cc")
	script := `#!/bin/sh
cat "$1"
cat src/HDR_common.h >/dev/null || exit 9
case " $CHANGE " in *" $1 "*) echo "changed by the new compiler";; esac
echo "object of $1" > "${1%.c}.o"
`
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		tb.Fatal(err)
	}
	return path
}

// OpenStore opens a new store in a temporary directory, closed when the
// test ends.
func OpenStore(tb testing.TB) *backend.SQLite {
	tb.Helper()
	st, err := backend.OpenSQLite(context.Background(), filepath.Join(tb.TempDir(), "corral.db"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	return st
}

// Names are n source paths src/fNN.c.
func Names(n int) []string {
	var out []string
	for i := range n {
		out = append(out, fmt.Sprintf("src/f%02d.c", i))
	}
	return out
}

// Options record or check src with cc, 3 jobs, FILE.o as an output and
// the headers left out, in an empty environment.
func Options(src, cc string) corral.Options {
	return corral.Options{RunSettings: corral.RunSettings{Source: src, Cmd: cc + " {}", Jobs: 3, Outputs: []string{"{.}.o"},
		Exclude: []string{"HDR_*"}, Getenv: func(string) string { return "" }}}
}
