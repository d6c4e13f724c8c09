// Command gencorpus writes a deterministic corpus of BASIC programs for bcom
// as a TAR, at any scale up to the seed's 15,000 files and ~1 GB.
//
//	gencorpus -files 15000 -size 1G -o huge.tar
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/demo/corpus"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "gencorpus: %v\n", err)
		os.Exit(2)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("gencorpus", flag.ContinueOnError)
	files := fs.Int("files", 3000, "number of programs (headers come on top)")
	size := fs.String("size", "30M", "approximate total size of the programs (K, M, G suffixes)")
	seed := fs.Uint64("seed", 1, "random seed; the same seed gives the same TAR")
	errRate := fs.Float64("errors", 0.005, "fraction of programs with a deliberate syntax error")
	stepRate := fs.Float64("step", 0.02, "fraction of programs using FOR ... STEP (what bcom -variant 2 changes)")
	out := fs.String("o", "corpus.tar", "output TAR, or - for stdout")
	if err := fs.Parse(args); err != nil {
		return err
	}
	bytes, err := bytesize.Parse(*size)
	if err != nil {
		return err
	}
	var w io.Writer = os.Stdout
	var f *os.File
	if *out != "-" {
		if f, err = os.Create(*out); err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	st, err := corpus.Write(bw, corpus.Config{Files: *files, Bytes: bytes, Seed: *seed, ErrorRate: *errRate, StepRate: *stepRate})
	if err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if f != nil {
		if err := f.Close(); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "gencorpus: %d programs (%d with errors, %d with FOR ... STEP), %d headers, %.1f MB of programs\n",
		st.Programs, st.WithErrors, st.WithStep, st.Headers, float64(st.Bytes)/1e6)
	return nil
}
