package kinds

import "strings"

// Clang's syntax tree (-Xclang -ast-dump): a node a line, under a drawing
// of the tree ("| |-FieldDecl 0x55d… <line:91:13, col:20> col:20 next_in
// 'Bytef *'"). The ClangAST table reads a node as its kind, attributes,
// name and types: the drawing is its depth (where, as indentation is),
// the address and the source locations are where it stands, and its
// types are text to read, not strings ('const Bytef *' is "const" added
// to a type).

// astNodeAt returns where a line's node starts after the tree's drawing,
// and false for a line that holds no node of clang's dump.
func astNodeAt(l string) (int, bool) {
	i := 0
	for i < len(l) && (l[i] == '|' || l[i] == ' ' || l[i] == '`' || l[i] == '-') {
		i++
	}
	j := i
	for j < len(l) && (l[j] >= 'A' && l[j] <= 'Z' || l[j] >= 'a' && l[j] <= 'z') {
		j++
	}
	if j == i || l[i] < 'A' || l[i] > 'Z' || !strings.HasPrefix(l[j:], " 0x") && l[j:] != "" && !strings.HasPrefix(l[j:], " <") {
		return 0, false
	}
	return i, true
}

// astLine reports whether a line is a node of clang's dump, for the
// sniffer: a node kind after the drawing, then its address.
func astLine(l string) bool {
	at, ok := astNodeAt(l)
	if !ok {
		return false
	}
	rest := l[at:]
	sp := strings.IndexByte(rest, ' ')
	return sp > 0 && strings.HasPrefix(rest[sp:], " 0x") && astKind(rest[:sp])
}

// astKind reports whether a word is a node's kind: FieldDecl, CallExpr,
// CompoundStmt, PointerType, NoThrowAttr, IntegerLiteral, ...
func astKind(w string) bool {
	for _, s := range []string{"Decl", "Expr", "Stmt", "Type", "Attr", "Literal", "Operator", "Comment", "Cast", "Argument"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// astColumns cuts a node's line (see tables): the node without the
// drawing, its addresses ("0x55d…", or "0x" where --normalize left it)
// and its source locations ("<line:91:13, col:20>", "col:20",
// "<zlib/zconf.h:247:21, …>", "<invalid sloc>"); its types' quotes
// become spaces.
func astColumns(l string) (string, bool) {
	at, ok := astNodeAt(l)
	if !ok {
		return l, true
	}
	var b strings.Builder
	fields := strings.Fields(l[at:])
	for k := 0; k < len(fields); k++ {
		f := fields[k]
		switch {
		case strings.HasPrefix(f, "<") && astRange(fields[k:]):
			// A range: to its closing '>' (a file name has no spaces).
			for k < len(fields) && !strings.HasSuffix(fields[k], ">") {
				k++
			}
			continue
		case f == "0x" || strings.HasPrefix(f, "0x") && hexBytesWord(f[2:]), astLocation(f):
			continue
		}
		b.WriteByte(' ')
		b.WriteString(f)
	}
	return strings.ReplaceAll(b.String(), "'", " "), true
}

// astRange reports whether the fields that start with "<" are a source
// range ("<line:91:13,", "col:20>", "<invalid sloc>", "<zlib/zconf.h:247:21,")
// rather than a cast's kind ("<IntegralCast>", "<NoOp>"), which is read.
func astRange(fields []string) bool {
	f := strings.TrimLeft(fields[0], "<")
	f = strings.TrimRight(f, ">,")
	return astLocation(f) || f == "invalid" || f == "built-in" || f == "scratch"
}

// astLocation reports whether a field is a source location: line:12:3,
// col:20, file.h:247:21.
func astLocation(f string) bool {
	name, rest, ok := strings.Cut(f, ":")
	if !ok || name == "" || rest == "" {
		return false
	}
	for _, p := range strings.Split(rest, ":") {
		if p == "" || !allDigits(p) {
			return false
		}
	}
	return true
}

// astWords are the words of clang's dump that are no names: node
// attributes and C's type words.
var astWords = set("const volatile restrict unsigned signed char short int long float double void struct union enum " +
	"_Bool bool sizeof extern static inline implicit used referenced lvalue prvalue xvalue cinit callinit listinit " +
	"sugar cdecl imported invalid sloc Implicit Inherited prev bitfield nrvo parens")
