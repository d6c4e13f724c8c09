package kinds

import (
	"slices"
	"strings"
)

// blockComments tells, for each line of a unified diff of C-like code,
// whether it starts inside a block comment on the old side and on the new
// (a line of the other side only is false there). A line is lexed alone,
// so without this a comment's lines after its "/*" read as code, and a
// comment re-wrapped by a formatter ("   state value */") is an edit of
// words; " * text" lines are told by their star as well (starContinued).
//
// Each hunk starts outside a comment, unless the first delimiter on its
// side is a "*/": then it started inside one, whose "/*" lies before the
// hunk's context. Only a "*/" that ends its line, with no slash before
// it, says so: one amid code or after a slash is more likely a
// JavaScript regular expression's (/\s*/g, const re = /a*/).
func blockComments(diff []string) (oldOpen, newOpen []bool) {
	oldOpen, newOpen = make([]bool, len(diff)), make([]bool, len(diff))
	start := 0
	for i := 0; i <= len(diff); i++ {
		if i == len(diff) || strings.HasPrefix(diff[i], "@@ ") {
			markSide(diff[start:i], oldOpen[start:i], '-')
			markSide(diff[start:i], newOpen[start:i], '+')
			start = i
		}
	}
	return oldOpen, newOpen
}

// markSide sets open for the lines of one hunk that its side (mark '-':
// the old, '+': the new) shows, context included.
func markSide(hunk []string, open []bool, mark byte) {
	side := func(l string) bool { return l != "" && (l[0] == ' ' || l[0] == mark) }
	in := false
	for _, l := range hunk {
		if !side(l) || strings.IndexByte(l, '/') < 0 {
			continue
		}
		c, o := strings.Index(l, "*/"), strings.Index(l, "/*")
		if c >= 0 && (o < 0 || c < o) {
			// Closed before any opened, at the line's end, with no slash
			// before it: the hunk began inside a comment.
			in = strings.TrimSpace(l[c+2:]) == "" && !strings.Contains(l[1:c], "/")
			break
		} else if o >= 0 {
			break
		}
	}
	// A "/*" that nothing after it in the hunk closes, and that stands
	// where C puts no comment, is none (Perl's s[/*$][], a shell's glob
	// src/*.c): read as one it made a comment of the rest of the hunk. A
	// comment of C whose "*/" lies past the hunk's context stays one.
	lastClose := -1
	for i, l := range hunk {
		if side(l) && strings.Contains(l, "*/") {
			lastClose = i
		}
	}
	for i, l := range hunk {
		if side(l) {
			open[i] = in
			in = commentAfter(l[1:], in) && (open[i] || lastClose > i || commentStart(l[1:]))
		}
	}
}

// commentStart reports whether the last "/*" of a line stands where C
// starts a comment: at the line's start, or after a space or a mark that
// ends code (";", "{", "}", ")", ",", "=").
func commentStart(l string) bool {
	i := strings.LastIndex(l, "/*")
	return i <= 0 || strings.IndexByte(" \t;{}),=", l[i-1]) >= 0
}

// commentAfter reports whether a line of C-like code that starts inside
// a block comment or not (in) ends inside one. Strings and character
// literals are skipped outside comments; "//" ends the line's code.
func commentAfter(l string, in bool) bool {
	switch {
	case in && !strings.Contains(l, "*/"):
		return true // no comment ends here
	case !in && strings.IndexByte(l, '/') < 0:
		return false // no comment starts here
	}
	for i := 0; i < len(l); i++ {
		switch {
		case in:
			if l[i] == '*' && i+1 < len(l) && l[i+1] == '/' {
				in = false
				i++
			}
		case l[i] == '"' || l[i] == '\'' || l[i] == '`':
			i = stringEnd(l, i) - 1
		case l[i] == '/' && i+1 < len(l) && l[i+1] == '/':
			return false
		case l[i] == '/' && i+1 < len(l) && l[i+1] == '*':
			in = true
			i++
		}
	}
	return in
}

// lexOpen is lex for a line that may start inside a block comment
// (open): its text to the comment's "*/", or all of it, is one comment.
func lexOpen(lang Lang, l string, open bool) []Token {
	if !open || lang != CLike {
		return lex(lang, l)
	}
	end := strings.Index(l, "*/")
	if end < 0 {
		return []Token{{Text: strings.TrimSpace(l), Class: Comment}}
	}
	out := []Token{{Text: strings.TrimSpace(l[:end+2]), Class: Comment}}
	return append(out, lex(lang, l[end+2:])...)
}

// rewrapped is the edit of a block of code whose text is the same,
// only cut into lines elsewhere: a comment's words re-wrapped, a string
// split into adjacent literals or joined ("ab" "c" is "abc" in C, C++
// and Python), code re-wrapped. A formatter's new column limit does this
// to every long comment; as words, one edit per wording. Code, Markdown
// and markup alone (C-like, Python, HTML, XML: text wrapped anywhere): in
// a program's prose and data, where lines break is what they say (a
// matrix of another shape).
func rewrapped(what string, lang Lang, del, add []line) (Edit, bool) {
	if !rewraps(lang, "", del, add) { // del and add are cut into tokens (see cutBlock)
		return Edit{}, false
	}
	return layoutOf(what, layoutSig(len(del), len(add)), del, add), true
}

// rewraps reports whether a block of lines removed and added is one that
// rewrapped makes an edit of layout: the same text, cut into lines
// elsewhere. Lines not cut into tokens yet are cut here (file names the
// file, see lexLines).
func rewraps(lang Lang, file string, del, add []line) bool {
	if lang != CLike && lang != Hash && !tables[lang].prose || len(del) == 0 || len(add) == 0 || len(del) == 1 && len(add) == 1 {
		return false
	}
	lexLines(lang, file, del)
	lexLines(lang, file, add)
	return !sameBreaks(del, add) && sameText(lang, file, del, add)
}

