package corpus

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/corral-go/corral/internal/bytesize"
)

// Main is the gencorpus command: it writes a corpus as a TAR and returns
// the exit status (2 for a bad command line or a failed write, 0 for -h).
func Main(args []string, stdout, stderr io.Writer) int {
	err := run(args, stdout, stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0 // -h, --help: the flag package printed the usage, as asked
	case err != nil:
		fmt.Fprintf(stderr, "gencorpus: %v\n", err)
		return 2
	}
	return 0
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("gencorpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	files := fs.Int("files", 3000, "number of programs (headers come on top)")
	size := fs.String("size", "30M", "approximate total size of the programs (K, M, G suffixes)")
	seed := fs.Uint64("seed", 1, "random seed; the same seed gives the same TAR")
	errRate := fs.Float64("errors", 0.005, "fraction of programs with a deliberate syntax error")
	stepRate := fs.Float64("step", 0.02, "fraction of programs using FOR ... STEP (what bcom -variant 2 changes)")
	out := fs.String("o", "corpus.tar", "output TAR, or - for stdout")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q: the output is -o FILE", fs.Arg(0))
	}
	bytes, err := bytesize.Parse(*size)
	if err != nil {
		return fmt.Errorf("-size: %w", err)
	}
	w := stdout
	var f *os.File
	if *out != "-" {
		if f, err = os.Create(*out); err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	st, err := Write(bw, Config{Files: *files, Bytes: bytes, Seed: *seed, ErrorRate: *errRate, StepRate: *stepRate})
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
	fmt.Fprintf(stderr, "gencorpus: %d programs (%d with errors, %d with FOR ... STEP), %d headers, %.1f MB of programs\n",
		st.Programs, st.WithErrors, st.WithStep, st.Headers, float64(st.Bytes)/1e6)
	return nil
}
