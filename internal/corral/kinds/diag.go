package kinds

import "strings"

// Diagnostics: a compiler's messages, one a line, each headed by where it
// points ("zdict.c:120:9: warning: unused variable ‘n’ [-Wunused-variable]",
// the Go compiler's -m "alg.go:35:6: can inline v", clang's remarks
// "[-Rpass=loop-unroll]"), with lines that show the source they point at
// ("  120 |   int n;", "      |       ^") and say how a header was reached
// ("In file included from zstd.c:4:"). The Diag table reads a message
// without its position (where, not what), names in it as operands, and
// the lines around it as comments: they describe the message.

// diagPosition cuts a diagnostic's position, "path:line:col: " or
// "path:line: ", from its start; false for a line that has none.
func diagPosition(l string) (string, bool) {
	i := strings.IndexByte(l, ':')
	if i <= 0 || strings.ContainsAny(l[:i], " \t") {
		return l, false
	}
	j := i + 1
	for round := 0; round < 2; round++ {
		k := j
		for k < len(l) && l[k] >= '0' && l[k] <= '9' {
			k++
		}
		if k == j || k >= len(l) || l[k] != ':' {
			if round == 0 {
				return l, false
			}
			break
		}
		j = k + 1
	}
	if j >= len(l) || l[j] != ' ' {
		return l, false
	}
	return l[j:], true
}

// diagContext reports whether a line only shows what a message points at
// or how it was reached: the source it quotes (see quotedSource: "  12 |
// code", "     |   ^~~"), an include's chain, a function's head
// ("zdict.c: In function ‘f’:"), rustc's "  --> f.rs:3:9".
func diagContext(l string) bool {
	if quotedSource(l) {
		return true
	}
	t := strings.TrimLeft(l, " ")
	return strings.HasPrefix(t, "In file included from ") || strings.HasPrefix(t, "from ") && strings.HasSuffix(t, ",") ||
		strings.HasPrefix(t, "--> ") || strings.Contains(l, ": In function ") || strings.Contains(l, ": At top level:") ||
		strings.Contains(l, ": In instantiation of ")
}

// quotedSource reports whether a line of a stream of messages shows the
// source a message points at, whatever tool wrote it: a source line under
// a numbered gutter ("  12 | code"), the one pointed at marked with ">"
// (Babel's and ESLint's code frames: ">  8 |   public readonly args;"),
// a box-drawing gutter (esbuild's "    4 │ let x", its carets under
// "╵"), or the carets under it in an indented gutter ("     |   ^^^^").
// A message that a change makes in many files quotes each file's own
// source there: it says where, not what changed.
func quotedSource(l string) bool {
	t := strings.TrimLeft(l, " ")
	if m, ok := strings.CutPrefix(t, ">"); ok {
		t = strings.TrimLeft(m, " ")
	}
	t = strings.Replace(strings.Replace(t, "│", "|", 1), "╵", "|", 1) // esbuild's gutter, and its end under the carets
	if d := strings.TrimLeft(t, "0123456789"); len(d) < len(t) {
		return strings.HasPrefix(d, " |") || strings.HasPrefix(d, "|")
	}
	return len(t) < len(l) && strings.HasPrefix(t, "|")
}

// diagColumns cuts a diagnostic's line (see tables): its message without
// its position; false for a line of context.
func diagColumns(l string) (string, bool) {
	if diagContext(l) || suggestionLine(l) {
		return l, false
	}
	if rest, ok := diagPosition(l); ok {
		return rest, true
	}
	return l, true
}

// diagLine reports whether a line is a diagnostic headed by its position,
// for the sniffer: a message after "path:line:col: ". The lines around
// messages (see diagContext) neither vote nor count: a table of rows
// numbered under a gutter ("  1 | apple | 3", psql's) is no diagnostic.
func diagLine(l string) bool {
	rest, ok := diagPosition(l)
	return ok && strings.TrimSpace(rest) != ""
}

