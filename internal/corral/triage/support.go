package triage

import (
	"os"
	"path"
	"path/filepath"
	"strings"
)

// maxSupportBytes bounds a support file a report keeps: a header, not a
// data set.
const maxSupportBytes = 1 << 20

// namedSupport returns the support files (the source's files that are not
// compiled, such as HDR_* headers, unpacked under tree) that the program
// names, by path or by base name, and those that they name in turn: the
// files its reproduction compiles it among, by path. The reduction
// compiled it among all of them; a compiler that reads a file no text
// names (a configuration found by itself) is not reproduced without it.
func namedSupport(program, tree string, support []string) map[string]string {
	out := map[string]string{}
	texts := []string{program}
	for len(texts) > 0 {
		text := texts[0]
		texts = texts[1:]
		for _, f := range support {
			if _, ok := out[f]; ok || !(strings.Contains(text, f) || strings.Contains(text, path.Base(f))) {
				continue
			}
			data, err := os.ReadFile(filepath.Join(tree, filepath.FromSlash(f)))
			if err != nil || len(data) > maxSupportBytes {
				continue
			}
			out[f] = string(data)
			texts = append(texts, string(data))
		}
	}
	return out
}
