package kinds

import (
	"slices"
	"strings"
)

// Text nroff sets for a terminal (groff -man -T utf8, what man shows):
// paragraphs filled to the line's width and justified with spaces, words
// hyphenated where a line ends ("op‐" then "tion", U+2010), bold and
// underlined letters overstruck ("B\bB", "_\bU"). A new line width, or a
// page's new words, sets every paragraph after anew: the same words on
// other lines, with other spaces and other hyphenations, is layout.

// typesetColumns is a line without its overstrikes: the letters it
// shows.
func typesetColumns(l string) (string, bool) {
	return unstruck(l), true
}

// unstruck removes overstrikes: "X\bY" shows Y over X (X\bX bold, _\bX
// underlined).
func unstruck(l string) string {
	// A diff shows a backspace escaped (see quote.TextString).
	l = strings.ReplaceAll(l, `\x08`, "\b")
	if !strings.Contains(l, "\b") {
		return l
	}
	var b strings.Builder
	for i := 0; i < len(l); i++ {
		if l[i] == '\b' {
			continue
		}
		// The character before a backspace is struck over: skip it (a
		// rune of one or more bytes).
		j := i + 1
		for j < len(l) && l[j]&0xC0 == 0x80 {
			j++
		}
		if j < len(l) && l[j] == '\b' {
			i = j
			continue
		}
		b.WriteString(l[i:j])
		i = j - 1
	}
	return b.String()
}

// hyphen is the hyphen nroff writes where it breaks a word (U+2010).
const hyphen = "‐"

// typesetLine reports whether a line has nroff's marks: an overstruck
// letter, or a word broken at its end.
func typesetLine(l string) bool {
	// (A line ending in "-" is no mark: -T ascii's breaks look like any
	// hyphen.)
	if overstruck(l) {
		return true
	}
	t := strings.TrimRight(l, " ")
	return strings.HasSuffix(t, hyphen) && len(t) > len(hyphen) && t[len(t)-len(hyphen)-1] != ' '
}

// overstruck reports whether a line holds a letter struck over itself
// (bold: "B\bB") or over an underscore (underlined: "_\bU"), its
// backspace raw or as a diff escapes it: not any backspace (a spinner's,
// a byte string's repr).
func overstruck(l string) bool {
	for _, bs := range []string{"\b", `\x08`} {
		for i := 0; ; {
			j := strings.Index(l[i:], bs)
			if j < 0 {
				break
			}
			j += i
			if j > 0 && j+len(bs) < len(l) {
				before, after := l[j-1], l[j+len(bs)]
				if before == after && before > ' ' || before == '_' && after > ' ' {
					return true
				}
			}
			i = j + len(bs)
		}
	}
	return false
}

// sameSetText reports whether two runs of set lines hold the same words,
// whatever their lines, spaces and hyphenations.
func sameSetText(del, add []line) bool {
	return slices.Equal(setWords(del), setWords(add))
}

// setWords is the words of set lines, a word hyphenated at a line's end
// joined with its rest on the next.
func setWords(ls []line) []string {
	var b strings.Builder
	broken := false // the line before ended in a word's first part
	for _, l := range ls {
		t := strings.TrimRight(unstruck(l.text), " ")
		if broken {
			t = strings.TrimLeft(t, " ")
		}
		w, ok := strings.CutSuffix(t, hyphen)
		if !ok {
			// -T ascii breaks a word with "-": one that had its own
			// hyphen there reads the same, as hyphens are left out below.
			w, ok = strings.CutSuffix(t, "-")
		}
		if broken = ok && w != "" && letter(w[len(w)-1]); broken {
			b.WriteString(w)
			continue
		}
		b.WriteString(t)
		b.WriteByte(' ')
	}
	words := strings.Fields(b.String())
	for i, w := range words {
		words[i] = unhyphenated(w)
	}
	return words
}

// unhyphenated is a word without its hyphens between letters: a word
// broken at its own hyphen ("well-" then "known") keeps it on one side
// only. Other dashes stay: "-1" is not "1", "--force" not "-force".
func unhyphenated(w string) string {
	if !strings.Contains(w, "-") && !strings.Contains(w, hyphen) {
		return w
	}
	w = strings.ReplaceAll(w, hyphen, "-")
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		if w[i] == '-' && i > 0 && i+1 < len(w) && letter(w[i-1]) && letter(w[i+1]) {
			continue
		}
		b.WriteByte(w[i])
	}
	return b.String()
}

func letter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
