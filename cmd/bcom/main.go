// Command bcom compiles a program in corral's BASIC dialect to C: it writes
// NAME.c next to NAME.bas, prints a one-line summary, and reports errors on
// stderr as FILE:LINE: message with exit status 1. See package bcom.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/corral-go/corral/internal/bcom"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("bcom", flag.ContinueOnError)
	variant := fs.Int("variant", 1, "code generator variant: 1 reference, 2 changed FOR ... STEP loops")
	out := fs.String("o", "", "output file (default: NAME.c next to NAME.bas)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: bcom [-variant N] [-o FILE.c] FILE.bas")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || (*variant != 1 && *variant != 2) {
		fs.Usage()
		return 2
	}
	in := fs.Arg(0)
	src, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bcom: %v\n", err)
		return 1
	}
	c, stats, err := bcom.Compile(in, src, bcom.Options{Variant: *variant, ReadFile: readHeader})
	if err != nil {
		var ce *bcom.Error
		if errors.As(err, &ce) {
			fmt.Fprintln(os.Stderr, err)
		} else {
			fmt.Fprintf(os.Stderr, "bcom: %v\n", err)
		}
		return 1
	}
	if *out == "" {
		*out = strings.TrimSuffix(in, filepath.Ext(in)) + ".c"
	}
	if err := os.WriteFile(*out, c, 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "bcom: %v\n", err)
		return 1
	}
	fmt.Printf("%s: %d lines, %d statements, %d GOSUBs, %d includes -> %s\n",
		in, stats.Lines, stats.Statements, stats.Subroutines, stats.Includes, *out)
	return 0
}

// readHeader finds an INCLUDEd header next to the including file, then in
// the current directory.
func readHeader(from, name string) (string, []byte, error) {
	if filepath.IsAbs(name) || !filepath.IsLocal(name) {
		return "", nil, fmt.Errorf("header name must be a relative path inside the tree")
	}
	var firstErr error
	for _, dir := range []string{filepath.Dir(from), "."} {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err == nil {
			return p, b, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	return "", nil, fmt.Errorf("not found next to %s or in the current directory", from)
}
