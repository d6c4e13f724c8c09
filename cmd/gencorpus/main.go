// Command gencorpus writes a deterministic corpus of BASIC programs for bcom
// as a TAR, at any scale up to the seed's 15,000 files and ~1 GB.
//
//	gencorpus -files 15000 -size 1G -o huge.tar
package main

import (
	"os"

	"github.com/corral-go/corral/internal/demo/corpus"
)

func main() { os.Exit(corpus.Main(os.Args[1:], os.Stdout, os.Stderr)) }
