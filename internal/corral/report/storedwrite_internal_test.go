package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// someStoredKinds is kinds as a check makes them: two kinds, one with an
// example pair and one without, a family of each, files with names JSON
// must escape, a kind of no files, and notes.
func someStoredKinds(files int) storedKinds {
	paths := make([]string, files)
	for i := range paths {
		paths[i] = fmt.Sprintf("src/dir%03d/file%06d.c", i%997, i)
	}
	paths = append(paths, "quote\"and\\slash.c", "tab\tand <html> & \u2028.c", "nl\n\x01\x7f.c", "bad\xff\xfeutf8.c")
	return storedKinds{
		Kinds: []Kind{
			{ID: "k1", Count: len(paths), Changed: []string{"stdout"}, Edit: "~ bmod → $1",
				Shapes: []kinds.Shape{{What: "stdout", Sig: "~ bmod → $1", Side: true, Files: 3, Sites: 4}}, Family: "f1", Example: paths[0],
				Diff: []string{"-  bmod r1", "+  band r1"}, Pair: &Pair{Old: "bmod r1", New: "band r1", OldLine: 3, NewLine: 3},
				Files: PathsOf(paths...), Explains: len(paths)},
			{ID: "k2", Count: 0, Edit: "+ endbr64", Family: "f2", Files: PathsOf([]string{}...)},
		},
		Families: []Family{
			{ID: "f1", Name: "bmod", Count: 1, Kinds: []string{"k1"}, Files: PathsOf(paths...), Explains: len(paths)},
			{ID: "f2", Name: "endbr64", Count: 1, Kinds: []string{"k2"}},
		},
		Langs: kinds.Langs{"stdout": kinds.CLike},
		Notes: map[string][]string{paths[1]: {"a note"}},
	}
}

// TestStoredKindsWrittenAsMarshalled: the kinds written a path at a time
// read back as json.Marshal's encoding of them does.
func TestStoredKindsWrittenAsMarshalled(t *testing.T) {
	for _, sk := range []storedKinds{someStoredKinds(50), {}} {
		want, err := json.Marshal(sk)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := writeStoredKinds(&got, sk); err != nil {
			t.Fatal(err)
		}
		var a, b storedKinds
		if err := json.Unmarshal(want, &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(got.Bytes(), &b); err != nil {
			t.Fatalf("written kinds are no JSON: %v\n%.300s", err, got.Bytes())
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("written kinds read back as\n%+v\nwant\n%+v", b, a)
		}
		var ga, gb any // the same keys, whatever the struct reads
		_ = json.Unmarshal(want, &ga)
		_ = json.Unmarshal(got.Bytes(), &gb)
		if !reflect.DeepEqual(ga, gb) {
			t.Errorf("written kinds hold other keys:\n%.400s\nwant\n%.400s", got.Bytes(), want)
		}
	}
}

// TestStoredKindsWrittenInPieces: writing the kinds of 200,000 files
// allocates a small part of their encoding; json.Marshal, which made
// what was stored before, allocates all of it and the buffer it grew in.
func TestStoredKindsWrittenInPieces(t *testing.T) {
	sk := someStoredKinds(200_000)
	n, err := countWriter(sk)
	if err != nil {
		t.Fatal(err)
	}
	written := allocated(func() { err = writeStoredKinds(io.Discard, sk) })
	if err != nil {
		t.Fatal(err)
	}
	marshalled := allocated(func() { _, err = json.Marshal(sk) })
	if marshalled < uint64(n) {
		t.Fatalf("json.Marshal of %d bytes of kinds allocated %d bytes: the measure is broken", n, marshalled)
	}
	if written > uint64(n)/8 {
		t.Errorf("writing %d bytes of kinds allocated %d bytes, want at most an eighth of them (json.Marshal: %d)", n, written, marshalled)
	}
	t.Logf("%d bytes of kinds: written, %d bytes allocated; json.Marshal, %d", n, written, marshalled)
}

// allocated is what f allocates on the heap.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func countWriter(sk storedKinds) (int64, error) {
	var c counter
	err := writeStoredKinds(&c, sk)
	return int64(c), err
}

type counter int64

func (c *counter) Write(p []byte) (int, error) { *c += counter(len(p)); return len(p), nil }
