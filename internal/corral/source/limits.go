package source

import (
	"errors"
	"fmt"
	"syscall"

	"github.com/corral-go/corral/internal/bytesize"
)

// Limits bound what a source may cost. A zero field takes its default.
type Limits struct {
	// MaxFileSize bounds one file's size (its logical size: a sparse
	// file's holes count). Default 4 GiB.
	MaxFileSize int64
	// MaxTotalSize bounds the sum of all files' sizes. Default 32 GiB,
	// 30 times the published corpus (15,000 files, about 1 GB).
	MaxTotalSize int64
	// MaxWindow bounds the memory a compressed archive may ask for: the
	// window of a zstd frame, the dictionary of an xz stream. Default
	// 128 MiB, the zstd command's own default limit (--memory=128MB);
	// 'zstd --ultra -22' and 'xz -9' stay within it.
	MaxWindow int64
}

// Default limits.
const (
	DefaultMaxFileSize  = 4 << 30
	DefaultMaxTotalSize = 32 << 30
	DefaultMaxWindow    = 128 << 20
)

func (l Limits) withDefaults() Limits {
	if l.MaxFileSize <= 0 {
		l.MaxFileSize = DefaultMaxFileSize
	}
	if l.MaxTotalSize <= 0 {
		l.MaxTotalSize = DefaultMaxTotalSize
	}
	if l.MaxWindow <= 0 {
		l.MaxWindow = DefaultMaxWindow
	}
	return l
}

// LimitError says which limit a source went over.
type LimitError struct {
	What  string // "file size", "total size", "zstd window", "xz dictionary"
	Size  int64  // what the source asked for; 0 when unknown
	Limit int64
	Flag  string // the flag that raises the limit
}

func (e *LimitError) Error() string {
	if e.Size > 0 {
		return fmt.Sprintf("%s %s is over the limit of %s", e.What, bytesize.Format(e.Size), bytesize.Format(e.Limit))
	}
	return fmt.Sprintf("%s is over the limit of %s", e.What, bytesize.Format(e.Limit))
}

// ErrNoSpace wraps a write that failed because the work dir's disk (or
// quota) is full: the machine's problem, not the source's.
var ErrNoSpace = errors.New("no space left on the work dir's disk")

// diskFull reports whether err is ENOSPC or EDQUOT.
func diskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

// budget counts the bytes of a source's files against its limits.
type budget struct {
	Limits
	total int64
}

// take accounts for a file of size bytes.
func (b *budget) take(size int64) error {
	if size > b.MaxFileSize {
		return &LimitError{What: "file size", Size: size, Limit: b.MaxFileSize, Flag: "--max-file-size"}
	}
	b.total += size
	if b.total > b.MaxTotalSize {
		return &LimitError{What: "total size of the files", Size: b.total, Limit: b.MaxTotalSize, Flag: "--max-unpacked"}
	}
	return nil
}
