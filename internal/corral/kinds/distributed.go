package kinds

import "strings"

// The shapes of a list split and of lines joined into one (see
// distributed).
const (
	listSplit  = "≈ a list split, one item a line"
	listJoined = "≈ lines joined into one list"
)

// distributed is the edit of a block of source whose statements that
// list several items became one statement per item, each repeating the
// statement's head, or the other way round: isort's
// --force-single-line-imports ("from a.b import x, y" to "from a.b import
// x" and "from a.b import y"), one declaration per line ("int a, b;" to
// "int a; int b;": clang-tidy's readability-isolate-declaration). Item
// by item, each line's tokens read as another statement, and the head's
// depth (a module path of two names or four) made one kind per depth.
// Its shape is the rule; the head (from $ import, size_t) is in its
// concrete signature.
//
// The block is one when, comments aside, the tokens of the side that
// lists, read in order, are the other side's lines run by run: a run of
// at least two lines that start with one head, its items in the list's
// order, separated there by commas and brackets alone. A head ends in a
// word or a name (import, int, a type's name): a call's arguments or a
// literal's elements spread over calls or literals of one each
// (f(a, b) → f(a); f(b)) are code changed, not a list split.
func distributed(what string, lang Lang, del, add []line) (Edit, bool) {
	if lang != CLike && lang != Hash || len(del) == 0 || len(add) < 2 && len(del) < 2 {
		return Edit{}, false
	}
	sig := listSplit
	head, ok := distributes(del, add)
	if !ok {
		sig = listJoined
		if head, ok = distributes(add, del); !ok {
			return Edit{}, false
		}
	}
	e := layoutOf(what, sig, del, add)
	e.Parts[0].Concrete = sig + ": " + headShape(head)
	e.Family, e.side = "lists", false
	return e, true
}

// distributes reports whether the lines of each are the statements of
// list, one item a line (see distributed), and returns the head of its
// first run.
func distributes(list, each []line) ([]Token, bool) {
	// What is cheap first: the list has a comma, and the other side's
	// first two lines start alike. Most blocks are neither, and each is
	// asked twice (see hunk.distributes).
	if len(each) < 2 || !hasComma(list) || len(each[0].toks) == 0 || len(each[1].toks) == 0 || each[0].toks[0].Text != each[1].toks[0].Text {
		return nil, false
	}
	if codeTokens(list)+codeTokens(each) > maxListTokens {
		return nil, false // its heads are tried each in turn: bounded
	}
	var l, all []Token
	for _, x := range list {
		l = appendCode(l, x.toks)
	}
	lines := make([][]Token, len(each))
	for i, x := range each {
		lines[i] = appendCode(nil, x.toks)
		all = append(all, lines[i]...)
	}
	if len(all) == len(l) && commonPrefix(all, l) == len(l) {
		return nil, false // the same tokens, broken elsewhere
	}
	var first []Token
	items, heads := 0, 0 // a list holds fewer heads than items
	for j := 0; j < len(lines); {
		if j+1 >= len(lines) {
			return nil, false
		}
		// The head is what the run's first two lines and the list start
		// with, or a few tokens less (each try reads the list again):
		// "const char *a, *b" has the head "const char" and the items
		// "*a" and "*b".
		n := min(commonPrefix(l, lines[j]), commonPrefix(lines[j], lines[j+1]))
		matched := false
		for least := max(n-maxHeadCut, 0); n > least && !matched; n-- {
			if rest, k, h, ok := run(l, lines[j:], n); ok {
				if first == nil {
					first = lines[j][:n]
				}
				l, j = rest, j+k
				items, heads = items+k, heads+h
				matched = true
			}
		}
		if !matched {
			return nil, false
		}
	}
	return first, len(l) == 0 && items > heads
}

// run matches a run of at least two lines that start with the head of n
// tokens against the list l starts with, and returns the rest of l, the
// run's length, and how many times the head stood in l.
func run(l []Token, lines [][]Token, n int) (rest []Token, k, heads int, ok bool) {
	head := lines[0][:n]
	if !hasPrefix(l, head) || !aHead(head) {
		return nil, 0, 0, false
	}
	l, heads = l[n:], 1
	for k < len(lines) && hasPrefix(lines[k], head) {
		item := trimPunct(lines[k][n:])
		l = skipSeparators(l)
		if len(item) == 0 || !hasPrefix(l, item) {
			break
		}
		l = l[len(item):]
		k++
		// The list's head again: two statements of one head in a row.
		if again := skipSeparators(l); hasPrefix(again, head) {
			l, heads = again[n:], heads+1
		}
	}
	return skipSeparators(l), k, heads, k >= 2
}

// maxHeadCut is how many tokens a head is shortened by at most, and
// maxListTokens the most tokens a block may hold to be read as a list:
// both bound the tries, each of which reads the list again.
const (
	maxHeadCut    = 4
	maxListTokens = 2000
)

// aHead reports whether tokens can be a statement's head: they start
// with no separator (a tuple's "(" is not a head) and end in a word or a
// name ("import", "int", "size_t"; not a call's "(" or an assignment's
// "=").
func aHead(head []Token) bool {
	if separator[head[0].Text] {
		return false
	}
	last := head[len(head)-1]
	return last.Class == Word || last.Class == Ident
}

// hasComma reports whether any of the lines holds a comma.
func hasComma(ls []line) bool {
	for _, l := range ls {
		if strings.IndexByte(l.text, ',') >= 0 {
			return true
		}
	}
	return false
}

// appendCode appends a line's tokens but its comments.
func appendCode(out, toks []Token) []Token {
	for _, t := range toks {
		if t.Class != Comment {
			out = append(out, t)
		}
	}
	return out
}

// codeTokens counts the lines' tokens that are no comment, as appendCode
// would gather them: a block too large to be a list is known before any
// is copied (a PTX listing's blocks, read as C, spent a sixth of their
// kinds copying tokens to learn that).
func codeTokens(ls []line) int {
	n := 0
	for _, x := range ls {
		for _, t := range x.toks {
			if t.Class != Comment {
				n++
			}
		}
	}
	return n
}

// commonPrefix is the number of tokens two lists start with alike.
func commonPrefix(a, b []Token) int {
	n := 0
	for n < len(a) && n < len(b) && a[n].Text == b[n].Text {
		n++
	}
	return n
}

func hasPrefix(toks, prefix []Token) bool {
	return len(toks) >= len(prefix) && commonPrefix(toks, prefix) == len(prefix)
}

// separator holds the tokens that part a list's items or close it.
var separator = set(", ; ( ) [ ] { } \\")

// skipSeparators cuts the separators a list starts with.
func skipSeparators(toks []Token) []Token {
	for len(toks) > 0 && separator[toks[0].Text] {
		toks = toks[1:]
	}
	return toks
}

// trimPunct cuts the separators an item's line ends in (C's ";").
func trimPunct(toks []Token) []Token {
	for len(toks) > 0 && separator[toks[len(toks)-1].Text] {
		toks = toks[:len(toks)-1]
	}
	return toks
}

// headShape names a statement's head by its words, each run of what lies
// between them (a module path, a qualified type) one "$".
func headShape(head []Token) string {
	var words []string
	for _, t := range head {
		switch {
		case t.Class == Word:
			words = append(words, t.Text)
		case len(words) == 0 || words[len(words)-1] != "$":
			words = append(words, "$")
		}
	}
	return strings.Join(words, " ")
}
