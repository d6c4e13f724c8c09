package service

import (
	"context"
	"errors"
	"hash/crc32"
	"io/fs"
	"syscall"

	"github.com/corral-go/corral/internal/beneath"
	"github.com/corral-go/corral/internal/fs/datadir"
)

// Status is how a request ended, as every transport reports it.
type Status int

// The statuses; each transport maps them to its own (frame statuses, HTTP codes).
const (
	OK Status = iota
	BadRequest
	NotFound
	TooLarge
	Busy
	IOError
	Unauthorized
	Checksum
	// Conflict: the name is a directory (or another non-file) where a
	// file is read or written, or a path through a file (datadir.ErrNotFile).
	Conflict
)

var statusNames = [...]string{"ok", "bad_request", "not_found", "too_large", "busy", "io_error", "unauthorized", "checksum", "conflict"}

// String is the status's metric label and log word.
func (s Status) String() string {
	if s >= 0 && int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "unknown"
}

// ErrBadFrame marks a frame that is not what belongs where it came: a
// chunk over the page size, or another message where a chunk belongs.
var ErrBadFrame = errors.New("bad frame")

// ErrTooSlow marks a transfer whose client sent or read the body slower
// than its [Pace] allows: turned away like a busy server, so the client
// may retry.
var ErrTooSlow = errors.New("too slow")

// ErrChecksum marks a body whose checksum does not match the client's.
var ErrChecksum = errors.New("CRC32C mismatch")

// ErrUnauthorized marks a request without the right token.
var ErrUnauthorized = errors.New("missing or wrong token")

// StatusOf maps an error of the service (or of a transport, for the
// sentinels above) to the status a client branches on.
func StatusOf(err error) Status {
	switch {
	case err == nil:
		return OK
	case errors.Is(err, datadir.ErrBadName), errors.Is(err, datadir.ErrShortBody), errors.Is(err, ErrBadFrame),
		errors.Is(err, datadir.ErrTypeNotKept):
		return BadRequest
	case beneath.IsEscape(err): // a symbolic link in the data directory that points out
		return BadRequest
	case errors.Is(err, fs.ErrNotExist):
		return NotFound
	case errors.Is(err, datadir.ErrNotFile), errors.Is(err, syscall.EISDIR), errors.Is(err, syscall.ENOTDIR), errors.Is(err, syscall.ENOTEMPTY):
		// A directory where a file is read, written or removed, or a path
		// through a file: the client's mistake, not the disk's.
		return Conflict
	case errors.Is(err, datadir.ErrTooLarge):
		return TooLarge
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, ErrTooSlow):
		return Busy
	case errors.Is(err, ErrChecksum):
		return Checksum
	case errors.Is(err, ErrUnauthorized):
		return Unauthorized
	}
	return IOError
}

// UpdateCRC adds p to crc, the CRC32C (Castagnoli) that uploads and
// downloads are checked with.
func UpdateCRC(crc uint32, p []byte) uint32 { return crc32.Update(crc, castagnoli, p) }
