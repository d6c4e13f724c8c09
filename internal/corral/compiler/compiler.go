// Package compiler knows the compiler a --cmd template runs by the content
// of its files: a [Fingerprint] is kept with every run, so that a check
// can say the compiler changed under the same command and a merge can
// refuse shards that ran different compilers.
//
// # What it covers
//
// The programs the template runs (resolved on PATH, as the jobs find
// them; in nested sh -c scripts too) and the absolute paths its commands
// give as operands, such as the script in 'sh /ci/wrap.sh {}' or a
// plugin; each by the SHA-256 of
// its content. It does not follow what those programs run in turn: a
// gcc driver's cc1, or the programs a wrapper script calls, are not in
// it unless the template names them.
//
// # Cost
//
// Of is called once per run, before any job, and reads each file once:
// about 2 ms per MB. A file over [MaxHashed] bytes is known by its size
// and modification time instead. No read can hold the run: the kernel's
// files (procfs, tracefs, ... by their file system's type) are not read,
// a file is read no further than its size, a read that makes no progress
// for 5 s is given up, and the end of the run's context (Ctrl-C) ends Of.
package compiler

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
)

// MaxHashed is the largest file read whole; a larger one is known by its
// size and modification time.
const MaxHashed = 1 << 30

// File is one file of a compiler.
type File struct {
	// Name is the file as the template names it: a program's name
	// ("gcc", "./cc.sh" for a relative path however it was resolved), or
	// an operand's absolute path.
	Name string `json:"name"`
	// Path is where it was found; "" when it was not.
	Path string `json:"path,omitempty"`
	// Content identifies the content: "sha256:HEX", or for a file over
	// MaxHashed "size:N mtime:UNIX-NANOSECONDS"; "" when it could not be
	// read or was not (a pseudo file, a read given up), and Error says
	// why.
	Content string `json:"content,omitempty"`
	Error   string `json:"error,omitempty"`
}

// Fingerprint is a compiler's files, sorted by name.
type Fingerprint []File

// Command is what Of fingerprints of a --cmd template.
type Command struct {
	// Programs it runs (command.Template.Runs): a name without a slash
	// is found with LookPath, as exec.LookPath does; a path is read
	// where it is.
	Programs []string
	// Operands are the absolute paths it gives as operands
	// (command.Template.Named); those that are regular files of stored
	// content are read.
	Operands []string
	// Written gives the name a program is known by: the word the
	// template writes for it (command.Template.Written), so that ./cc.sh
	// is ./cc.sh from any directory, and its content is compared with
	// the baseline's ./cc.sh wherever that was. nil knows each by itself.
	Written func(program string) string
	// LookPath finds a program on PATH; nil is exec.LookPath.
	LookPath func(string) (string, error)
}

// Of fingerprints c's programs and operands. A file whose read makes no
// progress for a few seconds is given up and named with the error that
// says so; when ctx ends (Ctrl-C) first, Of returns its error.
func Of(ctx context.Context, c Command) (Fingerprint, error) {
	lookPath, written := c.LookPath, c.Written
	if lookPath == nil {
		lookPath = exec.LookPath
	}
	if written == nil {
		written = func(p string) string { return p }
	}
	var fp Fingerprint
	for _, prog := range c.Programs {
		name, path := written(prog), prog
		if !strings.Contains(prog, "/") {
			var err error
			if path, err = lookPath(prog); err != nil {
				fp = append(fp, File{Name: name, Error: "not found on PATH"})
				continue
			}
		}
		f, _, err := watch(ctx, name, path, func(read *atomic.Int64) (File, bool) { return fileOf(name, path, read) })
		if err != nil {
			return nil, err
		}
		fp = append(fp, f)
	}
	for _, name := range c.Operands {
		if slices.ContainsFunc(fp, func(f File) bool { return f.Name == name || f.Path == name }) {
			continue
		}
		f, keep, err := watch(ctx, name, name, func(read *atomic.Int64) (File, bool) { return fileOf(name, name, read) })
		if err != nil {
			return nil, err
		}
		if keep {
			fp = append(fp, f)
		}
	}
	slices.SortFunc(fp, func(a, b File) int { return strings.Compare(a.Name, b.Name) })
	return fp, nil
}

// fileOf reads the file at path, named name. keep says whether an operand
// naming it belongs in the fingerprint: not when it is missing, not a
// regular file or a pseudo file. Only a regular file is opened, and none
// of a file system of the kernel's (see pseudoFS): a FIFO, /proc/kmsg or
// a tracefs trace_pipe would block the read forever. It adds to read the
// bytes it has read (see watch).
func fileOf(name, path string, read *atomic.Int64) (f File, keep bool) {
	f = File{Name: name, Path: path}
	info, err := os.Stat(path)
	switch {
	case err != nil:
		f.Error = err.Error()
		return f, false
	case !info.Mode().IsRegular():
		f.Error = "not a regular file"
		return f, false
	}
	if fs := pseudoFS(path); fs != "" {
		f.Error = pseudoError(fs)
		return f, false
	}
	return hashFile(f, read)
}

