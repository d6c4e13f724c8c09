package fsproto

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"runtime"
	"testing"

	"google.golang.org/protobuf/proto"
)

// realFrames are the frames a client and server exchange, in both codecs.
func realFrames(tb testing.TB) [][]byte {
	tb.Helper()
	msgs := []proto.Message{
		&Request{Op: Op_OP_UPLOAD, Name: "dir/a.bin", Size: 51200, Token: "s3cret"},
		&Request{Op: Op_OP_BENCH},
		&Chunk{Data: bytes.Repeat([]byte{0xAB}, 100)},
		&Chunk{Data: []byte("tail"), Last: true, Crc32C: 0xdeadbeef},
		&Response{Status: Status_STATUS_OK, Size: 51200, Crc32C: 7, Entries: []*Entry{{Name: "x", Size: 1}}},
		&Response{Status: Status_STATUS_NOT_FOUND, Error: "no such file"},
		&Response{Stats: &ServerStats{OsThreads: 9, Goroutines: 12, IoBackend: "gopool"}},
	}
	var frames [][]byte
	for _, c := range []Codec{Protobuf, JSON} {
		for _, m := range msgs {
			f, err := AppendMessage(nil, c, m)
			if err != nil {
				tb.Fatal(err)
			}
			frames = append(frames, f)
		}
	}
	return frames
}

func TestRoundTrip(t *testing.T) {
	for _, c := range []Codec{Protobuf, JSON} {
		var buf bytes.Buffer
		conn := NewConn(&buf, MaxFrame(4096))
		want := &Request{Op: Op_OP_DOWNLOAD, Name: "a/b", Token: "t"}
		if err := conn.Write(c, want); err != nil {
			t.Fatal(err)
		}
		chunk := &Chunk{Data: bytes.Repeat([]byte("z"), 4096), Last: true, Crc32C: 42}
		if err := conn.Write(c, chunk); err != nil {
			t.Fatal(err)
		}
		if err := conn.Flush(); err != nil {
			t.Fatal(err)
		}
		var got Request
		gc, err := conn.Read(&got)
		if err != nil || gc != c || !proto.Equal(&got, want) {
			t.Fatalf("%v: got %v %v %v, want %v", c, gc, &got, err, want)
		}
		var gotChunk Chunk
		if _, err := conn.Read(&gotChunk); err != nil || !proto.Equal(&gotChunk, chunk) {
			t.Fatalf("%v: chunk round trip: %v", c, err)
		}
		if _, err := conn.Read(&got); err != io.EOF {
			t.Fatalf("%v: at end got %v, want io.EOF", c, err)
		}
	}
}

func TestHugeFrameRefusedWithoutAllocating(t *testing.T) {
	var in [5]byte
	binary.BigEndian.PutUint32(in[:], 0xFFFFFFFF) // announces 4 GB
	in[4] = byte(Protobuf)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fr := NewFrameReader(bytes.NewReader(in[:]), 1<<20)
	_, _, err := fr.Next()
	runtime.ReadMemStats(&after)
	var fse *FrameSizeError
	if !errors.As(err, &fse) || !errors.Is(err, ErrFrameTooLarge) || fse.Size != 0xFFFFFFFF {
		t.Fatalf("got %v, want a FrameSizeError of 4294967295 bytes", err)
	}
	// The reader's own struct and its 64 KiB bufio buffer: nothing sized
	// by the frame.
	if n := after.TotalAlloc - before.TotalAlloc; n > 256<<10 {
		t.Errorf("refusing a 4 GB frame allocated %d bytes", n)
	}
	if cap(fr.buf) != 0 {
		t.Errorf("frame buffer grew to %d bytes", cap(fr.buf))
	}
}

func TestBadFrames(t *testing.T) {
	cases := []struct {
		name string
		in   []byte
		want string
	}{
		{"empty frame", []byte{0, 0, 0, 0}, "empty frame"},
		{"unknown codec", []byte{0, 0, 0, 1, 9}, "unknown codec byte 9"},
		{"truncated payload", []byte{0, 0, 0, 10, 1, 2}, "unexpected EOF"},
		{"truncated header", []byte{0, 0}, "unexpected EOF"},
	}
	for _, tc := range cases {
		fr := NewFrameReader(bytes.NewReader(tc.in), 100)
		_, _, err := fr.Next()
		if err == nil || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// FuzzFrames feeds arbitrary streams to the frame reader and decodes every
// frame it accepts as each message type: nothing may panic, no frame over
// the limit may be returned, and a decoded message re-encodes and decodes
// to itself.
func FuzzFrames(f *testing.F) {
	var all []byte
	for _, fr := range realFrames(f) {
		f.Add(fr)
		all = append(all, fr...)
	}
	f.Add(all)
	f.Add([]byte{0xFF, 0xFF, 0xFF, 0xFF, 1})
	const limit = 8192
	f.Fuzz(func(t *testing.T, in []byte) {
		fr := NewFrameReader(bytes.NewReader(in), limit)
		for range 64 {
			c, payload, err := fr.Next()
			if err != nil {
				return
			}
			if len(payload)+1 > limit {
				t.Fatalf("returned a frame of %d bytes over the limit", len(payload)+1)
			}
			for _, m := range []proto.Message{&Request{}, &Response{}, &Chunk{}} {
				if Unmarshal(c, payload, m) != nil {
					continue
				}
				re, err := AppendMessage(nil, c, m)
				if err != nil {
					t.Fatalf("re-encode %T: %v", m, err)
				}
				back := m.ProtoReflect().New().Interface()
				if err := Unmarshal(c, re[5:], back); err != nil {
					t.Fatalf("decode of re-encoded %T: %v", m, err)
				}
				if !proto.Equal(m, back) {
					t.Fatalf("%T: %v re-encoded as %v", m, m, back)
				}
			}
		}
	})
}

// FuzzProtobuf and FuzzJSON decode arbitrary payloads with each codec.
func FuzzProtobuf(f *testing.F) { fuzzCodec(f, Protobuf) }
func FuzzJSON(f *testing.F)     { fuzzCodec(f, JSON) }

func fuzzCodec(f *testing.F, c Codec) {
	for _, fr := range realFrames(f) {
		if Codec(fr[4]) == c {
			f.Add(fr[5:])
		}
	}
	f.Fuzz(func(t *testing.T, payload []byte) {
		for _, m := range []proto.Message{&Request{}, &Response{}, &Chunk{}} {
			if Unmarshal(c, payload, m) != nil {
				continue
			}
			if _, err := AppendMessage(nil, c, m); err != nil {
				t.Fatalf("re-encode %T: %v", m, err)
			}
		}
	})
}
