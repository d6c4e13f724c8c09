// Package kinds names the causes of a run's changes, so that one compiler
// change seen in 2,000 files is one kind of change, not 2,000 diffs, and
// eight independent changes are eight kinds, not one kind per file.
//
// # Edits
//
// A kind is an edit, not a file: a file belongs to every kind its edits
// show. Each hunk of a file's diff is cut into its changed blocks (the
// removed lines and the added lines between two runs of context). In a
// block, removed and added lines that share most of their tokens are
// paired, in order; the rest are whole lines inserted or deleted.
//
//   - A paired line's edit is what a token-level diff of the two lines
//     replaced, inserted or deleted: the runs of changed tokens, without
//     the tokens that stayed. So a helper renamed everywhere is one edit
//     ("bmod" → "mod_b") whatever else stands on its lines.
//   - A whole line's edit is its shape: "+" or "-", its first two tokens
//     and the plain words after them ("- . $", for gcc's ".cfi_offset 3,
//     -16" or ".LFE2:"; "+ / * build", for "/* build 8812 */").
//   - A sentence (an exit status, a binary output) is its own edit.
//
// A line whose token diff has several runs is one edit, unless a run is
// seen alone on another line of the run: that run is then an edit of its
// own (see [Catalog.Split]), so a rename stays one kind on lines that
// change for another cause too.
//
// # Abstraction
//
// The file's own path is abstracted wherever it appears (src/a/b.bas →
// {}, src/a/b → {.}, b.bas → {/}, b → {/.}), as in the diff of a compiler
// that prints its input's name. Numbers become #, and identifiers that
// hold a digit or an underscore (a compiler's generated names: f2_step,
// v_I, L310) become $1, $2… in the order they appear in the edit, so that
// the same change at other line numbers, labels and temporaries is one
// kind. An edit's ID is "k" and 7 hex digits of its signature's SHA-256,
// stable from run to run, so that 'corral accept --kind' can name it.
package kinds

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// Section is one changed part of a file: what changed ("stdout",
// "output:NAME", "exit_code") and its lines of unified diff.
type Section struct {
	What  string
	Lines []string
}

// Line is the edit of one changed line (or pair of lines, or sentence):
// its runs of changed tokens, abstracted, and the diff lines it came from.
type Line struct {
	What string   // the section, its path abstracted: "stdout", "output:{.}.c"
	Runs []string // one signature per run of changed tokens, in order
	Diff []string // "-old", "+new", or the sentence
}

// Lines returns the edits of a file's change, line by line, in the order
// of its diff.
func Lines(file string, sections []Section) []Line {
	var out []Line
	for _, s := range sections {
		what := abstract(file, s.What)
		var del, add []string
		flush := func() {
			out = append(out, block(file, what, del, add)...)
			del, add = del[:0], add[:0]
		}
		for _, l := range s.Lines {
			switch {
			case strings.HasPrefix(l, "--- "), strings.HasPrefix(l, "+++ "), strings.HasPrefix(l, "@@ "), strings.HasPrefix(l, " "), l == linediff.NoNewline:
				flush()
			case strings.HasPrefix(l, "-"):
				if len(add) > 0 {
					flush()
				}
				del = append(del, l[1:])
			case strings.HasPrefix(l, "+"):
				add = append(add, l[1:])
			case strings.HasPrefix(l, "("), strings.HasPrefix(l, "… "):
				// a note on the diff, or a cut: not a change
			case l != "":
				flush()
				out = append(out, Line{What: what, Runs: []string{sentence(abstract(file, l))}, Diff: []string{l}})
			}
		}
		flush()
	}
	return out
}

// block pairs the removed and added lines of one changed block and
// returns their edits. As many lines removed as added are paired in
// order, however different; otherwise a pair must share most tokens.
func block(file, what string, del, add []string) []Line {
	var out []Line
	dt, at := make([][]string, len(del)), make([][]string, len(add))
	for i, l := range del {
		dt[i] = tokens(abstract(file, l))
	}
	for j, l := range add {
		at[j] = tokens(abstract(file, l))
	}
	i, j := 0, 0
	for i < len(del) || j < len(add) {
		switch {
		case i < len(del) && j < len(add) && (len(del) == len(add) || similar(dt[i], at[j])):
			out = append(out, Line{What: what, Runs: pairRuns(dt[i], at[j]), Diff: []string{"-" + del[i], "+" + add[j]}})
			i, j = i+1, j+1
		case i < len(del) && (len(del)-i >= len(add)-j || j == len(add)):
			out = append(out, Line{What: what, Runs: []string{whole('-', dt[i])}, Diff: []string{"-" + del[i]}})
			i++
		default:
			out = append(out, Line{What: what, Runs: []string{whole('+', at[j])}, Diff: []string{"+" + add[j]}})
			j++
		}
	}
	return out
}

// similar reports whether two lines share at least half the tokens of the
// longer one: then the new line is an edit of the old.
func similar(a, b []string) bool {
	count := map[string]int{}
	for _, t := range a {
		count[t]++
	}
	common := 0
	for _, t := range b {
		if count[t] > 0 {
			count[t]--
			common++
		}
	}
	return 2*common >= max(len(a), len(b)) && common > 0
}

