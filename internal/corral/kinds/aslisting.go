package kinds

import "strings"

// The GNU assembler's listings (as -al, gcc -Wa,-adln): each line of
// the assembly led by its line number in the listing, then, for a line
// that makes bytes, their offset and the first of them in hex:
//
//	   9 0000 8D047F   		leal	(%rdi,%rdi,2), %eax
//	   6              	f:
//	  14      1F840000
//
// The line number and the offset shift whenever a line comes or goes
// before them, and the bytes are the instruction's encoding: all three
// are columns, cut, and the rest is the assembly as it was written. A
// line of bytes alone (the rest of a long instruction's) is all columns.

// asListColumns cuts a listing's line to the assembly it lists.
func asListColumns(l string) (string, bool) {
	rest, ok := asListRest(l)
	if !ok {
		return l, true
	}
	if code, ok := asListCode(rest); ok {
		return code, true
	}
	return l, false
}

// asListRest returns what follows a listing line's number ("   9 "):
// false for a line that has none.
func asListRest(l string) (string, bool) {
	i, j := leadingNumber(l)
	if j == i || j-i > 7 || j >= len(l) || l[j] != ' ' {
		return "", false
	}
	return l[j+1:], true
}

// asListCode returns the assembly after a listing line's offset and
// bytes ("0000 8D047F   \t") or their blank columns ("        \t");
// false for a line of bytes alone.
func asListCode(rest string) (string, bool) {
	cols, code, found := strings.Cut(rest, "\t")
	if !found {
		return "", false
	}
	f := strings.Fields(cols)
	switch {
	case len(f) == 0:
		return code, true
	case len(f) == 2 && len(f[0]) == 4 && hexBytesWord(f[0]) && upperHex(f[1]):
		return code, true
	}
	return "", false
}

// asListLine reports whether a line has the marks of an assembler's
// listing: a line number, then code behind an offset and its bytes or
// behind blank columns, a tab between. A line of bytes alone is not
// counted: a program's table of numbers reads the same.
func asListLine(l string) bool {
	rest, ok := asListRest(l)
	if !ok {
		return false
	}
	_, ok = asListCode(rest)
	return ok
}

// asListBytes reports whether a line is a listing's bytes alone, the
// rest of a long instruction's ("  14      1F840000").
func asListBytes(l string) bool {
	rest, ok := asListRest(l)
	f := strings.Fields(rest)
	return ok && strings.HasPrefix(rest, "     ") && len(f) == 1 && upperHex(f[0])
}

// upperHex reports whether s is bytes in hex as the listing writes them,
// in upper case.
func upperHex(s string) bool {
	for i := range len(s) {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return s != ""
}

// gutterText is the lines of an output whose every line is led by
// columns that are no part of its text (an assembler's listing, the Go
// compiler's trees) without them, for its units (see UnitStarts); nil for
// lines most of which are neither.
func gutterText(lines []string) []string {
	for _, g := range []struct {
		is, also func(string) bool // its lines; lines it may hold too
		cut      func(string) (string, bool)
	}{{asListLine, asListBytes, asListColumns}, {goTreeLine, func(string) bool { return false }, goTreeColumns}, {yarvLine, yarvMore, yarvColumns}, {phpOpLine, phpOpMore, phpOpColumns}} {
		n, marked, also := 0, 0, 0
		for _, l := range lines[:min(len(lines), 200)] {
			switch {
			case l == "":
			case g.is(l):
				n, marked = n+1, marked+1
			case g.also(l):
				n, also = n+1, also+1
			default:
				n++
			}
		}
		if n == 0 || 10*(marked+also) < 9*n || 2*marked < n {
			continue
		}
		out := make([]string, len(lines))
		for i, l := range lines {
			if code, ok := g.cut(l); ok {
				out[i] = code
			}
		}
		return out
	}
	return nil
}