// suggestionLine reports whether a line of diagnostics is a line of a
// frame's suggestion: "147 +     code" (its line's number, then + or -),
// or indented, a - and the code ("  - import os"). Read as diagnostics
// only: elsewhere such lines are lists, sums and YAML's items.
func suggestionLine(l string) bool {
	t := strings.TrimLeft(l, " ")
	d := strings.TrimLeft(t, "0123456789")
	return len(d) < len(t) && (strings.HasPrefix(d, " + ") || strings.HasPrefix(d, " - ")) ||
		len(t) < len(l) && strings.HasPrefix(t, "- ")
}

// frameLine reports whether a line may be a frame's under a diagnostic's
// arrow (see arrowLine): a suggestion's line, a help or a note. It votes
// for no language where the text has arrows, and is counted as any line
// where it has none (a program's "note: …", a dataclass's "help: str").
func frameLine(l string) bool {
	t := strings.TrimLeft(l, " ")
	return suggestionLine(l) || strings.HasPrefix(t, "help: ") || strings.HasPrefix(t, "note: ")
}

// arrowLine reports whether a line is the position of a diagnostic as
// rustc, ruff and others write it, under its message: "  --> path:3:5"
// (or "path:3"), or rustc's note under a frame ("  = note: …"). It votes
// for diagnostics; read, the position is context, as a frame's gutter is
// (see diagContext).
func arrowLine(l string) bool {
	t := strings.TrimLeft(l, " ")
	if h, ok := strings.CutPrefix(t, "= "); ok && (strings.HasPrefix(h, "help: ") || strings.HasPrefix(h, "note: ")) {
		return true
	}
	t, ok := strings.CutPrefix(t, "--> ")
	if !ok {
		return false
	}
	_, n, ok := strings.Cut(t, ":")
	return ok && n != "" && n[0] >= '0' && n[0] <= '9'
}

// diagName reports whether the word t, ending at l[end], names something
// of the program rather than says what the message says: it has a digit
// or an underscore (buf2, ~r0, ZSTD_compress), a number after a slash
// (gcc's clamp/0), a capital past its first
// letter (HUF_readStats, readStats), is one letter, or is joined by a
// dot to another (fmt.Println, main.f). A capital first letter alone
// starts a sentence ("Inlining"); a word after a dash is a flag's
// (-Wshadow, -Rpass=loop-unroll); a word in capitals alone is an acronym
// or a verdict (IPA, PASS), and "a" an article.
func diagName(l, t string, end int) bool {
	start := end - len(t)
	if start > 0 && (l[start-1] == '-' || l[start-1] == '=') || t == "a" || t == "A" || t == "I" || allCaps(t) {
		return false // a flag's word, an article, a verdict or an acronym (PASS, SSA)
	}
	if end+1 < len(l) && l[end] == '/' && l[end+1] >= '0' && l[end+1] <= '9' {
		return true // gcc's symbol and its order: clamp/0
	}
	return len(t) == 1 || strings.ContainsAny(t, "0123456789_") || strings.ContainsAny(t[1:], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") ||
		start > 0 && l[start-1] == '.' || end+1 < len(l) && l[end] == '.' && word(l[end+1])
}

// diagFlag is the flag a message ends with, that names the warning or
// remark ("[-Wunused-variable]", "[-Rpass=loop-unroll]"); "" when none.
func diagFlag(toks []Token) string {
	n := len(toks)
	if n < 3 || toks[n-1].Text != "]" {
		return ""
	}
	for i := n - 2; i > 0; i-- {
		if toks[i].Text == "[" {
			if i+1 < n && toks[i+1].Text == "-" {
				var b strings.Builder
				for _, t := range toks[i:] {
					b.WriteString(t.Text) // a flag has no spaces
				}
				return b.String()
			}
			return ""
		}
	}
	return ""
}

// allCaps reports whether a word is capital letters alone, two or more.
func allCaps(t string) bool {
	if len(t) < 2 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < 'A' || t[i] > 'Z' {
			return false
		}
	}
	return true
}