// hashFile reads the regular file at f.Path into f.Content. It opens it
// without blocking (a FIFO that took its place since it was looked at
// opens at once, and is then refused), and reads no more than it holds.
func hashFile(f File, read *atomic.Int64) (File, bool) {
	in, err := os.OpenFile(f.Path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		f.Error = err.Error()
		return f, true
	}
	defer in.Close()
	info, err := in.Stat()
	switch {
	case err != nil:
		f.Error = err.Error()
		return f, true
	case !info.Mode().IsRegular():
		f.Error = "not a regular file"
		return f, false
	case pseudoFile(in) != "":
		f.Error = pseudoError(pseudoFile(in))
		return f, false
	case info.Size() > MaxHashed:
		f.Content = fmt.Sprintf("size:%d mtime:%d", info.Size(), info.ModTime().UnixNano())
		return f, true
	}
	sum, err := readBounded(in, info.Size(), read)
	if err != nil {
		f.Error = err.Error()
		return f, !errors.Is(err, errPseudo)
	}
	f.Content = "sha256:" + sum
	return f, true
}

// errPseudo is a file that reads as no stored file does.
var errPseudo = errors.New("pseudo file")

// readBounded returns the SHA-256 of what in holds, in hex, reading at
// most size+1 bytes: a stored file of size bytes ends there. One that
// reads past its size (a kernel's file of size 0 that goes on and on), or
// whose read would wait, is a pseudo file (errPseudo), not read. It adds
// to read what it reads.
func readBounded(in io.Reader, size int64, read *atomic.Int64) (string, error) {
	h := sha256.New()
	n, err := io.Copy(counted{h, read}, io.LimitReader(in, size+1))
	switch {
	case errors.Is(err, syscall.EAGAIN):
		return "", fmt.Errorf("%w: a read would wait: not read", errPseudo)
	case err != nil:
		return "", err
	case n > size:
		return "", fmt.Errorf("%w: reads past its size of %d bytes: not read", errPseudo, size)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// pseudoError is the Error of a file of the kernel's file system fs,
// which is known by that alone.
func pseudoError(fs string) string { return "pseudo file (" + fs + "): not read" }

// underKernelDir names the directory of dirs ("/dev/") that path leads
// into once its links are followed (a link named km can lead to
// /proc/kmsg), without its slashes; "" for none.
func underKernelDir(path string, dirs ...string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	for _, dir := range dirs {
		if strings.HasPrefix(filepath.Clean(path)+"/", dir) {
			return strings.Trim(dir, "/")
		}
	}
	return ""
}

// Digest identifies the whole fingerprint in one word, by content alone
// (the same ./cc.sh checked out in two directories is one compiler); ""
// for none.
func (fp Fingerprint) Digest() string {
	if len(fp) == 0 {
		return ""
	}
	var parts []string
	for _, f := range fp {
		parts = append(parts, fmt.Sprintf("%q %q", f.Content, f.Error))
	}
	slices.Sort(parts)
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintln(h, p)
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// Changed lists how now differs from was, one short phrase a file, by
// name: "./cc.sh differs", "cc1 is new", "cc is gone". A file that could
// be read on neither side is not said to differ, and one that is gone
// from one path while a file of its base name and content is new at
// another has not changed (a baseline that named ./cc.sh by where it was,
// as corral did before it named it as the template writes it).
func Changed(was, now Fingerprint) []string {
	was, now = unmoved(was, now)
	find := func(fp Fingerprint, name string) (File, bool) {
		i := slices.IndexFunc(fp, func(f File) bool { return f.Name == name })
		if i < 0 {
			return File{}, false
		}
		return fp[i], true
	}
	var out []string
	for _, n := range now {
		w, ok := find(was, n.Name)
		switch {
		case !ok:
			out = append(out, n.Name+" is new")
		case w.Content != n.Content || w.Error != n.Error:
			out = append(out, n.Name+" differs")
		}
	}
	for _, w := range was {
		if _, ok := find(now, w.Name); !ok {
			out = append(out, w.Name+" is gone")
		}
	}
	return out
}

// unmoved leaves out of was and now the files that moved: one of was that
// now lacks by name, and one of now that was lacks, of one base name and
// content. Content alone would take two files that swapped contents for
// two that moved, and a changed compiler for the same.
func unmoved(was, now Fingerprint) (Fingerprint, Fingerprint) {
	has := func(fp Fingerprint, name string) bool {
		return slices.ContainsFunc(fp, func(f File) bool { return f.Name == name })
	}
	key := func(f File) string { return filepath.Base(f.Name) + "\x00" + f.Content }
	gone := map[string]int{} // key → how many files of was now lacks
	for _, w := range was {
		if w.Content != "" && !has(now, w.Name) {
			gone[key(w)]++
		}
	}
	moved := map[string]int{}
	var keep Fingerprint
	for _, n := range now {
		if n.Content != "" && !has(was, n.Name) && gone[key(n)] > moved[key(n)] {
			moved[key(n)]++
			continue
		}
		keep = append(keep, n)
	}
	var keepWas Fingerprint
	for _, w := range was {
		if w.Content != "" && !has(now, w.Name) && moved[key(w)] > 0 {
			moved[key(w)]--
			continue
		}
		keepWas = append(keepWas, w)
	}
	return keepWas, keep
}
