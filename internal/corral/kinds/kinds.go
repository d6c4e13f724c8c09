// Package kinds names the causes of a run's changes, so that one compiler
// change seen in 2,000 files is one kind of change, not 2,000 diffs, and
// eight independent changes are eight kinds, not one kind per file. It
// holds on what real compilers emit (assembly, IR, generated C), where
// every line looks alike, as on source code and prose.
//
// # Edits
//
// A kind is made of edits, not files: a file belongs to every kind its
// edits show. Each changed block of a file's diff (the removed lines and
// the added lines between two runs of context) is diffed token by token,
// with a tokenizer that knows the section's language (assembly, IR,
// C-like code, Python and shell, prose) well enough to class each token
// (see [Class]): what carries meaning is kept (mnemonics, directives,
// keywords, punctuation), operands are classed (registers, numbers,
// names, local labels, strings, comments). The edits of a block:
//
//   - When most of its tokens stay, the block is one stream of tokens:
//     each run of changed tokens is an edit of the place it stands on (a
//     comment appended to every line is one edit per line, all of one
//     shape), lines of which every token came or went are whole lines
//     inserted or deleted, and lines broken elsewhere than before (one
//     construct spread over several lines) are an edit of layout.
//   - Otherwise its lines are paired where a pair shares most tokens, each
//     pair diffed alone, and the rest are whole lines.
//   - A sentence (an exit status, a binary output) is its own edit.
//
// A pure insertion or deletion inside a line keeps the token after it in
// its shape ("~ $1 { → {": a type elided before a brace).
//
// # Shapes and kinds
//
// Each edit has an abstract shape (operands as $1, %1, #, .L#, "…",
// «comment») and a concrete one (their values; names a compiler makes,
// with a digit or an underscore, still numbered). Of one abstract shape,
// a concrete form that many of its files show is a shape of its own
// ("interface{} → any", a rename), and the long tail of forms (one rule
// at a thousand sites with a thousand names) is the abstract shape. Then
// shapes that occur in the same files, all or nearly all of them, are
// one kind: a block inserted whole, endbr64 and the note section that
// -fcf-protection adds together. Kinds are grouped in at most
// families by what they change (a mnemonic's stem, a
// directive, a keyword, a class of operand).
//
// The file's own path is abstracted wherever it appears (src/a/b.bas →
// {}, src/a/b → {.}, b.bas → {/}, b → {/.}), as in the diff of a compiler
// that prints its input's name. A kind's ID is "k" and 7 hex digits of
// its leading shape's SHA-256, stable from run to run, so that 'corral
// accept --kind' can name it.
package kinds

import (
	"path"
	"strings"
)

// Version names the algorithm that makes kinds: kinds stored with a run
// under another version are made again, with a note, not reinterpreted.
const Version = 3

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
