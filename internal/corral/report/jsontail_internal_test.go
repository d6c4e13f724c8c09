package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// marshalledTail is the JSON report's tail as WriteJSON made it before
// it was written a path at a time: json.MarshalIndent of it all.
func marshalledTail(t *testing.T, r *Report) []byte {
	t.Helper()
	tail, err := json.MarshalIndent(struct {
		Kinds         []Kind    `json:"kinds"`
		Families      []Family  `json:"families"`
		KindsVersion  int       `json:"kinds_version,omitempty"`
		KindsNote     string    `json:"kinds_note,omitempty"`
		KindsSeconds  float64   `json:"kinds_seconds,omitempty"`
		RunID         int64     `json:"run_id"`
		Jobs          int       `json:"jobs"`
		Pinned        bool      `json:"pinned"`
		Shard         string    `json:"shard"`
		MissingShards []string  `json:"missing_shards,omitempty"`
		Textconv      []string  `json:"textconv,omitempty"`
		StoppedAt     int       `json:"stopped_at,omitempty"`
		Compared      *Compared `json:"compared,omitempty"`
		Causes        *Causes   `json:"causes,omitempty"`
	}{r.Kinds, r.Families, r.KindsVersion, r.KindsNote, r.KindsSeconds, r.RunID, r.Jobs, r.Pinned, r.Shard, r.MissingShards, r.Textconv, r.StoppedAt, r.Compared, r.Causes}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(tail[1:], '\n')
}

func writtenTail(t *testing.T, r *Report) []byte {
	t.Helper()
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	if err := r.writeJSONTail(bw); err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestJSONTailAsMarshalled: the kinds and families of the JSON report,
// written a path at a time, are the bytes json.MarshalIndent made of
// them: lists nil, empty and full, names JSON and HTML must escape, a
// kind of no fields but its files, and the run's fields after them.
func TestJSONTailAsMarshalled(t *testing.T) {
	sk := someStoredKinds(40)
	reports := []*Report{
		{Kinds: sk.Kinds, Families: sk.Families, KindsVersion: 102, KindsNote: "made by <another> & older", KindsSeconds: 1.25,
			RunID: 7, Jobs: 2, Shard: "1/2", MissingShards: []string{"2/2"}, Textconv: []string{"*.o=objdump -d"}, StoppedAt: 3},
		{},
		{Kinds: []Kind{}, Families: []Family{}},
		{Kinds: []Kind{{}, {Files: PathsOf([]string{}...)}, {Files: PathsOf("a"), Explains: 1}}, Families: []Family{{Kinds: []string{}}}},
	}
	for i, r := range reports {
		want, got := marshalledTail(t, r), writtenTail(t, r)
		if !bytes.Equal(got, want) {
			t.Errorf("report %d: the tail written a path at a time differs from json.MarshalIndent's:\n%s\nwant\n%s", i, got, want)
		}
	}
}

// TestJSONTailWrittenInPieces: writing the kinds of 200,000 changed
// files into the JSON report allocates a small part of their encoding;
// json.MarshalIndent, which wrote them before, allocated all of it twice
// over.
func TestJSONTailWrittenInPieces(t *testing.T) {
	sk := someStoredKinds(200_000)
	r := &Report{Kinds: sk.Kinds, Families: sk.Families}
	n := len(marshalledTail(t, r))
	var err error
	written := allocated(func() { err = r.writeJSONTail(bufio.NewWriter(io.Discard)) })
	if err != nil {
		t.Fatal(err)
	}
	marshalled := allocated(func() { _, err = json.MarshalIndent(r.Kinds, "", "  ") })
	if marshalled < uint64(n)/2 {
		t.Fatalf("json.MarshalIndent of %d bytes of kinds allocated %d bytes: the measure is broken", n, marshalled)
	}
	if written > uint64(n)/8 {
		t.Errorf("writing %d bytes of kinds allocated %d bytes, want at most an eighth of them (json.MarshalIndent of the kinds alone: %d)", n, written, marshalled)
	}
	t.Logf("%d bytes of kinds and families: written, %d bytes allocated; json.MarshalIndent of the kinds alone, %d", n, written, marshalled)
}

// TestMarshalledStrings: appendMarshalledString writes the bytes
// json.Marshal does, for strings of every sort of byte: control bytes,
// HTML's, quotes, multi-byte runes, U+2028 and U+2029, and bytes that
// are not UTF-8.
func TestMarshalledStrings(t *testing.T) {
	cases := []string{"", "plain/path.c", "a\"b\\c", "<script>&amp;</script>", "\b\f\n\r\t\x00\x1f\x7f",
		"\u2028\u2029", "é✓𝄞", "bad\xff\xfe", "\xe2\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80"}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "/", "\"", "\\", "<", ">", "&", "\n", "\x01", "\x7f", "é", "\u2028", "\u2029", "\xff", "\xe2", "\x80", "𝄞", "\ufffd"}
	for range 20_000 {
		var b []byte
		for range rng.IntN(12) {
			b = append(b, alphabet[rng.IntN(len(alphabet))]...)
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendMarshalledString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q (valid UTF-8: %v): got %s, want %s", s, utf8.ValidString(s), got, want)
		}
	}
}

// FuzzMarshalledString holds appendMarshalledString to json.Marshal on
// any string (go test -fuzz FuzzMarshalledString).
func FuzzMarshalledString(f *testing.F) {
	for _, s := range []string{"", "<&>", "\xff", "\u2028", "a\"\\\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := appendMarshalledString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: got %s, want %s", s, got, want)
		}
	})
}
