package bcom

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Main is the bcom command: it compiles one file and returns the exit
// status (0 compiled, 1 compile error, 2 usage).
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bcom", flag.ContinueOnError)
	fs.SetOutput(stderr)
	variant := fs.Int("variant", 1, "code generator variant: 1 reference, 2 changed FOR ... STEP loops, 3 that and the MOD helper renamed (two causes)")
	version := fs.Int("version", 1, fmt.Sprintf("bcom's version, 1 to %d: each makes one more change (see -changes)", Versions))
	changes := fs.Bool("changes", false, "list the changes of each version and exit")
	out := fs.String("o", "", "output file (default: NAME.c next to NAME.bas)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: bcom [-version N | -variant N] [-o FILE.c] FILE.bas")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h, --help: the usage was printed, as asked
		}
		return 2
	}
	if *changes {
		for _, c := range Changes {
			fmt.Fprintf(stdout, "%d\t%s\n", c.Version, c.What)
		}
		return 0
	}
	if fs.NArg() != 1 || (*variant < 1 || *variant > 3) || *version < 1 || *version > Versions {
		fs.Usage()
		return 2
	}
	in := fs.Arg(0)
	src, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintf(stderr, "bcom: %v\n", err)
		return 1
	}
	c, stats, err := Compile(in, src, Options{Variant: *variant, Version: *version, ReadFile: readHeader})
	if err != nil {
		var ce *Error
		if errors.As(err, &ce) {
			fmt.Fprintln(stderr, err)
		} else {
			fmt.Fprintf(stderr, "bcom: %v\n", err)
		}
		return 1
	}
	if *out == "" {
		*out = strings.TrimSuffix(in, filepath.Ext(in)) + ".c"
	}
	if err := os.WriteFile(*out, c, 0o644); err != nil {
		fmt.Fprintf(stderr, "bcom: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d lines, %d statements, %d GOSUBs, %d includes -> %s\n",
		in, stats.Lines, stats.Statements, stats.Subroutines, stats.Includes, *out)
	return 0
}

// readHeader finds an INCLUDEd header next to the including file, then in
// the current directory.
func readHeader(from, name string) (string, []byte, error) {
	if filepath.IsAbs(name) || !filepath.IsLocal(name) {
		return "", nil, fmt.Errorf("header name must be a relative path inside the tree")
	}
	for _, dir := range []string{filepath.Dir(from), "."} {
		p := filepath.Join(dir, name)
		if b, err := os.ReadFile(p); err == nil {
			return p, b, nil
		}
	}
	return "", nil, fmt.Errorf("not found next to %s or in the current directory", from)
}