// pairRuns returns the signatures of the runs of changed tokens between
// an old and a new line.
func pairRuns(a, b []string) []string {
	// Most pairs differ in one place: past their common ends, the two
	// middles share no token and are the one run a diff would find too.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	switch {
	case len(ma) == 0 && len(mb) == 0: // the lines differ only in spacing
		return []string{"~ spacing"}
	case !shareToken(ma, mb):
		return []string{run(ma, mb)}
	}
	ids := map[string]int{}
	intern := func(v []string) []int {
		out := make([]int, len(v))
		for i, t := range v {
			id, ok := ids[t]
			if !ok {
				id = len(ids)
				ids[t] = id
			}
			out[i] = id
		}
		return out
	}
	script := linediff.Ints(intern(a), intern(b))
	var runs []string
	for _, blk := range script.Blocks {
		runs = append(runs, run(a[blk.A0:blk.A1], b[blk.B0:blk.B1]))
	}
	if len(runs) == 0 { // the lines differ only in spacing
		runs = append(runs, "~ spacing")
	}
	return runs
}

// shareToken reports whether a and b have a token in common.
func shareToken(a, b []string) bool {
	if len(a)*len(b) > 1024 {
		in := make(map[string]bool, len(a))
		for _, x := range a {
			in[x] = true
		}
		for _, y := range b {
			if in[y] {
				return true
			}
		}
		return false
	}
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// run is the signature of one run of changed tokens: the removed tokens
// and the added ones, generated names numbered across both.
func run(del, ins []string) string {
	names := map[string]string{}
	side := func(v []string) string {
		if len(v) == 0 {
			return "∅"
		}
		var b strings.Builder
		prev := ""
		for _, t := range v {
			a := tolerateToken(t, names)
			// A space between tokens, unless both are punctuation:
			// "&&", ")||(", "->" read as the text reads.
			if prev != "" && (word(prev[len(prev)-1]) || word(a[0]) || a[0] == '$' || prev[0] == '$' || a[0] == '#' || prev == "#") {
				b.WriteByte(' ')
			}
			b.WriteString(a)
			prev = a
		}
		return b.String()
	}
	d := side(del)
	return "~ " + d + " → " + side(ins)
}

// whole is the signature of a whole line inserted or deleted: its first
// two tokens, generated names and numbers abstracted, then the plain words
// of the rest (no numbers, punctuation or generated names). So gcc's
// ".cfi_offset 3, -16" and ".LFE2:" are both ". $ …", while a banner
// comment and a comment with a build number differ by their words.
func whole(op byte, toks []string) string {
	if len(toks) == 0 {
		return string(op) + " (blank line)"
	}
	out := []string{string(op)}
	for i, t := range toks {
		a := tolerateToken(t, nil)
		if i < 2 || word(t[0]) && a == t && !(t[0] >= '0' && t[0] <= '9') {
			out = append(out, a)
		}
	}
	return strings.Join(out, " ") + " …"
}

// sentence is the signature of a line that is not a diff line: an exit
// status keeps its numbers; sizes and offsets in other sentences do not.
func sentence(l string) string {
	if strings.HasPrefix(l, "exit status ") || strings.HasPrefix(l, "baseline status ") {
		return "! " + l
	}
	return "! " + number.ReplaceAllString(l, "#")
}

var number = regexp.MustCompile(`[0-9]+`)

// tokens cuts a line into words ([A-Za-z_][A-Za-z0-9_]*), numbers
// ([0-9]+) and single other characters, ASCII spaces left out. By hand: the
// regular expression that says the same took a fifth of the time of a
// report of 3,000 changed files.
func tokens(l string) []string {
	out := make([]string, 0, len(l)/3)
	for i := 0; i < len(l); {
		c := l[i]
		j := i + 1
		switch {
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			for j < len(l) && word(l[j]) {
				j++
			}
		case c >= '0' && c <= '9':
			for j < len(l) && l[j] >= '0' && l[j] <= '9' {
				j++
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r': // RE2's \s
			i = j
			continue
		case c >= utf8.RuneSelf:
			_, n := utf8.DecodeRuneInString(l[i:])
			j = i + n
		}
		out = append(out, l[i:j])
		i = j
	}
	return out
}

// tolerateToken abstracts one token: a number is #, a generated name is
// $N, numbered in names (nil: every such name is $).
func tolerateToken(t string, names map[string]string) string {
	switch {
	case t[0] >= '0' && t[0] <= '9':
		return "#"
	case !word(t[0]) || !strings.ContainsAny(t, "_0123456789"):
		return t // a keyword, a plain name or punctuation: kept
	case names == nil:
		return "$"
	}
	n, ok := names[t]
	if !ok {
		n = "$" + strconv.Itoa(len(names)+1)
		names[t] = n
	}
	return n
}

// ID names an edit: "k" and 7 hex digits of its signature's SHA-256.
func ID(what, sig string) string {
	h := sha256.Sum256([]byte(what + "\x00" + sig))
	return "k" + hex.EncodeToString(h[:])[:7]
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
