package corpus_test

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/demo/bcom"
	"github.com/corral-go/corral/internal/demo/corpus"
)

// TestCorpusCompiles checks that the corpus is deterministic and that bcom
// compiles exactly the programs that were not broken on purpose.
func TestCorpusCompiles(t *testing.T) {
	cfg := corpus.Config{Files: 300, Bytes: 600_000, Seed: 3, ErrorRate: 0.05, StepRate: 0.2}
	var a, b bytes.Buffer
	st, err := corpus.Write(&a, cfg)
	if err != nil {
		t.Fatal(err)
	}
	corpus.Write(&b, cfg)
	if sha256.Sum256(a.Bytes()) != sha256.Sum256(b.Bytes()) {
		t.Fatal("the same config gave two different corpora")
	}
	if st.Programs != 300 || st.WithErrors == 0 || st.WithStep == 0 {
		t.Fatalf("stats: %+v", st)
	}
	files := map[string][]byte{}
	tr := tar.NewReader(&a)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		files[hdr.Name], _ = io.ReadAll(tr)
	}
	read := func(from, name string) (string, []byte, error) {
		b, ok := files[name]
		if !ok {
			return "", nil, os.ErrNotExist
		}
		return name, b, nil
	}
	failed, changed := 0, 0
	for name, src := range files {
		if strings.HasPrefix(filepath.Base(name), "HDR_") {
			continue
		}
		c1, _, err := bcom.Compile(name, src, bcom.Options{Variant: 1, ReadFile: read})
		if err != nil {
			failed++
			continue
		}
		c2, _, _ := bcom.Compile(name, src, bcom.Options{Variant: 2, ReadFile: read})
		if !bytes.Equal(c1, c2) {
			changed++
		}
	}
	if failed != st.WithErrors {
		t.Errorf("%d programs failed to compile, want the %d broken on purpose", failed, st.WithErrors)
	}
	if changed == 0 || changed > st.WithStep {
		t.Errorf("variant 2 changed %d programs, want between 1 and %d", changed, st.WithStep)
	}
}
