// Package kinds names the shape of a file's change, so that one compiler
// change seen in 2,000 files is one kind of change, not 2,000 diffs.
//
// A file's change is the lines its diffs add and remove, per stream or
// output, without line numbers or context. Two rules make the shape:
//
//   - exact: the file's own path is abstracted wherever it appears
//     (src/a/b.bas → {}, src/a/b → {.}, b.bas → {/}, b → {/.}), as in the
//     diff of a compiler that prints its input's name;
//   - tolerant: on top of that, numbers become # and identifiers that hold
//     a digit or an underscore (a compiler's generated names: f2_step, v_I,
//     L310) are renamed in the order they appear in the line, so that the
//     same change at other line numbers, labels and temporaries is one
//     kind.
//
// A line added or removed many times in one file counts once, so a change
// seen twice in one file and once in another is one kind. Files are
// grouped by the tolerant shape; its hash is the kind's ID.
package kinds

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Section is one changed part of a file: what changed ("stdout",
// "output:NAME", "exit_code") and its lines of unified diff.
type Section struct {
	What  string
	Lines []string
}

// Shape returns the exact and tolerant shapes of a file's change: the
// sorted, deduplicated changed lines of its sections, with the file's path
// abstracted, as text.
func Shape(file string, sections []Section) (exact, tolerant string) {
	var ex, tol []string
	for _, s := range sections {
		what := abstract(file, s.What)
		seen := map[string]bool{}
		var lines []string
		for _, l := range s.Lines {
			if !changed(l) {
				continue
			}
			l = abstract(file, l)
			if !seen[l] {
				seen[l] = true
				lines = append(lines, l)
			}
		}
		slices.Sort(lines)
		ex = append(ex, what+"\n"+strings.Join(lines, "\n"))
		tol = append(tol, tolerate(what)+"\n"+strings.Join(dedupe(mapAll(lines, tolerate)), "\n"))
	}
	return strings.Join(ex, "\n\n"), strings.Join(tol, "\n\n")
}

// ID names a shape: "k" and 7 hex digits of its SHA-256, stable from run
// to run, so that 'corral accept --kind' can name it.
func ID(shape string) string {
	h := sha256.Sum256([]byte(shape))
	return "k" + hex.EncodeToString(h[:])[:7]
}

// changed reports whether l is an added or removed line of a unified
// diff, not a file or hunk header or context; other lines (a sentence
// such as "exit status 0 → 1") count whole.
func changed(l string) bool {
	switch {
	case strings.HasPrefix(l, "--- "), strings.HasPrefix(l, "+++ "), strings.HasPrefix(l, "@@ "), strings.HasPrefix(l, " "):
		return false
	}
	return l != ""
}

// Abstract replaces the file's path and its parts in s ("output:src/a.c"
// of src/a.bas is "output:{.}.c"), where they stand as whole words,
// longest first.
func Abstract(file, s string) string { return abstract(file, s) }

func abstract(file, s string) string {
	noExt := strings.TrimSuffix(file, path.Ext(file))
	base := path.Base(file)
	stem := strings.TrimSuffix(base, path.Ext(base))
	for _, r := range [][2]string{{file, "{}"}, {noExt, "{.}"}, {base, "{/}"}, {stem, "{/.}"}} {
		if len(r[0]) >= 3 {
			s = replaceWord(s, r[0], r[1])
		}
	}
	return s
}

// replaceWord replaces old in s where it is not part of a longer word.
func replaceWord(s, old, new string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		if (i > 0 && word(s[i-1])) || (end < len(s) && word(s[end])) {
			b.WriteString(s[:end])
		} else {
			b.WriteString(s[:i])
			b.WriteString(new)
		}
		s = s[end:]
	}
}

func word(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

var token = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*|[0-9]+`)

// tolerate applies the tolerant rule to one line.
func tolerate(l string) string {
	names := map[string]string{}
	return token.ReplaceAllStringFunc(l, func(t string) string {
		switch {
		case t[0] >= '0' && t[0] <= '9':
			return "#"
		case !strings.ContainsAny(t, "_0123456789"):
			return t // a keyword or a plain name: kept
		}
		n, ok := names[t]
		if !ok {
			n = "$" + strconv.Itoa(len(names)+1)
			names[t] = n
		}
		return n
	})
}

func mapAll(v []string, f func(string) string) []string {
	out := make([]string, len(v))
	for i, s := range v {
		out[i] = f(s)
	}
	return out
}

// dedupe sorts v and drops repeats.
func dedupe(v []string) []string {
	slices.Sort(v)
	return slices.Compact(v)
}
