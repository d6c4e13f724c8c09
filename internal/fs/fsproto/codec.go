package fsproto

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

// Unmarshal decodes payload, encoded with c, into m.
func Unmarshal(c Codec, payload []byte, m proto.Message) error {
	var err error
	switch c {
	case Protobuf:
		err = proto.Unmarshal(payload, m)
	case JSON:
		err = protojson.UnmarshalOptions{DiscardUnknown: true}.Unmarshal(payload, m)
	default:
		return fmt.Errorf("decode: unknown codec %v", c)
	}
	if err != nil {
		return fmt.Errorf("decode %v %T: %w", c, m, err)
	}
	return nil
}

// ErrUnknownFields is returned (wrapped) by ReadStrict for a message with
// fields its type does not have: another message than the one expected.
var ErrUnknownFields = errors.New("fields the message does not have")

// AppendMessage appends the frame of m, encoded with c, to dst.
func AppendMessage(dst []byte, c Codec, m proto.Message) ([]byte, error) {
	start := len(dst)
	dst = append(dst, 0, 0, 0, 0, byte(c))
	var err error
	switch c {
	case Protobuf:
		dst, err = proto.MarshalOptions{}.MarshalAppend(dst, m)
	case JSON:
		dst, err = protojson.MarshalOptions{}.MarshalAppend(dst, m)
	default:
		return dst[:start], fmt.Errorf("encode: unknown codec %v", c)
	}
	if err != nil {
		return dst[:start], fmt.Errorf("encode %v %T: %w", c, m, err)
	}
	binary.BigEndian.PutUint32(dst[start:], uint32(len(dst)-start-headerLen))
	return dst, nil
}

// Conn reads and writes messages on one stream. Writes are buffered:
// call Flush when a message must leave (WriteMessage does not flush, so a
// download's chunks go out in large writes).
type Conn struct {
	fr  *FrameReader
	w   *bufio.Writer
	out []byte
}

// NewConn wraps rw; frames read are limited to limit bytes.
func NewConn(rw io.ReadWriter, limit int) *Conn {
	return &Conn{fr: NewFrameReader(rw, limit), w: bufio.NewWriterSize(rw, 64<<10)}
}

// SetLimit changes the largest frame read from now on.
func (c *Conn) SetLimit(limit int) { c.fr.SetLimit(limit) }

// Read reads the next frame into m and returns the codec it was sent in.
func (c *Conn) Read(m proto.Message) (Codec, error) {
	codec, payload, err := c.fr.Next()
	if err != nil {
		return 0, err
	}
	return codec, Unmarshal(codec, payload, m)
}

// ReadStrict is Read for a frame that must be exactly an m: a message
// with fields m's type does not have (in either codec) is an error
// wrapping ErrUnknownFields, not an m with those fields dropped. An upload
// reads its chunks so, so that a request sent in their place is refused.
func (c *Conn) ReadStrict(m proto.Message) (Codec, error) {
	codec, payload, err := c.fr.Next()
	if err != nil {
		return 0, err
	}
	switch codec {
	case JSON:
		if err := (protojson.UnmarshalOptions{}).Unmarshal(payload, m); err != nil {
			return codec, fmt.Errorf("decode %v %T: %w: %v", codec, m, ErrUnknownFields, err)
		}
		return codec, nil
	}
	if err := Unmarshal(codec, payload, m); err != nil {
		return codec, err
	}
	if len(m.ProtoReflect().GetUnknown()) > 0 {
		return codec, fmt.Errorf("decode %v %T: %w", codec, m, ErrUnknownFields)
	}
	return codec, nil
}

// Write buffers the frame of m encoded with codec.
func (c *Conn) Write(codec Codec, m proto.Message) error {
	var err error
	c.out, err = AppendMessage(c.out[:0], codec, m)
	if err != nil {
		return err
	}
	_, err = c.w.Write(c.out)
	return err
}

// Flush sends what Write buffered.
func (c *Conn) Flush() error { return c.w.Flush() }

// MaxFrame is the largest frame a body chunk of pageSize bytes makes in
// either codec (JSON spells bytes in base64, 4/3 of their size), plus room
// for the other fields.
func MaxFrame(pageSize int) int { return pageSize*4/3 + 4096 }
