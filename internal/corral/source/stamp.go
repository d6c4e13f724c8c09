package source

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Stamp identifies the content of the source at src without reading it,
// as make and git's index do: for a file (a TAR, compressed or not), its
// device, inode, size, modification and change times; for a directory,
// the path, type, size and times of every entry but those of skip. Writing
// to a file changes its times (the change time cannot be set back by
// touch), and replacing it changes its inode, so a source whose content
// changed has another stamp; a copy with the same content may too. "-"
// (a TAR on stdin) has no stamp: it returns "".
func Stamp(src string, skip []string) (string, error) {
	if src == "-" {
		return "", nil
	}
	info, err := os.Stat(src)
	if err != nil {
		return "", fmt.Errorf("stamp source: %w", err)
	}
	h := sha256.New()
	if !info.IsDir() {
		stampOf(h, ".", info)
		return hex.EncodeToString(h.Sum(nil)[:12]), nil
	}
	skipped := skipper(skip)
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if skipped(p, d) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if d.Type()&fs.ModeSymlink != 0 {
			target, _ := os.Readlink(p)
			fmt.Fprintf(h, "%q -> %q\n", p, target)
			if t, err := os.Stat(p); err == nil {
				info = t
			}
		}
		rel, _ := filepath.Rel(src, p)
		stampOf(h, rel, info)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("stamp source %s: %w", src, err)
	}
	return hex.EncodeToString(h.Sum(nil)[:12]), nil
}

// stampOf writes what identifies one file's content to h.
func stampOf(h interface{ Write([]byte) (int, error) }, rel string, info fs.FileInfo) {
	fmt.Fprintf(h, "%q %v %d %d %s\n", rel, info.Mode(), info.Size(), info.ModTime().UnixNano(), identity(info))
}
