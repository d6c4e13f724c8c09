// Package linelog is a log file that rotates after a number of lines: the
// seed's LogCountPerFile. After N lines FILE is renamed FILE.1 (FILE.1
// becomes FILE.2, and so on up to a kept count) and a new FILE is started.
//
// A [File] is safe for concurrent use; a write is never split across two
// files.
package linelog

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync"
)

// File is a rotating log file.
type File struct {
	mu    sync.Mutex
	path  string
	limit int // lines per file; 0 = never rotate
	keep  int
	f     *os.File
	lines int
}

// Open opens (appending to) path; a file of limit lines is rotated, and
// keep old files are kept.
func Open(path string, limit, keep int) (*File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("log: %w", err)
	}
	lines, err := countLines(path) // lines already there count toward the limit
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("log: %w", err)
	}
	return &File{path: path, limit: limit, keep: max(keep, 1), f: f, lines: lines}, nil
}

// countLines counts a file's lines in 64 KiB reads: a full log file holds
// LogCountPerFile lines, far too many to read whole.
func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	buf := make([]byte, 64<<10)
	n := 0
	for {
		m, err := f.Read(buf)
		n += bytes.Count(buf[:m], []byte{'\n'})
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

// Write writes p, which slog hands over as whole lines, rotating first when
// the file is full.
func (l *File) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.limit > 0 && l.lines >= l.limit {
		if err := l.rotate(); err != nil {
			return 0, err
		}
	}
	n, err := l.f.Write(p)
	l.lines += bytes.Count(p[:n], []byte{'\n'})
	return n, err
}

func (l *File) rotate() error {
	if err := l.f.Close(); err != nil {
		return fmt.Errorf("log rotate: %w", err)
	}
	for i := l.keep - 1; i >= 1; i-- {
		os.Rename(fmt.Sprintf("%s.%d", l.path, i), fmt.Sprintf("%s.%d", l.path, i+1))
	}
	if err := os.Rename(l.path, l.path+".1"); err != nil {
		return fmt.Errorf("log rotate: %w", err)
	}
	f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("log rotate: %w", err)
	}
	l.f, l.lines = f, 0
	return nil
}

// Close closes the current file.
func (l *File) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Close()
}
