package triage

import (
	"bytes"
	"io/fs"
	"os"
	pathpkg "path"
	"path/filepath"
	"strings"
)

// maxSupportBytes bounds a support file a report keeps: a header, not a
// data set.
const maxSupportBytes = 1 << 20

// namedSupport returns the files of the source unpacked under tree,
// but the program's own (at path), that the program names, by path or by
// base name, and those that they name in turn: the files its
// reproduction compiles it among, by path. The reduction compiled it
// among all of them: support files (HDR_* headers) and the other files
// the run compiles alike, which a source may include (lz4's fuzzers
// #include "lz4.c": without it, both compilers failed alike and the
// reproduction showed no change). A base name is matched only when it has
// an extension: COPYING or rules in a comment names no file. A compiler
// that reads a file no text names (a configuration found by itself) is
// not reproduced without it.
func namedSupport(program, tree, path string) map[string]string {
	var files []string
	_ = filepath.WalkDir(tree, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		if rel, err := filepath.Rel(tree, p); err == nil && filepath.ToSlash(rel) != path {
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	out := map[string]string{}
	total := 0
	texts := []string{program}
	for len(texts) > 0 {
		text := texts[0]
		texts = texts[1:]
		for _, f := range files {
			if _, ok := out[f]; ok || !names(text, f) {
				continue
			}
			data, err := os.ReadFile(filepath.Join(tree, filepath.FromSlash(f)))
			if err != nil || len(data) > maxSupportBytes || total+len(data) > maxSupportTotal || bytes.IndexByte(data, 0) >= 0 {
				continue // not a text, or too much of it
			}
			out[f] = string(data)
			total += len(data)
			texts = append(texts, string(data))
		}
	}
	return out
}

// maxSupportTotal bounds the files a report keeps beside its program.
const maxSupportTotal = 8 << 20

// names reports whether text names file f as a word: by its path, or by
// its base name when that has an extension ("stdio.h" names no io.h).
func names(text, f string) bool {
	if wordIn(text, f) {
		return true
	}
	base := pathpkg.Base(f)
	return strings.Contains(base, ".") && wordIn(text, base)
}

// wordIn reports whether name stands in text with no letter, digit, '_',
// '.' or '-' just before it, nor a letter, digit or '_' just after.
func wordIn(text, name string) bool {
	for at := 0; ; {
		i := strings.Index(text[at:], name)
		if i < 0 {
			return false
		}
		i += at
		end := i + len(name)
		before := i == 0 || !(word(text[i-1]) || text[i-1] == '.' || text[i-1] == '-')
		after := end == len(text) || !word(text[end])
		if before && after {
			return true
		}
		at = i + 1
	}
}

func word(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