// sameText reports whether two runs of lines say the same, whatever their
// breaks (see textReader). In Markdown a quotation's every line is marked:
// where its lines break, so are its marks. Where a line names its file,
// the lines are read as written too: a break inside a name of several
// words ("$(touch pwned).md" wrapped after "$(touch") leaves the name's
// abstraction on one side only.
//
// Lines not cut into tokens yet are cut as they are read (file names the
// file, see lexLines): most runs differ in their first few tokens, and
// are read no further.
func sameText(lang Lang, file string, del, add []line) bool {
	if lang == Typeset {
		lexLines(lang, file, del)
		lexLines(lang, file, add)
		return sameSetText(del, add) // words hyphenated at a line's end, joined
	}
	same := func(del, add []line) bool {
		if lang == Markdown {
			lexLines(lang, file, del)
			lexLines(lang, file, add)
			del, add = unquoted(del), unquoted(add)
		}
		a, b := textReader{lang: lang, file: file, ls: del}, textReader{lang: lang, file: file, ls: add}
		for {
			x, okx := a.next()
			y, oky := b.next()
			if okx != oky || x != y {
				return false
			}
			if !okx {
				return true
			}
		}
	}
	if same(del, add) {
		return true
	}
	if !anyNamed(del) && !anyNamed(add) {
		return false
	}
	return same(asWritten(lang, del), asWritten(lang, add))
}

// textReader reads what lines say, whatever their breaks, one item at a
// time: their tokens, a comment as its words (its marks left out),
// adjacent strings as one. It cuts each line into tokens when it gets
// there.
type textReader struct {
	lang   Lang
	file   string
	ls     []line
	li, ti int      // the next token: line li, token ti
	words  []string // a comment's words not read yet
}

func (r *textReader) next() (string, bool) {
	for {
		if len(r.words) > 0 {
			w := r.words[0]
			r.words = r.words[1:]
			return "\x00" + w, true
		}
		t, ok := r.token()
		if !ok {
			return "", false
		}
		switch t.Class {
		case Comment:
			for _, w := range strings.Fields(t.Text) {
				if w = strings.Trim(w, "/*#"); w != "" {
					r.words = append(r.words, w)
				}
			}
		case String:
			body := stringBody(t.Text)
			for {
				li, ti := r.li, r.ti
				p, ok := r.token()
				if !ok || p.Class != String {
					r.li, r.ti = li, ti
					break
				}
				body += stringBody(p.Text)
			}
			return "\x01" + body, true
		default:
			return t.Text, true
		}
	}
}

// token returns the next token of the lines, across their ends.
func (r *textReader) token() (Token, bool) {
	for r.li < len(r.ls) {
		l := &r.ls[r.li]
		if r.ti == 0 && l.toks == nil {
			lexLines(r.lang, r.file, r.ls[r.li:r.li+1])
		}
		if r.ti < len(l.toks) {
			r.ti++
			return l.toks[r.ti-1], true
		}
		r.li, r.ti = r.li+1, 0
	}
	return Token{}, false
}

// stringBody is a string literal without its quotes.
func stringBody(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

func anyNamed(ls []line) bool {
	return slices.ContainsFunc(ls, func(l line) bool { return l.named })
}

// asWritten is lines with their tokens cut from their text as written,
// their file's name not abstracted.
func asWritten(lang Lang, ls []line) []line {
	out := make([]line, len(ls))
	for i, l := range ls {
		out[i] = l
		out[i].toks = l.lexed(lang, l.text)
	}
	return out
}

// unquoted is Markdown's lines without the marks of a quotation (">")
// that lead them.
func unquoted(ls []line) []line {
	out := make([]line, len(ls))
	for i, l := range ls {
		out[i] = l
		for len(out[i].toks) > 0 && out[i].toks[0].Text == ">" {
			out[i].toks = out[i].toks[1:]
		}
	}
	return out
}

// layoutSig names a change of layout by the lines on each side: fewer
// joined, more spread, as many broken elsewhere.
func layoutSig(old, new int) string {
	return layoutName(old < new || old == new, old > new || old == new)
}

// layoutName names a change of layout by whether a line went to several
// (split), several to one (joined), or both.
func layoutName(split, joined bool) string {
	switch {
	case split && joined:
		return "≈ lines broken elsewhere"
	case split:
		return "≈ a line spread over several"
	}
	return "≈ lines joined"
}

// layoutOf is an edit of layout, its example the first lines of del and
// add.
func layoutOf(what, sig string, del, add []line) Edit {
	e := Edit{What: what, Parts: []Part{fixed(sig)}, Family: "layout", side: true}
	if len(del) > 0 {
		e.OldLine = del[0].no
	}
	if len(add) > 0 {
		e.NewLine = add[0].no
	}
	for _, l := range del[:min(len(del), 4)] {
		e.Diff = append(e.Diff, diffLine('-', l))
	}
	for _, l := range add[:min(len(add), 4)] {
		e.Diff = append(e.Diff, diffLine('+', l))
	}
	return e
}

// sameBreaks reports whether two blocks break their lines where the other
// does: as many lines, each with the other's tokens (a block indented
// anew is spacing, not text re-wrapped).
func sameBreaks(del, add []line) bool {
	if len(del) != len(add) {
		return false
	}
	for i := range del {
		if !slices.EqualFunc(del[i].toks, add[i].toks, func(a, b Token) bool { return a.Text == b.Text }) {
			return false
		}
	}
	return true
}
