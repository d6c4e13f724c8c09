// Package quote makes names and text from anyone safe to print on a
// terminal: corral's file names and diffs, corral-fs's listings.
package quote

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names from archives and outputs from jobs are anyone's bytes. Printed raw,
// an ESC sequence in a file name recolours, retitles or rewrites the
// terminal, a \r hides what came before it, and invalid UTF-8 cannot be
// told apart. So every name and every line of content corral prints goes
// through Name or Text.

// Name returns name as it is when it is valid UTF-8 with nothing but
// printable characters, and otherwise in the ANSI-C quoting of bash, zsh,
// ksh and POSIX.1-2024 ($'…', as GNU ls shows such names), which names the
// same bytes and can be pasted back into a shell: $'a\033[31m.bas'.
func Name(name string) string {
	if plain(name) {
		return name
	}
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(name); {
		r, n := utf8.DecodeRuneInString(name[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, name[i])
		case r == '\'' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case !unicode.IsPrint(r) && r != ' ':
			if r < 0x80 {
				fmt.Fprintf(&b, `\%03o`, r)
			} else {
				for _, c := range []byte(name[i : i+n]) {
					fmt.Fprintf(&b, `\x%02x`, c)
				}
			}
		default:
			b.WriteString(name[i : i+n])
		}
		i += n
	}
	b.WriteByte('\'')
	return b.String()
}

// plain reports whether s is valid UTF-8 of printable characters only, and
// none that would make its quoted form ambiguous.
func plain(s string) bool {
	if strings.HasPrefix(s, "$'") {
		return false
	}
	for _, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) && r != ' ' {
			return false
		}
	}
	return true
}

// Text makes text safe to show on a terminal: invalid UTF-8 and
// control characters other than tab and newline are shown as \xNN (a
// CRLF line ends in \x0d). Text that needs none of that is returned as is.
func Text(b []byte) string {
	clean := true
	for i := 0; i < len(b) && clean; {
		r, n := utf8.DecodeRune(b[i:])
		clean = !(r == utf8.RuneError && n == 1) && !control(r)
		i += n
	}
	if clean {
		return string(b)
	}
	var s strings.Builder
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 || control(r) {
			for _, c := range b[:n] {
				fmt.Fprintf(&s, `\x%02x`, c)
			}
		} else {
			s.Write(b[:n])
		}
		b = b[n:]
	}
	return s.String()
}

// TextString is Text of a string; a clean one is returned as it is,
// without a copy (a report calls it for every line of every diff).
func TextString(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c < ' ' && c != '\t' && c != '\n' || c == 0x7f {
			return slowTextString(s, i)
		}
	}
	return s
}

// slowTextString is TextString past the first byte that is not plain
// ASCII.
func slowTextString(s string, from int) string {
	for i := from; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || control(r) {
			return Text([]byte(s))
		}
		i += n
	}
	return s
}

// control reports whether r is a C0 or C1 control character other than
// tab and newline, or DEL.
func control(r rune) bool {
	return r != '\t' && r != '\n' && unicode.IsControl(r)
}

// Writer writes what Text would make of everything written to it, in
// pieces: a UTF-8 sequence cut between two writes is held until the next
// one (or Close) completes it, so a stream is escaped as its whole text
// would be.
type Writer struct {
	w    io.Writer
	held []byte // the start of a UTF-8 sequence cut at the last write's end
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

func (q *Writer) Write(b []byte) (int, error) {
	n := len(b)
	if len(q.held) > 0 {
		b = append(q.held, b...)
		q.held = nil
	}
	// Hold a trailing sequence that may still be completed.
	for k := 1; k <= utf8.UTFMax-1 && k <= len(b); k++ {
		i := len(b) - k
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				q.held = append([]byte(nil), b[i:]...)
				b = b[:i]
			}
			break
		}
	}
	if _, err := io.WriteString(q.w, Text(b)); err != nil {
		return 0, err
	}
	return n, nil
}

// Close writes what is held: a sequence that was never completed.
func (q *Writer) Close() error {
	if len(q.held) == 0 {
		return nil
	}
	_, err := io.WriteString(q.w, Text(q.held))
	q.held = nil
	return err
}
