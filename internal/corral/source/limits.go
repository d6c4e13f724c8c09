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
	// MaxTotalSize bounds the sum of all files' sizes and of every
	// entry's header (see headerSize), so that an archive of empty files
	// or of directories costs what it holds. Default 32 GiB, 30 times the
	// published corpus (15,000 files, about 1 GB).
	MaxTotalSize int64
	// MaxEntries bounds the number of entries: files, directories, links.
	// Default 1,000,000, 66 times the published corpus: each entry costs
	// an inode, a system call or three, and memory for its name, however
	// empty it is.
	MaxEntries int64
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
	DefaultMaxEntries   = 1_000_000
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
	if l.MaxEntries <= 0 {
		l.MaxEntries = DefaultMaxEntries
	}
	return l
}

// LimitError says which limit a source went over.
type LimitError struct {
	What  string // "file size", "total size", "zstd window", "xz dictionary"
	Size  int64  // what the source asked for; 0 when unknown
	Limit int64
	Flag  string // the flag that raises the limit
	Count bool   // Size and Limit are counts, not bytes
}

func (e *LimitError) Error() string {
	if e.Count {
		return fmt.Sprintf("%s is over the limit of %d", e.What, e.Limit)
	}
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

// budget counts a source's entries and bytes against its limits.
type budget struct {
	Limits
	total   int64
	entries int64
}

// headerSize is what an entry's header costs: a 512-byte TAR header, and
// the extended header a long name or link name takes (GNU or PAX, each
// its name rounded up to whole blocks, with a header of its own).
func headerSize(name, link string) int64 {
	n := int64(512)
	for _, s := range []string{name, link} {
		if len(s) > 100 {
			n += 512 + (int64(len(s))+511)&^511
		}
	}
	return n
}

// entry accounts for one entry's header, of whatever type.
func (b *budget) entry(name, link string) error {
	b.entries++
	if b.entries > b.MaxEntries {
		return &LimitError{What: "number of entries", Size: b.entries, Limit: b.MaxEntries, Flag: "--max-files", Count: true}
	}
	return b.add(headerSize(name, link))
}

// take accounts for a file of size bytes.
func (b *budget) take(size int64) error {
	if size > b.MaxFileSize {
		return &LimitError{What: "file size", Size: size, Limit: b.MaxFileSize, Flag: "--max-file-size"}
	}
	return b.add(size)
}

func (b *budget) add(n int64) error {
	b.total += n
	if b.total > b.MaxTotalSize {
		return &LimitError{What: "total size of the files and their headers", Size: b.total, Limit: b.MaxTotalSize, Flag: "--max-unpacked"}
	}
	return nil
}
