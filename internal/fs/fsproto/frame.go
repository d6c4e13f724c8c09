package fsproto

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// Codec is the encoding of one frame's message, named by its first byte.
type Codec byte

// The codecs. The zero value is not a codec, so a frame of zeros is refused.
const (
	Protobuf Codec = 1
	JSON     Codec = 2
)

func (c Codec) String() string {
	switch c {
	case Protobuf:
		return "protobuf"
	case JSON:
		return "json"
	}
	return fmt.Sprintf("codec(%d)", byte(c))
}

// ParseCodec reads a codec's name as the CLI and config spell it.
func ParseCodec(s string) (Codec, error) {
	switch s {
	case "protobuf", "proto", "pb":
		return Protobuf, nil
	case "json":
		return JSON, nil
	}
	return 0, fmt.Errorf("unknown codec %q (want protobuf or json)", s)
}

// headerLen is the length prefix; the codec byte follows it.
const headerLen = 4

// ErrFrameTooLarge is returned (wrapped in a *FrameSizeError) for a frame
// whose announced length is over the reader's limit.
var ErrFrameTooLarge = errors.New("frame too large")

// FrameSizeError says how large a refused frame claimed to be.
type FrameSizeError struct {
	Size, Limit uint32
}

func (e *FrameSizeError) Error() string {
	return fmt.Sprintf("frame of %d bytes is over the limit of %d", e.Size, e.Limit)
}

// Unwrap makes errors.Is(err, ErrFrameTooLarge) true.
func (e *FrameSizeError) Unwrap() error { return ErrFrameTooLarge }

// ErrEmptyFrame is returned for a frame of length 0 (no codec byte).
var ErrEmptyFrame = errors.New("empty frame")

// FrameReader reads frames from a stream, reusing one buffer that grows up
// to the limit.
type FrameReader struct {
	r     *bufio.Reader
	limit uint32
	buf   []byte
}

// SetLimit changes the largest frame read from now on.
func (f *FrameReader) SetLimit(limit int) { f.limit = uint32(max(1, min(limit, 1<<31))) }

// NewFrameReader reads frames of at most limit bytes (codec byte included).
func NewFrameReader(r io.Reader, limit int) *FrameReader {
	if limit < 1 {
		limit = 1
	}
	return &FrameReader{r: bufio.NewReaderSize(r, 64<<10), limit: uint32(min(limit, 1<<31))}
}

// Next reads one frame and returns its codec and payload. The payload is
// valid until the next call. At a clean end of stream between frames it
// returns io.EOF; a stream that ends inside a frame is
// io.ErrUnexpectedEOF.
func (fr *FrameReader) Next() (Codec, []byte, error) {
	var hdr [headerLen]byte
	if _, err := io.ReadFull(fr.r, hdr[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(hdr[:])
	if n == 0 {
		return 0, nil, ErrEmptyFrame
	}
	if n > fr.limit {
		return 0, nil, &FrameSizeError{Size: n, Limit: fr.limit}
	}
	if cap(fr.buf) < int(n) {
		fr.buf = make([]byte, n)
	}
	b := fr.buf[:n]
	if _, err := io.ReadFull(fr.r, b); err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return 0, nil, err
	}
	c := Codec(b[0])
	if c != Protobuf && c != JSON {
		return 0, nil, fmt.Errorf("frame has unknown codec byte %d", b[0])
	}
	return c, b[1:], nil
}

// AppendFrame appends a frame holding payload to dst.
func AppendFrame(dst []byte, c Codec, payload []byte) []byte {
	dst = binary.BigEndian.AppendUint32(dst, uint32(len(payload)+1))
	dst = append(dst, byte(c))
	return append(dst, payload...)
}
