// Package fsproto is the wire protocol of corral-fs: length-prefixed frames,
// each carrying one message of fs.proto encoded with protobuf or JSON.
//
// # Frames
//
// A frame is a 4-byte big-endian length N, then N bytes: one codec byte
// ([Protobuf] or [JSON]) and the encoded message. N counts the codec byte,
// so N ≥ 1. A reader is given a limit and refuses a frame that announces
// more than the limit with [ErrFrameTooLarge] before it allocates anything:
// a frame announcing 4 GB costs the reader four bytes of input.
//
// # Exchanges
//
// A client sends a [Request]. For OP_UPLOAD the request is followed by the
// body as [Chunk] frames of at most PageSize bytes, the last one flagged and
// carrying the CRC32C of the whole body; the server answers one [Response]
// when the file is durable. For OP_DOWNLOAD the server answers a [Response]
// with the size, then the body as chunks in the same form. Every other op is
// one request and one response. A response answers in the codec of the
// request it answers.
//
// # Concurrency
//
// A [Conn] is used by one goroutine at a time for reading and one for
// writing; it does no locking of its own.
package fsproto
